"""Shared helpers for the Chemie-Kartenspiel tests: hands from text, hand-made states, random play."""

from __future__ import annotations

from chemcards.core.rng import Rng
from chemcards.core.seats import Seat
from chemcards.games.chemie_kartenspiel import GAME
from chemcards.games.chemie_kartenspiel.actions import Add
from chemcards.games.chemie_kartenspiel.catalogue import catalogue
from chemcards.games.chemie_kartenspiel.notation import parse_unit
from chemcards.games.chemie_kartenspiel.state import State


def cards(text: str) -> list[int]:
    """``"H Cl O*3 Protomaterie"`` -> card indices (``*n`` repeats a card)."""
    cat = catalogue()
    out: list[int] = []
    for word in text.split():
        sym, _, times = word.partition("*")
        out += [cat.by_symbol[sym]] * int(times or 1)
    return out


def hand(text: str) -> tuple[int, ...]:
    counts = [0] * catalogue().size
    for c in cards(text):
        counts[c] += 1
    return tuple(counts)


def seats(n: int) -> list[Seat]:
    return [Seat(f"P{i + 1}") for i in range(n)]


def new_game(players: int = 2, seed: int = 1, mode: str = "family", decks: str = "auto") -> State:
    return GAME.new_state(seats(players), {"mode": mode, "decks": decks}, Rng(seed))


def rig(hands: list[str], pile: str = "", seed: int = 1, mode: str = "family") -> State:
    """A state with exactly these hands and this pile (its end is the top). The decks are set to
    what is in play, so that the census of cards holds."""
    state = new_game(len(hands), seed, mode)
    size = catalogue().size
    state.hands = [list(hand(h)) for h in hands]
    if mode == "family":
        state.piles = [cards(pile)]
        total = [0] * size
        for h in state.hands:
            total = [a + b for a, b in zip(total, h, strict=True)]
        for c in state.piles[0]:
            total[c] += 1
        state.decks = [tuple(total)]
    else:
        state.piles = [cards(pile) for _ in hands]
        decks = []
        for s, h in enumerate(state.hands):
            total = list(h)
            for c in state.piles[s]:
                total[c] += 1
            decks.append(tuple(total))
        state.decks = decks
    return state


def build(state: State, seat: int, *unit_texts: str) -> None:
    for text in unit_texts:
        GAME.apply(state, seat, Add(parse_unit(text)))


def census(state: State) -> list[tuple[int, ...]]:
    """Per deck, the counts of cards found in hands, piles and on the table."""
    size = catalogue().size
    n = len(state.seats)
    groups = [list(range(n))] if len(state.piles) == 1 else [[s] for s in range(n)]
    out = []
    for g, members in enumerate(groups):
        total = [0] * size
        for c in state.piles[g]:
            total[c] += 1
        for s in members:
            for c, n in enumerate(state.hands[s]):
                total[c] += n
            for p in state.table[s]:
                cards_here = p.compound.cards()
                if p.compound.shield and not p.shield:
                    cards_here[catalogue().proto] -= 1  # a used shield is back in the pile
                for c, n in cards_here.items():
                    total[c] += n
        out.append(tuple(total))
    return out


def play_random(state: State, rng: Rng, limit: int = 20000) -> int:
    steps = 0
    while GAME.outcome(state) is None and steps < limit:
        seat = GAME.to_act(state)[0]
        legal = GAME.legal_actions(state, seat)
        GAME.apply(state, seat, legal[rng.randbelow(len(legal))])
        steps += 1
    return steps
