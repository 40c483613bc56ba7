"""The hint's sentence as a reader sees it (play-through 8: de 8, zh 2; issue 21)."""

from __future__ import annotations

from typing import Any

import pytest

from chemcards.bots.advice import Advice, Estimate, hint_line


class _Game:
    """The two texts a hint line asks a game for: a move ends in a place, as Metallurgie's does."""

    def action_text(self, view: Any, action: Any, lang: str) -> str:
        return {"a": "把铁放在 0,1", "b": "把铁放在 -1,-1"}[action] if lang == "zh" else \
            {"a": "Eisen auf 0,1 legen", "b": "Eisen auf -1,-1 legen"}[action]

    def hint_reason(self, view: Any, action: Any, lang: str) -> str:
        return ""


@pytest.mark.parametrize(("chosen", "other"), [(0.45, 0.44), (0.60, 0.40)])
def test_zh_hint_sets_a_place_off_from_the_chinese_after_it(chosen: float, other: float) -> None:
    """zh 2: "若把铁放在 -1,-1则为 42%" missed the space between the place and 则 / 则只有. Since
    play-through 9 the other move is quoted ("改为“把铁放在 -1,-1”：胜率约 44%"), so the place
    ends at the closing quote and nothing Chinese is glued to it."""
    advice = Advice("a", (Estimate("a", chosen, 90), Estimate("b", other, 10)))
    line = hint_line(_Game(), None, advice, "zh")  # type: ignore[arg-type]
    assert "“把铁放在 -1,-1”" in line, line  # quoted: the place ends at the closing quote


def test_de_hint_names_the_chance_to_win_after_the_move() -> None:
    """de 8: „knapp: etwa 34 % Aussicht danach“ read clumsily: „etwa 34 % Gewinnchance“ (since
    play-through 11 two moves this close are „etwa gleich gut“, with one figure)."""
    advice = Advice("a", (Estimate("a", 0.34, 90), Estimate("b", 0.33, 10)))
    line = hint_line(_Game(), None, advice, "de")  # type: ignore[arg-type]
    assert "mit beiden etwa 34 % Gewinnchance" in line and "Aussicht" not in line, line
