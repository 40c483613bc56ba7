"""Play-through 19 zh 2: ``chemcards play color-clash -o people_out=xx`` said "option people_out
cannot be 'xx'; choose one of: play_on, end_round" in English with ASCII quotes under a Chinese
terminal. Every option refusal is in the command's language, with the option's and the values'
names as the launcher shows them beside the keys one types."""

from __future__ import annotations

from pathlib import Path

import pytest

from chemcards import cli
from chemcards.core.registry import get_game


def _refused(argv: list[str], capsys: pytest.CaptureFixture[str]) -> str:
    assert cli.main(argv) == cli.EXIT_USAGE
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1, err
    return err[0]


def _option(game: str, key: str):  # type: ignore[no-untyped-def]
    return next(o for o in get_game(game).options() if o.key == key)


BAD = [("color-clash", "people_out=xx"), ("color-clash", "turn_time=7"), ("chemis", "hp=abc"),
       ("chemis", "hp=99"), ("metallurgie", "bonus=2")]


@pytest.mark.parametrize(("game", "pair"), BAD)
@pytest.mark.parametrize("lang", ["en", "de", "zh"])
def test_pt19_zh2_a_bad_value_is_refused_in_the_terminals_language(
        lang: str, game: str, pair: str, cli_home: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setenv("LANG", {"en": "en_GB.UTF-8", "de": "de_DE.UTF-8", "zh": "zh_CN.UTF-8"}[lang])
    key, value = pair.split("=")
    line = _refused(["play", game, "--seats", "Ann,cpu", "-o", pair], capsys)
    option = _option(game, key)
    assert f"{option.label(lang)}" in line and key in line, line
    assert {"en": f"“{value}”", "de": f"„{value}“", "zh": f"“{value}”"}[lang] in line, line
    assert "'" not in line, line
    for choice in option.choices:  # every value as typed, with the launcher's name for it
        assert str(choice.value) in line and choice.label(lang) in line, line
    if lang != "en":
        assert "cannot be" not in line and "choose one of" not in line, line
    if lang == "zh":
        assert ", " not in line, line  # the list takes 、


@pytest.mark.parametrize("lang", ["en", "de", "zh"])
def test_pt19_zh2_an_unknown_key_names_the_game_and_its_options_in_the_language(
        lang: str, cli_home: Path, capsys: pytest.CaptureFixture[str]) -> None:
    line = _refused(["--lang", lang, "play", "color-clash", "--seats", "Ann,cpu", "-o", "foo=1"], capsys)
    game = get_game("color-clash")
    assert game.short_title(lang) in line and "color-clash" not in line, line
    for option in game.options():
        assert f"{option.key} = {option.label(lang)}" in line, line
    if lang == "zh":
        assert ", " not in line and "、" in line, line


@pytest.mark.parametrize("lang", ["en", "de", "zh"])
def test_pt19_zh2_host_names_the_values_a_room_takes(lang: str, cli_home: Path,
                                                     capsys: pytest.CaptureFixture[str]) -> None:
    line = _refused(["--lang", lang, "host", "color-clash", "--players", "2", "-o", "people_out=xx"], capsys)
    option = _option("color-clash", "people_out")
    assert option.label(lang) in line, line
    for choice in option.choices:
        assert f"{choice.value} = {choice.label(lang)}" in line, line
