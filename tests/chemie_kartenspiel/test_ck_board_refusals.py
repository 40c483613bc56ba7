"""Refusals on the Chemie-Kartenspiel board that outlived their cause or did not say it (issue 12,
pt6-zh2 #13): a refusal of the compound being built goes when the selection changes; a typed step
without a charge says that the charge is missing (CK-12), in every language."""

from __future__ import annotations

import asyncio

import pytest
from ck_helpers import rig
from test_ck_board import BoardApp, move_to, settle, text_of

from chemcards.games.chemie_kartenspiel import GAME
from chemcards.games.chemie_kartenspiel.board import ChemieBoard
from chemcards.games.chemie_kartenspiel.catalogue import catalogue
from chemcards.i18n import untranslated
from chemcards.tui.text import notation_refusal

CHARGE = {"zh": "化合价代数和为", "en": "The total charge is", "de": "Die Gesamtladung ist"}


async def _refused_then(lang: str, keys: tuple[str, ...]) -> tuple[str, str, str]:
    """Na and O picked and laid (CK-11: +1 −2 is not 0, refused); then ``keys``. The refusal, and
    the board's text right after the refusal and after the keys."""
    cat = catalogue()
    state = rig(["Na O K", "K"], pile="O*20")
    app = BoardApp(state, 0, lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        board = app.query_one(ChemieBoard)
        for symbol in ("Na", "O"):
            await move_to(pilot, board, "card", cat.by_symbol[symbol])
            await pilot.press("enter")
        await pilot.press("l")
        await settle(pilot)
        refusal, refused = board.message, text_of(app)
        await pilot.press(*keys)
        await settle(pilot)
        return refusal, refused, text_of(app)


@pytest.mark.parametrize("lang", ["zh", "de", "en"])
@pytest.mark.parametrize("keys", [("escape",), ("backspace",)])
def test_ck11_a_refusal_goes_when_the_selection_it_was_about_changes(
        lang: str, keys: tuple[str, ...]) -> None:
    """pt6-zh2 #13: "化合价代数和为 -1，不为零。" stayed on the board after the selection was cleared.
    Cleared (Esc) or a card taken back (⌫): the refusal was about a compound that is gone."""
    refusal, refused, after = asyncio.run(_refused_then(lang, keys))
    assert CHARGE[lang] in refusal and refusal in refused, refused
    # the live line under the hand may judge what is left (Na alone: +1); the refusal of Na+O is gone
    assert refusal not in after, after


@pytest.mark.parametrize(("lang", "said"), [
    ("zh", "缺少 Cr 的化合价"), ("de", "Bei Cr fehlt die Ladung"), ("en", "the charge of Cr is missing")])
def test_ck12_a_typed_step_without_a_charge_says_the_charge_is_missing(lang: str, said: str) -> None:
    """CK-12: Cr has two charges; "加 Cr" was refused as "not a move" with only the general example
    in zh and de. The refusal says what is missing and the forms to write, in the player's words."""
    typed = {"zh": "加 Cr", "de": "nimm Cr", "en": "add Cr"}[lang]
    with pytest.raises(ValueError) as caught:
        GAME.parse_action(untranslated(GAME.id, typed))
    text = notation_refusal(GAME, typed, caught.value, lang)
    assert said in text and "Cr(+3)" in text and "Cr(+6)" in text, text
    assert "several charges" not in text or lang == "en", text  # no English sentence in zh or de


@pytest.mark.parametrize("lang", ["de", "en", "zh"])
def test_a_used_up_card_leaves_the_hand(lang: str) -> None:
    """Issue 12 point 10 (play-through 8, zh 3): Enter on a card none of which was left ("Na×0")
    had to say so. Since play-through 10 such a card is not shown at all while it is in the
    compound being built, so there is nothing to press ⏎ on (test_ck_board_s11.py)."""

    async def run() -> tuple[list[tuple[str, int]], str]:
        cat = catalogue()
        state = rig(["Na O K", "K"], pile="O*20")
        app = BoardApp(state, 0, lang)
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            board = app.query_one(ChemieBoard)
            await move_to(pilot, board, "card", cat.by_symbol["Na"])
            await pilot.press("enter")
            await settle(pilot)
            return list(board.entries), text_of(app)

    entries, shown = asyncio.run(run())
    assert ("card", catalogue().by_symbol["Na"]) not in entries
    assert "Na×0" not in shown, shown
