"""Play-through 18 zh 7: ASCII quotes inside Chinese ("名字最多 40 个字符，'AAAA…'太长了。",
"名字'Ann'在“--seats”中出现了两次"). A value was filled in as Python's ``repr`` and brought its
own ASCII quotes. Chinese prose quotes with “…” (docs/i18n.md); the quotes around a value are now
the catalogue's, in each language's own marks, and no Chinese entry holds an ASCII quote."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from chemcards import cli
from chemcards.i18n import catalogue

pytestmark = pytest.mark.usefixtures("cli_home")  # tests/conftest.py

DOMAINS = ("ui", "cli", "online", "lessons", "chemistry", "chemie-kartenspiel", "chemis", "color-clash",
           "metallurgie")
ASCII_QUOTES = re.compile("['\"`]")


def test_pt18_zh7_no_chinese_catalogue_entry_holds_an_ascii_quote() -> None:
    found = [(domain, key, entry["zh"]) for domain in DOMAINS for key, entry in catalogue(domain).items()
             if isinstance(entry, dict) and ASCII_QUOTES.search(str(entry.get("zh", "")))]
    assert found == []


@pytest.mark.parametrize(("argv", "value"), [
    (["play", "color-clash", "--seats", "A" * 41], "A" * 41),
    (["play", "color-clash", "--seats", "Ann,Ann"], "Ann"),
    (["play", "color-clash", "--seats", "Ann,cpu:great"], "great"),
    (["play", "color-clash", "-o", "mode"], "mode"),
    (["play", "color-clash", "-o", "colour=red"], "colour"),
    (["host", "chemie-kartenspiel", "-o", "decks=mine"], "mine"),
    (["simulate", "color-clash", "--seats", "great"], "great"),
    (["league", "color-clash", "--players", "many"], "many"),
    (["deck", "new", "x.toml", "--from", "mine"], "mine"),
])
def test_pt18_zh7_a_refused_value_stands_in_chinese_quotes(
        argv: list[str], value: str, capsys: pytest.CaptureFixture[str]) -> None:
    """The command line's refusals of a typed value: the value between “ and ”, no ASCII quote."""
    assert cli.main(["--lang", "zh", *argv]) == cli.EXIT_USAGE
    err = capsys.readouterr().err.strip()
    assert f"“{value}" in err, err
    assert not ASCII_QUOTES.search(err), err


def test_pt18_zh7_a_deck_files_note_and_problem_quote_in_chinese(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    deck = tmp_path / "mine.toml"
    deck.write_text('mode = "family"\n[cards]\nH = "3"\n', encoding="utf-8")
    cli.main(["--lang", "zh", "deck", "check", str(deck)])
    out = capsys.readouterr().out
    assert "“mine”" in out and "“3”" in out, out
    assert not ASCII_QUOTES.search(out.replace(str(deck), "")), out
