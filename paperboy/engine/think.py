"""The master bot's think-time limits, kept apart from the search itself.

The settings file reads them when the menu starts; importing :mod:`.search` there would load
the whole engine contract before the menu's first frame.
"""

from __future__ import annotations

#: Default think time per decision (ms): what a player happily waits for.
DEFAULT_THINK_MS = 250
#: The think times the settings and ``--think`` accept (ms).
MIN_THINK_MS = 10
MAX_THINK_MS = 60_000
