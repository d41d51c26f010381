"""Magazine component data: counts and splits the rulebook and DESIGN section 5 require."""

from __future__ import annotations

from collections import Counter

from games.magazine.magazine_support import DATA

from paperboy.games.magazine.components import DOMAINS, ONE_SHOT_KINDS, REWARD_KINDS, SEASONS


def test_components_65_topic_tiles_in_5_domains() -> None:
    assert len(DATA.tiles) == 65
    assert Counter(t.domain for t in DATA.tiles.values()) == dict.fromkeys(DOMAINS, 13)


def test_topic_tiles_levels_0_to_3_cost_2k_to_10k_by_level() -> None:
    assert {t.level for t in DATA.tiles.values()} == {0, 1, 2, 3}
    for t in DATA.tiles.values():
        assert t.cost == DATA.board.cost[t.level]
    costs = [DATA.board.cost[level] for level in range(4)]
    assert costs == sorted(costs) and costs[0] == 2 and costs[-1] == 10


def test_topic_tiles_carry_one_or_more_seasons_all_used() -> None:
    seasons = Counter(s for t in DATA.tiles.values() for s in t.seasons)
    assert set(seasons) == set(SEASONS)
    assert any(len(t.seasons) > 1 for t in DATA.tiles.values())
    assert all(1 <= len(t.seasons) <= 2 for t in DATA.tiles.values())


def test_magazine_cards_30_split_20_two_plus_4_three_plus_6_four_plus() -> None:
    assert len(DATA.cards) == 30
    assert Counter(c.players for c in DATA.cards.values()) == {2: 20, 3: 4, 4: 6}


def test_light_and_dark_backs_match_each_player_count_draws() -> None:
    for players, per_round in ((2, [3, 3, 4, 3, 3, 4]), (3, [4] * 6), (4, [5] * 6)):
        used = [c for c in DATA.cards.values() if c.players <= players]
        assert sum(c.back == "light" for c in used) == sum(per_round[:3])
        assert sum(c.back == "dark" for c in used) == sum(per_round[3:])
        assert list(DATA.board.cards_per_round[players]) == per_round


def test_reward_forms_a_a_or_b_a_plus_b_and_every_special_reward_present() -> None:
    kinds = Counter(r.kind for c in DATA.cards.values() for r in (c.immediate, c.periodic))
    assert set(kinds) == REWARD_KINDS
    assert {"domain", "either", "pair"} <= set(kinds)
    per_draft = [r for c in DATA.cards.values() for r in (c.immediate, c.periodic) if r.kind == "per_draft"]
    assert any(r.money == 1 for r in per_draft) and any(r.pr == 2 for r in per_draft)
    variety = [r for c in DATA.cards.values() for r in (c.immediate, c.periodic) if r.kind == "variety"]
    assert all(r.money == 2 and r.cap == 10 for r in variety)
    for c in DATA.cards.values():
        assert c.periodic.kind not in ONE_SHOT_KINDS
        if c.immediate.kind == "develop_or_pr":
            assert c.immediate.pr == 4
        if c.immediate.kind == "develop_two":
            assert c.immediate.money == 5


def test_end_table_as_printed() -> None:
    board = DATA.board
    assert [board.level_points(1, n) for n in range(1, 8)] == [0, 1, 3, 6, 10, 12, 14]
    assert [board.level_points(2, n) for n in range(1, 8)] == [1, 3, 6, 10, 15, 18, 21]
    assert [board.level_points(3, n) for n in range(1, 5)] == [3, 6, 10, 15]
    assert board.level_points(1, 9) == 18  # +2 per further tile
    assert board.level_points(2, 8) == 24  # +3 per further tile


def test_end_table_blank_cells_decided_for_three_stars_and_zero_stars() -> None:
    board = DATA.board
    assert [board.level_points(3, n) for n in range(5, 10)] == [21, 25, 29, 33, 37]
    assert board.level_points(0, 6) == 0
    assert board.level_points(3, 0) == 0


def test_rulebook_examples_are_cards_m01_and_m02() -> None:
    m01, m02 = DATA.cards["M01"], DATA.cards["M02"]
    assert (m01.immediate.kind, m01.immediate.domains, m01.immediate.money, m01.immediate.pr) == (
        "domain", ("nature",), 1, 2)
    assert (m01.periodic.kind, "nature" in m01.periodic.domains, m01.periodic.money) == ("either", True, 1)
    assert (m02.periodic.kind, set(m02.periodic.domains), m02.periodic.pr) == ("pair", {"knowledge", "nature"}, 3)
