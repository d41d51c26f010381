"""Extra! Extra! game end, scoring, hidden information, bots, scorepad and rules text."""

from __future__ import annotations

import json
import math
from pathlib import Path

import pytest
from games.extra_extra.ee_helpers import GAME, NAMES, fill_rest, give, new, place_tile

from paperboy.engine import Event, ScorepadError
from paperboy.engine.errors import ActionParseError
from paperboy.games.extra_extra import activation
from paperboy.games.extra_extra.actions import Pass, Place, Sell


def end_round(st) -> list[Event]:
    st.s["phase"] = "activate"
    st.s["queue"] = []
    st.s["pending"] = None
    events: list[Event] = []
    activation.advance(st, events)
    return events


# ---------------------------------------------------------------- game end
def test_game_end_front_page_when_one_page_is_filled() -> None:
    st = new(2, scenario=3)
    fill_rest(st, 1, 1)
    end_round(st)
    assert st.is_over() and st.s["ended_by"] == "complete"
    assert st.to_act() == [] and st.legal_actions(0) == []


def test_game_end_cover_pages_need_both_pages() -> None:
    st = new(2, scenario=6)
    st.player(0)["tiles"].append({"id": "HL-BUS", "kind": "headline", "size": 3, "side": "A", "page": 1, "row": 0,
                                  "col": 0, "w": 3, "h": 1, "spec": "business", "tokens": []})
    fill_rest(st, 0, 1)
    end_round(st)
    assert not st.is_over()
    fill_rest(st, 0, 2)
    end_round(st)
    assert st.is_over()


def test_game_end_centre_spread_is_one_page() -> None:
    st = new(2, scenario=8)
    assert len(st.pages) == 1 and st.pages[0].width == 6
    st.player(1)["tiles"].append({"id": "HL-POL", "kind": "headline", "size": 3, "side": "A", "page": 1, "row": 0,
                                  "col": 0, "w": 3, "h": 1, "spec": "politics", "tokens": []})
    fill_rest(st, 1, 1)
    end_round(st)
    assert st.is_over()


def test_game_end_deadline_safeguard() -> None:
    st = new(2, scenario=3, deadline=1)
    end_round(st)
    assert st.is_over() and st.s["ended_by"] == "deadline"


# ---------------------------------------------------------------- scoring
def test_scoring_base_and_bonus_values() -> None:
    st = new(2, scenario=5)
    p = st.player(0)
    place_tile(st, 0, "T2-01", 1, 1, 0, tokens=["extra", "interview"])       # 3 + 3 + 3
    place_tile(st, 0, "T3-01", 1, 2, 0, tokens=["extra", "speciality"])      # 6 + 4 + 3
    place_tile(st, 0, "T4-05", 1, 3, 0, tokens=["extra"])                    # 10 + 5
    place_tile(st, 0, "T6-02", 0, 0, 0, tokens=["extra"])                    # copy desk: 0
    p["tiles"].append({"id": "HL-BUS", "kind": "headline", "size": 3, "side": "A", "page": 1, "row": 0, "col": 0,
                       "w": 3, "h": 1, "spec": "business", "tokens": []})
    p["tiles"].append({"id": "CL-x", "kind": "classified", "size": 1, "side": "A", "page": 1, "row": 1, "col": 2,
                       "w": 1, "h": 1, "spec": "radio", "tokens": []})
    p["tiles"].append({"id": "AD2-0", "kind": "ad", "size": 2, "side": "A", "page": 1, "row": 1, "col": 3,
                       "w": 2, "h": 1, "spec": "", "tokens": []})
    p["gtp"] = [6]
    score = st.score(0)
    assert score == {"stories": 19, "headline": 6, "column": 0, "classifieds": 1, "interviews": 3, "extra": 12,
                     "speciality": 3, "gone_to_press": 6, "copy_editor": 3}
    place_tile(st, 1, "T6-01", 1, 1, 0, tokens=["extra", "interview"])
    st.player(1)["editor_spent"] = True
    assert st.score(1)["stories"] + st.score(1)["interviews"] + st.score(1)["extra"] == 15 + 15 + 6
    assert st.score(1)["copy_editor"] == 0


def test_scoring_ties_broken_by_money_then_shared() -> None:
    st = new(3, scenario=3)
    for seat in range(3):
        place_tile(st, seat, ("T2-01", "T2-02", "T2-03")[seat], 1, 0, 0)
    st.player(0)["money"] = 200
    st.player(1)["money"] = 500
    st.player(2)["money"] = 500
    result = st.result()
    assert result.totals == [6, 6, 6]  # a story (3) + the unspent Copy Editor (3)
    assert result.winners == [1, 2]
    st.player(2)["money"] = 400
    assert st.result().winners == [1]


# ---------------------------------------------------------------- hidden information
def test_hands_are_hidden_from_other_seats() -> None:
    st = new(3, scenario=3)
    for seat in range(3):
        view = st.view(seat)
        json.dumps(view)
        assert "hand" in view["players"][seat]
        for other in range(3):
            if other != seat:
                assert "hand" not in view["players"][other]
                assert view["players"][other]["hand_count"] == len(st.player(other)["hand"])
        text = json.dumps(view)
        secrets = st.secrets(seat)
        assert secrets and not any(f'"{s}"' in text for s in secrets)
        assert any(c in secrets for c in st.player((seat + 1) % 3)["hand"] if st.card(c).sellable)


def test_drawing_from_face_down_decks_is_a_reveal_event() -> None:
    st = new(2, scenario=3)
    events = end_round(st)
    assert any(e.kind == "newsdesk" and e.reveal for e in events)
    assert any(e.kind == "newswire" and e.reveal for e in events)


def test_state_round_trips_and_replays_identically() -> None:
    st = new(3, scenario=6, seed=4)
    again = new(3, scenario=6, seed=4)
    bots = [GAME.make_bot("expert", i) for i in range(3)]
    for _ in range(60):
        if st.is_over():
            break
        seat = st.to_act()[0]
        action = bots[seat].choose(st, seat)
        assert GAME.parse_action(action.format()) == action
        st.play(seat, action)
        again.play(seat, GAME.action_from_dict(json.loads(json.dumps(action.to_dict()))))
    data = st.to_dict()
    assert GAME.from_dict(json.loads(json.dumps(data))).to_dict() == data
    assert again.to_dict() == data


def test_status_line_names_round_phase_and_player() -> None:
    st = new(2, scenario=3)
    line = st.status_line()
    assert "Round 1" in line and "Sell" in line and NAMES[st.to_act()[0]] in line


def test_action_text_forms_round_trip() -> None:
    for text in ("place LON 100", "sell PH-NY-BUS,CP-TOK-HOM", "sell []", "pass",
                 "story T2-05 PH-NY-BUS,PH-LON-BUS 0 0 - 1 1 1", "story T2-05 PH-NY-BUS 0 2 FT-NY-XX1 0 0 0",
                 "cuttings 1 2", "move T3-04 B 1 2 1", "ad 2 B 1 1 3", "late S4"):
        action = GAME.parse_action(text)
        assert GAME.parse_action(action.format()) == action
        assert action.format() == text


def test_typed_positions_count_from_one_as_the_grid_labels_them() -> None:
    # the text form shows rows and columns from 1; the dict form saves keep counts from 0
    action = GAME.parse_action("ad 2 B 1 1 3")
    assert (action.page, action.row, action.col) == (1, 0, 2)
    assert action.to_dict() == {"type": "ad", "size": 2, "side": "B", "page": 1, "row": 0, "col": 2}
    assert GAME.action_from_dict(action.to_dict()).format() == "ad 2 B 1 1 3"


def test_typed_position_zero_is_refused_with_the_counting_rule() -> None:
    with pytest.raises(ActionParseError, match="count from 1"):
        GAME.parse_action("classified PH-PAR-XW 1 0 2")
    with pytest.raises(ActionParseError, match="copy desk"):
        GAME.parse_action("story T2-05 PH-NY-BUS 0 0 - 0 1 1")


# ---------------------------------------------------------------- bots
def test_bot_games_end_complete() -> None:
    # How fast 100 games run is measured by `paperboy bench` / `paperboy simulate`.
    for g in range(12):
        n = 2 + g % 3
        st = GAME.new_game(NAMES[:n], {"scenario": 1}, g)
        bots = [GAME.make_bot("expert" if (g + i) % 2 else "novice", g * 10 + i) for i in range(n)]
        while not st.is_over():
            seat = st.to_act()[0]
            st.play(seat, bots[seat].choose(st, seat))
        assert st.s["ended_by"] == "complete"


def test_expert_bots_finish_the_larger_scenarios() -> None:
    for g, scenario in enumerate((3, 6, 9)):
        st = GAME.new_game(NAMES[:4], {"scenario": scenario}, g)
        bots = [GAME.make_bot("expert", i) for i in range(4)]
        while not st.is_over():
            seat = st.to_act()[0]
            st.play(seat, bots[seat].choose(st, seat))
        assert len(st.result().totals) == 4


def test_expert_beats_novice_more_often_than_not() -> None:
    wins = 0
    for g in range(16):
        st = GAME.new_game(NAMES[:2], {"scenario": 3}, 100 + g)
        levels = ("expert", "novice") if g % 2 == 0 else ("novice", "expert")
        bots = [GAME.make_bot(levels[i], g * 3 + i) for i in range(2)]
        while not st.is_over():
            seat = st.to_act()[0]
            st.play(seat, bots[seat].choose(st, seat))
        expert_seat = levels.index("expert")
        wins += expert_seat in st.result().winners
    assert wins >= 9


def test_bots_play_every_scenario_to_a_finished_paper() -> None:
    for scenario in range(1, 10):
        st = GAME.new_game(NAMES[:3], {"scenario": scenario}, scenario)
        bots = [GAME.make_bot("expert", i) for i in range(3)]
        while not st.is_over():
            seat = st.to_act()[0]
            st.play(seat, bots[seat].choose(st, seat))
        assert st.s["ended_by"] == "complete", scenario


def test_unknown_bot_level_is_refused() -> None:
    from paperboy.engine import InvalidOptionError

    with pytest.raises(InvalidOptionError):
        GAME.make_bot("grandmaster", 1)


# ---------------------------------------------------------------- scorepad
def test_scorepad_ruth_example_scores_9() -> None:
    report = GAME.score_file("[[story]]\nsize = 2\nextra = true\nspeciality = true\n")
    assert report["players"][0]["total"] == 9


def test_scorepad_graham_interview_scores_12() -> None:
    report = GAME.score_file("[[story]]\nsize = 3\ninterview = true\n")
    assert report["players"][0]["total"] == 12


def test_scorepad_full_front_page_with_positions() -> None:
    text = """
scenario = 3
paper = "tabloid"
copy_editor = true
gone_to_press = [6]
column = true
classifieds = 1
ads = [2]

[[story]]
size = 6
page = 1
row = 0
col = 0
form = "landscape"

[[story]]
size = 2
page = 1
row = 2
col = 0
"""
    report = GAME.score_file(text)
    assert report["players"][0]["breakdown"]["stories"] == 18
    assert report["players"][0]["total"] == 18 + 3 + 6 + 10 + 1


@pytest.mark.parametrize(("text", "needle"), [
    ("[[story]]\nsize = 5\n", "line 2: story 1: size must be 2, 3, 4 or 6"),
    ("colour = 3\n", "line 1: top level: unknown key 'colour'"),
    ("scenario = 3\ngone_to_press = [15]\n", "line 2: no Gone to Press card worth 15"),
    ("scenario = 3\nheadline = true\n", "line 2: scenario 3 uses no Headlines"),
    ("scenario = 1\npaper = \"broadsheet\"\n", "line 2: scenario 1 is played on"),
    ("[[story]]\nsize = 2\n\n[[story]]\nsize = 3\ninterview = 2\n", "line 6: story 2: 'interview'"),
    ("scenario = 3\n[[story]]\nsize = 6\npage = 1\nrow = 3\ncol = 0\n", "hangs over the edge"),
    ("scenario = 3\n[[story]]\nsize = 4\npage = 1\n[[story]]\nsize = 2\npage = 1\n", "overlaps story 1"),
    ("[[story]]\nsize = 2\npage = 1\n", "a position needs 'scenario'"),
    ("this is not toml", "not valid TOML"),
])
def test_scorepad_errors_name_line_and_problem(text: str, needle: str) -> None:
    with pytest.raises(ScorepadError) as exc:
        GAME.score_file(text)
    assert needle in str(exc.value)


# ---------------------------------------------------------------- rules text
def test_rules_text_has_rules_notes_in_own_words() -> None:
    text = GAME.rules_text()
    assert "## Rules notes" in text
    assert "Story-space example" in text and "Rome" in text
    source = Path("/work/shared/rules/extra-extra.txt")
    if source.exists():
        rulebook = source.read_text(encoding="utf-8")
        sentences = [s.strip() for s in rulebook.replace("\n", " ").split(".") if len(s.strip()) > 60]
        copied = [s for s in sentences if s in text]
        assert not copied, copied[:2]


def test_options_schema_lists_every_option() -> None:
    keys = [o.key for o in GAME.options_schema()]
    assert keys == ["scenario", "paper", "newspapers", "dallas", "deadline"]
    assert GAME.options_schema()[0].choices == tuple(range(1, 10))


def test_dallas_stack_reveals_a_tile_claimable_next_round() -> None:
    from games.extra_extra.ee_helpers import force_pending, put_desk

    from paperboy.games.extra_extra.actions import ClaimStory

    st = new(2, scenario=3, dallas=True)
    give(st, 0, "PH-NY-BUS", "PH-LON-BUS", "PH-PAR-BUS", "PH-ROM-BUS")
    put_desk(st, 2, "T2-05", "T2-01", "T2-11")
    st.s["stacks"]["2"].remove("T2-06")
    st.s["stacks"]["2"].insert(0, "T2-06")
    force_pending(st, 0, "S2")
    events = st.play(0, ClaimStory("T2-05", ("PH-NY-BUS", "PH-LON-BUS"), 0, 0, None, 1, 0, 0))
    assert st.s["desk"]["2"][0] == "T2-06" and "T2-06" in st.s["fresh"]
    assert any(e.reveal for e in events)
    force_pending(st, 0, "S2")
    from paperboy.engine import IllegalActionError

    with pytest.raises(IllegalActionError) as exc:
        st.play(0, ClaimStory("T2-06", ("PH-PAR-BUS", "PH-ROM-BUS"), 0, 0, None, 1, 1, 0))
    assert exc.value.rule == "Dallas Stack"


def test_first_round_sell_then_placement_flow_via_legal_actions() -> None:
    st = new(2, scenario=1)
    while st.s["phase"] == "sell":
        st.play(st.to_act()[0], Sell(()))
    assert st.s["phase"] == "place"
    legal = st.legal_actions(st.to_act()[0])
    assert Place("NY", 0) in legal and Pass() not in legal


# ---------------------------------------------------------------- the master's evaluation
def test_the_evaluation_counts_money_as_a_tie_breaker_worth_less_than_the_smallest_tile() -> None:
    # Money is held in dollars ($400 of income a round): $100 must not outweigh a 1-CP
    # Classifieds tile, or a search judged by it hoards money instead of making stories.
    st = new(2)
    before = GAME.provisional_scores(st)
    st.player(0)["money"] += 100
    richer = GAME.provisional_scores(st)
    assert 0 < richer[0] - before[0] < 1
    assert richer[1] == before[1]


def test_the_evaluation_charges_a_page_left_without_room_for_a_story_size_it_requires() -> None:
    # Scenario 2's centre pages need a story of every size. A simulation cut short a few
    # moves after a tile went down cannot see that the tile left no room for the 6-size
    # story, so the evaluation judges the page as the expert's layout planning does.
    from paperboy.games.extra_extra.evaluate import LAYOUT_POINTS

    def with_classifieds(cells: list[tuple[int, int]]) -> list[float]:
        st = new(2, scenario=2)
        spread = st.pages[0]
        assert (spread.width, spread.height, spread.required) == (6, 4, (2, 3, 4, 6))
        for r, c in cells:
            st.player(0)["tiles"].append({"id": f"CL-T-1-{r}-{c}", "kind": "classified", "size": 1, "side": "A",
                                          "page": 1, "row": r, "col": c, "w": 1, "h": 1, "spec": "radio",
                                          "tokens": []})
        return GAME.provisional_scores(st)

    together = with_classifieds([(1, 2), (2, 2), (1, 3), (2, 3)])  # a 3x2 story still fits beside them
    apart = with_classifieds([(1, 1), (2, 1), (1, 4), (2, 4)])  # no 3x2 or 2x3 spot is left
    assert together[0] - apart[0] == pytest.approx(40 * LAYOUT_POINTS) and LAYOUT_POINTS > 0
    assert together[1] == apart[1]


def test_at_a_large_table_the_evaluation_gives_the_seat_nearer_a_full_paper_the_better_chance() -> None:
    # One master among five experts was judged by its lead over the best of the others,
    # squeezed by tanh: most positions looked lost and no move better than another. From
    # three seats the evaluation gives each seat a chance of winning instead, by points
    # and by squares still to fill against the race leader's.
    st = new(3, scenario=8)
    assert GAME.win_chances(st) == pytest.approx([1 / 3] * 3)
    for r, c in [(1, 0), (2, 0), (3, 0), (1, 1)]:
        st.player(0)["tiles"].append({"id": f"CL-T-1-{r}-{c}", "kind": "classified", "size": 1, "side": "A",
                                      "page": 1, "row": r, "col": c, "w": 1, "h": 1, "spec": "radio",
                                      "tokens": []})
    chances = GAME.win_chances(st)
    assert chances is not None and sum(chances) == pytest.approx(1)
    assert chances[0] > chances[1] + 0.05 and chances[1] == pytest.approx(chances[2])
    assert GAME.win_chances(new(2, scenario=8)) is None  # 2 players: the score margin judges


def test_at_a_large_table_the_race_to_fill_the_paper_counts_in_the_points_too() -> None:
    # The search's value is three quarters the chance of winning and a quarter the score
    # margin against the best rival. With the race only in the chances, a point of margin
    # outweighed the race and the master let the experts fill their papers first. The
    # race now counts in the provisional points (the margin), and the chances stay as fitted.
    from paperboy.games.extra_extra import evaluate

    st = new(6, scenario=8)
    before = GAME.provisional_scores(st)
    assert evaluate.race_points(st) == [0.0] * 6  # nobody ahead yet
    for r, c in [(1, 0), (2, 0), (3, 0), (1, 1)]:
        st.player(0)["tiles"].append({"id": f"CL-T-1-{r}-{c}", "kind": "classified", "size": 1, "side": "A",
                                      "page": 1, "row": r, "col": c, "w": 1, "h": 1, "spec": "radio",
                                      "tokens": []})
    race = evaluate.race_points(st)
    assert race is not None and race[0] == 0 and all(r == pytest.approx(race[1]) and r < -0.5 for r in race[1:])
    after = GAME.provisional_scores(st)
    assert after[1] == pytest.approx(before[1] + race[1])  # a rival behind in the race loses points
    # the chances are the fitted ones: points without the race, and the race by its own weight
    per_point, per_square = evaluate.CHANCE_WEIGHTS[8]
    empty = [evaluate.empty_squares(st, seat) for seat in range(6)]
    utility = [per_point * (s - r) - per_square * e / (1 + min(empty))
               for s, r, e in zip(after, race, empty, strict=True)]
    weights = [math.exp(u - max(utility)) for u in utility]
    assert GAME.win_chances(st) == pytest.approx([w / sum(weights) for w in weights])
    # the search hands over the provisional scores it has: they are not worked out again
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(evaluate, "provisional_scores", lambda _state: pytest.fail("worked out twice"))
        assert GAME.win_chances(st, after) == pytest.approx([w / sum(weights) for w in weights])
    assert evaluate.race_points(new(6, scenario=1)) is None  # scenario 1's chances weigh no race
    assert evaluate.race_points(new(2, scenario=8)) is None  # 2 players: unchanged


def test_at_a_large_table_the_search_simulates_to_the_end_of_the_round() -> None:
    # A reporter placed pays off when it activates, after every seat has placed all of
    # theirs: some 30 actions on at 6 players, past the search's own 16.
    from paperboy.engine.protocol import SearchFocus

    st = new(6, scenario=8)
    focus = GAME.search_focus(st, 0)
    assert focus.movers is not None and focus.rollout_steps is not None and focus.rollout_steps >= 43
    assert list(focus.movers(st)) == st.to_act()
    st.s["round"] += 1
    assert list(focus.movers(st)) == []
    assert GAME.search_focus(new(2, scenario=8), 0) == SearchFocus()  # 2 players: about a round already
