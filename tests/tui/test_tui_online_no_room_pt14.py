"""Play-through 14 en 8: ``chemcards join 123456 --server ws://…`` to a room that does not exist
showed "Connecting…" (it stayed) over "There is no such room."; the footer still offered "r Ready
Esc Leave" and r said "Join a room first.". Now: no "Connecting…", no Ready key, a line saying what
to check (the six-digit code from the host, or its link or QR code), and Esc leaves at once.
A real server on a loopback port, the real app under Textual's pilot."""

from __future__ import annotations

import asyncio

import pytest
from test_tui_online_check15 import _server, _until
from tui_helpers import screen_text

from chemcards.i18n import tr
from chemcards.tui.online import LobbyScreen
from chemcards.tui.online_app import OnlineApp
from chemcards.tui.settings import Settings


def _flat(text: object) -> str:
    return "".join(str(text).split())


@pytest.mark.parametrize("lang", ["en", "de", "zh"])
def test_pt14_en8_a_code_without_a_room_says_what_to_check_and_offers_only_esc(lang: str) -> None:
    async def run() -> None:
        server, port = await _server()
        app = OnlineApp({"do": "join", "code": "123456"}, f"ws://127.0.0.1:{port}/",
                        settings=Settings(lang=lang, speed="instant"), remember=False)
        try:
            async with app.run_test(size=(80, 24)) as pilot:
                no_room = _flat(tr("online", "no_room", lang))
                await _until(pilot, lambda: no_room in _flat(screen_text(app)), "no such room")
                await pilot.pause(0.2)
                shown = _flat(screen_text(app))
                assert _flat(tr("online", "connecting", lang)) not in shown, shown
                assert _flat(tr("online", "no_room_check", lang)) in shown, shown
                assert isinstance(app.screen, LobbyScreen)
                keys = {b.binding.action for b in app.screen.active_bindings.values() if b.enabled}
                assert "ready" not in keys and "start" not in keys and "computer" not in keys, keys
                assert "back" in keys, keys
                await pilot.press("r")  # no "Join a room first."
                await pilot.pause(0.2)
                assert _flat(tr("online", "no_seat", lang)) not in _flat(screen_text(app))
                await pilot.press("escape")
                await _until(pilot, lambda: not app.is_running, "the app closed")
        finally:
            await server.stop()

    asyncio.run(run())
