"""Issue 21, session 8, item 4: CHEMIS lines the German and English testers (pt7-de 8, pt7-en 11)
found odd, read as filled in: a loss reported at 0 HP, "You play C: Ba → Ba", "you may remove it"
without saying what, bracket codes after helpful substances, a counter listed as a missing atom."""

from __future__ import annotations

import pytest
from chemis_helpers import clear_hand, fresh, give, name, play

from chemcards.core.protocol import Event
from chemcards.games.chemis import GAME
from chemcards.games.chemis.board import substance_text
from chemcards.games.chemis.texts import event_text, mark, status_text
from chemcards.games.chemis.texts import missing_label as _missing_label
from chemcards.games.chemis.windows import hurt


@pytest.mark.parametrize("lang", ["de", "en"])
def test_ch16_a_second_loss_at_zero_hp_is_not_reported_as_a_loss(lang: str) -> None:
    """CH-16: HP never goes below 0. pt7-de 8: „Du verlierst 1 LP durch HNO₃, jetzt 0 LP“, then „Du
    verlierst 1 LP durch H₂S, jetzt 0 LP“. The first event holds what was really lost, the second
    (nothing left to lose) says so instead of a loss."""
    st = fresh(3, 4)
    st.hp[0] = 1
    events: list[Event] = []
    hurt(st, 0, 2, 1, events, "HNO3")
    hurt(st, 0, 1, 1, events, "H2S")
    assert st.hp[0] == 0
    assert [e.data[0] for e in events] == [1, 0]  # what was really lost
    first, second = (event_text(e, lang, ("Ann", "Bob", "Cy"), viewer=0) for e in events)
    lose = "verlierst" if lang == "de" else "lose"
    # the first loss was cut short by the HP left: it says the rule's 2 and the 1 HP that was left
    # (play-through 11, zh 8; tests/chemis/test_chemis_texts_s12.py)
    took = "erleidest 2" if lang == "de" else "take 2"
    assert took in first and "1" in first, first
    assert lose not in second and took not in second and "H₂S" in second and "0" in second, second
    assert st.last_hit[0] == 1  # who hit last still counts for the death story (CH-15)


# in the words of every other play into a zone (play-through 13, en 11: "put" here, "play" there)
@pytest.mark.parametrize(("lang", "you", "other"), [
    ("en", "You play into C's zone: Ba", "Ann plays into C's zone: Ba"),
    ("de", "Du spielst in die Zone von C: Ba", "Ann spielt in die Zone von C: Ba"),
])
def test_ch6_one_card_put_into_a_zone_is_not_written_as_a_reaction(lang: str, you: str, other: str) -> None:
    """CH-6 (I): an element put into a zone as it is. pt7-en 11: the log said "You play C: Ba → Ba"."""
    event = Event("play", 0, ("丙: Ba -> Ba",))
    assert event_text(event, lang, ("Ann", "Bob"), viewer=0) == you
    assert event_text(event, lang, ("Ann", "Bob"), viewer=1) == other
    formed = event_text(Event("play", 0, ("丙: O*2 -> O2",)), lang, ("Ann", "Bob"), viewer=0)
    assert "→ O₂" in formed  # a play that forms something keeps its equation


@pytest.mark.parametrize("lang", ["de", "en"])
def test_ch10_the_judgement_status_names_the_substance(lang: str) -> None:
    """CH-10. pt7-en 11: "Judgement in C's zone: you may remove it or pass" did not say what "it" was;
    every form of the status (the asked seat, the others, the one who played it) names it."""
    st = fresh(2, 4)
    me = st.turn_seat
    other = 1 - me
    clear_hand(st, me)
    clear_hand(st, other)
    give(st, me, "Cl", "Cl", "filter")
    give(st, other, "filter")
    play(st, me, f"{name(st, me)}: Cl+Cl -> Cl2")  # into the player's own zone: the owner first
    asked = GAME.to_act(st)[0]
    for seat in (asked, 1 - asked):
        text = status_text(GAME.view(st, seat), lang)
        assert "Cl₂" in text and "may remove it " not in text and "den Stoff oder" not in text, text


@pytest.mark.parametrize("lang", ["de", "en"])
def test_helpful_substances_say_what_they_do_not_a_code(lang: str) -> None:
    """CH-17. pt7-de 8: „O₂[O₂+] Sauerstoff“, „H₂[H₂+]“, „H₂O[W]“ read as codes. A helpful substance
    shows its name and what it does; a harmful one keeps its class mark, explained on `?`."""
    o2 = substance_text("O2", False, False, 1, lang).plain
    assert "[" not in o2 and ("LP +1" if lang == "de" else "HP +1") in o2, o2
    water = substance_text("H2O", False, False, 1, lang).plain
    assert "[W]" not in water and ("beim Sterben" if lang == "de" else "when dying") in water, water
    assert f"[{mark('strong_acid', lang)}]" in substance_text("HCl", False, False, 1, lang).plain


@pytest.mark.parametrize(("lang", "counter"), [("de", "Zähler ×3"), ("en", "counter ×3")])
def test_ch18_a_missing_counter_is_named_as_a_card(lang: str, counter: str) -> None:
    """CH-18. pt7-de 8: „Na₂SO₃ braucht noch Na, O, ×3.“ listed a counter card like an atom."""
    assert _missing_label("x3", 1, lang) == counter
    assert _missing_label("Na", 1, lang) == "Na"
    assert _missing_label("O", 2, lang) == "2× O"


@pytest.mark.parametrize(("lang", "effect"), [("de", "Handlimit +1"), ("en", "hand limit +1")])
def test_the_move_detail_says_a_helpful_effect_once(lang: str, effect: str) -> None:
    """Seen in tmux at 80×24 after the change above: „→ A Anna: H₂ Wasserstoff (Handlimit +1)
    Handlimit +1“. The detail under the move list says what a helpful substance does once."""
    from chemcards.games.chemis.actions import parse
    from chemcards.games.chemis.board import action_detail

    st = fresh(3, 4)
    detail = action_detail(parse("甲: H*2 -> H2"), GAME.view(st, 0), lang).plain
    assert detail.count(effect) == 1, detail
