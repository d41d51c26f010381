"""``paperboy serve`` without a browser: arguments, the start message, the launched command,
and which requests the server refuses. (The browser test is ``test_serve_browser.py``.)"""

from __future__ import annotations

import http.client
import os
import re
import selectors
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest
from click.testing import CliRunner

from paperboy import __version__
from paperboy.cli import main
from paperboy.tools.serve import (
    Listening,
    ServeError,
    app_command,
    bind,
    child_pythonpath,
    is_loopback,
    request_refusal,
    start_lines,
)


def run(*args: str):
    return CliRunner().invoke(main, list(args))


def one_line(output: str) -> str:
    lines = [line for line in output.splitlines() if line.strip()]
    assert len(lines) == 1, output
    return lines[0]


def test_help_lists_serve_with_its_options() -> None:
    assert "serve" in run("--help").output
    text = run("serve", "--help").output
    assert "--host" in text and "127.0.0.1" in text and "--port" in text and "8000" in text


def test_port_out_of_range_is_one_line_and_exit_2() -> None:
    for port in ("70000", "-1", "http"):
        result = run("serve", "--port", port)
        assert result.exit_code == 2, port
        assert "--port" in one_line(result.output)


def test_port_in_use_is_one_line_and_exit_2() -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        result = run("serve", "--port", str(port))
    assert result.exit_code == 2
    line = one_line(result.output)
    assert f"port {port}" in line and "already in use" in line


def test_unknown_host_is_one_line_and_exit_2() -> None:
    result = run("serve", "--host", "no-such-host.invalid", "--port", "0")
    assert result.exit_code == 2
    assert "no such host" in one_line(result.output)


def test_bind_on_port_0_picks_a_free_loopback_port() -> None:
    listening = bind("127.0.0.1", 0)
    try:
        assert listening.loopback and listening.port > 0
        assert listening.url == f"http://127.0.0.1:{listening.port}"
    finally:
        listening.sock.close()
    named = bind("localhost", 0)
    try:
        assert named.loopback and named.url == f"http://localhost:{named.port}"
    finally:
        named.sock.close()


def test_bind_refuses_a_port_outside_0_to_65535() -> None:
    with pytest.raises(ServeError, match="between 0 and 65535"):
        bind("127.0.0.1", 65536)


def test_loopback_addresses_and_names() -> None:
    for host in ("127.0.0.1", "127.8.9.10", "::1", "[::1]", "localhost", "LOCALHOST"):
        assert is_loopback(host), host
    for host in ("0.0.0.0", "::", "192.168.1.5", "example.com", ""):
        assert not is_loopback(host), host


def test_start_message_says_loopback_only_or_warns_anyone_can_play(tmp_path: Path) -> None:
    with socket.socket() as sock:
        local = Listening(sock, "127.0.0.1", 8000, True, "http://127.0.0.1:8000")
        out, warnings = start_lines(local, tmp_path)
        text = "\n".join(out)
        assert "http://127.0.0.1:8000" in text and "only this computer" in text and str(tmp_path) in text
        assert warnings == []
        public = Listening(sock, "0.0.0.0", 8000, False, "http://127.0.0.1:8000")
        out, warnings = start_lines(public, tmp_path)
        assert "only this computer" not in "\n".join(out)
        assert len(warnings) == 1 and "anyone who can reach" in warnings[0] and "0.0.0.0" in warnings[0]


def test_requests_from_other_sites_are_refused() -> None:
    # On loopback only loopback names are answered: a rebound DNS name is not.
    assert request_refusal("127.0.0.1:8000", None, loopback=True) is None
    assert request_refusal("localhost:8000", "http://localhost:8000", loopback=True) is None
    assert request_refusal("[::1]:8000", "http://[::1]:8000", loopback=True) is None
    assert "localhost" in (request_refusal("evil.example:8000", None, loopback=True) or "")
    # ... and to the name given with --host (e.g. a Debian host name at 127.0.1.1).
    assert request_refusal("mybox:8000", None, loopback=True, own_name="mybox") is None
    # The game's websocket opens only from the game's own page.
    assert "another site" in (request_refusal("127.0.0.1:8000", "http://evil.example", loopback=True) or "")
    assert "another site" in (request_refusal("10.0.0.2:8000", "http://evil.example", loopback=False) or "")
    assert request_refusal("10.0.0.2:8000", "http://10.0.0.2:8000", loopback=False) is None


def test_each_tab_runs_this_interpreter_and_this_paperboy(tmp_path: Path) -> None:
    command = app_command()
    assert command.startswith(sys.executable) or command.startswith(f"'{sys.executable}'")
    # A folder named paperboy in the current directory must not stand in for this one.
    fake = tmp_path / "paperboy"
    fake.mkdir()
    (fake / "__init__.py").write_text("", encoding="utf-8")
    (fake / "__main__.py").write_text("print('the wrong paperboy')\n", encoding="utf-8")
    env = dict(os.environ)
    path = child_pythonpath(env.get("PYTHONPATH"))
    if path is not None:
        env["PYTHONPATH"] = path
    done = subprocess.run(f"{command} --version", shell=True, cwd=tmp_path, env=env, capture_output=True,
                          text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert "wrong" not in done.stdout and __version__ in done.stdout


def _read_until(proc: subprocess.Popen[bytes], pattern: str, limit: float = 20.0) -> str:
    """What the process printed, read straight from its pipe until ``pattern`` shows."""
    assert proc.stdout is not None
    fd = proc.stdout.fileno()
    selector = selectors.DefaultSelector()
    selector.register(fd, selectors.EVENT_READ)
    deadline = time.monotonic() + limit
    text = ""
    while time.monotonic() < deadline and selector.select(timeout=deadline - time.monotonic()):
        chunk = os.read(fd, 4096)
        if not chunk:
            break
        text += chunk.decode("utf-8", "replace")
        if re.search(pattern, text):
            return text
    raise AssertionError(f"no {pattern!r} in {text!r}")


def test_server_says_where_it_listens_serves_the_page_refuses_other_sites_and_stops_on_sigterm(
        isolated_data_dir: Path) -> None:
    proc = subprocess.Popen([sys.executable, "-m", "paperboy", "serve", "--port", "0"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=dict(os.environ))
    try:
        text = _read_until(proc, r"Ctrl\+C")
        url = re.search(r"http://127\.0\.0\.1:(\d+)", text)
        assert url is not None, text
        assert "only this computer" in text and str(isolated_data_dir) in text
        with urllib.request.urlopen(url.group(0), timeout=10) as page:
            html = page.read().decode("utf-8")
        assert f'data-session-websocket-url="ws://127.0.0.1:{url.group(1)}/ws"' in html
        foreign = urllib.request.Request(url.group(0), headers={"Host": f"evil.example:{url.group(1)}"})
        with pytest.raises(urllib.error.HTTPError) as refused:
            urllib.request.urlopen(foreign, timeout=10)
        assert refused.value.code == 403
        # A page from another site may not open the game's websocket.
        conn = http.client.HTTPConnection("127.0.0.1", int(url.group(1)), timeout=10)
        conn.request("GET", "/ws", headers={
            "Origin": "http://evil.example", "Connection": "Upgrade", "Upgrade": "websocket",
            "Sec-WebSocket-Version": "13", "Sec-WebSocket-Key": "dGhlIHNhbXBsZSBub25jZQ=="})
        answer = conn.getresponse()
        assert answer.status == 403 and b"another site" in answer.read()
        conn.close()
    finally:
        proc.terminate()
        out, err = proc.communicate(timeout=20)
    assert proc.returncode == 0, err
    assert b"stopped serving" in out
