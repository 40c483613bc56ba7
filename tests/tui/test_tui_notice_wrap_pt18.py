"""Play-through 18 de 5: a refusal on the notice line tore the element from its count although the
first line had room: "… fehlen dir noch 1 Karte S und 4 Karten" / "O. (F1: die Regel dazu)". The
rule hint in brackets was glued to the word before it, also after a full stop, so the sentence's
last word went down with the hint. After a sentence end the hint is a sentence of its own: the line
may end before it, and the sentence stays whole on its line (CK-15's refusal, as the table shows
it, at the notice line's width at 80 columns)."""

from __future__ import annotations

import pytest

from chemcards.core.i18n import LANGS, tr, ui
from chemcards.tui.notice import notice_head
from chemcards.tui.text import with_rule_hint
from chemcards.tui.wrap import wrap_text

#: the notice line's text width at 80 columns: padding 1 each side, an outer left border
NOTICE_WIDTH = 77


def _refusal(lang: str, symbol2: str) -> str:
    reason = tr("chemie-kartenspiel", "no_cards_left", lang, unit="[SO₄]²⁻", missing=1, symbol="S",
                missing2=4, symbol2=symbol2)
    return with_rule_hint(reason, lang)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("symbol2", ["O", "H"])
def test_pt18_de5_the_sentence_ends_on_its_line_before_the_rule_hint(lang: str, symbol2: str) -> None:
    """Play-through 18 de 5 (CK-15): the refusal's sentence, with its label before it, fits
    77 cells; so its last word ("O.") stays on the first line and only the hint may go down."""
    reason = _refusal(lang, symbol2)
    sentence = reason[:reason.index("(F1") if "(F1" in reason else reason.index("（F1")].rstrip()
    shown = notice_head(ui("refused", lang), reason) + reason
    lines = [line.plain for line in wrap_text(shown, NOTICE_WIDTH)]
    assert sentence in lines[0], lines


def test_pt18_de5_a_key_group_after_a_word_still_stays_with_it() -> None:
    """The gluing stays where it is meant (issue 12 point 7): a key in brackets right after the word
    it belongs to ("catch (c)") is not left alone at a line's start."""
    text = "x" * 60 + " press to catch (c)"
    lines = [line.plain for line in wrap_text(text, 76)]
    assert lines[-1].startswith("catch"), lines
