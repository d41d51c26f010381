"""Repaint only what changed: Textual's widgets made to skip work that changes nothing.

Installed once with the app (:func:`install`, idempotent). None changes what is drawn.
(Textual's ``Footer`` laid out the screen whenever its keys changed: the app draws its keys
with its own widget instead, ``widgets/keys_footer.py``.)

- ``Static.update`` asks for a layout of the whole screen on every call, even with the
  same content or when the widget's size cannot change: a fixed height (a one-line status
  or tab strip), or new content taking as many lines as the old at the same width (a
  message line saying something else). A layout reflows every widget on the screen; these
  updates now only repaint the widget, and an update to the content already shown does
  nothing at all.
- ``Screen.focused`` repaints the whole screen on every focus change, although the widgets
  that gain and lose the focus restyle and repaint themselves (``has_focus``, and
  ``_update_focus_styles`` for ``:focus-within`` rules); moving between the desk and the
  board then drew every widget again. A focus change now repaints only those widgets.
- ``Widget.focus`` repaints the whole widget it is asked to focus before the focus moves,
  although the widget repaints itself when it gains the focus (``Widget._on_focus``); a
  widget that repaints only what the focus changes (the desk's highlighted row, the
  grid: nothing unless a style rule reads its focus) was drawn whole all the same (Fit to
  Print's paper, 16 lines, each time a tile was taken from the desk: 0.85 ms of widget
  drawing per Enter at 100x32, 0.4-0.5 ms since). It now leaves the repaint to the focus
  change (:func:`_widget_focus`).
- A scroll bar draws itself through Rich every time it is asked to, its size, position and
  colours unchanged: a layout of the screen or a list filled again asks each bar of the
  screen (Extra! Extra!: two in three of its bars' drawings over the bench's keys showed
  what that bar had shown before, 0.3-0.4 ms each). A bar now keeps the lines it drew for
  each state it has shown (:func:`_scrollbar_render_content`). Those lines then went
  through Textual's line styling again, one by one, at every repaint of the bar (a moves
  list's options changed, a layout moved the bar): 0.3-0.4 ms a bar, 0.8 ms of each key
  and bot reply on average in Extra! Extra!'s bench. Each line of a vertical bar shows
  one of a few parts (the track above or below the thumb, the thumb, an eighth at one of
  its ends), finished by Textual on its own: a bar now keeps the finished line of each
  part it has shown, for its colours, and draws any state from them; only a state with a
  part not seen yet goes through Textual (:func:`_scrollbar_render_lines`). The bars'
  drawing over Extra! Extra!'s bench: 126-148 ms, 71-73 since.
- A repaint of part of the screen (``Compositor.render_partial_update``) drew every
  widget inside the rectangle around all the changed places, each whole: a key that
  changed the board at the top and the status line at the bottom had every widget on the
  screen go through Textual's line styling again, from its first line to its last, to
  keep only the changed lines of a few. A partial repaint now draws the widgets that
  cover a changed place, and of each only the lines from the first to the last it
  changes (:func:`_render_partial_update`); what reaches the terminal is the same. A
  widget whose changed places are all covered by widgets in front of it (a container
  behind its children, when a layout moved them all: Extra! Extra!'s board page and page
  strip, 18 lines each, at every layout) is not drawn at all.
- Textual finishes each line a widget draws (its background, padding, borders, tint) into
  a new strip, then passes it through the app's line filters, every time the line is
  drawn again, even when the widget hands it the very strip it had before: a page of
  Extra! Extra!'s desk shown again (``v``) took 60 us a line, 0.9 ms a press. For a widget
  with no border, outline, hatch, tint or top/bottom padding, drawn opaque, a line drawn
  from the same strip at the same widths, background and padding is now the same finished
  strip as last time, its filtered form kept with it (:func:`_styles_cache_render_line`).
- Restyling a widget (its focus, its being disabled: ``Stylesheet.apply``) matched every
  rule of the stylesheet against it and each of its parts again, although the same
  widget in the same place and state gets the same rules: Extra! Extra!'s moves list,
  focused and left by each page key, took 1.6 ms each time. The rules a node gets are now
  kept per stylesheet and per what the rules can see of the node and its ancestors (type,
  id, classes and the pseudo-classes the stylesheet uses) (:func:`_stylesheet_apply`).
- A key not taken by a priority binding travels from the focused widget up through each
  of its containers, the screen and the app, one message queue at a time, before the
  app checks the other bindings: six to eight hand-offs, about 0.8 ms of every key
  press, when no widget on the way handles keys itself. When none does (no ``on_key``,
  ``key_<name>`` or own ``_on_key`` in any class on the way: :func:`keys_pass_through`;
  a handler marked :func:`keys_untouched`, as the app's ``on_event``, hands keys on),
  the app checks those bindings at once, in the same order (focused widget first); a key
  no binding takes then travels as before. A widget that reads keys itself (a text
  field, a form line) still gets every key first.
- Textual calls each callback with as many arguments as it takes, and counts them with
  ``inspect.signature`` unless the callable remembers the count: a function does, but a
  ``functools.partial`` or a closure is made anew for each call (``call_next``,
  ``call_after_refresh``, a game screen's ``after_repaint``), so the signature was worked
  out again each time, five to ten times a key (40-70 us each). A partial's count is now
  its function's, remembered, less the arguments it holds, and a plain function's is read
  from its code (:func:`_count_parameters`); both as Textual counts them.
- ``ScrollView._size_updated`` compares the virtual size the compositor hands it (the
  size of its area) with its own (that of its content), which differ whenever it has
  more lines than room, and so updates and redraws its scroll bars at every layout and
  scroll of the screen, nothing having changed (Extra! Extra!'s desk bar, 0.6 ms of the
  newspaper page key). It now does so when what it is handed, or its own virtual size,
  differs from the last time (:func:`_scroll_view_size_updated`).

And one for whole repaints (:func:`_screen_on_idle`, :func:`repaint_pending`): a screen
started its repaint timer as soon as it had heard of one widget to draw, and a widget
tells it from its own queue; a key that changed the board, the log and the status line
could be drawn in two repaints a timer's beat apart (17 ms then), the board in the second. The
screen now waits, at most ``HOLD_REPAINT_S``, for the widgets in view that asked to be
drawn to tell it.

And one for the paint beat (:data:`REPAINTS_PER_SECOND`): Textual writes a repaint at most
60 times a second, on a beat; a change made within 17 ms of the last repaint waits for the
next beat, so a bot's move that came just after a line of the log was shown (Pulitzer paces
its log one line every ``STEP_DELAY``) was drawn up to 17 ms late. The beat is now twice as
quick (at most 8 ms to wait). A ``TEXTUAL_FPS`` set in the environment is kept.
And the beat no longer holds a repaint back that comes a beat or more after the last one
(:func:`_paint_soon`): Textual's timer ticks only on its grid of beats, and after a
repaint that overran its beat (2-3 ms of a Pulitzer resolution step) it skips to a grid
beat one to two beats ahead; a bot's move shown just after such a repaint waited 8-16 ms
for it, though the last repaint was long done (a third of Pulitzer's slowest replies).
A screen now repaints as soon as it hears of something to draw, if a beat has gone by
since its last repaint, else once one has.

One for a frame's escape codes (:func:`_chops_render_segments`): Textual made the code that
moves the cursor to each changed place through a Rich control object, 40% of the time the
codes of a frame took (0.2-0.9 ms a frame); each place's code is now made once.

One for the start (:func:`set_theme_before_start`): the theme chosen in the settings is
given before the app runs without Textual parsing the stylesheet a second time.

And two for Python's garbage collector:

- :func:`freeze_built`, :func:`thaw`: a full collection walks every object alive, and a
  game screen with its widgets, styles and cached lines is hundreds of thousands of them;
  such a pass took 60-400 ms and fell inside a key's repaint now and then (the p95 of key
  to repaint). Once a screen is built, what is alive after its first frame is frozen
  (``gc.freeze``), so later passes skip it; leaving a game screen thaws it again, so a
  screen that goes is collected as before.
- :class:`FrameCollector`: the collector's own passes start whenever enough objects were
  made, that is in the middle of handling a key: a young pass (0.2-0.5 ms) fell inside a
  third of the keys, a middle one (1.1-1.5 ms) inside one in twenty, an old one (8-20 ms)
  now and then, which is what the p95 of key to repaint sees. While the app runs, the
  automatic passes are off and the same passes, chosen by the same counts, run just after
  a frame is written, when the player already sees the key's effect.
- :func:`update_changed_lines`: a ``Static`` given new content repaints every line it has,
  through Textual's line styling, and makes its lines twice (measured, then drawn). A
  widget whose height is kept (``widgets/steady_line.py``: the line under the move input
  holds five lines at 80x24 for Extra! Extra!'s longest verdict) can instead make its lines
  once and repaint only those that differ (0.5 ms a move there, 0.15 since). Called by the
  widget for a content updated once per move: made at each update, lines are made for
  updates no repaint shows (the status line, updated several times a key, measured slower
  so).
"""

from __future__ import annotations

import asyncio
import gc
import inspect
import os
import time
from bisect import bisect_left, bisect_right
from collections.abc import Callable, Mapping
from functools import lru_cache, partial
from types import FunctionType, MappingProxyType
from typing import Any

import textual._callback
import textual.constants
import textual.screen
from rich.color import Color as RichColor
from rich.control import Control as RichControl
from rich.style import Style as RichStyle
from rich.text import Text
from textual import events
from textual._compositor import ChopsUpdate, Compositor
from textual._segment_tools import line_pad
from textual._styles_cache import StylesCache
from textual.app import App
from textual.content import Content
from textual.css.stylesheet import Stylesheet
from textual.dom import DOMNode, NoScreen
from textual.geometry import Region
from textual.message_pump import MessagePump
from textual.screen import Screen
from textual.scroll_view import ScrollView
from textual.scrollbar import ScrollBar, ScrollBarRender
from textual.strip import Strip
from textual.visual import Visual, visualize
from textual.widget import Widget, _RenderCache
from textual.widgets import Static

from paperboy.tui.widgets.quick_table import text_key

_original_forward_event = Widget._forward_event
_original_widget_focus = Widget.focus
_original_scrollbar_render_content = ScrollBar._render_content
_original_scrollbar_render_lines = ScrollBar.render_lines
_original_scrollbar_notify_style_update = ScrollBar.notify_style_update
_original_count_parameters = textual._callback.count_parameters
_original_scroll_view_size_updated = ScrollView._size_updated
_original_static_update = Static.update
_original_render_partial_update = Compositor.render_partial_update
_original_styles_cache_render = StylesCache.render
_original_styles_cache_render_line = StylesCache.render_line
_original_stylesheet_apply = Stylesheet.apply
_original_replace_rules = Stylesheet.replace_rules


def _fixed_size(widget: Static) -> bool:
    """True if the widget's size cannot depend on its content."""
    styles = widget.styles
    height, width = styles.height, styles.width
    return (height is not None and not height.is_auto and height.is_cells
            and (width is None or not width.is_auto))


def same_content(content: Any, shown: Any) -> bool:
    """True if ``content`` draws exactly as ``shown`` (plain strings, Rich ``Text`` and
    Textual ``Content`` only)."""
    if content is shown:
        return True
    if type(content) is not type(shown):
        return False
    if isinstance(content, str):
        return content == shown
    if isinstance(content, Content):  # Content's own == compares the words alone
        return content.is_same(shown)
    if isinstance(content, Text):  # Text's own == ignores the base style and layout settings
        return text_key(content) == text_key(shown)
    return False


def update_changed_lines(widget: Static, content: Any, exact: bool = False) -> bool:
    """Show ``content`` in ``widget`` by repainting only the lines that differ from those
    drawn, from lines made once, if it fits the lines the widget has (``exact``: if it
    takes the height the widget has, as a layout would give it): True if done so (or the
    content is the one shown); False if ``Static.update`` must do it (not drawn yet, more
    lines needed: a layout)."""
    if same_content(content, widget._Static__content):  # type: ignore[attr-defined]
        return True
    drawn = widget._render_cache
    size = widget.size
    if (not widget.is_mounted or not widget.display or size.width <= 0 or drawn.size != size
            or widget._dirty_regions):
        return False
    style = widget.visual_style
    # the lines of contents shown before at this size and style (a status line comes back
    # to the lines it showed a few moves ago: measured and drawn once, 0.4 ms)
    key = _content_key(content, widget) if widget.text_selection is None else None
    if key is not None:
        key = (key, size, style, frozenset(widget.classes))
    kept: dict[Any, tuple[Any, int, list[Strip]]] | None = getattr(widget, "_paperboy_lines_kept", None)
    if kept is None:
        kept = {}
        widget._paperboy_lines_kept = kept  # type: ignore[attr-defined]
    found = kept.get(key) if key is not None else None
    if found is not None:
        visual, lines_taken, lines = found
    else:
        visual = visualize(widget, content, markup=widget._render_markup)
        rules: Any = widget.styles
        lines_taken = visual.get_height(rules, size.width)
        lines = []
    if lines_taken > size.height or exact and _box_height(widget, lines_taken) != size.height:
        return False
    if found is None:
        lines = Visual.to_strips(widget, visual, size.width, size.height, style)
        if key is not None:
            if len(kept) >= LINES_KEPT:
                kept.clear()
            kept[key] = (visual, lines_taken, lines)
    widget._Static__content = content  # type: ignore[attr-defined]  # what Static.update keeps
    widget._Static__visual = visual  # type: ignore[attr-defined]
    widget.clear_cached_dimensions()
    # its height at this width is the one just measured, as ``get_content_height`` measures it
    # (a SteadyLine asks at once: measured twice, 0.1-0.3 ms a line)
    widget._content_height_cache = (size.width, lines_taken)
    old = drawn.lines  # the content's lines (those under them are drawn blank)
    for y in range(min(size.height, max(len(old), len(lines)))):
        if (old[y] if y < len(old) else None) != (lines[y] if y < len(lines) else None):
            widget.refresh(Region(0, y, size.width, 1))
    # the lines just made are the content's lines: not made a second time to be drawn
    widget._render_cache = _RenderCache(size, lines)
    widget._dirty_regions.clear()
    return True


#: How many contents' lines :func:`update_changed_lines` keeps for each widget.
LINES_KEPT = 16


def _content_key(content: Any, widget: Static) -> Any:
    """What ``content`` draws as a key (plain strings and Rich ``Text``), or None."""
    if type(content) is str:
        return (content, widget._render_markup)
    if type(content) is Text:
        return text_key(content)
    return None


def _static_update(self: Static, content: Any = "", *, layout: bool = True) -> None:
    """Textual's ``Static.update``, without a screen layout that cannot change anything,
    and, when the new content takes the lines the widget has, as a repaint of the lines
    that differ from lines made once (:func:`update_changed_lines`; Textual measures the
    content, then draws every line of it again: 0.3-0.6 ms for a status line)."""
    if same_content(content, self._Static__content):  # type: ignore[attr-defined]
        return
    fixed = _fixed_size(self)
    if layout and fixed:
        layout = False
    # (not for a Static that draws its lines its own way: the tabs line keeps them by line;
    # nor for one already changed since the last repaint: a key that updates a line twice or
    # more, as Fit to Print's Enter does its verdict line, draws it once, at the repaint)
    if (type(self)._render_content is Widget._render_content and not self._repaint_required
            and (fixed or self.styles.width is None or not self.styles.width.is_auto)
            and update_changed_lines(self, content, exact=not fixed)):
        return
    if not layout or not self.is_mounted or not self.display or self.styles.width is not None and (
            self.styles.width.is_auto):
        _original_static_update(self, content, layout=layout)
        return
    # Auto height: a layout only if the new content takes another number of lines.
    before = self.size
    _original_static_update(self, content, layout=False)
    if before.width <= 0 or _box_height(self, self.get_content_height(before, before, before.width)) != before.height:
        self.refresh(layout=True)


def _box_height(widget: Static, content_height: int) -> int:
    """The height ``content_height`` lines of content give the widget's content area, its
    ``min-height`` and ``max-height`` (in cells) applied as Textual applies them."""
    styles = widget.styles
    gutter = styles.gutter.height if styles.box_sizing == "border-box" else 0
    height = content_height + gutter
    if styles.min_height is not None and styles.min_height.is_cells:
        height = max(height, int(styles.min_height.value))
    if styles.max_height is not None and styles.max_height.is_cells:
        height = min(height, int(styles.max_height.value))
    return height - gutter


#: How long a screen holds its repaint back for widgets in view that asked to be drawn
#: and have not said so to the screen yet (:func:`_screen_on_idle`).
HOLD_REPAINT_S = 0.05

_original_screen_on_idle = Screen._on_idle
_original_screen_on_timer_update = Screen._on_timer_update


def unreported_in_view(screen: Screen[Any]) -> bool:
    """True if a widget in view has asked to be drawn and the screen has not heard of it."""
    return any(widget._repaint_required for widget in screen._compositor.visible_widgets
               if not isinstance(widget, Screen))  # (a screen repaints itself: no word to wait for)


async def _screen_on_idle(self: Screen[Any], event: events.Idle) -> None:
    """The screen's idle handler, which starts its repaint timer when something is to be
    drawn, first waits (at most ``HOLD_REPAINT_S``) for the widgets in view that asked to
    be drawn to say so: a key's handler changes several widgets, each tells the screen
    from its own queue, and a repaint written after the first had told it showed only
    that one (the log line, say), the others (the board the key changed) waiting for the
    timer's next beat."""
    if not self.app._batch_count and self.is_current and unreported_in_view(self):
        now = time.perf_counter()
        since = getattr(self, "_paperboy_held_since", None)
        if since is None:
            self._paperboy_held_since = since = now  # type: ignore[attr-defined]
        if now - since < HOLD_REPAINT_S:
            event.prevent_default()
            self.set_timer(0.001, self.check_idle)  # look again even if no widget says a word
            return
    self._paperboy_held_since = None  # type: ignore[attr-defined]
    if not self.app._batch_count and self.is_current and (_screen_work(self) or self._dirty_widgets):
        # as Textual's handler does, but repainting now rather than on its timer's grid
        event.prevent_default()
        _paint_soon(self)
        return
    await _original_screen_on_idle(self, event)


def _screen_work(screen: Screen[Any]) -> bool:
    """True if the screen itself is to be laid out, scrolled, repainted or composed again
    (what Textual's idle handler looks at, beside the widgets that asked to be drawn)."""
    return bool(screen._layout_required or screen._scroll_required or screen._repaint_required
                or screen._recompose_required)


def _screen_on_timer_update(self: Screen[Any]) -> None:
    """Textual's repaint of the screen (its timer's callback), noting when it was done if
    it drew anything in view.

    A repaint of widgets out of view alone (a page not shown drawn ahead, Pulitzer's log
    line paced a moment before the next bot's move) writes nothing a player sees: the next
    repaint need not wait a beat after it (it waited up to 8 ms, a move shown late)."""
    if _screen_work(self) or not self._dirty_widgets.isdisjoint(self._compositor.visible_widgets):
        self._paperboy_painted_at = time.perf_counter()  # type: ignore[attr-defined]
    _original_screen_on_timer_update(self)


def _paint_soon(screen: Screen[Any]) -> None:
    """Repaint ``screen`` now if a beat (``UPDATE_PERIOD``) has gone by since its last
    repaint, else when one has (see the module: Textual's timer waited for a beat of its
    grid, up to two beats after a repaint that overran its own)."""
    period = textual.screen.UPDATE_PERIOD
    wait = screen.__dict__.get("_paperboy_painted_at", -period) + period - time.perf_counter()
    if wait <= 0:
        _screen_on_timer_update(screen)
        return
    if screen.__dict__.get("_paperboy_paint_timer") is None:
        def paint() -> None:
            screen._paperboy_paint_timer = None  # type: ignore[attr-defined]
            _screen_on_timer_update(screen)
        screen._paperboy_paint_timer = screen.set_timer(wait, paint)  # type: ignore[attr-defined]


#: Per class and key, whether a key passes through that class's widgets untouched.
_PASSES: dict[tuple[type, tuple[str, ...]], bool] = {}
#: The key handlers every widget and the app have: the default dispatch, the bindings check
#: and the generic event dispatch (``compat`` guards the widget's own).
_DEFAULT_KEY_HANDLERS = {(Widget, "_on_key"), (Widget, "handle_key"), (App, "_on_key"),
                         (MessagePump, "on_event"), (Widget, "on_event"), (App, "on_event")}
#: The methods a ``Key`` can reach in a widget (beside ``@on`` handlers and ``key_<name>``).
_KEY_HANDLER_NAMES = ("on_key", "_on_key", "handle_key", "on_event")


def keys_untouched(method: Callable[..., Any]) -> Callable[..., Any]:
    """Mark an ``on_event`` (or other key handler) that neither stops a key nor acts on it
    in place of a binding (it may do some work first and hands the key on as Textual
    would): keys still go straight to their bindings through such a node
    (:func:`keys_pass_through`). The app's ``on_event`` is one: without the mark every key
    travelled through every container again (7 December 2026, since 6 December)."""
    method._paperboy_keys_untouched = True  # type: ignore[attr-defined]
    return method


def _passes_through(cls: type, aliases: tuple[str, ...]) -> bool:
    """True if a widget of class ``cls`` does nothing with a key named ``aliases`` itself."""
    known = _PASSES.get((cls, aliases))
    if known is None:
        known = True
        for base in cls.__mro__:
            attrs = base.__dict__
            if any(name in attrs and (base, name) not in _DEFAULT_KEY_HANDLERS
                   and not getattr(attrs[name], "_paperboy_keys_untouched", False) for name in _KEY_HANDLER_NAMES):
                known = False
            elif any(f"key_{alias}" in attrs or f"_key_{alias}" in attrs for alias in aliases):
                known = False
            elif any(issubclass(events.Key, message) for message in attrs.get("_decorated_handlers") or {}):
                known = False
            if not known:
                break
        _PASSES[(cls, aliases)] = known
    return known


def keys_pass_through(target: Widget, event: events.Key) -> bool:
    """True if no node from ``target`` up to the app handles ``event`` itself (only bindings can)."""
    aliases = tuple(event.name_aliases)
    node: Any = target
    while node is not None:
        if not _passes_through(type(node), aliases):
            return False
        node = node._parent
    return True


async def _bindings_then_forward(app: App[Any], target: Widget, event: events.Key) -> None:
    if not await app._check_bindings(event.key):
        target.post_message(event)  # as Textual forwards it: up from the focused widget


def _forward_event(self: Widget, event: events.Event) -> None:
    """Textual's ``Widget._forward_event``; a key that no widget on its way would handle
    goes to the bindings at once (see the module)."""
    if type(event) is events.Key and not event.is_forwarded and keys_pass_through(self, event):
        app = self.app
        if self is app.focused or self is app.screen:  # the app's own forward of a key press
            event._set_forwarded()
            app.call_next(_bindings_then_forward, app, self, event)
            return
    _original_forward_event(self, event)


def _widget_focus(self: Widget, scroll_visible: bool = True) -> Widget:
    """Textual's ``Widget.focus`` without its repaint of the whole widget (see the module):
    the focus moves, as there, once the messages already queued are handled."""

    def set_focus(widget: Widget) -> None:
        try:
            widget.screen.set_focus(self, scroll_visible=scroll_visible)
        except NoScreen:
            pass

    self.app.call_later(set_focus, self)
    return self


#: How often, and how many times at most, :func:`when_written` looks at the output queue.
WRITTEN_POLL_S = 0.005
WRITTEN_POLLS = 40


def when_written(app: App[Any], callback: Callable[[], object], polls: int = WRITTEN_POLLS) -> None:
    """Run ``callback`` once the app's output thread has written what it was handed, and a
    poll later (the thread may still be writing the last piece it took).

    Textual hands each frame to a thread that writes it to the terminal; a callback after
    the refresh comes once the frame is handed over, which on a loaded machine can be well
    before it is written. Work that must come after the first frame is on the terminal
    (the menu's reading of saves and profiles) waits for the queue to empty. Without a
    writer thread (headless tests), or after ``polls`` polls, it runs at once."""
    writer = getattr(app._driver, "_writer_thread", None)
    queue = getattr(writer, "_queue", None)
    if queue is None or polls <= 0:
        callback()
        return
    if queue.qsize() == 0:
        app.set_timer(WRITTEN_POLL_S, callback)
        return
    app.set_timer(WRITTEN_POLL_S, lambda: when_written(app, callback, polls - 1))


#: The most repaints a second (Textual's default is 60; see the module).
REPAINTS_PER_SECOND = 120


def repaint_period() -> float:
    """Seconds between two repaints at most: ``TEXTUAL_FPS``'s if set, else :data:`REPAINTS_PER_SECOND`'s."""
    if os.environ.get("TEXTUAL_FPS"):
        return 1 / textual.constants.MAX_FPS  # the value Textual read from it
    return 1 / REPAINTS_PER_SECOND


#: States a scroll bar keeps its drawn lines for (a list's bar shows a handful of sizes).
SCROLLBAR_STATES_KEPT = 16
#: Sizes, positions and colours a scroll bar keeps the parts of its lines for.
SCROLLBAR_PARTS_KEPT = 64
#: Colours (and widths) a scroll bar keeps the finished lines of its parts for.
SCROLLBAR_COLOURS_KEPT = 16
#: A bar's track and thumb colours when its style has none (as ``ScrollBarRender`` draws them).
_TRACK, _THUMB = RichColor.parse("#555555"), RichColor.parse("bright_magenta")


def _scrollbar_render_content(self: ScrollBar) -> None:
    """Textual's ``Widget._render_content`` for a scroll bar, from the lines it drew for the
    same state when it has shown it before (see the module)."""
    bar = self.render()
    if type(bar) is not ScrollBarRender:  # a renderer of its own: drawn as Textual draws it
        _original_scrollbar_render_content(self)
        return
    key = (self.size, bar.virtual_size, bar.window_size, bar.position, bar.thickness, bar.vertical,
           bar.style, self.visual_style)
    kept: dict[Any, list[Any]] = self.__dict__.setdefault("_paperboy_kept", {})
    lines = kept.get(key)
    if lines is None:
        _original_scrollbar_render_content(self)
        if len(kept) >= SCROLLBAR_STATES_KEPT:
            kept.clear()
        kept[key] = self._render_cache.lines
        return
    self._render_cache = _RenderCache(self.size, lines)
    self._dirty_regions.clear()


def _scrollbar_render_lines(self: ScrollBar, crop: Region) -> list[Strip]:
    """Textual's ``Widget.render_lines`` for a vertical scroll bar, each line from the
    finished line Textual gave before for the same part of a bar (see the module).

    Each line of a vertical bar shows one of a few parts, a segment of
    ``ScrollBarRender.render_bar``: the track above or below the thumb, the thumb, or one
    of the eighths at its ends. Textual finishes each line on its own (no border,
    padding or outline here), so a line's finished strip depends on its part and the
    bar's width and colours alone: those kept for the bar's colours (``context``) serve
    every state, and a state showing a part not seen yet is drawn by Textual whole."""
    bar = self.render()
    if type(bar) is not ScrollBarRender or not bar.vertical or not _plain_bar(self):
        return _original_scrollbar_render_lines(self, crop)  # drawn as Textual draws it
    app = self.app
    size = self.size
    width, height = size
    style = bar.style if isinstance(bar.style, RichStyle) else app.console.get_style(bar.style)
    mine: dict[str, Any] = self.__dict__.setdefault("_paperboy_bar", {"parts": {}, "finished": {}, "last": None})
    state = (width, height, bar.window_size, bar.virtual_size, bar.position, style)
    parts = mine["parts"].get(state)
    if parts is None:
        # each line's part: its glyph, and its style's meta (the track above and below
        # the thumb differ by it) and reverse (the thumb's body)
        parts = [(part.text, part.style._meta, part.style.reverse) if part.style is not None else (part.text,)
                 for part in ScrollBarRender.render_bar(
                     size=height, window_size=bar.window_size, virtual_size=bar.virtual_size,
                     position=bar.position, vertical=True, thickness=width,
                     back_color=style.bgcolor or _TRACK, bar_color=style.color or _THUMB).segments]
        if len(mine["parts"]) >= SCROLLBAR_PARTS_KEPT:
            mine["parts"].clear()
        mine["parts"][state] = parts
    context = (width, style, self.visual_style, self.background_colors, self.opacity,
               tuple(self.get_line_filters()), id(app.ansi_theme), app.native_ansi_color)
    last = mine["last"]
    if last is not None and last[0] == context:  # (the same objects mostly: no hashing)
        finished = last[1]
    else:
        kept: dict[Any, dict[Any, Strip]] = mine["finished"]
        finished = kept.get(context)
        if finished is None:
            if len(kept) >= SCROLLBAR_COLOURS_KEPT:
                kept.clear()
            finished = kept[context] = {}
        mine["last"] = (context, finished)
    lines = [finished.get(part) for part in parts[crop.y:crop.bottom]]
    if None in lines or len(parts) != height:
        drawn = _original_scrollbar_render_lines(self, size.region)  # the whole bar: every part it shows
        if len(parts) == len(drawn):
            finished.update(zip(parts, drawn, strict=True))
        lines = drawn[crop.y:crop.bottom]
    else:
        self._styles_cache._dirty_lines.difference_update(crop.line_range)  # as drawn (``repaint_pending``)
    if crop.column_span != (0, width):
        x1, x2 = crop.column_span
        return [strip.crop(x1, x2) for strip in lines]  # type: ignore[union-attr]
    return lines  # type: ignore[return-value]


def _plain_bar(bar: ScrollBar) -> bool:
    """True if Textual finishes each line of ``bar`` on its own, whatever its place (no
    border, padding, outline, hatch or text opacity); known until the bar is restyled."""
    plain = bar.__dict__.get("_paperboy_plain")
    if plain is None:
        styles = bar.styles
        plain = bar._paperboy_plain = not (  # type: ignore[attr-defined]
            styles.gutter or styles.has_rule("outline") or styles.has_rule("hatch") or styles.text_opacity != 1)
    return bool(plain)


def _scrollbar_notify_style_update(self: ScrollBar) -> None:
    """Textual's ``notify_style_update``, which also forgets what :func:`_plain_bar` knew."""
    self.__dict__.pop("_paperboy_plain", None)
    _original_scrollbar_notify_style_update(self)


def _count_parameters(func: Any) -> int:
    """Textual's ``count_parameters`` (how many arguments a callback takes), without
    ``inspect.signature`` for a partial or a plain function (see the module)."""
    try:
        return func._param_count  # type: ignore[no-any-return]
    except AttributeError:
        pass
    if isinstance(func, partial):
        return _count_parameters(func.func) - (len(func.args) + len(func.keywords))
    if type(func) is FunctionType and not hasattr(func, "__wrapped__") and not hasattr(func, "__signature__"):
        code = func.__code__
        return (code.co_argcount + code.co_kwonlyargcount + bool(code.co_flags & inspect.CO_VARARGS)
                + bool(code.co_flags & inspect.CO_VARKEYWORDS))
    return _original_count_parameters(func)  # type: ignore[no-any-return]


def _scroll_view_size_updated(self: ScrollView, size: Any, virtual_size: Any, container_size: Any,
                              layout: bool = True) -> bool:
    """Textual's ``ScrollView._size_updated``, skipped when called again with what it was
    last given and its own virtual size unchanged (it would set the same sizes and redraw
    its scroll bars); what it returns is what Textual's returns then."""
    seen = (size, virtual_size, container_size, self.virtual_size)
    if self.__dict__.get("_paperboy_sized") == seen:
        return bool(self._size != size or self._container_size != container_size)
    result = _original_scroll_view_size_updated(self, size, virtual_size, container_size, layout)
    self._paperboy_sized = (size, virtual_size, container_size, self.virtual_size)  # type: ignore[attr-defined]
    return result


#: The chops of a line a partial repaint does not change (never read: see below).
_NO_CHOPS: Mapping[int, Strip | None] = MappingProxyType({})


def _render_partial_update(self: Compositor) -> ChopsUpdate | None:
    """Textual's ``Compositor.render_partial_update``, drawing only the widgets that cover a
    changed place, each from the first to the last line it changes (see the module).

    Each line's places to write (the chops a changed place touches, as the update reads
    them) are listed first; a widget is drawn on the lines where one of those in its
    columns is still empty (the widget in front at a place covers it), and fills them; a
    chop no changed place touches is left empty, and the update writes only the changed
    places. A widget's lines in view that it marked to draw again are drawn too, as
    Textual's drawing of the whole widget did."""
    update_regions = self._dirty_regions.copy()
    self._dirty_regions.clear()
    if not update_regions:
        return None
    spans = list(self._regions_to_spans(update_regions))
    changed: dict[int, list[tuple[int, int]]] = {}
    for y, x1, x2 in spans:
        changed.setdefault(y, []).append((x1, x2))
    cuts = self.cuts
    kept = self.__dict__.get("_paperboy_chop_ends")
    if kept is None or kept[0] is not cuts:
        kept = self._paperboy_chop_ends = (cuts, [cut_set[1:] for cut_set in cuts])  # type: ignore[attr-defined]
    chop_ends = kept[1]
    # only the changed lines' chops are read (``ChopsUpdate`` and its codes follow the spans)
    chops: list[Mapping[int, Strip | None]] = [_NO_CHOPS] * len(cuts)
    line_chops: dict[int, dict[int, Strip | None]] = {}
    # the chops still empty that a changed place touches (written by the update: one
    # starting at the right end of a changed place is written too, as a cursor move)
    empty: dict[int, list[int]] = {}
    for y, places in changed.items():
        cut_set = cuts[y]
        chops[y] = line_chops[y] = dict.fromkeys(cut_set[:-1])
        ends, starts = chop_ends[y], len(cut_set) - 1
        if len(places) == 1:
            x1, x2 = places[0]
            touched = cut_set[bisect_right(ends, x1):bisect_right(cut_set, x2, 0, starts)]
        else:
            touched = sorted({cut for x1, x2 in places
                              for cut in cut_set[bisect_right(ends, x1):bisect_right(cut_set, x2, 0, starts)]})
        if touched:
            empty[y] = touched
    top_y, bottom_y = min(changed), max(changed) + 1
    for widget, (region, clip) in self.visible_widgets.items():  # front to back
        styles_cache = widget._styles_cache
        dirty = styles_cache._dirty_lines
        if not empty and not dirty:
            continue  # every place to write is drawn; nothing behind is to draw again
        shown = region.intersection(clip)
        left, right = shown.x, shown.right
        rows = []
        for y in range(max(shown.y, top_y), min(shown.bottom, bottom_y)):
            empty_y = empty.get(y)
            if empty_y is None and not dirty:
                continue
            changed_y = changed.get(y)
            if changed_y is None:
                continue
            for x1, x2 in changed_y:
                if x1 < right and x2 > left:
                    break
            else:
                continue  # no changed place in its columns
            if empty_y:
                first = bisect_left(empty_y, left)
                if first < len(empty_y) and empty_y[first] < right:
                    rows.append(y)
                    continue
            if dirty:
                # hidden where it changed by the widgets in front (a container behind its
                # children): not drawn; the line is drawn afresh when next in view
                line = y - region.y
                if line in dirty:
                    dirty.discard(line)
                    styles_cache._cache.pop(line, None)
        # and its lines in view marked to draw again (drawn and cleared as Textual does,
        # which ``repaint_pending`` reads)
        if dirty:
            rows += [region.y + y for y in dirty if shown.y <= region.y + y < shown.bottom]
        if not rows:
            continue
        top, bottom = min(rows), max(rows) + 1
        strips = widget.render_lines(Region(left - region.x, top - region.y, shown.width, bottom - top))
        for y, strip in zip(range(top, bottom), strips, strict=False):
            empty_y = empty.get(y)
            if not empty_y:
                continue
            final_cuts = [cut for cut in cuts[y] if right >= cut >= left]
            chops_line = line_chops[y]
            get = chops_line.get
            for cut, piece in zip(final_cuts, strip.divide([cut - left for cut in final_cuts[1:]]), strict=False):
                if get(cut) is None:
                    chops_line[cut] = piece
            still = [cut for cut in empty_y if chops_line[cut] is None]
            if still:
                empty[y] = still
            else:
                del empty[y]
    return ChopsUpdate(chops, spans, chop_ends)  # type: ignore[arg-type]


#: Finished lines a widget's line cache keeps by the strip they were made from, at most.
FINISHED_KEPT = 256


def _plain_styles(styles: Any) -> bool:
    """True if a widget's lines are its content's lines padded to its width and nothing more
    (no border, outline, hatch, tint or text opacity: what :func:`_styles_cache_render_line`
    finishes itself)."""
    return (not any(edge for edge, _ in styles.border) and not any(edge for edge, _ in styles.outline)
            and not (styles.has_rule("hatch") and styles.hatch != "none")
            and not styles.tint.a and styles.text_opacity == 1.0)


def _styles_cache_render(self: StylesCache, styles: Any, *args: Any, **kwargs: Any) -> list[Strip]:
    """Textual's ``StylesCache.render`` (a widget's lines drawn), the widget's styles looked
    at once for all its lines (:func:`_styles_cache_render_line`)."""
    self._paperboy_plain = _plain_styles(styles)  # type: ignore[attr-defined]
    try:
        return _original_styles_cache_render(self, styles, *args, **kwargs)  # type: ignore[no-any-return]
    finally:
        self._paperboy_plain = False  # type: ignore[attr-defined]


def _styles_cache_render_line(self: StylesCache, styles: Any, y: int, size: Any, content_size: Any, padding: Any,
                              base_background: Any, background: Any, render_content_line: Callable[[int], Strip],
                              border_title: Any, border_subtitle: Any, opacity: float, ansi_theme: Any,
                              native_ansi: bool) -> Strip:
    """Textual's ``StylesCache.render_line`` (one finished line of a widget); a line of a
    plain widget (:func:`_plain_styles`, no top or bottom padding, opaque) made from the same
    content strip at the same widths, background and padding as before is the strip
    finished then (see the module). ``tests/tui/test_finished_lines.py`` compares them."""
    pad_top, pad_right, pad_bottom, pad_left = padding
    if not self.__dict__.get("_paperboy_plain") or pad_top or pad_bottom or opacity != 1.0 \
            or y >= content_size.height:
        return _original_styles_cache_render_line(  # type: ignore[no-any-return]
            self, styles, y, size, content_size, padding, base_background, background, render_content_line,
            border_title, border_subtitle, opacity, ansi_theme, native_ansi)
    line = render_content_line(y)
    inner = self.get_inner_outer(base_background, background)[0].rich_style
    made = (content_size.width, size.width, inner, pad_left, pad_right)
    kept: dict[int, tuple[Strip, tuple[Any, ...], Strip]] | None = self.__dict__.get("_paperboy_finished")
    if kept is None:
        kept = self._paperboy_finished = {}  # type: ignore[attr-defined]
    seen = kept.get(id(line))
    if seen is not None and seen[0] is line and seen[1] == made:
        return seen[2]
    adjusted = line.adjust_cell_length(content_size.width, inner)
    finished = Strip(line_pad(adjusted, pad_left, pad_right, inner) if pad_left or pad_right else adjusted,
                     size.width)
    if len(kept) >= FINISHED_KEPT:
        kept.clear()
    kept[id(line)] = (line, made, finished)  # (the line held: its id is not reused while kept)
    return finished


_original_chops_render_segments = ChopsUpdate.render_segments


@lru_cache(maxsize=65536)
def _move_to(x: int, y: int) -> str:
    """Rich's ``Control.move_to(x, y)`` code, made once per place (a terminal has few)."""
    return RichControl.move_to(x, y).segment.text


def _chops_render_segments(self: ChopsUpdate, console: Any) -> str:
    """Textual's ``ChopsUpdate.render_segments`` (a partial repaint's escape codes), the
    cursor's moves from :func:`_move_to`: Textual built a Rich control object for each
    piece of each changed line. ``tests/tui/test_partial_repaint.py`` compares the codes."""
    sequences: list[str] = []
    append = sequences.append
    chops = self.chops
    chop_ends = self.chop_ends
    last_y = self.spans[-1][0]
    for y, x1, x2 in self.spans:
        line = chops[y]
        ends = chop_ends[y]
        for end, (x, strip) in zip(ends, line.items(), strict=False):
            if strip is None or x > x2 or end <= x1:
                continue
            if not (x2 > x >= x1 and end <= x2):
                strip = strip.crop(0, min(end, x2) - x)
            append(_move_to(x, y))
            append(strip.render(console))
        if y != last_y:
            append("\n")
    return "".join(sequences)


#: The node whose rules :func:`_stylesheet_apply` waits to keep, and the rules it got.
_CAPTURING: list[list[Any]] = []


def _replace_rules(cls: type[Stylesheet], node: Any, rules: Any, animate: bool = False) -> None:
    """Textual's ``Stylesheet.replace_rules``, noting the rules given to the node being kept;
    rules equal to those the node has are not set again one by one (nothing would change)."""
    if _CAPTURING and _CAPTURING[-1][0] is node:
        _CAPTURING[-1][1] = rules
    if not animate and node.styles.base._rules == rules:
        node.notify_style_update()
        return
    _original_replace_rules(node, rules, animate=animate)


#: Pseudo-classes that say something of the app, the same for every widget in it.
_APP_WIDE = frozenset({"ansi", "inline", "nocolor", "dark", "light"})


def _used_pseudo_classes(stylesheet: Stylesheet) -> tuple[list[Any], dict[Any, Any], list[str], list[str], object]:
    """The stylesheet's rules (the list object: a new list is a new stylesheet), the rules
    kept for it, the pseudo-classes any of its rules names (of each node, of the app), and
    a token of these rules (parts' styles are kept per token: :func:`_component_classes`)."""
    kept = stylesheet.__dict__.get("_paperboy_kept")
    rules = stylesheet.rules
    if kept is None or kept[0] is not rules:
        names = sorted(set().union(*(rule.pseudo_classes for rule in rules)))
        kept = stylesheet._paperboy_kept = (  # type: ignore[attr-defined]
            rules, {}, [name for name in names if name not in _APP_WIDE], [name for name in names if name in _APP_WIDE],
            object())
    return kept


def _path_key(node: Any, own: list[str], app_wide: list[str]) -> tuple[Any, ...] | None:
    """What a rule can see of ``node``: each node from the app to it, its type, id, classes
    and which of the pseudo-classes ``own`` it has, and which of ``app_wide`` the app has
    (a widget has them as its app does, another node never); None off an app's tree."""
    key: list[Any] = []
    while isinstance(node, DOMNode):
        checks: dict[str, Any] = node._PSEUDO_CLASSES
        key.append((type(node), node._id, frozenset(node._classes),
                    tuple(name in checks and bool(checks[name](node)) for name in own)))
        if node._parent is None:
            break
        node = node._parent
    if not isinstance(node, App):
        return None
    key.append(tuple(bool(App._PSEUDO_CLASSES[name](node)) for name in app_wide))
    return tuple(key)


def _stylesheet_apply(self: Stylesheet, node: Any, *, animate: bool = False, cache: Any = None) -> None:
    """Textual's ``Stylesheet.apply``, from the rules kept for the same node in the same
    place and state when it has been styled so before (see the module)."""
    _rules, kept, own, app_wide, token = _used_pseudo_classes(self)
    key = _path_key(node, own, app_wide)
    if key is None:
        _original_stylesheet_apply(self, node, animate=animate, cache=cache)
        return
    hit = kept.get(key)
    if hit is not None:
        flags, rules = hit
        node._has_hover_style, node._has_focus_within, node._has_order_style, node._has_odd_or_even = flags
        if rules is not None:
            self.replace_rules(node, rules, animate=animate)
        _component_classes(self, node, (token, key))
        return
    _CAPTURING.append([node, None])
    try:
        _original_stylesheet_apply(self, node, animate=animate, cache=cache)
    finally:
        _node, rules = _CAPTURING.pop()
    if len(kept) >= STYLED_KEPT:
        kept.clear()
    kept[key] = ((node._has_hover_style, node._has_focus_within, node._has_order_style, node._has_odd_or_even),
                 rules)
    if node._get_component_classes():
        _keep_parts(node, (token, key))


def _component_classes(stylesheet: Stylesheet, node: Any, key: tuple[Any, ...]) -> None:
    """Textual's ``Stylesheet._process_component_classes`` (the styles of a widget's parts,
    ``option-list--option-highlighted`` and the like), from those the node had in the same
    place and state before: the same rules, the same styles."""
    if not node._get_component_classes():
        return
    styles = node.__dict__.get("_paperboy_parts", {}).get(key)
    if styles is None:
        stylesheet._process_component_classes(node)
        _keep_parts(node, key)
        return
    if any(node._component_styles.get(name) != part for name, part in styles.items()):
        node._component_styles = dict(styles)
        node.refresh()


def _keep_parts(node: Any, key: tuple[Any, ...]) -> None:
    """Keep the styles ``node``'s parts have now, for its place and state ``key``."""
    parts: dict[Any, Any] = node.__dict__.setdefault("_paperboy_parts", {})
    if len(parts) >= PARTS_KEPT:
        parts.clear()
    parts[key] = dict(node._component_styles)


#: Nodes' rules kept per stylesheet at most (:func:`_stylesheet_apply`).
STYLED_KEPT = 4096
#: Styles of a widget's parts kept per widget at most (:func:`_component_classes`).
PARTS_KEPT = 16


def install() -> None:
    """Install them all (idempotent)."""
    ScrollView._size_updated = _scroll_view_size_updated  # type: ignore[method-assign]
    Compositor.render_partial_update = _render_partial_update  # type: ignore[method-assign]
    StylesCache.render = _styles_cache_render  # type: ignore[method-assign]
    StylesCache.render_line = _styles_cache_render_line  # type: ignore[method-assign]
    ChopsUpdate.render_segments = _chops_render_segments  # type: ignore[method-assign]
    Stylesheet.apply = _stylesheet_apply  # type: ignore[method-assign]
    Stylesheet.replace_rules = classmethod(_replace_rules)  # type: ignore[method-assign, assignment]
    Widget._forward_event = _forward_event  # type: ignore[method-assign]
    Widget.focus = _widget_focus  # type: ignore[method-assign, assignment]
    ScrollBar._render_content = _scrollbar_render_content  # type: ignore[method-assign, assignment]
    ScrollBar.render_lines = _scrollbar_render_lines  # type: ignore[method-assign, assignment]
    ScrollBar.notify_style_update = _scrollbar_notify_style_update  # type: ignore[method-assign, assignment]
    textual._callback.count_parameters = _count_parameters
    Static.update = _static_update  # type: ignore[method-assign]
    Screen.__dict__["focused"]._repaint = False
    Screen._on_idle = _screen_on_idle  # type: ignore[method-assign]
    Screen._on_timer_update = _screen_on_timer_update  # type: ignore[method-assign]
    textual.screen.UPDATE_PERIOD = repaint_period()  # type: ignore[misc]  # read when a screen starts its beat


def freeze_built() -> None:
    """Freeze every object alive (call after a screen's first frame). No collection runs
    first: it would cost a full pass now, and what is garbage among the frozen goes at
    the next pass after :func:`thaw`."""
    gc.freeze()


def thaw() -> None:
    """Let the collector walk the frozen objects again (a built screen is going)."""
    gc.unfreeze()


def repaint_pending(screen: Any) -> bool:
    """True while lines in view that a widget of ``screen`` asked to draw again are not on
    the terminal yet: a repaint written meanwhile shows only part of what changed.

    A widget's request marks its lines at once, but Textual hears of it only when the
    widget's own message queue next runs idle, and handles it when the screen's queue gets
    to it; the screen's repaint timer beats on its own, and a repaint it writes before
    then leaves those lines out (they wait for the next beat).
    ``GameScreen.after_repaint`` waits for a repaint after which this is False, and
    ``paperboy bench`` times a key to that repaint. Reads Textual 8.2's private compositor
    map and line caches (``tests/tui/test_frame_complete.py`` fails if they move)."""
    for widget, (region, clip) in screen._compositor.visible_widgets.items():
        dirty = widget._styles_cache._dirty_lines
        if dirty:
            shown = region.intersection(clip)
            top = shown.y - region.y
            if shown.height and any(top <= y < top + shown.height for y in dirty):
                return True
    return False


class FrameCollector:
    """Python's garbage collection moved out of a key's span to just after a frame.

    ``start`` turns the automatic passes off (``gc.disable``) and ``stop`` gives them back
    as they were. ``frame_written`` (called when a frame has been written to the terminal)
    schedules a pass shortly after the frame when as many objects were made as would have
    started one (the collector's first threshold); the pass collects the generation the
    collector's own counts call for, as its automatic pass would, except that an old
    generation pass (the longest) runs at most once every :attr:`FULL_GAP_S` seconds.
    ``backstop`` (called every second) collects when many frames went by without one,
    e.g. a bot thinking for long without a frame.

    ``busy`` (optional) says whether a repaint is due: a pass that comes due then (a bot's
    move landing in the 2 ms after a frame) waits for the frame that shows it, instead of
    running inside the move's span (a middle-generation pass took 2.2 ms of a Pulitzer
    reply); the backstop does not wait.
    """

    #: From the frame written to the pass: the frame is on the terminal first.
    AFTER_FRAME_S = 0.002
    #: At most one pass over the oldest generation in this many seconds.
    FULL_GAP_S = 5.0
    #: The backstop collects when this many times the first threshold went uncollected.
    BACKSTOP_FACTOR = 20

    def __init__(self, busy: Callable[[], bool] | None = None) -> None:
        self._busy = busy
        self._was_enabled: bool | None = None
        self._pending = False
        self._last_full = time.monotonic()
        #: Passes run, by generation (read by tests).
        self.passes = [0, 0, 0]

    @property
    def running(self) -> bool:
        return self._was_enabled is not None

    def start(self) -> None:
        if self._was_enabled is None:
            self._was_enabled = gc.isenabled()
            gc.disable()

    def stop(self) -> None:
        if self._was_enabled is not None:
            if self._was_enabled:
                gc.enable()
            self._was_enabled = None

    def frame_written(self) -> None:
        if self._pending or self._was_enabled is None:
            return
        if gc.get_count()[0] >= max(1, gc.get_threshold()[0]):
            self._pending = True
            try:
                asyncio.get_running_loop().call_later(self.AFTER_FRAME_S, self.collect)
            except RuntimeError:  # no loop running: collect now
                self.collect()

    def backstop(self) -> None:
        if self._was_enabled is not None and not self._pending:
            if gc.get_count()[0] >= self.BACKSTOP_FACTOR * max(1, gc.get_threshold()[0]):
                self.collect(wait=False)

    def collect(self, wait: bool = True) -> None:
        """One pass, over the generation the collector's counts call for (``wait``: unless
        a repaint is due, when the frame written for it schedules the pass again)."""
        self._pending = False
        if self._was_enabled is None:
            return
        if wait and self._busy is not None and self._busy():
            return
        _young, middle, old = gc.get_count()
        _first, second, third = gc.get_threshold()
        generation = 0
        if middle >= second:
            generation = 1
            if old >= third and time.monotonic() - self._last_full >= self.FULL_GAP_S:
                generation = 2
                self._last_full = time.monotonic()
        gc.collect(generation)
        self.passes[generation] += 1


def set_theme_before_start(app: App[Any], name: str) -> None:
    """Give an app that has not started yet its theme, without parsing its styles twice.

    Setting ``App.theme`` runs Textual's watcher, which schedules ``refresh_css``: a second
    parse of the whole stylesheet, a restyle and a layout, all before the first frame
    (about 2% of the start; the stylesheet is only read when the app starts, so there is
    nothing to refresh yet). Here the theme's colours go straight into the stylesheet's
    variables and the app gets the classes the watcher would give it. Themes changed
    later (the settings screen) go through ``App.theme`` as usual.

    Raises:
        InvalidThemeError: ``name`` is not a registered theme (as ``App.theme`` would).
    """
    name = app._validate_theme(name)
    app.set_reactive(App.theme, name)
    dark = app.current_theme.dark
    app.stylesheet.set_variables(app.get_css_variables())
    classes = {cls: False for cls in app.classes if cls.startswith("-theme-")}
    classes.update({f"-theme-{name}": True, "-dark-mode": dark, "-light-mode": not dark})
    app.update_classes(classes, update=False)
    app._refresh_truecolor_filter(app.ansi_theme)
