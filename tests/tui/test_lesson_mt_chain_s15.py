"""Play-through 13, zh 9 (session 15, issue 12): the Metallurgie lesson said "✓ 连锁计分成功：一个回合
得了两分。完成了：你已掌握基本规则" as soon as `s` scored the chain, while three silver cards were still
to be removed — the second point was not there yet. A scored area's cards are removed (MT-9) and
only after the last one does the player keep one as a point (MT-11); the chain (MT-12) is done
then, and only then does the lesson congratulate and end."""

from __future__ import annotations

import pytest

from chemcards.bots.levels import make_bot
from chemcards.core.i18n import LANGS, tr
from chemcards.core.registry import get_game
from chemcards.core.rng import Rng
from chemcards.lessons import DOMAIN, DONE_MARK, Guide, load_lesson

LEARNER = 0


def _learner_points(match: object) -> int:
    return sum(match.view(LEARNER).points[LEARNER])  # type: ignore[attr-defined]


@pytest.mark.parametrize("lang", LANGS)
def test_mt11_mt12_pt13_zh9_the_chain_is_congratulated_only_after_its_removals(lang: str) -> None:
    lesson = load_lesson("metallurgie")
    game = get_game("metallurgie")
    match = lesson.new_match("You", game)
    guide = Guide(lesson)
    bot = make_bot(game, 1, "easy", Rng(3))
    done_line = DONE_MARK + tr(DOMAIN, "mt_chain_done", lang)
    going = tr(DOMAIN, "mt_chain_going", lang)
    chain_scored = False
    removals_after = 0
    for _ in range(60):
        if LEARNER not in match.to_act():
            seat = match.to_act()[0]
            match.act(seat, bot.choose(match.view(seat), match.legal(seat)))
            continue
        legal = [str(a) for a in match.legal(LEARNER)]
        line = guide.prompt(legal, lang)
        if chain_scored and any(text.startswith("remove ") for text in legal):
            # the chain's area is being removed: no point yet, no congratulation, no lesson's end
            assert not guide.finished
            assert tr(DOMAIN, "mt_chain_done", lang) not in line
            assert tr(DOMAIN, "lesson_done", lang) not in line
            assert line == going, line
        if chain_scored and not any(text.startswith("remove ") for text in legal):
            assert removals_after >= 3  # silver: three cards removed (MT-9)
            assert line.startswith(done_line) and guide.finished, line
            assert line.endswith(tr(DOMAIN, "lesson_done", lang))
            assert _learner_points(match) == 2  # both points kept (MT-11)
            return
        milestone = guide.active(legal)
        action = next(a for a in legal if milestone.matches(a)) if milestone is not None else legal[0]
        if chain_scored:
            removals_after += 1
        else:
            chain_scored = milestone is not None and milestone.key == "chain"
        guide.played(legal, action)
        match.act_text(LEARNER, action)
    raise AssertionError("the chain never came")


@pytest.mark.parametrize("lang", LANGS)
def test_mt9_mt11_pt13_zh9_between_removals_the_line_says_to_go_on_removing(lang: str) -> None:
    """Between the first and the last card removed (MT-9) the only moves are removals: the line
    said "随意继续玩" (play on as you like) there. It says to go on removing until the area is
    cleared, and confirms the removal once the point is kept (MT-11)."""
    lesson = load_lesson("metallurgie")
    game = get_game("metallurgie")
    match = lesson.new_match("You", game)
    guide = Guide(lesson)
    bot = make_bot(game, 1, "easy", Rng(3))
    lines: list[tuple[bool, str]] = []  # (only removals left after a removal, the line)
    for _ in range(60):
        if guide.finished:
            break
        if LEARNER not in match.to_act():
            seat = match.to_act()[0]
            match.act(seat, bot.choose(match.view(seat), match.legal(seat)))
            continue
        legal = [str(a) for a in match.legal(LEARNER)]
        line = guide.prompt(legal, lang)
        removing = (guide.last or "").startswith("remove ") and all(t.startswith("remove ") for t in legal)
        lines.append((removing, line))
        milestone = guide.active(legal)
        action = next(a for a in legal if milestone.matches(a)) if milestone is not None else legal[0]
        guide.played(legal, action)
        match.act_text(LEARNER, action)
    going = [line for removing, line in lines if removing]
    assert going, "no removal with more to come"
    for line in going:
        assert tr(DOMAIN, "lesson_play_on", lang, next="")[:8] not in line, line
        assert line in (tr(DOMAIN, "mt_remove_going", lang), tr(DOMAIN, "mt_chain_going", lang)), line
    first_clear = next(line for removing, line in lines if not removing and
                       line.startswith(DONE_MARK + tr(DOMAIN, "mt_remove_done", lang)))
    assert tr(DOMAIN, "mt_chain", lang) in first_clear  # cleared: the chain it uncovered is next
