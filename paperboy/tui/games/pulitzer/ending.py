"""The final score sheet's Pulitzer lines: how the game ended, who qualified, the Times' score."""

from __future__ import annotations

from typing import Any

from .common import short_name

CATEGORY_LABELS = {
    "coin": "score track",
    "hr": "H.R. track",
    "reach": "reach (houses)",
    "report": "Report evidence",
    "statements": "Statements",
}
"""The score categories as the score sheet names them."""


def ending_lines(session: Any, viewer: int | None) -> list[str]:
    """How the game ended, who qualified with their Report evidence, the Times' score."""
    state = session.state
    result = state.result()
    extra = result.extra
    names = [s.name for s in session.seats]
    view = state.view(viewer if viewer is not None else 0)
    ended = extra.get("ended")
    rnd = extra.get("ended_round")
    why = {
        "rounds": f"all {view['rounds']} rounds were played",
        "hat": f"Public Opinion reached the Hat (round {rnd} was the last)",
        "capitol": f"Public Opinion reached the Capitol in round {rnd}: the Press lost",
        "eliminated": f"a player could no longer gather 5 Report evidences (round {rnd})",
    }.get(str(ended), str(ended))
    lines = [f"The game ended because {why}."]
    chronicle = view.get("game_mode") == "chronicle" and view["mode"] != "pentagon"
    for seat, name in enumerate(names):
        hl = extra["highlighted"][seat]
        ok = extra["qualified"][seat]
        player = view["players"][seat]
        tail = ("chronicle bonus " + str(result.breakdown[seat].get("chronicle", 0))) if chronicle else (
            "qualifies" if ok else "does not qualify (5 needed)")
        lines.append(f"{short_name(name, 16)}: ★ {hl} Report evidence pinned, {len(player['pins'])} pins, "
                     f"H.R. X at {player['hr']}, {player['contacts']} Contacts, "
                     f"{sum(player['houses'].values())} houses — {tail}")
    if "times_score" in extra:
        verdict = "beats it and wins the Pulitzer" if result.winners else (
            "needed more points than that, 5 Report evidences and an end by the rounds or the Hat")
        lines.append(f"The Times' score for an end in round {rnd}: {extra['times_score']}. "
                     f"{names[0]} {verdict}.")
    elif len(names) > 1:
        lines.append("Ties are broken by Report points (pins and Statements), then by Contacts.")
    lines.append("Categories: coin = points on the score track, hr = H.R. track, reach = houses, "
                 "report = pinned evidence, statements = Witness Statements.")
    return lines
