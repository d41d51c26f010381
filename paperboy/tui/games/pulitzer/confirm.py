"""The second key before a move that ends the game at once (issue #14)."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Static


class EndingWarningScreen(ModalScreen[bool]):
    """Shows the engine's ending warning: Enter plays the move, Esc keeps playing without it."""

    BINDINGS = [
        Binding("enter", "answer(True)", "Play it", id="ending.play"),
        Binding("escape", "answer(False)", "Cancel", id="ending.cancel"),
    ]

    def __init__(self, warning: str, move: str) -> None:
        super().__init__()
        self.warning = warning
        self.move = move

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Static(Text("⚠ This move ends the game", style="bold"))
            # The engine's text may name players: plain text, never markup.
            yield Static(Text(f"\n{self.warning}\n\nEnter: play '{self.move}'    Esc: cancel"), id="ending-text")

    def action_answer(self, value: bool) -> None:
        self.dismiss(value)
