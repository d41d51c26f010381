"""Placement phase (rulebook "The Rounds", action A/B): which moves a player may make and
why a move is refused.

:func:`placement_error` is the one statement of the placement rules: ``check`` (and so
``play`` and ``Session.verdict``) refuses with it, and ``legal_actions`` lists exactly the
moves it accepts. The listing is built for speed from the same rule pieces
(:func:`token_sets` for tokens, ``PulitzerState.slot_cost`` for prices, the board's
occupancy), and a test compares the two over every candidate move of many positions.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from paperboy.engine import Action

from .actions import Bail, Buy, Choose, Destroy, Edit, Pass, Pin, Place, Request, Skip, Train, Unpin
from .components import SECTION_NAMES, SECTIONS

if TYPE_CHECKING:
    from .state import PulitzerState

Refusal = tuple[str, str]  # (why, the rule's name)

VALUE_TOKENS = ("newsroom", "registry", "photo1", "photo2")
_TOKEN_AREA = {"newsroom": "the Kiosk", "photo1": "the Buses", "photo2": "the Buses"}


@lru_cache(maxsize=1024)
def token_sets(area: str, have: frozenset[str], pentagon: bool, on_space: int) -> tuple[tuple[str, ...], ...]:
    """Token sets a Journalist may carry into ``area`` for a player holding token kinds
    ``have`` (``on_space``: Journalists already on the Bus space; a full or closed space
    gives ``()``). The Newsroom works in the Kiosk, the Registry in the Archive (on the
    Buses in The Pentagon Papers), Photography on the Buses; one of these per Journalist,
    plus Management to share an occupied Bus space."""
    singles: list[str] = []
    if area == "kiosk" and "newsroom" in have:
        singles.append("newsroom")
    if area == "archive" and "registry" in have:
        singles.append("registry")
    if area == "bus":
        singles += [k for k in ("photo1", "photo2") if k in have]
        if pentagon and "registry" in have:
            singles.append("registry")
    options: list[tuple[str, ...]] = [()] + [(k,) for k in singles]
    if area == "bus" and on_space:
        if "management" not in have or on_space >= 2:
            return ()
        return tuple(opt + ("management",) for opt in options)
    return tuple(options)


def placement_error(state: PulitzerState, seat: int, action: Action) -> Refusal | None:
    """Why ``seat`` may not make ``action`` now in the Placement phase, or ``None`` if it may."""
    s = state.s
    p = state.P(seat)
    if s["over"]:
        return "The game is over", "End of the game"
    if s["phase"] != "placement":
        return "Placement is over; the Resolution phase is under way", "How to Play: the rounds"
    if seat != s["current"]:
        return f"It is {state.players[s['current']]}'s turn to place", "The Rounds: taking turns"
    if isinstance(action, Unpin):
        return unpin_error(state, seat)
    if isinstance(action, Pin | Skip | Destroy | Choose | Train | Buy):
        return "That is a Resolution phase decision; it is the Placement phase", "How to Play: the rounds"
    if s["double"] and not isinstance(action, Place):
        return "You used the Editing Room token: place your second Journalist now", "Newspaper: Editing Room"
    if isinstance(action, Place):
        return place_error(state, seat, action)
    if isinstance(action, Bail):
        if action.journalist not in p["arrested"]:
            return f"Journalist {action.journalist} is not under arrest", "Event: Snitches"
        if p["acted"]:
            return "Bail is paid at the beginning of a round", "Event: Snitches"
        if p["money"] < p["arrested"][action.journalist]:
            return "You cannot pay the bail", "Event: Snitches"
        return None
    if isinstance(action, Edit):
        if not state.held_tokens(seat, "editing"):
            return "You hold no Editing Room token", "Newspaper: Editing Room"
        if len(p["hand"]) < 2:
            return "You need two Journalists left to place", "Newspaper: Editing Room"
        return None
    if isinstance(action, Pass):
        if not may_pass(state, seat):
            return ("The Press Pass holder may pass only after the fifth turn",
                    "Pentagon Papers: the turn track")
        return None
    if isinstance(action, Request):
        if action.section not in SECTIONS:
            return f"Unknown Newspaper section '{action.section}'", "The Newspaper"
        if p["requests"] <= 0:
            return "You have no Request token left", "The Newspaper"
        if action.section in state.blocked():
            return f"{SECTION_NAMES[action.section]} is blocked this round", "Game Setup: Block tokens"
        if len(s["requests"][action.section]) >= s["windows"]:
            return f"{SECTION_NAMES[action.section]} has no open window", "The Newspaper"
        if not p["hand"]:
            return "A Request goes with a Journalist you still have to place; you have none left", \
                "The Newspaper"
        return None
    return f"'{action.format()}' is not a legal move now", "The Rounds"


def unpin_error(state: PulitzerState, seat: int) -> Refusal | None:
    """Why ``seat`` may not discard its last pinned evidence now, or ``None``."""
    p = state.P(seat)
    if not p["pins"]:
        return "You have no evidence pinned", "Buses: discarding evidence"
    if p["unpinned"]:
        return "You already discarded an evidence this round", "Buses: only the last one"
    if p["pins"][-1]["round"] != state.s["round"] - 1:
        return ("Only the last evidence obtained in the previous round may be discarded",
                "Buses: discarding evidence")
    if state.s["phase"] == "placement" and state.s["double"]:
        return "You used the Editing Room token: place your second Journalist now", "Newspaper: Editing Room"
    return None


def may_pass(state: PulitzerState, seat: int, others: list[Action] | None = None) -> bool:
    """Passing is free, except for the Press Pass holder of The Pentagon Papers (2 players),
    who passes only after the free turns or when no placement or Request is left
    (``others``: the seat's other moves, when the caller has them already)."""
    if not state.pentagon or state.solo or seat != state.s["press"]:
        return True
    if state.P(seat)["acted"] >= state.T["pentagon"]["free_turns"]:
        return True
    if others is None:
        others = state.legal_actions(seat)
    return not any(isinstance(a, Place | Request | Edit) for a in others)


def place_error(state: PulitzerState, seat: int, action: Place) -> Refusal | None:
    """Why Journalist ``action.journalist`` may not go on ``action.space`` with these tokens
    (face up or down), or ``None`` if it may."""
    s = state.s
    p = state.P(seat)
    sp = action.space
    if action.journalist not in p["hand"]:
        if action.journalist in p["arrested"]:
            return f"Journalist {action.journalist} is under arrest", "Event: Snitches"
        if action.journalist == "X" and not p["hired"]:
            return "You have not hired Journalist X yet", "Newspaper: Human Resources"
        return f"Journalist {action.journalist} is already placed this round", "The Rounds: action B"
    area = state._area(sp)
    valid = set(state.kiosk_spaces()) | set(s["buses"]) | {"OT"}
    if s["archive"]:
        valid.add("AR")
    valid |= {f"EV{i}" for i in range(1, state.event_slots() + 1)}
    if sp not in valid:
        if sp.startswith("AR") and sp != "AR" and s["archive"]:
            return "Archive Journalists go on the lowest empty numbered space: place on 'AR'", "The Archive"
        if sp.startswith("OT") and sp != "OT":
            return "Overtime Journalists go on the first empty space: place on 'OT'", "Overtime"
        if sp.startswith("AR"):
            return "There is no Archive in the 2-player and solo mode", "Pentagon Papers: Buses"
        return f"'{sp}' is not a space on this board for {state.n} players", "The Rounds"
    if sp == "AR" and not state._first_free("AR", s["archive"]):
        return "The Archive is full", "The Archive"
    if sp == "OT" and not state._first_free("OT", s["ot_spaces"]):
        return "Overtime is full", "Overtime"
    on_space = len(state._journalists(sp))
    if area in ("kiosk", "event") and on_space:
        return "A Journalist already occupies that space", "Summary: one Journalist per space"
    cost = state._slot_cost(sp)
    if cost > p["money"]:
        return f"That space costs ${cost} and you have ${p['money']}", "The Buses: paying the cost"
    have = frozenset(t["kind"] for t in state.held_tokens(seat))
    if area == "bus" and on_space:
        if "management" not in have or "management" not in action.tokens:
            return "That Bus space is taken; only a Management token lets you share it", "Newspaper: Management"
        if on_space >= 2:
            return "At most two Journalists may share a Bus space", "Newspaper: Management"
    if action.faceup and not (s["event"] == "grand-finale" and area == "kiosk" and sp.startswith("S")):
        return "Only Grand Finale lets a Journalist go face up, in Sports", "Event: Grand Finale"
    for t in action.tokens:
        if t not in have:
            return f"You hold no {t} token", "Newspaper: tokens"
    if "management" in action.tokens and not (area == "bus" and on_space):
        return "Management is for an occupied Bus space", "Newspaper: Management"
    values = [t for t in action.tokens if t in VALUE_TOKENS]
    if len(values) > 1:
        return "Only one token per Journalist", "Newspaper: one token per Journalist"
    allowed = token_sets(area, have, state.pentagon, on_space if area == "bus" else 0)
    if tuple(action.tokens) not in allowed:
        for t in values:
            where = _TOKEN_AREA.get(t) or ("the Buses" if state.pentagon else "the Archive")
            return f"A {t} token goes under a Journalist placed on {where}", "Newspaper: tokens"
        return ("Name each token once, with Management last (e.g. 'place 3 B2 +photo1 +management')",
                "Newspaper: tokens")
    return None
