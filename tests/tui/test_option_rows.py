"""show_prompts (tui/widgets/option_rows.py): a moves list updated row by row."""

from __future__ import annotations

from layout_count import count_layouts
from textual.app import App, ComposeResult
from textual.widgets import OptionList

from paperboy.tui.widgets.option_rows import MovesList, show_prompts


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


class FixedList(App[None]):
    CSS = "#moves { height: 5; } #auto { height: auto; }"

    def compose(self) -> ComposeResult:
        yield MovesList(id="moves")
        yield MovesList(id="auto")


async def test_a_moves_list_of_fixed_height_changing_its_length_repaints_without_a_layout() -> None:
    app = FixedList()
    async with app.run_test(size=(40, 20)) as pilot:
        moves = app.query_one("#moves", MovesList)
        moves.set_options([f"Move {i}" for i in range(12)])
        await pilot.pause()
        assert moves.show_vertical_scrollbar
        layouts = count_layouts(app.screen)
        moves.set_options([f"Other {i}" for i in range(30)])  # longer, still scrolling
        await pilot.pause()
        assert layouts == []
        # the scroll bar knows the new length, and the list scrolls over all of it
        assert moves.vertical_scrollbar.window_virtual_size == 30
        moves.highlighted = 29
        await pilot.pause()
        assert moves.scroll_y == moves.max_scroll_y == 30 - moves.scrollable_content_region.height


async def test_a_moves_list_sized_by_its_options_still_lays_out_when_their_count_changes() -> None:
    app = FixedList()
    async with app.run_test(size=(40, 20)) as pilot:
        auto = app.query_one("#auto", MovesList)
        auto.set_options(["One"])
        await pilot.pause()
        height = auto.size.height
        auto.set_options(["One", "Two", "Three"])
        await pilot.pause()
        assert auto.size.height == height + 2


async def test_a_moves_list_draws_an_option_it_drew_before_from_what_it_drew_and_as_textual_draws_it() -> None:
    app = FixedList()
    async with app.run_test(size=(40, 20)) as pilot:
        moves = app.query_one("#moves", MovesList)
        places = ["London", "Paris", "Rome", "Berlin", "Tokyo", "Morgue", "Wire", "Story"]
        show_prompts(moves, places)  # more than the lines in view: a scroll bar
        await pilot.pause()
        lines = moves.scrollable_content_region.height
        assert 2 <= lines < len(places) - 1
        style = moves.get_visual_style("option-list--option")
        before = set(moves._shapes)
        show_prompts(moves, places[1:])  # London taken: the list filled again, each moved up
        await pilot.pause()
        # the only one in view not drawn before is drawn; the others are taken as drawn
        assert [shape[0] for shape in set(moves._shapes) - before] == [places[lines]]
        in_view = moves.options[:lines]
        ours = [moves._get_option_render(option, style) for option in in_view]
        # what Textual draws: the same cells, and each line says its option's place
        textuals = [OptionList._get_option_render(moves, option, style) for option in in_view]
        assert [[strip.text for strip in strips] for strips in ours] == [
            [strip.text for strip in strips] for strips in textuals]
        assert ([[segment.style for segment in strips[0]._segments] for strips in ours]
                == [[segment.style for segment in strips[0]._segments] for strips in textuals])
        metas = [drawn.meta["option"] if (drawn := strips[0]._segments[0].style) else None for strips in ours]
        assert metas == list(range(lines))


async def test_a_moves_list_asks_for_each_style_and_its_lines_once_per_drawing_not_once_per_line() -> None:
    app = FixedList()
    async with app.run_test(size=(40, 20)) as pilot:
        moves = app.query_one("#auto", MovesList)  # every option in view
        show_prompts(moves, [f"Move {i}" for i in range(8)])
        moves.highlighted = 3
        await pilot.pause()
        asked: list[tuple[str, ...]] = []
        original = OptionList.get_visual_style

        def asking(self: OptionList, *names: str, partial: bool = False) -> object:
            if self is moves:
                asked.append(names)
            return original(self, *names, partial=partial)

        updates: list[None] = []
        update_lines = OptionList._update_lines

        def updating(self: OptionList) -> None:
            if self is moves:
                updates.append(None)
            update_lines(self)

        OptionList.get_visual_style = asking  # type: ignore[assignment,method-assign]
        OptionList._update_lines = updating  # type: ignore[method-assign]
        try:
            moves._styles_cache.clear()
            lines = moves.render_lines(moves.size.region)
        finally:
            OptionList.get_visual_style = original  # type: ignore[method-assign]
            OptionList._update_lines = update_lines  # type: ignore[method-assign]
        assert len(updates) == 1  # its table of lines brought up to date once, not once a line
        shown = [line.text.strip(" ▊▎▔▁") for line in lines]  # (the list's border)
        moves_shown = [text for text in shown if text]
        assert len(moves_shown) >= 5 and moves_shown == [f"Move {i}" for i in range(len(moves_shown))]
        assert len(asked) == len(set(asked)) <= 3  # plain, highlighted (and the list's own)
