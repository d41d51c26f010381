"""Count a screen's layouts in Pilot tests (speed work: "this key lays out nothing")."""

from __future__ import annotations

from typing import Any

from textual.screen import Screen


def count_layouts(screen: Screen[Any]) -> list[Any]:
    """Every layout of ``screen`` from now on, one entry each (the arguments of Textual's
    ``Screen._refresh_layout``, which every layout of the whole screen goes through)."""
    layouts: list[Any] = []
    original = screen._refresh_layout

    def counted(*args: Any, **kwargs: Any) -> None:
        layouts.append(args)
        original(*args, **kwargs)

    screen._refresh_layout = counted  # type: ignore[method-assign]
    return layouts
