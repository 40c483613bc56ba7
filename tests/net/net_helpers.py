"""Shared test rig for online play: a real server on a loopback port and real websocket clients."""

from __future__ import annotations

import asyncio
import random
from collections.abc import Callable
from typing import Any

from chemcards.net import schema
from chemcards.net.client import RoomClient
from chemcards.net.rooms import Room, Timing
from chemcards.net.server import RateLimiter, RoomServer
from chemcards.net.store import MemoryStore, Store

#: game time 50 times faster than real time (a 3 s call window passes in 60 ms), so whole games
#: run in a test; a dropped seat waits 0.5 real seconds
FAST = Timing(pause=0.25, reconnect=0.5, speed=50.0)


async def start_server(store: Store | None = None, timing: Timing = FAST,
                       limiter: RateLimiter | None = None) -> tuple[RoomServer, str]:
    server = RoomServer(store or MemoryStore(), timing=timing,
                        limiter=limiter or RateLimiter(rate=1000, burst=1000), flood_limit=100_000)
    port = await server.start("127.0.0.1", 0)
    return server, f"ws://127.0.0.1:{port}/"


async def wait_until(cond: Callable[[], bool], timeout: float = 10.0, what: str = "condition") -> None:
    loop = asyncio.get_running_loop()
    end = loop.time() + timeout
    while not cond():
        if loop.time() > end:
            raise AssertionError(f"timed out waiting for {what}")
        await asyncio.sleep(0.005)


async def open_room(url: str, game: str, players: int, options: dict[str, Any] | None = None,
                    computers: int = 0) -> tuple[list[RoomClient], str]:
    """A room with ``players - computers`` connected people (all ready) and ``computers`` filled seats."""
    host = await RoomClient(url).connect()
    assert await host.request(schema.Create(game=game, players=players, options=options or {})) is None
    await wait_until(lambda: host.seen.code is not None, what="welcome")
    code = host.seen.code
    assert code is not None
    clients = [host]
    for _ in range(players - computers - 1):
        c = await RoomClient(url).connect()
        await c.send(schema.Join(code=code))
        await wait_until(lambda c=c: c.seen.seat is not None, what="join")
        clients.append(c)
    for seat in range(players - computers, players):
        assert await host.request(schema.Fill(seat=seat, level="easy")) is None
    for c in clients:
        await c.send(schema.Ready())
    await wait_until(lambda: host.seen.lobby is not None
                     and all(s.ready for s in host.seen.lobby.seats), what="everyone ready")
    assert await host.request(schema.Start()) is None
    await wait_until(lambda: all(c.seen.update is not None for c in clients), what="first update")
    return clients, code


async def play_randomly(room: Room, clients: list[RoomClient], rnd: random.Random, steps: int) -> int:
    """People act at random from the legal actions the server sent them, until ``steps`` actions
    or the end; the referee and computers act on the server's own clocks. Returns actions sent."""
    sent = 0
    assert room.match is not None
    while sent < steps and room.match.outcome() is None:
        await wait_until(lambda: all(c.seen.update is not None and c.seen.update.version == room.version
                                     for c in clients if c.seen.seat in room.conns), what="updates")
        movers = [c for c in clients if c.seen.legal and c.seen.seat in room.conns]
        if not movers:
            await asyncio.sleep(0.005)
            continue
        mover = rnd.choice(movers)
        version = room.version
        await mover.send(schema.Act(action=rnd.choice(mover.seen.legal)))
        await wait_until(lambda v=version, m=mover: room.version != v or bool(m.seen.errors),
                         what="the action")
        mover.seen.errors.clear()
        sent += 1
    return sent


async def close_all(server: RoomServer, clients: list[RoomClient]) -> None:
    for c in clients:
        await c.close()
    await server.stop()


def ctrl_c_as_in_a_terminal() -> None:
    """A ``preexec_fn``: the child starts with Ctrl+C's default action and SIGINT unblocked, as
    under a person's shell. An ignored or blocked SIGINT is inherited through exec, so a test
    worker that had one started a server that never saw Ctrl+C (whole-suite runs timed out, as in
    ``tests/test_cli_lang_pt10.py``)."""
    import signal

    signal.signal(signal.SIGINT, signal.SIG_DFL)
    signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGINT})
