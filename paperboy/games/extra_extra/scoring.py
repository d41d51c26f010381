"""Game End: Circulation Points by category, and who wins.

Only tiles on a page score (the copy desk scores nothing). Stories score by size, and
their bonus tokens (Interview, Extra! Extra!, speciality) add to that; Headlines,
Columns and Classifieds score a fixed value; Gone to Press cards add their values; an
unspent Copy Editor is worth points outside the introductory scenarios. The most points
wins; a tie goes to the most money, and a tie there is shared.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from paperboy.engine import Result

from . import components as C

if TYPE_CHECKING:
    from .state import ExtraState, PlayerRecord


def final_result(state: ExtraState) -> Result:
    """Totals, breakdowns and winners (ties broken by money), with the money, why the game
    ended and the round in ``extra``."""
    breakdown = [state.score(seat) for seat in range(state.n)]
    totals = [sum(b.values()) for b in breakdown]
    money = [state.player(seat)["money"] for seat in range(state.n)]
    best = max(totals)
    tied = [i for i in range(state.n) if totals[i] == best]
    top_money = max(money[i] for i in tied)
    winners = [i for i in tied if money[i] == top_money]
    return Result(totals, breakdown, winners, [], {"money": money, "ended_by": state.s["ended_by"],
                                                   "round": state.s["round"]})


def score_player(p: PlayerRecord, data: C.Data, intro: bool) -> dict[str, int]:
    """Circulation Points of one player's newspaper by category."""
    out = {"stories": 0, "headline": 0, "column": 0, "classifieds": 0, "interviews": 0, "extra": 0,
           "speciality": 0, "gone_to_press": 0, "copy_editor": 0}
    for t in p["tiles"]:
        if not t["page"]:
            continue
        if t["kind"] == "story":
            base = data.story_cp[t["size"]]
            out["stories"] += base
            if "interview" in t["tokens"]:
                out["interviews"] += base
            if "extra" in t["tokens"]:
                out["extra"] += data.extra_cp[t["size"]]
            if "speciality" in t["tokens"]:
                out["speciality"] += data.values["speciality_cp"]
        elif t["kind"] == "headline":
            out["headline"] += data.values["headline_cp"]
        elif t["kind"] == "column":
            out["column"] += data.values["column_cp"]
        elif t["kind"] == "classified":
            out["classifieds"] += data.values["classified_cp"]
    out["gone_to_press"] = sum(p["gtp"])
    if not intro and not p["editor_spent"]:
        out["copy_editor"] = data.values["copy_editor_cp"]
    return out
