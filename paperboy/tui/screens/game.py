"""The game screen every game builds on: who acts, the board, moves, log, undo, handoff.

Game-specific screens (``paperboy.tui.games.<game>``) subclass :class:`GameScreen` and
replace ``compose_board``/``refresh_board``; the turn flow (bots, handoff, undo, autosave
through the session, the end of the game) stays here so every game behaves alike.
"""

from __future__ import annotations

import json
from typing import Any

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import Screen
from textual.widgets import Footer, Input, OptionList, RichLog, Static
from textual.widgets.option_list import Option

from ...engine import Action, Event, PaperboyError
from ...engine.text import clean_text

MAX_LISTED = 400
BOT_DELAY = 0.12


def render_view(view: Any, indent: int = 0) -> Text:
    """A readable plain rendering of a JSON view (used until a game draws its own board)."""
    text = Text()
    pad = "  " * indent
    if isinstance(view, dict):
        for key, value in view.items():
            label = str(key).replace("_", " ")
            if isinstance(value, dict | list) and value and not _is_flat(value):
                text.append(f"{pad}{label}:\n", style="bold")
                text.append_text(render_view(value, indent + 1))
            else:
                text.append(f"{pad}{label}: ", style="bold")
                text.append(_flat(value) + "\n")
    elif isinstance(view, list):
        for item in view:
            if isinstance(item, dict | list) and not _is_flat(item):
                text.append(f"{pad}-\n")
                text.append_text(render_view(item, indent + 1))
            else:
                text.append(f"{pad}- {_flat(item)}\n")
    else:
        text.append(f"{pad}{_flat(view)}\n")
    return text


def _is_flat(value: Any) -> bool:
    if isinstance(value, list):
        return all(not isinstance(v, dict | list) for v in value) and len(value) <= 24
    if isinstance(value, dict):
        return all(not isinstance(v, dict | list) for v in value.values()) and len(value) <= 6
    return True


def _flat(value: Any) -> str:
    if isinstance(value, list):
        return ", ".join(_flat(v) for v in value) if value else "—"
    if isinstance(value, dict):
        return ", ".join(f"{k}={_flat(v)}" for k, v in value.items()) if value else "—"
    if value is None:
        return "—"
    if isinstance(value, bool):
        return "yes" if value else "no"
    return str(value)


class GameScreen(Screen[None]):
    """Plays one session: routes turns to humans and bots and shows the board."""

    BINDINGS = [
        Binding("u", "undo", "Undo", id="game.undo"),
        Binding("colon", "command", "Type a move", id="game.command"),
        Binding("f1", "rules", "Rules", id="game.rules"),
        Binding("question_mark", "app.help", "Keys", id="game.help"),
        Binding("escape", "leave", "Menu", id="game.menu"),
    ]

    DEFAULT_CSS = """
    GameScreen #main { height: 1fr; }
    GameScreen #board { width: 1fr; padding: 0 1; }
    GameScreen #side { width: 42; border-left: solid $foreground; padding: 0 1; }
    GameScreen #moves { height: 1fr; border: none; }
    GameScreen #log { height: 6; border-top: solid $foreground; }
    GameScreen #seat { text-style: bold; height: auto; }
    """

    def __init__(self, session: Any) -> None:
        super().__init__()
        self.session = session
        self.viewer: int | None = None
        self._bot_timer: Any = None
        self._handing_off: int | None = None
        self._finished = False
        self._listed: list[Action] = []

    # --- layout -----------------------------------------------------------------
    def compose(self) -> ComposeResult:
        yield Static(self.session.game.name.upper(), classes="masthead")
        # Status, prompt and refusal lines quote player names and typed text: no markup.
        yield Static("", id="status", classes="status-line", markup=False)
        with Horizontal(id="main"):
            yield from self.compose_board()
            with Vertical(id="side"):
                yield Static("", id="seat", markup=False)
                # move labels quote player names: plain text, never markup
                yield OptionList(id="moves", markup=False)
                yield Input(placeholder=": type a move as text", id="command", compact=True)
                yield Static("", id="error", classes="error-line", markup=False)
        yield RichLog(id="log", wrap=True, markup=False)
        yield Footer()

    def compose_board(self) -> ComposeResult:
        with VerticalScroll(id="board"):
            yield Static(id="board-text")

    def refresh_board(self, view: dict[str, Any], seat: int | None) -> None:
        self.query_one("#board-text", Static).update(render_view(view))

    # --- flow -------------------------------------------------------------------
    def on_mount(self) -> None:
        log = self.query_one("#log", RichLog)
        for event in self.session.events[-20:]:
            log.write(clean_text(event.text))
        self.advance()

    @property
    def acting_human(self) -> int | None:
        humans = self.session.human_to_act()
        if not humans:
            return None
        if self.viewer in humans:
            return self.viewer
        return humans[0]

    def advance(self) -> None:
        """Decide what happens next: game end, a bot move, or a human's turn.

        Before a seat's view is drawn the session decides whether the keyboard must be
        handed over first: between two people, and whenever this screen does not know
        who sits at the keyboard (it has just opened: a new game, a resumed one, a game
        picked again from the menu).
        """
        session = self.session
        if session.is_over():
            self.show(self.viewer if self.viewer is not None else 0)
            self.finish()
            return
        if session.bot_to_act() is not None and not session.human_to_act():
            seat = self.viewer if self.viewer is not None else session.first_human()
            if self._hand_off(seat):
                return
            self.show(seat)
            self._schedule_bot()
            return
        seat = self.acting_human
        if seat is None:
            self._schedule_bot()
            return
        if self._hand_off(seat):
            return
        self.show(seat)

    def _hand_off(self, seat: int) -> bool:
        """Show the handoff screen before ``seat``'s view when the session asks for it.

        Returns True while a handoff screen is up (the view is drawn once it closes).
        """
        if self._handing_off is not None:
            return True
        if seat == self.viewer or not self.session.needs_handoff(self.viewer, seat):
            return False
        self._handing_off = seat
        self.pause_clocks()
        self.app.push_screen(self._handoff_screen(seat), lambda _: self._after_handoff(seat))
        return True

    def _handoff_screen(self, seat: int) -> Screen[Any]:
        from .dialogs import HandoffScreen

        return HandoffScreen(self.session.seats[seat].name)

    def _after_handoff(self, seat: int) -> None:
        self._handing_off = None
        self.resume_clocks()
        self.viewer = seat
        self.advance()

    def _first_human(self) -> int:
        return self.session.first_human()

    def _schedule_bot(self) -> None:
        if self._bot_timer is None:
            self._bot_timer = self.set_timer(BOT_DELAY, self._bot_step)

    def _bot_step(self) -> None:
        self._bot_timer = None
        if self.session.is_over() or self.session.bot_to_act() is None:
            self.advance()
            return
        try:
            events = self.session.step_bot()
        except PaperboyError as exc:  # a bot bug must not kill the app
            self.query_one("#error", Static).update(f"Bot error: {clean_text(exc)}")
            return
        self.log_events(events)
        self.advance()

    def show(self, seat: int) -> None:
        """Draw everything as ``seat`` may see it."""
        self.viewer = seat
        session = self.session
        self.query_one("#status", Static).update(self.status_text())
        self.refresh_board(session.state.view(seat), seat)
        self.refresh_moves(seat)

    def status_text(self) -> str:
        session = self.session
        acting = ", ".join(session.seats[s].name for s in session.to_act()) or "nobody"
        line = clean_text(session.state.status_line())
        return f"{line}  ·  to act: {acting}" if line else f"To act: {acting}"

    def refresh_moves(self, seat: int) -> None:
        session = self.session
        moves = self.query_one("#moves", OptionList)
        moves.clear_options()
        label = self.query_one("#seat", Static)
        if seat in session.human_to_act():
            label.update(f"{session.seats[seat].name}, your move:")
            self._listed = session.state.legal_actions(seat)[:MAX_LISTED]
            moves.add_options([Option(self.describe(a), id=str(i)) for i, a in enumerate(self._listed)])
            moves.highlighted = 0 if self._listed else None
            moves.disabled = False
            moves.focus()
        else:
            label.update("Waiting for the other players…" if not session.is_over() else "Game over")
            self._listed = []
            moves.disabled = True

    def describe(self, action: Action) -> str:
        return action.format()

    def log_events(self, events: list[Event]) -> None:
        log = self.query_one("#log", RichLog)
        for event in events:
            log.write(clean_text(event.text))

    # --- acting -----------------------------------------------------------------
    def act(self, action: Action) -> bool:
        seat = self.viewer
        if seat is None or seat not in self.session.human_to_act():
            return False
        error = self.query_one("#error", Static)
        try:
            events = self.session.act(seat, action)
        except PaperboyError as exc:
            error.update(f"✗ {clean_text(exc)}")
            self.app.bell()
            return False
        error.update("")
        self.log_events(events)
        self.advance()
        return True

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        if event.option_list.id != "moves":
            return
        event.stop()
        index = int(event.option.id or 0)
        if 0 <= index < len(self._listed):
            self.act(self._listed[index])

    def on_input_submitted(self, event: Input.Submitted) -> None:
        if event.input.id != "command":
            return
        text = event.value.strip()
        if not text:
            return
        try:
            action = self.session.game.parse_action(text)
        except PaperboyError as exc:
            self.query_one("#error", Static).update(f"✗ {clean_text(exc)}")
            return
        if self.act(action):
            event.input.value = ""

    def action_command(self) -> None:
        self.query_one("#command", Input).focus()

    def action_undo(self) -> None:
        seat = self.viewer
        error = self.query_one("#error", Static)
        if seat is None or not self.session.can_undo(seat):
            error.update("✗ Nothing to undo: undo stops at the start of your turn, at a reveal, "
                         "and at another player's move")
            return
        count = self.session.undo(seat)
        error.update(f"Undid {count} move(s).")
        self.show(seat)

    def action_rules(self) -> None:
        self.app.open_rules(self.session.game.id)  # type: ignore[attr-defined]

    def action_leave(self) -> None:
        if not self.session.is_over() and self.session.path is not None:
            self.app.notify("Saved after every move: resume it from the menu.", title="Game saved")
        self.app.back_to_menu()  # type: ignore[attr-defined]

    def pause_clocks(self) -> None:
        """Hook for games with clocks (paused while the handoff screen is up)."""

    def resume_clocks(self) -> None:
        """Hook for games with clocks."""

    # --- the end ----------------------------------------------------------------
    def finish(self) -> None:
        if self._finished:
            return
        self._finished = True
        self.app.record_result(self.session)  # type: ignore[attr-defined]
        self.app.show_result(self.session, self.result_lines())  # type: ignore[attr-defined]

    def result_lines(self) -> list[str]:
        extra = self.session.state.result().extra
        lines = []
        for key, value in extra.items():
            lines.append(f"{key.replace('_', ' ')}: {json.dumps(value) if isinstance(value, dict | list) else value}")
        return lines
