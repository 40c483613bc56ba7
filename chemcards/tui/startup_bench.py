"""Cold start of the app, measured the way a person feels it: from starting a fresh Python process
to the launcher being on screen and taking keys (issue 3: ≤ 0.4 s median; Textual alone ≈ 0.25 s).

Each repeat starts a new interpreter that runs the app headless and prints one line once the launcher
is mounted and painted; the parent times the spawn-to-line interval. A bare Textual app is measured the
same way as the floor. ``python -m chemcards.tui.startup_bench`` prints the rows.

``python -m chemcards.tui.startup_bench --pty [ROUNDS]`` measures what a person sees instead: the real
``chemcards`` command in an 80x24 pseudo-terminal, from the spawn until the chosen game's name is
in its output (escape codes removed), alternating with a bare Textual app showing one ``Static``;
per round it also reads the process's CPU time at that moment (``/proc``, all threads). POSIX only.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time

READY = "chemcards-ready"


def _launcher_child() -> None:
    from chemcards.tui.app import ChemcardsApp
    from chemcards.tui.launcher import LauncherScreen
    from chemcards.tui.settings import Settings

    async def ready(pilot: object) -> None:
        app = pilot.app  # type: ignore[attr-defined]
        while not isinstance(app.screen, LauncherScreen) or not app.screen.is_mounted:
            await pilot.pause()  # type: ignore[attr-defined]
        print(READY, flush=True)
        while not app.screen.loaded or not app.screen.query("#start"):
            await pilot.pause()  # type: ignore[attr-defined]
        await pilot.pause()  # type: ignore[attr-defined]
        print(READY, flush=True)
        app.exit()

    ChemcardsApp(settings=Settings(), remember=False).run(headless=True, auto_pilot=ready)


def _textual_child() -> None:
    from textual.app import App, ComposeResult
    from textual.widgets import Static

    class Hello(App[None]):
        def compose(self) -> ComposeResult:
            yield Static("hello")

    async def ready(pilot: object) -> None:
        print(READY, flush=True)  # the auto pilot starts once the first screen is mounted
        pilot.app.exit()  # type: ignore[attr-defined]

    Hello().run(headless=True, auto_pilot=ready)


def _time_child(which: str, env: dict[str, str]) -> list[float]:
    """Seconds from spawning the child to each of its READY lines."""
    code = f"from chemcards.tui.startup_bench import {which}; {which}()"
    start = time.perf_counter()
    proc = subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                            env=env, text=True)
    assert proc.stdout is not None
    marks = [time.perf_counter() - start for line in proc.stdout if line.strip() == READY]
    proc.wait(timeout=30)
    if not marks:
        raise RuntimeError(f"the {which} child never became ready (exit code {proc.returncode})")
    return marks


def run_bench(repeats: int = 5) -> list[tuple[str, float, str]]:
    """(label, median, unit) rows: the launcher's cold start and bare Textual's, in seconds."""
    with tempfile.TemporaryDirectory() as home:
        env = dict(os.environ, XDG_CONFIG_HOME=os.path.join(home, "config"),
                   XDG_DATA_HOME=os.path.join(home, "data"))
        _time_child("_launcher_child", env)  # warm the file cache: "cold" means a new process
        launcher = [_time_child("_launcher_child", env) for _ in range(repeats)]
        textual = [_time_child("_textual_child", env)[0] for _ in range(repeats)]
    return [
        ("app cold start to interactive launcher", statistics.median(m[0] for m in launcher), "s"),
        ("... until the game list is loaded", statistics.median(m[-1] for m in launcher), "s"),
        ("bare Textual app cold start (floor)", statistics.median(textual), "s"),
    ]


_BARE_APP = """
from textual.app import App
from textual.widgets import Static

class Bare(App):
    def compose(self):
        yield Static("bare textual app")

Bare().run()
"""


def _pty_time(argv: list[str], needle: str, env: dict[str, str],
              timeout: float = 30.0) -> tuple[float, float]:
    """(seconds until ``needle`` is on the terminal, CPU seconds the process had used by then)."""
    import pty
    import re
    import select
    import signal

    ansi = re.compile(rb"\x1b\[[0-9;?<>=]*[ -/]*[@-~]|\x1b[\]P^_][^\x07\x1b]*(?:\x07|\x1b\\)"
                      rb"|\x1b[()][0-9A-Za-z]|\x1b[=>78]")
    start = time.perf_counter()
    pid, fd = pty.fork()
    if pid == 0:  # the child: the command, at 80x24
        os.execvpe(argv[0], argv, env)
    import fcntl
    import struct
    import termios

    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
    seen = b""
    try:
        while time.perf_counter() - start < timeout:
            if not select.select([fd], [], [], 0.5)[0]:
                continue
            try:
                chunk = os.read(fd, 65536)
            except OSError:
                break
            if not chunk:
                break
            seen += chunk
            if needle.encode() in ansi.sub(b"", seen):
                wall = time.perf_counter() - start
                with open(f"/proc/{pid}/stat") as fh:
                    fields = fh.read().rsplit(")", 1)[1].split()
                return wall, (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
        raise RuntimeError(f"{needle!r} never appeared from {argv[0]}")
    finally:
        os.kill(pid, signal.SIGKILL)
        os.waitpid(pid, 0)
        os.close(fd)


def run_pty_bench(rounds: int = 7) -> list[tuple[str, float, str]]:
    """The launcher (``chemcards --lang en``, its game row) and a bare Textual app in turn,
    ``rounds`` times after one warm-up each: medians of the wall and CPU seconds."""
    from chemcards.core.registry import builtin_game_infos

    command = os.path.join(os.path.dirname(sys.executable), "chemcards")
    first = next(iter(builtin_game_infos().values())).title("en")  # a fresh launcher shows the first
    with tempfile.TemporaryDirectory() as home:
        env = dict(os.environ, TERM="xterm-256color", XDG_CONFIG_HOME=os.path.join(home, "config"),
                   XDG_DATA_HOME=os.path.join(home, "data"), XDG_CACHE_HOME=os.path.join(home, "cache"))
        app: list[tuple[float, float]] = []
        bare: list[tuple[float, float]] = []
        for n in range(rounds + 1):
            a = _pty_time([command, "--lang", "en"], first, env)
            b = _pty_time([sys.executable, "-c", _BARE_APP], "bare textual app", env)
            if n:  # the first round fills the file cache and the kept ruleset files
                app.append(a)
                bare.append(b)
    return [
        ("launcher in a pty: game name on screen", statistics.median(w for w, _ in app), "s"),
        ("bare Textual app in a pty: its text on screen", statistics.median(w for w, _ in bare), "s"),
        ("... CPU time of the launcher by then", statistics.median(c for _, c in app), "s"),
        ("... CPU time of the bare app by then", statistics.median(c for _, c in bare), "s"),
    ]


if __name__ == "__main__":
    if sys.argv[1:2] == ["--pty"]:
        rows = run_pty_bench(int(sys.argv[2]) if len(sys.argv) > 2 else 7)
        print(f"load average {os.getloadavg()[0]:.1f}")
    else:
        rows = run_bench()
    for label, value, unit in rows:
        print(f"{label:45} {value:8.3f} {unit}")
