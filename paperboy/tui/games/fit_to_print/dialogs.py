"""Fit to Print's round score sheet and final edition screens."""

from __future__ import annotations

from typing import Any, ClassVar

from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical, VerticalScroll
from textual.screen import ModalScreen, Screen
from textual.widgets import Static

from ....games.fit_to_print.components import catalogue
from ...screens.game import hints_line
from ...widgets.keys_footer import KeysFooter
from . import render


class ScoreSheetScreen(ModalScreen[None]):
    """One round's scores, category by category, with the running totals."""

    BINDINGS: ClassVar[list[BindingType]] = [Binding("enter,escape,space", "close", "Continue", id="ftp_sheet.close")]

    DEFAULT_CSS = """
    ScoreSheetScreen > Vertical { width: 90; max-width: 98%; }
    ScoreSheetScreen #sheet-body { height: auto; max-height: 100%; }
    """

    def __init__(self, view: dict[str, Any], day: int) -> None:
        super().__init__()
        self.view_data = view
        self.day = day

    def compose(self) -> ComposeResult:
        view = self.view_data
        if view.get("mode") == "puzzle":
            # A puzzle is one round on its own day (a Saturday puzzle is not a Friday).
            day_name = render.DAY_NAMES.get(view["day"], view["day"])
            puzzle = (view.get("result") or {}).get("extra", {}).get("puzzle")
            day_name = f"Puzzle {puzzle} · {day_name}" if puzzle else f"Puzzle · {day_name}"
        else:
            day_name = render.DAY_NAMES[("Fri", "Sat", "Sun")[self.day]]
        with Vertical(classes="dialog"), VerticalScroll(id="sheet-body"):
            yield Static(Text.assemble((f"SCORE SHEET · {day_name}", "bold"),
                                       "  (running totals in brackets)" if self.day else ""))
            yield Static(render.score_sheet(self.view_data, self.day), id="sheet-table")
            notes = self._notes()
            if notes:
                yield Static(notes, id="sheet-notes")
            yield Static("Enter to continue", classes="dateline")
        yield KeysFooter()

    def _notes(self) -> RenderableType | None:
        lines: list[RenderableType] = []
        for unit in self.view_data["units"]:
            if self.day < len(unit["scores"]):
                s = unit["scores"][self.day]
                extra = f"largest white space {s.get('largest_white', 0)}, ☺{s.get('good', 0)} ☹{s.get('bad', 0)}"
                notes = "; ".join(s.get("notes", []))
                lines.append(Text(f"{unit['name']}: {extra}" + (f" · {notes}" if notes else ""), style="dim"))
        return Group(*lines) if lines else None

    def action_close(self) -> None:
        self.dismiss(None)


class FinalScreen(Screen[None]):
    """The final edition: winner, who went out of business, achievements, scenario, chart."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter,escape", "menu", "Menu", id="ftp_final.menu"),
        Binding("x", "export", "Save front page (SVG)", id="ftp_final.export"),
    ]

    DEFAULT_CSS = """
    FinalScreen #final-body { padding: 0 2; }
    FinalScreen #final-head { height: 1; width: 100%; content-align: center middle; text-style: bold;
                              background: $panel; }
    """

    def __init__(self, session: Any) -> None:
        super().__init__()
        self.session = session
        self.view_data = session.state.view(0)  # the game is over: every seat sees the same
        self.final: dict[str, Any] = self.view_data.get("result") or {}

    def compose(self) -> ComposeResult:
        yield Static("FINAL EDITION · FIT TO PRINT", id="final-head")
        with VerticalScroll(id="final-body"):
            yield Static(self.summary(), id="final-summary")
            hints = hints_line(self.session)
            if hints:  # the master's suggestions each person took (the hint key)
                yield Static(Text(hints), id="final-hints")
            yield Static(self.table(), id="final-table")
            yield Static(Text("Points by round", style="bold"))
            yield Static(render.score_chart(self.view_data, list(self.session.state.result().totals)),
                         id="final-chart")
            if self.final.get("extra", {}).get("mode") != "puzzle":
                # Puzzles earn no achievements: no line saying which set they would count in.
                yield Static(self.achievements(), id="final-achievements")
        yield KeysFooter()

    def on_mount(self) -> None:
        # Arrow keys and Page Down scroll the edition on small terminals.
        self.query_one("#final-body", VerticalScroll).focus()

    def _names(self) -> list[str]:
        return [unit["name"] for unit in self.view_data["units"]]

    def summary(self) -> RenderableType:
        final = self.final
        names = self._names()
        extra = final.get("extra", {})
        lines: list[RenderableType] = []
        winners = [names[w] for w in final.get("winners", [])]
        if extra.get("mode") == "puzzle":
            pz = extra.get("puzzle")
            if extra.get("incomplete"):
                lines.append(Text(f"Puzzle {pz}: incomplete (every ad must be placed face up)", style="bold"))
            else:
                tiers = extra.get("tiers", [])
                lines.append(Text(f"Puzzle {pz}: {final['totals'][0]} points, tier {extra.get('tier', 0)} of "
                                  f"{len(tiers)} (tiers {' / '.join(str(t) + '+' for t in tiers)})", style="bold"))
        elif len(names) == 1:
            won = bool(winners)
            lines.append(Text(f"{names[0]}: {final['totals'][0]} points, ${extra.get('dollars', [0])[0]} ad revenue"
                              + ("" if won else " — out of business"), style="bold"))
        elif len(winners) == 1:
            lines.append(Text(f"{winners[0]} wins!", style="bold"))
        elif winners:
            lines.append(Text("Shared victory: " + " and ".join(winners) + "!", style="bold"))
        else:
            lines.append(Text("No winner.", style="bold"))
        for e in final.get("eliminated", []):
            need = f" (needed ${extra['min_ad']})" if "min_ad" in extra else " (lowest ad revenue)"
            lines.append(Text(f"Out of business: {names[e]}{need}"))
        sc = extra.get("scenario")
        if sc:
            lines.append(Text(f"Scenario {sc['number']} ({sc['difficulty']}): ${sc['min_ad']}+ and "
                              f"{sc['min_pts']}+ points" + (f"; {sc['goal']}" if sc.get("goal") else ""),
                              style="bold"))
            for key, res in sc.get("units", {}).items():
                verdict = "PASSED" if res["passed"] else "FAILED"
                parts = [f"ads {'✓' if res['min_ad_met'] else '✗'}", f"points {'✓' if res['min_pts_met'] else '✗'}"]
                if sc.get("goal"):
                    parts.append(f"goal {'✓' if res['goal_met'] else '✗'}")
                lines.append(Text(f"  {names[int(key)]}: {verdict} ({', '.join(parts)})"))
        return Group(*lines)

    def achievements(self) -> RenderableType:
        """Achievement numbers earned by each player, then what each number means (once)."""
        final = self.final
        extra = final.get("extra", {})
        ach = extra.get("achievements") or {}
        cat = catalogue()
        mode = extra.get("achievement_mode", "standard")
        per: list[str] = []
        earned: set[int] = set()
        for i, name in enumerate(self._names()):
            found = ach.get(str(i), ach.get(i)) if isinstance(ach, dict) else None
            ids = [int(n) for n in (found or [])]
            earned |= set(ids)
            per.append(f"{render.short_name(name)} " + (", ".join(str(n) for n in ids) if ids else "none"))
        lines: list[RenderableType] = [Text.assemble((f"Achievements ({mode}): ", "bold"), " · ".join(per))]
        for n in sorted(earned):
            lines.append(Text(f"  {n}. {cat.achievements[n].text}", style="dim"))
        return Group(*lines)

    def table(self) -> Table:
        final = self.final
        names = self._names()
        table = Table(box=None, pad_edge=False, header_style="bold")
        table.add_column("Category", no_wrap=True)
        for name in names:
            table.add_column(Text(render.short_name(name)), justify="right", no_wrap=True)
        rows = list(render.CATEGORY_ROWS) + [("ad_penalty", "Ad penalty"), ("ad_revenue", "Ad revenue $")]
        for key, label in rows:
            table.add_row(label, *[str(b.get(key, 0)) for b in final.get("breakdown", [])])
        winners = set(final.get("winners", []))
        table.add_row(Text("TOTAL", style="bold"), *[
            Text(("★ " if i in winners else "") + str(t), style="bold") for i, t in enumerate(final.get("totals", []))])
        return table

    def action_menu(self) -> None:
        self.app.back_to_menu()  # type: ignore[attr-defined]

    def action_export(self) -> None:
        """Write the winner's last front page as SVG in the current directory (``paperboy export``)."""
        from ....tools.export import ExportError, display_path, paper_for, render, write

        try:
            path = write(render(paper_for(self.session), "svg"))
        except ExportError as exc:
            self.notify(str(exc), severity="error", markup=False)
            return
        self.notify(f"Saved {display_path(path)}", title="Front page", markup=False)
