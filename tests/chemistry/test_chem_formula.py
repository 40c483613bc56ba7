"""The formula parser (CH-18, CH-30: every formula parses, counted the same as molmass counts it)."""

from __future__ import annotations

import molmass
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from chemcards.chemistry import FormulaError, load_data, parse_formula, pretty
from chemcards.chemistry.formula import charge_suffix


@pytest.mark.parametrize(
    ("text", "atoms", "charge"),
    [
        ("H2O", {"H": 2, "O": 1}, 0),
        ("Fe2(SO4)3", {"Fe": 2, "S": 3, "O": 12}, 0),
        ("CuSO4·5H2O", {"Cu": 1, "S": 1, "O": 9, "H": 10}, 0),
        ("CuSO4.5H2O", {"Cu": 1, "S": 1, "O": 9, "H": 10}, 0),
        ("CuSO4*5H2O", {"Cu": 1, "S": 1, "O": 9, "H": 10}, 0),
        ("KAl(SO4)2·12H2O", {"K": 1, "Al": 1, "S": 2, "O": 20, "H": 24}, 0),
        ("K4[Fe(CN)6]", {"K": 4, "Fe": 1, "C": 6, "N": 6}, 0),
        ("SO4-2", {"S": 1, "O": 4}, -2),
        ("[SO4]2-", {"S": 1, "O": 4}, -2),
        ("SO4^2-", {"S": 1, "O": 4}, -2),
        ("SO₄²⁻", {"S": 1, "O": 4}, -2),
        ("NH4+", {"N": 1, "H": 4}, 1),
        ("Fe+++", {"Fe": 1}, 3),
        ("Fe+3", {"Fe": 1}, 3),
        ("CH3COO-", {"C": 2, "H": 3, "O": 2}, -1),
        ("Co", {"Co": 1}, 0),
        ("CO", {"C": 1, "O": 1}, 0),
    ],
)
def test_parses(text: str, atoms: dict[str, int], charge: int) -> None:
    f = parse_formula(text)
    assert f.counts() == atoms
    assert f.charge == charge


@pytest.mark.parametrize(
    ("text", "fragment"),
    [
        ("", "empty"),
        ("SO42-", "ambiguous charge"),
        ("Fe3+", "ambiguous charge"),
        ("O2-", "ambiguous charge"),
        ("H2O)", "unmatched"),
        ("(H2O", "unclosed"),
        ("Fe2(SO4]3", "unmatched"),
        ("Xy2", "unknown element symbol 'Xy'"),
        ("h2o", "capital letter"),
        ("H0", "count 0"),
        ("()", "empty brackets"),
        ("CuSO4·", "empty part"),
        ("SO4-2+", "charge may only stand at the end"),
        ("Na Cl", "no spaces"),
        ("2", "multiplier needs a formula"),
        ("H2O!", "unexpected character"),
    ],
)
def test_malformed_formulas_get_one_clear_line(text: str, fragment: str) -> None:
    with pytest.raises(FormulaError) as err:
        parse_formula(text)
    message = str(err.value)
    assert fragment in message
    assert "\n" not in message


def test_pretty_uses_sub_and_superscripts() -> None:
    assert pretty("CuSO4·5H2O") == "CuSO₄·5H₂O"
    assert pretty("SO4-2") == "SO₄²⁻"
    assert pretty("NH4+") == "NH₄⁺"
    assert pretty("Fe2(SO4)3") == "Fe₂(SO₄)₃"


def _molmass_text(text: str) -> str:
    return text.replace("·", ".").replace("*", ".")


def _all_formulas() -> list[str]:
    data = load_data()
    return [*data.substances, *data.ions]


def test_every_formula_agrees_with_molmass() -> None:
    """CH-30: an independent parser counts every atom and charge of the tables the same way."""
    checked = 0
    for text in _all_formulas():
        ours = parse_formula(text)
        theirs = molmass.Formula(_molmass_text(text))
        counts = {k: v.count for k, v in theirs.composition().items() if k != "e-"}
        assert ours.counts() == counts, text
        assert ours.charge == theirs.charge, text
        checked += 1
    assert checked >= 150


# ---------------------------------------------------------------- hypothesis round trip

SYMBOLS = ["H", "C", "N", "O", "Na", "Mg", "Al", "S", "Cl", "Ca", "Fe", "Cu", "Zn", "Ag", "Ba"]


@st.composite
def formula_trees(draw: st.DrawFn, depth: int = 2) -> tuple[str, dict[str, int]]:
    """A random formula text together with the atom counts it must parse to."""
    parts: list[str] = []
    counts: dict[str, int] = {}
    for _ in range(draw(st.integers(1, 4))):
        n = draw(st.integers(1, 12))
        if depth > 0 and draw(st.booleans()):
            inner, inner_counts = draw(formula_trees(depth - 1))
            opener, closer = draw(st.sampled_from([("(", ")"), ("[", "]"), ("{", "}")]))
            parts.append(f"{opener}{inner}{closer}{n if n > 1 else ''}")
            for el, c in inner_counts.items():
                counts[el] = counts.get(el, 0) + c * n
        else:
            el = draw(st.sampled_from(SYMBOLS))
            parts.append(f"{el}{n if n > 1 else ''}")
            counts[el] = counts.get(el, 0) + n
    return "".join(parts), counts


@settings(max_examples=150, deadline=None)
@given(
    formula_trees(),
    st.lists(st.tuples(st.integers(1, 10), formula_trees(0)), max_size=2),
    st.integers(-4, 4),
)
def test_round_trip_of_generated_formulas(
    tree: tuple[str, dict[str, int]],
    hydrate: list[tuple[int, tuple[str, dict[str, int]]]],
    charge: int,
) -> None:
    text, counts = tree
    expected = dict(counts)
    for mult, (part, part_counts) in hydrate:
        text += f"·{mult if mult > 1 else ''}{part}"
        for el, c in part_counts.items():
            expected[el] = expected.get(el, 0) + c * mult
    text += charge_suffix(charge)
    parsed = parse_formula(text)
    assert parsed.counts() == expected
    assert parsed.charge == charge
    # The canonical Hill form parses back to the same composition.
    assert parse_formula(parsed.hill).key == parsed.key
