"""The launcher after play-through 13 (session 14, launch14): en 10, the seat buttons' ←/→, a seat
turned into a person keeping a computer's name, and the launcher after a lesson's offered game."""

from __future__ import annotations

import pytest
from test_tui_launcher_s12 import fill_in, form, launcher, loaded, until
from textual.widgets import Input
from tui_helpers import settle, sync

from chemcards.i18n import LANGS, ui
from chemcards.tui.dialogs import ConfirmScreen
from chemcards.tui.launcher import is_computer_default
from chemcards.tui.lesson import GuidedTable, start_offered_game
from chemcards.tui.table import TableScreen
from chemcards.tui.widgets import Cycler


@sync
async def test_pt13_en10_left_and_right_move_between_the_seat_buttons() -> None:
    """en 10: the help line says "←/→ chooses", but with the focus on "+" → stayed there (only Tab
    reached "−"). → goes to "−", ← back to "+"; neither adds or removes a seat."""
    app = launcher("en", "color-clash")
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await loaded(pilot)
        count = len(screen.seat_specs)
        screen.query_one("#add-seat").focus()
        await pilot.pause()
        await pilot.press("right")
        await until(pilot, lambda: app.focused is not None and app.focused.id == "remove-seat")
        await pilot.press("right")  # the last of the two: the focus stays
        await pilot.pause()
        assert app.focused is not None and app.focused.id == "remove-seat"
        await pilot.press("left")
        await until(pilot, lambda: app.focused is not None and app.focused.id == "add-seat")
        assert len(screen.seat_specs) == count


@pytest.mark.parametrize("lang", LANGS)
@sync
async def test_pt13_en10_a_computer_seat_turned_person_gets_a_persons_default_name(lang: str) -> None:
    """en 10: seat 2 switched from Computer to Person kept "Curie". A seat turned into a person
    gets "Player 2" (in the UI language) when its name was a computer's default; a typed name stays."""
    app = launcher(lang, "color-clash")
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await loaded(pilot)
        assert screen.seat_specs[1].computer and screen.seat_specs[2].computer
        screen.query_one("#name-2", Input).value = "Tante Emma"
        await pilot.pause()
        for i in (1, 2):
            screen.query_one(f"#kind-{i}", Cycler).value = "human"
        await pilot.pause()
        await settle(pilot)
        wanted = ui("default_person", lang, n=2)
        assert screen.seat_specs[1].name == wanted and not screen.seat_specs[1].computer
        assert screen.query_one("#name-1", Input).value == wanted  # on screen too
        assert screen.seat_specs[2].name == "Tante Emma"
        assert screen.query_one("#name-2", Input).value == "Tante Emma"
        # and back: "Player 2" as a computer would pass a computer off under a person's label
        screen.query_one("#kind-1", Cycler).value = "computer"
        await pilot.pause()
        await settle(pilot)
        used = {s.name for i, s in enumerate(screen.seat_specs) if i != 1}
        assert screen.seat_specs[1].computer and screen.seat_specs[1].name not in used
        assert is_computer_default(screen.seat_specs[1].name, 1), screen.seat_specs[1].name


@sync
async def test_pt13_en10_after_a_lessons_offered_game_the_launcher_has_the_persons_own_set_up() -> None:
    """en 10: after "Learn to play", the game the lesson's end offers, then Ctrl+P → New game, the
    launcher showed the lesson's seats (Curie, computer) instead of the person's own (Ben, person)."""
    app = launcher("en", "color-clash")
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await loaded(pilot)
        await fill_in(pilot, screen)
        screen.query_one("#kind-1", Cycler).value = "human"
        await pilot.pause()
        screen.query_one("#name-1", Input).value = "Ben"
        await pilot.pause()
        before = form(screen)
        assert before[1][1][:2] == ("Ben", False), before
        screen.query_one("#learn").press()  # type: ignore[attr-defined]
        await until(pilot, lambda: isinstance(app.screen, GuidedTable))
        await settle(pilot)
        lesson = app.screen
        assert isinstance(lesson, GuidedTable)
        start_offered_game(app, lesson)  # what the lesson's end offers (Ctrl+N)
        await until(pilot, lambda: isinstance(app.screen, TableScreen) and app.screen is not lesson)
        await settle(pilot)
        app.action_new_game()
        await until(pilot, lambda: isinstance(app.screen, ConfirmScreen))
        await pilot.press("y")
        screen = await loaded(pilot)
        after = form(screen)
        # a person's seat has no level to keep: names, kinds, the game and its options
        assert [s[:2] for s in after[1]] == [s[:2] for s in before[1]], after
        assert (after[0], after[2], after[3]) == (before[0], before[2], before[3])
