"""Taking turns (rulebook "Taking Turns"): in turn-order track order, each player buys a
topic tile, publishes a magazine (an Action token on a card's immediate or periodic
reward), signs an advertising contract, or passes. Who acts next is the state's turn
flow (``MagazineState.advance``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from paperboy.engine import Action, Event

from .actions import Buy, Contract, Pass, Publish
from .components import DOMAIN_NAMES, DOMAINS
from .rewards import reward_gain
from .special_rewards import start_special_reward

if TYPE_CHECKING:
    from .state import MagazineState

BUY_RULE = "Buy a topic tile"
PUBLISH_RULE = "Publish a magazine"
TOKENS_RULE = "Action tokens"
HOT_RULE = "Hot Topic"
NO_TOKEN = "You have no Action token left this round"


def turn_candidates(state: MagazineState, seat: int) -> list[Action]:
    """Every turn move in the listing order, before the rules filter them."""
    out: list[Action] = [Buy(space) for space in range(1, len(state.board_tiles) + 1)]
    hot_options: list[str | None] = [None]
    if state.hot_holder == seat and state.hot_domain is None:
        hot_options += list(DOMAINS)
    for card_id in state.board_cards:
        for hot in hot_options:
            out.append(Publish(card_id, "immediate", hot))
        out.append(Publish(card_id, "periodic"))
    out += [Contract(), Pass()]
    return out


def turn_actions(state: MagazineState, seat: int) -> list[Action]:
    """The turn candidates that ``refuse_turn`` accepts, in the same order, with each
    condition checked once per card instead of once per candidate (the acting seat only)."""
    out: list[Action] = []
    money = state.money[seat]
    for index, tile_id in enumerate(state.board_tiles):
        if tile_id is not None and not money < state.tile(tile_id).cost:
            out.append(Buy(index + 1))
    has_token = state.tokens_left(seat) > 0
    may_name_hot = state.hot_holder == seat and state.hot_domain is None
    for card_id in state.board_cards:
        claims = state.claims[card_id]
        if claims["immediate"] is None and has_token:
            out.append(Publish(card_id, "immediate", None))
            if may_name_hot and state.card(card_id).immediate.uses_hot_topic():
                out.extend(Publish(card_id, "immediate", domain) for domain in DOMAINS)
        if claims["periodic"] is None and has_token:
            out.append(Publish(card_id, "periodic"))
    if has_token:
        out.append(Contract())
    out.append(Pass())
    return out


def refuse_turn(state: MagazineState, seat: int, action: Action) -> tuple[str, str] | None:
    """Why ``seat`` may not make this turn move, as (reason, rule); None if it may."""
    if isinstance(action, Buy):
        return refuse_buy(state, seat, action)
    if isinstance(action, Publish):
        return refuse_publish(state, seat, action)
    if isinstance(action, Contract):
        if state.tokens_left(seat) <= 0:
            return NO_TOKEN, TOKENS_RULE
        return None
    if isinstance(action, Pass):
        return None
    return f"'{action.format()}' is not one of this round's turn actions", "Taking turns"


def refuse_buy(state: MagazineState, seat: int, action: Buy) -> tuple[str, str] | None:
    if not 1 <= action.space <= len(state.board_tiles):
        return f"The board has tile spaces 1 to {len(state.board_tiles)}", BUY_RULE
    tile_id = state.board_tiles[action.space - 1]
    if tile_id is None:
        return f"Tile space {action.space} is empty", BUY_RULE
    cost = state.tile(tile_id).cost
    if state.money[seat] < cost:
        return f"That tile costs {cost}K and you have {state.money[seat]}K", BUY_RULE
    return None


def refuse_publish(state: MagazineState, seat: int, action: Publish) -> tuple[str, str] | None:
    if action.card not in state.board_cards:
        return f"Magazine card {action.card} is not on the central board", PUBLISH_RULE
    if action.reward not in ("immediate", "periodic"):
        return "Choose the immediate or the periodic reward", PUBLISH_RULE
    claims = state.claims[action.card]
    owner = claims["immediate"] if action.reward == "immediate" else claims["periodic"]
    if owner is not None:
        return f"{state.players[owner]} already has a token on that reward space", PUBLISH_RULE
    if state.tokens_left(seat) <= 0:
        return NO_TOKEN, TOKENS_RULE
    if action.hot is not None:
        if action.hot not in DOMAINS:
            return f"Unknown domain {action.hot}", HOT_RULE
        if state.hot_holder != seat:
            return "You do not hold the Hot Topic tile", HOT_RULE
        if state.hot_domain is not None:
            return f"The Hot Topic is already {DOMAIN_NAMES[state.hot_domain]} for this round", HOT_RULE
        if action.reward != "immediate":
            return "A periodic reward pays at the end of the round; name the Hot Topic then", HOT_RULE
        if not state.card(action.card).immediate.uses_hot_topic():
            return "This reward does not count articles, so the Hot Topic cannot help", HOT_RULE
    return None


def buy(state: MagazineState, seat: int, action: Buy, events: list[Event]) -> None:
    """Pay for the tile; it becomes an article at once when its season is the round's."""
    tile_id = state.board_tiles[action.space - 1]
    assert tile_id is not None
    tile = state.tile(tile_id)
    state.board_tiles[action.space - 1] = None
    state.money[seat] -= tile.cost
    state.tiles[seat].append(tile_id)
    events.append(Event("buy", f"{state.players[seat]} buys {tile.topic} ({DOMAIN_NAMES[tile.domain]}, "
                        f"{tile.level} stars) for {tile.cost}K", {"seat": seat, "tile": tile_id}))
    if state.season_matches(tile_id):
        state.develop(seat, tile_id, events, "(in season)")
    state.advance(events)


def publish(state: MagazineState, seat: int, action: Publish, events: list[Event]) -> None:
    """An Action token on a reward space: the periodic reward waits for the end of the
    round; the immediate one pays now or starts a special reward."""
    name = state.players[seat]
    card = state.card(action.card)
    state.tokens_used[seat] += 1
    if action.reward == "periodic":
        state.claims[action.card]["periodic"] = seat
        events.append(Event("publish", f"{name} claims the periodic reward of {card.name}",
                            {"seat": seat, "card": card.id, "reward": "periodic"}))
        state.advance(events)
        return
    state.claims[action.card]["immediate"] = seat
    if action.hot is not None:
        state.hot_domain = action.hot
        events.append(Event("hot", f"{name} names the Hot Topic {DOMAIN_NAMES[action.hot]}",
                            {"seat": seat, "domain": action.hot}))
    reward = card.immediate
    events.append(Event("publish", f"{name} takes the immediate reward of {card.name}",
                        {"seat": seat, "card": card.id, "reward": "immediate"}))
    if reward.uses_hot_topic() or reward.kind == "per_draft":
        money, pr = reward_gain(reward, state.articles(seat), len(state.drafts(seat)), state.hot_for(seat))
        state.gain(seat, money, pr)
        state.note(seat, card.id, "immediate", money, pr, reward.describe())
        events.append(Event("reward", f"{name} gains {money}K and {pr} PR",
                            {"seat": seat, "money": money, "pr": pr}))
    elif start_special_reward(state, seat, card, events):
        return  # its holder chooses next
    state.advance(events)


def sign_contract(state: MagazineState, seat: int, events: list[Event]) -> None:
    state.tokens_used[seat] += 1
    state.contracts[seat] += 1
    state.money[seat] += state.data.board.contract_money
    events.append(Event("contract", f"{state.players[seat]} signs an advertising contract", {"seat": seat}))
    state.advance(events)


def pass_turn(state: MagazineState, seat: int, events: list[Event]) -> None:
    state.passed[seat] = True
    events.append(Event("pass", f"{state.players[seat]} passes", {"seat": seat}))
    state.advance(events)
