"""CLI fixes of issue 12: repeated `-o` options combine, scorepad text in words, `resume` lists saves in a pipe."""

from __future__ import annotations

from typing import Any

import pytest
from click.testing import CliRunner

from paperboy.cli import main


class FakeApp:
    """Stands in for the Textual app: keeps the session ``play`` built."""

    sessions: list[Any] = []

    def __init__(self, **kwargs: Any) -> None:
        self.kwargs = kwargs

    def run(self) -> None:
        FakeApp.sessions.append(self.kwargs.get("session"))


@pytest.fixture
def captured(monkeypatch: pytest.MonkeyPatch) -> list[Any]:
    import paperboy.tui.app as app_module

    FakeApp.sessions = []
    monkeypatch.setattr(app_module, "make_app", FakeApp)
    return FakeApp.sessions


def test_repeated_options_for_a_multi_choice_option_combine(captured: list[Any]) -> None:
    result = CliRunner().invoke(main, ["play", "fit-to-print", "-p", "Ann", "--seed", "2",
                                       "-o", "modifications=1", "-o", "modifications=3"])
    assert result.exit_code == 0, result.output
    assert captured[0].options["modifications"] == [1, 3]


def test_a_repeated_single_choice_option_is_refused_naming_it(captured: list[Any]) -> None:
    result = CliRunner().invoke(main, ["play", "fit-to-print", "-p", "Ann",
                                       "-o", "mode=solo", "-o", "mode=standard"])
    assert result.exit_code == 2
    assert "mode" in result.output and "Traceback" not in result.output
    assert captured == []


def test_the_magazine_scorepad_text_names_the_winners_in_words(tmp_path: Any) -> None:
    pad = tmp_path / "magazine.toml"
    pad.write_text('[[player]]\nname = "Kevin"\nreputation = 48\nmoney = 17\n'
                   'tiles = { 1 = 3, 2 = 2, 3 = 1 }\n\n'
                   '[[player]]\nname = "Elsa"\nreputation = 51\nmoney = 9\n', encoding="utf-8")
    result = CliRunner().invoke(main, ["score", "magazine", str(pad)])
    assert result.exit_code == 0, result.output
    assert "Winners: Kevin" in result.output
    assert "['" not in result.output and "game: magazine" not in result.output.lower()


def test_resume_without_a_save_lists_the_saves_when_stdout_is_not_a_terminal(isolated_data_dir: Any) -> None:
    from paperboy.session import Seat, Session

    empty = CliRunner().invoke(main, ["resume"])
    assert empty.exit_code == 0 and "No saved games" in empty.output
    session = Session.new("magazine", [Seat("Ann"), Seat("Bob")], {}, 3)
    (isolated_data_dir / "saves" / "broken.json").write_text("{bad", encoding="utf-8")
    result = CliRunner().invoke(main, ["resume"])
    assert result.exit_code == 0
    lines = result.output.splitlines()
    ours = next(line for line in lines if line.startswith(session.save_id))
    assert "magazine" in ours and "in progress" in ours and "Ann, Bob" in ours
    assert any(line.startswith("broken ") and "cannot be resumed" in line for line in lines)
    assert (isolated_data_dir / "saves" / "broken.json").read_text(encoding="utf-8") == "{bad"
