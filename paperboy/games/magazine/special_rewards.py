"""Special Magazine rewards (rulebook "Special Magazine Rewards"): the one-shot immediate
rewards. Keeping one more Magazine card applies at once; developing drafts (or taking
the PR / money instead) and drawing two tiles from the bag to buy one with PR wait for
their holder's choice in ``state.pending``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from paperboy.engine import Action, Event

from .actions import Bonus, Develop, Pick
from .components import MagazineCard

if TYPE_CHECKING:
    from .state import MagazineState

RULE = "Special Magazine rewards"


def start_special_reward(state: MagazineState, seat: int, card: MagazineCard, events: list[Event]) -> bool:
    """Take ``card``'s one-shot immediate reward; True when its holder must choose next."""
    reward = card.immediate
    if reward.kind == "extra_card":
        state.extra_keep[seat] += 1
        state.note(seat, card.id, "immediate", 0, 0, "may keep one more Magazine card")
        return False
    if reward.kind in ("develop_or_pr", "develop_two"):
        state.pending = {"kind": reward.kind, "seat": seat, "card": card.id, "step": 1}
        return True
    assert reward.kind == "draw_two", reward.kind
    drawn = [state.draw_tile() for _ in range(min(2, len(state.bag)))]
    if not drawn:
        state.note(seat, card.id, "immediate", 0, 0, "the bag is empty")
        return False
    state.pending = {"kind": "draw_two", "seat": seat, "card": card.id, "tiles": drawn}
    shown = ", ".join(state.tile(tile_id).topic for tile_id in drawn)
    events.append(Event("draw", f"{state.players[seat]} draws {shown} from the bag",
                        {"seat": seat, "tiles": list(drawn)}, reveal=True))
    return True


def special_candidates(state: MagazineState, seat: int) -> list[Action]:
    """The choices of the waiting special reward, before the rules filter them."""
    assert state.pending is not None
    if state.pending["kind"] == "draw_two":
        picks: list[Action] = [Pick(tile_id) for tile_id in state.pending.get("tiles", [])]
        return picks + [Pick(None)]
    develops: list[Action] = [Develop(tile_id) for tile_id in state.drafts(seat)]
    return develops + [Bonus()]


def refuse_special(state: MagazineState, seat: int, action: Action) -> tuple[str, str] | None:
    """Why ``seat`` may not make this choice for the waiting reward; None if it may."""
    pending = state.pending
    assert pending is not None
    kind = pending["kind"]
    if kind == "draw_two":
        if not isinstance(action, Pick):
            return "Pick one of the drawn tiles or none ('pick -')", RULE
        if action.tile is None:
            return None
        if action.tile not in pending.get("tiles", []):
            return f"{action.tile} is not one of the drawn tiles", RULE
        cost = state.data.board.draw_two_pr_cost[state.tile(action.tile).level]
        if state.pr[seat] < cost:
            return f"That tile costs {cost} PR and you have {state.pr[seat]}", RULE
        return None
    drafts = state.drafts(seat)
    if isinstance(action, Develop):
        if action.tile not in drafts:
            return f"{action.tile} is not one of your drafts", RULE
        return None
    if isinstance(action, Bonus):
        if kind == "develop_two" and pending.get("step") == 1 and drafts:
            return "Develop a first draft; the money is the alternative to the second one", RULE
        return None
    return "Finish the special reward first (develop a draft or take the bonus)", RULE


def resolve_special(state: MagazineState, seat: int, action: Action, events: list[Event]) -> None:
    """Apply the holder's choice; when the reward is done the turns go on."""
    pending = state.pending
    assert pending is not None
    kind = pending["kind"]
    card_id = pending["card"]
    name = state.players[seat]
    done = True
    if isinstance(action, Pick):
        chosen = action.tile
        for tile_id in pending.get("tiles", []):
            if tile_id != chosen:
                state.bag.append(tile_id)
        if chosen is None:
            state.note(seat, card_id, "immediate", 0, 0, "kept no drawn tile")
            events.append(Event("pick", f"{name} keeps neither tile", {"seat": seat}))
        else:
            tile = state.tile(chosen)
            cost = state.data.board.draw_two_pr_cost[tile.level]
            state.pr[seat] -= cost
            state.tiles[seat].append(chosen)
            state.note(seat, card_id, "immediate", 0, -cost, f"bought {tile.topic} for {cost} PR")
            events.append(Event("pick", f"{name} buys {tile.topic} for {cost} PR", {"seat": seat, "tile": chosen}))
            if state.season_matches(chosen):
                state.develop(seat, chosen, events, "(in season)")
    elif isinstance(action, Develop):
        state.develop(seat, action.tile, events, "(special reward)")
        state.note(seat, card_id, "immediate", 0, 0, f"developed {state.tile(action.tile).topic}")
        if kind == "develop_two" and pending.get("step") == 1:
            pending["step"] = 2
            done = False
    elif isinstance(action, Bonus):
        reward = state.card(card_id).immediate
        money, pr = (0, reward.pr) if kind == "develop_or_pr" else (reward.money, 0)
        state.gain(seat, money, pr)
        state.note(seat, card_id, "immediate", money, pr, "took the bonus")
        events.append(Event("reward", f"{name} gains {money}K and {pr} PR", {"seat": seat, "money": money, "pr": pr}))
    if done:
        state.pending = None
        state.advance(events)
