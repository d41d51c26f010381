"""Fit to Print set-up: the shared form plus a mode guide, puzzle picker and scenario picker.

The fields themselves are the shared :class:`~paperboy.tui.screens.setup.SetupScreen`'s
(built from ``options_schema``); this screen adds a panel that follows the chosen mode:
what the mode is, every puzzle with its day, centerpiece, score tiers and each player's
best score on it (from finished saved games), or the chosen scenario with its characters,
centerpieces, Breaking News cards and goals.
"""

from __future__ import annotations

from typing import Any

from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from ....games.fit_to_print.components import catalogue
from ...screens.setup import SetupScreen
from ...widgets.form_lines import FormLines

MODE_GUIDE = {
    "standard": "Relay hot-seat (2-6): one reporting step each in turn, then lay out on your own chess clock.",
    "solo": "Solo (1): the standard game against the clock; finish with $12+ ad revenue.",
    "puzzle": "Puzzle (1): a fixed set of tiles and a centerpiece; lay out the best single paper.",
    "family": "Family (2-6): every tile you keep goes straight onto your paper; no mood or white space.",
    "turn-based": "Turn-based (2-6): a Saturday puzzle in turns: place, reveal up to 2, take 1.",
    "newsroom": "Newsroom (4-12, teams of 2): Reporter fetches tiles, Layout Editor places them.",
    "scenario": "Scenario (1-6): fixed character, centerpieces and Breaking News; reach the goals.",
    "real-time": "Real time vs bots (2-6): you play on the wall clock while bot editors grab tiles.",
}


def puzzle_bests() -> dict[tuple[str, int], int]:
    """Best score per (player, puzzle) over finished Fit to Print puzzle saves."""
    from ....session import SaveStore, Session
    from ....session.saves import read_save

    best: dict[tuple[str, int], int] = {}
    try:
        infos = SaveStore().list()
    except OSError:
        return best
    for info in infos[:200]:
        if not info.ok or not info.finished or info.game_id != "fit-to-print":
            continue
        try:
            data = read_save(info.path)
            if data.get("options", {}).get("mode") != "puzzle":
                continue
            session = Session.load(info.path)
        except Exception:  # noqa: BLE001, S112 - a bad save must not break the set-up screen
            continue
        result = session.state.result()
        if result.extra.get("incomplete"):
            continue
        number = int(session.options.get("puzzle", 1))
        name = session.seats[0].name
        best[(name, number)] = max(best.get((name, number), result.totals[0]), result.totals[0])
    return best


def puzzle_table(chosen: int, player: str, bests: dict[tuple[str, int], int]) -> Table:
    """Every puzzle: day, centerpiece, tiers and ``player``'s best; the chosen one marked."""
    cat = catalogue()
    table = Table(box=None, pad_edge=False, header_style="bold")
    for col in ("#", "Day", "Centerpiece", "Tiers", f"Best ({player})"):
        table.add_column(col, no_wrap=True)
    for n, pz in sorted(cat.puzzles.items()):
        cp = cat.centerpiece(pz.centerpiece)
        best = bests.get((player, n))
        mark = "▸" if n == chosen else " "
        tiers = " / ".join(f"{t}+" for t in pz.tiers)
        style = "bold" if n == chosen else ""
        table.add_row(Text(f"{mark}{n}", style=style), pz.day, f"{cp.id} {cp.name}"[:30], tiers,
                      "—" if best is None else str(best))
    return table


def scenario_text(chosen: int) -> RenderableType:
    """The chosen scenario in full and a one-line list of all of them."""
    cat = catalogue()
    sc = cat.scenarios.get(chosen)
    parts: list[RenderableType] = []
    if sc is not None:
        parts.append(Text(f"Scenario {sc.number} · {sc.difficulty} · character {sc.character}", style="bold"))
        for day, cp_id, bn in zip(("Fri", "Sat", "Sun"), sc.centerpieces, sc.breaking_news, strict=True):
            cp = cat.centerpiece(cp_id)
            card = cat.breaking_news.get(f"{day} {bn}")
            parts.append(Text(f"  {day}: ★ {cp.id} {cp.name} · Breaking News {day} {bn}"
                              + (f" {card.name}" if card else "")))
        parts.append(Text(f"  Goals: ${sc.min_ad}+ ad revenue and {sc.min_pts}+ points"
                          + (f"; {sc.goal[2]}" if sc.goal else "")))
    listing = Text("All: ")
    for n, s in sorted(cat.scenarios.items()):
        listing.append(f"{n}{s.difficulty[0]}", style="bold reverse" if n == chosen else "")
        listing.append(" ")
    parts.append(listing)
    parts.append(Text("(E easy, M medium, H hard)", style="dim"))
    return Group(*parts)


class FitToPrintSetupScreen(SetupScreen):
    """The shared set-up form with a guide to the chosen mode, puzzle or scenario (drawn
    under the Mode field it explains)."""

    def __init__(self, game_id: str, options: dict[str, Any] | None = None) -> None:
        super().__init__(game_id, options)
        self._bests: dict[tuple[str, int], int] | None = None
        self._info_shown: tuple[Any, ...] | None = None  # what the guide was drawn for
        self._guides: dict[tuple[Any, ...], RenderableType] = {}  # guides made, by what they show
        self.refresh_info()

    def reset(self) -> None:
        super().reset()
        # a puzzle may have been played since: its best scores are read again
        self._bests, self._info_shown = None, None
        self._guides = {shown: guide for shown, guide in self._guides.items() if shown[0] != "puzzle"}
        self.refresh_info()

    def _number(self, key: str, default: int) -> int:
        try:
            return int(str(self.form.value(f"opt-{key}")))
        except ValueError:
            return default

    def refresh_info(self) -> None:
        """Draw the guide again for the mode, puzzle and scenario now chosen."""
        mode = str(self.form.value("opt-mode") or "standard")
        self._fit_seat_rows(mode)
        player = (str(self.form.value("name-0")).strip() or "Ann") if mode == "puzzle" else ""
        shown = (mode, self.form.value("opt-puzzle"), self.form.value("opt-scenario"), player)
        if shown == self._info_shown:  # a change elsewhere in the form: the guide stays
            return
        self._info_shown = shown
        guide = self._guides.get(shown)
        if guide is None:
            parts: list[RenderableType] = [Text(MODE_GUIDE.get(mode, mode), style="bold")]
            if mode == "puzzle":
                if self._bests is None:
                    self._bests = puzzle_bests()
                parts.append(puzzle_table(self._number("puzzle", 1), player, self._bests))
            elif mode == "scenario":
                parts.append(scenario_text(self._number("scenario", 1)))
            guide = self._guides[shown] = Group(*parts)
            if len(self._guides) > 40:
                self._guides.clear()
        self.form.set_note("opt-mode", guide)

    @property
    def guide(self) -> str:
        """The guide under the Mode field, as plain text."""
        return self.form.note_text("opt-mode")

    def initial_rows(self) -> int:
        """The rows the mode the form opens on can seat (Newsroom's dozen come when chosen)."""
        try:
            return self.game.player_range({"mode": self.preset.get("mode", "standard")})[1]
        except Exception:  # noqa: BLE001 - an unknown mode: every row
            return self.max_rows

    def _fit_seat_rows(self, mode: str) -> None:
        """Show only as many seat rows as the mode can seat; seats beyond that are emptied."""
        try:
            _, most = self.game.player_range({"mode": mode})
        except Exception:  # noqa: BLE001 - an unknown mode keeps every row
            most = self.max_rows
        if most != self.rows:
            self.fit_rows(most)

    def on_form_lines_changed(self, event: FormLines.Changed) -> None:
        super().on_form_lines_changed(event)
        if event.field.key in ("opt-mode", "opt-puzzle", "opt-scenario", "name-0"):
            self.refresh_info()
