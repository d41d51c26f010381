"""Pilot tests of playing Magazine on the board: a cursor over the spaces, the engine's
verdict under it, the moves list following the selection, Esc stepping back, 80x24."""

from __future__ import annotations

from typing import Any

import pytest
from textual.widgets import OptionList, Static
from tui.pilot_helpers import settle, wait_until

from paperboy.engine import Action
from paperboy.games.magazine.actions import Buy, Place, Publish
from paperboy.session import Seat, Session
from paperboy.tui.app import make_app
from paperboy.tui.games.magazine import MagazineScreen, spot_key
from paperboy.tui.games.magazine.board import MagazineBoard, Spot
from paperboy.tui.screens import game as game_screen
from paperboy.tui.screens.dialogs import HandoffScreen
from paperboy.tui.screens.result import ResultScreen
from paperboy.tui.widgets.keys_footer import KeysFooter

SIZE = (100, 32)


@pytest.fixture(autouse=True)
def quick_bots(monkeypatch: pytest.MonkeyPatch) -> None:
    """Bots move without the on-screen pause."""
    monkeypatch.setattr(game_screen, "BOT_DELAY", 0.001)


def human_vs_bot(seed: int = 3) -> Session:
    seats = [Seat("Ann"), Seat("Bob", "bot", "novice")]
    return Session.new("magazine", seats, {"first_player": "1"}, seed, autosave=False)


async def my_turn(
    pilot: Any, session: Session, phase: str | None = None, until_over: bool = False
) -> MagazineScreen:
    """Wait (on conditions, never a fixed time) until Ann may act on the board (or, with
    ``until_over``, the game ends)."""
    for _ in range(2000):
        screen = pilot.app.screen
        if until_over and session.is_over():
            return screen  # type: ignore[no-any-return]
        if isinstance(screen, HandoffScreen):
            await pilot.press("enter")
        elif (
            isinstance(screen, MagazineScreen)
            and 0 in session.human_to_act()
            and (phase is None or session.state.view(0)["phase"] == phase)
            and screen.query_one("#mag-board", MagazineBoard).has_focus
            and not screen.showing_moves()  # the board and list of this position drawn
        ):
            return screen
        await pilot.pause()
        await pilot.app.workers.wait_for_complete()
    raise AssertionError("Ann never got the board")


def board_of(pilot: Any) -> MagazineBoard:
    return pilot.app.screen.query_one("#mag-board", MagazineBoard)


def board_text(pilot: Any) -> str:
    board = board_of(pilot)
    return "\n".join(board.render_line(y).text for y in range(board.size.height))


def keys_to(spots: tuple[Spot, ...], here: int, goal: int) -> list[str]:
    """The arrow keys that take the cursor from space ``here`` to space ``goal``: up or
    down to the goal's line (the column is kept, clamped), then left or right along it."""
    rows = sorted({s.row for s in spots})
    keys: list[str] = []
    while spots[here].row != spots[goal].row:
        step = 1 if spots[goal].row > spots[here].row else -1
        col = [s for s in spots if s.row == spots[here].row].index(spots[here])
        line = [i for i, s in enumerate(spots) if s.row == rows[rows.index(spots[here].row) + step]]
        here = line[min(col, len(line) - 1)]
        keys.append("down" if step > 0 else "up")
    keys += ["right" if goal > here else "left"] * abs(goal - here)
    return keys


async def cursor_to(pilot: Any, action: Action) -> None:
    """Move the board cursor by keys (arrows) to the space that plays ``action``."""
    board = board_of(pilot)
    spots = board.model.spots
    goal = next(i for i, s in enumerate(spots) if s.key == spot_key(action))
    await pilot.press(*keys_to(spots, board.cursor, goal))
    assert board.cursor == goal


def verdict_line(pilot: Any) -> str:
    """The line over the board: the verdict on the space under the cursor."""
    return str(pilot.app.screen.query_one("#mag-verdict", Static).content)


async def test_placing_a_disc_on_a_turn_order_space_by_cursor() -> None:
    session = human_vs_bot()
    app = make_app(session=session)
    async with app.run_test(size=SIZE) as pilot:
        await my_turn(pilot, session, "order")
        await pilot.press("l", "l")
        spot = board_of(pilot).spot
        assert spot is not None and spot.action == Place(3)
        assert verdict_line(pilot) == "✓ Turn order 3: +3K"
        await pilot.press("enter")
        await settle(pilot)
        assert session.log[0] == (0, {"type": "place", "space": 3})


async def test_buying_a_topic_tile_by_cursor() -> None:
    session = human_vs_bot()
    app = make_app(session=session)
    async with app.run_test(size=SIZE) as pilot:
        await my_turn(pilot, session, "order")
        await pilot.press("enter")
        await my_turn(pilot, session, "turns")
        view = session.state.view(0)
        money = view["players"][0]["money"]
        space = max(  # the last one: the cursor does not start there
            i + 1 for i, t in enumerate(view["board_tiles"]) if t is not None and t["cost"] <= money
        )
        tile = view["board_tiles"][space - 1]
        await cursor_to(pilot, Buy(space))
        assert verdict_line(pilot).startswith(f"✓ Buy {tile['topic']}: ")
        logged = len(session.log)
        await pilot.press("enter")
        await settle(pilot)
        assert session.log[logged] == (0, {"type": "buy", "space": space})
        assert tile["id"] in [t["id"] for t in session.state.view(0)["players"][0]["tiles"]]
        # the list never keeps to a space the cursor had to leave (the tile was bought),
        # neither on the next turn nor once the purchase is taken back
        for key in ([], ["u"]):
            await pilot.press(*key)
            screen = await my_turn(pilot, session, "turns")
            listed = [str(o.prompt) for o in screen.query_one("#moves", OptionList).options]
            assert board_of(pilot).spot is not None
            assert screen.selected in (None, board_of(pilot).spot.key)
            assert len(listed) == len(session.state.legal_actions(0)) or screen.selected is not None


async def test_a_refused_space_shows_the_engines_reason_and_records_nothing() -> None:
    session = human_vs_bot()
    app = make_app(session=session)
    async with app.run_test(size=SIZE) as pilot:
        screen = await my_turn(pilot, session, "order")
        await cursor_to(pilot, Buy(2))
        reason = session.verdict(0, Buy(2))
        assert reason == "First place your disc on the turn-order track (Round preparation step 4)"
        assert verdict_line(pilot) == f"✗ {reason}"
        await pilot.press("enter")
        await settle(pilot)
        assert session.log == []
        assert str(screen.query_one("#error", Static).content) == f"✗ {reason}"


def test_session_verdict_is_the_engines_check_and_changes_nothing() -> None:
    session = human_vs_bot()
    before = session.state.to_dict()
    assert session.verdict(0, Place(1)) is None
    assert session.verdict(1, Place(1)) == "It is not Bob's turn (Taking turns)"
    assert session.verdict(0, Publish("M99", "immediate")) is not None
    assert session.state.to_dict() == before and session.log == []


async def test_the_moves_list_keeps_to_the_selected_space_and_escape_drops_the_selection() -> None:
    session = human_vs_bot()
    app = make_app(session=session)
    async with app.run_test(size=SIZE) as pilot:
        screen = await my_turn(pilot, session, "order")
        await pilot.press("enter")
        screen = await my_turn(pilot, session, "turns")
        moves = screen.query_one("#moves", OptionList)
        everything = moves.option_count
        # at the start of a turn nothing is selected: the list holds every legal move
        assert screen.selected is None and everything == len(session.state.legal_actions(0))
        card = session.state.view(0)["board_cards"][0]
        await cursor_to(pilot, Publish(card["id"], "periodic"))
        await settle(pilot)
        assert moves.option_count == 1
        assert str(moves.get_option_at_index(0).prompt).startswith(f"Publish {card['name']}")
        await pilot.press("escape")
        await settle(pilot)
        assert app.screen is screen and screen.selected is None
        assert moves.option_count == everything
        # nothing was played by any of it
        assert [seat for seat, _ in session.log].count(0) == 1


async def test_at_80x24_the_footer_and_the_board_fit_without_cuts() -> None:
    session = human_vs_bot()
    app = make_app(session=session)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await my_turn(pilot, session, "order")
        await pilot.press("enter")
        await my_turn(pilot, session, "turns")
        await settle(pilot)  # the footer follows the focus (a busy machine may lag)
        footer = screen.query_one(KeysFooter)
        shown = [b.binding.description for b in screen.active_bindings.values() if b.binding.show]
        svg = app.export_screenshot().replace("&#160;", " ")
        for words in ("Choose", "Undo", "Type a move", "Rules", "Keys", "Back", "palette"):
            assert words in svg, words
        assert footer.size.width == 80 and "Choose" in shown
        # no board line is cut short, and the page says it scrolls
        assert "…" not in board_text(pilot)
        assert "[ ]:scroll" in str(screen.query_one("#mag-tabs", Static).content)


async def play_to_the_end_by_cursor(session: Session, helper: Any) -> set[str]:
    """Play Ann's moves (chosen by ``helper``) with the board's cursor keys alone, never
    the list nor typing, until the score sheet; the kinds of moves made."""
    used: set[str] = set()
    app = make_app(session=session)
    async with app.run_test(size=(80, 24)) as pilot:
        for _ in range(400):
            if isinstance(app.screen, ResultScreen) or session.is_over():
                break
            await my_turn(pilot, session, until_over=True)
            if session.is_over():
                break
            action = helper.choose(session.state, 0)
            logged = len(session.log)
            await cursor_to(pilot, action)
            await pilot.press("enter")
            # the move is played once the screen has taken the key
            await wait_until(pilot, lambda logged=logged: len(session.log) > logged, "the move to be played")
            played = session.game.action_from_dict(session.log[logged][1])
            assert spot_key(played) == spot_key(action)
            used.add(type(played).__name__)
        else:
            raise AssertionError("the game did not end")
        assert session.is_over()
        await wait_until(pilot, lambda: isinstance(app.screen, ResultScreen), "the result screen")
    return used


async def test_the_last_two_rounds_against_a_bot_played_by_cursor_alone_reach_the_score_sheet() -> None:
    # rounds I-IV are played off screen by the same helper, rounds V-VI (with their
    # end-of-round choices and the final scoring) by cursor keys alone
    session = human_vs_bot(seed=5)
    helper = session.game.make_bot("novice", 4)
    while not (session.state.view(0)["round"] >= 5 and 0 in session.human_to_act()):
        session.run_bots()
        if 0 in session.human_to_act():
            session.act(0, helper.choose(session.state, 0))
    await play_to_the_end_by_cursor(session, helper)


@pytest.mark.slow  # a whole game on screen; the last two rounds above run by default
async def test_a_whole_game_against_a_bot_is_played_by_cursor_alone() -> None:
    session = human_vs_bot(seed=5)
    used = await play_to_the_end_by_cursor(session, session.game.make_bot("novice", 4))
    assert {"Place", "Buy", "Publish", "Pass"} <= used, used


# --------------------------------------------------------------------------- snapshots
def test_snapshot_cursor_on_a_tile_with_its_verdict_at_100x32(snap_compare: Any) -> None:
    from paperboy.tools.demos.magazine import screenshot_sessions

    session = screenshot_sessions()["board"]
    assert snap_compare(make_app(session=session), press=["down", "down"], terminal_size=SIZE)


def test_snapshot_cursor_on_a_refused_space_at_80x24(snap_compare: Any) -> None:
    from paperboy.tools.demos.magazine import screenshot_sessions

    session = screenshot_sessions()["board"]
    assert snap_compare(make_app(session=session), press=["up"], terminal_size=(80, 24))


def until_ann_must_choose(seed: int) -> Session:
    """Play Ann with a helper bot until a special reward or the round's end asks her."""
    session = human_vs_bot(seed=seed)
    helper = session.game.make_bot("novice", 4)
    while True:
        session.run_bots()
        view = session.state.view(0)
        if view["pending"] or view["phase"] in ("hot", "discard"):
            return session
        session.act(0, helper.choose(session.state, 0))


@pytest.mark.parametrize("seed", [3, 5])
async def test_follow_up_choices_come_first_on_the_board_and_enter_plays_one(seed: int) -> None:
    session = until_ann_must_choose(seed)
    legal = session.state.legal_actions(0)
    app = make_app(session=session)
    async with app.run_test(size=(80, 24)) as pilot:
        await my_turn(pilot, session)
        board = board_of(pilot)
        choices = [s for s in board.model.spots if s.allowed]
        assert [s.action for s in choices] == legal
        text = board_text(pilot)
        assert text.splitlines()[0].startswith("Your choice:") and "…" not in text
        assert board.spot == choices[0]
        logged = len(session.log)
        await pilot.press("down", "enter")
        await settle(pilot)
        assert session.log[logged] == (0, legal[min(1, len(legal) - 1)].to_dict())


async def test_a_cursor_move_repaints_the_two_lines_it_changes_and_lays_out_nothing() -> None:
    from rich.text import Text
    from textual.app import App, ComposeResult

    from paperboy.games.magazine.actions import Contract, Pass
    from paperboy.tui.games.magazine.board import BoardModel

    spots = tuple(Spot(row, f"Space {row}", Buy(row + 1), "note", True, f"buy {row + 1}") for row in range(1, 4))
    spots += (Spot(4, "Contract", Contract(), "note", True, "contract"), Spot(4, "Pass", Pass(), "note", True, "pass"))
    model = BoardModel({0: Text("Heading")}, spots, 5)

    class OneBoard(App[None]):
        def compose(self) -> ComposeResult:
            yield MagazineBoard(id="board")

    app = OneBoard()
    async with app.run_test(size=(40, 10)) as pilot:
        board = app.query_one(MagazineBoard)
        board.set_model(model)
        board.focus()
        await pilot.pause()
        asked: list[tuple[tuple[Any, ...], bool]] = []
        refresh = board.refresh

        def watched(*regions: Any, layout: bool = False, **kwargs: Any) -> Any:
            asked.append((regions, layout))
            return refresh(*regions, layout=layout, **kwargs)

        board.refresh = watched  # type: ignore[method-assign]
        await pilot.press("down")
        assert board.spot == spots[1]
        assert sorted(r.y for regions, _ in asked for r in regions) == [1, 2]
        assert not any(layout for _, layout in asked)
        asked.clear()
        board.set_model(model, keep="buy 3")  # the same spaces: nothing to draw again
        assert not asked
        await pilot.pause()
        assert "▸Space 2" in board.render_line(2).text
