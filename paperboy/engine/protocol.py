"""The game contract shared by all four games (see DESIGN section 2).

A :class:`Game` describes one game (id, names, player counts, options) and creates
:class:`State` objects. A state knows who may act, which actions are legal, applies them,
and answers views, results and its own serialisation. Games subclass both.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, ClassVar

from .actions import Action, ActionCodec, Event, short_repr
from .errors import (
    ActionParseError,
    IllegalActionError,
    InvalidOptionError,
    InvalidPlayersError,
    NotYourTurnError,
    PaperboyError,
    StateFormatError,
)
from .rng import Rng
from .serial import describe_failure, json_copy, read_envelope, verify_loaded

if TYPE_CHECKING:
    from .timing import Timing


@dataclass(frozen=True)
class Option:
    """One game option as the menu and the CLI show it.

    ``kind`` is ``choice`` (one of ``choices``), ``int`` (between ``min`` and ``max``),
    ``bool`` or ``multi`` (a comma-separated subset of ``choices``). ``players`` names the
    table sizes (first and last player count) at which the option changes the game, and
    ``players_note`` why it changes nothing at the others; ``None``: every size.
    """

    key: str
    label: str
    kind: str
    default: Any
    choices: tuple[Any, ...] = ()
    min: int | None = None
    max: int | None = None
    help: str = ""
    choice_labels: tuple[str, ...] = ()
    players: tuple[int, int] | None = None
    players_note: str = ""

    def applies_to(self, count: int) -> bool:
        """Whether the option changes anything in a game of ``count`` players."""
        return self.players is None or self.players[0] <= count <= self.players[1]

    def label_for(self, value: Any) -> str:
        if self.choice_labels and value in self.choices:
            return self.choice_labels[self.choices.index(value)]
        return str(value)

    def coerce(self, value: Any) -> Any:
        """Return the value in its canonical type or raise ``InvalidOptionError``."""
        if self.kind == "bool":
            if isinstance(value, bool):
                return value
            if isinstance(value, str) and value.lower() in {"yes", "true", "on", "1", "y"}:
                return True
            if isinstance(value, str) and value.lower() in {"no", "false", "off", "0", "n"}:
                return False
            raise InvalidOptionError(f"option '{self.key}' must be yes or no, not {short_repr(value)}")
        if self.kind == "int":
            number = _whole_number(value)
            if number is None:
                raise InvalidOptionError(f"option '{self.key}' must be a whole number, not {short_repr(value)}")
            if (self.min is not None and number < self.min) or (self.max is not None and number > self.max):
                raise InvalidOptionError(
                    f"option '{self.key}' must be between {self.min} and {self.max}, not {number}"
                )
            return number
        if self.kind == "choice":
            if isinstance(value, str | int) and not isinstance(value, bool):
                for choice in self.choices:
                    if value == choice or str(value) == str(choice):
                        return choice
            allowed = ", ".join(str(c) for c in self.choices)
            raise InvalidOptionError(f"option '{self.key}' must be one of: {allowed} (not {short_repr(value)})")
        if self.kind == "multi":
            items = value
            if isinstance(value, str):
                items = [v.strip() for v in value.split(",") if v.strip()]
            if not isinstance(items, list | tuple):
                raise InvalidOptionError(f"option '{self.key}' must be a list, not {short_repr(value)}")
            out = []
            for item in items:
                match = None
                if isinstance(item, str | int) and not isinstance(item, bool):
                    match = next((c for c in self.choices if str(c) == str(item)), None)
                if match is None:
                    allowed = ", ".join(str(c) for c in self.choices)
                    raise InvalidOptionError(f"option '{self.key}': {short_repr(item)} is not one of {allowed}")
                if match not in out:
                    out.append(match)
            return [c for c in self.choices if c in out]
        raise InvalidOptionError(f"option '{self.key}' has unknown kind {self.kind}")

    def to_dict(self) -> dict[str, Any]:
        return {
            "key": self.key, "label": self.label, "kind": self.kind, "default": self.default,
            "choices": list(self.choices), "min": self.min, "max": self.max, "help": self.help,
            "players": list(self.players) if self.players is not None else None,
        }


@dataclass
class Result:
    """The outcome (or standing) of a game.

    ``totals`` per seat; ``breakdown`` per seat maps category -> points; ``winners`` and
    ``eliminated`` are seat indexes; ``extra`` holds game-specific JSON-safe details.
    """

    totals: list[int]
    breakdown: list[dict[str, int]]
    winners: list[int]
    eliminated: list[int] = field(default_factory=list)
    extra: dict[str, Any] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        return {
            "totals": list(self.totals),
            "breakdown": [dict(b) for b in self.breakdown],
            "winners": list(self.winners),
            "eliminated": list(self.eliminated),
            "extra": self.extra,
        }


@dataclass(frozen=True)
class SearchFocus:
    """Where a searching bot (the ``master``) spends its think time on one decision, as the
    game says (:meth:`Game.search_focus`).

    ``think``: search this decision at all (``False``: play the rollout policy's own move at
    once, e.g. one small step of a plan the policy already made). ``rollout_steps``: most
    actions a simulation plays after the tree (``None``: the search's own horizon).
    ``movers``: the seats that may move in a simulation from a position (a subset of its
    ``to_act()``, in order), or an empty list where the simulation should stop and be
    judged (e.g. at the end of the searching seat's phase of grabbing tiles); ``None``:
    everyone in ``to_act()`` until the horizon.
    """

    think: bool = True
    rollout_steps: int | None = None
    movers: Callable[[State], Sequence[int]] | None = None


class State:
    """One game in progress. Subclasses implement the abstract methods.

    ``play`` is the checked entry point: it refuses anything that is not a seat of this
    game or not an action of this game, seats that may not act (``NotYourTurnError``) and
    illegal moves (``IllegalActionError`` from ``check``) before anything changes.
    ``apply`` trusts its caller (bots, replay) and checks nothing.
    """

    game: Game
    players: list[str]
    options: dict[str, Any]
    seed: int
    rng: Rng

    # --- abstract -----------------------------------------------------------------
    def to_act(self) -> list[int]:
        raise NotImplementedError

    def legal_actions(self, seat: int) -> list[Action]:
        raise NotImplementedError

    def apply(self, seat: int, action: Action) -> list[Event]:
        raise NotImplementedError

    def is_over(self) -> bool:
        raise NotImplementedError

    def result(self) -> Result:
        raise NotImplementedError

    def view(self, seat: int) -> dict[str, Any]:
        raise NotImplementedError

    def to_dict(self) -> dict[str, Any]:
        raise NotImplementedError

    # --- provided -----------------------------------------------------------------
    def check(self, seat: int, action: Action) -> None:
        """Raise ``IllegalActionError`` naming the rule if ``action`` is not allowed.

        The default compares against ``legal_actions``; games with large action spaces
        override it with direct rule checks that give precise reasons.
        """
        if action not in self.legal_actions(seat):
            raise IllegalActionError(f"'{action.format()}' is not a legal move now")

    def has_hidden_information(self) -> bool:
        """Whether some seat's screen now shows what another seat may not see.

        The session puts a handoff screen between two humans only when this is true. The
        default is the game's ``hidden_information`` flag; a state overrides it when the
        answer depends on options or on the phase (e.g. Magazine's optional hidden money).
        """
        return bool(self.game.hidden_information)

    def play(self, seat: int, action: Action) -> list[Event]:
        """Check and apply one move; every refusal is an ``IllegalActionError`` and changes nothing."""
        count = len(self.players)
        if not isinstance(seat, int) or isinstance(seat, bool):
            raise NotYourTurnError(f"A seat is a whole number from 0 to {count - 1}, not {short_repr(seat)}")
        if not 0 <= seat < count:
            raise NotYourTurnError(f"There is no seat {seat} in this game (seats 0 to {count - 1})")
        try:
            self.game.check_action(action)
        except ActionParseError as exc:
            raise IllegalActionError(str(exc)) from None
        if self.is_over():
            raise IllegalActionError("The game is over")
        if seat not in self.to_act():
            raise NotYourTurnError(f"It is not {self.players[seat]}'s turn to act")
        self.check(seat, action)
        return self.apply(seat, action)

    def clone(self) -> State:
        """An independent copy. A live state needs none of ``from_dict``'s checks, so a game
        with a ``load_state`` reader is copied through it directly (fast)."""
        data = json_copy(self.to_dict())
        if type(self.game).load_state is Game.load_state:
            return self.game.from_dict(data)
        return self.game.load_state(data)

    def digest(self) -> str:
        return state_digest(self)

    def status_line(self) -> str:
        """One line saying where the game stands (round, phase, who acts)."""
        return ""

    def ending_warning(self, seat: int, action: Action) -> str | None:
        """A warning when ``action`` would end the game at once (before its normal end),
        naming the rule, e.g. "This ends the game now: ... (rule)"; ``None`` otherwise.

        Screens ask for a second confirming key before playing such an action. It may only
        use what ``seat``'s view shows. The default warns about nothing.
        """
        return None

    def secrets(self, seat: int) -> list[Any]:
        """Distinctive values (ids such as ``"T042"``) that ``seat`` must not see now.

        The conformance suite checks that none of them appears anywhere in ``view(seat)``.
        Return identifiers that cannot occur by chance (not bare small numbers).
        """
        return []


class Bot:
    """A computer player. ``choose`` returns one legal action for ``seat``.

    ``deadline``: ``None`` (the bot makes its move with its own fixed effort, so the same
    seed plays the same moves on any machine), or a ``time.perf_counter()`` moment until
    which it may spend more effort on this move. The master sets it on its own rule-of-thumb
    bot for a decision it does not search (e.g. a Fit to Print layout plan), so the think
    time goes into that move; a bot that has no use for time ignores it.

    ``plays_for_master``: True on the rule-of-thumb bot a master keeps for its own moves
    (not on the bots that play its simulations). A game whose master leaves a decision to
    that bot may have it play a better rule there than its level's (Fit to Print's Family
    mode), whether the master thinks for a time or a fixed number of simulations.
    """

    level: str = "novice"
    deadline: float | None = None
    plays_for_master: bool = False

    def __init__(self, level: str, seed: int = 0) -> None:
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise InvalidOptionError(f"a bot's seed must be a whole number, not {short_repr(seed)}")
        self.level = level
        self.rng = Rng(seed)

    def choose(self, state: State, seat: int) -> Action:
        actions = state.legal_actions(seat)
        return self.rng.choice(actions)


class Game:
    """Static description of one game; subclasses fill the class attributes."""

    id: ClassVar[str] = ""
    name: ClassVar[str] = ""
    min_players: ClassVar[int] = 1
    max_players: ClassVar[int] = 1
    summary: ClassVar[str] = ""
    bot_levels: ClassVar[tuple[str, ...]] = ("novice",)
    hidden_information: ClassVar[bool] = False
    action_classes: ClassVar[tuple[type[Action], ...]] = ()
    #: The sets this game's achievements are kept in (``()``: it has none).
    achievement_sets: ClassVar[tuple[str, ...]] = ()

    def __init__(self) -> None:
        self._codec = ActionCodec(self.action_classes)

    # --- options ------------------------------------------------------------------
    def options_schema(self) -> list[Option]:
        return []

    def resolve_options(self, options: Mapping[str, Any] | None) -> dict[str, Any]:
        """Fill defaults and check values; unknown keys raise ``InvalidOptionError``."""
        schema = {o.key: o for o in self.options_schema()}
        if options is not None and not isinstance(options, Mapping):
            raise InvalidOptionError(f"options must be a mapping of option names to values, not {short_repr(options)}")
        options = dict(options or {})
        unknown = [k for k in options if k not in schema]
        if unknown:
            known = ", ".join(schema) or "none"
            raise InvalidOptionError(f"unknown option {short_repr(unknown[0])} for {self.name} (options: {known})")
        return {key: opt.coerce(options[key]) if key in options else opt.default for key, opt in schema.items()}

    def check_table_options(self, options: Mapping[str, Any], count: int) -> None:
        """Refuse an option set away from its default at a table size where it changes
        nothing (``Option.players``): whoever asked for it would not get it. The new-game
        commands ask this; ``new_game`` does not, so a game saved with such a value still
        loads and plays as it did."""
        for option in self.options_schema():
            if option.applies_to(count) or options.get(option.key, option.default) == option.default:
                continue
            assert option.players is not None
            lo, hi = option.players
            span = f"{lo} player" if lo == hi == 1 else f"{lo} players" if lo == hi else f"{lo} to {hi} players"
            why = option.players_note or "it changes nothing at this table"
            raise InvalidOptionError(f"option '{option.key}' ({option.label}) is for {span},"
                                     f" not {count}: {why}")

    def player_range(self, options: Mapping[str, Any]) -> tuple[int, int]:
        """Allowed player counts for these (resolved) options."""
        return self.min_players, self.max_players

    def check_players(self, players: Sequence[str], options: Mapping[str, Any]) -> list[str]:
        if isinstance(players, str | bytes) or not isinstance(players, Sequence):
            raise InvalidPlayersError(f"players must be a list of names, not {short_repr(players)}")
        odd = [p for p in players if not isinstance(p, str)]
        if odd:
            raise InvalidPlayersError(f"player names must be text, not {short_repr(odd[0])}")
        lo, hi = self.player_range(options)
        names = [p.strip() for p in players]
        if not lo <= len(names) <= hi:
            span = f"{lo}" if lo == hi else f"{lo} to {hi}"
            raise InvalidPlayersError(f"{self.name} with these options takes {span} players, not {len(names)}")
        if any(not n for n in names):
            raise InvalidPlayersError("player names may not be empty")
        if len(set(names)) != len(names):
            raise InvalidPlayersError("player names must be different")
        return names

    # --- creation -----------------------------------------------------------------
    def new_game(self, players: Sequence[str], options: Mapping[str, Any] | None = None,
                 seed: int = 0) -> State:
        """A new game; bad players, options or seed raise ``InvalidPlayersError`` / ``InvalidOptionError``."""
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise InvalidOptionError(f"the seed must be a whole number, not {short_repr(seed)}")
        resolved = self.resolve_options(options)
        names = self.check_players(players, resolved)
        return self.create(names, resolved, seed)

    def create(self, players: list[str], options: dict[str, Any], seed: int) -> State:
        raise NotImplementedError

    def from_dict(self, d: Any) -> State:
        """Rebuild a state written by ``to_dict``; any malformed input raises ``StateFormatError``.

        The shared fields are checked first, the game reads its own with ``load_state``
        (from a private copy: ``d`` is never modified), and the loaded state must write
        back exactly ``d``, answer who acts, legal actions, views and its standing, and
        play on: a fixed sample line of legal moves is played on a separate copy (see
        ``serial.verify_loaded``), which finds most damage hidden deeper in the state.
        """
        data = read_envelope(self, d)
        try:
            state = self.load_state(data)
        except StateFormatError:
            raise
        except PaperboyError as exc:
            raise StateFormatError(f"the {self.name} state is damaged: {exc}") from None
        except Exception as exc:  # noqa: BLE001 - damaged data can fail anywhere in a game's reader
            raise StateFormatError(f"the {self.name} state is damaged: {describe_failure(exc)}") from None
        verify_loaded(self, state, data)
        return state

    def load_state(self, d: dict[str, Any]) -> State:
        """Build the state from a checked, private copy of a ``to_dict`` mapping (games implement it).

        It may raise anything on malformed fields: ``from_dict`` turns that into one
        ``StateFormatError``.
        """
        raise StateFormatError(f"{self.name} states cannot be read back")

    # --- actions ------------------------------------------------------------------
    def action_from_dict(self, d: Any) -> Action:
        """The action written by ``Action.to_dict``; anything else raises ``ActionParseError``."""
        return self._codec.from_dict(d)

    def parse_action(self, text: str) -> Action:
        """The action written by ``Action.format``; anything else raises ``ActionParseError``."""
        return self._codec.parse(text)

    def check_action(self, action: Any) -> None:
        """Raise ``ActionParseError`` unless ``action`` is an action of this game with well-typed fields."""
        self._codec.check(action)

    # --- extras -------------------------------------------------------------------
    def test_configs(self) -> list[tuple[int, dict[str, Any]]]:
        """(player count, options) pairs the conformance suite plays; cover every mode."""
        return [(self.min_players, {}), (self.max_players, {})]

    def make_bot(self, level: str, seed: int = 0) -> Bot:
        """A bot of ``level``, one of :attr:`bot_levels`. ``master`` is the search bot of
        ``engine/search.py``, the same for every game; the other levels are the game's own
        (:meth:`rule_bot`)."""
        if level not in self.bot_levels:
            raise InvalidOptionError(f"{self.name} bots are {', '.join(self.bot_levels)}, not '{level}'")
        if level == "master":
            from .search import SearchBot

            return SearchBot(self, seed)
        return self.rule_bot(level, seed)

    def rule_bot(self, level: str, seed: int = 0) -> Bot:
        """The game's own bot for ``level``: one that answers at once by rules of thumb."""
        return Bot(level, seed)

    def determinize(self, state: State, seat: int, rng: Rng) -> State:
        """A copy of ``state`` as ``seat`` might believe it to be: hidden parts resampled.

        Search bots (the ``master`` level) never read what their seat cannot see: they
        play on determinized copies only. The copy must keep ``state.view(seat)``, leave
        ``state`` unchanged, play on legally, and depend only on ``view(seat)`` and ``rng``.

        This default clones the state and re-seeds its own generator from ``rng`` (so
        future random draws differ between copies). Games with hidden hands, face-down
        pieces or ordered draw piles override it to resample those from the pool of
        things ``seat`` has not seen (see ``games/<game>/determinize.py``).
        """
        copy = state.clone()
        copy.rng = Rng(rng.next64())
        return copy

    def provisional_scores(self, state: State) -> list[float]:
        """Each seat's score as the game stands now, counting what is in progress, in points.

        What a search judges a position by when it stops a simulation before the end: the
        points already scored plus a cautious worth of what is under way (a paper being laid
        out, pinned evidence, drafts that will develop, money that will buy points). It may
        read the whole state it is given (the search passes determinized copies only) and
        must be cheap: it is called once per simulation. When the game is over it should
        give the final totals. This default is ``result().totals``; games with a better
        judge set it from ``games/<game>/evaluate.py``.
        """
        return [float(t) for t in state.result().totals]

    def win_chances(self, state: State, scores: list[float] | None = None) -> list[float] | None:
        """Each seat's chance of winning from ``state``, in [0, 1], as the game estimates it;
        ``None`` (this default): the search judges a position by its score margins alone.
        ``scores``: ``provisional_scores(state)`` when the caller has them already (the
        search does, at the end of every simulation), so a game that reads its chances from
        them does not work them out twice.

        A game whose winner is not simply the best total sets it, e.g. Pulitzer, where a
        player without five highlighted pins cannot win however many points they hold: a
        big lead with a poor chance of qualifying is worth little, which no margin can say.
        Like ``provisional_scores`` it may read the whole (determinized) state it is given
        and must be cheap; it is not asked once the game is over.
        """
        return None

    def search_focus(self, state: State, seat: int) -> SearchFocus:
        """How the master bot should search ``seat``'s decision in ``state`` (a determinized
        copy: only what the seat sees may matter): whether to search at all, how far each
        simulation runs and which seats move in it (:class:`SearchFocus`). The default
        searches every decision with the search's own horizon and everyone moving."""
        return SearchFocus()

    def evaluate(self, state: State, seat: int) -> float:
        """How well ``seat`` stands, in points: its provisional score (``provisional_scores``)
        minus the best other seat's, or its provisional score alone in a one-seat game.

        The master bot's search judges a simulation it cuts short by this (the default is
        the current score margin of ``result()``). Positive means ahead.
        """
        return score_margins(self.provisional_scores(state))[seat]

    def achievement_set(self, name: str) -> str | None:
        """The canonical name of this game's achievement set ``name`` (a game may accept
        other spellings), or ``None`` if it has no such set. Profiles keep achievements per set."""
        return name if name in self.achievement_sets else None

    def achievements(self, result: Result) -> dict[int, tuple[str, list[int]]]:
        """What each seat earned in a finished game, for the profiles:
        ``{seat: (achievement set, [numbers])}``; ``{}`` for games without achievements."""
        return {}

    def timing(self) -> Timing | None:
        """How this game's clocks work (see ``engine/timing.py``), or ``None``: no clocks."""
        return None

    def rules_text(self) -> str:
        """The in-app rules reference, in the project's own words (Markdown)."""
        return f"# {self.name}\n\n{self.summary}\n"

    def score_file(self, text: str) -> dict[str, Any]:
        """Score a scorepad TOML document; raises ``ScorepadError``."""
        from .errors import ScorepadError

        raise ScorepadError(f"{self.name} has no scorepad")

    def has_scorepad(self) -> bool:
        return type(self).score_file is not Game.score_file


def _whole_number(value: Any) -> int | None:
    """``value`` as an int if it is one (also ``"12"`` or ``12.0``), else ``None``."""
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value
    if isinstance(value, float):
        return int(value) if value.is_integer() else None
    if isinstance(value, str):
        try:
            return int(value.strip())
        except ValueError:
            return None
    return None


def canonical_json(data: Any) -> str:
    return json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=True)


def state_digest(state: State) -> str:
    """A stable digest of a state's full serialisation."""
    return hashlib.sha256(canonical_json(state.to_dict()).encode()).hexdigest()[:32]


def score_margins(scores: Sequence[float]) -> list[float]:
    """Each seat's lead over the best other seat (its own score when it is alone)."""
    if len(scores) == 1:
        return [float(scores[0])]
    ordered = sorted(scores, reverse=True)
    first, second = ordered[0], ordered[1]
    return [s - (second if s == first else first) for s in scores]
