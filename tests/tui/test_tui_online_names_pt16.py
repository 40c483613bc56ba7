"""Play-through 16, en 11: online the lobby said "Online you play as Marten (the names you type
stay on this computer)": it did not say what the animal name is, whether it can be changed, or where
the typed names are used.

Decided (docs/online.md, Names): the Color Clash rulebook gives quick-play tables automatic animal
names so that strangers never see real names ("an Schnellspiel-Tischen spielen alle unter einem
automatischen Tiernamen"); chemcards keeps them in private rooms too, because no free text travels
online at all (CC-25 [decided]). So the name cannot be changed online, and the lobby line says what
it is, why, and that the typed names are the start screen's, for games on this computer.
"""

from __future__ import annotations

import pytest

from chemcards.i18n import tr

WORDS = {
    # (the name's origin, cannot be changed, where typed names belong)
    "en": ("animal name", "cannot be changed", "start screen"),
    "de": ("Tiernamen", "nicht ändern", "Startbildschirm"),
    "zh": ("动物名", "不能更改", "开始界面"),
}


@pytest.mark.parametrize("lang", ["de", "en", "zh"])
def test_pt16_en11_the_lobby_says_what_the_online_name_is_and_that_it_stays(lang: str) -> None:
    line = tr("online", "lobby_your_name", lang, name="Marten")
    assert "Marten" in line
    for word in WORDS[lang]:
        assert word in line, (word, line)
    assert "(the names you type stay on this computer)" not in line
