"""The rulebook's worked examples, played on real game states."""

from __future__ import annotations

import pytest
from games.magazine.magazine_support import DATA, give, new, pass_all, place, show_cards, tiles

from paperboy.games.magazine.actions import Hot, Pass, Publish
from paperboy.games.magazine.rewards import reward_gain


def test_example_turn_order_kevin_marc_elsa() -> None:
    state = new(3)  # Kevin holds the Initiative
    place(state, 5, 3, 2)
    assert state.hot_holder == 0
    assert state.money[1] == 23
    assert state.pr[2] == 14
    assert state.track_order() == [2, 1, 0]  # Elsa, Marc, Kevin


def test_example_1_kevin_three_articles_immediate_reward() -> None:
    state = new(3)
    give(state, 0, tiles("nature")[:3])
    show_cards(state, ["M01", "M03", "M04", "M05"])
    place(state, 1, 2, 3)
    state.play(0, Publish("M01", "immediate"))
    assert (state.money[0] - 20, state.pr[0] - 12) == (3, 6)


def test_example_1_with_the_hot_topic_announced_as_nature() -> None:
    state = new(3)
    give(state, 0, tiles("nature")[:3])
    show_cards(state, ["M01", "M03", "M04", "M05"])
    place(state, 5, 1, 2)
    state.play(1, Pass())
    state.play(2, Pass())
    state.play(0, Publish("M01", "immediate", "nature"))
    assert (state.money[0] - 20, state.pr[0] - 12) == (4, 8)  # 1K and 2 PR more
    assert state.hot_domain == "nature"  # fixed for the rest of the round


def _kevin_example_2(hot_space: bool) -> tuple:
    state = new(2)
    give(state, 0, tiles("nature")[:4] + tiles("knowledge")[:2])
    state.cards[0] = ["M01", "M02"]
    place(state, 5 if hot_space else 1, 2)
    return state


def test_example_2_kevin_periodic_rewards_without_the_hot_topic() -> None:
    state = _kevin_example_2(hot_space=False)
    pass_all(state)
    gains = {x["card"]: (x["money"], x["pr"]) for x in state.summaries if x["round"] == 1}
    assert gains == {"M01": (4, 0), "M02": (0, 6)}  # Nature chosen: 4K; 2 sets: 6 PR


@pytest.mark.parametrize(("domain", "m01", "m02"), [("nature", (5, 0), (0, 6)), ("knowledge", (4, 0), (0, 9))])
def test_example_2_kevin_periodic_rewards_with_the_hot_topic(domain: str, m01: tuple, m02: tuple) -> None:
    state = _kevin_example_2(hot_space=True)
    pass_all(state)
    assert state.phase == "hot"
    state.play(0, Hot(domain))
    gains = {x["card"]: (x["money"], x["pr"]) for x in state.summaries if x["round"] == 1}
    assert gains == {"M01": m01, "M02": m02}


def test_example_2_reward_forms_a_or_b_and_a_plus_b() -> None:
    articles = {"nature": 4, "social": 0, "urban": 0, "art": 0, "knowledge": 2}
    either, pair = DATA.cards["M01"].periodic, DATA.cards["M02"].periodic
    assert reward_gain(either, articles, 0) == (4, 0)
    assert reward_gain(pair, articles, 0) == (0, 6)
    assert reward_gain(either, articles, 0, "nature") == (5, 0)
    assert reward_gain(pair, articles, 0, "knowledge") == (0, 9)


def test_example_drafts_do_not_count_for_rewards() -> None:
    state = new(2)
    give(state, 0, tiles("nature", level=1, season="autumn", only_season=True)[:1], developed=False)
    show_cards(state, ["M01", "M03", "M04"])
    place(state, 1, 2)
    state.play(0, Publish("M01", "immediate"))
    assert (state.money[0], state.pr[0]) == (20, 12)
