"""The screen's two pages side by side in one strip, the page shown scrolled into view.

A ``ContentSwitcher`` shows a page by hiding the other (``display``): every page key (``b``,
``n``, ``v`` from the board) laid out the whole screen and drew every widget of the page
again. :class:`PageStrip` keeps both pages laid out, each as wide as the strip, and shows
one by scrolling to it: a page key moves the strip's offset (Textual's scroll fast path:
the widgets keep their sizes and the lines they have drawn), nothing is laid out.

The page not shown stays out of the keys' way: its widgets leave the focus chain
(:class:`StripPage`), and a widget focused there does not scroll the strip.
"""

from __future__ import annotations

from typing import Any

from textual.geometry import Offset, Region
from textual.widget import Widget


class StripPage:
    """A page of a :class:`PageStrip` (mixed into its container): neither it nor its
    widgets take the focus while another page is shown."""

    def _strip_shows(self) -> bool:
        parent = getattr(self, "parent", None)
        return not isinstance(parent, PageStrip) or parent.current == getattr(self, "id", None)

    def allow_focus_children(self) -> bool:
        return self._strip_shows() and super().allow_focus_children()  # type: ignore[misc]

    def allow_focus(self) -> bool:
        return self._strip_shows() and super().allow_focus()  # type: ignore[misc]


class PageStrip(Widget, can_focus=False):
    """Pages side by side (children with ids), the ``current`` one in view."""

    DEFAULT_CSS = """
    PageStrip { layout: horizontal; overflow: hidden hidden; height: 1fr; }
    PageStrip > * { width: 100%; height: 1fr; }
    """

    def __init__(self, *children: Widget, initial: str, id: str | None = None) -> None:  # noqa: A002
        super().__init__(*children, id=id)
        self.current = initial
        """The id of the page shown."""

    def _page_x(self) -> int:
        for index, child in enumerate(self.children):
            if child.id == self.current:
                return index * self.scrollable_content_region.width
        return 0

    def show(self, page_id: str) -> None:
        """Bring the page ``page_id`` into view (no layout: a scroll of the strip)."""
        self.current = page_id
        self._align()

    def _align(self) -> None:
        if self.is_mounted and self.size.width:
            x = self._page_x()
            if self.scroll_x != x:
                self._keep_scroll_map()
                self.scroll_to(x=x, animate=False, immediate=True, force=True)

    def _keep_scroll_map(self) -> None:
        """Give the compositor the map of what the terminal shows, when it has none.

        Textual's scroll fast path repaints the regions whose widgets moved by comparing
        with the map of the last scroll; a layout of the screen drops that map, and the
        next scroll then repaints every widget of the screen. The map of the screen as it
        stands (nothing waiting to be laid out) is what a scroll right now would have left.
        """
        screen = self.screen
        compositor = screen._compositor
        if compositor._visible_map is not None or screen._layout_required or compositor.root is not screen:
            return
        compositor._visible_map, _ = compositor._arrange_root(screen, compositor.size, visible_only=True)

    def on_resize(self) -> None:
        self._align()

    def scroll_to_region(self, region: Region, **_: Any) -> Offset:
        """The strip scrolls only to show a page (a widget focused on a page, or a page
        scrolling to its cursor, never moves it)."""
        return Offset()


__all__ = ["PageStrip", "StripPage"]
