"""The screen's keys on one line: Textual's ``Footer`` drawn by one widget.

Textual's ``Footer`` is a row of ``FooterKey`` widgets, each as wide as its words. A key
that comes, goes or changes its words (the keys follow the focus and the phase of the
game) changed a widget's width, and Textual then laid out the whole screen: the footer was
the largest source of layouts on every game screen (Pulitzer 45 of 70 over the bench's
keys, Magazine 42 of 61, Fit to Print 35 of 40, each 1.5-4 ms). :class:`KeysFooter` is one
widget of fixed size (the bottom line) that draws the same keys in the same styles from
the screen's active bindings: a change of keys repaints that line and lays out nothing.

It draws what ``Footer`` draws (``tests/tui/test_keys_footer.py`` compares them cell for
cell, styles too): each shown binding's key and description (the first binding of each
action), a key that is not enabled dimmed, the command palette's key on the right behind
a thin bar; the compact form (no padding around the key, a space between keys); the key
under the mouse highlighted. A click on a key presses it (a key not enabled rings the bell),
and the key under the mouse shows its tooltip. Keys that do not fit are cut at the right,
before the palette's key (:attr:`KeysFooter.cut` says how many cells; ``?`` lists every
key). Binding groups (``Binding.group``), which no screen here uses, are drawn as single keys.
"""

from __future__ import annotations

from typing import Any, NamedTuple

from rich.segment import Segment
from rich.style import Style
from textual import events
from textual.binding import Binding
from textual.reactive import reactive
from textual.strip import Strip
from textual.widget import Widget


class _Key(NamedTuple):
    """A key as the footer shows it."""

    key: str
    display: str
    description: str
    enabled: bool
    tooltip: str
    palette: bool


class KeysFooter(Widget, can_focus=False):
    """The active bindings' keys on the bottom line (see the module)."""

    ALLOW_SELECT = False
    COMPONENT_CLASSES = {
        "footer-key--key", "footer-key--description", "footer-key--hover", "footer-key--bar",
    }
    DEFAULT_CSS = """
    KeysFooter {
        dock: bottom;
        height: 1;
        color: $footer-foreground;
        background: $footer-background;
        pointer: pointer;
        & > .footer-key--key {
            color: $footer-key-foreground;
            background: $footer-key-background;
            text-style: bold;
        }
        & > .footer-key--description {
            color: $footer-description-foreground;
            background: $footer-description-background;
        }
        & > .footer-key--hover {
            color: $footer-key-foreground;
            background: $block-hover-background;
        }
        & > .footer-key--bar {
            color: $foreground 20%;
        }
    }
    """

    compact: reactive[bool] = reactive(False)
    """Display in compact style (as ``Footer(compact=True)``)."""

    def __init__(self, *, compact: bool = False, show_command_palette: bool = True,
                 id: str | None = None, classes: str | None = None) -> None:  # noqa: A002
        super().__init__(id=id, classes=classes)
        self.set_reactive(KeysFooter.compact, compact)
        self.show_command_palette = show_command_palette
        self._keys: tuple[_Key, ...] = ()
        self._hover: int | None = None
        self._line: tuple[Any, Strip] | None = None
        self._spans: list[tuple[int, int, _Key]] = []
        self._drawn_keys: dict[tuple[Any, ...], list[Segment]] = {}
        self.cut = 0
        """How many cells of keys did not fit in the last line drawn."""

    # --- which keys ---------------------------------------------------------------
    def on_mount(self) -> None:
        self.screen.bindings_updated_signal.subscribe(self, self._bindings_changed)
        self.call_after_refresh(self.update_keys)

    def on_unmount(self) -> None:
        self.screen.bindings_updated_signal.unsubscribe(self)

    def _bindings_changed(self, screen: Any) -> None:
        if self.is_attached and screen is self.screen:
            self.call_after_refresh(self.update_keys)

    def keys_shown(self) -> tuple[_Key, ...]:
        """The keys to show, as Textual's ``Footer`` picks them."""
        app = self.app
        active = self.screen.active_bindings
        first: dict[str, tuple[Binding, bool, str]] = {}
        for _node, binding, enabled, tooltip in active.values():
            if binding.show:
                first.setdefault(binding.action, (binding, enabled, tooltip))
        keys = [_Key(binding.key, app.get_key_display(binding), binding.description, enabled, tooltip, False)
                for binding, enabled, tooltip in first.values()]
        if self.show_command_palette and app.ENABLE_COMMAND_PALETTE:
            shown = active.get(app.COMMAND_PALETTE_BINDING)
            if shown is not None:
                _node, binding, enabled, _tooltip = shown
                keys.append(_Key(binding.key, app.get_key_display(binding), binding.description, enabled,
                                 binding.tooltip or binding.description, True))
        return tuple(keys)

    def update_keys(self) -> None:
        """Show the screen's keys now (a repaint of the line if they changed, never a layout)."""
        if not self.is_attached:
            return
        keys = self.keys_shown()
        if keys != self._keys:
            self._keys = keys
            self._hover = None
            self.refresh()

    def watch_compact(self) -> None:
        self.refresh()

    # --- drawing ------------------------------------------------------------------
    #: Keys' cells kept (see :meth:`_key_segments`).
    KEYS_KEPT = 128

    def notify_style_update(self) -> None:
        super().notify_style_update()
        self._drawn_keys.clear()  # (the keys' colours come from the styles)

    def _key_segments(self, key: _Key, hover: bool, style: Style) -> list[Segment]:
        """One key's cells, styled as a ``FooterKey``'s (its padding, the palette's bar).

        Kept by key, hover, form and the footer's style until the styles change: working
        out the styles of the parts took most of the footer's repaint (0.7 ms when the keys
        changed with the focus, on every tile taken and placed in Fit to Print). ``style``
        is the footer's own (``rich_style``, which walks the footer's ancestors each time it
        is read: once per drawing)."""
        drawn_for = (key, hover, self.compact, style)
        drawn = self._drawn_keys.get(drawn_for)
        if drawn is None:
            if len(self._drawn_keys) >= self.KEYS_KEPT:
                self._drawn_keys.clear()
            drawn = self._drawn_keys[drawn_for] = self._style_key(key, hover, style)
        return list(drawn)

    def _style_key(self, key: _Key, hover: bool, style: Style) -> list[Segment]:
        base = style
        key_style = self.get_component_rich_style("footer-key--key")
        description_style = self.get_component_rich_style("footer-key--description")
        if hover:
            hover_style = self.get_component_rich_style("footer-key--hover")
            base = base + Style(color=hover_style.color, bgcolor=hover_style.bgcolor)
            key_style = key_style + Style(bgcolor=hover_style.bgcolor)
            description_style = description_style + Style(bgcolor=hover_style.bgcolor)
        if not key.enabled:
            base = base + Style(dim=True)
        compact = self.compact or key.palette  # (Textual's palette key is always compact)
        if key.description:
            pad = "" if compact else " "
            parts = [(f"{pad}{key.display}{pad}", key_style),
                     (f" {key.description}" if compact else f"{key.description} ", description_style)]
        else:
            parts = [(key.display, key_style)]
        segments = [Segment(text, base + style) for text, style in parts]
        if key.palette:
            bar = self.get_component_rich_style("footer-key--bar")
            segments.insert(0, Segment("▏", style + Style(color=bar.color)))
            segments.append(Segment(" ", Style(bgcolor=style.bgcolor)))  # its padding
        return segments

    def render_line(self, y: int) -> Strip:
        width = self.size.width
        style = self.rich_style
        drawn_from = (self._keys, self._hover, self.compact, width, style, self.app.current_theme.name)
        if self._line is not None and self._line[0] == drawn_from:
            return self._line[1]
        background = Style(bgcolor=style.bgcolor)  # (blank cells: no colour of text)
        keys = [key for key in self._keys if not key.palette]
        palette = [key for key in self._keys if key.palette]
        right = [self._key_segments(key, self._hover == len(keys), style) for key in palette]
        right_width = sum(segment.cell_length for segments in right for segment in segments)
        room = max(0, width - right_width)
        segments: list[Segment] = []
        spans: list[tuple[int, int, _Key]] = []
        x = 0
        gap = 1 if self.compact else 0
        for index, key in enumerate(keys):
            drawn = self._key_segments(key, self._hover == index, style)
            length = sum(segment.cell_length for segment in drawn)
            spans.append((x, x + length, key))
            segments += drawn
            x += length
            if gap:
                segments.append(Segment(" " * gap, background))
                x += gap
        self.cut = max(0, x - gap - room)
        line = Strip(segments).crop_extend(0, room, background) if room else Strip([])
        if right:
            spans += [(room, width, key) for key in palette]
            line = Strip.join([line, Strip([segment for segments in right for segment in segments])])
            line = line.crop_extend(0, width, background)
        self._spans = spans
        self._line = (drawn_from, line)
        return line

    # --- the mouse ------------------------------------------------------------------
    def _key_at(self, x: int) -> int | None:
        self.render_line(0)
        for index, (start, end, _key) in enumerate(self._spans):
            if start <= x < end:
                return index
        return None

    def on_mouse_move(self, event: events.MouseMove) -> None:
        index = self._key_at(event.x)
        if index != self._hover:
            self._hover = index
            self.tooltip = self._spans[index][2].tooltip or None if index is not None else None
            self.refresh()

    def on_leave(self) -> None:
        if self._hover is not None:
            self._hover = None
            self.refresh()

    def on_mouse_down(self, event: events.MouseDown) -> None:
        index = self._key_at(event.x)
        if index is None:
            return
        key = self._spans[index][2]
        if key.enabled:
            self.app.simulate_key(key.key)
        else:
            self.app.bell()


__all__ = ["KeysFooter"]
