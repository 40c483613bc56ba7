"""Issue 12 point 8 (play-through 15, zh 2, de row 8): the launcher's first frame lists the games
from data (names, player counts) and imports none of the engines, the match driver, the table,
the lessons, the bots or the servers. They load after the first frame, in a worker."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

#: what the first frame must not have imported (the chosen engine loads after it, in a worker)
HEAVY = ("chemcards.games.", "chemcards.chemistry", "chemcards.bots", "chemcards.net", "chemcards.web",
         "chemcards.core.match", "chemcards.core.driver", "chemcards.lessons", "chemcards.tui.table",
         "chemcards.tui.online", "websockets", "segno", "redis", "aiohttp", "textual_serve")

_CHILD = r"""
import json, sys
from chemcards.tui.app import ChemcardsApp
from chemcards.tui.launcher import LauncherScreen
from chemcards.tui.settings import Settings

seen = {}

async def ready(pilot):
    app = pilot.app
    while not isinstance(app.screen, LauncherScreen) or not app.screen.is_mounted:
        await pilot.pause()
    games = [c for c in app.screen.query("#game")]
    seen["games"] = [label for label, _ in games[0].choices] if games else []
    seen["modules"] = sorted(sys.modules)
    app.exit()

ChemcardsApp(settings=Settings(lang="en"), remember=False).run(headless=True, auto_pilot=ready)
print(json.dumps(seen))
"""


def _first_frame(tmp_path: Path) -> dict[str, list[str]]:
    env = dict(os.environ, XDG_CONFIG_HOME=str(tmp_path / "cfg"), XDG_DATA_HOME=str(tmp_path / "data"))
    out = subprocess.run([sys.executable, "-c", _CHILD], capture_output=True, text=True, env=env,
                         timeout=120, check=True).stdout
    return json.loads(out.strip().splitlines()[-1])  # type: ignore[no-any-return]


def test_launcher_first_frame_lists_games_without_engines_pt15_zh2(tmp_path: Path) -> None:
    seen = _first_frame(tmp_path)
    assert "Color Clash" in seen["games"] and len(seen["games"]) == 4
    heavy = [m for m in seen["modules"] if m.startswith(HEAVY)]
    assert heavy == [], f"imported before the launcher's first frame: {heavy}"


def test_app_and_launcher_modules_import_no_engine_pt15_zh2() -> None:
    code = ("import sys, chemcards.cli, chemcards.commands.play, chemcards.tui.app, chemcards.tui.launcher; "
            "print('\\n'.join(sorted(sys.modules)))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60,
                         check=True).stdout.split()
    heavy = [m for m in out if m.startswith(HEAVY)]
    assert heavy == [], f"imported with the launcher's modules: {heavy}"
