"""Pulitzer scorepad: final scoring of a finished game described in TOML.

See ``SCOREPAD.md`` for the format. Each ``[[player]]`` gives the score-track points
(``coin``), the H.R. space (``hr``), houses per colour, Contacts, and the Report either as
board spaces (``pins``, ``statements``, ``report`` card id) or inline as counts
(``evidence`` per line, ``statement_lines``, ``highlighted``). Problems raise
:class:`~paperboy.engine.ScorepadError` naming the line.
"""

from __future__ import annotations

import re
import tomllib
from typing import Any

from paperboy.engine import ScorepadError

from .components import data
from .scoring import chronicle_bonus, pick_winners, reach_scores

MODES = ("investigation", "chronicle", "pentagon", "solo")
PLAYER_KEYS = {"name", "coin", "hr", "contacts", "houses", "report", "pins", "statements",
               "evidence", "statement_lines", "highlighted", "eliminated"}


class _Lines:
    """Finds the line where a key of the n-th ``[[player]]`` table is written."""

    def __init__(self, text: str) -> None:
        self.lines = text.splitlines()
        self.starts = [i + 1 for i, ln in enumerate(self.lines) if re.match(r"\s*\[\[\s*player\s*\]\]", ln)]

    def of(self, player: int | None, key: str | None = None) -> int:
        if player is None:
            lo, hi = 1, (self.starts[0] if self.starts else len(self.lines) + 1)
        else:
            lo = self.starts[player] if player < len(self.starts) else 1
            hi = self.starts[player + 1] if player + 1 < len(self.starts) else len(self.lines) + 1
        if key is None:
            return lo
        for n in range(lo, hi):
            if re.match(rf"\s*{re.escape(key)}\s*=", self.lines[n - 1]):
                return n
        return lo


def _fail(lines: _Lines, player: int | None, key: str | None, problem: str) -> ScorepadError:
    return ScorepadError(f"line {lines.of(player, key)}: {problem}")


def _int(lines: _Lines, player: int, row: dict[str, Any], key: str, default: int, lo: int = 0,
         hi: int | None = None) -> int:
    value = row.get(key, default)
    if not isinstance(value, int) or isinstance(value, bool):
        raise _fail(lines, player, key, f"'{key}' must be a whole number, not {value!r}")
    if value < lo or (hi is not None and value > hi):
        span = f"{lo} to {hi}" if hi is not None else f"at least {lo}"
        raise _fail(lines, player, key, f"'{key}' must be {span}, not {value}")
    return value


def score_file(text: str) -> dict[str, Any]:
    """Score a finished game. Returns players with breakdowns, totals and the winners."""
    lines = _Lines(text)
    try:
        doc = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        match = re.search(r"line (\d+)", str(exc))
        where = f"line {match.group(1)}" if match else "line ?"
        raise ScorepadError(f"{where}: not valid TOML ({exc})") from None
    D = data()
    T = D.tables
    unknown = [k for k in doc if k not in ("mode", "ended_round", "player")]
    if unknown:
        raise _fail(lines, None, unknown[0], f"unknown setting '{unknown[0]}' (use mode, ended_round, [[player]])")
    mode = doc.get("mode", "investigation")
    if mode not in MODES:
        raise _fail(lines, None, "mode", f"mode must be one of {', '.join(MODES)}, not {mode!r}")
    players = doc.get("player")
    if not isinstance(players, list) or not players:
        raise ScorepadError("line 1: no [[player]] tables; describe every player's final board")
    count = len(players)
    colors = T["house_colors"][: (3 if count == 3 else 4)]
    if mode in ("pentagon", "solo"):
        colors = T["house_colors"][:3]
    rows: list[dict[str, Any]] = []
    for i, row in enumerate(players):
        if not isinstance(row, dict):
            raise _fail(lines, i, None, "each [[player]] must be a table")
        bad = [k for k in row if k not in PLAYER_KEYS]
        if bad:
            raise _fail(lines, i, bad[0], f"unknown key '{bad[0]}' (keys: {', '.join(sorted(PLAYER_KEYS))})")
        name = row.get("name", f"Player {i + 1}")
        if not isinstance(name, str) or not name.strip():
            raise _fail(lines, i, "name", "'name' must be text")
        coin = _int(lines, i, row, "coin", 0)
        hr = _int(lines, i, row, "hr", 1, 1, 6)
        contacts = _int(lines, i, row, "contacts", 0)
        houses = row.get("houses", {})
        if not isinstance(houses, dict):
            raise _fail(lines, i, "houses", "'houses' must be a table like { red = 2, blue = 1 }")
        if mode in ("pentagon", "solo") and any(houses.values()):
            raise _fail(lines, i, "houses", "Reach is not scored in The Pentagon Papers")
        for c, n in houses.items():
            if c not in colors:
                raise _fail(lines, i, "houses", f"no {c} houses with {count} players (colours: {', '.join(colors)})")
            if not isinstance(n, int) or isinstance(n, bool) or not 0 <= n <= T["houses_per_color"]:
                raise _fail(lines, i, "houses", f"{c} houses must be 0 to {T['houses_per_color']}, not {n!r}")
        report, statements, highlighted = _report(lines, i, row, D)
        rows.append({"name": name, "coin": coin, "hr": hr, "contacts": contacts,
                     "houses": {c: int(houses.get(c, 0)) for c in colors}, "report": report,
                     "statements": statements, "highlighted": highlighted,
                     "eliminated": bool(row.get("eliminated", False))})
    if mode == "solo" and count != 1:
        raise _fail(lines, 1, None, "solo mode scores exactly one player")
    if mode == "pentagon" and count != 2:
        raise _fail(lines, None, "mode", "pentagon mode scores exactly two players (use solo for one)")
    if mode in ("investigation", "chronicle") and not 3 <= count <= 5:
        raise _fail(lines, None, "mode", f"the standard game has 3 to 5 players, not {count}")
    for c in colors:
        total = sum(r["houses"][c] for r in rows)
        if total > T["houses_per_color"]:
            raise ScorepadError(f"line {lines.of(0, 'houses')}: {total} {c} houses in all, "
                                f"but the game has only {T['houses_per_color']}")
    standard = mode in ("investigation", "chronicle")
    reach = reach_scores([r["houses"] for r in rows], colors) if standard else [0] * count
    out_players = []
    totals: list[int] = []
    reports: list[int] = []
    contact_counts: list[int] = []
    eligible: list[bool] = []
    for i, r in enumerate(rows):
        b = {"coin": r["coin"], "hr": T["hr"][r["hr"] - 1]["points"], "reach": reach[i],
             "report": r["report"], "statements": r["statements"]}
        if mode == "chronicle":
            b["chronicle"] = chronicle_bonus(r["highlighted"])
        ok = mode == "chronicle" or (r["highlighted"] >= 5 and not r["eliminated"])
        total = sum(b.values())
        totals.append(total)
        reports.append(r["report"] + r["statements"])
        contact_counts.append(r["contacts"])
        eligible.append(ok)
        out_players.append({"name": r["name"], "breakdown": b, "total": total, "qualified": ok,
                            "highlighted": r["highlighted"]})
    result: dict[str, Any] = {"game": "pulitzer", "mode": mode, "players": out_players}
    if mode == "solo":
        ended = doc.get("ended_round", T["rounds"])
        if not isinstance(ended, int) or isinstance(ended, bool) or not 1 <= ended <= T["rounds"]:
            raise _fail(lines, None, "ended_round", f"ended_round must be 1 to {T['rounds']}, not {ended!r}")
        target = T["pentagon"]["solo_scores"][str(ended)]
        result["times_score"] = target
        result["winners"] = [rows[0]["name"]] if eligible[0] and totals[0] > target else []
    else:
        result["winners"] = [rows[w]["name"] for w in pick_winners(totals, reports, contact_counts, eligible)]
    return result


def _report(lines: _Lines, i: int, row: dict[str, Any], D: Any) -> tuple[int, int, int]:
    """(Report points from pins, Statement points, highlighted evidences) for one player."""
    has_pins = "pins" in row
    has_counts = "evidence" in row
    if has_pins and has_counts:
        raise _fail(lines, i, "evidence", "give the Report either as 'pins' or as 'evidence' counts, not both")
    if has_pins:
        pins = row["pins"]
        if not isinstance(pins, list) or not all(isinstance(p, str) for p in pins):
            raise _fail(lines, i, "pins", "'pins' must be a list of board spaces like [\"a3\", \"e1\"]")
        pins = [p.lower() for p in pins]
        for p in pins:
            if p not in D.space_symbol or p == D.start:
                raise _fail(lines, i, "pins", f"'{p}' is not an evidence space (columns a-i, rows 1-5, not e3)")
        if len(set(pins)) != len(pins):
            raise _fail(lines, i, "pins", "a space is pinned twice")
        statements = row.get("statements", [])
        if not isinstance(statements, list) or not all(isinstance(p, str) for p in statements):
            raise _fail(lines, i, "statements", "'statements' must be a list of pinned spaces")
        statements = [s.lower() for s in statements]
        for s in statements:
            if s not in pins:
                raise _fail(lines, i, "statements", f"a Statement sits under a pin, but {s} is not pinned")
            if D.space_line[s] == "X":
                raise _fail(lines, i, "statements", f"{s} is in line X, which has no Statements")
        if len(set(statements)) != len(statements):
            raise _fail(lines, i, "statements", "only one Statement per evidence")
        points = sum(D.line_value[D.space_line[p]] for p in pins)
        st_points = sum(D.statement_value[D.space_line[s]] for s in statements)
        if "report" in row:
            rid = row["report"]
            if rid not in D.reports:
                raise _fail(lines, i, "report", f"unknown Report card {rid!r} (R01-R10)")
            if "highlighted" in row:
                raise _fail(lines, i, "highlighted", "with a 'report' card the highlighted count is computed")
            hl = sum(1 for p in pins if p in D.reports[rid]["highlight"])
        else:
            hl = _int(lines, i, row, "highlighted", 0, 0, len(pins))
        return points, st_points, hl
    if has_counts:
        counts = row["evidence"]
        if not isinstance(counts, dict):
            raise _fail(lines, i, "evidence", "'evidence' must be a table like { A = 2, X = 1 }")
        points = 0
        for line, n in counts.items():
            if line not in D.line_value:
                raise _fail(lines, i, "evidence", f"unknown Investigation Line '{line}' (A, B, X, C, D)")
            if not isinstance(n, int) or isinstance(n, bool) or not 0 <= n <= (4 if line == "X" else 10):
                raise _fail(lines, i, "evidence", f"line {line} cannot hold {n!r} evidences")
            points += D.line_value[line] * n
        st = row.get("statement_lines", {})
        if not isinstance(st, dict):
            raise _fail(lines, i, "statement_lines", "'statement_lines' must be a table like { A = 1 }")
        st_points = 0
        for line, n in st.items():
            if line not in ("A", "B", "C", "D"):
                raise _fail(lines, i, "statement_lines", f"no Statements in line '{line}'")
            if not isinstance(n, int) or isinstance(n, bool) or not 0 <= n <= counts.get(line, 0):
                raise _fail(lines, i, "statement_lines",
                            f"line {line} has {counts.get(line, 0)} evidences, so at most that many Statements")
            st_points += D.statement_value[line] * n
        total = sum(counts.values())
        hl = _int(lines, i, row, "highlighted", 0, 0, min(10, total))
        return points, st_points, hl
    if "statements" in row or "statement_lines" in row:
        raise _fail(lines, i, None, "Statements sit under pins: give 'pins' or 'evidence' too")
    return 0, 0, _int(lines, i, row, "highlighted", 0, 0, 0)
