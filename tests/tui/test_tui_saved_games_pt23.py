"""Play-through 23, zh 1 (issue 12 point 9): a six-seat game in Saved games showed "我、 / Curie（电脑）、
/ Bohr（电脑）、…": three of its six seats hidden, with sixteen empty rows under the list. A saved
game's row now takes the lines its seats need."""

from __future__ import annotations

import pytest
from test_tui_saved_games_pt22 import _save
from tui_helpers import screen_text, sync

from chemcards.core import registry
from chemcards.core.seats import Seat
from chemcards.tui.app import ChemcardsApp
from chemcards.tui.clock import FakeClock
from chemcards.tui.saved_games import SavedGamesScreen
from chemcards.tui.settings import Settings, current_save_path
from chemcards.tui.text import seat_label

NAMES = ("Curie", "Bohr", "Noether", "Dalton", "Mendeleev")  # "Mendeleev（电脑）" is 17 cells


@pytest.mark.parametrize("lang", ["zh", "de", "en"])
@sync
async def test_pt23_zh1_every_seat_of_a_six_seat_game_is_listed(lang: str) -> None:
    folder = current_save_path().parent
    six = [Seat({"zh": "我", "de": "Spieler 1", "en": "Player 1"}[lang]),
           *(Seat(n, "computer", "easy") for n in NAMES)]
    _save(folder, "chemie-kartenspiel", six, "unfinished-chemie-kartenspiel-20261204.json")
    app = ChemcardsApp(settings=Settings(lang=lang, speed="instant"), clock=FakeClock(),
                       remember=False, games=registry.games)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.show_saved_games()
        for _ in range(50):
            await pilot.pause()
            if isinstance(app.screen, SavedGamesScreen) and app.screen.saved:
                break
        assert isinstance(app.screen, SavedGamesScreen)
        text = screen_text(app)
        for seat in six:
            assert seat_label(seat, lang, short=True) in text, text
        assert "…" not in text, text
