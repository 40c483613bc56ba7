"""Play-through 22, en 8: English wording a native reader stumbled over."""

from __future__ import annotations

import pytest

from chemcards.core.i18n import tr
from chemcards.games.metallurgie.hexgrid import parse_place
from chemcards.tui.text import after_label


def test_a_metal_goes_on_in_lower_case_after_the_refusals_label() -> None:
    """"Not allowed: Iron must touch the field…" beside "Not allowed: a gold card goes only on…":
    a metal is a common word, lowered after the label as any other (MT-3)."""
    assert after_label("Iron must touch the field, and 53/25 does not.", "en").startswith("iron must")
    assert after_label("Curie plays first.", "en") == "Curie plays first."  # a name stays


def test_cc3_a_reverse_reads_as_a_sentence() -> None:
    """CC-3 (Reverse): "Play changes direction" read oddly in the log."""
    assert tr("color-clash", "ev_reverse", "en") == "The direction of play reverses"


def test_a_place_not_in_a_row_is_refused_in_a_whole_sentence() -> None:
    """"row 52 has no place 19: its places are numbered even" had no full stop."""
    with pytest.raises(ValueError, match=r"its places have even numbers\.$"):
        parse_place("52/19")


def test_zh_a_bracketed_group_is_set_off_as_a_latin_word() -> None:
    """Play-through 22, zh 6: the CHEMIS discard list read "✂ 弃掉 Cu" but "✂ 弃掉[NH₄]". A group in
    brackets is set off from the Chinese beside it as a formula is; after "、" or "（" nothing is."""
    from chemcards.core.i18n import zh_spaced

    assert zh_spaced("弃掉[NH₄]") == "弃掉 [NH₄]"
    assert zh_spaced("[NH₄]离子") == "[NH₄] 离子"
    assert zh_spaced("（[CO₃]、H、通电）") == "（[CO₃]、H、通电）"
