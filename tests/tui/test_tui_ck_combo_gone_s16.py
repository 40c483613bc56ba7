"""Play-through 16 zh 1 (issue 12 point 10, last part): with a card picked with ⏎ on the board, a
combination typed in the move box that the cards left can no longer form ("加 H2O" after H and
[OH]⁻, CK-18), or whose cards the hand lacks ("加 SO3" without S), was refused only on the board's
own line under the keys, while the notice line, where typed moves are answered, said nothing or
kept an earlier refusal. Every refused typed combination is answered there, in one line."""

from __future__ import annotations

import pytest
from test_tui_ck_s14 import _match, _type
from tui_helpers import app_for, screen_text, settle, sync, table_of

from chemcards.core.protocol import LANGS
from chemcards.games.chemie_kartenspiel.board import ChemieBoard
from chemcards.games.chemie_kartenspiel.catalogue import catalogue
from chemcards.games.chemie_kartenspiel.texts import t
from chemcards.tui.notice import NoticeLine
from chemcards.tui.settle import MOVE_SETTLE

ADD = {"zh": "加", "de": "nimm", "en": "add"}
HAND = "H*2 Na K O*2 Po"  # the hand of `--seed 2` in play-through 16


def _notice(app) -> str:  # type: ignore[no-untyped-def]
    """The notice line's message, as a whole (a long one wraps over more than one row)."""
    line = app.screen.query_one(NoticeLine)
    return line.message or ""


async def _pick_h(pilot, app) -> ChemieBoard:  # type: ignore[no-untyped-def]
    """H picked with ⏎ on the board: the board's pick, not yet the engine's draft."""
    board = app.screen.query_one(ChemieBoard)
    app.clock.advance(MOVE_SETTLE)
    await settle(pilot)
    board.focus()
    board.cursor = board.entries.index(("card", catalogue().by_symbol["H"]))
    await pilot.press("enter")
    await settle(pilot)
    assert len(board.selection) == 1, board.message
    return board


@pytest.mark.parametrize("lang", LANGS)
@sync
async def test_pt16_zh1_ck18_typed_h2o_no_longer_formable_says_why(lang: str) -> None:
    """pt16 zh 1 (CK-18, CK-15): H with ⏎, `加 OH`, `加 H2O`: the compound stays HOH and the
    notice line says H₂O can no longer be formed, with the H missing."""
    app = app_for(_match(HAND), lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        board = await _pick_h(pilot, app)
        await _type(pilot, f"{ADD[lang]} OH")
        before = list(board.selection)
        assert len(before) == 2
        await _type(pilot, f"{ADD[lang]} H2O")
        assert board.selection == before
        expected = t("board_combo_missing", lang, formula="H₂O", missing="2 H")
        assert expected.rstrip("。.") in _notice(app), screen_text(app)
        assert board.message == ""  # said once, on the notice line, not under the keys as well
        assert table_of(app).match.view(0).draft == ()


@pytest.mark.parametrize("lang", LANGS)
@sync
async def test_pt16_zh1_ck15_typed_so3_without_s_replaces_the_old_refusal(lang: str) -> None:
    """pt16 zh 1 (CK-15): after a refused line (“加 Xy”), `加 SO3` with no S card: the old
    refusal stayed and nothing else was said. The notice line now names what is missing."""
    app = app_for(_match(HAND), lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        board = await _pick_h(pilot, app)
        await _type(pilot, f"{ADD[lang]} Xy")
        old = _notice(app)
        assert "Xy" in old
        await _type(pilot, f"{ADD[lang]} SO3")
        line = _notice(app)
        assert "Xy" not in line and "SO₃" in line, screen_text(app)
        assert t("board_combo_missing", lang, formula="SO₃", missing="x").split("x")[0].strip() in line
        assert len(board.selection) == 1
