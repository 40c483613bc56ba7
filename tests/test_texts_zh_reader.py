"""Issue 21, second Chinese reading (pt6-zh1, pt6-zh2): what two Chinese readers still winced at on
zh screens at 80×24, tested on the texts as a reader sees them (filled in, rendered). The decisions
are written in docs/i18n.md ("Chinese, third reading"); each test names the item of the session's
issue 21 list it holds."""

from __future__ import annotations

import re

import pytest

from chemcards.core.data import rules_doc
from chemcards.core.match import Match
from chemcards.core.registry import get_game
from chemcards.core.seats import Seat
from chemcards.i18n import catalogue, tr, ui

GAMES = ("color-clash", "metallurgie", "chemie-kartenspiel", "chemis")
DOMAINS = ("ui", "online", "lessons", "chemistry", *GAMES)
CJK = r"[\u4e00-\u9fff]"
#: placeholders that hold a person's name (or 你), or a CHEMIS identity
NAME_HOLDERS = r"who|owner|name|names|dealer|dying|zone|winner|player"


def _zh_values() -> list[tuple[str, str, str]]:
    out = []
    for domain in DOMAINS:
        for key, entry in catalogue(domain).items():
            if isinstance(entry, dict) and isinstance(entry.get("zh"), str):
                out.append((domain, key, entry["zh"]))
    return out


def _zh_rules(game_id: str) -> str:
    """A zh rules page as the reader gets it: without the HTML comments meant for developers."""
    return re.sub(r"<!--.*?-->", "", rules_doc(game_id, "zh") or "", flags=re.S)


def _quoted(text: str) -> list[str]:
    return re.findall(r"“([^”]*)”", text)


# -- item 1: English on zh screens ----------------------------------------------------------------

@pytest.mark.parametrize("key", ["bad_notation", "notation_help"])
def test_item1_chemis_typed_examples_in_chinese_are_moves_without_english(key: str) -> None:
    """CHEMIS's refusal listed “pass”、“end” among its Chinese examples: the examples are in the
    player's words (“过牌”、“结束回合”, which the parser takes; 过牌 since pt7-zh, issue 21 item 3),
    and every one is a move."""
    from chemcards.games.chemis.actions import parse

    text = tr("chemis", key, "zh")
    examples = _quoted(text)
    assert len(examples) >= 5, text
    for example in examples:
        parse(example)  # raises ValueError if it is no move
        words = re.findall(r"[A-Za-z]{2,}", re.sub(r"\[[^\]]*\]", "", example))
        assert all(re.fullmatch(r"(?:[A-Z][a-z]?)+", w) for w in words), (example, words)
    assert "过牌" in examples and "结束回合" in examples


def test_item1_chinese_rules_show_no_typed_english_and_their_examples_are_moves() -> None:
    """CHEMIS F1 "宣布结束（end，CH-7）", "输入x2 on C", "（x2 on ignite）" and the Chemie-Kartenspiel's
    "（chemcards deck check文件）", "把步骤（add …、lay）发送给游戏": the zh rules name typed moves in
    the player's words, and each CHEMIS example with a zone is a move the game reads."""
    from chemcards.games.chemis.actions import parse

    for game_id in GAMES:
        text = _zh_rules(game_id)
        for english in ("`end`", "x2 on", "`add", "`lay`", "deck check", "ignite`"):
            assert english not in text, (game_id, english)
    chemis = _zh_rules("chemis")
    moves = [q for q in _quoted(chemis) if "：" in q or q in ("结束回合", "过牌")]
    assert len(moves) >= 3, moves
    for move in moves:
        parse(move)


def test_item1_chinese_says_xueliang_not_hp() -> None:
    """"HP" stood in the zh seats panel, log and rules beside 血量 and ♥: one word, 血量 (♥ is the
    board's sign for it)."""
    found = [(d, k, v) for d, k, v in _zh_values() if "HP" in v]
    assert not found
    for game_id in GAMES:
        assert "HP" not in _zh_rules(game_id), game_id
    game = get_game("chemis")
    match = Match(game, [Seat("小明"), Seat("Curie", "computer", "easy")], {}, seed=1)
    lines = game.seat_lines(match.view(0), "zh")
    assert any("血量 " in line for line in lines) and not any("HP" in line for line in lines), lines


# -- item 2: German in zh; one name and one sign for the joker ------------------------------------

def test_item2_the_joker_is_yuanwuzhi_and_its_sign_is_the_star() -> None:
    """The joker was "原物质" (log), "万能牌" (help line) and "*" / "✱" (hand), and the zh rules said
    "原物质（Protomaterie）": one word (原物质) and one sign (✱) in every text, the German name gone."""
    from chemcards.games.chemie_kartenspiel.notation import JOKER

    assert JOKER == "✱"
    texts = [v for _, _, v in _zh_values()] + [_zh_rules(g) for g in GAMES]
    assert not [t for t in texts if "万能牌" in t or ("Protomaterie" in t and "写作" not in t)]
    for lang in ("de", "en", "zh"):
        help_line = tr("chemie-kartenspiel", "board_joker_help", lang)
        assert JOKER in help_line and "(*)" not in help_line and "（*）" not in help_line, help_line
    assert "原物质" in tr("chemie-kartenspiel", "board_jokers", "zh", n=2)
    for domain in DOMAINS:  # the lessons said "Protomatter (*)" too
        for key, entry in catalogue(domain).items():
            if isinstance(entry, dict):
                texts = [v for v in entry.values() if isinstance(v, str)]
                assert not [v for v in texts if re.search(r"[(（]\*[)）]", v)], key


def test_item2_the_board_draws_the_joker_with_the_star_and_a_chinese_colon() -> None:
    """The hand wrote "*×2" while a combination said "OH (✱×1)"; the card's help line had the
    half-width colon "原物质: …". The board's source has one sign for the joker (the notation's)."""
    from pathlib import Path

    import chemcards.games.chemie_kartenspiel.board as board
    import chemcards.games.chemie_kartenspiel.deckbuilder as deckbuilder

    for module in (board, deckbuilder):
        source = Path(str(module.__file__)).read_text(encoding="utf-8")
        assert "else '*'" not in source and 'else "*"' not in source and "f\"*×" not in source
        assert "'✱'" not in source  # the sign comes from notation.JOKER, one place
    source = Path(str(board.__file__)).read_text(encoding="utf-8")
    assert "{el.name(self.lang)}: {help_}" not in source


# -- item 3: wording ------------------------------------------------------------------------------

def test_item3_chemis_log_says_to_whom_a_play_went() -> None:
    """"Bohr 出牌 乙：…" read as if 乙 were the card: "Bohr 对乙出牌：…", "你对甲出牌：过滤"."""
    from chemcards.core.protocol import Event
    from chemcards.games.chemis.texts import event_text

    names = ["小明", "Bohr"]
    line = event_text(Event("play", 1, ("乙: O*2 -> O2",)), "zh", names=names, viewer=0)
    # without the table's view only the letter is known (a zone is its owner's name and letter
    # on the table, docs/i18n.md)
    # the counter card (pt15 en 5), "×2 计数牌" as the rulebook's "x2的计数牌" (pt24 zh 1)
    assert line == "Bohr 对乙的反应区出牌：O（附带×2 计数牌）→ O₂", line
    assert event_text(Event("play", 0, ("甲: filter",)), "zh", names=names, viewer=0) == \
        "你对甲的反应区出牌：过滤"
    english = event_text(Event("play", 0, ("甲: filter",)), "en", names=names, viewer=1)
    assert english == "小明 plays into A's zone: Filter"
    assert event_text(Event("discard", 1, ("filter",)), "zh", names=names, viewer=0) == "Bohr 弃牌：过滤"


def test_item3_words_that_read_right() -> None:
    """"你加入 Cr" read as "join" (放入); the CHEMIS result said "最后存活 · 共进行了 9 轮" (a fragment);
    the hint "…，把 Pt 加入化合物 为 15%"; "游戏已经结束。" beside "游戏已结束。"."""
    from chemcards.core.protocol import Outcome

    assert tr("chemie-kartenspiel", "ev_add_you", "zh", unit="Cr") == "你把 Cr 放入化合物"
    assert not [(d, k) for d, k, v in _zh_values() if re.search(r"加入 ?\{unit\}|\{unit\} ?加入", v)]
    outcome = Outcome((1.0, 0.0), (1, 2), (0,), "survivor", {"rounds": 9})
    assert get_game("chemis").outcome_text(outcome, "zh") == "最后存活，共进行了 9 轮。"
    alt = tr("chemie-kartenspiel", "do_add", "zh", unit="Pt")
    hint = ui("hint_why_equal", "zh", p=17, alt=alt)
    assert hint == "和“把 Pt 放入化合物”差不多一样好，胜率都约 17%", hint  # quoted since play-through 9
    assert not [(d, k) for d, k, v in _zh_values() if "已经结束" in v]


def test_item3_names_are_glued_to_chinese_and_latin_names_spaced() -> None:
    """"Curie 摧毁了 小明 的 1 号", "请把键盘交给 甲。现在只有 甲 应该看屏幕": the catalogue writes no
    space beside a name; ``tr`` puts one where a Latin name meets Chinese (docs/i18n.md)."""
    loose = re.compile(rf"{CJK} \{{(?:{NAME_HOLDERS})\}}|\{{(?:{NAME_HOLDERS})\}} {CJK}")
    assert not [(d, k, v) for d, k, v in _zh_values() if loose.search(v)]
    assert ui("curtain_body", "zh", name="甲") == "请把键盘交给甲。现在只有甲应该看屏幕。"
    assert ui("curtain_body", "zh", name="Ann") == "请把键盘交给 Ann。现在只有 Ann 应该看屏幕。"
    assert tr("chemie-kartenspiel", "ev_attack_destroyed", "zh", who="Curie", owner="小明", id=1,
              compound="NaCl") == "Curie 摧毁了小明的 NaCl（1 号）；其牌洗回牌堆"


# -- item 4: one form per thing -------------------------------------------------------------------

def test_item4_seat_lines_count_cards_and_points_alike_in_every_game() -> None:
    """"7 张牌，0 分" (CC), "3 张牌 · 0 分" (MT), "0分 · 7张 · 0化合物" (CK): one form, "7 张牌 · 0 分",
    a number spaced from its unit, and Metallurgie's metals in full-width brackets ("（Fe 1）")."""
    form = re.compile(r"\d+ 张牌? · \d+ 分")
    for game_id in ("color-clash", "metallurgie", "chemie-kartenspiel"):
        game = get_game(game_id)
        match = Match(game, [Seat("小明"), Seat("Curie", "computer", "easy")], {}, seed=1)
        lines = game.seat_lines(match.view(0), "zh")
        assert all(form.search(line) for line in lines), (game_id, lines)
        assert not any(re.search(r"\d(?:分|张)", line) for line in lines), (game_id, lines)
    mt = get_game("metallurgie")
    match = Match(mt, [Seat("小明"), Seat("Curie")], {}, seed=1)
    import dataclasses

    view = match.view(0)
    kept = (1, *view.points[0][1:])  # as if one iron card were kept as a point
    view = dataclasses.replace(view, points=(kept, *view.points[1:]))
    line = mt.seat_lines(view, "zh")[0]
    assert "（" in line and "(" not in line, line


def test_item4_charges_use_the_minus_sign() -> None:
    """The lessons said "OH −1", the hand "-1": the minus sign in every charge a reader sees."""
    from chemcards.games.chemie_kartenspiel.board import charge_text
    from chemcards.games.chemie_kartenspiel.catalogue import signed

    assert charge_text(-1) == "−1" and charge_text(2) == "+2" and charge_text(0) == "0"
    assert signed(-2) == "−2"


def test_item4_rules_pages_write_ids_quotes_and_examples_the_chinese_way() -> None:
    """"（CC-19, CC-20）" beside "（MT-4、MT-5）"; “” in messages beside 「」 in the rules; the nested
    "“Ann可以喊“最后一张！”…”" with an English example name: 、 between rule IDs, “” with ‘’ inside,
    Chinese example names."""
    for game_id in GAMES:
        text = _zh_rules(game_id)
        assert not re.search(r"[A-Z]{2}-\d+, [A-Z]{2}-\d+", text), game_id
        assert "「" not in text and "」" not in text, game_id
        assert not re.search(r"“[^”]*“", text), game_id  # no “ opened inside another
        assert not re.search(r"\bAnn\b", text), game_id
    assert not [(d, k) for d, k, v in _zh_values() if "「" in v or "」" in v]


# -- item 5: the CHEMIS rules page at 80×24 --------------------------------------------------------

def test_item5_chemis_rules_render_without_the_readers_stumbles() -> None:
    """pt6-zh2 #14 on F1 CHEMIS: "• 3 — 血量4" (3 what?), a half-empty line before **一张**, the
    stray space "CH-22）。 约定", and spacing dropped unevenly ("Cu或C" beside "MnO₂ 时")."""
    from rich.cells import cell_len

    from chemcards.tui.markdown_text import for_lang
    from chemcards.tui.wrap import wrap_text

    text = for_lang(rules_doc("chemis", "zh") or "", "zh")
    assert not re.search(r"^- \*\*\d+\*\*", text, flags=re.M)  # a table row names its unit
    assert "- **3 人**——" in text  # Chinese dash, no spaces (play-through 9)
    assert not re.search(r"[，。：；！？）] +\S", text.replace("。 \n", "")), \
        re.findall(r".{8}[，。：；！？）] +\S.{4}", text)
    assert "Cu 或 C" in text and "MnO₂ 时" in text
    para = next(line for line in text.splitlines() if line.startswith("- 需要几个原子或离子"))
    lines = [line.plain for line in wrap_text(para, 74)]
    assert cell_len(lines[0]) >= 66, lines  # "元素牌/离子牌" is no path to keep whole


def test_item2_the_chemie_kartenspiel_log_lists_dealt_cards_with_the_enumeration_comma() -> None:
    """The log read "你拿到 7 张牌：H Na Na O P 原物质 原物质" (a list with spaces): 、 in Chinese, as
    every list in a sentence (join_list), with the joker by its one name."""
    from chemcards.core.protocol import Event
    from chemcards.games.chemie_kartenspiel import GAME
    from chemcards.games.chemie_kartenspiel.catalogue import catalogue as ck_catalogue

    cat = ck_catalogue()
    event = Event("deal", 0, (2,), ("H", cat.elements[cat.proto].symbol))
    line = GAME.event_text(event.seen_by(0), "zh", names=["小明"], viewer=0)
    assert line.endswith("：H、原物质"), line
