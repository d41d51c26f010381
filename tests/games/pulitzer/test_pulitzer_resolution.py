"""Pulitzer: the Resolution phase (Kiosk, Archive, Buses, Overtime, Newspaper) and maintenance."""

from __future__ import annotations

import pytest
from games.pulitzer.pz_helpers import act, empty_board, new, put, run, stack, texts

from paperboy.engine import IllegalActionError

BLUE, PINK, GREEN = 0, 1, 2


def kiosk_state():
    st = new(3, seed=3)
    empty_board(st)
    return st


def test_kiosk_row_example_green_takes_the_house_with_4() -> None:
    # Rulebook example: Blue scores 3, as does Pink; Green takes the house with 4.
    st = kiosk_state()
    put(st, BLUE, "N1", 1)
    put(st, BLUE, "I1", 2)
    put(st, PINK, "S1", 3)
    put(st, GREEN, "E1", 4)
    run(st, {"t": "rows"})
    assert st.player(GREEN)["houses"]["red"] == 1
    assert st.player(BLUE)["houses"]["red"] == 0 and st.player(PINK)["houses"]["red"] == 0


def test_kiosk_row_tie_gives_no_house() -> None:
    st = kiosk_state()
    put(st, BLUE, "N2", 3)
    put(st, PINK, "I2", 3)
    run(st, {"t": "rows"})
    assert all(st.player(i)["houses"]["blue"] == 0 for i in range(3))


def test_kiosk_column_tie_gives_no_reward() -> None:
    st = kiosk_state()
    put(st, BLUE, "I1", 4)
    put(st, PINK, "I2", 4)
    run(st, {"t": "column", "col": "I"})
    assert st.player(BLUE)["points"] == 0 and st.player(PINK)["points"] == 0


def test_kiosk_national_gives_contact_press_pass_and_3_points() -> None:
    st = kiosk_state()
    st.s["press"] = BLUE
    put(st, PINK, "N1", 2)
    put(st, PINK, "N3", 1)
    put(st, GREEN, "N2", 2)
    run(st, {"t": "column", "col": "N"})
    assert st.player(PINK)["contacts"] == 1 and st.player(PINK)["points"] == 3 and st.s["press"] == PINK


def test_kiosk_international_gives_2_contacts_and_6_points() -> None:
    st = kiosk_state()
    put(st, GREEN, "I3", 5)
    run(st, {"t": "column", "col": "I"})
    assert st.player(GREEN)["contacts"] == 2 and st.player(GREEN)["points"] == 6


def test_kiosk_economy_only_with_5_players_gives_7_points() -> None:
    st = new(5, seed=3)
    empty_board(st)
    put(st, 3, "C2", 2)
    run(st, {"t": "column", "col": "C"})
    assert st.player(3)["points"] == 7


def test_kiosk_column_totals_include_newsroom_tokens() -> None:
    st = kiosk_state()
    put(st, BLUE, "I1", 2, tokens=("newsroom",))
    put(st, PINK, "I2", 3)
    run(st, {"t": "column", "col": "I"})
    assert st.player(BLUE)["points"] == 6


def test_kiosk_sports_plus2_counts_for_the_rows() -> None:
    st = kiosk_state()
    put(st, BLUE, "S1", 3)
    put(st, PINK, "N1", 4)
    run(st, {"t": "column", "col": "S"}, {"t": "rows"})
    assert st.to_act() == [BLUE]
    assert texts(st.legal_actions(BLUE)) == ["choose S1", "choose cash"]
    act(st, BLUE, "choose S1")
    assert st.player(BLUE)["houses"]["red"] == 1


def test_kiosk_sports_can_be_taken_as_300() -> None:
    st = kiosk_state()
    put(st, BLUE, "S1", 3)
    run(st, {"t": "column", "col": "S"})
    act(st, BLUE, "choose cash")
    assert st.player(BLUE)["money"] == 800


def test_kiosk_entertainment_plus2_helps_in_overtime_or_gives_a_contact() -> None:
    st = kiosk_state()
    put(st, BLUE, "E1", 3)
    put(st, BLUE, "OT1", 2)
    put(st, PINK, "OT2", 3)
    run(st, {"t": "column", "col": "E"})
    assert texts(st.legal_actions(BLUE)) == ["choose OT1", "choose contact"]
    act(st, BLUE, "choose OT1")
    run(st, {"t": "overtime"})
    assert st.s["pending"]["kind"] == "ot_pick" and st.s["pending"]["seat"] == BLUE


def test_report_resolution_example_supported_bus_stop_draws_3_and_2_and_reaches_line_a() -> None:
    # Rulebook example: Blue has 5 and another Journalist in the Archive, 4 on the bus stop.
    st = kiosk_state()
    put(st, BLUE, "AR1", 2)
    put(st, BLUE, "AR2", 5)
    put(st, BLUE, "B3", 4)
    run(st, {"t": "archive"})
    sups = st.s["supports"][str(BLUE)]
    assert sups[0] == {"id": "S1", "reward": ["E", "L"]}  # the 5 is repositioned first
    stack(st, "ev", ["E03", "E11", "E07"])  # letter, map, memo
    stack(st, "ln", ["L01", "L05"])  # A, B
    run(st, {"t": "buses"})
    assert st.s["pending"]["kind"] == "support"
    act(st, BLUE, "choose S1")
    work = st.s["work"]
    assert len(work["E"]) == 3 and len(work["L"]) == 2 and work["value"] == 4
    legal = texts(st.legal_actions(BLUE))
    assert "pin a3 E03 L01" in legal  # letter in line A, 4 spaces from "?"
    assert all(st.components.distance("e3", a.split()[1]) <= 4 for a in legal if a.startswith("pin"))
    act(st, BLUE, "pin a3 E03 L01")
    assert st.player(BLUE)["pins"][-1]["space"] == "a3"
    assert st.string_left(BLUE) == 26
    assert st.s["work"] is None and "E03" in st.s["ev_discard"]


def test_archive_repositions_by_value_ties_to_the_lower_space() -> None:
    st = kiosk_state()
    put(st, PINK, "AR1", 3)
    put(st, BLUE, "AR2", 3)
    put(st, GREEN, "AR3", 5)
    put(st, BLUE, "AR4", 1)
    run(st, {"t": "archive"})
    assert st.s["supports"][str(GREEN)][0]["reward"] == ["E", "L"]
    assert st.s["supports"][str(PINK)][0]["reward"] == ["E"]
    assert st.s["supports"][str(BLUE)] == [{"id": "S3", "reward": ["L"]}]  # the 1 is not repositioned


def test_registry_token_adds_2_in_the_archive() -> None:
    st = kiosk_state()
    put(st, PINK, "AR1", 4)
    put(st, BLUE, "AR2", 3, tokens=("registry",))
    run(st, {"t": "archive"})
    assert st.s["supports"][str(BLUE)][0]["id"] == "S1"


def test_bus_pin_is_limited_by_the_journalist_value_and_wraps_around_the_edges() -> None:
    st = kiosk_state()
    st.player(BLUE)["pins"] = [{"space": "i3", "round": -1, "statement": False}]
    put(st, BLUE, "B1", 1)
    stack(st, "ev", ["E03"])  # letter: a3 in A, c4 in B...
    stack(st, "ln", ["L01"])
    run(st, {"t": "buses"})
    legal = texts(st.legal_actions(BLUE))
    assert legal == ["pin a3 E03 L01", "skip"]  # i3 -> a3 is one step across the edge
    with pytest.raises(IllegalActionError) as exc:
        act(st, BLUE, "pin g2 E03 L01")
    assert "value is 1" in str(exc.value)


def test_the_central_line_x_needs_only_an_evidence_card() -> None:
    st = kiosk_state()
    put(st, BLUE, "B1", 2)
    stack(st, "ev", ["E17"])  # key: e2 in X
    stack(st, "ln", ["L12"])
    run(st, {"t": "buses"})
    assert "pin e2 E17 -" in texts(st.legal_actions(BLUE))
    act(st, BLUE, "pin e2 E17 -")
    assert st.player(BLUE)["pins"][0]["space"] == "e2"


def test_the_string_is_limited() -> None:
    st = kiosk_state()
    put(st, BLUE, "B1", 4)
    st.player(BLUE)["pins"] = [{"space": "e5", "round": -1, "statement": False},
                          {"space": "e1", "round": -1, "statement": False}] * 4
    # Eight pins bouncing between e5 and e1 use 2 + 4*7 = 30: no string left.
    assert st.string_left(BLUE) == 0
    stack(st, "ev", ["E17"])
    stack(st, "ln", ["L01"])
    run(st, {"t": "buses"})
    assert st.s["pending"] is None  # nothing reachable: the step ends by itself


def test_double_line_card_destroys_a_highlighted_evidence_in_that_line() -> None:
    st = kiosk_state()
    st.player(BLUE)["report"] = "R03"  # highlights a3, b4 in A
    put(st, BLUE, "B1", 5)
    stack(st, "ev", ["E03"])  # letter: a3
    stack(st, "ln", ["L15"])  # double A/B
    run(st, {"t": "buses"})
    act(st, BLUE, "pin a3 E03 L15")
    assert st.player(BLUE)["destroyed"] == ["b4"]  # the only other free highlighted one in A


def test_target_token_makes_a_double_line_card_destroy_two() -> None:
    st = kiosk_state()
    st.player(BLUE)["report"] = "R08"  # h1, h4 in D
    st.player(BLUE)["target"] = True
    put(st, BLUE, "B1", 5)
    stack(st, "ev", ["E22"])  # letter/key: h2 is the letter of line D
    stack(st, "ln", ["L17"])  # A/D
    run(st, {"t": "buses"})
    act(st, BLUE, "pin h2 E22 L17")
    assert texts(st.legal_actions(BLUE)) == ["destroy h1", "destroy h4"]
    act(st, BLUE, "destroy h4")  # the second destruction has one choice left and is automatic
    assert sorted(st.player(BLUE)["destroyed"]) == ["h1", "h4"] and not st.player(BLUE)["target"]


def test_only_the_last_evidence_of_the_previous_round_may_be_discarded() -> None:
    st = new(3, seed=2)
    seat = st.to_act()[0]
    p = st.player(seat)
    p["pins"] = [{"space": "a3", "round": -1, "statement": False}]
    with pytest.raises(IllegalActionError):
        act(st, seat, "unpin")
    p["pins"] = [{"space": "e2", "round": 0, "statement": False}, {"space": "a3", "round": 0, "statement": False}]
    st.s["round"] = 1
    p["pins"][-1]["round"] = 0
    act(st, seat, "unpin")
    assert [x["space"] for x in p["pins"]] == ["e2"] and st.to_act() == [seat]
    with pytest.raises(IllegalActionError) as exc:
        act(st, seat, "unpin")
    assert "already discarded" in str(exc.value)


def test_overtime_example_reorders_and_the_fourth_must_destroy() -> None:
    # Rulebook example: Pink 4, then Blue 4, then Green 3; Blue's 3 gets no card and destroys.
    st = kiosk_state()
    put(st, PINK, "OT1", 4)
    put(st, GREEN, "OT2", 3)
    put(st, BLUE, "OT3", 3)
    put(st, BLUE, "OT4", 4)
    st.player(BLUE)["report"] = "R01"
    st.s["ot_row"] = ["O02", "O05", "O10"]
    run(st, {"t": "overtime"})
    assert st.to_act() == [PINK]
    act(st, PINK, "choose O10")
    assert st.player(PINK)["points"] == 8
    assert st.to_act() == [BLUE]
    act(st, BLUE, "choose O05")
    assert st.to_act() == [GREEN]
    act(st, GREEN, "choose O02")
    assert st.to_act() == [BLUE] and st.s["pending"]["kind"] == "destroy"
    act(st, BLUE, "destroy b1")
    assert st.player(BLUE)["destroyed"] == ["b1"]


def test_overtime_extra_card_for_a_contact_once_per_round() -> None:
    st = kiosk_state()
    put(st, PINK, "OT1", 4)
    put(st, BLUE, "OT2", 3)
    st.player(PINK)["contacts"] = 1
    st.player(BLUE)["contacts"] = 1
    st.s["ot_row"] = ["O02", "O05", "O10"]
    run(st, {"t": "overtime"})
    act(st, PINK, "choose extra")
    assert len(st.s["ot_row"]) == 4 and st.player(PINK)["contacts"] == 0
    assert "choose extra" not in texts(st.legal_actions(PINK))
    act(st, PINK, "choose O02")
    assert "choose extra" not in texts(st.legal_actions(BLUE))


def test_overtime_talk_show_radio_new_evidence_and_statement() -> None:
    st = kiosk_state()
    put(st, BLUE, "OT1", 5)
    put(st, PINK, "OT2", 4)
    put(st, GREEN, "OT3", 3)
    st.player(GREEN)["pins"] = [{"space": "a3", "round": 0, "statement": False}]
    st.s["ot_row"] = ["O09", "O03", "O06"]
    run(st, {"t": "overtime"})
    act(st, BLUE, "choose O09")
    assert st.player(BLUE)["money"] == 1400
    stack(st, "ln", ["L04"])
    act(st, PINK, "choose O03")
    act(st, PINK, "choose L")
    assert st.player(PINK)["stash"] == ["L04"]
    act(st, GREEN, "choose O06")  # The Statement, line A, under the a3 pin
    assert st.player(GREEN)["pins"][0]["statement"] and st.report_score(GREEN) == 15


def test_newspaper_tokens_hr_hiring_and_training() -> None:
    st = kiosk_state()
    st.s["requests"]["hr"] = [BLUE]
    st.s["requests"]["newsroom"] = [PINK]
    st.player(BLUE)["money"] = 600
    st.player(BLUE)["contacts"] = 1
    run(st, {"t": "newspaper"})
    assert [t["kind"] for t in st.held_tokens(PINK)] == ["newsroom"]
    assert st.player(BLUE)["hired"] and "X" in st.player(BLUE)["hand"] and st.player(BLUE)["requests_total"] == 2
    legal = texts(st.legal_actions(BLUE))
    assert "train 2 1" in legal and "train 3 1" not in legal  # 200+300 with one $200 Contact
    act(st, BLUE, "train 2 1")
    assert st.player(BLUE)["hr"] == 3 and st.player(BLUE)["money"] == 300 and st.player(BLUE)["contacts"] == 0


def test_photography_sells_a_plus1_or_plus2_token() -> None:
    st = kiosk_state()
    st.s["requests"]["photo"] = [GREEN]
    st.player(GREEN)["money"] = 700
    run(st, {"t": "newspaper"})
    assert "buy photo2 0" in texts(st.legal_actions(GREEN))
    act(st, GREEN, "buy photo2 0")
    assert st.player(GREEN)["money"] == 100 and [t["kind"] for t in st.held_tokens(GREEN)] == ["photo2"]


def test_when_a_section_is_out_of_tokens_take_one_from_another_players_older_reserve() -> None:
    st = kiosk_state()
    st.s["round"] = 3
    for i, t in enumerate(t for t in st.s["tokens"] if t["kind"] == "registry"):
        t["at"], t["round"] = (PINK, 2) if i == 0 else (GREEN, 3)
    st.s["requests"]["registry"] = [BLUE]
    run(st, {"t": "newspaper"})
    held = st.held_tokens(BLUE, "registry")
    assert len(held) == 1 and held[0]["round"] == 3
    assert not st.held_tokens(PINK, "registry") and len(st.held_tokens(GREEN, "registry")) == 2


def test_maintenance_returns_journalists_requests_and_expires_tokens() -> None:
    st = kiosk_state()
    st.s["round"] = 2
    put(st, BLUE, "N1", 3)
    st.player(BLUE)["requests"] = 1
    toks = [t for t in st.s["tokens"] if t["kind"] == "newsroom"]
    toks[0]["at"], toks[0]["round"] = BLUE, 1
    toks[1]["at"], toks[1]["round"] = BLUE, 2
    toks[2]["at"] = "used"
    news_before = len(st.s["news_deck"])
    run(st, {"t": "maintenance"})
    assert st.s["round"] == 3 and st.s["phase"] == "placement"
    assert "3" in st.player(BLUE)["hand"] and st.player(BLUE)["requests"] == 3
    assert [t["at"] for t in toks] == ["supply", BLUE, "supply"]
    assert len(st.s["news_deck"]) == news_before - 1 and len(st.s["ot_row"]) == 3
    assert st.s["spaces"] == {}


def test_the_game_ends_after_the_eighth_round() -> None:
    st = kiosk_state()
    st.s["round"] = 8
    run(st, {"t": "maintenance"})
    assert st.is_over() and st.s["ended"] == "rounds"
    assert all(st.legal_actions(i) == [] for i in range(3))


def test_the_press_pass_holder_begins_the_next_placement() -> None:
    st = kiosk_state()
    put(st, GREEN, "N1", 2)
    run(st, {"t": "column", "col": "N"}, {"t": "maintenance"})
    assert st.s["press"] == GREEN and st.to_act() == [GREEN]


def test_only_one_statement_per_evidence() -> None:
    st = kiosk_state()
    put(st, BLUE, "OT1", 5)
    st.player(BLUE)["pins"] = [{"space": "a3", "round": -1, "statement": True}]
    st.s["ot_row"] = ["O06", "O02", "O05"]
    run(st, {"t": "overtime"})
    act(st, BLUE, "choose O06")
    assert st.report_score(BLUE) == 15 and st.s["pending"] is None


def test_kept_cards_replace_drawn_ones_and_are_then_discarded() -> None:
    st = kiosk_state()
    st.player(BLUE)["stash"] = ["L02"]  # an A card kept from New Evidence
    put(st, BLUE, "B1", 4)
    stack(st, "ev", ["E03"])
    stack(st, "ln", ["L08"])  # C: no use for a3
    run(st, {"t": "buses"})
    act(st, BLUE, "pin a3 E03 L02")
    assert st.player(BLUE)["stash"] == [] and "L02" in st.s["ln_discard"]


def test_only_one_value_token_per_journalist() -> None:
    st = new(3, seed=2)
    seat = st.to_act()[0]
    st.player(seat)["money"] = 900
    for kind in ("photo1", "photo2"):
        tok = next(t for t in st.s["tokens"] if t["kind"] == kind)
        tok["at"], tok["round"] = seat, 0
    with pytest.raises(IllegalActionError) as exc:
        act(st, seat, "place 3 B1 +photo1 +photo2")
    assert "one token per Journalist" in exc.value.rule
    act(st, seat, "place 3 B1 +photo2")
    assert st._value(st.s["spaces"]["B1"][0], "bus") == 5


def test_each_colour_has_only_8_houses() -> None:
    st = kiosk_state()
    st.player(PINK)["houses"]["red"] = 8
    put(st, BLUE, "N1", 3)
    run(st, {"t": "rows"})
    assert st.player(BLUE)["houses"]["red"] == 0


@pytest.mark.parametrize(("space", "evidence", "lines"), [("B1", 1, 1), ("B2", 1, 1), ("B3", 2, 1),
                                                          ("B4", 2, 1), ("B5", 2, 2), ("B6", 2, 2)])
def test_bus_space_rewards(space: str, evidence: int, lines: int) -> None:
    st = kiosk_state()
    put(st, BLUE, space, 5)
    run(st, {"t": "buses"})
    cards = next(e.data["cards"] for e in st._events if e.kind == "draw")
    assert (sum(c.startswith("E") for c in cards), sum(c.startswith("L") for c in cards)) == (evidence, lines)


def test_journalist_x_takes_its_value_from_the_hr_track() -> None:
    st = new(3, seed=2)
    seat = st.to_act()[0]
    p = st.player(seat)
    p["hired"], p["hr"] = True, 4
    p["hand"].append("X")
    act(st, seat, "place X N1")
    assert st.s["spaces"]["N1"][0]["v"] == 4


def test_the_price_the_view_gives_a_train_or_buy_move_is_the_money_it_costs() -> None:
    """A Contact pays part of an H.R. or Photography cost: the view prices each Train and
    Buy move of the decision after its Contacts, and playing it takes exactly that money."""
    from paperboy.engine import Rng
    from paperboy.games.pulitzer import GAME as PULITZER
    from paperboy.games.pulitzer.actions import Buy, Train

    priced = 0
    for seed in range(40):
        state = PULITZER.new_game(["Ann", "Bob", "Cat"], {}, seed)
        rng = Rng(seed)
        while not state.is_over() and priced < 12:
            seat = state.to_act()[0]
            view = state.view(seat)
            prices = (view.get("pending") or {}).get("prices")
            legal = state.legal_actions(seat)
            for action in legal:
                if isinstance(action, (Train, Buy)):
                    assert prices is not None and action.format() in prices
                    after = state.clone()
                    after.play(seat, action)
                    paid = view["players"][seat]["money"] - after.view(seat)["players"][seat]["money"]
                    assert paid == prices[action.format()], action.format()
                    priced += 1
            state.play(seat, rng.choice(legal))
        if priced >= 12:
            break
    assert priced >= 12
