"""Hot-seat: a person sees what their turn brought before the keyboard passes on (issue 12,
play-through 11, en 13 and zh 15: James pressed ``d``, the card could not be played, and the next
person's curtain came at once; Ann laid FeO, rolled and drew 4 cards, and the curtain came before
she saw the roll or the cards). The news is shown on the mover's own screen, then the curtain; the
next person never sees it. One person against computers sees it on their table as before."""

from __future__ import annotations

import re

from tui_fake_game import GAME, token
from tui_helpers import make_app, people, screen_text, settle, sync, table_of

from chemcards.games.chemie_kartenspiel import GAME as CK
from chemcards.games.chemie_kartenspiel.actions import Skip
from chemcards.tui.clock import FakeClock
from chemcards.tui.curtain import CurtainScreen
from chemcards.tui.turn_end import TurnEndScreen


async def _lift(pilot, app) -> None:  # type: ignore[no-untyped-def]
    await settle(pilot)
    assert isinstance(app.screen, CurtainScreen)
    await pilot.press("enter")
    await settle(pilot)


@sync
async def test_a_draw_that_ends_the_turn_is_shown_to_the_drawer_before_the_curtain() -> None:
    """Finding en 13 / zh 15 with the test game: Ann draws (a secret card, the turn passes)."""
    app = make_app(GAME, people("Ann", "Bob"), seed=3, clock=FakeClock())
    async with app.run_test(size=(80, 24)) as pilot:
        await _lift(pilot, app)
        table = table_of(app)
        assert table.viewer == 0
        table.board.choose("draw")
        for _ in range(3):
            await pilot.pause()  # no computer to wait for; the dialog's moment has not passed yet
        assert isinstance(app.screen, TurnEndScreen), type(app.screen)
        drawn = table.match.state.hands[0][-1]
        text = screen_text(app)
        assert token(drawn) in text and "Ann" in text and "Bob" in text
        # Ann's own screen: nothing of Bob's hand on it, and she has nothing to play
        assert not set(re.findall(r"Q\d\d", text)) & {token(c) for c in table.match.state.hands[1]}
        assert table.viewer == 0 and not table.board.shown[1]
        assert not table.busy or table.driver.paused
        await pilot.press("enter")  # pressed at once: the second key of the move does not close it
        assert isinstance(app.screen, TurnEndScreen)
        await settle(pilot)  # the moment passes
        await pilot.press("enter")
        await settle(pilot)
        assert isinstance(app.screen, CurtainScreen) and "Bob" in screen_text(app)
        assert token(drawn) not in screen_text(app)
        await pilot.press("enter")
        await settle(pilot)
        assert table.viewer == 1
        assert not isinstance(app.screen, TurnEndScreen)


@sync
async def test_a_played_card_goes_straight_to_the_curtain() -> None:
    """Nothing new only the mover may see: no extra screen (they saw their own move)."""
    app = make_app(GAME, people("Ann", "Bob"), seed=3, clock=FakeClock())
    async with app.run_test(size=(80, 24)) as pilot:
        await _lift(pilot, app)
        table = table_of(app)
        play = next(a for a in table.match.legal(0) if a.startswith("play"))
        table.board.choose(play)
        await settle(pilot)
        assert isinstance(app.screen, CurtainScreen)


@sync
async def test_one_person_against_computers_gets_no_extra_screen() -> None:
    app = make_app(GAME, people("Ann", computers=1), seed=3, clock=FakeClock())
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        table = table_of(app)
        table.board.choose("draw")
        await settle(pilot)
        assert not isinstance(app.screen, (TurnEndScreen, CurtainScreen))
        assert table.viewer == 0


@sync
async def test_ck8_skip_and_draw_is_shown_to_the_drawer_in_every_language() -> None:
    """CK-8 with two people: "pass and draw 4" ends the turn; the cards drawn are on the mover's
    screen (in their words) before the next person's curtain, in de, en and zh."""
    for lang, template in (("en", "pass the keyboard to {}"), ("de", "Tastatur an {} weitergeben"),
                           ("zh", "把键盘交给{}")):
        app = make_app(CK, people("Ann", "Bob"), seed=5, clock=FakeClock(), lang=lang)
        async with app.run_test(size=(80, 24)) as pilot:
            await _lift(pilot, app)
            table = table_of(app)
            first = table.viewer
            assert first is not None
            words = template.format(table.match.seats[1 - first].name)
            before = len(table.match.events)
            assert table.act_for_keyboard(Skip())
            await settle(pilot)
            assert isinstance(app.screen, TurnEndScreen), (lang, type(app.screen))
            drawn = [e for e in table.match.events[before:] if e.kind == "draw" and e.seat == first]
            assert drawn and drawn[0].secret
            text = " ".join(screen_text(app).split())
            assert words in text or words in text.replace(" ", ""), (lang, text)
            line = str(table.game.event_text(drawn[0], lang, names=[s.name for s in table.match.seats],
                                             viewer=first, view=table.match.view(first)))
            assert line.split()[-1] in text, (lang, line)
            await settle(pilot)
            await pilot.press("enter")
            await settle(pilot)
            assert isinstance(app.screen, CurtainScreen)
