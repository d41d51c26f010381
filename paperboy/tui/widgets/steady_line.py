"""A line of text over the moves list that keeps the height it has needed.

The line above the moves list says whose move it is ("Ann, your move (+/- fee) (this
choice; Esc: all):", "Waiting for the others…"). At the side panel's width some of
these take two lines and some one, so the line grew and shrank as the turn went round or
the board's cursor narrowed the list: each change laid out the whole screen and moved the
list under the player's eyes (Extra! Extra!: 27 of the bench run's 123 layouts).
:class:`SteadyLine` keeps the most lines it has needed at its width as its least height.
"""

from __future__ import annotations

from typing import Any

from textual import events
from textual.visual import visualize
from textual.widgets import Static

from ..speed import same_content


def lines_taken(widget: Static, content: Any, width: int) -> int:
    """The lines ``content`` (plain text or Rich text, never markup) takes in ``widget`` at
    ``width``, measured as Textual measures a Static (``get_content_height`` passes the
    widget's styles): for the room of a content not shown yet."""
    rules: Any = widget.styles
    return visualize(widget, content, markup=False).get_height(rules, width)


class SteadyLine(Static):
    """A ``Static`` that never shrinks below the most lines it has needed at its width."""

    _most = 0  # the most lines its content has taken at ``_width``
    _width = 0
    _room_for: Any = None  # a content whose room is held too (:meth:`hold_room_for`)
    _room_lines: tuple[int, int] | None = None  # (width, the lines ``_room_for`` takes there)
    _least = 0  # the fewest lines it takes, whatever it shows (:meth:`keep_lines`)

    def update(self, content: Any = "", *, layout: bool = True) -> None:
        # (a content that fits the lines held repaints only the lines that differ, as every
        # Static's does: ``speed._static_update``)
        super().update(content, layout=layout)
        self._hold()

    def hold_room_for(self, content: Any) -> None:
        """Take the room ``content`` would need too (if more than held), without showing
        it: a longer text the line may show later then lays out nothing. Kept until
        another is given, and measured again at each width."""
        if self._room_for is None or not same_content(content, self._room_for):
            self._room_for, self._room_lines = content, None
        self._hold()

    def keep_lines(self, lines: int) -> None:
        """Take at least ``lines`` lines at every width, even blank: a line whose content
        comes and goes (or grows) with the game's phases then lays nothing out."""
        if lines != self._least:
            self._least = lines
            self._most = 0
            self.styles.min_height = None
            self._hold()

    def on_resize(self, _event: events.Resize) -> None:
        self._hold()

    def _hold(self) -> None:
        """Raise the least height to the lines the content takes now, if more than before;
        at another width, measure afresh."""
        width = self.content_region.width if self.is_mounted else 0
        if width <= 0 or not self.display:
            return
        if width != self._width:
            self._width, self._most = width, 0
            self.styles.min_height = None
        size = self.content_region.size
        lines = self.get_content_height(size, size, width)
        if self._room_for is not None:
            if self._room_lines is None or self._room_lines[0] != width:
                self._room_lines = (width, lines_taken(self, self._room_for, width))  # once a width
            lines = max(lines, self._room_lines[1])
        lines = max(lines, self._least)
        if lines > self._most:
            self._most = lines
            self.styles.min_height = lines


__all__ = ["SteadyLine", "lines_taken"]
