"""The hint at a Color Clash table of three or more (session 10): the paired search tries every
move equally often, so a runner-up with a better estimate was *not* "from fewer tries"; the guard
kept medium's move because the difference was not clear. Since play-through 11 (en 1) a difference
within the search's noise is "about as good", with one figure, whatever the tries."""

from __future__ import annotations

from typing import Any

from chemcards.bots.advice import Advice, Estimate, hint_line


class _Game:
    def action_text(self, view: Any, action: Any, lang: str) -> str:
        return {"a": "play R3", "b": "play B5"}[action]

    def hint_reason(self, view: Any, action: Any, lang: str) -> str:
        return ""


def test_equal_tries_are_never_called_fewer() -> None:
    advice = Advice("a", (Estimate("b", 0.25, 60), Estimate("a", 0.17, 60)))
    line = hint_line(_Game(), None, advice, "en")  # type: ignore[arg-type]
    assert "fewer tries" not in line, line
    assert "“play B5” is about as good: either gives a win chance of about 21%" in line, line


def test_fewer_tries_within_the_noise_are_about_as_good() -> None:
    advice = Advice("a", (Estimate("b", 0.25, 10), Estimate("a", 0.17, 90)))
    line = hint_line(_Game(), None, advice, "en")  # type: ignore[arg-type]
    assert "“play B5” is about as good" in line and "25%" not in line, line
