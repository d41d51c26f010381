"""The ways to play Fit to Print, one strategy per mode.

Every mode shares the round's skeleton (reporting, then layout, then Print) and the
placement rules of the Layout Phase; a :class:`Mode` says what its mode changes: who may
act, which moves are offered and why a move is refused. ``MODES`` maps each mode's name
to its strategy; the state asks ``self.rules`` (its mode's strategy).

- Relay (standard, solo, scenario): players report one step at a time in turn; a player
  in layout works on their own clock whenever they like.
- Real time: nobody waits for a turn; everyone reports and lays out at once.
- Puzzle: the tiles are given, so there is only layout.
- Family: each turn you flip or take one tile and place it at once (or return it).
- Newsroom: teams of a Reporter, who fetches tiles, and a Layout Editor, who places them.
- Turn-based: its own turn structure (:mod:`.turn_based`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from paperboy.engine import Action, IllegalActionError

from . import phases
from .actions import Deliver, Flip, Keep, Layout, Place, Print, Remove, Return, Take
from .board import CP_KEY

if TYPE_CHECKING:
    from .state import FitToPrintState, Unit

#: How each mode's rounds are scored (``RoundRules.mode``).
SCORE_MODE = {"standard": "multi", "newsroom": "multi", "real-time": "multi", "scenario": "multi",
              "solo": "solo", "family": "family", "puzzle": "puzzle", "turn-based": "turn"}

#: The reporting moves (Reporting Phase); the Newsroom's delivery walk counts as one.
REPORTING_KINDS = (Flip, Keep, Return, Take, Layout, Deliver)

# Action values are immutable, so the moves without arguments (and each Take) are made
# once and shared by every list of legal moves.
FLIP, KEEP, RETURN, LAYOUT, PRINT, DELIVER = Flip(), Keep(), Return(), Layout(), Print(), Deliver()
_TAKES: dict[str, Take] = {}


def takes(tiles: list[str]) -> list[Action]:
    """``[Take(t) for t in tiles]``, from shared values."""
    out: list[Action] = []
    for t in tiles:
        action = _TAKES.get(t)
        if action is None:
            action = _TAKES[t] = Take(t)
        out.append(action)
    return out


class Mode:
    """The classic round: report (flip and keep or return, or take a face-up tile) until
    you say Layout!, then lay out; more tiles only with a layout take."""

    #: Whether reporters take turns (one reporting step each, in the relay order).
    relay = False

    # --- who acts -------------------------------------------------------------------
    def unit_seats(self, state: FitToPrintState, index: int, unit: Unit) -> list[int]:
        """The seats of paper ``index`` (not yet printed) that may act now."""
        if unit["status"] == "layout" or index == state.turn:
            return [index]
        return []

    def seats(self, state: FitToPrintState) -> list[int]:
        """Every seat that may act now during a round, in seat order (``unit_seats`` of each
        paper not yet printed)."""
        turn = state.turn
        return [i for i, u in enumerate(state.units)
                if u["status"] == "layout" or (i == turn and u["status"] != "printed")]

    def may_act(self, state: FitToPrintState, seat: int) -> bool:
        """``seat in self.seats(state)``, without listing the others."""
        units = state.units
        if type(seat) is not int:
            return seat in self.seats(state)
        if not 0 <= seat < len(units):
            return False
        status = units[seat]["status"]
        return status == "layout" or (seat == state.turn and status != "printed")

    # --- what they may do -----------------------------------------------------------
    def reporting_actions(self, state: FitToPrintState, index: int) -> list[Action]:
        unit = state.units[index]
        if unit["pending"]:
            return [KEEP, RETURN]
        acts: list[Action] = [FLIP] if state.pile_down else []
        acts += takes(state.pile_up)
        acts.append(LAYOUT)
        return acts

    def legal_actions(self, state: FitToPrintState, seat: int) -> list[Action]:
        index = state.unit_of(seat)
        unit = state.units[index]
        if unit["status"] == "reporting":
            acts = self.reporting_actions(state, index)
            if not unit["pending"]:
                acts.append(PRINT)
            return acts
        acts = phases.placements(state, index, unit["desk"])
        if unit["takes_left"] > 0:
            if state.pile_down:
                acts.append(FLIP)
            acts += takes(state.pile_up)
        acts.append(PRINT)
        return acts

    # --- why not --------------------------------------------------------------------
    def check_print(self, state: FitToPrintState, seat: int, unit: Unit) -> None:
        """Refuse a Print this mode does not allow now (the default allows every Print)."""

    def check_move(self, state: FitToPrintState, seat: int, index: int, action: Action) -> None:
        """Refuse any other move this mode does not allow now, naming the rule."""
        unit = state.units[index]
        if isinstance(action, Deliver):
            raise IllegalActionError("Only Newsroom Reporters deliver tiles", "Newsroom mode")
        if unit["status"] == "reporting":
            if isinstance(action, (Place, Remove)):
                if isinstance(action, Place) and action.tile == CP_KEY:
                    raise IllegalActionError("Centerpieces are moved during the Layout phase", "Layout phase")
                raise IllegalActionError("Tiles go onto the paper only after you say Layout!",
                                         "Reporting phase")
            if self.relay and index != state.turn:
                raise IllegalActionError("It is another player's turn to report", "Relay reporting")
            phases.check_reporting(state, index, action)
            return
        # The Layout Phase: a character or centerpiece may still allow a take.
        if isinstance(action, (Flip, Take)):
            if unit["takes_left"] <= 0:
                raise IllegalActionError("You cannot take more tiles after saying Layout!", "Layout phase")
            if isinstance(action, Flip) and not state.pile_down:
                raise IllegalActionError("No face-down tiles are left", "Reporting phase")
            if isinstance(action, Take) and action.tile not in state.pile_up:
                raise IllegalActionError(f"{action.tile} is not a face-up tile in the centre", "Reporting phase")
            return
        if isinstance(action, (Keep, Return, Layout)):
            raise IllegalActionError("You are already in the Layout phase", "Layout phase")
        phases.check_layout(state, index, action)


class RelayMode(Mode):
    """Standard, Solo and Scenario games on one keyboard: reporting in turns."""

    relay = True


class RealTimeMode(Mode):
    """Real time against bots: everyone reports and lays out at once, on the wall clock."""

    def unit_seats(self, state: FitToPrintState, index: int, unit: Unit) -> list[int]:
        return [index]

    def seats(self, state: FitToPrintState) -> list[int]:
        return [i for i, u in enumerate(state.units) if u["status"] != "printed"]

    def may_act(self, state: FitToPrintState, seat: int) -> bool:
        return seat in self.seats(state)


class PuzzleMode(RealTimeMode):
    """A puzzle gives its tiles: the paper is laid out, nothing is taken."""

    def legal_actions(self, state: FitToPrintState, seat: int) -> list[Action]:
        index = state.unit_of(seat)
        unit = state.units[index]
        if unit["status"] == "reporting":
            return super().legal_actions(state, seat)
        acts = phases.placements(state, index, unit["desk"])
        acts.append(PRINT)
        return acts


class FamilyMode(Mode):
    """Family mode: on your turn flip or take one tile and place it at once, or return it."""

    relay = True

    def unit_seats(self, state: FitToPrintState, index: int, unit: Unit) -> list[int]:
        return [index] if index == state.turn else []

    def seats(self, state: FitToPrintState) -> list[int]:
        turn = state.turn
        return [i for i, u in enumerate(state.units) if i == turn and u["status"] != "printed"]

    def may_act(self, state: FitToPrintState, seat: int) -> bool:
        return seat in self.seats(state)

    def reporting_actions(self, state: FitToPrintState, index: int) -> list[Action]:
        unit = state.units[index]
        if unit["pending"]:
            acts: list[Action] = [RETURN]
            return acts + phases.placements(state, index, [unit["pending"]], facedown_if_needed=True)
        acts = [FLIP] if state.pile_down else []
        return acts + takes(state.pile_up)

    def legal_actions(self, state: FitToPrintState, seat: int) -> list[Action]:
        index = state.unit_of(seat)
        acts: list[Action] = []
        if index == state.turn:
            acts = self.reporting_actions(state, index)
        if not state.units[index]["pending"]:
            acts.append(PRINT)
        return acts

    def check_print(self, state: FitToPrintState, seat: int, unit: Unit) -> None:
        if unit["pending"]:
            raise IllegalActionError("Place or return the tile in your hand first", "Family mode")

    def check_move(self, state: FitToPrintState, seat: int, index: int, action: Action) -> None:
        unit = state.units[index]
        if isinstance(action, Remove):
            raise IllegalActionError("In Family mode a placed tile can only be moved, not removed", "Family mode")
        if isinstance(action, Place) and action.tile == unit["pending"]:
            if index != state.turn:
                raise IllegalActionError("It is not your turn", "Relay reporting")
            phases.check_place(state, index, action)
            return
        if isinstance(action, REPORTING_KINDS):
            if index != state.turn:
                raise IllegalActionError("It is another player's turn to report", "Relay reporting")
            if isinstance(action, Keep):
                raise IllegalActionError("In Family mode you keep a tile by placing it on your paper",
                                         "Family mode")
            if isinstance(action, (Layout, Deliver)):
                raise IllegalActionError(f"'{action.KIND}' is not part of Family mode", "Family mode")
            phases.check_reporting(state, index, action)
            return
        if unit["pending"]:
            raise IllegalActionError("Place or return the tile in your hand first", "Family mode")
        phases.check_layout(state, index, action)


class NewsroomMode(Mode):
    """Newsroom teams: the Reporter (seat ``2t``) fetches tiles and walks them over; the
    Layout Editor (seat ``2t + 1``) stays seated, places them and says Print."""

    relay = True

    def unit_seats(self, state: FitToPrintState, index: int, unit: Unit) -> list[int]:
        seats = []
        if index == state.turn and not unit["reporter_done"]:
            seats.append(state.reporter_seat(index))
        # An Editor with an empty desk waits for the Reporter's next delivery.
        if unit["desk"] or unit["reporter_done"] or not (state.pile_down or state.pile_up or unit["carry"]):
            seats.append(state.editor_seat(index))
        return seats

    def seats(self, state: FitToPrintState) -> list[int]:
        seats: list[int] = []
        for i, u in enumerate(state.units):
            if u["status"] != "printed":
                seats += self.unit_seats(state, i, u)
        return sorted(seats)

    def may_act(self, state: FitToPrintState, seat: int) -> bool:
        return seat in self.seats(state)

    def reporting_actions(self, state: FitToPrintState, index: int) -> list[Action]:
        unit = state.units[index]
        if unit["pending"]:
            return [KEEP, RETURN]
        acts: list[Action] = [FLIP] if state.pile_down else []
        acts += takes(state.pile_up)
        if unit["carry"]:
            acts.append(DELIVER)
        acts.append(LAYOUT)
        return acts

    def legal_actions(self, state: FitToPrintState, seat: int) -> list[Action]:
        index = state.unit_of(seat)
        if state.is_reporter(seat):
            return self.reporting_actions(state, index)
        acts = phases.placements(state, index, state.units[index]["desk"])
        acts.append(PRINT)
        return acts

    def check_print(self, state: FitToPrintState, seat: int, unit: Unit) -> None:
        if state.is_reporter(seat):
            raise IllegalActionError("Only the Layout Editor says Print", "Newsroom mode")

    def check_move(self, state: FitToPrintState, seat: int, index: int, action: Action) -> None:
        unit = state.units[index]
        if state.is_reporter(seat):
            if not isinstance(action, REPORTING_KINDS):
                raise IllegalActionError("The Reporter may not touch the paper", "Newsroom mode")
            if index != state.turn or unit["reporter_done"]:
                raise IllegalActionError("It is another Reporter's turn at the tile table", "Relay reporting")
            phases.check_reporting(state, index, action)
            return
        if isinstance(action, REPORTING_KINDS):
            raise IllegalActionError("The Layout Editor stays seated and cannot take tiles", "Newsroom mode")
        phases.check_layout(state, index, action)


class TurnBasedMode(Mode):
    """Turn-based mode runs in its own phases; :mod:`.turn_based` has its rules."""


RELAY = RelayMode()

#: Each mode's strategy, by the name the ``mode`` option uses.
MODES: dict[str, Mode] = {
    "standard": RELAY, "solo": RELAY, "scenario": RELAY,
    "real-time": RealTimeMode(), "puzzle": PuzzleMode(), "family": FamilyMode(),
    "newsroom": NewsroomMode(), "turn-based": TurnBasedMode(),
}
