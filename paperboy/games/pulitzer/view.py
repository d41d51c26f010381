"""What ``PulitzerState.view(seat)`` returns: everything a screen may read (issue #11).

Screens import these types; mypy checks both the engine that builds a view and the
screens that read it. Pieces on the board are Journalists (owner: a seat), the Times'
Journalists (``"times"``, solo) and Agents (``"red"``/``"blue"``, The Pentagon Papers).
"""

from __future__ import annotations

from typing import Any, NotRequired, TypedDict

from .actions import Buy, Choose, Train
from .components import SECTION_NAMES
from .core import _copy_plain
from .scoring import Scoring

Owner = int | str  # a seat, or "times", "red", "blue"


class PieceView(TypedDict):
    """A piece on a board space; ``journalist`` and ``value`` only when the seat may see them
    (face up, or its own)."""

    owner: Owner
    face_up: bool
    tokens: list[str]
    journalist: NotRequired[str]
    value: NotRequired[int]


class PinView(TypedDict):
    """A pinned evidence on an Investigation board."""

    space: str
    round: int
    statement: bool


class PlayerView(TypedDict):
    name: str
    money: int
    points: int
    coin_flipped: bool
    contacts: int
    hired: bool
    hr: int
    requests: int
    passed: bool
    acted: int
    target: bool
    wild_evidence: int
    wild_line: int
    kept_cards: list[str]
    houses: dict[str, int]
    pins: list[PinView]
    destroyed: list[str]
    report: str
    highlight: list[str]
    string_left: int
    arrested: dict[str, int]
    eliminated: bool
    report_score: int
    tokens: list[str]
    journalists_left: int
    supports: dict[str, list[str]]  # Archive supports held, by id: the cards each gives
    hand: NotRequired[list[str]]  # the viewing seat's own Journalists only


class PendingView(TypedDict):
    """A decision the resolution waits for."""

    kind: str
    seat: int
    options: NotRequired[list[str]]
    prices: NotRequired[dict[str, int]]  # train/buy: the money each move costs (its text form)


class WorkView(TypedDict):
    """The Bus Journalist resolving now and the cards it gathered."""

    seat: int
    space: str
    value: int
    evidence: list[str]
    lines: list[str]


class LeakView(TypedDict):
    """Document Leak: cards a rival may use this round for $200 each."""

    seat: int
    cards: list[str]


class BusView(TypedDict):
    cost: int
    E: int  # Evidence cards it draws
    L: int  # Investigation Line cards it draws


class HrStep(TypedDict):
    space: int
    cost: int
    points: int


class TimesView(TypedDict):
    """The solo Times deck."""

    cards_left: int
    card: str | None
    x: int | None


class PulitzerView(TypedDict):
    seat: int
    round: int
    rounds: int
    phase: str
    mode: str
    game_mode: str
    current: int | None
    press_pass: int
    players: list[PlayerView]
    spaces: dict[str, list[PieceView]]
    kiosk_columns: list[str]
    kiosk_rows: int
    column_names: dict[str, str]
    section_names: dict[str, str]
    hr_track: list[HrStep]
    house_colors: list[str]
    archive_spaces: int
    overtime_spaces: int
    buses: dict[str, BusView]
    news_money: dict[str, int]
    blocked: list[str]
    news_left: int
    event: str | None
    event_name: str | None
    overtime_row: list[str]
    requests: dict[str, list[int]]
    windows: int
    pending: PendingView | None
    work: WorkView | None
    leak: LeakView | None
    event_cards: list[str]
    double: int
    over: bool
    ended: str | None
    # The Pentagon Papers (1-2 players)
    opinion: NotRequired[int]
    opinion_track: NotRequired[list[int]]
    turn_marker: NotRequired[int]
    houses_moved: NotRequired[list[str | None]]
    # solo
    times: NotRequired[TimesView]


class Views(Scoring):
    """What each seat may see (``view``) and what it must not (``secrets``)."""

    # ------------------------------------------------------------------ views
    def secrets(self, seat: int) -> list[Any]:
        out = []
        for sp, occs in self.s["spaces"].items():
            for o in occs:
                if o["up"] or o["o"] == seat:
                    continue
                who = "agent:" + o["o"] if o["o"] in ("red", "blue") else f"journalist:{o['o']}"
                out.append(f"{who}:{sp}:{o['v']}")
        return out

    def view(self, seat: int) -> PulitzerView:  # type: ignore[override]  # a typed dict (view.py)
        s = self.s
        spaces: dict[str, list[PieceView]] = {}
        for sp, occs in s["spaces"].items():
            shown: list[PieceView] = []
            for o in occs:
                item: PieceView = {"owner": o["o"], "face_up": bool(o["up"]), "tokens": list(o["tok"])}
                if o["up"] or o["o"] == seat:
                    item["journalist"] = o["j"]
                    item["value"] = o["v"]
                shown.append(item)
            spaces[sp] = shown
        players: list[PlayerView] = []
        for i in range(self.n):
            p = self.player(i)
            entry: PlayerView = {
                "name": self.players[i], "money": p["money"], "points": p["points"],
                "coin_flipped": p["points"] >= 100,
                "contacts": p["contacts"], "hired": p["hired"], "hr": p["hr"],
                "requests": p["requests"], "passed": p["passed"], "acted": p["acted"],
                "target": p["target"], "wild_evidence": p["wildE"], "wild_line": p["wildL"],
                "kept_cards": list(p["stash"]), "houses": dict(p["houses"]),
                "pins": _copy_plain(p["pins"]), "destroyed": list(p["destroyed"]),
                "report": p["report"], "highlight": self.highlighted(i),
                "string_left": self.string_left(i), "arrested": dict(p["arrested"]),
                "eliminated": p["eliminated"], "report_score": self.report_score(i),
                "tokens": sorted(t["kind"] for t in self.held_tokens(i)),
                "journalists_left": len(p["hand"]),
                "supports": {sup["id"]: list(sup["reward"]) for sup in s.get("supports", {}).get(str(i), [])},
            }
            if i == seat:
                entry["hand"] = sorted(p["hand"])
            players.append(entry)
        pending: PendingView | None = None
        if s["pending"]:
            pd = s["pending"]
            pending = {"kind": pd["kind"], "seat": pd["seat"]}
            if "options" in pd:
                pending["options"] = list(pd["options"]) if pd["kind"] != "bus_order" else [
                    a.option for a in self._decision_actions(pd["seat"]) if isinstance(a, Choose)]
            if pd["kind"] in ("train", "buy") and pd["seat"] == seat:
                pending["prices"] = {a.format(): self.price_of(seat, a)
                                     for a in self._decision_actions(seat) if isinstance(a, (Train, Buy))}
        work: WorkView | None = None
        if s["work"]:
            w = s["work"]
            work = {"seat": w["seat"], "space": w["space"], "value": w["value"],
                    "evidence": list(w["E"]), "lines": list(w["L"])}
        v: PulitzerView = {
            "seat": seat, "round": s["round"], "rounds": self.tables["rounds"], "phase": s["phase"],
            "mode": s["mode"], "game_mode": self.options.get("mode", "investigation"),
            "current": s["current"] if s["phase"] == "placement" else None,
            "press_pass": s["press"], "players": players, "spaces": spaces,
            "kiosk_columns": list(s["kiosk_columns"]), "kiosk_rows": s["kiosk_rows"],
            "column_names": {c: self.components.column_names[c] for c in s["kiosk_columns"]},
            "section_names": dict(SECTION_NAMES), "hr_track": _copy_plain(self.tables["hr"]),
            "house_colors": list(s["house_colors"]), "archive_spaces": s["archive"],
            "overtime_spaces": s["ot_spaces"], "buses": _copy_plain(s["buses"]),
            "news_money": self.news_money(), "blocked": self.blocked(),
            "news_left": len(s["news_deck"]), "event": s["event"],
            "event_name": self._event_name() if self.event() else None,
            "overtime_row": list(s["ot_row"]), "requests": _copy_plain(s["requests"]),
            "windows": s["windows"], "pending": pending, "work": work,
            "leak": _copy_plain(s["leak"]), "event_cards": list(s.get("event_cards") or []),
            "double": s["double"], "over": s["over"], "ended": s["ended"],
        }
        if self.pentagon:
            v["opinion"] = s["opinion"]
            v["opinion_track"] = [self.tables["pentagon"]["opinion_capitol"], self.tables["pentagon"]["opinion_hat"]]
            v["turn_marker"] = self.turn_marker()
            v["houses_moved"] = list(s.get("houses_moved") or [])
        if self.solo:
            t = s["times"]
            v["times"] = {"cards_left": len(t["deck"]), "card": t["card"], "x": t["x"]}
        return v

