"""Print a finished paper: ``paperboy export SAVE [--round N] [--seat S] --format svg|html|txt``.

A save is loaded (replayed and checked against its digest), the chosen seat's paper is
read from the public ``view(seat)`` and ``result()``, turned into a game-neutral
:class:`~.paper.Paper` by the game's module here (one per game), and written by the SVG,
HTML or text writer. Fit to Print prints one front page per round (day); an earlier day's
page is found by replaying the log up to the moment that day was scored. The other games
build one paper over the whole game, so they print it once the game is over.

Every refusal is an :class:`ExportError` with one line that says what is wrong and what
would work; a save that cannot be read is only read, never touched.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from paperboy.engine import PaperboyError
from paperboy.engine.text import clean_text

from . import extra_extra, fit_to_print, magazine, pulitzer
from .html import render_html
from .paper import Paper
from .svg import render_svg
from .text import render_text

FORMATS = ("svg", "html", "txt")

#: The writer of each format.
WRITERS = {"svg": render_svg, "html": render_html, "txt": render_text}


class ExportError(PaperboyError):
    """The paper cannot be exported (bad save, seat, round, format or output file)."""


@dataclass(frozen=True)
class Export:
    """A rendered paper: its text and the file name it would like."""

    paper: Paper
    fmt: str
    text: str

    @property
    def file_name(self) -> str:
        return f"{self.paper.file_stem}.{self.fmt}"


def load_session(ref: str | Path) -> Any:
    """The session of a save file (a path or a save id); only reads the file."""
    from paperboy.session import SaveStore, Session

    path = SaveStore().resolve(ref)
    if not Path(path).exists():
        raise ExportError(f"no saved game '{clean_text(ref)}' (give a save file or a save id from "
                          "'paperboy resume')")
    try:
        return Session.load(path)
    except PaperboyError as exc:
        raise ExportError(str(exc)) from None


def seat_names(session: Any) -> list[str]:
    """The seats' names, made safe to print."""
    return [clean_text(name) for name in session.players]


def pick_seat(session: Any, seat: str | int | None) -> int:
    """The seat index for ``--seat``: a seat number from 1 or a player's name.

    Without a seat: the (first) winner of a finished game, else the first seat.
    """
    names = session.players
    if seat is None or seat == "":
        if session.state.is_over():
            winners = session.state.result().winners
            if winners:
                return int(winners[0])
        return 0
    text = str(seat).strip()
    if text.isdigit():
        number = int(text)
        if 1 <= number <= len(names):
            return number - 1
    else:
        matches = [i for i, name in enumerate(names) if name.casefold() == text.casefold()]
        if matches:
            return matches[0]
    listed = ", ".join(f"{i + 1} {name}" for i, name in enumerate(seat_names(session)))
    raise ExportError(f"no seat '{clean_text(text)}' in this save; the seats are {listed}")


def _ftp_paper(session: Any, round_: int | None, seat: int) -> Paper:
    state = session.state
    now = state.view(seat)
    unit = fit_to_print.unit_of_seat(now, seat)
    finished = len(now["units"][unit]["scores"])
    days = len(fit_to_print.DAY_NAMES)
    if round_ is None:
        if finished == 0:
            raise ExportError("no round of this game is finished yet: a front page is printed when its "
                              "round is scored")
        round_ = finished
    if not 1 <= round_ <= days:
        raise ExportError(f"Fit to Print has rounds 1 to {days} (Friday, Saturday, Sunday), not {round_}")
    if round_ > finished:
        if state.is_over():
            raise ExportError(f"this game ended after round {finished}: there is no round {round_} to print")
        raise ExportError(f"round {round_} is not finished yet (finished: "
                          + (", ".join(str(n) for n in range(1, finished + 1)) or "none") + ")")
    if state.is_over() and round_ == finished:
        return fit_to_print.build(now, now, seat, round_ - 1, session.game.name, state.result().to_dict())
    # An earlier day: the paper as it lay on the table just before that round was scored.
    replayed = session.game.new_game(session.players, session.options, session.seed)
    before = replayed.view(seat)
    for actor, data in session.log:
        replayed.apply(int(actor), session.game.action_from_dict(dict(data)))
        after = replayed.view(seat)
        if len(after["units"][unit]["scores"]) >= round_:
            return fit_to_print.build(before, after, seat, round_ - 1, session.game.name, None)
        before = after
    raise ExportError(f"round {round_} is not in this save's log")  # pragma: no cover - scores come from the log


BUILDERS = {"extra-extra": extra_extra.build, "pulitzer": pulitzer.build, "magazine": magazine.build}


def paper_for(session: Any, round_: int | None = None, seat: str | int | None = None) -> Paper:
    """The paper of ``seat`` (see :func:`pick_seat`) in round ``round_`` (default: the last).

    Raises:
        ExportError: Unknown seat, a round out of range or not finished, an unfinished game.
    """
    index = pick_seat(session, seat)
    game = session.game
    if game.id == "fit-to-print":
        return _ftp_paper(session, round_, index)
    builder = BUILDERS.get(game.id)
    if builder is None:
        raise ExportError(f"{game.name} has no printable paper yet")
    state = session.state
    if not state.is_over():
        raise ExportError(f"this {game.name} game is not finished: its paper is printed when the game ends "
                          f"(resume it with 'paperboy resume {session.save_id}')")
    view = state.view(index)
    if round_ is not None and round_ != view.get("round"):
        raise ExportError(f"{game.name} builds one paper over the whole game, printed after its last round "
                          f"({view.get('round')}); --round {round_} applies only to Fit to Print's days")
    return builder(view, state.result().to_dict(), index, game.name)


def render(paper: Paper, fmt: str) -> Export:
    """Write ``paper`` in ``fmt`` (one of :data:`FORMATS`)."""
    if fmt not in WRITERS:
        raise ExportError(f"the export format must be one of {', '.join(FORMATS)}, not '{clean_text(fmt)}'")
    return Export(paper, fmt, WRITERS[fmt](paper))


def free_path(directory: Path, name: str) -> Path:
    """``directory/name``, or ``name-2``, ``name-3``... so an earlier export is never overwritten."""
    path = directory / name
    stem, suffix = Path(name).stem, Path(name).suffix
    number = 2
    while path.exists():
        path = directory / f"{stem}-{number}{suffix}"
        number += 1
    return path


def write(export: Export, out: Path | None = None) -> Path:
    """Write the export; ``out`` is a file (replaced) or a directory (a free default name in it).

    Without ``out`` the default name goes in the current directory, never replacing a file.
    """
    from paperboy.session import atomic_write_text

    if out is None:
        path = free_path(Path.cwd(), export.file_name)
    elif out.is_dir():
        path = free_path(out, export.file_name)
    else:
        path = out
        if not path.parent.is_dir():
            raise ExportError(f"cannot write {clean_text(path)}: the folder {clean_text(path.parent)} does not exist")
    try:
        atomic_write_text(path, export.text)
    except OSError as exc:
        raise ExportError(f"cannot write {clean_text(path)}: {exc.strerror or exc}") from None
    return path


def export_save(ref: str | Path, fmt: str, round_: int | None = None, seat: str | int | None = None,
                out: Path | None = None) -> Path:
    """Load a save, render its paper and write it; returns the file written."""
    if fmt not in WRITERS:
        raise ExportError(f"the export format must be one of {', '.join(FORMATS)}, not '{clean_text(fmt)}'")
    session = load_session(ref)
    return write(render(paper_for(session, round_, seat), fmt), out)


def display_path(path: Path) -> str:
    """``path`` relative to the current directory when it is inside it."""
    try:
        return str(path.resolve().relative_to(Path.cwd().resolve()))
    except ValueError:
        return os.fspath(path)


__all__ = ["FORMATS", "Export", "ExportError", "Paper", "display_path", "export_save", "free_path",
           "load_session", "paper_for", "pick_seat", "render", "write"]
