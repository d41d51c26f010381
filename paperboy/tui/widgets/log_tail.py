"""The last lines of the game log under the board: a fixed-height line-API widget.

A ``RichLog`` grows its virtual size with every line written, and a virtual size that
changes asks Textual for a layout of the whole screen: every move played (Enter) reflowed
and redrew every widget because the log got a line. :class:`LogTail` has the height its
CSS gives it and draws the last lines that fit (wrapped at its width); a line written
repaints only the log. There is no scrolling back here: the whole game is one key away
(``H``, or a game's own log page).
"""

from __future__ import annotations

from typing import Any

from rich.console import RenderableType
from rich.segment import Segment
from rich.text import Text
from textual.strip import Strip
from textual.widget import Widget
from textual.widgets import RichLog


class LogTail(Widget):
    """Shows the last lines written to it, newest at the bottom, in a fixed height."""

    DEFAULT_CSS = """
    LogTail { height: 6; background: $surface; color: $foreground; }
    """
    #: entries kept (only the last few show; the whole log is the session's)
    KEEP = 200

    def __init__(self, *, id: str | None = None, classes: str | None = None) -> None:  # noqa: A002
        super().__init__(id=id, classes=classes)
        self._entries: list[Text] = []
        # each entry's wrapped lines at ``_width`` (None: not wrapped yet)
        self._wrapped: list[list[Strip] | None] = []
        self._width = 0
        self._shown: list[Strip] | None = None  # the lines drawn, with the widget's style

    def write(self, content: RenderableType) -> LogTail:
        """Add ``content`` (a plain string is text, never markup) under the last line."""
        text = content.copy() if isinstance(content, Text) else Text(str(content))
        self._entries.append(text)
        self._wrapped.append(None)
        if len(self._entries) > self.KEEP:
            del self._entries[:-self.KEEP]
            del self._wrapped[:-self.KEEP]
        self._shown = None
        self.refresh()  # a repaint of this widget: its size does not change
        return self

    def clear(self) -> LogTail:
        """Remove every line."""
        self._entries.clear()
        self._wrapped.clear()
        self._shown = None
        self.refresh()
        return self

    @property
    def lines(self) -> list[Strip]:
        """Every line kept, wrapped at the widget's width (for tests and tools)."""
        width = self._wrap_width()
        return [strip for i in range(len(self._entries)) for strip in self._wrap(i, width)]

    def _wrap_width(self) -> int:
        width = self.content_region.width if self.is_mounted else 0
        return width if width > 0 else 78

    def _wrap(self, index: int, width: int) -> list[Strip]:
        """Entry ``index``'s lines at ``width`` (wrapped once per width)."""
        if width != self._width:
            self._width = width
            self._wrapped = [None] * len(self._entries)
        strips = self._wrapped[index]
        if strips is None:
            console = self.app.console
            lines = console.render_lines(self._entries[index], console.options.update_width(width), pad=False)
            strips = self._wrapped[index] = [Strip(line) for line in lines] or [Strip([Segment("")])]
        return strips

    def _tail(self) -> list[Strip]:
        """The lines that fit, oldest first, padded to the width in the widget's style."""
        if self._shown is not None:
            return self._shown
        width, height = self._wrap_width(), self.content_region.height
        style = self.rich_style
        tail: list[Strip] = []
        for index in range(len(self._entries) - 1, -1, -1):
            if len(tail) >= height:
                break
            tail[:0] = self._wrap(index, width)
        shown = [strip.crop_extend(0, width, style).apply_style(style) for strip in tail[-height:]] if height else []
        self._shown = shown
        return shown

    def notify_style_update(self) -> None:
        super().notify_style_update()
        self._shown = None

    def on_resize(self, _event: Any) -> None:
        self._shown = None

    def render_line(self, y: int) -> Strip:
        tail = self._tail()
        if 0 <= y < len(tail):
            return tail[y]
        return Strip.blank(self.content_region.width, self.rich_style)


class PageLog(RichLog):
    """A ``RichLog`` for a whole page (Pulitzer's game log) that works out its style once.

    Textual's ``RichLog`` asks for the widget's style (a walk up the DOM merging every
    ancestor's colours) for each line it draws: most of the cost of showing the page again.
    Here it is kept until the widget's styles change (theme, focus).
    """

    _line_style: Any = None

    def notify_style_update(self) -> None:
        super().notify_style_update()
        self._line_style = None

    def render_line(self, y: int) -> Strip:
        style = self._line_style
        if style is None:
            style = self._line_style = self.rich_style
        scroll_x, scroll_y = self.scroll_offset
        width = self.scrollable_content_region.width
        if scroll_y + y >= len(self.lines):  # under the last line (as RichLog draws it)
            return Strip.blank(width, style).apply_style(style)
        return self._render_line(scroll_y + y, scroll_x, width).apply_style(style)


__all__ = ["LogTail", "PageLog"]
