"""CC-23 online: each client gets its own seat's view and the public events, nothing more.

A property test over random games of all four games: every update a client received is compared
with the seat's view and ``Event.seen_by`` events rebuilt independently from the server's record, so
a message holding anything of another seat's hand (or the draw pile) fails it.
"""

from __future__ import annotations

import asyncio
import json
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from net_helpers import close_all, open_room, play_randomly, start_server

from chemcards.core.match import Match
from chemcards.core.records import Record
from chemcards.core.registry import get_game
from chemcards.net import codec, schema

GAMES = {"color-clash": 6, "metallurgie": 4, "chemie-kartenspiel": 4, "chemis": 4}


async def _play_and_check(game_id: str, players: int, seed: int) -> None:
    server, url = await start_server()
    clients, code = await open_room(url, game_id, players)
    room = server.rooms[code]
    await play_randomly(room, clients, random.Random(seed), 40)
    await asyncio.sleep(0.05)
    assert room.match is not None
    record = Record.from_json(room.match.record.to_json())
    await close_all(server, clients)

    # The record rebuilt step by step; each update says after how many actions it was made.
    updates: dict[int, list[schema.Update]] = {}
    for c in clients:
        assert c.seen.seat is not None
        for raw in c.raw:
            msg = schema.decode_server(raw)
            assert set(json.loads(raw)) <= set(type(msg).__struct_fields__) | {"type"}
            if isinstance(msg, schema.Update):
                assert msg.seat == c.seen.seat, "an update for another seat reached this client"
                updates.setdefault(msg.step, []).append(msg)
    replay = Match.from_record(record, upto=0, game=get_game(game_id))
    for step in range(len(record.actions) + 1):
        for msg in updates.get(step, []):
            seat = msg.seat
            assert codec.decode(msg.view) == replay.view(seat), f"{msg.version}: not seat {seat}'s view"
            expected = [e.seen_by(seat) for e in replay.events[msg.first:]]
            assert [codec.decode(e) for e in msg.events] == expected
            for e in map(codec.decode, msg.events):
                assert not e.secret or e.seat == seat, "another seat's secret was sent"
            legal = {str(a) for a in replay.legal(seat)} if seat in replay.to_act() else set()
            assert set(msg.legal) <= legal
        if step < len(record.actions):
            seat, text = record.actions[step]
            replay.act_text(seat, text)


@settings(max_examples=8, deadline=None, suppress_health_check=list(HealthCheck))
@given(game_id=st.sampled_from(sorted(GAMES)), data=st.data(), seed=st.integers(0, 2**16))
def test_cc23_no_message_holds_another_seats_hidden_cards(game_id: str, data: st.DataObject,
                                                          seed: int) -> None:
    """CC-23 (and the same rule for every game): over random games, each update a client gets is
    exactly its seat's view and the events as that seat may see them."""
    players = data.draw(st.integers(2, GAMES[game_id]))
    asyncio.run(_play_and_check(game_id, players, seed))


def test_cc23_every_game_once() -> None:
    """CC-23 for each of the four games at least once, whatever hypothesis draws above."""
    for i, game_id in enumerate(sorted(GAMES)):
        asyncio.run(_play_and_check(game_id, 3, i))
