"""Play-through 19, zh 9: ``+`` at the fastest computer speed repeated "电脑速度：即时", as if it had
changed something. At either end of the speeds the notice says that this is already the fastest
(or slowest) speed, in the person's language; the setting stays as it was."""

from __future__ import annotations

import pytest
from tui_helpers import sync

from chemcards.core.match import Match
from chemcards.core.seats import Seat
from chemcards.games.color_clash import GAME as CC
from chemcards.i18n import ui
from chemcards.tui.app import ChemcardsApp
from chemcards.tui.clock import FakeClock
from chemcards.tui.notice import NoticeLine
from chemcards.tui.settings import Settings


@pytest.mark.parametrize("lang", ["en", "de", "zh"])
@pytest.mark.parametrize(("speed", "key", "said"), [
    ("instant", "plus", "speed_fastest"),
    ("slow", "minus", "speed_slowest"),
])
@sync
async def test_pt19_zh9_a_speed_key_at_its_end_says_so(lang: str, speed: str, key: str, said: str) -> None:
    match = Match(CC, [Seat("Ann"), Seat("Cpu", "computer", "easy")], {}, seed=5)
    app = ChemcardsApp(match=match, settings=Settings(lang=lang, speed=speed), clock=FakeClock(),
                       remember=False, games=lambda: {CC.id: CC})
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press(key)
        await pilot.pause()
        shown = [line.message for line in app.screen.query(NoticeLine)]
        name = ui(f"speed_{speed}", lang)
        assert ui(said, lang, speed=name) in shown, shown
        assert ui("speed_now", lang, speed=name) not in shown
        assert app.settings.speed == speed  # nothing changed
