"""Magazine's game screen: central board, tracks, tableaux, reward summaries and score sheet.

Everything drawn here comes from ``state.view(seat)`` for the seat at the keyboard, so
hidden money stays hidden, and from ``legal_actions``/``Session.verdict``. The static
component numbers printed on the physical board (turn-order bonus amounts, the end-of-game
table, the PR prices of drawn tiles) are read from the game's component data, which is
public.

The central board is where you play: :class:`~.board.MagazineBoard` keeps a cursor over
its spaces (turn-order track, topic tiles, each card's ``now`` and ``round`` rewards, then
contract and pass; during a special reward or at the end of a round the choices asked for
come first). The line above the board says what the space under the cursor gives, or the
engine's reason for refusing it (``Session.verdict``); Enter plays it. The moves list
stays as a second way and keeps to the selected space until Esc drops the selection.

Three pages share the board area (:class:`~paperboy.tui.screens.paged.PagedGameScreen`)
and are switched with keys: ``b`` the central board (round track, the board's spaces, a
strip per player), ``p`` the players (reputation track and each tableau), ``r`` the
rewards (round-end reward summaries, the end-of-game table and a projection of the final
score).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, ClassVar

from rich.console import Group, RenderableType
from rich.text import Text
from textual import messages
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical, VerticalScroll
from textual.content import Content
from textual.markup import escape
from textual.widget import Widget
from textual.widgets import OptionList, Static

from ....engine import Action, ActionParseError
from ....engine.text import clean_text
from ....games.magazine.actions import Buy
from ....games.magazine.components import load
from ...screens.game import MAX_LISTED
from ...screens.paged import PagedGameScreen, TabsLine
from ...widgets.drawn_lines import DrawnLines
from ...widgets.option_rows import show_prompts
from ...widgets.page_strip import KeptLines, PageStrip, StripPage
from .board import MagazineBoard, Spot
from .board_page import board_info, legend, pending_banner, players_strip, round_track
from .labels import gain_text, level_counts, move_label, spot_key
from .players_page import reputation_track, tableau
from .rewards_page import end_table_panel, summaries_panel
from .spaces import board_model

#: the view data the line under the round track is drawn from (besides the names)
INFO_KEYS = ("initiative", "hot_topic", "bonus_token", "deck_count", "bag_count", "viewer")



class MagazinePage(KeptLines, StripPage, Vertical):
    """One of the screen's three pages in its strip (the board page also holds the verdict
    line above its scroll, so the line never comes and goes with the page)."""

class MagazineScreen(PagedGameScreen):
    """Magazine at one keyboard: board, tracks and tableaux drawn from the acting seat's view."""

    PAGES = ("board", "players", "rewards")
    PAGE_TITLES: ClassVar[dict[str, str]] = {"board": "Board", "players": "Players", "rewards": "Rewards"}
    PAGE_KEYS: ClassVar[dict[str, str]] = {"board": "b", "players": "p", "rewards": "r"}
    PAGES_ID = "mag-pages"
    TABS_ID = "mag-tabs"
    #: the pages out of view drawn after the repaint that shows a move, so that their keys
    #: only scroll: the Players page's tableaux, drawn by its key after a move, took 18-26 ms
    DRAWN_OUT_OF_VIEW = ("players", "rewards")
    START_PAGE_ATTRIBUTE = "magazine_page"

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("b", "page('board')", "Board", id="magazine.board", show=False),
        Binding("p", "page('players')", "Players", id="magazine.players", show=False),
        Binding("r", "page('rewards')", "Rewards", id="magazine.rewards", show=False),
        Binding("right_square_bracket", "scroll_page(1)", "Scroll board down",
                id="magazine.scroll_down", show=False),
        Binding("left_square_bracket", "scroll_page(-1)", "Scroll board up",
                id="magazine.scroll_up", show=False),
    ]

    # the side panel narrows below 96 columns and the log shrinks below 30 rows
    HORIZONTAL_BREAKPOINTS = [(0, "-narrow"), (96, "-wide")]  # noqa: RUF012
    VERTICAL_BREAKPOINTS = [(0, "-short"), (30, "-tall")]  # noqa: RUF012

    DEFAULT_CSS = """
    MagazineScreen #board { width: 1fr; padding: 0 0 0 1; }
    MagazineScreen #mag-tabs { height: auto; }
    MagazineScreen #mag-verdict { height: 2; }
    MagazineScreen #mag-pages { height: 1fr; }
    MagazineScreen #mag-pages VerticalScroll { height: 1fr; scrollbar-size-vertical: 1; }
    MagazineScreen.-narrow #side { width: 34; }
    MagazineScreen.-short #log { height: 4; }
    MagazineScreen #mag-pending { height: auto; min-height: 1; color: $warning; }
    """

    def __init__(self, session: Any) -> None:
        super().__init__(session)
        self.view: dict[str, Any] | None = None
        self.seat: int | None = None
        # the board space the player moved the cursor to (filters the moves list); Esc clears
        self.selected: str | None = None
        # what the rules give at the last few positions (see :meth:`position`): a key
        # computes the legal moves, their labels and the board's spaces once per position
        self._positions: list[tuple[list[Any], int | None, dict[Any, Any]]] = []

    # --- layout -----------------------------------------------------------------
    def compose_board(self) -> ComposeResult:
        with Vertical(id="board"):
            yield TabsLine(id="mag-tabs")
            # the pages side by side, one in view: a page key scrolls the strip (no layout)
            with PageStrip(current=f"slot-{self.page}", id="mag-pages"):
                with MagazinePage(id="slot-board"):
                    # what the space under the board cursor gives, or why the rules refuse it
                    yield Static(id="mag-verdict", markup=False)
                    # the parts of each page are drawn once per change of their view data
                    with VerticalScroll(id="page-board"):
                        # the pending reward's line (its room held from the start: blank while
                        # nothing waits, so the board never moves down when a reward comes up)
                        # and the info lines keep the most lines they have shown: one that comes
                        # and goes, or grows and shrinks, with a bot's move then lays the screen
                        # out only the first time it is that long
                        yield DrawnLines(id="mag-pending", hold=True)
                        yield DrawnLines(id="mag-tracks")
                        yield DrawnLines(id="mag-info", hold=True)
                        yield MagazineBoard(id="mag-board")
                        yield DrawnLines(id="mag-strip")
                        yield DrawnLines(legend(), id="mag-legend")
                with MagazinePage(id="slot-players"):
                    with VerticalScroll(id="page-players"):
                        yield DrawnLines(id="mag-reputation")
                        yield DrawnLines(id="mag-tableaux")
                with MagazinePage(id="slot-rewards"):
                    with VerticalScroll(id="page-rewards"):
                        yield DrawnLines(id="mag-summaries")
                        yield DrawnLines(id="mag-endtable")

    @property
    def board(self) -> MagazineBoard:
        """The board of spaces (on the board page)."""
        return self.query_one("#mag-board", MagazineBoard)

    def log_events(self, events: list[Any]) -> None:
        # the move shows on the board in the first repaint; its lines in the log (six
        # lines drawn again as the log scrolls, a tenth of a placing Enter) just after it
        self.after_repaint(lambda: super(MagazineScreen, self).log_events(events))

    def refresh_board(self, view: dict[str, Any], seat: int | None) -> None:
        self.view = view
        self.seat = seat
        self.draw_tabs()
        self.draw_page(self.page)
        self.draw_pages_out_of_view()  # after the repaint: their keys then only scroll

    def draw_page(self, page: str) -> None:
        """Redraw one page; parts whose view data did not change are left alone.

        The page on screen is drawn with the move, the others just after its repaint
        (``DRAWN_OUT_OF_VIEW``), and a part is only updated when its slice of the view
        changed, so a move repaints little.
        """
        view, seat = self.view, self.seat
        if view is None:
            return
        players = view["players"]
        if page == "board":
            pending = pending_banner(view)
            self.draw("#mag-pending", pending.plain if pending is not None else "",
                      lambda: pending if pending is not None else "")
            self.draw("#mag-tracks", [view["round"], view["phase"] == "over", view["round_track"]],
                      lambda: round_track(view))
            self.draw("#mag-info", [[view[k] for k in INFO_KEYS], [p["name"] for p in players]],
                      lambda: Group(*board_info(view)))  # wrapped as Rich wraps it
            self.draw_board_spots(view, seat)
            self.draw("#mag-strip", [players, view["viewer"]], lambda: players_strip(view))
        elif page == "players":
            self.draw("#mag-reputation", [[p["pr"] for p in players], view["viewer"]],
                      lambda: reputation_track(view))
            # the viewer's own tableau first: it is the one they act on
            order = sorted(players, key=lambda p: (p["seat"] != seat, p["seat"]))
            self.draw("#mag-tableaux",
                      [players, view["board_cards"], view["round"], view["initiative"],
                       view["hot_topic"], view["viewer"]],
                      lambda: Group(*[tableau(view, p) for p in order]))
        else:
            self.draw("#mag-summaries", [view["summaries"], view["viewer"]],
                      lambda: summaries_panel(view))
            self.draw("#mag-endtable", [players, view["final"], view["viewer"]],
                      lambda: end_table_panel(view))

    def draw(self, selector: str, key: Any, build: Callable[[], RenderableType]) -> None:
        """Draw the part ``selector`` with ``build()`` unless ``key`` (the view data it is
        drawn from) is what it shows; a part out of view just after the repaint
        (``draw_in_view``: the players strip under a tall board)."""
        part = self.query_one(selector, DrawnLines)
        self.draw_in_view(part, lambda: part.show(key, build))

    def show_page(self, page: str) -> None:
        """Switch to ``page``: its parts whose view data changed are drawn and the tabs
        line follows, then the strip of pages scrolls to it (nothing is laid out; last, so
        that nothing looks up a widget's place between the scroll and its repaint)."""
        self.moving_view()
        self.page = page
        self.draw_tabs()
        self.draw_page(page)
        self.query_one("#mag-pages", PageStrip).show(f"slot-{page}")
        self.call_after_refresh(self.draw_tabs)  # once drawn: does the page scroll?
        self.page_shown(page)

    def page_shown(self, page: str) -> None:
        """The focus moves once the page is on the terminal (restyling the widgets that
        lose and gain it is no part of showing the page)."""
        self.after_repaint(lambda: self.place_focus(page))

    def place_focus(self, page: str) -> None:
        """The board page gives the focus back to the board when the focused widget went
        with the page it was on; elsewhere the moves list takes it."""
        if page != self.page:
            return  # another page was asked for meanwhile: its own call places the focus
        if page == "board" and self.focus_hidden() and self.board.focusable:
            self.board.focus()
        else:
            super().page_shown(page)
        # once the widget that lost the focus is restyled (the app does it when idle)
        self.after_repaint(self.draw_pages_ahead)

    def page_widget(self, page: str) -> Widget:
        return self.query_one(f"#slot-{page}")

    # --- what the rules give at this position --------------------------------------
    POSITIONS_KEPT = 4

    def position(self) -> dict[Any, Any]:
        """Memo for the position on the board as ``self.viewer`` sees it: the legal moves,
        their labels and the board's spaces are worked out once per position, not once per
        widget and key (undo and play again go back and forth between two positions).

        A position is the session's whole log (an undo may take a move out of its middle)
        and the seat at the keyboard; everything kept is drawn from them alone.
        """
        log, seat = self.session.log, self.viewer
        for i, (seen, viewer, kept) in enumerate(self._positions):
            if viewer == seat and seen == log:
                if i != len(self._positions) - 1:
                    self._positions.append(self._positions.pop(i))
                return kept
        memo: dict[Any, Any] = {}
        self._positions.append((list(log), seat, memo))
        del self._positions[:-self.POSITIONS_KEPT]
        return memo

    def legal_moves(self, seat: int) -> list[Action]:
        """``seat``'s legal moves at this position (listed at most ``MAX_LISTED``)."""
        memo = self.position()
        key = ("legal", seat)
        if key not in memo:
            memo[key] = self.session.state.legal_actions(seat)
        legal: list[Action] = memo[key]
        return legal

    def label(self, action: Action) -> str:
        """:meth:`describe` once per move and position."""
        if self.view is None:
            return self.describe(action)
        labels: dict[Action, str] = self.position().setdefault("labels", {})
        text = labels.get(action)
        if text is None:
            text = labels[action] = self.describe(action)
        return text

    # --- the board as a place to play -------------------------------------------
    def draw_board_spots(self, view: dict[str, Any], seat: int | None) -> None:
        """Give the board widget its spaces, each with the engine's verdict for ``seat``."""
        board = self.board
        previous = board.spot.key if board.spot is not None else None
        memo = self.position()
        model = memo.get(("board", seat))
        if model is None:
            model = memo[("board", seat)] = board_model(view, seat, self.session, self.label)
        board.set_model(model, keep=previous)
        if self.selected is not None and (board.spot is None or board.spot.key != self.selected):
            self.selected = None  # the cursor had to leave the selected space: every move again
        self.show_verdict(board.spot)
        # The board's lines (and the verdict over it) go into the next repaint with the log
        # and status lines: left to the widgets' own queues, their requests sometimes came
        # after that repaint (a move from the list showed in the log, on the board 16 ms later).
        for widget in (board, self.query_one("#mag-verdict")):
            self.post_message(messages.Update(widget))

    def show_verdict(self, spot: Spot | None) -> None:
        """Say what the space under the cursor gives (✓) or why it is refused (✗)."""
        line = self.query_one("#mag-verdict", Static)
        if spot is None:
            line.update("")
            return
        if spot.allowed:
            line.update(Text("✓ " + spot.note))
        else:
            # the theme's error colour on the words, not a class on the line: a class that
            # comes and goes restyles the line (a stylesheet pass) inside the key's repaint
            line.update(Content.styled("✗ " + spot.note, "$error"))

    def on_magazine_board_chosen(self, message: MagazineBoard.Chosen) -> None:
        """Enter on a board space: the engine plays it, or refuses it and records nothing."""
        message.stop()
        self.act(message.spot.action)

    def on_magazine_board_cursor_moved(self, message: MagazineBoard.CursorMoved) -> None:
        """The player moved the cursor: the moves list keeps to that space's moves."""
        message.stop()
        # the board's space now, not when the message was posted (a redraw may be between)
        spot = message.board.spot
        self.show_verdict(spot)
        key = spot.key if spot is not None else None
        if key != self.selected:
            self.selected = key
            if self.viewer is not None:
                self.filter_moves(self.viewer)

    def refresh_moves(self, seat: int) -> None:
        """The moves list for ``seat`` and the focus, drawn just after the repaint that shows
        the key's effect (``refresh_moves_after_repaint``): a new list often brings or takes
        away its scroll bar, which lays out the whole screen, and the board's move is what
        the player waits for. Until then Enter on the old list plays nothing."""
        self.refresh_moves_after_repaint(seat)

    def draw_moves(self, seat: int) -> None:
        """The moves list for ``seat`` (kept to the selected space) and the focus: on the
        board when it offers a move, else on the list (one focus change, not two)."""
        if seat not in self.session.human_to_act():
            super().refresh_moves(seat)  # waiting: an empty list, disabled
            return
        moves = self.query_one("#moves", OptionList)
        moves.disabled = False
        self.filter_moves(seat)
        board = self.board
        # (the focus stays in the move input while a move is typed)
        self.focus_for_decision(board if self._listed and any(s.allowed for s in board.model.spots) else moves)

    def filter_moves(self, seat: int) -> None:
        """Keep the moves list to the selected space's moves (all of them with none)."""
        if seat not in self.session.human_to_act():
            return
        everything = self.legal_moves(seat)[:MAX_LISTED]
        chosen = [a for a in everything if spot_key(a) == self.selected] if self.selected else []
        listed = chosen or everything
        if listed == self._listed:
            return
        self._listed = listed
        moves = self.query_one("#moves", OptionList)
        show_prompts(moves, [self.label(a) for a in listed])
        moves.highlighted = 0 if listed else None
        label = self.query_one("#seat", Static)
        name = clean_text(self.session.seats[seat].name)
        label.update(f"{name}, your move" + (" (this space; Esc: all):" if chosen else ":"))

    def step_back(self) -> bool:
        """Esc: leave the move input first, then drop the board selection (all moves again)."""
        if super().step_back():
            return True
        if self.selected is not None:
            self.selected = None
            if self.viewer is not None:
                self.filter_moves(self.viewer)
            return True
        return False

    def parse_move(self, text: str) -> Action:
        """Typed moves as the board shows them: ``buy Mushrooms`` buys the tile on the space
        showing that topic (the game's text form covers the rest, names included)."""
        words = text.split()
        view = self.view
        if len(words) >= 2 and words[0].lower() == "buy" and not words[1].isdigit() and view:
            topic = " ".join(words[1:]).lower()
            spaces = [i + 1 for i, t in enumerate(view["board_tiles"])
                      if t is not None and t["topic"].lower().startswith(topic)]
            exact = [i + 1 for i, t in enumerate(view["board_tiles"])
                     if t is not None and t["topic"].lower() == topic]
            if len(exact) == 1 or len(spaces) == 1:
                return Buy((exact or spaces)[0])
            shown = ", ".join(t["topic"] for t in view["board_tiles"] if t is not None)
            raise ActionParseError(
                f"'buy': no single tile on the board is called '{' '.join(words[1:])}' "
                f"(on the board: {shown or 'none'}); or give its space number"
            )
        return super().parse_move(text)

    def describe(self, action: Action) -> str:
        """A player-friendly label for a legal move (the text form stays typable with ':')."""
        view = self.view
        if view is None:
            return action.format()
        try:
            return move_label(view, self.viewer if self.viewer is not None else 0, action)
        except (KeyError, IndexError, TypeError, ValueError, StopIteration):
            # a label must never cost the move: fall back to the plain text form
            return action.format()

    # --- the end ----------------------------------------------------------------
    def result_lines(self) -> list[str]:
        """The end-of-game table per player under the score sheet (tiles by level, money).

        The score sheet reads these lines as markup, so player names are escaped.
        """
        view = self.session.state.view(self.viewer if self.viewer is not None else 0)
        final = view.get("final")
        if not final:
            return super().result_lines()
        board = load().board
        lines = ["End-of-game table (tiles by level, money left):"]
        for p in view["players"]:
            e = final[int(p["seat"])]
            levels = level_counts(p)
            money = p["money"] if p["money"] is not None else "?"
            tiles = e["level1"] + e["level2"] + e["level3"]
            lines.append(
                f"  {escape(p['name'])}: {e['reputation']} PR in play + tiles {tiles}"
                f" + money {e['money']} → {e['total']} PR"
            )
            lines.append(
                f"      {e['tiles']} tiles: 0★ ×{levels[0]} → 0 · 1★ ×{levels[1]} → {e['level1']} · "
                f"2★ ×{levels[2]} → {e['level2']} · 3★ ×{levels[3]} → {e['level3']} · "
                f"{money}K left → {e['money']} (1 PR per {board.money_block}K)"
            )
        totals = [e["total"] for e in final]
        best = max(totals)
        top = [s for s, t in enumerate(totals) if t == best]
        if len(top) > 1:
            names = " and ".join(escape(view["players"][s]["name"]) for s in top)
            lines.append(
                f"Tie on {best} PR between {names}: broken by most topic tiles, then shared."
            )
        earned = []
        for p in view["players"]:
            mine = [s for s in view["summaries"] if int(s["seat"]) == int(p["seat"])]
            money = sum(int(s["money"]) for s in mine)
            pr = sum(int(s["pr"]) for s in mine)
            earned.append(f"{escape(p['name'])} {gain_text(money, pr)}")
        lines.append("From Magazine rewards over the game: " + ", ".join(earned))
        return lines
