"""What a zone keeps of its own answers (``state.ZoneList``, ``zones.derived``; issue 18 point 3).

A zone of the game carries what was worked out from it (its reactions, CH-19; its salts and
counters; a judgement round's answers) until it changes. These tests change zones in every way
the engine and the tests' own setups do (in place, replaced, copied by ``clone``) and hold every
answer to the chemistry engine asked afresh: a kept answer that outlived its zone would show here.
The full candidate lists are held to the plays tried one by one in
``test_chemis_candidates_cached.py``.
"""

from __future__ import annotations

from chemis_helpers import fresh, put, take

from chemcards.core.driver import next_mover
from chemcards.core.protocol import REFEREE
from chemcards.core.rng import Rng
from chemcards.games.chemis import GAME, chem, zones
from chemcards.games.chemis.state import ChemisState, Cond, ZoneList

BURN = "C + O2 -[ignite]-> CO2"


def _afresh(items: list, conds: list) -> list[str]:
    """The zone's reactions from the chemistry engine, nothing kept (CH-19, CH-33, CH-34)."""
    if not items:
        return []
    found = chem.possible_reactions(
        zones.portions(items), zones.condition_kinds(conds), zones.ignite_o2(conds)
    )
    return [r.text for r in zones.kept_exchanges(items, found)]


def _kept(st: ChemisState, zone: int) -> list[str]:
    return [r.text for r in zones.possible(st.items[zone], st.conds[zone])]


def _ignite(st: ChemisState) -> Cond:
    return Cond(st.uid(), "ignite", (take(st, "ignite"),), 1, st.turn_no)


def test_ch19_ch33_a_zone_changed_in_place_is_asked_afresh() -> None:
    st = fresh(3, seed=1)
    me = st.turn_seat
    assert type(st.items[me]) is ZoneList and type(st.conds[me]) is ZoneList
    coal = put(st, me, "C")  # appended in place
    assert _kept(st, me) == [] == _afresh(st.items[me], st.conds[me])  # CH-33: no Ignite yet
    assert zones.derived(st.items[me], st.conds[me]) == {"possible": []}  # the answer is kept
    st.conds[me].append(_ignite(st))  # the condition cards change in place
    assert BURN in _kept(st, me)  # CH-19, CH-25: Ignite brings the oxygen
    assert _kept(st, me) == _afresh(st.items[me], st.conds[me])
    st.items[me].remove(coal)  # the items change in place
    assert _kept(st, me) == [] == _afresh(st.items[me], st.conds[me])
    st.items[me] += [coal]
    assert BURN in _kept(st, me)
    st.conds[me] = ZoneList()  # replaced, as at the turn's end (CH-33)
    assert _kept(st, me) == []


def test_ch19_a_clone_keeps_the_answers_and_changes_apart() -> None:
    st = fresh(3, seed=2)
    me = st.turn_seat
    put(st, me, "C")
    st.conds[me].append(_ignite(st))
    assert BURN in _kept(st, me)
    copy = st.clone()
    assert zones.derived(copy.items[me], copy.conds[me]) == zones.derived(st.items[me], st.conds[me])
    copy.conds[me].pop()  # the copy's Ignite is used up; the original's stays
    assert _kept(copy, me) == [] and BURN in _kept(st, me)
    assert _kept(st, me) == _afresh(st.items[me], st.conds[me])


def test_ch19_every_zone_of_random_games_answers_as_the_engine_asked_afresh() -> None:
    """Zones made by plays, reactions, the turn's end, deaths and ``clone``: each zone's kept
    reactions after every action equal the engine's answer (asked twice, so the second reads
    what was kept)."""
    rng = Rng(7)
    checked = 0
    for game in range(4):
        st = fresh(3 + game % 2, seed=50 + game)
        for step in range(300):
            if st.result is not None:
                break
            if step % 25 == 24:
                st = st.clone()
            for zone in range(st.n):
                want = _afresh(st.items[zone], st.conds[zone])
                assert _kept(st, zone) == want == _kept(st, zone), (zone, st.items[zone], st.conds[zone])
                checked += 1
            moved = next_mover(GAME, st, rng)
            if moved is None:
                break
            seat, legal = moved
            GAME.apply(st, seat, legal[0] if seat == REFEREE else legal[rng.randbelow(len(legal))])
    assert checked > 1000
