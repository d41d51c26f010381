"""Test helper: the key presses that steer the Extra! Extra! board cursor to a space."""

from __future__ import annotations

from paperboy.tui.games.extra_extra.spaces import SpaceBoard


def keys_to_space(board: SpaceBoard, space: str) -> list[str]:
    """The cursor keys that take the board's cursor from where it is to ``space``.

    The cursor walks the board's columns of spaces as they stand on screen.
    """
    columns = board.columns
    target = next((b, col.index(space)) for b, col in enumerate(columns) if space in col)
    at_board, at_line = board.cursor
    keys: list[str] = []
    # go to the top of the current board first, so moving sideways never clamps the line
    keys += ["up"] * at_line
    step = "right" if target[0] > at_board else "left"
    keys += [step] * abs(target[0] - at_board)
    keys += ["down"] * target[1]
    return keys
