"""Play-through 13 (session 15, issue 12) at the Chemie-Kartenspiel's table: the footer offers `u`
whenever `u` would do something, cards picked on the board with ⏎ included (en, footer)."""

from __future__ import annotations

import pytest
from test_tui_ck_s14 import _match
from test_tui_shell_keys_s10 import footer_keys
from tui_helpers import app_for, settle, sync, table_of

from chemcards.core.protocol import LANGS
from chemcards.games.chemie_kartenspiel.board import ChemieBoard
from chemcards.games.chemie_kartenspiel.catalogue import catalogue
from chemcards.i18n import tr


def _keys(app) -> list[str]:  # type: ignore[no-untyped-def]
    return [k.key for k in footer_keys(app)]


@pytest.mark.parametrize("lang", LANGS)
@sync
async def test_en_footer_offers_u_while_a_board_pick_can_be_taken_back(lang: str) -> None:
    """en (footer): with only cards picked on the board (nothing the match could undo), `u` takes
    the pick back (``practice.undo`` asks the board first) but the footer did not list it. It is
    listed while there is a pick, and gone again once `u` took the last one back."""
    app = app_for(_match("Na Cl K O"), lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        table = table_of(app)
        assert table.match.state.current == 0 and not table.match.can_undo(0)
        assert "u" not in _keys(app)
        # de 1 (second part): the German footer at 80×24 had no room for ":"; with the footer's
        # short words (the typed moves' own, "Nimm", "Weg") it has while `u` is not offered
        assert "colon" in _keys(app), " ".join(_keys(app))
        board = app.screen.query_one(ChemieBoard)
        board.cursor = board.entries.index(("card", catalogue().by_symbol["Na"]))
        await pilot.press("enter")
        await settle(pilot)
        assert board.selection
        assert "u" in _keys(app), " ".join(_keys(app))
        await pilot.press("u")
        await settle(pilot)
        assert not board.selection
        assert "u" not in _keys(app), _keys(app)


@pytest.mark.parametrize("lang", LANGS)
@sync
async def test_the_keys_page_still_names_the_arrows(lang: str) -> None:
    """The footer's ⏎ no longer carries "←→" (room for `u`); `?` names the arrows on a line."""
    from chemcards.tui.help import key_rows

    app = app_for(_match("Na Cl K O"), lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        rows = key_rows(app.screen)
        assert ("←→", tr("chemie-kartenspiel", "ck_key_move", lang)) in rows, rows
