"""Pulitzer: the 14 Event cards (optional, revealed from round 2)."""

from __future__ import annotations

import pytest
from games.pulitzer.pz_helpers import act, empty_board, new, placement_turn, put, run, stack, texts

from paperboy.engine import IllegalActionError

BLUE, PINK, GREEN = 0, 1, 2


def with_event(event: str, seat: int = BLUE):
    st = new(3, seed=5, events=True)
    empty_board(st)
    st.s["event"] = event
    placement_turn(st, seat)
    return st


def test_events_are_optional_and_none_is_revealed_in_round_1() -> None:
    assert new(3, seed=5).s["event_deck"] == []
    st = new(3, seed=5, events=True)
    assert len(st.s["event_deck"]) == 14 and st.s["event"] is None
    run(st, {"t": "maintenance"})
    assert st.s["round"] == 2 and st.s["event"] is not None and len(st.s["event_deck"]) == 13


def test_events_are_not_used_in_the_pentagon_papers() -> None:
    assert new(2, seed=5, events=True).s["event_deck"] == []


def test_awards_gala_gives_3_points_per_entertainment_journalist() -> None:
    st = with_event("awards-gala")
    act(st, BLUE, "place 2 E1")
    assert st.player(BLUE)["points"] == 3


def test_grand_finale_face_up_sports_pays_value_plus_300() -> None:
    st = with_event("grand-finale")
    events = act(st, BLUE, "place 4 S1 up")
    assert st.player(BLUE)["money"] == 500 + 700
    assert any(e.reveal for e in events)
    assert st.view(PINK)["spaces"]["S1"][0]["value"] == 4
    placement_turn(st, PINK)
    with pytest.raises(IllegalActionError):
        act(st, PINK, "place 4 N1 up")


def test_private_investigator_buys_an_evidence_or_a_line_card() -> None:
    st = with_event("private-investigator")
    stack(st, "ev", ["E05"])
    act(st, BLUE, "place 1 EV1")
    assert st.player(BLUE)["money"] == 200 and st.player(BLUE)["stash"] == ["E05"]
    placement_turn(st, PINK)
    st.player(PINK)["money"] = 700
    assert not any(t.startswith("place") and "EV2" in t for t in texts(st.legal_actions(PINK)))


def test_thanksgiving_pays_500_300_100_to_the_first_three_in_national() -> None:
    st = with_event("thanksgiving")
    base = st.news_money()["N"]
    for seat, space, bonus in ((BLUE, "N1", 500), (PINK, "N2", 300), (GREEN, "N3", 100)):
        placement_turn(st, seat)
        act(st, seat, f"place 1 {space}")
        assert st.player(seat)["money"] == 500 + base + bonus


def test_war_report_gives_6_3_1_points_in_international() -> None:
    st = with_event("war-report")
    for seat, space, bonus in ((GREEN, "I1", 6), (PINK, "I2", 3), (BLUE, "I3", 1)):
        placement_turn(st, seat)
        act(st, seat, f"place 1 {space}")
        assert st.player(seat)["points"] == bonus


def test_white_house_scandal_pays_500_and_a_target_token() -> None:
    st = with_event("white-house-scandal")
    act(st, BLUE, "place 1 N1")
    assert st.player(BLUE)["money"] == 500 + st.news_money()["N"] + 500 and st.player(BLUE)["target"]


def test_document_leak_keeps_one_and_lends_the_rest_for_200() -> None:
    st = with_event("document-leak")
    put(st, BLUE, "EV1", 3)
    stack(st, "ev", ["E03", "E05", "E07"])
    run(st, {"t": "event2"}, {"t": "buses"})
    assert texts(st.legal_actions(BLUE)) == ["choose E03", "choose E05", "choose E07"]
    act(st, BLUE, "choose E05")
    assert st.player(BLUE)["stash"] == ["E05"] and st.s["leak"]["cards"] == ["E03", "E07"]
    # Pink uses the leaked letter (a3) on the Buses and pays Blue $200.
    put(st, PINK, "B1", 4)
    stack(st, "ev", ["E19"])
    stack(st, "ln", ["L01"])
    run(st, {"t": "buses"})
    act(st, PINK, "pin a3 E03 L01")
    assert st.player(PINK)["money"] == 300 and st.player(BLUE)["money"] == 700


def test_rat_race_destroys_one_evidence_per_bus_journalist_of_4_or_more() -> None:
    st = with_event("rat-race")
    st.player(BLUE)["report"] = "R01"
    put(st, BLUE, "B1", 4)
    put(st, BLUE, "B3", 5)
    put(st, PINK, "B2", 3)
    run(st, {"t": "event2"})
    act(st, BLUE, "destroy b1")
    act(st, BLUE, "destroy b2")
    assert st.player(BLUE)["destroyed"] == ["b1", "b2"] and st.player(PINK)["destroyed"] == []


def test_snitches_keeps_a_line_card_and_a_double_means_arrest_and_bail() -> None:
    st = with_event("snitches")
    put(st, BLUE, "EV1", 2)
    stack(st, "ln", ["L01", "L15"])
    run(st, {"t": "event2"})
    assert st.player(BLUE)["arrested"] == {"2": 500}
    act(st, BLUE, "choose L01")
    assert st.player(BLUE)["stash"] == ["L01"]
    run(st, {"t": "maintenance"})
    assert "2" not in st.player(BLUE)["hand"]
    placement_turn(st, BLUE)
    st.player(BLUE)["acted"] = 0
    assert "bail 2" in texts(st.legal_actions(BLUE))
    act(st, BLUE, "bail 2")
    assert "2" in st.player(BLUE)["hand"] and st.player(BLUE)["money"] == 0


def test_state_plumbers_higher_journalist_gets_a_line_wildcard_and_a_target() -> None:
    st = with_event("state-plumbers")
    put(st, BLUE, "EV1", 3)
    put(st, PINK, "EV2", 3)
    run(st, {"t": "event2"})
    assert st.player(BLUE)["wildL"] == 1 and st.player(BLUE)["target"] and st.player(PINK)["wildL"] == 0


def test_the_insider_gives_an_evidence_wildcard_used_like_any_card() -> None:
    st = with_event("the-insider")
    put(st, BLUE, "EV1", 2)
    put(st, PINK, "EV2", 4)
    run(st, {"t": "event2"})
    assert st.player(PINK)["wildE"] == 1
    put(st, PINK, "B1", 4)
    stack(st, "ev", ["E19"])
    stack(st, "ln", ["L01"])
    run(st, {"t": "buses"})
    act(st, PINK, "pin a3 wildE L01")
    assert st.player(PINK)["wildE"] == 0


def test_massive_leak_adds_an_evidence_card_for_every_archive_journalist() -> None:
    st = with_event("massive-leak")
    for i, seat in enumerate((PINK, GREEN, PINK, BLUE), start=1):
        put(st, seat, f"AR{i}", 5 - i + 1)
    run(st, {"t": "massive_leak"}, {"t": "archive"})
    assert st.s["supports"][str(BLUE)] == [{"id": "S4", "reward": ["E"]}]  # not repositioned, still helps
    assert st.s["supports"][str(PINK)][0]["reward"] == ["E", "L", "E"]


def test_fundraising_die_decides_money_or_wildcard_or_target() -> None:
    outcomes = set()
    for seed in range(30):
        st = with_event("fundraising")
        st.rng.state = seed
        put(st, BLUE, "EV1", 4)
        run(st, {"t": "event4"})
        if st.s["pending"]:
            assert texts(st.legal_actions(BLUE)) == ["choose cash", "choose wild"]
            act(st, BLUE, "choose cash" if seed % 2 else "choose wild")
        p = st.player(BLUE)
        outcomes.add((p["money"], p["wildE"], p["target"]))
    assert outcomes == {(1400, 0, False), (500, 1, False), (500, 0, False), (500, 0, True)}


def test_press_trial_win_10_or_lose_5_and_500() -> None:
    outcomes = set()
    for seed in range(30):
        st = with_event("press-trial")
        st.rng.state = seed
        st.player(BLUE)["points"] = 3
        put(st, BLUE, "EV1", 3)
        run(st, {"t": "event4"})
        outcomes.add((st.player(BLUE)["points"], st.player(BLUE)["money"]))
    assert outcomes == {(13, 500), (3, 500), (0, 0)}
