"""Guided first games (issue 19): each game's lesson, walked to its end with one wrong move, first
without a screen and then in the app (Pilot), in every language."""

from __future__ import annotations

import asyncio
import re

import pytest
from lesson_walk import LEARNER, learner_move, policy_for, walk_headless
from tui_helpers import app_for, settle, sync, table_of

from chemcards.core.data import load_toml, rules_doc
from chemcards.core.i18n import LANGS
from chemcards.core.match import Match
from chemcards.core.registry import get_game
from chemcards.lessons import DOMAIN, Guide, load_lesson
from chemcards.tui.lesson import GuidedTable

LESSONS = ["color-clash", "metallurgie", "chemie-kartenspiel", "chemis"]


@pytest.mark.parametrize("game_id", LESSONS)
def test_every_lesson_text_exists_in_three_languages_and_cites_a_rule_of_the_rules_doc(game_id: str) -> None:
    """Issue 19: prompts and explanations in de/en/zh, each naming a rule ID found in
    docs/rules/<game>.<lang>.md."""
    lesson = load_lesson(game_id)
    texts = load_toml(DOMAIN, "i18n.toml")
    for milestone in lesson.milestones:
        for lang in LANGS:
            assert re.search(rf"\b{re.escape(milestone.rule)}\b", rules_doc(game_id, lang) or ""), \
                (milestone.rule, lang)
            for suffix in ("", "_wrong", "_topic"):
                key = f"{lesson.prefix}_{milestone.key}{suffix}"
                assert lang in texts.get(key, {}), key
                if suffix != "_topic":
                    assert "{rule}" in texts[key][lang], key


@pytest.mark.parametrize("game_id", LESSONS)
def test_the_prepared_deal_leads_through_every_milestone_with_one_wrong_move_explained(game_id: str) -> None:
    """Issue 19: the seeded deal lets a learner who follows the prompts do every milestone; a
    wrong move is explained with the milestone's rule ID."""
    lesson = load_lesson(game_id)
    walk, guide, match = asyncio.run(walk_headless(lesson))
    assert guide.finished, walk.done
    assert sorted(walk.done) == sorted(m.key for m in lesson.milestones)
    assert len(walk.refused) == 1
    wrong, verdict = walk.refused[0]
    assert verdict.milestone.rule in verdict.text and not verdict.milestone.matches(wrong)
    assert match.seats[0].kind == "human" and all(s.level == "easy" for s in match.seats[1:])


def test_a_guide_refuses_only_what_the_active_milestone_does_not_ask_for() -> None:
    """CC-7: when nothing fits, the lesson asks for a draw; while no milestone is active any move
    passes."""
    guide = Guide(load_lesson("color-clash"))
    guide.done[:2] = [True, True]
    verdict = guide.check(["draw"], "pass", "de")
    assert verdict is not None and verdict.milestone.key == "draw" and "CC-7" in verdict.text
    assert guide.check(["draw", "play R5"], "play R5", "en") is None  # a card fits: no draw lesson
    assert guide.played(["draw"], "draw") is not None and guide.done[2]


async def walk_in_app(game_id: str, lang: str) -> tuple[GuidedTable, list[str]]:
    lesson = load_lesson(game_id)
    game = get_game(game_id)
    match = Match(game, lesson.seats("You"), lesson.options, seed=lesson.seed)
    table = GuidedTable(match, lesson)
    app = app_for(None, lang=lang, games={game_id: game})
    prompts: list[str] = []
    refusals: list[str] = []
    async with app.run_test(size=(80, 24)) as pilot:
        app.push_screen(table)
        await settle(pilot)
        assert table_of(app) is table
        policy = policy_for(lesson)
        clock = app.clock
        for _ in range(3000):
            await settle(pilot)
            if match.outcome() is not None or table.guide.finished:
                break
            if LEARNER in match.to_act():
                prompts.append(table.query_one("#lesson").render().plain)  # type: ignore[attr-defined]
                action, wrong = learner_move(table.guide, match, policy, not refusals)
                if wrong is not None:
                    before = list(match.record.actions)
                    assert not table.act_for_keyboard(wrong)
                    await pilot.pause()
                    assert match.record.actions == before  # a wrong move changes nothing
                    refusals.append(str(wrong))
                assert table.act_for_keyboard(action)
            else:
                clock.advance(1.0)  # type: ignore[union-attr]
        assert table.guide.finished
        await settle(pilot)
        prompts.append(table.query_one("#lesson").render().plain)  # type: ignore[attr-defined]
    return table, prompts


@pytest.mark.parametrize(("game_id", "lang"), [("color-clash", "en"), ("metallurgie", "de"),
                                               ("chemie-kartenspiel", "zh"), ("chemis", "de")])
@sync
async def test_pilot_walks_the_guided_game_to_its_end_with_one_wrong_move(game_id: str, lang: str) -> None:
    """Issue 19 "Done when": the app's guided game, from its prepared deal to the lesson's end,
    with one wrong move refused (nothing changed) and the prompts in the chosen language."""
    table, prompts = await walk_in_app(game_id, lang)
    assert table.guide.mistakes == 1
    lesson = table.lesson
    from chemcards.core.i18n import tr

    asked = {tr(DOMAIN, f"{lesson.prefix}_{m.key}", lang, rule=m.rule) for m in lesson.milestones}
    assert asked <= set(prompts)  # every milestone was asked for, as written ("[OH]" too)
    assert prompts[-1] == tr(DOMAIN, "lesson_done", lang)


@sync
async def test_learn_to_play_in_the_launcher_opens_the_guided_game_of_the_chosen_game() -> None:
    """Issue 19: "Learn to play" from the launcher; the lesson's prompt is on top, in German."""
    from chemcards.tui.app import ChemcardsApp
    from chemcards.tui.clock import FakeClock
    from chemcards.tui.settings import Settings

    game = get_game("metallurgie")
    app = ChemcardsApp(settings=Settings(lang="de", speed="instant"), clock=FakeClock(),
                       remember=False, games=lambda: {game.id: game})
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.click("#learn")
        await settle(pilot)
        table = app.table
        assert isinstance(table, GuidedTable) and table.match.game.id == "metallurgie"
        assert table.match.autosave is None  # a lesson never replaces the game one may resume
        assert "MT-4" in table.prompt and "Eisen" in table.prompt
