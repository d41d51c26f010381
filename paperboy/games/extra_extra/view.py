"""What a seat may see of an Extra! Extra! game: the typed view every screen reads.

``seat_view`` builds it; the TypedDicts below describe it, and mypy checks both the
engine side and the screens that read it. Everything is public except the hands: a seat
sees its own hand (``hand``) and only the size of the others' (``hand_count``). The
order of the decks, of the story stacks below their face-up top tiles and of the Column
stack is never shown.
"""

from __future__ import annotations

import marshal
from typing import TYPE_CHECKING, NotRequired, TypedDict

from .operations import SALES_LIMIT
from .phases import FIRST_SALE_LIMIT
from .spaces import space_available

if TYPE_CHECKING:
    from .state import ExtraState, TileRecord


class PlayerView(TypedDict):
    """One seat's newspaper, money and reporters; ``hand`` only in that seat's own view."""

    name: str
    speciality: str
    newspaper: str
    money: int
    employed: int
    available: int
    hand_count: int
    cuttings: dict[str, int]
    tiles: list[TileRecord]
    ads_taken: list[int]
    gone_to_press: list[int]
    pressed: list[bool]
    copy_editor: bool
    score: int
    hand: NotRequired[list[str]]


class PendingView(TypedDict):
    """The decision a reporter's activation waits for (Phase 7)."""

    space: str
    seat: int
    kind: str
    left: int
    late: bool
    moved: dict[str, int]
    label: str


class StoryInfo(TypedDict):
    size: int
    form: str
    copy: int
    photo: int


class ColumnInfo(TypedDict):
    copy: int
    photo: int


class PageView(TypedDict):
    name: str
    width: int
    height: int
    headline: bool
    column: bool
    required: list[int]


class SpaceView(TypedDict):
    """A space printed on the board side in use; ``order`` is its activation number."""

    id: str
    label: str
    area: str
    type: str
    kind: str
    in_play: bool
    order: int | None


class ExtraView(TypedDict):
    """Everything a screen may read about the game, as one seat sees it."""

    game: str
    scenario: int
    scenario_name: str
    paper: str
    round: int
    phase: str
    start_player: int
    to_act: list[int]
    you: int
    pages: list[PageView]
    board: dict[str, list[list[int]]]
    newsdesk: dict[str, list[str]]
    newswire: list[str | None]
    morgue: dict[str, int]
    cuttings_supply: dict[str, int]
    deck_counts: dict[str, int]
    discards: dict[str, list[str]]
    desk: dict[str, list[str | None]]
    fresh: list[str]
    stack_counts: dict[str, int]
    stack_tops: dict[str, str | None]
    desk_info: dict[str, StoryInfo]
    column_slot: str | None
    column_info: ColumnInfo | None
    classified_slots: dict[str, bool]
    ads_supply: dict[str, int]
    extra_tokens: dict[str, int]
    interview_tokens: int
    speciality_tokens: int
    gone_to_press: list[int]
    brown_stringers: int
    players: list[PlayerView]
    pending: PendingView | None
    deadline: int
    over: bool
    spaces: list[SpaceView]
    sale_limit: int  # the most cards one sale takes now (the first round's sale, or the Sales space)
    hand_limit: int  # the cards a hand may hold at the end of a round


def _copy_tiles(tiles: list[TileRecord]) -> list[TileRecord]:
    """A deep copy of a player's placed tiles (plain data, as the whole state is: see
    ``state.copy_data``), through ``marshal`` in C: ``copy.deepcopy`` was a tenth of a game
    screen's work on a bot's move (every player's tiles, each view)."""
    copied: list[TileRecord] = marshal.loads(marshal.dumps(tiles))
    return copied


def seat_view(state: ExtraState, seat: int) -> ExtraView:
    """What ``seat`` may see: everything public, and its own hand."""
    s = state.s
    d = state.data
    players: list[PlayerView] = []
    for i, p in enumerate(s["players"]):
        entry: PlayerView = {
            "name": state.players[i], "speciality": p["spec"], "newspaper": d.newspapers[p["spec"]],
            "money": p["money"], "employed": p["employed"], "available": p["avail"],
            "hand_count": len(p["hand"]), "cuttings": dict(p["cut"]), "tiles": _copy_tiles(p["tiles"]),
            "ads_taken": list(p["ads"]), "gone_to_press": list(p["gtp"]), "pressed": list(p["pressed"]),
            "copy_editor": (not s["intro"]) and not p["editor_spent"], "score": sum(state.score(i).values()),
        }
        if i == seat:
            entry["hand"] = list(p["hand"])
        players.append(entry)
    pend = s["pending"]
    pending: PendingView | None = None
    if pend:
        pending = {"space": pend["space"], "seat": pend["seat"], "kind": pend["kind"], "left": pend["left"],
                   "late": pend["late"], "moved": dict(pend["moved"]),
                   "label": d.spaces[pend["space"]].label}
    # face-up tiles, described so a screen needs no lookups
    # the top tile of each story pile lies face up beside the board
    tops: dict[str, str | None] = {k: (v[0] if v else None) for k, v in s["stacks"].items()}
    shown = [t for slots in s["desk"].values() for t in slots if t] + [t for t in tops.values() if t]
    desk_info: dict[str, StoryInfo] = {tid: {"size": d.stories[tid].size, "form": d.stories[tid].form,
                       "copy": d.stories[tid].copy, "photo": d.stories[tid].photo} for tid in shown}
    column_info: ColumnInfo | None = None
    if s["column_slot"]:
        col = d.columns[s["column_slot"]]
        column_info = {"copy": col.copy, "photo": col.photo}
    # the spaces printed on the board side in use, in activation order: whether each is in
    # play here and its activation number (instant spaces act at once and have none)
    side = "5-6" if state.n >= 5 else "2-4"
    spaces: list[SpaceView] = []
    order = 0
    for sid in d.space_order:
        sp = d.spaces[sid]
        if side not in sp.sides:
            continue
        in_play = space_available(state, sid)
        number = None
        if in_play and sp.type != "instant":
            order += 1
            number = order
        spaces.append({"id": sid, "label": sp.label, "area": sp.board, "type": sp.type,
                       "kind": sp.kind, "in_play": in_play, "order": number})
    return {
        "game": "extra-extra", "scenario": s["scenario"], "scenario_name": state.scenario.name,
        "paper": s["paper"], "round": s["round"], "phase": s["phase"], "start_player": s["start"],
        "to_act": state.to_act(), "you": seat,
        "pages": [{"name": sp.name, "width": sp.width, "height": sp.height, "headline": sp.headline,
                   "column": sp.column, "required": list(sp.required)} for sp in state.pages],
        "board": {sid: [list(e) for e in occ] for sid, occ in s["board"].items()},
        "newsdesk": {k: list(v) for k, v in s["newsdesk"].items()},
        "newswire": list(s["newswire"]), "morgue": dict(s["morgue"]), "cuttings_supply": dict(s["cuttings"]),
        "deck_counts": {k: len(v) for k, v in s["decks"].items()},
        "discards": {k: list(v) for k, v in s["discards"].items()},
        "desk": {k: list(v) for k, v in s["desk"].items()}, "fresh": list(s["fresh"]),
        "stack_counts": {k: len(v) for k, v in s["stacks"].items()}, "stack_tops": tops,
        "desk_info": desk_info, "column_slot": s["column_slot"], "column_info": column_info,
        "classified_slots": dict(s["classified_slots"]),
        "ads_supply": dict(s["ads"]), "extra_tokens": dict(s["extra_tokens"]),
        "interview_tokens": s["interview_tokens"], "speciality_tokens": s["speciality_tokens"],
        "gone_to_press": list(s["gtp"]), "brown_stringers": len(s["brown"]),
        "players": players, "pending": pending, "deadline": s["deadline"], "over": s["over"],
        "spaces": spaces,
        "sale_limit": FIRST_SALE_LIMIT if s["phase"] == "sell" else SALES_LIMIT,
        "hand_limit": int(d.start["hand_limit"]),
    }
