"""Fit to Print's evaluation for the master's search (what the tiles on a desk are worth) and
its search focus (which decisions the master searches, and how far)."""

from __future__ import annotations

import pytest

from paperboy.engine.protocol import SearchFocus
from paperboy.engine.registry import find_game
from paperboy.engine.search import OVERRULE_VISITS, SearchBot
from paperboy.games.fit_to_print.actions import Flip, Layout, Place, Print, Take
from paperboy.games.fit_to_print.components import catalogue
from paperboy.games.fit_to_print.evaluate import GRAB_HORIZON, LAYOUT_SHARE, provisional_scores, search_focus


def _on_desk(seed: int, tile_ids: list[str]):
    state = find_game("fit-to-print").new_game(["Ann", "Bob"], {}, seed)
    for tid in tile_ids:
        state.pile_down.remove(tid)
    state.units[0]["desk"] = list(tile_ids)
    return state


def _articles(points: int, squares: int, colour: str | None = None) -> list[str]:
    return sorted(t.id for t in catalogue().tiles.values()
                  if t.kind == "article" and t.points == points and t.squares == squares
                  and (colour is None or t.colour == colour) and (colour is None or t.mood == "good"))


def test_a_waiting_article_counts_its_penalty_taken_back_and_a_share_of_what_laying_it_out_adds() -> None:
    before = provisional_scores(_on_desk(5, []))
    after = provisional_scores(_on_desk(5, [_articles(2, 4)[0]]))
    # the round so far counts its -1 unplaced; the layout takes that back and adds a share
    # of the article's 2 points (less any white space it costs)
    assert before[0] < after[0] <= before[0] + LAYOUT_SHARE * 2
    assert after[1] == pytest.approx(before[1])  # the other paper is judged as before


def test_a_waiting_photo_is_worth_more_beside_the_articles_it_scores() -> None:
    # the same photo with an article of its colour or of another: the layout sees the pair
    # (a share of the tiles' face values would judge both desks alike)
    photo = next(t for t in catalogue().tiles.values() if t.kind == "photo" and t.scores == ("pink",))
    pink, blue = _articles(1, 2, "pink")[0], _articles(1, 2, "blue")[0]
    paired = provisional_scores(_on_desk(5, [pink, photo.id]))
    apart = provisional_scores(_on_desk(5, [blue, photo.id]))
    assert paired[0] > apart[0]


def test_a_waiting_tile_with_no_free_squares_left_keeps_its_penalty() -> None:
    state = _on_desk(5, [])
    free = len(state.paper(0).empty_cells())
    small = _articles(1, 2)[: free // 2]  # waiting tiles for every free square
    extra = _articles(2, 4)[0]
    full = provisional_scores(_on_desk(5, small))
    over = provisional_scores(_on_desk(5, small + [extra]))
    assert sum(catalogue().tiles[t].squares for t in small) == free
    assert over[0] <= full[0] - 1 + LAYOUT_SHARE * 2  # some tile stays unplaced: -1, at most a share of 2 more points
    assert over[1] == pytest.approx(full[1])


def _expert_game_until(seed: int, stop) -> tuple[object, int]:
    """An expert-vs-expert game of Fit to Print, played until ``stop(state, seat)`` holds."""
    game = find_game("fit-to-print")
    state = game.new_game(["Ann", "Bob"], {}, seed)
    bots = [game.make_bot("expert", seed=seed + i) for i in range(2)]
    for step in range(2000):
        acting = state.to_act()
        if not acting:
            break
        seat = acting[step % len(acting)]
        if stop(state, seat):
            return state, seat
        state.apply(seat, bots[seat].choose(state, seat))
    raise AssertionError("the game never reached the position asked for")


def test_the_master_plays_a_layout_step_of_the_experts_plan_without_searching() -> None:
    state, seat = _expert_game_until(7, lambda st, s: st.units[s]["status"] == "layout" and st.units[s]["desk"])
    assert search_focus(state, seat) == SearchFocus(think=False)
    bot = SearchBot(find_game("fit-to-print"), 3, think_ms=None, iterations=40)
    analysis = bot.analyse(state, seat)
    assert analysis.iterations == 0 and not analysis.searched
    assert analysis.action == analysis.policy and isinstance(analysis.action, (Place, Print))
    state.check(seat, analysis.action)


def test_the_master_leaves_the_centerpiece_choice_to_the_expert() -> None:
    state, seat = _expert_game_until(7, lambda st, s: st.phase == "choose")
    assert not search_focus(state, seat).think


def test_a_grab_simulation_moves_only_reporting_papers_and_ends_with_the_seats_reporting() -> None:
    # One paper has said Layout! while the other still reports: the reporter's grab
    # simulations leave that layout alone, and stop once the reporter says Layout! too.
    def one_lays_out(st, s) -> bool:
        return (st.phase == "round" and st.units[s]["status"] == "reporting" and not st.units[s]["pending"]
                and st.units[1 - s]["status"] == "layout")

    state, seat = _expert_game_until(7, one_lays_out)
    assert sorted(state.to_act()) == [0, 1]
    focus = search_focus(state, seat)
    assert focus.think and focus.movers is not None and focus.rollout_steps == GRAB_HORIZON
    assert list(focus.movers(state)) == [seat]
    world = state.clone()
    world.apply(seat, Layout())
    assert list(focus.movers(world)) == []
    # before anyone says Layout!, the reporter whose turn it is moves
    fresh = find_game("fit-to-print").new_game(["Ann", "Bob"], {}, 7)
    first = fresh.to_act()
    both = search_focus(fresh, first[0])
    assert both.movers is not None and list(both.movers(fresh)) == first


def test_the_master_overrules_the_experts_flip_when_its_simulations_clearly_prefer_a_face_up_tile() -> None:
    # a seeded expert game, 16 actions in: Ann (reporting) would flip; 40 simulations of
    # the grabs to come find taking the face-up photo T020 better by well over the
    # overrule margin, so the master takes it
    game = find_game("fit-to-print")
    state = game.new_game(["Ann", "Bob"], {}, 7)
    bots = [game.make_bot("expert", seed=7 + i) for i in range(2)]
    for step in range(16):
        acting = state.to_act()
        seat = acting[step % len(acting)]
        state.apply(seat, bots[seat].choose(state, seat))
    assert state.to_act() == [0] and state.units[0]["status"] == "reporting"
    analysis = SearchBot(game, 5, think_ms=None, iterations=40).analyse(state, 0)
    assert isinstance(analysis.policy, Flip)
    assert isinstance(analysis.action, Take) and analysis.action.tile == "T020"
    taken, flipped = analysis.best, next(c for c in analysis.choices if isinstance(c.action, Flip))
    assert taken is not None and taken.visits >= OVERRULE_VISITS and taken.value > flipped.value
    state.check(0, analysis.action)
