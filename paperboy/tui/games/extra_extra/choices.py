"""Extra! Extra! decisions other than placing reporters, made with a cursor on the board page.

When an activated space, the Sales phase, the Stringers phase or the hand limit asks the
player something, :class:`ChoiceBoard` shows the decision above the game board: one cell
per thing the player may choose (a story tile on the Newsdesk, an ad size, a cuttings
split, a Stringer's card, a Newswire pick, pass ...) and, when cards are sold or
discarded, a row with the player's hand. Arrows or ``hjkl`` move the cursor, Enter
chooses, ``t`` shows the next way to make the same choice (another way to pay for a
story, another Stringer), Space ticks a card of the hand (Enter then sells or discards the
ticked cards). The line above the cells says what the choice under the cursor does or the
engine's reason for refusing it, before anything is committed.

The widget knows no rule: the screen hands it the rows of :class:`Choice` cells and the
verdict line (attributes down); it posts :class:`ChoiceBoard.Moved`,
:class:`ChoiceBoard.Chosen`, :class:`ChoiceBoard.Ticked` and :class:`ChoiceBoard.NextWay`
(messages up). :func:`labels.choice_key` and :func:`labels.choice_label` say which cell a
move belongs to and what the cell shows.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from rich.text import Text
from textual.binding import Binding, BindingType
from textual.reactive import reactive

from ...widgets.cell_rows import Cell, clamp_cursor, find_key
from ...widgets.newspaper_grid import BoardMessage
from .labels import choice_key, choice_label
from .lines import TextLines

TITLE_W = 8


@dataclass(frozen=True)
class Choice:
    """One cell: its key (:func:`choice_key`, or ``card:<i>`` for the i-th card of the
    hand), its text, and a mark (``✓`` a ticked card, else blank)."""

    key: str
    label: str
    mark: str = " "
    ways: int = 1
    """How many ways there are to make this choice (``t`` steps through them)."""


@dataclass(frozen=True)
class ChoiceRow:
    """A titled row of cells."""

    title: str
    cells: tuple[Choice, ...]
    hand: bool = False
    """A row of the player's hand: Space ticks its cards."""


class ChoiceBoard(TextLines, can_focus=True):
    """The cells of the decision at hand, with a cursor; a verdict line above them."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("up,k", "cursor(-1, 0)", "Cursor up", show=False, id="extra_extra.choice_up"),
        Binding("down,j", "cursor(1, 0)", "Cursor down", show=False, id="extra_extra.choice_down"),
        Binding("left,h", "cursor(0, -1)", "Cursor left", show=False, id="extra_extra.choice_left"),
        Binding("right,l", "cursor(0, 1)", "Cursor right", show=False, id="extra_extra.choice_right"),
        Binding("enter", "choose", "Choose", id="extra_extra.choose"),
        Binding("space", "tick", "Tick", id="extra_extra.tick", key_display="␣"),
        Binding("t", "next_way", "Next way", id="extra_extra.next_way"),
    ]

    DEFAULT_CSS = """
    ChoiceBoard:focus { background-tint: $foreground 5%; }
    """

    cursor: reactive[Cell] = reactive((0, 0), init=False, repaint=False)  # redraw() repaints its lines

    class KeyMessage(BoardMessage["ChoiceBoard"]):
        """A message about the cell ``key``."""

        def __init__(self, board: ChoiceBoard, key: str) -> None:
            super().__init__(board)
            self.key = key

    class Moved(KeyMessage):
        """The cursor is on ``key``."""

    class Chosen(KeyMessage):
        """Enter on ``key``."""

    class Ticked(KeyMessage):
        """Space on ``key`` (a card of the hand)."""

    class NextWay(KeyMessage):
        """``t``: the next way to make the choice under the cursor."""

    def __init__(self, *, id: str | None = None) -> None:  # noqa: A002 (Textual's name)
        super().__init__(id=id)
        self.rows: tuple[ChoiceRow, ...] = ()
        self.verdict = Text()
        # the most lines shown since the cells came, and at which width: fewer lines (a
        # shorter verdict, a choice of fewer cells) keep that room, blank, so the boards
        # below do not move up and down (a layout of the whole screen, inside a cursor key
        # or a bot's reply) until the cells go (:meth:`hide`)
        self._room = 0
        self._room_width = 0

    # --- attributes down ------------------------------------------------------------
    def set_rows(self, rows: tuple[ChoiceRow, ...]) -> None:
        """Show new cells; the cursor stays on the same key when it is still there."""
        if rows == self.rows:
            return
        key = self.key
        self.rows = rows
        place = self.position_of(key) if key is not None else None
        self.cursor = self.validate_cursor(place if place is not None else self.cursor)
        self.redraw()
        self.refresh_bindings()

    def hide(self) -> None:
        """No cells (reporters are placed on the board, or there is no choice): the room
        they kept goes with them."""
        self.display = False
        self._room = 0
        self._key = None  # the lines are made again, without the room

    def set_verdict(self, verdict: Text) -> None:
        """The line above the cells (what the choice under the cursor does, or why not)."""
        self.verdict = verdict
        self.redraw()

    @property
    def key(self) -> str | None:
        """The key of the cell under the cursor."""
        row, col = self.cursor
        if 0 <= row < len(self.rows) and 0 <= col < len(self.rows[row].cells):
            return self.rows[row].cells[col].key
        return None

    @property
    def cell(self) -> Choice | None:
        """The cell under the cursor."""
        row, col = self.cursor
        if 0 <= row < len(self.rows) and 0 <= col < len(self.rows[row].cells):
            return self.rows[row].cells[col]
        return None

    def position_of(self, key: str) -> Cell | None:
        """Where the cell ``key`` is, or None."""
        return find_key([row.cells for row in self.rows], key)

    # --- cursor -----------------------------------------------------------------------
    def validate_cursor(self, cursor: Cell) -> Cell:
        return clamp_cursor(cursor, [len(row.cells) for row in self.rows])

    def watch_cursor(self, old: Cell, new: Cell) -> None:
        key = self.key
        if old != new and key is not None:
            self.post_message(self.Moved(self, key))
        self.redraw()
        self.refresh_bindings()  # Tick and Next way depend on the cell

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "tick":
            row = self.cursor[0]
            return 0 <= row < len(self.rows) and self.rows[row].hand
        if action == "next_way":
            cell = self.cell
            return cell is not None and cell.ways > 1
        return bool(self.rows)

    def action_cursor(self, drow: int, dcol: int) -> None:
        row, col = self.cursor
        self.cursor = self.validate_cursor((row + drow, col + dcol))

    def action_choose(self) -> None:
        key = self.key
        if key is not None:
            self.post_message(self.Chosen(self, key))

    def action_tick(self) -> None:
        key = self.key
        if key is not None and key.startswith("card:"):
            self.post_message(self.Ticked(self, key))

    def action_next_way(self) -> None:
        key = self.key
        if key is not None:
            self.post_message(self.NextWay(self, key))

    # --- drawing ------------------------------------------------------------------------
    def line_key(self) -> Any:
        return (self.rows, self.cursor, self.verdict)

    def make_lines(self, width: int) -> list[Text]:
        """The verdict line, then a line per row of cells (the cursor's cell in brackets)."""
        lines = self.wrap(self.verdict, width)
        for r, row in enumerate(self.rows):
            line = Text(row.title[: TITLE_W - 1].ljust(TITLE_W), style="bold")
            for c, cell in enumerate(row.cells):
                body = cell.mark + cell.label
                if (r, c) == self.cursor:
                    # brackets as well as reverse video: the cursor never depends on colour
                    line.append("[" + body + "]", style="bold reverse")
                else:
                    line.append(" " + body + " ")
            lines += self.wrap(line, width)
        if width != self._room_width:
            self._room, self._room_width = 0, width
        lines += [Text("")] * (self._room - len(lines))
        self._room = len(lines)
        return lines


__all__ = ["Choice", "ChoiceBoard", "ChoiceRow", "choice_key", "choice_label"]
