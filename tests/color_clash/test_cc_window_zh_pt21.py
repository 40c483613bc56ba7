"""Play-through 21, zh 3 (CC-10, CC-11): the "最后一张！" screens read "其他人可以抓 / ——谁先按就算谁的。"
— a line began with the dash, and 抓 (catch) had no object. The window's Chinese lines say whom the
others catch and use no dash a line could begin with."""

from __future__ import annotations

import re

import pytest

from chemcards.i18n import ui


@pytest.mark.parametrize("key", ["cc_window_shared", "cc_window_shared_catch", "cc_window_look_why"])
def test_pt21_zh3_the_window_lines_name_whom_to_catch_without_a_dash(key: str) -> None:
    line = ui(key, "zh", name="居里")
    assert "——" not in line, line
    catch = line.split("抓", 1)
    assert len(catch) == 2 and catch[1].startswith(("居里", "住居里")), line  # 抓 takes the owner


@pytest.mark.parametrize("key", ["cc_window_shared", "cc_window_shared_catch", "cc_window_look_why"])
@pytest.mark.parametrize(("lang", "whom"), [("en", "catch Curie"), ("de", "Curie erwischen|erwischt Curie")])
def test_pt22_de6_the_window_lines_name_whom_to_catch(key: str, lang: str, whom: str) -> None:
    """Play-through 22, de 6 (CC-11): „die anderen dürfen erwischen (c)“ — erwischen without whom.
    In English and German too, the catch names the seat that holds one card."""
    line = ui(key, lang, name="Curie")
    assert re.search(whom, line), line
