"""What a seat may play onto a zone (CH-6): every candidate play, a typed play completed as the
legal list writes it, and the reaction a typed equation names. Whether a candidate is allowed, and
what it does, is ``zones.play``'s answer; nothing here changes the game."""

from __future__ import annotations

import itertools
import re
from collections.abc import Mapping, Sequence
from functools import cache
from typing import Final, TypeVar, cast

from chemcards.core.protocol import IllegalAction

from . import chem, recipes, zones
from .actions import Counter, Form, Function, Salt, ZoneAction
from .catalogue import FUNCTIONS, card_kinds, kinds
from .numbering import Numbering
from .state import ChemisState, Cond, Item

T = TypeVar("T")
K = TypeVar("K")


def token_counts(cards: Sequence[int]) -> dict[str, int]:
    out: dict[str, int] = {}
    token = zones.card_tokens()
    for c in cards:
        t = token[c]
        out[t] = out.get(t, 0) + 1
    return out


def hand_key(hand: Sequence[int]) -> tuple[tuple[str, int], ...]:
    return tuple(sorted(token_counts(hand).items()))


#: What the candidate plays read of a hand, worked out once per hand (:func:`hand_info`): the
#: recipes it can form (``recipes.formable_numbers``), the function cards held in the order of
#: ``FUNCTIONS``, the acid-radical cards held counted up to 3 (CH-6 II), and whether it holds a ×2
#: and a ×3. A plain tuple of strings, numbers and tuples, not a ``NamedTuple`` and without the
#: hand's counts (a dict): the garbage collector stops walking such a tuple, and ``_HANDS`` keeps
#: twelve thousand of them in a long random run (issue 18 point 3, session 11: the collector was
#: a tenth of a steady run). The counts are worked out again where a cache misses. Last, a number
#: naming its recipes (:func:`_numbers_id`), which keys the Form lists in one integer.
HandInfo = tuple[tuple[int, ...], tuple[str, ...], tuple[tuple[str, int], ...], bool, bool, int]
# the field numbers as Final constants, so that a type checker (and mypyc) knows each field's type
NUMBERS: Final = 0
FUNCTIONS_HELD: Final = 1
RADICALS: Final = 2
X2: Final = 3
X3: Final = 4
NUMBERS_ID: Final = 5


_HANDS: dict[tuple[int, ...], HandInfo] = {}


def hand_info(hand: Sequence[int]) -> HandInfo:
    """The :data:`HandInfo` of a hand, cached on its kinds (sorted): a random playout's hands
    repeat across zones, windows and turns (issue 18, speed)."""
    kind = card_kinds()
    key = tuple(sorted(map(kind.__getitem__, hand)))
    found = _HANDS.get(key)
    if found is None:
        # the counts per token read off the key, so in the order of the kinds: one order for all
        # hands of these kinds, which keys the recipes' cache alike without sorting (issue 18
        # point 3, session 30: a third of the hands asked are new, a tenth of a random playout)
        token = _kind_tokens()
        have: dict[str, int] = {}
        for k in key:
            t = token[k]
            have[t] = have.get(t, 0) + 1
        numbers = recipes.formable_numbers(tuple(have.items()))
        found = _cache_put(_HANDS, key, (
            numbers, tuple([name for name in FUNCTIONS if name in have]),
            tuple([(t, min(have[t], 3)) for t in _radical_tokens() if t in have]),
            "x2" in have, "x3" in have, _numbers_id(numbers)))
    return found


@cache
def _kind_tokens() -> tuple[str, ...]:
    """Kind index -> its token (``card_kinds`` gives a card's kind index)."""
    return tuple(k.token for k in kinds())


#: recipe numbers (``formable_numbers``) -> the number naming them; numbers are never given twice,
#: so a Form list kept under a forgotten one is never read for other recipes
_NUMBERS_IDS: dict[tuple[int, ...], int] = {}
_NEXT_ID = itertools.count()


def _numbers_id(numbers: tuple[int, ...]) -> int:
    found = _NUMBERS_IDS.get(numbers)
    if found is None:
        if len(_NUMBERS_IDS) >= _CACHE_LIMIT:
            _NUMBERS_IDS.clear()
        found = _NUMBERS_IDS[numbers] = next(_NEXT_ID)
    return found


def zone_candidates(st: ChemisState, seat: int, zone: int, info: HandInfo | None = None,
                    counters: bool = True) -> list[ZoneAction]:
    """Every play ``seat`` may make onto ``zone`` now (CH-6), before any window's own filter.

    Each part is cached on exactly what it depends on (issue 18, speed: this list, for every living
    zone at every call, was most of a CHEMIS playout): substances to form on the hand's counts
    (``recipes.formable_numbers``) and the zone's identity; salts on the zone's items (formula and
    portions, in order) and the acid-radical cards held; counters on the items, the condition
    cards and the Electrify locks (CH-34), all that ``zones.possible`` reads. Whether a counter is
    allowed is still ``zones.play``'s answer, asked once per key, and a salt's is
    ``zones.salt_formula``; :func:`zone_candidates_by_trial` tries every play each time and the
    tests compare the two. ``info``: the seat's :func:`hand_info`, when the caller has it;
    ``counters=False`` leaves the counters out (a round that no counter can answer, ``windows``)."""
    out: list[ZoneAction] = []
    add_candidates(out, st, seat, zone, hand_info(st.hands[seat]) if info is None else info, counters)
    return out


def add_candidates(out: list[ZoneAction], st: ChemisState, seat: int, zone: int, info: HandInfo,
                   counters: bool = True) -> None:
    """:func:`zone_candidates` added to ``out``: the legal list of a turn gathers every zone's
    into one list, and the zone's items are keyed only when the hand holds acid radicals or
    counters for them (issue 18 point 3: this runs for every living zone at every turn's list)."""
    z = st.ident[zone]
    numbers, functions, radicals, x2, x3, numbers_id = info
    if numbers:
        if st.elem and (seat, zone) in st.elem:
            numbers = _not_elemental(numbers, numbers_id)
        out += map((_FORM_TABLES.get(z) or _forms(z)).__getitem__, numbers)
    items = st.items[zone]
    key: tuple[object, ...] | None = None
    if items and radicals:
        key = _items_key(items)
        if not _metals().isdisjoint(key[0::2]):  # (one set operation, not a call per formula)
            skey = (z, key, radicals, x2, x3)
            salts = _SALTS.get(skey)
            if salts is None:
                salts = _cache_put(_SALTS, skey,
                                   _salt_numbers(_salts(st, seat, zone, token_counts(st.hands[seat]))))
            out += map(_SALT_LIST.__getitem__, salts)
    if functions:
        out += _functions(z, functions)
    if items and (x2 or x3) and counters:
        out += _counters(st, seat, zone, x2, x3, _items_key(items) if key is None else key)


#: The candidate lists' caches hold numbers, not actions (issue 18 point 3, session 17): a tuple of
#: plain numbers is one the cyclic garbage collector stops walking, where a tuple of ``Form`` or
#: ``Salt`` (named tuples, always tracked) is walked at every full collection. In a long random
#: run (the bench, a search's playouts) these two caches held some 30 000 tracked objects of about
#: 105 000, and the full collections were a tenth of the run. The actions themselves are made once:
#: ``_FORM_TABLES[z][i]`` (:func:`_forms`) is recipe number ``i`` onto the zone of identity ``z``,
#: ``_SALT_LIST[k]`` the salt numbered ``k`` by :func:`_salt_numbers`.
_FORM_TABLES: dict[int, tuple[Form, ...]] = {}
_NOT_ELEMENTAL: dict[int, tuple[int, ...]] = {}


def _forms(z: int) -> tuple[Form, ...]:
    """The ``Form`` of each recipe number onto the zone of identity ``z``, made at the first call."""
    found = _FORM_TABLES[z] = _form_table(z)
    return found


def _not_elemental(numbers: tuple[int, ...], numbers_id: int) -> tuple[int, ...]:
    """``numbers`` without the recipes forming an elemental substance, for a seat that already put
    one into this zone this turn (CH-6 I); kept under ``numbers_id`` (:func:`_numbers_id`)."""
    found = _NOT_ELEMENTAL.get(numbers_id)
    if found is None:
        skip = _elemental_numbers()
        found = tuple([i for i in numbers if i not in skip])
        if len(_NOT_ELEMENTAL) >= _CACHE_LIMIT:
            _NOT_ELEMENTAL.clear()
        _NOT_ELEMENTAL[numbers_id] = found
    return found


#: the salts met, numbered (``_SALTS`` keeps their numbers): as many as zones, metals and ways to
#: lay acid radicals, a few hundred
_SALT_NUMBERING: Numbering[Salt] = Numbering()
_SALT_LIST = _SALT_NUMBERING.items
_salt_numbers = _SALT_NUMBERING.numbers


@cache
def _functions(z: int, names: tuple[str, ...]) -> tuple[Function, ...]:
    return tuple(Function(z, name) for name in names)


def formable_numbers(have: Mapping[str, int]) -> tuple[int, ...]:
    """The recipes (numbers, ``recipes.formable_numbers``) a hand with these card counts can form."""
    return recipes.formable_numbers(tuple(sorted(have.items())))


def zone_counters(st: ChemisState, seat: int, zone: int) -> list[Counter]:
    """The counters of :func:`zone_candidates` alone (what a reaction choice still allows, CH-21)."""
    items = st.items[zone]
    if not items:
        return []
    info = hand_info(st.hands[seat])
    if not info[X2] and not info[X3]:
        return []
    return list(_counters(st, seat, zone, info[X2], info[X3], _items_key(items)))


_SALTS: dict[tuple[object, ...], tuple[int, ...]] = {}
_COUNTERS: dict[tuple[object, ...], tuple[int, ...]] = {}
_CACHE_LIMIT = 20000


def _cache_put(cache: dict[K, T], key: K, value: T) -> T:
    """Store an answer; a full cache starts afresh (a long search must not grow it without end)."""
    if len(cache) >= _CACHE_LIMIT:
        cache.clear()
    cache[key] = value
    return value


def clear_caches() -> None:
    """Forget the cached candidate lists (tests compare cold and warm answers)."""
    _SALTS.clear()
    _SALT_NUMBERING.clear()  # (only with ``_SALTS``, whose numbers name them)
    _COUNTERS.clear()
    _COUNTER_NUMBERING.clear()  # (only with ``_COUNTERS``)
    _HANDS.clear()
    _NOT_ELEMENTAL.clear()
    _NUMBERS_IDS.clear()
    _COMPLETABLE.clear()
    _SALT_OFFERS.clear()


def _items_key(items: Sequence[Item]) -> tuple[object, ...]:
    """What of a zone's items the salts and counters depend on: formulas and portions in order
    (occurrence numbers follow the order)."""
    out: list[object] = []
    for it in items:
        out += (it.formula, it.portions)
    return tuple(out)


def _counters(st: ChemisState, seat: int, zone: int, x2: bool, x3: bool,
              key: tuple[object, ...]) -> tuple[Counter, ...]:
    """The counters of :func:`zone_candidates`, cached on all that ``zones.possible`` reads.

    A zone where no counter could complete a reaction (:func:`_completable` on the formulas held
    and the condition cards, no Ignite to raise) has none, without its contents keyed: most zones
    a judgement round is held on are new (issue 18 point 3)."""
    items = st.items[zone]
    conds = st.conds[zone]
    kinds = tuple([c.kind for c in conds]) if conds else ()
    if "ignite" not in kinds and not _completable(cast("tuple[str, ...]", key[0::2]), kinds):
        return ()
    locks = zones.exchange_locks(items) if any(it.partner for it in items) else {}
    ckey = (key, tuple([(c.kind, c.o2) for c in conds]) if conds else (),
            tuple(sorted((tuple(sorted(k)), v) for k, v in locks.items())) if locks else (),
            x2, x3)
    found = _COUNTERS.get(ckey)
    if found is None:
        # kept without the zone's identity, so that every zone with these contents shares it, and
        # as numbers into ``_COUNTER_LIST`` (:func:`_counter_numbers`), like the salts
        found = _cache_put(_COUNTERS, ckey, _counter_numbers(
            a._replace(zone=0) for a in _counters_by_trial(st, seat, zone, token_counts(st.hands[seat]))))
    if not found:
        return ()
    z = st.ident[zone]
    acts = map(_COUNTER_LIST.__getitem__, found)
    return tuple(acts) if not z else tuple([Counter(z, a.times, a.target, a.occ) for a in acts])


#: the counters (of zone identity 0) met, numbered (``_COUNTERS`` keeps their numbers): a few
#: hundred, ×2 or ×3 on a formula's occurrence
_COUNTER_NUMBERING: Numbering[Counter] = Numbering()
_COUNTER_LIST = _COUNTER_NUMBERING.items
_counter_numbers = _COUNTER_NUMBERING.numbers


#: per formulas held (in the zone's order) and condition cards: :func:`_completable`'s answer
_COMPLETABLE: dict[tuple[tuple[str, ...], tuple[str, ...]], bool] = {}


def _completable(formulas: tuple[str, ...], kinds: tuple[str, ...]) -> bool:
    """Might a counter raise a substance of a zone holding ``formulas`` with the condition cards
    ``kinds`` into a reaction (CH-19)? ``False`` is certain: every target :func:`_may_complete`
    lets through has a reaction whose other reactants are held and whose condition card is there
    (``True`` when the zone's reactions are not all in ``chem.reactions()``: Electrify, a formula
    spelt otherwise). It reads no portions, and zones repeat their formulas far more often than
    their portions, so the answer is kept per formulas and condition cards (keys and answers of
    plain tuples and booleans, which the garbage collector need not walk)."""
    found = _COMPLETABLE.get((formulas, kinds))
    if found is None:
        if "electrify" in kinds or not all(map(chem.substances().__contains__, formulas)):
            found = True
        else:
            found = _may_be_completed(frozenset(formulas), kinds)
        if len(_COMPLETABLE) >= _CACHE_LIMIT:
            _COMPLETABLE.clear()
        _COMPLETABLE[(formulas, kinds)] = found
    return found


def _may_be_completed(held: frozenset[str], kinds: tuple[str, ...]) -> bool:
    """:func:`_completable` worked out: a reaction of a substance held whose other reactants are
    held and whose condition card is there (loops, not a generator: session 30)."""
    for f in held:
        for present, r in zones.needing_within(chem.reactions_of, f, held):
            if present <= held and (not r.condition or r.condition in kinds):
                return True
    return False


def _counters_by_trial(st: ChemisState, seat: int, zone: int, have: Mapping[str, int]) -> list[Counter]:
    """Each counter on each target tried with ``zones.play`` (CH-19), those no reaction could use
    (:func:`_may_complete`) left out without asking."""
    z = st.ident[zone]
    items = st.items[zone]
    out: list[Counter] = []
    counters = [t for t in (2, 3) if have.get(f"x{t}")]
    if counters and items:
        conds = st.conds[zone]
        targets = _counter_targets(items, conds)
        portions = zones.portions(items)
        kinds_here = zones.condition_kinds(conds)
        # Electrify's forced exchanges are made on the fly, and a formula not spelled as the table
        # spells it is counted by the engine under another name: then every counter is tried
        exact = "electrify" not in kinds_here and portions.keys() <= chem.substances().keys()
        o2 = zones.ignite_o2(conds)
        for t in counters:
            for f, occ in targets:
                if exact and f != "ignite":
                    more = portions[f] + items[zones.find(items, f, occ)].portions * (t - 1)
                    if not _may_complete(f, portions, more, kinds_here, o2):
                        continue
                act = Counter(z, t, f, occ)
                try:
                    zones.play_on(st, seat, zone, act)
                except IllegalAction:
                    continue
                out.append(act)
    return out


def _counter_targets(items: Sequence[Item], conds: Sequence[Cond]) -> list[tuple[str, int]]:
    """What a counter may act on in a zone (CH-19): each substance by its occurrence, and Ignite's
    own O₂ while Ignite lies there (CH-25)."""
    counts: dict[str, int] = {}
    targets: list[tuple[str, int]] = []
    for it in items:
        counts[it.formula] = counts.get(it.formula, 0) + 1
        targets.append((it.formula, counts[it.formula]))
    if any(c.kind == "ignite" for c in conds):
        targets.append(("ignite", 1))
    return targets


def _may_complete(f: str, portions: Mapping[str, int], more: int, kinds_here: frozenset[str],
                  o2: int) -> bool:
    """Could raising ``f`` from its portions in the zone to ``more`` make a reaction of ``f``
    possible that was not (CH-19)? A necessary condition, checked before ``zones.play`` is asked.

    A counter changes one substance's portions and nothing else. Without Electrify every reaction a
    zone may run is one of ``chem.reactions()`` and is possible only when its condition card is
    there and each reactant is there in its portions (Ignite adding its oxygen, CH-25); the filters
    after that (catalysts, CH-34, electrolysis of water) only take reactions away and do not depend
    on ``f``'s portions. So a new reaction needs more ``f`` than the zone holds, at most ``more``,
    its condition, and its other reactants already in place. If none does, the counter is refused
    without a query; otherwise ``zones.play`` decides, as before."""
    have = portions[f]
    held = portions.keys()
    for present, r in zones.needing_within(chem.reactions_of, f, held):
        if not present <= held or (r.condition and r.condition not in kinds_here):
            continue
        for c, g in r.reactants:
            bonus = o2 if g == "O2" and r.condition == "ignite" else 0
            if g == f:
                if not have + bonus < c <= more + bonus:
                    break
            else:
                got = portions.get(g, 0) + bonus
                if got < c or got <= 0:
                    break
        else:
            return True
    return False


def _salts(st: ChemisState, seat: int, zone: int, have: Mapping[str, int]) -> list[Salt]:
    """Acid radicals onto each metal in the zone (CH-6 II): every way to lay them from the hand
    (:func:`_radical_parts`), offered when ``zones.salt_formula`` names the salt they form, the
    answer ``zones.salt_result`` gives the play itself. The cards are the hand's by construction,
    so ``zones.play`` would accept each of these and refuse every other
    (:func:`zone_candidates_by_trial` tries them; the tests compare)."""
    z = st.ident[zone]
    out: list[Salt] = []
    radicals = _held_radicals(have)
    x2, x3 = bool(have.get("x2")), bool(have.get("x3"))
    seen: dict[str, int] = {}
    for it in st.items[zone]:
        occ = seen[it.formula] = seen.get(it.formula, 0) + 1
        if not _is_metal(it.formula):
            continue
        for tok, ion in radicals:
            n = have[tok]
            for parts, formula in _salt_offers(it.formula, it.portions, tok, ion, n if n < 3 else 3, x2, x3):
                out.append(Salt(z, parts, it.formula, occ, formula))
    return out


SaltOffers = tuple[tuple[tuple[tuple[str, int], ...], str], ...]
_SALT_OFFERS: dict[tuple[object, ...], SaltOffers] = {}


def _salt_offers(metal: str, portions: int, tok: str, ion: str, n_cards: int, x2: bool,
                 x3: bool) -> SaltOffers:
    """What :func:`_salts` lays onto one metal item with one acid radical: (parts, salt) for 1, 2
    and 3 ions (:func:`_radical_parts`, ``zones.salt_formula``). Kept per metal and its portions,
    the radical, its cards held (up to 3, the most a salt takes) and the counters held: these
    repeat far more often than a zone's whole contents, which key ``_SALTS`` (issue 18 point 3,
    session 30). A plain dictionary of plain tuples, like the other caches here (a metal's
    portions grow with counters: bounded by ``_cache_put``)."""
    key = (metal, portions, tok, ion, n_cards, x2, x3)
    found = _SALT_OFFERS.get(key)
    if found is None:
        have = {tok: n_cards, "x2": x2, "x3": x3}
        out: list[tuple[tuple[tuple[str, int], ...], str]] = []
        for t in (1, 2, 3):
            formula = zones.salt_formula(metal, portions, ((ion, t),))
            if formula is None:
                continue
            for parts in _radical_parts(tok, t, n_cards, have):
                out.append((parts, formula))
        found = _cache_put(_SALT_OFFERS, key, tuple(out))
    return found


def _held_radicals(have: Mapping[str, int]) -> list[tuple[str, str]]:
    """The acid-radical ion cards held, as (token, ion formula), in the catalogue's order."""
    return [(t, f) for t, f in _radicals() if have.get(t)]


@cache
def _radicals() -> tuple[tuple[str, str], ...]:
    return tuple((k.token, k.formula) for k in kinds() if k.cat == "ion" and chem.is_acid_radical(k.formula))


@cache
def _form_table(z: int) -> tuple[Form, ...]:
    """One ``Form`` per recipe number for the zone of identity ``z``, made once."""
    return tuple(Form(z, r, f) for f, r in recipes.flat_recipes())


@cache
def _elemental_numbers() -> frozenset[int]:
    """The recipe numbers that form an elemental substance (one per zone per turn, CH-6 I)."""
    return frozenset(i for i, (f, _) in enumerate(recipes.flat_recipes()) if recipes.elemental(f))


@cache
def _radical_tokens() -> tuple[str, ...]:
    """The acid-radical ion cards (CH-6 II), in the catalogue's order."""
    return tuple(t for t, _ in _radicals())


def zone_candidates_by_trial(st: ChemisState, seat: int, zone: int) -> list[ZoneAction]:
    """:func:`zone_candidates` worked out afresh: every candidate tried with ``zones.play``. The
    reference the cached answer is held to (``tests/chemis/test_chemis_candidates_cached.py``)."""
    key = hand_key(st.hands[seat])
    have = dict(key)
    z = st.ident[zone]
    elem_used = (seat, zone) in st.elem
    # CH-18: every recipe whose cards the hand holds, each checked (the kinds first, as a bit mask)
    held = recipes.kinds_mask(have)
    out: list[ZoneAction] = [Form(z, r, f) for mask, f, r, need in recipes.flat_with_needs()
                             if not mask & ~held and all(have[t] >= n for t, n in need)
                             and not (elem_used and recipes.elemental(f))]
    items = st.items[zone]
    metals = [(i, it) for i, it in enumerate(items) if _is_metal(it.formula)]
    if metals:
        radicals = [k for k in kinds()
                    if k.cat == "ion" and have.get(k.token) and chem.is_acid_radical(k.formula)]
        for i, it in metals:
            occ = sum(1 for x in items[: i + 1] if x.formula == it.formula)
            for k in radicals:
                for t in (1, 2, 3):
                    for parts in _radical_parts(k.token, t, have.get(k.token, 0), have):
                        salt = Salt(z, parts, it.formula, occ, "")
                        try:
                            change = zones.play_on(st, seat, zone, salt)
                        except IllegalAction:
                            continue
                        out.append(salt._replace(formula=change.items[i].formula))
    for name in FUNCTIONS:
        if have.get(name):
            out.append(Function(z, name))
    counters = [t for t in (2, 3) if have.get(f"x{t}")]
    if counters and items:
        conds = st.conds[zone]
        targets = _counter_targets(items, conds)
        for t in counters:
            for f, occ in targets:
                act = Counter(z, t, f, occ)
                try:
                    zones.play_on(st, seat, zone, act)
                except IllegalAction:
                    continue
                out.append(act)
    return out


def _radical_parts(tok: str, units: int, n_cards: int,
                   have: Mapping[str, int]) -> list[tuple[tuple[str, int], ...]]:
    """Ways to lay ``units`` acid-radical ions from the hand: single cards, or one card with a counter."""
    out: list[tuple[tuple[str, int], ...]] = []
    if n_cards >= units:
        out.append(tuple((tok, 1) for _ in range(units)))
    if units > 1 and have.get(f"x{units}"):
        out.append(((tok, units),))
    return out


@cache
def _is_metal(formula: str) -> bool:
    s = chem.substance(formula)
    return bool(s and s.cls == "metal")


@cache
def _metals() -> frozenset[str]:
    """The formulas :func:`_is_metal` holds true of."""
    return frozenset(f for f, s in chem.substances().items() if s.cls == "metal")


def canonical(st: ChemisState, seat: int, zone: int, action: ZoneAction) -> ZoneAction | None:
    """A typed play with its ``-> formula`` left out, completed as the legal list writes it."""
    if isinstance(action, Form) and not action.formula:
        f = recipes.formed_by(action.parts)
        return action._replace(formula=f) if f else None
    if isinstance(action, Salt) and not action.formula:
        try:
            change = zones.play_on(st, seat, zone, action)
        except IllegalAction:
            return None
        new = [it for it in change.items if it.uid > st.next_uid]
        return action._replace(formula=new[0].formula) if new else None
    if isinstance(action, Form):
        return action._replace(parts=tuple(sorted(action.parts, key=recipes._part_key)))
    return action


def match_reaction(equation: str, possible: Sequence[chem.Reaction]) -> chem.Reaction | None:
    """The possible reaction an equation names; the condition mark ``-[ignite]->`` may be left out."""
    want = " ".join(equation.split())
    plain = re.sub(r"\s*-\[\w+\]->\s*", " -> ", want)
    for r in possible:
        if r.text == want or re.sub(r"\s*-\[\w+\]->\s*", " -> ", r.text) == plain:
            return r
    return None
