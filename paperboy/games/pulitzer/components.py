"""Pulitzer component data: loaded from ``data/*.toml`` and validated once.

:func:`data` returns a cached :class:`PulitzerData` with the Investigation board, the
decks, and the board tables. Validation checks the counts the rulebook prints (25
Evidence, 18 Investigation Line, 10 Report, 9 News, 12 Overtime, 14 Event, 15 Times
cards) and the internal consistency of the designed parts; a broken file raises
:class:`~paperboy.engine.DataError`.
"""

from __future__ import annotations

import tomllib
from collections.abc import Collection
from dataclasses import dataclass, field
from functools import lru_cache
from importlib import resources
from typing import Any

from paperboy.engine import DataError

LINES = ("A", "B", "X", "C", "D")
SECTIONS = ("editing", "newsroom", "hr", "management", "registry", "photo")
SECTION_NAMES = {
    "editing": "Editing Room", "newsroom": "Newsroom", "hr": "Human Resources",
    "management": "Management", "registry": "Registry", "photo": "Photography",
}


@dataclass
class PulitzerData:
    """Every table the rules need, keyed for quick lookup."""

    columns: list[str]
    rows: int
    start: str
    string_length: int
    symbols: list[str]
    space_symbol: dict[str, str]            # board space -> symbol ("?" for the start)
    space_line: dict[str, str]              # board space -> line id
    line_value: dict[str, int]
    statement_value: dict[str, int]
    line_symbol_space: dict[tuple[str, str], str]
    reports: dict[str, dict[str, Any]]
    evidence: dict[str, list[str]]          # card -> symbols
    lines: dict[str, list[str]]             # card -> lines
    news: dict[str, dict[str, Any]]
    overtime: dict[str, dict[str, Any]]
    events: dict[str, dict[str, Any]]
    times: dict[str, dict[str, Any]]
    tables: dict[str, Any]
    column_names: dict[str, str] = field(default_factory=dict)
    # Derived once at load (the board never changes): the evidence spaces in order, and the
    # distance between every two board spaces.
    evidence_spaces: tuple[str, ...] = field(default=(), init=False)
    distances: dict[str, dict[str, int]] = field(default_factory=dict, init=False)
    # space -> [evidence spaces at most k steps away, in ``evidence_spaces`` order, for k = 0, 1, ...]
    reachable: dict[str, list[tuple[str, ...]]] = field(default_factory=dict, init=False)
    # evidence space -> its place in ``evidence_spaces`` (board order)
    space_index: dict[str, int] = field(default_factory=dict, init=False)
    # Evidence or Line card -> how the log names it ("E07 (camera/phone)", "L12 (line A/B)")
    card_text: dict[str, str] = field(default_factory=dict, init=False)

    def __post_init__(self) -> None:
        self.evidence_spaces = tuple(s for s in self.space_symbol if s != self.start)
        self.space_index = {s: i for i, s in enumerate(self.evidence_spaces)}
        self.card_text = {c: f"{c} (line {'/'.join(names)})" for c, names in self.lines.items()}
        self.card_text.update({c: f"{c} ({'/'.join(syms)})" for c, syms in self.evidence.items()})
        self.distances = {a: {b: self._steps(a, b) for b in self.space_symbol} for a in self.space_symbol}
        for a, row in self.distances.items():
            far = max(row.values())
            self.reachable[a] = [tuple(b for b in self.evidence_spaces if row[b] <= k) for k in range(far + 1)]

    def spaces_within(self, a: str, steps: int) -> tuple[str, ...]:
        """The evidence spaces at most ``steps`` away from ``a``, in board order."""
        table = self.reachable.get(a)
        if table is None:
            return tuple(b for b in self.evidence_spaces if self.distance(a, b) <= steps)
        if steps < 0:
            return ()
        return table[min(steps, len(table) - 1)]

    def board_spaces(self) -> list[str]:
        """Every evidence space (the start excluded), row by row."""
        return list(self.evidence_spaces)

    def distance(self, a: str, b: str) -> int:
        """Orthogonal steps between two board spaces; left and right edges touch."""
        row = self.distances.get(a)
        if row is not None:
            steps = row.get(b)
            if steps is not None:
                return steps
        return self._steps(a, b)

    def _steps(self, a: str, b: str) -> int:
        ca, cb = self.columns.index(a[0]), self.columns.index(b[0])
        dc = abs(ca - cb)
        dc = min(dc, len(self.columns) - dc)
        return dc + abs(int(a[1:]) - int(b[1:]))


def _load(name: str) -> dict[str, Any]:
    try:
        text = resources.files("paperboy.games.pulitzer.data").joinpath(name).read_text("utf-8")
        return tomllib.loads(text)
    except (OSError, tomllib.TOMLDecodeError) as exc:
        raise DataError(f"pulitzer data file {name} could not be read: {exc}") from None


def _need(cond: bool, message: str) -> None:
    if not cond:
        raise DataError(f"pulitzer data: {message}")


@lru_cache(maxsize=1)
def data() -> PulitzerData:
    """Load, validate and cache the component data."""
    board = _load("board.toml")
    cards = _load("cards.toml")
    tables = _load("tables.toml")
    columns = board["columns"]
    rows = int(board["rows"])
    grid = board["grid"]
    _need(len(grid) == rows and all(len(r) == len(columns) for r in grid), "grid shape")
    col_line: dict[str, str] = {}
    line_value: dict[str, int] = {}
    statement_value: dict[str, int] = {}
    for line in board["line"]:
        for c in line["columns"]:
            col_line[c] = line["id"]
        line_value[line["id"]] = int(line["value"])
        statement_value[line["id"]] = int(line["statement"])
    _need(tuple(line_value) == LINES, "lines must be A, B, X, C, D in order")
    _need(line_value == {"A": 10, "B": 5, "X": 3, "C": 5, "D": 10}, "line values 10/5/3")
    space_symbol: dict[str, str] = {}
    space_line: dict[str, str] = {}
    lss: dict[tuple[str, str], str] = {}
    symbols = board["symbols"]
    for r, row in enumerate(grid, start=1):
        for c, sym in zip(columns, row, strict=True):
            space = f"{c}{r}"
            space_symbol[space] = sym
            space_line[space] = col_line[c]
            if space == board["start"]:
                _need(sym == "?", "the start must show '?'")
                continue
            _need(sym in symbols, f"unknown symbol {sym} on {space}")
            key = (col_line[c], sym)
            _need(key not in lss, f"symbol {sym} twice in line {col_line[c]}")
            lss[key] = space
    for line in ("A", "B", "C", "D"):
        _need(all((line, s) in lss for s in symbols), f"line {line} must show every symbol")
    reports = {r["id"]: r for r in board["report"]}
    _need(len(reports) == 10, "10 Report cards")
    for rid, rep in reports.items():
        hl = rep["highlight"]
        _need(len(set(hl)) == len(hl) == 10, f"{rid} highlights 10 distinct spaces")
        _need(all(s in space_symbol and s != board["start"] for s in hl), f"{rid} highlights")
    evidence = {c["id"]: list(c["symbols"]) for c in cards["evidence"]}
    lines = {c["id"]: list(c["lines"]) for c in cards["lines"]}
    _need(len(evidence) == 25, "25 Evidence cards")
    _need(len(lines) == 18, "18 Investigation Line cards")
    _need(any(len(v) == 2 for v in evidence.values()), "double Evidence cards")
    _need(any(len(v) == 2 for v in lines.values()), "double Investigation Line cards")
    _need(all(s in symbols for v in evidence.values() for s in v), "Evidence symbols")
    _need(all(ln in ("A", "B", "C", "D") for v in lines.values() for ln in v), "line cards")
    news = {c["id"]: c for c in cards["news"]}
    _need(len(news) == 9, "9 News cards")
    for nid, card in news.items():
        _need(len(card["blocked"]) == 2 and all(b in SECTIONS for b in card["blocked"]),
              f"{nid} blocks two sections")
        _need(set(card["money"]) == {"N", "I", "S", "E", "C"}, f"{nid} pays every column")
    overtime = {c["id"]: c for c in cards["overtime"]}
    _need(len(overtime) == 12, "12 Overtime cards")
    kinds = [c["kind"] for c in overtime.values()]
    _need(all(kinds.count(k) >= 1 for k in ("talk", "radio", "evidence", "statement")), "Overtime kinds")
    events = {c["id"]: c for c in cards["event"]}
    _need(len(events) == 14, "14 Event cards")
    times = {c["id"]: c for c in cards["times"]}
    _need(len(times) == 15, "15 Times cards")
    for color in ("red", "orange", "yellow"):
        _need(sum(1 for t in times.values() if t["color"] == color) == 5, f"5 {color} Times cards")
    _need(len(tables["bus"]) == 6 and len(tables["bus_pentagon"]) == 4, "bus spaces")
    _need([h["space"] for h in tables["hr"]] == [1, 2, 3, 4, 5, 6], "H.R. track spaces 1-6")
    names = {k: v["name"] for k, v in tables["columns"].items()}
    return PulitzerData(
        columns=columns, rows=rows, start=board["start"], string_length=int(board["string_length"]),
        symbols=symbols, space_symbol=space_symbol, space_line=space_line, line_value=line_value,
        statement_value=statement_value, line_symbol_space=lss, reports=reports,
        evidence=evidence, lines=lines, news=news, overtime=overtime, events=events, times=times,
        tables=tables, column_names=names,
    )


def cell_of(space: str) -> tuple[int, int]:
    """Grid (row, col) of an Investigation board space such as ``c4``."""
    return int(space[1:]) - 1, data().columns.index(space[0])


def string_path(start: str, pins: list[str]) -> dict[tuple[int, int], str]:
    """Marks (``═ ║ ╬``) for the squares the string crosses between the pins (not the pins).

    Each leg goes the short way across the columns (through the left/right edge when that
    is shorter, the edges being adjacent), then along the rows. One drawing for the screen
    and the printed paper.
    """
    cols = len(data().columns)
    marks: dict[tuple[int, int], str] = {}

    def put(cell: tuple[int, int], glyph: str) -> None:
        old = marks.get(cell)
        marks[cell] = glyph if old is None or old == glyph else "╬"

    pos = start
    for pin in pins:
        (r0, c0), (r1, c1) = cell_of(pos), cell_of(pin)
        right = (c1 - c0) % cols
        step = 1 if right <= cols - right else -1
        c = c0
        while c != c1:
            c = (c + step) % cols
            put((r0, c), "═")
        if r1 != r0:
            if c1 != c0:
                put((r0, c1), "╬")
            dr = 1 if r1 > r0 else -1
            r = r0
            while r != r1:
                r += dr
                put((r, c1), "║")
        pos = pin
    for pin in pins + [start]:
        marks.pop(cell_of(pin), None)
    return marks


@lru_cache(maxsize=1)
def symbol_letters() -> dict[str, str]:
    """A distinct lower-case letter per evidence symbol (its first letter not yet taken)."""
    out: dict[str, str] = {}
    for sym in data().symbols:
        for ch in sym:
            if ch not in out.values():
                out[sym] = ch
                break
        else:  # pragma: no cover - ten symbols always find a letter
            out[sym] = sym[:1]
    return out


#: The region of a square by its Investigation Line (the colour both drawings give it).
LINE_REGION = {"A": "line-a", "B": "line-b", "X": "line-x", "C": "line-c", "D": "line-d"}


def board_squares(highlight: Collection[str]) -> tuple[dict[tuple[int, int], str], dict[tuple[int, int], str]]:
    """(region, evidence letter) per square of an Investigation board, as the screen and the
    printed paper draw it before the pins, the string and destroyed evidence go on top.

    The start square is the region ``start`` (no letter); evidence the Report card highlights
    is ``hl``; any other square takes its line's region (:data:`LINE_REGION`).
    """
    d = data()
    letters = symbol_letters()
    regions: dict[tuple[int, int], str] = {}
    marks: dict[tuple[int, int], str] = {}
    for space, sym in d.space_symbol.items():
        cell = cell_of(space)
        if space == d.start:
            regions[cell] = "start"
            continue
        regions[cell] = "hl" if space in highlight else LINE_REGION[d.space_line[space]]
        marks[cell] = letters.get(sym, "?")
    return regions, marks
