"""Sealed Bids: a tiny test-only game for the conformance and session tests.

Never shipped and never in the menu. It exercises what the real games need from the
frame: hidden hands, a simultaneous phase (everyone bids at once), a reveal (bids turn
over; draws from a face-down deck), and a bot.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

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
)


@dataclass(frozen=True)
class Bid(Action):
    KIND = "bid"
    card: str


@dataclass(frozen=True)
class Draw(Action):
    KIND = "draw"


@dataclass(frozen=True)
class Pass(Action):
    KIND = "pass"


def value(card: str) -> int:
    return int(card[1:])


class SealedBidsState(State):
    def __init__(self, game: SealedBids, players: list[str], options: dict[str, Any], seed: int) -> None:
        self.game = game
        self.players = players
        self.options = options
        self.seed = seed
        self.rng = Rng(seed)
        self.deck = [f"c{n:02d}" for n in range(1, 13)]
        self.rng.shuffle(self.deck)
        self.hands: list[list[str]] = [[self.deck.pop(), self.deck.pop()] for _ in players]
        self.bids: list[str | None] = [None for _ in players]
        self.last_bids: list[str | None] = [None for _ in players]
        self.scores = [0 for _ in players]
        self.round = 1
        self.phase = "bid"
        self.drawer = 0

    # contract ------------------------------------------------------------------
    def to_act(self) -> list[int]:
        if self.phase == "bid":
            return [s for s, b in enumerate(self.bids) if b is None]
        if self.phase == "draw":
            return [self.drawer]
        return []

    def legal_actions(self, seat: int) -> list[Action]:
        if seat not in self.to_act():
            return []
        if self.phase == "bid":
            return [Bid(c) for c in sorted(self.hands[seat])]
        return [Draw(), Pass()] if self.deck else [Pass()]

    def check(self, seat: int, action: Action) -> None:
        if self.phase == "bid":
            if not isinstance(action, Bid):
                raise IllegalActionError("Everyone bids now", "Toy rule 1")
            if action.card not in self.hands[seat]:
                raise IllegalActionError(f"{action.card} is not in your hand", "Toy rule 1")
        else:
            if isinstance(action, Draw) and not self.deck:
                raise IllegalActionError("The deck is empty", "Toy rule 2")
            if not isinstance(action, Draw | Pass):
                raise IllegalActionError("Draw or pass now", "Toy rule 2")

    def apply(self, seat: int, action: Action) -> list[Event]:
        events: list[Event] = []
        if isinstance(action, Bid):
            self.hands[seat].remove(action.card)
            self.bids[seat] = action.card
            events.append(Event("bid", f"{self.players[seat]} bids face down"))
            if all(b is not None for b in self.bids):
                bids = [b for b in self.bids if b is not None]
                best = max(range(len(bids)), key=lambda s: (value(bids[s]), -s))
                self.scores[best] += sum(value(b) for b in bids)
                self.last_bids = list(self.bids)
                self.bids = [None for _ in self.players]
                events.append(Event("reveal", f"Bids: {', '.join(bids)}; {self.players[best]} wins", reveal=True))
                self.phase = "draw"
                self.drawer = 0
        else:
            if isinstance(action, Draw):
                self.hands[seat].append(self.deck.pop())
                events.append(Event("draw", f"{self.players[seat]} draws", reveal=True))
            self.drawer += 1
            if self.drawer >= len(self.players):
                self.round += 1
                if self.round > self.options["rounds"] or any(not h for h in self.hands):
                    self.phase = "over"
                else:
                    self.phase = "bid"
        return events

    def is_over(self) -> bool:
        return self.phase == "over"

    def result(self) -> Result:
        top = max(self.scores)
        return Result(
            totals=list(self.scores),
            breakdown=[{"bids": s} for s in self.scores],
            winners=[s for s, v in enumerate(self.scores) if v == top],
        )

    def view(self, seat: int) -> dict[str, Any]:
        return {
            "round": self.round,
            "phase": self.phase,
            "hand": list(self.hands[seat]) if 0 <= seat < len(self.players) else [],
            "hand_counts": [len(h) for h in self.hands],
            "has_bid": [b is not None for b in self.bids],
            "last_bids": list(self.last_bids),
            "scores": list(self.scores),
            "deck": len(self.deck),
        }

    def secrets(self, seat: int) -> list[Any]:
        hidden = list(self.deck)
        for other, hand in enumerate(self.hands):
            if other != seat:
                hidden.extend(hand)
                if self.bids[other]:
                    hidden.append(self.bids[other])
        return hidden

    def status_line(self) -> str:
        return f"Round {self.round}, {self.phase}"

    def to_dict(self) -> dict[str, Any]:
        return {
            "game": self.game.id, "players": self.players, "options": self.options,
            "seed": self.seed, "rng": self.rng.to_int(), "deck": self.deck,
            "hands": self.hands, "bids": self.bids, "last_bids": self.last_bids,
            "scores": self.scores, "round": self.round, "phase": self.phase,
            "drawer": self.drawer,
        }


class SealedBids(Game):
    id = "sealed-bids"
    name = "Sealed Bids"
    min_players = 2
    max_players = 4
    summary = "Test-only: bid a hidden card, highest takes the pot."
    bot_levels = ("novice",)
    hidden_information = True
    action_classes = (Bid, Draw, Pass)

    def options_schema(self) -> list[Option]:
        return [Option("rounds", "Rounds", "int", 3, min=1, max=5)]

    def create(self, players: list[str], options: dict[str, Any], seed: int) -> State:
        return SealedBidsState(self, players, options, seed)

    def from_dict(self, d: Any) -> State:
        state = SealedBidsState(self, list(d["players"]), dict(d["options"]), d["seed"])
        state.rng = Rng.from_int(d["rng"])
        state.deck = list(d["deck"])
        state.hands = [list(h) for h in d["hands"]]
        state.bids = list(d["bids"])
        state.last_bids = list(d["last_bids"])
        state.scores = list(d["scores"])
        state.round = d["round"]
        state.phase = d["phase"]
        state.drawer = d["drawer"]
        return state

    def test_configs(self) -> list[tuple[int, dict[str, Any]]]:
        return [(2, {}), (4, {"rounds": 5})]

    def make_bot(self, level: str, seed: int = 0) -> Bot:
        return Bot(level, seed)


GAME = SealedBids()
