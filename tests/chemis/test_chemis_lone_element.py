"""A lone O (or H, N, Cl) is refused with the reason (issue 12 follow-up 2, point 5; CH-18).

Elements that are gases of two-atom molecules form a substance only as O₂, H₂, N₂, Cl₂: one card
alone is none. The refusal said only "Those cards form no substance that exists"; it must say that
a second O is missing — from the engine (a typed move, read back from the notice line at 80x24) and
on the board (the line under the picked cards), in de, en and zh.
"""

from __future__ import annotations

import asyncio
import sys
from pathlib import Path

import pytest
from chemis_helpers import clear_hand, fresh, give, name, play

from chemcards.core.protocol import IllegalAction
from chemcards.games.chemis import GAME
from chemcards.tui.text import refusal_text

sys.path.insert(0, str(Path(__file__).parent.parent / "tui"))

#: what each language must say: the molecule and that a second O is missing
SAYS = {"en": ("O₂", "A second O is missing"), "de": ("O₂", "Es fehlt ein zweites O"),
        "zh": ("O₂", "还缺第二个 O")}


def _lone(element: str) -> IllegalAction:
    st = fresh(3, 1)
    me = st.turn_seat
    clear_hand(st, me)
    give(st, me, element)
    with pytest.raises(IllegalAction) as caught:
        play(st, me, f"{name(st, me)}: {element}")
    return caught.value


@pytest.mark.parametrize("lang", ["de", "en", "zh"])
def test_ch18_a_lone_o_is_refused_because_the_second_o_is_missing(lang: str) -> None:
    exc = _lone("O")
    text = refusal_text(GAME, exc, lang)
    for part in SAYS[lang]:
        assert part in text, text
    assert exc.key == "needs_second_atom"


@pytest.mark.parametrize("element", ["H", "N", "Cl"])
def test_ch18_every_diatomic_element_says_its_own_molecule(element: str) -> None:
    exc = _lone(element)
    text = refusal_text(GAME, exc, "en")
    assert f"A second {element} is missing" in text and f"{element}₂" in text, text


def test_ch18_a_lone_metal_is_still_a_substance() -> None:
    """Na alone is sodium, an element that exists as atoms: no refusal (the rule is not "two of each")."""
    st = fresh(3, 1)
    me = st.turn_seat
    clear_hand(st, me)
    give(st, me, "Na")
    play(st, me, f"{name(st, me)}: Na")
    assert not st.hands[me]


async def _typed(lang: str) -> str:
    from tui_helpers import make_app, screen_text, settle, table_of

    from chemcards.core.seats import Seat
    from chemcards.tui.notice import NoticeLine

    app = make_app(GAME, [Seat("Ann"), Seat("Curie", "computer", "easy")], seed=2, lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        table = table_of(app)
        st = table.match.state
        for _ in range(40):  # until it is Ann's own turn
            if st.turn_seat == 0 and table.match.to_act() == (0,):
                break
            await pilot.press("e")
            await settle(pilot)
            st = table.match.state
        clear_hand(st, 0)
        give(st, 0, "O")
        table.render_table()
        await pilot.press("colon")
        await pilot.press(*f"{name(st, 0)}: O")
        await pilot.press("enter")
        await pilot.pause()
        line = table.query_one(NoticeLine)
        assert line.message is not None
        # the notice line marks its continuation rows with "▌": decoration, not part of the text
        return "".join(screen_text(app).replace("▌", " ").split())


@pytest.mark.parametrize("lang", ["de", "en", "zh"])
def test_ch18_the_typed_lone_o_shows_the_reason_on_the_notice_line_at_80x24(lang: str) -> None:
    shown = asyncio.run(_typed(lang))
    for part in SAYS[lang]:
        assert "".join(part.split()) in shown, shown


async def _picked(lang: str) -> str:
    from test_chemis_board import Host

    from chemcards.games.chemis.board import ChemisBoard

    st = fresh(3, 4)
    me = st.turn_seat
    clear_hand(st, me)
    give(st, me, "O")
    app = Host(lang)
    async with app.run_test(size=(80, 24)) as pilot:
        board = app.query_one(ChemisBoard)
        board.show(GAME.view(st, me), GAME.legal_actions(st, me), me)
        await pilot.pause()
        await pilot.press("space")  # the O picked
        await pilot.pause()
        return str(board.query_one("#chemis-preview").render())


@pytest.mark.parametrize("lang", ["de", "en", "zh"])
def test_ch18_a_picked_lone_o_says_the_second_o_is_missing_on_the_board(lang: str) -> None:
    preview = asyncio.run(_picked(lang))
    for part in SAYS[lang]:
        assert part in preview, preview
