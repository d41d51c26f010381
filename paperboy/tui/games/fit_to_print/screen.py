"""The Fit to Print game screen: the paper grid, the desk, the centre pile, tracks and cards.

The turn flow (bots, handoff, undo, typed moves, the end) is the shared
:class:`~paperboy.tui.screens.game.GameScreen`, the pages beside the paper (Tracks, Cards,
Centre pile) the shared :class:`~paperboy.tui.screens.paged.PagedGameScreen`, and the
paper and desk :class:`~.paper.PaperScreen`; this module draws the game from
``view(seat)`` and turns keys into engine actions. Legality is always the engine's: the
ghost preview asks ``Session.verdict`` (which never changes the state) and shows the
reason and rule it gives.

Clocks: the session owns them (:class:`~paperboy.session.timekeeper.Timekeeper`). This
screen tells it whose view is at the keyboard, sends it a tick four times a second and
shows what it says: the time left, a Print forced by a clock at zero, a real-time bot's move.
"""

from __future__ import annotations

from typing import Any, ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.widget import Widget
from textual.widgets import Input, OptionList, Static
from textual.widgets.option_list import Option

from ....engine import Action, Event, PaperboyError
from ....games.fit_to_print.actions import Place, Print, Remove
from ...screens.game import MAX_LISTED, WAITING
from ...screens.paged import TabsLine
from ...widgets.keys_footer import KeysFooter
from ...widgets.log_tail import LogTail
from ...widgets.newspaper_grid import NewspaperGrid
from ...widgets.option_rows import MovesList
from . import labels, render
from .dialogs import FinalScreen, ScoreSheetScreen
from .pages import PageLines
from .paper import DeskList, PaperGrid, PaperScreen

#: Seconds between clock checks (display, expiry, real-time bots).
TICK = 0.25
#: The modes whose bots report in turns while a person lays out on their own clock (relay).
RELAY_MODES = ("standard", "scenario", "newsroom", "family")

class FitToPrintScreen(PaperScreen):
    """Plays one Fit to Print session at one keyboard."""

    PAGES = ("tracks", "cards", "pile")
    PAGE_TITLES: ClassVar[dict[str, str]] = {"tracks": "Tracks", "cards": "Cards", "pile": "Centre pile"}
    PAGE_SHORT_TITLES: ClassVar[dict[str, str]] = {"tracks": "Tracks", "cards": "Cards", "pile": "Pile"}
    PAGE_KEYS: ClassVar[dict[str, str]] = {"tracks": "1", "cards": "2", "pile": "3"}

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("n", "flip", "Flip a tile", id="ftp.flip"),
        Binding("y", "keep", "Keep it", id="ftp.keep"),
        Binding("b", "put_back", "Put back", id="ftp.return"),
        Binding("L", "layout", "Layout!", id="ftp.layout"),
        Binding("P", "print", "Print!", id="ftp.print"),
        Binding("d", "desk", "Desk", id="ftp.desk", show=False),
        Binding("g", "grid", "Grid", id="ftp.grid", show=False),
        Binding("c", "centerpiece", "Centerpiece", id="ftp.centerpiece"),
        Binding("x,delete", "to_desk", "To desk", id="ftp.to_desk"),
        # named on the pages line (the footer is full at 80 columns while a tile is held)
        Binding("o", "look", "Other papers", id="ftp.look", show=False),
        Binding("s", "sheet", "Score sheet", id="ftp.sheet", show=False),
        Binding("1", "page('tracks')", "Tracks page", id="ftp.page_tracks", show=False),
        Binding("2", "page('cards')", "Cards page", id="ftp.page_cards", show=False),
        Binding("3", "page('pile')", "Centre pile page", id="ftp.page_pile", show=False),
        Binding("tab", "app.focus_next", "Next panel", id="ftp.focus_next", show=False),
        # the page under the pages line scrolls when it is longer than its room (the line says so)
        Binding("right_square_bracket", "scroll_page(1)", "Scroll the page down", id="ftp.scroll_down",
                show=False),
        Binding("left_square_bracket", "scroll_page(-1)", "Scroll the page up", id="ftp.scroll_up",
                show=False),
        # Rule modification 7 (one hand): the layout keys move to the left half of the keyboard.
        Binding("w", "one_hand('up')", "Cursor up", id="ftp.one_hand_up", show=False),
        Binding("a", "one_hand('left')", "Cursor left", id="ftp.one_hand_left", show=False),
        Binding("s", "one_hand('down')", "Cursor down", id="ftp.one_hand_down", show=False),
        Binding("d", "one_hand('right')", "Cursor right", id="ftp.one_hand_right", show=False),
        Binding("e", "one_hand('place')", "Place", id="ftp.one_hand_place"),
        # q is named by the line above the paper when a placed tile is under the cursor
        Binding("q", "one_hand('pick')", "Pick up", id="ftp.one_hand_pick", show=False),
        Binding("t", "one_hand('next')", "Next tile", id="ftp.one_hand_next"),
        Binding("v", "print_one_hand", "Print!", id="ftp.one_hand_print"),
        # The shared keys stay, listed under ? rather than crowding the footer.
        Binding("colon", "command", "Type a move", id="game.command", show=False),
        Binding("f1", "rules", "Rules", id="game.rules", show=False),
        Binding("escape", "leave", "Back", id="game.menu", show=False),
    ]

    DEFAULT_CSS = """
    FitToPrintScreen #error { height: 1; padding: 0 1; color: $foreground; }
    FitToPrintScreen #so-far { height: auto; padding: 0 0 0 1; }
    FitToPrintScreen #ftp-main { height: 1fr; }
    FitToPrintScreen #ftp-board { width: auto; height: 1fr; padding: 0 1 0 0; }
    FitToPrintScreen #ftp-right { width: 1fr; border-left: solid $foreground; padding: 0 0 0 1; }
    FitToPrintScreen #ftp-play { height: 1fr; min-height: 6; }
    FitToPrintScreen #ftp-desk-box { width: 1fr; padding-right: 1; }
    FitToPrintScreen #desk-title { height: 1; text-style: bold; }
    FitToPrintScreen OptionList#desk { height: 1fr; border: none; padding: 0; }
    FitToPrintScreen OptionList#moves { width: 1fr; height: 1fr; border: none; padding: 0; }
    FitToPrintScreen #seat { height: 1; }
    FitToPrintScreen #tabs { height: auto; background: $panel; }
    FitToPrintScreen #pages { height: 1fr; }
    FitToPrintScreen Input#command { display: none; }
    FitToPrintScreen Input#command.-open { display: block; }
    FitToPrintScreen LogTail#log { height: 4; border-top: solid $foreground; }
    FitToPrintScreen.-short LogTail#log { display: none; }
    """

    def __init__(self, session: Any) -> None:
        super().__init__(session)
        self.page = "pile"
        self._phase_key: tuple[Any, ...] = ()
        self._sheets_seen = self._scored_rounds()
        self._ticker: Any = None
        self._clock_label = ""
        #: a tile placed by a key is being shown: the panels beside the paper and the log
        #: line follow the first repaint (:meth:`refresh_board`, :meth:`log_events`)
        self._paper_first = False
        self._panels_due = False

    # --- layout -----------------------------------------------------------------
    def compose(self) -> ComposeResult:
        # Status, prompt and refusal lines quote player names and typed text: no markup.
        yield Static("", id="status", classes="status-line", markup=False)
        yield Static("", id="error", classes="error-line", markup=False)
        with Horizontal(id="ftp-main"):
            with VerticalScroll(id="ftp-board"):
                yield PaperGrid(id="grid", coord_base=0)
                yield Static("", id="so-far")
            with Vertical(id="ftp-right"):
                yield Static("", id="seat", markup=False)
                with Horizontal(id="ftp-play"):
                    with Vertical(id="ftp-desk-box"):
                        yield Static("Desk", id="desk-title")
                        yield DeskList(id="desk")
                    yield MovesList(id="moves")
                yield TabsLine("", id="tabs")
                yield PageLines(self.PAGES, self.page, id="pages")
                yield Input(placeholder="type a move, e.g. place T012 2 3", id="command")
        yield LogTail(id="log")
        yield KeysFooter(compact=True)

    def on_mount(self) -> None:
        # the log under the board keeps the last lines: its top border says where the rest is
        self.query_one("#log", LogTail).border_title = "last lines · H: the whole game"
        self.session.resume_clocks()
        self._ticker = self.set_interval(TICK, self.tick)
        self._fit_to_size()
        demo = getattr(self.session, "ftp_demo", None) or {}
        if demo.get("sheet") and self._sheets_seen:
            self._sheets_seen -= 1
        super().on_mount()
        if demo.get("hold") and self.may_place():
            self._hold(str(demo["hold"]))

    def on_resize(self) -> None:
        # (the tabs line is drawn again by PagedGameScreen.on_resize, which Textual calls too)
        self._fit_to_size()

    def _fit_to_size(self) -> None:
        self.set_class(self.app.size.height < 30, "-short")

    # --- helpers ----------------------------------------------------------------
    def _scored_rounds(self) -> int:
        units = self._view()["units"]
        return len(units[0]["scores"]) if units else 0

    def _restyle_refusal(self) -> None:
        """Show a refusal written by the shared flow in the error colour (hints are not red)."""
        line = self.query_one("#error", Static)
        text = str(line.content)
        if text.startswith("✗"):
            self._say(Text(text, style="bold red"))

    # --- drawing ----------------------------------------------------------------
    def show(self, seat: int) -> None:
        self.viewer = seat
        self._legal = self.session.state.legal_actions(seat) if seat in self.session.human_to_act() else []
        self._kinds = {a.KIND for a in self._legal}
        view = self._view()
        unit = view["units"][view["unit"]]
        key = (view["phase"], view["day"], unit["status"], bool(unit.get("pending")))
        if key != self._phase_key:
            self._phase_key = key
            self.holding = None
            self.looking = None
            if view["phase"] in ("choose", "tb_choose"):
                self._turn_to("cards")
            elif view["phase"] == "round" and unit["status"] == "reporting":
                self._turn_to("pile")
            elif view["phase"] == "round":
                self._turn_to("cards")
        if self.holding is not None and not self._holding_valid(unit):
            self.holding = None
        if view["mode"] == "family" and unit.get("pending") and self._my_turn():
            self.holding = unit["pending"]["id"]
        self._sync_clock()
        self.query_one("#status", Static).update(self.status_text())
        self.refresh_board(view, seat)
        self.refresh_moves(seat)
        self.refresh_bindings()

    def _turn_to(self, page: str) -> None:
        """Show ``page`` without drawing it yet (the board is drawn next)."""
        self.page = page
        self.query_one("#pages", PageLines).show_page(page)

    def status_text(self) -> str:
        view = self._view()
        mode = render.MODE_NAMES.get(view["mode"], view["mode"])
        acting = ", ".join(self.session.seats[s].name for s in self.session.to_act()) or "nobody"
        if self.session.is_over():
            return f"FIT TO PRINT · {mode} · game over"
        line = f"FIT TO PRINT · {labels.where_line(view)} · {mode} · to act: {acting}"
        if self._clock_label:
            line += f" · {self._clock_label}"
        if self.app.size.width < 100:
            line = line.removeprefix("FIT TO PRINT · ")
        if self.has_class("-short"):
            line += " · H: game log"  # the log under the board has no room under 30 rows
        return line

    def _shown_unit_index(self, view: dict[str, Any]) -> int:
        """The paper shown: the viewer's own, or the one being looked at."""
        if self.looking is not None and self.looking < len(view["units"]):
            return self.looking
        return int(view["unit"])

    def refresh_board(self, view: dict[str, Any], seat: int | None) -> None:
        unit_index = self._shown_unit_index(view)
        unit = view["units"][unit_index]
        grid = self.query_one("#grid", NewspaperGrid)
        grid.rotated = bool(view.get("upside_down"))
        # A placed tile being moved is lifted off the paper; the centerpiece stays drawn where it
        # lies until it is put down elsewhere (the ghost shows where it would go).
        lifted = self.holding if self._held_is_placed(unit) and self.holding != "CP" else None
        grid.model = render.grid_model(view, unit, lifted=lifted)
        so_far = self.query_one("#so-far", Static)
        so_far.styles.width = 4 * int(view["paper"]["cols"]) + 4  # as wide as the paper, no wider
        if self._paper_first:
            # a tile put on the paper by a key: the paper and the verdict show it in the
            # first repaint; the desk (its rows move up, its title counts one tile less),
            # the round's points, the tabs and the page beside it follow just after (they
            # were two thirds of the key's repaint). A desk key meanwhile draws them first
            # (``draw_due``).
            if not self._panels_due:
                self._panels_due = True
                self.after_repaint(self.draw_due)
        else:
            self._refresh_desk(unit)
            self._draw_panels(view, unit_index)
        self._update_ghost()

    def _draw_panels(self, view: dict[str, Any], unit_index: int) -> None:
        """The round's points under the paper, the tabs and the page beside it."""
        self.put("#so-far", (self.view_generation, unit_index), lambda: render.so_far_text(view, unit_index))
        self.draw_tabs()
        self.draw_page(self.page)
        self.call_after_refresh(self.draw_tabs)  # once laid out: does the page scroll?

    def draw_due(self) -> bool:
        """Draw what a tile put on the paper left for just after its repaint (the desk,
        the panels), unless it is drawn already. True if it was not."""
        if not self._panels_due:
            return False
        self._panels_due = False
        if self.viewer is not None:
            view = self._view()
            unit_index = self._shown_unit_index(view)
            self._refresh_desk(view["units"][unit_index])
            self._draw_panels(view, unit_index)
            self._update_ghost()  # (its hint names the desk: empty now, or not)
        if self._desk_focus_due:
            self._desk_focus_due = False
            if self._desk_ids and self.may_place():
                self.query_one("#desk", OptionList).focus()
        return True

    def desk_follows(self) -> bool:
        return self._panels_due

    # --- the pages beside the paper -----------------------------------------------------
    def show_page(self, page: str) -> None:
        """Switch to ``page``: the page area draws its lines (no layout), the tabs follow."""
        self.page = page
        self.query_one("#pages", PageLines).show_page(page)
        self.draw_tabs()
        self.draw_page(page)
        self.call_after_refresh(self.draw_tabs)  # once drawn: does the page scroll?
        self.page_shown(page)

    def page_scroller(self, page: str) -> Widget | None:
        return self.query_one("#pages", PageLines)

    def _part(self, page: str, index: int, key: Any, build: Any) -> None:
        """Draw part ``index`` of ``page`` with ``build()`` unless ``key`` is what it shows."""
        if self.changed(f"{page}:{index}", key):
            self.query_one("#pages", PageLines).set_part(page, index, build())

    def draw_page(self, page: str) -> None:
        # Each part is keyed on the view data it is drawn from, so a move that changes
        # nothing on the page (a tile placed, for the tracks) draws nothing again.
        view = self._view()
        unit_index = self._shown_unit_index(view)
        if page == "tracks":
            self._part("tracks", 0, render.tracks_key(view), lambda: render.tracks_panel(view))
            left = self.session.clock_left()
            # the clocks are drawn again when one shows another second, not at every millisecond
            shown = tuple(sorted((unit, render.clock_text(ms)) for unit, ms in left.items()))
            in_round = view["phase"] == "round"
            self._part("tracks", 1, (render.clocks_key(view, shown), in_round),
                       lambda: render.clocks_panel(view, left) if in_round else None)
        elif page == "cards":
            unit = view["units"][unit_index]
            scenario = labels.scenario_info(view)
            self._part("cards", 0, render.cards_key(view, unit, scenario),
                       lambda: render.cards_panel(view, unit, scenario))
        else:
            self._part("pile", 0, render.pile_key(view), lambda: render.pile_panel(view))

    def page_hints(self, page: str) -> list[str]:
        return ["o:other papers"] if self.check_action("look", ()) else []

    # --- the moves list ---------------------------------------------------------------
    def refresh_moves(self, seat: int) -> None:
        session = self.session
        moves = self.query_one("#moves", OptionList)
        label = self.query_one("#seat", Static)
        view = self._view()
        name = session.seats[seat].name
        if seat in session.human_to_act():
            label.update(labels.seat_prompt(view, name, self.may_place()) if self.looking is None else
                         f"{name}: looking at {view['units'][self.looking]['name']}'s paper (o)")
            listed = [a for a in self._legal if not isinstance(a, Place)]
            listed.sort(key=labels.move_order)
            self._listed = listed[:MAX_LISTED]
            self._show_moves(moves, [self.describe(a) for a in self._listed])
            moves.highlighted = 0 if self._listed else None
            moves.disabled = not self._listed
            self._focus_for_phase()
        else:
            label.update(WAITING if not session.is_over() else "Game over")
            self._listed = []
            self._show_moves(moves, [])
            self.disable_moves(moves)

    def _show_moves(self, moves: OptionList, prompts: list[str]) -> None:
        """Show ``prompts`` in the moves list: row by row when as many moves as shown (only
        the rows that say something else change), else the list is filled again."""
        if len(prompts) == moves.option_count:
            for index, prompt in enumerate(prompts):
                if str(moves.get_option_at_index(index).prompt) != prompt:
                    moves.replace_option_prompt_at_index(index, prompt)
            return
        moves.clear_options()
        moves.add_options([Option(prompt, id=str(i)) for i, prompt in enumerate(prompts)])

    def describe(self, action: Action) -> str:
        return labels.describe(action, self._view())

    def _focus_for_phase(self) -> None:
        focused = self.app.focused
        grid = self.query_one("#grid", NewspaperGrid)
        desk = self.query_one("#desk", OptionList)
        moves = self.query_one("#moves", OptionList)
        command = self.query_one("#command", Input)
        if focused is command:
            return
        if self.may_place():
            if self.holding is not None:
                grid.focus()
            elif focused is grid and not self._desk_ids:
                return
            elif self._desk_ids and focused is not grid:
                desk.focus()
            elif not self._desk_ids and focused is not desk:
                (grid if not self._listed else moves).focus()
        elif self._listed:
            moves.focus()

    # --- what may happen now ---------------------------------------------------------
    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        kinds = self._kinds
        one_hand = self.one_hand()
        if action == "one_hand":
            if not one_hand or not self.may_place():
                return False
            if parameters and parameters[0] in ("place", "next"):
                return bool(self._desk_ids) or self.holding is not None
            return True
        if one_hand and action in ("desk", "sheet"):
            return False
        if action == "print_one_hand":
            return one_hand and "print" in kinds
        if action in ("flip", "keep", "layout"):
            return action in kinds
        if action == "put_back":
            return "return" in kinds
        if action == "print":
            return "print" in kinds and not one_hand
        if action == "desk":
            return self.may_place() and bool(self._desk_ids)
        if action == "centerpiece":
            return self.viewer is not None and self.may_place() and bool(self.own_unit()["centerpiece"])
        if action == "to_desk":
            if self.viewer is None or not self.may_place() or not self._view()["may_take_back"]:
                return False
            return bool(self.own_unit()["placed"])
        if action == "sheet":
            return self._scored_rounds() > 0
        if action == "look":
            view = self._view()
            return len(view["units"]) > 1 and view["phase"] not in ("choose", "tb_choose")
        if action == "undo":
            # Offered whenever there is a move to talk about: u says why it cannot undo.
            return self.viewer is not None and bool(self.session.log)
        return True

    # --- clocks -----------------------------------------------------------------
    def _at_keyboard(self) -> int | None:
        """The seat whose clock may run: the viewer, while this screen is on top."""
        return self.viewer if self.app.screen is self else None

    def _sync_clock(self) -> None:
        """The session runs the clock of the person at the keyboard; the label follows."""
        self.session.sync_clocks(self._at_keyboard())
        self._update_clock_label()

    def _update_clock_label(self) -> None:
        left = self.session.clock_left()
        if not left or self.viewer is None:
            self._clock_label = ""
            return
        view = self._view()
        unit = int(view["unit"])
        if view["units"][unit]["status"] == "printed":
            self._clock_label = ""
            return
        run = "▶" if self.session.clock_running() == unit else "⏸"
        self._clock_label = f"{run} {view['units'][unit]['name']} {render.clock_text(left.get(unit, 0))}"

    def pause_clocks(self) -> None:
        self.session.pause_clocks()

    def resume_clocks(self) -> None:
        self.session.resume_clocks()

    def tick(self) -> None:
        """Send the session a tick (clock expiry, real-time bots) and redraw the clock."""
        if self.app.screen is not self or self.session.is_over():
            return
        try:
            events = self.session.tick(self._at_keyboard(), search_elsewhere=True)
        except PaperboyError as exc:
            self._say(f"✗ {exc}")
            return
        if events:
            self._after_tick(events)
            return
        before = self._clock_label
        self._update_clock_label()
        if self._clock_label != before:
            self.query_one("#status", Static).update(self.status_text())
            if self.page == "tracks":
                self.draw_page("tracks")

    def _after_tick(self, events: list[Any]) -> None:
        """Show what time made happen: a forced Print, or a real-time bot's move."""
        due = next((e for e in events if e.kind == "bot_due"), None)
        if due is not None:
            self.start_bot_move(due.data["seat"])  # a master searches off the UI thread
            return
        self.log_events(events)
        timeout = next((e for e in events if e.kind == "timeout"), None)
        if timeout is not None:
            seat = timeout.data["seat"]
            self._marks[seat] = self._recapped[seat] = len(self.session.events)
            self.holding = None
            self._said = "\0"
            self.advance()
            self._say(Text(timeout.text, style="bold red"))
            return
        problem = next((e for e in events if e.kind == "bot_error"), None)
        if problem is not None:
            self._say(problem.text)
        if self.viewer is not None:
            self.show(self.viewer)

    # --- acting -----------------------------------------------------------------
    def act(self, action: Action) -> bool:
        self.looking = None  # a move is always on your own paper
        held = self.holding
        if isinstance(action, Place | Remove | Print):
            # Drawn without the held tile if the move goes through; restored if refused.
            self.holding = None
        # the paper, the ghost and the cursor change together: their lines composed once
        self._paper_first = isinstance(action, Place)
        try:
            with self.query_one("#grid", NewspaperGrid).overlay_batch():
                done = super().act(action)
        finally:
            self._paper_first = False
        self._said = "\0"  # the shared flow may have written the message line itself
        if not done:
            self._restyle_refusal()
            self.holding = held
        return done

    def log_events(self, events: list[Event]) -> None:
        if self._paper_first:
            self.after_repaint(lambda: super(FitToPrintScreen, self).log_events(events))
        else:
            super().log_events(events)

    def advance(self) -> None:
        if self._scored_rounds() > self._sheets_seen:
            self._show_sheet(self._sheets_seen, then_advance=True)
            return
        super().advance()
        # Relay: bots take their reporting turns while a person lays out on their own clock.
        session = self.session
        if (not session.is_over() and session.human_to_act() and session.bot_to_act() is not None
                and self._view()["mode"] in RELAY_MODES):
            self._schedule_bot()

    def _show_sheet(self, day: int, then_advance: bool = False) -> None:
        view = self._view()
        if then_advance:
            self._sheets_seen += 1
        self.pause_clocks()

        def closed(_: Any) -> None:
            self.resume_clocks()
            if then_advance:
                self.advance()

        self.app.push_screen(ScoreSheetScreen(view, day), closed)

    def finish(self) -> None:
        if self._finished:
            return
        self._finished = True
        self.app.record_result(self.session)  # type: ignore[attr-defined]
        self.app.push_screen(FinalScreen(self.session))

    def result_lines(self) -> list[str]:
        return []

    # --- key actions ---------------------------------------------------------------
    def _act_kind(self, kind: str) -> None:
        for action in self._legal:
            if action.KIND == kind:
                self.act(action)
                return

    def action_flip(self) -> None:
        self._act_kind("flip")

    def action_keep(self) -> None:
        self._act_kind("keep")

    def action_put_back(self) -> None:
        self._act_kind("return")

    def action_layout(self) -> None:
        self._act_kind("layout")

    def action_print(self) -> None:
        self.holding = None
        self._act_kind("print")

    def action_look(self) -> None:
        """Look at the next player's paper and desk (read-only); back to your own after the last."""
        if self.viewer is None:
            return
        view = self._view()
        own = int(view["unit"])
        n = len(view["units"])
        current = self.looking if self.looking is not None else own
        nxt = (current + 1) % n
        self.looking = None if nxt == own else nxt
        self.holding = None
        self.show(self.viewer)
        if self.looking is not None:
            self._say(Text(f"Looking at {view['units'][self.looking]['name']}'s paper and desk · "
                           "o for the next one", style="bold"))

    def action_print_one_hand(self) -> None:
        self.action_print()

    def action_sheet(self) -> None:
        if self._scored_rounds():
            self._show_sheet(self._scored_rounds() - 1)

    def action_command(self) -> None:
        command = self.query_one("#command", Input)
        command.add_class("-open")
        command.focus()

    def on_descendant_blur(self, event: Any) -> None:
        if getattr(event, "widget", None) is not None and event.widget.id == "command":
            event.widget.remove_class("-open")

    def action_undo(self) -> None:
        self.holding = None
        super().action_undo()
        self._said = "\0"
        self._restyle_refusal()

    def step_back(self) -> bool:
        """Esc, one step at a time: the move box, then a held tile, then another paper."""
        command = self.query_one("#command", Input)
        if command.has_focus or command.value:
            command.value = ""
            command.remove_class("-open")
            self._focus_for_phase()
            if command.has_focus:
                self.query_one("#moves", OptionList).focus()
            return True
        if self.holding is not None and not (self._view()["mode"] == "family" and self._pending_is_held()):
            dropped = self.holding
            self.holding = None
            if self.viewer is not None:
                self.refresh_board(self._view(), self.viewer)
            self._focus_for_phase()
            if self._desk_ids and self.may_place():
                # one step back is the desk the tile came from: Enter takes one up again
                self.query_one("#desk", OptionList).focus()
            self.refresh_bindings()
            self._say(Text(f"Put {dropped} down: nothing moved.", style="dim"))
            return True
        if self.looking is not None and self.viewer is not None:
            self.looking = None
            self.show(self.viewer)
            self._say(Text("Back to your own paper.", style="dim"))
            return True
        return False

    def leave_to_menu(self) -> None:
        # Keep the clock time spent since the last move in the save.
        if self.session.autosave and not self.session.is_over():
            self.session.pause_clocks()
            self.session.retry_save()  # the clocks paused: their time goes in the save
        super().leave_to_menu()
