"""Play-through 15, de 5 and zh 12: ``chemcards --lang de --help``, ``play --help``,
``simulate --help`` and the simulate table ("player ┃ level ┃ wins … finished 20, unfinished 0;
average 167.1 turns") were English under ``--lang de``/``zh`` and under a German or Chinese
``LANG``. The command line follows the language as the app does: help and table headers come
from the catalogue (``rulesets/cli/i18n.toml``)."""

from __future__ import annotations

from pathlib import Path

import pytest

from chemcards import cli
from chemcards.i18n import LANGS, catalogue, tr


@pytest.fixture(autouse=True)
def _private(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    for name in ("LANG", "LC_ALL", "LC_MESSAGES", "LANGUAGE"):
        monkeypatch.delenv(name, raising=False)


def _help(argv: list[str], capsys: pytest.CaptureFixture[str]) -> str:
    with pytest.raises(SystemExit) as done:
        cli.main(argv)
    assert done.value.code == 0
    return " ".join(capsys.readouterr().out.split())  # argparse wraps lines at the terminal's width


def _english_sentences(command: str) -> list[str]:
    """The English help sentences a help page in another language must not show."""
    keys = [k for k in catalogue("cli") if k.startswith(("cmd_", "arg_", "help", "description"))
            and ((command == "" and not k.startswith("arg_")) or k.startswith(f"arg_{command}_"))]
    parts = [tr("cli", k, "en").split(" (")[0].split(";")[0] for k in keys]
    return [part for part in parts if " " in part]  # "seed" alone is also the option --seed


@pytest.mark.parametrize("lang", ["de", "zh"])
def test_pt15_zh12_top_level_help_follows_lang(lang: str, capsys: pytest.CaptureFixture[str]) -> None:
    text = _help(["--lang", lang, "--help"], capsys)
    assert tr("cli", "description", lang) in text
    assert tr("cli", "cmd_simulate", lang) in text and tr("cli", "cmd_play", lang) in text
    english = [s for s in _english_sentences("") if s in text]
    assert english == [], english
    assert "usage:" not in text and "show this help" not in text


@pytest.mark.parametrize("lang", ["de", "zh"])
@pytest.mark.parametrize("command", ["play", "simulate", "resume", "league"])
def test_pt15_de5_command_help_follows_lang(lang: str, command: str,
                                            capsys: pytest.CaptureFixture[str]) -> None:
    text = _help(["--lang", lang, command, "--help"], capsys)
    assert tr("cli", f"cmd_{command}", lang) in text
    english = [s for s in _english_sentences(command) if s in text]
    assert english == [], english
    assert "options:" not in text and "usage:" not in text


def test_pt15_de5_help_follows_a_german_lang_variable(monkeypatch: pytest.MonkeyPatch,
                                                      capsys: pytest.CaptureFixture[str]) -> None:
    """No --lang and no settings yet: the terminal's language (LANG=de_DE.UTF-8) decides."""
    monkeypatch.setenv("LANG", "de_DE.UTF-8")
    text = _help(["simulate", "--help"], capsys)
    assert tr("cli", "arg_simulate_games", "de") in text
    monkeypatch.setenv("LANG", "zh_CN.UTF-8")
    text = _help(["--help"], capsys)
    assert tr("cli", "description", "zh") in text


def test_pt15_de5_simulate_table_headers_in_german(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["--lang", "de", "simulate", "color-clash", "--games", "2", "--seed", "1",
                     "--seats", "easy,easy"]) == 0
    out = capsys.readouterr().out
    for key in ("col_player", "col_level", "col_wins", "col_score", "col_turns"):
        assert tr("cli", key, "de") in out, key
    assert "wins" not in out and "unfinished" not in out and "average" not in out, out
    # a level by its name, as the launcher shows it (play-through 16 zh 4; it was "easy" as typed)
    assert tr("ui", "level_easy", "de") in out


def test_cli_catalogue_has_every_language() -> None:
    for key, entry in catalogue("cli").items():
        assert set(entry) == set(LANGS), key
