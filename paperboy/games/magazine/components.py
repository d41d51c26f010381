"""Magazine component data: topic tiles, Magazine cards and the board, loaded and checked.

The TOML files in ``data/`` are read once with ``tomllib`` through ``importlib.resources``
and validated (counts, ids, domains, seasons, reward forms, the light/dark split per
player count). A failed check raises :class:`~paperboy.engine.DataError`.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources
from typing import TYPE_CHECKING, Any

from paperboy.engine import DataError

if TYPE_CHECKING:
    from .view import CardView, RewardView, TileView

DOMAINS: tuple[str, ...] = ("nature", "social", "urban", "art", "knowledge")
DOMAIN_NAMES: dict[str, str] = {
    "nature": "Nature", "social": "Social Life", "urban": "Urban Life", "art": "Art",
    "knowledge": "Knowledge",
}
SEASONS: tuple[str, ...] = ("spring", "summer", "autumn", "winter")

#: reward kinds counted from articles (the Hot Topic can add to them)
COUNTED_KINDS = frozenset({"domain", "either", "pair", "variety"})
#: rewards that only make sense once, so they only appear as immediate rewards
ONE_SHOT_KINDS = frozenset({"extra_card", "develop_or_pr", "develop_two", "draw_two"})
REWARD_KINDS = COUNTED_KINDS | ONE_SHOT_KINDS | {"per_draft"}


@dataclass(frozen=True)
class TopicTile:
    """A topic tile: a draft on its back, an article once developed."""

    id: str
    topic: str
    domain: str
    level: int
    seasons: tuple[str, ...]
    cost: int

    def to_view(self) -> TileView:
        return {
            "id": self.id, "topic": self.topic, "domain": self.domain, "level": self.level,
            "seasons": list(self.seasons), "cost": self.cost,
        }


@dataclass(frozen=True)
class Reward:
    """One reward of a Magazine card (immediate or periodic)."""

    kind: str
    domains: tuple[str, ...] = ()
    money: int = 0
    pr: int = 0
    cap: int = 0

    def uses_hot_topic(self) -> bool:
        return self.kind in COUNTED_KINDS

    def describe(self) -> str:
        """Short English text of the reward, e.g. ``Nature/Art: 1K per article``."""
        gain = " + ".join(p for p in (f"{self.money}K" if self.money else "",
                                       f"{self.pr} PR" if self.pr else "") if p)
        names = [DOMAIN_NAMES[d] for d in self.domains]
        if self.kind == "domain":
            return f"{names[0]}: {gain} per article"
        if self.kind == "either":
            return f"{names[0]}/{names[1]}: {gain} per article of the better domain"
        if self.kind == "pair":
            return f"{names[0]}+{names[1]}: {gain} per set of one article of each"
        if self.kind == "per_draft":
            return f"{gain} per draft (tile not yet developed)"
        if self.kind == "variety":
            return f"{gain} per different domain among your articles (at most {self.cap}K)"
        if self.kind == "extra_card":
            return "Keep one more Magazine card from now on"
        if self.kind == "develop_or_pr":
            return f"Develop one of your drafts, or gain {self.pr} PR"
        if self.kind == "develop_two":
            return f"Develop two of your drafts, or develop one and gain {self.money}K"
        if self.kind == "draw_two":
            return "Draw 2 tiles from the bag; buy one of them with PR (0/2/3/4 PR by level)"
        raise AssertionError(self.kind)

    def to_view(self) -> RewardView:
        return {"kind": self.kind, "domains": list(self.domains), "money": self.money,
                "pr": self.pr, "cap": self.cap, "text": self.describe()}


@dataclass(frozen=True)
class MagazineCard:
    """A Magazine card with its back (light/dark), player mark and two rewards."""

    id: str
    name: str
    back: str
    players: int
    immediate: Reward
    periodic: Reward

    def to_view(self) -> CardView:
        return {"id": self.id, "name": self.name, "back": self.back, "players": f"{self.players}+",
                "immediate": self.immediate.to_view(), "periodic": self.periodic.to_view()}


@dataclass(frozen=True)
class Board:
    """Board, setup and scoring numbers from ``board.toml``."""

    rounds: int
    round_seasons: tuple[tuple[str, ...], ...]
    money: int
    reputation: int
    action_tokens: int
    card_limit: int
    contract_money: int
    four_player_extra: tuple[int, ...]
    tile_spaces: dict[int, int]
    cards_per_round: dict[int, tuple[int, ...]]
    cost: dict[int, int]
    draw_two_pr_cost: dict[int, int]
    turn_order: dict[int, str]
    turn_order_reputation: int
    turn_order_money: int
    end_table: dict[int, tuple[tuple[int, ...], int]]
    money_block: int

    def level_points(self, level: int, count: int) -> int:
        """PR for ``count`` tiles of ``level`` stars in the end-of-game table."""
        if count <= 0 or level not in self.end_table:
            return 0
        values, step = self.end_table[level]
        if count <= len(values):
            return values[count - 1]
        return values[-1] + step * (count - len(values))


@dataclass(frozen=True)
class MagazineData:
    tiles: dict[str, TopicTile]
    cards: dict[str, MagazineCard]
    board: Board


def _read(name: str) -> dict[str, Any]:
    try:
        text = resources.files("paperboy.games.magazine").joinpath("data").joinpath(name).read_text("utf-8")
        return tomllib.loads(text)
    except (OSError, tomllib.TOMLDecodeError) as exc:
        raise DataError(f"Magazine data file {name} cannot be read: {exc}") from None


def _need(cond: bool, message: str) -> None:
    if not cond:
        raise DataError(f"Magazine data: {message}")


def _reward(raw: Any, where: str) -> Reward:
    _need(isinstance(raw, dict), f"{where} must be a table")
    kind = raw.get("kind")
    _need(kind in REWARD_KINDS, f"{where} has unknown kind {kind!r}")
    domains = tuple(raw.get("domains", ()))
    _need(all(d in DOMAINS for d in domains), f"{where} names an unknown domain")
    need_domains = {"domain": 1, "either": 2, "pair": 2}.get(kind, 0)
    _need(len(domains) == need_domains, f"{where} needs {need_domains} domain(s)")
    _need(len(set(domains)) == len(domains), f"{where} repeats a domain")
    reward = Reward(kind, domains, int(raw.get("money", 0)), int(raw.get("pr", 0)), int(raw.get("cap", 0)))
    if kind in {"domain", "either", "pair", "per_draft", "variety"}:
        _need(reward.money > 0 or reward.pr > 0, f"{where} gives nothing")
    if kind == "variety":
        _need(reward.cap > 0 and reward.money > 0, f"{where} needs money and a cap")
    if kind == "develop_or_pr":
        _need(reward.pr > 0, f"{where} needs its PR alternative")
    if kind == "develop_two":
        _need(reward.money > 0, f"{where} needs its money alternative")
    return reward


@lru_cache(maxsize=1)
def load() -> MagazineData:
    """Load and validate all Magazine data (cached)."""
    b = _read("board.toml")
    try:
        board = Board(
            rounds=int(b["rounds"]),
            round_seasons=tuple(tuple(s) for s in b["round_seasons"]),
            money=int(b["setup"]["money"]),
            reputation=int(b["setup"]["reputation"]),
            action_tokens=int(b["setup"]["action_tokens"]),
            card_limit=int(b["setup"]["card_limit"]),
            contract_money=int(b["setup"]["contract_money"]),
            four_player_extra=tuple(int(x) for x in b["setup"]["four_player_extra"]),
            tile_spaces={int(k): int(v) for k, v in b["tile_spaces"].items()},
            cards_per_round={int(k): tuple(int(x) for x in v) for k, v in b["cards_per_round"].items()},
            cost={int(k): int(v) for k, v in b["cost"].items()},
            draw_two_pr_cost={int(k): int(v) for k, v in b["draw_two_pr_cost"].items()},
            turn_order={int(k): str(v) for k, v in b["turn_order"].items()},
            turn_order_reputation=int(b["turn_order_amounts"]["reputation"]),
            turn_order_money=int(b["turn_order_amounts"]["money"]),
            end_table={int(k): (tuple(int(x) for x in v["values"]), int(v["step"]))
                       for k, v in b["end_table"].items() if k != "money_block"},
            money_block=int(b["end_table"]["money_block"]),
        )
    except (KeyError, TypeError, ValueError, AttributeError) as exc:
        raise DataError(f"Magazine data: board.toml is incomplete ({exc})") from None
    _need(board.rounds == 6 and len(board.round_seasons) == 6, "six rounds with their seasons")
    _need(all(s in SEASONS for r in board.round_seasons for s in r), "unknown season on the round track")
    _need(tuple(b["domains"]) == DOMAINS, "the five domains")
    _need(board.tile_spaces == {2: 6, 3: 8, 4: 10}, "6/8/10 tile spaces")
    _need(sorted(board.cost) == [0, 1, 2, 3] and board.cost[0] == 2 and board.cost[3] == 10,
          "tile costs run from 2K (0 stars) to 10K (3 stars)")
    _need(sorted(board.turn_order) == [1, 2, 3, 4, 5], "five turn-order spaces")
    _need(sorted(board.end_table) == [1, 2, 3], "end table rows for 1-3 stars")

    raw_tiles = _read("tiles.toml").get("tile", [])
    tiles: dict[str, TopicTile] = {}
    for i, t in enumerate(raw_tiles):
        try:
            tile = TopicTile(str(t["id"]), str(t["topic"]), str(t["domain"]), int(t["level"]),
                             tuple(t["seasons"]), board.cost[int(t["level"])])
        except (KeyError, TypeError, ValueError) as exc:
            raise DataError(f"Magazine data: tile #{i + 1} is incomplete ({exc})") from None
        _need(tile.id not in tiles, f"duplicate tile id {tile.id}")
        _need(tile.domain in DOMAINS, f"tile {tile.id} has unknown domain {tile.domain}")
        _need(bool(tile.seasons) and all(s in SEASONS for s in tile.seasons), f"tile {tile.id} seasons")
        tiles[tile.id] = tile
    _need(len(tiles) == 65, f"65 topic tiles, found {len(tiles)}")
    for d in DOMAINS:
        _need(sum(t.domain == d for t in tiles.values()) == 13, f"13 tiles of {d}")

    raw_cards = _read("cards.toml").get("card", [])
    cards: dict[str, MagazineCard] = {}
    for i, c in enumerate(raw_cards):
        where = f"card {c.get('id', '#' + str(i + 1))}"
        try:
            card = MagazineCard(str(c["id"]), str(c["name"]), str(c["back"]), int(c["players"]),
                                _reward(c["immediate"], where + " immediate"),
                                _reward(c["periodic"], where + " periodic"))
        except (KeyError, TypeError, ValueError) as exc:
            raise DataError(f"Magazine data: {where} is incomplete ({exc})") from None
        _need(card.id not in cards, f"duplicate card id {card.id}")
        _need(card.back in ("light", "dark"), f"{where} back must be light or dark")
        _need(card.players in (2, 3, 4), f"{where} player mark must be 2, 3 or 4")
        _need(card.periodic.kind not in ONE_SHOT_KINDS, f"{where}: one-shot rewards are immediate only")
        cards[card.id] = card
    _need(len(cards) == 30, f"30 Magazine cards, found {len(cards)}")
    for mark, total in ((2, 20), (3, 4), (4, 6)):
        marked = [c for c in cards.values() if c.players == mark]
        _need(len(marked) == total, f"{total} cards marked {mark}+")
    for players in (2, 3, 4):
        used = [c for c in cards.values() if c.players <= players]
        per_round = board.cards_per_round[players]
        _need(sum(c.back == "light" for c in used) == sum(per_round[:3]),
              f"light cards must match the draws of rounds 1-3 with {players} players")
        _need(sum(c.back == "dark" for c in used) == sum(per_round[3:]),
              f"dark cards must match the draws of rounds 4-6 with {players} players")
    kinds = {c.immediate.kind for c in cards.values()} | {c.periodic.kind for c in cards.values()}
    _need(REWARD_KINDS <= kinds, f"every reward kind is used (missing {sorted(REWARD_KINDS - kinds)})")
    return MagazineData(tiles, cards, board)
