"""Issue 18 point 3 (session 9): the Chemie-Kartenspiel's faster paths give exactly the answers of
their references.

- CK-20 payment: ``feasible`` answers one debt by two shortcuts before the cached search; it must
  agree with ``payment_feasible`` and with a subset-sum by definition on every kind of count vector;
- ``next_units`` (the ``add`` steps of ``legal_actions``) against the exhaustive ``walk`` in seeded
  random games at 2 and 4 players, draft by draft as random play builds, drops and lays them
  (CK-11…CK-20).
"""

from __future__ import annotations

from chemcards.core.rng import Rng
from chemcards.games.chemie_kartenspiel.payment import MAX_POINTS, feasible, payment_feasible


def _pays_by_definition(counts: list[int], owed: int) -> bool:
    """CK-20 for one debt: some cards whose points add up exactly to ``owed`` (subset sums)."""
    reach = {0}
    for value, n in enumerate(counts):
        for _ in range(n if value else 0):
            reach |= {s + value for s in reach if s + value <= owed}
    return owed in reach


def test_ck20_payment_shortcuts_agree_with_the_search_and_the_definition() -> None:
    """Random count vectors (sparse and full, with and without 1- and 2-point cards) and debts of
    0–2 artificial cards: ``feasible`` says what ``payment_feasible`` says; for one debt both say
    what trying every subset of the cards says. Both verdicts occur often."""
    rng = Rng(918)
    verdicts = {True: 0, False: 0}
    for trial in range(4000):
        counts = [0] * (MAX_POINTS + 1)
        for _ in range(rng.randbelow(9)):
            value = 1 + rng.randbelow(MAX_POINTS if trial % 3 else 9)
            counts[value] += 1
        if trial % 4 == 0:
            counts[1] = counts[2] = 0  # no small change: the shortcuts cannot answer
        owed = tuple(1 + rng.randbelow(12) for _ in range(rng.randbelow(3)))
        got = feasible(list(counts), owed)
        assert got == payment_feasible(tuple(counts), owed), (counts, owed)
        if len(owed) == 1:
            assert got == _pays_by_definition(counts, owed[0]), (counts, owed)
        verdicts[got] += 1
    assert min(verdicts.values()) > 500
    # the rulebook's artificial cards (Tc 5, Pm 4, Am 7, Pu 9) against a hand of one 1 and one 2
    small = [0, 1, 1] + [0] * (MAX_POINTS - 2)
    assert feasible(small, (3,)) and not feasible(small, (4,)) and not feasible(small, (5,))


def test_ck11_to_ck20_add_steps_equal_the_reference_as_random_play_builds_and_drops() -> None:
    """Seeded random games at 2 and 4 players (seeds of their own), every build step with a hand of
    at most 24 cards: the ``add`` steps offered are exactly the units for which ``walk`` finds a
    valid, payable compound holding draft + unit. Random play adds, drops, lays and skips, so the
    answers are asked in the order the caches meet them in play (a draft after a drop has a cached
    child but maybe no cached parent)."""
    from test_ck_speed_s8 import _on_the_way_to_a_recipe  # CK-15 [decided], session 15

    from chemcards.core.seats import Seat
    from chemcards.games.chemie_kartenspiel import GAME
    from chemcards.games.chemie_kartenspiel.actions import Add, Drop
    from chemcards.games.chemie_kartenspiel.search import _available, clear_caches, walk
    from chemcards.games.chemie_kartenspiel.state import BUILD

    compared = drops = big = 0
    for players, seed in ((2, 51), (4, 52), (2, 53), (4, 54)):
        clear_caches()
        state = GAME.new_state([Seat(f"P{i}") for i in range(players)], GAME.resolve_options({}), Rng(seed))
        pick = Rng(seed + 5).randbelow
        steps = 0
        while GAME.to_act(state) and steps < 300:
            seat = GAME.to_act(state)[0]
            legal = GAME.legal_actions(state, seat)
            if state.phase == BUILD and sum(state.hands[seat]) <= 24:
                h = tuple(state.hands[seat])
                adds = tuple(a.unit for a in legal if isinstance(a, Add))
                want = tuple(sorted(u.index for u in _available(h)[0]
                                    if walk(h, (*state.draft, u.index), lambda chosen, used: True)
                                    or _on_the_way_to_a_recipe(h, state.draft, u.index)))
                assert adds == want, (h, state.draft)
                compared += 1
                big += len(state.draft) >= 2
            action = legal[pick(len(legal))]
            drops += isinstance(action, Drop)
            GAME.apply(state, seat, action)
            steps += 1
    assert compared > 300 and drops > 10 and big > 50


def test_ck20_a_kept_compound_proves_a_unit_only_where_the_rest_of_the_hand_pays() -> None:
    """The empty draft first tries compounds earlier searches found (``_remember``/``_recall``). A
    kept compound is valid in any hand (CK-11…CK-18), but its artificial cards must be paid from
    the rest of *this* hand (CK-20): Tc (+7, 5 points) with seven Cl (−1) proves Tc in a hand
    holding 5 more points (one Ra), not in a hand of exactly those eight cards, and each answer
    is the one ``walk`` gives."""
    from chemcards.games.chemie_kartenspiel.catalogue import catalogue
    from chemcards.games.chemie_kartenspiel.notation import parse_unit
    from chemcards.games.chemie_kartenspiel.search import (
        _recall,
        _remember,
        clear_caches,
        next_units,
        units,
        walk,
    )

    tc, cl = parse_unit("Tc"), parse_unit("Cl")
    cards = {el.symbol: el.index for el in catalogue().elements}
    bare = [0] * catalogue().size
    bare[cards["Tc"]], bare[cards["Cl"]] = 1, 7
    paid = bare[:]
    paid[cards["Ra"]] = 1
    compound = [cl] * 7 + [tc]
    for hand, pays in ((tuple(bare), False), (tuple(paid), True)):
        clear_caches()
        _remember(compound)
        proven = _recall(hand, [units()[tc]], 0)
        assert bool(proven >> tc & 1) is pays
        assert (tc in next_units(hand, ())) is pays
        assert walk(hand, (tc,), lambda chosen, used: True) is pays
    clear_caches()


def test_ck20_payable_points_counts_every_card_with_points_by_its_value() -> None:
    """The counts ``payment_feasible`` works on (CK-20: cards pay by their points, Protomaterie
    with 0 points never pays), gathered per value, equal summing card by card, for random hands."""
    from chemcards.games.chemie_kartenspiel.catalogue import catalogue
    from chemcards.games.chemie_kartenspiel.payment import payable_points

    els = catalogue().elements
    rng = Rng(920)
    for _ in range(500):
        hand = [rng.randbelow(4) for _ in els]
        want = [0] * (MAX_POINTS + 1)
        for el in els:
            if el.points > 0:
                want[el.points] += hand[el.index]
        assert payable_points(hand) == payable_points(tuple(hand)) == tuple(want)


def _infer_by_definition(singles: dict[int, int | None], counts: dict[int, int],
                         combos: tuple[tuple[int, int, int], ...], shield: bool, text: str) -> object:
    """Reading a text's missing charges as session 8 did: every charge choice made into a compound,
    the valid zero-sum one (CK-11…CK-13), else the first zero-sum one, else the nearest to zero."""
    from itertools import product

    from chemcards.games.chemie_kartenspiel.catalogue import catalogue
    from chemcards.games.chemie_kartenspiel.compounds import Compound, Invalid, check_rules

    cat = catalogue()
    open_ = [e for e, c in singles.items() if c is None]
    candidates = []
    for choice in product(*[cat.elements[e].single_charges() for e in open_]):
        given = dict(singles)
        given.update(zip(open_, choice, strict=True))
        parts = tuple(sorted((e, given[e] or 0, counts[e]) for e in given))
        candidates.append(Compound(parts, combos, shield))
    zero = [c for c in candidates if sum(c.unit_charges()) == 0]
    if not zero:
        return min(candidates, key=lambda c: abs(sum(c.unit_charges())))
    valid = []
    for c in zero:
        try:
            check_rules(c)
        except Invalid:
            continue
        valid.append(c)
    if len(valid) > 1:
        return "ambiguous"
    return valid[0] if valid else zero[0]


def test_ck12_reading_missing_charges_equals_trying_every_choice() -> None:
    """A compound written without charges (as the log writes a laid one when that reads back,
    CK-12) is read as the reference reads it: the same compound, or both call it ambiguous.
    Random element multisets of 1–6 kinds, some with a combination, most with no charge given."""
    from chemcards.games.chemie_kartenspiel import compounds
    from chemcards.games.chemie_kartenspiel.catalogue import catalogue

    cat = catalogue()
    elements = [el for el in cat.elements if not el.joker]
    several = [el for el in elements if len(el.single_charges()) > 1]  # where choices differ
    rng = Rng(921)
    kinds = {"ambiguous": 0, "compound": 0}  # random texts are rarely ambiguous: two fixed ones below
    for trial in range(3000):
        singles: dict[int, int | None] = {}
        counts: dict[int, int] = {}
        mixed = trial % 2  # odd: any elements, some charges given; even: two of several charges
        for _ in range(1 + rng.randbelow(6) if mixed else 2):
            pool = elements if mixed else several
            el = pool[rng.randbelow(len(pool))]
            charges = el.single_charges()
            given = charges[rng.randbelow(len(charges))]
            singles[el.index] = None if not mixed or rng.randbelow(4) else given
            counts[el.index] = counts.get(el.index, 0) + 1 + rng.randbelow(3 if mixed else 2)
        combos: tuple[tuple[int, int, int], ...] = ()
        if mixed and not rng.randbelow(4):
            combos = ((rng.randbelow(len(cat.combinations)), 0, 1),)
        want = _infer_by_definition(dict(singles), dict(counts), combos, False, "x")
        try:
            got: object = compounds._infer_charges(dict(singles), dict(counts), combos, False, "x")
        except ValueError:
            got = "ambiguous"
        assert got == want, (singles, counts, combos)
        kinds["ambiguous" if want == "ambiguous" else "compound"] += 1
    assert kinds["compound"] > 1000
    # texts with two valid readings (N+3 P-3 or N-3 P+3; H-1 P+3 or H+1 P-3): both refuse them
    for text, held in (("NP", (("N", 1), ("P", 1))), ("H3P", (("H", 3), ("P", 1)))):
        counts = {cat.by_symbol[sym]: n for sym, n in held}
        assert _infer_by_definition(dict.fromkeys(counts), counts, (), False, text) == "ambiguous"
        try:
            compounds._infer_charges(dict.fromkeys(counts), counts, (), False, text)
        except ValueError as why:
            assert "ambiguous" in str(why)
        else:
            raise AssertionError(f"{text} was read as one compound")


def test_ck11_to_ck20_after_a_drop_the_answer_equals_the_reference() -> None:
    """After a question about ``draft + u``, the question about ``draft`` (a ``drop`` of ``u``)
    starts from the units the first answer proves (``_after_drop``). Its answer must still be
    exactly the reference's (``walk``), also when ``draft + u`` leads nowhere (an empty first
    answer proves nothing, not even ``u``). Random 9–16-card hands from the starter deck."""
    from chemcards.games.chemie_kartenspiel.catalogue import catalogue
    from chemcards.games.chemie_kartenspiel.decks import starter
    from chemcards.games.chemie_kartenspiel.search import (
        _after_drop,
        _available,
        clear_caches,
        next_units,
        walk,
    )

    def reference(hand: tuple[int, ...], draft: tuple[int, ...]) -> tuple[int, ...]:
        return tuple(sorted(u.index for u in _available(hand)[0]
                            if walk(hand, tuple(sorted((*draft, u.index))), lambda chosen, used: True)))

    deck = starter().cards()
    rng = Rng(922)
    used = dead = 0
    for _ in range(150):
        pile = list(deck)
        rng.shuffle(pile)
        counts = [0] * catalogue().size
        for c in pile[:9 + rng.randbelow(8)]:
            counts[c] += 1
        hand = tuple(counts)
        first = next_units(hand, ())
        if not first:
            continue
        u = first[rng.randbelow(len(first))]
        second = next_units(hand, (u,))
        others = [x for x in _available(hand)[0] if x.index not in second]
        grown_drafts = []
        if second:  # a draft that can still be completed
            grown_drafts.append(tuple(sorted((u, second[rng.randbelow(len(second))]))))
        if others:  # a draft that leads nowhere
            grown_drafts.append(tuple(sorted((u, others[rng.randbelow(len(others))].index))))
        for grown in grown_drafts:
            clear_caches()
            child = next_units(hand, grown)
            for i in range(len(grown)):
                draft = grown[:i] + grown[i + 1:]
                clear_caches()
                next_units(hand, grown)
                used += bool(_after_drop(hand, draft))
                dead += not child
                assert next_units(hand, draft) == reference(hand, draft), (hand, grown, draft)
    clear_caches()
    assert used > 100 and dead > 20
