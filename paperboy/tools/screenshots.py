"""``paperboy screenshots``: render every screen to SVG, headlessly, at 100x32."""

from __future__ import annotations

import asyncio
import os
import tempfile
from collections.abc import Awaitable, Callable
from functools import partial
from pathlib import Path
from typing import Any

from ..engine import GAMES, find_game
from ..engine.search import quick_levels

SIZE = (100, 32)


async def _shoot(make: Callable[[], Any], path: Path, steps: Callable[[Any, Any], Awaitable[None]] | None = None,
                 size: tuple[int, int] = SIZE) -> Path:
    app = make()
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        if steps is not None:
            await steps(app, pilot)
            await pilot.pause()
        svg = app.export_screenshot(title="paperboy")
    path.write_text(svg, encoding="utf-8")
    return path


def _demo_session(game_id: str, *, finished: bool, moves: int = 6) -> Any:
    """A session with one human seat, bots elsewhere, a few moves in (or played out)."""
    from ..session import Seat, Session

    game = find_game(game_id)
    count, options = game.test_configs()[0]
    level = quick_levels(game)[-1]
    if finished:
        seats = [Seat(f"Bot {i + 1}", "bot", level) for i in range(count)]
        session = Session.new(game_id, seats, options, 2, autosave=False)
        session.run_bots()
        return session
    names = ["Ann", "Bob", "Cat", "Dan", "Eve", "Fay"]
    seats = [Seat(names[0])] + [Seat(names[i], "bot", level) for i in range(1, count)]
    return Session.new(game_id, seats, options, 2, autosave=False)


async def _replay_shot(out: Path) -> Path:
    """The replay viewer on a finished Extra! Extra! game: into round 2, table view on."""
    from ..session.replay import Replay
    from ..tui.app import make_app

    replay = Replay.from_session(_demo_session("extra-extra", finished=True))

    async def steps(app: Any, pilot: Any) -> None:
        await pilot.press("pagedown", "right", "right", "right", "t")

    return await _shoot(lambda: make_app(replay=replay), out / "replay.svg", steps)


async def _render(out: Path) -> list[Path]:
    from ..tui.app import make_app

    shots: list[Path] = []
    out.mkdir(parents=True, exist_ok=True)

    async def press(*keys: str) -> Callable[[Any, Any], Awaitable[None]]:
        async def steps(app: Any, pilot: Any) -> None:
            await pilot.press(*keys)
        return steps

    shots.append(await _shoot(make_app, out / "menu.svg"))
    shots.append(await _shoot(make_app, out / "keys.svg", await press("question_mark")))
    shots.append(await _shoot(lambda: make_app(resume=True), out / "resume.svg"))
    shots.append(await _replay_shot(out))
    shots.append(await _shoot(make_app, out / "small-terminal.svg", size=(70, 20)))
    for game_id in GAMES:
        slug = game_id
        shots.append(await _shoot(partial(make_app, setup=game_id), out / f"{slug}-setup.svg"))

        async def rules(app: Any, pilot: Any, g: str = game_id) -> None:
            app.open_rules(g)

        shots.append(await _shoot(make_app, out / f"{slug}-rules.svg", rules))
        from .demos import demos_for

        demos = demos_for(game_id)
        sessions = demos.screenshots() if demos else {"game": _demo_session(game_id, finished=False)}
        for name, session in sessions.items():
            shots.append(await _shoot(partial(make_app, session=session), out / f"{slug}-{name}.svg"))
        final = _demo_session(game_id, finished=True)
        shots.append(await _shoot(partial(make_app, session=final), out / f"{slug}-final.svg",
                                  await press()))
    return shots


def render_all(out: Path) -> list[Path]:
    """Render the screens into ``out`` (saves go to a throwaway data directory)."""
    with tempfile.TemporaryDirectory(prefix="paperboy-shots-") as tmp:
        old = os.environ.get("PAPERBOY_DATA_DIR")
        os.environ["PAPERBOY_DATA_DIR"] = tmp
        try:
            return asyncio.run(_render(out))
        finally:
            if old is None:
                os.environ.pop("PAPERBOY_DATA_DIR", None)
            else:
                os.environ["PAPERBOY_DATA_DIR"] = old
