"""Phase 7, Activate Reporters: the order reporters act in, and one decision at a time.

Reporters activate space by space in the board's printed order (Sources, then the
Editor's Desk, then Operations), and on a space with several reporters in turn order
from the start player. A reporter whose space needs a decision opens a ``pending``
record and the game waits for that seat; a space where its owner has nothing useful to
do resolves silently. What each kind of space offers, checks and does lives in its
rulebook section (``sources``, ``editors_desk``, ``operations``); ``SPACES`` names the
functions for each kind.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, NamedTuple

from paperboy.engine import Action, Event, IllegalActionError

from . import editors_desk, operations, sources, typesetting
from .actions import PASS, Pass, event
from .spaces import NEUTRAL

if TYPE_CHECKING:
    from .state import ExtraState, PendingRecord


class SpaceRules(NamedTuple):
    """What a reporter on one kind of space may decide."""

    accepts: type | tuple[type, ...]  # the action types it takes, besides ``pass``
    #: (state, seat, pending, limit) -> the choices (``pass`` is added by ``pending_actions``)
    actions: Callable[[ExtraState, int, PendingRecord, int | None], list[Action]]
    #: (state, seat, action) -> raises IllegalActionError naming the rule
    check: Callable[[ExtraState, int, Any], None]
    #: (state, seat, action, events) -> True while the same decision stays open
    apply: Callable[[ExtraState, int, Any, list[Event]], bool]
    offers_pass: bool = True
    #: (state, seat, pending) -> whether ``actions`` would list anything, without listing it
    #: (a faster answer to the same question; None: ask ``actions`` for one)
    exists: Callable[[ExtraState, int, PendingRecord], bool] | None = None


SPACES: dict[str, SpaceRules] = {
    "morgue": SpaceRules(sources.MORGUE_ACTIONS, sources.morgue_actions, sources.check_morgue,
                         sources.take_from_morgue, offers_pass=False),
    "newswire": SpaceRules(sources.NEWSWIRE_ACTIONS, sources.newswire_choices, sources.check_newswire,
                           sources.take_from_newswire),
    "typesetting": SpaceRules(typesetting.TYPESETTING_ACTIONS, typesetting.typesetting_choices,
                              typesetting.check_typesetting, typesetting.typeset,
                              exists=typesetting.typesetting_exists),
    "titles": SpaceRules(editors_desk.TITLE_ACTIONS, editors_desk.title_choices, editors_desk.check_titles,
                         editors_desk.claim_title),
    "story": SpaceRules(editors_desk.STORY_ACTIONS, editors_desk.story_choices, editors_desk.check_story,
                        editors_desk.claim_story, exists=editors_desk.story_exists),
    "interview": SpaceRules(editors_desk.INTERVIEW_ACTIONS, editors_desk.interview_choices,
                            editors_desk.check_interview, editors_desk.place_interview),
    "late": SpaceRules(editors_desk.LATE_ACTIONS, editors_desk.late_choices, editors_desk.check_late,
                       editors_desk.use_late_breaking),
    "classifieds": SpaceRules(editors_desk.CLASSIFIED_ACTIONS, editors_desk.classified_choices,
                              editors_desk.check_classifieds, editors_desk.claim_classified,
                              exists=editors_desk.classifieds_exist),
    "advertising": SpaceRules(operations.AD_ACTIONS, operations.ad_choices, operations.check_advertising,
                              operations.take_ad, exists=operations.ads_exist),
    "sales": SpaceRules(operations.SALES_ACTIONS, operations.sales_choices, operations.check_sales,
                        operations.sell_cards, offers_pass=False),
}


def activation_queue(state: ExtraState) -> list[list[Any]]:
    """[space, seat] for every reporter on the board, in the order they activate."""
    s = state.s
    queue: list[list[Any]] = []
    rank = {seat: i for i, seat in enumerate(state.order_from(s["start"]))}
    board = s["board"]
    spaces = state.data.spaces
    for sid in state.data.space_order:
        occ = board.get(sid)
        if not occ or spaces[sid].type == "instant":
            continue
        entries = [e for e in occ if e[0] != NEUTRAL]
        if len(entries) > 1:
            entries.sort(key=lambda e: rank[e[0]])
        queue.extend([[sid, seat] for seat, _fee in entries])
    return queue


def start_activation(state: ExtraState, events: list[Event]) -> None:
    s = state.s
    s["phase"] = "activate"
    s["queue"] = activation_queue(state)
    events.append(event("phase", "Reporters activate", {}))
    advance(state, events)


def advance(state: ExtraState, events: list[Event]) -> None:
    """Resolve queued activations until one needs a decision or the round ends."""
    s = state.s
    while s["pending"] is None:
        if not s["queue"]:
            phases.end_round(state, events)
            return
        sid, seat = s["queue"].pop(0)
        activate(state, sid, seat, events, late=False)


def activate(state: ExtraState, sid: str, seat: int, events: list[Event], late: bool) -> None:
    """One reporter acts on space ``sid``: at once (a city, Recruitment, a single Morgue
    choice) or by opening a pending decision."""
    s = state.s
    sp = state.data.spaces[sid]
    kind = sp.kind
    if kind == "city":
        sources.collect_newsdesk(state, sid, seat, events)
        return
    if kind == "recruitment":
        operations.recruit(state, seat, events)
        return
    pending: PendingRecord = {"space": sid, "seat": seat, "kind": kind, "left": sp.amount, "late": late,
                              "moved": {}}
    if kind == "morgue":
        splits = sources.morgue_splits(state, sp.amount)
        if not splits or splits == [(0, 0)]:
            return
        if len(splits) == 1:
            sources.take_cuttings(state, seat, splits[0][0], splits[0][1], events)
            return
    if kind == "sales":
        pending["left"] = operations.SALES_LIMIT
    s["pending"] = pending
    if not has_choice(state, seat):
        s["pending"] = None
        events.append(event("skip", f"{state.name(seat)} has no use for {sp.label}", {"seat": seat, "space": sid}))


def finish_pending(state: ExtraState, events: list[Event]) -> None:
    s = state.s
    pend = s["pending"]
    if pend and pend["kind"] == "typesetting":
        # tiles left on the copy desk after Typesetting lose their bonus tokens
        for t in state.player(pend["seat"])["tiles"]:
            if t["page"] == 0 and t.get("tokens") and t["id"] in pend["moved"]:
                t["tokens"] = []
    s["pending"] = None
    advance(state, events)


def pending_actions(state: ExtraState, seat: int, limit: int | None = None) -> list[Action]:
    """The choices of the pending decision; with ``limit``, the list may stop early."""
    pend = state.s["pending"]
    assert pend is not None
    rules = SPACES[pend["kind"]]
    out = rules.actions(state, seat, pend, limit)  # a new list each time
    if rules.offers_pass:
        out.append(PASS)
    return out


def has_choice(state: ExtraState, seat: int) -> bool:
    """Whether the pending decision offers anything besides passing."""
    pend = state.s["pending"]
    assert pend is not None
    if pend["kind"] == "morgue":
        return True
    if pend["kind"] == "sales":
        return bool(operations.sellable(state, seat))
    return offers_choice(state, seat, pend)


def offers_choice(state: ExtraState, seat: int, pend: PendingRecord) -> bool:
    """Whether ``pend`` offers anything besides passing: ``len(pending_actions(state, seat,
    limit=1)) > 1`` with ``pend`` pending, answered without listing the choices where the
    space knows a faster way (``SpaceRules.exists``)."""
    rules = SPACES[pend["kind"]]
    if rules.offers_pass:
        if rules.exists is not None:
            return rules.exists(state, seat, pend)
        return bool(rules.actions(state, seat, pend, 1))
    return len(rules.actions(state, seat, pend, 1)) > 1


def check_pending(state: ExtraState, seat: int, action: Action) -> None:
    """Refuse (naming the rule) an answer the pending decision does not accept."""
    pend = state.s["pending"]
    assert pend is not None
    kind = pend["kind"]
    if isinstance(action, Pass):
        if kind == "morgue":
            raise IllegalActionError("Take your cuttings", "Sources 2: Morgue")
        return
    rules = SPACES[kind]
    if not isinstance(action, rules.accepts):
        label = state.data.spaces[pend["space"]].label
        raise IllegalActionError(f"Your reporter on {label} cannot do '{action.KIND}' (or pass)",
                                 "Activating Reporters")
    rules.check(state, seat, action)


def apply_pending(state: ExtraState, seat: int, action: Action, events: list[Event]) -> None:
    """Carry out the answer; the round moves on unless the same decision stays open."""
    pend = state.s["pending"]
    assert pend is not None
    if not isinstance(action, Pass) and SPACES[pend["kind"]].apply(state, seat, action, events):
        return
    finish_pending(state, events)


# phases imports this module at its top; its functions are looked up when called
from . import phases  # noqa: E402
