"""Magazine's words and marks: domains, levels, seasons, rewards and moves as the screen
writes them, all read from the view.

Domains always carry a letter (N, S, U, A, K) next to their colour, levels are stars,
seasons are written out or abbreviated (Sp, Su, Au, Wi), so colour never carries meaning
alone.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from rich.text import Text

from ....engine import Action
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
from ....games.magazine.components import DOMAIN_NAMES, load

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

#: the turn-order track's bonuses as the board's spaces show them
ORDER_LABELS = {
    "none": "—",
    "reputation": f"+{load().board.turn_order_reputation}PR",
    "money": f"+{load().board.turn_order_money}K",
    "bonus_token": "+tok",
    "hot_topic": "Hot",
}

#: how the rewards not counted per article of a domain read (amounts filled in)
REWARD_WORDS = {
    "per_draft": "{gain}/draft",
    "variety": "{gain}/domain of articles (max {cap}K)",
    "extra_card": "keep 1 more Magazine card",
    "develop_or_pr": "develop 1 draft, or {pr} PR",
    "develop_two": "develop 2 drafts, or 1 and {money}K",
    "draw_two": "draw 2 tiles, buy 1 for PR",
}

#: between the domains of a reward counted per article (or per set, for ``pair``)
DOMAIN_SEPARATOR = {"domain": "", "either": "/", "pair": "+"}


def roman(n: int) -> str:
    """Round number as on the round track (I-VI)."""
    return ROMAN[n - 1] if 1 <= n <= len(ROMAN) else str(n)


def stars(level: int) -> str:
    """A tile level as filled and empty stars out of three, e.g. ``★★☆``."""
    return "★" * level + "☆" * max(0, 3 - level)


def domain_tag(domain: str) -> Text:
    """The domain's letter in its colour (the letter alone already tells it)."""
    return Text(DOMAIN_LETTER[domain], style=DOMAIN_STYLE[domain])


def player_style(seat: int) -> str:
    """A seat's colour (names also carry it in words: colour is never alone)."""
    return PLAYER_STYLE[seat % len(PLAYER_STYLE)]


def seasons_short(seasons: list[str]) -> str:
    """Seasons as on the round track, e.g. ``Sp Su``."""
    return " ".join(SEASON_SHORT.get(s, s) for s in seasons)


def player_name(view: dict[str, Any], seat: int | None, short: bool = False) -> Text:
    """A player's name in their colour (``short``: without its note, as :func:`short_name`);
    the viewer's own name gets "(you)"."""
    if seat is None:
        return Text("—", style="dim")
    name = view["players"][seat]["name"]
    text = Text(short_name(name) if short else name, style=player_style(seat))
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


def develops_text(tile: dict[str, Any]) -> str:
    """The view's ``develops`` (when a draft becomes an article) in short: ``now``,
    ``R:IV`` (start of round IV) or ``never``."""
    develops = tile.get("develops")
    if develops == "now":
        return "now"
    return f"R:{roman(int(develops))}" if develops is not None else "never"


def develops_words(tile: dict[str, Any]) -> str:
    """The same in words for a move's label: ``article now``, ``draft → R:IV``..."""
    when = develops_text(tile)
    return {"now": "article now", "never": "stays a draft"}.get(when, f"draft → {when}")


def reward_short(raw: dict[str, Any]) -> Text:
    """A compact reward, e.g. ``N/A: 1K per article (better)``; domains as coloured letters."""
    kind = raw["kind"]
    money, pr = int(raw.get("money", 0)), int(raw.get("pr", 0))
    gain = "+".join(p for p in (f"{money}K" if money else "", f"{pr}PR" if pr else "") if p)
    text = Text()
    if kind in DOMAIN_SEPARATOR:
        for i, d in enumerate(raw.get("domains", ())):
            if i:
                text.append(DOMAIN_SEPARATOR[kind])
            text.append_text(domain_tag(d))
        text.append(f": {gain}/{'set' if kind == 'pair' else 'article'}")
        if kind == "either":
            text.append(" (better)")
    elif kind in REWARD_WORDS:
        text.append(REWARD_WORDS[kind].format(gain=gain, cap=raw.get("cap", 0), pr=pr, money=money))
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
    """How many tiles of each level (0-3 stars) a player has."""
    counts = [0, 0, 0, 0]
    for t in player["tiles"]:
        counts[int(t["level"])] += 1
    return counts


@lru_cache(maxsize=4096)
def spot_key(action: Action) -> str:
    """The board space a move belongs to (the hot-topic variants share their reward's).

    Kept per move: the text form is parsed word by word (``shlex``), and the board's
    spaces and the moves list read the keys of every legal move at each position and
    each cursor move."""
    if isinstance(action, Publish):
        return f"publish {action.card} {action.reward}"
    return action.format()


def find_tile(view: dict[str, Any], tile_id: str) -> dict[str, Any]:
    """A tile of the viewer's or drawn for their special reward, by id (KeyError if neither)."""
    tiles = [*view["players"][int(view["viewer"])]["tiles"],
             *((view.get("pending") or {}).get("tiles") or [])]
    for tile in tiles:
        if tile["id"] == tile_id:
            return tile
    raise KeyError(tile_id)


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
        return (
            f"Buy {tile['topic']}: {DOMAIN_NAMES[tile['domain']]} {stars(int(tile['level']))}, "
            f"{tile['cost']}K, {develops_words(tile)}"
        )
    if isinstance(action, Publish):
        card = next(c for c in view["board_cards"] if c["id"] == action.card)
        short = reward_short(card[action.reward]).plain
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
        return f"Develop {tile_name(find_tile(view, action.tile))} into an article"
    if isinstance(action, Bonus):
        pending = view.get("pending") or {}
        card = view["cards"][pending["card"]]["immediate"]
        if pending.get("kind") == "develop_or_pr":
            return f"Take {card['pr']} PR instead of developing"
        return f"Take {card['money']}K instead of a second draft"
    if isinstance(action, Pick):
        if action.tile is None:
            return "Keep neither drawn tile"
        tile = find_tile(view, action.tile)
        cost = board.draw_two_pr_cost[int(tile["level"])]
        return f"Buy drawn {tile_name(tile)} for {cost} PR, {develops_words(tile)}"
    if isinstance(action, Hot):
        gains = [0, 0]
        for cid in me["cards"]:
            pays = reward_pays(me, cid, "periodic", action.domain) if cid in view["cards"] else None
            if pays is not None:
                gains[0] += pays[0]
                gains[1] += pays[1]
        return f"Hot Topic is {DOMAIN_NAMES[action.domain]}: cards pay {gain_text(*gains)}"
    if isinstance(action, Discard):
        card = view["cards"][action.card]
        return f"Discard {card['name']} ({reward_short(card['periodic']).plain} each round)"
    return action.format()


def choice_label(view: dict[str, Any], action: Action) -> str:
    """A short board label for a follow-up choice (the verdict line gives it in full)."""
    try:
        if isinstance(action, Develop | Pick) and action.tile is not None:
            tile = find_tile(view, action.tile)
            verb = "Develop" if isinstance(action, Develop) else "Buy drawn"
            return f"{verb} {tile['topic']} ({DOMAIN_LETTER[tile['domain']]})"
        if isinstance(action, Hot):
            return f"Hot Topic: {DOMAIN_NAMES[action.domain]}"
        if isinstance(action, Discard):
            return f"Discard {view['cards'][action.card]['name']}"
    except (KeyError, TypeError, ValueError):
        return action.format()
    return CHOICE_WORDS.get(type(action), action.format())


#: the follow-up choices whose board label names no tile, domain or card
CHOICE_WORDS: dict[type, str] = {Pick: "Keep neither drawn tile", Bonus: "Take the bonus instead"}
