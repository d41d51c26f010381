"""Pilot tests of the app shell: menu, set-up form, game flow, handoff, help, quit, size."""

from __future__ import annotations

import pytest
from textual.widgets import OptionList, Static
from tui.pilot_helpers import choose, settle, wait_until

from paperboy.session import Seat, Session
from paperboy.tui.app import make_app
from paperboy.tui.screens.dialogs import HandoffScreen, HelpScreen, QuitScreen, SizeNotice
from paperboy.tui.screens.game import GameScreen
from paperboy.tui.screens.menu import MenuScreen
from paperboy.tui.screens.result import ResultScreen
from paperboy.tui.screens.resume import ResumeScreen
from paperboy.tui.screens.setup import SetupScreen


async def test_menu_lists_registered_games_with_player_counts(toy_game) -> None:
    app = make_app()
    async with app.run_test(size=(100, 32)) as pilot:
        assert isinstance(app.screen, MenuScreen)
        menu = app.screen.query_one(OptionList)
        prompts = [str(menu.get_option_at_index(i).prompt) for i in range(menu.option_count)]
        index = next(i for i, p in enumerate(prompts) if "Sealed Bids" in p)
        assert "2–4 players" in prompts[index]
        menu.highlighted = index
        await pilot.press("enter")
        assert isinstance(app.screen, SetupScreen) and app.screen.game.id == "sealed-bids"


async def test_setup_form_fields_come_from_options_schema(toy_game) -> None:
    app = make_app(setup="sealed-bids")
    async with app.run_test(size=(100, 32)) as pilot:
        screen = app.screen
        assert isinstance(screen, SetupScreen)
        assert screen.form.has("opt-rounds") and "Rounds" in screen.form.text
        seats, options, seed = screen.collect()
        assert [s.kind for s in seats] == ["human", "bot"]
        assert options == {"rounds": "3", "turns": "2", "open": False}
        assert seed is None
        await pilot.pause()


async def test_setup_refuses_bad_player_count_with_the_reason(toy_game) -> None:
    app = make_app(setup="sealed-bids")
    async with app.run_test(size=(100, 32)) as pilot:
        screen = app.screen
        await choose(pilot, "kind-1", "off")
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert isinstance(app.screen, SetupScreen)
        assert "takes 2 to 4 players" in screen.error
        assert "✗ " + screen.error in screen.form.text and screen.form.focused_field.key == "start"


async def test_setup_starts_a_game_against_a_bot(toy_game) -> None:
    app = make_app(setup="sealed-bids")
    async with app.run_test(size=(100, 32)) as pilot:
        app.screen.action_start()
        await pilot.pause()
        assert isinstance(app.screen, GameScreen)


def _moves_offered(screen: object) -> bool:
    return isinstance(screen, GameScreen) and screen.query_one("#moves", OptionList).option_count > 0


async def _play_human_moves(pilot, app, limit: int = 200) -> None:
    for _ in range(limit):
        await wait_until(pilot, lambda: isinstance(app.screen, ResultScreen | HandoffScreen)
                         or _moves_offered(app.screen), "a move to make")
        screen = app.screen
        if isinstance(screen, ResultScreen):
            return
        await pilot.press("enter")
    raise AssertionError("game did not finish")


async def test_full_game_human_against_bot_reaches_score_sheet(toy_game) -> None:
    session = Session.new("sealed-bids", [Seat("Ann"), Seat("Bot", "bot", "novice")], {"rounds": 2}, 4)
    app = make_app(session=session)
    async with app.run_test(size=(100, 32)) as pilot:
        await _play_human_moves(pilot, app)
        assert isinstance(app.screen, ResultScreen)
        assert session.is_over()


async def test_hot_seat_hands_off_between_humans_with_hidden_information(toy_game) -> None:
    session = Session.new("sealed-bids", [Seat("Ann"), Seat("Bob")], {"rounds": 1}, 4)
    app = make_app(session=session)
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        # nobody can know who sits at the keyboard when the game opens: Ann is asked for
        assert isinstance(app.screen, HandoffScreen) and app.screen.player == "Ann"
        await pilot.press("enter")
        await pilot.pause()
        assert app.screen.viewer == 0
        await pilot.press("enter")  # Ann bids
        await pilot.pause()
        assert isinstance(app.screen, HandoffScreen)
        assert "Bob" in app.screen.player
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, GameScreen) and app.screen.viewer == 1


async def test_typed_illegal_move_shows_reason_and_changes_nothing(toy_game) -> None:
    session = Session.new("sealed-bids", [Seat("Ann"), Seat("Bot", "bot", "novice")], {}, 4)
    app = make_app(session=session)
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        before = session.state.digest()
        await pilot.press("colon")
        await pilot.press(*"bid c99", "enter")
        await pilot.pause()
        error = str(app.screen.query_one("#error", Static).render())
        assert "not in your hand" in error and "Toy rule 1" in error
        assert session.state.digest() == before


async def test_help_screen_lists_keys_of_the_current_screen(toy_game) -> None:
    app = make_app()
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.press("question_mark")
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
        assert any("Resume" in text for _, text in app.screen.keys)
        await pilot.press("escape")
        assert isinstance(app.screen, MenuScreen)


async def test_quit_asks_and_says_the_game_is_saved(toy_game) -> None:
    session = Session.new("sealed-bids", [Seat("Ann"), Seat("Bot", "bot", "novice")], {}, 4)
    app = make_app(session=session)
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.press("ctrl+q")
        await pilot.pause()
        assert isinstance(app.screen, QuitScreen) and app.screen.saved
        await pilot.press("n")
        assert isinstance(app.screen, GameScreen)


async def test_small_terminal_shows_size_notice_then_recovers() -> None:
    app = make_app()
    async with app.run_test(size=(60, 20)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, SizeNotice)
        await pilot.resize_terminal(100, 32)
        await pilot.pause()
        assert isinstance(app.screen, MenuScreen)


async def test_resume_list_opens_a_saved_game(toy_game) -> None:
    session = Session.new("sealed-bids", [Seat("Ann"), Seat("Bot", "bot", "novice")], {}, 4)
    session.save()
    app = make_app(resume=True)
    async with app.run_test(size=(100, 32)) as pilot:
        assert isinstance(app.screen, ResumeScreen)
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, GameScreen)
        assert app.screen.session.state.digest() == session.state.digest()


ODD_NAMES = ["[x=*", "[/b]"]  # not valid content markup; once closed the app


async def test_player_names_and_typed_text_with_brackets_are_shown_as_typed(toy_game) -> None:
    session = Session.new("sealed-bids", [Seat(ODD_NAMES[0]), Seat(ODD_NAMES[1])], {"rounds": 1}, 4)
    session.save()
    app = make_app(resume=True)
    async with app.run_test(size=(100, 32)) as pilot:
        listed = str(app.screen.query_one(OptionList).get_option_at_index(0).prompt)
        assert "[x=*, [/b]" in listed
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, HandoffScreen)  # the resumed game opens on a handoff
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, GameScreen)
        assert "[x=*" in str(app.screen.query_one("#seat", Static).render())
        await pilot.press("colon", *"bid [a=*x", "enter")
        await pilot.pause()
        assert "[a=*x" in str(app.screen.query_one("#error", Static).render())
        app.screen.query_one("#moves").focus()
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, HandoffScreen)
        assert "[/b]" in str(app.screen.query(Static).first().render())
    assert app.crash is None


async def test_result_screen_shows_bracketed_names_as_typed(toy_game) -> None:
    from paperboy.engine import Result

    app = make_app()
    async with app.run_test(size=(100, 32)) as pilot:
        result = Result([3, 1], [{"bids": 3}, {"bids": 1}], [0], [1])
        app.push_screen(ResultScreen("Toy", ODD_NAMES, result))
        await pilot.pause()
        texts = " ".join(str(w.render()) for w in app.screen.query(Static))
        assert "[x=* wins!" in texts and "[/b]" in texts
    assert app.crash is None


async def test_command_palette_page_keys_do_not_crash() -> None:
    app = make_app()
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.press("ctrl+p")
        await pilot.press("pagedown", "pageup", "pagedown")
        await pilot.pause()
        await pilot.press("escape")
        assert isinstance(app.screen, MenuScreen)


async def test_command_palette_enter_typed_fast_runs_one_command_and_keeps_the_menu() -> None:
    """Several Enters queued at once reach the palette after it closed: the late ones must
    neither dismiss the screen below (the menu, then ScreenStackError) nor rerun the command."""
    from textual import events

    app = make_app()
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.press("ctrl+p", *"resume")
        # wait for the search to list its commands (a loaded machine may take a while)
        await wait_until(pilot, lambda: any(found.option_count for found in app.screen.query(OptionList)),
                         "the palette to list its commands")
        for _ in range(3):
            app.post_message(events.Key("enter", None))
        await wait_until(pilot, lambda: isinstance(app.screen, ResumeScreen), "the resume list")
        await settle(pilot)
        names = [type(s).__name__ for s in app.screen_stack]
        assert names[1:] == ["MenuScreen", "ResumeScreen"], names
    assert app.crash is None


@pytest.mark.parametrize(("opener", "ticks"), [("enter", 0), ("enter", 2), ("r", 0), ("r", 2)])
async def test_screen_closed_in_the_instant_it_opens_does_not_crash(opener: str,
                                                                   ticks: int) -> None:
    """Open then Escape typed together: the set-up form (or resume list) is removed before
    its Mount arrives; its on_mount (and Textual's Select) must not query removed widgets."""
    import asyncio

    from textual import events

    app = make_app()
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        app.post_message(events.Key(opener, None))
        for _ in range(ticks):
            await asyncio.sleep(0)
        app.post_message(events.Key("escape", None))
        await settle(pilot)
        # The Escape may also land before the screen opens (then the form stays open).
        assert isinstance(app.screen, MenuScreen | SetupScreen | ResumeScreen)
    assert app.crash is None


@pytest.mark.parametrize("ticks", [5, 9, 10, 11])
async def test_quit_while_a_screen_is_still_opening_does_not_crash(ticks: int) -> None:
    """Enter on the menu, then Quit before the set-up form finished mounting: the app's
    shutdown removes its widgets, and the late mount handlers must not query them."""
    import asyncio

    from textual import events

    app = make_app()
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        app.post_message(events.Key("enter", None))
        for _ in range(ticks):
            await asyncio.sleep(0)
        app.exit()
        await settle(pilot)
    assert app.crash is None


async def test_command_palette_reopened_while_the_last_one_is_leaving_opens_once() -> None:
    """Ctrl+P right after the palette closed: the old one (fixed id) is still in the DOM."""
    from textual.command import CommandPalette

    app = make_app()
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.press("ctrl+p")
        await wait_until(pilot, lambda: isinstance(app.screen, CommandPalette), "the palette")
        old = app.screen
        app.screen.dismiss()
        app.action_command_palette()  # same instant: the old palette is not removed yet
        await wait_until(pilot, lambda: isinstance(app.screen, CommandPalette) and app.screen is not old,
                         "the new palette")
    assert app.crash is None


async def test_command_search_ending_after_the_palette_closed_stops_quietly() -> None:
    """A command search still running when its palette is no longer shown must not raise
    NoMatches for the palette's list (a worker error closes the app)."""
    from textual.command import CommandList, CommandPalette

    app = make_app()
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.press("ctrl+p")
        await wait_until(pilot, lambda: isinstance(app.screen, CommandPalette), "the palette")
        palette = app.screen
        await palette.query_one(CommandList).remove()
        await app.push_screen(HelpScreen([("x", "y")]))
        palette._gather_commands("re")
        await settle(pilot)
        assert isinstance(app.screen, HelpScreen)
    assert app.crash is None


async def test_list_key_reaching_a_palette_whose_list_is_gone_does_nothing() -> None:
    from textual.command import CommandList, CommandPalette

    app = make_app()
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.press("ctrl+p")
        await wait_until(pilot, lambda: isinstance(app.screen, CommandPalette), "the palette")
        palette = app.screen
        await palette.query_one(CommandList).remove()
        await app.push_screen(HelpScreen([("x", "y")]))
        palette._action_command_list("cursor_down")
        palette._action_command_list("select")
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
    assert app.crash is None


async def test_late_dismiss_of_a_screen_below_the_top_pops_nothing() -> None:
    app = make_app()
    async with app.run_test(size=(100, 32)) as pilot:
        help_screen = HelpScreen([("x", "y")])
        above = HelpScreen([("z", "w")])
        await app.push_screen(help_screen)
        await app.push_screen(above)
        await pilot.pause()
        help_screen.dismiss()
        await pilot.pause()
        assert app.screen is above
        assert help_screen in app.screen_stack


async def test_players_screen_toggles_handoff_setting_and_persists(toy_game, isolated_data_dir) -> None:
    from paperboy.session import Settings
    from paperboy.tui.screens.players import PlayersScreen

    app = make_app()
    async with app.run_test(size=(100, 32)) as pilot:
        app.open_players()
        await pilot.pause()
        assert isinstance(app.screen, PlayersScreen)
        await pilot.press("h")
        await pilot.pause()
    assert Settings.load().handoff is False
    session = Session.new("sealed-bids", [Seat("Ann"), Seat("Bob")], {"rounds": 1}, 4)
    app = make_app(session=session)
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        await pilot.press("enter")  # Ann bids; no handoff with the setting off
        await pilot.pause()
        assert isinstance(app.screen, GameScreen) and app.screen.viewer == 1


async def test_finished_game_is_recorded_in_profiles(toy_game) -> None:
    from paperboy.session import Profiles

    session = Session.new("sealed-bids", [Seat("Ann"), Seat("Bot", "bot", "novice")], {"rounds": 1}, 4)
    app = make_app(session=session)
    async with app.run_test(size=(100, 32)) as pilot:
        await _play_human_moves(pilot, app)
    assert Profiles().get("Ann").games == 1


def test_damaged_settings_file_is_reported_and_left_alone(isolated_data_dir) -> None:
    from paperboy.session import Settings

    isolated_data_dir.mkdir(parents=True, exist_ok=True)
    path = isolated_data_dir / "settings.json"
    path.write_text("{not json")
    settings = Settings.load()
    assert settings.error and settings.handoff is True
    assert path.read_text() == "{not json"  # left alone until a setting changes...
    settings.handoff = False
    assert settings.save() is True
    assert (isolated_data_dir / "settings.json.bak").read_text() == "{not json"  # ...then kept as .bak


def test_each_game_declares_a_ui_plug_in_and_demo_positions_and_others_have_none() -> None:
    from paperboy.engine import GAMES
    from paperboy.tools.demos import demos_for
    from paperboy.tui.games import game_ui

    for game_id in GAMES:
        ui = game_ui(game_id)
        assert ui is not None and issubclass(ui.screen, GameScreen) and ui.bench_keys, game_id
        assert demos_for(game_id) is not None, game_id
    assert game_ui("sealed-bids") is None and demos_for("sealed-bids") is None


@pytest.mark.parametrize("game_id", ["fit-to-print", "extra-extra", "pulitzer", "magazine"])
async def test_terminal_shrunk_while_playing_shows_the_size_notice_then_the_game(game_id: str) -> None:
    from paperboy.engine import find_game

    game = find_game(game_id)
    bots = [Seat(f"Bot {i}", "bot", game.bot_levels[0]) for i in range(1, 3 if game_id == "pulitzer" else 2)]
    session = Session.new(game_id, [Seat("Ann"), *bots], {}, 4, autosave=False)
    app = make_app(session=session)
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        playing = app.screen
        assert isinstance(playing, GameScreen)
        for small in ((79, 32), (100, 23), (60, 20)):
            await pilot.resize_terminal(*small)
            await pilot.pause()
            assert isinstance(app.screen, SizeNotice), small
            assert f"This one is {small[0]}x{small[1]}" in str(app.screen.query_one("#size-text", Static).render())
            await pilot.resize_terminal(100, 32)
            await pilot.pause()
            assert app.screen is playing
        assert sum(isinstance(s, SizeNotice) for s in app.screen_stack) == 0


async def test_size_notice_closes_when_a_screen_above_it_closes_after_the_terminal_grew(toy_game) -> None:
    session = Session.new("sealed-bids", [Seat("Ann"), Seat("Bob")], {"rounds": 1}, 4)
    app = make_app(session=session)
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, HandoffScreen)
        await pilot.press("enter")
        await pilot.pause()
        await pilot.resize_terminal(70, 20)
        await pilot.pause()
        notice = app.screen
        assert isinstance(notice, SizeNotice)
        app.push_screen(HelpScreen([("x", "y")]))  # something opens above the notice
        await pilot.pause()
        await pilot.resize_terminal(100, 32)
        await pilot.pause()
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, GameScreen)


async def test_size_notice_stays_on_top_of_screens_opened_while_the_terminal_is_small() -> None:
    app = make_app()
    async with app.run_test(size=(60, 20)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, SizeNotice)
        await pilot.press("question_mark")  # the app's help key still works under the notice
        await pilot.pause()
        assert isinstance(app.screen, SizeNotice)
        app.open_rules("magazine")
        await pilot.pause()
        assert isinstance(app.screen, SizeNotice)
        await pilot.resize_terminal(100, 32)
        await pilot.pause()
        assert not isinstance(app.screen, SizeNotice)  # what was opened shows at a good size
        while not isinstance(app.screen, MenuScreen):
            await pilot.press("escape")
            await pilot.pause()
        assert not any(isinstance(s, SizeNotice) for s in app.screen_stack)
