"""Guards around behaviour inherited from Textual that would otherwise crash the app.

Textual 8.2.8's ``OptionList._move_page`` indexes its line cache before the lines are
built (the command palette right after it opens), raising ``KeyError``/``IndexError`` on
PageUp/PageDown. We fall back to first/last option instead of crashing.
"""

from __future__ import annotations

from textual.widgets import OptionList

_original_move_page = OptionList._move_page


def _safe_move_page(self: OptionList, direction: int) -> None:
    try:
        _original_move_page(self, direction)  # type: ignore[arg-type]
    except (KeyError, IndexError):
        if not self.option_count:
            return
        if direction > 0:
            self.action_last()
        else:
            self.action_first()


def install() -> None:
    """Install the guards (idempotent)."""
    OptionList._move_page = _safe_move_page  # type: ignore[method-assign]
