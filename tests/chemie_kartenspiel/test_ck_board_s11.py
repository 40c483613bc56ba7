"""Play-through 10 (issues 12/21) on the Chemie-Kartenspiel board: ``c`` on a card with one charge
says why nothing changes (CK-12), and cards used up by the compound being built leave the hand
instead of standing there as "H×0"."""

from __future__ import annotations

import asyncio

import pytest
from ck_helpers import rig
from test_ck_board import BoardApp, move_to, settle, text_of

from chemcards.games.chemie_kartenspiel.board import ChemieBoard
from chemcards.games.chemie_kartenspiel.catalogue import catalogue
from chemcards.games.chemie_kartenspiel.search import units

ONE_CHARGE = {"en": "Na has only one charge: +1.", "de": "Na hat nur eine Ladung: +1.",
              "zh": "Na 只有一种化合价：+1。"}


@pytest.mark.parametrize("lang", ["en", "de", "zh"])
def test_ck12_c_on_a_card_with_one_charge_says_so(lang: str) -> None:
    """Play-through 10: ``c`` on Na did nothing and said nothing. It says in one line that Na has
    only one charge, and which (CK-12: ``c`` switches between a card's charges)."""

    async def run() -> tuple[str, str]:
        state = rig(["Na O K", "K"], pile="O*20")
        app = BoardApp(state, 0, lang)
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            board = app.query_one(ChemieBoard)
            await move_to(pilot, board, "card", catalogue().by_symbol["Na"])
            await pilot.press("c")
            await settle(pilot)
            return app.answered[-1], board.message

    # said where the table answers a key, the notice line, not under the keys (play-through 20 zh 6)
    message, on_board = asyncio.run(run())
    assert message == ONE_CHARGE[lang]
    assert on_board == ""


@pytest.mark.parametrize("lang", ["en", "de", "zh"])
def test_ck12_c_on_a_group_or_protomatter_says_why_nothing_changes(lang: str) -> None:
    """The same for a printed group (OH −1, CK-15) and for Protomaterie, which has no charge of
    its own (CK-18): ``c`` answers with a line, never silence."""

    async def run() -> list[str]:
        cat = catalogue()
        state = rig(["H O Na Protomaterie", "K"], pile="O*20")
        app = BoardApp(state, 0, lang)
        said = []
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            board = app.query_one(ChemieBoard)
            oh = next(v for k, v in board.entries if k == "combo" and units()[v].combo >= 0
                      and cat.combinations[units()[v].combo].charge == -1 and units()[v].jokers == 0)
            await move_to(pilot, board, "combo", oh)
            await pilot.press("c")
            await settle(pilot)
            said.append(app.answered[-1])
            await move_to(pilot, board, "card", cat.proto)
            await pilot.press("c")
            await settle(pilot)
            said.append(app.answered[-1])
        return said

    group, proto = asyncio.run(run())
    assert "−1" in group and group != proto and group and proto
    name = {"en": "Protomatter", "de": "Protomaterie", "zh": "原物质"}[lang]
    assert name in proto


def test_used_up_cards_leave_the_hand_and_come_back_when_taken_back() -> None:
    """Play-through 10: a card all of whose copies are in the compound being built stood in the
    hand as "Na×0 +1". It is not shown; the cursor stays where it was (on the next item), and ⌫
    brings the card back."""

    async def run() -> None:
        cat = catalogue()
        na = cat.by_symbol["Na"]
        state = rig(["H Na O K", "K"], pile="O*20")  # Na, O, H: NaOH (picks that lead on, CK-11)
        app = BoardApp(state, 0, "en")
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            board = app.query_one(ChemieBoard)
            await move_to(pilot, board, "card", na)
            at = board.cursor
            await pilot.press("enter")
            await settle(pilot)
            shown = text_of(app)
            assert "Na×0" not in shown and ("card", na) not in board.entries, shown
            assert board.cursor == at and board.entries[at] != ("card", na)
            await move_to(pilot, board, "card", cat.by_symbol["O"])
            await pilot.press("enter")
            await move_to(pilot, board, "card", cat.by_symbol["H"])
            await pilot.press("enter")
            await settle(pilot)
            assert "×0" not in text_of(app), text_of(app)
            await pilot.press("backspace")
            await settle(pilot)
            assert "H×1" in text_of(app) and ("card", cat.by_symbol["H"]) in board.entries

    asyncio.run(run())


def test_a_shield_on_the_last_protomatter_can_still_be_taken_off() -> None:
    """CK-19: ⏎ on Protomaterie toggles the shield. With the last one on as the shield it stays in
    the hand (marked ✱×0), so ⏎ can take the shield off again."""

    async def run() -> None:
        cat = catalogue()
        state = rig(["Na Cl Protomaterie", "K"], pile="O*20")
        app = BoardApp(state, 0, "en")
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            board = app.query_one(ChemieBoard)
            await move_to(pilot, board, "card", cat.proto)
            await pilot.press("enter")
            await settle(pilot)
            assert board.shield and ("card", cat.proto) in board.entries
            await move_to(pilot, board, "card", cat.proto)
            await pilot.press("enter")
            assert not board.shield

    asyncio.run(run())


def test_a_combination_the_hand_can_no_longer_form_leaves_the_hand_and_comes_back() -> None:
    """Issue 12 point 10, play-through 11 (zh 6, de): with the only H in the compound being built,
    "OH −1" stayed listed and ⏎ on it changed nothing. A combination whose cards the compound has
    used up leaves the hand, like a used-up card, and comes back when ⌫ gives its card back."""

    async def run() -> None:
        cat = catalogue()
        state = rig(["H O Na K", "K"], pile="O*20")
        app = BoardApp(state, 0, "en")
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            board = app.query_one(ChemieBoard)
            combos = {v for k, v in board.entries if k == "combo"}
            oh = next(v for v in combos if units()[v].jokers == 0
                      and cat.combinations[units()[v].combo].charge == -1)
            await move_to(pilot, board, "card", cat.by_symbol["H"])
            await pilot.press("enter")
            await settle(pilot)
            assert ("combo", oh) not in board.entries
            await pilot.press("backspace")
            await settle(pilot)
            assert ("combo", oh) in board.entries

    asyncio.run(run())
