"""What one seat sees of a Fit to Print game: the typed view every screen reads.

``FitToPrintState.view(seat)`` returns a :class:`GameView`. Everything on the table is open
to all (desks, papers, the tile a reporter holds, the face-up pile); only the face-down
pile's order and contents, the tiles set aside unseen in Solo and the cards still to come
are hidden, and they appear here as counts at most.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NotRequired, TypedDict

if TYPE_CHECKING:
    from .state import FitToPrintState


class TileView(TypedDict):
    """One tile as ``Tile.to_dict`` writes it; the kind decides the optional keys."""

    id: str
    kind: str  # article, photo or ad
    size: str  # "RxC"
    colour: NotRequired[str]  # articles
    mood: NotRequired[str]
    icons: NotRequired[int]
    points: NotRequired[int]
    scores: NotRequired[list[str]]  # photos: the colours or moods they score with
    dollars: NotRequired[int]  # ads


class CenterpieceView(TypedDict):
    id: str
    name: str
    size: str
    text: str
    plain: bool


class PlacedView(TypedDict):
    tile: TileView
    row: int
    col: int
    up: bool


class RoundScoreView(TypedDict):
    """One round's score sheet of a paper (``RoundScore.to_dict``)."""

    categories: dict[str, int]
    total: int
    dollars: int
    raw_total: int
    largest_white: int
    empty: int
    photo_points: list[int]
    notes: list[str]
    good: int
    bad: int
    mood_penalty: int
    white_bonus: int


class UnitView(TypedDict):
    """One paper: a player's, or a Newsroom team's."""

    name: str
    seats: list[int]
    status: str  # reporting, layout or printed
    reporter_done: bool
    desk: list[TileView]
    carry: list[TileView]  # Newsroom: tiles the Reporter carries to the Layout Editor
    placed: list[PlacedView]
    centerpiece: CenterpieceView | None
    cp_at: list[int] | None
    pending: TileView | None  # the tile flipped and not yet kept or returned
    used_ms: int
    clock_left_ms: int
    character: str | None
    character_name: str | None
    takes_left: int
    tokens: list[int | None]
    scores: list[RoundScoreView]


class PaperView(TypedDict):
    side: str
    rows: int
    cols: int
    fold_row: int
    star: list[int]
    region: list[list[int]]


class PileView(TypedDict):
    face_down: int
    face_up: list[TileView]
    out_of_play: int


class BreakingNewsView(TypedDict):
    id: str
    name: str
    text: str


class SoFarView(TypedDict):
    total: int
    dollars: int
    categories: dict[str, int]


class GameView(TypedDict):
    game: str
    mode: str
    you: int
    players: list[str]
    day: str
    round: int
    phase: str  # round, choose, tb_choose, tb_turn, tb_final or over
    to_act: list[int]
    turn: int | None
    status: str
    paper: PaperView
    pile: PileView
    units: list[UnitView]
    offer: list[CenterpieceView]
    breaking_news: BreakingNewsView | None
    limit_ms: int | None
    turn_based: dict[str, Any] | None
    modifications: list[int]
    upside_down: bool
    one_hand: bool
    result: dict[str, Any] | None  # the final record once the game is over
    so_far: list[SoFarView] | None
    unit: int  # the paper ``you`` plays for (a Newsroom team's, or the player's own)
    role: str  # player, or reporter / editor in Newsroom mode
    lay_out_refusal: str | None  # why ``you`` may not put tiles on the paper now, or None
    may_take_back: bool  # whether placed tiles may go back to the desk in this mode (Remove)
    puzzle: int | None  # the puzzle being played (Puzzle mode)
    scenario: int | None  # the scenario being played (Scenario mode)


def _tile(state: FitToPrintState, tid: str) -> TileView:
    return state.cat.tiles[tid].to_dict()  # type: ignore[return-value]


def _centerpiece(state: FitToPrintState, cp_id: str) -> CenterpieceView:
    return state.cat.centerpiece(cp_id).to_dict()  # type: ignore[return-value]


def unit_view(state: FitToPrintState, index: int) -> UnitView:
    u = state.units[index]
    character = state.character(index)
    return {
        "name": state.unit_name(index),
        "seats": [state.reporter_seat(index), state.editor_seat(index)] if state.mode == "newsroom" else [index],
        "status": u["status"], "reporter_done": u["reporter_done"],
        "desk": [_tile(state, t) for t in u["desk"]],
        "carry": [_tile(state, t) for t in u["carry"]],
        "placed": [{"tile": _tile(state, t), "row": r, "col": c, "up": up}
                   for t, (r, c, up) in sorted(u["placed"].items())],
        "centerpiece": _centerpiece(state, u["cp"]) if u["cp"] else None, "cp_at": u["cp_at"],
        "pending": _tile(state, u["pending"]) if u["pending"] else None,
        "used_ms": u["used_ms"], "clock_left_ms": max(0, state.limit_ms() - u["used_ms"]),
        "character": character.text if character else None,
        "character_name": u["character"], "takes_left": u["takes_left"],
        "tokens": list(u["tokens"]), "scores": [dict(s) for s in u["scores"]],  # type: ignore[misc]
    }


def lay_out_refusal(state: FitToPrintState, seat: int) -> str | None:
    """Why ``seat`` may not put tiles on (or move tiles of) its paper in this phase, naming
    the rule; None when it may (each move is still checked: ``state.check``)."""
    if state.phase == "over":
        return "The game is over (Game end)"
    if state.phase in ("choose", "tb_choose"):
        return "Centerpieces are being chosen for the next round (Choosing centerpieces)"
    if seat not in state.to_act():
        return "It is another player's turn (Turn order)"
    if state.phase == "tb_turn" and (state.tb or {}).get("stage") == "flip":
        return "Tiles go onto the paper in the place step of your turn (Turn-based mode)"
    if state.phase.startswith("tb_"):
        return None
    if state.is_reporter(seat):
        return "The Reporter may not touch the paper (Newsroom mode)"
    if state.mode == "newsroom":
        return None  # the Layout Editor lays out while the Reporter is still reporting
    status = state.units[state.unit_of(seat)]["status"]
    if status == "layout" or (state.mode == "family" and status != "printed"):
        return None
    if status == "printed":
        return "This paper is printed (Print)"
    return "Tiles go onto the paper only after you say Layout! (Reporting phase)"


def game_view(state: FitToPrintState, seat: int) -> GameView:
    """Everything ``seat`` may see now (JSON-safe)."""
    cat = state.cat
    side = cat.side_for(state.day_name())
    bn = state.current_bn()
    mods = state.mods()
    return {
        "game": "fit-to-print", "mode": state.mode, "you": seat, "players": list(state.players),
        "day": state.day_name(), "round": state.day + 1, "phase": state.phase, "to_act": state.to_act(),
        "turn": state.turn, "status": state.status_line(),
        "paper": {"side": side.name, "rows": side.rows, "cols": side.cols, "fold_row": side.fold_row,
                  "star": list(side.star), "region": sorted([list(c) for c in side.region])},
        "pile": {"face_down": len(state.pile_down), "face_up": [_tile(state, t) for t in state.pile_up],
                 "out_of_play": len(state.removed)},
        "units": [unit_view(state, i) for i in range(len(state.units))],
        "offer": [_centerpiece(state, c) for c in state.cp_offer],
        "breaking_news": {"id": bn.id, "name": bn.name, "text": bn.text} if bn else None,
        "limit_ms": state.limit_ms() if state.has_clock() else None,
        "turn_based": dict(state.tb) if state.tb else None,
        "modifications": list(state.options.get("modifications", [])),
        "upside_down": "upside_down" in mods, "one_hand": "one_hand" in mods,
        "result": state.final,
        "so_far": state.round_so_far(),  # type: ignore[typeddict-item]
        "unit": state.unit_of(seat),
        "role": ("reporter" if state.is_reporter(seat) else "editor") if state.mode == "newsroom" else "player",
        "lay_out_refusal": lay_out_refusal(state, seat),
        # Family mode moves placed tiles but never takes them back; Turn-based has no such move
        "may_take_back": state.mode not in ("family", "turn-based"),
        "puzzle": int(state.options.get("puzzle", 1)) if state.mode == "puzzle" else None,
        "scenario": int(state.options.get("scenario", 1)) if state.mode == "scenario" else None,
    }
