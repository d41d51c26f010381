"""The two pages of the Extra! Extra! screen and what is drawn on them, from the view.

``b`` the game board (the choice cells, Sources, Operations and the Editor's Desk with
reporters, fees and the activation order; the Newsdesk, Morgue, Newswire and tiles; the
players; the activation steps of the round) and ``n`` a newspaper on the grid beside its
owner's desk (money, reporters, cuttings, copy desk, and the hand for the seat at the
keyboard only). ``v`` shows the next player's newspaper, ``[``/``]`` turn its pages.
Above the pages: the tabs line with the seat's summary under it, and a banner saying what
the game waits for (or the replay's step, the tile being placed, the board cursor's
verdict). The banner keeps the most lines it has taken (two at least, where a board cursor
may show): what it says changes with every phase, and the screen is laid out for none of it.

:class:`ExtraPages` is the screen's first layer: its layout, what it remembers between
keys, and the drawing. What the keys do is added by the layers above it
(:mod:`.placing`, :mod:`.decisions`, :mod:`.screen`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from rich.console import RenderableType
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.widget import Widget
from textual.widgets import Static

from ....engine import Action
from ....engine.text import clean_text
from ....games.extra_extra.actions import MoveTile, Place
from ...screens.paged import PagedGameScreen, TabsLine
from ...widgets.drawn_lines import DrawnLines
from ...widgets.page_strip import KeptLines, PageStrip, StripPage
from ...widgets.steady_line import SteadyLine, lines_taken
from ..fit_to_print.pages import PageLines
from .choices import ChoiceBoard
from .labels import describe
from .paper import ExtraGrid, page_model
from .render import (
    activation_step_texts,
    activation_steps,
    desk_panel,
    market,
    pending_banner,
    players_table,
    summary_line,
)
from .replay import Replay
from .spaces import SpaceBoard, verdict_line

MARKET_KEYS = (
    "newsdesk", "newswire", "morgue", "desk", "fresh", "classified_slots", "ads_supply",
    "column_slot", "gone_to_press", "extra_tokens", "interview_tokens", "deck_counts",
)
"""The view's entries the market panel (Newsdesk, Morgue, tiles, supplies) is drawn from."""


class DeskLines(PageLines, can_focus=True):
    """The desk beside the newspaper (money, reporters, cuttings, copy desk, hand): its
    lines in a fixed room that scrolls, so another player's desk (``v``) repaints it
    without laying out the screen. It takes the focus while nobody here may move."""

    @property
    def content(self) -> RenderableType:
        """What the desk shows (as ``Static.content``; for tests and tools)."""
        parts = self._parts["desk"]
        return (parts[0] if parts else None) or ""


class BoardPage(KeptLines, StripPage, VerticalScroll):
    """The board page (it scrolls as a whole)."""


class PaperPage(KeptLines, StripPage, Vertical):
    """The newspaper page (its grid and the desk beside it scroll on their own)."""


@dataclass(frozen=True)
class Entry:
    """One line of the moves list: a move to play at once, or a tile to place on the grid."""

    label: str
    action: Action
    place: bool = False
    pick: str = ""  # "sell" or "discard": choose the cards in a dialog


@dataclass
class Placing:
    """The tile being placed with the grid cursor: the move without its position yet."""

    template: Action
    side: str
    label: str


class ExtraPages(PagedGameScreen):
    """The Extra! Extra! screen's layout and drawing (the keys come in the layers above)."""

    PAGES = ("board", "paper")
    DRAWN_OUT_OF_VIEW = ("paper",)
    PAGE_TITLES: ClassVar[dict[str, str]] = {"board": "Board", "paper": "Newspaper"}
    PAGE_SHORT_TITLES: ClassVar[dict[str, str]] = {"board": "Board", "paper": "Paper"}
    PAGE_KEYS: ClassVar[dict[str, str]] = {"board": "b", "paper": "n"}
    PAGES_ID = "ee-pages"
    TABS_ID = "ee-tabs"
    START_PAGE_ATTRIBUTE = "extra_extra_page"
    SCROLL_HINT = "PgUp/PgDn:scroll"  # [ and ] turn the newspaper's pages

    BINDINGS: ClassVar[list[BindingType]] = [
        # the page keys are written on the tabs line (the footer keeps to the decision's keys)
        Binding("b", "page('board')", "Board", id="extra_extra.board", show=False),
        Binding("n", "page('paper')", "Newspaper", id="extra_extra.paper", show=False),
    ]

    DEFAULT_CSS = """
    ExtraPages #side { width: 38; }
    ExtraPages #board { width: 1fr; padding: 0 0 0 1; }
    ExtraPages #ee-head { height: auto; }
    ExtraPages #ee-tabs { height: auto; }
    ExtraPages #ee-pages { height: 1fr; }
    ExtraPages #ee-pages > * { width: 100%; height: 1fr; scrollbar-size-vertical: 1; }
    ExtraPages #ee-banner { height: auto; color: $warning; }
    ExtraPages #ee-hint { height: auto; max-height: 3; }
    ExtraPages #error { min-height: 1; }
    ExtraPages #ee-paper-title { height: auto; }
    ExtraPages #ee-grid-box {
        width: auto; height: 1fr; margin-right: 1; scrollbar-size-vertical: 1;
    }
    ExtraPages #ee-desk { width: 1fr; height: 1fr; scrollbar-size-vertical: 1; }
    ExtraPages #ee-choices { margin-bottom: 1; }
    ExtraPages #ee-paper-row { height: 1fr; }
    ExtraPages.-short #log { height: 4; }
    ExtraPages.-narrow #side { width: 34; }
    """

    HORIZONTAL_BREAKPOINTS = [(0, "-narrow"), (96, "-wide")]  # noqa: RUF012 (Textual's own attribute)
    VERTICAL_BREAKPOINTS = [(0, "-short"), (30, "-tall")]  # noqa: RUF012

    def __init__(self, session: Any) -> None:
        super().__init__(session)
        self._view: dict[str, Any] | None = None  # the view of the seat at the keyboard, as drawn
        self._entries: list[Entry] = []  # the moves list as shown (filtered)
        self._all_entries: list[Entry] = []  # every legal move, grouped as listed
        self._placing: Placing | None = None
        self._replay: Replay | None = None
        # a move was just played: the boards show it in the first repaint, the tabs and
        # the seat's summary under them just after (``refresh_board``)
        self._move_first = False
        self._auto_page = False  # the screen (not the player) opened the paper page
        self._fee_space: str | None = None  # the space the board cursor's fee belongs to
        self._fee = 0
        self.shown_seat: int | None = None
        """Whose newspaper the paper page shows."""
        self.paper_page = 1
        """The page of that newspaper shown (1-based)."""
        self._last_seat: int | None = None
        # the board cursor's last verdict: (the view it was for, (space, fee, seat), note)
        self._space_note: tuple[Any, tuple[Any, ...], tuple[str, int, str | None, str]] | None = None
        self._steps_due = False  # the steps list is drawn after the repaint under way
        self._room_held_for: dict[str, Any] | None = None  # the view the verdict room was held for

    # --- layout -----------------------------------------------------------------
    def compose_board(self) -> ComposeResult:
        with Vertical(id="board"):
            with Vertical(id="ee-head"):
                yield TabsLine(id="ee-tabs")
                yield SteadyLine(id="ee-banner", markup=False)
            with PageStrip(current=f"page-{self.page}", id=self.PAGES_ID):
                with BoardPage(id="page-board"):
                    yield ChoiceBoard(id="ee-choices")
                    board = SpaceBoard(id="ee-areas")
                    board.note_for = self.space_note
                    yield board
                    yield DrawnLines(id="ee-market", hold=True)
                    yield DrawnLines(id="ee-players")
                    yield DrawnLines(id="ee-steps")
                with PaperPage(id="page-paper"):
                    yield Static(id="ee-paper-title")
                    with Horizontal(id="ee-paper-row"):
                        # the grid scrolls on its own: the cursor stays in sight on short screens
                        with VerticalScroll(id="ee-grid-box"):
                            grid = ExtraGrid(id="ee-grid")
                            grid.disabled_actions = {"place_face_down", "pick_up", "place", "rotate"}
                            yield grid
                        yield DeskLines(("desk",), "desk", id="ee-desk")

    def on_mount(self) -> None:
        # under the move input: the highlighted move as text, which teaches the typed syntax
        self.query_one("#side").mount(Static("", id="ee-hint"), after="#command")
        super().on_mount()

    # --- what the screen holds, for the keys and the tests ----------------------------
    @property
    def grid(self) -> ExtraGrid:
        return self.query_one("#ee-grid", ExtraGrid)

    @property
    def entries(self) -> tuple[Entry, ...]:
        """The moves list as shown (after the board's selection filters it), in order."""
        return tuple(self._entries)

    @property
    def all_entries(self) -> tuple[Entry, ...]:
        """Every legal move of the decision, grouped as the moves list lists them unfiltered."""
        return tuple(self._all_entries)

    @property
    def placing(self) -> Placing | None:
        """The tile being placed on the paper by cursor (its ghost shows), or None."""
        return self._placing

    @property
    def activation_replay(self) -> Replay | None:
        """The reporters' activation being shown step by step, or None."""
        return self._replay

    @property
    def fee(self) -> int:
        """The fee offered on the space under the board's cursor (``+``/``-`` change it)."""
        return self._fee

    def status_text(self) -> str:
        """The game's own status line: it already names who acts (no "to act" suffix, so
        the line is whole at 80 columns)."""
        line = clean_text(self.session.state.status_line())
        return line or super().status_text()

    def describe(self, action: Action) -> str:
        """A player-friendly label for a move (its text form stays typable after ':')."""
        return describe(self._view or {}, action)

    # --- drawing ------------------------------------------------------------------
    def refresh_board(self, view: dict[str, Any], seat: int | None) -> None:
        self._view = view
        if self._placing is not None and seat not in self.session.human_to_act():
            self._stop_placing()
        if self.shown_seat is None or self.shown_seat >= len(view["players"]) or seat != self._last_seat:
            # a new player at the keyboard starts on their own newspaper
            self.shown_seat = seat if seat is not None else 0
            self.paper_page = 1
        self._last_seat = seat
        if self._move_first:
            # a move just played: the boards and the banner show it in this repaint; the
            # tabs and the seat's summary under them (a line or three drawn again, a
            # quarter of a placing Enter's repaint) follow just after it, below
            self._move_first = False
            self.draw_banner()
        else:
            self.draw_head()
        self.draw_page(self.page)
        self.call_after_refresh(self.draw_tabs)  # once laid out: does the page scroll?
        # the newspaper page is drawn while the board is shown too, after the repaint: its
        # key then only scrolls to it (the board is drawn only when shown: its cursor's
        # verdict goes under the move input)
        self.draw_pages_out_of_view()

    def _stop_placing(self) -> None:
        """Drop the tile being placed (its ghost goes; a tile being typeset shows again)."""
        self._placing = None
        grid = self.grid
        grid.ghost = None
        grid.disabled_actions = {"place_face_down", "pick_up", "place", "rotate"}
        self.draw_head()
        if self.page == "paper":
            self.draw_paper()

    def page_hints(self, page: str) -> list[str]:
        hints = ["v:next paper"]
        if page == "paper" and self._view is not None and len(self._view["pages"]) > 1:
            hints.append("[ ]:turn page")
        return hints

    def tabs_below(self) -> Text | None:
        # the seat's summary on its own line: never cut, never split
        return summary_line(self._view, self.viewer) if self._view is not None else None

    def page_scroller(self, page: str) -> Widget | None:
        # the newspaper's grid scrolls on its own (the desk beside it too)
        return self.query_one("#ee-grid-box" if page == "paper" else "#page-board", VerticalScroll)

    def draw_head(self) -> None:
        """The tabs line and the banner under it."""
        self.draw_tabs()
        self.draw_banner()

    def draw_banner(self) -> None:
        """What the game waits for, the replay's step, the tile being placed, or the board
        cursor's verdict while the seat at the keyboard places reporters."""
        view = self._view
        if view is None:
            return
        key, text = self._banner(view)
        # blank, it keeps its room where a board cursor may show (its verdict comes and
        # goes with the phases); elsewhere (a saved game replayed, bots only) it goes
        self.query_one("#ee-banner", SteadyLine).display = bool(text.plain) or self.board_cursor_may_show()
        self.put("#ee-banner", key, lambda: text)

    def _banner(self, view: dict[str, Any]) -> tuple[list[Any], Text]:
        """What the banner says now, and the data it says it from (its key)."""
        replay = self._replay
        if replay is not None:
            headline = replay_headline(replay)
            return ["replay", headline.plain], headline
        placing = self._placing
        if placing is not None:
            hint = Text("Placing ", style="bold")
            hint.append(f"{placing.label} side {placing.side}", style="bold reverse")
            hint.append(" · arrows move · Enter places · r turns · [ ] page · Esc back")
            return ["placing", placing.label, placing.side], hint
        board = self.query_one("#ee-areas", SpaceBoard)
        space = board.space
        if board.placing and space is not None and self.placing_reporters():
            note = self.space_note(space)
            return ["verdict", space, note], verdict_line(space, note)
        return [view["phase"], view["pending"], view["to_act"], view["over"]], pending_banner(view)

    def draw_page(self, page: str) -> None:
        """Redraw the page on screen; parts whose view data did not change stay as they are."""
        if self._view is None:
            return
        if page == "board":
            self.draw_board()
        else:
            self.draw_paper()

    def draw_board(self) -> None:
        view = self._view
        if view is None:
            return
        wide = self.size.width >= 96 or self.size.width == 0
        replay = self._replay
        board = self.query_one("#ee-areas", SpaceBoard)
        # no board cursor ever in a replay of a saved game, nor with bots only: no room for its mark
        board.mark_room = self.board_cursor_may_show()
        # The banner and the line under the move input give the board cursor's verdict
        # while reporters are placed, in one line ("✓ Enter places a reporter") or more (a
        # refusal and its rule): both keep two lines from the start where a board cursor
        # may show (not in a replay, nor with bots only), so no phase lays out the screen.
        least = 2 if board.mark_room else 1
        self.query_one("#ee-banner", SteadyLine).keep_lines(least)
        self.query_one("#error", SteadyLine).keep_lines(least)
        if replay is not None:
            board.show(replay.view, wide, dict(replay.statuses))
        else:
            board.show(view, wide, placing=self.board_cursor_shown())
            if board.placing:
                decision_starts = self._room_held_for is not view
                if decision_starts:
                    self._room_held_for = view
                    self._cursor_to_free_space(board)
                self.update_space_verdict()
                if decision_starts:
                    self.after_repaint(self.hold_verdict_room)
        if "#ee-market" not in self._drawn:
            self.draw_market()
        elif self._drawn["#ee-market"] != [view[k] for k in MARKET_KEYS]:
            # the Newsdesk, the Morgue and the supplies, as the table of players, come just
            # after the repaint that shows the move on the board (a tenth of a bot's reply)
            self.after_repaint(self.draw_market)
        if "#ee-players" not in self._drawn:
            self.draw_players()
        elif self._drawn["#ee-players"] != self.players_key(view):
            # the table of players (a Rich table, the board's costliest part to draw) comes
            # after the repaint that shows the move on the board
            self.after_repaint(self.draw_players)
        self.draw_steps(longer_later=True)

    @staticmethod
    def _steps_lines(key: list[Any] | None) -> int:
        """How many lines the steps list drawn from ``key`` (its ``[steps, round, room]``)
        takes: none before any activation."""
        steps, _round, room = key if key is not None else (None, 0, 0)
        return 0 if steps is None else 1 + max(1, len(steps), room)

    def _draw_steps_due(self) -> None:
        self._steps_due = False
        self.draw_steps()

    def draw_steps(self, longer_later: bool = False) -> None:
        """The latest activation's steps on the board page (while a replay runs, those
        shown so far, in the room of them all).

        ``longer_later``: a list of another length lays out the whole screen, so it is drawn
        just after the repaint under way, the one that shows the move on the board (a step
        more at each reporter, the first activation of a phase: the costliest of the
        bench's Enter keys, 10-17 ms); a list of the same length is drawn at once."""
        view, replay = self._view, self._replay
        if view is None:
            return
        events = self.session.events
        room = 0
        if replay is not None:
            # only the steps replayed so far, in the room of them all
            room = len(activation_step_texts(events) or ())
            events = events[: len(events) - (len(replay.steps) - replay.shown)]
        # drawn again only when the steps shown change (not at every event of the log)
        steps = activation_step_texts(events)
        key = [steps, view["round"], room]
        if longer_later and self._steps_lines(key) != self._steps_lines(self._drawn.get("#ee-steps")):
            if not self._steps_due:
                self._steps_due = True
                self.after_repaint(self._draw_steps_due)
            return
        self.put("#ee-steps", key, lambda: activation_steps(events, steps, room) or "")

    @staticmethod
    def players_key(view: dict[str, Any]) -> list[Any]:
        """The view data the table of players is drawn from."""
        return [[{k: v for k, v in p.items() if k != "tiles"} for p in view["players"]], view["start_player"]]

    def draw_market(self) -> None:
        """The Newsdesk, the Morgue, the Newswire, the tiles and the supplies, from the
        current view."""
        view = self._view
        if view is not None:
            self.put("#ee-market", [view[k] for k in MARKET_KEYS], lambda: market(view))

    def draw_players(self) -> None:
        """The table of players on the board page, from the current view."""
        view = self._view
        if view is not None:
            self.put("#ee-players", self.players_key(view), lambda: players_table(view))

    def draw_paper(self) -> None:
        view = self._view
        if view is None:
            return
        seat = self.shown_seat if self.shown_seat is not None else 0
        player = view["players"][seat]
        pages = view["pages"]
        self.paper_page = max(1, min(self.paper_page, len(pages)))
        spec = pages[self.paper_page - 1]
        self._hold_title_height(view)
        self.put("#ee-paper-title", [player["name"], player["newspaper"], self.paper_page, spec,
                                     player["pressed"]], lambda: paper_title(player, pages, self.paper_page))
        tiles = player["tiles"]
        if self._placing is not None and isinstance(self._placing.template, MoveTile):
            # the tile being typeset is drawn only as the ghost
            moving = self._placing.template.tile
            tiles = [t for t in tiles if t["id"] != moving]
        model = page_model(spec, tiles, self.paper_page)
        if self.grid.model != model:
            self.grid.set_model(model)
        desk_key = self.desk_key(view, seat)
        if self.changed("#ee-desk", desk_key):
            # lines kept per desk shown: v round the table and back draws none again
            self.query_one("#ee-desk", DeskLines).set_part("desk", 0, desk_panel(view, seat), key=desk_key)

    @staticmethod
    def desk_key(view: dict[str, Any], seat: int) -> str:
        """What ``seat``'s desk is drawn from, as the desk's key for its lines."""
        return repr([view["players"][seat], seat, view["you"]])

    def _draw_pages_out_of_view(self) -> None:
        super()._draw_pages_out_of_view()
        self.keep_desks()

    def keep_desks(self) -> None:
        """Draw the lines of every other player's desk now (after the repaint that shows a
        move), so that ``v`` round the table shows each from lines it has (a desk drawn
        anew was half of ``v``'s work)."""
        view = self._view
        if view is None:
            return
        desk = self.query_one("#ee-desk", DeskLines)
        for seat in range(len(view["players"])):
            if seat != self.shown_seat:
                desk.keep_part("desk", 0, desk_panel(view, seat), self.desk_key(view, seat))

    def _hold_title_height(self, view: dict[str, Any]) -> None:
        """The line over the newspaper keeps one height whichever paper and page it shows:
        the height of the tallest of them at this width. Its height changed with the name,
        the page's needs and marks (at 80 columns, 1 to 3 lines), and every change laid out
        the whole screen and drew the newspaper again: v (next paper) cost twice a page key."""
        title = self.query_one("#ee-paper-title", Static)
        width = title.content_size.width
        if width <= 0:
            return
        pages = view["pages"]
        players = view["players"]
        key = [width, pages, [(p["name"], p["newspaper"], p["pressed"]) for p in players]]
        if not self.changed("#ee-paper-title:height", key):
            return
        tallest = max(lines_taken(title, paper_title(player, pages, number), width)
                      for player in players for number in range(1, len(pages) + 1))
        title.styles.height = max(1, tallest)

    def on_resize(self) -> None:
        # the board's layout depends on the width (three columns of spaces, or two)
        # (the tabs line is redrawn by the paged screen's own handler)
        if self._view is not None and self.page == "board":
            self.draw_board()

    # --- the board cursor's verdict (reporters) -----------------------------------------
    def placing_reporters(self) -> bool:
        """True while the seat at the keyboard places reporters (the board cursor is live)."""
        view = self._view
        return (
            view is not None
            and self._replay is None
            and view.get("phase") == "place"
            and self.viewer is not None
            and self.viewer in self.session.human_to_act()
        )

    def board_cursor_may_show(self) -> bool:
        """False in a replay of a saved game and with bots only: no board cursor ever."""
        return not (self.has_class("replay-viewer") or all(seat.is_bot for seat in self.session.seats))

    def board_cursor_shown(self) -> bool:
        """True if the board shows its cursor now: while the seat at the keyboard places
        reporters (the layers above may show it a moment later)."""
        return self.placing_reporters()

    def placing_fees(self, seat: int) -> dict[str, int]:
        """The spaces ``seat`` may place a reporter on now, each with the lowest fee its legal
        moves offer."""
        fees: dict[str, int] = {}
        for action in self.session.state.legal_actions(seat):
            if isinstance(action, Place):
                fees[action.space] = min(action.fee, fees.get(action.space, action.fee))
        return fees

    def lowest_fee(self, space: str) -> int:
        """The lowest fee the legal moves offer on ``space`` (0 when none is legal)."""
        seat = self.viewer
        return 0 if seat is None else self.placing_fees(seat).get(space, 0)

    def space_note(self, space: str) -> tuple[str, int, str | None, str] | None:
        """What placing a reporter on ``space`` would do: (space, fee, the engine's verdict
        or None, what it gains); the fee is the lowest legal one until ``+``/``-`` change it."""
        seat = self.viewer
        if seat is None:
            return None
        if space != self._fee_space:
            self._fee_space = space
            self._fee = self.lowest_fee(space)
        key = (space, self._fee, seat)
        cached = self._space_note
        if cached is not None and cached[0] is self._view and cached[1] == key:
            return cached[2]
        note = self._note(seat, space, self._fee)
        self._space_note = (self._view, key, note)
        return note

    def _note(self, seat: int, space: str, fee: int) -> tuple[str, int, str | None, str]:
        """(space, fee, the engine's verdict on ``seat`` placing there for ``fee`` or None,
        what it gains)."""
        action = Place(space, fee)
        verdict = self.session.verdict(seat, action)
        said = self.describe(action)
        gain = said.split(": ", 1)[1] if ": " in said else ""  # the label is on the board
        return (space, fee, verdict, gain)

    def _cursor_to_free_space(self, board: SpaceBoard) -> None:
        """A placing decision starts with the board cursor on a space the seat may take: left
        on one it may not (the seat's own reporter, just placed), the cursor goes on to the
        next space in the board's order that takes a reporter, if any."""
        seat = self.viewer
        space = board.space
        if seat is None or space is None:
            return
        free = self.placing_fees(seat)
        if space in free or not free:
            return
        order = [sid for column in board.columns for sid in column]
        start = order.index(space) if space in order else -1
        for sid in order[start + 1:] + order[:start + 1]:
            if sid in free:
                board.move_to(sid)
                return

    def hold_verdict_room(self, tries: int = 10) -> None:
        """While the seat at the keyboard places reporters, give the verdict (in the banner,
        and under the move input) the room of the longest verdict of any space at its
        lowest fee: called once a decision starts, after the repaint that shows it, so the
        cursor moves over the board without that room growing (the first longer verdict
        laid out the whole screen inside a cursor key, 12-16 ms, the slowest key of the
        bench). A fee raised with ``+`` may still take a line more."""
        board = self.query_one("#ee-areas", SpaceBoard)
        seat = self.viewer
        if not board.placing or seat is None or seat not in self.session.human_to_act():
            return
        lines = [self.query_one(selector, SteadyLine) for selector in ("#ee-banner", "#error")]
        if any(line.content_size.width <= 0 for line in lines) and tries > 0:
            # not laid out yet (work after a repaint may run before the layout on a loaded
            # machine): measured after the next repaint (as work put off past a repaint, which
            # a key pressed meanwhile, and the tests' settling, wait for)
            self.after_repaint(lambda: self.hold_verdict_room(tries - 1))
            return
        fees = self.placing_fees(seat)
        notes = [self._note(seat, space, fees.get(space, 0)) for column in board.columns for space in column]
        for line, say in zip(lines, (lambda note: verdict_line(note[0], note),
                                     lambda note: _error_verdict(note[2])), strict=True):
            width = line.content_size.width
            if width > 0 and notes:
                line.hold_room_for(max((say(note) for note in notes), key=lambda text: lines_taken(line, text, width)))

    def update_space_verdict(self) -> None:
        """Show on the board what placing under the cursor would do, or the engine's reason."""
        board = self.query_one("#ee-areas", SpaceBoard)
        space = board.space
        if space is None or not board.placing:
            return
        note = self.space_note(space)
        if note is None:
            return
        board.set_verdict(*note)
        # the verdict in full in the banner, and under the move input (in view on the
        # smallest screens, beside the moves list)
        self.draw_banner()
        self.query_one("#error", Static).update(_error_verdict(note[2]))
        action = Place(space, self._fee)
        self.query_one("#ee-hint", Static).update(Text(f"as text: {action.format()}", style="dim"))


def _error_verdict(verdict: str | None) -> str:
    """The board cursor's verdict as the line under the move input says it."""
    return f"✗ {verdict}" if verdict is not None else "✓ Enter places a reporter"


def replay_headline(replay: Replay) -> Text:
    """The banner while reporters' activations are replayed: the step shown and how to skip
    the rest."""
    done = sum(1 for step in replay.steps[: replay.shown] if step.stop)
    total = sum(1 for step in replay.steps if step.stop)
    hint = Text("▶ Reporters activate: ", style="bold")
    hint.append(f"step {done} of {total}", style="bold reverse")
    hint.append(" · s skips")
    return hint


def paper_title(player: dict[str, Any], pages: list[dict[str, Any]], number: int) -> Text:
    """The line over the newspaper: whose, which page, its size, what it needs and marks."""
    spec = pages[number - 1]
    title = Text()
    title.append(f"{player['name']}'s {player['newspaper']}", style="bold")
    title.append(f" · {spec['name']} ({number}/{len(pages)}) {spec['width']}x{spec['height']}")
    if player["pressed"][number - 1]:
        title.append(" · gone to press (locked)", style="bold")
    if spec.get("required"):
        title.append(" · needs stories of size " + ", ".join(str(s) for s in spec["required"]))
    marks = []
    if spec.get("headline"):
        marks.append("─ headline squares")
    if spec.get("column"):
        marks.append("│ column squares")
    if marks:
        title.append("\n" + " · ".join(marks), style="dim")
    return title


__all__ = ["Entry", "ExtraPages", "Placing", "paper_title"]
