"""Command-line findings of play-through 19 (German tester)."""

from __future__ import annotations

from pathlib import Path

import pytest

from chemcards import cli
from chemcards.core.i18n import tr


@pytest.mark.parametrize(("env", "lang"), [("de_DE.UTF-8", "de"), ("zh_CN.UTF-8", "zh")])
def test_pt19_de1_chem_speaks_the_terminals_language_without_lang(
        cli_home: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch,
        env: str, lang: str) -> None:
    """Play-through 19, de 1: with a German terminal and nothing chosen, `chemcards chem react HCl
    NaOH` printed "portions: … type: neutralisation" while every other command spoke German. It
    follows the same language as the others (``--lang``, the app's setting, ``LANG``)."""
    monkeypatch.setenv("LANG", env)
    assert cli.main(["chem", "react", "HCl", "NaOH"]) == 0
    out = capsys.readouterr().out
    word = tr("chemistry", "portions", lang)
    assert f"{word}:" in out or f"{word}：" in out, out
    assert "portions" not in out and "sodium chloride" not in out, out
