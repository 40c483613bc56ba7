"""The notice line and the log wrap by our one helper (issue 12 follow-up 2, point 1), read back
from the rendered screen at 80x24: no line starts with a Chinese closing mark, and no person's name
is split across two lines (Rich folded "…Lavoi" / "sier…" inside a Chinese log line)."""

from __future__ import annotations

import re

import pytest
from tui_helpers import make_app, region_text, settle, sync, table_of

from chemcards.core.seats import Seat
from chemcards.games.chemis import GAME as CHEMIS
from chemcards.games.color_clash import GAME as CC
from chemcards.tui.notice import NoticeLine
from chemcards.tui.wrap import CLOSING

FRAME = re.compile(r"[│║┃╭╮╰╯─━▌▐▊▎]")

NAMES = ("Lavoisier", "Mendelejew")


def inner_lines(lines: list[str]) -> list[str]:
    """The text of each screen row inside a widget, frames and padding left out."""
    return [FRAME.sub("", line).strip() for line in lines if FRAME.sub("", line).strip()]


def check_lines(lines: list[str], names: tuple[str, ...]) -> None:
    starts = [line for line in lines if line[0] in CLOSING]
    assert not starts, f"a line starts with a closing mark: {starts}"
    whole = "".join(lines)
    for name in names:
        assert whole.count(name) == sum(line.count(name) for line in lines), (name, lines)


def seats() -> list[Seat]:
    return [Seat("Ann"), Seat(NAMES[0], "computer", "easy"), Seat(NAMES[1], "computer", "easy")]


@pytest.mark.parametrize("lang", ["zh", "de", "en"])
@sync
async def test_issue12_the_log_breaks_no_name_and_no_closing_mark_at_80x24(lang: str) -> None:
    """CHEMIS, Ann against two computers with long names: after some rounds the log (a narrow
    panel at 80x24) holds many wrapped lines; none is broken badly."""
    app = make_app(CHEMIS, seats(), seed=11, lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        table = table_of(app)
        match = table.match
        for _ in range(12):  # Ann ends her turns; the computers play theirs
            if match.outcome() is not None or 0 not in match.to_act():
                break
            await pilot.press("e" if any(type(a).__name__ == "End" for a in match.legal(0)) else "p")
            await settle(pilot)
        log = table.query_one("#log")
        lines = inner_lines(region_text(app, log.region))
        assert len(lines) > 8
        check_lines(lines, NAMES)


@pytest.mark.parametrize("lang", ["zh", "de", "en"])
@sync
async def test_issue12_the_notice_line_keeps_names_and_paths_whole_at_80x24(lang: str) -> None:
    """The notice line (refusals, "saved to …"): a Chinese sentence with a name in it and a save
    path longer than the line."""
    app = make_app(CC, [Seat("Ann"), Seat(NAMES[0], "computer", "easy")], seed=3, lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        table = table_of(app)
        line = table.query_one(NoticeLine)
        sentence = ("一二三四五六七八九十一二三四五六七八九十一二三四五六七八九十一二三" + NAMES[0]
                    + "出了牌，这是第二句话，不要在逗号前换行。再来一句，轮到" + NAMES[0] + "了！")
        table.refuse(sentence)
        await pilot.pause()
        lines = inner_lines(region_text(app, line.region))
        assert "".join(lines).endswith("了！"), lines
        check_lines(lines, (NAMES[0],))
        path = "/home/ann/.local/share/chemcards/saves/" + "unfinished-color-clash-" * 4 + "x.json"
        app.notify(f"Saved to {path}")
        await pilot.pause()
        lines = inner_lines(region_text(app, line.region))
        shown = [w for text in lines for w in text.split() if "/" in w]
        assert len(shown) == 1 and "…" in shown[0], lines  # one piece, shortened in its middle
        assert shown[0].startswith("/home/") and shown[0].endswith("x.json")
