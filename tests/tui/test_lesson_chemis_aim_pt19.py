"""Play-through 19 en 1, CHEMIS "Learn to play": the first step's target starts on the learner's own
zone and the list offered "A ← K+[OH] → KOH[base+]"; played, the next line ticked it ("✓ Harmful
substances … cost the zone's owner HP: into your opponent's zone with them") and `e` cost the
learner 2 HP. A harmful substance (CH-16) into one's own zone is not the first step: it is refused
with how to aim (changing nothing), the same substance into the opponent's zone is ticked, and the
first line says how to aim before a harmful play."""

from __future__ import annotations

from typing import Any

import pytest
from tui_helpers import app_for, settle, sync

from chemcards.core.i18n import LANGS
from chemcards.games.chemis import GAME
from chemcards.games.chemis.actions import End
from chemcards.i18n import tr
from chemcards.lessons import DOMAIN, DONE_MARK, Guide, load_lesson
from chemcards.tui.lesson import GuidedTable
from chemcards.tui.table import TableScreen

LEARNER = 0


def _opening() -> tuple[Any, list[Any], list[str]]:
    match = load_lesson("chemis").new_match("You", GAME)
    legal = match.legal(LEARNER)
    return match, legal, [str(a) for a in legal]


def _koh(legal: list[Any], fact: str, match: Any) -> Any:
    """The learner's KOH (a strong base, CH-16) with the game's fact about it ("harm own"/"other")."""
    view = match.view(LEARNER)
    return next(a for a in legal
                if getattr(a, "formula", "") == "KOH" and GAME.lesson_move_facts(view, a) == [fact])


def test_ch16_koh_into_ones_own_zone_is_told_harm_own_and_costs_the_learner_hp() -> None:
    """The game's fact is right (play-through 19 en 1): KOH into the learner's zone, then `e`, cost
    them HP; into the opponent's zone it is "harm other"; a harmless substance has no fact."""
    match, legal, _ = _opening()
    own, other = _koh(legal, "harm own", match), _koh(legal, "harm other", match)
    assert match.view(LEARNER).order[own.zone] == LEARNER != match.view(LEARNER).order[other.zone]
    potassium = next(a for a in legal if getattr(a, "formula", "") == "K")
    assert GAME.lesson_move_facts(match.view(LEARNER), potassium) == []
    before = match.view(LEARNER).hp[LEARNER]
    match.act(LEARNER, own)
    match.act(LEARNER, End())
    assert match.view(LEARNER).hp[LEARNER] < before


@pytest.mark.parametrize("lang", LANGS)
def test_ch16_the_first_step_refuses_harm_into_ones_own_zone_and_ticks_it_into_the_opponents(
        lang: str) -> None:
    """Play-through 19 en 1: the refusal says how to aim instead and counts no step; the same KOH
    into the opponent's zone does the step, and only then comes the tick."""
    match, legal, texts = _opening()
    guide = Guide(load_lesson("chemis"))
    view = match.view(LEARNER)
    own, other = _koh(legal, "harm own", match), _koh(legal, "harm other", match)
    verdict = guide.check(texts, str(own), lang, GAME.lesson_move_facts(view, own))
    assert verdict is not None and verdict.text == tr(DOMAIN, "ch_zone_avoid", lang)
    assert guide.refuses(texts, str(own), GAME.lesson_move_facts(view, own))
    assert not any(guide.done)
    assert guide.check(texts, str(other), lang, GAME.lesson_move_facts(view, other)) is None
    assert guide.played(texts, str(other)) is not None and guide.just_done is not None
    assert guide.prompt([], lang).startswith(DONE_MARK + tr(DOMAIN, "ch_zone_done", lang))


@pytest.mark.parametrize("lang", LANGS)
def test_the_aiming_texts_name_the_lessons_own_zone_and_the_opponents_key(lang: str) -> None:
    """The first line and the refusal name the zones as the lesson deals them: the learner's zone
    is the first letter (A / 甲), where the target starts, and key 2 aims at the opponent's (B / 乙)."""
    match, _, _ = _opening()
    view = match.view(LEARNER)
    letters = tr("chemis", "ident_labels", lang)
    assert view.ident[LEARNER] == 0 and view.order[1] != LEARNER  # key 2 = zone 2 = the opponent's
    for key in ("ch_zone", "ch_zone_avoid"):
        text = tr(DOMAIN, key, lang)
        assert "2" in text and letters[1] in text, (key, text)
    assert letters[0] in tr(DOMAIN, "ch_zone", lang)


@sync
async def test_the_testers_keys_play_no_koh_into_their_own_zone_and_2_then_aims_it() -> None:
    """Play-through 19 en 1 with the tester's keys at 80×24: ↓↓↓ ⏎ on "A ← K+[OH] → KOH" changes
    nothing and says how to aim (no tick, no HP lost); 2 and ⏎, as the refusal says, play it into
    zone B and the line ticks the step."""
    lesson = load_lesson("chemis")
    match = lesson.new_match("You", GAME)
    table = GuidedTable(match, lesson)
    app = app_for(None, lang="en", games={GAME.id: GAME})
    refused: list[str] = []

    def hook(message: Any) -> None:
        if isinstance(message, TableScreen.Refused):
            refused.append(message.text)

    async with app.run_test(size=(80, 24), message_hook=hook) as pilot:
        app.push_screen(table)
        await settle(pilot)
        before = list(match.record.actions)
        await pilot.press("down", "down", "down", "enter")
        await settle(pilot)
        assert match.record.actions == before and match.view(LEARNER).hp[LEARNER] == 4
        assert refused and refused[-1].startswith(tr(DOMAIN, "ch_zone_avoid", "en"))
        line = table.query_one("#lesson").render().plain  # type: ignore[attr-defined]
        assert not line.startswith(DONE_MARK)
        await pilot.press("2", "enter")  # as the refusal says: the cursor stays on KOH
        await settle(pilot)
        played = [(seat, str(text)) for seat, text in match.record.actions[len(before):]]
        assert played[0] == (LEARNER, "乙: K+[OH] -> KOH"), played
        line = table.query_one("#lesson").render().plain  # type: ignore[attr-defined]
        assert line.startswith(DONE_MARK + tr(DOMAIN, "ch_zone_done", "en")), line
