"""Setup (rulebook "Setup"): first player, starting money and reputation, the Magazine
deck with light backs on top of dark backs, the bag of topic tiles and the board's tile
spaces for the player count; then round 1 is prepared."""

from __future__ import annotations

from typing import TYPE_CHECKING

from paperboy.engine import Event, InvalidOptionError

from .preparation import prepare_round

if TYPE_CHECKING:
    from .state import MagazineState


def set_up(state: MagazineState) -> list[Event]:
    """Set the table for the player count, then prepare round 1."""
    board = state.data.board
    count = len(state.players)
    choice = state.options.get("first_player", "random")
    if choice == "random":
        state.first_player = state.rng.randbelow(count)
    else:
        state.first_player = int(choice) - 1
        if not 0 <= state.first_player < count:
            raise InvalidOptionError(f"option 'first_player' must name one of the {count} seats, not {choice}")
    state.initiative = state.first_player
    for position in range(count):
        seat = (state.first_player + position) % count
        state.money[seat] = board.money + (board.four_player_extra[position] if count == 4 else 0)
        state.pr[seat] = board.reputation
    used = [card for card in state.data.cards.values() if card.players <= count]
    light = sorted(card.id for card in used if card.back == "light")
    dark = sorted(card.id for card in used if card.back == "dark")
    state.rng.shuffle(light)
    state.rng.shuffle(dark)
    state.deck = light + dark  # light backs on top
    state.bag = sorted(state.data.tiles)
    state.board_tiles = [None] * board.tile_spaces[count]
    events: list[Event] = []
    prepare_round(state, events)
    return events
