"""Play-through 18 (zh NOTE A, zh NOTE I, de): ``chemcards rules`` and the online lobby of
``chemcards join`` were English in a Chinese or German terminal, although their ``--help`` says the
default is the language chosen last in the app, else the terminal's. ``rules`` read only
``--lang``; ``join``/``host``/``play`` took the settings' own default (English) when no settings
file existed yet. Both now take the command line's language (``commands.cli_lang``)."""

from __future__ import annotations

import argparse
import json
from pathlib import Path

import pytest

from chemcards import cli
from chemcards.commands.play import app_settings
from chemcards.core.registry import get_game


@pytest.fixture
def fresh_home(cli_home: Path) -> Path:
    """A home with no settings yet, and no language in the environment but the one a test sets."""
    return cli_home


@pytest.mark.parametrize(("env", "lang"), [("zh_CN.UTF-8", "zh"), ("de_DE.UTF-8", "de"), ("C.UTF-8", "en")])
def test_pt18_rules_follow_the_terminal_when_nothing_was_chosen(
        fresh_home: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str],
        env: str, lang: str) -> None:
    monkeypatch.setenv("LANG", env)
    assert cli.main(["rules", "chemis"]) == 0
    first = capsys.readouterr().out.strip().splitlines()[0]
    assert get_game("chemis").title(lang) in first, first


def test_pt18_rules_follow_the_language_chosen_in_the_app(
        fresh_home: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setenv("LANG", "de_DE.UTF-8")
    (fresh_home / "config" / "chemcards").mkdir(parents=True)
    (fresh_home / "config" / "chemcards" / "settings.json").write_text(json.dumps({"lang": "zh"}))
    assert cli.main(["rules", "metallurgie"]) == 0
    first = capsys.readouterr().out.strip().splitlines()[0]
    assert first.strip() == get_game("metallurgie").title("zh"), first


@pytest.mark.parametrize(("env", "given", "lang"), [
    ("zh_CN.UTF-8", None, "zh"), ("de_DE.UTF-8", None, "de"), ("de_DE.UTF-8", "en", "en"), ("C", None, "en")])
def test_pt18_the_app_a_command_opens_speaks_the_command_lines_language(
        fresh_home: Path, monkeypatch: pytest.MonkeyPatch, env: str, given: str | None, lang: str) -> None:
    """``join``, ``host``, ``play``, ``resume``: the app's settings get the same language as the
    command line (``--lang``, the app's last choice, the terminal's)."""
    monkeypatch.setenv("LANG", env)
    assert app_settings(argparse.Namespace(lang=given)).lang == lang


@pytest.mark.parametrize(("env", "lang"), [("zh_CN.UTF-8", "zh"), ("de_DE.UTF-8", "de")])
def test_pt18_stats_follow_the_terminal(fresh_home: Path, monkeypatch: pytest.MonkeyPatch,
                                         capsys: pytest.CaptureFixture[str], env: str, lang: str) -> None:
    """``chemcards stats`` was English in a Chinese terminal with Chinese chosen in the app (zh 1)."""
    from chemcards.tui.stats import stats_rich

    monkeypatch.setenv("LANG", env)
    assert cli.main(["stats", "--no-plot"]) == 0
    first = capsys.readouterr().out.strip().splitlines()[0]
    expected = str(stats_rich(None, None, lang, False, width=78)).strip().splitlines()[0]
    assert first == expected and first != str(stats_rich(None, None, "en", False, width=78)).splitlines()[0]
