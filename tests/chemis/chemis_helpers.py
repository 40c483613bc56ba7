"""Scenario helpers for the CHEMIS tests: set a table up card by card, keeping every card in one place."""

from __future__ import annotations

from chemcards.core.rng import Rng
from chemcards.core.seats import Seat
from chemcards.games.chemis import GAME, chem, recipes, zones
from chemcards.games.chemis.actions import parse
from chemcards.games.chemis.catalogue import card_kinds, kind_of
from chemcards.games.chemis.state import IDENTS, ChemisState, Item
from chemcards.games.chemis.texts import ident_label


def fresh(n: int = 3, seed: int = 1, **options: object) -> ChemisState:
    """A table of one person (seat 0) and computers: a seat with no answer in a judgement or dying
    round is passed for (CH-10; with two people or more every person is asked, see
    ``turns.asks_everyone``)."""
    return GAME.new_state([Seat("p0"), *(Seat(f"p{i}", "computer", "easy") for i in range(1, n))],
                          options, Rng(seed))


def take(st: ChemisState, token: str) -> int:
    """Take one card of a kind out of the pile or the discard pile."""
    for pile in (st.pile, st.discard):
        for c in pile:
            if kind_of(c).token == token:
                pile.remove(c)
                return c
    raise LookupError(f"no {token} left in the pile")


def give(st: ChemisState, seat: int, *tokens: str) -> None:
    for t in tokens:
        st.hands[seat].append(take(st, t))


def clear_hand(st: ChemisState, seat: int) -> None:
    st.pile += st.hands[seat]
    st.hands[seat] = []


def put(st: ChemisState, zone: int, formula: str, source: int = -1, portions: int = 1,
        judged: bool = True) -> Item:
    """Lay a substance into a zone as if it had been there (already judged unless told otherwise)."""
    recipe = recipes.recipes()[formula][0]
    cards = tuple(take(st, t) for t, n in recipes.needs(recipe).items() for _ in range(n))
    it = zones.new_item(st, formula, cards, source, portions)
    if judged:
        it = it._replace(judged=zones.special(it))
    st.items[zone].append(it)
    return it


def name(st: ChemisState, seat: int) -> str:
    """The seat's identity card as the notation writes it (甲…己)."""
    return IDENTS[st.ident[seat]]


def shown(st: ChemisState, seat: int, lang: str) -> str:
    """The seat's identity card as a screen in ``lang`` shows it (CH-2: A–F in German and English,
    甲…己 in Chinese; issue 21)."""
    return ident_label(st.ident[seat], lang)


def play(st: ChemisState, seat: int, text: str) -> list:
    return GAME.apply(st, seat, parse(text))


def legal_text(st: ChemisState, seat: int) -> list[str]:
    return [str(a) for a in GAME.legal_actions(st, seat)]


def conserved(st: ChemisState) -> bool:
    return sorted(st.all_cards()) == list(range(len(card_kinds())))


def formulas(st: ChemisState, zone: int) -> list[str]:
    return [it.formula for it in st.items[zone]]


def reaction(text: str) -> chem.Reaction:
    r = chem.by_text(text)
    assert r is not None, text
    return r
