"""Issue 12 point 4 for CHEMIS (play-through 15, de 1 and checklist row 4): a person who died while
only computers were left alive had no way out but watching up to nine more rounds or quitting.
CH-12 [decided]: once every person at the table is dead, ``e`` ("Skip to the result") lets the
computers play the rest out at once; the places still come from the rules. Offered in the footer
and in a line on the board, only then (the match driver decides, ``MatchDriver.may_play_out``)."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pytest
from tui_helpers import screen_text, settle, sync, table_of

from chemcards.core.match import Match
from chemcards.core.seats import Seat
from chemcards.games.chemis import GAME
from chemcards.games.chemis.board import FateScreen
from chemcards.i18n import tr
from chemcards.tui.app import ChemcardsApp
from chemcards.tui.clock import FakeClock
from chemcards.tui.outcome import OutcomeScreen
from chemcards.tui.settings import Settings

sys.path.insert(0, str(Path(__file__).parent.parent / "chemis"))
from chemis_helpers import clear_hand, give

NAMES = {"zh": "小明", "de": "Anna", "en": "Ann"}


def _killed_first(lang: str) -> Match:
    """The person (seat 0, 1 HP) against three computers; the computer whose turn it is holds a
    precipitate (Ba + [SO4]: BaSO₄, −1 HP, CH-16) and nothing else, the others hold nothing: the
    person dies in the first turn and the computers play on."""
    seats = [Seat(NAMES[lang]), *(Seat(n, "computer", "medium") for n in ("Curie", "Bohr", "Dalton"))]
    match = Match(GAME, seats, {"hp": 1}, seed=3)
    st = match.state
    assert st.turn_seat != 0
    for s in range(len(seats)):
        clear_hand(st, s)
    give(st, st.turn_seat, "Ba", "[SO4]")
    return match


def _app(match: Match, lang: str) -> ChemcardsApp:
    """Computers at a slow pace on a fake clock: without ``e`` they do not move on while the test
    looks (the clock moves only when the test says so)."""
    return ChemcardsApp(match=match, settings=Settings(lang=lang, speed="slow"), clock=FakeClock(),
                        remember=False, games=lambda: {GAME.id: GAME})


async def _until_fate(app: ChemcardsApp, pilot: Any) -> None:
    clock = app.clock
    assert isinstance(clock, FakeClock)
    for _ in range(40):
        await settle(pilot)
        if isinstance(app.screen, FateScreen):
            return
        clock.advance(2.0)
    raise AssertionError("the person never died")


@pytest.mark.parametrize("lang", ["de", "en", "zh"])
@sync
async def test_ch12_pt15_de1_dead_against_computers_e_skips_to_the_result(lang: str) -> None:
    match = _killed_first(lang)
    app = _app(match, lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await _until_fate(app, pilot)
        await pilot.press("enter")  # the story of the death is read first (CH-11)
        await settle(pilot)
        table = table_of(app)
        assert not match.state.alive[0] and match.outcome() is None
        assert table.board.check_action("play_out", ())
        text = screen_text(app)
        footer = text.splitlines()[-1]
        assert "e " + tr("chemis", "key_play_out", lang) in footer, footer
        offer = tr("chemis", "play_out_offer", lang)
        assert offer[:10] in text.replace("\n", ""), text
        moves = len(match.record.actions)
        table.focus_board()
        await pilot.press("e")
        for _ in range(200):  # no clock moves: the computers play without pauses
            await settle(pilot)
            if isinstance(app.screen, OutcomeScreen):
                break
        assert isinstance(app.screen, OutcomeScreen), type(app.screen)
        outcome = match.outcome()
        assert outcome is not None and len(match.record.actions) > moves
        # the places come from the rules (game.placing): the person died first, so is last
        assert outcome.places[0] == max(outcome.places)
        assert all(not action.startswith("!") for _, action in match.record.actions[moves:])


@sync
async def test_ch12_no_skip_key_while_the_person_lives() -> None:
    """Not offered while a person is alive: the key is off, no line offers it, ``e`` ends the turn
    as always (CH-7)."""
    seats = [Seat("Ann"), *(Seat(n, "computer", "medium") for n in ("Curie", "Bohr"))]
    match = Match(GAME, seats, {}, seed=4)
    app = _app(match, "en")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        table = table_of(app)
        assert match.state.alive[0]
        assert not table.board.check_action("play_out", ())
        assert not table.driver.may_play_out(0)
        assert tr("chemis", "play_out_offer", "en")[:10] not in screen_text(app).replace("\n", "")
        assert tr("chemis", "key_play_out", "en") not in screen_text(app)


def _last_blow(lang: str) -> Match:
    """The person (seat 0, 1 HP) against one computer whose turn it is, holding a precipitate: the
    final damage kills the person and ends the game at once (CH-11, CH-12)."""
    seats = [Seat(NAMES[lang]), Seat("Curie", "computer", "medium")]
    match = Match(GAME, seats, {"hp": 1}, seed=3)
    st = match.state
    assert st.turn_seat == 1
    for s in range(2):
        clear_hand(st, s)
    give(st, 1, "Ba", "[SO4]")
    return match


@pytest.mark.parametrize("lang", ["de", "en", "zh"])
@sync
async def test_ch11_pt15_en1_the_death_that_ends_the_game_is_told_before_and_in_the_result(
        lang: str) -> None:
    """Play-through 15, en 1 (issue 12 point 11): the person died in a computer's turn, the result
    came, and why was only in the log, 20 lines up. The story of the death comes first (CH-11), and
    the result itself says how the person died, whatever the order of the screens."""
    match = _last_blow(lang)
    app = _app(match, lang)
    seen: list[str] = []
    async with app.run_test(size=(80, 24)) as pilot:
        for _ in range(40):
            await settle(pilot)
            seen.append(type(app.screen).__name__)
            if isinstance(app.screen, OutcomeScreen):
                break
            if isinstance(app.screen, FateScreen):
                assert match.outcome() is not None  # this death ended the game
                await pilot.press("enter")
                continue
            app.clock.advance(2.0)
        assert isinstance(app.screen, OutcomeScreen), seen
        assert "FateScreen" in seen  # the story first
        text = screen_text(app).replace("\n", " ")
        note = tr("chemis", "fate_result_you", lang, round=1, what="BaSO₄", source="Curie")
        flat = " ".join(text.split())
        head = note.split("BaSO₄")[0].strip()
        assert head and " ".join(head.split()) in flat, (head, flat)
        assert "BaSO₄" in flat and "Curie" in flat


@sync
async def test_ch12_hot_seat_offered_once_every_person_is_dead() -> None:
    """Two people at one screen: not while one of them lives; once both are dead the line speaks to
    all of them, and ``e`` plays the rest out to the result."""
    seats = [Seat("Ann"), Seat("Bob"), *(Seat(n, "computer", "medium") for n in ("Curie", "Bohr"))]
    match = Match(GAME, seats, {}, seed=1)
    st = match.state
    assert st.seats[st.turn_seat].is_computer
    st.alive[0], st.hp[0], st.died[0] = False, 0, 1  # Ann died before; Bob still plays
    assert not GAME.may_play_out(st, 0)
    st.alive[1], st.hp[1], st.died[1] = False, 0, 2
    app = _app(match, "en")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        table = table_of(app)
        text = screen_text(app).replace("\n", "")
        assert tr("chemis", "play_out_offer_all", "en")[:10] in text, text
        table.focus_board()
        await pilot.press("e")
        for _ in range(200):
            await settle(pilot)
            if isinstance(app.screen, OutcomeScreen):
                break
        assert isinstance(app.screen, OutcomeScreen) and match.outcome() is not None
