"""Play-through 10 (issue 12, newcomers' problems) about online play, over real sockets on
loopback: one seat, one window (a second window with the same seat token takes the seat over and
the first is told, docs/online.md)."""

from __future__ import annotations

import asyncio

from net_helpers import close_all, start_server, wait_until

from chemcards.net import schema
from chemcards.net.client import RoomClient


def test_pt10_the_same_token_in_a_second_window_takes_the_seat_and_the_first_is_told() -> None:
    """Play-through 10: a second terminal with the same data folder rejoined the host's seat and
    the host's window froze silently ("Join a room first." on r). Now the newer connection has
    the seat (a reconnect, CC-22) and the older one gets one ``seat_taken`` line and is closed."""

    async def run() -> None:
        server, url = await start_server()
        first = await RoomClient(url).connect()
        assert await first.request(schema.Create(game="color-clash", players=3, options={})) is None
        await wait_until(lambda: first.seen.code is not None and first.seen.lobby is not None, what="lobby")
        code, token = first.seen.code, first.seen.token
        assert code is not None and token is not None
        second = await RoomClient(url).connect()
        await second.send(schema.Rejoin(code=code, token=token))
        await wait_until(lambda: second.seen.seat == 0, what="the second window seated")
        await wait_until(lambda: any(e.key == "seat_taken" for e in first.seen.errors), what="the line")
        await asyncio.wait_for(first.closed.wait(), 5.0)  # closed by the server: nothing to freeze
        room = server.rooms[code]
        assert room.conns[0] is not None and len(room.conns) == 1
        # the seat is the second window's: it acts, and the room did not mark the seat offline
        assert await second.request(schema.Ready()) is None
        await wait_until(lambda: second.seen.lobby is not None and second.seen.lobby.seats[0].ready,
                         what="ready")
        assert second.seen.lobby.seats[0].connected
        assert [e.key for e in first.seen.errors] == ["seat_taken"]
        await close_all(server, [first, second])

    asyncio.run(run())


def test_pt11_the_window_that_takes_a_seat_over_is_told_so() -> None:
    """Play-through 11, de 16: the window that took a running seat over with the kept token said
    nothing of it (only the old window did). Its ``welcome`` now says so (``took_over``); a window
    that creates a room, or comes back to a seat no other connection holds, is not told that."""

    async def run() -> None:
        server, url = await start_server()
        first = await RoomClient(url).connect()
        assert await first.request(schema.Create(game="color-clash", players=3, options={})) is None
        await wait_until(lambda: first.seen.code is not None and first.seen.lobby is not None, what="lobby")
        code, token = first.seen.code, first.seen.token
        assert code is not None and token is not None
        assert not first.seen.took_over
        second = await RoomClient(url).connect()
        await second.send(schema.Rejoin(code=code, token=token))
        await wait_until(lambda: second.seen.seat == 0, what="the second window seated")
        assert second.seen.took_over
        # the second window goes; a third comes back to the seat nobody holds now: a return
        room = server.rooms[code]
        await second.close()
        await wait_until(lambda: room.conns.get(0) is None, what="the seat dropped")
        third = await RoomClient(url).connect()
        await third.send(schema.Rejoin(code=code, token=token))
        await wait_until(lambda: third.seen.seat == 0, what="the third window seated")
        assert not third.seen.took_over
        await close_all(server, [first, third])

    asyncio.run(run())


def test_pt13_zh2_an_update_that_would_leave_a_gap_in_the_log_places_no_events() -> None:
    """Play-through 13, zh 2 (docs/online.md "One seat, one window"): the window that took a
    running seat over showed a draw twice in its log. An update whose events start after the end
    of the log this client holds (one meant for the connection whose seat it took) places none of
    them; the whole log that follows (``first`` 0) is placed as it is."""
    from chemcards.core.protocol import Event
    from chemcards.net import codec

    def update(first: int, kinds: list[str]) -> schema.Update:
        return schema.Update(seat=0, version=first + len(kinds), step=0, view=None, legal=[], first=first,
                             events=[codec.encode(Event(kind, 1)) for kind in kinds], to_act=[1], seats=[],
                             seconds=None, over=False)

    client = RoomClient("ws://127.0.0.1:1/")
    client._note(update(4, ["draw"]))  # the old connection's next event: this window holds none yet
    assert client.seen.events == []
    client._note(update(0, ["deal", "play", "draw", "play", "draw"]))  # the whole log
    client._note(update(5, ["play"]))
    assert [e.kind for e in client.seen.events] == ["deal", "play", "draw", "play", "draw", "play"]
