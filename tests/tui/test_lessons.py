"""Guided first games (issue 19): each game's lesson, walked to its end with one wrong move, first
without a screen and then in the app (Pilot), in every language."""

from __future__ import annotations

import asyncio
import dataclasses
import re
from collections.abc import Awaitable, Callable
from typing import Any

import pytest
from lesson_walk import LEARNER, learner_move, policy_for, walk_headless
from tui_helpers import app_for, settle, sync, table_of

from chemcards.core.data import load_toml, rules_doc
from chemcards.core.i18n import LANGS, tr
from chemcards.core.match import Match
from chemcards.core.registry import get_game
from chemcards.lessons import DOMAIN, DONE_MARK, Guide, load_lesson
from chemcards.tui.help import RulesScreen
from chemcards.tui.lesson import GuidedTable
from chemcards.tui.table import TableScreen

LESSONS = ["color-clash", "metallurgie", "chemie-kartenspiel", "chemis"]


RULE_ID = re.compile(r"\b(?:CC|MT|CK|CH)-\d+\b")


def in_rules_doc(rule: str, doc: str) -> bool:
    """The rule's ID is in the rules doc: named, or inside a heading's range ("MT-8 … MT-12")."""
    if re.search(rf"\b{re.escape(rule)}\b", doc):
        return True
    prefix, number = rule.split("-")
    return any(int(a) <= int(number) <= int(b)
               for a, b in re.findall(rf"\b{prefix}-(\d+) … {prefix}-(\d+)\b", doc))


@pytest.mark.parametrize("game_id", LESSONS)
def test_every_lesson_text_exists_in_three_languages_and_its_rule_is_in_the_rules_doc(game_id: str) -> None:
    """Issue 19: prompts, explanations and confirmations in de/en/zh; each milestone's rule (what
    F1 opens) is in docs/rules/<game>.<lang>.md."""
    lesson = load_lesson(game_id)
    texts = load_toml(DOMAIN, "i18n.toml")
    for milestone in lesson.milestones:
        for lang in LANGS:
            assert in_rules_doc(milestone.rule, rules_doc(game_id, lang) or ""), (milestone.rule, lang)
            # a note is never done nor named as next: its text and its explanation only
            suffixes = ("", "_wrong") if milestone.note else ("", "_wrong", "_done", "_topic")
            # a step with a way it must not be done says how instead (play-through 19 en 1)
            for suffix in suffixes + (("_avoid",) if milestone.avoid is not None else ()):
                key = f"{lesson.prefix}_{milestone.key}{suffix}"
                assert texts.get(key, {}).get(lang), (key, lang)


def test_no_lesson_text_in_any_language_cites_a_rule_id() -> None:
    """Issue 19: lesson prompts speak the players' words; rule IDs (CC-10, MT-12 …) belong in the
    rules doc, which F1 opens at the milestone's rule."""
    texts = load_toml(DOMAIN, "i18n.toml")
    assert texts
    for key, by_lang in texts.items():
        for lang in LANGS:
            text = by_lang[lang]
            assert not RULE_ID.search(text), (key, lang, text)
            assert "{rule}" not in text, (key, lang)


@pytest.mark.parametrize("game_id", LESSONS)
def test_every_prompt_a_guide_shows_is_free_of_rule_ids(game_id: str) -> None:
    """Issue 19: what the learner reads — prompts, refusals, confirmations — names no rule ID in
    any language, while the rule stays known to the guide (for F1)."""
    lesson = load_lesson(game_id)
    for lang in LANGS:
        guide = Guide(lesson)
        for milestone in lesson.milestones:
            assert not RULE_ID.search(guide.text(milestone, lang))
            assert not RULE_ID.search(guide.text(milestone, lang, wrong=True))
            guide.just_done = milestone
            assert not RULE_ID.search(guide.prompt([], lang))
            assert guide.rule([]) == milestone.rule


@pytest.mark.parametrize("game_id", LESSONS)
def test_the_prepared_deal_leads_through_every_milestone_with_one_wrong_move_explained(game_id: str) -> None:
    """Issue 19: the seeded deal lets a learner who follows the prompts do every milestone; a
    wrong move is explained by its rule (the explanation of the milestone it is not)."""
    lesson = load_lesson(game_id)
    walk, guide, match = asyncio.run(walk_headless(lesson))
    assert guide.finished, walk.done
    assert sorted(walk.done) == sorted(m.key for m in lesson.milestones if not m.note)
    assert len(walk.refused) == 1
    wrong, verdict = walk.refused[0]
    assert not verdict.milestone.matches(wrong)
    assert verdict.text == tr(DOMAIN, f"{lesson.prefix}_{verdict.milestone.key}_wrong", "en")
    assert match.seats[0].kind == "human" and all(s.level == "easy" for s in match.seats[1:])


def test_a_guide_refuses_only_what_the_active_milestone_does_not_ask_for() -> None:
    """CC-7: when nothing fits, the lesson asks for a draw; while no milestone is active any move
    passes."""
    guide = Guide(load_lesson("color-clash"))
    guide.done[:2] = [True, True]
    verdict = guide.check(["draw"], "pass", "de")
    assert verdict is not None and verdict.milestone.key == "draw" and verdict.milestone.rule == "CC-7"
    assert verdict.text == tr(DOMAIN, "cc_draw_wrong", "de")
    assert guide.check(["draw", "play R5"], "play R5", "en") is None  # a card fits: no draw lesson
    assert guide.played(["draw"], "draw") is not None and guide.done[2]


@pytest.mark.parametrize("game_id", LESSONS)
def test_every_lesson_line_fits_the_four_rows_it_has_at_80_columns(game_id: str) -> None:
    """Issue 19: the lesson's line (a confirmation of what was just done, then the request, the
    lesson's end or what comes next) is at most four rows at 80x24 (78 cells inside its padding);
    a longer one was cut off (found in tmux). Chinese characters are two cells wide. Wrapped as
    the line wraps it on screen (``wrap.py``) and, as a second measure, by Rich."""
    from rich.console import Console
    from rich.text import Text

    from chemcards.tui.wrap import wrap_text

    console = Console(width=78)
    lesson = load_lesson(game_id)
    for lang in LANGS:
        steps = [m for m in lesson.milestones if not m.note]
        done = [""] + [DONE_MARK + tr(DOMAIN, f"{lesson.prefix}_{m.key}_done", lang) + " " for m in steps]
        if lesson.opening:  # before the learner's first move after a prepared opening
            done.append(tr(DOMAIN, f"{lesson.prefix}_opening", lang) + " ")
        asks = [tr(DOMAIN, f"{lesson.prefix}_{m.key}", lang) for m in lesson.milestones]
        asks += [tr(DOMAIN, kind, lang, next=tr(DOMAIN, f"{lesson.prefix}_{m.key}_topic", lang))
                 for m in steps for kind in ("lesson_play_on", "lesson_wait")]
        asks.append(tr(DOMAIN, "lesson_done", lang))
        for first in done:
            for then in asks:
                assert len(Text(first + then).wrap(console, 78)) <= 4, (lang, first + then)
                assert len(wrap_text(Text(first + then), 78, ("Player 1",))) <= 4, (lang, first + then)


def test_a_judgement_round_is_asked_for_whenever_one_is_open_but_not_named_as_next() -> None:
    """CH-10 (issue 19, found playing CHEMIS in tmux): the lesson opened with "next comes: a
    judgement round", which a newcomer cannot bring about. A judgement round is asked for whenever
    one is open (only then may a player pass), before the rest; as what comes next it is named only
    when nothing else is left."""
    lesson = load_lesson("chemis")
    guide = Guide(lesson)
    keys = [m.key for m in lesson.milestones]
    assert guide.pending() is not None and guide.pending().key == "zone"  # type: ignore[union-attr]
    assert "Prüfrunde" not in guide.prompt(["end"], "de")
    judged = ["乙: filter", "pass"]  # a judgement round is open; zone plays would be legal too
    assert guide.active([*judged, "乙: C -> C"]).key == "judgement"  # type: ignore[union-attr]
    for key in keys:
        if key != "judgement":
            guide.done[keys.index(key)] = True
    assert guide.pending().key == "judgement"  # type: ignore[union-attr]
    assert tr(DOMAIN, "ch_judgement_topic", "de") in guide.prompt(["end"], "de")


async def walk_in_app(game_id: str, lang: str, wrong_at: str | None = None,
                      then: Callable[[Any, Any, GuidedTable], Awaitable[None]] | None = None,
                      ) -> tuple[GuidedTable, list[str], list[tuple[str, str, str | None]]]:
    """The guided game in the app at 80x24, walked to the lesson's end (``then``: what the
    learner does next, in the same app: pilot, app, table). Returns the table, every prompt the
    learner read before a move, and the refusals: (the move, the line shown, the rule F1 opened
    right after it)."""
    lesson = load_lesson(game_id)
    game = get_game(game_id)
    match = lesson.new_match("You", game)
    table = GuidedTable(match, lesson)
    app = app_for(None, lang=lang, games={game_id: game})
    prompts: list[str] = []
    refusals: list[tuple[str, str, str | None]] = []
    messages: list[str] = []

    def hook(message: Any) -> None:
        if isinstance(message, TableScreen.Refused):
            messages.append(message.text)

    async with app.run_test(size=(80, 24), message_hook=hook) as pilot:
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
                action, wrong = learner_move(table.guide, match, policy, not refusals, wrong_at)
                if wrong is not None:
                    before = list(match.record.actions)
                    messages.clear()
                    assert not table.act_for_keyboard(wrong)
                    await pilot.pause()
                    assert match.record.actions == before  # a wrong move changes nothing
                    await pilot.press("f1")  # the rules, at the rule the refusal was about
                    await pilot.pause()
                    rules = app.screen
                    assert isinstance(rules, RulesScreen)
                    refusals.append((str(wrong), messages[-1], rules.rule))
                    await pilot.press("escape")
                    await pilot.pause()
                    assert table_of(app) is table and app.screen is table
                assert table.act_for_keyboard(action)
            else:
                clock.advance(1.0)  # type: ignore[union-attr]
        assert table.guide.finished
        await settle(pilot)
        prompts.append(table.query_one("#lesson").render().plain)  # type: ignore[attr-defined]
        if then is not None:
            await then(pilot, app, table)
    return table, prompts, refusals


async def play_the_offered_game(pilot: Any, app: Any, table: GuidedTable) -> None:
    """Issue 19 "Done when": after the lesson, the game its end offers — the same person against
    one easy computer, a real game (not the lesson's deal, autosaved, no prompts) — played to its
    end, the person's seat driven with legal moves from their view (the medium computer's)."""
    from chemcards.bots.levels import make_bot
    from chemcards.core.rng import Rng
    from chemcards.tui.outcome import OutcomeScreen

    lang = app.settings.lang
    assert tr(DOMAIN, "lesson_done", lang) in lesson_line(table)  # the offer is on the lesson's line
    await pilot.press("ctrl+n")
    await settle(pilot)
    game_table = table_of(app)
    assert type(game_table) is TableScreen and not game_table.query("#lesson")
    match = game_table.match
    assert match is not table.match and match.game.id == table.match.game.id
    assert [(s.name, s.kind) for s in match.seats] == [(table.match.seats[LEARNER].name, "human"),
                                                        (match.seats[1].name, "computer")]
    assert match.seats[1].level == "easy"
    assert match.record.seed is None and match.autosave == app.save_path  # a real game, kept
    person = make_bot(match.game, LEARNER, "medium", Rng(11))
    for _ in range(5000):
        await settle(pilot)
        if match.outcome() is not None:
            break
        if LEARNER in match.to_act() and not game_table.curtain_up:
            assert game_table.act_for_keyboard(person.choose(match.view(LEARNER), match.legal(LEARNER)))
        else:
            app.clock.advance(1.0)
    assert match.outcome() is not None
    await settle(pilot)
    if match.game.id == "chemis" and not isinstance(app.screen, OutcomeScreen):
        # the game is not seeded: where the person died, the story of the death lies over the
        # result (CH-11), and Enter after its settle time closes it, as a reader does
        from chemcards.games.chemis.board import FateScreen

        assert isinstance(app.screen, FateScreen)
        await pilot.press("enter")
        await settle(pilot)
    assert isinstance(app.screen, OutcomeScreen)


@pytest.mark.parametrize(("game_id", "lang", "play_on"), [
    ("color-clash", "en", False), ("metallurgie", "de", False), ("chemie-kartenspiel", "zh", False),
    ("chemis", "de", False),
    # the languages for its two chemistry games: lesson, then the offered game to its end
    ("chemie-kartenspiel", "de", True), ("chemis", "zh", True)])
@sync
async def test_pilot_walks_the_guided_game_to_its_end_with_one_wrong_move(game_id: str, lang: str,
                                                                          play_on: bool) -> None:
    """Issue 19 "Done when": the app's guided game, from its prepared deal to the lesson's end,
    with one wrong move refused (nothing changed) and explained in words of the rule (no bare rule
    ID), the prompts in the chosen language; for the chemistry games in German and Chinese, then
    the game the lesson's end offers against an easy computer, played to its end."""
    table, prompts, refusals = await walk_in_app(game_id, lang,
                                                 then=play_the_offered_game if play_on else None)
    assert table.guide.mistakes == 1 and len(refusals) == 1
    lesson = table.lesson
    for milestone in (m for m in lesson.milestones if not m.note):  # every step asked for, as written
        asked = tr(DOMAIN, f"{lesson.prefix}_{milestone.key}", lang)
        assert any(asked in prompt for prompt in prompts), milestone.key
    assert prompts[-1].endswith(tr(DOMAIN, "lesson_done", lang))
    last = table.guide.just_done  # the last thing done is confirmed with the end of the lesson
    assert last is not None
    assert prompts[-1].startswith(DONE_MARK + tr(DOMAIN, f"{lesson.prefix}_{last.key}_done", lang))
    wrong, line, rule = refusals[0]
    milestone = next(m for m in lesson.milestones if not m.matches(wrong) and
                     tr(DOMAIN, f"{lesson.prefix}_{m.key}_wrong", lang) in line)
    assert rule == milestone.rule  # F1 right after the refusal opened the rules at its rule
    assert not RULE_ID.search(line)  # the rule in words; its ID is where F1 goes


def chain_of(match: Match) -> tuple[list[str], str]:
    """The learner's removals and the score that followed them right away (the staged chain)."""
    actions = [text for seat, text in match.record.actions if seat == LEARNER]
    at = max(i for i, text in enumerate(actions) if text.startswith("score ")
             and actions[i - 1].startswith("remove "))
    first = at
    while actions[first - 1].startswith("remove "):
        first -= 1
    return actions[first:at], actions[at]


@sync
async def test_metallurgie_lesson_stages_a_chain_the_learner_scores_with_a_wrong_move_explained() -> None:
    """MT-12 (issue 19): in the prepared deal the learner lays iron, stacks, scores an area and
    then — removing its cards uncovers a big enough area of the metal below — scores that one too
    in the same turn: a chain. At the chain a wrong move (ending the turn) is explained and F1
    opens the rules at MT-12; after the chain the prompt confirms it. In the app at 80x24, in
    Chinese."""
    from chemcards.games.metallurgie import hexgrid

    table, prompts, refusals = await walk_in_app("metallurgie", "zh", wrong_at="chain")
    assert [m.key for m in table.lesson.milestones if m.key == "chain"] == ["chain"]
    assert any(tr(DOMAIN, "mt_chain", "zh") in prompt for prompt in prompts)
    # the log's first moves were the prepared opening's, and the first prompt says so
    assert prompts[0] == f"{tr(DOMAIN, 'mt_opening', 'zh')}{tr(DOMAIN, 'mt_iron', 'zh')}"
    assert refusals == [("end", f"{tr(DOMAIN, 'mt_chain_wrong', 'zh')}（F1：查看相关规则）", "MT-12")]
    assert prompts[-1] == f"{DONE_MARK}{tr(DOMAIN, 'mt_chain_done', 'zh')}{tr(DOMAIN, 'lesson_done', 'zh')}"
    # it was a real chain: the area scored contains a place the removal uncovered, its metal one
    # step below the removed one, and it is at least as big as MT-8 asks
    match = table.match
    removed, chain = chain_of(match)
    _, symbol, anchor = chain.split()
    metals = ["Fe", "Cu", "Ag", "Au"]
    before = Match(match.game, table.lesson.seats("You"), table.lesson.options, rng=table.lesson.rng())
    history = list(match.record.actions)
    for seat, text in history[:history.index((LEARNER, chain))]:
        before.act_text(seat, text)
    field = dict(before.view(LEARNER).field)
    area = hexgrid.area(field, hexgrid.parse_pos(anchor))
    uncovered = {hexgrid.parse_pos(text.split()[1]) for text in removed}
    assert uncovered & set(area)
    assert all(field[p] == metals.index(symbol) for p in area)
    assert len(area) >= {"Fe": 9, "Cu": 7, "Ag": 5, "Au": 3}[symbol]
    scored = [text for seat, text in history if seat == LEARNER and text.startswith("score ")]
    assert metals.index(scored[-2].split()[1]) == metals.index(symbol) + 1  # the layer below


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
        assert "Eisen" in table.prompt and not RULE_ID.search(table.prompt)
        assert table.lesson_rule == "MT-4"
        await pilot.press("f1")  # F1 on the lesson's prompt opens the rules at its rule
        await pilot.pause()
        assert isinstance(app.screen, RulesScreen) and app.screen.rule == "MT-4"


@sync
async def test_a_compound_of_several_cards_goes_down_with_one_lay_in_the_guided_game() -> None:
    """CK-11 (issue 19, found playing the lesson in tmux): the board sends a compound's steps one
    after another (add, add, lay); the guide must not make it drop the lay — one press of l lays
    Fe(+2) + O(−2) out, and the lesson confirms it. The deal of seed 2 (the lesson's seed until
    the easy computer got its own player) holds these cards; any deal that does is as good."""
    lesson = dataclasses.replace(load_lesson("chemie-kartenspiel"), seed=2)
    game = get_game(lesson.game)
    match = lesson.new_match("You", game)
    table = GuidedTable(match, lesson)
    app = app_for(None, lang="de", games={game.id: game})
    async with app.run_test(size=(80, 24)) as pilot:
        app.push_screen(table)
        await settle(pilot)
        board: Any = table.board
        for wanted in (["add [H2O]"], ["add Fe(+2)", "add O"]):  # two turns of the learner's
            assert LEARNER in match.to_act()
            units = {str(a): a.unit for a in match.legal(LEARNER) if str(a).startswith("add ")}
            board.selection = [units[text] for text in wanted]
            board.action_lay()
            await settle(pilot)
            for _ in range(50):
                if LEARNER in match.to_act():
                    break
                app.clock.advance(1.0)  # type: ignore[union-attr]
                await settle(pilot)
        mine = [text for seat, text in match.record.actions if seat == LEARNER]
        assert mine == ["add [H2O]", "lay", "add Fe(+2)", "add O", "lay"]
        assert table.guide.done[[m.key for m in lesson.milestones].index("lay")]


# -- Metallurgie: the chain made certain by a prepared deal and opening (issue 19, MT-12) --------


def test_fisher_yates_draws_make_the_shuffle_give_the_prepared_order() -> None:
    """Issue 19: a prepared deal is the usual shuffle fed the draws that give the prepared order
    (``Rng(replay=...)``); cards of one kind may stand in for each other."""
    from chemcards.core.rng import Rng
    from chemcards.lessons import fisher_yates_draws

    shuffler = Rng(7)
    for size in (1, 2, 5, 40):
        start = [k % 4 for k in range(size)]
        for _ in range(20):
            want = list(start)
            shuffler.shuffle(want)
            items = sorted(start)
            Rng(replay=fisher_yates_draws(sorted(start), want)).shuffle(items)
            assert items == want
    with pytest.raises(ValueError):
        fisher_yates_draws([0, 1], [1, 1])


def test_the_metallurgie_lesson_deals_its_prepared_pile_and_replays_from_its_record() -> None:
    """MT-3, MT-7 (issue 19): the lesson's pile is dealt as written (the hands round the table,
    then the draws), its opening is played, and the learner takes over with iron and two golds in
    hand on a field of MT-3's seven places. The record holds the draws, so it replays like any
    secure game, with the standard rules."""
    from chemcards.games.metallurgie import hexgrid

    lesson = load_lesson("metallurgie")
    match = lesson.new_match("You")
    assert match.record.seed is None and match.record.chance  # a secure game's record
    assert [(seat, text) for seat, text in match.record.actions] == list(lesson.opening)
    view = match.view(LEARNER)
    symbols = ["Fe", "Cu", "Ag", "Au"]
    assert sorted(symbols[c] for c in view.hand) == ["Au", "Au", "Fe"]  # pile[11:13] after Fe kept
    field = {hexgrid.pos_text(p): symbols[t] for p, t in dict(view.field).items()}
    assert field == {"0,0": "Au", "1,0": "Au", "0,-1": "Ag", "-1,0": "Ag", "-1,1": "Ag",
                     "0,1": "Ag", "1,-1": "Fe"}
    assert match.to_act() == (LEARNER,)
    again = Match.from_record(match.record)
    assert again.view(None) == match.view(None) and again.view(1) == match.view(1)


def test_a_damaged_prepared_opening_is_one_sentence_not_a_traceback() -> None:
    """Issue 19: a lesson whose opening move is not legal is a ``DataError`` naming the file."""
    from dataclasses import replace

    from chemcards.core.data import DataError

    lesson = replace(load_lesson("metallurgie"), opening=((0, "place Au 5,5"),))
    with pytest.raises(DataError, match=r"rulesets/lessons/metallurgie.toml .*place Au 5,5"):
        lesson.new_match("You")
    with pytest.raises(DataError, match="cannot be dealt"):
        replace(lesson, pile=("Au",) * 12).new_match("You")


def every_learner(match: Match, guide: Guide, opponent_seed: int, moves: int,
                  ends: list[tuple[bool, int, Match]]) -> None:
    """Every way a learner who follows the prompts may play (any move while no milestone is
    active, any move that does the active one), the easy computer's turns by ``opponent_seed``:
    appends (lesson finished, the learner's moves, the match) for each, until the lesson ends."""
    from chemcards.bots.levels import make_bot
    from chemcards.core.rng import Rng

    game = match.game
    bot = make_bot(game, 1, "easy", Rng(opponent_seed))
    while match.outcome() is None and LEARNER not in match.to_act():
        seat = match.to_act()[0]
        match.act(seat, bot.choose(match.view(seat), match.legal(seat)))
    if match.outcome() is None:  # as the line does on the learner's turn: a step under way completes
        guide.settle([str(a) for a in match.legal(LEARNER)])
    if guide.finished or match.outcome() is not None or moves >= 12:
        ends.append((guide.finished, moves, match))
        return
    legal = match.legal(LEARNER)
    texts = [str(a) for a in legal]
    # the chain scored, its removals in one order only: the order cannot undo a scored chain, and
    # every order of three silvers would multiply the branches by up to 60
    chain = guide.underway is not None and guide.underway[0].key == "chain"
    for action in legal[:1] if chain else legal:
        if guide.check(texts, str(action), "en") is not None:
            continue  # refused by the lesson: nothing happens
        branch = Match.from_record(match.record)
        twin = Guide(guide.lesson)
        twin.restore(guide.state())
        twin.played(texts, str(action))
        branch.act(LEARNER, action)
        every_learner(branch, twin, opponent_seed, moves + 1, ends)


@pytest.mark.parametrize("opponent_seed", [1, 2, 3])
def test_every_learner_who_follows_the_prompts_scores_the_metallurgie_chain_in_two_turns(
        opponent_seed: int) -> None:
    """MT-12 (issue 19): not a likely chain but a certain one. Over *every* sequence of moves the
    guide lets a learner make — any empty place for the iron, any silver for the gold, any two
    golds removed — the learner lays iron, stacks, scores, removes and then scores the area the
    removal uncovered, and removes its cards (session 15, play-through 13 zh 9: the chain is done
    when its point is kept, MT-11), in their own second turn (at most 10 moves), whatever the easy
    computer does in between (it holds only iron)."""
    lesson = load_lesson("metallurgie")
    ends: list[tuple[bool, int, Match]] = []
    every_learner(lesson.new_match("You"), Guide(lesson), opponent_seed, 0, ends)
    assert len(ends) >= 12 * 4 * 6  # iron places x silvers for the gold x golds removed, in order
    for finished, moves, match in ends:
        assert finished and moves <= 10
        mine = [text for seat, text in match.record.actions[len(lesson.opening):] if seat == LEARNER]
        assert all(text.startswith("remove ") for text in mine[-3:])  # the chain's three silvers
        assert mine[-4].startswith("score Ag ") and mine[-5].startswith("remove ")  # the chain
        assert mine[-6].startswith("remove ") and mine[-7].startswith("score Au ")
        assert not any(text.startswith("score ") for seat, text in match.record.actions if seat != LEARNER)


def test_varied_learners_all_reach_and_score_the_metallurgie_chain() -> None:
    """MT-12 (issue 19), as docs/practice.md measured it before (then 6 of 10): learners who play
    like the easy or the medium computer whenever no prompt is active, pick a random one of the
    moves a prompt asks for, and meet differently seeded computers, all finish the lesson — the
    chain and its removals included — within 13 moves."""
    from chemcards.bots.levels import make_bot
    from chemcards.core.rng import Rng

    lesson = load_lesson("metallurgie")
    game = get_game(lesson.game)
    for i in range(40):
        policy = make_bot(game, LEARNER, ("easy", "medium")[i % 2], Rng(1000 + i))
        walk, guide, match = asyncio.run(walk_headless(lesson, 13, policy=policy, pick=Rng(2000 + i),
                                                       seed=3000 + i, try_wrong=False))
        assert guide.finished, (i, walk.done)
        assert walk.done[-1] == "chain"
        removed, chain = chain_of(match)
        assert chain.startswith("score ") and removed


# -- undo at a lesson table: the guide follows the match (issue 19, follow-up point 1) ------------


def test_the_guide_follows_undo_and_redo_of_the_match() -> None:
    """CC-6 (issue 19): undoing the move that matched a card takes the guide's step back with it
    (the prompt asks for the match again), redo puts it back, and a different move after the undo
    is judged afresh; a refused move's count is not taken back (it was made)."""
    from chemcards.bots.levels import make_bot
    from chemcards.core.rng import Rng

    lesson = load_lesson("color-clash")
    match = lesson.new_match("You")
    match.record.aids = True
    guide = Guide(lesson)
    legal = [str(a) for a in match.legal(LEARNER)]
    asked = guide.prompt(legal, "en")
    assert tr(DOMAIN, "cc_match", "en") in asked
    assert guide.check(legal, "draw", "en") is not None  # a wrong move, explained
    right = next(a for a in match.legal(LEARNER) if guide.active(legal).matches(str(a)))  # type: ignore[union-attr]
    guide.played(legal, str(right), at=len(match.steps))
    match.act(LEARNER, right)
    bot = make_bot(match.game, 1, "easy", Rng(5))
    while LEARNER not in match.to_act():
        match.act(1, bot.choose(match.view(1), match.legal(1)))
    after = guide.prompt([str(a) for a in match.legal(LEARNER)], "en")
    assert guide.done[0] and after.startswith(DONE_MARK + tr(DOMAIN, "cc_match_done", "en"))
    match.undo(LEARNER)
    guide.follow(match.steps)
    assert not guide.done[0] and guide.mistakes == 1
    assert guide.prompt([str(a) for a in match.legal(LEARNER)], "en") == asked
    match.redo(LEARNER)
    guide.follow(match.steps)
    assert guide.done[0]
    assert guide.prompt([str(a) for a in match.legal(LEARNER)], "en") == after
    match.undo(LEARNER)
    guide.follow(match.steps)
    asked_for = guide.active(legal)
    assert asked_for is not None
    other = next(a for a in match.legal(LEARNER) if str(a) != str(right) and asked_for.matches(str(a)))
    guide.played(legal, str(other), at=len(match.steps))
    match.act(LEARNER, other)
    guide.follow(match.steps)  # nothing to redo now: the new move stands, its step is done
    assert guide.done[0] and guide.last == str(other)


async def until_learner(pilot: Any, table: GuidedTable) -> None:
    """Let the computers answer until the learner decides again (or the game ends)."""
    for _ in range(100):
        await settle(pilot)
        if LEARNER in table.match.to_act() or table.match.outcome() is not None:
            return
        table.app.clock.advance(1.0)  # type: ignore[attr-defined]
    raise AssertionError("the learner never came to decide again")


def lesson_line(table: GuidedTable) -> str:
    return table.query_one("#lesson").render().plain  # type: ignore[attr-defined]


@pytest.mark.parametrize(("game_id", "key", "lang"), [
    ("color-clash", "match", "en"), ("metallurgie", "stack", "de"), ("chemie-kartenspiel", "add", "de"),
    ("chemis", "zone", "zh")])
@sync
async def test_undo_at_a_lesson_table_takes_the_guides_step_back_and_redo_brings_it_again(
        game_id: str, key: str, lang: str) -> None:
    """Issue 19 (follow-up): a step the guide counted is undone with ``u`` — the lesson's line asks
    for that step again, exactly as before, and the step counts as not done; ``ctrl+y`` redoes it
    and the line moves on again. Before, the guide stayed one step ahead of the board."""
    lesson = load_lesson(game_id)
    game = get_game(game_id)
    match = lesson.new_match("You", game)
    table = GuidedTable(match, lesson)
    app = app_for(None, lang=lang, games={game_id: game})
    index = [m.key for m in lesson.milestones].index(key)
    async with app.run_test(size=(80, 24)) as pilot:
        app.push_screen(table)
        await until_learner(pilot, table)
        policy = policy_for(lesson)
        for _ in range(60):  # the learner follows the prompts up to the step
            legal = [str(a) for a in match.legal(LEARNER)]
            milestone = table.guide.active(legal)
            if milestone is not None and milestone.key == key:
                break
            action, _ = learner_move(table.guide, match, policy, False)
            assert table.act_for_keyboard(action)
            await until_learner(pilot, table)
        else:
            raise AssertionError(f"the lesson never asked for {key}")
        asked = lesson_line(table)
        assert tr(DOMAIN, f"{lesson.prefix}_{key}", lang) in asked
        action, _ = learner_move(table.guide, match, policy, False)
        assert table.act_for_keyboard(action)
        await until_learner(pilot, table)
        moved_on = lesson_line(table)
        assert table.guide.done[index] and moved_on != asked
        assert moved_on.startswith(DONE_MARK + tr(DOMAIN, f"{lesson.prefix}_{key}_done", lang))
        await pilot.press("u")
        await until_learner(pilot, table)
        assert str(action) not in [s.text for s in match.steps[len(lesson.opening):]]
        assert not table.guide.done[index]
        assert lesson_line(table) == asked
        await pilot.press("ctrl+y")
        await until_learner(pilot, table)
        assert table.guide.done[index]
        assert lesson_line(table) == moved_on


@sync
async def test_the_offered_game_waits_for_the_lessons_end_and_says_so_in_one_line() -> None:
    """Issue 19: Ctrl+N before the lesson is done starts nothing; one line says the game of one's
    own comes at the lesson's end (the lesson's line offers it then)."""
    lesson = load_lesson("chemis")
    game = get_game(lesson.game)
    match = lesson.new_match("You", game)
    table = GuidedTable(match, lesson)
    app = app_for(None, lang="zh", games={game.id: game})
    messages: list[str] = []

    def hook(message: Any) -> None:
        if isinstance(message, TableScreen.Refused):
            messages.append(message.text)

    async with app.run_test(size=(80, 24), message_hook=hook) as pilot:
        app.push_screen(table)
        await until_learner(pilot, table)
        before = list(match.record.actions)
        await pilot.press("ctrl+n")
        await settle(pilot)
        assert table_of(app) is table and match.record.actions == before
        assert messages == [tr(DOMAIN, "lesson_offer_later", "zh")]


# -- what the newcomers tripped over (issue 19 follow-up, point 3) --------------------------------


@pytest.mark.parametrize("lang", LANGS)
def test_the_first_compound_prompt_gives_an_example_the_prepared_hand_can_lay(lang: str) -> None:
    """CK-11, CK-15, CK-16 (found by the German newcomer): the first prompt's example was
    H(+1) + Cl(−1) with no Cl in hand; they picked H, H, O instead, which the game refuses because
    the cards make the combination H₂O. The example is now from the learner's own hand — a card and
    a combination from the row below — and the game lays exactly it. That such cards go in as the
    combination is said by the refusal of them, not by the prompt (play-through 13 en 11)."""
    lesson = load_lesson("chemie-kartenspiel")
    match = lesson.new_match("You")
    legal = {str(a) for a in match.legal(LEARNER)}
    prompt = Guide(lesson).prompt(sorted(legal), lang)
    units = re.findall(r"\b([A-Z][a-z]?(?:[A-Z][a-z]?|\d)*) ([+−]\d)", prompt)
    # a charged group as the rulebook writes it, "[OH]⁻" (CK-16, play-through 11)
    sup = str.maketrans("⁰¹²³⁴⁵⁶⁷⁸⁹", "0123456789")
    groups = re.findall(r"\[([A-Z][a-z]?(?:[A-Z][a-z]?|\d)*)\]([⁰-⁹¹²³]*)([⁺⁻])", prompt)
    units += [(group, ("+" if sign == "⁺" else "−") + (n.translate(sup) or "1")) for group, n, sign in groups]
    assert len(units) >= 2, prompt
    charge = sum(int(sign.replace("−", "-")) for _, sign in units)
    assert charge == 0
    for symbol, _ in units:
        step = next(s for s in (f"add {symbol}", f"add [{symbol}]") if s in legal)
        match.act_text(LEARNER, step)
        legal = {str(a) for a in match.legal(LEARNER)}
    assert "lay" in legal  # the example is a compound the game accepts
    # play-through 13 en 11: the step says only what it teaches; a remark on H, H, O as H₂O mixed
    # another combination into the step about [OH]⁻ (the board's refusal of H, H, O says it)
    assert "H₂O" not in prompt and "H₂O" not in tr(DOMAIN, "ck_add", lang)


@pytest.mark.parametrize("lang", LANGS)
def test_while_the_computer_plays_the_lesson_says_so_instead_of_play_on(lang: str) -> None:
    """Issue 19 (found by the Chinese newcomer): CHEMIS's lesson opens on the computer's turn and
    its line said "play on as you like", though there was nothing to play; the first thing to do
    was then a judgement round. While the learner has no move, the line says the computer is
    playing and names what comes next; on the learner's turn it asks as before."""
    lesson = load_lesson("chemis")
    # since play-through 10 (finding 5) the lesson opens on the learner's own turn; the line while
    # the computer plays is still the waiting one
    guide = Guide(lesson)
    waiting = guide.prompt([], lang)
    topic = tr(DOMAIN, "ch_zone_topic", lang)
    assert waiting == tr(DOMAIN, "lesson_wait", lang, next=topic)
    assert waiting != tr(DOMAIN, "lesson_play_on", lang, next=topic)
    assert guide.prompt(["end"], lang) == tr(DOMAIN, "lesson_play_on", lang, next=topic)  # own turn


@pytest.mark.parametrize("lang", LANGS)
def test_paying_for_an_artificial_card_is_explained_while_it_lasts_and_never_waited_for(lang: str) -> None:
    """CK-20 (found by the German newcomer): after laying a compound with an artificial card the
    learner must pay — return hand cards worth exactly its points — and the lesson's line said
    nothing about it. While every move is a payment the line explains it, a move that is not one
    is explained by the rule, and the lesson neither counts it as a step nor waits for it."""
    lesson = load_lesson("chemie-kartenspiel")
    guide = Guide(lesson)
    paying = ["pay Na", "pay K", "pay Tc"]
    note = guide.active(paying)
    assert note is not None and note.rule == "CK-20" and note.note
    assert guide.prompt(paying, lang) == tr(DOMAIN, "ck_pay", lang)
    verdict = guide.check(paying, "lay", lang)
    assert verdict is not None and verdict.text == tr(DOMAIN, "ck_pay_wrong", lang)
    assert guide.played(paying, "pay Na") is None and not any(guide.done)
    assert guide.pending() is not None and not guide.pending().note  # type: ignore[union-attr]
    guide.done = [not m.note for m in lesson.milestones]  # every step done, the note never
    assert guide.finished


def test_the_ignite_confirmation_explains_the_oxygen_the_board_shows_with_it() -> None:
    """CH-25, CH-33 (found by the Chinese newcomer): the board shows Ignite as "⟨Ignite(O₂×1)⟩" and
    the O₂ seemed to come from nowhere; the confirmation after a condition says that Ignite brings
    one O₂ with it, and quotes the board's own label (``condition_label``). Play-through 11 (de 7):
    "Entzünden(O₂×1) bringt ein O₂ mit." put that notation into the sentence as its subject; the
    sentence says it in words ("Entzünden bringt …") and the label stands in quotes."""
    from chemcards.games.chemis.board import condition_label

    quotes = {"de": ("„", "“"), "en": ("“", "”"), "zh": ("“", "”")}
    for lang in LANGS:
        done = tr(DOMAIN, "ch_condition_done", lang)
        ignite = tr("chemis", "fn_ignite", lang)
        label = condition_label("ignite", 1, lang)
        opening, closing = quotes[lang]
        assert f"{opening}{label}{closing}" in done, (lang, done)
        # the card by its name as the sentence's subject, not the notation
        assert done.replace(f"{opening}{label}{closing}", "").count("O₂×") == 0, (lang, done)
        assert (f"{ignite}自带" if lang == "zh" else f"{ignite} b") in done, (lang, done)


def test_ch33_what_comes_next_names_the_condition_cards() -> None:
    """CH-33, play-through 11 (de 6): the lesson said "Next: a condition (function card)"; the
    tester played Filter, a function card, and the step did not count it. Only Heat, Ignite and
    Electrify are conditions: the line that names the next step says so, by the cards' names."""
    lesson = load_lesson("chemis")
    guide = Guide(lesson)
    keys = [m.key for m in lesson.milestones]
    guide.done[keys.index("zone")] = True
    # the step as named in the lesson's list of steps; since play-through 12 (en#10) it is not
    # announced to a learner without a condition card (tests/tui/test_lessons_chemis_s13.py), and
    # one who holds Heat is asked for it by the step's own request
    legal = ["甲: heat", "甲: filter", "甲: cool", "end"]
    assert guide.pending() is lesson.milestones[keys.index("condition")]
    for lang in LANGS:
        for text in (tr(DOMAIN, "ch_condition_topic", lang), guide.prompt(legal, lang)):
            for card in ("heat", "ignite", "electrify"):
                assert tr("chemis", f"fn_{card}", lang) in text, (lang, text)
            for card in ("filter", "cool"):
                assert tr("chemis", f"fn_{card}", lang) not in text, (lang, text)


@pytest.mark.parametrize("lang", LANGS)
def test_what_was_just_done_is_set_apart_from_the_next_request(lang: str) -> None:
    """Issue 19 (found by the Chinese newcomer): a confirmation and the next request read as one
    run-together hint. The confirmation now starts with a check mark and is its own part of the
    line (the screen sets it in italics); the request follows unchanged."""
    lesson = load_lesson("chemis")
    guide = Guide(lesson)
    judged = ["pass", "乙: filter"]
    guide.played(judged, "pass")
    legal = ["甲: C -> C", "end"]
    done, ask = guide.prompt_parts(legal, lang)
    gap = "" if lang == "zh" else " "  # Chinese sentences follow each other without a space
    assert done == f"{DONE_MARK}{tr(DOMAIN, 'ch_judgement_done', lang)}{gap}"
    assert ask == tr(DOMAIN, "ch_zone", lang)
    assert guide.prompt(legal, lang) == done + ask
    guide.played(legal, "end")  # the confirmation lasts until the learner's next move
    assert guide.prompt_parts(["end"], lang)[0] == ""
