"""The board's choosable spaces for the seat at the keyboard: labels from the view, and for
each its move in words when the engine allows it, else the engine's reason
(``Session.verdict``)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rich.text import Text

from ....engine import Action
from ....engine.text import clean_text
from ....games.magazine.actions import Buy, Contract, Pass, Place, Publish
from ....games.magazine.components import load
from .board import BoardModel, Spot
from .labels import (
    DOMAIN_LETTER,
    ORDER_LABELS,
    choice_label,
    develops_text,
    initials,
    reward_short,
    seasons_short,
    short_name,
    spot_key,
    stars,
)

#: the heading over the topic tile spaces (their labels line up under it)
TILES_HEADING = "  # D Lvl Topic            Cost Seas. Dev."


def tile_label(space: int, tile: dict[str, Any] | None) -> str:
    """A topic tile space: number, domain letter, level, topic, cost, seasons, development."""
    if tile is None:
        return f"{space} (empty space)"
    return (
        f"{space} {DOMAIN_LETTER[tile['domain']]} {stars(int(tile['level']))} "
        f"{tile['topic']:<15} {tile['cost']:>2}K {seasons_short(tile['seasons']):<5}"
        f" {develops_text(tile)}"
    )


def board_model(view: dict[str, Any], seat: int | None, session: Any,
                describe: Callable[[Action], str]) -> BoardModel:
    """The board's choosable spaces for ``seat``: labels from the view, notes from the
    engine (``describe(action)`` when legal, else ``Session.verdict``'s reason)."""
    acting = seat is not None and seat in session.human_to_act()
    legal_list: list[Action] = session.state.legal_actions(seat) if acting else []
    legal = set(legal_list)
    waiting = ", ".join(clean_text(session.seats[s].name) for s in session.to_act())
    headings: dict[int, Text] = {}
    spots: list[Spot] = []

    def add(row: int, label: str, action: Action) -> None:
        allowed = action in legal
        if allowed:
            note = describe(action)
        elif acting and seat is not None:
            note = session.verdict(seat, action) or describe(action)
        else:
            note = f"Waiting for {waiting or 'nobody'}"
        spots.append(Spot(row, label, action, note, allowed, spot_key(action)))

    row = 0
    if acting and (view.get("pending") or view["phase"] in ("discard", "hot")):
        headings[row] = Text("Your choice:", style="bold")
        row += 1
        for action in legal_list:
            add(row, choice_label(view, action), action)
            row += 1
    headings[row] = Text("Ord", style="bold")
    marks = initials(view)
    for i, bonus in enumerate(view["track_bonuses"]):
        holder = view["track"][i]
        who = "·" if holder is None else marks[holder]
        add(row, f"{i + 1}{ORDER_LABELS.get(bonus, bonus)} {who}", Place(i + 1))
    row += 1
    headings[row] = Text(TILES_HEADING, style="bold")
    row += 1
    for i, tile in enumerate(view["board_tiles"]):
        add(row, tile_label(i + 1, tile), Buy(i + 1))
        row += 1
    for card in view["board_cards"]:
        headings[row] = Text(f"{card['id']} {card['name']} ({card['players']})", style="bold")
        row += 1
        for slot, word in (("immediate", "now"), ("periodic", "round")):
            holder = card["claims"].get(slot)
            label = f" {word:<5} {reward_short(card[slot]).plain}"
            # what it would pay is in the verdict line under the board
            label += " ○" if holder is None else f" ● {short_name(view['players'][holder]['name'])}"
            add(row, label, Publish(card["id"], slot))
            row += 1
    headings[row] = Text("Also", style="bold")
    add(row, f"Contract +{load().board.contract_money}K", Contract())
    add(row, "Pass", Pass())
    row += 1
    return BoardModel(headings, tuple(spots), row)
