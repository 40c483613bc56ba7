"""The cached candidate lists against the plays tried one by one (CH-6, CH-10, CH-11, CH-18, CH-19, CH-34).

``plays.zone_candidates`` (every play onto a zone, what ``legal_actions`` offers on a turn and in
the judgement and dying rounds) answers from caches keyed on what each part depends on, and refuses
a counter without asking ``zones.play`` when no reaction could use the raised substance (issue 18,
speed). ``plays.zone_candidates_by_trial`` is the definition: every candidate tried with
``zones.play``. These tests compare the two, in the same order, on every zone for every seat of
many random positions, with hands made rich in counters and condition cards so that counters on
substances, on Ignite's oxygen and beside Electrify's forced exchanges all come up. The plays of
judgement and dying rounds (CH-10, CH-11) are compared the same way: with the chemistry engine
asked after every candidate, and with ``zones.could_happen`` answering first; and so are the
reactions of every zone (CH-19), with the engine asked every time and with ``zones.may_react``
answering first.
"""

from __future__ import annotations

import contextlib

import pytest
from chemis_helpers import fresh, give, put, take

from chemcards.core.driver import next_mover
from chemcards.core.protocol import REFEREE, IllegalAction
from chemcards.core.rng import Rng
from chemcards.games.chemis import GAME, chem, plays, windows, zones
from chemcards.games.chemis.actions import Counter, Form
from chemcards.games.chemis.state import ChemisState, Cond, Dying, Item, Judgement

#: cards a test slips into hands now and then (from the pile or the discard pile, so every card
#: stays in one place): counters and condition cards are what the caches and the filter are about
EXTRAS = ("x2", "x3", "x2", "ignite", "electrify", "heat", "cool")


def _compare_all(st: ChemisState, monkeypatch: pytest.MonkeyPatch) -> int:
    compared = 0
    w = st.stack[-1] if st.stack else None
    if isinstance(w, Judgement | Dying):
        # CH-10/CH-11: the plays of a judgement or dying round, with the engine asked after every
        # candidate (``could_happen`` saying "maybe" always) and with the shortcut
        for seat in range(st.n):
            fast = windows.window_plays(st, seat, w)
            with monkeypatch.context() as m:
                m.setattr(zones, "could_happen", lambda *args, **kw: True)
                m.setattr(zones, "could_happen_with", lambda *args, **kw: True)
                windows.clear_caches()  # answers kept per zone would skip the engine
                assert windows.window_plays(st, seat, w) == fast, (seat, w)
            windows.clear_caches()
            compared += 1
    for zone in st.living():
        # CH-19: the reactions of a zone, with the chemistry engine asked every time and with
        # ``zones.may_react`` answering "none" first
        fast_possible = zones.possible(st.items[zone], st.conds[zone])
        with monkeypatch.context() as m:
            m.setattr(zones, "may_react", lambda *args, **kw: True)
            zones.clear_caches()  # the last zone's answer is kept
            assert zones.possible(st.items[zone], st.conds[zone]) == fast_possible, st.items[zone]
    for seat in range(st.n):
        for zone in st.living():
            want = plays.zone_candidates_by_trial(st, seat, zone)
            assert plays.zone_candidates(st, seat, zone) == want, (seat, zone, st.items[zone], st.conds[zone])
            assert plays.zone_counters(st, seat, zone) == [a for a in want if isinstance(a, Counter)]
            compared += 1
    return compared


@pytest.mark.parametrize(("players", "seed"), [(3, 1), (4, 2), (2, 3), (6, 4)])
def test_ch6_ch18_ch19_cached_candidates_equal_the_plays_tried_one_by_one(
        players: int, seed: int, monkeypatch: pytest.MonkeyPatch) -> None:
    """Random games (uniform legal actions, the referee's first action when it is alone), with
    counters and condition cards slipped into hands every few actions; caches emptied now and then,
    so answers are compared cold and warm."""
    rng = Rng(seed)
    compared = 0
    for game in range(3):
        st = fresh(players, seed=100 * seed + game)
        for step in range(400):
            if st.result is not None:
                break
            if step % 5 == 0:
                seat = rng.randbelow(st.n)
                with contextlib.suppress(LookupError):  # none of that kind left outside the hands
                    give(st, seat, EXTRAS[rng.randbelow(len(EXTRAS))])
            if step % 37 == 0:
                plays.clear_caches()
            compared += _compare_all(st, monkeypatch)
            moved = next_mover(GAME, st, rng)
            if moved is None:
                break
            seat, legal = moved
            GAME.apply(st, seat, legal[0] if seat == REFEREE else legal[rng.randbelow(len(legal))])
    assert compared > 500


def test_ch19_ch25_counter_on_oxygen_counts_the_oxygen_ignite_brings() -> None:
    """CH-25: Ignite brings one portion of O₂. C₂H₄ + 3O₂ needs three: one O₂ in the zone and
    Ignite's make two, a ×2 on the O₂ makes three, so that counter completes the reaction (CH-19)
    and is offered; a ×2 on C₂H₄, which already has all it needs, is not."""
    st = fresh(3, seed=5)
    zone = st.turn_seat
    put(st, zone, "C2H4")
    put(st, zone, "O2")
    st.conds[zone].append(Cond(st.uid(), "ignite", (take(st, "ignite"),), 1, st.turn_no))
    give(st, zone, "x2")
    plays.clear_caches()
    want = plays.zone_candidates_by_trial(st, zone, zone)
    ident = st.ident[zone]
    assert Counter(ident, 2, "O2", 1) in want
    assert Counter(ident, 2, "C2H4", 1) not in want
    assert plays.zone_candidates(st, zone, zone) == want


def test_ch19_ch25_could_happen_never_denies_a_possible_reaction() -> None:
    """``zones.could_happen`` may say "maybe" too often, never "no" for a reaction the zone offers:
    here C₂H₄ + 3O₂ with two portions of O₂ in the zone and the third from Ignite (CH-25)."""
    st = fresh(3, seed=6)
    zone = st.turn_seat
    put(st, zone, "C2H4")
    put(st, zone, "O2", portions=2)
    st.conds[zone].append(Cond(st.uid(), "ignite", (take(st, "ignite"),), 1, st.turn_no))
    items, conds = st.items[zone], st.conds[zone]
    offered = zones.possible(items, conds)
    burn = [r for r in offered if r.uses("C2H4") and r.condition == "ignite"]
    assert burn, [r.text for r in offered]
    assert zones.could_happen(items, conds, {"C2H4"})
    assert all(zones.ready(r, zones.portions(items), zones.condition_kinds(conds), zones.ignite_o2(conds))
               for r in offered)


def _window_plays_by_definition(st: ChemisState, seat: int, w: Judgement | Dying) -> list[object]:
    """CH-10/CH-11 read straight off the rules: every candidate play tried with ``zones.play``; in a
    judgement it is allowed when fewer judged special substances are left or a reaction of one of
    them is possible after it, in a dying round when it brings new O₂ or H₂O or a reaction that
    makes one is possible. The engine is asked after every candidate (no shortcut of ``zones``)."""
    zone = w.zone if isinstance(w, Judgement) else w.seat
    uids = w.uids if isinstance(w, Judgement) else ()
    before = st.items[zone]

    def judged(items: list[Item]) -> list[Item]:
        return [it for it in items if it.uid in uids and zones.special(it)]

    out: list[object] = []
    for act in plays.zone_candidates_by_trial(st, seat, zone):
        try:
            items, conds = zones.play_on(st, seat, zone, act).zone
        except IllegalAction:
            continue
        reactions = chem.possible_reactions(zones.portions(items), zones.condition_kinds(conds),
                                            zones.ignite_o2(conds))
        reactions = zones.kept_exchanges(items, reactions) if items else []
        if isinstance(w, Judgement):
            formulas = {it.formula for it in judged(items)}
            if len(judged(items)) < len(judged(before)) or any(
                    r.uses(f) for r in reactions for f in formulas):
                out.append(act)
        else:
            old = {it.uid for it in before}
            if any(it.formula in ("O2", "H2O") and it.uid not in old for it in items) or any(
                    r.makes("O2") or r.makes("H2O") for r in reactions):
                out.append(act)
    return out


#: element and ion cards slipped into hands so that substances answering a round can be formed
RICH = ("Na", "H", "O", "O", "H", "Cl", "[OH]", "C", "Ca", "[CO3]", "Cu", "Fe", "[SO4]", "S", "Ba")


@pytest.mark.parametrize(("players", "seed"), [(3, 11), (4, 12), (6, 13)])
def test_ch10_ch11_window_plays_equal_the_rules_read_directly(players: int, seed: int) -> None:
    """Judgement and dying rounds opened on every zone of random positions (a judgement over each
    zone's special substances, a dying round for its owner), for every seat with element and ion
    cards added to its hand: ``windows.window_plays`` (which passes over a formed substance that
    cannot answer without making it, issue 18) against :func:`_window_plays_by_definition`.
    Substances formed from the hand must be among the answers found, or the test proves nothing."""
    rng = Rng(seed)
    compared = formed = 0
    for game in range(4):
        st = fresh(players, seed=1000 * seed + game)
        for step in range(300):
            if st.result is not None:
                break
            if step % 3 == 0:
                seat = rng.randbelow(st.n)
                with contextlib.suppress(LookupError):
                    give(st, seat, RICH[rng.randbelow(len(RICH))])
            if step % 7 == 0:
                for zone in st.living():
                    specials = tuple(it.uid for it in st.items[zone] if zones.special(it))
                    windows_here: list[Judgement | Dying] = [Dying(zone, zone, 0)]
                    if specials:
                        windows_here.append(Judgement(zone, specials, zone, 0))
                    for w in windows_here:
                        for seat in st.living():
                            want = _window_plays_by_definition(st, seat, w)
                            assert windows.window_plays(st, seat, w) == want, (w, st.items[zone])
                            first = windows.window_plays(st, seat, w, first_only=True)
                            assert first == want[:1]
                            formed += sum(isinstance(a, Form) for a in want)
                            compared += 1
            moved = next_mover(GAME, st, rng)
            if moved is None:
                break
            seat, legal = moved
            GAME.apply(st, seat, legal[0] if seat == REFEREE else legal[rng.randbelow(len(legal))])
    assert compared > 300
    assert formed > 20
