"""Pilot tests of the Extra! Extra! screen.

Board areas, newspapers, hidden hands, grid placement, bidding and the activation replay
(a whole game played by cursor keys is in ``test_extra_extra_board_cursor.py``).
"""

from __future__ import annotations

import contextlib
import io
from collections.abc import AsyncIterator, Callable
from typing import Any

import pytest
from rich.console import Console
from rich.text import Text
from textual.widgets import OptionList, Static
from tui.ee_board_keys import keys_to_space
from tui.pilot_helpers import wait_until

from paperboy.engine import Action
from paperboy.games.extra_extra.actions import ClaimStory, MoveTile, Place, TakeAd
from paperboy.session import Seat, Session
from paperboy.tools.demos import extra_extra as demos
from paperboy.tui.app import make_app
from paperboy.tui.games import extra_extra as screen_module
from paperboy.tui.games.extra_extra import ExtraExtraScreen
from paperboy.tui.games.extra_extra import screen as ee_screen
from paperboy.tui.games.extra_extra.choices import ChoiceBoard
from paperboy.tui.games.extra_extra.render import SHORT_LABEL, activation_numbers, activation_step_texts, card_label
from paperboy.tui.games.extra_extra.spaces import SpaceBoard
from paperboy.tui.screens import game as game_screen
from paperboy.tui.screens.dialogs import HandoffScreen
from paperboy.tui.screens.result import ResultScreen
from paperboy.tui.widgets.log_tail import LogTail
from paperboy.tui.widgets.page_strip import PageStrip

SIZE = (100, 32)


@pytest.fixture(autouse=True)
def quick_bots(monkeypatch: pytest.MonkeyPatch) -> None:
    """Bots move without the on-screen pause so a whole game fits in a few seconds."""
    monkeypatch.setattr(game_screen, "BOT_DELAY", 0.001)
    monkeypatch.setattr(ee_screen, "STEP_DELAY", 0)


def plain(app: Any, selector: str, width: int = 120) -> str:
    """The text a Static shows (its Rich renderable printed without colour)."""
    content = app.screen.query_one(selector).content  # a Static, or the board of spaces
    console = Console(width=width, record=True, file=io.StringIO(), color_system=None)
    console.print(content)
    return console.export_text()


def ee(app: Any) -> ExtraExtraScreen:
    """The Extra! Extra! screen on top."""
    screen = app.screen
    assert isinstance(screen, ExtraExtraScreen)
    return screen


def move_labels(app: Any) -> list[str]:
    moves = app.screen.query_one("#moves", OptionList)
    return [str(moves.get_option_at_index(i).prompt) for i in range(moves.option_count)]


def advance_until(session: Session, stop: Callable[[Session, int], bool]) -> Session:
    """Play Ann with an expert helper bot (the other seats are bots) until ``stop`` holds."""
    helper = session.game.make_bot("expert", 3)
    while not session.is_over():
        session.run_bots()
        if session.is_over():
            break
        seat = session.human_to_act()[0]
        if stop(session, seat):
            return session
        session.act(seat, helper.choose(session.state, seat))
    raise AssertionError("the game ended before the position was reached")


def wants(kind: type[Action]) -> Callable[[Session, int], bool]:
    return lambda s, seat: any(
        isinstance(a, kind) and getattr(a, "page", 0) for a in s.state.legal_actions(seat)
    )


def scenario_1(seed: int = 1) -> Session:
    return Session.new(
        "extra-extra",
        [Seat("Ann"), Seat("Bob", "bot", "novice")],
        {"scenario": 1},
        seed,
        autosave=False,
    )


def story_session() -> Session:
    """Ann's reporter on the 3-size Story space is about to resolve (seed 1, round 1)."""
    return advance_until(scenario_1(1), wants(ClaimStory))


async def test_screen_switches_between_board_and_newspaper() -> None:
    app = make_app(session=scenario_1())
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = ee(app)
        pages = screen.query_one("#ee-pages", PageStrip)
        assert pages.current == "page-board"
        await pilot.press("n")
        assert pages.current == "page-paper" and "▸n:Newspaper" in plain(app, "#ee-tabs")
        await pilot.press("b")
        assert pages.current == "page-board" and "▸b:Board" in plain(app, "#ee-tabs")


async def test_f1_opens_the_games_rules() -> None:
    from paperboy.tui.screens.rules import RulesScreen

    session = scenario_1()
    app = make_app(session=session)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("f1")
        await pilot.pause()
        assert isinstance(app.screen, RulesScreen)
        assert app.screen.markdown == session.game.rules_text()
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, ExtraExtraScreen)


async def test_board_shows_the_three_areas_reporters_fees_and_activation_order() -> None:
    session = demos.screenshot_sessions()["board"]
    app = make_app(session=session)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        view = session.state.view(0)
        areas = plain(app, "#ee-areas")
        for title in ("SOURCES", "OPERATIONS", "EDITOR'S DESK"):
            assert title in areas
        numbers = activation_numbers(view)
        lines = areas.splitlines()
        for sid, number in numbers.items():
            # every space in play carries its activation number
            assert any(f"{number:>2} {SHORT_LABEL[sid]}" in line for line in lines), sid
        assert "Activation 1-8 Sources → 9-14 Editor's Desk → 15-18 Operations" in " ".join(
            areas.split()
        )
        placed = [
            (sid, seat, fee) for sid, occ in view["board"].items() for seat, fee in occ if seat >= 0
        ]
        assert placed, "the bots placed reporters before Ann's turn"
        for sid, seat, fee in placed:
            initial = view["players"][seat]["name"][0]
            mark = f"{initial}${fee}" if fee else initial
            assert mark in areas.split(SHORT_LABEL[sid], 1)[1].splitlines()[0], sid
        # the newsdesk shows the cards under every city, the desk its story tiles
        market = plain(app, "#ee-market", width=300)
        for city in view["newsdesk"]:
            assert f"{city}:" in market
        for tiles in view["desk"].values():
            for tid in tiles:
                if tid:
                    assert tid in market
        players = plain(app, "#ee-players")
        for p in view["players"]:
            row = next(line for line in players.splitlines() if p["name"] in line)
            assert str(p["money"]) in row and f"{p['available']}/{p['employed']}" in row
        # the move under the board's cursor is shown as text under the move input
        board = board_of(ee(app))
        assert plain(app, "#ee-hint").strip() == f"as text: {Place(board.space, ee(app).fee).format()}"
        # reporters with a fee read as a bid in the moves list
        assert any(": displace" in label or "fee $" in label for label in move_labels(app))


async def test_activation_highlights_the_active_space_and_lists_the_steps() -> None:
    session = story_session()
    app = make_app(session=session)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        view = session.state.view(0)
        active = view["pending"]["space"]
        numbers = activation_numbers(view)
        areas = plain(app, "#ee-areas")
        active_line = next(
            line
            for line in areas.splitlines()
            if f"▶{numbers[active]:>2} {SHORT_LABEL[active]}" in line
        )
        assert active_line
        for sid, number in numbers.items():
            if number < numbers[active]:
                assert f"✓{number:>2} {SHORT_LABEL[sid]}" in areas
        assert "▶ Activating 3-size Story: Ann decides" in plain(app, "#ee-banner")
        steps = plain(app, "#ee-steps")
        assert "Activation, step by step" in steps and " 1. Ann collects" in steps


@contextlib.asynccontextmanager
async def replaying(monkeypatch: pytest.MonkeyPatch) -> AsyncIterator[tuple[Any, ExtraExtraScreen, Session]]:
    """(the pilot, the screen, the session) of scenario 1 (seed 1), each replay step
    held until the test moves it on."""
    monkeypatch.setattr(ee_screen, "STEP_DELAY", 30)
    session = scenario_1(1)
    app = make_app(session=session)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        yield pilot, ee(app), session


async def ann_plays_until(pilot: Any, screen: ExtraExtraScreen, session: Session, done: Callable[[], bool],
                          on_paper: bool = False) -> None:
    """Ann plays her first placement (else her first move) through the screen at each of
    her turns until ``done()`` (``on_paper``: watching her newspaper meanwhile)."""
    for _ in range(400):
        if done() or session.is_over():
            return
        if on_paper and screen.page != "paper" and not screen.showing_moves():
            # back to her paper whenever the screen showed the board (her turn's board cursor
            # lights up after a repaint: on a loaded machine, after the bots' next moves)
            screen.action_page("paper")
            await pilot.pause()
            if screen.page == "paper":
                continue
        if 0 in session.human_to_act() and not screen.showing_moves():
            legal = session.state.legal_actions(0)
            place = [a for a in legal if isinstance(a, Place)]
            screen.act((place or legal)[0])
        await pilot.pause(0.01)


async def test_activation_is_replayed_step_by_step_on_the_board(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # a long pause per step: the test moves the replay on itself
    async with replaying(monkeypatch) as (pilot, screen, session):
        app = screen.app
        for _ in range(200):
            if screen.activation_replay is not None:
                break
            if board_of(screen).has_focus:
                # Ann places a reporter with the board's cursor on her first legal space
                first = next(a for a in session.state.legal_actions(0) if isinstance(a, Place))
                await pilot.press(*keys_to_space(board_of(screen), first.space), "enter")
            elif screen.entries and (
                screen.query_one("#moves", OptionList).has_focus
                or screen.query_one("#ee-choices").has_focus
            ):
                await pilot.press("enter")
            await pilot.pause(0.01)
        replay = screen.activation_replay
        assert replay is not None, "placing the last reporter starts the activation"
        # the board stays as it was before the round resolved, the first step is highlighted;
        # the step is said in the banner, in the lines it keeps (no layout)
        areas = plain(app, "#ee-areas")
        assert plain(app, "#ee-banner").startswith("▶ Reporters activate: step 1 of")
        assert "Reporters activate" not in areas
        first = replay.queue[next(s.entry for s in replay.steps if s.stop and s.entry is not None)][
            0
        ]
        assert f"▶ 1 {SHORT_LABEL[first]}" in areas
        moves = screen.query_one("#moves", OptionList)
        assert moves.disabled  # greyed out (just after the repaint that showed the first step)
        assert moves.option_count, "the moves of the decision just made stay listed"
        # a move still listed from the decision already made is not played (the list takes
        # moves again with the next decision)
        before = len(session.log)
        screen.on_option_list_option_selected(OptionList.OptionSelected(moves, moves.get_option_at_index(0), 0))
        await pilot.pause()
        assert len(session.log) == before and screen.activation_replay is replay
        assert screen.showing_moves()  # `paperboy bench` waits for the steps before a key
        total = sum(1 for s in replay.steps if s.stop)
        # the steps list takes the room of every step from the first: it grows no line a step
        steps_height = screen.query_one("#ee-steps").size.height
        assert steps_height > len(activation_step_texts(session.events) or ())
        if total > 1:
            screen.show_next_replay_step()
            await pilot.pause()
            assert "Reporters activate: step 2 of" in plain(app, "#ee-banner")
            assert f"✓ 1 {SHORT_LABEL[first]}" in plain(app, "#ee-areas")
            assert screen.query_one("#ee-steps").size.height == steps_height
        await pilot.press("s")  # skip the rest (the bot's next decision may start a new replay)
        await pilot.pause()
        assert screen.activation_replay is not replay and replay.shown == len(replay.steps)
        # the bots play on meanwhile, each move drawing after its repaint: on a loaded machine
        # (a fresh-clone CI beside two searches, load 6) that took over 20 s once
        await wait_until(pilot, lambda: not screen.drawing_after_repaint(), "the drawing put off past the repaint",
                         timeout=60)
        assert screen.showing_moves() == (screen.activation_replay is not None)
        log_text = "\n".join(str(line.text) for line in screen.query_one("#log", LogTail).lines)
        for step in replay.steps:
            assert step.text in log_text


async def test_a_replay_that_brings_the_board_into_view_draws_it_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """Watching a newspaper when reporters start to activate, the board comes into view at
    the replay's first step, drawn once (it was drawn as it came into view, then again with
    the step marked: a sixth of the bot's reply)."""
    async with replaying(monkeypatch) as (pilot, screen, session):
        app = screen.app
        board_drawn: list[bool] = []
        draw_board = screen.draw_board

        def counted_draw_board() -> None:
            board_drawn.append(True)
            draw_board()

        screen.draw_board = counted_draw_board  # type: ignore[method-assign]
        seen: list[int] = []
        log_events = screen.log_events

        def watched_log_events(events: list[Any]) -> None:
            page, drawn_before = screen.page, len(board_drawn)
            log_events(events)
            if screen.activation_replay is not None and page == "paper":
                seen.append(len(board_drawn) - drawn_before)

        screen.log_events = watched_log_events  # type: ignore[method-assign]
        await ann_plays_until(pilot, screen, session, lambda: bool(seen), on_paper=True)
        assert seen, "no replay started while a newspaper was shown"
        assert seen[0] == 1 and screen.page == "board"
        assert plain(app, "#ee-banner").startswith("▶ Reporters activate: step 1 of")


async def test_a_replay_steps_log_lines_follow_the_repaint_that_marks_the_step_in_order(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A step's lines go to the log just after the repaint that marks it on the board (the
    log scrolled and drawn again was a tenth of that repaint), as a move's lines follow the
    move; skipping writes the lines still due first, so the log keeps the steps' order."""
    async with replaying(monkeypatch) as (pilot, screen, session):
        log = screen.query_one("#log", LogTail)

        def logged() -> str:  # the log's lines as one text (a step's line may wrap)
            return " ".join(" ".join(line.text.split()) for line in log.lines)

        at_start: list[str] = []
        log_events = screen.log_events

        def watched_log_events(events: list[Any]) -> None:
            log_events(events)
            if screen.activation_replay is not None and not at_start:
                at_start.append(logged())

        screen.log_events = watched_log_events  # type: ignore[method-assign]
        await ann_plays_until(pilot, screen, session, lambda: bool(at_start))
        replay = screen.activation_replay
        assert at_start and replay is not None, "no replay started"
        texts = [" ".join(str(step.text).split()) for step in replay.steps]
        assert not at_start[0].endswith(texts[0])  # not yet when the step is marked
        await wait_until(pilot, lambda: not screen.drawing_after_repaint(), "the step's lines")
        shown = logged()
        assert texts[0] in shown[len(at_start[0]):]
        await pilot.press("s")
        await pilot.pause()
        shown, at = logged(), len(at_start[0])
        for text in texts:  # every step's lines, in the steps' order
            at = shown.find(text, at)
            assert at >= 0, text
            at += len(text)


async def test_newspaper_shows_tiles_headline_and_column_squares_and_the_desk() -> None:
    session = demos.screenshot_sessions()["newspaper"]
    app = make_app(session=session)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = ee(app)
        assert screen.query_one("#ee-pages", PageStrip).current == "page-paper"
        view = session.state.view(0)
        me = view["players"][0]
        model = screen.grid.model
        page = view["pages"][0]
        assert (model.rows, model.cols) == (page["height"], page["width"])
        assert all(model.regions[(0, c)] == "headline" for c in range(3))
        assert all(
            model.regions[(r, page["width"] - 1)] == "column"
            for r in range(page["height"] - 4, page["height"])
        )
        on_page = {t["id"]: t for t in me["tiles"] if t["page"] == 1}
        assert {t.tile_id for t in model.tiles} == set(on_page)
        for tile in model.tiles:
            src = on_page[tile.tile_id]
            assert (tile.row, tile.col, tile.width, tile.height) == (
                src["row"],
                src["col"],
                src["w"],
                src["h"],
            )
        desk = plain(app, "#ee-desk")
        assert f"${me['money']}" in desk and f"{me['available']}/{me['employed']}" in desk
        assert f"Hand ({len(me['hand'])})" in desk and "Copy desk" in desk
        assert f"{me['score']} CP" in desk


async def test_other_hands_stay_hidden_on_their_newspaper() -> None:
    session = demos.screenshot_sessions()["board"]
    app = make_app(session=session)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("n")
        mine = plain(app, "#ee-desk")
        assert "Hand (" in mine and "(hidden)" not in mine
        state = session.state
        for seat in (1, 2):
            await pilot.press("v")
            other = plain(app, "#ee-desk")
            assert session.seats[seat].name in other
            assert (
                f"Hand: {state.view(seat)['players'][seat]['hand_count']} cards (hidden)" in other
            )
            secret = set(state.secrets(0))
            hand = state.view(seat)["players"][seat]["hand"]
            for cid in hand:
                if cid in secret:
                    assert card_label(cid) not in other and cid not in other
        # nowhere on the screen does a card id of another hand appear
        texts = " ".join(plain(app, f"#{w.id}") for w in app.screen.query(Static) if w.id)
        assert not any(cid in texts for cid in state.secrets(0))


async def test_hot_seat_handoff_shows_each_player_only_their_own_hand() -> None:
    session = Session.new(
        "extra-extra", [Seat("Ann"), Seat("Bob")], {"scenario": 1}, 3, autosave=False
    )
    app = make_app(session=session)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, HandoffScreen) and app.screen.player == "Ann"  # game start
        await pilot.press("enter")
        await pilot.pause()
        await pilot.press("n")
        ann_hand = session.state.view(0)["players"][0]["hand"]
        desk = plain(app, "#ee-desk")
        assert "Ann (you)" in desk and f"Hand ({len(ann_hand)})" in desk
        await pilot.press("enter")  # Ann sells nothing; the keyboard goes to Bob
        await pilot.pause()
        assert isinstance(app.screen, HandoffScreen) and app.screen.player == "Bob"
        await pilot.press("enter")
        await pilot.pause()
        screen = ee(app)
        assert (
            isinstance(screen, ExtraExtraScreen) and screen.viewer == 1 and screen.shown_seat == 1
        )
        desk = plain(app, "#ee-desk")
        bob_hand = session.state.view(1)["players"][1]["hand"]
        assert "Bob (you)" in desk and f"Hand ({len(bob_hand)})" in desk
        await pilot.press("v")  # Ann's newspaper: her hand is only a count now
        desk = plain(app, "#ee-desk")
        assert f"Hand: {len(ann_hand)} cards (hidden)" in desk
        assert not any(card_label(c) in desk for c in ann_hand if c not in bob_hand)


async def test_random_keys_never_crash_the_screen() -> None:
    from paperboy.engine import Rng

    rng = Rng(5)
    keys = [
        "up",
        "down",
        "left",
        "right",
        "enter",
        "r",
        "b",
        "n",
        "v",
        "left_square_bracket",
        "right_square_bracket",
        "s",
        "u",
        "tab",
        "space",
        "p",
        "f",
    ]
    session = story_session()
    app = make_app(session=session)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        for _ in range(40):
            if isinstance(app.screen, ResultScreen):
                break
            if isinstance(app.screen, HandoffScreen):
                await pilot.press("enter")
            await pilot.press(rng.choice(keys))
        await pilot.pause()
        from paperboy.tui.games.extra_extra.picker import CardPicker

        assert isinstance(app.screen, ExtraExtraScreen | ResultScreen | CardPicker)


async def test_bidding_raises_and_lowers_a_fee_by_keys() -> None:
    session = demos.screenshot_sessions()["board"]
    app = make_app(session=session)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = ee(app)
        money = session.state.view(0)["players"][0]["money"]
        index = next(
            i
            for i, e in enumerate(screen.entries)
            if isinstance(e.action, Place) and e.action.space == "LON" and e.action.fee == 0
        )
        await pilot.press("tab")  # from the board's cursor to the moves list, the second way
        assert screen.query_one("#moves", OptionList).has_focus
        await pilot.press(*["down"] * index)
        await pilot.press("plus", "plus")
        assert (
            screen.entries[index].action == Place("LON", 200)
            and move_labels(app)[index] == "London, fee $200"
        )
        await pilot.press(*["plus"] * (money // 100))  # more than Ann has: the engine refuses
        assert f"You have only ${money}" in str(screen.query_one("#error", Static).render())
        assert screen.entries[index].action == Place("LON", money)
        await pilot.press(*["minus"] * (money // 100 + 1))
        assert "Fees are paid in $100 bills" in str(screen.query_one("#error", Static).render())
        await pilot.press("plus", "enter")
        await pilot.pause()
        assert session.state.view(0)["board"]["LON"] == [[0, 100]]


async def test_card_picker_sells_exactly_the_ticked_cards() -> None:
    from paperboy.tui.games.extra_extra.picker import CardPicker

    session = scenario_1(5)
    app = make_app(session=session)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = ee(app)
        hand = list(session.state.view(0)["players"][0]["hand"])
        screen.query_one("#moves", OptionList).focus()  # the list, the second way
        index = next(i for i, e in enumerate(screen.entries) if e.pick == "sell")
        assert move_labels(app)[index] == "Choose cards to sell…"
        await pilot.press(*["down"] * index, "enter")
        await pilot.pause()
        assert isinstance(app.screen, CardPicker)
        await pilot.press("escape")  # cancel: nothing happens
        await pilot.pause()
        assert app.screen is screen and session.state.view(0)["players"][0]["hand"] == hand
        await pilot.press("enter")
        await pilot.pause()
        await pilot.press("space", "down", "down", "space", "enter")
        await pilot.pause()
        me = session.state.view(0)["players"][0]
        assert sorted(set(hand) - set(me["hand"])) == sorted([hand[0], hand[2]])
        assert any("sells 2 card(s) for $200" in e.text for e in session.events)


async def test_card_picker_shows_the_engines_refusal() -> None:
    from paperboy.tui.games.extra_extra.picker import CardPicker

    session = scenario_1(5)
    app = make_app(session=session)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        before = session.state.to_dict()
        ee(app).pick_cards("discard")  # not the time to discard: the engine says so
        await pilot.pause()
        assert isinstance(app.screen, CardPicker)
        await pilot.press("space", "enter")
        await pilot.pause()
        assert isinstance(app.screen, CardPicker)
        error = str(app.screen.query_one("#picker-error", Static).render())
        assert (
            "In the first round you may now only sell cards (or sell none) (Phase 3: Sell News Cards)"
            in error
        )
        assert session.state.to_dict() == before


async def test_typed_illegal_move_shows_the_engine_reason_and_changes_nothing() -> None:
    session = scenario_1(5)
    app = make_app(session=session)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        advance = [a for a in session.state.legal_actions(0)]
        assert advance and advance[0].KIND == "sell"
        await pilot.press("enter")  # sell nothing; now Ann places reporters
        await wait_until(pilot, lambda: session.state.view(0)["phase"] == "place" and session.human_to_act() == [0],
                         "Ann to place reporters")
        before = session.state.to_dict()
        log_before = len(session.log)
        await pilot.press("colon", *"place LON 50", "enter")
        await pilot.pause()
        error = str(app.screen.query_one("#error", Static).render())
        assert "Fees are paid in $100 bills (Phase 6: Displacing a Reporter)" in error
        assert session.state.to_dict() == before and len(session.log) == log_before


async def test_placing_a_story_with_the_grid_cursor_and_ghost() -> None:
    session = story_session()
    app = make_app(session=session)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = ee(app)
        entry = screen.entries[0]
        assert entry.place and "→ paper…" in entry.label and isinstance(entry.action, ClaimStory)
        await pilot.press("enter")
        await pilot.pause()
        grid = screen.grid
        assert grid.has_focus and grid.ghost is not None and grid.ghost_ok
        assert screen.query_one("#ee-pages", PageStrip).current == "page-paper"
        assert "Placing T3-02 side A" in plain(app, "#ee-banner")
        # one square right the 3-wide story would hang over the edge: the engine says why
        await pilot.press("right")
        await pilot.pause()
        assert not grid.ghost_ok
        assert "hang over the edge" in str(screen.query_one("#error", Static).render())
        await pilot.press("enter")  # refused, nothing changes
        before = session.state.to_dict()
        assert session.state.to_dict() == before and screen.placing is not None
        await pilot.press("r")  # a claimed story goes in A side up
        assert "A side up" in str(screen.query_one("#error", Static).render())
        await pilot.press("left", "down", "down")
        await pilot.pause()
        assert grid.ghost_ok
        await pilot.press("enter")
        await pilot.pause()
        tile = next(t for t in session.state.view(0)["players"][0]["tiles"] if t["id"] == "T3-02")
        assert (tile["page"], tile["row"], tile["col"]) == (1, 2, 0)
        assert screen.placing is None and grid.ghost is None
        assert any(t.tile_id == "T3-02" for t in grid.model.tiles)


async def test_escape_cancels_a_placement_and_back_to_the_choice() -> None:
    session = advance_until(scenario_1(1), wants(TakeAd))
    app = make_app(session=session)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = ee(app)
        assert any("-size ad" in label for label in move_labels(app))
        choices = screen.query_one("#ee-choices", ChoiceBoard)
        assert choices.has_focus and choices.key is not None and choices.key.startswith("ad:")
        await pilot.press("enter")
        await pilot.pause()
        assert screen.placing is not None and screen.grid.ghost is not None
        await pilot.press("escape")
        await pilot.pause()
        assert screen.placing is None and choices.has_focus and screen.page == "board"
        assert isinstance(app.screen, ExtraExtraScreen)
        # a 2-size ad turns with r
        spot = choices.position_of("ad:2")
        assert spot is not None
        await pilot.press(*["right"] * spot[1], "enter")
        await pilot.pause()
        ghost = screen.grid.ghost
        assert ghost is not None
        width_a = ghost.width
        await pilot.press("r")
        await pilot.pause()
        assert (screen.grid.ghost.width, screen.grid.ghost.height) == (1, width_a)
        assert "side B" in plain(app, "#ee-banner")


def board_of(screen: Any) -> SpaceBoard:
    return screen.query_one("#ee-areas", SpaceBoard)


def test_result_lines_split_base_and_bonus() -> None:
    session = scenario_1(7)
    helper = session.game.make_bot("expert", 1)
    while not session.is_over():
        session.run_bots()
        if session.is_over():
            break
        seat = session.human_to_act()[0]
        session.act(seat, helper.choose(session.state, seat))
    screen = ExtraExtraScreen(session)
    result = session.state.result()
    lines = screen.result_lines()
    for seat, breakdown in enumerate(result.breakdown):
        base = (
            breakdown["stories"]
            + breakdown["headline"]
            + breakdown["column"]
            + breakdown["classifieds"]
        )
        assert any(
            f"{session.seats[seat].name}: base {base}" in line
            and f"+ bonus {result.totals[seat] - base}" in line
            for line in lines
        )


def test_screenshot_sessions_and_bench_keys() -> None:
    sessions = demos.screenshot_sessions()
    assert set(sessions) == {"board", "story", "newspaper"}
    for session in sessions.values():
        assert session.seats[0] == Seat("Ann") and all(s.is_bot for s in session.seats[1:])
        assert not session.is_over() and session.human_to_act() == [0]
    assert sessions["newspaper"].extra_extra_page == "paper"  # type: ignore[attr-defined]
    assert screen_module.UI.bench_keys == ("down", "down", "up", "enter", "n", "v", "b")


# --------------------------------------------------------------------------- snapshots
def test_snapshot_board(snap_compare: Any) -> None:
    session = demos.screenshot_sessions()["board"]
    assert snap_compare(make_app(session=session), terminal_size=SIZE)


def test_snapshot_newspaper_with_a_ghost(snap_compare: Any) -> None:
    session = story_session()

    async def place(pilot: Any) -> None:
        await pilot.pause()
        await pilot.press("enter", "down")
        await pilot.pause()

    assert snap_compare(make_app(session=session), terminal_size=SIZE, run_before=place)


def test_snapshot_newspaper_with_a_ghost_at_80x24(snap_compare: Any) -> None:
    session = story_session()

    async def place(pilot: Any) -> None:
        await pilot.pause()
        await pilot.press("enter", "down")
        await pilot.pause()

    assert snap_compare(make_app(session=session), terminal_size=(80, 24), run_before=place)


def test_snapshot_final_score_sheet(snap_compare: Any) -> None:
    session = scenario_1(7)
    session.seats = [Seat("Ann", "bot", "expert"), Seat("Bob", "bot", "novice")]
    session.run_bots()
    assert session.is_over()
    assert snap_compare(make_app(session=session), terminal_size=SIZE)


async def test_typesetting_moves_a_tile_with_the_grid() -> None:
    session = advance_until(scenario_1(41), wants(MoveTile))
    app = make_app(session=session)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = ee(app)
        index = next(
            i for i, e in enumerate(screen.entries) if e.place and isinstance(e.action, MoveTile)
        )
        action = screen.entries[index].action
        assert isinstance(action, MoveTile)
        await pilot.press(*["down"] * index, "enter")
        await pilot.pause()
        # the tile being moved is drawn only as the ghost, at a spot the engine accepts
        assert action.tile not in {t.tile_id for t in screen.grid.model.tiles}
        assert screen.grid.ghost is not None and screen.grid.ghost_ok
        await pilot.press("escape")
        await pilot.pause()
        assert screen.placing is None
        mine = session.state.view(0)["players"][0]["tiles"]
        on_page = {t["id"] for t in mine if t["page"] == 1}
        assert {t.tile_id for t in screen.grid.model.tiles} == on_page
        await pilot.press(*["down"] * index, "enter")
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        tile = next(
            t for t in session.state.view(0)["players"][0]["tiles"] if t["id"] == action.tile
        )
        assert (tile["page"], tile["row"], tile["col"], tile["side"]) == (
            action.page,
            action.row,
            action.col,
            action.side,
        )


@pytest.mark.parametrize(("scenario", "players", "seed"), [(1, 2, 0), (5, 4, 1), (9, 6, 2)])
def test_replay_matches_every_activation_event_to_its_space(
    scenario: int, players: int, seed: int
) -> None:
    """Over whole bot games, each activation event is placed on a reporter of its player on
    a space of its kind (Late-Breaking News keeps the copied effect), in activation order."""
    from paperboy.games.extra_extra import components as C
    from paperboy.tui.games.extra_extra.replay import EVENT_SPACE_KIND, match_events

    spaces = C.load().spaces
    seats = [Seat(f"P{i}", "bot", "expert" if i % 2 else "novice") for i in range(players)]
    session = Session.new(
        "extra-extra", seats, {"scenario": scenario, "deadline": 6}, seed, autosave=False
    )
    matched = 0
    while not session.is_over():
        view = session.state.view(0)
        events = session.step_bot()
        if view["phase"] not in ("place", "activate"):
            continue
        _board, queue, steps, _pending = match_events(view, events)
        entries = []
        for i, event in enumerate(events):
            if event.kind not in EVENT_SPACE_KIND or "seat" not in event.data:
                continue
            entry = steps[i].entry
            assert entry is not None, event.text
            sid, seat = queue[entry]
            assert seat == event.data["seat"]
            assert sid == "LATE" or spaces[sid].kind == EVENT_SPACE_KIND[event.kind], (
                sid,
                event.text,
            )
            entries.append(entry)
            matched += 1
        assert entries == sorted(entries)
    assert matched > 10


async def test_a_single_decision_is_not_replayed(monkeypatch: pytest.MonkeyPatch) -> None:
    """A story claim that nothing else follows at once is only logged: no pause."""
    monkeypatch.setattr(ee_screen, "STEP_DELAY", 30)
    planned: list[tuple[list[str], Any]] = []
    original = ee_screen.plan

    def recording_plan(view: Any, events: list[Any]) -> Any:
        result = original(view, events)
        planned.append(([e.text for e in events], result))
        return result

    monkeypatch.setattr(ee_screen, "plan", recording_plan)
    session = story_session()
    app = make_app(session=session)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = ee(app)
        screen.query_one("#moves", OptionList).focus()  # the list, the second way
        await pilot.pause()
        index = next(
            i
            for i, e in enumerate(screen.entries)
            if isinstance(e.action, ClaimStory) and e.action.page == 0
        )
        await pilot.press(*["down"] * index, "enter")
        await pilot.pause()
        texts, result = planned[0]
        assert texts == ["Ann claims a 3-size Business story onto the copy desk"] and result is None
        log_text = "\n".join(str(line.text) for line in screen.query_one("#log", LogTail).lines)
        assert "Ann claims a 3-size Business story onto the copy desk" in log_text


@pytest.mark.parametrize("width", [80, 30])
def test_the_boards_columns_are_laid_out_as_a_rich_table_lays_them_out(width: int) -> None:
    """The board of spaces draws its own lines (a line-API widget); where they fit they
    read exactly as the borderless Rich table it replaced, styles included."""
    from rich.table import Table

    from paperboy.tui.games.extra_extra.spaces import table_lines

    rows = board_rows()
    table = Table(box=None, pad_edge=False, padding=(0, 1), show_header=True, header_style="bold underline")
    for title in rows[0]:
        table.add_column(title, no_wrap=True, overflow="ellipsis")
    for row in rows[1:]:
        table.add_row(*row)
    console = Console(width=width, file=io.StringIO(), color_system=None)
    expected = [cells(line) for line in console.render_lines(table, pad=False)]
    assert [cells(t.render(console)) for t in table_lines(rows, width, header=True)] == expected


def test_board_columns_too_wide_for_the_board_are_narrowed_with_ellipses() -> None:
    from paperboy.tui.games.extra_extra.spaces import table_lines

    lines = table_lines(board_rows(), 12, header=True)
    assert all(line.cell_len == 12 for line in lines)
    assert "…" in lines[1].plain and lines[0].plain.startswith("SOUR")


def test_board_columns_take_the_least_width_asked_and_keep_the_widths_they_are_held_at() -> None:
    from paperboy.tui.games.extra_extra.spaces import table_lines

    rows = board_rows()
    plain = table_lines(rows, 80, header=True)
    first_width = max(row[0].cell_len for row in rows)
    roomy = table_lines(rows, 80, header=True, least=[first_width + 2, 0])
    # two cells more at the end of the first column: the second column starts two cells later
    assert roomy[0].plain.index("EDITOR") == plain[0].plain.index("EDITOR") + 2
    held: list[int] = []
    first = table_lines(rows, 80, header=True, held=held)
    assert len(held) == 2 and sum(held) == len(first[0].plain)
    again = table_lines([[Text("A"), Text("B")]], 80, held=held)  # narrower cells: the widths stay
    assert again[0].plain.index("B") == first[0].plain.index("EDITOR")
    assert len(again[0].plain) == len(first[0].plain)


def board_rows() -> list[list[Text]]:
    return [[Text("SOURCES"), Text("EDITOR'S DESK")],
            [Text(" 1 New York  A$100", style="bold"), Text(" 9 Typeset   ·")],
            [Text(" 2 London    ·"), Text("")]]


def cells(segments: Any) -> list[tuple[str, str]]:
    """(character, style) per cell: how a line looks, whatever its segments."""
    return [(ch, str(seg.style or "")) for seg in segments for ch in seg.text]
