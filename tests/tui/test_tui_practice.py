"""The table's practice keys (issue 19): u takes the person's last decision back, ctrl+y puts it
back, h shows the hard computer's move in one line; among people without agreement all three are
off."""

from __future__ import annotations

from tui_helpers import app_for, screen_text, settle, sync, table_of

from chemcards.core.match import Match
from chemcards.core.seats import Seat
from chemcards.games.metallurgie import GAME as METALLURGIE
from chemcards.tui.table import TableScreen


def practice_match(seats: list[Seat] | None = None, aids: bool = False) -> Match:
    seats = seats or [Seat("Ann"), Seat("Curie", "computer", "easy")]
    return Match(METALLURGIE, seats, seed=8, aids=aids)


async def play_until_undo_possible(pilot, table: TableScreen) -> None:  # type: ignore[no-untyped-def]
    match = table.match
    for _ in range(40):
        await settle(pilot)
        if 0 in match.to_act() and match.can_undo(0):
            return
        assert table.apply(0, match.legal(0)[0])
    raise AssertionError("undo never became possible")


@sync
async def test_u_takes_the_last_decision_back_and_ctrl_y_puts_it_back() -> None:
    """Issue 19: undo/redo at the table, through the driver; the record says so."""
    match = practice_match()
    app = app_for(match)
    async with app.run_test(size=(80, 24)) as pilot:
        table = table_of(app)
        await play_until_undo_possible(pilot, table)
        steps = len(match.steps)
        point = match.undo_point(0)
        await pilot.press("u")
        await settle(pilot)
        assert len(match.steps) == point and match.record.actions[-1][1].startswith("!undo ")
        assert "taken back" in screen_text(app)  # on the table's notice line
        await pilot.press("ctrl+y")
        await settle(pilot)
        assert match.record.actions[-1][1].startswith("!redo ")
        assert len(match.steps) >= steps


@sync
async def test_h_shows_the_hard_computers_move_in_one_line() -> None:
    """Issue 19: the hint, computed off the event loop from Ann's view, names a legal move."""
    match = practice_match()
    app = app_for(match)
    async with app.run_test(size=(100, 30)) as pilot:
        table = table_of(app)
        await settle(pilot)
        assert 0 in match.to_act()
        await pilot.press("h")
        await pilot.pause()
        await app.workers.wait_for_complete()
        await pilot.pause()
        line = table.hint_shown
        assert line is not None and line.startswith("Hint: ")
        view = match.view(0)  # the move named as the log would describe it (issue 21)
        named = [match.game.action_text(view, a, "en") for a in match.legal(0)]
        # with the move as typed into the move box beside it where that differs (play-through 10)
        assert any(line.startswith((f"Hint: {move} — ", f"Hint: {move} (type “")) for move in named)
        assert match.record.actions == []  # a hint plays nothing


@sync
async def test_among_people_without_agreement_undo_and_hint_are_off() -> None:
    """Issue 19: hot-seat among people: the keys are disabled unless all agreed at the start."""
    match = practice_match([Seat("Ann"), Seat("Bob")])
    app = app_for(match)
    async with app.run_test(size=(80, 24)) as pilot:
        table = table_of(app)
        await settle(pilot)
        # off and out of the footer (play-through 10: shown only where they work)
        assert table.check_action("hint", ()) is False and table.check_action("undo", ()) is False
        await pilot.press("h")
        await pilot.press("u")
        await pilot.pause()
        assert table.hint_shown is None and match.record.actions == []
    agreed = practice_match([Seat("Ann"), Seat("Bob")], aids=True)
    app = app_for(agreed)
    async with app.run_test(size=(80, 24)) as pilot:
        # on: the key answers (in the footer once it is a person's turn at the screen)
        assert table_of(app).check_action("hint_refused", ()) is True


@sync
async def test_the_launcher_records_that_all_people_agreed_to_undo_and_hints(tmp_path) -> None:  # type: ignore[no-untyped-def]
    """Issue 19: "unless all agreed at the start": the launcher's choice goes into the record."""
    from chemcards.tui.app import ChemcardsApp
    from chemcards.tui.clock import FakeClock
    from chemcards.tui.settings import Settings
    from chemcards.tui.widgets import Cycler

    app = ChemcardsApp(settings=Settings(lang="en", speed="instant"), clock=FakeClock(), remember=False,
                       save_path=tmp_path / "current.json", games=lambda: {METALLURGIE.id: METALLURGIE})
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        cycler = app.screen.query_one("#aids", Cycler)
        cycler.focus()
        await pilot.press("right")
        await pilot.pause()
        assert cycler.value == "agreed"
        await pilot.press("ctrl+s")
        await settle(pilot)
        table = app.table
        assert table is not None and table.match.record.aids and table.match.aids_allowed
