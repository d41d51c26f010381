"""``paperboy replay``: bad save references are one line and exit status 2; a good one opens the viewer."""

from __future__ import annotations

from typing import Any

import pytest
from click.testing import CliRunner

from paperboy.cli import main
from paperboy.session import SaveStore, Seat, Session
from paperboy.session.replay import Replay


def run(*args: str):
    return CliRunner().invoke(main, list(args))


def one_line(output: str) -> str:
    lines = [line for line in output.splitlines() if line.strip()]
    assert len(lines) == 1, output
    return lines[0]


@pytest.mark.parametrize("ref", ["no-such-save", "../elsewhere/x", "bad name", "missing.json"])
def test_replay_of_a_save_that_does_not_exist_is_one_line_and_exit_2(ref: str) -> None:
    result = run("replay", ref)
    assert result.exit_code == 2
    assert "no saved game" in one_line(result.output)


def test_replay_of_a_damaged_save_is_one_line_exit_2_and_the_file_is_untouched(tmp_path) -> None:
    bad = tmp_path / "cut.json"
    bad.write_text('{"format": 1, "app": "paperboy", "game": ')
    result = run("replay", str(bad))
    assert result.exit_code == 2
    assert "cannot open save" in one_line(result.output) and "truncated" in result.output
    assert bad.read_text() == '{"format": 1, "app": "paperboy", "game": '


def test_replay_of_a_save_whose_log_breaks_says_which_action(tmp_path) -> None:
    import json

    session = Session.new("magazine", [Seat("Ann", "bot", "novice"), Seat("Bob", "bot", "novice")],
                          seed=3, store=SaveStore(), autosave=False)
    for _ in range(5):
        session.step_bot()
    path = session.save()
    data = json.loads(path.read_text())
    data["actions"][1] = [data["actions"][1][0], {"type": "no-such-move"}]
    path.write_text(json.dumps(data))
    result = run("replay", session.save_id)
    assert result.exit_code == 2
    assert "the action log breaks at action 2" in one_line(result.output)


def test_replay_with_a_save_id_opens_the_viewer_on_that_save(monkeypatch: pytest.MonkeyPatch) -> None:
    session = Session.new("magazine", [Seat("Ann", "bot", "novice"), Seat("Bob", "bot", "novice")],
                          seed=3, store=SaveStore(), autosave=False)
    for _ in range(4):
        session.step_bot()
    session.save()
    built: dict[str, Any] = {}

    class FakeApp:
        def run(self) -> None:
            built["ran"] = True

    def fake_make_app(**kwargs: Any) -> FakeApp:
        built.update(kwargs)
        return FakeApp()

    monkeypatch.setattr("paperboy.tui.app.make_app", fake_make_app)
    result = run("replay", session.save_id)
    assert result.exit_code == 0, result.output
    assert built["ran"] and isinstance(built["replay"], Replay) and built["replay"].length == 4
    built.clear()
    result = run("replay")
    assert result.exit_code == 0 and built == {"watch": True, "ran": True}
