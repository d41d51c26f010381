"""Layer rule: engine, session and games never load a UI library (textual, rich, click)."""

from __future__ import annotations

import subprocess
import sys

CHECK = """
import importlib, pkgutil, sys
import paperboy.engine, paperboy.games
from paperboy.engine import GAMES, find_game
for gid in GAMES:
    find_game(gid)
for mod in pkgutil.walk_packages(paperboy.games.__path__, "paperboy.games."):
    importlib.import_module(mod.name)
try:
    import paperboy.session
    for mod in pkgutil.walk_packages(paperboy.session.__path__, "paperboy.session."):
        importlib.import_module(mod.name)
except ModuleNotFoundError:
    pass
bad = sorted({m.split(".")[0] for m in sys.modules} & {"textual", "rich", "click"})
print(",".join(bad))
"""


def test_engine_session_and_games_import_no_ui_library() -> None:
    out = subprocess.run([sys.executable, "-c", CHECK], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "", f"UI libraries loaded by the core: {out.stdout.strip()}"
