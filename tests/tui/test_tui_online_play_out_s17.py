"""CH-12 [decided] online (session 17, online17): the online CHEMIS table offers "skip to the
result" as the local one does once every person in the room is dead: the same `e` key, footer
entry and line on the board (the same de/en/zh texts); `e` asks the server, the computers play the
rest out there, and the result screen follows. A real server on a loopback port, the real app
under Textual's pilot, a scripted client as the other person."""

from __future__ import annotations

import asyncio
import sys
from pathlib import Path

import pytest
from test_tui_online_check15 import _server, _until
from tui_helpers import screen_text

from chemcards.core.rng import Rng
from chemcards.i18n import tr
from chemcards.net import rooms, schema
from chemcards.net.client import RoomClient
from chemcards.net.rooms import Room, Timing
from chemcards.tui.online import LobbyScreen, RemoteTableScreen
from chemcards.tui.online_app import OnlineApp
from chemcards.tui.outcome import OutcomeScreen
from chemcards.tui.settings import Settings

sys.path.insert(0, str(Path(__file__).parent.parent / "net"))
from test_online_play_out_s17 import _first_turn_to_a_computer, kill_people

#: a computer's move every 30 s: without the skip nothing would end while the test looks
SLOW = Timing(pause=30.0, reconnect=30.0, speed=1.0)


def _flat(text: str) -> str:
    return "".join(text.split())


@pytest.mark.parametrize("lang", ["en", "de", "zh"])
def test_ch12_online_e_skips_to_the_result_for_every_person(
        lang: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """Both people of a four-seat room (two computers) are dead: this window's footer offers
    `e` with the local table's words and the board says what it does; `e` asks the server, the
    board says the computers play the rest out, and the result screen comes — here and for the
    other person."""
    real_drive = Room._drive
    seed = _first_turn_to_a_computer()

    def drive(room: Room) -> None:
        assert room.match is not None
        kill_people(room.match.state)
        real_drive(room)

    monkeypatch.setattr(Room, "_drive", drive)
    monkeypatch.setattr(rooms, "Rng", lambda: Rng(seed))

    async def run() -> None:
        server, port = await _server(timing=SLOW)
        url = f"ws://127.0.0.1:{port}/"
        app = OnlineApp({"do": "host", "game": "chemis", "players": 4, "options": {}}, url,
                        settings=Settings(lang=lang, speed="instant"), remember=False)
        friend: RoomClient | None = None
        try:
            async with app.run_test(size=(80, 24)) as pilot:
                session = app.online_session
                await _until(pilot, lambda: session.client is not None and session.client.seen.lobby
                             is not None and isinstance(app.screen, LobbyScreen), "the lobby")
                code = session.client.seen.code
                friend = await RoomClient(url).connect()
                await friend.send(schema.Join(code=code))
                await friend.next(schema.Welcome)
                await friend.send(schema.Ready())
                for _ in range(2):  # two computers (CC-24), as a host fills them
                    await pilot.press("c")
                    await pilot.pause(0.1)
                await pilot.press("r")
                await _until(pilot, lambda: all(s.ready and s.kind != "open"
                                                for s in session.client.seen.lobby.seats), "ready")
                await pilot.press("s")
                await _until(pilot, lambda: isinstance(app.screen, RemoteTableScreen)
                             and app.screen.remote.seen.update is not None
                             and app.screen.remote.seen.update.play_out, "the offer")
                table = app.screen
                assert isinstance(table, RemoteTableScreen)
                await pilot.pause(0.2)
                text = screen_text(app)
                footer = text.splitlines()[-1]
                assert "e " + tr("chemis", "key_play_out", lang) in footer, footer
                offer = _flat(tr("chemis", "play_out_offer_all", lang))
                assert offer[:12] in _flat(text), text
                room = server.rooms[code]
                assert room.match is not None and room.match.outcome() is None
                table.focus_board()
                await pilot.press("e")
                await _until(pilot, lambda: isinstance(app.screen, OutcomeScreen), "the result screen")
                assert room.match.outcome() is not None
                await _until(pilot, lambda: friend.seen.update is not None and friend.seen.update.over,
                             "the other person's result")
                assert not session.client.seen.errors, session.client.seen.errors
        finally:
            if friend is not None:
                await friend.close()
            await server.stop()

    asyncio.run(run())
