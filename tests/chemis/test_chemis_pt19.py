"""Play-through 19 zh 3 (session 20), CH-18: cards that form no substance yet are answered with
what the player's own hand completes first. [CO₃] with Mg in the hand read "BaCO₃ still needs Ba ·
CaCO₃ still needs Ca" (the nearest substances by name), though Mg + [CO₃] → MgCO₃ was playable.
The picker's line and the refusal of a typed move say it alike (``texts.missing_options``)."""

from __future__ import annotations

from collections import Counter

import pytest
from chemis_helpers import clear_hand, fresh, give, name, play

from chemcards.core.protocol import IllegalAction
from chemcards.games.chemis import GAME, recipes
from chemcards.tui.text import refusal_text

HAND = Counter({"[CO3]": 1, "[SO4]": 1, "filter": 1, "N": 1, "C": 1, "Mg": 1})
WITH_MG = {"en": "MgCO₃ works with Mg from your hand", "de": "MgCO₃ geht mit Mg aus deiner Hand",
           "zh": "加上手里的 Mg 可组成 MgCO₃"}


def test_pt19_zh3_what_the_hand_completes_comes_first() -> None:
    """CH-18: MgCO₃ (the hand holds Mg) before BaCO₃ and CaCO₃ (it holds neither Ba nor Ca), and
    each substance named the hand can complete holds only cards of that hand."""
    options = recipes.completions(Counter({"[CO3]": 1}), hand=HAND)
    assert options[0] == ("MgCO3", Counter({"Mg": 1})), options
    assert recipes.held(Counter({"[CO3]": 1}), options[0][1], HAND)
    assert not recipes.held(Counter({"[CO3]": 1}), Counter({"Ba": 1}), HAND)


def test_pt19_zh3_a_hand_that_completes_nothing_changes_nothing() -> None:
    """Without a completing hand the nearest substances are named as before (issue 12)."""
    picked = Counter({"Na": 1, "[CO3]": 1})
    assert recipes.completions(picked, hand=picked) == recipes.completions(picked)


@pytest.mark.parametrize("lang", ["zh", "en", "de"])
def test_pt19_zh3_a_typed_carbonate_is_refused_with_what_the_hands_mg_makes(lang: str) -> None:
    """CH-18: "甲: [CO3]" typed with Mg in the hand names MgCO₃ with Mg first, as the picker does."""
    st = fresh(3, 1)
    me = st.turn_seat
    clear_hand(st, me)
    give(st, me, *HAND.elements())
    with pytest.raises(IllegalAction) as caught:
        play(st, me, f"{name(st, me)}: [CO3]")
    assert caught.value.key == "still_missing", caught.value.reason
    text = refusal_text(GAME, caught.value, lang)
    assert WITH_MG[lang] in text, text
    assert "BaCO₃" not in text.split(WITH_MG[lang])[0], text


def test_pt22_de4_the_clauses_are_joined_as_a_sentence_joins_them() -> None:
    """Play-through 22, de 4 (CH-18): "Noch kein Stoff: ZnCO₃ mit Zn aus deiner Hand" / "BaCO₃ braucht
    noch Ba." read as a fragment run into the next clause. Each clause has its verb, and they are
    joined with a semicolon, not a list's " · " (which a line break may drop)."""
    from chemcards.games.chemis.texts import still_missing_text

    options = [("ZnCO3", (("Zn", 1),)), ("BaCO3", (("Ba", 1),))]
    line = still_missing_text(options, "de", held={"ZnCO3"})
    assert line == "Noch kein Stoff: ZnCO₃ geht mit Zn aus deiner Hand; BaCO₃ braucht noch Ba.", line
    assert "·" not in still_missing_text(options, "zh", held={"ZnCO3"})
