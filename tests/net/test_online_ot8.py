"""What the online tester met in session 8 (issue 15, report ot8): the offline mark after a server
restart (CC-22), leaving the lobby for good. A real server on a loopback port, real clients."""

from __future__ import annotations

import asyncio
import dataclasses
import random
from pathlib import Path

from net_helpers import FAST, close_all, open_room, play_randomly, start_server, wait_until

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
