"""A person who leaves a table gets a marked computer substitute (CC-22, and the same for every
game, docs/architecture.md). The log line says so in the reader's language in every game; play-through
9 (zh) met the raw event "0: leave medium" in Metallurgie and the Chemie-Kartenspiel after Ctrl+L."""

from __future__ import annotations

import pytest

from chemcards.core.protocol import Event
from chemcards.core.registry import get_game

GAMES = ("color-clash", "metallurgie", "chemie-kartenspiel", "chemis")
# one term everywhere, as the seat's mark says it (play-through 15, de 6)
SUBSTITUTE = {"de": "Computer-Ersatz", "en": "computer stand-in", "zh": "电脑替补"}


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("lang", ["de", "en", "zh"])
def test_cc22_a_leave_reads_as_a_sentence_in_every_game(game_id: str, lang: str) -> None:
    game = get_game(game_id)
    event = Event("leave", 0, ("medium",))
    names = ("Ann", "Bob")
    other = game.event_text(event, lang, names, viewer=1)
    own = game.event_text(event, lang, names, viewer=0)
    assert "Ann" in other and SUBSTITUTE[lang] in other, other
    assert "Ann" not in own and SUBSTITUTE[lang] in own, own
    for line in (other, own):
        assert "leave" not in line and "medium" not in line and "0:" not in line, line
