"""Deciding on the Investigation board: a pin, a Destroyed Evidence token, a Witness Statement.

:class:`BoardDecisions` is mixed into the Pulitzer screen. The square under the grid's
cursor shows what the listed legal moves would do there (``t`` steps through the ways), or
the engine's reason why none can (:meth:`Session.verdict` on a candidate move); Enter
makes the move shown. It never decides a rule itself.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rich.text import Text
from textual.widgets import Static

from paperboy.engine import Action
from paperboy.games.pulitzer.actions import Choose, Destroy, Pin
from paperboy.tui.widgets.newspaper_grid import GridTile, NewspaperGrid

from .common import D, space_info
from .investigation import InvestigationGrid, space_of

if TYPE_CHECKING:
    from paperboy.tui.screens.paged import PagedGameScreen

    _Base = PagedGameScreen
else:
    _Base = object

BOARD_DECISIONS = ("pin", "destroy", "statement")
"""The decisions made on a square of the viewer's own Investigation board."""


def board_target(action: Action, kind: str) -> str | None:
    """The Investigation board square a move of a board decision acts on."""
    if kind == "pin" and isinstance(action, Pin):
        return action.space
    if kind == "destroy" and isinstance(action, Destroy):
        return action.space
    if kind == "statement" and isinstance(action, Choose):
        return action.option
    return None


class BoardDecisions(_Base):
    """The Investigation board's cursor: the move at each square, or why there is none."""

    _view: dict[str, Any] | None
    _seat: int | None
    board_seat: int | None
    """Whose Investigation board is shown (None: the viewer's)."""
    way: int

    def shown_board(self) -> int:
        """The seat whose Investigation board is shown."""
        view = self._view
        shown = self.board_seat if self.board_seat is not None else (self._seat or 0)
        return min(shown, len(view["players"]) - 1) if view is not None else shown

    def board_decision(self) -> str | None:
        """The board decision (pin, destroy, statement) the viewer makes on the board shown."""
        pending = (self._view or {}).get("pending") or {}
        if (pending.get("kind") in BOARD_DECISIONS and pending.get("seat") == self._seat
                and self.board_seat in (None, self._seat)):
            return str(pending["kind"])
        return None

    def board_targets(self) -> frozenset[str]:
        """The squares where the viewer's board decision has a listed move."""
        kind = self.board_decision()
        if kind is None:
            return frozenset()
        return frozenset(t for a in self._listed if (t := board_target(a, kind)) is not None)

    def _moves_at(self, space: str) -> list[Action]:
        """The listed moves of the current board decision that concern ``space``."""
        kind = self.board_decision()
        if kind is None:
            return []
        return [a for a in self._listed if board_target(a, kind) == space]

    def update_preview(self) -> None:
        """Ghost and detail line for the square under the cursor."""
        if self._view is None:
            return
        grid = self.query_one("#pz-grid", InvestigationGrid)
        row, col = grid.cursor
        space = space_of(row, col)
        moves = self._moves_at(space)
        if self.board_decision():
            grid.ghost = GridTile("ghost", 0, 0, 1, 1, "", "", "")
            grid.ghost_ok = bool(moves)
        elif grid.ghost is not None:
            grid.ghost = None
        self.query_one("#pz-inv-detail", Static).update(self._detail(space, moves))

    def _detail(self, space: str, moves: list[Action]) -> Text:
        view = self._view
        assert view is not None
        player = view["players"][self.shown_board()]
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
        kind = self.board_decision()
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

    # --- the grid's messages ----------------------------------------------------------
    def on_newspaper_grid_cursor_moved(self, message: NewspaperGrid.CursorMoved) -> None:
        message.stop()
        self.way = 0
        self.update_preview()

    def action_next_way(self) -> None:
        """``t`` on the Investigation board: show the next way (cards) to make the move there."""
        self.way += 1
        if self.page == "investigation":
            self.update_preview()

    def on_newspaper_grid_place(self, message: NewspaperGrid.Place) -> None:
        """Enter on a square: pick the first legal move there in the moves list."""
        message.stop()
        space = space_of(message.row, message.col)
        error = self.query_one("#error", Static)
        kind = self.board_decision()
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
