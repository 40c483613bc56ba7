"""Issue 18 point 3 (session 8): the Chemie-Kartenspiel's faster paths give exactly the answers of
their references.

- ``next_units`` (the ``add`` steps of ``legal_actions``) against the exhaustive ``walk`` on the
  positions seeded random games meet at 2 and 4 players, in play order, so that each answer is
  also bounded by the one before (CK-11…CK-20);
- the CK-13 check behind every rule check (and behind writing a laid compound for the log) now
  asks first whether any proper part sums to zero at all, by reachable sums; it must agree with
  trying every part.
"""

from __future__ import annotations

from itertools import combinations

from chemcards.core.rng import Rng
from chemcards.core.seats import Seat
from chemcards.games.chemie_kartenspiel import GAME
from chemcards.games.chemie_kartenspiel.actions import Add
from chemcards.games.chemie_kartenspiel.compounds import Invalid, _has_zero_part, _zero_part, check_rules
from chemcards.games.chemie_kartenspiel.notation import parse_unit
from chemcards.games.chemie_kartenspiel.search import _available, clear_caches, compound_of, walk
from chemcards.games.chemie_kartenspiel.state import BUILD


def _brute_zero_part(charges: list[int]) -> tuple[int, ...] | None:
    """CK-13 by its definition: the first proper, non-empty part (by size, then position) with sum 0."""
    for k in range(1, len(charges)):
        for idx in combinations(range(len(charges)), k):
            if sum(charges[i] for i in idx) == 0:
                return idx
    return None


def test_ck13_zero_part_by_reachable_sums_equals_trying_every_part() -> None:
    """Random charge lists of 0–10 units over the catalogue's charge range, half of them closed to a
    zero total (the case every compound check meets): same verdict and the same part as trying
    every part, including lone zeros and the whole list itself (never a *proper* part)."""
    rng = Rng(813)
    values = [-4, -3, -2, -1, 0, 1, 2, 3, 4, 5, 6, 7]
    found = 0
    for trial in range(6000):
        charges = [values[rng.randbelow(len(values))] for _ in range(rng.randbelow(10))]
        if trial % 2 and charges:
            charges.append(-sum(charges))
        want = _brute_zero_part(charges)
        assert _has_zero_part(charges) == (want is not None), charges
        assert _zero_part(charges) == want, charges
        found += want is not None
    assert 1000 < found < 5000  # both verdicts are really compared
    # the rulebook's example (CK-13): Fe(+3) Cu(+2) Cl(-1) O(-2) O(-2) holds Cu+O
    assert _zero_part([3, 2, -1, -2, -2]) == (1, 3)
    assert _zero_part([1, -1]) is None  # HCl: the whole is no proper part


def test_ck13_rule_check_still_names_the_divisible_part() -> None:
    """CK-13 refusals keep their reason: the rulebook's invalid example is refused as divisible."""
    u = parse_unit
    bad = compound_of(tuple(sorted((u("Fe(+3)"), u("Cu(+2)"), u("Cl"), u("O"), u("O")))))
    try:
        check_rules(bad)
    except Invalid as why:
        assert why.key == "divisible"
    else:
        raise AssertionError("Fe(+3) Cu(+2) Cl O O was accepted (CK-13)")


def _on_the_way_to_a_recipe(hand: tuple[int, ...], draft: tuple[int, ...], unit: int) -> bool:
    """Session 15 (play-through 13 zh 3, CK-15 [decided]): a single card that takes the draft on to
    exactly a printed neutral combination's single cards, all in the hand, may be added too (they
    count as the combination; ``walk`` reaches that compound as the combination's own unit)."""
    from chemcards.games.chemie_kartenspiel.search import _counted_table, units

    grown = sorted((*draft, unit))
    for whole in _counted_table():
        rest = list(whole)
        if not draft or any(i not in rest or rest.remove(i) for i in grown):  # type: ignore[func-returns-value]
            continue
        need: dict[int, int] = {}
        for i in whole:
            need[units()[i].element] = need.get(units()[i].element, 0) + 1
        if all(hand[e] >= n for e, n in need.items()):
            return True
    return False


def test_ck11_to_ck20_add_steps_equal_the_reference_in_random_games_at_2_and_4_players() -> None:
    """Seeded random games (other seeds than the older exactness test), every build step with a hand
    of at most 26 cards: the ``add`` steps offered are exactly the units ``walk`` finds a valid,
    payable compound for (draft + unit), and a unit not offered is refused with no change."""
    from chemcards.core.protocol import IllegalAction

    compared = 0
    for players, seed in ((2, 41), (4, 42), (4, 43), (2, 44)):
        clear_caches()
        state = GAME.new_state([Seat(f"P{i}") for i in range(players)], GAME.resolve_options({}), Rng(seed))
        pick = Rng(seed + 7).randbelow
        steps = 0
        while GAME.to_act(state) and steps < 250:
            seat = GAME.to_act(state)[0]
            legal = GAME.legal_actions(state, seat)
            if state.phase == BUILD and sum(state.hands[seat]) <= 26:
                h = tuple(state.hands[seat])
                adds = tuple(a.unit for a in legal if isinstance(a, Add))
                want = tuple(sorted(u.index for u in _available(h)[0]
                                    if walk(h, (*state.draft, u.index), lambda chosen, used: True)
                                    or _on_the_way_to_a_recipe(h, state.draft, u.index)))
                assert adds == want, (h, state.draft)
                compared += 1
                dead = [u.index for u in _available(h)[0] if u.index not in adds]
                if dead:
                    before = (state.draft, list(state.hands[seat]))
                    try:
                        GAME.apply(state, seat, Add(dead[pick(len(dead))]))
                    except IllegalAction:
                        pass
                    else:
                        raise AssertionError("a unit not offered was accepted")
                    assert (state.draft, state.hands[seat]) == before
            GAME.apply(state, seat, legal[pick(len(legal))])
            steps += 1
    assert compared > 300
