"""Issue 21, the Chinese reader of play-through 7 (pt7-zh): what a Chinese reader still met on zh
screens at 80×24, tested on the texts as a reader sees them (the rules rendered at 80 columns, the
catalogue filled in, the log lines the games write). Each test names the item of this session's
issue 21 list; the decisions are in docs/i18n.md ("Chinese, fourth reading")."""

from __future__ import annotations

import io
import re
from pathlib import Path

import pytest
from rich.cells import cell_len
from rich.console import Console

from chemcards.core.data import rules_doc
from chemcards.core.i18n import catalogue, tr
from chemcards.core.protocol import Event

GAMES = ("color-clash", "metallurgie", "chemie-kartenspiel", "chemis")
DOMAINS = ("ui", "online", "lessons", "chemistry", *GAMES)
DOCS = sorted((Path(__file__).parent.parent / "docs" / "rules").glob("*.zh.md"))
CJK = "\u4e00-\u9fff"
#: a chemical formula as a chemistry book writes it, and a sum or equation of them
FORMULA = r"\d*[A-Z(\[][A-Za-z0-9()\[\]₀-₉⁰-⁹²³¹⁺⁻×]*"
EQUATION = re.compile(rf"(?<![\w+\-−]){FORMULA}(?: [+→=] {FORMULA})+(?![\w+\-−])")


def _zh_values() -> list[tuple[str, str, str]]:
    out = []
    for domain in DOMAINS:
        for key, entry in catalogue(domain).items():
            if isinstance(entry, dict) and isinstance(entry.get("zh"), str):
                out.append((domain, key, entry["zh"]))
    return out


def _shown(game_id: str) -> str:
    """A zh rules page as F1 and ``chemcards rules`` prepare it for the screen."""
    from chemcards.tui.markdown_text import for_lang

    return for_lang(rules_doc(game_id, "zh") or "", "zh")


# -- item 1: the F1 rules -------------------------------------------------------------------------

@pytest.mark.parametrize("doc", DOCS, ids=lambda p: p.name)
def test_item1_zh_rules_hold_no_developer_leftovers(doc: Path) -> None:
    """pt7-zh 5: F1 showed notes for developers ("已约定，尚未实现……同屏隐私测试中的牌面模式",
    "各牌数量通过模拟搜索得出", "在电脑上逐个拉幕询问太慢", an HTML comment with a source path) and
    English commands ("play R7", "chemcards replay"). The page a player reads holds none: no
    comment, no word about implementing, testing or simulating, no file or command, no English word
    but key names, card codes, formulas and the games' own names."""
    text = doc.read_text(encoding="utf-8")
    assert "<!--" not in text
    # "只能作为数据加入" (CH-28) was a note on how cards are added to the program (play-through 8, zh 12)
    leftovers = re.findall(r"实现|模拟|开发者|测试|源代码|本应用的|拉幕询问|作为数据|\.py\b|\.toml\b|"
                           r"chemcards|\b(?:play|draw|pass|end|replay|on)\b", text)
    assert not leftovers, leftovers
    # a lower-case Latin word of two letters or more is English; key names are single letters
    # ("`r`", "1–4 r b y g"), card codes and formulas start with a capital ("Ag3", "KClO₃")
    words = re.findall(r"(?<![A-Za-z])[a-z]{2,}", text)
    assert not words, words


@pytest.mark.parametrize("game_id", GAMES)
def test_item1_formulas_stay_whole_in_the_zh_rules_at_80_columns(game_id: str) -> None:
    """pt7-zh 11: the CHEMIS F1 broke "所以 K" / "+ Cl + O×3 → KClO₃" and "NH₃" / "+ O₂ 需要 Pt".
    Every equation or sum of formulas stands on one line, rendered as ``chemcards rules`` renders
    it at 80 columns and wrapped at every paragraph width F1 has from 40 to 80 columns."""
    from chemcards.tui.rules_markdown import RulesMarkdown
    from chemcards.tui.wrap import iter_lines

    shown = _shown(game_id)
    wanted = {m.group(0) for m in EQUATION.finditer(shown.replace("**", ""))}
    if game_id == "chemis":
        assert {"K + Cl + O×3 → KClO₃", "NH₃ + O₂"} <= wanted, wanted
    out = io.StringIO()
    Console(file=out, width=80, color_system=None, legacy_windows=False).print(RulesMarkdown(shown))
    lines = out.getvalue().split("\n")
    split = [eq for eq in wanted if not any(eq in line for line in lines)]
    assert not split, split
    for paragraph in shown.replace("**", "").split("\n"):
        present = [m.group(0) for m in EQUATION.finditer(paragraph)]
        # from the widest equation with a bracket and a mark on either side (two cells each)
        for width in range(max((cell_len(eq) for eq in present), default=0) + 8, 81) if present else ():
            wrapped = list(iter_lines(paragraph, width))
            assert all(any(eq in line for line in wrapped) for eq in present), (width, wrapped)
            assert not [line for line in wrapped if re.match(r"[+→=] ", line)], (width, wrapped)


# -- item 2: one word per thing -------------------------------------------------------------------

def test_item2_pass_is_guopai_everywhere_and_tiaoguo_only_the_skip_card() -> None:
    """Issue 21 item 3 / pt7-zh 6: the Chemie-Kartenspiel passes with 过牌, CHEMIS and Metallurgie
    said 跳过 ("你无牌可应，自动跳过", "p 跳过"), which is Color Clash's Skip card. Every pass is 过牌;
    跳过 stays the Skip card's name; a CHEMIS player may type either word."""
    from chemcards.games.chemis.actions import Pass, parse

    skip_card = [(d, k) for d, k, v in _zh_values() if "跳过" in v and k != "word_pass"]
    assert skip_card and all(d in ("color-clash", "lessons", "ui") for d, _ in skip_card), skip_card
    lessons = [k for d, k in skip_card if d == "lessons"]
    assert all(k.startswith("cc_") or "skip" in k or "action" in k for k in lessons), lessons
    for game_id in ("metallurgie", "chemis"):
        assert "跳过" not in (rules_doc(game_id, "zh") or ""), game_id
    assert tr("chemis", "ev_pass_auto_you", "zh") == "你无牌可应，自动过牌"
    assert "p 过牌" in tr("chemis", "pick_hint", "zh")
    assert tr("metallurgie", "ev_pass", "zh", who="Curie") == "Curie 过牌"
    assert parse("过牌") == Pass() and parse("跳过") == Pass()
    assert "“过牌”" in tr("chemis", "bad_notation", "zh")


def test_item2_chemis_judgement_names_the_zone_and_discards_read_alike() -> None:
    """pt7-zh 10, 12: "你进入特殊物质判定" (a person does not enter a judgement: their zone's
    substance is judged) and "Curie 弃掉了过滤" beside "弃掉了 Cl", "弃掉了[CO₃]", "弃掉了×2":
    one form, the cards after a colon."""
    from chemcards.games.chemis.texts import event_text

    names = ["小明", "Curie"]
    mine = event_text(Event("judgement", 0, ("HCl",)), "zh", names=names, viewer=0)
    assert mine == "你的反应区进入判定：HCl", mine
    theirs = event_text(Event("judgement", 1, ("HCl",)), "zh", names=names, viewer=0)
    assert theirs.endswith("的反应区进入判定：HCl") and "Curie" in theirs, theirs
    lines = [event_text(Event("discard", 1, (card,)), "zh", names=names, viewer=0)
             for card in ("filter", "Cl", "[CO3]", "x2")]
    assert [line.split("：")[0] for line in lines] == ["Curie 弃牌"] * 4, lines
    assert lines[0] == "Curie 弃牌：过滤" and lines[2] == "Curie 弃牌：[CO₃]", lines
    two = event_text(Event("discard", 0, ("Cl", "filter")), "zh", names=names, viewer=0)
    assert two == "你弃牌：Cl、过滤", two


def test_item2_compounds_are_counted_with_ge() -> None:
    """pt7-zh 10: "0 化合物" lacks the measure word. A count of compounds is "0 个化合物"; the
    six-seat short line leaves the compounds out (they lie on the table beside it), as de/en do."""
    bare = [(d, k, v) for d, k, v in _zh_values() if re.search(r"(?:\d|\})\s*化合物", v)]
    assert not bare, bare
    short = tr("chemie-kartenspiel", "seat_line_short", "zh", name="Curie", cards=6, points=0,
               compounds=1)
    assert short == "Curie：6 张牌 · 0 分", short


# -- item 3: spacing ------------------------------------------------------------------------------

def test_item3_shapes_and_signs_are_spaced_like_latin_words() -> None:
    """pt7-zh 10: "颜色● 红", "指定▲ 黄" beside "7 张牌"; "⏱3秒". One rule (docs/i18n.md): a
    card's shape is set off from the Chinese before it by a space, as a Latin word is; a sign stays
    glued to its number (⏱3, ×2, −1) and a number is spaced from its unit ("3 秒")."""
    from chemcards.tui.text import countdown

    colour = "● 红"
    line = tr("color-clash", "status_turn", "zh", who="你", card="▲ R7", colour=colour,
              direction="顺时针")
    assert "颜色 ● 红" in line, line
    assert countdown(3, "zh") == "⏱3 秒"
    filled = [tr(d, k, "zh", **{p: "▲ 黄" for p in re.findall(r"\{(\w+)", v)})
              for d, k, v in _zh_values() if "{colour}" in v]
    assert filled and not [s for s in filled if re.search(rf"[{CJK}][●■▲◆★]", s)], filled
    # a signed number after Chinese is spaced from it as any number ("手牌上限+1" beside "血量 +1")
    glued = [(d, k, v) for d, k, v in _zh_values() if re.search(rf"[{CJK}][+\-−]\d", v)]
    assert not glued, glued


@pytest.mark.parametrize("game_id", GAMES)
def test_item3_zh_rules_space_numbers_and_signs_from_chinese(game_id: str) -> None:
    """pt7-zh 10: "共 131张", "再打 ×2和升温", "规则书的n+1" (the last two made by joining the source's
    lines). As F1 shows the page, a Chinese character never touches a Latin letter, a digit or
    a multiplier."""
    shown = _shown(game_id)
    touching = [shown[max(0, m.start() - 6):m.end() + 4]
                for m in re.finditer(rf"[{CJK}][0-9A-Za-z×]|[0-9A-Za-z₀-₉⁰-⁹⁺⁻×][{CJK}]", shown)]
    assert not touching, touching
    # and next to full-width punctuation or a curly quote there is none ("“H+O 组成的 OH”无法")
    loose = re.findall(rf"[“”‘’，。、：；（）] [{CJK}]|[{CJK}] [“”‘’，。、：；（）]", shown)
    assert not loose, loose


# -- item 4: splits ---------------------------------------------------------------------------------

def test_item4_a_card_name_and_a_card_with_its_points_are_never_split() -> None:
    """pt7-zh 4, 11: the Metallurgie log broke "Curie 翻开牌堆顶的牌：停止" / "卡"; the Color Clash log
    "■ B4" / "（4）". Filled in as the games write them, at every width of a log column."""
    from chemcards.tui.wrap import iter_lines

    stop = tr("metallurgie", "ev_reveal", "zh", who="Curie", metal=tr("metallurgie", "metal_STOP", "zh"))
    assert stop.endswith("停止卡"), stop
    held = tr("color-clash", "ev_hand_shown", "zh", who="Bohr", cards="■ B4（4）、● R7（7）", points=11)
    assert held == "Bohr 手中的牌：■ B4（4）、● R7（7），共 11 分", held
    for width in range(12, 40):
        lines = list(iter_lines(stop, width, ("Curie",)))
        assert any("停止卡" in line for line in lines), (width, lines)
        lines = list(iter_lines(held, width, ("Bohr",)))
        assert all(any(unit in line for line in lines) for unit in ("■ B4（4）", "● R7（7）")), (width, lines)
