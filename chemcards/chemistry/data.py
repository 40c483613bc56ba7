"""Typed records for the chemistry tables and their loading with cross-checks.

The TOML files under ``rulesets/chemistry/`` are the single source of chemistry (CH-30); this
module turns them into frozen records once, derives what the tables imply (which ions make up a
salt, which cation a metal oxide holds) and refuses contradictory data at load, so that no game
ever runs on a table that a test would have rejected.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cache
from itertools import product
from math import gcd
from typing import Any, Literal

from chemcards.chemistry.errors import ChemistryDataError, FormulaError
from chemcards.chemistry.formula import Formula, parse_formula
from chemcards.core.data import load_toml

Lang = Literal["de", "en", "zh"]
LANGS: tuple[Lang, ...] = ("de", "en", "zh")
CLASSES = ("metal", "nonmetal", "oxide", "acid", "base", "salt", "organic", "other")
STATES = ("solid", "liquid", "gas", "aqueous")
SOLUBILITIES = ("soluble", "slightly", "insoluble", "reacts")
CONDITIONS = ("none", "heat", "ignite", "electrify")
TABLE_CODES = {"s": "soluble", "sl": "slightly", "i": "insoluble", "-": "reacts", "?": None}
GAME = "chemistry"


@dataclass(frozen=True, slots=True)
class Names:
    """A display name in the three languages of the suite."""

    de: str
    en: str
    zh: str

    def get(self, lang: str) -> str:
        return {"de": self.de, "en": self.en, "zh": self.zh}.get(lang, self.en)

    @classmethod
    def from_entry(cls, entry: Mapping[str, Any], where: str) -> Names:
        missing = [lang for lang in LANGS if not isinstance(entry.get(lang), str)]
        if missing:
            raise ChemistryDataError(f"{where}: missing name(s) {', '.join(missing)}")
        return cls(entry["de"], entry["en"], entry["zh"])


@dataclass(frozen=True, slots=True)
class Element:
    symbol: str
    names: Names
    charges: tuple[int, ...]
    metal: bool


@dataclass(frozen=True, slots=True)
class Ion:
    formula: str
    names: Names
    parsed: Formula
    acid_radical: bool = False
    acid: str | None = None
    pka: float | None = None
    decomposes_to: tuple[str, ...] = ()
    reducing: bool = False
    oxidising: bool = False
    gas_leaves: bool = False

    @property
    def charge(self) -> int:
        return self.parsed.charge

    @property
    def is_cation(self) -> bool:
        return self.parsed.charge > 0


@dataclass(frozen=True, slots=True)
class Substance:
    """One row of the substance table; the fields drive damage (CH-16) and reactions (CH-19)."""

    formula: str
    names: Names
    cls: str
    state: str
    solubility: str
    parsed: Formula
    strength: str | None = None
    toxic_gas: bool = False
    hydrolyses: bool = False
    volatile: bool = False
    reacts_with_water: bool = False
    acid_insoluble: bool = False
    oxidising_acid: bool = False
    kind: str | None = None
    anhydride_of: str | None = None
    burns_to: tuple[str, ...] = ()
    burn_condition: str = "ignite"
    water: int = 0
    cation: str | None = None
    anion: str | None = None
    ions_given: bool = False

    @property
    def is_element(self) -> bool:
        return self.cls in ("metal", "nonmetal")

    @property
    def is_compound(self) -> bool:
        return not self.is_element

    @property
    def is_ionic(self) -> bool:
        """Made of one cation and one anion (acids, bases, salts): the double-displacement pool."""
        return self.cation is not None and self.anion is not None and self.water == 0

    @property
    def ions(self) -> tuple[str, ...]:
        return tuple(i for i in (self.cation, self.anion) if i)


@dataclass(slots=True)
class ChemData:
    """All tables, indexed once at load so that queries during play are dictionary look-ups."""

    elements: dict[str, Element]
    ions: dict[str, Ion]
    substances: dict[str, Substance]
    solubility: dict[tuple[str, str], str | None]
    activity: tuple[str, ...]
    metal_ion: dict[str, str]
    cold_water_metals: frozenset[str]
    labels: dict[str, Any]
    not_deposited_from_water: frozenset[str] = frozenset()
    strong_acid_only: frozenset[str] = frozenset()
    noble: frozenset[str] = frozenset()
    passivated: frozenset[str] = frozenset()
    oxidising_acid_exceptions: frozenset[str] = frozenset()
    halogens: tuple[str, ...] = ()
    oxidised_ion: dict[str, str] = field(default_factory=dict)
    by_composition: dict[tuple[tuple[tuple[str, int], ...], int], list[Substance]] = field(
        default_factory=dict
    )
    by_atoms: dict[tuple[tuple[str, int], ...], list[Substance]] = field(default_factory=dict)
    by_ions: dict[tuple[str, str], Substance] = field(default_factory=dict)
    ion_by_key: dict[tuple[tuple[tuple[str, int], ...], int], Ion] = field(default_factory=dict)

    def substance(self, formula: str) -> Substance | None:
        """Exact formula first, then any notation of the same composition (``NH3.H2O``)."""
        found = self.substances.get(formula)
        if found is not None:
            return found
        try:
            key = parse_formula(formula).key
        except FormulaError:
            return None
        matches = self.by_composition.get(key, [])
        return matches[0] if len(matches) == 1 else None

    def ion(self, formula: str) -> Ion | None:
        found = self.ions.get(formula)
        if found is not None:
            return found
        try:
            return self.ion_by_key.get(parse_formula(formula).key)
        except FormulaError:
            return None

    def label(self, group: str, key: str, lang: str) -> str:
        entry = self.labels.get(group, {}).get(key)
        if not isinstance(entry, dict):
            return key
        return str(entry.get(lang, entry.get("en", key)))

    def activity_rank(self, metal: str) -> int | None:
        return self.activity.index(metal) if metal in self.activity else None


def _fail(where: str, msg: str) -> ChemistryDataError:
    return ChemistryDataError(f"rulesets/chemistry/{where}: {msg}")


def _parse(text: str, where: str) -> Formula:
    try:
        return parse_formula(text)
    except FormulaError as exc:
        raise _fail(where, str(exc)) from None


def _load_elements() -> dict[str, Element]:
    out: dict[str, Element] = {}
    for entry in load_toml(GAME, "elements.toml")["element"]:
        sym = entry["symbol"]
        if sym in out:
            raise _fail("elements.toml", f"element {sym} listed twice")
        out[sym] = Element(
            sym, Names.from_entry(entry, f"element {sym}"), tuple(entry["charges"]), entry["metal"]
        )
    return out


def _load_ions() -> dict[str, Ion]:
    raw = load_toml(GAME, "ions.toml")
    out: dict[str, Ion] = {}
    for group, sign in (("cation", 1), ("anion", -1)):
        for entry in raw[group]:
            f = entry["formula"]
            parsed = _parse(f, "ions.toml")
            if parsed.charge * sign <= 0:
                raise _fail("ions.toml", f"{group} {f} has charge {parsed.charge}")
            if f in out:
                raise _fail("ions.toml", f"ion {f} listed twice")
            out[f] = Ion(
                f,
                Names.from_entry(entry, f"ion {f}"),
                parsed,
                acid_radical=bool(entry.get("acid_radical", False)),
                acid=entry.get("acid"),
                pka=entry.get("pka"),
                decomposes_to=tuple(entry.get("decomposes_to", ())),
                reducing=bool(entry.get("reducing", False)),
                oxidising=bool(entry.get("oxidising", False)),
                gas_leaves=bool(entry.get("gas_leaves", False)),
            )
    return out


def _ion_pairs(ions: dict[str, Ion]) -> dict[tuple[tuple[str, int], ...], list[tuple[str, str]]]:
    """Atom composition of every neutral cation–anion combination, to recognise salts by formula."""
    cations = [i for i in ions.values() if i.charge > 0]
    anions = [i for i in ions.values() if i.charge < 0]
    out: dict[tuple[tuple[str, int], ...], list[tuple[str, str]]] = {}
    for cat, an in product(cations, anions):
        g = gcd(cat.charge, -an.charge)
        n_cat, n_an = -an.charge // g, cat.charge // g
        counts: dict[str, int] = {}
        for ion, n in ((cat, n_cat), (an, n_an)):
            for el, c in ion.parsed.atoms:
                counts[el] = counts.get(el, 0) + c * n
        key = parse_formula(_hill(counts)).atoms
        out.setdefault(key, []).append((cat.formula, an.formula))
    return out


def _hill(counts: Mapping[str, int]) -> str:
    from chemcards.chemistry.formula import hill_order

    return "".join(f"{el}{counts[el] if counts[el] != 1 else ''}" for el in hill_order(counts))


def _without_water(parsed: Formula, water: int, where: str) -> tuple[tuple[str, int], ...]:
    counts = parsed.counts()
    counts["H"] = counts.get("H", 0) - 2 * water
    counts["O"] = counts.get("O", 0) - water
    if counts["H"] < 0 or counts["O"] < 0:
        raise _fail(where, f"{parsed.text} cannot hold {water} H2O")
    return parse_formula(_hill({k: v for k, v in counts.items() if v})).atoms


def _oxide_cation(parsed: Formula, ions: dict[str, Ion], elements: dict[str, Element]) -> str | None:
    """The cation of a metal oxide M_xO_y (charge 2y/x), if that cation is in the ion table."""
    counts = parsed.counts()
    if len(counts) != 2 or "O" not in counts:
        return None
    (metal, x), = ((el, n) for el, n in counts.items() if el != "O")
    if metal not in elements or not elements[metal].metal or (2 * counts["O"]) % x:
        return None
    charge = 2 * counts["O"] // x
    for ion in ions.values():
        if ion.parsed.atoms == ((metal, 1),) and ion.charge == charge:
            return ion.formula
    return None


_BOOL_FIELDS = (
    "toxic_gas", "hydrolyses", "volatile", "reacts_with_water", "acid_insoluble", "oxidising_acid",
)
_KNOWN_FIELDS = {
    "formula", "de", "en", "zh", "class", "state", "solubility", "strength", "kind",
    "anhydride_of", "burns_to", "burn_condition", "water", "ions", *_BOOL_FIELDS,
}


def _load_substances(
    ions: dict[str, Ion], elements: dict[str, Element]
) -> dict[str, Substance]:
    pairs = _ion_pairs(ions)
    out: dict[str, Substance] = {}
    for entry in load_toml(GAME, "substances.toml")["substance"]:
        f = entry.get("formula", "?")
        where = f"substances.toml, {f}"
        unknown = set(entry) - _KNOWN_FIELDS
        if unknown:
            raise _fail(where, f"unknown field(s) {', '.join(sorted(unknown))}")
        if f in out:
            raise _fail(where, "listed twice")
        parsed = _parse(f, where)
        if parsed.charge:
            raise _fail(where, "a substance must be neutral")
        cls, state, sol = entry["class"], entry["state"], entry["solubility"]
        for value, allowed, name in (
            (cls, CLASSES, "class"), (state, STATES, "state"), (sol, SOLUBILITIES, "solubility"),
            (entry.get("burn_condition", "ignite"), CONDITIONS, "burn_condition"),
        ):
            if value not in allowed:
                raise _fail(where, f"{name} {value!r} is not one of {', '.join(allowed)}")
        strength = entry.get("strength")
        if (strength is not None) != (cls in ("acid", "base")) or strength not in (
            None, "strong", "weak"
        ):
            raise _fail(where, "acids and bases (only) need strength strong or weak")
        water = int(entry.get("water", 0))
        cation = anion = None
        given = "ions" in entry
        if given:
            listed = entry["ions"]
            for ion in listed:
                if ion not in ions:
                    raise _fail(where, f"unknown ion {ion}")
            cation = next((i for i in listed if ions[i].charge > 0), None)
            anion = next((i for i in listed if ions[i].charge < 0), None)
        elif cls in ("acid", "base", "salt"):
            atoms = _without_water(parsed, water, where) if water else parsed.atoms
            found = pairs.get(atoms, [])
            if len(found) > 1:
                # H2SO4 is H+ with SO4-2 or with HSO4-: the fully deprotonated anion is meant.
                fewest = min(ions[a].parsed.counts().get("H", 0) for _, a in found)
                found = [(c, a) for c, a in found if ions[a].parsed.counts().get("H", 0) == fewest]
            if len(found) != 1:
                why = "matches no" if not found else "matches more than one"
                raise _fail(where, f"{why} cation-anion pair; list its ions explicitly")
            cation, anion = found[0]
        elif cls == "oxide" and entry.get("kind") in ("basic", "amphoteric"):
            cation = _oxide_cation(parsed, ions, elements)
        anhydride = entry.get("anhydride_of")
        if anhydride is not None and anhydride not in ions:
            raise _fail(where, f"anhydride_of names unknown ion {anhydride}")
        out[f] = Substance(
            formula=f,
            names=Names.from_entry(entry, where),
            cls=cls,
            state=state,
            solubility=sol,
            parsed=parsed,
            strength=strength,
            kind=entry.get("kind"),
            anhydride_of=anhydride,
            burns_to=tuple(entry.get("burns_to", ())),
            burn_condition=entry.get("burn_condition", "ignite"),
            water=water,
            cation=cation,
            anion=anion,
            ions_given=given,
            **{k: bool(entry.get(k, False)) or (k == "reacts_with_water" and sol == "reacts")
               for k in _BOOL_FIELDS},
        )
    for s in out.values():
        for p in s.burns_to:
            if p not in out:
                raise _fail(f"substances.toml, {s.formula}", f"burns to unknown substance {p}")
    return out


def _load_solubility(ions: dict[str, Ion]) -> dict[tuple[str, str], str | None]:
    raw = load_toml(GAME, "solubility.toml")
    anions: list[str] = raw["anions"]
    out: dict[tuple[str, str], str | None] = {}
    for an in anions:
        if an not in ions or ions[an].charge >= 0:
            raise _fail("solubility.toml", f"column {an} is not an anion of ions.toml")
    for cat, row in raw["table"].items():
        if cat not in ions or ions[cat].charge <= 0:
            raise _fail("solubility.toml", f"row {cat} is not a cation of ions.toml")
        if len(row) != len(anions):
            raise _fail("solubility.toml", f"row {cat} has {len(row)} cells, not {len(anions)}")
        for an, code in zip(anions, row, strict=True):
            if code not in TABLE_CODES:
                raise _fail("solubility.toml", f"cell {cat}/{an}: unknown code {code!r}")
            out[(cat, an)] = TABLE_CODES[code]
    return out


@cache
def load_data() -> ChemData:
    """Load, cross-check and index every chemistry table once per process."""
    elements = _load_elements()
    ions = _load_ions()
    substances = _load_substances(ions, elements)
    act = load_toml(GAME, "activity.toml")
    series = tuple(act["series"])
    metal_ion: dict[str, str] = dict(act["ion"])
    for metal, ion in metal_ion.items():
        if metal not in series or ion not in ions:
            raise _fail("activity.toml", f"{metal} = {ion} is not in the series or ion table")
    data = ChemData(
        elements=elements,
        ions=ions,
        substances=substances,
        solubility=_load_solubility(ions),
        activity=series,
        metal_ion=metal_ion,
        cold_water_metals=frozenset(act["reacts_with_cold_water"]),
        labels=dict(load_toml(GAME, "labels.toml")),
        not_deposited_from_water=frozenset(act.get("not_deposited_from_water", ())),
        strong_acid_only=frozenset(act.get("strong_acid_only", ())),
        noble=frozenset(act.get("noble", ())),
        passivated=frozenset(act.get("passivated", ())),
        oxidising_acid_exceptions=frozenset(act.get("oxidising_acid_exceptions", ())),
        halogens=tuple(act.get("halogens", ())),
        oxidised_ion=dict(act.get("oxidised_ion", {})),
    )
    listed = (
        *data.cold_water_metals, *data.not_deposited_from_water, *data.strong_acid_only,
        *data.noble, *data.passivated, *data.oxidising_acid_exceptions, *data.oxidised_ion,
    )
    for metal in listed:
        if metal not in series:
            raise _fail("activity.toml", f"{metal} is not in the activity series")
    for ion in data.oxidised_ion.values():
        if ion not in ions:
            raise _fail("activity.toml", f"oxidised ion {ion} is not in the ion table")
    for halogen in data.halogens:
        if halogen not in substances:
            raise _fail("activity.toml", f"halogen {halogen} is not in the substance table")
    for s in substances.values():
        data.by_composition.setdefault(s.parsed.key, []).append(s)
        data.by_atoms.setdefault(s.parsed.atoms, []).append(s)
        if s.is_ionic and s.cation and s.anion:
            data.by_ions.setdefault((s.cation, s.anion), s)
    for ion in ions.values():
        data.ion_by_key[ion.parsed.key] = ion
    return data
