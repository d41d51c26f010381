"""``paperboy bench`` in a real terminal: start to the menu's first frame and resident memory.

The installed ``paperboy`` command is started in a pseudo-terminal until the menu's first
frame is written, against a minimal Textual app started the same way (console-script
launcher, same terminal); memory is read with the menu and with each game screen open,
each in a fresh interpreter, beside the minimal app's.
"""

from __future__ import annotations

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

from ..engine import GAMES, find_game
from .bench_repaint import _game_screen_factory
from .bench_targets import TARGETS

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
        # PYTHONDONTWRITEBYTECODE (set in some shells and sandboxes) would have every run
        # compile the modules from source again; a user's Python writes byte-code (pip does at
        # install), so the warm-up run writes it for both programs, as it does for them.
        for name in ("TEXTUAL", "PAPERBOY_DATA_DIR", "_PAPERBOY_COMPLETE", "PYTHONDONTWRITEBYTECODE"):
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
