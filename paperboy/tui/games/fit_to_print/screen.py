"""The Fit to Print game screen: the paper grid, the desk, the centre pile, tracks and cards.

The turn flow (bots, handoff, undo, typed moves, the end) is the shared
:class:`~paperboy.tui.screens.game.GameScreen`; this screen draws the game from
``state.view(seat)`` and turns keys into engine actions. Legality is always the engine's:
the ghost preview asks ``state.check`` (which never changes the state) and shows the
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
from textual.widgets import Footer, Input, OptionList, RichLog, Static
from textual.widgets.option_list import Option

from ....engine import Action, IllegalActionError, PaperboyError
from ....games.fit_to_print.actions import (
    Choose,
    Deliver,
    Discard,
    Done,
    Draw,
    Flip,
    Keep,
    Layout,
    Place,
    Print,
    Remove,
    Return,
    Rotate,
    Take,
)
from ....games.fit_to_print.components import catalogue
from ...screens.game import MAX_LISTED, GameScreen
from ...widgets.newspaper_grid import GridTile, NewspaperGrid
from . import render
from .dialogs import FinalScreen, ScoreSheetScreen

#: Seconds between clock checks (display, expiry, real-time bots).
TICK = 0.25
PAGES = ("tracks", "cards", "pile")
PAGE_TITLES = {"tracks": "Tracks", "cards": "Cards", "pile": "Centre pile"}


class PaperGrid(NewspaperGrid):
    """The paper grid of Fit to Print: its tile keys are named by the line above the paper
    as they apply (``f face down``, ``p picks it up``; ``r`` only says tiles never turn),
    so the footer keeps its room for the keys of the decision at hand at 80 columns."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("f", "place_face_down", "Face down", show=False, id="ftp.grid_face_down"),
        Binding("r", "rotate", "Rotate", show=False, id="ftp.grid_rotate"),
        Binding("p,space", "pick_up", "Pick up", show=False, id="ftp.grid_pick_up"),
    ]


class PagesLine(Static):
    """The pages line: drawn again when its width changes (the hints beside the page keys
    take a second line rather than be cut, which depends on it)."""

    def on_resize(self) -> None:
        screen = self.screen
        if isinstance(screen, FitToPrintScreen):
            screen.call_after_refresh(screen._draw_tabs)


class FitToPrintScreen(GameScreen):
    """Plays one Fit to Print session at one keyboard."""

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
    FitToPrintScreen #page-box { height: 1fr; }
    FitToPrintScreen Input#command { display: none; }
    FitToPrintScreen Input#command.-open { display: block; }
    FitToPrintScreen RichLog#log { height: 4; border-top: solid $foreground; }
    FitToPrintScreen.-short RichLog#log { display: none; }
    """

    def __init__(self, session: Any) -> None:
        super().__init__(session)
        self.holding: str | None = None
        self.looking: int | None = None
        self.page = "pile"
        self._legal: list[Action] = []
        self._kinds: set[str] = set()
        self._phase_key: tuple[Any, ...] = ()
        self._desk_ids: list[str] = []
        self._sheets_seen = self._scored_rounds()
        self._ticker: Any = None
        self._clock_label = ""
        self._said = ""
        self._view_key: tuple[Any, ...] = ()
        self._view_cache: dict[str, Any] = {}
        self._drawn_tabs = ""

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
                        yield OptionList(id="desk")
                    yield OptionList(id="moves")
                yield PagesLine("", id="tabs")
                with VerticalScroll(id="page-box"):
                    yield Static("", id="page")
                yield Input(placeholder="type a move, e.g. place T012 2 3", id="command")
        yield RichLog(id="log", wrap=True, markup=False)
        yield Footer(compact=True)

    def on_mount(self) -> None:
        # the log under the board keeps the last lines: its top border says where the rest is
        self.query_one("#log", RichLog).border_title = "last lines · H: the whole game"
        self.session.resume_clocks()
        self._ticker = self.set_interval(TICK, self.tick)
        self._fit_to_size()
        demo = getattr(self.session, "ftp_demo", None) or {}
        if demo.get("sheet") and self._sheets_seen:
            self._sheets_seen -= 1
        super().on_mount()
        if demo.get("hold") and self._can_place():
            self._hold(str(demo["hold"]))

    def on_resize(self) -> None:
        self._fit_to_size()

    def _fit_to_size(self) -> None:
        self.set_class(self.app.size.height < 30, "-short")

    # --- helpers ----------------------------------------------------------------
    @property
    def state(self) -> Any:
        return self.session.state

    def _scored_rounds(self) -> int:
        units = self.session.state.units
        return len(units[0]["scores"]) if units else 0

    def _unit(self, seat: int) -> int:
        return int(self.state.unit_of(seat))

    def _view(self) -> dict[str, Any]:
        seat = self.viewer if self.viewer is not None else 0
        key = (id(self.state), len(self.session.log), seat)
        if self._view_key != key:
            self._view_key = key
            self._view_cache = self.state.view(seat)
        return self._view_cache

    def _my_turn(self) -> bool:
        return self.viewer is not None and self.viewer in self.session.human_to_act()

    def _tile_view(self, tid: str) -> dict[str, Any]:
        return catalogue().tiles[tid].to_dict()

    def _check(self, action: Action) -> IllegalActionError | None:
        """The engine's verdict on ``action`` for the viewer, without changing anything."""
        if self.viewer is None:
            return IllegalActionError("Nobody is at the keyboard", "Turn order")
        try:
            self.state.check(self.viewer, action)
        except IllegalActionError as exc:
            return exc
        return None

    def _restyle_refusal(self) -> None:
        """Show a refusal written by the shared flow in the error colour (hints are not red)."""
        line = self.query_one("#error", Static)
        text = str(line.content)
        if text.startswith("✗"):
            self._say(Text(text, style="bold red"))

    def _say(self, text: str | Text) -> None:
        if isinstance(text, str) and text.startswith("✗"):
            text = Text(text, style="bold red")
        plain = text.plain if isinstance(text, Text) else text
        if plain == self._said:
            return
        self._said = plain
        # One fixed-height line: no layout pass needed (keeps a cursor move cheap).
        self.query_one("#error", Static).update(text, layout=False)

    # --- drawing ----------------------------------------------------------------
    def show(self, seat: int) -> None:
        self.viewer = seat
        self._legal = self.state.legal_actions(seat) if seat in self.session.human_to_act() else []
        self._kinds = {a.KIND for a in self._legal}
        view = self._view()
        unit = view["units"][render.unit_of_seat(view, seat)]
        key = (view["phase"], view["day"], unit["status"], bool(unit.get("pending")))
        if key != self._phase_key:
            self._phase_key = key
            self.holding = None
            self.looking = None
            if view["phase"] in ("choose", "tb_choose"):
                self.page = "cards"
            elif view["phase"] == "round" and unit["status"] == "reporting":
                self.page = "pile"
            elif view["phase"] == "round":
                self.page = "cards"
        if self.holding is not None and not self._holding_valid(unit):
            self.holding = None
        if view["mode"] == "family" and unit.get("pending") and self._my_turn():
            self.holding = unit["pending"]["id"]
        self._sync_clock()
        self.query_one("#status", Static).update(self.status_text())
        self.refresh_board(view, seat)
        self.refresh_moves(seat)
        self.refresh_bindings()

    def _holding_valid(self, unit: dict[str, Any]) -> bool:
        if self.holding == "CP":
            return bool(unit.get("centerpiece"))
        ids = {t["id"] for t in unit["desk"]} | {p["tile"]["id"] for p in unit["placed"]}
        if unit.get("pending"):
            ids.add(unit["pending"]["id"])
        return self.holding in ids

    def status_text(self) -> str:
        view = self._view()
        mode = render.MODE_NAMES.get(view["mode"], view["mode"])
        day = render.DAY_NAMES.get(view["day"], view["day"])
        acting = ", ".join(self.session.seats[s].name for s in self.session.to_act()) or "nobody"
        if self.session.is_over():
            return f"FIT TO PRINT · {mode} · game over"
        if view["mode"] == "puzzle":
            where = f"Puzzle {self.state.options.get('puzzle', 1)} · {day}"
        elif view["mode"] == "turn-based":
            where = f"{day} (one round)"
        else:
            where = f"{day} (round {view['round']} of 3)"
        line = f"FIT TO PRINT · {where} · {mode} · to act: {acting}"
        if self._clock_label:
            line += f" · {self._clock_label}"
        if self.app.size.width < 100:
            line = line.removeprefix("FIT TO PRINT · ")
        if self.has_class("-short"):
            line += " · H: game log"  # the log under the board has no room under 30 rows
        return line

    def refresh_board(self, view: dict[str, Any], seat: int | None) -> None:
        unit_index = render.unit_of_seat(view, seat if seat is not None else 0)
        if self.looking is not None and self.looking < len(view["units"]):
            unit_index = self.looking
        unit = view["units"][unit_index]
        grid = self.query_one("#grid", NewspaperGrid)
        grid.rotated = bool(view.get("upside_down"))
        # A placed tile being moved is lifted off the paper; the centerpiece stays drawn where it
        # lies until it is put down elsewhere (the ghost shows where it would go).
        lifted = self.holding if self._held_is_placed(unit) and self.holding != "CP" else None
        grid.model = render.grid_model(view, unit, lifted=lifted)
        so_far = self.query_one("#so-far", Static)
        so_far.styles.width = 4 * int(view["paper"]["cols"]) + 4  # as wide as the paper, no wider
        so_far.update(render.so_far_text(view, unit_index))
        self._refresh_desk(view, unit)
        self._refresh_page(view, unit)
        self._update_ghost()

    def _page_scrolls(self) -> bool:
        """Is the page under the pages line longer than its room?"""
        return bool(self.query_one("#page-box", VerticalScroll).max_scroll_y > 0)

    def action_scroll_page(self, direction: int) -> None:
        """``[``/``]``: scroll the page (Tracks, Cards, Centre pile); the focus stays."""
        box = self.query_one("#page-box", VerticalScroll)
        if direction > 0:
            box.scroll_page_down(animate=False)
        else:
            box.scroll_page_up(animate=False)

    def _held_is_placed(self, unit: dict[str, Any]) -> bool:
        if self.holding is None:
            return False
        return self.holding == "CP" or any(p["tile"]["id"] == self.holding for p in unit["placed"])

    def _refresh_desk(self, view: dict[str, Any], unit: dict[str, Any]) -> None:
        desk = self.query_one("#desk", OptionList)
        title = self.query_one("#desk-title", Static)
        tiles = list(unit["desk"])
        options: list[Option] = []
        self._desk_ids = []
        if unit.get("pending"):
            pending = unit["pending"]
            line = Text("In hand: ", style="bold")
            line.append_text(render.tile_rich(pending))
            options.append(Option(line, id="pending"))
            self._desk_ids.append(pending["id"])
        for tile in sorted(tiles, key=lambda t: (render.SIZE_ORDER.index(t["size"])
                                                 if t["size"] in render.SIZE_ORDER else 9, t["id"])):
            options.append(Option(render.tile_rich(tile), id=tile["id"]))
            self._desk_ids.append(tile["id"])
        carry = unit.get("carry") or []
        label = f"Desk ({len(tiles)})"
        if carry:
            label += f" · carrying {len(carry)}"
        if self.holding:
            label += f" · holding {self.holding}"
        title.update(label)
        highlighted = desk.highlighted
        desk.clear_options()
        desk.add_options(options)
        if carry:
            desk.add_options([Option(Text("Carrying: " + render.tile_text(t), style="dim"), disabled=True)
                              for t in carry])
        if options:
            desk.highlighted = min(highlighted or 0, len(options) - 1)
        desk.disabled = not self._can_place()

    def _refresh_page(self, view: dict[str, Any], unit: dict[str, Any]) -> None:
        self._draw_tabs()
        self.call_after_refresh(self._draw_tabs)  # once laid out: does the page scroll?
        self._draw_page_body(view, unit)

    def _draw_tabs(self) -> None:
        """The pages line: the pages with their keys, ``o`` for the other papers and ``[ ]``
        when the page is longer than its room (on a second line when one would be cut)."""
        tabs = Text(no_wrap=True)
        for i, name in enumerate(PAGES, 1):
            if i > 1:
                tabs.append(" ")
            if name == self.page:
                tabs.append(f"▸{i} {PAGE_TITLES[name]}", style="bold reverse")
            else:
                tabs.append(f"{i} {PAGE_TITLES[name]}")
        tabs.append(" ")
        hints = ["o other papers"] if self.check_action("look", ()) else []
        if self._page_scrolls():
            hints.append("[ ] scroll")
        line = self.query_one("#tabs", Static)
        room = line.size.width or 40
        if hints and tabs.cell_len + len("· " + " · ".join(hints)) > room:
            hints[0] = hints[0].replace("o other papers", "o others")
        if hints and tabs.cell_len + len("· " + " · ".join(hints)) > room:
            tabs.append("\n")  # a second line rather than a cut one
        if hints:
            tabs.append("· " + " · ".join(hints), style="dim")
        if self._drawn_tabs != tabs.plain:
            self._drawn_tabs = tabs.plain
            line.update(tabs)

    def _draw_page_body(self, view: dict[str, Any], unit: dict[str, Any]) -> None:
        page = self.query_one("#page", Static)
        if self.page == "tracks":
            page.update(render.tracks_panel(view, self._clock_left()))
        elif self.page == "cards":
            page.update(render.cards_panel(view, unit, self._scenario_info()))
        else:
            page.update(render.pile_panel(view))

    def _scenario_info(self) -> dict[str, Any] | None:
        if self.state.mode == "puzzle":
            pz = catalogue().puzzles[int(self.state.options.get("puzzle", 1))]
            return {"puzzle": pz.number, "tiers": list(pz.tiers)}
        if self.state.mode != "scenario":
            return None
        sc = catalogue().scenarios[int(self.state.options.get("scenario", 1))]
        return {"number": sc.number, "difficulty": sc.difficulty, "min_ad": sc.min_ad,
                "min_pts": sc.min_pts, "goal": sc.goal[2] if sc.goal else None}

    def refresh_moves(self, seat: int) -> None:
        session = self.session
        moves = self.query_one("#moves", OptionList)
        label = self.query_one("#seat", Static)
        moves.clear_options()
        view = self._view()
        name = session.seats[seat].name
        if seat in session.human_to_act():
            unit = view["units"][render.unit_of_seat(view, seat)]
            label.update(self._seat_prompt(view, unit, name) if self.looking is None else
                         f"{name}: looking at {self.state.unit_name(self.looking)}'s paper (o)")
            listed = [a for a in self._legal if not isinstance(a, Place)]
            listed.sort(key=self._move_order)
            self._listed = listed[:MAX_LISTED]
            moves.add_options([Option(self.describe(a), id=str(i)) for i, a in enumerate(self._listed)])
            moves.highlighted = 0 if self._listed else None
            moves.disabled = not self._listed
            self._focus_for_phase()
        else:
            label.update("Waiting for the other players…" if not session.is_over() else "Game over")
            self._listed = []
            moves.disabled = True

    def _move_order(self, action: Action) -> tuple[int, str]:
        order = {"keep": 0, "return": 1, "flip": 2, "take": 3, "draw": 4, "choose": 5, "discard": 6,
                 "deliver": 7, "done": 8, "layout": 9, "print": 10}
        extra = ""
        if isinstance(action, Take):
            size = self._tile_view(action.tile)["size"]
            extra = f"{render.SIZE_ORDER.index(size) if size in render.SIZE_ORDER else 9}{action.tile}"
        return order.get(action.KIND, 11), extra

    def _seat_prompt(self, view: dict[str, Any], unit: dict[str, Any], name: str) -> str:
        if view["phase"] in ("choose", "tb_choose"):
            return f"{name}: choose a centerpiece"
        tb = view.get("turn_based") or {}
        if view["phase"] == "tb_turn":
            stage = tb.get("stage")
            if stage == "place":
                return f"{name}: place a desk tile, or discard one for a special action"
            if stage == "rearrange":
                return f"{name}: move up to {tb.get('rearrange_left', 0)} placed tiles (p), then Done"
            return f"{name}: flip up to {tb.get('flips_left', 0)} (n), then take a tile"
        if view["phase"] == "tb_final":
            return f"{name}: place your last desk tiles, then Done"
        if unit.get("pending"):
            if view["mode"] == "family":
                return f"{name}: place the tile on your paper (Enter) or put it back (b)"
            return f"{name}: keep the tile or put it back"
        if self._can_place():
            return f"{name}: lay out your paper"
        if view["phase"] == "round" and unit["status"] == "reporting":
            return f"{name}: take a tile or say Layout!"
        return f"{name}, your move:"

    def _focus_for_phase(self) -> None:
        focused = self.app.focused
        grid = self.query_one("#grid", NewspaperGrid)
        desk = self.query_one("#desk", OptionList)
        moves = self.query_one("#moves", OptionList)
        command = self.query_one("#command", Input)
        if focused is command:
            return
        if self._can_place():
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

    def describe(self, action: Action) -> str:
        state = self.state
        if isinstance(action, Flip):
            return f"Flip a face-down tile ({len(state.pile_down)} left)"
        if isinstance(action, Keep):
            unit = state.units[self._unit(self.viewer or 0)]
            return f"Keep {render.tile_text(self._tile_view(unit['pending']))}" if unit["pending"] else "Keep it"
        if isinstance(action, Return):
            return "Put it back face up"
        if isinstance(action, Take):
            return f"Take {render.tile_text(self._tile_view(action.tile))}"
        if isinstance(action, Draw):
            return "Draw a face-down tile to your desk"
        if isinstance(action, Layout):
            return "Layout! (stop reporting)" if state.mode != "newsroom" else "Stop reporting (last delivery)"
        if isinstance(action, Print):
            return "Print! (finish your paper)"
        if isinstance(action, Choose):
            cp = catalogue().centerpiece(action.cp)
            return f"★ {cp.id} {cp.name} ({cp.size})"
        if isinstance(action, Discard):
            return f"Discard {action.tile} to {action.power}"
        if isinstance(action, Done):
            return "Done with this step"
        if isinstance(action, Deliver):
            return "Walk the desk to your Layout Editor"
        if isinstance(action, Remove):
            return f"Take {action.tile} back to the desk"
        if isinstance(action, Place):
            face = " face down" if action.face == "down" else ""
            return f"Place {action.tile} at row {action.row}, column {action.col}{face}"
        return action.format()

    # --- what may happen now ---------------------------------------------------------
    def _can_place(self) -> bool:
        """Whether the viewer may put tiles on the paper now (the engine's legal moves say)."""
        if not self._my_turn() or self.looking is not None:
            return False
        if "place" in self._kinds:
            return True
        state = self.state
        if state.phase == "round":
            unit = state.units[self._unit(self.viewer or 0)]
            if state.mode == "newsroom" and state.is_reporter(self.viewer):
                return False
            return unit["status"] == "layout" or (state.mode == "family" and unit["status"] != "printed")
        return state.phase in ("tb_turn", "tb_final") and "place" in self._kinds

    def _one_hand(self) -> bool:
        return "one_hand" in self.state.mods()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        kinds = self._kinds
        one_hand = self._one_hand()
        if action == "one_hand":
            if not one_hand or not self._can_place():
                return False
            if parameters and parameters[0] in ("place", "next"):
                return bool(self._desk_ids) or self.holding is not None
            return True
        if one_hand and action in ("desk", "sheet"):
            return False
        if action == "print_one_hand":
            return one_hand and "print" in kinds
        if action == "flip":
            return "flip" in kinds
        if action == "keep":
            return "keep" in kinds
        if action == "put_back":
            return "return" in kinds
        if action == "layout":
            return "layout" in kinds
        if action == "print":
            return "print" in kinds and not one_hand
        if action == "desk":
            return self._can_place() and bool(self._desk_ids)
        if action == "centerpiece":
            if not self._can_place() or self.viewer is None:
                return False
            return bool(self.state.units[self._unit(self.viewer)]["cp"])
        if action == "to_desk":
            if not self._can_place() or self.viewer is None or self.state.mode in ("turn-based", "family"):
                return False
            return bool(self.state.units[self._unit(self.viewer)]["placed"]) and self.state.mode != "family"
        if action == "sheet":
            return self._scored_rounds() > 0
        if action == "look":
            return len(self.state.units) > 1 and self.state.phase not in ("choose", "tb_choose")
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

    def _clock_left(self) -> dict[int, int]:
        return self.session.clock_left()

    def _update_clock_label(self) -> None:
        left = self.session.clock_left()
        if not left or self.viewer is None:
            self._clock_label = ""
            return
        unit = self._unit(self.viewer)
        if self.state.units[unit]["status"] == "printed":
            self._clock_label = ""
            return
        run = "▶" if self.session.clock_running() == unit else "⏸"
        self._clock_label = f"{run} {self.state.unit_name(unit)} {render.clock_text(left.get(unit, 0))}"

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
                view = self._view()
                self._refresh_page(view, view["units"][render.unit_of_seat(view, self.viewer or 0)])

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
        done = super().act(action)
        self._said = "\0"  # the shared flow may have written the message line itself
        if not done:
            self._restyle_refusal()
            self.holding = held
        return done

    def advance(self) -> None:
        if self._scored_rounds() > self._sheets_seen:
            self._show_sheet(self._sheets_seen, then_advance=True)
            return
        super().advance()
        # Relay: bots take their reporting turns while a person lays out on their own clock.
        session = self.session
        if (not session.is_over() and session.human_to_act() and session.bot_to_act() is not None
                and self.state.mode in ("standard", "scenario", "newsroom", "family")):
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
        own = self._unit(self.viewer)
        n = len(self.state.units)
        current = self.looking if self.looking is not None else own
        nxt = (current + 1) % n
        self.looking = None if nxt == own else nxt
        self.holding = None
        self.show(self.viewer)
        if self.looking is not None:
            self._say(Text(f"Looking at {self.state.unit_name(self.looking)}'s paper and desk · "
                           "o for the next one", style="bold"))

    def action_print_one_hand(self) -> None:
        self.action_print()

    def action_desk(self) -> None:
        self.holding = None
        self._update_ghost()
        self.query_one("#desk", OptionList).focus()

    def action_centerpiece(self) -> None:
        """c: pick up the centerpiece, its ghost starting where it lies."""
        if self.viewer is not None and self._can_place():
            at = self._view()["units"][render.unit_of_seat(self._view(), self.viewer)].get("cp_at")
            if at:
                self.query_one("#grid", NewspaperGrid).cursor = (int(at[0]), int(at[1]))
        self._hold("CP")

    def action_one_hand(self, what: str) -> None:
        """Rule modification 7: steer and place with the left half of the keyboard."""
        grid = self.query_one("#grid", NewspaperGrid)
        moves = {"up": grid.action_cursor_up, "down": grid.action_cursor_down,
                 "left": grid.action_cursor_left, "right": grid.action_cursor_right}
        if what in moves:
            moves[what]()
        elif what == "place":
            grid.post_message(NewspaperGrid.Place(grid, *grid.cursor, face_up=True))
        elif what == "pick":
            grid.post_message(NewspaperGrid.PickUp(grid, *grid.cursor))
        elif what == "next" and self._desk_ids:
            ids = self._desk_ids
            nxt = ids[(ids.index(self.holding) + 1) % len(ids)] if self.holding in ids else ids[0]
            self._hold(nxt)

    def action_grid(self) -> None:
        self.query_one("#grid", NewspaperGrid).focus()

    def action_page(self, page: str) -> None:
        self.page = page
        view = self._view()
        self._refresh_page(view, view["units"][render.unit_of_seat(view, self.viewer or 0)])

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

    def action_to_desk(self) -> None:
        if self.viewer is None:
            return
        grid = self.query_one("#grid", NewspaperGrid)
        tid = self._tile_at(*grid.cursor)
        if tid is None or tid == "CP":
            self._say("✗ Put the cursor on a tile of your paper to take it back to the desk"
                      if tid is None else "✗ The centerpiece must stay on the paper (Layout rule 2)")
            return
        self.holding = None
        self.act(Remove(tid))

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
        if self.holding is not None and not (self.state.mode == "family" and self._pending_is_held()):
            dropped = self.holding
            self.holding = None
            if self.viewer is not None:
                self.refresh_board(self._view(), self.viewer)
            self._focus_for_phase()
            self.refresh_bindings()
            self._say(Text(f"Put {dropped} down: nothing moved.", style="dim"))
            return True
        if self.looking is not None and self.viewer is not None:
            self.looking = None
            self.show(self.viewer)
            self._say(Text("Back to your own paper.", style="dim"))
            return True
        return False

    def _pending_is_held(self) -> bool:
        """Family mode: the tile in hand must be placed or put back; Esc cannot drop it."""
        if self.viewer is None:
            return False
        unit = self._view()["units"][render.unit_of_seat(self._view(), self.viewer)]
        return bool(unit.get("pending")) and unit["pending"]["id"] == self.holding

    def leave_to_menu(self) -> None:
        # Keep the clock time spent since the last move in the save.
        if self.session.autosave and not self.session.is_over():
            self.session.pause_clocks()
            self.session._autosave()
        super().leave_to_menu()

    # --- the grid and the desk --------------------------------------------------------
    def _tile_at(self, row: int, col: int) -> str | None:
        """Id of the tile (or ``CP``) covering (row, col) on the viewer's paper, from the view."""
        if self.viewer is None:
            return None
        view = self._view()
        unit = view["units"][render.unit_of_seat(view, self.viewer)]
        cp, at = unit.get("centerpiece"), unit.get("cp_at")
        if cp and at:
            h, w = render.size_of(cp)
            if at[0] <= row < at[0] + h and at[1] <= col < at[1] + w:
                return "CP"
        for p in unit["placed"]:
            h, w = render.size_of(p["tile"])
            if p["row"] <= row < p["row"] + h and p["col"] <= col < p["col"] + w:
                return str(p["tile"]["id"])
        return None

    def _hold(self, tid: str) -> None:
        if not self._can_place():
            self._say("✗ You can place tiles only in your Layout phase (Layout phase)")
            return
        self.holding = tid
        grid = self.query_one("#grid", NewspaperGrid)
        self._jump_to_fit(grid, tid)
        if self.viewer is not None:
            self.refresh_board(self._view(), self.viewer)
        grid.focus()
        self.refresh_bindings()

    def _jump_to_fit(self, grid: NewspaperGrid, tid: str) -> None:
        """Start the cursor where the engine accepts the tile, unless it already fits where it is."""
        row, col = grid.cursor
        if self._check(Place(tid, row, col, "up")) is None:
            return
        spots = [a for a in self._legal if isinstance(a, Place) and a.tile == tid and a.face == "up"]
        if spots:
            best = min(spots, key=lambda a: abs(a.row - row) + abs(a.col - col))
            grid.cursor = (best.row, best.col)

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        if event.option_list.id == "desk":
            event.stop()
            index = event.option_index
            if 0 <= index < len(self._desk_ids):
                self._hold(self._desk_ids[index])
            return
        super().on_option_list_option_selected(event)

    def _ghost_tile(self) -> GridTile | None:
        if self.holding is None or self.viewer is None:
            return None
        view_unit = self._view()["units"][self._unit(self.viewer)]
        if self.holding == "CP":
            cp = view_unit.get("centerpiece")
            return render.centerpiece_tile(cp, 0, 0) if cp else None
        return render.grid_tile(self._tile_view(self.holding), 0, 0)

    def _update_ghost(self) -> None:
        grid = self.query_one("#grid", NewspaperGrid)
        ghost = self._ghost_tile()
        grid.ghost = ghost
        can = self._can_place()
        off = set()
        if not can:
            off |= {"place", "place_face_down", "pick_up", "rotate"}
        if ghost is None:
            off |= {"place", "place_face_down", "rotate"}
        if self.holding == "CP":
            off.add("place_face_down")
        if self._one_hand():
            # Only the left half of the keyboard: w/a/s/d, e, q, f, r, t, v (Rule modification 7).
            off |= {"cursor_up", "cursor_down", "cursor_left", "cursor_right", "place", "pick_up"}
        if grid.disabled_actions != off:
            grid.disabled_actions = off
        pick, place, take, done = ("q", "e", "t", "v") if self._one_hand() else ("p", "Enter", "Enter", "P")
        if ghost is None:
            if can and self._desk_ids:
                self._say(Text(f"Choose a tile from the desk ({take}), or {pick} on a placed tile to move it.",
                               style="dim"))
            elif can:
                self._say(Text(f"Your desk is empty: {done} says Print! ({pick} on a placed tile moves it)",
                               style="dim"))
            return
        row, col = grid.cursor
        up = self._check(Place(self.holding or "", row, col, "up"))
        grid.ghost_ok = up is None
        if up is None:
            self._say(Text(f"✓ {self.holding} fits at row {row}, column {col}: {place} places it"
                           + ("" if self.holding == "CP" else ", f face down"), style="bold green"))
            return
        text = Text(f"✗ {up}", style="bold red")
        if self.holding != "CP" and self._check(Place(self.holding or "", row, col, "down")) is None:
            text.append(" · f places it face down", style="")
        self._say(text)

    def on_newspaper_grid_cursor_moved(self, event: NewspaperGrid.CursorMoved) -> None:
        event.stop()
        if self.holding is not None:
            self._update_ghost()
        elif self._can_place():
            tid = self._tile_at(event.row, event.col)
            if tid is not None:
                pick = "q" if self._one_hand() else "p"
                self._say(Text(f"{tid} lies here: {pick} picks it up to move it, x takes it back to the desk",
                               style="dim"))
            else:
                self._update_ghost()

    def on_newspaper_grid_place(self, event: NewspaperGrid.Place) -> None:
        event.stop()
        if self.holding is None:
            tid = self._tile_at(event.row, event.col)
            if tid is not None:
                self._hold(tid)
            else:
                self._say("✗ Choose a tile from the desk first (d)")
            return
        face = "up" if event.face_up else "down"
        tid = self.holding
        if self.act(Place(tid, event.row, event.col, face)):
            self.holding = None
            self._update_ghost()
            if self._desk_ids and self._can_place():
                self.query_one("#desk", OptionList).focus()

    def on_newspaper_grid_pick_up(self, event: NewspaperGrid.PickUp) -> None:
        event.stop()
        tid = self._tile_at(event.row, event.col)
        if tid is None:
            if self.holding is not None:
                self.holding = None
                if self.viewer is not None:
                    self.refresh_board(self._view(), self.viewer)
                self._say("Put down: choose a tile from the desk.")
            else:
                self._say("✗ No tile lies here to pick up")
            return
        if tid != "CP" and self.viewer is not None:
            # The engine decides whether this tile may move now: ask it about a move onto its own spot.
            row, col, up = self.state.units[self._unit(self.viewer)]["placed"][tid]
            problem = self._check(Place(tid, row, col, "up" if up else "down"))
            if problem is not None:
                self._say(f"✗ {problem}")
                return
        self._hold(tid)

    def on_newspaper_grid_rotate_requested(self, event: NewspaperGrid.RotateRequested) -> None:
        event.stop()
        target = self.holding if self.holding not in (None, "CP") else None
        problem = self._check(Rotate(target or "CP"))
        self.app.bell()
        self._say(Text(f"✗ {problem}" if problem else "✗ Tiles are never rotated", style="bold red"))
