"""The client side of a room: a connection that keeps what the server last said.

Used by the terminal app's remote seat controller (``chemcards join``), by tests and by the load
test. It holds only what the server sent this seat: its view, legal actions and the events it may
see; it never has a state to leak.
"""

from __future__ import annotations

import asyncio
import contextlib
import socket
import time
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import urlsplit

from websockets.asyncio.client import ClientConnection, connect

from . import codec, schema
from .schema import Error, Lobby, Rejoin, ServerMessage, Update, Welcome

DEFAULT_PORT = 8765


def server_url(addr: str | None) -> str:
    """``HOST``, ``HOST:PORT`` or a ``ws://`` address as a websocket URL (default port 8765)."""
    addr = (addr or "127.0.0.1").strip()
    if "://" not in addr:
        addr = "ws://" + addr
    parts = urlsplit(addr)
    if parts.scheme not in ("ws", "wss") or not parts.hostname:
        raise ValueError(f"not a server address: {addr}")
    try:
        port = parts.port or DEFAULT_PORT
    except ValueError:
        raise ValueError(f"not a server address: {addr}") from None
    host = f"[{parts.hostname}]" if ":" in parts.hostname else parts.hostname
    return f"{parts.scheme}://{host}:{port}/"


def lan_address() -> str:
    """This machine's address on the local network, for the link a host shows (no packet is sent:
    a UDP socket is only pointed at a private address to learn which interface would be used)."""
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
            s.connect(("10.255.255.255", 1))
            return str(s.getsockname()[0])
    except OSError:
        return "127.0.0.1"


def room_link(url: str, code: str) -> str:
    """The link shown in the lobby and drawn as a QR code; ``chemcards join LINK`` accepts it."""
    return f"{url.rstrip('/')}/room/{code}"


def web_url(addr: str) -> str:
    """A web front's address (``chemcards web``), ``http(s)://HOST[:PORT]``, with one trailing slash."""
    parts = urlsplit(addr.strip())
    try:
        parts.port  # noqa: B018 - raises on a port that is not a number
    except ValueError:
        raise ValueError(f"not a web address: {addr}") from None
    if parts.scheme not in ("http", "https") or not parts.hostname:
        raise ValueError(f"not a web address: {addr} (say http://HOST:PORT)")
    return f"{parts.scheme}://{parts.netloc}/"


def web_room_link(web: str, code: str) -> str:
    """The http link of a room on a web front: a phone's browser opens it in the room's lobby."""
    return f"{web.rstrip('/')}/room/{code}"


def parse_link(text: str) -> tuple[str | None, str]:
    """``CODE`` or a room link: (server URL or None, code).

    A ``ws://``/``wss://`` link names the room server itself. An ``http://``/``https://`` link is a
    web front's (``chemcards web``, ``chemcards serve --web``) that a QR code shows; its room server
    is taken to be on the same host at the default port (``ws://HOST:8765``, ``wss`` for https),
    which is where ``serve --web`` puts it; ``--server`` names another one. Anything else is one
    ValueError sentence."""
    text = text.strip()
    # the code as the lobby shows it, in two groups of three ("933 973"), is the same code
    # (play-through 24, en 3: `chemcards join '933 973'` was refused)
    compact = "".join(text.split())
    if compact.isdigit() and len(compact) == 6:
        return None, compact
    parts = urlsplit(text)
    bits = [b for b in parts.path.split("/") if b]
    try:
        parts.port  # noqa: B018 - raises on a port that is not a number
    except ValueError:
        raise ValueError(f"not a room code or link: {text!r} (the port is not a number)") from None
    is_room = len(bits) == 2 and bits[0] == "room" and bits[1].isdigit() and len(bits[1]) == 6
    if is_room and parts.hostname and parts.scheme in ("ws", "wss"):
        return server_url(f"{parts.scheme}://{parts.netloc}"), bits[1]
    if is_room and parts.hostname and parts.scheme in ("http", "https"):
        scheme = "wss" if parts.scheme == "https" else "ws"
        host = f"[{parts.hostname}]" if ":" in parts.hostname else parts.hostname
        return server_url(f"{scheme}://{host}:{DEFAULT_PORT}"), bits[1]
    raise ValueError(f"not a room code or link: {text!r} (a code has six digits; a link looks like "
                     f"http://HOST:PORT/room/123456)")


@dataclass
class Seen:
    """What this seat knows: the last lobby, its seat and token, the view and the log."""

    code: str | None = None
    seat: int | None = None
    token: str | None = None
    host: bool = False
    #: the server processes this seat may come back to (from Welcome; its own first)
    servers: list[str] = field(default_factory=list)
    #: the web front beside the server (its http room links), if the server has one
    web: str = ""
    #: the last Welcome said this connection took the seat over from another one (schema.Welcome)
    took_over: bool = False
    lobby: Lobby | None = None
    update: Update | None = None
    #: when the last update arrived (monotonic): its ``seconds`` were the timer's left at that
    #: moment; no other message (a lobby when a seat drops or comes back) moves that moment (CC-21)
    update_at: float = 0.0
    #: the seat list of the last lobby or update, whichever came later: a lobby mid-game says who
    #: dropped or came back (CC-22), an update says who was substituted
    seat_infos: list[schema.SeatInfo] = field(default_factory=list)
    #: when that seat list arrived (monotonic): its ``back_within`` seconds count from then (CC-22)
    seat_infos_at: float = 0.0
    legal: list[str] = field(default_factory=list)
    events: list[Any] = field(default_factory=list)
    errors: list[Error] = field(default_factory=list)
    _view: tuple[Any, Any] = (None, None)

    @property
    def view(self) -> Any:
        """The game's view object of the last update, decoded when first asked for (a scripted
        client that only reads ``legal`` never pays for it)."""
        update = self.update
        if update is None:
            return None
        if self._view[0] is not update:
            self._view = (update, codec.decode(update.view))
        return self._view[1]

    def seconds_left(self, now: float | None = None) -> float | None:
        """CC-21: the seconds left on the referee's timer as the server counts them: the last
        update's ``seconds`` less the time since it arrived. None when no timer runs or the game
        is over (a finished game has no turn clock)."""
        update = self.update
        if update is None or update.seconds is None or update.over:
            return None
        now = time.monotonic() if now is None else now
        return max(0.0, update.seconds - (now - self.update_at))

    def back_within(self, seat: int, now: float | None = None) -> float | None:
        """CC-22: the seconds ``seat``'s person still has to come back before a marked computer
        plays their seat, as the server counts them: the last seat list's ``back_within`` less the
        time since it arrived; None when the seat waits for nobody."""
        if not self.offline(seat):
            return None
        left = self.seat_infos[seat].back_within
        if left is None:
            return None
        now = time.monotonic() if now is None else now
        return max(0.0, left - (now - self.seat_infos_at))

    def offline(self, seat: int) -> bool:
        """Whether ``seat`` is a person whose connection is gone (CC-22: the seat waits for them,
        until they come back or a computer substitute takes it)."""
        infos = self.seat_infos
        return 0 <= seat < len(infos) and infos[seat].kind == "human" and not infos[seat].connected


class RoomClient:
    def __init__(self, url: str) -> None:
        self.url = url
        self.ws: ClientConnection | None = None
        self.seen = Seen()
        self.inbox: asyncio.Queue[ServerMessage] = asyncio.Queue()
        self.raw: list[str] = []  # every message as received (tests read it for secrets)
        self._reader: asyncio.Task[None] | None = None
        self.closed = asyncio.Event()

    async def connect(self) -> RoomClient:
        self.ws = await connect(self.url, max_size=schema.MAX_SERVER_FRAME, open_timeout=5)
        self._reader = asyncio.create_task(self._read())
        return self

    async def close(self) -> None:
        if self.ws is not None:
            await self.ws.close()
        if self._reader is not None:
            await asyncio.gather(self._reader, return_exceptions=True)

    async def send(self, message: Any) -> None:
        assert self.ws is not None
        await self.ws.send(schema.encode(message).decode())

    async def send_raw(self, data: str | bytes) -> None:
        assert self.ws is not None
        await self.ws.send(data)

    async def _read(self) -> None:
        assert self.ws is not None
        try:
            async for raw in self.ws:
                text = raw if isinstance(raw, str) else raw.decode("utf-8", "replace")
                self.raw.append(text)
                try:
                    msg = schema.decode_server(text)
                except schema.BadMessage:
                    continue
                self._note(msg)
                await self.inbox.put(msg)
        except Exception:
            pass
        finally:
            self.closed.set()

    def _note(self, msg: ServerMessage) -> None:
        seen = self.seen
        if isinstance(msg, Welcome):
            seen.code, seen.seat, seen.token, seen.host = msg.code, msg.seat, msg.token, msg.host
            if msg.servers:
                seen.servers = list(msg.servers)
            seen.web = msg.web
            seen.took_over = msg.took_over
        elif isinstance(msg, Lobby):
            seen.lobby = msg
            seen.seat_infos = list(msg.seats)
            seen.seat_infos_at = time.monotonic()
        elif isinstance(msg, Update):
            seen.update = msg
            seen.update_at = time.monotonic()
            seen.seat_infos = list(msg.seats)
            seen.seat_infos_at = seen.update_at
            seen.legal = list(msg.legal)
            # events that would leave a gap (an update meant for the connection this one took
            # the seat from) are not placed: the whole log follows (play-through 13, zh 2: a
            # draw shown twice in the log of the window that took a running seat over)
            if msg.first <= len(seen.events):
                del seen.events[msg.first:]
                seen.events.extend(codec.decode(e) for e in msg.events)
        elif isinstance(msg, Error):
            seen.errors.append(msg)

    async def next(self, kind: type | tuple[type, ...], timeout: float = 10.0) -> Any:
        """The next message of ``kind``, skipping others."""
        async with asyncio.timeout(timeout):
            while True:
                msg = await self.inbox.get()
                if isinstance(msg, kind):
                    return msg

    async def request(self, message: Any, timeout: float = 10.0) -> Error | None:
        """Send and wait for the direct answer: an error, or None once the server has moved (the
        next lobby/update/welcome arrives). Used by scripted clients and tests."""
        self.drain()
        await self.send(message)
        reply = await self.next((Error, Welcome, Lobby, Update, schema.Pong, schema.Waiting), timeout)
        return reply if isinstance(reply, Error) else None

    def candidates(self) -> list[str]:
        """Where to look for this seat after a drop: the address it used, then every other server
        process the last Welcome named (a cluster's live processes), each once."""
        out = [self.url]
        for addr in self.seen.servers:
            try:
                url = server_url(addr)
            except ValueError:
                continue
            if url not in out:
                out.append(url)
        return out

    async def reconnect(self, seconds: float = 90.0, pause: float = 1.0) -> RoomClient | Error | None:
        """CC-22: back to this seat with its token after the connection dropped, trying the
        address used first and then the other servers from Welcome (its process may have died:
        another one takes the room over from the shared store). A connected, rejoined client; the
        server's refusal when the seat is gone for good (a substitute took it, a bad token); None
        when no server took us back within ``seconds``."""
        seen = self.seen
        if not seen.code or not seen.token:
            return None
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            for url in self.candidates():
                try:
                    fresh = await RoomClient(url).connect()
                except Exception:  # refused, reset, a half-started server: the next one
                    continue
                fresh.seen = seen
                try:
                    reply = await fresh.request(Rejoin(code=seen.code, token=seen.token), timeout=5.0)
                except TimeoutError:  # no answer (closed at once, 1012): the next one
                    reply = False
                if reply is None:
                    return fresh
                with contextlib.suppress(Exception):
                    await fresh.close()
                if reply and reply.key in ("bad_token", "seat_substituted"):
                    return reply
            await asyncio.sleep(pause)
        return None

    def drain(self) -> None:
        while not self.inbox.empty():
            self.inbox.get_nowait()
