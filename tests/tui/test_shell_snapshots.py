"""Snapshot tests of the app shell at 100x32 (menu, keys, set-up form, size notice)."""

from __future__ import annotations

from paperboy.tui.app import make_app

SIZE = (100, 32)


def test_menu_snapshot(snap_compare) -> None:
    assert snap_compare(make_app(), terminal_size=SIZE)


def test_keys_help_snapshot(snap_compare) -> None:
    assert snap_compare(make_app(), press=["question_mark"], terminal_size=SIZE)


async def _settled(pilot) -> None:
    await pilot.pause()


def test_setup_form_snapshot(snap_compare, toy_game) -> None:
    assert snap_compare(make_app(setup="sealed-bids"), terminal_size=SIZE, run_before=_settled)


def test_small_terminal_notice_snapshot(snap_compare) -> None:
    assert snap_compare(make_app(), terminal_size=(70, 20))
