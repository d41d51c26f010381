"""Pulitzer's pending-decision line says what is being decided for every kind of decision
the engine asks for, and in one line of the board page at 80x24 (51 columns) for a name of
up to seven letters: the line held for it from the start does not grow (a layout inside a
bot's move) the first time a long one comes up."""

from __future__ import annotations

import re
from pathlib import Path

from rich.cells import cell_len

import paperboy.games.pulitzer as engine
from paperboy.tui.games.pulitzer.labels import PENDING_WHAT, pending_text


def asked_kinds() -> set[str]:
    """Every kind of decision the engine's code asks for (``_ask(seat, "kind", ...)``)."""
    kinds: set[str] = set()
    for source in Path(engine.__file__).parent.glob("*.py"):
        kinds |= set(re.findall(r'_ask\([^,()]+, "([a-z_]+)"', source.read_text(encoding="utf-8")))
    return kinds


def test_every_decision_the_engine_asks_for_is_said_in_words() -> None:
    kinds = asked_kinds()
    assert len(kinds) >= 10
    assert kinds <= set(PENDING_WHAT), kinds - set(PENDING_WHAT)


def test_the_pending_line_fits_the_board_page_at_80x24_for_a_seven_letter_name() -> None:
    for kind in PENDING_WHAT:
        view = {"pending": {"kind": kind, "seat": 1}, "players": [{"name": "Ann"}, {"name": "Rebecca"}]}
        line = "▶ " + str(pending_text(view))
        assert "Rebecca decides " in line and cell_len(line) <= 51, line
