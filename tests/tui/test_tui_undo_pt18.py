"""Play-through 18 (session 19), zh 4: in a CHEMIS game, after the person's play, `u` said
"无法撤销：牌桌上已经出现了原本隐藏的信息——“你无牌可应，自动过牌”": it quoted the person's own
automatic pass as the hidden information. The person's own pass tells them nothing; what came to
light in that judgement round (CH-10) is that the others held no answer (docs/practice.md, "Never
past new hidden information"). The refusal names that."""

from __future__ import annotations

import random

import pytest

from chemcards.core.match import Match
from chemcards.core.protocol import LANGS
from chemcards.core.seats import Seat
from chemcards.games.chemis import GAME
from chemcards.tui.practice import blocked_by, seen_since


def _own_pass_last() -> Match:
    """Seeded random play, the person preferring plays, until the step that stops the person's
    undo ends with the person's own automatic pass after the computers' (as the tester saw it)."""
    for seed in range(40):
        seats = [Seat("Ann"), Seat("Curie", "computer", "easy"), Seat("Bohr", "computer", "easy")]
        match = Match(GAME, seats, {}, seed=seed)
        rng = random.Random(seed)
        for _ in range(300):
            to_act = [s for s in match.to_act() if s >= 0]
            if match.outcome() is not None or not to_act:
                break
            seat = to_act[0]
            legal = list(match.legal(seat))
            plays = [a for a in legal if str(a) not in ("end", "pass")] if seat == 0 else legal
            match.act(seat, rng.choice(plays or legal))
            if match.undo_point(0) is None and any(s.seat == 0 for s in match.steps):
                shown = [e for e in match.undo_barrier(0) if GAME.reveals(e)]
                if shown and shown[-1].kind == "pass" and shown[-1].seat == 0:
                    return match
    raise AssertionError("no seed reached the position")


@pytest.mark.parametrize("lang", LANGS)
def test_pt18_zh4_undo_refusal_names_another_seats_pass_not_ones_own(lang: str) -> None:
    match = _own_pass_last()
    own = {"zh": "你无牌可应", "en": "You have no answer", "de": "Du hast keine Antwort"}[lang]
    seen = seen_since(match, 0, lang)
    assert own not in seen, seen
    others = [match.seats[e.seat].name for e in match.undo_barrier(0)
              if e.kind == "pass" and e.seat not in (None, 0)]
    assert others and seen.startswith(others[-1]), (seen, others)
    assert own not in blocked_by(match, 0, lang)
