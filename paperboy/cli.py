"""The ``paperboy`` command: opens the menu, or plays, resumes, scores and simulates games.

Every command builds the TUI through :func:`paperboy.tui.app.make_app` (imported only when
a screen is needed, so the scoring and simulation commands start fast). Bad arguments
print one line on standard error and exit with status 2. An unexpected error (in a
command or in the app) prints one line naming a crash log that holds the traceback and
exits with status 1. Everything printed goes through :func:`echo`, which removes terminal
control characters: names and file contents are user text.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import click

from .engine import GAMES, PaperboyError, find_game
from .engine.text import clean_text

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
    options: dict[str, Any] = {}
    for pair in pairs:
        if "=" not in pair:
            fail(f"--option needs key=value, not '{pair}'")
        key, value = pair.split("=", 1)
        options[key.strip()] = value.strip()
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
def play(game_id: str, players: tuple[str, ...], bots: tuple[str, ...], options: tuple[str, ...],
         seed: int | None) -> None:
    """Start GAME. Without players, opens its set-up form."""
    from .session import Session

    game = _game(game_id)
    opts = _parse_options(options)
    resolved = game.resolve_options(opts)
    seats = _seats(game, players, bots)
    if not seats:
        from .tui.app import make_app

        make_app(setup=game.id, options=resolved).run()
        return
    game.check_players([s.name for s in seats], resolved)
    session = Session.new(game.id, seats, opts, seed)
    from .tui.app import make_app

    make_app(session=session).run()


@main.command()
@click.argument("save", required=False)
def resume(save: str | None) -> None:
    """Resume a saved game (a path or a save id); without SAVE, list the saves."""
    from .session import SaveStore, Session
    from .tui.app import make_app

    if save is None:
        make_app(resume=True).run()
        return
    path = Path(save)
    if not path.exists():
        path = SaveStore().path_for(save)
    if not path.exists():
        fail(f"no saved game '{save}'")
    session = Session.load(path)
    make_app(session=session).run()


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


@main.command()
@click.argument("game_id", metavar="GAME")
@click.argument("file", type=click.Path(dir_okay=False, path_type=Path))
@click.option("--json", "as_json", is_flag=True, help="Print JSON instead of a table.")
def score(game_id: str, file: Path, as_json: bool) -> None:
    """Score a finished board described in a scorepad TOML FILE."""
    game = _game(game_id)
    if not game.has_scorepad():
        fail(f"{game.name} has no scorepad")
    try:
        text = file.read_text(encoding="utf-8")
    except FileNotFoundError:
        fail(f"no such file: {file}")
    except (OSError, UnicodeDecodeError) as exc:
        fail(f"cannot read {file}: {exc}")
    report = game.score_file(text)
    if as_json:
        echo(json.dumps(report, indent=2, sort_keys=True))
    else:
        from .tools.report import format_score_report

        echo(format_score_report(game.name, report))


@main.command()
@click.argument("game_id", metavar="GAME")
@click.option("--games", "-n", "count", type=click.IntRange(1, 100000), default=10, show_default=True)
@click.option("--players", "-p", type=click.IntRange(1, 12), default=None, help="Number of players.")
@click.option("--bot", "-b", "level", default=None, help="Bot level for every seat (default: strongest).")
@click.option("--option", "-o", "options", multiple=True, help="Game option key=value (repeatable).")
@click.option("--seed", type=int, default=1, show_default=True)
@click.option("--json", "as_json", is_flag=True, help="Print JSON.")
def simulate(game_id: str, count: int, players: int | None, level: str | None,
             options: tuple[str, ...], seed: int, as_json: bool) -> None:
    """Play N all-bot games of GAME and summarise the results."""
    from .tools.simulate import format_summary, run_simulation

    game = _game(game_id)
    opts = game.resolve_options(_parse_options(options))
    level = level or game.bot_levels[-1]
    if level not in game.bot_levels:
        fail(f"{game.name} bots are {', '.join(game.bot_levels)}, not '{level}'")
    lo, hi = game.player_range(opts)
    players = players if players is not None else lo if lo > 1 else max(lo, min(2, hi))
    if not lo <= players <= hi:
        fail(f"{game.name} with these options takes {lo} to {hi} players, not {players}")
    summary = run_simulation(game, count, players, level, opts, seed)
    if as_json:
        echo(json.dumps(summary, indent=2, sort_keys=True))
    else:
        echo(format_summary(game.name, summary))


@main.command()
@click.option("--json", "as_json", is_flag=True, help="Print JSON.")
@click.option("--quick", is_flag=True, help="Fewer samples (for a fast check).")
def bench(as_json: bool, quick: bool) -> None:
    """Measure start-up, repaint, playout, bot and autosave speed."""
    from .tools.bench import format_bench, run_bench

    results = run_bench(quick=quick)
    echo(json.dumps(results, indent=2) if as_json else format_bench(results))


@main.command()
@click.option("--out", "out", type=click.Path(file_okay=False, path_type=Path),
              default=Path("screenshots"), show_default=True)
def screenshots(out: Path) -> None:
    """Render every screen to SVG files in OUT."""
    from .tools.screenshots import render_all

    for path in render_all(out):
        echo(str(path))


def _registered() -> list[str]:
    return list(GAMES)


if __name__ == "__main__":  # pragma: no cover
    main()
