"""Play-through 20 (de 13), command line: the German help said „eine Deckdatei für Das
Chemie-Kartenspiel prüfen“ (the title's article inside a sentence), and `chem` alone answered in
argparse's words „diese Argumente fehlen: {react,info,balance}“. A missing subcommand is now said
plainly in every language, naming the subcommands as typed."""

from __future__ import annotations

from pathlib import Path

import pytest

from chemcards import cli

#: how each language says that a subcommand is missing
MISSING = {"en": "a subcommand is missing", "de": "es fehlt ein Unterbefehl", "zh": "缺少子命令"}


@pytest.mark.parametrize("lang", ["en", "de", "zh"])
def test_pt20_de13_chem_alone_names_its_subcommands_plainly(lang: str, cli_home: Path,
                                                             capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as ended:
        cli.main(["--lang", lang, "chem"])
    assert ended.value.code == 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1, err  # one line, no traceback, no usage block
    assert MISSING[lang] in err, err
    assert "{" not in err and "fehlen:" not in err and "required" not in err, err
    assert all(word in err for word in ("react", "info", "balance")), err


def test_pt20_de13_the_deck_command_names_the_game_in_a_sentence(cli_home: Path,
                                                                 capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        cli.main(["--lang", "de", "--help"])
    out = capsys.readouterr().out
    assert "für das Chemie-Kartenspiel" in out and "für Das" not in out, out
