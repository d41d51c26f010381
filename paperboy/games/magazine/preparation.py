"""Round preparation (rulebook "Round Preparation", steps 1-4): drafts in season become
articles, empty tile spaces are refilled from the bag, the round's Magazine cards are
revealed, and each player in Initiative order places a disc on the turn-order track and
takes its bonus."""

from __future__ import annotations

from typing import TYPE_CHECKING

from paperboy.engine import Action, Event

from .actions import Place
from .components import DOMAIN_NAMES

if TYPE_CHECKING:
    from .state import MagazineState

#: spaces on the turn-order track
TRACK_SPACES = 5
RULE = "Round preparation step 4"


def prepare_round(state: MagazineState, events: list[Event]) -> None:
    """Steps 1-3 of the round's preparation, then the turn-order phase begins."""
    count = len(state.players)
    seasons = state.round_seasons()
    events.append(Event("round", f"Round {state.round} begins ({' and '.join(seasons)})",
                        {"round": state.round}))
    if state.round > 1:
        for position in range(count):
            seat = (state.initiative + position) % count
            for tile_id in state.drafts(seat):
                if state.season_matches(tile_id):
                    state.develop(seat, tile_id, events, "(its season has come)")
    for index, space in enumerate(state.board_tiles):
        if space is None and state.bag:
            drawn = state.draw_tile()
            state.board_tiles[index] = drawn
            tile = state.tile(drawn)
            events.append(Event("refill", f"Space {index + 1}: {tile.topic} ({DOMAIN_NAMES[tile.domain]}, "
                                f"{tile.level} stars, {tile.cost}K)", {"space": index + 1, "tile": drawn},
                                reveal=True))
    shown = state.data.board.cards_per_round[count][state.round - 1]
    state.board_cards, state.deck = state.deck[:shown], state.deck[shown:]
    state.claims = {card_id: {"immediate": None, "periodic": None} for card_id in state.board_cards}
    for card_id in state.board_cards:
        events.append(Event("reveal", f"Magazine card revealed: {state.card(card_id).name}", {"card": card_id},
                            reveal=True))
    state.track = [None] * TRACK_SPACES
    state.passed = [False] * count
    state.tokens_used = [0] * count
    state.contracts = [0] * count
    state.new_cards = [[] for _ in range(count)]
    state.current = None
    state.phase = "order"
    state.order_queue = [(state.initiative + position) % count for position in range(count)]


def disc_candidates() -> list[Action]:
    """Every space of the turn-order track (``refuse_disc`` rejects the taken ones)."""
    return [Place(space) for space in range(1, TRACK_SPACES + 1)]


def refuse_disc(state: MagazineState, action: Action) -> tuple[str, str] | None:
    """Why a disc may not go there, as (reason, rule); None if it may."""
    if not isinstance(action, Place):
        return "First place your disc on the turn-order track", RULE
    if not 1 <= action.space <= TRACK_SPACES:
        return f"The turn-order track has spaces 1 to {TRACK_SPACES}", RULE
    if state.track[action.space - 1] is not None:
        return f"Space {action.space} of the turn-order track is taken", RULE
    return None


def place_disc(state: MagazineState, seat: int, action: Place, events: list[Event]) -> None:
    """Put ``seat``'s disc on the track, pay its bonus; the last disc starts the turns."""
    board = state.data.board
    state.track[action.space - 1] = seat
    state.order_queue.pop(0)
    bonus = board.turn_order[action.space]
    name = state.players[seat]
    text = f"{name} takes turn-order space {action.space}"
    if bonus == "reputation":
        state.pr[seat] += board.turn_order_reputation
        text += f" and gains {board.turn_order_reputation} PR"
    elif bonus == "money":
        state.money[seat] += board.turn_order_money
        text += f" and gains {board.turn_order_money}K"
    elif bonus == "bonus_token":
        state.bonus_token = seat
        text += " and the bonus Action token"
    elif bonus == "hot_topic":
        state.hot_holder = seat
        state.hot_domain = None
        text += " and the Hot Topic tile"
    events.append(Event("place", text, {"seat": seat, "space": action.space}))
    if not state.order_queue:
        state.phase = "turns"
        state.current = state.track_order()[0]
