"""Fit to Print's desk keeps the rows it drew (a MovesList, widgets/option_rows.py): a
tile placed or the focus moving no longer draws every row again, and a row kept still
answers a click with the tile it shows now (its index moves up when a tile above it
leaves the desk)."""

from __future__ import annotations

from textual.visual import Visual

from paperboy.games.fit_to_print.actions import Place
from paperboy.tools.demos import fit_to_print as ftp
from paperboy.tui.app import make_app
from paperboy.tui.games.fit_to_print.paper import DeskList


async def test_a_desk_row_kept_after_a_tile_leaves_selects_the_tile_it_shows() -> None:
    session = ftp.sunday_session(hold=False)
    app = make_app(session=session)
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        screen = app.screen
        desk = screen.query_one("#desk", DeskList)
        before = list(screen.desk_ids)
        # the first desk tile that fits somewhere, placed by the engine's own list
        place = next(a for a in session.state.legal_actions(0)
                     if isinstance(a, Place) and a.face == "up" and a.tile in before[:3])
        assert screen.act(place)
        await pilot.pause()
        after = screen.desk_ids
        assert after == [t for t in before if t != place.tile]
        shown = [desk.render_line(y).text.strip() for y in range(len(after) - 1)]
        assert [line.split()[0] for line in shown] == after[:len(shown)]
        target = len(after) - 2  # a row below the tile that left: its index moved up
        await pilot.click(desk, offset=(2, target - int(desk.scroll_offset.y)))
        await pilot.pause()
        assert screen.holding == after[target]


async def test_rows_that_stay_on_the_desk_are_not_drawn_again_when_a_tile_leaves_it() -> None:
    session = ftp.sunday_session(hold=False)
    app = make_app(session=session)
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        screen = app.screen
        desk = screen.query_one("#desk", DeskList)
        grid = screen.query_one("#grid")
        first = next(a for a in session.state.legal_actions(0) if isinstance(a, Place) and a.face == "up")
        assert screen.act(first)  # (the desk is then short enough to lose its scroll bar)
        await pilot.pause()
        assert not desk.show_vertical_scrollbar
        for widget in (grid, desk):  # each row drawn in the colours of both
            widget.focus()
            await pilot.pause()
        drawn: list[object] = []
        original = Visual.to_strips

        def to_strips(widget: object, *args: object, **kwargs: object) -> object:
            if widget is desk:
                drawn.append(args[0])
            return original(widget, *args, **kwargs)  # type: ignore[arg-type]

        place = next(a for a in session.state.legal_actions(0) if isinstance(a, Place) and a.face == "up")
        Visual.to_strips = to_strips  # type: ignore[assignment,method-assign]
        try:
            assert screen.act(place)
            await pilot.pause()
            shown = [desk.render_line(y).text for y in range(desk.size.height)]
        finally:
            Visual.to_strips = original  # type: ignore[method-assign]
        rows = [line.split()[0] for line in shown if line.strip()]
        assert len(rows) >= 9 and rows == screen.desk_ids[:len(rows)]
        # drawn again: at most the highlighted row (another tile in it now)
        assert len(drawn) <= 1
