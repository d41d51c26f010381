"""The read-only replay viewer: any save, stepped through on the game's own board.

The viewer is the game's own screen class (``screen`` of its UI plug-in) with
:class:`ReplayViewer` mixed in front of it, given a
:class:`~paperboy.session.replay.ReplaySession` instead of a live session. So the board is
drawn by exactly the code that draws it in play (``show``/``refresh_board``); the mixin
replaces the turn flow with stepping, hides the move list and the move input, puts the
action log in their place, and refuses every move.

Keys: ←/→ (or h/l) one action, ↑/↓ start of the previous/next phase, PgUp/PgDn start of
the previous/next round, Home/End, Space to play at the chosen speed, </> for the speed,
w to watch with another seat's eyes, t for the table view (finished hidden-information
games only; the viewer says why it is locked otherwise).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rich.text import Text
from textual.binding import Binding, BindingType
from textual.screen import Screen
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from ...engine.text import clean_text
from ...session.replay import READ_ONLY, Replay, ReplaySession, ReplayStep
from ..games import game_ui
from .game import GameScreen

#: Playback speeds, in actions per second.
SPEEDS = (0.5, 1.0, 2.0, 4.0, 8.0, 16.0)
DEFAULT_SPEED = 2

#: Screen actions of the game screens that only change what is looked at (pages, other
#: papers, score sheets, rules); every other game action is a move and stays off.
VIEW_ACTIONS = frozenset({
    "page", "next_paper", "turn_page", "next_board", "scroll_page", "look", "sheet", "rules",
    "leave", "grid", "desk",
})

REPLAY_BINDINGS: list[BindingType] = [
    Binding("left,h", "replay_step(-1)", "Back", id="replay.back", priority=True),
    Binding("right,l", "replay_step(1)", "Forward", id="replay.forward", priority=True),
    Binding("up", "replay_phase(-1)", "Phase start", id="replay.phase_back", priority=True, show=False),
    Binding("down", "replay_phase(1)", "Next phase", id="replay.phase_forward", priority=True, show=False),
    Binding("pageup", "replay_round(-1)", "Round start", id="replay.round_back", priority=True),
    Binding("pagedown", "replay_round(1)", "Next round", id="replay.round_forward", priority=True),
    Binding("home", "replay_goto('start')", "Start", id="replay.start", priority=True, show=False),
    Binding("end", "replay_goto('end')", "End", id="replay.end", priority=True, show=False),
    Binding("space", "replay_play", "Play/pause", id="replay.play", priority=True),
    Binding("less_than_sign,comma", "replay_speed(-1)", "Slower", id="replay.slower", priority=True,
            show=False),
    Binding("greater_than_sign,full_stop", "replay_speed(1)", "Faster", id="replay.faster", priority=True,
            show=False),
    Binding("w", "replay_eyes", "Watch as", id="replay.eyes", priority=True),
    Binding("t", "replay_table", "Table view", id="replay.table", priority=True),
    Binding("escape", "leave", "Back", id="replay.leave"),
]

REPLAY_CSS = """
.replay-viewer #replay-bar { height: auto; background: $panel; padding: 0 1; }
.replay-viewer #replay-log { height: 1fr; width: 1fr; border: none; padding: 0; }
.replay-viewer #replay-secrets { height: auto; max-height: 8; display: none; }
.replay-viewer #replay-secrets.-shown { display: block; }
"""


class ReplayViewer:
    """Mixed in front of a game screen class: stepping instead of playing.

    Attributes:
        replay: The replay being watched.
        eyes: Whose view the board shows.
        table: Whether the table view (every seat's secrets) is on.
        speed: Index into :data:`SPEEDS`.
        playing: Whether the playback timer runs.
    """

    session: ReplaySession

    def __init__(self, replay: Replay, eyes: int | None = None) -> None:
        super().__init__(ReplaySession(replay))  # type: ignore[call-arg]
        self.replay = replay
        seats = replay.seats
        first_human = next((i for i, s in enumerate(seats) if not s.is_bot), 0)
        self.eyes = eyes if eyes is not None and 0 <= eyes < len(seats) else first_human
        self.table = False
        self.speed = DEFAULT_SPEED
        self.playing = False
        self._timer: Any = None
        self._log_key: tuple[int, bool] | None = None
        self.add_class("replay-viewer")  # type: ignore[attr-defined]

    # --- layout -------------------------------------------------------------------
    async def on_mount(self) -> None:
        """Put the log where the move list was and the replay bar under the status line.

        Runs before the game screen's own ``on_mount`` (Textual calls every class's
        handler, most derived first), so the widgets exist when the first step is drawn.
        """
        screen: Any = self
        moves = screen.query_one("#moves", OptionList)
        log = OptionList(id="replay-log")
        log.can_focus = False
        await moves.parent.mount(log, after=moves)
        await moves.parent.mount(Static("", id="replay-secrets", markup=False), after=log)
        await screen.mount(Static("", id="replay-bar", markup=False), after=screen.query_one("#status"))
        for selector in ("#moves", "#command", "#log"):
            for widget in screen.query(selector):
                widget.display = False

    # --- the turn flow, replaced ----------------------------------------------------
    def advance(self) -> None:
        """Draw the current step (there is no turn to hand over in a replay)."""
        self.show_step()

    def show_step(self) -> None:
        """Draw the board, the bar and the log at the replay's current step."""
        screen: Any = self
        self.session.table = self.table
        screen.show(self.eyes)
        self._fill_log()
        log = screen.query_one("#replay-log", OptionList)
        if log.highlighted != self.replay.index:
            log.highlighted = self.replay.index
        self._draw_bar()
        self._draw_secrets()
        # The current step at the top of the log, all its events in sight (one action can
        # log more lines than the log is high), after the secrets panel took its room.
        screen.call_after_refresh(log.scroll_to_highlight, top=True)

    def refresh_moves(self, seat: int) -> None:
        """No moves in a replay: the label says whose eyes the board shows."""
        screen: Any = self
        label = Text("Table view: " if self.table else "Watching as ", style="bold")
        if self.table:
            label.append("every seat's secrets shown")
        else:
            label.append(clean_text(self.replay.seats[self.eyes].name))
        screen.query_one("#seat", Static).update(label)
        screen._listed = []

    def act(self, action: Any) -> bool:
        """Refuse: a replay is read-only."""
        self._say(f"✗ {READ_ONLY}")
        return False

    def action_undo(self) -> None:
        self._say(f"✗ {READ_ONLY}")

    def action_command(self) -> None:
        self._say(f"✗ {READ_ONLY}")

    # No "save to another file" from a replay (the palette offers it only when callable).
    action_save_as = None

    def finish(self) -> None:
        """The end of a replayed game is just its last step (no result to record)."""

    def action_leave(self) -> None:
        """Back to where the viewer was opened from (the save list, or the menu)."""
        self._stop()
        screen: Any = self
        screen.app.pop_screen()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Replay keys always work; of the game's keys only those that change the view."""
        if action.startswith("replay_"):
            return True
        if action not in VIEW_ACTIONS:
            return False
        return super().check_action(action, parameters)  # type: ignore[misc]

    # --- keys -----------------------------------------------------------------------
    def action_replay_step(self, count: int) -> None:
        """One action forward or back (stops the playback)."""
        self._stop()
        self.replay.forward(int(count))
        self.show_step()

    def action_replay_phase(self, direction: int) -> None:
        """To the start of the next phase, or back to the start of this (or the previous) one."""
        self._replay_jump(self.replay.next_phase if int(direction) > 0 else self.replay.previous_phase)

    def action_replay_round(self, direction: int) -> None:
        """To the start of the next round, or back to the start of this (or the previous) one."""
        self._replay_jump(self.replay.next_round if int(direction) > 0 else self.replay.previous_round)

    def _replay_jump(self, move: Callable[[], int]) -> None:
        """Stop the playback, move the replay, show where it is."""
        self._stop()
        move()
        self.show_step()

    def action_replay_goto(self, where: str) -> None:
        """To the start or the end of the game."""
        self._stop()
        self.replay.goto(0 if where == "start" else self.replay.length)
        self.show_step()

    def action_replay_play(self) -> None:
        """Play from here at the chosen speed, or pause (from the end it starts over)."""
        if self.playing:
            self._stop()
            self._draw_bar()
            return
        if self.replay.index >= self.replay.length:
            self.replay.goto(0)
        self.playing = True
        self._start_timer()
        self.show_step()

    def action_replay_speed(self, step: int) -> None:
        """Change the playback speed (it takes effect at once while playing)."""
        self.speed = max(0, min(len(SPEEDS) - 1, self.speed + int(step)))
        if self.playing:
            self._start_timer()
        self._draw_bar()

    def action_replay_eyes(self) -> None:
        """Watch with the next seat's eyes (its own view, as it saw the game)."""
        self.eyes = (self.eyes + 1) % len(self.replay.seats)
        self._say("")
        self.show_step()

    def action_replay_table(self) -> None:
        """Turn the table view on or off; says why when it is locked."""
        reason = self.replay.table_lock_reason()
        if reason is not None:
            self._say(f"✗ Table view locked: {reason}")
            return
        self.table = not self.table
        self._say("")
        self.show_step()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        """A click on a log line goes to that step."""
        if event.option_list.id != "replay-log":
            return
        event.stop()
        event.prevent_default()  # the game screens' handlers would read it as a move
        self._stop()
        self.replay.goto(event.option_index)
        self.show_step()

    def on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        if event.option_list.id == "replay-log":
            event.stop()
            event.prevent_default()

    # --- playback -------------------------------------------------------------------
    def _start_timer(self) -> None:
        screen: Any = self
        if self._timer is not None:
            self._timer.stop()
        self._timer = screen.set_interval(1 / SPEEDS[self.speed], self._tick)

    def _stop(self) -> None:
        self.playing = False
        if self._timer is not None:
            self._timer.stop()
            self._timer = None

    def _tick(self) -> None:
        if self.replay.index >= self.replay.length:
            self._stop()
            self._draw_bar()
            return
        self.replay.forward(1)
        if self.replay.index >= self.replay.length:
            self._stop()
        self.show_step()

    # --- drawing --------------------------------------------------------------------
    def _say(self, text: str) -> None:
        screen: Any = self
        line = Text(text, style="bold red") if text.startswith("✗") else Text(text)
        screen.query_one("#error", Static).update(line)

    def _draw_bar(self) -> None:
        replay = self.replay
        bar = Text()
        if self.playing:
            bar.append(f"▶ playing {SPEEDS[self.speed]:g}/s", style="bold")
        else:
            bar.append(f"⏸ paused (speed {SPEEDS[self.speed]:g}/s)", style="bold")
        bar.append(f" · step {replay.index} of {replay.length} · {replay.place().label()}")
        if replay.index == replay.length:
            bar.append(" · end of the save" + (" (game over)" if replay.finished else " (game unfinished)"))
        bar.append(" · REPLAY, read-only", style="bold")
        screen: Any = self
        screen.query_one("#replay-bar", Static).update(bar)

    def _step_text(self, step: ReplayStep) -> Text:
        name = clean_text(self.replay.seats[step.seat].name)
        shown = not self.replay.hidden_information or self.table or step.seat == self.eyes
        line = Text(f"{step.number:>4} ", style="dim")
        line.append(name, style="bold")
        line.append(": ")
        if shown:
            line.append(clean_text(step.move))
        else:
            line.append("(a move only they saw)", style="italic")
        for event in step.events:
            line.append("\n     " + clean_text(event.text))
        return line

    def _fill_log(self) -> None:
        """The whole log, one line per action, with the round/phase where one starts."""
        key = (self.eyes, self.table)
        if key == self._log_key:
            return
        self._log_key = key
        replay = self.replay
        starts = set(replay.phase_starts)
        options: list[Option] = []
        for index in range(replay.length + 1):
            text = Text()
            if index in starts:
                text.append(f"— {replay.place(index).label()} —\n", style="bold")
            if index == 0:
                text.append("   0 Start of the game", style="dim")
            else:
                text.append_text(self._step_text(replay.steps[index - 1]))
            options.append(Option(text, id=str(index)))
        screen: Any = self
        log = screen.query_one("#replay-log", OptionList)
        log.clear_options()
        log.add_options(options)

    def _draw_secrets(self) -> None:
        screen: Any = self
        panel = screen.query_one("#replay-secrets", Static)
        panel.set_class(self.table, "-shown")
        if not self.table:
            return
        text = Text("What each seat alone could see:", style="bold")
        for seat, info in enumerate(self.replay.seats):
            parts = self.replay.secrets_shown(seat)
            text.append("\n" + clean_text(info.name) + ": ", style="bold")
            text.append("; ".join(f"{where} {_short(value)}" for where, value in parts) or "nothing")
        panel.update(text)


def _short(value: Any) -> str:
    if isinstance(value, list):
        return ", ".join(_short(v) for v in value) or "none"
    if isinstance(value, dict):
        return ", ".join(f"{k} {_short(v)}" for k, v in value.items())
    return clean_text(value)


_CLASSES: dict[type, type] = {}


def viewer_class(base: type[GameScreen]) -> type[Screen[None]]:
    """The replay viewer built on the game screen class ``base`` (made once per class)."""
    if base not in _CLASSES:
        _CLASSES[base] = type(f"Replay{base.__name__}", (ReplayViewer, base), {
            "BINDINGS": REPLAY_BINDINGS,
            "DEFAULT_CSS": REPLAY_CSS,
            "SCOPED_CSS": False,
            "__doc__": f"{base.__name__} showing a replay, read-only.",
        })
    return _CLASSES[base]


def replay_screen_for(replay: Replay, eyes: int | None = None) -> Screen[None]:
    """The viewer of ``replay`` on its game's own screen (the shared one if it has none)."""
    ui = game_ui(replay.game.id)
    base = GameScreen if ui is None else ui.screen
    # Built with type(): the class takes (replay, eyes), which mypy cannot see.
    make: Callable[[Replay, int | None], Screen[None]] = viewer_class(base)  # type: ignore[assignment]
    return make(replay, eyes)


__all__ = ["ReplayViewer", "SPEEDS", "VIEW_ACTIONS", "replay_screen_for", "viewer_class"]
