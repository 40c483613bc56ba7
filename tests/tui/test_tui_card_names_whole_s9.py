"""Issue 12 point 7 / point 11 (zh tester at 80x24, session 9): a card's name is one unit.

The one wrapper (chemcards/tui/wrap.py) takes every card's Chinese name from the games' catalogues
(rulesets/chemis/i18n.toml, rulesets/color-clash/cards.toml), so "升" / "温", "计数" / "牌 ×2" (the
CHEMIS hot-seat log) and "罚摸" / "二 ● +2", "罚摸" / "二 20 分" (the Color Clash F1 rules,
docs/rules/color-clash.zh.md) are no longer torn in two.
"""

from __future__ import annotations

import pytest

from chemcards.core.data import load_toml, rules_doc
from chemcards.i18n import tr
from chemcards.tui.markdown_text import for_lang
from chemcards.tui.wrap import iter_lines

FUNCTIONS = ("heat", "cool", "ignite", "electrify", "filter")


def cc_names() -> list[str]:
    cards = load_toml("color-clash", "cards.toml")
    return [c["name"]["zh"] for group in ("ranks", "wilds") for c in cards.get(group, [])
            if isinstance(c.get("name"), dict)]


def split(lines: list[str], units: list[str]) -> list[str]:
    whole = "".join(lines)
    return [u for u in units if whole.count(u) != sum(line.count(u) for line in lines)]


def test_issue12_p7_every_catalogue_card_name_is_one_unit_of_the_wrapper() -> None:
    """Every CHEMIS function card, the counter card and every Color Clash card name stays whole at
    every width it fits, inside a Chinese sentence with no space around it."""
    names = [tr("chemis", "fn_" + f, "zh") for f in FUNCTIONS] + ["计数牌"] + cc_names()
    assert "罚摸二" in names and "变色罚摸四" in names
    for name in names:
        text = f"你摸了牌，其中有{name}，也有别的{name}牌"
        for width in range(len(name) * 2 + 2, 41):  # the name and the "，" glued to it
            lines = list(iter_lines(text, width))
            assert not split(lines, [name]), (name, width, lines)


def test_issue12_p7_ch_the_draw_line_of_the_hot_seat_log_keeps_card_names() -> None:
    """The reported lines: "你摸了 4 张牌（Cl、点燃、升 / 温、O）" and "计数 / 牌 ×2"."""
    counter = tr("chemis", "counter_name", "zh", n=2)
    for cards in (["Cl", "点燃", "升温", "O"], ["H", counter, "O", "过滤"], [counter, "升温", "O", "N"]):
        text = tr("chemis", "ev_draw_you", "zh", n=4) + f"（{'、'.join(cards)}）"
        for width in range(12, 41):
            lines = list(iter_lines(text, width))
            assert not split(lines, ["升温", "点燃", "过滤", "计数牌", counter]), (width, lines)


@pytest.mark.parametrize("width", range(20, 79))
def test_issue12_p11_cc_f1_rules_keep_card_names_whole(width: int) -> None:
    """docs/rules/color-clash.zh.md in F1 split "罚摸 / 二 ● +2" and "跳过／反转／罚摸 / 二 20 分"."""
    text = for_lang(rules_doc("color-clash", "zh") or "", "zh")
    assert "罚摸二" in text
    for para in text.split("\n"):
        lines = list(iter_lines(para, width))
        assert not split(lines, cc_names()), (width, lines)
