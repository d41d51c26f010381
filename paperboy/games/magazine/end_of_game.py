"""End of game (rulebook "End of Game"): after round 6 each player adds the table's PR
for their tiles of each level and 1 PR per full 5K left; most PR wins, then most topic
tiles; a remaining tie is shared."""

from __future__ import annotations

from typing import TYPE_CHECKING, TypedDict

from paperboy.engine import Event, Result

from .components import load

if TYPE_CHECKING:
    from .state import MagazineState


class FinalEntry(TypedDict):
    """One player's end-of-game scoring (``state.final``; the key order is the saved one)."""

    reputation: int  # PR before the end-of-game scoring
    tiles: int  # topic tiles owned
    level1: int  # table PR for the 1-star tiles
    level2: int
    level3: int
    money: int  # PR for the money left
    total: int


def final_entry(reputation: int, money: int, levels: list[int]) -> FinalEntry:
    """End-of-game scoring for one player: table points per level and 1 PR per full 5K."""
    board = load().board

    def points(level: int) -> int:
        return board.level_points(level, sum(1 for x in levels if x == level))

    level1, level2, level3 = points(1), points(2), points(3)
    left = max(0, money) // board.money_block
    return {"reputation": reputation, "tiles": len(levels), "level1": level1, "level2": level2,
            "level3": level3, "money": left, "total": reputation + level1 + level2 + level3 + left}


def tiebreak(totals: list[int], tile_counts: list[int]) -> list[int]:
    """Winners: most PR, then most topic tiles; a remaining tie is shared."""
    best = max(totals)
    top = [seat for seat, total in enumerate(totals) if total == best]
    most = max(tile_counts[seat] for seat in top)
    return [seat for seat in top if tile_counts[seat] == most]


def final_scoring(state: MagazineState, events: list[Event]) -> None:
    state.phase = "over"
    state.final = []
    for seat in range(len(state.players)):
        entry = final_entry(state.pr[seat], state.money[seat], [state.tile(t).level for t in state.tiles[seat]])
        state.final.append(entry)
        state.pr[seat] = entry["total"]
    events.append(Event("over", "The game is over", {"totals": list(state.pr)}, reveal=True))


def standing(state: MagazineState) -> Result:
    """The final result, or the reputation so far while the game goes on."""
    count = len(state.players)
    if state.final is None:
        return Result(list(state.pr), [{"reputation": state.pr[seat]} for seat in range(count)], [],
                      extra={"over": False})
    breakdown = [{
        "reputation in play": e["reputation"], "1-star tiles": e["level1"],
        "2-star tiles": e["level2"], "3-star tiles": e["level3"], "money left": e["money"],
    } for e in state.final]
    totals = [e["total"] for e in state.final]
    counts = [len(tiles) for tiles in state.tiles]
    return Result(totals, breakdown, tiebreak(totals, counts), extra={"over": True, "tiles": counts})
