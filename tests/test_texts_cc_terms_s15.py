"""Color Clash in Chinese: 局 is a round, 轮/回合 a turn, as in the rules (docs/rules/color-clash.zh.md:
"第一个打出最后一张牌的人赢得本局", "下家停一轮"); play-through 14 zh 7."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest

from chemcards.core.i18n import tr
from chemcards.lessons import DOMAIN

ROOT = Path(__file__).resolve().parents[1]


def _zh_texts() -> dict[str, str]:
    found = {}
    for path, keep in ((ROOT / "rulesets/color-clash/i18n.toml", lambda k: True),
                       (ROOT / "rulesets/lessons/i18n.toml", lambda k: k.startswith("cc_"))):
        data = tomllib.loads(path.read_text(encoding="utf-8"))
        found |= {f"{path.parent.name}:{k}": v["zh"] for k, v in data.items()
                  if keep(k) and isinstance(v, dict) and isinstance(v.get("zh"), str)}
    return found


def test_pt14_zh_7_the_guided_game_wins_the_round_as_the_rules_say() -> None:
    """zh 7: the guided game said "先出完最后一张牌的人赢得这一轮"; the rules say "赢得本局"."""
    assert "赢得本局" in tr(DOMAIN, "cc_last_done", "zh")


TEXTS = _zh_texts()


@pytest.mark.parametrize("key", sorted(TEXTS))
def test_pt14_zh_7_lun_is_only_a_turn_in_color_clash(key: str) -> None:
    """轮 stands only for a turn (轮到, 停一轮), never for a round (这一轮, 本轮, 下一轮, 第 N 轮)."""
    text = TEXTS[key]
    assert not re.search(r"这一?轮|本轮|下一?轮|每一?轮|第\s*\S+\s*轮|赢得.{0,3}轮", text), (key, text)
