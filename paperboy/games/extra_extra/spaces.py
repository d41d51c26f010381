"""Phase 6, Place Reporters: the spaces on the game board and who may go where.

Spaces are contested (one reporter; a later player displaces it by paying a larger fee,
and the displaced reporter and its fee go back to their owner), uncontested (any number
of reporters, no fee) or instant (they act as the reporter is placed: Hire and
Offhire). Which spaces are in play depends on the board side (2-4 or 5-6 players), the
introductory scenarios and whether the scenario uses titles; in the 2-player game some
spaces hold a neutral reporter all game.
"""

from __future__ import annotations

from functools import lru_cache
from itertools import chain
from typing import TYPE_CHECKING, NamedTuple

from paperboy.engine import Action, Event

from . import components as C
from . import layout
from .actions import Place, event

if TYPE_CHECKING:
    from .state import ExtraState

NEUTRAL = -1  # the seat of the 2-player game's neutral reporters


_PLACES: dict[tuple[str, int], Place] = {}


def place_action(space: str, fee: int) -> Place:
    action = _PLACES.get((space, fee))
    if action is None:
        if len(_PLACES) >= 8192:
            _PLACES.clear()
        action = _PLACES[(space, fee)] = Place(space, fee)
    return action


def space_available(state: ExtraState, sid: str) -> bool:
    """True when the space is on the board side in use and not covered."""
    sp = state.data.spaces[sid]
    side = "5-6" if state.n >= 5 else "2-4"
    if side not in sp.sides:
        return False
    if state.s["intro"] and sid in state.data.intro_blocked:
        return False
    return not (sp.kind == "titles" and not (state.scenario.uses_headlines or state.scenario.uses_columns))


_AVAILABLE: dict[tuple[int, bool, bool, bool], tuple[str, ...]] = {}


def available_spaces(state: ExtraState) -> tuple[str, ...]:
    """The spaces ``space_available`` accepts, in board order (the same all game long)."""
    titles = bool(state.scenario.uses_headlines or state.scenario.uses_columns)
    key = (id(state.data), state.n >= 5, bool(state.s["intro"]), titles)
    found = _AVAILABLE.get(key)
    if found is None:
        if len(_AVAILABLE) >= 256:  # a bound on memory (a game data set meets a handful)
            _AVAILABLE.clear()
        found = _AVAILABLE[key] = tuple(sid for sid in state.data.space_order if space_available(state, sid))
    return found


def place_error(state: ExtraState, seat: int, sid: str, fee: int) -> tuple[str, str] | None:
    """Why a reporter may not go there with that fee (reason, rule), or None."""
    d = state.data
    p = state.player(seat)
    if sid not in d.spaces:
        return f"There is no space '{sid}'", "Phase 6: Place Reporters"
    sp = d.spaces[sid]
    if p["avail"] <= 0:
        return "You have no reporters left to place", "Phase 6: Place Reporters"
    side = "5-6" if state.n >= 5 else "2-4"
    if side not in sp.sides:
        return f"{sp.label} is only on the 5-6 player side of the board", "The 5- & 6-Player Games"
    if state.s["intro"] and sid in d.intro_blocked:
        return f"{sp.label} is not used in the introductory scenarios", "Scenarios 1 and 2"
    if sp.kind == "titles" and not (state.scenario.uses_headlines or state.scenario.uses_columns):
        return "This scenario uses no Headlines or Columns", "Scenarios"
    if fee < 0 or fee % 100:
        return "Fees are paid in $100 bills", "Phase 6: Displacing a Reporter"
    if fee > p["money"]:
        return f"You have only ${p['money']}", "Phase 6: Displacing a Reporter"
    occupants = state.s["board"].get(sid, [])
    if sp.type != "contested":
        if fee:
            return f"Fees are only placed on contested spaces, not on {sp.label}", "Spaces on the Game Board"
    else:
        if occupants:
            occ_seat, occ_fee = occupants[0]
            if occ_seat == NEUTRAL:
                return f"{sp.label} holds a neutral reporter", "The 2-Player Game"
            if occ_seat == seat:
                return ("You may not raise your own fee; only a displaced reporter may come back with a larger fee",
                        "Phase 6: Displacing a Reporter")
            if fee <= occ_fee:
                return (f"To displace {state.name(occ_seat)} you must pay more than ${occ_fee}",
                        "Phase 6: Displacing a Reporter")
    if sp.kind == "titles" and not layout.titles_wanted(state, seat):
        both = state.scenario.uses_headlines and state.scenario.uses_columns
        owned = "a Headline and a Column" if both else ("a Headline" if state.scenario.uses_headlines
                                                         else "a Column")
        return f"You already have {owned}, every title this scenario uses", "Phase 6: Place Reporters"
    if sp.kind == "hire" and not state.s["brown"]:
        return "No Stringer cards are left to hire", "Operations 4: Hire"
    if sp.kind == "recruitment":
        planned = p["employed"] + sum(1 for x in d.spaces.values() if x.kind == "recruitment"
                                      for e in state.s["board"].get(x.id, []) if e[0] == seat)
        if planned >= d.start["max_reporters"]:
            return "You may employ at most five reporters", "Operations 3: Recruitment"
    return None


def place_actions(state: ExtraState, seat: int) -> list[Action]:
    """Every (space, fee) that ``place_error`` accepts, in board order.

    The seat-wide conditions of ``place_error`` are worked out once. Each open space
    starts from what it offers on an empty board at the seat's money (``_PlaceTable``);
    only the spaces the board holds reporters on are worked out again, as ``place_error``
    would check them."""
    s = state.s
    p = s["players"][seat]
    if p["avail"] <= 0:
        return []
    money = p["money"]
    table = _place_table(state.n >= 5, bool(s["intro"]), state.scenario.number)
    if money >= 100:
        segments = list(table.rich)
    elif money >= 0:
        segments = list(table.poor)
    else:
        segments = [()] * len(table.rich)
    board = s["board"]
    find = table.contested.get
    if money < 100:
        # no fee raised over another reporter's is affordable: each occupied space offers nothing
        for sid, occ in board.items():
            pos = find(sid)
            if pos is not None and occ:
                if occ[0][1] >= 0:
                    segments[pos] = ()
                else:  # a fee no move could have paid: check each as ``place_error`` does
                    segments[pos] = _raises(sid, occ[0], seat, money)
    else:
        for sid, occ in board.items():
            pos = find(sid)
            if pos is not None and occ:
                segments[pos] = _raises(sid, occ[0], seat, money)
    for pos in table.titles:
        if not layout.titles_wanted(state, seat):
            segments[pos] = ()
    for pos in table.hire:
        if not s["brown"]:
            segments[pos] = ()
    if table.recruitment:
        planned = p["employed"] + sum(1 for rid in table.recruitment_ids for e in board.get(rid, ()) if e[0] == seat)
        if planned >= state.data.start["max_reporters"]:
            for pos in table.recruitment:
                segments[pos] = ()
    return list(chain.from_iterable(segments))


def _raises(sid: str, occupant: list[int], seat: int, money: int) -> tuple[Place, ...]:
    """What a contested space held by ``occupant`` ([seat, fee]) offers: a fee $100 or $200
    above the one paid, when affordable (``place_error``'s checks)."""
    occ_seat, occ_fee = occupant
    if occ_seat == NEUTRAL or occ_seat == seat:
        return ()
    base = occ_fee + 100
    if base > money:
        return ()
    if occ_fee >= 0 and not occ_fee % 100:
        if base + 100 <= money:
            return place_action(sid, base), place_action(sid, base + 100)
        return (place_action(sid, base),)
    return tuple(place_action(sid, fee) for fee in (base, base + 100)
                 if not (fee > money or fee < 0 or fee % 100 or fee <= occ_fee))


class _PlaceTable(NamedTuple):
    """The open spaces of one kind of game, in board order (see ``open_spaces``)."""

    contested: dict[str, int]  # contested space id -> its place in the order
    rich: tuple[tuple[Place, ...], ...]  # per space, its moves on an empty board with $100 or more
    poor: tuple[tuple[Place, ...], ...]  # ... with less than $100
    titles: tuple[int, ...]  # positions of the spaces whose kind restricts who may go there
    hire: tuple[int, ...]
    recruitment: tuple[int, ...]
    recruitment_ids: tuple[str, ...]  # every Recruitment space, open or not (as ``place_error`` counts)


@lru_cache(maxsize=64)
def _place_table(big_table: bool, intro: bool, scenario_number: int) -> _PlaceTable:
    spaces = _open_spaces(big_table, intro, scenario_number)
    kinds = [kind for _sid, _contested, kind, _free, _raised in spaces]
    return _PlaceTable(
        contested={sid: i for i, (sid, contested, *_rest) in enumerate(spaces) if contested},
        rich=tuple((free, raised) if contested else (free,) for _sid, contested, _kind, free, raised in spaces),
        poor=tuple((free,) for _sid, _contested, _kind, free, _raised in spaces),
        titles=tuple(i for i, kind in enumerate(kinds) if kind == "titles"),
        hire=tuple(i for i, kind in enumerate(kinds) if kind == "hire"),
        recruitment=tuple(i for i, kind in enumerate(kinds) if kind == "recruitment"),
        recruitment_ids=recruitment_spaces(),
    )


@lru_cache(maxsize=1)
def recruitment_spaces() -> tuple[str, ...]:
    """Ids of the Recruitment spaces (on either board side), as ``place_error`` counts them."""
    return tuple(x.id for x in C.load().spaces.values() if x.kind == "recruitment")


def open_spaces(state: ExtraState) -> tuple[tuple[str, bool, str, Place, Place], ...]:
    """The board spaces in order, less those this game never opens (other board side,
    introductory blocks, titles in a scenario without them), each as (id, contested,
    kind, the fee-0 Place, the $100 Place)."""
    return _open_spaces(state.n >= 5, bool(state.s["intro"]), state.scenario.number)


@lru_cache(maxsize=64)
def _open_spaces(big_table: bool, intro: bool, scenario_number: int) -> tuple[tuple[str, bool, str, Place, Place], ...]:
    d = C.load()
    scenario = d.scenarios[scenario_number]
    side = "5-6" if big_table else "2-4"
    titles = scenario.uses_headlines or scenario.uses_columns
    spaces = []
    for sid in d.space_order:
        sp = d.spaces[sid]
        if side not in sp.sides or (intro and sid in d.intro_blocked) or (sp.kind == "titles" and not titles):
            continue
        spaces.append((sid, sp.type == "contested", sp.kind, place_action(sid, 0), place_action(sid, 100)))
    return tuple(spaces)


def place_reporter(state: ExtraState, seat: int, action: Place, events: list[Event]) -> None:
    s = state.s
    sp = state.data.spaces[action.space]
    p = state.player(seat)
    occ = s["board"].setdefault(action.space, [])
    if sp.type == "contested" and occ:
        old_seat, old_fee = occ[0]
        state.player(old_seat)["money"] += old_fee
        state.player(old_seat)["avail"] += 1
        occ.clear()
        events.append(event("displace", f"{state.name(seat)} displaces {state.name(old_seat)} from {sp.label} "
                            f"(${old_fee} returned)", {"seat": seat, "displaced": old_seat}))
    p["money"] -= action.fee
    p["avail"] -= 1
    occ.append([seat, action.fee])
    fee = f" with a ${action.fee} fee" if action.fee else ""
    events.append(event("place", f"{state.name(seat)} places a reporter on {sp.label}{fee}",
                        {"seat": seat, "space": action.space, "fee": action.fee}))
    if sp.kind == "hire":
        stringer = s["brown"].pop(0)
        p["hand"].append(stringer)
        events.append(event("hire", f"{state.name(seat)} hires a Stringer", {"seat": seat}))
    elif sp.kind == "offhire":
        p["money"] += 100
        events.append(event("offhire", f"{state.name(seat)} takes $100 from Offhire", {"seat": seat}))
    phases.next_placer(state, events)


# phases imports this module (NEUTRAL) at its top; its functions are looked up when called
from . import phases  # noqa: E402
