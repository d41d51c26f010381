"""Saving and leaving, for :class:`~.game.GameScreen`: say at once when the file stops
holding every move, save to another file (Ctrl+S), and ask before leaving a game whose
file lacks moves."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rich.text import Text
from textual.widgets import Static

from ..widgets.keys_footer import KeysFooter

if TYPE_CHECKING:
    from textual.screen import Screen

    _Base = Screen[None]
else:
    _Base = object


class SaveAndLeave(_Base):
    """Mixed into the game screen: the save notice, Save as, and leaving to the menu."""

    session: Any
    _save_problem: str | None

    if TYPE_CHECKING:
        def step_back(self) -> bool: ...

    # --- leaving ------------------------------------------------------------------
    def action_leave(self) -> None:
        """Esc: back one step (:meth:`step_back`); with nothing pending, to the menu."""
        if self.step_back():
            return
        self.leave_to_menu()

    def leave_to_menu(self) -> None:
        """Back to the menu; a game whose file lacks moves asks first (save elsewhere, retry)."""
        session = self.session
        if session.autosave and not session.is_saved:
            self._ask_before_leaving()
            return
        if not session.is_over() and session.is_saved:
            if session.path is not None and session.path.parent != session.store.root:
                # Saved to a file of the player's choosing: the menu's list does not show it.
                self.app.notify(f"Saved after every move to {session.path}: resume it with "
                                "`paperboy resume FILE`.", title="Game saved", markup=False)
            else:
                self.app.notify("Saved after every move: resume it from the menu.",
                                title="Game saved")
        self.app.back_to_menu()  # type: ignore[attr-defined]

    def _ask_before_leaving(self) -> None:
        from .dialogs import SaveAsScreen, UnsavedScreen

        session = self.session
        reason = session.save_error or "the game has not been written to a file"

        def after_save_as(path: Any) -> None:
            if path is not None:
                self.app.back_to_menu()  # type: ignore[attr-defined]

        def answered(choice: str | None) -> None:
            if choice == "save":
                self.app.push_screen(SaveAsScreen(session), after_save_as)
            elif choice == "retry":
                session.retry_save()
                # Saved now: leave with "Game saved"; still failing: ask again, with the reason.
                self.action_leave()
            elif choice == "leave":
                self.app.notify("Left a game that is not saved.", title="Not saved",
                                severity="warning")
                self.app.back_to_menu()  # type: ignore[attr-defined]

        self.app.push_screen(UnsavedScreen(reason, session.saved_actions, len(session.log)),
                             answered)

    # --- saving: say at once when the file stops holding every move --------------
    def _watch_saves(self) -> None:
        # Idempotent: a subclass's on_mount may call this one besides Textual's own call.
        if self._save_state_changed in self.session.save_listeners:
            return
        notice = Static("", id="save-notice", classes="error-line", markup=False)
        notice.display = False
        footers = self.query(KeysFooter)
        if footers:
            self.mount(notice, before=footers.last())
        else:
            self.mount(notice)
        self.session.save_listeners.append(self._save_state_changed)
        self._save_state_changed(self.session)

    def _stop_watching_saves(self) -> None:
        if self._save_state_changed in self.session.save_listeners:
            self.session.save_listeners.remove(self._save_state_changed)

    def _save_state_changed(self, session: Any) -> None:
        """Called by the session after every save attempt."""
        error = session.save_error if session.autosave else None
        notices = self.query("#save-notice")
        if notices:
            notice = notices.first(Static)
            notice.display = error is not None
            if error is not None:
                notice.update(Text(f"✗ Not saved: {error}. The game is kept in memory and "
                                   "saving is tried again after each move; Ctrl+S saves it to "
                                   "another file."))
        if error is not None and error != self._save_problem:
            self.app.notify(f"{error}. The game is kept in memory; Ctrl+S saves it to another "
                            "file.", title="Save failed", severity="error", markup=False,
                            timeout=12)
        elif error is None and self._save_problem is not None and session.is_saved:
            self.app.notify(f"The file {session.path} holds every move again.", title="Game saved",
                            markup=False)
        self._save_problem = error

    def action_save_as(self) -> None:
        from .dialogs import SaveAsScreen

        had_problem = self._save_problem is not None

        def saved(path: Any) -> None:
            # After a failed save the session's listener already said "saved again".
            if path is not None and not had_problem:
                self.app.notify(f"Saved to {path}; every move is saved there from now on.",
                                title="Game saved", markup=False)

        self.app.push_screen(SaveAsScreen(self.session), saved)
