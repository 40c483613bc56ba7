"""Rooms in Redis, for several server processes (``chemcards serve --store redis://HOST:PORT/DB``).

The store part keeps each room's JSON document (seats, token hashes, match record) under
``chemcards:room:CODE`` with an idle expiry. The cluster part lets any process serve any room: one
process owns a room (a lease key it renews) and runs its match; another process that a player
happens to reach relays that player's messages to the owner over pub/sub and the owner's answers
back. If the owner dies (``kill -9``), nobody receives the relayed message any more (PUBLISH
counts 0 receivers); the process that noticed takes the lease, replays the room from its record
and the players rejoin it with their tokens.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import secrets
from collections.abc import Awaitable, Callable
from typing import Any

import redis.asyncio as aioredis
from redis.exceptions import RedisError

from .store import Store, StoreError, dump

PREFIX = "chemcards:"
#: a room document untouched this long expires (matches the server's idle expiry)
ROOM_TTL_SECONDS = 2 * 60 * 60
#: an owner's lease; renewed every third of it, so a dead owner's rooms are free within this
LEASE_MS = 6000


class RedisStore(Store):
    def __init__(self, url: str) -> None:
        super().__init__()
        self.url = url
        try:
            self.redis = aioredis.from_url(url, decode_responses=True)
        except ValueError as exc:
            raise StoreError(f"not a Redis address: {url} ({exc})") from None

    async def claim(self, code: str) -> bool:
        try:
            return bool(await self.redis.set(f"{PREFIX}room:{code}", "{}", nx=True, ex=ROOM_TTL_SECONDS))
        except RedisError as exc:
            raise StoreError(f"Redis at {self.url}: {exc}") from None

    async def save(self, code: str, data: dict[str, Any]) -> None:
        await self.redis.set(f"{PREFIX}room:{code}", dump(data), ex=ROOM_TTL_SECONDS)

    async def load(self, code: str) -> dict[str, Any] | None:
        raw = await self.redis.get(f"{PREFIX}room:{code}")
        if raw is None:
            return None
        try:
            data = json.loads(raw)
        except json.JSONDecodeError:
            return None
        return data if isinstance(data, dict) else None

    async def delete(self, code: str) -> None:
        await self.redis.delete(f"{PREFIX}room:{code}", f"{PREFIX}owner:{code}")

    async def codes(self) -> list[str]:
        """None to resume at start: in a cluster a room is taken over when a player asks for it."""
        return []

    async def close(self) -> None:
        with contextlib.suppress(Exception):
            await self.redis.aclose()

    def kept(self) -> tuple[str, dict[str, str]]:
        """The Redis address without its user and password: the ready line is printed on a
        terminal, and a password in ``--store`` is no reader's business."""
        from urllib.parse import urlsplit

        parts = urlsplit(self.url)
        netloc = parts.netloc.rpartition("@")[2]
        return "serve_keeps_redis", {"address": parts._replace(netloc=netloc).geturl()}


#: handler(channel kind, payload): "room" payloads go to the owner, "proc" payloads to a relay
Handler = Callable[[str, str, dict[str, Any]], Awaitable[None]]


class Cluster:
    """This process among others: room leases and the pub/sub relay."""

    def __init__(self, store: RedisStore, handler: Handler, address: str = "",
                 beat: Callable[[], Awaitable[None]] | None = None) -> None:
        self.store = store
        self.redis = store.redis
        self.me = secrets.token_hex(6)
        self.handler = handler
        #: the address clients reach this process at (told to them in Welcome for failover)
        self.address = address
        #: the live processes' addresses, this one's first; refreshed on every heartbeat
        self.peers: list[str] = [address] if address else []
        self._beat = beat
        self.owned: set[str] = set()
        self.pubsub = self.redis.pubsub()
        self._tasks: list[asyncio.Task[None]] = []

    async def start(self) -> None:
        try:
            await self.pubsub.subscribe(f"{PREFIX}proc:{self.me}")
        except (RedisError, OSError) as exc:
            raise StoreError(f"cannot reach Redis at {self.store.url}: {exc}") from None
        self._tasks = [asyncio.create_task(self._read()), asyncio.create_task(self._renew())]

    async def register(self, address: str) -> None:
        """Enter this process in the registry under the address its clients reach it at."""
        self.address = address
        try:
            await self._heartbeat()
        except (RedisError, OSError) as exc:
            raise StoreError(f"cannot reach Redis at {self.store.url}: {exc}") from None

    async def stop(self) -> None:
        for task in self._tasks:
            task.cancel()
        for code in list(self.owned):
            await self.release(code)
        with contextlib.suppress(Exception):
            if self.address:
                await self.redis.zrem(f"{PREFIX}servers", self.address)
        with contextlib.suppress(Exception):
            await self.pubsub.aclose()

    async def own(self, code: str, *, force: bool = False) -> bool:
        """Take the room's lease (``force``: the owner was found dead). True when this process owns it."""
        key = f"{PREFIX}owner:{code}"
        if force:
            await self.redis.delete(key)
        if not await self.redis.set(key, self.me, nx=True, px=LEASE_MS):
            return bool(await self.redis.get(key) == self.me)
        self.owned.add(code)
        await self.pubsub.subscribe(f"{PREFIX}room:{code}")
        return True

    async def release(self, code: str) -> None:
        self.owned.discard(code)
        with contextlib.suppress(Exception):
            await self.pubsub.unsubscribe(f"{PREFIX}room:{code}")
            if await self.redis.get(f"{PREFIX}owner:{code}") == self.me:
                await self.redis.delete(f"{PREFIX}owner:{code}")

    async def owner(self, code: str) -> str | None:
        value = await self.redis.get(f"{PREFIX}owner:{code}")
        return value if isinstance(value, str) else None

    async def to_owner(self, code: str, payload: dict[str, Any]) -> bool:
        """Relay to the room's owner; False when no process listens for the room (it died)."""
        payload = {**payload, "from": self.me}
        return bool(await self.redis.publish(f"{PREFIX}room:{code}", json.dumps(payload)))

    async def to_proc(self, proc: str, payload: dict[str, Any]) -> None:
        await self.redis.publish(f"{PREFIX}proc:{proc}", json.dumps(payload))

    async def _read(self) -> None:
        while True:
            try:
                msg = await self.pubsub.get_message(ignore_subscribe_messages=True, timeout=1.0)
            except RedisError:
                await asyncio.sleep(0.5)
                continue
            if msg is None:
                continue
            channel = str(msg.get("channel", ""))
            try:
                payload = json.loads(msg["data"])
            except (TypeError, ValueError):
                continue
            if not isinstance(payload, dict):
                continue
            kind, _, name = channel[len(PREFIX):].partition(":")
            with contextlib.suppress(Exception):
                await self.handler(kind, name, payload)

    async def _heartbeat(self) -> None:
        """This process's entry in the registry, a sorted set ``chemcards:servers`` of addresses
        scored by when they expire (now + LEASE_MS unless renewed), and the live peers read back
        from it: a process killed with ``kill -9`` drops out of every peer list within LEASE_MS.
        One sorted set, not a key per process: reading it is one command however many rooms the
        Redis holds (a SCAN over them would not be)."""
        if self.address:
            expires = await self._now_ms() + LEASE_MS
            await self.redis.zadd(f"{PREFIX}servers", {self.address: expires})
        await self.live()

    async def _now_ms(self) -> int:
        """Redis's clock, not ours: processes on several machines agree on what has expired."""
        seconds, micros = await self.redis.time()
        return int(seconds) * 1000 + int(micros) // 1000

    async def live(self) -> list[str]:
        """The live processes' addresses, this one's first (the last known list if Redis is away)."""
        try:
            now = await self._now_ms()
            await self.redis.zremrangebyscore(f"{PREFIX}servers", "-inf", now)
            found = await self.redis.zrangebyscore(f"{PREFIX}servers", now, "+inf")
        except RedisError:
            return list(self.peers)
        others = sorted({v for v in found if isinstance(v, str) and v and v != self.address})
        self.peers = ([self.address] if self.address else []) + others
        return list(self.peers)

    async def _renew(self) -> None:
        while True:
            await asyncio.sleep(LEASE_MS / 3000)
            for code in list(self.owned):
                with contextlib.suppress(RedisError):
                    await self.redis.set(f"{PREFIX}owner:{code}", self.me, xx=True, px=LEASE_MS)
            with contextlib.suppress(RedisError):
                await self._heartbeat()
            if self._beat is not None:
                with contextlib.suppress(Exception):
                    await self._beat()

    async def alive(self, code: str) -> bool:
        """Does any process still listen for this room (a probe; PUBLISH counts the receivers)?"""
        return bool(await self.redis.publish(f"{PREFIX}room:{code}",
                                             json.dumps({"probe": True, "from": self.me})))
