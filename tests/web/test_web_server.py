"""issue 16, security and bad input: ``chemcards web`` binds to this computer unless told, warns
when told, refuses a bad argument in one line, and a socket from a foreign page or a malformed
message changes nothing. Real processes and real sockets on loopback; no browser needed."""

from __future__ import annotations

import asyncio
import json
import socket
import subprocess
import sys
import threading
import time
from pathlib import Path

import aiohttp
from web_helpers import web_server


def _run(home: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "chemcards", "web", *args], capture_output=True,
                          text=True, timeout=60, cwd=home)


def test_it_listens_on_localhost_only_by_default(tmp_path: Path) -> None:
    with web_server(tmp_path) as served:
        assert served.url.startswith("http://127.0.0.1:")
        port = int(served.url.rsplit(":", 1)[1].strip("/"))
        listening = subprocess.run(["ss", "-Htln", f"sport = :{port}"], capture_output=True, text=True)
        if listening.returncode == 0 and listening.stdout.strip():
            assert all("127.0.0.1:" in line for line in listening.stdout.splitlines()), listening.stdout
        outside = _an_address_of_this_computer_that_is_not_loopback()
        if outside is not None:  # the same port is closed on another address of this computer
            with socket.socket() as probe:
                probe.settimeout(2)
                assert probe.connect_ex((outside, port)) != 0


def _an_address_of_this_computer_that_is_not_loopback() -> str | None:
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
        try:
            s.connect(("192.0.2.1", 9))  # TEST-NET-1: no packet is sent for a UDP connect
            address = str(s.getsockname()[0])
        except OSError:
            return None
    return None if address.startswith("127.") else address


def test_serving_beyond_this_computer_warns_what_it_exposes(tmp_path: Path) -> None:
    with web_server(tmp_path, "--host", "0.0.0.0") as served:
        deadline = time.monotonic() + 10
        while not served.stderr and time.monotonic() < deadline:
            time.sleep(0.05)
        warning = served.stderr[0] if served.stderr else ""
    assert warning.startswith("chemcards: warning: serving on 0.0.0.0")
    for words in ("Anyone who can reach", "saved games", "not encrypted"):
        assert words in warning


def test_bad_arguments_get_one_line_and_exit_code_2(tmp_path: Path) -> None:
    taken = socket.socket()
    taken.bind(("127.0.0.1", 0))
    taken.listen()
    try:
        port = str(taken.getsockname()[1])
        for args in (["--port", "70000"], ["--port", "x"], ["--max-apps", "0"], ["--port", port],
                     ["--rooms", "http://127.0.0.1:8765"], ["--rooms", "ws://127.0.0.1:x"]):
            done = _run(tmp_path, *args)
            assert done.returncode == 2, (args, done.stderr)
            assert len(done.stderr.strip().splitlines()) == 1, (args, done.stderr)
            assert "Traceback" not in done.stderr
    finally:
        taken.close()


def test_a_socket_from_a_foreign_page_is_refused_and_bad_messages_change_nothing(tmp_path: Path) -> None:
    with web_server(tmp_path, "--max-apps", "1") as served:
        # in a thread of its own: Playwright's sync API may hold this thread's event loop
        failures: list[BaseException] = []

        def run() -> None:
            try:
                asyncio.run(_sockets(served.url))
            except BaseException as exc:
                failures.append(exc)

        worker = threading.Thread(target=run)
        worker.start()
        worker.join(timeout=120)
        assert not worker.is_alive(), "the socket checks hung"
        if failures:
            raise failures[0]


async def _sockets(url: str) -> None:
    ws_url = url.replace("http://", "ws://") + "ws?width=60&height=20"
    async with aiohttp.ClientSession() as session:
        # a page from elsewhere (the Origin of another site) gets no app
        try:
            async with session.ws_connect(ws_url, headers={"Origin": "http://evil.example"}):
                raise AssertionError("a foreign Origin got a socket")
        except aiohttp.WSServerHandshakeError as exc:
            assert exc.status == 403
        own = url.rstrip("/")
        async with session.ws_connect(ws_url, headers={"Origin": own}) as ws:
            first = await _screen_bytes(ws)
            assert first, "the app sent no screen"
            # malformed messages: dropped, and the socket keeps working
            for junk in ("not json", "[]", '["stdin"]', '["resize", {"width": -1}]', '{"a": 1}',
                         '["explode", 1]', json.dumps(["resize", {"width": 10**9, "height": 2}])):
                await ws.send_str(junk)
            await ws.send_str(json.dumps(["ping", "42"]))
            while True:
                message = await asyncio.wait_for(ws.receive(), timeout=10)
                if message.type == aiohttp.WSMsgType.TEXT and json.loads(message.data) == ["pong", "42"]:
                    break
                assert message.type in (aiohttp.WSMsgType.TEXT, aiohttp.WSMsgType.BINARY), message
            # --max-apps 1: a second tab at the same time is turned away, with a reason
            try:
                async with session.ws_connect(ws_url, headers={"Origin": own}):
                    raise AssertionError("a second app started beyond --max-apps")
            except aiohttp.WSServerHandshakeError as exc:
                assert exc.status == 503


async def _screen_bytes(ws: aiohttp.ClientWebSocketResponse) -> bytes:
    data = b""
    while len(data) < 200:
        message = await asyncio.wait_for(ws.receive(), timeout=30)
        if message.type == aiohttp.WSMsgType.BINARY:
            data += message.data
        elif message.type != aiohttp.WSMsgType.TEXT:
            break
    return data


def test_the_page_speaks_the_browsers_language_and_sets_a_browser_cookie(tmp_path: Path) -> None:
    """A browser asking for German gets the German page; the cookie that names its own folder is
    random, HttpOnly and SameSite=Strict (no other site's page sends it)."""
    with web_server(tmp_path) as served:
        async def fetch() -> tuple[str, str]:
            async with aiohttp.ClientSession() as session, session.get(
                    served.url, headers={"Accept-Language": "de-DE,de;q=0.9,en;q=0.5"}) as response:
                return await response.text(), response.headers.get("Set-Cookie", "")

        result: list[tuple[str, str]] = []
        worker = threading.Thread(target=lambda: result.append(asyncio.run(fetch())))
        worker.start()
        worker.join(timeout=60)
    html, cookie = result[0]
    assert '<html lang="de">' in html and "<title>chemcards – Kartenspiele</title>" in html
    assert "chemcards_browser=" in cookie and "HttpOnly" in cookie and "SameSite=Strict" in cookie
