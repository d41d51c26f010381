"""Activating Reporters, the Editor's Desk: Titles, Stories, Interview, Late-Breaking News
and Classifieds (Typesetting, its first space, has a module of its own: ``typesetting``);
and the Editor's Desk display itself.

Titles buy the Headline or the Column, Story spaces buy a
story tile of their size from the display, Interview puts a bonus token on a story on a
page, Late-Breaking News acts as any space with a turned-down corner, Classifieds takes
classifieds tiles for Classifieds cards. The display is refilled at the end of each
round (Phase 8), showing both forms of the 2- and 3-size stories when it can; with the
Dallas Stack option a tile is revealed as soon as one is taken, claimable next round.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from paperboy.engine import Action, Event, IllegalActionError

from . import components as C
from . import layout, payments, spaces
from .actions import (
    ClaimClassified,
    ClaimColumn,
    ClaimHeadline,
    ClaimStory,
    Interview,
    LateBreaking,
    event,
    placed_at,
)

if TYPE_CHECKING:
    from .state import ExtraState, PendingRecord, TileRecord

TITLE_ACTIONS = (ClaimHeadline, ClaimColumn)
STORY_ACTIONS = ClaimStory
INTERVIEW_ACTIONS = Interview
LATE_ACTIONS = LateBreaking
CLASSIFIED_ACTIONS = ClaimClassified


# ------------------------------------------------------------------ 2. Titles
def title_actions(state: ExtraState, seat: int) -> list[Action]:
    out: list[Action] = []
    if state.scenario.uses_headlines and not layout.has_tile_kind(state, seat, "headline"):
        page = layout.headline_page(state)
        if page and not state.player(seat)["pressed"][page - 1]:
            out.extend(ClaimHeadline(c) for c in payments.headline_payments(state, seat))
    if state.scenario.uses_columns and not layout.has_tile_kind(state, seat, "column") \
            and layout.column_page(state, seat):
        out.extend(ClaimColumn(c, cc, pc) for c, cc, pc in payments.column_payments(state, seat))
    return out


def title_choices(state: ExtraState, seat: int, pending: PendingRecord, limit: int | None = None) -> list[Action]:
    return title_actions(state, seat)


def check_titles(state: ExtraState, seat: int, action: ClaimHeadline | ClaimColumn) -> None:
    if isinstance(action, ClaimHeadline):
        r = "Editor's Desk 2: Titles (Headline)"
        if not state.scenario.uses_headlines:
            raise IllegalActionError("This scenario uses no Headlines", "Placing tiles C")
        if layout.has_tile_kind(state, seat, "headline"):
            raise IllegalActionError("Your newspaper may have at most one Headline", "Placing tiles C")
        page = layout.headline_page(state)
        if page and state.player(seat)["pressed"][page - 1]:
            raise IllegalActionError("That page has gone to press", "Gone to Press")
        err = payments.headline_error(state, seat, action.cards)
        if err:
            raise IllegalActionError(err, r)
        return
    r = "Editor's Desk 2: Titles (Column)"
    if not state.scenario.uses_columns:
        raise IllegalActionError("This scenario uses no Columns", "Placing tiles D")
    if layout.has_tile_kind(state, seat, "column"):
        raise IllegalActionError("Your newspaper may have at most one Column", "Placing tiles D")
    if not layout.column_page(state, seat):
        raise IllegalActionError("An ad, a headline or a page gone to press covers your column squares, and a "
                                 "Column may go nowhere else", "Placing tiles D")
    err = payments.column_error(state, seat, action.cards, action.copy_cuttings, action.photo_cuttings)
    if err:
        raise IllegalActionError(err, r)


def claim_title(state: ExtraState, seat: int, action: ClaimHeadline | ClaimColumn, events: list[Event]) -> bool:
    """Pay for the Headline (it goes on its squares) or the Column (on its squares, moving
    stories and classifieds lying there to the copy desk)."""
    s = state.s
    p = state.player(seat)
    who = state.name(seat)
    state.take_from_hand(seat, action.cards)
    if isinstance(action, ClaimHeadline):
        page = layout.headline_page(state) or 1
        tile: TileRecord = {"id": f"HL-{state.data.spec_codes[p['spec']]}", "kind": "headline", "size": 3,
                            "side": "A", "page": page, "row": 0, "col": 0, "w": 3, "h": 1, "spec": p["spec"],
                            "tokens": []}
        layout.put_tile(state, seat, tile, page, 0, 0, [], events)
        events.append(event("headline", f"{who} claims a Headline", {"seat": seat}))
        return False
    payments.spend_cuttings(state, seat, action.copy_cuttings, action.photo_cuttings)
    page = layout.column_page(state, seat) or 1
    bumped = layout.column_bumps(state, seat)
    spec = state.pages[page - 1]
    cid = s["column_slot"]
    assert cid is not None
    s["column_slot"] = None
    tile = {"id": cid, "kind": "column", "size": 4, "side": "A", "page": page,
            "row": spec.height - 4, "col": spec.width - 1, "w": 1, "h": 4, "spec": "", "tokens": []}
    layout.put_tile(state, seat, tile, page, spec.height - 4, spec.width - 1, bumped, events)
    moved = f" ({', '.join(bumped)} to the copy desk)" if bumped else ""
    events.append(event("column", f"{who} claims a Column{moved}", {"seat": seat, "bumped": bumped}))
    if s["dallas"] and s["column_stack"]:
        revealed = s["column_slot"] = s["column_stack"].pop(0)
        s["fresh"].append(revealed)
        events.append(event("desk", "A new Column is revealed", {"tile": revealed}, reveal=True))
    return False


# ------------------------------------------------------------------ 3. Stories
def desk_tiles(state: ExtraState, size: int) -> list[str]:
    """Story tiles of ``size`` that may be claimed now."""
    return [t for t in state.s["desk"][str(size)] if t and t not in state.s["fresh"]]


def story_actions(state: ExtraState, seat: int, size: int, limit: int | None = None) -> list[Action]:
    out: list[Action] = []
    tids = desk_tiles(state, size)
    if not tids:
        return out
    stories = state.data.stories
    groups = payments.hand_groups(state, seat)
    p = state.s["players"][seat]
    intro = state.s["intro"]
    spots_of: dict[tuple[int, int], list[tuple[int, int, int]]] = {}  # free squares by shape
    for tid in tids:
        tile = stories[tid]
        pays = payments.payments_from_hand(groups, p, tile)
        if not pays:
            continue
        shape = tile.shape("A")
        spots = spots_of.get(shape)
        if spots is None:
            spots = spots_of[shape] = layout.free_spots(state, seat, *shape)
        for cards, cc, pc, spec in pays:
            extras: list[str | None] = [None]
            if not intro:
                extras += payments.extra_cards_for(state, seat, spec)[:1]
            for extra in extras:
                # the copy desk first, then every free square on the pages
                on_desk = ClaimStory(tid, cards, cc, pc, extra, 0, 0, 0)
                out.append(on_desk)
                if limit and len(out) >= limit:
                    return out
                if limit:
                    for page, r, c in spots:
                        out.append(placed_at(on_desk, page, r, c))
                        if len(out) >= limit:
                            return out
                else:
                    out.extend([placed_at(on_desk, page, r, c) for page, r, c in spots])
    return out


def story_exists(state: ExtraState, seat: int, pending: PendingRecord) -> bool:
    """Whether ``story_choices`` lists anything: a tile on the desk can be paid for (it can
    always go to the copy desk)."""
    tids = desk_tiles(state, state.data.spaces[pending["space"]].amount)
    if not tids:
        return False
    stories = state.data.stories
    groups = payments.hand_groups(state, seat)
    p = state.s["players"][seat]
    return any(payments.payment_exists(groups, p, stories[tid]) for tid in tids)


def story_choices(state: ExtraState, seat: int, pending: PendingRecord, limit: int | None = None) -> list[Action]:
    return story_actions(state, seat, state.data.spaces[pending["space"]].amount, limit)


def check_story(state: ExtraState, seat: int, action: ClaimStory) -> None:
    r = "Editor's Desk 3: Stories"
    pending = state.s["pending"]
    assert pending is not None
    size = state.data.spaces[pending["space"]].amount
    if action.tile not in state.data.stories:
        raise IllegalActionError(f"There is no story tile {action.tile}", r)
    tile = state.data.stories[action.tile]
    if tile.size != size:
        raise IllegalActionError(f"Your reporter is on the {size}-size Story space; "
                                 f"{action.tile} is a {tile.size}-size story", r)
    if action.tile in state.s["fresh"]:
        raise IllegalActionError("A tile revealed this round can be taken from next round on", "Dallas Stack")
    if action.tile not in desk_tiles(state, size):
        raise IllegalActionError(f"{action.tile} is not on the Editor's Desk", r)
    if action.extra is not None and action.extra in action.cards:
        raise IllegalActionError("The Extra! Extra! card cannot also pay for the story", "Placing tiles F")
    err, spec = payments.story_payment_error(state, seat, tile, action.cards, action.copy_cuttings,
                                             action.photo_cuttings)
    if err:
        raise IllegalActionError(err, r)
    if action.extra is not None:
        rf = "Placing tiles F: Extra! Extra!"
        if state.s["intro"]:
            raise IllegalActionError("Extra! Extra! tokens are not used in the introductory scenarios", rf)
        if not state.has_card(seat, action.extra) or state.card(action.extra).kind != C.EXTRA:
            raise IllegalActionError(f"{action.extra} is not an Extra! Extra! card in your hand", rf)
        if spec not in state.card(action.extra).pair:
            raise IllegalActionError(f"That Extra! Extra! card does not show {spec.title()}", rf)
        if state.s["extra_tokens"].get(spec, 0) <= 0:
            raise IllegalActionError(f"No {spec.title()} Extra! Extra! token is left", rf)
    if action.page == 0:
        if action.row or action.col:
            raise IllegalActionError("The copy desk has no rows or columns (use 0 0)", "Placing tiles A")
        return
    w, h = tile.shape("A")
    layout.check_position(state, seat, "story", w, h, action.page, action.row, action.col)


def claim_story(state: ExtraState, seat: int, action: ClaimStory, events: list[Event]) -> bool:
    s = state.s
    p = state.player(seat)
    tile = state.data.stories[action.tile]
    _err, spec = payments.story_payment_error(state, seat, tile, action.cards, action.copy_cuttings,
                                              action.photo_cuttings)
    own_units = sum(1 for c in action.cards
                    if (state.card(c).kind == C.NEWS and state.card(c).spec == p["spec"])
                    or state.card(c).kind == C.COPY_EDITOR)
    state.take_from_hand(seat, action.cards)
    payments.spend_cuttings(state, seat, action.copy_cuttings, action.photo_cuttings)
    slots = s["desk"][str(tile.size)]
    slot = slots.index(action.tile)
    slots[slot] = None
    tokens: list[str] = []
    if action.extra:
        state.take_from_hand(seat, [action.extra])
        s["extra_tokens"][spec] -= 1
        tokens.append("extra")
    if not s["intro"] and spec == p["spec"] and own_units >= 2 and s["speciality_tokens"] > 0:
        s["speciality_tokens"] -= 1
        tokens.append("speciality")
    w, h = tile.shape("A")
    entry: TileRecord = {"id": tile.id, "kind": "story", "size": tile.size, "side": "A", "page": 0, "row": 0, "col": 0,
             "w": w, "h": h, "spec": spec, "tokens": tokens}
    if action.page:
        bumped = layout.check_position(state, seat, "story", w, h, action.page, action.row, action.col)
        layout.put_tile(state, seat, entry, action.page, action.row, action.col, bumped, events)
    else:
        # a story claimed straight onto the copy desk keeps its tokens; they score
        # once Typesetting puts it on a page
        p["tiles"].append(entry)
    where = f"page {action.page}" if action.page else "the copy desk"
    events.append(event("story", f"{state.name(seat)} claims a {tile.size}-size {spec.title()} story onto {where}",
                        {"seat": seat, "tile": tile.id, "tokens": tokens}))
    if s["dallas"]:
        reveal_dallas(state, tile.size, slot, events)
    return False


# ------------------------------------------------------------------ 4. Interview
def interview_actions(state: ExtraState, seat: int) -> list[Action]:
    if state.s["interview_tokens"] <= 0:
        return []
    nis = [c for c in state.player(seat)["hand"] if state.card(c).kind == C.NEWSWIRE_INTERVIEW]
    out: list[Action] = []
    for t in state.player(seat)["tiles"]:
        if t["kind"] == "story" and t["page"] and "interview" not in t["tokens"] and t["size"] <= len(nis):
            out.append(Interview(t["id"], tuple(nis[: t["size"]])))
    return out


def interview_choices(state: ExtraState, seat: int, pending: PendingRecord, limit: int | None = None
                      ) -> list[Action]:
    return interview_actions(state, seat)


def check_interview(state: ExtraState, seat: int, action: Interview) -> None:
    r = "Editor's Desk 4: Interview"
    if state.s["interview_tokens"] <= 0:
        raise IllegalActionError("No Interview token is left", r)
    t = next((t for t in state.player(seat)["tiles"] if t["id"] == action.tile), None)
    if t is None or t["kind"] != "story" or not t["page"]:
        raise IllegalActionError(f"{action.tile} is not a story on your newspaper", r)
    if "interview" in t["tokens"]:
        raise IllegalActionError("That story already has an Interview", r)
    if len(action.cards) != t["size"] or len(set(action.cards)) != len(action.cards):
        raise IllegalActionError(f"Spend exactly {t['size']} Newswire/Interview cards (the story's size)", r)
    for cid in action.cards:
        if not state.has_card(seat, cid) or state.card(cid).kind != C.NEWSWIRE_INTERVIEW:
            raise IllegalActionError(f"{cid} is not a Newswire/Interview card in your hand", r)


def place_interview(state: ExtraState, seat: int, action: Interview, events: list[Event]) -> bool:
    state.take_from_hand(seat, action.cards)
    tile = next(t for t in state.player(seat)["tiles"] if t["id"] == action.tile)
    tile["tokens"].append("interview")
    state.s["interview_tokens"] -= 1
    events.append(event("interview", f"{state.name(seat)} places an Interview on {action.tile}", {"seat": seat}))
    return False


# ------------------------------------------------------------------ 5. Late-Breaking News
def late_options(state: ExtraState, seat: int) -> list[str]:
    """The turned-down-corner spaces that would offer the seat something now."""
    from .activation import offers_choice

    out = []
    saved = state.s["pending"]
    for sid in state.data.space_order:
        sp = state.data.spaces[sid]
        if not sp.corner or not spaces.space_available(state, sid):
            continue
        trial: PendingRecord = {"space": sid, "seat": seat, "kind": sp.kind, "left": sp.amount,
                                "late": True, "moved": {}}
        state.s["pending"] = trial
        try:
            if offers_choice(state, seat, trial):
                out.append(sid)
        finally:
            state.s["pending"] = saved
    return out


def late_choices(state: ExtraState, seat: int, pending: PendingRecord, limit: int | None = None) -> list[Action]:
    return [LateBreaking(sid) for sid in late_options(state, seat)]


def check_late(state: ExtraState, seat: int, action: LateBreaking) -> None:
    r = "Editor's Desk 5: Late-Breaking News"
    sp = state.data.spaces.get(action.space)
    if sp is None or not sp.corner:
        raise IllegalActionError("Late-Breaking News copies only spaces with a down-turned corner "
                                 "(Titles, Story spaces, Interview)", r)
    if action.space not in late_options(state, seat):
        raise IllegalActionError(f"You could not use {sp.label} now", r)


def use_late_breaking(state: ExtraState, seat: int, action: LateBreaking, events: list[Event]) -> bool:
    """The reporter now acts as if on the chosen space: a new decision opens."""
    sp = state.data.spaces[action.space]
    state.s["pending"] = {"space": action.space, "seat": seat, "kind": sp.kind, "left": sp.amount,
                          "late": True, "moved": {}}
    events.append(event("late", f"{state.name(seat)} uses Late-Breaking News as {sp.label}", {"seat": seat}))
    return True


# ------------------------------------------------------------------ 6. Classifieds
def classified_actions(state: ExtraState, seat: int) -> list[Action]:
    out: list[Action] = []
    seen_types = set()
    for cid in state.player(seat)["hand"]:
        card = state.card(cid)
        if card.kind != C.CLASSIFIED or card.ctype in seen_types or not state.s["classified_slots"][card.ctype] \
                or f"CL:{card.ctype}" in state.s["fresh"]:
            continue
        seen_types.add(card.ctype)
        on_desk = ClaimClassified(cid, 0, 0, 0)
        out.append(on_desk)
        out.extend([placed_at(on_desk, page, r, c) for page, r, c in layout.free_spots(state, seat, 1, 1)])
    return out


def classifieds_exist(state: ExtraState, seat: int, pending: PendingRecord | None = None) -> bool:
    """Whether ``classified_actions`` lists anything: a Classifieds card in hand whose tile
    may be taken now (it can always go to the copy desk)."""
    s = state.s
    cards = state.data.cards
    slots = s["classified_slots"]
    for cid in s["players"][seat]["hand"]:
        card = cards[cid]
        if card.kind == C.CLASSIFIED and slots[card.ctype] and f"CL:{card.ctype}" not in s["fresh"]:
            return True
    return False


def classified_choices(state: ExtraState, seat: int, pending: PendingRecord, limit: int | None = None
                       ) -> list[Action]:
    return classified_actions(state, seat)


def check_classifieds(state: ExtraState, seat: int, action: ClaimClassified) -> None:
    r = "Editor's Desk 6: Classifieds"
    if not state.has_card(seat, action.card) or state.card(action.card).kind != C.CLASSIFIED:
        raise IllegalActionError(f"{action.card} is not a Classifieds card in your hand "
                                 "(cuttings cannot be used)", r)
    ctype = state.card(action.card).ctype
    if not state.s["classified_slots"][ctype]:
        raise IllegalActionError(f"No {ctype} tile is left this round (one of each per round)", r)
    if f"CL:{ctype}" in state.s["fresh"]:
        raise IllegalActionError(f"The {ctype} tile revealed this round can be taken next round", "Dallas Stack")
    if action.page == 0:
        if action.row or action.col:
            raise IllegalActionError("The copy desk has no rows or columns (use 0 0)", "Placing tiles A")
        return
    layout.check_position(state, seat, "classified", 1, 1, action.page, action.row, action.col)


def claim_classified(state: ExtraState, seat: int, action: ClaimClassified, events: list[Event]) -> bool:
    """Take one classifieds tile; the activation goes on while another can be taken."""
    s = state.s
    pending = s["pending"]
    assert pending is not None
    p = state.player(seat)
    ctype = state.card(action.card).ctype
    state.take_from_hand(seat, [action.card])
    s["classified_slots"][ctype] = False
    tile: TileRecord = {"id": f"CL-{C.CLASSIFIED_CODES[ctype]}-{s['round']}-{seat}-{len(p['tiles'])}",
                        "kind": "classified", "size": 1, "side": "A", "page": 0, "row": 0, "col": 0,
                        "w": 1, "h": 1, "spec": ctype, "tokens": []}
    if action.page:
        bumped = layout.check_position(state, seat, "classified", 1, 1, action.page, action.row, action.col)
        layout.put_tile(state, seat, tile, action.page, action.row, action.col, bumped, events)
    else:
        p["tiles"].append(tile)
    events.append(event("classified", f"{state.name(seat)} claims a {ctype} Classifieds tile", {"seat": seat}))
    if s["dallas"] and s["classified_supply"][ctype] > 0:
        s["classified_supply"][ctype] -= 1
        s["classified_slots"][ctype] = True
        s["fresh"].append(f"CL:{ctype}")
    pending["left"] -= 1
    return pending["left"] > 0 and classifieds_exist(state, seat)


# ------------------------------------------------------------------ the display (End of Round, Dallas Stack)
def fill_desk(state: ExtraState, events: list[Event], setup: bool) -> None:
    """Phase 8 (and set-up): fill the empty story slots, the Column slot and one tile of each
    classifieds type; with the Dallas Stack, tiles were revealed as they were taken."""
    s = state.s
    s["fresh"] = []
    if s["dallas"] and not setup:
        # Dallas Stack: tiles were revealed when taken; they become claimable now
        return
    drawn_any: list[str] = []
    for size in C.STORY_SIZES:
        key = str(size)
        slots = s["desk"][key]
        stack = s["stacks"][key]
        drawn: list[int] = []
        for i, tid in enumerate(slots):
            if tid is None and stack:
                slots[i] = stack.pop(0)
                drawn.append(i)
        if size in (2, 3) and drawn:
            balance_forms(state, key, drawn[-1])
        drawn_any.extend(tid for tid in (slots[i] for i in drawn) if tid)
    if s["column_slot"] is None and s["column_stack"]:
        column: str = s["column_stack"].pop(0)
        s["column_slot"] = column
        drawn_any.append(column)
    for t in C.CLASSIFIED_TYPES:
        if not s["classified_slots"][t] and s["classified_supply"][t] > 0:
            s["classified_slots"][t] = True
            s["classified_supply"][t] -= 1
    if drawn_any and not setup:
        events.append(event("desk", "The Editor's Desk is refilled", {"tiles": drawn_any}, reveal=True))


def balance_forms(state: ExtraState, key: str, last: int) -> None:
    """Redraw the last-filled slot until both landscape and portrait tiles show."""
    s = state.s
    slots = s["desk"][key]
    stack = s["stacks"][key]
    set_aside: list[str] = []
    while True:
        forms = {state.data.stories[t].form for t in slots if t}
        if {"landscape", "portrait"} <= forms or not stack:
            break
        set_aside.append(cast(str, slots[last]))
        slots[last] = stack.pop(0)
    if not ({"landscape", "portrait"} <= {state.data.stories[t].form for t in slots if t}) and set_aside:
        # no tile of the other form left: keep the first tile drawn
        set_aside.append(cast(str, slots[last]))
        slots[last] = set_aside.pop(0)
    stack.extend(set_aside)


def reveal_dallas(state: ExtraState, size: int, slot: int, events: list[Event]) -> None:
    s = state.s
    stack = s["stacks"][str(size)]
    if stack:
        tid = stack.pop(0)
        s["desk"][str(size)][slot] = tid
        s["fresh"].append(tid)
        events.append(event("desk", f"A new {size}-size story is revealed (claimable next round)",
                            {"tile": tid}, reveal=True))
