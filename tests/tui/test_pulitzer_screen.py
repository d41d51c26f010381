"""Pilot tests of the Pulitzer game screen: board areas, Investigation boards, hidden
Journalist values, typed moves, step-by-step resolution and full games by keys."""

from __future__ import annotations

import io
from typing import Any

import pytest
from rich.console import Console
from textual.widgets import OptionList, Static
from tui.pilot_helpers import moves_offered, pass_handoffs_until, wait_until

from paperboy.games.pulitzer.actions import Destroy, Pin
from paperboy.games.pulitzer.components import data
from paperboy.session import Seat, Session
from paperboy.tools.demos import pulitzer as demos
from paperboy.tui.app import make_app
from paperboy.tui.games import pulitzer as screen_module
from paperboy.tui.games.pulitzer import resolution as pz_resolution
from paperboy.tui.games.pulitzer.common import player_tags, symbol_letters
from paperboy.tui.games.pulitzer.investigation import (
    InvestigationGrid,
    board_model,
    cell_of,
    string_path,
)
from paperboy.tui.games.pulitzer.screen import PulitzerScreen
from paperboy.tui.screens import game as game_screen
from paperboy.tui.screens.dialogs import HandoffScreen
from paperboy.tui.screens.result import ResultScreen
from paperboy.tui.widgets.log_tail import LogTail
from paperboy.tui.widgets.page_strip import PageStrip

SIZE = (100, 32)


@pytest.fixture(autouse=True)
def quick(monkeypatch: pytest.MonkeyPatch) -> None:
    """Bots move and resolution steps are logged without the on-screen pauses."""
    monkeypatch.setattr(game_screen, "BOT_DELAY", 0.001)
    monkeypatch.setattr(pz_resolution, "STEP_DELAY", 0)


def plain(app: Any, selector: str, width: int = 160) -> str:
    """The text a Static shows (its Rich renderable printed without colour)."""
    content = app.screen.query_one(selector).content
    console = Console(width=width, record=True, file=io.StringIO(), color_system=None)
    console.print(content)
    return console.export_text()


def log_lines(app: Any) -> list[str]:
    log = app.screen.query_one("#log", LogTail)
    return ["".join(seg.text for seg in strip) for strip in log.lines]


def three_players(seed: int = 3, **options: Any) -> Session:
    seats = [Seat("Ann"), Seat("Bob", "bot", "novice"), Seat("Cat", "bot", "novice")]
    return Session.new("pulitzer", seats, options, seed, autosave=False)


def advance(session: Session, done: Any) -> bool:
    """Play Ann with an expert bot until ``done(view)`` holds on her turn (False if never)."""
    helper = session.game.make_bot("expert", 5)
    for _ in range(5000):
        session.run_bots()
        if session.is_over():
            return False
        if done(session.state.view(0)):
            return True
        session.act(0, helper.choose(session.state, 0))
    return False


def deciding(kind: str, first_seed: int) -> Session:
    """A 3-player game where Ann must make the ``kind`` decision (seeds tried in turn, so a
    change in the bots or the engine moves the position rather than losing it)."""
    for seed in (first_seed, *range(1, 60)):
        session = three_players(seed=seed)
        if advance(session, lambda v: (v.get("pending") or {}).get("kind") == kind
                   and v["pending"]["seat"] == 0):
            return session
    raise AssertionError(f"no game reaches a {kind} decision for Ann")


async def test_screen_is_the_pulitzer_screen_with_three_pages() -> None:
    app = make_app(session=three_players())
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, PulitzerScreen)
        # "Invest." when the long title and the scroll keys would not share the tabs line
        for key, page, title in (("i", "investigation", "Invest"), ("p", "players", "Players"),
                                 ("g", "log", "Log"), ("b", "board", "Board")):
            await pilot.press(key)
            assert f"▸{key}:{title}" in plain(app, "#pz-tabs")
            assert app.screen.query_one("#pz-pages", PageStrip).current == "page-" + page


async def test_board_areas_show_what_the_view_holds() -> None:
    session = demos.board_session()
    app = make_app(session=session)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        view = session.state.view(0)
        tags = player_tags(view)
        kiosk = plain(app, "#pz-kiosk")
        assert "KIOSK" in kiosk
        for col in view["kiosk_columns"]:
            assert f"{col} ${view['news_money'][col]}" in kiosk
        for space, items in view["spaces"].items():
            for item in items:
                if not isinstance(item["owner"], int):
                    continue
                value = item.get("value")
                shown = "?" if value is None else (f"X{value}" if item.get("journalist") == "X" else str(value))
                text = f"{tags[item['owner']]}({shown})" if not item["face_up"] else f"{tags[item['owner']]}·{shown}"
                area = ("#pz-buses" if space in view["buses"] else "#pz-archive" if space.startswith("AR")
                        else "#pz-overtime" if space.startswith("OT") else "#pz-event" if space.startswith("EV")
                        else "#pz-kiosk")
                assert text in plain(app, area), (space, text)
        buses = plain(app, "#pz-buses")
        for bus, info in view["buses"].items():
            assert f"{bus} ${info['cost']} {info['E']}E+{info['L']}L" in buses
        overtime = plain(app, "#pz-overtime")
        assert all(card in overtime for card in view["overtime_row"])
        paper = plain(app, "#pz-newspaper")
        blocked_lines = [line for line in paper.splitlines() if "░ BLOCKED ░" in line]
        assert sum(line.count("░ BLOCKED ░") for line in blocked_lines) == len(view["blocked"]) == 2
        for sec in view["blocked"]:
            name = {"hr": "H.R."}.get(sec, view["section_names"][sec])
            assert any(name in line for line in blocked_lines)
        side = plain(app, "#pz-side")
        for p in view["players"]:
            assert p["name"] in side and str(p["money"]) in side


async def test_face_down_values_show_only_to_their_owner_across_the_handoff() -> None:
    seats = [Seat("Ann"), Seat("Bob"), Seat("Cat", "bot", "novice")]
    session = Session.new("pulitzer", seats, {}, 3, autosave=False)
    app = make_app(session=session)
    async with app.run_test(size=SIZE) as pilot:
        await pass_handoffs_until(
            pilot, lambda: isinstance(app.screen, PulitzerScreen) and app.screen.viewer == 0
            and 0 in session.human_to_act(), "Ann's turn")
        await pilot.press("colon", *"place 4 S3", "enter")
        await pilot.pause()
        assert session.state.view(0)["spaces"]["S3"][0]["value"] == 4

        def hides_the_value(handoff: HandoffScreen) -> None:
            assert "4" not in "".join(str(w.render()) for w in handoff.query(Static))

        await pass_handoffs_until(pilot, lambda: isinstance(app.screen, PulitzerScreen) and app.screen.viewer == 1,
                                  "Bob at the keyboard", hides_the_value)
        assert isinstance(app.screen, PulitzerScreen) and app.screen.viewer == 1
        kiosk = plain(app, "#pz-kiosk")
        assert "A(?)" in kiosk and "A(4)" not in kiosk
        assert "journalist:0:S3:4" in session.state.secrets(1)


async def test_typed_illegal_move_shows_the_engine_reason_and_changes_nothing() -> None:
    session = three_players()
    app = make_app(session=session)
    async with app.run_test(size=SIZE) as pilot:
        await wait_until(pilot, lambda: session.human_to_act() == [0], "Ann's turn")
        before = session.state.to_dict()
        log_before = len(session.log)
        view = session.state.view(0)
        section = view["blocked"][0]
        await pilot.press("colon", *f"request {section}", "enter")
        await pilot.pause()
        error = str(app.screen.query_one("#error", Static).render())
        assert f"{view['section_names'][section]} is blocked this round" in error
        assert "Game Setup: Block tokens" in error
        await pilot.press(*["backspace"] * 20, *"place X N1", "enter")
        await pilot.pause()
        error = str(app.screen.query_one("#error", Static).render())
        assert "You have not hired Journalist X yet" in error and "Newspaper: Human Resources" in error
        assert session.state.to_dict() == before and len(session.log) == log_before


async def test_investigation_board_draws_pins_string_destroyed_and_report() -> None:
    session = demos.investigation_session()
    app = make_app(session=session)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, PulitzerScreen) and screen.page == "investigation"
        me = session.state.view(0)["players"][0]
        grid = screen.query_one("#pz-grid", InvestigationGrid)
        model = grid.model
        assert (model.rows, model.cols) == (5, 9)
        pins = [t for t in model.tiles if t.tile_id.startswith("pin")]
        assert [(t.row, t.col) for t in pins] == [cell_of(p["space"]) for p in me["pins"]]
        for tile, pin in zip(pins, me["pins"], strict=True):
            assert tile.glyph == ("★" if pin["space"] in me["highlight"] else "●")
        assert len(pins) >= 3
        for space in me["highlight"]:
            if space not in {p["space"] for p in me["pins"]} and space not in me["destroyed"]:
                assert model.regions[cell_of(space)] == "hl"
        assert model.regions[cell_of("e3")] == "start"
        assert model.regions[cell_of("a1")] in ("line-a", "hl")
        string = string_path("e3", [p["space"] for p in me["pins"]])
        for cell, glyph in string.items():
            assert model.marks[cell] == glyph
        head = plain(app, "#pz-inv-head")
        assert f"Report {me['report']}" in head and f"string {me['string_left']}/30" in head
        report = plain(app, "#pz-inv-report")
        for space in me["highlight"]:
            pinned = space in {p["space"] for p in me["pins"]}
            assert ("●" if pinned else ("╳" if space in me["destroyed"] else "○")) + space in report
        # the board is drawn as text too: the start, the line names and the column letters
        cols = plain(app, "#pz-inv-cols")
        assert "A:10" in cols and "X:3" in cols and "D:10" in cols and "a   b   c" in cols
        # n shows the next player's board
        await pilot.press("n")
        assert "Bob" in plain(app, "#pz-inv-head")


def test_board_model_marks_symbols_highlight_pins_statements_and_destroyed() -> None:
    d = data()
    player = {"highlight": ["a1", "b1", "e4"], "pins": [{"space": "e4", "statement": False},
                                                       {"space": "g4", "statement": True}],
              "destroyed": ["b1"]}
    model = board_model(player)
    assert model.marks[cell_of("c2")] == symbol_letters()[d.space_symbol["c2"]]
    assert model.regions[cell_of("a1")] == "hl"
    tiles = {t.tile_id: t for t in model.tiles}
    assert tiles["pin1"].glyph == "★" and tiles["pin1"].label == "1"
    assert tiles["pin2"].glyph == "●" and tiles["pin2"].label == "2+"
    assert tiles["x-b1"].glyph == "╳"
    # e3 -> e4 is one step (no string square); e4 -> g4 crosses f4
    assert model.marks[cell_of("f4")] == "═"
    assert len(set(symbol_letters().values())) == len(d.symbols)


def test_string_goes_across_the_edge_when_shorter() -> None:
    marks = string_path("e3", ["a3", "i3"])
    # e3 to a3 walks left through d3 c3 b3; a3 to i3 crosses the edge directly (adjacent)
    assert set(marks) == {cell_of("d3"), cell_of("c3"), cell_of("b3")}


async def test_pin_preview_asks_the_engine_and_enter_picks_a_pin() -> None:
    session = deciding("pin", 8)
    app = make_app(session=session)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, PulitzerScreen)
        assert screen.page == "investigation"  # opened for the decision
        grid = screen.query_one("#pz-grid", InvestigationGrid)
        legal = {a.space for a in session.state.legal_actions(0) if isinstance(a, Pin)}
        assert legal
        target = min(legal)
        marked = {space for space in data().board_spaces()
                  if grid.model.regions[cell_of(space)] in ("target", "hl-target")}
        assert marked == legal
        far = next(s for s in data().board_spaces() if s not in legal)
        grid.focus()
        grid.cursor = cell_of(far)
        await pilot.pause()
        assert grid.ghost is not None and grid.ghost_ok is False
        detail = plain(app, "#pz-inv-detail")
        assert "✗" in detail
        await pilot.press("enter")
        await pilot.pause()
        assert "✗" in str(screen.query_one("#error", Static).render())
        grid.cursor = cell_of(target)
        await pilot.pause()
        assert grid.ghost_ok is True and "✓" in plain(app, "#pz-inv-detail")
        before = len(session.state.view(0)["players"][0]["pins"])
        await pilot.press("enter")  # one Enter on the square pins it
        await pilot.pause()
        assert session.state.view(0)["players"][0]["pins"][before]["space"] == target


@pytest.mark.parametrize(("seed", "kind"), [(18, "destroy"), (24, "statement")])
async def test_destroy_and_statement_decisions_are_made_on_the_board(seed: int, kind: str) -> None:
    session = deciding(kind, seed)
    app = make_app(session=session)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, PulitzerScreen) and screen.page == "investigation"
        grid = screen.query_one("#pz-grid", InvestigationGrid)
        legal = session.state.legal_actions(0)
        spaces = {a.space if isinstance(a, Destroy) else a.option for a in legal}  # type: ignore[attr-defined]
        marked = {space for space in data().board_spaces()
                  if grid.model.regions[cell_of(space)] in ("target", "hl-target")}
        assert marked == spaces
        other = next(sp for sp in data().board_spaces() if sp not in spaces)
        grid.focus()
        grid.cursor = cell_of(other)
        await pilot.pause()
        assert grid.ghost_ok is False and "✗" in plain(app, "#pz-inv-detail")
        target = min(spaces)
        grid.cursor = cell_of(target)
        await pilot.press("enter")  # one Enter on the square decides
        await pilot.pause()
        me = session.state.view(0)["players"][0]
        if kind == "destroy":
            assert target in me["destroyed"]
        else:
            assert any(pin["space"] == target and pin["statement"] for pin in me["pins"])


async def test_resolution_is_logged_step_by_step_with_the_area_marked() -> None:
    session = deciding("pin", 8)
    app = make_app(session=session)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("b")
        await pilot.pause()
        buses = app.screen.query_one("#pz-buses")
        assert buses.has_class("-resolving")
        assert "▶ BUSES · RESOLVING" in plain(app, "#pz-buses")
        assert "▶Buses" in plain(app, "#pz-banner")
        assert not app.screen.query_one("#pz-kiosk").has_class("-resolving")
        # play on (skip the pin and what follows) until the next round starts
        start_round = session.state.view(0)["round"]
        moves = app.screen.query_one("#moves", OptionList)

        def round_over() -> bool:
            return session.state.view(0)["round"] > start_round or session.is_over()

        for _ in range(300):
            await wait_until(pilot, lambda: round_over() or (0 in session.human_to_act() and not moves.disabled),
                             "Ann's turn or the next round")
            if round_over():
                break
            moves.focus()  # this test plays by the list (the board has the focus)
            await pilot.press("end", "enter")
        lines = log_lines(app)
        assert any(line.startswith("Overtime │") for line in lines)
        assert any(line.startswith(("Paper │", "Buses │")) for line in lines)
        assert not any(w.has_class("-resolving") for w in app.screen.query(".pz-area"))


async def test_resolution_events_are_paced_and_each_marks_its_area(monkeypatch: pytest.MonkeyPatch) -> None:
    from paperboy.engine import Event

    monkeypatch.setattr(pz_resolution, "STEP_DELAY", 1.0)  # wide enough to see each step on a busy machine
    session = three_players()
    app = make_app(session=session)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, PulitzerScreen)
        # the bots move first; then nothing moves until Ann acts
        await wait_until(pilot, lambda: session.human_to_act() == [0] and not screen.events_waiting,
                         "the bots' moves shown, Ann to act")
        before = len(log_lines(app))
        screen.log_events([Event("column", "National: Ann 5 - Ann wins 1 Contact and 3 points."),
                           Event("paper", "Ann gains a newsroom token.")])
        assert len(log_lines(app)) == before  # nothing written at once
        assert screen.showing_moves()  # `paperboy bench` waits for the steps before a key
        await wait_until(pilot, lambda: len(log_lines(app)) > before, "the first event written")
        assert log_lines(app)[before].startswith("Kiosk │ National:")
        assert screen.query_one("#pz-kiosk").has_class("-resolving")
        assert "▶National" in plain(app, "#pz-kiosk")
        await wait_until(pilot, lambda: len(log_lines(app)) > before + 1, "the second event written")
        assert log_lines(app)[before + 1].startswith("Paper │ Ann gains")
        # the queue empties: the placement phase then shows no area as resolving
        await wait_until(pilot, lambda: not resolving(screen), "the last event shown")
        assert not screen.showing_moves()


def resolving(screen: PulitzerScreen) -> bool:
    """Whether the board marks an area as being resolved (events still being shown)."""
    return any(w.has_class("-resolving") for w in screen.query(".pz-area"))


def test_move_labels_say_what_a_move_does() -> None:
    from paperboy.games.pulitzer.actions import Buy, Choose, Pass, Place, Request, Skip, Train
    from paperboy.tui.games.pulitzer.labels import describe

    view = three_players().state.view(0)
    money = view["news_money"]["N"]
    assert describe(view, 0, Place("3", "N1")) == f"Journalist 3 → N1 National +${money}"
    bus = view["buses"]["B3"]
    assert describe(view, 0, Place("5", "B3", ("photo2",))) == \
        f"Journalist 5 → Bus B3 ${bus['cost']} {bus['E']}E+{bus['L']}L +Photo +2"
    assert describe(view, 0, Place("2", "AR")) == "Journalist 2 → Archive"
    assert describe(view, 0, Request("hr")) == "Request: Human Resources (hire / train Journalist X)"
    assert describe(view, 0, Pass()) == "Pass: place nothing more this round"
    assert describe(view, 0, Pin("c4", "E09", "L03")).startswith("Pin c4 · line B (5 pts) · ")
    # the prices come from the engine with the decision (tests/games/pulitzer: they are paid)
    view["pending"] = {"kind": "train", "seat": 0, "prices": {Train(2, 1).format(): 300}}
    assert describe(view, 0, Train(2, 1)) == "Train X +2 → value 3 ($300 + 1 Contact(s))"
    view["pending"] = {"kind": "buy", "seat": 0, "prices": {Buy("photo1", 0).format(): 300}}
    assert describe(view, 0, Buy("photo1", 0)) == "Buy Photo +1 ($300)"
    view["pending"] = {"kind": "ot_pick", "seat": 0}
    card = view["overtime_row"][0]
    assert describe(view, 0, Choose(card)).startswith(f"Take {card}: ")
    assert describe(view, 0, Choose("extra")) == "Spend a Contact: reveal one more Overtime card"
    view["pending"] = {"kind": "pin", "seat": 0}
    assert describe(view, 0, Skip()) == "No pin this time"


def test_stage_of_maps_events_to_board_areas() -> None:
    from paperboy.engine import Event

    stage = pz_resolution.stage_of
    assert stage(Event("column", "International: Ann 4 - Ann wins 2 Contacts and 6 points."), None) == ("kiosk", "I")
    assert stage(Event("row", "Row 1 (red): ..."), "kiosk") == ("rows", None)
    assert stage(Event("draw", "Ann's Journalist ..."), "archive") == ("buses", None)
    assert stage(Event("overtime", "Overtime billboard: O01"), "newspaper") == (None, None)
    assert stage(Event("times", "The Times takes the highest-numbered Overtime card, O09"), None)[0] == "overtime"
    assert stage(Event("times", "The Times reveals T01 (red)."), None)[0] == "placement"
    assert stage(Event("paper", "Ann gains a newsroom token."), "overtime") == ("newspaper", None)
    assert stage(Event("destroy", "Overtime: Ann's Evidence on a1 is destroyed."), "overtime") == ("overtime", None)


async def play_by_keys(app: Any, session: Session, limit: int = 4000) -> int:
    """Press keys until the score sheet: first, second or last move in turn; handoffs with Enter."""
    turns = 0
    async with app.run_test(size=(80, 24)) as pilot:
        for _ in range(limit):
            screen = app.screen
            if isinstance(screen, ResultScreen):
                break
            if isinstance(screen, HandoffScreen):
                await pilot.press("enter")
                continue
            if not isinstance(screen, PulitzerScreen) or not moves_offered(screen):
                await wait_until(pilot, lambda shown=screen: app.screen is not shown or moves_offered(shown),
                                 "a move to make")
                continue
            moves = screen.query_one("#moves", OptionList)
            if not moves.has_focus:  # the board has the focus: these games use the list
                moves.focus()
                await pilot.pause()
            turns += 1
            if turns % 3 == 0:
                await pilot.press("end", "enter")
            elif turns % 3 == 1 and moves_offered(screen) > 1:
                await pilot.press("down", "enter")
            else:
                await pilot.press("enter")
        assert isinstance(app.screen, ResultScreen), "no score sheet"
        app.result_lines = list(app.screen.extra_lines)  # type: ignore[attr-defined]
        app.sheet_rows = app.screen.query_one("#sheet").row_count  # type: ignore[attr-defined]
        app.log_text = log_lines_under(app)  # type: ignore[attr-defined]
    return turns


def log_lines_under(app: Any) -> list[str]:
    """The whole-game log (the Log page) of the game screen below the score sheet."""
    game = next(s for s in app.screen_stack if isinstance(s, PulitzerScreen))
    return list(game.history)


async def test_full_solo_game_by_keys_reaches_the_score_sheet() -> None:
    session = Session.new("pulitzer", [Seat("Ann")], {}, 21, autosave=False)
    app = make_app(session=session)
    turns = await play_by_keys(app, session)
    assert session.is_over() and turns >= 5
    result = session.state.result()
    lines = app.result_lines  # type: ignore[attr-defined]
    assert lines[0].startswith("The game ended because")
    assert any(("beats it and wins" if result.winners else "needed more points") in line for line in lines)
    assert any(line.startswith(f"The Times' score for an end in round {result.extra['ended_round']}: "
                               f"{result.extra['times_score']}") for line in lines)
    assert app.sheet_rows == len(result.breakdown[0]) + 1  # type: ignore[attr-defined]
    # the automa's every decision is in the log: its cards, placements, Agents
    text = " ".join(line.strip() for line in app.log_text)  # type: ignore[attr-defined]
    assert "places face-down Journalists on" in text and "Agents go on" in text
    assert "── Round 2 begins ──" in text
    # one Times card a round; round 1's (drawn at set-up) is told from the view
    assert text.count("The Times reveals") == result.extra["ended_round"]
    assert "Red Agents (face down) start on" in text and "Blue Agents (face up) start on" in text


@pytest.mark.slow  # 25 s; a whole game by cursor and the solo game by the list run by default
async def test_full_three_player_game_by_keys_reaches_the_score_sheet() -> None:
    session = three_players(seed=12)
    app = make_app(session=session)
    turns = await play_by_keys(app, session)
    assert session.is_over() and session.state.result().extra["ended"] == "rounds"
    assert turns >= 20 and sum(1 for seat, _ in session.log if seat == 0) == turns
    lines = app.result_lines  # type: ignore[attr-defined]
    assert any(line.startswith("Ann: ★") for line in lines)
    assert any(line.startswith("Bob: ★") for line in lines)
    assert any("Ties are broken by Report points" in line for line in lines)


def test_screenshot_sessions_and_bench_keys() -> None:
    sessions = demos.screenshot_sessions()
    assert set(sessions) == {"board", "investigation", "solo"}
    for session in sessions.values():
        assert session.seats[0] == Seat("Ann") and all(s.is_bot for s in session.seats[1:])
        assert not session.is_over() and session.human_to_act() == [0]
    assert sessions["investigation"].pulitzer_page == "investigation"  # type: ignore[attr-defined]
    assert screen_module.UI.bench_keys == ("down", "down", "up", "enter", "i", "p", "g", "b")


# --------------------------------------------------------------------------- snapshots
async def test_random_keys_on_the_pulitzer_screen_never_crash() -> None:
    from paperboy.engine import Rng

    keys = ["up", "down", "left", "right", "enter", "tab", "shift+tab", "b", "i", "p", "n", "h", "j", "k",
            "l", "f", "r", "space", "u", "right_square_bracket", "left_square_bracket", "end", "home"]
    rng = Rng(4)
    app = make_app(session=three_players(seed=5))
    async with app.run_test(size=SIZE) as pilot:
        for _ in range(60):  # the tmux soak (tests/soak.py) sends thousands more
            await pilot.press(rng.choice(keys))
            if isinstance(app.screen, HandoffScreen | ResultScreen):
                break
        await pilot.pause()
    assert app.crash is None


async def test_page_keys_work_while_the_investigation_board_has_the_focus() -> None:
    app = make_app(session=three_players())
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("i")
        grid = app.screen.query_one("#pz-grid", InvestigationGrid)
        grid.focus()
        await pilot.press("right", "down")
        assert grid.cursor == (3, 5)
        assert "f4" in plain(app, "#pz-inv-detail")
        await pilot.press("p")
        assert isinstance(app.screen, PulitzerScreen) and app.screen.page == "players"


def test_snapshot_board(snap_compare: Any) -> None:
    session = demos.board_session()
    assert snap_compare(make_app(session=session), terminal_size=SIZE)


def test_snapshot_investigation_board(snap_compare: Any) -> None:
    session = demos.investigation_session()
    assert snap_compare(make_app(session=session), terminal_size=SIZE)


def test_snapshot_solo_board(snap_compare: Any) -> None:
    session = demos.solo_session()
    assert snap_compare(make_app(session=session), terminal_size=SIZE)


def test_snapshot_final_score_sheet(snap_compare: Any) -> None:
    seats = [Seat("Ann", "bot", "expert"), Seat("Bob", "bot", "expert"), Seat("Cat", "bot", "novice")]
    session = Session.new("pulitzer", seats, {}, 2, autosave=False)
    session.run_bots()
    assert session.is_over()
    assert snap_compare(make_app(session=session), terminal_size=SIZE)
