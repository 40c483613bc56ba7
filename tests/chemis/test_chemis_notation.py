"""Notation (docs/notation-chemis.md), translations, the heuristic bot and the bench hook."""

from __future__ import annotations

import re

import pytest
from chemis_helpers import clear_hand, fresh, give, name, play, put

from chemcards.core.protocol import IllegalAction
from chemcards.core.rng import Rng
from chemcards.games.chemis import GAME
from chemcards.games.chemis.actions import Counter, Drop, End, Form, Function, Pass, React, Salt, parse
from chemcards.i18n import tr

EXAMPLES = [
    Form(1, (("H", 1), ("Cl", 1)), "HCl"),
    Form(1, (("Ba", 1), ("[OH]", 2)), "Ba(OH)2"),
    Salt(2, (("[SO4]", 1),), "Fe", 1, "FeSO4"),
    Salt(0, (("[SO4]", 3),), "Fe", 2, "Fe2(SO4)3"),
    Function(0, "heat"),
    Counter(2, 2, "C", 1),
    Counter(3, 3, "ignite", 1),
    React("2C + O2 -[ignite]-> 2CO"),
    Pass(), End(), Drop("Na"),
]


@pytest.mark.parametrize("action", EXAMPLES, ids=str)
def test_notation_round_trip(action):
    assert parse(str(action)) == action


def test_notation_examples_from_the_issue_and_ascii_forms():
    assert parse("乙: H+Cl -> HCl") == Form(1, (("H", 1), ("Cl", 1)), "HCl")
    assert parse("B: H+Cl -> HCl") == parse("乙: H+Cl -> HCl")
    assert parse("甲: heat") == Function(0, "heat")
    assert parse("丙: x2 on C") == Counter(2, 2, "C", 1)
    assert parse("C: ×2 on C") == Counter(2, 2, "C", 1)
    assert parse("乙：Ba+[OH]×2") == Form(1, (("Ba", 1), ("[OH]", 2)), "")


@pytest.mark.parametrize("bad", ["", "hello", "Z: heat", "乙: H+?", "乙: x5 on C", "甲: H*4"])
def test_bad_notation_is_a_value_error(bad):
    with pytest.raises(ValueError):
        parse(bad)


def test_a_play_without_its_result_is_completed_by_the_engine():
    st = fresh()
    me = st.turn_seat
    clear_hand(st, me)
    give(st, me, "Na", "Cl")
    events = play(st, me, f"{name(st, me)}: Na+Cl")
    assert events[0].data[0].endswith("-> NaCl")


def test_every_refusal_key_and_event_has_three_languages():
    import pathlib

    src = "".join(p.read_text(encoding="utf-8")
                  for p in pathlib.Path("chemcards/games/chemis").glob("*.py"))
    keys = set(re.findall(r'(?:refuse|IllegalAction)\([^)]*?"([a-z_]+)"[,)]', src, re.S))
    keys |= {f"ev_{k}" for k in re.findall(r'Event\("([a-z0-9_]+)"', src)}
    assert keys
    for key in keys:
        for lang in ("de", "en", "zh"):
            assert tr("chemis", key, lang) != key, (key, lang)


def test_refusals_are_translated_sentences():
    st = fresh()
    me = st.turn_seat
    with pytest.raises(IllegalAction) as exc:
        GAME.apply(st, me, parse(f"{name(st, me)}: [OH]+[OH]"))
    assert tr("chemis", exc.value.key, "zh") != exc.value.key


def test_heuristic_bot_plays_legal_moves_to_the_end():
    st = fresh(4, 11)
    bots = [GAME.heuristic_bot(s, Rng(s)) for s in range(4)]
    for _ in range(3000):
        if GAME.outcome(st) is not None:
            break
        seat = GAME.to_act(st)[0]
        legal = GAME.legal_actions(st, seat)
        a = bots[seat].choose(GAME.view(st, seat), legal)
        assert a in legal
        GAME.apply(st, seat, a)
    assert GAME.outcome(st) is not None


def test_heuristic_bot_defends_its_own_zone_in_a_judgement():
    st = fresh(3, 2)
    for s in range(3):
        clear_hand(st, s)
    me = st.turn_seat
    victim = next(s for s in st.order if s != me)
    give(st, me, "Cu", "[OH]", "[OH]")
    give(st, victim, "H", "H", "[SO4]")
    play(st, me, f"{name(st, victim)}: Cu+[OH]+[OH] -> Cu(OH)2")
    assert GAME.to_act(st) == (victim,)
    bot = GAME.heuristic_bot(victim, Rng(0))
    a = bot.choose(GAME.view(st, victim), GAME.legal_actions(st, victim))
    assert isinstance(a, Form) and a.formula == "H2SO4"


def test_bench_rows():
    from chemcards.games.chemis import bench

    positions = bench._positions(3, 5)
    assert bench.reaction_search_us(positions) > 0
    assert bench.legal_us(positions) > 0


def test_every_kind_of_action_is_a_distinct_value():
    """Actions are compared and hashed by bots and boards: no two kinds may be equal."""
    assert len(set(EXAMPLES)) == len(EXAMPLES)
    assert Pass() != End()


def _bot_turn(st, seat: int, steps: int = 6) -> list:
    """Let the heuristic bot act for ``seat`` while it is its move; answer other seats' windows with pass."""
    bot = GAME.heuristic_bot(seat, Rng(0))
    chosen = []
    for _ in range(steps):
        who = GAME.to_act(st)[0]
        legal = GAME.legal_actions(st, who)
        a = bot.choose(GAME.view(st, seat), legal) if who == seat else Pass()
        if who == seat:
            chosen.append(a)
        GAME.apply(st, who, a)
        if isinstance(a, End):
            break
    return chosen


def test_heuristic_bot_heals_after_its_attack_instead_of_ending():
    """Medium level "heal when low" (CH-17): one attack per turn does not end the turn while oxygen
    for the bot's own zone is in hand."""
    st = fresh(3, 2)
    for s in range(3):
        clear_hand(st, s)
    me = st.turn_seat
    st.hp[me] = 3
    give(st, me, "H", "Cl", "Na", "[OH]", "O", "O")
    forms = [a for a in _bot_turn(st, me) if isinstance(a, Form)]
    assert len(forms) == 2 and forms[0].formula in ("HCl", "NaOH") and forms[0].zone != st.ident[me]
    assert forms[1].formula == "O2" and forms[1].zone == st.ident[me] and st.hp[me] == 4


def test_heuristic_bot_neutralises_an_acid_that_would_kill_it():
    """CH-8/CH-16: hydrochloric acid waiting in one's own zone hurts 2 at the end of the turn; at HP 2
    the bot lays NaOH onto its own zone (HCl + NaOH -> NaCl + H2O) before anything else."""
    st = fresh(3, 2)
    for s in range(3):
        clear_hand(st, s)
    me = st.turn_seat
    st.hp[me] = 2
    put(st, me, "HCl", source=(me + 1) % 3)
    give(st, me, "Na", "[OH]")
    bot = GAME.heuristic_bot(me, Rng(0))
    a = bot.choose(GAME.view(st, me), GAME.legal_actions(st, me))
    assert isinstance(a, Form) and a.formula == "NaOH" and a.zone == st.ident[me]


def test_log_names_function_and_counter_cards_in_the_players_language():
    """The hand row says 过滤; the log must not say "filter" or "x3 on" to the same Chinese player."""
    from chemcards.core.protocol import Event
    from chemcards.games.chemis.texts import event_text

    names = ["安", "Bohr", "Curie"]
    assert event_text(Event("discard", 1, ("cool",)), "zh", names) == "Bohr 弃牌：降温"
    played = event_text(Event("play", 0, ("甲: x3 on AgNO3",)), "zh", names)
    # issue 21: subscripts, full-width colon; the zone named before the play ("安对甲的反应区出牌";
    # without the table's view the owner's name is not known, only the letter)
    assert played == "安对甲的反应区出牌：×3 作用于 AgNO₃"
    # CH-2: a German screen names the zone by the letter typed moves take (乙 = B; issue 21)
    assert event_text(Event("play", 0, ("乙: filter",)), "de", names) == \
        "安 spielt in die Zone von B: Filtern"
