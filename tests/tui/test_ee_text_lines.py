"""TextLines (the line-API base of the Extra! Extra! boards): a line that only moves (a
line above it came or went) or comes back is not drawn again, and what is shown is the
lines as they are."""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual.app import App, ComposeResult

from paperboy.tui.games.extra_extra.lines import TextLines


class Lines(TextLines):
    def __init__(self) -> None:
        super().__init__(id="lines")
        self.words: list[str] = ["alpha", "beta", "gamma"]

    def line_key(self) -> Any:
        return tuple(self.words)

    def make_lines(self, width: int) -> list[Text]:
        return [Text(word, style="bold" if word == "beta" else "") for word in self.words]


class OneWidget(App[None]):
    def compose(self) -> ComposeResult:
        yield Lines()


def shown(lines: Lines) -> list[str]:
    return [lines.render_line(y).text.rstrip() for y in range(lines.size.height)]


async def test_a_line_that_moves_or_comes_back_is_not_drawn_again() -> None:
    app = OneWidget()
    async with app.run_test(size=(40, 10)) as pilot:
        lines = app.query_one(Lines)
        await pilot.pause()
        assert shown(lines) == ["alpha", "beta", "gamma"]
        drawn = {strip.text.rstrip(): strip for strip in (lines.render_line(y) for y in range(3))}
        # a line comes above the others (the verdict line while reporters are placed)
        lines.words = ["verdict", "alpha", "beta", "gamma"]
        lines.redraw()
        await pilot.pause()
        assert shown(lines) == ["verdict", "alpha", "beta", "gamma"]
        for y, word in enumerate(["alpha", "beta", "gamma"], start=1):
            assert lines.render_line(y) is drawn[word], f"{word} was drawn again"
        # and goes again; a changed line is drawn anew
        lines.words = ["alpha", "beta", "delta"]
        lines.redraw()
        await pilot.pause()
        assert shown(lines) == ["alpha", "beta", "delta"]
        assert lines.render_line(0) is drawn["alpha"] and lines.render_line(1) is drawn["beta"]
        assert lines.render_line(2) is not drawn["gamma"]


async def test_lines_are_drawn_again_at_another_width() -> None:
    app = OneWidget()
    async with app.run_test(size=(40, 10)) as pilot:
        lines = app.query_one(Lines)
        await pilot.pause()
        before = lines.render_line(0)
        assert before.cell_length == 40
        await pilot.resize_terminal(30, 10)
        await pilot.pause()
        after = lines.render_line(0)
        assert after.cell_length == 30 and after.text.rstrip() == "alpha"


async def test_lines_made_again_while_hidden_are_drawn_anew_when_shown() -> None:
    """The choice cells, hidden while reporters were placed, showed the hand of the sale
    above the next decision's cells (lines drawn before, kept by their number)."""
    app = OneWidget()
    async with app.run_test(size=(40, 10)) as pilot:
        lines = app.query_one(Lines)
        await pilot.pause()
        assert shown(lines) == ["alpha", "beta", "gamma"]
        lines.display = False
        await pilot.pause()
        lines.words = ["delta", "epsilon", "gamma"]
        lines.redraw()
        lines.display = True
        await pilot.pause()
        assert shown(lines) == ["delta", "epsilon", "gamma"]


async def test_lines_of_another_number_made_while_hidden_lay_nothing_out_until_shown() -> None:
    """A hidden widget is laid out when it is shown again: its lines redrawn meanwhile (the
    choice cells of a discard, drawn before they came) asked for a layout of the whole
    screen for nothing, inside the reply of the bot who handed the turn over."""
    app = OneWidget()
    async with app.run_test(size=(40, 10)) as pilot:
        lines = app.query_one(Lines)
        await pilot.pause()
        lines.display = False
        await pilot.pause()
        asked: list[bool] = []
        refresh = lines.refresh

        def counted(*regions: Any, **kwargs: Any) -> Any:
            asked.append(bool(kwargs.get("layout")))
            return refresh(*regions, **kwargs)

        lines.refresh = counted  # type: ignore[method-assign]
        lines.words = ["delta", "epsilon", "zeta", "eta"]
        lines.redraw()
        assert not any(asked)
        lines.display = True
        await pilot.pause()
        assert shown(lines) == ["delta", "epsilon", "zeta", "eta"] and lines.size.height == 4
