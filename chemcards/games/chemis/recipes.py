"""CH-18: which card combinations form which substance, worked out once from the deck and the
substance table, so that listing a hand's legal plays is a few dictionary look-ups.

A recipe is a sorted tuple of parts ``(token, times)``: one element or ion card, with a ×2 or ×3
counter on it when ``times`` > 1. A counter always sits on one card, never on an ion the player
built from element cards (that ion is not a card, so the rule needs no extra check here).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping
from functools import cache, lru_cache
from typing import NamedTuple

from . import chem
from .catalogue import Kind, by_token, kinds

Recipe = tuple[tuple[str, int], ...]
#: a play uses at most this many cards (counters included): the largest hand is HP 6 + 1 + H₂ bonus
MAX_CARDS = 8


def _unit_atoms(k: Kind) -> dict[str, int]:
    return dict(chem.atoms_of(k.formula)) if k.cat == "ion" else {k.formula: 1}


@cache
def _splits(count: int, times: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
    """Ways to make ``count`` units from cards each carrying at most one counter (parts sorted)."""
    out: list[tuple[int, ...]] = []

    def rec(left: int, most: int, acc: list[int]) -> None:
        if left == 0:
            out.append(tuple(acc))
            return
        for t in sorted({1, *times}, reverse=True):
            if t <= most and t <= left:
                rec(left - t, t, [*acc, t])

    rec(count, max((1, *times)), [])
    return tuple(out)


@cache
def _min_cards(count: int, times: tuple[int, ...]) -> int:
    return min(len(s) + sum(t > 1 for t in s) for s in _splits(count, times))


def _cards(parts: Recipe) -> int:
    return sum(1 + (t > 1) for _, t in parts)


@cache
def recipes() -> dict[str, tuple[Recipe, ...]]:
    """Formula -> every recipe from this deck's kinds that forms it (CH-18)."""
    units = [k for k in kinds() if k.cat in ("element", "ion")]
    times = tuple(sorted({k.times for k in kinds() if k.cat == "counter"}))
    unit_atoms = [_unit_atoms(k) for k in units]
    deck_elements = {el for a in unit_atoms for el in a}
    out: dict[str, list[Recipe]] = {}
    for sub in chem.substances().values():
        target = dict(sub.atoms)
        if not set(target) <= deck_elements or sum(target.values()) > 40:
            continue
        fit = [i for i, a in enumerate(unit_atoms) if set(a) <= set(target)]
        for counts in _unit_counts(target, [unit_atoms[i] for i in fit]):
            used = [(units[fit[j]], c) for j, c in enumerate(counts) if c]
            if sum(_min_cards(c, times) for _, c in used) > MAX_CARDS:
                continue
            if not _engine_agrees(used, sub.formula):
                continue
            per_kind = [[tuple((k.token, t) for t in split) for split in _splits(c, times)] for k, c in used]
            for combo in _product(per_kind):
                parts = tuple(sorted((p for group in combo for p in group), key=_part_key))
                if _cards(parts) <= MAX_CARDS:
                    out.setdefault(sub.formula, []).append(parts)
    return {f: tuple(sorted(set(v), key=lambda r: (_cards(r), r))) for f, v in out.items()}


def _part_key(p: tuple[str, int]) -> tuple[int, int]:
    return (by_token()[p[0]].index, -p[1])


def deck_order(parts: Iterable[tuple[str, int]]) -> tuple[tuple[str, int], ...]:
    """A play's cards in the order the engine lists them (the deck's): a typed "[NH4]+Cl", written
    in the product's order as the screens show it, is the listed "Cl+[NH4]" (play-through 15, zh 14)."""
    return tuple(sorted(parts, key=lambda p: _part_key(p) if p[0] in by_token() else (len(by_token()), 0)))


Group = tuple[tuple[str, int], ...]


def _product(groups: list[list[Group]]) -> list[tuple[Group, ...]]:
    acc: list[tuple[Group, ...]] = [()]
    for g in groups:
        acc = [(*a, x) for a in acc for x in g]
    return acc


def _unit_counts(target: dict[str, int], unit_atoms: list[dict[str, int]]) -> list[tuple[int, ...]]:
    """Every vector of unit counts whose atoms add up exactly to ``target``."""
    res: list[tuple[int, ...]] = []
    n = len(unit_atoms)

    def rec(i: int, left: dict[str, int], acc: list[int]) -> None:
        if i == n:
            if not any(left.values()):
                res.append(tuple(acc))
            return
        a = unit_atoms[i]
        most = min((left.get(el, 0) // c for el, c in a.items()), default=0)
        for c in range(most + 1):
            nxt = dict(left)
            for el, m in a.items():
                if c:
                    nxt[el] -= m * c
            rec(i + 1, nxt, [*acc, c])

    rec(0, target, [])
    return res


def _engine_agrees(used: list[tuple[Kind, int]], formula: str) -> bool:
    """The chemistry engine's own answer (CH-18): charges balance, a polyatomic ion card is an ion
    of the substance, the composition is that substance."""
    return chem.form_cards({k.formula: c for k, c in used}) == formula


@cache
def elemental(formula: str) -> bool:
    sub = chem.substance(formula)
    return bool(sub and sub.elemental)


def needs(recipe: Recipe) -> Counter[str]:
    """The cards a recipe takes from a hand: one per part plus its counter."""
    c: Counter[str] = Counter()
    for tok, t in recipe:
        c[tok] += 1
        if t > 1:
            c[f"x{t}"] += 1
    return c


@lru_cache(maxsize=4096)  # a typed play may name any parts: bounded
def needs_tuple(recipe: Recipe) -> tuple[tuple[str, int], ...]:
    return tuple(needs(recipe).items())


def formed_by(parts: Recipe) -> str | None:
    """The substance a recipe forms, or None (for a typed-in play that is not a known recipe)."""
    found = _reverse().get(parts)  # the legal list writes its parts in the recipe's order
    return found if found is not None else _reverse().get(tuple(sorted(parts, key=_part_key)))


@cache
def _reverse() -> dict[Recipe, str]:
    return {r: f for f, rs in recipes().items() for r in rs}


@cache
def _bit() -> dict[str, int]:
    from .catalogue import kinds

    return {k.token: 1 << k.index for k in kinds()}


@cache
def _flat() -> tuple[tuple[int, str, Recipe, tuple[tuple[str, int], ...]], ...]:
    """Every recipe with the bit mask of the card kinds it needs, for a one-operation first check."""
    bit = _bit()
    out = []
    for f, rs in recipes().items():
        for r in rs:
            need = needs_tuple(r)
            mask = 0
            for t, _ in need:
                mask |= bit[t]
            out.append((mask, f, r, need))
    return tuple(out)


@cache
def _most() -> dict[str, int]:
    """Per card kind, the most any recipe needs of it."""
    most: dict[str, int] = {}
    for _, _, _, need in _flat():
        for t, n in need:
            most[t] = max(most.get(t, 0), n)
    return most


def formable(hand: tuple[tuple[str, int], ...]) -> tuple[tuple[str, Recipe], ...]:
    """Every (formula, recipe) a hand (token counts, sorted) can play (CH-18)."""
    flat = _flat()
    return tuple((flat[i][1], flat[i][2]) for i in formable_numbers(hand))


def formable_numbers(hand: tuple[tuple[str, int], ...]) -> tuple[int, ...]:
    """:func:`formable` as recipe numbers (the order of :func:`flat_recipes`). Counts beyond what
    any recipe needs, and kinds no recipe needs, change nothing, so the answer is cached on the
    hand with those left out: hands differ far more often than that (issue 18, speed). The
    answer does not depend on the order of ``hand``; a caller that always gives one order (sorted,
    or the catalogue's as ``plays.hand_info``) finds its earlier answers."""
    most = _most()
    # (a comparison, not ``min``: a call per kind held, session 30)
    return _formable(tuple([(t, n if n < most[t] else most[t]) for t, n in hand if t in most]))


@cache
def flat_recipes() -> tuple[tuple[str, Recipe], ...]:
    """Every (formula, recipe) of the deck, numbered as :func:`formable_numbers` answers."""
    return tuple((f, r) for _, f, r, _ in _flat())


def flat_with_needs() -> tuple[tuple[int, str, Recipe, tuple[tuple[str, int], ...]], ...]:
    """:func:`flat_recipes` with each recipe's card kinds as a bit mask (:func:`kinds_mask`) and its
    cards per kind: to check a hand against every recipe (the tests' reference)."""
    return _flat()


def kinds_mask(have: Mapping[str, int]) -> int:
    """The card kinds held, as bits (the masks of :func:`flat_with_needs`)."""
    bit = _bit()
    held = 0
    for t, n in have.items():
        if n > 0:
            held |= bit.get(t, 0)
    return held


@cache
def _satisfied() -> tuple[tuple[str, tuple[int, ...]], ...]:
    """For each card kind some recipe needs, and each count of it from none to the most any recipe
    needs: the recipes that count is enough for, as bits numbered in :func:`_flat` order."""
    flat = _flat()
    out = []
    for t, top in _most().items():
        row = []
        for held in range(top + 1):
            bits = 0
            for i, (_, _, _, need) in enumerate(flat):
                if dict(need).get(t, 0) <= held:
                    bits |= 1 << i
            row.append(bits)
        out.append((t, tuple(row)))
    return tuple(out)


@lru_cache(maxsize=4096)
def _formable(hand: tuple[tuple[str, int], ...]) -> tuple[int, ...]:
    """The recipes whose cards a hand holds: those every kind's count held is enough for, one bit
    operation per kind (issue 18, speed: the hands of random play rarely repeat)."""
    have = dict(hand)
    bits = (1 << len(_flat())) - 1
    for t, row in _satisfied():
        bits &= row[have.get(t, 0)]
        if not bits:
            return ()
    found: list[int] = []
    while bits:
        low = bits & -bits
        found.append(low.bit_length() - 1)  # lowest first: the order of :func:`_flat`
        bits ^= low
    return tuple(found)


def diatomic(parts: Recipe) -> str | None:
    """CH-18: the element gas a single element card would form with a second one (O → O₂, H → H₂,
    N → N₂, Cl → Cl₂): the elements that exist as diatomic molecules, so one card alone is no
    substance (issue 12 follow-up 2, point 5: a lone O was refused without saying why)."""
    if len(parts) != 1 or parts[0][1] != 1:
        return None
    formula = f"{parts[0][0]}2"
    return formula if recipes().get(formula) and elemental(formula) else None


#: a substance is suggested for picked cards when it needs at most this many more cards
NEAR = 2


def completions(picked: Counter[str], most: int = 2,
                hand: Counter[str] | None = None) -> list[tuple[str, Counter[str]]]:
    """CH-18: what picked cards still lack to form a substance: up to ``most`` (formula, missing
    cards) whose recipe holds every picked card, fewest missing first (issue 12: Na + [CO₃] is not
    "no substance", Na₂CO₃ needs a second Na). Only those needing at most ``NEAR`` more cards, or
    else the nearest one alone: H + [CO₃] named "(NH₄)₂CO₃ still needs H, N, [NH₄], counter ×3"
    beside H₂CO₃, a recipe no newcomer could follow (play-through 12, en#3). Those the ``hand``
    (every card held, the picked ones too) completes come first, however many cards they add:
    [CO₃] with Mg held named "BaCO₃ still needs Ba · CaCO₃ still needs Ca", the nearest by name,
    not the MgCO₃ the player could make (play-through 19, zh 3). Empty when no recipe holds them
    all."""
    best: dict[str, Counter[str]] = {}
    mine: dict[str, Counter[str]] = {}
    for _, formula, _, need in _flat():
        have = Counter(dict(need))
        if any(have[t] < n for t, n in picked.items()):
            continue
        missing = have - picked
        if not missing:
            continue
        if formula not in best or missing.total() < best[formula].total():
            best[formula] = missing
        if hand is not None and held(picked, missing, hand) and (
                formula not in mine or missing.total() < mine[formula].total()):
            mine[formula] = missing

    def ranked(found: dict[str, Counter[str]]) -> list[tuple[str, Counter[str]]]:
        return sorted(found.items(), key=lambda fm: (fm[1].total(), fm[0]))

    near = [fm for fm in ranked(best) if fm[1].total() <= NEAR and fm[0] not in mine]
    nearest = [] if mine else ranked(best)[:1]  # a far one only when nothing else is named
    return (ranked(mine) + (near or nearest))[:most]


def held(picked: Counter[str], missing: Counter[str], hand: Counter[str]) -> bool:
    """Whether ``hand`` (the picked cards among it) holds the ``missing`` cards too: the substance
    is a play the player can make now (CH-18; play-through 19, zh 3)."""
    return all(hand[t] >= picked[t] + n for t, n in missing.items())


class Stray(NamedTuple):
    """A picked card that belongs to no substance with the others (:func:`stray`)."""

    card: str
    #: the other picked cards
    rest: tuple[tuple[str, int], ...]
    #: what the others form alone, or with cards of the hand; None when neither
    formula: str | None
    #: every card of that substance's recipe, the others among them
    cards: tuple[tuple[str, int], ...]


def _atoms(cards: Counter[str]) -> int:
    return sum(sum(_unit_atoms(by_token()[tok]).values()) * n for tok, n in cards.items()
               if tok in by_token() and by_token()[tok].cat in ("element", "ion"))


def _nearest(rest: Counter[str], hand: Counter[str] | None) -> tuple[bool, int, str, Counter[str]] | None:
    """The substance ``rest`` comes closest to: (whether the hand holds all its cards, cards
    missing, formula, its cards), among those within ``NEAR`` cards or held; None without one."""
    best: tuple[bool, int, str, Counter[str]] | None = None
    for _, formula, _, need in _flat():
        have = Counter(dict(need))
        if any(have[t] < n for t, n in rest.items()):
            continue
        missing = (have - rest).total()
        held = hand is not None and all(hand[t] >= n for t, n in have.items())
        if missing > NEAR and not held:
            continue
        key = (not held, missing, formula)
        if best is None or key < (not best[0], best[1], best[2]):
            best = (held, missing, formula, have)
    return best


def _in_deck_order(cards: Counter[str]) -> tuple[tuple[str, int], ...]:
    """Cards as the deck lists them, a recipe's order: "Na + Cl", "Fe + [SO₄]"."""
    return tuple(sorted(cards.items(), key=lambda kv: by_token()[kv[0]].index))


def stray(picked: Counter[str], hand: Counter[str] | None = None) -> Stray | None:
    """CH-18: the picked card that belongs to no substance with the others, when no substance is
    within ``NEAR`` more cards of them all (play-through 14, en 2: O + [SO₄] was answered with
    "Al₂(SO₄)₃ still needs 2× Al, O, S, [SO₄], counter ×3"). The card left out is the one whose
    others come nearest a substance: one the ``hand`` (every card held, the picked ones too) can
    make, then the fewest cards missing, then the most atoms kept (O + [SO₄]: the O goes, the
    sulfate makes FeSO₄ with Fe). ``formula`` is what the others form alone or with the hand.
    None for cards near a substance, counters among them, fewer than two cards, or two cards that
    no substance holds at all."""
    if picked.total() < 2 or any(tok.startswith("x") or tok not in by_token() for tok in picked):
        return None
    options = completions(picked)
    if any(missing.total() <= NEAR for _, missing in options):
        return None
    if not options and picked.total() == 2:
        return None  # two cards no substance holds (Na + K): "those cards form no substance" says it
    found: list[tuple[tuple[bool, int, int, str], Stray]] = []
    for card in sorted(picked):
        rest = picked - Counter({card: 1})
        if rest[card]:  # "Na does not belong with Na, Na" says nothing true: one too many is no stray
            continue
        near = _nearest(rest, hand)
        if near is None:
            continue
        held, missing, formula, cards = near
        named = formula if held or missing == 0 else None
        found.append(((not held, missing, -_atoms(rest), card),
                      Stray(card, _in_deck_order(rest), named, _in_deck_order(cards) if named else ())))
    return min(found)[1] if found else None
