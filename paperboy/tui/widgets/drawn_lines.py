"""A Rich renderable drawn once per change: the line-API stand-in for a ``Static`` that shows
a table or a group of lines built from a view.

A ``Static`` whose content changes asks for a layout of the whole screen and renders its
content twice (once to measure its height, once to draw it), and again each time its page
is shown. :class:`DrawnLines` renders its content to lines once per change and width, keeps
them, serves them through ``render_line``, and when new content takes as many lines as the
old repaints only the lines that differ (no layout). :meth:`DrawnLines.show` skips even
building the content when the data it is drawn from (``key``) is what it already shows. A
widget made with ``hold=True`` keeps the room of the most lines it has shown (Extra!
Extra!'s market, at the foot of the scrolling board: a bot's move that added a line to it
laid out the whole screen; it now does so once, the first time the market is that long).

Content that is a ``Group`` of ``Text`` (Extra! Extra!'s market, its activation steps) is
drawn text by text, and each text's lines are kept: a move that changes one line of the
market draws that line's text again, not the whole market through Rich (a Group's lines
are its texts' lines one after the other). A ``Group`` may hold quick tables too
(``quick_table.py``: Pulitzer's Kiosk, Buses, Newspaper and side panel): each table line's
strip is kept by the line's segments, and only the lines not kept are drawn, together. A
bot's move that changed a row drew the whole area (0.5-2 ms); it now draws that row.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, cast

from rich.console import Group, RenderableType
from rich.segment import Segment, Segments
from rich.text import Text
from textual.geometry import Region, Size
from textual.strip import Strip
from textual.visual import Visual, visualize
from textual.widget import Widget

from paperboy.tui.widgets.quick_table import QuickTable, text_key

_NOTHING = object()


class DrawnLines(Widget):
    """Shows one Rich renderable (height: its lines), drawn once per change and width."""

    DEFAULT_CSS = "DrawnLines { height: auto; }"
    #: how many recent contents (with their lines) are kept to show again
    RECENT = 6
    #: how many texts and table lines of a Group content have their lines kept (by what
    #: they show and width)
    TEXTS_KEPT = 256

    def __init__(self, renderable: RenderableType = "", *, id: str | None = None,  # noqa: A002
                 classes: str | None = None, hold: bool = False) -> None:
        super().__init__(id=id, classes=classes)
        # what it shows never holds a link: no link style worked out for each drawing
        # (Textual's ``Visual.to_strips`` did, a third of drawing a changed text)
        self.set_reactive(Widget.auto_links, False)
        # ``hold``: the widget keeps the room of the most lines it has shown at a width (blank
        # lines under fewer), so content that grows and shrinks lays the screen out only
        # when it takes more lines than ever before
        self._hold = hold
        self._held: dict[int, int] = {}
        self._renderable: RenderableType = renderable
        self._key: Any = _NOTHING
        # the content's lines by width (a layout may measure at one width and draw at
        # another, e.g. once a scroll bar takes a column)
        self._strips: dict[int, list[Strip]] = {}
        self._style: Any = None
        # recent (key, renderable, lines by width, the style they were drawn in), newest last
        self._recent: list[tuple[Any, RenderableType, dict[int, list[Strip]], Any]] = []
        # the lines of each text and table line of a Group content, by what it shows and
        # width (in ``_style``)
        self._texts: dict[tuple[Any, ...], list[Strip]] = {}

    @property
    def renderable(self) -> RenderableType:
        """What the widget shows."""
        return self._renderable

    @property
    def content(self) -> RenderableType:
        """What the widget shows (as ``Static.content``)."""
        return self._renderable

    @property
    def text(self) -> str:
        """The lines shown, as plain text (for tests and tools)."""
        return "\n".join(strip.text.rstrip() for strip in self.strips(self.size.width))

    def show(self, key: Any, build: Callable[[], RenderableType]) -> None:
        """Show ``build()`` unless ``key`` (the data it is drawn from) is what it shows."""
        if key == self._key and self._key is not _NOTHING:
            return
        if self._key is not _NOTHING:
            self._recent.append((self._key, self._renderable, self._strips, self._style))
            del self._recent[:-self.RECENT]
        self._key = key
        for i, (seen, renderable, strips, style) in enumerate(self._recent):
            if seen == key:
                del self._recent[i]
                self._show(renderable, strips, style)
                return
        self._show(build(), {}, self._style)

    def update(self, renderable: RenderableType) -> None:
        """Show ``renderable``: a layout only if it takes another number of lines, else a
        repaint of the lines that changed."""
        self._key = _NOTHING
        self._show(renderable, {}, self._style)

    def _show(self, renderable: RenderableType, strips: dict[int, list[Strip]], style: Any) -> None:
        """Show ``renderable`` (``strips``: its lines already drawn in ``style``, by width)."""
        old = None
        if self.is_mounted and self.size.width > 0 and self._style == self.visual_style:
            old = self._strips.get(self.size.width)
        self._renderable = renderable
        self._strips, self._style = strips, style
        if self.is_mounted and not self.display:
            return  # hidden (Pulitzer's score panel on a short terminal): laid out when shown
        if old is None:
            self.refresh(layout=True)
            return
        width = self.size.width
        new = self.strips(width)
        if len(new) != len(old) and (not self._hold or len(new) > self.content_size.height):
            self.refresh(layout=True)
            return
        for y in range(max(len(old), len(new))):
            if (old[y] if y < len(old) else None) != (new[y] if y < len(new) else None):
                self.refresh(Region(0, y, width, 1))

    def forget(self) -> None:
        """Draw the content again at the next :meth:`show`, whatever its key."""
        self._key = _NOTHING
        self._recent.clear()

    def strips(self, width: int) -> list[Strip]:
        """The content's lines at ``width`` (rendered once per change and width)."""
        width = max(1, width)
        style = self.visual_style
        if style != self._style:  # another theme or class: other colours
            self._strips, self._style = {}, style
            self._texts.clear()
        strips = self._strips.get(width)
        if strips is None:
            content = self._renderable
            if isinstance(content, str):
                content = Text(content)
            if isinstance(content, Group):
                strips = self._group_strips(content, width, style)
                if strips is not None:
                    self._strips[width] = strips
                    return strips
            visual = visualize(self, content, markup=False)
            strips = self._strips[width] = Visual.to_strips(self, visual, width, None, style)
        return strips

    def _group_strips(self, group: Group, width: int, style: Any) -> list[Strip] | None:
        """The lines of a Group of texts and quick tables at ``width``, drawn part by part
        as the whole Group draws them (a Group's lines are its parts' lines one after the
        other), or None for a Group with other parts.

        A table gives its lines' segments (``QuickTable.lines``) and each line is kept as a
        text's lines are: a move that changes one row of the Kiosk draws that row again,
        not the Kiosk. A table left to Rich (too narrow to be drawn as Rich would draw
        it) is drawn whole.
        """
        parts = group.renderables
        if not parts or not all((type(part) is Text and part.end == "\n") or isinstance(part, QuickTable)
                                for part in parts):
            return None
        strips: list[Strip] = []
        options = None
        for part in parts:
            if isinstance(part, Text):
                strips += self._text_strips(part, width, style)
                continue
            if options is None:
                # as Textual draws a Rich renderable (RichVisual): the app's console and options
                options = self.app.console_options.update(highlight=False, width=width, height=None)
            lines = cast("QuickTable", part).lines(self.app.console, options)
            if lines is None:
                strips += Visual.to_strips(self, visualize(self, Group(part), markup=False), width, None, style)
            else:
                strips += self._line_strips(lines, width, style)
        return strips

    def _line_strips(self, lines: list[tuple[Segment, ...]], width: int, style: Any) -> list[Strip]:
        """The strips of a table's lines (their segments) at ``width``, kept by line; the
        lines not kept are drawn together, in one go (Textual's work on a drawing costs
        about as much for one line as for ten)."""
        kept = self._texts
        if len(kept) + len(lines) > self.TEXTS_KEPT:
            kept.clear()
        keys = [(line, width) for line in lines]
        missed = list(dict.fromkeys(key for key in keys if key not in kept))
        if missed:
            drawn = self._plain_strips([line for line, _width in missed], width, style)
            if drawn is None:
                # each line ends with a new line and is cut to the width: one strip a line
                segments = Segments([segment for line, _width in missed for segment in (*line, Segment.line())])
                drawn = Visual.to_strips(self, visualize(self, segments, markup=False), width, None, style)
            for key, strip in zip(missed, drawn, strict=True):
                kept[key] = [strip]
        return [kept[key][0] for key in keys]

    def _plain_strips(self, lines: list[tuple[Segment, ...]], width: int, style: Any) -> list[Strip] | None:
        """The strips Textual draws for lines of segments (``Visual.to_strips`` of a Rich
        renderable: each segment on the widget's style, the line cut to ``width``), made
        directly: through Rich's console that was half the drawing of a changed Kiosk or
        side panel row. None when Textual would do more than that (text selected on the
        widget, content aligned, a segment with links or other meta, or a line break), to
        be drawn the long way. ``tests/tui/test_drawn_lines_tables.py`` compares the two."""
        if self.text_selection is not None or self.styles.content_align != ("left", "top"):
            return None
        base = style.rich_style
        add = base.__add__ if base else None
        strips = []
        for line in lines:
            segments = []
            for text, segment_style, control in line:
                if "\n" in text or (segment_style is not None and segment_style._meta is not None):
                    return None
                segments.append(Segment(text, add(segment_style), None) if add is not None
                                else Segment(text, segment_style, control))
            strips.append(Strip(Segment.adjust_line_length(segments, width, pad=False)))
        return strips

    def _text_strips(self, text: Text, width: int, style: Any) -> list[Strip]:
        """The lines of one text of a Group content at ``width``, drawn as the Group draws
        it (kept by what the text shows)."""
        key = (text_key(text), width)
        strips = self._texts.get(key)
        if strips is None:
            if len(self._texts) >= self.TEXTS_KEPT:
                self._texts.clear()
            visual = visualize(self, Group(text), markup=False)
            strips = self._texts[key] = Visual.to_strips(self, visual, width, None, style)
        return strips

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        lines = len(self.strips(width))
        if self._hold:
            lines = self._held[width] = max(lines, self._held.get(width, 0))
        return lines

    def render_line(self, y: int) -> Strip:
        strips = self.strips(self.size.width)
        if 0 <= y < len(strips):
            return strips[y]
        return Strip.blank(self.size.width, self.visual_style.rich_style)


__all__ = ["DrawnLines"]
