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
        # short words (the typed moves' own, "Nimm", "Weg") it had while `u` was not offered.
        # Play-through 15: F1 Rules goes before ":" where both do not fit, as the board's own line
        # of keys names ":" ("· : Zug tippen") and nothing else on screen names F1
        board = app.screen.query_one(ChemieBoard)
        assert board.names_typing()
        assert "colon" in _keys(app) or "f1" in _keys(app), " ".join(_keys(app))
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


@pytest.mark.parametrize("lang", LANGS)
@sync
async def test_de1_ck22_at_160x48_a_tile_shows_the_turned_state_and_the_whole_formula(lang: str) -> None:
    """de 1: at 160×48 (a 16-card hand, five compounds on the table) the own compound read
    "Nr. 4 AlBiC(NO₃…" over "(✱×2) 22 Punkte…", hiding "[gedreht ×1]" (its black border used up,
    CK-22), while 80×24 showed it all. The state has a row of its own, and a tile is as wide as its
    text needs where the table has the room: nothing is cut."""
    from chemcards.games.chemie_kartenspiel.board import protection_tag
    from chemcards.games.chemie_kartenspiel.compounds import parse_compound, points
    from chemcards.games.chemie_kartenspiel.state import Placed

    match = _match("H Li Na O N S Ca Cu P*2 Ne Sn Ba Pb Tc W")
    state = match.state
    mine = parse_compound("AlBiC[NO**][OH]")
    state.table[0].append(Placed(4, mine, points(mine), False, 0, 1))
    for number, text in ((1, "CuClO4"), (2, "Ag"), (3, "NaCl"), (5, "KCl")):
        compound = parse_compound(text)
        state.table[1].append(Placed(number, compound, points(compound), number == 5, 1, 0))
    state.next_id = 6
    app = app_for(match, lang=lang)
    async with app.run_test(size=(160, 48)) as pilot:
        await settle(pilot)
        board = app.screen.query_one(ChemieBoard)
        text = "\n".join(line.text for line in board.render_lines(board.region.reset_offset))
        flat = "".join(text.replace("\u00a0", " ").split())
        for placed in (*state.table[0], *state.table[1]):
            tag = "".join(protection_tag(placed, lang).split())
            assert not placed.turned or tag in flat, text
        assert "AlBiC(NO₃)(OH)" in flat, text
        assert "…" not in text, text
