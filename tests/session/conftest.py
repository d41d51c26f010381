"""Fixtures for the session tests, and Secret Duel, a tiny test-only game.

Secret Duel (two players, hidden information):

1. Draw phase: seat 0 then seat 1 each draw a secret card from a seeded face-down deck
   (a reveal: the drawer learns a hidden card).
2. Play phase: players alternate turns. In a turn a player may ``add 1`` or ``add 2`` to
   their pile (at most twice), may ``peek`` once (turns the top deck card face up: a
   reveal), and ends with ``end`` after at least one ``add``. Each player gets ``turns``
   turns.
3. Bid phase (simultaneous): both bid 0-2 at once; bids turn over together (a reveal).
   The strictly higher bid earns 3; every bid costs its amount.

Score: pile + secret card value + bid result. Highest score wins and, to exercise the
profile path, earns achievement 1 in the "standard" mode.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from paperboy.engine import (
    Action,
    Bot,
    Event,
    Game,
    IllegalActionError,
    Option,
    Result,
    Rng,
    State,
    register,
    unregister,
)
from paperboy.session import SaveStore, Seat


@dataclass(frozen=True)
class Draw(Action):
    KIND = "draw"


@dataclass(frozen=True)
class Add(Action):
    KIND = "add"
    n: int


@dataclass(frozen=True)
class Peek(Action):
    KIND = "peek"


@dataclass(frozen=True)
class End(Action):
    KIND = "end"


@dataclass(frozen=True)
class Bid(Action):
    KIND = "bid"
    amount: int


class DuelState(State):
    def __init__(self, game: SecretDuel, players: list[str], options: dict[str, Any], seed: int) -> None:
        self.game = game
        self.players = players
        self.options = options
        self.seed = seed
        self.rng = Rng(seed)
        self.deck = [f"K{n:02d}" for n in range(1, 13)]
        self.rng.shuffle(self.deck)
        self.secret: list[str | None] = [None, None]
        self.piles = [0, 0]
        self.table: list[str] = []
        self.bids: list[int | None] = [None, None]
        self.phase = "draw"
        self.current = 0
        self.turns_taken = [0, 0]
        self.adds_this_turn = 0
        self.peeked_this_turn = False

    def has_hidden_information(self) -> bool:
        return not self.options["open"]

    def to_act(self) -> list[int]:
        if self.phase in ("draw", "play"):
            return [self.current]
        if self.phase == "bid":
            return [s for s in (0, 1) if self.bids[s] is None]
        return []

    def legal_actions(self, seat: int) -> list[Action]:
        if seat not in self.to_act():
            return []
        if self.phase == "draw":
            return [Draw()]
        if self.phase == "bid":
            return [Bid(n) for n in range(3)]
        actions: list[Action] = []
        if self.adds_this_turn < 2:
            actions += [Add(1), Add(2)]
        if not self.peeked_this_turn and self.deck:
            actions.append(Peek())
        if self.adds_this_turn >= 1:
            actions.append(End())
        return actions

    def check(self, seat: int, action: Action) -> None:
        if action not in self.legal_actions(seat):
            raise IllegalActionError(f"'{action.format()}' is not allowed now", "Duel rule 2")

    def apply(self, seat: int, action: Action) -> list[Event]:
        name = self.players[seat]
        if isinstance(action, Draw):
            self.secret[seat] = self.deck.pop()
            self.current = 1 - seat
            if seat == 1:
                self.phase, self.current = "play", 0
            return [Event("draw", f"{name} draws a secret card", reveal=True)]
        if isinstance(action, Add):
            self.piles[seat] += action.n
            self.adds_this_turn += 1
            return [Event("add", f"{name} adds {action.n}")]
        if isinstance(action, Peek):
            card = self.deck.pop()
            self.table.append(card)
            self.peeked_this_turn = True
            return [Event("peek", f"{name} turns up {card}", {"card": card}, reveal=True)]
        if isinstance(action, End):
            self.turns_taken[seat] += 1
            self.adds_this_turn = 0
            self.peeked_this_turn = False
            self.current = 1 - seat
            if min(self.turns_taken) >= self.options["turns"]:
                self.phase = "bid"
            return [Event("end", f"{name} ends the turn")]
        assert isinstance(action, Bid)
        self.bids[seat] = action.amount
        events = [Event("bid", f"{name} bids face down")]
        if all(b is not None for b in self.bids):
            self.phase = "over"
            events.append(Event("bids", f"Bids turn over: {self.bids[0]} and {self.bids[1]}",
                                reveal=True))
        return events

    def is_over(self) -> bool:
        return self.phase == "over"

    def _bid_points(self, seat: int) -> int:
        mine, theirs = self.bids[seat], self.bids[1 - seat]
        if mine is None or theirs is None:
            return 0
        return (3 if mine > theirs else 0) - mine

    def result(self) -> Result:
        totals = []
        breakdown = []
        for seat in (0, 1):
            secret = self.secret[seat]
            card = int(secret[1:]) if secret else 0
            parts = {"pile": self.piles[seat], "card": card, "bid": self._bid_points(seat)}
            breakdown.append(parts)
            totals.append(sum(parts.values()))
        top = max(totals)
        winners = [s for s in (0, 1) if totals[s] == top]
        extra = {"achievements": {str(w): [1] for w in winners}, "achievement_mode": "standard"}
        return Result(totals, breakdown, winners, extra=extra)

    def view(self, seat: int) -> dict[str, Any]:
        return {"phase": self.phase, "secret": self.secret[seat], "piles": list(self.piles),
                "table": list(self.table), "deck": len(self.deck),
                "has_bid": [b is not None for b in self.bids]}

    def secrets(self, seat: int) -> list[Any]:
        hidden = list(self.deck)
        other = self.secret[1 - seat]
        return hidden + ([other] if other else [])

    def status_line(self) -> str:
        who = ", ".join(self.players[s] for s in self.to_act()) or "nobody"
        return f"{self.phase} phase, {who} to act"

    def to_dict(self) -> dict[str, Any]:
        # Copies, so a snapshot does not change when the state moves on.
        return {
            "players": list(self.players), "options": dict(self.options), "seed": self.seed,
            "rng": self.rng.to_int(), "deck": list(self.deck), "secret": list(self.secret),
            "piles": list(self.piles), "table": list(self.table), "bids": list(self.bids),
            "phase": self.phase,
            "current": self.current, "turns_taken": list(self.turns_taken),
            "adds_this_turn": self.adds_this_turn, "peeked_this_turn": self.peeked_this_turn,
        }


class SecretDuel(Game):
    id = "test-duel"
    name = "Secret Duel"
    min_players = 2
    max_players = 2
    summary = "Test-only: a secret card, piles built in turns, a sealed bid."
    bot_levels = ("novice", "expert")
    hidden_information = True
    action_classes = (Draw, Add, Peek, End, Bid)
    achievement_sets = ("standard",)

    def options_schema(self) -> list[Option]:
        return [Option("turns", "Turns", "int", 2, min=1, max=500),
                Option("open", "Open cards", "bool", False)]

    def create(self, players: list[str], options: dict[str, Any], seed: int) -> State:
        return DuelState(self, players, options, seed)

    def from_dict(self, d: Any) -> State:
        state = DuelState(self, list(d["players"]), dict(d["options"]), d["seed"])
        state.rng = Rng.from_int(d["rng"])
        for key in ("deck", "secret", "piles", "table", "bids", "turns_taken"):
            setattr(state, key, list(d[key]))
        state.phase, state.current = d["phase"], d["current"]
        state.adds_this_turn, state.peeked_this_turn = d["adds_this_turn"], d["peeked_this_turn"]
        return state

    def achievements(self, result: Result) -> dict[int, tuple[str, list[int]]]:
        """The winners' achievement 1, as the result's ``extra`` lists it."""
        earned = result.extra.get("achievements", {})
        return {int(seat): (result.extra["achievement_mode"], ids) for seat, ids in earned.items()}

    def make_bot(self, level: str, seed: int = 0) -> Bot:
        bot = super().make_bot(level, seed)
        MADE_BOTS.append((level, seed))
        return bot


#: Every (level, seed) SecretDuel.make_bot was asked for, so tests can check laziness.
MADE_BOTS: list[tuple[str, int]] = []

GAME = SecretDuel()


@pytest.fixture(autouse=True)
def duel_registered() -> Iterator[SecretDuel]:
    """Register Secret Duel for one test, then remove it again."""
    register(GAME)
    MADE_BOTS.clear()
    yield GAME
    unregister(GAME.id)


@pytest.fixture(autouse=True)
def data_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Point the user data directory at a fresh temporary directory."""
    home = tmp_path / "data"
    monkeypatch.setenv("PAPERBOY_DATA_DIR", str(home))
    return home


@pytest.fixture
def store(data_home: Path) -> SaveStore:
    return SaveStore()


@pytest.fixture
def humans() -> list[Seat]:
    return [Seat("Ann"), Seat("Bob")]


def files_in(directory: Path) -> list[str]:
    """Names of every file in ``directory`` (temp files included)."""
    return sorted(p.name for p in directory.iterdir()) if directory.is_dir() else []
