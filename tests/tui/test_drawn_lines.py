"""DrawnLines (tui/widgets/drawn_lines.py): a renderable drawn once per change, only the
changed lines repainted, and a content shown a moment ago shown again without drawing."""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual.app import App, ComposeResult

from paperboy.tui.widgets.drawn_lines import DrawnLines


class OneWidget(App[None]):
    def compose(self) -> ComposeResult:
        yield DrawnLines(id="lines")


async def test_drawn_lines_build_once_per_key_and_show_a_recent_key_again_without_building() -> None:
    app = OneWidget()
    async with app.run_test(size=(40, 10)) as pilot:
        lines = app.query_one(DrawnLines)
        builds: list[str] = []

        def build(words: str) -> Any:
            builds.append(words)
            return Text(words)

        lines.show(["a"], lambda: build("first\nline"))
        await pilot.pause()
        lines.show(["a"], lambda: build("not built"))
        lines.show(["b"], lambda: build("second\nline"))
        await pilot.pause()
        assert lines.text == "second\nline"
        lines.show(["a"], lambda: build("not built either"))  # shown a moment ago
        await pilot.pause()
        assert lines.text == "first\nline" and lines.size.height == 2
        assert builds == ["first\nline", "second\nline"]


async def test_drawn_lines_repaint_only_changed_lines_and_lay_out_only_when_the_height_changes() -> None:
    app = OneWidget()
    async with app.run_test(size=(40, 10)) as pilot:
        lines = app.query_one(DrawnLines)
        lines.update(Text("one\ntwo\nthree"))
        await pilot.pause()
        asked: list[tuple[tuple[Any, ...], bool]] = []
        refresh = lines.refresh

        def watched(*regions: Any, layout: bool = False, **kwargs: Any) -> Any:
            asked.append((regions, layout))
            return refresh(*regions, layout=layout, **kwargs)

        lines.refresh = watched  # type: ignore[method-assign]
        lines.update(Text("one\n2\nthree"))
        assert [(r.y, layout) for regions, layout in asked for r in regions] == [(1, False)]
        assert not any(layout for _, layout in asked)
        asked.clear()
        lines.update(Text("one\ntwo\nthree\nfour"))
        assert any(layout for _, layout in asked)
        await pilot.pause()
        assert lines.size.height == 4 and lines.text.splitlines()[-1] == "four"
