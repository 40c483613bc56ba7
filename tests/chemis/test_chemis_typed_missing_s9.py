"""CH-18, issue 12 point 11 (zh tester, session 9): a typed move of cards that a real substance
needs more of is refused with what is missing, the same sentence as the picker's line.

``:乙：K+[SO4]`` was refused as "这些牌组不成现实中存在的物质。" although K₂SO₄ exists; the picker said
"还不能组成物质：K₂SO₄ 还需要 K。". The engine now says what is missing (one place for both:
``texts.missing_options``). And ``[SO₄]`` typed as the screen shows it was "不是有效指令": subscript
digits are read as digits.
"""

from __future__ import annotations

from collections import Counter

import pytest
from chemis_helpers import clear_hand, fresh, give, name, play

from chemcards.core.protocol import IllegalAction
from chemcards.games.chemis import GAME, recipes
from chemcards.games.chemis.actions import Form, parse
from chemcards.games.chemis.texts import still_missing_text
from chemcards.tui.text import refusal_text

PICKER = {"zh": "还不能组成物质：K₂SO₄ 还需要 K。", "en": "Not a substance yet: K₂SO₄ still needs K.",
          "de": "Noch kein Stoff: K₂SO₄ braucht noch K."}


def _typed(move: str) -> IllegalAction:
    st = fresh(3, 1)
    me = st.turn_seat
    clear_hand(st, me)
    give(st, me, "K", "[SO4]")
    with pytest.raises(IllegalAction) as caught:
        play(st, me, move.replace("{me}", name(st, me)))
    return caught.value


@pytest.mark.parametrize("lang", ["zh", "en", "de"])
def test_ch18_typed_k_and_so4_says_what_is_missing_as_the_picker_does(lang: str) -> None:
    exc = _typed("{me}：K+[SO4]")
    assert exc.key == "still_missing", exc.reason
    text = refusal_text(GAME, exc, lang)
    options = recipes.completions(Counter({"K": 1, "[SO4]": 1}))
    picker = still_missing_text([(f, tuple(m.items())) for f, m in options], lang)
    assert text == picker, (text, picker)
    assert PICKER[lang] in text or text.startswith(PICKER[lang][:-1]), text
    assert "不成现实" not in text


def test_ch18_typed_cards_of_no_substance_at_all_are_still_refused_as_none() -> None:
    """The old refusal stays where it is true: no substance holds these cards together."""
    st = fresh(3, 1)
    me = st.turn_seat
    clear_hand(st, me)
    give(st, me, "Na", "K")
    with pytest.raises(IllegalAction) as caught:
        play(st, me, f"{name(st, me)}: Na+K")
    assert caught.value.key == "no_substance"


@pytest.mark.parametrize("typed", ["乙：K+[SO₄]", "B: K+[SO₄]", "乙：[SO₄]*2+K", "乙：K+[SO4] -> K₂SO₄"])
def test_issue12_p11_a_card_typed_with_subscripts_as_shown_is_read(typed: str) -> None:
    """``[SO₄]`` as the hand and log show it is the card [SO4], not "不是有效指令"."""
    action = parse(typed)
    assert isinstance(action, Form)
    assert "[SO4]" in [tok for tok, _ in action.parts]
    assert action.formula in ("", "K2SO4")


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_issue12_p11_typed_with_subscripts_gets_the_missing_reason(lang: str) -> None:
    exc = _typed("{me}：K+[SO₄]")
    assert exc.key == "still_missing"
    assert refusal_text(GAME, exc, lang).startswith(PICKER[lang][:-1])
