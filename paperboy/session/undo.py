"""What undo may take back: one step of a person, with the bots' replies after it.

Undo never takes back another person's move, nor an action that revealed hidden
information (a face-down draw, a die, a card turned over) — unless that reveal came from
bots acting at the same time that do not depend on the move being taken back (bots
reporting while a person lays out in Fit to Print): then only the person's action goes
and the bots' stay. The plan is read from the log alone; :class:`~.session.Session`
carries it out by replaying the shortened log from the seed.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from paperboy.engine import Game, replay


def plan_undo(game: Game, players: list[str], options: Mapping[str, Any], seed: int,
              log: Sequence[tuple[int, Mapping[str, Any]]], reveals: Sequence[bool],
              names: Sequence[str], bots: Sequence[bool], seat: int) -> tuple[int, str | None]:
    """``(count, None)`` when undo may take back the last ``count`` actions of ``log``
    for ``seat``, else ``(0, reason)`` in words for the player.

    A count of ``-1`` means: take back only ``seat``'s last action and keep the bots'
    later actions (see :func:`can_lift_out`).
    """
    i = len(log)
    while i > 0 and bots[log[i - 1][0]] and log[i - 1][0] != seat:
        i -= 1
    if i == 0:
        return 0, "you have made no move yet"
    mover = log[i - 1][0]
    if mover != seat:
        return 0, f"{names[mover]} has moved since (undo never takes back another person's move)"
    for number in range(i - 1, len(log)):
        if reveals[number]:
            if number > i - 1 and can_lift_out(game, players, options, seed, log, i - 1):
                return -1, None
            who = names[log[number][0]]
            what = action_text(game, log[number][1])
            return 0, f"{who}'s {what} revealed hidden information, so it stays"
    return len(log) - i + 1, None


def can_lift_out(game: Game, players: list[str], options: Mapping[str, Any], seed: int,
                 log: Sequence[tuple[int, Mapping[str, Any]]], index: int) -> bool:
    """Whether the action at ``index`` can be taken back alone, the later ones kept.

    That is so when the later actions (bots acting at the same time, e.g. reporting
    while a person lays out in Fit to Print) replay without it to exactly the same
    events: nothing they revealed changes, so no draw is taken again.
    """
    try:
        prefix = replay(game, players, options, seed, log[:index], checked=False)
        without = game.from_dict(prefix.to_dict())
        seat, data = log[index]
        prefix.apply(seat, game.action_from_dict(dict(data)))
        for seat, data in log[index + 1:]:
            action = game.action_from_dict(dict(data))
            kept = prefix.apply(seat, action)
            again = without.play(seat, action)
            if [(e.kind, e.text, e.data) for e in kept] != [(e.kind, e.text, e.data) for e in again]:
                return False
    except Exception:  # noqa: BLE001 - a log that does not replay this way means "no", never a crash
        return False
    return True


def action_text(game: Game, data: Mapping[str, Any]) -> str:
    """A logged action as the player would type it (its kind if it does not parse)."""
    try:
        return f"'{game.action_from_dict(dict(data)).format()}'"
    except Exception:  # noqa: BLE001 - a label must never cost the refusal
        return f"'{data.get('type', 'move')}'"
