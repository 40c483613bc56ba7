"""Play-through 13 (session 15, issue 12) on the Chemie-Kartenspiel: single cards picked one by one
that are exactly a printed neutral combination count as it (zh 3; CK-15, [decided] in
docs/rules/chemie-kartenspiel.*.md "Combinations"), typed or with ⏎, and a refusal names the key the
footer shows (⌫, not Esc)."""

from __future__ import annotations

import asyncio

import pytest
from ck_helpers import rig
from test_ck_board import BoardApp, move_to, settle, text_of

from chemcards.core.protocol import LANGS
from chemcards.games.chemie_kartenspiel import GAME
from chemcards.games.chemie_kartenspiel.actions import Add, Lay
from chemcards.games.chemie_kartenspiel.board import ChemieBoard
from chemcards.games.chemie_kartenspiel.catalogue import catalogue
from chemcards.games.chemie_kartenspiel.compounds import parse_compound, points
from chemcards.games.chemie_kartenspiel.notation import parse_unit
from chemcards.games.chemie_kartenspiel.texts import t

ADD = {"zh": "加", "de": "nimm", "en": "add"}


def _water() -> object:
    return parse_compound("H2O")


# -- zh 3: H, H, O added one by one are the combination H₂O (CK-15, decided) ------------------------


def test_zh3_ck15_single_cards_of_a_neutral_combination_are_added_and_laid_as_it() -> None:
    """zh 3: with H×2 and O, "add O", "add H(+1)", "add H(+1)": the second H was refused ("these
    cards form the combination H₂O: Esc puts them back …"). The rules count such single cards as
    the combination: the step is legal, and the compound laid is H₂O with its printed points."""
    state = rig(["H*2 O K", "K"], pile="O*20")
    h, o = parse_unit("H(+1)"), parse_unit("O")
    for unit in (o, h):
        GAME.apply(state, 0, Add(unit))
    assert Add(h) in GAME.legal_actions(state, 0)
    GAME.apply(state, 0, Add(h))
    assert Lay(False) in GAME.legal_actions(state, 0)
    events = GAME.apply(state, 0, Lay(False))
    placed = state.table[0][-1]
    assert placed.compound == _water()
    assert placed.points == points(_water()) == 6
    assert any(e.kind == "lay" for e in events)


def test_zh3_ck15_any_order_of_the_single_cards_works() -> None:
    """zh 3: "picking the same cards one by one" in any order: H, H, O as well as O, H, H."""
    state = rig(["H*2 O K", "K"], pile="O*20")
    for typed in ("H(+1)", "H(+1)", "O"):
        GAME.apply(state, 0, Add(parse_unit(typed)))
    GAME.apply(state, 0, Lay(False))
    assert state.table[0][-1].compound == _water()


def test_zh3_ck13_a_recipe_with_another_charge_is_no_combination() -> None:
    """Only a zero-sum reading counts (CK-11/CK-12): H(−1) does not complete H₂O after O, H(+1)."""
    state = rig(["H*2 O K", "K"], pile="O*20")
    GAME.apply(state, 0, Add(parse_unit("O")))
    GAME.apply(state, 0, Add(parse_unit("H(+1)")))
    assert Add(parse_unit("H(-1)")) not in GAME.legal_actions(state, 0)


@pytest.mark.parametrize("lang", LANGS)
def test_zh3_typed_one_by_one_then_l_lays_water(lang: str) -> None:
    """zh 3 as the tester typed it: ``: add O``, ``add H(+1)``, ``add H(+1)``; no refusal, the
    board's line says the compound is valid with H₂O's points, and ``l`` lays H₂O."""

    async def run() -> None:
        state = rig(["H*2 O K", "K"], pile="O*20")
        app = BoardApp(state, 0, lang)
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            board = app.query_one(ChemieBoard)
            for typed in ("O", "H(+1)", "H(+1)"):
                sent = board.typed(GAME.read_typed(GAME.view(app.state, 0), f"{ADD[lang]} {typed}"))
                if sent is not None:
                    app.chosen.append(sent)
                    GAME.apply(app.state, 0, sent)
                    app.refresh_board()
                await settle(pilot)
                assert not board.message, board.message
            ok, _ = board.evaluate()
            assert ok
            assert "H₂O" in text_of(app)
            await pilot.press("l")
            await settle(pilot)
            assert app.state.table[0][-1].compound == _water()

    asyncio.run(run())


@pytest.mark.parametrize("lang", LANGS)
def test_zh3_picked_with_enter_one_by_one_then_l_lays_water(lang: str) -> None:
    """zh 3, the keys' way: ⏎ on H, H and O gives a valid compound H₂O (6 points), ``l`` lays it,
    and ⌫ before that takes back one card, not the whole group."""

    async def run() -> None:
        state = rig(["H*2 O K", "K"], pile="O*20")
        app = BoardApp(state, 0, lang)
        cat = catalogue()
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            board = app.query_one(ChemieBoard)
            for symbol in ("H", "H", "O"):
                await move_to(pilot, board, "card", cat.by_symbol[symbol])
                await pilot.press("enter")
            await settle(pilot)
            ok, reason = board.evaluate()
            assert ok, reason
            assert t("board_valid", lang) in text_of(app).replace("\n", "")
            await pilot.press("backspace")
            await settle(pilot)
            assert len(board.selection) == 2
            await move_to(pilot, board, "card", cat.by_symbol["O"])
            await pilot.press("enter")
            await settle(pilot)
            await pilot.press("l")
            await settle(pilot)
            assert app.state.table[0][-1].compound == _water()
            assert app.state.table[0][-1].points == 6

    asyncio.run(run())


@pytest.mark.parametrize("lang", LANGS)
def test_zh3_the_combination_line_names_the_footers_key(lang: str) -> None:
    """zh 3: the line said "Esc puts them back" while the footer offers ⌫ for taking back."""
    text = t("is_combination", lang, formula="H₂O")
    assert "Esc" not in text and "⌫" in text, text
