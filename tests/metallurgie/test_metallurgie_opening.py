"""The opening of a Metallurgie log (MT-3): each player's three cards, secret to them, and who begins."""

from __future__ import annotations

from mt_helpers import seats

from chemcards.core.match import Match
from chemcards.core.rng import Rng
from chemcards.games.metallurgie import GAME
from chemcards.games.metallurgie.catalogue import catalogue


def test_mt3_the_deal_opens_the_log_each_hand_secret_to_its_owner() -> None:
    state, events = GAME.start(seats(3), GAME.resolve_options({}), Rng(21))
    deals = [e for e in events if e.kind == "deal"]
    assert [e.seat for e in deals] == [0, 1, 2]
    symbols = catalogue().symbols
    for event in deals:
        hand = sorted(symbols[c] for c in state.hands[event.seat])  # type: ignore[index]
        assert sorted(event.secret) == hand and event.data == (catalogue().hand_size,)
        assert event.seen_by((event.seat + 1) % 3).secret == ()  # type: ignore[operator]
    names = ["Ann", "Bob", "Cem"]
    own = GAME.event_text(deals[1], "en", names)
    other = GAME.event_text(deals[1].seen_by(0), "en", names)
    assert own.startswith("Bob") and all(GAME.event_text(e, "en", names) for e in deals)
    metal_words = {"iron", "copper", "silver", "gold"}
    assert any(word in own for word in metal_words) and not any(word in other for word in metal_words)


def test_mt3_who_begins_is_the_seat_to_act_and_is_named() -> None:
    match = Match(GAME, seats(2), {}, seed=4)
    (begin,) = [e for e in match.events if e.kind == "begin"]
    assert (begin.seat,) == match.to_act()
    assert GAME.event_text(begin, "de", ["Ann", "Bob"]) == f"{['Ann', 'Bob'][begin.seat]} beginnt"
