"""Play-through 20 (zh 8, en 9), command line: ``chemcards replay --all`` printed the record's own
header „# metallurgie seed=None options={"bonus": "off"}“ untranslated, „门捷列夫 (1): place Fe 1,-2“
with half-width brackets in Chinese, and the notation's „place Cu 1,-1“ beside the log's „places
copper on 49/21“. The header names the game and its options as the launcher does; a step names
its move as the person types it, with places as the log and the field name them (MT-2)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from chemcards import cli
from chemcards.core.match import Match
from chemcards.core.registry import get_game
from chemcards.core.rng import Rng
from chemcards.core.seats import Seat

MT = get_game("metallurgie")
#: the bonus option and its value by the launcher's names (MT-13)
BONUS = {"en": "Bonus cards: on", "de": "Bonuskarten: an", "zh": "奖励卡：开启"}
#: a Metallurgie place as the field names it (row/column, MT-2), and as the notation does (q,r)
PLACE = re.compile(r"\b\d\d/\d\d\b")
AXIAL = re.compile(r"-?\d+,-?\d+")


def _record(home: Path) -> Match:
    match = Match(MT, [Seat("门捷列夫"), Seat("Curie", "computer", "easy")], {"bonus": "on"}, seed=5,
                  autosave=home / "mt.json")
    rng = Rng(5)
    for _ in range(8):
        seat = match.to_act()[0]
        legal = list(match.legal(seat))
        match.act(seat, legal[rng.randbelow(len(legal))])
    return match


def _replay(match: Match, lang: str, capsys: pytest.CaptureFixture[str], *flags: str) -> list[str]:
    assert cli.main(["replay", *flags, str(match.autosave), "--lang", lang]) == 0
    return capsys.readouterr().out.splitlines()


@pytest.mark.parametrize("lang", ["en", "de", "zh"])
def test_pt20_zh8_the_header_names_the_game_and_its_options(lang: str, cli_home: Path,
                                                            capsys: pytest.CaptureFixture[str]) -> None:
    match = _record(cli_home)
    head = _replay(match, lang, capsys, "--all")[0]
    assert MT.title(lang) in head and BONUS[lang] in head, head
    assert "metallurgie" not in head and "options" not in head and "{" not in head, head
    public = _replay(match, lang, capsys)[0]
    assert str(match.record.seed) not in public and BONUS[lang] in public, public  # no seed without --all


@pytest.mark.parametrize("lang", ["en", "de", "zh"])
def test_pt20_en9_a_step_names_its_place_as_the_log_does(lang: str, cli_home: Path,
                                                         capsys: pytest.CaptureFixture[str]) -> None:
    match = _record(cli_home)
    lines = _replay(match, lang, capsys, "--all")
    steps = [i for i, line in enumerate(lines) if re.match(r"^\s*\d+\. ", line)]
    placed = 0
    for i in steps:
        step, log = lines[i], lines[i + 1]
        assert not AXIAL.search(step), step
        if lang == "zh":  # full-width brackets and colon in Chinese
            assert re.search(r"（座位\d）：", step) and " (" not in step, step
        places = PLACE.findall(step)
        if places:
            placed += 1
            assert places[0] in log, (step, log)  # the place the log line below names
    assert placed
