"""Small shared pieces of the Pulitzer screen: player tags, occupant text, symbol letters.

Everything here reads a ``view`` (what one seat may see) or the game's public component
data (card faces, board tables); nothing reads hidden state.
"""

from __future__ import annotations

from typing import Any

from rich.text import Text

from paperboy.games.pulitzer.components import PulitzerData, data
from paperboy.games.pulitzer.components import symbol_letters as symbol_letters  # re-exported for the screens

# Mid-tone colours that read on the light (newsprint) and the dark (ink) theme; every
# player also has a letter, so colour never carries who is who alone.
PLAYER_STYLE = ("bold #c0392b", "bold #2f6fb0", "bold #2e8b57", "bold #b8860b", "bold #8e44ad")
OTHER_TAGS = {"times": "Tm", "red": "red", "blue": "blu"}
OTHER_STYLE = {"times": "bold #555555", "red": "bold #b22222", "blue": "bold #1f4f9f"}
TOKEN_LETTER = {"editing": "Ed", "newsroom": "Nw", "management": "Mg", "registry": "Rg",
                "photo1": "P1", "photo2": "P2"}
TOKEN_SHORT = {"newsroom": "+N", "registry": "+R", "photo1": "+P1", "photo2": "+P2", "management": "+M",
               "sports+2": "+S2", "ent+2": "+E2"}
HOUSE_LETTER = {"red": "R", "blue": "B", "green": "G", "yellow": "Y"}


def D() -> PulitzerData:
    """The public component data (board, card faces, tables)."""
    return data()


def short_name(name: str, width: int = 8) -> str:
    """A name without its parenthesised note, cut to ``width``."""
    return name.split(" (")[0][:width]


def player_tags(view: dict[str, Any]) -> list[str]:
    """One distinct capital letter per player: the initial, else another letter of the name.

    Letters rather than seat numbers, so a tag never reads as a Journalist's value.
    """
    names = [str(p["name"]).split(" (")[0].upper() for p in view["players"]]
    initials = [n[:1] for n in names]
    used: set[str] = set()
    tags: list[str] = []
    for i, name in enumerate(names):
        # keep other players' unique initials free for them
        reserved = {c for j, c in enumerate(initials) if j != i and initials.count(c) == 1}
        candidates = [initials[i]] + list(name[1:]) + list("ABCDEFGHJKLMNOPQRSUVWYZ")
        tag = next((c for c in candidates if c.isalpha() and c not in used and c not in reserved), "?")
        used.add(tag)
        tags.append(tag)
    return tags


def owner_tag(view: dict[str, Any], owner: Any) -> Text:
    """A coloured tag for a seat, the Times or an Agent."""
    if isinstance(owner, int):
        return Text(player_tags(view)[owner], style=PLAYER_STYLE[owner % len(PLAYER_STYLE)])
    return Text(OTHER_TAGS.get(str(owner), str(owner)), style=OTHER_STYLE.get(str(owner), "bold"))


def name_text(view: dict[str, Any], seat: int, width: int = 8) -> Text:
    """A player's short name in their colour, "*" after the viewer's own."""
    text = Text(short_name(view["players"][seat]["name"], width), style=PLAYER_STYLE[seat % len(PLAYER_STYLE)])
    if seat == view.get("seat"):
        text.append("*")
    return text


def occupant(view: dict[str, Any], item: dict[str, Any]) -> Text:
    """One Journalist or Agent on a space.

    ``A·3`` face up, ``A(3)`` face down but yours (only you see the value), ``B(?)`` face
    down and hidden from you; tokens follow as ``+N``, ``+P2``...
    """
    text = owner_tag(view, item["owner"])
    value = item.get("value")
    journalist = item.get("journalist")
    shown = str(value) if value is not None else "?"
    if journalist == "X" and value is not None:
        shown = f"X{value}"
    if item.get("face_up"):
        text.append("·" + shown)
    else:
        text.append(f"({shown})", style="italic")
    for tok in item.get("tokens", []):
        text.append(TOKEN_SHORT.get(tok, "+" + tok), style="dim")
    return text


def occupants(view: dict[str, Any], space: str, empty: str = "·") -> Text:
    items = view["spaces"].get(space) or []
    if not items:
        return Text(empty, style="dim")
    text = Text()
    for i, item in enumerate(items):
        if i:
            text.append(" ")
        text.append_text(occupant(view, item))
    return text


def card_text(card: str) -> str:
    """An Evidence or Investigation Line card with what it shows (public card faces)."""
    d = D()
    if card in d.evidence:
        return f"{card} {'/'.join(d.evidence[card])}"
    if card in d.lines:
        return f"{card} line {'/'.join(d.lines[card])}"
    if card == "wildE":
        return "Evidence Wildcard"
    if card == "wildL":
        return "Line Wildcard"
    return card


def overtime_text(card: str) -> str:
    """An Overtime card as on the billboard."""
    c = D().overtime.get(card)
    if c is None:
        return card
    kind = c["kind"]
    if kind == "talk":
        return f"Talk Show ${c['amount']}"
    if kind == "radio":
        return f"Radio Nights {c['amount']} pts"
    if kind == "evidence":
        return "New Evidence"
    return f"Statement {'/'.join(c['lines'])}"


def space_line(space: str) -> str:
    return D().space_line.get(space, "?")


def space_info(space: str) -> str:
    """``c4 · line B (5) · ledger`` for an Investigation board space."""
    d = D()
    if space == d.start:
        return f"{space} · the start (?)"
    line = d.space_line.get(space)
    if line is None:
        return space
    return f"{space} · line {line} ({d.line_value[line]} pts) · {d.space_symbol[space]}"
