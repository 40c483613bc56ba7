"""Play-through 16, zh 11: a game handed to the computer stand-in (Ctrl+L) and finished by it was
missing from F2 "Statistics" without a word.

Decided (docs/app.md, Statistics): the statistics are the person's own results against computers,
so a game the stand-in finished is not counted (its moves after the hand-over are not the
person's); the statistics screen and ``chemcards stats`` say plainly which games are counted and
that a game handed to the stand-in is not.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from rich.cells import cell_len

from chemcards.core.driver import next_mover
from chemcards.core.match import Match
from chemcards.core.protocol import REFEREE
from chemcards.core.rng import Rng
from chemcards.core.seats import Seat
from chemcards.games.color_clash import GAME
from chemcards.i18n import LANGS, ui
from chemcards.tui import stats


def _handed_over() -> Match:
    """Ann hands her seat to the stand-in at the start; the computers play the game to its end."""
    seats = [Seat("Ann"), Seat("Curie", "computer", "easy"), Seat("Bohr", "computer", "easy")]
    match = Match(GAME, seats, seed=5)
    match.leave(0, "easy")
    rng = Rng(5)
    while match.outcome() is None:
        moved = next_mover(match.game, match.state, rng)
        assert moved is not None
        seat, legal = moved
        match.act(seat, legal[0] if seat == REFEREE else legal[rng.randbelow(len(legal))])
    return match


def test_pt16_zh11_a_game_finished_by_the_stand_in_is_not_the_persons_result() -> None:
    match = _handed_over()
    assert match.outcome() is not None and match.record.seats[0].substitute
    assert stats.entry_for(match) is None


@pytest.mark.parametrize("lang", LANGS)
def test_pt16_zh11_the_statistics_say_what_is_counted(tmp_path: Path, lang: str) -> None:
    note = " ".join(ui("stats_counted", lang).split())
    assert ui("substitute", lang) in note or {"de": "Ersatz", "en": "stand-in", "zh": "替补"}[lang] in note
    assert "Ctrl+L" in note or "Strg+L" in note
    empty = stats.stats_text(tmp_path / "none.json", None, lang, width=76)
    assert ui("stats_none", lang) in empty
    path = tmp_path / "stats.json"
    stats.add(stats.Entry("color-clash", "easy", 2, True, 3.0, 1, "2026-12-01"), path)
    for text in (empty, stats.stats_text(path, None, lang, width=76)):
        joined = "".join(text.split()) if lang == "zh" else " ".join(text.split())
        assert ("".join(note.split()) if lang == "zh" else note) in joined, text
        assert all(cell_len(line) <= 76 for line in text.splitlines()), text
