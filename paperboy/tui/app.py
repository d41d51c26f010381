"""The paperboy Textual app and the one factory that builds it (``make_app``)."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

from textual import events
from textual.app import App, SystemCommand
from textual.binding import Binding
from textual.screen import Screen
from textual.theme import Theme

from ..engine.text import clean_text
from . import MIN_HEIGHT, MIN_WIDTH, compat, speed
from .games import game_ui
from .screens.menu import MenuScreen

compat.install()
speed.install()

NEWSPRINT = Theme(
    name="newsprint",
    primary="#1a1a1a",
    secondary="#5a4a3a",
    accent="#b22222",
    foreground="#1a1a1a",
    background="#f2ecdc",
    surface="#e8e0cc",
    panel="#ddd3bb",
    warning="#8a5a00",
    error="#b22222",
    success="#2e6b2e",
    dark=False,
)

INK = Theme(
    name="ink",
    primary="#e8e0cc",
    secondary="#a89878",
    accent="#e05050",
    foreground="#ece6d6",
    background="#161513",
    surface="#22201c",
    panel="#2e2b25",
    warning="#d0a040",
    error="#ff6060",
    success="#70b070",
    dark=True,
)


class PaperboyApp(App[None]):
    """Menu, set-up, resume, game screens, help and the command palette."""

    TITLE = "paperboy"
    CSS_PATH = "paperboy.tcss"
    ENABLE_COMMAND_PALETTE = True
    BINDINGS = [
        Binding("question_mark", "help", "Keys", id="app.help", show=False),
        Binding("ctrl+q", "quit", "Quit", id="app.quit", priority=True, show=False),
    ]

    def __init__(self, *, session: Any = None, setup: str | None = None,
                 options: dict[str, Any] | None = None, resume: bool = False,
                 theme: str = "newsprint", replay: Any = None, watch: bool = False) -> None:
        super().__init__()
        self._start_session = session
        self._start_setup = setup
        self._start_options = options
        self._start_resume = resume
        self._theme_name = theme
        self._start_replay = replay
        self._start_watch = watch
        self._recorded: set[str] = set()
        #: The unexpected error that closed the app (if any) and the log holding it.
        self.crash: BaseException | None = None
        self.crash_log: Path | None = None
        self._shown = False  # the first screens are pushed; from then on the size is watched
        self._size_notices = False  # a "terminal too small" notice was shown at least once
        from ..session import Settings

        self.settings = Settings.load()
        # The theme is given before the app runs, so the stylesheet is parsed once, with its
        # colours (set in on_mount, or through ``App.theme``, it was parsed a second time
        # before the first frame: see ``speed.set_theme_before_start``).
        #: The collector's passes run after frames, not inside keys (see tui/speed.py).
        self.collector = speed.FrameCollector(busy=self._repaint_due)
        self.register_theme(NEWSPRINT)
        self.register_theme(INK)
        speed.set_theme_before_start(self, self.settings.theme if self._theme_name == "newsprint" else self._theme_name)

    @property
    def current_theme(self) -> Theme:
        """The theme in use (as Textual's, without copying every registered theme first).

        Textual asks for it for every line it draws (the ANSI colours) and for every
        ``:dark``/``:light`` style check; its own lookup copied the dictionary of all themes
        each time, a tenth of the time of drawing a page.
        """
        theme = self._registered_themes.get(self.theme)
        return theme if theme is not None else super().current_theme

    def _repaint_due(self) -> bool:
        """True while lines in view wait for a repaint (the collector's pass then waits)."""
        return bool(self.screen_stack) and speed.repaint_pending(self.screen)

    def _display(self, screen: Screen[Any], renderable: Any) -> None:
        """Write a frame, then let the collector run (``speed.FrameCollector``).

        Textual writes every frame here (``App._display``, private): the one place a frame
        is known to be on the terminal. ``test_frame_collector.py`` fails if it goes."""
        super()._display(screen, renderable)
        self.collector.frame_written()

    def on_unmount(self) -> None:
        self.collector.stop()

    def on_mount(self) -> None:
        self.collector.start()
        self.set_interval(1.0, self.collector.backstop, name="collector backstop")
        self.push_screen(MenuScreen())
        if self._start_session is not None:
            self.start_session(self._start_session)
        elif self._start_setup:
            self.open_setup(self._start_setup, self._start_options)
        elif self._start_resume:
            self.open_resume()
        elif self._start_replay is not None:
            self.open_replay(self._start_replay)
        elif self._start_watch:
            self.open_watch_list()
        self._shown = True
        self.call_after_refresh(self._check_size)
        # Nothing of this is on the menu: it waits until the first frame is on the terminal.
        self.call_after_refresh(lambda: speed.when_written(self, self._data_file_notices))
        self.call_after_refresh(speed.freeze_built)  # the app is built: see tui/speed.py

    # --- navigation -------------------------------------------------------------
    def open_setup(self, game_id: str, options: dict[str, Any] | None = None) -> None:
        """The game's set-up form: its own (its UI plug-in's ``setup_screen``) or the shared one."""
        if options:  # a form with presets (the command line): built for this once
            self.push_screen(self._setup_class(game_id)(game_id, options))
            return
        # Each game's form is built once and shown again, with its defaults, when asked for
        # again (building one is most of what opening it costs).
        name = f"setup:{game_id}"
        if self.is_screen_installed(name):
            screen = self.get_screen(name)
            if screen in self.screen_stack:  # already open underneath: a fresh one instead
                self.push_screen(self._setup_class(game_id)(game_id))
                return
            screen.reset()  # type: ignore[attr-defined]
        else:
            self.install_screen(self._setup_class(game_id)(game_id), name)
        self.push_screen(name)

    @staticmethod
    def _setup_class(game_id: str) -> type[Any]:
        """The game's own set-up screen (its UI plug-in's ``setup_screen``) or the shared form."""
        from .screens.setup import SetupScreen

        ui = game_ui(game_id)
        return ui.setup_screen if ui is not None and ui.setup_screen is not None else SetupScreen

    def open_resume(self) -> None:
        from .screens.resume import ResumeScreen

        self.push_screen(ResumeScreen())

    def open_replay(self, replay: Any, eyes: int | None = None) -> None:
        """The read-only replay viewer of a :class:`~paperboy.session.replay.Replay`."""
        from .screens.replay import replay_screen_for

        self.push_screen(replay_screen_for(replay, eyes))

    def open_watch_list(self) -> None:
        """The save list, where Enter opens the replay viewer instead of resuming."""
        from .screens.resume import ResumeScreen

        self.push_screen(ResumeScreen(watch=True))

    def open_rules(self, game_id: str) -> None:
        from ..engine import find_game
        from .screens.rules import RulesScreen

        game = find_game(game_id)
        self.push_screen(RulesScreen(game.name, game.rules_text()))

    def open_players(self) -> None:
        from .screens.players import PlayersScreen

        self.push_screen(PlayersScreen())

    def start_session(self, session: Any, replace: Screen[Any] | None = None) -> None:
        session.handoff_enabled = self.settings.handoff
        if getattr(session, "think_ms", 0) is None:  # `--think` on the command line wins over the setting
            session.set_think_ms(self.settings.think_ms)
        screen = game_screen_for(session)
        if replace is not None and replace is self.screen:
            self.switch_screen(screen)
        else:
            self.push_screen(screen)

    def back_to_menu(self) -> None:
        while len(self.screen_stack) > 2 and not isinstance(self.screen, MenuScreen):
            self.pop_screen()
        if not isinstance(self.screen, MenuScreen):
            self.switch_screen(MenuScreen())

    def show_result(self, session: Any, lines: list[str] | None = None,
                    labels: Callable[[str], str] | None = None) -> None:
        from .screens.result import ResultScreen

        self.push_screen(ResultScreen(session.game.name, [s.name for s in session.seats],
                                      session.state.result(), lines, labels))

    def record_result(self, session: Any) -> None:
        if session.save_id in self._recorded:
            return
        self._recorded.add(session.save_id)
        try:
            from ..session import Profiles

            profiles = Profiles()
            session.record_result(profiles)
            if profiles.write_error:
                self.notify(profiles.write_error, title="Profiles not saved", severity="warning",
                            markup=False)
        except Exception as exc:  # profiles must never cost a finished game
            self.notify(f"Could not update profiles: {clean_text(exc)}", severity="warning", markup=False)

    def _data_file_notices(self) -> None:
        """Clean temporary files a killed write left, and say which data files were ignored."""
        from ..session import Profiles, clean_temp_files

        clean_temp_files()
        if self.settings.error:
            self.notify(clean_text(self.settings.error), title="Settings file ignored", severity="warning",
                        timeout=20, markup=False)
        profiles = Profiles()
        if profiles.error:
            self.notify(clean_text(profiles.error), title="Profiles file ignored", severity="warning",
                        timeout=20, markup=False)

    # --- keys -------------------------------------------------------------------
    def action_help(self) -> None:
        from .screens.dialogs import HelpScreen

        if isinstance(self.screen, HelpScreen):
            return
        ours: list[tuple[str, str]] = []
        inherited: list[tuple[str, str]] = []
        seen: set[tuple[str, str]] = set()
        for active in self.active_bindings.values():
            binding = active.binding
            if not binding.description or binding.action == "command_palette":
                continue
            entry = (self.get_key_display(binding), binding.description)
            if entry in seen:
                continue
            seen.add(entry)
            (ours if binding.id else inherited).append(entry)
        keys = ours + [("ctrl+p", "Command palette: every command by name")]
        if inherited:
            keys += [("", ""), ("", "[b]In lists and fields[/b]")] + inherited
        self.push_screen(HelpScreen(keys, f"Keys · {screen_title(self.screen)}"))

    async def action_quit(self) -> None:
        from .screens.dialogs import QuitScreen

        sessions = [session for s in self.screen_stack if (session := getattr(s, "session", None)) is not None]
        in_game = bool(sessions)
        if isinstance(self.screen, QuitScreen):
            return

        def answered(yes: bool | None) -> None:
            if yes:
                self.exit()

        unsaved = next((session.save_error or "the game has not been written to a file"
                        for session in sessions if not session.is_saved), None)
        self.push_screen(QuitScreen(saved=in_game, unsaved=unsaved), answered)

    def get_system_commands(self, screen: Screen[Any]) -> Iterable[SystemCommand]:
        from ..engine import GAMES, find_game

        for game_id in GAMES:
            game = find_game(game_id)
            yield SystemCommand(f"New game: {game.name}", game.summary,
                                lambda g=game_id: self.open_setup(g))
            yield SystemCommand(f"Rules: {game.name}", f"Read the rules of {game.name}",
                                lambda g=game_id: self.open_rules(g))
        yield SystemCommand("Resume a saved game", "List saved games", self.open_resume)
        yield SystemCommand("Watch a saved game", "Replay any save step by step, read-only",
                            self.open_watch_list)
        yield SystemCommand("Players and settings", "Profiles, handoff screen, theme", self.open_players)
        if callable(getattr(screen, "action_hint", None)):
            yield SystemCommand("Hint", "The master bot's suggestion for your move, with its reason",
                                screen.action_hint)  # type: ignore[attr-defined]
        yield SystemCommand("Keys", "Every key on this screen", self.action_help)
        yield SystemCommand("Menu", "Back to the front page", self.back_to_menu)
        save_as = getattr(screen, "action_save_as", None)
        if getattr(screen, "session", None) is not None and callable(save_as):
            yield SystemCommand("Save to another file", "Write this game to a file you name; "
                                "it is saved there after every move", save_as)
        yield from super().get_system_commands(screen)

    # --- crashes ------------------------------------------------------------------
    def run(self, *args: Any, **kwargs: Any) -> Any:  # type: ignore[override]
        """Run the app; if an unexpected error closed it, raise :class:`AppCrashed`.

        The command line turns that into a non-zero exit status and one line naming the
        crash log, instead of Textual's long traceback and a successful exit.
        """
        from ..crash import AppCrashed

        result = super().run(*args, **kwargs)
        if self.crash is not None:
            raise AppCrashed(self.crash, self.crash_log)
        return result

    def _handle_exception(self, error: Exception) -> None:
        # Textual's one place for an unhandled error: keep the first one, with its
        # traceback in a crash log, then let Textual close the app as it always does.
        if self.crash is None:
            from ..crash import write_crash_log

            self.crash = error
            self.crash_log = write_crash_log(error)
        super()._handle_exception(error)

    def _print_error_renderables(self) -> None:
        # The traceback is in the crash log and the command prints one line naming it.
        if self.crash is not None and self.crash_log is not None:
            return
        super()._print_error_renderables()

    # --- terminal size ------------------------------------------------------------
    @speed.keys_untouched
    async def on_event(self, event: events.Event) -> None:
        """Before a key is read, a game screen does what its last move left for just after
        its repaint (``GameScreen.draw_due``): the key meets the screen as the player sees it.
        (It hands every key on: keys still go straight to their bindings, ``speed``.)"""
        if isinstance(event, events.Key) and self.screen_stack:
            draw_due = getattr(self.screen_stack[-1], "draw_due", None)  # (game screens only)
            if draw_due is not None:
                draw_due()
        await super().on_event(event)

    def on_resize(self, event: Any) -> None:
        # This handler runs before Textual's own, so ``self.size`` is still the old size
        # here: judge by the event's (a terminal shrunk mid-game showed no notice).
        self._check_size(event.size)

    def push_screen(self, *args: Any, **kwargs: Any) -> Any:  # type: ignore[override]
        """Push a screen; while the terminal is too small the size notice stays on top.

        Keys still work under the notice (help, the palette, a bot's move that hands the
        keyboard over): whatever they open would be drawn broken, so the notice comes
        back above it and each notice closes itself once the terminal is large again.
        """
        result = super().push_screen(*args, **kwargs)
        self.call_after_refresh(self._check_size)
        return result

    def switch_screen(self, screen: Any) -> Any:
        result = super().switch_screen(screen)
        self.call_after_refresh(self._check_size)
        return result

    def _check_size(self, size: Any = None) -> None:
        if not self._shown:  # a resize before the menu is up: on_mount checks afterwards
            return
        w, h = size if size is not None else self.size
        small = w < MIN_WIDTH or h < MIN_HEIGHT
        if not small and not self._size_notices:  # the usual case: no import before the first frame
            return
        from .screens.dialogs import SizeNotice

        if small and not isinstance(self.screen, SizeNotice):
            self._size_notices = True
            self.push_screen(SizeNotice())
        elif not small and isinstance(self.screen, SizeNotice):
            self.pop_screen()


def game_screen_for(session: Any) -> Screen[Any]:
    """The game's own screen if it has one, else the shared game screen."""
    from .screens.game import GameScreen

    ui = game_ui(session.game.id)
    return GameScreen(session) if ui is None else ui.screen(session)


def screen_title(screen: Screen[Any]) -> str:
    """A screen's name for people: the game's name on a game screen, else words from its
    class (``PlayersScreen`` -> "Players"), never a class name like ``FitToPrint``."""
    session = getattr(screen, "session", None)
    if session is not None:
        return str(session.game.name)
    game = getattr(screen, "game", None)
    if game is not None and getattr(game, "name", None):
        return f"New game · {game.name}"
    words = re.findall(r"[A-Z][a-z]*", type(screen).__name__.removesuffix("Screen"))
    return " ".join([words[0], *(w.lower() for w in words[1:])]) if words else "This screen"


def make_app(**kwargs: Any) -> PaperboyApp:
    """Build the app exactly as the ``paperboy`` command runs it."""
    return PaperboyApp(**kwargs)
