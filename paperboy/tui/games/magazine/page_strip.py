"""Magazine's three pages side by side in a strip, one of them in view.

A ``ContentSwitcher`` shows a page by hiding the others (and the verdict line above the
board page went with it): every page key laid out the whole screen and drew every widget
again. Here each page keeps its place in a horizontal strip as wide as three pages, and a
page key scrolls the strip to the page (Textual's scroll path: no layout, and only the
page coming into view is drawn). Each page is drawn by the widgets it always had, at the
same width, so it looks exactly as it did; the verdict line is part of the board page.

A page out of view is still "displayed" for Textual: :class:`PageSlot` keeps its widgets
out of the focus chain (Tab never reaches them), and the screen asks :attr:`PageSlot.shown`
where it used to ask ``display``.
"""

from __future__ import annotations

from typing import Any

from textual.containers import Horizontal, Vertical
from textual.widget import Widget


class PageSlot(Vertical):
    """One page's place in the strip (as wide as the strip's view); a page out of view
    lends no focus to its widgets."""

    DEFAULT_CSS = "PageSlot { width: 100%; height: 100%; }"

    def __init__(self, *children: Widget, page: str, shown: bool, id: str | None = None) -> None:  # noqa: A002
        super().__init__(*children, id=id)
        self.page = page
        self.shown = shown

    def allow_focus_children(self) -> bool:
        return self.shown and super().allow_focus_children()


class PageStrip(Horizontal):
    """The pages side by side; :meth:`show` scrolls the one asked for into view."""

    DEFAULT_CSS = "PageStrip { height: 1fr; width: 1fr; overflow: hidden hidden; }"

    def __init__(self, *children: Widget, page: str, id: str | None = None) -> None:  # noqa: A002
        super().__init__(*children, id=id)
        self.page = page

    @property
    def slots(self) -> list[PageSlot]:
        return [child for child in self.children if isinstance(child, PageSlot)]

    def slot(self, page: str) -> PageSlot | None:
        return next((slot for slot in self.slots if slot.page == page), None)

    def show(self, page: str) -> None:
        """Bring ``page`` into view (a scroll of the strip: nothing is laid out)."""
        self.page = page
        for slot in self.slots:
            slot.shown = slot.page == page
        self._scroll_to_page()

    def _scroll_to_page(self) -> None:
        slots = self.slots
        index = next((i for i, slot in enumerate(slots) if slot.page == self.page), 0)
        width = self.scrollable_content_region.width
        if self.is_mounted and width:
            self.scroll_to(x=index * width, y=0, animate=False, immediate=True, force=True)

    def on_resize(self, _event: Any) -> None:
        # the pages are as wide as the view: a new width moves the page in view
        self._scroll_to_page()

    def shows(self, widget: Widget) -> bool:
        """True unless ``widget`` sits on a page out of view."""
        node: Any = widget
        while node is not None and node is not self:
            if isinstance(node, PageSlot):
                return node.shown
            node = node.parent
        return True


__all__ = ["PageSlot", "PageStrip"]
