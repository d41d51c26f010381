"""The command line: a crash exits non-zero naming its log, and no output carries controls."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from paperboy import cli
from paperboy.crash import write_crash_log
from paperboy.engine.text import has_control
from paperboy.tui.app import PaperboyApp
from paperboy.tui.app import __file__ as app_file

EVIL = "Eve\x1b]0;pwned\x07\x9b2J\u202e"


def _invoke(args: list[str]) -> tuple[int, str, str]:
    runner = CliRunner()
    result = runner.invoke(cli.main, args)
    return result.exit_code, result.stdout, result.stderr


def _log_named_in(stderr: str) -> Path:
    assert "internal error" in stderr and "the details are in " in stderr
    return Path(stderr.rsplit("the details are in ", 1)[1].strip())


def test_unexpected_error_in_a_command_exits_1_naming_a_log_with_the_traceback(
        monkeypatch: pytest.MonkeyPatch, isolated_data_dir: Path) -> None:
    import paperboy.tools.simulate as simulate

    def broken(*args: object, **kwargs: object) -> None:
        raise RuntimeError("boom in the simulator")

    monkeypatch.setattr(simulate, "run_simulation", broken)
    code, out, err = _invoke(["simulate", "magazine", "--games", "1"])
    assert code == 1
    assert "RuntimeError: boom in the simulator" in err
    assert len(err.strip().splitlines()) == 1  # one short line, no traceback on screen
    log = _log_named_in(err)
    assert log.parent == isolated_data_dir / "logs"
    text = log.read_text(encoding="utf-8")
    assert "Traceback (most recent call last)" in text and "boom in the simulator" in text


class _CrashingApp(PaperboyApp):
    """The real app, headless, with a bug that fires as soon as it starts."""

    CSS_PATH = str(Path(app_file).parent / "paperboy.tcss")

    def on_mount(self) -> None:
        raise ZeroDivisionError("bug on mount")

    def run(self, *args: object, **kwargs: object) -> object:
        return super().run(headless=True, size=(100, 32))


def test_crash_inside_the_app_exits_1_naming_a_log_with_the_traceback(
        monkeypatch: pytest.MonkeyPatch, isolated_data_dir: Path) -> None:
    import paperboy.tui.app as app_module

    monkeypatch.setattr(app_module, "make_app", lambda **kwargs: _CrashingApp(**kwargs))
    code, out, err = _invoke([])
    assert code == 1
    assert "ZeroDivisionError: bug on mount" in err
    assert "Traceback" not in err  # Textual's own long traceback is not printed
    text = _log_named_in(err).read_text(encoding="utf-8")
    assert "ZeroDivisionError: bug on mount" in text and "on_mount" in text


def test_crash_log_falls_back_to_the_temp_dir_when_the_data_dir_cannot_be_written(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    blocked = tmp_path / "not-a-dir"
    blocked.write_text("a file where the data directory should be")
    monkeypatch.setenv("PAPERBOY_DATA_DIR", str(blocked))
    try:
        raise ValueError("kept anyway")
    except ValueError as exc:
        log = write_crash_log(exc)
    assert log is not None and not log.is_relative_to(blocked)
    assert "kept anyway" in log.read_text(encoding="utf-8")
    log.unlink()


def test_ctrl_c_outside_the_app_is_not_reported_as_a_crash(monkeypatch: pytest.MonkeyPatch) -> None:
    import paperboy.tools.simulate as simulate

    def interrupted(*args: object, **kwargs: object) -> None:
        raise KeyboardInterrupt

    monkeypatch.setattr(simulate, "run_simulation", interrupted)
    code, out, err = _invoke(["simulate", "magazine", "--games", "1"])
    assert code == 130 and "interrupted" in err and "internal error" not in err


@pytest.mark.parametrize("args", [
    ["play", "magazine", "--players", "Ann,Bob", "--option", f"{EVIL}=1"],
    ["score", "magazine", f"{EVIL}.toml"],
])
def test_error_lines_quoting_user_text_carry_no_control_characters(args: list[str]) -> None:
    code, out, err = _invoke(args)
    assert code == 2
    # the name is quoted either cleaned or as visible escapes, never as live controls
    assert ("Eve]0;pwned2J" in err or "Eve\\x1b]0;pwned" in err) and len(err.strip().splitlines()) == 1
    assert not has_control(out + err.replace("\n", ""))


def test_score_output_shows_a_scorepad_name_without_control_characters(tmp_path: Path) -> None:
    pad = tmp_path / "pad.toml"
    pad.write_text(
        '[[player]]\nname = "Kev\\u001b]0;pwned\\u0007\\u009b2J"\nreputation = 40\nmoney = 10\n'
        'tiles = { 1 = 2 }\n\n[[player]]\nname = "Elsa [/]"\nreputation = 30\nmoney = 5\n',
        encoding="utf-8")
    code, out, err = _invoke(["score", "magazine", str(pad)])
    assert code == 0, err
    assert "Kev]0;pwned2J" in out and "Elsa [/]" in out
    assert not has_control(out.replace("\n", ""))
    code, out, err = _invoke(["score", "magazine", str(pad), "--json"])
    assert code == 0 and "Kev]0;pwned2J" in out  # the scorepad cleans names when it reads them
    assert not has_control(out.replace("\n", ""))


def test_simulate_output_carries_no_control_characters() -> None:
    code, out, err = _invoke(["simulate", "magazine", "--games", "1", "--players", "2"])
    assert code == 0, err
    assert not has_control(out.replace("\n", ""))
