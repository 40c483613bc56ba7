"""The ``chemcards chem`` hooks, called the way the lead's CLI calls them."""

from __future__ import annotations

import argparse
import io

import pytest

from chemcards.chemistry import ChemistryError
from chemcards.chemistry.bench import run_bench
from chemcards.chemistry.cli import add_arguments, run


def _run(*argv: str) -> tuple[int, str]:
    parser = argparse.ArgumentParser(prog="chemcards chem")
    add_arguments(parser)
    args = parser.parse_args(list(argv))
    out = io.StringIO()
    code = run(args, out)
    return code, out.getvalue()


def test_react_shows_the_balanced_reaction_with_condition_and_classes() -> None:
    code, text = _run("react", "HCl", "NaOH")
    assert code == 0
    assert "HCl + NaOH → NaCl + H₂O" in text
    assert "neutralisation" in text
    assert "NaCl: sodium chloride, salt" in text


def test_react_with_a_condition_in_chinese() -> None:
    code, text = _run("--lang", "zh", "react", "C", "--condition", "ignite")
    assert code == 0
    assert "C + O₂ =点燃= CO₂" in text
    assert "燃烧" in text


def test_react_without_a_reaction() -> None:
    code, text = _run("react", "Cu", "HCl")
    assert code == 1
    assert "No reaction" in text


def test_info_in_german() -> None:
    code, text = _run("--lang", "de", "info", "BaSO4")
    assert code == 0
    assert "Bariumsulfat" in text
    assert "硫酸钡" in text
    assert "unlöslich" in text
    assert "Niederschlag" in text


def test_balance() -> None:
    code, text = _run("balance", "Fe + O2 -> Fe3O4")
    assert code == 0
    assert text.strip() == "3Fe + 2O₂ → Fe₃O₄"


@pytest.mark.parametrize(
    "argv",
    [
        ("info", "SO42-"),
        ("info", "NaCl2"),
        ("react", "Xx"),
        ("balance", "H2O -> H2"),
    ],
)
def test_bad_input_is_one_line_chemistry_error(argv: tuple[str, ...]) -> None:
    with pytest.raises(ChemistryError) as err:
        _run(*argv)
    assert str(err.value) and "\n" not in str(err.value)


def test_bench_reports_three_medians() -> None:
    rows = run_bench(repeats=1)
    assert [name for name, _, _ in rows] == [
        "parse", "balance", "possible_reactions, zone of 10",
    ]
    assert all(value > 0 for _, value, _ in rows)


# -- issue 17 (7): chem react answers the textbook pairs a student types ----------------------------
@pytest.mark.parametrize(
    ("argv", "equation", "portions"),
    [
        (("Fe", "HCl"), "Fe + 2HCl → FeCl₂ + H₂↑", "portions: 1 Fe + 2 HCl (given: 1 HCl)"),
        (("Zn", "2HCl"), "Zn + 2HCl → ZnCl₂ + H₂↑", "portions: 1 Zn + 2 HCl\n"),
        (("Zn", "2", "HCl"), "Zn + 2HCl → ZnCl₂ + H₂↑", "portions: 1 Zn + 2 HCl\n"),
        (("CaCO3 + 2HCl",), "2HCl + CaCO₃ → CaCl₂ + CO₂↑ + H₂O", "portions: 2 HCl + 1 CaCO₃\n"),
        (("CaCO3", "+", "2HCl"), "2HCl + CaCO₃ → CaCl₂ + CO₂↑ + H₂O", "portions: 2 HCl + 1 CaCO₃\n"),
        (("Cu", "AgNO3"), "Cu + 2AgNO₃ → Cu(NO₃)₂ + 2Ag", "portions: 1 Cu + 2 AgNO₃ (given: 1 AgNO₃)"),
        (("Na", "H2O"), "2Na + 2H₂O → 2NaOH + H₂↑", "portions: 2 Na + 2 H₂O (given: 1 Na, 1 H₂O)"),
    ],
)
def test_react_gives_the_balanced_equation_and_the_portions_it_needs(
    argv: tuple[str, ...], equation: str, portions: str
) -> None:
    code, text = _run("react", *argv)
    assert code == 0
    assert f"1. {equation}\n" in text
    assert portions in text


@pytest.mark.parametrize(
    ("lang", "argv", "because"),
    [
        ("en", ("Cu", "HCl"), "Cu stands after H in the activity series"),
        ("de", ("Cu", "HCl"), "Cu steht in der Spannungsreihe nach H"),
        ("zh", ("Cu", "HCl"), "Cu 位于 H 之后"),
        ("en", ("Cu", "FeSO4"), "Cu stands after Fe in the activity series"),
        ("en", ("NaCl", "KNO3"), "forms no precipitate, gas or water"),
        ("zh", ("NaCl", "KNO3"), "没有沉淀、气体或水生成"),
        ("en", ("BaSO4", "HCl"), "BaSO₄ does not dissolve even in HCl"),
        ("en", ("CO2", "CaCl2"), "CO₂ gives H₂CO₃, a weaker acid than HCl"),
        ("en", ("Mg", "AlCl3"), "Al cannot be deposited from a solution in water"),
        ("en", ("Na", "CuSO4"), "Na reacts with the water of the solution first"),
        ("de", ("AgCl", "Cu"), "AgCl ist nicht gelöst"),
        ("en", ("Fe", "HNO3", "--concentrated", "HNO3"), "Fe is passivated by cold concentrated HNO₃"),
        ("zh", ("Al", "H2SO4", "--concentrated", "H2SO4"), "Al 遇冷的浓 H₂SO₄ 发生钝化"),
        ("en", ("Au", "HCl"), "Au dissolves in no single acid"),
        ("en", ("H2SO4", "NaCl"), "forms no precipitate, gas or water"),
        ("en", ("H2CO3", "CaCl2"), "H₂CO₃ is a weaker acid than HCl"),
        ("en", ("Pb", "H2SO4"), "Pb is coated by insoluble PbSO₄"),
    ],
)
def test_a_true_non_reaction_says_why_in_one_line(
    lang: str, argv: tuple[str, ...], because: str
) -> None:
    code, text = _run("--lang", lang, "react", *argv)
    assert code == 1
    first = text.splitlines()[0]
    assert because in first
    assert first.startswith(("No reaction", "Keine Reaktion")) or "不发生反应" in first


def test_a_reaction_that_needs_a_condition_says_which() -> None:
    code, text = _run("react", "KClO3")
    assert code == 1
    assert "2KClO₃ → 2KCl + 3O₂↑ (heat)  [with heat]" in text
    code, text = _run("react", "Cu", "H2SO4")
    assert "[with heat, concentrated H₂SO₄]" in text
    code, text = _run("react", "Cu", "H2SO4", "--concentrated", "H2SO4", "--condition", "heat")
    assert code == 0 and "Cu + 2H₂SO₄ → CuSO₄ + SO₂↑ + 2H₂O (heat)" in text


@pytest.mark.parametrize("argv", [("react", "2"), ("react", "Fe", "200HCl"), ("react", "0HCl")])
def test_bad_portions_are_one_line_errors(argv: tuple[str, ...]) -> None:
    with pytest.raises(ChemistryError) as err:
        _run(*argv)
    assert str(err.value) and "\n" not in str(err.value)


def test_the_chem_catalogue_is_complete_in_three_languages() -> None:
    """Every text the chem command prints comes from rulesets/chemistry/i18n.toml in de/en/zh."""
    import re
    from pathlib import Path

    from chemcards.core.data import load_toml

    catalogue = load_toml("chemistry", "i18n.toml")
    for key, entry in catalogue.items():
        assert {"de", "en", "zh"} <= set(entry), key
        fields = {lang: set(re.findall(r"\{(\w+)\}", entry[lang])) for lang in ("de", "en", "zh")}
        assert fields["de"] == fields["en"] == fields["zh"], key
    root = Path(__file__).resolve().parents[2] / "chemcards" / "chemistry"
    code = (root / "cli.py").read_text() + (root / "explain.py").read_text()
    used = set(re.findall(r'(?:tr\(DOMAIN, |_t\(lang, |Why\()"(\w+)"', code))
    used |= {k for k in re.findall(r'"(why_\w+)"', code)}
    assert used and used <= set(catalogue)


def test_substances_typed_without_water_react_in_water_when_that_is_the_textbook_reaction() -> None:
    code, text = _run("react", "Al", "NaOH")
    assert code == 0
    assert text.startswith("In water (H₂O added):\n1. 2Al + 2NaOH + 2H₂O → 2NaAlO₂ + 3H₂↑\n")
    code, text = _run("--lang", "zh", "react", "CaO")
    assert code == 0 and "CaO + H₂O = Ca(OH)₂" in text
    code, text = _run("react", "Na", "CuSO4")  # sodium meets the water, not the salt
    assert code == 1 and "reacts with the water of the solution first" in text


def test_a_pair_is_answered_as_a_pair() -> None:
    """H2CO3 + CaCl2: the pair does not react (a weak acid cannot free HCl); what H2CO3 does alone
    is shown apart; a reaction that lacks a catalyst or condition says what it lacks."""
    code, text = _run("react", "H2CO3", "CaCl2")
    assert code == 1
    first = text.splitlines()[0]
    assert first.endswith("H₂CO₃ is a weaker acid than HCl, so it does not free it from CaCl₂.")
    assert "On its own:\n1. H₂CO₃ → H₂O + CO₂↑\n" in text
    code, text = _run("react", "N2", "H2")
    assert code == 1 and "[with heat, catalyst Fe]" in text
    code, text = _run("react", "H2O2", "MnO2")
    assert code == 0 and text.startswith("1. 2H₂O₂ → 2H₂O + O₂↑ (MnO₂)\n")
