"""Play-through 18, en 9: ``chemcards serve --store memory`` said "(Ctrl+C stops; rooms are kept)",
but a memory store keeps nothing after the process ends (docs/online.md, the store table). The
ready line now says what the store chosen keeps: the SQLite file, the Redis address, or memory
only, in the command's language."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest
from net_helpers import ctrl_c_as_in_a_terminal

from chemcards.commands.online import ready_line
from chemcards.i18n import tr
from chemcards.net.backends import open_store

LANGS = ("en", "de", "zh")
URL = "ws://127.0.0.1:8765/"


@pytest.mark.parametrize("lang", LANGS)
def test_pt18_en9_a_memory_store_does_not_promise_to_keep_rooms(lang: str, tmp_path: Path) -> None:
    memory = ready_line(open_store("memory", tmp_path), URL, lang)
    lasting = ready_line(open_store(None, tmp_path), URL, lang)
    assert tr("online", "serve_keeps_memory", lang) in memory, memory
    assert str(tmp_path) not in memory and memory != lasting, (memory, lasting)


@pytest.mark.parametrize("lang", LANGS)
def test_pt18_en9_sqlite_names_its_file(lang: str, tmp_path: Path) -> None:
    path = tmp_path / "my rooms.sqlite"
    line = ready_line(open_store(f"sqlite:{path}", tmp_path), URL, lang)
    assert str(path) in line and URL in line, line
    default = ready_line(open_store(None, tmp_path), URL, lang)
    assert str(tmp_path / "rooms.sqlite") in default, default


@pytest.mark.parametrize("lang", LANGS)
def test_pt18_en9_redis_names_its_address_but_not_its_password(lang: str, tmp_path: Path) -> None:
    line = ready_line(open_store("redis://:s3cret@10.0.0.7:6380/2", tmp_path), URL, lang)
    assert "redis://10.0.0.7:6380/2" in line, line
    assert "s3cret" not in line and "@" not in line, line


def test_pt18_en9_serve_memory_says_so_from_the_command_line(tmp_path: Path) -> None:
    """The command as the tester ran it; its first line is the memory store's."""
    env = {"XDG_DATA_HOME": str(tmp_path), "XDG_CONFIG_HOME": str(tmp_path), "PATH": "/usr/bin:/bin",
           "PYTHONUNBUFFERED": "1", "HOME": str(tmp_path)}
    command = [sys.executable, "-m", "chemcards", "--lang", "en", "serve", "--host", "127.0.0.1",
               "--port", "0", "--store", "memory"]
    proc = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, cwd=tmp_path,
                            env=env, preexec_fn=ctrl_c_as_in_a_terminal)
    try:
        assert proc.stdout is not None
        first = proc.stdout.readline()
        os.kill(proc.pid, signal.SIGINT)
        out, err = proc.communicate(timeout=30)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    assert first.rstrip().endswith(f"; {tr('online', 'serve_keeps_memory', 'en')})"), first
    assert proc.returncode == 0 and "Traceback" not in err, (out, err)
