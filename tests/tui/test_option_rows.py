"""show_prompts (tui/widgets/option_rows.py): a moves list updated row by row."""

from __future__ import annotations

from textual.app import App, ComposeResult
from textual.widgets import OptionList

from paperboy.tui.widgets.option_rows import show_prompts


class OneList(App[None]):
    def compose(self) -> ComposeResult:
        yield OptionList(id="moves")


async def test_show_prompts_replaces_only_changed_rows_keeps_index_ids_and_refills_when_shorter() -> None:
    app = OneList()
    async with app.run_test(size=(40, 10)) as pilot:
        moves = app.query_one(OptionList)
        show_prompts(moves, ["Buy 1", "Buy 2"])
        first = moves.get_option_at_index(0)
        show_prompts(moves, ["Buy 1", "Pass", "Contract"])
        await pilot.pause()
        assert moves.get_option_at_index(0) is first  # unchanged: the same option
        assert [str(o.prompt) for o in moves.options] == ["Buy 1", "Pass", "Contract"]
        assert [o.id for o in moves.options] == ["0", "1", "2"]
        show_prompts(moves, ["Pass"])
        assert [(str(o.prompt), o.id) for o in moves.options] == [("Pass", "0")]
