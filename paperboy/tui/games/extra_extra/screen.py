"""The Extra! Extra! game screen: the turn flow, the activation replay and the keys.

The screen is built in layers, each in its own module:

- :mod:`.pages` (:class:`~.pages.ExtraPages`): the layout, the two pages (``b`` the game
  board, ``n`` a newspaper) and everything drawn on them from ``state.view(seat)``;
- :mod:`.placing` (:class:`~.placing.TilePlacement`): a tile placed on the newspaper with
  the grid cursor and a ghost that shows the engine's verdict;
- :mod:`.decisions` (:class:`~.decisions.Decisions`): the moves list, the choice cells,
  reporters placed with the board cursor and fees (bidding), the card picker;
- this module (:class:`ExtraExtraScreen`): the turn flow, the activation replay, Esc and
  undo, the score sheet's lines.

When one move makes several reporters activate (the engine resolves them at once), the
screen replays the run on the board as it stood: the active space is marked ▶, earlier
ones ✓, one step every ``STEP_DELAY`` seconds, each step written to the log (``s`` skips).
The turn flow waits for the replay. Under the move input the highlighted move is shown as
text, so typed moves (``:``) are easy to learn. Everything shown comes from
``state.view(seat)``, ``legal_actions`` and the session's verdicts.
"""

from __future__ import annotations

from typing import Any, ClassVar

from textual.binding import Binding, BindingType
from textual.widgets import OptionList, Static

from ....engine import Action
from ...widgets.log_tail import LogTail
from .choices import ChoiceBoard
from .decisions import Decisions
from .labels import CATEGORY_NAMES, result_lines
from .pages import Entry, Placing
from .replay import plan
from .spaces import SpaceBoard

STEP_DELAY = 0.35
"""Seconds each activation step stays highlighted while a run of activations is replayed."""


class ExtraExtraScreen(Decisions):
    """Extra! Extra! at one keyboard, drawn from the view of the seat at the keyboard."""

    CATEGORY_LABELS = CATEGORY_NAMES

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("v", "next_paper", "Next player's paper", id="extra_extra.next_paper", show=False),
        Binding("left_square_bracket", "turn_page(-1)", "Previous page",
                id="extra_extra.prev_page", show=False),
        Binding("right_square_bracket", "turn_page(1)", "Next page",
                id="extra_extra.next_page", show=False),
        Binding("s", "skip_replay", "Skip replay", id="extra_extra.skip_replay"),
        # +/- are written beside the moves list and on the board's verdict line
        Binding("plus,equals_sign", "bid(100)", "Raise fee", id="extra_extra.raise_fee", show=False),
        Binding("minus", "bid(-100)", "Lower fee", id="extra_extra.lower_fee", show=False),
    ]

    def __init__(self, session: Any) -> None:
        super().__init__(session)
        self._replay_timer: Any = None
        self._advance_waiting = False
        self._replay_lines: list[Any] = []  # the replay's log lines due after the repaint

    # --- activation, step by step ------------------------------------------------------
    def showing_moves(self) -> bool:
        """True while an activation is replayed step by step, or what a move changed is
        still being drawn after the repaint that showed it (the table of players, the
        greyed-out side: see :meth:`after_repaint`)."""
        return self._replay is not None or self.drawing_after_repaint()

    def show_next_replay_step(self) -> None:
        """Show the activation's next step now rather than when its pause ends."""
        if self._replay_timer is not None:
            self._replay_timer.stop()
        self._replay_step()

    def log_events(self, events: list[Any]) -> None:
        """Log the events; a run of reporter activations is shown one step at a time."""
        if self._replay is not None:
            self.action_skip_replay()
        replay = plan(self._view, events) if STEP_DELAY > 0 else None
        if replay is None:
            # the move shows on the boards in the first repaint; its lines in the log and
            # the tabs follow just after (``refresh_board``): a third of its repaint
            self._move_first = bool(events)
            self.after_repaint(lambda: super(ExtraExtraScreen, self).log_events(events))
            return
        self._replay = replay
        # the replay's step is said in the banner, in the room it keeps (no line comes or
        # goes for it)
        # the moves list, and the cells of the choice just made, stay until the next
        # decision's come after the replay, greyed out (and the focus parked off them) just
        # after the repaint that shows the first step: restyled and drawn again, 5-6 ms;
        # hidden, the cells laid out the whole screen, 12 ms. Meanwhile they take no move
        # (``decision_is_current``).
        self.after_repaint(self._grey_out_for_replay)
        self.refresh_bindings()
        if self.page != "board" and self.can_show_page("board"):
            # the board comes into view drawn at the first step (once, not before it too)
            stopped = self._next_replay_stop()
            self.draw_banner()
            self.action_page("board")
            self._after_replay_stop(stopped)
            return
        self._replay_step()

    def _grey_out_for_replay(self) -> None:
        """The moves list and the choice cells greyed out while a replay runs, the focus
        off them (the page keys work)."""
        if self._replay is None:
            return
        self.grey_out_cells()
        self.query_one("#moves", OptionList).disabled = True
        self.park_focus()

    def _replay_step(self) -> None:
        """Log events up to the next activation, highlight its space and wait a moment."""
        self._replay_timer = None
        if self._replay is None:
            return
        stopped = self._next_replay_stop()
        if stopped:
            self.draw_head()
            self.draw_page(self.page)
        self._after_replay_stop(stopped)

    def _next_replay_stop(self) -> bool:
        """Log the replay's events up to its next activation and mark that step on the board
        (not drawn yet); False if there was none left."""
        replay = self._replay
        if replay is None:
            return False
        while replay.shown < len(replay.steps):
            step = replay.steps[replay.shown]
            replay.shown += 1
            self._log_after_repaint(step.text)
            if step.stop:
                replay.status_at(step.entry)
                return True
        return False

    def _log_after_repaint(self, text: Any) -> None:
        """Write ``text`` to the log just after the repaint that shows the step on the
        board (the log scrolled and drawn again: a tenth of that repaint), as a move's lines
        follow the move."""
        if not self._replay_lines:
            self.after_repaint(self._write_replay_lines)
        self._replay_lines.append(text)

    def _write_replay_lines(self) -> None:
        """The replay's log lines still due, now (before any line that follows them)."""
        lines, self._replay_lines = self._replay_lines, []
        log = self.query_one("#log", LogTail)
        for text in lines:
            log.write(text)

    def _after_replay_stop(self, stopped: bool) -> None:
        """Wait a moment on the step shown, or end the replay if there was none left."""
        if stopped:
            self._replay_timer = self.set_timer(STEP_DELAY, self._replay_step)
        else:
            self._end_replay()

    def _end_replay(self) -> None:
        self._write_replay_lines()
        self._replay = None
        if self._replay_timer is not None:
            self._replay_timer.stop()
            self._replay_timer = None
        self.forget_drawn("#ee-banner")
        self.refresh_bindings()
        if self._advance_waiting:
            self._advance_waiting = False
            super().advance()
        elif self._view is not None:
            self.draw_head()
            self.draw_page(self.page)

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
        self._write_replay_lines()
        log = self.query_one("#log", LogTail)
        for step in replay.steps[replay.shown :]:
            log.write(step.text)
        replay.shown = len(replay.steps)
        self._end_replay()

    # --- the shared flow, with this game's half-made steps -----------------------------
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
        """Skip only while a replay runs; no undo in the middle of one; fees while
        reporters are placed."""
        if action == "skip_replay":
            return self._replay is not None
        if action == "undo" and self._replay is not None:
            return False
        if action == "bid":
            return self.viewer is not None and self._view is not None and self._view.get("phase") == "place"
        return super().check_action(action, parameters)

    def step_back(self) -> bool:
        """Esc: leave the move input first, then the cards ticked to sell or discard
        (untick them all), a fee raised on the board (back to the lowest), a placement being
        steered, the board's selection of the moves list."""
        if super().step_back():
            return True
        if self._ticked:
            self._ticked = set()
            if self.viewer is not None:
                self.draw_choices(self.viewer)
            self.update_choice_verdict()
            self.query_one("#error", Static).update("Cards unticked.")
            return True
        board = self.query_one("#ee-areas", SpaceBoard)
        if board.placing and board.space is not None and self._fee != self.lowest_fee(board.space):
            self._fee = self.lowest_fee(board.space)
            self.update_space_verdict()
            self.query_one("#error", Static).update("Fee back to the lowest.")
            return True
        if self._placing is not None:
            self._stop_placing()
            self.query_one("#error", Static).update("Placement cancelled.")
            self.draw_paper()
            self.focus_decision()
            return True
        if self.selected is not None and self.viewer is not None and self._all_entries:
            # the moves list shows every move again
            self.selected = None
            self.fill_list(self.viewer)
            return True
        return False

    # --- pages ------------------------------------------------------------------------
    def can_show_page(self, page: str) -> bool:
        """While a tile is placed, only the newspaper may be shown."""
        return super().can_show_page(page) and (self._placing is None or page == "paper")

    def page_shown(self, page: str) -> None:
        """The keys go where the decision can be made on this page, once the page is on
        the terminal (restyling the widgets that lose and gain the focus, and the footer's
        keys, is no part of showing the page)."""
        if page == "board":
            self._auto_page = False
        self.after_repaint(lambda: self.place_focus(page))

    def place_focus(self, page: str) -> None:
        """The keys go where the decision can be made on ``page``, if it is still shown."""
        if page != self.page:
            return  # another page was asked for meanwhile: its own call places the focus
        if page == "board":
            focused = self.focused
            if focused is None or focused is self.query_one("#moves", OptionList):
                choices = self.query_one("#ee-choices", ChoiceBoard)
                board = self.query_one("#ee-areas", SpaceBoard)
                if choices.display and choices.rows:
                    choices.focus()
                elif board.placing:
                    board.focus()
        elif self._placing is None:
            super().page_shown(page)
        # once the widget that lost the focus is restyled (the app does it when idle)
        self.after_repaint(self.draw_pages_ahead)

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
            self.draw_paper()
        self.update_ghost()

    # --- the end ----------------------------------------------------------------------
    def result_lines(self) -> list[str]:
        """Base and bonus Circulation Points per player, money (the tie-breaker), why it ended."""
        return result_lines(self.session.state.result(), [seat.name for seat in self.session.seats])


__all__ = ["STEP_DELAY", "Entry", "ExtraExtraScreen", "Placing", "plan"]
