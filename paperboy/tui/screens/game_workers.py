"""Bot moves and hints computed off the UI thread, for :class:`~.game.GameScreen`.

A bot's choice (a master bot thinks for a quarter of a second or more) and the master's
hint are computed in a worker thread on a copy of the state; the answer comes back to the
UI thread and is used only if the game is still where the worker started
(:meth:`BotWorkers.game_point`): an undo, a person's move in a simultaneous phase or leaving
the game drops it.
"""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING, Any

from textual.widgets import Static

from ...engine import Action, Event, PaperboyError
from ...engine.text import clean_text
from ..widgets.log_tail import LogTail

if TYPE_CHECKING:
    from textual.screen import Screen

    _Base = Screen[None]
else:
    _Base = object


def hints_line(session: Any) -> str | None:
    """"Hints used: Ann 2, Bob 1" for a final score sheet; ``None`` when nobody took one."""
    hints = getattr(session, "hints", None) or []
    used = [f"{clean_text(session.seats[s].name)} {n}" for s, n in enumerate(hints) if n]
    return f"Hints used: {', '.join(used)}" if used else None


class BotWorkers(_Base):
    """Mixed into the game screen: bot moves and hints from worker threads."""

    session: Any
    viewer: int | None
    # The bot move being computed off the UI thread: (seat, the point it started at).
    _thinking: tuple[int, tuple[Any, int]] | None
    # Bumped when the screen goes: a late answer from a worker is then dropped.
    _generation: int
    _hinting: bool

    if TYPE_CHECKING:
        def advance(self) -> None: ...
        def describe(self, action: Action) -> str: ...
        def log_events(self, events: list[Event]) -> None: ...

    # --- bot moves ----------------------------------------------------------------
    @property
    def thinking(self) -> int | None:
        """The seat whose bot move is being computed off the UI thread, or None."""
        return self._thinking[0] if self._thinking is not None else None

    def has_left(self) -> bool:
        """True once this screen is off the app's screen stack: the player left the game.

        Between leaving and the screen's unmount its widgets are being removed, so an
        answer arriving then (a worker finishing, a bot timer) is dropped, not played.
        """
        return self._pruning or self not in self.app.screen_stack

    def game_point(self) -> tuple[Any, int]:
        """Where the game stands: the state object (undo replaces it) and the moves so far."""
        return self.session.state, len(self.session.log)

    def start_bot_move(self, seat: int) -> None:
        """Let the bot at ``seat`` choose in a worker thread; its move is played when it answers.

        Does nothing while another bot move is being computed (one at a time).
        """
        if self._thinking is not None:
            return
        session = self.session
        bot = session.bot(seat)
        point = self.game_point()
        world = session.state.clone()
        self._thinking = (seat, point)
        if getattr(bot, "think_ms", None) and not session.human_to_act():
            # a searching bot: say why nothing moves yet
            self.query_one("#seat", Static).update(f"{session.seats[seat].name} is thinking…")
        generation = self._generation
        self.run_worker(functools.partial(self._think, bot, world, seat, point, generation),
                        thread=True, group="bot", name=f"bot-{seat}")

    def _think(self, bot: Any, world: Any, seat: int, point: tuple[Any, int], generation: int) -> None:
        """In a worker thread: the bot's choice on a copy, handed back to the UI thread."""
        try:
            outcome: Any = bot.choose(world, seat)
        except PaperboyError as exc:  # a bot bug must not kill the app
            outcome = exc
        try:
            self.app.call_from_thread(self._bot_chose, seat, point, generation, outcome)
        except RuntimeError:  # the app closed while the bot thought
            pass

    def _bot_chose(self, seat: int, point: tuple[Any, int], generation: int, outcome: Any) -> None:
        """On the UI thread: the worker's answer, dropped if the screen has gone since."""
        if generation != self._generation or self.has_left():
            return
        self.bot_answered(seat, point, outcome)

    def bot_answered(self, seat: int, point: tuple[Any, int], outcome: Any) -> bool:
        """Play the move the bot at ``seat`` chose at ``point`` (:meth:`game_point`) if the
        game is still there; otherwise look again (the bot thinks anew if it must).

        ``outcome`` is the bot's action, or the error it raised. True if the move was played.
        """
        self._thinking = None
        session = self.session
        if point != self.game_point() or session.is_over() or seat not in session.to_act():
            self.advance()  # the game moved on meanwhile: look again
            return False
        if isinstance(outcome, PaperboyError):
            self.query_one("#error", Static).update(f"Bot error: {clean_text(outcome)}")
            return False
        try:
            events = session.act(seat, outcome)
        except PaperboyError as exc:
            self.query_one("#error", Static).update(f"Bot error: {clean_text(exc)}")
            return False
        self.log_events(events)
        self.advance()
        return True

    # --- hints --------------------------------------------------------------------
    def action_hint(self) -> None:
        """m (or "Hint" in the palette): the master bot's suggestion for your move, with its reason.

        The search runs off the UI thread on what your seat may see (it determinizes the
        rest), within the master's think time; hints are counted per seat (saved, and
        shown on the final score sheet).
        """
        from ...engine.search import SearchBot

        session = self.session
        seat = self.viewer
        error = self.query_one("#error", Static)
        if session.is_over():
            error.update("✗ No hint: the game is over")
            return
        if seat is None or seat not in session.human_to_act():
            error.update("✗ No hint now: a hint is for the person whose move it is")
            return
        if self._hinting:
            error.update("The master is still thinking about your hint…")
            return
        self._hinting = True
        bot = SearchBot(session.game, seed=len(session.log) * 7919 + seat,
                        think_ms=getattr(session, "think_ms", None) or self._think_ms())
        error.update("Hint: the master is thinking…")
        self.run_worker(functools.partial(self._hint_think, bot, session.state.clone(), seat,
                                          self.game_point(), self._generation),
                        thread=True, group="hint", name="hint")

    def _think_ms(self) -> int:
        from ...engine.search import DEFAULT_THINK_MS

        settings = getattr(self.app, "settings", None)
        return int(getattr(settings, "think_ms", DEFAULT_THINK_MS))

    def _hint_think(self, bot: Any, world: Any, seat: int, point: tuple[Any, int], generation: int) -> None:
        try:
            outcome: Any = bot.analyse(world, seat) if len(world.legal_actions(seat)) > 1 else None
        except PaperboyError as exc:
            outcome = exc
        try:
            self.app.call_from_thread(self._hint_ready, seat, point, generation, outcome,
                                      world.legal_actions(seat))
        except RuntimeError:
            pass

    def _hint_ready(self, seat: int, point: tuple[Any, int], generation: int, outcome: Any,
                    legal: list[Action]) -> None:
        from ...engine.search import without_clock

        if generation != self._generation or self.has_left():
            return
        self._hinting = False
        error = self.query_one("#error", Static)
        if point != self.game_point():
            error.update("✗ The hint came too late: the game moved on (press m again)")
            return
        if isinstance(outcome, PaperboyError):
            error.update(f"✗ No hint: {clean_text(outcome)}")
            return
        self.session.count_hint(seat)
        if outcome is None:
            action, reason = legal[0], "your only legal move"
        else:
            action, reason = without_clock(outcome.action), outcome.reason()
        text = f"Hint: {clean_text(self.describe(action))} — {reason}"
        error.update(text)
        self.query_one("#log", LogTail).write(f"{self.session.seats[seat].name} asked for a hint.")
        self.app.notify(text, title="Hint", timeout=10, markup=False)

    def hint_lines(self) -> list[str]:
        """The hints each person took, for the final score sheet (none: no line)."""
        line = hints_line(self.session)
        return [line] if line else []
