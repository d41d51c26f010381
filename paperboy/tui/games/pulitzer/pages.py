"""Pulitzer's four pages, side by side in a :class:`~paperboy.tui.widgets.page_strip.PageStrip`
(a page key scrolls the strip to its page; nothing is laid out, and the pages keep their
widgets, lines and scroll places: the board's cursor, the Investigation grid, the Log).

A page out of view takes no focus (:class:`Page`, :class:`LogPage`): Tab and the screen's
focus rules see only the page shown.

A page out of view is drawn ahead (:func:`draw_ahead`): Textual draws a widget's lines only
when they are on screen, so a page drawn while out of view (``DRAWN_OUT_OF_VIEW``), or
restyled when the focus left it, drew its changed widgets in the repaint of the page key
that showed it (the Players page's holdings about 4 ms, the board's cursor rows 1-2 ms).
"""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual.containers import VerticalScroll
from textual.geometry import Region, Size
from textual.reactive import Reactive
from textual.widget import Widget, _RenderCache
from textual.widgets import Static

from paperboy.tui.widgets.log_tail import PageLog
from paperboy.tui.widgets.page_strip import StripPage


class Page(StripPage, VerticalScroll):
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
        """Brought into view by a page key (``layout`` False) at the size it had, the page
        keeps its scroll bar: Textual's ``ScrollView`` sets it again and redraws it (0.5-0.7 ms
        of the key's repaint) whenever it comes into view, as the compositor's size for its
        lines is never the log's. The bar follows the log's lines (``watch_virtual_size``)."""
        if not layout and size == self._size and self._container_size == size - self.styles.gutter.totals:
            return self._container_size != container_size
        return super()._size_updated(size, virtual_size, container_size, layout)


class TabsLine(Static):
    """The tabs line, whose drawn lines are kept for each text it shows (a page key shows
    one of a few texts: drawing it through Rich was the costliest part of the key's repaint,
    0.3-0.4 ms)."""

    KEPT = 16

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._markup: str | None = None
        self._kept: dict[tuple[Any, ...], Any] = {}

    def update(self, content: Any = "", *, layout: bool = True) -> None:
        self._markup = content.markup if isinstance(content, Text) else None
        super().update(content, layout=layout)

    def _render_content(self) -> None:
        key = (self._markup, self.size, self.visual_style)
        strips = self._kept.get(key) if self._markup is not None else None
        if strips is None:
            super()._render_content()
            if self._markup is not None:
                if len(self._kept) >= self.KEPT:
                    self._kept.clear()
                self._kept[key] = self._render_cache.lines
            return
        self._render_cache = _RenderCache(self.size, strips)
        self._dirty_regions.clear()


def draw_ahead(page: Widget) -> None:
    """Draw now the lines of ``page``'s widgets that changed since they were last drawn
    (Textual's line caches: the widget's content and its styled lines), so that showing the
    page repaints it from lines it already has. Call it for a page out of view, after the
    repaint under way (the lines drawn are those a repaint would draw: nothing else changes)."""
    for widget in page.walk_children(Widget, with_self=True):
        if not widget.display:
            continue
        # a widget's scroll bars are no children of it: the Log page's bar, redrawn when lines
        # were written while it was out of view, took 0.5 ms of the ``g`` key's repaint
        for part in (widget, *widget._get_virtual_dom()):
            if part._styles_cache._dirty_lines:
                width, height = part.region.size
                if width and height:
                    part.render_lines(Region(0, 0, width, height))
