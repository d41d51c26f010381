"""The resolution told step by step: events written to the log a short pause apart, each
marking the board area it belongs to (``▶ ... · RESOLVING`` and the banner's step list).

The engine resolves in one go up to the next decision; :class:`ResolutionLog` (mixed into
the Pulitzer screen) replays the events it hands out. :func:`stage_of` maps an event to its
board area; :func:`opening_lines` tells round 1's set-up from the first player's view.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rich.text import Text
from textual.containers import VerticalScroll
from textual.css.query import NoMatches
from textual.widgets import RichLog

from paperboy.engine import Event
from paperboy.tui.widgets.log_tail import LogTail

from ...widgets.page_strip import draw_ahead
from . import board as B
from .common import D, overtime_text

if TYPE_CHECKING:
    from paperboy.tui.screens.paged import PagedGameScreen

    _Base = PagedGameScreen
else:
    _Base = object

STEP_DELAY = 0.05
"""Pause between two resolution events written to the log (0 writes them at once)."""

PENDING_STAGE = {
    "pin": "buses", "bus_order": "buses", "support": "buses", "sports": "kiosk", "entertainment": "kiosk",
    "ot_pick": "overtime", "new_evidence": "overtime", "statement": "overtime", "train": "newspaper",
    "buy": "newspaper", "leak_keep": "event", "snitch_keep": "event", "fundraising": "event",
}
"""The board area a pending decision belongs to."""
AREA_IDS = {"kiosk": "#pz-kiosk", "rows": "#pz-kiosk", "archive": "#pz-archive", "buses": "#pz-buses",
            "overtime": "#pz-overtime", "newspaper": "#pz-newspaper", "event": "#pz-event"}


def stage_of(event: Event, previous: str | None) -> tuple[str | None, str | None]:
    """The board area an event belongs to, and the Kiosk column for column results."""
    kind, text = event.kind, event.text
    if kind == "reveal":
        return "reveal", None
    if kind == "column":
        for col, name in D().column_names.items():
            if text.startswith(name + ":"):
                return "kiosk", col
        return "kiosk", None
    if kind in ("duel", "kiosk"):
        return "kiosk", None
    if kind in ("row", "opinion"):
        return "rows", None
    if kind == "archive":
        return "archive", None
    if kind == "agents":
        return ("buses", None) if "investigates" in text or "finds nothing" in text else ("placement", None)
    if kind in ("support", "draw", "pin", "leak"):
        return "buses", None
    if kind == "overtime":
        # the billboard is refilled between rounds, outside the resolution
        return (None, None) if text.startswith("Overtime billboard") else ("overtime", None)
    if kind == "statement":
        return "overtime", None
    if kind == "times":
        return ("overtime", None) if "Overtime card" in text else ("placement", None)
    if kind == "paper":
        return "newspaper", None
    if kind in ("round", "place", "request", "pass", "edit", "bail", "money", "unpin"):
        return "placement", None
    if kind == "final":
        return "end", None
    return previous, None


def opening_lines(view: dict[str, Any]) -> list[str]:
    """Round 1 as the view shows it: blocked sections, News, billboard, Agents, the Times."""
    names = view["section_names"]
    lines = [f"Round 1 begins. {view['players'][view['press_pass']]['name']} holds the Press Pass. "
             f"Blocked sections: {', '.join(names[b] for b in view['blocked'])}. News pays "
             + ", ".join(f"{c} ${view['news_money'][c]}" for c in view["kiosk_columns"]) + "."]
    if view["overtime_row"]:
        lines.append("Overtime billboard: " + ", ".join(f"{c} {overtime_text(c)}" for c in view["overtime_row"]))
    for owner, label in (("red", "Red Agents (face down)"), ("blue", "Blue Agents (face up)"),
                         ("times", "The Times' face-down Journalists")):
        spots = []
        for space, items in view["spaces"].items():
            for item in items:
                if item["owner"] == owner:
                    shown = item.get("value") if item.get("face_up") else None
                    spots.append(f"{space}={shown}" if shown is not None else space)
        if spots:
            lines.append(f"{label} start on {', '.join(spots)}.")
    times = view.get("times") or {}
    if times.get("card"):
        card = D().times.get(times["card"], {})
        lines.append(f"The Times reveals {times['card']} ({card.get('color', '?')}); "
                     f"{times['cards_left']} Times cards are left.")
    return lines


def log_line(event: Event, stage: str | None) -> Text:
    """A log line: the board area being resolved, then the event."""
    line = Text()
    if stage is not None:
        line.append(f"{B.STAGE_TITLES.get(stage, stage)} │ ", style="bold")
    line.append(event.text)
    return line


class ResolutionLog(_Base):
    """Mixed into the Pulitzer screen: the events written one by one, the area marked."""

    _view: dict[str, Any] | None
    _stage: str | None
    """The board area being resolved (None outside the resolution)."""
    _column: str | None
    """The Kiosk column whose result is being told, if any."""
    _queue: list[Event]
    _step_timer: Any
    _scrolled_to: str | None
    history: list[str]
    """Every line of the Log page, as plain text."""
    _log_waiting: list[Text]
    """Lines for the Log page written while another page shows (see :meth:`add_history`)."""
    _log_ahead: bool = False
    """The lines waiting are to be written, after the repaint under way (:meth:`write_log_ahead`)."""

    @property
    def events_waiting(self) -> int:
        """How many events still wait to be written to the log (resolution is paced)."""
        return len(self._queue)

    def sync_stage(self, view: dict[str, Any]) -> None:
        """Keep the highlighted area in step with the view when no event is waiting."""
        if self._queue:
            return
        if view["phase"] != "resolution":
            self._stage, self._column = None, None
            return
        pending = view.get("pending")
        if pending and pending["kind"] in PENDING_STAGE:
            stage = PENDING_STAGE[pending["kind"]]
            if stage != self._stage:
                self._stage, self._column = stage, None

    def showing_moves(self) -> bool:
        """The resolution's events still being written one by one, or what a move changed
        still being drawn after its repaint (``GameScreen.showing_moves``)."""
        return bool(self._queue) or super().showing_moves()

    def log_events(self, events: list[Event]) -> None:
        self._queue.extend(events)
        if STEP_DELAY <= 0:
            while self._queue:
                self._write_next()
            self._redraw_stage()
        elif self._step_timer is None:
            self._step_timer = self.set_timer(STEP_DELAY, self._step)

    def _step(self) -> None:
        self._step_timer = None
        if not self._queue:
            return
        try:
            self._write_next()
        except NoMatches:  # the screen is being taken down (the app closes): its log is gone
            return
        self._redraw_stage()
        if self._queue:
            self._step_timer = self.set_timer(STEP_DELAY, self._step)
        elif self._view is not None:
            self.sync_stage(self._view)
            self._redraw_stage()

    def _write_next(self) -> None:
        event = self._queue.pop(0)
        stage, column = stage_of(event, self._stage)
        self._stage = None if stage in ("placement", "end") else stage
        self._column = column
        self.query_one("#log", LogTail).write(log_line(event, self._stage))
        self.add_history(event, self._stage)

    def add_history(self, event: Event, stage: str | None) -> None:
        """Append to the Log page, with a heading when a round begins.

        While another page shows, the lines wait and are written when the Log page is
        shown (:meth:`show_log_lines`): a line written to the page's ``RichLog`` grows its
        scroll area, which lays out the whole screen, once per line during a resolution.
        """
        lines = [log_line(event, stage)]
        if event.kind == "round":
            lines.insert(0, Text(f"── {event.text.split('.')[0]} ──", style="bold reverse"))
        for line in lines:
            self.history.append(line.plain)
        self._log_waiting.extend(lines)
        if self.page == "log":
            self.show_log_lines()
        elif not self._log_ahead:
            self._log_ahead = True
            self.after_repaint(self.write_log_ahead)

    def write_log_ahead(self) -> None:
        """Write the lines waiting to the Log page out of view, then draw it ahead, once the
        repaint under way is done: the ``g`` key then shows lines already drawn (writing
        them in its repaint, with the page's scroll bar, took about 1 ms)."""
        self._log_ahead = False
        if self.page == "log" or not self._log_waiting:
            return
        self.show_log_lines()
        log = self.query_one("#page-log", RichLog)
        self.after_repaint(lambda: draw_ahead(log))  # once it has scrolled to its last line

    def show_log_lines(self) -> None:
        """Write the lines waiting for the Log page to it."""
        if not self._log_waiting:
            return
        log = self.query_one("#page-log", RichLog)
        waiting, self._log_waiting = self._log_waiting, []
        for line in waiting:
            log.write(line)

    def tell_the_game_so_far(self) -> None:
        """The whole game so far on the Log page (the log under the board keeps the last lines)."""
        stage: str | None = None
        if not self.session.log:
            # the engine's set-up events are not handed out, so round 1's opening is told here
            # from what the first player's view shows
            for text in opening_lines(self.session.state.view(self.session.first_human())):
                self.add_history(Event("setup", text), None)
                self.query_one("#log", LogTail).write(text)
        for event in self.session.events:
            stage, _ = stage_of(event, stage)
            self.add_history(event, None if stage in ("placement", "end") else stage)

    def _redraw_stage(self) -> None:
        """Redraw the board's banner and areas for the step shown, and bring its area into view."""
        if self._view is None or self.page != "board":
            return
        if self._stage != self._scrolled_to:
            self.moving_view()  # the step's area is scrolled to: the areas are drawn at once
        self.draw_page("board")
        if self._stage == self._scrolled_to:
            return
        # scrolled at once, in the repaint that draws the step (Textual's default waits for
        # that repaint, and the scroll came a beat of the screen's timer later)
        area = AREA_IDS.get(self._stage or "")
        if area is not None:
            self.query_one(area).scroll_visible(animate=False, immediate=True)
        elif self._stage is None:  # back to placement: the banner and the Kiosk first
            self.query_one("#page-board", VerticalScroll).scroll_home(animate=False, immediate=True)
        self._scrolled_to = self._stage
