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
