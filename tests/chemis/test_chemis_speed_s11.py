"""Issue 18 point 3, CHEMIS speed, session 11: the new shortcuts against the rules read directly.

- CH-10: ``windows._counter_may_remove`` lets a judgement round leave the counters out of a seat's
  candidates when none could remove a judged substance. Held to the counters tried one by one
  (``plays.zone_candidates_by_trial``, each with ``zones.play``) and the round's own check of each.
- CH-19: ``zones.possible`` keeps the engine's reactions per portions, condition cards and Ignite
  oxygen (zones that differ only in identities, cards or sources share them). Held to the engine
  asked afresh on every zone of random positions.
"""

from __future__ import annotations

import contextlib

import pytest
from chemis_helpers import fresh, give

from chemcards.core.driver import next_mover
from chemcards.core.protocol import REFEREE, IllegalAction
from chemcards.core.rng import Rng
from chemcards.games.chemis import GAME, chem, plays, windows, zones
from chemcards.games.chemis.actions import Counter
from chemcards.games.chemis.state import ChemisState, Judgement

#: cards slipped into hands now and then, so that counters meet judgement rounds often
EXTRAS = ("x2", "x3", "x2", "x3", "ignite", "electrify", "heat")


def _positions(players: int, seed: int, games: int = 3, steps: int = 300):  # type: ignore[no-untyped-def]
    """Positions of random games with counters and condition cards slipped into hands."""
    rng = Rng(seed)
    for game in range(games):
        st = fresh(players, seed=100 * seed + game)
        for step in range(steps):
            if st.result is not None:
                break
            if step % 4 == 0:
                with contextlib.suppress(LookupError):
                    give(st, rng.randbelow(st.n), EXTRAS[rng.randbelow(len(EXTRAS))])
            yield st
            moved = next_mover(GAME, st, rng)
            if moved is None:
                break
            seat, legal = moved
            GAME.apply(st, seat, legal[0] if seat == REFEREE else legal[rng.randbelow(len(legal))])


def _counter_answers(st: ChemisState, seat: int, w: Judgement) -> list[Counter]:
    """CH-10 read directly: every counter the seat may play onto the judged zone (tried with
    ``zones.play``) that leaves fewer judged substances or makes a reaction of one possible."""
    out = []
    present = list(w.uids)
    before = (st.items[w.zone], st.conds[w.zone])
    left = windows._judged_left(before, present)
    for act in plays.zone_candidates_by_trial(st, seat, w.zone):
        if not isinstance(act, Counter):
            continue
        try:
            nz = zones.play_on(st, seat, w.zone, act).zone
        except IllegalAction:
            continue
        if windows._judged_left(nz, present) < left or windows._removes(present, nz):
            out.append(act)
    return out


@pytest.mark.parametrize(("players", "seed"), [(3, 1), (4, 2), (2, 3), (5, 4)])
def test_ch10_a_counter_left_out_of_a_judgement_round_could_not_have_answered(
        players: int, seed: int) -> None:
    """CH-10, CH-19: wherever the shortcut says no counter can remove a judged substance, none of
    the seat's counters does; and the round's plays equal those worked out with the shortcut off."""
    ruled_out = 0
    for st in _positions(players, seed):
        w = st.stack[-1] if st.stack else None
        if not isinstance(w, Judgement):
            continue
        may = windows._counter_may_remove((st.items[w.zone], st.conds[w.zone]), list(w.uids))
        for seat in range(st.n):
            direct = _counter_answers(st, seat, w)
            if not may:
                assert direct == [], (w, st.items[w.zone], st.conds[w.zone], direct)
                info = plays.hand_info(st.hands[seat])
                ruled_out += info[plays.X2] or info[plays.X3]
            windows.clear_caches()
            fast = windows.window_plays(st, seat, w)
            assert [a for a in fast if isinstance(a, Counter)] == direct
            with pytest.MonkeyPatch.context() as m:
                m.setattr(windows, "_counter_may_remove", lambda *args, **kw: True)
                windows.clear_caches()
                assert windows.window_plays(st, seat, w) == fast
            windows.clear_caches()
    # the shortcut was used on seats that hold counter cards
    assert ruled_out > 0


def test_ch10_counters_that_answer_are_still_offered_in_the_round() -> None:
    """CH-10, CH-19: across many rounds some counters do answer, and the round offers them."""
    answered = 0
    for players, seed in ((3, 7), (4, 8), (3, 9)):
        for st in _positions(players, seed, games=4):
            w = st.stack[-1] if st.stack else None
            if isinstance(w, Judgement):
                for seat in range(st.n):
                    direct = _counter_answers(st, seat, w)
                    if direct:
                        answered += 1
                        assert windows._counter_may_remove((st.items[w.zone], st.conds[w.zone]),
                                                           list(w.uids))
                        assert all(a in windows.window_plays(st, seat, w) for a in direct)
    assert answered > 0


@pytest.mark.parametrize(("players", "seed"), [(3, 11), (4, 12), (6, 13)])
def test_ch19_kept_reactions_equal_the_engine_asked_afresh(players: int, seed: int) -> None:
    """CH-19: every zone's reactions, read from what is kept per portions, condition cards and
    Ignite oxygen, equal the chemistry engine's answer for that zone (CH-34's locks applied)."""
    compared = 0
    zones.clear_caches()
    for st in _positions(players, seed, games=2):
        for zone in st.living():
            items, conds = st.items[zone], st.conds[zone]
            kept = zones.possible(items, conds)
            here = zones.portions(items)
            engine = chem.possible_reactions(here, zones.condition_kinds(conds), zones.ignite_o2(conds))
            assert kept == (zones.kept_exchanges(items, engine) if items else []), items
            compared += bool(items)
    assert compared > 100
