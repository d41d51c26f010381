"""The game log to scroll back through: every event of the game so far, newest last.

Opened from any game screen with ``H``. Event texts quote player names, so they are
written as plain text (never markup). The top names what happened since the player's
last move, the same recap the game screen shows when their turn comes.
"""

from __future__ import annotations

from collections.abc import Sequence

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import RichLog, Static

from ...engine.text import clean_text
from ..widgets.keys_footer import KeysFooter


class HistoryScreen(ModalScreen[None]):
    """The whole game log, scrollable with the arrows, Page Up/Down, Home and End."""

    BINDINGS = [Binding("escape,q,H", "dismiss", "Close", id="history.close")]

    DEFAULT_CSS = """
    HistoryScreen > Vertical { width: 96; max-width: 98%; height: 90%; }
    HistoryScreen #history-log { height: 1fr; }
    HistoryScreen #history-recap { height: auto; max-height: 8; }
    """

    def __init__(self, title: str, lines: Sequence[str], recap: Sequence[str] = ()) -> None:
        super().__init__()
        self.title_text = title
        self.lines = list(lines)
        self.recap = list(recap)

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Static(Text(self.title_text, style="bold"))
            if self.recap:
                recap = Text("Since your last move:\n", style="bold")
                recap.append("\n".join(clean_text(line) for line in self.recap))
                yield Static(recap, id="history-recap")
            yield RichLog(id="history-log", wrap=True, markup=False)
            yield Static("↑↓ PgUp PgDn Home End scroll · Esc closes", classes="dateline")
        yield KeysFooter()

    def on_mount(self) -> None:
        log = self.query_one("#history-log", RichLog)
        if not self.lines:
            log.write("Nothing has happened yet.")
        for number, line in enumerate(self.lines, 1):
            log.write(Text(f"{number:>4} ", style="dim") + Text(clean_text(line)))
        log.focus()
