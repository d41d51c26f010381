"""Pulitzer bots: ``novice`` (mostly random, never silly passes) and ``expert`` (heuristics).

The expert scores every legal action with hand-tuned estimates: money and majorities in
the Kiosk, card count and reach on the Buses, the Overtime queue, highlighted evidence
and string economy on the Investigation board, and the public mood in The Pentagon
Papers. No look-ahead, so a move takes a few milliseconds.
"""

from __future__ import annotations

from typing import Any

from paperboy.engine import Action, Bot

from .actions import Bail, Buy, Choose, Destroy, Edit, Pass, Pin, Place, Request, Skip, Train, Unpin
from .core import _area_of

UNKNOWN = 3  # what a face-down rival Journalist is assumed to be worth
#: What each token placed with a Journalist adds to its strength, in the expert's eyes.
TOKEN_BONUS = {"newsroom": 2, "registry": 2, "photo1": 1, "photo2": 2}
#: What winning a Kiosk column's majority is worth, in the expert's eyes.
_VALUES = {str(v): v for v in range(1, 6)}  # a numbered Journalist's value
_REWARD = {"N": 6.0, "I": 9.0, "S": 3.0, "E": 3.0, "C": 7.0}
_MASK = (1 << 64) - 1


def _noises(rng: Any, count: int) -> list[float]:
    """``count`` draws of ``rng.random()`` at once (the same numbers, the same generator
    state after): the expert adds a little noise to every action it scores."""
    state = rng.state
    out = []
    for _ in range(count):
        state = (state + 0x9E3779B97F4A7C15) & _MASK
        z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        out.append(((z ^ (z >> 31)) >> 11) * (1.0 / (1 << 53)))
    rng.state = state
    return out


class PulitzerBot(Bot):
    """A Pulitzer player; ``level`` is ``novice`` or ``expert``."""

    def choose(self, state: Any, seat: int) -> Action:
        legal = state.legal_actions(seat)
        if len(legal) == 1:
            return legal[0]
        if self.level == "novice" and self.rng.random() < 0.6:
            useful = [a for a in legal if not isinstance(a, Pass | Unpin | Skip)] or legal
            return self.rng.choice(useful)
        best, best_score = legal[0], float("-inf")
        self._memo: dict[Any, Any] = {}  # answers shared by the actions of this one decision
        score, place = self.score, self._place
        for action, noise in zip(legal, _noises(self.rng, len(legal)), strict=True):
            # a Place, the most listed move, goes straight to its scorer
            value = (place(state, seat, action) if type(action) is Place else score(state, seat, action)) \
                + noise * 0.01
            if value > best_score:
                best, best_score = action, value
        return best

    def ranked(self, state: Any, seat: int) -> list[Action]:
        """The legal actions, best score first, without the noise (the master tries its
        root moves in this order, see ``engine/search.py``); draws nothing from the bot's
        random stream."""
        legal = state.legal_actions(seat)
        if len(legal) == 1:
            return legal
        self._memo = {}
        values = [self._place(state, seat, a) if type(a) is Place else self.score(state, seat, a) for a in legal]
        return [legal[i] for i in sorted(range(len(legal)), key=lambda i: -values[i])]

    # ------------------------------------------------------------------ scoring
    def score(self, st: Any, seat: int, a: Action) -> float:
        if isinstance(a, Place):
            return self._place(st, seat, a)
        if isinstance(a, Request):
            return self._request(st, seat, a)
        if isinstance(a, Pass):
            return self._pass(st, seat)
        if isinstance(a, Edit):
            return 2.5
        if isinstance(a, Bail):
            return 4.0
        if isinstance(a, Unpin):
            return -5.0
        if isinstance(a, Pin):
            return self._pin(st, seat, a)
        if isinstance(a, Destroy):
            return self._destroy(st, seat, a)
        if isinstance(a, Train):
            return self._train(st, seat, a)
        if isinstance(a, Buy):
            p = st.player(seat)
            if st.s["round"] >= st.tables["rounds"]:
                return -1.0
            cost = st.tables["newspaper"]["photo_cost"][a.token] - a.contacts * st.tables["contact_value"]
            return (3.0 if a.token == "photo2" else 1.5) - cost / 400 - a.contacts * 0.8 + (p["money"] > 1200)
        if isinstance(a, Skip):
            return 0.0
        if isinstance(a, Choose):
            return self._choose(st, seat, a)
        return 0.0

    def _money_worth(self, st: Any, seat: int) -> float:
        """Money matters less when plentiful and not at all after the last round's spending."""
        if st.s["round"] >= st.tables["rounds"]:
            return 0.2
        return 1.0 if st.player(seat)["money"] < 1200 else 0.5

    def _rounds_left(self, st: Any) -> int:
        return int(st.tables["rounds"] - st.s["round"])

    def _pass(self, st: Any, seat: int) -> float:
        if st.pentagon:
            marker = st.turn_marker()
            return -1.0 if marker < 5 else 0.5 + (marker - 5)
        return -3.0

    def _request(self, st: Any, seat: int, a: Request) -> float:
        p = st.player(seat)
        last = st.s["round"] >= st.tables["rounds"]
        if a.section == "hr":
            if not p["hired"]:
                return 2.0 if last else 7.0 + self._rounds_left(st) * 0.3
            nxt = st.tables["hr"][p["hr"]]["cost"] if p["hr"] < 6 else 10**6
            funds = p["money"] + p["contacts"] * st.tables["contact_value"]
            return 4.0 if funds >= nxt + 300 else 0.5
        if last:
            return -2.0
        return {"editing": 1.5, "newsroom": 2.5, "registry": 3.0 if st.pentagon else 2.0,
                "photo": 2.5 if p["money"] >= 700 else 0.5, "management": 0.8}[a.section]

    def _place(self, st: Any, seat: int, a: Place) -> float:
        p = st.player(seat)
        journalist = a.journalist
        v = p["hr"] if journalist == "X" else _VALUES[journalist]
        sp = a.space
        area = _area_of(sp)
        tokens = a.tokens
        bonus = sum(TOKEN_BONUS.get(t, 0) for t in tokens) if tokens else 0
        opportunity = 0.9 * v
        if area == "kiosk":
            return self._kiosk(st, seat, a, v + (bonus if "newsroom" in tokens else 0)) - opportunity \
                + (0.5 if tokens else 0)
        if area == "bus":
            bus = st.s["buses"][sp]
            memo = self.__dict__.setdefault("_memo", {})
            stuck = memo.get(("no bus", seat))
            if stuck is None:  # the same for every action of a decision
                stuck = memo[("no bus", seat)] = st.string_left(seat) <= 0 or \
                    st.highlighted_pins(seat) + len(st.free_highlighted(seat)) == 0
            if stuck:
                return -4.0
            reach = min(v + (bonus if any(t.startswith("photo") for t in a.tokens) else 0), 6)
            rich = p["money"] >= 1500 or st.s["round"] >= st.tables["rounds"]
            score = 5.0 + 1.6 * reach + 1.2 * (bus["E"] + bus["L"]) - bus["cost"] / (500 if rich else 180)
            score += 1.0 if st.s["round"] <= 4 else 0.0
            if "registry" in a.tokens:
                score += 2.0
            if st.pentagon:
                agent = st.agents_on(sp)
                if agent:
                    av = agent[0]["v"] if agent[0]["up"] else UNKNOWN + 0.5
                    score += 3.0 if reach >= av else -6.0
            money_after = p["money"] - bus["cost"]
            if money_after < 0:
                return -10.0
            return score - opportunity
        if area == "archive":
            memo = self.__dict__.setdefault("_memo", {})
            known = memo.get(("archive", seat))
            if known is None:  # the same for every action of a decision
                mine_bus = sum(1 for b in st.s["buses"] for o in st._journalists(b) if o["o"] == seat)
                placed = sum(len(st._journalists(f"AR{i}")) for i in range(1, st.s["archive"] + 1))
                known = memo[("archive", seat)] = (mine_bus > 0 or p["money"] >= 300, placed)
            plans, placed = known
            score = (3.0 + 0.9 * (v + bonus) - 0.5 * placed) if plans else -2.0
            return score - opportunity
        if area == "overtime":
            ahead = 0
            for i in range(1, st.s["ot_spaces"] + 1):
                for o in st._journalists(f"OT{i}"):
                    ov = o["v"] if (o["up"] or o["o"] == seat) else UNKNOWN
                    if ov >= v:
                        ahead += 1
            if ahead >= 3:
                return -4.0
            return 4.5 + 0.6 * v - ahead - opportunity
        if area == "event":
            ev = st.s["event"]
            if ev == "private-investigator":
                return (3.0 if sp == "EV1" else 2.0) - 0.5 * v
            if ev in ("fundraising", "press-trial"):
                return (v - 3.5) * 2.0 - opportunity * 0.5
            if ev in ("state-plumbers", "the-insider"):
                return 1.0 + 0.5 * v - opportunity * 0.5
            if ev == "document-leak":
                return 1.5 + 0.5 * v - opportunity * 0.5
            if ev == "snitches":
                return 1.0 - opportunity * 0.5
        return 0.0

    def _kiosk(self, st: Any, seat: int, a: Place, v: int) -> float:
        memo = self.__dict__.setdefault("_memo", {})
        key = (a.space, a.faceup, v)  # all it reads of the action (the seat is the decision's)
        known = memo.get(key)
        if known is None:
            known = memo[key] = self._kiosk_value(st, seat, a, v, memo)
        return known

    def _kiosk_value(self, st: Any, seat: int, a: Place, v: int, memo: dict[Any, Any]) -> float:
        """The worth of Journalist value ``v`` on the Kiosk space ``a.space``: its money, the
        event's bonus, and the column and row majorities it would win (or, in The Pentagon
        Papers, the row it helps the press win and the Agent it beats)."""
        sp = a.space
        col, row = sp[0], int(sp[1:])
        column = memo.get(("column", col, seat))
        if column is None:
            column = memo[("column", col, seat)] = self._kiosk_column(st, seat, col, memo)
        worth, news, bonus, reward, col_mine, col_other = column
        if a.faceup:
            money = v * 100 + 300
        else:
            money = news
        score = money / 100.0 * worth
        if bonus:
            score += bonus
        if v + col_mine > col_other:
            score += reward * (0.75 if v + col_mine > col_other + 1 else 0.45)
        line = memo.get(("row", row, seat))
        if line is None:
            line = memo[("row", row, seat)] = self._kiosk_row(st, seat, row)
        row_mine, row_other, gov, danger = line
        if danger is None:  # outside The Pentagon Papers: the row's house
            if v + row_mine > row_other:
                score += 3.5
            return score
        press = v + row_mine + row_other
        agent = st.agents_on(sp)
        if agent:
            av = agent[0]["v"] if agent[0]["up"] else UNKNOWN
            if v >= av:
                gov -= av
                score += 1.5
            else:
                press -= v
                score -= 3.0
        if press > gov:
            score += 2.5 + danger * 1.5
        return score

    def _kiosk_column(self, st: Any, seat: int, col: str, memo: dict[Any, Any]) -> tuple[Any, ...]:
        """What a Kiosk column offers ``seat`` this decision, the same for every space and
        Journalist: the money's worth, the News money, the event's bonus, the majority's
        reward, and the Journalist values of the seat and of its strongest rival there."""
        news = memo.get("news")
        if news is None:
            news = memo["news"] = st.news_money()
        ev = st.s["event"]
        bonus = 0
        if ev == "awards-gala" and col == "E":
            bonus = 3
        elif ev == "thanksgiving" and col == "N" and st.s["placed_in"]["N"] < 3:
            bonus = (5, 3, 1)[st.s["placed_in"]["N"]]
        elif ev == "war-report" and col == "I" and st.s["placed_in"]["I"] < 3:
            bonus = (6, 3, 1)[st.s["placed_in"]["I"]]
        elif ev == "white-house-scandal" and col == "N":
            bonus = 3 - (4 if not st.player(seat)["target"] else 0)
        mine, others = self._kiosk_line(st, seat, [f"{col}{r}" for r in range(1, st.s["kiosk_rows"] + 1)])
        return (self._money_worth(st, seat), news[col], bonus, _REWARD[col], mine,
                max(others.values(), default=0))

    def _kiosk_row(self, st: Any, seat: int, row: int) -> tuple[int, int, int, float | None]:
        """A Kiosk row as ``seat`` sees it: its own Journalist values there, then outside The
        Pentagon Papers the strongest rival's (and no danger); in it, the other press
        Journalists' values, the Agents' and how close Public Opinion is to the Capitol."""
        mine, others = self._kiosk_line(st, seat, [f"{c}{row}" for c in st.s["kiosk_columns"]])
        if not st.pentagon:
            return mine, max(others.values(), default=0), 0, None
        press = sum(x for k, x in others.items() if k not in ("red", "blue"))
        gov = sum(x for k, x in others.items() if k in ("red", "blue"))
        return mine, press, gov, 4.0 - min(st.s["opinion"], 4)

    @staticmethod
    def _kiosk_line(st: Any, seat: int, spaces: list[str]) -> tuple[int, dict[Any, int]]:
        """The seat's Journalist values on ``spaces`` and each other owner's (a face-down rival
        counts as ``UNKNOWN``)."""
        mine = 0
        others: dict[Any, int] = {}
        for sp in spaces:
            for o in st.s["spaces"].get(sp, []):
                val = o["v"] if (o["up"] or o["o"] == seat) else UNKNOWN
                if o["o"] == seat:
                    mine += val
                else:
                    others[o["o"]] = others.get(o["o"], 0) + val
        return mine, others

    def _pin(self, st: Any, seat: int, a: Pin) -> float:
        comps = st.components
        line = comps.space_line[a.space]
        free = st.free_highlighted(seat)
        need = st.highlighted_pins(seat) < 5
        score = float(comps.line_value[line])
        if a.space in free:
            score += 12.0 if need else 5.0
        dist = comps.distance(st.last_position(seat), a.space)
        # String is a budget: spend it freely only on highlighted evidence.
        score -= dist * (2.0 if need and a.space not in free else 0.8)
        others = [s for s in free if s != a.space]
        if others:
            score -= 0.6 * min(comps.distance(a.space, s) for s in others)
        if a.line and a.line in comps.lines and len(comps.lines[a.line]) == 2:
            score -= 6.0 if st.free_highlighted(seat, line) else 0.0
        for card in (a.evidence, a.line):
            if card in ("wildE", "wildL"):
                score -= 2.0
            elif card and card in st.player(seat)["stash"]:
                score -= 0.5
            elif card and st.s.get("leak") and card in st.s["leak"]["cards"] and card not in st.s["work"]["E"]:
                score -= 2.0
        return score

    def _destroy(self, st: Any, seat: int, a: Destroy) -> float:
        comps = st.components
        return -comps.line_value[comps.space_line[a.space]] + comps.distance(st.last_position(seat), a.space) * 0.7

    def _train(self, st: Any, seat: int, a: Train) -> float:
        p = st.player(seat)
        hr = st.tables["hr"]
        gain = hr[p["hr"] - 1 + a.steps]["points"] - hr[p["hr"] - 1]["points"]
        cost = sum(hr[p["hr"] - 1 + k]["cost"] for k in range(1, a.steps + 1))
        money = max(0, cost - a.contacts * st.tables["contact_value"])
        rounds_left = self._rounds_left(st)
        keep = 0 if rounds_left == 0 else 400
        if p["money"] - money < keep:
            return -5.0
        return gain + a.steps * 0.6 * min(rounds_left, 4) - money / 130 - a.contacts * 1.2

    def _choose(self, st: Any, seat: int, a: Choose) -> float:
        pd = st.s["pending"]
        kind = pd["kind"] if pd else ""
        opt = a.option
        if kind == "sports":
            if opt == "cash":
                return 3.0
            row = int(opt[1:])
            totals = st._row_totals(row)
            mine = totals.get(seat, 0)
            rivals = max((v for k, v in totals.items() if k != seat), default=0)
            return 6.0 if mine <= rivals < mine + 2 else 1.0
        if kind == "entertainment":
            return 2.0 if opt == "contact" else 3.0
        if kind == "support":
            return {"E": 1.0, "L": 1.2}.get(opt, 0.0) + (3.0 if opt == "S1" else 1.0)
        if kind == "ot_pick":
            if opt == "extra":
                best = max((self._ot_value(st, seat, c) for c in st.s["ot_row"]), default=0)
                return 4.5 if best < 4 and st.player(seat)["contacts"] >= 2 else -1.0
            return self._ot_value(st, seat, opt)
        if kind == "new_evidence":
            return 1.0 if opt == "L" else 0.9
        if kind == "fundraising":
            return 1.0 if opt == "cash" else 0.8
        if kind in ("leak_keep", "snitch_keep"):
            cards = st.components.evidence.get(opt) or st.components.lines.get(opt) or []
            return float(len(cards))
        if kind == "statement":
            comps = st.components
            return float(comps.statement_value[comps.space_line[opt]]) if opt in comps.space_line else 0.0
        return 0.0

    def _ot_value(self, st: Any, seat: int, card: str) -> float:
        c = st.components.overtime[card]
        if c["kind"] == "talk":
            return c["amount"] / 130 * self._money_worth(st, seat)
        if c["kind"] == "radio":
            return float(c["amount"])
        if c["kind"] == "evidence":
            return 3.0 if st.s["round"] < st.tables["rounds"] else 0.0
        opts = st._statement_options(seat, c["lines"])
        return max((st.components.statement_value[st.components.space_line[s]] for s in opts), default=0) + 0.5
