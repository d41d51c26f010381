"""Helpers for the Pulitzer tests: build positions directly and run resolution steps."""

from __future__ import annotations

from typing import Any

from paperboy.engine import Action
from paperboy.games.pulitzer import GAME
from paperboy.games.pulitzer.state import PulitzerState

NAMES = ["Blue", "Pink", "Green", "Dan", "Eve"]


def new(n: int = 3, seed: int = 1, **options: Any) -> PulitzerState:
    state = GAME.new_game(NAMES[:n], options, seed)
    assert isinstance(state, PulitzerState)
    return state


def empty_board(st: PulitzerState) -> None:
    """Remove every piece from the game board (Agents and Times included)."""
    st.s["spaces"] = {}


def put(st: PulitzerState, seat: int, space: str, value: int | str, tokens: tuple[str, ...] = (),
        up: bool = False) -> dict[str, Any]:
    """Put a Journalist of ``seat`` on ``space`` directly (no placement rules)."""
    j = str(value)
    v = st.player(seat)["hr"] if j == "X" else int(j)
    if j in st.player(seat)["hand"]:
        st.player(seat)["hand"].remove(j)
    return st.occupy(space, seat, v, up=up, j=j, tok=list(tokens))


def run(st: PulitzerState, *tasks: dict[str, Any]) -> None:
    """Run resolution tasks until one needs a decision or all are done."""
    st.s["phase"] = "resolution"
    st.s["pending"] = None
    st.s["queue"] = list(tasks)
    st._advance()


def act(st: PulitzerState, seat: int, text: str) -> list[Any]:
    """Play an action given as text, checked."""
    return st.play(seat, GAME.parse_action(text))


def texts(actions: list[Action]) -> list[str]:
    return [a.format() for a in actions]


def stack(st: PulitzerState, kind: str, cards: list[str]) -> None:
    """Put ``cards`` on top of a deck (first card drawn first)."""
    deck = st.s[f"{kind}_deck"]
    for c in cards:
        for pile in (st.s[f"{kind}_deck"], st.s[f"{kind}_discard"]):
            if c in pile:
                pile.remove(c)
    deck.extend(reversed(cards))


def placement_turn(st: PulitzerState, seat: int) -> None:
    """Make it ``seat``'s placement turn."""
    st.s["phase"] = "placement"
    st.s["current"] = seat
    st.s["double"] = 0
