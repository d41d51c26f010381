"""A widget drawn as lines of Rich text, repainting only the lines that change.

:class:`TextLines` is the line-API base of the Extra! Extra! boards (the spaces and the
choice cells): a subclass says what its lines are made from (:meth:`TextLines.line_key`)
and makes them for a width (:meth:`TextLines.make_lines`); :meth:`TextLines.redraw`
makes them again and refreshes only the lines that differ (the screen is laid out again
only when their number changes). Lines are drawn to strips when painted, once each.
"""

from __future__ import annotations

from typing import Any

from rich.console import Group
from rich.segment import Segment
from rich.text import Text
from textual.geometry import Region, Size
from textual.strip import Strip
from textual.widget import Widget


class TextLines(Widget):
    """Lines of Rich text, each repainted only when it changes."""

    DEFAULT_CSS = """
    TextLines { height: auto; }
    """

    def __init__(self, *, id: str | None = None) -> None:  # noqa: A002 (Textual's name)
        super().__init__(id=id)
        self._lines: list[Text] = []  # what the widget shows now, at ``_width``
        self._width = 0
        self._key: Any = None  # what ``_lines`` were made from
        self._strips: dict[int, Strip] = {}  # drawn lines, by line number
        self._strips_key: Any = None  # the lines (their ``_key``) ``_strips`` were drawn from
        # drawn lines by what they show: a line that moves (the verdict line above the
        # boards comes or goes) or comes back (the cursor back on a space) is not drawn again
        self._drawn: dict[tuple[Any, ...], Strip] = {}
        self._pass_style: Any = None  # the widget's style during one painting
        self._strips_width = 0  # the width they were drawn at
        self._strips_style: Any = None  # and the widget's style then

    # --- for the subclass --------------------------------------------------------------
    def line_key(self) -> Any:
        """What the lines are made from (they are made again when it changes)."""
        raise NotImplementedError

    def make_lines(self, width: int) -> list[Text]:
        """The lines to show at ``width`` cells."""
        raise NotImplementedError

    def wrap(self, text: Text, width: int) -> list[Text]:
        """``text`` cut into lines of ``width`` cells at most, as a Static would show it."""
        if not self.is_attached or width <= 0:
            return [text]
        return list(text.wrap(self.app.console, width))

    # --- drawing -----------------------------------------------------------------------
    @property
    def content(self) -> Group:
        """What the widget shows, line by line (as Rich text)."""
        return Group(*self.lines_at(self._width or self.size.width or 80))

    def lines_at(self, width: int) -> list[Text]:
        """The lines at ``width`` (made again only when :meth:`line_key` changed)."""
        key = (self.line_key(), width)
        if key != self._key:
            self._lines, self._key, self._width = self.make_lines(width), key, width
        return self._lines

    def redraw(self) -> None:
        """Make the lines again; repaint only those that changed (the screen is laid out
        again if their number changed)."""
        if not self.is_mounted or not self.display:
            # hidden: shown again, it is laid out anyway, and its lines made then (asking
            # for a layout now laid out the whole screen for nothing: the choice cells of
            # a discard, drawn while still hidden, in the reply of the bot who handed the
            # turn over)
            return
        width = self.size.width
        if width <= 0:
            self.refresh(layout=True)
            return
        before = self._lines if self._width == width else None
        lines = self.lines_at(width)
        if before is None or len(before) != len(lines):
            self._strips.clear()  # the lines drawn stay in ``_drawn``, by what they show
            self.refresh(layout=True)
            return
        for y, (old, new) in enumerate(zip(before, lines, strict=True)):
            if old is not new and old != new:
                self._strips.pop(y, None)
                self.refresh(Region(0, y, width, 1))
        self._strips_key = self._key  # the lines left drawn show the new lines

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        return len(self.lines_at(width))

    def on_resize(self) -> None:
        # Textual sends a Resize to every widget of a page shown again, its size unchanged:
        # the lines drawn are kept unless the width they were drawn at changed.
        if self._strips_width != self.size.width:
            self._strips.clear()
            self._drawn.clear()

    def notify_style_update(self) -> None:
        # the widget's styles were applied again (focus, theme): the lines are drawn again
        # if the style they are drawn in changed (a board taking the focus back on its
        # page keeps its look, and its lines)
        super().notify_style_update()
        style = self.rich_style
        if style != self._strips_style:
            self._strips.clear()
            self._drawn.clear()
            self._strips_style = style

    def render_lines(self, crop: Region) -> list[Strip]:
        # the widget's style once per painting, not once per line drawn (it walks the
        # ancestors' styles: a tenth of a millisecond each time)
        self._pass_style = self.rich_style
        try:
            return super().render_lines(crop)
        finally:
            self._pass_style = None

    def render_line(self, y: int) -> Strip:
        width = self.size.width
        lines = self.lines_at(width)
        if width != self._strips_width:
            self._strips.clear()
            self._drawn.clear()
            self._strips_width = width
        if self._strips_key is not self._key:
            # lines made again without ``redraw`` telling which changed (made while the
            # widget was hidden, or when laid out): each is drawn again (the choice cells,
            # hidden while reporters were placed, showed the hand of the sale before)
            self._strips.clear()
            self._strips_key = self._key
        strip = self._strips.get(y)
        if strip is None:
            style = self._pass_style if self._pass_style is not None else self.rich_style
            if style != self._strips_style:  # restyled unnoticed: every line in the new style
                self._strips.clear()
                self._drawn.clear()
                self._strips_style = style
            if 0 <= y < len(lines):
                text = lines[y]
                key = (text.plain, tuple(text.spans), text.style, text.justify, text.overflow)
                strip = self._drawn.get(key)
                if strip is None:
                    console = self.app.console
                    segments = list(text.render(console))
                    if text.style and not text.spans:  # Rich leaves the style to the console then
                        segments = list(Segment.apply_style(segments, console.get_style(text.style)))
                    strip = Strip(segments, text.cell_len).crop_extend(0, width, None).apply_style(style)
                    if len(self._drawn) > 4 * len(lines) + 64:
                        self._drawn.clear()
                    self._drawn[key] = strip
            else:
                strip = Strip.blank(width, style)
            self._strips[y] = strip
        return strip


__all__ = ["TextLines"]
