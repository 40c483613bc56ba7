"""Play-through 24, en 1 (CC-16, CC-26): a Color Clash result row read "out later · at the win: ● 4
(…": the cell's status and first card were one item wider than the column, cut with "…", and the
cards shown no longer made the total. A result cell is folded so that no line is wider than its
column and every card with its points stays, in every language."""

from __future__ import annotations

import pytest
from rich.cells import cell_len

from chemcards.core.i18n import tr
from chemcards.tui.outcome import list_lines

HAND = ["● 4 (4)", "● 6 (6)", "● 8 (8)", "● 9 (9)", "● +2 (20)", "■ ⊘ (20)"]


@pytest.mark.parametrize("lang", ["en", "de", "zh"])
@pytest.mark.parametrize("width", [18, 24, 30, 40])
def test_pt24_en1_a_result_cell_keeps_every_card_within_its_column(lang: str, width: int) -> None:
    sep = "、" if lang == "zh" else ", "
    total = " = 67" if lang != "zh" else "，共 67 分"
    hand = sep.join(HAND) + total
    status = tr("color-clash", "out_status_out", lang)
    cell = tr("color-clash", "out_cell_later", lang, status=status, hand=hand)
    lines = list_lines(cell, width).splitlines()
    assert all(cell_len(line) <= width for line in lines), lines
    flat = " ".join(lines)
    for card in HAND:
        assert card in flat, (card, lines)
    assert "…" not in flat
