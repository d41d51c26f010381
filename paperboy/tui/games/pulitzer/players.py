"""The score track, tokens and each player's holdings (side panel and Players page)."""

from __future__ import annotations

from typing import Any

from rich.console import Group, RenderableType
from rich.text import Text

from ...widgets.quick_table import QuickTable
from .common import HOUSE_LETTER, TOKEN_LETTER, D, card_text, name_text, owner_tag

TRACK_CELLS = 50  # the score track drawn 2 points a cell, 0-99 (the coin flips at 100)


def token_text(tokens: list[str]) -> str:
    return " ".join(TOKEN_LETTER.get(t, t) for t in tokens) or "—"


SIDE_COLUMNS = (("", "left"), ("Player", "left"), ("Pts", "right"), ("$", "right"),
                ("C", "right"), ("★", "right"), ("Tokens", "left"))
SIDE_LEGEND = "P Press Pass · C Contacts · ★ Report"


def side_rows(view: dict[str, Any]) -> list[list[str | Text]]:
    """The side panel's rows: turn, name, points, money, Contacts, highlighted pins, tokens
    (what :func:`side_panel` draws: the screen draws it again only when they change)."""
    current = view.get("current")
    pending = (view.get("pending") or {}).get("seat")
    rows: list[list[str | Text]] = []
    for seat, p in enumerate(view["players"]):
        mark = "▶" if seat in (current, pending) else ("✓" if p["passed"] and view["phase"] == "placement" else " ")
        if seat == view["press_pass"]:
            mark += "P"
        hl = sum(1 for pin in p["pins"] if pin["space"] in set(p["highlight"]))
        points = f"{p['points']}" + ("↺" if p["coin_flipped"] else "")
        rows.append([mark, name_text(view, seat, 7), points, str(p["money"]), str(p["contacts"]), f"{hl}/5",
                     token_text(p["tokens"])])
    return rows


def side_panel(view: dict[str, Any], rows: list[list[str | Text]] | None = None) -> RenderableType:
    """One line per player (:func:`side_rows`, or ``rows`` made from the view) under a header,
    then a legend. Drawn as a Rich table would draw it, without Rich's table machinery
    (``widgets/quick_table.py``: measuring, padding and cropping every cell took about 3 ms,
    on every bot move)."""
    table = QuickTable([(head, justify, None) for head, justify in SIDE_COLUMNS],
                       side_rows(view) if rows is None else rows,
                       padding=(0, 1, 0, 0), header_style="bold dim")
    return Group(table, Text(SIDE_LEGEND, style="dim"))


class ScoreTrack:
    """The points track drawn to the width it is given: one line of 50 cells from 0 to 100,
    or, when that would wrap (80 columns), two lines of 25 cells (0-50, then 50-100)."""

    def __init__(self, view: dict[str, Any]) -> None:
        self.cells: dict[int, list[int]] = {}
        self.view = view
        for seat, p in enumerate(view["players"]):
            self.cells.setdefault(min(TRACK_CELLS - 1, (int(p["points"]) % 100) // 2), []).append(seat)

    def part(self, start: int, stop: int) -> list[Text]:
        """The scale and the cells ``start``-``stop`` (points ``2*start`` to ``2*stop``)."""
        left = f"{start * 2} "
        line = Text(left)
        for i in range(start, stop):
            seats = self.cells.get(i)
            if not seats:
                line.append("|" if i % 5 == 0 else "·", style="dim")
            elif len(seats) == 1:
                line.append_text(owner_tag(self.view, seats[0]))
            else:
                line.append(str(len(seats)), style="bold reverse")
        line.append(f" {stop * 2}")
        scale = Text(" " * len(left))
        for i in range(start, stop, 5):
            scale.append(f"{i * 2:<10}"[:5], style="dim")
        return [scale, line]

    def __rich_console__(self, console: Any, options: Any) -> Any:
        yield Text("SCORE TRACK (points, 2 a cell; ↺ past 100)", style="bold underline")
        if options.max_width >= TRACK_CELLS + 6:
            yield from self.part(0, TRACK_CELLS)
        else:
            yield from self.part(0, TRACK_CELLS // 2)
            yield from self.part(TRACK_CELLS // 2, TRACK_CELLS)


def score_track(view: dict[str, Any]) -> RenderableType:
    """The points track: each player's tag on its space (2 points a cell, laps of 100)."""
    return ScoreTrack(view)


def players_table(view: dict[str, Any]) -> RenderableType:
    """Everything each player holds: money, Contacts, H.R., Requests, houses, tokens, cards."""
    hr = view["hr_track"]
    parts: list[RenderableType] = [Text("PLAYERS", style="bold underline")]
    for seat, p in enumerate(view["players"]):
        head = Text()
        head.append_text(name_text(view, seat, 12))
        head.append(f"  {p['points']} pts · ${p['money']} · {p['contacts']} Contacts · ")
        xval = f"X hired, value {p['hr']}" if p["hired"] else f"X not hired (H.R. {p['hr']})"
        head.append(f"{xval}, {hr[p['hr'] - 1]['points']} pts at the end")
        houses = " ".join(f"{HOUSE_LETTER.get(c, c)}{n}" for c, n in p["houses"].items()
                          if c in view["house_colors"]) or "—"
        hand = p.get("hand")
        journalists = " ".join(hand) if hand is not None else f"{p['journalists_left']} left"
        body = Text(f"  houses {houses} · tokens {token_text(p['tokens'])} · Requests {p['requests']} · "
                    f"Journalists {journalists}")
        bits = []
        if p["target"]:
            bits.append("Target token")
        if p["wild_evidence"]:
            bits.append(f"{p['wild_evidence']} Evidence Wildcard")
        if p["wild_line"]:
            bits.append(f"{p['wild_line']} Line Wildcard")
        if p["kept_cards"]:
            bits.append("kept " + ", ".join(card_text(c) for c in p["kept_cards"]))
        if p["arrested"]:
            bits.append("arrested " + ", ".join(f"{j} (bail ${b})" for j, b in p["arrested"].items()))
        if p["eliminated"]:
            bits.append("out of the race")
        if bits:
            body.append("\n  " + "; ".join(bits))
        parts += [head, body]
    parts.append(Text("H.R. track (X value: cost, end points): " + "  ".join(
        f"{h['space']}: ${h['cost']}, {h['points']}" for h in hr), style="dim"))
    parts.append(Text("Tokens: " + ", ".join(f"{v} {k}" for k, v in TOKEN_LETTER.items()) +
                      " · a Contact pays $" + str(D().tables["contact_value"]) + " of H.R. or Photography",
                      style="dim"))
    return Group(*parts)
