"""Issue 18 point 3 (session 10): the Chemie-Kartenspiel's faster ``add`` steps give exactly the
answers of the exhaustive reference ``walk``.

- a turn's first question (the empty draft) takes as proven the units that were live in an earlier
  hand the new hand holds card for card: after a skip the hand is the last one plus four cards
  (CK-8), every compound of the old hand still fits, and the larger rest still pays (CK-20). A hand
  that lost a card (a lay, a payment) must not inherit anything;
- a charge none of whose patterns has room in the rest of the hand is refuted once for all its
  units (CK-13), and the neutral-recipe reading ([decided], H₂O laid as the combination) is looked
  up only for the units recipes are made of.
"""

from __future__ import annotations

from ck_helpers import hand

from chemcards.core.rng import Rng
from chemcards.games.chemie_kartenspiel.catalogue import catalogue
from chemcards.games.chemie_kartenspiel.decks import starter
from chemcards.games.chemie_kartenspiel.notation import parse_unit
from chemcards.games.chemie_kartenspiel.search import (
    _EMPTY,
    _available,
    _grown,
    clear_caches,
    next_units,
    walk,
)


def _reference(h: tuple[int, ...], draft: tuple[int, ...]) -> tuple[int, ...]:
    """The units that may be added to ``draft`` by definition: ``walk`` finds a valid, payable
    compound holding draft + unit (CK-11…CK-20)."""
    return tuple(
        sorted(u.index for u in _available(h)[0] if walk(h, (*draft, u.index), lambda chosen, used: True))
    )


def _packed(h: tuple[int, ...]) -> int:
    return int.from_bytes(bytes(h), "little")


def test_ck8_after_a_skip_the_first_answer_keeps_the_last_hands_units_and_equals_the_reference() -> None:
    """Seeded deals from the starter deck: a hand of 5–16 cards asks the empty draft, then the same
    hand plus the four cards a skip draws (CK-8) asks it. Every unit live before is known to be
    live now without a proof (the memory of earlier hands holds them), and both answers are
    exactly ``walk``'s. Then a card the old hand's answer needed is taken away (as a lay or a
    payment would): the memory gives nothing for that hand, and the answer is again ``walk``'s."""
    rng = Rng(1010)
    deck = starter().cards()
    inherited = lost = 0
    for trial in range(40):
        clear_caches()
        pile = list(deck)
        rng.shuffle(pile)
        size = 5 + rng.randbelow(12)
        old = [0] * catalogue().size
        for c in pile[:size]:
            old[c] += 1
        before = next_units(tuple(old), ())
        assert before == _reference(tuple(old), ()), trial
        new = old[:]
        for c in pile[size : size + 4]:  # CK-8: skip and draw 4
            new[c] += 1
        known = _grown(_packed(tuple(new)), len(new))
        assert all(known >> u & 1 for u in before), trial
        inherited += len(before)
        after = next_units(tuple(new), ())
        assert after == _reference(tuple(new), ()), trial
        assert set(before) <= set(after)  # a larger hand loses no step
        # a hand that lost a card it held: nothing is inherited from either earlier hand
        taken = [c for c in range(len(old)) if old[c]]
        if taken:
            less = old[:]
            less[taken[rng.randbelow(len(taken))]] -= 1
            assert _grown(_packed(tuple(less)), len(less)) == 0, trial
            assert next_units(tuple(less), ()) == _reference(tuple(less), ()), trial
            lost += 1
    assert inherited > 200 and lost > 30
    clear_caches()


def test_ck20_an_artificial_card_is_not_inherited_by_a_hand_that_lost_its_payment() -> None:
    """Tc (+7, artificial, 5 points) with seven Cl (−1) is a compound; the rest of the hand must pay
    5 points back (CK-20). With Ra (5 points) in the hand Tc may be added; in the next hand Ra is
    gone (paid or laid): that hand does not hold the old one card for card, so Tc is not taken over
    from it, and Tc is refused, as ``walk`` says. With Ra and two cards more, Tc is inherited."""
    tc = parse_unit("Tc")
    clear_caches()
    paid = hand("Tc Cl*7 Ra")
    assert tc in next_units(paid, ())
    bare = hand("Tc Cl*7")
    assert not _grown(_packed(bare), len(bare)) >> tc & 1
    assert tc not in next_units(bare, ())
    assert not walk(bare, (tc,), lambda chosen, used: True)
    more = hand("Tc Cl*7 Ra H O")
    assert _grown(_packed(more), len(more)) >> tc & 1
    assert next_units(more, ()) == _reference(more, ())
    clear_caches()


def test_the_card_for_card_check_of_packed_hands_equals_comparing_every_count() -> None:
    """``_grown`` compares packed hands with guard bits; on random pairs of count vectors (equal,
    larger, smaller, mixed; counts 0–12) it inherits exactly when every count of the new hand is at
    least the old one's."""
    rng = Rng(1011)
    size = catalogue().size
    both = {True: 0, False: 0}
    clear_caches()
    for trial in range(3000):
        old = [rng.randbelow(4) if rng.randbelow(3) else 0 for _ in range(size)]
        new = old[:]
        for _ in range(rng.randbelow(6)):
            c = rng.randbelow(size)
            new[c] = max(0, min(12, new[c] + rng.randbelow(5) - (2 if trial % 2 else 0)))
        _EMPTY[:] = [(_packed(tuple(old)), 1)]
        holds = all(a >= b for a, b in zip(new, old, strict=True))
        assert (_grown(_packed(tuple(new)), size) == 1) is holds, (old, new)
        both[holds] += 1
    assert min(both.values()) > 500
    clear_caches()


def test_ck13_a_charge_without_room_is_refused_whole_and_recipes_stay_refused() -> None:
    """Hand-made hands where a draft leaves charges whose every pattern needs more of some charge
    than the rest holds (P(+5) beside C(+4) needs three −3 units, CK-13: two −2 and a −5 would
    hold a zero part) and hands where the only completion is a neutral recipe's single cards (H, H,
    O is H₂O: [decided], it is laid as the combination [H2O]). Every one-unit draft's answer equals
    ``walk``'s; some available unit is refused in each hand, so the refusals are exercised."""
    for text in (
        "P N C O*4 Cl*2 H Na",
        "P N*2 C S O*3 K Ca",
        "H*2 O Na Cl",
        "H*3 O N C O",
        "Fe*2 O*3 Al Cl*3 S",
    ):
        clear_caches()
        h = hand(text)
        refused = 0
        for u in _available(h)[0]:
            draft = (u.index,)
            if not walk(h, draft, lambda chosen, used: True):
                continue
            got = next_units(h, draft)
            assert got == _reference(h, draft), (text, str(u))
            refused += len(_available(h)[0]) - len(got)
        assert refused, text
    clear_caches()
    h2o = hand("H*2 O")
    h = parse_unit("H(+1)")
    assert parse_unit("O") not in next_units(h2o, (h,))  # only H H O would complete: the recipe
    clear_caches()


def test_ck3_the_fitting_units_and_small_compounds_of_a_hand_equal_counting_card_by_card() -> None:
    """``_available_mask`` and ``_small_in_hand`` look every card's count up in padded rows (a C
    loop); on seeded hands, and on a hand-made one holding more of a card than any deck may
    (CK-3), they equal checking every unit's needs against the hand, and the index's rows card by
    card as before."""
    from chemcards.games.chemie_kartenspiel.search import _available_mask, _small, _small_in_hand, units

    small = _small()
    rng = Rng(1012)
    deck = starter().cards()
    hands = [hand("O*130 H*3 Na"), hand("Protomaterie*10 Cl")]
    for _ in range(60):
        pile = list(deck)
        rng.shuffle(pile)
        counts = [0] * catalogue().size
        for c in pile[: 1 + rng.randbelow(30)]:
            counts[c] += 1
        hands.append(tuple(counts))
    for h in hands:
        clear_caches()
        want = sum(1 << u.index for u in units() if all(h[c] >= n for c, n in u.need))
        assert _available_mask(h) == want
        missing = 0
        for card, row in enumerate(small.over):
            if h[card] < len(row):
                missing |= row[h[card]]
        assert _small_in_hand(h) == small.every & ~missing
    clear_caches()
