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

Where every widget is, known without arranging the screen again (:class:`PlacesKept`, the
compositor of every paged game screen; it reads Textual 8.2's private compositor, and
``tests/tui/test_paged_screen.py`` fails if that stops working). Textual's compositor
keeps a map of every widget (made by a layout) and, after a scroll, a map of the widgets
in view. Asked where a widget is (its size, to draw it) when the full map is marked stale
and the widget is not in the map in view, it arranges the whole screen again (about 1.5 ms
here). The full map is marked stale by every scroll (a page key scrolls the strip of
pages), by any widget out of view asking to be drawn (a part of the board page below its
scroll: the players strip after a move), and a layout does not clear the mark; after a
layout there is no map in view either. So a key's repaint often began with a second
arrangement of the whole screen, and a scroll after a layout repainted the whole screen
(with no map in view, everything counts as moved).

:class:`PlacesKept` keeps one map, always current: a layout's full map, which also serves
as the map in view (widgets out of view in it have no area on screen, so they count for
nothing in what is drawn), and a scroll makes the full map again instead of a map of the
widgets in view, compared with the last one to repaint only what moved: made by moving the
widgets inside what scrolled, as a scroll moves nothing else (arranging the whole screen
again was about 1 ms of a page key). A widget out of
view that the map holds, drawn again, leaves it current (a repaint moves nothing). A widget mounted
since the last layout is looked up as before: that marks the map stale (the next scroll
then repaints the whole screen, as Textual does), and Textual makes the full map again
when asked where a widget is that its map does not hold, without drawing anything that
moved meanwhile; the next layout then compares with that map, not with what is on
screen. A widget removed in between (a recap toast taken back for the next one) was in
neither map, so its cells were never drawn again: at 80x24 in Extra! Extra! the side
panel's border stayed missing beside a refusal, with letters of the old toast in its
place. :class:`PlacesKept` draws again the places that changed whenever that map is made
again (``full_map``).
"""

from __future__ import annotations

from typing import Any

from textual._compositor import Compositor, CompositorMap, MapGeometry, ReflowResult
from textual.dom import DOMNode
from textual.errors import NoWidget
from textual.geometry import Offset, Region, Size
from textual.strip import Strip
from textual.widget import Widget


def in_view(node: DOMNode) -> bool:
    """False only for a page of a :class:`PageStrip` that the strip does not show."""
    parent = node.parent
    return not isinstance(parent, PageStrip) or parent.current == node.id


class KeptLines:
    """A container that draws nothing of its own (its background, the room its children
    leave) keeps the lines it drew while its size, the part asked for and its styles stay
    the same (mixed in before the container class).

    Textual draws such a container's lines again whenever it is repainted: a page key
    scrolls the strip of pages, which repaints the strip, and every move repaints the page
    around the widgets that changed; a page's lines (its background row by row through
    Textual's styled-line machinery) cost as much as a widget's. They depend on nothing but
    the container's size and styles: its children are drawn on their own.
    """

    _kept_lines: tuple[Any, list[Strip]] | None = None

    def render_lines(self, crop: Region) -> list[Strip]:
        # kept for every line of the columns asked for: a repaint asks for the lines it
        # changes (``speed._render_partial_update``), other lines at each repaint
        widget: Any = self
        key = (widget.size, crop.x, crop.width)
        kept = self._kept_lines
        if kept is None or kept[0] != key:
            whole = Region(crop.x, 0, crop.width, widget.size.height)
            kept = self._kept_lines = (key, super().render_lines(whole))  # type: ignore[misc]
        else:
            widget._styles_cache._dirty_lines.difference_update(crop.line_range)  # drawn, as Textual would note
        return kept[1][crop.y:crop.bottom]

    def notify_style_update(self) -> None:
        self._kept_lines = None
        super().notify_style_update()  # type: ignore[misc]


class StripPage:
    """A page of a :class:`PageStrip` (mixed into its container class): neither it nor its
    widgets take the focus while another page is shown."""

    def allow_focus(self) -> bool:
        return in_view(self) and super().allow_focus()  # type: ignore[arg-type, misc]

    def allow_focus_children(self) -> bool:
        return in_view(self) and super().allow_focus_children()  # type: ignore[arg-type, misc]


class PageStrip(KeptLines, Widget, can_focus=False):
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
                self.scroll_to(x=x, animate=False, immediate=True, force=True)

    def on_resize(self) -> None:
        self._align()  # the pages' width changed: the page shown starts elsewhere in the strip

    def scroll_to_region(self, region: Region, **_: Any) -> Offset:
        """The strip scrolls only to show a page (a widget focused on a page, or a page
        scrolling to its cursor, never moves it)."""
        return Offset()


def draw_ahead(page: Widget) -> None:
    """Draw now the lines of ``page``'s widgets that changed since they were last drawn
    (Textual's line caches: the widget's content and its styled lines), so that showing the
    page repaints it from lines it already has. Call it for a page out of view, after the
    repaint under way (the lines drawn are those a repaint would draw: nothing else changes)."""
    for widget in page.walk_children(Widget, with_self=True):
        if not widget.display:
            continue
        # a widget's scroll bars are no children of it: Pulitzer's Log page's bar, redrawn when lines
        # were written while it was out of view, took 0.5 ms of the ``g`` key's repaint
        for part in (widget, *widget._get_virtual_dom()):
            if part._styles_cache._dirty_lines:
                width, height = part.region.size
                if width and height:
                    part.render_lines(Region(0, 0, width, height))


def _displayed(widget: Widget) -> bool:
    """False if ``widget`` or a widget it is in is not displayed (``display: none``)."""
    node: DOMNode | None = widget
    while node is not None:
        if not node.display:
            return False
        node = node.parent
    return True


def _child_region(container: Widget, region: Region) -> Region:
    """Where ``container``, at ``region``, shows its children (inside its border and
    padding, beside its scroll bars), as Textual's compositor works it out."""
    inside = region.shrink(container.styles.gutter)
    return inside if container.loading else container._get_scrollable_region(inside)


def changed_places(old: CompositorMap, new: CompositorMap) -> set[Region]:
    """The screen areas of the widgets whose place differs between two compositor maps: where
    each was and where each is (as Textual's ``reflow`` marks them)."""
    return {area for area in (geometry.clip.intersection(geometry.region)
                              for _widget, geometry in old.items() ^ new.items()) if area}


class PlacesKept(Compositor):
    """A compositor whose map of every widget is always current (see the module)."""

    def __init__(self) -> None:
        super().__init__()
        #: where each container of the last map of every widget was scrolled (:meth:`_scrolled_map`)
        self._scrolled_at: dict[Widget, Offset] = {}

    @property
    def full_map(self) -> CompositorMap:
        """The map of every widget; made again when stale, and then the places that changed
        (widgets moved, resized, shown or removed since the last map) are drawn again."""
        if self.root is None or not self._full_map_invalidated:
            return super().full_map
        old = self._full_map
        new = super().full_map
        # current again: it is also the map in view (Textual drops that map here, and with
        # none in view every widget asked where it is, the next time the map was marked
        # stale, arranged the whole screen again: Pulitzer's status line, drawn after a
        # bot's move, took 1 ms instead of 0.2)
        self._visible_map = new
        if self.size.region not in self._dirty_regions:
            self._dirty_regions.update(changed_places(old, new))
        return new

    def find_widget(self, widget: Widget) -> MapGeometry:
        """Where ``widget`` is; a widget not displayed (``display: none``, or inside such
        a widget) is in no map, and is said so at once: Textual arranged the whole screen
        again to find that out whenever the map was stale (1.4 ms; Pulitzer's hidden side
        note asked, to be drawn again, at every move)."""
        if self._full_map_invalidated and widget not in self._full_map and not _displayed(widget):
            raise NoWidget("Widget is not in layout")
        return super().find_widget(widget)

    def update_widgets(self, widgets: set[Widget]) -> None:
        """Textual's, except that widgets out of view that the map holds (laid out: a page
        drawn ahead, a part of the board below its scroll) do not mark the map stale.

        Textual takes any widget drawn out of view for a new one. The next widget asked
        where it is, to be drawn (every ``refresh``: its size), then arranged the whole
        screen again: Pulitzer's place board, hand line and verdict, shown or hidden when a
        bot's move hands the person the turn, after the pages drawn ahead had been painted
        (1.5-3 ms of the move's repaint). A repaint moves nothing; a widget the map does not
        hold (mounted since the last layout) still marks it stale."""
        fresh = not self._full_map_invalidated
        super().update_widgets(widgets)
        if fresh and self._full_map_invalidated and widgets.issubset(self._full_map.keys()):
            self._full_map_invalidated = False

    def reflow(self, parent: Widget, size: Size) -> ReflowResult:
        result = super().reflow(parent, size)
        # the map just made is current: nothing is stale, and it is also the map in view
        self._full_map_invalidated = False
        self._visible_map = self._full_map
        return result

    def _arrange_root(self, root: Widget, size: Size, visible_only: bool = True) -> tuple[CompositorMap, set[Widget]]:
        """Textual's arrangement; a map of every widget notes where each container was
        scrolled when it was made (:meth:`_scrolled_map`)."""
        map, widgets = super()._arrange_root(root, size, visible_only)
        if not visible_only:
            self._scrolled_at = {widget: widget.scroll_offset for widget in map if widget._nodes}
        return map, widgets

    def reflow_visible(self, parent: Widget, size: Size) -> set[Widget]:
        """A scroll: the whole map is made again (the widgets out of view too, a few more
        than Textual arranges here) and only the widgets that moved are repainted.

        The map is made by moving the widgets inside what scrolled (:meth:`_scrolled_map`)
        when nothing else can have moved: a page key scrolls the strip of pages, and
        arranging the whole screen again took about 1 ms of its repaint."""
        rebuilt = self._visible_map is None  # the map was made again since it was drawn
        before = set(self.visible_widgets)
        scrolled = None
        if not rebuilt and size == self.size and parent is self.root and not parent._layout_required:
            scrolled = self._scrolled_map()
        if scrolled is None:
            _hidden, shown, resized = self.reflow(parent, size)
            if rebuilt:
                self._dirty_regions.add(size.region)  # as Textual does: what moved is unknown
            return (set(self.visible_widgets) - before) | shown | resized
        # as ``reflow`` leaves the compositor, with the map moved
        self._cuts = self._layers = self._layers_visible = self._visible_widgets = None
        old = self._full_map
        self._full_map = self._visible_map = scrolled
        self._full_map_invalidated = False
        if size.region not in self._dirty_regions:
            self._dirty_regions.update(changed_places(old, scrolled))
        return set(self.visible_widgets) - before

    def _scrolled_map(self) -> CompositorMap | None:
        """The map of every widget after containers scrolled, made from the current one by
        moving every widget inside each container that scrolled as Textual would place it
        (its region and the region it is clipped to); None when the screen must be arranged
        again: the map is stale (a widget mounted or removed since, a layout due), or a
        widget that moved is placed by rules a scroll does not simply move (docked,
        overlaid, absolute or constrained, anchored, covered). ``tests/tui/test_scrolled_map.py``
        compares it with Textual's arrangement after the page keys and scrolls of every game."""
        if self._full_map_invalidated:
            return None
        old = self._full_map
        kept = self._scrolled_at
        # outermost first: a container inside another that scrolled moves with it
        scrolled = sorted((widget for widget, at in kept.items() if widget.scroll_offset != at),
                          key=lambda widget: len(widget.ancestors))
        if not scrolled:
            return old
        new = dict(old)
        moved_at: dict[Widget, Offset] = {}

        def place(container: Widget, delta: Offset, clip: Region) -> bool:
            """Move the widgets inside ``container`` by ``delta``; ``clip``: what it shows
            of them. False if one is placed by rules a scroll does not simply move."""
            for child in container._nodes:
                geometry = old.get(child)
                if geometry is None:
                    if child.display and child._is_mounted:
                        return False  # not in the map, yet arranged (hidden with visible children?)
                    continue
                styles = child.styles
                if (child.absolute_offset is not None or child._cover_widget is not None or child._anchored
                        or child._render_widget is not child
                        or styles.has_any_rules("dock", "overlay", "position", "constrain_x", "constrain_y")):
                    return False
                region = geometry.region + delta
                new[child] = geometry._replace(region=region, clip=clip)
                for chrome in (child._vertical_scrollbar, child._horizontal_scrollbar, child._scrollbar_corner):
                    bar = old.get(chrome) if chrome is not None else None
                    if chrome is not None and bar is not None:
                        new[chrome] = bar._replace(region=bar.region + delta, clip=clip,
                                                   virtual_region=bar.virtual_region + delta)
                if child._nodes:
                    inner = _child_region(child, region)
                    own = kept.get(child)
                    if own is None:
                        return False
                    moved_at[child] = child.scroll_offset
                    if not place(child, delta + (own - child.scroll_offset), clip.intersection(inner)):
                        return False
            return True

        for container in scrolled:
            if any(ancestor in moved_at for ancestor in container.ancestors):
                continue  # moved with a container around it
            geometry = old.get(container)
            if geometry is None:
                return None
            moved_at[container] = container.scroll_offset
            inner = _child_region(container, geometry.region)
            if not place(container, kept[container] - container.scroll_offset, geometry.clip.intersection(inner)):
                return None
        kept.update(moved_at)
        return new


__all__ = ["KeptLines", "PageStrip", "PlacesKept", "StripPage", "changed_places", "draw_ahead", "in_view"]
