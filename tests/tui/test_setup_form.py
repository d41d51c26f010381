"""The set-up form's checkboxes say whether an option is on or off (issue 12).

Every checkbox used to read "on" whatever its state, so a player started Pulitzer without
Event cards believing they were in.
"""

from __future__ import annotations

from textual.widgets import Checkbox

from paperboy.tui.app import make_app
from paperboy.tui.screens.setup import SetupScreen


async def test_an_option_checkbox_reads_off_until_ticked_then_on() -> None:
    app = make_app()
    async with app.run_test(size=(100, 32)) as pilot:
        app.open_setup("pulitzer")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, SetupScreen)
        box = screen.query_one("#opt-events", Checkbox)
        assert box.value is False and str(box.label) == "off"
        box.focus()
        await pilot.press("space")
        await pilot.pause()
        assert box.value is True and str(box.label) == "on"
        assert screen.collect()[1]["events"] is True
        await pilot.press("space")
        await pilot.pause()
        assert box.value is False and str(box.label) == "off"


async def test_a_preset_option_shows_on() -> None:
    app = make_app()
    async with app.run_test(size=(100, 32)) as pilot:
        app.open_setup("pulitzer", {"events": True})
        await pilot.pause()
        box = app.screen.query_one("#opt-events", Checkbox)
        assert box.value is True and str(box.label) == "on"


async def test_bot_seats_are_named_by_seat_and_level_so_they_can_be_told_apart() -> None:
    from textual.widgets import Input, Select

    app = make_app()
    async with app.run_test(size=(100, 32)) as pilot:
        app.open_setup("magazine")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, SetupScreen)
        assert screen.query_one("#name-1", Input).value == "Bot 2 (expert)"
        screen.query_one("#kind-2", Select).value = "bot:novice"
        await pilot.pause()
        assert screen.query_one("#name-2", Input).value == "Bot 3 (novice)"
        screen.query_one("#kind-1", Select).value = "human"
        await pilot.pause()
        assert screen.query_one("#name-1", Input).value == "Bob"
        screen.query_one("#name-1", Input).value = "Zed"
        screen.query_one("#kind-1", Select).value = "bot:novice"
        await pilot.pause()
        assert screen.query_one("#name-1", Input).value == "Zed"  # a typed name is kept
        seats = screen.collect()[0]
        assert [s.name for s in seats] == ["Ann", "Zed", "Bot 3 (novice)"]


async def test_fit_to_print_form_opens_with_the_rows_its_mode_seats_and_grows_for_newsroom() -> None:
    """The form is built with the seats the chosen mode can use; Newsroom's dozen come
    when Newsroom is chosen, and the seats read from the form are the same either way."""
    from textual.widgets import Select

    from paperboy.tui.app import make_app

    app = make_app(setup="fit-to-print")
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert screen.rows == 6 and not screen.query("#kind-6")
        screen.query_one("#opt-mode", Select).value = "newsroom"
        for _ in range(5):
            await pilot.pause()
        assert screen.rows == 12 and screen.query_one("#kind-11", Select).value == "off"
        seats, options, _ = screen.collect()
        assert [s.name for s in seats] == ["Ann", "Bot 2 (expert)"] and options["mode"] == "newsroom"
