"""CH-9, play-through 21 (en 7): while the hand limit asks for discards, a typed play
(`B: H+[NO3] -> HNO3`) was answered "That is not possible now." — it now says what comes first, and
nothing changes."""

from __future__ import annotations

import copy

import pytest
from chemis_helpers import clear_hand, fresh, give, play

from chemcards.core.protocol import IllegalAction
from chemcards.games.chemis.state import HandLimit


def test_pt21_en7_ch9_a_play_while_discarding_says_discard_first() -> None:
    st = fresh(3, 4)
    me = st.turn_seat
    for s in range(st.n):
        clear_hand(st, s)
    give(st, me, "Fe", "Cu", "Zn", "Mg", "Ag", "H", "Cl")
    st.hp[me] = 2
    play(st, me, "end")
    assert isinstance(st.stack[-1], HandLimit)
    hands = copy.deepcopy(st.hands)
    letter = "ABCDEF"[st.ident[me]]
    with pytest.raises(IllegalAction) as refused:
        play(st, me, f"{letter}: Fe")
    assert refused.value.key == "discard_first"
    assert st.hands == hands and isinstance(st.stack[-1], HandLimit)
