"""Issue 15 / docs/online.md: ``chemcards serve --web`` serves the rooms and the browser app in one
process, so a host on a LAN runs one thing and phones join by the http link of the lobby's QR code.

Everything is real: one ``chemcards serve --web`` process on loopback, a host speaking the room
protocol from another process (as a terminal's ``chemcards host`` does), and headless Chromium at
phone size opening the link the host was told.
"""

from __future__ import annotations

import os
import re
import signal
import subprocess
import sys
import threading
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from web_helpers import PHONE, Screen, new_context, read_line

#: the host: creates a two-seat Color Clash room, prints the code and the web front the Welcome
#: named, then waits until the other seat is ready and prints "ready"
HOST_SCRIPT = r"""
import asyncio, sys
from chemcards.net import schema
from chemcards.net.client import RoomClient, web_room_link

async def main(url: str) -> None:
    host = await RoomClient(url).connect()
    await host.send(schema.Create(game="color-clash", players=2, options={}))
    while host.seen.code is None:
        await asyncio.sleep(0.05)
    print(host.seen.code, web_room_link(host.seen.web, host.seen.code) if host.seen.web else "-", flush=True)
    while not (host.seen.lobby and host.seen.lobby.seats[1].ready):
        await asyncio.sleep(0.05)
    print("ready", flush=True)
    await asyncio.sleep(60)

asyncio.run(main(sys.argv[1]))
"""


def _stop(process: subprocess.Popen[str]) -> None:
    process.send_signal(signal.SIGINT)
    try:
        process.wait(timeout=15)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait()


@pytest.fixture(scope="module")
def one_command(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, str]]:
    """``chemcards serve --web`` on free loopback ports: (its ws:// rooms, its http:// front)."""
    home: Path = tmp_path_factory.mktemp("serve-web-home")
    env = dict(os.environ, XDG_CONFIG_HOME=str(home / "config"), XDG_DATA_HOME=str(home / "data"))
    process = subprocess.Popen(
        [sys.executable, "-m", "chemcards", "serve", "--host", "127.0.0.1", "--port", "0",
         "--web-port", "0", "--store", "memory"],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env, cwd=home, start_new_session=True)
    try:
        assert process.stdout is not None
        first, second = process.stdout.readline(), process.stdout.readline()
        rooms = re.search(r"ws://127\.0\.0\.1:\d+/", first)
        front = re.search(r"http://127\.0\.0\.1:\d+/", second)
        assert rooms and front, (first, second)
        threading.Thread(target=lambda: [None for _ in process.stdout or ()], daemon=True).start()
        threading.Thread(target=lambda: [None for _ in process.stderr or ()], daemon=True).start()
        yield rooms.group(0), front.group(0)
    finally:
        _stop(process)


def test_one_process_serves_the_page_beside_the_rooms(one_command: tuple[str, str]) -> None:
    _, front = one_command
    with urllib.request.urlopen(f"{front}room/123456", timeout=20) as response:
        assert response.status == 200 and "<html" in response.read().decode().lower()


def test_a_phone_joins_by_the_http_link_the_host_was_told(browser: Any, one_command: tuple[str, str]) -> None:
    """The host's Welcome names the web front, so its lobby's link and QR code are
    ``http://FRONT/room/CODE``; a phone opening that link lands in the room's lobby (the code
    shown) and its Ready reaches the host: one command served both."""
    rooms, front = one_command
    host = subprocess.Popen([sys.executable, "-c", HOST_SCRIPT, rooms], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, start_new_session=True)
    context = new_context(browser, PHONE)
    try:
        assert host.stdout is not None
        code, link = read_line(host).split()
        assert link == f"{front}room/{code}"
        screen = Screen.open(context, link)
        x, _ = screen.wait_for("Room code", timeout=40)
        screen.settle()
        column = "".join(line[x:].strip() for line in screen.lines())
        assert f"Roomcode:{code}" in column.replace(" ", ""), column
        assert link in column, column  # the phone's own lobby shows the same http link
        screen.shot("serve-web-lobby-phone")
        # this host never readies itself: the one "✓ ready" is the phone's own seat
        screen.tap_until(r"\bReady\b", lambda: "✓" in screen.text())
        assert read_line(host).strip() == "ready"
    finally:
        context.close()
        _stop(host)
