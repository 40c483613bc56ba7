"""Chinese layout at 80×24, play-through 10 (issue 12, finding 4).

- The Metallurgie log broke "计分" as "计" / "分" at a line's end, the quit dialog "可继续" as
  "可" / "继续": such words of our texts are kept whole by the one wrapper (``zh_words.toml``).
- The Seats panel put a person on one line ("▶ Ann 3 张牌 · 0 分") and each computer on two
  ("Curie（电脑）" / "3 张牌 · 0 分"): the seats now all follow one layout.
"""

from __future__ import annotations

import re

import pytest
from tui_helpers import app_for, region_text, settle, sync

from chemcards.core import registry
from chemcards.core.match import Match
from chemcards.core.seats import Seat
from chemcards.i18n import tr, ui
from chemcards.tui.wrap import iter_lines

#: the words play-through 10 found torn, and the Metallurgie words next to them in the log
MT_WORDS = ["计分", "可计分", "移走", "拿走", "翻开", "放牌"]


def whole(lines: list[str], words: list[str], where: str) -> None:
    text = "".join(lines)
    for word in words:
        if word in text:
            # every occurrence on one line: as many in the lines as in the text
            assert sum(line.count(word) for line in lines) == text.count(word), (where, word, lines)


@pytest.mark.parametrize("width", range(10, 61))
def test_issue12_pt10_metallurgie_log_lines_keep_their_words_whole(width: int) -> None:
    """Finding 4: "Curie为 49/21 处的铜区域计分（7 张）" never ends a line with "计" (the log is
    about 28 cells wide at 80×24, but any width), nor the other Metallurgie log lines their words."""
    names = ["Curie", "Dalton"]
    lines_of = [
        tr("metallurgie", "ev_score", "zh", who="Curie", pos="49/21", metal="铜", size=7),
        tr("metallurgie", "ev_score", "zh", who="Dalton", pos="50/20", metal="银", size=5),
        tr("metallurgie", "ev_remove", "zh", who="Curie", pos="49/21", metal="铜"),
    ]
    for text in lines_of:
        lines = list(iter_lines(text, width, names))
        assert "".join("".join(lines).split()) == "".join(text.split()), lines
        whole(lines, MT_WORDS, f"{width}")


@pytest.mark.parametrize("width", range(16, 79))
def test_issue12_pt10_the_quit_question_keeps_its_words_whole(width: int) -> None:
    """Finding 4: the quit dialog broke "可继续" as "可" / "继续"."""
    text = ui("quit_question", "zh")
    lines = list(iter_lines(text, width))
    for word in ("可继续", "继续", "可以继续", "退出", "游戏", "保存"):
        if word in text:
            assert sum(line.count(word) for line in lines) == text.count(word), (width, word, lines)


def seat_entries(lines: list[str]) -> list[list[str]]:
    """The Seats panel's entries: a line with a name starts one (a marker, a space, then the
    name), an indented line continues it."""
    entries: list[list[str]] = []
    name_at = 0
    for line in lines:
        inner = line.strip("│").rstrip()
        if not inner.strip() or "─" in inner:
            continue
        if inner.strip().startswith("◀"):  # the turn mark's own line (CK): no part of the layout
            continue
        # where the text starts after the marker column ("▶", "◉", "▶◉" since session 13, en#10)
        at = len(inner) - len(inner.lstrip(" ▶◉"))
        if entries and at > name_at:  # the detail, indented under the name
            entries[-1].append(inner)
        else:
            entries.append([inner])
            name_at = at
    return entries


@pytest.mark.parametrize("lang", ["zh", "en", "de"])
@pytest.mark.parametrize("game_id", ["metallurgie", "color-clash", "chemis", "chemie-kartenspiel"])
@sync
async def test_issue12_pt10_every_seat_follows_one_layout(game_id: str, lang: str) -> None:
    """Finding 4: one person and three computers at 80×24: every seat takes as many lines as the
    others (name and detail on one line each, or all on one line), and each shows its cards and
    points."""
    seats = [Seat("Ann"), *[Seat(n, "computer", "medium") for n in ("Curie", "Bohr", "Dalton")]]
    game = registry.games()[game_id]
    app = app_for(Match(game, seats, {}, seed=5), lang=lang, games=registry.games())
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        panel = app.screen.query_one("#seats")
        entries = seat_entries(region_text(app, panel.region))
        assert len(entries) == 4, entries
        assert len({len(e) for e in entries}) == 1, entries
        for entry in entries:
            assert re.search(r"\d", " ".join(entry)), entry
