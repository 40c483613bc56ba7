"""A refusal line names one label, not two in a row (session 12, footer12 point 5; play-through 11
zh #10: "不允许：无法撤销：退回去会露出一张原本隐藏的牌。"). The notice line puts its title ("不允许",
"Not allowed") before a message; a message that starts with its own label ("无法撤销：…",
"Nothing to undo: …") takes the title's place. Walked over every catalogue text in every
language, as the refusal line would show it."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest

from chemcards.core.i18n import LANGS, ui
from chemcards.tui.notice import notice_head

RULESETS = Path(__file__).resolve().parents[2] / "rulesets"
#: a label: a short head without sentence end, closed by a colon
_LABEL = r"[^。．.!?！？：:\n]{1,30}(?:：|: )"
TWO_LABELS = re.compile(rf"^{_LABEL}\s*{_LABEL}")


def _texts(lang: str) -> list[tuple[str, str]]:
    out: list[tuple[str, str]] = []
    for path in sorted(RULESETS.rglob("i18n.toml")):
        with path.open("rb") as f:
            data = tomllib.load(f)
        for key, entry in data.items():
            if isinstance(entry, dict) and isinstance(entry.get(lang), str):
                out.append((f"{path.parent.name}.{key}", entry[lang]))
    return out


def line(title: str, message: str) -> str:
    return notice_head(title, message) + message


def test_the_zh_undo_refusal_has_one_colon_label() -> None:
    shown = line(ui("refused", "zh"), ui("undo_none", "zh"))
    assert shown.count("：") == 1, shown
    assert shown.startswith("无法撤销："), shown


def test_a_plain_refusal_keeps_its_title() -> None:
    assert line(ui("refused", "zh"), "没有 Q 这张牌。") == "不允许：没有 Q 这张牌。"
    assert line(ui("refused", "en"), "It is not your move now.").startswith("Not allowed")


@pytest.mark.parametrize("lang", LANGS)
def test_no_refusal_line_has_two_labels_in_a_row(lang: str) -> None:
    title = ui("refused", lang)
    bad = [(key, line(title, text)) for key, text in _texts(lang) if TWO_LABELS.match(line(title, text))
           and not TWO_LABELS.match(text)]
    assert not bad, bad[:10]
