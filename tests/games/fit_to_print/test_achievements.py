"""Achievements 1-25, evaluated from the score sheets when a game ends."""

from __future__ import annotations

from paperboy.games.fit_to_print import GAME
from paperboy.games.fit_to_print.achievements import achievement_met, evaluate_achievements
from paperboy.games.fit_to_print.actions import Choose, Print
from paperboy.games.fit_to_print.components import catalogue


def sheet(articles=0, photos=0, centerpiece=0, white=0, mood=0, unplaced=0, dollars=0, empty=5, photo_points=()):
    cats = {"articles": articles, "photos": photos, "centerpiece": centerpiece, "white_space": white,
            "mood": mood, "unplaced": unplaced}
    total = max(0, sum(cats.values()))
    return {"categories": cats, "total": total, "dollars": dollars, "raw_total": total, "largest_white": 1,
            "empty": empty, "photo_points": list(photo_points), "notes": [], "good": 0, "bad": 0}


def unit(sheets, tokens=(1, 1, 1), desk=(0, 0, 0), facedown=False):
    return {"scores": sheets, "tokens": list(tokens), "desk_counts": list(desk), "facedown_ever": facedown}


def met(number: int, u: dict, total: int, dollars: int, won: bool = True, others_best: int = 0) -> bool:
    ach = catalogue().achievements[number]
    bd = {k: sum(s["categories"][k] for s in u["scores"]) for k in u["scores"][0]["categories"]}
    return achievement_met(ach.kind, ach.value, total=total, dollars=dollars, bd=bd, unit=u, won=won,
                           others_best=others_best)


def test_point_article_photo_dollar_and_centerpiece_thresholds() -> None:
    u = unit([sheet(articles=14, photos=7, centerpiece=5, dollars=5)] * 3)
    assert met(1, u, 60, 15) and not met(2, u, 60, 15)
    assert met(4, u, 60, 15) and met(5, u, 60, 15) and not met(6, u, 60, 15)
    assert met(7, u, 60, 15) and not met(8, u, 60, 15)
    assert met(10, u, 60, 15) and not met(11, u, 60, 15)
    assert met(13, u, 60, 15) and not met(14, u, 60, 15)


def test_sunday_full_single_photo_tokens_and_white_space() -> None:
    u = unit([sheet(white=3, photo_points=[2]), sheet(white=3), sheet(white=3, empty=0, photo_points=[8])])
    assert met(16, u, 0, 0) and met(17, u, 0, 0) and met(18, u, 0, 0)
    assert met(19, u, 0, 0) and met(20, u, 0, 0)
    u2 = unit([sheet(white=1)] * 3, tokens=(1, 2, 1))
    assert not met(19, u2, 0, 0) and not met(20, u2, 0, 0) and not met(16, u2, 0, 0)


def test_mood_win_and_leftover_achievements() -> None:
    calm = unit([sheet(mood=-1)] * 3)
    stormy = unit([sheet(articles=20, mood=-4, unplaced=-1)] * 3, desk=(1, 1, 1))
    assert met(21, calm, 30, 5) and not met(21, stormy, 30, 5)
    assert met(22, stormy, 45, 5, won=True) and not met(22, stormy, 45, 5, won=False)
    assert met(23, calm, 30, 5, won=True, others_best=40) and not met(23, calm, 30, 5, won=True, others_best=20)
    assert met(24, stormy, 45, 5, won=True) and not met(24, calm, 30, 5, won=True)
    assert met(25, calm, 30, 5) and not met(25, stormy, 45, 5)


def test_game_end_records_achievements_per_seat_and_mode() -> None:
    s = GAME.new_game(["Ann", "Bob"], {}, seed=2)
    while not s.is_over():
        seat = s.to_act()[0]
        s.play(seat, Choose(s.cp_offer[0]) if s.phase == "choose" else Print())
    r = s.result()
    assert r.extra["achievement_mode"] == "standard"
    assert set(r.extra["achievements"]) == {"0", "1"}
    assert all(25 in v for v in r.extra["achievements"].values())  # nothing ever left on a desk
    assert evaluate_achievements(s, [0, 0], [0, 0], [r.breakdown[0], r.breakdown[1]], [0])["0"]
