"""Session 13 (issue 12, online point 4): session 12 fixed Color Clash's missing result and the
traceback on Esc at the end of an online game (tests/tui/test_tui_online_end_s12.py). The other
three games, each played to its end over real sockets: the result comes up in the app's window,
the other window (a scripted client) gets the same result, Esc on the final table brings the
result back, and its "New game" goes to the launcher, with no exception at any step."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest
from test_tui_online_check15 import _server, _table, _until

from chemcards.net import schema
from chemcards.net.client import RoomClient
from chemcards.tui.launcher import LauncherScreen
from chemcards.tui.online_app import OnlineApp
from chemcards.tui.outcome import OutcomeScreen
from chemcards.tui.settings import Settings


async def _play_to_the_end(pilot: Any, app: OnlineApp, friends: list[RoomClient], pick: int) -> None:
    """Every seat plays its legal move number ``pick`` until the server says the game is over (the
    Chemie-Kartenspiel's first move is always an "add", and a game of only those never ends)."""
    table = app.screen
    session = app.online_session
    for _ in range(1500):
        if table.remote.outcome() is not None:
            return
        update = table.remote.seen.update
        if update is not None and table.remote.seat in update.to_act and table.remote.seen.legal:
            version = update.version
            session.send_action(table.remote.seen.legal[pick])
            await _until(pilot, lambda v=version: table.remote.seen.update.version != v, "my move")
            continue
        for friend in friends:
            seen = friend.seen
            if seen.update is not None and seen.seat in seen.update.to_act and seen.legal:
                version = seen.update.version
                await friend.send(schema.Act(action=seen.legal[pick]))
                await _until(pilot, lambda f=friend, v=version: f.seen.update.version != v, "a move")
        await pilot.pause(0.02)
    raise AssertionError("the game did not end")


@pytest.mark.parametrize(("game", "options", "lang", "pick"), [
    ("chemie-kartenspiel", {}, "de", -1),
    ("chemis", {"hp": 1, "rounds": 20}, "zh", 0),
    ("metallurgie", {}, "en", 0),
])
def test_s13_an_online_game_of_each_game_ends_in_its_result_in_both_windows(
        game: str, options: dict[str, Any], lang: str, pick: int) -> None:
    async def run() -> None:
        server, port = await _server()
        url = f"ws://127.0.0.1:{port}/"
        app = OnlineApp({"do": "host", "game": game, "players": 2, "options": options}, url,
                        settings=Settings(lang=lang, speed="instant"), remember=False)
        clients: list[RoomClient] = []
        try:
            async with app.run_test(size=(80, 24)) as pilot:
                table, room, clients = await _table(pilot, app, server, 1)
                await _play_to_the_end(pilot, app, clients, pick)
                # CHEMIS tells this window's person of their death first (CH-11): read, then the result
                for _ in range(100):
                    if isinstance(app.screen, OutcomeScreen):
                        break
                    news = app.screen
                    if news is not table:
                        news.dismiss(None)
                        await _until(pilot, lambda n=news: app.screen is not n, "the news read")
                    await pilot.pause(0.1)
                await _until(pilot, lambda: isinstance(app.screen, OutcomeScreen), "the result")
                # the other window has the same result
                friend = clients[0]
                await _until(pilot, lambda: friend.seen.update is not None and friend.seen.update.over,
                             "the other window's end")
                assert friend.seen.update.outcome == table.remote.seen.update.outcome
                assert room.match.outcome() is not None
                result = app.screen
                assert isinstance(result, OutcomeScreen) and not result.review
                result.dismiss("look")
                await _until(pilot, lambda: app.screen is table, "the final table")
                await pilot.pause(0.8)  # the result's settle time has passed
                await pilot.press("escape")
                await _until(pilot, lambda: isinstance(app.screen, OutcomeScreen), "the result again")
                app.screen.dismiss("new")
                await _until(pilot, lambda: isinstance(app.screen, LauncherScreen), "the launcher")
                await pilot.pause(0.3)
                assert app.is_running
        finally:
            for c in clients:
                await c.close()
            await server.stop()

    asyncio.run(run())
