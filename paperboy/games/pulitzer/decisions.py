"""The decisions the resolution asks a player for (pins, destroyed evidence, Kiosk prizes,
Overtime cards, tokens ...): the moves listed, how each is carried out, and why a move is
refused."""

from __future__ import annotations

from paperboy.engine import Action

from .actions import Bail, Buy, Choose, Destroy, Edit, Pass, Pin, Place, Request, Skip, Train, Unpin
from .newspaper import Newspaper
from .placement import placement_error

_SKIP = Skip()
_UNPIN = Unpin()
_CHOICES: dict[str, Choose] = {}


def _choice(option: str) -> Choose:
    """One shared Choose value per option (actions are immutable values; a decision is
    listed again at every step that shows it)."""
    found = _CHOICES.get(option)
    if found is None:
        if len(_CHOICES) >= 4096:  # a bound on memory
            _CHOICES.clear()
        found = _CHOICES[option] = Choose(option)
    return found


class Decisions(Newspaper):
    """The decisions the resolution asks a player for (pins, destroyed evidence, Kiosk prizes,"""

    # ------------------------------------------------------------------ decisions
    def _decision_actions(self, seat: int) -> list[Action]:
        pd = self.s["pending"]
        if pd is None or pd["seat"] != seat:
            return []
        kind = pd["kind"]
        out: list[Action] = []
        if kind == "pin":
            out = [*self.pin_options(seat), _SKIP]
            if self._can_unpin(seat):
                out.append(_UNPIN)
        elif kind == "destroy":
            free = self.free_highlighted(seat)
            out = [Destroy(sp) for sp in pd["options"] if sp in free]
        elif kind == "sports":
            out.extend(_choice(sp) for sp in self._own_spaces(seat, self.kiosk_spaces()))
            out.append(_choice("cash"))
        elif kind == "entertainment":
            out.extend(_choice(sp) for sp in self._own_spaces(seat, self._ot_upper()))
            out.append(_choice("contact"))
        elif kind == "bus_order":
            out = []
            for uid in pd["options"]:
                found = self._occ_space(uid)
                if found:
                    out.append(_choice(f"{found[0]}:{found[1]['j']}"))
        elif kind == "support":
            out = [_choice(o) for o in pd["options"]]
        elif kind == "ot_pick":
            out = [_choice(o) for o in self._ot_options(seat)]
        elif kind == "new_evidence":
            out = [_choice("E"), _choice("L")]
        elif kind == "statement":
            out = [_choice(o) for o in pd["options"]]
        elif kind in ("leak_keep", "snitch_keep"):
            out = [_choice(c) for c in self.s["event_cards"]]
        elif kind == "fundraising":
            out = [_choice("cash"), _choice("wild")]
        elif kind == "train":
            out = list(self._train_options(seat)) + [_SKIP]
        elif kind == "buy":
            out = list(self._buy_options(seat)) + [_SKIP]
        return out

    def _apply_decision(self, seat: int, action: Action) -> None:
        s = self.s
        pd = s["pending"]
        s["pending"] = None
        kind = pd["kind"]
        p = self.player(seat)
        name = self.players[seat]
        if kind == "pin":
            if isinstance(action, Pin):
                self._do_pin(seat, action)
            else:
                self._log("pin", f"{name} places no pin this time.")
            self._end_work()
        elif kind == "destroy":
            assert isinstance(action, Destroy)
            self.destroy_evidence(seat, action.space, pd["why"])
        elif kind == "sports":
            assert isinstance(action, Choose)
            if action.option == "cash":
                p["money"] += 300
                self._log("kiosk", f"{name} takes $300 instead of the Sports +2 token.")
            else:
                occ = next(o for o in s["spaces"][action.option] if o["o"] == seat)
                occ["tok"].append("sports+2")
                s["kiosk_plus"]["S"] = action.option
                self._log("kiosk", f"{name} puts the Sports +2 token under their Journalist on {action.option}.")
        elif kind == "entertainment":
            assert isinstance(action, Choose)
            if action.option == "contact":
                p["contacts"] += 1
                self._log("kiosk", f"{name} takes a Contact instead of the Entertainment +2 token.")
            else:
                occ = next(o for o in s["spaces"][action.option] if o["o"] == seat)
                occ["tok"].append("ent+2")
                s["kiosk_plus"]["E"] = action.option
                self._log("kiosk", f"{name} puts the Entertainment +2 token under their Journalist on "
                          f"{action.option}.")
        elif kind == "bus_order":
            assert isinstance(action, Choose)
            sp, j = action.option.split(":")
            occ = next(o for o in s["spaces"][sp] if o["o"] == seat and o["j"] == j and not o.get("done"))
            self._push({"t": "bus_support", "seat": seat, "uid": occ["uid"]})
        elif kind == "support":
            assert isinstance(action, Choose)
            self._use_support(seat, action.option)
        elif kind == "ot_pick":
            assert isinstance(action, Choose)
            if action.option == "extra":
                p["contacts"] -= 1
                s["ot_extra_used"] = True
                card = self._draw("ot")
                if card:
                    s["ot_row"].append(card)
                    self._log("overtime", f"{name} spends a Contact to reveal {self._ot_label(card)}.",
                              reveal=True, card=card)
                self._ask(seat, "ot_pick")
            else:
                self._take_overtime(seat, action.option)
        elif kind == "new_evidence":
            assert isinstance(action, Choose)
            card = self._draw("ev" if action.option == "E" else "ln")
            if card:
                p["stash"].append(card)
                self._log("overtime", f"{name} draws {self._card_text(card)} for a later investigation.",
                          reveal=True, card=card)
        elif kind == "statement":
            assert isinstance(action, Choose)
            self._statement(seat, action.option)
        elif kind in ("leak_keep", "snitch_keep"):
            assert isinstance(action, Choose)
            cards = s["event_cards"]
            cards.remove(action.option)
            p["stash"].append(action.option)
            self._log("event", f"{name} keeps {self._card_text(action.option)}.")
            if kind == "leak_keep" and cards:
                s["leak"] = {"seat": seat, "cards": list(cards)}
                self._log("event", "Leaked for rivals this round ($200 each use): "
                          + ", ".join(self._card_text(c) for c in cards) + ".")
            else:
                for c in cards:
                    self._discard(c)
            s["event_cards"] = []
        elif kind == "fundraising":
            assert isinstance(action, Choose)
            if action.option == "cash":
                p["money"] += 900
                self._log("event", f"Fundraising: {name} gains $900.")
            else:
                p["wildE"] += 1
                self._log("event", f"Fundraising: {name} gains an Evidence Wildcard.")
        elif kind == "train":
            if isinstance(action, Train):
                hr = self.tables["hr"]
                cost = sum(hr[p["hr"] - 1 + k]["cost"] for k in range(1, action.steps + 1))
                self._pay(seat, cost, action.contacts)
                p["hr"] += action.steps
                self._log("paper", f"{name} trains Journalist X to value {p['hr']} "
                          f"(cost ${cost}, {action.contacts} Contact(s) used).")
            else:
                self._log("paper", f"{name} does not train Journalist X.")
        elif kind == "buy":
            if isinstance(action, Buy):
                cost = self.tables["newspaper"]["photo_cost"][action.token]
                tok = self._token_for(seat, action.token)
                assert tok is not None
                self._pay(seat, cost, action.contacts)
                self._give_token(seat, tok)
            else:
                self._log("paper", f"{name} buys no Photography token.")

    # ------------------------------------------------------------------ refusals
    def _explain(self, seat: int, action: Action) -> tuple[str, str]:
        s = self.s
        if s["over"]:
            return "The game is over", "End of the game"
        if isinstance(action, Unpin):
            p = self.player(seat)
            if not p["pins"]:
                return "You have no evidence pinned", "Buses: discarding evidence"
            if p["unpinned"]:
                return "You already discarded an evidence this round", "Buses: only the last one"
            return ("Only the last evidence obtained in the previous round may be discarded",
                    "Buses: discarding evidence")
        if s["phase"] == "placement":
            refusal = placement_error(self, seat, action)
            return refusal or (f"'{action.format()}' is not a legal move now", "The Rounds")
        pd = s["pending"]
        kind = pd["kind"] if pd else "none"
        if isinstance(action, Place | Request | Edit | Pass | Bail):
            return "Placement is over; the Resolution phase is under way", "How to Play: the rounds"
        if isinstance(action, Pin):
            if kind != "pin":
                return "No Bus Journalist of yours is resolving now", "The Buses"
            return self._explain_pin(seat, action)
        if isinstance(action, Destroy):
            if kind != "destroy":
                return "Nothing asks you to destroy evidence now", "Evidence Destruction"
            return ("Destroyed Evidence goes on a free highlighted Evidence among: "
                    + ", ".join(pd["options"]), "Evidence Destruction")
        if isinstance(action, Train):
            if kind != "train":
                return "You are not resolving a Human Resources request", "Newspaper: Human Resources"
            return "You cannot pay that much training (money and Contacts)", "Newspaper: Human Resources"
        if isinstance(action, Buy):
            if kind != "buy":
                return "You are not resolving a Photography request", "Newspaper: Photography"
            return "You cannot pay for that Photography token, or none is left", "Newspaper: Photography"
        if isinstance(action, Skip):
            return f"This choice ({kind}) cannot be skipped", "Resolution phase"
        if isinstance(action, Choose):
            opts = [a.option for a in self._decision_actions(seat) if isinstance(a, Choose)]
            rule = {"ot_pick": "Overtime: only one extra card per round, for a Contact",
                    "sports": "Kiosk: Sports", "entertainment": "Kiosk: Entertainment"}.get(kind, "Resolution phase")
            return f"'{action.option}' is not an option now (options: {', '.join(opts) or 'none'})", rule
        return f"'{action.format()}' is not a legal move now", "Resolution phase"

    def _explain_pin(self, seat: int, action: Pin) -> tuple[str, str]:
        comps = self.components
        rule = "The Buses: discovering evidence"
        if action.space not in comps.space_symbol or action.space == comps.start:
            return f"'{action.space}' is not an evidence space of the Investigation board", rule
        p = self.player(seat)
        if action.space in p["destroyed"]:
            return "That evidence was destroyed and can never be uncovered", "Evidence Destruction"
        if any(pin["space"] == action.space for pin in p["pins"]):
            return "You already pinned that evidence", rule
        dist = comps.distance(self.last_position(seat), action.space)
        work = self.s["work"]
        if dist > work["value"]:
            far = (f"{action.space} is {dist} spaces from your last evidence but your Journalist's value "
                   f"is {work['value']}")
            return far, rule
        if dist > self.string_left(seat):
            return f"You have only {self.string_left(seat)} string left and {action.space} needs {dist}", \
                "The Buses: the string is limited"
        if comps.space_line[action.space] == "X" and action.line:
            return "The central line X needs no Investigation Line card", "The Buses: the central column"
        why = ("Those cards do not lead to that evidence (the Evidence card must show its symbol and the "
               "Investigation Line card its line, from your gathered, kept or leaked cards)")
        return why, rule

