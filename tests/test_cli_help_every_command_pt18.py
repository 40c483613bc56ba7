"""Play-through 18 de 3: ``LANG=de_DE.UTF-8 chemcards serve --help`` was reported English while
``host --help`` and ``join --help`` were German. Every command's help, and its own subcommands'
(``deck check``, ``chem react``), follows the command line's language wherever that comes from:
the terminal's ``LANG`` when nothing was chosen in the app yet, the language chosen last in the
app, ``--lang``. Run through ``chemcards.cli.main`` as a person runs it."""

from __future__ import annotations

import argparse
import json
from pathlib import Path

import pytest

from chemcards import cli
from chemcards.i18n import tr

pytestmark = pytest.mark.usefixtures("cli_home")  # tests/conftest.py


def _commands() -> list[tuple[str, ...]]:
    """Every command and its own subcommands, as typed."""
    found: list[tuple[str, ...]] = []
    for name in cli.COMMANDS:
        found.append((name,))
        top = cli.build_parser([name], lang="en")
        sub = next(a for a in top._actions if isinstance(a, argparse._SubParsersAction))
        for action in sub.choices[name]._actions:
            if isinstance(action, argparse._SubParsersAction):
                found += [(name, n) for n in action.choices]
    return found


COMMANDS = _commands()
#: where the language comes from: (LANG, the app's last choice or None, --lang or None) -> language
SOURCES = {"terminal": ("de_DE.UTF-8", None, None, "de"),
           "app": ("de_DE.UTF-8", "zh", None, "zh"),
           "option": ("zh_CN.UTF-8", None, "de", "de")}


def _help(words: tuple[str, ...], source: str, home: Path, monkeypatch: pytest.MonkeyPatch,
          capsys: pytest.CaptureFixture[str]) -> tuple[str, str]:
    env, chosen, given, lang = SOURCES[source]
    monkeypatch.setenv("LANG", env)
    if chosen is not None:
        (home / "config" / "chemcards").mkdir(parents=True, exist_ok=True)
        (home / "config" / "chemcards" / "settings.json").write_text(json.dumps({"lang": chosen}))
    argv = [*(["--lang", given] if given else []), *words, "--help"]
    with pytest.raises(SystemExit) as done:
        cli.main(argv)
    assert done.value.code == 0
    return capsys.readouterr().out, lang


@pytest.mark.parametrize("source", list(SOURCES))
@pytest.mark.parametrize("words", COMMANDS, ids=" ".join)
def test_pt18_de3_every_commands_help_follows_the_command_lines_language(
        words: tuple[str, ...], source: str, cli_home: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    out, lang = _help(words, source, cli_home, monkeypatch, capsys)
    assert out.startswith(tr("cli", "usage", lang)), out
    flat = "".join(out.split())
    described = tr("cli", "cmd_" + "_".join(words), lang)
    assert "".join(described.split()) in flat, (described, out)
    assert "usage:" not in out and "show this help" not in out and "options:" not in out, out
