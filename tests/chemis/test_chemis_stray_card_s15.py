"""Play-through 14 en 2, CH-18: the hand "O  O  Ignite  Fe  [SO₄]  O"; picking O, then [SO₄], said
"✗ Not a substance yet: Al₂(SO₄)₃ still needs 2× Al, O, S, [SO₄], counter ×3." — a recipe six cards
away that builds a second sulfate from S and O cards, read as nonsense (O is not what Al₂(SO₄)₃ is
made of here). When no substance is near (CH-18: at most two more cards, ``recipes.NEAR``), the
picked card that belongs to no substance with the others is named, and what the rest makes with
the hand (FeSO₄ with Fe) or alone."""

from __future__ import annotations

import asyncio
import sys
from collections import Counter
from pathlib import Path
from typing import Any

import pytest
from chemis_helpers import clear_hand, fresh, give, name, play

from chemcards.core.match import Match
from chemcards.core.protocol import IllegalAction
from chemcards.core.seats import Seat
from chemcards.games.chemis import GAME, recipes
from chemcards.tui.text import refusal_text

sys.path.insert(0, str(Path(__file__).parent.parent / "tui"))
from tui_helpers import app_for, settle

LANGS = ("en", "de", "zh")
HAND = ("O", "O", "ignite", "Fe", "[SO4]", "O")
#: the words that say the card does not belong
ODD = {"en": "O does not belong", "de": "O passt nicht", "zh": "O 和 [SO₄] 组不成"}


def test_ch18_o_and_sulfate_name_the_o_and_iron_sulfate_from_the_hand() -> None:
    odd = recipes.stray(Counter({"O": 1, "[SO4]": 1}), Counter(HAND))
    assert odd is not None
    assert odd.card == "O" and odd.formula == "FeSO4", odd
    assert Counter(dict(odd.cards)) == Counter({"Fe": 1, "[SO4]": 1}), odd


def test_ch18_without_a_hand_the_odd_card_is_still_named() -> None:
    odd = recipes.stray(Counter({"O": 1, "[SO4]": 1}))
    assert odd is not None and odd.card == "O" and odd.formula is None, odd


def test_ch18_the_rest_that_forms_a_substance_alone_keeps_it() -> None:
    """Na + Cl + [SO₄]: Na and Cl form NaCl; the sulfate is the card that does not belong."""
    odd = recipes.stray(Counter({"Na": 1, "Cl": 1, "[SO4]": 1}))
    assert odd is not None and odd.card == "[SO4]" and odd.formula == "NaCl", odd


@pytest.mark.parametrize("picked", [["Na", "[CO3]"], ["H", "[CO3]"], ["[SO4]"], ["O"], ["H", "Cl"],
                                    ["Na", "K"]])
def test_ch18_cards_near_a_substance_have_no_odd_card(picked: list[str]) -> None:
    """Cards two cards or fewer from a substance (or forming one) keep the "still needs" line; two
    cards no substance holds at all keep "those cards form no substance"."""
    assert recipes.stray(Counter(picked), Counter(HAND)) is None


@pytest.mark.parametrize("lang", LANGS)
def test_ch18_the_typed_refusal_names_the_odd_card(lang: str) -> None:
    """The tester's cards typed (``:`` then ``A: O+[SO4]``): the engine's refusal says the same."""
    st = fresh(3, 1)
    me = st.turn_seat
    clear_hand(st, me)
    give(st, me, *HAND)
    with pytest.raises(IllegalAction) as caught:
        play(st, me, f"{name(st, me)}: O+[SO4]")
    text = refusal_text(GAME, caught.value, lang)
    assert "Al₂" not in text and ODD[lang] in text and "FeSO₄" in text, text


@pytest.mark.parametrize("lang", LANGS)
def test_pt14_en2_the_picker_line_names_the_odd_card(lang: str) -> None:
    """The tester's keys at 80×24: Space on the first O, → four times, Space on [SO₄]."""
    match = Match(GAME, [Seat("Ann"), Seat("Curie", "computer", "easy")], {}, seed=3)
    st = match.state
    me = 0
    clear_hand(st, me)
    give(st, me, *HAND)
    lines: list[str] = []

    async def run() -> None:
        app = app_for(match, lang=lang)
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            for key in ("space", "right", "right", "right", "right", "space"):
                await pilot.press(key)
                await pilot.pause()
            board: Any = app.screen.query_one("#board")
            lines.append(board._preview(board.view).plain)

    asyncio.run(run())
    text = lines[0]
    assert "Al₂" not in text and ODD[lang] in text and "FeSO₄" in text, text


def test_ch18_a_card_like_the_others_is_never_the_stray_one() -> None:
    """Na + Na + Na was answered "Na does not belong with Na, Na" (session 15 merge, found by
    tests/tui/test_tui_rule_refusal.py): no card is named stray that the others hold too."""
    from chemcards.games.chemis.recipes import stray

    assert stray(Counter({"Na": 3})) is None
    assert stray(Counter({"Na": 3}), Counter({"Na": 3, "Cl": 1})) is None
