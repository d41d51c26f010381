"""The Pulitzer game board drawn from a view: Kiosk, Archive, Buses, Overtime, Newspaper.

Each area is one Rich renderable, so the screen can redraw only the areas whose part of
the view changed. The area being resolved gets a ``▶ RESOLVING`` title (reverse video),
and within the Kiosk the column or the rows being scored are marked the same way, so the
highlight never depends on colour alone.
"""

from __future__ import annotations

from typing import Any

from rich.console import Group, RenderableType
from rich.text import Text

from ...widgets.quick_table import QuickTable
from .common import (
    OTHER_TAGS,
    D,
    card_text,
    name_text,
    occupants,
    overtime_text,
    owner_tag,
    short_name,
)

# The resolution order on the board, bottom to top (areas the screen can highlight).
STAGES = ("reveal", "kiosk", "rows", "archive", "event", "buses", "overtime", "newspaper", "maintenance")
STAGE_TITLES = {
    "reveal": "Reveal", "kiosk": "Kiosk", "rows": "Rows", "archive": "Archive", "event": "Event",
    "buses": "Buses", "overtime": "Overtime", "newspaper": "Paper", "maintenance": "Maintenance",
}
COLUMN_REWARD = {"N": "1C 3p Pass", "I": "2C 6p", "S": "+2/$300", "E": "+2/1C", "C": "7p"}
SECTION_SHORT = {"hr": "H.R."}
HOUSE_SHORT = {"red": "red", "blue": "blu", "green": "grn", "yellow": "yel"}
COLUMN_REWARD_SOLO = dict(COLUMN_REWARD, N="1C 3p")
COLUMN_SHORT = {"International": "Intern'l", "Entertainment": "Entert."}
COLUMN_TINY = {"National": "Nat'l", "International": "Int'l", "Entertainment": "Ent.", "Economy": "Econ."}


def title(text: str, resolving: bool) -> Text:
    """An area title; the area being resolved is marked in words and in reverse video."""
    if resolving:
        return Text(f"▶ {text.upper()} · RESOLVING", style="bold reverse")
    return Text(text.upper(), style="bold underline")


# --------------------------------------------------------------------------- round banner
def round_banner(view: dict[str, Any], stage: str | None) -> RenderableType:
    """Round, phase, Press Pass, News money, the resolution steps with the current one."""
    head = Text()
    head.append(f"Round {view['round']}/{view['rounds']}", style="bold")
    head.append(" · ")
    head.append(str(view["phase"]).capitalize())
    press = view["press_pass"]
    head.append(" · Press Pass ")
    head.append_text(name_text(view, press))
    if view["mode"] == "pentagon":
        head.append(f" · turn {view.get('turn_marker', 0)}/7")
    head.append(f" · News left {view['news_left']}", style="dim")
    steps = Text("Steps: ", style="dim")
    order = [s for s in STAGES if s != "maintenance" and not (view["mode"] == "pentagon" and s == "archive")]
    if not view.get("event"):
        order = [s for s in order if s != "event"]
    reached = stage in order
    for i, s in enumerate(order):
        if i:
            steps.append("›", style="dim")
        if s == stage:
            steps.append(f"▶{STAGE_TITLES[s]}", style="bold reverse")
        elif reached and order.index(s) < order.index(stage or ""):
            steps.append(f"{STAGE_TITLES[s]}✓", style="dim")
        else:
            steps.append(STAGE_TITLES[s])
    return Group(head, steps)


# --------------------------------------------------------------------------- kiosk
def kiosk(view: dict[str, Any], stage: str | None, column: str | None) -> RenderableType:
    """The Kiosk grid: columns with the News money, rows with their house colour."""
    cols = view["kiosk_columns"]
    rewards = COLUMN_REWARD_SOLO if view["mode"] == "pentagon" and len(view["players"]) == 1 else COLUMN_REWARD
    # drawn as a Rich table with no box (see widgets/quick_table.py: without Rich's table machinery)
    columns: list[tuple[str | Text, str, int | None]] = [("", "left", 5)]
    compact = len(cols) >= 5  # five columns only fit with short names and the rewards below
    for c in cols:
        name = view["column_names"][c]
        name = (COLUMN_TINY if compact else COLUMN_SHORT).get(name, name)
        head = Text(name)
        if stage == "kiosk" and column == c:
            head = Text(f"▶{name}", style="bold reverse")
        head.append(f"\n{c} ${view['news_money'].get(c, 0)}")
        columns.append((head, "left", 7))
    rows: list[list[str | Text]] = []
    moved = view.get("houses_moved") or []
    for r in range(1, int(view["kiosk_rows"]) + 1):
        color = view["house_colors"][r - 1]
        label = Text(f"{r} {HOUSE_SHORT.get(color, color[:3])}")
        if stage == "rows":
            label.stylize("bold reverse")
        if r - 1 < len(moved) and moved[r - 1]:
            label.append("↑" if moved[r - 1] == "hat" else "↓")
        rows.append([label, *[occupants(view, f"{c}{r}") for c in cols]])
    if not compact:
        rows.append([Text("wins", style="dim"), *[Text(rewards.get(c, ""), style="dim") for c in cols]])
    table = QuickTable(columns, rows, padding=(0, 1, 0, 1), header_style="bold")
    legend = Text("Column and row majorities win; a tie wins nothing; C Contact", style="dim")
    if compact:
        legend = Text("Wins: " + " · ".join(f"{c} {rewards.get(c, '')}" for c in cols)
                      + "; ties win nothing; C Contact", style="dim")
    if view["mode"] == "pentagon":
        legend = Text("Rows: Journalists vs Agents move Public Opinion (↑ Hat ↓ Capitol)", style="dim")
    return Group(title("Kiosk", stage in ("kiosk", "rows")), table, legend)


# --------------------------------------------------------------------------- archive
def archive(view: dict[str, Any], stage: str | None) -> RenderableType | None:
    count = int(view["archive_spaces"])
    if not count:
        return None
    line = Text()
    for i in range(1, count + 1):
        if i > 1:
            line.append("  ")
        line.append(f"AR{i} ", style="bold")
        line.append_text(occupants(view, f"AR{i}"))
    lower = D().tables["archive"]["lower"]
    rewards = Text("↓ highest first, cards for your Buses: " + " ".join(
        f"{k + 1}:{'+'.join(r)}" for k, r in enumerate(lower)), style="dim")
    return Group(title("Archive", stage == "archive"), line, rewards)


# --------------------------------------------------------------------------- buses
def buses(view: dict[str, Any], stage: str | None) -> RenderableType:
    ids = list(view["buses"])
    half = (len(ids) + 1) // 2
    rows: list[list[str | Text]] = []
    work = view.get("work")
    for k in range(half):
        cells: list[Text] = []
        for bus_id in (ids[k], ids[k + half] if k + half < len(ids) else None):
            if bus_id is None:
                cells += [Text(""), Text("")]
                continue
            bus = view["buses"][bus_id]
            head = Text(f"{bus_id} ${bus['cost']} {bus['E']}E+{bus['L']}L")
            if work and work["space"] == bus_id:
                head = Text(f"▶{bus_id} ${bus['cost']} {bus['E']}E+{bus['L']}L", style="bold reverse")
            cells += [head, occupants(view, bus_id)]
        rows.append(list(cells))
    table = QuickTable([("", "left", None)] * 4, rows, padding=(0, 1, 0, 1), show_header=False)
    parts: list[RenderableType] = [title("Buses", stage == "buses"), table]
    if work:
        w = Text("Investigating: ", style="bold")
        w.append_text(name_text(view, int(work["seat"])))
        w.append(f" on {work['space']} (value {work['value']}): ")
        w.append(", ".join(card_text(c) for c in work["evidence"] + work["lines"]) or "no cards")
        parts.append(w)
    else:
        # the Investigating line's room (it takes two lines, mostly) held from the start: the
        # area does not grow, moving what is under it, at the first investigation of a game
        parts += [Text("Investigating: —", style="dim"), Text("")]
    leak = view.get("leak")
    if leak:
        parts.append(Text(f"Leaked ($200 a use): {', '.join(card_text(c) for c in leak['cards'])}", style="dim"))
    return Group(*parts)


# --------------------------------------------------------------------------- overtime
def overtime(view: dict[str, Any], stage: str | None) -> RenderableType:
    tables = D().tables["overtime"]
    board = Text("Billboard: ", style="bold")
    row = view["overtime_row"]
    if not row:
        board.append("empty", style="dim")
    for i, card in enumerate(row):
        if i:
            board.append(" · ")
        board.append(f"{card} ", style="dim")
        board.append(overtime_text(card))
    spaces = Text()
    for i in range(1, int(view["overtime_spaces"]) + 1):
        if i > 1:
            spaces.append("  ")
        spaces.append(f"OT{i} ", style="bold")
        spaces.append_text(occupants(view, f"OT{i}"))
    rule = Text(f"Highest first: 1-{tables['card_spaces']} take a card, the next "
                f"{tables['destroy_spaces']} destroy an evidence", style="dim")
    return Group(title("Overtime", stage == "overtime"), board, spaces, rule)


# --------------------------------------------------------------------------- newspaper
def newspaper(view: dict[str, Any], stage: str | None) -> RenderableType:
    names = view["section_names"]
    blocked = set(view["blocked"])
    windows = int(view["windows"])
    order = list(names)
    cells: list[Text] = []
    for sec in order:
        label = Text(SECTION_SHORT.get(sec, names[sec]))
        if sec in blocked:
            label.stylize("strike dim")
            cells += [label, Text("░ BLOCKED ░", style="bold")]
            continue
        req = view["requests"].get(sec, [])
        filled = Text()
        for k in range(windows if sec != "hr" else max(windows, len(req))):
            if k:
                filled.append(" ")
            if k < len(req):
                filled.append_text(owner_tag(view, req[k]))
            else:
                filled.append("□", style="dim")
        cells += [label, filled]
    rows: list[list[str | Text]] = [list(cells[k:k + 4]) for k in range(0, len(cells), 4)]
    table = QuickTable([("", "left", None)] * 4, rows, padding=(0, 1, 0, 1), show_header=False)
    return Group(title("Newspaper", stage == "newspaper"), table)


# --------------------------------------------------------------------------- event, pentagon
def event_panel(view: dict[str, Any], stage: str | None) -> RenderableType | None:
    eid = view.get("event")
    if not eid:
        return None
    card = D().events.get(eid, {})
    text = Text()
    text.append(f"{view.get('event_name') or eid}: ", style="bold")
    text.append(str(card.get("text", "")))
    slots = int(card.get("slots", 0))
    for i in range(1, slots + 1):
        text.append(f"\nEV{i} ", style="bold")
        text.append_text(occupants(view, f"EV{i}"))
    if view.get("event_cards"):
        text.append("\nRevealed: " + ", ".join(card_text(c) for c in view["event_cards"]))
    return Group(title("Event", stage == "event"), text)


def pentagon_panel(view: dict[str, Any]) -> RenderableType | None:
    """Public Opinion, the turn track and (solo) the Times deck."""
    if view["mode"] != "pentagon":
        return None
    low, high = view["opinion_track"]
    opinion = int(view["opinion"])
    track = Text("Public Opinion  Capitol ", style="bold")
    for v in range(low, high + 1):
        track.append("●" if v == opinion else "·", style="bold reverse" if v == opinion else "dim")
    track.append(f" Hat  ({opinion})")
    parts: list[RenderableType] = [title("The Pentagon Papers", False), track]
    times = view.get("times")
    if times:
        t = Text("The Times: ", style="bold")
        card = times.get("card")
        if card:
            tc = D().times.get(card, {})
            t.append(f"card {card} ({tc.get('color', '?')}) ")
        t.append(f"· {times['cards_left']} cards left · ")
        t.append(f"Journalist X {times['x']}" if times.get("x") is not None else "no Journalist X yet")
        parts.append(t)
    # The Times only plays in some set-ups (not with two players): named only when it is there.
    parts.append(Text(f"Agents: {OTHER_TAGS['red']} face down, {OTHER_TAGS['blue']} face up"
                      + ("; Tm the Times" if times else ""), style="dim"))
    return Group(*parts)


def legend(view: dict[str, Any]) -> Text:
    text = Text("Who: ", style="dim")
    for seat, p in enumerate(view["players"]):
        text.append_text(owner_tag(view, seat))
        text.append(f"={short_name(p['name'])} ", style="dim")
    text.append("· A·3 face up · A(3) face down, seen by its owner only · B(?) hidden · "
                "+N +R +P1 +P2 +M tokens · □ open Request window", style="dim")
    return text
