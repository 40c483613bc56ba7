"""issue 16 item 4: a phone's browser joins an online room hosted from a terminal.

Everything is real: a ``chemcards serve`` process on loopback, a host that is another process
talking the room protocol through ``RoomClient`` (as a terminal's ``chemcards host`` does), a
``chemcards web --rooms …`` process, and headless Chromium at phone size that opens the room's
http link ``/room/<code>``, lands in the lobby, says it is ready, and makes the phone player's
first Color Clash move by taps once the host has started the room.
"""

from __future__ import annotations

import os
import re
import signal
import subprocess
import sys
import urllib.error
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from web_helpers import PHONE, Screen, Served, new_context, read_line, web_server
from web_play import HAND_TITLE, hand_cards, play_turn

#: the terminal-side host: creates a two-seat Color Clash room, prints its code, starts once
#: everyone is ready, then plays its own seat's first legal action whenever it is its turn
HOST_SCRIPT = r"""
import asyncio, sys
from chemcards.net import schema
from chemcards.net.client import RoomClient

async def main(url: str) -> None:
    host = await RoomClient(url).connect()
    await host.send(schema.Create(game="color-clash", players=2, options={}))
    while host.seen.code is None:
        await asyncio.sleep(0.05)
    print(host.seen.code, flush=True)
    await host.send(schema.Ready())
    while not (host.seen.lobby and all(s.ready for s in host.seen.lobby.seats)):
        await asyncio.sleep(0.05)
    await host.send(schema.Start())
    print("started", flush=True)
    acted = -1
    while not host.closed.is_set():
        update = host.seen.update
        if update is not None and update.seat in update.to_act and update.legal and update.version != acted:
            acted = update.version
            await host.send(schema.Act(action=update.legal[0]))
        await asyncio.sleep(0.1)

asyncio.run(main(sys.argv[1]))
"""


def _stop(process: subprocess.Popen[str]) -> None:
    process.send_signal(signal.SIGINT)
    try:
        process.wait(timeout=10)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait()


@pytest.fixture(scope="module")
def rooms(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """``chemcards serve`` on a free loopback port, rooms in memory; its ws:// address."""
    home: Path = tmp_path_factory.mktemp("rooms-home")
    env = dict(os.environ, XDG_CONFIG_HOME=str(home / "config"), XDG_DATA_HOME=str(home / "data"))
    process = subprocess.Popen(
        [sys.executable, "-m", "chemcards", "serve", "--host", "127.0.0.1", "--port", "0",
         "--store", "memory"],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env, start_new_session=True)
    try:
        assert process.stdout is not None
        line = process.stdout.readline()
        found = re.search(r"ws://127\.0\.0\.1:\d+/", line)
        assert found, f"no address from chemcards serve: {line!r}"
        yield found.group(0)
    finally:
        _stop(process)


@pytest.fixture(scope="module")
def front(rooms: str, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Served]:
    with web_server(tmp_path_factory.mktemp("web-room-home"), "--rooms", rooms) as server:
        yield server


def _get(url: str) -> tuple[int, str]:
    try:
        with urllib.request.urlopen(url, timeout=10) as response:
            return response.status, response.read().decode()
    except urllib.error.HTTPError as exc:
        return exc.code, exc.read().decode()


@pytest.mark.parametrize("code", ["12345", "1234567", "abcdef", "12a456"])
def test_room_link_with_a_bad_code_gets_one_clear_line(front: Served, code: str) -> None:
    """A room code has six digits (issue 15): anything else is one line, and no app starts."""
    status, body = _get(f"{front.url}room/{code}")
    assert status == 404
    assert body.strip().splitlines() == [f"chemcards: “{code}” is not a room code (a code has six digits)."]
    status, _ = _get(f"{front.url}ws/room/{code}")
    assert status == 404


def test_room_link_with_an_unknown_code_says_so_in_the_app(browser: Any, front: Served) -> None:
    """A well-formed code no room has: the app opens and the room server's answer is shown."""
    context = new_context(browser, PHONE)
    try:
        screen = Screen.open(context, f"{front.url}room/000000")
        screen.wait_for("There is no such room", timeout=30)
    finally:
        context.close()


def test_phone_joins_a_terminal_room_by_link_and_moves_by_taps(browser: Any, rooms: str,
                                                                  front: Served) -> None:
    """issue 16 item 4: the terminal hosts, the phone opens /room/<code>, lands in the lobby
    (code and the http link of this front shown), taps Ready; the host starts; the phone's
    player makes a first Color Clash move by taps (CC-5: a playable card, or Draw)."""
    host = subprocess.Popen([sys.executable, "-c", HOST_SCRIPT, rooms], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, start_new_session=True)
    context = new_context(browser, PHONE)
    try:
        assert host.stdout is not None
        code = read_line(host).strip()
        assert re.fullmatch(r"\d{6}", code), code
        screen = Screen.open(context, f"{front.url}room/{code}")
        x, _ = screen.wait_for("Room code", timeout=30)
        screen.settle()
        # the lobby's text column beside the QR code, with the phone's line wraps undone
        column = "".join(line[x:].strip() for line in screen.lines())
        assert f"Roomcode:{code[:3]}{code[3:]}" in column.replace(" ", ""), column
        assert f"{front.url}room/{code}" in column, column  # the http link, not a ws:// address
        screen.shot("room-lobby-phone")
        # both seats marked "✓ ready" (the host readied itself), or the game already started
        screen.tap_until(r"\bReady\b",
                         lambda: screen.text().count("✓") >= 2 or "Room code" not in screen.text())
        assert read_line(host).strip() == "started"
        screen.wait_for(HAND_TITLE, timeout=30)
        screen.wait_for(r"Your turn|You drew|Choose the colour", timeout=60)
        before = screen.settle()
        hand = [c[2] for c in hand_cards(screen)]
        tapped = play_turn(screen)
        assert tapped is not None, before
        if tapped.startswith("★"):
            screen.wait_for("Choose the colour")
            screen.settle()
            assert play_turn(screen) == "colour"
        if tapped != "colour":
            screen.wait_until(lambda: [c[2] for c in hand_cards(screen)] != hand, "the hand did not change")
        screen.shot("room-first-move-phone")
    finally:
        context.close()
        _stop(host)



def test_phone_joins_by_code_from_the_launchers_online_screen(browser: Any, rooms: str,
                                                                 front: Served) -> None:
    """issue 16 item 4: in the browser app's launcher, "^o Online" tapped, the code typed, Join
    tapped: the lobby of the terminal's room (on the front's ``--rooms`` server) with the front's
    http link."""
    host = subprocess.Popen([sys.executable, "-c", HOST_SCRIPT, rooms], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, start_new_session=True)
    context = new_context(browser, PHONE)
    try:
        assert host.stdout is not None
        code = read_line(host).strip()
        screen = Screen.open(context, front.url)
        screen.wait_for("Start game", timeout=30)
        screen.wait_for(r"Ctrl\+O Online", timeout=20)  # the footer is there without a first touch
        screen.settle()
        # the footer's key, tapped (again if a loaded machine lost the tap while it drew)
        screen.tap_until(r"Ctrl\+O Online",
                         lambda: re.search(r"Room code \(six digits\)", screen.text()) is not None,
                         offset=3)
        screen.tap(r"Room code \(six digits\)", timeout=30)
        screen.page.keyboard.type(code)  # the phone's own keyboard
        screen.wait_for(re.escape(code))
        screen.tap(r"\bJoin\b")
        x, _ = screen.wait_for("Room code:", timeout=30)
        screen.settle()
        column = "".join(line[x:].strip() for line in screen.lines())
        assert f"Roomcode:{code}" in column.replace(" ", ""), column
        assert f"{front.url}room/{code}" in column, column
        screen.shot("room-join-by-code-phone")
    finally:
        context.close()
        _stop(host)
