"""Players and settings: profile statistics, achievements, the handoff and theme settings."""

from __future__ import annotations

from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import Screen
from textual.widgets import Footer, Static

from ...engine.text import clean_text


class PlayersScreen(Screen[None]):
    """Each named player's games, wins and best scores; settings toggles."""

    BINDINGS = [
        Binding("escape", "app.pop_screen", "Back", id="players.back"),
        Binding("h", "toggle_handoff", "Handoff on/off", id="players.handoff"),
        Binding("t", "toggle_theme", "Theme", id="players.theme"),
    ]

    def compose(self) -> ComposeResult:
        yield Static("PLAYERS & SETTINGS", classes="masthead")
        with VerticalScroll():
            yield Static(id="settings")
            yield Static(id="profiles")
        yield Footer()

    def on_mount(self) -> None:
        self.refresh_all()

    def refresh_all(self) -> None:
        from ...engine import GAMES, find_game
        from ...session import Profiles

        settings = self.app.settings  # type: ignore[attr-defined]
        lines = [
            "[b]Settings[/b]",
            f"  Handoff screen between human players: [b]{'on' if settings.handoff else 'off'}[/b]  (h)",
            f"  Theme: [b]{settings.theme}[/b]  (t)",
        ]
        if settings.error:
            lines.append(f"  [b]✗ {settings.error}[/b]")
        self.query_one("#settings", Static).update("\n".join(lines))
        profiles = Profiles()
        table = Table(title="Profiles", title_justify="left", expand=False)
        table.add_column("Player")
        table.add_column("Games", justify="right")
        table.add_column("Wins", justify="right")
        names = {g: find_game(g).name for g in GAMES}
        for gid, gname in names.items():
            table.add_column(f"Best: {gname}", justify="right")
        table.add_column("Achievements")
        for name in profiles.names():
            p = profiles.get(name)
            best = [str(p.best(g)) if p.best(g) is not None else "—" for g in names]
            ach = "; ".join(f"{mode}: {len(ids)}" for mode, ids in sorted(p.achievements.items()) if ids) or "—"
            # a profile name is user text: plain Text, never markup, no control characters
            table.add_row(Text(clean_text(name)), str(p.games), str(p.wins), *best, ach)
        if not profiles.names():
            table.add_row("No finished games yet", "", "", *["" for _ in names], "")
        widget = self.query_one("#profiles", Static)
        widget.update(table)
        if profiles.error:
            self.notify(profiles.error, severity="warning")

    def action_toggle_handoff(self) -> None:
        settings = self.app.settings  # type: ignore[attr-defined]
        settings.handoff = not settings.handoff
        self._save()

    def action_toggle_theme(self) -> None:
        from ...session import THEMES

        settings = self.app.settings  # type: ignore[attr-defined]
        settings.theme = THEMES[(THEMES.index(settings.theme) + 1) % len(THEMES)]
        self.app.theme = settings.theme
        self._save()

    def _save(self) -> None:
        if not self.app.settings.save():  # type: ignore[attr-defined]
            self.notify("Settings are not saved: the settings file is damaged", severity="warning")
        self.refresh_all()
