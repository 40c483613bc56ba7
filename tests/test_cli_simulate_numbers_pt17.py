"""Play-through 17: ``chemcards simulate`` (and ``league``, ``bench``) wrote German numbers with a
decimal point (de 10: "33.3", "75.7 Züge"; German writes 33,3), and the Chinese summary under the
table broke inside a phrase (zh 15: "75.7" at the end of one line, "个动作" on the next), because
Rich wrapped it at any space to the table's width. Numbers follow the language; the summary
breaks only between its clauses, measured in cells (Chinese characters take two)."""

from __future__ import annotations

import io
import re

import pytest
from rich.cells import cell_len
from rich.console import Console

from chemcards import cli
from chemcards.bots.league import LeagueConfig, LeagueResult, MatchResult, MatchUp
from chemcards.bots.simulate import SeatSummary, SimConfig, Summary
from chemcards.commands.league import render as render_league
from chemcards.commands.simulate import average_text, render
from chemcards.core.i18n import tr

LANGS = ("en", "de", "zh")
#: a number with decimals as each language writes it
DECIMAL = {"en": r"\d\.\d", "de": r"\d,\d", "zh": r"\d\.\d"}
WRONG = {"en": r"\d,\d", "de": r"\d\.\d", "zh": r"\d,\d"}


def summary() -> tuple[Summary, SimConfig]:
    seats = (SeatSummary(0, "easy", 2.5, 0.3126, 0.097, 0.7, 20.25, 38.3, 0.125),
             SeatSummary(1, "hard", 5.5, 0.6875, 0.3, 0.903, 25.2, 37.3, 12.5))
    return Summary(8, 8, 0, 75.75, 75.7, seats), SimConfig("color-clash", ("easy", "hard"), 8, 1)


def printed(renderable: object, width: int = 80) -> str:
    console = Console(file=io.StringIO(), width=width, color_system=None, legacy_windows=False)
    console.print(renderable)
    return console.file.getvalue()  # type: ignore[attr-defined]


@pytest.mark.parametrize("lang", LANGS)
def test_pt17_de10_simulate_writes_numbers_as_the_language_does(lang: str) -> None:
    """de 10: German with a decimal comma (33,3 % wins, 75,8 turns), English and Chinese with a
    point, in the table and the summary under it."""
    text = printed(render(*summary(), "Color Clash", lang))
    rows = "\n".join(line for line in text.splitlines() if "│" in line)
    assert re.search(DECIMAL[lang], rows) and not re.search(WRONG[lang], rows), text
    win = {"en": "31.3", "de": "31,3", "zh": "31.3"}[lang]  # 2.5 wins of 8 (shared wins count 1/k)
    assert win in rows and {"en": "2.5", "de": "2,5", "zh": "2.5"}[lang] in rows, text
    caption = " ".join(line.strip() for line in text.splitlines() if "│" not in line)
    turns = {"en": "75.7 turns", "de": "75,7 Züge", "zh": "75.7 回合"}[lang]
    assert turns in caption, text
    assert not re.search(WRONG[lang], caption), text


@pytest.mark.parametrize("lang", LANGS)
def test_pt17_de10_league_writes_numbers_as_the_language_does(lang: str) -> None:
    """The league's table shares the formatting: German win rates with a comma."""
    config = LeagueConfig("color-clash", ("easy", "hard"), players=2, games=8, seed=1)
    up = MatchUp("hard", "easy", 2)
    ratings = {"easy": -40.0, "hard": 40.0}
    result = LeagueResult(config, (MatchResult(up, 8, 0, 5.5, 2.5, 0.3, 0.903),), ratings)
    table, _ = render_league(result, "Color Clash", lang)
    rows = "\n".join(line for line in printed(table).splitlines() if "│" in line)
    assert re.search({"en": r"68\.\d", "de": r"68,\d", "zh": r"68\.\d"}[lang], rows), rows
    assert not re.search(WRONG[lang], rows), rows


@pytest.mark.parametrize("lang", LANGS)
def test_pt17_zh15_simulate_summary_breaks_between_clauses_at_80_columns(lang: str) -> None:
    """zh 15: at 80 columns every line under the table fits in cells and ends where a clause ends
    (after "；" or "; ", or the summary's end): "75.7 个动作" and "je Spiel" stay together."""
    text = printed(render(*summary(), "Color Clash", lang), width=80)
    lines = [line.strip() for line in text.splitlines()]
    below = lines[next(i for i, line in enumerate(lines) if "━" in line) + 3:]  # after the two rows
    below = [line for line in below if line]
    assert len(below) >= 2, text  # the summary is longer than one line here, in every language
    for line in below:
        assert cell_len(line) <= 80, line
    for line in below[:-1]:
        assert line.endswith("；" if lang == "zh" else ";"), text
    joined = ("" if lang == "zh" else " ").join(below)
    whole = tr("cli", "sim_caption", lang, finished=8, unfinished=0, average=average_text(summary()[0], lang))
    assert joined == whole, (joined, whole)


def test_pt17_de10_bench_groups_thousands_the_german_way() -> None:
    """``bench`` prints large medians grouped: 12,345 in English is 12.345 in German (a German
    reader took "12,345" for twelve and a bit)."""
    from chemcards.core.i18n import decimal

    assert decimal(12345.4, "en", 0, grouped=True) == "12,345"
    assert decimal(12345.4, "zh", 0, grouped=True) == "12,345"
    assert decimal(12345.4, "de", 0, grouped=True) == "12.345"
    assert decimal(1234.567, "de", 2, grouped=True) == "1.234,57"


def test_pt17_de10_simulate_command_in_german_prints_decimal_commas(
        capsys: pytest.CaptureFixture[str]) -> None:
    """The command itself, as the tester ran it (two quick games)."""
    assert cli.main(["--lang", "de", "simulate", "color-clash", "--games", "2", "--seed", "1",
                     "--seats", "easy,easy", "--jobs", "1"]) == 0
    out = capsys.readouterr().out
    assert re.search(r"\d,\d", out) and not re.search(r"\d\.\d", out), out
