"""A game screen whose board area shows one page at a time (the board, the players, a log…).

Every game screen with pages shares this: the tabs line (each page with its key, the
page shown marked, hints for the keys that move it, on a second line rather than cut),
switching pages, scrolling the page shown with ``[``/``]`` and redrawing only the parts
whose view data changed (:meth:`PagedGameScreen.put`).

A game's screen subclasses it and gives:

- ``PAGES``, ``PAGE_TITLES``, ``PAGE_KEYS`` (and ``PAGE_SHORT_TITLES`` for narrow
  screens), the ids ``PAGES_ID`` (a :class:`~paperboy.tui.widgets.page_strip.PageStrip`
  whose children are ``#page-<name>``, each a ``StripPage``) and ``TABS_ID`` (a ``Static`` for the tabs line);
- :meth:`draw_page` (draw one page from the view);
- optionally :meth:`page_hints` (more keys for the tabs line), :meth:`tabs_below` (a
  second line under the tabs), :meth:`can_show_page` and :meth:`page_shown` (where the
  focus goes once a page is shown).

Its bindings name the page keys, e.g. ``Binding("b", "page('board')", "Board")``.
"""

from __future__ import annotations

from typing import Any, ClassVar

from rich.segment import Segment
from rich.style import Style
from rich.text import Text
from textual.css.query import NoMatches
from textual.dom import DOMNode
from textual.strip import Strip
from textual.visual import Visual, visualize
from textual.widget import Widget, _RenderCache
from textual.widgets import OptionList, Static

from ..widgets.drawn_lines import DrawnLines
from ..widgets.page_strip import PageStrip, PlacesKept, draw_ahead, in_view
from .game import GameScreen


def _lower(strip: Strip, rows: int) -> Strip:
    """``strip`` drawn ``rows`` lines further down its widget: the text positions in its
    styles (used to select text with the mouse) moved down as well."""
    segments = []
    for text, style, control in strip:
        if style is not None and "offset" in style.meta:
            x, y = style.meta["offset"]
            style = style + Style.from_meta({"offset": (x, y + rows)})
        segments.append(Segment(text, style, control))
    return Strip(segments, strip.cell_length)


class TabsLine(Static):
    """The tabs line.

    It is drawn again when its own width changes (e.g. the board beside it grew), not only
    when the screen is resized: which titles and hints fit depends on it. Its drawn lines
    are kept for each text it shows: a page key shows one of a few texts, and drawing it
    through Rich was the costliest part of the key's repaint (0.3-0.6 ms). They are kept by
    line: one line changes with the page shown, another with the game."""

    KEPT = 64

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._kept: dict[tuple[Any, ...], list[Strip]] = {}

    def _render_content(self) -> None:
        """Textual's drawing of the content, line by line from the lines kept (a line of
        the tabs changes with the page shown, another with the game: each is drawn once)."""
        content = self.content
        if not isinstance(content, Text):
            super()._render_content()
            return
        width, height = self.size
        style = self.visual_style
        strips: list[Strip] = []
        for line in content.split("\n", allow_blank=True):
            # (what the line shows, read without writing its markup out: that took longer
            # than the rest of the drawing)
            key = (len(strips), line.plain, tuple(line.spans), line.style, line.justify, width, style)
            drawn = self._kept.get(key)
            if drawn is None:
                if len(self._kept) >= self.KEPT:
                    self._kept.clear()
                drawn = Visual.to_strips(self, visualize(self, line, markup=False), width, None, style)
                drawn = self._kept[key] = [_lower(strip, len(strips)) for strip in drawn] if strips else drawn
            strips.extend(drawn)
        strips = strips[:height] + [Strip.blank(width, style.rich_style)] * (height - len(strips))
        self._render_cache = _RenderCache(self.size, strips)
        self._dirty_regions.clear()

    def on_resize(self) -> None:
        screen = self.screen
        if isinstance(screen, PagedGameScreen):
            screen.call_after_refresh(screen.draw_tabs)


class PagedGameScreen(GameScreen):
    """A game screen showing one of its ``PAGES`` at a time, with a tabs line above."""

    PAGES: ClassVar[tuple[str, ...]] = ()
    PAGE_TITLES: ClassVar[dict[str, str]] = {}
    PAGE_SHORT_TITLES: ClassVar[dict[str, str]] = {}
    """Titles for a tabs line that would not fit with the long ones (default: the long ones)."""
    PAGE_KEYS: ClassVar[dict[str, str]] = {}
    PAGES_ID: ClassVar[str] = "pages"
    TABS_ID: ClassVar[str] = "tabs"
    START_PAGE_ATTRIBUTE: ClassVar[str | None] = None
    """A session attribute naming the page to open on (``paperboy screenshots`` sets it)."""
    SCROLL_HINT: ClassVar[str] = "[ ]:scroll"
    """The tabs line's hint when the page shown scrolls (a game whose ``[``/``]`` do
    something else names its own scroll keys)."""
    DRAWN_OUT_OF_VIEW: ClassVar[tuple[str, ...]] = ()
    """Pages drawn while another page is shown, just after the repaint that shows a move
    (:meth:`draw_pages_out_of_view`): their key then only scrolls the strip to them."""
    TAB_GAP: ClassVar[str] = " │ "
    NARROW_TAB_GAP: ClassVar[str] = "│"

    def __init__(self, session: Any) -> None:
        super().__init__(session)
        self._drawn: dict[str, Any] = {}
        start = getattr(session, self.START_PAGE_ATTRIBUTE, None) if self.START_PAGE_ATTRIBUTE else None
        self.page: str = start if start in self.PAGES else self.PAGES[0]
        # where every widget is, kept between layouts: a page key's scroll arranges nothing
        # twice (see :class:`~paperboy.tui.widgets.page_strip.PlacesKept`)
        self._compositor = PlacesKept()
        # the tabs line's form (long or short titles, hints beside or below) and what it
        # was chosen for: the room and every page's hints
        self._tabs_form: tuple[Any, int] | None = None

    # --- drawing only what changed ------------------------------------------------
    def put(self, selector: str, key: Any, build: Any) -> None:
        """Update the Static or :class:`DrawnLines` ``selector`` with ``build()`` unless
        ``key`` (the view data it is drawn from) is what it already shows."""
        if self.changed(selector, key):
            widget = self.query_one(selector)
            if isinstance(widget, DrawnLines):
                widget.update(build())
            else:
                self.query_one(selector, Static).update(build())

    def changed(self, selector: str, key: Any) -> bool:
        """Note that ``selector`` now shows ``key`` (the view data it is drawn from); True if
        that is not what it showed, so the caller draws it (:meth:`put` for a Static's
        content; any other widget, e.g. a board given a new model, the same way)."""
        if self._drawn.get(selector) == key:
            return False
        self._drawn[selector] = key
        return True

    def forget_drawn(self, selector: str | None = None) -> None:
        """Draw ``selector`` (every part, if None) again at the next :meth:`put`."""
        if selector is None:
            self._drawn.clear()
        else:
            self._drawn.pop(selector, None)

    def draw_page(self, page: str) -> None:
        """Draw ``page`` from the current view (each game's screen does its own)."""
        raise NotImplementedError(f"{type(self).__name__} draws no page {page!r}")

    # --- the tabs line ------------------------------------------------------------
    def page_hints(self, page: str) -> list[str]:
        """Keys that change what ``page`` shows while it is shown, named after the tabs
        (e.g. ``n:next``)."""
        return []

    def tabs_below(self) -> Text | None:
        """A line under the tabs (e.g. the seat's summary), or None."""
        return None

    def page_scroller(self, page: str) -> Widget | None:
        """The widget that scrolls ``page`` (default: the page itself, ``#page-<name>``; a
        page may scroll a part of it instead), or None."""
        try:  # query_one: an id lookup, where query() walks every widget of the screen
            return self.query_one(f"#page-{page}")
        except NoMatches:
            return None

    def page_scrolls(self, page: str) -> bool:
        """Is ``page`` taller than its room (``[`` and ``]`` then scroll it)? Pages out of
        view are known too: the screen keeps every widget's place."""
        if not self.is_mounted:
            return False
        scroller = self.page_scroller(page)
        return scroller is not None and scroller.max_scroll_y > 0

    def tabs_hints(self, page: str) -> list[str]:
        """The hints on the tabs line while ``page`` is shown: its keys, and the scroll
        keys if it scrolls."""
        return [*self.page_hints(page), *([self.SCROLL_HINT] if self.page_scrolls(page) else [])]

    def tabs_text(self, titles: dict[str, str], gap: str, hints: list[str]) -> Text:
        """The pages with their keys, the one shown marked, then ``hints``."""
        text = Text(no_wrap=True)
        for i, page in enumerate(self.PAGES):
            if i:
                text.append(gap, style="dim")
            key = self.PAGE_KEYS.get(page)
            label = f"{key}:{titles.get(page, page)}" if key else titles.get(page, page)
            if page == self.page:
                text.append(f"▸{label}", style="bold reverse")
            else:
                text.append(f" {label}")
        if hints:
            text.append(" · " + " · ".join(hints), style="dim")
        return text

    def draw_tabs(self) -> None:
        """Draw the tabs line: short titles when the long ones would not fit beside the
        hints, and the hints on a line of their own rather than cut.

        The form is the one the most crowded page needs, whichever page is shown, so the
        line keeps its titles and its height from page to page: a page key moves nothing
        else on the screen (and lays nothing out)."""
        if not self.is_mounted:
            return
        line = self.query_one(f"#{self.TABS_ID}", Static)
        room = line.size.width or max(self.size.width - 44, 30)
        short = self.PAGE_SHORT_TITLES or self.PAGE_TITLES
        forms = ((self.PAGE_TITLES, self.TAB_GAP), (short, self.NARROW_TAB_GAP))

        def form(hints: list[str]) -> int:
            """0: long titles and the hints fit; 1: short ones do; 2: the hints go below."""
            for i, (titles, gap) in enumerate(forms):
                if self.tabs_text(titles, gap, hints).cell_len <= room:
                    return i
            return 2 if hints else 1

        every = {page: self.tabs_hints(page) for page in self.PAGES}
        hints = every[self.page]
        # the form only changes with the room and the hints (tried for every page once)
        asked = (room, tuple(tuple(page_hints) for page_hints in every.values()))
        if self._tabs_form is None or self._tabs_form[0] != asked:
            self._tabs_form = (asked, max(form(page_hints) for page_hints in every.values()))
        need = self._tabs_form[1]
        titles, gap = forms[min(need, 1)]
        if need == 2:
            text = self.tabs_text(titles, gap, [])
            text.append("\n" + " · ".join(hints), style="dim")
        else:
            text = self.tabs_text(titles, gap, hints)
        below = self.tabs_below()
        if below is not None:
            text.append("\n")
            text.append_text(below)
        shown = (text.plain, text.spans)
        if self._drawn.get("#" + self.TABS_ID) != shown:
            self._drawn["#" + self.TABS_ID] = shown
            line.update(text)

    def draw_pages_out_of_view(self) -> None:
        """Draw the ``DRAWN_OUT_OF_VIEW`` pages not shown from the current view, once the
        repaint under way is on the terminal (:meth:`after_repaint`)."""
        if self.DRAWN_OUT_OF_VIEW:
            self.after_repaint(self._draw_pages_out_of_view, last=True)  # after what is in view

    def _draw_pages_out_of_view(self) -> None:
        for page in self.DRAWN_OUT_OF_VIEW:
            if page != self.page:
                self.draw_page(page)
        self.after_repaint(self.draw_pages_ahead, last=True)  # once laid out: a page drawn may take other room

    def first_frame_drawn(self) -> None:
        self.draw_pages_ahead()

    def page_widget(self, page: str) -> Widget:
        """The child of the strip of pages that holds ``page``."""
        return self.query_one(f"#page-{page}")

    def draw_pages_ahead(self) -> None:
        """Draw the changed lines of the pages out of view (:func:`~paperboy.tui.widgets.page_strip.draw_ahead`).

        Textual draws a widget's lines only when they are on screen, so a page drawn while
        out of view (``DRAWN_OUT_OF_VIEW``), or restyled when the focus left it, drew its
        changed widgets in the repaint of the page key that showed it (Pulitzer's Players
        page about 4 ms, Extra! Extra!'s newspaper its desk and scroll bar, 1-2 ms); drawn
        ahead, a page key repaints its page from lines it already has."""
        if self.has_left() or not isinstance(self.query_one(f"#{self.PAGES_ID}"), PageStrip):
            return  # (Fit to Print's pages are one line widget)
        for page in self.PAGES:
            if page != self.page:
                draw_ahead(self.page_widget(page))

    def on_resize(self) -> None:
        # the tabs line's layout depends on its width (short titles, hints on a second line)
        self.call_after_refresh(self.draw_tabs)

    # --- switching and scrolling pages --------------------------------------------
    def can_show_page(self, page: str) -> bool:
        """May ``page`` be shown now? (A game may keep the page while a move is steered.)"""
        return page in self.PAGES

    def action_page(self, page: str) -> None:
        """Show ``page``."""
        if not self.can_show_page(page):
            return
        self.show_page(page)

    def show_page(self, page: str) -> None:
        """Switch to ``page`` (the strip of pages scrolls to it: nothing is laid out), draw
        it and its tabs line, then place the focus."""
        self.moving_view()
        self.page = page
        self.query_one(f"#{self.PAGES_ID}", PageStrip).show(f"page-{page}")
        self.draw_tabs()
        self.draw_page(page)
        self.call_after_refresh(self.draw_tabs)  # once laid out: does the page scroll?
        self.page_shown(page)

    def page_shown(self, page: str) -> None:
        """After ``page`` is shown: if the focused widget went with the page it was on, the
        moves list takes the focus."""
        if self.focus_hidden():
            moves = self.query_one("#moves", OptionList)
            if not moves.disabled:
                moves.focus()

    def focus_hidden(self) -> bool:
        """True if nothing has the focus, or the focused widget is hidden or on a page out
        of view."""
        node: DOMNode | None = self.focused
        if node is None:
            return True
        while node is not None and node is not self:
            if not node.display or not in_view(node):
                return True
            node = node.parent
        return False

    def action_scroll_page(self, direction: int) -> None:
        """Scroll the page shown by a screenful (the focus stays where it is)."""
        scroller = self.page_scroller(self.page)
        if scroller is None:
            return
        self.moving_view()
        if direction > 0:
            scroller.scroll_page_down()
        else:
            scroller.scroll_page_up()
