"""The list of saved games; unreadable saves are listed with the reason, never deleted."""

from __future__ import annotations

import time
from pathlib import Path

from textual.app import ComposeResult
from textual.binding import Binding
from textual.content import Content
from textual.screen import Screen
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from ...engine import PaperboyError
from ...engine.text import clean_text
from ..widgets.keys_footer import KeysFooter


class ResumeScreen(Screen[None]):
    BINDINGS = [
        Binding("escape", "app.pop_screen", "Back", id="resume.back"),
        Binding("f5", "reload", "Refresh", id="resume.refresh"),
        Binding("w", "watch", "Watch", id="resume.watch"),
    ]

    def __init__(self, watch: bool = False) -> None:
        super().__init__()
        self.watching = watch  # Enter opens the replay viewer instead of resuming

    def compose(self) -> ComposeResult:
        yield Static("WATCH A SAVED GAME" if self.watching else "SAVED GAMES", classes="masthead")
        yield OptionList(id="saves")
        yield Static("", id="error", classes="error-line", markup=False)
        yield KeysFooter()

    def on_mount(self) -> None:
        self.action_reload()
        self.query_one(OptionList).focus()

    def action_reload(self) -> None:
        from ...session import SaveStore

        saves = self.query_one(OptionList)
        saves.clear_options()
        self.infos = SaveStore().list()
        if not self.infos:
            saves.add_option(Option("No saved games yet. Start one from the menu.", disabled=True))
            return
        for i, info in enumerate(self.infos):
            when = time.strftime("%Y-%m-%d %H:%M", time.localtime(info.updated))
            if info.error:
                saves.add_option(Option(Content.from_markup(
                    "✗ $file  $when\n  cannot be read: $error", file=clean_text(info.path.name), when=when,
                    error=clean_text(info.error)), id=str(i), disabled=True))
                continue
            state = "finished" if info.finished else "in progress"
            # Seat names and the summary come from the file, read before any check: user
            # text, so template variables (never markup) with every control character gone.
            players = ", ".join(clean_text(p) for p in info.players)
            saves.add_option(Option(Content.from_markup(
                "[b]$game[/b]  $when  $state\n  $players · $summary", game=clean_text(info.game_id),
                when=when, state=state, players=players, summary=clean_text(info.summary or "")),
                id=str(i)))
        first = next((i for i, info in enumerate(self.infos) if not info.error), None)
        saves.highlighted = first

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        from ...session import Session

        info = self.infos[int(event.option.id or 0)]
        if self.watching:
            self.watch_save(info.path)
            return
        try:
            session = Session.load(info.path)
        except PaperboyError as exc:
            self.query_one("#error", Static).update(f"✗ {clean_text(exc)}")
            return
        self.app.start_session(session, replace=self)  # type: ignore[attr-defined]

    def action_watch(self) -> None:
        """Open the highlighted save (finished or not) in the read-only replay viewer."""
        saves = self.query_one(OptionList)
        index = saves.highlighted
        if index is None or not self.infos or index >= len(self.infos):
            self.query_one("#error", Static).update("✗ Pick a saved game to watch first")
            return
        self.watch_save(self.infos[index].path)

    def watch_save(self, path: Path) -> None:
        from ...session.replay import Replay

        try:
            replay = Replay.from_save(path)
        except PaperboyError as exc:
            self.query_one("#error", Static).update(f"✗ {exc}")
            return
        self.query_one("#error", Static).update("")
        self.app.open_replay(replay)  # type: ignore[attr-defined]
