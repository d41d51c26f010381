"""Helpers for the Magazine tests: build games and arrange boards directly."""

from __future__ import annotations

from typing import Any

from paperboy.games.magazine import GAME
from paperboy.games.magazine.actions import Place
from paperboy.games.magazine.components import load
from paperboy.games.magazine.state import MagazineState

NAMES = ["Kevin", "Marc", "Elsa", "Lena"]
DATA = load()


def new(players: int = 3, seed: int = 1, **options: Any) -> MagazineState:
    """A fresh game; the first seat holds the Initiative unless told otherwise."""
    options.setdefault("first_player", "1")
    state = GAME.new_game(NAMES[:players], options, seed)
    assert isinstance(state, MagazineState)
    return state


def place(state: MagazineState, *spaces: int) -> None:
    """Put discs on the track in initiative order, one space per player."""
    for space in spaces:
        state.play(state.to_act()[0], Place(space))


def tiles(domain: str | None = None, level: int | None = None, season: str | None = None,
          only_season: bool = False) -> list[str]:
    """Tile ids matching the filters, in id order."""
    out = []
    for t in DATA.tiles.values():
        if domain is not None and t.domain != domain:
            continue
        if level is not None and t.level != level:
            continue
        if season is not None and (season not in t.seasons or (only_season and len(t.seasons) != 1)):
            continue
        out.append(t.id)
    return out


def take_out(state: MagazineState, tile_id: str) -> None:
    """Remove a tile from wherever it is (bag or board) so a test can place it."""
    if tile_id in state.bag:
        state.bag.remove(tile_id)
    state.board_tiles = [None if t == tile_id else t for t in state.board_tiles]


def give(state: MagazineState, seat: int, tile_ids: list[str], developed: bool = True) -> None:
    """Hand tiles to a player as articles (or drafts)."""
    for tile_id in tile_ids:
        take_out(state, tile_id)
        state.tiles[seat].append(tile_id)
        if developed:
            state.developed[seat].append(tile_id)


def put_on_board(state: MagazineState, space: int, tile_id: str) -> None:
    old = state.board_tiles[space - 1]
    take_out(state, tile_id)
    if old is not None:
        state.bag.append(old)
    state.board_tiles[space - 1] = tile_id


def show_cards(state: MagazineState, card_ids: list[str]) -> None:
    """Make these the Magazine cards on the board this round."""
    for c in state.board_cards:
        if c not in card_ids:
            state.deck.append(c)
    for c in card_ids:
        if c in state.deck:
            state.deck.remove(c)
    state.board_cards = list(card_ids)
    state.claims = {c: {"immediate": None, "periodic": None} for c in card_ids}


def actor(state: MagazineState) -> int:
    return state.to_act()[0]


def pass_all(state: MagazineState) -> None:
    """Everyone still in the round passes (turns phase only)."""
    from paperboy.games.magazine.actions import Pass

    while state.phase == "turns" and state.pending is None:
        state.play(actor(state), Pass())


def to_round(state: MagazineState, round_no: int) -> None:
    """Play empty rounds (discs on spaces 1.., everyone passes) until ``round_no`` begins."""
    from paperboy.games.magazine.actions import Hot

    while state.round < round_no and not state.is_over():
        if state.phase == "order":
            place(state, *range(1, len(state.players) + 1))
        pass_all(state)
        while state.phase in ("discard", "hot"):
            seat = actor(state)
            state.play(seat, Hot("nature") if state.phase == "hot" else state.legal_actions(seat)[0])
