"""The pattern search behind ``next_units`` against the unit-by-unit reference (CK-11…CK-20).

``next_units`` (what ``legal_actions`` offers as ``add`` steps, and what ``apply`` accepts) was
rewritten for speed (issue 18): indivisibility (CK-13) is settled once per catalogue on charges
alone, and per hand only the filling of a pattern's missing charges is searched. These tests hold
it to the definition, computed by the exhaustive ``walk``: a unit may be added exactly when some
valid (CK-11…CK-18), payable (CK-20) compound in the hand contains the draft plus that unit.
"""

from __future__ import annotations

from itertools import combinations

from ck_helpers import hand

from chemcards.core.rng import Rng
from chemcards.games.chemie_kartenspiel.catalogue import catalogue
from chemcards.games.chemie_kartenspiel.decks import starter
from chemcards.games.chemie_kartenspiel.notation import parse_unit
from chemcards.games.chemie_kartenspiel.search import (
    _available,
    clear_caches,
    next_units,
    patterns,
    units,
    walk,
)


def reference(h: tuple[int, ...], draft: tuple[int, ...]) -> tuple[int, ...]:
    """The definition, by exhaustive search: units ``v`` with a valid, payable compound holding
    ``draft + v``."""
    return tuple(sorted(u.index for u in _available(h)[0]
                        if walk(h, (*draft, u.index), lambda chosen, used: True)))


def random_hand(rng: Rng, size: int, pool: list[int]) -> tuple[int, ...]:
    cards = list(pool)
    rng.shuffle(cards)
    counts = [0] * catalogue().size
    for c in cards[:size]:
        counts[c] += 1
    return tuple(counts)


def test_ck13_patterns_are_exactly_the_indivisible_zero_sum_charge_multisets() -> None:
    """Every pattern sums to zero (CK-11) with no zero-sum proper part (CK-13); and a brute force
    over all small multisets of the catalogue's charges finds no indivisible one that is missing."""
    charges = sorted({u.charge for u in units() if u.charge})
    found = set(patterns())
    assert len(found) == len(patterns())

    def indivisible(ms: tuple[int, ...]) -> bool:
        return sum(ms) == 0 and not any(sum(part) == 0 for k in range(1, len(ms))
                                        for part in combinations(ms, k))

    assert all(indivisible(p) for p in found)
    # multisets of up to 6 charges, brute force: each indivisible one is a pattern
    from itertools import combinations_with_replacement
    for size in range(2, 7):
        for ms in combinations_with_replacement(charges, size):
            assert indivisible(ms) == (ms in found), ms


def test_ck11_to_ck20_next_units_equals_the_exhaustive_reference_on_random_positions() -> None:
    """A seeded sweep: hands of 3–30 cards from the starter deck and from the whole catalogue
    (artificial, radioactive, Protomaterie included), drafts grown by random legal additions and
    by arbitrary (also impossible) units, asked cold and in play order (where an earlier answer
    bounds the next one)."""
    rng = Rng(18)
    deck = list(starter().cards())
    everything = [c for c in range(catalogue().size) for _ in range(3)]
    all_units = units()
    compared = 0
    for trial in range(160):
        pool = deck if trial % 2 else everything
        h = random_hand(rng, 3 + rng.randbelow(28), pool)
        if trial % 3 == 0:
            clear_caches()
        draft: tuple[int, ...] = ()
        for _ in range(6):
            got = next_units(h, draft)
            assert got == reference(h, draft), (h, draft)
            compared += 1
            avail = [u.index for u in _available(h)[0]]
            if got and rng.randbelow(4):
                pick = got[rng.randbelow(len(got))]
            elif avail:
                pick = avail[rng.randbelow(len(avail))]  # possibly a dead end: must give ()
            else:
                break
            draft = tuple(sorted((*draft, pick)))
            if sum(all_units[i].charge for i in draft) == 0:
                assert next_units(h, draft) == ()  # CK-13: a finished compound takes nothing more
                break
    assert compared > 500


def test_ck12_ck13_ck20_next_units_hand_made_positions() -> None:
    """Positions a reader can check: CK-12 one charge per element, CK-13 no zero-sum part, CK-20
    an artificial card only with a payable rest."""
    u = parse_unit
    h = hand("Fe Fe O O O Cu Cl H")
    after_fe = set(next_units(h, (u("Fe(+3)"),)))
    assert u("Fe(+2)") not in after_fe  # CK-12
    assert u("O") in after_fe  # Fe2O3 with the second Fe(+3)
    # Cu(+2) with O would already be a compound inside Fe(+3) Cu(+2) O O...: CK-13 (rulebook example)
    draft = tuple(sorted((u("Fe(+3)"), u("Cu(+2)"), u("Cl"))))
    assert u("O") not in next_units(h, draft)
    assert next_units(h, draft) == reference(h, draft)
    # CK-20: Pm (artificial, +3, 4 points) needs cards worth exactly 4 returned from the rest
    pm = u("Pm")
    poor = hand("Pm Cl Cl Cl")  # PmCl3 would leave nothing to pay with
    rich = hand("Pm Cl Cl Cl H H H H")  # four H pay 4 points
    assert pm not in next_units(poor, ())
    assert pm in next_units(rich, ())
    for h2 in (poor, rich):
        assert next_units(h2, ()) == reference(h2, ())


def test_ck_neutral_recipe_table_equals_its_definition() -> None:
    """[decided] single cards that are exactly a printed neutral combination count as it: the
    table the proofs look this up in (issue 18, speed) gives the definition's answer for every
    multiset of up to three units and for every multiset of four single-card units built from the
    cards the recipes use."""
    from itertools import combinations_with_replacement

    from chemcards.games.chemie_kartenspiel.search import (
        _is_neutral_recipe,
        _neutral_recipes,
        is_neutral_recipe,
    )

    every = [u.index for u in units()]
    for k in (1, 2, 3):
        for combo in combinations_with_replacement(every, k):
            assert is_neutral_recipe(combo) == _is_neutral_recipe(combo), combo
    cards = {c for recipe in _neutral_recipes() for c, _ in recipe}
    pool = [u.index for u in units() if u.element in cards]
    hits = 0
    for combo in combinations_with_replacement(pool, 4):
        assert is_neutral_recipe(list(combo)) == _is_neutral_recipe(combo), combo
        hits += is_neutral_recipe(combo)
    assert hits  # four-card recipes exist (H2O2 ...), so the four-unit case is really compared
    assert not is_neutral_recipe(tuple(every[:5]))  # more than four units never count


def test_ck11_to_ck20_next_units_in_seeded_random_games_equals_the_reference() -> None:
    """The positions random play really meets, in the order it meets them (so each answer may be
    bounded by the one before, issue 18), at 2 and 4 players: at every build step the ``add``
    steps ``legal_actions`` offers are exactly the units the exhaustive reference finds, and every
    other unit is refused by ``apply`` without a change. Drafts grow by adds and shrink by drops."""
    from chemcards.core.protocol import IllegalAction
    from chemcards.core.seats import Seat
    from chemcards.games.chemie_kartenspiel import GAME
    from chemcards.games.chemie_kartenspiel.actions import Add
    from chemcards.games.chemie_kartenspiel.state import BUILD

    compared = refused = 0
    for players, seed in ((2, 3), (4, 5), (2, 11)):
        clear_caches()
        state = GAME.new_state([Seat(f"P{i}") for i in range(players)], GAME.resolve_options({}), Rng(seed))
        pick = Rng(seed + 100).randbelow
        steps = 0
        while GAME.to_act(state) and steps < 400:
            seat = GAME.to_act(state)[0]
            legal = GAME.legal_actions(state, seat)
            if state.phase == BUILD and sum(state.hands[seat]) <= 24:
                h = tuple(state.hands[seat])
                adds = tuple(a.unit for a in legal if isinstance(a, Add))
                assert adds == reference(h, state.draft), (h, state.draft)
                compared += 1
                dead = [u.index for u in _available(h)[0] if u.index not in adds]
                if dead:
                    before = (state.draft, list(state.hands[seat]))
                    try:
                        GAME.apply(state, seat, Add(dead[pick(len(dead))]))
                    except IllegalAction:
                        refused += 1
                    assert (state.draft, state.hands[seat]) == before
            GAME.apply(state, seat, legal[pick(len(legal))])
            steps += 1
    assert compared > 150 and refused > 50
