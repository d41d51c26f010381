"""A form drawn as lines: labelled fields under a cursor, edited in place.

The set-up form used to be a widget per field (inputs, selects, checkboxes, a selection
list, labels, buttons: ~160 widgets), and opening it cost most of a second of styling
and layout. :class:`FormLines` is one line-API widget that draws every field as a row
"label  value", with a cursor row, and edits the values itself:

- text fields (names, numbers): typing inserts at the caret, ``←``/``→``/``Home``/``End``
  move it, ``Backspace``/``Delete`` erase; only printable characters are taken (a paste
  is cleaned of control characters), and the text is always drawn as plain text;
- choices: ``←``/``→`` or ``Space`` step through them (a click on ``◂``/``▸`` too);
- on/off fields and the boxes of a multiple choice: ``Space``, ``Enter``, ``←``/``→``
  or a click;
- a button row: ``Enter``, ``Space`` or a click posts :class:`FormLines.Pressed`.

``↑``/``↓`` (``Tab``/``Shift+Tab``, ``PgUp``/``PgDn``, the wheel) move between fields;
the form scrolls inside its own height, and its last lines say what the focused field is
for, its keys, and how many rows are above or below. A field can carry a refusal (drawn
under it in the error style) and a note (any Rich renderable, drawn under it; rendered
once per content and width). A key repaints the rows it changed, not the widget.
"""

from __future__ import annotations

from typing import Any, ClassVar

from rich.console import RenderableType
from rich.segment import Segment
from rich.style import Style
from rich.text import Text
from textual import events
from textual.binding import Binding, BindingType
from textual.geometry import Region
from textual.message import Message
from textual.strip import Strip
from textual.widget import Widget

from ...engine.text import clean_text
from .form_fields import FormField, field_row, fit, keys_hint

HEAD = 3  # blank, title, double rule (the house masthead)
FOOT = 2  # the focused field's help; its keys and the scroll position
BOLD = Style(bold=True)
NOTE_X = 4  # where a note's lines start (under the labels: a note takes the width it can)


class FormLines(Widget, can_focus=True):
    """Fields drawn as rows under a cursor; values edited in place (see the module)."""

    DEFAULT_CSS = """
    FormLines { height: 1fr; width: 1fr; background: $background; }
    FormLines > .form-lines--cursor { background: $accent 15%; }
    FormLines > .form-lines--box { background: $panel; }
    FormLines > .form-lines--muted { color: $text-muted; }
    FormLines > .form-lines--error { color: $error; text-style: bold; }
    FormLines > .form-lines--button { background: $primary; color: $background; text-style: bold; }
    """

    #: Only the parts whose colours come from the theme: Textual styles each part again
    #: every time the screen is shown (bold, underline and the caret's reverse are fixed).
    COMPONENT_CLASSES: ClassVar[set[str]] = {
        "form-lines--cursor", "form-lines--box", "form-lines--muted", "form-lines--error", "form-lines--button",
    }

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("up", "move(-1)", "Previous field", show=False, id="form.up"),
        Binding("down", "move(1)", "Next field", show=False, id="form.down"),
        Binding("tab", "move(1)", "Next field", show=False, id="form.tab"),
        Binding("shift+tab", "move(-1)", "Previous field", show=False, id="form.shift_tab"),
        Binding("pageup", "page(-1)", "A screenful up", show=False, id="form.page_up"),
        Binding("pagedown", "page(1)", "A screenful down", show=False, id="form.page_down"),
        Binding("left", "step(-1)", "Previous choice / caret left", show=False, id="form.left"),
        Binding("right", "step(1)", "Next choice / caret right", show=False, id="form.right"),
        Binding("space", "space", "Next choice / on-off", show=False, id="form.space"),
        Binding("enter", "enter", "Press / on-off / next field", show=False, id="form.enter"),
        Binding("home", "end(0)", "Start of the text", show=False, id="form.home"),
        Binding("end", "end(1)", "End of the text", show=False, id="form.end"),
        Binding("backspace", "erase(-1)", "Erase left of the caret", show=False, id="form.backspace"),
        Binding("delete", "erase(0)", "Erase under the caret", show=False, id="form.delete"),
    ]

    class Changed(Message):
        """A field's value was changed by the player (``value``: the value it was given)."""

        def __init__(self, form: FormLines, field: FormField) -> None:
            super().__init__()
            self.form = form
            self.field = field
            self.value = field.value

    class Pressed(Message):
        """A button row was pressed."""

        def __init__(self, form: FormLines, field: FormField) -> None:
            super().__init__()
            self.form = form
            self.field = field

    def __init__(self, fields: list[FormField], *, title: str = "", cursor: str | None = None,
                 id: str | None = None) -> None:  # noqa: A002 (Textual's name)
        super().__init__(id=id)
        self.fields = fields
        self.title = title
        self._index = {f.key: i for i, f in enumerate(fields)}
        self.cursor = self._index[cursor] if cursor in self._index else self._first_focusable()
        self.caret = len(str(self.fields[self.cursor].value))
        self.top = 0  # the first row shown
        self._rows: list[tuple[int, int]] | None = None  # (field, part): part -1 row, -2 error, k note line
        # note lines by (field, width), with the note they were drawn from
        self._notes: dict[tuple[str, int], tuple[RenderableType | None, list[Strip]]] = {}
        self._strips: dict[tuple[Any, ...], Strip] = {}  # lines drawn, by what they show
        self._base: Style | None = None  # the widget's own style (cached: Textual works it out anew)
        self._looks: tuple[Style, ...] = ()  # the styles the lines in _strips were drawn in
        self._painted: dict[int, tuple[Any, ...]] = {}  # what each line of the widget shows now
        self._repaint_due = False  # a _repaint_now is on its way
        self._label_w: int | None = None  # the label column's width (worked out with the layout)

    def reset(self, fields: list[FormField], cursor: str | None = None) -> None:
        """Show other fields (or the same afresh): cursor on ``cursor``, scrolled to the top."""
        self.fields = fields
        self._index = {f.key: i for i, f in enumerate(fields)}
        self.cursor = self._index[cursor] if cursor in self._index else self._first_focusable()
        self.caret = len(str(self.fields[self.cursor].value))
        self.top = 0
        self._rows = self._label_w = None
        self._repaint_changed()

    # --- reading and setting fields ---------------------------------------------------
    def field(self, key: str) -> FormField:
        return self.fields[self._index[key]]

    def has(self, key: str) -> bool:
        return key in self._index

    def value(self, key: str) -> Any:
        return self.field(key).value

    @property
    def focused_field(self) -> FormField:
        return self.fields[self.cursor]

    def set_value(self, key: str, value: Any, *, notify: bool = False) -> None:
        """Give a field a value (as the player would with ``notify``: a Changed follows)."""
        i = self._index[key]
        field = self.fields[i]
        if field.value == value:
            return
        field.value = value
        if i == self.cursor and field.kind == "text":
            self.caret = min(self.caret, len(str(value)))
        self._repaint_field(i)
        if notify:
            self.post_message(self.Changed(self, field))

    def set_error(self, key: str, error: str) -> None:
        """Show a refusal under a field ("" for none)."""
        field = self.field(key)
        if field.error == error:
            return
        had = bool(field.error)
        field.error = error
        if had != bool(error):  # a line more or less
            self._changed_shape()
        else:
            self._repaint_field(self._index[key], error=True)

    def set_note(self, key: str, note: RenderableType | None) -> None:
        field = self.field(key)
        if field.note is not note:
            field.note = note
            self._changed_shape()

    def note_text(self, key: str) -> str:
        """The note under a field, as plain text."""
        field = self.field(key)
        if field.note is None:
            return ""
        return "\n".join(line.text.rstrip() for line in self._note_lines(field, self._width()))

    def show(self, key: str, visible: bool) -> None:
        field = self.field(key)
        if field.visible != visible:
            field.visible = visible
            if not visible and self.fields[self.cursor] is field and not self._move(-1):
                self._move(1)
            self._changed_shape()

    def focus_field(self, key: str) -> None:
        """Put the cursor on a field (shown if it was scrolled away)."""
        self._put_cursor(self._index[key])

    # --- keys --------------------------------------------------------------------------
    def action_move(self, step: int) -> None:
        self._move(step)

    def action_page(self, step: int) -> None:
        for _ in range(max(1, self._view_height() - 1)):
            if not self._move(step):
                break

    def action_step(self, step: int) -> None:
        field = self.focused_field
        if field.kind == "text":
            self._set_caret(self.caret + step)
        elif field.kind == "choice":
            self._cycle(field, step)
        elif field.kind in ("toggle", "check"):
            self._change(field, not field.value)

    def action_space(self) -> None:
        field = self.focused_field
        if field.kind == "button":
            self.post_message(self.Pressed(self, field))
        else:
            self.action_step(1)

    def action_enter(self) -> None:
        field = self.focused_field
        if field.kind == "button":
            self.post_message(self.Pressed(self, field))
        elif field.kind in ("toggle", "check"):
            self._change(field, not field.value)
        else:
            self._move(1)

    def action_end(self, end: int) -> None:
        if self.focused_field.kind == "text":
            self._set_caret(len(str(self.focused_field.value)) if end else 0)
        else:
            self._put_cursor(self._last_focusable() if end else self._first_focusable())

    def action_erase(self, offset: int) -> None:
        field = self.focused_field
        if field.kind != "text":
            return
        text, at = str(field.value), self.caret + offset
        if 0 <= at < len(text):
            self.caret = at
            self._change(field, text[:at] + text[at + 1:])

    def on_key(self, event: events.Key) -> None:
        """Typing into the focused text field (every printable key, space too)."""
        if self.focused_field.kind == "text" and event.is_printable and event.character:
            event.stop()
            event.prevent_default()
            self.insert(event.character)

    def on_paste(self, event: events.Paste) -> None:
        if self.focused_field.kind == "text":
            event.stop()
            self.insert(event.text)

    def insert(self, typed: str) -> None:
        """Put ``typed`` at the caret of the focused text field, cleaned: no control
        characters, nothing past the field's length, a whole number only where one is due."""
        field = self.focused_field
        text = str(field.value)
        typed = clean_text(typed)
        if field.digits:
            typed = "".join(c for c in typed if c.isdigit() or (c == "-" and self.caret == 0 and "-" not in text))
        typed = typed[:max(0, field.max_length - len(text))]
        if not typed:
            return
        self.caret += len(typed)
        self._change(field, text[:self.caret - len(typed)] + typed + text[self.caret - len(typed):])

    # --- mouse -------------------------------------------------------------------------
    def on_click(self, event: events.Click) -> None:
        row = self.top + event.y - HEAD
        rows = self._layout()
        if not (HEAD <= event.y < HEAD + self._view_height()) or not 0 <= row < len(rows):
            return
        index, part = rows[row]
        field = self.fields[index]
        if part != -1 or not field.focusable:
            return
        self._put_cursor(index)
        at = event.x - self._value_x()
        if field.kind == "text":
            self._set_caret(at)
        elif field.kind == "choice" and at >= 0:
            self._cycle(field, -1 if at < 2 else 1)
        elif field.kind in ("toggle", "check") and at >= 0:
            self._change(field, not field.value)
        elif field.kind == "button" and at >= 0:
            self.post_message(self.Pressed(self, field))

    def on_mouse_scroll_down(self, event: events.MouseScrollDown) -> None:
        event.stop()
        self._scroll_top(self.top + 3)

    def on_mouse_scroll_up(self, event: events.MouseScrollUp) -> None:
        event.stop()
        self._scroll_top(self.top - 3)

    # --- changing ----------------------------------------------------------------------
    def _change(self, field: FormField, value: Any) -> None:
        field.value = value
        self._repaint_field(self._index[field.key])
        self.post_message(self.Changed(self, field))

    def _cycle(self, field: FormField, step: int) -> None:
        if not field.choices:
            return
        at = field.choices.index(field.value) if field.value in field.choices else 0
        self._change(field, field.choices[(at + step) % len(field.choices)])

    def _set_caret(self, at: int) -> None:
        at = max(0, min(at, len(str(self.focused_field.value))))
        if at != self.caret:
            self.caret = at
            self._repaint_field(self.cursor)

    def _first_focusable(self) -> int:
        return next((i for i, f in enumerate(self.fields) if f.focusable and f.visible), 0)

    def _last_focusable(self) -> int:
        return max((i for i, f in enumerate(self.fields) if f.focusable and f.visible), default=0)

    def _move(self, step: int) -> bool:
        i = self.cursor + step
        while 0 <= i < len(self.fields):
            if self.fields[i].focusable and self.fields[i].visible:
                self._put_cursor(i)
                return True
            i += step
        return False

    def _put_cursor(self, index: int) -> None:
        old = self.cursor
        self.cursor = index
        self.caret = len(str(self.fields[index].value))
        if self.is_mounted and not self._scroll_to_cursor():
            self._repaint_field(old)
            self._repaint_field(index)

    # --- layout ------------------------------------------------------------------------
    def _layout(self) -> list[tuple[int, int]]:
        """The rows of the form: (field, -1) its row, (field, -2) its refusal, (field, k)
        line k of its note; a section title has a blank row before it (part -3)."""
        if self._rows is None:
            rows: list[tuple[int, int]] = []
            width = self._width()
            for i, field in enumerate(self.fields):
                if not field.visible:
                    continue
                if field.kind == "section" and rows:
                    rows.append((i, -3))
                rows.append((i, -1))
                if field.error:
                    rows.append((i, -2))
                if field.note is not None:
                    rows += [(i, k) for k in range(len(self._note_lines(field, width)))]
            self._rows = rows
        return self._rows

    def _changed_shape(self) -> None:
        self._rows = self._label_w = None
        if self.is_mounted and not self._scroll_to_cursor():
            self._repaint_changed()

    def _width(self) -> int:
        return max(20, self.size.width or 80)

    def _view_height(self) -> int:
        return max(1, (self.size.height or 24) - HEAD - FOOT)

    def _row_of(self, index: int) -> int:
        return next((r for r, (i, part) in enumerate(self._layout()) if i == index and part == -1), 0)

    def _scroll_to_cursor(self) -> bool:
        """Scroll so the cursor's row (and its refusal) shows; True if the view moved."""
        rows = self._layout()
        row = self._row_of(self.cursor)
        last = row + (1 if self.focused_field.error else 0)
        view = self._view_height()
        top = self.top
        if row < top:
            top = max(0, row - 1 if row and rows[row - 1][1] == -3 else row)
        elif last >= top + view:
            top = last - view + 1
        return self._scroll_top(top)

    def _scroll_top(self, top: int) -> bool:
        top = max(0, min(top, len(self._layout()) - self._view_height()))
        if top == self.top:
            return False
        self.top = top
        self._repaint_changed()
        return True

    def on_resize(self) -> None:
        self._rows = self._label_w = None
        self._notes.clear()
        self._painted.clear()
        self._scroll_to_cursor()
        self.refresh()

    # --- drawing -----------------------------------------------------------------------
    def _repaint_changed(self) -> None:
        """Repaint the lines that will show something else than they show now (a form
        shown again as it was repaints nothing; scrolling repaints the whole view), once
        the changes under way are all made."""
        if self.is_mounted and not self._repaint_due:
            self._repaint_due = True
            self.call_next(self._repaint_now)

    def _repaint_now(self) -> None:
        self._repaint_due = False
        width, height = self.size
        changed = [y for y in range(height) if self._painted.get(y) != self._look(y)]
        if len(changed) > height // 2:
            self.refresh()
            return
        for y in changed:
            self.refresh(Region(0, y, width, 1))

    def _repaint_field(self, index: int, *, error: bool = False) -> None:
        if not self.is_mounted:
            return
        rows = self._layout()
        width = self.size.width
        for r, (i, part) in enumerate(rows):
            if i == index and (part == -1 or (error and part == -2)) and self.top <= r < self.top + self._view_height():
                self.refresh(Region(0, HEAD + r - self.top, width, 1))
        self.refresh(Region(0, self.size.height - FOOT, width, FOOT))

    def _label_width(self) -> int:
        if self._label_w is None:
            # every field's label, shown or not: the values keep their column as fields come
            # and go (a seat filled shows the options for that many players)
            widest = max((len(f.label) for f in self.fields if f.focusable), default=8)
            self._label_w = min(widest, 34, self._width() // 3)
        return self._label_w

    def _value_x(self) -> int:
        return 2 + self._label_width() + 2

    def _style(self, name: str) -> Style:
        return self.get_component_rich_style(f"form-lines--{name}")

    def _note_lines(self, field: FormField, width: int) -> list[Strip]:
        """A field's note drawn at ``width`` (once per note and width: the same note shown
        again, say on a form opened again, is not drawn again)."""
        key = (field.key, width)
        cached = self._notes.get(key)
        if cached is not None and cached[0] is field.note:
            return cached[1]
        console = self.app.console
        options = console.options.update_width(max(1, width - NOTE_X))
        lines = [Strip(line) for line in console.render_lines(field.note or "", options, pad=False)]
        if len(self._notes) > 32:  # widths seen on resizes
            self._notes.clear()
        self._notes[key] = (field.note, lines)
        return lines

    def notify_style_update(self) -> None:
        # Textual calls this each time it applies the stylesheet, even when nothing changed
        # (every time the screen is shown): the lines drawn are kept unless the styles differ.
        self._base = None
        super().notify_style_update()

    def _base_style(self) -> Style:
        """The widget's style; the lines drawn are forgotten when it or a part's style changed."""
        if self._base is None:
            self._base = self.rich_style
            looks = (self._base, *(self.get_component_rich_style(name) for name in sorted(self.COMPONENT_CLASSES)))
            if looks != self._looks:
                self._looks = looks
                self._strips.clear()
                self._notes.clear()
        return self._base

    def _look(self, y: int) -> tuple[Any, ...]:
        """What line ``y`` shows, as a key to the lines already drawn."""
        width, height = self.size.width, self.size.height
        if y < HEAD:
            return ("head", y, self.title, width)
        if y >= height - FOOT:
            field = self.focused_field
            count = len(self._layout())
            return ("foot", y - (height - FOOT), field.kind, field.help, self.top,
                    max(0, count - self.top - self._view_height()), width)
        rows = self._layout()
        r = self.top + y - HEAD
        if not 0 <= r < len(rows):
            return ("blank", width)
        index, part = rows[r]
        field = self.fields[index]
        if part == -1:
            focused = index == self.cursor
            return ("field", index, field.key, field.label, field.kind, field.value, focused,
                    self.caret if focused else -1, self._label_width(), width)
        if part == -2:
            return ("error", field.error, self._value_x(), width)
        if part == -3:
            return ("blank", width)
        return ("note", index, part, field.note, width)

    def render_line(self, y: int) -> Strip:
        base = self._base_style()
        look = self._look(y)
        self._painted[y] = look
        strip = self._strips.get(look)
        if strip is not None:
            return strip
        width = look[-1]
        what = look[0]
        if what == "note":
            field = self.fields[look[1]]
            note = self._note_lines(field, width)
            part = look[2]  # ("note", field, line, note, width)
            strip = Strip([Segment(" " * NOTE_X)]) + note[part] if part < len(note) else Strip([])
            return strip.crop_extend(0, width, None).apply_style(base)  # kept with the note
        if what == "head":
            line = self._head_line(look[1], width)
        elif what == "foot":
            line = self._foot_line(look[1], width)
        elif what == "field":
            line = self._field_line(look[1], self.fields[look[1]])
        elif what == "error":
            line = Text(" " * self._value_x() + "✗ " + look[1], style=self._style("error"))
        else:
            line = Text("")
        strip = Strip(list(line.render(self.app.console))).crop_extend(0, width, None).apply_style(base)
        if len(self._strips) > 512:
            self._strips.clear()
        self._strips[look] = strip
        return strip

    def _head_line(self, y: int, width: int) -> Text:
        if y == 1:
            return Text(self.title.center(width).rstrip(), style=BOLD)
        if y == 2:
            return Text("═" * width)
        return Text("")

    def _foot_line(self, y: int, width: int) -> Text:
        field = self.focused_field
        muted = self._style("muted")
        if y == 0:
            label = field.label.strip()
            cut = len(field.label) > self._label_width()  # the row shows it cut: here in full
            return Text(fit("  " + (f"{label}: {field.help}" if cut else field.help), width), style=muted)
        rows = len(self._layout())
        above, below = self.top, max(0, rows - self.top - self._view_height())
        where = " · ".join(part for part in (f"▲ {above} more above" if above else "",
                                             f"▼ {below} more below" if below else "") if part)
        hint = fit("  " + keys_hint(field) + " · ↑/↓ fields", width - len(where) - 3)
        return Text(hint + " " * max(1, width - len(hint) - len(where) - 1) + where, style=muted)

    def _field_line(self, index: int, field: FormField) -> Text:
        focused = index == self.cursor
        return field_row(field, focused=focused, caret=self.caret if focused else -1,
                         label_width=self._label_width(), width=self._width(), style=self._style)

    # --- for tests and tools -----------------------------------------------------------
    def row_text(self, key: str) -> str:
        """A field's row as plain text."""
        index = self._index[key]
        return self._field_line(index, self.fields[index]).plain.rstrip()

    @property
    def text(self) -> str:
        """Every row of the form (scrolled away or not) as plain text."""
        width = self._width()
        out = []
        for index, part in self._layout():
            field = self.fields[index]
            if part == -1:
                out.append(self._field_line(index, field).plain.rstrip())
            elif part == -2:
                out.append(" " * self._value_x() + "✗ " + field.error)
            elif part == -3:
                out.append("")
            else:
                out.append((" " * NOTE_X + self._note_lines(field, width)[part].text).rstrip())
        return "\n".join(out)


__all__ = ["FormField", "FormLines"]
