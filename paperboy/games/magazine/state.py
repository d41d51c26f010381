"""The Magazine game state: setup, round preparation, turns, end of round, final scoring.

The round structure of the rulebook is kept visible: ``round`` (1-6), ``phase`` (``order``
while discs go on the turn-order track, ``turns`` while players buy, publish, sign or
pass, ``discard`` while someone over the card limit discards, ``hot`` while the Hot Topic
holder names its domain before periodic rewards, ``over``) and ``pending`` (a special
reward waiting for its holder's choice).
"""

from __future__ import annotations

from typing import Any

from paperboy.engine import (
    Action,
    Event,
    IllegalActionError,
    InvalidOptionError,
    Result,
    Rng,
    State,
)

from .actions import Bonus, Buy, Contract, Develop, Discard, Hot, Pass, Pick, Place, Publish
from .components import DOMAIN_NAMES, DOMAINS, MagazineCard, TopicTile, load
from .rewards import completed_sets, domain_counts, reward_gain

TRACK_SPACES = 5

_FIELDS = (
    "round", "phase", "initiative", "first_player", "order_queue", "track", "current", "passed",
    "money", "pr", "tiles", "developed", "cards", "new_cards", "extra_keep", "tokens_used",
    "bonus_token", "hot_holder", "hot_domain", "board_tiles", "bag", "deck", "board_cards",
    "claims", "contracts", "discards", "pending", "discard_queue", "summaries", "final",
)


class MagazineState(State):
    """One game of Magazine in progress."""

    def __init__(self, game: Any, players: list[str], options: dict[str, Any], seed: int) -> None:
        self.game = game
        self.players = list(players)
        self.options = dict(options)
        self.seed = seed
        self.rng = Rng(seed)
        self.data = load()
        n = len(players)
        self.round = 1
        self.phase = "order"
        self.initiative = 0
        self.first_player = 0
        self.order_queue: list[int] = []
        self.track: list[int | None] = [None] * TRACK_SPACES
        self.current: int | None = None
        self.passed = [False] * n
        self.money = [0] * n
        self.pr = [0] * n
        self.tiles: list[list[str]] = [[] for _ in range(n)]
        self.developed: list[list[str]] = [[] for _ in range(n)]
        self.cards: list[list[str]] = [[] for _ in range(n)]
        self.new_cards: list[list[str]] = [[] for _ in range(n)]
        self.extra_keep = [0] * n
        self.tokens_used = [0] * n
        self.bonus_token: int | None = None
        self.hot_holder: int | None = None
        self.hot_domain: str | None = None
        self.board_tiles: list[str | None] = []
        self.bag: list[str] = []
        self.deck: list[str] = []
        self.board_cards: list[str] = []
        self.claims: dict[str, dict[str, int | None]] = {}
        self.contracts = [0] * n
        self.discards: list[str] = []
        self.pending: dict[str, Any] | None = None
        self.discard_queue: list[int] = []
        self.summaries: list[dict[str, Any]] = []
        self.final: list[dict[str, int]] | None = None

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
        new.claims = {c: dict(v) for c, v in self.claims.items()}
        new.contracts = list(self.contracts)
        new.discards = list(self.discards)
        pending = self.pending
        if pending is not None:
            pending = dict(pending)
            if "tiles" in pending:
                pending["tiles"] = list(pending["tiles"])
        new.pending = pending
        new.discard_queue = list(self.discard_queue)
        new.summaries = [dict(s) for s in self.summaries]
        new.final = None if self.final is None else [dict(e) for e in self.final]
        return new

    # ------------------------------------------------------------------ setup
    def setup(self) -> list[Event]:
        """Setup by player count, then round 1's preparation."""
        board = self.data.board
        n = len(self.players)
        choice = self.options.get("first_player", "random")
        if choice == "random":
            self.first_player = self.rng.randbelow(n)
        else:
            self.first_player = int(choice) - 1
            if not 0 <= self.first_player < n:
                raise InvalidOptionError(f"option 'first_player' must name one of the {n} seats, not {choice}")
        self.initiative = self.first_player
        for k in range(n):
            seat = (self.first_player + k) % n
            self.money[seat] = board.money + (board.four_player_extra[k] if n == 4 else 0)
            self.pr[seat] = board.reputation
        used = [c for c in self.data.cards.values() if c.players <= n]
        light = sorted(c.id for c in used if c.back == "light")
        dark = sorted(c.id for c in used if c.back == "dark")
        self.rng.shuffle(light)
        self.rng.shuffle(dark)
        self.deck = light + dark  # light backs on top
        self.bag = sorted(self.data.tiles)
        self.board_tiles = [None] * board.tile_spaces[n]
        events: list[Event] = []
        self._prepare_round(events)
        return events

    # ------------------------------------------------------------------ helpers
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

    def _season_matches(self, tile_id: str) -> bool:
        return any(s in self.round_seasons() for s in self.tile(tile_id).seasons)

    def _develop(self, seat: int, tile_id: str, events: list[Event], why: str) -> None:
        self.developed[seat].append(tile_id)
        t = self.tile(tile_id)
        events.append(Event("develop", f"{self.players[seat]} develops {t.topic} ({DOMAIN_NAMES[t.domain]}) {why}",
                            {"seat": seat, "tile": tile_id}))

    def _gain(self, seat: int, money: int, pr: int) -> None:
        self.money[seat] += money
        self.pr[seat] += pr

    def _note(self, seat: int, card_id: str, slot: str, money: int, pr: int, text: str) -> None:
        self.summaries.append({"round": self.round, "seat": seat, "card": card_id, "reward": slot,
                               "money": money, "pr": pr, "text": text})

    def _draw_tile(self) -> str:
        return self.bag.pop(self.rng.randbelow(len(self.bag)))

    # ------------------------------------------------------------------ round flow
    def _prepare_round(self, events: list[Event]) -> None:
        n = len(self.players)
        seasons = self.round_seasons()
        events.append(Event("round", f"Round {self.round} begins ({' and '.join(seasons)})",
                            {"round": self.round}))
        if self.round > 1:
            for k in range(n):
                seat = (self.initiative + k) % n
                for tile_id in self.drafts(seat):
                    if self._season_matches(tile_id):
                        self._develop(seat, tile_id, events, "(its season has come)")
        for i, space in enumerate(self.board_tiles):
            if space is None and self.bag:
                drawn = self._draw_tile()
                self.board_tiles[i] = drawn
                t = self.tile(drawn)
                events.append(Event("refill", f"Space {i + 1}: {t.topic} ({DOMAIN_NAMES[t.domain]}, "
                                    f"{t.level} stars, {t.cost}K)", {"space": i + 1, "tile": drawn},
                                    reveal=True))
        count = self.data.board.cards_per_round[n][self.round - 1]
        self.board_cards, self.deck = self.deck[:count], self.deck[count:]
        self.claims = {c: {"immediate": None, "periodic": None} for c in self.board_cards}
        for c in self.board_cards:
            events.append(Event("reveal", f"Magazine card revealed: {self.card(c).name}", {"card": c},
                                reveal=True))
        self.track = [None] * TRACK_SPACES
        self.passed = [False] * n
        self.tokens_used = [0] * n
        self.contracts = [0] * n
        self.new_cards = [[] for _ in range(n)]
        self.current = None
        self.phase = "order"
        self.order_queue = [(self.initiative + k) % n for k in range(n)]

    def _advance(self, events: list[Event]) -> None:
        """Hand the turn to the next player on the track who has not passed."""
        order = self.track_order()
        if all(self.passed[s] for s in order):
            self._end_round(events)
            return
        i = order.index(self.current) if self.current in order else -1
        for k in range(1, len(order) + 1):
            seat = order[(i + k) % len(order)]
            if not self.passed[seat]:
                self.current = seat
                return

    def _end_round(self, events: list[Event]) -> None:
        n = len(self.players)
        self.current = None
        for c in self.board_cards:
            owner = self.claims[c]["periodic"]
            if owner is None:
                self.discards.append(c)
            else:
                self.cards[owner].append(c)
                self.new_cards[owner].append(c)
                events.append(Event("card", f"{self.players[owner]} takes {self.card(c).name}",
                                    {"seat": owner, "card": c}))
        self.board_cards = []
        self.claims = {}
        order = [(self.initiative + k) % n for k in range(n)]
        self.discard_queue = [seat for seat in order if len(self.cards[seat]) > self.card_limit(seat)]
        self._continue_end(events)

    def _continue_end(self, events: list[Event]) -> None:
        if self.discard_queue:
            self.phase = "discard"
            return
        holder = self.hot_holder
        if holder is not None and self.hot_domain is None and any(
                self.card(c).periodic.uses_hot_topic() for c in self.cards[holder]):
            self.phase = "hot"
            return
        self._finish_round(events)

    def _finish_round(self, events: list[Event]) -> None:
        n = len(self.players)
        for k in range(n):
            seat = (self.initiative + k) % n
            articles = self.articles(seat)
            drafts = len(self.drafts(seat))
            for c in self.cards[seat]:
                reward = self.card(c).periodic
                money, pr = reward_gain(reward, articles, drafts, self.hot_for(seat))
                self._gain(seat, money, pr)
                self._note(seat, c, "periodic", money, pr, reward.describe())
                events.append(Event("periodic", f"{self.players[seat]}: {self.card(c).name} pays "
                                    f"{money}K and {pr} PR", {"seat": seat, "card": c, "money": money, "pr": pr}))
        self.hot_holder = None
        self.hot_domain = None
        self.bonus_token = None
        self.tokens_used = [0] * n
        self.new_cards = [[] for _ in range(n)]
        self.track = [None] * TRACK_SPACES
        if self.round >= self.data.board.rounds:
            self._final_scoring(events)
            return
        self.round += 1
        self.initiative = (self.initiative + 1) % n
        self._prepare_round(events)

    def _final_scoring(self, events: list[Event]) -> None:
        self.phase = "over"
        self.final = []
        for seat in range(len(self.players)):
            entry = final_entry(self.pr[seat], self.money[seat], [self.tile(t).level for t in self.tiles[seat]])
            self.final.append(entry)
            self.pr[seat] = entry["total"]
        events.append(Event("over", "The game is over", {"totals": list(self.pr)}, reveal=True))

    # ------------------------------------------------------------------ contract
    def to_act(self) -> list[int]:
        if self.phase == "over":
            return []
        if self.pending is not None:
            return [int(self.pending["seat"])]
        if self.phase == "order":
            return [self.order_queue[0]]
        if self.phase == "turns":
            return [self.current] if self.current is not None else []
        if self.phase == "discard":
            return [self.discard_queue[0]]
        if self.phase == "hot":
            return [self.hot_holder] if self.hot_holder is not None else []
        return []

    def is_over(self) -> bool:
        return self.phase == "over"

    def _candidates(self, seat: int) -> list[Action]:
        if self.pending is not None:
            kind = self.pending["kind"]
            if kind == "draw_two":
                picks: list[Action] = [Pick(t) for t in self.pending["tiles"]]
                return picks + [Pick(None)]
            develops: list[Action] = [Develop(t) for t in self.drafts(seat)]
            return develops + [Bonus()]
        if self.phase == "order":
            return [Place(s) for s in range(1, TRACK_SPACES + 1)]
        if self.phase == "turns":
            out: list[Action] = [Buy(i + 1) for i in range(len(self.board_tiles))]
            hot_options: list[str | None] = [None]
            if self.hot_holder == seat and self.hot_domain is None:
                hot_options += list(DOMAINS)
            for c in self.board_cards:
                for h in hot_options:
                    out.append(Publish(c, "immediate", h))
                out.append(Publish(c, "periodic"))
            out += [Contract(), Pass()]
            return out
        if self.phase == "discard":
            return [Discard(c) for c in self.cards[seat]]
        if self.phase == "hot":
            return [Hot(d) for d in DOMAINS]
        return []

    def legal_actions(self, seat: int) -> list[Action]:
        if seat not in self.to_act():
            return []
        if self.pending is None and self.phase == "turns":
            return self._turn_actions(seat)
        return [a for a in self._candidates(seat) if self.refusal(seat, a) is None]

    def _turn_actions(self, seat: int) -> list[Action]:
        """The turn candidates (``_candidates``) that ``refusal`` accepts, in the same order,
        with each condition of ``_refuse_buy`` / ``_refuse_publish`` checked once per card
        instead of once per candidate. Only for the acting seat in the turns phase."""
        out: list[Action] = []
        money = self.money[seat]
        for i, tile_id in enumerate(self.board_tiles):
            if tile_id is not None and not money < self.tile(tile_id).cost:
                out.append(Buy(i + 1))
        has_token = self.tokens_left(seat) > 0
        may_name_hot = self.hot_holder == seat and self.hot_domain is None
        for c in self.board_cards:
            claims = self.claims[c]
            if claims["immediate"] is None and has_token:
                out.append(Publish(c, "immediate", None))
                if may_name_hot and self.card(c).immediate.uses_hot_topic():
                    out.extend(Publish(c, "immediate", d) for d in DOMAINS)
            if claims["periodic"] is None and has_token:
                out.append(Publish(c, "periodic"))
        if has_token:
            out.append(Contract())
        out.append(Pass())
        return out

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
            return self._refuse_pending(seat, action)
        if self.phase == "order":
            if not isinstance(action, Place):
                return "First place your disc on the turn-order track", "Round preparation step 4"
            if not 1 <= action.space <= TRACK_SPACES:
                return f"The turn-order track has spaces 1 to {TRACK_SPACES}", "Round preparation step 4"
            if self.track[action.space - 1] is not None:
                return f"Space {action.space} of the turn-order track is taken", "Round preparation step 4"
            return None
        if self.phase == "discard":
            if not isinstance(action, Discard):
                return "You hold too many Magazine cards: discard one first", "Magazine card limit"
            if action.card not in self.cards[seat]:
                return f"You hold no Magazine card {action.card}", "Magazine card limit"
            old = [c for c in self.cards[seat] if c not in self.new_cards[seat]]
            if action.card in self.new_cards[seat] and old:
                return "Keep the card you just gained; discard one you acquired earlier", "Magazine card limit"
            return None
        if self.phase == "hot":
            if not isinstance(action, Hot):
                return "Name the Hot Topic's domain for this round's periodic rewards", "Hot Topic"
            if action.domain not in DOMAINS:
                return f"Unknown domain {action.domain}", "Hot Topic"
            return None
        if isinstance(action, Buy):
            return self._refuse_buy(seat, action)
        if isinstance(action, Publish):
            return self._refuse_publish(seat, action)
        if isinstance(action, Contract):
            if self.tokens_left(seat) <= 0:
                return "You have no Action token left this round", "Action tokens"
            return None
        if isinstance(action, Pass):
            return None
        return f"'{action.format()}' is not one of this round's turn actions", "Taking turns"

    def _refuse_buy(self, seat: int, action: Buy) -> tuple[str, str] | None:
        if not 1 <= action.space <= len(self.board_tiles):
            return f"The board has tile spaces 1 to {len(self.board_tiles)}", "Buy a topic tile"
        tile_id = self.board_tiles[action.space - 1]
        if tile_id is None:
            return f"Tile space {action.space} is empty", "Buy a topic tile"
        cost = self.tile(tile_id).cost
        if self.money[seat] < cost:
            return f"That tile costs {cost}K and you have {self.money[seat]}K", "Buy a topic tile"
        return None

    def _refuse_publish(self, seat: int, action: Publish) -> tuple[str, str] | None:
        rule = "Publish a magazine"
        if action.card not in self.board_cards:
            return f"Magazine card {action.card} is not on the central board", rule
        if action.reward not in ("immediate", "periodic"):
            return "Choose the immediate or the periodic reward", rule
        if self.claims[action.card][action.reward] is not None:
            owner = self.players[int(self.claims[action.card][action.reward])]  # type: ignore[arg-type]
            return f"{owner} already has a token on that reward space", rule
        if self.tokens_left(seat) <= 0:
            return "You have no Action token left this round", "Action tokens"
        if action.hot is not None:
            if action.hot not in DOMAINS:
                return f"Unknown domain {action.hot}", "Hot Topic"
            if self.hot_holder != seat:
                return "You do not hold the Hot Topic tile", "Hot Topic"
            if self.hot_domain is not None:
                return f"The Hot Topic is already {DOMAIN_NAMES[self.hot_domain]} for this round", "Hot Topic"
            if action.reward != "immediate":
                return "A periodic reward pays at the end of the round; name the Hot Topic then", "Hot Topic"
            if not self.card(action.card).immediate.uses_hot_topic():
                return "This reward does not count articles, so the Hot Topic cannot help", "Hot Topic"
        return None

    def _refuse_pending(self, seat: int, action: Action) -> tuple[str, str] | None:
        assert self.pending is not None
        kind = self.pending["kind"]
        rule = "Special Magazine rewards"
        if kind == "draw_two":
            if not isinstance(action, Pick):
                return "Pick one of the drawn tiles or none ('pick -')", rule
            if action.tile is None:
                return None
            if action.tile not in self.pending["tiles"]:
                return f"{action.tile} is not one of the drawn tiles", rule
            cost = self.data.board.draw_two_pr_cost[self.tile(action.tile).level]
            if self.pr[seat] < cost:
                return f"That tile costs {cost} PR and you have {self.pr[seat]}", rule
            return None
        drafts = self.drafts(seat)
        if isinstance(action, Develop):
            if action.tile not in drafts:
                return f"{action.tile} is not one of your drafts", rule
            return None
        if isinstance(action, Bonus):
            if kind == "develop_two" and self.pending.get("step") == 1 and drafts:
                return "Develop a first draft; the money is the alternative to the second one", rule
            return None
        return "Finish the special reward first (develop a draft or take the bonus)", rule

    # ------------------------------------------------------------------ apply
    def apply(self, seat: int, action: Action) -> list[Event]:
        events: list[Event] = []
        name = self.players[seat]
        if self.pending is not None:
            self._apply_pending(seat, action, events)
            return events
        if isinstance(action, Place):
            self._apply_place(seat, action, events)
        elif isinstance(action, Buy):
            tile_id = self.board_tiles[action.space - 1]
            assert tile_id is not None
            t = self.tile(tile_id)
            self.board_tiles[action.space - 1] = None
            self.money[seat] -= t.cost
            self.tiles[seat].append(tile_id)
            events.append(Event("buy", f"{name} buys {t.topic} ({DOMAIN_NAMES[t.domain]}, {t.level} stars) "
                                f"for {t.cost}K", {"seat": seat, "tile": tile_id}))
            if self._season_matches(tile_id):
                self._develop(seat, tile_id, events, "(in season)")
            self._advance(events)
        elif isinstance(action, Publish):
            self._apply_publish(seat, action, events)
        elif isinstance(action, Contract):
            self.tokens_used[seat] += 1
            self.contracts[seat] += 1
            self.money[seat] += self.data.board.contract_money
            events.append(Event("contract", f"{name} signs an advertising contract", {"seat": seat}))
            self._advance(events)
        elif isinstance(action, Pass):
            self.passed[seat] = True
            events.append(Event("pass", f"{name} passes", {"seat": seat}))
            self._advance(events)
        elif isinstance(action, Discard):
            self.cards[seat].remove(action.card)
            if action.card in self.new_cards[seat]:
                self.new_cards[seat].remove(action.card)
            self.discards.append(action.card)
            events.append(Event("discard", f"{name} discards {self.card(action.card).name}",
                                {"seat": seat, "card": action.card}))
            if len(self.cards[seat]) <= self.card_limit(seat):
                self.discard_queue.pop(0)
            self._continue_end(events)
        elif isinstance(action, Hot):
            self.hot_domain = action.domain
            events.append(Event("hot", f"{name} names the Hot Topic {DOMAIN_NAMES[action.domain]}",
                                {"seat": seat, "domain": action.domain}))
            self._finish_round(events)
        else:
            raise IllegalActionError(f"'{action.format()}' cannot be applied now", "Taking turns")
        return events

    def _apply_place(self, seat: int, action: Place, events: list[Event]) -> None:
        board = self.data.board
        self.track[action.space - 1] = seat
        self.order_queue.pop(0)
        bonus = board.turn_order[action.space]
        name = self.players[seat]
        text = f"{name} takes turn-order space {action.space}"
        if bonus == "reputation":
            self.pr[seat] += board.turn_order_reputation
            text += f" and gains {board.turn_order_reputation} PR"
        elif bonus == "money":
            self.money[seat] += board.turn_order_money
            text += f" and gains {board.turn_order_money}K"
        elif bonus == "bonus_token":
            self.bonus_token = seat
            text += " and the bonus Action token"
        elif bonus == "hot_topic":
            self.hot_holder = seat
            self.hot_domain = None
            text += " and the Hot Topic tile"
        events.append(Event("place", text, {"seat": seat, "space": action.space}))
        if not self.order_queue:
            self.phase = "turns"
            self.current = self.track_order()[0]

    def _apply_publish(self, seat: int, action: Publish, events: list[Event]) -> None:
        name = self.players[seat]
        card = self.card(action.card)
        self.tokens_used[seat] += 1
        self.claims[action.card][action.reward] = seat
        if action.reward == "periodic":
            events.append(Event("publish", f"{name} claims the periodic reward of {card.name}",
                                {"seat": seat, "card": card.id, "reward": "periodic"}))
            self._advance(events)
            return
        if action.hot is not None:
            self.hot_domain = action.hot
            events.append(Event("hot", f"{name} names the Hot Topic {DOMAIN_NAMES[action.hot]}",
                                {"seat": seat, "domain": action.hot}))
        reward = card.immediate
        events.append(Event("publish", f"{name} takes the immediate reward of {card.name}",
                            {"seat": seat, "card": card.id, "reward": "immediate"}))
        if reward.kind == "extra_card":
            self.extra_keep[seat] += 1
            self._note(seat, card.id, "immediate", 0, 0, "may keep one more Magazine card")
        elif reward.kind in ("develop_or_pr", "develop_two"):
            self.pending = {"kind": reward.kind, "seat": seat, "card": card.id, "step": 1}
            return
        elif reward.kind == "draw_two":
            drawn = [self._draw_tile() for _ in range(min(2, len(self.bag)))]
            if drawn:
                self.pending = {"kind": "draw_two", "seat": seat, "card": card.id, "tiles": drawn}
                shown = ", ".join(self.tile(t).topic for t in drawn)
                events.append(Event("draw", f"{name} draws {shown} from the bag",
                                    {"seat": seat, "tiles": list(drawn)}, reveal=True))
                return
            self._note(seat, card.id, "immediate", 0, 0, "the bag is empty")
        else:
            money, pr = reward_gain(reward, self.articles(seat), len(self.drafts(seat)), self.hot_for(seat))
            self._gain(seat, money, pr)
            self._note(seat, card.id, "immediate", money, pr, reward.describe())
            events.append(Event("reward", f"{name} gains {money}K and {pr} PR",
                                {"seat": seat, "money": money, "pr": pr}))
        self._advance(events)

    def _apply_pending(self, seat: int, action: Action, events: list[Event]) -> None:
        assert self.pending is not None
        pending = self.pending
        kind = pending["kind"]
        card_id = pending["card"]
        name = self.players[seat]
        done = True
        if isinstance(action, Pick):
            chosen = action.tile
            for t in pending["tiles"]:
                if t != chosen:
                    self.bag.append(t)
            if chosen is None:
                self._note(seat, card_id, "immediate", 0, 0, "kept no drawn tile")
                events.append(Event("pick", f"{name} keeps neither tile", {"seat": seat}))
            else:
                cost = self.data.board.draw_two_pr_cost[self.tile(chosen).level]
                self.pr[seat] -= cost
                self.tiles[seat].append(chosen)
                self._note(seat, card_id, "immediate", 0, -cost, f"bought {self.tile(chosen).topic} for {cost} PR")
                events.append(Event("pick", f"{name} buys {self.tile(chosen).topic} for {cost} PR",
                                    {"seat": seat, "tile": chosen}))
                if self._season_matches(chosen):
                    self._develop(seat, chosen, events, "(in season)")
        elif isinstance(action, Develop):
            self._develop(seat, action.tile, events, "(special reward)")
            self._note(seat, card_id, "immediate", 0, 0, f"developed {self.tile(action.tile).topic}")
            if kind == "develop_two" and pending["step"] == 1:
                pending["step"] = 2
                done = False
        elif isinstance(action, Bonus):
            reward = self.card(card_id).immediate
            money, pr = (0, reward.pr) if kind == "develop_or_pr" else (reward.money, 0)
            self._gain(seat, money, pr)
            self._note(seat, card_id, "immediate", money, pr, "took the bonus")
            events.append(Event("reward", f"{name} gains {money}K and {pr} PR",
                                {"seat": seat, "money": money, "pr": pr}))
        if done:
            self.pending = None
            self._advance(events)

    # ------------------------------------------------------------------ results and views
    def result(self) -> Result:
        n = len(self.players)
        if self.final is None:
            return Result(list(self.pr), [{"reputation": self.pr[s]} for s in range(n)], [],
                          extra={"over": False})
        breakdown = [{
            "reputation in play": e["reputation"], "1-star tiles": e["level1"],
            "2-star tiles": e["level2"], "3-star tiles": e["level3"], "money left": e["money"],
        } for e in self.final]
        totals = [e["total"] for e in self.final]
        counts = [len(t) for t in self.tiles]
        winners = tiebreak(totals, counts)
        return Result(totals, breakdown, winners, extra={"over": True, "tiles": counts})

    def _player_view(self, seat: int, viewer: int) -> dict[str, Any]:
        hide = bool(self.options.get("hidden_money")) and viewer != seat and self.phase != "over"
        done = set(self.developed[seat])
        space = next((i + 1 for i, s in enumerate(self.track) if s == seat), None)
        return {
            "seat": seat, "name": self.players[seat], "pr": self.pr[seat],
            "money": None if hide else self.money[seat], "money_hidden": hide,
            "tiles": [dict(self.tile(t).to_view(), developed=t in done) for t in self.tiles[seat]],
            "drafts": len(self.tiles[seat]) - len(done), "articles": self.articles(seat),
            "cards": list(self.cards[seat]), "new_cards": list(self.new_cards[seat]),
            "lots": self.lots(seat), "extra_keep": self.extra_keep[seat],
            "card_limit": self.card_limit(seat), "tokens_left": self.tokens_left(seat),
            "tokens_total": self.tokens_total(seat), "bonus_token": self.bonus_token == seat,
            "hot_topic": self.hot_holder == seat, "track_space": space, "passed": self.passed[seat],
            "contracts": self.contracts[seat],
        }

    def view(self, seat: int) -> dict[str, Any]:
        board = self.data.board
        pending = None
        if self.pending is not None:
            pending = {k: v for k, v in self.pending.items() if k != "tiles"}
            if "tiles" in self.pending:
                pending["tiles"] = [self.tile(t).to_view() for t in self.pending["tiles"]]
            pending["text"] = self.card(self.pending["card"]).immediate.describe()
        cards_seen = {c for p in self.cards for c in p} | set(self.board_cards) | set(self.discards)

        def develops(tile_id: str, bought_now: bool) -> str | int | None:
            # When a draft becomes an article: "now" (a tile bought this round whose season
            # is one of the round's), the first later round with one of its seasons, or None.
            seasons = set(self.tile(tile_id).seasons)
            if bought_now and seasons & set(self.round_seasons()):
                return "now"
            later = range(self.round + 1, board.rounds + 1)
            return next((r for r in later if seasons & set(self.round_seasons(r))), None)

        if pending is not None and "tiles" in pending:
            pending["tiles"] = [dict(t, develops=develops(str(t["id"]), True)) for t in pending["tiles"]]
        players = [self._player_view(s, seat) for s in range(len(self.players))]
        for s, p in enumerate(players):
            for tile_view, tile_id in zip(p["tiles"], self.tiles[s], strict=True):
                tile_view["develops"] = None if tile_view["developed"] else develops(tile_id, False)
        board_tiles = [None if t is None else dict(self.tile(t).to_view(), develops=develops(t, True))
                       for t in self.board_tiles]
        return {
            "game": "magazine", "viewer": seat, "round": self.round, "rounds": board.rounds,
            "seasons": list(self.round_seasons()), "round_track": [list(r) for r in board.round_seasons],
            "phase": self.phase, "to_act": self.to_act(), "initiative": self.initiative,
            "first_player": self.first_player, "current": self.current,
            "players": players,
            "board_tiles": board_tiles,
            "board_cards": [dict(self.card(c).to_view(), claims=dict(self.claims[c])) for c in self.board_cards],
            "cards": {c: self.card(c).to_view() for c in sorted(cards_seen)},
            "track": list(self.track), "track_bonuses": [board.turn_order[i] for i in range(1, TRACK_SPACES + 1)],
            "hot_topic": {"holder": self.hot_holder, "domain": self.hot_domain},
            "bonus_token": self.bonus_token, "deck_count": len(self.deck), "bag_count": len(self.bag),
            "discards": list(self.discards), "pending": pending, "summaries": [dict(s) for s in self.summaries],
            "final": None if self.final is None else [dict(e) for e in self.final],
            "status": self.status_line(),
        }

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
            value = getattr(self, key)
            if isinstance(value, list):
                value = [list(v) if isinstance(v, list) else (dict(v) if isinstance(v, dict) else v)
                         for v in value]
            elif isinstance(value, dict):
                value = {k: dict(v) if isinstance(v, dict) else (list(v) if isinstance(v, list) else v)
                         for k, v in value.items()}
            d[key] = value
        return d

    def load_dict(self, d: dict[str, Any]) -> None:
        self.rng = Rng.from_int(int(d["rng"]))
        for key in _FIELDS:
            value = d[key]
            if isinstance(value, list):
                value = [list(v) if isinstance(v, list) else (dict(v) if isinstance(v, dict) else v) for v in value]
            elif isinstance(value, dict):
                value = {k: dict(v) if isinstance(v, dict) else (list(v) if isinstance(v, list) else v)
                         for k, v in value.items()}
            setattr(self, key, value)


def final_entry(reputation: int, money: int, levels: list[int]) -> dict[str, int]:
    """End-of-game scoring for one player: table points per level and 1 PR per full 5K."""
    board = load().board
    entry = {"reputation": reputation, "tiles": len(levels)}
    for level in (1, 2, 3):
        entry[f"level{level}"] = board.level_points(level, sum(1 for x in levels if x == level))
    entry["money"] = max(0, money) // board.money_block
    entry["total"] = reputation + entry["level1"] + entry["level2"] + entry["level3"] + entry["money"]
    return entry


def tiebreak(totals: list[int], tile_counts: list[int]) -> list[int]:
    """Winners: most PR, then most topic tiles; a remaining tie is shared."""
    best = max(totals)
    top = [s for s, t in enumerate(totals) if t == best]
    most = max(tile_counts[s] for s in top)
    return [s for s in top if tile_counts[s] == most]
