"""The Fit to Print :class:`~paperboy.engine.Game`: options, player counts, creation, bots."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from paperboy.engine import Bot, Game, InvalidOptionError, InvalidPlayersError, Option, Result, State
from paperboy.engine.protocol import SearchFocus
from paperboy.engine.rng import Rng
from paperboy.engine.timing import Timing

from .achievements import ACHIEVEMENT_SETS
from .actions import ACTION_CLASSES
from .components import catalogue
from .evaluate import provisional_scores, search_focus
from .state import FitToPrintState

MODES = ("standard", "solo", "puzzle", "family", "turn-based", "newsroom", "scenario", "real-time")
MODE_LABELS = ("Standard (relay)", "Solo", "Puzzle", "Family", "Turn-based", "Newsroom (teams)",
               "Scenario", "Real time vs bots")


class FitToPrintGame(Game):
    """Fit to Print: a real-time newspaper layout game, adapted to one keyboard."""

    id = "fit-to-print"
    name = "Fit to Print"
    min_players = 1
    max_players = 6
    summary = "Grab news tiles against the clock and lay out the best paper over three days."
    bot_levels = ("novice", "expert", "master")
    hidden_information = True
    action_classes = ACTION_CLASSES
    achievement_sets = ACHIEVEMENT_SETS

    def options_schema(self) -> list[Option]:
        # Made once (new games ask for it every time); the modifications option is made anew
        # each time so that no two games share its default list.
        fixed = self.__dict__.get("_schema")
        if fixed is None:
            fixed = self._schema = self._make_schema()
        return [replace(opt, default=[]) if opt.key == "modifications" else opt for opt in fixed]

    def _make_schema(self) -> tuple[Option, ...]:
        mods = catalogue().modifications
        return (
            Option("mode", "Mode", "choice", "standard", MODES, help="How the game is played",
                   choice_labels=MODE_LABELS),
            Option("timer", "Round timer", "choice", "standard", ("frantic", "standard", "relaxed", "custom"),
                   help="Frantic 3 min, standard 4 min, relaxed 5 min, or a custom number of seconds",
                   choice_labels=("Frantic 3:00", "Standard 4:00", "Relaxed 5:00", "Custom")),
            Option("timer_seconds", "Custom timer (seconds)", "int", 240, min=30, max=1800,
                   help="Round time when the timer is custom"),
            Option("puzzle", "Puzzle number", "int", 1, min=1, max=12, help="Puzzle mode: which puzzle"),
            Option("scenario", "Scenario number", "int", 1, min=1, max=18, help="Scenario mode: which scenario"),
            Option("characters", "Characters (A1)", "bool", False, help="Advanced setup: player powers"),
            Option("breaking_news", "Breaking News (A2)", "bool", False, help="Advanced setup: a card per day"),
            Option("modifications", "Rule modifications", "multi", [], tuple(range(1, 8)),
                   help="; ".join(f"{m.number}: {m.text}" for m in mods.values()),
                   choice_labels=tuple(m.text for m in mods.values())),
            Option("achievement_mode", "Achievement mode", "choice", "auto",
                   ("auto", "standard", "rule-modifications", "scenarios"),
                   help="Where achievements are recorded (auto: from the mode and modifications)"),
            Option("walk_seconds", "Newsroom walk (seconds each way)", "int", 10, min=0, max=120,
                   help="Clock time a Reporter's walk between the tables costs"),
        )

    def resolve_options(self, options: Mapping[str, Any] | None) -> dict[str, Any]:
        resolved = super().resolve_options(options)
        if resolved["mode"] == "puzzle" and resolved["modifications"]:
            raise InvalidOptionError("option 'modifications' cannot be used in Puzzle mode")
        return resolved

    def player_range(self, options: Mapping[str, Any]) -> tuple[int, int]:
        mode = options.get("mode", "standard")
        if mode in ("solo", "puzzle"):
            return 1, 1
        if mode == "newsroom":
            return 4, 12
        if mode in ("scenario", "standard"):
            return 1, 6  # one standard player plays the Solo rules
        return 2, 6

    def check_players(self, players: Sequence[str], options: Mapping[str, Any]) -> list[str]:
        names = super().check_players(players, options)
        if options.get("mode") == "newsroom" and len(names) % 2:
            raise InvalidPlayersError("Newsroom mode needs an even number of players (teams of two)")
        return names

    def create(self, players: list[str], options: dict[str, Any], seed: int) -> State:
        state = FitToPrintState(self, players, options, seed)
        state.setup()
        return state

    def load_state(self, d: dict[str, Any]) -> State:
        return FitToPrintState.from_dict(self, d)

    def provisional_scores(self, state: State) -> list[float]:  # the search's judge: evaluate.py
        return provisional_scores(state)  # type: ignore[arg-type]

    def search_focus(self, state: State, seat: int) -> SearchFocus:  # the master's focus: evaluate.py
        return search_focus(state, seat)  # type: ignore[arg-type]

    def test_configs(self) -> list[tuple[int, dict[str, Any]]]:
        return [
            (2, {"mode": "standard"}),
            (4, {"mode": "standard", "characters": True, "breaking_news": True}),
            (6, {"mode": "standard"}),
            (3, {"mode": "standard", "modifications": [1, 4, 5, 6]}),
            (1, {"mode": "solo"}),
            (1, {"mode": "puzzle", "puzzle": 3}),
            (2, {"mode": "family"}),
            (3, {"mode": "turn-based"}),
            (4, {"mode": "newsroom"}),
            (1, {"mode": "scenario", "scenario": 13}),
            (2, {"mode": "scenario", "scenario": 7}),
            (3, {"mode": "real-time", "breaking_news": True}),
        ]

    def determinize(self, state: State, seat: int, rng: Rng) -> State:
        """A copy of ``state`` as ``seat`` sees it, with the unseen tiles, centerpiece stack,
        Breaking News decks and later shuffles resampled (see ``determinize.py``)."""
        from .determinize import determinize

        assert isinstance(state, FitToPrintState)
        return determinize(state, seat, rng)

    def rule_bot(self, level: str, seed: int = 0) -> Bot:
        from .bots import FitToPrintBot

        return FitToPrintBot(level, seed)

    def achievement_set(self, name: str) -> str | None:
        """The set called ``name``; the option's spelling "rule-modifications" is accepted."""
        from .achievements import achievement_set

        return achievement_set(name)

    def achievements(self, result: Result) -> dict[int, tuple[str, list[int]]]:
        """The achievements each seat earned, in the set the game counted for (its
        ``achievement_mode``): standard, modifications or scenarios."""
        from .achievements import earned_by_seat

        return earned_by_seat(result.extra)

    def timing(self) -> Timing:
        from .timing import TIMING

        return TIMING

    def rules_text(self) -> str:
        from .rules import RULES_TEXT

        return RULES_TEXT

    def score_file(self, text: str) -> dict[str, Any]:
        from .scorepad import score_file

        return score_file(text)
