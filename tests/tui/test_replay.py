"""Pilot tests of the replay viewer, driven by keys: every game's own board, read-only.

Saves are made by bot games (saved once at the end), opened the way ``paperboy replay``
and the save list open them, and stepped with the viewer's keys.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from textual.widgets import OptionList, Static

from paperboy.engine import GAMES, find_game, state_digest
from paperboy.session import SaveStore, Seat, Session
from paperboy.session.replay import Replay
from paperboy.tui.app import make_app
from paperboy.tui.games import game_ui
from paperboy.tui.screens.replay import SPEEDS, ReplayViewer
from paperboy.tui.screens.resume import ResumeScreen

SIZE = (100, 32)


def bot_save(game_id: str, *, finished: bool = True, moves: int = 20, seed: int = 4) -> Session:
    game = find_game(game_id)
    count, options = game.test_configs()[0]
    count = max(count, 2)
    seats = [Seat(name, "bot", game.bot_levels[0]) for name in ["Ann", "Bob", "Cat"][:count]]
    session = Session.new(game_id, seats, options, seed, store=SaveStore(), autosave=False)
    if finished:
        session.run_bots()
    else:
        for _ in range(moves):
            session.step_bot()
    session.save()
    return session


def bot_save_into_round_two(game_id: str) -> Session:
    """A save a few actions into round 2 (unfinished): enough for every key, quick to draw."""
    session = bot_save(game_id, finished=False, moves=0)
    while session.state.view(0)["round"] in (None, 0, 1):
        session.step_bot()
    for _ in range(3):
        session.step_bot()
    session.save()
    return session


def digests(session: Session) -> list[str]:
    state = session.game.new_game(session.players, session.options, session.seed)
    out = [state_digest(state)]
    for seat, data in session.log:
        state.apply(seat, session.game.action_from_dict(data))
        out.append(state_digest(state))
    return out


def text_of(app: Any, selector: str) -> str:
    widget = app.screen.query_one(selector, Static)
    content = widget.content
    return content.plain if hasattr(content, "plain") else str(content)


def viewer(app: Any) -> Any:
    screen = app.screen
    assert isinstance(screen, ReplayViewer)
    return screen


@pytest.mark.parametrize("game_id", GAMES)
async def test_viewer_steps_a_save_of_every_game_on_its_own_board(game_id: str) -> None:
    session = bot_save_into_round_two(game_id)
    expected = digests(session)
    replay = Replay.from_save(session.save_id)
    app = make_app(replay=replay)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = viewer(app)
        assert isinstance(screen, game_ui(game_id).screen)  # the game's own screen code
        assert not screen.query_one("#moves", OptionList).display  # no move list to pick from
        log = screen.query_one("#replay-log", OptionList)
        assert log.option_count == replay.length + 1 and log.highlighted == 0
        await pilot.press("right", "right")
        assert replay.index == 2 and log.highlighted == 2
        assert f"step 2 of {replay.length}" in text_of(app, "#replay-bar")
        assert state_digest(screen.session.state) == expected[2]
        await pilot.press("pagedown")
        second_round = replay.round_starts[1]
        assert replay.index == second_round and log.highlighted == second_round
        assert state_digest(screen.session.state) == expected[second_round]
        assert f"round {replay.place().round}" in text_of(app, "#replay-bar")
        await pilot.press("end")
        assert replay.index == replay.length
        assert "game unfinished" in text_of(app, "#replay-bar")
        at_end = text_of(app, "#status")
        await pilot.press("home")
        assert replay.index == 0 and state_digest(screen.session.state) == expected[0]
        assert text_of(app, "#status") != at_end  # the board and status follow the step
        if game_id == "fit-to-print":  # its screen words the status itself
            assert "Friday (round 1 of 3)" in text_of(app, "#status")
        else:
            assert replay.state.status_line() in text_of(app, "#status")
    assert session.path is not None and Replay.from_save(session.path).length == len(session.log)


async def test_phase_keys_play_speed_and_pause() -> None:
    session = bot_save("magazine")
    replay = Replay.from_save(session.save_id)
    app = make_app(replay=replay)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = viewer(app)
        await pilot.press("l", "l", "h")
        assert replay.index == 1
        await pilot.press("end")
        assert "game over" in text_of(app, "#replay-bar")
        await pilot.press("home", "down")
        assert replay.index == replay.phase_starts[1]
        await pilot.press("down")
        assert replay.index == replay.phase_starts[2]
        await pilot.press("up")
        assert replay.index == replay.phase_starts[1]
        speed = screen.speed
        await pilot.press("greater_than_sign", "greater_than_sign")
        assert screen.speed == speed + 2
        await pilot.press("less_than_sign")
        assert screen.speed == speed + 1
        assert f"{SPEEDS[screen.speed]:g}/s" in text_of(app, "#replay-bar")
        for _ in range(len(SPEEDS) - screen.speed):  # one press more than the fastest needs
            await pilot.press("greater_than_sign")
        assert screen.speed == len(SPEEDS) - 1  # clamped at the fastest
        start = replay.index
        await pilot.press("space")
        assert screen.playing and "playing" in text_of(app, "#replay-bar")
        while replay.index < start + 2:  # the timer moves on by itself
            await pilot.pause()
        await pilot.press("space")
        assert not screen.playing and "paused" in text_of(app, "#replay-bar")
        stopped = replay.index
        await pilot.pause()
        await pilot.press("end", "space")  # play from the end starts over
        assert screen.playing and replay.index < replay.length
        await pilot.press("right")  # stepping by hand pauses the playback
        assert not screen.playing
        assert stopped >= start + 2


async def test_no_move_can_be_made_from_the_viewer() -> None:
    session = bot_save("fit-to-print", finished=False, moves=12)
    assert session.path is not None
    before = session.path.read_bytes()
    replay = Replay.from_save(session.save_id)
    app = make_app(replay=replay)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = viewer(app)
        await pilot.press("end")
        digest = state_digest(screen.session.state)
        # the game's own move keys (flip, keep, layout, undo, typed move) do nothing here
        await pilot.press("n", "y", "L", "P", "u", "colon", "enter")
        assert replay.index == replay.length and state_digest(screen.session.state) == digest
        assert not screen.query_one("#command").display
        seat = screen.session.to_act()[0]
        assert screen.act(replay.state.legal_actions(seat)[0]) is False
        assert "no move can be made" in text_of(app, "#error")
        assert state_digest(screen.session.state) == digest
    assert session.path.read_bytes() == before  # the save is never written


async def test_eyes_switch_seats_and_table_view_is_locked_while_unfinished() -> None:
    session = bot_save("extra-extra", finished=False, moves=10)
    replay = Replay.from_save(session.save_id)
    app = make_app(replay=replay)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = viewer(app)
        assert "Watching as Ann" in text_of(app, "#seat")
        await pilot.press("w")
        assert screen.eyes == 1 and "Watching as Bob" in text_of(app, "#seat")
        await pilot.press("t")
        assert not screen.table
        error = text_of(app, "#error")
        assert "Table view locked" in error and "finished game" in error
        assert not screen.query_one("#replay-secrets").display


async def test_table_view_of_a_finished_game_shows_every_hand() -> None:
    session = bot_save("extra-extra")
    replay = Replay.from_save(session.save_id)
    app = make_app(replay=replay)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = viewer(app)
        await pilot.press("pagedown")
        # with Ann's eyes, Bob's moves that only he saw are not spelled out in the log
        log = screen.query_one("#replay-log", OptionList)
        prompts = [str(log.get_option_at_index(i).prompt) for i in range(log.option_count)]
        assert any("a move only they saw" in p for p in prompts)
        await pilot.press("t")
        assert screen.table and "every seat's secrets" in text_of(app, "#seat")
        assert screen.query_one("#replay-secrets").display
        bob_hand = replay.view(1)["players"][1]["hand"]
        assert bob_hand and bob_hand[0] in text_of(app, "#replay-secrets")
        assert screen.session.state.view(0)["players"][1]["hand"] == bob_hand
        prompts = [str(log.get_option_at_index(i).prompt) for i in range(log.option_count)]
        assert not any("a move only they saw" in p for p in prompts)
        await pilot.press("t")
        assert not screen.table and screen.session.state.view(0)["players"][1].get("hand") is None


async def test_watch_from_the_save_list_and_escape_back() -> None:
    bot_save("pulitzer", finished=False, moves=8)
    app = make_app(resume=True)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, ResumeScreen)
        await pilot.press("w")
        await pilot.pause()
        screen = viewer(app)
        assert screen.replay.length == 8 and not screen.replay.finished
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, ResumeScreen)


async def test_replay_without_a_save_lists_saves_and_enter_watches() -> None:
    bot_save("magazine", finished=True)
    app = make_app(watch=True)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, ResumeScreen)
        assert "WATCH" in text_of(app, ".masthead")
        await pilot.press("enter")
        await pilot.pause()
        assert viewer(app).replay.finished


async def test_a_save_with_a_broken_log_gets_a_clear_message_in_the_list() -> None:
    session = bot_save("magazine", finished=False, moves=6)
    assert session.path is not None
    data = json.loads(session.path.read_text())
    data["actions"][3][0] = (data["actions"][3][0] + 1) % len(data["seats"])  # the wrong seat acts
    broken = json.dumps(data)
    Path(session.path).write_text(broken)
    app = make_app(watch=True)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, ResumeScreen)
        error = text_of(app, "#error")
        assert "breaks at action 4" in error and "cannot replay save" in error
    assert session.path.read_text() == broken  # refused, never touched


REPLAY_KEYS = [
    "left", "right", "up", "down", "pageup", "pagedown", "home", "end", "space", "h", "l",
    "less_than_sign", "greater_than_sign", "w", "t", "b", "n", "p", "i", "g", "o", "s", "1", "2",
    "3", "v", "y", "L", "P", "u", "colon", "enter", "tab", "x", "e", "q", "question_mark", "escape",
]


@pytest.mark.parametrize("game_id", ["fit-to-print", "pulitzer"])
async def test_random_keys_in_the_viewer_never_crash_or_change_the_game(game_id: str) -> None:
    from paperboy.engine import Rng

    session = bot_save(game_id, finished=False, moves=40, seed=6)
    assert session.path is not None
    before = session.path.read_bytes()
    expected = digests(session)
    rng = Rng(11)
    app = make_app(replay=Replay.from_save(session.save_id))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        for _ in range(25):
            key = rng.choice(REPLAY_KEYS)
            if key == "escape" and isinstance(app.screen, ReplayViewer):
                continue  # leaving the viewer ends the walk early; it is tested on its own
            await pilot.press(key)
            screen = app.screen
            if isinstance(screen, ReplayViewer):
                assert state_digest(screen.replay.state) == expected[screen.replay.index]
        await pilot.pause()
    # (run_test re-raises anything that crashed the app)
    assert session.path.read_bytes() == before


async def test_a_game_without_its_own_screen_replays_on_the_shared_one(toy_game) -> None:
    from paperboy.tui.screens.game import GameScreen

    seats = [Seat("Ann", "bot", "novice"), Seat("Bob", "bot", "novice")]
    session = Session.new("sealed-bids", seats, {}, 5, store=SaveStore(), autosave=False)
    session.run_bots()
    session.save()
    replay = Replay.from_save(session.save_id)
    app = make_app(replay=replay)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = viewer(app)
        assert type(screen).__mro__[2] is GameScreen
        from paperboy.tui.screens.game import render_view

        await pilot.press("end")
        at_end = text_of(app, "#board-text")
        assert at_end == render_view(replay.view(screen.eyes)).plain  # as the live screen draws it
        await pilot.press("home", "right")
        assert replay.index == 1
        assert text_of(app, "#board-text") == render_view(replay.view(screen.eyes)).plain != at_end


async def test_choosing_a_line_of_the_log_goes_to_that_step() -> None:
    session = bot_save("magazine", finished=False, moves=12)
    expected = digests(session)
    replay = Replay.from_save(session.save_id)
    app = make_app(replay=replay)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = viewer(app)
        log = screen.query_one("#replay-log", OptionList)
        log.highlighted = 9
        log.action_select()  # what a click on the line does
        await pilot.pause()
        assert replay.index == 9 and state_digest(screen.session.state) == expected[9]
        assert "step 9 of 12" in text_of(app, "#replay-bar")
