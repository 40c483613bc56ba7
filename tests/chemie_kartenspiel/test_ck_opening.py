"""The opening of a Chemie-Kartenspiel log: the deal (CK-7), secret to each player, and who begins
(CK-8: the player on the dealer's left)."""

from __future__ import annotations

import pytest

from chemcards.core.match import Match
from chemcards.core.rng import Rng
from chemcards.core.seats import Seat
from chemcards.games.chemie_kartenspiel import GAME
from chemcards.games.chemie_kartenspiel.catalogue import catalogue

NAMES = ["Ann", "Bob", "Cem", "Dee"]


@pytest.mark.parametrize("mode", ["family", "competitive"])
def test_ck7_each_player_is_dealt_seven_cards_in_secret(mode: str) -> None:
    seats = [Seat(n) for n in NAMES[:3]]
    state, events = GAME.start(seats, GAME.resolve_options({"mode": mode}), Rng(9))
    deals = [e for e in events if e.kind == "deal"]
    assert [e.seat for e in deals] == [0, 1, 2]
    els = catalogue().elements
    for event in deals:
        held = sorted(els[c].symbol for c, k in enumerate(state.hands[event.seat]) for _ in range(k))  # type: ignore[index]
        assert sorted(event.secret) == held and event.data == (7,)
        assert event.seen_by(None).secret == ()
    own = GAME.event_text(deals[0], "en", NAMES)
    public = GAME.event_text(deals[0].seen_by(1), "en", NAMES)
    assert own.startswith("Ann is dealt 7 cards: ") and public == "Ann is dealt 7 cards"


def test_ck8_the_player_left_of_the_dealer_begins_and_both_are_named() -> None:
    match = Match(GAME, [Seat(n) for n in NAMES], {}, seed=2)
    (begin,) = [e for e in match.events if e.kind == "begin"]
    assert (begin.seat,) == match.to_act() == (0,)
    assert begin.data == (3,)  # the dealer is the last seat; seat 0 sits on their left
    text = GAME.event_text(begin, "en", NAMES)
    assert text.startswith("Dee dealt; Ann") and "left" in text and "CK-8" not in text


def test_a_compound_built_in_the_hand_is_logged_when_laid_out() -> None:
    """A compound lies open once laid out (CK-11); while it is built in the hand, the others' log
    says nothing of it, and the builder's neither: the board's panel shows the compound as it
    grows, typed or picked with ⏎ alike (play-through 15 en 8: typed steps were logged, picks
    were not, and the log seemed to lag behind)."""
    m = Match(GAME, [Seat("Ann"), Seat("Bob")], {}, seed=3)
    seat = m.to_act()[0]
    add = next(a for a in m.legal(seat) if str(a).startswith("add"))
    before = len(m.events)
    m.act(seat, add)
    (event,) = [e for e in m.events[before:] if e.kind == "add"]
    names = ["Ann", "Bob"]
    assert GAME.event_text(event.seen_by(seat), "en", names, viewer=seat) == ""
    assert GAME.event_text(event.seen_by(1 - seat), "en", names) == ""
