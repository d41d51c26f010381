"""The points-by-round chart of Fit to Print's final edition: its legend names the rounds
that were played (a puzzle is one round on its own day, not Friday to Sunday)."""

from __future__ import annotations

from paperboy.tui.games.fit_to_print.render import score_chart


def test_a_puzzles_chart_legend_names_only_the_puzzles_day() -> None:
    view = {"mode": "puzzle", "day": "Sat", "units": [{"name": "Ann", "scores": [{"total": 21}]}]}
    legend = score_chart(view, [21]).plain.splitlines()[-1]
    assert legend == "▓ Puzzle · Saturday"
    assert "Friday" not in legend and "Sunday" not in legend


def test_a_three_day_games_chart_legend_names_the_three_days() -> None:
    scores = [{"total": 10}, {"total": 20}, {"total": 30}]
    view = {"mode": "standard", "day": "Sun", "units": [{"name": "Ann", "scores": scores}]}
    chart = score_chart(view, [60]).plain.splitlines()
    assert chart[0].startswith("Ann") and chart[0].endswith("= 60")
    assert chart[-1] == "▓ Friday  ▒ Saturday  ░ Sunday"
