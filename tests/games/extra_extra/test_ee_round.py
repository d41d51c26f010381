"""Extra! Extra! round structure: phases 1-6 and 8, reporters and fees."""

from __future__ import annotations

import pytest
from games.extra_extra.ee_helpers import give, new, to_placement

from paperboy.engine import IllegalActionError
from paperboy.games.extra_extra import activation, editors_desk, phases
from paperboy.games.extra_extra.actions import Discard, Pass, Place, PlayStringer, Sell


def pass_until_next_round(st) -> None:
    round_no = st.s["round"]
    while st.s["round"] == round_no:
        st.play(st.to_act()[0], Pass() if st.s["phase"] == "activate" else st.legal_actions(st.to_act()[0])[0])


def finish_selling(st) -> None:
    while st.s["phase"] == "sell":
        st.play(st.to_act()[0], Sell(()))


def test_phase_1_newsdesk_gets_players_cards_from_each_deck() -> None:
    st = new(4, scenario=3)
    dealt = sum(len(v) for v in st.s["newsdesk"].values())
    assert dealt == 4 * 3  # 4 copy, 4 photo, 4 features
    for city, cards in st.s["newsdesk"].items():
        assert all(st.card(c).city == city for c in cards)
    intro = new(4, scenario=1)
    assert sum(len(v) for v in intro.s["newsdesk"].values()) == 4 * 2


def test_phase_1_unclaimed_cards_stay_under_their_city() -> None:
    st = new(2, scenario=3)
    before = {c for cards in st.s["newsdesk"].values() for c in cards}
    phases.start_round(st, [])
    after = {c for cards in st.s["newsdesk"].values() for c in cards}
    assert before < after and len(after) == len(before) + 6


def test_phase_1_morgue_refills_to_three_and_three() -> None:
    st = new(2, scenario=3)
    assert st.s["morgue"] == {"copy": 3, "photo": 3}
    st.s["morgue"] = {"copy": 0, "photo": 1}
    st.s["cuttings"] = {"copy": 2, "photo": 9}
    phases.start_round(st, [])
    # not enough copy cuttings in the supply: all that remain are added
    assert st.s["morgue"] == {"copy": 2, "photo": 3}
    assert st.s["cuttings"] == {"copy": 0, "photo": 7}


def test_phase_2_newswire_shifts_three_slots_and_discards_the_rest() -> None:
    st = new(2, scenario=3)
    wire = ["PH-NY-BUS", "CP-NY-BUS", None, "PH-LON-BUS", None, "CP-LON-BUS"]
    for c in wire:
        if c:
            for deck in st.s["decks"].values():
                if c in deck:
                    deck.remove(c)
            for cards in st.s["newsdesk"].values():
                if c in cards:
                    cards.remove(c)
    st.s["newswire"] = list(wire)
    phases.start_round(st, [])
    assert st.s["newswire"][3:] == ["PH-NY-BUS", "CP-NY-BUS", None]
    assert all(st.s["newswire"][:3])
    assert {"PH-LON-BUS", "CP-LON-BUS"} <= set(st.s["discards"]["photo"] + st.s["discards"]["copy"])


def test_phases_2_and_5_are_skipped_in_intro_scenarios() -> None:
    st = new(2, scenario=1)
    assert st.s["newswire"] == [None] * 6
    finish_selling(st)
    assert st.s["phase"] == "place"  # no Stringer phase


def test_phase_3_selling_only_in_the_first_round_up_to_six() -> None:
    st = new(2, scenario=3)
    seat = st.to_act()[0]
    assert st.s["phase"] == "sell"
    give(st, seat, *st.s["decks"]["copy"][:7])
    with pytest.raises(IllegalActionError) as exc:
        st.play(seat, Sell(tuple(st.player(seat)["hand"][:7])))
    assert exc.value.rule == "Phase 3: Sell News Cards"
    with pytest.raises(IllegalActionError):
        st.play(seat, Sell(("CE-BUS",)))  # not in hand / not sellable
    st.play(seat, Sell(tuple(st.player(seat)["hand"][:6])))
    assert st.player(seat)["money"] == 600
    finish_selling(st)
    assert st.s["phase"] in ("stringers", "place")
    # later rounds skip selling
    to_placement(st)
    phases.start_round(st, [])
    assert st.s["phase"] != "sell"


def test_phase_4_income_400_then_salaries_100_each() -> None:
    st = new(2, scenario=3)
    st.player(0)["money"] = 50
    st.player(0)["employed"] = 3
    phases.income(st, [])
    assert st.player(0)["money"] == 150 and st.player(0)["employed"] == 3
    assert st.player(0)["avail"] == 3


def test_phase_5_stringer_may_be_skipped_and_only_one_played() -> None:
    st = new(2, scenario=3)
    finish_selling(st)
    assert st.s["phase"] == "stringers"
    seat = st.to_act()[0]
    card = next(c for cards in st.s["newsdesk"].values() for c in cards)
    with pytest.raises(IllegalActionError) as exc:
        st.play(seat, PlayStringer("BS-12", card))
    assert exc.value.rule == "Phase 5: Play Stringers"
    with pytest.raises(IllegalActionError):
        st.play(seat, PlayStringer(next(c for c in st.player(seat)["hand"] if c.startswith("BS")), "PH-XX-NONE"))
    st.play(seat, Pass())
    assert st.to_act() != [seat] or st.s["phase"] == "place"


def test_phase_6_players_place_in_turn_and_cannot_pass_with_reporters() -> None:
    st = new(3, scenario=3)
    to_placement(st)
    first = st.to_act()[0]
    with pytest.raises(IllegalActionError) as exc:
        st.play(first, Pass())
    assert exc.value.rule == "Phase 6: Place Reporters"
    st.play(first, Place("SALES", 0))
    assert st.to_act() == [(first + 1) % 3]


def test_phase_6_players_without_reporters_are_passed_over() -> None:
    st = new(3, scenario=3)
    to_placement(st)
    st.player(1)["avail"] = 0
    st.play(0, Place("SALES", 0))
    assert st.to_act() == [2]


def test_phase_6_uncontested_spaces_take_many_reporters_without_fee() -> None:
    st = new(2, scenario=3)
    to_placement(st)
    st.player(0)["money"] = 300
    st.player(1)["money"] = 300
    st.play(0, Place("SALES", 0))
    st.play(1, Place("SALES", 0))
    st.play(0, Place("SALES", 0))
    assert len(st.s["board"]["SALES"]) == 3
    with pytest.raises(IllegalActionError) as exc:
        st.play(1, Place("ADS", 100))
    assert "contested" in str(exc.value)


def test_phase_6_fee_must_be_in_hundreds_and_affordable() -> None:
    st = new(2, scenario=3)
    to_placement(st)
    st.player(0)["money"] = 200
    with pytest.raises(IllegalActionError):
        st.play(0, Place("NY", 50))
    with pytest.raises(IllegalActionError):
        st.play(0, Place("NY", 300))
    st.play(0, Place("NY", 200))
    assert st.player(0)["money"] == 0


def test_phase_6_you_may_not_raise_your_own_fee() -> None:
    st = new(2, scenario=3)
    to_placement(st)
    st.player(0)["money"] = 500
    st.play(0, Place("NY", 0))
    st.play(1, Place("SALES", 0))
    with pytest.raises(IllegalActionError) as exc:
        st.play(0, Place("NY", 200))
    assert "own fee" in str(exc.value)


def test_instant_spaces_hire_and_offhire_act_on_placement() -> None:
    st = new(2, scenario=3)
    to_placement(st)
    money = st.player(0)["money"]
    st.play(0, Place("OFFHIRE", 0))
    assert st.player(0)["money"] == money + 100
    before = len(st.s["brown"])
    st.play(1, Place("HIRE", 0))
    assert len(st.s["brown"]) == before - 1
    assert sum(1 for c in st.player(1)["hand"] if c.startswith("BS-")) == 2


def test_hire_refused_when_no_stringers_are_left() -> None:
    st = new(2, scenario=3)
    to_placement(st)
    st.s["brown"] = []
    with pytest.raises(IllegalActionError) as exc:
        st.play(0, Place("HIRE", 0))
    assert exc.value.rule == "Operations 4: Hire"


def test_titles_space_refused_with_headline_and_column() -> None:
    st = new(2, scenario=5)
    to_placement(st)
    for kind in ("headline", "column"):
        st.player(0)["tiles"].append({"id": kind, "kind": kind, "size": 3, "side": "A", "page": 1, "row": 0,
                                      "col": 0, "w": 0, "h": 0, "spec": "", "tokens": []})
    with pytest.raises(IllegalActionError) as exc:
        st.play(0, Place("TITLES", 0))
    assert "already have a Headline and a Column" in str(exc.value)


def test_recruitment_up_to_five_reporters() -> None:
    st = new(3, scenario=3)
    to_placement(st)
    st.player(0)["employed"] = 4
    st.player(0)["money"] = 0
    st.play(0, Place("R1", 0))
    st.play(1, Place("SALES", 0))
    st.play(2, Place("SALES", 0))
    with pytest.raises(IllegalActionError) as exc:
        st.play(0, Place("R2", 0))
    assert exc.value.rule == "Operations 3: Recruitment"
    st.s["phase"] = "activate"
    st.s["queue"] = [["R1", 0]]
    st.s["queue"].append(["SALES", 1])
    activation.advance(st, [])
    assert st.player(0)["employed"] == 5


def test_activation_runs_spaces_in_order_and_uncontested_from_start_player() -> None:
    st = new(3, scenario=3)
    to_placement(st)
    st.s["start"] = st.s["turn"] = 1
    for p in st.s["players"]:
        p["avail"] = 2
    moves = [(1, "SALES"), (2, "NY"), (0, "SALES"), (1, "M3"), (2, "SALES"), (0, "TYPE")]
    for seat, sid in moves:
        assert st.to_act() == [seat]
        st.play(seat, Place(sid, 0))
    # the last placement started phase 7; rebuild the queue order to inspect it
    st.s["phase"] = "place"
    st.s["board"] = {"SALES": [[1, 0], [0, 0], [2, 0]], "NY": [[2, 0]], "M3": [[1, 0]], "TYPE": [[0, 0]]}
    st.s["pending"] = None
    order = activation.activation_queue(st)
    assert order == [["NY", 2], ["M3", 1], ["TYPE", 0], ["SALES", 1], ["SALES", 2], ["SALES", 0]]


def test_end_of_round_start_player_passes_and_reporters_return() -> None:
    st = new(2, scenario=3)
    finish_selling(st)
    while st.s["phase"] == "stringers":
        st.play(st.to_act()[0], Pass())
    start = st.s["start"]
    round_no = st.s["round"]
    while st.s["round"] == round_no:
        seat = st.to_act()[0]
        if st.s["phase"] == "place":
            st.play(seat, Place("OFFHIRE", 0))
        else:
            st.play(seat, st.legal_actions(seat)[-1])
    assert st.s["start"] == (start + 1) % 2
    assert "OFFHIRE" not in st.s["board"]
    assert all(p["avail"] == p["employed"] for p in st.s["players"])


def test_end_of_round_hand_limit_fourteen() -> None:
    st = new(2, scenario=3)
    give(st, 0, *st.s["decks"]["copy"][:16])
    st.s["phase"] = "activate"
    st.s["queue"] = []
    st.s["pending"] = None
    activation.advance(st, [])
    assert st.s["phase"] == "discard" and st.to_act() == [0]
    with pytest.raises(IllegalActionError) as exc:
        st.play(0, Discard(tuple(st.player(0)["hand"][:1])))
    assert exc.value.rule == "End of Round: hand limit"
    st.play(0, Discard(tuple(st.player(0)["hand"][:2])))
    assert len(st.player(0)["hand"]) == 14
    assert st.s["phase"] != "discard"


def test_end_of_round_refill_keeps_landscape_and_portrait() -> None:
    st = new(2, scenario=3)
    st.s["desk"]["2"] = ["T2-01", "T2-02", None]
    st.s["stacks"]["2"] = ["T2-03", "T2-04", "T2-07", "T2-05"]
    for t in ("T2-01", "T2-02"):
        for key in st.s["stacks"]:
            if t in st.s["stacks"][key]:
                st.s["stacks"][key].remove(t)
    editors_desk.fill_desk(st, [], setup=False)
    assert st.s["desk"]["2"] == ["T2-01", "T2-02", "T2-07"]
    # tiles drawn but not placed go to the bottom of their stack
    assert st.s["stacks"]["2"] == ["T2-05", "T2-03", "T2-04"]


def test_discard_piles_reshuffle_when_a_deck_runs_out() -> None:
    st = new(2, scenario=3)
    st.s["discards"]["copy"] = list(st.s["decks"]["copy"])
    st.s["decks"]["copy"] = []
    events: list = []
    card = st.draw("copy", events)
    assert card is not None and st.s["discards"]["copy"] == []
    assert any(e.kind == "reshuffle" and e.reveal for e in events)


def test_sales_space_sells_up_to_three_into_discards() -> None:
    from games.extra_extra.ee_helpers import activate

    st = new(2, scenario=3)
    cards = st.s["decks"]["photo"][:4]
    give(st, 0, *cards)
    money = st.player(0)["money"]
    activate(st, 0, "SALES")
    with pytest.raises(IllegalActionError):
        st.play(0, Sell(tuple(cards)))
    st.play(0, Sell(tuple(cards[:3])))
    assert st.player(0)["money"] == money + 300
    assert set(cards[:3]) <= set(st.s["discards"]["photo"])


def test_fees_go_to_the_bank_when_the_reporter_activates() -> None:
    st = new(2, scenario=3)
    to_placement(st)
    st.player(0)["money"] = 300
    st.player(0)["avail"] = 1
    st.player(1)["avail"] = 1
    st.play(0, Place("NY", 300))
    st.play(1, Place("SALES", 0))
    pass_until_next_round(st)
    # income was collected for round 2 but the fee never came back
    assert st.s["round"] == 2
    assert st.player(0)["money"] == 400 - 300


def test_displaced_player_may_come_back_with_a_larger_fee() -> None:
    st = new(2, scenario=3)
    to_placement(st)
    st.player(0)["money"] = 500
    st.player(1)["money"] = 500
    st.play(0, Place("PAR", 0))
    st.play(1, Place("PAR", 100))
    st.play(0, Place("PAR", 200))
    assert st.s["board"]["PAR"] == [[0, 200]]
    assert st.player(1)["money"] == 500


def test_five_six_side_morgue_and_newswire_plus_one_activate_first() -> None:
    st = new(5, scenario=3)
    to_placement(st)
    st.s["board"] = {"M3": [[0, 0]], "M1": [[1, 0]], "M2": [[2, 0]], "W1": [[3, 0]], "C1": [[4, 0]]}
    order = activation.activation_queue(st)
    assert [sid for sid, _ in order] == ["M1", "M2", "M3", "W1", "C1"]


def test_recruited_reporter_works_from_the_next_round() -> None:
    st = new(2, scenario=3)
    to_placement(st)
    st.player(0)["avail"] = 1
    st.player(1)["avail"] = 1
    st.player(0)["money"] = 1000
    st.play(0, Place("R1", 0))
    assert st.player(0)["employed"] == 3  # not yet: Recruitment activates in phase 7
    st.play(1, Place("SALES", 0))
    pass_until_next_round(st)
    assert st.player(0)["employed"] == 4 and st.player(0)["avail"] == 4
