"""The chemistry tables are consistent with each other (CH-18, CH-30)."""

from __future__ import annotations

from math import gcd

from chemcards.chemistry import load_data, parse_formula
from chemcards.chemistry.data import LANGS


def test_table_sizes_cover_the_curriculum() -> None:
    data = load_data()
    assert len(data.substances) >= 120
    assert len(data.elements) >= 30
    assert len(data.ions) >= 30
    for must in ("NaCl", "CaCO3", "CuSO4", "BaSO4", "AgCl", "NH3·H2O", "Fe2O3", "FeI3", "KMnO4"):
        assert must in data.substances, must


def test_every_formula_parses_and_is_neutral() -> None:
    data = load_data()
    for f, s in data.substances.items():
        assert parse_formula(f).charge == 0, f
        assert s.parsed.atoms, f
    for f, ion in data.ions.items():
        assert parse_formula(f).charge == ion.charge != 0, f


def test_every_name_is_given_in_three_languages() -> None:
    data = load_data()
    for record in [*data.substances.values(), *data.ions.values(), *data.elements.values()]:
        for lang in LANGS:
            assert record.names.get(lang).strip(), (record, lang)


def test_ionic_compounds_are_made_of_their_ions() -> None:
    """A salt, acid or base is its cation and anion in the ratio that cancels their charges."""
    data = load_data()
    checked = 0
    for s in data.substances.values():
        if not (s.cation and s.anion):
            continue
        cat, an = data.ions[s.cation], data.ions[s.anion]
        g = gcd(cat.charge, an.charge)
        n_cat, n_an = -an.charge // g, cat.charge // g
        counts: dict[str, int] = {}
        for ion, n in ((cat, n_cat), (an, n_an)):
            for el, c in ion.parsed.atoms:
                counts[el] = counts.get(el, 0) + c * n
        counts["H"] = counts.get("H", 0) + 2 * s.water
        counts["O"] = counts.get("O", 0) + s.water
        assert {k: v for k, v in counts.items() if v} == s.parsed.counts(), s.formula
        checked += 1
    assert checked >= 100


def test_solubility_column_agrees_with_the_cation_anion_table() -> None:
    """CH-30: the solubility typed per substance equals the school table's cell."""
    data = load_data()
    checked = 0
    for s in data.substances.values():
        if not (s.cation and s.anion) or s.water:
            continue
        cell = data.solubility.get((s.cation, s.anion))
        if cell is None:
            continue  # not tabulated ("?")
        assert s.solubility == cell, f"{s.formula}: {s.solubility} but the table says {cell}"
        checked += 1
    assert checked >= 90


def test_table_cells_that_water_decomposes_are_hydrolysing_substances() -> None:
    """A "—" cell (decomposed by water) names only substances on the hydrolysis list."""
    data = load_data()
    for s in data.substances.values():
        if s.cation and s.anion and data.solubility.get((s.cation, s.anion)) == "reacts":
            assert s.hydrolyses, s.formula


def test_acid_and_base_strength_lists() -> None:
    data = load_data()
    strong_acids = {f for f, s in data.substances.items() if s.cls == "acid" and s.strength == "strong"}
    assert strong_acids == {"HCl", "HBr", "HI", "H2SO4", "HNO3"}
    strong_bases = {f for f, s in data.substances.items() if s.cls == "base" and s.strength == "strong"}
    assert strong_bases == {"NaOH", "KOH", "LiOH", "Ca(OH)2", "Ba(OH)2"}
    for s in data.substances.values():
        if s.cls == "base" and s.solubility == "insoluble":
            assert s.strength == "weak", s.formula


def test_decided_lists_match_the_docs() -> None:
    """docs/chemistry.md lists the toxic gases and the hydrolysing substances; they must agree."""
    data = load_data()
    toxic = {f for f, s in data.substances.items() if s.toxic_gas}
    hydrolysing = {f for f, s in data.substances.items() if s.hydrolyses}
    assert toxic == {
        "O3", "Cl2", "F2", "Br2", "CO", "SO2", "NO", "NO2", "HCl", "HBr", "HF", "HNO3", "H2S", "NH3",
        "SiF4",
    }
    assert hydrolysing == {"MgS", "Al2S3", "Mg3N2", "CaC2", "SiCl4", "PCl3", "PCl5", "SiF4"}


def test_activity_series_is_the_school_order() -> None:
    data = load_data()
    school = ["K", "Ca", "Na", "Mg", "Al", "Zn", "Fe", "Sn", "Pb", "H", "Cu", "Hg", "Ag", "Pt", "Au"]
    assert [m for m in data.activity if m in school] == school
    for metal, ion in data.metal_ion.items():
        assert data.ions[ion].parsed.atoms == ((metal, 1),)


# -- the solubility table against the school rules (issue 17) ----------------------------------------
# The rules students learn with the table (人教版 九年级下册, 附录 部分酸、碱和盐的溶解性表; the same
# rules head the German Löslichkeitstabellen): 钾钠铵盐硝酸盐都可溶; 盐酸盐只有氯化银不溶;
# 硫酸盐不溶硫酸钡 (and PbSO4), 硫酸钙、硫酸银微溶; 碳酸盐只溶钾钠铵 (MgCO3 微溶); 碱只溶钾钠钡铵,
# Ca(OH)2 微溶. Extended by the senior-school table: sulfides, sulfites, silicates and phosphates
# are soluble only with K+, Na+, NH4+ (BaS also); "—" marks what water decomposes or what does not exist.
ALWAYS_SOLUBLE_CATIONS = {"K+", "Na+", "NH4+"}
DECOMPOSED = {  # "—" cells of the school tables
    ("Ag+", "OH-"), ("Hg+2", "OH-"), ("Al+3", "CO3-2"), ("Fe+3", "CO3-2"), ("Cu+2", "CO3-2"),
    ("Mg+2", "S-2"), ("Al+3", "S-2"), ("Fe+3", "S-2"), ("Al+3", "SO3-2"), ("Fe+3", "SO3-2"),
}


def school_rule(cation: str, anion: str) -> str | None:
    """What the school rules say about one cell, or None where they say nothing."""
    if (cation, anion) in DECOMPOSED:
        return "reacts"
    if cation == "H+":
        return None
    if cation in ALWAYS_SOLUBLE_CATIONS or anion == "NO3-":
        return "soluble"
    if anion == "Cl-":
        return {"Ag+": "insoluble", "Pb+2": "slightly"}.get(cation, "soluble")
    if anion == "SO4-2":
        return {
            "Ba+2": "insoluble", "Pb+2": "insoluble", "Ca+2": "slightly", "Ag+": "slightly",
        }.get(cation, "soluble" if cation != "Hg+2" else None)
    if anion == "OH-":
        return {"Ba+2": "soluble", "Ca+2": "slightly", "Li+": "soluble"}.get(cation, "insoluble")
    if anion == "CO3-2":
        return {"Mg+2": "slightly", "Li+": "slightly"}.get(cation, "insoluble")
    if anion in ("S-2",):
        return {"Ba+2": "soluble", "Li+": "soluble", "Ca+2": None}.get(cation, "insoluble")
    if anion in ("SO3-2", "SiO3-2", "PO4-3"):
        if cation == "Li+":
            return {"SO3-2": "soluble", "PO4-3": "slightly"}.get(anion)
        if (cation, anion) == ("Mg+2", "SO3-2"):
            return "slightly"
        return "insoluble"
    return None


def test_solubility_table_agrees_with_the_published_school_rules() -> None:
    """Every cell the school rules speak about holds what they say (issue 17)."""
    data = load_data()
    checked = 0
    for (cation, anion), cell in data.solubility.items():
        rule = school_rule(cation, anion)
        if rule is None or cell is None:
            continue
        assert cell == rule, f"{cation}/{anion}: table {cell}, school rule {rule}"
        checked += 1
    assert checked >= 120


def test_iron_iii_iodide_is_formable_but_never_a_product() -> None:
    """Issue 17 (1): FeI3 does not exist in water; CH-18 still lets a player form it."""
    data = load_data()
    assert data.substances["FeI3"].solubility == "reacts"
    assert data.substances["FeI2"].solubility == "soluble"
    assert data.solubility[("Fe+2", "I-")] == "soluble"
