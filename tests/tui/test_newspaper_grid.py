"""Pilot tests for the shared newspaper grid widget (issue 4, "Newspaper grid widget")."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st
from textual.app import App, ComposeResult
from textual.containers import VerticalScroll
from textual.message import Message

from paperboy.tui.widgets.newspaper_grid import GridModel, GridTile, NewspaperGrid

ROWS, COLS = 10, 12


def sunday_model() -> GridModel:
    """A full 10x12 Sunday paper with one tile of every kind."""
    regions = {(r, c): "sun" for r in range(ROWS) for c in range(COLS)}
    tiles = (
        GridTile("S4", 1, 4, 3, 2, "S4 Balance", "centerpiece", "C"),
        GridTile("a1", 0, 0, 2, 1, "P2 ☺☺", "pink", "A"),
        GridTile("p1", 3, 2, 1, 2, "pb", "photo", "P"),
        GridTile("ad", 4, 6, 2, 2, "$$$", "ad", "$"),
        GridTile("fd", 8, 9, 2, 1, "", "facedown", "▒"),
    )
    return GridModel(
        ROWS, COLS, regions, fold_after_row=4, star=(2, 8), tiles=tiles, marks={(9, 0): "x"}
    )


def friday_model() -> GridModel:
    """An 8x10 Fri/Sat side: a lighter Fri block inside the shaded Sat region."""
    regions = {
        (r, c): "fri" if 1 <= r <= 6 and 2 <= c <= 7 else "sat" for r in range(8) for c in range(10)
    }
    return GridModel(8, 10, regions, fold_after_row=3, star=(2, 4))


GHOST = GridTile("ghost", 0, 0, 2, 1, "B2 ☺", glyph="A")


class GridApp(App[None]):
    """Hosts one grid and records every message it posts."""

    def __init__(
        self, model: GridModel, *, rotated: bool = False, show_coords: bool = True
    ) -> None:
        super().__init__()
        self.grid_model = model
        self.rotated = rotated
        self.show_coords = show_coords
        self.messages: list[Message] = []

    def compose(self) -> ComposeResult:
        yield NewspaperGrid(self.grid_model, rotated=self.rotated, show_coords=self.show_coords)

    def on_mount(self) -> None:
        self.query_one(NewspaperGrid).focus()

    def on_newspaper_grid_place(self, message: NewspaperGrid.Place) -> None:
        self.messages.append(message)

    def on_newspaper_grid_pick_up(self, message: NewspaperGrid.PickUp) -> None:
        self.messages.append(message)

    def on_newspaper_grid_rotate_requested(self, message: NewspaperGrid.RotateRequested) -> None:
        self.messages.append(message)

    def on_newspaper_grid_cursor_moved(self, message: NewspaperGrid.CursorMoved) -> None:
        self.messages.append(message)


def lines(grid: NewspaperGrid) -> list[str]:
    """The grid as plain text, one string per rendered line."""
    return [grid.render_line(y).text for y in range(grid.size.height)]


def moves(app: GridApp) -> list[tuple[int, int]]:
    return [(m.row, m.col) for m in app.messages if isinstance(m, NewspaperGrid.CursorMoved)]


def cell_offset(row: int, col: int) -> tuple[int, int]:
    """Content offset of the middle of a visual square (ruler shown)."""
    return (3 + 4 * col + 2, 1 + 2 * row + 1)


async def test_arrow_keys_move_the_cursor_and_post_cursor_moved() -> None:
    app = GridApp(sunday_model())
    async with app.run_test(size=(80, 26)) as pilot:
        grid = app.query_one(NewspaperGrid)
        await pilot.press("down", "down", "right", "up", "right", "left")
        await pilot.pause()
        assert grid.cursor == (1, 1)
        assert moves(app) == [(1, 0), (2, 0), (2, 1), (1, 1), (1, 2), (1, 1)]


async def test_hjkl_move_the_cursor_like_arrows() -> None:
    app = GridApp(sunday_model())
    async with app.run_test(size=(80, 26)) as pilot:
        grid = app.query_one(NewspaperGrid)
        await pilot.press("j", "j", "j", "l", "l", "k", "h")
        await pilot.pause()
        assert grid.cursor == (2, 1)


async def test_cursor_clamps_at_the_edges_without_posting() -> None:
    app = GridApp(sunday_model())
    async with app.run_test(size=(80, 26)) as pilot:
        grid = app.query_one(NewspaperGrid)
        await pilot.press("up", "left")
        await pilot.pause()
        assert grid.cursor == (0, 0)
        assert moves(app) == []
        await pilot.press(*["right"] * 20, *["down"] * 20)
        await pilot.pause()
        assert grid.cursor == (ROWS - 1, COLS - 1)
        assert len(moves(app)) == (COLS - 1) + (ROWS - 1)


async def test_validate_cursor_clamps_assigned_positions() -> None:
    app = GridApp(sunday_model())
    async with app.run_test(size=(80, 26)):
        grid = app.query_one(NewspaperGrid)
        grid.cursor = (99, -5)
        assert grid.cursor == (ROWS - 1, 0)


async def test_enter_posts_place_face_up_at_the_cursor() -> None:
    app = GridApp(sunday_model())
    async with app.run_test(size=(80, 26)) as pilot:
        grid = app.query_one(NewspaperGrid)
        grid.ghost = GHOST
        await pilot.press("down", "right", "right", "enter")
        await pilot.pause()
        places = [m for m in app.messages if isinstance(m, NewspaperGrid.Place)]
        assert [(m.row, m.col, m.face_up) for m in places] == [(1, 2, True)]
        assert places[0].control is grid


async def test_f_posts_place_face_down() -> None:
    app = GridApp(sunday_model())
    async with app.run_test(size=(80, 26)) as pilot:
        await pilot.press("right", "f")
        await pilot.pause()
        places = [m for m in app.messages if isinstance(m, NewspaperGrid.Place)]
        assert [(m.row, m.col, m.face_up) for m in places] == [(0, 1, False)]


async def test_r_posts_rotate_requested_and_changes_nothing() -> None:
    app = GridApp(sunday_model())
    async with app.run_test(size=(80, 26)) as pilot:
        grid = app.query_one(NewspaperGrid)
        grid.ghost = GHOST
        before = lines(grid)
        await pilot.press("r")
        await pilot.pause()
        assert [type(m) for m in app.messages] == [NewspaperGrid.RotateRequested]
        assert grid.ghost == GHOST
        assert lines(grid) == before


async def test_p_and_space_post_pick_up_at_the_cursor() -> None:
    app = GridApp(sunday_model())
    async with app.run_test(size=(80, 26)) as pilot:
        await pilot.press("down", "p", "right", "space")
        await pilot.pause()
        picks = [(m.row, m.col) for m in app.messages if isinstance(m, NewspaperGrid.PickUp)]
        assert picks == [(1, 0), (1, 1)]


async def test_disabled_actions_are_ignored_and_hidden() -> None:
    app = GridApp(sunday_model())
    async with app.run_test(size=(80, 26)) as pilot:
        grid = app.query_one(NewspaperGrid)
        grid.disabled_actions = {"place_face_down", "pick_up"}
        await pilot.press("f", "p", "enter")
        await pilot.pause()
        assert [type(m) for m in app.messages] == [NewspaperGrid.Place]
        shown = {binding.action for (_, binding, enabled, _) in app.active_bindings.values()}
        assert "place" in shown
        assert "place_face_down" not in shown


async def test_rotated_mode_steers_inverted() -> None:
    app = GridApp(sunday_model(), rotated=True)
    async with app.run_test(size=(80, 26)) as pilot:
        grid = app.query_one(NewspaperGrid)
        # Upside down, model square (0, 0) sits at the bottom right of the screen.
        await pilot.press("up", "up", "left")
        await pilot.pause()
        assert grid.cursor == (2, 1)
        await pilot.press("down", "down", "down", "right", "right")
        await pilot.pause()
        assert grid.cursor == (0, 0)


async def test_rotated_mode_draws_the_paper_upside_down_but_readable() -> None:
    app = GridApp(sunday_model(), rotated=True)
    async with app.run_test(size=(80, 26)):
        grid = app.query_one(NewspaperGrid)
        text = lines(grid)
        # Model row 0 (the pink article) is drawn last, its label still left to right.
        assert "A P2 ☺☺" in text[-2]
        assert text[-2].startswith(" 1 ")
        assert text[2].startswith("10 ")
        assert text[0].split() == [str(n) for n in range(COLS, 0, -1)]


async def test_rotated_click_maps_to_model_square() -> None:
    app = GridApp(sunday_model(), rotated=True)
    async with app.run_test(size=(80, 26)) as pilot:
        grid = app.query_one(NewspaperGrid)
        await pilot.click(NewspaperGrid, offset=cell_offset(0, 0))
        await pilot.pause()
        assert grid.cursor == (ROWS - 1, COLS - 1)


async def test_mouse_click_moves_the_cursor() -> None:
    app = GridApp(sunday_model())
    async with app.run_test(size=(80, 26)) as pilot:
        grid = app.query_one(NewspaperGrid)
        await pilot.click(NewspaperGrid, offset=cell_offset(3, 5))
        await pilot.pause()
        assert grid.cursor == (3, 5)
        assert moves(app) == [(3, 5)]


async def test_ghost_is_drawn_at_the_cursor_with_legality_marker() -> None:
    app = GridApp(sunday_model())
    async with app.run_test(size=(80, 26)) as pilot:
        grid = app.query_one(NewspaperGrid)
        grid.ghost = GHOST
        await pilot.press("down", "down", "down", "down", "down", "down")
        await pilot.pause()
        row_line = lines(grid)[1 + 2 * 6 + 1]
        assert "✓A B2 ☺" in row_line
        grid.ghost_ok = False
        await pilot.pause()
        row_line = lines(grid)[1 + 2 * 6 + 1]
        assert "✗A B2 ☺" in row_line
        bad = grid.get_component_rich_style("newspaper-grid--tile-ghost-bad")
        strip = grid.render_line(1 + 2 * 6 + 1)
        ghost_styles = [seg.style for seg in strip if "✗" in seg.text]
        assert ghost_styles and all(
            style is not None and style.bgcolor == bad.bgcolor for style in ghost_styles
        )
        await pilot.press("up")
        await pilot.pause()
        assert "✗" not in lines(grid)[1 + 2 * 6 + 1]
        assert "✗A B2 ☺" in lines(grid)[1 + 2 * 5 + 1]
        grid.ghost = None
        await pilot.pause()
        assert not any("✗" in line for line in lines(grid))


async def test_tiles_show_glyphs_and_labels_in_bordered_boxes() -> None:
    app = GridApp(sunday_model())
    async with app.run_test(size=(80, 26)):
        grid = app.query_one(NewspaperGrid)
        text = lines(grid)
        assert text[2] == " 1 │A P2 ☺☺│" + "   │" * 10
        assert "C S4" in text[4] and "Balance" in text[5]
        assert "$ $$$" in text[10]
        assert "▒" in text[18]
        # The pink article spans two squares: the junction below its middle has no
        # upward arm (┬, not ┼), so the article reads as one box.
        assert text[3][3:12] == "├───┬───┼"


async def test_star_fold_marks_and_regions_are_marked_by_glyphs() -> None:
    app = GridApp(sunday_model())
    async with app.run_test(size=(80, 26)):
        grid = app.query_one(NewspaperGrid)
        text = lines(grid)
        assert " ★ " in text[1 + 2 * 2 + 1]
        fold = text[1 + 2 * 5]
        assert fold.startswith("╌╌╌") and fold.count("╌") > 30
        assert " x " in text[1 + 2 * 9 + 1]
    fri_app = GridApp(friday_model())
    async with fri_app.run_test(size=(80, 26)):
        grid = fri_app.query_one(NewspaperGrid)
        row = lines(grid)[1 + 2 * 3 + 1]
        # Sat squares are shaded with a dot, the lighter Fri squares are plain.
        assert row[3:].split("│")[1:11] == [" · ", " · ", *["   "] * 6, " · ", " · "]


async def test_star_is_hidden_under_a_tile() -> None:
    model = sunday_model()
    covered = GridModel(
        model.rows,
        model.cols,
        model.regions,
        model.fold_after_row,
        model.star,
        (*model.tiles, GridTile("S1", 2, 8, 1, 1, "S1", "centerpiece", "C")),
    )
    app = GridApp(covered)
    async with app.run_test(size=(80, 26)):
        assert not any("★" in line for line in lines(app.query_one(NewspaperGrid)))


async def test_cells_outside_the_paper_are_blank() -> None:
    regions = {(r, c): "sun" for r in range(3) for c in range(3) if (r, c) != (2, 2)}
    app = GridApp(GridModel(3, 3, regions), show_coords=False)
    async with app.run_test(size=(40, 10)):
        text = lines(app.query_one(NewspaperGrid))
        assert text[5] == "│   │   │    "
        assert text[6] == "└───┴───┘    "


async def test_set_model_repaints_and_clamps_the_cursor() -> None:
    app = GridApp(sunday_model())
    async with app.run_test(size=(80, 26)) as pilot:
        grid = app.query_one(NewspaperGrid)
        grid.cursor = (9, 11)
        await pilot.pause()
        app.messages.clear()
        grid.set_model(friday_model())
        await pilot.pause()
        assert grid.cursor == (7, 9)
        assert moves(app) == [(7, 9)]
        assert grid.size.width == 3 + 4 * 10 + 1
        assert not any("P2" in line for line in lines(grid))


async def test_long_labels_are_cut_with_an_ellipsis() -> None:
    model = GridModel(
        2,
        2,
        {(r, c): "sun" for r in range(2) for c in range(2)},
        tiles=(GridTile("t", 0, 0, 1, 1, "Breaking", "blue", "A"),),
    )
    app = GridApp(model, show_coords=False)
    async with app.run_test(size=(40, 10)):
        assert lines(app.query_one(NewspaperGrid))[1].startswith("│AB…│")


async def test_cursor_move_recomposes_only_the_touched_lines(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    app = GridApp(sunday_model())
    async with app.run_test(size=(80, 26)) as pilot:
        grid = app.query_one(NewspaperGrid)
        grid.ghost = GHOST
        await pilot.pause()
        composed: list[int] = []
        original = NewspaperGrid._compose_line

        def counting(self: NewspaperGrid, y: int, *args: object) -> object:
            composed.append(y)
            return original(self, y, *args)  # type: ignore[arg-type]

        monkeypatch.setattr(NewspaperGrid, "_compose_line", counting)
        await pilot.press("down")
        await pilot.pause()
        # A 2x1 ghost touches 3 canvas lines; the other 18 come from the cache.
        assert sorted(composed) == [2, 3, 4]


async def test_screenshot_contains_the_board() -> None:
    app = GridApp(sunday_model())
    async with app.run_test(size=(80, 26)):
        svg = app.export_screenshot()
        assert "Balance" in svg
        assert "★" in svg


def test_bindings_have_ids_and_descriptions() -> None:
    for binding in NewspaperGrid.BINDINGS:
        assert not isinstance(binding, tuple)
        assert binding.id and binding.id.startswith("newspaper_grid.")
        assert binding.description


def test_model_rejects_impossible_sizes() -> None:
    with pytest.raises(ValueError, match="negative"):
        GridModel(-1, 3, {})
    with pytest.raises(ValueError, match="1x1"):
        GridModel(2, 2, {}, tiles=(GridTile("t", 0, 0, 0, 1, ""),))


class ScrollingApp(App[None]):
    """The grid inside a container too small for it."""

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="box"):
            yield NewspaperGrid(sunday_model())

    def on_mount(self) -> None:
        self.query_one("#box", VerticalScroll).styles.height = 8
        self.query_one(NewspaperGrid).focus()


async def test_cursor_is_kept_in_view_in_a_scrolling_container() -> None:
    app = ScrollingApp()
    async with app.run_test(size=(80, 24)) as pilot:
        box = app.query_one("#box", VerticalScroll)
        assert box.scroll_y == 0
        await pilot.press(*["down"] * 9)
        await pilot.pause()
        assert box.scroll_y > 0
        # The cursor's row (drawn at line 1 + 2 * 9 + 1) is inside the visible window.
        assert box.scroll_y <= 1 + 2 * 9 + 1 < box.scroll_y + box.scrollable_content_region.height


async def test_ghost_hanging_off_the_edge_is_clipped() -> None:
    app = GridApp(sunday_model())
    async with app.run_test(size=(80, 26)) as pilot:
        grid = app.query_one(NewspaperGrid)
        grid.ghost = GridTile("big", 0, 0, 3, 3, "$$$", "ad", "$")
        grid.cursor = (ROWS - 1, COLS - 1)
        await pilot.pause()
        text = lines(grid)
        assert text[-2].endswith("│✓$ │")
        assert len({len(line) for line in text}) == 1


async def test_a_tile_across_the_fold_keeps_the_fold_visible_inside_it() -> None:
    app = GridApp(sunday_model())
    async with app.run_test(size=(80, 26)):
        fold = lines(app.query_one(NewspaperGrid))[1 + 2 * 5]
        # The ad covers rows 4-5 and columns 6-7: the fold runs on through it.
        assert fold[3 + 4 * 6 : 3 + 4 * 8 + 1] == "┤╌╌╌╌╌╌╌├"


async def test_lines_between_empty_squares_are_fainter_than_tile_borders() -> None:
    app = GridApp(sunday_model())
    async with app.run_test(size=(80, 26)):
        grid = app.query_one(NewspaperGrid)
        # Line 15 runs between rows 6 and 7: all empty squares, faint lines only.
        faint = {seg.style.color for seg in grid.render_line(15) if "─" in seg.text and seg.style}
        border = grid.get_component_rich_style("newspaper-grid--tile-edge").color
        assert faint and border not in faint
        # The faint colour is a blend of the paper and the ink, not the ink itself.
        assert grid.rich_style.color not in faint


def test_every_board_message_names_its_board_as_control_for_on_selectors() -> None:
    from textual import on

    from paperboy.games.magazine.actions import Pass
    from paperboy.tui.games.extra_extra.choices import ChoiceBoard
    from paperboy.tui.games.extra_extra.spaces import SpaceBoard
    from paperboy.tui.games.magazine.board import MagazineBoard, Spot
    from paperboy.tui.games.pulitzer.board_cursor import PlaceBoard

    grid, choices, spaces, magazine, pulitzer = (NewspaperGrid(), ChoiceBoard(), SpaceBoard(),
                                                 MagazineBoard(), PlaceBoard())
    spot = Spot(0, "Buy", Pass(), "Pass", True, "pass")
    messages = [
        (grid, NewspaperGrid.Place(grid, 0, 0)), (grid, NewspaperGrid.RotateRequested(grid)),
        (choices, ChoiceBoard.Moved(choices, "k")), (choices, ChoiceBoard.Chosen(choices, "k")),
        (choices, ChoiceBoard.Ticked(choices, "k")), (choices, ChoiceBoard.NextWay(choices, "k")),
        (spaces, SpaceBoard.CursorMoved(spaces, "LON")), (spaces, SpaceBoard.PlaceReporter(spaces, "LON")),
        (magazine, MagazineBoard.Chosen(magazine, spot)), (magazine, MagazineBoard.CursorMoved(magazine, None)),
        (pulitzer, PlaceBoard.Moved(pulitzer, "k")), (pulitzer, PlaceBoard.Chosen(pulitzer, "k")),
        (pulitzer, PlaceBoard.JournalistPicked(pulitzer, "1")), (pulitzer, PlaceBoard.NextWay(pulitzer)),
    ]
    for board, message in messages:
        assert message.control is board, type(message).__qualname__
        on(type(message), "#any")  # refuses a message class without a control


_cells = st.tuples(st.integers(0, 4), st.integers(0, 5))
_tile = st.builds(
    lambda cell, w, h, label, style: GridTile(f"t{cell}{w}{h}", cell[0], cell[1], w, h, label, style, "x"),
    _cells, st.integers(1, 3), st.integers(1, 2), st.sampled_from(["", "P2", "$$ long label"]),
    st.sampled_from(["", "ad", "photo"]))
_tiles = st.lists(_tile, max_size=5).map(tuple)
_marks = st.dictionaries(_cells, st.sampled_from(["a", "b", "★"]), max_size=4)


_over = (GridTile("a", 0, 0, 2, 1, "P2", "ad", "x"), GridTile("b", 0, 1, 1, 1, "", "photo", "x"))


@settings(max_examples=150, deadline=None)
@given(before=st.tuples(_tiles, _marks, st.none() | _cells), after=st.tuples(_tiles, _marks, st.none() | _cells),
       rotated=st.booleans(), coords=st.booleans())
# the same overlapping tiles in the other order: the later one is drawn on top
@example(before=(_over, {}, None), after=(_over[::-1], {}, None), rotated=False, coords=False)
def test_a_new_model_recomposes_only_changed_rows_and_draws_what_a_fresh_grid_draws(
        before: Any, after: Any, rotated: bool, coords: bool) -> None:
    """The grid composes again only the rows where the model changed (tiles, marks, the
    star); the lines it ends with are those of a grid built for the new model."""
    regions = {(row, col): ("sat" if row < 2 else "sun")
               for row in range(5) for col in range(6) if (row, col) != (4, 5)}

    def model(parts: Any) -> GridModel:
        tiles, marks, star = parts
        return GridModel(rows=5, cols=6, regions=regions, fold_after_row=1, star=star, tiles=tiles, marks=marks)

    grid = NewspaperGrid(model=model(before), rotated=rotated, show_coords=coords)
    grid.set_reactive(NewspaperGrid.model, model(after))
    grid._rebuild_base(model(before))
    fresh = NewspaperGrid(model=model(after), rotated=rotated, show_coords=coords)
    assert grid._base_lines == fresh._base_lines


def test_a_tile_placed_on_one_row_composes_only_that_rows_lines() -> None:
    regions = {(row, col): "sun" for row in range(5) for col in range(6)}
    before = GridModel(rows=5, cols=6, regions=regions)
    after = GridModel(rows=5, cols=6, regions=regions, tiles=(GridTile("a", 3, 1, 2, 1, "P2"),))
    grid = NewspaperGrid(model=before)
    composed: list[int] = []
    compose = grid._compose_line

    def counted(y: int, *args: Any) -> Any:
        composed.append(y)
        return compose(y, *args)

    grid._compose_line = counted  # type: ignore[method-assign]
    grid.set_reactive(NewspaperGrid.model, after)
    grid._rebuild_base(before)
    assert sorted(composed) == [6, 7, 8]  # the borders above and below row 3, and its line
