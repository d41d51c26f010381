"""Helpers that build exact Extra! Extra! situations for rule tests."""

from __future__ import annotations

from typing import Any

from paperboy.engine import find_game
from paperboy.games.extra_extra import activation, layout
from paperboy.games.extra_extra.state import ExtraState

GAME = find_game("extra-extra")
NAMES = ["Ann", "Bob", "Cat", "Dan", "Eve", "Fay"]


def new(n: int = 2, scenario: int = 3, seed: int = 1, **options: Any) -> ExtraState:
    opts = {"scenario": scenario, "newspapers": "seat-order", **options}
    state = GAME.new_game(NAMES[:n], opts, seed)
    assert isinstance(state, ExtraState)
    return state


def set_spec(state: ExtraState, seat: int, spec: str) -> None:
    """Give ``seat`` the newspaper of ``spec`` (and the matching Copy Editor)."""
    p = state.player(seat)
    old_editor = state.data.copy_editors[p["spec"]]
    p["spec"] = spec
    if old_editor in p["hand"]:
        p["hand"][p["hand"].index(old_editor)] = state.data.copy_editors[spec]


def give(state: ExtraState, seat: int, *cards: str, clear: bool = True) -> None:
    """Put exactly these cards in the hand (taking them out of wherever they are)."""
    s = state.s
    for cid in cards:
        for deck in s["decks"].values():
            if cid in deck:
                deck.remove(cid)
        for pile in s["discards"].values():
            if cid in pile:
                pile.remove(cid)
        for city in s["newsdesk"].values():
            if cid in city:
                city.remove(cid)
        for i, c in enumerate(s["newswire"]):
            if c == cid:
                s["newswire"][i] = None
        if cid in s["brown"]:
            s["brown"].remove(cid)
        for p in s["players"]:
            if cid in p["hand"]:
                p["hand"].remove(cid)
    p = state.player(seat)
    if clear:
        for cid in p["hand"]:
            card = state.card(cid)
            if card.deck in s["decks"]:
                s["decks"][card.deck].append(cid)
            elif card.deck == "brown":
                s["brown"].append(cid)
        p["hand"] = []
    p["hand"].extend(cards)


def put_desk(state: ExtraState, size: int, *tiles: str) -> None:
    """Show these story tiles in the desk slots of ``size``."""
    s = state.s
    key = str(size)
    slots = s["desk"][key]
    for tid in tiles:
        if tid in s["stacks"][key]:
            s["stacks"][key].remove(tid)
    for old in slots:
        if old and old not in tiles:
            s["stacks"][key].append(old)
    s["desk"][key] = list(tiles) + [None] * (len(slots) - len(tiles))


def activate(state: ExtraState, seat: int, space: str, stopper: int | None = None) -> list[Any]:
    """Start the activation of ``seat``'s reporter on ``space``.

    A Sales activation of ``stopper`` (default: the other seat) is queued behind it so
    the round does not end inside the test; the stopper gets a sellable card.
    """
    s = state.s
    s["phase"] = "activate"
    s["pending"] = None
    stop = (seat + 1) % state.n if stopper is None else stopper
    if not any(state.card(c).sellable for c in state.player(stop)["hand"]):
        state.player(stop)["hand"].append(s["decks"]["copy"].pop())
    s["queue"] = [[space, seat], ["SALES", stop]]
    events: list[Any] = []
    activation.advance(state, events)
    return events


def to_placement(state: ExtraState) -> None:
    """Skip whatever phase is running and open phase 6 with the start player."""
    s = state.s
    s["waiting"] = []
    s["phase"] = "place"
    s["turn"] = s["start"]


def place_tile(state: ExtraState, seat: int, tid: str, page: int, row: int, col: int,
               side: str = "A", spec: str = "business", tokens: list[str] | None = None) -> dict[str, Any]:
    """Lay a story tile directly onto a page (test setup, no rules)."""
    tile = state.data.stories[tid]
    w, h = tile.shape(side)
    for stack in state.s["stacks"].values():
        if tid in stack:
            stack.remove(tid)
    for slots in state.s["desk"].values():
        if tid in slots:
            slots[slots.index(tid)] = None
    entry = {"id": tid, "kind": "story", "size": tile.size, "side": side, "page": page, "row": row, "col": col,
             "w": w, "h": h, "spec": spec, "tokens": list(tokens or [])}
    state.player(seat)["tiles"].append(entry)
    return entry


def fill_rest(state: ExtraState, seat: int, page: int, skip: set[tuple[int, int]] = frozenset()) -> None:
    """Cover every empty non-headline square of a page with classifieds tiles."""
    spec = state.pages[page - 1]
    occ = layout.occupancy(state, seat, page)
    n = 0
    for r in range(spec.height):
        for c in range(spec.width):
            if (r, c) in occ or (r, c) in skip or (r, c) in spec.headline_cells():
                continue
            n += 1
            state.player(seat)["tiles"].append({
                "id": f"CL-T-{page}-{r}-{c}", "kind": "classified", "size": 1, "side": "A", "page": page,
                "row": r, "col": c, "w": 1, "h": 1, "spec": "radio", "tokens": []})


def force_pending(state: ExtraState, seat: int, space: str) -> None:
    """Make ``seat``'s reporter on ``space`` wait for a decision, even a hopeless one."""
    sp = state.data.spaces[space]
    state.s["phase"] = "activate"
    # a Sales activation of the next seat waits behind it so the round does not end
    stop = (seat + 1) % state.n
    if not any(state.card(c).sellable for c in state.player(stop)["hand"]):
        state.player(stop)["hand"].append(state.s["decks"]["copy"].pop())
    state.s["queue"] = [["SALES", stop]]
    state.s["pending"] = {"space": space, "seat": seat, "kind": sp.kind, "left": sp.amount,
                          "late": False, "moved": {}}
