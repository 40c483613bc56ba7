"""Play-through 17 en 11, zh 16: options set in the launcher (CHEMIS's HP, Color Clash's rounds,
the Chemie-Kartenspiel's mode) are the options of a room hosted from its Online screen: the
Online screen says so, the room has them, the lobby shows them. A table the game refuses (CK-2:
competitive mode for five) is said in one line on the Online screen and opens no room. A real
server on a loopback port, the real app under Textual's pilot."""

from __future__ import annotations

from typing import Any

import pytest
from test_tui_launcher_s12 import loaded, until
from textual.widgets import Input, Select, Static
from tui_helpers import screen_text, sync

from chemcards.core import registry
from chemcards.i18n import tr
from chemcards.net.server import RoomServer
from chemcards.net.store import MemoryStore
from chemcards.tui.app import ChemcardsApp
from chemcards.tui.launcher import LauncherScreen
from chemcards.tui.online import LobbyScreen, OnlineScreen
from chemcards.tui.settings import Settings
from chemcards.tui.widgets import Cycler


async def _set_option(pilot: Any, screen: LauncherScreen, key: str, value: Any) -> None:
    """The launcher's own option row, as a person steps it."""
    game = screen.game
    assert game is not None
    index = next(i for i, o in enumerate(game.options()) if o.key == key)
    screen.query_one(f"#opt-{index}", Cycler).value = game.options()[index].values().index(value)
    await pilot.pause()


async def _online(pilot: Any, app: ChemcardsApp, port: int, players: int) -> OnlineScreen:
    await pilot.press("ctrl+o")
    await until(pilot, lambda: isinstance(app.screen, OnlineScreen))
    screen = app.screen
    assert isinstance(screen, OnlineScreen)
    screen.query_one("#online-server", Input).value = f"127.0.0.1:{port}"
    screen.query_one("#online-players", Select).value = players
    await pilot.pause(0.1)
    return screen


@pytest.mark.parametrize(("lang", "game", "key", "value"), [
    ("en", "chemis", "hp", 2),
    ("zh", "color-clash", "length", "three"),
    ("de", "chemie-kartenspiel", "mode", "competitive"),
])
@sync
async def test_pt17_en11_a_room_hosted_from_the_launcher_has_its_options(lang: str, game: str, key: str,
                                                                        value: Any) -> None:
    """Play-through 17 en 11 / zh 16: a non-default option set in the launcher is the room's; the
    Online screen names it before the room is opened, the lobby after."""
    server = RoomServer(MemoryStore())
    port = await server.start("127.0.0.1", 0)
    app = ChemcardsApp(settings=Settings(lang=lang, speed="instant", game=game), remember=False,
                       games=registry.games)
    chosen = registry.get_game(game)
    option = next(o for o in chosen.options() if o.key == key)
    label = next(c.label(lang) for c in option.choices if c.value == value)
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            launcher = await loaded(pilot)
            await _set_option(pilot, launcher, key, value)
            online = await _online(pilot, app, port, 2)
            said = str(online.query_one("#online-options", Static).render())
            assert f"{option.label(lang)}" in said and label in said, said
            await pilot.click("#online-host")
            await until(pilot, lambda: isinstance(app.screen, LobbyScreen) and bool(server.rooms))
            room = next(iter(server.rooms.values()))
            assert room.options[key] == value, room.options
            await until(pilot, lambda: label in str(app.screen.query_one("#lobby-info").render()))
    finally:
        await server.stop()


@pytest.mark.parametrize("lang", ["en", "de", "zh"])
@sync
async def test_pt17_en11_ck2_competitive_for_five_is_refused_on_the_online_screen(lang: str) -> None:
    """CK-2: competitive mode (set in the launcher) for five players is one line on the Online
    screen in the player's language; no room is opened and the screen stays."""
    server = RoomServer(MemoryStore())
    port = await server.start("127.0.0.1", 0)
    app = ChemcardsApp(settings=Settings(lang=lang, speed="instant", game="chemie-kartenspiel"),
                       remember=False, games=registry.games)
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            launcher = await loaded(pilot)
            await _set_option(pilot, launcher, "mode", "competitive")
            online = await _online(pilot, app, port, 5)
            await pilot.click("#online-host")
            line = tr("chemie-kartenspiel", "competitive_players", lang, high=4, players=5)
            await until(pilot, lambda: str(online.query_one("#online-status", Static).render()) == line)
            assert app.screen is online and not server.rooms, screen_text(app)
    finally:
        await server.stop()
