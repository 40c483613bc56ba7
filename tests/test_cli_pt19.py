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


@pytest.mark.parametrize(("env", "lang"), [("de_DE.UTF-8", "de"), ("zh_CN.UTF-8", "zh")])
@pytest.mark.parametrize(("value", "key", "param"), [("zz", "deck_opt_unknown", "entry"),
                                                     ("inline:Hx", "deck_opt_part", "part")])
def test_pt19_zh2_a_bad_deck_option_is_refused_in_the_terminals_language(
        cli_home: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch,
        env: str, lang: str, value: str, key: str, param: str) -> None:
    """Play-through 19, zh 2 (CK-2): the other option refusals speak the command's language since
    cli20; a deck the Chemie-Kartenspiel cannot read („-o decks=zz“) was still refused in English.
    One line in the language, naming what was typed; nothing is started."""
    monkeypatch.setenv("LANG", env)
    code = cli.main(["play", "chemie-kartenspiel", "-o", "mode=competitive", "-o", f"decks={value}"])
    err = capsys.readouterr().err
    assert code != 0
    typed = value.removeprefix("inline:")
    head = tr("cli", key, lang, **{param: typed, "names": "x"}).split(typed)[0]
    assert head in err and typed in err, err
    assert "unknown deck" not in err and "cannot read" not in err, err
    assert len(err.strip().splitlines()) == 1, err


def test_pt20_zh2_a_level_alone_in_play_seats_is_a_computer() -> None:
    """Play-through 20, zh 2: `play --seats 我,easy` seated a person named "easy" and opened a hot-seat
    game, though `simulate --seats hard,medium` reads levels alone. A level alone is a computer at
    that level (CC-24: named and marked as every computer); any other word is a person's name."""
    from chemcards.commands.play import parse_seats

    seats = parse_seats("我,easy,Hard,cpu,Easy Rider", "zh")
    assert [s.is_computer for s in seats] == [False, True, True, True, False]
    assert [s.level for s in seats[1:4]] == ["easy", "hard", "medium"]
    assert seats[1].name not in ("easy", "Hard") and seats[4].name == "Easy Rider"
