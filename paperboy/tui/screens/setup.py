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
        self.rows = self.max_rows  # seat rows on the form (set as it is built)

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
            self.rows = min(self.max_rows, max(1, self.initial_rows()))
            for i in range(self.rows):
                yield self._seat_row(i)
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

    def initial_rows(self) -> int:
        """How many seat rows the form is built with; :meth:`ensure_rows` adds the others
        when an option seats more people. Every row a game can use, unless it says fewer."""
        return self.max_rows

    def _seat_row(self, i: int) -> Horizontal:
        game = self.game
        kinds = [("Human", "human")] + [(f"Bot · {lvl}", f"bot:{lvl}") for lvl in game.bot_levels]
        kinds.append(("— empty seat —", "off"))
        default_count = max(game.min_players, min(2, game.max_players))
        if i == 0:
            kind = "human"
        elif i < default_count:
            kind = f"bot:{quick_levels(game)[-1]}"
        else:
            kind = "off"
        return Horizontal(
            Label(f"Seat {i + 1}"),
            Input(value=default_name(i, kind), id=f"name-{i}", max_length=16, compact=True),
            Select(kinds, value=kind, allow_blank=False, id=f"kind-{i}", compact=True),
            classes="row", id=f"seat-row-{i}")

    def ensure_rows(self, count: int) -> None:
        """Add seat rows (empty seats) until there are ``count`` of them (at most ``max_rows``).

        A form is built with the rows its default options seat (a dozen rows of fields
        nobody sees cost a good part of a second to open); more come when asked for.
        """
        count = min(count, self.max_rows)
        if count <= self.rows:
            return
        last = self.query_one(f"#seat-row-{self.rows - 1}")
        rows = [self._seat_row(i) for i in range(self.rows, count)]
        self.rows = count
        self.query_one("#form").mount(*rows, after=last)

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
        for i in range(self.rows):
            found = self.query(f"#kind-{i}")
            if not found:  # a row still mounting is an empty seat
                continue
            kind = found.first(Select).value
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
