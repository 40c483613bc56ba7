"""The web server behind ``chemcards web``: each browser tab gets its own chemcards app process.

textual-serve's ``AppService`` does the real work: it starts the app with Textual's web driver and
relays the screen to xterm.js in the page and keys, clicks and taps back. We use it but not its
``Server``, because the game needs things that server cannot give:

- our own page: a title and an icon, a phone's viewport and a font size that fits ~45 columns on
  a phone, and no font fetched from elsewhere (a phone on a LAN without internet still works);
- each browser its own settings and saved games: a random cookie names a folder, and the app
  process gets that folder as its XDG config and data home. Another browser's saves are therefore
  never listed, resumed or overwritten (hidden hands stay hidden);
- a WebSocket only from a page this server served (the Origin must match the Host), so a foreign
  web page open in the same browser cannot drive a game;
- a cap on app processes, since each one is a real process on this computer.

Imports neither Textual nor Rich: the server relays bytes; the app runs in its own process.
"""

from __future__ import annotations

import asyncio
import contextlib
import ipaddress
import re
import secrets
import shlex
import socket
import sys
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path
from string import Template
from typing import Any
from urllib.parse import urlsplit

from aiohttp import WSMsgType, web

from chemcards.i18n import LANGS, ui

COOKIE = "chemcards_browser"
_BROWSER_ID = re.compile(r"[0-9a-f]{32}")
#: a year: the cookie only names the folder of this browser's settings and saves
COOKIE_AGE = 365 * 24 * 3600
DEFAULT_PORT = 8000
DEFAULT_MAX_APPS = 16
#: textual.js sends these envelopes; anything else from a socket is dropped
_ENVELOPES = frozenset({"stdin", "resize", "ping", "blur", "focus"})


def is_loopback(host: str) -> bool:
    """Whether ``host`` only reaches this computer (``localhost``, 127.0.0.0/8, ``::1``)."""
    if host.strip().lower() == "localhost":
        return True
    try:
        return ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:
        return False


def exposure_warning(host: str, port: int, home: Path, lang: str = "en") -> str:
    """What serving beyond this computer exposes; printed before the server starts (docs/web.md),
    in the command's language."""
    return ui("exposure_warning", lang, address=f"{host}:{port}", home=str(home), max_apps="--max-apps")


#: a room code in a link: six digits, nothing else (issue 16 item 4)
ROOM_CODE = re.compile(r"[0-9]{6}")
DEFAULT_ROOMS = "ws://127.0.0.1:8765/"


def app_command(lang: str | None, room: tuple[str, str, str] | None = None) -> str:
    """The shell command textual-serve runs for one browser: this Python's chemcards launcher, or
    with ``room`` = (code, room server, this web front) ``chemcards join CODE --server …`` so a
    room link opens straight in that room's lobby, showing the http link of this front."""
    words = [sys.executable, "-m", "chemcards"]
    if room is not None:
        code, rooms, front = room
        words += ["join", code, "--server", rooms, "--web", front]
    if lang:
        words += ["--lang", lang]
    return " ".join(shlex.quote(w) for w in words)


def lan_address() -> str | None:
    """This computer's address on its local network (no packet is sent: a UDP socket is only
    pointed at a documentation address to learn which interface would be used)."""
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
            probe.connect(("192.0.2.1", 9))
            address = str(probe.getsockname()[0])
    except OSError:
        return None
    return None if address.startswith("127.") else address


def browser_lang(accept_language: str) -> str | None:
    """The first of our languages the browser asks for (``Accept-Language``), if any."""
    for part in accept_language.split(","):
        code = part.split(";")[0].strip().lower()[:2]
        if code in LANGS:
            return code
    return None


@dataclass
class WebServer:
    """One ``chemcards web`` server: its page, its sockets, and the app processes it started."""

    home: Path
    max_apps: int = DEFAULT_MAX_APPS
    #: the room server a ``/room/<code>`` link joins (``--rooms``; None: DEFAULT_ROOMS). When
    #: given, the launcher's Online screen in every browser hosts and joins there too
    rooms: str | None = None
    #: one entry per open socket (its slot under --max-apps), and the app services running
    apps: set[object] = field(default_factory=set)
    services: set[Any] = field(default_factory=set)

    # -- the page ------------------------------------------------------------------------------------
    def browser_dir(self, browser: str) -> Path:
        return self.home / "browsers" / browser

    def _browser_of(self, request: web.Request) -> str | None:
        value = request.cookies.get(COOKIE, "")
        return value if _BROWSER_ID.fullmatch(value) else None

    def _lang_of(self, request: web.Request, browser: str | None) -> str:
        """The language the browser's own settings name, else the one the browser asks for."""
        if browser is not None:
            from chemcards.tui.settings import SETTINGS_FILE, load_settings

            path = self.browser_dir(browser) / "config" / "chemcards" / SETTINGS_FILE
            if path.exists():
                return load_settings(path).lang
        return browser_lang(request.headers.get("Accept-Language", "")) or "en"

    async def page(self, request: web.Request) -> web.Response:
        return self._page(request, "/ws")

    async def room_page(self, request: web.Request) -> web.Response:
        """``/room/<code>``: the app straight in that room's lobby. A code that is not six digits
        gets one clear line and starts nothing; an unknown code is told by the room server in the
        app (only it knows its rooms)."""
        code = request.match_info["code"]
        if not ROOM_CODE.fullmatch(code):
            lang = self._lang_of(request, self._browser_of(request))
            raise web.HTTPNotFound(text=ui("web_bad_room", lang, code=code[:20]) + "\n")
        return self._page(request, f"/ws/room/{code}")

    def _page(self, request: web.Request, socket_path: str) -> web.Response:
        browser = self._browser_of(request)
        lang = self._lang_of(request, browser)
        template = Template((resources.files("chemcards.web") / "page.html").read_text(encoding="utf-8"))
        html = template.substitute(
            lang=lang, title=ui("web_title", lang), ended=ui("web_ended", lang),
            restart=ui("web_restart", lang), socket_path=socket_path,
        )
        response = web.Response(text=html, content_type="text/html")
        response.headers["Cache-Control"] = "no-store"
        if browser is None:
            response.set_cookie(COOKIE, secrets.token_hex(16), max_age=COOKIE_AGE, httponly=True,
                                samesite="Strict", path="/")
        return response

    async def icon(self, request: web.Request) -> web.Response:
        svg = (resources.files("chemcards.web") / "icon.svg").read_bytes()
        return web.Response(body=svg, content_type="image/svg+xml",
                            headers={"Cache-Control": "max-age=86400"})

    # -- the socket ----------------------------------------------------------------------------------
    def _same_origin(self, request: web.Request) -> bool:
        origin = request.headers.get("Origin")
        if origin is None:  # not a browser: no page of someone else's can be behind it
            return True
        return urlsplit(origin).netloc.lower() == request.host.lower()

    async def socket(self, request: web.Request) -> web.StreamResponse:
        if not self._same_origin(request):
            raise web.HTTPForbidden(text="chemcards: this socket only serves the page it came from\n")
        if len(self.apps) >= self.max_apps:
            raise web.HTTPServiceUnavailable(text="chemcards: too many open games on this server\n")
        slot = object()  # taken before the first await, so two tabs at once cannot both pass the cap
        self.apps.add(slot)
        try:
            return await self._serve_socket(request)
        finally:
            self.apps.discard(slot)

    async def _serve_socket(self, request: web.Request) -> web.WebSocketResponse:
        room: tuple[str, str, str] | None = None
        code = request.match_info.get("code")
        if code is not None:
            if not ROOM_CODE.fullmatch(code):
                raise web.HTTPNotFound(text="chemcards: a room code has six digits\n")
            room = (code, self.rooms or DEFAULT_ROOMS, self._front(request))
        browser = self._browser_of(request)
        env: dict[str, str] = {}
        temporary = browser is None
        if browser is not None:
            base = self.browser_dir(browser)
            base.mkdir(parents=True, exist_ok=True)
            env = {"XDG_CONFIG_HOME": str(base / "config"), "XDG_DATA_HOME": str(base / "data")}
        else:  # no cookie (blocked): a folder of its own for this one visit
            import tempfile

            base = Path(tempfile.mkdtemp(prefix="chemcards-web-"))
            env = {"XDG_CONFIG_HOME": str(base / "config"), "XDG_DATA_HOME": str(base / "data")}
        known_lang = (base / "config" / "chemcards" / "settings.json").exists()
        lang = None if known_lang else browser_lang(request.headers.get("Accept-Language", ""))
        width = _int(request.query.get("width"), 80, 10, 500)
        height = _int(request.query.get("height"), 24, 5, 300)

        if self.rooms is not None:  # read by the Online screen (chemcards/tui/online.py)
            env.update(CHEMCARDS_ROOMS=self.rooms, CHEMCARDS_WEB=self._front(request))
        ws = web.WebSocketResponse(heartbeat=15, max_msg_size=1 << 16)
        await ws.prepare(request)
        service = _app_service(app_command(lang, room), env, ws)
        self.services.add(service)
        try:
            await service.start(width, height)
            await _relay(ws, service)
        finally:
            self.services.discard(service)
            await service.stop()
            await ws.close()
            if temporary:  # a visit without a cookie keeps nothing once its tab is gone
                import shutil

                shutil.rmtree(base, ignore_errors=True)
        return ws

    def _front(self, request: web.Request) -> str:
        """This web front as the browser reached it: what room links on it start with."""
        return f"{request.scheme}://{request.host}/"

    def make_app(self) -> web.Application:
        static = resources.files("textual_serve") / "static"
        app = web.Application()
        app.add_routes([
            web.get("/", self.page),
            web.get("/favicon.svg", self.icon),
            web.get("/favicon.ico", self.icon),
            web.get("/ws", self.socket),
            web.get("/room/{code}", self.room_page),
            web.get("/ws/room/{code}", self.socket),
            web.static("/static", Path(str(static))),
        ])
        return app


def _int(text: str | None, default: int, low: int, high: int) -> int:
    try:
        return max(low, min(high, int(text or "")))
    except ValueError:
        return default


def _app_service(command: str, env: dict[str, str], ws: web.WebSocketResponse) -> Any:
    """textual-serve's AppService with this browser's folders in the app's environment."""
    from textual_serve.app_service import AppService
    from textual_serve.download_manager import DownloadManager

    class _Service(AppService):  # type: ignore[misc]
        def _build_environment(self, width: int = 80, height: int = 24) -> dict[str, str]:
            environment: dict[str, str] = super()._build_environment(width=width, height=height)
            environment.update(env)
            return environment

    return _Service(command, write_bytes=ws.send_bytes, write_str=ws.send_str, close=ws.close,
                    download_manager=DownloadManager())


async def _relay(ws: web.WebSocketResponse, service: Any) -> None:
    """Browser to app: keys and clicks as bytes, a resize as meta. A malformed envelope is dropped
    (it is a network message we did not ask for, and must change nothing)."""
    async for message in ws:
        if message.type != WSMsgType.TEXT:
            continue
        try:
            envelope = message.json()
        except ValueError:
            continue
        if not (isinstance(envelope, list) and envelope and envelope[0] in _ENVELOPES):
            continue
        kind, data = envelope[0], envelope[1] if len(envelope) > 1 else None
        if kind == "stdin" and isinstance(data, str):
            await service.send_bytes(data.encode("utf-8"))
        elif kind == "resize" and isinstance(data, dict):
            width, height = data.get("width"), data.get("height")
            if isinstance(width, int) and isinstance(height, int) and 0 < width <= 500 and 0 < height <= 300:
                await service.set_terminal_size(width, height)
        elif kind == "ping" and isinstance(data, str):
            await ws.send_json(["pong", data])
        elif kind == "blur":
            await service.blur()
        elif kind == "focus":
            await service.focus()


async def serve(host: str, port: int, home: Path, *, max_apps: int = DEFAULT_MAX_APPS,
                rooms: str | None = None,
                ready: Callable[[str], Awaitable[None] | None] | None = None) -> None:
    """Serve until cancelled; ``ready`` gets the URL once the port is open (port 0: a free one)."""
    server = WebServer(home, max_apps=max_apps, rooms=rooms)
    runner = web.AppRunner(server.make_app(), access_log=None, handle_signals=False)
    await runner.setup()
    site = web.TCPSite(runner, host, port, reuse_address=True)
    try:
        await site.start()
        bound = _bound_port(site) or port
        shown = f"[{host}]" if ":" in host else host
        if ready is not None:
            result = ready(f"http://{shown}:{bound}/")
            if asyncio.iscoroutine(result):
                await result
        await asyncio.Event().wait()
    finally:
        for service in list(server.services):
            with contextlib.suppress(Exception):
                await service.stop()
        await runner.cleanup()


def _bound_port(site: web.TCPSite) -> int | None:
    server = site._server  # aiohttp keeps the asyncio server here; the only way to learn port 0
    for sock in getattr(server, "sockets", None) or ():
        if sock.family in (socket.AF_INET, socket.AF_INET6):
            return int(sock.getsockname()[1])
    return None


def default_home() -> Path:
    from chemcards.tui.settings import data_dir

    return data_dir() / "web"


__all__ = ["DEFAULT_PORT", "WebServer", "default_home", "exposure_warning", "is_loopback", "serve"]
