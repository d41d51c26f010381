"""A card picker: choose any set of cards from your hand (to sell or to discard).

The moves list offers a few ready-made sales and discards; this dialog lets a player pick
exactly the cards they want. The screen hands in a ``check`` function that asks the engine
whether the chosen cards make a legal move, so the dialog shows the engine's own reason
and only closes on a move the engine accepts.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import SelectionList, Static
from textual.widgets.selection_list import Selection


class CardPicker(ModalScreen[tuple[str, ...] | None]):
    """Tick cards with Space, confirm with Enter (checked by the engine), Esc cancels."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "confirm", "Confirm", id="extra_extra.picker.confirm", priority=True),
        Binding("escape", "cancel", "Cancel", id="extra_extra.picker.cancel"),
    ]

    DEFAULT_CSS = """
    CardPicker #picker-cards { height: auto; max-height: 16; }
    CardPicker #picker-error { height: auto; color: $error; }
    """

    def __init__(
        self,
        title: str,
        cards: list[tuple[str, str]],
        check: Callable[[tuple[str, ...]], str | None],
    ) -> None:
        """Create the picker.

        Args:
            title: What the cards are chosen for, e.g. "Sell up to 6 cards ($100 each)".
            cards: (card id, label) for every card that may be chosen.
            check: The engine's reason to refuse the chosen cards, or None when legal.
        """
        super().__init__()
        self.title_text = title
        self.cards = cards
        self.check = check

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Static(
                f"[b]{self.title_text}[/b]\nSpace ticks a card · Enter confirms · Esc cancels"
            )
            yield SelectionList[str](
                *[Selection(label, cid) for cid, label in self.cards], id="picker-cards"
            )
            yield Static("", id="picker-error")

    def on_mount(self) -> None:
        self.query_one("#picker-cards", SelectionList).focus()

    @property
    def chosen(self) -> tuple[str, ...]:
        """The ticked cards, in hand order."""
        ticked = set(self.query_one("#picker-cards", SelectionList).selected)
        return tuple(cid for cid, _ in self.cards if cid in ticked)

    def action_confirm(self) -> None:
        """Close with the chosen cards if the engine accepts them, else say why."""
        reason = self.check(self.chosen)
        if reason is not None:
            self.query_one("#picker-error", Static).update(f"✗ {reason}")
            self.app.bell()
            return
        self.dismiss(self.chosen)

    def action_cancel(self) -> None:
        self.dismiss(None)
