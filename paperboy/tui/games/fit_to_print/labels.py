"""Fit to Print's words on screen: what each move is called in the moves list, the order
the moves are listed in, the prompt above them and the status line.

Pure functions of the engine's ``view(seat)`` and the component catalogue.
"""

from __future__ import annotations

from typing import Any

from ....engine import Action
from ....games.fit_to_print import actions as moves
from ....games.fit_to_print.components import catalogue
from . import render

#: The order moves are listed in (a Take comes by tile size, then id).
MOVE_ORDER = {"keep": 0, "return": 1, "flip": 2, "take": 3, "draw": 4, "choose": 5, "discard": 6,
              "deliver": 7, "done": 8, "layout": 9, "print": 10}


def tile_view(tile_id: str) -> dict[str, Any]:
    """A tile's face as the view shows tiles (every tile's face is public once in sight)."""
    return catalogue().tiles[tile_id].to_dict()


def size_rank(size: str) -> int:
    """Where a tile size comes in the desk and moves lists (small first)."""
    return render.SIZE_ORDER.index(size) if size in render.SIZE_ORDER else 9


def move_order(action: Action) -> tuple[int, str]:
    """Sort key of a move in the moves list."""
    extra = ""
    if isinstance(action, moves.Take):
        extra = f"{size_rank(tile_view(action.tile)['size'])}{action.tile}"
    return MOVE_ORDER.get(action.KIND, 11), extra


def describe(action: Action, view: dict[str, Any]) -> str:
    """A move as the moves list names it, for the seat whose view this is."""
    if isinstance(action, moves.Flip):
        return f"Flip a face-down tile ({view['pile']['face_down']} left)"
    if isinstance(action, moves.Keep):
        pending = view["units"][view["unit"]]["pending"]
        return f"Keep {render.tile_text(pending)}" if pending else "Keep it"
    if isinstance(action, moves.Return):
        return "Put it back face up"
    if isinstance(action, moves.Take):
        return f"Take {render.tile_text(tile_view(action.tile))}"
    if isinstance(action, moves.Draw):
        return "Draw a face-down tile to your desk"
    if isinstance(action, moves.Layout):
        return "Layout! (stop reporting)" if view["mode"] != "newsroom" else "Stop reporting (last delivery)"
    if isinstance(action, moves.Print):
        return "Print! (finish your paper)"
    if isinstance(action, moves.Choose):
        cp = catalogue().centerpiece(action.cp)
        return f"★ {cp.id} {cp.name} ({cp.size})"
    if isinstance(action, moves.Discard):
        return f"Discard {action.tile} to {action.power}"
    if isinstance(action, moves.Done):
        return "Done with this step"
    if isinstance(action, moves.Deliver):
        return "Walk the desk to your Layout Editor"
    if isinstance(action, moves.Remove):
        return f"Take {action.tile} back to the desk"
    if isinstance(action, moves.Place):
        face = " face down" if action.face == "down" else ""
        return f"Place {action.tile} at row {action.row}, column {action.col}{face}"
    return action.format()


def seat_prompt(view: dict[str, Any], name: str, may_place: bool) -> str:
    """The line above the moves: what ``name`` is to do now."""
    unit = view["units"][view["unit"]]
    if view["phase"] in ("choose", "tb_choose"):
        return f"{name}: choose a centerpiece"
    tb = view.get("turn_based") or {}
    if view["phase"] == "tb_turn":
        stage = tb.get("stage")
        if stage == "place":
            return f"{name}: place a desk tile, or discard one for a special action"
        if stage == "rearrange":
            return f"{name}: move up to {tb.get('rearrange_left', 0)} placed tiles (p), then Done"
        return f"{name}: flip up to {tb.get('flips_left', 0)} (n), then take a tile"
    if view["phase"] == "tb_final":
        return f"{name}: place your last desk tiles, then Done"
    if unit.get("pending"):
        if view["mode"] == "family":
            return f"{name}: place the tile on your paper (Enter) or put it back (b)"
        return f"{name}: keep the tile or put it back"
    if may_place:
        return f"{name}: lay out your paper"
    if view["phase"] == "round" and unit["status"] == "reporting":
        return f"{name}: take a tile or say Layout!"
    return f"{name}, your move:"


def where_line(view: dict[str, Any]) -> str:
    """Where the game stands, for the status line: the day and round (or the puzzle)."""
    day = render.DAY_NAMES.get(view["day"], view["day"])
    if view["mode"] == "puzzle":
        return f"Puzzle {view['puzzle']} · {day}"
    if view["mode"] == "turn-based":
        return f"{day} (one round)"
    return f"{day} (round {view['round']} of 3)"


def scenario_info(view: dict[str, Any]) -> dict[str, Any] | None:
    """The puzzle's tiers or the scenario's targets, for the Cards page (None in other modes)."""
    if view["puzzle"] is not None:
        pz = catalogue().puzzles[int(view["puzzle"])]
        return {"puzzle": pz.number, "tiers": list(pz.tiers)}
    if view["scenario"] is None:
        return None
    sc = catalogue().scenarios[int(view["scenario"])]
    return {"number": sc.number, "difficulty": sc.difficulty, "min_ad": sc.min_ad,
            "min_pts": sc.min_pts, "goal": sc.goal[2] if sc.goal else None}
