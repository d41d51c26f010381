"""The master bot's think time as a user setting (settings.json) and on a session's bots."""

from __future__ import annotations

import json

from paperboy.session import Seat, Session, Settings
from paperboy.session.settings import THINK_STEPS


def test_think_time_is_saved_and_read_back(tmp_path) -> None:
    settings = Settings.load(tmp_path)
    assert settings.think_ms == 250
    settings.think_ms = settings.next_think_ms()
    assert settings.think_ms == 500 and settings.save()
    assert Settings.load(tmp_path).think_ms == 500


def test_think_time_steps_go_round() -> None:
    settings = Settings(think_ms=THINK_STEPS[-1])
    assert settings.next_think_ms() == THINK_STEPS[0]


def test_a_bad_think_time_ignores_the_file_with_a_reason(tmp_path) -> None:
    for bad in (0, 5, 100_000, "fast", True, 2.5):
        (tmp_path / "settings.json").write_text(json.dumps({"think_ms": bad, "theme": "ink"}))
        settings = Settings.load(tmp_path)
        assert settings.think_ms == 250 and settings.theme == "newsprint"
        assert settings.error is not None and "'think_ms' must be a whole number of milliseconds" in settings.error


def test_a_session_gives_its_think_time_to_its_master_bots() -> None:
    session = Session.new("magazine", [Seat("Ann"), Seat("Bot", "bot", "master"), Seat("Exp", "bot", "expert")],
                          {}, 2, autosave=False)
    session.set_think_ms(40)
    assert session.bot(1).think_ms == 40
    assert not hasattr(session.bot(2), "think_ms")
    session.set_think_ms(80)
    assert session.bot(1).think_ms == 80
