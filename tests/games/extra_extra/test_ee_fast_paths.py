"""Extra! Extra!'s quick answers give exactly what the move lists they stand in for give.

Whether a decision offers any move (Typesetting, Stories, Advertising, Classifieds, a story
payment) is answered without listing the moves; reporters' placements start from each
space's moves on an empty board; actions and events are copied rather than constructed.
Each is compared with the plain version on positions from short seeded random playouts.
"""

from __future__ import annotations

import copy
import dataclasses
import functools
from typing import Any

from paperboy.engine import Event, Rng, find_game
from paperboy.games.extra_extra import editors_desk, operations, payments, typesetting
from paperboy.games.extra_extra.actions import ClaimStory, Place, TakeAd, event, placed_at
from paperboy.games.extra_extra.state import ExtraState

GAME = find_game("extra-extra")
#: the largest table at default options, and a 2-player Dallas Stack game with titles
CASES: list[tuple[int, dict[str, Any]]] = [(6, {}), (2, {"scenario": 6, "deadline": 3, "dallas": True})]
STORY_SPACES = {2: "S2", 3: "S3", 4: "S4", 6: "S6"}


@functools.cache
def _positions() -> list[tuple[int, ExtraState]]:
    """(players, a copy of the state) every few moves of one short seeded playout per case."""
    out = []
    for players, options in CASES:
        state = GAME.new_game([f"P{i}" for i in range(players)], options, 3)
        assert isinstance(state, ExtraState)
        rng = Rng(5)
        for step in range(300):
            if state.is_over():
                break
            if step % 7 == 0:
                out.append((players, state.clone()))
            seat = state.to_act()[0]
            state.apply(seat, rng.choice(state.legal_actions(seat)))
    return out


def test_whether_a_decision_offers_a_move_is_whether_its_list_has_one() -> None:
    answers: set[bool] = set()
    for players, state in _positions()[::2]:
        for seat in range(players):
            moved: dict[str, int] = {}
            moves = bool(typesetting.typesetting_moves(state, seat, moved))
            assert typesetting.typesetting_any(state, seat, moved) == moves
            assert operations.ads_exist(state, seat) == bool(operations.ad_actions(state, seat))
            assert editors_desk.classifieds_exist(state, seat) == bool(editors_desk.classified_actions(state, seat))
            for size, sid in STORY_SPACES.items():
                pending: Any = {"space": sid, "seat": seat, "kind": "story", "left": size, "late": False,
                                "moved": {}}
                stories = bool(editors_desk.story_actions(state, seat, size))
                assert editors_desk.story_exists(state, seat, pending) == stories
                answers.add(stories)
            answers.add(moves)
    assert answers == {True, False}  # both answers were met


def test_a_story_payment_exists_when_the_payments_list_one() -> None:
    checked = 0
    for players, state in _positions()[1::4]:
        for seat in range(players):
            groups = payments.hand_groups(state, seat)
            for tile in list(state.data.stories.values())[::2]:
                listed = payments.payments_from_hand(groups, state.player(seat), tile)
                assert listed == payments.story_payments(state, seat, tile)
                assert payments.payment_exists(groups, state.player(seat), tile) == bool(listed)
                checked += 1
    assert checked > 200


def test_placements_at_any_money_are_the_spaces_and_fees_place_error_accepts() -> None:
    checked = 0
    for players, state in _positions():
        if players != 6 or state.s["phase"] != "place":
            continue
        seat = state.to_act()[0]
        player = state.player(seat)
        money = player["money"]
        for cash in (-100, 0, 99, 100, 250, 900):
            player["money"] = cash
            expected = [Place(sid, fee) for sid in state.data.space_order for fee in _fees(state, sid)
                        if fee <= cash and state.place_error(seat, sid, fee) is None]
            assert state.legal_actions(seat) == expected
            checked += 1
        player["money"] = money
    assert checked > 20


def _fees(state: ExtraState, sid: str) -> list[int]:
    """The fees a move list offers on a space: none on an uncontested one, $0 or $100 on an
    empty one, $100 or $200 above the fee of the reporter there."""
    occupants = state.s["board"].get(sid, [])
    if state.data.spaces[sid].type != "contested":
        return [0]
    if occupants:
        return [occupants[0][1] + 100, occupants[0][1] + 200]
    return [0, 100]


def test_copied_actions_and_events_equal_the_constructed_ones() -> None:
    story = ClaimStory("T3-04", ("PH-NY-BUS", "CP-LON-BUS"), 2, 0, None, 0, 0, 0)
    moved = placed_at(story, 2, 1, 3)
    assert moved == dataclasses.replace(story, page=2, row=1, col=3)
    assert hash(moved) == hash(dataclasses.replace(story, page=2, row=1, col=3))
    assert repr(moved) == repr(ClaimStory("T3-04", ("PH-NY-BUS", "CP-LON-BUS"), 2, 0, None, 2, 1, 3))
    assert moved.to_dict() == ClaimStory("T3-04", ("PH-NY-BUS", "CP-LON-BUS"), 2, 0, None, 2, 1, 3).to_dict()
    assert placed_at(TakeAd(2, "B", 1, 0, 0), 1, 2, 2) == TakeAd(2, "B", 1, 2, 2)
    made = event("desk", "The Editor's Desk is refilled", {"tiles": ["T2-01"]}, reveal=True)
    assert made == Event("desk", "The Editor's Desk is refilled", {"tiles": ["T2-01"]}, reveal=True)
    assert repr(made) == repr(Event("desk", "The Editor's Desk is refilled", {"tiles": ["T2-01"]}, reveal=True))
    assert event("phase", "Reporters activate") == Event("phase", "Reporters activate")


def test_a_views_tiles_are_a_deep_copy_of_the_players_tiles() -> None:
    for _players, state in _positions():
        for seat in range(len(state.players)):
            view = state.view(seat)
            for p, entry in zip(state.s["players"], view["players"], strict=True):
                assert entry["tiles"] == copy.deepcopy(p["tiles"])
                for shown, held in zip(entry["tiles"], p["tiles"], strict=True):
                    assert shown is not held and shown["tokens"] is not held["tokens"]
