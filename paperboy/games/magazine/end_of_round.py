"""End of round (rulebook "End of Round"): claimed cards go to the players who claimed
their periodic reward, the others are discarded; a player over the Magazine card limit
discards an older card; the Hot Topic's holder names its domain if a periodic reward
counts articles; every card in front of each player pays its periodic reward; then the
next round is prepared, or the game ends after round 6."""

from __future__ import annotations

from typing import TYPE_CHECKING

from paperboy.engine import Action, Event

from .actions import Discard, Hot
from .components import DOMAIN_NAMES, DOMAINS
from .end_of_game import final_scoring
from .preparation import TRACK_SPACES, prepare_round
from .rewards import reward_gain

if TYPE_CHECKING:
    from .state import MagazineState

LIMIT_RULE = "Magazine card limit"
HOT_RULE = "Hot Topic"


def end_round(state: MagazineState, events: list[Event]) -> None:
    """Everyone has passed: hand out the claimed cards, then the limit and the rewards."""
    count = len(state.players)
    state.current = None
    for card_id in state.board_cards:
        owner = state.claims[card_id]["periodic"]
        if owner is None:
            state.discards.append(card_id)
        else:
            state.cards[owner].append(card_id)
            state.new_cards[owner].append(card_id)
            events.append(Event("card", f"{state.players[owner]} takes {state.card(card_id).name}",
                                {"seat": owner, "card": card_id}))
    state.board_cards = []
    state.claims = {}
    in_order = [(state.initiative + position) % count for position in range(count)]
    state.discard_queue = [seat for seat in in_order if len(state.cards[seat]) > state.card_limit(seat)]
    continue_end(state, events)


def continue_end(state: MagazineState, events: list[Event]) -> None:
    """Wait for discards, then for the Hot Topic's domain when it counts, then pay."""
    if state.discard_queue:
        state.phase = "discard"
        return
    holder = state.hot_holder
    if holder is not None and state.hot_domain is None and any(
            state.card(card_id).periodic.uses_hot_topic() for card_id in state.cards[holder]):
        state.phase = "hot"
        return
    pay_periodic_rewards(state, events)


def discard_candidates(state: MagazineState, seat: int) -> list[Action]:
    return [Discard(card_id) for card_id in state.cards[seat]]


def refuse_discard(state: MagazineState, seat: int, action: Action) -> tuple[str, str] | None:
    if not isinstance(action, Discard):
        return "You hold too many Magazine cards: discard one first", LIMIT_RULE
    if action.card not in state.cards[seat]:
        return f"You hold no Magazine card {action.card}", LIMIT_RULE
    older = [card_id for card_id in state.cards[seat] if card_id not in state.new_cards[seat]]
    if action.card in state.new_cards[seat] and older:
        return "Keep the card you just gained; discard one you acquired earlier", LIMIT_RULE
    return None


def discard(state: MagazineState, seat: int, action: Discard, events: list[Event]) -> None:
    state.cards[seat].remove(action.card)
    if action.card in state.new_cards[seat]:
        state.new_cards[seat].remove(action.card)
    state.discards.append(action.card)
    events.append(Event("discard", f"{state.players[seat]} discards {state.card(action.card).name}",
                        {"seat": seat, "card": action.card}))
    if len(state.cards[seat]) <= state.card_limit(seat):
        state.discard_queue.pop(0)
    continue_end(state, events)


def hot_candidates() -> list[Action]:
    return [Hot(domain) for domain in DOMAINS]


def refuse_hot(action: Action) -> tuple[str, str] | None:
    if not isinstance(action, Hot):
        return "Name the Hot Topic's domain for this round's periodic rewards", HOT_RULE
    if action.domain not in DOMAINS:
        return f"Unknown domain {action.domain}", HOT_RULE
    return None


def name_hot_topic(state: MagazineState, seat: int, action: Hot, events: list[Event]) -> None:
    state.hot_domain = action.domain
    events.append(Event("hot", f"{state.players[seat]} names the Hot Topic {DOMAIN_NAMES[action.domain]}",
                        {"seat": seat, "domain": action.domain}))
    pay_periodic_rewards(state, events)


def pay_periodic_rewards(state: MagazineState, events: list[Event]) -> None:
    """Every card in front of each player pays, in Initiative order; then the next round."""
    count = len(state.players)
    for position in range(count):
        seat = (state.initiative + position) % count
        articles = state.articles(seat)
        drafts = len(state.drafts(seat))
        for card_id in state.cards[seat]:
            reward = state.card(card_id).periodic
            money, pr = reward_gain(reward, articles, drafts, state.hot_for(seat))
            state.gain(seat, money, pr)
            state.note(seat, card_id, "periodic", money, pr, reward.describe())
            events.append(Event("periodic", f"{state.players[seat]}: {state.card(card_id).name} pays "
                                f"{money}K and {pr} PR", {"seat": seat, "card": card_id, "money": money, "pr": pr}))
    state.hot_holder = None
    state.hot_domain = None
    state.bonus_token = None
    state.tokens_used = [0] * count
    state.new_cards = [[] for _ in range(count)]
    state.track = [None] * TRACK_SPACES
    if state.round >= state.data.board.rounds:
        final_scoring(state, events)
        return
    state.round += 1
    state.initiative = (state.initiative + 1) % count
    prepare_round(state, events)
