"""The 14 Event cards (Events variant, 3-5 players), one function per card, named after it.

An Event card acts at the time its roman numeral gives:

- I, while placing: Awards Gala, Grand Finale, Private Investigator, Thanksgiving, War
  Report, White House Scandal (``on_kiosk_placement`` / ``on_event_placement``; Grand
  Finale is a permission the placement rules read: a face-up Journalist in Sports);
- II, after the Archive: Document Leak, Rat Race, Snitches, State Plumbers, The Insider;
- III, before the Archive: Massive Leak;
- IV, after the flip: Fundraising, Press Trial (a Journalist against a die).

``AT_TIME_II`` and ``AT_TIME_IV`` map each card id to its function; the resolution queue
runs them through these tables.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .core import PulitzerCore

DIE = 6


# ---------------------------------------------------------------- I: while placing
def awards_gala(state: PulitzerCore, seat: int, column: str, before: int) -> None:
    """A Journalist in Entertainment gains 3 points."""
    if column == "E":
        state.P(seat)["points"] += 3
        state._log("event", f"Awards Gala: {state.players[seat]} gains 3 points.")


def thanksgiving(state: PulitzerCore, seat: int, column: str, before: int) -> None:
    """The first three Journalists in National News gain $500, $300, $100."""
    if column == "N" and before < 3:
        bonus = (500, 300, 100)[before]
        state.P(seat)["money"] += bonus
        state._log("event", f"Thanksgiving: {state.players[seat]} gains ${bonus}.")


def war_report(state: PulitzerCore, seat: int, column: str, before: int) -> None:
    """The first three Journalists in International News gain 6, 3, 1 points."""
    if column == "I" and before < 3:
        bonus = (6, 3, 1)[before]
        state.P(seat)["points"] += bonus
        state._log("event", f"War Report: {state.players[seat]} gains {bonus} points.")


def white_house_scandal(state: PulitzerCore, seat: int, column: str, before: int) -> None:
    """A Journalist in National News gains $500 and, once, a Target token."""
    if column == "N":
        p = state.P(seat)
        p["money"] += 500
        msg = f"White House Scandal: {state.players[seat]} gains $500"
        if not p["target"]:
            p["target"] = True
            msg += " and a Target token"
        state._log("event", msg + ".")


def grand_finale_face_up(state: PulitzerCore, space: str) -> bool:
    """Grand Finale: may a Journalist go face up on this Kiosk space (Sports only)?"""
    return state.s["event"] == "grand-finale" and space.startswith("S")


def private_investigator(state: PulitzerCore, seat: int, space: str) -> None:
    """The Journalist on the first slot draws an Evidence card, on the second an
    Investigation Line card, kept for a later investigation."""
    card = state._draw("ev" if space == "EV1" else "ln")
    if card is not None:
        state.P(seat)["stash"].append(card)
        state._log("event", f"Private Investigator: {state.players[seat]} draws {state._card_text(card)}.",
                   reveal=True, card=card)


PRIVATE_INVESTIGATOR_COSTS = {"EV1": 300, "EV2": 800}

AT_KIOSK: dict[str, Callable[[PulitzerCore, int, str, int], None]] = {
    "awards-gala": awards_gala, "thanksgiving": thanksgiving, "war-report": war_report,
    "white-house-scandal": white_house_scandal,
}


def on_kiosk_placement(state: PulitzerCore, seat: int, column: str) -> None:
    """The round's Event reacts to a Journalist placed in a Kiosk column."""
    s = state.s
    counted = s["placed_in"]
    before = counted.get(column, 0)
    effect = AT_KIOSK.get(s["event"] or "")
    if effect is not None:
        effect(state, seat, column, before)
    if column in counted:
        counted[column] += 1


def on_event_placement(state: PulitzerCore, seat: int, space: str) -> None:
    """The round's Event reacts to a Journalist placed on its card."""
    if state.s["event"] == "private-investigator":
        private_investigator(state, seat, space)


# ---------------------------------------------------------------- II: after the Archive
def rat_race(state: PulitzerCore) -> None:
    """Every Journalist of value 4 or more on the Buses destroys one of its owner's evidences."""
    tasks = []
    for sp in state.s["buses"]:
        for o in state._journalists(sp):
            if isinstance(o["o"], int) and o["v"] >= 4:
                tasks.append({"t": "destroy", "seat": o["o"], "line": None, "why": "Rat Race"})
    if not tasks:
        state._log("event", "Rat Race: no Journalist of value 4 or more is on the Buses.")
    state._push(*tasks)


def _higher_of_two_slots(state: PulitzerCore) -> dict[str, Any] | None:
    """The Journalist on the card's two slots with the higher value (the first on a tie)."""
    a, b = state._slot(1), state._slot(2)
    if a is None and b is None:
        state._log("event", f"{state._event_name()}: nobody is on the card.")
        return None
    return a if (a is not None and (b is None or a["v"] >= b["v"])) else b


def state_plumbers(state: PulitzerCore) -> None:
    """The higher Journalist gains an Investigation Line Wildcard and, once, a Target token."""
    win = _higher_of_two_slots(state)
    if win is None:
        return
    p = state.P(win["o"])
    p["wildL"] += 1
    msg = f"State Plumbers: {state.players[win['o']]} gains an Investigation Line Wildcard"
    if not p["target"]:
        p["target"] = True
        msg += " and a Target token"
    state._log("event", msg + ".")


def the_insider(state: PulitzerCore) -> None:
    """The higher Journalist gains an Evidence Wildcard."""
    win = _higher_of_two_slots(state)
    if win is None:
        return
    state.P(win["o"])["wildE"] += 1
    state._log("event", f"The Insider: {state.players[win['o']]} gains an Evidence Wildcard.")


def _reveal_for_slot(state: PulitzerCore, kind: str) -> tuple[dict[str, Any], list[str]] | None:
    """The Journalist on the card reveals as many cards of ``kind`` as its value."""
    o = state._slot(1)
    if o is None:
        state._log("event", f"{state._event_name()}: nobody is on the card.")
        return None
    cards = [c for c in (state._draw(kind) for _ in range(o["v"])) if c is not None]
    state._log("event", f"{state._event_name()}: {state.players[o['o']]} reveals "
               + ", ".join(state._card_text(c) for c in cards) + ".", reveal=True, cards=cards)
    return o, cards


def document_leak(state: PulitzerCore) -> None:
    """Reveal Evidence cards: keep one, leave the rest for rivals at $200 each this round."""
    found = _reveal_for_slot(state, "ev")
    if found is None or not found[1]:
        return
    o, cards = found
    state.s["event_cards"] = cards
    state._ask(o["o"], "leak_keep")


def snitches(state: PulitzerCore) -> None:
    """Reveal Investigation Line cards and keep one; a double line card gets the Journalist
    arrested (bail: value x $100 + $300)."""
    found = _reveal_for_slot(state, "ln")
    if found is None or not found[1]:
        return
    o, cards = found
    if any(len(state.D.lines[c]) == 2 for c in cards):
        bail = o["v"] * 100 + 300
        state.P(o["o"])["arrested"][o["j"]] = bail
        state._log("event", f"Snitches: a double card! {state.players[o['o']]}'s Journalist {o['j']} is "
                   f"arrested (bail ${bail}).")
    state.s["event_cards"] = cards
    state._ask(o["o"], "snitch_keep")


AT_TIME_II: dict[str, Callable[[PulitzerCore], None]] = {
    "document-leak": document_leak, "rat-race": rat_race, "snitches": snitches,
    "state-plumbers": state_plumbers, "the-insider": the_insider,
}


# ---------------------------------------------------------------- III: before the Archive
def massive_leak(state: PulitzerCore) -> None:
    """Every Archive Journalist adds one Evidence card to its partner's draw."""
    state.s["massive_leak"] = True
    state._log("event", "Massive Leak: every Archive Journalist adds one Evidence card for its partner.")


# ---------------------------------------------------------------- IV: after the flip
def _against_the_die(state: PulitzerCore) -> tuple[dict[str, Any], int] | None:
    o = state._slot(1)
    if o is None:
        state._log("event", f"{state._event_name()}: nobody is on the card.")
        return None
    roll = state.rng.randint(1, DIE)
    state._log("event", f"{state._event_name()}: {state.players[o['o']]}'s Journalist {o['v']} against a "
               f"die roll of {roll}.", reveal=True, roll=roll)
    return o, roll


def fundraising(state: PulitzerCore) -> None:
    """Beat the die: $900 or an Evidence Wildcard; lose: a Target token."""
    found = _against_the_die(state)
    if found is None:
        return
    o, roll = found
    seat = o["o"]
    p = state.P(seat)
    who = state.players[seat]
    if o["v"] > roll:
        state._ask(seat, "fundraising")
    elif o["v"] < roll:
        if not p["target"]:
            p["target"] = True
            state._log("event", f"Fundraising: {who} gains a Target token.")
        else:
            state._log("event", f"Fundraising: {who} already holds a Target token.")
    else:
        state._log("event", "Fundraising: a tie, nothing happens.")


def press_trial(state: PulitzerCore) -> None:
    """Beat the die: 10 points; lose: 5 points and $500 (as much as there is)."""
    found = _against_the_die(state)
    if found is None:
        return
    o, roll = found
    p = state.P(o["o"])
    who = state.players[o["o"]]
    if o["v"] > roll:
        p["points"] += 10
        state._log("event", f"Press Trial: {who} gains 10 points.")
    elif o["v"] < roll:
        lost_p = min(5, p["points"])
        lost_m = min(500, p["money"])
        p["points"] -= lost_p
        p["money"] -= lost_m
        state._log("event", f"Press Trial: {who} loses {lost_p} points and ${lost_m}.")
    else:
        state._log("event", "Press Trial: a tie, nothing happens.")


AT_TIME_IV: dict[str, Callable[[PulitzerCore], None]] = {"fundraising": fundraising, "press-trial": press_trial}
