"""Step-by-step activation: which board space each logged event belongs to.

The engine resolves every reporter that needs no decision within one move, so a single
move (the last reporter placed, or a choice on a space) can produce a whole run of
activation events. To show them one at a time on the board, the screen rebuilds the
activation queue from the public board it showed before the move (plus the placements the
move itself logged) and walks it in order, matching each event to the next queued
reporter of that player on a space of the event's kind. Events keep their order and
nothing is recomputed from hidden state, so this is only a presentation of the log.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from typing import Any

from .render import activation_numbers, data

# Which kind of space produced an event (``skip`` names its space itself).
EVENT_SPACE_KIND = {
    "city": "city",
    "recruit": "recruitment",
    "morgue": "morgue",
    "newswire": "newswire",
    "move": "typesetting",
    "headline": "titles",
    "column": "titles",
    "story": "story",
    "interview": "interview",
    "late": "late",
    "classified": "classifieds",
    "ad": "advertising",
    "sell": "sales",
}


@dataclass
class Step:
    """One logged event, with the queue entry it belongs to (or None)."""

    text: str
    entry: int | None = None
    stop: bool = False  # the first event of a new activation: the replay pauses on it


@dataclass
class Replay:
    """A run of events to show one by one over the board as it stood before the move."""

    view: dict[str, Any]
    queue: list[tuple[str, int]]
    steps: list[Step]
    shown: int = 0
    statuses: dict[str, str] = field(default_factory=dict)

    def status_at(self, entry: int | None) -> dict[str, str]:
        """Space status (``done``/``active``) with queue entry ``entry`` resolving now."""
        if entry is None:
            return dict(self.statuses)
        out: dict[str, str] = {}
        for i, (sid, _seat) in enumerate(self.queue):
            if i < entry:
                out.setdefault(sid, "done")
            elif i == entry:
                out[sid] = "active"
        self.statuses = out
        return dict(out)


def activation_queue(
    view: dict[str, Any], board: dict[str, list[list[int]]]
) -> list[tuple[str, int]]:
    """(space, seat) for every reporter in activation order.

    Several reporters on one uncontested space go in turn order from the start player.
    """
    count = len(view["players"])
    start = int(view.get("start_player", 0))
    rank = {(start + i) % count: i for i in range(count)}
    numbers = activation_numbers(view)
    queue: list[tuple[str, int]] = []
    for sid in data().space_order:
        if sid not in numbers:
            continue
        entries = sorted(
            (e for e in board.get(sid, []) if e[0] >= 0), key=lambda e: rank.get(e[0], 0)
        )
        queue.extend((sid, int(e[0])) for e in entries)
    return queue


def board_after_places(view: dict[str, Any], events: list[Any]) -> dict[str, list[list[int]]]:
    """The board of ``view`` with the placements logged in ``events`` made (with displacing)."""
    board = copy.deepcopy(view["board"])
    for event in events:
        if event.kind != "place":
            continue
        sid = event.data.get("space")
        if sid not in data().spaces:
            continue
        entry = [int(event.data.get("seat", 0)), int(event.data.get("fee", 0))]
        if data().spaces[sid].type == "contested":
            board[sid] = [entry]
        else:
            board.setdefault(sid, []).append(entry)
    return board


def match_events(
    view: dict[str, Any], events: list[Any]
) -> tuple[dict[str, Any], list[tuple[str, int]], list[Step], int | None]:
    """Match each event to the queued reporter it belongs to.

    Returns the board the events played on (with the move's own placements), the
    activation queue, one step per event, and the queue entry of the decision pending in
    ``view`` (None when no decision was pending).
    """
    board = board_after_places(view, events)
    queue = activation_queue(view, board)
    start = 0  # first queue entry the next activation event may belong to
    pending = view.get("pending") if view.get("phase") == "activate" else None
    pending_entry: int | None = None
    if pending:
        space = "LATE" if pending.get("late") else pending["space"]
        start = next(
            (i for i, (sid, seat) in enumerate(queue) if sid == space and seat == pending["seat"]),
            0,
        )
        pending_entry = start
    last = pending_entry
    steps: list[Step] = []
    for event in events:
        seat = event.data.get("seat") if isinstance(event.data, dict) else None
        want = EVENT_SPACE_KIND.get(event.kind)
        target: int | None = None
        if event.kind == "skip":
            target = _find(queue, start, seat, space=event.data.get("space"))
        elif want is not None and seat is not None:
            if last is not None and queue[last] == ("LATE", seat) and want != "late":
                # Late-Breaking News resolves the copied space's effect on its own reporter
                target = last
            else:
                target = _find(queue, start, seat, kind=want)
        elif event.kind in ("tokens_lost", "gone_to_press"):
            # logged while a tile is put down, before the event of the space placing it
            steps.append(Step(event.text, last))
            continue
        if target is not None:
            last = target
            start = max(start, target + 1)
        steps.append(Step(event.text, target))
    previous: int | None = None
    for step in steps:
        if step.entry is not None and step.entry != previous:
            step.stop = True
            previous = step.entry
    return board, queue, steps, pending_entry


def plan(view: dict[str, Any] | None, events: list[Any]) -> Replay | None:
    """The replay of ``events`` over the board of ``view``, or None when there is nothing to
    replay (no reporter activated, or only the decision just taken)."""
    if view is None or view.get("phase") not in ("place", "activate"):
        return None
    kinds = {e.kind for e in events}
    if not (kinds & set(EVENT_SPACE_KIND) or "skip" in kinds):
        return None
    board, queue, steps, pending_entry = match_events(view, events)
    stops = {step.entry for step in steps if step.stop}
    if not stops or stops == {pending_entry}:
        return None
    return Replay(dict(view, board=board), queue, steps)


def _find(
    queue: list[tuple[str, int]], start: int, seat: Any, kind: str | None = None, space: Any = None
) -> int | None:
    for i in range(start, len(queue)):
        sid, owner = queue[i]
        if owner != seat:
            continue
        if space is not None and sid == space:
            return i
        if kind is not None and data().spaces[sid].kind == kind:
            return i
    return None
