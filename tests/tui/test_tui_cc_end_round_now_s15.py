"""Issue 12 point 4, play-through 14 zh 4: once the only person at the table was out (the default
"computers play on", CC-16), nothing offered to end the round and they watched about 30 s of
computers playing for places. CC-27: the table now offers ``e`` at that moment, in the footer and in
a line on screen; pressing it ends the round as the launcher's "round ends" would (the engine's
``end`` action, recorded like any move)."""

from __future__ import annotations

import pytest
from tui_helpers import screen_text, settle, sync, table_of

from chemcards.core.match import Match
from chemcards.core.seats import Seat
from chemcards.games.color_clash import GAME
from chemcards.games.color_clash.actions import END_ACTION
from chemcards.i18n import ui
from chemcards.tui.app import ChemcardsApp
from chemcards.tui.clock import FakeClock
from chemcards.tui.settings import Settings


def _person_out(seed: int) -> Match | None:
    """Ann (seat 0) against three computers, everyone playing their first legal move, until Ann is
    out while two computers or more still hold cards."""
    seats = [Seat("Ann"), *(Seat(name, "computer", "easy") for name in ("Curie", "Bohr", "Dalton"))]
    match = Match(GAME, seats, {}, seed=seed)
    for _ in range(2000):
        if match.outcome() is not None:
            return None
        if END_ACTION in match.legal(0):
            return match
        seat = match.to_act()[0]
        match.act(seat, match.legal(seat)[0])
    return None


def _app(match: Match, lang: str) -> ChemcardsApp:
    """Computers at a slow pace on a fake clock: they do not move on while the test looks."""
    return ChemcardsApp(match=match, settings=Settings(lang=lang, speed="slow"), clock=FakeClock(),
                        remember=False, games=lambda: {GAME.id: GAME})


def _match() -> Match:
    return next(m for m in map(_person_out, range(40)) if m is not None)


@pytest.mark.parametrize("lang", ["de", "en", "zh"])
@sync
async def test_cc27_zh4_out_against_computers_e_ends_the_round(lang: str) -> None:
    match = _match()
    app = _app(match, lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, rounds=5)
        table = table_of(app)
        assert match.outcome() is None
        assert table.board.check_action("end_round", ())
        text = screen_text(app)
        footer = text.splitlines()[-1]
        assert "e " + ui("cc_end_round", lang) in footer, footer
        offer = ui("cc_end_round_offer", lang)
        assert offer[:8] in text.replace("\n", ""), text
        table.focus_board()
        await pilot.press("e")
        await pilot.pause()
        assert match.record.actions[-1] == (0, "end")
        assert match.outcome() is not None
        # settled as "round ends" would: the computers still holding cards share the last place
        places = match.state.history[-1]["places"]
        assert places[0] < max(places) and places.count(max(places)) >= 2


@sync
async def test_cc27_no_end_key_while_the_person_still_holds_cards() -> None:
    seats = [Seat("Ann"), Seat("Curie", "computer", "easy"), Seat("Bohr", "computer", "easy")]
    match = Match(GAME, seats, {}, seed=4)
    app = _app(match, "en")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, rounds=5)
        table = table_of(app)
        assert not table.board.check_action("end_round", ())
        assert ui("cc_end_round_offer", "en")[:8] not in screen_text(app).replace("\n", "")
        table.focus_board()
        await pilot.press("e")
        await pilot.pause()
        assert (0, "end") not in match.record.actions
