"""Shared helpers for the Fit to Print tests: build papers and tiles quickly."""

from __future__ import annotations

from typing import Any

from paperboy.games.fit_to_print.board import Paper, Placed
from paperboy.games.fit_to_print.components import Tile, catalogue, make_tile

_counter = [0]


def art(colour: str, mood: str, size: str = "1x2", icons: int = 1, points: int | None = None) -> Tile:
    _counter[0] += 1
    raw: dict[str, Any] = {"id": f"A{_counter[0]}", "kind": "article", "size": size, "colour": colour,
                           "mood": mood, "icons": icons}
    if points is not None:
        raw["points"] = points
    return make_tile(raw, "test")


def photo(scores: str, size: str = "1x2") -> Tile:
    _counter[0] += 1
    return make_tile({"id": f"P{_counter[0]}", "kind": "photo", "size": size, "scores": scores}, "test")


def ad(dollars: int, size: str = "1x2") -> Tile:
    _counter[0] += 1
    return make_tile({"id": f"D{_counter[0]}", "kind": "ad", "size": size, "dollars": dollars}, "test")


def paper(day: str, cp: str | None = None, cp_at: tuple[int, int] | None = None,
          tiles: list[tuple[Tile, int, int]] | None = None, down: tuple[str, ...] = ()) -> Paper:
    cat = catalogue()
    p = Paper(cat.side_for(day), cat.centerpiece(cp) if cp else None, cp_at, {})
    for tile, r, c in tiles or []:
        p.placed[tile.id] = Placed(tile, r, c, tile.id not in down)
    return p


def find_tile(kind: str, size: str | None = None, **attrs: Any) -> Tile:
    """A catalogue tile with these attributes (first by id)."""
    for t in sorted(catalogue().tiles.values(), key=lambda t: t.id):
        if t.kind != kind or (size and t.size != size):
            continue
        if all(getattr(t, k) == v for k, v in attrs.items()):
            return t
    raise LookupError((kind, size, attrs))


def play_until(state: Any, bots: list[Any], stop: Any) -> tuple[Any, int, Any]:
    """Play ``bots`` from ``state`` up to the first decision where ``stop(state, seat,
    action)`` holds for the action the seat's bot chose; returns (state, seat, that action)."""
    step = 0
    while not state.is_over():
        acting = state.to_act()
        seat = acting[step % len(acting)]
        action = bots[seat].choose(state, seat)
        if stop(state, seat, action):
            return state, seat, action
        state.apply(seat, action)
        step += 1
    raise AssertionError("the game never reached the position asked for")
