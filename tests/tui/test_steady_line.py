"""The line over the moves list keeps the height it has needed (``widgets/steady_line.py``)."""

from __future__ import annotations

from textual.app import App, ComposeResult
from textual.containers import Vertical

from paperboy.tui import speed
from paperboy.tui.widgets.steady_line import SteadyLine

speed.install()  # as the app does: Static.update lays out only when the height changes

LONG = "Ann, your move (+/- fee) (this choice; Esc: all):"
SHORT = "Waiting for the others…"


class _Side(App[None]):
    CSS = "#side { width: 36; } SteadyLine { height: auto; }"

    def compose(self) -> ComposeResult:
        with Vertical(id="side"):
            yield SteadyLine(SHORT, id="seat")


async def test_the_seat_line_keeps_the_lines_it_needed_so_the_turn_going_round_lays_out_nothing() -> None:
    app = _Side()
    async with app.run_test(size=(80, 10)) as pilot:
        line = app.query_one(SteadyLine)
        await pilot.pause()
        assert line.size.height == 1
        line.update(LONG)  # two lines at 36 cells
        await pilot.pause()
        assert line.size.height == 2
        layouts: list[bool] = []
        refresh = line.refresh
        line.refresh = lambda *a, **k: layouts.append(bool(k.get("layout"))) or refresh(*a, **k)  # type: ignore[method-assign]
        line.update(SHORT)  # one line: the line keeps its two, nothing is laid out
        await pilot.pause()
        assert line.size.height == 2 and True not in layouts
        assert "Waiting" in line.render_line(0).text and not line.render_line(1).text.strip()
        app.query_one("#side").styles.width = 70  # another width: measured afresh
        await pilot.pause()
        await pilot.pause()
        assert line.size.height == 1


async def test_the_room_of_a_longer_line_to_come_is_held_before_it_is_shown() -> None:
    app = _Side()
    async with app.run_test(size=(80, 10)) as pilot:
        line = app.query_one(SteadyLine)
        await pilot.pause()
        line.hold_room_for(LONG)  # two lines at 36 cells, not shown
        await pilot.pause()
        assert line.size.height == 2 and "Waiting" in line.render_line(0).text
        layouts: list[bool] = []
        refresh = line.refresh
        line.refresh = lambda *a, **k: layouts.append(bool(k.get("layout"))) or refresh(*a, **k)  # type: ignore[method-assign]
        line.update(LONG)  # shown in the room held: nothing is laid out
        await pilot.pause()
        assert line.size.height == 2 and True not in layouts
        app.query_one("#side").styles.width = 70  # another width: the room measured afresh
        await pilot.pause()
        await pilot.pause()
        assert line.size.height == 1


async def test_a_content_that_fits_the_lines_held_repaints_only_the_lines_that_change() -> None:
    """Textual repaints every line of a ``Static`` whose content changes; in the lines held
    only those that differ are drawn again (the line under Extra! Extra!'s move input holds
    five lines for its longest verdict, and a move blanks one of them)."""
    app = _Side()
    async with app.run_test(size=(80, 10)) as pilot:
        line = app.query_one(SteadyLine)
        line.keep_lines(3)
        line.update(LONG)  # two lines at 36 cells, in three held
        await pilot.pause()
        assert line.size.height == 3
        repainted: list[tuple[int, ...]] = []
        refresh = line.refresh

        def counted(*regions: object, **kwargs: object) -> object:
            repainted.append(tuple(region.y for region in regions) or (-1,))  # type: ignore[attr-defined]
            return refresh(*regions, **kwargs)  # type: ignore[arg-type]

        line.refresh = counted  # type: ignore[method-assign]
        line.update("Ann, your move (+/- fee) (this choice; Esc: all)!")  # only the second line differs
        await pilot.pause()
        assert repainted == [(1,)]
        assert line.render_line(1).text.rstrip().endswith("all)!") and "Ann" in line.render_line(0).text
        repainted.clear()
        line.update(SHORT)  # one line: the first drawn again, the second blanked
        await pilot.pause()
        assert sorted(repainted) == [(0,), (1,)] and line.size.height == 3
        assert "Waiting" in line.render_line(0).text and not line.render_line(1).text.strip()
        assert str(line.content) == SHORT
