"""Pulitzer scorepad: final scoring of a finished game described in TOML.

See ``SCOREPAD.md`` for the format. Each ``[[player]]`` gives the score-track points
(``coin``), the H.R. space (``hr``), houses per colour, Contacts, and the Report either as
board spaces (``pins``, ``statements``, ``report`` card id) or inline as counts
(``evidence`` per line, ``statement_lines``, ``highlighted``). Every value is checked
against the board and the box (45 board spaces, 8 houses a colour, 25 Contacts, 75 pins,
30 Statement tokens) before use; problems raise :class:`~paperboy.engine.ScorepadError`
naming the line.
"""

from __future__ import annotations

from typing import Any

from paperboy.engine.scorepad import Table, describe, key_text, load

from .components import data
from .scoring import chronicle_bonus, pick_winners, reach_scores

MODES = ("investigation", "chronicle", "pentagon", "solo")
PLAYER_KEYS = ("name", "coin", "hr", "contacts", "houses", "report", "pins", "statements",
               "evidence", "statement_lines", "highlighted", "eliminated")
#: the score track: a Pulitzer coin shows 0-99, plus 100 once flipped
MAX_COIN = 199
#: the box: Contact tokens, pins (one per player starts on "?"), Statement tokens
CONTACTS_IN_BOX = 25
PINS_IN_BOX = 75
STATEMENTS_IN_BOX = 30
#: how many highlighted evidences a Report card marks
HIGHLIGHTS = 10


def score_file(text: str) -> dict[str, Any]:
    """Score a finished game. Returns players with breakdowns, totals and the winners."""
    doc = load(text)
    D = data()
    T = D.tables
    doc.check_keys(("mode", "ended_round", "player"), "top level (use mode, ended_round, [[player]])")
    mode = doc.choice("mode", MODES, "investigation", what="mode")
    players = doc.tables("player", 1, 5, "Pulitzer players ([[player]] tables, 1 to 5)")
    count = len(players)
    if mode == "solo" and count != 1:
        raise players[1].error(None, "solo mode scores exactly one player")
    if mode == "pentagon" and count != 2:
        raise doc.error("mode", f"pentagon mode scores exactly two players (use solo for one), not {count}")
    if mode in ("investigation", "chronicle") and not 3 <= count <= 5:
        raise doc.error("mode", f"the standard game has 3 to 5 players, not {count} "
                                "(use mode = \"pentagon\" for two, \"solo\" for one)")
    colors = list(T["house_colors"][: (3 if count == 3 else 4)])
    if mode in ("pentagon", "solo"):
        colors = list(T["house_colors"][:3])
    per_color = T["houses_per_color"]
    rows: list[dict[str, Any]] = []
    names: set[str] = set()
    used = {"contacts": 0, "pins": 0, "statements": 0}
    for i, row in enumerate(players):
        row.check_keys(PLAYER_KEYS, f"player {i + 1}")
        name = row.text("name", f"Player {i + 1}", what=f"player {i + 1}'s name")
        if name in names:
            raise row.error("name", f"player {i + 1}: the name '{name}' is used twice")
        names.add(name)
        coin = row.integer("coin", 0, MAX_COIN, 0, f"{name}'s 'coin' (score track, +100 when flipped)")
        hr = row.integer("hr", 1, len(T["hr"]), 1, f"{name}'s 'hr' (H.R. track space)")
        contacts = row.integer("contacts", 0, CONTACTS_IN_BOX, 0, f"{name}'s 'contacts'")
        houses_table = row.table("houses", f"{name}'s 'houses'")
        for colour in houses_table.keys():
            if colour not in colors:
                raise row.error("houses", f"{name}: no {key_text(colour)} houses with {count} players "
                                          f"in {mode} (colours: {', '.join(colors)})")
        houses = row.counts("houses", colors, 0, per_color, f"{name}'s houses:")
        if mode in ("pentagon", "solo") and any(houses.values()):
            raise row.error("houses", "Reach is not scored in The Pentagon Papers")
        report, statements, highlighted, pins = _report(row, name, D)
        used["contacts"] += contacts
        used["pins"] += pins
        used["statements"] += statements[1]
        for what, cap, key in (("contacts", CONTACTS_IN_BOX, "contacts"),
                               ("pins", PINS_IN_BOX - count, "pins" if "pins" in row else "evidence"),
                               ("statements", STATEMENTS_IN_BOX, "statements")):
            if used[what] > cap:
                raise row.error(key, f"the players hold {used[what]} {what} in all, but the box has {cap}")
        rows.append({"name": name, "coin": coin, "hr": hr, "contacts": contacts, "houses": houses,
                     "report": report, "statements": statements[0], "highlighted": highlighted,
                     "eliminated": row.flag("eliminated", what=f"{name}'s 'eliminated'")})
    for c in colors:
        total = sum(r["houses"][c] for r in rows)
        if total > per_color:
            raise players[-1].error("houses", f"{total} {c} houses in all, but the game has only {per_color}")
    ended = T["rounds"]
    if "ended_round" in doc:
        if mode != "solo":
            raise doc.error("ended_round", "ended_round is only used in solo mode")
        ended = doc.integer("ended_round", 1, T["rounds"], what="ended_round")
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
        target = T["pentagon"]["solo_scores"][str(ended)]
        result["times_score"] = target
        result["winners"] = [rows[0]["name"]] if eligible[0] and totals[0] > target else []
    else:
        result["winners"] = [rows[w]["name"] for w in pick_winners(totals, reports, contact_counts, eligible)]
    return result


def _spaces(row: Table, key: str, name: str, allowed: list[str], max_len: int, refusal: str) -> list[str]:
    """A list of board spaces (case-insensitive), each in ``allowed``, none twice.

    ``refusal`` is the problem shown for a space not allowed (``{space}`` is replaced).
    """
    out: list[str] = []
    for value in row.items(key, max_len, f"{name}'s '{key}'"):
        if not isinstance(value, str):
            raise row.error(key, f"{name}'s '{key}' lists board spaces like \"a3\", not {describe(value)}")
        space = value.strip().lower()
        if space not in allowed:
            raise row.error(key, refusal.replace("{space}", describe(value)))
        out.append(space)
    if len(set(out)) != len(out):
        raise row.error(key, f"{name}: a space is listed twice in '{key}'")
    return out


def _report(row: Table, name: str, D: Any) -> tuple[int, tuple[int, int], int, int]:
    """Report points, (Statement points, Statements), highlighted evidences and pins of one player."""
    has_pins = "pins" in row
    has_counts = "evidence" in row
    if has_pins and has_counts:
        raise row.error("evidence", "give the Report either as 'pins' or as 'evidence' counts, not both")
    if has_pins:
        evidence_spaces = [s for s in D.space_symbol if s != D.start]
        pins = _spaces(row, "pins", name, evidence_spaces, len(evidence_spaces),
                       "{space} is not an evidence space (columns a-i, rows 1-5, not e3)")
        statements = _spaces(row, "statements", name, pins, len(pins),
                             "a Statement sits under a pin, but {space} is not pinned")
        for s in statements:
            if D.space_line[s] == "X":
                raise row.error("statements", f"{s} is in line X, which has no Statements")
        points = sum(D.line_value[D.space_line[p]] for p in pins)
        st_points = sum(D.statement_value[D.space_line[s]] for s in statements)
        if "report" in row:
            rid = row.choice("report", sorted(D.reports), what=f"{name}'s 'report' (Report card)")
            if "highlighted" in row:
                raise row.error("highlighted", "with a 'report' card the highlighted count is computed")
            hl = sum(1 for p in pins if p in D.reports[rid]["highlight"])
        else:
            hl = row.integer("highlighted", 0, min(HIGHLIGHTS, len(pins)), 0, f"{name}'s 'highlighted'")
        return points, (st_points, len(statements)), hl, len(pins)
    if "report" in row:
        raise row.error("report", "a 'report' card counts highlighted 'pins': give the pins too")
    if has_counts:
        caps = {line: sum(1 for s, ln in D.space_line.items() if ln == line and s != D.start)
                for line in D.line_value}
        counts = row.counts("evidence", list(D.line_value), 0, caps, f"{name}'s evidence in line")
        points = sum(D.line_value[line] * n for line, n in counts.items())
        st_lines = [line for line in D.line_value if D.statement_value[line]]
        statement_counts = row.counts("statement_lines", st_lines, 0, max(caps.values()),
                                      f"{name}'s Statements in line")
        for line, n in statement_counts.items():
            if n > counts[line]:
                raise row.error("statement_lines", f"line {line} has {counts[line]} evidences, "
                                                   "so at most that many Statements")
        st_points = sum(D.statement_value[line] * n for line, n in statement_counts.items())
        total = sum(counts.values())
        hl = row.integer("highlighted", 0, min(HIGHLIGHTS, total), 0, f"{name}'s 'highlighted'")
        return points, (st_points, sum(statement_counts.values())), hl, total
    if "statements" in row or "statement_lines" in row:
        raise row.error(None, "Statements sit under pins: give 'pins' or 'evidence' too")
    return 0, (0, 0), row.integer("highlighted", 0, 0, 0, f"{name}'s 'highlighted' (no pins given)"), 0
