"""Cold start of the app, measured the way a person feels it: from starting a fresh Python process
to the launcher being on screen and taking keys (issue 3: ≤ 0.4 s median; Textual alone ≈ 0.25 s).

Each repeat starts a new interpreter that runs the app headless and prints one line once the launcher
is mounted and painted; the parent times the spawn-to-line interval. A bare Textual app is measured the
same way as the floor. ``python -m chemcards.tui.startup_bench`` prints the rows.
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


if __name__ == "__main__":
    for label, value, unit in run_bench():
        print(f"{label:45} {value:8.3f} {unit}")
