"""The front page: choose a game, resume a saved one, read the rules or the keys."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.screen import Screen
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from ...engine import GAMES, game_info
from ..widgets.keys_footer import KeysFooter

MASTHEAD = "T H E   P A P E R B O Y   G A Z E T T E"


class MenuScreen(Screen[None]):
    """Lists every registered game with its player counts and a one-line summary."""

    BINDINGS = [
        Binding("n,enter", "choose", "Open", id="menu.open", show=True),
        Binding("r", "resume", "Resume", id="menu.resume"),
        Binding("question_mark", "app.help", "Keys", id="menu.help"),
        Binding("q", "app.quit", "Quit", id="menu.quit"),
    ]

    def compose(self) -> ComposeResult:
        yield Static(MASTHEAD, classes="masthead")
        yield Static("Four newspaper board games · hot-seat, bots and solo", classes="dateline")
        yield OptionList(*self._options(), id="menu-list")
        yield KeysFooter()

    def _options(self) -> list[Option]:
        options: list[Option] = []
        for game_id in GAMES:
            game = game_info(game_id)
            span = f"{game.min_players}" if game.min_players == game.max_players else (
                f"{game.min_players}–{game.max_players}")
            players = game.players_note or f"{span} players"
            options.append(Option(f"[b]{game.name}[/b]  ({players})\n  {game.summary}", id=f"game:{game.id}"))
        options.append(Option("[b]Resume a saved game[/b]\n  Pick up any game where it was left", id="resume"))
        options.append(Option("[b]Players & settings[/b]\n  Profiles, achievements, handoff screen, theme",
                              id="players"))
        options.append(Option("[b]Keys[/b]\n  Every key, on every screen", id="help"))
        options.append(Option("[b]Quit[/b]", id="quit"))
        return options

    def on_mount(self) -> None:
        menu = self.query_one(OptionList)
        menu.highlighted = 0
        menu.focus()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        self._open(event.option.id or "")

    def action_choose(self) -> None:
        menu = self.query_one(OptionList)
        if menu.highlighted is not None:
            self._open(menu.get_option_at_index(menu.highlighted).id or "")

    def action_resume(self) -> None:
        self._open("resume")

    def _open(self, option_id: str) -> None:
        app = self.app
        if option_id.startswith("game:"):
            app.open_setup(option_id[5:])  # type: ignore[attr-defined]
        elif option_id == "resume":
            app.open_resume()  # type: ignore[attr-defined]
        elif option_id == "players":
            app.open_players()  # type: ignore[attr-defined]
        elif option_id == "help":
            app.action_help()  # type: ignore[attr-defined]
        elif option_id == "quit":
            app.exit()
