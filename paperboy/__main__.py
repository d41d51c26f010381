"""``python -m paperboy``: the same command as ``paperboy`` (``paperboy serve`` starts one per browser tab)."""

from __future__ import annotations

from .cli import main

if __name__ == "__main__":  # pragma: no branch
    main(prog_name="paperboy")
