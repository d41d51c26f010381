"""Player-friendly labels for Pulitzer moves (the typed text form stays ``action.format()``)."""

from __future__ import annotations

from typing import Any

from paperboy.engine import Action
from paperboy.games.pulitzer.actions import (
    Bail,
    Buy,
    Choose,
    Destroy,
    Edit,
    Pass,
    Pin,
    Place,
    Request,
    Skip,
    Train,
    Unpin,
)

from .common import card_text, overtime_text, short_name, space_info

TOKEN_NAMES = {"newsroom": "Newsroom", "registry": "Registry", "photo1": "Photo +1", "photo2": "Photo +2",
               "management": "Management"}
SECTION_HINT = {
    "editing": "place two at once later", "newsroom": "+2 in the Kiosk", "hr": "hire / train Journalist X",
    "management": "share a Bus space", "registry": "+2 in the Archive", "photo": "buy +1/+2 for the Buses",
}
SKIP_TEXT = {"pin": "No pin this time", "train": "Do not train Journalist X",
             "buy": "Buy no Photography token"}


def where(view: dict[str, Any], space: str) -> str:
    if space == "AR":
        return "Archive"
    if space == "OT":
        return "Overtime"
    if space.startswith("EV"):
        return f"Event slot {space[2:]}"
    if space in view["buses"]:
        bus = view["buses"][space]
        return f"Bus {space} ${bus['cost']} {bus['E']}E+{bus['L']}L"
    col = space[0]
    name = view["column_names"].get(col, col)
    name = {"International": "Intern'l", "Entertainment": "Entert."}.get(name, name)
    return f"{space} {name} +${view['news_money'].get(col, 0)}"


def describe(view: dict[str, Any], seat: int, action: Action) -> str:
    """What a legal move does, in a few words."""
    me = view["players"][seat]
    pending = view.get("pending") or {}
    kind = pending.get("kind")
    if isinstance(action, Place):
        j = f"X={me['hr']}" if action.journalist == "X" else action.journalist
        text = f"Journalist {j} → {where(view, action.space)}"
        if action.tokens:
            text += " +" + " +".join(TOKEN_NAMES.get(t, t) for t in action.tokens)
        if action.faceup:
            text += ", face up"
        return text
    if isinstance(action, Request):
        name = view["section_names"].get(action.section, action.section)
        return f"Request: {name} ({SECTION_HINT.get(action.section, '')})"
    if isinstance(action, Edit):
        return "Editing Room token: place two Journalists this turn"
    if isinstance(action, Pass):
        return "Pass: place nothing more this round"
    if isinstance(action, Bail):
        return f"Pay ${me['arrested'].get(action.journalist, '?')} bail for Journalist {action.journalist}"
    if isinstance(action, Unpin):
        last = me["pins"][-1]["space"] if me["pins"] else "?"
        return f"Discard last round's evidence on {last}"
    if isinstance(action, Pin):
        hl = "★ " if action.space in me["highlight"] else ""
        cards = card_text(action.evidence) + (f" + {card_text(action.line)}" if action.line else "")
        return f"Pin {hl}{space_info(action.space)} using {cards}"
    if isinstance(action, Skip):
        return SKIP_TEXT.get(str(kind), "Skip")
    if isinstance(action, Destroy):
        return f"Destroyed Evidence token on {space_info(action.space)}"
    if isinstance(action, (Train, Buy)):
        # the engine prices each move of the decision (Contacts pay part of the cost)
        pay = ((view.get("pending") or {}).get("prices") or {}).get(action.format())
        paid = [f"${pay}"] if pay is not None else []
        if action.contacts:
            paid.append(f"{action.contacts} Contact(s)")
        price = f" ({' + '.join(paid)})" if paid else ""
        if isinstance(action, Train):
            return f"Train X +{action.steps} → value {me['hr'] + action.steps}{price}"
        return f"Buy {TOKEN_NAMES.get(action.token, action.token)}{price}"
    if isinstance(action, Choose):
        return _choose(view, kind, action.option)
    return action.format()


def _choose(view: dict[str, Any], kind: Any, option: str) -> str:
    if kind == "sports":
        return "Take $300 instead" if option == "cash" else f"Sports +2 token under your Journalist on {option}"
    if kind == "entertainment":
        return ("Take a Contact instead" if option == "contact"
                else f"Entertainment +2 token under your Journalist on {option}")
    if kind == "bus_order":
        space, _, j = option.partition(":")
        return f"Resolve your Journalist {j} on Bus {space} next"
    if kind == "support":
        if option in ("E", "L"):
            return f"Registry: 2 extra {'Evidence' if option == 'E' else 'Investigation Line'} cards"
        me = view["players"][view["seat"]]
        parts = me.get("supports", {}).get(option, [])  # the engine's cards for it (Massive Leak too)
        return f"Use Archive support {option} ({'+'.join(parts) or 'no card'})"
    if kind == "ot_pick":
        if option == "extra":
            return "Spend a Contact: reveal one more Overtime card"
        return f"Take {option}: {overtime_text(option)}"
    if kind == "new_evidence":
        return "Draw an Evidence card to keep" if option == "E" else "Draw an Investigation Line card to keep"
    if kind == "statement":
        return f"Witness Statement under {space_info(option)}"
    if kind in ("leak_keep", "snitch_keep"):
        return f"Keep {card_text(option)}"
    if kind == "fundraising":
        return "Take $900" if option == "cash" else "Take an Evidence Wildcard"
    return f"Choose {option}"


#: What each kind of pending decision is about, as the board's pending line says it.
PENDING_WHAT = {
    "pin": "which evidence to pin", "destroy": "a highlighted evidence to destroy",
    "sports": "where the Sports +2 token goes", "entertainment": "where the Entertainment +2 goes",
    "bus_order": "which Bus Journalist goes first", "support": "which Archive support to use",
    "ot_pick": "which Overtime card to take", "new_evidence": "which card to draw",
    "statement": "where the Witness Statement goes", "leak_keep": "which leaked card to keep",
    "snitch_keep": "which card to keep", "fundraising": "cash or a Wildcard",
    "train": "how far to train Journalist X", "buy": "on buying a Photography token",
}


def pending_text(view: dict[str, Any]) -> str | None:
    """What the player who must decide is deciding (for the board banner): one line of the
    board page at 80x24 (51 columns) for a name of up to seven letters, so the line held for it
    does not grow when a long one first comes up."""
    pending = view.get("pending")
    if not pending:
        return None
    who = short_name(view["players"][pending["seat"]]["name"], 12)
    what = PENDING_WHAT.get(pending["kind"], pending["kind"])
    return f"{who} decides {what}"
