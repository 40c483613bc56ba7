"""The app names seats in its log, the replay command names them too, and once a game is over no
hand stays open under the result while more than one person shares the screen (CC-23)."""

from __future__ import annotations

import argparse
import io
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pytest
from rich.console import Console
from tui_fake_game import GAME as SHED
from tui_fake_game import token
from tui_helpers import app_for, screen_text, settle, sync, table_of

from chemcards.bots.base import Bot
from chemcards.commands import replay
from chemcards.core.match import Match
from chemcards.core.rng import Rng
from chemcards.core.seats import Seat
from chemcards.games.color_clash import GAME as CC
from chemcards.tui import privacy
from chemcards.tui.app import ChemcardsApp
from chemcards.tui.clock import FakeClock
from chemcards.tui.curtain import CurtainScreen
from chemcards.tui.outcome import OutcomeScreen
from chemcards.tui.settings import Settings

ANN, BOB = Seat("Ann"), Seat("Bob")
CPU = Seat("Curie", "computer", "easy")


# -- names -----------------------------------------------------------------------------------------
@sync
async def test_the_table_log_names_people_and_computers() -> None:
    seats = [ANN, CPU, Seat("Bohr", "computer", "easy")]
    app = app_for(Match(CC, seats, {}, seed=5))
    async with app.run_test(size=(100, 40)) as pilot:
        await settle(pilot)
        table = table_of(app)
        match = table.match
        text = screen_text(app)
        (opening,) = [e for e in match.events if e.kind == "round"]
        starter = opening.data[1]  # Ann reads about herself in the second person (issue 21.3)
        assert ("You start" if starter == 0 else f"{seats[starter].name} starts") in text
        assert "First card:" in text  # the opening events are in the log from the start
        table.act_for_keyboard(CC.parse_action("draw"))  # Ann draws (and keeps): the computers move
        if "keep" in [str(a) for a in match.legal(0)]:
            table.act_for_keyboard(CC.parse_action("keep"))
        await settle(pilot)
        text = screen_text(app)
        assert "You draw" in text
        assert any(f"{s.name} plays" in text or f"{s.name} draws" in text for s in seats[1:])
        assert "Seat 0" not in text and "Seat 1" not in text


def test_replay_prints_names_and_the_opening_events(tmp_path: Path,
                                                    capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "game.json"
    match = Match(CC, [ANN, BOB], {}, seed=9, autosave=path)
    rng = Rng(1)
    for _ in range(6):
        (seat,) = match.to_act()[:1]
        legal = match.legal(seat)
        match.act(seat, CC.rollout_action(match.state, seat, legal, rng))
    assert replay.run(argparse.Namespace(file=path, lang="en", text=False)) == 0
    out = capsys.readouterr().out
    assert "First card:" in out.split("\n   1.")[0]  # printed before the first move
    assert f"   1. {match.seats[match.record.actions[0][0]].name} (" in out
    assert "Ann plays" in out or "Bob plays" in out
    assert "Seat 0" not in out and "Seat 1" not in out


def test_replay_of_a_finished_game_ends_with_the_result_in_the_chosen_language(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "game.json"
    match = Match(CC, [ANN, BOB], {}, seed=9, autosave=path)
    rng = Rng(1)
    while match.outcome() is None:
        (seat,) = match.to_act()[:1]
        match.act(seat, CC.rollout_action(match.state, seat, match.legal(seat), rng))
    winners = ", ".join(match.seats[w].name for w in match.outcome().winners)
    assert replay.run(argparse.Namespace(file=path, lang="de", text=False)) == 0
    tail = capsys.readouterr().out.rstrip().splitlines()[-3:]
    assert f"Gewonnen: {winners}" in tail
    assert tail[-1].startswith("Punkte: Ann ") and "Result" not in "".join(tail)


# -- the end of a game -----------------------------------------------------------------------------
def test_at_the_end_several_people_see_no_hand_and_one_person_keeps_their_own() -> None:
    assert privacy.viewer_at_end([ANN, CPU, BOB]) is None
    assert privacy.viewer_at_end([CPU, ANN]) == 1
    assert privacy.viewer_at_end([CPU, CPU]) is None
    # a person who left to a computer substitute is no longer at the screen (CC-22)
    assert privacy.viewer_at_end([ANN, BOB.as_substitute()]) == 0


class _FirstMove(Bot):
    """Plays the first legal action: in Shed a card before a draw, so the computer goes out."""

    level = "easy"

    def choose(self, view: Any, legal: Sequence[Any]) -> Any:
        return legal[0]


def _last_move_by_the_computer(seats: list[Seat]) -> tuple[ChemcardsApp, list[int]]:
    """Ann (seat 0) moves, then the computer (seat 1) plays its one card and wins; Ann still holds
    cards when the game ends."""
    match = Match(SHED, seats, {}, seed=3)
    match.state.hands[1] = match.state.hands[1][:1]
    app = ChemcardsApp(match=match, settings=Settings(lang="en", speed="instant"), clock=FakeClock(),
                       remember=False, games=lambda: {SHED.id: SHED},
                       make_bot=lambda game, seat, level, rng: _FirstMove(game, seat, rng))
    return app, match.state.hands[0][1:]


async def _finish(pilot: Any, app: ChemcardsApp) -> None:
    await settle(pilot)
    if isinstance(app.screen, CurtainScreen):
        await pilot.press("enter")
        await settle(pilot)
    table = table_of(app)
    assert table.viewer == 0
    table.board.choose(table.board.shown[1][0])  # Ann plays a card
    await settle(pilot)
    assert table.match.outcome() is not None and isinstance(app.screen, OutcomeScreen)


@sync
async def test_cc23_after_the_last_move_of_a_hot_seat_game_no_hand_lies_open_under_the_result() -> None:
    app, ann_left = _last_move_by_the_computer([ANN, CPU, BOB])
    async with app.run_test(size=(80, 24)) as pilot:
        await _finish(pilot, app)
        table = table_of(app)
        assert table.viewer is None and table.board.shown[2] is None
        text = screen_text(app)
        held = {token(c) for hand in table.match.state.hands for c in hand}
        assert held >= {token(c) for c in ann_left} and not any(t in text for t in held)


@sync
async def test_one_person_against_computers_keeps_their_own_hand_at_the_end() -> None:
    app, ann_left = _last_move_by_the_computer([ANN, CPU])
    async with app.run_test(size=(80, 24)) as pilot:
        await _finish(pilot, app)
        table = table_of(app)
        assert table.viewer == 0 and table.board.shown[2] == 0
        assert all(token(c) in screen_text(app) for c in ann_left)


@sync
async def test_escape_on_the_game_over_screen_does_not_quit_the_app() -> None:
    """Esc on the result must not end the app unasked (q or Quit do): since session 9 (CK-10,
    play-through 8 de 10) it closes the result to the final table, whose Esc brings it back."""
    from chemcards.tui.table import TableScreen

    app, _ = _last_move_by_the_computer([ANN, CPU])
    async with app.run_test(size=(80, 24)) as pilot:
        await _finish(pilot, app)
        assert isinstance(app.screen, OutcomeScreen)
        await pilot.press("escape")
        await settle(pilot)
        assert isinstance(app.screen, TableScreen) and app.is_running
        await pilot.press("escape")
        await settle(pilot)
        assert isinstance(app.screen, OutcomeScreen) and app.is_running


@sync
async def test_the_seats_panel_names_each_computer_once_at_80x24() -> None:
    """CC-24: computers are marked; the game's own line under the mark does not repeat the name."""
    from chemcards.games.chemis import GAME as CHEMIS
    from chemcards.tui.table import without_name

    assert without_name("乙 Curie: HP 4, 4 cards", "Curie") == "乙: HP 4, 4 cards"
    seats = [ANN, CPU, Seat("Bohr", "computer", "easy")]
    app = app_for(Match(CHEMIS, seats, {}, seed=5))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        seats_panel = app.screen.query_one("#seats")
        console = Console(width=seats_panel.content_size.width, file=io.StringIO(), record=True)
        console.print(seats_panel.content)
        panel = console.export_text()
        for cpu in seats[1:]:
            assert panel.count(cpu.name) == 1, panel
