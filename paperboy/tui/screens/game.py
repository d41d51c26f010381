"""The game screen every game builds on: who acts, the board, moves, log, undo, handoff.

Game-specific screens (``paperboy.tui.games.<game>``) subclass :class:`GameScreen` and
replace ``compose_board``/``refresh_board``; the turn flow (bots, handoff, undo, autosave
through the session, the end of the game) stays here so every game behaves alike. Bot moves
and hints computed off the UI thread are in :mod:`.game_workers`; saving and leaving in
:mod:`.game_saving` (both mixed into :class:`GameScreen`).
"""

from __future__ import annotations

import functools
import json
from collections.abc import Callable
from typing import Any, ClassVar, TypeVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.content import Content
from textual.reactive import Reactive
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import Input, OptionList, Static
from textual.widgets.option_list import Option

from ...engine import Action, Event, PaperboyError
from ...engine.text import clean_text
from .. import speed
from ..widgets.keys_footer import KeysFooter
from ..widgets.log_tail import LogTail
from ..widgets.option_rows import MovesList
from ..widgets.steady_line import SteadyLine
from .game_saving import SaveAndLeave
from .game_workers import BotWorkers
from .game_workers import hints_line as hints_line  # the score sheets name the hints taken

#: The line over the moves list while nobody at this keyboard may move: short enough for
#: one line of the narrowest side panel (27 cells at 80x24), so it does not make the line
#: keep a second, empty one (``widgets/steady_line.py``) after every turn.
WAITING = "Waiting for the others…"
MAX_LISTED = 400
BOT_DELAY = 0.12
AFTER_REPAINT_DELAY = 0.001
"""Seconds after a repaint before the work put off past it (:meth:`GameScreen.after_repaint`)."""
AFTER_REPAINT_ASKS = 50
"""How many times :meth:`GameScreen.after_repaint` looks for its repaint before it runs its
callback anyway (a widget whose changed lines are never drawn must not hold it up)."""

_Handler = TypeVar("_Handler", bound=Callable[..., Any])


def once_per_message(handler: _Handler) -> _Handler:
    """Run a :class:`GameScreen` message handler at most once per message.

    Textual calls a naming-convention handler (``on_mount``, ``on_option_list_option_selected``)
    once for *every class* in the screen's MRO that defines it. A game screen that extends
    the shared handler and calls ``super()`` would therefore run the shared one twice for a
    single key: one Enter on "Flip a face-down tile" played ``flip`` and then, from the
    rebuilt list, ``keep``. Every shared handler is wrapped in this guard, so one key press
    is one action on every game screen, whatever the subclasses do. (``on_mount`` has its
    own once-only flag, as subclasses call it without the event.)
    """
    name = handler.__name__

    @functools.wraps(handler)
    def guarded(self: GameScreen, message: Any) -> Any:
        if self._handled_messages.get(name) is message:
            return None
        self._handled_messages[name] = message
        return handler(self, message)

    return guarded  # type: ignore[return-value]


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


class GameScreen(BotWorkers, SaveAndLeave, Screen[None]):
    """Plays one session: routes turns to humans and bots and shows the board."""

    #: The line under the move input (a refusal and its rule, what undo took back, a bot's
    #: error): it keeps the most lines it has needed, so a two-line refusal and the move
    #: that clears it do not each lay out the whole screen and move the moves list above it.
    #: (Extra! Extra! gives it two lines at least, from the start, for its board cursor's
    #: verdict: ``SteadyLine.keep_lines``.)
    MESSAGE_LINE: ClassVar[type[Static]] = SteadyLine

    BINDINGS = [
        Binding("u", "undo", "Undo", id="game.undo"),
        Binding("colon", "command", "Type a move", id="game.command"),
        Binding("f1", "rules", "Rules", id="game.rules"),
        Binding("question_mark", "app.help", "Keys", id="game.help"),
        Binding("escape", "leave", "Back", id="game.menu"),
        Binding("ctrl+s", "save_as", "Save to another file", id="game.save_as", show=False),
        # Listed under ? (footers are full at 80 columns); every recap names the key too.
        Binding("H", "history", "Game log (scroll back)", id="game.history", show=False),
        # m: ask the master bot what it would play here (also "Hint" in the palette).
        Binding("m", "hint", "Hint", id="game.hint", show=False),
    ]

    # Textual repaints the whole screen when the focus moves. The widgets whose look
    # depends on the focus (the one focused, the one left, a :focus-within container) are
    # restyled and repaint themselves, so on a game screen only they are drawn again: a
    # page key that moves the focus from the board to the moves list repaints the page.
    focused: Reactive[Widget | None] = Reactive(None, repaint=False)

    # The moves list keeps its scroll bar's column (``overflow-y: scroll``): a bar that
    # came with a long list and went with a short one laid out the whole screen twice a
    # turn (as the turn went round to the bots and back).
    DEFAULT_CSS = """
    GameScreen #main { height: 1fr; }
    GameScreen #board { width: 1fr; padding: 0 1; }
    GameScreen #side { width: 42; border-left: solid $foreground; padding: 0 1; }
    GameScreen #moves { height: 1fr; border: none; overflow-y: scroll; }
    GameScreen #log { height: 6; border-top: solid $foreground; }
    GameScreen #seat { text-style: bold; height: auto; }
    """

    def __init__(self, session: Any) -> None:
        super().__init__()
        self.session = session
        self.viewer: int | None = None
        # the move input opened with ":" and no move sent from it since (typing_a_move)
        self._input_opened = False
        self._bot_timer: Any = None
        # The bot move being computed off the UI thread: (seat, the point it started at).
        self._thinking: tuple[int, tuple[Any, int]] | None = None
        # Bumped when this screen goes: a late answer from a worker is then dropped.
        self._generation = 0
        self._hinting = False
        self._handing_off: int | None = None
        self._finished = False
        self._listed: list[Action] = []
        self._drawing_after = 0  # callbacks of after_repaint not yet run and repainted
        self._drawing_last = 0  # of which given ``last``, not yet run
        self._due_out_of_view: dict[Widget, Callable[[], object]] = {}  # see draw_in_view
        self._view_moving = False  # see moving_view
        self._after_repaint_running = False  # a callback of after_repaint is running
        self._moves_drawn = False  # the moves list drawn once (see refresh_moves_after_repaint)
        self._moves_due: int | None = None  # the seat whose moves are listed after the repaint
        self._prompts: dict[str, Content] = {}  # the moves list's labels (see list_moves)
        self._save_problem: str | None = None
        self._handled_messages: dict[str, Any] = {}
        self._started = False
        self._covered = False  # clocks paused because another screen covers this one
        # Recap: for each person, how many session events there were right after their
        # last move, and the count already recapped (so a recap is shown once).
        self._marks: dict[int, int] = {}
        self._recapped: dict[int, int] = {}
        self._recap_notice: Any = None  # the recap notification on screen, if any

    # --- layout -----------------------------------------------------------------
    def compose(self) -> ComposeResult:
        yield Static(self.session.game.name.upper(), classes="masthead")
        # Status, prompt and refusal lines quote player names and typed text: no markup.
        yield Static("", id="status", classes="status-line", markup=False)
        with Horizontal(id="main"):
            yield from self.compose_board()
            with Vertical(id="side"):
                yield SteadyLine("", id="seat", markup=False)
                # move labels quote player names: plain text, never markup
                yield MovesList(id="moves", markup=False)
                yield Input(placeholder=": type a move as text", id="command", compact=True)
                yield self.MESSAGE_LINE("", id="error", classes="error-line", markup=False)
        # the last lines only, in a fixed height: a line written repaints the log alone
        yield LogTail(id="log")
        yield KeysFooter()

    def compose_board(self) -> ComposeResult:
        with VerticalScroll(id="board"):
            yield Static(id="board-text")

    def refresh_board(self, view: dict[str, Any], seat: int | None) -> None:
        self.query_one("#board-text", Static).update(render_view(view))

    # --- flow -------------------------------------------------------------------
    def on_mount(self) -> None:
        # Once only: Textual calls it for each class that defines it, and subclasses that
        # extend it call it too (see :func:`once_per_message`).
        if self._started:
            return
        self._started = True
        self._watch_saves()
        log = self.query_one("#log", LogTail)
        for event in self.session.events[-20:]:
            log.write(clean_text(event.text))
        self.advance()
        self.call_after_refresh(speed.freeze_built)  # the screen is built: see tui/speed.py
        self.after_repaint(self.first_frame_drawn)

    def first_frame_drawn(self) -> None:
        """Called once the screen's first frame is on the terminal (work it need not wait for)."""

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
        self.show_recap(seat)

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
        """Start the next bot move: its choice is computed off the UI thread, on a copy.

        The screen stays live meanwhile (a master bot thinks for a quarter of a second or
        more). The move is played on the UI thread, and only if the game is still at the
        point where the bot started thinking: an undo, a person's move in a simultaneous
        phase or leaving the game drops the answer (the bot then thinks again, if needed).
        """
        self._bot_timer = None
        session = self.session
        if self._thinking is not None or self.has_left():
            return
        seat = session.bot_to_act()
        if session.is_over() or seat is None:
            self.advance()
            return
        self.start_bot_move(seat)

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

    def typing_a_move(self) -> bool:
        """True while the player types in the move input (focused, and opened with ``:``
        or holding text). A new decision then leaves the focus there: keys typed ahead
        while the bots moved must go on into the input, never to the board or the list it
        would otherwise focus. After a move typed and sent, the next decision takes the
        focus back."""
        command = self.query_one("#command", Input)
        return command.has_focus and (self._input_opened or bool(command.value))

    def focus_for_decision(self, widget: Widget) -> None:
        """Give ``widget`` (where a new decision is made) the focus, unless the player is
        typing a move (:meth:`typing_a_move`). A board with a cursor
        (``scroll_cursor_visible``) is not scrolled as Textual scrolls a focused widget
        (one taller than its page is centred in it, what is said above the cursor out of
        view): its page shows the cursor's place instead."""
        if self.typing_a_move():
            return
        scroll_cursor_visible = getattr(widget, "scroll_cursor_visible", None)
        if scroll_cursor_visible is None:
            widget.focus()
            return
        widget.focus(scroll_visible=False)
        self.call_after_refresh(scroll_cursor_visible)

    def refresh_moves(self, seat: int) -> None:
        session = self.session
        moves = self.query_one("#moves", OptionList)
        moves.clear_options()
        label = self.query_one("#seat", Static)
        if seat in session.human_to_act():
            label.update(f"{session.seats[seat].name}, your move:")
            self._listed = session.state.legal_actions(seat)[:MAX_LISTED]
            self.list_moves(self._listed)
            moves.disabled = False
            self.focus_for_decision(moves)
        else:
            label.update(WAITING if not session.is_over() else "Game over")
            self._listed = []
            self.disable_moves(moves)

    def disable_moves(self, moves: OptionList) -> None:
        """Grey the moves list out while nobody here may move, the focus kept off the move
        input: Textual hands a disabled widget's focus to the next one, and Esc there would
        only leave the input instead of leaving the game."""
        if moves.has_focus:
            self.set_focus(None)
        moves.disabled = True

    def list_moves(self, actions: list[Action]) -> None:
        """Show ``actions`` in the moves list (option ``i`` plays ``actions[i]``), the first
        highlighted.

        Each label is drawn from one :class:`Content` kept per label text, which remembers
        its height at the list's width: the list measures only labels it has not shown
        before (measuring every label again was most of the cost of a new list).
        """
        moves = self.query_one("#moves", OptionList)
        prompts = self._prompts
        if len(prompts) > 4 * MAX_LISTED:
            prompts.clear()
        options = []
        for i, action in enumerate(actions):
            label = self.describe(action)
            prompt = prompts.get(label)
            if prompt is None:
                prompt = prompts[label] = Content(label)  # plain text, never markup
            options.append(Option(prompt, id=str(i)))
        moves.clear_options()
        moves.add_options(options)
        moves.highlighted = 0 if actions else None

    def describe(self, action: Action) -> str:
        return action.format()

    def showing_moves(self) -> bool:
        """True while moves already played are still being shown: step by step (Extra!
        Extra!'s reporter activations, Pulitzer's resolution), or what they changed is still
        being drawn after the repaint that showed them (:meth:`after_repaint`)."""
        return self.drawing_after_repaint()

    def draw_due(self) -> bool:
        """Do now what the last move left for just after its repaint that a key would meet
        (Fit to Print's desk and its focus, Extra! Extra!'s moves list lit up again); True if
        there was any. The app calls it before each key, so the key meets the screen as the
        player sees it."""
        return False

    def after_repaint(self, callback: Callable[[], object], *, last: bool = False) -> None:
        """Run ``callback`` once the repaint under way is on the terminal, so that its work
        (a moves list filled again, the focus moved, a page out of view drawn) is no part of
        the repaint that shows a key's or a bot's move.

        ``call_after_refresh`` runs it when the screen is next idle with nothing to draw,
        which may come before the widgets changed by the key have asked to be drawn (their
        requests come from their own queues, and the screen handles them from its own). So
        it is asked again until what was asked is on the terminal (``speed.repaint_pending``),
        and ``callback`` itself then comes from a timer of ``AFTER_REPAINT_DELAY``. (This
        asked the status line to be drawn first, to make the screen wait for its next
        repaint: that repaint could be written before the key's widgets had asked, with the
        log and the status line alone, and the key's board came a beat of the screen's
        timer later, 17 ms and more.) It never runs once the player has left the game
        (:meth:`has_left`), so callbacks need no check of their own for that.

        Nor does it hold back a repaint: while something in view that an earlier callback
        drew waits to be painted, it waits for that repaint too. And a callback given
        ``last`` (the pages out of view drawn ahead) waits for the others to be done. A bot's
        move that changed nothing in view (its log line paced, its area below the fold)
        left every callback due at once: Pulitzer drew its Players and Log pages (4-5 ms)
        before the person's moves list, and painted the list after them.
        """
        self._drawing_after += 1
        self._drawing_last += last

        def run() -> None:
            if (asked[0] < AFTER_REPAINT_ASKS and not self.has_left()
                    and (speed.repaint_pending(self) or last and self._drawing_after > self._drawing_last)):
                self.call_after_refresh(when_drawn)  # once that is painted, or the others done
                return
            self._drawing_last -= last
            self._after_repaint_running = True
            try:
                if not self.has_left():  # its widgets may be going
                    callback()
            finally:  # done once what it drew is on the terminal too
                self._after_repaint_running = False
                self.call_after_refresh(self._drawn_after)

        asked = [0]

        def when_drawn() -> None:
            asked[0] += 1
            if asked[0] < AFTER_REPAINT_ASKS and speed.repaint_pending(self) and not self.has_left():
                self.call_after_refresh(when_drawn)
            else:
                self.set_timer(AFTER_REPAINT_DELAY, run)

        self.call_after_refresh(when_drawn)

    def _drawn_after(self) -> None:
        self._drawing_after -= 1

    def draw_in_view(self, widget: Widget, draw: Callable[[], object]) -> None:
        """Run ``draw`` (which draws ``widget``) now if the widget is in view, else once the
        repaint under way is on the terminal (:meth:`after_repaint`): a part of a page
        scrolled out of view, or of a page not shown, is no part of the repaint that shows
        a move (Pulitzer's Kiosk, Buses and Newspaper below the fold of its board page:
        2-4 ms of a bot's move).

        In view is where the screen last drew it. So everything is drawn at once before the
        screen's first frame, and while the view moves (:meth:`moving_view`: a page shown, a
        page scrolled) until that is on the terminal; work already put off past a repaint
        (pages out of view drawn ahead) draws at once too. A draw asked for later replaces
        the one put off (it draws what the widget shows now)."""
        due = self._due_out_of_view
        visible = self._compositor.visible_widgets
        if not (self._view_moving or self._after_repaint_running) and visible and widget not in visible:
            if not due:
                self.after_repaint(self._draw_due_out_of_view)
            due[widget] = draw
            return
        due.pop(widget, None)
        draw()

    def moving_view(self) -> None:
        """Note that what is in view changes (a page shown, a page scrolled): the draws put
        off out of view (:meth:`draw_in_view`) are done now, and none is put off until the
        view has moved on the terminal."""
        if not self._view_moving:
            self._view_moving = True
            self.after_repaint(self._view_moved)
        self._draw_due_out_of_view()

    def _view_moved(self) -> None:
        self._view_moving = False

    def _draw_due_out_of_view(self) -> None:
        due = list(self._due_out_of_view.values())
        self._due_out_of_view.clear()
        for draw in due:
            draw()

    def refresh_moves_after_repaint(self, seat: int) -> None:
        """A :meth:`refresh_moves` that lists ``seat``'s moves (:meth:`draw_moves`) just after
        the repaint that shows the move on the board, for screens whose new list often
        brings or takes away its scroll bar (a layout of the whole screen) inside the
        key's repaint. The screen's first frame draws it at once. Until then nothing is
        listed, so a key meanwhile plays nothing from the old list."""
        if not self._moves_drawn:
            self._moves_drawn = True
            self.draw_moves(seat)
            return
        self._listed = []
        if self._moves_due is None:
            self.after_repaint(self._draw_moves_due)
        self._moves_due = seat

    def _draw_moves_due(self) -> None:
        seat, self._moves_due = self._moves_due, None
        if seat is not None:
            self.draw_moves(seat)

    def draw_moves(self, seat: int) -> None:
        """Draw the moves list for ``seat`` now (the shared list; screens add their board)."""
        GameScreen.refresh_moves(self, seat)

    def drawing_after_repaint(self) -> bool:
        """True while work put off past a repaint (:meth:`after_repaint`) is not yet on the
        terminal."""
        return self._drawing_after > 0

    def log_events(self, events: list[Event]) -> None:
        log = self.query_one("#log", LogTail)
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
        self._marks[seat] = self._recapped[seat] = len(self.session.events)
        self.log_events(events)
        self.advance()
        return True

    @once_per_message
    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        if event.option_list.id != "moves":
            return
        event.stop()
        index = int(event.option.id or 0)
        if 0 <= index < len(self._listed):
            self.act(self._listed[index])

    @once_per_message
    def on_input_submitted(self, event: Input.Submitted) -> None:
        if event.input.id != "command":
            return
        text = event.value.strip()
        if not text:
            return
        # Played or refused, the box is emptied: a refused move is not appended to.
        event.input.value = ""
        self._input_opened = False  # a move was sent: the next decision takes the focus
        try:
            action = self.parse_move(text)
        except PaperboyError as exc:
            self.query_one("#error", Static).update(f"✗ {clean_text(exc)}")
            return
        self.act(action)

    def parse_move(self, text: str) -> Action:
        """A typed move as an action (the game's text form); game screens may also accept
        what only their board shows, e.g. a tile by the name on its space."""
        return self.session.game.parse_action(text)

    def action_command(self) -> None:
        self._input_opened = True
        self.query_one("#command", Input).focus()

    def action_undo(self) -> None:
        """u: take back your last move (and the bots' replies), or say why not."""
        seat = self.viewer
        error = self.query_one("#error", Static)
        if seat is None:
            error.update("✗ Nothing to undo: nobody is at the keyboard yet")
            return
        count = self.session.undo_count(seat)
        if count == 0:
            reason = self.session.undo_refusal(seat) or "nothing to take back"
            error.update(f"✗ Cannot undo: {reason}")
            return
        self.session.undo(seat)
        total = len(self.session.events)
        self._marks = {s: min(m, total) for s, m in self._marks.items()}
        self._recapped = {s: min(m, total) for s, m in self._recapped.items()}
        own = 1
        replies = count - own
        error.update("Took back your last move" + (f" and {replies} bot move(s) after it." if replies else "."))
        self.query_one("#log", LogTail).write(f"{self.session.seats[seat].name} took back a move.")
        self.show(seat)

    # --- what happened while you waited ----------------------------------------------
    RECAP_LINES = 6

    def recap(self, seat: int) -> list[str]:
        """What the other seats (bots included) did since ``seat``'s last move, oldest first.

        Empty before ``seat`` has moved in this sitting (nothing to compare with).
        """
        mark = self._marks.get(seat)
        if mark is None:
            return []
        return [event.text for event in self.session.events[mark:]]

    def show_recap(self, seat: int) -> None:
        """When ``seat``'s turn comes, say once what happened since their last move."""
        if seat not in self.session.human_to_act():
            return
        lines = self.recap(seat)
        seen = self._recapped.get(seat, 0)
        total = len(self.session.events)
        if not lines or seen >= total:
            return
        self._recapped[seat] = total
        shown = lines[-self.RECAP_LINES:]
        text = "\n".join(clean_text(line) for line in shown)
        if len(lines) > len(shown):
            text = f"… {len(lines) - len(shown)} earlier\n" + text
        name = clean_text(self.session.seats[seat].name)
        self._show_recap_notice(text, f"Since your last move, {name} (H: game log)")

    def _show_recap_notice(self, text: str, title: str) -> None:
        """One recap on screen at a time: a new one takes the place of the one still showing
        (moves played quickly stacked a recap a turn over the board until each timed out).
        Other notices (a save that failed, a refusal) are left as they are."""
        from textual.notifications import Notification, Notify

        app = self.app
        shown = self._recap_notice
        if shown is not None and shown in app._notifications:
            app._unnotify(shown)  # Textual has no public call to take back one notification
        self._recap_notice = Notification(text, title, "information", 8, markup=False)
        app.post_message(Notify(self._recap_notice))

    def action_history(self) -> None:
        """H: the whole game log, to scroll back through."""
        from .history import HistoryScreen

        seat = self.viewer
        recap = self.recap(seat) if seat is not None else []
        self.app.push_screen(HistoryScreen(f"Game log · {self.session.game.name}",
                                           [e.text for e in self.session.events], recap))

    def action_rules(self) -> None:
        self.app.open_rules(self.session.game.id)  # type: ignore[attr-defined]

    def step_back(self) -> bool:
        """Undo one half-made step of the interface (never a game move); False if none.

        The shared step is leaving the move input (emptied). Game screens extend this with
        their own half-made choices (a held tile, a placement, another player's paper).
        """
        command = self.query_one("#command", Input)
        if command.has_focus or command.value:
            command.value = ""
            moves = self.query_one("#moves", OptionList)
            if command.has_focus:
                if moves.disabled:
                    self.set_focus(None)
                else:
                    moves.focus()
            return True
        return False

    # --- clocks while something covers the board -----------------------------------
    def strict_clocks(self) -> bool:
        """The "strict clocks" setting: reading the rules, keys or palette costs clock time."""
        settings = getattr(self.app, "settings", None)
        return bool(getattr(settings, "strict_clocks", False))

    def on_screen_suspend(self) -> None:
        """Another screen covers this one (rules, keys, palette, a dialog): clocks pause.

        The handoff screen and score sheets pause the clocks themselves, strict or not.
        """
        if self.strict_clocks() or self._covered:
            return
        self._covered = True
        self.pause_clocks()

    def on_screen_resume(self) -> None:
        """Back on top: the clocks paused for the covering screen run again."""
        if not self._covered or self.app.screen is not self:
            return
        self._covered = False
        self.resume_clocks()

    def on_unmount(self) -> None:
        self._generation += 1  # answers of bots still thinking are dropped
        self._stop_watching_saves()
        speed.thaw()  # this screen's widgets may be collected again

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
        self.app.show_result(self.session, self.result_lines() + self.hint_lines(),  # type: ignore[attr-defined]
                             labels=self.category_label)

    def result_lines(self) -> list[str]:
        extra = self.session.state.result().extra
        lines = []
        for key, value in extra.items():
            lines.append(f"{self.category_label(key)}: "
                         f"{json.dumps(value) if isinstance(value, dict | list) else value}")
        return lines

    #: Score categories as people call them (engine key -> words); see :meth:`category_label`.
    CATEGORY_LABELS: dict[str, str] = {}

    def category_label(self, key: str) -> str:
        """A score category's name for people: never the engine's key (``gone_to_press``)."""
        words = self.CATEGORY_LABELS.get(key) or key.replace("_", " ")
        return words[:1].upper() + words[1:]
