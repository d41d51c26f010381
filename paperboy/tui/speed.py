"""Repaint only what changed: two of Textual's widgets made to skip work that changes nothing.

Installed once with the app (:func:`install`, idempotent). Neither changes what is drawn.

- ``Footer`` removes and mounts all its keys again every time the screen's bindings are
  refreshed (every focus change, every ``refresh_bindings``), even when the keys it shows
  are the same; mounting a dozen keys was about a third of the CPU of a key press on a
  game screen. It now rebuilds only when what it shows changed (keys, descriptions,
  enabled, tooltips, compact).
- ``Static.update`` asks for a layout of the whole screen on every call, even with the
  same content or when the widget's size cannot depend on its content (a fixed height and
  a width that is not ``auto``, such as a one-line status or tab strip). A layout reflows
  every widget on the screen; these updates now only repaint the widget, and an update to
  the content already shown does nothing at all.
"""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual.screen import Screen
from textual.widgets import Footer, Static

_original_footer_compose = Footer.compose
_original_static_update = Static.update


def _footer_keys(footer: Footer) -> tuple[Any, ...]:
    """Everything the footer's keys show, as a value to compare (what ``compose`` reads)."""
    app = footer.app
    shown = tuple((binding.key, binding.action, binding.description, binding.group, enabled, tooltip,
                   app.get_key_display(binding))
                  for key, (_node, binding, enabled, tooltip) in footer.screen.active_bindings.items()
                  if binding.show or key == app.COMMAND_PALETTE_BINDING)
    return shown, footer.show_command_palette, footer.compact, app.ENABLE_COMMAND_PALETTE


def _footer_compose(self: Footer) -> Any:
    if self._bindings_ready:
        self._paperboy_keys = _footer_keys(self)  # type: ignore[attr-defined]
    return _original_footer_compose(self)


async def _footer_recompose_if_changed(self: Footer) -> None:
    if not self.is_attached or self._pruning:
        return
    if getattr(self, "_paperboy_keys", None) == _footer_keys(self):
        return
    await self.recompose()


def _footer_bindings_changed(self: Footer, screen: Screen[Any]) -> None:
    """Textual's ``Footer.bindings_changed``, rebuilding the keys only when they changed."""
    self._bindings_ready = True
    if not screen.app.app_focus:
        return
    if self.is_attached and screen is self.screen:
        self.call_after_refresh(_footer_recompose_if_changed, self)


def _fixed_size(widget: Static) -> bool:
    """True if the widget's size cannot depend on its content."""
    styles = widget.styles
    height, width = styles.height, styles.width
    return (height is not None and not height.is_auto and height.is_cells
            and (width is None or not width.is_auto))


def _same(content: Any, shown: Any) -> bool:
    """True if ``content`` draws exactly as ``shown`` (plain strings and Rich ``Text`` only)."""
    if content is shown:
        return True
    if type(content) is not type(shown):
        return False
    if isinstance(content, str):
        return content == shown
    if isinstance(content, Text):  # Text's own == ignores the base style and layout settings
        return (content.plain == shown.plain and content.spans == shown.spans and content.style == shown.style
                and (content.justify, content.overflow, content.no_wrap, content.end, content.tab_size)
                == (shown.justify, shown.overflow, shown.no_wrap, shown.end, shown.tab_size))
    return False


def _static_update(self: Static, content: Any = "", *, layout: bool = True) -> None:
    """Textual's ``Static.update``, without a screen layout that cannot change anything."""
    if _same(content, self._Static__content):  # type: ignore[attr-defined]
        return
    if layout and _fixed_size(self):
        layout = False
    _original_static_update(self, content, layout=layout)


def install() -> None:
    """Install both (idempotent)."""
    Footer.compose = _footer_compose  # type: ignore[method-assign]
    Footer.bindings_changed = _footer_bindings_changed  # type: ignore[method-assign]
    Static.update = _static_update  # type: ignore[method-assign]
