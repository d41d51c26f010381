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
    from .engine.text import clean_text
    from .tui.app import make_app

    try:
        make_app().run()
    except PaperboyError as exc:  # as the click group reports it: one line, status 2
        print(f"paperboy: error: {clean_text(exc)}", file=sys.stderr)
        sys.exit(2)
    except KeyboardInterrupt:
        print("paperboy: interrupted", file=sys.stderr)
        sys.exit(130)
    except Exception as exc:  # noqa: BLE001 - a bug ends with status 1 and a log, as in the CLI
        _crashed(exc)
    sys.exit(0)


def _crashed(exc: Exception) -> None:
    """One line naming the crash log (the traceback printed only if no log could be written)."""
    import traceback

    from .crash import AppCrashed, crash_message, write_crash_log
    from .engine.text import clean_text

    error, log = (exc.error, exc.log) if isinstance(exc, AppCrashed) else (exc, write_crash_log(exc))
    print(clean_text(crash_message(error, log)), file=sys.stderr)
    if log is None:
        print("".join(traceback.format_exception(type(error), error, error.__traceback__)), file=sys.stderr)
    sys.exit(1)
