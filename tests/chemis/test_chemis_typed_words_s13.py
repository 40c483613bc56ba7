"""Play-through 12 (de#2, issue 21): the CHEMIS hint told a German player to type „end“, „discard
filter“, „B: filter“, „discard Na“ while the rulebook (CH-7) says „beenden“ and other hints said
„passe“. Every typed form a hint writes is in the screen's language, holds no English command word
on a German or Chinese screen, and the move box reads it back as the same move. Metallurgie's hint
says „beenden“ for the end of a turn, as CHEMIS and both rulebooks do (docs/rules/*.de.md)."""

from __future__ import annotations

import re

import pytest

from chemcards.core.registry import get_game
from chemcards.games.chemis.actions import Counter, Drop, End, Form, Function, Pass, React, Salt

LANGS = ("de", "en", "zh")
#: the notation's English command words (docs/notation-chemis.md): none may stand in a typed move
#: a German or Chinese hint tells a player to type
ENGLISH = ("end", "pass", "discard", "react", "on", "heat", "cool", "ignite", "electrify", "filter")

ACTIONS = [
    Form(1, (("H", 1), ("Cl", 1)), "HCl"),
    Form(1, (("Ba", 1), ("[OH]", 2)), "Ba(OH)2"),
    Salt(2, (("[SO4]", 1),), "Fe", 1, "FeSO4"),
    Salt(2, (("[SO4]", 1),), "Fe", 2, "FeSO4"),
    Function(0, "filter"),
    Function(0, "ignite"),
    Function(3, "heat"),
    Counter(2, 2, "C", 1),
    Counter(2, 3, "ignite", 1),
    React("2C + O2 -[ignite]-> 2CO"),
    React("C + O2 -> CO2"),
    Pass(),
    End(),
    Drop("Na"),
    Drop("filter"),
    Drop("x2"),
    Drop("[SO4]"),
]


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("action", ACTIONS, ids=str)
def test_ch_typed_form_reads_back_and_speaks_the_screens_language(lang: str, action: object) -> None:
    """de#2 (CH-6, CH-7, CH-9, CH-21): the typed form reads back as the move; in de and zh it holds
    no English command word (the notation's ``end``, ``discard``, ``on``, ``filter`` …)."""
    game = get_game("chemis")
    typed = game.typed_action(None, action, lang)
    assert game.read_typed(None, typed) == action, (lang, typed)
    if lang != "en":
        words = set(re.findall(r"[A-Za-z]+", typed.casefold()))
        assert not words & set(ENGLISH), (lang, typed)


def test_ch7_german_end_is_the_rulebooks_word() -> None:
    """CH-7 (docs/rules/chemis.de.md): „Taste e oder getippt „beenden““."""
    game = get_game("chemis")
    assert game.typed_action(None, End(), "de") == "beenden"
    assert game.typed_action(None, End(), "zh") == "结束"


def test_metallurgie_german_end_is_the_same_word_as_in_chemis() -> None:
    """de#2: Metallurgie's hint said „ende“, CHEMIS's „beenden“ for one action; the Metallurgie
    rulebook (docs/rules/metallurgie.de.md) names „beenden“ too. „ende“ is still read."""
    game = get_game("metallurgie")
    end = game.parse_action("end")
    assert game.typed_action(None, end, "de") == "beenden"
    assert game.read_typed(None, "beenden") == end
    assert game.read_typed(None, "ende") == end


@pytest.mark.parametrize(("lang", "typed"), [("de", "Na ablegen"), ("de", "ablegen Na"), ("zh", "弃掉 Na"),
                                             ("zh", "弃Na"), ("en", "discard Na")])
def test_ch9_a_discard_is_typed_as_the_hint_says_it(lang: str, typed: str) -> None:
    """CH-9, de#2: the hint said „discard Na“ on a German screen; it now says „Na ablegen“, the
    words of the move list, and the move box reads that (and the verb first) as the discard."""
    game = get_game("chemis")
    assert game.read_typed(None, typed) == Drop("Na")
    # the words of the move list ("✂ Na ablegen"); the hint says "Na aus der Hand ablegen" with
    # this typed form beside it (play-through 15, en 4: the discard hint alone had none)
    from chemcards.games.chemis.texts import t

    assert game.typed_action(None, Drop("Na"), lang) == t("do_discard", lang, card="Na")
