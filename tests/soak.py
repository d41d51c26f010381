"""Soak test: the real paperboy in tmux, random keys, kill -9, resizes and a full disk.

Not collected by pytest (no ``test_`` prefix) and not run by CI. Run it by hand::

    python tests/soak.py --minutes 5            # with the project's virtualenv active
    python tests/soak.py --minutes 1 --seed 3 --out /tmp/soak
    python tests/soak.py --minutes 2 --only kill disk

Each round starts ``paperboy`` in its own tmux session with a fresh data directory and
runs one scenario:

- ``menu``: random keys across the menu, the set-up forms, the resume list, players and
  settings, help and the command palette.
- ``game``: ``paperboy play`` of a random game (random seats: people and bots) and random
  keys, mostly the ones that move a game on.
- ``kill``: a game as above, then ``kill -9`` at a random moment. The save's action count
  is read just before the kill; afterwards the save must load (replaying its log) with at
  least that many actions, no temporary file may be left over, and ``paperboy resume``
  must open it.
- ``disk``: a game whose data directory is a small tmpfs filled to the last byte (we
  mount it when allowed; otherwise a read-only directory, which the summary says).

In every scenario the terminal is resized at random, sometimes below 80x24 (the size
notice must show), and the run watches for crashes: a traceback or an internal-error
line on screen, or the process ending with a non-zero status. A summary table is printed
at the end; screen dumps of every finding are kept in ``--out``.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import random
import re
import shlex
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

GAMES = {  # id: (min players, max players)
    "fit-to-print": (1, 6),
    "extra-extra": (2, 6),
    "pulitzer": (1, 5),
    "magazine": (2, 4),
}
BOT_LEVEL = {"fit-to-print": "novice", "extra-extra": "novice", "pulitzer": "novice",
             "magazine": "novice"}
MENU_KEYS = ["Up", "Down", "Enter", "Escape", "Tab", "BTab", "Space", "PageUp", "PageDown",
             "Home", "End", "BSpace", "?", "C-p", "F1", "F5", "n", "r", "h", "t", "a", "1", "2", "x"]
GAME_KEYS = (["Enter"] * 8 + ["Up", "Down"] * 3 + ["Left", "Right", "Tab", "Space", "Escape",
             ":", "u", "n", "p", "o", "f", "r", "1", "2", "3", "j", "k", "?", "F1", "PageDown", "BSpace"])
CRASH_MARKS = ("Traceback (most recent call last)", "paperboy: internal error")
# the last line of a Python traceback, e.g. "KeyError: 'x'" (Textual's own crash screen)
CRASH_LINE = re.compile(r"^\s*[A-Za-z_.]*(Error|Exception): ", re.MULTILINE)
# Textual's footer shows "^p palette" on every screen; the size notice has no footer.
STARTED_MARKS = ("palette", "paperboy needs a terminal")
EXIT_RE = re.compile(r"\[soak\] exit status (\d+)")


@dataclass
class Tally:
    """What one scenario did and found."""

    runs: int = 0
    keys: int = 0
    resizes: int = 0
    size_notices: int = 0
    kills: int = 0
    resumes: int = 0
    lost_actions: int = 0
    crashes: int = 0
    bad_exits: int = 0
    findings: list[str] = field(default_factory=list)


class Pane:
    """One paperboy process in its own tmux session."""

    def __init__(self, name: str, command: str, data: Path, size: tuple[int, int]) -> None:
        self.name = name
        # no bytecode files: the command under test may live in a tree the soak must not touch
        wrapped = (f"env PYTHONDONTWRITEBYTECODE=1 PAPERBOY_DATA_DIR={shlex.quote(str(data))} {command}; "
                   f"echo; echo \"[soak] exit status $?\"; sleep 100000")
        subprocess.run(["tmux", "new-session", "-d", "-s", name, "-c", str(data), "-x", str(size[0]),
                        "-y", str(size[1]), wrapped], check=True)
        self.size = size

    def screen(self) -> str:
        done = subprocess.run(["tmux", "capture-pane", "-p", "-t", self.name],
                              capture_output=True, text=True)
        return done.stdout if done.returncode == 0 else ""

    def send(self, key: str) -> None:
        subprocess.run(["tmux", "send-keys", "-t", self.name, key], capture_output=True)

    def resize(self, width: int, height: int) -> None:
        subprocess.run(["tmux", "resize-window", "-t", self.name, "-x", str(width), "-y", str(height)],
                       capture_output=True)
        self.size = (width, height)

    def app_pid(self) -> int | None:
        """The paperboy process (the child of the pane's shell), while it runs."""
        done = subprocess.run(["tmux", "display", "-p", "-t", self.name, "#{pane_pid}"],
                              capture_output=True, text=True)
        try:
            shell = int(done.stdout.strip())
            children = Path(f"/proc/{shell}/task/{shell}/children").read_text().split()
        except (ValueError, OSError):
            return None
        for child in children:
            try:
                cmdline = Path(f"/proc/{child}/cmdline").read_bytes()
            except OSError:
                continue
            if b"paperboy" in cmdline:
                return int(child)
        return None

    def exit_status(self) -> int | None:
        found = EXIT_RE.search(self.screen())
        return int(found.group(1)) if found else None

    def wait_started(self, seconds: float = 40.0) -> bool:
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            text = self.screen()
            if self.exit_status() is not None or any(m in text for m in STARTED_MARKS):
                return True
            time.sleep(0.25)
        return False

    def close(self) -> None:
        pid = self.app_pid()
        if pid is not None:
            with contextlib.suppress(ProcessLookupError):
                os.kill(pid, signal.SIGKILL)
        subprocess.run(["tmux", "kill-session", "-t", self.name], capture_output=True)


class Soak:
    def __init__(self, args: argparse.Namespace) -> None:
        self.args = args
        self.rng = random.Random(args.seed)
        self.out = Path(args.out or tempfile.mkdtemp(prefix="paperboy-soak-"))
        self.out.mkdir(parents=True, exist_ok=True)
        # The panes start in their data directory, so a relative path is made absolute.
        self.paperboy = os.path.abspath(args.paperboy) if os.sep in args.paperboy else args.paperboy
        self.tallies: dict[str, Tally] = {name: Tally() for name in ("menu", "game", "kill", "disk")}
        self.serial = 0
        self.disk_note = ""
        # the saves are loaded by the Python that runs the paperboy under test
        beside = Path(self.paperboy).with_name("python")
        self.python = str(beside) if beside.exists() else sys.executable

    # --- helpers ----------------------------------------------------------------------
    def _name(self) -> str:
        self.serial += 1
        return f"textsafe-soak-{os.getpid()}-{self.serial}"

    def _dump(self, tally: Tally, pane: Pane, what: str) -> None:
        path = self.out / f"{pane.name}-{len(tally.findings)}.txt"
        path.write_text(f"{what}\n\n{pane.screen()}", encoding="utf-8")
        tally.findings.append(f"{what} (screen: {path})")

    def _check_screen(self, tally: Tally, pane: Pane, where: str) -> bool:
        """Record a crash on screen or an unexpected exit; True while the app runs."""
        text = pane.screen()
        if any(mark in text for mark in CRASH_MARKS) or CRASH_LINE.search(text):
            tally.crashes += 1
            self._dump(tally, pane, f"crash on screen {where}")
            return False
        status = pane.exit_status()
        if status is not None:
            if status != 0:
                tally.bad_exits += 1
                self._dump(tally, pane, f"paperboy ended with status {status} {where}")
            return False
        return True

    def _maybe_resize(self, tally: Tally, pane: Pane) -> None:
        if self.rng.random() > 0.04:
            return
        tally.resizes += 1
        if self.rng.random() < 0.4:
            width, height = self.rng.randint(40, 79), self.rng.randint(10, 30)
            pane.resize(width, height)
            deadline = time.monotonic() + 12  # a loaded machine can take a while to repaint
            while time.monotonic() < deadline:
                if "paperboy needs a terminal" in pane.screen() or pane.exit_status() is not None:
                    break
                time.sleep(0.2)
            text = pane.screen()
            if "paperboy needs a terminal" in text:
                tally.size_notices += 1
            elif pane.exit_status() is None and "Leave paperboy?" not in text:
                self._dump(tally, pane, f"no size notice at {width}x{height}")
            pane.resize(self.rng.randint(80, 140), self.rng.randint(24, 44))
        else:
            pane.resize(self.rng.randint(80, 160), self.rng.randint(24, 50))

    def _press(self, tally: Tally, pane: Pane, keys: list[str], count: int) -> bool:
        """Press ``count`` random keys; False once the app has stopped."""
        for n in range(count):
            pane.send(self.rng.choice(keys))
            tally.keys += 1
            time.sleep(self.rng.uniform(0.02, 0.12))
            self._maybe_resize(tally, pane)
            if n % 10 == 9 and not self._check_screen(tally, pane, f"after {n + 1} keys"):
                return False
        time.sleep(0.5)
        return self._check_screen(tally, pane, f"after {count} keys")

    def _game_command(self) -> tuple[str, str]:
        game = self.rng.choice(self.args.games or sorted(GAMES))
        lo, hi = GAMES[game]
        total = self.rng.randint(max(lo, 1), min(hi, 4))
        humans = self.rng.randint(1, min(2, total))
        names = ",".join(["Ann", "Bob"][:humans])
        bots = " ".join(f"--bot {BOT_LEVEL[game]}" for _ in range(total - humans))
        seed = self.rng.randint(1, 10**6)
        return game, f"{shlex.quote(self.paperboy)} play {game} --players {names} {bots} --seed {seed}"

    @staticmethod
    def _save_files(data: Path) -> list[Path]:
        saves = data / "saves"
        if not saves.is_dir():
            return []
        return sorted((p for p in saves.iterdir() if p.suffix == ".json" and not p.name.startswith(".")),
                      key=lambda p: p.stat().st_mtime)

    @staticmethod
    def _action_count(path: Path) -> int | None:
        try:
            return len(json.loads(path.read_text(encoding="utf-8"))["actions"])
        except (OSError, ValueError, KeyError, TypeError):
            return None

    def _load_count(self, data: Path, path: Path) -> tuple[int | None, str]:
        """Load the save as ``paperboy resume`` does (replaying its log), in a child process."""
        code = ("import sys; from paperboy.session import Session; "
                "s = Session.load(sys.argv[1]); print(len(s.log))")
        # run from the data directory: with ``-c`` the current folder comes first on the
        # import path, and a checkout there would be imported instead of the paperboy tested
        done = subprocess.run([self.python, "-c", code, str(path)], capture_output=True, text=True,
                              cwd=data,
                              env={**os.environ, "PAPERBOY_DATA_DIR": str(data),
                                   "PYTHONDONTWRITEBYTECODE": "1"}, timeout=300)
        if done.returncode != 0:
            return None, (done.stderr.strip().splitlines() or ["?"])[-1]
        return int(done.stdout.strip()), ""

    # --- scenarios --------------------------------------------------------------------
    @contextlib.contextmanager
    def _pane(self, tally: Tally, command: str, data: Path, what: str) -> Iterator[Pane | None]:
        """A 100x32 pane running ``command``; None (and a finding) if it did not start."""
        pane = Pane(self._name(), command, data, (100, 32))
        try:
            if pane.wait_started():
                yield pane
            else:
                self._dump(tally, pane, f"{what} did not start within 40 s")
                yield None
        finally:
            pane.close()

    def run_menu(self) -> None:
        tally = self.tallies["menu"]
        tally.runs += 1
        with self._data_dir() as data, self._pane(tally, shlex.quote(self.paperboy), data, "the menu") as pane:
            if pane is not None:
                self._press(tally, pane, MENU_KEYS + GAME_KEYS, self.args.keys)

    def run_game(self) -> None:
        tally = self.tallies["game"]
        tally.runs += 1
        with self._data_dir() as data:
            game, command = self._game_command()
            with self._pane(tally, command, data, game) as pane:
                if pane is not None:
                    self._press(tally, pane, GAME_KEYS, self.args.keys)

    def run_kill(self) -> None:
        tally = self.tallies["kill"]
        tally.runs += 1
        with self._data_dir() as data:
            game, command = self._game_command()
            with self._pane(tally, command, data, game) as pane:
                if pane is None:
                    return
                running = self._press(tally, pane, GAME_KEYS, self.rng.randint(5, self.args.keys))
                pid = pane.app_pid()
                saves = self._save_files(data)
                if not running or pid is None or not saves:
                    return
                before = self._action_count(saves[-1]) or 0
                os.kill(pid, signal.SIGKILL)
                tally.kills += 1
                time.sleep(0.3)
            self._check_after_kill(tally, data, saves[-1], before, game)

    def _check_after_kill(self, tally: Tally, data: Path, path: Path, before: int, game: str) -> None:
        leftovers = [p.name for p in path.parent.iterdir() if p.name.endswith(".tmp")]
        if leftovers:
            tally.findings.append(f"{game}: temporary files left after kill -9: {', '.join(leftovers)}")
        loaded, why = self._load_count(data, path)
        if loaded is None:
            kept = self.out / f"{game}-unloadable-{path.name}"
            shutil.copyfile(path, kept)  # the data directory goes when the run ends
            tally.findings.append(f"{game}: the save does not load after kill -9: {why} (kept as {kept})")
            return
        if loaded < before:
            tally.lost_actions += before - loaded
            tally.findings.append(f"{game}: {before - loaded} action(s) lost by kill -9 ({path})")
        command = f"{shlex.quote(self.paperboy)} resume {shlex.quote(str(path))}"
        with self._pane(tally, command, data, f"{game}: paperboy resume") as pane:
            if pane is None:
                return
            time.sleep(1.0)
            if self._check_screen(tally, pane, "on resume after kill -9"):
                tally.resumes += 1
                self._press(tally, pane, GAME_KEYS, 10)

    def run_disk(self) -> None:
        tally = self.tallies["disk"]
        tally.runs += 1
        with self._full_data_dir() as data:
            game, command = self._game_command()
            with self._pane(tally, command, data, f"{game} on a full disk") as pane:
                if pane is None:
                    return
                # stay in the game (no Escape, help or rules) so the last Escape leaves it
                keys = [k for k in GAME_KEYS if k not in ("Escape", "?", "F1", "r")]
                if not self._press(tally, pane, keys, self.args.keys):
                    return
                pane.send("Escape")
                time.sleep(2.0)
                text = pane.screen()
                saves = self._save_files(data)
                held = self._action_count(saves[-1]) if saves else None
                if "Game saved" in text:
                    self._dump(tally, pane, f"{game}: 'Game saved' shown on a full disk; the file holds "
                                            f"{'no save' if held is None else f'{held} action(s)'}")

    # --- data directories -------------------------------------------------------------
    @contextlib.contextmanager
    def _data_dir(self) -> Iterator[Path]:
        path = Path(tempfile.mkdtemp(prefix="paperboy-soak-data-"))
        try:
            yield path
        finally:
            shutil.rmtree(path, ignore_errors=True)

    @contextlib.contextmanager
    def _full_data_dir(self) -> Iterator[Path]:
        path = Path(tempfile.mkdtemp(prefix="paperboy-soak-full-"))
        mounted = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", str(path)],
                                 capture_output=True).returncode == 0
        try:
            if mounted:
                self.disk_note = "a 64 KiB tmpfs, filled to the last byte"
                with contextlib.suppress(OSError), open(path / "filler", "wb") as filler:
                    while True:
                        filler.write(b"\0" * 4096)
                        filler.flush()
                        os.fsync(filler.fileno())
            else:
                os.chmod(path, 0o555)
                self.disk_note = ("a read-only directory (mounting a tmpfs was not allowed)"
                                  + ("; as root the permissions do not stop writes" if os.geteuid() == 0 else ""))
            yield path
        finally:
            if mounted:
                subprocess.run(["umount", "-l", str(path)], capture_output=True)
            with contextlib.suppress(OSError):
                os.chmod(path, 0o755)
            shutil.rmtree(path, ignore_errors=True)

    # --- the run ----------------------------------------------------------------------
    def run(self) -> int:
        end = time.monotonic() + self.args.minutes * 60
        scenarios = [("menu", self.run_menu), ("game", self.run_game), ("kill", self.run_kill),
                     ("kill", self.run_kill), ("disk", self.run_disk)]
        if self.args.only:
            scenarios = [s for s in scenarios if s[0] in self.args.only]
        while time.monotonic() < end:
            _, scenario = self.rng.choice(scenarios)
            scenario()
        return self.report()

    def report(self) -> int:
        head = ("scenario", "runs", "keys", "resizes", "notices", "kills", "resumes", "lost", "crashes",
                "bad exits")
        rows = [(name, t.runs, t.keys, t.resizes, t.size_notices, t.kills, t.resumes, t.lost_actions,
                 t.crashes, t.bad_exits) for name, t in self.tallies.items()]
        totals = ("total", *[sum(int(r[i]) for r in rows) for i in range(1, len(head))])
        widths = [max(len(str(r[i])) for r in [head, *rows, totals]) for i in range(len(head))]

        def line(row: tuple[object, ...]) -> str:
            return "  ".join(str(v).ljust(w) if i == 0 else str(v).rjust(w)
                             for i, (v, w) in enumerate(zip(row, widths, strict=True)))

        print()
        print(line(head))
        print("  ".join("-" * w for w in widths))
        for row in rows:
            print(line(row))
        print(line(totals))
        if self.disk_note:
            print(f"\nfull disk: {self.disk_note}")
        findings = [(name, f) for name, t in self.tallies.items() for f in t.findings]
        print(f"\n{len(findings)} finding(s); screen dumps in {self.out}")
        for name, finding in findings:
            print(f"- [{name}] {finding}")
        return 1 if any(t.crashes or t.bad_exits or t.lost_actions for t in self.tallies.values()) else 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--minutes", type=float, default=5.0, help="how long to run (default 5)")
    parser.add_argument("--seed", type=int, default=None, help="seed of the random choices")
    parser.add_argument("--keys", type=int, default=120, help="random keys per run (default 120)")
    parser.add_argument("--only", nargs="+", choices=["menu", "game", "kill", "disk"],
                        help="run only these scenarios")
    parser.add_argument("--games", nargs="+", choices=sorted(GAMES), help="play only these games")
    parser.add_argument("--out", default=None, help="folder for screen dumps (default: a temp folder)")
    default = shutil.which("paperboy") or str(Path(sys.executable).with_name("paperboy"))
    parser.add_argument("--paperboy", default=default, help=f"the command to soak (default {default})")
    args = parser.parse_args()
    if args.seed is None:
        args.seed = int.from_bytes(os.urandom(4), "big")
    if shutil.which("tmux") is None:
        print("soak: tmux is needed", file=sys.stderr)
        return 2
    print(f"soak: {args.minutes:g} minute(s), seed {args.seed}, {args.paperboy}")
    try:
        return Soak(args).run()
    except KeyboardInterrupt:
        print("soak: interrupted", file=sys.stderr)
        return 130


if __name__ == "__main__":
    sys.exit(main())
