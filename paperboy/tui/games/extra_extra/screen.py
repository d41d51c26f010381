"""The Extra! Extra! game screen: the board, newspapers on the grid, desks and placement.

Two pages share the board area: ``b`` the game board (Sources, Operations and Editor's
Desk with reporters, fees and the activation order; the Newsdesk, Morgue, Newswire and
tiles; the players; the activation steps of the round) and ``n`` a newspaper on the grid
widget beside its owner's desk (money, reporters, cuttings, copy desk, and the hand for
the seat at the keyboard only). ``v`` shows the next player's newspaper, ``[``/``]`` turn
its pages.

Reporters are placed on the board itself (:class:`spaces.SpaceBoard`): a cursor walks the
spaces (arrows/hjkl), ``+``/``-`` raise or lower the fee (bidding), and the space under the
cursor shows the engine's verdict (``Session.verdict``) before Enter commits anything.
Every other decision is made on the choice cells above the boards
(:class:`choices.ChoiceBoard`): one cell per thing to choose, ``t`` for the next way to make
it, Space to tick cards of the hand to sell or discard, Enter to play, the verdict on the
line above the cells. The shared moves list stays as a second way (Tab reaches it), one
line per space, where ``+``/``-`` change the fee of the highlighted line; once the player
moves a board cursor it keeps to the moves of the space or cell under it (Esc: all). A move that
puts a tile at a position (claiming a story or a classifieds tile, taking an ad,
typesetting) is listed once; choosing it opens the newspaper with a ghost of the tile at
the grid cursor. The engine's own check says whether the tile may lie there (✓/✗ and its
reason, live); ``r`` turns ads and typeset stories, Enter places, Esc goes back to the
list. Sales and discards can also be chosen card by card in a picker. Under the move
input the highlighted move is shown as text, so typed moves (``:``) are easy to learn.

When one move makes several reporters activate (the engine resolves them at once), the
screen replays the run on the board as it stood: the active space is marked ▶, earlier
ones ✓, one step every ``STEP_DELAY`` seconds, each step written to the log (``s`` skips).
The turn flow waits for the replay. Everything shown comes from ``state.view(seat)``.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any, ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.widgets import ContentSwitcher, OptionList, RichLog, Static
from textual.widgets.option_list import Option

from ....engine import Action, PaperboyError
from ....engine.text import clean_text
from ....games.extra_extra.actions import (
    ClaimClassified,
    ClaimColumn,
    ClaimHeadline,
    ClaimStory,
    Discard,
    Interview,
    LateBreaking,
    MoveTile,
    Pass,
    Place,
    PlayStringer,
    Sell,
    TakeAd,
    TakeCuttings,
    TakeNewswire,
)
from ...screens.game import MAX_LISTED, GameScreen
from .choices import Choice, ChoiceBoard, ChoiceRow, choice_key, choice_label
from .paper import ExtraGrid, ghost_tile, page_model
from .picker import CardPicker
from .render import (
    activation_steps,
    card_label,
    card_short,
    cards_label,
    data,
    desk_panel,
    market,
    pending_banner,
    players_table,
    summary_line,
    tile_name,
)
from .replay import Replay, plan
from .spaces import SpaceBoard

STEP_DELAY = 0.35
"""Seconds each activation step stays highlighted while a run of activations is replayed."""

PAGES = ("board", "paper")
PAGE_TITLES = {"board": "Board (b)", "paper": "Newspaper (n)"}
CATEGORY_NAMES = {
    "stories": "stories",
    "headline": "headline",
    "column": "column",
    "classifieds": "classifieds",
    "interviews": "interviews",
    "extra": "Extra! Extra!",
    "speciality": "speciality",
    "gone_to_press": "Gone to Press",
    "copy_editor": "Copy Editor",
}
"""Readable names of the engine's score categories."""


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


def placement_key(action: Action) -> tuple[Any, ...] | None:
    """What a placement move is apart from where the tile goes (None for other moves)."""
    if isinstance(action, ClaimStory):
        return (
            "story",
            action.tile,
            action.cards,
            action.copy_cuttings,
            action.photo_cuttings,
            action.extra,
        )
    if isinstance(action, ClaimClassified):
        return ("classified", action.card)
    if isinstance(action, TakeAd):
        return ("ad", action.size)
    if isinstance(action, MoveTile):
        return ("move", action.tile)
    return None


class ExtraExtraScreen(GameScreen):
    """Extra! Extra! at one keyboard, drawn from the view of the seat at the keyboard."""

    CATEGORY_LABELS = CATEGORY_NAMES

    BINDINGS: ClassVar[list[BindingType]] = [
        # the page keys are written on the tabs line (the footer keeps to the decision's keys)
        Binding("b", "page('board')", "Board", id="extra_extra.board", show=False),
        Binding("n", "page('paper')", "Newspaper", id="extra_extra.paper", show=False),
        Binding(
            "v", "next_paper", "Next player's paper", id="extra_extra.next_paper", show=False
        ),
        Binding(
            "left_square_bracket",
            "turn_page(-1)",
            "Previous page",
            id="extra_extra.prev_page",
            show=False,
        ),
        Binding(
            "right_square_bracket",
            "turn_page(1)",
            "Next page",
            id="extra_extra.next_page",
            show=False,
        ),
        Binding("s", "skip_replay", "Skip replay", id="extra_extra.skip_replay"),
        # +/- are written beside the moves list and on the board's verdict line
        Binding(
            "plus,equals_sign", "bid(100)", "Raise fee", id="extra_extra.raise_fee", show=False
        ),
        Binding("minus", "bid(-100)", "Lower fee", id="extra_extra.lower_fee", show=False),
    ]

    DEFAULT_CSS = """
    ExtraExtraScreen #side { width: 38; }
    ExtraExtraScreen #board { width: 1fr; padding: 0 0 0 1; }
    ExtraExtraScreen #ee-head { height: auto; }
    ExtraExtraScreen #ee-tabs { height: auto; }
    ExtraExtraScreen #ee-pages { height: 1fr; }
    ExtraExtraScreen #ee-pages > * { height: 1fr; scrollbar-size-vertical: 1; }
    ExtraExtraScreen #ee-banner { height: auto; color: $warning; }
    ExtraExtraScreen #ee-hint { height: auto; max-height: 3; }
    ExtraExtraScreen #ee-paper-title { height: auto; }
    ExtraExtraScreen #ee-grid-box {
        width: auto; height: 1fr; margin-right: 1; scrollbar-size-vertical: 1;
    }
    ExtraExtraScreen #ee-desk-box { width: 1fr; height: 1fr; scrollbar-size-vertical: 1; }
    ExtraExtraScreen #ee-desk { height: auto; }
    ExtraExtraScreen #ee-choices { margin-bottom: 1; }
    ExtraExtraScreen #ee-paper-row { height: 1fr; }
    ExtraExtraScreen.-short #log { height: 4; }
    ExtraExtraScreen.-narrow #side { width: 34; }
    """

    HORIZONTAL_BREAKPOINTS = [(0, "-narrow"), (96, "-wide")]  # noqa: RUF012 (Textual's own attribute)
    VERTICAL_BREAKPOINTS = [(0, "-short"), (30, "-tall")]  # noqa: RUF012

    def __init__(self, session: Any) -> None:
        super().__init__(session)
        self._view: dict[str, Any] | None = None
        self._drawn: dict[str, Any] = {}
        self._entries: list[Entry] = []  # the moves list as shown (filtered)
        self._all_entries: list[Entry] = []  # every legal move, grouped as listed
        self._decision: Any = None  # the legal moves the cells below were made for
        self._ways: dict[str, int] = {}  # per choice cell: which way to make it (t)
        self._ticked: set[int] = set()  # cards of the hand ticked to sell or discard
        self._auto_page = False  # the screen (not the player) opened the paper page
        self.selected: str | None = None
        """The choice (:func:`choice_key`) the board's cursor selects: the moves list keeps
        to its moves until Esc drops the selection."""
        self._placing: Placing | None = None
        start = getattr(session, "extra_extra_page", "board")
        self.page = start if start in PAGES else "board"
        self._fee_space: str | None = None  # the space the placing fee belongs to
        self._fee = 0
        self.shown_seat: int | None = None  # whose newspaper the paper page shows
        self.paper_page = 1
        self._last_seat: int | None = None
        self._replay: Replay | None = None
        self._replay_timer: Any = None
        self._advance_waiting = False

    # --- layout -----------------------------------------------------------------
    def compose_board(self) -> ComposeResult:
        with Vertical(id="board"):
            with Vertical(id="ee-head"):
                yield Static(id="ee-tabs")
                yield Static(id="ee-banner")
            with ContentSwitcher(initial=f"page-{self.page}", id="ee-pages"):
                with VerticalScroll(id="page-board"):
                    yield ChoiceBoard(id="ee-choices")
                    yield SpaceBoard(id="ee-areas")
                    yield Static(id="ee-market")
                    yield Static(id="ee-players")
                    yield Static(id="ee-steps")
                with Vertical(id="page-paper"):
                    yield Static(id="ee-paper-title")
                    with Horizontal(id="ee-paper-row"):
                        # the grid scrolls on its own: the cursor stays in sight on short screens
                        with VerticalScroll(id="ee-grid-box"):
                            grid = ExtraGrid(id="ee-grid")
                            grid.disabled_actions = {
                                "place_face_down",
                                "pick_up",
                                "place",
                                "rotate",
                            }
                            yield grid
                        with VerticalScroll(id="ee-desk-box"):
                            yield Static(id="ee-desk")

    def on_mount(self) -> None:
        # under the move input: the highlighted move as text, which teaches the typed syntax
        self.query_one("#side").mount(Static("", id="ee-hint"), after="#command")
        super().on_mount()

    @property
    def grid(self) -> ExtraGrid:
        return self.query_one("#ee-grid", ExtraGrid)

    @property
    def entries(self) -> tuple[Entry, ...]:
        """The moves list as shown (after the board's selection filters it), in order."""
        return tuple(self._entries)

    @property
    def placing(self) -> Placing | None:
        """The tile being placed on the paper by cursor (its ghost shows), or None."""
        return self._placing

    @property
    def activation_replay(self) -> Replay | None:
        """The reporters' activation being shown step by step, or None."""
        return self._replay

    def show_next_replay_step(self) -> None:
        """Show the activation's next step now rather than when its pause ends."""
        if self._replay_timer is not None:
            self._replay_timer.stop()
        self._replay_step()

    def status_text(self) -> str:
        """The game's own status line: it already names who acts (no "to act" suffix, so
        the line is whole at 80 columns)."""
        line = clean_text(self.session.state.status_line())
        return line or super().status_text()

    # --- drawing ------------------------------------------------------------------
    def refresh_board(self, view: dict[str, Any], seat: int | None) -> None:
        self._view = view
        if self._placing is not None and seat not in self.session.human_to_act():
            self._stop_placing()
        if (
            self.shown_seat is None
            or self.shown_seat >= len(view["players"])
            or seat != self._last_seat
        ):
            # a new player at the keyboard starts on their own newspaper
            self.shown_seat = seat if seat is not None else 0
            self.paper_page = 1
        self._last_seat = seat
        self._draw_head()
        self._draw_page(self.page)
        self.call_after_refresh(self._draw_head)  # once laid out: does the page scroll?

    def _put(self, selector: str, key: Any, build: Any) -> None:
        """Update a Static with ``build()`` unless ``key`` (its view data) is what it shows."""
        if self._drawn.get(selector) == key:
            return
        self._drawn[selector] = key
        self.query_one(selector, Static).update(build())

    def _draw_head(self) -> None:
        view = self._view
        if view is None:
            return
        tabs = Text()
        for i, page in enumerate(PAGES):
            if i:
                tabs.append(" │ ", style="dim")
            if page == self.page:
                tabs.append(f"▸{PAGE_TITLES[page]}", style="bold reverse")
            else:
                tabs.append(f" {PAGE_TITLES[page]}")
        tabs.append(" · v next paper", style="dim")
        if self._page_scrolls():
            tabs.append(" · PgUp/PgDn scroll", style="dim")
        tabs.append("\n")  # the seat's summary on its own line: never cut, never split
        tabs.append_text(summary_line(view, self.viewer))
        self._put("#ee-tabs", [tabs.plain, self.viewer], lambda: tabs)
        self.query_one("#ee-banner", Static).display = True
        replay = self._replay
        if replay is not None:
            done = sum(1 for step in replay.steps[: replay.shown] if step.stop)
            total = sum(1 for step in replay.steps if step.stop)
            hint = Text("▶ Reporters activate: ", style="bold")
            hint.append(f"step {done} of {total}", style="bold reverse")
            hint.append(" · s skips")
            self._put("#ee-banner", ["replay", done, total], lambda: hint)
            return
        placing = self._placing
        if placing is not None:
            hint = Text("Placing ", style="bold")
            hint.append(f"{placing.label} side {placing.side}", style="bold reverse")
            hint.append(" · arrows move · Enter places · r turns · [ ] page · Esc back")
            self._put("#ee-banner", ["placing", placing.label, placing.side], lambda: hint)
            return
        banner_key = [view["phase"], view["pending"], view["to_act"], view["over"]]
        banner = pending_banner(view)
        self.query_one("#ee-banner", Static).display = bool(banner.plain)
        self._put("#ee-banner", banner_key, lambda: banner)

    def _draw_page(self, page: str) -> None:
        """Redraw the page on screen; parts whose view data did not change stay as they are."""
        view = self._view
        if view is None:
            return
        if page == "board":
            wide = self.size.width >= 96 or self.size.width == 0
            replay = self._replay
            board = self.query_one("#ee-areas", SpaceBoard)
            if replay is not None:
                board.show(replay.view, wide, dict(replay.statuses))
            else:
                board.show(view, wide, placing=self.placing_reporters())
                if board.placing:
                    self._update_space_verdict()
            market_keys = (
                "newsdesk",
                "newswire",
                "morgue",
                "desk",
                "fresh",
                "classified_slots",
                "ads_supply",
                "column_slot",
                "gone_to_press",
                "extra_tokens",
                "interview_tokens",
                "deck_counts",
            )
            self._put("#ee-market", [view[k] for k in market_keys], lambda: market(view))
            self._put(
                "#ee-players",
                [
                    [{k: v for k, v in p.items() if k != "tiles"} for p in view["players"]],
                    view["start_player"],
                ],
                lambda: players_table(view),
            )
            events = self.session.events
            if replay is not None:
                # only the steps replayed so far
                events = events[: len(events) - (len(replay.steps) - replay.shown)]
            self._put(
                "#ee-steps", [len(events), view["round"]], lambda: activation_steps(events) or ""
            )
        else:
            self._draw_paper()

    def _draw_paper(self) -> None:
        view = self._view
        if view is None:
            return
        seat = self.shown_seat if self.shown_seat is not None else 0
        player = view["players"][seat]
        pages = view["pages"]
        self.paper_page = max(1, min(self.paper_page, len(pages)))
        spec = pages[self.paper_page - 1]
        title = Text()
        title.append(f"{player['name']}'s {player['newspaper']}", style="bold")
        title.append(
            f" · {spec['name']} ({self.paper_page}/{len(pages)}) {spec['width']}x{spec['height']}"
        )
        if player["pressed"][self.paper_page - 1]:
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
        self.query_one("#ee-paper-title", Static).update(title)
        tiles = player["tiles"]
        if self._placing is not None and isinstance(self._placing.template, MoveTile):
            # the tile being typeset is drawn only as the ghost
            moving = self._placing.template.tile
            tiles = [t for t in tiles if t["id"] != moving]
        model = page_model(spec, tiles, self.paper_page)
        if self.grid.model != model:
            self.grid.set_model(model)
        self._put("#ee-desk", [player, seat, view["you"]], lambda: desk_panel(view, seat))

    def on_resize(self) -> None:
        if self._view is not None and self.page == "board":
            self._draw_page("board")
        self.call_after_refresh(self._draw_head)

    def _page_scrolls(self) -> bool:
        """True when the page shown is taller than its place (the tabs line then says so)."""
        if not self.is_mounted:
            return False
        box = "#page-board" if self.page == "board" else "#ee-grid-box"
        return self.query_one(box, VerticalScroll).max_scroll_y > 0

    # --- activation, step by step ------------------------------------------------------
    def log_events(self, events: list[Any]) -> None:
        """Log the events; a run of reporter activations is shown one step at a time."""
        if self._replay is not None:
            self.action_skip_replay()
        replay = plan(self._view, events) if STEP_DELAY > 0 else None
        if replay is None:
            super().log_events(events)
            return
        self._replay = replay
        self.query_one("#moves", OptionList).disabled = True
        choices = self.query_one("#ee-choices", ChoiceBoard)
        if choices.has_focus:
            self.query_one("#page-board", VerticalScroll).focus()
        choices.display = False  # the next decision's cells come after the replay
        self._park_focus()
        self.refresh_bindings()
        if self.page != "board":
            self.action_page("board")
        self._replay_step()

    def _replay_step(self) -> None:
        """Log events up to the next activation, highlight its space and wait a moment."""
        self._replay_timer = None
        replay = self._replay
        if replay is None:
            return
        log = self.query_one("#log", RichLog)
        while replay.shown < len(replay.steps):
            step = replay.steps[replay.shown]
            replay.shown += 1
            log.write(step.text)
            if step.stop:
                replay.status_at(step.entry)
                self._draw_head()
                self._draw_page(self.page)
                self._replay_timer = self.set_timer(STEP_DELAY, self._replay_step)
                return
        self._end_replay()

    def _end_replay(self) -> None:
        self._replay = None
        if self._replay_timer is not None:
            self._replay_timer.stop()
            self._replay_timer = None
        self._drawn.pop("#ee-areas", None)
        self._drawn.pop("#ee-banner", None)
        self.refresh_bindings()
        if self._advance_waiting:
            self._advance_waiting = False
            super().advance()
        elif self._view is not None:
            self._draw_head()
            self._draw_page(self.page)

    def advance(self) -> None:
        """The shared turn flow, held back until a replayed activation has been shown."""
        if self._replay is not None:
            self._advance_waiting = True
            self.refresh_bindings()
            return
        super().advance()

    def action_skip_replay(self) -> None:
        """Show the rest of the activation at once."""
        replay = self._replay
        if replay is None:
            return
        log = self.query_one("#log", RichLog)
        for step in replay.steps[replay.shown :]:
            log.write(step.text)
        replay.shown = len(replay.steps)
        self._end_replay()

    def action_undo(self) -> None:
        """Undo (a tile being placed is dropped first: its move may no longer be legal)."""
        if self._placing is not None:
            self._stop_placing()
            self.query_one("#moves", OptionList).focus()
        super().action_undo()

    def act(self, action: Action) -> bool:
        if self._replay is not None:
            self.action_skip_replay()
        return super().act(action)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Skip only while a replay runs; no undo in the middle of one."""
        if action == "skip_replay":
            return self._replay is not None
        if action == "undo" and self._replay is not None:
            return False
        if action == "bid":
            return (
                self.viewer is not None
                and self._view is not None
                and self._view.get("phase") == "place"
            )
        return super().check_action(action, parameters)

    # --- keys ---------------------------------------------------------------------
    def action_page(self, page: str) -> None:
        """Show the game board or a newspaper."""
        if page not in PAGES or (self._placing is not None and page != "paper"):
            return
        self.page = page
        if page == "board":
            self._auto_page = False
        self.query_one("#ee-pages", ContentSwitcher).current = f"page-{page}"
        self._draw_head()
        self._draw_page(page)
        self.call_after_refresh(self._draw_head)
        # the keys go where the decision can be made on this page
        choices = self.query_one("#ee-choices", ChoiceBoard)
        board = self.query_one("#ee-areas", SpaceBoard)
        moves = self.query_one("#moves", OptionList)
        focused = self.focused
        if page == "board" and (focused is None or focused is moves):
            if choices.display and choices.rows:
                choices.focus()
            elif board.placing:
                board.focus()
        elif page == "paper" and self._placing is None and focused in (choices, board):
            if not moves.disabled:
                moves.focus()

    def action_next_paper(self) -> None:
        """Show the next player's newspaper (hands of other players stay hidden)."""
        if self._view is None or self._placing is not None:
            return
        count = len(self._view["players"])
        self.shown_seat = ((self.shown_seat or 0) + 1) % count
        self.paper_page = 1
        self.action_page("paper")

    def action_turn_page(self, step: int) -> None:
        """Turn to the previous or next page of the newspaper shown."""
        if self._view is None:
            return
        count = len(self._view["pages"])
        self.paper_page = (self.paper_page - 1 + step) % count + 1
        if self.page != "paper":
            self.action_page("paper")
        else:
            self._draw_paper()
        self._update_ghost()

    def step_back(self) -> bool:
        """Esc: leave the move input first, then cancel a placement being steered (a fee
        raised on the board goes back to the lowest one)."""
        if super().step_back():
            return True
        board = self.query_one("#ee-areas", SpaceBoard)
        if board.placing and board.space is not None and self._fee != self._lowest_fee(board.space):
            self._fee = self._lowest_fee(board.space)
            self._update_space_verdict()
            self.query_one("#error", Static).update("Fee back to the lowest.")
            return True
        if self._placing is not None:
            self._stop_placing()
            self.query_one("#error", Static).update("Placement cancelled.")
            self._draw_paper()
            self._focus_decision()
            return True
        if self.selected is not None and self.viewer is not None and self._all_entries:
            # the moves list shows every move again
            self.selected = None
            self._fill_list(self.viewer)
            return True
        return False

    # --- moves list -----------------------------------------------------------------
    def refresh_moves(self, seat: int) -> None:
        """The legal moves; a placement move is listed once (its position is chosen on the
        grid). The decision is also set out on the board: reporters on the spaces, every
        other decision in the cells above them (:class:`ChoiceBoard`)."""
        session = self.session
        moves = self.query_one("#moves", OptionList)
        choices = self.query_one("#ee-choices", ChoiceBoard)
        if seat not in session.human_to_act():
            self._entries, self._all_entries, self._decision = [], [], None
            self.selected = None
            choices.display = False
            super().refresh_moves(seat)
            self._park_focus()
            return
        legal = session.state.legal_actions(seat)
        decision = (seat, legal)
        new = decision != self._decision
        if new:
            # a new decision: no ticked card, first ways, the whole list
            self._decision = decision
            self._ways, self._ticked, self.selected = {}, set(), None
        self._all_entries = self._group_entries(legal)
        moves.disabled = False
        if self.placing_reporters():
            choices.display = False
            board = self.query_one("#ee-areas", SpaceBoard)
            if new and self._auto_page and self._placing is None:
                self.action_page("board")  # back from the paper the screen opened
            if self.page == "board":
                # reporters are placed on the board; the list keeps to its cursor's space
                self._draw_page("board")
                board.focus()
            self._fill_list(seat)
            if self.page != "board":
                moves.focus()
            return
        self._draw_choices(seat)
        choices.display = bool(choices.rows)
        self._fill_list(seat)
        if self._placing is None:
            if new and self._auto_page and self.page != "board":
                self.action_page("board")  # back from the paper the screen opened
            if choices.rows and self.page == "board":
                choices.focus()
                self._update_choice_verdict()
            else:
                moves.focus()

    def _group_entries(self, legal: list[Action]) -> list[Entry]:
        """The moves list's lines: one per space for reporters (lowest fee), one per
        placement (its position comes from the grid), card pickers for sales and discards."""
        entries: list[Entry] = []
        groups: dict[tuple[Any, ...], dict[str, Any]] = {}
        order: list[Any] = []
        spaces_listed: set[str] = set()
        for action in legal:
            if isinstance(action, Place):
                # one line per space at its lowest fee; + and - bid higher
                if action.space in spaces_listed:
                    continue
                spaces_listed.add(action.space)
            key = placement_key(action)
            if key is None:
                order.append(action)
                continue
            if key not in groups:
                groups[key] = {"desk": None, "paper": []}
                order.append(key)
            if getattr(action, "page", 0) == 0:
                groups[key]["desk"] = action
            else:
                groups[key]["paper"].append(action)
        for item in order:
            if isinstance(item, Action):
                entries.append(Entry(self.describe(item), item))
                continue
            group = groups[item]
            first = (
                group["paper"][0] if group["paper"] else dataclasses.replace(group["desk"], page=1)
            )
            entries.append(Entry(self.describe_placement(first), first, place=True))
            if group["desk"] is not None:
                entries.append(Entry(self.describe(group["desk"]), group["desk"]))
        if any(isinstance(a, Sell) for a in legal):
            entries.append(Entry("Choose cards to sell…", Sell(()), pick="sell"))
        discards = [a for a in legal if isinstance(a, Discard)]
        if discards:
            entries.append(Entry("Choose cards to discard…", discards[0], pick="discard"))
        return entries

    def _fill_list(self, seat: int) -> None:
        """Show in the moves list the moves of the selected choice (all with none)."""
        chosen = [
            e for e in self._all_entries if self.selected and choice_key(e.action) == self.selected
        ]
        entries = (chosen or self._all_entries)[:MAX_LISTED]
        label = self.query_one("#seat", Static)
        hint = " (+/- fee)" if self._view is not None and self._view.get("phase") == "place" else ""
        narrowed = " (this choice; Esc: all)" if chosen and chosen != self._all_entries else ""
        label.update(f"{self.session.seats[seat].name}, your move{hint}{narrowed}:")
        moves = self.query_one("#moves", OptionList)
        way = self._ways.get(self.selected or "", 0)
        highlight = way % len(entries) if chosen and entries else 0
        if entries != self._entries or moves.option_count != len(entries):
            self._entries = list(entries)
            self._listed = [e.action for e in entries]
            moves.clear_options()
            moves.add_options([Option(e.label, id=str(i)) for i, e in enumerate(entries)])
        moves.highlighted = highlight if entries else None

    # --- every other decision by cursor: the choice cells ----------------------------
    def _ways_of(self, key: str) -> list[Entry]:
        """The ways to make the choice ``key`` (the cards paid, which Stringer ...)."""
        return [e for e in self._all_entries if choice_key(e.action) == key]

    def _card_move(self) -> type[Sell] | type[Discard] | None:
        """Which move ticking cards makes now (selling or discarding), if any."""
        for entry in self._all_entries:
            if isinstance(entry.action, Sell | Discard):
                return type(entry.action)
        return None

    def _draw_choices(self, seat: int) -> None:
        """Give the choice board its cells: the hand (when cards are sold or discarded),
        then one cell per choice, in rows that fit the board's width."""
        choices = self.query_one("#ee-choices", ChoiceBoard)
        view = self._view or {}
        width = max(24, (choices.size.width or self.size.width - 40 or 44))
        rows: list[ChoiceRow] = []

        def add_rows(title: str, cells: list[Choice], hand: bool = False) -> None:
            lines: list[list[Choice]] = [[]]
            used = 8  # the row title's column
            for cell in cells:
                size = len(cell.mark + cell.label) + 2
                if lines[-1] and used + size > width:
                    lines.append([])
                    used = 8
                lines[-1].append(cell)
                used += size
            for n, line in enumerate(lines):
                if line:
                    rows.append(ChoiceRow(title if n == 0 else "", tuple(line), hand))

        if self._card_move() is not None:
            hand = view["players"][seat].get("hand") or [] if view else []
            add_rows(
                "Hand",
                [
                    Choice(f"card:{i}", card_short(c).plain, "✓" if i in self._ticked else " ")
                    for i, c in enumerate(hand)
                ],
                hand=True,
            )
        cells: list[Choice] = []
        seen: set[str] = set()
        for entry in self._all_entries:
            key = choice_key(entry.action)
            if key in seen or key in ("sell", "discard") or key.startswith("place:"):
                continue
            seen.add(key)
            cells.append(
                Choice(key, choice_label(entry.action, self._pass_label()), ways=len(self._ways_of(key)))
            )
        add_rows("Choose", cells)
        choices.set_rows(tuple(rows))

    def _pass_label(self) -> str:
        view = self._view or {}
        pend = view.get("pending") or {}
        if view.get("phase") == "stringers":
            return "Keep Stringers"
        if pend.get("kind") == "typesetting":
            return "Done"
        return "Pass"

    def _choice_move(self, key: str) -> tuple[Entry | None, int, int]:
        """The move the cell ``key`` makes now, its way's number and how many ways."""
        ways = self._ways_of(key)
        if not ways:
            return None, 0, 0
        way = self._ways.get(key, 0) % len(ways)
        return ways[way], way, len(ways)

    def _ticked_move(self, seat: int) -> Action | None:
        """The sale or discard of the ticked cards (in hand order)."""
        kind = self._card_move()
        view = self._view or {}
        if kind is None or not view:
            return None
        hand = view["players"][seat].get("hand") or []
        return kind(tuple(c for i, c in enumerate(hand) if i in self._ticked))

    def _update_choice_verdict(self) -> None:
        """Say above the cells what the choice under the cursor does, or the engine's reason."""
        choices = self.query_one("#ee-choices", ChoiceBoard)
        seat, key = self.viewer, choices.key
        if seat is None or key is None:
            choices.set_verdict(Text())
            return
        line = Text("▸ ", style="bold")
        error = self.query_one("#error", Static)
        hint = self.query_one("#ee-hint", Static)
        if key.startswith("card:"):
            view = self._view or {}
            hand = view["players"][seat].get("hand") or []
            index = int(key.split(":")[1])
            if 0 <= index < len(hand):
                line.append(card_label(hand[index]), style="bold reverse")
            action = self._ticked_move(seat)
            if action is None:
                choices.set_verdict(line)
                return
            verdict = self.session.verdict(seat, action)
            said = self.describe(action)
            line.append(" · Space ticks · ")
            if verdict is None:
                line.append("✓ ", style="bold")
                line.append(f"Enter: {said}")
                error.update(f"✓ Enter: {said}")
            else:
                line.append(f"✗ {verdict}")
                error.update(f"✗ {verdict}")
            hint.update(Text(f"as text: {action.format()}", style="dim"))
            choices.set_verdict(line)
            return
        entry, way, count = self._choice_move(key)
        if entry is None:
            choices.set_verdict(line)
            return
        verdict = self.session.verdict(seat, entry.action)
        line.append(entry.label, style="bold reverse")
        if count > 1:
            line.append(f" · way {way + 1} of {count} (t: next)")
        if verdict is None:
            line.append(" ✓ ", style="bold")
            line.append("Enter, then place it on the paper" if entry.place else "Enter")
            error.update("✓ " + ("Enter opens the paper" if entry.place else "Enter plays it"))
        else:
            line.append(f" ✗ {verdict}")
            error.update(f"✗ {verdict}")
        text = entry.action.format() + ("  (page row col from the grid)" if entry.place else "")
        hint.update(Text(f"as text: {text}", style="dim"))
        choices.set_verdict(line)

    def on_choice_board_moved(self, event: ChoiceBoard.Moved) -> None:
        event.stop()
        key = event.board.key
        if key is None:
            return
        selected = key
        if key.startswith("card:"):  # a card of the hand selects the sale or discard
            selected = "sell" if self._card_move() is Sell else "discard"
        if selected != self.selected and self.viewer is not None:
            self.selected = selected
            self._fill_list(self.viewer)
        self._update_choice_verdict()

    def on_choice_board_ticked(self, event: ChoiceBoard.Ticked) -> None:
        event.stop()
        index = int(event.key.split(":")[1])
        self._ticked ^= {index}
        if self.viewer is not None:
            self._draw_choices(self.viewer)
        self._update_choice_verdict()

    def on_choice_board_next_way(self, event: ChoiceBoard.NextWay) -> None:
        event.stop()
        if event.key.startswith("card:"):
            return
        self._ways[event.key] = self._ways.get(event.key, 0) + 1
        if self.viewer is not None:
            self._fill_list(self.viewer)
        self._update_choice_verdict()

    def _decision_is_current(self) -> bool:
        """True when the choice cells were made for the decision the game waits for now."""
        seat = self.viewer
        return (
            seat is not None
            and self._replay is None
            and seat in self.session.human_to_act()
            and self._decision == (seat, self.session.state.legal_actions(seat))
        )

    def on_choice_board_chosen(self, event: ChoiceBoard.Chosen) -> None:
        event.stop()
        seat = self.viewer
        if seat is None or not self._decision_is_current():
            return
        if event.key.startswith("card:"):
            action = self._ticked_move(seat)
            if action is None:
                return
            reason = self.session.verdict(seat, action)
            if reason is not None:
                self.query_one("#error", Static).update(f"✗ {reason}")
                self.app.bell()
                return
            self.act(action)
            return
        entry, _way, _count = self._choice_move(event.key)
        if entry is None:
            return
        if entry.place:
            self.start_placing(entry.action)
        else:
            self.act(entry.action)

    def _focus_decision(self) -> None:
        """Back to where the decision is made: the choice cells, else the moves list."""
        choices = self.query_one("#ee-choices", ChoiceBoard)
        if choices.display and choices.rows:
            if self.page != "board":
                self.action_page("board")
            choices.focus()
            self._update_choice_verdict()
        else:
            self.query_one("#moves", OptionList).focus()

    def action_bid(self, step: int) -> None:
        """Raise or lower the fee by $100 (bidding): on the board under its cursor, else of
        the highlighted reporter placement in the list."""
        board = self.query_one("#ee-areas", SpaceBoard)
        if self.focused is board and board.placing:
            self._fee = max(0, self._fee + step)
            self._update_space_verdict()
            return
        moves = self.query_one("#moves", OptionList)
        index = moves.highlighted
        if index is None or not 0 <= index < len(self._entries):
            return
        entry = self._entries[index]
        action = entry.action
        error = self.query_one("#error", Static)
        if not isinstance(action, Place):
            error.update("+ and - change the fee of a highlighted reporter placement")
            return
        bid = dataclasses.replace(action, fee=action.fee + step)
        reason = self.check_candidate(bid)
        if reason is not None:
            error.update(f"✗ {reason}")
            return
        error.update("")
        self._entries[index] = Entry(self.describe(bid), bid)
        self._listed[index] = bid
        moves.replace_option_prompt_at_index(index, self._entries[index].label)

    def _park_focus(self) -> None:
        """While nobody here may move, keep the focus off the move input so the page keys work."""
        focused = self.focused
        if focused is None or focused.id in ("command", "moves"):
            target = "#page-board" if self.page == "board" else "#ee-desk-box"
            self.query_one(target, VerticalScroll).focus()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        if event.option_list.id != "moves":
            return
        event.stop()
        event.prevent_default()  # the shared handler would play the listed move as it stands
        index = int(event.option.id or 0)
        if not 0 <= index < len(self._entries):
            return
        entry = self._entries[index]
        if entry.place:
            self.start_placing(entry.action)
        elif entry.pick:
            self.pick_cards(entry.pick)
        else:
            self.act(entry.action)

    def on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        """Show the highlighted move's text form in the move input, to teach the typed syntax."""
        if event.option_list.id != "moves":
            return
        index = int(event.option.id or 0)
        hint = self.query_one("#ee-hint", Static)
        if 0 <= index < len(self._entries) and not self._entries[index].pick:
            entry = self._entries[index]
            text = entry.action.format()
            if entry.place:
                text += "  (page row col from the grid)"
            hint.update(Text(f"as text: {text}", style="dim"))
        else:
            hint.update("")

    def pick_cards(self, purpose: str) -> None:
        """Open the card picker to sell or discard exactly the cards the player ticks."""
        view, seat = self._view, self.viewer
        if view is None or seat is None:
            return
        hand = view["players"][seat].get("hand") or []
        if purpose == "sell":
            cards = [(c, card_label(c)) for c in hand if data().cards[c].sellable]
            most = 6 if view["phase"] == "sell" else 3
            title = f"Sell up to {most} cards for $100 each"

            def make(chosen: tuple[str, ...]) -> Action:
                return Sell(chosen)
        else:
            cards = [(c, card_label(c)) for c in hand]
            excess = len(hand) - int(data().start["hand_limit"])
            title = f"Discard {excess} card(s) down to the hand limit"

            def make(chosen: tuple[str, ...]) -> Action:
                return Discard(chosen)

        def done(chosen: tuple[str, ...] | None) -> None:
            if chosen is not None:
                self.act(make(chosen))

        self.app.push_screen(
            CardPicker(title, cards, lambda chosen: self.check_candidate(make(chosen))), done
        )

    # --- placing tiles on the grid ----------------------------------------------------
    def start_placing(self, first: Action) -> None:
        """Open the newspaper with a ghost of the tile at ``first``'s position."""
        seat = self.viewer
        if seat is None:
            return
        side = getattr(first, "side", "A")
        self._placing = Placing(first, side, self._ghost_label(first))
        self.shown_seat = seat
        self.paper_page = max(1, int(getattr(first, "page", 1)))
        self.action_page("paper")
        self._auto_page = True  # the next decision goes back to the board
        grid = self.grid
        grid.disabled_actions = {"place_face_down", "pick_up"}
        grid.cursor = (int(getattr(first, "row", 0)), int(getattr(first, "col", 0)))
        self._update_ghost()
        grid.focus()

    def _stop_placing(self) -> None:
        self._placing = None
        grid = self.grid
        grid.ghost = None
        grid.disabled_actions = {"place_face_down", "pick_up", "place", "rotate"}
        self._draw_head()
        if self.page == "paper":
            self._draw_paper()  # a tile being typeset shows in its old place again

    def candidate(self, row: int, col: int) -> Action | None:
        """The placement move with the tile's top-left square at (row, col) of the page shown."""
        placing = self._placing
        if placing is None:
            return None
        changes: dict[str, Any] = {"page": self.paper_page, "row": row, "col": col}
        if isinstance(placing.template, TakeAd | MoveTile):
            changes["side"] = placing.side
        return dataclasses.replace(placing.template, **changes)

    def _shape(self) -> tuple[int, int]:
        placing = self._placing
        assert placing is not None
        action = placing.template
        if isinstance(action, ClaimStory):
            return data().stories[action.tile].shape("A")
        if isinstance(action, TakeAd):
            return (action.size, 1) if placing.side == "A" else (1, action.size)
        if isinstance(action, MoveTile) and action.tile in data().stories:
            return data().stories[action.tile].shape(placing.side)
        return 1, 1

    def _ghost_label(self, action: Action) -> str:
        if isinstance(action, ClaimStory | MoveTile) and action.tile in data().stories:
            return action.tile
        if isinstance(action, TakeAd):
            return f"AD{action.size}"
        if isinstance(action, MoveTile):
            return "#"
        return "#" + {"crossword": "XW", "cartoon": "CT", "radio": "RA"}.get(
            getattr(data().cards.get(getattr(action, "card", "")), "ctype", ""), ""
        )

    def check_candidate(self, action: Action) -> str | None:
        """The engine's reason to refuse the placement, or None when it is legal (no mutation)."""
        seat = self.viewer
        if seat is None:
            return "Nobody is at the keyboard"
        try:
            self.session.state.check(seat, action)
        except PaperboyError as exc:
            return str(exc)
        return None

    def _update_ghost(self) -> None:
        placing = self._placing
        if placing is None or self.page != "paper":
            return
        grid = self.grid
        width, height = self._shape()
        grid.ghost = ghost_tile(width, height, f"{placing.label} {placing.side}")
        row, col = grid.cursor
        action = self.candidate(row, col)
        reason = self.check_candidate(action) if action is not None else "Nothing to place"
        grid.ghost_ok = reason is None
        self._draw_head()
        error = self.query_one("#error", Static)
        if action is not None:
            # the typed form of the move under the ghost, with the grid's own numbering
            hint = self.query_one("#ee-hint", Static)
            hint.update(Text(f"as text: {action.format()}", style="dim"))
        if reason is None:
            error.update(f"✓ fits at row {row + 1}, col {col + 1}: Enter")
        else:
            error.update(f"✗ {reason}")

    # --- placing reporters on the board -------------------------------------------------
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

    def _lowest_fee(self, space: str) -> int:
        """The lowest fee the legal moves offer on ``space`` (0 when none is legal)."""
        seat = self.viewer
        if seat is None:
            return 0
        fees = [
            a.fee
            for a in self.session.state.legal_actions(seat)
            if isinstance(a, Place) and a.space == space
        ]
        return min(fees, default=0)

    def _update_space_verdict(self) -> None:
        """Show on the board what placing under the cursor would do, or the engine's reason."""
        board = self.query_one("#ee-areas", SpaceBoard)
        space, seat = board.space, self.viewer
        if space is None or seat is None or not board.placing:
            return
        if space != self._fee_space:
            self._fee_space = space
            self._fee = self._lowest_fee(space)
        action = Place(space, self._fee)
        verdict = self.session.verdict(seat, action)
        said = self.describe(action)
        gain = said.split(": ", 1)[1] if ": " in said else ""  # the label is on the board
        board.set_verdict(space, self._fee, verdict, gain)
        # the same verdict under the move input, in view on the smallest screens
        error = self.query_one("#error", Static)
        error.update(f"✗ {verdict}" if verdict is not None else "✓ Enter places a reporter")
        self.query_one("#ee-hint", Static).update(Text(f"as text: {action.format()}", style="dim"))
    def on_space_board_cursor_moved(self, event: SpaceBoard.CursorMoved) -> None:
        event.stop()
        self._update_space_verdict()
        board = event.board
        seat = self.viewer
        if (
            event.by_player
            and board.placing
            and board.space is not None
            and seat is not None
            and self._all_entries
        ):
            # the moves list keeps to the space the player moved the cursor to
            if self.selected != f"place:{board.space}":
                self.selected = f"place:{board.space}"
                self._fill_list(seat)

    def on_space_board_place_reporter(self, event: SpaceBoard.PlaceReporter) -> None:
        event.stop()
        seat = self.viewer
        if seat is None or not self.placing_reporters():
            return
        action = Place(event.space, self._fee if event.space == self._fee_space else 0)
        reason = self.session.verdict(seat, action)
        if reason is not None:
            self.query_one("#error", Static).update(f"✗ {reason}")
            self.app.bell()
            return
        self._fee_space = None
        self.act(action)

    def on_newspaper_grid_cursor_moved(self, event: ExtraGrid.CursorMoved) -> None:
        event.stop()
        self._update_ghost()

    def on_newspaper_grid_place(self, event: ExtraGrid.Place) -> None:
        event.stop()
        action = self.candidate(event.row, event.col)
        if action is None:
            self.query_one("#error", Static).update(
                "Nothing to place: choose a move in the list first"
            )
            return
        reason = self.check_candidate(action)
        if reason is not None:
            self.query_one("#error", Static).update(f"✗ {reason}")
            self.app.bell()
            return
        self._stop_placing()
        if not self.act(action):
            return
        if self.page == "paper":
            self._draw_paper()

    def on_newspaper_grid_rotate_requested(self, event: ExtraGrid.RotateRequested) -> None:
        event.stop()
        placing = self._placing
        if placing is None:
            return
        action = placing.template
        turnable = isinstance(action, TakeAd) and action.size > 1
        if isinstance(action, MoveTile) and action.tile in data().stories:
            turnable = data().stories[action.tile].size != 4
        if not turnable:
            why = (
                "A claimed story goes in A side up; Typesetting can turn it later"
                if isinstance(action, ClaimStory)
                else "This tile looks the same either way"
            )
            self.query_one("#error", Static).update(f"✗ {why}")
            return
        placing.side = "B" if placing.side == "A" else "A"
        self._update_ghost()

    # --- labels ---------------------------------------------------------------------
    def describe(self, action: Action) -> str:
        """A player-friendly label for a move (its text form stays typable after ':')."""
        try:
            return self._describe(action)
        except (KeyError, IndexError, TypeError, ValueError, AttributeError):
            return action.format()

    def describe_placement(self, action: Action) -> str:
        """The moves-list label of a move whose position is chosen on the grid."""
        try:
            return self._describe(action, on_grid=True)
        except (KeyError, IndexError, TypeError, ValueError, AttributeError):
            return action.format()

    def _describe(self, action: Action, on_grid: bool = False) -> str:
        view = self._view or {}
        d = data()
        page = int(getattr(action, "page", 1))
        row, col = int(getattr(action, "row", 0)) + 1, int(getattr(action, "col", 0)) + 1
        if on_grid:
            where = "→ paper…"
        elif page == 0:
            where = "→ copy desk"
        else:
            where = f"→ p{page} r{row} c{col}"
        if isinstance(action, Place):
            sp = d.spaces[action.space]
            occ = view.get("board", {}).get(action.space, [])
            fee = f", fee ${action.fee}" if action.fee else ""
            if sp.type == "instant":
                gain = "take a Stringer now" if sp.kind == "hire" else "+$100 now"
                return f"{sp.label}: {gain}"
            if sp.type == "uncontested":
                return f"{sp.label} (uncontested)"
            if occ and occ[0][0] >= 0:
                rival = view["players"][occ[0][0]]["name"].split(" (")[0]
                return f"{sp.label}: displace {rival}, fee ${action.fee}"
            return f"{sp.label}{fee}"
        if isinstance(action, Pass):
            pend = view.get("pending")
            if view.get("phase") == "stringers":
                return "Keep your Stringers (pass)"
            if pend and pend.get("kind") == "typesetting":
                return "Done typesetting (pass)"
            if pend:
                return f"Pass: do nothing on {d.spaces[pend['space']].label}"
            return "Pass"
        if isinstance(action, Sell):
            if not action.cards:
                return "Sell nothing"
            count = len(action.cards)
            return f"Sell {count} for ${100 * count}: {cards_label(action.cards)}"
        if isinstance(action, PlayStringer):
            card = d.cards[action.card]
            city = d.city_names.get(card.city, card.city)
            return f"Stringer: take {card_short(action.card).plain} from {city}"
        if isinstance(action, TakeCuttings):
            return f"Take cuttings: {action.copy} copy ✎, {action.photo} photo ◉"
        if isinstance(action, TakeNewswire):
            return f"Newswire: spend NI, take {' '.join(card_short(c).plain for c in action.cards)}"
        if isinstance(action, ClaimStory):
            tile = d.stories[action.tile]
            pay = [card_short(c).plain for c in action.cards]
            if action.copy_cuttings:
                pay.append(f"{action.copy_cuttings}✎cut")
            if action.photo_cuttings:
                pay.append(f"{action.photo_cuttings}◉cut")
            extra = f" +{card_short(action.extra).plain}" if action.extra else ""
            return f"{action.tile} ({d.story_cp[tile.size]} CP) pay {' '.join(pay)}{extra} {where}"
        if isinstance(action, ClaimHeadline):
            return f"Headline (6 CP) pay {' '.join(card_short(c).plain for c in action.cards)}"
        if isinstance(action, ClaimColumn):
            cut = ""
            if action.copy_cuttings or action.photo_cuttings:
                cut = f" + cuttings ✎{action.copy_cuttings} ◉{action.photo_cuttings}"
            return f"Column (10 CP) pay {' '.join(card_short(c).plain for c in action.cards)}{cut}"
        if isinstance(action, Interview):
            me = view["players"][view["you"]]
            tile = next(t for t in me["tiles"] if t["id"] == action.tile)
            cp = d.story_cp[tile["size"]]
            return f"Interview on {tile_name(tile)} (+{cp} CP), {len(action.cards)} NI cards"
        if isinstance(action, LateBreaking):
            return f"Late-Breaking News: act as {d.spaces[action.space].label}"
        if isinstance(action, ClaimClassified):
            card = d.cards[action.card]
            return f"{card.ctype.title()} classifieds (1 CP) {where}"
        if isinstance(action, TakeAd):
            return f"{action.size}-size ad, +${100 * action.size} {where}"
        if isinstance(action, MoveTile):
            me = view["players"][view["you"]]
            tile = next(t for t in me["tiles"] if t["id"] == action.tile)
            if on_grid:
                return f"Typeset {tile_name(tile)} {where}"
            if action.page == 0:
                return f"Typeset {tile_name(tile)} {where}"
            return f"Typeset {tile_name(tile)} side {action.side} {where}"
        if isinstance(action, Discard):
            return f"Discard {cards_label(action.cards)}"
        return action.format()

    # --- the end ----------------------------------------------------------------------
    def result_lines(self) -> list[str]:
        """Base and bonus Circulation Points per player, money (the tie-breaker), why it ended."""
        result = self.session.state.result()
        base_keys = ("stories", "headline", "column", "classifieds")
        lines = [
            (
                "Base CPs: stories, headline, column, classifieds · "
                "Bonus CPs: interviews, Extra! Extra!, speciality, Gone to Press, unspent Copy Editor"
            )
        ]
        money = result.extra.get("money", [])
        for seat, breakdown in enumerate(result.breakdown):
            base = sum(v for k, v in breakdown.items() if k in base_keys)
            bonus = sum(v for k, v in breakdown.items() if k not in base_keys)
            cash = f", ${money[seat]} left" if seat < len(money) else ""

            def parts(keys: list[str], b: dict[str, int] = breakdown) -> str:
                named = [f"{CATEGORY_NAMES.get(k, k)} {b[k]}" for k in keys if b[k]]
                return f" ({', '.join(named)})" if named else ""

            base_parts = parts([k for k in breakdown if k in base_keys])
            bonus_parts = parts([k for k in breakdown if k not in base_keys])
            name = self.session.seats[seat].name
            lines.append(
                f"  {name}: base {base}{base_parts} + bonus {bonus}{bonus_parts} "
                f"= {result.totals[seat]} CP{cash}"
            )
        lines.append("Ties are broken by money, then shared.")
        ended = result.extra.get("ended_by")
        if ended == "complete":
            lines.append(
                f"The game ended in round {result.extra.get('round')}: a newspaper was complete."
            )
        elif ended == "deadline":
            lines.append(f"The game ended at the round-{result.extra.get('round')} deadline.")
        return lines


__all__ = ["Entry", "ExtraExtraScreen", "Placing", "placement_key"]
