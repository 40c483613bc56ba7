"""CHEMIS findings of a newcomer who played in Chinese at 80×24: card labels, typed moves in the
player's language, the salt refusal and the judgement question (rule IDs in each test)."""

from __future__ import annotations

import asyncio

from chemis_helpers import clear_hand, fresh, give
from textual.app import App, ComposeResult

from chemcards.games.chemis import GAME
from chemcards.games.chemis.board import ChemisBoard


class Host(App):
    def __init__(self, lang: str) -> None:
        super().__init__()
        self.lang = lang

    def compose(self) -> ComposeResult:
        yield ChemisBoard(GAME, self.lang)


async def _hand_and_moves(lang: str, tokens: tuple[str, ...]) -> tuple[str, str]:
    st = fresh(2, 4)
    me = st.turn_seat
    clear_hand(st, me)
    give(st, me, *tokens)
    app = Host(lang)
    async with app.run_test(size=(80, 24)) as pilot:
        board = app.query_one(ChemisBoard)
        board.show(GAME.view(st, me), GAME.legal_actions(st, me), me)
        await pilot.pause()
        hand = str(board.query_one("#chemis-hand").render())
        moves = "\n".join(str(o.prompt) for o in board.query_one("#chemis-moves").options)
    return hand, moves


def test_ch18_hand_labels_ions_with_subscripts_as_the_log_does() -> None:
    """CH-1/CH-18 cards as a player reads them: the hand showed "[CO3] [SO4] [NO3]" while the log
    wrote [CO₃]; one form (subscripts) wherever a card is read."""
    hand, _ = asyncio.run(_hand_and_moves("zh", ("[CO3]", "[SO4]", "[NO3]", "Na")))
    for shown in ("[CO₃]", "[SO₄]", "[NO₃]"):
        assert shown in hand, hand
    assert "[CO3]" not in hand and "[SO4]" not in hand and "[NO3]" not in hand
