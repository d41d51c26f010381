"""Layer rule: engine, session and games never load a UI library (textual, rich, click)."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

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


# --- screens read views ---------------------------------------------------------------
#: What a screen (anything under paperboy/tui/) may import from a game's package: its
#: action types, its typed views and its component catalogues.
ALLOWED_GAME_MODULES = ("actions", "view", "components")

#: Imports from games/ the rule does not allow yet: (file, module, name), each with why.
#: Shrink this as the per-game work lands; never grow it. An entry that no longer matches
#: an import fails the test below, so the list cannot go stale.
EXCEPTIONS: set[tuple[str, str, str]] = set()


def _games_imports(root: Path, path: Path) -> list[tuple[str, str]]:
    """(module, name) of every import from ``paperboy.games`` in ``path``, nested ones too."""
    parts = list(path.relative_to(root).with_suffix("").parts)
    package = parts[:-1]  # the package a relative import starts from (an __init__'s own too)
    found: list[tuple[str, str]] = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom):
            base = package[: len(package) - node.level + 1] if node.level else []
            module = ".".join(base + ([node.module] if node.module else []))
            found += [(module, alias.name) for alias in node.names]
        elif isinstance(node, ast.Import):
            found += [(alias.name, "*") for alias in node.names]
    # ``from paperboy.games.<game> import actions`` names the module in the name
    return [(module if module.count(".") >= 3 else f"{module}.{name}", name)
            for module, name in found if module == "paperboy.games" or module.startswith("paperboy.games.")]


def test_screens_import_from_games_only_views_actions_and_component_catalogues() -> None:
    root = Path(__file__).resolve().parents[1]
    seen: set[tuple[str, str, str]] = set()
    refused = []
    for path in sorted((root / "paperboy" / "tui").rglob("*.py")):
        where = path.relative_to(root).as_posix()
        for module, name in _games_imports(root, path):
            if module.split(".")[3:4] in ([allowed] for allowed in ALLOWED_GAME_MODULES):
                continue
            if (where, module, name) in EXCEPTIONS:
                seen.add((where, module, name))
            else:
                refused.append(f"{where}: from {module} import {name}")
    assert not refused, ("a screen reaches into a game's internals (read its view, actions or "
                         "component catalogue instead):\n" + "\n".join(refused))
    stale = sorted(EXCEPTIONS - seen)
    assert not stale, f"these exceptions no longer happen; take them off EXCEPTIONS: {stale}"


def test_the_screen_import_rule_catches_a_state_import(tmp_path: Path) -> None:
    screen = tmp_path / "paperboy" / "tui" / "games" / "toy" / "screen.py"
    screen.parent.mkdir(parents=True)
    screen.write_text("from ....games.toy.state import ToyState\nfrom ....games.toy import view\n"
                      "def f():\n    from paperboy.games.toy.rules import rule\n")
    assert _games_imports(tmp_path, screen) == [("paperboy.games.toy.state", "ToyState"),
                                                ("paperboy.games.toy.view", "view"),
                                                ("paperboy.games.toy.rules", "rule")]


# --- screens read a state only through the contract -------------------------------------
def _contract_methods() -> set[str]:
    """The engine contract's public methods of a State (``view``, ``legal_actions``, ...)."""
    from paperboy.engine.protocol import State

    return {name for name, value in vars(State).items() if callable(value) and not name.startswith("_")}


def _state_reads(source: str) -> list[tuple[int, str]]:
    """(line, name) of every ``state.<name>`` / ``<anything>.state.<name>`` read in ``source``."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, ast.Attribute):
            continue
        base = node.value
        if (isinstance(base, ast.Name) and base.id == "state") or (isinstance(base, ast.Attribute)
                                                                   and base.attr == "state"):
            found.append((node.lineno, node.attr))
    return found


def test_screens_read_a_game_state_only_through_the_engine_contract() -> None:
    root = Path(__file__).resolve().parents[1]
    allowed = _contract_methods()
    refused = []
    for path in sorted((root / "paperboy" / "tui").rglob("*.py")):
        for line, name in _state_reads(path.read_text(encoding="utf-8")):
            if name not in allowed:
                refused.append(f"{path.relative_to(root).as_posix()}:{line}: state.{name}")
    assert not refused, ("a screen reads a game state's internals (read its view, legal_actions "
                         "or another contract method instead):\n" + "\n".join(refused))


def test_the_state_read_rule_catches_attributes_and_lets_contract_methods_through() -> None:
    source = ("def f(self, state):\n    self.session.state.units\n    state.mode\n"
              "    self.session.state.view(0)\n    state.legal_actions(1)\n")
    allowed = _contract_methods()
    assert {"view", "legal_actions", "to_act", "is_over", "result", "status_line"} <= allowed
    assert [(line, name) for line, name in _state_reads(source) if name not in allowed] == [
        (2, "units"), (3, "mode")]
