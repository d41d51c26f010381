"""``paperboy serve`` in a real browser: headless Chromium driven by Playwright.

The test starts ``paperboy serve`` (this interpreter, this paperboy) on a free loopback
port with its own data directory, opens the page, waits for the menu, sets up a solo
Fit to Print game, reports and places a tile with keys, and checks that the save in the
data directory recorded each action. With ``PAPERBOY_SCREENSHOTS=DIR`` set it also writes
``DIR/browser.png`` (the README's picture: ``PAPERBOY_SCREENSHOTS=screenshots pytest -n0
tests/test_serve_browser.py``).

The browser is Debian's ``chromium`` (``.ci/run`` installs it); Playwright's own browser
download is not used. Without one the test skips, unless ``PAPERBOY_REQUIRE_BROWSER`` is
set (``.ci/run`` sets it), when it fails instead.

Reading the screen: textual-serve draws xterm.js on a canvas and keeps its ``Terminal``
in a closure, so there are no DOM rows to read. An init script records the instance when
textual-serve's page assigns it (its one ``.terminal =``), and the test reads the rows
through xterm's public buffer API (``buffer.active.getLine(y).translateToString()``).
"""

from __future__ import annotations

import json
import os
import re
import selectors
import shutil
import signal
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Page, ViewportSize, sync_playwright

from paperboy.session import Session

#: Every wait in this test gives up after this many seconds (with what it saw).
WAIT_S = 20.0

VIEWPORT: ViewportSize = {"width": 1000, "height": 660}

BROWSERS = ("chromium", "chromium-browser", "google-chrome", "google-chrome-stable")

RECORD_TERMINAL = """
Object.defineProperty(Object.prototype, "terminal", {
  configurable: true,
  set(value) {
    if (value && value.buffer && !window.paperboyTerminal) window.paperboyTerminal = value;
    Object.defineProperty(this, "terminal", {value, writable: true, configurable: true, enumerable: true});
  },
});
"""

READ_SCREEN = """() => {
  const term = window.paperboyTerminal;
  if (!term) return null;
  const buffer = term.buffer.active;
  const rows = [];
  for (let y = 0; y < term.rows; y++) {
    const line = buffer.getLine(buffer.viewportY + y);
    rows.push(line ? line.translateToString(true) : "");
  }
  return {cols: term.cols, rows: rows};
}"""


def find_browser() -> str | None:
    """Debian's chromium (or another Chrome) on PATH, or PAPERBOY_CHROMIUM."""
    given = os.environ.get("PAPERBOY_CHROMIUM")
    if given:
        return given
    for name in BROWSERS:
        path = shutil.which(name)
        if path:
            return path
    return None


@pytest.fixture
def browser_path() -> str:
    path = find_browser()
    if path is None:
        reason = ("no Chromium to drive: install Debian's chromium package "
                  "(apt-get install chromium; .ci/run does) or set PAPERBOY_CHROMIUM")
        if os.environ.get("PAPERBOY_REQUIRE_BROWSER"):
            pytest.fail(reason)
        pytest.skip(reason)
    return path


@pytest.fixture
def server(isolated_data_dir: Path) -> Iterator[str]:
    """``paperboy serve --port 0`` on loopback; yields its address, then stops it."""
    env = dict(os.environ, PAPERBOY_DATA_DIR=str(isolated_data_dir))
    proc = subprocess.Popen([sys.executable, "-m", "paperboy", "serve", "--host", "127.0.0.1", "--port", "0"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env,
                            start_new_session=True)
    try:
        yield _served_address(proc)
    finally:
        _stop(proc)


def _served_address(proc: subprocess.Popen[bytes]) -> str:
    """The address the server says it serves on (it says so once it is listening)."""
    assert proc.stdout is not None
    fd = proc.stdout.fileno()
    selector = selectors.DefaultSelector()
    selector.register(fd, selectors.EVENT_READ)
    deadline = time.monotonic() + WAIT_S
    text = ""
    while time.monotonic() < deadline and selector.select(timeout=deadline - time.monotonic()):
        chunk = os.read(fd, 4096)
        if not chunk:
            break
        text += chunk.decode("utf-8", "replace")
        match = re.search(r"http://127\.0\.0\.1:\d+", text)
        if match:
            return match.group(0)
    raise AssertionError(f"paperboy serve did not say where it listens: {text!r}")


def _stop(proc: subprocess.Popen[bytes]) -> None:
    """SIGTERM, as Ctrl+C would; SIGKILL to the whole group if it lingers."""
    if proc.poll() is None:
        proc.terminate()
        try:
            proc.wait(timeout=15)
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait(timeout=5)
    for stream in (proc.stdout, proc.stderr):
        if stream is not None:
            stream.close()


def screen(page: Page) -> tuple[int, list[str]]:
    """The terminal's columns and its rows as text."""
    data = page.evaluate(READ_SCREEN)
    return (data["cols"], data["rows"]) if data else (0, [])


def wait_for(page: Page, what: str, check: Callable[[], Any], timeout: float = WAIT_S) -> Any:
    """Poll ``check`` until it returns something true; fail with the screen after ``timeout`` s."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        value = check()
        if value:
            return value
        page.wait_for_timeout(100)
    rows = "\n".join(screen(page)[1])
    raise AssertionError(f"waited {timeout:.0f} s for {what}; the screen showed:\n{rows}")


def wait_text(page: Page, text: str) -> None:
    wait_for(page, repr(text), lambda: any(text in row for row in screen(page)[1]))


def find_cell(page: Page, text: str, below: int = -1) -> tuple[int, int] | None:
    """Row and column where ``text`` starts on screen (first row after ``below``)."""
    for row, line in enumerate(screen(page)[1]):
        col = line.find(text)
        if row > below and col >= 0:
            return row, col
    return None


def click_cell(page: Page, row: int, col: int) -> None:
    """Click the middle of a terminal cell (Textual gets it as a mouse click)."""
    cols, rows = screen(page)[0], len(screen(page)[1])
    box = page.locator(".xterm-screen").bounding_box()
    assert box is not None and cols and rows
    page.mouse.click(box["x"] + (col + 0.5) * box["width"] / cols, box["y"] + (row + 0.5) * box["height"] / rows)


def saved_actions(data: Path) -> list[dict[str, Any]]:
    saves = sorted((data / "saves").glob("*.json"))
    if len(saves) != 1:
        return []
    return [action for _, action in json.loads(saves[0].read_text(encoding="utf-8"))["actions"]]


def press_and_save(page: Page, data: Path, key: str, kind: str) -> dict[str, Any]:
    """Press ``key`` and wait until the save's newest action is of ``kind``."""
    before = len(saved_actions(data))
    page.keyboard.press(key)

    def recorded() -> dict[str, Any] | None:
        actions = saved_actions(data)
        return actions[-1] if len(actions) > before and actions[-1]["type"] == kind else None

    return wait_for(page, f"the save to record '{kind}' after {key}", recorded)


def settled(page: Page) -> list[str]:
    """The screen once two reads 0.3 s apart agree (the form has finished laying out)."""
    last: list[list[str]] = [screen(page)[1]]

    def same() -> list[str] | None:
        page.wait_for_timeout(300)
        rows = screen(page)[1]
        if rows == last[0]:
            return rows
        last[0] = rows
        return None

    return wait_for(page, "the screen to settle", same)


def choose_solo_mode(page: Page) -> None:
    """Click the Mode field's ▸ once: Standard (relay) steps on to Solo (a click, as the
    set-up form takes the mouse as well as the keys)."""
    settled(page)
    mode = find_cell(page, "Standard (relay)")
    assert mode is not None, "the Mode field is not on the form"
    row, col = mode
    click_cell(page, row, col + len("Standard (relay) ▸") - 1)
    wait_text(page, "Solo (1)")


def test_browser_tab_plays_fit_to_print_by_keys_and_saves_to_the_data_dir(
        browser_path: str, server: str, isolated_data_dir: Path) -> None:
    origin = server
    with sync_playwright() as playwright:
        # No GPU here: xterm.js falls back from WebGL to its canvas renderer.
        browser = playwright.chromium.launch(executable_path=browser_path,
                                             args=["--no-sandbox", "--disable-gpu", "--disable-webgl"])
        try:
            context = browser.new_context(viewport=VIEWPORT)
            # Nothing but the local server: the page's web font link stays offline.
            context.route("**/*", lambda route: route.continue_() if route.request.url.startswith(origin)
                          else route.abort())
            context.add_init_script(RECORD_TERMINAL)
            other_tab = context.new_page()
            other_tab.goto(origin, wait_until="domcontentloaded", timeout=WAIT_S * 1000)
            page = context.new_page()
            page.goto(origin, wait_until="domcontentloaded", timeout=WAIT_S * 1000)
            wait_for(page, "xterm.js to start", lambda: page.evaluate("() => !!window.paperboyTerminal"))
            wait_text(page, "Fit to Print")
            wait_text(page, "Magazine")
            page.locator(".xterm-helper-textarea").focus()

            page.keyboard.press("Enter")
            wait_text(page, "NEW GAME · FIT TO PRINT")
            choose_solo_mode(page)
            page.keyboard.press("Control+s")
            wait_text(page, "Flip a face-down")
            data = isolated_data_dir
            for _ in range(2):
                press_and_save(page, data, "n", "flip")
                press_and_save(page, data, "y", "keep")
            press_and_save(page, data, "Shift+L", "layout")
            page.keyboard.press("d")
            page.keyboard.press("Enter")  # hold the first desk tile: the cursor jumps where it fits
            wait_text(page, "holding T")
            promised = wait_for(page, "the preview to say where the tile fits", lambda: re.search(
                r"(T\d+) fits at row (\d+), column (\d+)", "\n".join(screen(page)[1])))
            placed = press_and_save(page, data, "Enter", "place")
            assert placed["face"] == "up"
            assert (placed["tile"], placed["row"], placed["col"]) == (
                promised.group(1), int(promised.group(2)), int(promised.group(3)))
            wait_text(page, f"places {placed['tile']}")  # the game's log on screen reports it

            saves = list((data / "saves").glob("*.json"))
            session = Session.load(saves[0])  # replays the log and checks the digest
            assert session.seats[0].name == "Ann" and session.options["mode"] == "solo"
            assert [a["type"] for _, a in session.log] == ["flip", "keep", "flip", "keep", "layout", "place"]

            # The other tab is an app of its own: still on the menu, untouched by this game.
            wait_text(other_tab, "Magazine")
            assert not any("FIT TO PRINT" in row for row in screen(other_tab)[1])
            assert len(saves) == 1

            shots = os.environ.get("PAPERBOY_SCREENSHOTS")
            if shots:
                Path(shots).mkdir(parents=True, exist_ok=True)
                page.screenshot(path=str(Path(shots) / "browser.png"))
        finally:
            browser.close()
