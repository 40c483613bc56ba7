"""Play-through 9 (en, 80×24 and 160×48): the Color Clash game-over screen showed the result table
twice, a wide one and then a narrow one wrapping "★ Mendeleev / [Computer]" onto two rows, both
headed "Place ┃ Player ┃ Hand at the win (points) ┃ Points". The result is shown once (CC-26: the
hands below the compact places, without the places and points again)."""

from __future__ import annotations

import pytest
from tui_helpers import app_for, screen_text, settle, sync

from chemcards.core.match import Match
from chemcards.core.registry import games
from chemcards.core.rng import Rng
from chemcards.core.seats import Seat
from chemcards.i18n import ui
from chemcards.tui.outcome import OutcomeScreen

NAMES = ["Ann", "Mendeleev", "Curie", "Noether", "Dalton", "Meitner"]


def _finished(n: int, seed: int) -> Match:
    seats = [Seat(NAMES[0])] + [Seat(x, "computer", "medium") for x in NAMES[1:n]]
    match = Match(games()["color-clash"], seats, {}, seed=seed)
    rng = Rng(seed)
    while match.outcome() is None:
        seat = match.to_act()[0]
        legal = list(match.legal(seat))
        match.act(seat, legal[rng.randbelow(len(legal))])
    return match


@pytest.mark.parametrize("size", [(80, 24), (160, 48)])
@pytest.mark.parametrize(("n", "seed"), [(4, 2), (6, 2)])
@sync
async def test_cc26_game_over_heading_row_appears_once(size: tuple[int, int], n: int, seed: int) -> None:
    """CC-26 result: one heading row with place and points; every seat's place and hand once."""
    match = _finished(n, seed)
    app = app_for(match, lang="en")
    async with app.run_test(size=size) as pilot:
        await settle(pilot)
        await pilot.pause(0.2)
        assert isinstance(app.screen, OutcomeScreen)
        text = screen_text(app)
        heads = [line for line in text.splitlines()
                 if ui("place", "en") in line and ui("points", "en") + " " in line + " " and "┃" in line]
        assert len(heads) == 1, text
        for seat in match.seats:
            assert seat.name in text, (seat.name, text)
