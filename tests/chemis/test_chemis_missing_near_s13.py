"""Play-through 12 (en#3), CH-18: typed ``A: H+[CO3]`` was refused with "H₂CO₃ still needs H ·
(NH₄)₂CO₃ still needs H, N, [NH₄], counter ×3": the second substance needs four more cards, a recipe
no newcomer can follow. What picked cards still lack names only substances they can sensibly
become: those needing at most two more cards, or else the nearest one alone."""

from __future__ import annotations

from collections import Counter

import pytest
from chemis_helpers import clear_hand, fresh, give, name, play

from chemcards.core.protocol import IllegalAction
from chemcards.games.chemis import GAME, recipes
from chemcards.tui.text import refusal_text


def test_ch18_h_and_carbonate_suggest_carbonic_acid_only() -> None:
    """en#3: the nearest substance, H₂CO₃ (one more H); not ammonium carbonate (four more cards)."""
    assert [f for f, _ in recipes.completions(Counter({"H": 1, "[CO3]": 1}))] == ["H2CO3"]


def test_ch18_every_suggestion_needs_at_most_two_more_cards_when_one_does() -> None:
    for picked in (["H", "[CO3]"], ["Na", "[CO3]"], ["[NH4]"], ["C"], ["Fe"], ["H"], ["[SO4]"], ["Cu"]):
        options = recipes.completions(Counter(picked))
        assert options, picked
        assert all(missing.total() <= 2 for _, missing in options), (picked, options)


@pytest.mark.parametrize("lang", ["en", "de", "zh"])
def test_ch18_the_typed_refusal_names_no_far_substance(lang: str) -> None:
    """The engine's refusal of the typed move (the tester's keys: ``:`` then ``A: H+[CO3]``)."""
    st = fresh(3, 1)
    me = st.turn_seat
    clear_hand(st, me)
    give(st, me, "H", "[CO3]")
    with pytest.raises(IllegalAction) as caught:
        play(st, me, f"{name(st, me)}: H+[CO3]")
    text = refusal_text(GAME, caught.value, lang)
    assert "H₂CO₃" in text and "NH₄" not in text, text
