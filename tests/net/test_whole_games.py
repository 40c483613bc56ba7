"""Issue 15 "Done when", per game: a whole game through the server where one player drops and
rejoins with the same hand, another is gone for good and a marked computer finishes for them
(CC-22), and the server is restarted mid-game from its SQLite store and the game goes on."""

from __future__ import annotations

import asyncio
import dataclasses
import random
from pathlib import Path

import pytest
from net_helpers import FAST, close_all, open_room, play_randomly, start_server, wait_until

from chemcards.core.match import Match
from chemcards.core.protocol import REFEREE
from chemcards.core.records import Record
from chemcards.net import schema
from chemcards.net.client import RoomClient
from chemcards.net.store import SQLiteStore

GAMES = ["color-clash", "metallurgie", "chemie-kartenspiel", "chemis"]


async def _rejoin(url: str, code: str, token: str) -> RoomClient:
    client = await RoomClient(url).connect()
    assert await client.request(schema.Rejoin(code=code, token=token)) is None
    await wait_until(lambda: client.seen.update is not None, what="the update after rejoining")
    return client


@pytest.mark.parametrize("game_id", GAMES)
def test_cc22_whole_game_with_a_rejoin_a_substitute_and_a_server_restart(game_id: str,
                                                                         tmp_path: Path) -> None:
    async def run() -> None:
        path = tmp_path / "rooms.sqlite"
        timing = dataclasses.replace(FAST, reconnect=2.0)
        rnd = random.Random(7)
        server, url = await start_server(SQLiteStore(path), timing=timing)
        clients, code = await open_room(url, game_id, 3)
        room = server.rooms[code]
        await play_randomly(room, clients, rnd, 6)

        # one player drops and comes back in time: the same seat and the same hand (CC-22)
        back_seat, back_token = clients[1].seen.seat, clients[1].seen.token
        gone_seat = clients[2].seen.seat
        assert back_seat is not None and back_token is not None and gone_seat is not None
        assert room.match is not None
        hand = room.match.view(back_seat).hand
        await clients[1].close()
        await clients[2].close()
        await wait_until(lambda: back_seat not in room.conns and gone_seat not in room.conns)
        back = await _rejoin(url, code, back_token)
        assert back.seen.seat == back_seat and back.seen.view.hand == hand
        # the other is gone for good: a computer marked as a substitute plays on (CC-22, CC-24)
        await wait_until(lambda: room.match.seats[gone_seat].substitute, what="the substitute")
        people = [clients[0], back]
        await play_randomly(room, people, rnd, 10)

        # the server stops mid-game; a new one resumes the room from SQLite; both rejoin
        if room.match.outcome() is None:
            tokens = [(c.seen.seat, c.seen.token) for c in people]
            await close_all(server, people)
            actions = list(room.match.record.actions)  # the computer may have moved until the stop
            server, url = await start_server(SQLiteStore(path), timing=timing)
            room = server.rooms[code]
            assert room.match is not None
            # The game goes on from the last action stored. The restored room plays on at once, so a
            # computer (or the referee) may already have moved again; no person is connected yet.
            restored = room.match.record.actions
            assert restored[:len(actions)] == actions
            assert all(s == REFEREE or room.match.seats[s].is_computer for s, _ in restored[len(actions):])
            people = [await _rejoin(url, code, token) for _, token in tokens]
            assert [c.seen.seat for c in people] == [s for s, _ in tokens]

        # random people draw as often as they play, so a round can run to thousands of actions
        # (5 000 was once too few in a fresh clone: the deals come from the server's secure chance)
        await play_randomly(room, people, rnd, 50_000)
        await wait_until(lambda: room.match.outcome() is not None, timeout=30, what="the end of the game")
        await wait_until(lambda: all(c.seen.update.over for c in people), what="everyone told")
        assert room.match.seats[gone_seat].substitute and room.match.seats[gone_seat].is_computer
        assert any(seat == gone_seat for seat, _ in room.match.record.actions[6:])
        assert people[0].seen.update.outcome is not None
        # the record the server kept replays to the same end
        replay = Match.from_record(Record.from_json(room.match.record.to_json()))
        assert replay.outcome() == room.match.outcome()
        await close_all(server, people)

    asyncio.run(run())
