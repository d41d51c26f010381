"""The Pulitzer game screen: board areas, Investigation boards, players, step-by-step resolution.

Four pages share the board area (keys ``b``, ``i``, ``p``, ``g``; the tabs line is
:class:`~paperboy.tui.screens.paged.PagedGameScreen`'s, and a page key slides a row of
pages laid out side by side, :mod:`.pages`, rather than hiding and showing them): the game board
(Kiosk grid, Archive, Buses, Overtime billboard, Newspaper sections, Event card, Pentagon
Papers tracks), the Investigation boards on the shared newspaper grid widget (``n`` shows
the next player's), the players' holdings with the score track, and the whole game log
(every automatic decision of the Times and the Agents included). A compact score track
with each player's tokens sits at the top of the side panel.

Everything is drawn from ``state.view(seat)`` for the seat at the keyboard: a face-down
Journalist's value shows only on its owner's screen. Legality questions go to the engine
(``legal_actions``, and ``Session.verdict`` for a refusal's reason).

The parts: placing Journalists on the board (:mod:`.placing`), deciding on the
Investigation board (:mod:`.pinning`), the resolution told step by step
(:mod:`.resolution`), the areas' drawing (:mod:`.board`, :mod:`.investigation`,
:mod:`.players`), move labels (:mod:`.labels`) and the score sheet's lines (:mod:`.ending`).
"""

from __future__ import annotations

from typing import Any, ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.widget import Widget
from textual.widgets import OptionList, Static

from paperboy.engine import Action
from paperboy.tui.screens.paged import PagedGameScreen, TabsLine
from paperboy.tui.widgets.log_tail import LogTail

from ...widgets.drawn_lines import DrawnLines
from ...widgets.page_strip import PageStrip
from . import board as B
from .board_cursor import PlaceBoard
from .common import D
from .confirm import EndingWarningScreen
from .ending import CATEGORY_LABELS, ending_lines
from .investigation import (
    InvestigationGrid,
    board_head,
    board_legend,
    board_model,
    cell_of,
    column_header,
    report_line,
    row_labels,
    symbol_legend,
)
from .labels import describe, pending_text
from .pages import LinesPage, LogPage, Page
from .pinning import BOARD_DECISIONS, BoardDecisions
from .placing import BoardPlay
from .players import players_table, score_track, side_panel, side_rows
from .resolution import ResolutionLog


class PulitzerScreen(BoardPlay, BoardDecisions, ResolutionLog, PagedGameScreen):
    """Pulitzer at one keyboard: the board, the Investigation boards and the players."""

    CATEGORY_LABELS = CATEGORY_LABELS

    PAGES = ("board", "investigation", "players", "log")
    # the Investigation page follows the board chosen with n, drawn when shown
    DRAWN_OUT_OF_VIEW = ("board", "players", "log")
    PAGE_TITLES: ClassVar[dict[str, str]] = {
        "board": "Board", "investigation": "Investigation", "players": "Players", "log": "Log"}
    PAGE_SHORT_TITLES: ClassVar[dict[str, str]] = {
        "board": "Board", "investigation": "Invest.", "players": "Players", "log": "Log"}
    PAGE_KEYS: ClassVar[dict[str, str]] = {"board": "b", "investigation": "i", "players": "p", "log": "g"}
    PAGES_ID = "pz-pages"
    TABS_ID = "pz-tabs"
    START_PAGE_ATTRIBUTE = "pulitzer_page"  # ``paperboy screenshots`` may open another page

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
    PulitzerScreen #pz-pages > Page { height: 1fr; scrollbar-size-vertical: 1; }
    PulitzerScreen #page-log { height: 1fr; scrollbar-size-vertical: 1; }
    PulitzerScreen #page-players { height: 1fr; scrollbar-size-vertical: 1; overflow-x: hidden; }
    PulitzerScreen .pz-area { border-left: blank; }
    PulitzerScreen .pz-area.-resolving { border-left: thick $accent; }
    PulitzerScreen #pz-banner { height: auto; }
    PulitzerScreen #pz-pending { color: $warning; text-style: bold; min-height: 1; }
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
        self._stage: str | None = None
        self._column: str | None = None
        self._queue = []
        self._step_timer = None
        self._auto: str | None = None
        self._page_due: str | None = None  # the page _auto_page opens after the repaint
        self._scrolled_to = None
        self._grid_placed = False
        self._side_panel: DrawnLines | None = None
        self._scrollers: dict[str, Widget | None] = {}  # each page's scroller (page_scroller)
        self._tabs_drawn: dict[tuple[Any, ...], tuple[str, Text]] = {}  # the tabs lines (draw_tabs)
        self.chosen = getattr(session, "pulitzer_journalist", None)
        self.board_seat = None
        self.history = []
        self._log_waiting = []

    # --- layout -----------------------------------------------------------------
    def compose_board(self) -> ComposeResult:
        with Vertical(id="board"):
            yield TabsLine(id="pz-tabs")
            with PageStrip(current=f"page-{self.page}", id="pz-pages"):
                with Page(id="page-board"):
                    # drawn text by text, each text's lines kept (a Static measured and drew
                    # the whole banner through Rich twice: 1-1.7 ms of a resolution step); it
                    # keeps the most lines it has shown, as the areas do (a narrow board
                    # wraps its line of steps, or not, as the steps are marked)
                    yield DrawnLines(id="pz-banner", hold=True)
                    # the pending decision's line (its room held from the start: blank while
                    # nobody decides, so the board never moves down when a decision comes up)
                    # and the areas keep the most lines they have shown: a bot's move that adds
                    # a line to one (an area's Investigating line, a billboard that wraps, a
                    # longer decision) then lays the screen out only the first time it is that long
                    yield DrawnLines(id="pz-pending", hold=True)
                    yield PlaceBoard(id="pz-place")
                    yield Static(id="pz-hand")
                    yield Static(id="pz-verdict")
                    for area in ("pentagon", "event", "kiosk", "archive", "buses", "overtime", "newspaper"):
                        yield DrawnLines(id=f"pz-{area}", classes="pz-area", hold=True)
                    yield Static(id="pz-legend")
                with Page(id="page-investigation"):
                    yield Static(id="pz-inv-head")
                    yield Static(column_header(), id="pz-inv-cols")
                    with Horizontal(id="pz-inv-row"):
                        yield Static(row_labels(), id="pz-inv-rows")
                        yield InvestigationGrid(id="pz-grid", show_coords=False)
                        yield Static(symbol_legend(), id="pz-inv-symbols")
                    yield Static(id="pz-inv-detail")
                    yield Static(board_legend(), id="pz-inv-legend")
                    yield Static(id="pz-inv-report")
                yield LinesPage(id="page-players")  # the score track, then the players' holdings
                yield LogPage(id="page-log", wrap=True, markup=False, min_width=30)

    def _side(self) -> DrawnLines:
        """The score panel at the top of the side column (mounted on first use)."""
        if self._side_panel is None:
            self._side_panel = DrawnLines(id="pz-side")
            self.query_one("#side", Vertical).mount(self._side_panel, before=self.query_one("#moves", OptionList))
        return self._side_panel

    def on_mount(self) -> None:
        # the grid's tile keys mean nothing on an Investigation board
        self.query_one("#pz-grid", InvestigationGrid).disabled_actions = {"place_face_down", "rotate", "pick_up"}
        # the log under the board keeps the last lines: its top border says where the rest is
        self.query_one("#log", LogTail).border_title = "last lines · g: the whole game"
        self.tell_the_game_so_far()

    # --- drawing ------------------------------------------------------------------
    def refresh_board(self, view: dict[str, Any], seat: int | None) -> None:
        self._view = view
        self._seat = seat
        self.sync_stage(view)
        self._auto_page(view, seat)
        self.draw_tabs()
        # a row per player under a header, then the legend: its height never changes; drawn
        # again when a row does (the turn's mark, points, money...), only the lines that differ
        rows = side_rows(view)
        self._side().show(rows, lambda: side_panel(view, rows))
        self.draw_page(self.page)
        self.call_after_refresh(self.draw_tabs)  # once laid out: does the page scroll?
        self.draw_pages_out_of_view()  # after the repaint: their keys then only scroll

    def _auto_page(self, view: dict[str, Any], seat: int | None) -> None:
        """Open the Investigation board when the viewer must pin, destroy or place a Statement
        (and the board when a placement phase starts), just after the repaint that shows the
        move that brought it: that repaint shows the move on the page it was played on, and
        opening the other page, as its key does, is no part of it (4-8 ms of a bot's move).
        A key meanwhile meets the page opened (:meth:`draw_due`)."""
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
                if first:
                    self.show_page(state)
                    return
                if self._page_due is None:
                    self.after_repaint(self._open_page_due)
                self._page_due = state

    def _open_page_due(self) -> None:
        """Open the page :meth:`_auto_page` put off, if the game still calls for it."""
        page, self._page_due = self._page_due, None
        if page is not None and page == self._auto and page != self.page:
            self.show_page(page)

    def draw_due(self) -> bool:
        """The page a move called for opened now, if it is due to after the repaint (a key
        meets it)."""
        if self._page_due is None:
            return super().draw_due()
        self._open_page_due()
        super().draw_due()
        return True

    def draw_page(self, page: str) -> None:
        """Redraw one page; parts whose data did not change are left alone."""
        if page == "log":  # the lines written while another page showed
            self.show_log_lines()
            return
        view = self._view
        if view is None:
            return
        if page == "board":
            self._draw_board(view)
        elif page == "investigation":
            self._draw_investigation(view)
        elif page == "players":
            if self.changed("#page-players", [view["players"], view["house_colors"]]):
                self.query_one("#page-players", LinesPage).show(score_track(view), players_table(view))

    def _draw_board(self, view: dict[str, Any]) -> None:
        stage, column = self._stage, self._column
        self.put("#pz-banner", [view["round"], view["phase"], view["press_pass"], view.get("turn_marker"),
                                view["news_left"], view.get("event"), stage],
                 lambda: B.round_banner(view, stage))
        pend = pending_text(view)
        self.put("#pz-pending", pend, lambda: "▶ " + pend if pend is not None else "")
        spaces = view["spaces"]
        self._area("#pz-pentagon", [view.get("opinion"), view.get("times"), view.get("turn_marker")],
                   lambda: B.pentagon_panel(view), False)
        # each area's key holds the resolution stage only as far as the area shows it (is it
        # the one resolved?): a step of the resolution draws again the area it leaves and
        # the one it reaches, not the whole board
        self._area("#pz-event", [view.get("event"), view.get("event_cards"), spaces.get("EV1"),
                                 spaces.get("EV2"), stage == "event"], lambda: B.event_panel(view, stage),
                   stage == "event")
        kiosk_spaces = {k: v for k, v in spaces.items() if k[:1] in view["kiosk_columns"] and k[1:].isdigit()}
        kiosk_stage = stage if stage in ("kiosk", "rows") else None
        self._area("#pz-kiosk", [kiosk_spaces, view["news_money"], view.get("houses_moved"), kiosk_stage,
                                 column if stage == "kiosk" else None, view["players"][0]["name"]],
                   lambda: B.kiosk(view, stage, column), stage in ("kiosk", "rows"))
        self._area("#pz-archive", [{k: v for k, v in spaces.items() if k.startswith("AR")}, stage == "archive"],
                   lambda: B.archive(view, stage), stage == "archive")
        self._area("#pz-buses", [{k: v for k, v in spaces.items() if k in view["buses"]}, view.get("work"),
                                 view.get("leak"), stage == "buses"], lambda: B.buses(view, stage),
                   stage == "buses")
        self._area("#pz-overtime", [{k: v for k, v in spaces.items() if k.startswith("OT")},
                                    view["overtime_row"], stage == "overtime"], lambda: B.overtime(view, stage),
                   stage == "overtime")
        self._area("#pz-newspaper", [view["requests"], view["blocked"], stage == "newspaper"],
                   lambda: B.newspaper(view, stage), stage == "newspaper")
        self.put("#pz-legend", [p["name"] for p in view["players"]], lambda: B.legend(view))

    def _area(self, selector: str, key: Any, build: Any, resolving: bool) -> None:
        """A board area: hidden when the game has none, marked while it is resolved (the
        mark is drawn in the area's left margin, which every area keeps: a mark that took a
        column of its own laid out the whole screen as the resolution went from area to
        area). Drawn after the repaint when out of view (``draw_in_view``)."""
        if not self.changed(selector, key):
            return
        widget = self.query_one(selector, DrawnLines)

        def draw() -> None:
            content = build()
            widget.display = content is not None
            widget.set_class(resolving, "-resolving")
            if content is not None:
                widget.update(content)

        self.draw_in_view(widget, draw)

    def _draw_investigation(self, view: dict[str, Any]) -> None:
        seat = self._seat
        shown = self.shown_board()
        player = view["players"][shown]
        self.put("#pz-inv-head", [player, shown, seat], lambda: board_head(view, shown))
        self.put("#pz-inv-report", [player["pins"], player["destroyed"], player["highlight"]],
                 lambda: report_line(view, shown))
        # while the viewer decides on their own board, the squares with a legal move are marked
        targets = self.board_targets() if shown == seat else frozenset()
        if self.changed("#pz-grid", [player["pins"], player["destroyed"], player["highlight"], sorted(targets)]):
            grid = self.query_one("#pz-grid", InvestigationGrid)
            grid.set_model(board_model(player, targets))
            if not self._grid_placed:  # the cursor starts on the "?" (set once the grid has its size)
                self._grid_placed = True
                grid.cursor = cell_of(D().start)
        self.update_preview()

    # --- pages ------------------------------------------------------------------
    def page_hints(self, page: str) -> list[str]:
        """``n`` shows the next player's Investigation board."""
        return ["n:next"] if page == "investigation" and self._view is not None else []

    def page_scroller(self, page: str) -> Widget | None:
        """Each page's scroller, looked up once (an id lookup walks the screen's widgets)."""
        scroller = self._scrollers.get(page)
        if scroller is None:
            scroller = self._scrollers[page] = super().page_scroller(page)
        return scroller

    def draw_tabs(self) -> None:
        """The tabs line as every paged screen draws it, worked out once for each page shown,
        width and set of hints (a page key then draws a line it drew before: measuring every
        page's titles and hints took 0.3-0.5 ms of the key)."""
        if not self.is_mounted:
            return
        line = self.query_one("#" + self.TABS_ID, TabsLine)
        key = (self.page, line.size.width, self.size.width,
               tuple(tuple(self.tabs_hints(page)) for page in self.PAGES))
        drawn = self._tabs_drawn.get(key)
        if drawn is None:
            super().draw_tabs()
            content = line.content
            if isinstance(content, Text):
                if len(self._tabs_drawn) >= 32:
                    self._tabs_drawn.clear()
                self._tabs_drawn[key] = self._drawn["#" + self.TABS_ID], content
        elif self._drawn.get("#" + self.TABS_ID) != drawn[0]:
            self._drawn["#" + self.TABS_ID] = drawn[0]
            line.update(drawn[1])

    def action_page(self, page: str) -> None:
        """Show a page; the Investigation page opens on the viewer's own board."""
        if page == "investigation" and self.page != page:
            self.board_seat = self._seat
        super().action_page(page)

    def show_page(self, page: str) -> None:
        """Switch to ``page`` as every paged screen does, then lay out the screen (about
        3 ms here): Pulitzer's pages were measured with it, the scroll alone gave 30-40 ms
        repaints now and then."""
        super().show_page(page)

    def page_shown(self, page: str) -> None:
        """The focus moves once the page is on the terminal (restyling the widgets that
        lose and gain it is no part of showing the page)."""
        self.after_repaint(lambda: self.place_focus(page))

    def place_focus(self, page: str) -> None:
        """The focus goes where the viewer plays on the page shown (the board or the grid);
        elsewhere, as on every paged screen (the moves list if the focus went with the page).
        The pages out of view are then drawn ahead (the widget that lost the focus is restyled)."""
        if page != self.page or self.typing_a_move():
            return  # another page was asked for meanwhile (its own call places the focus), or a move is typed
        place = self.query_one("#pz-place", PlaceBoard)
        if page == "board" and place.display and self.viewer in self.session.human_to_act():
            place.focus()
        elif page == "investigation" and self.board_decision():
            self.query_one("#pz-grid", InvestigationGrid).focus()
        else:
            super().page_shown(page)
        # once the widget that lost the focus is restyled (the app does it when idle, after
        # the focus has moved: a call after the next refresh could come first)
        self.after_repaint(self.draw_pages_ahead)

    def action_next_board(self) -> None:
        """Show the next player's Investigation board."""
        if self._view is None:
            return
        count = len(self._view["players"])
        current = self.board_seat if self.board_seat is not None else (self._seat or 0)
        self.board_seat = (current + 1) % count
        self.show_page("investigation")

    # --- moves --------------------------------------------------------------------
    def refresh_moves(self, seat: int) -> None:
        """The moves list, the board's cells and the focus for ``seat``, drawn just after the
        repaint that shows the move on the board (``refresh_moves_after_repaint``): a new
        list often brings or takes away its scroll bar and the board its row of other
        moves, which lays out the whole screen, and the move played is what the player
        waits to see."""
        if self._moves_drawn:
            self._full_list = None
        self.refresh_moves_after_repaint(seat)

    def draw_moves(self, seat: int) -> None:
        """List the moves, then mark the squares they can pin on the Investigation board."""
        super().refresh_moves(seat)
        self.after_moves_listed()
        if self.board_decision() and self.page == "investigation":
            self.query_one("#pz-grid", InvestigationGrid).focus()
        if self.page == "investigation":
            self.draw_page("investigation")

    def describe(self, action: Action) -> str:
        view = self._view
        if view is None or self.viewer is None:
            return action.format()
        try:
            return describe(view, self.viewer, action)
        except (KeyError, IndexError, TypeError, ValueError):
            return action.format()  # a label must never cost the move

    def step_back(self) -> bool:
        """Esc drops the picked Journalist before anything else."""
        return self.drop_journalist() or super().step_back()

    def act(self, action: Action) -> bool:
        """Play ``action``; one that would end the game at once (the engine's
        ``ending_warning``) first asks for a second key: Enter plays it, Esc cancels."""
        play = super().act
        seat = self.viewer
        if seat is None or seat not in self.session.human_to_act():
            return play(action)
        warning = self.session.state.ending_warning(seat, action)
        if not warning:
            return play(action)

        def answered(confirmed: bool | None) -> None:
            if confirmed:
                play(action)
            else:
                self.query_one("#error", Static).update(f"Cancelled: '{action.format()}' was not played.")

        self.app.push_screen(EndingWarningScreen(warning, action.format()), answered)
        return False

    # --- the end ------------------------------------------------------------------
    def result_lines(self) -> list[str]:
        """How the game ended, who qualified with their Report evidence, the Times' score."""
        return ending_lines(self.session, self.viewer)
