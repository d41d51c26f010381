"""Pulitzer: The Pentagon Papers, the 2-player and solo mode."""

from __future__ import annotations

import pytest
from games.pulitzer.pz_helpers import act, empty_board, new, placement_turn, put, run, stack, texts

from paperboy.engine import IllegalActionError

A, B = 0, 1


def board(n: int = 2, seed: int = 7, **opts):
    st = new(n, seed=seed, **opts)
    empty_board(st)
    return st


def test_pentagon_board_has_no_archive_three_rows_and_four_buses() -> None:
    st = new(2, seed=7)
    assert st.pentagon and st.s["archive"] == 0 and st.s["kiosk_rows"] == 3
    assert list(st.s["buses"]) == ["B1", "B2", "B3", "B4"]
    assert [b["cost"] for b in st.s["buses"].values()] == [300, 400, 500, 800]
    seat = st.to_act()[0]
    with pytest.raises(IllegalActionError) as exc:
        act(st, seat, "place 2 AR")
    assert "no Archive" in str(exc.value)


def test_agents_fill_the_kiosk_around_the_dice_blue_face_up_red_hidden() -> None:
    for seed in range(10):
        st = new(2, seed=seed)
        reds = [(sp, o) for sp, occ in st.s["spaces"].items() for o in occ if o["o"] == "red"]
        blues = [(sp, o) for sp, occ in st.s["spaces"].items() for o in occ if o["o"] == "blue"]
        assert len(reds) == 5 and len(blues) == 5
        assert all(sp[0] in "NI" or sp == "B4" for sp, _ in reds)
        assert all(sp[0] in "SE" or sp == "B1" for sp, _ in blues)
        assert all(o["up"] for _, o in blues) and not any(o["up"] for _, o in reds)
        secrets = st.secrets(0)
        assert {f"agent:red:{sp}:{o['v']}" for sp, o in reds} <= set(secrets)
        view = st.view(0)
        for sp, _ in reds:
            assert all("value" not in x for x in view["spaces"][sp] if x["owner"] == "red")


def test_journalists_may_share_a_space_with_an_agent_but_not_with_a_journalist() -> None:
    st = board()
    st.occupy("N1", "red", 2, up=False)
    placement_turn(st, A)
    act(st, A, "place 3 N1")
    placement_turn(st, B)
    with pytest.raises(IllegalActionError):
        act(st, B, "place 4 N1")


def test_agent_duel_tie_goes_to_the_journalist_and_the_loser_leaves() -> None:
    st = board()
    st.occupy("N1", "red", 3, up=True)
    st.occupy("S1", "blue", 4, up=True)
    put(st, A, "N1", 3)
    put(st, B, "S1", 2)
    run(st, {"t": "duels"})
    assert [o["o"] for o in st.s["spaces"]["N1"]] == [A]
    assert [o["o"] for o in st.s["spaces"]["S1"]] == ["blue"]
    assert "2" in st.player(B)["hand"]


def test_agents_example_journalists_3_against_agents_7_moves_opinion_to_the_capitol() -> None:
    # Rulebook example: the Journalists total 3, the Government Agents 7.
    st = board()
    st.s["opinion"] = 4
    put(st, A, "N1", 1)
    put(st, B, "I1", 2)
    st.occupy("S1", "blue", 4, up=True)
    st.occupy("E1", "blue", 3, up=True)
    run(st, {"t": "rows"})
    assert st.s["opinion"] == 3


def test_kiosk_columns_won_by_agents_give_nothing() -> None:
    st = board()
    put(st, A, "S1", 2)
    st.occupy("S2", "blue", 4, up=True)
    run(st, {"t": "column", "col": "S"})
    assert st.s["pending"] is None and st.player(A)["money"] == 500


def test_public_opinion_at_the_capitol_ends_the_game_at_once_and_everybody_loses() -> None:
    st = board()
    st.s["opinion"] = 1
    st.occupy("N1", "red", 2, up=True)
    run(st, {"t": "rows"}, {"t": "maintenance"})
    assert st.is_over() and st.s["ended"] == "capitol" and st.result().winners == []


def test_public_opinion_at_the_hat_makes_this_the_last_round() -> None:
    st = board()
    st.s["opinion"] = st.tables["pentagon"]["opinion_hat"] - 1
    st.s["round"] = 3
    put(st, A, "N1", 2)
    run(st, {"t": "rows"})
    assert st.s["hat"] and not st.is_over()
    run(st, {"t": "maintenance"})
    assert st.is_over() and st.s["ended"] == "hat" and st.s["ended_round"] == 3


def test_press_pass_holder_may_pass_only_after_the_fifth_turn() -> None:
    st = new(2, seed=7)
    holder = st.s["press"]
    assert st.to_act() == [holder]
    with pytest.raises(IllegalActionError) as exc:
        act(st, holder, "pass")
    assert "fifth turn" in str(exc.value) and "turn track" in exc.value.rule
    st.player(holder)["acted"] = 5
    assert "pass" in texts(st.legal_actions(holder))


def test_the_other_player_plays_turns_6_and_7_only_if_the_holder_did() -> None:
    st = new(2, seed=7)
    holder = st.s["press"]
    other = 1 - holder
    st.player(holder)["acted"] = 5
    st.player(other)["acted"] = 5
    assert not st.can_act(other)
    st.player(holder)["acted"] = 6
    assert st.can_act(other)
    st.player(holder)["acted"] = 7
    assert not st.can_act(holder)


def test_solo_player_may_pass_at_any_time_and_the_turn_track_stops_at_7() -> None:
    st = new(1, seed=7)
    assert "pass" in texts(st.legal_actions(0))
    st.player(0)["acted"] = 7
    assert not st.can_act(0)


def test_blue_agent_on_the_bus_draws_more_after_turns_6_and_7_and_destroys_the_best_evidence() -> None:
    st = board()
    st.s["press"] = A
    st.player(A)["acted"] = 7
    st.player(A)["report"] = "R03"  # a3 (A) and d2 (B) ... highlighted
    st.player(B)["report"] = "R10"
    st.occupy("B1", "blue", 2, up=True)
    stack(st, "ev", ["E03", "E11"])      # letter, map
    stack(st, "ln", ["L01", "L05"])      # A, B
    run(st, {"t": "agent_bus", "color": "blue"})
    drawn = next(e for e in st._events if e.kind == "agents" and "cards" in e.data)
    assert len(drawn.data["cards"]) == 4  # 2 Evidence + 2 Line cards at turn 7
    assert st.player(A)["destroyed"] == ["a3"]  # letter in A is worth 10: the highest value
    assert st.player(B)["destroyed"] == ["b2"]  # map in A, highlighted on R10


def test_agent_removed_by_a_journalist_does_not_investigate() -> None:
    st = board()
    st.occupy("B1", "blue", 2, up=True)
    put(st, A, "B1", 2)
    run(st, {"t": "duels"}, {"t": "agent_bus", "color": "blue"})
    assert not st.agents_on("B1") and st.player(A)["destroyed"] == []


def test_losing_the_chance_of_5_highlighted_evidences_eliminates_and_the_rival_wins() -> None:
    st = board()
    hl = st.highlighted(A)
    st.player(A)["destroyed"] = hl[:5]
    st.destroy_evidence(A, hl[5], "test")
    assert st.player(A)["eliminated"] and st.is_over()
    assert st.result().winners == [B]


def test_solo_elimination_ends_the_game_lost() -> None:
    st = board(1)
    hl = st.highlighted(0)
    st.player(0)["destroyed"] = hl[:5]
    st.destroy_evidence(0, hl[5], "test")
    assert st.is_over() and st.result().winners == []


def test_registry_in_the_pentagon_papers_adds_two_cards_of_one_kind() -> None:
    st = board()
    put(st, A, "B2", 3, tokens=("registry",))
    run(st, {"t": "buses"})
    assert texts(st.legal_actions(A)) == ["choose E", "choose L"]
    act(st, A, "choose L")
    work = st.s["work"]
    if work:
        assert len(work["E"]) == 1 and len(work["L"]) == 3


def test_times_deck_is_3_red_3_orange_2_yellow_with_yellow_on_top() -> None:
    st = new(1, seed=9)
    t = st.s["times"]
    colors = [st.components.times[c]["color"] for c in t["deck"]]
    first = st.components.times[t["card"]]["color"]
    assert first == "yellow"
    assert colors == ["red"] * 3 + ["orange"] * 3 + ["yellow"]
    harder = new(1, seed=9, difficulty="5-3-0")
    assert st.components.times[harder.s["times"]["card"]]["color"] == "orange"


def test_times_places_face_down_journalists_and_logs_every_decision() -> None:
    st = new(1, seed=9)
    times = [(sp, o) for sp, occ in st.s["spaces"].items() for o in occ if o["o"] == "times"]
    assert len(times) == 3 and not any(o["up"] for _, o in times)
    assert {f"journalist:times:{sp}:{o['v']}" for sp, o in times} <= set(st.secrets(0))
    for sp, _ in times:
        with pytest.raises(IllegalActionError):
            act(st, 0, f"place 1 {sp}") if not sp.startswith("OT") else act(st, 0, "place 1 OT9")


def test_times_hires_x_at_2_on_its_first_orange_card_and_raises_it_to_4_on_red() -> None:
    st = new(1, seed=9)
    t = st.s["times"]
    t["deck"] = ["T01", "T06"]
    empty_board(st)
    st.times_turn()
    assert t["x"] == 2
    assert any(o["o"] == "times" and o["j"] == "X" and o["v"] == 2 for occ in st.s["spaces"].values() for o in occ)
    empty_board(st)
    st.times_turn()
    assert t["x"] == 4
    assert any("X now has value 4" in e.text for e in st._events)


def test_times_in_overtime_discards_the_highest_numbered_card() -> None:
    st = board(1)
    st.s["ot_row"] = ["O02", "O11", "O05"]
    st.occupy("OT1", "times", 5, up=True)
    run(st, {"t": "overtime"})
    assert st.s["ot_row"] == ["O02", "O05"] and "O11" in st.s["ot_discard"]


def test_solo_score_table_by_ending_round() -> None:
    table = new(1).tables["pentagon"]["solo_scores"]
    assert [table[str(r)] for r in range(1, 9)] == [45, 45, 45, 45, 45, 60, 75, 85]
    st = board(1)
    st.player(0)["report"] = "R03"
    st.player(0)["pins"] = [{"space": s, "round": 1, "statement": False} for s in ("a3", "b4", "d2", "d5", "e1")]
    st.player(0)["points"] = 20
    st.s["round"] = 6
    st.finish_game("hat")
    res = st.result()
    assert res.totals == [20 + 10 + 10 + 5 + 5 + 3] and res.extra["times_score"] == 60
    assert res.winners == []
    st.player(0)["points"] = 40
    assert st.result().winners == [0]


def test_rows_move_houses_toward_the_hat_or_the_capitol() -> None:
    st = board()
    st.s["opinion"] = 4
    put(st, A, "N1", 5)
    st.occupy("N2", "red", 1, up=True)
    st.occupy("S2", "blue", 2, up=True)
    run(st, {"t": "rows"})
    assert st.view(A)["houses_moved"] == ["hat", "capitol", None]
    assert st.s["opinion"] == 4


def test_two_players_only_qualified_reports_compete() -> None:
    st = board()
    st.player(A)["report"] = st.player(B)["report"] = "R03"
    st.player(A)["pins"] = [{"space": s, "round": 1, "statement": False} for s in ("a3", "b4", "d2", "d5", "e1")]
    st.player(B)["points"] = 200
    st.finish_game("rounds")
    res = st.result()
    assert res.winners == [A] and res.eliminated == [B] and res.breakdown[A]["reach"] == 0


def test_public_opinion_cannot_reach_the_capitol_in_round_one() -> None:
    """Calibration: the start is more steps from the Capitol than there are Kiosk rows."""
    st = board()
    start = st.tables["pentagon"]["opinion_start"]
    assert st.s["opinion"] == start
    assert start - st.tables["pentagon"]["opinion_capitol"] > st.s["kiosk_rows"]
    assert start < (st.tables["pentagon"]["opinion_capitol"] + st.tables["pentagon"]["opinion_hat"]) / 2


def test_public_opinion_track_and_hr_points_are_the_values_the_rules_notes_record() -> None:
    """Issue #14: the calibrated track (Capitol 0, Hat 16, start 7) and the H.R. points the
    notes measured are the ones the game plays with; the simulations are in the notes. The
    1-2 player Overtime keeps its 4 spaces (the one with no card destroys evidence), as the
    rulebook keeps Overtime unchanged in that mode."""
    from paperboy.games.pulitzer.components import data
    from paperboy.games.pulitzer.rules import RULES_TEXT

    tables = data().tables
    pentagon = tables["pentagon"]
    notes = " ".join(RULES_TEXT.split())
    track = (pentagon["opinion_capitol"], pentagon["opinion_hat"], pentagon["opinion_start"])
    assert track == (0, 16, 7)
    assert "After (Capitol 0, Hat 16, start 7)" in notes
    assert "runs from the Capitol (0) to the Hat (16) and starts at 7" in notes
    assert tables["overtime"]["upper"]["2"] == 4
    points = tuple(step["points"] for step in tables["hr"])
    assert points == (0, 1, 3, 6, 10, 15)
    assert "**H.R. points** (0, 1, 3, 6, 10, 15 for spaces 1-6" in notes


def test_two_player_overtime_is_unchanged_the_journalist_left_without_a_card_destroys_evidence() -> None:
    """"Overtime: There are no changes in how to place or resolve in this area" (2-player
    mode): four spaces for three cards, so after the reorganisation the weakest Journalist
    takes no card and the Government destroys one of its owner's evidences."""
    st = board()
    assert st.s["ot_spaces"] == 4
    placement_turn(st, A)
    for k, (seat, value) in enumerate(((A, 4), (B, 3), (A, 2), (B, 1)), start=1):
        put(st, seat, f"OT{k}", value)
    st.s["ot_row"] = ["O02", "O05", "O10"]
    run(st, {"t": "overtime"})
    assert st.s["pending"]["kind"] == "ot_pick" and st.s["pending"]["seat"] == A  # the 4 first
    queued = [(task["t"], task.get("owner", task.get("seat"))) for task in st.s["queue"]]
    assert queued[:3] == [("ot_pick", B), ("ot_pick", A), ("destroy", B)]
    assert st.s["queue"][2]["why"] == "Overtime"


def test_the_chronicle_mode_and_event_cards_are_for_3_to_5_players_the_times_deck_for_solo() -> None:
    """With 1 or 2 players the game is always The Pentagon Papers: chronicle scoring and the
    Event deck change nothing there, and the Times deck is the solo opponent's. A new game
    asking for them at another table is refused naming the rule (``check_table_options``,
    what the new-game commands ask), while the engine still makes and loads such a game
    (a save from before keeps playing as it did)."""
    from paperboy.engine import InvalidOptionError, find_game

    game = find_game("pulitzer")
    for count, options, words in ((2, {"mode": "chronicle"}, "option 'mode' (Game mode) is for 3 to 5 players, not 2"),
                                  (1, {"events": True}, "which has no Event deck"),
                                  (3, {"difficulty": "5-3-0"}, "is for 1 player, not 3: the Times deck")):
        with pytest.raises(InvalidOptionError) as exc:
            game.check_table_options(game.resolve_options(options), count)
        assert words in str(exc.value)
        assert "Pentagon Papers" in str(exc.value) or count == 3
    for count, options in ((3, {"mode": "chronicle", "events": True}), (5, {"events": True}),
                           (1, {"difficulty": "5-3-0"}), (2, {"events": False, "mode": "investigation"})):
        game.check_table_options(game.resolve_options(options), count)
    state = game.new_game(["Ann", "Bob"], {"mode": "chronicle", "events": True}, 7)
    assert state.pentagon and not state.s.get("event_deck")
    assert game.from_dict(state.to_dict()).to_dict() == state.to_dict()
