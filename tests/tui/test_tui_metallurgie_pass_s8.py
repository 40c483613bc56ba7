"""Metallurgie at 80×24, play-through 7 (issue 12 point 12 area): the status offered "… aufdecken
oder passen" while neither the footer nor ``?`` named a pass key. Passing is allowed only to a
player whose cards fit nowhere (MT-7); the status now offers it exactly then, and then the footer
and ``?`` show ``p``.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pytest
from tui_helpers import app_for, screen_text, settle, sync

from chemcards.core import registry
from chemcards.core.match import Match
from chemcards.core.rng import Rng
from chemcards.core.seats import Seat
from chemcards.games.metallurgie import GAME
from chemcards.games.metallurgie.actions import PASS_ACTION
from chemcards.games.metallurgie.state import START

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "metallurgie"))
from mt_helpers import new_game, table

PASS_WORD = {"en": "pass", "de": "passen", "zh": "过牌"}


def _match(state: Any) -> Match:
    match = Match(GAME, [Seat("Ann"), Seat("Curie", "computer", "medium")], {}, seed=1)
    state.seats = [Seat("Ann"), Seat("Curie", "computer", "medium")]
    match.state = state
    return match


def test_mt7_the_status_offers_passing_exactly_when_the_engine_allows_it() -> None:
    """MT-7: over random games, at the start of each turn the mover's own status names passing
    (in de, en and zh) if and only if passing is among the legal actions."""
    seen = {True: 0, False: 0}
    for seed in range(12):
        state = new_game(2, seed=seed)
        rng = Rng(seed)
        for _ in range(400):
            if GAME.outcome(state) is not None:
                break
            (seat,) = GAME.to_act(state)
            legal = GAME.legal_actions(state, seat)
            if state.phase == START:
                may_pass = PASS_ACTION in legal
                seen[may_pass] += 1
                view = GAME.view(state, seat)
                for lang, word in PASS_WORD.items():
                    assert (word in GAME.status_text(view, lang).lower()) == may_pass, (seed, lang)
            GAME.apply(state, seat, legal[rng.randbelow(len(legal))])
    assert seen[False] > 0  # the common case was met; the stuck case is proved below by hand


@pytest.mark.parametrize("lang", ["de", "en", "zh"])
@sync
async def test_mt7_a_stuck_player_reads_pass_in_the_status_footer_and_keys(lang: str) -> None:
    """MT-7: Ann holds only gold and no silver lies open: the status says none of her cards fits
    and offers passing, the footer shows the pass key and ``?`` lists it; ``p`` passes."""
    from chemcards.tui.help import KeysScreen

    state = table({(0, 0): "Fe", (1, 0): "Cu"}, [["Au", "Au"], ["Fe"]])
    match = _match(state)
    assert PASS_ACTION in GAME.legal_actions(match.state, 0)
    app = app_for(match, lang=lang, games=registry.games())
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        text = screen_text(app)
        label = {"en": "Pass", "de": "Passen", "zh": "过牌"}[lang]
        assert PASS_WORD[lang] in text.lower()
        assert f"p {label}" in text  # the footer names the key the status offers
        await pilot.press("question_mark")
        await pilot.pause()
        assert isinstance(app.screen, KeysScreen)
        assert ("p", label) in app.screen.rows
        await pilot.press("escape")
        await pilot.pause()
        await pilot.press("p")
        await settle(pilot)
        assert any(str(a) == "pass" for _, a in match.record.actions)


@sync
async def test_mt7_a_player_who_can_place_is_not_offered_passing() -> None:
    """MT-7: with a card that fits, neither status nor footer offers passing (the engine would
    refuse it: "You can place a card, so you may not pass")."""
    state = table({(0, 0): "Fe", (1, 0): "Cu"}, [["Ag", "Au"], ["Fe"]])
    match = _match(state)
    assert PASS_ACTION not in GAME.legal_actions(match.state, 0)
    app = app_for(match, lang="de", games=registry.games())
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        text = screen_text(app)
        assert "Karten legen oder die oberste Karte aufdecken" in text
        assert "passen" not in text.lower()
