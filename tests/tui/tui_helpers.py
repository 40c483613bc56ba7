"""Helpers shared by the app tests: build an app around a match, wait for computers, read screens."""

from __future__ import annotations

import asyncio
import functools
import io
from collections.abc import Callable, Coroutine, Sequence
from pathlib import Path
from typing import Any

from rich.console import Console
from textual.pilot import Pilot

from chemcards.core.match import Match
from chemcards.core.protocol import Game
from chemcards.core.seats import Seat
from chemcards.tui.app import ChemcardsApp
from chemcards.tui.clock import FakeClock
from chemcards.tui.launcher import LauncherScreen
from chemcards.tui.settings import Settings
from chemcards.tui.table import TableScreen


def sync(fn: Callable[..., Coroutine[Any, Any, None]]) -> Callable[..., None]:
    """Run an async Pilot test with asyncio (no async pytest plugin is installed)."""

    @functools.wraps(fn)
    def wrapper(*args: Any, **kwargs: Any) -> None:
        asyncio.run(fn(*args, **kwargs))

    return wrapper


def people(*names: str, computers: int = 0, level: str = "easy") -> list[Seat]:
    seats = [Seat(n) for n in names]
    seats += [Seat(f"Cpu{i}", "computer", level) for i in range(computers)]
    return seats


def make_app(game: Game, seats: Sequence[Seat], *, seed: int = 7, options: dict[str, Any] | None = None,
             save: Path | None = None, lang: str = "en", clock: FakeClock | None = None,
             games: dict[str, Game] | None = None) -> ChemcardsApp:
    match = Match(game, list(seats), options or {}, seed=seed, autosave=save)
    return app_for(match, lang=lang, clock=clock, save=save, games=games)


def app_for(match: Match | None, *, lang: str = "en", clock: FakeClock | None = None,
            save: Path | None = None, games: dict[str, Game] | None = None) -> ChemcardsApp:
    """An app at instant computer speed, with fake time and nothing remembered outside the test."""
    known = games or ({match.game.id: match.game} if match else {})
    return ChemcardsApp(match=match, settings=Settings(lang=lang, speed="instant"),
                        clock=clock or FakeClock(), save_path=save, remember=False, games=lambda: known)


def launcher_app(lang: str, game: str = "color-clash") -> ChemcardsApp:
    """The app opening on its launcher, at instant computer speed, with fake time."""
    from chemcards.core import registry

    return ChemcardsApp(settings=Settings(lang=lang, speed="instant", game=game), clock=FakeClock(),
                        remember=False, games=registry.games)


async def open_launcher(pilot: Pilot[Any]) -> LauncherScreen:
    """The launcher once its form is built (the chosen game's engine loads in a worker)."""
    app = pilot.app
    for _ in range(200):
        await app.workers.wait_for_complete()
        await pilot.pause()
        if isinstance(app.screen, LauncherScreen) and app.screen.loaded and app.screen.query("#start"):
            break
    assert isinstance(app.screen, LauncherScreen)
    return app.screen


def table_of(app: ChemcardsApp) -> TableScreen:
    table = app.table
    assert table is not None
    return table


async def settle(pilot: Pilot[Any], rounds: int = 200) -> None:
    """Let computers think and act (instant speed) until the table waits for a person or a timer."""
    app = pilot.app
    for _ in range(rounds):
        await pilot.pause()
        await app.workers.wait_for_complete()
        await pilot.pause()
        table = app.table  # type: ignore[attr-defined]
        if table is None or not table.busy:
            await wait_out_guard(pilot)
            return
    raise AssertionError("the table never settled")


async def wait_out_guard(pilot: Pilot[Any]) -> None:
    """Give a screen that takes keys only after a moment (``tui/settle.py``: a curtain, a round's
    result) that moment, as a person in front of it would: the fake clock moves on by it. Only
    while such a screen covers the table, so the driver is paused and no game timer moves."""
    from chemcards.tui.settle import KeyGuard

    app = pilot.app
    screen = app.screen
    clock = getattr(app, "clock", None)
    if isinstance(screen, KeyGuard) and not screen.ready and isinstance(clock, FakeClock):
        clock.advance(screen.settle)
        await pilot.pause()


def screen_text(app: ChemcardsApp) -> str:
    """What a person would see now, as plain text (every visible layer of the screen)."""
    width, height = app.size
    console = Console(width=width, height=height, file=io.StringIO(), record=True, force_terminal=True,
                      color_system="truecolor", legacy_windows=False)
    console.print(app.screen._compositor.render_update(full=True, screen_stack=app._background_screens))
    return console.export_text()


async def footer_showing(pilot: Pilot[Any], *words: str, rounds: int = 150) -> str:
    """The screen's last line (the footer) once it shows every one of ``words``, else as it is
    after ``rounds`` pauses: the footer is recomposed after its keys change (a focus move, a new
    screen) and is blank for a moment, which on a loaded machine lasts past one pause."""
    footer = ""
    for _ in range(rounds):
        footer = screen_text(pilot.app).splitlines()[-1]  # type: ignore[arg-type]
        if all(word in footer for word in words):
            break
        await pilot.pause(0.02)
    return footer


def cell_slice(line: str, start: int, end: int | None = None) -> str:
    """The part of a screen line between two cell columns (a Chinese character takes two cells, so
    a column is not a character index)."""
    from rich.cells import get_character_cell_size

    out, col = [], 0
    for ch in line:
        if col >= start and (end is None or col < end):
            out.append(ch)
        col += get_character_cell_size(ch)
    return "".join(out)


def region_text(app: ChemcardsApp, region: Any) -> list[str]:
    """The screen's text inside ``region`` (a widget's ``region``), line by line, cut by cells."""
    lines = screen_text(app).splitlines()[region.y:region.bottom]
    return [cell_slice(line, region.x, region.right) for line in lines]


async def walk_to_call_window(app: ChemcardsApp, pilot: Pilot[Any]) -> None:
    """Play a two-person Color Clash game (cards before calls, curtains lifted) until a "Last
    card!" window opens (CC-10): the screen people share at one table."""
    from chemcards.games.color_clash.actions import PLAY
    from chemcards.tui.curtain import CurtainScreen
    from chemcards.tui.turn_end import TurnEndScreen

    for _ in range(200):
        await settle(pilot)
        table = app.table
        assert table is not None
        if table.match.state.window >= 0:
            if isinstance(app.screen, CurtainScreen):  # everyone is called to look first (CC-14)
                await pilot.press("enter")
                continue
            break
        # a curtain, or the mover's own screen after a draw ended their turn (play-through 11)
        if isinstance(app.screen, CurtainScreen | TurnEndScreen):
            await pilot.press("enter")
            continue
        legal = table.board.legal
        plays = [a for a in legal if a.kind == PLAY and not a.call]
        table.board.choose(plays[0] if plays else legal[0])
    await pilot.pause()
    await log_at_end(pilot)


async def log_at_end(pilot: Pilot[Any], rounds: int = 50) -> None:
    """Wait until the table's log has scrolled to its newest line: it follows a write after the
    next refresh, which under a loaded machine can come after a snapshot would be taken."""
    log = pilot.app.screen.query_one("#log")
    for _ in range(rounds):
        if log.scroll_y >= log.max_scroll_y:
            return
        await pilot.pause()
