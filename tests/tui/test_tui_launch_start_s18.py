"""Issue 12 point 8 (session 18): the game list came 0.3-0.7 s after a bare Textual app's text. What
the launcher's first frame styled and drew besides the game list (the speed and aids rows, the help
line, five buttons, the footer) cost about 0.1 s of CPU, and the collector's passes during the
start about as much again. Now the first frame is the title and the game list; the rest is mounted
right after it is drawn, and the collector paused by ``chemcards`` runs again once it is. These
tests count what the first frame holds instead of timing it (a loaded machine times anything)."""

from __future__ import annotations

import gc
import json
import os
import subprocess
import sys
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from tui_helpers import sync

from chemcards.core import registry
from chemcards.tui.app import ChemcardsApp
from chemcards.tui.launcher import LauncherForm, LauncherScreen
from chemcards.tui.notice import NoticeLine
from chemcards.tui.settings import Settings
from chemcards.tui.widgets import Cycler, KeysFooter

_CHILD = r"""
import json, sys
from chemcards.tui.app import ChemcardsApp
from chemcards.tui.launcher import LauncherScreen
from chemcards.tui.settings import Settings

seen = {}
mounted = LauncherScreen.on_mount

def on_mount(self):
    def drawn():  # the first refresh of the launcher is over: what it drew
        seen["ids"] = [w.id for w in self.query("*") if w.id]
        seen["types"] = sorted({type(w).__name__ for w in self.query("*")})
        seen["games"] = [label for label, _ in self.query_one("#game").choices]
        seen["modules"] = sorted(sys.modules)
    self.call_after_refresh(drawn)  # before the launcher's own: the frame as drawn, nothing added
    mounted(self)

LauncherScreen.on_mount = on_mount

async def ready(pilot):
    app = pilot.app
    while "ids" not in seen:
        await pilot.pause()
    app.exit()

ChemcardsApp(settings=Settings(lang="en"), remember=False).run(headless=True, auto_pilot=ready)
print(json.dumps(seen))
"""


def test_first_frame_is_the_title_and_the_game_list_issue12_point8(tmp_path: Path) -> None:
    env = dict(os.environ, XDG_CONFIG_HOME=str(tmp_path / "cfg"), XDG_DATA_HOME=str(tmp_path / "data"),
               XDG_CACHE_HOME=str(tmp_path / "cache"))
    out = subprocess.run([sys.executable, "-c", _CHILD], capture_output=True, text=True, env=env,
                         timeout=120, check=True).stdout
    first = json.loads(out.strip().splitlines()[-1])
    assert first["games"] == [info.title("en") for info in registry.builtin_game_infos().values()]
    assert {"title", "lang", "game", "no-games", "notice"} <= set(first["ids"])
    later = {"speed", "aids", "launcher-hint", "start", "learn", "quit"} & set(first["ids"])
    assert later == set(), f"drawn before the game list was on screen: {later}"
    assert "Button" not in first["types"] and "KeysFooter" not in first["types"]
    # the notice line's wrapping (35 kB of source, compiled at each start without bytecode) waits
    # for the first notice
    assert "chemcards.tui.wrap" not in first["modules"]


@pytest.fixture
def held_engine(monkeypatch: pytest.MonkeyPatch) -> Iterator[threading.Event]:
    """The chosen game's engine import, held until the event is set (as on a slow machine)."""
    release = threading.Event()
    load = registry.load_game

    def slow_load(game_id: str) -> object:
        release.wait(10)
        return load(game_id)

    monkeypatch.setattr(registry, "is_loaded", lambda game_id: False)
    monkeypatch.setattr(registry, "load_game", slow_load)
    yield release
    release.set()


def _form_ids(screen: Any) -> list[str | None]:
    """The form's rows top to bottom (a row by its first choice or button), then the types of the
    screen's other children."""
    form = screen.query_one(LauncherForm)
    rows = [w.id or w.query("Cycler, Button").first().id for w in form.children]
    return rows + [type(w).__name__ for w in screen.children if w is not form]


async def _loading_form(pilot: Any) -> LauncherScreen:
    for _ in range(40):
        await pilot.pause()
        screen = pilot.app.screen
        if isinstance(screen, LauncherScreen) and screen.query("#quit"):
            return screen
    raise AssertionError("the rows under the game list never came")


@sync
async def test_the_rest_of_the_loading_form_follows_the_first_frame_issue12_point8(
        held_engine: threading.Event) -> None:
    """While the engine loads the form is, a moment after the game list, what it was before:
    the game row, "Loading …", speed, aids, the help line, the buttons, the notice line and the
    footer, once each and in this order; the game row keeps the focus."""
    app = ChemcardsApp(settings=Settings(lang="en", game="color-clash"), remember=False)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await _loading_form(pilot)
        assert not screen.loaded
        assert _form_ids(screen) == ["lang", "game", "no-games", "speed", "aids", "launcher-hint", "start",
                                     "NoticeLine", "KeysFooter"]
        assert screen.query_one("#start").disabled and app.focused is screen.query_one("#game")
        assert "Loading" in str(screen.query_one("#no-games").render())
        held_engine.set()
        for _ in range(50):
            await app.workers.wait_for_complete()
            await pilot.pause()
            if screen.loaded and screen.query("#start"):
                break
        assert not screen.query_one("#start").disabled
        assert len(screen.query(KeysFooter)) == 1 and len(screen.query(NoticeLine)) == 1


@sync
async def test_a_language_switch_while_the_engine_loads_rebuilds_the_whole_form_issue12_point8(
        held_engine: threading.Event) -> None:
    """Ctrl+T before the engine is there: the form comes back whole in the next language, not as
    a first frame whose rest nobody mounts."""
    from chemcards.i18n import LANGS

    app = ChemcardsApp(settings=Settings(lang="en", game="color-clash"), remember=False)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await _loading_form(pilot)
        await pilot.press("ctrl+t")
        for _ in range(10):
            await pilot.pause()
        assert screen.lang == LANGS[(LANGS.index("en") + 1) % len(LANGS)] and not screen.loaded
        assert _form_ids(screen)[2:] == ["no-games", "speed", "aids", "launcher-hint", "start",
                                         "NoticeLine", "KeysFooter"]
        assert isinstance(app.focused, Cycler) and app.focused.id == "game"


def test_chemcards_pauses_the_collector_until_the_first_frame_issue12_point8(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """``chemcards`` runs the app with the collector off (its passes at the start freed nothing
    and cost about 0.1 s of CPU before the first frame) and turns it on again afterwards, even
    when the app fails."""
    from chemcards.commands import play

    for var in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME"):
        monkeypatch.setenv(var, str(tmp_path / var))
    during: list[bool] = []

    def run(self: ChemcardsApp) -> int:
        during.append(gc.isenabled())
        raise RuntimeError("the terminal went away")

    monkeypatch.setattr(ChemcardsApp, "run", run)
    assert gc.isenabled()
    with pytest.raises(RuntimeError):
        play._run_app(match=None, settings=Settings(lang="en"))
    assert during == [False] and gc.isenabled()


@sync
async def test_the_app_turns_the_collector_on_after_its_first_frame_issue12_point8() -> None:
    from chemcards.tui.first_frame import pause_gc, resume_gc

    pause_gc()
    try:
        assert not gc.isenabled()
        app = ChemcardsApp(settings=Settings(lang="en", game="color-clash"), remember=False)
        async with app.run_test(size=(80, 24)) as pilot:
            for _ in range(20):
                await pilot.pause()
                if gc.isenabled():
                    break
            assert gc.isenabled()
    finally:
        resume_gc()
    gc.disable()  # a collector someone else turned off stays off
    try:
        app = ChemcardsApp(settings=Settings(lang="en", game="color-clash"), remember=False)
        async with app.run_test(size=(80, 24)) as pilot:
            for _ in range(5):
                await pilot.pause()
            assert not gc.isenabled()
    finally:
        gc.enable()
