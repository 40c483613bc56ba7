"""Play-through 12, de 10: ``chemcards serve`` announces "(Ctrl+C stops; …)" but Ctrl+C printed
"chemcards: interrupted" ("abgebrochen") and exit code 130. Ctrl+C is the normal way to stop the
server: it says "server stopped" in the command's language and exits 0."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from net_helpers import ctrl_c_as_in_a_terminal

from chemcards.i18n import tr


@pytest.mark.parametrize("lang", ["en", "de", "zh"])
def test_pt12_de10_ctrl_c_stops_the_server_with_its_line_and_exit_0(lang: str, tmp_path: Path) -> None:
    env = {"XDG_DATA_HOME": str(tmp_path), "XDG_CONFIG_HOME": str(tmp_path), "PATH": "/usr/bin:/bin",
           "PYTHONUNBUFFERED": "1"}
    command = [sys.executable, "-m", "chemcards", "--lang", lang, "serve", "--host", "127.0.0.1",
               "--port", "0"]
    proc = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            cwd=tmp_path, env=env, preexec_fn=ctrl_c_as_in_a_terminal)
    try:
        assert proc.stdout is not None
        first = proc.stdout.readline()  # the ready line: the server listens
        assert "ws://127.0.0.1:" in first, first
        time.sleep(0.2)
        os.kill(proc.pid, signal.SIGINT)
        out, err = proc.communicate(timeout=30)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    assert proc.returncode == 0, (out, err)
    assert tr("online", "serve_stopped", lang) in out, (out, err)
    assert tr("ui", "cli_interrupted", lang) not in out + err
    assert "Traceback" not in err, err


@pytest.mark.parametrize("lang", ["en", "de"])
def test_pt12_de10_ctrl_c_stops_the_web_front_the_same_way(lang: str, tmp_path: Path) -> None:
    """``chemcards web`` says "(Ctrl+C stops)" as well: the same plain line and exit 0."""
    env = {"XDG_DATA_HOME": str(tmp_path), "XDG_CONFIG_HOME": str(tmp_path), "PATH": "/usr/bin:/bin",
           "PYTHONUNBUFFERED": "1", "HOME": str(tmp_path)}
    command = [sys.executable, "-m", "chemcards", "--lang", lang, "web", "--port", "0"]
    proc = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            cwd=tmp_path, env=env, preexec_fn=ctrl_c_as_in_a_terminal)
    try:
        assert proc.stdout is not None
        first = proc.stdout.readline()
        assert "http://" in first, first
        time.sleep(0.2)
        os.kill(proc.pid, signal.SIGINT)
        out, err = proc.communicate(timeout=30)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    assert proc.returncode == 0, (out, err)
    assert tr("ui", "web_stopped", lang) in out, (out, err)
    assert tr("ui", "cli_interrupted", lang) not in out + err
    assert "Traceback" not in err, err
