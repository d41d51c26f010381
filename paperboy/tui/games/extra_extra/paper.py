"""A player's Extra! Extra! newspaper on the shared newspaper grid.

Each page of the scenario is drawn on the grid widget with the headline squares (─) and
column squares (│) marked; stories are coloured by speciality and always carry the
speciality code, their size and their bonus tokens as text, so colour is never needed.
"""

from __future__ import annotations

from typing import Any, ClassVar

from textual.binding import Binding, BindingType

from ....games.extra_extra.components import page_regions
from ...widgets.newspaper_grid import GridModel, GridTile, NewspaperGrid
from .render import data, tokens_text

SPECS = ("business", "politics", "home", "leisure", "sport", "world")


class ExtraGrid(NewspaperGrid):
    """The newspaper grid with one tile style per speciality."""

    COMPONENT_CLASSES: ClassVar[set[str]] = {f"newspaper-grid--tile-{spec}" for spec in SPECS}

    # the placing banner says "r turns": the footer keeps its room for Place and Back at 80x24
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("r", "rotate", "Rotate", show=False, id="extra_extra.grid_rotate"),
    ]

    DEFAULT_CSS = """
    ExtraGrid {
        & > .newspaper-grid--tile-business { background: ansi_green; color: ansi_bright_white; }
        & > .newspaper-grid--tile-politics { background: ansi_magenta; color: ansi_bright_white; }
        & > .newspaper-grid--tile-home { background: ansi_yellow; color: ansi_black; }
        & > .newspaper-grid--tile-leisure { background: ansi_blue; color: ansi_bright_white; }
        & > .newspaper-grid--tile-sport { background: ansi_red; color: ansi_bright_white; }
        & > .newspaper-grid--tile-world { background: ansi_cyan; color: ansi_black; }
    }
    """


def grid_tile(tile: dict[str, Any]) -> GridTile:
    """A placed tile as the grid draws it: glyph by kind, label with code, size and tokens."""
    kind = tile["kind"]
    d = data()
    if kind == "story":
        code = d.spec_codes.get(tile["spec"], str(tile["spec"])[:3].upper())
        label = f"{code}{tile['size']} {tokens_text(tile.get('tokens', []))}".strip()
        return GridTile(
            tile["id"], tile["row"], tile["col"], tile["w"], tile["h"], label, tile["spec"], "S"
        )
    if kind == "headline":
        return GridTile(
            tile["id"], tile["row"], tile["col"], tile["w"], tile["h"], "HEADLINE", "headline", "H"
        )
    if kind == "column":
        return GridTile(
            tile["id"], tile["row"], tile["col"], tile["w"], tile["h"], "COL", "column", "C"
        )
    if kind == "classified":
        code = {"crossword": "XW", "cartoon": "CT", "radio": "RA"}.get(tile["spec"], "CL")
        return GridTile(tile["id"], tile["row"], tile["col"], 1, 1, code, "classified", "#")
    label = (
        f"AD{tile['size']}" if tile["size"] > 1 else "1"
    )  # a 1x1 square has room for 3 characters
    return GridTile(tile["id"], tile["row"], tile["col"], tile["w"], tile["h"], label, "ad", "$")


def page_model(page: dict[str, Any], tiles: list[dict[str, Any]], number: int) -> GridModel:
    """The grid model of one page (1-based ``number``) with the tiles placed on it."""
    placed = tuple(grid_tile(t) for t in tiles if t["page"] == number)
    return GridModel(rows=int(page["height"]), cols=int(page["width"]), regions=page_regions(page), tiles=placed)


def ghost_tile(width: int, height: int, label: str) -> GridTile:
    """The preview of the tile being placed."""
    return GridTile("ghost", 0, 0, width, height, label, "", "")
