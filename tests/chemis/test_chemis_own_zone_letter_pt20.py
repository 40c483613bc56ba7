"""CH-1/CH-2/CH-6: a log line names the viewer's own zone with its identity letter, as it names
every other zone (play-through 20, en 4: "Mendeleev plays into your zone: Fe" beside "Mendeleev
plays into Bohr's zone (B): Na")."""

from __future__ import annotations

import pytest

from chemcards.core.match import Match
from chemcards.core.protocol import Event
from chemcards.core.seats import Seat
from chemcards.games.chemis import GAME
from chemcards.games.chemis.texts import ident_label

NAMES = ("Ann", "Bob", "Cid")
#: the viewer's own zone with its letter, in the way each language brackets a letter
OWN = {"en": "your zone ({x})", "de": "deine Zone ({x})", "zh": "你的反应区（{x}）"}
OWN_YOU = {"en": "your own zone ({x})", "de": "deine eigene Zone ({x})", "zh": "自己的反应区（{x}）"}


@pytest.mark.parametrize("lang", ["en", "de", "zh"])
def test_ch6_play_into_the_viewers_zone_names_its_letter(lang: str) -> None:
    """Play-through 20, en 4: another's play into my zone, my play into my zone and another's
    play into their own zone each carry the zone's letter."""
    match = Match(GAME, [Seat(n) for n in NAMES], {}, seed=1)
    b = match.state.ident.index(1)  # the seat that holds B (乙)
    a = match.state.ident.index(0)
    letter = ident_label(1, lang)
    view_b = match.view(b)
    other = GAME.event_text(Event("play", a, ("乙: O + C -> CO",)), lang, names=NAMES, viewer=b, view=view_b)
    assert OWN[lang].format(x=letter) in other, other
    own = GAME.event_text(Event("play", b, ("乙: O + C -> CO",)), lang, names=NAMES, viewer=b, view=view_b)
    assert OWN_YOU[lang].format(x=letter) in own, own
    # a third person watching B play into B's zone: "their own zone (B)"
    theirs = GAME.event_text(Event("play", b, ("乙: O + C -> CO",)), lang, names=NAMES, viewer=a,
                             view=match.view(a))
    assert f"({letter})" in theirs or f"（{letter}）" in theirs, theirs


@pytest.mark.parametrize("lang", ["en", "de", "zh"])
def test_ch21_reaction_in_the_viewers_zone_names_its_letter(lang: str) -> None:
    """Play-through 20, en 4 (the same wording in the reaction line, CH-21)."""
    match = Match(GAME, [Seat(n) for n in NAMES], {}, seed=1)
    b = match.state.ident.index(1)
    a = match.state.ident.index(0)
    line = GAME.event_text(Event("react", a, (1, "C + O2 -> CO2")), lang, names=NAMES, viewer=b,
                           view=match.view(b))
    own = {"en": "your zone ({x})", "de": "deiner Zone ({x})", "zh": "你的反应区（{x}）"}[lang]  # dative
    assert own.format(x=ident_label(1, lang)) in line, line
