"""Session 9's CHEMIS shortcuts (issue 18 point 3) never deny what the rules allow.

``zones.may_react`` decides whether the chemistry engine is asked about a zone at all. With Electrify
in the zone (CH-26) it used to say "ask" every time; now it says so when the zone holds two
different ionic acids, bases or salts (``chem.exchangers``), which the engine's forced exchanges
need, or when a reaction of ``chem.reactions()`` is ready there. ``plays._completable`` decides
whether a zone can have counters at all (CH-19). Both are held here to the engine and to
``zones.play`` on zones built from the substance table, beyond those random games reach
(``test_chemis_candidates_cached.py`` compares whole games).
"""

from __future__ import annotations

import contextlib

from chemis_helpers import fresh, give, put, take

from chemcards.core.rng import Rng
from chemcards.games.chemis import chem, plays, recipes, zones
from chemcards.games.chemis.actions import Counter
from chemcards.games.chemis.state import Cond

ELECTRIFIED = (frozenset({"electrify"}), frozenset({"electrify", "heat"}), frozenset({"electrify", "ignite"}))


def _sample_zones(rng: Rng, count: int) -> list[dict[str, int]]:
    """Every exchanger alone, then zones of one or two exchangers with up to two other substances."""
    ionic = sorted(chem.exchangers() & chem.substances().keys())
    others = sorted(chem.substances().keys() - chem.exchangers())
    out: list[dict[str, int]] = [{a: 1} for a in ionic]
    for _ in range(count):
        zone: dict[str, int] = {}
        for _ in range(1 + rng.randbelow(2)):
            zone[ionic[rng.randbelow(len(ionic))]] = 1 + rng.randbelow(3)
        for _ in range(rng.randbelow(3)):
            zone[others[rng.randbelow(len(others))]] = 1 + rng.randbelow(3)
        out.append(zone)
    return out


def test_ch26_ch19_electrify_zone_asks_the_engine_whenever_it_offers_a_reaction() -> None:
    """CH-26, CH-19: for every sampled zone with Electrify (alone, with Heat, with Ignite) where the
    engine offers a reaction, ``may_react`` says "ask"; a zone with two exchangers always asks."""
    ionic = chem.exchangers()
    offered = skipped = 0
    for portions in _sample_zones(Rng(26), 1500):
        for kinds in ELECTRIFIED:
            o2 = 1 if "ignite" in kinds else 0
            found = chem.possible_reactions(portions, kinds, o2)
            ask = zones.may_react(portions, kinds, o2)
            if found:
                offered += 1
                assert ask, (portions, sorted(kinds), [r.text for r in found])
            elif not ask:
                skipped += 1
            if sum(1 for f in portions if f in ionic) >= 2:
                assert ask, portions
    # the sample reaches zones that react and zones the shortcut spares the engine
    assert offered > 100 and skipped > 100, (offered, skipped)


def test_ch26_one_ionic_substance_has_nothing_to_exchange() -> None:
    """CH-26: a forced exchange takes two different ionic substances. NaCl under Electrify, alone or
    with water, offers nothing, and the shortcut answers so without the engine; NaCl with AgNO₃
    exchanges."""
    kinds = frozenset({"electrify"})
    for portions in ({"NaCl": 1}, {"NaCl": 1, "H2O": 1}, {"CuSO4": 1}):
        assert chem.possible_reactions(portions, kinds) == []
        assert not zones.may_react(portions, kinds, 0), portions
    assert zones.may_react({"NaCl": 1, "AgNO3": 1}, kinds, 0)
    assert [r.text for r in chem.possible_reactions({"NaCl": 1, "AgNO3": 1}, kinds)]


def test_ch19_no_counter_where_none_could_complete_a_reaction() -> None:
    """CH-19: a counter acts only on a reactant and must make a reaction of it possible. On zones of
    two or three reactants of the table's reactions (those cards can form), with and without
    Heat, ``_completable`` says "none" only where ``zones.play`` refuses every ×2 and ×3 on every
    substance."""
    formulas = sorted({f for r in chem.reactions() for _, f in r.reactants} & recipes.recipes().keys())
    rng = Rng(19)
    denied = allowed = 0
    for size in (2, 3):
        for _ in range(150):
            picked = sorted({formulas[rng.randbelow(len(formulas))] for _ in range(size)})
            for heat in (False, True):
                st = fresh(3, seed=1 + rng.randbelow(1000))
                zone = st.turn_seat
                try:
                    for f in picked:
                        put(st, zone, f)
                except LookupError:  # the cards of that substance are all in hands
                    continue
                if heat:
                    st.conds[zone].append(Cond(st.uid(), "heat", (take(st, "heat"),), 0, st.turn_no))
                give(st, zone, "x2")
                with contextlib.suppress(LookupError):  # the three ×3 cards may all be in hands
                    give(st, zone, "x3")
                plays.clear_caches()
                tried = [a for a in plays.zone_candidates_by_trial(st, zone, zone) if isinstance(a, Counter)]
                if plays._completable(tuple(it.formula for it in st.items[zone]),
                                      tuple(c.kind for c in st.conds[zone])):
                    allowed += 1
                    continue
                denied += 1
                assert not tried, (picked, heat, tried)
    assert denied > 50 and allowed > 10, (denied, allowed)


def test_ch26_exchangers_are_the_ionic_acids_bases_and_salts() -> None:
    """What Electrify may exchange (CH-26): NaCl, HCl and NaOH are exchangers; water, copper and
    oxygen are not."""
    ionic = chem.exchangers()
    for f in ("NaCl", "HCl", "NaOH", "AgNO3"):
        assert f in ionic, f
    for f in ("H2O", "Cu", "O2"):
        assert f not in ionic, f


def test_ch19_ch26_one_item_more_than_a_zone_that_may_not_react() -> None:
    """CH-19, CH-25, CH-26 (issue 18 point 3, session 30): ``zones.may_react_adding`` answers for a
    zone one substance more than a zone where ``may_react`` said no, with the same condition cards
    and Ignite oxygen, reading only the reactions of the added substance. It gives what
    ``may_react`` gives, on zones with and without Electrify, Ignite and Heat, the added substance
    new or already there, and one the table does not spell."""
    rng = Rng(1930)
    subs = sorted(chem.substances())
    kinds_list = (frozenset(), frozenset({"heat"}), frozenset({"ignite"}), *ELECTRIFIED)
    checked = yes = 0
    for _ in range(3000):
        base: dict[str, int] = {}
        for _ in range(rng.randbelow(5)):
            base[subs[rng.randbelow(len(subs))]] = 1 + rng.randbelow(3)
        kinds = kinds_list[rng.randbelow(len(kinds_list))]
        o2 = 1 + rng.randbelow(2) if "ignite" in kinds else 0
        if zones.may_react(base, kinds, o2):
            continue
        pick = rng.randbelow(len(subs) + 1)
        added = subs[pick] if pick < len(subs) else "XyZ9"
        here = dict(base)
        here[added] = here.get(added, 0) + 1 + rng.randbelow(2)
        want = zones.may_react(here, kinds, o2)
        assert zones.may_react_adding(here, kinds, o2, added) == want, (base, sorted(kinds), o2, added)
        checked += 1
        yes += want
    assert checked > 1000 and yes > 20, (checked, yes)
