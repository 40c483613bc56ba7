"""Play-through 17 en 11, zh 16: a room is hosted with the options asked for, every joiner's lobby
holds them, and the server has the game judge them first: a table that could never start
(competitive mode for five, CK-2) or a value the game does not list gets one refusal and no room.
A real server on a loopback port, real websocket clients; a real Redis with two server processes."""

from __future__ import annotations

import asyncio
import subprocess
from pathlib import Path
from typing import Any

import pytest
from net_helpers import start_server, wait_until
from test_redis_cluster import _free_port, _serve, redis_url  # noqa: F401  (a fixture)

from chemcards.core.protocol import SetupError
from chemcards.core.registry import get_game
from chemcards.net import schema
from chemcards.net.client import RoomClient

#: one non-default value of every option that can travel, per game
HOSTED: list[tuple[str, int, dict[str, Any]]] = [
    ("color-clash", 3, {"length": "three", "people_out": "end_round", "turn_time": "45"}),
    ("chemis", 2, {"hp": 2, "rounds": 20, "teams": "off"}),
    ("chemie-kartenspiel", 4, {"mode": "competitive", "decks": "starter-b"}),
    ("metallurgie", 2, {"bonus": "on"}),
]


async def _host(url: str, game: str, players: int, options: dict[str, Any]) -> tuple[RoomClient, Any]:
    host = await RoomClient(url).connect()
    error = await host.request(schema.Create(game=game, players=players, options=options))
    return host, error


@pytest.mark.parametrize(("game", "players", "options"), HOSTED)
def test_pt17_en11_the_room_has_the_hosts_options_and_a_joiner_reads_them(
        game: str, players: int, options: dict[str, Any]) -> None:
    """Play-through 17 en 11: the room runs with the options it was hosted with, and the lobby a
    joiner receives names them (not the game's defaults)."""

    async def run() -> None:
        server, url = await start_server()
        host, error = await _host(url, game, players, options)
        assert error is None
        await wait_until(lambda: host.seen.code is not None, what="welcome")
        code = host.seen.code
        assert code is not None
        guest = await RoomClient(url).connect()
        await guest.send(schema.Join(code=code))
        await wait_until(lambda: guest.seen.lobby is not None, what="the guest's lobby")
        assert guest.seen.lobby is not None
        for key, value in options.items():
            assert server.rooms[code].options[key] == value
            assert guest.seen.lobby.options[key] == value, guest.seen.lobby.options
        await guest.close()
        await host.close()
        await server.stop()

    asyncio.run(run())


@pytest.mark.parametrize(("game", "players", "options", "key"), [
    # CK-2: competitive mode seats 2–4
    ("chemie-kartenspiel", 5, {"mode": "competitive"}, "competitive_players"),
    ("chemis", 2, {"hp": 7}, "bad_option"),  # HP 1–6
    ("chemie-kartenspiel", 2, {"mode": "competitive", "decks": "file:/etc/passwd"}, "bad_option"),
    ("color-clash", 2, {"rounds": "three"}, "bad_option"),  # no such option
])
def test_pt17_en11_illegal_options_are_one_refusal_and_open_no_room(
        game: str, players: int, options: dict[str, Any], key: str) -> None:
    """Illegal options: one error with a catalogue key, no room, no seat; the same connection
    can then host a legal room."""

    async def run() -> None:
        server, url = await start_server()
        host, error = await _host(url, game, players, options)
        assert error is not None and error.key == key, error
        assert not server.rooms and host.seen.code is None and host.seen.seat is None
        again = await host.request(schema.Create(game=game, players=2, options={}))
        assert again is None
        await wait_until(lambda: host.seen.code is not None, what="the legal room")
        assert len(server.rooms) == 1
        await host.close()
        await server.stop()

    asyncio.run(run())


def test_ck2_the_game_judges_competitive_mode_for_five() -> None:
    """CK-2: competitive mode is for 2–4 players; the refusal carries its catalogue key."""
    game = get_game("chemie-kartenspiel")
    options = game.resolve_options({"mode": "competitive"})
    game.check_setup(options, 4)
    with pytest.raises(SetupError) as caught:
        game.check_setup(options, 5)
    assert caught.value.key == "competitive_players" and caught.value.params["players"] == 5
    game.check_setup(game.resolve_options({"mode": "family"}), 6)


def test_pt17_zh16_a_joiner_on_another_process_reads_the_hosts_options(
        redis_url: str, tmp_path: Path) -> None:  # noqa: F811
    """Play-through 17 zh 16, with Redis: hosted on process A with CHEMIS HP 2, a joiner who
    reaches process B (relayed to A) reads HP 2 in its lobby; an illegal table is refused there
    too."""
    port_a, port_b = _free_port(), _free_port()
    procs: list[subprocess.Popen[bytes]] = [_serve(redis_url, port_a, tmp_path, "a"),
                                            _serve(redis_url, port_b, tmp_path, "b")]

    async def run() -> None:
        host, error = await _host(f"ws://127.0.0.1:{port_a}/", "chemis", 2, {"hp": 2, "rounds": 60})
        assert error is None
        await wait_until(lambda: host.seen.code is not None, what="welcome")
        code = host.seen.code
        assert code is not None
        guest = await RoomClient(f"ws://127.0.0.1:{port_b}/").connect()
        await guest.send(schema.Join(code=code))
        await wait_until(lambda: guest.seen.lobby is not None, what="the guest's lobby")
        assert guest.seen.lobby is not None
        assert guest.seen.lobby.options["hp"] == 2 and guest.seen.lobby.options["rounds"] == 60
        other, refused = await _host(f"ws://127.0.0.1:{port_b}/", "chemie-kartenspiel", 6,
                                     {"mode": "competitive"})
        assert refused is not None and refused.key == "competitive_players"
        for client in (host, guest, other):
            await client.close()

    try:
        asyncio.run(run())
    finally:
        for proc in procs:
            proc.terminate()
            proc.wait(10)
