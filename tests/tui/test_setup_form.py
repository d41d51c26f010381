"""The new-game form, driven by keys and mouse: one line-API widget of labelled fields.

Every field the form had as a widget of its own is a row now: seat kinds and names,
the game's options (choices, numbers, on/off, multiple choices), the seed and Start.
"""

from __future__ import annotations

from textual import events
from tui.pilot_helpers import choose, settle, to_field

from paperboy.tui.app import make_app
from paperboy.tui.screens.game import GameScreen
from paperboy.tui.screens.menu import MenuScreen
from paperboy.tui.screens.rules import RulesScreen
from paperboy.tui.screens.setup import SetupScreen


def row_of(form, key: str) -> str:
    """The row a field is drawn as (plain text)."""
    return form.row_text(key)


async def test_an_option_on_off_field_reads_off_until_ticked_then_on() -> None:
    """Issue 12: an option's on/off field says its state (it read "on" whatever it was)."""
    app = make_app()
    async with app.run_test(size=(100, 32)) as pilot:
        app.open_setup("pulitzer")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, SetupScreen)
        await choose(pilot, "kind-2", "bot:novice")  # Event cards are for 3-5 players
        form = await to_field(pilot, "opt-events")
        assert form.value("opt-events") is False and "Event cards" in form.text
        assert "[ ] off" in row_of(form, "opt-events")
        await pilot.press("space")
        assert form.value("opt-events") is True and "[x] on" in row_of(form, "opt-events")
        assert screen.collect()[1]["events"] is True
        await pilot.press("space")
        assert form.value("opt-events") is False and "[ ] off" in row_of(form, "opt-events")


async def test_a_preset_option_shows_on() -> None:
    app = make_app()
    async with app.run_test(size=(100, 32)) as pilot:
        app.open_setup("pulitzer", {"events": True})
        await pilot.pause()
        form = await choose(pilot, "kind-2", "bot:novice")  # Event cards are for 3-5 players
        assert form.value("opt-events") is True and "[x] on" in row_of(form, "opt-events")


async def test_bot_seats_are_named_by_seat_and_level_so_they_can_be_told_apart() -> None:
    app = make_app()
    async with app.run_test(size=(100, 32)) as pilot:
        app.open_setup("magazine")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, SetupScreen)
        form = screen.form
        assert form.value("name-1") == "Bot 2 (expert)"
        assert not form.field("name-2").visible  # an empty seat has no name to type
        await choose(pilot, "kind-2", "bot:novice")
        assert form.value("name-2") == "Bot 3 (novice)" and form.field("name-2").visible
        await choose(pilot, "kind-1", "human")
        assert form.value("name-1") == "Bob"
        await to_field(pilot, "name-1")
        await pilot.press("backspace", "backspace", "backspace", "Z", "e", "d")
        assert form.value("name-1") == "Zed"
        await choose(pilot, "kind-1", "bot:novice")
        assert form.value("name-1") == "Zed"  # a typed name is kept
        seats = screen.collect()[0]
        assert [s.name for s in seats] == ["Ann", "Zed", "Bot 3 (novice)"]
        assert [s.kind for s in seats] == ["human", "bot", "bot"] and seats[1].level == "novice"


async def test_fit_to_print_form_opens_with_the_rows_its_mode_seats_and_grows_for_newsroom() -> None:
    """The form shows the seats the chosen mode can use; Newsroom's dozen show when
    Newsroom is chosen, and the seats read from the form are the same either way."""
    app = make_app(setup="fit-to-print")
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        screen = app.screen
        form = screen.form
        assert screen.rows == 6 and not form.field("kind-6").visible
        await choose(pilot, "opt-mode", "newsroom")
        assert screen.rows == 12 and form.field("kind-11").visible and form.value("kind-11") == "off"
        assert "Newsroom (4-12" in screen.guide
        seats, options, _ = screen.collect()
        assert [s.name for s in seats] == ["Ann", "Bot 2 (expert)"] and options["mode"] == "newsroom"
        await choose(pilot, "opt-mode", "solo")  # on round to it: one seat
        assert screen.rows == 1 and not form.field("kind-1").visible
        assert [s.name for s in screen.collect()[0]] == ["Ann"]


async def test_a_typed_name_stays_plain_text_without_markup_or_control_characters() -> None:
    """User text is never markup and never reaches the terminal with control characters:
    typed brackets stay brackets, a control key or a pasted escape sequence is dropped."""
    app = make_app(setup="magazine")
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        form = await to_field(pilot, "name-0")
        await pilot.press("backspace", "backspace", "backspace")
        await pilot.press(*"[b]x[/b]")
        await pilot.press("ctrl+g")  # a bell character: not printable, not taken
        assert form.value("name-0") == "[b]x[/b]"
        form.post_message(events.Paste("\x1b[31m!\x07"))
        await pilot.pause()
        assert form.value("name-0") == "[b]x[/b][31m!"  # the escape and bell are gone, the rest is text
        assert "[b]x[/b][31m!" in form.text
        assert not any(ord(c) < 32 for c in form.text.replace("\n", ""))
        await pilot.press(*"0123456789")  # 16 characters at most
        assert len(form.value("name-0")) == 16
        assert app.screen.collect()[0][0].name == form.value("name-0")


async def test_a_refused_option_shows_the_engines_reason_under_it() -> None:
    """Extra! Extra!'s scenario 1 is played on a tabloid or a berliner: a broadsheet is
    refused as it is chosen, with the engine's words naming the rule, and Start stays."""
    app = make_app(setup="extra-extra")
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        screen = app.screen
        form = await choose(pilot, "opt-paper", "broadsheet")
        refusal = form.field("opt-paper").error
        assert "scenario 1 (Intro: Single Page) is played on tabloid, berliner, not broadsheet" in refusal
        assert "✗ " + refusal in form.text
        await to_field(pilot, "name-0")
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert isinstance(app.screen, SetupScreen) and form.focused_field.key == "opt-paper"
        await pilot.press("left")
        assert form.field("opt-paper").error == ""
        assert screen.check_options() is None


async def test_a_number_out_of_range_is_refused_as_typed() -> None:
    app = make_app(setup="fit-to-print")
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        form = await to_field(pilot, "opt-puzzle")
        await pilot.press("9", "x", "9")  # a letter is not taken in a number
        assert form.value("opt-puzzle") == "199"
        assert form.field("opt-puzzle").error == "option 'puzzle' must be between 1 and 12, not 199"
        await pilot.press("home", "delete", "delete")
        assert form.value("opt-puzzle") == "9" and form.field("opt-puzzle").error == ""


async def test_the_form_scrolls_at_80x24_and_says_so() -> None:
    app = make_app(setup="fit-to-print")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        form = app.screen.form
        assert form.top == 0
        await to_field(pilot, "start")
        assert form.top > 0
        await pilot.press("enter")  # Start from the button row
        await settle(pilot)
        assert not isinstance(app.screen, SetupScreen)


async def test_the_form_tells_how_many_rows_are_out_of_sight() -> None:
    app = make_app(setup="fit-to-print")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        form = app.screen.form
        foot = [strip.text for strip in (form.render_line(y) for y in range(form.size.height - 2, form.size.height))]
        assert "more below" in foot[1] and "above" not in foot[1]
        await to_field(pilot, "seed")
        foot = [strip.text for strip in (form.render_line(y) for y in range(form.size.height - 2, form.size.height))]
        assert "more above" in foot[1]
        assert "Same seed and moves give the same game" in foot[0]


async def test_a_click_ticks_a_box_and_steps_a_choice() -> None:
    app = make_app(setup="pulitzer")
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        form = await choose(pilot, "kind-2", "bot:novice")  # the mode and Event cards: 3-5 players
        await to_field(pilot, "name-0")  # the form back at its top
        await pilot.pause()
        lines = form.text.splitlines()
        y = 3 + next(i for i, line in enumerate(lines) if "Event cards" in line)
        x = lines[y - 3].index("[ ]")
        await pilot.click("#form", offset=(x, y))
        assert form.value("opt-events") is True and form.focused_field.key == "opt-events"
        y = 3 + next(i for i, line in enumerate(lines) if "Game mode" in line)
        x = lines[y - 3].index("▸", 2)
        await pilot.click("#form", offset=(x, y))
        assert form.value("opt-mode") == "chronicle"


async def test_f1_opens_the_rules_and_escape_goes_back_to_the_menu() -> None:
    app = make_app()
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.press("enter")
        assert isinstance(app.screen, SetupScreen)
        await pilot.press("f1")
        assert isinstance(app.screen, RulesScreen)
        await pilot.press("escape")
        assert isinstance(app.screen, SetupScreen)
        await pilot.press("escape")
        assert isinstance(app.screen, MenuScreen)


async def test_a_form_opened_again_starts_from_its_defaults() -> None:
    """Each game's form is built once and shown again: afresh, as if new."""
    app = make_app()
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.press("enter")
        first = app.screen
        form = await to_field(pilot, "name-0")
        await pilot.press("backspace", "Q")
        await choose(pilot, "opt-mode", "puzzle")
        await pilot.press("escape", "enter")
        assert app.screen is first
        assert form.value("name-0") == "Ann" and form.value("opt-mode") == "standard"
        assert form.focused_field.key == "name-0" and app.screen.rows == 6
        assert "Relay hot-seat" in app.screen.guide


async def test_ctrl_s_starts_the_game_with_the_seats_and_seed_typed() -> None:
    app = make_app(setup="magazine")
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        await to_field(pilot, "seed")
        await pilot.press("4", "2")
        assert app.screen.collect()[2] == 42
        await pilot.press("ctrl+s")
        await settle(pilot)
        assert not isinstance(app.screen, SetupScreen | MenuScreen)
        screen = next(s for s in app.screen_stack if isinstance(s, GameScreen))
        assert screen.session.seed == 42


async def test_a_form_opened_again_after_a_theme_change_is_drawn_in_the_new_theme() -> None:
    """The form shown again keeps its styles only while the theme is the one it was
    styled in; another theme chosen meanwhile (Players & settings) restyles it."""
    app = make_app()
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.press("enter")
        form = app.screen.form
        newsprint = list(form.render_line(1))[0].style
        await pilot.press("escape")
        app.theme = "ink" if app.theme != "ink" else "newsprint"
        await settle(pilot)
        await pilot.press("enter")
        await pilot.pause()
        assert app.screen.form is form
        ink = list(form.render_line(1))[0].style
        assert ink.bgcolor != newsprint.bgcolor
        assert ink.bgcolor.get_truecolor() == form.rich_style.bgcolor.get_truecolor()


async def test_an_option_refused_for_the_seats_at_start_is_shown_under_that_option() -> None:
    """Magazine's first player must be one of the seats: player 4 at a table of two is
    refused when the game is made, with the rule's words, under First player."""
    app = make_app(setup="magazine")
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        form = await choose(pilot, "opt-first_player", "4")
        assert form.field("opt-first_player").error == ""  # fine for a table of four
        await to_field(pilot, "name-0")
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert isinstance(app.screen, SetupScreen)
        assert form.field("opt-first_player").error == "option 'first_player' must name one of the 2 seats, not 4"
        assert form.focused_field.key == "opt-first_player" and app.screen.error == ""
        await choose(pilot, "kind-2", "bot:novice")  # a third seat: the refusal was about two
        assert form.field("opt-first_player").error == ""


async def test_options_for_other_table_sizes_are_hidden_and_left_at_their_defaults() -> None:
    """Pulitzer with 1 or 2 players is always The Pentagon Papers: its chronicle mode and
    Event cards (3-5 players) change nothing there and the Times deck is the solo game's.
    The form offers each option only at the table sizes it changes, as seats are filled."""
    app = make_app(setup="pulitzer")
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, SetupScreen)
        form = screen.form

        def shown() -> set[str]:
            return {key for key in ("opt-mode", "opt-events", "opt-difficulty", "options")
                    if form.field(key).visible}

        assert screen.seated() == 2 and shown() == set()  # no option changes a 2-player game
        assert "Options" not in form.text and "Event cards" not in form.text
        name_row = row_of(form, "name-1")
        await choose(pilot, "kind-2", "bot:novice")
        assert shown() == {"opt-mode", "opt-events", "options"}
        assert row_of(form, "name-1") == name_row  # the values keep their column
        await choose(pilot, "opt-mode", "chronicle")
        await choose(pilot, "kind-2", "off")  # back to two: chronicle is not played
        assert shown() == set() and screen.collect()[1]["mode"] == "investigation"
        await choose(pilot, "kind-1", "off")  # solo: the Times deck
        assert shown() == {"opt-difficulty", "options"}
        await choose(pilot, "opt-difficulty", "5-3-0")
        assert screen.collect()[1]["difficulty"] == "5-3-0"
        await choose(pilot, "kind-1", "human")  # two again: the Times deck is not played
        assert screen.collect()[1]["difficulty"] == "3-3-2"
        assert form.value("opt-difficulty") == "5-3-0"  # kept for when it applies again
