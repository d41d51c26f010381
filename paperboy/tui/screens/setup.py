"""New-game form: players (human or bot level), the game's options and an optional seed.

The option fields come from ``game.options_schema()``; the engine decides what is valid,
and its message is shown when it refuses.
"""

from __future__ import annotations

import re
from typing import Any

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, VerticalScroll
from textual.screen import Screen
from textual.widgets import Button, Checkbox, Footer, Input, Label, Select, SelectionList, Static

from ...engine import Game, Option, PaperboyError, find_game
from ...engine.search import quick_levels

DEFAULT_NAMES = ["Ann", "Bob", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jon", "Kim", "Lea"]


def default_name(seat: int, kind: str) -> str:
    """A seat's name until someone types one: a bot is named by seat and level
    ("Bot 2 (expert)"), so bots can be told apart at the table; a person gets a first name."""
    if kind.startswith("bot:"):
        return f"Bot {seat + 1} ({kind[4:]})"
    return DEFAULT_NAMES[seat]


def _is_default_name(seat: int, name: str) -> bool:
    return name == DEFAULT_NAMES[seat] or re.fullmatch(rf"Bot {seat + 1} \(\w+\)", name) is not None


def checkbox_label(value: bool) -> str:
    """What an option's checkbox reads: its current state, in words."""
    return "on" if value else "off"


class SetupScreen(Screen[None]):
    """Set up one game; Start creates the session and opens the game screen."""

    BINDINGS = [
        Binding("escape", "app.pop_screen", "Back", id="setup.back"),
        Binding("ctrl+s", "start", "Start", id="setup.start"),
        Binding("f1", "rules", "Rules", id="setup.rules"),
    ]

    DEFAULT_CSS = """
    SetupScreen #form { padding: 0 2; }
    SetupScreen .row { height: auto; margin: 0 0 1 0; }
    SetupScreen .row Label { width: 18; padding: 0 1 0 0; }
    SetupScreen .row Input { width: 20; }
    SetupScreen .row Select { width: 28; }
    SetupScreen .help { color: $text-muted; padding: 0 0 0 2; width: 1fr; }
    SetupScreen SelectionList { height: auto; max-height: 9; width: 1fr; }
    SetupScreen #start { margin: 1 0; }
    """

    #: The first name field takes the focus as the form opens. (Textual would otherwise
    #: focus the scrolling form first and move on from it, restyling every field twice.)
    AUTO_FOCUS = "#name-0"

    def __init__(self, game_id: str, options: dict[str, Any] | None = None) -> None:
        super().__init__()
        self.game: Game = find_game(game_id)
        self.preset = dict(options or {})
        self.max_rows = max(self.game.max_players, self._widest_range())

    def _widest_range(self) -> int:
        hi = self.game.max_players
        for option in self.game.options_schema():
            if option.kind == "choice":
                for choice in option.choices:
                    try:
                        _, top = self.game.player_range({**self.game.resolve_options({}), option.key: choice})
                    except PaperboyError:
                        continue
                    hi = max(hi, top)
        return hi

    def compose(self) -> ComposeResult:
        game = self.game
        yield Static(f"NEW GAME · {game.name.upper()}", classes="masthead")
        # Not focusable itself: the fields are, and the form scrolls to the focused one.
        with VerticalScroll(id="form", can_focus=False):
            yield Static("Players", classes="section-title")
            kinds = [("Human", "human")] + [(f"Bot · {lvl}", f"bot:{lvl}") for lvl in game.bot_levels]
            kinds.append(("— empty seat —", "off"))
            default_count = max(game.min_players, min(2, game.max_players))
            for i in range(self.max_rows):
                if i == 0:
                    kind = "human"
                elif i < default_count:
                    kind = f"bot:{quick_levels(game)[-1]}"
                else:
                    kind = "off"
                with Horizontal(classes="row"):
                    yield Label(f"Seat {i + 1}")
                    yield Input(value=default_name(i, kind), id=f"name-{i}", max_length=16, compact=True)
                    yield Select(kinds, value=kind, allow_blank=False, id=f"kind-{i}", compact=True)
            yield Static("Options", classes="section-title")
            for option in game.options_schema():
                yield from self._option_row(option)
            with Horizontal(classes="row"):
                yield Label("Seed")
                yield Input(placeholder="random", id="seed", type="integer", compact=True)
                yield Static("Same seed and moves give the same game.", classes="help")
            yield Static("", id="error", classes="error-line", markup=False)
            yield Button("Start the presses", id="start", variant="primary")
        yield Footer()

    def _option_row(self, option: Option) -> ComposeResult:
        value = self.preset.get(option.key, option.default)
        with Horizontal(classes="row"):
            yield Label(option.label)
            wid = f"opt-{option.key}"
            if option.kind == "choice":
                yield Select([(option.label_for(c), c) for c in option.choices], value=value,
                             allow_blank=False, id=wid, compact=True)
            elif option.kind == "int":
                yield Input(value=str(value), id=wid, type="integer", compact=True)
            elif option.kind == "bool":
                # The label says the state (a box reading "on" while off misled players).
                yield Checkbox(checkbox_label(bool(value)), value=bool(value), id=wid, compact=True)
            elif option.kind == "multi":
                yield SelectionList(*[(option.label_for(c), c, c in (value or [])) for c in option.choices], id=wid)
            if option.help:
                yield Static(option.help, classes="help")

    def on_mount(self) -> None:
        self.query_one("#name-0", Input).focus()

    def on_select_changed(self, event: Select.Changed) -> None:
        """A seat turned bot (or back) gets the matching default name, unless one was typed."""
        wid = event.select.id or ""
        if not wid.startswith("kind-"):
            return
        seat = int(wid.removeprefix("kind-"))
        name = self.query_one(f"#name-{seat}", Input)
        if _is_default_name(seat, name.value.strip()):
            name.value = default_name(seat, str(event.value))

    def on_checkbox_changed(self, event: Checkbox.Changed) -> None:
        event.checkbox.label = checkbox_label(event.value)

    def collect(self) -> tuple[list[Any], dict[str, Any], int | None]:
        """Read the form: (seats, options, seed). Raises PaperboyError on bad values."""
        from ...session import Seat

        seats = []
        for i in range(self.max_rows):
            kind = self.query_one(f"#kind-{i}", Select).value
            if kind == "off":
                continue
            name = self.query_one(f"#name-{i}", Input).value.strip() or default_name(i, str(kind))
            if str(kind).startswith("bot:"):
                seats.append(Seat(name, "bot", str(kind)[4:]))
            else:
                seats.append(Seat(name))
        options: dict[str, Any] = {}
        for option in self.game.options_schema():
            widget = self.query_one(f"#opt-{option.key}")
            if isinstance(widget, Select):
                options[option.key] = widget.value
            elif isinstance(widget, Input):
                options[option.key] = widget.value
            elif isinstance(widget, Checkbox):
                options[option.key] = widget.value
            elif isinstance(widget, SelectionList):
                options[option.key] = list(widget.selected)
        seed_text = self.query_one("#seed", Input).value.strip()
        seed = int(seed_text) if seed_text.lstrip("-").isdigit() else None
        return seats, options, seed

    def on_button_pressed(self, event: Button.Pressed) -> None:
        if event.button.id == "start":
            self.action_start()

    def action_start(self) -> None:
        from ...session import Session

        error = self.query_one("#error", Static)
        try:
            seats, options, seed = self.collect()
            resolved = self.game.resolve_options(options)
            self.game.check_players([s.name for s in seats], resolved)
            session = Session.new(self.game.id, seats, options, seed)
        except PaperboyError as exc:
            error.update(f"✗ {exc}")
            self.app.bell()
            return
        error.update("")
        self.app.start_session(session, replace=self)  # type: ignore[attr-defined]

    def action_rules(self) -> None:
        self.app.open_rules(self.game.id)  # type: ignore[attr-defined]
