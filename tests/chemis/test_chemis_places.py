"""Places at the end of a CHEMIS game (issue 12 follow-up 2, point 4).

CH-12: the last player alive wins — so the game is one of survival, and among the dead whoever died
later lasted longer and places higher. Two dead players share a place only if they died at the
same moment, which CH-11 never lets happen (each dying round ends with one death at a time). CH-31:
a game ended by the rounds or the cards ranks the living by HP (equal HP share a place), the dead
below all the living, by the order they died in. The old outcome gave every loser "2.".
"""

from __future__ import annotations

from chemis_helpers import clear_hand, fresh, give, name, play

from chemcards.games.chemis import GAME


def quiet(n: int, **options: object):
    st = fresh(n, 1, **options)
    for s in range(n):
        clear_hand(st, s)
    return st, st.turn_seat


def test_ch12_who_died_later_places_higher_no_shared_second_place() -> None:
    st, me = quiet(3, hp=1)
    first, second = [s for s in st.order if s != me]
    give(st, me, "Ba", "[SO4]", "Ba", "[SO4]")
    play(st, me, f"{name(st, first)}: Ba+[SO4] -> BaSO4")  # a precipitate: HP −1, dead (CH-11)
    assert not st.alive[first] and GAME.outcome(st) is None
    play(st, me, f"{name(st, second)}: Ba+[SO4] -> BaSO4")
    out = GAME.outcome(st)
    assert out is not None and out.winners == (me,)
    assert out.places[me] == 1
    assert out.places[second] == 2  # died last: second place
    assert out.places[first] == 3  # died first: third, not a shared "2."


def test_ch31_living_by_hp_ties_share_and_the_dead_below() -> None:
    """Ended by the cards (CH-31): the living by HP, equal HP share a place, the dead below."""
    st, me = quiet(4, hp=1)
    a, b, c = [s for s in st.order if s != me]
    give(st, me, "Ba", "[SO4]")
    play(st, me, f"{name(st, c)}: Ba+[SO4] -> BaSO4")
    assert not st.alive[c]
    st.hp[me], st.hp[a], st.hp[b] = 5, 3, 3
    st.discard, st.pile = [], []
    play(st, me, "end")
    out = GAME.outcome(st)
    assert out is not None and out.note == "cards" and out.winners == (me,)
    assert out.places[me] == 1
    assert out.places[a] == out.places[b] == 2  # equal HP: CH-31 lets them share
    assert out.places[c] == 4  # dead: below every living player
