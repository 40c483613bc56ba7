"""Play-through 18 (session 19), zh 7: H and N picked said "NH₃ 还需要 计数牌 ×3": a space between
two Chinese words. Chinese keeps one space beside a Latin word (a formula, a symbol) and none
between Chinese words (docs/i18n.md); the same for measure words in the Chemie-Kartenspiel ("1 张
原物质 牌")."""

from __future__ import annotations

import re
from collections import Counter

from chemcards.games.chemie_kartenspiel.texts import t as ck_t
from chemcards.games.chemis import recipes
from chemcards.games.chemis.texts import card_name, still_missing_text

#: a space with a Chinese character on either side
CJK_SPACE = re.compile(r"[\u4e00-\u9fff] [\u4e00-\u9fff]")


def test_pt18_zh7_ch18_what_h_and_n_still_need_has_no_space_between_chinese_words() -> None:
    options = recipes.completions(Counter({"H": 1, "N": 1}))
    line = still_missing_text([(f, tuple(m.items())) for f, m in options], "zh")
    counter = next(card_name(tok, "zh") for _, m in options for tok in m if tok.startswith("x"))
    assert f"还需要{counter}" in line and not CJK_SPACE.search(line), line
    assert "还需要 O" in line or "O" not in line, line  # a Latin symbol keeps its space


def test_pt18_zh7_measure_words_take_no_space_before_a_chinese_card_name() -> None:
    proto = ck_t("no_card_left", "zh", unit="[ClO₄]⁻", missing=1, symbol="原物质")
    assert "1 张原物质牌" in proto and not CJK_SPACE.search(proto), proto
    assert "1 张 O 牌" in ck_t("no_card_left", "zh", unit="CO₂", missing=1, symbol="O")
