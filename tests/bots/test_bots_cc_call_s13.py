"""Play-through 12, zh 3 (session 13): the hint said "play ■ ⊘ — about as good as 'play ■ ⊘ and call
Last card!'", the learner followed it and was caught (CC-10 … CC-12), and the review then said no
decision was clearly worse. By the rules a play of the second-to-last card without the call is never
better than with it: the hint recommends the call, and the review names a call left off."""

from __future__ import annotations

import math
import sys
from pathlib import Path

import pytest

from chemcards.bots.advice import advise, hint_line
from chemcards.bots.levels import make_bot
from chemcards.bots.review import moment_line, review
from chemcards.core.match import Match
from chemcards.core.protocol import REFEREE
from chemcards.core.rng import Rng
from chemcards.core.seats import Seat
from chemcards.games.color_clash import GAME
from chemcards.games.color_clash.actions import PLAY, parse_action
from chemcards.games.color_clash.state import WINDOW

sys.path.insert(0, str(Path(__file__).parent.parent / "color_clash"))
from cc_rig import rig


@pytest.mark.parametrize("seed", range(4))
def test_cc10_zh3_the_hint_recommends_the_call_and_never_offers_the_play_without_it(seed: int) -> None:
    """zh 3, two players (the tester's game against Curie): on seeds 1 and 3 the old search rated
    "play ■ ⊘" at least as high as "play ■ ⊘ call" and the hint named the play without the call."""
    state = rig([["BS", "Y7"], ["R1", "R2", "G3", "G4", "Y5"]], "B5", seed=seed)
    view = GAME.view(state, 0)
    legal = GAME.legal_actions(state, 0)
    assert parse_action("play BS") in legal
    advice = advise(GAME, 0, view, legal, seed=seed)
    assert advice.estimate_of(parse_action("play BS")) is None  # never weighed: never better
    best = advice.recommended
    assert best is not None and str(best.action) in ("play BS call", "draw")
    assert all(str(e.action) != "play BS" for e in advice.estimates)  # nor named "about as good"
    for lang in ("en", "de", "zh"):
        line = hint_line(GAME, view, advice, lang)
        assert GAME.action_text(view, best.action, lang) in line


def test_cc11_the_search_lets_the_other_seats_catch_before_a_late_call() -> None:
    """CC-11, CC-14: in a window the other seats move first in the search's samples (a catch before
    the owner's call), not the owner half the time."""
    state = rig([["BS", "Y7"], ["R1", "R2", "G3", "G4", "Y5"]], "B5")
    GAME.apply(state, 0, parse_action("play BS"))
    assert state.phase == WINDOW and set(GAME.to_act(state)) == {0, 1, REFEREE}
    bot = make_bot(GAME, 0, "hard", Rng(1), iterations=50, seconds=None)
    for _ in range(20):
        seat, moves = bot._pick_window_seat(state, GAME.to_act(state))  # type: ignore[attr-defined]
        assert seat == 1 and str(moves[0]) == "catch 0"


def _forgetful_match() -> Match:
    """Ann plays her second-to-last card without the call (the first time she may), Curie plays."""
    match = Match(GAME, [Seat("Ann"), Seat("Curie", "computer", "easy")], seed=11)
    rng = Rng(2)
    for _ in range(600):
        if match.outcome() is not None:
            break
        actors = match.to_act()
        if 0 in actors:
            legal = match.legal(0)
            plain = [a for a in legal if a.kind == PLAY and not a.call
                     and any(b.call and b.face == a.face for b in legal)]
            if plain:
                match.act(0, plain[0])
                return match
            if str(legal[0]).startswith("call"):
                match.act(0, legal[0])
                continue
            plays = [a for a in legal if a.kind == PLAY]
            match.act(0, plays[0] if plays else legal[-1])
        else:
            seat = next(s for s in actors if s != REFEREE) if any(s != REFEREE for s in actors) else REFEREE
            legal = match.legal(seat)
            match.act(seat, legal[rng.randbelow(len(legal))] if seat != REFEREE else legal[0])
    raise AssertionError("Ann never held two cards")


def test_cc10_zh3_the_review_names_a_call_left_off() -> None:
    """zh 3: "你的决定都不明显比困难电脑的差" after the learner was caught. The play without the call
    is listed whatever the figures, with the rule's reason in the player's language."""
    match = _forgetful_match()
    moments = review(match, 0, iterations=40)
    missed = [m for m in moments if m.by_rule]
    assert len(missed) == 1
    moment = missed[0]
    assert moment.played == str(match.steps[moment.step].text)
    assert moment.better == moment.played + " call"
    assert math.isnan(moment.played_value)
    en = moment_line(GAME, moment, "en")
    assert "call ‘Last card!’" in en and "you must call" in en, en
    assert "„" in moment_line(GAME, moment, "de") and "ansagen" in moment_line(GAME, moment, "de")
    assert "最后一张" in moment_line(GAME, moment, "zh")


def test_cc10_pt18_a_call_made_in_the_window_is_no_call_left_off() -> None:
    """Play-through 18 (en): the tester played the second-to-last card, pressed `l` in the window
    in time, and the review still said "better: play ● 7 and call ‘Last card!’". A call in the window
    before anybody caught is the call (CC-10): that play is not listed by the rule."""
    match = _forgetful_match()
    call = next(a for a in match.legal(0) if str(a) == "call")
    match.act(0, call)  # in time: nobody caught first
    played = len(match.steps) - 2
    assert match.steps[played].seat == 0 and not match.steps[played].text.endswith("call")
    assert [m for m in review(match, 0, iterations=40) if m.by_rule] == []
