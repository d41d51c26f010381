"""Magazine rules, one test per rule (setup, preparation, turns, end of round, end of game)."""

from __future__ import annotations

import pytest
from games.magazine.magazine_support import (
    DATA,
    actor,
    give,
    new,
    pass_all,
    place,
    put_on_board,
    show_cards,
    tiles,
    to_round,
)

from paperboy.engine import IllegalActionError, InvalidOptionError, NotYourTurnError
from paperboy.games.magazine import GAME
from paperboy.games.magazine.actions import (
    Bonus,
    Buy,
    Contract,
    Develop,
    Discard,
    Hot,
    Pass,
    Pick,
    Place,
    Publish,
)
from paperboy.games.magazine.end_of_game import final_entry, tiebreak


def refused(state, seat, action, words: str) -> None:
    before = state.to_dict()
    with pytest.raises(IllegalActionError) as info:
        state.play(seat, action)
    assert words.lower() in str(info.value).lower()
    assert info.value.rule or isinstance(info.value, NotYourTurnError)
    assert state.to_dict() == before


# ---------------------------------------------------------------- setup
@pytest.mark.parametrize(("players", "cards", "spaces"), [(2, 20, 6), (3, 24, 8), (4, 30, 10)])
def test_setup_cards_and_tile_spaces_by_player_count(players: int, cards: int, spaces: int) -> None:
    state = new(players)
    assert len(state.deck) + len(state.board_cards) == cards
    used = {c.id for c in DATA.cards.values() if c.players <= players}
    assert set(state.deck) | set(state.board_cards) == used
    assert len(state.board_tiles) == spaces and all(state.board_tiles)
    assert len(state.bag) == 65 - spaces


def test_setup_light_backs_on_top_of_dark_backs() -> None:
    state = new(4)
    order = state.board_cards + state.deck
    backs = [DATA.cards[c].back for c in order]
    assert backs == ["light"] * 15 + ["dark"] * 15


def test_setup_20k_and_12_pr_each() -> None:
    state = new(3)
    assert state.money == [20, 20, 20]
    assert state.pr == [12, 12, 12]


def test_setup_four_players_third_and_fourth_get_2k_and_4k() -> None:
    state = new(4, first_player="2")
    # counted clockwise from the first player (seat 1): seats 3 and 0 are third and fourth
    assert state.initiative == 1
    assert state.money == [24, 20, 20, 22]


def test_setup_first_player_by_chance_is_seeded() -> None:
    firsts = {GAME.new_game(["a", "b", "c"], {}, seed).first_player for seed in range(30)}
    assert firsts == {0, 1, 2}
    assert GAME.new_game(["a", "b"], {}, 4).first_player == GAME.new_game(["a", "b"], {}, 4).first_player


def test_setup_first_player_option_must_name_a_seat() -> None:
    with pytest.raises(InvalidOptionError):
        GAME.new_game(["a", "b"], {"first_player": "4"}, 1)
    with pytest.raises(InvalidOptionError):
        GAME.new_game(["a", "b"], {"first_player": "9"}, 1)


# ---------------------------------------------------------------- round preparation
@pytest.mark.parametrize(("players", "per_round"), [(2, [3, 3, 4, 3, 3, 4]), (3, [4] * 6), (4, [5] * 6)])
def test_reveal_players_plus_one_cards_and_two_players_four_in_rounds_3_and_6(players: int,
                                                                             per_round: list[int]) -> None:
    state = new(players)
    seen = []
    for r in range(1, 7):
        to_round(state, r)
        seen.append(len(state.board_cards))
        backs = {DATA.cards[c].back for c in state.board_cards}
        assert backs == ({"light"} if r <= 3 else {"dark"})
    assert seen == per_round
    to_round(state, 7)
    assert state.is_over() and state.deck == []


def test_develop_drafts_whose_season_matches_including_two_season_rounds() -> None:
    state = new(2)
    autumn = tiles("art", level=1, season="autumn", only_season=True)[0]
    winter = tiles("urban", level=1, season="winter", only_season=True)[0]
    spring = tiles("social", level=1, season="spring", only_season=True)[0]
    give(state, 0, [autumn, winter, spring], developed=False)
    to_round(state, 2)  # autumn and winter
    assert set(state.developed[0]) == {autumn, winter}
    to_round(state, 3)  # spring
    assert set(state.developed[0]) == {autumn, winter, spring}


def test_round_1_skips_the_develop_step() -> None:
    state = new(2)
    summer = tiles("nature", level=1, season="summer", only_season=True)[0]
    give(state, 0, [summer], developed=False)
    state2 = GAME.from_dict(state.to_dict())
    assert state2.drafts(0) == [summer]  # nothing develops before round 2 begins


def test_refill_only_the_empty_tile_spaces() -> None:
    state = new(2)
    before = list(state.board_tiles)
    place(state, 1, 2)
    state.play(actor(state), Buy(4))
    pass_all(state)
    assert state.round == 2
    assert [t for i, t in enumerate(state.board_tiles) if i != 3] == [t for i, t in enumerate(before) if i != 3]
    assert state.board_tiles[3] is not None and state.board_tiles[3] != before[3]


def test_turn_order_discs_placed_from_the_initiative_holder_clockwise() -> None:
    state = new(4, first_player="3")
    order = []
    for space in (1, 2, 3, 4):
        order.append(actor(state))
        state.play(actor(state), Place(space))
    assert order == [2, 3, 0, 1]


def test_turn_order_bonuses() -> None:
    state = new(4)
    place(state, 2, 3, 4, 5)
    assert state.pr == [14, 12, 12, 12]
    assert state.money[1] == 20 + 3
    assert state.bonus_token == 2 and state.tokens_left(2) == 3
    assert state.hot_holder == 3 and state.hot_domain is None


def test_turn_order_space_already_taken_is_refused() -> None:
    state = new(3)
    place(state, 4)
    refused(state, 1, Place(4), "taken")


def test_turns_follow_the_turn_order_track_not_the_initiative() -> None:
    # rulebook example: Kevin 5 (Hot Topic), Marc 3 (3K), Elsa 2 (2 PR): Elsa, Marc, Kevin
    state = new(3)
    place(state, 5, 3, 2)
    assert state.hot_holder == 0 and state.money[1] == 23 and state.pr[2] == 14
    order = []
    for _ in range(3):
        order.append(actor(state))
        state.play(actor(state), Contract())
    assert order == [2, 1, 0]
    assert actor(state) == 2


def test_only_the_acting_player_may_act() -> None:
    state = new(3)
    refused(state, 1, Place(1), "turn")


# ---------------------------------------------------------------- turn actions
def test_buy_pays_the_cost_and_develops_a_tile_in_season() -> None:
    state = new(2)
    summer = tiles("nature", level=2, season="summer", only_season=True)[0]
    put_on_board(state, 1, summer)
    place(state, 1, 2)
    state.play(0, Buy(1))
    assert state.money[0] == 20 - DATA.tiles[summer].cost
    assert state.board_tiles[0] is None
    assert state.developed[0] == [summer]


def test_buy_out_of_season_tile_stays_a_draft_until_its_season() -> None:
    state = new(2)
    to_round(state, 3)  # spring
    autumn = tiles("art", level=1, season="autumn", only_season=True)[0]
    put_on_board(state, 2, autumn)
    place(state, 1, 2)
    state.play(0, Buy(2))
    assert state.drafts(0) == [autumn]
    to_round(state, 4)
    assert state.drafts(0) == [autumn]
    to_round(state, 5)  # autumn
    assert state.drafts(0) == []


def test_buy_refused_without_enough_money_or_on_an_empty_space() -> None:
    state = new(2)
    place(state, 1, 2)
    state.money[0] = 1
    refused(state, 0, Buy(1), "costs")
    state.money[0] = 20
    state.play(0, Buy(1))
    refused(state, 1, Buy(1), "empty")
    refused(state, 1, Buy(99), "spaces")


def test_publish_immediate_reward_pays_at_once_without_the_card() -> None:
    state = new(3)
    show_cards(state, ["M01", "M03", "M04", "M05"])
    give(state, 0, tiles("nature", level=0)[:2])
    place(state, 1, 2, 3)
    state.play(0, Publish("M01", "immediate"))
    assert (state.money[0], state.pr[0]) == (22, 16)
    assert state.cards[0] == [] and state.claims["M01"]["immediate"] == 0


def test_publish_each_reward_space_takes_one_token() -> None:
    state = new(3)
    show_cards(state, ["M01", "M03", "M04", "M05"])
    place(state, 1, 2, 3)
    state.play(0, Publish("M01", "periodic"))
    refused(state, 1, Publish("M01", "periodic"), "already")
    state.play(1, Publish("M01", "immediate"))  # the other space of the same card is free


def test_publish_needs_a_card_on_the_board() -> None:
    state = new(3)
    place(state, 1, 2, 3)
    missing = next(c for c in DATA.cards if c not in state.board_cards)
    refused(state, 0, Publish(missing, "immediate"), "not on the central board")


def test_periodic_reward_takes_the_card_at_round_end_and_pays_that_round() -> None:
    state = new(2)
    show_cards(state, ["M06", "M03", "M04"])
    give(state, 0, tiles("knowledge", level=0)[:2])
    place(state, 1, 2)
    state.play(0, Publish("M06", "periodic"))
    assert state.cards[0] == []
    pass_all(state)
    assert state.cards[0] == ["M06"]
    assert (state.money[0], state.pr[0]) == (22, 14)  # 1K + 1 PR per Knowledge article
    to_round(state, 3)
    paid = [(x["round"], x["money"], x["pr"]) for x in state.summaries if x["card"] == "M06"]
    assert paid == [(1, 2, 2), (2, 2, 2)]  # and again every round


def test_sign_advertising_contract_2k_any_number_of_times() -> None:
    state = new(2)
    place(state, 1, 2)
    state.play(0, Contract())
    state.play(1, Contract())
    state.play(0, Contract())
    assert state.money[0] == 24 and state.contracts == [2, 1]


def test_action_tokens_two_per_round_plus_the_bonus_token() -> None:
    state = new(2)
    place(state, 4, 1)  # Kevin takes the bonus token
    for _ in range(2):
        state.play(1, Contract())
        state.play(0, Contract())
    refused(state, 1, Contract(), "no action token")
    state.play(1, Pass())
    state.play(0, Contract())  # Kevin's third token
    refused(state, 0, Contract(), "no action token")
    state.play(0, Pass())
    to_round(state, 2)
    assert state.bonus_token is None  # returned at the end of the round


def test_pass_ends_the_players_round() -> None:
    state = new(3)
    place(state, 1, 2, 3)
    state.play(0, Pass())
    state.play(1, Contract())
    state.play(2, Contract())
    assert actor(state) == 1  # Kevin is skipped
    state.play(1, Pass())
    state.play(2, Pass())
    assert state.round == 2


# ---------------------------------------------------------------- sets and card limit
def test_completed_sets_give_lot_markers_drafts_count() -> None:
    state = new(2)
    one_each = [tiles(d, level=0)[0] for d in ("nature", "social", "urban", "art")]
    give(state, 0, one_each, developed=False)
    assert state.lots(0) == 0 and state.card_limit(0) == 3
    give(state, 0, [tiles("knowledge", level=0)[0]], developed=False)
    assert state.lots(0) == 1 and state.card_limit(0) == 4
    give(state, 0, [tiles(d, level=1)[0] for d in ("nature", "social", "urban", "art", "knowledge")])
    assert state.lots(0) == 2


def test_hot_topic_does_not_complete_a_set() -> None:
    state = new(2)
    give(state, 0, [tiles(d, level=0)[0] for d in ("nature", "social", "urban", "art")])
    place(state, 5, 1)
    state.hot_domain = "knowledge"
    assert state.lots(0) == 0


def test_card_limit_three_discard_an_older_card() -> None:
    state = new(2)
    state.cards[0] = ["M02", "M03", "M04"]
    show_cards(state, ["M01", "M05", "M06"])
    place(state, 1, 2)
    state.play(0, Publish("M01", "periodic"))
    pass_all(state)
    assert state.phase == "discard" and actor(state) == 0
    refused(state, 0, Discard("M01"), "keep the card you just gained")
    assert {a.card for a in state.legal_actions(0)} == {"M02", "M03", "M04"}
    state.play(0, Discard("M03"))
    assert state.cards[0] == ["M02", "M04", "M01"] and state.round == 2
    assert "M03" in state.discards


def test_lot_marker_lets_a_player_keep_a_fourth_card() -> None:
    state = new(2)
    state.cards[0] = ["M02", "M03", "M04"]
    give(state, 0, [tiles(d, level=0)[0] for d in ("nature", "social", "urban", "art", "knowledge")])
    show_cards(state, ["M01", "M05", "M06"])
    place(state, 1, 2)
    state.play(0, Publish("M01", "periodic"))
    pass_all(state)
    assert state.round == 2 and len(state.cards[0]) == 4


def test_special_reward_keep_one_additional_card() -> None:
    state = new(2)
    show_cards(state, ["M09", "M05", "M06"])
    place(state, 1, 2)
    state.play(0, Publish("M09", "immediate"))
    assert state.extra_keep[0] == 1 and state.card_limit(0) == 4


# ---------------------------------------------------------------- end of round
def test_end_of_round_unclaimed_cards_leave_the_board() -> None:
    state = new(2)
    show_cards(state, ["M01", "M05", "M06"])
    place(state, 1, 2)
    state.play(0, Publish("M01", "immediate"))
    state.play(1, Publish("M05", "periodic"))
    pass_all(state)
    assert set(state.discards) == {"M01", "M06"} and state.cards[1] == ["M05"]
    assert not {"M01", "M05", "M06"} & set(state.board_cards)


def test_end_of_round_periodic_rewards_in_initiative_order() -> None:
    state = new(3, first_player="2")
    state.cards = [["M06"], ["M03"], ["M05"]]
    place(state, 1, 2, 3)
    pass_all(state)
    paid = [s["seat"] for s in state.summaries if s["reward"] == "periodic"]
    assert paid == [1, 2, 0]


def test_end_of_round_returns_hot_topic_and_bonus_token_and_passes_initiative() -> None:
    state = new(3)
    place(state, 4, 5, 1)
    pass_all(state)
    assert state.round == 2 and state.initiative == 1
    assert state.hot_holder is None and state.bonus_token is None
    assert state.order_queue == [1, 2, 0]


# ---------------------------------------------------------------- the Hot Topic
def test_hot_topic_domain_named_once_is_fixed_for_the_round() -> None:
    state = new(3)
    show_cards(state, ["M01", "M03", "M04", "M05"])
    place(state, 5, 1, 2)
    state.play(1, Pass())
    state.play(2, Pass())
    state.play(0, Publish("M01", "immediate", "nature"))
    assert state.hot_domain == "nature" and (state.money[0], state.pr[0]) == (21, 14)
    refused(state, 0, Publish("M03", "immediate", "urban"), "already")
    state.play(0, Publish("M04", "immediate"))  # Nature is no help for Art
    assert (state.money[0], state.pr[0]) == (21, 14)


def test_hot_topic_only_for_its_holder_and_immediate_counted_rewards() -> None:
    state = new(3)
    show_cards(state, ["M01", "M09", "M04", "M05"])
    place(state, 1, 5, 2)
    refused(state, 0, Publish("M01", "immediate", "nature"), "do not hold")
    state.play(0, Pass())
    state.play(2, Pass())
    refused(state, 1, Publish("M01", "periodic", "nature"), "periodic")
    refused(state, 1, Publish("M09", "immediate", "nature"), "does not count")


def test_hot_topic_named_at_end_of_round_for_periodic_rewards() -> None:
    state = new(2)
    state.cards[0] = ["M06"]  # 1K + 1 PR per Knowledge article
    place(state, 5, 1)
    pass_all(state)
    assert state.phase == "hot" and state.legal_actions(0) == [Hot(d) for d in
                                                               ("nature", "social", "urban", "art", "knowledge")]
    refused(state, 0, Pass(), "hot topic")
    state.play(0, Hot("knowledge"))
    assert (state.money[0], state.pr[0]) == (21, 13) and state.round == 2


def test_hot_topic_unused_when_holder_has_no_counting_cards() -> None:
    state = new(2)
    place(state, 5, 1)
    pass_all(state)
    assert state.round == 2 and state.phase == "order"


# ---------------------------------------------------------------- special rewards
def test_special_develop_one_draft_or_4_pr() -> None:
    state = new(2)
    autumn = tiles("art", level=1, season="autumn", only_season=True)[0]
    give(state, 0, [autumn], developed=False)
    show_cards(state, ["M07", "M21", "M04"])
    state.board_cards.append("M30")
    state.claims["M30"] = {"immediate": None, "periodic": None}
    place(state, 4, 1)
    state.play(1, Pass())
    state.play(0, Publish("M07", "immediate"))
    assert state.to_act() == [0] and set(state.legal_actions(0)) == {Develop(autumn), Bonus()}
    refused(state, 0, Develop("T01"), "not one of your drafts")
    state.play(0, Develop(autumn))
    assert state.developed[0] == [autumn]
    state.play(0, Publish("M30", "immediate"))
    assert state.legal_actions(0) == [Bonus()]  # no draft left: only the 4 PR
    state.play(0, Bonus())
    assert state.pr[0] == 16


def test_special_develop_two_drafts_or_one_and_5k() -> None:
    state = new(2)
    drafts = tiles("art", level=1, season="autumn", only_season=True)[:1] + \
        tiles("urban", level=1, season="winter", only_season=True)[:1]
    give(state, 0, drafts, developed=False)
    show_cards(state, ["M10", "M25", "M04"])
    place(state, 1, 2)
    state.play(0, Publish("M10", "immediate"))
    refused(state, 0, Bonus(), "first draft")
    state.play(0, Develop(drafts[0]))
    assert state.pending is not None and state.pending["step"] == 2
    state.play(0, Bonus())
    assert state.money[0] == 25 and state.drafts(0) == [drafts[1]]
    state.play(1, Pass())
    state.play(0, Publish("M25", "immediate"))
    state.play(0, Develop(drafts[1]))
    assert state.legal_actions(0) == [Bonus()]
    state.play(0, Bonus())
    assert state.money[0] == 30


def test_special_develop_two_with_two_drafts_develops_both() -> None:
    state = new(2)
    drafts = tiles("art", level=1, season="autumn", only_season=True)[:1] + \
        tiles("urban", level=1, season="winter", only_season=True)[:1]
    give(state, 0, drafts, developed=False)
    show_cards(state, ["M10", "M25", "M04"])
    place(state, 1, 2)
    state.play(0, Publish("M10", "immediate"))
    state.play(0, Develop(drafts[0]))
    state.play(0, Develop(drafts[1]))
    assert state.drafts(0) == [] and state.pending is None and actor(state) == 1


def test_special_draw_two_tiles_buy_one_with_pr() -> None:
    state = new(2, seed=3)
    show_cards(state, ["M08", "M13", "M04"])
    state.bag = [tiles("nature", level=3, season="summer")[0], tiles("art", level=2, season="winter")[0]]
    place(state, 1, 2)
    state.play(0, Publish("M08", "immediate"))
    drawn = list(state.pending["tiles"])
    assert sorted(drawn) == sorted(state.legal_actions(0)[i].tile for i in range(2))
    assert state.bag == []
    state.pr[0] = 3
    three = next(t for t in drawn if DATA.tiles[t].level == 3)
    two = next(t for t in drawn if DATA.tiles[t].level == 2)
    refused(state, 0, Pick(three), "costs 4 pr")
    state.pr[0] = 12
    state.play(0, Pick(three))
    assert state.pr[0] == 8 and three in state.tiles[0] and three in state.developed[0]  # summer: in season
    assert state.bag == [two]


def test_special_draw_two_keep_none_returns_both() -> None:
    state = new(2)
    show_cards(state, ["M08", "M13", "M04"])
    bag_before = sorted(state.bag)
    place(state, 1, 2)
    state.play(0, Publish("M08", "immediate"))
    state.play(0, Pick(None))
    assert sorted(state.bag) == bag_before and state.tiles[0] == []


def test_special_per_draft_money_and_pr() -> None:
    state = new(3)
    give(state, 0, tiles("art", level=1, season="autumn", only_season=True)[:1] +
         tiles("urban", level=1, season="winter", only_season=True)[:1], developed=False)
    give(state, 0, tiles("nature", level=0)[:1])
    show_cards(state, ["M02", "M11", "M04", "M05"])
    place(state, 1, 2, 3)
    state.play(0, Publish("M02", "immediate"))  # 2 PR per draft
    assert state.pr[0] == 16
    state.play(1, Pass())
    state.play(2, Pass())
    state.play(0, Publish("M11", "periodic"))  # 1K per draft at the end of the round
    pass_all(state)
    assert state.money[0] == 22


def test_special_2k_per_domain_counts_hot_topic_and_caps_at_10k() -> None:
    state = new(4)
    give(state, 0, [tiles(d, level=0)[0] for d in ("nature", "social", "urban")])
    show_cards(state, ["M15", "M14", "M13", "M12", "M11"])
    place(state, 5, 1, 2, 3)
    for _ in range(3):
        state.play(actor(state), Pass())
    state.play(0, Publish("M15", "immediate", "art"))
    assert state.money[0] == 20 + 8
    state.developed[0].append(tiles("knowledge", level=0)[0])
    state.tiles[0].append(tiles("knowledge", level=0)[0])
    state.hot_domain = "art"
    from paperboy.games.magazine.rewards import reward_gain
    assert reward_gain(DATA.cards["M15"].immediate, state.articles(0), 0, "art") == (10, 0)
    assert reward_gain(DATA.cards["M15"].immediate, state.articles(0), 0, "nature") == (8, 0)


# ---------------------------------------------------------------- end of game
def test_end_of_game_after_round_6_level_table_and_1_pr_per_full_5k() -> None:
    state = new(2)
    to_round(state, 6)
    state.tiles[0] = tiles(level=1)[:3] + tiles(level=3)[:5] + tiles(level=0)[:2]
    state.money[0] = 14
    state.pr[0] = 40
    assert state.order_queue == [1, 0]
    place(state, 2, 1)
    pass_all(state)
    assert state.is_over() and state.to_act() == []
    result = state.result()
    assert result.breakdown[0] == {"reputation in play": 40, "1-star tiles": 3, "2-star tiles": 0,
                                   "3-star tiles": 21, "money left": 2}
    assert result.totals[0] == 66
    assert state.legal_actions(0) == []
    with pytest.raises(IllegalActionError):
        state.play(0, Pass())


def test_final_entry_counts_drafts_and_articles_alike() -> None:
    entry = final_entry(12, 4, [2, 2, 2, 2, 2, 2, 2, 2])
    assert entry["level2"] == 24 and entry["money"] == 0 and entry["total"] == 36


def test_tiebreak_most_topic_tiles_then_shared() -> None:
    assert tiebreak([50, 50, 40], [7, 9, 12]) == [1]
    assert tiebreak([50, 50, 40], [9, 9, 12]) == [0, 1]
    assert tiebreak([30, 50, 40], [9, 1, 12]) == [1]
