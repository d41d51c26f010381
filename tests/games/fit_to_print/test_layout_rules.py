"""Placement rules 1-8, each refused with the rule that forbids it."""

from __future__ import annotations

import pytest
from games.fit_to_print.ftp_helpers import find_tile

from paperboy.engine import IllegalActionError
from paperboy.games.fit_to_print import GAME
from paperboy.games.fit_to_print.actions import Place, Remove, Rotate
from paperboy.games.fit_to_print.state import FitToPrintState


def layout_state(day_index: int = 1, options: dict | None = None) -> FitToPrintState:
    """A 2-player game with seat 0 in the layout phase on the given day."""
    s = GAME.new_game(["Ann", "Bob"], options or {}, seed=5)
    assert isinstance(s, FitToPrintState)
    s.day = day_index
    s.place_default_cp(0)
    s.units[0]["status"] = "layout"
    return s


def give(s: FitToPrintState, *tiles: str) -> None:
    for t in tiles:
        for pile in (s.pile_down, s.pile_up):
            if t in pile:
                pile.remove(t)
        s.units[0]["desk"].append(t)


def refused(s: FitToPrintState, action, rule: str) -> IllegalActionError:
    before = s.to_dict()
    with pytest.raises(IllegalActionError) as info:
        s.play(0, action)
    assert info.value.rule == rule
    assert s.to_dict() == before
    return info.value


def test_layout_rule_1_tiles_stay_inside_the_day_region() -> None:
    s = layout_state(day_index=0)  # Friday: columns 1-5 only
    t = find_tile("article", "1x2")
    give(s, t.id)
    err = refused(s, Place(t.id, 4, 0), "Layout rule 1")
    assert "Fri" in err.reason
    refused(s, Place(t.id, 5, 5), "Layout rule 1")
    s.play(0, Place(t.id, 4, 1))


def test_layout_rule_1_no_overlap() -> None:
    s = layout_state()
    a = find_tile("article", "1x2", colour="pink")
    b = find_tile("article", "1x2", colour="blue")
    give(s, a.id, b.id)
    s.play(0, Place(a.id, 4, 0))
    refused(s, Place(b.id, 4, 1), "Layout rule 1")


def test_layout_rule_2_centerpiece_must_cover_the_star() -> None:
    s = layout_state()
    refused(s, Place("CP", 3, 0), "Layout rule 2")
    star = s.paper(0).side.star
    s.play(0, Place("CP", star[0], star[1]))
    assert s.units[0]["cp_at"] == [star[0], star[1]]
    refused(s, Remove("CP"), "Layout rule 2")


def test_layout_rule_3_tiles_are_never_rotated() -> None:
    s = layout_state()
    t = find_tile("article", "1x2")
    give(s, t.id)
    err = refused(s, Rotate(t.id), "Layout rule 3")
    assert "never rotated" in err.reason


def test_layout_rule_4_same_colour_articles_may_not_touch() -> None:
    s = layout_state()
    a = find_tile("article", "1x2", colour="pink", mood="good")
    b = find_tile("article", "1x2", colour="pink", mood="bad")
    c = find_tile("article", "1x2", colour="blue")
    give(s, a.id, b.id, c.id)
    s.play(0, Place(a.id, 4, 0))
    refused(s, Place(b.id, 5, 0), "Layout rule 4")
    s.play(0, Place(c.id, 5, 0))  # another colour may touch


def test_layout_rule_5_ads_may_not_touch() -> None:
    s = layout_state()
    a, b = [t for t in sorted(s.cat.tiles.values(), key=lambda t: t.id) if t.kind == "ad" and t.size == "1x2"][:2]
    give(s, a.id, b.id)
    s.play(0, Place(a.id, 4, 0))
    err = refused(s, Place(b.id, 4, 2), "Layout rule 5")
    assert "Ads may not touch" in err.reason


def test_layout_rule_6_photos_may_not_touch() -> None:
    s = layout_state()
    a, b = [t for t in sorted(s.cat.tiles.values(), key=lambda t: t.id) if t.kind == "photo" and t.size == "1x2"][:2]
    give(s, a.id, b.id)
    s.play(0, Place(a.id, 4, 0))
    err = refused(s, Place(b.id, 5, 1), "Layout rule 6")
    assert err.reason.startswith("Photos may not touch other photos")


def test_layout_rule_7_tiles_may_cross_the_fold() -> None:
    s = layout_state()
    t = find_tile("article", "2x1")
    give(s, t.id)
    fold = s.paper(0).side.fold_row
    s.play(0, Place(t.id, fold - 1, 0))
    assert t.id in s.units[0]["placed"]


def test_layout_rule_8_face_down_tiles_ignore_conflicts_but_not_the_grid() -> None:
    s = layout_state()
    a, b = [t for t in sorted(s.cat.tiles.values(), key=lambda t: t.id) if t.kind == "photo" and t.size == "1x2"][:2]
    give(s, a.id, b.id)
    s.play(0, Place(a.id, 4, 0))
    s.play(0, Place(b.id, 5, 0, "down"))
    assert s.units[0]["placed"][b.id] == [5, 0, False]
    refused(s, Place(b.id, 5, 6, "down"), "Layout rule 1")


def test_tiles_may_be_moved_and_removed_during_layout() -> None:
    s = layout_state()
    t = find_tile("article", "1x2")
    give(s, t.id)
    s.play(0, Place(t.id, 4, 0))
    s.play(0, Place(t.id, 5, 0))
    assert s.units[0]["placed"][t.id] == [5, 0, True]
    s.play(0, Remove(t.id))
    assert t.id in s.units[0]["desk"] and t.id not in s.units[0]["placed"]


def test_no_placing_during_the_reporting_phase() -> None:
    s = GAME.new_game(["Ann", "Bob"], {}, seed=1)
    tid = s.pile_down[0]
    with pytest.raises(IllegalActionError) as info:
        s.play(0, Place(tid, 4, 0))
    assert info.value.rule == "Reporting phase"


def test_rule_modification_6_tiles_cannot_move_once_placed() -> None:
    s = layout_state(options={"modifications": [6]})
    t = find_tile("article", "1x2")
    give(s, t.id)
    s.play(0, Place(t.id, 4, 0))
    refused(s, Place(t.id, 5, 0), "Rule modification 6")
    refused(s, Remove(t.id), "Rule modification 6")
