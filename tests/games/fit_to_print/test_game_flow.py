"""The standard game's state machine: relay reporting, layout, Print, rounds, game end."""

from __future__ import annotations

import json

import pytest

from paperboy.engine import IllegalActionError, NotYourTurnError
from paperboy.games.fit_to_print import GAME
from paperboy.games.fit_to_print.actions import (
    Choose,
    Flip,
    Keep,
    Layout,
    Place,
    Print,
    Return,
    Take,
)
from paperboy.games.fit_to_print.game_end import final_result
from paperboy.games.fit_to_print.state import FitToPrintState


def new(n: int = 2, seed: int = 4, **options) -> FitToPrintState:
    s = GAME.new_game([f"P{i}" for i in range(n)], options, seed=seed)
    assert isinstance(s, FitToPrintState)
    return s


def finish_round(s: FitToPrintState) -> None:
    """Everyone still playing says Print (the relay seat first)."""
    day = s.day
    while s.phase == "round" and s.day == day:
        seat = s.to_act()[0]
        s.play(seat, Print())


def test_flip_is_a_reveal_then_keep_or_return_and_the_turn_passes() -> None:
    s = new()
    events = s.play(0, Flip(1500))
    assert events[0].reveal
    tid = s.units[0]["pending"]
    assert tid and tid not in s.pile_down
    assert tid in json.dumps(s.view(1))  # a flipped tile is visible to everyone
    assert s.to_act() == [0]
    assert s.legal_actions(0) == [Keep(), Return()]
    s.play(0, Keep(800))
    assert s.units[0]["desk"] == [tid] and s.turn == 1 and s.units[0]["used_ms"] == 2300
    s.play(1, Flip())
    other = s.units[1]["pending"]
    s.play(1, Return())
    assert s.pile_up == [other]
    s.play(0, Take(other))
    assert other in s.units[0]["desk"]


def test_decide_before_anything_else_after_flipping() -> None:
    s = new()
    s.play(0, Flip())
    with pytest.raises(IllegalActionError) as info:
        s.play(0, Flip())
    assert info.value.rule == "Reporting step 2"


def test_relay_only_the_current_reporter_may_report() -> None:
    s = new()
    with pytest.raises(NotYourTurnError):
        s.play(1, Flip())
    assert s.legal_actions(1) == []


def test_face_down_pile_is_secret_and_only_counted_in_views() -> None:
    s = new()
    view = s.view(0)
    assert view["pile"]["face_down"] == len(s.pile_down) == 120
    text = json.dumps(view)
    assert set(s.secrets(0)) == set(s.pile_down)
    assert not any(f'"{t}"' in text for t in s.secrets(0))


def test_players_in_layout_act_on_their_own_clock_while_others_report() -> None:
    s = new(3)
    s.play(0, Flip())
    s.play(0, Keep())
    s.play(1, Layout())
    assert s.to_act() == [1, 2]
    tid = s.units[0]["desk"][0]
    with pytest.raises(IllegalActionError):
        s.play(1, Take(tid))


def test_finishing_tokens_follow_clock_time_used() -> None:
    s = new(2)
    s.play(0, Layout(9000))
    s.play(0, Print(1000))  # first to print but used 10 s
    s.play(1, Print(4000))  # printed later with 4 s used
    assert s.units[1]["tokens"] == [1] and s.units[0]["tokens"] == [2]


def test_clock_at_zero_forces_print_and_longer_actions_are_refused() -> None:
    s = new(2, timer="frantic")
    limit = s.limit_ms()
    assert limit == 180_000
    with pytest.raises(IllegalActionError) as info:
        s.play(0, Flip(limit + 1))
    assert info.value.rule == "Round timer"
    s.play(0, Flip(limit - 1000))
    events = s.play(0, Keep(1000))
    assert s.units[0]["status"] == "printed"
    assert any(e.kind == "print" and e.data.get("forced") for e in events)


def test_custom_and_two_minute_timers() -> None:
    assert new(2, timer="custom", timer_seconds=95).limit_ms() == 95_000
    assert new(2, modifications=[2]).limit_ms() == 120_000


def test_desk_tiles_are_penalised_and_carried_into_the_next_round() -> None:
    s = new(2)
    s.play(0, Flip())
    s.play(0, Keep())
    kept = s.units[0]["desk"][0]
    finish_round(s)
    assert s.units[0]["scores"][0]["categories"]["unplaced"] == -1
    assert s.phase == "choose"
    assert s.units[0]["desk"] == [kept]


def test_tiles_return_face_down_and_are_reshuffled_between_rounds() -> None:
    s = new(2)
    s.play(0, Flip())
    s.play(0, Return())
    s.play(1, Flip())
    s.play(1, Keep())
    s.play(0, Layout())
    s.play(0, Print())
    s.play(1, Layout())
    tid = s.units[1]["desk"][0]
    spot = next(a for a in s.legal_actions(1) if isinstance(a, Place) and a.tile == tid)
    s.play(1, spot)
    s.play(1, Print())
    assert s.pile_up == [] and tid in s.pile_down and len(s.pile_down) == 120


def test_two_players_choose_from_three_centerpieces_in_finishing_order() -> None:
    s = new(2)
    s.play(0, Print(5000))
    s.play(1, Print(1000))
    assert s.phase == "choose" and len(s.cp_offer) == 3
    assert s.to_act() == [1]  # token 1 chooses first
    first = s.cp_offer[0]
    with pytest.raises(IllegalActionError):
        s.play(1, Choose("S1"))
    s.play(1, Choose(first))
    assert s.to_act() == [0] and len(s.cp_offer) == 2
    s.play(0, Choose(s.cp_offer[1]))
    assert s.phase == "round" and s.day == 1
    assert s.units[1]["cp"] == first and len(s.set_aside) == 1


def test_four_players_lay_out_one_centerpiece_each() -> None:
    s = new(4)
    finish_round(s)
    assert len(s.cp_offer) == 4


def test_print_immediately_from_reporting_counts_as_layout_then_print() -> None:
    s = new(2)
    s.play(0, Print())
    assert s.units[0]["status"] == "printed" and s.turn == 1


def run_to_end(s: FitToPrintState) -> None:
    while not s.is_over():
        seat = s.to_act()[0]
        if s.phase == "choose":
            s.play(seat, Choose(s.cp_offer[0]))
        else:
            s.play(seat, Print())


def set_rounds(s: FitToPrintState, per_unit: list[list[tuple[int, int]]], tokens: list[list[int]]) -> dict:
    """Replace the score sheets (points, dollars per round) and recompute the end of game."""
    for u, rounds, toks in zip(s.units, per_unit, tokens, strict=True):
        u["scores"] = [{"categories": {"articles": pts, "photos": 0, "centerpiece": 0, "white_space": 0,
                                       "mood": 0, "unplaced": 0},
                        "total": pts, "dollars": d, "raw_total": pts, "largest_white": 0, "empty": 3,
                        "photo_points": [], "notes": [], "good": 0, "bad": 0} for pts, d in rounds]
        u["tokens"] = toks
        u["desk_counts"] = [1, 1, 1]
    return final_result(s)


def test_game_end_single_lowest_ad_revenue_goes_out_of_business() -> None:
    s = new(3)
    run_to_end(s)
    final = set_rounds(s, [[(30, 2)] * 3, [(20, 5)] * 3, [(10, 5)] * 3], [[1, 1, 1], [2, 2, 2], [3, 3, 3]])
    assert final["eliminated"] == [0] and final["winners"] == [1]


def test_game_end_tied_lowest_ad_revenue_nobody_goes_out() -> None:
    s = new(3)
    run_to_end(s)
    final = set_rounds(s, [[(30, 2)] * 3, [(20, 2)] * 3, [(10, 5)] * 3], [[1, 1, 1], [2, 2, 2], [3, 3, 3]])
    assert final["eliminated"] == [] and final["winners"] == [0]


def test_two_player_more_than_5_dollars_less_costs_10_points_but_may_still_win() -> None:
    s = new(2)
    run_to_end(s)
    final = set_rounds(s, [[(30, 1)] * 3, [(20, 3)] * 3], [[1, 1, 1], [2, 2, 2]])
    # $3 against $9: more than $5 less, -10, but still eligible (and still ahead).
    assert final["totals"] == [80, 60] and final["eliminated"] == [] and final["winners"] == [0]
    final = set_rounds(s, [[(30, 3)] * 3, [(20, 4)] * 3], [[1, 1, 1], [2, 2, 2]])
    assert final["totals"] == [90, 60]  # $9 against $12: no penalty
    final = set_rounds(s, [[(20, 1)] * 3, [(17, 3)] * 3], [[1, 1, 1], [2, 2, 2]])
    assert final["totals"] == [50, 51] and final["winners"] == [1]


def test_tie_for_points_goes_to_the_lower_sunday_token() -> None:
    s = new(3)
    run_to_end(s)
    final = set_rounds(s, [[(20, 5)] * 3, [(20, 5)] * 3, [(5, 9)] * 3], [[1, 1, 2], [2, 2, 1], [3, 3, 3]])
    assert final["winners"] == [1]


def test_result_reports_achievements_and_mode() -> None:
    s = new(2)
    run_to_end(s)
    r = s.result()
    assert set(r.extra["achievements"]) == {"0", "1"}
    assert r.extra["achievement_mode"] == "standard"
    assert new(2, modifications=[4]).achievement_mode() == "rule-modifications"


def test_rule_modification_4_first_print_ends_the_round_for_everyone() -> None:
    s = new(3, modifications=[4])
    s.play(0, Print(2000))
    assert s.day == 1 or s.phase == "choose"
    assert all(u["tokens"] for u in s.units)


def test_rule_modification_5_ads_on_papers_leave_the_game() -> None:
    s = new(2, modifications=[5], seed=8)
    ad = next(t for t in s.pile_down if s.cat.tiles[t].kind == "ad")
    s.pile_down.remove(ad)
    s.units[0]["desk"].append(ad)
    s.play(0, Layout())
    spot = next(a for a in s.legal_actions(0) if isinstance(a, Place) and a.tile == ad)
    s.play(0, spot)
    finish_round(s)
    assert ad in s.removed and ad not in s.pile_down


def test_owl_may_flip_any_number_then_take_one_during_layout() -> None:
    s = new(2, characters=True, seed=1)
    s.units[0]["character"] = "Owl"
    s.units[0]["takes_left"] = 1
    s.play(0, Layout())
    s.play(0, Flip())
    s.play(0, Flip())
    assert len(s.pile_up) == 2
    s.play(0, Take(s.pile_up[0]))
    with pytest.raises(IllegalActionError):
        s.play(0, Flip())


def test_10a_flip_any_number_and_take_up_to_two_in_layout() -> None:
    s = new(2)
    finish_round(s)
    s.play(s.to_act()[0], Choose(s.cp_offer[0]))
    s.cp_offer.insert(0, "10A")
    s.play(s.to_act()[0], Choose("10A"))
    unit = next(i for i, u in enumerate(s.units) if u["cp"] == "10A")
    assert s.units[unit]["takes_left"] == 2


def test_breaking_news_drawn_at_setup_and_before_choosing() -> None:
    s = new(2, breaking_news=True)
    assert s.bn[0] and s.bn[0].startswith("Fri ")
    assert s.view(0)["breaking_news"]["id"] == s.bn[0]
    finish_round(s)
    assert s.bn[1] and s.bn[1].startswith("Sat ") and s.phase == "choose"


def test_characters_dealt_one_each() -> None:
    s = new(6, characters=True)
    assert sorted(u["character"] for u in s.units) == ["Bear", "Fox", "Owl", "Rabbit", "Raccoon", "Squirrel"]


def test_sun_10_refuses_a_centerpiece_touching_the_border() -> None:
    s = new(2)
    s.day = 2
    s.bn[2] = "Sun 10"
    s.units[0]["cp"] = "S2"
    s.place_default_cp(0)
    assert s.units[0]["cp_at"] == [1, 2]
    s.units[0]["status"] = "layout"
    with pytest.raises(IllegalActionError) as info:
        s.play(0, Place("CP", 0, 2))
    assert info.value.rule == "Breaking News"


def test_status_line_names_round_and_actor() -> None:
    s = new(2)
    assert "Round 1 (Fri)" in s.status_line() and "P0" in s.status_line()


def test_text_forms_round_trip() -> None:
    for text in ("flip @1200", "keep", "return @5", "take T012", "layout", "place T003 2 1",
                 "place T003 2 1 down @900", "place CP 1 3", "remove T010", "rotate T010", "print @100",
                 "choose 4A", "discard T003 search", "done", "draw", "deliver @20000"):
        assert GAME.parse_action(text).format() == text


def test_fri_1_refuses_face_up_tiles_across_the_fold_in_play() -> None:
    s = new(2)
    s.bn[0] = "Fri 1"
    tid = next(t for t in s.pile_down if s.cat.tiles[t].size == "2x1" and s.cat.tiles[t].kind == "article")
    s.pile_down.remove(tid)
    s.units[0]["desk"].append(tid)
    s.play(0, Layout())
    fold = s.paper(0).side.fold_row
    with pytest.raises(IllegalActionError) as info:
        s.play(0, Place(tid, fold - 1, 1))
    assert info.value.rule == "Breaking News" and "fold" in info.value.reason
    s.play(0, Place(tid, fold - 1, 1, "down"))


def test_breaking_news_restriction_fri_6_no_bad_news_above_the_fold() -> None:
    s = new(2)
    s.bn[0] = "Fri 6"
    tid = next(t for t in s.pile_down if s.cat.tiles[t].kind == "article" and s.cat.tiles[t].mood == "bad"
               and s.cat.tiles[t].size == "1x2")
    s.pile_down.remove(tid)
    s.units[0]["desk"].append(tid)
    s.play(0, Layout())
    with pytest.raises(IllegalActionError) as info:
        s.play(0, Place(tid, 2, 1))
    assert info.value.rule == "Breaking News"
    s.play(0, Place(tid, 5, 1))


def test_rule_modifications_3_and_7_are_view_flags() -> None:
    v = new(2, modifications=[3, 7]).view(0)
    assert v["upside_down"] is True and v["one_hand"] is True
    assert new(2).view(0)["upside_down"] is False


def test_one_player_scenario_uses_the_solo_setup() -> None:
    s = GAME.new_game(["Solo"], {"mode": "scenario", "scenario": 4}, seed=1)
    assert isinstance(s, FitToPrintState) and len(s.removed) == 25
    assert s.units[0]["character"] == "Squirrel" and s.bn == ["Fri 7", "Sat 7", "Sun 8"]


def test_view_shows_round_structure() -> None:
    s = new(3)
    v = s.view(2)
    assert (v["day"], v["round"], v["phase"], v["turn"]) == ("Fri", 1, "round", 0)
    assert v["paper"]["rows"] == 6 and len(v["paper"]["region"]) == 30
    assert v["units"][0]["centerpiece"]["id"].startswith("S")
    assert v["limit_ms"] == 240_000


def test_rule_modification_4_the_log_says_who_sent_the_other_papers_to_print() -> None:
    s = new(3, modifications=[4])
    events = s.play(0, Print(2000))
    sent = [e.text for e in events if e.kind == "print" and e.data["forced"]]
    assert len(sent) == 2
    assert all("said Print! first (rule modification 4)" in text and "clock at zero" not in text for text in sent)
