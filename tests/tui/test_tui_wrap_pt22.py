"""Play-throughs 21 and 22 (zh, de) met issue 12 point 7 in two small forms: a list's " ·" left at
a line's end (the colour picker, a CHEMIS zone line, the identities line of the log) and "Esc" at
one line's end with "关闭本页。" on the next (the launcher's ``?`` page). At 80×24, in every
language."""

from __future__ import annotations

import pytest
from tui_helpers import screen_text, sync

from chemcards.i18n import ui
from chemcards.tui.app import ChemcardsApp
from chemcards.tui.clock import FakeClock
from chemcards.tui.help import KeysScreen
from chemcards.tui.settings import Settings
from chemcards.tui.wrap import iter_lines

LANGS = ("de", "en", "zh")


def test_a_separator_goes_where_a_line_breaks_after_a_whole_entry() -> None:
    """Issue 12 point 7: the line's end separates two entries; "1 ● 红色 ·" at a line's end read as
    an entry still to come. The separator takes no room there, so a line holds one entry more."""
    choices = "1 ● 红色 · 2 ■ 蓝色 · 3 ▲ 黄色 · 4 ◆ 绿色"
    assert list(iter_lines(choices, 20, lang="zh")) == ["1 ● 红色 · 2 ■ 蓝色", "3 ▲ 黄色 · 4 ◆ 绿色"]
    assert list(iter_lines("a · b · c · d", 5)) == ["a · b", "c · d"]


def test_a_separator_goes_after_an_entry_that_took_two_lines_too() -> None:
    """Issue 12 point 7 (play-through 22, de and zh): a CHEMIS zone entry wider than its column took
    two lines and kept its " ·" at the second one's end ("(LP +1 beim" / "Sterben) ·" / "N₂
    Stickstoff"). No line ends with a separator; the next entry's formula shows where it begins."""
    entries = ["H₂O Wasser (LP +1 beim Sterben)", "N₂ Stickstoff"]
    lines = list(iter_lines(" · ".join(entries), 13, units=entries, lang="de"))
    assert lines == ["H₂O Wasser", "(LP +1 beim", "Sterben)", "N₂ Stickstoff"]
    entries = ["H₂O 水（濒死时血量 +1）", "CO₂ 二氧化碳"]
    for width in range(8, 30):
        lines = list(iter_lines(" · ".join(entries), width, units=entries, lang="zh"))
        assert not any(line.endswith("·") or line.startswith("·") for line in lines), (width, lines)


@pytest.mark.parametrize("lang", LANGS)
@sync
async def test_the_launchers_keys_page_keeps_esc_with_what_it_does(lang: str) -> None:
    """Issue 12 point 7 (play-through 21, zh): the launcher's ``?`` page broke its last line as
    "… Esc" / "关闭本页。". Each key stays on one line with its words, there and in the key list."""
    app = ChemcardsApp(settings=Settings(lang=lang, speed="instant"), clock=FakeClock(), remember=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("question_mark")
        await pilot.pause()
        assert isinstance(app.screen, KeysScreen)
        text = screen_text(app)
        lines = [line.strip(" │║▎▊").rstrip() for line in text.splitlines()]
        assert not any(line.endswith(("Esc", "Ctrl+P", "Strg+P")) for line in lines), text
        closes = ui("keys_footer_launcher", lang).rsplit("Esc", 1)[1].split()[0]
        assert any(f"Esc {closes}" in line for line in lines), text


def test_pt22_zh_today_and_its_time_stay_together() -> None:
    """Issue 12 point 7 (play-through 22, zh 2c): Saved games' delete question broke "…；今" /
    "天 10:26:49）？" at 80×24. 今天/昨天 are words of the list, kept with the time after them."""
    question = "删除《Color Clash 色彩对决》的存档（玩家1、玩家2；今天 10:26:49）？此操作无法撤销。"
    for width in range(20, 60):
        lines = list(iter_lines(question, width, lang="zh"))
        assert any("今天 10:26:49" in line for line in lines), (width, lines)
