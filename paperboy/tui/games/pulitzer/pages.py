"""Pulitzer's four pages, side by side in a :class:`~paperboy.tui.widgets.page_strip.PageStrip`
(a page key scrolls the strip to its page; nothing is laid out, and the pages keep their
widgets, lines and scroll places: the board's cursor, the Investigation grid, the Log).

A page out of view takes no focus (:class:`Page`, :class:`LogPage`): Tab and the screen's
focus rules see only the page shown.
"""

from __future__ import annotations

from textual.containers import VerticalScroll
from textual.geometry import Size
from textual.reactive import Reactive

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
