"""MT-7 (decided): a player may pass only when no card in their hand can be laid. Play-through 20,
de 10: the mover read „Karten legen oder die oberste Karte aufdecken.“ while the others read „…
aufdecken oder passen.“ as if passing were always open. The watcher reads the mover's own choices;
whether the mover may pass depends on a hand the watcher does not see, so neither line offers it
(a stuck mover reads „st_start_stuck_you“)."""

from __future__ import annotations

import pytest

from chemcards.core.match import Match
from chemcards.core.seats import Seat
from chemcards.games.metallurgie import GAME

#: passing, as each language says it
PASS = {"en": "pass", "de": "passen", "zh": "过牌"}
#: the mover's own choices, as the watcher reads them too
CHOICES = {"en": "place cards or reveal the top card", "de": "Karten legen oder die oberste Karte aufdecken",
           "zh": "放牌，或翻牌"}


@pytest.mark.parametrize("lang", ["en", "de", "zh"])
def test_mt7_pt20_de10_the_watcher_reads_the_movers_own_choices(lang: str) -> None:
    match = Match(GAME, [Seat("Ann"), Seat("Bob")], {}, seed=1)
    mover = match.to_act()[0]
    assert match.view(mover).can_place()  # the mover holds a card that fits: no pass for them
    mine = GAME.status_text(match.view(mover), lang)
    theirs = GAME.status_text(match.view(1 - mover), lang)
    assert CHOICES[lang] in theirs and PASS[lang] not in theirs, theirs
    assert "pass" not in {str(a) for a in match.legal(mover)}  # MT-7: no pass while a card fits
    assert CHOICES[lang] in mine and PASS[lang] not in mine, mine
    spectator = GAME.status_text(match.view(None), lang)
    assert spectator == theirs  # the same whoever watches: nothing of the hand shows
