"""Player profiles: games played, wins, best scores and achievements (per achievement set).

Each profile also keeps a history of its finished games (:class:`GameRecord`: date, game,
score, win and the score breakdown by category, newest last, at most
:data:`HISTORY_KEPT`) and the date each achievement was first earned, so the statistics
pages can show averages per category and scores over time. Profiles written before these
fields existed load with an empty history and undated achievements.

Profiles live in one JSON file, ``data_dir()/profiles.json``, rewritten atomically after
every change. A profiles file that cannot be used (not a regular file, too large, not
text or JSON, nested too deep, a field of the wrong type or out of range) is ignored:
:class:`Profiles` records why in ``.error``, starts empty and leaves the file as it is
until a profile changes; then the file is renamed to ``profiles.json.bak`` first. A
failed write is kept in ``.write_error`` (never raised) and the next change retries.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, TypeGuard

from .paths import FileMissing, FileRefused, atomic_write_text, data_dir, keep_as_backup, parse_json, read_limited

#: Version of the profiles file layout.
PROFILES_FORMAT = 1


#: How many finished games a profile's history keeps (the oldest go first).
HISTORY_KEPT = 1000


def now_stamp() -> str:
    """The current time as the profiles file stores it (UTC, ISO 8601, whole seconds)."""
    return datetime.now(UTC).isoformat(timespec="seconds")


def _stamp(value: Any) -> str:
    """A time stamp read from the file: an ISO 8601 date or date and time."""
    if not isinstance(value, str):
        raise ValueError("dates must be ISO 8601 text")
    try:
        datetime.fromisoformat(value)
    except ValueError:
        raise ValueError(f"{value!r} is not an ISO 8601 date") from None
    return value


def achievement_set(name: object) -> str | None:
    """The achievement set some game calls ``name`` (``Game.achievement_set``), or None."""
    if not isinstance(name, str):
        return None
    from paperboy.engine import all_games

    return next((found for game in all_games() if (found := game.achievement_set(name))), None)


def achievement_sets() -> list[str]:
    """Every game's achievement sets, in menu order."""
    from paperboy.engine import all_games

    names: list[str] = []
    for game in all_games():
        names += [n for n in game.achievement_sets if n not in names]
    return names


#: The largest profiles file read, and how deeply it may nest.
MAX_PROFILES_BYTES = 8 * 1024 * 1024
MAX_PROFILES_DEPTH = 32

#: Limits on what a profiles file may hold, far above real use.
MAX_PROFILE_NAME = 200
MAX_COUNT = 10**9
MAX_SCORE = 10**9


class ProfilesError(ValueError):
    """The profiles file could not be read or written."""


@dataclass
class GameStats:
    """One player's record in one game."""

    played: int = 0
    wins: int = 0
    best: int | None = None

    def to_dict(self) -> dict[str, Any]:
        return {"played": self.played, "wins": self.wins, "best": self.best}

    @classmethod
    def from_dict(cls, d: Any) -> GameStats:
        if not isinstance(d, dict):
            raise TypeError("game statistics must be a mapping")
        played, wins, best = d.get("played", 0), d.get("wins", 0), d.get("best")
        if not _is_int(played) or not _is_int(wins) or not (best is None or _is_int(best)):
            raise ValueError("game statistics must be whole numbers")
        return cls(played, wins, best)


@dataclass(frozen=True)
class GameRecord:
    """One finished game in a profile's history.

    Attributes:
        game: The game id.
        date: When the game ended (ISO 8601, UTC).
        score: The player's final total.
        won: Whether the player won (ties for first count).
        breakdown: Points by scoring category, as the game's result gives them.
    """

    game: str
    date: str
    score: int
    won: bool
    breakdown: dict[str, int] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        # Pairs, not a mapping: the file is written with sorted keys, and the game's own
        # order of its scoring categories is worth keeping.
        return {"game": self.game, "date": self.date, "score": self.score, "won": self.won,
                "breakdown": [[k, v] for k, v in self.breakdown.items()]}

    @classmethod
    def from_dict(cls, d: Any) -> GameRecord:
        if not isinstance(d, dict):
            raise TypeError("a game record must be a mapping")
        game, score, won, breakdown = d.get("game"), d.get("score"), d.get("won", False), d.get("breakdown", {})
        if not isinstance(game, str) or not _is_int(score) or not isinstance(won, bool):
            raise ValueError("a game record needs a game id, a whole-number score and won true/false")
        if isinstance(breakdown, list):
            if not all(isinstance(p, list) and len(p) == 2 and isinstance(p[0], str) for p in breakdown):
                raise ValueError("a game record's breakdown must be [category, points] pairs")
            breakdown = dict(breakdown)
        if not isinstance(breakdown, dict) or not all(_is_int(v) for v in breakdown.values()):
            raise ValueError("a game record's breakdown must map categories to whole numbers")
        return cls(game, _stamp(d.get("date")), score, won, {str(k): v for k, v in breakdown.items()})


@dataclass
class Profile:
    """A named player's statistics.

    Attributes:
        name: The player's name (the key of the profile).
        per_game: Statistics per game id.
        achievements: Fit to Print achievement numbers earned, per achievement mode.
        history: Finished games, oldest first (at most :data:`HISTORY_KEPT`).
        achievement_dates: When each achievement was first earned, per mode
            (achievements recorded before dates were kept have none).
    """

    name: str
    per_game: dict[str, GameStats] = field(default_factory=dict)
    achievements: dict[str, list[int]] = field(default_factory=dict)
    history: list[GameRecord] = field(default_factory=list)
    achievement_dates: dict[str, dict[int, str]] = field(default_factory=dict)

    def games_of(self, game_id: str) -> list[GameRecord]:
        """The history of one game, oldest first."""
        return [r for r in self.history if r.game == game_id]

    def achievement_date(self, mode: str, number: int) -> str | None:
        """When achievement ``number`` of ``mode`` was first earned, if known."""
        return self.achievement_dates.get(mode, {}).get(number)

    @property
    def games(self) -> int:
        """Games finished, over all games."""
        return sum(s.played for s in self.per_game.values())

    @property
    def wins(self) -> int:
        """Games won (ties for first count), over all games."""
        return sum(s.wins for s in self.per_game.values())

    def best(self, game_id: str) -> int | None:
        """Best score in ``game_id``, or ``None`` if never played."""
        stats = self.per_game.get(game_id)
        return stats.best if stats else None

    def to_dict(self) -> dict[str, Any]:
        return {
            "games": {g: s.to_dict() for g, s in sorted(self.per_game.items())},
            "achievements": {m: sorted(ids) for m, ids in sorted(self.achievements.items())},
            "history": [r.to_dict() for r in self.history],
            "achievement_dates": {m: {str(n): d for n, d in sorted(dates.items())}
                                  for m, dates in sorted(self.achievement_dates.items())},
        }

    @classmethod
    def from_dict(cls, name: str, d: Any) -> Profile:
        if not isinstance(d, dict):
            raise TypeError(f"profile {name!r} must be a mapping")
        games = d.get("games", {})
        achievements = d.get("achievements", {})
        if not isinstance(games, dict) or not isinstance(achievements, dict):
            raise TypeError(f"profile {name!r} is malformed")
        profile = cls(name)
        for game_id, stats in games.items():
            profile.per_game[str(game_id)] = GameStats.from_dict(stats)
        for mode, ids in achievements.items():
            if not isinstance(ids, list) or not all(_is_int(i) for i in ids):
                raise ValueError(f"profile {name!r}: achievements must be lists of numbers")
            profile.achievements[str(mode)] = sorted(set(ids))
        history = d.get("history", [])
        dates = d.get("achievement_dates", {})
        if not isinstance(history, list) or not isinstance(dates, dict):
            raise TypeError(f"profile {name!r}: history must be a list and achievement dates a mapping")
        profile.history = [GameRecord.from_dict(r) for r in history][-HISTORY_KEPT:]
        for mode, per in dates.items():
            if not isinstance(per, dict):
                raise TypeError(f"profile {name!r}: achievement dates must map numbers to dates")
            parsed: dict[int, str] = {}
            for number, date in per.items():
                if not str(number).isdigit():
                    raise ValueError(f"profile {name!r}: achievement {number!r} is not a number")
                parsed[int(number)] = _stamp(date)
            profile.achievement_dates[str(mode)] = parsed
        return profile


def _is_int(value: Any) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool)


def _checked(profile: Profile) -> Profile:
    """``profile`` if every number in it is in range, else ``ValueError`` naming the field."""
    for game_id, stats in profile.per_game.items():
        where = f"profile {profile.name!r}, game {game_id!r}"
        if not 0 <= stats.played <= MAX_COUNT or not 0 <= stats.wins <= stats.played:
            raise ValueError(f"{where}: games and wins must be counts, wins at most games")
        if stats.best is not None and not -MAX_SCORE <= stats.best <= MAX_SCORE:
            raise ValueError(f"{where}: the best score is out of range")
    for mode, ids in profile.achievements.items():
        if not all(0 < i <= MAX_COUNT for i in ids):
            raise ValueError(f"profile {profile.name!r}: achievements in {mode!r} are "
                             "numbered from 1")
    return profile


class Profiles:
    """All profiles, backed by ``profiles.json``.

    Args:
        root: Directory holding ``profiles.json``; defaults to :func:`data_dir`.

    Attributes:
        path: The profiles file.
        error: Why the file was ignored when read, else ``None``. Until a profile
            changes the file is left as it is; the first change renames it to
            ``profiles.json.bak`` (or ``profiles.json.<n>.bak``) and writes a new one.
        write_error: Why the last write failed, else ``None`` (the next change retries).
        backup: Where the ignored file went, once it was moved aside.
    """

    FILENAME = "profiles.json"

    def __init__(self, root: Path | None = None) -> None:
        self.path = Path(root if root is not None else data_dir()) / self.FILENAME
        self.error: str | None = None
        self.write_error: str | None = None
        self.backup: Path | None = None
        self._bad_file = False
        self._profiles: dict[str, Profile] = {}
        self._load()

    # --- file ---------------------------------------------------------------------
    def _load(self) -> None:
        try:
            data = parse_json(read_limited(self.path, MAX_PROFILES_BYTES), MAX_PROFILES_DEPTH)
        except FileMissing:
            return
        except FileRefused as exc:
            self._refused(exc.reason)
            return
        try:
            if not isinstance(data, dict) or not isinstance(data.get("profiles"), dict):
                raise TypeError("it is not a paperboy profiles file")
            fmt = data.get("format")
            if not _is_int(fmt) or fmt < 1:
                raise ValueError("it has no format number")
            if fmt > PROFILES_FORMAT:
                raise ValueError(f"it was made by a newer paperboy (format {fmt}); "
                                 f"this version reads format {PROFILES_FORMAT}")
            profiles = {}
            for name, entry in data["profiles"].items():
                if not name.strip() or len(name) > MAX_PROFILE_NAME:
                    raise ValueError(f"a profile name must be 1 to {MAX_PROFILE_NAME} characters")
                profiles[name] = _checked(Profile.from_dict(name, entry))
        except (TypeError, ValueError, OverflowError) as exc:  # JSONDecodeError is a ValueError
            self._refused(str(exc))
            return
        self._profiles = profiles

    def _refused(self, reason: str) -> None:
        self.error = (f"the profiles file {self.path} was ignored ({reason}); it is kept as "
                      "it is until a profile changes, then it is renamed to "
                      f"{self.path.name}.bak")
        self._bad_file = True

    def _write(self) -> None:
        data = {"format": PROFILES_FORMAT, "app": "paperboy",
                "profiles": {n: p.to_dict() for n, p in sorted(self._profiles.items())}}
        try:
            if self._bad_file:
                # The ignored file is kept beside the new one, never overwritten.
                self.backup = keep_as_backup(self.path)
                self._bad_file = False
                self.error = None
            atomic_write_text(self.path, json.dumps(data, indent=1, sort_keys=True) + "\n")
        except OSError as exc:
            self.write_error = (f"cannot write the profiles file {self.path}: "
                                f"{exc.strerror or type(exc).__name__}; this change is kept "
                                "until paperboy closes")
            return
        self.write_error = None

    # --- queries ------------------------------------------------------------------
    def names(self) -> list[str]:
        """Names of all stored profiles, sorted case-insensitively."""
        return sorted(self._profiles, key=lambda n: (n.casefold(), n))

    def get(self, name: str) -> Profile:
        """The profile of ``name`` (an empty one if the name is new; not stored)."""
        return self._profiles.get(name) or Profile(name)

    def __contains__(self, name: object) -> bool:
        return name in self._profiles

    def best(self, name: str, game_id: str) -> int | None:
        """Best score of ``name`` in ``game_id``, or ``None``."""
        return self.get(name).best(game_id)

    # --- changes ------------------------------------------------------------------
    def _profile(self, name: str) -> Profile:
        name = name.strip()
        if not name:
            raise ProfilesError("a profile needs a name")
        if name not in self._profiles:
            self._profiles[name] = Profile(name)
        return self._profiles[name]

    def add(self, name: str) -> Profile:
        """Create an empty profile (no-op if it exists) and save."""
        profile = self._profile(name)
        self._write()
        return profile

    def remove(self, name: str) -> None:
        """Delete a profile and save; unknown names raise ``ProfilesError``."""
        if name not in self._profiles:
            raise ProfilesError(f"there is no profile named {name!r}")
        del self._profiles[name]
        self._write()

    def record_game(self, name: str, game_id: str, score: int, won: bool) -> None:
        """Count one finished game for ``name`` and keep the best score."""
        stats = self._profile(name).per_game.setdefault(game_id, GameStats())
        stats.played += 1
        stats.wins += 1 if won else 0
        stats.best = int(score) if stats.best is None else max(stats.best, int(score))
        self._write()

    def record_play(self, name: str, game_id: str, score: int, won: bool,
                    breakdown: Mapping[str, int] | None = None, when: str | None = None) -> None:
        """Count one finished game (as :meth:`record_game`) and add it to the history.

        Args:
            name: The player.
            game_id: The game played.
            score: The player's final total.
            won: Whether the player won.
            breakdown: Points by category (non-whole values are left out).
            when: When the game ended (ISO 8601); default now.
        """
        clean = {str(k): int(v) for k, v in (breakdown or {}).items() if _is_int(v)}
        profile = self._profile(name)
        profile.history.append(GameRecord(game_id, _stamp(when) if when else now_stamp(), int(score), bool(won),
                                          clean))
        del profile.history[:-HISTORY_KEPT]
        self.record_game(name, game_id, score, won)

    def record_achievements(self, name: str, mode: str, ids: Iterable[int], when: str | None = None) -> None:
        """Add achievements earned by ``name`` in the achievement set ``mode`` (a game's).

        The date (``when``, default now) is kept for achievements earned for the first time.

        Raises:
            ProfilesError: No game has that set, or an id is not a positive whole number.
        """
        known = achievement_set(mode)
        if known is None:
            raise ProfilesError(f"achievement mode must be one of {', '.join(achievement_sets())}, "
                                f"not {mode!r}")
        mode = known
        ids = list(ids)
        if not all(_is_int(i) and i > 0 for i in ids):
            raise ProfilesError(f"achievements are numbered from 1, not {ids!r}")
        profile = self._profile(name)
        dates = profile.achievement_dates.setdefault(mode, {})
        date = _stamp(when) if when else now_stamp()
        for number in ids:
            if number not in profile.achievements.get(mode, []):
                dates.setdefault(number, date)
        profile.achievements[mode] = sorted(set(profile.achievements.get(mode, [])) | set(ids))
        self._write()
