"""Extra! Extra! component data, scenarios and game setup."""

from __future__ import annotations

import pytest
from games.extra_extra.ee_helpers import GAME, new

from paperboy.engine import IllegalActionError, InvalidOptionError
from paperboy.games.extra_extra import components as C
from paperboy.games.extra_extra import spaces
from paperboy.games.extra_extra.actions import Place


@pytest.fixture(scope="module")
def data() -> C.Data:
    return C.load()


def test_components_six_newspapers_and_specialities(data: C.Data) -> None:
    assert sorted(data.specs) == ["business", "home", "leisure", "politics", "sport", "world"]
    assert data.newspapers["sport"] == "Sports Star"
    assert len(data.copy_editors) == 6


def test_components_story_tiles_counts_icons_and_forms(data: C.Data) -> None:
    by_size = {s: [t for t in data.stories.values() if t.size == s] for s in C.STORY_SIZES}
    assert {s: len(v) for s, v in by_size.items()} == {2: 12, 3: 16, 4: 12, 6: 8}
    assert data.story_cp == {2: 3, 3: 6, 4: 10, 6: 15}
    for tile in data.stories.values():
        assert tile.copy + tile.photo == tile.size
        w, h = tile.shape("A")
        assert w * h == tile.size
        assert tile.shape("B") == (h, w)
    for size in (2, 3):
        forms = {t.form for t in by_size[size]}
        assert forms == {"landscape", "portrait"}
    assert data.stories["T2-01"].shape("A") == (2, 1)
    assert data.stories["T2-07"].shape("A") == (1, 2)


def test_components_decks_by_city(data: C.Data) -> None:
    for deck in ("copy", "photo", "features"):
        assert len(data.deck_cards[deck]) == 42
    for deck in ("copy", "photo"):
        cards = [data.cards[c] for c in data.deck_cards[deck]]
        news = [c for c in cards if c.kind == C.NEWS]
        assert len(news) == 36
        for spec in data.specs:
            assert sorted(c.city for c in news if c.spec == spec) == sorted(data.cities)
        assert sum(1 for c in cards if c.kind == C.CLASSIFIED) == 6
    feats = [data.cards[c] for c in data.deck_cards["features"]]
    kinds = {k: sum(1 for c in feats if c.kind == k) for k in {c.kind for c in feats}}
    assert kinds == {C.HEADLINE_COLUMN: 12, C.NEWSWIRE_INTERVIEW: 12, C.EXTRA: 12, C.STRINGER: 6}
    assert data.cards["FT-NY-XX1"].pair == ("business", "world")
    assert data.cards["FT-TOK-XX2"].pair == ("sport", "leisure")


def test_components_classifieds_cards_by_city(data: C.Data) -> None:
    cities = {t: sorted(c.city for c in data.cards.values() if c.ctype == t) for t in C.CLASSIFIED_TYPES}
    assert cities["crossword"] == sorted(["PAR", "TOK", "NY", "ROM"])  # printed "Home" read as Rome
    assert cities["cartoon"] == sorted(["LON", "BER", "PAR", "TOK"])
    assert cities["radio"] == sorted(["NY", "ROM", "LON", "BER"])


def test_components_supply_tiles_and_tokens(data: C.Data) -> None:
    assert len(data.columns) == 6 and all(c.copy + c.photo == 3 for c in data.columns.values())
    assert len(data.brown_stringers) == 12
    assert data.supply["ads_per_size"] == 6 and data.supply["classifieds_tiles_per_type"] == 4
    assert data.supply["cuttings_copy"] == data.supply["cuttings_photo"] == 12
    assert data.supply["interview_tokens"] == 4 and data.supply["speciality_tokens"] == 6
    assert data.values["gone_to_press_front"] == [6, 3, 1]
    assert data.values["gone_to_press_spread"] == [15, 10, 6, 3, 1]


def test_components_board_spaces_per_side(data: C.Data) -> None:
    only_56 = {s.id for s in data.spaces.values() if s.sides == ("5-6",)}
    assert only_56 == {"M1", "W1", "C1", "R3"}
    st4 = new(4)
    st5 = new(5)
    assert not spaces.space_available(st4, "M1") and spaces.space_available(st5, "M1")
    reason = spaces.place_error(st4, 0, "C1", 0)
    assert reason is not None and "5-6 player side" in reason[0]
    assert reason[1] == "The 5- & 6-Player Games"


def test_activation_order_exactly_as_listed(data: C.Data) -> None:
    assert data.space_order == [
        "NY", "LON", "PAR", "ROM", "BER", "TOK", "M1", "M2", "M3", "W1", "W2", "W3",
        "TYPE", "TITLES", "S6", "S4", "S3", "S2", "INTERVIEW", "LATE", "C1", "C2",
        "ADS", "SALES", "R1", "R2", "R3", "HIRE", "OFFHIRE",
    ]


def test_scenarios_pages_and_paper_sizes(data: C.Data) -> None:
    def dims(n: int, paper: str) -> list[tuple[int, int]]:
        return [(p.width, p.height) for p in data.scenarios[n].page_specs(paper, data)]

    assert dims(1, "tabloid") == [(3, 4)] and dims(1, "berliner") == [(3, 5)]
    assert dims(2, "tabloid") == [(6, 4)] and dims(2, "berliner") == [(6, 5)]
    assert dims(3, "broadsheet") == [(4, 6)]
    assert dims(6, "tabloid") == [(3, 4), (3, 4)]
    assert dims(8, "berliner") == [(6, 5)]
    assert data.scenarios[2].pages[0]["required"] == [2, 3, 4, 6]
    assert {data.scenarios[n].family for n in (3, 4, 5)} == {"front"}
    assert {data.scenarios[n].family for n in (6, 7)} == {"cover"}
    assert {data.scenarios[n].family for n in (8, 9)} == {"spread"}
    # no Headlines in scenarios 1, 3 and 4
    assert [n for n in range(1, 10) if data.scenarios[n].uses_headlines] == [5, 6, 7, 8, 9]


def test_cover_page_and_centre_spread_scenarios_default_to_tabloid(data: C.Data) -> None:
    """Calibration (rules notes): both scenarios of each two-page family start on Tabloid;
    on Berliner, expert games of 7 and 9 often ran to the deadline."""
    assert {data.scenarios[n].default_paper for n in (6, 7, 8, 9)} == {"tabloid"}
    state = GAME.new_game(["Ann", "Bob"], {"scenario": 7}, 1)
    assert state.view(0)["paper"] == "tabloid"


def test_scenario_paper_option_is_checked() -> None:
    with pytest.raises(InvalidOptionError) as exc:
        GAME.new_game(["A", "B"], {"scenario": 1, "paper": "broadsheet"}, 1)
    assert "paper" in str(exc.value)
    with pytest.raises(InvalidOptionError):
        GAME.new_game(["A", "B"], {"scenario": 5, "paper": "tabloid"}, 1)
    with pytest.raises(InvalidOptionError):
        GAME.new_game(["A", "B"], {"scenario": 10}, 1)


def test_test_configs_cover_every_scenario_and_player_count() -> None:
    configs = GAME.test_configs()
    assert {n for n, _ in configs} == {2, 3, 4, 5, 6}
    assert {o["scenario"] for _, o in configs} == set(range(1, 10))


def test_setup_editors_desk_slots() -> None:
    st = new(3, scenario=3)
    desk = st.s["desk"]
    assert [len([t for t in desk[k] if t]) for k in ("6", "4", "3", "2")] == [1, 2, 3, 3]
    assert st.s["column_slot"] is not None
    assert all(st.s["classified_slots"].values())
    assert st.s["classified_supply"] == {"crossword": 3, "cartoon": 3, "radio": 3}


@pytest.mark.parametrize("seed", range(12))
def test_setup_two_and_three_size_stories_show_landscape_and_portrait(seed: int) -> None:
    st = new(2, scenario=3, seed=seed)
    for size in ("2", "3"):
        forms = {st.data.stories[t].form for t in st.s["desk"][size]}
        assert forms == {"landscape", "portrait"}


def test_setup_players_start_hand_money_reporters() -> None:
    st = new(3, scenario=3)
    for seat in range(3):
        p = st.player(seat)
        kinds = [st.card(c).kind for c in p["hand"]]
        assert kinds.count("news") + kinds.count("classified") == 6
        assert "copy_editor" in kinds and "stringer" in kinds
        assert p["employed"] == 3 and p["money"] == 0
    assert len({st.player(s)["spec"] for s in range(3)}) == 3


def test_setup_intro_scenarios_leave_out_features_and_bonuses() -> None:
    st = new(2, scenario=1)
    assert st.s["decks"]["features"] == []
    assert st.s["gtp"] == [] and st.s["interview_tokens"] == 0 and st.s["speciality_tokens"] == 0
    assert set(st.s["extra_tokens"].values()) == {0}
    assert st.s["column_slot"] is None
    for seat in range(2):
        assert all(st.card(c).kind in ("news", "classified") for c in st.player(seat)["hand"])
    for sid in ("W2", "W3", "TITLES", "INTERVIEW", "LATE", "HIRE"):
        reason = spaces.place_error(st, 0, sid, 0)
        assert reason is not None and "introductory" in reason[0]


def test_two_player_game_neutral_reporters_block_spaces() -> None:
    st = new(2, scenario=3)
    assert st.s["board"]["M2"] == [[-1, 0]] and st.s["board"]["W2"] == [[-1, 0]]
    assert st.s["board"]["R2"] == [[-1, 0]]
    st.s["phase"] = "place"
    st.s["turn"] = 0
    st.player(0)["money"] = 500
    with pytest.raises(IllegalActionError) as exc:
        st.play(0, Place("M2", 300))
    assert exc.value.rule == "The 2-Player Game"
    assert new(3).s["board"] == {}


def test_five_six_players_use_twelve_extra_tokens() -> None:
    assert sum(new(5).s["extra_tokens"].values()) == 12
    assert sum(new(6).s["extra_tokens"].values()) == 12
    assert sum(new(4).s["extra_tokens"].values()) == 6


def test_newspapers_option_random_or_seat_order() -> None:
    st = GAME.new_game(["A", "B", "C"], {"newspapers": "seat-order"}, 3)
    assert [st.player(i)["spec"] for i in range(3)] == ["business", "politics", "home"]
