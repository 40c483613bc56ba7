"""Play-through 16 (session 17, issue 12) at the Chemie-Kartenspiel's table: the hint counts the
compound built on the board (en 1: H, H, O picked with ⏎ showed "✓ This is a valid compound.", and
`h` said "pass and draw 4 cards … — the only move there is"; CK-8, CK-11, CK-15 [decided])."""

from __future__ import annotations

import pytest
from test_tui_cc_hint import press_h
from tui_helpers import app_for, settle, sync, table_of

from chemcards.core import registry
from chemcards.core.match import Match
from chemcards.core.protocol import LANGS
from chemcards.core.seats import Seat
from chemcards.games.chemie_kartenspiel.board import ChemieBoard
from chemcards.games.chemie_kartenspiel.catalogue import catalogue
from chemcards.games.chemie_kartenspiel.texts import t
from chemcards.i18n import ui

GAME_ID = "chemie-kartenspiel"


def _match4(held: str) -> Match:
    """A seeded four-seat family game (as the launcher's default), the person's hand rigged."""
    game = registry.games()[GAME_ID]
    seats = [Seat("Ann"), *(Seat(n, "computer", "medium") for n in ("Curie", "Bohr", "Dalton"))]
    match = Match(game, seats, {"mode": "family"}, seed=16)
    counts = [0] * catalogue().size
    for word in held.split():
        symbol, _, times = word.partition("*")
        counts[catalogue().by_symbol[symbol]] += int(times or 1)
    match.state.hands[0] = counts
    return match


async def _pick(pilot, board: ChemieBoard, entry: tuple[str, int]) -> None:  # type: ignore[no-untyped-def]
    board.cursor = board.entries.index(entry)
    await pilot.press("enter")
    await settle(pilot)


@pytest.mark.parametrize(("held", "picks"), [
    ("H*2 O Al*2 Cr Sn", ["H", "H", "O"]),  # en 1 as seen: H₂O from single cards (CK-15 [decided])
    ("H*3 O*2 Na Cl", ["H", "H", "O"]),  # the same with cards left over that could join it
    ("H*2 O Cl Na K Fe", ["O", "H"]),  # half-way to H₂O: the missing H is the move
    ("H*2 O K Cl Sn Al", ["K", "OH"]),  # a combination in the picks: KOH
    ("H O Protomaterie*2 K Sn Al", ["K", "OH✱"]),  # a joker in the picks: K(OH with ✱)
])
@sync
async def test_en1_the_hint_offers_the_compound_built_on_the_board(held: str, picks: list[str]) -> None:
    """en 1 (CK-8, CK-11, CK-15): picks made with ⏎ that form (or lead to) a valid compound: the
    hint never says "pass … the only move there is"; it names laying out (or completing) the
    compound the board shows, and the figure of a search that weighed it."""
    app = app_for(_match4(held), lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        table = table_of(app)
        assert table.match.state.current == 0
        board = app.screen.query_one(ChemieBoard)
        board.focus()
        cat = catalogue()
        for pick in picks:
            if pick == "OH":
                entry = next(e for e in board.entries if e[0] == "combo"
                             and str(_unit(e[1])) == "[OH]")
            elif pick == "OH✱":
                entry = next(e for e in board.entries if e[0] == "combo"
                             and str(_unit(e[1])).startswith("[O") and "*" in str(_unit(e[1])))
            else:
                entry = ("card", cat.by_symbol[pick])
            await _pick(pilot, board, entry)
        assert len(board.selection) == len(picks), (board.message, board.entries)
        await press_h(pilot, app)
        line = table.hint_shown or ""
        assert ui("hint_only_move", "en") not in line, line
        assert t("do_skip", "en") not in line.split("—")[0], line
        if len(picks) == 3 or "OH" in picks[-1]:
            assert t("do_lay", "en") in line.split("—")[0], line


def _unit(index: int):  # type: ignore[no-untyped-def]
    from chemcards.games.chemie_kartenspiel.search import units

    return units()[index]


@pytest.mark.parametrize("lang", LANGS)
@sync
async def test_en1_the_hint_for_h_h_o_reads_lay_in_every_language(lang: str) -> None:
    """en 1 in de, en, zh: the hint names the lay of the H₂O on the board (typed form included)."""
    app = app_for(_match4("H*2 O Al*2 Cr Sn"), lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        table = table_of(app)
        board = app.screen.query_one(ChemieBoard)
        board.focus()
        for sym in ("H", "H", "O"):
            await _pick(pilot, board, ("card", catalogue().by_symbol[sym]))
        await press_h(pilot, app)
        line = table.hint_shown or ""
        assert ui("hint_only_move", lang) not in line, line
        assert t("do_lay", lang) in line, line
