"""Determinizing a Pulitzer state for one seat (the master bot's search, issue #14).

A determinized state is a copy in which everything ``seat`` cannot see is drawn again at
random, consistently with what its view shows:

- other players' face-down Journalists: which of their Journalists stands where (each
  player's unplaced Journalists and face-down placed ones form one pool); the seat's own
  Journalists are kept;
- the face-down red Agents (Pentagon Papers): their values among the red Agent values;
- the Times' face-down Journalists (solo): their values among 1 to 5;
- the order of every face-down pile: Evidence, Investigation Line and Overtime cards
  (each deck together with its discard pile, which the view does not show, keeping both
  sizes), the News deck under its visible top card, the Event deck, and the Times deck
  (each position keeps its colour, which the difficulty fixes);
- the state's own random generator (future dice and shuffles), re-seeded from ``rng``.

Every pool is gathered in a sorted order before it is shuffled, so the result depends
only on ``view(seat)`` and ``rng``, never on the hidden truth it replaces.
"""

from __future__ import annotations

from typing import Any

from paperboy.engine import Rng

from .core import _copy_plain
from .state import PulitzerState

_AGENT_COLOURS = ("red", "blue")


def determinize(state: PulitzerState, seat: int, rng: Rng) -> PulitzerState:
    """A copy of ``state`` with everything ``seat`` cannot see resampled (the input is unchanged)."""
    s = _copy_plain(state.s)
    result = PulitzerState(state.game, state.players, state.options, state.seed, s=s,
                           rng_state=rng.next64())
    _deal_journalists(result, seat, rng)
    _deal_agents(result, rng)
    _deal_times(result, rng)
    for kind in ("ev", "ln", "ot"):
        _shuffle_pile(s, f"{kind}_deck", f"{kind}_discard", rng)
    news = s["news_deck"]
    if len(news) > 2:  # the top card's money side is public: keep it on top
        rest = sorted(news[:-1])
        rng.shuffle(rest)
        s["news_deck"] = rest + news[-1:]
    if len(s["event_deck"]) > 1:
        events = sorted(s["event_deck"])
        rng.shuffle(events)
        s["event_deck"] = events
    _shuffle_times_deck(result, rng)
    return result


def _face_down(s: dict[str, Any], owner: Any) -> list[dict[str, Any]]:
    """The face-down pieces of ``owner``, in a canonical order (by space, then piece id)."""
    return [o for space in sorted(s["spaces"]) for o in s["spaces"][space]
            if o["o"] == owner and not o["up"]]


def _deal_journalists(state: PulitzerState, seat: int, rng: Rng) -> None:
    s = state.s
    for other, player in enumerate(s["p"]):
        hidden = _face_down(s, other) if other != seat else []
        pool = sorted(player["hand"] + [o["j"] for o in hidden])
        if hidden:
            rng.shuffle(pool)
            for occ in hidden:
                j = pool.pop()
                occ["j"] = j
                occ["v"] = player["hr"] if j == "X" else int(j)
            pool.sort()
        player["hand"] = pool


def _deal_agents(state: PulitzerState, rng: Rng) -> None:
    """Face-down Agents (red) take a new order of the values they hide between them."""
    s = state.s
    for colour in _AGENT_COLOURS:
        hidden = _face_down(s, colour)
        if len(hidden) < 2:
            continue
        values = sorted(o["v"] for o in hidden)
        rng.shuffle(values)
        for occ, value in zip(hidden, values, strict=True):
            occ["v"] = value
            occ["j"] = str(value)


def _deal_times(state: PulitzerState, rng: Rng) -> None:
    """The Times' face-down Journalists: distinct values from 1 to 5, as it draws them."""
    s = state.s
    hidden = _face_down(s, "times")
    if not hidden:
        return
    values = [1, 2, 3, 4, 5]
    rng.shuffle(values)
    for occ, value in zip(hidden, values, strict=False):
        occ["v"] = value
        occ["j"] = str(value)


def _shuffle_pile(s: dict[str, Any], deck: str, discard: str, rng: Rng) -> None:
    """Unseen cards of a deck and its discard pile, dealt again (both sizes kept)."""
    cards = s[deck] + s[discard]
    if len(cards) < 2:
        return
    cards.sort()
    rng.shuffle(cards)
    size = len(s[deck])
    s[deck] = cards[:size]
    s[discard] = cards[size:]


def _shuffle_times_deck(state: PulitzerState, rng: Rng) -> None:
    """The solo Times deck: each position keeps its colour; the cards of one colour are any
    of that colour the view does not show."""
    times = state.s["times"]
    if not times or not times["deck"]:
        return
    cards = state.components.times
    shown = times["card"]
    for colour in ("red", "orange", "yellow"):
        slots = [i for i, card in enumerate(times["deck"]) if cards[card]["color"] == colour]
        if not slots:
            continue
        pool = sorted(c for c, card in cards.items() if card["color"] == colour and c != shown)
        rng.shuffle(pool)
        for i, card in zip(slots, pool, strict=False):
            times["deck"][i] = card
