"""Fit to Print's evaluation for the master's search: what the tiles on a desk are worth."""

from __future__ import annotations

import pytest

from paperboy.engine.registry import find_game
from paperboy.games.fit_to_print.components import catalogue
from paperboy.games.fit_to_print.evaluate import DESK_SHARE, provisional_scores


def _on_desk(seed: int, tile_ids: list[str]):
    state = find_game("fit-to-print").new_game(["Ann", "Bob"], {}, seed)
    for tid in tile_ids:
        state.pile_down.remove(tid)
    state.units[0]["desk"] = list(tile_ids)
    return state


def _articles(points: int, squares: int) -> list[str]:
    return sorted(t.id for t in catalogue().tiles.values()
                  if t.kind == "article" and t.points == points and t.squares == squares)


def test_a_waiting_article_counts_a_share_of_its_points_once_its_penalty_is_taken_back() -> None:
    empty = _on_desk(5, [])
    assert empty.round_so_far()[0]["total"] > 1  # the paper scores above 0 with a tile's penalty
    before = provisional_scores(empty)
    after = provisional_scores(_on_desk(5, [_articles(2, 4)[0]]))
    assert after[0] - before[0] == pytest.approx(DESK_SHARE * 2)
    assert after[1] == pytest.approx(before[1])  # the other paper is judged as before


def test_a_waiting_tile_with_no_free_squares_left_adds_nothing() -> None:
    state = _on_desk(5, [])
    free = len(state.paper(0).empty_cells())
    small = _articles(1, 2)[: free // 2]  # waiting tiles for every free square
    extra = _articles(2, 4)[0]
    full = provisional_scores(_on_desk(5, small))
    over = provisional_scores(_on_desk(5, small + [extra]))
    assert sum(catalogue().tiles[t].squares for t in small) == free
    assert over[0] == pytest.approx(full[0])  # (its unplaced penalty is lost in the round's floor at 0)
    assert over[1] == pytest.approx(full[1])
