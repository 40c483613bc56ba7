"""Play-through 12 (en#10), CHEMIS guided game: "Next comes: a condition card (Heat, Ignite or
Electrify)" while the learner held none. A step that cannot be done with the learner's cards
(CH-33: a condition needs a Heat, Ignite or Electrify card; CH-19: a reaction needs one that can
happen) is not announced; the next step that can be is, or none."""

from __future__ import annotations

import pytest

from chemcards.i18n import tr
from chemcards.lessons import DOMAIN, Guide, load_lesson

LANGS = ("de", "en", "zh")


def _guide_after_zone() -> tuple[Guide, list[str]]:
    lesson = load_lesson("chemis")
    guide = Guide(lesson)
    keys = [m.key for m in lesson.milestones]
    guide.done[keys.index("zone")] = True
    return guide, keys


@pytest.mark.parametrize("lang", LANGS)
def test_ch33_en10_no_condition_card_no_condition_step_announced(lang: str) -> None:
    guide, _ = _guide_after_zone()
    legal = ["甲: filter", "甲: cool", "甲: H+Cl -> HCl", "end"]  # no Heat, Ignite nor Electrify
    assert guide.active(legal) is None
    text = guide.prompt(legal, lang)
    for key in ("ch_condition_topic", "ch_reaction_topic", "ch_judgement_topic"):
        assert tr(DOMAIN, key, lang) not in text, (lang, text)
    assert text == tr(DOMAIN, "lesson_play_on_free", lang)


@pytest.mark.parametrize("lang", LANGS)
def test_ch33_en10_with_a_condition_card_the_step_is_asked_for(lang: str) -> None:
    guide, keys = _guide_after_zone()
    legal = ["甲: heat", "甲: filter", "end"]
    assert guide.active(legal) is guide.lesson.milestones[keys.index("condition")]
    assert guide.prompt(legal, lang) == tr(DOMAIN, "ch_condition", lang)


@pytest.mark.parametrize("lang", LANGS)
def test_ch33_en10_while_the_computer_plays_no_step_is_promised_that_may_not_come(lang: str) -> None:
    """While the learner has no move, the waiting line names a next step only if it can always be
    done (forming a substance); the condition and the reaction depend on the cards."""
    guide, _ = _guide_after_zone()
    assert guide.prompt([], lang) == tr(DOMAIN, "lesson_wait_free", lang)
    fresh = Guide(load_lesson("chemis"))  # before the first step: forming a substance is next
    assert tr(DOMAIN, "ch_zone_topic", lang) in fresh.prompt([], lang)
