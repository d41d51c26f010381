"""Fixtures for the session tests. They play Sealed Bids, the test-only game of
``tests/toygame.py`` (hidden hands, reveals, turns of several actions, a simultaneous bid)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
import toygame

from paperboy.engine import register, unregister
from paperboy.session import SaveStore, Seat


@pytest.fixture(autouse=True)
def toy_registered() -> Iterator[toygame.SealedBids]:
    """Register Sealed Bids for one test, then remove it again."""
    register(toygame.GAME, "toygame")
    toygame.MADE_BOTS.clear()
    yield toygame.GAME
    unregister(toygame.GAME.id)


@pytest.fixture(autouse=True)
def data_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Point the user data directory at a fresh temporary directory."""
    home = tmp_path / "data"
    monkeypatch.setenv("PAPERBOY_DATA_DIR", str(home))
    return home


@pytest.fixture
def store(data_home: Path) -> SaveStore:
    return SaveStore()


@pytest.fixture
def humans() -> list[Seat]:
    return [Seat("Ann"), Seat("Bob")]


def files_in(directory: Path) -> list[str]:
    """Names of every file in ``directory`` (temp files included)."""
    return sorted(p.name for p in directory.iterdir()) if directory.is_dir() else []
