"""The Magazine game description: options, creation, bots, rules text and scorepad."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from paperboy.engine import Bot, Game, Option, Rng, State
from paperboy.engine.protocol import SearchFocus

from .actions import ACTION_CLASSES
from .determinize import determinize
from .evaluate import provisional_scores, search_focus
from .rules import RULES_TEXT
from .state import MagazineState


class MagazineGame(Game):
    """Magazine: build a publishing house over six seasons of topics and magazines."""

    id = "magazine"
    name = "Magazine"
    min_players = 2
    max_players = 4
    summary = "Buy topics, develop them into articles and publish magazines for reputation over six rounds."
    bot_levels = ("novice", "expert", "master")
    # the bag and the Magazine deck are hidden from everyone; money is private with the option
    hidden_information = True
    action_classes = ACTION_CLASSES

    def options_schema(self) -> list[Option]:
        return [
            Option("hidden_money", "Hidden money", "bool", False,
                   help="Each player's money is shown only to that player until the game ends."),
            Option("first_player", "First player", "choice", "random",
                   choices=("random", "1", "2", "3", "4"),
                   choice_labels=("by chance", "player 1", "player 2", "player 3", "player 4"),
                   help="Who takes the Initiative marker in round 1."),
        ]

    def player_range(self, options: Mapping[str, Any]) -> tuple[int, int]:
        return self.min_players, self.max_players

    def create(self, players: list[str], options: dict[str, Any], seed: int) -> State:
        state = MagazineState(self, players, options, seed)
        state.setup()
        return state

    def load_state(self, d: dict[str, Any]) -> State:
        state = MagazineState(self, d["players"], d["options"], d["seed"])
        state.load_dict(d)
        return state

    def determinize(self, state: State, seat: int, rng: Rng) -> State:
        """A copy of ``state`` with what ``seat`` cannot see (bag and deck order, hidden
        money, future draws) drawn again from ``rng`` (see ``determinize.py``)."""
        assert isinstance(state, MagazineState)
        return determinize(state, seat, rng)

    def provisional_scores(self, state: State) -> list[float]:  # the search's judge: evaluate.py
        return provisional_scores(state)  # type: ignore[arg-type]

    def search_focus(self, state: State, seat: int) -> SearchFocus:  # simulate to the round's end
        assert isinstance(state, MagazineState)
        return search_focus(state, seat)

    def test_configs(self) -> list[tuple[int, dict[str, Any]]]:
        return [
            (2, {}),
            (3, {}),
            (4, {}),
            (3, {"hidden_money": True}),
            (4, {"hidden_money": True, "first_player": "3"}),
        ]

    def rule_bot(self, level: str, seed: int = 0) -> Bot:
        from .bots import ExpertBot, NoviceBot

        return ExpertBot(level, seed) if level == "expert" else NoviceBot(level, seed)

    def rules_text(self) -> str:
        return RULES_TEXT

    def score_file(self, text: str) -> dict[str, Any]:
        from .scorepad import score_file

        return score_file(text)
