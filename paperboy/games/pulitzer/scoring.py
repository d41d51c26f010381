"""Final scoring (rulebook "End of the game"): the pure helpers shared by the game state and
the scorepad, and the state's result."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from paperboy.engine import Result

from .decisions import Decisions


def reach_scores(houses: Sequence[dict[str, int]], colors: Sequence[str]) -> list[int]:
    """Reach points per player: 3 a house, +5 a colour majority (no ties), +10 a full set."""
    out = []
    for seat, mine in enumerate(houses):
        score = 3 * sum(mine.get(c, 0) for c in colors)
        for c in colors:
            others = [h.get(c, 0) for o, h in enumerate(houses) if o != seat]
            if mine.get(c, 0) > 0 and all(mine.get(c, 0) > x for x in others):
                score += 5
        score += 10 * min(mine.get(c, 0) for c in colors)
        out.append(score)
    return out


def chronicle_bonus(highlighted: int) -> int:
    """Chronicle mode: 20 points for 5 highlighted evidences, 35 for 8 or more."""
    return 35 if highlighted >= 8 else 20 if highlighted >= 5 else 0


def pick_winners(totals: Sequence[int], reports: Sequence[int], contacts: Sequence[int],
                 eligible: Sequence[bool]) -> list[int]:
    """Highest total among the eligible; ties by Report score, then by Contacts."""
    cands = [i for i in range(len(totals)) if eligible[i]]
    if not cands:
        return []
    key = {i: (totals[i], reports[i], contacts[i]) for i in cands}
    best = max(key.values())
    return [i for i in cands if key[i] == best]


class Scoring(Decisions):
    """The final (or current) standing: points by category, qualification, winners."""

    # ------------------------------------------------------------------ result
    def result(self) -> Result:
        n = self.n
        D = self.D
        totals, breakdown = [], []
        qualified = []
        chronicle = self.options.get("mode") == "chronicle" and not self.pentagon
        houses_score = self._reach_scores() if not self.pentagon else [0] * n
        hr = self.T["hr"]
        for seat in range(n):
            p = self.P(seat)
            report_pins = sum(D.line_value[D.space_line[pin["space"]]] for pin in p["pins"])
            statements = sum(D.statement_value[D.space_line[pin["space"]]] for pin in p["pins"]
                             if pin.get("statement"))
            hl = self.highlighted_pins(seat)
            b = {"coin": p["points"], "hr": hr[p["hr"] - 1]["points"], "reach": houses_score[seat],
                 "report": report_pins, "statements": statements}
            if chronicle:
                b["chronicle"] = chronicle_bonus(hl)
            ok = hl >= 5 and not p["eliminated"]
            if chronicle:
                ok = True
            if self.s["ended"] == "capitol":
                ok = False
            qualified.append(ok)
            breakdown.append(b)
            totals.append(sum(b.values()))
        winners: list[int] = []
        extra: dict[str, Any] = {"qualified": qualified, "ended": self.s["ended"],
                                 "ended_round": self.s["ended_round"],
                                 "highlighted": [self.highlighted_pins(i) for i in range(n)]}
        if self.s["over"]:
            if self.solo:
                rnd = self.s["ended_round"] or self.s["round"]
                target = self.T["pentagon"]["solo_scores"][str(rnd)]
                extra["times_score"] = target
                if qualified[0] and totals[0] > target and self.s["ended"] in ("rounds", "hat"):
                    winners = [0]
            else:
                cands = [i for i in range(n) if qualified[i]]
                if self.pentagon and self.s["ended"] == "eliminated":
                    # The rival of an eliminated player wins at that moment.
                    cands = [i for i in range(n) if not self.P(i)["eliminated"]]
                winners = pick_winners(totals, [b["report"] + b["statements"] for b in breakdown],
                                       [self.P(i)["contacts"] for i in range(n)],
                                       [i in cands for i in range(n)])
        eliminated = [i for i in range(n) if not qualified[i]] if self.s["over"] else \
            [i for i in range(n) if self.P(i)["eliminated"]]
        return Result(totals=totals, breakdown=breakdown, winners=winners, eliminated=eliminated, extra=extra)

    def _reach_scores(self) -> list[int]:
        return reach_scores([self.P(i)["houses"] for i in range(self.n)], self.s["house_colors"])

