"""Placing a tile on the newspaper with the grid cursor (the screen's second layer).

A move that puts a tile at a position (claiming a story or a classifieds tile, taking an
ad, typesetting) is listed once; choosing it opens the newspaper with a ghost of the tile
at the grid cursor. The engine's own verdict says whether the tile may lie there (✓/✗ and
its reason, live); ``r`` turns ads and typeset stories, ``[``/``]`` turn the paper's pages,
Enter places, Esc goes back.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from rich.text import Text
from textual.widgets import Static

from ....engine import Action
from ....games.extra_extra.actions import ClaimStory, MoveTile, TakeAd
from .labels import ghost_label
from .pages import ExtraPages, Placing
from .paper import ExtraGrid, ghost_tile
from .render import data


class TilePlacement(ExtraPages):
    """The Extra! Extra! screen's tile placement on the grid."""

    def start_placing(self, first: Action) -> None:
        """Open the newspaper with a ghost of the tile at ``first``'s position."""
        seat = self.viewer
        if seat is None:
            return
        side = getattr(first, "side", "A")
        self._placing = Placing(first, side, ghost_label(first))
        self.shown_seat = seat
        self.paper_page = max(1, int(getattr(first, "page", 1)))
        self.action_page("paper")
        self._auto_page = True  # the next decision goes back to the board
        grid = self.grid
        grid.disabled_actions = {"place_face_down", "pick_up"}
        grid.cursor = (int(getattr(first, "row", 0)), int(getattr(first, "col", 0)))
        self.update_ghost()
        grid.focus()

    def candidate(self, row: int, col: int) -> Action | None:
        """The placement move with the tile's top-left square at (row, col) of the page shown."""
        placing = self._placing
        if placing is None:
            return None
        changes: dict[str, Any] = {"page": self.paper_page, "row": row, "col": col}
        if isinstance(placing.template, TakeAd | MoveTile):
            changes["side"] = placing.side
        return dataclasses.replace(placing.template, **changes)

    def check_candidate(self, action: Action) -> str | None:
        """The engine's reason to refuse ``action`` now, or None when it is legal (nothing
        is played)."""
        seat = self.viewer
        if seat is None:
            return "Nobody is at the keyboard"
        return self.session.verdict(seat, action)  # type: ignore[no-any-return]

    def _shape(self) -> tuple[int, int]:
        """The ghost's width and height: the tile's shape on the side it shows."""
        placing = self._placing
        assert placing is not None
        action = placing.template
        stories = data().stories
        if isinstance(action, ClaimStory):
            return stories[action.tile].shape("A")
        if isinstance(action, TakeAd):
            return (action.size, 1) if placing.side == "A" else (1, action.size)
        if isinstance(action, MoveTile) and action.tile in stories:
            return stories[action.tile].shape(placing.side)
        return 1, 1

    def update_ghost(self) -> None:
        """Draw the ghost at the grid cursor with the engine's verdict on that position."""
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
        self.draw_head()
        error = self.query_one("#error", Static)
        if action is not None:
            # the typed form of the move under the ghost, with the grid's own numbering
            hint = self.query_one("#ee-hint", Static)
            hint.update(Text(f"as text: {action.format()}", style="dim"))
        if reason is None:
            error.update(f"✓ fits at row {row + 1}, col {col + 1}: Enter")
        else:
            error.update(f"✗ {reason}")

    def on_newspaper_grid_cursor_moved(self, event: ExtraGrid.CursorMoved) -> None:
        event.stop()
        self.update_ghost()

    def on_newspaper_grid_place(self, event: ExtraGrid.Place) -> None:
        event.stop()
        action = self.candidate(event.row, event.col)
        if action is None:
            self.query_one("#error", Static).update("Nothing to place: choose a move in the list first")
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
            self.draw_paper()

    def on_newspaper_grid_rotate_requested(self, event: ExtraGrid.RotateRequested) -> None:
        event.stop()
        placing = self._placing
        if placing is None:
            return
        action = placing.template
        stories = data().stories
        turnable = isinstance(action, TakeAd) and action.size > 1
        if isinstance(action, MoveTile) and action.tile in stories:
            turnable = stories[action.tile].shape("A") != stories[action.tile].shape("B")
        if not turnable:
            why = (
                "A claimed story goes in A side up; Typesetting can turn it later"
                if isinstance(action, ClaimStory)
                else "This tile looks the same either way"
            )
            self.query_one("#error", Static).update(f"✗ {why}")
            return
        placing.side = "B" if placing.side == "A" else "A"
        self.update_ghost()


__all__ = ["TilePlacement"]
