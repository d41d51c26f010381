"""Where every widget of Magazine's screen is, known without arranging the screen again.

Textual's compositor keeps a map of every widget (made by a layout) and, after a scroll,
a map of the widgets in view. Asked where a widget is (its size, to draw it) when the
full map is marked stale and the widget is not in the map in view, it arranges the whole
screen again (about 1.5 ms here). The full map is marked stale by every scroll (a page
key scrolls the strip of pages), by any widget out of view asking to be drawn (a part of
the board page below its scroll: the players strip after a move), and a layout does not
clear the mark; after a layout there is no map in view either. So a key's repaint often
began with a second arrangement of the whole screen, and a scroll after a layout
repainted the whole screen (with no map in view, everything counts as moved).

:class:`PlacesKept` keeps one map, always current: a layout's full map, which also serves
as the map in view (widgets out of view in it have no area on screen, so they count for
nothing in what is drawn), and a scroll makes the full map again instead of a map of the
widgets in view, compared with the last one to repaint only what moved. A widget mounted
since the last layout is looked up as before (that marks the map stale, and the next
scroll then repaints the whole screen, as Textual does).
"""

from __future__ import annotations

from textual._compositor import Compositor, ReflowResult
from textual.geometry import Size
from textual.widget import Widget


class PlacesKept(Compositor):
    """A compositor whose map of every widget is always current (see the module)."""

    def reflow(self, parent: Widget, size: Size) -> ReflowResult:
        result = super().reflow(parent, size)
        # the map just made is current: nothing is stale, and it is also the map in view
        self._full_map_invalidated = False
        self._visible_map = self._full_map
        return result

    def reflow_visible(self, parent: Widget, size: Size) -> set[Widget]:
        """A scroll: the whole map is made again (the widgets out of view too, a few more
        than Textual arranges here) and only the widgets that moved are repainted."""
        rebuilt = self._visible_map is None  # the map was made again since it was drawn
        before = set(self.visible_widgets)
        _hidden, shown, resized = self.reflow(parent, size)
        if rebuilt:
            self._dirty_regions.add(size.region)  # as Textual does: what moved is unknown
        return (set(self.visible_widgets) - before) | shown | resized


__all__ = ["PlacesKept"]
