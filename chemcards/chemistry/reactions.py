"""The reaction set: generated from the tables where a school rule makes chemistry regular, and
listed by hand where it does not (CH-30).

Generated families, each from the substance, ion, solubility and activity tables:

* neutralisation — acid + base → salt + water (not a weak acid with an insoluble base);
* metal_acid — metal before H in the activity series + non-oxidising acid → salt + H2 (CH-30);
* displacement — metal + salt solution of a metal after it (not K, Ca, Na) → salt + metal (CH-20);
* precipitation, gas_formation, weak_electrolyte — double displacement that forms an insoluble
  product, a gas (CO2, SO2, H2S, NH3) or a weak acid or base, following the solubility table and
  the rule that a stronger acid frees a weaker one;
* acid_oxide, base_oxide, oxide_water — oxides with acids, bases and water;
* combustion — every substance with ``burns_to`` burns in oxygen;
* decomposition — insoluble hydroxides, carbonates and hydrogen carbonates on heating.

Everything else (electrolysis, special redox, other decompositions) is in ``reactions.toml``.
Every reaction is balanced by :func:`chemcards.chemistry.balance.balance` or checked at load.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache

from chemcards.chemistry.balance import Term, balance, format_side, is_balanced, parse_equation
from chemcards.chemistry.data import CONDITIONS, ChemData, Names, Substance, load_data
from chemcards.chemistry.errors import BalanceError, ChemistryDataError
from chemcards.chemistry.formula import pretty
from chemcards.chemistry.states import ZoneState, zone_state
from chemcards.core.data import load_toml

STRONG_ENOUGH_PKA = 5.0  # acids up to acetic acid dissolve metals and carbonates
OXIDE_ACID_PKA = 2.5  # acids strong enough to dissolve metal oxides (strong acids, H3PO4)
CARBONIC_PKA = 6.35  # carbonic acid still frees silicic acid (the school experiment)


@dataclass(frozen=True, slots=True)
class Reaction:
    """One balanced reaction with its condition (CH-19) and its displaced metal (CH-20)."""

    id: str
    reactants: tuple[Term, ...]
    products: tuple[Term, ...]
    condition: str
    family: str
    displaced_metal: str | None = None
    catalyst: str | None = None
    concentrated: tuple[str, ...] = ()
    generated: bool = True
    note: Names | None = None
    molten: bool = False
    catalyst_needed: bool = True
    steam: bool = False  # water goes in as steam (Fe + H2O(g)): a gas formed gets no ↑

    @property
    def reactant_formulas(self) -> frozenset[str]:
        return frozenset(f for _, f in self.reactants)

    @property
    def product_formulas(self) -> frozenset[str]:
        return frozenset(f for _, f in self.products)

    def coefficient(self, formula: str) -> int:
        return sum(c for c, f in self.reactants if f == formula)

    def equation(self) -> str:
        """ASCII equation with the condition, as the CLI and logs print it."""
        arrow = "->" if self.condition == "none" else f"-[{self.condition}]->"
        left = format_side(self.reactants)
        return f"{left} {arrow} {format_side(self.products)}"

    def display(self, lang: str = "zh", data: ChemData | None = None) -> str:
        """School-book form: sub/superscripts, ↑ for gases and ↓ for precipitates formed.

        Chinese books write the condition over a double line (``=点燃=``, ``=△=``); the English and
        German forms put it in brackets after an arrow.
        """
        data = data or load_data()
        left = " + ".join(_term(c, f) for c, f in self.reactants)
        right = " + ".join(_term(c, f) + self._mark(f, data) for c, f in self.products)
        cond = self.condition
        catalyst = pretty(self.catalyst) if self.catalyst and self.catalyst_needed else ""
        if lang == "zh":
            symbol = data.labels["condition"][cond].get("symbol", "") if cond != "none" else ""
            over = "，".join(x for x in (catalyst, symbol) if x)
            return f"{left} ={over}= {right}" if over else f"{left} = {right}"
        extras = [data.label("condition", cond, lang)] if cond != "none" else []
        if catalyst:
            extras.append(catalyst)
        tail = f" ({', '.join(extras)})" if extras else ""
        return f"{left} → {right}{tail}"

    def describe(self, lang: str = "en", data: ChemData | None = None) -> str:
        """The reaction in words (names of the substances) in the chosen language."""
        data = data or load_data()

        def names(terms: tuple[Term, ...]) -> str:
            return " + ".join(data.substances[f].names.get(lang) for _, f in terms)

        return f"{names(self.reactants)} → {names(self.products)}"

    def _mark(self, formula: str, data: ChemData) -> str:
        """↑ for a gas formed where no reactant is a gas, ↓ for a precipitate formed in solution
        where no reactant is a solid (the school convention): MnO₂ + 4HCl(浓) △ → … + Cl₂↑."""
        if formula == "H2O":
            return ""  # water formed is never marked, even where Heat would make it steam
        conditions = {self.condition} - {"none", "ignite", "electrify"}
        # reactants as they are put in (a heated volatile acid is still written without ↑)
        before = {zone_state(f, (), data=data) for _, f in self.reactants}
        if self.steam:
            before.add(ZoneState.GAS)  # 3Fe + 4H2O(g) =高温= Fe3O4 + 4H2, no ↑ (人教版 必修一)
        state = zone_state(formula, conditions, data=data)
        sub = data.substances[formula]
        leaves = bool(sub.anion) and data.ions[sub.anion or ""].gas_leaves  # H2S from FeS + acid
        gas = sub.state == "gas" and (state is ZoneState.GAS or leaves)  # no ↑ for ester, Br2
        if gas and not leaves and sub.solubility == "soluble" and not sub.reacts_with_water:
            # HCl, HBr, HF formed in water stay dissolved even on heating (FeCl3 + 3H2O △, HClO)
            gas = not any(
                f == "H2O" or data.substances[f].state == "aqueous"
                for _, f in (*self.reactants, *self.products)
            )
        if gas and ZoneState.GAS not in before:
            return "↑"
        # an insoluble non-metal formed in a solution falls out like a salt: 2FeCl3 + H2S gives
        # S↓ (人教版 必修一); with only gases in (SO2 + 2H2S) the book writes plain S, and sugar
        # charred by concentrated H2SO4 gives plain C (no dilute solution there)
        from_solution = not self.concentrated and any(
            data.substances[f].state != "gas" and zone_state(f, (), data=data) is ZoneState.DISSOLVED
            for _, f in self.reactants
        )
        falls = state is ZoneState.PRECIPITATE or (
            sub.cls == "nonmetal" and state is ZoneState.SOLID and from_solution
        )
        # a substance that exists only in solution, boiled apart, drops what is (slightly)
        # insoluble: Ca(HCO3)2 =△= CaCO3↓ + …, Mg(HCO3)2 =△= MgCO3↓ + … (scale in a kettle)
        boiled = (
            self.condition == "heat"
            and self.family == "decomposition"
            and all(data.substances[f].state == "aqueous" for _, f in self.reactants)
            and sub.is_compound
            and sub.state == "solid"
            and sub.solubility in ("slightly", "insoluble")
        )
        # electrolysis of a solution: MgCl2 + 2H2O =通电= Mg(OH)2↓ + H2↑ + Cl2↑
        electrolysed = self.condition == "electrify" and not self.molten and falls
        if (
            ((self.condition == "none" and falls) or boiled or electrolysed)
            and not before & {ZoneState.PRECIPITATE, ZoneState.SOLID}
        ):
            return "↓"
        return ""


def _term(coef: int, formula: str) -> str:
    return f"{coef if coef != 1 else ''}{pretty(formula)}"


# --------------------------------------------------------------------------- generation


def _balanced(
    reactants: list[str], products: list[str]
) -> tuple[tuple[Term, ...], tuple[Term, ...]] | None:
    try:
        lc, rc = balance(reactants, products)
    except BalanceError:
        return None
    return tuple(zip(lc, reactants, strict=True)), tuple(zip(rc, products, strict=True))


def _make(
    reactants: list[str],
    products: list[str],
    family: str,
    condition: str = "none",
    displaced: str | None = None,
) -> Reaction:
    done = _balanced(reactants, products)
    if done is None:  # a generator bug, not bad input: the tables promised a balanceable pair
        raise ChemistryDataError(
            f"generated {family} reaction {' + '.join(reactants)} -> {' + '.join(products)} "
            "cannot be balanced"
        )
    left, right = done
    return Reaction(
        id=_rid(family, left, right, condition),
        reactants=left,
        products=right,
        condition=condition,
        family=family,
        displaced_metal=displaced,
    )


def _rid(family: str, left: tuple[Term, ...], right: tuple[Term, ...], condition: str) -> str:
    cond = "" if condition == "none" else f"[{condition}]"
    return f"{family}:{format_side(left)}->{cond}{format_side(right)}"


def _usable(s: Substance | None) -> bool:
    """A product may be named only if it exists and survives in water."""
    return s is not None and not s.hydrolyses and s.solubility != "reacts" and s.water == 0


def _pka(data: ChemData, acid: Substance) -> float | None:
    ion = data.ions.get(acid.anion or "")
    return ion.pka if ion else None


def _ionic(data: ChemData, cls: str) -> list[Substance]:
    return [s for s in data.substances.values() if s.cls == cls and s.is_ionic and _usable(s)]


def _gen_neutralisation(data: ChemData) -> Iterator[Reaction]:
    for acid in _ionic(data, "acid"):
        if acid.solubility == "insoluble":
            continue
        for base in _ionic(data, "base"):
            if acid.strength == "weak" and base.solubility == "insoluble":
                continue
            if _oxidised_by(data, acid, base.cation):
                continue  # HNO3 oxidises Fe(OH)2 to Fe3+ (listed by hand), no plain neutralisation
            salt = data.by_ions.get((base.cation or "", acid.anion or ""))
            if salt is None or salt.cls != "salt" or not _usable(salt):
                continue
            yield _make([acid.formula, base.formula], [salt.formula, "H2O"], "neutralisation")


def _oxidised_by(data: ChemData, acid: Substance, cation: str | None) -> bool:
    """An oxidising acid meets a reducing cation (HNO3 with Fe2+): redox, not acid-base."""
    ion = data.ions.get(cation or "")
    return acid.oxidising_acid and ion is not None and ion.reducing


def _gen_metal_acid(data: ChemData) -> Iterator[Reaction]:
    h = data.activity.index("H")
    for metal in data.activity[:h]:
        ion = data.metal_ion[metal]
        for acid in _ionic(data, "acid"):
            pka = _pka(data, acid)
            anion = data.ions[acid.anion or ""]
            if (
                acid.oxidising_acid
                or acid.solubility == "insoluble"
                or pka is None
                or pka > STRONG_ENOUGH_PKA
                or anion.decomposes_to
                or (metal in data.strong_acid_only and acid.strength != "strong")
            ):
                continue
            salt = data.by_ions.get((ion, acid.anion or ""))
            if salt is None or not _usable(salt) or salt.solubility == "insoluble":
                continue  # an insoluble salt coats the metal and stops the reaction
            yield _make([metal, acid.formula], [salt.formula, "H2"], "metal_acid")


def _gen_displacement(data: ChemData) -> Iterator[Reaction]:
    metals = [m for m in data.activity if m != "H"]
    for i, metal in enumerate(metals):
        if metal in data.cold_water_metals or metal not in data.metal_ion:
            continue
        for weaker in metals[i + 1 :]:
            if weaker not in data.metal_ion or weaker in data.not_deposited_from_water:
                continue
            for salt in _ionic(data, "salt"):
                if salt.cation != data.metal_ion[weaker] or salt.solubility == "insoluble":
                    continue
                new = data.by_ions.get((data.metal_ion[metal], salt.anion or ""))
                if new is None or not _usable(new) or new.solubility == "insoluble":
                    continue
                yield _make(
                    [metal, salt.formula], [new.formula, weaker], "displacement", displaced=weaker
                )


def _gen_oxidising_acid(data: ChemData) -> Iterator[Reaction]:
    """Oxidising acids with metals (高中 必修第二册, nitric and sulfuric acid): the nitrogen or sulfur
    of the acid is reduced, so no hydrogen forms, and metals after H react too.

    * dilute HNO3 → nitrate + NO + H2O, no condition (3Cu + 8HNO3 → 3Cu(NO3)2 + 2NO↑ + 4H2O);
    * concentrated HNO3 → nitrate + NO2 + H2O; Al and Fe are passivated and need Heat;
    * concentrated H2SO4 → sulfate + SO2 + H2O; metals after H and the passivated ones need Heat.

    Iron goes to Fe3+ (``oxidised_ion``). Left out: K, Ca, Na (they react with the water first),
    Pt and Au (``noble``), Sn (metastannic acid) and Pb with H2SO4 (coated by PbSO4).
    """
    h = data.activity.index("H")
    for rank, metal in enumerate(data.activity):
        if (
            metal == "H"
            or metal in data.cold_water_metals
            or metal in data.noble
            or metal in data.oxidising_acid_exceptions
            or metal not in data.metal_ion
        ):
            continue
        ion = data.oxidised_ion.get(metal, data.metal_ion[metal])
        passive = metal in data.passivated
        nitrate = data.by_ions.get((ion, "NO3-"))
        if nitrate is not None and _usable(nitrate) and "HNO3" in data.substances:
            dilute = _make([metal, "HNO3"], [nitrate.formula, "NO", "H2O"], "oxidising_acid")
            yield dilute
            yield _concentrated(
                _make([metal, "HNO3"], [nitrate.formula, "NO2", "H2O"], "oxidising_acid",
                      "heat" if passive else "none"),
                "HNO3",
            )
        sulfate = data.by_ions.get((ion, "SO4-2"))
        if (
            sulfate is not None
            and _usable(sulfate)
            and sulfate.solubility != "insoluble"
            and "H2SO4" in data.substances
        ):
            hot = passive or rank > h
            yield _concentrated(
                _make([metal, "H2SO4"], [sulfate.formula, "SO2", "H2O"], "oxidising_acid",
                      "heat" if hot else "none"),
                "H2SO4",
            )


def _concentrated(r: Reaction, acid: str) -> Reaction:
    return Reaction(
        id=r.id, reactants=r.reactants, products=r.products,
        condition=r.condition, family=r.family, concentrated=(acid,),
    )


def _gen_halogens(data: ChemData) -> Iterator[Reaction]:
    """A halogen displaces the halogens after it (Cl2 > Br2 > I2) from their salts and acids in
    solution (高中 必修第一册 / 第二册, 卤素): Cl2 + 2KBr → 2KCl + Br2. Salts of a reducing cation
    (FeBr2, FeI2: the Fe2+ is oxidised too) are left out."""
    halide = {h: f"{h[:-1]}-" for h in data.halogens}
    for i, strong in enumerate(data.halogens):
        for weak in data.halogens[i + 1 :]:
            for s in data.substances.values():
                if s.anion != halide[weak] or not s.is_ionic or not _usable(s):
                    continue
                if s.solubility != "soluble" or data.ions[s.cation or ""].reducing:
                    continue
                new = _compound(data, s.cation, halide[strong])
                if new is None or not _usable(new) or new.solubility != "soluble":
                    continue
                yield _make([strong, s.formula], [new.formula, weak], "halogen_displacement")


def _exchange_products(
    data: ChemData, x: Substance, y: Substance
) -> tuple[Substance, Substance] | None:
    p1 = _compound(data, x.cation, y.anion)
    p2 = _compound(data, y.cation, x.anion)
    if p1 is None or p2 is None or p1.cls == "oxide" or p2.cls == "oxide":
        return None
    return p1, p2


def _compound(data: ChemData, cation: str | None, anion: str | None) -> Substance | None:
    """The substance of a cation and an anion; H+ with HCO3- is carbonic acid (its ``acid``)."""
    found = data.by_ions.get((cation or "", anion or ""))
    if found is None and cation == "H+":
        ion = data.ions.get(anion or "")
        if ion is not None and ion.acid and ion.decomposes_to:
            found = data.substances.get(ion.acid)
    return found


def _split_gas(data: ChemData, product: Substance) -> list[str] | None:
    """Carbonic and sulfurous acid do not survive: they leave as CO2/SO2 and water."""
    if product.cls == "acid":
        ion = data.ions[product.anion or ""]
        if ion.decomposes_to:
            return list(ion.decomposes_to)
    return None


def _gen_double_displacement(data: ChemData) -> Iterator[Reaction]:
    pool = [s for cls in ("acid", "base", "salt") for s in _ionic(data, cls)]
    for i, x in enumerate(pool):
        for y in pool[i + 1 :]:
            yield from _exchange(data, x, y)


def _redox_pair(data: ChemData, x: Substance, y: Substance) -> bool:
    """An oxidant meeting a reductant reacts by redox (listed by hand), never by plain exchange."""

    def flags(s: Substance) -> tuple[bool, bool]:
        ions = [data.ions[i] for i in s.ions]
        return s.oxidising_acid or any(i.oxidising for i in ions), any(i.reducing for i in ions)

    (ox_x, red_x), (ox_y, red_y) = flags(x), flags(y)
    return (ox_x and red_y) or (ox_y and red_x)


def _exchange(data: ChemData, x: Substance, y: Substance) -> Iterator[Reaction]:
    if x.cls == y.cls and x.cls in ("acid", "base"):
        return
    if {x.cls, y.cls} == {"acid", "base"} or x.cation == y.cation or x.anion == y.anion:
        return
    if _redox_pair(data, x, y):
        return
    if y.cls == "acid":
        x, y = y, x
    if y.cls == "base" and x.cls == "salt":
        x, y = y, x
    pair = _exchange_products(data, x, y)
    if pair is None:
        return
    p1, p2 = pair
    if not (_usable(p1) and _usable(p2)):
        return
    if x.cls == "acid":
        yield from _acid_salt(data, x, y, p1, p2)
        return
    if not (_in_solution(x) and _in_solution(y)):
        return
    if x.cls == "base" and "H" in data.ions[y.anion or ""].parsed.counts():
        return  # OH- takes the H of HCO3- / HSO4- first; listed by hand where needed
    products = [p1.formula, p2.formula]
    if any(p.solubility == "insoluble" for p in (p1, p2)):
        yield _make([x.formula, y.formula], products, "precipitation")
    elif x.cls == "base" and "NH3·H2O" in products:
        yield _make([x.formula, y.formula], products, "weak_electrolyte")
        other = [p for p in products if p != "NH3·H2O"]
        yield _make([x.formula, y.formula], [*other, "NH3", "H2O"], "gas_formation", "heat")


def _in_solution(s: Substance) -> bool:
    """A reactant of an exchange in solution: a soluble salt, or a soluble or slightly soluble base
    (lime water, Ca(OH)2, is the school's example). A slightly soluble salt (MgCO3, CaSO4, Ag2SO4)
    is treated as a solid: it would need an acid to dissolve."""
    if s.cls == "base":
        return s.solubility in ("soluble", "slightly")
    return s.solubility == "soluble"


def _acid_salt(
    data: ChemData, acid: Substance, salt: Substance, new_acid: Substance, new_salt: Substance
) -> Iterator[Reaction]:
    """A stronger acid frees a weaker one; a precipitate forms only if acid cannot dissolve it.

    Carbonic and sulfurous acid are freed by any acid up to acetic acid (they leave as gas); an
    insoluble weak acid (silicic acid) by any stronger acid; other weak acids (H2S, HF, acetic,
    phosphoric, hypochlorous) only by a strong acid, so that e.g. H2CO3 never "makes" HCl.
    """
    if acid.solubility == "insoluble" or new_acid.cls != "acid":
        return
    charge = data.ions[acid.anion or ""].charge
    if salt.anion == "HCO3-" and acid.strength == "weak" and charge < -1:
        return  # H3PO4, H2SO3 give only their acid salts with HCO3- (SO2 + NaHCO3 -> NaHSO3)
    if acid.strength == "weak" and charge <= -3:
        return  # H3PO4 frees a weaker acid only as NaH2PO4/Na2HPO4, never as Na3PO4 (pKa3 12.3)
    pka, new_pka = _pka(data, acid), _pka(data, new_acid)
    weaker = (
        pka is not None and new_pka is not None and pka < new_pka and new_acid.strength == "weak"
    )
    gas = _split_gas(data, new_acid)
    if gas is not None:
        frees = weaker and pka is not None and pka <= STRONG_ENOUGH_PKA
    elif new_acid.solubility == "insoluble":
        frees = weaker and pka is not None and pka <= CARBONIC_PKA
    else:
        frees = weaker and acid.strength == "strong"
    if salt.solubility == "insoluble" and (
        salt.acid_insoluble or not frees or (gas is None and acid.strength != "strong")
    ):
        return
    reactants = [acid.formula, salt.formula]
    if frees and gas is not None:
        yield _make(reactants, [new_salt.formula, *gas], "gas_formation")
    elif new_salt.solubility == "insoluble" and new_salt.acid_insoluble:
        yield _make(reactants, [new_salt.formula, new_acid.formula], "precipitation")
    elif frees and new_acid.state == "gas" and data.ions[new_acid.anion or ""].gas_leaves:
        yield _make(reactants, [new_salt.formula, new_acid.formula], "gas_formation")
    elif frees and new_acid.solubility == "insoluble":
        yield _make(reactants, [new_salt.formula, new_acid.formula], "precipitation")
    elif frees:
        yield _make(reactants, [new_salt.formula, new_acid.formula], "weak_electrolyte")


def _oxides_by_cation(data: ChemData) -> dict[str, Substance]:
    out: dict[str, Substance] = {}
    for s in data.substances.values():
        if s.cls == "oxide" and s.cation and s.kind in ("basic", "amphoteric"):
            out.setdefault(s.cation, s)
    return out


def _gen_oxides(data: ChemData) -> Iterator[Reaction]:
    oxides = [s for s in data.substances.values() if s.cls == "oxide"]
    acids = [a for a in _ionic(data, "acid") if a.solubility != "insoluble"]
    bases = [b for b in _ionic(data, "base") if b.strength == "strong"]
    for ox in oxides:
        if ox.cation and ox.kind in ("basic", "amphoteric"):
            for acid in acids:
                pka = _pka(data, acid)
                if pka is None or pka > OXIDE_ACID_PKA or _oxidised_by(data, acid, ox.cation):
                    continue
                salt = data.by_ions.get((ox.cation, acid.anion or ""))
                if salt is not None and _usable(salt):
                    yield _make([ox.formula, acid.formula], [salt.formula, "H2O"], "acid_oxide")
            base = data.by_ions.get((ox.cation, "OH-"))
            if ox.solubility == "reacts" and base is not None:
                yield _make([ox.formula, "H2O"], [base.formula], "oxide_water")
        if ox.anhydride_of:
            for base in bases:
                salt = data.by_ions.get((base.cation or "", ox.anhydride_of))
                if ox.solubility == "insoluble" and (salt is None or salt.solubility != "soluble"):
                    continue  # SiO2 + Ca(OH)2: an insoluble silicate would coat it (needs a melt)
                if salt is not None and _usable(salt):
                    yield _make([ox.formula, base.formula], [salt.formula, "H2O"], "base_oxide")
            acid = data.by_ions.get(("H+", ox.anhydride_of))
            if ox.reacts_with_water and acid is not None:
                yield _make([ox.formula, "H2O"], [acid.formula], "oxide_water")


def _gen_combustion(data: ChemData) -> Iterator[Reaction]:
    for s in data.substances.values():
        if s.burns_to:
            yield _make([s.formula, "O2"], list(s.burns_to), "combustion", s.burn_condition)


def _gen_decomposition(data: ChemData) -> Iterator[Reaction]:
    oxides = _oxides_by_cation(data)
    no_oxide_carbonates = {"Na+", "K+", "Li+", "NH4+"}
    for s in data.substances.values():
        if not s.is_ionic or not _usable(s):
            continue
        oxide = oxides.get(s.cation or "")
        if s.cls == "base" and s.solubility == "insoluble" and oxide is not None:
            yield _make([s.formula], [oxide.formula, "H2O"], "decomposition", "heat")
        elif s.anion == "CO3-2" and s.cation not in no_oxide_carbonates and oxide is not None:
            yield _make([s.formula], [oxide.formula, "CO2"], "decomposition", "heat")
        elif s.anion == "HCO3-" and s.cation != "NH4+":
            carbonate = data.by_ions.get((s.cation or "", "CO3-2"))
            if carbonate is not None:
                yield _make(
                    [s.formula], [carbonate.formula, "H2O", "CO2"], "decomposition", "heat"
                )


GENERATORS = (
    _gen_neutralisation,
    _gen_metal_acid,
    _gen_displacement,
    _gen_oxidising_acid,
    _gen_halogens,
    _gen_double_displacement,
    _gen_oxides,
    _gen_combustion,
    _gen_decomposition,
)


def generated_reactions(data: ChemData | None = None) -> list[Reaction]:
    data = data or load_data()
    return [r for gen in GENERATORS for r in gen(data)]


# --------------------------------------------------------------------------- hand list


_HAND_FIELDS = {
    "equation", "family", "condition", "displaced", "catalyst", "catalyst_needed", "concentrated",
    "molten", "note", "steam",
}


def hand_reactions(data: ChemData | None = None) -> list[Reaction]:
    """Reactions from ``reactions.toml``; each is checked for known substances and balance."""
    data = data or load_data()
    families = set(data.labels["family"])
    out: list[Reaction] = []
    for entry in load_toml("chemistry", "reactions.toml")["reaction"]:
        text = entry["equation"]
        where = f"rulesets/chemistry/reactions.toml: {text}"
        try:
            eq = parse_equation(text)
        except BalanceError as exc:
            raise ChemistryDataError(f"{where}: {exc}") from None
        for _, f in (*eq.reactants, *eq.products):
            if f not in data.substances:
                raise ChemistryDataError(f"{where}: {f} is not in substances.toml")
        if not is_balanced(eq.reactants, eq.products):
            raise ChemistryDataError(f"{where}: not balanced")
        condition = entry.get("condition", "none")
        family = entry["family"]
        if condition not in CONDITIONS or family not in families:
            raise ChemistryDataError(f"{where}: unknown condition or family")
        displaced = entry.get("displaced")
        if displaced is not None and displaced not in {f for _, f in eq.products}:
            raise ChemistryDataError(f"{where}: displaced metal {displaced} is not a product")
        catalyst = entry.get("catalyst")
        if catalyst is not None and catalyst not in data.substances:
            raise ChemistryDataError(f"{where}: unknown catalyst {catalyst}")
        if "catalyst_needed" in entry and catalyst is None:
            raise ChemistryDataError(f"{where}: catalyst_needed without a catalyst")
        unknown = set(entry) - _HAND_FIELDS
        if unknown:
            raise ChemistryDataError(f"{where}: unknown field(s) {', '.join(sorted(unknown))}")
        note = Names.from_entry(entry["note"], where) if "note" in entry else None
        out.append(
            Reaction(
                id=_rid(family, eq.reactants, eq.products, condition),
                reactants=eq.reactants,
                products=eq.products,
                condition=condition,
                family=family,
                displaced_metal=displaced,
                catalyst=catalyst,
                concentrated=tuple(entry.get("concentrated", ())),
                generated=False,
                note=note,
                molten=bool(entry.get("molten", False)),
                catalyst_needed=bool(entry.get("catalyst_needed", True)),
                steam=bool(entry.get("steam", False)),
            )
        )
    return out


def _identity(r: Reaction) -> tuple[frozenset[str], frozenset[str], str]:
    return (r.reactant_formulas, r.product_formulas, r.condition)


@cache
def all_reactions() -> tuple[Reaction, ...]:
    """Hand-listed reactions first; a generated reaction that repeats one of them is dropped."""
    data = load_data()
    hand = hand_reactions(data)
    seen = {_identity(r) for r in hand}
    out = list(hand)
    for r in generated_reactions(data):
        if _identity(r) not in seen:
            seen.add(_identity(r))
            out.append(r)
    return tuple(out)
