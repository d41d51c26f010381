"""A game screen's pages side by side in one strip, the page shown scrolled into view.

A ``ContentSwitcher`` shows a page by hiding the others (``display``): every page key laid
out the whole screen, measured the page again and drew every widget on it. A
:class:`PageStrip` keeps every page laid out, each as wide as the strip, and shows one by
scrolling the strip to it: Textual repaints a scroll from the lines its widgets already
have, nothing is laid out, and each page keeps its own scroll place. Extra! Extra!,
Pulitzer and Magazine show their pages this way (Fit to Print's pages beside the paper are
one line widget instead: ``games/fit_to_print/pages.py``).

A page out of view stays out of the keys' way: its widgets leave the focus chain
(:class:`StripPage`, mixed into each page's container), and a widget focused there from
code does not scroll the strip (only :meth:`PageStrip.show` does).
"""

from __future__ import annotations

from typing import Any

from textual.dom import DOMNode
from textual.geometry import Offset, Region
from textual.screen import Screen
from textual.widget import Widget


def in_view(node: DOMNode) -> bool:
    """False only for a page of a :class:`PageStrip` that the strip does not show."""
    parent = node.parent
    return not isinstance(parent, PageStrip) or parent.current == node.id


class StripPage:
    """A page of a :class:`PageStrip` (mixed into its container class): neither it nor its
    widgets take the focus while another page is shown."""

    def allow_focus(self) -> bool:
        return in_view(self) and super().allow_focus()  # type: ignore[arg-type, misc]

    def allow_focus_children(self) -> bool:
        return in_view(self) and super().allow_focus_children()  # type: ignore[arg-type, misc]


class PageStrip(Widget, can_focus=False):
    """Pages side by side (children with ids), the ``current`` one in view."""

    DEFAULT_CSS = """
    PageStrip { layout: horizontal; overflow: hidden hidden; height: 1fr; }
    PageStrip > * { width: 100%; height: 1fr; }
    """

    def __init__(self, *children: Widget, current: str, id: str | None = None) -> None:  # noqa: A002
        super().__init__(*children, id=id)
        self.current = current
        """The id of the page shown."""

    def show(self, page_id: str) -> None:
        """Bring the page ``page_id`` into view (a scroll of the strip: nothing is laid out)."""
        self.current = page_id
        self._align()

    def shows(self, widget: Widget) -> bool:
        """True unless ``widget`` sits on a page of this strip that is out of view."""
        node: Any = widget
        while node is not None and node is not self:
            if node.parent is self:
                return bool(node.id == self.current)
            node = node.parent
        return True

    def _page_x(self) -> int:
        for index, child in enumerate(self.children):
            if child.id == self.current:
                return index * self.scrollable_content_region.width
        return 0

    def _align(self) -> None:
        if self.is_mounted and self.size.width:
            x = self._page_x()
            if self.scroll_x != x:
                keep_scroll_map(self.screen)
                self.scroll_to(x=x, animate=False, immediate=True, force=True)

    def on_resize(self) -> None:
        self._align()  # the pages' width changed: the page shown starts elsewhere in the strip

    def scroll_to_region(self, region: Region, **_: Any) -> Offset:
        """The strip scrolls only to show a page (a widget focused on a page, or a page
        scrolling to its cursor, never moves it)."""
        return Offset()


def keep_scroll_map(screen: Screen[Any]) -> None:
    """Give the compositor the map of what the terminal shows, when it has none.

    Textual's scroll path repaints the regions whose widgets moved by comparing with the
    map of the last scroll; a layout of the screen drops that map, and the next scroll
    then repaints every widget of the screen. The map of the screen as it stands (nothing
    waiting to be laid out) is what a scroll right now would have left. (Reads Textual's
    private compositor, as of Textual 8.2.)
    """
    compositor = screen._compositor
    if compositor._visible_map is not None or screen._layout_required or compositor.root is not screen:
        return
    compositor._visible_map, _ = compositor._arrange_root(screen, compositor.size, visible_only=True)


__all__ = ["PageStrip", "StripPage", "in_view", "keep_scroll_map"]
