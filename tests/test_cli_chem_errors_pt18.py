"""Play-through 18 (misc19 item 2): ``chemcards --lang de chem info Xy2`` answered „unknown element
symbol 'Xy' in 'Xy2'“ and ``chem balance "Fe -> Cu"`` „Fe -> Cu cannot be balanced“ — English
under a German or Chinese command. The engine keeps its English lines (its tests and the games read
them); the command says them from ``rulesets/cli/i18n.toml`` (``chem_err_*``)."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from chemcards import cli
from chemcards.commands import catalogued

ROOT = Path(cli.__file__).resolve().parent
#: messages no person typing a formula can cause (a caller's programming error, a game's card)
INTERNAL = ("a formula must be text", "is neither an element nor an ion card")
#: the errors of a person's input (not ChemistryDataError: a broken table is the developers')
PERSONS_ERRORS = {"ChemistryError", "FormulaError", "BalanceError", "UnknownSubstanceError"}
#: Latin a reader meets on purpose: the command, typed subcommands, formulas and conditions quoted
KEPT = {"chemcards"}


def _english(text: str) -> set[str]:
    """Latin words outside quotes and formulas (the Chinese test of tests/test_texts_native_reader)."""
    text = re.sub(r"“[^”]*”|„[^“]*“", " ", text)
    formula = re.compile(r"(?:[A-Z][a-z]?\d*)+")
    return {w for w in re.findall(r"[A-Za-z]{2,}", text) if w not in KEPT and not formula.fullmatch(w)}


@pytest.mark.parametrize("lang", ["de", "zh"])
@pytest.mark.parametrize("argv", [("info", "Xy2"), ("balance", "Fe -> Cu"), ("balance", "Fe + xO2 -> Fe3O4"),
                                  ("info", "SO42-"), ("info", "XeF8"), ("balance", "Fe + O2")])
def test_pt18_chem_refusals_are_in_the_commands_language(
        lang: str, argv: tuple[str, ...], cli_home: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["--lang", lang, "chem", *argv]) == 2
    err = capsys.readouterr().err.strip()
    assert err.count("\n") == 0 and "Traceback" not in err, err
    english = _english(err)
    if lang == "de":  # German shares the Latin script: no word of the English line is left
        english &= set(re.findall(r"[A-Za-z]{2,}", _english_line(argv))) - {"in"}  # German too
    assert not english, err


def _english_line(argv: tuple[str, ...]) -> str:
    from chemcards.chemistry import ChemistryError
    from chemcards.chemistry.balance import balance_equation
    from chemcards.chemistry.queries import get_substance

    try:
        balance_equation(argv[1]) if argv[0] == "balance" else get_substance(argv[1])
    except ChemistryError as exc:
        return str(exc)
    raise AssertionError(f"{argv} was accepted")


def _engine_messages() -> set[str]:
    """Every message the chemistry engine raises, an f-string's parts filled in as the engine does
    (a quoted part as 'x', a number as 2), so a new message without a catalogue entry fails."""
    found: set[str] = set()
    for path in (ROOT / "chemistry").glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not (isinstance(node, ast.Raise) and isinstance(node.exc, ast.Call) and node.exc.args
                    and getattr(node.exc.func, "id", "") in PERSONS_ERRORS):
                continue
            first = node.exc.args[0]
            if isinstance(first, ast.Constant) and isinstance(first.value, str):
                found.add(first.value)
            elif isinstance(first, ast.JoinedStr):
                found.add("".join(
                    str(v.value) if isinstance(v, ast.Constant)
                    else "'x'" if isinstance(v, ast.FormattedValue) and v.conversion == ord("r")
                    else "2" for v in first.values))
    return {m for m in found if not any(i in m for i in INTERNAL)}


@pytest.mark.parametrize("lang", ["de", "zh"])
def test_pt18_every_chemistry_error_a_person_can_cause_has_a_catalogue_entry(lang: str) -> None:
    messages = _engine_messages()
    assert "unknown element symbol 'x' in 'x'" in messages and len(messages) > 25
    assert not {m for m in messages if catalogued(m, "chem_err_", lang) == m}
