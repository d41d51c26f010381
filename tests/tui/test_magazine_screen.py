"""Pilot tests of the Magazine screen: board, tableaux, hidden money, typed moves, a full game."""

from __future__ import annotations

import io
from typing import Any

import pytest
from layout_count import count_layouts
from rich.console import Console
from textual.widgets import DataTable, OptionList, Static
from tui.pilot_helpers import moves_offered, wait_until

from paperboy.session import Seat, Session
from paperboy.tools.demos import magazine as demos
from paperboy.tui.app import make_app
from paperboy.tui.games import magazine as screen_module
from paperboy.tui.games.magazine import MagazineScreen
from paperboy.tui.games.magazine.board import MagazineBoard
from paperboy.tui.screens import game as game_screen
from paperboy.tui.screens.dialogs import HandoffScreen
from paperboy.tui.screens.result import ResultScreen
from paperboy.tui.widgets.drawn_lines import DrawnLines
from paperboy.tui.widgets.page_strip import PageStrip

SIZE = (100, 32)


@pytest.fixture(autouse=True)
def quick_bots(monkeypatch: pytest.MonkeyPatch) -> None:
    """Bots move without the on-screen pause so a whole game fits in a few seconds."""
    monkeypatch.setattr(game_screen, "BOT_DELAY", 0.001)


def plain(app: Any, selector: str, width: int = 120) -> str:
    """The text a board part shows (its Rich renderable printed without colour)."""
    widget = app.screen.query_one(selector)
    content = widget.renderable if isinstance(widget, DrawnLines) else widget.content
    console = Console(width=width, record=True, file=io.StringIO(), color_system=None)
    console.print(content)
    return console.export_text()


def page_in_view(app: Any) -> str | None:
    """The id of the page under the middle of the pages area, as the terminal shows it."""
    region = app.screen.query_one("#mag-pages").region
    widget, _ = app.screen.get_widget_at(region.x + region.width // 2, region.y + region.height // 2)
    return next((node.id for node in widget.ancestors_with_self if str(node.id).startswith("page-")), None)


def board_text(app: Any) -> str:
    """The lines the board widget draws (its line API), as plain text."""
    board = app.screen.query_one("#mag-board", MagazineBoard)
    return "\n".join(board.render_line(y).text for y in range(board.size.height))


def move_labels(app: Any) -> list[str]:
    moves = app.screen.query_one("#moves", OptionList)
    return [str(moves.get_option_at_index(i).prompt) for i in range(moves.option_count)]


def human_vs_bot(seed: int = 3, **options: Any) -> Session:
    seats = [Seat("Ann"), Seat("Bob", "bot", "novice")]
    return Session.new("magazine", seats, {"first_player": "1", **options}, seed, autosave=False)


async def test_screen_is_the_magazine_screen_with_three_pages() -> None:
    app = make_app(session=human_vs_bot())
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, MagazineScreen)
        pages = screen.query_one("#mag-pages", PageStrip)
        assert page_in_view(app) == "page-board"
        for key, page in (("p", "page-players"), ("r", "page-rewards"), ("b", "page-board")):
            await pilot.press(key)
            await pilot.pause()
            assert pages.current == "slot-" + page.removeprefix("page-")
            assert page_in_view(app) == page
            assert "▸" + {
                "page-players": "p:Players",
                "page-rewards": "r:Rewards",
                "page-board": "b:Board",
            }[page] in plain(app, "#mag-tabs")


async def test_board_shows_topic_tiles_and_magazine_cards_from_the_view() -> None:
    session = human_vs_bot()
    app = make_app(session=session)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        view = session.state.view(0)
        tiles = board_text(app)
        assert "Topic" in tiles and "Seas." in tiles
        for space, tile in enumerate(view["board_tiles"], start=1):
            row = next(line for line in tiles.splitlines() if tile["topic"] in line)
            assert row.split()[0].lstrip("▸") == str(space)
            assert f"{tile['cost']}K" in row
            assert "★" * tile["level"] + "☆" * (3 - tile["level"]) in row
            assert screen_module.DOMAIN_LETTER[tile["domain"]] in row.split()[1]
        cards = board_text(app)
        for card in view["board_cards"]:
            assert card["name"] in cards
            assert screen_module.reward_short(card["immediate"]).plain in cards
            assert screen_module.reward_short(card["periodic"]).plain in cards
        tracks = plain(app, "#mag-tracks")
        assert "▶I " in tracks and "Au Wi" in tracks
        assert "3+3K" in cards and "5Hot" in cards
        # the turn-order choices read as bonuses, not as raw action text
        assert "Turn order 3: +3K" in move_labels(app)


async def test_board_marks_claims_and_tableaux_list_tiles_and_cards() -> None:
    session = demos.screenshot_sessions()["tableau"]
    app = make_app(session=session)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, MagazineScreen)
        viewer = app.screen.viewer
        assert viewer is not None
        view = session.state.view(viewer)
        me = view["players"][viewer]
        assert len(me["tiles"]) >= 3
        await pilot.press("p")
        tableaux = plain(app, "#mag-tableaux", width=200)
        for player in view["players"]:
            assert player["name"] in tableaux
            for tile in player["tiles"]:
                assert tile["topic"] in tableaux
            for card in player["cards"]:
                assert view["cards"][card]["name"] in tableaux
        assert f"Magazine cards {len(me['cards'])}/{me['card_limit']}" in tableaux
        track = plain(app, "#mag-reputation")
        assert "Reputation track" in track and f"{me['pr']} PR" in track
        # the board names who put a token on a reward space
        await pilot.press("b")
        claimed = [
            (c, slot, seat)
            for c in view["board_cards"]
            for slot, seat in c["claims"].items()
            if seat is not None
        ]
        cards = board_text(app)
        for _card, _slot, seat in claimed:
            line = next(
                li
                for li in cards.splitlines()
                if "●" in li and view["players"][seat]["name"].split(" (")[0] in li
            )
            assert line
        assert cards.count("● ") == len(claimed)
        assert cards.count(" ○") == 2 * len(view["board_cards"]) - len(claimed)


async def test_hidden_money_shows_only_to_its_owner_across_the_handoff() -> None:
    session = Session.new(
        "magazine",
        [Seat("Ann"), Seat("Bob")],
        {"hidden_money": True, "first_player": "1"},
        5,
        autosave=False,
    )
    app = make_app(session=session)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, HandoffScreen) and app.screen.player == "Ann"  # game start
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, MagazineScreen) and app.screen.viewer == 0
        strip = plain(app, "#mag-strip")
        ann = next(line for line in strip.splitlines() if line.startswith("Ann"))
        bob = next(line for line in strip.splitlines() if line.startswith("Bob"))
        assert "20K" in ann and "??" not in ann
        assert "??" in bob and "20K" not in bob
        await pilot.press("enter")  # Ann places her disc; the keyboard goes to Bob
        await pilot.pause()
        assert isinstance(app.screen, HandoffScreen) and app.screen.player == "Bob"
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, MagazineScreen) and app.screen.viewer == 1
        strip = plain(app, "#mag-strip")
        ann = next(line for line in strip.splitlines() if line.startswith("Ann"))
        assert "??" in ann
        await pilot.press("p")
        tableaux = plain(app, "#mag-tableaux", width=200)
        assert "Bob (you)" in tableaux and "money 20K" in tableaux and "money ??" in tableaux
        await pilot.press("r")
        assert "+?" in plain(app, "#mag-endtable")  # Ann's final money is not projected for Bob


async def test_typed_illegal_move_shows_the_engine_reason_and_changes_nothing() -> None:
    session = human_vs_bot()
    app = make_app(session=session)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        before = session.state.to_dict()
        log_before = len(session.log)
        await pilot.press("colon", *"buy 1", "enter")
        await pilot.pause()
        error = str(app.screen.query_one("#error", Static).render())
        assert "First place your disc on the turn-order track" in error
        assert "Round preparation step 4" in error
        assert session.state.to_dict() == before and len(session.log) == log_before
        # a typed legal move goes through the same way
        await pilot.press(*["backspace"] * 5, *"place 3", "enter")
        await pilot.pause()
        assert session.state.view(0)["players"][0]["track_space"] == 3


async def test_publish_and_buy_labels_say_what_the_move_gives() -> None:
    session = human_vs_bot()
    app = make_app(session=session)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("enter")  # turn-order space 1
        await wait_until(pilot, lambda: session.state.view(0)["phase"] == "turns"
                         and app.screen.query_one("#moves").disabled is False, "Ann's first turn")
        view = session.state.view(0)
        labels = move_labels(app)
        tile = view["board_tiles"][0]
        assert any(
            lab.startswith(f"Buy {tile['topic']}: ") and f"{tile['cost']}K" in lab for lab in labels
        )
        card = view["board_cards"][0]
        assert any(lab.startswith(f"Publish {card['name']} · now: ") for lab in labels)
        assert any(
            lab.startswith(f"Publish {card['name']} · card: ") and lab.endswith("each round")
            for lab in labels
        )
        assert "Pass: done for this round" in labels
        assert any(lab.startswith("Sign an advertising contract") for lab in labels)


@pytest.mark.slow  # 13 s; rounds V-VI by cursor alone to the score sheet run by default
async def test_full_two_player_game_by_keys_reaches_the_score_sheet() -> None:
    session = human_vs_bot(seed=11)
    app = make_app(session=session)
    async with app.run_test(size=(80, 24)) as pilot:
        turns = 0
        for _ in range(steps := 3000):
            screen = app.screen
            if isinstance(screen, ResultScreen):
                break
            if isinstance(screen, HandoffScreen):
                await pilot.press("enter")
                continue
            if not isinstance(screen, MagazineScreen) or not moves_offered(screen):
                # a bot is still moving
                await wait_until(pilot, lambda shown=screen: app.screen is not shown or moves_offered(shown),
                                 "a move to make")
                continue
            moves = screen.query_one("#moves", OptionList)
            if not moves.has_focus:
                # the board takes the keys at each turn; this game is played on the list
                moves.focus()
                await pilot.pause()
            turns += 1
            # walk the list with the keys: the first move, the second, or the last one
            # (in the turns phase that is Pass, which keeps the game short)
            if turns % 4 == 0:
                await pilot.press("end", "enter")
            elif turns % 4 == 1 and moves_offered(screen) > 1:
                await pilot.press("down", "enter")
            else:
                await pilot.press("enter")
        else:
            raise AssertionError(f"no score sheet after {steps} steps")
        assert isinstance(app.screen, ResultScreen)
        assert session.is_over()
        assert sum(1 for seat, _ in session.log if seat == 0) >= 16
        lines = app.screen.extra_lines
        assert lines[0].startswith("End-of-game table")
        final = session.state.view(0)["final"]
        assert any(
            line.strip().startswith("Ann:") and line.endswith(f"→ {final[0]['total']} PR")
            for line in lines
        )
        assert any(
            line.strip().startswith("Bob:") and line.endswith(f"→ {final[1]['total']} PR")
            for line in lines
        )
        assert sum(1 for line in lines if "1 PR per 5K" in line) == 2
        sheet = app.screen.query_one("#sheet", DataTable)
        assert sheet.row_count == len(session.state.result().breakdown[0]) + 1


def test_every_move_kind_gets_a_player_friendly_label() -> None:
    from paperboy.engine import Rng, find_game

    game = find_game("magazine")
    starts: dict[str, str | tuple[str, ...]] = {
        "place": "Turn order ",
        "buy": "Buy ",
        "publish": "Publish ",
        "contract": "Sign an ",
        "pass": "Pass",
        "develop": "Develop ",
        "bonus": "Take ",
        "pick": ("Buy drawn ", "Keep "),
        "hot": "Hot Topic is ",
        "discard": "Discard ",
    }
    seen: set[str] = set()
    for seed in range(8):
        state = game.new_game(["A", "B", "C"], {}, seed)
        rng = Rng(seed)
        while not state.is_over() and seen != set(starts):
            seat = state.to_act()[0]
            view = state.view(seat)
            for action in state.legal_actions(seat):
                label = screen_module.move_label(view, seat, action)
                assert label.startswith(starts[action.KIND]), (action, label)
                assert label != action.format()
                seen.add(action.KIND)
            state.apply(seat, rng.choice(state.legal_actions(seat)))
    assert seen == set(starts)


def test_score_sheet_lines_escape_player_names() -> None:
    seats = [Seat("[b]Ann"), Seat("Bot", "bot", "novice")]
    session = Session.new("magazine", seats, {}, 2, autosave=False)
    helper = session.game.make_bot("novice", 1)
    while not session.is_over():
        session.run_bots()
        if session.human_to_act():
            session.act(0, helper.choose(session.state, 0))
    screen = MagazineScreen(session)
    screen.viewer = 0
    lines = screen.result_lines()
    assert any(line.strip().startswith("\\[b]Ann:") for line in lines)


def test_screenshot_sessions_and_bench_keys() -> None:
    sessions = demos.screenshot_sessions()
    assert set(sessions) == {"board", "tableau"}
    for session in sessions.values():
        assert session.seats[0] == Seat("Ann") and all(s.is_bot for s in session.seats[1:])
        assert not session.is_over() and session.human_to_act() == [0]
        assert session.state.round >= 3
    assert screen_module.UI.bench_keys == ("down", "down", "up", "enter", "u", "p", "r", "b")


# --------------------------------------------------------------------------- snapshots
def finished_session() -> Session:
    """Ann (moved by a bot here) against a novice bot, played to the end."""
    session = human_vs_bot(seed=6)
    helper = session.game.make_bot("novice", 3)
    while not session.is_over():
        session.run_bots()
        if session.human_to_act():
            session.act(0, helper.choose(session.state, 0))
    return session


def test_snapshot_board(snap_compare: Any) -> None:
    session = demos.screenshot_sessions()["board"]
    assert snap_compare(make_app(session=session), terminal_size=SIZE)


def test_snapshot_tableau(snap_compare: Any) -> None:
    session = demos.screenshot_sessions()["tableau"]
    assert snap_compare(make_app(session=session), terminal_size=SIZE)


def test_snapshot_board_at_80x24(snap_compare: Any) -> None:
    session = demos.screenshot_sessions()["board"]
    assert snap_compare(make_app(session=session), terminal_size=(80, 24))


def test_snapshot_final_score_sheet(snap_compare: Any) -> None:
    assert snap_compare(make_app(session=finished_session()), terminal_size=SIZE)


def test_publish_and_hot_topic_labels_count_the_domain_the_holder_would_name() -> None:
    from games.magazine.magazine_support import give, new, pass_all, place, show_cards, tiles

    from paperboy.games.magazine.actions import Hot, Publish

    state = new(3)
    give(state, 0, tiles("nature")[:2])  # two Nature articles
    show_cards(state, ["M01", "M07", "M03", "M06"])
    place(state, 5, 1, 2)  # Ann takes the Hot Topic
    view = state.view(0)
    label = screen_module.move_label
    assert label(view, 0, Publish("M01", "immediate")).endswith("→ +2K +4 PR")
    assert label(view, 0, Publish("M01", "immediate", "nature")).endswith("→ +3K +6 PR")
    assert label(view, 0, Publish("M01", "immediate", "art")).endswith("→ +2K +4 PR")
    assert "→" not in label(view, 0, Publish("M07", "immediate"))  # a special reward: no count
    state.cards[0] = ["M06"]  # Knowledge: 1K + 1 PR per article each round
    pass_all(state)
    assert state.phase == "hot"
    view = state.view(0)
    assert label(view, 0, Hot("knowledge")).endswith("cards pay +1K +1 PR")
    assert label(view, 0, Hot("nature")).endswith("cards pay +0")


async def test_the_first_pending_reward_takes_the_line_held_for_it_and_lays_out_nothing() -> None:
    app = make_app(session=human_vs_bot())
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, MagazineScreen)
        pending = screen.query_one("#mag-pending", DrawnLines)
        assert pending.display and pending.size.height == 1 and pending.text.strip() == ""  # held from the start
        board_top = screen.board.region.y
        layouts = count_layouts(screen)
        screen.draw("#mag-pending", "reward", lambda: "Special reward: Bob resolves Scoop")
        await pilot.pause()
        assert pending.text.startswith("Special reward: Bob resolves Scoop")
        assert layouts == [] and screen.board.region.y == board_top  # the board stays put
