"""The ``paperboy`` command: opens the menu, or plays, resumes, scores and simulates games.

Every command builds the TUI through :func:`paperboy.tui.app.make_app` (imported only when
a screen is needed, so the scoring and simulation commands start fast). Bad arguments
print one line on standard error and exit with status 2. An unexpected error (in a
command or in the app) prints one line naming a crash log that holds the traceback and
exits with status 1. Everything printed goes through :func:`echo`, which removes terminal
control characters: names and file contents are user text.
"""

from __future__ import annotations

import contextlib
import json
import sys
from pathlib import Path
from typing import Any

import click

from .engine import GAMES, PaperboyError, find_game
from .engine.text import clean_text

THINK_HELP = ("Think time of master bots per move, in milliseconds (10 to 60000; default: the "
              "settings' value, 250 unless changed). More time plays stronger.")

#: Exit status of an unexpected error (a bug), and of Ctrl+C outside the app.
EXIT_CRASH = 1
EXIT_INTERRUPTED = 130


def echo(text: object = "", err: bool = False) -> None:
    """Print ``text`` with every terminal control character removed (lines are kept)."""
    click.echo(clean_text(text, keep_newlines=True), err=err)


def _crashed(error: BaseException, log: Path | None) -> None:
    """Tell the person a bug stopped paperboy, where its traceback is, and exit 1."""
    from .crash import crash_message

    echo(crash_message(error, log), err=True)
    if log is None:  # nowhere to keep it: the traceback must not be lost
        import traceback

        echo("".join(traceback.format_exception(type(error), error, error.__traceback__)), err=True)
    sys.exit(EXIT_CRASH)


class PaperboyGroup(click.Group):
    """A click group whose errors are one line and exit status 2, never a traceback."""

    def main(self, *args: Any, **kwargs: Any) -> Any:  # type: ignore[override]
        kwargs["standalone_mode"] = False
        try:
            rv = super().main(*args, **kwargs)
        except click.exceptions.Exit as exc:
            sys.exit(exc.exit_code)
        except click.ClickException as exc:
            echo(f"paperboy: error: {exc.format_message()}", err=True)
            sys.exit(2 if exc.exit_code in (1, 2) else exc.exit_code)
        except click.exceptions.Abort as exc:
            if isinstance(exc.__context__, KeyboardInterrupt):
                echo("paperboy: interrupted", err=True)
                sys.exit(EXIT_INTERRUPTED)
            echo("paperboy: aborted", err=True)
            sys.exit(1)
        except PaperboyError as exc:
            echo(f"paperboy: error: {exc}", err=True)
            sys.exit(2)
        except KeyboardInterrupt:
            echo("paperboy: interrupted", err=True)
            sys.exit(EXIT_INTERRUPTED)
        except Exception as exc:  # noqa: BLE001 - a bug ends with status 1 and a log, never 0
            from .crash import AppCrashed, write_crash_log

            if isinstance(exc, AppCrashed):
                _crashed(exc.error, exc.log)
            _crashed(exc, write_crash_log(exc))
        if isinstance(rv, int) and rv:
            sys.exit(rv)
        sys.exit(0)


def fail(message: str) -> None:
    """Stop with a one-line message and exit status 2."""
    raise click.UsageError(message)


def _game(game_id: str):
    try:
        return find_game(game_id)
    except PaperboyError as exc:
        fail(str(exc))
        raise AssertionError from exc  # unreachable


def _parse_options(pairs: tuple[str, ...]) -> dict[str, Any]:
    """``key=value`` pairs as an options dict; a repeated key collects its values.

    ``-o modifications=1 -o modifications=3`` means ``modifications=1,3`` (a multi-choice
    option takes them all); for a single-valued option the joined value is refused by the
    game with a message naming the option, instead of the last value silently winning.
    """
    options: dict[str, Any] = {}
    for pair in pairs:
        if "=" not in pair:
            fail(f"--option needs key=value, not '{pair}'")
        key, value = pair.split("=", 1)
        key, value = key.strip(), value.strip()
        options[key] = f"{options[key]},{value}" if key in options else value
    return options


def _seats(game, players: tuple[str, ...], bots: tuple[str, ...]):
    from .session import Seat

    names: list[str] = []
    for entry in players:
        names.extend(n.strip() for n in entry.split(",") if n.strip())
    seats = [Seat(name) for name in names]
    for i, level in enumerate(bots, start=1):
        if level not in game.bot_levels:
            fail(f"{game.name} bots are {', '.join(game.bot_levels)}, not '{level}'")
        seats.append(Seat(f"Bot {i} ({level})", "bot", level))
    return seats


@click.group(cls=PaperboyGroup, invoke_without_command=True,
             context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(package_name="paperboy")
@click.pass_context
def main(ctx: click.Context) -> None:
    """paperboy: Fit to Print, Extra! Extra!, Pulitzer and Magazine in your terminal.

    Run without a command to open the menu.
    """
    if ctx.invoked_subcommand is None:
        from .tui.app import make_app

        make_app().run()


@main.command()
@click.argument("game_id", metavar="GAME")
@click.option("--players", "-p", multiple=True, help="Human player names, comma separated.")
@click.option("--bot", "-b", "bots", multiple=True, help="Add a bot seat of this level (repeatable).")
@click.option("--option", "-o", "options", multiple=True, help="Game option key=value (repeatable).")
@click.option("--seed", type=int, default=None, help="Seed for a reproducible game.")
@click.option("--think", "think", default=None, metavar="MS", help=THINK_HELP)
def play(game_id: str, players: tuple[str, ...], bots: tuple[str, ...], options: tuple[str, ...],
         seed: int | None, think: str | None) -> None:
    """Start GAME. Without players, opens its set-up form."""
    from .session import Session

    game = _game(game_id)
    think_ms = _think(think)
    opts = _parse_options(options)
    resolved = game.resolve_options(opts)
    seats = _seats(game, players, bots)
    if not seats:
        from .tui.app import make_app

        make_app(setup=game.id, options=resolved).run()
        return
    game.check_players([s.name for s in seats], resolved)
    game.check_table_options(resolved, len(seats))
    session = Session.new(game.id, seats, opts, seed)
    if think_ms is not None:
        session.set_think_ms(think_ms)
    from .tui.app import make_app

    make_app(session=session).run()


@main.command()
@click.argument("save", required=False)
def resume(save: str | None) -> None:
    """Resume a saved game (a path or a save id); without SAVE, list the saves."""
    from .session import SaveStore, Session
    from .tui.app import make_app

    if save is None:
        if not sys.stdout.isatty():
            _print_saves(SaveStore())
            return
        make_app(resume=True).run()
        return
    # A missing or odd reference and a bad file are SaveFileErrors: one line, exit 2.
    session = Session.load(SaveStore().find(save))
    make_app(session=session).run()


def _print_saves(store: Any) -> None:
    """The saves, newest first, one line each (for ``paperboy resume`` in a pipe or script).

    Each line starts with the save id that ``paperboy resume ID`` takes; text read from
    the files is printed without control characters.
    """
    import time

    from .engine.text import clean_text

    infos = store.list()
    if not infos:
        click.echo(f"No saved games in {store.root}.")
        return
    for info in infos:
        when = time.strftime("%Y-%m-%d %H:%M", time.localtime(info.updated))
        if info.error:
            click.echo(f"{clean_text(info.save_id)}  {when}  cannot be resumed: {clean_text(info.error)}")
            continue
        state = "finished" if info.finished else "in progress"
        players = ", ".join(clean_text(p) for p in info.players)
        summary = clean_text(info.summary or "")
        click.echo(f"{clean_text(info.save_id)}  {info.game_id}  {when}  {state}  {players}"
                   + (f"  · {summary}" if summary else ""))


@main.command()
@click.argument("save", required=False)
def replay(save: str | None) -> None:
    """Watch a saved game, finished or not, in the read-only replay viewer.

    SAVE is a path or a save id; without it, pick one from the list of saves.
    """
    from .session import SaveStore
    from .session.replay import Replay
    from .tui.app import make_app

    if save is None:
        make_app(watch=True).run()
        return
    store = SaveStore()
    path = store.resolve(save)
    if not path.exists():
        fail(f"no saved game '{save}' (give a save file's path, or an id from 'paperboy replay')")
    make_app(replay=Replay.from_save(path, store)).run()


@main.command()
@click.argument("game_id", metavar="GAME")
def rules(game_id: str) -> None:
    """Print the rules reference of GAME."""
    game = _game(game_id)
    text = game.rules_text()
    if sys.stdout.isatty():
        from rich.console import Console
        from rich.markdown import Markdown

        Console().print(Markdown(text))
    else:
        echo(text)


@main.command(name="export")
@click.argument("save")
@click.option("--format", "-f", "fmt", type=click.Choice(["svg", "html", "txt"]), required=True,
              help="svg or html (in the game's colours and glyphs) or txt (plain text for pasting).")
@click.option("--round", "-r", "round_", type=int, default=None,
              help="Fit to Print: the day to print (1 Friday, 2 Saturday, 3 Sunday; default: the last finished).")
@click.option("--seat", "-s", default=None, help="Whose paper: a seat number from 1 or a player's name "
              "(default: the winner, else the first seat).")
@click.option("--output", "-o", "out", type=click.Path(path_type=Path), default=None,
              help="File (or folder) to write; default: a new file such as front-page-sunday.svg here.")
def export_command(save: str, fmt: str, round_: int | None, seat: str | None, out: Path | None) -> None:
    """Print the finished paper of SAVE (a save file or a save id) as SVG, HTML or text."""
    from .tools.export import display_path, export_save

    path = export_save(save, fmt, round_, seat, out)
    click.echo(f"Wrote {display_path(path)}")


@main.command(name="stats")
@click.argument("player", required=False)
@click.option("--json", "as_json", is_flag=True, help="Print JSON (for scripts).")
def stats_command(player: str | None, as_json: bool) -> None:
    """Statistics of PLAYER (or of every player): games, wins, best, averages, achievements."""
    from .session import Profiles
    from .tools.stats import UnknownPlayerError, format_stats, stats_report

    profiles = Profiles()
    if profiles.error:
        click.echo(f"paperboy: warning: {profiles.error}", err=True)
    try:
        report = stats_report(profiles, player)
    except UnknownPlayerError as exc:
        fail(str(exc))
    click.echo(json.dumps(report, indent=2, sort_keys=True) if as_json else format_stats(report))


@main.command()
@click.argument("game_id", metavar="GAME")
@click.argument("file", type=click.Path(dir_okay=False, path_type=Path))
@click.option("--json", "as_json", is_flag=True, help="Print JSON instead of a table.")
def score(game_id: str, file: Path, as_json: bool) -> None:
    """Score a finished board described in a scorepad TOML FILE."""
    game = _game(game_id)
    if not game.has_scorepad():
        fail(f"{game.name} has no scorepad")
    from .engine.scorepad import read_file
    from .engine.text import clean_text

    text = read_file(file)  # refuses FIFOs, devices, huge or non-UTF-8 files before reading them
    try:
        report = game.score_file(text)
    except PaperboyError as exc:
        fail(f"{clean_text(str(file))}: {exc}")
    if as_json:
        echo(json.dumps(report, indent=2, sort_keys=True))
    else:
        from .tools.report import format_score_report

        echo(format_score_report(game.name, report))


@main.command()
@click.argument("game_id", metavar="GAME")
@click.option("--games", "-n", "count", type=click.IntRange(1, 100000), default=10, show_default=True)
@click.option("--players", "-p", type=click.IntRange(1, 12), default=None, help="Number of players.")
@click.option("--bot", "-b", "level", default=None,
              help="Bot level for every seat (default: expert, the strongest that answers at once).")
@click.option("--seat", "-s", "seat_levels", default=None, metavar="LEVEL,LEVEL,...",
              help="One bot level per seat, e.g. expert,novice (sets the number of players; "
                   "the levels rotate one seat per game).")
@click.option("--option", "-o", "options", multiple=True, help="Game option key=value (repeatable).")
@click.option("--seed", type=int, default=1, show_default=True)
@click.option("--think", "think", default=None, metavar="MS", help=THINK_HELP)
@click.option("--json", "as_json", is_flag=True, help="Print JSON.")
def simulate(game_id: str, count: int, players: int | None, level: str | None, seat_levels: str | None,
             options: tuple[str, ...], seed: int, think: str | None, as_json: bool) -> None:
    """Play N all-bot games of GAME and summarise the results (win share per level)."""
    from .engine.search import quick_levels
    from .tools.simulate import format_summary, run_simulation

    game = _game(game_id)
    think_ms = _think(think)
    opts = game.resolve_options(_parse_options(options))
    lo, hi = game.player_range(opts)
    levels: str | list[str]
    if seat_levels is not None:
        if level is not None:
            fail("give either --bot (one level for every seat) or --seat (one level per seat), not both")
        levels = _levels(game, seat_levels, "--seat")
        if players is not None and players != len(levels):
            fail(f"--seat names {len(levels)} seats but --players says {players}")
        players = len(levels)
    else:
        levels = level or quick_levels(game)[-1]
        _levels(game, levels, "--bot")
    players = players if players is not None else lo if lo > 1 else max(lo, min(2, hi))
    if not lo <= players <= hi:
        fail(f"{game.name} with these options takes {lo} to {hi} players, not {players}")
    game.check_table_options(opts, players)
    with _progress(count, f"{game.name}: playing") as bar:
        summary = run_simulation(game, count, players, levels, opts, seed, progress=bar.update,
                                 think_ms=think_ms)
    if as_json:
        echo(json.dumps(summary, indent=2, sort_keys=True))
    else:
        echo(format_summary(game.name, summary))


@main.command()
@click.argument("game_id", metavar="GAME")
@click.option("--levels", "-l", "levels_text", default=None, metavar="LEVEL,LEVEL,...",
              help="Bot levels to rate, e.g. novice,expert,master (default: every level but master, "
                   "which thinks for --think ms per move).")
@click.option("--games", "-n", "count", type=click.IntRange(1, 100000), default=20, show_default=True,
              help="Games per pairing of levels (2 players) or in all (a larger table).")
@click.option("--players", "-p", type=click.IntRange(2, 12), default=2, show_default=True,
              help="Seats per game; above 2 the levels share the table in turn.")
@click.option("--option", "-o", "options", multiple=True, help="Game option key=value (repeatable).")
@click.option("--seed", type=int, default=1, show_default=True)
@click.option("--think", "think", default=None, metavar="MS", help=THINK_HELP)
@click.option("--json", "as_json", is_flag=True, help="Print JSON.")
def tournament(game_id: str, levels_text: str | None, count: int, players: int, options: tuple[str, ...],
               seed: int, think: str | None, as_json: bool) -> None:
    """Play a round robin between bot levels of GAME and print a rating table."""
    from .engine.search import quick_levels
    from .tools.tournament import format_tournament, run_tournament

    game = _game(game_id)
    think_ms = _think(think)
    opts = game.resolve_options(_parse_options(options))
    levels = _levels(game, levels_text or ",".join(quick_levels(game)), "--levels")
    if len(set(levels)) != len(levels) or len(levels) < 2:
        fail("--levels needs two or more different levels, e.g. novice,expert")
    lo, hi = game.player_range(opts)
    if not lo <= players <= hi:
        fail(f"{game.name} with these options takes {lo} to {hi} players, not {players}")
    game.check_table_options(opts, players)
    if players > 2 and players < len(levels):
        fail(f"{len(levels)} levels need a table of at least {len(levels)} players (or --players 2)")
    from .tools.tournament import schedule

    total = len(schedule(levels, players, count))
    with _progress(total, f"{game.name}: tournament") as bar:
        table = run_tournament(game, levels, count, players, opts, seed, progress=bar.update,
                               think_ms=think_ms)
    if as_json:
        click.echo(json.dumps(table, indent=2, sort_keys=True))
    else:
        click.echo(format_tournament(game.name, table))


def _think(text: str | None) -> int | None:
    """``--think MS`` as milliseconds (``None`` when not given); a bad value is a one-line error."""
    if text is None:
        return None
    from .engine.search import check_think_ms

    try:
        return check_think_ms(text)
    except PaperboyError as exc:
        fail(f"--think: {exc}")
        raise AssertionError from exc  # unreachable


def _levels(game: Any, text: str, flag: str) -> list[str]:
    """Bot levels from a comma-separated list; an unknown level is a one-line error."""
    levels = [part.strip() for part in text.split(",") if part.strip()]
    if not levels:
        fail(f"{flag} needs at least one bot level ({', '.join(game.bot_levels)})")
    for level in levels:
        if level not in game.bot_levels:
            fail(f"{game.name} bots are {', '.join(game.bot_levels)}, not '{level}'")
    return levels


def _progress(length: int, label: str) -> Any:
    """A progress bar on standard error when it is a terminal; nothing otherwise."""
    if not sys.stderr.isatty():
        return contextlib.nullcontext(_NoProgress())
    return click.progressbar(length=length, label=label, file=sys.stderr, show_eta=True)


class _NoProgress:
    """Stands in for a progress bar when standard error is not a terminal."""

    def update(self, steps: int) -> None:
        """Nothing to draw."""


@main.command()
@click.option("--json", "as_json", is_flag=True, help="Print JSON.")
@click.option("--quick", is_flag=True, help="Fewer samples (for a fast check).")
@click.option("--rounds", type=click.IntRange(1, 9), default=2, show_default=True,
              help="Rounds the screens are measured in; each line gives the least (one with --quick).")
def bench(as_json: bool, quick: bool, rounds: int) -> None:
    """Measure start-up, repaint, playout, bot and autosave speed."""
    from .tools.bench import format_bench, run_bench

    results = run_bench(quick=quick, repaint_rounds=rounds)
    echo(json.dumps(results, indent=2) if as_json else format_bench(results))


@main.command()
@click.option("--out", "out", type=click.Path(file_okay=False, path_type=Path),
              default=Path("screenshots"), show_default=True)
def screenshots(out: Path) -> None:
    """Render every screen to SVG files in OUT."""
    from .tools.screenshots import render_all

    for path in render_all(out):
        echo(str(path))


@main.command()
@click.option("--host", default="127.0.0.1", show_default=True,
              help="Address to listen on. Anything but a loopback address lets other computers play.")
@click.option("--port", type=click.IntRange(0, 65535), default=8000, show_default=True,
              help="Port to listen on (0: any free port).")
def serve(host: str, port: int) -> None:
    """Serve paperboy to web browsers: every browser tab plays its own game."""
    from .tools.serve import serve_app

    serve_app(host, port)


def _registered() -> list[str]:
    return list(GAMES)


if __name__ == "__main__":  # pragma: no cover
    main()
