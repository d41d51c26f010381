"""Component data: counts, names and clarifications the rulebook fixes."""

from __future__ import annotations

from collections import Counter

from paperboy.games.fit_to_print.components import catalogue


def test_tiles_120_split_57_29_34_in_five_sizes() -> None:
    cat = catalogue()
    kinds = Counter(t.kind for t in cat.tiles.values())
    assert len(cat.tiles) == 120
    assert kinds == {"article": 57, "photo": 29, "ad": 34}
    sizes = Counter(t.size for t in cat.tiles.values())
    assert len(sizes) == 5 and min(sizes.values()) >= 6


def test_articles_have_colour_mood_and_one_or_two_points_by_size() -> None:
    cat = catalogue()
    for t in cat.tiles.values():
        if t.kind == "article":
            assert t.colour in ("pink", "blue", "green") and t.mood in ("good", "bad") and t.icons >= 1
            assert t.points == (1 if t.squares == 2 else 2)


def test_some_photos_name_two_colours() -> None:
    cat = catalogue()
    assert any(set(t.scores) == {"pink", "blue"} for t in cat.tiles.values() if t.kind == "photo")
    assert any(t.scores == ("bad",) for t in cat.tiles.values() if t.kind == "photo")


def test_paper_fri_inside_sat_sun_larger_star_in_top_half() -> None:
    cat = catalogue()
    fri, sat, sun = (cat.side_for(d) for d in ("Fri", "Sat", "Sun"))
    assert fri.region < sat.region and len(sun.region) > len(sat.region)
    for side in (fri, sat, sun):
        assert side.star in side.region and side.star[0] < side.fold_row


def test_centerpieces_keep_rulebook_names() -> None:
    cat = catalogue()
    names = {"S1": "Prized Collection Appraised", "S3": "Star Photographer Shines",
             "S4": "Tips for Finding Balance", "S5": "Sponsored Photos", "S6": "Setting Boundaries",
             "2A": "Local Exhibition Grows", "3A": "Flying Circus Fun for All", "3B": "Travelling Circus Arrives",
             "4A": "Parking Solutions Sought", "4B": "Parking Space Runs Short", "6B": "Disaster Relief Efforts",
             "7A": "Space at a Premium", "8B": "Top ways to Declutter", "9A": "Shelves Stacked for Holidays",
             "10A": "Election Campaign Ramps Up", "12B": "Edge Cases Ruled Out"}
    for cp_id, name in names.items():
        assert cat.centerpiece(cp_id).name == name
    assert len(cat.starting) == 6 and len(cat.double) == 24 and len(cat.plain) == 6
    assert all(cp.plain for cp in cat.plain.values())


def test_breaking_news_12_per_day_with_clarified_cards() -> None:
    cat = catalogue()
    assert len(cat.breaking_news) == 36
    assert cat.breaking_news["Fri 1"].name == "Keep it tidy!"
    assert cat.breaking_news["Fri 12"].name == "Build on what we've started!"
    assert cat.breaking_news["Sat 2"].name == "Quality, not quantity!"
    assert cat.breaking_news["Sat 3"].name == "Quantity, not quality!"
    assert cat.breaking_news["Sun 10"].name == "Give it prime position!"
    assert cat.breaking_news["Sun 12"].name == "Every space counts!"


def test_six_characters_scenarios_achievements_modifications() -> None:
    cat = catalogue()
    assert sorted(cat.characters) == ["Bear", "Fox", "Owl", "Rabbit", "Raccoon", "Squirrel"]
    assert len(cat.scenarios) == 18 and len(cat.achievements) == 25 and len(cat.modifications) == 7
    assert len(cat.puzzles) == 12


def test_scenarios_exactly_as_tabled() -> None:
    cat = catalogue()
    s1, s10, s18 = cat.scenarios[1], cat.scenarios[10], cat.scenarios[18]
    assert (s1.difficulty, s1.character, s1.centerpieces, s1.breaking_news, s1.min_ad, s1.min_pts) == \
        ("Easy", "Fox", ("S1", "2B", "11A"), (1, 4, 1), 12, 45)
    assert (s10.character, s10.centerpieces, s10.breaking_news, s10.min_ad, s10.min_pts) == \
        ("Squirrel", ("S1", "12B", "7A"), (4, 1, 9), 16, 57)
    assert s10.goal is not None and s10.goal[0] == "mood_each_round_at_least" and s10.goal[1] == -2
    assert (s18.character, s18.centerpieces, s18.breaking_news, s18.min_ad, s18.min_pts) == \
        ("Raccoon", ("S3", "9A", "10B"), (3, 9, 8), 15, 70)
    assert cat.scenarios[1].goal is None and cat.scenarios[13].goal[0] == "no_facedown"


def test_puzzles_carry_rulebook_day_centerpiece_and_tiers() -> None:
    cat = catalogue()
    table = {1: ("Fri", "S3", (12, 15, 17)), 6: ("Sun", "12B", (26, 28, 30)), 8: ("Sat", "4A", (17, 19, 22)),
             11: ("Sat", "9A", (18, 19, 21)), 12: ("Sun", "6B", (23, 25, 27))}
    for n, (day, cp, tiers) in table.items():
        p = cat.puzzles[n]
        assert (p.day, p.centerpiece, p.tiers) == (day, cp, tiers)


def test_puzzles_1_to_6_use_different_tiles() -> None:
    cat = catalogue()
    seen: set[str] = set()
    for n in range(1, 7):
        tiles = set(cat.puzzles[n].tiles)
        assert not tiles & seen
        seen |= tiles


def test_every_centerpiece_and_breaking_news_card_scores_a_full_paper() -> None:
    from paperboy.engine import Rng
    from paperboy.games.fit_to_print.board import Paper, Placed, centerpiece_spots
    from paperboy.games.fit_to_print.layout_search import _greedy
    from paperboy.games.fit_to_print.scoring import RoundRules, ScoreInput, score_round

    cat = catalogue()
    rng = Rng(5)
    tiles = [cat.tiles[t] for t in sorted(cat.tiles)[::3]]
    for cp in [*cat.starting.values(), *cat.double.values()]:
        for day in ("Fri", "Sat", "Sun"):
            side = cat.side_for(day)
            spots = centerpiece_spots(Paper(side, cp), cp)
            if not spots:
                continue
            paper = Paper(side, cp, spots[0])
            placed, _ = _greedy(paper, tiles, None, rng, 1.0, False)
            for tid, (r, c, up) in placed.items():
                paper.placed[tid] = Placed(cat.tiles[tid], r, c, up)
            cards = [None] + [b for b in cat.breaking_news.values() if b.day == day]
            for bn in cards:
                s = score_round([ScoreInput(paper, 1, None, 1)], RoundRules(day, "solo", bn))[0]
                assert all(isinstance(v, int) for v in s.categories.values())
                assert s.total >= 0 and s.dollars >= 0
