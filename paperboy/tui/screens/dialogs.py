"""Small screens: keys help, handoff, quit confirmation and the terminal-size notice."""

from __future__ import annotations

from rich.table import Table
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.content import Content
from textual.screen import ModalScreen, Screen
from textual.widgets import Button, Footer, Static

from ...engine.text import clean_text

MIN_WIDTH, MIN_HEIGHT = 80, 24


class HelpScreen(ModalScreen[None]):
    """Every key that applies on the screen below, with what it does."""

    BINDINGS = [Binding("escape,q,question_mark,enter", "dismiss", "Close", id="help.close")]

    def __init__(self, keys: list[tuple[str, str]], title: str = "Keys") -> None:
        super().__init__()
        self.keys = keys
        self.title_text = title

    def compose(self) -> ComposeResult:
        with VerticalScroll(classes="dialog"):
            yield Static(f"[b]{self.title_text}[/b]")
            table = Table(box=None, show_header=True, header_style="bold", pad_edge=False)
            table.add_column("Key", no_wrap=True)
            table.add_column("Does")
            for key, text in self.keys:
                table.add_row(key, text)
            yield Static(table)
            yield Static("Esc closes · Ctrl+P opens the command palette", classes="dateline")


class HandoffScreen(Screen[None]):
    """Blanks the board so the next player does not see the last one's secrets."""

    BINDINGS = [Binding("enter", "ready", "I am ready", id="handoff.ready")]

    def __init__(self, name: str) -> None:
        super().__init__()
        self.player = clean_text(name)

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            # A player's name is user text: a template variable, never markup.
            yield Static(Content.from_markup("[b]Pass the keyboard to $name[/b]", name=self.player))
            yield Static(f"\nThe board is hidden. {self.player}, press Enter when you are ready.",
                         markup=False)
        yield Footer()

    def action_ready(self) -> None:
        self.dismiss(None)


class QuitScreen(ModalScreen[bool]):
    """Asks before leaving; a game in progress is already saved."""

    BINDINGS = [
        Binding("y", "answer(True)", "Quit", id="quit.yes"),
        Binding("n,escape", "answer(False)", "Stay", id="quit.no"),
    ]

    def __init__(self, saved: bool) -> None:
        super().__init__()
        self.saved = saved

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Static("[b]Leave paperboy?[/b]")
            if self.saved:
                yield Static("\nYour game is saved after every move. Resume it from the menu "
                             "or with `paperboy resume`.")
            with Horizontal(classes="dialog-buttons"):
                yield Button("Quit (y)", id="yes", variant="error")
                yield Button("Stay (n)", id="no", variant="primary")

    def on_button_pressed(self, event: Button.Pressed) -> None:
        self.dismiss(event.button.id == "yes")

    def action_answer(self, value: bool) -> None:
        self.dismiss(value)


class SizeNotice(Screen[None]):
    """Shown instead of a broken layout while the terminal is smaller than 80x24."""

    BINDINGS = [Binding("ctrl+q", "app.quit", "Quit", id="size.quit")]

    def compose(self) -> ComposeResult:
        yield Static(id="size-text")

    def on_mount(self) -> None:
        self.refresh_text()

    def on_resize(self) -> None:
        self._close_if_large()

    def on_screen_resume(self) -> None:
        # a screen opened above the notice (a handoff) may close after the terminal grew
        self._close_if_large()

    def _close_if_large(self) -> None:
        w, h = self.app.size
        if w >= MIN_WIDTH and h >= MIN_HEIGHT and self.app.screen is self:
            self.app.pop_screen()
            return
        self.refresh_text()

    def refresh_text(self) -> None:
        w, h = self.app.size
        self.query_one("#size-text", Static).update(
            f"paperboy needs a terminal of at least {MIN_WIDTH}x{MIN_HEIGHT}.\n"
            f"This one is {w}x{h}. Make it larger to go on; nothing is lost.")
