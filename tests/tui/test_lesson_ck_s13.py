"""Play-through 12 zh 13 (issues 12/21, session 13): after the first compound the Chemie-Kartenspiel
guided game said "Next comes: a shield (once you hold Protomatter ✱ …)" turn after turn while the
learner held no ✱. A step that cannot come up now is not named; one that can is, and the shield
is named again once a ✱ is in the hand (CK-19, CK-21, CK-22)."""

from __future__ import annotations

import dataclasses

import pytest
from tui_helpers import app_for, settle, sync

from chemcards.core.i18n import tr
from chemcards.core.registry import get_game
from chemcards.lessons import DOMAIN, Guide, load_lesson
from chemcards.tui.lesson import GuidedTable

LANGS = ["en", "de", "zh"]


def guide_after_first_compound() -> Guide:
    lesson = load_lesson("chemie-kartenspiel")
    guide = Guide(lesson)
    keys = [m.key for m in lesson.milestones]
    for key in ("add", "group", "lay"):
        guide.done[keys.index(key)] = True
    return guide


def topic(key: str, lang: str) -> str:
    return tr(DOMAIN, f"ck_{key}_topic", lang)


@pytest.mark.parametrize("lang", LANGS)
def test_pt12_zh13_a_step_that_cannot_come_up_is_not_named(lang: str) -> None:
    guide = guide_after_first_compound()
    legal = ["add Na", "add Cl", "skip"]
    # neither a ✱ (shield, CK-19) nor a radioactive card (attack, CK-21/22): no step is named
    _, ask = guide.prompt_parts(legal, lang, ["hold Na", "hold Cl"])
    assert topic("shield", lang) not in ask and topic("attack", lang) not in ask, ask
    assert ask == tr(DOMAIN, "lesson_play_on_free", lang)
    # while the computer plays, no step is named either (it was not on the learner's turn)
    assert guide.prompt_parts([], lang)[1] == tr(DOMAIN, "lesson_wait_free", lang)
    # a radioactive card (Po, R): the attack comes next, not the shield
    _, ask = guide.prompt_parts(legal, lang, ["hold Na", "hold Cl", "hold Po R"])
    assert topic("attack", lang) in ask and topic("shield", lang) not in ask, ask
    assert topic("attack", lang) in guide.prompt_parts([], lang)[1]  # and on the computer's turn
    # a ✱ in the hand: the shield, the lesson's order, is back
    _, ask = guide.prompt_parts(legal, lang, ["hold Na", "hold Protomaterie", "hold Pu R2 A"])
    assert topic("shield", lang) in ask, ask


@sync
async def test_pt12_zh13_the_guided_table_tells_the_guide_what_the_learner_holds() -> None:
    """The table passes the game's facts about the learner's hand (``lesson_facts``): with the
    lesson's first hand less its Po and no ✱, the line names no shield. The first hand of seed 2
    (the lesson's seed until the easy computer got its own player) holds a radioactive Po and no
    Protomatter, which is the case here; the deal is the same whoever the computer is."""
    lesson = dataclasses.replace(load_lesson("chemie-kartenspiel"), seed=2)
    game = get_game(lesson.game)
    match = lesson.new_match("Ann", game)
    table = GuidedTable(match, lesson)
    app = app_for(None, lang="en", games={game.id: game})
    async with app.run_test(size=(80, 24)) as pilot:
        app.push_screen(table)
        await settle(pilot)
        keys = [m.key for m in lesson.milestones]
        for key in ("add", "group", "lay"):
            table.guide.done[keys.index(key)] = True
        facts = table._facts()
        assert "hold Po R" in facts and not any("Protomaterie" in f for f in facts), facts
        assert topic("attack", "en") in table.prompt, table.prompt
        assert topic("shield", "en") not in table.prompt, table.prompt


@pytest.mark.parametrize("lang", LANGS)
@sync
async def test_pt12_en4_the_lesson_line_stays_over_a_refusal(lang: str) -> None:
    """Play-through 12 en 4: after "✗ NaH(-1) is already a compound on its own" the tester found
    the guided game's lines at the top gone. They stay over the board's refusal (the tester's
    compound, K Na Po O [OH] H⁻, laid with l) and over the lesson's own refusal (s, not asked for)."""
    from tui_helpers import region_text

    from chemcards.games.chemie_kartenspiel.notation import parse_unit

    lesson = load_lesson("chemie-kartenspiel")
    game = get_game(lesson.game)
    table = GuidedTable(lesson.new_match("Ann", game), lesson)
    app = app_for(None, lang=lang, games={game.id: game})
    async with app.run_test(size=(80, 24)) as pilot:
        app.push_screen(table)
        await settle(pilot)
        first = "".join(table.prompt.split())[:12]
        board = table.board
        board.selection = [parse_unit(u) for u in ("K", "Na", "Po(+2)", "O", "[OH]", "H(-1)")]
        board._regroup()
        for key in ("l", "s"):
            await pilot.press(key)
            await settle(pilot)
            top = "".join("".join(region_text(app, app.screen.region)[:3]).split())
            assert first in top, (key, top)
        assert board.message, "the board refused the compound"
