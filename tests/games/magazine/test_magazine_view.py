"""Magazine's view says what each card's rewards would pay, so no screen works it out."""

from __future__ import annotations

from games.magazine.magazine_support import give, new, place, show_cards, tiles

from paperboy.games.magazine.actions import Publish


def test_view_gains_match_what_publishing_pays_with_and_without_naming_the_hot_topic() -> None:
    state = new(3)
    give(state, 0, tiles("nature")[:2])  # two Nature articles
    give(state, 0, tiles("art")[:1], developed=False)  # one draft
    show_cards(state, ["M01", "M02", "M07", "M04"])
    place(state, 5, 1, 2)  # seat 0 takes the Hot Topic, still unnamed
    seat0 = state.view(0)["players"][0]
    assert seat0["gains"]["M01"]["immediate"] == {"money": 2, "pr": 4}  # Nature: 1K + 2 PR each
    assert seat0["gains"]["M02"]["immediate"] == {"money": 0, "pr": 2}  # 2 PR per draft
    assert seat0["gains"]["M07"]["immediate"] is None  # a special reward is not counted
    assert sorted(seat0["gains_if_hot"]) == sorted(["nature", "social", "urban", "art", "knowledge"])
    assert seat0["gains_if_hot"]["nature"]["M01"]["immediate"] == {"money": 3, "pr": 6}
    assert seat0["gains_if_hot"]["art"]["M01"]["immediate"] == {"money": 2, "pr": 4}
    assert state.view(0)["players"][1]["gains_if_hot"] == {}  # only the holder may name it

    state.play(1, Publish("M07", "periodic"))  # let seat 0's turn come round
    state.play(2, Publish("M04", "periodic"))
    money, pr = state.money[0], state.pr[0]
    state.play(0, Publish("M01", "immediate", "nature"))
    assert (state.money[0] - money, state.pr[0] - pr) == (3, 6)
    after = state.view(0)["players"][0]
    assert after["gains_if_hot"] == {}  # named: fixed for the round
    assert after["gains"]["M01"]["immediate"] == {"money": 3, "pr": 6}  # now counts Nature


def test_view_projects_the_end_of_game_table_and_hides_the_money_part_when_money_is_hidden() -> None:
    state = new(3, hidden_money=True)
    give(state, 0, tiles(level=2)[:3])  # three 2-star tiles: 6 PR in the end-of-game table
    give(state, 0, tiles(level=3)[:1])  # one 3-star tile: 3 PR
    state.money[0] = 17  # 3 full blocks of 5K
    own = state.view(0)["players"][0]["projection"]
    assert own == {"level1": 0, "level2": 6, "level3": 3, "money": 3, "total": state.pr[0] + 12}
    seen_by_other = state.view(1)["players"][0]["projection"]
    assert seen_by_other == {"level1": 0, "level2": 6, "level3": 3, "money": None, "total": None}
