"""Color Clash in the app (issue 3, item 4): the board, the call window, the turn timer, leaving.

Positions are reached by playing a seeded game headless (every seat picks a random legal action)
until a condition holds; the app then takes over that very match.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from tui_cc_helpers import pick_card, play_by_keys
from tui_helpers import app_for, screen_text, settle, sync, table_of

from chemcards.core.match import Match
from chemcards.core.protocol import REFEREE
from chemcards.core.rng import Rng
from chemcards.core.seats import Seat
from chemcards.games.color_clash import GAME
from chemcards.games.color_clash.actions import PLAY
from chemcards.games.color_clash.board import HandView, RoundEndScreen
from chemcards.games.color_clash.catalogue import COLOUR, NO_COLOUR, TEXT, WD4_FACE, card_label
from chemcards.i18n import tr
from chemcards.tui.clock import FakeClock
from chemcards.tui.table import TableScreen

ANN_VS_3 = [Seat("Ann"), Seat("Curie", "computer", "medium"), Seat("Bohr", "computer", "medium"),
            Seat("Dalton", "computer", "medium")]


def reach(want: Callable[[Match], bool], seats: list[Seat] = ANN_VS_3, options: dict[str, Any] | None = None,
          seeds: range = range(1, 200)) -> Match:
    """A seeded match played headless (random legal actions, computers and Ann alike) until ``want``."""
    for seed in seeds:
        match = Match(GAME, seats, options or {}, seed=seed)
        pick = Rng(seed)
        for _ in range(300):
            if want(match):
                return match
            if match.outcome() is not None:
                break
            to_act = match.to_act()
            people = [s for s in to_act if s != REFEREE]
            timed = not people or (REFEREE in to_act and pick.random() < 0.3)
            seat = REFEREE if timed else pick.choice(people)
            legal = match.legal(seat)
            match.act(seat, legal[pick.randbelow(len(legal))])
    raise AssertionError("no seed reached the position")


def ann_turn(match: Match) -> bool:
    return match.to_act()[:1] == (0,) and match.view(0).phase == "turn"


#: issue 21 (docs/i18n.md): the symbols a Skip and a Reverse show instead of the letters S and R
ISSUE21_SIGNS = {"S": "⊘", "R": "⇄"}


def plain_plays(match: Match, seat: int = 0) -> list[Any]:
    return [a for a in match.legal(seat) if a.kind == PLAY and not a.call and COLOUR[a.face] != NO_COLOUR]


@sync
async def test_cc1_cards_show_shape_and_symbol_never_colour_alone() -> None:
    """CC-1: every card in the hand shows its colour's shape; issue 21: beside the symbol printed on
    the card ("● 7", "■ ⊘", "▲ ⇄", "◆ +2", "★", "★+4"), no colour letter ("● R7")."""
    match = reach(ann_turn)
    app = app_for(match)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        text = screen_text(app)
        for face in match.view(0).hand:
            if COLOUR[face] >= 0:
                symbol = TEXT[face][1:]
                label = f"{'●■▲◆'[COLOUR[face]]} {ISSUE21_SIGNS.get(symbol, symbol)}"
            else:
                label = {"W": "★", "W+4": "★+4"}[TEXT[face]]
            assert label in text, label
            assert f"{label[0]} {TEXT[face]}" not in text, TEXT[face]
        assert "Ann" in text and "Computer" in text  # CC-24


@sync
async def test_refused_card_shows_the_engines_reason_in_german_and_changes_nothing() -> None:
    def unplayable(match: Match) -> bool:
        if not ann_turn(match):
            return False
        playable = {a.face for a in match.legal(0) if a.kind == PLAY}
        return any(f not in playable for f in match.view(0).hand)

    match = reach(unplayable)
    before = GAME.state_json(match.state)
    face = next(f for f in match.view(0).hand if f not in {a.face for a in match.legal(0) if a.kind == PLAY})
    refused: list[str] = []

    def hook(message: Any) -> None:
        if isinstance(message, TableScreen.Refused):
            refused.append(message.text)

    app = app_for(match, lang="de")
    async with app.run_test(size=(80, 24), message_hook=hook) as pilot:
        await settle(pilot)
        await pick_card(pilot, table_of(app).board, face)  # type: ignore[arg-type]
        await settle(pilot)
        assert GAME.state_json(match.state) == before
    assert refused, "no refusal was shown"
    expected = {tr("color-clash", key, "de", card=card_label(face)) for key in ("no_match", "wd4_has_colour")}
    assert refused[-1] in expected


def ann_may_go_to_one(match: Match) -> bool:
    return ann_turn(match) and match.view(0).counts[0] == 2 and bool(plain_plays(match))


@sync
async def test_cc10_call_within_three_seconds_avoids_the_catch() -> None:
    match = reach(ann_may_go_to_one)
    clock = FakeClock()
    app = app_for(match, clock=clock)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        table = table_of(app)
        await pick_card(pilot, table.board, plain_plays(match)[0].face)  # type: ignore[arg-type]
        await settle(pilot)
        assert match.view(None).phase == "window"  # CC-12: the window is open, nobody else plays
        assert "L" in screen_text(app)
        clock.advance(0.5)  # faster than any computer reacts (medium: 1.3 s at the earliest)
        await pilot.press("l")
        await settle(pilot)
        kinds = [e.kind for e in match.events[-4:]]
        assert "call" in kinds and "catch" not in kinds
        assert match.view(0).counts[0] == 1


@sync
async def test_cc11_cc14_a_computer_catches_a_missing_call_after_its_reaction_delay() -> None:
    match = reach(ann_may_go_to_one)
    clock = FakeClock()
    app = app_for(match, clock=clock)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        table = table_of(app)
        await pick_card(pilot, table.board, plain_plays(match)[0].face)  # type: ignore[arg-type]
        await settle(pilot)
        assert match.view(None).phase == "window"
        clock.advance(0.5)
        await settle(pilot)
        assert match.view(None).phase == "window", "a computer reacted faster than a person could"
        for _ in range(6):  # the window is 3 s; medium computers react within 2.4 s
            clock.advance(0.5)
            await settle(pilot)
        catches = [e for e in match.events if e.kind == "catch"]
        assert catches and catches[-1].data == (0,)
        assert match.view(0).counts[0] == 3  # CC-11: two cards for the missed call


@sync
async def test_cc10_last_card_switched_on_before_playing_opens_no_window() -> None:
    match = reach(ann_may_go_to_one)
    app = app_for(match)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        seen = len(match.events)
        await pilot.press("l")
        assert table_of(app).board.precall  # type: ignore[attr-defined]
        await pick_card(pilot, table_of(app).board, plain_plays(match)[0].face)  # type: ignore[arg-type]
        await settle(pilot)
        new = match.events[seen:]
        assert ("call", 0, ("before",)) in [(e.kind, e.seat, e.data) for e in new]
        assert match.view(0).counts[0] == 1
        assert not any(e.kind in ("window", "catch") for e in new)


def ann_may_go_to_one_holding_a_misfit(match: Match) -> bool:
    """Ann's turn with two cards: one she may play, the other she may not (it fits nothing)."""
    if not ann_may_go_to_one(match):
        return False
    playable = {a.face for a in match.legal(0) if a.kind == PLAY}
    return any(face not in playable for face in match.view(0).hand)


@sync
async def test_pt20_zh9_a_refused_card_keeps_the_call_switched_on() -> None:
    """Play-through 20, zh 9 (CC-10): "Last card!" switched on with `l`, then a card the rules refuse:
    the refusal cleared the switch, so the next, legal play went without the call and the review
    blamed the person for it. The switch stays until a play is taken."""
    match = reach(ann_may_go_to_one_holding_a_misfit)
    app = app_for(match)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        board = table_of(app).board
        await pilot.press("l")
        assert board.precall  # type: ignore[attr-defined]
        playable = {a.face for a in match.legal(0) if a.kind == PLAY}
        misfit = next(face for face in match.view(0).hand if face not in playable)
        seen = len(match.events)
        await pick_card(pilot, board, misfit)
        await settle(pilot)
        assert len(match.events) == seen and match.view(0).counts[0] == 2  # refused: nothing changed
        assert board.precall  # type: ignore[attr-defined]
        await pick_card(pilot, board, plain_plays(match)[0].face)  # type: ignore[arg-type]
        await settle(pilot)
        assert ("call", 0, ("before",)) in [(e.kind, e.seat, e.data) for e in match.events[seen:]]
        assert not board.precall  # type: ignore[attr-defined]


@sync
async def test_cc21_turn_timer_counts_down_and_draws_for_a_person_who_runs_out() -> None:
    match = reach(ann_turn, options={"turn_time": "30"})
    clock = FakeClock()
    app = app_for(match, clock=clock)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        table = table_of(app)
        assert "⏱30s" in screen_text(app)
        cards = match.view(0).counts[0]
        clock.advance(20)
        await pilot.pause()
        assert "⏱10s" in screen_text(app)
        assert match.to_act()[:1] == (0,)
        clock.advance(10)
        await settle(pilot)
        assert any(e.kind == "timeout" for e in match.events)
        assert match.view(0).counts[0] == cards + 1  # CC-21: one card drawn, nothing played
        after = match.events[[e.kind for e in match.events].index("timeout"):]
        assert any(e.seat not in (0, None) for e in after)  # the turn passed on (CC-21)
        if match.to_act()[:1] == (0,):
            assert table.remaining() == 30.0  # Ann's next turn has a fresh clock


@sync
async def test_cc21_drawing_does_not_restart_the_turn_timer() -> None:
    def draw_is_playable(match: Match) -> bool:
        if not ann_turn(match):
            return False
        probe = GAME.clone(match.state)
        GAME.apply(probe, 0, GAME.parse_action("draw"))
        return GAME.view(probe, 0).phase == "drawn"

    match = reach(draw_is_playable, options={"turn_time": "30"})
    clock = FakeClock()
    app = app_for(match, clock=clock)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        clock.advance(12)
        await pilot.press("d")
        await settle(pilot)
        assert match.view(0).phase == "drawn"
        left = table_of(app).remaining()
        assert left is not None and 17.5 < left <= 18.0


@sync
async def test_cc22_leaving_hands_the_seat_to_a_marked_substitute_and_rounds_show_their_result() -> None:
    match = Match(GAME, [Seat("Ann"), Seat("Curie", "computer", "medium")], {"length": "three"}, seed=4)
    app = app_for(match)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("ctrl+l")
        await pilot.press("y")
        await settle(pilot)
        assert match.seats[0].substitute and match.seats[0].is_computer
        for _ in range(100):
            if isinstance(app.screen, RoundEndScreen):
                break
            await settle(pilot)
        assert isinstance(app.screen, RoundEndScreen)
        text = screen_text(app)
        assert "Round 1" in text and "Points" in text
        assert "Computer" in screen_text(app)
        rounds = len(match.view(None).history)
        await pilot.press("enter")
        await settle(pilot)
        assert len(match.view(None).history) >= rounds


@sync
async def test_hot_seat_with_two_people_shows_each_only_their_own_hand() -> None:
    """A dozen turns of a two-person game through the keys (the whole-game walk with a screen scan
    for foreign cards is in test_tui_privacy.py; a screen switch costs a Pilot about 0.3 s)."""
    match = Match(GAME, [Seat("Ann"), Seat("Bob")], {}, seed=21)
    app = app_for(match)
    from chemcards.tui.curtain import CurtainScreen
    from chemcards.tui.turn_end import TurnEndScreen

    curtains = 0
    async with app.run_test(size=(80, 24)) as pilot:
        for _ in range(24):
            await settle(pilot)
            table = table_of(app)
            if isinstance(app.screen, CurtainScreen):
                curtains += 1
                hand = table.board.query_one(HandView)
                assert hand.hidden and table.board.seat is None  # type: ignore[attr-defined]
                await pilot.press("enter")
                continue
            viewer = table.viewer
            assert viewer is not None
            hand = table.board.query_one(HandView)
            if isinstance(app.screen, TurnEndScreen):  # the mover's own screen after a draw
                assert hand.cards == match.view(viewer).hand and table.board.seat == viewer  # type: ignore[attr-defined]
                await pilot.press("enter")
                continue
            assert not hand.hidden
            assert hand.cards == match.view(viewer).hand
            assert match.seats[viewer].name in screen_text(app)
            actor = next(s for s in match.to_act() if s != REFEREE)
            if actor != viewer:  # only a window of the viewer's own: call it
                assert match.view(None).phase == "window"
            await play_by_keys(pilot, table, viewer if viewer in match.to_act() else actor)
    assert curtains >= 5


@sync
async def test_keys_reach_the_board_again_after_typing_a_move() -> None:
    match = reach(ann_turn)
    app = app_for(match)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        seen = len(match.events)
        await pilot.press("colon", "x", "y", "z", "enter")  # refused: not a move
        await settle(pilot)
        assert len(match.events) == seen
        await pilot.press("d")
        await settle(pilot)
        assert any(e.kind == "draw" and e.seat == 0 for e in match.events[seen:])


def ann_holds_wd4_and_the_colour(match: Match) -> bool:
    if not ann_turn(match):
        return False
    view = match.view(0)
    return WD4_FACE in view.hand and any(COLOUR[f] == view.colour for f in view.hand)


@sync
async def test_cc8_illegal_wild_draw_four_is_refused_before_a_colour_is_asked() -> None:
    """CC-8 (issue 12, point 13): holding the colour to follow, a Wild Draw Four is refused at once
    with the engine's reason; the board never asks for a colour first."""
    match = reach(ann_holds_wd4_and_the_colour)
    before = GAME.state_json(match.state)
    refused: list[str] = []

    def hook(message: Any) -> None:
        if isinstance(message, TableScreen.Refused):
            refused.append(message.text)

    app = app_for(match)
    async with app.run_test(size=(80, 24), message_hook=hook) as pilot:
        await settle(pilot)
        board = table_of(app).board
        await pick_card(pilot, board, WD4_FACE)  # type: ignore[arg-type]
        await settle(pilot)
        assert refused and set(refused) == {tr("color-clash", "wd4_has_colour", "en")}
        assert board.pending_wild is None  # type: ignore[attr-defined]
        assert tr("ui", "cc_choose_colour", "en") not in screen_text(app)
        assert GAME.state_json(match.state) == before


@sync
async def test_cc10_cc11_window_prompts_name_the_keys_as_pressed() -> None:
    """The call and catch prompts show the keys ``l`` and ``c`` as they are typed (issue 12, 13)."""
    for key in ("cc_call_prompt_key", "cc_catch_prompt_key"):
        for lang in ("de", "en", "zh"):
            text = tr("ui", key, lang, name="Bob")
            assert (" l " in text or "l 喊" in text) if key == "cc_call_prompt_key" else ("c " in text)
            assert " L " not in text and " C " not in text
    match = reach(ann_may_go_to_one)
    app = app_for(match, clock=FakeClock())
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pick_card(pilot, table_of(app).board, plain_plays(match)[0].face)  # type: ignore[arg-type]
        await settle(pilot)
        assert match.view(None).phase == "window"
        assert tr("ui", "cc_call_prompt_key", "en") in screen_text(app)


@sync
async def test_cc10_cc11_window_marks_who_may_call_and_catch_and_its_timer_goes_with_it() -> None:
    """Issue 12 follow-up, point 5: during the window the seat lines say "may call" (CC-10) and
    "may catch" (CC-11), not "to move" for both; once the window closes by its own timer (3 s)
    no "⏱0s" stays on the screen."""
    two = [Seat("Ann"), Seat("Bob")]
    match = reach(ann_may_go_to_one, seats=two)
    clock = FakeClock()
    app = app_for(match, clock=clock)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        if app.screen is not table_of(app):  # the hot-seat curtain for Ann
            await pilot.press("enter")
            await settle(pilot)
        table = table_of(app)
        await pick_card(pilot, table.board, plain_plays(match)[0].face)  # type: ignore[arg-type]
        await settle(pilot)
        assert match.view(None).phase == "window"
        if app.screen is not table:  # everyone is called to look first (CC-14, session 10)
            await pilot.press("enter")
            await settle(pilot)
        text = screen_text(app)
        assert tr("color-clash", "seat_may_call", "en").strip() in text
        assert tr("color-clash", "seat_may_catch", "en").strip() in text
        assert tr("color-clash", "seat_to_move", "en").strip() not in text
        assert "⏱" in text
        clock.advance(3.1)  # nobody acted: the window closes (CC-10, 3 s)
        await settle(pilot)
        assert match.view(None).phase != "window"
        if app.screen is not table:  # Bob's curtain
            await pilot.press("enter")
            await settle(pilot)
        assert "⏱" not in screen_text(app)


@pytest.mark.parametrize("key", ["c", "l"])
@sync
async def test_cc11_a_catch_or_call_closes_the_windows_countdown_for_good(key: str) -> None:
    """Issue 12 follow-up (third play-through), point 4: the window closed by a catch (CC-11) or
    the call (CC-10) in a hot-seat game; the next ordinary turn, behind its curtain, shows no
    "⏱ 3 s" left over from the window (it stayed in de and zh)."""
    two = [Seat("Ann"), Seat("Bob")]
    match = reach(ann_may_go_to_one, seats=two)
    clock = FakeClock()
    app = app_for(match, clock=clock, lang="de")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        if app.screen is not table_of(app):  # the hot-seat curtain for Ann
            await pilot.press("enter")
            await settle(pilot)
        table = table_of(app)
        await pick_card(pilot, table.board, plain_plays(match)[0].face)  # type: ignore[arg-type]
        await settle(pilot)
        assert match.view(None).phase == "window"
        if app.screen is not table:  # everyone is called to look first (CC-14, session 10)
            await pilot.press("enter")
            await settle(pilot)
        assert "⏱" in screen_text(app)
        await pilot.press(key)  # Bob catches Ann, or Ann calls (the shared window screen)
        await settle(pilot)
        assert match.view(None).phase != "window"
        for _ in range(3):  # through the next person's curtain to their ordinary turn
            if app.screen is table:
                break
            await pilot.press("enter")
            await settle(pilot)
        assert app.screen is table and table.viewer is not None
        assert "⏱" not in screen_text(app)
        assert table.remaining() is None


@sync
async def test_home_and_end_go_to_the_first_and_last_card_of_the_hand() -> None:
    """Issue 12 follow-up, point 8: Home/End in the Color Clash hand, as in the CK grid."""
    match = reach(ann_turn)
    app = app_for(match)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        hand = table_of(app).board.query_one(HandView)
        hand.focus()
        assert len(hand.cards) > 2
        await pilot.press("right")
        await pilot.press("end")
        assert hand.cursor == len(hand.cards) - 1
        await pilot.press("home")
        assert hand.cursor == 0


def bob_may_play_a_wild(match: Match) -> bool:
    from chemcards.games.color_clash.catalogue import WILD_FACE

    return (match.to_act()[:1] == (1,) and match.view(1).phase == "turn"
            and any(a.kind == PLAY and a.face == WILD_FACE for a in match.legal(1)))


@pytest.mark.parametrize("keys", [["1"], ["tab", "enter"]], ids=["digit", "tab-enter"])
@sync
async def test_cc7_hot_seat_colour_picker_takes_keys_pressed_at_once(keys: list[str]) -> None:
    """Issue 12 follow-up, point 7: two people at one screen, a Wild on Bob's turn (CC-7: the
    player names a colour). Keys typed the moment the picker opens, with no pause for a redraw,
    are taken: "1" names red, and Tab then Enter presses the first colour button."""
    from chemcards.games.color_clash.catalogue import WILD_FACE

    two = [Seat("Ann"), Seat("Bob")]
    match = reach(bob_may_play_a_wild, seats=two)
    app = app_for(match, clock=FakeClock())
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        table = table_of(app)
        if app.screen is not table:  # Bob's curtain
            await pilot.press("enter")
            await settle(pilot)
        assert table.viewer == 1
        hand = table.board.query_one(HandView)
        hand.focus()
        while hand.cards[hand.cursor] != WILD_FACE:
            await pilot.press("right")
        steps = len(match.steps)
        await pilot.press("enter", *keys)  # no pause between the pick and the colour
        await settle(pilot)
        assert len(match.steps) > steps, "the colour keys were ignored"
        played = [e for e in match.events if e.kind == "play"][-1]
        assert played.seat == 1 and "W" in str(played.data)


def ann_holds_a_wild_and_an_unplayable_card(match: Match) -> bool:
    from chemcards.games.color_clash.catalogue import WILD_FACE

    if not ann_turn(match):
        return False
    playable = {a.face for a in match.legal(0) if a.kind == PLAY}
    view = match.view(0)
    return WILD_FACE in view.hand and any(f not in playable for f in view.hand)


@sync
async def test_cc7_colour_picker_closes_when_another_card_is_picked_and_refused() -> None:
    """CC-7 (play-through 6): a Wild picked opens the colour row; picking a card that may not be
    played then is refused (CC-8) and the colour row goes away with the Wild it belonged to, so
    the keys are never left dead under a stale "Choose the colour" row; the Wild can be picked
    again and a colour key plays it."""
    from chemcards.games.color_clash.catalogue import WILD_FACE

    picker = tr("ui", "cc_choose_colour", "en").split(":")[0]  # the row wraps at 80 columns
    match = reach(ann_holds_a_wild_and_an_unplayable_card)
    playable = {a.face for a in match.legal(0) if a.kind == PLAY}
    stuck = next(f for f in match.view(0).hand if f not in playable)
    app = app_for(match)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        board = table_of(app).board
        await pick_card(pilot, board, WILD_FACE)  # type: ignore[arg-type]
        await settle(pilot)
        assert picker in screen_text(app)
        await pick_card(pilot, board, stuck)  # type: ignore[arg-type]
        await settle(pilot)
        assert board.pending_wild is None  # type: ignore[attr-defined]
        assert picker not in screen_text(app)
        steps = len(match.steps)
        await pick_card(pilot, board, WILD_FACE)  # type: ignore[arg-type]
        await settle(pilot)
        await pilot.press("1")
        await settle(pilot)
        assert len(match.steps) > steps
