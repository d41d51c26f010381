"""The hot-seat session: one game in progress at one keyboard.

A :class:`Session` owns the game state and everything around it that is not a rule of
the game: the seats (people and bots), the action log, undo, the handoff decision,
autosave, clocks and the profile update at the end. The state is only ever changed by
playing actions; undo and loading rebuild it by replaying the log from the seed, so the
log is the single source of truth.
"""

from __future__ import annotations

import hashlib
import json
import os
import time
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any

from paperboy.engine import (
    Action,
    Bot,
    Event,
    Game,
    InvalidOptionError,
    InvalidPlayersError,
    PaperboyError,
    Result,
    SaveFileError,
    State,
    find_game,
    log_failure,
    replay_steps,
    state_digest,
)

from .clocks import Clock, TimeSource, clock_from_dict
from .paths import atomic_write_text
from .profiles import Profiles, now_stamp
from .saves import APP_MARK, FORMAT_VERSION, SaveStore, read_save
from .seats import Seat
from .timekeeper import Timekeeper
from .undo import plan_undo

#: How many autosave durations :attr:`Session.autosave_seconds` keeps.
AUTOSAVE_STATS_KEPT = 1000


def random_seed() -> int:
    """A fresh seed from the operating system (48 bits: short enough to type back)."""
    return int.from_bytes(os.urandom(6), "big")


def bot_seed(seed: int, seat: int) -> int:
    """The seed of the bot at ``seat``, derived from the session seed.

    Different seats get unrelated seeds; the same session seed gives the same bots.
    """
    digest = hashlib.sha256(f"paperboy-bot:{seed}:{seat}".encode()).digest()
    return int.from_bytes(digest[:8], "big")


def new_save_id(game_id: str) -> str:
    """A file-name-safe id, sortable by time, unique enough for one user's saves."""
    return f"{game_id}-{time.strftime('%Y%m%d-%H%M%S')}-{os.urandom(3).hex()}"


def _json(data: Any) -> str:
    return json.dumps(data, separators=(",", ":"), ensure_ascii=False)


class Session:
    """One game at one keyboard. Build with :meth:`new` or :meth:`load`.

    Attributes:
        game: The game being played.
        state: The current state. Undo replaces this object, so read it afresh.
        seats: Who sits at each seat (index = seat number of the engine).
        options: The game's resolved options.
        seed: The game's seed.
        save_id: Name of the save file (without ``.json``).
        path: The save file once written (or the file loaded), else ``None``.
        store: Where new saves go.
        autosave: Save after every change.
        log: ``(seat, action dict)`` for every action played so far.
        events: Every event so far, oldest first (for a log panel).
        handoff_enabled: Setting: show a handoff screen between humans when needed.
        clocks: Named clocks (chess clocks, round timers) kept in the save.
        autosave_seconds: Durations of recent autosaves, for ``paperboy bench``.
        save_error: Why the last save failed (what, where, why), or ``None`` after a
            save that worked. The game stays in memory and the next change retries.
        saved_actions: How many actions the file on disk holds (``None``: no file yet).
        save_listeners: Called with the session after every save attempt (the game
            screen uses it to say at once when saving fails or works again).
        result_recorded: Whether :meth:`record_result` already ran for this game.
    """

    def __init__(self, game: Game, seats: Sequence[Seat], options: Mapping[str, Any], seed: int,
                 *, store: SaveStore | None = None, autosave: bool = True,
                 save_id: str | None = None, time_source: TimeSource = time.monotonic) -> None:
        self.game = game
        self.seats: list[Seat] = list(seats)
        self.options: dict[str, Any] = dict(options)
        self.seed = int(seed)
        self.store = store if store is not None else SaveStore()
        self.autosave = autosave
        self.save_id = save_id or new_save_id(game.id)
        self.path: Path | None = None
        self.time_source = time_source
        self.handoff_enabled = True
        self.clocks: dict[str, Clock] = {}
        self.autosave_seconds: list[float] = []
        self.save_error: str | None = None
        self.saved_actions: int | None = None
        self.save_listeners: list[Callable[[Session], None]] = []
        # Every change bumps _changes; a save that worked records the value it wrote.
        self._changes = 0
        self._saved_change = -1
        self.result_recorded = False
        self.created = time.time()
        self.updated = self.created
        self._bots: dict[int, Bot] = {}
        #: The master bots' think time per decision in ms (``None``: their default).
        self.think_ms: int | None = None
        #: Hints (the master's suggestions) each seat asked for; kept in the save.
        self.hints: list[int] = [0] * len(self.seats)
        timing = game.timing()
        self.timekeeper = Timekeeper(self, timing) if timing is not None else None
        self.state: State = game.new_game(self.players, self.options, self.seed)
        self.log: list[tuple[int, dict[str, Any]]] = []
        self.events: list[Event] = []
        # Parallel to ``log``: whether the action revealed hidden information, and the
        # action's compact JSON (kept so an autosave does not re-encode the whole log).
        self._reveals: list[bool] = []
        self._log_json: list[str] = []

    # --- construction -------------------------------------------------------------
    @classmethod
    def new(cls, game_id: str, seats: Sequence[Seat], options: Mapping[str, Any] | None = None,
            seed: int | None = None, store: SaveStore | None = None, autosave: bool = True,
            time_source: TimeSource = time.monotonic) -> Session:
        """Start a new game.

        Args:
            game_id: A registered game id.
            seats: One :class:`Seat` per player, in seat order.
            options: Game options (missing ones take their defaults).
            seed: The game's seed; ``None`` draws one from the operating system.
            store: Where the save goes (default: ``data_dir()/saves``).
            autosave: Save now and after every change.
            time_source: Clock function for the session's clocks.

        Raises:
            UnknownGameError, InvalidOptionError, InvalidPlayersError: Bad arguments.
        """
        game = find_game(game_id)
        seats = list(seats)
        if not all(isinstance(s, Seat) for s in seats):
            raise InvalidPlayersError("every seat must be a Seat")
        for seat in seats:
            if seat.is_bot and seat.level is not None and seat.level not in game.bot_levels:
                raise InvalidOptionError(f"{game.name} bots are {', '.join(game.bot_levels)}, "
                                         f"not '{seat.level}'")
        resolved = game.resolve_options(options)
        session = cls(game, seats, resolved, random_seed() if seed is None else seed,
                      store=store, autosave=autosave, time_source=time_source)
        if autosave:
            session._autosave()
        return session

    @classmethod
    def load(cls, path: Path | str, store: SaveStore | None = None,
             time_source: TimeSource = time.monotonic) -> Session:
        """Resume a saved game by replaying its log; the file is only read.

        Args:
            path: The save file, or a save id from ``store``.
            store: Where the save list lives (default: ``data_dir()/saves``).
            time_source: Clock function for the restored clocks (they come back paused).

        Raises:
            SaveFileError: The file is missing, corrupt, truncated, not JSON, not a
                paperboy save, for an unknown game, from a newer format, its log does not
                replay, or the replayed game does not match its digest.
        """
        store = store if store is not None else SaveStore()
        path = store.resolve(path)
        data = read_save(path)

        def fail(reason: str) -> SaveFileError:
            return SaveFileError(f"cannot open save {path}: {reason}")

        game = find_game(data["game"])
        seats: list[Seat] = data["seats"]
        for seat in seats:
            if seat.is_bot and seat.level is not None and seat.level not in game.bot_levels:
                raise fail(f"the save is damaged: {game.name} has no '{seat.level}' bots")
        try:
            options = game.resolve_options(data["options"])
            session = cls(game, seats, options, data["seed"], store=store, autosave=True,
                          save_id=path.stem, time_source=time_source)
        except PaperboyError as exc:
            raise fail(f"the saved game cannot be set up: {exc}") from None
        except Exception as exc:  # noqa: BLE001 - a tampered save must not crash the app
            raise fail(f"the saved game cannot be set up: {type(exc).__name__}: {exc}") from None
        try:
            session._replay(data["actions"], checked=True)
        except _ReplayError as exc:
            raise fail(f"the action log does not replay: {exc}") from None
        if state_digest(session.state) != data["digest"]:
            raise fail("the replayed game does not match the digest stored with it (the file "
                       "was edited, or the rules changed since it was saved)")
        try:
            session.clocks = {str(name): clock_from_dict(d, time_source)
                              for name, d in data["clocks"].items()}
        except (TypeError, ValueError, OverflowError) as exc:
            raise fail(f"the save is damaged: {exc}") from None
        session.path = path
        session.created = float(data.get("created", session.created))
        session.updated = float(data.get("updated", session.created))
        session.result_recorded = data.get("recorded", False)
        session.hints = list(data.get("hints") or session.hints)
        session.saved_actions = len(session.log)
        session._saved_change = session._changes
        return session

    def _replay(self, actions: Sequence[tuple[int, Mapping[str, Any]]], checked: bool) -> None:
        """Rebuild state, log and events from the seed and ``actions``."""
        state = self.game.new_game(self.players, self.options, self.seed)
        log: list[tuple[int, dict[str, Any]]] = []
        events: list[Event] = []
        reveals: list[bool] = []
        log_json: list[str] = []
        try:
            for seat, action, new_events in replay_steps(self.game, state, actions, checked):
                entry = (int(seat), action.to_dict())
                log.append(entry)
                log_json.append(_json(list(entry)))
                events.extend(new_events)
                reveals.append(any(e.reveal for e in new_events))
        except Exception as exc:  # noqa: BLE001 - a tampered log must not crash the app
            raise _ReplayError(log_failure(actions, len(log), exc)) from None
        self.state, self.log, self.events = state, log, events
        self._reveals, self._log_json = reveals, log_json

    # --- who acts -----------------------------------------------------------------
    @property
    def players(self) -> list[str]:
        """Player names in seat order."""
        return [s.name for s in self.seats]

    def is_over(self) -> bool:
        """True when the game has ended."""
        return self.state.is_over()

    def to_act(self) -> list[int]:
        """Seats that may act now (none once the game is over)."""
        return [] if self.state.is_over() else list(self.state.to_act())

    def human_to_act(self) -> list[int]:
        """Seats in :meth:`to_act` that people play."""
        return [s for s in self.to_act() if not self.seats[s].is_bot]

    def bot_to_act(self) -> int | None:
        """A bot seat that may act now (the first in turn order), else ``None``."""
        return next((s for s in self.to_act() if self.seats[s].is_bot), None)

    def view(self, seat: int) -> dict[str, Any]:
        """What ``seat`` may see (the state's view)."""
        return self.state.view(seat)

    def result(self) -> Result:
        """The state's result (final once the game is over)."""
        return self.state.result()

    # --- playing ------------------------------------------------------------------
    def act(self, seat: int, action: Action) -> list[Event]:
        """Play ``action`` for ``seat``, log it and autosave.

        Raises:
            IllegalActionError: From the state, unchanged; nothing is logged or saved.
        """
        if self.timekeeper is not None and 0 <= seat < len(self.seats) and not self.seats[seat].is_bot:
            action = self.timekeeper.stamp(seat, action)  # a person's move costs the time they took
        new_events = self.state.play(seat, action)
        entry = (int(seat), action.to_dict())
        self.log.append(entry)
        self._log_json.append(_json(list(entry)))
        self._reveals.append(any(e.reveal for e in new_events))
        self.events.extend(new_events)
        self._changes += 1
        if self.autosave:
            self._autosave()
        return new_events

    def verdict(self, seat: int, action: Action) -> str | None:
        """Why the rules refuse ``action`` for ``seat`` now (reason and rule), or ``None``.

        Read-only: the engine's own check runs on the state as it is, nothing is played,
        logged or saved. Screens use it to show a verdict before a move is committed.
        """
        if self.state.is_over():
            return "The game is over"
        try:
            # The game's own check first: its refusal names the rule (e.g. "Taking turns").
            self.state.check(seat, action)
        except PaperboyError as exc:
            return str(exc)
        if seat not in self.state.to_act():
            name = self.seats[seat].name if 0 <= seat < len(self.seats) else f"seat {seat}"
            return f"It is not {name}'s turn to act"
        return None

    def bot(self, seat: int) -> Bot:
        """The bot playing ``seat`` (created on first use, then kept)."""
        if not self.seats[seat].is_bot:
            raise InvalidPlayersError(f"{self.seats[seat].name} is not a bot")
        if seat not in self._bots:
            level = self.seats[seat].level or self.game.bot_levels[0]
            bot = self.game.make_bot(level, bot_seed(self.seed, seat))
            if self.think_ms is not None and hasattr(bot, "think_ms"):
                bot.think_ms = self.think_ms  # a searching bot (master): the chosen think time
            self._bots[seat] = bot
        return self._bots[seat]

    def set_think_ms(self, think_ms: int | None) -> None:
        """The master bots' think time per decision (ms), for the bots made and to come."""
        self.think_ms = think_ms
        for bot in self._bots.values():
            if think_ms is not None and hasattr(bot, "think_ms"):
                bot.think_ms = think_ms

    def count_hint(self, seat: int) -> None:
        """Count one hint given to ``seat`` (saved with the game, shown on the final sheet)."""
        self.hints[seat] += 1
        self._changes += 1
        if self.autosave:
            self._autosave()

    def step_bot(self, seat: int | None = None) -> list[Event]:
        """Let one bot that may act (``seat``, or the first) make one move; ``[]`` if none may."""
        if seat is None:
            seat = self.bot_to_act()
        elif not self.seats[seat].is_bot or seat not in self.to_act():
            seat = None
        if seat is None:
            return []
        action = self.bot(seat).choose(self.state, seat)
        return self.act(seat, action)

    def run_bots(self, limit: int = 10000) -> list[Event]:
        """Let bots move until only humans may act or the game is over.

        In a simultaneous phase bots make their moves first, so the humans who may also
        act are not kept waiting. At most ``limit`` bot moves are made per call.
        """
        events: list[Event] = []
        for _ in range(limit):
            if self.bot_to_act() is None:
                break
            events.extend(self.step_bot())
        return events

    # --- undo ---------------------------------------------------------------------
    def undo_count(self, seat: int) -> int:
        """How many actions :meth:`undo` would take back for ``seat`` (0: nothing).

        One step: ``seat``'s last action, together with the bots' actions played after it
        (their replies). When one of those bot actions revealed hidden information (a
        face-down draw, a die, a card turned over) but does not depend on ``seat``'s
        action (bots reporting while a person lays out), only ``seat``'s action goes and
        the bots' stay. Nothing is taken back when a person other than ``seat`` acted
        since, when a reveal stands in the way, or once the result was recorded.
        """
        count = self._undo_plan(seat)[0]
        return 1 if count == -1 else count

    def can_undo(self, seat: int) -> bool:
        """True when ``seat`` has something to undo."""
        return self.undo_count(seat) > 0

    def undo_refusal(self, seat: int) -> str | None:
        """Why ``seat`` cannot undo now, in words for the player; ``None`` when it can."""
        return self._undo_plan(seat)[1]

    def _undo_plan(self, seat: int) -> tuple[int, str | None]:
        """``(count, None)`` when undo may take back ``count`` actions, else ``(0, reason)``
        (``-1``: only ``seat``'s last action goes, see :func:`.undo.plan_undo`)."""
        if self.result_recorded:
            return 0, "the game is over and its result is recorded"
        return plan_undo(self.game, self.players, self.options, self.seed, self.log,
                         self._reveals, [s.name for s in self.seats],
                         [s.is_bot for s in self.seats], seat)

    def undo(self, seat: int) -> int:
        """Take back ``seat``'s last action and the bots' replies; returns how many went.

        The state is rebuilt by replaying the shortened log from the seed.
        """
        count = self._undo_plan(seat)[0]
        if count == 0:
            return 0
        if count == -1:  # only the seat's own last action goes; the bots' later ones stay
            index = max(n for n, (s, _) in enumerate(self.log) if s == seat)
            self._replay(self.log[:index] + self.log[index + 1:], checked=True)
            count = 1
        else:
            self._replay(self.log[:-count], checked=False)
        self._changes += 1
        if self.autosave:
            self._autosave()
        return count

    # --- handoff ------------------------------------------------------------------
    @property
    def hidden_information(self) -> bool:
        """Whether this game, with these options, hides anything from some players.

        The state answers (``State.has_hidden_information``): by default the game's
        ``hidden_information`` flag, or per options and phase (e.g. Magazine's hidden money).
        """
        return bool(self.state.has_hidden_information())

    def human_seats(self) -> list[int]:
        """Seats that people play."""
        return [i for i, s in enumerate(self.seats) if not s.is_bot]

    def first_human(self) -> int:
        """The first seat a person plays (0 when bots play every seat)."""
        humans = self.human_seats()
        return humans[0] if humans else 0

    def needs_handoff(self, from_seat: int | None, to_seat: int) -> bool:
        """Whether to blank the screen before ``to_seat``'s view is shown.

        True when handoff is enabled, the game hides information, at least two people
        play, ``to_seat`` is one of them, and the keyboard comes from another person.
        ``from_seat`` is the human who last had the keyboard; ``None`` means nobody can
        know who sits there (the start of a game, a resumed game, a game opened again
        from the menu), which counts as coming from someone else.
        """
        if not self.handoff_enabled or not self.hidden_information:
            return False
        humans = self.human_seats()
        if len(humans) < 2 or to_seat not in humans:
            return False
        if from_seat is None:
            return True
        return from_seat != to_seat and from_seat in humans

    # --- clocks -------------------------------------------------------------------
    def pause_clocks(self) -> None:
        """Pause every clock (handoff screen up, app suspended)."""
        for clock in self.clocks.values():
            clock.pause()

    def resume_clocks(self) -> None:
        """Resume every clock paused by :meth:`pause_clocks` (or by loading)."""
        for clock in self.clocks.values():
            clock.resume()

    def sync_clocks(self, at_keyboard: int | None) -> None:
        """Run the clock of the person at the keyboard (the seat shown) while they may act.

        Games without clocks ignore it. See :class:`~paperboy.session.timekeeper.Timekeeper`.
        """
        if self.timekeeper is not None:
            self.timekeeper.sync(at_keyboard)

    def tick(self, at_keyboard: int | None = None, search_elsewhere: bool = False) -> list[Event]:
        """Let time act: a person whose clock ran out makes the game's timeout move, and
        bots that play on the wall clock keep pace. Returns the events (``[]``: nothing).
        With ``search_elsewhere`` a due searching bot is named by a ``bot_due`` event instead
        of thinking here (see :meth:`Timekeeper.tick`)."""
        if self.timekeeper is None:
            return []
        return self.timekeeper.tick(at_keyboard, search_elsewhere)

    def clock_left(self) -> dict[int, int]:
        """Milliseconds left on each countdown of the running round (``{}``: no clock)."""
        return self.timekeeper.left_ms() if self.timekeeper is not None else {}

    def clock_running(self) -> int | None:
        """The countdown ticking now, or ``None``."""
        return self.timekeeper.running() if self.timekeeper is not None else None

    def spent_ms(self, seat: int) -> int:
        """The clock time ``seat``'s next move would carry (0 without a running clock)."""
        return self.timekeeper.spent_ms(seat) if self.timekeeper is not None else 0

    # --- saving -------------------------------------------------------------------
    def to_save_text(self) -> str:
        """The save file's content (compact JSON)."""
        head = {
            "format": FORMAT_VERSION,
            "app": APP_MARK,
            "game": self.game.id,
            "options": self.options,
            "seats": [s.to_dict() for s in self.seats],
            "seed": self.seed,
            "digest": state_digest(self.state),
            "created": self.created,
            "updated": self.updated,
            "finished": self.state.is_over(),
            "summary": self.state.status_line(),
            "clocks": {name: clock.to_dict() for name, clock in self.clocks.items()},
            "recorded": self.result_recorded,
        }
        if any(self.hints):  # optional: saves without hints look as they always did
            head["hints"] = list(self.hints)
        # The action list is joined from per-action JSON kept since each action was
        # played, so saving a long game does not re-encode every action every time.
        return f'{_json(head)[:-1]},"actions":[{",".join(self._log_json)}]}}\n'

    @property
    def is_saved(self) -> bool:
        """True when the file on disk holds every change so far (every completed action)."""
        return self.path is not None and self._saved_change == self._changes

    @property
    def autosave_error(self) -> str | None:
        """Former name of :attr:`save_error`."""
        return self.save_error

    def save(self) -> Path:
        """Write the save atomically (temp file in the same directory, fsync, rename).

        Raises:
            SaveFileError: The file could not be written (the old save is intact); the
                same message is kept in :attr:`save_error`.
        """
        if self.path is None:
            self.path = self.store.path_for(self.save_id)
        try:
            self._write(self.path)
        except SaveFileError as exc:
            self.save_error = str(exc)
            raise
        return self.path

    def _write(self, path: Path) -> None:
        """Write the save to ``path``; on success the session counts as saved."""
        change = self._changes
        self.updated = time.time()
        try:
            atomic_write_text(path, self.to_save_text())
        except OSError as exc:
            raise SaveFileError(f"cannot write save {path}: "
                                f"{exc.strerror or type(exc).__name__}") from None
        self._saved_change = change
        self.save_error = None
        self.saved_actions = len(self.log)

    def save_as(self, target: Path | str) -> Path:
        """Write the whole save to a file the player chose; later autosaves go there.

        ``.json`` is added when the name has no such ending. An existing file is never
        replaced (except the session's own save), nor is anything that is not a file.

        Raises:
            SaveFileError: The name is refused or the file could not be written; the
                session keeps its old file.
        """
        text = str(target).strip()
        if not text:
            raise SaveFileError("give a file name to save to")
        try:
            path = Path(text).expanduser()
        except RuntimeError as exc:
            raise SaveFileError(f"cannot save to {text}: {exc}") from None
        if path.suffix != ".json":
            path = path.with_name(path.name + ".json")
        path = path.absolute()
        own = self.path is not None and path == self.path.absolute()
        if os.path.lexists(path) and not own:
            kind = "a folder" if path.is_dir() else "a file"
            raise SaveFileError(f"cannot save to {path}: there is already {kind} of that name "
                                "(choose a new name; nothing was replaced)")
        self._write(path)
        self.path = path
        self._notify_save()
        return path

    def _autosave(self) -> None:
        """Save, timing it; a failure is kept in :attr:`save_error`, not raised."""
        started = time.perf_counter()
        try:
            self.save()
        except SaveFileError:
            pass
        self.autosave_seconds.append(time.perf_counter() - started)
        if len(self.autosave_seconds) > AUTOSAVE_STATS_KEPT:
            del self.autosave_seconds[:-AUTOSAVE_STATS_KEPT]
        self._notify_save()

    def retry_save(self) -> bool:
        """Try the save again now; True when the file holds every action afterwards."""
        self._autosave()
        return self.is_saved

    def _notify_save(self) -> None:
        for listener in list(self.save_listeners):
            listener(self)

    # --- end of game --------------------------------------------------------------
    def record_result(self, profiles: Profiles) -> None:
        """Update the human players' profiles with the final result, once.

        Does nothing before the game is over or if the result was already recorded
        (also across save and resume). Each human's score and breakdown go into their
        profile's history with today's date, with the achievements the game says they
        earned (``Game.achievements``).
        """
        if self.result_recorded or not self.state.is_over():
            return
        result = self.state.result()
        earned = self.game.achievements(result)
        when = now_stamp()
        for index, seat in enumerate(self.seats):
            if seat.is_bot:
                continue
            score = result.totals[index] if index < len(result.totals) else 0
            breakdown = result.breakdown[index] if index < len(result.breakdown) else {}
            profiles.record_play(seat.name, self.game.id, score, index in result.winners, breakdown, when)
            if index in earned:
                achievement_set, numbers = earned[index]
                profiles.record_achievements(seat.name, achievement_set, numbers, when)
        self.result_recorded = True
        self._changes += 1
        if self.autosave:
            self._autosave()


class _ReplayError(Exception):
    """Internal: an action of a loaded log could not be replayed."""

