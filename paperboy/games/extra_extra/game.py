"""The Extra! Extra! game description: options, creation, bots, rules text and scorepad."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from paperboy.engine import Bot, Game, InvalidOptionError, Option, Rng, State
from paperboy.engine.protocol import SearchFocus

from . import components as C
from .actions import ACTION_CLASSES
from .evaluate import provisional_scores, search_focus, win_chances
from .state import ExtraState


class ExtraExtraGame(Game):
    """Extra! Extra!: claim stories for your newspaper with news cards from six cities."""

    id = "extra-extra"
    name = "Extra! Extra!"
    min_players = 2
    max_players = 6
    summary = ("Send reporters round the world's newsdesks, turn same-colour news cards into "
               "stories and be first to fill your newspaper.")
    bot_levels = ("novice", "expert", "master")
    hidden_information = True
    action_classes = ACTION_CLASSES

    def options_schema(self) -> list[Option]:
        data = C.load()
        numbers = tuple(sorted(data.scenarios))
        return [
            Option("scenario", "Scenario", "choice", 1, numbers,
                   help="1-2 introductory, 3-5 front page, 6-7 cover pages, 8-9 centre spread",
                   choice_labels=tuple(f"{n}. {data.scenarios[n].name}" for n in numbers)),
            Option("paper", "Newspaper size", "choice", "auto", ("auto", "tabloid", "berliner", "broadsheet"),
                   help="auto picks the scenario's usual size; each scenario allows only some sizes",
                   choice_labels=("Scenario default", "Tabloid", "Berliner", "Broadsheet")),
            Option("newspapers", "Newspapers", "choice", "random", ("random", "seat-order"),
                   help="deal the six newspapers at random or in seat order (Business first)"),
            Option("dallas", "Dallas Stack", "bool", False,
                   help="tiles stacked on the desk; a newly revealed tile is claimable next round"),
            Option("deadline", "Deadline (rounds, 0 = none)", "int", 30, min=0, max=99,
                   help="the game also ends after this round; a safeguard the printed rules lack"),
        ]

    def resolve_options(self, options: Mapping[str, Any] | None) -> dict[str, Any]:
        resolved = super().resolve_options(options)
        scenario = C.load().scenarios[int(resolved["scenario"])]
        paper = resolved["paper"]
        if paper != "auto" and paper not in scenario.papers:
            allowed = ", ".join(scenario.papers)
            raise InvalidOptionError(f"option 'paper': scenario {scenario.number} ({scenario.name}) is played "
                                     f"on {allowed}, not {paper}")
        return resolved

    def create(self, players: list[str], options: dict[str, Any], seed: int) -> State:
        return ExtraState(self, players, options, seed)

    def load_state(self, d: dict[str, Any]) -> State:
        # ``d`` is a private, checked copy (Game.from_dict); malformed fields raise here
        return ExtraState(self, d["players"], d["options"], d["seed"], d["state"])

    def provisional_scores(self, state: State) -> list[float]:  # the search's judge: evaluate.py
        return provisional_scores(state)  # type: ignore[arg-type]

    def win_chances(self, state: State, scores: list[float] | None = None) -> list[float] | None:  # at 3+ seats
        return win_chances(state, scores)  # type: ignore[arg-type]

    def search_focus(self, state: State, seat: int) -> SearchFocus:  # the master's horizon: evaluate.py
        return search_focus(state, seat)  # type: ignore[arg-type]

    def test_configs(self) -> list[tuple[int, dict[str, Any]]]:
        short = 3  # short deadlines keep random playouts quick
        return [
            (2, {"scenario": 1, "deadline": short}),
            (3, {"scenario": 2, "deadline": short}),
            (4, {"scenario": 3, "deadline": short, "paper": "broadsheet"}),
            (5, {"scenario": 4, "deadline": short}),
            (6, {"scenario": 5, "deadline": short}),
            (2, {"scenario": 6, "deadline": short, "dallas": True}),
            (3, {"scenario": 7, "deadline": short}),
            (4, {"scenario": 8, "deadline": short}),
            (5, {"scenario": 9, "deadline": short, "paper": "tabloid"}),
            (6, {"scenario": 1, "deadline": short, "paper": "berliner"}),
        ]

    def determinize(self, state: State, seat: int, rng: Rng) -> State:
        """A copy of ``state`` with what ``seat`` cannot see resampled (see ``determinize.py``)."""
        from .determinize import determinize

        assert isinstance(state, ExtraState)
        return determinize(state, seat, rng)

    def rule_bot(self, level: str, seed: int = 0) -> Bot:
        from .bots import ExtraBot

        return ExtraBot(level, seed)

    def rules_text(self) -> str:
        from .rules import RULES_TEXT

        return RULES_TEXT

    def score_file(self, text: str) -> dict[str, Any]:
        from .scorepad import score_text

        return score_text(text)
