"""Chemistry inside one reaction zone: plays onto it, reactions, filters and special substances.

A play onto a zone is coded once, in :func:`play`: a pure function from the zone's contents, the
hand and the last identity handed out to a :class:`ZoneChange`. Acting applies that change, move
generation asks it "is this play allowed, would it remove the acid (CH-10), would it restore HP
(CH-11)?" for every candidate, and the board previews the reactions it makes possible, all without
touching or cloning the game.
"""

from __future__ import annotations

from collections import Counter as MultisetCounter
from collections.abc import Callable, Collection, Iterable, Mapping, Sequence
from functools import cache
from typing import NamedTuple

from chemcards.core.protocol import IllegalAction, build_named_tuple

from . import chem, recipes, salts
from .actions import Counter, Form, Function, Salt, ZoneAction
from .catalogue import by_token, card_kinds, kind_of
from .state import ChemisState, Cond, Item, item_with

Zone = tuple[list[Item], list[Cond]]


class ZoneChange(NamedTuple):
    """What one play does to a zone (``play``): the zone's new contents, the cards it takes from the
    hand, the cards it sends to the discard pile, and the last identity it handed out (the state's
    ``next_uid`` once the play is made)."""

    items: list[Item]
    conds: list[Cond]
    used: list[int]
    gone: list[int]
    last_uid: int

    @property
    def zone(self) -> Zone:
        return self.items, self.conds


def portions(items: Iterable[Item]) -> dict[str, int]:
    out: dict[str, int] = {}
    for it in items:
        out[it.formula] = out.get(it.formula, 0) + it.portions
    return out


def condition_kinds(conds: Iterable[Cond]) -> frozenset[str]:
    # (lists, not generators, here and below: asked for every zone with condition cards, session 30)
    return frozenset([c.kind for c in conds])


def ignite_o2(conds: Iterable[Cond]) -> int:
    return max([c.o2 for c in conds if c.kind == "ignite"], default=0)


def possible(items: list[Item], conds: list[Cond]) -> list[chem.Reaction]:
    """CH-19: the reactions that can happen in a zone now (less those CH-34 holds back).

    The last zone asked and its answer are kept: a zone where reactions wait is asked again, as
    it stands, by ``settle``, by the legal list and by the chosen reaction's check (issue 18
    point 3). Items and condition cards are immutable, so equal tuples are the same zone."""
    if not items:
        return []
    global _LAST
    key = (tuple(items), tuple(conds))
    last = _LAST  # one read: another thread may replace it meanwhile
    if last[0] == key:
        return list(last[1])
    if conds:
        kinds_here = condition_kinds(conds)
        o2 = ignite_o2(conds)
    else:
        kinds_here, o2 = _NO_KINDS, 0
    # the engine's answer depends on the portions, the condition cards and Ignite's oxygen alone,
    # and zones that differ in their items (identities, cards, sources) repeat those far more
    # often (issue 18 point 3, session 11): kept per formulas and portions in the zone's order,
    # one flat tuple of strings and numbers (few new objects for the garbage collector to count)
    flat: list[object] = []
    for it in items:
        flat += (it.formula, it.portions)
    pkey = (tuple(flat), tuple(sorted(kinds_here)) if conds else (), o2)
    reactions = _REACTIONS.get(pkey)
    if reactions is None:
        here = portions(items)
        # a zone one item more than a zone where nothing may react (the play just formed it) may
        # react only by a reaction of that item's substance (issue 18 point 3, session 30: most
        # zones asked are new, and ``may_react`` read every pair of the formulas held)
        held = pkey[0]
        if len(held) > 2 and (held[:-2], pkey[1], o2) in _UNREACTIVE:
            maybe = may_react_adding(here, kinds_here, o2, items[-1].formula)
        else:
            maybe = may_react(here, kinds_here, o2)
        if len(_REACTIONS) >= 20000:
            _REACTIONS.clear()
            _UNREACTIVE.clear()
        if maybe:
            reactions = tuple(chem.possible_reactions(here, kinds_here, o2))
        else:
            reactions = ()
            _UNREACTIVE.add(pkey)
        _REACTIONS[pkey] = reactions
    found = kept_exchanges(items, list(reactions)) if reactions else []
    _LAST = (key, found)
    return list(found)


#: the last zone :func:`possible` answered for, and its answer
_LAST: tuple[tuple[tuple[Item, ...], tuple[Cond, ...]] | None, list[chem.Reaction]] = (None, [])
_NO_KINDS: frozenset[str] = frozenset()
#: per formulas and portions (in the zone's order), condition cards (sorted) and Ignite oxygen: the
#: engine's reactions
_REACTIONS: dict[tuple[object, ...], tuple[chem.Reaction, ...]] = {}
#: the keys of ``_REACTIONS`` (never more) where :func:`may_react` said no reaction may happen: an
#: engine's empty answer after a "maybe" does not tell which substance could start one
_UNREACTIVE: set[tuple[object, ...]] = set()


def clear_caches() -> None:
    """Forget the kept answers of :func:`possible` (tests compare them with the engine asked afresh)."""
    global _LAST
    _LAST = (None, [])
    _REACTIONS.clear()
    _UNREACTIVE.clear()


def may_react(portions_here: Mapping[str, int], kinds_here: frozenset[str], o2: int) -> bool:
    """Might the chemistry engine find a reaction in a zone with these portions, condition cards
    and Ignite oxygen? ``False`` is certain (issue 18, speed: most plays make no reaction, and each
    new zone was a query, a cache miss about half the time).

    Without Electrify every reaction a zone runs is one of ``chem.reactions()`` and needs its
    condition card and each reactant in its portions (Ignite adding its oxygen, CH-25); the
    engine's further checks (catalysts, concentration, CH-34, electrolysis of water) only take
    reactions away. A formula the table spells otherwise is counted under its table name: then
    the answer is ``True``. Electrify's forced exchanges (CH-26) are made on the fly, each from two
    different ionic acids, bases or salts of the zone (``chem.exchangers``): a zone holding two
    is ``True``; with fewer, Electrify serves only reactions of ``chem.reactions()`` that need it,
    which are checked like any other (issue 18 point 3: a zone with Electrify and nothing to
    exchange asked the engine after every play, a third of its queries)."""
    if "electrify" in kinds_here:
        ionic = chem.exchangers()
        if sum(1 for f in portions_here if f in ionic) >= 2:
            return True
    held = portions_here.keys()
    if not held <= chem.substances().keys():  # an answer of True, whichever substance comes first
        return True
    index = _by_two_rarest()
    for f in portions_here:
        by_second = index.get(f)
        if by_second is None:
            continue
        found = by_second.get("")
        if found:
            for present, r in found:
                if present <= held and ready(r, portions_here, kinds_here, o2):
                    return True
        # the files under the substances held, found by one set intersection, not a look-up per
        # substance (issue 18 point 3, session 30: a zone of k substances made k² look-ups)
        for g in held & by_second.keys():
            for present, r in by_second[g]:
                if present <= held and ready(r, portions_here, kinds_here, o2):
                    return True
    if "ignite" in kinds_here:
        return any(ready(r, portions_here, kinds_here, o2) for _, r in index.get("", {}).get("", ()))
    return False


def may_react_adding(portions_here: Mapping[str, int], kinds_here: frozenset[str], o2: int,
                     added: str) -> bool:
    """:func:`may_react` for a zone that holds ``portions_here``, given that the same zone less its
    last item (of formula ``added``), with the same condition cards and Ignite oxygen, may not react.

    The item changes the portions of ``added`` alone. Electrify's exchanges: the zone less it held
    fewer than two exchangers, so it holds two only when ``added`` is one. Every other formula was
    one the table spells: only ``added`` may be another. A reaction of ``chem.reactions()`` not
    taking ``added`` reads only portions that did not change, so it was not ready before and is
    not now: those that take it are the only ones to check (``ready`` on their reactants, Ignite's
    oxygen included, as in :func:`may_react`)."""
    if "electrify" in kinds_here:
        ionic = chem.exchangers()
        if added in ionic and sum(1 for f in portions_here if f in ionic) >= 2:
            return True
    if added not in chem.substances():
        return True
    held = portions_here.keys()
    for present, r in needing_within(chem.reactions_of, added, held):
        if present <= held and ready(r, portions_here, kinds_here, o2):
            return True
    return False


@cache
def _uses() -> dict[str, int]:
    """How many of ``chem.reactions()`` each substance takes part in as a reactant."""
    uses: dict[str, int] = {}
    for r in chem.reactions():
        for _, g in r.reactants:
            uses[g] = uses.get(g, 0) + 1
    return uses


def _rarest(formulas: Iterable[str]) -> str:
    """Of some reactants, the one the fewest reactions share (``""`` for none): a reaction is filed
    under it, and looked up only by zones that hold it."""
    uses = _uses()
    return min(formulas, key=lambda g: (uses.get(g, 0), g), default="")


@cache
def _by_two_rarest() -> dict[str, dict[str, Needing]]:
    """Every reaction of ``chem.reactions()`` filed once, under the two reactants a zone must hold
    that the fewest reactions share (the second ``""`` when it needs one), with all it must hold
    (Ignite's oxygen aside, CH-25); those that need nothing but Ignite's oxygen under ``""``, ``""``.
    A zone holding k substances looks at the reactions filed under its pairs, not at every reaction
    of each substance (issue 18, speed: 22 reactions were checked per zone)."""
    out: dict[str, dict[str, list[tuple[frozenset[str], chem.Reaction]]]] = {}
    for r in chem.reactions():
        present = frozenset(g for _, g in r.reactants if not (g == "O2" and r.condition == "ignite"))
        first = _rarest(present)
        second = _rarest(present - {first})
        out.setdefault(first, {}).setdefault(second, []).append((present, r))
    return {k: {g: tuple(v) for g, v in by.items()} for k, by in out.items()}


def could_happen(items: list[Item], conds: list[Cond], reactants: Iterable[str],
                 of: Callable[[str], Iterable[chem.Reaction]] = chem.reactions_of) -> bool:
    """Might :func:`possible` hold a reaction that uses one of ``reactants`` and is among those
    ``of`` files under it (by default every reaction of that substance)?
    ``False`` is certain: then no query is needed (issue 18, speed: a judgement or dying round
    tries every candidate play and asked the chemistry engine after each).

    Without Electrify every reaction a zone runs is one of ``chem.reactions()`` and is possible only
    when its condition card is in the zone and each reactant is there in its portions (Ignite adding
    its oxygen, CH-25); what the engine checks beyond that only takes reactions away. Electrify's
    forced exchanges are made on the fly, and a formula the table spells otherwise is counted under
    its table name: for those zones the answer is ``True`` (ask the engine)."""
    return could_happen_with(portions(items), condition_kinds(conds), ignite_o2(conds), reactants, of)


def could_happen_with(portions_here: Mapping[str, int], kinds_here: frozenset[str], o2: int,
                      reactants: Iterable[str],
                      of: Callable[[str], Iterable[chem.Reaction]] = chem.reactions_of) -> bool:
    """:func:`could_happen` for a zone given by its portions, condition cards and Ignite oxygen
    (``portions``, ``condition_kinds``, ``ignite_o2``): a candidate play that only adds a substance
    is judged without making its zone (``windows.window_plays``)."""
    if "electrify" in kinds_here:
        return True
    held = portions_here.keys()
    if not held <= chem.substances().keys():  # a set comparison, not a generator (session 30)
        return True
    for f in reactants:
        for present, r in needing_within(of, f, held):
            if present <= held and ready(r, portions_here, kinds_here, o2):
                return True
    return False


Needing = tuple[tuple[frozenset[str], chem.Reaction], ...]
_NEEDING: dict[tuple[Callable[[str], Iterable[chem.Reaction]], str], Needing] = {}


def needing(of: Callable[[str], Iterable[chem.Reaction]], f: str) -> Needing:
    """``of(f)`` with the substances each reaction needs in the zone (Ignite's oxygen aside)."""
    found = _NEEDING.get((of, f))
    if found is None:
        found = _NEEDING[(of, f)] = tuple(
            (frozenset(g for _, g in r.reactants if not (g == "O2" and r.condition == "ignite")), r)
            for r in of(f))
    return found


_NEEDING_BY: dict[tuple[Callable[[str], Iterable[chem.Reaction]], str], dict[str, Needing]] = {}


def needing_within(of: Callable[[str], Iterable[chem.Reaction]], f: str, held: Iterable[str]) -> Needing:
    """Those of :func:`needing` whose other substances might all be among ``held``: each reaction
    is filed under the one of them the fewest reactions share (``""`` when it needs no other), and
    only the files of what is held are read. A superset of those whose needs ``held`` covers; the
    caller still checks each (issue 18, speed)."""
    by = _NEEDING_BY.get((of, f))
    if by is None:
        files: dict[str, list[tuple[frozenset[str], chem.Reaction]]] = {}
        for present, r in needing(of, f):
            files.setdefault(_rarest(present - {f}), []).append((present, r))
        by = _NEEDING_BY[(of, f)] = {g: tuple(v) for g, v in files.items()}
    out = by.get("", ())
    for g in held:
        found = by.get(g) if g != f else None
        if found:
            out = out + found if out else found
    return out


def ready(r: chem.Reaction, portions: Mapping[str, int], kinds_here: frozenset[str], o2: int) -> bool:
    """Its condition card is in the zone and each reactant in its portions (CH-19, CH-25, CH-33):
    what every reaction a zone offers has, before the engine's finer checks."""
    if r.condition and r.condition not in kinds_here:
        return False
    for c, g in r.reactants:
        got = portions.get(g, 0)
        if g == "O2" and r.condition == "ignite":
            got += o2
        if got < c or got <= 0:
            return False
    return True


def exchange_locks(items: Iterable[Item]) -> dict[frozenset[str], tuple[str, ...]]:
    """CH-34: for each pair of Electrify exchange products still both in the zone, the reactants that
    exchange used (what the reverse reaction would make again)."""
    linked = {it.uid: it for it in items if it.partner}
    locks: dict[frozenset[str], tuple[str, ...]] = {}
    for it in linked.values():
        other = linked.get(it.partner)
        if other is not None and other.partner == it.uid:
            locks[frozenset((it.formula, other.formula))] = it.undoes
    return locks


def kept_exchanges(items: Iterable[Item], found: list[chem.Reaction]) -> list[chem.Reaction]:
    """CH-34: an exchange made by Electrify stays made. The reverse reaction between its two products
    (the one that would give back the exchange's reactants) is not offered while both products are
    in the zone; any other reaction of them is."""
    locks = exchange_locks(items) if found else {}
    if not locks:
        return found
    return [r for r in found
            if locks.get(frozenset(f for _, f in r.reactants)) != tuple(sorted(f for _, f in r.products))]


def special(item: Item) -> str:
    """The special class of a substance in a zone (``chem.special_class``). Asked several times per
    action (every judgement round, the end of a turn), mostly of substances neither heated nor
    cooled: those are kept per formula, a plain string key (issue 18 point 3, session 30). The
    formulas in zones are those of the deck's recipes and the reactions' products, a few hundred."""
    if item.heated or item.cooled:
        return chem.special_class(item.formula, item.heated, item.cooled)
    found = _PLAIN_SPECIAL.get(item.formula)
    if found is None:
        found = _PLAIN_SPECIAL[item.formula] = chem.special_class(item.formula, False, False)
    return found


_PLAIN_SPECIAL: dict[str, str] = {}


def make_item(uid: int, formula: str, cards: tuple[int, ...], source: int, count: int = 1,
              displaced: bool = False) -> Item:
    # (built as the tuple ``Item.__new__`` makes, all fields given: a Python-level call less per new
    # item, issue 18 point 3, session 30)
    return build_named_tuple(Item, (uid, formula, cards, count, source, chem.zone_state(formula), "",
                                    displaced, False, False, 0, ()))


def new_item(st: ChemisState, formula: str, cards: tuple[int, ...], source: int, count: int = 1,
             displaced: bool = False) -> Item:
    return make_item(st.uid(), formula, cards, source, count, displaced)


def find(items: list[Item], formula: str, occ: int) -> int:
    """Index of the ``occ``-th item with ``formula`` (1-based), or -1."""
    seen = 0
    for i, it in enumerate(items):
        if it.formula == formula:
            seen += 1
            if seen == occ:
                return i
    return -1


@cache
def card_tokens() -> tuple[str, ...]:
    """Card id -> its kind's token, for the whole deck (``kind_of(card).token`` in one index)."""
    return tuple(kind_of(card).token for card in range(len(card_kinds())))


def pick_cards(hand: Sequence[int], need: Mapping[str, int] | Iterable[tuple[str, int]]) -> list[int] | None:
    """The physical cards a play takes: of each kind, the earliest in the hand (``need``: cards
    per kind, as a mapping or as pairs)."""
    left = dict(need)
    out: list[int] = []
    wanted = len(left)
    token = card_tokens()
    for card in hand:
        tok = token[card]
        n = left.get(tok, 0)
        if n > 0:
            out.append(card)
            left[tok] = n - 1
            if n == 1:
                wanted -= 1
                if not wanted:
                    return out
    return None if any(left.values()) else out


def refuse(reason: str, key: str, **params: object) -> IllegalAction:
    return IllegalAction(reason, key, **params)


def missing_refusal(parts: Sequence[tuple[str, int]], hand: Sequence[int] = ()) -> IllegalAction | None:
    """CH-18: cards that form no substance yet but are part of one: the refusal says what each
    substance they could become still needs (``recipes.completions``, as the picker's line does).
    ``missing`` holds (formula, ((card, number), ...)) pairs, read in the player's language by
    ``Chemis.refusal_params``; ``options`` is the same in formulas alone, for a reader without it;
    ``held`` names those the ``hand`` completes, which come first (play-through 19, zh 3).
    None when no substance holds them all, or when counters are among them. A card that belongs
    to no substance with the others, when none is near them all, is named instead, with what the
    rest makes with the ``hand`` (``recipes.stray``; play-through 14, en 2: O + [SO₄] named
    "Al₂(SO₄)₃ still needs 2× Al, O, S, [SO₄], counter ×3")."""
    if any(times != 1 for _, times in parts):
        return None
    picked = MultisetCounter(tok for tok, _ in parts)
    in_hand = MultisetCounter(kind_of(c).token for c in hand)
    odd = recipes.stray(picked, in_hand)
    if odd is not None:
        made = "+".join(t for t, n in odd.cards for _ in range(n))
        made = f": {made} -> {odd.formula}" if odd.formula else ""
        return refuse(f"{odd.card} belongs to no substance with {'+'.join(t for t, _ in odd.rest)}{made} "
                      "(CH-18)", "stray_card", stray=(odd.card, odd.rest, odd.formula, odd.cards))
    options = recipes.completions(picked, hand=in_hand)
    if not options:
        return None
    missing = tuple((formula, tuple(sorted(need.items()))) for formula, need in options)
    plain = " · ".join(chem.display(formula) + ": +" + "+".join(
        chem.display(tok) for tok, n in need for _ in range(n)) for formula, need in missing)
    mine = tuple(formula for formula, need in options if recipes.held(picked, need, in_hand))
    return refuse(f"{'+'.join(tok for tok, _ in parts)} forms no substance yet: {plain} (CH-18)",
                  "still_missing", missing=missing, options=plain, held=mine)


def play(zone: Zone, hand: Sequence[int], action: ZoneAction, *, seat: int, last_uid: int,
         element_done: bool = False, turn: int = 0) -> ZoneChange:
    """``seat`` makes ``action`` on a zone holding ``zone`` with ``hand``: the one coding of a play's
    effect (CH-6, CH-18, CH-19, CH-23 … CH-27). New items and conditions get the identities after
    ``last_uid``; ``element_done`` says the seat already put an elemental substance into this zone
    this turn (CH-6 I); ``turn`` stamps a condition card. Pure: raises IllegalAction if the play is
    not allowed, and changes nothing it is given."""
    items = zone[0][:]
    conds = zone[1][:]
    gone: list[int] = []
    if isinstance(action, Form):
        formula = recipes.formed_by(action.parts)
        if formula is None:
            gas = recipes.diatomic(action.parts)
            if gas is not None:  # say why: the element is a gas of two-atom molecules
                element = action.parts[0][0]
                raise refuse(f"a single {element} forms no substance: {gas} needs a second {element} (CH-18)",
                             "needs_second_atom", element=element, formula=chem.display(gas))
            # acid radicals typed alone: what they need on a metal here (CH-6 II); cards that a
            # real substance needs more of: what is missing (K + [SO4]: K2SO4 needs a second K),
            # as the picker says it (CH-18, issue 12 point 11)
            raise salts.form_refusal(action.zone, items, action.parts) or missing_refusal(
                action.parts, hand) or refuse(
                f"{'+'.join(t for t, _ in action.parts)} forms no substance that exists (CH-18)",
                "no_substance")
        if action.formula and action.formula != formula:
            raise refuse(f"those cards form {formula}, not {action.formula}", "forms_other",
                         formula=formula)
        if element_done and recipes.elemental(formula):
            raise refuse("only one elemental substance per zone per turn (CH-6)", "one_element")
        used = pick_cards(hand, recipes.needs_tuple(action.parts))
        if used is None:
            raise refuse("you do not hold those cards", "not_in_hand")
        last_uid += 1
        items.append(make_item(last_uid, formula, tuple(used), seat))
        return build_named_tuple(ZoneChange, (items, conds, used, gone, last_uid))
    if isinstance(action, Salt):
        i, formula = salt_result(items, action)
        used = pick_cards(hand, recipes.needs_tuple(action.parts))
        if used is None:
            raise refuse("you do not hold those cards", "not_in_hand")
        last_uid += 1
        items[i] = make_item(last_uid, formula, items[i].cards + tuple(used), seat)
        return build_named_tuple(ZoneChange, (items, conds, used, gone, last_uid))
    if isinstance(action, Function):
        used = pick_cards(hand, ((action.name, 1),))
        if used is None:
            raise refuse("you do not hold that card", "not_in_hand")
        name = action.name
        if name == "filter":  # CH-27
            keep = []
            for it in items:
                if it.state in ("s", "g"):
                    gone += it.cards
                else:
                    keep.append(it)
            items = keep
            gone += used
        elif name == "cool":  # CH-24: cancels Heat, slightly soluble substances precipitate
            kept = []
            for c in conds:
                if c.kind == "heat":
                    gone += c.cards
                else:
                    kept.append(c)
            conds = kept
            items = [_restate(it, heated=False, cooled=True) for it in items]
            gone += used
        else:
            if name == "heat":  # CH-23: volatile substances become gases; cancels Cool
                items = [_restate(it, heated=True, cooled=False) for it in items]
            last_uid += 1
            conds.append(Cond(last_uid, name, tuple(used), 1 if name == "ignite" else 0, turn))
        return build_named_tuple(ZoneChange, (items, conds, used, gone, last_uid))
    if isinstance(action, Counter):
        used = pick_cards(hand, ((f"x{action.times}", 1),))
        if used is None:
            raise refuse("you do not hold that counter card", "not_in_hand")
        if action.target == "ignite":
            j = next((j for j, c in enumerate(conds) if c.kind == "ignite"), -1)
            if j < 0:
                raise refuse("there is no Ignite in that zone", "no_target", target="ignite")
            c = conds[j]
            conds[j] = c._replace(o2=c.o2 * action.times, cards=c.cards + tuple(used))
            target = "O2"
        else:
            i = find(items, action.target, action.occ)
            if i < 0:
                raise refuse(f"there is no {action.target} in that zone", "no_target", target=action.target)
            it = items[i]
            items[i] = item_with(it, it.portions * action.times, it.cards + tuple(used))
            target = action.target
        # CH-19: a counter acts only on a reactant: it must make a reaction of that substance possible
        # (the zone as it was is asked only when the counter makes one possible at all: a legal
        # list tries every counter on every substance, issue 18 point 3)
        raised = [r for r in possible(items, conds) if r.uses(target)]
        before = set(possible(zone[0], zone[1])) if raised else set()
        if not any(r not in before for r in raised):
            raise refuse("a counter may only complete a reaction of that substance (CH-19)",
                         "counter_not_reactant", target=action.target)
        return build_named_tuple(ZoneChange, (items, conds, used, gone, last_uid))
    raise refuse("that is not a play onto a zone", "bad_action")


#: what a function card did, as its log line says it (``function_effect``): a key of the
#: catalogue's ``fx_<key>`` and the formulas it names
Effect = tuple[str, tuple[str, ...]]


def function_effect(name: str, before: Zone, change: ZoneChange,
                    told: Collection[int] = ()) -> tuple[Effect, ...]:
    """What the function card ``name`` did to a zone that held ``before`` (CH-23 … CH-27, CH-33), so
    that its log line says it: play-through 17 (zh 4), Cool played at a zone left nothing anybody
    could see, and nothing in the log said it happened. Heat, Ignite and Electrify wait for a
    reaction (Ignite with the oxygen it brings); Heat turns volatile substances into gas and
    dissolves what Cool precipitated; Cool cancels a Heat and precipitates slightly soluble
    substances (or finds nothing to do); Filter names what it took out, except the uids in ``told``
    (a judged substance: its own "removed" line follows, CH-10)."""
    # the cards that change no substance first, without comparing the items (session 30)
    if name == "ignite":
        return (("waits_o2", ()),)
    if name == "electrify":
        return (("waits", ()),)
    if name == "filter":
        kept = {it.uid for it in change.items}
        gone = tuple(it.formula for it in before[0] if it.uid not in kept and it.uid not in told)
        if gone:
            return (("filtered", gone),)
        return (("nothing_to_filter", ()),) if len(kept) == len(before[0]) else ()
    old = {it.uid: it for it in before[0]}
    changed = [(old[it.uid], it) for it in change.items if it.uid in old]
    out: list[Effect] = []
    dissolved = tuple(new.formula for was, new in changed
                      if (was.cooled and not new.cooled) or (was.heated and not new.heated))
    if name == "heat":
        gas = tuple(new.formula for was, new in changed if new.heated and not was.heated)
        out += [("gas", gas)] if gas else []
        out += [("dissolves", dissolved)] if dissolved else []
        out.append(("waits", ()))
    elif name == "cool":
        had_heat = any(c.kind == "heat" for c in before[1])
        cancelled = had_heat and not any(c.kind == "heat" for c in change.conds)
        solid = tuple(new.formula for was, new in changed if new.cooled and not was.cooled)
        out += [("cancels_heat", ())] if cancelled else []
        out += [("dissolves", dissolved)] if dissolved else []
        out += [("precipitates", solid)] if solid else []
        if not out:
            out.append(("nothing_to_cool", ()))
    return tuple(out)


def play_on(st: ChemisState, seat: int, zone: int, action: ZoneAction) -> ZoneChange:
    """:func:`play` for ``seat`` onto ``zone`` of a game, read from the state (which stays as it is)."""
    return play((st.items[zone], st.conds[zone]), st.hands[seat], action, seat=seat,
                last_uid=st.next_uid, element_done=(seat, zone) in st.elem, turn=st.turn_no)


def salt_result(items: list[Item], action: Salt) -> tuple[int, str]:
    """CH-6 (II): the metal item an acid radical goes onto and the salt it forms (CH-18)."""
    i = find(items, action.metal, action.occ)
    sub = chem.substance(action.metal)
    if i < 0 or sub is None or sub.cls != "metal":
        raise refuse(f"there is no metal {action.metal} in that zone (CH-6 II)", "no_metal",
                     metal=action.metal)
    cards: dict[str, int] = {}
    for tok, t in action.parts:
        k = by_token().get(tok)
        if k is None or k.cat != "ion" or not chem.is_acid_radical(k.formula):
            raise refuse(f"{tok} is not an acid-radical ion card (CH-6 II)", "not_acid_radical", card=tok)
        cards[k.formula] = cards.get(k.formula, 0) + t
    formula = salt_formula(action.metal, items[i].portions, tuple(sorted(cards.items())))
    if formula is None:  # say what the salt needs (CH-18)
        raise salts.salt_refusal(action.metal, items[i].portions, action.parts)
    if action.formula and formula != action.formula:
        raise refuse(f"{action.metal} with those ions forms no salt that exists (CH-18)", "no_substance")
    return i, formula


@cache
def salt_formula(metal: str, portions: int, ions: tuple[tuple[str, int], ...]) -> str | None:
    """CH-18: the salt ``portions`` of ``metal`` form with the acid-radical ions ``ions`` (formula,
    count with counters; sorted), or None. The one answer for a play (:func:`salt_result`) and for
    the legal list (``plays``), which asks it for every metal in a zone without trying the play
    (issue 18, speed: a refused try spelt out its refusal for a person, ``salts.salt_refusal``)."""
    cards = dict(ions)
    cards[metal] = cards.get(metal, 0) + portions
    return chem.form_cards(cards)


def _restate(it: Item, *, heated: bool, cooled: bool) -> Item:
    sub = chem.substance(it.formula)
    if sub is None:
        return it
    h = heated and sub.volatile
    c = cooled and sub.solubility == "slightly"
    if h == it.heated and c == it.cooled:
        return it
    return it._replace(heated=h, cooled=c, state=chem.zone_state(it.formula, h, c))


def react(st: ChemisState, zone: int, r: chem.Reaction, actor: int) -> list[int]:
    """Run reaction ``r`` in ``zone`` (CH-19); products carry the reactants' cards and the player
    whose play completed it is their source (CH-15). Returns the cards sent to the discard pile."""
    items = st.items[zone]
    conds = st.conds[zone]
    gone: list[int] = []
    pool: list[int] = []
    need = {f: c for c, f in r.reactants}
    if r.condition:  # CH-33: the condition card serves this one reaction, then is discarded
        j = next(j for j, c in enumerate(conds) if c.kind == r.condition)
        cond = conds.pop(j)
        gone += cond.cards
        if r.condition == "ignite" and "O2" in need:
            need["O2"] = max(0, need["O2"] - cond.o2)
    keep: list[Item] = []
    for it in items:
        want = need.get(it.formula, 0)
        if want <= 0:
            keep.append(it)
        elif it.portions <= want:
            need[it.formula] = want - it.portions
            pool += it.cards
        else:
            need[it.formula] = 0
            keep.append(item_with(it, it.portions - want, it.cards))
    products = [new_item(st, f, (), actor, c, displaced=(f == r.displaced)) for c, f in r.products]
    if r.family == "electrified_exchange" and len(products) == 2:  # CH-34: the exchange stays made
        a, b = products
        undoes = tuple(sorted(f for _, f in r.reactants))
        products = [a._replace(partner=b.uid, undoes=undoes), b._replace(partner=a.uid, undoes=undoes)]
    # cards go round the products so that every product carries some while cards last
    shares: list[list[int]] = [[] for _ in products]
    for n, card in enumerate(pool):
        shares[n % len(products)].append(card)
    keep += [item_with(p, p.portions, tuple(s)) for p, s in zip(products, shares, strict=True)]
    st.items[zone] = keep
    return gone
