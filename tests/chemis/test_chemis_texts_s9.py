"""CHEMIS texts after play-through 8 (issue 21, issue 12 point 11) in de, en and zh, filled in as a
reader sees them: the footer's ⏎ follows the round, log lines, the death story, ions."""

from __future__ import annotations

import asyncio
import re

import pytest
from chemis_helpers import clear_hand, fresh, give, name, play
from textual.app import App, ComposeResult
from textual.widgets import Footer

from chemcards.core.protocol import Event
from chemcards.games.chemis import GAME
from chemcards.games.chemis.actions import Drop
from chemcards.games.chemis.board import ChemisBoard, action_text
from chemcards.games.chemis.catalogue import card_kinds, kind_of
from chemcards.games.chemis.state import ChemisState, HandLimit, ReactStep


class Host(App[None]):
    """The board with Textual's footer, as the table screen has it."""

    def __init__(self, lang: str) -> None:
        super().__init__()
        self.lang = lang

    def compose(self) -> ComposeResult:
        yield ChemisBoard(GAME, self.lang)
        yield Footer()

    def on_mount(self) -> None:
        self.query_one(ChemisBoard).focus()


def footer_text(st: ChemisState, seat: int, lang: str) -> str:
    """The footer as it reads for ``seat``'s view, at 120 columns (every key shown)."""

    async def go() -> str:
        app = Host(lang)
        async with app.run_test(size=(120, 24)) as pilot:
            board = app.query_one(ChemisBoard)
            board.show(GAME.view(st, seat), GAME.legal_actions(st, seat), seat)
            text = ""
            for _ in range(20):  # the footer composes its keys a moment after the bindings change
                await pilot.pause()
                text = " ".join(str(k.render()) for k in app.query_one(Footer).children)
                if text:
                    break
            return text

    return asyncio.run(go())


def _alone() -> tuple[ChemisState, int, int]:
    st = fresh(3, 4)
    me = st.turn_seat
    for s in range(st.n):
        clear_hand(st, s)
    return st, me, st.next_living(me)


PLAY = {"zh": "出牌", "de": "Spielen", "en": "Play"}
DISCARD = {"zh": "弃掉", "de": "Ablegen", "en": "Discard"}
REACT = {"zh": "让它发生", "de": "Ablaufen lassen", "en": "Let it happen"}


@pytest.mark.parametrize("lang", ["zh", "de", "en"])
def test_ch9_the_footer_enter_reads_discard_while_discarding(lang: str) -> None:
    """Play-through 8, zh 9: over the hand limit (CH-9) the footer said "⏎ 出牌" while ⏎ discards."""
    st, me, _ = _alone()
    give(st, me, "ignite", "Fe", "Cu", "Zn", "Mg", "Ag")
    st.hp[me] = 2
    play(st, me, "end")
    assert isinstance(st.stack[-1], HandLimit)
    text = footer_text(st, me, lang)
    assert f"⏎ {DISCARD[lang]}" in text and f"⏎ {PLAY[lang]}" not in text, text


@pytest.mark.parametrize("lang", ["zh", "de", "en"])
def test_ch21_the_footer_enter_reads_let_it_happen_while_a_reaction_is_chosen(lang: str) -> None:
    """Play-through 8, zh 9: choosing a reaction (CH-21) the status said "按 ⏎ 让它发生" and the
    footer "⏎ 出牌"; in a turn the footer still says play."""
    st, me, victim = _alone()
    give(st, me, "H", "Cl", "Na", "[OH]")
    assert f"⏎ {PLAY[lang]}" in footer_text(st, me, lang)
    for text in ("H+Cl -> HCl", "Na+[OH] -> NaOH"):
        play(st, me, f"{name(st, victim)}: {text}")
        while st.stack and not isinstance(st.stack[-1], ReactStep) and me in GAME.to_act(st):
            play(st, me, "pass")
    assert isinstance(st.stack[-1], ReactStep) and st.stack[-1].actor == me
    text = footer_text(st, me, lang)
    assert f"⏎ {REACT[lang]}" in text and f"⏎ {PLAY[lang]}" not in text, text


COUNTER = {"zh": "你弃牌：×2 计数牌", "de": "Du legst Zähler ×2 ab", "en": "You discard counter ×2"}
# the hint's words say where the card goes from (play-through 15, en 4)
COUNTER_HINT = {"zh": "从手牌中弃掉×2 计数牌", "de": "Zähler ×2 aus der Hand ablegen",
                "en": "discard counter ×2 from your hand"}
COUNTER_NAME = {"zh": "×2 计数牌", "de": "Zähler ×2", "en": "counter ×2"}


@pytest.mark.parametrize("lang", ["zh", "de", "en"])
def test_ch9_a_discarded_counter_is_named_as_a_card(lang: str) -> None:
    """Play-through 8, de 10: "Du legst ×2 ab" named the counter card (CH-18) by its face only; a
    sentence names it "Zähler ×2" / "counter ×2" / "×2 计数牌": in the log (discard and draw), the
    hint and the move list."""
    st, me, _ = _alone()
    names = [s.name for s in st.seats]
    line = GAME.event_text(Event("discard", me, ("x2",)), lang, names=names, viewer=me)
    assert line == COUNTER[lang], line
    view = GAME.view(st, me)
    assert GAME.action_text(view, Drop("x2"), lang) == COUNTER_HINT[lang]
    # the move list names the card; since session 10 the verb may stand after it ("✂ Fe ablegen")
    assert COUNTER_NAME[lang] in action_text(Drop("x2"), view, lang).plain
    counter = next(c for c in range(len(card_kinds())) if kind_of(c).token == "x2")
    drawn = GAME.event_text(Event("draw", me, (1,), secret=(counter,)), lang, names=names, viewer=me)
    assert COUNTER_NAME[lang] in drawn, drawn


def test_log_lines_end_without_a_full_stop_in_every_game() -> None:
    """Play-through 8 (en 8, zh 13): "Ann has one card left." / "Curie 只剩一张牌。" ended with a full
    stop beside log lines without one ("你被跳过"). Decided (docs/i18n.md): a log line is a record,
    not a sentence of prose, and ends without one — every game's ``ev_*`` line in de, en and zh."""
    import tomllib
    from pathlib import Path

    root = Path(__file__).resolve().parents[2] / "rulesets"
    stopped = []
    for path in sorted(root.glob("*/i18n.toml")):
        for key, entry in tomllib.loads(path.read_text(encoding="utf-8")).items():
            if key.startswith("ev_") and isinstance(entry, dict):
                stopped += [(path.parent.name, key, lang, text) for lang, text in entry.items()
                            if lang in ("de", "en", "zh") and text.endswith((".", "。"))
                            and not text.endswith("…")]
    assert not stopped, stopped


RULES_GAMES = ("color-clash", "metallurgie", "chemie-kartenspiel", "chemis")


@pytest.mark.parametrize("game_id", RULES_GAMES)
def test_zh_rules_no_space_after_full_width_punctuation_at_a_line_break(game_id: str) -> None:
    """Play-through 8, zh 12: "3 人约 11 分钟， 4 人约 16 分钟" — a line of the page that starts with a
    number was not joined to the one before, so Markdown set a space after "，". A number that starts
    a line is text unless it is a list item ("4. ")."""
    from chemcards.core.data import rules_doc
    from chemcards.tui.markdown_text import for_lang, join_cjk_lines

    assert join_cjk_lines("分钟，\n4 人约") == "分钟，4 人约"
    assert join_cjk_lines("一项。\n4. 二项") == "一项。\n4. 二项"  # an ordered list stays one
    shown = for_lang(rules_doc(game_id, "zh") or "", "zh")
    assert not re.findall(r"[，。；：、]\n\d+(?![\d.)]*[.)]\s)", shown)


@pytest.mark.parametrize("game_id", RULES_GAMES)
def test_en_rules_name_a_player_without_he_and_decided_one_way(game_id: str) -> None:
    """Play-through 8, en 12: "the others learn he had no such play" (a player is "they" or "this
    player"), and "(Decided:)" beside "**Decided:** Each …": a decision is marked "**Decided:**"
    before its sentence or "(decided)" after a point, never "(Decided:)"."""
    from chemcards.core.data import rules_doc

    text = re.sub(r"`[^`\n]*`", "", rules_doc(game_id, "en") or "")
    assert not re.findall(r"\b(?:he|him|his|she|her)\b", text)
    assert not re.findall(r"\(Decided:?\)|\(decided:\)", text)


@pytest.mark.parametrize("lang", ["zh", "de", "en"])
def test_ch18_an_ion_card_is_written_as_its_card_in_the_rules_too(lang: str) -> None:
    """Play-through 8, zh 13: the hand and the log write the ion card "[OH]", F1 wrote "OH⁻" for the
    same card ("Ba + OH⁻ + OH⁻", "3 张 OH⁻"). F1 names the card as the screens do; the ion with its
    charge is said once, where the cards are listed."""
    from chemcards.core.data import rules_doc

    text = rules_doc("chemis", lang) or ""
    assert "Ba + [OH] + [OH]" in text
    card_talk = re.findall(r"(?:\+ OH⁻|OH⁻ \+|\d (?:张 )?OH⁻)", text)
    assert not card_talk, card_talk
    listed = text.index("[OH]")
    assert "OH⁻" in text[listed:listed + 120]  # the charge said where the cards are listed


@pytest.mark.parametrize("lang", ["zh", "de", "en"])
def test_ch10_the_judgement_line_glues_the_mark_to_the_formula_as_the_zone_does(lang: str) -> None:
    """Play-through 8, zh 13: "CuS[↓] 硫化铜" on the zone's line, "CuS [↓] 沉淀" on the judgement
    line (CH-10). One form: the mark glued to the formula."""
    from chemis_helpers import put

    from chemcards.games.chemis.state import Judgement

    st, me, victim = _alone()
    it = put(st, victim, "CuS", source=me, judged=False)
    st.stack.append(Judgement(victim, (it.uid,), me, 0))

    async def go() -> str:
        app = Host(lang)
        async with app.run_test(size=(80, 24)) as pilot:
            board = app.query_one(ChemisBoard)
            board.show(GAME.view(st, me), GAME.legal_actions(st, me), me)
            await pilot.pause()
            return board._window_text(board.view).plain

    window = asyncio.run(go())
    assert "CuS[↓]" in window and "CuS [" not in window, window


@pytest.mark.parametrize("game_id", RULES_GAMES)
@pytest.mark.parametrize("lang", ["de", "en"])
def test_rules_start_every_sentence_with_a_capital(game_id: str, lang: str) -> None:
    """Play-through 8, de 4: „… aus der Regelübersicht. festgelegt markiert …“ started a sentence in
    lower case. After a full stop the next sentence starts with a capital (abbreviations such as
    „z. B.“, „d. h.“ end in a single letter before their stop)."""
    from chemcards.core.data import rules_doc

    text = rules_doc(game_id, lang) or ""
    lower = re.findall(r"(?<![\s.(][A-Za-z])(?<!\.\.)\.[ \t\n]+\**[a-zäöü]\w*", text)
    assert not lower, lower


def test_chemis_words_play_through_8_found_wrong_are_gone() -> None:
    """Play-through 8: zh 5 "这些牌组合不出现实中存在的物质" read as 不出现 (CH-18); zh 11 "只剩一方存活" at a
    table without teams (CH-12: the last player alive wins); de 4 „Mg und Al scheiden aus Wasser kein
    Al oder Mn ab“ (garbled)."""
    from chemcards.core.data import rules_doc
    from chemcards.i18n import tr

    # since play-through 15 (de 4) it names the game's substance list, not reality
    assert tr("chemis", "no_substance", "zh") == "在本游戏中，这些牌组不成任何物质。"
    assert "不出现" not in tr("chemis", "no_substance", "zh")
    over = Event("over", None, ((0,), "survivor"))
    names = ["小明", "Curie", "Bohr"]
    assert GAME.event_text(over, "zh", names=names) == "游戏结束（最后存活）：小明获胜"
    assert GAME.event_text(over, "en", names=["Ann", "Curie"]) == "Game over (last alive): Ann wins"
    assert GAME.event_text(over, "de", names=["Anna", "Curie"]) == \
        "Spielende (zuletzt am Leben): Anna gewinnt"
    assert "scheiden aus Wasser kein Al oder Mn ab" not in (rules_doc("chemis", "de") or "")
    assert "do not deposit Al or Mn from water" not in (rules_doc("chemis", "en") or "")


@pytest.mark.parametrize("width", range(14, 40))
def test_ch2_a_person_keeps_their_letter_on_their_line(width: int) -> None:
    """Docs/i18n.md (play-through 8, de 3): a person with their identity letter is "Ben (B)",
    "Curie（乙）"; the log panel broke it as "du" / "(A) · Curie" and "Curie" / "（乙） · Dalton"."""
    from chemcards.tui.wrap import wrap_text

    names = ["Curie", "Dalton", "Bohr"]
    for lang, text in (("de", GAME.event_text(Event("identities", None, (0, 1, 2, 3)), "de",
                                              names=["Anna", *names], viewer=0)),
                       ("zh", GAME.event_text(Event("identities", None, (0, 1, 2, 3)), "zh",
                                              names=["小明", *names], viewer=0))):
        lines = [line.plain for line in wrap_text(text, width, names=names)]
        starts = [line for line in lines if re.match(r"\s*(?:\([A-F]\)|（[甲乙丙丁戊己]）)", line)]
        assert not starts, (lang, lines)
    assert "你（甲）、Curie（乙）、Dalton（丙）、Bohr（丁）" in GAME.event_text(
        Event("identities", None, (0, 1, 2, 3)), "zh", names=["小明", *names], viewer=0)
