"""The compound search: which units may still be added to a draft, and every/the best compound.

A *unit* is what a compound is made of (CK-13: "combinations counting as single units"): one
element card with a committed charge (charge 0 only for a stable card alone, CK-14), or one printed
combination with a given number of jokers (CK-15, CK-16, CK-18). Units are numbered once for the
whole catalogue, sorted by charge, so a search adds all negative units before any positive one.

The search is complete and small because of three facts:
- a multiset of units that already holds a zero-sum part can never become a valid compound (CK-13);
- a minimal zero-sum multiset with values in [-n, m] has at most n positive and m negative members
  (Lambert 1987), which bounds the size of every compound;
- additions alternate by sign (positive while the total is <= 0, negative while it is > 0), so the
  running total stays near zero and an impossible branch dies early.
Payment for artificial cards (CK-20) is checked on each complete candidate.

The engine builds a compound in steps (``add``/``drop``/``lay``): ``next_units`` offers exactly
those units after which a valid, payable compound can still be completed, so the steps are
complete (any compound can be built) and never lead into a dead end. It answers from the charge
*patterns* (every indivisible zero-sum multiset of charges, found once), an index of every small
compound, and a search that only fills a pattern's missing charges; ``walk`` is the exhaustive
reference the tests hold it to (issue 18: the unit-by-unit search was 90 % of a random playout).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import cache, lru_cache, reduce
from itertools import combinations, combinations_with_replacement, product
from operator import getitem, itemgetter, or_
from typing import Any

from .catalogue import catalogue
from .compounds import Compound, Invalid, check_rules
from .formulas import format_unit
from .payment import feasible, payable_points, payment_feasible

#: the missing charges of each pattern (sorted), with their (charge, count) pairs
Residuals = tuple[tuple[tuple[int, ...], tuple[tuple[int, int], ...]], ...]

_OFF = 256  # bit of subset sum 0 in the bitmask of reachable subset sums


@dataclass(frozen=True, slots=True)
class Unit:
    index: int
    charge: int
    element: int  # the card of a single unit; -1 for a combination
    combo: int  # the combination; -1 for a single card
    jokers: int
    need: tuple[tuple[int, int], ...]  # (card, how many) taken from the hand
    points: int
    attacks: int
    debts: tuple[int, ...]  # points owed for artificial cards (CK-20)
    black: int  # black-border cards in it (CK-22)

    def __str__(self) -> str:
        return format_unit(self.element, self.charge, self.combo, self.jokers)


@cache
def units() -> tuple[Unit, ...]:
    cat = catalogue()
    raw: list[tuple[int, int, int, int, tuple[tuple[int, int], ...]]] = []
    for el in cat.elements:
        if el.joker:
            continue
        for charge in el.single_charges():
            raw.append((charge, el.index, -1, 0, ((el.index, 1),)))
    for combo in cat.combinations:
        for j in range(combo.max_jokers() + 1):
            need = [(combo.defining, combo.defining_count)]
            if combo.other_count > j:
                need.append((combo.other, combo.other_count - j))
            if j:
                need.append((cat.proto, j))
            raw.append((combo.charge, -1, combo.index, j, tuple(need)))
    raw.sort(key=lambda r: (r[0], r[1], r[2], r[3]))
    out = []
    for i, (charge, e, k, j, needs) in enumerate(raw):
        cards = [c for c, n in needs for _ in range(n)]
        els = cat.elements
        pts = els[e].points if e >= 0 else cat.combinations[k].points
        out.append(
            Unit(
                i,
                charge,
                e,
                k,
                j,
                needs,
                pts,
                sum(els[c].attacks for c in cards),
                tuple(els[c].points for c in cards if els[c].artificial),
                sum(1 for c in cards if els[c].black_border),
            )
        )
    return tuple(out)


@cache
def unit_lookup() -> dict[tuple[int, int, int], int]:
    """(element, charge, -1) for a single card, (-1, combination, jokers) for a combination -> unit."""
    out = {}
    for u in units():
        out[(u.element, u.charge, -1) if u.element >= 0 else (-1, u.combo, u.jokers)] = u.index
    return out


def compound_of(draft: tuple[int, ...], shield: bool = False) -> Compound:
    all_units = units()
    singles: dict[tuple[int, int], int] = {}
    combos: dict[tuple[int, int], int] = {}
    for i in draft:
        u = all_units[i]
        if u.element >= 0:
            singles[(u.element, u.charge)] = singles.get((u.element, u.charge), 0) + 1
        else:
            combos[(u.combo, u.jokers)] = combos.get((u.combo, u.jokers), 0) + 1
    return Compound(
        tuple(sorted((e, c, n) for (e, c), n in singles.items())),
        tuple(sorted((k, j, n) for (k, j), n in combos.items())),
        shield,
    )


def formable_combinations(hand: tuple[int, ...], draft: tuple[int, ...] = (),
                          shield: bool = False) -> tuple[int, ...]:
    """The combination units (CK-15) that can still be formed from the cards ``draft`` (and the
    shield, CK-19) leave in ``hand``: every real card a unit needs is there, so a combination is
    never offered on jokers alone or with more jokers than real cards (CK-18: each unit's ``need``
    holds the defining card and at least as many real cards as jokers). Play-through 11 (en 8,
    zh 6): after "PuOS" the hand offered "OH (✱×1)" and "SO₃ (✱×2)" with no O, H or S left."""
    used = compound_of(draft, shield).cards()
    left = [n - used.get(c, 0) for c, n in enumerate(hand)]
    return tuple(u.index for u in units() if u.combo >= 0 and all(left[c] >= n for c, n in u.need))


def units_of(compound: Compound) -> tuple[int, ...]:
    """The sorted unit numbers of a compound; ``KeyError`` if it holds something no unit is."""
    look = unit_lookup()
    out = [look[(e, c, -1)] for e, c, n in compound.singles for _ in range(n)]
    out += [look[(-1, k, j)] for k, j, n in compound.combos for _ in range(n)]
    return tuple(sorted(out))


@cache
def _neutral_recipes() -> dict[frozenset[tuple[int, int]], str]:
    cat = catalogue()
    return {
        frozenset({(c.defining, c.defining_count), (c.other, c.other_count)}): c.formula
        for c in cat.combinations
        if c.charge == 0
    }


def is_neutral_recipe(chosen: list[int] | tuple[int, ...]) -> bool:
    """[decided] single cards that are exactly a printed neutral combination count as it."""
    if len(chosen) > 4:
        return False
    return tuple(sorted(chosen)) in _neutral_unit_sets()


@cache
def _neutral_unit_sets() -> frozenset[tuple[int, ...]]:
    """Every sorted multiset of at most four units that :func:`_is_neutral_recipe` accepts, found
    once by trying all of them whose cards could make a recipe (the proofs ask thousands of times)."""
    singles = [u.index for u in units() if u.element >= 0]
    wanted = {c for recipe in _neutral_recipes() for c, _ in recipe}
    pool = [i for i in singles if units()[i].element in wanted]
    return frozenset(
        combo
        for k in range(1, 5)
        for combo in combinations_with_replacement(pool, k)
        if _is_neutral_recipe(combo)
    )


@cache
def _counted_table() -> dict[tuple[int, ...], int]:
    """Sorted single units that are exactly a printed neutral combination, read as a valid compound
    but for that (zero charge, one charge per element, indivisible) -> the combination's unit."""
    look = unit_lookup()
    recipes = {frozenset({(c.defining, c.defining_count), (c.other, c.other_count)}): c.index
               for c in catalogue().combinations if c.charge == 0}
    out: dict[tuple[int, ...], int] = {}
    for chosen in _neutral_unit_sets():
        try:
            check_rules(compound_of(chosen))
        except Invalid as why:
            if why.key != "is_combination":
                continue
        cards: dict[int, int] = {}
        for i in chosen:
            cards[units()[i].element] = cards.get(units()[i].element, 0) + 1
        out[chosen] = look[(-1, recipes[frozenset(cards.items())], 0)]
    return out


def counted(draft: tuple[int, ...]) -> tuple[int, ...]:
    """[decided] (CK-15) single cards that are exactly a printed neutral combination count as it:
    the sorted draft H(+1), H(+1), O(−2) is laid as the unit H₂O; any other draft as it is."""
    if not 1 < len(draft) <= 4:
        return draft
    unit = _counted_table().get(tuple(sorted(draft)))
    return draft if unit is None else (unit,)


@cache
def _completions() -> dict[tuple[int, ...], tuple[tuple[tuple[int, ...], tuple[int, ...]], ...]]:
    """A sorted draft that is part of single cards :func:`counted` reads as a combination -> each
    such whole (sorted) with the units that may come next on the way to it, in any order: H, H, O
    as well as O, H, H (play-through 13 zh 3: the last H was refused)."""
    out: dict[tuple[int, ...], set[tuple[tuple[int, ...], tuple[int, ...]]]] = {}
    for whole in _counted_table():
        for k in range(1, len(whole)):
            for part in set(combinations(whole, k)):
                rest = list(whole)
                for i in part:
                    rest.remove(i)
                out.setdefault(part, set()).add((whole, tuple(sorted(set(rest)))))
    return {k: tuple(sorted(v)) for k, v in out.items()}


def recipe_steps(hand: tuple[int, ...], draft: tuple[int, ...]) -> tuple[int, ...]:
    """Single units that lead ``draft`` (sorted) on to exactly a printed neutral combination's
    cards, which count as it (:func:`counted`), when the hand holds all of them; ``next_units``
    leaves them out, since the search reaches that compound as the combination's own unit."""
    found = _completions().get(draft) if draft else None
    if not found:
        return ()
    all_units = units()
    out: set[int] = set()
    for whole, steps in found:
        need: dict[int, int] = {}
        for i in whole:
            need[all_units[i].element] = need.get(all_units[i].element, 0) + 1
        if all(hand[e] >= n for e, n in need.items()) and is_complete(hand, counted(whole)):
            out.update(steps)
    return tuple(sorted(out))


def recipe_wholes(hand: tuple[int, ...], draft: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
    """The single cards (sorted units) that contain ``draft`` and are exactly a printed neutral
    combination's cards, laid as it (:func:`counted`, [decided] CK-15), where the hand holds them
    and the combination is a valid, payable compound: ``walk`` never visits these (it reaches that
    compound as the combination's own unit), so a draft of H, H or H, H, O has them only here.
    Play-through 16 en 1: with H, H, O picked the hint found no compound and said "pass"."""
    if not draft:
        return ()
    draft = tuple(sorted(draft))
    table = _counted_table()
    wholes = [draft] if draft in table else [whole for whole, _ in _completions().get(draft, ())]
    all_units = units()
    out: list[tuple[int, ...]] = []
    for whole in wholes:
        need: dict[int, int] = {}
        for i in whole:
            need[all_units[i].element] = need.get(all_units[i].element, 0) + 1
        if all(hand[e] >= n for e, n in need.items()) and is_complete(hand, counted(whole)):
            out.append(whole)
    return tuple(sorted(set(out)))


def _is_neutral_recipe(chosen: list[int] | tuple[int, ...]) -> bool:
    """:func:`is_neutral_recipe` by its definition (the reference its table is made from)."""
    all_units = units()
    if len(chosen) > 4:
        return False
    cards: dict[int, int] = {}
    for i in chosen:
        u = all_units[i]
        if u.element < 0:
            return False
        cards[u.element] = cards.get(u.element, 0) + 1
    return frozenset(cards.items()) in _neutral_recipes()


Visit = Callable[[list[int], list[int]], bool]


def walk(hand: tuple[int, ...], draft: tuple[int, ...], visit: Visit, payable: bool = True) -> bool:
    """Call ``visit(units, rest_of_hand)`` for every valid compound that contains ``draft`` and fits
    in ``hand`` (payable, unless told otherwise); stop early when ``visit`` returns True. Returns
    whether it stopped early. Each compound is visited once."""
    all_units = units()
    used = list(hand)
    commit: dict[int, int] = {}
    chosen = list(draft)
    reach = 1 << _OFF
    total = pos = neg = 0
    for step, i in enumerate(draft):
        u = all_units[i]
        for c, n in u.need:
            used[c] -= n
            if used[c] < 0:
                return False
        if u.element >= 0 and commit.setdefault(u.element, u.charge) != u.charge:
            return False  # CK-12
        v = u.charge
        if total + v == 0:
            if step < len(draft) - 1:
                return False  # this part already sums to zero and more follows (CK-13)
        elif reach >> (_OFF - v) & 1:
            return False  # a part already sums to zero (CK-13)
        reach |= reach << v if v > 0 else reach >> -v
        total += v
        pos += v > 0
        neg += v < 0
    if draft and total == 0:
        return _complete(chosen, used, visit, payable)
    # units that fit in the whole hand (a superset of what still fits: the loop checks each one)
    avail, positives, negatives, max_pos, max_neg = _available(hand)
    if pos > max_neg or neg > max_pos:
        return False
    if not draft:
        for u in avail:  # a zero-charge unit stands alone: a stable card or a neutral combination
            if u.charge == 0:
                chosen.append(u.index)
                for c, n in u.need:
                    used[c] -= n
                stop = _complete(chosen, used, visit, payable)
                for c, n in u.need:
                    used[c] += n
                chosen.pop()
                if stop:
                    return True

    # Additions are generated in one canonical order: a positive unit while the total is <= 0, a
    # negative one while it is > 0, each sign in nondecreasing unit order. Every multiset of
    # additions has exactly one such order, and the running total stays within (-max_neg, max_pos].
    def dfs(pstart: int, nstart: int, reach: int, total: int, pos: int, neg: int) -> bool:
        if total <= 0:
            if pos >= max_neg:
                return False
            pool, start, positive = positives, pstart, True
        else:
            if neg >= max_pos:
                return False
            pool, start, positive = negatives, nstart, False
        for idx in range(start, len(pool)):
            u = pool[idx]
            v = u.charge
            e = u.element
            if e >= 0 and commit.get(e, v) != v:  # CK-12
                continue
            need = u.need
            if any(used[c] < n for c, n in need):
                continue
            if total + v == 0:
                chosen.append(u.index)
                for c, n in need:
                    used[c] -= n
                stop = _complete(chosen, used, visit, payable)
                for c, n in need:
                    used[c] += n
                chosen.pop()
                if stop:
                    return True
                continue
            if reach >> (_OFF - v) & 1:  # CK-13: some part would sum to zero
                continue
            for c, n in need:
                used[c] -= n
            fresh = e >= 0 and e not in commit
            if fresh:
                commit[e] = v
            chosen.append(u.index)
            nxt = reach | (reach << v if v > 0 else reach >> -v)
            if positive:
                stop = dfs(idx, nstart, nxt, total + v, pos + 1, neg)
            else:
                stop = dfs(pstart, idx, nxt, total + v, pos, neg + 1)
            chosen.pop()
            if fresh:
                del commit[e]
            for c, n in need:
                used[c] += n
            if stop:
                return True
        return False

    stopped = dfs(0, 0, reach, total, pos, neg)
    dfs = None  # type: ignore[assignment]  # it calls itself: a cycle left for the collector otherwise
    return stopped


@lru_cache(maxsize=4096)
def _available(hand: tuple[int, ...]) -> tuple[list[Unit], list[Unit], list[Unit], int, int]:
    avail = [u for u in units() if all(hand[c] >= n for c, n in u.need)]
    max_pos = max([u.charge for u in avail] + [0])
    max_neg = max([-u.charge for u in avail] + [0])
    return (avail, [u for u in avail if u.charge > 0], [u for u in avail if u.charge < 0], max_pos, max_neg)


def _complete(chosen: list[int], used: list[int], visit: Visit, payable: bool) -> bool:
    if is_neutral_recipe(chosen):
        return False
    if payable:
        all_units = units()
        owed = tuple(d for i in chosen for d in all_units[i].debts)
        if owed and not payment_feasible(payable_points(used), owed):
            return False
    return visit(chosen, used)


@lru_cache(maxsize=16384)
def extendable(hand: tuple[int, ...], draft: tuple[int, ...]) -> bool:
    """Is there a valid, payable compound that contains ``draft`` (possibly ``draft`` itself)?"""
    return walk(hand, draft, lambda chosen, used: True)


def is_complete(hand: tuple[int, ...], draft: tuple[int, ...]) -> bool:
    """Is ``draft`` itself a valid compound whose artificial cards the rest of the hand can pay?
    A draft whose charges do not sum to zero (CK-11) is answered before the cache: every build
    step asks, and most drafts are unfinished (hashing the hand for the cache cost more)."""
    if not draft:
        return False
    charges = _unit_charges()
    if sum([charges[i] for i in draft]) != 0:
        return False
    return _is_complete(hand, draft)


@cache
def _unit_charges() -> tuple[int, ...]:
    return tuple(u.charge for u in units())


@lru_cache(maxsize=16384)
def _is_complete(hand: tuple[int, ...], draft: tuple[int, ...]) -> bool:
    return walk(hand, draft, lambda chosen, used: True)


_NEXT: dict[tuple[bytes, tuple[int, ...]], tuple[int, ...]] = {}
_NEXT_LIMIT = 20000


_NEXT_BITS: dict[tuple[bytes, tuple[int, ...]], int] = {}


#: the hand (as bytes) and draft of the last question answered (a drop asks about one unit less next)
_LAST: list[Any] = [b"", ()]  # [bytes, tuple[int, ...]]


def next_units(hand: tuple[int, ...], draft: tuple[int, ...]) -> tuple[int, ...]:
    """Units that may be added to ``draft`` without leaving every valid compound behind."""
    # The hand as bytes (a count per card, below 128) keys every cache of a question: bytes keep
    # their hash, where a 45-count tuple was hashed again for each of the question's look-ups
    # (issue 18 point 3, session 11).
    packed_hand = bytes(hand)
    key = (packed_hand, draft)
    found = _NEXT.get(key)
    if found is None:
        if draft:
            bits = _next_units(hand, draft, _after_drop(packed_hand, draft), packed_hand)
        else:
            packed = int.from_bytes(packed_hand, "little")
            bits = _next_units(hand, draft, _grown(packed, len(hand)), packed_hand)
            _EMPTY.append((packed, bits))
            if len(_EMPTY) > _EMPTIES:
                del _EMPTY[0]
        found = tuple(_bits(bits))
        if len(_NEXT) >= _NEXT_LIMIT:
            _NEXT.clear()
            _NEXT_BITS.clear()
        _NEXT[key] = found
        _NEXT_BITS[key] = bits
        _LAST[0], _LAST[1] = packed_hand, draft
    return found


#: the answers for the empty draft of the last hands asked, each hand packed a byte per card
_EMPTY: list[tuple[int, int]] = []
_EMPTIES = 8  # one per seat at the largest table, and some to spare


@cache
def _guards(size: int) -> int:
    """The top bit of every byte of a packed hand of ``size`` cards (see :func:`_grown`)."""
    return int.from_bytes(b"\x80" * size, "little")


def _grown(packed: int, size: int) -> int:
    """Units known to be live for the empty draft in the hand ``packed`` (a byte per card count)
    because they were live in an earlier hand it holds card for card: a compound that fits in
    that hand fits here, and the larger rest still pays what it paid (CK-20). A player who
    skipped holds the last hand plus four cards (CK-8), and random play skips often: a turn's
    first question then needs proofs only for what the new cards add (issue 18, speed).
    With guard bits, ``packed`` holds ``old`` card for card exactly when no byte of
    ``(packed | guards) - old`` lost its top bit (counts stay below 128)."""
    if not _EMPTY:
        return 0
    guards = _guards(size)
    top = packed | guards
    known = 0
    for old, bits in _EMPTY:
        if (top - old) & guards == guards:
            known |= bits
    return known


def _after_drop(hand: bytes | tuple[int, ...], draft: tuple[int, ...]) -> int:
    """Units known to be live for ``draft`` when the last question was ``draft`` plus one unit
    ``u`` in the same hand (a ``drop`` just took ``u`` out): every unit that may follow
    ``draft + u`` lies with it in a valid compound that also holds ``draft``, and so does ``u``
    itself when anything may follow it. 0 when nothing is known."""
    last_hand, last = _LAST
    if isinstance(hand, tuple):
        hand = bytes(hand)
    if len(last) != len(draft) + 1 or not (last_hand is hand or last_hand == hand):
        return 0
    child = _NEXT_BITS.get((last_hand, last), 0)
    if not child:
        return 0
    for i, u in enumerate(last):
        if last[:i] + last[i + 1 :] == draft:
            return child | 1 << u
    return 0


@dataclass(frozen=True, slots=True)
class _Masks:
    """Per-catalogue bit masks over unit numbers for :func:`_next_units` (bit ``i`` = unit ``i``)."""

    shares: tuple[int, ...]  # units that take a card this unit also takes (itself included)
    clash: tuple[int, ...]  # units of the same element with another charge (CK-12)
    pair_neutral: tuple[int, ...]  # units that with this one are a neutral recipe's single cards
    by_charge: dict[int, int]
    charges: tuple[tuple[int, int], ...]  # (charge, its units), charges ascending
    debtors: int  # units holding an artificial card (CK-20)
    over: tuple[tuple[int, ...], ...]  # per card, per count held: units needing more of it
    pays: tuple[tuple[tuple[int, int], ...], ...]  # per unit: (points, cards) of its payable cards
    excl: tuple[int, ...]  # per unit: ``clash | shares`` (what a quick proof may not put beside it)
    single: tuple[int, ...]  # per unit: its card when it takes one card of one kind, else -1
    recipe: int  # the single units some neutral recipe is made of (the only ones worth looking up)


@cache
def _masks() -> _Masks:
    all_units = units()
    cat = catalogue()
    shares, clash, pair_neutral, pays = [], [], [], []
    by_charge: dict[int, int] = {}
    debtors = 0
    most = [0] * cat.size
    for u in all_units:
        cards = {c for c, _ in u.need}
        shares.append(sum(1 << w.index for w in all_units if cards & {c for c, _ in w.need}))
        clash.append(
            sum(
                1 << w.index
                for w in all_units
                if u.element >= 0 and w.element == u.element and w.charge != u.charge
            )
        )
        pair_neutral.append(sum(1 << w.index for w in all_units if is_neutral_recipe([u.index, w.index])))
        by_charge[u.charge] = by_charge.get(u.charge, 0) | 1 << u.index
        if u.debts:
            debtors |= 1 << u.index
        pays.append(tuple((cat.elements[c].points, n) for c, n in u.need if cat.elements[c].points > 0))
        for c, n in u.need:
            most[c] = max(most[c], n)
    over = tuple(
        tuple(
            sum(1 << u.index for u in all_units for c, n in u.need if c == card and n > held)
            for held in range(most[card] + 1)
        )
        for card in range(cat.size)
    )
    return _Masks(
        tuple(shares),
        tuple(clash),
        tuple(pair_neutral),
        by_charge,
        tuple(sorted(by_charge.items())),
        debtors,
        over,
        tuple(pays),
        tuple(a | b for a, b in zip(clash, shares, strict=True)),
        tuple(u.need[0][0] if len(u.need) == 1 and u.need[0][1] == 1 else -1 for u in all_units),
        sum(1 << i for i in {i for recipe in _neutral_unit_sets() for i in recipe}),
    )


@lru_cache(maxsize=4096)
def _available_mask(hand: bytes | tuple[int, ...]) -> int:
    """The units that fit in ``hand`` (as :func:`_available`), as a bit mask."""
    return (1 << len(units())) - 1 & ~_missing(_unit_rows(), hand)


_HELD = 128  # more copies of one card than any deck holds (CK-3: 108 cards, ★★★ at most 8)


def _padded(over: tuple[tuple[int, ...], ...]) -> tuple[tuple[int, ...], ...]:
    """``over[card][held]`` (what needs more than ``held`` of ``card``) with every row filled
    with 0 up to :data:`_HELD` counts, so that a hand is looked up without a test per card."""
    return tuple(row + (0,) * (_HELD - len(row)) for row in over)


@cache
def _unit_rows() -> tuple[tuple[int, ...], ...]:
    return _padded(_masks().over)


@cache
def _small_rows() -> tuple[tuple[int, ...], ...]:
    return _padded(_small().over)


def _missing(rows: tuple[tuple[int, ...], ...], hand: bytes | tuple[int, ...]) -> int:
    """The union of ``rows[card][hand[card]]`` over every card: the lookups and the ``|`` run in C
    (``map``/``reduce``), not as a Python step per card (a turn's first question made two such
    unions over the 45 cards of a hand, one of them on the 6 057-bit small-compound index)."""
    try:
        return reduce(or_, map(getitem, rows, hand), 0)
    except IndexError:  # a hand-made hand beyond any deck: card by card
        return reduce(or_, (row[min(held, _HELD - 1)] for row, held in zip(rows, hand, strict=True)), 0)


@cache
def _byte_bits() -> tuple[int, tuple[tuple[tuple[int, ...], ...], ...]]:
    """How many bytes a unit mask takes, and per byte position and value the unit numbers set."""
    size = (len(units()) + 7) // 8
    return size, tuple(
        tuple(tuple(8 * k + i for i in range(8) if b >> i & 1) for b in range(256)) for k in range(size)
    )


def _bits(mask: int) -> list[int]:
    """The unit numbers in ``mask``, ascending (a byte at a time: far fewer Python steps)."""
    size, table = _byte_bits()
    out: list[int] = []
    for k, byte in enumerate(mask.to_bytes(size, "little")):
        if byte:
            out += table[k][byte]
    return out


@dataclass(frozen=True, slots=True)
class _Small:
    """Every valid compound of two or three units that owes nothing (CK-11…CK-18, no artificial
    card), numbered; bit ``t`` of a mask is compound ``t``. ``over[card][held]``: the compounds
    needing more than ``held`` of ``card``; ``having[(unit, k)]``: those with at least ``k`` of
    ``unit``. A hand's compounds are then a few ``|`` and ``&`` on these masks."""

    over: tuple[tuple[int, ...], ...]
    having: dict[tuple[int, int], int]
    every: int
    first: tuple[int, ...]  # per unit, ``having[(unit, 1)]`` (0: in no small compound)


SMALL_UNITS = 3  # the largest compound in :func:`_small` (6 744 of them; four units: 62 540)


@cache
def _small() -> _Small:
    all_units = units()
    size = catalogue().size
    pools: dict[int, list[Unit]] = {}
    for u in all_units:
        if not u.debts:
            pools.setdefault(u.charge, []).append(u)
    need_bits: dict[tuple[int, int], list[int]] = {}  # (card, held) -> compounds needing more
    having_bits: dict[tuple[int, int], list[int]] = {}
    count = 0
    for pattern in patterns():
        if len(pattern) > SMALL_UNITS:
            continue
        groups: dict[int, int] = {}
        for c in pattern:
            groups[c] = groups.get(c, 0) + 1
        parts = [list(combinations_with_replacement(pools.get(c, []), k)) for c, k in groups.items()]
        for pick in product(*parts):
            members = [u for part in pick for u in part]
            commit: dict[int, int] = {}
            if any(u.element >= 0 and commit.setdefault(u.element, u.charge) != u.charge for u in members):
                continue  # CK-12
            if is_neutral_recipe([u.index for u in members]):
                continue
            cards: dict[int, int] = {}
            held: dict[int, int] = {}
            for u in members:
                held[u.index] = held.get(u.index, 0) + 1
                for c, n in u.need:
                    cards[c] = cards.get(c, 0) + n
            for c, n in cards.items():
                for h in range(n):
                    need_bits.setdefault((c, h), []).append(count)
            for i, n in held.items():
                for k in range(1, n + 1):
                    having_bits.setdefault((i, k), []).append(count)
            count += 1

    def mask(numbers: list[int]) -> int:
        bitmap = bytearray((count + 7) // 8)
        for t in numbers:
            bitmap[t >> 3] |= 1 << (t & 7)
        return int.from_bytes(bitmap, "little")

    most = [0] * size
    for c, h in need_bits:
        most[c] = max(most[c], h + 1)
    over = tuple(tuple(mask(need_bits.get((c, h), [])) for h in range(most[c])) for c in range(size))
    having = {key: mask(ts) for key, ts in having_bits.items()}
    return _Small(over, having, (1 << count) - 1, tuple(having.get((u.index, 1), 0) for u in all_units))


@lru_cache(maxsize=1024)
def _small_in_hand(hand: bytes | tuple[int, ...]) -> int:
    """The compounds of :func:`_small` that fit in ``hand``."""
    small = _small()
    return small.every & ~_missing(_small_rows(), hand)


#: the units of a candidate mask of one charge (the search's pools; masks recur across questions)
_POOLS: dict[int, list[Unit]] = {}
_POOLS_LIMIT = 50000


#: per mask of units of one charge: a getter of the summed counts of its one-card units' cards,
#: and the needs of its other units (the search's room check; masks recur across questions)
RoomParts = tuple[Callable[[list[int]], int] | None, tuple[tuple[tuple[int, int], ...], ...]]
_ROOM_PARTS: dict[int, RoomParts] = {}


def _room_parts(key: int) -> RoomParts:
    all_units = units()
    single = _masks().single
    cards = [single[i] for i in _bits(key) if single[i] >= 0]
    combos = tuple(all_units[i].need for i in _bits(key) if single[i] < 0)
    get: Callable[[list[int]], int] | None
    if not cards:
        get = None
    elif len(cards) == 1:
        get = itemgetter(cards[0])
    else:
        many = itemgetter(*cards)

        def get(rest: list[int], many: Callable[[list[int]], tuple[int, ...]] = many) -> int:
            return sum(many(rest))

    if len(_ROOM_PARTS) >= _POOLS_LIMIT:
        _ROOM_PARTS.clear()
    parts = _ROOM_PARTS[key] = (get, combos)
    return parts


class _Query:
    """One :func:`_next_units` question: the rest of the hand after the draft, its commitments and
    debts, and the candidate units, shared by the quick proofs and the search."""

    __slots__ = (
        "allowed",
        "base",
        "before",
        "cand",
        "commit",
        "draft",
        "fitting",
        "masks",
        "neutral_possible",
        "owed",
        "paid",
        "rest",
        "room",
    )

    def __init__(
        self,
        hand: tuple[int, ...],
        draft: tuple[int, ...],
        rest: list[int],
        commit: dict[int, int],
        base: tuple[int, ...],
        cand: int,
    ) -> None:
        all_units = units()
        self.draft = draft
        self.rest = rest
        self.commit = commit
        self.base = base
        self.cand = cand
        self.masks = masks = _masks()
        recipe = masks.recipe
        owed: tuple[int, ...] = ()
        singles = True  # a neutral recipe is made of single cards, at most four, of its elements
        for i in draft:
            u = all_units[i]
            if u.debts:
                owed += u.debts
            if not recipe >> i & 1:
                singles = False
        self.owed = owed
        self.neutral_possible = singles and len(draft) <= 2
        self.paid: list[int] | None = None  # payable_points(rest), when first needed
        self.before = rest[:]  # the rest after the draft (the search takes cards out of ``rest``)
        self.room: dict[int, int] = {}
        # per charge: the missing charges of the patterns found to fit so far, how far the patterns
        # were checked, and all of them (see :meth:`fit`)
        self.fitting: dict[int, tuple[list[tuple[int, ...]], list[int], Residuals]] = {}
        self.allowed = cand & ~masks.debtors  # what a quick proof may add beside the unit it proves

    def payable(self, owed: tuple[int, ...], extra: tuple[int, ...] | list[int]) -> bool:
        """Can the rest of the hand, less the cards of the units ``extra``, pay ``owed`` (CK-20)?"""
        if not owed:
            return True
        if self.paid is None:
            self.paid = list(payable_points(self.rest))
        counts = self.paid[:]
        pays = _masks().pays
        for i in extra:
            for value, n in pays[i]:
                counts[value] -= n
        return feasible(counts, owed)

    def quick(self, v: int, debts: tuple[int, ...], short: tuple[tuple[int, ...], ...]) -> int:
        """A cheap proof that ``v`` is live: ``draft + v`` is a compound, or one or two more units
        (sharing no card with each other or ``v``, owing nothing) complete it. Returns the proven
        units as a bit mask; 0 means "not proven here", never "dead" (the caller searches then)."""
        masks = self.masks
        excl, by_charge = masks.excl, masks.by_charge
        draft = self.draft
        recipe = masks.recipe
        neutral_possible = self.neutral_possible and recipe >> v & 1
        owed = self.owed + debts if debts else self.owed
        allowed = self.allowed & ~excl[v]
        if not draft:
            allowed &= ~masks.pair_neutral[v]
        bit = 1 << v
        for slots in short:  # the patterns that lack at most two charges, fewest first
            if not slots:
                if neutral_possible and is_neutral_recipe((*draft, v)):
                    continue
                if not owed or self.payable(owed, (v,)):
                    return bit
                continue
            m = allowed & by_charge[slots[0]]
            if len(slots) == 1:
                while m:
                    low = m & -m
                    w = low.bit_length() - 1
                    if not (neutral_possible and recipe & low and is_neutral_recipe((*draft, v, w))):
                        return bit | low if not owed or self.payable(owed, (v, w)) else 0
                    m ^= low
                continue
            m2 = allowed & by_charge[slots[1]]
            while m:
                low = m & -m
                w = low.bit_length() - 1
                m ^= low
                pair = m2 & ~excl[w]
                if pair:
                    x = (pair & -pair).bit_length() - 1
                    if not (
                        neutral_possible
                        and recipe & low
                        and recipe >> x & 1
                        and is_neutral_recipe((*draft, v, w, x))
                    ):
                        return bit | low | 1 << x if not owed or self.payable(owed, (v, w, x)) else 0
        return 0

    def room_of(self, c: int) -> int:
        """An upper bound on how many units of charge ``c`` the rest holds at once: a pattern
        that needs more is skipped before its slots are searched."""
        key = self.cand & self.masks.by_charge.get(c, 0)
        parts = _ROOM_PARTS.get(key)
        if parts is None:
            parts = _room_parts(key)
        get, combos = parts
        before = self.before
        r = get(before) if get else 0  # one card of one kind: as many as are left
        for need in combos:
            r += min(before[y] // k for y, k in need)
        self.room[c] = r
        return r

    def fit(self, charge: int, k: int) -> tuple[int, ...] | None:
        """The ``k``-th pattern holding ``base`` and ``charge`` (fewest missing first) that the
        rest has the room for, as its missing charges; None when there are no more. The bound does
        not depend on the unit, so each pattern is checked at most once per question, and only
        when a unit gets that far: a live unit is usually proven by one of the first that fit."""
        entry = self.fitting.get(charge)
        if entry is None:
            entry = self.fitting[charge] = ([], [0], _residuals_with(self.base, charge))
        found, pos, residuals = entry
        if k < len(found):
            return found[k]
        room = self.room
        i = pos[0]
        end = len(residuals)
        while i < end:
            slots, counts = residuals[i]
            i += 1
            for c, n in counts:
                r = room.get(c)
                if r is None:
                    r = self.room_of(c)
                if r < n:
                    break
            else:
                found.append(slots)
                if k < len(found):
                    pos[0] = i
                    return slots if k == len(found) - 1 else found[k]
        pos[0] = i
        return None

    def search(self, slow: list[Unit], live: int) -> int:
        """The exact search for each unit of ``slow`` not yet in ``live``: the missing charges of
        every pattern that can hold it, filled from the rest of the hand (CK-12, CK-20, neutral
        recipes checked on each whole compound). Returns ``live`` with every proven unit added."""
        all_units = units()
        rest, commit, draft = self.rest, self.commit, self.draft
        chosen = list(draft)
        cand = self.cand
        by_charge = self.masks.by_charge
        pools: dict[int, list[Unit]] = {}  # the candidates of a charge, made when first needed

        def pool_of(c: int) -> list[Unit]:
            pool = pools.get(c)
            if pool is None:
                key = cand & by_charge.get(c, 0)  # the charge's candidates: a key of its own
                pool = _POOLS.get(key)
                if pool is None:
                    if len(_POOLS) >= _POOLS_LIMIT:
                        _POOLS.clear()
                    pool = _POOLS[key] = [all_units[i] for i in _bits(key)]
                pools[c] = pool
            return pool

        before = self.before
        single = _masks().single
        fit = self.fit

        whole: list[int] = []  # the last compound found (fill takes its units back out of chosen)

        payable = self.payable

        neutral_possible = self.neutral_possible

        def complete() -> bool:
            if neutral_possible and len(chosen) <= 4 and is_neutral_recipe(chosen):
                return False
            owed = self.owed
            for i in chosen[size:]:
                debts = all_units[i].debts
                if debts:
                    owed += debts
            if not owed:
                whole[:] = chosen
                return True
            if self.paid is None:  # from the rest before the search took cards out of it
                self.paid = list(payable_points(before))
            if payable(owed, chosen[size:]):
                whole[:] = chosen
                return True
            return False

        def fill(slots: tuple[int, ...], k: int, start: int) -> bool:
            """Give slot ``k`` onwards a unit each (same charges in nondecreasing unit order)."""
            if k == len(slots):
                return complete()
            c = slots[k]
            pool = pools.get(c) or pool_of(c)
            if not pool:
                return False
            same_next = k + 1 < len(slots) and slots[k + 1] == c
            for idx in range(start, len(pool)):
                u = pool[idx]
                x = single[u.index]
                if x >= 0:  # one card (most units): no loop over its needs
                    if not rest[x]:
                        continue
                    e = u.element
                    if e >= 0 and commit.get(e, c) != c:  # CK-12
                        continue
                    rest[x] -= 1
                    fresh = e >= 0 and e not in commit
                    if fresh:
                        commit[e] = c
                    chosen.append(u.index)
                    found = fill(slots, k + 1, idx if same_next else 0)
                    chosen.pop()
                    if fresh:
                        del commit[e]
                    rest[x] += 1
                else:
                    need = u.need
                    short = False
                    for y, n in need:
                        if rest[y] < n:
                            short = True
                            break
                    if short:
                        continue
                    e = u.element
                    if e >= 0 and commit.get(e, c) != c:  # CK-12
                        continue
                    for y, n in need:
                        rest[y] -= n
                    fresh = e >= 0 and e not in commit
                    if fresh:
                        commit[e] = c
                    chosen.append(u.index)
                    found = fill(slots, k + 1, idx if same_next else 0)
                    chosen.pop()
                    if fresh:
                        del commit[e]
                    for y, n in need:
                        rest[y] += n
                if found:
                    return True
            return False

        size = len(draft)
        for v in slow:
            if live >> v.index & 1:
                continue
            charge = v.charge
            slots = None
            if charge:
                slots = fit(charge, 0)
                if slots is None:
                    continue  # no unit of this charge can fit
            # adding units only takes cards and adds debts: if D + v cannot pay, nothing can (CK-20)
            owed = self.owed + v.debts
            if owed and not self.payable(owed, (v.index,)):
                continue
            for x, n in v.need:
                rest[x] -= n
            e = v.element
            fresh = e >= 0 and e not in commit
            if fresh:
                commit[e] = charge
            chosen.append(v.index)
            if not charge:
                if complete():
                    live |= 1 << v.index
            else:
                k = 0
                while slots is not None:
                    if fill(slots, 0, 0):
                        for i in whole[size:]:  # every unit beyond the draft is proven by it
                            live |= 1 << i
                        if not size:
                            _remember(whole)
                        break
                    k += 1
                    slots = fit(charge, k)
            chosen.pop()
            if fresh:
                del commit[e]
            for x, n in v.need:
                rest[x] += n
        # ``fill`` calls itself through its closure: a cycle that would keep this question (its
        # lists, dicts and the query) alive until the cyclic collector found it. Breaking it frees
        # everything at once; the collector's young passes were a tenth of a random playout, most
        # of them walking these (issue 18 point 3, session 11). Compiled with mypyc, every nested
        # function another one calls lives in a shared environment object that each of them
        # holds, so ``complete`` and ``pool_of`` are let go as well (session 31).
        fill = None  # type: ignore[assignment]
        complete = None  # type: ignore[assignment]
        pool_of = None  # type: ignore[assignment]  # noqa: F811 - let go, as above
        return live


def _next_units(
    hand: tuple[int, ...], draft: tuple[int, ...], known: int = 0, packed_hand: bytes | None = None
) -> int:
    """The units ``v`` for which some valid, payable compound holds ``draft + v``, as a bit mask.

    Indivisibility (CK-13) depends on the charges alone, so it is settled once per catalogue by
    :func:`patterns`; per hand only the *filling* is searched: which units (cards in the hand, one
    charge per element, CK-12) can take the charges a pattern still lacks, with payment (CK-20) and
    the neutral-recipe reading checked on each whole candidate. A unit whose charges fit no pattern
    is dead without any search (that was most of the unit-by-unit search's time). Most live units
    are proven by a compound one or two units larger, found with bit masks; the rest by a small
    search over the pattern's missing charges. One found compound proves all its units at once.
    ``walk`` stays the reference: the tests compare the two on many positions. ``known``: units
    already known to be live (:func:`_after_drop`), which need no proof; ``packed_hand``: the hand
    as ``bytes``, the key of the caches (made here when not given).
    """
    if packed_hand is None:
        packed_hand = bytes(hand)
    all_units = units()
    rest = list(hand)
    commit: dict[int, int] = {}
    total = 0
    charges: list[int] = []
    for i in draft:
        u = all_units[i]
        for c, n in u.need:
            rest[c] -= n
            if rest[c] < 0:
                return 0
        if u.element >= 0 and commit.setdefault(u.element, u.charge) != u.charge:
            return 0  # CK-12
        total += u.charge
        charges.append(u.charge)
    if draft and total == 0:
        return 0  # any addition would hold a zero-sum part (CK-13)
    charges.sort()
    base = tuple(charges)
    if draft and not _residuals(base):
        return 0  # the draft already holds a zero-sum part or a lone stable card (CK-13/14)
    masks = _masks()
    clash = masks.clash
    # What may follow D + u may also follow D (D + v lies inside the same compound), so a known
    # answer for the draft less one unit bounds the candidates.
    cand: int | None = None
    for j, i in enumerate(draft):
        if j and draft[j - 1] == i:
            continue  # the same draft less one unit as just asked
        cand = _NEXT_BITS.get((packed_hand, draft[:j] + draft[j + 1 :]))
        if cand is not None:
            break
    if cand is None:
        cand = _available_mask(packed_hand)
    over = masks.over
    for i in draft:
        cand &= ~clash[i]
        for c, _ in all_units[i].need:  # the cards the draft takes: units needing more than is left
            row = over[c]
            if rest[c] < len(row):
                cand &= ~row[rest[c]]
    query = _Query(hand, draft, rest, commit, base, cand)
    live = known & cand  # (``known`` lies inside the answer, so inside ``cand``)
    held: dict[int, int] = {}
    for i in draft:
        held[i] = held.get(i, 0) + 1
    if len(draft) < SMALL_UNITS:
        # a small compound in the hand that holds the draft and v proves v at once
        having = _small().having
        inside = _small_in_hand(packed_hand)
        for i, k in held.items():
            inside &= having.get((i, k), 0)
        if inside:
            first = _small().first
            if held:
                for v in _bits(cand & ~live & _small_charges(base)):
                    if inside & (having.get((v, held[v] + 1), 0) if v in held else first[v]):
                        live |= 1 << v
            else:  # the empty draft (once per turn): a unit in some small compound of the hand
                for v in _bits(cand & ~live & _small_charges(base)):
                    if inside & first[v]:
                        live |= 1 << v
    slow: list[Unit] = []
    rem = cand & ~live
    quick = query.quick
    # One charge at a time (units are numbered by charge, so the order is the unit order): the
    # patterns a charge leaves are looked up once per draft's charges, and a charge no pattern
    # takes drops all its units at once (CK-13); that was half of the candidates.
    for charge, of_charge, short in _charge_plan(base):
        m = rem & of_charge
        if not m:
            continue
        if charge == 0:  # a stable card or a neutral combination stands alone (CK-14)
            for v in _bits(m):
                if not is_neutral_recipe((v,)) and query.payable(all_units[v].debts, (v,)):
                    live |= 1 << v
            continue
        # the quick proof adds at most two units: when every pattern lacks more, it proves nothing
        roomy = False  # whether some pattern with this charge has room in the rest (asked once)
        while m:
            low = m & -m
            m ^= low
            if live & low:
                continue
            u = all_units[low.bit_length() - 1]
            if short and (draft or u.debts):
                proven = quick(u.index, u.debts, short)
                if proven:
                    live |= proven
                    continue
            # (empty draft: every compound of three units or fewer was in the index)
            if not roomy:
                if query.fit(charge, 0) is None:
                    break  # no pattern holding the draft and this charge has room: all dead
                roomy = True
            slow.append(u)
    if slow and not draft:
        live = _recall(hand, slow, live)
        slow = [u for u in slow if not live >> u.index & 1]
    return query.search(slow, live) if slow else live


#: compounds the search found for the empty draft, per unit in them, newest last (at most
#: :data:`_WITNESSES` each): (cards taken, points owed for artificial cards, the units as a mask)
_WITNESS: dict[int, list[tuple[tuple[tuple[int, int], ...], tuple[int, ...], int]]] = {}
_WITNESSES = 8  # a player's own last compounds fit best, and at 4–6 players the others' come between


def _remember(compound: list[int]) -> None:
    """Keep a compound the search found (each turn's empty draft asks about a new hand, and the
    next hand of the same player mostly still holds the cards of last turn's large compounds)."""
    all_units = units()
    cards: dict[int, int] = {}
    owed: tuple[int, ...] = ()
    mask = 0
    for i in compound:
        u = all_units[i]
        for c, n in u.need:
            cards[c] = cards.get(c, 0) + n
        owed += u.debts
        mask |= 1 << i
    entry = (tuple(cards.items()), owed, mask)
    for i in set(compound):
        kept = _WITNESS.setdefault(i, [])
        if entry not in kept:
            kept.append(entry)
            if len(kept) > _WITNESSES:
                del kept[0]


def _recall(hand: tuple[int, ...], slow: list[Unit], live: int) -> int:
    """``live`` with the units of every kept compound (:func:`_remember`) that holds a unit of
    ``slow``, fits in ``hand`` and whose artificial cards the rest of the hand can pay (CK-20): a
    compound is valid whatever the hand (CK-11…CK-18), so this proves, it never refutes; the
    search then only looks for the units no kept compound proves (issue 18, the empty draft)."""
    for u in slow:
        if live >> u.index & 1:
            continue
        for cards, owed, mask in _WITNESS.get(u.index, ()):
            for c, n in cards:
                if hand[c] < n:
                    break
            else:
                if owed:
                    rest = list(hand)
                    for c, n in cards:
                        rest[c] -= n
                    if not feasible(payable_points(rest), owed):
                        continue
                live |= mask
                break
    return live


#: per charge a draft may take: (charge, its units, the missing charges of the patterns that then
#: lack at most two, fewest first, for the quick proof)
Plan = tuple[tuple[int, int, tuple[tuple[int, ...], ...]], ...]


@cache
def _charge_plan(base: tuple[int, ...]) -> Plan:
    """The charges worth trying beside a draft with the sorted charges ``base``: those some
    pattern still takes (CK-13), each with its units and residuals, looked up once per ``base``
    instead of once per question and charge; charge 0 only beside the empty draft (CK-14)."""
    out: list[tuple[int, int, tuple[tuple[int, ...], ...]]] = []
    for charge, of_charge in _masks().charges:
        if charge == 0:
            if not base:
                out.append((0, of_charge, ()))
            continue
        residuals = _residuals_with(base, charge)
        if residuals:
            out.append((charge, of_charge, tuple(slots for slots, _ in residuals if len(slots) <= 2)))
    return tuple(out)


@cache
def _small_charges(base: tuple[int, ...]) -> int:
    """The units whose charge, added to the draft's charges ``base``, leaves a pattern of at most
    :data:`SMALL_UNITS` units: only these can lie in a small compound with the draft, so only these
    are looked up in the index (one wide ``&`` each; with two units drafted, only the charge that
    closes the compound is left)."""
    out = 0
    for charge, of_charge in _masks().charges:
        room = SMALL_UNITS - len(base) - 1
        if charge and any(len(slots) <= room for slots, _ in _residuals_with(base, charge)):
            out |= of_charge
    return out


@cache
def patterns() -> tuple[tuple[int, ...], ...]:
    """Every charge multiset (sorted) of a compound of two or more units: zero-sum (CK-11) and
    indivisible (CK-13), over the catalogue's nonzero unit charges. Found by the same canonical,
    sign-alternating enumeration as :func:`walk`, on charges instead of units; a repeated running
    total would be a zero-sum block, so the enumeration is finite (138 patterns for the starter
    catalogue, at most 11 charges each)."""
    charges = sorted({u.charge for u in units() if u.charge})
    positives = [c for c in charges if c > 0]
    negatives = [c for c in charges if c < 0]
    found: set[tuple[int, ...]] = set()
    chosen: list[int] = []

    def dfs(pstart: int, nstart: int, reach: int, total: int) -> None:
        pool, start = (positives, pstart) if total <= 0 else (negatives, nstart)
        for idx in range(start, len(pool)):
            v = pool[idx]
            if total + v == 0:
                found.add(tuple(sorted((*chosen, v))))
                continue
            if reach >> (_OFF - v) & 1:
                continue
            chosen.append(v)
            nxt = reach | (reach << v if v > 0 else reach >> -v)
            if v > 0:
                dfs(idx, nstart, nxt, total + v)
            else:
                dfs(pstart, idx, nxt, total + v)
            chosen.pop()

    dfs(0, 0, 1 << _OFF, 0)
    dfs = None  # type: ignore[assignment]  # it calls itself (see ``_Query.search``)
    return tuple(sorted(found, key=lambda p: (len(p), p)))


@cache
def _residual_table() -> dict[tuple[int, ...], tuple[tuple[int, ...], ...]]:
    """Every sorted part of a pattern -> what each pattern holding it still lacks (fewest first)."""
    table: dict[tuple[int, ...], set[tuple[int, ...]]] = {}
    for p in patterns():
        counts: dict[int, int] = {}
        for c in p:
            counts[c] = counts.get(c, 0) + 1
        charges = sorted(counts)
        for taken in product(*(range(counts[c] + 1) for c in charges)):
            part = tuple(c for c, k in zip(charges, taken, strict=True) for _ in range(k))
            left = tuple(c for c, k in zip(charges, taken, strict=True) for _ in range(counts[c] - k))
            table.setdefault(part, set()).add(left)
    return {part: tuple(sorted(lefts, key=lambda r: (len(r), r))) for part, lefts in table.items()}


def _residuals(base: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
    """The charges still missing from each pattern that contains the sorted charges ``base`` (an
    empty tuple when ``base`` is a pattern itself), fewest first; none: ``base`` fits no compound."""
    return _residual_table().get(base, ())


@cache
def _residuals_with(base: tuple[int, ...], charge: int) -> Residuals:
    """:func:`_residuals` of ``base`` plus one ``charge``, each with its (charge, count) pairs."""
    out = []
    for slots in _residuals(tuple(sorted((*base, charge)))):
        counts: dict[int, int] = {}
        for c in slots:
            counts[c] = counts.get(c, 0) + 1
        out.append((slots, tuple(counts.items())))
    return tuple(out)


def all_compounds(hand: tuple[int, ...], payable: bool = True) -> list[Compound]:
    """Every valid compound the hand can lay (shield aside): for tests, tools and small hands."""
    found: list[Compound] = []

    def keep(chosen: list[int], used: list[int]) -> bool:
        found.append(compound_of(tuple(chosen)))
        return False

    walk(hand, (), keep, payable)
    return found


def best(
    hand: tuple[int, ...], values: dict[int, float], budget: int = 1500
) -> tuple[tuple[int, ...], float]:
    """The highest-valued valid, payable compound (its units and value), searched branch-and-bound
    with the most valuable units first and at most ``budget`` units tried (an anytime search: on a
    huge hand it returns the best found so far). ``values``: unit number -> value (>= 0)."""
    avail, positives, negatives, max_pos, max_neg = _available(hand)
    positives = sorted(positives, key=lambda u: -values.get(u.index, 0.0))
    negatives = sorted(negatives, key=lambda u: -values.get(u.index, 0.0))
    top_pos = max((values.get(u.index, 0.0) for u in positives), default=0.0)
    top_neg = max((values.get(u.index, 0.0) for u in negatives), default=0.0)
    # per card, the most value it can bring (a unit's value shared by the cards it takes)
    rate = [0.0] * len(hand)
    for u in avail:
        share = values.get(u.index, 0.0) / sum(n for _, n in u.need)
        for c, _ in u.need:
            rate[c] = max(rate[c], share)
    held = [c for c in range(len(hand)) if hand[c] and rate[c]]
    used = list(hand)
    commit: dict[int, int] = {}
    chosen: list[int] = []
    found: list[tuple[float, tuple[int, ...]]] = [(-1.0, ())]
    nodes = [0]

    def offer(value: float) -> None:
        if value > found[0][0] and not is_neutral_recipe(chosen):
            owed = tuple(d for i in chosen for d in units()[i].debts)
            if not owed or payment_feasible(payable_points(used), owed):
                found[0] = (value, tuple(sorted(chosen)))

    for u in avail:  # zero-charge units stand alone
        if u.charge == 0:
            chosen.append(u.index)
            for c, n in u.need:
                used[c] -= n
            offer(values.get(u.index, 0.0))
            for c, n in u.need:
                used[c] += n
            chosen.pop()

    def dfs(pi: int, ni: int, reach: int, total: int, pos: int, neg: int, value: float) -> None:
        if nodes[0] > budget:
            return
        room = min(
            (max_neg - pos) * top_pos + (max_pos - neg) * top_neg, sum(used[c] * rate[c] for c in held)
        )
        if value + room <= found[0][0]:
            return
        if total <= 0:
            if pos >= max_neg:
                return
            pool, start, positive = positives, pi, True
        else:
            if neg >= max_pos:
                return
            pool, start, positive = negatives, ni, False
        for idx in range(start, len(pool)):
            u = pool[idx]
            v = u.charge
            e = u.element
            if e >= 0 and commit.get(e, v) != v:
                continue
            if any(used[c] < n for c, n in u.need):
                continue
            nodes[0] += 1
            gain = value + values.get(u.index, 0.0)
            for c, n in u.need:
                used[c] -= n
            chosen.append(u.index)
            if total + v == 0:
                offer(gain)
            elif not reach >> (_OFF - v) & 1:
                fresh = e >= 0 and e not in commit
                if fresh:
                    commit[e] = v
                nxt = reach | (reach << v if v > 0 else reach >> -v)
                if positive:
                    dfs(idx, ni, nxt, total + v, pos + 1, neg, gain)
                else:
                    dfs(pi, idx, nxt, total + v, pos, neg + 1, gain)
                if fresh:
                    del commit[e]
            chosen.pop()
            for c, n in u.need:
                used[c] += n

    dfs(0, 0, 1 << _OFF, 0, 0, 0, 0.0)
    dfs = None  # type: ignore[assignment]  # it calls itself (see ``_Query.search``)
    value, best_units = found[0]
    return best_units, max(value, 0.0)


def clear_caches() -> None:
    """Forget every cached search (benchmarks measure cold work with it); the per-catalogue tables
    (patterns, the small-compound index) stay, they hold no hand."""
    for fn in (extendable, _is_complete, _available, payment_feasible, _available_mask, _small_in_hand):
        fn.cache_clear()
    _NEXT.clear()
    _NEXT_BITS.clear()
    _LAST[0], _LAST[1] = b"", ()
    _EMPTY.clear()
    _POOLS.clear()
    _ROOM_PARTS.clear()
    _WITNESS.clear()
    _ROOM_PARTS.clear()
