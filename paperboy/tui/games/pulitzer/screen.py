"""The Pulitzer game screen: board areas, Investigation boards, players, step-by-step resolution.

Four pages share the board area (keys ``b``, ``i``, ``p``, ``g``): the game board (Kiosk
grid, Archive, Buses, Overtime billboard, Newspaper sections, Event card, Pentagon Papers
tracks), the Investigation boards on the shared newspaper grid widget (``n`` shows the
next player's), the players' holdings with the score track, and the whole game log
(every automatic decision of the Times and the Agents included). A compact score track
with each player's tokens sits at the top of the side panel.

Everything is drawn from ``state.view(seat)`` for the seat at the keyboard: a face-down
Journalist's value shows only on its owner's screen. Legality questions (the pin preview
on the Investigation board) go to the engine with a non-mutating ``state.check``.

Resolution runs inside the engine in one go up to the next decision, so the screen
replays its events into the log one by one, a short pause apart, and highlights the
area each event belongs to (``▶ ... · RESOLVING`` and a step list in the banner).
"""

from __future__ import annotations

from typing import Any, ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.widgets import ContentSwitcher, OptionList, RichLog, Static

from paperboy.engine import Action, Event
from paperboy.games.pulitzer.actions import Choose, Destroy, Pin
from paperboy.tui.screens.game import GameScreen
from paperboy.tui.widgets.newspaper_grid import GridTile, NewspaperGrid

from . import board as B
from .board_cursor import PlaceBoard
from .common import D, overtime_text, short_name, space_info
from .confirm import EndingWarningScreen
from .investigation import (
    InvestigationGrid,
    board_head,
    board_legend,
    board_model,
    cell_of,
    column_header,
    report_line,
    row_labels,
    space_of,
    symbol_legend,
)
from .labels import describe, pending_text
from .placing import BoardPlay
from .players import players_table, score_track, side_panel

PAGES = ("board", "investigation", "players", "log")
PAGE_TITLES = {"board": "Board", "investigation": "Investigation", "players": "Players", "log": "Log"}
PAGE_KEYS = {"board": "b", "investigation": "i", "players": "p", "log": "g"}
NARROW_TITLES = {"board": "Board", "investigation": "Invest.", "players": "Players", "log": "Log"}
"""Short tab titles, when the long ones and the page keys would not share one line."""
STEP_DELAY = 0.05
"""Pause between two resolution events written to the log (0 writes them at once)."""

PENDING_STAGE = {
    "pin": "buses", "bus_order": "buses", "support": "buses", "sports": "kiosk", "entertainment": "kiosk",
    "ot_pick": "overtime", "new_evidence": "overtime", "statement": "overtime", "train": "newspaper",
    "buy": "newspaper", "leak_keep": "event", "snitch_keep": "event", "fundraising": "event",
}
BOARD_DECISIONS = ("pin", "destroy", "statement")
AREA_IDS = {"kiosk": "#pz-kiosk", "rows": "#pz-kiosk", "archive": "#pz-archive", "buses": "#pz-buses",
            "overtime": "#pz-overtime", "newspaper": "#pz-newspaper", "event": "#pz-event"}


def stage_of(event: Event, previous: str | None) -> tuple[str | None, str | None]:
    """The board area an event belongs to, and the Kiosk column for column results."""
    kind, text = event.kind, event.text
    if kind == "reveal":
        return "reveal", None
    if kind == "column":
        for col, name in D().column_names.items():
            if text.startswith(name + ":"):
                return "kiosk", col
        return "kiosk", None
    if kind in ("duel", "kiosk"):
        return "kiosk", None
    if kind in ("row", "opinion"):
        return "rows", None
    if kind == "archive":
        return "archive", None
    if kind == "agents":
        return ("buses", None) if "investigates" in text or "finds nothing" in text else ("placement", None)
    if kind in ("support", "draw", "pin", "leak"):
        return "buses", None
    if kind == "overtime":
        # the billboard is refilled between rounds, outside the resolution
        return (None, None) if text.startswith("Overtime billboard") else ("overtime", None)
    if kind == "statement":
        return "overtime", None
    if kind == "times":
        return ("overtime", None) if "Overtime card" in text else ("placement", None)
    if kind == "paper":
        return "newspaper", None
    if kind in ("round", "place", "request", "pass", "edit", "bail", "money", "unpin"):
        return "placement", None
    if kind == "final":
        return "end", None
    return previous, None


def board_target(action: Action, kind: str) -> str | None:
    """The Investigation board square a move of a board decision acts on."""
    if kind == "pin" and isinstance(action, Pin):
        return action.space
    if kind == "destroy" and isinstance(action, Destroy):
        return action.space
    if kind == "statement" and isinstance(action, Choose):
        return action.option
    return None


def opening_lines(view: dict[str, Any]) -> list[str]:
    """Round 1 as the view shows it: blocked sections, News, billboard, Agents, the Times."""
    names = view["section_names"]
    lines = [f"Round 1 begins. {view['players'][view['press_pass']]['name']} holds the Press Pass. "
             f"Blocked sections: {', '.join(names[b] for b in view['blocked'])}. News pays "
             + ", ".join(f"{c} ${view['news_money'][c]}" for c in view["kiosk_columns"]) + "."]
    if view["overtime_row"]:
        lines.append("Overtime billboard: " + ", ".join(f"{c} {overtime_text(c)}" for c in view["overtime_row"]))
    for owner, label in (("red", "Red Agents (face down)"), ("blue", "Blue Agents (face up)"),
                         ("times", "The Times' face-down Journalists")):
        spots = []
        for space, items in view["spaces"].items():
            for item in items:
                if item["owner"] == owner:
                    shown = item.get("value") if item.get("face_up") else None
                    spots.append(f"{space}={shown}" if shown is not None else space)
        if spots:
            lines.append(f"{label} start on {', '.join(spots)}.")
    times = view.get("times") or {}
    if times.get("card"):
        card = D().times.get(times["card"], {})
        lines.append(f"The Times reveals {times['card']} ({card.get('color', '?')}); "
                     f"{times['cards_left']} Times cards are left.")
    return lines


class TabsLine(Static):
    """The pages line above the board: drawn again when its width changes (whether the long
    titles and the scroll keys fit on one line depends on it)."""

    def on_resize(self) -> None:
        screen = self.screen
        if isinstance(screen, PulitzerScreen):
            screen.call_after_refresh(screen._draw_tabs)


class PulitzerScreen(BoardPlay, GameScreen):
    """Pulitzer at one keyboard: the board, the Investigation boards and the players."""

    CATEGORY_LABELS = {
        "coin": "score track",
        "hr": "H.R. track",
        "reach": "reach (houses)",
        "report": "Report evidence",
        "statements": "Statements",
    }

    BINDINGS: ClassVar[list[BindingType]] = [
        # the page keys are named on the tabs line above the board, not in the footer: the
        # footer keeps the keys of the decision at hand whole at 80 columns
        Binding("b", "page('board')", "Board", id="pulitzer.board", show=False),
        Binding("i", "page('investigation')", "Investigation", id="pulitzer.investigation", show=False),
        Binding("p", "page('players')", "Players", id="pulitzer.players", show=False),
        Binding("g", "page('log')", "Game log", id="pulitzer.log", show=False),
        Binding("n", "next_board", "Next board", id="pulitzer.next_board", show=False),
        Binding("t", "next_way", "Next way", id="pulitzer.next_way", show=False),
        Binding("right_square_bracket", "scroll_page(1)", "Scroll board down", id="pulitzer.scroll_down",
                show=False),
        Binding("left_square_bracket", "scroll_page(-1)", "Scroll board up", id="pulitzer.scroll_up",
                show=False),
    ]

    # Screen declares these as (overridable) instance attributes
    HORIZONTAL_BREAKPOINTS: list[tuple[int, str]] | None = [(0, "-narrow"), (96, "-wide")]  # noqa: RUF012
    VERTICAL_BREAKPOINTS: list[tuple[int, str]] | None = [(0, "-short"), (30, "-tall")]  # noqa: RUF012

    DEFAULT_CSS = """
    PulitzerScreen #board { width: 1fr; padding: 0 0 0 1; }
    PulitzerScreen #pz-tabs { height: auto; }
    PulitzerScreen #pz-pages { height: 1fr; }
    PulitzerScreen #pz-pages > VerticalScroll { height: 1fr; scrollbar-size-vertical: 1; }
    PulitzerScreen #page-log { height: 1fr; scrollbar-size-vertical: 1; }
    PulitzerScreen .pz-area { height: auto; }
    PulitzerScreen .pz-area.-resolving { border-left: thick $accent; padding: 0 0 0 1; }
    PulitzerScreen #pz-banner { height: auto; }
    PulitzerScreen #pz-pending { height: auto; color: $warning; text-style: bold; }
    PulitzerScreen #pz-hand { height: 1; }
    PulitzerScreen #pz-verdict { height: 2; margin: 0 0 1 0; }
    PulitzerScreen #pz-inv-row { height: auto; }
    PulitzerScreen #pz-inv-rows { width: 2; }
    PulitzerScreen #pz-inv-detail { height: auto; }
    PulitzerScreen #pz-inv-symbols { width: auto; padding: 0 0 0 1; }
    PulitzerScreen #pz-side { height: auto; max-height: 8; margin: 0 0 1 0; }
    PulitzerScreen.-narrow #side { width: 28; }
    PulitzerScreen.-narrow #board { padding: 0; }
    PulitzerScreen.-short #pz-side { display: none; }
    PulitzerScreen.-short #log { height: 4; }
    """

    def __init__(self, session: Any) -> None:
        super().__init__(session)
        self._view: dict[str, Any] | None = None
        self._seat: int | None = None
        self._drawn: dict[str, Any] = {}
        self._stage: str | None = None
        self._column: str | None = None
        self._queue: list[Event] = []
        self._step_timer: Any = None
        self._auto: str | None = None
        self._scrolled_to: str | None = None
        # ``paperboy screenshots`` may open a session on another page
        start = getattr(session, "pulitzer_page", "board")
        self.page = start if start in PAGES else "board"
        self.chosen = getattr(session, "pulitzer_journalist", None)
        self.board_seat: int | None = None
        self.history: list[str] = []
        """Every line of the Log page, as plain text."""

    # --- layout -----------------------------------------------------------------
    def compose_board(self) -> ComposeResult:
        with Vertical(id="board"):
            yield TabsLine(id="pz-tabs")
            with ContentSwitcher(initial=f"page-{self.page}", id="pz-pages"):
                with VerticalScroll(id="page-board"):
                    yield Static(id="pz-banner")
                    yield Static(id="pz-pending")
                    yield PlaceBoard(id="pz-place")
                    yield Static(id="pz-hand")
                    yield Static(id="pz-verdict")
                    yield Static(id="pz-pentagon", classes="pz-area")
                    yield Static(id="pz-event", classes="pz-area")
                    yield Static(id="pz-kiosk", classes="pz-area")
                    yield Static(id="pz-archive", classes="pz-area")
                    yield Static(id="pz-buses", classes="pz-area")
                    yield Static(id="pz-overtime", classes="pz-area")
                    yield Static(id="pz-newspaper", classes="pz-area")
                    yield Static(id="pz-legend")
                with VerticalScroll(id="page-investigation"):
                    yield Static(id="pz-inv-head")
                    yield Static(column_header(), id="pz-inv-cols")
                    with Horizontal(id="pz-inv-row"):
                        yield Static(row_labels(), id="pz-inv-rows")
                        yield InvestigationGrid(id="pz-grid", show_coords=False)
                        yield Static(symbol_legend(), id="pz-inv-symbols")
                    yield Static(id="pz-inv-detail")
                    yield Static(board_legend(), id="pz-inv-legend")
                    yield Static(id="pz-inv-report")
                with VerticalScroll(id="page-players"):
                    yield Static(id="pz-track")
                    yield Static(id="pz-players")
                yield RichLog(id="page-log", wrap=True, markup=False, min_width=30)

    def _side(self) -> Static:
        """The score panel at the top of the side column (mounted on first use)."""
        found = self.query("#pz-side")
        if found:
            return found.first(Static)
        panel = Static(id="pz-side")
        self.query_one("#side", Vertical).mount(panel, before=self.query_one("#moves", OptionList))
        return panel

    def refresh_board(self, view: dict[str, Any], seat: int | None) -> None:
        self._view = view
        self._seat = seat
        self._sync_stage(view)
        self._auto_page(view, seat)
        self._draw_tabs()
        side = self._side()
        key = [view["players"], view.get("current"), view.get("pending"), view["press_pass"], view["phase"]]
        if self._drawn.get("#pz-side") != key:
            self._drawn["#pz-side"] = key
            side.update(side_panel(view))
        self._draw_page(self.page)
        self.call_after_refresh(self._draw_tabs)  # once laid out: does the page scroll?

    def _sync_stage(self, view: dict[str, Any]) -> None:
        """Keep the highlighted area in step with the view when no event is waiting."""
        if self._queue:
            return
        if view["phase"] != "resolution":
            self._stage, self._column = None, None
            return
        pending = view.get("pending")
        if pending and pending["kind"] in PENDING_STAGE:
            stage = PENDING_STAGE[pending["kind"]]
            if stage != self._stage:
                self._stage, self._column = stage, None

    def _auto_page(self, view: dict[str, Any], seat: int | None) -> None:
        """Open the Investigation board when the viewer must pin, destroy or place a Statement."""
        pending = view.get("pending")
        mine = pending is not None and pending["seat"] == seat and pending["kind"] in BOARD_DECISIONS
        state = "investigation" if mine else ("board" if view["phase"] == "placement" else None)
        if state is not None and state != self._auto:
            first = self._auto is None
            self._auto = state
            if state == "investigation":
                self.board_seat = seat
            # the first drawing keeps the page the screen was opened on, unless a decision waits
            if self.page != state and not (first and state == "board"):
                self._switch(state)

    def _draw_page(self, page: str) -> None:
        """Redraw one page; parts whose data did not change are left alone."""
        view, seat = self._view, self._seat
        if view is None:
            return
        stage, column = self._stage, self._column
        if page == "board":
            self._put("#pz-banner", [view["round"], view["phase"], view["press_pass"], view.get("turn_marker"),
                                     view["news_left"], view.get("event"), stage],
                      lambda: B.round_banner(view, stage))
            pend = pending_text(view)
            banner = self.query_one("#pz-pending", Static)
            banner.display = pend is not None
            self._put("#pz-pending", pend, lambda: "▶ " + (pend or ""))
            spaces = view["spaces"]
            self._area("#pz-pentagon", [view.get("opinion"), view.get("times"), view.get("turn_marker")],
                       lambda: B.pentagon_panel(view), False)
            self._area("#pz-event", [view.get("event"), view.get("event_cards"), spaces.get("EV1"),
                                     spaces.get("EV2"), stage], lambda: B.event_panel(view, stage), stage == "event")
            kiosk_spaces = {k: v for k, v in spaces.items() if k[:1] in view["kiosk_columns"] and k[1:].isdigit()}
            self._area("#pz-kiosk", [kiosk_spaces, view["news_money"], view.get("houses_moved"), stage, column,
                                     view["players"][0]["name"]],
                       lambda: B.kiosk(view, stage, column), stage in ("kiosk", "rows"))
            self._area("#pz-archive", [{k: v for k, v in spaces.items() if k.startswith("AR")}, stage],
                       lambda: B.archive(view, stage), stage == "archive")
            self._area("#pz-buses", [{k: v for k, v in spaces.items() if k in view["buses"]}, view.get("work"),
                                     view.get("leak"), stage], lambda: B.buses(view, stage), stage == "buses")
            self._area("#pz-overtime", [{k: v for k, v in spaces.items() if k.startswith("OT")},
                                        view["overtime_row"], stage], lambda: B.overtime(view, stage),
                       stage == "overtime")
            self._area("#pz-newspaper", [view["requests"], view["blocked"], stage],
                       lambda: B.newspaper(view, stage), stage == "newspaper")
            self._put("#pz-legend", [p["name"] for p in view["players"]], lambda: B.legend(view))
        elif page == "investigation":
            shown = self.board_seat if self.board_seat is not None else (seat if seat is not None else 0)
            shown = min(shown, len(view["players"]) - 1)
            player = view["players"][shown]
            self._put("#pz-inv-head", [player, shown, seat], lambda: board_head(view, shown))
            self._put("#pz-inv-report", [player["pins"], player["destroyed"], player["highlight"]],
                      lambda: report_line(view, shown))
            grid = self.query_one("#pz-grid", InvestigationGrid)
            # while the viewer pins on their own board, the squares with a legal pin are marked
            kind = self._board_decision()
            targets = frozenset(t for a in self._listed if (t := board_target(a, kind or "")) is not None) \
                if kind is not None and shown == seat else frozenset()
            key = [player["pins"], player["destroyed"], player["highlight"], sorted(targets)]
            if self._drawn.get("#pz-grid") != key:
                first = "#pz-grid" not in self._drawn
                self._drawn["#pz-grid"] = key
                grid.set_model(board_model(player, targets))
                if first:  # the cursor starts on the "?" (set once the grid has its size)
                    grid.cursor = cell_of(D().start)
            self._update_preview()
        else:
            self._put("#pz-track", [[p["points"] for p in view["players"]]], lambda: score_track(view))
            self._put("#pz-players", [view["players"], view["house_colors"]], lambda: players_table(view))

    def _put(self, selector: str, key: Any, build: Any) -> None:
        """Update a Static with ``build()`` unless ``key`` (its view data) is what it shows."""
        if self._drawn.get(selector) == key:
            return
        self._drawn[selector] = key
        self.query_one(selector, Static).update(build())

    def _area(self, selector: str, key: Any, build: Any, resolving: bool) -> None:
        """A board area: hidden when the game has none, marked while it is resolved."""
        if self._drawn.get(selector) == key:
            return
        self._drawn[selector] = key
        widget = self.query_one(selector, Static)
        content = build()
        widget.display = content is not None
        widget.set_class(resolving, "-resolving")
        if content is not None:
            widget.update(content)

    def _draw_tabs(self) -> None:
        """The pages with their keys, and what else moves the page shown: ``n`` the next
        Investigation board, ``[ ]`` when the page is longer than the screen."""
        hints = []
        if self.page == "investigation" and self._view is not None:
            hints.append("n:next")
        if self._page_scrolls():
            hints.append("[ ]:scroll")
        tabs = self.query_one("#pz-tabs", Static)
        room = tabs.size.width or self.size.width - 30
        text = self._tabs_text(PAGE_TITLES, " │ ", hints)
        if text.cell_len > room:  # the short titles keep the tabs and the keys on one line
            text = self._tabs_text(NARROW_TITLES, "│", hints)
        if text.cell_len > room:  # else the keys go on a second line, whole
            text = self._tabs_text(NARROW_TITLES, "│", [])
            text.append("\n" + " · ".join(hints), style="dim")
        if self._drawn.get("#pz-tabs") != text.plain:
            self._drawn["#pz-tabs"] = text.plain
            tabs.update(text)

    def _tabs_text(self, titles: dict[str, str], gap: str, hints: list[str]) -> Text:
        text = Text(no_wrap=True)
        for i, page in enumerate(PAGES):
            if i:
                text.append(gap, style="dim")
            label = f"{PAGE_KEYS[page]}:{titles[page]}"
            text.append(f"▸{label}" if page == self.page else f" {label}",
                        style="bold reverse" if page == self.page else "")
        if hints:
            text.append(" · " + " · ".join(hints), style="dim")
        return text

    def _page_scrolls(self) -> bool:
        """Is the page shown taller than its room (``[`` and ``]`` then scroll it)?"""
        found = self.query(f"#page-{self.page}")
        return bool(found) and found.first().max_scroll_y > 0

    # --- pages ------------------------------------------------------------------
    def _switch(self, page: str) -> None:
        self.page = page
        self.query_one("#pz-pages", ContentSwitcher).current = f"page-{page}"
        self._draw_tabs()
        self._draw_page(page)
        self.call_after_refresh(self._draw_tabs)

    def action_page(self, page: str) -> None:
        """Show the board, the Investigation boards or the players."""
        if page in PAGES:
            if page == "investigation" and self.page != "investigation":
                self.board_seat = self._seat
            self._switch(page)
            self._focus_play(page)

    def _focus_play(self, page: str) -> None:
        """Give the focus to where the viewer plays on the page shown (the board or the grid)."""
        if page == "board":
            place = self.query_one("#pz-place", PlaceBoard)
            if place.display and self.viewer in self.session.human_to_act():
                place.focus()
        elif page == "investigation" and self._board_decision():
            self.query_one("#pz-grid", InvestigationGrid).focus()

    def action_next_board(self) -> None:
        """Show the next player's Investigation board."""
        if self._view is None:
            return
        count = len(self._view["players"])
        current = self.board_seat if self.board_seat is not None else (self._seat or 0)
        self.board_seat = (current + 1) % count
        self._switch("investigation")

    def action_scroll_page(self, direction: int) -> None:
        """Scroll the page shown in the board area (the moves list keeps the focus)."""
        scroller = self.query_one(f"#page-{self.page}")
        if direction > 0:
            scroller.scroll_page_down()
        else:
            scroller.scroll_page_up()

    # --- the Investigation board cursor ------------------------------------------
    def _board_decision(self) -> str | None:
        """The board decision (pin, destroy, statement) the viewer makes on the board shown."""
        view = self._view
        pending = (view or {}).get("pending") or {}
        if (pending.get("kind") in BOARD_DECISIONS and pending.get("seat") == self._seat
                and self.board_seat in (None, self._seat)):
            return str(pending["kind"])
        return None

    def _update_preview(self) -> None:
        """Ghost and detail line for the square under the cursor."""
        if self._view is None:
            return
        grid = self.query_one("#pz-grid", InvestigationGrid)
        row, col = grid.cursor
        space = space_of(row, col)
        moves = self._moves_at(space)
        if self._board_decision():
            grid.ghost = GridTile("ghost", 0, 0, 1, 1, "", "", "")
            grid.ghost_ok = bool(moves)
        elif grid.ghost is not None:
            grid.ghost = None
        self.query_one("#pz-inv-detail", Static).update(self._detail(space, moves))

    def _moves_at(self, space: str) -> list[Action]:
        """The listed moves of the current board decision that concern ``space``."""
        kind = self._board_decision()
        if kind is None:
            return []
        return [a for a in self._listed if board_target(a, kind) == space]

    def _detail(self, space: str, moves: list[Action]) -> Text:
        view = self._view
        assert view is not None
        shown = self.board_seat if self.board_seat is not None else (self._seat or 0)
        player = view["players"][min(shown, len(view["players"]) - 1)]
        d = D()
        text = Text("▸ " + space_info(space), style="bold")
        order = [pin["space"] for pin in player["pins"]]
        if space in order:
            text.append(f" · pinned #{order.index(space) + 1}")
        elif space in player["destroyed"]:
            text.append(" · destroyed")
        if space in player["highlight"]:
            text.append(" · ★ on the Report")
        if space != d.start and space not in order:
            last = order[-1] if order else d.start
            text.append(f" · {d.distance(last, space)} from {last}")
        kind = self._board_decision()
        if kind is not None:
            if moves:
                text.append("\n✓ " + self.describe(moves[self.way % len(moves)]) + " (Enter)", style="bold")
                if len(moves) > 1:
                    text.append(f"\n  way {self.way % len(moves) + 1}/{len(moves)}: t for the next", style="dim")
            else:
                text.append("\n✗ " + self._refusal(space, kind))
        return text

    def _refusal(self, space: str, kind: str) -> str:
        """The engine's reason why the decision cannot use ``space`` (a non-mutating check)."""
        view = self._view
        seat = self._seat
        if view is None or seat is None:
            return "not now"
        action: Action
        if kind == "destroy":
            action = Destroy(space)
        elif kind == "statement":
            action = Choose(space)
        else:
            d = D()
            work = view.get("work") or {}
            sym = d.space_symbol.get(space)
            line = d.space_line.get(space)
            evidence = next((c for c in work.get("evidence", []) if sym in d.evidence.get(c, [])),
                            (work.get("evidence") or ["E01"])[0])
            lines = None
            if line not in (None, "X"):
                lines = next((c for c in work.get("lines", []) if line in d.lines.get(c, [])),
                             (work.get("lines") or [next(iter(d.lines))])[0])
            action = Pin(space, evidence, lines)
        return self.session.verdict(seat, action) or "not now"

    def on_newspaper_grid_cursor_moved(self, message: NewspaperGrid.CursorMoved) -> None:
        message.stop()
        self.way = 0
        self._update_preview()

    def action_next_way(self) -> None:
        """``t`` on the Investigation board: show the next way (cards) to make the move there."""
        self.way += 1
        if self.page == "investigation":
            self._update_preview()

    def step_back(self) -> bool:
        """Esc drops the picked Journalist before anything else."""
        return self.drop_journalist() or super().step_back()

    def act(self, action: Action) -> bool:
        """Play ``action``; one that would end the game at once (the engine's
        ``ending_warning``) first asks for a second key: Enter plays it, Esc cancels."""
        seat = self.viewer
        if seat is None or seat not in self.session.human_to_act():
            return super().act(action)
        warning = self.session.state.ending_warning(seat, action)
        if not warning:
            return super().act(action)

        def answered(play: bool | None) -> None:
            if play:
                GameScreen.act(self, action)
            else:
                self.query_one("#error", Static).update(f"Cancelled: '{action.format()}' was not played.")

        self.app.push_screen(EndingWarningScreen(warning, action.format()), answered)
        return False

    def on_newspaper_grid_place(self, message: NewspaperGrid.Place) -> None:
        """Enter on a square: pick the first legal move there in the moves list."""
        message.stop()
        space = space_of(message.row, message.col)
        error = self.query_one("#error", Static)
        kind = self._board_decision()
        if kind is None:
            error.update("✗ Nothing to do on the board now: pins are placed when your Bus Journalist "
                         "resolves")
            return
        found = self._moves_at(space)
        if not found:
            error.update("✗ " + self._refusal(space, kind))
            self.app.bell()
            return
        error.update("")
        move = found[self.way % len(found)]
        self.way = 0
        self.act(move)

    def on_newspaper_grid_rotate_requested(self, message: NewspaperGrid.RotateRequested) -> None:
        message.stop()

    def on_newspaper_grid_pick_up(self, message: NewspaperGrid.PickUp) -> None:
        message.stop()

    def on_mount(self) -> None:
        # the grid's tile keys mean nothing on an Investigation board
        self.query_one("#pz-grid", InvestigationGrid).disabled_actions = {"place_face_down", "rotate", "pick_up"}
        # the log under the board keeps the last lines: its top border says where the rest is
        self.query_one("#log", RichLog).border_title = "last lines · g: the whole game"
        # the whole game so far on the Log page (the log under the board keeps the last lines)
        stage: str | None = None
        if not self.session.log:
            # the engine's set-up events are not handed out, so round 1's opening is told here
            # from what the first player's view shows
            opening = opening_lines(self.session.state.view(self._first_human()))
            for text in opening:
                event = Event("setup", text)
                self._history(event, None)
                self.query_one("#log", RichLog).write(text)
        for event in self.session.events:
            stage, _ = stage_of(event, stage)
            self._history(event, None if stage in ("placement", "end") else stage)

    # --- moves and log ------------------------------------------------------------
    def refresh_moves(self, seat: int) -> None:
        """List the moves, then mark the squares they can pin on the Investigation board."""
        super().refresh_moves(seat)
        self.after_moves_listed()
        if self._board_decision() and self.page == "investigation":
            self.query_one("#pz-grid", InvestigationGrid).focus()
        if self.page == "investigation":
            self._draw_page("investigation")

    def describe(self, action: Action) -> str:
        view = self._view
        if view is None or self.viewer is None:
            return action.format()
        try:
            return describe(view, self.viewer, action)
        except (KeyError, IndexError, TypeError, ValueError):
            return action.format()  # a label must never cost the move

    @property
    def events_waiting(self) -> int:
        """How many events still wait to be written to the log (resolution is paced)."""
        return len(self._queue)

    def log_events(self, events: list[Event]) -> None:
        self._queue.extend(events)
        if STEP_DELAY <= 0:
            while self._queue:
                self._write_next()
            self._redraw_stage()
        elif self._step_timer is None:
            self._step_timer = self.set_timer(STEP_DELAY, self._step)

    def _step(self) -> None:
        self._step_timer = None
        if not self._queue:
            return
        self._write_next()
        self._redraw_stage()
        if self._queue:
            self._step_timer = self.set_timer(STEP_DELAY, self._step)
        elif self._view is not None:
            self._sync_stage(self._view)
            self._redraw_stage()

    def _write_next(self) -> None:
        event = self._queue.pop(0)
        stage, column = stage_of(event, self._stage)
        self._stage = None if stage in ("placement", "end") else stage
        self._column = column
        self.query_one("#log", RichLog).write(self._line(event, self._stage))
        self._history(event, self._stage)

    @staticmethod
    def _line(event: Event, stage: str | None) -> Text:
        """A log line: the board area being resolved, then the event."""
        line = Text()
        if stage is not None:
            line.append(f"{B.STAGE_TITLES.get(stage, stage)} │ ", style="bold")
        line.append(event.text)
        return line

    def _history(self, event: Event, stage: str | None) -> None:
        """Append to the Log page, with a heading when a round begins."""
        log = self.query_one("#page-log", RichLog)
        lines = [self._line(event, stage)]
        if event.kind == "round":
            lines.insert(0, Text(f"── {event.text.split('.')[0]} ──", style="bold reverse"))
        for line in lines:
            self.history.append(line.plain)
            log.write(line)

    def _redraw_stage(self) -> None:
        """Redraw the board's banner and areas for the step shown, and bring its area into view."""
        if self._view is None or self.page != "board":
            return
        self._draw_page("board")
        if self._stage == self._scrolled_to:
            return
        area = AREA_IDS.get(self._stage or "")
        if area is not None:
            self.query_one(area, Static).scroll_visible(animate=False)
        elif self._stage is None:  # back to placement: the banner and the Kiosk first
            self.query_one("#page-board", VerticalScroll).scroll_home(animate=False)
        self._scrolled_to = self._stage

    # --- the end ------------------------------------------------------------------
    def result_lines(self) -> list[str]:
        """How the game ended, who qualified with their Report evidence, the Times' score."""
        state = self.session.state
        result = state.result()
        extra = result.extra
        names = [s.name for s in self.session.seats]
        view = state.view(self.viewer if self.viewer is not None else 0)
        ended = extra.get("ended")
        rnd = extra.get("ended_round")
        why = {
            "rounds": f"all {view['rounds']} rounds were played",
            "hat": f"Public Opinion reached the Hat (round {rnd} was the last)",
            "capitol": f"Public Opinion reached the Capitol in round {rnd}: the Press lost",
            "eliminated": f"a player could no longer gather 5 Report evidences (round {rnd})",
        }.get(str(ended), str(ended))
        lines = [f"The game ended because {why}."]
        chronicle = view.get("game_mode") == "chronicle" and view["mode"] != "pentagon"
        for seat, name in enumerate(names):
            hl = extra["highlighted"][seat]
            ok = extra["qualified"][seat]
            player = view["players"][seat]
            tail = ("chronicle bonus " + str(result.breakdown[seat].get("chronicle", 0))) if chronicle else (
                "qualifies" if ok else "does not qualify (5 needed)")
            lines.append(f"{short_name(name, 16)}: ★ {hl} Report evidence pinned, {len(player['pins'])} pins, "
                         f"H.R. X at {player['hr']}, {player['contacts']} Contacts, "
                         f"{sum(player['houses'].values())} houses — {tail}")
        if "times_score" in extra:
            verdict = "beats it and wins the Pulitzer" if result.winners else (
                "needed more points than that, 5 Report evidences and an end by the rounds or the Hat")
            lines.append(f"The Times' score for an end in round {rnd}: {extra['times_score']}. "
                         f"{names[0]} {verdict}.")
        elif len(names) > 1:
            lines.append("Ties are broken by Report points (pins and Statements), then by Contacts.")
        lines.append("Categories: coin = points on the score track, hr = H.R. track, reach = houses, "
                     "report = pinned evidence, statements = Witness Statements.")
        return lines

