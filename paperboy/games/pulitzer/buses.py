"""The Buses: Agents investigating (The Pentagon Papers), destroyed evidence, and each Bus
Journalist gathering cards and pinning evidence on the Investigation board."""

from __future__ import annotations

from typing import Any

from .actions import Pin
from .resolution import Resolution

_WILD_LINES = ["A", "B", "C", "D"]
_NO_LINE: list[str] = []  # the X line: pinned with the Evidence card alone


class Buses(Resolution):
    """The Buses: Agents investigating (The Pentagon Papers), destroyed evidence, and each Bus"""

    # --- agents on the buses (pentagon)
    def _t_agent_bus(self, task: dict[str, Any]) -> None:
        color = task["color"]
        space = "B1" if color == "blue" else "B4"
        agents = [a for a in self.agents_on(space) if a["o"] == color]
        if not agents:
            return
        ne, nl = 1, 1
        marker = self.turn_marker()
        if color == "blue":
            if marker >= 6:
                nl += 1
            if marker >= 7:
                ne += 1
        ev = self._draw_many("ev", ne)
        ln = self._draw_many("ln", nl)
        self._log("agents", f"The {color} Agent on {space} investigates: "
                  + ", ".join(self._card_text(c) for c in ev + ln) + ".", reveal=True, cards=ev + ln)
        tasks = []
        for seat in range(self.n):
            if self.player(seat)["eliminated"]:
                continue
            cands = self._matches(seat, ev, ln)
            if not cands:
                self._log("agents", f"The {color} Agent finds nothing on {self.players[seat]}'s Report.")
                continue
            best = max(self.components.line_value[self.components.space_line[c]] for c in cands)
            top = [c for c in cands if self.components.line_value[self.components.space_line[c]] == best]
            tasks.append({"t": "destroy", "seat": seat, "only": top, "line": None,
                          "why": f"the {color} Agent"})
        for c in ev + ln:
            self._discard(c)
        self._push(*tasks)

    def _matches(self, seat: int, ev: list[str], ln: list[str]) -> list[str]:
        free = set(self.free_highlighted(seat))
        out = []
        syms = {s for c in ev for s in self.components.evidence[c]}
        lines = {ln_ for c in ln for ln_ in self.components.lines[c]} | {"X"}
        for sym in syms:
            for line in lines:
                sp = self.components.line_symbol_space.get((line, sym))
                if sp and sp in free and sp not in out:
                    out.append(sp)
        return sorted(out)

    # --- destruction
    def _t_destroy(self, task: dict[str, Any]) -> None:
        seat = task["seat"]
        cands = task.get("only") or self.free_highlighted(seat, task.get("line"))
        cands = [c for c in cands if c in self.free_highlighted(seat)]
        if not cands:
            self._log("destroy", f"{task['why']}: {self.players[seat]} has no free highlighted Evidence to destroy.")
            return
        if len(cands) == 1:
            self.destroy_evidence(seat, cands[0], task["why"])
            return
        self._ask(seat, "destroy", options=cands, why=task["why"])

    def destroy_evidence(self, seat: int, space: str, why: str) -> None:
        p = self.player(seat)
        p["destroyed"].append(space)
        self._log("destroy", f"{why}: {self.players[seat]}'s Evidence on {space} is destroyed.", seat=seat, space=space)
        if self.pentagon and not p["eliminated"]:
            possible = self.highlighted_pins(seat) + len(self.free_highlighted(seat))
            if possible < 5:
                p["eliminated"] = True
                self._log("end", f"{self.players[seat]} can no longer gather 5 highlighted Evidences and is "
                          "out of the race.")
                alive = [i for i in range(self.n) if not self.player(i)["eliminated"]]
                if self.solo or not alive:
                    self.finish_game("eliminated")
                elif len(alive) == 1:
                    self._log("end", f"{self.players[alive[0]]} wins at once.")
                    self.finish_game("eliminated")

    # --- buses
    def _t_buses(self, task: dict[str, Any]) -> None:
        order = [(self.s["press"] + k) % self.n for k in range(self.n)]
        self._push(*({"t": "bus_player", "seat": seat} for seat in order))

    def _bus_journalists(self, seat: int) -> list[tuple[str, dict[str, Any]]]:
        out = []
        for sp in self.s["buses"]:
            for o in self.s["spaces"].get(sp, []):
                if o["o"] == seat and not o.get("done"):
                    out.append((sp, o))
        return out

    def _t_bus_player(self, task: dict[str, Any]) -> None:
        seat = task["seat"]
        if self.player(seat)["eliminated"]:
            return
        js = self._bus_journalists(seat)
        if not js:
            return
        self._push({"t": "bus_player", "seat": seat})
        if len(js) == 1:
            self._push({"t": "bus_support", "seat": seat, "uid": js[0][1]["uid"]})
        else:
            self._ask(seat, "bus_order", options=[o["uid"] for _, o in js])

    def _support_options(self, seat: int, uid: str) -> list[str]:
        if self.pentagon:
            found = self._occ_space(uid)
            if found and "registry" in found[1]["tok"]:
                return ["E", "L"]
            return []
        sups = self.s.get("supports", {}).get(str(seat), [])
        return [x["id"] for x in sups]

    def _t_bus_support(self, task: dict[str, Any]) -> None:
        seat, uid = task["seat"], task["uid"]
        found = self._occ_space(uid)
        assert found is not None
        found[1]["done"] = True
        opts = self._support_options(seat, uid)
        self._push({"t": "bus_draw", "seat": seat, "uid": uid, "E": 0, "L": 0})
        if not opts:
            return
        if not self.pentagon:
            sups = self.s["supports"][str(seat)]
            if len({tuple(x["reward"]) for x in sups}) == 1:
                self._use_support(seat, opts[0])
                return
        self._ask(seat, "support", uid=uid, options=opts)

    def _use_support(self, seat: int, option: str) -> None:
        draw = self.s["queue"][0]
        if self.pentagon:
            draw[option] += 2
            self._log("support", f"{self.players[seat]} uses the Registry token: 2 extra "
                      f"{'Evidence' if option == 'E' else 'Investigation Line'} cards.")
            return
        sups = self.s["supports"][str(seat)]
        sup = next(x for x in sups if x["id"] == option)
        sups.remove(sup)
        for r in sup["reward"]:
            draw[r] += 1
        self._log("support", f"{self.players[seat]}'s Archive Journalist adds "
                  + " and ".join("an Evidence card" if r == "E" else "an Investigation Line card"
                                 for r in sup["reward"]) + ".")

    def _t_bus_draw(self, task: dict[str, Any]) -> None:
        seat, uid = task["seat"], task["uid"]
        found = self._occ_space(uid)
        assert found is not None
        sp, occ = found
        bus = self.s["buses"][sp]
        ev = self._draw_many("ev", bus["E"] + task["E"])
        ln = self._draw_many("ln", bus["L"] + task["L"])
        value = self._value(occ, "bus")
        self.s["work"] = {"seat": seat, "uid": uid, "space": sp, "value": value, "E": ev, "L": ln}
        cards = ev + ln
        self._log("draw", f"{self.players[seat]}'s Journalist {occ['j']} (value {value}) on {sp} gathers "
                  + ", ".join([self._card_text(c) for c in cards]) + ".", reveal=True, cards=cards)
        pins = self._pin_options(seat, first_only=False)
        if not pins and not self._can_unpin(seat):
            self._log("pin", f"No combination lets {self.players[seat]} reach a new evidence.")
            self._end_work()
            return
        # The listing asked for next reads these pins while nothing they depend on changed.
        self._pin_memo = (self.s["work"], self._pin_inputs(seat), pins)
        self._ask(seat, "pin")

    def pin_options(self, seat: int) -> list[Pin]:
        """Every legal pin for the seat's current Bus Journalist."""
        memo = self._pin_memo
        if memo is not None and memo[0] is self.s["work"] and memo[1] == self._pin_inputs(seat):
            return list(memo[2])
        return self._pin_options(seat, first_only=False)

    def _pin_inputs(self, seat: int) -> tuple[Any, ...]:
        """What the seat's pins depend on besides the gathered cards (the ``work`` record, kept
        by identity): a remembered listing holds while these are the same."""
        p = self.s["p"][seat]
        work = self.s["work"]
        leak = self.s.get("leak")
        return (seat, len(p["pins"]), p["pins"][-1]["space"] if p["pins"] else None, len(p["destroyed"]),
                tuple(p["stash"]), p["wildE"], p["wildL"], p["money"] >= 200, work["value"], tuple(work["E"]),
                tuple(work["L"]), None if not leak else (leak["seat"], tuple(leak["cards"])))

    def _pin_options(self, seat: int, first_only: bool) -> list[Pin]:
        """``pin_options``; with ``first_only``, stop at the first space that gives a pin.

        Pins come space by space in board order (``evidence_spaces``), then by Evidence
        source, then by Line source. Only the spaces the sources name are looked at: a
        space needs an Evidence source showing its symbol, and a Line source naming its
        line unless it lies on X."""
        s = self.s
        work = s["work"]
        if not work or work["seat"] != seat:
            return []
        p = s["p"][seat]
        comps = self.components
        evidence, lines = comps.evidence, comps.lines
        ev_src: list[tuple[str, list[str]]] = [(c, evidence[c]) for c in work["E"]]
        stash = p["stash"]
        if stash:
            ev_src += [(c, evidence[c]) for c in stash if c in evidence]
        if p["wildE"]:
            ev_src.append(("wildE", comps.symbols))
        leak = s.get("leak")
        if leak and leak["seat"] != seat and p["money"] >= 200:
            ev_src += [(c, evidence[c]) for c in leak["cards"]]
        if not ev_src:
            return []
        evs_for: dict[str, list[str]] = {}  # symbol -> evidence sources showing it, in source order
        for c, syms in ev_src:
            for sym in (syms if len(syms) == 1 else dict.fromkeys(syms)):
                found = evs_for.get(sym)
                if found is None:
                    evs_for[sym] = [c]
                else:
                    found.append(c)
        lns_for: dict[str, list[str]] = {}  # line -> line sources naming it, in source order
        ln_src: list[tuple[str, list[str]]] = [(c, lines[c]) for c in work["L"]]
        if stash:
            ln_src += [(c, lines[c]) for c in stash if c in lines]
        if p["wildL"]:
            ln_src.append(("wildL", _WILD_LINES))
        for c, names in ln_src:
            for line in (names if len(names) == 1 else dict.fromkeys(names)):
                found = lns_for.get(line)
                if found is None:
                    lns_for[line] = [c]
                else:
                    found.append(c)
        lns_for["X"] = _NO_LINE
        pins = p["pins"]
        distances = comps.distances
        pos = comps.start
        used = 0  # string_used, with the pinned spaces gathered on the way
        pinned = set()
        for pin in pins:
            space = pin["space"]
            used += distances[pos][space]
            pos = space
            pinned.add(space)
        reach = min(work["value"], comps.string_length - used)  # string_left
        if reach < 0:
            return []
        row = distances[pos]  # from the last pin (last_position)
        destroyed = p["destroyed"]
        lss = comps.line_symbol_space
        cands: list[tuple[int, str, list[str], list[str]]] = []
        index = comps.space_index
        for sym, evs in evs_for.items():
            for line, lns in lns_for.items():
                sp = lss.get((line, sym))
                if sp is None or row[sp] > reach or sp in destroyed or sp in pinned:
                    continue
                cands.append((index[sp], sp, evs, lns))
        if not cands:
            return []
        cands.sort()
        out: list[Pin] = []
        for _, sp, evs, lns in cands:
            if lns is _NO_LINE:
                out += [Pin(sp, c, None) for c in evs]
            else:
                out += [Pin(sp, e, ln) for e in evs for ln in lns]
            if first_only:
                return out
        return out

    def _do_pin(self, seat: int, action: Pin) -> None:
        p = self.player(seat)
        work = self.s["work"]
        comps = self.components
        name = self.players[seat]
        leak = self.s.get("leak")
        dist = comps.distance(self.last_position(seat), action.space)
        for card in (action.evidence, action.line):
            if card is None:
                continue
            if card == "wildE":
                p["wildE"] -= 1
            elif card == "wildL":
                p["wildL"] -= 1
            elif card in p["stash"]:
                p["stash"].remove(card)
                self._discard(card)
            elif leak and card in leak["cards"] and card not in work["E"]:
                p["money"] -= 200
                self.player(leak["seat"])["money"] += 200
                self._log("leak", f"{name} uses the leaked {card} and pays $200 to {self.players[leak['seat']]}.")
        p["pins"].append({"space": action.space, "round": self.s["round"], "statement": False})
        line = comps.space_line[action.space]
        self._log("pin", f"{name} pins {action.space} (line {line}, {comps.space_symbol[action.space]}), "
                  f"using {dist} string ({self.string_left(seat)} left).", seat=seat, space=action.space)
        if action.line and action.line in comps.lines and len(comps.lines[action.line]) == 2:
            count = 1
            if p["target"]:
                count = 2
                p["target"] = False
                self._log("destroy", f"{name}'s Target token doubles the damage and is discarded.")
            self._push(*({"t": "destroy", "seat": seat, "line": line,
                          "why": f"Double line card {action.line}"} for _ in range(count)))

    def _end_work(self) -> None:
        work = self.s["work"]
        if work:
            for c in work["E"] + work["L"]:
                self._discard(c)
        self.s["work"] = None

