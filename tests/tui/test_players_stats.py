"""The Players screen and each player's statistics page show what the profiles hold."""

from __future__ import annotations

from textual.widgets import DataTable, Static, TabbedContent
from textual_plotext import PlotextPlot

from paperboy.session import Profiles
from paperboy.tools.stats import player_stats
from paperboy.tui.app import make_app
from paperboy.tui.screens.players import PlayersScreen, PlayerStatsScreen

SIZE = (110, 40)
AWKWARD = "Sam [/]"


def seed_profiles() -> None:
    profiles = Profiles()
    for n, (score, won) in enumerate([(18, False), (42, True), (30, False)], start=1):
        profiles.record_play(AWKWARD, "fit-to-print", score, won,
                             {"articles": score - 8, "photos": 8, "mood": -n},
                             when=f"2026-11-0{n}T20:00:00+00:00")
    profiles.record_play(AWKWARD, "magazine", 77, True, {"reputation in play": 70, "money left": 7},
                         when="2026-11-05T20:00:00+00:00")
    profiles.record_achievements(AWKWARD, "standard", [10, 25], when="2026-11-02T20:00:00+00:00")
    profiles.record_play("Ann", "pulitzer", 50, False, {"coin": 50})


def plain(widget: Static) -> str:
    """The text a Static shows (rendered without styles)."""
    from rich.console import Console

    console = Console(width=200, record=True, color_system=None)
    console.print(widget.content)
    return console.export_text()


async def test_players_screen_lists_profiles_with_names_as_plain_text() -> None:
    seed_profiles()
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        app.open_players()  # type: ignore[attr-defined]
        await pilot.pause()
        assert isinstance(app.screen, PlayersScreen)
        table = app.screen.query_one("#profiles", DataTable)
        names = [str(table.get_row_at(i)[0]) for i in range(table.row_count)]
        assert names == ["Ann", AWKWARD]  # "[/]" is shown, never parsed as markup
        row = table.get_row_at(1)
        assert [str(c) for c in row[1:3]] == ["4", "2"]  # games, wins
        await pilot.press("s")  # the statistics of the player under the cursor
        await pilot.pause()
        assert isinstance(app.screen, PlayerStatsScreen) and app.screen.player == "Ann"


async def test_enter_opens_a_players_statistics_page_that_matches_the_profile() -> None:
    seed_profiles()
    expected = player_stats(Profiles().get(AWKWARD))
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        app.open_players()  # type: ignore[attr-defined]
        await pilot.pause()
        table = app.screen.query_one("#profiles", DataTable)
        table.focus()
        await pilot.press("down", "enter")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, PlayerStatsScreen) and screen.player == AWKWARD
        tabs = screen.query_one("#games", TabbedContent)
        assert [pane.id for pane in tabs.query("TabPane")] == ["tab-fit-to-print", "tab-magazine"]
        ftp = next(g for g in expected["per_game"] if g["game"] == "fit-to-print")
        summary = plain(screen.query_one("#summary-fit-to-print", Static))
        for label, value in (("Games", "3"), ("Wins", "1"), ("Best", "42"), ("Average", "30")):
            assert any(line.split() == [label, value] for line in summary.splitlines()), (label, summary)
        assert ftp["categories"] == {"articles": 22, "photos": 8, "mood": -2}
        assert any(line.split() == ["Articles", "22"] for line in summary.splitlines())
        assert any(line.split() == ["Mood", "-2"] for line in summary.splitlines())
        # the chart is a real plot of the three scores, oldest first
        chart = screen.query_one("#chart-fit-to-print", PlotextPlot)
        drawn = chart.render().plain  # type: ignore[union-attr]
        ticks = [line.split("┤")[0].strip() for line in drawn.splitlines() if "┤" in line]
        assert ticks[0] == "42" and ticks[-1] == "18"  # the y axis runs from the best to the worst score
        assert "2026-11-01 to 2026-11-03" in drawn
        # the achievements grid and the dates earned
        grid = plain(screen.query_one("#achievements-grid", Static))
        standard = next(line for line in grid.splitlines() if line.startswith("standard"))
        assert standard.count("✓") == 2 and standard.rstrip().endswith("2/25")
        dates = plain(screen.query_one("#achievement-dates", Static))
        assert "standard 10  earned 2026-11-02" in dates and "standard 25  earned 2026-11-02" in dates
        # switch to the Magazine tab
        tabs.active = "tab-magazine"
        await pilot.pause()
        magazine = plain(screen.query_one("#summary-magazine", Static))
        assert any(line.split() == ["Best", "77"] for line in magazine.splitlines())
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, PlayersScreen)


async def test_a_player_without_games_gets_a_page_that_says_so() -> None:
    Profiles().add("Newbie")
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        app.push_screen(PlayerStatsScreen("Newbie"))
        await pilot.pause()
        assert "No finished games yet." in plain(app.screen.query_one("#no-games", Static))
