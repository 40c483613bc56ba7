"""Play-through 14 de 10 (session 15), CC-10 … CC-14 at one screen: the "everyone look" screen
said "Jetzt dürft ihr alle handeln." without saying what for; only the next screen explained
"ansagen (l) … erwischen (c)". It now says, in one clause, who has one card left and what each may
do (the owner call "Last card!", CC-10; the others catch, CC-11, CC-14), in de, en and zh."""

from __future__ import annotations

import pytest
from test_tui_cc_window_look_s10 import play_to_window
from tui_helpers import app_for, screen_text, sync

from chemcards.core.match import Match
from chemcards.core.seats import Seat
from chemcards.games.color_clash import GAME
from chemcards.i18n import ui
from chemcards.tui.clock import FakeClock
from chemcards.tui.curtain import WindowCurtain

WORDS = {"de": ("nur noch eine Karte", "ansagen", "erwischen"),
         "en": ("one card left", "call", "catch"),
         "zh": ("只剩一张牌", "喊", "抓")}


@pytest.mark.parametrize("lang", ["de", "en", "zh"])
@sync
async def test_pt14_de10_cc14_the_look_screen_says_who_has_one_card_and_what_to_do(lang: str) -> None:
    match = Match(GAME, [Seat("Ann"), Seat("Bob")], {}, seed=5)
    app = app_for(match, clock=FakeClock(), lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await play_to_window(app, pilot)
        assert isinstance(app.screen, WindowCurtain)
        owner = match.seats[match.state.window].name
        text = "".join(screen_text(app).split())
        why = "".join(ui("cc_window_look_why", lang, name=owner).split())
        assert why in text, (why, text)
        for word in WORDS[lang]:
            assert word.replace(" ", "") in why, (lang, word, why)
        assert owner in why
