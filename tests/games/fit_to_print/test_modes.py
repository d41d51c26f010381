"""Solo, Puzzle, Family, Turn-based, Newsroom, Scenario and Real-time modes."""

from __future__ import annotations

from collections import Counter

import pytest

from paperboy.engine import IllegalActionError, InvalidPlayersError, NotYourTurnError
from paperboy.games.fit_to_print import GAME
from paperboy.games.fit_to_print.actions import (
    Choose,
    Deliver,
    Discard,
    Done,
    Draw,
    Flip,
    Keep,
    Layout,
    Place,
    Print,
    Return,
    Take,
)
from paperboy.games.fit_to_print.state import FitToPrintState


def new(n: int, seed: int = 3, **options) -> FitToPrintState:
    s = GAME.new_game([f"P{i}" for i in range(n)], options, seed=seed)
    assert isinstance(s, FitToPrintState)
    return s


# --- solo -------------------------------------------------------------------------------


def test_solo_removes_five_tiles_of_each_size() -> None:
    s = new(1, mode="solo")
    sizes = Counter(s.cat.tiles[t].size for t in s.removed)
    assert len(s.removed) == 25 and set(sizes.values()) == {5}
    assert len(s.pile_down) == 95
    assert set(s.removed) <= set(s.secrets(0))


def test_solo_draws_two_centerpieces_and_keeps_one() -> None:
    s = new(1, mode="solo")
    s.play(0, Print())
    assert s.phase == "choose" and len(s.cp_offer) == 2


def test_solo_needs_12_dollars_and_uses_the_solo_white_space_table() -> None:
    s = new(1, mode="solo")
    while not s.is_over():
        s.play(0, Choose(s.cp_offer[0]) if s.phase == "choose" else Print())
    r = s.result()
    assert r.eliminated == [0] and r.winners == [] and r.extra["min_ad"] == 12
    assert s.units[0]["scores"][0]["categories"]["white_space"] == -1  # empty paper: 8+ squares


def test_player_counts_depend_on_mode() -> None:
    assert GAME.player_range({"mode": "solo"}) == (1, 1)
    assert GAME.player_range({"mode": "puzzle"}) == (1, 1)
    assert GAME.player_range({"mode": "newsroom"}) == (4, 12)
    assert GAME.player_range({"mode": "standard"}) == (1, 6)
    assert GAME.player_range({"mode": "family"}) == (2, 6)
    with pytest.raises(InvalidPlayersError):
        GAME.new_game(["a", "b", "c", "d", "e"], {"mode": "newsroom"})
    with pytest.raises(InvalidPlayersError):
        GAME.new_game(["a"], {"mode": "family"})
    alone = GAME.new_game(["a"], {"mode": "standard"})
    assert isinstance(alone, FitToPrintState) and alone.mode == "solo" and len(alone.removed) == 25


# --- puzzle -----------------------------------------------------------------------------


def play_stored_layout(number: int) -> FitToPrintState:
    s = new(1, mode="puzzle", puzzle=number)
    pz = s.cat.puzzles[number]
    s.play(0, Place("CP", *pz.cp_at))
    for tid, r, c, up in pz.layout:
        s.play(0, Place(tid, r, c, "up" if up else "down"))
    s.play(0, Print())
    return s


@pytest.mark.parametrize("number", range(1, 13))
def test_each_puzzle_ships_a_layout_rated_at_its_top_tier(number: int) -> None:
    s = play_stored_layout(number)
    r = s.result()
    pz = s.cat.puzzles[number]
    assert r.extra["incomplete"] is False
    assert r.totals[0] >= pz.tiers[2] and r.extra["tier"] == 3


def test_puzzle_is_layout_only_without_clock_or_unplaced_penalty() -> None:
    s = new(1, mode="puzzle", puzzle=2)
    assert s.units[0]["status"] == "layout" and not s.has_clock()
    assert sorted(s.units[0]["desk"]) == sorted(s.cat.puzzles[2].tiles)
    with pytest.raises(IllegalActionError):
        s.play(0, Flip())


def test_puzzle_with_an_unplaced_ad_is_incomplete() -> None:
    s = new(1, mode="puzzle", puzzle=1)
    s.play(0, Print())
    r = s.result()
    assert r.extra["incomplete"] is True and r.extra["tier"] == 0 and r.winners == []
    assert s.units[0]["scores"][0]["categories"]["unplaced"] == 0


# --- family -----------------------------------------------------------------------------


def test_family_uses_plain_centerpieces_and_no_desk() -> None:
    s = new(2, mode="family")
    assert all(s.cat.centerpiece(u["cp"]).plain for u in s.units)
    s.play(0, Flip())
    tid = s.units[0]["pending"]
    with pytest.raises(IllegalActionError) as info:
        s.play(0, Keep())
    assert info.value.rule == "Family mode"
    with pytest.raises(IllegalActionError):
        s.play(0, Print())
    place = next(a for a in s.legal_actions(0) if isinstance(a, Place))
    s.play(0, place)
    assert tid in s.units[0]["placed"] and s.turn == 1
    with pytest.raises(NotYourTurnError):
        s.play(0, Flip())
    s.play(1, Flip())
    s.play(1, Return())
    with pytest.raises(IllegalActionError) as info:
        from paperboy.games.fit_to_print.actions import Remove

        s.play(0, Remove(tid))
    assert info.value.rule == "Family mode"


def test_family_scores_no_mood_no_white_space_and_minus_5_for_single_lowest_ads() -> None:
    s = new(2, mode="family")
    ad = next(t for t in s.pile_down if s.cat.tiles[t].kind == "ad")
    s.pile_down.remove(ad)
    s.pile_up.append(ad)
    s.play(0, Take(ad))
    s.play(0, next(a for a in s.legal_actions(0) if isinstance(a, Place)))
    while not s.is_over():
        s.play(s.to_act()[0], Print())
    sheet = s.units[0]["scores"][0]["categories"]
    assert sheet["white_space"] == 0 and sheet["mood"] == 0 and sheet["centerpiece"] == 0
    r = s.result()
    assert r.breakdown[1]["ad_penalty"] == -5 and r.eliminated == []


# --- turn-based -------------------------------------------------------------------------


def test_turn_based_setup() -> None:
    s = new(3, mode="turn-based")
    assert s.day == 1 and s.phase == "tb_choose"
    assert sorted(s.cat.tiles[t].size for t in s.pile_up) == sorted(s.cat.sizes)
    assert len(s.cp_offer) == 4
    assert all(cp.startswith("S") or cp.endswith("A") for cp in s.cp_offer)
    starter = s.tb["starter"]
    assert s.choose_order == [(starter - 1) % 3, (starter - 2) % 3, starter]
    for _ in range(3):
        s.play(s.to_act()[0], Choose(s.cp_offer[0]))
    assert s.phase == "tb_turn" and s.to_act() == [starter]
    assert all(len(u["desk"]) == 2 for u in s.units)


def tb_game(seed: int = 3) -> FitToPrintState:
    s = new(2, seed=seed, mode="turn-based")
    while s.phase == "tb_choose":
        s.play(s.to_act()[0], Choose(s.cp_offer[0]))
    return s


def test_turn_based_turn_place_flip_two_then_take() -> None:
    s = tb_game()
    seat = s.to_act()[0]
    with pytest.raises(IllegalActionError) as info:
        s.play(seat, Flip())
    assert info.value.rule == "Turn-based step 1"
    s.play(seat, next(a for a in s.legal_actions(seat) if isinstance(a, Place)))
    s.play(seat, Flip())
    s.play(seat, Flip())
    with pytest.raises(IllegalActionError):
        s.play(seat, Flip())
    s.play(seat, Take(s.pile_up[-1]))
    assert s.to_act() == [1 - seat] and len(s.units[seat]["desk"]) == 2


def test_turn_based_placed_tiles_stay_unless_rearranged() -> None:
    s = tb_game()
    seat = s.to_act()[0]
    place = next(a for a in s.legal_actions(seat) if isinstance(a, Place))
    s.play(seat, place)
    s.play(seat, Draw())
    other = s.to_act()[0]
    s.play(other, next(a for a in s.legal_actions(other) if isinstance(a, Place)))
    s.play(other, Draw())
    moved = Place(place.tile, 5, 0)
    with pytest.raises(IllegalActionError) as info:
        s.play(seat, moved)
    assert "Rearrange" in info.value.reason
    s.play(seat, Discard(s.units[seat]["desk"][0], "rearrange"))
    moved = next(a for a in s.legal_actions(seat) if isinstance(a, Place) and a.tile == place.tile
                 and (a.row, a.col) != (place.row, place.col))
    s.play(seat, moved)
    assert s.units[seat]["placed"][place.tile][:2] == [moved.row, moved.col]
    s.play(seat, Done())
    assert s.tb["stage"] == "flip" and s.tb["flips_left"] == 2


def test_turn_based_search_reveals_up_to_five() -> None:
    s = tb_game()
    seat = s.to_act()[0]
    s.play(seat, Discard(s.units[seat]["desk"][0], "search"))
    for _ in range(5):
        s.play(seat, Flip())
    with pytest.raises(IllegalActionError):
        s.play(seat, Flip())


def test_turn_based_print_only_when_nothing_fits_then_others_finish() -> None:
    s = tb_game()
    seat = s.to_act()[0]
    with pytest.raises(IllegalActionError) as info:
        s.play(seat, Print())
    assert info.value.rule == "Turn-based game end"
    # Fill the printer's paper so that no desk tile fits anywhere.
    paper = s.paper(seat)
    region = sorted(paper.empty_cells())
    filler = [t for t in s.pile_down if s.cat.tiles[t].size == "1x2"]
    occupied: set = set()
    for r, c in region:
        if (r, c) in occupied or (r, c + 1) not in region or (r, c + 1) in occupied:
            continue
        tid = filler.pop()
        s.pile_down.remove(tid)
        s.units[seat]["placed"][tid] = [r, c, False]
        occupied |= {(r, c), (r, c + 1)}
    if s.legal_actions(seat) and Print() in s.legal_actions(seat):
        s.play(seat, Print())
        assert s.phase in ("tb_final", "over")
        while not s.is_over():
            other = s.to_act()[0]
            s.play(other, Done())
        r = s.result()
        assert len(r.totals) == 2 and r.extra["achievements"] == {"0": [], "1": []}


# --- newsroom ---------------------------------------------------------------------------


def test_newsroom_roles_and_walking_cost() -> None:
    s = new(4, mode="newsroom", walk_seconds=15)
    assert len(s.units) == 2 and s.to_act() == [0]  # Editors wait with empty desks
    s.play(0, Flip())
    s.play(0, Keep())
    assert s.units[0]["carry"] and not s.units[0]["desk"]
    s.play(2, Flip())
    s.play(2, Return())
    before = s.units[0]["used_ms"]
    s.play(0, Deliver())
    assert s.units[0]["used_ms"] - before == 30_000 and s.units[0]["desk"] and not s.units[0]["carry"]
    assert 1 in s.to_act()
    with pytest.raises(IllegalActionError) as info:
        s.play(1, Flip())
    assert info.value.rule == "Newsroom mode"
    s.play(2, Layout())
    with pytest.raises(IllegalActionError):
        s.play(0, Place(s.units[0]["desk"][0], 4, 0))
    s.play(1, next(a for a in s.legal_actions(1) if isinstance(a, Place)))
    assert 1 not in s.to_act()  # an Editor with an empty desk waits for a delivery
    s.play(0, Layout())
    s.play(1, Print())
    assert s.units[0]["status"] == "printed"
    s.play(3, Print())
    r = s.result()
    assert r.totals[0] == r.totals[1] and r.totals[2] == r.totals[3]


# --- scenarios --------------------------------------------------------------------------


def test_scenario_fixes_character_centerpieces_and_breaking_news() -> None:
    s = new(2, mode="scenario", scenario=7)
    assert all(u["character"] == "Fox" and u["cp"] == "S6" for u in s.units)
    assert s.bn == ["Fri 12", "Sat 8", "Sun 3"]
    while not s.is_over():
        s.play(s.to_act()[0], Print())
    assert all(u["cp"] == "2B" for u in s.units)
    outcome = s.result().extra["scenario"]
    assert outcome["min_ad"] == 15 and outcome["min_pts"] == 52
    assert outcome["units"]["0"]["passed"] is False
    assert s.result().extra["achievement_mode"] == "scenarios"


def test_scenario_pass_needs_min_ad_min_points_and_goal() -> None:
    from paperboy.games.fit_to_print.achievements import scenario_outcome

    s = new(1, mode="scenario", scenario=15)
    s.units[0]["scores"] = []
    bd = {"articles": 40, "photos": 0, "centerpiece": 0, "white_space": 0, "mood": 0, "unplaced": 0}
    ok = scenario_outcome(s, [63], [20], [bd])["units"]["0"]
    assert ok == {"min_ad_met": True, "min_pts_met": True, "goal_met": True, "passed": True}
    bd["articles"] = 39
    assert scenario_outcome(s, [63], [20], [bd])["units"]["0"]["passed"] is False
    bd["articles"] = 45
    assert scenario_outcome(s, [63], [19], [bd])["units"]["0"]["passed"] is False


def test_scenario_13_forbids_face_down_tiles() -> None:
    s = new(1, mode="scenario", scenario=13)
    tid = s.pile_down.pop()
    s.units[0]["desk"].append(tid)
    s.play(0, Layout())
    with pytest.raises(IllegalActionError) as info:
        s.play(0, Place(tid, 4, 1, "down"))
    assert info.value.rule == "Scenario 13 goal"


# --- real time --------------------------------------------------------------------------


def test_real_time_everyone_acts_at_once() -> None:
    s = new(3, mode="real-time")
    assert s.to_act() == [0, 1, 2]
    s.play(2, Flip(700))
    s.play(0, Flip(900))
    assert s.units[2]["pending"] and s.units[0]["pending"]
    s.play(2, Keep(300))
    assert s.to_act() == [0, 1, 2]


def test_bot_games_are_deterministic_given_their_times() -> None:
    def run() -> str:
        s = new(3, seed=9, mode="real-time")
        bots = [GAME.make_bot("novice", 40 + i) for i in range(3)]
        while not s.is_over():
            seat = min(s.to_act(), key=lambda i: s.units[i]["used_ms"])
            s.play(seat, bots[seat].choose(s, seat))
        return s.digest()

    assert run() == run()


def test_rule_modification_6_offers_no_rearrange_in_the_turn_based_game() -> None:
    """Tiles never move under modification 6, so the Rearrange special action is not offered."""
    from paperboy.engine import IllegalActionError
    from paperboy.games.fit_to_print import GAME
    from paperboy.games.fit_to_print.actions import Discard

    state = GAME.new_game(["Ann", "Bob"], {"mode": "turn-based", "modifications": [6]}, 3)
    # play the opening (centerpiece choice, first draws) until a player is at step 1 with a desk
    for _ in range(50):
        seat = state.to_act()[0]
        if state.phase == "tb_turn" and state.tb["stage"] == "place" and state.units[seat]["desk"]:
            break
        state.apply(seat, state.legal_actions(seat)[0])
    actions = state.legal_actions(seat)
    assert any(isinstance(a, Discard) and a.power == "search" for a in actions)
    assert not any(isinstance(a, Discard) and a.power == "rearrange" for a in actions)
    tile = state.units[seat]["desk"][0]
    try:
        state.play(seat, Discard(tile, "rearrange"))
    except IllegalActionError as exc:
        assert exc.rule == "Rule modification 6"
    else:
        raise AssertionError("Rearrange was allowed under rule modification 6")
