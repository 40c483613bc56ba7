"""Color Clash log and status lines name the seats (the app passes the names; CC-24: computers by
their names too), in every language; without names the numbered form of the engine tests stays."""

from __future__ import annotations

from dataclasses import replace

import pytest

from chemcards.core.match import Match
from chemcards.core.protocol import LANGS, Event
from chemcards.core.seats import Seat
from chemcards.games.color_clash import GAME

NAMES = ["Ann", "Curie", "李雷"]
SEATS = [Seat("Ann"), Seat("Curie", "computer", "hard"), Seat("李雷")]


@pytest.mark.parametrize("lang", LANGS)
def test_cc3_the_round_line_names_who_starts(lang: str) -> None:
    match = Match(GAME, SEATS, {}, seed=3)
    (round_event,) = [e for e in match.events if e.kind == "round"]
    starter = round_event.data[1]
    # the start line after the round's header and first card (play-through 12, de 8)
    (starts,) = [e for e in match.events if e.kind == "starts"]
    assert starts.seat == starter
    assert GAME.event_text(starts, lang, NAMES).count(NAMES[starter]) == 1
    assert NAMES[starter] not in GAME.event_text(starts, lang)


def test_cc14_a_catch_names_the_catcher_and_the_caught() -> None:
    assert GAME.event_text(Event("catch", 2, (0,)), "en", NAMES) == "李雷 catches Ann!"
    assert GAME.event_text(Event("catch", 2, (0,)), "en") == "Player 3 catches Player 1!"


def test_cc19_the_game_end_names_every_winner() -> None:
    assert GAME.event_text(Event("game_end", None, (0, 1)), "de", NAMES) == "Spielende: Ann, Curie gewinnen"


def test_cc24_a_computer_is_named_in_the_log_like_a_person() -> None:
    assert GAME.event_text(Event("pass", 1), "zh", NAMES) == "Curie 过牌"


def test_cc10_status_names_the_seat_that_may_call() -> None:
    match = Match(GAME, SEATS, {}, seed=3)
    view = match.view(None)
    assert NAMES[view.current] in GAME.status_text(view, "en")
    window = replace(view, phase="window", window=2)
    assert GAME.status_text(window, "en").startswith("“Last card!” window: 李雷 may call")
