"""Issue 21, the Chinese reader of play-through 9 (every screen at 80×24): one name per card and
term, Chinese brackets and dashes in texts built in code, no space between two Chinese
characters, hints in natural Chinese, one name for the family mode, and the F1 rules in the
terms the screens use. Decisions: docs/i18n.md ("Chinese, fifth reading"). The CHEMIS board's
hand and zones: tests/chemis/test_chemis_texts_s10.py."""

from __future__ import annotations

import random
import re
from pathlib import Path
from typing import Any

import pytest

from chemcards.bots.advice import Advice, Estimate, hint_line
from chemcards.core.data import rules_doc
from chemcards.core.match import Match
from chemcards.core.registry import get_game
from chemcards.core.seats import Seat
from chemcards.i18n import catalogue, tr
from chemcards.tui.markdown_text import for_lang, join_cjk_lines

GAMES = ("color-clash", "metallurgie", "chemie-kartenspiel", "chemis")
CJK = r"[\u4e00-\u9fff]"
#: a half-width bracket or ASCII punctuation beside a Chinese character (spaces between allowed)
HALF_WIDTH = re.compile(rf"{CJK} ?[(),;:]|[()] ?{CJK}")
#: a space between two Chinese characters
CJK_SPACE = re.compile(rf"{CJK} +{CJK}")
#: a dash that is not Chinese's "——" (a lone "—" is an empty cell, not a dash in a sentence)
LATIN_DASH = re.compile(r"(?<!—)—(?!—)")
#: placeholders filled with numbers; a person's with a Chinese name; anything else a Latin word
NUMBERS = {
    "n",
    "count",
    "points",
    "cards",
    "total",
    "seconds",
    "compounds",
    "hp",
    "round",
    "place",
    "played",
    "won",
    "left",
    "owed",
    "size",
    "turns",
    "rounds",
    "need",
    "have",
    "times",
}
PERSON = {"who", "name", "names", "zone", "owner", "dying", "dealer", "winners"}


def _domains() -> list[str]:
    root = Path(__file__).resolve().parents[1] / "rulesets"
    return sorted(p.parent.name for p in root.glob("*/i18n.toml"))


def _zh_entries() -> list[tuple[str, str, str]]:
    """Every zh catalogue entry filled in: a person with a Chinese name (小明), so a space a
    template puts beside a name shows up between two Chinese characters."""
    out = []
    for domain in _domains():
        for key, entry in catalogue(domain).items():
            raw = entry.get("zh") if isinstance(entry, dict) else None
            if isinstance(raw, str):
                params = {
                    n: 2 if n in NUMBERS else "小明" if n in PERSON else "Bohr"
                    for n in re.findall(r"\{(\w+)", raw)
                }
                out.append((domain, key, tr(domain, key, "zh", **params)))
    return out


def _prose(text: str) -> str:
    """Without quoted typed input (“出 红 7”, `e`): what one types keeps its spaces."""
    return re.sub(r"“[^”]*”|`[^`]*`", "“”", text)


def _zh_rules(game_id: str) -> str:
    """The zh rules as F1 and ``chemcards rules`` show them (soft breaks joined, tables as lists)."""
    return for_lang(rules_doc(game_id, "zh") or "", "zh")


def _played_texts(game_id: str, seed: int) -> list[tuple[str, str]]:
    """Every text a seeded game builds in code for a Chinese screen: seat lines, status, each
    legal move as the hint names it, the hint line weighing two moves, the log, the result."""
    game = get_game(game_id)
    names = ["小明", "Curie", "Bohr"]
    match = Match(game, [Seat(n) for n in names], {}, seed=seed)
    rnd = random.Random(seed)
    out: list[tuple[str, str]] = []
    for _ in range(150):
        if match.outcome() is not None:
            break
        seat = match.to_act()[0]
        view = match.view(seat)
        out += [("seat line", line) for line in game.seat_lines(view, "zh")]
        out.append(("status", game.status_text(view, "zh")))
        legal = list(match.legal(seat))
        out += [("move", game.action_text(view, a, "zh")) for a in legal[:20]]
        if len(legal) > 1:
            for p, q in ((0.45, 0.30), (0.45, 0.44), (0.40, 0.52)):
                advice = Advice(legal[0], (Estimate(legal[0], p, 90), Estimate(legal[1], q, 10)))
                out.append(("hint", hint_line(game, view, advice, "zh")))
        start = len(match.events)
        match.act(seat, rnd.choice(legal))
        out += [("log", game.event_text(e.seen_by(0), "zh", names)) for e in match.events[start:]]
    outcome = match.outcome()
    if outcome is not None:
        out.append(("result", game.outcome_text(outcome, "zh")))
    return out


# -- item 2: half-width brackets beside Chinese, in texts built in code ----------------------------


def test_item2_the_chemie_kartenspiel_hint_writes_jokers_in_chinese_brackets() -> None:
    """ "OH (✱×1)" in a hint, beside "OH（✱×1）" on the board and in the log: the hint's move
    names a group with its jokers as the log does, glued, full-width (CK-18)."""
    from chemcards.games.chemie_kartenspiel.actions import Add
    from chemcards.games.chemie_kartenspiel.search import units

    game = get_game("chemie-kartenspiel")
    view = Match(game, [Seat("小明"), Seat("Bohr")], {}, seed=1).view(0)
    unit = next(i for i, u in enumerate(units()) if u.jokers == 1)
    text = game.action_text(view, Add(unit), "zh")
    assert "（✱×1）" in text and "(" not in text, text
    assert not re.search(r"[）”] ", text), text  # nothing set beside a full-width bracket


@pytest.mark.parametrize("game_id", GAMES)
def test_item2_5_texts_built_in_code_keep_chinese_punctuation_and_spacing(game_id: str) -> None:
    """Two seeded games per game with a Chinese name at the table: every seat line, status,
    move, hint, log line and result built for a Chinese screen has no half-width bracket or
    ASCII punctuation beside a Chinese character, no space between two Chinese characters and
    no dash but "——". Allowed: the seats panel's column "丙 小明" (CHEMIS identity, then name)."""
    found = []
    for seed in (1, 2):
        for where, text in _played_texts(game_id, seed):
            prose = _prose(text)
            if where == "seat line":
                prose = re.sub(r"^[甲乙丙丁戊己] ", "", prose)
            if HALF_WIDTH.search(prose) or CJK_SPACE.search(prose) or LATIN_DASH.search(prose):
                found.append((where, text))
    assert not found, found[:10]


# -- item 3: one term for a turned black-bordered card ---------------------------------------------


def test_item3_a_turned_black_border_is_heng_zhi_on_the_board_the_keys_page_and_in_f1() -> None:
    """CK-22: "（已转 ×1）" on the board and the `?` page, "横置" in F1 and the log: one term,
    横置 (the card game word for a card turned sideways), in every zh text of the game."""
    term = "横置"
    tag = tr("chemie-kartenspiel", "tag_turned", "zh", n=1)
    legend = get_game("chemie-kartenspiel").board_legend("zh")
    assert tag.startswith(term) and f"（{tag}）" in legend, (tag, legend)
    assert term in _zh_rules("chemie-kartenspiel")
    texts = [t for d, _, t in _zh_entries() if d in ("chemie-kartenspiel", "lessons")]
    texts.append(_zh_rules("chemie-kartenspiel"))
    assert not [t for t in texts if re.search("已转|翻转", t)]


# -- item 4: one dash style ------------------------------------------------------------------------


def test_item4_chinese_sets_a_clause_apart_with_the_double_dash_only() -> None:
    """ " — " in the hint, the result's title and the launcher, "——" in the rules and lessons: zh
    writes "——" (two em dashes, no spaces) everywhere; a cell holding only "—" is empty, not a
    dash. The rules' tables shown as lists set their first cell apart the same way."""
    found = [(d, k, t) for d, k, t in _zh_entries() if t.strip() != "—" and LATIN_DASH.search(t)]
    assert not found
    for game_id in GAMES:
        assert not LATIN_DASH.search(_zh_rules(game_id)), game_id
    assert "- **强酸、强碱**——效果" in _zh_rules("chemis")


# -- item 5: no space between two Chinese characters -----------------------------------------------

#: entries that show typed input (the move box's example): what one types is spaced as typed
TYPED = {("color-clash", "move_example")}


def test_item5_no_catalogue_entry_puts_a_space_between_two_chinese_characters() -> None:
    """ "下一次 手牌检查": a space between two Chinese characters reads as a stray gap. Every zh entry
    filled in (a person as 小明) is checked; a space stays only beside a key name, a formula, a
    number or a sign ("按 e 结束", "生成 HCl"), which are not Chinese characters, and in typed input
    (quoted, or the move box's example)."""
    found = [(d, k, t) for d, k, t in _zh_entries() if (d, k) not in TYPED and CJK_SPACE.search(_prose(t))]
    assert not found


def test_item5_f1_joins_a_line_that_ends_in_bold_without_a_space() -> None:
    """CHEMIS F1 showed "让**下一次**" / "手牌检查" as "下一次 手牌检查": a soft break after bold is a
    break between two Chinese characters. No zh rules page shows a space between two Chinese
    characters outside typed input."""
    assert join_cjk_lines("让**下一次**\n手牌检查") == "让**下一次**手牌检查"
    assert join_cjk_lines("**约定**\nCH-2 规定") == "**约定** CH-2 规定"  # Latin after bold: one space
    for game_id in GAMES:
        text = re.sub(r"\*\*", "", _prose(_zh_rules(game_id)))
        assert not CJK_SPACE.search(text), (game_id, CJK_SPACE.findall(text))


# -- item 6: hints in natural Chinese --------------------------------------------------------------


class _Moves:
    """Two moves as a Chinese hint names them, one holding a formula, one a zone's colon."""

    def action_text(self, view: Any, action: Any, lang: str) -> str:
        return {"a": "把 Fe 放入化合物", "b": "乙：升温"}[action]

    def hint_reason(self, view: Any, action: Any, lang: str) -> str:
        return ""


@pytest.mark.parametrize(("p", "q"), [(0.45, 0.30), (0.45, 0.44), (0.30, 0.45)])
def test_item6_the_hint_names_the_other_move_and_its_chance_to_win(p: float, q: float) -> None:
    """ "把 P 放入化合物 显示 30%" read badly: the hint says what the hard computer would do and
    its estimated chance to win, then the other move quoted with its chance ("改为“乙：升温”：
    胜率约 30%") — a colon or a place inside the move stays inside its quotes."""
    advice = Advice("a", (Estimate("a", p, 90), Estimate("b", q, 10)))
    line = hint_line(_Moves(), None, advice, "zh")  # type: ignore[arg-type]
    assert line.startswith("提示：把 Fe 放入化合物。"), line
    assert f"胜率约 {round(100 * p)}%" in line or "胜率都约" in line, line
    # two moves within the search's noise are "差不多一样好" with one figure (play-through 11)
    assert re.search(rf"改为“乙：升温”：胜率(只有)?约 {round(100 * q)}%", line) or \
        re.search(r"和“乙：升温”差不多一样好，胜率都约 \d+%", line), line
    assert "显示" not in line and "若" not in line and line.endswith("。"), line


# -- item 7: the family mode -----------------------------------------------------------------------


def test_item7_the_family_mode_is_jia_ting_mo_shi_wherever_it_is_named() -> None:
    """Color Clash said 家庭模式, the Chemie-Kartenspiel's launcher option and rules 家庭: zh names
    the family mode 家庭模式 in both games (CC-20, CK-2), launcher, options and F1."""
    texts = [t for d, _, t in _zh_entries() if "家庭" in t]
    texts += [_zh_rules(g) for g in GAMES if "家庭" in _zh_rules(g)]
    assert any("家庭模式（" in t for t in texts)  # the Chemie-Kartenspiel's launcher option
    assert not [t for t in texts if re.search("家庭(?!模式)", t)]


# -- item 8: the rules in the screens' terms -------------------------------------------------------


def test_item8_a_valence_sum_is_hua_he_jia_dai_shu_he_on_screen_lessons_and_in_f1() -> None:
    """CK-11 (issue 21 point 4): the refusal and F1 say 化合价代数和, the lessons said 化合价之和
    and called a group's value 电荷: one term for the sum, and a group counts with a 化合价 (its
    charge, said once in F1)."""
    ck = [t for d, k, t in _zh_entries() if d == "chemie-kartenspiel" or k.startswith("ck_")]
    assert any("化合价代数和" in t for t in ck)
    assert not [t for t in ck if "化合价之和" in t or "电荷" in t]
    assert "化合价之和" not in _zh_rules("chemie-kartenspiel")
    assert "化合价就是它的电荷" in _zh_rules("chemie-kartenspiel")


def test_item8_chemis_rules_and_screens_use_the_same_words() -> None:
    """CH-23, CH-24: heat and cooling cancel each other; F1 said 撤销, the cards' help 否决 — one
    word, 抵消. A zone is 反应区 (not 区域), a dead player 已死亡 (CH-11; not 出局), HP 血量 also in
    the chemistry engine's labels; the teams option lists its teams as F1 does."""
    chemis = [t for d, _, t in _zh_entries() if d == "chemis"]
    rules = _zh_rules("chemis")
    for text in (*chemis, rules):
        assert not re.search("否决|撤销|区域|出局", text), text
    assert "抵消降温" in tr("chemis", "rule_heat", "zh") and "抵消降温" in rules
    assert "抵消升温" in tr("chemis", "rule_cool", "zh") and "抵消区里的升温" in rules
    teams = tr("chemis", "opt_teams_two", "zh")
    assert "甲丙戊、乙丁己" in teams and "甲丙戊一队、乙丁己一队" in rules
    from chemcards.chemistry.data import load_data

    damage = load_data().labels["damage"]
    assert all("HP" not in str(v.get("zh")) for v in damage.values())
    assert "血量 −2" in str(damage["strong_acid"]["zh"])


@pytest.mark.parametrize(
    "argv", [("react", "Cu", "AgNO3"), ("react", "Cu", "H2SO4"), ("react", "KClO3"), ("info", "HCl")]
)
def test_item2_the_chemistry_engines_chinese_output_uses_chinese_punctuation(argv: tuple[str, ...]) -> None:
    """`chemcards chem --lang zh` wrote "份数: 1 Cu + 2 AgNO₃ (已给出: 1 AgNO₃)", "硝酸铜, 盐" and
    "[需要加热]": colons, semicolons, lists and brackets beside Chinese are full-width (、 in lists),
    and an effect names HP as 血量 as CHEMIS does ("强酸（血量 −2）")."""
    import argparse
    import io

    from chemcards.chemistry.cli import add_arguments, run

    parser = argparse.ArgumentParser()
    add_arguments(parser)
    out = io.StringIO()
    run(parser.parse_args(["--lang", "zh", *argv]), out)
    text = out.getvalue()
    assert text and not HALF_WIDTH.search(text) and not re.search(rf"{CJK}, |\[{CJK}|HP", text), text
