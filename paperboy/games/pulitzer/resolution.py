"""The Resolution phase in rulebook order: the queue of steps, the flip, the Pentagon Papers'
duels, the Kiosk's columns and rows, the Archive, the Event card, and the end of the round
(maintenance, the end of the game)."""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from typing import Any

from . import events
from .components import SECTIONS
from .core import _numbered
from .placement import Placement


@lru_cache(maxsize=64)
def _row_spaces(columns: tuple[str, ...], row: int) -> tuple[str, ...]:
    """The Kiosk spaces of one row, column by column."""
    return tuple(f"{c}{row}" for c in columns)

#: The resolution queue's steps by the name a queued task gives (kept in saves); filled by
#: ``state`` once every section is defined.
RESOLUTION_STEPS: dict[str, Callable[[Any, dict[str, Any]], None]] = {}


class Resolution(Placement):
    """The Resolution phase in rulebook order: the queue of steps, the flip, the Pentagon Papers'"""

    # ------------------------------------------------------------------ resolution flow
    def _start_resolution(self) -> None:
        s = self.s
        s["phase"] = "resolution"
        q: list[dict[str, Any]] = [{"t": "reveal"}]
        ev = s["event"]
        card = self.event()
        timing = card["timing"] if card else 0
        if timing == 4:
            q.append({"t": "event4"})
        if self.pentagon:
            q.append({"t": "duels"})
        q += [{"t": "column", "col": c} for c in s["kiosk_columns"]]
        q.append({"t": "rows"})
        if not self.pentagon:
            if ev == "massive-leak":
                q.append({"t": "massive_leak"})
            q.append({"t": "archive"})
        if timing == 2:
            q.append({"t": "event2"})
        if self.pentagon:
            q.append({"t": "agent_bus", "color": "blue"})
            q.append({"t": "agent_bus", "color": "red"})
        q.append({"t": "buses"})
        q.append({"t": "overtime"})
        q.append({"t": "newspaper"})
        q.append({"t": "maintenance"})
        s["queue"] = q

    def _advance(self) -> None:
        s = self.s
        while not s["over"] and s["phase"] == "resolution" and s["pending"] is None and s["queue"]:
            task = s["queue"].pop(0)
            RESOLUTION_STEPS[task["t"]](self, task)

    # --- reveal
    def _t_reveal(self, task: dict[str, Any]) -> None:
        shown = []
        for sp, occs in self.s["spaces"].items():
            for o in occs:
                if not o["up"]:
                    o["up"] = True
                    shown.append(f"{self._name(o['o'])} {o['j']} on {sp}")
        self._log("reveal", "Resolution: every Journalist is flipped. " + "; ".join(shown) + ".", reveal=True)

    # --- pentagon duels
    def _t_duels(self, task: dict[str, Any]) -> None:
        for sp in list(self.s["spaces"]):
            agents = self.agents_on(sp)
            journos = self._journalists(sp)
            if not agents or not journos:
                continue
            area = "bus" if sp.startswith("B") else "kiosk"
            agent = agents[0]
            best = max(self._value(j, area) for j in journos)
            if best >= agent["v"]:
                self.s["spaces"][sp].remove(agent)
                self._log("duel", f"{sp}: Journalist {best} beats the {agent['o']} Agent {agent['v']}; "
                          "the Agent leaves.")
            else:
                for j in journos:
                    self.s["spaces"][sp].remove(j)
                    if isinstance(j["o"], int):
                        self.player(j["o"])["hand"].append(j["j"])
                self._log("duel", f"{sp}: the {agent['o']} Agent {agent['v']} beats Journalist {best}; "
                          f"{self._name(journos[0]['o'])}'s Journalist leaves.")

    # --- kiosk
    def _column_totals(self, col: str) -> dict[Any, int]:
        totals: dict[Any, int] = {}
        spaces = self.s["spaces"]
        value = self._value
        for sp in _numbered(col, self.s["kiosk_rows"]):
            for o in spaces.get(sp, ()):
                owner = o["o"]
                totals[owner] = totals.get(owner, 0) + (value(o, "kiosk") if o["tok"] else int(o["v"]))
        return totals

    def _row_totals(self, row: int) -> dict[Any, int]:
        totals: dict[Any, int] = {}
        spaces = self.s["spaces"]
        value = self._value
        for sp in _row_spaces(tuple(self.s["kiosk_columns"]), row):
            for o in spaces.get(sp, ()):
                owner = o["o"]
                totals[owner] = totals.get(owner, 0) + (value(o, "row") if o["tok"] else int(o["v"]))
        return totals

    @staticmethod
    def _unique_max(totals: dict[Any, int]) -> Any:
        if not totals:
            return None
        values = totals.values()
        best = max(values)
        if best <= 0 or list(values).count(best) > 1:
            return None
        for k, v in totals.items():
            if v == best:
                return k
        return None  # not reached: ``best`` is one of the values

    def _t_column(self, task: dict[str, Any]) -> None:
        col = task["col"]
        name = self.components.column_names[col]
        totals = self._column_totals(col)
        winner = self._unique_max(totals)
        summary = ", ".join(f"{self._name(k)} {v}" for k, v in totals.items()) or "nobody"
        if winner is None:
            self._log("column", f"{name}: {summary} - no majority, no reward.")
            return
        if not isinstance(winner, int):
            self._log("column", f"{name}: {summary} - {self._name(winner)} leads; nothing happens.")
            return
        p = self.player(winner)
        who = self.players[winner]
        if col == "N":
            p["contacts"] += 1
            p["points"] += 3
            text = f"{name}: {summary} - {who} wins 1 Contact and 3 points"
            if not self.solo:
                self.s["press"] = winner
                text += " and takes the Press Pass"
            self._log("column", text + ".")
        elif col == "I":
            p["contacts"] += 2
            p["points"] += 6
            self._log("column", f"{name}: {summary} - {who} wins 2 Contacts and 6 points.")
        elif col == "C":
            p["points"] += 7
            self._log("column", f"{name}: {summary} - {who} wins 7 points.")
        elif col == "S":
            self._log("column", f"{name}: {summary} - {who} wins the Sports +2 token.")
            self._ask(winner, "sports")
        elif col == "E":
            self._log("column", f"{name}: {summary} - {who} wins the Entertainment +2 token.")
            self._ask(winner, "entertainment")

    def _own_spaces(self, seat: int, spaces: list[str]) -> list[str]:
        on_board = self.s["spaces"]
        out = []
        for sp in spaces:
            for o in on_board.get(sp, ()):
                if o["o"] == seat:
                    out.append(sp)
                    break
        return out

    def _ot_upper(self) -> list[str]:
        return [f"OT{i}" for i in range(1, self.s["ot_spaces"] + 1)]

    def _t_rows(self, task: dict[str, Any]) -> None:
        s = self.s
        if self.pentagon:
            press_rows = gov_rows = 0
            s["houses_moved"] = []
            for r in range(1, s["kiosk_rows"] + 1):
                totals = self._row_totals(r)
                press = sum(v for k, v in totals.items() if k not in ("red", "blue"))
                gov = sum(v for k, v in totals.items() if k in ("red", "blue"))
                color = s["house_colors"][r - 1]
                if press > gov:
                    press_rows += 1
                    s["houses_moved"].append("hat")
                    verdict = "the Press wins; the house moves toward the Hat"
                elif gov > press:
                    gov_rows += 1
                    s["houses_moved"].append("capitol")
                    verdict = "the Government wins; the house moves toward the Capitol"
                else:
                    s["houses_moved"].append(None)
                    verdict = "a tie; the house stays"
                self._log("row", f"Row {r} ({color}): Journalists {press} vs Agents {gov} - {verdict}.")
            net = press_rows - gov_rows
            pentagon = self.tables["pentagon"]
            s["opinion"] = max(pentagon["opinion_capitol"], min(pentagon["opinion_hat"], s["opinion"] + net))
            self._log("opinion", f"Public Opinion moves {abs(net)} toward the "
                      f"{'Hat' if net > 0 else 'Capitol' if net < 0 else '(no move)'} "
                      f"and stands at {s['opinion']} (Capitol {pentagon['opinion_capitol']}, "
                      f"Hat {pentagon['opinion_hat']}).")
            if s["opinion"] <= pentagon["opinion_capitol"]:
                self._log("end", "Public Opinion reaches the Capitol: the Press has lost the public's trust. "
                          "The game ends at once and nobody wins the Pulitzer.")
                self.finish_game("capitol")
            elif s["opinion"] >= pentagon["opinion_hat"] and not s["hat"]:
                s["hat"] = True
                self._log("end", "Public Opinion reaches the Hat: the Government has lost. This round is the last.")
            return
        players, names = s["p"], self.players
        per_color = self.tables["houses_per_color"]
        for r in range(1, s["kiosk_rows"] + 1):
            totals = {k: v for k, v in self._row_totals(r).items() if isinstance(k, int)}
            color = s["house_colors"][r - 1]
            winner = self._unique_max(totals)
            summary = ", ".join([f"{names[k]} {v}" for k, v in totals.items()]) or "nobody"
            if winner is None:
                self._log("row", f"Row {r} ({color}): {summary} - tie or empty, no house.")
                continue
            taken = 0
            for p in players:
                taken += p["houses"][color]
            if taken >= per_color:
                self._log("row", f"Row {r} ({color}): {names[winner]} leads but no {color} house is left.")
                continue
            players[winner]["houses"][color] += 1
            self._log("row", f"Row {r} ({color}): {summary} - {self.players[winner]} gains a {color} house.")

    # --- archive
    def _t_massive_leak(self, task: dict[str, Any]) -> None:
        events.massive_leak(self)

    def _t_archive(self, task: dict[str, Any]) -> None:
        s = self.s
        upper = [f"AR{i}" for i in range(1, s["archive"] + 1)]
        occs = [(i, o) for i, sp in enumerate(upper) for o in s["spaces"].get(sp, [])]
        order = sorted(occs, key=lambda io: (-self._value(io[1], "archive"), io[0]))
        lower = self.tables["archive"]["lower"]
        s["supports"] = {str(i): [] for i in range(self.n)}
        texts = []
        for k, (_, o) in enumerate(order):
            reward = list(lower[k]) if k < len(lower) else []
            if s["massive_leak"]:
                reward = reward + ["E"]
            if k < len(lower):
                texts.append(f"{self.players[o['o']]} {self._value(o, 'archive')} to lower space {k + 1} "
                             f"({'+'.join(lower[k])})")
            else:
                texts.append(f"{self.players[o['o']]} {self._value(o, 'archive')} is not repositioned")
            if reward:
                s["supports"][str(o["o"])].append({"id": f"S{k + 1}", "reward": reward})
        if texts:
            self._log("archive", "Archive: " + "; ".join(texts) + ".")

    # --- events II and IV
    def _t_event4(self, task: dict[str, Any]) -> None:
        """Time IV: the round's Event card after the flip (``events.AT_TIME_IV``)."""
        events.AT_TIME_IV[self.s["event"]](self)

    def _t_event2(self, task: dict[str, Any]) -> None:
        """Time II: the round's Event card after the Archive (``events.AT_TIME_II``)."""
        events.AT_TIME_II[self.s["event"]](self)

    # --- maintenance and the end
    def _t_maintenance(self, task: dict[str, Any]) -> None:
        s = self.s
        players = s["p"]
        for occs in s["spaces"].values():
            for o in occs:
                owner = o["o"]
                if isinstance(owner, int):
                    p = players[owner]
                    j = o["j"]
                    if j not in p["arrested"]:
                        p["hand"].append(j)
        s["spaces"] = {}
        for p in players:
            p["hand"] = sorted(set(p["hand"]))
            p["requests"] = p["requests_total"]
        s["requests"] = {sec: [] for sec in SECTIONS}
        this_round = s["round"]
        for t in s["tokens"]:
            at = t["at"]
            if at == "used" or (isinstance(at, int) and t["round"] < this_round):
                t["at"] = "supply"
        s["supports"] = {}
        s["massive_leak"] = False
        for c in (s["leak"] or {}).get("cards", []):
            self._discard(c)
        s["leak"] = None
        s["event_cards"] = []
        s["ot_extra_used"] = False
        for c in s["ot_row"]:
            self._discard(c)
        s["ot_row"] = []
        if s["round"] >= self.tables["rounds"] or s["hat"]:
            self.finish_game("hat" if s["hat"] else "rounds")
            return
        s["round"] += 1
        if s["news_deck"]:
            s["news_shown"] = s["news_deck"].pop()
        s["event"] = None
        if s["event_deck"] and s["round"] >= 2:
            s["event"] = s["event_deck"].pop()
            e = self.event()
            assert e is not None
            self._log("event", f"Event: {e['name']} - {e['text']}", reveal=True, event=s["event"])
        self._refill_overtime()
        self._round_start()

    def finish_game(self, reason: str) -> None:
        s = self.s
        s["over"] = True
        s["phase"] = "over"
        s["ended"] = reason
        s["ended_round"] = s["round"]
        s["pending"] = None
        s["queue"] = []
        res = self.result()
        self._log("final", "Final scores: " + ", ".join(
            f"{self.players[i]} {res.totals[i]}" for i in range(self.n)) + ". "
            + ("Winner: " + ", ".join(self.players[w] for w in res.winners) if res.winners
               else "Nobody wins the Pulitzer") + ".")

