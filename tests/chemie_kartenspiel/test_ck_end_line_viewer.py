"""CK-10 ends the game when a player would draw more than the pile holds. The log line says who:
by name to the others, "you" to that person on their own screen (issue 12 point 14; play-through 7
read "Ann would draw 4 cards" on Ann's own screen)."""

from __future__ import annotations

import pytest

from chemcards.core.protocol import Event
from chemcards.games.chemie_kartenspiel.texts import event_text

NAMES = ("Ann", "Bob")
YOU = {"en": "You would draw", "de": "Du müsstest", "zh": "你需摸"}


@pytest.mark.parametrize("lang", ["en", "de", "zh"])
@pytest.mark.parametrize("left", [0, 2])
def test_ck10_the_end_line_speaks_to_the_drawer_as_you(lang: str, left: int) -> None:
    end = Event("end", 0, (4, left))
    own = event_text(end, lang, NAMES, viewer=0)
    other = event_text(end, lang, NAMES, viewer=1)
    assert own.startswith(YOU[lang]) and "Ann" not in own, own
    assert other.startswith("Ann") and not other.startswith(YOU[lang]), other
