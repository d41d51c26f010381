"""User text made safe to show: no terminal control characters, ever.

Player names, profile names, save seat names and scorepad fields come from people (or
from files people can edit). Before any of it reaches a terminal, a screen or the CLI's
output it goes through :func:`clean_text`, which removes every control character that
could move the cursor, retitle the terminal or set attributes: C0 controls (ESC, BEL,
...), DEL, C1 controls (U+0080-U+009F, e.g. CSI) and the Unicode bidirectional
overrides that reorder what is shown.

Markup is a separate concern: the TUI passes user text as plain Rich ``Text`` (never as
markup), and the CLI prints it with click, which does not interpret markup at all.
"""

from __future__ import annotations

import re

# C0 controls, DEL, C1 controls, and the bidi embedding/override/isolate characters.
_CONTROL = re.compile("[\x00-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]")
_CONTROL_KEEP_LINES = re.compile("[\x00-\x09\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]")


def clean_text(text: object, *, keep_newlines: bool = False) -> str:
    """Return ``text`` as a string with every terminal control character removed.

    Tabs become a space; newlines are kept only with ``keep_newlines`` (multi-line
    messages), otherwise they become a space too. Non-strings are formatted with
    ``str`` first, so the function is safe on any value read from a file.
    """
    value = text if isinstance(text, str) else str(text)
    value = value.replace("\t", " ")
    if keep_newlines:
        return _CONTROL_KEEP_LINES.sub("", value.replace("\r\n", "\n"))
    return _CONTROL.sub("", value.replace("\r\n", " ").replace("\n", " "))


def has_control(text: str) -> bool:
    """True when ``text`` holds a character :func:`clean_text` would remove."""
    return bool(_CONTROL.search(text))
