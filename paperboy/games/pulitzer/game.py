"""The Pulitzer game description: options, player counts, creation, bots, rules, scorepad."""

from __future__ import annotations

from typing import Any

from paperboy.engine import Bot, Game, Option, State, StateFormatError
from paperboy.engine.rng import Rng

from .actions import ACTION_CLASSES
from .evaluate import provisional_scores, win_chances
from .state import PulitzerState


def _difficulties() -> tuple[tuple[str, ...], tuple[str, ...]]:
    """Every Times deck of 8 cards (at most 5 per colour), easiest first."""
    combos = []
    for r in range(6):
        for o in range(6):
            y = 8 - r - o
            if 0 <= y <= 5:
                combos.append((r, o, y))
    combos.sort(key=lambda c: (c[0] * 2 + c[1], c[0]))
    values = tuple(f"{r}-{o}-{y}" for r, o, y in combos)
    labels = tuple(f"{r} red / {o} orange / {y} yellow" + (" (standard)" if (r, o, y) == (3, 3, 2) else "")
                   for r, o, y in combos)
    return values, labels


DIFFICULTIES, DIFFICULTY_LABELS = _difficulties()
#: Why the 3-5 player options change nothing at a smaller table.
PENTAGON_NOTE = "with 1 or 2 players Pulitzer is always The Pentagon Papers"


class PulitzerGame(Game):
    """Pulitzer: investigative journalism in 8 rounds; 3-5 players, or 1-2 in The Pentagon Papers."""

    id = "pulitzer"
    name = "Pulitzer"
    min_players = 1
    max_players = 5
    summary = ("Place face-down journalists to earn money, reach and evidence, and pin the best "
               "Report on your Investigation board (3-5 players; 1-2 play The Pentagon Papers).")
    bot_levels = ("novice", "expert", "master")
    hidden_information = True
    action_classes = ACTION_CLASSES

    def options_schema(self) -> list[Option]:
        return [
            Option("mode", "Game mode", "choice", "investigation", ("investigation", "chronicle"),
                   help="Investigation: fewer than 5 highlighted Evidences excludes you. Chronicle: no "
                        "exclusion, bonus 20/35 points for 5/8 highlighted Evidences (3-5 players).",
                   choice_labels=("Investigation (recommended)", "Chronicle"),
                   players=(3, 5), players_note=PENTAGON_NOTE + ", which always excludes a player"
                                                              " without 5 highlighted Evidences"),
            Option("events", "Event cards", "bool", False,
                   help="Reveal one Event card per round from round 2 (3-5 players).",
                   players=(3, 5), players_note=PENTAGON_NOTE + ", which has no Event deck"),
            Option("difficulty", "Times deck (solo)", "choice", "3-3-2", DIFFICULTIES,
                   help="Red, orange and yellow Times cards in the solo deck; more red is harder.",
                   choice_labels=DIFFICULTY_LABELS,
                   players=(1, 1), players_note="the Times deck is the solo game's opponent"),
        ]

    def create(self, players: list[str], options: dict[str, Any], seed: int) -> State:
        return PulitzerState(self, players, options, seed)

    def load_state(self, d: dict[str, Any]) -> State:
        # ``d`` is a private, checked copy (Game.from_dict); the round trip refuses a non-int rng
        _check_pieces(d["s"]["spaces"])
        return PulitzerState(self, d["players"], d["options"], d["seed"], s=d["s"], rng_state=d["rng"])

    def determinize(self, state: State, seat: int, rng: Rng) -> State:
        """A copy of ``state`` with everything ``seat`` cannot see resampled (see ``determinize.py``)."""
        from .determinize import determinize

        assert isinstance(state, PulitzerState)
        return determinize(state, seat, rng)

    def provisional_scores(self, state: State) -> list[float]:  # the search's judge: evaluate.py
        return provisional_scores(state)  # type: ignore[arg-type]

    def win_chances(self, state: State, scores: list[float] | None = None) -> list[float] | None:
        return win_chances(state)  # type: ignore[arg-type]  # qualifying comes first: evaluate.py

    def test_configs(self) -> list[tuple[int, dict[str, Any]]]:
        return [
            (3, {}),
            (1, {}),
            (1, {"difficulty": "5-3-0"}),
            (2, {}),
            (3, {"events": True, "mode": "chronicle"}),
            (4, {"events": True}),
            (5, {"events": True}),
            (5, {"mode": "chronicle"}),
        ]

    def rule_bot(self, level: str, seed: int = 0) -> Bot:
        from .bots import PulitzerBot

        return PulitzerBot(level, seed)

    def rules_text(self) -> str:
        from .rules import RULES_TEXT

        return RULES_TEXT

    def score_file(self, text: str) -> dict[str, Any]:
        """Score a finished Pulitzer game described in TOML (see ``SCOREPAD.md``).

        Raises ``ScorepadError`` naming the line and the problem.
        """
        from .scorepad import score_file

        return score_file(text)


def _check_pieces(spaces: dict[str, Any]) -> None:
    """Each Journalist or Agent stands on one space at most (a piece on two spaces makes
    resolution gather for it twice, and a hand can grow until choosing a pin never ends)."""
    seen: set[str] = set()
    for space, pieces in spaces.items():
        for piece in pieces:
            uid = piece["uid"]
            if uid in seen:
                raise StateFormatError(f"the Pulitzer state is damaged: piece {uid!r} stands on two spaces "
                                       f"(again on {space})")
            seen.add(uid)
