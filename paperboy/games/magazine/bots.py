"""Magazine bots: ``novice`` (noisy heuristic) and ``expert`` (greedy heuristic).

Both score every legal action with the same estimate of the reputation (PR) it is worth
by the end of the game, counting money at a rate that falls from about 0.6 PR per K in
round 1 to 0.2 in round 6 (1 PR per 5K at the end), and projecting periodic
rewards forward with the articles a player can expect to add. The expert takes the best action;
the novice adds a lot of noise, so it plays sensibly but misses a good deal.
"""

from __future__ import annotations

from paperboy.engine import Action, Bot, Rng, State

from .actions import Bonus, Buy, Contract, Develop, Discard, Hot, Pick, Place, Publish
from .components import DOMAINS, Reward
from .rewards import reward_gain
from .state import MagazineState

DEFAULT_PARAMS: dict[str, float] = {
    "growth": 0.5,      # articles a player is expected to add per round in a card's domains
    "periodic": 1.0,    # weight of a periodic card's projected payouts
    "future": 0.6,      # worth of an article for rewards not yet on the table, per round left
    "mv_end": 0.2,      # PR per K in the last round (1 PR per 5K at the end)
    "mv_slope": 0.08,   # extra PR per K for each round still to play (money buys tiles)
    "set_bonus": 2.0,   # worth of a completed set (one more Magazine card may be kept)
    "draw_two": 4.0,    # expected worth of the "draw two tiles" reward
    "first": 0.15,      # share of the best card's worth that acting first secures
}


class _Estimate:
    """Values of actions for one seat in one state (computed once per decision)."""

    def __init__(self, state: MagazineState, seat: int, params: dict[str, float] | None = None) -> None:
        self.params = params or DEFAULT_PARAMS
        self.state = state
        self.seat = seat
        self.board = state.data.board
        self.round = state.round
        # PR per K of money this round
        self.money_rate = self.params["mv_end"] + self.params["mv_slope"] * (self.board.rounds - self.round)
        # answers computed once per decision
        self.projected: dict[Reward, float] = {}
        self.best_card_value: float | None = None
        self.best_hot_choice: tuple[float, str] | None = None
        self.article_gain: dict[str, float] = {}
        self.develops: dict[str, int | None] = {}
        self.articles = state.articles(seat)
        self.drafts = state.drafts(seat)
        self.hot = state.hot_for(seat)
        self.owned = {d: 0 for d in DOMAINS}
        self.levels = {lv: 0 for lv in range(4)}
        for t in state.tiles[seat]:
            tile = state.tile(t)
            self.owned[tile.domain] += 1
            self.levels[tile.level] += 1
        claimed = [c for c in state.board_cards if state.claims[c]["periodic"] == seat]
        self.periodic: list[Reward] = [state.card(c).periodic for c in state.cards[seat] + claimed]
        self.card_count = len(state.cards[seat]) + len(claimed)
        # articles per domain expected at the end of each remaining round from drafts alone
        self.dev_by: dict[int, dict[str, int]] = {}
        self.drafts_by: dict[int, int] = {}
        for k in range(self.round, self.board.rounds + 1):
            counts = dict(self.articles)
            left = 0
            for t in self.drafts:
                when = self.develop_round(t)
                if when is not None and when <= k:
                    counts[state.tile(t).domain] += 1
                else:
                    left += 1
            self.dev_by[k] = counts
            self.drafts_by[k] = left

    # -- building blocks ----------------------------------------------------------------
    def pr(self, gain: tuple[int, int]) -> float:
        return gain[1] + gain[0] * self.money_rate

    def payouts_from(self, round_no: int) -> int:
        """Round-end payouts still to come from ``round_no`` on (that round included)."""
        return max(0, self.board.rounds - round_no + 1)

    def develop_round(self, tile_id: str) -> int | None:
        """The round in which a draft bought now would develop (None: never)."""
        if tile_id in self.develops:
            return self.develops[tile_id]
        tile = self.state.tile(tile_id)
        when = next((r for r in range(self.round, self.board.rounds + 1)
                     if any(x in self.board.round_seasons[r - 1] for x in tile.seasons)), None)
        self.develops[tile_id] = when
        return when

    def article_value(self, domain: str, from_round: int) -> float:
        """Worth of one more article in ``domain`` developed in ``from_round``."""
        per_round = self.article_gain.get(domain)
        if per_round is None:
            plus = dict(self.articles)
            plus[domain] += 1
            per_round = 0.0
            for reward in self.periodic:
                if reward.kind in ("domain", "either", "pair", "variety"):
                    per_round += self.pr(reward_gain(reward, plus, 0, self.hot)) - self.pr(
                        reward_gain(reward, self.articles, 0, self.hot))
            self.article_gain[domain] = per_round
        rounds = self.payouts_from(from_round)
        # articles also feed immediate rewards and cards not yet revealed
        return per_round * rounds + 0.5 + self.params["future"] * rounds

    def table_gain(self, level: int) -> float:
        n = self.levels[level]
        return self.board.level_points(level, n + 1) - self.board.level_points(level, n)

    def tile_value(self, tile_id: str) -> float:
        tile = self.state.tile(tile_id)
        value = self.table_gain(tile.level)
        when = self.develop_round(tile_id)
        if when is not None:
            value += self.article_value(tile.domain, when) * (1.0 if when == self.round else 0.85)
        if self.owned[tile.domain] + 1 <= min(self.owned.values()) + 1 and \
                self.owned[tile.domain] == min(self.owned.values()):
            others_min = min(v for d, v in self.owned.items() if d != tile.domain)
            if self.owned[tile.domain] + 1 <= others_min:
                value += self.params["set_bonus"]  # completes a set: one more Magazine card may be kept
            else:
                value += 0.4
        return value

    def card_value(self, reward: Reward, rounds: int) -> float:
        return self.pr(reward_gain(reward, self.articles, len(self.drafts), self.hot)) * rounds

    def projected_card_value(self, reward: Reward) -> float:
        """Payouts of a periodic reward from this round to the last, with expected growth."""
        known = self.projected.get(reward)
        if known is None:
            known = self.projected[reward] = self._projected_card_value(reward)
        return known

    def _projected_card_value(self, reward: Reward) -> float:
        total = 0.0
        growth = self.params["growth"]
        for k in range(self.round, self.board.rounds + 1):
            counts = dict(self.dev_by[k])
            ahead = k - self.round
            for d in (reward.domains or DOMAINS):
                counts[d] += int(growth * ahead + 0.5) if reward.domains else int(growth * ahead * 0.4 + 0.5)
            drafts = self.drafts_by[k] + int(0.3 * ahead + 0.5)
            hot = self.hot if k == self.round else None
            total += self.pr(reward_gain(reward, counts, drafts, hot))
        return total

    def best_hot(self) -> tuple[float, str]:
        """The best domain to name for the Hot Topic, with what it adds to the periodic rewards."""
        if self.best_hot_choice is None:
            best = (0.0, DOMAINS[0])
            for d in DOMAINS:
                v = sum(self.pr(reward_gain(r, self.articles, len(self.drafts), d)) for r in self.periodic
                        if r.uses_hot_topic())
                if v > best[0]:
                    best = (v, d)
            self.best_hot_choice = best
        return self.best_hot_choice

    def publish_value(self, action: Publish) -> float:
        card = self.state.card(action.card)
        if action.reward == "periodic":
            reward = card.periodic
            value = self.projected_card_value(reward) * self.params["periodic"]
            if self.card_count + 1 > self.state.card_limit(self.seat):
                held = [self.projected_card_value(self.state.card(c).periodic) for c in self.state.cards[self.seat]]
                value -= min(held) if held else value
            return value
        reward = card.immediate
        hot = action.hot or self.hot
        if reward.kind in ("domain", "either", "pair", "variety", "per_draft"):
            value = self.pr(reward_gain(reward, self.articles, len(self.drafts), hot))
            if action.hot is not None:
                # fixing the domain now also decides it for this round's periodic rewards
                later = sum(self.pr(reward_gain(r, self.articles, 0, action.hot)) for r in self.periodic
                            if r.uses_hot_topic())
                value -= max(0.0, self.best_hot()[0] - later) + 0.1
            return value
        if reward.kind == "extra_card":
            return 1.0 + (2.0 if self.card_count >= self.state.card_limit(self.seat) else 0.0) * (
                self.payouts_from(self.round) / 6)
        develops = sorted((self.develop_value(t) for t in self.drafts), reverse=True)
        if reward.kind == "develop_or_pr":
            return max([float(reward.pr)] + develops[:1])
        if reward.kind == "develop_two":
            one = develops[0] if develops else 0.0
            two = one + (develops[1] if len(develops) > 1 else 0.0)
            return max(two, one + reward.money * self.money_rate)
        if reward.kind == "draw_two":
            return self.params["draw_two"] if self.state.bag else 0.0
        return 0.0

    def develop_value(self, tile_id: str) -> float:
        tile = self.state.tile(tile_id)
        when = self.develop_round(tile_id)
        gain = self.article_value(tile.domain, self.round)
        if when is not None:
            gain -= self.article_value(tile.domain, when)
        return gain + 0.05

    def best_card(self) -> float:
        """The best worth of one reward space among the cards on the board."""
        if self.best_card_value is None:
            best = 0.0
            for c in self.state.board_cards:
                best = max(best, self.publish_value(Publish(c, "immediate")),
                           self.publish_value(Publish(c, "periodic")))
            self.best_card_value = best
        return self.best_card_value

    def place_value(self, space: int) -> float:
        bonus = self.board.turn_order[space]
        best_card = self.best_card()
        if bonus == "none":
            return self.params["first"] * best_card
        if bonus == "reputation":
            return float(self.board.turn_order_reputation) + 0.15 * best_card
        if bonus == "money":
            return self.board.turn_order_money * self.money_rate
        if bonus == "bonus_token":
            return max(2 * self.money_rate, 0.5 * best_card)
        # Hot Topic: one more article in the best domain for this round's rewards
        periodic = self.best_hot()[0] - sum(self.pr(reward_gain(r, self.articles, len(self.drafts), None))
                                            for r in self.periodic if r.uses_hot_topic())
        return periodic + 1.0

    def value(self, action: Action) -> float:
        state = self.state
        if isinstance(action, Place):
            return self.place_value(action.space)
        if isinstance(action, Buy):
            tile_id = state.board_tiles[action.space - 1]
            assert tile_id is not None
            return self.tile_value(tile_id) - state.tile(tile_id).cost * self.money_rate - 0.2
        if isinstance(action, Publish):
            return self.publish_value(action)
        if isinstance(action, Contract):
            return state.data.board.contract_money * self.money_rate
        if isinstance(action, Develop):
            return self.develop_value(action.tile)
        if isinstance(action, Bonus):
            pending = state.pending
            reward = state.card(pending["card"]).immediate if pending is not None else None
            if reward is None:
                return 0.0
            return float(reward.pr) if reward.kind == "develop_or_pr" else reward.money * self.money_rate
        if isinstance(action, Pick):
            if action.tile is None:
                return 0.0
            level = state.tile(action.tile).level
            return self.tile_value(action.tile) - state.data.board.draw_two_pr_cost[level]
        if isinstance(action, Hot):
            return sum(self.pr(reward_gain(r, self.articles, len(self.drafts), action.domain))
                       for r in self.periodic if r.uses_hot_topic())
        if isinstance(action, Discard):
            return -self.projected_card_value(state.card(action.card).periodic)
        return 0.0  # pass


#: SplitMix64's step between draws (``engine/rng.py``): the state ``k`` draws on is the
#: state now plus ``k`` steps.
_STEP = 0x9E3779B97F4A7C15
_MASK = (1 << 64) - 1
#: How far below the best value a move can still win its tie-break (draws add under 1e-6).
_REACH = 1e-5


class MagazineBot(Bot):
    """Heuristic bot; ``noise`` (in PR) sets how often it misjudges."""

    noise = 0.0

    def choose(self, state: State, seat: int) -> Action:
        actions = state.legal_actions(seat)
        if len(actions) == 1 or not isinstance(state, MagazineState):
            return actions[0]
        estimate = _Estimate(state, seat)
        if not self.noise:
            return self._best(actions, [estimate.value(a) for a in actions])
        best = actions[0]
        best_value = float("-inf")
        for action in actions:
            value = estimate.value(action) + self.noise * self.rng.random() + 1e-6 * self.rng.random()
            if value > best_value:
                best, best_value = action, value
        return best

    def _best(self, actions: list[Action], values: list[float]) -> Action:
        """The noiseless choice: the best value, ties broken by a draw of up to 1e-6 each.

        The same move as drawing two numbers for every action in turn (the noise's, times
        zero, and the tie-break's), with the same state of the bot's random stream after;
        but only the moves within reach of the best are drawn for (SplitMix64 jumps to any
        draw), which saves most of the draws: a tenth of the expert's time."""
        rng = self.rng
        start = rng.state
        top = max(values)
        best = actions[0]
        best_value = float("-inf")
        for i, (action, value) in enumerate(zip(actions, values, strict=True)):
            if value < top - _REACH:
                continue  # its tie-break adds under 1e-6: it cannot beat the best
            value += 1e-6 * Rng(start + (2 * i + 1) * _STEP).random()  # the (2i+2)th draw
            if value > best_value:
                best, best_value = action, value
        rng.state = (start + 2 * len(actions) * _STEP) & _MASK
        return best


class NoviceBot(MagazineBot):
    """Plays plausible moves with plenty of misjudgement."""

    noise = 10.0


class ExpertBot(MagazineBot):
    """Takes the action with the best estimated PR."""

    noise = 0.0
