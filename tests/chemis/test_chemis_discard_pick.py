"""CH-9, play-through 9 (en, 80×24): the hand-limit discard trapped a newcomer.

Picking a card with Space turned the footer to "⏎ Play" and ⏎ then refused ("A single H is no
substance …"); only Esc and ⏎ discarded, and the listed card, not the chosen one. Each option read
"✗ discard N", the ✗ as "not allowed". While a discard is owed, the card chosen is the card
discarded, and the options carry no ✗.
"""

from __future__ import annotations

import asyncio

import pytest
from chemis_helpers import clear_hand, fresh, give, play
from textual.app import App, ComposeResult
from textual.widgets import Footer, OptionList

from chemcards.games.chemis import GAME
from chemcards.games.chemis.actions import Drop
from chemcards.games.chemis.board import ChemisBoard
from chemcards.games.chemis.state import ChemisState, HandLimit

HAND = ("ignite", "Fe", "Cu", "Zn", "Mg", "Ag")


class Host(App[None]):
    def __init__(self, lang: str) -> None:
        super().__init__()
        self.lang = lang

    def compose(self) -> ComposeResult:
        yield ChemisBoard(GAME, self.lang)
        yield Footer()

    def on_mount(self) -> None:
        self.query_one(ChemisBoard).focus()


def _owing() -> tuple[ChemisState, int]:
    st = fresh(3, 4)
    me = st.turn_seat
    for s in range(st.n):
        clear_hand(st, s)
    give(st, me, *HAND)
    st.hp[me] = 2
    play(st, me, "end")
    assert isinstance(st.stack[-1], HandLimit)
    return st, me


def _run(lang: str, keys: tuple[str, ...]) -> tuple[list[object], str, str]:
    """The actions chosen after ``keys`` at 80×24, the options' text before, the footer after the
    keys but the last."""
    st, me = _owing()
    chosen: list[object] = []

    async def go() -> tuple[str, str]:
        app = Host(lang)
        async with app.run_test(size=(80, 24)) as pilot:
            board = app.query_one(ChemisBoard)
            board.choose = chosen.append  # type: ignore[method-assign]
            board.show(GAME.view(st, me), GAME.legal_actions(st, me), me)
            await pilot.pause()
            options = app.query_one("#chemis-moves", OptionList)
            listed = " | ".join(str(options.get_option_at_index(i).prompt)
                                for i in range(options.option_count))
            for key in keys[:-1]:
                await pilot.press(key)
            await pilot.pause()
            footer = " ".join(str(k.render()) for k in app.query_one(Footer).children)
            await pilot.press(keys[-1])
            await pilot.pause()
            return listed, footer

    listed, footer = asyncio.run(go())
    return chosen, listed, footer


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_ch9_space_then_enter_discards_the_picked_card(lang: str) -> None:
    """CH-9: Space picks the card (here the third, Cu), ⏎ discards that card, not a listed other."""
    chosen, listed, footer = _run(lang, ("right", "right", "space", "enter"))
    assert chosen == [Drop(HAND[2])], (chosen, footer)
    word = {"en": "Discard", "zh": "弃掉"}[lang]
    assert word in footer, footer  # the footer says what ⏎ does while a discard is owed
    assert "✗" not in listed, listed  # a legal discard is not marked "not allowed"


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_ch9_enter_discards_the_card_under_the_cursor(lang: str) -> None:
    """CH-9: without a pick, ⏎ discards the card under the cursor (the fourth, Zn)."""
    chosen, _, _ = _run(lang, ("right", "right", "right", "enter"))
    assert chosen == [Drop(HAND[3])], chosen


def test_ch9_a_second_pick_replaces_the_first() -> None:
    """CH-9: one card is discarded; picking another replaces the first pick, ⏎ still discards."""
    chosen, _, _ = _run("en", ("space", "right", "space", "enter"))
    assert chosen == [Drop(HAND[1])], chosen
