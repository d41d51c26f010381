"""Overtime: the order on the Overtime spaces, the billboard's cards and what they give."""

from __future__ import annotations

from typing import Any

from .buses import Buses


class Overtime(Buses):
    """Overtime: the order on the Overtime spaces, the billboard's cards and what they give."""

    # --- overtime
    def _t_overtime(self, task: dict[str, Any]) -> None:
        upper = self._ot_upper()
        occs = [(i, o) for i, sp in enumerate(upper) for o in self.s["spaces"].get(sp, [])]
        order = sorted(occs, key=lambda io: (-self._value(io[1], "overtime"), io[0]))
        cards = self.T["overtime"]["card_spaces"]
        destroy = self.T["overtime"]["destroy_spaces"]
        tasks = []
        texts = []
        for k, (_, o) in enumerate(order):
            texts.append(f"{k + 1}. {self._name(o['o'])} {self._value(o, 'overtime')}")
            if k < cards:
                tasks.append({"t": "ot_pick", "owner": o["o"]})
            elif k < cards + destroy and isinstance(o["o"], int):
                tasks.append({"t": "destroy", "seat": o["o"], "line": None, "why": "Overtime"})
        if texts:
            self._log("overtime", "Overtime order: " + "; ".join(texts) + ".")
        self._push(*tasks)

    def _t_ot_pick(self, task: dict[str, Any]) -> None:
        owner = task["owner"]
        row = self.s["ot_row"]
        if not row:
            self._log("overtime", f"{self._name(owner)} finds no Overtime card left.")
            return
        if owner == "times":
            card = max(row, key=lambda c: self.D.overtime[c]["number"])
            row.remove(card)
            self._discard(card)
            self._log("times", f"The Times takes the highest-numbered Overtime card, {self._ot_label(card)}, "
                      "and discards it.")
            return
        self._ask(owner, "ot_pick")

    def _ot_options(self, seat: int) -> list[str]:
        opts = list(self.s["ot_row"])
        if (not self.s["ot_extra_used"] and self.P(seat)["contacts"] >= 1
                and (self.s["ot_deck"] or self.s["ot_discard"])):
            opts.append("extra")
        return opts

    def _take_overtime(self, seat: int, card: str) -> None:
        p = self.P(seat)
        self.s["ot_row"].remove(card)
        self._discard(card)
        c = self.D.overtime[card]
        name = self.players[seat]
        if c["kind"] == "talk":
            p["money"] += c["amount"]
            self._log("overtime", f"{name} takes {self._ot_label(card)} and earns ${c['amount']}.")
        elif c["kind"] == "radio":
            p["points"] += c["amount"]
            self._log("overtime", f"{name} takes {self._ot_label(card)} and gains {c['amount']} points.")
        elif c["kind"] == "evidence":
            self._log("overtime", f"{name} takes {self._ot_label(card)}.")
            self._ask(seat, "new_evidence")
        else:
            opts = self._statement_options(seat, c["lines"])
            self._log("overtime", f"{name} takes {self._ot_label(card)}.")
            if not opts:
                self._log("overtime", f"{name} has no pin without a Statement in line {'/'.join(c['lines'])}.")
            elif len(opts) == 1:
                self._statement(seat, opts[0])
            else:
                self._ask(seat, "statement", options=opts)

    def _statement_options(self, seat: int, lines: list[str]) -> list[str]:
        return [pin["space"] for pin in self.P(seat)["pins"]
                if self.D.space_line[pin["space"]] in lines and not pin.get("statement")]

    def _statement(self, seat: int, space: str) -> None:
        for pin in self.P(seat)["pins"]:
            if pin["space"] == space:
                pin["statement"] = True
        line = self.D.space_line[space]
        self._log("statement", f"{self.players[seat]} places a Witness Statement under {space} "
                  f"(worth {self.D.statement_value[line]} points).")

