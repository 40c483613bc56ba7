"""Issue 15 item 5/7: rooms in a real Redis (a ``redis-server`` started here on a free loopback
port), two real ``chemcards serve`` processes sharing it through pub/sub, and ``kill -9`` of the
process that runs a game: its players reconnect to the other one and the game goes on from the
last action."""

from __future__ import annotations

import asyncio
import os
import random
import shutil
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from net_helpers import wait_until

from chemcards.net import schema
from chemcards.net.client import RoomClient
from chemcards.net.redis_store import RedisStore


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _wait_port(port: int, proc: subprocess.Popen[bytes], timeout: float = 20.0) -> None:
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if proc.poll() is not None:
            raise AssertionError(f"the process ended early: {proc.stderr.read().decode()[-2000:]}")  # type: ignore[union-attr]
        with socket.socket() as s:
            if s.connect_ex(("127.0.0.1", port)) == 0:
                return
        time.sleep(0.05)
    raise AssertionError(f"nothing listens on port {port}")


@pytest.fixture
def redis_url(tmp_path: Path) -> Iterator[str]:
    """A private redis-server on loopback (the Debian package; .ci/run installs it)."""
    binary = shutil.which("redis-server")
    assert binary, "redis-server is not installed (apt-get install redis-server; .ci/run does it)"
    port = _free_port()
    proc = subprocess.Popen([binary, "--port", str(port), "--bind", "127.0.0.1", "--save", "",
                             "--appendonly", "no", "--dir", str(tmp_path)],
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    try:
        _wait_port(port, proc)
        yield f"redis://127.0.0.1:{port}/0"
    finally:
        proc.terminate()
        proc.wait(10)


def test_redis_store_keeps_and_claims_rooms(redis_url: str) -> None:
    async def run() -> None:
        store = RedisStore(redis_url)
        assert await store.claim("123456")
        assert not await store.claim("123456")  # a code is never handed out twice
        await store.save("123456", {"code": "123456", "game": "metallurgie", "x": [1, 2]})
        assert await store.load("123456") == {"code": "123456", "game": "metallurgie", "x": [1, 2]}
        await store.delete("123456")
        assert await store.load("123456") is None
        await store.close()

    asyncio.run(run())


def _serve(redis_url: str, port: int, tmp_path: Path, name: str) -> subprocess.Popen[bytes]:
    env = {**os.environ, "XDG_DATA_HOME": str(tmp_path / name), "XDG_CONFIG_HOME": str(tmp_path / name)}
    proc = subprocess.Popen([sys.executable, "-m", "chemcards", "serve", "--host", "127.0.0.1",
                             "--port", str(port), "--store", redis_url],
                            env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    _wait_port(port, proc)
    assert proc.stdout is not None
    assert b"serving rooms on" in proc.stdout.readline()  # listening and in the registry
    return proc


async def _act_until(clients: list[RoomClient], steps: int, rnd: random.Random) -> int:
    """People act at random from what the server offered them; returns the actions accepted."""
    done = 0
    for _ in range(steps * 4):
        if done >= steps:
            break
        await asyncio.sleep(0.05)
        movers = [c for c in clients if c.seen.legal and not c.closed.is_set()]
        if not movers:
            await asyncio.sleep(0.2)
            continue
        mover = rnd.choice(movers)
        before = mover.seen.update.step if mover.seen.update else -1
        error = await mover.request(schema.Act(action=rnd.choice(mover.seen.legal)))
        if error is None:
            await wait_until(lambda m=mover, b=before: m.seen.update is not None and m.seen.update.step > b,
                             timeout=10, what="the action's update")
            done += 1
    return done


def test_two_processes_share_rooms_and_survive_kill_9_of_the_owner(redis_url: str, tmp_path: Path) -> None:
    """Issue 15 item 7, CC-22: a player on process B plays in a room run by process A (pub/sub
    relay); A is killed with SIGKILL mid-game; both clients reconnect by themselves to B (the
    host learnt B's address in its Welcome), which takes the room over from Redis, with the same
    hands, and the game goes on from the last action."""
    port_a, port_b = _free_port(), _free_port()
    proc_a = _serve(redis_url, port_a, tmp_path, "a")
    proc_b = _serve(redis_url, port_b, tmp_path, "b")
    url_a, url_b = f"ws://127.0.0.1:{port_a}/", f"ws://127.0.0.1:{port_b}/"

    async def run() -> None:
        rnd = random.Random(11)
        host = await RoomClient(url_a).connect()
        assert await host.request(schema.Create(game="metallurgie", players=2)) is None
        await wait_until(lambda: host.seen.code is not None, what="the room")
        code = host.seen.code
        assert code is not None
        guest = await RoomClient(url_b).connect()  # the other process: relayed to A
        assert await guest.request(schema.Join(code=code)) is None
        await wait_until(lambda: guest.seen.seat == 1, what="the seat through the relay")
        for c in (host, guest):
            await c.send(schema.Ready())
        await wait_until(lambda: host.seen.lobby is not None and all(s.ready for s in host.seen.lobby.seats))
        assert await host.request(schema.Start()) is None
        await wait_until(lambda: host.seen.update is not None and guest.seen.update is not None)
        assert await _act_until([host, guest], 6, rnd) == 6
        step = max(host.seen.update.step, guest.seen.update.step)
        hands = {0: host.seen.view.hand, 1: guest.seen.view.hand}

        # each Welcome named both live processes (the registry in Redis, renewed by a heartbeat)
        assert set(host.seen.servers) == set(guest.seen.servers) == {url_a, url_b}

        proc_a.send_signal(signal.SIGKILL)
        proc_a.wait(10)
        # nobody tells a client where to go: the host's connection drops with A; B notices on its
        # heartbeat that the room the guest is relayed to has no owner, takes it over from Redis
        # and asks the guest to rejoin (1012) without waiting for the guest to speak
        await wait_until(lambda: host.closed.is_set(), what="the host's connection to drop")
        await wait_until(lambda: guest.closed.is_set(), timeout=15, what="B to hand the guest over")
        new_host, new_guest = await asyncio.gather(host.reconnect(30), guest.reconnect(30))
        assert isinstance(new_host, RoomClient) and isinstance(new_guest, RoomClient)
        assert new_host.url == url_b, "the host found the live process from its Welcome"
        # the first update after rejoining: the game from the last action, the same hands
        assert (await new_host.next(schema.Update)).step == step
        assert (await new_guest.next(schema.Update)).step == step
        assert new_host.seen.view.hand == hands[0] and new_guest.seen.view.hand == hands[1]
        assert await _act_until([new_host, new_guest], 4, rnd) == 4
        # the last action may have been the guest's: its update reaches the host a moment later
        await wait_until(lambda: new_host.seen.update is not None
                         and new_host.seen.update.step >= step + 4, timeout=10,
                         what="the host's update of the last action")
        for c in (host, guest, new_host, new_guest):
            await c.close()

    try:
        asyncio.run(run())
    finally:
        for proc in (proc_a, proc_b):
            if proc.poll() is None:
                proc.terminate()
                proc.wait(10)
