"""The rewards page: the rewards paid round by round, the end-of-game table and what each
player would score if the game ended now."""

from __future__ import annotations

from typing import Any

from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from ....games.magazine.components import load
from .labels import gain_text, player_name, roman, stars


def summaries_panel(view: dict[str, Any]) -> RenderableType:
    """Round-end (and immediate) reward summaries, newest round first, with round totals."""
    parts: list[RenderableType] = [Text("Rewards by round (newest first)", style="bold underline")]
    summaries = view.get("summaries") or []
    if not summaries:
        parts.append(
            Text("No reward collected yet. Periodic rewards pay when a round ends.", style="dim")
        )
        return Group(*parts)
    for rnd in sorted({int(s["round"]) for s in summaries}, reverse=True):
        rows = [s for s in summaries if int(s["round"]) == rnd]
        totals = Text()
        totals.append(f"Round {roman(rnd)}: ", style="bold")
        for p in view["players"]:
            seat = int(p["seat"])
            mine = [s for s in rows if int(s["seat"]) == seat]
            if not mine:
                continue
            totals.append_text(player_name(view, seat))
            totals.append(
                f" {gain_text(sum(int(s['money']) for s in mine), sum(int(s['pr']) for s in mine))}"
                "   "
            )
        parts.append(totals)
        for s in rows:
            card = view["cards"].get(s["card"], {}).get("name", s["card"])
            slot = "periodic" if s["reward"] == "periodic" else "immediate"
            line = Text("  ")
            line.append_text(player_name(view, int(s["seat"])))
            line.append(f" · {card} ({slot}): ")
            line.append(gain_text(int(s["money"]), int(s["pr"])), style="bold")
            line.append(f" — {s['text']}", style="dim")
            parts.append(line)
    return Group(*parts)


def titled_table(title: str) -> Table:
    """A borderless table under a bold underlined title, with bold headers."""
    return Table(box=None, pad_edge=False, padding=(0, 1), title=title, title_justify="left",
                 title_style="bold underline", header_style="bold")


def end_table_panel(view: dict[str, Any]) -> RenderableType:
    """The end-of-game table as printed on the board, and each player's projection."""
    board = load().board
    table = titled_table("End of game: PR by tiles of a level")
    table.add_column("tiles", no_wrap=True)
    width = max(len(v) for v, _ in board.end_table.values())
    for n in range(1, width + 1):
        table.add_column(str(n), justify="right", no_wrap=True)
    table.add_column("more", justify="right", no_wrap=True)
    for level in sorted(board.end_table):
        values, step = board.end_table[level]
        table.add_row(stars(level), *[str(v) for v in values], f"+{step}")
    note = Text(f"0★ tiles score nothing · 1 PR per full {board.money_block}K left", style="dim")

    proj = titled_table("If the game ended now")
    for col in ("Player", "PR", "1★", "2★", "3★", "Money", "Total", "Tiles"):
        proj.add_column(col, justify="left" if col == "Player" else "right", no_wrap=True)
    final = view.get("final")
    for p in view["players"]:
        seat = int(p["seat"])
        if final:
            e = final[seat]
            pr, money, total = str(e["reputation"]), str(e["money"]), str(e["total"])
            points = [e["level1"], e["level2"], e["level3"]]
            tiles = str(e["tiles"])
        else:
            e = p["projection"]
            points = [e["level1"], e["level2"], e["level3"]]
            pr, tiles = str(p["pr"]), str(len(p["tiles"]))
            money = "?" if e["money"] is None else str(e["money"])
            total = f"{int(p['pr']) + sum(points)}+?" if e["total"] is None else str(e["total"])
        proj.add_row(player_name(view, seat), pr, *[str(x) for x in points], money,
                     Text(total, style="bold"), tiles)
    tie = Text("Ties: most topic tiles wins; still tied, the victory is shared.", style="dim")
    return Group(table, note, Text(""), proj, tie)
