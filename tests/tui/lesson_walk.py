"""Walking a guided first game the way the tests do (and the way its seed was chosen).

The learner follows the guide: at an active milestone they first try one move that is not it
(when there is such a move and no wrong move was tried yet; ``wrong_at`` names the milestone where
to try it, else the first one), then the first move that is; between
milestones they play like the medium computer (seeded). Computers are the lesson's easy ones; time
is a fake clock advanced one second whenever nobody but time may move the game on.
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, field
from typing import Any

from chemcards.bots.levels import make_bot
from chemcards.core.match import Match
from chemcards.core.registry import get_game
from chemcards.core.rng import Rng
from chemcards.lessons import Guide, Lesson, Milestone, Verdict

LEARNER = 0


@dataclass
class Walk:
    """What happened: the milestones in the order done, the refusals explained, the moves."""

    done: list[str] = field(default_factory=list)
    refused: list[tuple[str, Verdict]] = field(default_factory=list)
    moves: int = 0


def learner_move(guide: Guide, match: Match, policy: Any, try_wrong: bool,
                 wrong_at: str | None = None, pick: Rng | None = None) -> tuple[Any, Any | None]:
    """(the move to make, a wrong move to try first or None). ``pick``: at a milestone, a random
    one of the moves that do it instead of the first (the varied learners of the sweep)."""
    legal = match.legal(LEARNER)
    milestone: Milestone | None = guide.active([str(a) for a in legal])
    if milestone is None:
        return policy.choose(match.view(LEARNER), legal), None
    # not the way the step must not be done (``Milestone.avoid``: KOH into one's own zone)
    facts = getattr(match.game, "lesson_move_facts", lambda view, action: [])
    rights = [a for a in legal if milestone.matches(str(a))
              and not milestone.avoided(facts(match.view(LEARNER), a))]
    right = rights[0] if pick is None else pick.choice(rights)
    try_wrong = try_wrong and wrong_at in (None, milestone.key)
    wrong = next((a for a in legal if not milestone.matches(str(a))), None) if try_wrong else None
    return right, wrong


def policy_for(lesson: Lesson) -> Any:
    return make_bot(get_game(lesson.game), LEARNER, "medium", Rng(lesson.seed + 1))


async def walk_headless(lesson: Lesson, max_moves: int = 400, *, policy: Any = None,
                        pick: Rng | None = None, seed: int | None = None,
                        try_wrong: bool = True) -> tuple[Walk, Guide, Match]:
    """The lesson played without a screen through the match driver, as the app plays it.
    ``policy``: the learner between milestones (default: the medium computer); ``pick``: see
    :func:`learner_move`; ``seed``: the computers' (default: the lesson's)."""
    from chemcards.core.clock import FakeClock
    from chemcards.core.driver import MatchDriver, inline_thinker

    game = get_game(lesson.game)
    match = lesson.new_match("You", game)
    clock = FakeClock()
    driver = MatchDriver(match, clock=clock, make_bot=make_bot, thinker=inline_thinker, pace=0.0,
                         seed=lesson.seed if seed is None else seed)
    guide = Guide(lesson)
    policy = policy_for(lesson) if policy is None else policy
    walk = Walk()
    driver.start()
    for _ in range(20000):
        for _ in range(10):
            await asyncio.sleep(0)
        if match.outcome() is None and not driver.busy and LEARNER in match.to_act():
            # as the line does on the learner's turn: a step under way (``until``) completes
            before = list(guide.done)
            guide.settle([str(a) for a in match.legal(LEARNER)])
            walk.done += [m.key for m, was, now in zip(lesson.milestones, before, guide.done, strict=True)
                          if now and not was]
        if match.outcome() is not None or guide.finished or walk.moves >= max_moves:
            break
        if driver.busy:
            continue
        if LEARNER in match.to_act():
            action, wrong = learner_move(guide, match, policy, try_wrong and not walk.refused, pick=pick)
            texts = [str(a) for a in match.legal(LEARNER)]
            if wrong is not None:
                verdict = guide.check(texts, str(wrong), "en")
                assert verdict is not None
                walk.refused.append((str(wrong), verdict))
            assert guide.check(texts, str(action), "en") is None
            assert driver.submit(LEARNER, action) is None
            walk.moves += 1
            before = list(guide.done)
            guide.played(texts, str(action))
            walk.done += [m.key for m, was, now in zip(lesson.milestones, before, guide.done, strict=True)
                          if now and not was]  # one move may do more than one milestone
        else:
            clock.advance(1.0)
    driver.stop()
    return walk, guide, match
