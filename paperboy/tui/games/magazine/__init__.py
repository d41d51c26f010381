"""Magazine's game screen: central board, tracks, tableaux, reward summaries and score sheet.

Everything drawn here comes from ``state.view(seat)`` for the seat at the keyboard, so
hidden money stays hidden. The static component numbers printed on the physical board
(turn-order bonus amounts, the end-of-game table, the PR prices of drawn tiles) are read
from the game's component data, which is public.

The central board is where you play: :class:`~.board.MagazineBoard` keeps a cursor over
its spaces (turn-order track, topic tiles, each card's ``now`` and ``round`` rewards, then
contract and pass; during a special reward or at the end of a round the choices asked for
come first). The line above the board says what the space under the cursor gives, or the
engine's reason for refusing it (``Session.verdict``); Enter plays it. The moves list
stays as a second way and keeps to the selected space until Esc drops the selection.

Three pages share the board area and are switched with keys: ``b`` the central board
(round track, the board's spaces, a strip per player),
``p`` the players (reputation track and each tableau), ``r`` the rewards (round-end
reward summaries, the end-of-game table and a projection of the final score).

Domains always carry a letter (N, S, U, A, K) next to their colour, levels are stars,
seasons are written out or abbreviated (Sp, Su, Au, Wi), so colour never carries meaning
alone.
"""

from __future__ import annotations

from typing import Any, ClassVar

from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical, VerticalScroll
from textual.dom import DOMNode
from textual.markup import escape
from textual.widgets import ContentSwitcher, OptionList, Static
from textual.widgets.option_list import Option

from ....engine import Action, ActionParseError
from ....engine.text import clean_text
from ....games.magazine.actions import (
    Bonus,
    Buy,
    Contract,
    Develop,
    Discard,
    Hot,
    Pass,
    Pick,
    Place,
    Publish,
)
from ....games.magazine.components import DOMAIN_NAMES, DOMAINS, load
from ...screens.game import MAX_LISTED, GameScreen
from .. import GameUI
from .board import BoardModel, MagazineBoard, Spot

DOMAIN_LETTER = {"nature": "N", "social": "S", "urban": "U", "art": "A", "knowledge": "K"}
# mid-tone colours so they read on both the light (newsprint) and dark (ink) themes
DOMAIN_STYLE = {
    "nature": "bold #2e7d32",
    "social": "bold #c2571a",
    "urban": "bold #5c6f8c",
    "art": "bold #a23a8c",
    "knowledge": "bold #2266b0",
}
PLAYER_STYLE = ("bold #c0392b", "bold #2f6fb0", "bold #2e8b57", "bold #b8860b")
SEASON_SHORT = {"spring": "Sp", "summer": "Su", "autumn": "Au", "winter": "Wi"}
ROMAN = ("I", "II", "III", "IV", "V", "VI", "VII", "VIII")
PAGES = ("board", "players", "rewards")
PAGE_TITLES = {"board": "Board", "players": "Players", "rewards": "Rewards"}
PAGE_KEYS = {"board": "b", "players": "p", "rewards": "r"}


# --------------------------------------------------------------------------- small pieces
def roman(n: int) -> str:
    """Round number as on the round track (I-VI)."""
    return ROMAN[n - 1] if 1 <= n <= len(ROMAN) else str(n)


def stars(level: int) -> str:
    """A tile level as filled and empty stars out of three, e.g. ``★★☆``."""
    return "★" * level + "☆" * max(0, 3 - level)


def domain_tag(domain: str) -> Text:
    """The domain's letter in its colour (the letter alone already tells it)."""
    return Text(DOMAIN_LETTER[domain], style=DOMAIN_STYLE[domain])


def seasons_short(seasons: list[str]) -> str:
    """Seasons as on the round track, e.g. ``Sp Su``."""
    return " ".join(SEASON_SHORT.get(s, s) for s in seasons)


def player_name(view: dict[str, Any], seat: int | None) -> Text:
    """A player's name in their colour; the viewer's own name gets "(you)"."""
    if seat is None:
        return Text("—", style="dim")
    name = view["players"][seat]["name"]
    text = Text(name, style=PLAYER_STYLE[seat % len(PLAYER_STYLE)])
    if seat == view.get("viewer"):
        text.append(" (you)", style="italic")
    return text


def short_name(name: str) -> str:
    """A name without its parenthesised note (``Bot 1 (novice)`` -> ``Bot 1``), for tight cells."""
    return name.split(" (")[0][:10]


def initials(view: dict[str, Any]) -> dict[int, str]:
    """One character per player for the reputation track: the initial, or the seat number
    when two names share it."""
    firsts = [p["name"][:1].upper() for p in view["players"]]
    return {i: f if firsts.count(f) == 1 else str(i + 1) for i, f in enumerate(firsts)}


def tile_name(tile: dict[str, Any]) -> str:
    """A tile in words, e.g. ``Nature ★★☆ Mushrooms``."""
    return f"{DOMAIN_NAMES[tile['domain']]} {stars(int(tile['level']))} {tile['topic']}"


def money_text(player: dict[str, Any]) -> str:
    """Money as ``20K``, or ``??`` when this view hides it."""
    if player.get("money_hidden") or player.get("money") is None:
        return "??"
    return f"{player['money']}K"


def gain_text(money: int, pr: int) -> str:
    """A gain as ``+3K +6 PR`` (``+0`` when nothing)."""
    parts = []
    if money:
        parts.append(f"{money:+d}K")
    if pr:
        parts.append(f"{pr:+d} PR")
    return " ".join(parts) if parts else "+0"


def develop_when(tile: dict[str, Any]) -> str:
    """When a draft becomes an article, as the view says: ``now``, ``R:IV`` (start of
    round IV) or ``never``."""
    develops = tile.get("develops")
    if develops == "now":
        return "now"
    return f"R:{roman(int(develops))}" if develops is not None else "never"


def reward_short(raw: dict[str, Any]) -> Text:
    """A compact reward, e.g. ``N/A: 1K per article (better)``; domains as coloured letters."""
    kind = raw["kind"]
    doms: list[str] = list(raw.get("domains", ()))
    money, pr = int(raw.get("money", 0)), int(raw.get("pr", 0))
    gain = "+".join(p for p in (f"{money}K" if money else "", f"{pr}PR" if pr else "") if p)
    text = Text()
    if kind in ("domain", "either", "pair"):
        sep = {"domain": "", "either": "/", "pair": "+"}[kind]
        for i, d in enumerate(doms):
            if i:
                text.append(sep)
            text.append_text(domain_tag(d))
        text.append(f": {gain}/{'set' if kind == 'pair' else 'article'}")
        if kind == "either":
            text.append(" (better)")
    elif kind == "per_draft":
        text.append(f"{gain}/draft")
    elif kind == "variety":
        text.append(f"{gain}/domain of articles (max {raw.get('cap', 0)}K)")
    elif kind == "extra_card":
        text.append("keep 1 more Magazine card")
    elif kind == "develop_or_pr":
        text.append(f"develop 1 draft, or {pr} PR")
    elif kind == "develop_two":
        text.append(f"develop 2 drafts, or 1 and {money}K")
    elif kind == "draw_two":
        text.append("draw 2 tiles, buy 1 for PR")
    else:
        text.append(str(raw.get("text", kind)))
    return text


def reward_pays(
    player: dict[str, Any], card_id: str, slot: str, named_hot: str | None = None
) -> tuple[int, int] | None:
    """What a card's reward would pay this player now, as (K, PR), read from their view;
    None for a special reward. ``named_hot``: the domain the Hot Topic holder would name
    with it (while still unnamed)."""
    gains = player["gains"]
    if named_hot is not None:
        gains = player["gains_if_hot"].get(named_hot, gains)
    gain = gains.get(card_id, {}).get(slot)
    return None if gain is None else (int(gain["money"]), int(gain["pr"]))


def hot_for(view: dict[str, Any], seat: int) -> str | None:
    """The Hot Topic's named domain if ``seat`` holds it (else None)."""
    hot = view.get("hot_topic") or {}
    return hot.get("domain") if hot.get("holder") == seat else None


def level_counts(player: dict[str, Any]) -> list[int]:
    counts = [0, 0, 0, 0]
    for t in player["tiles"]:
        counts[int(t["level"])] += 1
    return counts


def end_table_points(levels: list[int]) -> list[int]:
    """End-of-game PR for the tiles of each level (0-star tiles score nothing)."""
    board = load().board
    return [0] + [board.level_points(lv, levels[lv]) for lv in (1, 2, 3)]


def spot_key(action: Action) -> str:
    """The board space a move belongs to (the hot-topic variants share their reward's)."""
    if isinstance(action, Publish):
        return f"publish {action.card} {action.reward}"
    return action.format()


# --------------------------------------------------------------------------- board page
def round_track(view: dict[str, Any]) -> Table:
    """The round track: I-VI with their seasons, the current round marked ▶."""
    current = int(view["round"])
    table = Table(box=None, show_header=False, pad_edge=False, padding=(0, 1))
    table.add_column("label", style="bold", no_wrap=True)
    track = view["round_track"]
    for _ in track:
        table.add_column(no_wrap=True)
    over = view["phase"] == "over"
    heads: list[Text] = []
    for r in range(1, len(track) + 1):
        if r == current and not over:
            heads.append(Text(f"▶{roman(r)}", style="bold reverse"))
        elif r < current or over:
            heads.append(Text(f"{roman(r)}✓", style="dim"))
        else:
            heads.append(Text(roman(r)))
    table.add_row(Text("Round"), *heads)
    table.add_row(Text("", style="dim"), *[Text(seasons_short(s)) for s in track])
    return table


ORDER_LABELS = {
    "none": "—",
    "reputation": f"+{load().board.turn_order_reputation}PR",
    "money": f"+{load().board.turn_order_money}K",
    "bonus_token": "+tok",
    "hot_topic": "Hot",
}


def board_info(view: dict[str, Any]) -> Text:
    """Initiative, Hot Topic, bonus token and the hidden piles."""
    text = Text()
    text.append("Initiative ◆ ", style="bold")
    text.append_text(player_name(view, view["initiative"]))
    hot = view.get("hot_topic") or {}
    if hot.get("holder") is not None:
        text.append(" · Hot Topic: ", style="bold")
        text.append_text(player_name(view, hot["holder"]))
        if hot.get("domain"):
            text.append(" = ")
            text.append_text(domain_tag(hot["domain"]))
            text.append(f" {DOMAIN_NAMES[hot['domain']]}")
    if view.get("bonus_token") is not None:
        text.append(" · bonus token: ", style="bold")
        text.append_text(player_name(view, view["bonus_token"]))
    text.append(f" · deck {view['deck_count']} · bag {view['bag_count']}", style="dim")
    return text


def tiles_table(view: dict[str, Any]) -> Table:
    """The topic tile spaces, draft side up: domain, level, cost, seasons, development."""
    table = Table(
        box=None,
        pad_edge=False,
        padding=(0, 1),
        title_justify="left",
        title="Topic tiles (draft side)",
        title_style="bold underline",
    )
    table.add_column("#", justify="right", no_wrap=True)
    table.add_column("D", no_wrap=True)
    # the only column that gives way on a narrow board: its cells cut long topics with "…"
    table.add_column("Topic", max_width=18)
    table.add_column("Lvl", no_wrap=True)
    table.add_column("Cost", justify="right", no_wrap=True)
    table.add_column("Seas.", no_wrap=True)
    table.add_column("Dev.", no_wrap=True)
    if None in view["board_tiles"]:
        table.caption = "Empty spaces are refilled when the next round begins."
        table.caption_justify = "left"
        table.caption_style = "dim"
    for i, tile in enumerate(view["board_tiles"]):
        if tile is None:
            table.add_row(
                str(i + 1), Text("·", style="dim"), Text("(empty)", style="dim"), "", "", "", ""
            )
            continue
        when = develop_when(tile)
        dom = domain_tag(tile["domain"])
        table.add_row(
            str(i + 1),
            dom,
            Text(tile["topic"], no_wrap=True, overflow="ellipsis"),
            stars(int(tile["level"])),
            f"{tile['cost']}K",
            seasons_short(tile["seasons"]),
            Text(when, style="bold" if when == "now" else ("dim" if when == "never" else "")),
        )
    return table


def cards_panel(view: dict[str, Any]) -> RenderableType:
    """The revealed Magazine cards: both rewards, who has a token on which, what it pays you."""
    viewer = view.get("viewer")
    me = view["players"][viewer] if isinstance(viewer, int) else None
    parts: list[RenderableType] = [
        Text("Magazine cards", style="bold underline"),
        Text("now: pays once · round: take the card, it pays each round end", style="dim"),
    ]
    if not view["board_cards"]:
        parts.append(Text("No card on the board.", style="dim"))
    for card in view["board_cards"]:
        head = Text()
        head.append(f"{card['id']} ", style="dim")
        head.append(card["name"], style="bold")
        head.append(f"  {card['players']} {card['back']} back", style="dim")
        parts.append(head)
        for slot, label in (("immediate", "now  "), ("periodic", "round")):
            raw = card[slot]
            line = Text("  ")
            line.append(label, style="italic")
            line.append(" ")
            line.append_text(reward_short(raw))
            holder = card["claims"].get(slot)
            line.append("  ")
            if holder is None:
                line.append("○ open", style="dim")
                if me is not None:
                    pays = reward_pays(me, card["id"], slot)
                    if pays is not None:
                        line.append(f" · you {gain_text(*pays)}", style="dim italic")
            else:
                line.append("● ")
                line.append(
                    short_name(view["players"][holder]["name"]),
                    style=PLAYER_STYLE[holder % len(PLAYER_STYLE)],
                )
                if holder == viewer:
                    line.append(" (you)", style="italic")
            parts.append(line)
    return Group(*parts)


def players_strip(view: dict[str, Any]) -> Table:
    """One line per player: PR, money, tokens, cards, lots, articles per domain, drafts."""
    table = Table(
        box=None,
        pad_edge=False,
        padding=(0, 1),
        title="Players",
        title_justify="left",
        title_style="bold underline",
    )
    table.add_column("Player", no_wrap=True, overflow="ellipsis", max_width=12)
    table.add_column("PR", justify="right", no_wrap=True)
    table.add_column("K", justify="right", no_wrap=True)
    table.add_column("Tok", no_wrap=True)
    table.add_column("Crd", no_wrap=True)
    table.add_column("Articles", no_wrap=True)
    table.add_column("Dr", justify="right", no_wrap=True)
    for p in view["players"]:
        seat = int(p["seat"])
        name = Text(short_name(p["name"]), style=PLAYER_STYLE[seat % len(PLAYER_STYLE)])
        if seat == view.get("viewer"):
            name.append("*")
        arts = Text()
        for i, d in enumerate(DOMAINS):
            arts.append(" " if i else "")
            arts.append_text(domain_tag(d))
            arts.append(str(p["articles"][d]))
        table.add_row(
            name,
            str(p["pr"]),
            money_text(p),
            f"{p['tokens_left']}/{p['tokens_total']}",
            f"{len(p['cards'])}/{p['card_limit']}",
            arts,
            str(p["drafts"]),
        )
    return table


def legend() -> Text:
    text = Text("Domains (D): ", style="dim")
    for d in DOMAINS:
        text.append_text(domain_tag(d))
        text.append(f" {DOMAIN_NAMES[d]}  ", style="dim")
    text.append(
        "· * you · K money · Tok Action tokens left · Crd cards/limit · Dr drafts", style="dim"
    )
    text.append(
        "\nRound ▶ now, ✓ done · Order spaces: 1 act first, 2 +2 PR, 3 +3K, "
        "4 +tok bonus Action token, 5 Hot Topic tile · ▶ acting, ✓ passed · "
        "Dev. when a tile bought now becomes an "
        "article (R: round)",
        style="dim",
    )
    return text


def pending_banner(view: dict[str, Any]) -> Text | None:
    """A special reward waiting for its holder's choice, or the end-of-round step."""
    pending = view.get("pending")
    text = Text()
    if pending:
        card = view["cards"].get(pending["card"], {}).get("name", pending["card"])
        text.append("Special reward: ", style="bold")
        text.append_text(player_name(view, int(pending["seat"])))
        text.append(f" resolves {card} — {pending.get('text', '')}")
        for tile in pending.get("tiles", []) or []:
            cost = load().board.draw_two_pr_cost[int(tile["level"])]
            text.append("\n  drawn: ")
            text.append_text(domain_tag(tile["domain"]))
            text.append(
                f" {stars(int(tile['level']))} {tile['topic']} ({seasons_short(tile['seasons'])}) "
                f"for {cost} PR"
            )
        return text
    if view["phase"] == "discard":
        text.append("End of round: ", style="bold")
        text.append("a player over the Magazine card limit discards an older card.")
        return text
    if view["phase"] == "hot":
        text.append("End of round: ", style="bold")
        text.append("the Hot Topic holder names its domain for the periodic rewards.")
        return text
    return None


# --------------------------------------------------------------------------- players page
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
            seat = seats[0]
            line.append(marks_of[seat], style=PLAYER_STYLE[seat % len(PLAYER_STYLE)] + " reverse")
        else:
            line.append(str(len(seats)), style="bold reverse")
    scale = Text("  ")
    for i in range(0, cells, 5):
        scale.append(f"{i:<5}", style="dim")
    legend_line = Text()
    for p in sorted(view["players"], key=lambda p: -int(p["pr"])):
        seat = int(p["seat"])
        legend_line.append(
            marks_of[seat], style=PLAYER_STYLE[seat % len(PLAYER_STYLE)] + " reverse"
        )
        legend_line.append(" ")
        legend_line.append_text(player_name(view, seat))
        laps = int(p["pr"]) // cells
        legend_line.append(f" {p['pr']} PR" + (f" (lap +{laps * cells})" if laps else "") + "   ")
    return Group(Text("Reputation track", style="bold underline"), scale, line, legend_line)


def tableau(view: dict[str, Any], player: dict[str, Any]) -> RenderableType:
    """One player's tableau: resources, articles and drafts by domain, tiles, cards."""
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
        Text(f"{player['lots']} lot" + ("s" if player["lots"] != 1 else ""), style="bold"),
    )

    tiles = Text()
    tiles.append("Tiles: ", style="bold")
    if not player["tiles"]:
        tiles.append("none yet", style="dim")
    for i, t in enumerate(
        sorted(player["tiles"], key=lambda t: (not t["developed"], t["domain"], -t["level"]))
    ):
        if i:
            tiles.append(" · ")
        tiles.append_text(domain_tag(t["domain"]))
        tiles.append(f"{stars(int(t['level']))} {t['topic']}")
        if t["developed"]:
            tiles.append(" ✓article", style="italic")
        else:
            tiles.append(f" (draft {develop_when(t)})", style="dim")
    levels = level_counts(player)
    points = end_table_points(levels)
    by_level = Text()
    by_level.append("By level: ", style="bold")
    by_level.append("  ".join(f"{lv}★×{levels[lv]}" for lv in range(4)))
    by_level.append(f"  → end table {sum(points)} PR", style="italic")

    cards = Text()
    cards.append(f"Magazine cards {len(player['cards'])}/{player['card_limit']}", style="bold")
    cards.append(
        f" (3 + {player['lots']} lot{'s' if player['lots'] != 1 else ''}"
        + (f" + {player['extra_keep']} extra" if player["extra_keep"] else "")
        + ")",
        style="dim",
    )
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
    claimed = [c for c in view["board_cards"] if c["claims"].get("periodic") == seat]
    for card in claimed:
        cards.append("\n  ")
        cards.append(f"{card['name']}: ", style="bold")
        cards.append("claimed, arrives at round end: ", style="italic")
        cards.append_text(reward_short(card["periodic"]))
    if player["contracts"]:
        cards.append(f"\n  Advertising contracts this round: {player['contracts']}", style="dim")
    return Group(head, grid, tiles, by_level, cards, Text(""))


# --------------------------------------------------------------------------- rewards page
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


def end_table_panel(view: dict[str, Any]) -> RenderableType:
    """The end-of-game table as printed on the board, and each player's projection."""
    board = load().board
    table = Table(
        box=None,
        pad_edge=False,
        padding=(0, 1),
        title="End of game: PR by tiles of a level",
        title_justify="left",
        title_style="bold underline",
        header_style="bold",
    )
    table.add_column("tiles", no_wrap=True)
    width = max(len(v) for v, _ in board.end_table.values())
    for n in range(1, width + 1):
        table.add_column(str(n), justify="right", no_wrap=True)
    table.add_column("more", justify="right", no_wrap=True)
    for level in sorted(board.end_table):
        values, step = board.end_table[level]
        table.add_row(stars(level), *[str(v) for v in values], f"+{step}")
    note = Text(f"0★ tiles score nothing · 1 PR per full {board.money_block}K left", style="dim")

    proj = Table(
        box=None,
        pad_edge=False,
        padding=(0, 1),
        title="If the game ended now",
        title_justify="left",
        title_style="bold underline",
        header_style="bold",
    )
    for col in ("Player", "PR", "1★", "2★", "3★", "Money", "Total", "Tiles"):
        proj.add_column(col, justify="left" if col == "Player" else "right", no_wrap=True)
    final = view.get("final")
    for p in view["players"]:
        seat = int(p["seat"])
        if final:
            e = final[seat]
            proj.add_row(
                player_name(view, seat),
                str(e["reputation"]),
                str(e["level1"]),
                str(e["level2"]),
                str(e["level3"]),
                str(e["money"]),
                Text(str(e["total"]), style="bold"),
                str(e["tiles"]),
            )
            continue
        points = end_table_points(level_counts(p))
        hidden = p.get("money") is None
        money = None if hidden else max(0, int(p["money"])) // board.money_block
        base = int(p["pr"]) + sum(points)
        total = f"{base}+?" if money is None else str(base + money)
        proj.add_row(
            player_name(view, seat),
            str(p["pr"]),
            str(points[1]),
            str(points[2]),
            str(points[3]),
            "?" if money is None else str(money),
            Text(total, style="bold"),
            str(len(p["tiles"])),
        )
    tie = Text("Ties: most topic tiles wins; still tied, the victory is shared.", style="dim")
    return Group(table, note, Text(""), proj, tie)


# --------------------------------------------------------------------------- moves
def move_label(view: dict[str, Any], seat: int, action: Action) -> str:
    """A player-friendly label for a legal move of ``seat``, read from their view."""
    me = view["players"][seat]
    board = load().board
    if isinstance(action, Place):
        bonus = view["track_bonuses"][action.space - 1]
        what = {
            "none": "no bonus, act first",
            "reputation": f"+{board.turn_order_reputation} PR",
            "money": f"+{board.turn_order_money}K",
            "bonus_token": "bonus Action token (3 this round)",
            "hot_topic": "the Hot Topic tile",
        }.get(bonus, bonus)
        return f"Turn order {action.space}: {what}"
    if isinstance(action, Buy):
        tile = view["board_tiles"][action.space - 1]
        when = develop_when(tile)
        dev = {"now": "article now", "never": "stays a draft"}.get(when, f"draft → {when}")
        return (
            f"Buy {tile['topic']}: {DOMAIN_NAMES[tile['domain']]} {stars(int(tile['level']))}, "
            f"{tile['cost']}K, {dev}"
        )
    if isinstance(action, Publish):
        card = next(c for c in view["board_cards"] if c["id"] == action.card)
        raw = card[action.reward]
        short = reward_short(raw).plain
        if action.reward == "periodic":
            return f"Publish {card['name']} · card: {short} each round"
        pays = reward_pays(me, card["id"], "immediate", action.hot)
        hot_note = f" (Hot Topic = {DOMAIN_NAMES[action.hot]})" if action.hot else ""
        gain = f" → {gain_text(*pays)}" if pays is not None else ""
        return f"Publish {card['name']}{hot_note} · now: {short}{gain}"
    if isinstance(action, Contract):
        return f"Sign an advertising contract: +{board.contract_money}K (1 Action token)"
    if isinstance(action, Pass):
        return "Pass: done for this round"
    if isinstance(action, Develop):
        tile = next(t for t in me["tiles"] if t["id"] == action.tile)
        return f"Develop {tile_name(tile)} into an article"
    if isinstance(action, Bonus):
        pending = view.get("pending") or {}
        card = view["cards"][pending["card"]]["immediate"]
        if pending.get("kind") == "develop_or_pr":
            return f"Take {card['pr']} PR instead of developing"
        return f"Take {card['money']}K instead of a second draft"
    if isinstance(action, Pick):
        if action.tile is None:
            return "Keep neither drawn tile"
        tile = next(
            t for t in (view.get("pending") or {}).get("tiles", []) if t["id"] == action.tile
        )
        cost = board.draw_two_pr_cost[int(tile["level"])]
        when = develop_when(tile)
        dev = {"now": "article now", "never": "stays a draft"}.get(when, f"draft → {when}")
        return f"Buy drawn {tile_name(tile)} for {cost} PR, {dev}"
    if isinstance(action, Hot):
        gains = [0, 0]
        for cid in me["cards"]:
            card = view["cards"].get(cid)
            pays = reward_pays(me, cid, "periodic", action.domain) if card else None
            if pays is not None:
                gains[0] += pays[0]
                gains[1] += pays[1]
        return f"Hot Topic is {DOMAIN_NAMES[action.domain]}: cards pay {gain_text(*gains)}"
    if isinstance(action, Discard):
        card = view["cards"][action.card]
        return f"Discard {card['name']} ({reward_short(card['periodic']).plain} each round)"
    return action.format()


# --------------------------------------------------------------------------- the screen
class MagazineScreen(GameScreen):
    """Magazine at one keyboard: board, tracks and tableaux drawn from the acting seat's view."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("b", "page('board')", "Board", id="magazine.board", show=False),
        Binding("p", "page('players')", "Players", id="magazine.players", show=False),
        Binding("r", "page('rewards')", "Rewards", id="magazine.rewards", show=False),
        Binding(
            "right_square_bracket",
            "scroll_page(1)",
            "Scroll board down",
            id="magazine.scroll_down",
            show=False,
        ),
        Binding(
            "left_square_bracket",
            "scroll_page(-1)",
            "Scroll board up",
            id="magazine.scroll_up",
            show=False,
        ),
    ]

    # the side panel narrows below 96 columns and the log shrinks below 30 rows
    HORIZONTAL_BREAKPOINTS = [(0, "-narrow"), (96, "-wide")]  # noqa: RUF012
    VERTICAL_BREAKPOINTS = [(0, "-short"), (30, "-tall")]  # noqa: RUF012

    DEFAULT_CSS = """
    MagazineScreen #board { width: 1fr; padding: 0 0 0 1; }
    MagazineScreen #mag-tabs { height: 1; }
    MagazineScreen #mag-verdict { height: 2; }
    MagazineScreen #mag-verdict.-refused { color: $error; }
    MagazineScreen #mag-pages { height: 1fr; }
    MagazineScreen #mag-pages > VerticalScroll { height: 1fr; scrollbar-size-vertical: 1; }
    MagazineScreen.-narrow #side { width: 34; }
    MagazineScreen.-short #log { height: 4; }
    MagazineScreen #mag-pending { height: auto; color: $warning; }
    """

    def __init__(self, session: Any) -> None:
        super().__init__(session)
        self._view: dict[str, Any] | None = None
        self._seat: int | None = None
        # the view data each board part was last drawn from (see ``_put``)
        self._drawn: dict[str, Any] = {}
        # the board space the player moved the cursor to (filters the moves list); Esc clears
        self.selected: str | None = None
        # ``paperboy screenshots`` may ask a session to open on another page
        start = getattr(session, "magazine_page", "board")
        self.page = start if start in PAGES else "board"

    # --- layout -----------------------------------------------------------------
    def compose_board(self) -> ComposeResult:
        with Vertical(id="board"):
            yield Static(id="mag-tabs")
            # what the space under the board cursor gives, or why the rules refuse it
            yield Static(id="mag-verdict", markup=False)
            with ContentSwitcher(initial=f"page-{self.page}", id="mag-pages"):
                with VerticalScroll(id="page-board"):
                    yield Static(id="mag-pending")
                    yield Static(id="mag-tracks")
                    yield MagazineBoard(id="mag-board")
                    yield Static(id="mag-strip")
                    yield Static(legend(), id="mag-legend")
                with VerticalScroll(id="page-players"):
                    yield Static(id="mag-reputation")
                    yield Static(id="mag-tableaux")
                with VerticalScroll(id="page-rewards"):
                    yield Static(id="mag-summaries")
                    yield Static(id="mag-endtable")

    def refresh_board(self, view: dict[str, Any], seat: int | None) -> None:
        self._view = view
        self._seat = seat
        self.query_one("#mag-verdict", Static).display = self.page == "board"
        self._draw_tabs()
        self._draw_page(self.page)

    def _draw_page(self, page: str) -> None:
        """Redraw one page; parts whose view data did not change are left alone.

        Only the page on screen is drawn (the others when they are opened), and a part
        is only updated when its slice of the view changed, so a move repaints little.
        """
        view, seat = self._view, self._seat
        if view is None:
            return
        players = view["players"]
        if page == "board":
            pending = pending_banner(view)
            banner = self.query_one("#mag-pending", Static)
            banner.display = pending is not None
            self._put(
                "#mag-pending",
                pending.plain if pending is not None else "",
                lambda: pending if pending is not None else "",
            )
            track_key = [
                view[k]
                for k in (
                    "round",
                    "phase",
                    "track",
                    "current",
                    "initiative",
                    "hot_topic",
                    "bonus_token",
                    "deck_count",
                    "bag_count",
                    "viewer",
                )
            ]
            self._put(
                "#mag-tracks",
                [track_key, [p["passed"] for p in players]],
                lambda: Group(round_track(view), board_info(view)),
            )
            self._draw_board_spots(view, seat)
            self._put("#mag-strip", [players, view["viewer"]], lambda: players_strip(view))
        elif page == "players":
            self._put(
                "#mag-reputation",
                [[p["pr"] for p in players], view["viewer"]],
                lambda: reputation_track(view),
            )
            # the viewer's own tableau first: it is the one they act on
            order = sorted(players, key=lambda p: (p["seat"] != seat, p["seat"]))
            self._put(
                "#mag-tableaux",
                [
                    players,
                    view["board_cards"],
                    view["round"],
                    view["initiative"],
                    view["hot_topic"],
                    view["viewer"],
                ],
                lambda: Group(*[tableau(view, p) for p in order]),
            )
        else:
            self._put(
                "#mag-summaries", [view["summaries"], view["viewer"]], lambda: summaries_panel(view)
            )
            self._put(
                "#mag-endtable",
                [players, view["final"], view["viewer"]],
                lambda: end_table_panel(view),
            )

    def _put(self, selector: str, key: Any, build: Any) -> None:
        """Update a Static with ``build()`` unless ``key`` (its view data) is what it shows."""
        if self._drawn.get(selector) == key:
            return
        self._drawn[selector] = key
        self.query_one(selector, Static).update(build())

    def _draw_tabs(self) -> None:
        text = Text()
        for i, page in enumerate(PAGES):
            if i:
                text.append("│", style="dim")
            label = f"{PAGE_TITLES[page]} {PAGE_KEYS[page]}"
            if page == self.page:
                text.append(f"▸{label}", style="bold reverse")
            else:
                text.append(f" {label}")
        # the pages scroll when they are taller than the board area: say so, with the keys
        text.append(" · [ ] scroll", style="dim")
        self.query_one("#mag-tabs", Static).update(text)

    def _focus_hidden(self) -> bool:
        """True if nothing has the focus, or the focused widget is on a page now hidden."""
        node: DOMNode | None = self.focused
        if node is None:
            return True
        while node is not None and node is not self:
            if not node.display:
                return True
            node = node.parent
        return False

    def action_page(self, page: str) -> None:
        """Show the board, the players' tableaux or the rewards page."""
        if page not in PAGES:
            return
        self.page = page
        self.query_one("#mag-pages", ContentSwitcher).current = f"page-{page}"
        self.query_one("#mag-verdict", Static).display = page == "board"
        self._draw_tabs()
        self._draw_page(page)
        if self._focus_hidden():  # the focused board went with the page it was on
            board = self.query_one("#mag-board")
            moves = self.query_one("#moves", OptionList)
            if page == "board" and board.focusable:
                board.focus()
            elif not moves.disabled:
                moves.focus()

    def action_scroll_page(self, direction: int) -> None:
        """Scroll the page shown in the board area (the moves list keeps the focus)."""
        scroller = self.query_one(f"#page-{self.page}", VerticalScroll)
        if direction > 0:
            scroller.scroll_page_down()
        else:
            scroller.scroll_page_up()

    # --- the board as a place to play -------------------------------------------
    def _draw_board_spots(self, view: dict[str, Any], seat: int | None) -> None:
        """Give the board widget its spaces, each with the engine's verdict for ``seat``."""
        board = self.query_one("#mag-board", MagazineBoard)
        previous = board.spot.key if board.spot is not None else None
        board.set_model(self.board_model(view, seat), keep=previous)
        self._show_verdict(board.spot)

    def _show_verdict(self, spot: Spot | None) -> None:
        """Say what the space under the cursor gives (✓) or why it is refused (✗)."""
        line = self.query_one("#mag-verdict", Static)
        line.display = self.page == "board"
        if spot is None:
            line.update("")
            return
        line.set_class(not spot.allowed, "-refused")
        line.update(Text(("✓ " if spot.allowed else "✗ ") + spot.note))

    def board_model(self, view: dict[str, Any], seat: int | None) -> BoardModel:
        """The board's choosable spaces for ``seat``: labels from the view, notes from the
        engine (the move in words when legal, else ``Session.verdict``'s reason)."""
        session = self.session
        acting = seat is not None and seat in session.human_to_act()
        legal = set(session.state.legal_actions(seat)) if acting and seat is not None else set()
        waiting = ", ".join(clean_text(session.seats[s].name) for s in session.to_act())
        headings: dict[int, Text] = {}
        spots: list[Spot] = []

        def add(row: int, label: str, action: Action) -> None:
            allowed = action in legal
            if allowed:
                note = self.describe(action)
            elif acting and seat is not None:
                note = session.verdict(seat, action) or self.describe(action)
            else:
                note = f"Waiting for {waiting or 'nobody'}"
            spots.append(Spot(row, label, action, note, allowed, spot_key(action)))

        row = 0
        if acting and (view.get("pending") or view["phase"] in ("discard", "hot")):
            headings[row] = Text("Your choice:", style="bold")
            row += 1
            for action in session.state.legal_actions(seat):
                add(row, self.choice_label(view, action), action)
                row += 1
        headings[row] = Text("Ord", style="bold")
        for i, bonus in enumerate(view["track_bonuses"]):
            holder = view["track"][i]
            who = "·" if holder is None else initials(view)[holder]
            add(row, f"{i + 1}{ORDER_LABELS.get(bonus, bonus)} {who}", Place(i + 1))
        row += 1
        headings[row] = Text("  # D Lvl Topic            Cost Seas. Dev.", style="bold")
        row += 1
        for i, tile in enumerate(view["board_tiles"]):
            if tile is None:
                label = f"{i + 1} (empty space)"
            else:
                label = (
                    f"{i + 1} {DOMAIN_LETTER[tile['domain']]} {stars(int(tile['level']))} "
                    f"{tile['topic']:<15} {tile['cost']:>2}K {seasons_short(tile['seasons']):<5}"
                    f" {develop_when(tile)}"
                )
            add(row, label, Buy(i + 1))
            row += 1
        for card in view["board_cards"]:
            headings[row] = Text(f"{card['id']} {card['name']} ({card['players']})", style="bold")
            row += 1
            for slot, word in (("immediate", "now"), ("periodic", "round")):
                raw = card[slot]
                holder = card["claims"].get(slot)
                label = f" {word:<5} {reward_short(raw).plain}"
                # what it would pay is in the verdict line under the board
                if holder is not None:
                    label += f" ● {short_name(view['players'][holder]['name'])}"
                else:
                    label += " ○"
                add(row, label, Publish(card["id"], slot))
                row += 1
        headings[row] = Text("Also", style="bold")
        add(row, f"Contract +{load().board.contract_money}K", Contract())
        add(row, "Pass", Pass())
        row += 1
        return BoardModel(headings, tuple(spots), row)

    def choice_label(self, view: dict[str, Any], action: Action) -> str:
        """A short board label for a follow-up choice (the verdict line gives it in full)."""
        try:
            if isinstance(action, Develop | Pick) and action.tile is not None:
                tiles = [*view["players"][int(view["viewer"])]["tiles"],
                         *((view.get("pending") or {}).get("tiles") or [])]
                tile = next(t for t in tiles if t["id"] == action.tile)
                verb = "Develop" if isinstance(action, Develop) else "Buy drawn"
                return f"{verb} {tile['topic']} ({DOMAIN_LETTER[tile['domain']]})"
            if isinstance(action, Pick):
                return "Keep neither drawn tile"
            if isinstance(action, Bonus):
                return "Take the bonus instead"
            if isinstance(action, Hot):
                return f"Hot Topic: {DOMAIN_NAMES[action.domain]}"
            if isinstance(action, Discard):
                return f"Discard {view['cards'][action.card]['name']}"
        except (KeyError, StopIteration, TypeError, ValueError):
            pass
        return action.format()

    def on_magazine_board_chosen(self, message: MagazineBoard.Chosen) -> None:
        """Enter on a board space: the engine plays it, or refuses it and records nothing."""
        message.stop()
        self.act(message.spot.action)

    def on_magazine_board_cursor_moved(self, message: MagazineBoard.CursorMoved) -> None:
        """The player moved the cursor: the moves list keeps to that space's moves."""
        message.stop()
        # the board's space now, not when the message was posted (a redraw may be between)
        spot = message.board.spot
        self._show_verdict(spot)
        key = spot.key if spot is not None else None
        if key != self.selected:
            self.selected = key
            if self.viewer is not None:
                self._filter_moves(self.viewer)

    def refresh_moves(self, seat: int) -> None:
        super().refresh_moves(seat)
        self._filter_moves(seat)
        board = self.query_one("#mag-board", MagazineBoard)
        if self._listed and any(s.allowed for s in board.model.spots):
            board.focus(scroll_visible=False)
            self.call_after_refresh(board.scroll_cursor_visible)

    def _filter_moves(self, seat: int) -> None:
        """Keep the moves list to the selected space's moves (all of them with none)."""
        if seat not in self.session.human_to_act():
            return
        everything = self.session.state.legal_actions(seat)[:MAX_LISTED]
        chosen = [a for a in everything if spot_key(a) == self.selected] if self.selected else []
        listed = chosen or everything
        if listed == self._listed:
            return
        self._listed = listed
        moves = self.query_one("#moves", OptionList)
        moves.clear_options()
        moves.add_options([Option(self.describe(a), id=str(i)) for i, a in enumerate(listed)])
        moves.highlighted = 0 if listed else None
        label = self.query_one("#seat", Static)
        name = clean_text(self.session.seats[seat].name)
        label.update(f"{name}, your move" + (" (this space; Esc: all):" if chosen else ":"))

    def step_back(self) -> bool:
        """Esc: leave the move input first, then drop the board selection (all moves again)."""
        if super().step_back():
            return True
        if self.selected is not None:
            self.selected = None
            if self.viewer is not None:
                self._filter_moves(self.viewer)
            return True
        return False

    def parse_move(self, text: str) -> Action:
        """Typed moves as the board shows them: ``buy Mushrooms`` buys the tile on the space
        showing that topic (the game's text form covers the rest, names included)."""
        words = text.split()
        view = self._view
        if len(words) >= 2 and words[0].lower() == "buy" and not words[1].isdigit() and view:
            topic = " ".join(words[1:]).lower()
            spaces = [i + 1 for i, t in enumerate(view["board_tiles"])
                      if t is not None and t["topic"].lower().startswith(topic)]
            exact = [i + 1 for i, t in enumerate(view["board_tiles"])
                     if t is not None and t["topic"].lower() == topic]
            if len(exact) == 1 or len(spaces) == 1:
                return Buy((exact or spaces)[0])
            shown = ", ".join(t["topic"] for t in view["board_tiles"] if t is not None)
            raise ActionParseError(
                f"'buy': no single tile on the board is called '{' '.join(words[1:])}' "
                f"(on the board: {shown or 'none'}); or give its space number"
            )
        return super().parse_move(text)

    # --- moves ------------------------------------------------------------------
    def describe(self, action: Action) -> str:
        """A player-friendly label for a legal move (the text form stays typable with ':')."""
        view = self._view
        if view is None:
            return action.format()
        try:
            return move_label(view, self.viewer if self.viewer is not None else 0, action)
        except (KeyError, IndexError, TypeError, ValueError):
            # a label must never cost the move: fall back to the plain text form
            return action.format()

    # --- the end ----------------------------------------------------------------
    def result_lines(self) -> list[str]:
        """The end-of-game table per player under the score sheet (tiles by level, money).

        The score sheet reads these lines as markup, so player names are escaped.
        """
        state = self.session.state
        view = state.view(self.viewer if self.viewer is not None else 0)
        final = view.get("final")
        if not final:
            return super().result_lines()
        board = load().board
        lines = ["End-of-game table (tiles by level, money left):"]
        for p in view["players"]:
            seat = int(p["seat"])
            e = final[seat]
            levels = level_counts(p)
            money = p["money"] if p["money"] is not None else "?"
            tiles = e["level1"] + e["level2"] + e["level3"]
            lines.append(
                f"  {escape(p['name'])}: {e['reputation']} PR in play + tiles {tiles}"
                f" + money {e['money']} → {e['total']} PR"
            )
            lines.append(
                f"      {e['tiles']} tiles: 0★ ×{levels[0]} → 0 · 1★ ×{levels[1]} → {e['level1']} · "
                f"2★ ×{levels[2]} → {e['level2']} · 3★ ×{levels[3]} → {e['level3']} · "
                f"{money}K left → {e['money']} (1 PR per {board.money_block}K)"
            )
        totals = [e["total"] for e in final]
        best = max(totals)
        top = [s for s, t in enumerate(totals) if t == best]
        if len(top) > 1:
            names = " and ".join(escape(view["players"][s]["name"]) for s in top)
            lines.append(
                f"Tie on {best} PR between {names}: broken by most topic tiles, then shared."
            )
        earned = []
        for p in view["players"]:
            mine = [s for s in view["summaries"] if int(s["seat"]) == int(p["seat"])]
            money = sum(int(s["money"]) for s in mine)
            pr = sum(int(s["pr"]) for s in mine)
            earned.append(f"{escape(p['name'])} {gain_text(money, pr)}")
        lines.append("From Magazine rewards over the game: " + ", ".join(earned))
        return lines


#: the keys players press most, for ``paperboy bench``: the moves list, Enter (play the
#: move) and undo, the pages (demo positions for the tools: :mod:`paperboy.tools.demos.magazine`)
UI = GameUI(MagazineScreen, bench_keys=("down", "down", "up", "enter", "u", "p", "r", "b"))
