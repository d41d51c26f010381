"""The words the Extra! Extra! screen puts on moves: list lines, choice cells, score lines.

Everything here is a pure function of a move, the view of the seat at the keyboard and the
game's public component data: :func:`describe` (a moves-list line), :func:`choice_key`
and :func:`choice_label` (which choice cell a move belongs to, and what the cell shows),
:func:`placement_key` (what a tile placement is apart from where the tile goes) and
:func:`result_lines` (the score sheet's base and bonus lines).
"""

from __future__ import annotations

from typing import Any

from ....engine import Action
from ....games.extra_extra import actions
from .render import SHORT_LABEL, card_short, cards_label, data, tile_name

CATEGORY_NAMES = {
    "stories": "stories",
    "headline": "headline",
    "column": "column",
    "classifieds": "classifieds",
    "interviews": "interviews",
    "extra": "Extra! Extra!",
    "speciality": "speciality",
    "gone_to_press": "Gone to Press",
    "copy_editor": "Copy Editor",
}
"""Readable names of the engine's score categories."""

BASE_CATEGORIES = ("stories", "headline", "column", "classifieds")
"""The categories of base Circulation Points (the others are bonus points)."""

CLASSIFIED_CODES = {"crossword": "XW", "cartoon": "CT", "radio": "RA"}


# --------------------------------------------------------------------------- which cell
def placement_key(action: Action) -> tuple[Any, ...] | None:
    """What a placement move is apart from where the tile goes (None for other moves)."""
    if isinstance(action, actions.ClaimStory):
        return ("story", action.tile, action.cards, action.copy_cuttings, action.photo_cuttings,
                action.extra)
    if isinstance(action, actions.ClaimClassified):
        return ("classified", action.card)
    if isinstance(action, actions.TakeAd):
        return ("ad", action.size)
    if isinstance(action, actions.MoveTile):
        return ("move", action.tile)
    return None


#: the choice cell of each kind of move: its name, then the fields that tell its cells
#: apart (moves of one cell differ only in how they are made: the cards paid, which
#: Stringer, where the tile goes on the grid)
_CELLS: dict[str, tuple[str, ...]] = {
    "place": ("space",), "story": ("tile",), "classified": ("card",), "ad": ("size",),
    "move": ("tile",), "headline": (), "column": (), "interview": ("tile",), "late": ("space",),
    "cuttings": ("copy", "photo"), "newswire": ("discard",), "stringer": ("card",),
    "sell": (), "discard": (), "pass": (),
}


def choice_key(action: Action) -> str:
    """The cell a move belongs to (moves of one cell differ only in how they are made)."""
    kind = getattr(action, "KIND", "")
    fields = _CELLS.get(kind)
    if fields is None:
        return action.format()
    return ":".join([kind, *(str(getattr(action, field)) for field in fields)])


def choice_label(action: Action, pass_label: str = "Pass") -> str:
    """The short text of the cell of ``action`` (the verdict line says the rest)."""
    d = data()
    try:
        if isinstance(action, actions.ClaimStory):
            return f"{action.tile} {d.story_cp[d.stories[action.tile].size]}CP"
        if isinstance(action, actions.ClaimClassified):
            return f"{d.cards[action.card].ctype.title()} #"
        if isinstance(action, actions.TakeAd):
            return f"Ad {action.size} +${100 * action.size}"
        if isinstance(action, actions.MoveTile):
            return f"Typeset {action.tile}"
        if isinstance(action, actions.ClaimHeadline):
            return "Headline 6CP"
        if isinstance(action, actions.ClaimColumn):
            return "Column 10CP"
        if isinstance(action, actions.Interview):
            return f"Interview {action.tile}"
        if isinstance(action, actions.LateBreaking):
            return f"Late: {SHORT_LABEL.get(action.space, d.spaces[action.space].label)}"
        if isinstance(action, actions.TakeCuttings):
            return f"Cuttings ✎{action.copy} ◉{action.photo}"
        if isinstance(action, actions.TakeNewswire):
            return f"Newswire, give {card_short(action.discard).plain}"
        if isinstance(action, actions.PlayStringer):
            return f"Stringer → {card_short(action.card).plain}"
    except (KeyError, AttributeError):
        pass
    if isinstance(action, actions.Pass):
        return pass_label
    return action.format()


def pass_label(view: dict[str, Any]) -> str:
    """What passing means now, as the choice cell says it."""
    pend = view.get("pending") or {}
    if view.get("phase") == "stringers":
        return "Keep Stringers"
    if pend.get("kind") == "typesetting":
        return "Done"
    return "Pass"


def ghost_label(action: Action) -> str:
    """The label on the ghost of a tile being placed: story id, ad size or classifieds code."""
    d = data()
    if isinstance(action, actions.ClaimStory | actions.MoveTile) and action.tile in d.stories:
        return action.tile
    if isinstance(action, actions.TakeAd):
        return f"AD{action.size}"
    if isinstance(action, actions.MoveTile):
        return "#"
    card = d.cards.get(getattr(action, "card", ""))
    return "#" + CLASSIFIED_CODES.get(getattr(card, "ctype", ""), "")


# --------------------------------------------------------------------------- moves-list lines
def describe(view: dict[str, Any], action: Action, on_grid: bool = False) -> str:
    """A player-friendly label for a move (its text form stays typable after ':');
    ``on_grid``: the tile's position is still to be chosen on the grid."""
    try:
        return _describe(view, action, on_grid)
    except (KeyError, IndexError, TypeError, ValueError, AttributeError, StopIteration):
        return action.format()


def _where(action: Action, on_grid: bool) -> str:
    page = int(getattr(action, "page", 1))
    row, col = int(getattr(action, "row", 0)) + 1, int(getattr(action, "col", 0)) + 1
    if on_grid:
        return "→ paper…"
    if page == 0:
        return "→ copy desk"
    return f"→ p{page} r{row} c{col}"


def _place_label(view: dict[str, Any], action: actions.Place) -> str:
    sp = data().spaces[action.space]
    occ = view.get("board", {}).get(action.space, [])
    if sp.type == "instant":
        gain = "take a Stringer now" if sp.kind == "hire" else "+$100 now"
        return f"{sp.label}: {gain}"
    if sp.type == "uncontested":
        return f"{sp.label} (uncontested)"
    if occ and occ[0][0] >= 0:
        rival = view["players"][occ[0][0]]["name"].split(" (")[0]
        return f"{sp.label}: displace {rival}, fee ${action.fee}"
    return f"{sp.label}, fee ${action.fee}" if action.fee else sp.label


def _pass_text(view: dict[str, Any]) -> str:
    pend = view.get("pending")
    if view.get("phase") == "stringers":
        return "Keep your Stringers (pass)"
    if pend and pend.get("kind") == "typesetting":
        return "Done typesetting (pass)"
    if pend:
        return f"Pass: do nothing on {data().spaces[pend['space']].label}"
    return "Pass"


def _own_tile(view: dict[str, Any], tile_id: str) -> dict[str, Any]:
    me = view["players"][view["you"]]
    return dict(next(t for t in me["tiles"] if t["id"] == tile_id))


def _shorts(cards: tuple[str, ...]) -> str:
    return " ".join(card_short(c).plain for c in cards)


def _describe(view: dict[str, Any], action: Action, on_grid: bool) -> str:
    d = data()
    where = _where(action, on_grid)
    if isinstance(action, actions.Place):
        return _place_label(view, action)
    if isinstance(action, actions.Pass):
        return _pass_text(view)
    if isinstance(action, actions.Sell):
        if not action.cards:
            return "Sell nothing"
        return f"Sell {len(action.cards)} for ${100 * len(action.cards)}: {cards_label(action.cards)}"
    if isinstance(action, actions.PlayStringer):
        card = d.cards[action.card]
        city = d.city_names.get(card.city, card.city)
        return f"Stringer: take {card_short(action.card).plain} from {city}"
    if isinstance(action, actions.TakeCuttings):
        return f"Take cuttings: {action.copy} copy ✎, {action.photo} photo ◉"
    if isinstance(action, actions.TakeNewswire):
        return f"Newswire: spend NI, take {_shorts(action.cards)}"
    if isinstance(action, actions.ClaimStory):
        pay = [card_short(c).plain for c in action.cards]
        if action.copy_cuttings:
            pay.append(f"{action.copy_cuttings}✎cut")
        if action.photo_cuttings:
            pay.append(f"{action.photo_cuttings}◉cut")
        extra = f" +{card_short(action.extra).plain}" if action.extra else ""
        cp = d.story_cp[d.stories[action.tile].size]
        return f"{action.tile} ({cp} CP) pay {' '.join(pay)}{extra} {where}"
    if isinstance(action, actions.ClaimHeadline):
        return f"Headline (6 CP) pay {_shorts(action.cards)}"
    if isinstance(action, actions.ClaimColumn):
        cut = ""
        if action.copy_cuttings or action.photo_cuttings:
            cut = f" + cuttings ✎{action.copy_cuttings} ◉{action.photo_cuttings}"
        return f"Column (10 CP) pay {_shorts(action.cards)}{cut}"
    if isinstance(action, actions.Interview):
        tile = _own_tile(view, action.tile)
        return (f"Interview on {tile_name(tile)} (+{d.story_cp[tile['size']]} CP), "
                f"{len(action.cards)} NI cards")
    if isinstance(action, actions.LateBreaking):
        return f"Late-Breaking News: act as {d.spaces[action.space].label}"
    if isinstance(action, actions.ClaimClassified):
        return f"{d.cards[action.card].ctype.title()} classifieds (1 CP) {where}"
    if isinstance(action, actions.TakeAd):
        return f"{action.size}-size ad, +${100 * action.size} {where}"
    if isinstance(action, actions.MoveTile):
        tile = _own_tile(view, action.tile)
        side = "" if on_grid or action.page == 0 else f" side {action.side}"
        return f"Typeset {tile_name(tile)}{side} {where}"
    if isinstance(action, actions.Discard):
        return f"Discard {cards_label(action.cards)}"
    return action.format()


# --------------------------------------------------------------------------- the score sheet
def result_lines(result: Any, names: list[str]) -> list[str]:
    """Base and bonus Circulation Points per player, money (the tie-breaker), why it ended."""
    lines = [
        "Base CPs: stories, headline, column, classifieds · "
        "Bonus CPs: interviews, Extra! Extra!, speciality, Gone to Press, unspent Copy Editor"
    ]
    money = result.extra.get("money", [])
    for seat, breakdown in enumerate(result.breakdown):
        base = sum(v for k, v in breakdown.items() if k in BASE_CATEGORIES)
        bonus = sum(v for k, v in breakdown.items() if k not in BASE_CATEGORIES)
        cash = f", ${money[seat]} left" if seat < len(money) else ""

        def parts(keys: list[str], b: dict[str, int] = breakdown) -> str:
            named = [f"{CATEGORY_NAMES.get(k, k)} {b[k]}" for k in keys if b[k]]
            return f" ({', '.join(named)})" if named else ""

        base_parts = parts([k for k in breakdown if k in BASE_CATEGORIES])
        bonus_parts = parts([k for k in breakdown if k not in BASE_CATEGORIES])
        lines.append(f"  {names[seat]}: base {base}{base_parts} + bonus {bonus}{bonus_parts} "
                     f"= {result.totals[seat]} CP{cash}")
    lines.append("Ties are broken by money, then shared.")
    ended = result.extra.get("ended_by")
    if ended == "complete":
        lines.append(f"The game ended in round {result.extra.get('round')}: a newspaper was complete.")
    elif ended == "deadline":
        lines.append(f"The game ended at the round-{result.extra.get('round')} deadline.")
    return lines


__all__ = [
    "CATEGORY_NAMES",
    "choice_key",
    "choice_label",
    "describe",
    "ghost_label",
    "pass_label",
    "placement_key",
    "result_lines",
]
