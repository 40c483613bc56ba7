"""Play-through 16 zh 4: ``chemcards --lang zh simulate`` wrote every level as typed ("easy") in
the 等级 column. German and Chinese tables name the level as the launcher does (简单, leicht);
English keeps the word ``--seats`` takes, and the typed values stay accepted in every language."""

from __future__ import annotations

import io

import pytest
from rich.console import Console

from chemcards.bots.simulate import SeatSummary, SimConfig, Summary
from chemcards.commands import simulate as command
from chemcards.core.i18n import tr

TOY = "color-clash"
LEVELS = ("easy", "medium", "hard", "strongest")


def _table(lang: str) -> str:
    seats = tuple(SeatSummary(p, level, 1.0, 0.25, 0.1, 0.4, 3.0, 10.0, 0.5)
                  for p, level in enumerate(LEVELS))
    summary = Summary(4, 4, 0, 10.0, 20.0, seats)
    buffer = io.StringIO()
    Console(file=buffer, width=80, color_system=None).print(
        command.render(summary, SimConfig(TOY, LEVELS, 4, 1), "Color Clash", lang))
    return buffer.getvalue()


@pytest.mark.parametrize("lang", ["de", "zh"])
def test_level_column_names_the_level(lang: str) -> None:
    text = _table(lang)
    rows = [line for line in text.splitlines() if line.strip()[:1].isdigit()]
    assert len(rows) == len(LEVELS), text
    for row, level in zip(rows, LEVELS, strict=True):
        assert tr("ui", f"level_{level}", lang) in row, (level, text)
        assert level not in row.split(), (level, text)  # not the typed word
    assert all(len(line) <= 80 for line in text.splitlines())


def test_english_keeps_the_typed_word() -> None:
    text = _table("en")
    for level in LEVELS:
        assert level in text
