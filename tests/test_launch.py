"""The ``paperboy`` console script: the menu opens without click, the rest goes to the CLI.

Each check runs in a fresh interpreter, because which modules a start loads is what is
being checked (the test process has loaded everything already).
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

from paperboy.tools.bench import _PAPERBOY_MARKERS, start_in_terminal

#: Runs ``paperboy.launch.main`` with ``argv`` after replacing the app by a stand-in that
#: reports the modules loaded when the menu would be shown.
STAND_IN = """
import json, sys
import paperboy.tui.app as app_module

class StandIn:
    def run(self):
        print(json.dumps(sorted(m for m in sys.modules if m.split(".")[0] in ("click", "paperboy"))))

app_module.make_app = lambda **kwargs: StandIn()
sys.argv = {argv!r}
from paperboy.launch import main
main()
"""

#: Modules the menu does not show and that must not load before its first frame.
NOT_BEFORE_THE_MENU = ("click", "paperboy.cli", "paperboy.games", "paperboy.session.session",
                       "paperboy.session.saves", "paperboy.session.profiles", "paperboy.engine.protocol",
                       "paperboy.engine.replay", "paperboy.tools")


def launch(argv: list[str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-c", STAND_IN.format(argv=argv)], capture_output=True,
                          text=True, timeout=120)


def test_paperboy_alone_opens_the_menu_without_click_or_the_game_modules() -> None:
    done = launch(["paperboy"])
    assert done.returncode == 0, done.stderr
    loaded = json.loads(done.stdout)
    assert "paperboy.tui.app" in loaded
    early = [m for m in loaded if m.startswith(NOT_BEFORE_THE_MENU)]
    assert early == []


def test_paperboy_with_arguments_is_the_click_command() -> None:
    done = launch(["paperboy", "--version"])
    assert done.returncode == 0, done.stderr
    assert "version" in done.stdout and "paperboy" in done.stdout


def test_paperboy_with_a_bad_command_is_one_line_and_exit_2() -> None:
    done = launch(["paperboy", "nosuchcommand"])
    assert done.returncode == 2
    lines = [line for line in done.stderr.splitlines() if line.strip()]
    assert len(lines) == 1 and "nosuchcommand" in lines[0]


def test_the_menu_is_drawn_before_saves_profiles_and_games_are_loaded(tmp_path: Path) -> None:
    # The real start in a terminal, with Python's import log on the same terminal: a module
    # whose line comes before the end of the first frame was loaded before the menu showed.
    env = dict(os.environ, TERM="xterm-256color", PAPERBOY_DATA_DIR=str(tmp_path),
               PYTHONPROFILEIMPORTTIME="1")
    code = "import sys; sys.argv = ['paperboy']; from paperboy.launch import main; main()"
    seen = start_in_terminal([sys.executable, "-c", code], _PAPERBOY_MARKERS, env, timeout_s=120)
    # Only what was written up to the end of the first frame: the last read may hold more
    # (on a loaded machine, the imports the app makes just after the menu shows).
    first, last = _PAPERBOY_MARKERS[0], _PAPERBOY_MARKERS[-1]
    end = seen.output.index(last, seen.output.index(first)) + len(last)
    text = seen.output[:end].decode("utf-8", "replace")
    # A log line may follow the app's escape sequences without a line break.
    loaded = re.findall(r"import time:\s+\d+ \|\s+\d+ \|\s+(\S+)", text)
    assert "paperboy.tui.screens.menu" in loaded and "paperboy.session.settings" in loaded
    early = [m for m in loaded if m.startswith(NOT_BEFORE_THE_MENU)]
    assert early == []


def test_a_crash_in_the_menu_started_directly_exits_1_naming_the_log(monkeypatch, capsys, tmp_path) -> None:
    """``paperboy`` alone skips click, so the launcher handles a crash as the CLI does."""
    import pytest

    from paperboy import launch
    from paperboy.tui import app as app_module

    class Broken:
        def run(self) -> None:
            raise RuntimeError("boom")

    monkeypatch.setenv("PAPERBOY_DATA_DIR", str(tmp_path))
    monkeypatch.setattr(app_module, "make_app", lambda **_: Broken())
    monkeypatch.setattr("sys.argv", ["paperboy"])
    with pytest.raises(SystemExit) as exit_info:
        launch.main()
    assert exit_info.value.code == 1
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "internal error (RuntimeError: boom)" in err[0]
    log = err[0].rsplit(" ", 1)[-1]
    assert "Traceback" in open(log, encoding="utf-8").read()
