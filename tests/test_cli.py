"""The ``chemcards`` command line: subcommand discovery and the top-level language."""

from __future__ import annotations

import pytest

from chemcards.cli import _subcommand, main


@pytest.mark.parametrize(
    ("argv", "expected"),
    [
        (["--lang", "zh", "play", "chemis"], "play"),
        (["--lang=de", "rules", "metallurgie"], "rules"),
        (["games"], "games"),
        (["--lang", "en"], None),
        ([], None),
    ],
)
def test_the_subcommand_is_found_past_the_top_level_language(argv: list[str], expected: str | None) -> None:
    assert _subcommand(argv) == expected


def test_top_level_language_reaches_the_subcommand(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--lang", "de", "games"]) == 0
    assert "Das Chemie-Kartenspiel" in capsys.readouterr().out
    assert main(["games", "--lang", "en"]) == 0
    assert "The Chemistry Card Game" in capsys.readouterr().out


def test_unknown_rules_are_one_sentence(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["rules", "no-such-game"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("chemcards: unknown game") and err.count("\n") == 1
