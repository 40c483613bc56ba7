"""The opening of a CHEMIS log and the lines that name seats: identities by lot (CH-2), the first
four cards (CH-4), the first turn's draw (CH-5), and an inheritance naming the teammate (CH-14)."""

from __future__ import annotations

from chemcards.core.match import Match
from chemcards.core.protocol import Event
from chemcards.core.seats import Seat
from chemcards.games.chemis import GAME
from chemcards.games.chemis.state import IDENTS_ASCII

NAMES = ["Ann", "Bob", "Cem", "Dee"]


def _match(seed: int = 6) -> Match:
    return Match(GAME, [Seat(n) for n in NAMES], {}, seed=seed)


def test_ch2_identities_by_lot_open_the_log_with_every_name_in_turn_order() -> None:
    match = _match()
    first = match.events[0]
    assert first.kind == "identities" and first.data == match.state.ident
    text = GAME.event_text(first, "en", NAMES)
    # an English screen shows the identity cards as A–F (CH-2 in docs/rules/chemis.en.md; issue 21)
    # each person as every sentence names them, "Ann (B)" (play-through 8, de 3; docs/i18n.md)
    listed = [f"{NAMES[s]} ({IDENTS_ASCII[match.state.ident[s]]})" for s in match.state.order]
    assert text.endswith(" · ".join(listed))
    assert [text.index(entry) for entry in listed] == sorted(text.index(entry) for entry in listed)


def test_ch4_ch5_first_cards_in_identity_order_then_the_first_turn_draws_two() -> None:
    match = _match(11)
    draws = [e for e in match.events if e.kind == "draw"]
    order = list(match.state.order)
    assert [e.seat for e in draws[:4]] == order and all(e.data == (4,) for e in draws[:4])
    turn = next(e for e in match.events if e.kind == "turn")
    assert turn.seat == order[0] and draws[4].seat == order[0] and draws[4].data == (2,)
    assert GAME.event_text(turn, "en", NAMES) == f"Round 1: {NAMES[order[0]]}'s turn"
    own = GAME.event_text(draws[0], "en", NAMES)
    public = GAME.event_text(draws[0].seen_by(None), "en", NAMES)
    first = NAMES[order[0]]
    assert own.startswith(f"{first} draws 4 cards (") and public == f"{first} draws 4 cards"


def test_ch14_an_inheritance_names_heir_and_fallen_teammate() -> None:
    event = Event("inherit", 2, (0, 3), (1, 2, 3))
    assert GAME.event_text(event, "en", NAMES) == "Cem inherits 3 cards from teammate Ann"
    # without names, seats as people count them (seat_fallback, docs/i18n.md; session 11)
    assert GAME.event_text(event, "en") == "Player 3 inherits 3 cards from teammate Player 1"
