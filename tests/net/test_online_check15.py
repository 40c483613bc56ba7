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


def test_cc10_cc21_a_closed_call_window_leaves_no_clock_at_the_clients() -> None:
    """CC-10…CC-12 and CC-21 (play-through 13, zh 1): the "Last card!" window's seconds are sent
    while it is open; once it closes (a call, a catch, its time), in a game without a turn clock,
    no clock may stay at the clients (both screens read "⏱0 s" until the next move). Random play,
    room after room, until windows have closed (a play made with its call opens none)."""

    async def run() -> None:
        server, url = await start_server()
        rnd = random.Random(13)
        windows = closed = 0
        for _room in range(8):
            clients, code = await open_room(url, "color-clash", 2, {})
            room = server.rooms[code]
            assert room.driver is not None
            while room.match.outcome() is None and closed < 3:
                was_open = room.driver.timer() is not None
                await play_randomly(room, clients, rnd, 1)
                now_open = room.driver.timer() is not None
                windows += now_open and not was_open
                if was_open and not now_open:
                    closed += 1
                    await wait_until(lambda cs=clients: all(c.seen.seconds_left() is None for c in cs),
                                     timeout=5, what="no clock left after the window")
            for client in clients:
                await client.close()
            if closed >= 3:
                break
        assert windows and closed, (windows, closed)
        await server.stop()

    asyncio.run(run())
