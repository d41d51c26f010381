"""``paperboy serve``: the paperboy app in a web browser, one app per browser tab.

Built on textual-serve: its server answers the page, and for each browser tab's websocket
it starts :func:`app_command` (this Python interpreter running this paperboy) under
Textual's web driver. Every tab is its own app; all of them save to the same data
directory, because each inherits this process's environment (``PAPERBOY_DATA_DIR``
included).

The listening socket is bound here before the server starts (:func:`bind`), so a bad host
or a port in use is one clear :class:`ServeError` instead of a traceback after the banner.
The server listens on loopback unless told otherwise and says which; on any other address
it warns that anyone who can reach the port can play. Browsers may open the app only from
its own page (the websocket's ``Origin`` must match), and on loopback only under a
loopback host name, so another web site cannot drive the app (DNS rebinding).
"""

from __future__ import annotations

import errno
import ipaddress
import logging
import os
import shlex
import site
import socket
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import aiohttp_jinja2
from aiohttp import web
from textual_serve.server import Server, to_int

from ..engine.errors import PaperboyError
from ..session.paths import data_dir

#: Seconds the server waits for open tabs when it stops, before it closes them.
SHUTDOWN_S = 1.0

#: Host names that always mean this computer.
LOOPBACK_NAMES = ("localhost", "localhost.localdomain", "ip6-localhost", "ip6-loopback")


class ServeError(PaperboyError):
    """The server cannot start: the message says why (bad host, port in use, ...)."""


@dataclass(frozen=True)
class Listening:
    """Where the server listens: the bound socket and how to describe it."""

    sock: socket.socket
    address: str
    port: int
    loopback: bool
    url: str
    name: str = ""
    """The host as given with ``--host`` (a name the browser may use too)."""


def app_command() -> str:
    """The shell command textual-serve runs for each browser tab.

    It is this interpreter (``sys.executable``) with ``-P``, so a ``paperboy`` folder in
    the current directory cannot stand in for this one, running ``-m paperboy``.
    """
    return shlex.join([sys.executable, "-P", "-m", "paperboy"])


def package_root() -> Path:
    """The folder that holds this ``paperboy`` package."""
    return Path(__file__).resolve().parents[2]


def child_pythonpath(current: str | None) -> str | None:
    """``PYTHONPATH`` for the tabs' apps, so ``-m paperboy`` finds this very package.

    An installed paperboy is found in site-packages anyway (then ``current`` is kept as
    it is); one run from a source folder needs that folder on the path.
    """
    root = str(package_root())
    site_dirs = {str(Path(p).resolve()) for p in [*site.getsitepackages(), site.getusersitepackages()]}
    if root in site_dirs:
        return current
    parts = [root, *(p for p in (current or "").split(os.pathsep) if p and p != root)]
    return os.pathsep.join(parts)


def is_loopback(address: str) -> bool:
    """True when ``address`` (an IP address or host name) can only mean this computer."""
    name = address.strip("[]").lower()
    if name in LOOPBACK_NAMES:
        return True
    try:
        return ipaddress.ip_address(name.split("%", 1)[0]).is_loopback
    except ValueError:
        return False


def _url_host(address: str) -> str:
    return f"[{address}]" if ":" in address else address


def bind(host: str, port: int) -> Listening:
    """Bind and listen on ``host``:``port`` (port 0: any free port).

    Raises:
        ServeError: the port is out of range, the host unknown or not this computer's,
            or the port in use or reserved.
    """
    if not 0 <= port <= 65535:
        raise ServeError(f"--port must be between 0 and 65535, not {port}")
    if not host.strip():
        raise ServeError("--host needs an address or host name, such as 127.0.0.1")
    host = host.strip().strip("[]")  # [::1] as written in a URL
    try:
        infos = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM, flags=socket.AI_PASSIVE)
    except (socket.gaierror, UnicodeError):
        raise ServeError(f"cannot serve on '{host}': no such host name or address") from None
    # Prefer IPv4: 'localhost' then answers at the address browsers try either way.
    infos.sort(key=lambda info: info[0] != socket.AF_INET)
    family, kind, proto, _, sockaddr = infos[0]
    sock = socket.socket(family, kind, proto)
    try:
        if os.name == "posix":
            # Restarting right after a stop must not wait for old connections to time out.
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.bind(sockaddr)
        sock.listen(128)
    except OSError as exc:
        sock.close()
        raise ServeError(_bind_refusal(host, port, exc)) from None
    sock.setblocking(False)
    address, bound_port = sock.getsockname()[:2]
    wildcard = ipaddress.ip_address(address.split("%", 1)[0]).is_unspecified
    loopback = is_loopback(address)
    if wildcard:
        shown = "127.0.0.1" if family == socket.AF_INET else "::1"
    elif host.lower() in LOOPBACK_NAMES:
        shown = host  # keep the name the user gave
    else:
        shown = address
    return Listening(sock, address, bound_port, loopback, f"http://{_url_host(shown)}:{bound_port}", host)


def _bind_refusal(host: str, port: int, exc: OSError) -> str:
    if exc.errno == errno.EADDRINUSE:
        return f"port {port} on {host} is already in use (another server?): choose another with --port"
    if exc.errno == errno.EACCES:
        return f"port {port} on {host} is reserved for the administrator: choose one above 1023 with --port"
    if exc.errno == errno.EADDRNOTAVAIL:
        return f"cannot serve on {host}: it is not an address of this computer"
    return f"cannot serve on {host} port {port}: {exc.strerror or exc}"


def start_lines(listening: Listening, data: Path) -> tuple[list[str], list[str]]:
    """What the server says when it starts: lines for standard output, and warnings."""
    out = [
        f"Serving paperboy at {listening.url}; open that address in a web browser.",
        f"Every browser tab plays its own game; games are saved in {data}.",
    ]
    warnings: list[str] = []
    if listening.loopback:
        out.append(f"Listening on {listening.address} only, so only this computer can connect.")
    else:
        warnings.append(
            f"Warning: listening on {listening.address}, so anyone who can reach this computer on port "
            f"{listening.port} can open paperboy and play, with no password. "
            "Leave out --host (127.0.0.1) to keep it to this computer.")
    out.append("Press Ctrl+C to stop.")
    return out, warnings


def request_refusal(host_header: str, origin: str | None, loopback: bool, own_name: str = "") -> str | None:
    """Why a request is refused, or None to let it through.

    Args:
        host_header: The request's ``Host`` (name and port).
        origin: The websocket's ``Origin`` header, when the client sent one.
        loopback: The server listens on loopback only.
        own_name: The host name given with ``--host``, answered as well.
    """
    host = urlsplit(f"//{host_header}").hostname or ""
    if loopback and not is_loopback(host) and host != own_name.lower():
        return (f"this paperboy answers only to localhost, not to '{host}' "
                "(a page from another site may not drive it)")
    if origin is not None and urlsplit(origin).netloc.lower() != host_header.lower():
        return "the game may be opened only from its own page, not from another site"
    return None


class PaperboyServer(Server):
    """textual-serve's server on an already bound socket, with paperboy's messages.

    The page's addresses come from the request, so they are right whatever name or
    address the browser used (textual-serve would write the bind address into the page,
    which is no use for 0.0.0.0).
    """

    def __init__(self, listening: Listening) -> None:
        super().__init__(app_command(), host=listening.address, port=listening.port, title="paperboy")
        self.listening = listening

    def _refuse(self, request: web.Request, websocket: bool) -> None:
        origin = request.headers.get("Origin") if websocket else None
        reason = request_refusal(request.host, origin, self.listening.loopback, self.listening.name)
        if reason is not None:
            raise web.HTTPForbidden(text=f"paperboy: {reason}\n")

    @aiohttp_jinja2.template("app_index.html")
    async def handle_index(self, request: web.Request) -> dict[str, Any]:
        self._refuse(request, websocket=False)
        base = f"{request.scheme}://{request.host}"
        socket_base = ("wss" if request.scheme == "https" else "ws") + f"://{request.host}"
        return {
            "font_size": to_int(request.query.get("fontsize", "16"), 16),
            "app_websocket_url": socket_base + str(request.app.router["websocket"].url_for()),
            "config": {"static": {"url": f"{base}/static/"}},
            "application": {"name": self.title},
        }

    async def handle_websocket(self, request: web.Request) -> web.WebSocketResponse:
        self._refuse(request, websocket=True)
        return await super().handle_websocket(request)

    async def on_startup(self, app: web.Application) -> None:
        out, warnings = start_lines(self.listening, data_dir())
        for line in out:
            print(line, flush=True)
        for line in warnings:
            print(line, file=sys.stderr, flush=True)

    def initialize_logging(self) -> None:
        super().initialize_logging()
        # When the server stops, asyncio reports tabs' apps that exit after its loop has
        # closed; they have been told to quit and do, so the warning only alarms.
        logging.getLogger("asyncio").setLevel(logging.ERROR)

    def serve(self, debug: bool = False) -> None:
        self.debug = debug
        self.initialize_logging()
        web.run_app(self._make_app(), sock=self.listening.sock, print=None, access_log=None,
                    shutdown_timeout=SHUTDOWN_S, handle_signals=True)


def serve_app(host: str, port: int) -> None:
    """Serve paperboy on ``host``:``port`` until Ctrl+C (or SIGTERM)."""
    listening = bind(host, port)
    path = child_pythonpath(os.environ.get("PYTHONPATH"))
    if path is not None:
        # textual-serve gives each tab's app a copy of this environment.
        os.environ["PYTHONPATH"] = path
    try:
        PaperboyServer(listening).serve()
    finally:
        listening.sock.close()
    print("paperboy: stopped serving.", flush=True)
