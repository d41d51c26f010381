"""Pulitzer's four pages, side by side in a :class:`~paperboy.tui.widgets.page_strip.PageStrip`
(a page key scrolls the strip to its page; nothing is laid out, and the pages keep their
widgets, lines and scroll places: the board's cursor, the Investigation grid, the Log).

A page out of view takes no focus (:class:`Page`, :class:`LogPage`): Tab and the screen's
focus rules see only the page shown.

A page out of view is drawn ahead (:func:`~paperboy.tui.widgets.page_strip.draw_ahead`):
Textual draws a widget's lines only when they are on screen, so a page drawn while out of
view (``DRAWN_OUT_OF_VIEW``), or restyled when the focus left it, drew its changed widgets
in the repaint of the page key that showed it (the Players page's holdings about 4 ms,
the board's cursor rows 1-2 ms).
"""

from __future__ import annotations

from typing import Any

from textual.containers import VerticalScroll
from textual.geometry import Size
from textual.reactive import Reactive
from textual.scroll_view import ScrollView
from textual.strip import Strip
from textual.visual import Visual, visualize

from paperboy.tui.widgets.log_tail import PageLog
from paperboy.tui.widgets.page_strip import KeptLines, StripPage


class Page(KeptLines, StripPage, VerticalScroll):
    """A page of the strip (focusable, with its widgets, only while in view)."""


class LogPage(StripPage, PageLog):
    """The Log page (a ``RichLog``): focusable only while in view, and lines written to it
    lay out nothing.

    Textual's ``RichLog`` asks for a layout of the whole screen whenever its number of lines
    changes (its virtual size). The page's room is fixed by CSS, so here a line written
    repaints only the page and its scroll bar; a scroll bar that appears still asks for a
    layout (the page's lines get narrower).
    """

    virtual_size: Reactive[Size] = Reactive(Size(0, 0), layout=False)

    def watch_virtual_size(self, _old: Size, new: Size) -> None:
        if self.is_mounted:
            self._scroll_update(new)  # the scroll bar's length and position

    def _size_updated(self, size: Size, virtual_size: Size, container_size: Size, layout: bool = True) -> bool:
        """At the size it had (brought into view by a page key, or the screen laid out), the
        page keeps its scroll bar: Textual's ``ScrollView`` sets it again and redraws it (0.5-1 ms
        of the next page key's repaint) whenever it comes into view or the screen is laid out,
        as the compositor's size for its lines is never the log's. The bar follows the log's
        lines (``watch_virtual_size``)."""
        if size == self._size and self._container_size == size - self.styles.gutter.totals:
            return self._container_size != container_size
        return super()._size_updated(size, virtual_size, container_size, layout)


class LinesPage(StripPage, ScrollView):
    """A page drawn as lines by one widget (the Players page): its parts are drawn one under
    the other as ``Static`` widgets of their height would draw them, and a change in their
    number of lines is a change of the page's scroll area alone: nothing is laid out (two
    ``Static`` widgets of auto height laid out the whole screen, 2-6 ms, whenever the
    players' holdings took another number of lines, often in a bot's reply)."""

    virtual_size: Reactive[Size] = Reactive(Size(0, 0), layout=False)

    def __init__(self, *, id: str | None = None) -> None:  # noqa: A002
        super().__init__(id=id)
        self._parts: tuple[Any, ...] = ()
        self._lines: list[Strip] = []
        self._drawn_width = 0

    def show(self, *parts: Any) -> None:
        """Draw ``parts`` (Rich renderables or text), one under the other."""
        self._parts = parts
        self._draw_lines()

    @property
    def lines(self) -> list[Strip]:
        """The page's lines as drawn."""
        return self._lines

    def _draw_lines(self) -> None:
        width = self.scrollable_content_region.width if self.is_mounted else 0
        self._drawn_width = width
        if width <= 0:
            return  # drawn once the page has its size (render_line)
        lines: list[Strip] = []
        style = self.visual_style
        for part in self._parts:
            visual = visualize(self, part)
            height = visual.get_height(self.styles, width)  # type: ignore[arg-type]  # as Textual measures a Static
            lines += Visual.to_strips(self, visual, width, height, style)
        self._lines = lines
        self.virtual_size = Size(width, len(lines))
        self.refresh()

    def watch_virtual_size(self, _old: Size, new: Size) -> None:
        if self.is_mounted:
            self._scroll_update(new)  # the scroll bar's length and position

    def _size_updated(self, size: Size, virtual_size: Size, container_size: Size, layout: bool = True) -> bool:
        """At the size it had, the page keeps its scroll bar (as :class:`LogPage`)."""
        if size == self._size and self._container_size == size - self.styles.gutter.totals:
            return self._container_size != container_size
        return super()._size_updated(size, virtual_size, container_size, layout)

    def render_line(self, y: int) -> Strip:
        width = self.scrollable_content_region.width
        if width != self._drawn_width:  # resized, or a scroll bar came or went
            self._draw_lines()
        line = self.scroll_offset.y + y
        if line >= len(self._lines):
            return Strip.blank(width, self.visual_style.rich_style)
        return self._lines[line]


