"""Shared fixtures: an isolated data directory for every test, and the test-only game."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
import toygame

from paperboy.engine import register, unregister


@pytest.fixture(autouse=True)
def isolated_data_dir(tmp_path, monkeypatch):
    """Saves and profiles of a test never touch the real user data directory."""
    path = tmp_path / "paperboy-data"
    monkeypatch.setenv("PAPERBOY_DATA_DIR", str(path))
    return path


@pytest.fixture
def toy_game() -> Iterator[object]:
    """Register Sealed Bids for the duration of one test."""
    register(toygame.GAME, "toygame")
    yield toygame.GAME
    unregister(toygame.GAME.id)
