"""CH-6, play-through 10 (en 4, zh 4): another person's play into their own zone read "Curie plays
into Curie's zone (C): Filter" / "Curie 对 Curie（甲）的反应区出牌" — the name twice, where a reader
expects "their own zone" / „die eigene Zone“ / "自己的反应区"."""

from __future__ import annotations

import pytest

from chemcards.core.match import Match
from chemcards.core.protocol import Event
from chemcards.core.seats import Seat
from chemcards.games.chemis import GAME

NAMES = ("Curie", "Ann", "Bohr")
OWN = {"en": "their own zone", "de": "die eigene Zone", "zh": "自己的反应区"}


@pytest.mark.parametrize("lang", ["en", "de", "zh"])
def test_ch6_a_play_into_the_players_own_zone_names_it_once(lang: str) -> None:
    match = Match(GAME, [Seat(n) for n in NAMES], {}, seed=1)
    st = match.state
    curie, ann = 0, 1
    letter = "甲乙丙"[st.ident[curie]]
    viewer_view = match.view(ann)
    for notation in (f"{letter}: O + C -> CO", f"{letter}: O"):  # a play, and one card put in
        line = GAME.event_text(Event("play", curie, (notation,)), lang, names=list(NAMES), viewer=ann,
                               view=viewer_view)
        assert line.count("Curie") == 1, line
        assert OWN[lang] in line, line
    # another's zone is still named by its owner and card (docs/i18n.md)
    other = "甲乙丙"[st.ident[2]]
    line = GAME.event_text(Event("play", curie, (f"{other}: O + C -> CO",)), lang, names=list(NAMES),
                           viewer=ann, view=viewer_view)
    assert "Bohr" in line and OWN[lang] not in line, line
