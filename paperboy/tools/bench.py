"""``paperboy bench``: the performance targets measured in one run.

Each figure is reported with its target and, where there is one, the anchor measured in
the same run; :func:`format_bench` ends every line "ok" or "SLOW". The JSON form keeps the
keys of earlier rounds (scripts read them): new figures only add keys.

- start: the installed ``paperboy`` command in a pseudo-terminal until the menu's first
  frame is written, against a minimal Textual app started the same way (console-script
  launcher, same terminal), alternating, median; CPU time to that frame too;
- resident memory with the menu and with each game screen open, beside the minimal app's;
- keypress to repaint on the menu and on each registered game's screen (p95) with the
  game's ``bench_keys``, at 100x32 and 80x24, beside a bare line-API grid: from the key
  to the first repaint after it (Enter: the player's own move on screen); the bots'
  replies, which come after the ``BOT_DELAY`` pacing timer, each timed on a line of their
  own (from the move played to its repaint);
- engine playouts per second and a 100-game estimate per game;
- bot move time at the strongest level (p95) per game;
- autosave time per action per game;
- replay viewer steps back and forth through a 1,000-action Extra! Extra! game.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from typing import Any

from ..engine import GAMES, Game, Rng, find_game
from ..engine.search import quick_levels

TARGETS = {
    "start_ratio": 1.15,
    "repaint_p95_ms": 8.0,
    "memory_mib": 64.0,
    "bot_p95_ms": 250.0,
    "simulate_100_s": 60.0,
    "autosave_ms": 5.0,
    "replay_step_ms": 50.0,
    "playout_actions_s": 20000,
}

#: The minimal Textual app the start is compared with: a title, a list, a footer with the
#: same bindings as the menu, started through a console-script style launcher.
_MINIMAL_APP = """
from __future__ import annotations

from textual.app import App
from textual.binding import Binding
from textual.widgets import Footer, OptionList, Static


class Minimal(App[None]):
    BINDINGS = [Binding("n,enter", "noop", "Open"), Binding("r", "noop", "Resume"),
                Binding("question_mark", "noop", "Keys"), Binding("q", "quit", "Quit")]

    def compose(self):
        yield Static("M I N I M A L   T E X T U A L   A P P")
        yield OptionList(*[f"Option {i}\\n  a second line" for i in range(8)])
        yield Footer()

    def on_mount(self) -> None:
        self.query_one(OptionList).focus()

    def action_noop(self) -> None:
        pass


def main() -> None:
    Minimal().run()
"""

_LAUNCHER = """#!{python}
import sys
from paperboy_bench_minimal import main
if __name__ == "__main__":
    sys.exit(main())
"""

#: Bytes that appear, in this order, once the first frame of the menu is written: the title,
#: then the command palette hint, the last thing drawn on the screen (the footer's right end).
_PAPERBOY_MARKERS = (b"T H E   P A P E R B O Y", b"palette")
_MINIMAL_MARKERS = (b"M I N I M A L   T E X T U A L", b"palette")


def percentile(values: list[float], pct: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    k = max(0, min(len(ordered) - 1, round(pct / 100 * (len(ordered) - 1))))
    return ordered[k]


def _proc_status_mib(pid: int) -> dict[str, float]:
    """Resident memory of a running process (VmRSS now, VmHWM its peak) in MiB, Linux only."""
    out: dict[str, float] = {}
    try:
        with open(f"/proc/{pid}/status", encoding="ascii") as handle:
            for line in handle:
                key, _, value = line.partition(":")
                if key in ("VmRSS", "VmHWM"):
                    out["rss_mib" if key == "VmRSS" else "peak_mib"] = round(int(value.split()[0]) / 1024, 1)
    except OSError:
        pass
    return out


def _proc_cpu_s(pid: int) -> float:
    """CPU seconds (user + system, all threads) a running process has used so far, Linux only."""
    try:
        with open(f"/proc/{pid}/stat", encoding="ascii") as handle:
            fields = handle.read().rpartition(")")[2].split()
    except OSError:
        return 0.0
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


@dataclass
class Started:
    """A program started in a terminal, seen when its first frame was complete."""

    seconds: float
    cpu_s: float = 0.0
    rss_mib: float = 0.0
    peak_mib: float = 0.0
    output: bytes = b""  # everything it wrote to the terminal up to that moment


def start_in_terminal(argv: list[str], markers: tuple[bytes, ...], env: dict[str, str],
                      size: tuple[int, int] = (100, 32), timeout_s: float = 60.0) -> Started:
    """Launch ``argv`` in a new pseudo-terminal and wait for ``markers`` on its screen.

    The process writes to a real terminal (a pty of ``size`` columns x rows), exactly as when
    a user types the command. The clock stops when the markers have been written in order,
    i.e. when the first frame of the menu is complete; the process's CPU time and resident
    memory are read at that moment, then it is killed.

    Raises:
        RuntimeError: The program ended, or showed no markers within ``timeout_s``.
    """
    import fcntl
    import select
    import signal
    import struct
    import termios

    name = os.path.basename(argv[-1])
    master, slave = os.openpty()
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", size[1], size[0], 0, 0))
    started = time.perf_counter()
    try:
        proc = subprocess.Popen(argv, stdin=slave, stdout=slave, stderr=slave, env=env,
                                start_new_session=True, close_fds=True)
    finally:
        os.close(slave)
    seen = bytearray()
    found = pos = 0
    try:
        while True:
            left = timeout_s - (time.perf_counter() - started)
            ready, _, _ = select.select([master], [], [], max(0.0, left))
            if not ready:
                raise RuntimeError(f"{name} showed no menu within {timeout_s:.0f} s")
            try:
                chunk = os.read(master, 65536)
            except OSError:  # the terminal closed: the program ended
                chunk = b""
            if not chunk:
                raise RuntimeError(f"{name} ended before its menu appeared (exit status {proc.wait()})"
                                   f": {bytes(seen[-300:])!r}")
            seen += chunk
            while found < len(markers):
                at = seen.find(markers[found], pos)
                if at < 0:
                    break
                pos = at + len(markers[found])
                found += 1
            if found == len(markers):
                seconds = time.perf_counter() - started
                return Started(seconds, _proc_cpu_s(proc.pid), output=bytes(seen),
                               **_proc_status_mib(proc.pid))
            pos = max(pos, len(seen) - max(len(m) for m in markers))  # a marker may straddle reads
    finally:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(proc.pid, signal.SIGKILL)
        proc.wait()
        os.close(master)


def paperboy_command() -> str | None:
    """The installed ``paperboy`` console script: next to this Python, else on PATH."""
    import shutil

    beside = os.path.join(os.path.dirname(sys.executable), "paperboy")
    if os.access(beside, os.X_OK):
        return beside
    return shutil.which("paperboy")


def bench_start(runs: int) -> dict[str, Any]:
    """The installed ``paperboy`` command to its menu in a terminal, against a minimal app.

    Both start through a console-script launcher (a Python script with a ``#!`` line) in a
    pseudo-terminal of 100x32; runs alternate so both meet the same machine load, after one
    warm-up run each; the figure is the median.
    """
    command = paperboy_command()
    if command is None:
        raise RuntimeError("the paperboy command is not installed (no console script beside Python or on PATH)")
    with tempfile.TemporaryDirectory(prefix="paperboy-bench-") as tmp:
        with open(os.path.join(tmp, "paperboy_bench_minimal.py"), "w", encoding="utf-8") as handle:
            handle.write(_MINIMAL_APP)
        launcher = os.path.join(tmp, "minimal-textual-app")
        with open(launcher, "w", encoding="utf-8") as handle:
            handle.write(_LAUNCHER.format(python=sys.executable))
        os.chmod(launcher, 0o755)
        data = os.path.join(tmp, "data")
        os.mkdir(data)
        # A fresh data folder, so the bench never reads or writes the user's saves and
        # profiles; on Linux it is found the way a user's is (platformdirs, XDG_DATA_HOME).
        env = dict(os.environ, TERM="xterm-256color")
        for name in ("TEXTUAL", "PAPERBOY_DATA_DIR", "_PAPERBOY_COMPLETE"):
            env.pop(name, None)
        env["XDG_DATA_HOME" if sys.platform.startswith("linux") else "PAPERBOY_DATA_DIR"] = data
        minimal: list[float] = []
        ours: list[float] = []
        cpu_min: list[float] = []
        cpu_ours: list[float] = []
        last: dict[str, Started] = {}
        for i in range(runs + 1):
            last["minimal"] = start_in_terminal([launcher], _MINIMAL_MARKERS, env)
            last["paperboy"] = start_in_terminal([command], _PAPERBOY_MARKERS, env)
            if i == 0:  # warm-up: file cache, bytecode
                continue
            minimal.append(last["minimal"].seconds)
            ours.append(last["paperboy"].seconds)
            cpu_min.append(last["minimal"].cpu_s)
            cpu_ours.append(last["paperboy"].cpu_s)
    m, o = statistics.median(minimal), statistics.median(ours)
    cm, co = statistics.median(cpu_min), statistics.median(cpu_ours)
    return {"minimal_s": round(m, 3), "paperboy_s": round(o, 3),
            "ratio": round(o / m, 2), "target_ratio": TARGETS["start_ratio"],
            "runs": runs, "command": command,
            "minimal_runs_s": [round(t, 3) for t in minimal], "paperboy_runs_s": [round(t, 3) for t in ours],
            # CPU time to the first frame: the same comparison, far less sensitive to the load
            # other programs put on the machine than the wall clock.
            "minimal_cpu_s": round(cm, 3), "paperboy_cpu_s": round(co, 3),
            "cpu_ratio": round(co / cm, 2) if cm else 0.0,
            "menu_rss_mib": last["paperboy"].rss_mib, "minimal_rss_mib": last["minimal"].rss_mib}


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
    handler, so a reply is not part of the key's figure. Each bot move is timed on its own
    (``bot_wall``/``bot_cpu``): from the move being played into the session to the repaint
    that shows it. Before the next key the bench waits until the bots are done (no bot to
    act, or none moved for a while), so a reply never lands inside the next key's figure.
    """
    from textual import events

    from ..tui.screens.game import BOT_DELAY

    app = make()
    painted = asyncio.Event()
    original = app._display
    # A bot move played into the session and not yet on screen: (wall, CPU) when played.
    bot_played: list[tuple[float, float]] = []
    bot_wall: list[float] = []
    bot_cpu: list[float] = []

    def display(screen: Any, renderable: Any) -> None:
        original(screen, renderable)
        if bot_played:
            played, played_cpu = bot_played.pop(0)
            bot_wall.append((time.perf_counter() - played) * 1000)
            bot_cpu.append((time.process_time() - played_cpu) * 1000)
            bot_played.clear()
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
                bot_played.append((time.perf_counter(), time.process_time()))
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
        bot_wall.clear()
        bot_cpu.clear()
        for i in range(presses):
            key = keys[i % len(keys)]
            await settle(session)
            bot_played.clear()
            painted.clear()
            if home not in app.screen_stack:
                break
            if type(app.screen).__name__ not in screens:
                screens.append(type(app.screen).__name__)
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
            samples.append((time.perf_counter() - started) * 1000)
            cpu.append((time.process_time() - cpu_started) * 1000)
            pressed.append(key)
        await settle(session)
    return {"wall": samples, "cpu": cpu, "keys": pressed, "screens": screens, "unpainted": unpainted,
            "bot_wall": bot_wall, "bot_cpu": bot_cpu}


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
                            "cpu_p95_ms": round(percentile(timed.get("bot_cpu") or [], 95), 2), "n": len(bots)}
    return out


#: The menu's most pressed keys: along the list, open a game's set-up form and back.
MENU_KEYS = ["down", "up", "enter", "escape"]


def bench_repaint(presses: int, size: tuple[int, int] = (100, 32)) -> dict[str, Any]:
    """Key-to-repaint figures for the menu and every game screen at one terminal size.

    Each screen is pressed with its game's ``bench_keys`` (the keys players press most),
    in turn, ``presses`` times.
    """
    from ..tui.app import make_app

    out: dict[str, Any] = {}
    timed = asyncio.run(_repaint_samples(MENU_KEYS, make_app, presses, size))
    out["menu"] = {**_figures(timed), "keys": MENU_KEYS}
    for game_id in GAMES:
        game = find_game(game_id)
        try:
            make, keys = _game_screen_factory(game)
            timed = asyncio.run(_repaint_samples(keys, make, presses, size))
        except Exception as exc:  # keep measuring the rest
            out[game_id] = {"error": f"{type(exc).__name__}: {exc}"}
            continue
        out[game_id] = {**_figures(timed), "keys": list(keys)}
    out["target_p95_ms"] = TARGETS["repaint_p95_ms"]
    return out


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


def bench_repaint_anchor(presses: int, sizes: list[tuple[int, int]]) -> dict[str, Any]:
    """The bare line-API grid's key to repaint at each size, measured like the screens."""
    keys = ["right", "down", "left", "up"]
    return {f"{w}x{h}": _figures(asyncio.run(_repaint_samples(keys, _anchor_app, presses, (w, h))))
            for w, h in sizes}


#: Run in a fresh interpreter per screen: opens it headless and prints the resident memory.
_MEMORY_PROBE = """
import json, sys

def resident():
    out = {}
    with open("/proc/self/status", encoding="ascii") as handle:
        for line in handle:
            key, _, value = line.partition(":")
            if key in ("VmRSS", "VmHWM"):
                out["rss_mib" if key == "VmRSS" else "peak_mib"] = round(int(value.split()[0]) / 1024, 1)
    return out

which = sys.argv[1]
if which == "minimal":
    from paperboy_bench_minimal import Minimal
    app = Minimal()
else:
    from paperboy.tools.bench import screen_app
    app = screen_app(which)
seen = {}

async def probe(pilot):
    await pilot.pause()
    await app.workers.wait_for_complete()
    await pilot.pause()
    seen.update(resident(), screen=type(app.screen).__name__)
    app.exit()

app.run(headless=True, size=(100, 32), auto_pilot=probe)
print(json.dumps(seen))
"""


def screen_app(which: str) -> Any:
    """The app ``bench_memory`` opens: the menu (``"menu"``) or a game's bench position."""
    if which == "menu":
        from ..tui.app import make_app

        return make_app()
    make, _keys = _game_screen_factory(find_game(which))
    return make()


def bench_memory() -> dict[str, Any]:
    """Resident memory with the menu and with each game screen open, beside the minimal app's.

    Each screen is opened in its own fresh interpreter (so one screen's memory does not
    count in the next); ``rss_mib`` is the resident memory with the screen open,
    ``peak_mib`` the most it reached on the way (Linux ``VmRSS``/``VmHWM``).
    """
    out: dict[str, Any] = {}
    with tempfile.TemporaryDirectory(prefix="paperboy-bench-") as tmp:
        probe = os.path.join(tmp, "memory_probe.py")
        with open(probe, "w", encoding="utf-8") as handle:
            handle.write(_MEMORY_PROBE)
        with open(os.path.join(tmp, "paperboy_bench_minimal.py"), "w", encoding="utf-8") as handle:
            handle.write(_MINIMAL_APP)
        data = os.path.join(tmp, "data")
        env = dict(os.environ, PAPERBOY_DATA_DIR=data)
        for which in ["minimal", "menu", *GAMES]:
            done = subprocess.run([sys.executable, probe, which], capture_output=True, text=True, env=env,
                                  timeout=300)
            lines = done.stdout.strip().splitlines()
            if done.returncode or not lines:
                last = (done.stderr.strip().splitlines() or ["no output"])[-1]
                out[which] = {"error": f"exit status {done.returncode}: {last}"}
                continue
            out[which] = json.loads(lines[-1])
    out["target_mib"] = TARGETS["memory_mib"]
    return out


def _game_screen_factory(game: Game):
    """An app showing the game's screen on a busy position, and the keys to press there."""
    from ..session import Seat, Session
    from ..tui.app import make_app

    count, options = game.test_configs()[0]
    seats = [Seat("Ann")] + [Seat(f"Bot {i}", "bot", game.bot_levels[0]) for i in range(1, count)]
    tmp = tempfile.mkdtemp(prefix="paperboy-bench-")
    os.environ.setdefault("PAPERBOY_DATA_DIR", tmp)
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


def bench_playouts(game: Game, budget_s: float) -> dict[str, Any]:
    """Random playouts through the public contract at default options on the largest table.

    ``actions_per_s`` is wall-clock time; ``cpu_actions_per_s`` counts this process's CPU
    time only (what the engine costs, whatever else the machine is running) and is the
    figure held against the target.
    """
    options, count = _realistic(game)
    names = [f"P{i}" for i in range(count)]
    rng = Rng(1)
    games = actions = 0
    started = time.perf_counter()
    cpu_started = time.process_time()
    while time.perf_counter() - started < budget_s or games == 0:
        state = game.new_game(names, options, games)
        while not state.is_over():
            seat = state.to_act()[0]
            state.apply(seat, rng.choice(state.legal_actions(seat)))
            actions += 1
        games += 1
    elapsed = time.perf_counter() - started
    cpu = max(time.process_time() - cpu_started, 1e-9)
    return {"games_per_s": round(games / elapsed, 2), "actions_per_s": round(actions / elapsed),
            "players": count, "cpu_actions_per_s": round(actions / cpu),
            "target_actions_s": TARGETS["playout_actions_s"]}


def _realistic(game: Game) -> tuple[dict[str, Any], int]:
    """Default options and the largest table they allow (the slowest honest case)."""
    options = game.resolve_options({})
    lo, hi = game.player_range(options)
    return options, hi


def bench_bots(game: Game, budget_s: float) -> dict[str, Any]:
    from .simulate import play_bot_game

    level = quick_levels(game)[-1]
    options, count = _realistic(game)
    names = [f"P{i}" for i in range(count)]
    samples: list[float] = []
    started = time.perf_counter()
    games = 0
    while time.perf_counter() - started < budget_s or games == 0:
        state = game.new_game(names, options, 100 + games)
        bots = [game.make_bot(level, seed=s) for s in range(count)]
        while not state.is_over():
            seat = state.to_act()[0]
            t0 = time.perf_counter()
            action = bots[seat].choose(state, seat)
            samples.append((time.perf_counter() - t0) * 1000)
            state.apply(seat, action)
            if time.perf_counter() - started > budget_s * 4:
                break
        games += 1
    # 100 full bot games at the default options and the largest table, estimated from a
    # few. Held against the target in this process's CPU time (what the engine and bots
    # cost, whatever else the machine runs, as for the playouts); wall time is shown too.
    t0 = time.perf_counter()
    cpu0 = time.process_time()
    sim = 3
    for i in range(sim):
        play_bot_game(game, count, level, options, 500 + i)
    per_game = (time.perf_counter() - t0) / sim
    cpu_per_game = (time.process_time() - cpu0) / sim
    return {"level": level, "players": count, "moves": len(samples),
            "p50_ms": round(percentile(samples, 50), 2),
            "p95_ms": round(percentile(samples, 95), 2), "max_ms": round(max(samples, default=0), 1),
            "simulate_100_s": round(cpu_per_game * 100, 1), "simulate_100_wall_s": round(per_game * 100, 1),
            "target_p95_ms": TARGETS["bot_p95_ms"], "target_simulate_100_s": TARGETS["simulate_100_s"]}


def bench_master(game: Game, decisions: int) -> dict[str, Any]:
    """The master's think time per decision (wall clock) against its budget.

    A 2-player game, master against the expert, played until the master has made
    ``decisions`` decisions that it had to think about (more than one legal move).
    """
    from ..engine.search import DEFAULT_THINK_MS, MASTER

    options = game.resolve_options({})
    samples: list[float] = []
    for seed in range(100, 200):
        state = game.new_game(["P0", "P1"], options, seed)
        bots = [game.make_bot(MASTER, seed), game.make_bot(quick_levels(game)[-1], seed + 1)]
        while not state.is_over() and len(samples) < decisions:
            seat = state.to_act()[0]
            if seat == 0 and len(state.legal_actions(seat)) > 1:
                t0 = time.perf_counter()
                action = bots[seat].choose(state, seat)
                samples.append((time.perf_counter() - t0) * 1000)
            else:
                action = bots[seat].choose(state, seat)
            state.apply(seat, action)
        if len(samples) >= decisions:
            break
    return {"decisions": len(samples), "p50_ms": round(percentile(samples, 50), 1),
            "p95_ms": round(percentile(samples, 95), 1), "max_ms": round(max(samples, default=0), 1),
            "target_p95_ms": float(DEFAULT_THINK_MS)}


def bench_autosave(game: Game) -> dict[str, Any]:
    from ..session import SaveStore, Seat, Session

    count, options = game.test_configs()[0]
    with tempfile.TemporaryDirectory(prefix="paperboy-bench-") as tmp:
        from pathlib import Path

        seats = [Seat(f"P{i}") for i in range(count)]
        session = Session.new(game.id, seats, options, 7, store=SaveStore(Path(tmp)))
        rng = Rng(3)
        while not session.is_over():
            seat = session.to_act()[0]
            session.act(seat, rng.choice(session.state.legal_actions(seat)))
        samples = [s * 1000 for s in session.autosave_seconds]
    return {"actions": len(samples), "mean_ms": round(statistics.fmean(samples), 3) if samples else 0,
            "p95_ms": round(percentile(samples, 95), 3), "target_ms": TARGETS["autosave_ms"]}


def long_extra_extra_log(min_actions: int = 1000) -> tuple[Game, list[str], dict[str, Any], int,
                                                         list[tuple[int, dict[str, Any]]]]:
    """A random-play Extra! Extra! game of at least ``min_actions`` actions (6 players)."""
    game = find_game("extra-extra")
    options = game.resolve_options({})
    names = [f"P{i}" for i in range(6)]
    longest: tuple[int, list[tuple[int, dict[str, Any]]]] = (0, [])
    for seed in range(64):
        state = game.new_game(names, options, seed)
        rng = Rng(seed)
        log: list[tuple[int, dict[str, Any]]] = []
        while not state.is_over():
            seat = state.to_act()[0]
            action = rng.choice(state.legal_actions(seat))
            state.apply(seat, action)
            log.append((seat, action.to_dict()))
        if len(log) > len(longest[1]):
            longest = (seed, log)
        if len(log) >= min_actions:
            break
    return game, names, options, longest[0], longest[1]


def bench_replay() -> dict[str, Any]:
    """Replay viewer steps (state and the watched seat's view) back and forth through a long game."""
    from ..session import Seat
    from ..session.replay import Replay

    game, names, options, seed, log = long_extra_extra_log()
    started = time.perf_counter()
    replay = Replay(game, [Seat(n) for n in names], options, seed, log)
    load_s = time.perf_counter() - started
    samples: list[float] = []
    order = [*range(replay.length, -1, -1), *range(replay.length + 1)]  # back from the end, then forward
    for index in order:
        t0 = time.perf_counter()
        replay.goto(index)
        replay.view(0)
        samples.append((time.perf_counter() - t0) * 1000)
    return {"game": game.id, "actions": replay.length, "load_s": round(load_s, 2),
            "p50_ms": round(percentile(samples, 50), 2), "p95_ms": round(percentile(samples, 95), 2),
            "max_ms": round(max(samples, default=0), 1), "target_ms": TARGETS["replay_step_ms"]}


def run_bench(quick: bool = False) -> dict[str, Any]:
    results: dict[str, Any] = {"python": sys.version.split()[0], "cpus": os.cpu_count()}
    results["start"] = bench_start(runs=2 if quick else 5)
    results["memory"] = bench_memory()
    presses = 20 if quick else 80
    results["repaint"] = bench_repaint(presses)
    results["repaint_80x24"] = bench_repaint(presses, (80, 24))
    results["repaint_anchor"] = bench_repaint_anchor(presses, [(100, 32), (80, 24)])
    results["games"] = {}
    for game_id in GAMES:
        game = find_game(game_id)
        results["games"][game_id] = {
            "playouts": bench_playouts(game, 0.5 if quick else 3.0),
            "bots": bench_bots(game, 1.0 if quick else 6.0),
            "master": bench_master(game, 4 if quick else 30),
            "autosave": bench_autosave(game),
        }
    results["replay"] = bench_replay()
    return results


def _ok(value: float, target: float) -> str:
    return "ok" if value <= target else "SLOW"


def _repaint_lines(rep: dict[str, Any], size: str, anchor: dict[str, Any] | None) -> list[str]:
    lines = []
    target = rep["target_p95_ms"]
    beside = f"   bare grid p95 {anchor['p95_ms']:>5.2f} ms (CPU {anchor.get('cpu_p95_ms', 0):.2f})" if anchor else ""
    for key, value in rep.items():
        if key == "target_p95_ms":
            continue
        label = f"key to repaint: {key} ({size})"
        if "error" in value:
            lines.append(f"{label:<40}not measured ({value['error']})  SLOW")
            continue
        cpu = f" (CPU {value['cpu_p95_ms']:>5.2f})" if "cpu_p95_ms" in value else ""
        by_key = value.get("by_key") or {}
        slowest = max(by_key, key=lambda k: by_key[k]["p95_ms"], default=None)
        worst = f"   slowest key {slowest} p95 {by_key[slowest]['p95_ms']:.1f} ms" if slowest else ""
        unpainted = sum(entry.get("unpainted", 0) for entry in by_key.values())
        worst += f", {unpainted} keys not repainted within 3 s" if unpainted else ""
        lines.append(f"{label:<40}p50 {value['p50_ms']:>6.2f} ms  p95 {value['p95_ms']:>6.2f} ms{cpu}{beside}{worst}"
                     f"   (target p95 < {target:g} ms)  {_ok(value['p95_ms'], target)}")
        bots = value.get("bot_reply")
        if bots:
            label = f"bot reply to repaint: {key} ({size})"
            lines.append(f"{label:<40}p50 {bots['p50_ms']:>6.2f} ms  p95 {bots['p95_ms']:>6.2f} ms"
                         f" (CPU {bots['cpu_p95_ms']:>5.2f})   {bots['n']} bot moves, each timed from the move"
                         f" to its repaint   (target p95 < {target:g} ms)  {_ok(bots['p95_ms'], target)}")
    return lines


#: How the key-to-repaint lines are measured, printed above them.
REPAINT_NOTE = ("Key to repaint is timed from the key event to the first repaint after it, which shows its effect"
                " (Enter: the player's own move); bots reply after the {delay:g} ms pacing timer, so each bot"
                " move is its own sample on the \"bot reply\" line (move played to repaint), never part of a key.")


def format_bench(r: dict[str, Any]) -> str:
    """The bench as text: one line per figure, with its target, its anchor and "ok" or "SLOW"."""
    lines = [f"paperboy bench  (Python {r['python']}, {r['cpus']} cores)", ""]
    s = r["start"]
    cpu = (f"; CPU {s['paperboy_cpu_s']:.2f} s vs {s['minimal_cpu_s']:.2f} s, ratio {s['cpu_ratio']:.2f}"
           if "cpu_ratio" in s else "")
    lines.append(f"{'start to menu':<40}{s['paperboy_s']:>6.3f} s   minimal Textual app {s['minimal_s']:.3f} s"
                 f"   ratio {s['ratio']:.2f}{cpu} (target <= {s['target_ratio']})"
                 f"  {_ok(s['ratio'], s['target_ratio'])}")
    memory = r.get("memory")
    if memory:
        target = memory["target_mib"]
        minimal = memory.get("minimal", {})
        beside = f"   minimal Textual app {minimal['peak_mib']:.1f} MiB" if "peak_mib" in minimal else ""
        for key, value in memory.items():
            if key in ("target_mib", "minimal"):
                continue
            label = f"memory: {key}"
            if "error" in value:
                lines.append(f"{label:<40}not measured ({value['error']})  SLOW")
                continue
            lines.append(f"{label:<40}{value['peak_mib']:>6.1f} MiB peak  {value['rss_mib']:.1f} MiB now{beside}"
                         f"   (target < {target:g} MiB)  {_ok(value['peak_mib'], target)}")
    anchors = r.get("repaint_anchor", {})
    if any("bot_reply" in v for v in r["repaint"].values() if isinstance(v, dict)):
        from ..tui.screens.game import BOT_DELAY

        lines.append(REPAINT_NOTE.format(delay=BOT_DELAY * 1000))
    lines += _repaint_lines(r["repaint"], "100x32", anchors.get("100x32"))
    if "repaint_80x24" in r:
        lines += _repaint_lines(r["repaint_80x24"], "80x24", anchors.get("80x24"))
    for game_id, g in r["games"].items():
        lines.append("")
        lines.append(game_id)
        p = g["playouts"]
        cpu_rate = p.get("cpu_actions_per_s", p["actions_per_s"])
        target_rate = p.get("target_actions_s", TARGETS["playout_actions_s"])
        verdict = "ok " if cpu_rate >= target_rate else "SLOW"
        lines.append(f"  {'random playouts (' + str(p['players']) + 'p)':<32}{cpu_rate:>8} actions/s CPU"
                     f"  ({p['actions_per_s']} wall, {p['games_per_s']} games/s)"
                     f"   (target >= {target_rate})  {verdict}")
        b = g["bots"]
        bot_label = f"bot move ({b['level']}, {b['players']}p)"
        sim_label = f"simulate 100 games ({b['players']}p, est.)"
        lines.append(f"  {bot_label:<32}p50 {b['p50_ms']:>7.2f} ms  p95 {b['p95_ms']:>7.2f} ms"
                     f"  max {b['max_ms']:.0f} ms   (target p95 < {b['target_p95_ms']:.0f} ms)"
                     f"  {_ok(b['p95_ms'], b['target_p95_ms'])}")
        wall = f" CPU ({b['simulate_100_wall_s']:.1f} s wall)" if "simulate_100_wall_s" in b else ""
        lines.append(f"  {sim_label:<32}{b['simulate_100_s']:>8.1f} s{wall}"
                     f"   (target < {b['target_simulate_100_s']:.0f} s)"
                     f"  {_ok(b['simulate_100_s'], b['target_simulate_100_s'])}")
        m = g.get("master")
        if m:
            lines.append(f"  {'master think (2p, vs expert)':<32}p50 {m['p50_ms']:>7.1f} ms  p95 {m['p95_ms']:>7.1f} ms"
                         f"  max {m['max_ms']:.0f} ms   (target p95 <= {m['target_p95_ms']:.0f} ms, its budget)"
                         f"  {_ok(m['p95_ms'], m['target_p95_ms'])}")
        a = g["autosave"]
        lines.append(f"  {'autosave per action':<32}mean {a['mean_ms']:.3f} ms  p95 {a['p95_ms']:.3f} ms"
                     f"   (target < {a['target_ms']:.0f} ms)  {_ok(a['p95_ms'], a['target_ms'])}")
    rp = r.get("replay")
    if rp:
        lines.append("")
        lines.append(f"{'replay step (' + str(rp['actions']) + ' actions)':<34}p50 {rp['p50_ms']:>6.2f} ms  "
                     f"p95 {rp['p95_ms']:>6.2f} ms  max {rp['max_ms']:.0f} ms   (target p95 < {rp['target_ms']:.0f} ms)"
                     f"  {_ok(rp['p95_ms'], rp['target_ms'])}")
    return "\n".join(lines)
