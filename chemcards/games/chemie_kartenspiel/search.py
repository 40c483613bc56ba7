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
complete (any compound can be built) and never lead into a dead end.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import cache, lru_cache

from .catalogue import catalogue
from .compounds import Compound
from .formulas import format_unit
from .payment import payable_points, payment_feasible

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
    for i, (charge, e, k, j, need) in enumerate(raw):
        cards = [c for c, n in need for _ in range(n)]
        els = cat.elements
        pts = els[e].points if e >= 0 else cat.combinations[k].points
        out.append(Unit(i, charge, e, k, j, need, pts, sum(els[c].attacks for c in cards),
                        tuple(els[c].points for c in cards if els[c].artificial),
                        sum(1 for c in cards if els[c].black_border)))
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
    return Compound(tuple(sorted((e, c, n) for (e, c), n in singles.items())),
                    tuple(sorted((k, j, n) for (k, j), n in combos.items())), shield)


def units_of(compound: Compound) -> tuple[int, ...]:
    """The sorted unit numbers of a compound; ``KeyError`` if it holds something no unit is."""
    look = unit_lookup()
    out = [look[(e, c, -1)] for e, c, n in compound.singles for _ in range(n)]
    out += [look[(-1, k, j)] for k, j, n in compound.combos for _ in range(n)]
    return tuple(sorted(out))


@cache
def _neutral_recipes() -> dict[frozenset[tuple[int, int]], str]:
    cat = catalogue()
    return {frozenset({(c.defining, c.defining_count), (c.other, c.other_count)}): c.formula
            for c in cat.combinations if c.charge == 0}


def is_neutral_recipe(chosen: list[int] | tuple[int, ...]) -> bool:
    """[decided] single cards that are exactly a printed neutral combination count as it."""
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

    return dfs(0, 0, reach, total, pos, neg)


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


@lru_cache(maxsize=16384)
def is_complete(hand: tuple[int, ...], draft: tuple[int, ...]) -> bool:
    """Is ``draft`` itself a valid compound whose artificial cards the rest of the hand can pay?"""
    if not draft or sum(units()[i].charge for i in draft) != 0:
        return False
    return walk(hand, draft, lambda chosen, used: True)


_NEXT: dict[tuple[tuple[int, ...], tuple[int, ...]], tuple[int, ...]] = {}
_NEXT_LIMIT = 20000


def next_units(hand: tuple[int, ...], draft: tuple[int, ...]) -> tuple[int, ...]:
    """Units that may be added to ``draft`` without leaving every valid compound behind."""
    key = (hand, draft)
    found = _NEXT.get(key)
    if found is None:
        found = _next_units(hand, draft)
        if len(_NEXT) >= _NEXT_LIMIT:
            _NEXT.clear()
        _NEXT[key] = found
    return found


def _next_units(hand: tuple[int, ...], draft: tuple[int, ...]) -> tuple[int, ...]:
    if draft and sum(units()[i].charge for i in draft) == 0:
        return ()  # any addition would hold a zero-sum part (CK-13)
    # What may follow D + u may also follow D (D + v lies inside the same compound), so the
    # previous step's answer, when known, bounds the candidates.
    candidates: tuple[int, ...] | None = None
    for i in sorted(set(draft)):
        rest = list(draft)
        rest.remove(i)
        candidates = _NEXT.get((hand, tuple(rest)))
        if candidates is not None:
            break
    if candidates is None:
        candidates = tuple(u.index for u in _available(hand)[0])
    # One compound found for a candidate proves every unit in it: fewer searches.
    proven: set[int] = set()
    dead: set[int] = set()
    size = len(draft)

    def mark(chosen: list[int], used: list[int]) -> bool:
        proven.update(chosen[size:])
        return True

    allowed = set(candidates)
    for u in candidates:
        if u in proven:
            continue
        if not walk(hand, (*draft, u), mark):
            dead.add(u)
    return tuple(sorted((proven & allowed) - dead))


def all_compounds(hand: tuple[int, ...], payable: bool = True) -> list[Compound]:
    """Every valid compound the hand can lay (shield aside): for tests, tools and small hands."""
    found: list[Compound] = []

    def keep(chosen: list[int], used: list[int]) -> bool:
        found.append(compound_of(tuple(chosen)))
        return False

    walk(hand, (), keep, payable)
    return found


def best(hand: tuple[int, ...], values: dict[int, float],
         budget: int = 1500) -> tuple[tuple[int, ...], float]:
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
        room = min((max_neg - pos) * top_pos + (max_pos - neg) * top_neg,
                   sum(used[c] * rate[c] for c in held))
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
    value, best_units = found[0]
    return best_units, max(value, 0.0)


def clear_caches() -> None:
    """Forget every cached search (benchmarks measure cold work with it)."""
    for fn in (extendable, is_complete, _available, payment_feasible):
        fn.cache_clear()
    _NEXT.clear()
