"""The in-app rules reference of one game (Markdown, in the project's own words)."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.screen import Screen
from textual.widgets import MarkdownViewer, Static

from ..widgets.keys_footer import KeysFooter


class RulesScreen(Screen[None]):
    """The in-app rules reference of one game."""

    BINDINGS = [Binding("escape,q", "app.pop_screen", "Back", id="rules.back")]

    def __init__(self, title: str, markdown: str) -> None:
        super().__init__()
        self.title_text = title
        self.markdown = markdown

    def compose(self) -> ComposeResult:
        yield Static(f"RULES · {self.title_text.upper()}", classes="masthead")
        yield MarkdownViewer(self.markdown, show_table_of_contents=False)
        yield KeysFooter()
