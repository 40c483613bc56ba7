"""The one door from CHEMIS to the chemistry engine (``chemcards.chemistry``, issue 6).

Everything the game asks about chemistry goes through the functions here, so a change in the
engine's API touches this file only. The game needs: substance properties (names, classes, state
in a zone), which substance a set of cards forms (CH-18), which reactions can happen in a zone
(CH-19, CH-21, CH-33) and a substance's special class (CH-16, CH-17, CH-22).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache, lru_cache
from itertools import product
from typing import Any

from chemcards.chemistry import queries
from chemcards.chemistry.data import load_data
from chemcards.chemistry.formula import parse_formula, pretty
from chemcards.chemistry.reactions import all_reactions
from chemcards.i18n import tr

from .numbering import Numbering

# -- substances --------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Substance:
    formula: str
    names: Mapping[str, str]
    cls: str  # metal | nonmetal | oxide | acid | base | salt | organic | other
    state: str  # at room temperature: solid | liquid | gas | aqueous
    solubility: str  # soluble | slightly | insoluble | reacts
    strength: str
    toxic_gas: bool
    hydrolyses: bool
    volatile: bool
    reacts_with_water: bool
    atoms: tuple[tuple[str, int], ...]

    @property
    def elemental(self) -> bool:
        """CH-6 (I): a 单质, made of one element."""
        return len(self.atoms) == 1

    def name(self, lang: str) -> str:
        return self.names.get(lang) or self.names.get("en") or self.formula


def _convert(x: Any) -> Substance:
    return Substance(
        formula=x.formula, names={lang: x.names.get(lang) for lang in ("de", "en", "zh")}, cls=x.cls,
        state=x.state, solubility=x.solubility, strength=x.strength or "", toxic_gas=x.toxic_gas,
        hydrolyses=x.hydrolyses, volatile=x.volatile,
        reacts_with_water=x.reacts_with_water or x.solubility == "reacts", atoms=x.parsed.atoms)


@cache
def substances() -> dict[str, Substance]:
    return {f: _convert(x) for f, x in load_data().substances.items()}


def substance(formula: str) -> Substance | None:
    return substances().get(formula)


def name(formula: str, lang: str) -> str:
    s = substances().get(formula)
    return s.name(lang) if s else formula


def display(formula: str) -> str:
    """Sub- and superscripts for a person (``Ba(OH)₂``)."""
    return pretty(formula)


@cache
def _by_atoms() -> dict[tuple[tuple[str, int], ...], str]:
    """Composition -> formula; where two substances share one (isomers), the first listed wins."""
    out: dict[tuple[tuple[str, int], ...], str] = {}
    for s in substances().values():
        out.setdefault(s.atoms, s.formula)
    return out


def is_acid_radical(ion: str) -> bool:
    """CH-6 (II): the anions a player may add to a metal (not OH⁻)."""
    found = load_data().ions.get(ion)
    return bool(found and found.acid_radical)


def element_name(symbol: str, lang: str) -> str:
    """An element's name in the language (rulesets/chemistry/elements.toml); the symbol if unknown."""
    el = load_data().elements.get(symbol)
    return el.names.get(lang) if el else symbol


def ion_name(ion: str, lang: str) -> str:
    """An ion's name in the language (rulesets/chemistry/ions.toml); the formula if unknown."""
    found = load_data().ions.get(ion)
    return found.names.get(lang) if found else ion


def element_charges(symbol: str) -> tuple[int, ...]:
    el = load_data().elements.get(symbol)
    return tuple(el.charges) if el else ()


def atoms_of(formula: str) -> tuple[tuple[str, int], ...]:
    return parse_formula(formula).atoms


def form_cards(cards: Mapping[str, int]) -> str | None:
    """CH-18 through the engine: element symbols and ion formulas (counted, counters applied)."""
    return _form_cards(tuple(sorted(cards.items())))


@lru_cache(maxsize=1 << 14)
def _form_cards(cards: tuple[tuple[str, int], ...]) -> str | None:
    """Every candidate salt of a zone is asked for on each legal-move list, so answers are cached."""
    found = queries.form_substance(dict(cards))
    return found.formula if found else None


def form_substance(element_atoms: Mapping[str, int], ion_atoms: Mapping[str, int],
                   ion_charge: int) -> str | None:
    """CH-18: the substance that element cards and ion cards (already multiplied by counters) form.

    Where ion cards take part, the element cards must be able to balance their charge with one
    common charge per element (Na + OH⁻ forms NaOH; OH⁻ + OH⁻ alone forms nothing).
    """
    total = dict(element_atoms)
    for el, n in ion_atoms.items():
        total[el] = total.get(el, 0) + n
    formula = _by_atoms().get(tuple((el, total[el]) for el in _hill(total)))
    if formula is None or not charge_balances(element_atoms, ion_charge):
        return None
    return formula


def _hill(units: Mapping[str, int]) -> list[str]:
    syms = [k for k, v in units.items() if v]
    if "C" in syms:
        rest = sorted(set(syms) - {"C", "H"})
        return ["C", *(["H"] if "H" in syms else []), *rest]
    return sorted(syms)


def charge_balances(element_atoms: Mapping[str, int], ion_charge: int) -> bool:
    """Some choice of one common charge per element cancels the ion cards' charge."""
    if not ion_charge:
        return True
    choices = [[c * n for c in element_charges(el)] or [0] for el, n in element_atoms.items() if n]
    return any(sum(combo) + ion_charge == 0 for combo in product(*choices))


# -- special classes in a zone (CH-16, CH-17, CH-22..24) ---------------------------------------

#: HP change of each special class when it takes effect (CH-16, CH-17)
DAMAGE = {"strong_acid": 2, "strong_base": 2, "weak_acid": 1, "weak_base": 1, "precipitate": 1,
          "toxic": 1, "hydrolysis": 1}
BENEFIT = ("o2", "h2", "water")
#: acids and bases stay in the zone until its owner ends a turn; water until its owner is dying (CH-32)
LINGERING = ("strong_acid", "strong_base", "weak_acid", "weak_base", "water")
_STATE = {"dissolved": "aq", "liquid": "l", "gas": "g", "solid": "s", "precipitate": "s"}
_CLASS = {"toxic_gas": "toxic", "oxygen": "o2", "hydrogen": "h2", "none": ""}


def _conds(heated: bool, cooled: bool) -> tuple[str, ...]:
    return ("heat",) * heated + ("cool",) * cooled


@cache
def zone_state(formula: str, heated: bool = False, cooled: bool = False) -> str:
    """How a substance sits in a zone: ``aq`` dissolved, ``l`` liquid, ``g`` gas, ``s`` insoluble
    solid (CH-22 solutions and gases, CH-23 Heat, CH-24 Cool), as the engine decides it."""
    state = str(queries.zone_state(formula, _conds(heated, cooled)))
    return _STATE.get(state, "s")


@cache
def special_class(formula: str, heated: bool = False, cooled: bool = False) -> str:
    """The special class (CH-16, CH-17) of a substance in a zone; "" when none."""
    cls = str(queries.damage_class(formula, _conds(heated, cooled)))
    return _CLASS.get(cls, cls)


# -- reactions ---------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Reaction:
    """A balanced reaction as the game uses it; ``text`` is also its notation (``react <text>``)."""

    reactants: tuple[tuple[int, str], ...]
    products: tuple[tuple[int, str], ...]
    condition: str  # "" | heat | ignite | electrify
    displaced: str  # the displaced metal among the products (CH-20), or ""
    family: str
    text: str

    def uses(self, formula: str) -> bool:
        # (loops, not ``any`` over a generator: asked of every reaction a counter or a judged
        # substance might complete, issue 18 point 3, session 30)
        for _, f in self.reactants:  # noqa: SIM110 - no generator's frame per call
            if f == formula:
                return True
        return False

    def makes(self, formula: str) -> bool:
        for _, f in self.products:  # noqa: SIM110 - (as ``uses``)
            if f == formula:
                return True
        return False

    def display(self, lang: str) -> str:
        """The school-book form with sub/superscripts, gas and precipitate marks."""
        return _engine_reaction(self.text).display(lang)


@cache
def _convert_reaction(r: Any) -> Reaction:
    return Reaction(tuple(r.reactants), tuple(r.products), "" if r.condition == "none" else r.condition,
                    r.displaced_metal or "", r.family, " ".join(r.equation().split()))


_ENGINE_BY_TEXT: dict[str, Any] = {}


def _engine_reaction(text: str) -> Any:
    return _ENGINE_BY_TEXT[text]


@cache
def _left_out() -> frozenset[str]:
    """Reaction ids a zone never runs, each [decided] in docs/rules/chemis.*.md (CH-22, CH-36):

    * a gas that reacts with water, with water alone (CO₂ + H₂O): CH-22 says it stays a gas;
    * the reverse of an earlier reaction with no condition: an equilibrium must not run round for
      ever in one zone. (H₂CO₃ → H₂O + CO₂ is not such a reverse: its forward, CO₂ + H₂O, is left
      out by the first rule, so carbonic acid formed from cards breaks down; play-through 8.)
    Reactions needing a concentrated acid or a melt are left out by the engine (a zone holds dilute
    solutions; docs/rules/chemis.*.md lists what is left out of play and why).
    """
    subs = load_data().substances
    out: set[str] = set()
    seen: set[tuple[Any, ...]] = set()
    for r in all_reactions():
        fs = [f for _, f in r.reactants]
        if len(fs) == 2 and "H2O" in fs and any(
                subs[f].state == "gas" and (subs[f].reacts_with_water or subs[f].solubility == "reacts")
                for f in fs if f != "H2O"):
            out.add(r.id)
            continue
        left, right = tuple(sorted(r.reactants)), tuple(sorted(r.products))
        if r.condition == "none":
            if (right, left) in seen:
                out.add(r.id)
                continue
            seen.add((left, right))
    return frozenset(out)


@cache
def reactions() -> tuple[Reaction, ...]:
    """Every reaction a zone may run (without the forced exchanges Electrify adds on the fly)."""
    skip = _left_out()
    out = []
    for r in all_reactions():
        if r.id not in skip and not r.concentrated and not r.molten:
            _ENGINE_BY_TEXT.setdefault(" ".join(r.equation().split()), r)
            out.append(_convert_reaction(r))
    return tuple(out)


@cache
def _index() -> dict[str, tuple[Reaction, ...]]:
    idx: dict[str, list[Reaction]] = {}
    for r in reactions():
        for f in {f for _, f in r.reactants}:
            idx.setdefault(f, []).append(r)
    return {k: tuple(v) for k, v in idx.items()}


@cache
def _by_sides() -> dict[tuple[tuple[tuple[int, str], ...], tuple[tuple[int, str], ...]], Reaction]:
    """Every zone reaction by its two sides (reactants, products), each sorted."""
    return {(tuple(sorted(r.reactants)), tuple(sorted(r.products))): r for r in reactions()}


def reaction_of(text: str) -> Reaction | None:
    """The zone reaction written ``text`` (its notation), or ``None``."""
    text = " ".join(text.split())
    return next((x for x in reactions() if x.text == text), None)


def _swapped(text: str) -> tuple[Reaction | None, Reaction | None]:
    """The reaction of ``text`` and the zone reaction that turns its products back into its
    reactants, in the same portions (either ``None``)."""
    r = reaction_of(text)
    if r is None:
        return None, None
    return r, _by_sides().get((tuple(sorted(r.products)), tuple(sorted(r.reactants))))


def runs_back(text: str) -> Reaction | None:
    """The reaction without a condition that a reaction needing a condition card is followed by,
    because it makes that reaction's reactants again (NH₄Cl =△= NH₃ + HCl, then NH₃ + HCl →
    NH₄Cl): the card serves one reaction (CH-33), and only two reactions *without* a condition are
    kept from running back (CH-22, decided). ``None`` for any other reaction."""
    r, back = _swapped(text)
    return back if r is not None and r.condition and back is not None and not back.condition else None


def made_back_by(text: str) -> Reaction | None:
    """For a reaction without a condition: the reaction needing a condition card that it undoes
    (``runs_back`` seen from the other side), else ``None``."""
    r, forward = _swapped(text)
    return forward if r is not None and not r.condition and forward is not None and forward.condition \
        else None


def equation_display(text: str, lang: str) -> str:
    """The school-book form of a reaction given by its notation (``2C + O2 -[ignite]-> 2CO``). Its
    condition in brackets is the game's card, named as the card list names it ("(Ignite)"): the
    chemistry's own word, "(ignite)", stood beside "Ignite" in the hand and the hint (play-through
    17, en 9). Chinese writes the condition over the double line (``=点燃=``) as the books do."""
    reactions()  # fills the engine's reactions by notation (once): a log line may come first
    r = _ENGINE_BY_TEXT.get(" ".join(text.split()))
    if r is None:
        return text
    shown = str(r.display(lang))
    if lang == "zh" or r.condition in ("", "none"):
        return shown
    word = load_data().label("condition", r.condition, lang)
    head, found, tail = shown.rpartition(f"({word}")
    return f"{head}({tr('chemis', 'fn_' + r.condition, lang)}{tail}" if found else shown


@cache
def exchangers() -> frozenset[str]:
    """The substances Electrify may make exchange ions (CH-26): the ionic acids, bases and salts.
    The engine's forced exchanges take two different ones of these from the zone."""
    return frozenset(f for f, s in load_data().substances.items()
                     if s.is_ionic and s.cls in ("acid", "base", "salt"))


def reactions_of(formula: str) -> tuple[Reaction, ...]:
    return _index().get(formula, ())


def by_text(text: str) -> Reaction | None:
    return {r.text: r for r in reactions()}.get(" ".join(text.split()))


def possible_reactions(portions: Mapping[str, int], conditions: frozenset[str] | set[str],
                       ignite_o2: int = 0) -> list[Reaction]:
    """CH-19/CH-21/CH-26/CH-33 through the engine: reactions whose reactants are present in enough
    portions and whose condition card is in the zone, in the order a player is offered them."""
    if not portions:
        return []
    # Zones repeat (every candidate play is tried on the same zone), so answers are kept: in a plain
    # dict of plain tuples (the condition cards sorted, the reactions as numbers into
    # ``_REACTION_LIST``), which the cyclic garbage collector stops walking; keyed on a frozenset
    # and answered with a tuple of ``Reaction``s, each zone kept three tracked objects (issue 18
    # point 3, session 17)
    key = (tuple(sorted(portions.items())), tuple(sorted(conditions)), ignite_o2)
    found = _POSSIBLE.get(key)
    if found is None:
        if len(_POSSIBLE) >= 1 << 16:
            _POSSIBLE.clear()
        found = _POSSIBLE[key] = _reaction_numbers(_possible(key[0], frozenset(conditions), ignite_o2))
    return list(map(_REACTION_LIST.__getitem__, found))


_POSSIBLE: dict[tuple[tuple[tuple[str, int], ...], tuple[str, ...], int], tuple[int, ...]] = {}
#: the reactions met, numbered (``_POSSIBLE`` keeps their numbers): no more than the table holds
_REACTION_NUMBERING: Numbering[Reaction] = Numbering()
_REACTION_LIST = _REACTION_NUMBERING.items
_reaction_numbers = _REACTION_NUMBERING.numbers


def clear_possible() -> None:
    """Forget the kept answers of :func:`possible_reactions` (the bench times the engine's own query)."""
    _POSSIBLE.clear()


def _possible(portions: tuple[tuple[str, int], ...], conditions: frozenset[str],
              ignite_o2: int) -> tuple[Reaction, ...]:
    """The engine's reactions for a zone's portions, condition cards and Ignite oxygen."""
    skip = _left_out()
    out = []
    for r in queries.possible_reactions(dict(portions), conditions, ignite_o2=ignite_o2):
        if r.id in skip:
            continue
        mine = _convert_reaction(r)
        _ENGINE_BY_TEXT.setdefault(mine.text, r)
        out.append(mine)
    return tuple(out)
