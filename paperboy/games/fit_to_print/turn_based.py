"""Turn-based mode: Saturday's paper built in turns, with no clock.

After everyone has chosen a centerpiece and drawn two tiles, a turn is: place one desk tile
(or discard one to rearrange up to three placed tiles, or to search with five flips), then
flip up to two face-down tiles and select one tile from the centre. A player whose desk
tiles fit nowhere may say Print; the others then place what they can and the round ends.
The turn's progress lives in ``state.tb`` (stage, flips left, who ended the game).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from paperboy.engine import Action, Event, IllegalActionError

from . import phases
from .actions import Choose, Discard, Done, Draw, Flip, Place, Print, Take
from .board import CP_KEY, tile_spots

if TYPE_CHECKING:
    from .state import FitToPrintState


def setup(state: FitToPrintState) -> None:
    """Saturday only: five face-up tiles (one of each size), a centerpiece offer and a first player."""
    cat = state.cat
    state.day = 1
    if state.options.get("breaking_news"):
        state.bn[1] = f"Sat {state.rng.randint(1, 12)}"
    for size in cat.sizes:
        tid = next(t for t in state.pile_down if cat.tiles[t].size == size)
        state.pile_down.remove(tid)
        state.pile_up.append(tid)
    pool = sorted(cat.starting) + [f"{i}A" for i in range(1, 10)]
    state.cp_offer = state.rng.sample(pool, len(state.units) + 1)
    n = len(state.units)
    starter = state.rng.randbelow(n)
    state.choose_order = [(starter - k) % n for k in range(1, n + 1)]
    state.tb = {"starter": starter, "current": starter, "stage": "place", "flips_left": 0,
               "rearrange_left": 0, "flipped": 0, "ender": None, "final_done": []}
    state.phase = "tb_choose"


def legal_actions(state: FitToPrintState, seat: int) -> list[Action]:
    """The moves of ``seat`` on its turn, by the step it has reached (after Print: its last
    placements)."""
    u = state.units[seat]
    if state.phase == "tb_final":
        return phases.placements(state, seat, u["desk"]) + [Done()]
    stage = state.tb["stage"]
    acts: list[Action] = []
    if stage == "place":
        acts += phases.placements(state, seat, u["desk"])
        # With rule modification 6 placed tiles never move, so Rearrange is not offered.
        powers = ("search",) if "no_moving" in state.mod_set() else ("rearrange", "search")
        for tid in u["desk"]:
            acts += [Discard(tid, power) for power in powers]
        if may_print(state, seat):
            acts.append(Print())
    elif stage == "rearrange":
        acts += phases.placements(state, seat, sorted(u["placed"]))
        acts.append(Done())
    elif stage == "flip":
        if state.tb["flips_left"] > 0 and state.pile_down:
            acts.append(Flip())
        acts += [Take(t) for t in state.pile_up]
        if state.pile_down:
            acts.append(Draw())
        if not state.pile_up and not state.pile_down:
            acts.append(Done())
        if state.tb.get("placed_this_turn") and state.tb["flipped"] == 0 and may_print(state, seat):
            acts.append(Print())
    return acts


def may_print(state: FitToPrintState, seat: int) -> bool:
    """Print is allowed once no tile on the desk fits anywhere on the paper."""
    paper = state.paper(seat)
    occ = paper.occupancy()
    for tid in state.units[seat]["desk"]:
        if tile_spots(paper, state.cat.tiles[tid], False, None, occ):
            return False
    return True


def check(state: FitToPrintState, seat: int, action: Action) -> None:
    """Refuse a move the turn-based rules do not allow now, naming the step."""
    u = state.units[seat]
    if state.phase == "tb_final":
        if isinstance(action, Done):
            return
        if not isinstance(action, Place) or action.tile not in u["desk"] and action.tile != CP_KEY:
            raise IllegalActionError("After Print the others may only place tiles left on their desks",
                                     "Turn-based game end")
        phases.check_place(state, seat, action)
        return
    stage = state.tb["stage"]
    if isinstance(action, Place) and action.tile == CP_KEY:
        phases.check_place(state, seat, action)
        return
    if stage == "place":
        if isinstance(action, Place):
            if action.tile not in u["desk"]:
                raise IllegalActionError("Placed tiles may not be moved on later turns "
                                         "(only with Rearrange)", "Turn-based step 1")
            phases.check_place(state, seat, action)
            return
        if isinstance(action, Discard):
            if action.tile not in u["desk"]:
                raise IllegalActionError(f"{action.tile} is not on your desk", "Turn-based special actions")
            if action.power not in ("rearrange", "search"):
                raise IllegalActionError("The special actions are rearrange and search",
                                         "Turn-based special actions")
            if action.power == "rearrange" and "no_moving" in state.mod_set():
                raise IllegalActionError("Tiles cannot be moved once placed, so there is nothing to "
                                         "rearrange", "Rule modification 6")
            return
        if isinstance(action, Print):
            if not may_print(state, seat):
                raise IllegalActionError("You may say Print only when no tile on your desk fits "
                                         "anywhere on your paper", "Turn-based game end")
            return
        raise IllegalActionError("First place a tile, discard one for a special action, or Print",
                                 "Turn-based step 1")
    if stage == "rearrange":
        if isinstance(action, Done):
            return
        if isinstance(action, Place) and action.tile in u["placed"]:
            phases.check_place(state, seat, action)
            return
        raise IllegalActionError("Rearrange moves up to 3 tiles already on your paper", "Rearrange")
    # flip stage
    if isinstance(action, Flip):
        if state.tb["flips_left"] <= 0:
            raise IllegalActionError("No more flips this turn", "Turn-based step 2")
        if not state.pile_down:
            raise IllegalActionError("No face-down tiles are left", "Turn-based step 2")
        return
    if isinstance(action, Take):
        if action.tile not in state.pile_up:
            raise IllegalActionError(f"{action.tile} is not a face-up tile in the centre", "Turn-based step 3")
        return
    if isinstance(action, Draw):
        if not state.pile_down:
            raise IllegalActionError("No face-down tiles are left", "Turn-based step 3")
        return
    if isinstance(action, Done):
        if state.pile_down or state.pile_up:
            raise IllegalActionError("Select a tile from the centre to end your turn", "Turn-based step 3")
        return
    if isinstance(action, Print):
        if not (state.tb.get("placed_this_turn") and state.tb["flipped"] == 0 and may_print(state, seat)):
            raise IllegalActionError("You may say Print only before flipping, when no desk tile fits",
                                     "Turn-based game end")
        return
    raise IllegalActionError(f"'{action.KIND}' is not possible in this step", "Turn-based turn")


def apply_choose(state: FitToPrintState, seat: int, action: Action) -> list[Event]:
    """A centerpiece chosen; after the last choice everyone draws two tiles and turns begin."""
    assert isinstance(action, Choose)
    state.choose_order.pop(0)
    state.units[seat]["cp"] = action.cp
    state.cp_offer.remove(action.cp)
    events = [Event("choose", f"{state.players[seat]} chooses {action.cp}", {"cp": action.cp})]
    if not state.choose_order:
        state.set_aside.extend(state.cp_offer)
        state.cp_offer = []
        for i, u in enumerate(state.units):
            state.place_default_cp(i)
            u["status"] = "layout"
            for _ in range(2):
                tid = state.pile_down.pop(0)
                u["desk"].append(tid)
                events.append(Event("draw", f"{state.players[i]} draws {tid}", {"tile": tid}, reveal=True))
        state.phase = "tb_turn"
        state.tb["current"] = state.tb["starter"]
        new_turn(state)
    return events


def new_turn(state: FitToPrintState) -> None:
    """Reset the turn's steps (place, then flip and select)."""
    state.tb.update(stage="place", flips_left=0, rearrange_left=0, flipped=0, placed_this_turn=False)


def end_turn(state: FitToPrintState) -> None:
    """Play passes to the next player."""
    state.tb["current"] = (state.tb["current"] + 1) % len(state.units)
    new_turn(state)


def apply(state: FitToPrintState, seat: int, action: Action) -> list[Event]:
    """Carry out a checked turn-based move (or one of the last placements after Print)."""
    u = state.units[seat]
    who = state.players[seat]
    events: list[Event] = []
    if state.phase == "tb_final":
        if isinstance(action, Done):
            state.tb["final_done"].append(seat)
        elif isinstance(action, Place):
            events.append(state.do_place(seat, action))
            if not u["desk"]:
                state.tb["final_done"].append(seat)
        if not state.to_act():
            events += state.end_round()
        return events
    if isinstance(action, Place) and action.tile == CP_KEY:
        return [state.do_place(seat, action)]
    stage = state.tb["stage"]
    if isinstance(action, Print):
        state.tb["ender"] = seat
        events.append(Event("print", f"{who} says Print! Everyone else places their last tiles"))
        state.phase = "tb_final"
        for s in range(len(state.units)):
            if s != seat and not state.units[s]["desk"]:
                state.tb["final_done"].append(s)
        if not state.to_act():
            events += state.end_round()
        return events
    if stage == "place":
        if isinstance(action, Place):
            events.append(state.do_place(seat, action))
            state.tb.update(stage="flip", flips_left=2, placed_this_turn=True)
        elif isinstance(action, Discard):
            u["desk"].remove(action.tile)
            state.removed.append(action.tile)
            events.append(Event("discard", f"{who} discards {action.tile} to {action.power}",
                                {"tile": action.tile}))
            if action.power == "search":
                state.tb.update(stage="flip", flips_left=5)
            else:
                state.tb.update(stage="rearrange", rearrange_left=3)
                if not u["placed"]:
                    state.tb.update(stage="flip", flips_left=2)
        return events
    if stage == "rearrange":
        if isinstance(action, Place):
            events.append(state.do_place(seat, action))
            state.tb["rearrange_left"] -= 1
        if isinstance(action, Done) or state.tb["rearrange_left"] <= 0:
            state.tb.update(stage="flip", flips_left=2)
        return events
    if isinstance(action, Flip):
        tid = state.pile_down.pop(0)
        state.pile_up.append(tid)
        state.tb["flips_left"] -= 1
        state.tb["flipped"] += 1
        events.append(Event("flip", f"{who} flips {state.cat.tiles[tid].describe()}", {"tile": tid}, reveal=True))
        return events
    if isinstance(action, Take):
        state.pile_up.remove(action.tile)
        u["desk"].append(action.tile)
        events.append(Event("take", f"{who} takes {action.tile}", {"tile": action.tile}))
    elif isinstance(action, Draw):
        tid = state.pile_down.pop(0)
        u["desk"].append(tid)
        events.append(Event("draw", f"{who} draws {state.cat.tiles[tid].describe()}", {"tile": tid}, reveal=True))
    end_turn(state)
    return events
