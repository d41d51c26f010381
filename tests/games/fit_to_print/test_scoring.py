"""Round scoring: the rulebook's worked examples and every scoring rule."""

from __future__ import annotations

from pathlib import Path

from games.fit_to_print.ftp_helpers import ad, art, paper, photo

from paperboy.games.fit_to_print import GAME
from paperboy.games.fit_to_print.components import catalogue
from paperboy.games.fit_to_print.scoring import (
    RoundRules,
    ScoreInput,
    resolve_conflicts,
    score_round,
    solo_white_points,
)

EXAMPLE = Path(__file__).with_name("example.toml")


def score(p, rules=None, desk=0, character=None, token=None, others=()):
    rules = rules or RoundRules(p.side.day, "solo")
    inputs = [ScoreInput(p, desk, catalogue().characters[character] if character else None, token)]
    inputs += [ScoreInput(o) for o in others]
    return score_round(inputs, rules)[0]


def test_scoring_example_from_the_rulebook() -> None:
    result = GAME.score_file(EXAMPLE.read_text())
    ex = result["papers"][0]
    assert ex["categories"] == {"articles": 8, "photos": 5, "centerpiece": 2, "white_space": 3,
                                "mood": -2, "unplaced": -2}
    assert sorted(ex["photo_points"]) == [1, 4]  # pink/blue photo 4, bad news photo 1
    assert ex["largest_white_space"] == 4
    assert ex["mood_icons"] == {"good": 3, "bad": 5}
    assert ex["ad_revenue"] == 3
    assert ex["total"] == 14
    assert result["papers"][1]["categories"]["white_space"] == -1


def test_mood_example_five_frowns_three_smiles_costs_two() -> None:
    tiles = [(art("pink", "bad"), 3, 0), (art("blue", "bad"), 4, 0), (art("green", "bad", "2x2", icons=3), 4, 2),
             (art("pink", "good", "2x2", icons=2), 4, 4), (art("green", "good"), 5, 0)]
    s = score(paper("Sat", tiles=tiles))
    assert (s.good, s.bad) == (3, 5)
    assert s.categories["mood"] == -2


def test_mood_perfect_balance_costs_nothing_and_photo_icons_never_count() -> None:
    tiles = [(art("pink", "good"), 4, 0), (art("blue", "bad"), 5, 0), (photo("good"), 4, 2), (photo("bad"), 0, 0)]
    s = score(paper("Sat", tiles=tiles))
    assert s.categories["mood"] == 0


def test_articles_score_their_printed_points() -> None:
    tiles = [(art("pink", "good"), 4, 0), (art("blue", "bad", "2x2"), 4, 2), (art("green", "good", "1x3"), 0, 0)]
    assert score(paper("Sat", tiles=tiles)).categories["articles"] == 1 + 2 + 2


def test_photos_score_each_matching_touching_article_once_and_may_share_one() -> None:
    shared = art("pink", "good", "2x2")
    tiles = [(shared, 2, 2), (photo("pink", "2x1"), 2, 1), (photo("pink/green", "2x1"), 2, 4),
             (art("blue", "bad"), 1, 2)]
    s = score(paper("Sat", tiles=tiles))
    assert sorted(s.photo_points) == [1, 1]  # the blue article matches neither photo
    assert s.categories["photos"] == 2


def test_face_down_tiles_score_nothing_but_fill_space() -> None:
    a = art("pink", "good")
    s_up = score(paper("Sat", tiles=[(a, 0, 0)]))
    s_down = score(paper("Sat", tiles=[(a, 0, 0)], down=(a.id,)))
    assert s_up.categories["articles"] == 1 and s_down.categories["articles"] == 0
    assert s_down.empty == s_up.empty


def test_white_space_smallest_plus_3_largest_minus_1_others_plus_1_ties_share() -> None:
    full_row = [(art(c, "good", "1x3"), r, 0) for r, c in ((0, "pink"), (1, "blue"), (2, "pink"), (3, "blue"))]
    small = paper("Sat", tiles=[*full_row, *[(art(c, "bad", "1x3"), r, 3) for r, c in
                                             ((0, "green"), (1, "pink"), (2, "green"), (3, "pink"), (4, "green"))]])
    mid = paper("Sat", tiles=full_row)
    mid2 = paper("Sat", tiles=list(full_row))
    empty = paper("Sat")
    rules = RoundRules("Sat", "multi")
    scores = score_round([ScoreInput(small), ScoreInput(mid), ScoreInput(mid2), ScoreInput(empty)], rules)
    assert [s.categories["white_space"] for s in scores] == [3, 1, 1, -1]
    tied = score_round([ScoreInput(empty), ScoreInput(paper("Sat"))], rules)
    assert [s.categories["white_space"] for s in tied] == [3, 3]


def test_solo_white_space_table() -> None:
    assert [solo_white_points(n) for n in (0, 1, 2, 3, 4, 5, 6, 7, 8, 20)] == [3, 3, 2, 2, 1, 1, 0, 0, -1, -1]


def test_unplaced_tiles_cost_one_point_each() -> None:
    assert score(paper("Sat"), desk=3).categories["unplaced"] == -3


def test_round_total_and_ad_revenue_never_below_zero() -> None:
    s = score(paper("Sat"), desk=9)
    assert s.raw_total < 0 and s.total == 0 and s.dollars == 0


def test_ads_earn_their_dollars_face_up_only() -> None:
    a1, a2, a3 = ad(1), ad(2, "2x2"), ad(3, "2x3")
    s = score(paper("Sat", tiles=[(a1, 0, 0), (a2, 2, 0), (a3, 4, 3)], down=(a3.id,)))
    assert s.dollars == 3


# --- centerpiece clarifications -------------------------------------------------------


def test_above_the_fold_means_any_part_above() -> None:
    fold = catalogue().side_for("Sat").fold_row
    tiles = [(art("pink", "good", "2x1"), fold - 1, 0), (art("blue", "bad", "2x1"), fold - 1, 1)]
    s = score(paper("Sat", "S4", (0, 3), tiles))
    assert s.categories["centerpiece"] == 1


def test_s4_counts_articles_not_faces_any_distance_above_the_fold() -> None:
    tiles = [(art("pink", "good", "2x2", icons=2), 0, 0), (art("blue", "bad"), 2, 5), (art("green", "bad"), 1, 5)]
    s = score(paper("Sat", "S4", (0, 3), tiles))
    assert s.categories["centerpiece"] == 1  # one good article pairs with one bad article


def test_s5_counts_each_photo_once_even_beside_several_ads() -> None:
    tiles = [(photo("pink", "2x1"), 3, 1), (ad(1, "2x1"), 3, 0), (ad(1, "2x1"), 3, 2)]
    s = score(paper("Sat", "S5", (0, 3), tiles))
    assert s.categories["centerpiece"] == 1


def test_3a_scores_one_colour_like_a_photo_but_is_a_centerpiece_for_placement() -> None:
    cp_at = (0, 2)  # 2x3 over rows 0-1, columns 2-4
    tiles = [(art("pink", "good"), 2, 2), (art("blue", "good"), 2, 4), (art("pink", "bad", "2x1"), 0, 1),
             (photo("pink", "2x1"), 0, 5)]  # a photo may touch 3A: it is not a photo
    p = paper("Sat", "3A", cp_at, tiles)
    assert resolve_conflicts(p)[0] == []
    assert score(p).categories["centerpiece"] == 2  # pink chosen: two pink articles touch it
    rules = RoundRules("Sat", "solo", circus_colour={0: "blue"})
    assert score_round([ScoreInput(p)], rules)[0].categories["centerpiece"] == 1


def test_4a_square_empty_areas_do_not_count() -> None:
    fill = [(art("pink", "good", "2x3"), 2, 0), (art("blue", "good", "2x3"), 4, 0), (art("green", "bad", "2x3"), 2, 4),
            (art("pink", "bad", "2x3"), 4, 4), (art("green", "good", "1x3"), 0, 0), (ad(1), 0, 5)]
    # Empty: (1,0)-(1,2) a 1x3 rectangle, (2,3)-(5,3) a 4x1 rectangle, (1,5)-(1,6) a 1x2 rectangle
    p = paper("Sat", "4A", (0, 3), fill)
    assert score(p).categories["centerpiece"] == 6
    p2 = paper("Sat", "4A", (0, 3), fill + [(ad(1), 1, 5)])  # fills the 1x2 area
    assert score(p2).categories["centerpiece"] == 4


def test_3b_must_fit_the_round_region() -> None:
    s = GAME.new_game(["Ann", "Bob"], {}, seed=2)
    s.units[0]["cp"] = "3B"
    s.place_default_cp(0)
    s.units[0]["status"] = "layout"
    from paperboy.engine import IllegalActionError
    from paperboy.games.fit_to_print.actions import Place

    try:
        s.play(0, Place("CP", 1, 0))  # column 0 lies outside Friday's region
    except IllegalActionError as exc:
        assert exc.rule == "Layout rule 1" and "3B" in exc.reason
    else:
        raise AssertionError("3B outside the region was accepted")


def test_8b_scores_an_empty_desk() -> None:
    assert score(paper("Sat", "8B", (0, 2)), desk=0).categories["centerpiece"] == 3
    assert score(paper("Sat", "8B", (0, 2)), desk=1).categories["centerpiece"] == 0


def test_9a_counts_full_rows() -> None:
    row0 = [(art("pink", "good", "1x3"), 0, 0), (art("blue", "good", "1x2"), 0, 5)]
    row1 = [(art("green", "good", "1x3"), 1, 0), (art("pink", "bad", "1x2"), 1, 5)]
    assert score(paper("Sat", "9A", (0, 3), row0 + row1)).categories["centerpiece"] == 2


# --- characters -----------------------------------------------------------------------


def test_rabbit_mood_penalty_reduced_to_a_minimum_of_zero() -> None:
    tiles = [(art("pink", "bad", "2x2", icons=3), 4, 0)]
    assert score(paper("Sat", tiles=tiles)).categories["mood"] == -3
    assert score(paper("Sat", tiles=tiles), character="Rabbit").categories["mood"] == -1
    one = [(art("pink", "bad"), 4, 0)]
    assert score(paper("Sat", tiles=one), character="Rabbit").categories["mood"] == 0


def test_bear_subtracts_one_from_every_area_tied_for_smallest() -> None:
    # Fill Saturday except two single squares: both areas are size 1, the smallest.
    tiles = [(art(c, "good", "1x3"), r, 0) for r, c in enumerate(["pink", "blue", "pink", "blue", "pink", "blue"])]
    tiles += [(art(c, "bad", "1x3"), r, 3) for r, c in enumerate(["green", "pink", "green", "pink", "green", "pink"])]
    p = paper("Sat", tiles=tiles)
    rules = RoundRules("Sat", "multi")
    bear = catalogue().characters["Bear"]
    rival = paper("Sat", tiles=list(tiles))
    plain = score_round([ScoreInput(p), ScoreInput(rival)], rules)
    assert [s.categories["white_space"] for s in plain] == [3, 3]
    with_bear = score_round([ScoreInput(p, 0, bear), ScoreInput(rival)], rules)
    assert [s.categories["white_space"] for s in with_bear] == [3, -1]


def test_fox_squirrel_and_raccoon_powers() -> None:
    a = art("pink", "good")
    assert score(paper("Sat"), character="Fox", token=1).categories["centerpiece"] == 2
    assert score(paper("Sat"), character="Fox", token=2).categories["centerpiece"] == 0
    assert score(paper("Sat"), desk=3, character="Squirrel").categories["unplaced"] == -1
    assert score(paper("Sat", tiles=[(a, 0, 0)], down=(a.id,)), character="Raccoon").categories["articles"] == 1


# --- breaking news --------------------------------------------------------------------


def bn(card: str):
    return catalogue().breaking_news[card]


def test_fri_1_tiles_on_the_fold_are_flipped() -> None:
    fold = catalogue().side_for("Fri").fold_row
    on_fold, above = art("pink", "good", "2x1"), art("blue", "good")
    p = paper("Fri", tiles=[(on_fold, fold - 1, 1), (above, 0, 1)])
    notes, _ = resolve_conflicts(p, bn("Fri 1"))
    assert not p.placed[on_fold.id].up and p.placed[above.id].up
    assert any(on_fold.id in n for n in notes)


def test_fri_12_groups_without_the_centerpiece_are_flipped_face_down_tiles_still_join() -> None:
    joined, bridge, far = art("pink", "good"), art("blue", "good"), art("green", "good")
    p = paper("Fri", "S2", (0, 3), [(joined, 2, 3), (bridge, 3, 3), (far, 5, 1)], down=(bridge.id,))
    resolve_conflicts(p, bn("Fri 12"))
    assert p.placed[joined.id].up and not p.placed[far.id].up


def test_sat_2_and_sat_3_count_face_down_tiles() -> None:
    tiles = [(art(c, "good"), r, 0) for r, c in enumerate(["pink", "blue", "pink", "blue", "pink", "blue"])]
    tiles += [(art(c, "bad"), r, 5) for r, c in enumerate(["pink", "blue", "pink", "blue", "pink", "blue"])]
    tiles += [(ad(1), 4, 2)]
    down = tuple(t.id for t, _, _ in tiles[:6])
    p = paper("Sat", tiles=tiles, down=down)  # 13 tiles, 6 of them face down
    base = score(p).categories["centerpiece"]
    assert score(p, RoundRules("Sat", "solo", bn("Sat 3"))).categories["centerpiece"] == base + 3
    assert score(p, RoundRules("Sat", "solo", bn("Sat 2"))).categories["centerpiece"] == base


def test_sun_10_centerpiece_shifts_off_the_edge_moving_covered_tiles_to_the_desk() -> None:
    blocker = art("pink", "good")
    p = paper("Sun", "S2", (0, 2), [(blocker, 2, 2)])
    notes, to_desk = resolve_conflicts(p, bn("Sun 10"))
    assert p.cp_at == (1, 2) and to_desk == [blocker.id] and notes


def test_sun_12_every_empty_square_costs_a_point_white_space_still_scored() -> None:
    p = paper("Sun", "S2", (0, 2))
    plain = score(p)
    s = score(p, RoundRules("Sun", "solo", bn("Sun 12")))
    assert s.categories["white_space"] == plain.categories["white_space"] - s.empty
    assert plain.categories["white_space"] == -1


def test_rule_modification_1_empty_squares_replace_white_space_bonus() -> None:
    p = paper("Sat", "S2", (0, 2))
    s = score_round([ScoreInput(p)], RoundRules("Sat", "multi", None, True))[0]
    assert s.categories["white_space"] == -s.empty == -(42 - 4)


def test_8b_no_placing_tiles_during_the_reporting_phase() -> None:
    from paperboy.engine import IllegalActionError
    from paperboy.games.fit_to_print.actions import Flip, Keep, Place

    s = GAME.new_game(["Ann", "Bob"], {}, seed=2)
    s.units[0]["cp"] = "8B"
    s.place_default_cp(0)
    s.play(0, Flip())
    s.play(0, Keep())
    s.play(1, Flip())
    s.play(1, Keep())
    try:
        s.play(0, Place(s.units[0]["desk"][0], 4, 1))
    except IllegalActionError as exc:
        assert exc.rule == "Reporting phase"
    else:
        raise AssertionError("placing during reporting was accepted")


def test_breaking_news_extras_stay_apart_from_mood_penalty_and_white_space_bonus() -> None:
    p = paper("Sun", "S2", (0, 2))
    s = score(p, RoundRules("Sun", "solo", bn("Sun 12")))
    assert s.white_bonus == -1 and s.categories["white_space"] == -1 - s.empty
    balanced = score(paper("Sat", tiles=[(art("pink", "good"), 4, 0), (art("blue", "bad"), 5, 0)]),
                     RoundRules("Sat", "solo", bn("Sat 8")))
    assert balanced.categories["mood"] == 3 and balanced.mood_penalty == 0
