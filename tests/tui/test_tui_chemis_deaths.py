"""Hot-seat CHEMIS: nobody dies without seeing why (issue 12 point 11; CH-10, CH-11, CH-12).

Several people share one screen. A person who dies while another person is at the screen (their
judgement and dying rounds pass by themselves, or they passed in their own dying round and the
keyboard went on) is shown the story of their death on their own screen, behind their own curtain,
before the game goes on or the result shows. These tests walk a real hot-seat game of the real
engine screen by screen and read what is rendered: every dead person gets their story, and no
screen shows a hand but its owner's.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pytest
from tui_helpers import app_for, screen_text, settle, sync, table_of

from chemcards.core.match import Match
from chemcards.core.seats import Seat
from chemcards.games.chemis import GAME
from chemcards.games.chemis.board import FateScreen
from chemcards.games.chemis.catalogue import kind_of
from chemcards.games.chemis.texts import card_label
from chemcards.tui.curtain import CurtainScreen
from chemcards.tui.outcome import OutcomeScreen

sys.path.insert(0, str(Path(__file__).parent.parent / "chemis"))
from chemis_helpers import clear_hand, give, name

NAMES = {"zh": ("小明", "小红", "小刚"), "de": ("Anna", "Bernd", "Carla"), "en": ("Ann", "Bob", "Cid")}
#: the killer's secret card (a function card: its name appears nowhere else on these screens)
SECRET = "ignite"
DEAD = {"zh": "你死亡", "de": "Du bist tot", "en": "You are dead"}


def _table(lang: str, players: int) -> tuple[Match, int, list[int]]:
    """The seat to move kills the others one by one with a precipitate (CH-16, CH-32: BaSO₄ −1 at
    HP 1). The first victim holds two O cards: an answer in her own dying round (O₂, CH-11, CH-17),
    so she gets the dying prompt and passes; the others hold nothing (at a table of people they are
    asked too, and pass: CH-10, session 11)."""
    match = Match(GAME, [Seat(n) for n in NAMES[lang][:players]], {}, seed=1)
    st = match.state
    killer = st.turn_seat
    victims = [s for s in st.order if s != killer]
    for s in range(players):
        clear_hand(st, s)
    for v in victims:
        st.hp[v] = 1
        give(st, killer, "Ba", "[SO4]")
    give(st, victims[0], "O", "O")
    give(st, killer, SECRET)  # a card of the killer's own, played by nobody: no other screen shows it
    return match, killer, victims


def _hand_shown(app: Any) -> str:
    table = table_of(app)
    return "".join(str(table.board.query_one("#chemis-hand").render()).split())


def _hand_of(match: Match, seat: int, lang: str) -> str:
    hand = match.view(seat).hand or ()
    return "".join("".join(card_label(kind_of(c).token, lang) for c in hand).split())


async def _walk(lang: str, players: int) -> tuple[list[tuple[str, str, list[str]]], list[str], Match]:
    """Play the scripted game to its result: the killer plays each precipitate, the first victim
    passes in her dying round. Returns the stories shown (the person the curtain named before it,
    the headline, the lines), the curtains in order, and the match."""
    match, killer, victims = _table(lang, players)
    names = [s.name for s in match.seats]
    plan = [f"{name(match.state, v)}: Ba+[SO4]" for v in victims]
    app = app_for(match, lang=lang)
    stories: list[tuple[str, str, list[str]]] = []
    curtains: list[str] = []
    at_screen: str | None = None
    async with app.run_test(size=(80, 24)) as pilot:
        for _ in range(60):
            await settle(pilot)
            screen = app.screen
            if isinstance(screen, OutcomeScreen):
                break
            if isinstance(screen, CurtainScreen):
                at_screen = screen.person
                curtains.append(at_screen)
                await pilot.press("enter")
                continue
            if isinstance(screen, FateScreen):
                assert at_screen is not None
                assert names[killer] == at_screen or card_label(SECRET, lang) not in screen_text(app)
                stories.append((at_screen, screen.headline, list(screen.lines)))
                await pilot.press("enter")
                continue
            table = table_of(app)
            viewer = table.viewer
            assert viewer is not None and names[viewer] == at_screen  # the hand is its owner's
            assert _hand_shown(app) == _hand_of(match, viewer, lang)
            to_act = match.to_act()
            assert viewer in to_act, (viewer, to_act)
            planned = [a for a in match.legal(viewer) if plan and str(a).startswith(plan[0])]
            if viewer == killer and planned:
                plan.pop(0)
                assert table.act_for_keyboard(planned[0])
            else:  # the first victim in her dying round (CH-11): she keeps her O cards; with two
                # people or more everyone is asked in a judgement or dying round and passes (CH-10)
                await pilot.press("p")
            app.clock.advance(1.0)  # the next key after a move waits its moment (tui/settle.py)
        assert isinstance(app.screen, OutcomeScreen), type(app.screen)
    return stories, curtains, match


@pytest.mark.parametrize("lang", ["zh", "de", "en"])
@pytest.mark.parametrize("players", [2, 3])
@sync
async def test_ch11_every_person_who_dies_in_hot_seat_sees_their_story_behind_their_curtain(
        lang: str, players: int) -> None:
    """Issue 12 point 11 (pt6-zh2 #3): 小红 passed in her dying round and the curtain went to 小明
    at once; 小刚 died in 小明's turn and the result came. Each dead person now sees the story of
    their death on their own screen (their curtain first), before the game goes on or the result
    shows; the story is told in the second person and ends in their death."""
    stories, curtains, match = await _walk(lang, players)
    names = [s.name for s in match.seats]
    dead = [names[s] for s in range(players) if not match.state.alive[s]]
    assert sorted(who for who, _, _ in stories) == sorted(dead)
    for who, headline, lines in stories:
        assert who in headline
        assert any(DEAD[lang] in line for line in lines), (who, lines)
        # the person was named by the curtain right before their story (or was at the screen)
        assert curtains[-1] == who or who in curtains
    assert match.outcome() is not None


@sync
async def test_ch11_a_hot_seat_death_story_holds_no_other_persons_secret() -> None:
    """Hidden information stays hidden: a story holds only what its reader's view holds — the
    killer's own draws ("You draw …") never, nor any card of another person's hand."""
    stories, _, match = await _walk("en", 3)
    names = [s.name for s in match.seats]
    for who, _, lines in stories:
        reader = names.index(who)
        for event in match.events:
            if event.secret and event.seat is not None and event.seat != reader:
                secret = GAME.event_text(event.seen_by(event.seat), "en", names=names, viewer=event.seat)
                assert secret not in lines, (who, secret)
