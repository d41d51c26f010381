"""Sealed Bids: the one small test-only game, for the conformance, session and app tests.

Never shipped and never in the menu (tests register it). It exercises what the real games
need from the frame: hidden hands, draws from a face-down deck and a face-up peek (reveals
that stop undo), turns of several actions, a simultaneous phase (everyone bids at once,
the bids turn over together), an option that opens every card (no hidden information, so
no handoff), rounds, two bot levels and achievements for the profiles.

Rules (2-4 players, cards c01-c12 worth their number):

- Setup: the deck is shuffled and everyone is dealt one card face down (their hand).
- Each round has three phases.
  1. Draw (Toy rule 3): in seat order, each player draws the deck's top card into their
     hand (``draw``) or passes (``pass``); a player with no card must draw.
  2. Play (Toy rule 2): in seat order, turns. In a turn a player adds 1 or 2 to their
     pile (``add 1``, ``add 2``, at most twice), may once turn the deck's top card face
     up onto the table (``peek``), and ends the turn (``end``) after at least one add.
     Everyone takes ``turns`` turns a round.
  3. Bid (Toy rule 1): everyone bids a card of their hand face down at once
     (``bid c07``); the bids turn over together and the highest card takes the sum of all
     bids (a tie goes to the earlier seat).
- The game ends after ``rounds`` rounds, or when a player has no card to bid. Score: pile
  plus bids won; the winners earn achievement 1 of the "standard" mode.
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

BID_RULE = "Toy rule 1"
PLAY_RULE = "Toy rule 2"
DRAW_RULE = "Toy rule 3"


@dataclass(frozen=True)
class Draw(Action):
    KIND = "draw"


@dataclass(frozen=True)
class Pass(Action):
    KIND = "pass"


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
    card: str


def value(card: str) -> int:
    return int(card[1:])


_FIELDS = ("deck", "hands", "table", "piles", "scores", "bids", "last_bids", "round", "phase",
           "current", "turns_taken", "adds_this_turn", "peeked_this_turn")


class SealedBidsState(State):
    def __init__(self, game: SealedBids, players: list[str], options: dict[str, Any], seed: int) -> None:
        self.game = game
        self.players = list(players)
        self.options = dict(options)
        self.seed = seed
        self.rng = Rng(seed)
        count = len(players)
        self.deck = [f"c{n:02d}" for n in range(1, 13)]  # face down; the top card is the last
        self.rng.shuffle(self.deck)
        self.hands: list[list[str]] = [[self.deck.pop()] for _ in range(count)]
        self.table: list[str] = []  # cards turned face up by peeks
        self.piles = [0] * count
        self.scores = [0] * count  # bids won
        self.bids: list[str | None] = [None] * count
        self.last_bids: list[str | None] = [None] * count
        self.round = 1
        self.phase = "draw"
        self.current = 0
        self.turns_taken = [0] * count
        self.adds_this_turn = 0
        self.peeked_this_turn = False

    @property
    def open(self) -> bool:
        return bool(self.options["open"])

    # contract ------------------------------------------------------------------
    def has_hidden_information(self) -> bool:
        return not self.open

    def to_act(self) -> list[int]:
        if self.phase in ("draw", "play"):
            return [self.current]
        if self.phase == "bid":
            return [s for s, b in enumerate(self.bids) if b is None]
        return []

    def legal_actions(self, seat: int) -> list[Action]:
        if seat not in self.to_act():
            return []
        if self.phase == "draw":
            actions: list[Action] = [Draw()] if self.deck else []
            if self.hands[seat] or not self.deck:
                actions.append(Pass())
            return actions
        if self.phase == "bid":
            return [Bid(c) for c in sorted(self.hands[seat])]
        actions = []
        if self.adds_this_turn < 2:
            actions += [Add(1), Add(2)]
        if not self.peeked_this_turn and self.deck:
            actions.append(Peek())
        if self.adds_this_turn >= 1:
            actions.append(End())
        return actions

    def check(self, seat: int, action: Action) -> None:
        if isinstance(action, Bid):
            if action.card not in self.hands[seat]:
                raise IllegalActionError(f"{action.card} is not in your hand", BID_RULE)
            if self.phase != "bid":
                raise IllegalActionError("Bids come after the play turns", BID_RULE)
            return
        if self.phase == "draw":
            if isinstance(action, Draw) and not self.deck:
                raise IllegalActionError("The deck is empty", DRAW_RULE)
            if isinstance(action, Pass) and not self.hands[seat] and self.deck:
                raise IllegalActionError("You have no card: draw one", DRAW_RULE)
            if not isinstance(action, Draw | Pass):
                raise IllegalActionError("Draw a card or pass first", DRAW_RULE)
        elif self.phase == "play":
            if isinstance(action, Add):
                if action.n not in (1, 2):
                    raise IllegalActionError("Add 1 or 2", PLAY_RULE)
                if self.adds_this_turn >= 2:
                    raise IllegalActionError("At most two adds a turn", PLAY_RULE)
            elif isinstance(action, Peek):
                if self.peeked_this_turn or not self.deck:
                    raise IllegalActionError("One peek a turn, while the deck lasts", PLAY_RULE)
            elif isinstance(action, End):
                if self.adds_this_turn < 1:
                    raise IllegalActionError("Add to your pile before you end the turn", PLAY_RULE)
            else:
                raise IllegalActionError(f"'{action.format()}' is not a play-turn move", PLAY_RULE)
        else:
            raise IllegalActionError("Everyone bids now", BID_RULE)

    def apply(self, seat: int, action: Action) -> list[Event]:
        name = self.players[seat]
        if isinstance(action, Draw | Pass):
            events = [Event("draw", f"{name} draws", reveal=True)] if isinstance(action, Draw) else [
                Event("pass", f"{name} passes")]
            if isinstance(action, Draw):
                self.hands[seat].append(self.deck.pop())
            self.current += 1
            if self.current >= len(self.players):
                self.current = 0
                if any(not hand for hand in self.hands):
                    self.phase = "over"
                else:
                    self.phase = "play"
                    self.turns_taken = [0] * len(self.players)
            return events
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
            self.current = (seat + 1) % len(self.players)
            if min(self.turns_taken) >= self.options["turns"]:
                self.phase = "bid"
            return [Event("end", f"{name} ends the turn")]
        assert isinstance(action, Bid)
        self.hands[seat].remove(action.card)
        self.bids[seat] = action.card
        events = [Event("bid", f"{name} bids face down")]
        if all(b is not None for b in self.bids):
            bids = [b for b in self.bids if b is not None]
            best = max(range(len(bids)), key=lambda s: (value(bids[s]), -s))
            self.scores[best] += sum(value(b) for b in bids)
            self.last_bids = list(self.bids)
            self.bids = [None] * len(self.players)
            events.append(Event("reveal", f"Bids: {', '.join(bids)}; {self.players[best]} wins", reveal=True))
            self.round += 1
            self.phase = "over" if self.round > self.options["rounds"] else "draw"
        return events

    def is_over(self) -> bool:
        return self.phase == "over"

    def result(self) -> Result:
        totals = [p + s for p, s in zip(self.piles, self.scores, strict=True)]
        top = max(totals)
        winners = [s for s, v in enumerate(totals) if v == top]
        extra = {"achievements": {str(w): [1] for w in winners}, "achievement_mode": "standard"}
        return Result(totals, [{"pile": p, "bids": s} for p, s in zip(self.piles, self.scores, strict=True)],
                      winners, extra=extra)

    def view(self, seat: int) -> dict[str, Any]:
        mine = 0 <= seat < len(self.players)
        return {
            "round": self.round,
            "phase": self.phase,
            "hand": list(self.hands[seat]) if mine else [],
            "hands": [list(h) for h in self.hands] if self.open else None,
            "hand_counts": [len(h) for h in self.hands],
            "bid": self.bids[seat] if mine else None,
            "bids": list(self.bids) if self.open else None,
            "has_bid": [b is not None for b in self.bids],
            "last_bids": list(self.last_bids),
            "piles": list(self.piles),
            "scores": list(self.scores),
            "table": list(self.table),
            "deck": len(self.deck),
        }

    def secrets(self, seat: int) -> list[Any]:
        hidden = list(self.deck)
        if not self.open:
            for other, hand in enumerate(self.hands):
                if other != seat:
                    hidden.extend(hand)
                    if self.bids[other]:
                        hidden.append(self.bids[other])
        return hidden

    def status_line(self) -> str:
        who = ", ".join(self.players[s] for s in self.to_act()) or "nobody"
        return f"{self.phase} phase, {who} to act"

    def to_dict(self) -> dict[str, Any]:
        # Copies, so a snapshot does not change when the state moves on.
        d: dict[str, Any] = {"game": self.game.id, "players": list(self.players), "options": dict(self.options),
                             "seed": self.seed, "rng": self.rng.to_int()}
        for key in _FIELDS:
            value = getattr(self, key)
            d[key] = [list(v) if isinstance(v, list) else v for v in value] if isinstance(value, list) else value
        return d


class SealedBids(Game):
    id = "sealed-bids"
    name = "Sealed Bids"
    min_players = 2
    max_players = 4
    summary = "Test-only: draw, build a pile in turns, bid a hidden card; highest takes the pot."
    bot_levels = ("novice", "expert")
    hidden_information = True
    action_classes = (Draw, Pass, Add, Peek, End, Bid)
    achievement_sets = ("standard",)

    def options_schema(self) -> list[Option]:
        return [Option("rounds", "Rounds", "int", 3, min=1, max=5),
                Option("turns", "Turns a round", "int", 2, min=1, max=500),
                Option("open", "Open cards", "bool", False)]

    def create(self, players: list[str], options: dict[str, Any], seed: int) -> State:
        return SealedBidsState(self, players, options, seed)

    def load_state(self, d: dict[str, Any]) -> State:
        state = SealedBidsState(self, d["players"], d["options"], d["seed"])
        state.rng = Rng.from_int(d["rng"])
        for key in _FIELDS:
            value = d[key]
            setattr(state, key, [list(v) if isinstance(v, list) else v for v in value]
                    if isinstance(value, list) else value)
        return state

    def test_configs(self) -> list[tuple[int, dict[str, Any]]]:
        return [(2, {}), (4, {"rounds": 5, "turns": 1}), (3, {"open": True})]

    def rules_text(self) -> str:
        return "# Sealed Bids\n\nRules " + __doc__.split("Rules ", 1)[1]

    def achievements(self, result: Result) -> dict[int, tuple[str, list[int]]]:
        """The winners' achievement 1, as the result's ``extra`` lists it."""
        earned = result.extra.get("achievements", {})
        return {int(seat): (result.extra["achievement_mode"], ids) for seat, ids in earned.items()}

    def make_bot(self, level: str, seed: int = 0) -> Bot:
        bot = super().make_bot(level, seed)
        MADE_BOTS.append((level, seed))
        return bot


#: Every (level, seed) the game's make_bot was asked for, so tests can check laziness.
MADE_BOTS: list[tuple[str, int]] = []

GAME = SealedBids()
