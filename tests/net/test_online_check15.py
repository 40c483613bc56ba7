"""What the three-terminal check of online rooms found, at the protocol (issue 15 follow-up): the
turn clock a client is sent (CC-21). A real server on a loopback port, real websocket clients."""

from __future__ import annotations

import asyncio
import random

from net_helpers import close_all, open_room, play_randomly, start_server, wait_until

from chemcards.net import schema


def test_cc21_no_turn_clock_is_sent_once_the_game_is_over() -> None:
    """CC-21: the turn timer belongs to a turn; once the game is over no update carries seconds
    left (a client showed "The game is over. ⏱ 85 s"), while during play they did."""

    async def run() -> None:
        server, url = await start_server()
        clients, code = await open_room(url, "color-clash", 2, {"turn_time": "90"}, computers=1)
        room = server.rooms[code]
        host = clients[0]
        timed: list[float | None] = []
        over: list[float | None] = []

        async def watch() -> None:
            while True:
                msg = await host.inbox.get()
                if isinstance(msg, schema.Update):
                    (over if msg.over else timed).append(msg.seconds)

        watcher = asyncio.ensure_future(watch())
        await play_randomly(room, clients, random.Random(3), 5000)
        await wait_until(lambda: room.match.outcome() is not None, timeout=60, what="the end")
        await wait_until(lambda: host.seen.update is not None and host.seen.update.over, what="the end told")
        await asyncio.sleep(0.2)
        watcher.cancel()
        assert any(s is not None for s in timed)  # the clock ran during play
        assert over and all(s is None for s in over), over
        assert host.seen.seconds_left() is None
        await close_all(server, clients)

    asyncio.run(run())
