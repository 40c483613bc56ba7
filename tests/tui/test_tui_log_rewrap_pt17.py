"""Play-through 17, en 6: "the log is not re-wrapped after a resize" (lines kept their old breaks, cut
or ragged). At 80×24 → 120×40 → 80×24, in en and zh (CJK cells), every line the log holds is the
wrapping of its source line at the log's width of that moment: nothing from an older width."""

from __future__ import annotations

from typing import Any

import pytest
from tui_helpers import app_for, settle, sync

from chemcards.core.match import Match
from chemcards.core.rng import Rng
from chemcards.core.seats import Seat
from chemcards.games.color_clash import GAME
from chemcards.tui.table import GameLog
from chemcards.tui.wrap import Wrapped

NAMES = {"en": ["Ann", "Bartholomew Longname", "Curie", "Dalton"],
         "zh": ["小明", "欧阳诸葛长名字", "居里夫人", "门捷列夫"]}


def _played(lang: str) -> Match:
    """Thirty random legal moves, then the person's turn: log lines long enough to wrap."""
    names = NAMES[lang]
    match = Match(GAME, [Seat(names[0])] + [Seat(n, "computer", "easy") for n in names[1:]], {}, seed=5)
    rng = Rng(5)
    moves = 0
    while match.outcome() is None and (moves < 30 or match.to_act() != (0,)):
        seat = match.to_act()[0]
        legal = list(match.legal(seat))
        match.act(seat, legal[rng.randbelow(len(legal))])
        moves += 1
    return match


@pytest.mark.parametrize("lang", ["en", "zh"])
@sync
async def test_pt17_en6_log_lines_are_wrapped_for_each_new_width(lang: str,
                                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    sources: list[Wrapped] = []
    write, clear = GameLog.write, GameLog.clear

    def written(self: GameLog, content: Any, *args: Any, **kwargs: Any) -> Any:
        sources.append(content)
        return write(self, content, *args, **kwargs)

    def cleared(self: GameLog) -> Any:
        sources.clear()
        return clear(self)

    monkeypatch.setattr(GameLog, "write", written)
    monkeypatch.setattr(GameLog, "clear", cleared)
    app = app_for(_played(lang), lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        widths = []
        for size in [(120, 40), (80, 24)]:
            await pilot.resize_terminal(*size)
            await settle(pilot)
            await pilot.pause()
            log = app.screen.query_one("#log", GameLog)
            width = log.scrollable_content_region.width
            widths.append(width)
            want = [line.plain.rstrip() for source in sources for line in source.lines(width)]
            if size == (80, 24):  # some line breaks there, or the test would prove nothing
                assert any(len(source.lines(width)) > 1 for source in sources)
            assert [strip.text.rstrip() for strip in log.lines] == want, f"at {size}"
        assert widths[0] > widths[1]
