"""Golden playthrough: a seeded three-player game between heuristic players, written move by move
with what every seat sees. A change of behaviour shows up as a readable diff of the file under
``golden/``. After checking such a diff by eye, regenerate with ``CC_UPDATE_GOLDEN=1 pytest …``."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from cc_rig import seats

from chemcards.core.match import Match
from chemcards.core.rng import Rng
from chemcards.games.color_clash import GAME
from chemcards.games.color_clash.catalogue import TEXT

GOLDEN = Path(__file__).parent / "golden" / "color-clash-3p-seed7.txt"


def _view_line(view) -> str:  # type: ignore[no-untyped-def]
    hand = " ".join(TEXT[f] for f in view.hand)
    return (f"  seat {view.seat}: hand [{hand}] counts {list(view.counts)} top {TEXT[view.top]} "
            f"colour {'RBYG'[view.colour] if view.colour >= 0 else '-'} dir {view.direction:+d} "
            f"phase {view.phase} to_act {list(view.to_act)} pile {view.pile_size} scores {list(view.scores)}")


def playthrough() -> str:
    match = Match(GAME, seats(3), {}, seed=7)
    bots = [GAME.heuristic_bot(s, Rng(100 + s)) for s in range(3)]
    lines = [f"# color-clash, 3 players, seed 7, heuristic players; options {match.options}"]
    lines += [_view_line(match.view(s)) for s in range(3)]
    while match.outcome() is None:
        seat = match.to_act()[0]
        action = bots[seat].choose(match.view(seat), match.legal(seat))
        events = match.act(seat, action)
        lines.append(f"{seat}: {action}")
        lines += [f"  > {GAME.event_text(e.seen_by(None), 'en')}" for e in events]
        lines += [_view_line(match.view(s)) for s in range(3)]
    outcome = match.outcome()
    assert outcome is not None
    lines.append(f"# outcome: scores {list(outcome.scores)} places {list(outcome.places)} "
                 f"winners {list(outcome.winners)}")
    return "\n".join(lines) + "\n"


def test_golden_playthrough_is_unchanged() -> None:
    """The expectation is the checked-in file; the test never writes it unasked. A missing file is a
    failure, and a run with ``CC_UPDATE_GOLDEN=1`` writes it and is reported as skipped, not passed."""
    text = playthrough()
    if os.environ.get("CC_UPDATE_GOLDEN"):
        GOLDEN.write_text(text, encoding="utf-8")
        pytest.skip(f"{GOLDEN.name} written: check its diff by eye, then run again without CC_UPDATE_GOLDEN")
    assert GOLDEN.exists(), f"the golden file {GOLDEN} is missing (CC_UPDATE_GOLDEN=1 writes it)"
    assert text == GOLDEN.read_text(encoding="utf-8")
