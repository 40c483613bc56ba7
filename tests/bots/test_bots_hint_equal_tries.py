"""The hint at a Color Clash table of three or more (session 10): the paired search tries every
move equally often, so a runner-up with a better estimate was *not* "from fewer tries"; the guard
kept medium's move because the difference was not clear, which the hint calls a close call."""

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
    assert "a close call: about a 17% chance to win after it; instead play B5: about 25%" in line, line


def test_fewer_tries_still_said_when_they_were_fewer() -> None:
    advice = Advice("a", (Estimate("b", 0.25, 10), Estimate("a", 0.17, 90)))
    line = hint_line(_Game(), None, advice, "en")  # type: ignore[arg-type]
    assert "from fewer tries" in line, line
