"""Players and settings: profile statistics, per-player pages, the handoff and theme settings.

The Players screen lists every profile (games, wins, best score per game, achievements);
Enter on a player opens :class:`PlayerStatsScreen`, one tab per game they finished:
games, wins, best, average total and average per scoring category, a chart of their
scores over time (textual-plotext) and, for Fit to Print, the achievements grid with the
dates earned. The numbers come from :mod:`paperboy.tools.stats`, the same as
``paperboy stats``. Player names are user text: they are shown as plain ``Text`` after
:func:`~paperboy.engine.text.clean_text`, never as markup.
"""

from __future__ import annotations

from typing import Any

from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import Screen
from textual.widgets import DataTable, Static, TabbedContent, TabPane
from textual_plotext import PlotextPlot

from ...engine.text import clean_text
from ..widgets.keys_footer import KeysFooter


def _num(value: float | int | None) -> str:
    if value is None:
        return "—"
    return str(int(value)) if float(value).is_integer() else f"{value:.1f}"


class PlayersScreen(Screen[None]):
    """Each named player's games, wins and best scores; settings toggles."""

    BINDINGS = [
        Binding("escape", "app.pop_screen", "Back", id="players.back"),
        Binding("h", "toggle_handoff", "Handoff on/off", id="players.handoff"),
        Binding("t", "toggle_theme", "Theme", id="players.theme"),
        Binding("s", "open_stats", "Statistics", id="players.stats"),
        Binding("c", "toggle_strict_clocks", "Strict clocks on/off", id="players.strict_clocks"),
        Binding("k", "next_think_time", "Master think time", id="players.think_time"),
    ]

    DEFAULT_CSS = """
    PlayersScreen #profiles { height: auto; max-height: 20; margin: 1 0; }
    PlayersScreen #profiles-hint { color: $text-muted; }
    """

    def compose(self) -> ComposeResult:
        yield Static("PLAYERS & SETTINGS", classes="masthead")
        with VerticalScroll():
            yield Static(id="settings")
            yield Static(Text("Profiles", style="bold"))
            yield DataTable(id="profiles", cursor_type="row", zebra_stripes=True)
            yield Static(id="profiles-hint")
        yield KeysFooter()

    def on_mount(self) -> None:
        self.refresh_all()
        self.query_one("#profiles", DataTable).focus()

    def refresh_all(self) -> None:
        from ...engine import GAMES, find_game
        from ...session import Profiles

        settings = self.app.settings  # type: ignore[attr-defined]
        def state(on: bool) -> str:
            return "on" if on else "off"

        # Built as Text, never markup: the error quotes a file path, which is user data.
        text = Text()
        text.append("Settings\n", style="bold")
        for label, value, key in (
                ("Handoff screen between human players", state(settings.handoff), "h"),
                ("Theme", settings.theme, "t"),
                ("Strict clocks (they run while the rules, keys or palette are open)",
                 state(settings.strict_clocks), "c"),
                ("Master bot think time per move (also for hints)", f"{settings.think_ms} ms", "k")):
            text.append(f"  {label}: ")
            text.append(value, style="bold")
            text.append(f"  ({key})\n")
        if settings.error:
            text.append(f"  ✗ {clean_text(settings.error)}\n", style="bold")
        text.rstrip()
        self.query_one("#settings", Static).update(text)
        profiles = Profiles()
        table = self.query_one("#profiles", DataTable)
        table.clear(columns=True)
        table.add_column("Player")
        table.add_column("Games")
        table.add_column("Wins")
        names = {g: find_game(g).name for g in GAMES}
        for gname in names.values():
            table.add_column(f"Best: {gname}")
        table.add_column("Achievements")
        for name in profiles.names():
            p = profiles.get(name)
            best = [_num(p.best(g)) for g in names]
            ach = "; ".join(f"{mode}: {len(ids)}" for mode, ids in sorted(p.achievements.items()) if ids) or "—"
            # a profile name is user text: plain Text, never markup, no control characters
            table.add_row(Text(clean_text(name)), str(p.games), str(p.wins), *best, ach, key=name)
        hint = self.query_one("#profiles-hint", Static)
        hint.update("Enter (or s) on a player: their statistics page." if profiles.names()
                    else "No finished games yet: a named player's profile starts with their first finished game.")
        if profiles.error:
            self.notify(profiles.error, severity="warning", markup=False)
        self.refresh_bindings()

    def on_data_table_row_selected(self, event: DataTable.RowSelected) -> None:
        if event.row_key.value is not None:
            self.app.push_screen(PlayerStatsScreen(str(event.row_key.value)))

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "open_stats":
            return self.query_one("#profiles", DataTable).row_count > 0
        return True

    def action_open_stats(self) -> None:
        """Open the statistics page of the player under the cursor."""
        table = self.query_one("#profiles", DataTable)
        if table.row_count:
            key = table.coordinate_to_cell_key(table.cursor_coordinate).row_key.value
            if key is not None:
                self.app.push_screen(PlayerStatsScreen(str(key)))

    def action_toggle_handoff(self) -> None:
        settings = self.app.settings  # type: ignore[attr-defined]
        settings.handoff = not settings.handoff
        self._save()

    def action_toggle_strict_clocks(self) -> None:
        settings = self.app.settings  # type: ignore[attr-defined]
        settings.strict_clocks = not settings.strict_clocks
        self._save()

    def action_next_think_time(self) -> None:
        """k: the master bot's next think time (100 ms to 5 s); longer plays stronger."""
        settings = self.app.settings  # type: ignore[attr-defined]
        settings.think_ms = settings.next_think_ms()
        self._save()

    def action_toggle_theme(self) -> None:
        from ...session import THEMES

        settings = self.app.settings  # type: ignore[attr-defined]
        settings.theme = THEMES[(THEMES.index(settings.theme) + 1) % len(THEMES)]
        self.app.theme = settings.theme
        self._save()

    def _save(self) -> None:
        settings = self.app.settings  # type: ignore[attr-defined]
        kept = settings.backup
        if not settings.save():
            self.notify(settings.save_error or "the settings were not saved", title="Settings not saved",
                        severity="warning", markup=False)
        elif settings.backup is not None and settings.backup != kept:
            self.notify(f"The ignored settings file was kept as {settings.backup}.", markup=False)
        self.refresh_all()


def summary_table(stats: dict[str, Any]) -> Table:
    """Games, wins, best, average and the average of every scoring category."""
    from ...tools.stats import category_label

    table = Table(box=None, pad_edge=False, show_header=False, expand=False)
    table.add_column(no_wrap=True)
    table.add_column(justify="right", no_wrap=True)
    table.add_row("Games", str(stats["played"]))
    table.add_row("Wins", str(stats["wins"]))
    table.add_row("Best", _num(stats["best"]))
    table.add_row("Average", _num(stats["average"]))
    if stats["categories"]:
        table.add_row(Text("Average per category", style="bold"), "")
        for key, value in stats["categories"].items():
            table.add_row(Text("  " + clean_text(category_label(key))), _num(value))
    if stats["recorded"] < stats["played"]:
        table.add_row(Text(f"(averages over the {stats['recorded']} games recorded with their breakdown)",
                           style="dim"), "")
    return table


def achievements_table(grid: dict[str, list[dict[str, Any]]]) -> Table:
    """The achievements grid: one row per mode, one column per achievement (✓ earned, · not yet)."""
    table = Table(box=None, pad_edge=False, header_style="bold", expand=False)
    table.add_column("Mode", no_wrap=True)
    first = next(iter(grid.values()), [])
    for cell in first:
        table.add_column(str(cell["number"]), justify="center", no_wrap=True)
    table.add_column("Earned", justify="right", no_wrap=True)
    for mode, cells in grid.items():
        marks = [Text("✓", style="bold green") if c["earned"] else Text("·", style="dim") for c in cells]
        table.add_row(mode, *marks, f"{sum(1 for c in cells if c['earned'])}/{len(cells)}")
    return table


def achievement_dates(grid: dict[str, list[dict[str, Any]]]) -> Text:
    """Every achievement earned, with what it asks and the date it was first earned."""
    from ...tools.stats import date_text

    text = Text()
    for mode, cells in grid.items():
        for c in cells:
            if c["earned"]:
                text.append(f"{mode} {c['number']:>2}  earned {date_text(c['date'])}  ", style="bold")
                text.append(f"{c['text']}\n")
    text.rstrip()
    if not text:
        text.append("No achievements yet.", style="dim")
    return text


class PlayerStatsScreen(Screen[None]):
    """One player's statistics, one tab per game they finished."""

    BINDINGS = [Binding("escape", "app.pop_screen", "Back", id="player_stats.back")]

    DEFAULT_CSS = """
    PlayerStatsScreen #games { height: 1fr; }
    PlayerStatsScreen TabPane { height: 1fr; padding: 0 1; }
    PlayerStatsScreen .chart { height: 14; min-width: 40; margin: 1 0; }
    PlayerStatsScreen .heading { text-style: bold; margin-top: 1; }
    """

    def __init__(self, name: str) -> None:
        super().__init__()
        self.player = name
        self._stats: dict[str, Any] | None = None

    def stats(self) -> dict[str, Any]:
        """The player's statistics (:func:`paperboy.tools.stats.player_stats`), read once."""
        from ...session import Profiles
        from ...tools.stats import player_stats

        if self._stats is None:
            self._stats = player_stats(Profiles().get(self.player))
        return self._stats

    def compose(self) -> ComposeResult:
        from ...tools.stats import ACHIEVEMENT_GAME

        stats = self.stats()
        head = Text("STATISTICS · ")
        head.append(clean_text(self.player))
        yield Static(head, classes="masthead")
        yield Static(Text(f"{stats['games']} games, {stats['wins']} wins in all"), id="player-totals")
        if not stats["per_game"]:
            yield Static("No finished games yet.", id="no-games")
        with TabbedContent(id="games"):
            for game in stats["per_game"]:
                with TabPane(game["name"], id=f"tab-{game['game']}"):
                    with VerticalScroll():
                        yield Static(summary_table(game), id=f"summary-{game['game']}")
                        yield Static("Scores over time", classes="heading")
                        if game["scores"]:
                            yield PlotextPlot(id=f"chart-{game['game']}", classes="chart")
                        else:
                            yield Static("No game with a date recorded yet.", classes="dim")
                        if game["game"] == ACHIEVEMENT_GAME:
                            yield Static("Achievements", classes="heading")
                            yield Static(achievements_table(stats["achievements"]), id="achievements-grid")
                            yield Static(achievement_dates(stats["achievements"]), id="achievement-dates")
        yield KeysFooter()

    def on_mount(self) -> None:
        for game in self.stats()["per_game"]:
            if not game["scores"]:
                continue
            plot = self.query_one(f"#chart-{game['game']}", PlotextPlot)
            scores = [s["score"] for s in game["scores"]]
            numbers = list(range(1, len(scores) + 1))
            plt = plot.plt
            plt.clear_data()
            plt.plot(numbers, scores, marker="braille", label="score")
            step = max(1, len(numbers) // 10)
            plt.xticks([float(n) for n in numbers[::step]])
            wins = [(n, s["score"]) for n, s in zip(numbers, game["scores"], strict=True) if s["won"]]
            if wins:
                plt.scatter([n for n, _ in wins], [v for _, v in wins], marker="★", label="won")
            first, last = game["scores"][0]["date"][:10], game["scores"][-1]["date"][:10]
            plt.xlabel(f"game (oldest first, {first} to {last})")
            plt.ylabel("points")
            plot.refresh()
