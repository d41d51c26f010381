"""The pages beside the paper (Tracks, Cards, Centre pile) as one line-API widget.

A ``ContentSwitcher`` of scrolling pages shows a page by hiding the others: every switch
(the 1, 2 and 3 keys, a new phase turning to its page) laid out the whole screen and drew
every widget again. :class:`PageLines` keeps the parts of every page (each a Rich
renderable, e.g. the tracks table and the clocks under it) and draws the shown page's
lines itself in a fixed room: switching pages repaints this one widget, a part drawn
again repaints only the lines that changed, and nothing is laid out unless the scroll bar
comes or goes. Each part is drawn as a ``Static`` of its height would draw it, so the
screen looks exactly as it did with one ``Static`` per part.
"""

from __future__ import annotations

from typing import Any

from rich.console import RenderableType
from rich.text import Text
from textual.geometry import Region, Size
from textual.reactive import Reactive
from textual.scroll_view import ScrollView
from textual.strip import Strip
from textual.visual import Visual, visualize
from textual.widget import Widget


class PageLines(ScrollView, can_focus=False):
    """One page at a time, drawn from its parts; ``[``/``]`` scroll it (each page keeps its place)."""

    DEFAULT_CSS = """
    PageLines { height: 1fr; overflow-x: hidden; overflow-y: auto; }
    """

    #: parts' lines kept at most (each page's parts at the widths seen since the last change)
    KEPT = 48
    #: a page this many lines taller than the room at the width less its scroll bar is
    #: taken to be taller at the full width too (:meth:`_shown_lines`): one column more
    #: takes a line off a wrapped line or table row, not more than a few over a page
    FITS_WITHIN = 3

    # The room is fixed by CSS: a page of another length repaints this widget and its scroll
    # bar, it does not lay out the screen (a scroll bar that comes or goes still does).
    virtual_size: Reactive[Size] = Reactive(Size(0, 0), layout=False)

    def __init__(self, pages: tuple[str, ...], page: str, *, id: str | None = None) -> None:  # noqa: A002
        super().__init__(id=id)
        self.set_reactive(Widget.auto_links, False)  # no links shown: none styled (as DrawnLines)
        self.page = page
        #: every page's parts, in order: a renderable, or None for a part not shown now
        self._parts: dict[str, list[RenderableType | None]] = {name: [] for name in pages}
        #: lines of each page by (page, width), and of each part by (page, index, width),
        #: drawn in ``_style`` (a part drawn again leaves the others' lines as they are)
        self._lines: dict[tuple[str, int], list[Strip]] = {}
        self._part_lines: dict[tuple[str, int, int, str | None], list[Strip]] = {}
        #: what each part shows, when it was given a key (see :meth:`set_part`)
        self._part_keys: dict[tuple[str, int], str | None] = {}
        self._style: Any = None
        self._scrolled: dict[str, float] = {}
        #: each page: whether it had its scroll bar when last drawn (:meth:`_shown_lines`)
        self._barred: dict[str, bool] = {}
        #: the shown lines while Textual draws this widget's lines (:meth:`render_lines`)
        self._drawing: tuple[int, list[Strip]] | None = None

    # --- what the pages show ---------------------------------------------------------
    def set_part(self, page: str, index: int, renderable: RenderableType | None, key: str | None = None) -> None:
        """Show ``renderable`` as part ``index`` of ``page`` (None: the part is not shown).

        A ``key`` names what the renderable shows (the same key, the same lines): the lines
        drawn for each key are kept, so a part that goes back to something it showed before
        (another player's desk and back, with ``v``) is not drawn again.
        """
        shown = page == self.page and self.is_mounted and self.size.width > 0
        before = self._shown_lines() if shown else None
        parts = self._parts[page]
        while len(parts) <= index:
            parts.append(None)
        parts[index] = renderable
        self._part_keys[(page, index)] = key
        for line_key in [line_key for line_key in self._lines if line_key[0] == page]:
            del self._lines[line_key]
        if key is None:
            for part_key in [part_key for part_key in self._part_lines
                             if part_key[:2] == (page, index) and part_key[3] is None]:
                del self._part_lines[part_key]
        if before is None:
            return
        after = self._shown_lines()
        if len(after[1]) != len(before[1]) or after[0] != before[0]:
            self._redraw()
            return
        top = int(self.scroll_offset.y)
        for y, (old, new) in enumerate(zip(before[1], after[1], strict=True)):
            if old != new:  # only the rows that say something else are repainted
                self.refresh(Region(0, y - top, self.size.width, 1))

    def keep_part(self, page: str, index: int, renderable: RenderableType, key: str) -> None:
        """Draw the lines of ``renderable`` as part ``index`` of ``page`` showing ``key``,
        at the widths :meth:`_shown_lines` would try, without showing it: a later
        :meth:`set_part` with that key finds its lines drawn (Extra! Extra!'s other players'
        desks, drawn after the repaint that shows a move, so that ``v`` draws none). Only
        the lines are kept: what is shown does not change."""
        if not self.is_mounted or not self.size.width:
            return
        width, height = self._room()
        bar = self.styles.scrollbar_size_vertical
        if bar and self._barred.get(page):
            if len(self._part_lines_of(page, index, width - bar, key, renderable)) > height + self.FITS_WITHIN:
                return
        full = self._part_lines_of(page, index, width, key, renderable)
        if bar and len(full) > height:
            self._part_lines_of(page, index, width - bar, key, renderable)

    def _part_lines_of(self, page: str, index: int, width: int, key: str | None,
                       part: RenderableType) -> list[Strip]:
        """The lines of ``part`` (part ``index`` of ``page``, showing ``key``) at ``width``,
        drawn if not kept."""
        part_key = (page, index, width, key)
        drawn = self._part_lines.get(part_key)
        if drawn is None:
            content = Text(part) if isinstance(part, str) else part
            visual = visualize(self, content, markup=False)
            drawn = self._part_lines[part_key] = Visual.to_strips(self, visual, width, None, self.visual_style)
        return drawn

    def show_page(self, page: str) -> None:
        """Show ``page`` where it was scrolled to when it was last shown."""
        if page == self.page:
            return
        self._scrolled[self.page] = self.scroll_y
        self.page = page
        self._redraw(scroll_y=self._scrolled.get(page, 0.0))

    def page_text(self, page: str, width: int = 120) -> str:
        """The lines of ``page`` as plain text (for tests and tools)."""
        return "\n".join(strip.text.rstrip() for strip in self._page_lines(page, width))

    # --- drawing ------------------------------------------------------------------------
    def _page_lines(self, page: str, width: int) -> list[Strip]:
        width = max(1, width)
        style = self.visual_style
        if style != self._style or len(self._part_lines) > self.KEPT:  # other colours, or many widths seen
            self._lines, self._part_lines, self._style = {}, {}, style
        lines = self._lines.get((page, width))
        if lines is None:
            lines = []
            for index, part in enumerate(self._parts[page]):
                if part is not None:
                    lines += self._part_lines_of(page, index, width, self._part_keys.get((page, index)), part)
            self._lines[(page, width)] = lines
        return lines

    def _room(self) -> tuple[int, int]:
        """(width without a scroll bar, height) of the content."""
        region = self.content_region
        return region.width, region.height

    def _shown_lines(self) -> tuple[int, list[Strip]]:
        """The shown page's lines and the width they are drawn at: less a scroll bar's
        columns when the page is taller than the room, as a scrolling container does.

        A page that had its scroll bar when last drawn is drawn at the narrower width
        first: a part drawn anew (Extra! Extra!'s desk of another player, with ``v``) was
        drawn at both widths, the first only to find the page too tall. Only a page at most
        ``FITS_WITHIN`` lines taller than the room could fit at the full width: such a
        page is drawn at the full width too, to know."""
        width, height = self._room()
        bar = self.styles.scrollbar_size_vertical
        if bar and self._barred.get(self.page):
            narrow = self._page_lines(self.page, width - bar)
            if len(narrow) > height + self.FITS_WITHIN:
                return width - bar, narrow
        lines = self._page_lines(self.page, width)
        barred = self._barred[self.page] = bool(bar) and len(lines) > height
        if barred:
            width -= bar
            lines = self._page_lines(self.page, width)
        return width, lines

    def _redraw(self, scroll_y: float | None = None) -> None:
        if not self.is_mounted or not self.size.width:
            return
        width, lines = self._shown_lines()
        self.virtual_size = Size(width, len(lines))
        if scroll_y is not None:
            self.scroll_to(y=scroll_y, animate=False, immediate=True)
        self.refresh()

    def watch_virtual_size(self, _old: Size, new: Size) -> None:
        if self.is_mounted:
            self._scroll_update(new)  # the scroll bar's length and position

    def on_resize(self) -> None:
        self._redraw()

    def render_lines(self, crop: Region) -> list[Strip]:
        # the shown lines found once for all the lines drawn (not once a line: 18 lines of a
        # desk looked up the page's lines 18 times, a third of their drawing)
        self._drawing = self._shown_lines()
        try:
            return super().render_lines(crop)
        finally:
            self._drawing = None

    def render_line(self, y: int) -> Strip:
        _, lines = self._drawing or self._shown_lines()
        index = y + self.scroll_offset.y
        width = self.scrollable_content_region.width
        if 0 <= index < len(lines):
            line = lines[index]
            # (short lines are padded with the background alone, as a Static's are)
            return line.crop(0, width) if line.cell_length > width else line
        return Strip([])
