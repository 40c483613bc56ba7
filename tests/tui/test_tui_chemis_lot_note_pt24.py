"""Issue 12, point 14 (play-through 24, en and de 14): in CHEMIS the launcher's "1. Player 1" sat
at "◉ B Player 1" on the table, and nothing before the game had said why. The identities are drawn
by lot and are the turn order (CH-2; the decision to show them instead of seat numbers is in
docs/app.md, "Seat numbers"), so the launcher's Seats row says so, whole, beside + and −, in every
language; games that keep the launcher's order say nothing there."""

from __future__ import annotations

import pytest
from tui_helpers import launcher_app, open_launcher, screen_text, sync

from chemcards.core.i18n import tr
from chemcards.i18n import LANGS, ui


@pytest.mark.parametrize("lang", LANGS)
@sync
async def test_pt24_14_the_chemis_launcher_says_identities_are_drawn_by_lot_ch2(lang: str) -> None:
    app = launcher_app(lang, game="chemis")
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_launcher(pilot)
        for _ in range(4):  # six seats, the most (CH-2): the row keeps its note
            screen.query_one("#add-seat").press()
            await pilot.pause()
        await pilot.pause()
        note = tr("chemis", "seats_note", lang)
        assert note != "seats_note"
        lines = screen_text(app).splitlines()
        row = next(line for line in lines if ui("seats", lang) in line and "−" in line)
        assert note in row, row
        assert "6." in screen_text(app)


@pytest.mark.parametrize("game", ["color-clash", "chemie-kartenspiel", "metallurgie"])
@sync
async def test_pt24_14_games_that_keep_the_launchers_order_add_no_note(game: str) -> None:
    app = launcher_app("en", game=game)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_launcher(pilot)
        assert not screen.query("#seats-note")
        assert tr("chemis", "seats_note", "en") not in screen_text(app)
