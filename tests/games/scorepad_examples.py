"""The ```toml examples of every game's SCOREPAD.md, read from the shipped documents."""

from __future__ import annotations

import re
from importlib import resources

from paperboy.engine import GAMES, find_game

_BLOCK = re.compile(r"^```toml\n(.*?)^```", re.S | re.M)


def doc_examples() -> list[tuple[str, int, str]]:
    """(game id, example number, TOML text) for every example of every scorepad document."""
    out = []
    for game_id in GAMES:
        game = find_game(game_id)
        if not game.has_scorepad():
            continue
        package = type(game).__module__.rsplit(".", 1)[0]
        doc = resources.files(package).joinpath("SCOREPAD.md").read_text("utf-8")
        out += [(game_id, n, block) for n, block in enumerate(_BLOCK.findall(doc), start=1)]
    return out


EXAMPLES = doc_examples()
