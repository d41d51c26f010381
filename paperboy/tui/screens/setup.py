"""New-game form: players (a person or a bot level), the game's options and an optional seed.

The option fields come from ``game.options_schema()``; the engine decides what is valid,
and its message is shown under the value it refuses. The whole form is one line-API
widget (:class:`~paperboy.tui.widgets.form_lines.FormLines`): opening it builds a list of
fields, not a widget per field.
"""

from __future__ import annotations

import re
from typing import Any

from textual import events
from textual.app import ComposeResult
from textual.binding import Binding
from textual.screen import Screen

from ...engine import Game, InvalidOptionError, Option, PaperboyError, find_game
from ...engine.search import quick_levels
from ..widgets.form_lines import FormField, FormLines
from ..widgets.keys_footer import KeysFooter

DEFAULT_NAMES = ["Ann", "Bob", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jon", "Kim", "Lea"]
NAME_LENGTH = 16
_OPTION_KEY = re.compile(r"option '(\w+)'")


def default_name(seat: int, kind: str) -> str:
    """A seat's name until someone types one: a bot is named by seat and level
    ("Bot 2 (expert)"), so bots can be told apart at the table; a person gets a first name."""
    if kind.startswith("bot:"):
        return f"Bot {seat + 1} ({kind[4:]})"
    return DEFAULT_NAMES[seat]


def _is_default_name(seat: int, name: str) -> bool:
    return name == DEFAULT_NAMES[seat] or re.fullmatch(rf"Bot {seat + 1} \(\w+\)", name) is not None


def checkbox_label(value: bool) -> str:
    """What an option's on/off field reads: its current state, in words."""
    return "on" if value else "off"


class SetupScreen(Screen[None]):
    """Set up one game; Start creates the session and opens the game screen."""

    BINDINGS = [
        Binding("escape", "app.pop_screen", "Back", id="setup.back"),
        Binding("ctrl+s", "start", "Start", id="setup.start"),
        Binding("f1", "rules", "Rules", id="setup.rules"),
    ]

    AUTO_FOCUS = "#form"

    def __init__(self, game_id: str, options: dict[str, Any] | None = None) -> None:
        super().__init__()
        self.game: Game = find_game(game_id)
        self.preset = dict(options or {})
        self.max_rows = max(self.game.max_players, self._widest_range())
        self.rows = min(self.max_rows, max(1, self.initial_rows()))  # seat rows shown
        self._styled_in: str | None = None  # the theme the form was last styled in
        self.form = FormLines(self._fields(), title=f"NEW GAME · {self.game.name.upper()}",
                              cursor="name-0", id="form")
        self.fit_options()

    def reset(self) -> None:
        """Every field back to its default (the form is shown again for a new game)."""
        self.rows = min(self.max_rows, max(1, self.initial_rows()))
        self.form.reset(self._fields(), cursor="name-0")
        self.fit_options()

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

    def initial_rows(self) -> int:
        """How many seat rows the form shows as it opens (a game's own form may show more
        with :meth:`fit_rows` when an option seats more people). Every row, unless it says fewer."""
        return self.max_rows

    # --- the fields -----------------------------------------------------------------
    def _fields(self) -> list[FormField]:
        fields = [FormField("players", "Players", "section")]
        for i in range(self.max_rows):
            fields += self._seat_fields(i)
        fields.append(FormField("options", "Options", "section"))
        for option in self.game.options_schema():
            fields += self._option_fields(option)
        fields.append(FormField("seed", "Seed", "text", "", digits=True, max_length=19, placeholder="random",
                                help="Same seed and moves give the same game (empty: a random one)."))
        fields.append(FormField("start", "", "button", "Start the presses",
                                help="Start the game with these players and options (also ctrl+s)."))
        return fields

    def _seat_fields(self, i: int) -> list[FormField]:
        game = self.game
        kinds = ("human",) + tuple(f"bot:{lvl}" for lvl in game.bot_levels) + ("off",)
        words = ("Person",) + tuple(f"Bot · {lvl}" for lvl in game.bot_levels) + ("— empty seat —",)
        default_count = max(game.min_players, min(2, game.max_players))
        kind = "human" if i == 0 else f"bot:{quick_levels(game)[-1]}" if i < default_count else "off"
        shown = i < self.rows
        return [
            FormField(f"kind-{i}", f"Seat {i + 1}", "choice", kind, kinds, words, visible=shown,
                      help=f"Who plays seat {i + 1}: a person, a bot of some level, or nobody."),
            FormField(f"name-{i}", "  name", "text", default_name(i, kind), max_length=NAME_LENGTH,
                      visible=shown and kind != "off",
                      help=f"The name of seat {i + 1} (plain text, {NAME_LENGTH} characters at most)."),
        ]

    def _option_fields(self, option: Option) -> list[FormField]:
        value = self.preset.get(option.key, option.default)
        key = f"opt-{option.key}"
        if option.kind == "choice":
            return [FormField(key, option.label, "choice", value, tuple(option.choices),
                              tuple(option.label_for(c) for c in option.choices), help=option.help)]
        if option.kind == "int":
            return [FormField(key, option.label, "text", str(value), digits=True, help=option.help,
                              max_length=max(6, len(str(option.max or 0)) + 2))]
        if option.kind == "bool":
            return [FormField(key, option.label, "toggle", bool(value), help=option.help)]
        chosen = value or []
        words = [option.label_for(c) if option.label_for(c) == str(c) else f"{c}: {option.label_for(c)}"
                 for c in option.choices]
        return [FormField(f"{key}:{n}", option.label if n == 0 else "", "check", choice in chosen, (choice,),
                          (word,), help=word)
                for n, (choice, word) in enumerate(zip(option.choices, words, strict=True))]

    def compose(self) -> ComposeResult:
        yield self.form
        yield KeysFooter()

    def on_screen_resume(self, event: events.ScreenResume) -> None:
        """A form shown again in the theme it was styled in keeps its styles. (Textual
        applies the whole stylesheet again to a screen pushed anew, a third of what
        showing the form again costs, though nothing in it changed; a theme chosen
        meanwhile styles it again.)"""
        theme = self.app.theme
        if self._styled_in == theme:
            event.refresh_styles = False
        self._styled_in = theme

    # --- seats ----------------------------------------------------------------------
    def fit_rows(self, most: int) -> None:
        """Show exactly ``most`` seat rows. The seats beyond are not played (:meth:`collect`
        reads the rows shown) but keep what was chosen for them: stepping through a
        one-player mode on the way to another does not empty the table."""
        most = min(most, self.max_rows)
        for i in range(self.max_rows):
            self.form.show(f"kind-{i}", i < most)
            self.form.show(f"name-{i}", i < most and self.form.value(f"kind-{i}") != "off")
        self.rows = most
        self.fit_options()

    def seated(self) -> int:
        """How many seats the form fills (rows shown, not empty)."""
        return sum(self.form.value(f"kind-{i}") != "off" for i in range(self.rows))

    def fit_options(self) -> None:
        """Show the options that change a game of as many players as are seated; the others
        (``Option.players``: Pulitzer's chronicle mode at 3-5 players, its Times deck solo)
        are hidden and left at their defaults, so no one chooses what the table won't play."""
        count, shown = self.seated(), False
        for option in self.game.options_schema():
            applies = option.applies_to(count)
            shown = shown or applies
            for name in self._option_field_names(option):
                self.form.show(name, applies)
        self.form.show("options", shown)

    def _option_field_names(self, option: Option) -> list[str]:
        if option.kind == "multi":
            return [f"opt-{option.key}:{n}" for n in range(len(option.choices))]
        return [f"opt-{option.key}"]

    def on_form_lines_changed(self, event: FormLines.Changed) -> None:
        key = event.field.key
        self.form.set_error("start", "")  # a refusal of Start was about the values before
        if key.startswith("kind-"):
            self._seat_kind_changed(int(key.removeprefix("kind-")), str(event.value))
        self.check_options()  # (which also clears what Start refused under an option)

    def _seat_kind_changed(self, seat: int, kind: str) -> None:
        """A seat turned bot (or back) gets the matching default name, unless one was typed;
        an empty seat has no name row."""
        name = f"name-{seat}"
        if _is_default_name(seat, str(self.form.value(name)).strip()):
            self.form.set_value(name, default_name(seat, kind))
        self.form.show(name, kind != "off")
        self.fit_options()

    # --- options --------------------------------------------------------------------
    def options(self) -> dict[str, Any]:
        """The options as the form holds them (numbers as typed: the engine reads them)."""
        options: dict[str, Any] = {}
        count = self.seated()
        for option in self.game.options_schema():
            if not option.applies_to(count):  # hidden at this table: the default
                options[option.key] = option.default
            elif option.kind == "multi":
                options[option.key] = [c for n, c in enumerate(option.choices)
                                       if self.form.value(f"opt-{option.key}:{n}")]
            else:
                options[option.key] = self.form.value(f"opt-{option.key}")
        return options

    def _option_field(self, key: str) -> str:
        """The form field an option's refusal is shown under ("start" if none is)."""
        for name in (f"opt-{key}", f"opt-{key}:0"):
            if self.form.has(name):
                return name
        return "start"

    def _refused_field(self, exc: PaperboyError) -> str:
        """The field a refusal is shown under: the option it names, else Start."""
        named = _OPTION_KEY.search(str(exc)) if isinstance(exc, InvalidOptionError) else None
        return self._option_field(named.group(1)) if named else "start"

    def check_options(self) -> str | None:
        """Ask the engine about the options; its refusal goes under the value it names (or
        under Start). Returns the field that holds a refusal, if any."""
        try:
            self.game.resolve_options(self.options())
            refused, where = "", None
        except InvalidOptionError as exc:
            refused, where = str(exc), self._refused_field(exc)
        for field in self.form.fields:
            if field.key.startswith("opt-") and field.key != where:
                self.form.set_error(field.key, "")
        if where is not None:
            self.form.set_error(where, refused)
        return where

    # --- start ----------------------------------------------------------------------
    def collect(self) -> tuple[list[Any], dict[str, Any], int | None]:
        """Read the form: (seats, options, seed)."""
        from ...session import Seat

        seats = []
        for i in range(self.rows):
            kind = str(self.form.value(f"kind-{i}"))
            if kind == "off":
                continue
            name = str(self.form.value(f"name-{i}")).strip() or default_name(i, kind)
            seats.append(Seat(name, "bot", kind[4:]) if kind.startswith("bot:") else Seat(name))
        seed_text = str(self.form.value("seed")).strip()
        seed = int(seed_text) if seed_text.lstrip("-").isdigit() else None
        return seats, self.options(), seed

    @property
    def error(self) -> str:
        """The refusal Start met (shown under it), if any."""
        return self.form.field("start").error

    def on_form_lines_pressed(self, event: FormLines.Pressed) -> None:
        if event.field.key == "start":
            self.action_start()

    def action_start(self) -> None:
        from ...session import Session

        where = self.check_options()
        try:
            seats, options, seed = self.collect()
            resolved = self.game.resolve_options(options)
            self.game.check_players([s.name for s in seats], resolved)
            session = Session.new(self.game.id, seats, options, seed)
        except PaperboyError as exc:
            if where is None:  # refused for the seats, or an option for these seats
                where = self._refused_field(exc)
                self.form.set_error(where, str(exc))
            self.form.focus_field(where)
            self.app.bell()
            return
        self.form.set_error("start", "")
        self.app.start_session(session, replace=self)  # type: ignore[attr-defined]

    def action_rules(self) -> None:
        self.app.open_rules(self.game.id)  # type: ignore[attr-defined]
