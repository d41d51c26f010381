"""Extra! Extra! board pieces drawn as Rich renderables from ``state.view(seat)``.

Everything here is a pure function of a view dict plus the game's public component data
(card faces, tile shapes, board spaces): nothing reads hidden state. Colour never carries
meaning alone: specialities have letters (B P H L S W), icons have glyphs (✎ copy,
◉ photo), players have initials, and activation status has ▶ and ✓ marks.
"""

from __future__ import annotations

from typing import Any

from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from ....games.extra_extra import components as C
from ...widgets.players_table import Justify
from ...widgets.players_table import players_table as shared_players_table

COPY_GLYPH = "✎"
PHOTO_GLYPH = "◉"
FORM_GLYPH = {"landscape": "▭", "portrait": "▯", "square": "□"}

# mid-tone colours readable on the light (newsprint) and dark (ink) themes
SPEC_STYLE = {
    "business": "bold #2e7d32",
    "politics": "bold #7b3fa0",
    "home": "bold #b8860b",
    "leisure": "bold #2266b0",
    "sport": "bold #c0392b",
    "world": "bold #5c6f8c",
}
PLAYER_STYLE = (
    "bold #c0392b",
    "bold #2f6fb0",
    "bold #2e8b57",
    "bold #b8860b",
    "bold #7b3fa0",
    "bold #5c6f8c",
)

AREAS = (("sources", "SOURCES"), ("operations", "OPERATIONS"), ("editor", "EDITOR'S DESK"))
"""The three boards, left to right as they lie on the table."""

SHORT_LABEL = {
    "NY": "New York",
    "LON": "London",
    "PAR": "Paris",
    "ROM": "Rome",
    "BER": "Berlin",
    "TOK": "Tokyo",
    "M1": "Morgue+1",
    "M2": "Morgue+2",
    "M3": "Morgue+3",
    "W1": "Wire+1",
    "W2": "Wire+2",
    "W3": "Wire+3",
    "TYPE": "Typeset",
    "TITLES": "Titles",
    "S6": "Story 6",
    "S4": "Story 4",
    "S3": "Story 3",
    "S2": "Story 2",
    "INTERVIEW": "Interview",
    "LATE": "Late news",
    "C1": "Classif.1",
    "C2": "Classif.2",
    "ADS": "Advertise",
    "SALES": "Sales",
    "R1": "Recruit 1",
    "R2": "Recruit 2",
    "R3": "Recruit 3",
    "HIRE": "Hire",
    "OFFHIRE": "Offhire",
}

# Event kinds produced while reporters activate (shown as the round's activation steps).
ACTIVATION_KINDS = {
    "city",
    "recruit",
    "morgue",
    "newswire",
    "move",
    "headline",
    "column",
    "story",
    "interview",
    "late",
    "classified",
    "ad",
    "sell",
    "skip",
    "tokens_lost",
    "gone_to_press",
}


def data() -> C.Data:
    """The game's public component data (card faces, tiles, spaces)."""
    return C.load()


# --------------------------------------------------------------------------- small pieces
def spec_letter(spec: str) -> str:
    return data().spec_codes.get(spec, spec[:3].upper())[:1]


def spec_tag(spec: str, full: bool = False) -> Text:
    """A speciality as its code (``LEI``) or letter, in its colour."""
    code = data().spec_codes.get(spec, spec[:3].upper())
    return Text(code if full else code[:1], style=SPEC_STYLE.get(spec, "bold"))


def icons(copy: int, photo: int) -> str:
    return COPY_GLYPH * copy + PHOTO_GLYPH * photo


def initials(view: dict[str, Any]) -> dict[int, str]:
    """One character per player: the initial, or the seat number when two share it."""
    firsts = [p["name"][:1].upper() for p in view["players"]]
    return {i: f if firsts.count(f) == 1 else str(i + 1) for i, f in enumerate(firsts)}


def player_style(seat: int) -> str:
    return PLAYER_STYLE[seat % len(PLAYER_STYLE)]


def player_name(view: dict[str, Any], seat: int) -> Text:
    text = Text(view["players"][seat]["name"], style=player_style(seat))
    if seat == view.get("you"):
        text.append(" (you)", style="italic")
    return text


def reporters(player: dict[str, Any]) -> str:
    """Reporters as ● free and ○ placed out of those employed, e.g. ``●●○ 2/3``."""
    free, employed = int(player["available"]), int(player["employed"])
    return "●" * free + "○" * max(0, employed - free) + f" {free}/{employed}"


def cuttings(cut: dict[str, int]) -> str:
    return f"{COPY_GLYPH}{cut.get(C.COPY, 0)} {PHOTO_GLYPH}{cut.get(C.PHOTO, 0)}"


def card_short(cid: str) -> Text:
    """A card in a few characters: ``B✎`` (Business copy), ``#XW``, ``HC``, ``NI``, ``XX B/P``."""
    card = data().cards.get(cid)
    if card is None:
        return Text(cid)
    if card.kind == C.NEWS:
        text = spec_tag(card.spec)
        text.append(COPY_GLYPH if card.icon == C.COPY else PHOTO_GLYPH)
        return text
    if card.kind == C.CLASSIFIED:
        return Text("#" + C.CLASSIFIED_CODES[card.ctype], style="bold")
    if card.kind == C.HEADLINE_COLUMN:
        return Text("HC", style="bold")
    if card.kind == C.NEWSWIRE_INTERVIEW:
        return Text("NI", style="bold")
    if card.kind == C.EXTRA:
        return Text("XX " + "/".join(spec_letter(s) for s in card.pair), style="bold")
    if card.kind == C.STRINGER:
        return Text("ST", style="bold")
    return Text("CE " + spec_letter(card.spec), style="bold")


def card_label(cid: str) -> str:
    card = data().cards.get(cid)
    return card.label() if card is not None else cid


def cards_label(cids: tuple[str, ...] | list[str]) -> str:
    return ", ".join(card_label(c) for c in cids) if cids else "nothing"


def story_short(tid: str) -> Text:
    """A story tile: id, icon mix and form, e.g. ``T3-04 ✎◉◉▭``."""
    tile = data().stories.get(tid)
    if tile is None:
        return Text(tid)
    text = Text(tid + " ", style="dim")
    text.append(icons(tile.copy, tile.photo))
    text.append(FORM_GLYPH.get(tile.form, ""))
    return text


def tile_name(tile: dict[str, Any]) -> str:
    """A placed tile in words: ``T3-04 (Leisure 3)``, ``Crossword``, ``2-size ad``."""
    kind = tile["kind"]
    if kind == "story":
        return f"{tile['id']} ({str(tile['spec']).title()} {tile['size']})"
    if kind == "classified":
        return f"{str(tile['spec']).title()} classifieds"
    if kind == "ad":
        return f"{tile['size']}-size ad"
    return kind.title()


def tokens_text(tokens: list[str]) -> str:
    """Bonus tokens on a story: X Extra! Extra!, I Interview, ★ Speciality."""
    marks = {"extra": "X", "interview": "I", "speciality": "★"}
    return "".join(marks.get(t, "?") for t in tokens)


# --------------------------------------------------------------------------- the board
def board_spaces(view: dict[str, Any]) -> dict[str, dict[str, Any]]:
    """The spaces printed on the board side in use, by id, as the engine's view lists them."""
    return {sp["id"]: sp for sp in view["spaces"]}


def space_available(view: dict[str, Any], sid: str) -> bool:
    """Whether a space is in play (the engine's view says; covered spaces are not)."""
    space = board_spaces(view).get(sid)
    return bool(space and space["in_play"])


def on_board(view: dict[str, Any], sid: str) -> bool:
    """Whether the space is printed on the board side in use (covered ones included)."""
    return sid in board_spaces(view)


def activation_numbers(view: dict[str, Any]) -> dict[str, int]:
    """Activation order (1, 2, ...) of every space in play, from the view; instant spaces
    act at once and have none."""
    return {sp["id"]: sp["order"] for sp in view["spaces"] if sp["order"] is not None}


def active_space(view: dict[str, Any]) -> str | None:
    """The space whose reporter is resolving now (Late-Breaking News counts as itself)."""
    pending = view.get("pending")
    if not pending or view.get("phase") != "activate":
        return None
    return "LATE" if pending.get("late") else str(pending["space"])


def space_status(view: dict[str, Any], sid: str, numbers: dict[str, int]) -> str:
    """``done``, ``active`` or ``waiting`` while reporters activate (else ``""``)."""
    if view.get("phase") != "activate" or sid not in numbers:
        return ""
    active = active_space(view)
    if active is None or active not in numbers:
        return ""
    if sid == active:
        return "active"
    return "done" if numbers[sid] < numbers[active] else "waiting"


def occupants(view: dict[str, Any], sid: str) -> Text:
    """Who stands on a space: initials with fees (``A$100``), ■ for a neutral reporter."""
    marks = initials(view)
    entries = view["board"].get(sid, [])
    text = Text()
    if not entries:
        return Text("·", style="dim")
    for i, (seat, fee) in enumerate(entries):
        if i:
            text.append(" ")
        if seat < 0:
            text.append("■", style="dim")
            continue
        text.append(marks[seat], style=player_style(seat) + " reverse")
        if fee:
            text.append(f"${fee}")
    return text


def space_line(
    view: dict[str, Any],
    sid: str,
    numbers: dict[str, int],
    statuses: dict[str, str] | None = None,
    cursor: bool = False,
    cursor_mark: str = "",
) -> Text:
    """One space: status mark, activation number, short name and who is on it.

    ``statuses`` replaces the status read from the view's pending decision (used while
    the screen replays an activation step by step). ``cursor`` marks the space under the
    placing cursor (▸, reversed), followed by ``cursor_mark`` (its fee and verdict).
    """
    sp = data().spaces[sid]
    label = SHORT_LABEL.get(sid, sp.label)
    if not space_available(view, sid):
        if cursor:
            line = Text("▸   ", style="bold")
            line.append(f"{label:<9}", style="bold reverse")
            line.append(" ░", style="dim")
            if cursor_mark:
                line.append(f" {cursor_mark}", style="bold")
            return line
        return Text(f"    {label:<9} ░", style="dim")
    status = statuses.get(sid, "") if statuses is not None else space_status(view, sid, numbers)
    if cursor:
        status = "active"
    mark = {"active": "▸" if cursor else "▶", "done": "✓"}.get(status, " ")
    number = f"{numbers[sid]:>2}" if sid in numbers else " ⚡"
    line = Text(f"{mark}{number} ", style="bold" if status == "active" else "")
    line.append(
        f"{label:<9} ",
        style="bold reverse" if status == "active" else ("dim" if status == "done" else ""),
    )
    line.append_text(occupants(view, sid))
    if cursor and cursor_mark:
        line.append(f" {cursor_mark}", style="bold")
    return line


def pending_banner(view: dict[str, Any]) -> Text:
    """What the game waits for beyond the status line (the active space while reporters
    activate); empty when the status line says it all."""
    phase = view["phase"]
    waiting = [view["players"][s]["name"] for s in view.get("to_act", [])]
    who = ", ".join(waiting) or "nobody"
    text = Text()
    if view.get("over"):
        text.append("Game over", style="bold")
        return text
    if phase == "activate" and view.get("pending"):
        pend = view["pending"]
        sp = data().spaces[str(pend["space"])]
        text.append("▶ Activating ", style="bold")
        text.append(sp.label, style="bold reverse")
        if pend.get("late"):
            text.append(" (through Late-Breaking News)")
        text.append(f": {who} decides")
        if pend["kind"] in ("morgue", "newswire", "classifieds", "sales") and pend.get("left"):
            text.append(f" ({pend['left']} left)")
        return text
    labels = {
        "sell": "First round: sell up to 6 cards for $100 each",
        "stringers": "Play a Stringer or pass",
        "discard": "End of round: discard down to 14 cards",
    }
    if phase in labels:
        text.append(labels[phase], style="bold")
        text.append(f" · {who} to act")
    return text


def summary_line(view: dict[str, Any], seat: int | None) -> Text:
    """The viewer's speciality, money, reporters, hand and cuttings in a few characters."""
    if seat is None:
        return Text("")
    p = view["players"][seat]
    text = spec_tag(p["speciality"], full=True)
    text.append(
        f" ${p['money']} {reporters(p)} hand {p['hand_count']} {cuttings(p['cuttings'])} "
        f"{p['score']}CP"
    )
    return text


def market(view: dict[str, Any]) -> RenderableType:
    """Newsdesk cards by city, Morgue, Newswire, the Editor's Desk tiles and supplies."""
    d = data()
    parts: list[RenderableType] = []
    desk = Text("Newsdesk ", style="bold")
    for i, city in enumerate(d.cities):
        if i:
            desk.append(" │ ", style="dim")
        desk.append(f"{city}:", style="bold")
        cards = view["newsdesk"].get(city, [])
        if not cards:
            desk.append("—", style="dim")
        for cid in cards:
            desk.append(" ")
            desk.append_text(card_short(cid))
    parts.append(desk)
    line = Text("Morgue ", style="bold")
    line.append(cuttings(view["morgue"]))
    if any(view["newswire"]):
        line.append(" · Newswire ", style="bold")
        for i, cid in enumerate(view["newswire"]):
            if i:
                line.append(" ")
            line.append_text(card_short(cid) if cid else Text("·", style="dim"))
    line.append(
        f" · decks ✎{view['deck_counts'].get(C.COPY, 0)} ◉{view['deck_counts'].get(C.PHOTO, 0)}",
        style="dim",
    )
    parts.append(line)
    tiles = Text("Stories ", style="bold")
    fresh = set(view.get("fresh", []))
    for i, size in enumerate(("6", "4", "3", "2")):
        if i:
            tiles.append(" │ ", style="dim")
        tiles.append(f"{size}:", style="bold")
        for tid in view["desk"].get(size, []):
            tiles.append(" ")
            if tid is None:
                tiles.append("—", style="dim")
                continue
            tiles.append_text(story_short(tid))
            if tid in fresh:
                tiles.append("(next round)", style="italic")
    parts.append(tiles)
    extra = Text("Classifieds ", style="bold")
    open_types = [t for t, up in view["classified_slots"].items() if up]
    extra.append(" ".join("#" + C.CLASSIFIED_CODES[t] for t in open_types) or "—")
    extra.append(" · Ads left ", style="bold")
    extra.append(" ".join(f"{size}:{n}" for size, n in view["ads_supply"].items()))
    if view.get("column_slot"):
        col = d.columns.get(view["column_slot"])
        extra.append(" · Column ", style="bold")
        extra.append(f"{view['column_slot']} {icons(col.copy, col.photo) if col else ''}")
    if view.get("gone_to_press"):
        extra.append(" · Gone to Press ", style="bold")
        extra.append(" ".join(f"+{v}" for v in view["gone_to_press"]))
    parts.append(extra)
    if (
        view.get("interview_tokens")
        or view.get("speciality_tokens")
        or any(view.get("extra_tokens", {}).values())
    ):
        tok = Text("Tokens ", style="bold")
        tok.append("Extra! ")
        for spec, n in view["extra_tokens"].items():
            tok.append_text(spec_tag(spec))
            tok.append(f"{n} ")
        tok.append(
            f"· Interview {view['interview_tokens']} · Speciality {view['speciality_tokens']}"
        )
        parts.append(tok)
    parts.append(
        Text(
            f"Cards: letter = speciality, {COPY_GLYPH} copy, {PHOTO_GLYPH} photo, # classifieds, "
            "HC headline/column, NI newswire/interview, XX Extra! Extra!, ST stringer · "
            "tiles ▭ landscape ▯ portrait □ square",
            style="dim",
        )
    )
    return Group(*parts)


def players_table(view: dict[str, Any]) -> Table:
    """One row per player: newspaper, money, reporters, hand size, cuttings, CP."""
    marks = initials(view)
    rows: list[list[RenderableType]] = []
    for seat, p in enumerate(view["players"]):
        name = Text(marks[seat], style=player_style(seat) + " reverse")
        name.append(" ")
        name.append(p["name"].split(" (")[0], style=player_style(seat))
        if seat == view.get("start_player"):
            name.append("¹", style="bold")
        rows.append([
            name,
            spec_tag(p["speciality"], full=True),
            str(p["money"]),
            reporters(p),
            str(p["hand_count"]),
            cuttings(p["cuttings"]),
            str(p["score"]),
        ])
    columns: list[tuple[str, Justify]] = [
        ("Player", "left"), ("Paper", "left"), ("$", "right"), ("Reporters", "left"),
        ("Hand", "right"), ("Cut", "left"), ("CP", "right"),
    ]
    return shared_players_table(columns, rows, caption="¹ start player · reporters ● free ○ placed")


def activation_step_texts(events: list[Any]) -> tuple[str, ...] | None:
    """The steps of the latest activation phase (from the event log), or None before any."""
    start = None
    for i in range(len(events) - 1, -1, -1):
        if events[i].kind == "phase":
            start = i
            break
    if start is None:
        return None
    steps = []
    for event in events[start + 1 :]:
        if event.kind not in ACTIVATION_KINDS:
            break
        steps.append(event.text)
    return tuple(steps)


def activation_steps(events: list[Any], steps: tuple[str, ...] | None = None,
                     room: int = 0) -> RenderableType | None:
    """The latest activation phase, one numbered line per step (``steps``: its steps, if
    already read from the event log), with blank lines up to ``room`` steps (while the
    steps are shown one by one, the list takes the room of them all at once: a list that
    grew by a line at every step laid out the whole screen at every step)."""
    if steps is None:
        steps = activation_step_texts(events)
    if steps is None:
        return None
    title = Text("Activation, step by step", style="bold underline")
    if not steps:
        lines = [Text("No reporter has resolved yet.", style="dim")]
    else:
        lines = [Text(f"{n:>2}. {text}") for n, text in enumerate(steps, start=1)]
    lines += [Text("") for _ in range(room - len(lines))]
    return Group(title, *lines)


# --------------------------------------------------------------------------- a player's desk
def hand_text(hand: list[str], own_spec: str) -> Text:
    """A hand grouped as on the table: News cards by speciality, then the other cards."""
    d = data()
    text = Text()
    news: dict[str, list[str]] = {}
    other: list[str] = []
    for cid in hand:
        card = d.cards.get(cid)
        if card is not None and card.kind == C.NEWS:
            news.setdefault(card.spec, []).append(card.icon)
        else:
            other.append(cid)
    for spec in sorted(news, key=lambda s: (s != own_spec, s)):
        got = news[spec]
        text.append(" ")
        text.append_text(spec_tag(spec, full=True))
        text.append("*" if spec == own_spec else " ")
        text.append(icons(got.count(C.COPY), got.count(C.PHOTO)) + "\n")
    for cid in other:
        text.append(" ")
        text.append_text(card_short(cid))
        text.append(f" {card_label(cid)}\n", style="dim")
    return text


def desk_panel(view: dict[str, Any], seat: int) -> RenderableType:
    """One player's side panel: money, reporters, cuttings, copy desk, hand (own only), CP."""
    p = view["players"][seat]
    head = player_name(view, seat)
    head.append("\n")
    head.append_text(spec_tag(p["speciality"], full=True))
    head.append(f" {p['newspaper']}")
    lines = [head]
    lines.append(Text(f"${p['money']} · reporters {reporters(p)}"))
    lines.append(Text(f"Cuttings {cuttings(p['cuttings'])} · {p['score']} CP"))
    if p.get("ads_taken"):
        lines.append(Text("Ads taken: " + ", ".join(str(a) for a in sorted(p["ads_taken"]))))
    if p.get("gone_to_press"):
        lines.append(Text("Gone to Press: " + " ".join(f"+{v}" for v in p["gone_to_press"])))
    if p.get("copy_editor"):
        lines.append(Text("Copy Editor unspent (+3 CP)", style="dim"))
    desk = [t for t in p["tiles"] if not t["page"]]
    lines.append(Text("Copy desk", style="bold underline"))
    if not desk:
        lines.append(Text(" empty", style="dim"))
    for t in desk:
        line = Text(f" {tile_name(t)}")
        if t.get("tokens"):
            line.append(f" {tokens_text(t['tokens'])}")
        lines.append(line)
    hand = p.get("hand")
    if hand is None:
        lines.append(Text(f"Hand: {p['hand_count']} cards (hidden)", style="bold"))
    else:
        lines.append(Text(f"Hand ({len(hand)})", style="bold underline"))
        lines.append(hand_text(hand, p["speciality"]) if hand else Text(" empty", style="dim"))
    lines.append(
        Text(
            "Paper: S story (code, size; X Extra! Extra!, I Interview, ★ Speciality), "
            "# classifieds, $ ad, H headline, C column",
            style="dim",
        )
    )
    return Group(*lines)
