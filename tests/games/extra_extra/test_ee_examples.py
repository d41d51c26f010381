"""Every worked example of the Extra! Extra! rulebook, as a test."""

from __future__ import annotations

import pytest
from games.extra_extra.ee_helpers import (
    activate,
    force_pending,
    give,
    new,
    place_tile,
    put_desk,
    set_spec,
    to_placement,
)

from paperboy.engine import IllegalActionError
from paperboy.games.extra_extra import activation, phases
from paperboy.games.extra_extra.actions import (
    ClaimClassified,
    ClaimColumn,
    ClaimHeadline,
    ClaimStory,
    Interview,
    Pass,
    Place,
    TakeAd,
    TakeCuttings,
    TakeNewswire,
)


def test_example_overview_paul_two_size_story_worth_3() -> None:
    """Paul (Politics) gets a photo and a copy card in New York, then a 2-size story: 3 CP."""
    st = new(2, scenario=1)
    set_spec(st, 0, "politics")
    give(st, 0)
    st.s["newsdesk"]["NY"] = ["PH-NY-POL", "CP-NY-POL"]
    put_desk(st, 2, "T2-01", "T2-07", "T2-03")  # T2-01: 1 copy + 1 photo
    to_placement(st)
    st.s["start"] = st.s["turn"] = 0
    st.player(0)["avail"] = 2
    st.player(1)["avail"] = 0
    st.play(0, Place("NY", 0))
    st.play(0, Place("S2", 0))
    # activation: New York first (automatic), then the 2-size Story space asks Paul
    assert st.s["phase"] == "activate"
    assert st.s["pending"]["space"] == "S2"
    assert set(st.player(0)["hand"]) == {"PH-NY-POL", "CP-NY-POL"}
    st.play(0, ClaimStory("T2-01", ("CP-NY-POL", "PH-NY-POL"), 0, 0, None, 1, 0, 0))
    tile = next(t for t in st.player(0)["tiles"] if t["id"] == "T2-01")
    assert tile["page"] == 1 and tile["spec"] == "politics"
    assert st.score(0)["stories"] == 3
    assert sum(st.score(0).values()) == 3  # introductory scenario: no other bonus


def test_example_displacement_brian_and_ruth() -> None:
    st = new(2, scenario=3)
    to_placement(st)
    brian, ruth = 0, 1
    st.s["start"] = st.s["turn"] = brian
    st.player(brian)["money"] = 100
    st.player(ruth)["money"] = 100
    st.play(brian, Place("LON", 0))
    st.play(ruth, Place("LON", 100))
    assert st.s["board"]["LON"] == [[ruth, 100]]
    assert st.player(brian)["avail"] == 3  # the displaced reporter came back
    assert st.player(ruth)["money"] == 0
    with pytest.raises(IllegalActionError) as exc:
        st.play(brian, Place("LON", 100))
    assert "more than $100" in str(exc.value)
    # with $200 Brian can take the space, and Ruth gets reporter and fee back
    st.player(brian)["money"] = 200
    st.play(brian, Place("LON", 200))
    assert st.s["board"]["LON"] == [[brian, 200]]
    assert st.player(ruth)["money"] == 100
    assert st.player(ruth)["avail"] == 3


def test_example_newsdesk_brian_and_gayle_collect_cities() -> None:
    st = new(4, scenario=3)
    brian, gayle = 0, 1
    st.s["newsdesk"]["NY"] = ["FT-NY-HC1", "PH-NY-SPO", "CP-NY-BUS"]
    st.s["newsdesk"]["BER"] = ["PH-BER-BUS", "CP-BER-HOM"]
    st.s["newsdesk"]["LON"] = ["PH-LON-POL", "CP-LON-LEI"]
    give(st, brian, "PH-TOK-WOR")
    give(st, gayle, "PH-TOK-HOM")
    st.s["phase"] = "activate"
    st.s["queue"] = [["NY", brian], ["LON", gayle], ["BER", brian], ["SALES", gayle]]
    activation.advance(st, [])
    assert len(st.player(brian)["hand"]) == 1 + 5
    assert {"PH-LON-POL", "CP-LON-LEI"} <= set(st.player(gayle)["hand"])
    assert st.s["newsdesk"]["NY"] == [] and st.s["newsdesk"]["BER"] == []


def test_example_morgue_gayle_and_peter() -> None:
    st = new(4, scenario=3)
    gayle, peter = 1, 3
    st.s["morgue"] = {"copy": 3, "photo": 3}
    activate(st, gayle, "M2")
    st.play(gayle, TakeCuttings(2, 0))
    assert st.player(gayle)["cut"] == {"copy": 2, "photo": 0}
    activate(st, peter, "M3")
    assert sum(st.s["morgue"].values()) == 4  # four left to choose from
    st.play(peter, TakeCuttings(1, 2))
    assert st.player(peter)["cut"] == {"copy": 1, "photo": 2}
    assert st.s["morgue"] == {"copy": 0, "photo": 1}


def test_example_newswire_brian_takes_two() -> None:
    st = new(4, scenario=3)
    brian = 0
    give(st, brian, "FT-NY-NI1")
    st.s["newswire"] = ["PH-NY-LEI", "CP-ROM-BUS", "FT-PAR-HC1", None, None, None]
    give(st, 3, "PH-TOK-POL")  # keep the wire cards out of any hand
    st.s["newswire"] = ["PH-NY-LEI", "CP-ROM-BUS", "FT-PAR-HC1", None, None, None]
    activate(st, brian, "W2")
    with pytest.raises(IllegalActionError):
        st.play(brian, TakeNewswire("FT-NY-NI1", ("PH-NY-LEI", "CP-ROM-BUS", "FT-PAR-HC1")))
    st.play(brian, TakeNewswire("FT-NY-NI1", ("PH-NY-LEI", "CP-ROM-BUS")))
    assert set(st.player(brian)["hand"]) == {"PH-NY-LEI", "CP-ROM-BUS"}
    assert "FT-NY-NI1" in st.s["discards"]["features"]


def test_example_cuttings_replace_a_copy_card() -> None:
    """Brian pays 1 Home copy, 1 Home photo and 2 copy cuttings for a 2-copy/1-photo story."""
    st = new(2, scenario=3)
    brian = 0
    give(st, brian, "CP-NY-HOM", "PH-NY-HOM")
    st.player(brian)["cut"] = {"copy": 2, "photo": 0}
    put_desk(st, 3, "T3-01", "T3-09", "T3-04")  # T3-01: 2 copy + 1 photo
    activate(st, brian, "S3")
    st.play(brian, ClaimStory("T3-01", ("CP-NY-HOM", "PH-NY-HOM"), 2, 0, None, 1, 0, 0))
    assert st.player(brian)["cut"] == {"copy": 0, "photo": 0}
    assert any(t["id"] == "T3-01" and t["page"] == 1 for t in st.player(brian)["tiles"])


def test_example_story_space_slip_two_photo_cards_claim_a_two_size_story() -> None:
    """The rulebook puts Brian on the 3-size space; paperboy reads it as the 2-size space."""
    st = new(2, scenario=3)
    brian = 0
    give(st, brian, "PH-NY-BUS", "PH-LON-BUS")
    put_desk(st, 2, "T2-05", "T2-01", "T2-11")  # T2-05: two photo icons
    put_desk(st, 3, "T3-08", "T3-01", "T3-09")
    force_pending(st, brian, "S3")
    with pytest.raises(IllegalActionError) as exc:
        st.play(brian, ClaimStory("T2-05", ("PH-NY-BUS", "PH-LON-BUS"), 0, 0, None, 1, 0, 0))
    assert "3-size Story space" in str(exc.value)
    activate(st, brian, "S2")
    st.play(brian, ClaimStory("T2-05", ("PH-NY-BUS", "PH-LON-BUS"), 0, 0, None, 1, 0, 0))
    # the alternative: one photo card and two photo cuttings
    st2 = new(2, scenario=3)
    give(st2, brian, "PH-NY-BUS")
    st2.player(brian)["cut"] = {"copy": 0, "photo": 2}
    put_desk(st2, 2, "T2-05", "T2-01", "T2-11")
    activate(st2, brian, "S2")
    st2.play(brian, ClaimStory("T2-05", ("PH-NY-BUS",), 0, 2, None, 1, 0, 0))


def test_example_graham_interview_doubles_to_12() -> None:
    st = new(2, scenario=3)
    graham = 0
    place_tile(st, graham, "T3-04", 1, 0, 0)
    give(st, graham, "FT-NY-NI1", "FT-LON-NI1", "FT-PAR-NI2")
    activate(st, graham, "INTERVIEW")
    st.play(graham, Interview("T3-04", ("FT-NY-NI1", "FT-LON-NI1", "FT-PAR-NI2")))
    score = st.score(graham)
    assert score["stories"] + score["interviews"] == 12


def test_example_ruth_extra_extra_and_speciality_worth_9() -> None:
    st = new(2, scenario=3)
    ruth = 0
    set_spec(st, ruth, "business")
    give(st, ruth, "PH-NY-BUS", "PH-ROM-BUS", "FT-LON-XX1")  # Politics/Business Extra! Extra!
    put_desk(st, 2, "T2-05", "T2-01", "T2-11")
    activate(st, ruth, "S2")
    st.play(ruth, ClaimStory("T2-05", ("PH-NY-BUS", "PH-ROM-BUS"), 0, 0, "FT-LON-XX1", 1, 0, 0))
    tile = next(t for t in st.player(ruth)["tiles"] if t["id"] == "T2-05")
    assert sorted(tile["tokens"]) == ["extra", "speciality"]
    score = st.score(ruth)
    assert score["stories"] + score["extra"] + score["speciality"] == 9
    assert st.s["extra_tokens"]["business"] == 0


def test_example_copy_editor_completes_brians_headline() -> None:
    st = new(2, scenario=5)
    brian = 0
    set_spec(st, brian, "leisure")
    give(st, brian, "FT-NY-HC1", "CP-NY-LEI", "CE-LEI")
    activate(st, brian, "TITLES")
    st.play(brian, ClaimHeadline(("FT-NY-HC1", "CP-NY-LEI", "CE-LEI")))
    score = st.score(brian)
    assert score["headline"] == 6
    assert score["copy_editor"] == 0  # the spent Copy Editor no longer scores its 3 CP


def test_example_gary_headline_from_two_headline_cards_and_home_copy() -> None:
    st = new(2, scenario=5)
    gary = 1
    set_spec(st, gary, "home")
    give(st, gary, "FT-NY-HC1", "FT-TOK-HC2", "CP-BER-HOM")
    activate(st, gary, "TITLES", stopper=0)
    st.play(gary, ClaimHeadline(("FT-NY-HC1", "FT-TOK-HC2", "CP-BER-HOM")))
    head = next(t for t in st.player(gary)["tiles"] if t["kind"] == "headline")
    assert (head["page"], head["row"], head["col"], head["w"], head["h"]) == (1, 0, 0, 3, 1)


def test_example_brian_column_one_photo_two_copy() -> None:
    st = new(2, scenario=3)
    brian = 0
    st.s["column_slot"] = "COL-2"  # 2 copy + 1 photo
    give(st, brian, "FT-NY-HC1", "CP-NY-LEI", "PH-NY-BUS", "CP-NY-HOM")
    activate(st, brian, "TITLES")
    st.play(brian, ClaimColumn(("FT-NY-HC1", "CP-NY-LEI", "PH-NY-BUS", "CP-NY-HOM"), 0, 0))
    col = next(t for t in st.player(brian)["tiles"] if t["kind"] == "column")
    spec = st.pages[0]
    assert (col["row"], col["col"], col["w"], col["h"]) == (spec.height - 4, spec.width - 1, 1, 4)
    assert st.score(brian)["column"] == 10


def test_example_classifieds_brian_and_yvonne() -> None:
    st = new(5, scenario=3)
    brian, yvonne = 0, 1
    give(st, brian, "PH-PAR-XW", "CP-TOK-XW")
    give(st, yvonne, "PH-LON-CT", "CP-NY-RA")
    st.s["classified_slots"] = {"crossword": True, "cartoon": True, "radio": True}
    st.s["phase"] = "activate"
    st.s["queue"] = [["C1", brian], ["C2", yvonne], ["SALES", 2]]
    give(st, 2, "PH-ROM-WOR")
    activation.advance(st, [])
    st.play(brian, ClaimClassified("PH-PAR-XW", 1, 0, 0))
    assert st.s["pending"]["space"] == "C2"  # x1 is done after one tile
    # Brian's second crossword card is useless: one crossword tile per round
    saved = dict(st.s["pending"])
    force_pending(st, brian, "C2")
    with pytest.raises(IllegalActionError) as exc:
        st.play(brian, ClaimClassified("CP-TOK-XW", 1, 0, 1))
    assert "one of each per round" in str(exc.value)
    st.s["pending"] = saved
    st.s["queue"] = [["SALES", 2]]
    st.play(yvonne, ClaimClassified("PH-LON-CT", 1, 0, 0))
    st.play(yvonne, ClaimClassified("CP-NY-RA", 1, 0, 1))
    assert st.score(yvonne)["classifieds"] == 2
    assert not any(st.s["classified_slots"].values())


def test_example_graham_two_size_ad_pays_200() -> None:
    st = new(2, scenario=3)
    graham = 0
    money = st.player(graham)["money"]
    activate(st, graham, "ADS")
    st.play(graham, TakeAd(2, "A", 1, 0, 0))
    assert st.player(graham)["money"] == money + 200
    assert st.score(graham) == {k: (3 if k == "copy_editor" else 0) for k in st.score(graham)}


def test_example_salary_brian_loses_his_fifth_reporter() -> None:
    st = new(2, scenario=3)
    brian = 0
    st.player(brian)["employed"] = 5
    st.player(brian)["money"] = 0
    events: list = []
    phases.income(st, events)
    assert st.player(brian)["employed"] == 4
    assert st.player(brian)["money"] == 0
    assert any("unpaid" in e.text for e in events)


def test_example_selling_brian_sells_three_for_300() -> None:
    st = new(2, scenario=3)
    brian = st.to_act()[0]
    off = [c for c in st.player(brian)["hand"] if st.card(c).sellable][:3]
    decks_before = sum(len(d) for d in st.s["decks"].values())
    from paperboy.games.extra_extra.actions import Sell

    st.play(brian, Sell(tuple(off)))
    assert st.player(brian)["money"] == 300
    assert sum(len(d) for d in st.s["decks"].values()) == decks_before + 3
    assert all(not pile for pile in st.s["discards"].values())


def test_example_yvonne_stringer_takes_berlin_card() -> None:
    st = new(2, scenario=3)
    yvonne = 0
    from paperboy.games.extra_extra.actions import PlayStringer, Sell

    for seat in list(st.s["waiting"]):
        st.play(seat, Sell(()))
    assert st.s["phase"] == "stringers"
    st.s["newsdesk"]["BER"].append("PH-BER-SPO") if "PH-BER-SPO" not in st.s["newsdesk"]["BER"] else None
    give(st, yvonne, "PH-BER-SPO", clear=False)
    st.player(yvonne)["hand"].remove("PH-BER-SPO")
    st.s["newsdesk"]["BER"].append("PH-BER-SPO")
    stringer = next(c for c in st.player(yvonne)["hand"] if st.card(c).kind == "stringer")
    st.play(yvonne, PlayStringer(stringer, "PH-BER-SPO"))
    assert "PH-BER-SPO" in st.player(yvonne)["hand"]
    assert stringer not in st.player(yvonne)["hand"] and stringer in st.s["brown"]
    st.play(st.to_act()[0], Pass())
    assert st.s["phase"] == "place"
