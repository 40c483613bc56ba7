"""What the online tester met in session 8 (issue 15, report ot8): the offline mark after a server
restart (CC-22), leaving the lobby for good. A real server on a loopback port, real clients."""

from __future__ import annotations

import asyncio
import dataclasses
import random
from pathlib import Path

from net_helpers import FAST, close_all, open_room, play_randomly, start_server, wait_until

from chemcards.net import schema
from chemcards.net.client import RoomClient
from chemcards.net.server import RateLimiter, RoomServer
from chemcards.net.store import SQLiteStore


def test_cc22_after_a_server_restart_every_client_sees_every_seat_back(tmp_path: Path) -> None:
    """Issue 15 (ot8 problem 4): after a restart the clients come back at about the same time;
    once all are back, no client may still mark a seat offline ("⚡ getrennt") until the next
    move: the server tells everyone when a seat is back (CC-22)."""

    async def run() -> None:
        path = tmp_path / "rooms.sqlite"
        timing = dataclasses.replace(FAST, reconnect=30.0, speed=1.0)
        server, url = await start_server(SQLiteStore(path), timing=timing)
        port = int(url.rsplit(":", 1)[1].strip("/"))
        clients, code = await open_room(url, "color-clash", 3)
        room = server.rooms[code]
        await play_randomly(room, clients, random.Random(3), 3)
        await server.stop()
        await wait_until(lambda: all(c.closed.is_set() for c in clients), what="the drops")
        server2 = RoomServer(SQLiteStore(path), timing=timing, limiter=RateLimiter(rate=1000, burst=1000),
                             flood_limit=100_000)
        await server2.start("127.0.0.1", port)
        back = await asyncio.gather(*(c.reconnect(10.0, pause=0.05) for c in clients))
        assert all(isinstance(b, RoomClient) for b in back)
        room2 = server2.rooms[code]
        await wait_until(lambda: len(room2.conns) == 3, what="all three back")
        await asyncio.sleep(0.5)  # no move in between: what the clients were told is all they know
        for b in back:
            assert isinstance(b, RoomClient)
            marked = [s for s in range(3) if b.seen.offline(s)]
            assert marked == [], f"seat {b.seen.seat} still marks {marked} offline"
        await close_all(server2, [b for b in back if isinstance(b, RoomClient)])

    asyncio.run(run())


def test_a_closed_room_tells_everyone_still_in_it_in_one_line() -> None:
    """Issue 15 (ot8 problem 1): when a room closes (its host's app ran it and the host left), the
    people in it get one ``room_closed`` error, which the client shows instead of trying for 90 s
    to get back to a room that is gone."""

    async def run() -> None:
        server, url = await start_server()
        host = await RoomClient(url).connect()
        assert await host.request(schema.Create(game="color-clash", players=3, options={})) is None
        await wait_until(lambda: host.seen.code is not None, what="welcome")
        guest = await RoomClient(url).connect()
        await guest.send(schema.Join(code=host.seen.code))
        await wait_until(lambda: guest.seen.seat is not None, what="join")
        room = server.rooms[host.seen.code]
        async with room.lock:
            await room.close()
        await wait_until(lambda: any(e.key == "room_closed" for e in guest.seen.errors), what="the line")
        assert [e.key for e in guest.seen.errors] == ["room_closed"]
        await close_all(server, [host, guest])

    asyncio.run(run())
