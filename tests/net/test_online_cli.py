"""``chemcards serve | host | join | quick``: a mistake is one line and exit code 2, never a
traceback; a file given as the store that is not a room store is left as it was."""

from __future__ import annotations

import socket
import subprocess
import sys
from pathlib import Path

import pytest

from chemcards.net.client import parse_link


def _run(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "chemcards", *args], capture_output=True, text=True,
                          cwd=cwd, timeout=60, env={"XDG_DATA_HOME": str(cwd), "XDG_CONFIG_HOME": str(cwd),
                                                    "PATH": "/usr/bin:/bin"})


def _closed_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@pytest.mark.parametrize("args", [
    ("join", "12345"),
    ("join", "123456", "--server", "ftp://x"),
    ("join", "ftp://host/room/123456"),
    ("join", "http://host:8000/room/12345"),
    ("join", "http://host:8000/lobby/123456"),
    ("join", "http://host:80x/room/123456"),
    ("join", "http:///room/123456"),
    ("host", "no-such-game"),
    ("host", "metallurgie", "--players", "7"),
    ("host", "color-clash", "-o", "turn_time=17"),
    ("quick", "chemis", "--players", "1"),
    ("serve", "--port", "99999"),
    ("serve", "--store", "/proc/no/such/dir/rooms.sqlite"),
])
def test_bad_online_arguments_give_one_line_and_exit_code_2(args: tuple[str, ...], tmp_path: Path) -> None:
    result = _run(*args, cwd=tmp_path)
    assert result.returncode == 2, result.stderr
    assert "Traceback" not in result.stderr
    assert len(result.stderr.strip().splitlines()) == 1


def test_serve_refuses_a_file_that_is_not_a_room_store_and_leaves_it(tmp_path: Path) -> None:
    notes = tmp_path / "notes.txt"
    notes.write_text("my notes, not a database\n" * 100)
    before = notes.read_bytes()
    result = _run("serve", "--port", "0", "--store", f"sqlite:{notes}", cwd=tmp_path)
    assert result.returncode == 2 and "Traceback" not in result.stderr
    assert len(result.stderr.strip().splitlines()) == 1
    assert notes.read_bytes() == before


def test_serve_with_an_unreachable_redis_says_so_in_one_line(tmp_path: Path) -> None:
    result = _run("serve", "--port", "0", "--store", f"redis://127.0.0.1:{_closed_port()}/0", cwd=tmp_path)
    assert result.returncode == 2, result.stderr
    assert "Redis" in result.stderr and "Traceback" not in result.stderr


@pytest.mark.parametrize(("text", "server", "code"), [
    ("123456", None, "123456"),
    (" 654321 ", None, "654321"),
    ("ws://10.0.0.5:9000/room/123456", "ws://10.0.0.5:9000/", "123456"),
    ("wss://rooms.example/room/123456", "wss://rooms.example:8765/", "123456"),
    # the QR code's http link of a web front: its room server on the same host, default port
    ("http://192.168.1.5:8000/room/042000", "ws://192.168.1.5:8765/", "042000"),
    ("http://192.168.1.5:8000/room/042000/", "ws://192.168.1.5:8765/", "042000"),
    ("https://cards.example/room/777777", "wss://cards.example:8765/", "777777"),
    ("http://[::1]:8000/room/123456", "ws://[::1]:8765/", "123456"),
])
def test_join_takes_a_code_a_ws_link_or_a_web_fronts_http_link(text: str, server: str | None,
                                                                code: str) -> None:
    assert parse_link(text) == (server, code)


@pytest.mark.parametrize("text", ["12345", "1234567", "abcdef", "http://host/room/12345",
                                  "http://host/rooms/123456", "ftp://host/room/123456",
                                  "http://host:x/room/123456", "ws:///room/123456", "http://host/room/123456/x"])
def test_anything_else_is_one_sentence(text: str) -> None:
    with pytest.raises(ValueError) as caught:
        parse_link(text)
    assert "\n" not in str(caught.value) and "room code or link" in str(caught.value)
