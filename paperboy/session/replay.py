"""Replays: step through a saved game's action log, one action at a time, read-only.

A :class:`Replay` rebuilds a save's game from its seed and action log once (checked, and
compared with the save's digest), remembering per action who played it, its text form,
its events and where the game stood afterwards (round and phase, read from the view).
Moving to any step then restores the nearest cached snapshot (one every
:data:`SNAPSHOT_EVERY` actions and one at every round start) and applies at most a few
actions with the trusted ``apply``, so stepping back and forth stays fast on long games.

:class:`ReplaySession` dresses the replay's current step up as a read-only
:class:`~paperboy.session.Session` so a game screen can draw it with its usual code; it
refuses every move. Nothing here imports a UI library.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from paperboy.engine import (
    Event,
    Game,
    IllegalActionError,
    PaperboyError,
    Result,
    SaveFileError,
    State,
    find_game,
    log_failure,
    replay_steps,
    state_digest,
)

from .clocks import Clock
from .saves import SaveStore, read_save
from .seats import Seat
from .timekeeper import Timekeeper

#: A snapshot of the state is kept every this many actions (and at every round start).
SNAPSHOT_EVERY = 8

#: Top-level view keys that only say whose view it is (never a secret to merge).
_OWNER_KEYS = frozenset({"you", "seat", "viewer"})

READ_ONLY = "This is a replay: no move can be made from the viewer (it only shows the saved game)"


@dataclass(frozen=True)
class ReplayStep:
    """One logged action and what it did.

    Attributes:
        number: 1-based position in the log (the state after it is step ``number``).
        seat: Who played it.
        move: The action's text form.
        events: The events it produced, in order.
    """

    number: int
    seat: int
    move: str
    events: tuple[Event, ...]


@dataclass(frozen=True)
class Place:
    """Where the game stands at one step: the round and phase its view reports."""

    round: Any
    phase: Any

    def label(self) -> str:
        """``round 2 · layout`` (or what part of it the view has)."""
        parts = []
        if self.round is not None:
            parts.append(f"round {self.round}")
        if self.phase is not None and self.phase != "round":
            parts.append(str(self.phase).replace("_", " "))
        return " · ".join(parts) or "—"


class Replay:
    """A saved game, rebuilt and indexed for stepping. Build with :meth:`from_save`.

    Steps are numbered 0 (before the first action) to :attr:`length` (after the last); a
    new replay starts at step 0.

    Args:
        game: The game.
        seats: The seats of the save.
        options: The save's (resolved) options.
        seed: The save's seed.
        actions: ``(seat, action dict)`` per logged action.
        digest: The save's digest; when given, the replayed game must match it.
        source: The file it came from (for messages).

    Attributes:
        hidden_information: Whether some seat's view hides something, as the game's
            first state says (its ``has_hidden_information`` hook, else the game's flag).

    Raises:
        SaveFileError: An action does not replay (tampered or damaged log), or the
            replayed game does not match ``digest``.
    """

    def __init__(self, game: Game, seats: Sequence[Seat], options: Mapping[str, Any], seed: int,
                 actions: Sequence[tuple[int, Mapping[str, Any]]], *, digest: str | None = None,
                 source: Path | str | None = None) -> None:
        self.game = game
        self.seats = list(seats)
        self.options = dict(options)
        self.seed = int(seed)
        self.source = source
        where = f"cannot replay save {source}" if source is not None else "cannot replay this game"
        try:
            state = game.new_game(self.players, self.options, self.seed)
        except PaperboyError as exc:
            raise SaveFileError(f"{where}: the saved game cannot be set up: {exc}") from None
        # Asked at the start: a state may stop hiding things later (money shown at the end).
        hook = getattr(state, "has_hidden_information", None)
        self.hidden_information = bool(hook()) if callable(hook) else bool(game.hidden_information)
        self.log: list[tuple[int, dict[str, Any]]] = []
        self.steps: list[ReplayStep] = []
        self.places: list[Place] = [self._place(state)]
        self._snapshots: dict[int, str] = {0: self._freeze(state)}
        self._event_ends: list[int] = [0]
        self._events: list[Event] = []
        try:
            for number, (seat, action, events) in enumerate(replay_steps(game, state, actions), 1):
                self.log.append((int(seat), action.to_dict()))
                self.steps.append(ReplayStep(number, int(seat), action.format(), tuple(events)))
                self._events.extend(events)
                self._event_ends.append(len(self._events))
                place = self._place(state)
                if number % SNAPSHOT_EVERY == 0 or place.round != self.places[-1].round:
                    self._snapshots[number] = self._freeze(state)
                self.places.append(place)
        except Exception as exc:  # noqa: BLE001 - a damaged log must not crash the viewer
            failure = log_failure(actions, len(self.log), exc)
            raise SaveFileError(f"{where}: the action log breaks at {failure}") from None
        if digest is not None and state_digest(state) != digest:
            raise SaveFileError(f"{where}: the replayed game does not match the digest stored with "
                                "it (the file was edited, or the rules changed since it was saved)")
        self.final: State = state
        self.finished = state.is_over()
        self.round_starts = [i for i in range(len(self.places))
                             if i == 0 or self.places[i].round != self.places[i - 1].round]
        self.phase_starts = [i for i in range(len(self.places)) if i == 0 or self.places[i] != self.places[i - 1]]
        self.index = 0
        self._state: State = state
        self._state_index = self.length
        self._state_private = False  # the final state is shared with ``final``: copy before moving

    def _place(self, state: State) -> Place:
        view = state.view(0)
        return Place(view.get("round"), view.get("phase"))

    @staticmethod
    def _freeze(state: State) -> str:
        # JSON text, not the dict itself: a restored state can never alias a snapshot.
        return json.dumps(state.to_dict(), separators=(",", ":"))

    def _thaw(self, frozen: str) -> State:
        return self.game.from_dict(json.loads(frozen))

    # --- construction -------------------------------------------------------------
    @classmethod
    def from_save(cls, ref: Path | str, store: SaveStore | None = None) -> Replay:
        """Open a save (a path, or a save id of ``store``) for replaying; the file is only read.

        Raises:
            SaveFileError: The file cannot be read (see :func:`read_save`), the game cannot
                be set up from it, its log does not replay, or it does not match its digest.
        """
        store = store if store is not None else SaveStore()
        path = store.resolve(ref)
        data = read_save(path)
        game = find_game(data["game"])
        try:
            options = game.resolve_options(data["options"])
        except PaperboyError as exc:
            raise SaveFileError(f"cannot replay save {path}: the saved game cannot be set up: {exc}") from None
        return cls(game, data["seats"], options, data["seed"], data["actions"], digest=data["digest"],
                   source=path)

    @classmethod
    def from_session(cls, session: Any) -> Replay:
        """Replay a session in memory (its log as it stands now)."""
        return cls(session.game, session.seats, session.options, session.seed, session.log,
                   digest=state_digest(session.state), source=getattr(session, "path", None))

    # --- facts --------------------------------------------------------------------
    @property
    def players(self) -> list[str]:
        """Player names in seat order."""
        return [s.name for s in self.seats]

    @property
    def length(self) -> int:
        """How many actions the log has (the last step's number)."""
        return len(self.steps)

    def table_lock_reason(self) -> str | None:
        """Why the all-seeing table view is not available, or ``None`` when it is."""
        if not self.hidden_information:
            return "Nothing is hidden in this game: every seat already sees the whole table"
        if not self.finished:
            return ("The table view (every seat's secrets at once) opens only for a finished game: "
                    "this one is still being played, so each player's secrets stay theirs")
        return None

    def place(self, index: int | None = None) -> Place:
        """Round and phase at step ``index`` (default: the current step)."""
        return self.places[self.index if index is None else index]

    def events_until(self, index: int | None = None) -> list[Event]:
        """Every event up to step ``index`` (default: the current step), oldest first."""
        return self._events[: self._event_ends[self.index if index is None else index]]

    # --- moving -------------------------------------------------------------------
    @property
    def state(self) -> State:
        """The state at the current step (read it; never play on it)."""
        return self.state_at(self.index)

    def goto(self, index: int) -> int:
        """Make step ``index`` (clamped to 0..length) current; returns the new step."""
        self.index = max(0, min(self.length, int(index)))
        return self.index

    def forward(self, count: int = 1) -> int:
        """Move ``count`` actions forward (back when negative)."""
        return self.goto(self.index + count)

    def back(self, count: int = 1) -> int:
        """Move ``count`` actions back."""
        return self.goto(self.index - count)

    def next_round(self) -> int:
        """Go to the start of the next round (or the end)."""
        return self.goto(next((i for i in self.round_starts if i > self.index), self.length))

    def previous_round(self) -> int:
        """Go to the start of this round, or of the previous one when already there."""
        return self.goto(max((i for i in self.round_starts if i < self.index), default=0))

    def next_phase(self) -> int:
        """Go to the start of the next phase (or the end)."""
        return self.goto(next((i for i in self.phase_starts if i > self.index), self.length))

    def previous_phase(self) -> int:
        """Go to the start of this phase, or of the previous one when already there."""
        return self.goto(max((i for i in self.phase_starts if i < self.index), default=0))

    def state_at(self, index: int) -> State:
        """The state after ``index`` actions (cached snapshots make this cheap)."""
        index = max(0, min(self.length, int(index)))
        if index == self._state_index:
            return self._state
        base = max(i for i in self._snapshots if i <= index)
        if self._state_index < index and self._state_index >= base and self._state_private:
            state, at = self._state, self._state_index  # a few steps on from where we are
        elif index == self.length:
            state, at = self.final, self.length
        else:
            state, at = self._thaw(self._snapshots[base]), base
        for _step in replay_steps(self.game, state, self.log[at:index], checked=False):
            pass
        self._state, self._state_index = state, index
        self._state_private = state is not self.final
        return state

    # --- views --------------------------------------------------------------------
    def view(self, seat: int, table: bool = False) -> dict[str, Any]:
        """What ``seat`` saw at the current step; with ``table``, every seat's secrets too.

        Raises:
            IllegalActionError: ``table`` while :meth:`table_lock_reason` says why not.
        """
        return view_of(self.state, seat, table, self.table_lock_reason())

    def secrets_shown(self, seat: int) -> list[tuple[str, Any]]:
        """What only ``seat`` sees at the current step, as (where, value) pairs.

        Found by comparing the seat's view with another seat's view of the same table.
        Empty when the table view is locked (the secrets stay hidden).
        """
        if self.table_lock_reason() is not None or len(self.seats) < 2:
            return []
        state = self.state
        mine = state.view(seat)
        other = state.view((seat + 1) % len(self.seats))
        found: list[tuple[str, Any]] = []
        _private(mine, other, "", found)
        own = f"players {seat + 1} "  # the seat's own entry needs no "players N" in front
        return [(where.removeprefix(own), value) for where, value in found if value not in ([], {}, "")]


def view_of(state: State, seat: int, table: bool, lock: str | None) -> dict[str, Any]:
    """``state.view(seat)``, or the table view (every seat's view merged over it)."""
    if not table:
        return state.view(seat)
    if lock is not None:
        raise IllegalActionError(lock, "Replay viewer")
    views = [state.view(s) for s in range(len(state.players))]
    merged: Any = views[seat]
    for other, view in enumerate(views):
        if other != seat:
            merged = _merge(merged, view, top=True)
    players = merged.get("players")
    if isinstance(players, list) and len(players) == len(views):
        # Each player's own entry as that player sees it (own hand, own money), first.
        merged["players"] = [_merge(views[i]["players"][i], entry) for i, entry in enumerate(players)]
    return dict(merged)


def _merge(mine: Any, theirs: Any, top: bool = False) -> Any:
    """Fill what ``mine`` leaves out (missing keys, ``None``) with what ``theirs`` shows."""
    if mine is None:
        return theirs
    if isinstance(mine, dict) and isinstance(theirs, dict):
        out = dict(mine)
        for key, value in theirs.items():
            if top and key in _OWNER_KEYS:
                continue
            out[key] = _merge(mine[key], value) if key in mine else value
        return out
    if isinstance(mine, list) and isinstance(theirs, list) and len(mine) == len(theirs):
        return [_merge(a, b) for a, b in zip(mine, theirs, strict=True)]
    return mine


def _private(mine: Any, other: Any, where: str, found: list[tuple[str, Any]]) -> None:
    """Collect the parts of ``mine`` that ``other`` lacks (``None`` or missing)."""
    if isinstance(mine, dict):
        for key, value in mine.items():
            if not where and key in _OWNER_KEYS:
                continue
            path = f"{where} {key}".strip()
            if not isinstance(other, dict) or key not in other or other[key] is None:
                if value is not None:
                    found.append((path, value))
            else:
                _private(value, other[key], path, found)
    elif isinstance(mine, list) and isinstance(other, list) and len(mine) == len(other):
        for i, (a, b) in enumerate(zip(mine, other, strict=True)):
            _private(a, b, f"{where} {i + 1}".strip(), found)


class _TableState:
    """A state whose ``view`` is the table view; everything else is the real state's."""

    def __init__(self, state: State, lock: str | None) -> None:
        self._real = state
        self._lock = lock

    def view(self, seat: int) -> dict[str, Any]:
        return view_of(self._real, seat, True, self._lock)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._real, name)


class ReplaySession:
    """The current step of a :class:`Replay`, shaped like a read-only session.

    Game screens read ``state``, ``seats``, ``log``, ``events`` and ask who may act; here
    nobody may (so no move is offered) and every call that would change the game raises
    :class:`~paperboy.engine.IllegalActionError` with :data:`READ_ONLY`.
    """

    def __init__(self, replay: Replay) -> None:
        self.replay = replay
        self.game = replay.game
        self.seats = replay.seats
        self.options = replay.options
        self.seed = replay.seed
        self.save_id = f"replay:{replay.source}"
        self.path: Path | None = None
        self.autosave = False
        self.handoff_enabled = False
        self.result_recorded = True
        self.autosave_error: str | None = None
        self.clocks: dict[str, Clock] = {}
        timing = self.game.timing()
        # The game's clocks are shown as the log left them; they never run in a replay.
        self.timekeeper = Timekeeper(self, timing) if timing is not None else None
        self.table = False
        # Read by the shared game screen's save notices: a replay has nothing unsaved.
        self.save_error: str | None = None
        self.save_listeners: list[Any] = []
        self.is_saved = True

    @staticmethod
    def time_source() -> float:
        """Replay clocks never run: time stands still."""
        return 0.0

    @property
    def state(self) -> Any:
        state = self.replay.state
        return _TableState(state, self.replay.table_lock_reason()) if self.table else state

    @property
    def log(self) -> list[tuple[int, dict[str, Any]]]:
        return self.replay.log[: self.replay.index]

    @property
    def saved_actions(self) -> int:
        """The save holds the whole log (it is only read)."""
        return self.replay.length

    @property
    def events(self) -> list[Event]:
        return self.replay.events_until()

    @property
    def players(self) -> list[str]:
        return self.replay.players

    @property
    def hidden_information(self) -> bool:
        return self.replay.hidden_information

    def is_over(self) -> bool:
        return self.replay.state.is_over()

    def to_act(self) -> list[int]:
        state = self.replay.state
        return [] if state.is_over() else list(state.to_act())

    def human_to_act(self) -> list[int]:
        return []

    def bot_to_act(self) -> int | None:
        return None

    def human_seats(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if not s.is_bot]

    def first_human(self) -> int:
        """The first seat a person played (0 when bots played every seat): whose eyes to start with."""
        humans = self.human_seats()
        return humans[0] if humans else 0

    def view(self, seat: int) -> dict[str, Any]:
        shown: State | _TableState = self.state
        return shown.view(seat)

    def result(self) -> Result:
        return self.replay.state.result()

    def needs_handoff(self, from_seat: int | None, to_seat: int) -> bool:
        return False

    def undo_count(self, seat: int) -> int:
        return 0

    def can_undo(self, seat: int) -> bool:
        return False

    def pause_clocks(self) -> None:
        """Nothing runs in a replay."""

    def resume_clocks(self) -> None:
        """Nothing runs in a replay."""

    def sync_clocks(self, at_keyboard: int | None) -> None:
        """Nothing runs in a replay."""

    def tick(self, at_keyboard: int | None = None, search_elsewhere: bool = False) -> list[Event]:
        """Time stands still in a replay."""
        return []

    def clock_left(self) -> dict[int, int]:
        """The time the log left on each countdown."""
        return self.timekeeper.left_ms() if self.timekeeper is not None else {}

    def clock_running(self) -> int | None:
        return None

    def spent_ms(self, seat: int) -> int:
        return 0

    def _refuse(self, *args: Any, **kwargs: Any) -> Any:
        raise IllegalActionError(READ_ONLY, "Replay viewer")

    act = undo = step_bot = run_bots = bot = save = save_as = retry_save = _refuse

    def _autosave(self) -> None:
        """A replay is never written back."""

    def record_result(self, profiles: Any) -> None:
        """A replay never counts towards profiles."""
