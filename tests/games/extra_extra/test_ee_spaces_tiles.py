"""Extra! Extra! space effects (Editor's Desk, Operations) and the tile-placement rules."""

from __future__ import annotations

import pytest
from games.extra_extra.ee_helpers import (
    activate,
    fill_rest,
    force_pending,
    give,
    new,
    place_tile,
    put_desk,
    set_spec,
)

from paperboy.engine import IllegalActionError
from paperboy.games.extra_extra import activation, layout
from paperboy.games.extra_extra.actions import (
    ClaimClassified,
    ClaimColumn,
    ClaimHeadline,
    ClaimStory,
    Interview,
    LateBreaking,
    MoveTile,
    Pass,
    TakeAd,
)


def story_state(cards: tuple[str, ...], size: int = 2, tiles: tuple[str, ...] = ("T2-05", "T2-01", "T2-11"),
                scenario: int = 3, spec: str = "business", cut: tuple[int, int] = (0, 0)):
    st = new(2, scenario=scenario)
    set_spec(st, 0, spec)
    give(st, 0, *cards)
    st.player(0)["cut"] = {"copy": cut[0], "photo": cut[1]}
    put_desk(st, size, *tiles)
    force_pending(st, 0, f"S{size}")
    return st


# ---------------------------------------------------------------- story spaces
def test_stories_cards_must_all_be_one_colour() -> None:
    st = story_state(("PH-NY-BUS", "PH-NY-WOR"))
    with pytest.raises(IllegalActionError) as exc:
        st.play(0, ClaimStory("T2-05", ("PH-NY-BUS", "PH-NY-WOR"), 0, 0, None, 1, 0, 0))
    assert "one speciality" in str(exc.value)
    assert exc.value.rule == "Editor's Desk 3: Stories"


def test_stories_icons_must_match_the_tile() -> None:
    st = story_state(("CP-NY-BUS", "PH-LON-BUS"))
    with pytest.raises(IllegalActionError) as exc:
        st.play(0, ClaimStory("T2-05", ("CP-NY-BUS", "PH-LON-BUS"), 0, 0, None, 1, 0, 0))  # needs 2 photo
    assert "icons" in str(exc.value)
    st.play(0, ClaimStory("T2-01", ("CP-NY-BUS", "PH-LON-BUS"), 0, 0, None, 1, 0, 0))


def test_stories_number_of_cards_must_match_the_size() -> None:
    st = story_state(("PH-NY-BUS", "PH-LON-BUS", "PH-PAR-BUS"))
    with pytest.raises(IllegalActionError):
        st.play(0, ClaimStory("T2-05", ("PH-NY-BUS", "PH-LON-BUS", "PH-PAR-BUS"), 0, 0, None, 1, 0, 0))


def test_stories_cuttings_in_pairs_and_at_most_the_size() -> None:
    st = story_state(("PH-NY-BUS",), size=3, tiles=("T3-08", "T3-01", "T3-09"), cut=(0, 4))  # T3-08: 3 photo
    with pytest.raises(IllegalActionError) as exc:
        st.play(0, ClaimStory("T3-08", ("PH-NY-BUS",), 0, 4, None, 1, 0, 0))
    assert "No more cuttings than the story's size" in str(exc.value)
    st2 = story_state(("PH-NY-BUS",), cut=(0, 1))
    with pytest.raises(IllegalActionError) as exc:
        st2.play(0, ClaimStory("T2-05", ("PH-NY-BUS",), 0, 1, None, 1, 0, 0))
    assert "pairs" in str(exc.value)


def test_stories_tile_must_be_on_the_desk_and_match_the_space() -> None:
    st = story_state(("PH-NY-BUS", "PH-LON-BUS"))
    with pytest.raises(IllegalActionError) as exc:
        st.play(0, ClaimStory("T2-06", ("PH-NY-BUS", "PH-LON-BUS"), 0, 0, None, 1, 0, 0))
    assert "not on the Editor's Desk" in str(exc.value)


def test_copy_editor_is_a_wild_card_of_your_speciality_only() -> None:
    st = story_state(("PH-NY-BUS", "CE-BUS"))
    st.play(0, ClaimStory("T2-05", ("PH-NY-BUS", "CE-BUS"), 0, 0, None, 1, 0, 0))
    assert st.player(0)["editor_spent"] and st.score(0)["copy_editor"] == 0
    st2 = story_state(("PH-NY-WOR", "CE-BUS"))
    with pytest.raises(IllegalActionError):
        st2.play(0, ClaimStory("T2-05", ("PH-NY-WOR", "CE-BUS"), 0, 0, None, 1, 0, 0))


def test_speciality_token_needs_two_cards_of_your_speciality() -> None:
    st = story_state(("PH-NY-BUS",), cut=(0, 2))
    st.play(0, ClaimStory("T2-05", ("PH-NY-BUS",), 0, 2, None, 1, 0, 0))
    assert st.player(0)["tiles"][-1]["tokens"] == []
    st2 = story_state(("PH-NY-WOR", "PH-LON-WOR"))
    st2.play(0, ClaimStory("T2-05", ("PH-NY-WOR", "PH-LON-WOR"), 0, 0, None, 1, 0, 0))
    assert st2.player(0)["tiles"][-1]["tokens"] == []  # not the owner's speciality
    st3 = story_state(("PH-NY-BUS", "PH-LON-BUS"))
    st3.s["speciality_tokens"] = 0
    st3.play(0, ClaimStory("T2-05", ("PH-NY-BUS", "PH-LON-BUS"), 0, 0, None, 1, 0, 0))
    assert st3.player(0)["tiles"][-1]["tokens"] == []  # supply exhausted


def test_extra_extra_card_must_show_the_story_colour_and_a_token_must_remain() -> None:
    st = story_state(("PH-NY-HOM", "PH-LON-HOM", "FT-NY-XX1"))  # Business/World card
    with pytest.raises(IllegalActionError) as exc:
        st.play(0, ClaimStory("T2-05", ("PH-NY-HOM", "PH-LON-HOM"), 0, 0, "FT-NY-XX1", 1, 0, 0))
    assert exc.value.rule == "Placing tiles F: Extra! Extra!"
    st2 = story_state(("PH-NY-HOM", "PH-LON-HOM", "FT-ROM-XX1"))  # Sport/Home
    st2.s["extra_tokens"]["home"] = 0
    with pytest.raises(IllegalActionError) as exc:
        st2.play(0, ClaimStory("T2-05", ("PH-NY-HOM", "PH-LON-HOM"), 0, 0, "FT-ROM-XX1", 1, 0, 0))
    assert "token" in str(exc.value)
    st2.s["extra_tokens"]["home"] = 1
    st2.play(0, ClaimStory("T2-05", ("PH-NY-HOM", "PH-LON-HOM"), 0, 0, "FT-ROM-XX1", 1, 0, 0))
    assert st2.score(0)["extra"] == 3


def test_one_reporter_claims_one_story_of_its_size() -> None:
    st = story_state(("PH-NY-BUS", "PH-LON-BUS", "PH-PAR-BUS", "PH-ROM-BUS"),
                     tiles=("T2-05", "T2-06", "T2-11"))
    st.s["queue"] = [["SALES", 1]]
    give(st, 1, "CP-TOK-LEI")
    st.play(0, ClaimStory("T2-05", ("PH-NY-BUS", "PH-LON-BUS"), 0, 0, None, 1, 0, 0))
    assert st.s["pending"]["space"] == "SALES"  # the 2-size space is done


# ---------------------------------------------------------------- placing tiles
def test_placing_tiles_a_no_overhang() -> None:
    st = story_state(("PH-NY-BUS", "PH-LON-BUS"))
    with pytest.raises(IllegalActionError) as exc:
        st.play(0, ClaimStory("T2-05", ("PH-NY-BUS", "PH-LON-BUS"), 0, 0, None, 1, 0, 2))
    assert exc.value.rule == "Placing tiles A: no overhang"


def test_placing_tiles_a_upright_a_side_when_claimed() -> None:
    # T2-11 is a portrait tile (1 wide, 2 tall) and must be placed that way up
    st = story_state(("PH-NY-BUS", "PH-LON-BUS"))
    st.play(0, ClaimStory("T2-11", ("PH-NY-BUS", "PH-LON-BUS"), 0, 0, None, 1, 2, 2))
    tile = st.player(0)["tiles"][-1]
    assert (tile["w"], tile["h"], tile["side"]) == (1, 2, "A")


def test_placing_tiles_a_headline_squares_are_reserved() -> None:
    st = story_state(("PH-NY-BUS", "PH-LON-BUS"), scenario=5)
    with pytest.raises(IllegalActionError) as exc:
        st.play(0, ClaimStory("T2-05", ("PH-NY-BUS", "PH-LON-BUS"), 0, 0, None, 1, 0, 0))
    assert exc.value.rule == "Placing tiles A: headline squares are reserved"
    st.play(0, ClaimStory("T2-05", ("PH-NY-BUS", "PH-LON-BUS"), 0, 0, None, 1, 1, 0))


def test_placing_tiles_a_headline_squares_are_normal_without_headlines() -> None:
    st = story_state(("PH-NY-BUS", "PH-LON-BUS"), scenario=3)
    st.play(0, ClaimStory("T2-05", ("PH-NY-BUS", "PH-LON-BUS"), 0, 0, None, 1, 0, 0))


def test_placing_tiles_a_pushing_a_story_to_the_copy_desk_loses_its_tokens() -> None:
    st = story_state(("PH-NY-BUS", "PH-LON-BUS"))
    place_tile(st, 0, "T2-02", 1, 0, 0, tokens=["extra", "speciality"])
    st.play(0, ClaimStory("T2-05", ("PH-NY-BUS", "PH-LON-BUS"), 0, 0, None, 1, 0, 0))
    old = next(t for t in st.player(0)["tiles"] if t["id"] == "T2-02")
    assert old["page"] == 0 and old["tokens"] == []
    assert st.score(0)["extra"] == 0


def test_placing_tiles_a_claim_onto_the_copy_desk_scores_nothing() -> None:
    st = story_state(("PH-NY-BUS", "PH-LON-BUS"))
    st.play(0, ClaimStory("T2-05", ("PH-NY-BUS", "PH-LON-BUS"), 0, 0, None, 0, 0, 0))
    assert st.player(0)["tiles"][-1]["page"] == 0
    assert st.score(0)["stories"] == 0


def test_placing_tiles_b_ads_never_on_the_copy_desk_and_never_pushed() -> None:
    st = new(2, scenario=3)
    force_pending(st, 0, "ADS")
    with pytest.raises(IllegalActionError) as exc:
        st.play(0, TakeAd(1, "A", 0, 0, 0))
    assert exc.value.rule == "Placing tiles B"
    st.play(0, TakeAd(3, "B", 1, 0, 0))  # B side: portrait
    ad = st.player(0)["tiles"][-1]
    assert (ad["w"], ad["h"]) == (1, 3)
    st2 = story_state(("PH-NY-BUS", "PH-LON-BUS"))
    st2.player(0)["tiles"].append(dict(ad))
    with pytest.raises(IllegalActionError) as exc:
        st2.play(0, ClaimStory("T2-05", ("PH-NY-BUS", "PH-LON-BUS"), 0, 0, None, 1, 0, 0))
    assert "never moves" in str(exc.value)


def test_advertising_one_ad_of_each_size_per_game() -> None:
    st = new(2, scenario=3)
    st.player(0)["ads"] = [2]
    force_pending(st, 0, "ADS")
    with pytest.raises(IllegalActionError) as exc:
        st.play(0, TakeAd(2, "A", 1, 0, 0))
    assert "already took a 2-size ad" in str(exc.value)


def test_placing_tiles_c_headline_rules() -> None:
    st = new(2, scenario=5)
    set_spec(st, 0, "sport")
    give(st, 0, "FT-NY-HC1", "PH-NY-BUS", "PH-LON-BUS", "CP-NY-SPO", "PH-LON-SPO")
    force_pending(st, 0, "TITLES")
    with pytest.raises(IllegalActionError) as exc:
        st.play(0, ClaimHeadline(("PH-NY-BUS", "CP-NY-SPO", "PH-LON-SPO")))
    assert "Headline/Column card" in str(exc.value) or "neither" in str(exc.value)
    with pytest.raises(IllegalActionError):
        st.play(0, ClaimHeadline(("FT-NY-HC1", "CP-NY-SPO")))  # three cards
    st.play(0, ClaimHeadline(("FT-NY-HC1", "CP-NY-SPO", "PH-LON-SPO")))
    assert st.score(0)["headline"] == 6
    st.player(0)["hand"].append("FT-LON-HC1")
    force_pending(st, 0, "TITLES")
    with pytest.raises(IllegalActionError) as exc:
        st.play(0, ClaimHeadline(("FT-LON-HC1", "PH-NY-BUS", "PH-LON-BUS")))
    assert "at most one Headline" in str(exc.value)


def test_placing_tiles_c_no_headlines_in_scenarios_1_3_4() -> None:
    st = new(2, scenario=3)
    give(st, 0, "FT-NY-HC1", "CP-NY-BUS", "PH-NY-BUS")
    force_pending(st, 0, "TITLES")
    with pytest.raises(IllegalActionError) as exc:
        st.play(0, ClaimHeadline(("FT-NY-HC1", "CP-NY-BUS", "PH-NY-BUS")))
    assert exc.value.rule == "Placing tiles C"


def test_titles_column_needs_three_different_colours_and_one_headline_card() -> None:
    st = new(2, scenario=3)
    st.s["column_slot"] = "COL-2"  # 2 copy + 1 photo
    give(st, 0, "FT-NY-HC1", "FT-LON-HC1", "CP-NY-LEI", "PH-NY-BUS", "CP-LON-LEI", "CP-NY-HOM")
    force_pending(st, 0, "TITLES")
    with pytest.raises(IllegalActionError) as exc:
        st.play(0, ClaimColumn(("FT-NY-HC1", "CP-NY-LEI", "PH-NY-BUS", "CP-LON-LEI"), 0, 0))
    assert "different speciality" in str(exc.value)
    with pytest.raises(IllegalActionError) as exc:
        st.play(0, ClaimColumn(("FT-NY-HC1", "FT-LON-HC1", "CP-NY-LEI", "PH-NY-BUS"), 0, 0))
    assert "exactly one Headline/Column card" in str(exc.value)


def test_titles_column_cuttings_substitute_at_most_four() -> None:
    st = new(2, scenario=3)
    st.s["column_slot"] = "COL-2"
    give(st, 0, "FT-NY-HC1", "PH-NY-BUS")
    st.player(0)["cut"] = {"copy": 4, "photo": 2}
    force_pending(st, 0, "TITLES")
    with pytest.raises(IllegalActionError):
        st.play(0, ClaimColumn(("FT-NY-HC1",), 4, 2))  # six cuttings
    st.play(0, ClaimColumn(("FT-NY-HC1", "PH-NY-BUS"), 4, 0))
    assert st.score(0)["column"] == 10


def test_placing_tiles_a_column_moves_stories_off_its_squares_to_the_copy_desk() -> None:
    st = new(2, scenario=3)
    st.s["column_slot"] = "COL-2"
    place_tile(st, 0, "T2-07", 1, 0, 2, tokens=["extra"])  # portrait 2-size tile on the column squares
    give(st, 0, "FT-NY-HC1", "CP-NY-LEI", "PH-NY-BUS", "CP-NY-HOM")
    force_pending(st, 0, "TITLES")
    claim = ClaimColumn(("FT-NY-HC1", "CP-NY-LEI", "CP-NY-HOM", "PH-NY-BUS"), 0, 0)
    assert claim in st.legal_actions(0)
    events = st.play(0, claim)
    tiles = {t["id"]: t for t in st.player(0)["tiles"]}
    assert tiles["T2-07"]["page"] == 0 and tiles["T2-07"]["tokens"] == []
    column = next(t for t in tiles.values() if t["kind"] == "column")
    spec = st.pages[0]
    assert (column["page"], column["row"], column["col"]) == (1, spec.height - 4, spec.width - 1)
    assert any(e.kind == "column" and "T2-07" in e.text for e in events)
    assert st.score(0)["column"] == 10


def test_placing_tiles_d_an_ad_on_the_column_squares_blocks_the_column() -> None:
    st = new(2, scenario=3)
    st.s["column_slot"] = "COL-2"
    spec = st.pages[0]
    st.player(0)["tiles"].append({"id": "AD-1-1", "kind": "ad", "size": 1, "side": "A", "page": 1,
                                  "row": spec.height - 1, "col": spec.width - 1, "w": 1, "h": 1, "spec": "",
                                  "tokens": []})
    give(st, 0, "FT-NY-HC1", "CP-NY-LEI", "PH-NY-BUS", "CP-NY-HOM")
    force_pending(st, 0, "TITLES")
    claim = ClaimColumn(("FT-NY-HC1", "CP-NY-LEI", "CP-NY-HOM", "PH-NY-BUS"), 0, 0)
    assert not any(isinstance(a, ClaimColumn) for a in st.legal_actions(0))
    with pytest.raises(IllegalActionError) as exc:
        st.play(0, claim)
    assert exc.value.rule == "Placing tiles D" and "ad" in exc.value.reason


def test_interview_card_count_must_equal_story_size() -> None:
    st = new(2, scenario=3)
    place_tile(st, 0, "T2-01", 1, 0, 0)
    give(st, 0, "FT-NY-NI1", "FT-LON-NI1", "FT-PAR-NI1")
    force_pending(st, 0, "INTERVIEW")
    with pytest.raises(IllegalActionError) as exc:
        st.play(0, Interview("T2-01", ("FT-NY-NI1", "FT-LON-NI1", "FT-PAR-NI1")))
    assert exc.value.rule == "Editor's Desk 4: Interview"
    st.play(0, Interview("T2-01", ("FT-NY-NI1", "FT-LON-NI1")))
    assert st.score(0)["interviews"] == 3 and st.s["interview_tokens"] == 3


def test_late_breaking_news_copies_a_story_space() -> None:
    st = new(2, scenario=3)
    give(st, 0, "PH-NY-BUS", "PH-LON-BUS")
    put_desk(st, 2, "T2-05", "T2-01", "T2-11")
    activate(st, 0, "LATE")
    assert st.s["pending"]["kind"] == "late"
    with pytest.raises(IllegalActionError) as exc:
        st.play(0, LateBreaking("NY"))
    assert "down-turned corner" in str(exc.value)
    st.play(0, LateBreaking("S2"))
    assert st.s["pending"]["kind"] == "story" and st.s["pending"]["late"]
    st.play(0, ClaimStory("T2-05", ("PH-NY-BUS", "PH-LON-BUS"), 0, 0, None, 1, 0, 0))
    assert st.score(0)["stories"] == 3


def test_classifieds_no_cuttings_and_one_tile_per_type_per_round() -> None:
    st = new(2, scenario=3)
    give(st, 0, "PH-PAR-XW")
    force_pending(st, 0, "C2")
    with pytest.raises(IllegalActionError):
        st.play(0, ClaimClassified("PH-NY-BUS", 1, 0, 0))
    st.play(0, ClaimClassified("PH-PAR-XW", 1, 3, 2))
    assert st.s["classified_slots"]["crossword"] is False
    assert st.score(0)["classifieds"] == 1


def test_typesetting_moves_turns_and_flips_stories() -> None:
    st = new(2, scenario=3)
    desk_tile = place_tile(st, 0, "T2-01", 0, 0, 0)  # landscape story on the copy desk
    force_pending(st, 0, "TYPE")
    st.play(0, MoveTile("T2-01", "B", 1, 0, 2))  # flipped: now portrait
    assert (desk_tile["page"], desk_tile["w"], desk_tile["h"], desk_tile["side"]) == (1, 1, 2, "B")
    st.play(0, MoveTile("T2-01", "A", 1, 3, 0))
    # the only tile has moved twice: the activation ends by itself
    assert st.s["pending"]["kind"] != "typesetting"
    force_pending(st, 0, "TYPE")
    st.s["pending"]["moved"] = {"T2-01": 2}
    with pytest.raises(IllegalActionError) as exc:
        st.play(0, MoveTile("T2-01", "A", 1, 0, 0))
    assert "at most twice" in str(exc.value)
    st.play(0, Pass())
    assert st.s["pending"]["kind"] != "typesetting"


def test_typesetting_tiles_left_on_the_copy_desk_lose_their_tokens() -> None:
    st = new(2, scenario=3)
    place_tile(st, 0, "T2-01", 1, 0, 0, tokens=["speciality"])
    force_pending(st, 0, "TYPE")
    st.play(0, MoveTile("T2-01", "A", 0, 0, 0))
    assert st.player(0)["tiles"][0]["tokens"] == ["speciality"]  # parked for now
    st.play(0, Pass())
    assert st.player(0)["tiles"][0]["tokens"] == []


def test_typesetting_cannot_move_ads_or_tiles_on_a_page_gone_to_press() -> None:
    st = new(2, scenario=3)
    place_tile(st, 0, "T2-01", 1, 0, 0)
    st.player(0)["tiles"].append({"id": "AD1-0", "kind": "ad", "size": 1, "side": "A", "page": 1, "row": 3,
                                  "col": 0, "w": 1, "h": 1, "spec": "", "tokens": []})
    force_pending(st, 0, "TYPE")
    with pytest.raises(IllegalActionError):
        st.play(0, MoveTile("AD1-0", "A", 1, 3, 1))
    st.player(0)["pressed"][0] = True
    with pytest.raises(IllegalActionError) as exc:
        st.play(0, MoveTile("T2-01", "A", 1, 1, 0))
    assert "gone to press" in str(exc.value)


def test_gone_to_press_best_card_in_descending_order() -> None:
    st = new(2, scenario=3)
    assert st.s["gtp"] == [6, 3, 1]
    for seat in (0, 1):
        place_tile(st, seat, "T6-01" if seat == 0 else "T6-04", 1, 0, 0)
        fill_rest(st, seat, 1, skip={(3, 2)})
    give(st, 0, "PH-PAR-XW")
    give(st, 1, "PH-LON-CT")
    force_pending(st, 1, "C2")
    st.play(1, ClaimClassified("PH-LON-CT", 1, 3, 2))
    assert st.player(1)["gtp"] == [6] and st.player(1)["pressed"] == [True]
    force_pending(st, 0, "C2")
    st.play(0, ClaimClassified("PH-PAR-XW", 1, 3, 2))
    assert st.player(0)["gtp"] == [3]
    assert st.s["gtp"] == [1]


def test_gone_to_press_page_needs_headline_and_required_sizes() -> None:
    st = new(2, scenario=5)
    fill_rest(st, 0, 1)
    assert not layout.page_complete(st, 0, 1)  # the headline squares are still empty
    st2 = new(2, scenario=2)
    fill_rest(st2, 0, 1)
    assert not layout.page_complete(st2, 0, 1)  # scenario 2 needs a story of every size
    assert st2.s["gtp"] == []  # and it uses no Gone to Press cards


def test_extra_extra_tokens_not_used_in_intro() -> None:
    st = story_state(("PH-NY-BUS", "PH-LON-BUS"), scenario=1)
    st.player(0)["hand"].append("FT-NY-XX1")
    with pytest.raises(IllegalActionError) as exc:
        st.play(0, ClaimStory("T2-05", ("PH-NY-BUS", "PH-LON-BUS"), 0, 0, "FT-NY-XX1", 1, 0, 0))
    assert "introductory" in str(exc.value)
    st.play(0, ClaimStory("T2-05", ("PH-NY-BUS", "PH-LON-BUS"), 0, 0, None, 1, 0, 0))
    assert st.player(0)["tiles"][-1]["tokens"] == []  # no Speciality token in the intro either


def test_multiple_story_spaces_claim_stories_of_different_sizes() -> None:
    st = new(2, scenario=3)
    give(st, 0, "PH-NY-BUS", "PH-LON-BUS", "CP-NY-WOR", "CP-LON-WOR", "PH-PAR-WOR")
    put_desk(st, 2, "T2-05", "T2-01", "T2-11")
    put_desk(st, 3, "T3-01", "T3-09", "T3-04")
    st.s["phase"] = "activate"
    give(st, 1, "PH-TOK-LEI")
    st.s["queue"] = [["S3", 0], ["S2", 0], ["SALES", 1]]
    activation.advance(st, [])
    st.play(0, ClaimStory("T3-01", ("CP-NY-WOR", "CP-LON-WOR", "PH-PAR-WOR"), 0, 0, None, 1, 0, 0))
    st.play(0, ClaimStory("T2-05", ("PH-NY-BUS", "PH-LON-BUS"), 0, 0, None, 1, 1, 0))
    assert st.score(0)["stories"] == 9
