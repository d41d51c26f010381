"""Replays: stepping a save matches the engine's replay at every step, for every game.

The reference states are built the way :func:`paperboy.engine.replay` builds them (a new
game, then the log action by action); jumps are also checked against ``engine.replay``
itself. Broken logs and locked table views are refused with a message that says why.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from toygame import Add, Draw, End

from paperboy.engine import (
    GAMES,
    IllegalActionError,
    SaveFileError,
    find_game,
    replay,
    state_digest,
)
from paperboy.session import SaveStore, Seat, Session
from paperboy.session.replay import SNAPSHOT_EVERY, Replay, ReplaySession

from .conftest import files_in

# A short table per game (few players, fast bots) so a whole game replays in a moment.
SEEDS = {"fit-to-print": 4, "extra-extra": 4, "pulitzer": 4, "magazine": 4}


def bot_save(game_id: str, store: SaveStore, *, finished: bool = True, moves: int = 30) -> Session:
    game = find_game(game_id)
    count, options = game.test_configs()[0]
    count = max(count, 2)
    seats = [Seat(name, "bot", game.bot_levels[0]) for name in ["Ann", "Bob", "Cat"][:count]]
    # Saved once at the end (an fsync after every bot move would only slow the test).
    session = Session.new(game_id, seats, options, SEEDS[game_id], store=store, autosave=False)
    if finished:
        session.run_bots()
    else:
        for _ in range(moves):
            session.step_bot()
    session.save()
    return session


def reference_steps(session: Session) -> list[tuple[str, object]]:
    """(digest, round in the view) after every prefix of the log, built as engine.replay builds states."""
    state = session.game.new_game(session.players, session.options, session.seed)
    steps = [(state_digest(state), state.view(0)["round"])]
    for seat, data in session.log:
        state.play(seat, session.game.action_from_dict(data))
        steps.append((state_digest(state), state.view(0)["round"]))
    return steps


def reference_digests(session: Session) -> list[str]:
    return [digest for digest, _ in reference_steps(session)]


@pytest.mark.parametrize("game_id", GAMES)
def test_replay_steps_match_engine_replay_forward_back_and_jumps(game_id: str, store: SaveStore) -> None:
    session = bot_save(game_id, store)
    assert session.is_over()
    expected = reference_digests(session)
    r = Replay.from_save(session.save_id, store)
    assert r.length == len(session.log) and r.finished
    assert r.index == 0
    for i in range(r.length + 1):  # forward, one action at a time
        assert r.goto(i) == i
        assert state_digest(r.state) == expected[i], f"forward step {i}"
    for i in range(r.length, -1, -1):  # back, one action at a time
        r.goto(i)
        assert state_digest(r.state) == expected[i], f"back step {i}"
    # jumps: round and phase starts both ways, and long jumps across snapshots
    jumps = [r.length, *r.round_starts, 0, *reversed(r.phase_starts), SNAPSHOT_EVERY + 1, r.length - 1]
    for i in jumps:
        r.goto(i)
        assert state_digest(r.state) == expected[i], f"jump to {i}"
    for i in (r.round_starts[1], r.phase_starts[-1], r.length // 2):
        r.goto(i)
        full = replay(session.game, session.players, session.options, session.seed, session.log[:i])
        assert r.state.to_dict() == full.to_dict(), f"jump to {i}"


@pytest.mark.parametrize("game_id", GAMES)
def test_round_and_phase_starts_come_from_the_view(game_id: str, store: SaveStore) -> None:
    session = bot_save(game_id, store)
    r = Replay.from_save(session.save_id, store)
    assert r.round_starts[0] == 0 and len(r.round_starts) >= 2
    assert set(r.round_starts) <= set(r.phase_starts)
    rounds = [round_ for _, round_ in reference_steps(session)]
    assert r.round_starts == [i for i in range(len(rounds)) if i == 0 or rounds[i] != rounds[i - 1]]
    assert [r.place(i).round for i in range(r.length + 1)] == rounds
    # next_round from the start lands on the second round start; previous_round goes back
    r.goto(0)
    assert r.next_round() == r.round_starts[1]
    assert r.next_phase() == min(i for i in r.phase_starts if i > r.round_starts[1])
    assert r.previous_round() == r.round_starts[1]
    assert r.previous_round() == 0
    r.goto(r.length)
    assert r.next_round() == r.length and r.next_phase() == r.length


def test_stepping_never_changes_the_save_file(store: SaveStore) -> None:
    session = bot_save("magazine", store)
    before = session.path.read_bytes()
    mtime = session.path.stat().st_mtime_ns
    r = Replay.from_save(session.path, store)
    for i in (5, 1, r.length, 0):
        r.goto(i)
    assert session.path.read_bytes() == before and session.path.stat().st_mtime_ns == mtime
    assert files_in(store.root) == [session.path.name]


def test_a_replay_state_never_aliases_a_snapshot(store: SaveStore) -> None:
    session = bot_save("extra-extra", store)
    r = Replay.from_save(session.save_id, store)
    expected = reference_digests(session)
    # step forward in place past a snapshot, then back: the snapshot must be intact
    for i in range(0, min(r.length, 3 * SNAPSHOT_EVERY)):
        r.goto(i)
    r.goto(1)
    assert state_digest(r.state) == expected[1]
    r.goto(SNAPSHOT_EVERY + 2)
    assert state_digest(r.state) == expected[SNAPSHOT_EVERY + 2]


def _edit_save(path: Path, change) -> bytes:
    data = json.loads(path.read_text())
    change(data)
    text = json.dumps(data).encode()
    path.write_bytes(text)
    return text


def test_a_broken_log_is_refused_with_the_action_that_breaks(humans: list[Seat], store: SaveStore) -> None:
    s = Session.new("sealed-bids", humans, seed=5, store=store)
    for seat, action in [(0, Draw()), (1, Draw()), (0, Add(2)), (0, End())]:
        s.act(seat, action)
    assert s.path is not None

    def break_it(data):
        data["actions"][2] = [1, {"type": "add", "n": 2}]  # seat 1 cannot act then

    written = _edit_save(s.path, break_it)
    with pytest.raises(SaveFileError) as err:
        Replay.from_save(s.path, store)
    message = str(err.value)
    assert str(s.path) in message and "breaks at action 3" in message and "'add' by seat 1" in message
    assert s.path.read_bytes() == written  # the refused file is never touched


def test_a_log_that_replays_differently_is_refused_by_its_digest(humans: list[Seat], store: SaveStore) -> None:
    s = Session.new("sealed-bids", humans, seed=5, store=store)
    for seat, action in [(0, Draw()), (1, Draw()), (0, Add(2))]:
        s.act(seat, action)
    assert s.path is not None

    def tamper(data):
        data["actions"][2] = [0, {"type": "add", "n": 1}]  # legal, but not what was played

    _edit_save(s.path, tamper)
    with pytest.raises(SaveFileError, match="does not match the digest"):
        Replay.from_save(s.path, store)


def test_unreadable_and_missing_saves_are_refused_like_resume(store: SaveStore, tmp_path: Path) -> None:
    cut = tmp_path / "cut.json"
    cut.write_text('{"app": "paperboy", "format": 1, "game"')
    with pytest.raises(SaveFileError, match="truncated"):
        Replay.from_save(cut, store)
    with pytest.raises(SaveFileError, match="no such file"):
        Replay.from_save("never-saved", store)


def test_table_view_locked_until_the_game_is_finished(humans: list[Seat], store: SaveStore) -> None:
    s = Session.new("sealed-bids", humans, seed=5, store=store)
    s.act(0, Draw())
    s.act(1, Draw())
    r = Replay.from_save(s.save_id, store)
    r.goto(r.length)
    reason = r.table_lock_reason()
    assert reason is not None and "finished game" in reason
    with pytest.raises(IllegalActionError, match="finished game"):
        r.view(0, table=True)
    assert r.view(0)["hand"]  # each seat's own eyes are always allowed
    assert r.secrets_shown(0) == []  # and nothing of the other seat leaks


def test_table_view_of_a_finished_game_shows_every_seats_secrets(store: SaveStore) -> None:
    session = bot_save("extra-extra", store)
    r = Replay.from_save(session.save_id, store)
    assert r.table_lock_reason() is None
    r.goto(r.round_starts[1])
    own = r.view(0)
    assert own["players"][1].get("hand") is None  # seat 0 cannot see seat 1's hand
    table = r.view(0, table=True)
    assert table["players"][1]["hand"] == r.view(1)["players"][1]["hand"]
    assert table["you"] == own["you"]  # still drawn from seat 0's side of the table
    shown = dict(r.secrets_shown(1))
    assert shown["hand"] == r.view(1)["players"][1]["hand"]


def test_games_without_secrets_say_the_table_view_adds_nothing(humans: list[Seat], store: SaveStore) -> None:
    s = Session.new("sealed-bids", humans, {"open": True}, seed=5, store=store)
    s.act(0, Draw())
    r = Replay.from_save(s.save_id, store)
    assert "Nothing is hidden" in (r.table_lock_reason() or "")


def test_replay_session_refuses_every_move(store: SaveStore) -> None:
    session = bot_save("pulitzer", store, finished=False, moves=12)
    r = Replay.from_save(session.save_id, store)
    facade = ReplaySession(r)
    r.goto(3)
    assert facade.human_to_act() == [] and facade.bot_to_act() is None
    assert len(facade.log) == 3 and facade.state is r.state
    seat = facade.to_act()[0]
    action = r.state.legal_actions(seat)[0]
    with pytest.raises(IllegalActionError, match="replay"):
        facade.act(seat, action)
    with pytest.raises(IllegalActionError, match="replay"):
        facade.undo(seat)
    assert not facade.can_undo(seat)
    assert state_digest(r.state) == reference_digests(session)[3]


def test_an_unfinished_save_replays_to_where_it_stopped(store: SaveStore) -> None:
    session = bot_save("fit-to-print", store, finished=False, moves=25)
    r = Replay.from_save(session.path, store)
    assert not r.finished and r.length == 25
    r.goto(r.length)
    assert state_digest(r.state) == state_digest(session.state)
    assert [e.text for e in r.events_until()] == [e.text for e in session.events]


def test_hidden_money_is_hidden_until_the_table_view_of_the_finished_game(store: SaveStore) -> None:
    seats = [Seat("Ann", "bot", "novice"), Seat("Bob", "bot", "novice")]
    session = Session.new("magazine", seats, {"hidden_money": True}, seed=3, store=store, autosave=False)
    session.run_bots()
    session.save()
    r = Replay.from_save(session.save_id, store)
    # hidden at the start even though the final state shows everyone's money
    assert r.hidden_information and r.table_lock_reason() is None
    r.goto(r.round_starts[1])
    assert r.view(0)["players"][1]["money"] is None
    table = r.view(0, table=True)
    bob_own = r.view(1)["players"][1]
    assert table["players"][1]["money"] == bob_own["money"] and not table["players"][1]["money_hidden"]
    assert ("money", bob_own["money"]) in r.secrets_shown(1)


def test_a_save_with_no_actions_yet_replays_as_its_opening(humans: list[Seat], store: SaveStore) -> None:
    s = Session.new("sealed-bids", humans, seed=5, store=store)
    r = Replay.from_save(s.save_id, store)
    assert r.length == 0 and r.round_starts == [0] and r.phase_starts == [0]
    assert r.forward() == 0 and r.back() == 0 and r.next_round() == 0 and r.next_phase() == 0
    assert state_digest(r.state) == state_digest(s.state) and r.events_until() == []


def test_a_save_whose_seats_do_not_fit_the_game_is_refused(humans: list[Seat], store: SaveStore) -> None:
    s = Session.new("sealed-bids", humans, seed=5, store=store)
    assert s.path is not None
    more = [{"name": name, "kind": "human"} for name in ("Cat", "Dan", "Eve")]  # five seats: at most four play
    _edit_save(s.path, lambda data: data["seats"].extend(more))
    with pytest.raises(SaveFileError, match="cannot be set up"):
        Replay.from_save(s.path, store)
