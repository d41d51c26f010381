"""Hints (the master's suggestions) are counted per seat and kept in the save (optional field)."""

from __future__ import annotations

import json

import pytest

from paperboy.engine import SaveFileError
from paperboy.session import SaveStore, Seat, Session


def _session(store: SaveStore) -> Session:
    return Session.new("magazine", [Seat("Ann"), Seat("Bob")], {}, 5, store=store)


def test_hints_survive_save_and_resume(tmp_path) -> None:
    store = SaveStore(tmp_path)
    session = _session(store)
    session.count_hint(1)
    session.count_hint(1)
    again = Session.load(session.path, store=store)
    assert again.hints == [0, 2]


def test_a_save_without_hints_keeps_its_old_form_and_loads(tmp_path) -> None:
    store = SaveStore(tmp_path)
    session = _session(store)
    data = json.loads(session.path.read_text())
    assert "hints" not in data  # saves written before hints existed look the same
    assert Session.load(session.path, store=store).hints == [0, 0]


@pytest.mark.parametrize("hints", [[1], [-1, 0], ["2", 0], [True, 0], {"0": 1}])
def test_a_damaged_hints_field_is_refused_with_a_reason(tmp_path, hints) -> None:
    store = SaveStore(tmp_path)
    session = _session(store)
    data = json.loads(session.path.read_text())
    data["hints"] = hints
    session.path.write_text(json.dumps(data))
    with pytest.raises(SaveFileError, match="'hints' must list how many hints each of the 2 seats took"):
        Session.load(session.path, store=store)
