"""Play-through 16 on the CHEMIS table after a person's death (session 17): de 5 (the story of the
death comes right after it and the table waits while it is open, CH-11), zh 8 (no empty action box
for a dead viewer), de 6 (a gap between the zone column and the Seats panel), and issue 12 point 11
(heated HNO₃: log and board agree)."""

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
from chemcards.tui.app import ChemcardsApp
from chemcards.tui.clock import FakeClock
from chemcards.tui.settings import Settings

sys.path.insert(0, str(Path(__file__).parent.parent / "chemis"))
from chemis_helpers import clear_hand, give

NAMES = {"zh": "小明", "de": "Anna", "en": "Ann"}


def _killed_first(lang: str) -> Match:
    """The person (seat 0, 1 HP) against three computers; the computer whose turn it is holds a
    precipitate (Ba + [SO4]: BaSO₄, −1 HP, CH-16): the person dies in that computer's turn."""
    seats = [Seat(NAMES[lang]), *(Seat(n, "computer", "medium") for n in ("Curie", "Bohr", "Dalton"))]
    match = Match(GAME, seats, {"hp": 1}, seed=3)
    st = match.state
    for s in range(len(seats)):
        clear_hand(st, s)
    give(st, st.turn_seat, "Ba", "[SO4]")
    return match


def _app(match: Match, lang: str, speed: str = "fast") -> ChemcardsApp:
    return ChemcardsApp(match=match, settings=Settings(lang=lang, speed=speed), clock=FakeClock(),
                        remember=False, games=lambda: {GAME.id: GAME})


async def _until_fate(app: ChemcardsApp, pilot: Any) -> None:
    clock = app.clock
    assert isinstance(clock, FakeClock)
    for _ in range(40):
        await settle(pilot)
        if isinstance(app.screen, FateScreen):
            return
        clock.advance(0.5)
    raise AssertionError("the person never died")


@sync
async def test_ch11_pt16_de5_the_story_comes_at_the_death_and_the_table_waits_for_it() -> None:
    """De 5: the story of a death in round 8 was closed with the header at round 10. The story
    comes with the move that killed (nothing after the death but what that same move did), and
    however long it stays open, no computer moves behind it; closed, the game goes on."""
    match = _killed_first("de")
    app = _app(match, "de")
    async with app.run_test(size=(80, 24)) as pilot:
        await _until_fate(app, pilot)
        events = match.events
        died = max(i for i, e in enumerate(events) if e.kind == "dead" and e.seat == 0)
        turns = [e for e in events[died:] if e.kind == "turn"]
        assert len(turns) <= 1, [e.kind for e in events[died:]]  # at most the next turn's start
        moves, round_then = len(match.record.actions), match.state.round
        for _ in range(20):  # a minute of table time with the story open
            app.clock.advance(3.0)
            await settle(pilot)
        assert isinstance(app.screen, FateScreen)
        assert len(match.record.actions) == moves and match.state.round == round_then
        assert table_of(app).driver.paused
        await pilot.press("enter")
        await settle(pilot)
        for _ in range(10):
            app.clock.advance(3.0)
            await settle(pilot)
        assert len(match.record.actions) > moves  # the computers play on once it was read


@pytest.mark.parametrize("lang", ["de", "en", "zh"])
@sync
async def test_ch12_pt16_zh8_no_empty_action_box_under_the_offer_after_death(lang: str) -> None:
    """Zh 8: after the death at 80×24 an empty bordered action box of fourteen rows sat under
    "you are dead … press e". A dead viewer has nothing to choose for the rest of the game: the
    box is gone, the offer (CH-12) stays."""
    from textual.widgets import OptionList

    from chemcards.i18n import tr

    match = _killed_first(lang)
    app = _app(match, lang, speed="slow")
    async with app.run_test(size=(80, 24)) as pilot:
        await _until_fate(app, pilot)
        await pilot.press("enter")
        await settle(pilot)
        table = table_of(app)
        assert not match.state.alive[0] and match.outcome() is None
        moves = table.board.query_one("#chemis-moves", OptionList)
        assert not moves.display
        text = screen_text(app)
        assert "▊" not in text, text
        assert tr("chemis", "play_out_offer", lang)[:6] in text.replace("\n", ""), text


def _water_table(lang: str) -> Match:
    """Three seats; the computers' zones hold water and carbon dioxide, whose names fill the zone
    column at 80×24 (play-through 16, de 6)."""
    from chemis_helpers import put

    seats = [Seat(NAMES[lang]), Seat("Bohr", "computer", "medium"), Seat("Curie", "computer", "medium")]
    match = Match(GAME, seats, {"hp": 2}, seed=5)
    st = match.state
    put(st, 1, "H2O")
    put(st, 2, "CO2")
    put(st, 2, "KOH")
    return match


@pytest.mark.parametrize("lang", ["de", "en", "zh"])
@sync
async def test_pt16_de6_zone_column_keeps_a_gap_before_the_seats_panel(lang: str) -> None:
    """De 6: "H₂O Wasser (LP +1╭─ Plätze": the zone text ran into the Seats panel's border. The
    zone lines end one cell before it."""
    from textual.widgets import Static
    from tui_helpers import cell_slice

    match = _water_table(lang)
    app = _app(match, lang, speed="slow")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        table = table_of(app)
        zones = table.board.query_one("#chemis-zones", Static)
        seats = table.query_one("#seats")
        edge = seats.region.x  # the Seats panel's left border
        lines = screen_text(app).splitlines()
        rows = range(zones.region.y, zones.region.y + zones.region.height)
        assert edge == zones.region.right, (edge, zones.region)
        for y in rows:
            assert cell_slice(lines[y], edge - 1, edge) == " ", lines[y]


def _hno3_table(lang: str, zone_of: str, portions: int) -> tuple[Match, int]:
    """The person (seat 0) at their turn with a Heat card; HNO₃ in ``portions`` lies in the
    person's own zone ("own") or in Curie's ("other")."""
    from chemis_helpers import put

    seats = [Seat(NAMES[lang]), Seat("Curie", "computer", "medium"), Seat("Bohr", "computer", "medium")]
    match = Match(GAME, seats, {}, seed=5)
    st = match.state
    assert st.turn_seat == 0 and 0 in match.to_act()
    for s in range(3):
        clear_hand(st, s)
    give(st, 0, "heat")
    zone = 0 if zone_of == "own" else 1
    put(st, zone, "HNO3", portions=portions)
    return match, zone


def _squeezed(text: str) -> str:
    return "".join(text.split())


def _log_text(app: ChemcardsApp) -> str:
    """Everything the log holds, its wrapped lines joined, without spaces (a wrap drops one)."""
    from textual.widgets import RichLog

    log = table_of(app).query_one("#log", RichLog)
    return _squeezed("".join(strip.text for strip in log.lines))


def _zone_rows(app: ChemcardsApp) -> str:
    from textual.widgets import Static

    zones = table_of(app).board.query_one("#chemis-zones", Static)
    lines = screen_text(app).splitlines()
    return "\n".join(lines[zones.region.y:zones.region.y + zones.region.height])


@pytest.mark.parametrize("lang", ["de", "en", "zh"])
@sync
async def test_ch23_issue12_11_heated_hno3_log_and_board_agree(lang: str) -> None:
    """Issue 12 point 11: "Heated HNO₃: the log says it is gone but the board still shows it"; no
    tester could reach it. Built here: Heat on one portion of HNO₃ in Curie's zone makes it a toxic
    vapour (CH-23, CH-36) that hurts and leaves; the log says what it did, the zone line no longer
    shows it, and the Heat card stays on the zone line until the turn's end, when the log says it
    served no reaction (CH-33) and the zone line drops it."""
    from chemcards.games.chemis.actions import parse
    from chemcards.i18n import tr

    match, zone = _hno3_table(lang, "other", 1)
    app = _app(match, lang, speed="slow")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        table = table_of(app)
        assert "HNO₃" in _zone_rows(app)
        ident = match.state.ident[zone]
        assert table.apply(0, parse(f"{'甲乙丙丁戊己'[ident]}: heat"))
        for _ in range(5):
            await settle(pilot)
        st = match.state
        assert not [it for it in st.items[zone] if it.formula == "HNO3"] and st.hp[zone] == 3
        rows = _zone_rows(app)
        assert "HNO₃" not in rows, rows
        heat = tr("chemis", "fn_heat", lang)
        assert heat in rows, rows  # the card lies there until the turn's end (CH-33)
        hurt = [e for e in match.events if e.kind == "hurt"]
        assert hurt and hurt[-1].data[1] == "HNO3"
        names = [seat.name for seat in match.seats]
        from chemcards.games.chemis.texts import event_text

        told = event_text(hurt[-1], lang, names=names, viewer=0, view=match.view(0))
        assert "HNO₃" in told and _squeezed(told) in _log_text(app)  # the log says what it did
        assert table.apply(0, parse("end"))
        for _ in range(5):
            await settle(pilot)
        assert heat not in _zone_rows(app)

        unused = [e for e in match.events if e.kind == "cond_unused"]
        assert len(unused) == 1
        line = event_text(unused[0], lang, names=names, viewer=0, view=match.view(0))
        assert _squeezed(line) in _log_text(app), _log_text(app)[-300:]


@pytest.mark.parametrize("lang", ["en"])
@sync
async def test_ch23_heated_hno3_in_four_portions_decomposes_and_the_board_follows(lang: str) -> None:
    """Four portions of HNO₃ and Heat in one's own zone: 4HNO₃ → 4NO₂ + O₂ + 2H₂O (CH-36) is
    offered; chosen, the zone shows the water left and no HNO₃, as the log tells."""
    from chemcards.games.chemis.actions import parse

    match, _ = _hno3_table(lang, "own", 4)
    app = _app(match, lang, speed="slow")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        table = table_of(app)
        me = match.state.ident[0]
        assert table.apply(0, parse(f"{'甲乙丙丁戊己'[me]}: heat"))
        await settle(pilot)
        assert "HNO₃" in _zone_rows(app)  # heated, waiting for the reaction to be chosen (CH-21)
        assert table.apply(0, parse("react 4HNO3 -[heat]-> 4NO2 + O2 + 2H2O"))
        for _ in range(5):
            await settle(pilot)
        assert [it.formula for it in match.state.items[0]] == ["H2O"]
        rows = _zone_rows(app)
        assert "HNO₃" not in rows and "H₂O" in rows, rows
