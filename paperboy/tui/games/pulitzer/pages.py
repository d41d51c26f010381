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

from textual.containers import VerticalScroll
from textual.geometry import Region, Size
from textual.reactive import Reactive
from textual.widget import Widget

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


def draw_ahead(page: Widget) -> None:
    """Draw now the lines of ``page``'s widgets that changed since they were last drawn
    (Textual's line caches: the widget's content and its styled lines), so that showing the
    page repaints it from lines it already has. Call it for a page out of view, after the
    repaint under way (the lines drawn are those a repaint would draw: nothing else changes)."""
    for widget in page.walk_children(Widget, with_self=True):
        if not widget.display or not widget._styles_cache._dirty_lines:
            continue
        width, height = widget.region.size
        if width and height:
            widget.render_lines(Region(0, 0, width, height))
