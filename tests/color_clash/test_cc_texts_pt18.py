"""Play-through 18: Color Clash lines that said more, or less, than was true (de 8, zh 7, zh 8)."""

from __future__ import annotations

import pytest
from cc_rig import act, rig

from chemcards.core.i18n import tr
from chemcards.core.protocol import Event
from chemcards.games.color_clash.texts import event_text, penalty_reason_text

NAMES = ("Ann", "Curie", "Bohr")
#: per language: what the catch line may say while the owner may still call (CC-10), and the claim
#: it made before anyone could call (de 8: „Curie hat nicht angesagt“)
STILL_MAY_CALL = {"de": ("darf noch ansagen", "nicht angesagt"), "en": ("may still call", "has not called"),
                  "zh": ("还可以喊", "没有喊")}


@pytest.mark.parametrize("lang", ["de", "en", "zh"])
@pytest.mark.parametrize("key", ["cc_catch_prompt", "cc_catch_prompt_key", "cc_window_shared_catch"])
def test_pt18_de8_the_catch_line_does_not_say_the_owner_missed_the_call(key: str, lang: str) -> None:
    """CC-10: the owner may call until the window closes; the catch line (CC-11) says so."""
    line = tr("ui", key, lang, name="Curie")
    true_now, claim = STILL_MAY_CALL[lang]
    assert true_now in line and claim not in line and "Curie" in line and "c" in line


@pytest.mark.parametrize(("lang", "turn_word"), [("de", "passt"), ("en", "passes"), ("zh", "过牌")])
def test_pt18_zh7_letting_a_window_go_is_not_passing_the_turn(lang: str, turn_word: str) -> None:
    """CC-11, CC-14: a seat that lets the window go does not catch; it passed no turn."""
    state = rig([["B7", "Y2"], ["B2", "B4", "R1"], ["B3", "B9", "R2"]], "B5")
    act(state, 0, "play B7")  # seat 0 has one card left and did not call: the window is open
    events = act(state, 1, "pass")
    line = event_text(events[0], lang, NAMES)
    assert "Curie" in line and turn_word not in line
    assert line == tr("color-clash", "ev_pass_window", lang, who="Curie")
    assert turn_word in event_text(Event("pass", 1), lang, NAMES)  # a turn passed still says so


def test_pt18_zh7_the_end_log_heading_does_not_call_the_viewer_one_of_the_others() -> None:
    """CC-26 in the host's log: "Curie 出完牌时，其他人手中的牌如下：" was followed by "你手中的牌：…"."""
    heading = event_text(Event("round_end", 1, (1, 20)), "zh", NAMES, viewer=0)
    mine = event_text(Event("hand_shown", 0, (20, "YS")), "zh", NAMES, viewer=0)
    assert mine.startswith("你") and "其他人" not in heading and "Curie" in heading


def test_pt18_zh8_the_hand_title_says_the_cards_were_drawn_for_the_card() -> None:
    """"你的手牌（8）· +4：Noether 的 ★+4" did not say what the +4 was."""
    assert penalty_reason_text([(4, "W+4", 1)], "zh", ("Ann", "Noether")) == "摸 4 张牌：Noether 的 ★+4"
    assert penalty_reason_text([(4, "W+4", 1)], "en", ("Ann", "Noether")) == "drew 4: Noether's ★+4"
