"""Play-through 17 (session 18) at the Chemie-Kartenspiel's table, 80×24: de 6, two lines
began „Kombinationen:“, the combinations printed on the card under the cursor and the row of
those the hand can form (CK-15); zh 5, a group typed with jokers was refused with "(✱×1)" left
unexplained (CK-18)."""

from __future__ import annotations

import pytest
from test_tui_ck_pt16 import _match4
from tui_helpers import app_for, settle, sync

from chemcards.core.protocol import LANGS
from chemcards.games.chemie_kartenspiel import GAME
from chemcards.games.chemie_kartenspiel.board import ChemieBoard
from chemcards.games.chemie_kartenspiel.catalogue import catalogue
from chemcards.games.chemie_kartenspiel.texts import t


def _board_lines(board: ChemieBoard) -> list[str]:
    lines = board.render_lines(board.region.reset_offset)
    return [line.text.replace("\u00a0", " ").strip() for line in lines]


@pytest.mark.parametrize("lang", LANGS)
@sync
async def test_de6_ck15_printed_and_formable_combinations_have_different_names(lang: str) -> None:
    """de 6 (CK-15): the cursor on S (SO₃ and [SO₄]²⁻ printed on it), [OH]⁻ formable from H and O:
    one line names the combinations the hand can form, another those printed on the card, each
    under a label of its own that says which; no two lines begin with the same label."""
    match = _match4("H Li Na O N S Ca")
    app = app_for(match, lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        board = app.screen.query_one(ChemieBoard)
        board.focus()
        board.cursor = board.entries.index(("card", catalogue().by_symbol["S"]))
        board.refresh()
        await settle(pilot)
        lines = _board_lines(board)
        row, printed = t("board_combos_row", lang), t("board_combos", lang)
        assert not row.startswith(printed) and not printed.startswith(row)
        formable = [line for line in lines if line.startswith(row)]
        assert len(formable) == 1 and "[OH]⁻" in formable[0], lines
        on_card = [line for line in lines if printed in line]
        assert len(on_card) == 1 and "SO₃" in on_card[0] and "[OH]⁻" not in on_card[0], lines
        labels = [line.split(":")[0] for line in lines if ":" in line and not line.startswith(("←", "l "))]
        assert len(labels) == len(set(labels)), labels


@pytest.mark.parametrize("lang", LANGS)
@sync
async def test_zh5_ck18_a_typed_joker_group_the_board_refuses_says_what_it_stands_for(lang: str) -> None:
    """zh 5 (CK-18): O picked with ⏎, then "drop OH (✱×1)" typed: the board's own line says the
    group (with one Protomaterie standing in for H) is not in the compound, in words."""
    match = _match4("O H Protomaterie K Na")
    app = app_for(match, lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        board = app.screen.query_one(ChemieBoard)
        board.focus()
        board.cursor = board.entries.index(("card", catalogue().by_symbol["O"]))
        await pilot.press("enter")
        await settle(pilot)
        view = GAME.view(match.state, 0)
        assert board.typed(GAME.read_typed(view, "drop OH (✱×1)")) is None
        await settle(pilot)
        words = t("unit_jokers", lang, unit="[OH]⁻", n=1, symbol="H")
        assert board.typed_refusal() == t("not_in_draft", lang, unit=words), board.typed_refusal()
        assert "✱" not in board.typed_refusal()
