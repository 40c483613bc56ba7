"""Play-through 12 (issues 12/21, session 13) on the Chemie-Kartenspiel board: the combination row
is labelled and shows each group's charge as the hand shows a card's (de 12), the seat to move
reads "▶ Name" as the others read "  Name" (de 10)."""

from __future__ import annotations

import asyncio

import pytest
from ck_helpers import rig
from test_ck_board import BoardApp, settle, text_of

from chemcards.games.chemie_kartenspiel.board import ChemieBoard
from chemcards.games.chemie_kartenspiel.notation import parse_unit
from chemcards.games.chemie_kartenspiel.texts import t

LANGS = ["en", "de", "zh"]


async def _board(lang: str, size: tuple[int, int], hands: list[str]) -> tuple[ChemieBoard, str, str]:
    """The board of seat 0 with ``hands``; its text, and the detail line of the neutral group H₂O."""
    app = BoardApp(rig(hands, pile="O*20"), 0, lang)
    async with app.run_test(size=size) as pilot:
        await settle(pilot)
        board = app.query_one(ChemieBoard)
        board.cursor = board.entries.index(("combo", parse_unit("H2O")))
        board.refresh()
        await settle(pilot)
        return board, text_of(app), board._detail_text(board.view).plain


@pytest.mark.parametrize("lang", LANGS)
def test_pt12_de12_the_combination_row_is_labelled_and_shows_charges_as_the_hand(lang: str) -> None:
    """de 12 (CK-15, CK-16): the row under the hand read "  [OH]⁻   H₂O 0"; the lone 0 is the
    charge, unlabelled, beside the points of the detail line ("H₂O Wasser 0 6 Punkte"). The row
    starts with its label, every group carries its charge as a card does ("Na×1 +1"), the
    rulebook's notation kept, and the detail line names the charge as the compound line does."""
    board, shown, detail = asyncio.run(_board(lang, (80, 24), ["Na H*2 O*2", "K"]))
    label = t("board_combos_row", lang)
    row = next((line for line in shown.splitlines() if label in line), "")
    assert row.strip().startswith(label), shown
    assert "[OH]⁻ −1" in row and "H₂O 0" in row, row
    assert "[OH]⁻ −1" in board._labels and "H₂O 0" in board._labels, board._labels
    assert f"{t('board_charge', lang)} 0" in detail, detail
    # ↓ from the cards still lands on the first group, ↑ goes back (the label is not an item)
    first_card = board.entries.index(("card", board.entries[0][1]))
    board.cursor = first_card
    board.action_row(1)
    assert board.entries[board.cursor] == ("combo", parse_unit("[OH]"))
    board.action_row(-1)
    assert board.entries[board.cursor][0] == "card"


@pytest.mark.parametrize("lang", LANGS)
def test_pt12_de10_the_seat_to_move_has_a_space_after_its_arrow(lang: str) -> None:
    """de 10: the table's first line read "▶Spieler 1 0 Punkte" beside "  Curie [Computer] 0
    Punkte": the arrow stands apart from the name, as in the seats panel ("▶ Ann")."""
    _, shown, _ = asyncio.run(_board(lang, (80, 24), ["Na H*2 O*2", "K"]))
    assert "▶ P1" in shown and "▶P1" not in shown, shown
    assert "  P2" in shown, shown


@pytest.mark.parametrize(("lang", "words"), [("en", "Your hand, P1:"), ("de", "Deine Hand, P1:"),
                                             ("zh", "P1，你的手牌：")])
def test_pt12_zh12_the_review_says_whose_hand_it_shows(lang: str, words: str) -> None:
    """zh 12: the review showed a hand row ("Na×2 +1  K×2 +1  He×1 0 S …") without saying whose it
    is. The review's board (read-only, no moves) names it over the hand; the game's own board,
    where the hand is always the viewer's, stays as it was."""

    async def run(read_only: bool) -> str:
        state = rig(["Na*2 K*2 He", "K"], pile="O*20")
        app = BoardApp(state, 0, lang)
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            board = app.query_one(ChemieBoard)
            board.read_only = read_only
            from chemcards.games.chemie_kartenspiel import GAME

            board.show(GAME.view(state, 0), [] if read_only else board.legal, 0)
            await settle(pilot)
            return text_of(app)

    shown = asyncio.run(run(True))
    lines = shown.splitlines()
    at = next(i for i, line in enumerate(lines) if words in line)
    assert "Na×2 +1" in lines[at + 1], shown
    assert words not in asyncio.run(run(False))
