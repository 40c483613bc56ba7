"""Play-through 18 (session 19), zh 7: the review wrote "（胜率79%，而非20%）" while the hint wrote
"胜率都约 62%". One rule for a percentage in Chinese, in every game and screen: a space between
the Chinese word and the number (docs/i18n.md: "胜率约 42%"), none between the number and "%"."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

from chemcards.i18n import ui

RULESETS = Path(__file__).resolve().parent.parent / "rulesets"
#: a Chinese character glued to a percentage: "率{p}%", "率79%"
GLUED = re.compile(r"[\u4e00-\u9fff](?:\{\w+\}|\d+)\s?%")


def test_pt18_zh7_no_chinese_text_glues_a_percentage_to_the_word_before_it() -> None:
    glued = []
    for path in sorted(RULESETS.glob("*/i18n.toml")):
        for key, entry in tomllib.loads(path.read_text(encoding="utf-8")).items():
            text = entry.get("zh", "") if isinstance(entry, dict) else ""
            if isinstance(text, str) and GLUED.search(text):
                glued.append(f"{path.parent.name}:{key}: {text}")
    assert not glued, glued


def test_pt18_zh7_the_review_line_spaces_its_percentages_as_the_hint_does() -> None:
    line = ui("review_item", "zh", move=3, played="过牌", better="出 ▲ 7", p=79, q=20)
    assert "胜率 79%，而非 20%" in line, line
    assert "胜率都约 62%" in ui("hint_why_equal", "zh", alt="过牌", p=62)
