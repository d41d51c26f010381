"""The fields of a :class:`~paperboy.tui.widgets.form_lines.FormLines` form and how a
field's row is drawn ("label  value", the cursor row across the width).

Kept apart from the widget (keys, scrolling, painting) so each reads on its own.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from rich.console import RenderableType
from rich.style import Style
from rich.text import Text

SECTION, CARET = Style(bold=True, underline=True), Style(reverse=True)

#: the kinds of field: a section title, a text field, a choice among ``choices``, on/off,
#: a box of a multiple choice (on/off, its words after the box), a button
KINDS = ("section", "text", "choice", "toggle", "check", "button")


@dataclass(eq=False)
class FormField:
    """One row of the form (what it shows and holds; the widget draws and edits it)."""

    key: str
    label: str
    kind: str
    value: Any = ""
    choices: tuple[Any, ...] = ()
    words: tuple[str, ...] = ()  # what each choice reads (the values themselves if empty)
    help: str = ""
    digits: bool = False  # a text field that takes a whole number only
    max_length: int = 16
    placeholder: str = ""
    visible: bool = True
    error: str = ""  # a refusal, drawn under the row
    note: RenderableType | None = None  # drawn under the row

    @property
    def focusable(self) -> bool:
        return self.kind != "section"

    def word(self, value: Any = None) -> str:
        """What a choice reads (the current one unless ``value`` is given)."""
        value = self.value if value is None else value
        if self.words and value in self.choices:
            return self.words[self.choices.index(value)]
        return str(value)


def fit(text: str, width: int) -> str:
    """``text`` cut to ``width`` cells, an ellipsis saying so."""
    return text if len(text) <= width else text[:max(0, width - 1)] + "…"


def keys_hint(field: FormField) -> str:
    """The keys that change the field, in a few words."""
    if field.kind == "text":
        return "type to edit · ←/→ Home End · Backspace"
    if field.kind == "choice":
        return "←/→ or Space: choose"
    if field.kind in ("toggle", "check"):
        return "Space: on/off"
    if field.kind == "button":
        return "Enter: press"
    return ""


def field_row(field: FormField, *, focused: bool, caret: int, label_width: int, width: int,
              style: Callable[[str], Style]) -> Text:
    """A field's row: "label  value" (``style`` gives the form's colours by part name:
    cursor, box, muted, button), with the caret at ``caret`` in a focused text field."""
    line = Text()
    if field.kind == "section":
        line.append("  ")
        line.append(field.label, style=SECTION)
        return line
    label = field.label if len(field.label) <= label_width else field.label[:label_width - 1] + "…"
    line.append(("▸ " if focused else "  ") + label.ljust(label_width) + "  ")
    if field.kind == "text":
        _text_value(line, field, caret if focused else -1, style)
    elif field.kind == "choice":
        muted = Style() if focused else style("muted")
        line.append("◂ ", style=muted)
        line.append(fit(field.word(), width - line.cell_len - 3))
        line.append(" ▸", style=muted)
    elif field.kind == "toggle":
        line.append("[x] on" if field.value else "[ ] off")
    elif field.kind == "check":
        line.append("[x] " if field.value else "[ ] ")
        line.append(fit(field.word(field.choices[0]) if field.choices else "", width - line.cell_len - 1))
    elif field.kind == "button":
        line.append(f" {field.label or field.value} ", style=style("button"))
    if focused:  # the whole row under the cursor (the parts' own colours drawn over it)
        line.style = style("cursor")
        line.pad_right(max(0, width - line.cell_len))
    return line


def _text_value(line: Text, field: FormField, caret: int, style: Callable[[str], Style]) -> None:
    """A text field's box (its placeholder when empty), the caret drawn at ``caret`` (-1: none)."""
    focused = caret >= 0
    text = str(field.value)
    box = field.max_length + 1
    box_style = style("box")
    if not text and not focused:
        line.append(field.placeholder.ljust(box), style=box_style + Style(color=style("muted").color))
        return
    start = len(line)
    line.append(text.ljust(box), style=box_style)
    if focused:
        at = start + min(caret, len(text))
        line.stylize(CARET, at, at + 1)
    if not text and focused and field.placeholder:
        line.append(" " + field.placeholder, style=style("muted"))


__all__ = ["KINDS", "FormField", "field_row", "fit", "keys_hint"]
