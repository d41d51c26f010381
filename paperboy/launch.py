"""The ``paperboy`` console script: the menu at once, any other command through the CLI.

Typing ``paperboy`` alone opens the menu, the most common start, so it goes straight to
the app without loading click and the command definitions (see ``paperboy bench``, start
to menu). Every other invocation, and shell completion, is handed to
:data:`paperboy.cli.main`, which behaves exactly as before.
"""

from __future__ import annotations

import os
import sys

#: Set by click's shell completion; such a run must reach the click group.
_COMPLETION_ENV = "_PAPERBOY_COMPLETE"


def main() -> None:
    """Run the ``paperboy`` command (exit status 0, or 2 with one line for a refused start)."""
    if len(sys.argv) > 1 or _COMPLETION_ENV in os.environ:
        from .cli import main as cli

        cli()
        return
    from .engine.errors import PaperboyError
    from .tui.app import make_app

    try:
        make_app().run()
    except PaperboyError as exc:  # as the click group reports it: one line, status 2
        print(f"paperboy: error: {exc}", file=sys.stderr)
        sys.exit(2)
    sys.exit(0)
