"""Play-through 18, de 11 and zh 7: the wording of ``chemcards simulate``. The German column
„95 % KI“ read as „künstliche Intelligenz“; the summary "平均每局 66.7 回合、66.7 个动作" printed
one number twice. The summary now names the turns, and the steps the game took by itself (the
actions less the turns) only when there were any."""

from __future__ import annotations

import io

import pytest
from rich.console import Console

from chemcards import cli
from chemcards.bots.simulate import SeatSummary, SimConfig, Summary
from chemcards.commands.simulate import render
from chemcards.core.i18n import tr

LANGS = ("en", "de", "zh")


def summary(actions: float, turns: float) -> Summary:
    seats = (SeatSummary(0, "easy", 1.0, 0.5, 0.1, 0.9, 10.0, turns / 2, 0.1),
             SeatSummary(1, "easy", 1.0, 0.5, 0.1, 0.9, 10.0, turns / 2, 0.1))
    return Summary(2, 2, 0, actions, turns, seats)


def printed(s: Summary, lang: str) -> str:
    console = Console(file=io.StringIO(), width=80, color_system=None, legacy_windows=False)
    console.print(render(s, SimConfig("color-clash", ("easy", "easy"), 2, 1), "Color Clash", lang))
    text: str = console.file.getvalue()  # type: ignore[attr-defined]
    return text


def caption(text: str, lang: str) -> str:
    lines = [line.strip() for line in text.splitlines() if "│" not in line and "━" not in line]
    return ("" if lang == "zh" else " ").join(line for line in lines[2:] if line)


@pytest.mark.parametrize("lang", LANGS)
def test_pt18_zh7_equal_turns_and_actions_are_said_once(lang: str) -> None:
    text = caption(printed(summary(66.7, 66.7), lang), lang)
    number = "66,7" if lang == "de" else "66.7"
    assert text.count(number) == 1, text
    assert tr("cli", "sim_average", lang, turns=number) in text, text


@pytest.mark.parametrize("lang", LANGS)
def test_pt18_zh7_steps_the_game_took_by_itself_are_named_as_such(lang: str) -> None:
    """Turns 60.0 and actions 66.7: 6.7 automatic steps, and no bare second number."""
    text = caption(printed(summary(66.7, 60.0), lang), lang)
    turns, auto = ("60,0", "6,7") if lang == "de" else ("60.0", "6.7")
    assert tr("cli", "sim_average_auto", lang, turns=turns, auto=auto) in text, text
    assert ("66,7" if lang == "de" else "66.7") not in text, text


def test_pt18_de11_the_interval_column_does_not_read_as_ki(capsys: pytest.CaptureFixture[str]) -> None:
    """de 11: „95 % KI“ reads as „künstliche Intelligenz“; the table still fits 80 columns."""
    assert "KI" not in tr("cli", "col_ci", "de").split()
    text = printed(summary(66.7, 66.7), "de")
    assert tr("cli", "col_ci", "de") in text
    assert max(len(line.rstrip()) for line in text.splitlines()) <= 80, text


def test_pt18_zh7_simulate_as_the_tester_ran_it(cli_home: object, capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["--lang", "zh", "simulate", "color-clash", "--games", "2", "--seed", "1",
                     "--seats", "easy,easy"]) == 0
    out = capsys.readouterr().out
    assert "个动作" not in out and "回合" in out, out
