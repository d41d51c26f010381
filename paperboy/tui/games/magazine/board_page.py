"""What the board page draws around the board of spaces: the round track, the board's
markers, a strip per player, the legend and the special reward waiting for a choice."""

from __future__ import annotations

from typing import Any

from rich.console import Group
from rich.text import Text

from ....games.magazine.components import DOMAIN_NAMES, DOMAINS, load
from ...widgets.players_table import QuickPlayersTable
from ...widgets.quick_table import QuickTable
from .labels import domain_tag, money_text, player_name, player_style, roman, seasons_short, short_name, stars


def round_track(view: dict[str, Any]) -> Group:
    """The round track: I-VI with their seasons, the current round marked ▶.

    A quick table (drawn as the Rich ``Table`` of a bold label column would be, without
    Rich's table layout: the track is drawn again as each round begins, inside a bot's move).
    """
    current = int(view["round"])
    track = view["round_track"]
    over = view["phase"] == "over"
    heads: list[Text] = []
    for r in range(1, len(track) + 1):
        if r == current and not over:
            heads.append(Text(f"▶{roman(r)}", style="bold reverse"))
        elif r < current or over:
            heads.append(Text(f"{roman(r)}✓", style="dim"))
        else:
            heads.append(Text(roman(r)))
    rows = [[Text("Round", style="bold"), *heads],
            [Text("", style="bold dim"), *[Text(seasons_short(s)) for s in track]]]
    return Group(QuickTable([("", "left")] * (len(track) + 1), rows, show_header=False))


def board_info(view: dict[str, Any]) -> list[Text]:
    """Initiative and the hidden piles, the Hot Topic, the bonus token: a line each, always
    three (a Hot Topic or bonus token not held yet shows "—"; names short, as in the players
    strip, to fit the board page at 80 columns), so that the board under them stays where
    it is as they are taken (a line more moved it down and laid the screen out inside a
    bot's move)."""
    initiative = Text()
    initiative.append("Initiative ◆ ", style="bold")
    initiative.append_text(player_name(view, view["initiative"], short=True))
    initiative.append(f" · deck {view['deck_count']} · bag {view['bag_count']}", style="dim")
    hot = view.get("hot_topic") or {}
    topic = Text()
    topic.append("Hot Topic: ", style="bold")
    topic.append_text(player_name(view, hot.get("holder"), short=True))
    if hot.get("holder") is not None and hot.get("domain"):
        topic.append(" = ")
        topic.append_text(domain_tag(hot["domain"]))
        topic.append(f" {DOMAIN_NAMES[hot['domain']]}")
    bonus = Text()
    bonus.append("Bonus token: ", style="bold")
    bonus.append_text(player_name(view, view.get("bonus_token"), short=True))
    return [initiative, topic, bonus]


def players_strip(view: dict[str, Any]) -> QuickPlayersTable:
    """One line per player: PR, money, tokens, cards, lots, articles per domain, drafts."""
    rows = []
    for p in view["players"]:
        seat = int(p["seat"])
        name = Text(short_name(p["name"]), style=player_style(seat))
        if seat == view.get("viewer"):
            name.append("*")
        arts = Text()
        for i, d in enumerate(DOMAINS):
            arts.append(" " if i else "")
            arts.append_text(domain_tag(d))
            arts.append(str(p["articles"][d]))
        rows.append((name, str(p["pr"]), money_text(p), f"{p['tokens_left']}/{p['tokens_total']}",
                     f"{len(p['cards'])}/{p['card_limit']}", arts, str(p["drafts"])))
    # drawn as the shared players table (``players_table``) looks, without Rich's table
    # layout: the strip is drawn again after most moves
    return QuickPlayersTable([("Player", "left"), ("PR", "right"), ("K", "right"), ("Tok", "left"),
                              ("Crd", "left"), ("Articles", "left"), ("Dr", "right")], rows)


def legend() -> Text:
    """The board page's key to its letters and marks."""
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
