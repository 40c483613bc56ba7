"""Play-through 12 (en 1-2): when an online game ended, the joiner saw only "The game is over."
with nothing to go on, and Esc (the footer's "Show result") ended the app with a traceback
(``'RemoteMatch' object has no attribute 'record'``): the online table posted a message class that
no longer existed, and the result's statistics and review read a local record an online match
does not keep. The real app under Textual's pilot, against a real server on a loopback port."""

from __future__ import annotations

import asyncio
import time
from typing import Any

import pytest
from test_tui_online_check15 import _server, _table, _until

from chemcards.net import schema
from chemcards.net.client import RoomClient
from chemcards.tui.online_app import OnlineApp
from chemcards.tui.outcome import OutcomeScreen
from chemcards.tui.settings import Settings


async def _play_to_the_end(pilot: Any, app: OnlineApp, friends: list[RoomClient]) -> None:
    """Both seats play their first legal move until the server says the game is over."""
    table = app.screen
    session = app.online_session
    deadline = time.monotonic() + 180  # by time, not by turns of the loop: a loaded machine (CI's
    while time.monotonic() < deadline:  # two cores) spends more of them waiting for updates
        if table.remote.outcome() is not None:
            return
        update = table.remote.seen.update
        if update is not None and table.remote.seat in update.to_act and table.remote.seen.legal:
            version = update.version
            session.send_action(table.remote.seen.legal[0])
            await _until(pilot, lambda v=version: table.remote.seen.update.version != v, "my move")
            continue
        for friend in friends:
            seen = friend.seen
            if seen.update is not None and seen.seat in seen.update.to_act and seen.legal:
                version = seen.update.version
                await friend.send(schema.Act(action=seen.legal[0]))
                await _until(pilot, lambda f=friend, v=version: f.seen.update.version != v, "a move")
        await pilot.pause(0.02)
    raise AssertionError("the game did not end")


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_pt12_an_online_game_ends_in_its_result_and_esc_brings_it_back(lang: str) -> None:
    """The result comes up by itself at the end of an online game (a window with the winner and
    Quit), without Review (nothing is recorded here); closing it to look and pressing Esc shows it
    again; no exception at any step."""

    async def run() -> None:
        server, port = await _server()
        url = f"ws://127.0.0.1:{port}/"
        app = OnlineApp({"do": "host", "game": "color-clash", "players": 2,
                         "options": {}}, url,
                        settings=Settings(lang=lang, speed="instant"), remember=False)
        clients: list[RoomClient] = []
        try:
            async with app.run_test(size=(80, 24)) as pilot:
                table, _room, clients = await _table(pilot, app, server, 1)
                await _play_to_the_end(pilot, app, clients)
                await _until(pilot, lambda: isinstance(app.screen, OutcomeScreen), "the result")
                result = app.screen
                assert isinstance(result, OutcomeScreen)
                assert not result.review  # an online match keeps no record here to review
                result.dismiss("look")
                await _until(pilot, lambda: app.screen is table, "the final table")
                await pilot.pause(0.8)  # the result's settle time has passed
                await pilot.press("escape")
                await _until(pilot, lambda: isinstance(app.screen, OutcomeScreen), "the result again")
        finally:
            for c in clients:
                await c.close()
            await server.stop()

    asyncio.run(run())
