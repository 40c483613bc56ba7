"""Play-through 10, a whole Chemie-Kartenspiel game in Chinese at 80×24 (task ck, finding 5): lines
that read badly. The attack status said "你攻击中：还剩 1 次" (a half sentence), the hint named a
compound "攻击编号 1" where the log says "1 号", and the detail line "保护 0" put a bare number
after a verb-like word."""

from __future__ import annotations

from chemcards.games.chemie_kartenspiel.actions import Attack
from chemcards.games.chemie_kartenspiel.texts import action_text, t


def test_zh_attack_status_is_a_whole_sentence() -> None:
    assert t("st_attack_you", "zh", attacks=1) == "你正在攻击：还可攻击 1 次"
    assert t("st_attack", "zh", name="Curie", attacks=2) == "Curie 正在攻击：还可攻击 2 次"


def test_zh_hint_names_a_compound_on_the_table_as_the_log_does() -> None:
    """The log: "你摧毁了 Curie 的 1 号"; the hint: "攻击 1 号", not "攻击编号 1"."""
    assert action_text(Attack(1), "zh") == "攻击 1 号"
    assert "1 号" in t("ev_attack_destroyed_you", "zh", id=1, owner="Curie", compound="NaCl")


def test_zh_protection_count_reads_as_layers() -> None:
    assert t("board_protection", "zh", n=0) == "0 层保护"
    assert t("board_protection", "zh", n=2) == "2 层保护"
