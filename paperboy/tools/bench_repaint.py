"""``paperboy bench``: from a key entering the app to the repaint that shows it.

Each game screen is pressed with its game's ``bench_keys`` on a busy position; the menu
with its most pressed keys; a bare line-API grid under a footer is the anchor measured
the same way. Bot replies are timed on lines of their own, over whole games played on
the game screen from their start.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import subprocess
import sys
import tempfile
import time
from typing import Any

from ..engine import GAMES, Game, find_game
from .bench_targets import TARGETS, percentile

#: How long after the screen has settled each timed key is pressed: 20 ms, a rate of 50
#: keys a second, above a held key's auto-repeat (typically 25-33 a second) and any typing.
#: Textual paints at most 60 times a second (its screen's update timer); a key pressed
#: within 16.7 ms of the last paint waits for the next beat, up to 16.7 ms that no player
#: meets. Pressed at once instead, the bare grid's p95 was 14 ms against 3 ms of CPU.
KEY_GAP_S = 0.02


def _written(app: Any, renderable: Any) -> None:
    """What Textual does with a frame on a terminal and skips headless (the bench runs the
    app headless, ``run_test``): the update turned into escape codes
    (``CompositorUpdate.render_segments``, 0.2-0.9 ms a frame) and the cursor placed. The
    codes are then handed to the driver's writer thread, off the app's loop: not done here."""
    from rich.control import Control
    from textual._compositor import CompositorUpdate

    if app.is_headless and isinstance(renderable, CompositorUpdate):
        cursor = app.screen.outer_size.clamp_offset(app.cursor_position)
        _codes = renderable.render_segments(app.console) + Control.move_to(*cursor).segment.text


async def _repaint_samples(keys: list[str], make: Any, presses: int,
                           size: tuple[int, int] = (100, 32)) -> dict[str, Any]:
    """Time from a key event entering the app to the repainted screen being written.

    The app's ``_display`` (called when the compositor writes an update) is wrapped so
    the measurement ends at the actual repaint, not after Pilot's idle waits: the first
    repaint after the key is the one that shows its effect (a cursor moved, a page opened,
    the player's own move on the board). Returns the wall-clock times (``wall``) and the
    CPU times of this process over the same spans (``cpu``; it hardly moves with the load
    other programs put on the machine) in milliseconds, the key of each (``keys``), and
    the screens the keys were pressed on (``screens``: a key may open a dialog or end the
    game). Pressing stops if the screen the app opened on is closed (the game ended and
    the player went back to the menu). Keys after which nothing was written within 3 s are
    listed in ``unpainted``.

    Bots reply after the game screen's ``BOT_DELAY`` pacing timer, never inside the key's
    handler, so a reply is not part of the key's figure (bot replies are timed over a whole
    game instead: :func:`_game_reply_samples`). Before the next key the bench waits until
    the bots are done (no bot to act, or none moved for a while), the screen has shown
    their moves (``showing_moves``: Extra! Extra!'s activations step by step) and the last
    one is on the terminal, so a reply never lands inside the next key's figure.
    """
    from textual import events

    from ..tui.screens.game import BOT_DELAY
    from ..tui.speed import repaint_pending

    app = make()
    painted = asyncio.Event()
    original = app._display
    # A bot move played into the session and not yet on screen.
    bot_played: list[bool] = []

    # When the repaint that shows the key (or a bot's move) was written: (wall, CPU).
    painted_at: list[tuple[float, float]] = []

    def display(screen: Any, renderable: Any) -> None:
        original(screen, renderable)
        _written(app, renderable)
        now, now_cpu = time.perf_counter(), time.process_time()
        if repaint_pending(screen):
            return  # a part of the screen the key changed is not drawn yet: the next one is
        bot_played.clear()
        painted_at[:] = [(now, now_cpu)]
        painted.set()

    app._display = display  # type: ignore[method-assign]
    samples: list[float] = []
    cpu: list[float] = []
    screens: list[str] = []
    pressed: list[str] = []
    unpainted: list[str] = []
    timing_key = False

    def watch_bots(session: Any) -> None:
        """Note each bot move played outside a key's span (a reply after the pacing timer)."""
        play = session.act

        def act(seat: int, action: Any) -> Any:
            events_ = play(seat, action)
            if not timing_key and session.seats[seat].is_bot and not bot_played:
                bot_played.append(True)
            return events_

        session.act = act

    async def settle(session: Any) -> None:
        """Wait for the app to be idle and, on a game screen, for the bots' replies."""
        await pilot.pause()
        await app.workers.wait_for_complete()
        if session is None:
            return
        quiet_for = 2 * BOT_DELAY + 0.1
        moves, since, deadline = len(session.log), time.perf_counter(), time.perf_counter() + 20
        while (session.bot_to_act() is not None and not session.is_over()
               and time.perf_counter() < deadline):
            await asyncio.sleep(0.01)
            await app.workers.wait_for_complete()
            if len(session.log) != moves:
                moves, since = len(session.log), time.perf_counter()
            elif time.perf_counter() - since > quiet_for:  # bots waiting (on a person, a clock)
                break
        # Moves already played may still be shown step by step (Extra! Extra!'s reporter
        # activations, Pulitzer's resolution); Extra! Extra! gives the player the moves
        # back only then, so a key pressed meanwhile may change nothing and time the next
        # step instead of itself.
        showing = getattr(app.screen, "showing_moves", None)
        while showing is not None and showing() and time.perf_counter() < deadline:
            await asyncio.sleep(0.01)
        if bot_played:  # the last reply's repaint
            painted.clear()
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(painted.wait(), 3.0)
        await pilot.pause()

    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        home = app.screen
        session = getattr(home, "session", None)
        if session is not None:
            watch_bots(session)
        # One untimed round of the keys first: the first press of a key may load modules
        # (a game's rules on opening its set-up form) once per run, not on every press.
        for key in keys:
            await pilot.press(key)
            await settle(session)
        for i in range(presses):
            key = keys[i % len(keys)]
            await settle(session)
            bot_played.clear()
            painted.clear()
            if home not in app.screen_stack:
                break
            if type(app.screen).__name__ not in screens:
                screens.append(type(app.screen).__name__)
            await asyncio.sleep(KEY_GAP_S)
            event = events.Key(key, key if len(key) == 1 else None)
            event.set_sender(app)
            timing_key = True
            started, cpu_started = time.perf_counter(), time.process_time()
            app._driver.send_message(event)  # type: ignore[union-attr]
            try:
                await asyncio.wait_for(painted.wait(), 3.0)
            except TimeoutError:  # the key changed nothing on screen, or took over 3 s
                unpainted.append(key)
                continue
            finally:
                timing_key = False
            ended, cpu_ended = painted_at[0]
            samples.append((ended - started) * 1000)
            cpu.append((cpu_ended - cpu_started) * 1000)
            pressed.append(key)
        await settle(session)
    return {"wall": samples, "cpu": cpu, "keys": pressed, "screens": screens, "unpainted": unpainted}


#: Bot replies are timed over whole games, one after another, until this many are timed
#: or this many seconds have gone by (a game runs to 30-300 bot moves).
GAME_REPLIES = 100
GAME_REPLIES_S = 90.0


async def _game_reply_samples(make: Any, size: tuple[int, int], replies: int = GAME_REPLIES) -> dict[str, Any]:
    """Every bot reply of whole games played from their start on the game screen (``make``:
    an app on a new game, given its seed), each timed from the move played into the
    session (after the screen's ``BOT_DELAY`` pacing timer) to the repaint after which
    nothing it changed in view is left undrawn: ``bot_wall`` and ``bot_cpu`` (this
    process's CPU time over the same span), in milliseconds, ``replies`` of them (fewer if
    ``GAME_REPLIES_S`` runs out). A bot's move after which nothing was repainted before the
    next one changed nothing in view: it is counted (``bot_unpainted``), not timed.

    The person at the keyboard plays as the screen plays a move chosen from its list
    (``act``), once the bots are done and the screen has shown their moves: a move chosen
    at random among the legal ones, one that would end the game at once only if there is
    no other. The figure then covers every phase of a game and what a bot's move brings: a
    new round, a decision handed to the person, a board area growing. A few replies at one
    busy position (as the keys are pressed) gave a p95 that was their slowest, and missed
    the moves that laid the screen out (a third of Pulitzer's, 6 December).
    """
    import random

    from ..tui.speed import repaint_pending

    wall: list[float] = []
    cpu: list[float] = []
    unpainted = [0]
    deadline = time.perf_counter() + GAME_REPLIES_S
    seed = 0
    while len(wall) < replies and time.perf_counter() < deadline:
        seed += 1
        rng = random.Random(seed)
        app = make(seed)
        played: list[tuple[float, float]] = []

        def display(screen: Any, renderable: Any, original: Any = app._display,
                    played: list[tuple[float, float]] = played, app: Any = app) -> None:
            original(screen, renderable)
            _written(app, renderable)
            if played and not repaint_pending(screen):
                started, cpu_started = played.pop()
                wall.append((time.perf_counter() - started) * 1000)
                cpu.append((time.process_time() - cpu_started) * 1000)

        app._display = display  # type: ignore[method-assign]
        async with app.run_test(size=size) as pilot:
            await pilot.pause()
            home = app.screen
            session = home.session  # type: ignore[attr-defined]

            def settled(stamp: tuple[float, float], played: list[tuple[float, float]] = played,
                        home: Any = home) -> None:
                """The screen is idle after a bot's move: if nothing was repainted for it and
                nothing is waiting to be (nor to be shown step by step), it changed nothing in
                view (a hidden tile placed): not timed, or it would run on to a repaint that
                has nothing to do with it (Fit to Print's clock, a second later)."""
                if not played or played[0] is not stamp:
                    return  # repainted (or dropped for a later move)
                if repaint_pending(home) or home.showing_moves() or home._dirty_widgets:
                    home.set_timer(0.002, lambda: home.call_after_refresh(settled, stamp))
                    return
                played.clear()
                unpainted[0] += 1

            def act(seat: int, action: Any, play: Any = session.act, session: Any = session,
                    played: list[tuple[float, float]] = played, home: Any = home) -> Any:
                events_ = play(seat, action)
                if session.seats[seat].is_bot and not (played and repaint_pending(home)):
                    # a move before it that nothing was repainted for, with nothing waiting to
                    # be, changed nothing in view (a hidden draft's pick): not timed, or it
                    # would run on to this one's repaint
                    unpainted[0] += bool(played)
                    stamp = (time.perf_counter(), time.process_time())
                    played[:] = [stamp]
                    home.call_after_refresh(settled, stamp)  # once the move is shown
                return events_

            session.act = act
            while not session.is_over() and len(wall) < replies and time.perf_counter() < deadline:
                await asyncio.sleep(0.02)
                await app.workers.wait_for_complete()
                if app.screen is not home:
                    break  # a dialog over the game: no more replies to time in it
                if played or session.bot_to_act() is not None or getattr(home, "showing_moves", lambda: False)():
                    continue
                seat = home.viewer  # type: ignore[attr-defined]
                if seat not in session.human_to_act():
                    continue
                legal = session.state.legal_actions(seat)
                calm = [a for a in legal if not session.state.ending_warning(seat, a)]
                if legal:
                    home.act(rng.choice(calm or legal))  # type: ignore[attr-defined]
            await pilot.pause()
    # (one may land as the app closes)
    return {"bot_wall": wall[:replies], "bot_cpu": cpu[:replies], "bot_unpainted": unpainted[0]}


def _figures(timed: dict[str, Any]) -> dict[str, Any]:
    """p50/p95 over every key timed, and the p95 of each key on its own (``by_key``)."""
    samples = timed["wall"]
    by_key: dict[str, Any] = {}
    for key in dict.fromkeys(timed["keys"] + timed.get("unpainted", [])):
        mine = [t for t, k in zip(samples, timed["keys"], strict=True) if k == key]
        mine_cpu = [t for t, k in zip(timed["cpu"], timed["keys"], strict=True) if k == key]
        by_key[key] = {"p95_ms": round(percentile(mine, 95), 2), "n": len(mine),
                       "unpainted": timed.get("unpainted", []).count(key),
                       "cpu_p95_ms": round(percentile(mine_cpu, 95), 2)}
    out = {"p50_ms": round(percentile(samples, 50), 2), "p95_ms": round(percentile(samples, 95), 2),
           "cpu_p95_ms": round(percentile(timed["cpu"], 95), 2), "keys_timed": len(samples),
           "by_key": by_key, "screens": timed["screens"]}
    bots = timed.get("bot_wall") or []
    if bots:
        # Bot replies, each from the move played (after the pacing timer) to its repaint.
        out["bot_reply"] = {"p50_ms": round(percentile(bots, 50), 2), "p95_ms": round(percentile(bots, 95), 2),
                            "cpu_p95_ms": round(percentile(timed.get("bot_cpu") or [], 95), 2), "n": len(bots),
                            "unpainted": timed.get("bot_unpainted", 0)}
    return out


#: The menu's most pressed keys: along the list, open a game's set-up form and back.
MENU_KEYS = ["down", "up", "enter", "escape"]


def measure_screen(screen: str, presses: int, size: tuple[int, int] = (100, 32),
                   replies: int = GAME_REPLIES) -> dict[str, Any]:
    """Key-to-repaint figures of one screen in this process: ``"menu"``, a game's id (its
    screen on a busy position, pressed with its ``bench_keys``) or ``"anchor"`` (the bare
    line-API grid), each key in turn, ``presses`` times; a game's bot replies too, over
    whole games (``replies`` of them: :func:`_game_reply_samples`)."""
    from ..tui.app import make_app

    if screen == "menu":
        return {**_figures(asyncio.run(_repaint_samples(MENU_KEYS, make_app, presses, size))), "keys": MENU_KEYS}
    if screen == "anchor":
        return _figures(asyncio.run(_repaint_samples(ANCHOR_KEYS, _anchor_app, presses, size)))
    try:
        game = find_game(screen)
        make, keys = _game_screen_factory(game)
        timed = asyncio.run(_repaint_samples(keys, make, presses, size))
        timed.update(asyncio.run(_game_reply_samples(_whole_game_factory(game), size, replies)))
    except Exception as exc:  # keep measuring the rest
        return {"error": f"{type(exc).__name__}: {exc}"}
    return {**_figures(timed), "keys": list(keys)}


#: How long one screen's measurement may take in its own process (80 keys take 5-30 s).
FRESH_TIMEOUT_S = 300


def measure_in_fresh_process(screen: str, presses: int, size: tuple[int, int],
                             replies: int = GAME_REPLIES) -> dict[str, Any]:
    """:func:`measure_screen` in a Python process of its own, started for it.

    A player's ``paperboy`` process holds one app and the screens they open, nothing else.
    The bench's own process holds what its other figures left alive (the engines'
    playouts, the master's searches, the replay of a long game: some 80,000 objects more
    than a fresh start), and screens measured there were slower for that, not for anything
    they do: Fit to Print's p95 10.3 ms there against 6.2-6.6 ms in a process of its own
    (6 December). So each screen, and the anchor, is measured the way a player meets it:
    in a fresh process.
    """
    command = [sys.executable, "-m", "paperboy.tools.bench_repaint", screen, f"{size[0]}x{size[1]}", str(presses),
               str(replies)]
    try:
        done = subprocess.run(command, capture_output=True, text=True, timeout=FRESH_TIMEOUT_S, check=False)
    except subprocess.TimeoutExpired:
        return {"error": f"no figures within {FRESH_TIMEOUT_S} s"}
    lines = done.stdout.strip().splitlines()
    if done.returncode != 0 or not lines:
        last = (done.stderr.strip().splitlines() or ["no output"])[-1]
        return {"error": f"the measuring process failed ({last})"}
    try:
        figures = json.loads(lines[-1])
    except json.JSONDecodeError:
        return {"error": "the measuring process printed no figures"}
    return figures if isinstance(figures, dict) else {"error": "the measuring process printed no figures"}


def bench_repaint(presses: int, size: tuple[int, int] = (100, 32), fresh: bool = True,
                  replies: int = GAME_REPLIES) -> dict[str, Any]:
    """Key-to-repaint figures for the menu and every game screen at one terminal size.

    Each screen is pressed with its keys (a game's ``bench_keys``: the keys players press
    most), in turn, ``presses`` times; each in a process of its own
    (:func:`measure_in_fresh_process`) unless ``fresh`` is False.
    """
    measure = measure_in_fresh_process if fresh else measure_screen
    out: dict[str, Any] = {"menu": measure("menu", presses, size, replies)}
    for game_id in GAMES:
        out[game_id] = measure(game_id, presses, size, replies)
    out["target_p95_ms"] = TARGETS["repaint_p95_ms"]
    return out


#: The keys pressed on the anchor's grid.
ANCHOR_KEYS = ["right", "down", "left", "up"]


def _anchor_app() -> Any:
    """The anchor for key to repaint: a bare line-API grid under a footer, arrows move a cursor.

    About the least a board screen can cost in Textual: one widget drawing its rows with
    ``render_line`` (no caching), a reactive cursor, a footer.
    """
    from rich.segment import Segment
    from rich.style import Style
    from textual.app import App, ComposeResult
    from textual.binding import Binding
    from textual.reactive import reactive
    from textual.strip import Strip
    from textual.widget import Widget
    from textual.widgets import Footer

    plain, lit = Style(color="black", bgcolor="white"), Style(color="white", bgcolor="red", bold=True)

    class Grid(Widget, can_focus=True):
        BINDINGS = [Binding("up", "move(0, -1)", "Up"), Binding("down", "move(0, 1)", "Down"),
                    Binding("left", "move(-1, 0)", "Left"), Binding("right", "move(1, 0)", "Right")]
        cursor: reactive[tuple[int, int]] = reactive((0, 0))

        def action_move(self, dx: int, dy: int) -> None:
            x, y = self.cursor
            self.cursor = ((x + dx) % 12, (y + dy) % 10)

        def render_line(self, y: int) -> Strip:
            row, cx, cy = y // 2, *self.cursor
            if row >= 10:
                return Strip.blank(self.size.width)
            cells = [Segment(f" {chr(65 + col)}{row:<2}", lit if (col, row) == (cx, cy) else plain)
                     for col in range(12)]
            return Strip(cells).crop(0, self.size.width)

    class Anchor(App[None]):
        def compose(self) -> ComposeResult:
            yield Grid()
            yield Footer()

        def on_mount(self) -> None:
            self.query_one(Grid).focus()

    return Anchor()


def bench_repaint_anchor(presses: int, sizes: list[tuple[int, int]], fresh: bool = True) -> dict[str, Any]:
    """The bare line-API grid's key to repaint at each size, measured like the screens."""
    measure = measure_in_fresh_process if fresh else measure_screen
    return {f"{w}x{h}": measure("anchor", presses, (w, h)) for w, h in sizes}


#: The scratch data directory of this process's game screens (:func:`_scratch_data_dir`).
_SCRATCH: tempfile.TemporaryDirectory[str] | None = None


def _scratch_data_dir() -> str:
    """One data directory for every game screen this process benches, removed when the
    process exits (a directory made per screen and never removed piled up in the temp
    folder: one per game per bench run)."""
    global _SCRATCH
    if _SCRATCH is None:
        _SCRATCH = tempfile.TemporaryDirectory(prefix="paperboy-bench-")
    return _SCRATCH.name


def _game_screen_factory(game: Game):
    """An app showing the game's screen on a busy position, and the keys to press there."""
    from ..session import Seat, Session
    from ..tui.app import make_app

    count, options = game.test_configs()[0]
    seats = [Seat("Ann")] + [Seat(f"Bot {i}", "bot", game.bot_levels[0]) for i in range(1, count)]
    os.environ.setdefault("PAPERBOY_DATA_DIR", _scratch_data_dir())
    from ..tui.games import DEFAULT_BENCH_KEYS, game_ui
    from .demos import demos_for

    ui = game_ui(game.id)
    demos = demos_for(game.id)
    bench_setup = demos.bench if demos is not None else None
    keys = list(ui.bench_keys if ui is not None else DEFAULT_BENCH_KEYS)

    def make():
        session = bench_setup() if bench_setup else Session.new(game.id, seats, options, 1, autosave=False)
        return make_app(session=session)

    return make, keys


#: The table a whole game's bot replies are timed at: the person and two bots.
REPLY_TABLE = 3


def _whole_game_factory(game: Game):
    """Apps on new games of ``game`` (given a seed) at its first test set-up's options, the
    person at the keyboard against bots (:data:`REPLY_TABLE` seats, as the game allows)."""
    from ..session import Seat, Session
    from ..tui.app import make_app

    _count, options = game.test_configs()[0]
    count = max(game.min_players, min(game.max_players, REPLY_TABLE))
    seats = [Seat("Ann")] + [Seat(f"Bot {i}", "bot", game.bot_levels[0]) for i in range(1, count)]
    os.environ.setdefault("PAPERBOY_DATA_DIR", _scratch_data_dir())

    def make(seed: int):
        return make_app(session=Session.new(game.id, seats, options, seed, autosave=False))

    return make


def main(argv: list[str]) -> int:
    """``python -m paperboy.tools.bench_repaint SCREEN WxH PRESSES [REPLIES]``: one screen's
    figures as one line of JSON (what :func:`measure_in_fresh_process` runs)."""
    screen, size, presses, *replies = argv
    width, height = (int(n) for n in size.split("x"))
    print(json.dumps(measure_screen(screen, int(presses), (width, height), *(int(n) for n in replies))))
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
