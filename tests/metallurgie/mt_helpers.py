"""Shared helpers for the Metallurgie tests: build a table by hand, play random games."""

from __future__ import annotations

from chemcards.core.protocol import IllegalAction
from chemcards.core.rng import Rng
from chemcards.core.seats import Seat
from chemcards.games.metallurgie import GAME
from chemcards.games.metallurgie.catalogue import STOP, catalogue
from chemcards.games.metallurgie.hexgrid import pack
from chemcards.games.metallurgie.state import State

SYMBOLS = ("Fe", "Cu", "Ag", "Au")


def seats(n: int) -> list[Seat]:
    return [Seat(f"P{i + 1}") for i in range(n)]


def new_game(players: int = 3, seed: int = 1, bonus: str = "off") -> State:
    return GAME.new_state(seats(players), GAME.resolve_options({"bonus": bonus}), Rng(seed))


def table(field: dict[tuple[int, int], str], hands: list[list[str]], pile: list[str] | None = None,
          bonus: bool = False) -> State:
    """A hand-made state: ``field`` maps (q, r) to its top metal; the pile's end is its top.

    Cards the caller does not place go to ``out`` so that the 108-card census still holds."""
    state = State(seats(len(hands)), bonus)
    state.field = {pack(q, r): SYMBOLS.index(s) for (q, r), s in field.items()}
    state.hands = [[SYMBOLS.index(c) for c in h] for h in hands]
    if pile is None:
        pile = ["Ag"] * 2 + ["STOP"] + ["Cu"] * 10
    state.pile = [STOP if c == "STOP" else SYMBOLS.index(c) for c in pile]
    used = [0] * 4
    for top in state.field.values():
        for m in range(top + 1):
            used[m] += 1
    for h in state.hands:
        for m in h:
            used[m] += 1
    for c in state.pile:
        if c != STOP:
            used[c] += 1
    state.out = [n - u for n, u in zip(catalogue().counts, used, strict=True)]
    assert min(state.out) >= 0, "the hand-made table uses more cards than the box holds"
    return state


def act(state: State, text: str, seat: int | None = None) -> list:
    seat = state.current if seat is None else seat
    return GAME.apply(state, seat, GAME.parse_action(text))


def legal_texts(state: State, seat: int | None = None) -> list[str]:
    seat = state.current if seat is None else seat
    return [str(a) for a in GAME.legal_actions(state, seat)]


def refused(state: State, text: str, seat: int | None = None) -> IllegalAction:
    """Apply an action that must be refused; check that the state did not change at all."""
    before = GAME.state_json(state)
    seat = state.current if seat is None else seat
    try:
        GAME.apply(state, seat, GAME.parse_action(text))
    except IllegalAction as exc:
        assert GAME.state_json(state) == before
        return exc
    raise AssertionError(f"{text!r} was accepted")


def per_metal_census(state: State) -> list[int]:
    """Cards of each metal over every place; must always equal the box counts (MT-1)."""
    counts = [0] * 4
    for top in state.field.values():
        for m in range(top + 1):
            counts[m] += 1
    for h in state.hands:
        for m in h:
            counts[m] += 1
    for c in state.pile:
        if c != STOP:
            counts[c] += 1
    if state.revealed >= 0:
        counts[state.revealed] += 1
    for p in state.points:
        for m, n in enumerate(p):
            counts[m] += n
    for m, n in enumerate(state.out):
        counts[m] += n
    return counts


def play_random(state: State, rng: Rng, limit: int = 20000, check=None) -> int:
    steps = 0
    while GAME.outcome(state) is None:
        (seat,) = GAME.to_act(state)
        legal = GAME.legal_actions(state, seat)
        GAME.apply(state, seat, legal[rng.randbelow(len(legal))])
        steps += 1
        if check is not None:
            check(state)
        assert steps < limit, "the game did not end"
    return steps


