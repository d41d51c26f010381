"""The final score sheet: every category for every player, winners and eliminations."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import Screen
from textual.widgets import DataTable, Static

from ...engine import Result
from ...engine.text import clean_text
from ..widgets.keys_footer import KeysFooter


def winners_line(players: list[str], result: Result) -> str:
    names = [players[w] for w in result.winners]
    if not names:
        return "No winner."
    if len(names) == 1:
        return f"{names[0]} wins!"
    return "Shared victory: " + " and ".join(names) + "!"


class ResultScreen(Screen[None]):
    BINDINGS = [
        Binding("enter,escape", "menu", "Menu", id="result.menu"),
    ]

    def __init__(self, game_name: str, players: list[str], result: Result, extra_lines: list[str] | None = None,
                 labels: Callable[[str], str] | None = None) -> None:
        super().__init__()
        # Score categories by their names for people (the game screen knows them).
        self.label = labels or (lambda key: key.replace("_", " "))
        self.game_name = game_name
        # player names are user text: no control characters, and never markup (below)
        self.players = [clean_text(p) for p in players]
        self.result = result
        self.extra_lines = extra_lines or []

    def compose(self) -> ComposeResult:
        yield Static(f"FINAL EDITION · {self.game_name.upper()}", classes="masthead")
        with VerticalScroll():
            # Player names are user text: never parsed as markup.
            yield Static(Text(winners_line(self.players, self.result), style="bold"))
            if self.result.eliminated:
                gone = ", ".join(self.players[e] for e in self.result.eliminated)
                yield Static(Text(f"Out of the running: {gone}"))
            table: DataTable[Any] = DataTable(zebra_stripes=True, cursor_type="none", id="sheet")
            table.add_column("Category")
            for p in self.players:
                table.add_column(Text(p))
            categories: list[str] = []
            for b in self.result.breakdown:
                for key in b:
                    if key not in categories:
                        categories.append(key)
            for cat in categories:
                table.add_row(Text(clean_text(self.label(cat))),
                              *[Text(clean_text(b.get(cat, ""))) for b in self.result.breakdown])
            marks = ["★ " if s in self.result.winners else "" for s in range(len(self.players))]
            totals = zip(marks, self.result.totals, strict=True)
            table.add_row(Text("TOTAL", style="bold"), *[Text(f"{m}{t}", style="bold") for m, t in totals])
            yield table
            for line in self.extra_lines:
                yield Static(Text(clean_text(line, keep_newlines=True)))
        yield KeysFooter()

    def action_menu(self) -> None:
        self.app.back_to_menu()  # type: ignore[attr-defined]
