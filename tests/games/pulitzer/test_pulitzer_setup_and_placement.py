"""Pulitzer: component data, setup, and the Placement phase rules."""

from __future__ import annotations

import json

import pytest
from games.pulitzer.pz_helpers import act, empty_board, new, placement_turn, put, texts

from paperboy.engine import IllegalActionError, InvalidOptionError, find_game
from paperboy.games.pulitzer import GAME
from paperboy.games.pulitzer.actions import Place
from paperboy.games.pulitzer.components import data


def test_components_match_the_rulebook_counts() -> None:
    d = data()
    assert len(d.evidence) == 25 and len(d.lines) == 18 and len(d.reports) == 10
    assert len(d.news) == 9 and len(d.overtime) == 12 and len(d.events) == 14 and len(d.times) == 15
    assert sorted(e["name"] for e in d.events.values()) == sorted([
        "Awards Gala", "Grand Finale", "Private Investigator", "Thanksgiving", "War Report",
        "White House Scandal", "Document Leak", "Rat Race", "Snitches", "State Plumbers",
        "The Insider", "Massive Leak", "Fundraising", "Press Trial"])
    assert d.line_value == {"A": 10, "B": 5, "X": 3, "C": 5, "D": 10}
    kinds = {c["kind"] for c in d.overtime.values()}
    assert kinds == {"talk", "radio", "evidence", "statement"}
    talk = sorted(c["amount"] for c in d.overtime.values() if c["kind"] == "talk")
    radio = sorted(c["amount"] for c in d.overtime.values() if c["kind"] == "radio")
    assert talk[0] == 500 and talk[-1] == 900 and radio[0] == 4 and radio[-1] == 8
    assert [b["cost"] for b in d.tables["bus"]] == [300, 400, 500, 700, 800, 1000]
    assert [b["cost"] for b in d.tables["bus_pentagon"]] == [300, 400, 500, 800]


def test_investigation_board_left_and_right_edges_are_adjacent_top_and_bottom_not() -> None:
    d = data()
    assert d.distance("a3", "i3") == 1
    assert d.distance("a1", "a5") == 4
    assert d.distance("e3", "a3") == 4
    assert d.space_symbol[d.start] == "?" and d.start == "e3"


def test_registered_and_options_validated() -> None:
    assert find_game("pulitzer") is GAME
    with pytest.raises(InvalidOptionError):
        GAME.new_game(["A", "B", "C"], {"mode": "sprint"}, 1)
    with pytest.raises(InvalidOptionError):
        GAME.new_game(["A"], {"difficulty": "6-1-1"}, 1)


def test_setup_gives_money_journalists_requests_and_a_report() -> None:
    st = new(3)
    for seat in range(3):
        p = st.player(seat)
        assert p["money"] == 500 and p["hand"] == ["1", "2", "3", "4", "5"]
        assert p["requests"] == 3 and p["hr"] == 1 and not p["hired"] and p["pins"] == []
    assert len({st.player(i)["report"] for i in range(3)}) == 3
    assert len(st.s["ot_row"]) == 3
    assert st.s["event"] is None


def test_kiosk_size_by_player_count_and_yellow_houses_only_with_4_or_more() -> None:
    assert new(3).s["house_colors"] == ["red", "blue", "green"]
    assert new(4).s["house_colors"] == ["red", "blue", "green", "yellow"]
    assert new(4).s["kiosk_columns"] == ["N", "I", "S", "E"]
    assert new(5).s["kiosk_columns"] == ["N", "I", "S", "E", "C"]


def test_first_player_holds_the_press_pass_and_turns_go_clockwise() -> None:
    st = new(3, seed=4)
    first = st.s["press"]
    assert st.to_act() == [first]
    act(st, first, "place 1 OT")
    assert st.to_act() == [(first + 1) % 3]


def test_face_down_values_are_hidden_from_other_seats() -> None:
    st = new(3, seed=2)
    seat = st.to_act()[0]
    act(st, seat, "place 4 N1")
    other = (seat + 1) % 3
    view = st.view(other)
    occ = view["spaces"]["N1"][0]
    assert occ["owner"] == seat and not occ["face_up"] and "value" not in occ
    assert st.view(seat)["spaces"]["N1"][0]["value"] == 4
    assert f"journalist:{seat}:N1:4" in st.secrets(other)
    assert st.secrets(seat) == []
    assert "hand" not in view["players"][seat]
    assert f"journalist:{seat}:N1:4" not in json.dumps(view)


def test_kiosk_pays_the_news_money_at_placement() -> None:
    st = new(3, seed=2)
    seat = st.to_act()[0]
    money = st.news_money()["S"]
    act(st, seat, "place 2 S1")
    assert st.player(seat)["money"] == 500 + money


def test_one_journalist_per_space() -> None:
    st = new(3, seed=2)
    seat = st.to_act()[0]
    act(st, seat, "place 2 N1")
    nxt = st.to_act()[0]
    with pytest.raises(IllegalActionError) as exc:
        act(st, nxt, "place 3 N1")
    assert "already occupies" in str(exc.value)


def test_archive_fills_the_lowest_empty_space() -> None:
    st = new(3, seed=2)
    s0 = st.to_act()[0]
    act(st, s0, "place 2 AR")
    s1 = st.to_act()[0]
    act(st, s1, "place 5 AR")
    assert st.s["spaces"]["AR1"][0]["o"] == s0 and st.s["spaces"]["AR2"][0]["o"] == s1
    with pytest.raises(IllegalActionError) as exc:
        act(st, st.to_act()[0], "place 1 AR4")
    assert "lowest empty" in str(exc.value)


def test_overtime_fills_the_first_empty_space() -> None:
    st = new(3, seed=2)
    s0 = st.to_act()[0]
    act(st, s0, "place 2 OT")
    act(st, st.to_act()[0], "place 4 OT")
    assert st.s["spaces"]["OT1"][0]["o"] == s0 and "OT2" in st.s["spaces"]


def test_buses_cost_is_paid_at_placement_and_unaffordable_spaces_are_refused() -> None:
    st = new(3, seed=2)
    seat = st.to_act()[0]
    act(st, seat, "place 3 B2")
    assert st.player(seat)["money"] == 100
    placement_turn(st, seat)
    with pytest.raises(IllegalActionError) as exc:
        act(st, seat, "place 4 B3")
    assert "costs $500" in str(exc.value)
    assert "place 4 B1" not in texts(st.legal_actions(seat))


def test_request_only_in_an_open_unblocked_section() -> None:
    st = new(3, seed=2)
    seat = st.to_act()[0]
    blocked = st.blocked()[0]
    with pytest.raises(IllegalActionError) as exc:
        act(st, seat, f"request {blocked}")
    assert "blocked" in str(exc.value) and exc.value.rule
    open_sec = next(s for s in ("editing", "newsroom", "hr", "management", "registry", "photo")
                    if s not in st.blocked())
    act(st, seat, f"request {open_sec}")
    assert st.s["requests"][open_sec] == [seat] and st.player(seat)["requests"] == 2


def test_request_needs_an_unplaced_journalist_and_windows_are_limited() -> None:
    st = new(3, seed=2)
    open_sec = next(s for s in ("editing", "newsroom", "hr", "management", "registry", "photo")
                    if s not in st.blocked())
    st.s["requests"][open_sec] = [1, 2]
    seat = st.to_act()[0]
    with pytest.raises(IllegalActionError) as exc:
        act(st, seat, f"request {open_sec}")
    assert "no open window" in str(exc.value)
    st.player(seat)["hand"] = []
    st.player(seat)["hand"] = ["1"]
    st.player(seat)["requests"] = 0
    with pytest.raises(IllegalActionError):
        act(st, seat, "request photo")


def test_pass_ends_the_round_for_that_player() -> None:
    st = new(3, seed=2)
    seat = st.to_act()[0]
    act(st, seat, "pass")
    assert st.player(seat)["passed"]
    for _ in range(20):
        if st.s["phase"] != "placement" or st.s["round"] != 1:
            break
        assert st.to_act()[0] != seat
        act(st, st.to_act()[0], "pass")


def test_placing_the_last_journalist_ends_your_round() -> None:
    st = new(3, seed=2)
    seat = st.to_act()[0]
    st.player(seat)["hand"] = ["1"]
    act(st, seat, "place 1 OT")
    assert not st.can_act(seat)


def test_editing_room_token_places_two_journalists_in_one_turn() -> None:
    st = new(3, seed=2)
    seat = st.to_act()[0]
    tok = next(t for t in st.s["tokens"] if t["kind"] == "editing")
    tok["at"], tok["round"] = seat, 0
    act(st, seat, "edit")
    assert st.to_act() == [seat]
    assert all(isinstance(a, Place) for a in st.legal_actions(seat))
    act(st, seat, "place 1 OT")
    assert st.to_act() == [seat]
    act(st, seat, "place 2 OT")
    assert st.to_act() != [seat]


def test_management_token_shares_an_occupied_bus_space_still_paying() -> None:
    st = new(3, seed=2)
    seat = st.to_act()[0]
    act(st, seat, "place 3 B1")
    other = st.to_act()[0]
    with pytest.raises(IllegalActionError) as exc:
        act(st, other, "place 3 B1")
    assert "Management" in str(exc.value)
    tok = next(t for t in st.s["tokens"] if t["kind"] == "management")
    tok["at"], tok["round"] = other, 0
    act(st, other, "place 3 B1 +management")
    assert len(st.s["spaces"]["B1"]) == 2 and st.player(other)["money"] == 200


def test_newsroom_token_goes_only_under_a_kiosk_journalist() -> None:
    st = new(3, seed=2)
    seat = st.to_act()[0]
    tok = next(t for t in st.s["tokens"] if t["kind"] == "newsroom")
    tok["at"], tok["round"] = seat, 0
    assert "place 2 N2 +newsroom" in texts(st.legal_actions(seat))
    with pytest.raises(IllegalActionError) as exc:
        act(st, seat, "place 2 OT +newsroom")
    assert "Kiosk" in str(exc.value)
    act(st, seat, "place 2 N2 +newsroom")
    assert st._value(st.s["spaces"]["N2"][0], "kiosk") == 4
    assert tok["at"] == "used"


def test_action_text_round_trips() -> None:
    for text in ("place 4 N1", "place X B3 +photo2 +management", "place 3 S2 up", "request hr",
                 "pin a3 E07 L12", "pin e1 E07 -", "choose extra", "train 2 1", "buy photo2 1",
                 "destroy b4", "unpin", "bail 3", "edit", "pass", "skip"):
        assert GAME.parse_action(text).format() == text


def test_refusals_leave_the_state_unchanged() -> None:
    st = new(3, seed=2)
    seat = st.to_act()[0]
    before = st.digest()
    for text in ("place 6 N1", "place 1 Z9", "pin a3 E01 L01", "train 1 0", "request nowhere", "unpin"):
        with pytest.raises(Exception):  # noqa: B017 - parse errors or IllegalActionError
            act(st, seat, text)
    assert st.digest() == before
    empty_board(st)
    put(st, seat, "N1", 3)
    assert st.s["spaces"]["N1"][0]["v"] == 3


def test_tokens_may_be_typed_in_any_order() -> None:
    assert GAME.parse_action("place 3 b1 +management +photo2") == Place("3", "B1", ("photo2", "management"))


def test_test_configs_cover_every_player_count_mode_and_events() -> None:
    configs = GAME.test_configs()
    assert {n for n, _ in configs} == {1, 2, 3, 4, 5}
    assert any(o.get("events") for n, o in configs if n >= 3)
    assert any(not o.get("events") for n, o in configs if n >= 3)
    assert any(o.get("mode") == "chronicle" for _, o in configs)
    assert any(o.get("difficulty") for n, o in configs if n == 1)
