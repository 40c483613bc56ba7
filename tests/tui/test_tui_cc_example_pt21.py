"""Play-through 21, en 9: Color Clash's move box (`:`) showed the fixed example "play red 7" to a
hand without it. The example is a card the person may play now, written as they would type it, a
coloured card before a Wild; with no card to play, the move the person has instead (play-through
22, zh 1: "出 红 7" to a hand with nothing to play)."""

from __future__ import annotations

import pytest
from test_tui_ck_pt20 import _example
from tui_helpers import app_for, settle, sync

from chemcards.core.match import Match
from chemcards.core.seats import Seat
from chemcards.games.color_clash import GAME
from chemcards.games.color_clash.actions import DRAW, PLAY


@pytest.mark.parametrize("lang", ["en", "de", "zh"])
@sync
async def test_pt21_en9_the_example_is_a_card_the_person_may_play(lang: str) -> None:
    for seed in range(50):  # a deal where the person to move first has a card to play
        match = Match(GAME, [Seat("Ann"), Seat("Curie", "computer", "easy")], {}, seed=seed)
        if match.to_act() == (0,) and any(a.kind == PLAY for a in match.legal(0)):
            break
    view = match.view(0)
    plays = [a for a in match.legal(0) if a.kind == PLAY and not a.call]
    typed = {GAME.typed_action(view, a, lang) for a in plays}
    app = app_for(match, lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        shown = await _example(pilot)
        assert any(t in shown for t in typed), (shown, typed)


@pytest.mark.parametrize("lang", ["en", "de", "zh"])
@sync
async def test_pt22_zh1_with_nothing_to_play_the_example_is_the_draw(lang: str) -> None:
    """CC-6/CC-7: with no card that may be played the person draws; the example says so."""
    for seed in range(300):  # a deal where the person to move first has nothing to play
        match = Match(GAME, [Seat("Ann"), Seat("Curie", "computer", "easy")], {}, seed=seed)
        legal = match.legal(0) if match.to_act() == (0,) else ()
        if legal and not any(a.kind == PLAY for a in legal) and any(a.kind == DRAW for a in legal):
            break
    else:
        raise AssertionError("no such deal in 300 seeds")
    view = match.view(0)
    draw = next(a for a in match.legal(0) if a.kind == DRAW)
    app = app_for(match, lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        shown = await _example(pilot)
        assert GAME.typed_action(view, draw, lang) in shown, shown
