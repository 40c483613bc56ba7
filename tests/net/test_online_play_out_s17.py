"""CH-12 [decided] online (session 17, online17): "skip to the result" in an online CHEMIS room.

Once every person in the room is dead and only computers play on, any person in the room may ask
(``play_out``); the server grants it through the engine (``MatchDriver.play_out``,
``Game.may_play_out``), its computers play the rest out without pauses, and every seat gets the
result. Anything else is refused in one line and changes nothing. Real servers on loopback ports,
real websocket clients; every update a client got is checked against the record (CC-23).
"""

from __future__ import annotations

import asyncio
import json
import time
from collections.abc import Iterator

import pytest
from net_helpers import close_all, open_room, start_server, wait_until
from test_redis_cluster import redis_url  # noqa: F401 - the fixture: a private redis-server

from chemcards.core.match import Match
from chemcards.core.records import Record
from chemcards.core.registry import get_game
from chemcards.core.rng import Rng
from chemcards.games.chemis.state import ChemisState
from chemcards.i18n import tr
from chemcards.net import codec, rooms, schema
from chemcards.net.client import RoomClient
from chemcards.net.rooms import Room, Timing

#: real time, and a computer's move every 30 s: without the skip nothing would end in a test
SLOW = Timing(pause=30.0, reconnect=30.0, speed=1.0)


def kill_people(st: ChemisState) -> None:
    """Every person at the table dead before the first move (as if by earlier damage, CH-11):
    their hands go to the discard pile, their deaths are ordered."""
    for seat, info in enumerate(st.seats):
        if info.is_computer:
            continue
        st.alive[seat] = False
        st.hp[seat] = 0
        st.died[seat] = max(st.died) + 1
        st.discard += st.hands[seat]
        st.hands[seat] = []


@pytest.fixture
def people_dead(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Rooms started now deal from a seeded generator whose first turn is a computer's, and begin
    with every person dead (the record replays to the same table with ``kill_people``)."""
    real_drive = Room._drive
    seed = _first_turn_to_a_computer()

    def drive(room: Room) -> None:
        assert room.match is not None
        kill_people(room.match.state)
        real_drive(room)

    monkeypatch.setattr(Room, "_drive", drive)
    monkeypatch.setattr(rooms, "Rng", lambda: Rng(seed))
    yield


def _first_turn_to_a_computer() -> int:
    """A seed whose first turn (two people in seats 0-1, two computers) is a computer's."""
    from chemcards.core.seats import Seat

    game = get_game("chemis")
    seats = [Seat("a"), Seat("b"), Seat("c", "computer", "easy"), Seat("d", "computer", "easy")]
    return next(s for s in range(200) if game.new_state(seats, {}, Rng(s)).turn_seat >= 2)


def _updates(client: RoomClient) -> list[schema.Update]:
    return [m for m in map(schema.decode_server, client.raw) if isinstance(m, schema.Update)]


def _check_every_update(record: Record, clients: list[RoomClient]) -> None:
    """CC-23: each update a client got is exactly its seat's view and the events that seat may
    see, rebuilt from the record (with the same deaths at the start), and nothing more."""
    updates: dict[int, list[schema.Update]] = {}
    for c in clients:
        for raw in c.raw:
            msg = schema.decode_server(raw)
            assert set(json.loads(raw)) <= set(type(msg).__struct_fields__) | {"type"}
            if isinstance(msg, schema.Update):
                assert msg.seat == c.seen.seat, "an update for another seat reached this client"
                updates.setdefault(msg.step, []).append(msg)
    replay = Match.from_record(record, upto=0, game=get_game("chemis"))
    kill_people(replay.state)
    for step in range(len(record.actions) + 1):
        for msg in updates.get(step, []):
            seat = msg.seat
            assert codec.decode(msg.view) == replay.view(seat), f"step {step}: not seat {seat}'s view"
            expected = [e.seen_by(seat) for e in replay.events[msg.first:]]
            assert [codec.decode(e) for e in msg.events] == expected
            for e in map(codec.decode, msg.events):
                assert not e.secret or e.seat == seat, "another seat's secret was sent"
        if step < len(record.actions):
            seat, text = record.actions[step]
            replay.act_text(seat, text)


def test_ch12_online_both_people_dead_one_asks_everyone_gets_the_result(people_dead: None) -> None:
    """Two people and two computers; both people are dead. Both are offered the skip; one asks;
    the computers play the rest out at once (a computer's move every 30 s otherwise) and both
    people get the result; the updates on the way are batched (not one per move) and each holds
    only what its seat may see."""

    async def run() -> None:
        server, url = await start_server(timing=SLOW)
        clients, code = await open_room(url, "chemis", 4, computers=2)
        try:
            room = server.rooms[code]
            assert room.match is not None and room.driver is not None
            await wait_until(lambda: all(c.seen.update is not None and c.seen.update.play_out
                                         for c in clients), what="the offer")
            assert room.match.outcome() is None and not room.driver.hurry
            moves = len(room.match.record.actions)
            start = time.monotonic()
            assert await clients[1].request(schema.PlayOut()) is None
            await wait_until(lambda: all(c.seen.update is not None and c.seen.update.over for c in clients),
                             timeout=60, what="the result at every seat")
            spent = time.monotonic() - start
            outcome = room.match.outcome()
            assert outcome is not None
            actions = room.match.record.actions[moves:]
            assert len(actions) > 2 and all(seat >= 2 or seat < 0 for seat, _ in actions), actions
            for c in clients:
                assert not c.seen.errors, c.seen.errors
                last = c.seen.update
                assert last is not None and last.outcome is not None
                assert codec.decode(last.outcome) == outcome
                assert not last.play_out and not last.hurry
                # the seat's log is whole: every event it may see, up to the end
                assert len(c.seen.events) == len(room.match.events)
                during = [u for u in _updates(c) if u.hurry]
                assert during, "no update said the computers play the rest out"
                # batched: at most one update per HURRY_SEND while they play, plus the result
                assert len(during) <= spent / rooms.HURRY_SEND + 3, (len(during), spent, len(actions))
            assert outcome.places[0] == max(outcome.places) or outcome.places[1] == max(outcome.places)
            record = Record.from_json(room.match.record.to_json())
        finally:
            await close_all(server, clients)
        _check_every_update(record, clients)

    asyncio.run(run())


def test_ch12_online_refused_while_a_person_lives_and_nothing_changes() -> None:
    """A person still plays: the request is refused in one line (the engine's key,
    ``cannot_play_out``), nothing is played faster, and no seat is offered the skip."""

    async def run() -> None:
        server, url = await start_server(timing=SLOW)
        clients, code = await open_room(url, "chemis", 3, computers=1)
        try:
            room = server.rooms[code]
            assert room.match is not None and room.driver is not None
            await wait_until(lambda: all(c.seen.update is not None for c in clients), what="updates")
            # one of the two people is dead, the other lives: still refused (CH-12 [decided])
            room.match.state.alive[0] = False
            version, moves = room.version, len(room.match.record.actions)
            for c in clients:
                error = await c.request(schema.PlayOut())
                assert error is not None and error.key == "cannot_play_out", error
                assert not c.seen.update.play_out
            await asyncio.sleep(0.1)
            assert not room.driver.hurry
            assert room.version == version and len(room.match.record.actions) == moves
            assert room.match.outcome() is None
            # the line a person reads, in each language (the game's catalogue)
            session_text = tr("chemis", "cannot_play_out", "de")
            assert session_text != "cannot_play_out"
        finally:
            await close_all(server, clients)

    asyncio.run(run())


@pytest.mark.parametrize("case", ["lobby", "other game", "no room", "malformed"])
def test_ch12_online_other_requests_get_one_refusal(case: str) -> None:
    """Before the game starts, in a game without the skip, from a connection in no room, or
    malformed: one ``error`` each, nothing changes."""

    async def run() -> None:
        server, url = await start_server(timing=SLOW)
        clients: list[RoomClient] = []
        try:
            if case == "lobby":
                host = await RoomClient(url).connect()
                clients.append(host)
                assert await host.request(schema.Create(game="chemis", players=2)) is None
                error = await host.request(schema.PlayOut())
                expected = "not_started"
            elif case == "other game":
                clients, code = await open_room(url, "color-clash", 2, computers=1)
                room = server.rooms[code]
                version = room.version
                error = await clients[0].request(schema.PlayOut())
                expected = "no_play_out"
                assert room.driver is not None and not room.driver.hurry and room.version == version
            elif case == "no room":
                stranger = await RoomClient(url).connect()
                clients.append(stranger)
                error = await stranger.request(schema.PlayOut())
                expected = "no_seat"
            else:
                stranger = await RoomClient(url).connect()
                clients.append(stranger)
                stranger.drain()
                await stranger.send_raw(json.dumps({"type": "play_out", "seat": 1}))
                error = await stranger.next(schema.Error)
                expected = "bad_message"
            assert error is not None and error.key == expected, error
        finally:
            await close_all(server, clients)

    asyncio.run(run())


@pytest.mark.parametrize("lang", ["de", "en", "zh"])
def test_ch12_online_refusals_read_in_the_players_language(lang: str) -> None:
    """The server's new refusal has its line in every language (no English key on a screen)."""
    text = tr("online", "no_play_out", lang)
    assert text != "no_play_out" and text.strip()




def test_ch12_online_skip_asked_through_another_process_with_redis(people_dead: None,
                                                                    redis_url: str) -> None:  # noqa: F811
    """Rooms in a real Redis, two server processes (here two servers on one loop): the guest
    reached the process that does not run the room, so its ``play_out`` is relayed to the owner
    (pub/sub), which grants it; both people get the result."""
    from chemcards.net.redis_store import RedisStore
    from chemcards.net.server import RateLimiter, RoomServer

    async def run() -> None:
        servers = [RoomServer(RedisStore(redis_url), timing=SLOW, limiter=RateLimiter(rate=1000, burst=1000),
                              flood_limit=100_000) for _ in range(2)]
        ports = [await s.start("127.0.0.1", 0) for s in servers]
        host = await RoomClient(f"ws://127.0.0.1:{ports[0]}/").connect()
        guest = await RoomClient(f"ws://127.0.0.1:{ports[1]}/").connect()
        try:
            assert await host.request(schema.Create(game="chemis", players=4)) is None
            await wait_until(lambda: host.seen.code is not None, what="the room")
            code = host.seen.code
            assert code is not None
            assert await guest.request(schema.Join(code=code)) is None
            await wait_until(lambda: guest.seen.seat == 1, what="the seat through the relay")
            for seat in (2, 3):
                assert await host.request(schema.Fill(seat=seat, level="easy")) is None
            for c in (host, guest):
                await c.send(schema.Ready())
            await wait_until(lambda: host.seen.lobby is not None
                             and all(s.ready for s in host.seen.lobby.seats), what="everyone ready")
            assert await host.request(schema.Start()) is None
            await wait_until(lambda: all(c.seen.update is not None and c.seen.update.play_out
                                         for c in (host, guest)), what="the offer at both seats")
            assert code in servers[0].rooms and code not in servers[1].rooms
            assert await guest.request(schema.PlayOut()) is None
            await wait_until(lambda: all(c.seen.update is not None and c.seen.update.over
                                         for c in (host, guest)), timeout=60, what="the result")
            assert not host.seen.errors and not guest.seen.errors
        finally:
            for c in (host, guest):
                await c.close()
            for s in servers:
                await s.stop()

    asyncio.run(run())
