"""A refusal outlived its cause (play-through 25, en 5 / zh 4): ⏎ on C at +4 said "with C(+4) no
valid compound can be completed from your hand"; `c` turned it to −4 and ⏎ took it into the
compound, but the refusal of C(+4) stayed on the notice line. A card taken (or a charge changed,
CK-12) makes a refusal of an earlier pick stale, and it goes."""

from __future__ import annotations

import pytest
from tui_helpers import app_for, screen_text, settle, sync, table_of

from chemcards.core.match import Match
from chemcards.core.seats import Seat
from chemcards.games.chemie_kartenspiel import GAME
from chemcards.games.chemie_kartenspiel.catalogue import catalogue
from chemcards.i18n import LANGS
from chemcards.tui.notice import line_of


def _rigged() -> Match:
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).parents[1] / "chemie_kartenspiel"))
    from ck_helpers import rig

    match = Match(GAME, [Seat("Ann"), Seat("Curie", "computer", "easy")], {}, seed=1)
    seats = match.state.seats
    match.state = rig(["C Na*4", "K"], pile="O*20")
    match.state.seats = seats  # a person and a computer, as the match has them
    return match


@pytest.mark.parametrize("lang", LANGS)
@sync
async def test_pt25_en5_ck12_a_refusal_of_an_earlier_pick_goes_when_a_card_is_taken(lang: str) -> None:
    match = _rigged()
    app = app_for(match, lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        board = table_of(app).board
        carbon = catalogue().by_symbol["C"]
        board.cursor = board.entries.index(("card", carbon))
        board.charges[carbon] = 4
        await pilot.press("enter")
        await settle(pilot)
        notice = line_of(table_of(app))
        assert notice is not None and notice.message and "C(+4)" in notice.message, screen_text(app)
        for _ in range(4):  # `c` until C is −4 (CK-12: one charge for every C)
            if board.charges.get(carbon) == -4:
                break
            await pilot.press("c")
            await pilot.pause()
        assert board.charges.get(carbon) == -4
        await pilot.press("enter")
        await settle(pilot)
        assert board.selection, "C(−4) was taken into the compound"
        notice = line_of(table_of(app))
        assert notice is None or "C(+4)" not in (notice.message or ""), notice.message
