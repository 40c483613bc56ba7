"""Play-through 16, de 4: ``chemcards serve`` printed English ("serving rooms on ws://…",
"server stopped") for a German host. The command line speaks the language of ``--lang``, else the
one chosen last in the app, else the terminal's (``LC_ALL``/``LC_MESSAGES``/``LANG``: de_DE → de,
zh_CN → zh, anything else → en); this holds for ``serve`` and for every other command: its help
(argparse), the lines it prints and its one-line refusals all come from ``rulesets/cli/i18n.toml``
(or a game's or the app's catalogue), never from an English literal in the code.
"""

from __future__ import annotations

import argparse
import ast
import os
import re
import signal
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from chemcards import cli
from chemcards.i18n import catalogue, tr

ROOT = Path(cli.__file__).resolve().parent


pytestmark = pytest.mark.usefixtures("cli_home")  # tests/conftest.py


def _ctrl_c_as_in_a_terminal() -> None:
    signal.signal(signal.SIGINT, signal.SIG_DFL)
    signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGINT})


@pytest.mark.parametrize(("variable", "value", "lang"), [("LANG", "de_DE.UTF-8", "de"),
                                                         ("LC_ALL", "zh_CN.UTF-8", "zh")])
def test_pt16_de4_serve_follows_the_terminals_language_with_fresh_folders(
        tmp_path: Path, variable: str, value: str, lang: str) -> None:
    """No --lang, no settings file yet: the terminal's language decides, from the first line to
    the one after Ctrl+C."""
    env = {k: v for k, v in os.environ.items() if k not in ("LANG", "LC_ALL", "LC_MESSAGES", "LANGUAGE")}
    env.update({variable: value, "XDG_DATA_HOME": str(tmp_path / "d"),
                "XDG_CONFIG_HOME": str(tmp_path / "c")})
    proc = subprocess.Popen([sys.executable, "-m", "chemcards", "serve", "--host", "127.0.0.1", "--port", "0",
                             "--store", "memory"], env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            text=True, preexec_fn=_ctrl_c_as_in_a_terminal)
    try:
        assert proc.stdout is not None
        first = proc.stdout.readline()
        proc.send_signal(signal.SIGINT)
        out, err = proc.communicate(timeout=30)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.communicate()
    assert tr("online", "serve_ready", lang, url="ws://", kept="").split("ws://")[0] in first, first
    assert tr("online", "serve_stopped", lang) in out, out
    assert "serving" not in first + out and "stopped" not in out and "Traceback" not in err
    assert not (tmp_path / "c" / "chemcards" / "settings.json").exists()  # nothing chosen, nothing written


def _parsers(lang: str) -> Iterator[tuple[str, argparse.ArgumentParser]]:
    """Every command's parser and its own subcommands' (``deck check``, ``chem react``)."""
    for name in cli.COMMANDS:
        top = cli.build_parser([name], lang=lang)
        sub = next(a for a in top._actions if isinstance(a, argparse._SubParsersAction))
        stack = [(name, sub.choices[name])]
        while stack:
            label, parser = stack.pop()
            yield label, parser
            for action in parser._actions:
                if isinstance(action, argparse._SubParsersAction):
                    stack.extend((f"{label} {n}", p) for n, p in action.choices.items())


def _english_helps() -> set[str]:
    """The help texts as the code writes them (English), before any catalogue is read."""
    found: set[str] = set()
    for _, parser in _parsers("en"):
        for action in parser._actions:
            if action.help and action.help != argparse.SUPPRESS:
                found.add(action.help)
            if isinstance(action, argparse._SubParsersAction):
                found.update(c.help for c in action._choices_actions if c.help)
    return found


@pytest.mark.parametrize("lang", ["de", "zh"])
def test_pt16_de4_every_commands_help_is_in_the_language(lang: str) -> None:
    """Each argument of each command (serve, host, join, quick, web, replay, stats, rules, games,
    deck, chem, bench …) is explained, and in the language: none of the code's English is left."""
    english = _english_helps()
    left = []
    for label, parser in _parsers(lang):
        parser.format_help()  # the texts are looked up when the help is written
        for action in parser._actions:
            if isinstance(action, argparse._HelpAction):
                continue
            if isinstance(action, argparse._SubParsersAction):
                left += [f"{label} {c.dest}: {c.help}" for c in action._choices_actions
                         if not c.help or c.help in english]
            elif not action.help or action.help in english:
                left.append(f"{label} {'/'.join(action.option_strings) or action.dest}: {action.help}")
    assert left == [], left


#: calls whose text a person reads on the terminal
_SHOWN = {"print", "CommandError", "Table", "add_column", "add_row"}
#: words that are the same in every language: the program, its commands, options' values
_KEPT = {"chemcards", "web", "bench", "starter", "family", "competitive", "http"}


#: catalogue look-ups: their first argument is a key, not a text
_LOOKUPS = {"say", "refusal", "refusal_of", "ui", "tr", "t", "_text", "kept_message", "exposure_warning"}
#: keywords that style a text rather than say something
_STYLE = {"justify", "style", "file", "end", "sep", "flush", "highlight"}


def _literal_words(node: ast.AST) -> list[str]:
    """The English-looking words of the string literals in ``node``, keys of catalogue look-ups
    and styling keywords left aside."""
    if isinstance(node, ast.Constant):
        if not isinstance(node.value, str):
            return []
        text = re.sub(r"--[a-z-]+", " ", node.value)  # an option is typed as it is
        return [w for w in re.findall(r"[A-Za-z]{3,}", text) if w.lower() not in _KEPT]
    if isinstance(node, ast.keyword):
        return [] if node.arg in _STYLE else _literal_words(node.value)
    children = list(ast.iter_child_nodes(node))
    if isinstance(node, ast.Call):
        func = node.func
        name = func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else ""
        if name in _LOOKUPS and node.args:  # tr(domain, key, …) names two words first
            children = [*node.args[2 if name == "tr" else 1:], *node.keywords]
        else:
            children = [*node.args, *node.keywords]
    return [w for child in children for w in _literal_words(child)]


def test_pt16_de4_no_command_prints_an_english_literal() -> None:
    """Every print(), refusal (``CommandError``) and table text of the commands comes from a
    catalogue: an English sentence in the code is a line a German or Chinese player reads in
    English."""
    found = []
    for path in [*sorted((ROOT / "commands").glob("*.py")), ROOT / "cli.py"]:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call):
                continue
            func = node.func
            name = func.id if isinstance(func, ast.Name) else \
                func.attr if isinstance(func, ast.Attribute) else ""
            if name in _SHOWN and (words := _literal_words(node)):
                found.append(f"{path.name}:{node.lineno}: {' '.join(words)}")
    assert found == [], found


@pytest.mark.parametrize("lang", ["de", "zh"])
def test_pt16_de4_refusals_and_lines_follow_the_language(lang: str, capsys: pytest.CaptureFixture[str],
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    assert cli.main(["--lang", lang, "resume"]) == cli.EXIT_USAGE
    assert tr("cli", "err_no_save", lang) in capsys.readouterr().err
    assert cli.main(["--lang", lang, "simulate", "color-clash", "--games", "0"]) == cli.EXIT_USAGE
    assert tr("cli", "err_range", lang, option="--games", most=1_000_000) in capsys.readouterr().err
    # the terminal's language alone (no --lang, no settings) as well
    monkeypatch.setenv("LANG", {"de": "de_DE.UTF-8", "zh": "zh_CN.UTF-8"}[lang])
    assert cli.main(["deck", "list"]) == 0
    out = capsys.readouterr().out
    assert tr("cli", "deck_cards_family", lang, name="starter", n=108) in out, out
    assert "cards" not in out


@pytest.mark.parametrize("lang", ["de", "zh"])
@pytest.mark.parametrize(("argv", "key"), [
    (["play", "color-clash", "--seats"], "argparse_expected_one"),
    (["games", "--foo"], "argparse_unrecognized"),
    (["simulate"], "argparse_required"),
    (["play", "color-clash", "--speed", "zz"], "argparse_invalid_choice"),
])
def test_pt16_de4_argparse_refusals_follow_the_language(lang: str, argv: list[str], key: str,
                                                        capsys: pytest.CaptureFixture[str]) -> None:
    """argparse's own one-line refusals ("unrecognized arguments: --foo") were English under any
    --lang: they are translated, what was typed staying as typed."""
    with pytest.raises(SystemExit) as done:
        cli.main(["--lang", lang, *argv])
    assert done.value.code == cli.EXIT_USAGE
    err = capsys.readouterr().err
    word = catalogue("cli")[key][lang].split("{")[0].strip(" ：:")
    assert word in err, err
    assert not re.search(r"unrecognized|required|expected|invalid|choose from", err), err
