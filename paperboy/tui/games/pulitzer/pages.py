"""Pulitzer's four pages side by side, one in view: a page key slides to it, nothing is laid out.

A ``ContentSwitcher`` shows a page by hiding the others: every switch (the ``b``, ``i``,
``p`` and ``g`` keys, a decision turning to its page) laid out the whole screen, drew every
part of the page shown again (its widgets' lines were dropped when it was hidden) and
measured the page's scroll area. :class:`SlidingPages` keeps every page laid out, each as
wide as the page area, in a row that does not scroll for the mouse or the keys; showing a
page scrolls the row to it. Textual repaints a scroll from the widgets' lines it already
has, without a layout. The pages keep their widgets (the board's cursor, the Investigation
grid, the Log page), their scroll places and their ids, so the screen looks and plays as
before.

A page out of view takes no focus (:class:`Page`, :class:`LogPage`): Tab and the screen's
focus rules see only the page shown.
"""

from __future__ import annotations

from textual.containers import VerticalScroll
from textual.events import Mount
from textual.geometry import Size
from textual.reactive import Reactive
from textual.widget import Widget
from textual.widgets import ContentSwitcher

from paperboy.tui.widgets.log_tail import PageLog


def in_view(widget: Widget) -> bool:
    """Is ``widget`` the page :class:`SlidingPages` shows (always, for any other widget)?"""
    parent = widget.parent
    return not isinstance(parent, SlidingPages) or parent.current == widget.id


class Page(VerticalScroll):
    """A page of :class:`SlidingPages`: focusable, with its widgets, only while in view."""

    def allow_focus(self) -> bool:
        return in_view(self) and super().allow_focus()

    def allow_focus_children(self) -> bool:
        return in_view(self) and super().allow_focus_children()


class LogPage(PageLog):
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

    def allow_focus(self) -> bool:
        return in_view(self) and super().allow_focus()


class SlidingPages(ContentSwitcher):
    """The pages in a row, each as wide as the room; ``current`` is the one scrolled into view."""

    DEFAULT_CSS = """
    SlidingPages { layout: horizontal; overflow: hidden hidden; height: 1fr; }
    SlidingPages > * { width: 100%; height: 1fr; }
    """

    def _on_mount(self, event: Mount) -> None:
        # every page stays displayed (laid out once, with its lines): ContentSwitcher's own
        # handler, which hides all pages but one, is skipped (Widget's does nothing here)
        event.prevent_default()
        self._reactive_current = self._initial

    def watch_current(self, old: str | None, new: str | None) -> None:
        self._slide()

    def on_resize(self) -> None:
        self._slide()  # the pages' width changed: the page shown starts elsewhere in the row

    def _slide(self) -> None:
        """Scroll the row to the page shown (no layout: Textual repaints a scroll)."""
        if not self.is_mounted or self.current is None:
            return
        index = next((i for i, child in enumerate(self.children) if child.id == self.current), 0)
        self.scroll_to(x=index * self.scrollable_content_region.width, animate=False, force=True,
                       immediate=True)
        self.refresh(layout=True, repaint=False)
