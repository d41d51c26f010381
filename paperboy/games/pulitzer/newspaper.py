"""The Newspaper: Requests resolved section by section, tokens, Human Resources and
Photography (paid with money and Contacts)."""

from __future__ import annotations

from typing import Any

from .actions import Buy, Train
from .components import SECTION_NAMES, SECTIONS
from .overtime import Overtime


class Newspaper(Overtime):
    """The Newspaper: Requests resolved section by section, tokens, Human Resources and"""

    # --- newspaper
    def _t_newspaper(self, task: dict[str, Any]) -> None:
        tasks = []
        for sec in SECTIONS:
            for seat in self.s["requests"][sec]:
                tasks.append({"t": "paper", "sec": sec, "seat": seat})
        self._push(*tasks)

    def _token_for(self, seat: int, kind: str) -> dict[str, Any] | None:
        """A token of this kind from the supply, else from another player's older reserve."""
        for t in self.s["tokens"]:
            if t["kind"] == kind and t["at"] == "supply":
                return t
        for k in range(1, self.n):
            other = (seat + k) % self.n
            for t in self.s["tokens"]:
                if t["kind"] == kind and t["at"] == other and t["round"] < self.s["round"]:
                    return t
        return None

    def _give_token(self, seat: int, tok: dict[str, Any]) -> None:
        prev = tok["at"]
        tok["at"] = seat
        tok["round"] = self.s["round"]
        src = "" if prev == "supply" else f" (taken from {self.players[prev]}'s reserve)"
        self._log("paper", f"{self.players[seat]} gains a {tok['kind']} token{src}.")

    def _t_paper(self, task: dict[str, Any]) -> None:
        sec, seat = task["sec"], task["seat"]
        p = self.player(seat)
        name = self.players[seat]
        if sec == "hr":
            if not p["hired"]:
                p["hired"] = True
                p["requests_total"] -= 1
                p["hand"].append("X")
                self._log("paper", f"{name} hires Journalist X (value {p['hr']}); the Request stays on H.R.")
            if self._train_options(seat):
                self._ask(seat, "train")
            return
        if sec == "photo":
            if self._buy_options(seat):
                self._ask(seat, "buy")
            else:
                self._log("paper", f"{name} cannot afford or find a Photography token.")
            return
        tok = self._token_for(seat, sec)
        if tok is None:
            self._log("paper", f"No {SECTION_NAMES[sec]} token is left for {name}.")
            return
        self._give_token(seat, tok)

    def _payments(self, seat: int, cost: int) -> list[int]:
        """Contact counts that can pay ``cost`` together with money (no overpaying)."""
        p = self.player(seat)
        cv = self.tables["contact_value"]
        out = []
        for c in range(p["contacts"] + 1):
            if c * cv > cost and c > 0 and (c - 1) * cv >= cost:
                break
            if max(0, cost - c * cv) <= p["money"]:
                out.append(c)
        return out

    def _train_options(self, seat: int) -> list[Train]:
        p = self.player(seat)
        hr = self.tables["hr"]
        out = []
        cost = 0
        for steps in range(1, len(hr) - p["hr"] + 1):
            cost += hr[p["hr"] - 1 + steps]["cost"]
            for c in self._payments(seat, cost):
                out.append(Train(steps, c))
        return out

    def _buy_options(self, seat: int) -> list[Buy]:
        out = []
        for kind in ("photo1", "photo2"):
            if self._token_for(seat, kind) is None:
                continue
            for c in self._payments(seat, self.tables["newspaper"]["photo_cost"][kind]):
                out.append(Buy(kind, c))
        return out

    def price_of(self, seat: int, action: Train | Buy) -> int:
        """The money ``seat`` pays for a Train or Buy move, after its Contacts (each pays
        ``contact_value`` of the cost)."""
        if isinstance(action, Train):
            hr = self.tables["hr"]
            at = self.player(seat)["hr"]
            cost = sum(hr[at - 1 + step]["cost"] for step in range(1, action.steps + 1))
        else:
            cost = self.tables["newspaper"]["photo_cost"][action.token]
        return max(0, cost - action.contacts * self.tables["contact_value"])

    def _pay(self, seat: int, cost: int, contacts: int) -> None:
        p = self.player(seat)
        p["contacts"] -= contacts
        p["money"] -= max(0, cost - contacts * self.tables["contact_value"])

