"""Hot-seat privacy (issue 3, item 3; CC-23): whose hand the screen shows, and the curtain."""

from __future__ import annotations

import random
import re

import pytest
from tui_fake_game import GAME, token
from tui_helpers import make_app, people, screen_text, settle, sync, table_of

from chemcards.core.protocol import REFEREE
from chemcards.core.seats import Seat
from chemcards.tui import privacy
from chemcards.tui.clock import FakeClock
from chemcards.tui.curtain import CurtainScreen
from chemcards.tui.turn_end import TurnEndScreen

ANN, BOB, CPU = Seat("Ann"), Seat("Bob"), Seat("Cpu", "computer", "easy")


def test_one_person_against_computers_always_owns_the_screen_and_never_gets_a_curtain() -> None:
    seats = [CPU, ANN, CPU]
    for to_act in [(0,), (2,), (1,), (0, 1, 2, REFEREE)]:
        viewer = privacy.next_viewer(seats, to_act, None, lambda s: True)
        assert viewer == 1
        assert not privacy.needs_curtain(seats, 1, viewer)


def test_turn_passing_between_two_people_moves_the_screen_behind_a_curtain() -> None:
    seats = [ANN, CPU, BOB]
    assert privacy.next_viewer(seats, (2,), 0, lambda s: True) == 2
    assert privacy.needs_curtain(seats, 0, 2)
    # the first person of a hot-seat game also gets one (the others may be looking)
    assert privacy.needs_curtain(seats, None, 0)


def test_computers_turn_keeps_the_last_persons_screen() -> None:
    seats = [ANN, CPU, BOB]
    assert privacy.next_viewer(seats, (1,), 0, lambda s: True) == 0


def test_a_catch_window_does_not_move_the_screen_to_another_person() -> None:
    # CC-14: Ann played her second-to-last card; Bob may only catch (a shared action)
    seats = [ANN, CPU, BOB]
    private = {0: True, 1: True, 2: False}
    assert privacy.next_viewer(seats, (0, 1, 2, REFEREE), 0, private.__getitem__) == 0


def test_a_turn_whose_only_move_is_shared_still_belongs_to_its_owner() -> None:
    seats = [ANN, BOB]
    assert privacy.next_viewer(seats, (1,), 0, lambda s: False) == 1


def test_keyboard_offers_other_peoples_shared_actions_but_never_their_private_ones() -> None:
    seats = [ANN, CPU, BOB]
    legal = {0: ["call"], 1: ["catch 0", "pass"], 2: ["catch 0", "pass", "play Q11"]}
    actions, owner = privacy.keyboard_actions(0, (0, 1, 2, REFEREE), seats, legal.__getitem__,
                                              lambda a: a.startswith("catch"))
    assert actions == ["call", "catch 0"]
    assert owner == {"call": 0, "catch 0": 2}


def _foreign_tokens(table, viewer):  # type: ignore[no-untyped-def]
    state = table.match.state
    return {token(c) for s, hand in enumerate(state.hands) if s != viewer for c in hand}


@pytest.mark.parametrize("seed", [11])
@sync
async def test_whole_hot_seat_game_never_shows_a_foreign_card(seed: int) -> None:
    """Walk a whole game of two people and a computer; check every screen for cards of other hands."""
    clock = FakeClock()
    app = make_app(GAME, people("Ann", "Bob", computers=1), seed=seed, clock=clock)
    pick = random.Random(seed)
    curtains = screens = turn_ends = 0
    async with app.run_test(size=(80, 24)) as pilot:
        for _ in range(400):
            await settle(pilot)
            table = table_of(app)
            if table.match.outcome() is not None:
                break
            text = screen_text(app)
            words = set(re.findall(r"Q\d\d", text))
            screens += 1
            if isinstance(app.screen, CurtainScreen):
                curtains += 1
                assert table.curtain_up
                assert not words & {token(c) for hand in table.match.state.hands for c in hand}
                name = table.match.seats[table.viewer].name
                assert name in text
                await pilot.press("enter")
                continue
            if isinstance(app.screen, TurnEndScreen):
                # what the mover's turn brought (play-through 11, en 13): on their own screen only
                turn_ends += 1
                assert not table.curtain_up and table.viewer is not None
                assert table.match.seats[table.viewer].name in text
                assert not words & _foreign_tokens(table, table.viewer)
                assert not table.board.shown[1]  # nothing to play behind it
                await pilot.press("enter")
                continue
            assert not words & _foreign_tokens(table, table.viewer)
            board = table.board
            _, legal, seat = board.shown
            assert seat == table.viewer
            if legal and pick.random() < 0.8:
                board.choose(pick.choice(legal))
            else:
                clock.advance(1.0)
        assert table.match.outcome() is not None
    assert curtains >= 2 and screens > curtains
    assert turn_ends >= 1  # the walk did meet the mover's own screen after a draw


def test_cc14_window_of_shared_moves_with_two_people_shows_no_hand() -> None:
    """CC-14 at one screen (issue 12): Ann may call and Bob may catch, both with shared moves only;
    everyone looks at the screen, so it is nobody's (no hand on it)."""
    seats = [ANN, CPU, BOB]
    assert privacy.shared_window(seats, (0, 1, 2, REFEREE), 0, lambda s: False)
    # a computer's window: the two people both may catch
    assert privacy.shared_window(seats, (1, 0, 2, REFEREE), 0, lambda s: False)


def test_cc14_window_keeps_the_hand_for_one_person_or_a_private_move() -> None:
    # alone against computers: nobody else at the screen
    assert not privacy.shared_window([ANN, CPU], (1, 0, REFEREE), 0, lambda s: False)
    # a person with a private move gets their own screen (behind a curtain) first
    assert not privacy.shared_window([ANN, BOB], (0, 1, REFEREE), 0, {0: True, 1: False}.__getitem__)
    # a turn of one seat is no window
    assert not privacy.shared_window([ANN, BOB], (1, REFEREE), 0, lambda s: False)


def test_a_screen_showing_a_hand_offers_nobody_elses_keys() -> None:
    """CC-23: a catch key of Bob's on Ann's hand screen would invite Bob to look at Ann's cards."""
    seats = [ANN, CPU, BOB]
    legal = {0: ["call"], 1: ["catch 0", "pass"], 2: ["catch 0", "pass"]}
    actions, owner = privacy.keyboard_actions(0, (0, 1, 2, REFEREE), seats, legal.__getitem__,
                                              lambda a: a.startswith("catch"), others=False)
    assert actions == ["call"] and owner == {"call": 0}
