"""The room server: ``chemcards serve``. asyncio + websockets, one coroutine per connection.

Each connection is bound to at most one seat of one room, by joining (a new token) or rejoining
(the token got then). Every message is checked against ``schema`` first; whatever is refused gets
one ``error`` reply and leaves every room as it was. Join attempts by code are rate-limited per
address so codes cannot be enumerated; idle rooms expire.
"""

from __future__ import annotations

import asyncio
import contextlib
import secrets
import time
from collections import deque
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from chemcards.core.protocol import SetupError
from chemcards.core.registry import UnknownGame, get_game

from . import schema
from .rooms import Refused, Room, Timing, new_code
from .schema import Error, Pong, Waiting
from .store import Store


class RateLimiter:
    """A token bucket per key (a client address) for *failed* join attempts (a code with no room,
    a wrong token): ``burst`` at once, then ``rate`` per second. With the defaults an address gets
    10 misses, then one every 6 s: finding one of a million codes would take months. Joins that
    succeed cost nothing, so a class behind one router can all join; an address out of budget is
    refused even with a right code, so guessing cannot hide among good joins."""

    def __init__(self, rate: float = 1 / 6, burst: int = 10,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.rate = rate
        self.burst = burst
        self.clock = clock
        self._buckets: dict[str, tuple[float, float]] = {}

    def _tokens(self, key: str) -> float:
        now = self.clock()
        tokens, last = self._buckets.get(key, (float(self.burst), now))
        tokens = min(float(self.burst), tokens + (now - last) * self.rate)
        self._buckets[key] = (tokens, now)
        return tokens

    def allow(self, key: str) -> bool:
        """May this address try to join now?"""
        return self._tokens(key) >= 1.0

    def failed(self, key: str) -> None:
        """A miss: one attempt spent."""
        tokens = self._tokens(key)
        self._buckets[key] = (tokens - 1.0, self.clock())
        if len(self._buckets) > 100_000:  # forget full buckets so the table cannot grow without end
            self._buckets = {k: v for k, v in self._buckets.items() if v[0] < self.burst}


@dataclass
class Client:
    """One connection: which room and seat it speaks for, once it has one."""

    ws: Any
    address: str
    room: Room | None = None
    seat: int | None = None
    quick: tuple[str, int] | None = None
    recent: deque[float] = field(default_factory=deque)
    #: a room owned by another server process: this connection's messages are relayed there
    relayed: str | None = None
    cid: str = field(default_factory=lambda: secrets.token_hex(8))

    async def send(self, data: bytes) -> None:
        await self.ws.send(data.decode())

    async def close(self) -> None:
        """Its seat was taken over by a newer connection with the same token (``Room.rejoin``):
        this connection speaks for nothing any more."""
        self.room = self.seat = None
        await self.ws.close(4000, "seat taken over")


#: messages per second one connection may send before the surplus is refused
FLOOD_LIMIT = 40


class RoomServer:
    def __init__(self, store: Store, *, timing: Timing | None = None, limiter: RateLimiter | None = None,
                 public_host: str | None = None, flood_limit: int = FLOOD_LIMIT,
                 compress: bool = False) -> None:
        self.store = store
        #: permessage-deflate: off by default. An update is 1-3 KB; compressing it for every seat
        #: after every action was a tenth of the server's time per action, and each compressing
        #: connection holds its own zlib state (websockets: ~70 KiB each). ``--compress`` for a
        #: server whose players sit behind slow links.
        self.compress = compress
        self.flood_limit = flood_limit
        self.timing = timing or Timing()
        self.limiter = limiter or RateLimiter()
        self.rooms: dict[str, Room] = {}
        self.waiting: dict[tuple[str, int], list[Client]] = {}
        self.public_host = public_host
        #: the address clients reach this process at (``start``; ``--advertise``)
        self.address = ""
        #: the web front serving this server's rooms to browsers (``serve --web``), or ""
        self.web = ""
        self.server: Server | None = None
        self._sweeper: asyncio.Task[None] | None = None
        self._stopped = False
        #: with a Redis store: the other processes, the relayed connections here, and the
        #: connections of other processes to rooms owned here, by (process, connection id)
        self.cluster: Any = None
        self.relayed: dict[str, Client] = {}
        self.remote: dict[tuple[str, str], Client] = {}
        self._background: set[asyncio.Future[Any]] = set()
        #: a lock per room being taken over, with how many wait on it
        self._takeovers: dict[str, tuple[asyncio.Lock, list[int]]] = {}

    # -- lifetime --------------------------------------------------------------------------------
    async def restore(self) -> list[str]:
        """Rooms from the store, their matches replayed (a restart loses no running game)."""
        problems = []
        for code in await self.store.codes():
            data = await self.store.load(code)
            if not data or "game" not in data:
                await self.store.delete(code)
                continue
            try:
                room = Room.restore(data, store=self.store, timing=self.timing, on_close=self._closed,
                                    servers=self.servers, web=self.web_front)
            except ValueError as exc:
                problems.append(str(exc))
                continue
            self.rooms[code] = room
            room.resume()
        return problems

    async def start(self, host: str = "127.0.0.1", port: int = 0, advertise: str | None = None) -> int:
        """Resume the stored rooms, then listen. ``advertise`` is the address clients are told to
        come back to (default: ``host`` and the bound port; this machine's LAN address for 0.0.0.0)."""
        if type(self.store).__name__ == "RedisStore":  # no import of redis for the other stores
            from .redis_store import Cluster, RedisStore

            assert isinstance(self.store, RedisStore)
            self.cluster = Cluster(self.store, self._from_cluster, beat=self._watch_relayed)
            await self.cluster.start()
        await self.restore()
        self.server = await serve(self.handle, host, port, max_size=schema.MAX_FRAME,
                                  ping_interval=20, ping_timeout=20,
                                  compression="deflate" if self.compress else None)
        sock = next(iter(self.server.sockets))
        bound = int(sock.getsockname()[1])
        if advertise:
            self.address = advertise
        else:
            from .client import lan_address, server_url

            shown = lan_address() if host in ("0.0.0.0", "::", "") else host
            self.address = server_url(f"[{shown}]:{bound}" if ":" in shown else f"{shown}:{bound}")
        if self.cluster is not None:
            await self.cluster.register(self.address)
        self._sweeper = asyncio.create_task(self._sweep())
        return bound

    def web_front(self) -> str:
        return self.web

    async def servers(self) -> list[str]:
        """The addresses a client may come back to: every live process with Redis (read from the
        registry now, so a process started a moment ago is among them), else this one."""
        if self.cluster is not None:
            return await self.cluster.live()
        return [self.address] if self.address else []

    async def stop(self) -> None:
        """Stop serving; every room is stored as it stands (a restart resumes it). A second call
        does nothing: the store is closed by then (a test's ``finally`` stops a server twice)."""
        if self._stopped:
            return
        self._stopped = True
        if self._sweeper is not None:
            self._sweeper.cancel()
        if self.server is not None:
            self.server.close()
            await self.server.wait_closed()
        for room in list(self.rooms.values()):
            room.halt()  # the store keeps them: a restart resumes them
        for room in list(self.rooms.values()):
            await room.flush()
        if self.cluster is not None:
            await self.cluster.stop()
        await self.store.close()

    async def _sweep(self) -> None:
        while True:
            await asyncio.sleep(min(30.0, self.timing.idle / 4))
            now = time.monotonic()
            for room in list(self.rooms.values()):
                if room.expired(now):
                    async with room.lock:
                        await room.close()

    async def _closed(self, room: Room) -> None:
        self.rooms.pop(room.code, None)
        if self.cluster is not None:
            await self.cluster.release(room.code)

    # -- one connection --------------------------------------------------------------------------
    async def handle(self, ws: ServerConnection) -> None:
        peer = ws.remote_address[0] if ws.remote_address else "?"
        client = Client(ws, str(peer))
        try:
            async for raw in ws:
                reply = await self.receive(client, raw)
                if reply is not None:
                    await ws.send(schema.encode(reply).decode())
        except ConnectionClosed:
            pass
        finally:
            self._gone(client)

    def _gone(self, client: Client) -> None:
        if client.relayed is not None and self.cluster is not None:
            self.relayed.pop(client.cid, None)
            code = client.relayed
            task = asyncio.ensure_future(self.cluster.to_owner(code, {"cid": client.cid, "gone": True}))
            self._background.add(task)
            task.add_done_callback(self._background.discard)
            return
        if client.quick is not None:
            queue = self.waiting.get(client.quick, [])
            if client in queue:
                queue.remove(client)
        if client.room is not None and client.seat is not None:
            client.room.dropped(client.seat, client)

    async def receive(self, client: Client, raw: str | bytes) -> Any:
        """One message in; the reply to send back (an error), or None when the room answered."""
        now = time.monotonic()
        client.recent.append(now)
        while client.recent and now - client.recent[0] > 1.0:
            client.recent.popleft()
        if len(client.recent) > self.flood_limit:
            return Error(key="flood", text="too many messages; slow down")
        try:
            msg = schema.decode_client(raw)
        except schema.BadMessage as exc:
            return Error(key="bad_message", text=str(exc))
        if client.relayed is not None:
            return await self._relay(client, raw)
        try:
            return await self.dispatch(client, msg)
        except Refused as exc:
            return exc.message()

    async def dispatch(self, client: Client, msg: Any) -> Any:
        if isinstance(msg, schema.Ping):
            return Pong()
        seated = client.room is not None or client.quick is not None
        if seated and isinstance(msg, (schema.Create, schema.Join, schema.Rejoin, schema.Quick)):
            raise Refused("already_seated", "this connection already has a seat")
        if isinstance(msg, schema.Create):
            return await self._create(client, msg)
        if isinstance(msg, (schema.Join, schema.Rejoin)):
            if not self.limiter.allow(client.address):
                raise Refused("rate_limited", "too many attempts to join; wait a little")
            room = self.rooms.get(msg.code)
            if (room is None or room.closed) and self.cluster is not None:
                room, elsewhere = await self._cluster_room(msg.code)
                if elsewhere:  # owned by a live process elsewhere: relay this connection there
                    client.relayed = msg.code
                    self.relayed[client.cid] = client
                    return await self._relay(client, schema.encode(msg))
            if room is None or room.closed or (isinstance(msg, schema.Join) and room.quick):
                self.limiter.failed(client.address)
                raise Refused("no_room", f"there is no room {msg.code}")
            async with room.lock:
                if isinstance(msg, schema.Join):
                    seat, _ = await room.take_seat(client)
                else:
                    try:
                        seat = await room.rejoin(client, msg.token)
                    except Refused as exc:
                        if exc.key == "bad_token":
                            self.limiter.failed(client.address)
                        raise
            client.room, client.seat = room, seat
            return None
        if isinstance(msg, schema.Quick):
            return await self._quick(client, msg)
        room, seat = client.room, client.seat
        if room is None or seat is None:
            raise Refused("no_seat", "join a room first")
        async with room.lock:
            if room.closed:
                raise Refused("no_room", "this room is closed")
            if room.conns.get(seat) is not client:
                raise Refused("no_seat", "this connection no longer holds its seat")
            if isinstance(msg, schema.Ready):
                await room.set_ready(seat, msg.ready)
            elif isinstance(msg, schema.Fill):
                await room.fill(seat, msg.seat, msg.level)
            elif isinstance(msg, schema.Start):
                await room.start(seat)
            elif isinstance(msg, schema.Act):
                await room.act(seat, msg.action)
            elif isinstance(msg, schema.PlayOut):
                await room.play_out(seat)
            elif isinstance(msg, schema.Leave):
                await room.leave(seat)
                client.room = client.seat = None
        return None

    def _game(self, game_id: str, players: int) -> Any:
        try:
            game = get_game(game_id)
        except UnknownGame:
            raise Refused("unknown_game", f"there is no game {game_id!r}") from None
        try:
            game.check_players(players)
        except ValueError as exc:
            raise Refused("bad_players", str(exc)) from None
        return game

    async def _new_room(self, game: Any, players: int, options: dict[str, Any], quick: bool) -> Room:
        for _ in range(50):
            code = new_code()
            if code not in self.rooms and await self.store.claim(code):
                if self.cluster is not None:
                    await self.cluster.own(code)
                room = Room(code, game, players, options, store=self.store, timing=self.timing, quick=quick,
                            on_close=self._closed, servers=self.servers, web=self.web_front)
                self.rooms[code] = room
                return room
        raise Refused("server_full", "no free room code; try again later")

    async def _create(self, client: Client, msg: schema.Create) -> None:
        game = self._game(msg.game, msg.players)
        known = {o.key: o for o in game.options()}
        options: dict[str, Any] = {}
        for key, value in msg.options.items():
            # only the listed choices: an option value never names a file on the server
            if key not in known or value not in known[key].values():
                raise Refused("bad_option", f"option {key} cannot be {value!r}",
                              {"option": key, "value": value})
            options[key] = value
        # the game judges the whole table before a room exists: a room that could never start
        # (competitive mode for five, CK-2) is refused in one line (play-through 17 en 11)
        try:
            options = game.resolve_options(options)
            game.check_setup(options, msg.players)
        except SetupError as exc:
            raise Refused(exc.key, str(exc), exc.params) from None
        except ValueError as exc:
            raise Refused("bad_setup", str(exc)) from None
        room = await self._new_room(game, msg.players, options, quick=False)
        async with room.lock:
            seat, _ = await room.take_seat(client)
        client.room, client.seat = room, seat

    async def _quick(self, client: Client, msg: schema.Quick) -> Any:
        """Strangers who asked for the same game and count sit down together, people only."""
        game = self._game(msg.game, msg.players)
        key = (game.id, msg.players)
        queue = self.waiting.setdefault(key, [])
        queue.append(client)
        client.quick = key
        if len(queue) < msg.players:
            for other in queue:
                with contextlib.suppress(ConnectionClosed):
                    await other.ws.send(schema.encode(Waiting(game=game.id, players=msg.players,
                                                              waiting=len(queue))).decode())
            return None
        group, self.waiting[key] = queue[:msg.players], queue[msg.players:]
        room = await self._new_room(game, msg.players, game.resolve_options({}), quick=True)
        async with room.lock:
            for member in group:
                member.quick = None
                seat, _ = await room.take_seat(member)
                member.room, member.seat = room, seat
                room.slots[seat].ready = True
            await room.start(None)
        return None


    # -- several processes (Redis) --------------------------------------------------------------
    async def _cluster_room(self, code: str) -> tuple[Room | None, bool]:
        """A room another process may own: ``(None, True)`` when that process is alive (relay to
        it); else the room taken over here, replayed from its record (its owner died, or nobody
        had it), or ``(None, False)`` when there is no such room. One take-over per room at a
        time: two players rejoining at once must not get two copies of the match."""
        entry = self._takeovers.setdefault(code, (asyncio.Lock(), [0]))
        entry[1][0] += 1
        try:
            async with entry[0]:
                return await self._take_over(code)
        finally:
            entry[1][0] -= 1
            if not entry[1][0] and self._takeovers.get(code) is entry:
                del self._takeovers[code]  # nobody waits: a guessed code leaves nothing behind

    async def _take_over(self, code: str) -> tuple[Room | None, bool]:
        assert self.cluster is not None
        if code in self.rooms and not self.rooms[code].closed and code in self.cluster.owned:
            return self.rooms[code], False
        if not await self.store.load(code):
            return None, False
        owner = await self.cluster.owner(code)
        elsewhere = owner is not None and owner != self.cluster.me
        if elsewhere and await self.cluster.alive(code):
            return None, True
        if not await self.cluster.own(code, force=elsewhere):
            return None, True  # another process took it over just now
        data = await self.store.load(code)  # read once the lease is ours: the last stored action
        if not data or "game" not in data:
            await self.cluster.release(code)
            return None, False
        if code in self.rooms and not self.rooms[code].closed:
            return self.rooms[code], False
        try:
            room = Room.restore(data, store=self.store, timing=self.timing, on_close=self._closed,
                                servers=self.servers, web=self.web_front)
        except ValueError:
            await self.cluster.release(code)
            return None, False
        self.rooms[code] = room
        room.resume()
        # connections here that were relayed to the dead owner: they rejoin, now without a relay
        for other in [c for c in self.relayed.values() if c.relayed == code]:
            self.relayed.pop(other.cid, None)
            other.relayed = None
            with contextlib.suppress(Exception):
                await other.ws.close(1012, "the room moved to this server: rejoin")
        return room, False

    async def _relay(self, client: Client, raw: str | bytes) -> Any:
        """Send a message of a relayed connection to the room's owner; if it is gone, take the room
        over here and ask the client to rejoin (close code 1012: the service restarts)."""
        assert self.cluster is not None and client.relayed is not None
        text = raw.decode() if isinstance(raw, bytes) else raw
        if await self.cluster.to_owner(client.relayed, {"cid": client.cid, "addr": client.address,
                                                        "raw": text}):
            return None
        await self._cluster_room(client.relayed)  # closes this connection too: it rejoins
        return None

    async def _watch_relayed(self) -> None:
        """On every heartbeat: a room that connections here are relayed to, whose owner no longer
        listens (killed), is taken over now, and those connections are asked to rejoin (1012) —
        without waiting for one of them to speak."""
        assert self.cluster is not None
        for code in {c.relayed for c in list(self.relayed.values()) if c.relayed is not None}:
            if not await self.cluster.alive(code):
                await self._cluster_room(code)

    async def _from_cluster(self, kind: str, name: str, payload: dict[str, Any]) -> None:
        """A relayed message: to a room owned here (``room``), or an answer for a connection
        relayed from here (``proc``)."""
        if kind == "proc":
            client = self.relayed.get(str(payload.get("cid")))
            if client is None:
                return
            if "data" in payload:
                with contextlib.suppress(ConnectionClosed):
                    await client.ws.send(str(payload["data"]))
            return
        if kind != "room" or payload.get("probe"):
            return
        key = (str(payload.get("from")), str(payload.get("cid")))
        if payload.get("gone"):
            gone = self.remote.pop(key, None)
            if gone is not None:
                self._gone(gone)
            return
        raw = payload.get("raw")
        if not isinstance(raw, str):
            return
        remote = self.remote.get(key)
        if remote is None:
            remote = Client(_RelaySocket(self, key), str(payload.get("addr", "?")))
            self.remote[key] = remote
        reply = await self.receive(remote, raw)
        if reply is not None:
            await remote.ws.send(schema.encode(reply).decode())


class _RelaySocket:
    """The websocket of a connection that reached another process: sending publishes to it."""

    def __init__(self, server: RoomServer, key: tuple[str, str]) -> None:
        self.server = server
        self.proc, self.cid = key

    async def send(self, text: str) -> None:
        assert self.server.cluster is not None
        await self.server.cluster.to_proc(self.proc, {"cid": self.cid, "data": text})

    async def close(self, code: int = 1000, reason: str = "") -> None:
        return None


async def run_server(store: Store, host: str, port: int, *, timing: Timing | None = None,
                     ready: Callable[[int], None] | None = None, advertise: str | None = None,
                     compress: bool = False,
                     beside: Callable[[RoomServer, int], Awaitable[None]] | None = None) -> None:
    """Serve until cancelled (Ctrl+C). ``beside(server, port)`` runs in the same loop once the
    rooms listen (``serve --web``: the web front)."""
    server = RoomServer(store, timing=timing, compress=compress)
    bound = await server.start(host, port, advertise)
    if ready is not None:
        ready(bound)
    if beside is not None:
        try:
            await beside(server, bound)
        finally:
            await server.stop()
        return
    try:
        await asyncio.Future()
    finally:
        await server.stop()
