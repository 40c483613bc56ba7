"""Issue 15 "Hostile clients": one seat per token, every message against the schema, and refusals
that change nothing (CC-23: nobody, the host included, acts for or sees another seat)."""

from __future__ import annotations

import asyncio
import json

import pytest
from net_helpers import close_all, open_room, start_server, wait_until
from websockets.exceptions import ConnectionClosed

from chemcards.net import schema
from chemcards.net.client import RoomClient
from chemcards.net.rooms import new_code
from chemcards.net.server import RateLimiter


def _state(server, code):
    room = server.rooms[code]
    return json.dumps(room.game.state_json(room.match.state), sort_keys=True, default=str), room.version


async def _two_player_room():
    server, url = await start_server()
    clients, code = await open_room(url, "color-clash", 2)
    room = server.rooms[code]
    await wait_until(lambda: any(c.seen.legal for c in clients) and all(
        c.seen.update.version == room.version for c in clients), what="a move")
    mover = next(c for c in clients if c.seen.legal)
    other = next(c for c in clients if c is not mover)
    return server, clients, code, mover, other


def test_cc23_a_client_cannot_act_for_another_seat() -> None:
    """CC-23: the seat not to move sends the mover's own legal action: refused, nothing changes;
    a seat field in the message is refused by the schema; a guessed token gets no seat."""

    async def run() -> None:
        server, clients, code, mover, other = await _two_player_room()
        before = _state(server, code)
        action = mover.seen.legal[0]
        error = await other.request(schema.Act(action=action))
        assert error is not None and error.key == "not_your_turn"
        assert _state(server, code) == before
        other.drain()
        await other.send_raw(json.dumps({"type": "act", "action": action, "seat": mover.seen.seat}))
        reply = await other.next(schema.Error)
        assert reply.key == "bad_message"
        assert _state(server, code) == before
        thief = await RoomClient(clients[0].url).connect()
        error = await thief.request(schema.Rejoin(code=code, token="A" * 32))
        assert error is not None and error.key == "bad_token"
        error = await thief.request(schema.Act(action=action))
        assert error is not None and error.key == "no_seat"
        assert _state(server, code) == before
        await close_all(server, [*clients, thief])

    asyncio.run(run())


@pytest.mark.parametrize("raw", [
    "not json at all",
    "{}",
    '{"type": "launch_missiles"}',
    '{"type": "act"}',
    '{"type": "act", "action": 5}',
    '{"type": "act", "action": ""}',
    '{"type": "join", "code": "12345"}',
    '{"type": "fill", "seat": 9, "level": "easy"}',
    '{"type": "act", "action": "play nonsense-card"}',
    '{"type": "act", "action": "' + "x" * 3000 + '"}',
    '[1, 2, 3]',
])
def test_bad_or_oversized_messages_get_an_error_and_change_nothing(raw: str) -> None:
    """Issue 15 item 6: unknown, malformed, oversized or illegal messages get one error reply; the
    game is as it was and the connection still works."""

    async def run() -> None:
        server, clients, code, mover, _other = await _two_player_room()
        before = _state(server, code)
        mover.drain()
        await mover.send_raw(raw)
        reply = await mover.next(schema.Error)
        assert reply.text and "\n" not in reply.text
        assert _state(server, code) == before
        assert await mover.request(schema.Ping()) is None  # still connected and served
        await close_all(server, clients)

    asyncio.run(run())


def test_out_of_turn_and_lobby_only_messages_are_refused_mid_game() -> None:
    """Out of turn (CC-23 / the game's turn order), and lobby commands after the start: refused."""

    async def run() -> None:
        server, clients, code, _mover, other = await _two_player_room()
        before = _state(server, code)
        for msg, key in [(schema.Act(action="draw"), "not_your_turn"), (schema.Start(), "not_host"),
                         (schema.Ready(), "room_started"), (schema.Join(code=code), "already_seated")]:
            error = await other.request(msg)
            assert error is not None and error.key in (key, "room_started"), (msg, error)
        assert _state(server, code) == before
        await close_all(server, clients)

    asyncio.run(run())


def test_a_frame_above_the_transport_cap_closes_that_connection_only() -> None:
    """A frame above MAX_FRAME is refused by the transport (close 1009); the room plays on."""

    async def run() -> None:
        server, clients, code, mover, other = await _two_player_room()
        before = _state(server, code)
        with pytest.raises(ConnectionClosed):
            await other.send_raw("x" * (schema.MAX_FRAME + 10))
            await asyncio.wait_for(other.closed.wait(), 5)
            await other.send(schema.Ping())
        assert other.ws is not None and other.ws.close_code == 1009
        assert _state(server, code) == before
        assert await mover.request(schema.Ping()) is None
        await close_all(server, clients)

    asyncio.run(run())


def test_join_attempts_by_code_are_rate_limited() -> None:
    """Issue 15 item 6: guessing codes is throttled per address; a right code is refused too once
    the budget is spent, so the limit cannot be sidestepped by mixing in good guesses."""

    async def run() -> None:
        server, url = await start_server(limiter=RateLimiter(rate=0.001, burst=5))
        host = await RoomClient(url).connect()
        await host.request(schema.Create(game="color-clash", players=3))
        await wait_until(lambda: host.seen.code is not None)
        guesser = await RoomClient(url).connect()
        keys = []
        for _ in range(5):
            wrong = next(c for c in iter(new_code, None) if c != host.seen.code)
            error = await guesser.request(schema.Join(code=wrong))
            keys.append(error.key if error else None)
        assert keys == ["no_room"] * 5
        error = await guesser.request(schema.Join(code=host.seen.code))
        assert error is not None and error.key == "rate_limited"
        await close_all(server, [host, guesser])

    asyncio.run(run())


def test_room_codes_are_six_secure_digits() -> None:
    """Codes are six digits; a thousand draws are spread out (from the secure generator)."""
    codes = [new_code() for _ in range(1000)]
    assert all(len(c) == 6 and c.isdigit() for c in codes)
    assert len(set(codes)) > 990
    assert len({c[0] for c in codes}) == 10
