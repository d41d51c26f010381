"""Small screens: keys help, handoff, quit confirmation, the terminal-size notice, and the
two save dialogs (save to another file; leave a game that is not saved)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.content import Content
from textual.screen import ModalScreen, Screen
from textual.widgets import Button, Input, Static

from ...engine.text import clean_text
from .. import MIN_HEIGHT, MIN_WIDTH
from ..widgets.keys_footer import KeysFooter


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
        yield KeysFooter()

    def action_ready(self) -> None:
        self.dismiss(None)


class QuitScreen(ModalScreen[bool]):
    """Asks before leaving; a game in progress is already saved."""

    BINDINGS = [
        Binding("y", "answer(True)", "Quit", id="quit.yes"),
        Binding("n,escape", "answer(False)", "Stay", id="quit.no"),
    ]

    def __init__(self, saved: bool, unsaved: str | None = None) -> None:
        super().__init__()
        self.saved = saved
        self.unsaved = unsaved

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Static("[b]Leave paperboy?[/b]")
            if self.unsaved:
                # The reason quotes a path: plain text, never markup.
                yield Static(Text(f"\n✗ Your game is NOT saved: {self.unsaved}\nQuitting now "
                                  "loses it. Stay (n) and press Ctrl+S in the game to save it "
                                  "to another file.", style="bold"))
            elif self.saved:
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


class SaveAsScreen(ModalScreen[Path | None]):
    """Saves the whole game to a file the player names; autosaves then go to that file.

    Dismisses with the new path, or ``None`` when cancelled. A refusal (a name that is
    taken, a folder that cannot be written) is shown in the dialog, which stays open.
    """

    BINDINGS = [Binding("escape", "cancel", "Cancel", id="save_as.cancel")]

    def __init__(self, session: Any) -> None:
        super().__init__()
        self.session = session

    def suggestion(self) -> str:
        """A new file in the home folder (or the current one), named after the save."""
        try:
            home = Path.home()
        except (RuntimeError, KeyError):  # no home folder known (HOME unset, no user entry)
            home = Path.cwd()
        path = home / f"{self.session.save_id}.json"
        number = 2
        while path.exists():
            path = home / f"{self.session.save_id}-{number}.json"
            number += 1
        return str(path)

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Static("[b]Save to another file[/b]")
            error = self.session.save_error
            if error:
                yield Static(Text(f"\n✗ {error}"), id="save-as-why")
            yield Static("\nThe whole game is written to this file, and from now on it is "
                         "saved there after every move (`paperboy resume FILE` opens it). "
                         "An existing file is never replaced.")
            yield Input(self.suggestion(), id="save-as-path", placeholder="a file name")
            yield Static("", id="save-as-error", classes="error-line", markup=False)
            with Horizontal(classes="dialog-buttons"):
                yield Button("Save (Enter)", id="save", variant="primary")
                yield Button("Cancel (Esc)", id="cancel")

    def on_mount(self) -> None:
        self.query_one("#save-as-path", Input).focus()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        self.save(event.value)

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        if event.button.id == "save":
            self.save(self.query_one("#save-as-path", Input).value)
        else:
            self.dismiss(None)

    def save(self, target: str) -> None:
        from ...engine import SaveFileError

        try:
            path = self.session.save_as(target)
        except SaveFileError as exc:
            self.query_one("#save-as-error", Static).update(f"✗ {exc}")
            self.app.bell()
            return
        self.dismiss(path)

    def action_cancel(self) -> None:
        self.dismiss(None)


class UnsavedScreen(ModalScreen[str]):
    """Asked when leaving a game whose file does not hold every move.

    Dismisses with ``"save"`` (save to another file), ``"retry"`` (try the same file
    again, e.g. after freeing disk space), ``"leave"`` (leave, losing the moves not on
    disk) or ``"stay"``.
    """

    BINDINGS = [
        Binding("s", "answer('save')", "Save to another file", id="unsaved.save"),
        Binding("r", "answer('retry')", "Try the same file again", id="unsaved.retry"),
        Binding("l", "answer('leave')", "Leave without saving", id="unsaved.leave"),
        Binding("n,escape", "answer('stay')", "Stay", id="unsaved.stay"),
    ]

    def __init__(self, reason: str, saved_actions: int | None, actions: int) -> None:
        super().__init__()
        self.reason = reason
        self.saved_actions = saved_actions
        self.actions = actions

    def compose(self) -> ComposeResult:
        on_disk = ("no file holds this game yet" if self.saved_actions is None else
                   f"the file holds {self.saved_actions} of its {self.actions} moves")
        with Vertical(classes="dialog"):
            yield Static("[b]This game is not saved[/b]")
            yield Static(Text(f"\n✗ {self.reason}\n\nIt is only in memory: {on_disk}. "
                              "Leaving now loses what is not on disk."))
            # Four answers in two rows, so they fit the dialog at 80 columns.
            with Horizontal(classes="dialog-buttons"):
                yield Button("Save elsewhere (s)", id="save", variant="primary")
                yield Button("Retry (r)", id="retry")
            with Horizontal(classes="dialog-buttons"):
                yield Button("Leave (l)", id="leave", variant="error")
                yield Button("Stay (n)", id="stay")

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        self.dismiss(event.button.id or "stay")

    def action_answer(self, value: str) -> None:
        self.dismiss(value)
