"""The players page: the reputation track and each player's tableau."""

from __future__ import annotations

from typing import Any

from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from ....games.magazine.components import DOMAINS
from .labels import (
    DOMAIN_LETTER,
    develops_text,
    domain_tag,
    gain_text,
    hot_for,
    initials,
    level_counts,
    money_text,
    player_name,
    player_style,
    reward_pays,
    reward_short,
    stars,
)


def plural(count: int, word: str) -> str:
    """``1 lot``, ``2 lots``."""
    return f"{count} {word}" + ("" if count == 1 else "s")


def reputation_track(view: dict[str, Any], cells: int = 30) -> RenderableType:
    """The reputation track: 0-29 with laps of 30 (the 30/60/90/120 zone), each player's disc."""
    marks_of = initials(view)
    marks: dict[int, list[int]] = {}
    for p in view["players"]:
        marks.setdefault(int(p["pr"]) % cells, []).append(int(p["seat"]))
    line = Text("♥ ")
    for i in range(cells):
        seats = marks.get(i)
        if not seats:
            line.append("|" if i % 5 == 0 else "·", style="dim")
        elif len(seats) == 1:
            line.append(marks_of[seats[0]], style=player_style(seats[0]) + " reverse")
        else:
            line.append(str(len(seats)), style="bold reverse")
    scale = Text("  ")
    for i in range(0, cells, 5):
        scale.append(f"{i:<5}", style="dim")
    legend_line = Text()
    for p in sorted(view["players"], key=lambda p: -int(p["pr"])):
        seat = int(p["seat"])
        legend_line.append(marks_of[seat], style=player_style(seat) + " reverse")
        legend_line.append(" ")
        legend_line.append_text(player_name(view, seat))
        laps = int(p["pr"]) // cells
        legend_line.append(f" {p['pr']} PR" + (f" (lap +{laps * cells})" if laps else "") + "   ")
    return Group(Text("Reputation track", style="bold underline"), scale, line, legend_line)


def tableau_head(view: dict[str, Any], player: dict[str, Any]) -> Text:
    """A tableau's first line: name, initiative, PR, money, tokens, order, passed, markers."""
    seat = int(player["seat"])
    head = Text()
    head.append_text(player_name(view, seat))
    if view["initiative"] == seat:
        head.append(" ◆initiative")
    head.append(f"   PR {player['pr']} · money {money_text(player)} · tokens ")
    left, total = int(player["tokens_left"]), int(player["tokens_total"])
    head.append("●" * left + "○" * (total - left) + f" {left}/{total}")
    if player["track_space"] is not None:
        head.append(f" · order {player['track_space']}")
    if player["passed"]:
        head.append(" · passed")
    if player["hot_topic"]:
        hot = hot_for(view, seat)
        head.append(" · Hot Topic" + (f" = {DOMAIN_LETTER[hot]}" if hot else ""))
    if player["bonus_token"]:
        head.append(" · bonus token")
    return head


def domain_grid(player: dict[str, Any]) -> Table:
    """Articles, drafts and tiles per domain, and the lots (sets of one of each)."""
    grid = Table(box=None, pad_edge=False, padding=(0, 1), show_header=True, header_style="bold")
    grid.add_column("", no_wrap=True)
    for d in DOMAINS:
        grid.add_column(domain_tag(d), justify="right", no_wrap=True)
    grid.add_column("sets", justify="right", no_wrap=True)
    drafts_by = dict.fromkeys(DOMAINS, 0)
    for t in player["tiles"]:
        if not t["developed"]:
            drafts_by[t["domain"]] += 1
    grid.add_row("articles", *[str(player["articles"][d]) for d in DOMAINS], "")
    grid.add_row("drafts", *[str(drafts_by[d]) for d in DOMAINS], "")
    grid.add_row(
        "tiles",
        *[str(player["articles"][d] + drafts_by[d]) for d in DOMAINS],
        Text(plural(player["lots"], "lot"), style="bold"),
    )
    return grid


def tiles_line(player: dict[str, Any]) -> Text:
    """The player's tiles, articles first, each with its domain, level and topic."""
    tiles = Text()
    tiles.append("Tiles: ", style="bold")
    if not player["tiles"]:
        tiles.append("none yet", style="dim")
    ordered = sorted(player["tiles"], key=lambda t: (not t["developed"], t["domain"], -t["level"]))
    for i, t in enumerate(ordered):
        if i:
            tiles.append(" · ")
        tiles.append_text(domain_tag(t["domain"]))
        tiles.append(f"{stars(int(t['level']))} {t['topic']}")
        if t["developed"]:
            tiles.append(" ✓article", style="italic")
        else:
            tiles.append(f" (draft {develops_text(t)})", style="dim")
    return tiles


def by_level_line(player: dict[str, Any]) -> Text:
    """Tiles by level and what the end-of-game table gives for them now (from the view)."""
    levels = level_counts(player)
    projection = player["projection"]
    points = projection["level1"] + projection["level2"] + projection["level3"]
    by_level = Text()
    by_level.append("By level: ", style="bold")
    by_level.append("  ".join(f"{lv}★×{levels[lv]}" for lv in range(4)))
    by_level.append(f"  → end table {points} PR", style="italic")
    return by_level


def cards_lines(view: dict[str, Any], player: dict[str, Any]) -> Text:
    """The player's Magazine cards with what each pays now, and the ones claimed this round."""
    seat = int(player["seat"])
    cards = Text()
    cards.append(f"Magazine cards {len(player['cards'])}/{player['card_limit']}", style="bold")
    extra = f" + {player['extra_keep']} extra" if player["extra_keep"] else ""
    cards.append(f" (3 + {plural(player['lots'], 'lot')}{extra})", style="dim")
    for cid in player["cards"]:
        card = view["cards"].get(cid)
        if card is None:
            continue
        cards.append("\n  ")
        cards.append(f"{card['name']}: ", style="bold")
        cards.append("each round ")
        cards.append_text(reward_short(card["periodic"]))
        pays = reward_pays(player, cid, "periodic")
        if pays is not None:
            cards.append(f"  now {gain_text(*pays)}", style="dim italic")
    for card in view["board_cards"]:
        if card["claims"].get("periodic") != seat:
            continue
        cards.append("\n  ")
        cards.append(f"{card['name']}: ", style="bold")
        cards.append("claimed, arrives at round end: ", style="italic")
        cards.append_text(reward_short(card["periodic"]))
    if player["contracts"]:
        cards.append(f"\n  Advertising contracts this round: {player['contracts']}", style="dim")
    return cards


def tableau(view: dict[str, Any], player: dict[str, Any]) -> RenderableType:
    """One player's tableau: resources, articles and drafts by domain, tiles, cards."""
    return Group(tableau_head(view, player), domain_grid(player), tiles_line(player),
                 by_level_line(player), cards_lines(view, player), Text(""))
