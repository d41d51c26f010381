"""The Magazine game state: its typed records and the turn flow.

The round structure of the rulebook is kept visible: ``round`` (1-6), ``phase`` (``order``
while discs go on the turn-order track, ``turns`` while players buy, publish, sign or
pass, ``discard`` while someone over the card limit discards, ``hot`` while the Hot Topic
holder names its domain before periodic rewards, ``over``) and ``pending`` (a special
reward waiting for its holder's choice).

The rules live in one module per rulebook section: ``setup``, ``preparation`` (Round
Preparation), ``turns`` (Taking Turns), ``special_rewards`` (Special Magazine Rewards),
``rewards`` (Magazine Rewards and Completed Sets), ``end_of_round`` and ``end_of_game``;
``view`` builds what each seat may see.
"""

from __future__ import annotations

from typing import Any, NotRequired, TypedDict

from paperboy.engine import Action, Event, IllegalActionError, Result, Rng, State

from .actions import Buy, Contract, Discard, Hot, Pass, Place, Publish
from .components import DOMAIN_NAMES, MagazineCard, TopicTile, load
from .end_of_game import FinalEntry, standing
from .end_of_round import (
    discard,
    discard_candidates,
    end_round,
    hot_candidates,
    name_hot_topic,
    refuse_discard,
    refuse_hot,
)
from .preparation import TRACK_SPACES, disc_candidates, place_disc, refuse_disc
from .rewards import completed_sets, domain_counts
from .setup import set_up
from .special_rewards import refuse_special, resolve_special, special_candidates
from .turns import buy, pass_turn, publish, refuse_turn, sign_contract, turn_actions, turn_candidates
from .view import MagazineView, build_view

__all__ = ["TRACK_SPACES", "Claims", "MagazineState", "Pending", "Summary"]


class Claims(TypedDict):
    """The seat with an Action token on each reward space of a card on the board, or None."""

    immediate: int | None
    periodic: int | None


class Pending(TypedDict):
    """A special reward waiting for its holder's choice."""

    kind: str  # "develop_or_pr", "develop_two" or "draw_two"
    seat: int
    card: str
    step: NotRequired[int]  # develop rewards: 1 before the first draft, 2 before the second
    tiles: NotRequired[list[str]]  # draw_two: the tiles drawn from the bag


class Summary(TypedDict):
    """A reward paid, or a special reward's outcome (the round sheets show them)."""

    round: int
    seat: int
    card: str
    reward: str  # "immediate" or "periodic"
    money: int
    pr: int
    text: str


#: the saved fields after the envelope, in their saved order
_FIELDS = (
    "round", "phase", "initiative", "first_player", "order_queue", "track", "current", "passed",
    "money", "pr", "tiles", "developed", "cards", "new_cards", "extra_keep", "tokens_used",
    "bonus_token", "hot_holder", "hot_domain", "board_tiles", "bag", "deck", "board_cards",
    "claims", "contracts", "discards", "pending", "discard_queue", "summaries", "final",
)


class MagazineState(State):
    """One game of Magazine in progress. Per-seat lists are indexed by seat."""

    def __init__(self, game: Any, players: list[str], options: dict[str, Any], seed: int) -> None:
        self.game = game
        self.players = list(players)
        self.options = dict(options)
        self.seed = seed
        self.rng = Rng(seed)
        self.data = load()
        count = len(players)
        self.round = 1
        self.phase = "order"
        self.initiative = 0  # the Initiative marker's seat
        self.first_player = 0
        self.order_queue: list[int] = []  # seats still to place a disc on the turn-order track
        self.track: list[int | None] = [None] * TRACK_SPACES  # the seat on each turn-order space
        self.current: int | None = None  # the seat taking its turn
        self.passed = [False] * count
        self.money = [0] * count
        self.pr = [0] * count
        self.tiles: list[list[str]] = [[] for _ in range(count)]  # every tile owned, drafts and articles
        self.developed: list[list[str]] = [[] for _ in range(count)]  # the articles among them
        self.cards: list[list[str]] = [[] for _ in range(count)]  # Magazine cards in front of each player
        self.new_cards: list[list[str]] = [[] for _ in range(count)]  # ... gained this round
        self.extra_keep = [0] * count  # card limit raised by the "keep one more card" reward
        self.tokens_used = [0] * count
        self.bonus_token: int | None = None
        self.hot_holder: int | None = None
        self.hot_domain: str | None = None
        self.board_tiles: list[str | None] = []
        self.bag: list[str] = []
        self.deck: list[str] = []
        self.board_cards: list[str] = []
        self.claims: dict[str, Claims] = {}
        self.contracts = [0] * count  # signed this round
        self.discards: list[str] = []
        self.pending: Pending | None = None
        self.discard_queue: list[int] = []  # seats over the card limit, in Initiative order
        self.summaries: list[Summary] = []
        self.final: list[FinalEntry] | None = None

    def clone(self) -> MagazineState:
        """An independent copy, field by field (much faster than a serialisation round trip)."""
        new = MagazineState.__new__(MagazineState)
        new.game = self.game
        new.players = list(self.players)
        new.options = dict(self.options)
        new.seed = self.seed
        new.rng = Rng.from_int(self.rng.state)
        new.data = self.data
        new.round = self.round
        new.phase = self.phase
        new.initiative = self.initiative
        new.first_player = self.first_player
        new.order_queue = list(self.order_queue)
        new.track = list(self.track)
        new.current = self.current
        new.passed = list(self.passed)
        new.money = list(self.money)
        new.pr = list(self.pr)
        new.tiles = [list(t) for t in self.tiles]
        new.developed = [list(t) for t in self.developed]
        new.cards = [list(c) for c in self.cards]
        new.new_cards = [list(c) for c in self.new_cards]
        new.extra_keep = list(self.extra_keep)
        new.tokens_used = list(self.tokens_used)
        new.bonus_token = self.bonus_token
        new.hot_holder = self.hot_holder
        new.hot_domain = self.hot_domain
        new.board_tiles = list(self.board_tiles)
        new.bag = list(self.bag)
        new.deck = list(self.deck)
        new.board_cards = list(self.board_cards)
        new.claims = {card_id: {"immediate": c["immediate"], "periodic": c["periodic"]}
                      for card_id, c in self.claims.items()}
        new.contracts = list(self.contracts)
        new.discards = list(self.discards)
        pending = self.pending
        if pending is not None:
            pending = pending.copy()
            if "tiles" in pending:
                pending["tiles"] = list(pending["tiles"])
        new.pending = pending
        new.discard_queue = list(self.discard_queue)
        new.summaries = [s.copy() for s in self.summaries]
        new.final = None if self.final is None else [e.copy() for e in self.final]
        return new

    def setup(self) -> list[Event]:
        """Setup by player count, then round 1's preparation (``setup.set_up``)."""
        return set_up(self)

    # ------------------------------------------------------------------ helpers for the rules
    def tile(self, tile_id: str) -> TopicTile:
        return self.data.tiles[tile_id]

    def card(self, card_id: str) -> MagazineCard:
        return self.data.cards[card_id]

    def round_seasons(self, round_no: int | None = None) -> tuple[str, ...]:
        return self.data.board.round_seasons[(round_no or self.round) - 1]

    def drafts(self, seat: int) -> list[str]:
        done = set(self.developed[seat])
        return [t for t in self.tiles[seat] if t not in done]

    def articles(self, seat: int) -> dict[str, int]:
        return domain_counts(self.tile(t) for t in self.developed[seat])

    def lots(self, seat: int) -> int:
        """Lot markers: completed sets of one tile (draft or article) of each domain."""
        return completed_sets(self.tile(t) for t in self.tiles[seat])

    def card_limit(self, seat: int) -> int:
        return self.data.board.card_limit + self.lots(seat) + self.extra_keep[seat]

    def tokens_total(self, seat: int) -> int:
        return self.data.board.action_tokens + (1 if self.bonus_token == seat else 0)

    def tokens_left(self, seat: int) -> int:
        return self.tokens_total(seat) - self.tokens_used[seat]

    def hot_for(self, seat: int) -> str | None:
        """The Hot Topic's domain if ``seat`` holds it and has named the domain."""
        return self.hot_domain if self.hot_holder == seat else None

    def track_order(self) -> list[int]:
        return [s for s in self.track if s is not None]

    def season_matches(self, tile_id: str) -> bool:
        """Whether one of the tile's seasons is one of this round's."""
        return any(s in self.round_seasons() for s in self.tile(tile_id).seasons)

    def develop(self, seat: int, tile_id: str, events: list[Event], why: str) -> None:
        """Turn ``seat``'s draft ``tile_id`` into an article."""
        self.developed[seat].append(tile_id)
        tile = self.tile(tile_id)
        events.append(Event("develop", f"{self.players[seat]} develops {tile.topic} ({DOMAIN_NAMES[tile.domain]}) "
                            f"{why}", {"seat": seat, "tile": tile_id}))

    def gain(self, seat: int, money: int, pr: int) -> None:
        self.money[seat] += money
        self.pr[seat] += pr

    def note(self, seat: int, card_id: str, slot: str, money: int, pr: int, text: str) -> None:
        """Record a reward in the summaries the round sheets show."""
        self.summaries.append({"round": self.round, "seat": seat, "card": card_id, "reward": slot,
                               "money": money, "pr": pr, "text": text})

    def draw_tile(self) -> str:
        """A tile from a random place in the bag."""
        return self.bag.pop(self.rng.randbelow(len(self.bag)))

    # ------------------------------------------------------------------ turn flow
    def to_act(self) -> list[int]:
        if self.phase == "over":
            return []
        if self.pending is not None:
            return [self.pending["seat"]]
        if self.phase == "order":
            return [self.order_queue[0]]
        if self.phase == "turns":
            return [self.current] if self.current is not None else []
        if self.phase == "discard":
            return [self.discard_queue[0]]
        if self.phase == "hot":
            return [self.hot_holder] if self.hot_holder is not None else []
        return []

    def advance(self, events: list[Event]) -> None:
        """Hand the turn to the next player on the track who has not passed, or end the round."""
        order = self.track_order()
        if all(self.passed[s] for s in order):
            end_round(self, events)
            return
        index = order.index(self.current) if self.current in order else -1
        for step in range(1, len(order) + 1):
            seat = order[(index + step) % len(order)]
            if not self.passed[seat]:
                self.current = seat
                return

    def is_over(self) -> bool:
        return self.phase == "over"

    def candidates(self, seat: int) -> list[Action]:
        """Every move of the phase for ``seat`` before the rules filter them (``refusal``)."""
        if self.pending is not None:
            return special_candidates(self, seat)
        if self.phase == "order":
            return disc_candidates()
        if self.phase == "turns":
            return turn_candidates(self, seat)
        if self.phase == "discard":
            return discard_candidates(self, seat)
        if self.phase == "hot":
            return hot_candidates()
        return []

    def legal_actions(self, seat: int) -> list[Action]:
        if seat not in self.to_act():
            return []
        if self.pending is None and self.phase == "turns":
            return turn_actions(self, seat)
        return [a for a in self.candidates(seat) if self.refusal(seat, a) is None]

    def check(self, seat: int, action: Action) -> None:
        why = self.refusal(seat, action)
        if why is not None:
            raise IllegalActionError(*why)

    def refusal(self, seat: int, action: Action) -> tuple[str, str] | None:
        """Why ``seat`` may not take ``action`` now, as (reason, rule); None if allowed."""
        if self.phase == "over":
            return "The game is over", "End of game"
        if seat not in self.to_act():
            return f"It is not {self.players[seat]}'s turn", "Taking turns"
        if self.pending is not None:
            return refuse_special(self, seat, action)
        if self.phase == "order":
            return refuse_disc(self, action)
        if self.phase == "discard":
            return refuse_discard(self, seat, action)
        if self.phase == "hot":
            return refuse_hot(action)
        return refuse_turn(self, seat, action)

    def apply(self, seat: int, action: Action) -> list[Event]:
        events: list[Event] = []
        if self.pending is not None:
            resolve_special(self, seat, action, events)
        elif isinstance(action, Place):
            place_disc(self, seat, action, events)
        elif isinstance(action, Buy):
            buy(self, seat, action, events)
        elif isinstance(action, Publish):
            publish(self, seat, action, events)
        elif isinstance(action, Contract):
            sign_contract(self, seat, events)
        elif isinstance(action, Pass):
            pass_turn(self, seat, events)
        elif isinstance(action, Discard):
            discard(self, seat, action, events)
        elif isinstance(action, Hot):
            name_hot_topic(self, seat, action, events)
        else:
            raise IllegalActionError(f"'{action.format()}' cannot be applied now", "Taking turns")
        return events

    # ------------------------------------------------------------------ results and views
    def result(self) -> Result:
        return standing(self)

    def view(self, seat: int) -> MagazineView:  # type: ignore[override]
        return build_view(self, seat)

    def has_hidden_information(self) -> bool:
        """Whether some player's screen shows what others may not see (hidden money only).

        The bag and the Magazine deck are hidden from everyone alike, so they never call
        for a handoff screen between players.
        """
        return bool(self.options.get("hidden_money")) and self.phase != "over"

    def secrets(self, seat: int) -> list[Any]:
        """The bag's tiles and the face-down Magazine cards: nobody may see them."""
        return sorted(self.bag) + list(self.deck)

    def status_line(self) -> str:
        if self.phase == "over":
            result = self.result()
            names = " and ".join(self.players[w] for w in result.winners)
            return f"Game over after round {self.round}: {names} win{'s' if len(result.winners) == 1 else ''}"
        seasons = "/".join(self.round_seasons())
        acting = self.to_act()
        who = self.players[acting[0]] if acting else "nobody"
        if self.pending is not None:
            what = f"{who} resolves {self.card(self.pending['card']).name}"
        else:
            what = {
                "order": f"turn order: {who} places a disc",
                "turns": f"turns: {who} to act",
                "discard": f"end of round: {who} discards a Magazine card",
                "hot": f"end of round: {who} names the Hot Topic",
            }.get(self.phase, self.phase)
        return f"Round {self.round}/{self.data.board.rounds} ({seasons}) · {what}"

    # ------------------------------------------------------------------ serialisation
    def to_dict(self) -> dict[str, Any]:
        d: dict[str, Any] = {
            "game": "magazine", "players": list(self.players), "options": dict(self.options),
            "seed": self.seed, "rng": self.rng.to_int(),
        }
        for key in _FIELDS:
            d[key] = _copy_field(getattr(self, key))
        return d

    def load_dict(self, d: dict[str, Any]) -> None:
        self.rng = Rng.from_int(int(d["rng"]))
        for key in _FIELDS:
            setattr(self, key, _copy_field(d[key]))


def _copy_field(value: Any) -> Any:
    """A copy of one saved field, two levels deep (its lists and mappings are fresh)."""
    if isinstance(value, list):
        return [list(v) if isinstance(v, list) else (dict(v) if isinstance(v, dict) else v) for v in value]
    if isinstance(value, dict):
        return {k: dict(v) if isinstance(v, dict) else (list(v) if isinstance(v, list) else v)
                for k, v in value.items()}
    return value
