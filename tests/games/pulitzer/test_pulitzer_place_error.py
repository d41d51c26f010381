"""One statement of the placement rules: ``legal_actions`` lists exactly the moves that
``place_error`` (and so ``check`` and ``play``) accepts, and every refusal names a rule."""

from __future__ import annotations

from itertools import product

from paperboy.engine import Action, IllegalActionError, Rng
from paperboy.games.pulitzer import GAME
from paperboy.games.pulitzer.actions import Bail, Edit, Pass, Place, Request, Unpin
from paperboy.games.pulitzer.components import SECTIONS
from paperboy.games.pulitzer.state import PulitzerState

from .pz_helpers import NAMES, act, new

TOKENS: list[tuple[str, ...]] = [(), ("newsroom",), ("registry",), ("photo2",), ("photo1", "management"),
                                 ("management", "photo2")]


def _positions() -> list[PulitzerState]:
    """Placement turns from seeded random games of every tested configuration (tokens
    held, Events such as Grand Finale, Editing Room doubles, The Pentagon Papers, solo)."""
    found = []
    for k, (n, options) in enumerate(GAME.test_configs()):
        state = GAME.new_game(NAMES[:n], options, seed=100 + k)
        assert isinstance(state, PulitzerState)
        rng = Rng(k)
        step = 0
        while not state.is_over() and len(found) < 2 * (k + 1):
            seat = state.to_act()[0]
            if state.s["phase"] == "placement" and step % 23 == 5:
                found.append(state.clone())
            state.apply(seat, rng.choice(state.legal_actions(seat)))
            step += 1
    return [s for s in found if isinstance(s, PulitzerState)]


def _candidates(state: PulitzerState) -> list[Action]:
    spaces = state.kiosk_spaces() + list(state.s["buses"]) + ["AR", "OT", "EV1", "EV2", "AR1", "OT2", "Z9"]
    out: list[Action] = [Place(j, sp, tokens, up) for j, sp, tokens, up
                         in product("13X", spaces, TOKENS, (False, True))]
    out += [Bail(j) for j in "12345X"] + [Edit(), Pass(), Unpin()] + [Request(sec) for sec in SECTIONS]
    return out


def test_legal_actions_are_exactly_the_moves_place_error_accepts() -> None:
    positions = _positions()
    assert len(positions) >= 14
    for state in positions:
        seat = state.to_act()[0]
        legal = set(state.legal_actions(seat))
        for action in _candidates(state):
            refusal = state.place_error(seat, action)
            assert (refusal is None) == (action in legal), (action.format(), refusal, state.status_line())
            if refusal is not None:
                assert refusal.endswith(")") and "(" in refusal  # "why (rule)"


def test_play_refuses_with_the_reason_place_error_gives() -> None:
    state = new(3, seed=2)
    seat = state.to_act()[0]
    act(state, seat, "place 1 N1")
    nxt = state.to_act()[0]
    move = GAME.parse_action("place 2 N1")
    reason = state.place_error(nxt, move)
    assert reason == "A Journalist already occupies that space (Summary: one Journalist per space)"
    try:
        state.play(nxt, move)
    except IllegalActionError as exc:
        assert str(exc) == reason
    else:
        raise AssertionError("a taken Kiosk space was accepted")


def test_place_error_names_the_seat_whose_turn_it_is() -> None:
    state = new(3, seed=2)
    other = (state.to_act()[0] + 1) % 3
    reason = state.place_error(other, GAME.parse_action("place 1 N1"))
    assert reason is not None and "turn to place" in reason
