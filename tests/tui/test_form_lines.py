"""The line-API form widget on its own: a key repaints the rows it changed, a form shown
again as it was repaints nothing, hidden fields leave the cursor's way."""

from __future__ import annotations

from typing import Any

from textual.app import App, ComposeResult
from textual.geometry import Region

from paperboy.tui.widgets.form_lines import FormField, FormLines


def _fields() -> list[FormField]:
    return [
        FormField("who", "Who", "section"),
        FormField("name", "Name", "text", "Ann"),
        FormField("kind", "Plays", "choice", "human", ("human", "bot"), ("Person", "Bot")),
        FormField("fast", "Fast", "toggle", False),
        FormField("go", "", "button", "Go"),
    ]


class _Form(App[None]):
    def __init__(self) -> None:
        super().__init__()
        self.changed: list[tuple[str, Any]] = []
        self.pressed: list[str] = []

    def compose(self) -> ComposeResult:
        yield FormLines(_fields(), title="A FORM", cursor="name", id="form")

    def on_mount(self) -> None:
        self.query_one(FormLines).focus()

    def on_form_lines_changed(self, event: FormLines.Changed) -> None:
        self.changed.append((event.field.key, event.value))

    def on_form_lines_pressed(self, event: FormLines.Pressed) -> None:
        self.pressed.append(event.field.key)


def _record(form: FormLines) -> list[Any]:
    asked: list[Any] = []
    original = form.refresh

    def refresh(*regions: Any, **kwargs: Any) -> Any:
        asked.append(regions[0] if regions else "all")
        return original(*regions, **kwargs)

    form.refresh = refresh  # type: ignore[method-assign]
    return asked


async def test_a_cursor_step_repaints_the_two_rows_and_the_help_lines_only() -> None:
    app = _Form()
    async with app.run_test(size=(60, 16)) as pilot:
        await pilot.pause()
        form = app.query_one(FormLines)
        asked = _record(form)
        await pilot.press("down")
        assert form.focused_field.key == "kind"
        assert "all" not in asked
        rows = sorted({region.y for region in asked if region.height == 1})
        assert rows == [4, 5]  # head 3 lines, then "Who", "Name", "Plays"
        assert Region(0, 14, 60, 2) in asked  # the help lines at the foot


async def test_a_form_reset_to_what_it_shows_repaints_nothing() -> None:
    app = _Form()
    async with app.run_test(size=(60, 16)) as pilot:
        await pilot.pause()
        form = app.query_one(FormLines)
        asked = _record(form)
        form.reset(_fields(), cursor="name")
        await pilot.pause()
        assert asked == []
        await pilot.press("backspace")
        form.reset(_fields(), cursor="name")  # "An" back to "Ann": that row again
        await pilot.pause()
        assert "all" not in asked and {region.y for region in asked if region.height == 1} == {4}


async def test_keys_change_values_and_post_what_changed() -> None:
    app = _Form()
    async with app.run_test(size=(60, 16)) as pilot:
        await pilot.pause()
        form = app.query_one(FormLines)
        await pilot.press("home", "J", "delete", "down", "right", "down", "space", "down", "enter")
        assert form.value("name") == "Jnn" and form.value("kind") == "bot" and form.value("fast") is True
        assert app.changed == [("name", "JAnn"), ("name", "Jnn"), ("kind", "bot"), ("fast", True)]
        assert app.pressed == ["go"]


async def test_hiding_the_focused_field_moves_the_cursor_to_a_shown_one() -> None:
    app = _Form()
    async with app.run_test(size=(60, 16)) as pilot:
        await pilot.pause()
        form = app.query_one(FormLines)
        form.show("name", False)
        assert form.focused_field.key == "kind"
        await pilot.press("up")
        assert form.focused_field.key == "kind"  # nothing above it to focus
        assert "Name" not in form.text
        form.set_error("kind", "no bots today (rule 1)")
        assert "✗ no bots today (rule 1)" in form.text.splitlines()[2]
