"""Fit to Print drawing helpers: grid models, tile labels and the text of every panel.

Everything here is a pure function of the engine's ``view(seat)`` (a JSON-safe dict), so
the screen never reads the state directly and hidden tiles stay hidden. Colour never
carries meaning alone: articles show their colour letter (P pink, B blue, G green),
moods are ☺/☹, photos are ▣ with the letters or moods they score, ads are ``$`` signs,
face-down tiles are ▒ and the centerpiece is ★ with its id.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from ....games.fit_to_print.components import catalogue
from ...widgets.newspaper_grid import GridModel, GridTile

COLOUR_LETTER = {"pink": "P", "blue": "B", "green": "G"}
COLOUR_WORD = {"pink": "pink", "blue": "blue", "green": "green"}
COLOUR_STYLE = {"pink": "bold magenta", "blue": "bold blue", "green": "bold green"}
MOOD_GLYPH = {"good": "☺", "bad": "☹"}
SIZE_ORDER = ("1x2", "2x1", "2x2", "1x3", "2x3")
DAY_NAMES = {"Fri": "Friday", "Sat": "Saturday", "Sun": "Sunday"}
CATEGORY_ROWS = (("articles", "Articles"), ("photos", "Photos"), ("centerpiece", "Centerpiece"),
                 ("white_space", "White space"), ("mood", "Mood"), ("unplaced", "Unplaced tiles"))
MODE_NAMES = {"standard": "relay", "solo": "solo", "puzzle": "puzzle", "family": "family",
              "turn-based": "turn-based", "newsroom": "newsroom", "scenario": "scenario",
              "real-time": "real time"}


def size_of(tile: dict[str, Any]) -> tuple[int, int]:
    """(rows, columns) of a tile or centerpiece view."""
    h, w = (int(x) for x in str(tile["size"]).split("x"))
    return h, w


def tile_label(tile: dict[str, Any]) -> tuple[str, str, str]:
    """(glyph, label, grid style) of a tile view, readable without colour."""
    kind = tile["kind"]
    if kind == "article":
        return (COLOUR_LETTER[tile["colour"]], f"{tile['points']}{MOOD_GLYPH[tile['mood']] * tile['icons']}",
                tile["colour"])
    if kind == "photo":
        return "▣", "/".join(COLOUR_LETTER.get(s, MOOD_GLYPH.get(s, s)) for s in tile["scores"]), "photo"
    return "", "$" * int(tile["dollars"]), "ad"


def tile_text(tile: dict[str, Any]) -> str:
    """One short line naming a tile, most telling part first so a narrow panel cuts the rest:
    ``T012 1x2 P 1☹ pink article``, ``T020 1x2 ▣ P/B photo``, ``T021 1x2 $$ ad``."""
    glyph, label, _ = tile_label(tile)
    kind = tile["kind"]
    if kind == "article":
        return f"{tile['id']} {tile['size']} {glyph} {label} {COLOUR_WORD[tile['colour']]} article"
    if kind == "photo":
        return f"{tile['id']} {tile['size']} ▣ {label} photo"
    return f"{tile['id']} {tile['size']} {label} ad"


def tile_rich(tile: dict[str, Any]) -> Text:
    """:func:`tile_text` with the colour letter in its colour."""
    text = Text(tile_text(tile))
    if tile["kind"] == "article":
        start = len(tile["id"]) + len(tile["size"]) + 2
        text.stylize(COLOUR_STYLE[tile["colour"]], start, start + 1)
    return text


def grid_tile(tile: dict[str, Any], row: int, col: int, up: bool = True) -> GridTile:
    """The grid's drawing of a tile view at (row, col)."""
    h, w = size_of(tile)
    if not up:
        return GridTile(tile["id"], row, col, w, h, "", "facedown", "▒")
    glyph, label, style = tile_label(tile)
    return GridTile(tile["id"], row, col, w, h, label, style, glyph)


def centerpiece_tile(cp: dict[str, Any], row: int, col: int) -> GridTile:
    """The grid's drawing of the centerpiece (id and name, ★ glyph)."""
    h, w = size_of(cp)
    return GridTile("CP", row, col, w, h, cp["id"], "centerpiece", "★")


def regions_for(view: dict[str, Any]) -> dict[tuple[int, int], str]:
    """Region of every square: usable squares by day, unusable ones blocked."""
    paper = view["paper"]
    usable = {(int(r), int(c)) for r, c in paper["region"]}
    day = view["day"]
    fri = catalogue().side_for("Fri").region
    out: dict[tuple[int, int], str] = {}
    for r in range(paper["rows"]):
        for c in range(paper["cols"]):
            if (r, c) not in usable:
                out[(r, c)] = "blocked"
            elif day == "Sun":
                out[(r, c)] = "sun"
            elif day == "Sat" and (r, c) not in fri:
                # The Saturday-only squares keep their shade so the two regions stay visible.
                out[(r, c)] = "sat"
            else:
                out[(r, c)] = "fri"
    return out


def grid_model(view: dict[str, Any], unit: dict[str, Any], lifted: str | None = None) -> GridModel:
    """The paper of ``unit`` as a grid model; ``lifted`` (a tile id or ``CP``) is left out."""
    paper = view["paper"]
    tiles: list[GridTile] = []
    cp = unit.get("centerpiece")
    if cp and unit.get("cp_at") and lifted != "CP":
        tiles.append(centerpiece_tile(cp, int(unit["cp_at"][0]), int(unit["cp_at"][1])))
    for p in unit["placed"]:
        if p["tile"]["id"] == lifted:
            continue
        tiles.append(grid_tile(p["tile"], int(p["row"]), int(p["col"]), bool(p["up"])))
    return GridModel(rows=paper["rows"], cols=paper["cols"], regions=regions_for(view),
                     fold_after_row=int(paper["fold_row"]) - 1, star=tuple(paper["star"]),  # type: ignore[arg-type]
                     tiles=tuple(tiles))


def unit_of_seat(view: dict[str, Any], seat: int) -> int:
    """Index of the unit (player or Newsroom team) that ``seat`` plays for."""
    for i, unit in enumerate(view["units"]):
        if seat in unit["seats"]:
            return i
    return 0


def short_name(name: str) -> str:
    """A name without its parenthesised note (``Bot 1 (expert)`` -> ``Bot 1``), for narrow columns."""
    return name.split(" (")[0][:14]


def clock_text(ms: int) -> str:
    """``m:ss`` of a clock in milliseconds (rounded up, so 0:00 means out of time)."""
    seconds = max(0, -(-int(ms) // 1000))
    return f"{seconds // 60}:{seconds % 60:02d}"


# --------------------------------------------------------------------------- panels
def pile_panel(view: dict[str, Any]) -> RenderableType:
    """The centre of the table: face-down count and the face-up tiles by size."""
    pile = view["pile"]
    parts: list[RenderableType] = [Text.assemble(("Centre pile", "bold"), f"  {pile['face_down']} face down",
                                                 f" · {len(pile['face_up'])} face up")]
    if pile.get("out_of_play"):
        parts.append(Text(f"{pile['out_of_play']} tiles out of play", style="dim"))
    by_size: dict[str, list[dict[str, Any]]] = {}
    for tile in pile["face_up"]:
        by_size.setdefault(tile["size"], []).append(tile)
    if not by_size:
        parts.append(Text("No face-up tiles yet.", style="dim"))
    for size in sorted(by_size, key=lambda s: SIZE_ORDER.index(s) if s in SIZE_ORDER else 99):
        parts.append(Text(f"{size}:", style="bold"))
        for tile in sorted(by_size[size], key=lambda t: t["id"]):
            line = Text("  ")
            line.append_text(tile_rich(tile))
            parts.append(line)
    return Group(*parts)


def tracks_key(view: dict[str, Any]) -> tuple[Any, ...]:
    """What :func:`tracks_panel` is drawn from: the panel is drawn again only when it changes
    (a tile placed changes no track)."""
    return (tuple(view["to_act"]),
            tuple((u["name"], tuple(u["seats"]), tuple((s["total"], s["dollars"]) for s in u["scores"]),
                   tuple(u["tokens"])) for u in view["units"]))


def clocks_key(view: dict[str, Any], shown: tuple[Any, ...]) -> tuple[Any, ...]:
    """What :func:`clocks_panel` is drawn from, with ``shown`` the clocks as shown (m:ss)."""
    return (view["phase"], view.get("limit_ms"), view.get("turn"), shown,
            tuple((u["name"], u["status"], clock_text(u.get("clock_left_ms") or 0)) for u in view["units"]))


def pile_key(view: dict[str, Any]) -> tuple[Any, ...]:
    """What :func:`pile_panel` is drawn from."""
    pile = view["pile"]
    return (pile["face_down"], pile.get("out_of_play"), tuple(t["id"] for t in pile["face_up"]))


def cards_key(view: dict[str, Any], unit: dict[str, Any], scenario: dict[str, Any] | None) -> str:
    """What :func:`cards_panel` is drawn from (a short text of the few parts it reads)."""
    parts = (view["phase"], view.get("offer"), [(u["tokens"], u["name"]) for u in view["units"]],
             unit.get("centerpiece"), view.get("breaking_news"), unit.get("character"),
             unit.get("character_name"), unit.get("takes_left"), scenario, view.get("modifications"))
    return repr(parts)


def _status_word(view: dict[str, Any], index: int, unit: dict[str, Any]) -> str:
    if view["phase"] != "round":
        return "—"
    if unit["status"] == "printed":
        return "printed"
    if unit["status"] == "layout":
        return "layout"
    if view.get("turn") == index:
        return "reporting ◀"
    return "reporting"


def tracks_panel(view: dict[str, Any]) -> RenderableType:
    """Every player's score and ad revenue by round, tokens and who is acting (the clocks
    under it are :func:`clocks_panel`, drawn again on their own as the seconds pass)."""
    table = Table(box=None, pad_edge=False, show_header=True, header_style="bold", expand=False)
    table.add_column("Player", no_wrap=True, max_width=14)
    for day in ("Fri", "Sat", "Sun"):
        table.add_column(day, justify="right", no_wrap=True)
    table.add_column("Tot", justify="right", no_wrap=True)
    to_act = set(view["to_act"])
    for unit in view["units"]:
        cells = []
        total, dollars = 0, 0
        for d in range(3):
            if d < len(unit["scores"]):
                s = unit["scores"][d]
                total += s["total"]
                dollars += s["dollars"]
                tok = unit["tokens"][d] if d < len(unit["tokens"]) else None
                cells.append(f"{s['total']} ${s['dollars']}" + (f" #{tok}" if tok else ""))
            else:
                cells.append("·")
        acting = "▶" if to_act & set(unit["seats"]) else " "
        table.add_row(Text(f"{acting}{short_name(unit['name'])}"), *cells, f"{total} ${dollars}")
    return Group(Text("Tracks: points $ad #token", style="bold"), table)


class PlainRows:
    """Rows of plain cells laid out as a borderless Rich ``Table`` without edge padding lays
    them out (each column as wide as its widest cell, two spaces between columns), drawn
    as lines of text when they fit the width: the clocks are drawn again every second,
    and a ``Table`` costs several milliseconds to measure and draw. When they do not fit,
    the table itself is drawn (it narrows its columns as it does)."""

    def __init__(self, rows: Sequence[tuple[str, ...]], table: Table) -> None:
        self.rows = rows
        self.table = table

    def __rich_console__(self, console: Any, options: Any) -> Any:
        widths = [max(len(row[i]) for row in self.rows) for i in range(len(self.rows[0]))] if self.rows else []
        if not self.rows or sum(widths) + 2 * (len(widths) - 1) > options.max_width or any(
                len(cell) != Text(cell).cell_len for row in self.rows for cell in row):
            yield self.table
            return
        for row in self.rows:
            yield Text("  ".join(cell.ljust(width) for cell, width in zip(row, widths, strict=True)))


def clocks_panel(view: dict[str, Any], clocks_ms: dict[int, int] | None = None) -> RenderableType:
    """Every paper's clock and where it stands (or just where it stands, without clocks)."""
    lines: list[RenderableType] = []
    if view["phase"] == "round" and view.get("limit_ms"):
        clocks = Table(box=None, pad_edge=False, show_header=False)
        clocks.add_column(no_wrap=True, max_width=14)
        clocks.add_column(no_wrap=True)
        clocks.add_column(no_wrap=True)
        rows = []
        for i, unit in enumerate(view["units"]):
            left = (clocks_ms or {}).get(i, unit["clock_left_ms"])
            row = (short_name(unit["name"]), f"clock {clock_text(left)}", _status_word(view, i, unit))
            clocks.add_row(Text(row[0]), row[1], row[2])
            rows.append(row)
        lines.append(Text(f"Clocks (round {clock_text(view['limit_ms'])})", style="bold"))
        lines.append(PlainRows(rows, clocks))
    elif view["phase"] == "round":
        for i, unit in enumerate(view["units"]):
            lines.append(Text(f"{unit['name']}: {_status_word(view, i, unit)}"))
    return Group(*lines)


def cards_panel(view: dict[str, Any], unit: dict[str, Any], scenario: dict[str, Any] | None = None) -> RenderableType:
    """Centerpiece with its condition, Breaking News, character power, scenario goals."""
    parts: list[RenderableType] = []
    cp = unit.get("centerpiece")
    if view["phase"] in ("choose", "tb_choose") and view.get("offer"):
        order = sorted((u["tokens"][-1], u["name"]) for u in view["units"] if u["tokens"] and u["tokens"][-1])
        if order:
            parts.append(Text("Draft order (finishing tokens): " + ", ".join(f"#{t} {n}" for t, n in order)))
        parts.append(Text("Centerpieces on offer", style="bold"))
        for offer in view["offer"]:
            parts.append(Text.assemble(("★ " + offer["id"], "bold"), f" {offer['name']} ({offer['size']})"))
            parts.append(Text("  " + offer["text"]))
    if cp:
        parts.append(Text.assemble(("Centerpiece ★ ", "bold"), f"{cp['id']} {cp['name']} ({cp['size']})"))
        parts.append(Text("  " + cp["text"]))
    bn = view.get("breaking_news")
    if bn:
        parts.append(Text.assemble(("Breaking News ", "bold"), f"{bn['id']}: {bn['name']}"))
        parts.append(Text("  " + bn["text"]))
    if unit.get("character"):
        parts.append(Text.assemble(("Character ", "bold"), str(unit.get("character_name") or "")))
        parts.append(Text("  " + unit["character"]))
        if unit.get("takes_left"):
            parts.append(Text(f"  Takes left in layout: {unit['takes_left']}"))
    if scenario and "puzzle" in scenario:
        parts.append(Text(f"Puzzle {scenario['puzzle']}", style="bold"))
        parts.append(Text("  Score tiers: " + " / ".join(f"{t}+" for t in scenario["tiers"])
                          + ". Every ad must go on the paper face up; other leftovers cost nothing."))
    elif scenario:
        parts.append(Text(f"Scenario {scenario['number']} ({scenario['difficulty']})", style="bold"))
        parts.append(Text(f"  Goals: ${scenario['min_ad']}+ ad revenue, {scenario['min_pts']}+ points"))
        if scenario.get("goal"):
            parts.append(Text(f"  Also: {scenario['goal']}"))
    mods = view.get("modifications") or []
    if mods:
        parts.append(Text("Rule modifications: " + ", ".join(str(m) for m in mods), style="bold"))
    if not parts:
        parts.append(Text("No cards in play.", style="dim"))
    return Group(*parts)


def score_sheet(view: dict[str, Any], day: int) -> Table:
    """Every category for every player: this round and the running total."""
    table = Table(box=None, pad_edge=False, header_style="bold", show_header=True)
    table.add_column("", no_wrap=True)
    units = view["units"]
    for unit in units:
        table.add_column(Text(short_name(unit["name"])), justify="right", no_wrap=True)
    def cell(unit: dict[str, Any], key: str) -> str:
        if day >= len(unit["scores"]):
            return "·"
        now = unit["scores"][day]["categories"].get(key, 0)
        run = sum(s["categories"].get(key, 0) for s in unit["scores"][: day + 1])
        return f"{now:+d} ({run:+d})" if day else f"{now:+d}"
    for key, label in CATEGORY_ROWS:
        table.add_row(label, *[cell(u, key) for u in units])
    def total(unit: dict[str, Any], field: str) -> str:
        if day >= len(unit["scores"]):
            return "·"
        now = unit["scores"][day][field]
        run = sum(s[field] for s in unit["scores"][: day + 1])
        prefix = "$" if field == "dollars" else ""
        return f"{prefix}{now} ({prefix}{run})" if day else f"{prefix}{now}"
    table.add_row(Text("Round points", style="bold"), *[total(u, "total") for u in units])
    table.add_row(Text("Ad revenue", style="bold"), *[total(u, "dollars") for u in units])
    table.add_row("Finishing token", *[
        (f"#{u['tokens'][day]}" if day < len(u["tokens"]) and u["tokens"][day] else "—") for u in units])
    return table


def score_chart(view: dict[str, Any], totals: list[int] | None = None, width: int = 30) -> Text:
    """A text bar chart of every player's round scores (one bar per round)."""
    units = view["units"]
    best = max([s["total"] for u in units for s in u["scores"]] + [1])
    text = Text()
    marks = {0: "▓", 1: "▒", 2: "░"}
    for i, unit in enumerate(units):
        text.append(f"{short_name(unit['name'])[:12]:<12} ", style="bold")
        for d, s in enumerate(unit["scores"]):
            n = max(0, round(width * s["total"] / best / max(1, len(unit["scores"]))))
            text.append(marks.get(d, "█") * n)
            text.append(f" {s['total']} ")
        if totals is not None and i < len(totals):
            text.append(f"= {totals[i]}", style="bold")
        text.append("\n")
    if view.get("mode") == "puzzle":
        # a puzzle is one round on its own day: the legend names that day alone
        day = str(view.get("day", ""))
        text.append(f"{marks[0]} Puzzle · {DAY_NAMES.get(day, day)}", style="dim")
        return text
    days = [DAY_NAMES[d] for d in ("Fri", "Sat", "Sun")]
    text.append("  ".join(f"{marks[d]} {days[d]}" for d in range(3)), style="dim")
    return text


def so_far_text(view: dict[str, Any], unit_index: int) -> Text:
    """This round's score of one paper as it lies now (the view's ``so_far``), in one line.

    Finishing tokens are handed out at Print, so they are not in it yet.
    """
    so_far = view.get("so_far")
    if not so_far or unit_index >= len(so_far):
        return Text("")
    score = so_far[unit_index]
    text = Text(f"This round so far: {score['total']} points, ${score['dollars']}", style="bold")
    short = {"articles": "art", "photos": "ph", "centerpiece": "cp", "white_space": "white",
             "mood": "mood", "unplaced": "desk"}
    parts = [f"{short.get(k, k)} {v:+d}" for k, v in score["categories"].items() if v]
    if parts:
        text.append(" (" + ", ".join(parts) + ")", style="dim")
    return text
