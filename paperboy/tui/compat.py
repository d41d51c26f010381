"""Guards around behaviour inherited from Textual that would otherwise crash the app.

Each guard is one :class:`Guard` in :data:`GUARDS` (named below in brackets) with the
upstream issue it works around; ``tests/tui/test_compat.py`` takes each one off in turn and
checks that the installed Textual still fails without it.

- [option-list-page-keys] Textual 8.2.8's ``OptionList._move_page`` indexes its line cache before the lines are
  built (the command palette right after it opens), raising ``KeyError``/``IndexError`` on
  PageUp/PageDown. We fall back to first/last option instead of crashing.
- [late-dismiss] ``Screen.dismiss`` pops whatever screen is on top, not the screen it is called on. Keys
  typed quickly queue several messages for one screen (two Enters give two
  ``OptionSelected`` or ``Input.Submitted``); the second handler then dismissed the screen
  *below* (the menu, a game, a screen still mounting) and finally hit ``ScreenStackError``.
  A screen that is no longer on top now ignores a late dismiss.
- [palette-late-messages, palette-search-after-close, palette-list-key-after-close] For
  the same reason the command palette ignores a selection or an edit that reaches it
  after it closed (a command does not run twice), and a command search still running when
  the palette closes stops quietly instead of querying its removed list (``NoMatches``
  raised in a worker closes the app). The same goes for a list key (Down, PageDown,
  Enter) that reaches a palette whose list is already gone.
- [palette-reopen] The palette always has the id ``--command-palette``; Ctrl+P pressed again while the
  last palette is still leaving the DOM raised ``DuplicateIds``. The new one now opens as
  soon as the old one is gone.
- [late-mount] A screen popped in the same instant it was pushed (Enter then Escape typed together)
  received its ``Mount`` after its widgets were already removed, so its ``on_mount``
  queries raised ``NoMatches`` (so did Textual's own ``Select``). A widget or screen that
  is already being removed, or whose app is shutting down (Quit picked while a screen was
  still opening), skips its mount handlers.
- [one-shot-timer-skipped] A one-shot timer (``set_timer``) could silently never fire.
  ``Timer._run`` reads the clock twice before its first wait and, as timers "skip" ticks
  by default, gives up when its one tick already lies behind the second read: that
  happens when the thread is held between the two reads longer than the delay (a bot's
  search holding the interpreter's lock, a garbage collection), which a delay of a
  millisecond or two meets on a busy machine. The callbacks run after a repaint, the
  bots' pacing and the repaint timers then waited forever (a game stalled, its moves
  never drawn). One-shot timers are now made not to skip: a late tick fires at once.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

from textual import events, work
from textual.app import App
from textual.await_complete import AwaitComplete
from textual.command import CommandPalette
from textual.css.query import NoMatches
from textual.screen import Screen
from textual.timer import Timer
from textual.widget import Widget
from textual.widgets import OptionList

_original_move_page = OptionList._move_page
_original_command_palette = App.action_command_palette
_PALETTE_ID = "--command-palette"
_original_dismiss = Screen.dismiss
_original_widget_on_event = Widget.on_event
_PALETTE_HANDLERS = ("_select_command", "_select_or_command", "_input")
_original_gather = CommandPalette._gather_commands.__wrapped__  # type: ignore[attr-defined]
_original_command_list_action = CommandPalette._action_command_list
_original_timer_init = Timer.__init__


def _safe_move_page(self: OptionList, direction: int) -> None:
    try:
        _original_move_page(self, direction)  # type: ignore[arg-type]
    except (KeyError, IndexError):
        if not self.option_count:
            return
        if direction > 0:
            self.action_last()
        else:
            self.action_first()


def _safe_dismiss(self: Screen[Any], result: Any = None) -> AwaitComplete:
    """Dismiss only the screen on top; a late dismiss of a screen already gone does nothing."""
    if not self.is_active:
        return AwaitComplete.nothing()
    return _original_dismiss(self, result)


async def _widget_on_event(self: Widget, event: events.Event) -> None:
    """Dispatch an event, except a late ``Mount`` to a widget that is being removed."""
    if isinstance(event, events.Mount) and (self._pruning or self._closing or self._closed
                                            or self.app._exit):
        return
    await _original_widget_on_event(self, event)


def _timer_init(self: Timer, *args: Any, **kwargs: Any) -> None:
    """A timer as Textual makes it, except that a one-shot timer never skips its tick."""
    _original_timer_init(self, *args, **kwargs)
    if self._repeat == 0:
        self._skip = False


def _while_active(handler: Callable[..., Any]) -> Callable[..., Any]:
    """Run a palette message handler only while the palette is the active screen."""

    def guarded(self: CommandPalette, *args: Any, **kwargs: Any) -> Any:
        if not self.is_active:
            return None
        return handler(self, *args, **kwargs)

    guarded.__name__ = handler.__name__
    guarded.__wrapped__ = handler  # type: ignore[attr-defined]
    return guarded


@work(exclusive=True, group=CommandPalette._GATHER_COMMANDS_GROUP)
async def _safe_gather_commands(self: CommandPalette, search_value: str) -> None:
    """Textual's command search, ended quietly if the palette closes while it runs."""
    try:
        await _original_gather(self, search_value)
    except NoMatches:
        if not _palette_gone(self):
            raise


def _palette_gone(palette: CommandPalette) -> bool:
    """True once the palette is no longer shown or is being taken down."""
    return not palette.is_active or palette._pruning or palette._closing or palette.app._exit


def _safe_command_list_action(self: CommandPalette, action: str) -> None:
    """Pass a key to the palette's list, unless the list went with the palette."""
    try:
        _original_command_list_action(self, action)
    except NoMatches:
        if not _palette_gone(self):
            raise


def _command_palette(self: App[Any], _tries: int = 0) -> None:
    """Open the palette, waiting (briefly) for the one just closed to leave the DOM."""
    leaving = self._nodes._get_by_id(_PALETTE_ID)
    if leaving is not None and leaving is not self.screen:
        if _tries < 40:
            self.set_timer(0.05, lambda: _command_palette(self, _tries + 1))
        return
    _original_command_palette(self)


def _guard_palette_messages() -> None:
    # ``@on`` handlers are kept in ``_decorated_handlers`` by function object, so the
    # wrapper replaces them there; direct calls inside the palette stay untouched.
    handlers = CommandPalette.__dict__["_decorated_handlers"]
    for message_type, entries in handlers.items():
        handlers[message_type] = [
            (_while_active(method) if method.__name__ in _PALETTE_HANDLERS
             and not hasattr(method, "__wrapped__") else method, selectors)
            for method, selectors in entries
        ]


def _unguard_palette_messages() -> None:
    handlers = CommandPalette.__dict__["_decorated_handlers"]
    for message_type, entries in handlers.items():
        handlers[message_type] = [(getattr(method, "__wrapped__", method), selectors)
                                  for method, selectors in entries]


@dataclass(frozen=True)
class Guard:
    """One work-around: what it guards, the upstream issue, how to put it on and take it off.

    Each guard has a test in ``tests/tui/test_compat.py`` that takes it off and checks that
    Textual still fails without it: when Textual is fixed that test fails, and the guard goes.
    """

    name: str
    upstream: str
    install: Callable[[], None]
    remove: Callable[[], None]


def _patch(owner: Any, attribute: str, replacement: Any) -> tuple[Callable[[], None], Callable[[], None]]:
    original = owner.__dict__.get(attribute, getattr(owner, attribute))
    return (lambda: setattr(owner, attribute, replacement)), (lambda: setattr(owner, attribute, original))


GUARDS: dict[str, Guard] = {guard.name: guard for guard in (
    Guard("option-list-page-keys",
          "no Textual issue found; the same KeyError in OptionList._move_page is reported "
          "downstream at https://github.com/kagan-sh/kagan-legacy/issues/31",
          *_patch(OptionList, "_move_page", _safe_move_page)),
    Guard("late-dismiss", "https://github.com/Textualize/textual/issues/2575",
          *_patch(Screen, "dismiss", _safe_dismiss)),
    Guard("late-mount", "https://github.com/Textualize/textual/issues/4258",
          *_patch(Widget, "on_event", _widget_on_event)),
    Guard("palette-late-messages", "no Textual issue found (a selection reaching a closed palette)",
          _guard_palette_messages, _unguard_palette_messages),
    Guard("palette-search-after-close", "no Textual issue found (NoMatches from the search worker)",
          *_patch(CommandPalette, "_gather_commands", _safe_gather_commands)),
    Guard("palette-list-key-after-close", "no Textual issue found (NoMatches from a list key)",
          *_patch(CommandPalette, "_action_command_list", _safe_command_list_action)),
    Guard("palette-reopen", "no Textual issue found (DuplicateIds for --command-palette)",
          *_patch(App, "action_command_palette", _command_palette)),
    Guard("one-shot-timer-skipped", "no Textual issue found (Timer._run skips the one tick of a "
          "repeat=0 timer when the thread is held between its two clock reads)",
          *_patch(Timer, "__init__", _timer_init)),
)}

_installed: set[str] = set()


def install() -> None:
    """Install the guards (idempotent)."""
    for name, guard in GUARDS.items():
        if name not in _installed:
            guard.install()
            _installed.add(name)


@contextmanager
def suspended(name: str) -> Iterator[None]:
    """Take the guard ``name`` off for the duration (tests: is it still needed?)."""
    guard = GUARDS[name]
    installed = name in _installed
    if installed:
        guard.remove()
        _installed.discard(name)
    try:
        yield
    finally:
        if installed:
            guard.install()
            _installed.add(name)
