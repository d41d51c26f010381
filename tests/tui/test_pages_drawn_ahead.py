"""Every paged screen draws its pages out of view ahead (issue #15): once a key's or a bot's
repaint is on the terminal, no widget on a page out of view has lines waiting to be drawn,
so a page key repaints its page from lines it already has.

Before, only Pulitzer did: Extra! Extra!'s newspaper page drew its desk and the desk's scroll
bar in the repaint of the page key (1-2 ms), Magazine's pages likewise.
"""

from __future__ import annotations

from typing import Any

import pytest
from textual.widget import Widget
from tui.pilot_helpers import noting_calls, settle, to_game_screen, wait_until

from paperboy.engine import find_game
from paperboy.tools import bench_repaint
from paperboy.tui.games.extra_extra import screen as ee_screen
from paperboy.tui.games.pulitzer import resolution as pz_resolution
from paperboy.tui.screens import game as game_screen
from paperboy.tui.screens.paged import PagedGameScreen


def undrawn_out_of_view(screen: PagedGameScreen) -> list[str]:
    """The widgets (and scroll bars) on pages out of view with lines waiting to be drawn."""
    waiting = []
    for page in screen.PAGES:
        if page == screen.page:
            continue
        for widget in screen.page_widget(page).walk_children(Widget, with_self=True):
            if not all(node.display for node in widget.ancestors_with_self if isinstance(node, Widget)):
                continue
            for part in (widget, *widget._get_virtual_dom()):
                width, height = part.region.size
                if width and height and part._styles_cache._dirty_lines:
                    waiting.append(f"{page}: {type(part).__name__}#{part.id} in {type(widget).__name__}#{widget.id}")
    return waiting


@pytest.mark.parametrize("game_id", ["extra-extra", "magazine", "pulitzer"])
async def test_after_every_key_the_pages_out_of_view_are_drawn_ahead(
        game_id: str, monkeypatch: pytest.MonkeyPatch, tmp_path: Any) -> None:
    monkeypatch.setenv("PAPERBOY_DATA_DIR", str(tmp_path))
    monkeypatch.setattr(game_screen, "BOT_DELAY", 0.001)
    monkeypatch.setattr(ee_screen, "STEP_DELAY", 0)
    monkeypatch.setattr(pz_resolution, "STEP_DELAY", 0)
    make, keys = bench_repaint._game_screen_factory(find_game(game_id))  # a busy position, its keys
    app = make()
    async with app.run_test(size=(100, 32)) as pilot:
        screen = await to_game_screen(pilot)
        assert isinstance(screen, PagedGameScreen)
        pages_seen = set()
        for key in keys * 2:
            await pilot.press(key)
            await settle(pilot)
            if app.screen is not screen:
                break  # a key ended the turn on a dialog
            pages_seen.add(screen.page)
            # (a bot's reply may still come after the settling: then its own drawing ahead)
            await wait_until(pilot, lambda: not undrawn_out_of_view(screen),
                             f"the pages out of view drawn ahead after {key} on {screen.page}: "
                             f"{undrawn_out_of_view(screen)}", timeout=5)
        assert len(pages_seen) >= 2


@pytest.mark.parametrize("game_id", ["extra-extra", "fit-to-print", "magazine", "pulitzer"])
async def test_the_moves_list_growing_past_its_height_and_back_lays_nothing_out(
        game_id: str, monkeypatch: pytest.MonkeyPatch, tmp_path: Any) -> None:
    """The moves list keeps its scroll bar's column: a list longer than its room and a short
    one (a turn that goes round to the bots and back) show or hide no scroll bar, which laid
    out the whole screen twice a turn (a third of Extra! Extra!'s layouts over the bench)."""
    from textual.screen import Screen
    from textual.widgets import OptionList

    from paperboy.tui.widgets.option_rows import show_prompts

    monkeypatch.setenv("PAPERBOY_DATA_DIR", str(tmp_path))
    make, _keys = bench_repaint._game_screen_factory(find_game(game_id))
    app = make()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await to_game_screen(pilot)
        moves = screen.query_one("#moves", OptionList)
        layouts: list[bool] = []
        original = Screen._refresh_layout

        def counted(self: Screen[Any], *args: Any, **kwargs: Any) -> None:
            asked = {widget for widgets in self._layout_widgets.values() for widget in widgets}
            if not kwargs.get("scroll") and asked & {moves, moves.vertical_scrollbar}:
                layouts.append(True)  # (a bot's move elsewhere on the screen may lay it out too)
            original(self, *args, **kwargs)

        monkeypatch.setattr(Screen, "_refresh_layout", counted)
        for prompts in ([f"move {i}" for i in range(40)], ["Waiting for the others…"], ["a", "b", "c"] * 20):
            show_prompts(moves, prompts)
            await settle(pilot)
            assert moves.show_vertical_scrollbar  # its column is kept, long list or short
        assert layouts == []


async def test_extra_extra_v_shows_each_other_players_desk_from_lines_drawn_after_the_move(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Any) -> None:
    """Once a move is on the terminal, the other players' desks are drawn too (``keep_desks``),
    so ``v`` round the table draws no desk anew (half of ``v``'s work before)."""
    from paperboy.tui.games.extra_extra.pages import DeskLines

    monkeypatch.setenv("PAPERBOY_DATA_DIR", str(tmp_path))
    monkeypatch.setattr(game_screen, "BOT_DELAY", 0.001)
    monkeypatch.setattr(ee_screen, "STEP_DELAY", 0)
    make, _keys = bench_repaint._game_screen_factory(find_game("extra-extra"))
    app = make()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await to_game_screen(pilot)
        await pilot.press("n")  # the newspaper page, the seat's own desk
        await settle(pilot)
        await pilot.press("enter")  # a move: every desk may change
        await settle(pilot)
        await wait_until(pilot, lambda: not screen.showing_moves(), "the move shown")
        desk = screen.query_one("#ee-desk", DeskLines)
        view = screen._view
        # each part the desk looks up: True if it had to draw it (its lines not kept)
        with noting_calls(desk, "_part_lines_of",
                          lambda page, index, width, key, _part: (page, index, width, key) not in desk._part_lines
                          ) as looked_up:
            for _ in range(len(view["players"]) - 1):
                await pilot.press("v")
                await pilot.pause()
                seat = screen.shown_seat
                assert desk._part_keys[("desk", 0)] == screen.desk_key(view, seat)  # that seat's desk shown
        assert looked_up and not any(looked_up), "a desk drawn anew by v"


async def test_extra_extra_steps_list_of_another_length_comes_after_the_repaint_of_the_move(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Any) -> None:
    """The activation's steps on the board page: a list that grows (or goes) lays out the
    whole screen, so it is drawn just after the repaint that shows the move (the costliest
    of the bench's Enter keys, 10-17 ms, before); a list of the same length at once."""
    from paperboy.tui.games.extra_extra import pages
    from paperboy.tui.widgets.drawn_lines import DrawnLines

    monkeypatch.setenv("PAPERBOY_DATA_DIR", str(tmp_path))
    make, _keys = bench_repaint._game_screen_factory(find_game("extra-extra"))
    app = make()
    async with app.run_test(size=(100, 32)) as pilot:
        screen = await to_game_screen(pilot)
        await settle(pilot)
        steps_list = screen.query_one("#ee-steps", DrawnLines)
        steps: tuple[str, ...] = ("New York: Bob draws a copy card",)
        monkeypatch.setattr(pages, "activation_step_texts", lambda _events: steps)
        screen.draw_board()  # a list where there was none: after the repaint
        assert "New York" not in steps_list.text and screen.drawing_after_repaint()
        await settle(pilot)
        await wait_until(pilot, lambda: "New York: Bob draws" in steps_list.text, "the steps drawn")
        steps = ("London: Cat draws a photo card",)  # as many steps: at once
        screen.draw_board()
        assert "London: Cat draws" in steps_list.text
        steps = ("London: Cat draws a photo card", "Rome: Dan takes $100")  # one more: after
        screen.draw_board()
        assert "Rome" not in steps_list.text
        await wait_until(pilot, lambda: "Rome: Dan takes" in steps_list.text, "the longer list drawn")


async def test_magazine_players_and_rewards_keys_after_a_move_build_nothing(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Any) -> None:
    """Once a move is on the terminal, Magazine's pages out of view are drawn too
    (``DRAWN_OUT_OF_VIEW``): ``p`` and ``r`` then only scroll (``p`` drew every tableau anew
    after a move, 18-26 ms)."""
    from paperboy.tui.widgets.drawn_lines import DrawnLines

    monkeypatch.setenv("PAPERBOY_DATA_DIR", str(tmp_path))
    monkeypatch.setattr(game_screen, "BOT_DELAY", 0.001)
    make, _keys = bench_repaint._game_screen_factory(find_game("magazine"))
    app = make()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await to_game_screen(pilot)
        assert screen.page == "board"
        tableaux = screen.query_one("#mag-tableaux", DrawnLines)
        shown_before = tableaux._key
        await pilot.press("enter")  # a move: the tableaux change
        await settle(pilot)
        await wait_until(pilot, lambda: not screen.showing_moves(), "the move shown")
        assert tableaux._key != shown_before, "the move changed the tableaux, drawn out of view"
        with noting_calls(DrawnLines, "_show", lambda widget, *_args: widget.id) as drawn:
            for key in ("p", "r", "b"):
                await pilot.press(key)
                await settle(pilot)
        assert screen.page == "board" and drawn == [], f"drawn by the page keys: {drawn}"
