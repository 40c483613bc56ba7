"""Play-through 18 (misc19, item 1): ``LANG=de_DE.UTF-8 chemcards bench metallurgie`` printed its
measures and units in English („metallurgie 2p random playout: games/s“, „all areas of a
100-position field“). The rows keep the English text (the measure's key in docs/performance.md and
the tests); the table says it in the command's language, from ``rulesets/cli/i18n.toml``, with
the game's name from ``rulesets/``."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest
from rich.cells import cell_len

from chemcards import cli
from chemcards.bots.bench import driver_bench, playout_bench, rollout_policy_name
from chemcards.bots.league import LeagueConfig, LeagueResult, MatchResult, MatchUp, svg_chart, text_chart
from chemcards.commands import catalogued
from chemcards.commands.bench import measure_text, unit_text
from chemcards.core.i18n import decimal
from chemcards.core.registry import get_game
from chemcards.core.seats import LEVELS as LEVEL_NAMES

ROOT = Path(cli.__file__).resolve().parent
GAMES = ("color-clash", "metallurgie", "chemie-kartenspiel", "chemis")
#: the modules whose rows ``chemcards bench`` prints
BENCH_FILES = ("bots/bench.py", "chemistry/bench.py", "tui/startup_bench.py",
               *(f"games/{g.replace('-', '_')}/bench.py" for g in GAMES))
#: Latin words a German or Chinese reader meets on purpose: the command, its target, the search's
#: and the toolkit's proper names, the language's and its compiler's (the build the table measured),
#: the games' proper names
KEPT = {"chemcards", "bench", "chemistry", "ISMCTS", "Textual", "Python", "mypyc", "Color", "Clash",
        "CHEMIS", "Metallurgie"}


LEVELS = set(LEVEL_NAMES)


def _words(text: str) -> set[str]:
    return set(re.findall(r"[A-Za-z_]{2,}", text)) - KEPT


def _bench(lang: str, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> str:
    """``chemcards bench chemistry --repeats 1`` (the fastest target) on a terminal in ``lang``."""
    monkeypatch.setenv("LANG", {"de": "de_DE.UTF-8", "zh": "zh_CN.UTF-8", "en": "en_US.UTF-8"}[lang])
    monkeypatch.setenv("COLUMNS", "200")
    assert cli.main(["bench", "chemistry", "--repeats", "1"]) == 0
    return capsys.readouterr().out


def test_pt18_bench_on_a_german_or_chinese_terminal_prints_no_english(
        cli_home: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    english = _words(_bench("en", capsys, monkeypatch)) - {"Median"}  # German has the word too
    assert {"parse", "formulas"} <= english  # the English table is what the rows say
    german = _bench("de", capsys, monkeypatch)
    assert not english & _words(german), german
    chinese = _bench("zh", capsys, monkeypatch)
    assert not _words(chinese), chinese


def _labels_in_code() -> set[str]:
    """Every measure the bench modules write (a row's first text, an ``add`` call's), with each
    f-string's value filled in by a number, so a new measure without a catalogue entry fails."""
    found: set[str] = set()
    for name in BENCH_FILES:
        tree = ast.parse((ROOT / name).read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            first: ast.expr | None = None
            if isinstance(node, ast.Tuple) and len(node.elts) == 3:
                unit = node.elts[2]
                if isinstance(unit, ast.Constant) and isinstance(unit.value, str):
                    first = node.elts[0]
            elif isinstance(node, ast.Call) and getattr(node.func, "id", "") == "add" and node.args:
                first = node.args[0]
            if isinstance(first, ast.Constant) and isinstance(first.value, str):
                found.add(first.value)
            elif isinstance(first, ast.JoinedStr) and all(
                    isinstance(v, ast.Constant) or (isinstance(v, ast.FormattedValue) and
                    not (isinstance(v.value, ast.Name) and v.value.id == "name")) for v in first.values):
                found.add("".join(str(v.value) if isinstance(v, ast.Constant) else "2"
                                  for v in first.values))
    return found


@pytest.mark.parametrize("lang", ["de", "zh"])
def test_pt18_every_measure_and_unit_of_every_target_is_in_the_catalogue(lang: str) -> None:
    labels = _labels_in_code()
    assert "all areas of a 100-position field" in labels and len(labels) > 25
    game = get_game("metallurgie")
    rows = playout_bench(game, 2, repeats=1, seconds=0) + driver_bench(game, 2, repeats=1, seconds=0)
    labels |= {label for label, _, _ in rows}
    untranslated = {label for label in labels if measure_text(label, lang) == label}
    assert not untranslated
    units = {"games/s", "µs", "ns", "ms", "s", "min", "sims/s", "formulas/s", "equations/s",
             "µs/action", "turns", "actions", "1/s"}
    international = {"ms", "ns", "min"} if lang == "de" else set()  # SI symbols German writes too
    assert not {u for u in units if _words(unit_text(u, lang)) & _words(u) - international}
    assert "Metallurgie" in measure_text(rows[0][0], lang)  # the game's name, not its id
    for game_id in GAMES:  # the ISMCTS rows name the game's rollout policy
        policy = rollout_policy_name(get_game(game_id))
        assert not _words(catalogued(policy, "bench_p_", lang, inner="bench_p_")) & _words(policy), policy


def _league_result() -> LeagueResult:
    """A finished league of two levels at three players, without playing it (the chart's words are
    under test, not the games)."""
    config = LeagueConfig("color-clash", ("easy", "medium"), 3, 10, seed=1)
    match = MatchResult(MatchUp("medium", "easy", 3), 10, 0, 6.5, 3.5, 0.35, 0.85)
    return LeagueResult(config, (match,), {"easy": 0.0, "medium": 120.0})


@pytest.mark.parametrize("lang", ["de", "zh"])
def test_pt18_the_league_chart_speaks_the_language(lang: str) -> None:
    """``league --plot`` drew „medium vs easy“ and „█ win rate, ├─┤ 95 % interval, │ fair share“
    under a German table; its numbers used the English decimal point („65.0 %“). The levels are
    named as ``simulate`` and the launcher name them (session 20)."""
    result = _league_result()
    english = _words("\n".join(text_chart(result))) - LEVELS
    chart = text_chart(result, lang=lang)
    assert not english & _words("\n".join(chart)), chart
    assert decimal(65.0, lang, 1) + " %" in chart[0]
    # the bar starts where the scale does, counted in cells („对“ takes two)
    assert cell_len(chart[0].split("█")[0]) == cell_len(chart[1].split("0 %")[0])
    svg = svg_chart(result, "Color Clash", lang)
    assert not english & _words(re.sub(r"<[^>]*>", " ", svg)), svg


@pytest.mark.parametrize("lang", ["de", "zh"])
def test_league_names_the_levels_as_simulate_does(lang: str) -> None:
    """``league`` printed "medium"/"easy" in a German or Chinese table and chart while ``simulate``
    and the launcher say „mittel“/„leicht“, 中等/简单: one name per level in a language."""
    from rich.console import Console

    from chemcards.commands.league import render
    from chemcards.core.i18n import tr

    result = _league_result()
    console = Console(width=100, record=True, color_system=None)
    for table in render(result, "Color Clash", lang):
        console.print(table)
    text = console.export_text() + "\n".join(text_chart(result, lang=lang))
    for level in ("easy", "medium"):
        assert tr("ui", f"level_{level}", lang) in text, text
        assert not re.search(rf"\b{level}\b", text), text


def test_bench_measures_break_between_clauses_not_inside_a_count(
        cli_home: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """``bench bots`` in Chinese at 80 columns broke a measure at the space of a count: "…色彩对决，4"
    / "人，…" and "（500" / "次迭代）". The measure is broken between its clauses, and never
    after a number."""
    monkeypatch.setenv("LANG", "zh_CN.UTF-8")
    monkeypatch.setenv("COLUMNS", "80")
    assert cli.main(["bench", "bots", "--repeats", "1"]) == 0
    out = capsys.readouterr().out
    cells = [line.split("│")[1].strip() for line in out.splitlines() if line.startswith("│")]
    assert len(cells) > 3 and all(cell_len(line) <= 80 for line in out.splitlines()), out
    for cell in cells:
        assert not re.search(r"[\d（(]$", cell), (cell, out)


@pytest.mark.parametrize("lang", ["de", "en", "zh"])
def test_pt20_zh3_the_ratings_caption_keeps_each_line_whole(lang: str) -> None:
    """Play-through 20, zh 3: the ratings table, two narrow columns, broke its caption „Elo 标度；
    Luce / 模型 / 基于全部对阵“. Each of the caption's lines stands whole under the table."""
    from rich.console import Console

    from chemcards.commands.league import render
    from chemcards.core.i18n import tr

    console = Console(width=80, record=True, color_system=None)
    console.print(render(_league_result(), "Color Clash", lang)[1])
    text = console.export_text()
    for line in tr("cli", "ratings_caption", lang).splitlines():
        assert line in text, (line, text)
