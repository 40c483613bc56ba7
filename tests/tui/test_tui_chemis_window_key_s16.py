"""Play-through 15, zh 3 (CH-10): "⚖ 判定 Dalton（丁）的反应区中的 O₂ …：轮到 Dalton，可以去除它，也可以
过牌（p）" was shown to a person while a computer judged — a person who was even dead. The key "(p)"
is named only when the decision is the viewer's own, on the real table (not a view put together by
hand): while the person lives and a computer is asked, and once the person is dead (then the board
offers the skip to the result instead, CH-12 [decided])."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from tui_helpers import screen_text, settle, sync

from chemcards.core.match import Match
from chemcards.core.seats import Seat
from chemcards.games.chemis import GAME
from chemcards.games.chemis.state import Judgement
from chemcards.tui.app import ChemcardsApp
from chemcards.tui.clock import FakeClock
from chemcards.tui.settings import Settings

sys.path.insert(0, str(Path(__file__).parent.parent / "chemis"))
from chemis_helpers import clear_hand, put

PASS_KEY = ("(p)", "（p）", "(p:", "（p ", "p 过牌", "p: pass", "p: passen")
NAMES = {"zh": "小明", "de": "Anna", "en": "Ann"}


def _computer_judges(lang: str, *, dead: bool) -> Match:
    """Oxygen (O₂, it helps while dying: CH-17) entered Dalton's zone; Dalton, a computer, is asked
    first in its judgement (CH-10). The person holds nothing; ``dead``: the person died before."""
    seats = [Seat(NAMES[lang]), Seat("Curie", "computer", "medium"), Seat("Dalton", "computer", "medium")]
    match = Match(GAME, seats, {}, seed=3)
    st = match.state
    for s in range(3):
        clear_hand(st, s)
    if dead:
        st.alive[0], st.hp[0], st.died[0] = False, 0, 1
    it = put(st, 2, "O2", source=1, judged=False)
    st.stack.append(Judgement(2, (it.uid,), 2, 0))
    return match


@pytest.mark.parametrize("lang", ["zh", "de", "en"])
@pytest.mark.parametrize("dead", [False, True])
@sync
async def test_pt15_zh3_ch10_no_pass_key_while_a_computer_judges(lang: str, dead: bool) -> None:
    match = _computer_judges(lang, dead=dead)
    app = ChemcardsApp(match=match, settings=Settings(lang=lang, speed="slow"), clock=FakeClock(),
                       remember=False, games=lambda: {GAME.id: GAME})
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        assert match.to_act() == (2,)  # Dalton is still deciding
        text = screen_text(app)
        assert not any(key in text for key in PASS_KEY), text
        assert "Dalton" in text
