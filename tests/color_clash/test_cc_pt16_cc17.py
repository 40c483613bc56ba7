"""Play-through 16 (session 17, task cc17): Color Clash findings en 4, en 8 in the engine and texts."""

from __future__ import annotations

import pytest

from chemcards.core.protocol import Event
from chemcards.games.color_clash.texts import (
    FIRST_CARD,
    event_text,
    penalties_since_own_move,
    penalty_reason_text,
)

NAMES = ("Ann", "Bob", "Cy")


# -- en 8: the cause of a penalty draw is not read as the card drawn (CC-8, CC-15) ---------------------

@pytest.mark.parametrize(("lang", "other", "own", "you"), [
    ("en", "Ann draws 4 cards for ★+4", "You draw 2 cards for ● +2: ◆ 4, ■ 1", "You draw 2 cards for ● +2"),
    ("de", "Wegen ★+4 muss Ann 4 Karten ziehen", "Wegen ● +2 musst du 2 Karten ziehen: ◆ 4, ■ 1",
     "Wegen ● +2 musst du 2 Karten ziehen"),
    ("zh", "Ann 因 ★+4 被罚摸 4 张", "你因 ● +2 被罚摸 2 张：◆ 4、■ 1", "你因 ● +2 被罚摸 2 张"),
])
def test_a_penalty_names_its_card_as_the_cause_not_in_brackets(lang: str, other: str, own: str,
                                                              you: str) -> None:
    """pt16 en 8: "Ann draws 4 cards (★+4)" read as if ★+4 were the card drawn, while the viewer's own
    line puts the drawn cards after brackets ("You draw 2 cards (● +2): ◆ 4, ■ 1")."""
    assert event_text(Event("penalty", 0, (4, "W+4")), lang, NAMES, viewer=1) == other
    assert event_text(Event("penalty", 1, (2, "R+2"), ("G4", "B1")), lang, NAMES, viewer=1) == own
    assert event_text(Event("penalty", 1, (2, "R+2")), lang, NAMES, viewer=1) == you
    assert "(" not in other and "（" not in other


@pytest.mark.parametrize("lang", ["en", "de", "zh"])
def test_a_catch_or_timeout_penalty_keeps_its_reason(lang: str) -> None:
    caught = event_text(Event("penalty", 0, (2, "catch")), lang, NAMES, viewer=1)
    assert {"en": "caught", "de": "erwischt", "zh": "被抓"}[lang] in caught


# -- en 4: easy names the colour it holds most, so a heads-up end phase does not drag (CC-8, CC-16) ----

def test_easy_names_the_colour_it_holds_most_with_a_wild() -> None:
    """pt16 en 4 (issue 12 point 4): the easy player named a random colour with a wild, so it often
    had to draw on its next turn and a two-seat play for places dragged on. A beginner names a
    colour they hold; which card to play stays random."""
    from cc_rig import rig

    from chemcards.core.rng import Rng
    from chemcards.games.color_clash import GAME

    named = set()
    for seed in range(40):
        state = rig([["W", "G1", "G2", "G7", "R3"], ["B2", "B4", "R1"]], "Y5")
        bot = GAME.easy_bot(0, Rng(seed))
        named.add(str(bot.choose(GAME.view(state, 0), GAME.legal_actions(state, 0))))
    assert named - {"draw"} == {"play W G"}  # the only play: the wild; a draw now and then by mistake


def test_easy_still_plays_a_random_card_among_its_plays() -> None:
    from cc_rig import rig

    from chemcards.core.rng import Rng
    from chemcards.games.color_clash import GAME

    chosen = set()
    for seed in range(60):
        state = rig([["W", "Y1", "Y2", "G7", "R3"], ["B2", "B4", "R1"]], "Y5")
        chosen.add(str(GAME.easy_bot(0, Rng(seed)).choose(GAME.view(state, 0), GAME.legal_actions(state, 0))))
    assert {"play Y1", "play Y2", "play W Y"} <= chosen
    assert not any(c.startswith("play W ") and c != "play W Y" for c in chosen)


# -- en 9 / zh 9: why the viewer's hand grew, until their next move (CC-8, CC-11) ---------------------

def _events() -> list[Event]:
    return [Event("play", 0, ("B7",)), Event("play", 1, ("R+2",)),
            Event("penalty", 2, (2, "R+2"), ("G4", "B1")), Event("skipped", 2), Event("play", 0, ("R3",)),
            Event("catch", 1, (0,)),
            Event("penalty", 0, (2, "catch"))]


def test_the_cards_a_seat_was_made_to_take_since_its_own_move_with_who_caused_them() -> None:
    events = _events()
    assert penalties_since_own_move(events, 2) == [(2, "R+2", 1)]
    assert penalties_since_own_move(events, 0) == [(2, "catch", 1)]
    assert penalties_since_own_move(events, 1) == []
    # the seat's own next move ends it; a new round starts afresh
    assert penalties_since_own_move([*events, Event("draw", 2)], 2) == []
    assert penalties_since_own_move([*events, Event("round", None, (2,))], 2) == []
    # two in a row are both kept, oldest first
    more = [*events, Event("play", 1, ("W+4", "G")), Event("penalty", 2, (4, "W+4"))]
    assert penalties_since_own_move(more, 2) == [(2, "R+2", 1), (4, "W+4", 1)]


@pytest.mark.parametrize(("lang", "card", "caught", "both"), [
    ("en", "drew 2: Bob's ● +2", "drew 2: caught by Bob", "drew 2: Bob's ● +2, drew 4: Bob's ★+4"),
    ("de", "2 gezogen: ● +2 von Bob", "2 gezogen: von Bob erwischt",
     "2 gezogen: ● +2 von Bob, 4 gezogen: ★+4 von Bob"),
    ("zh", "摸 2 张牌：Bob 的 ● +2", "摸 2 张牌：被 Bob 抓到",
     "摸 2 张牌：Bob 的 ● +2；摸 4 张牌：Bob 的 ★+4"),
])
def test_the_reason_in_a_few_words(lang: str, card: str, caught: str, both: str) -> None:
    """Play-through 18, zh 8: "+4：Noether 的 ★+4" did not say what the +4 was: the cards drawn."""
    assert penalty_reason_text([(2, "R+2", 1)], lang, ("Ann", "Bob", "Cy")) == card
    assert penalty_reason_text([(2, "catch", 1)], lang, ("Ann", "Bob", "Cy")) == caught
    assert penalty_reason_text([(2, "R+2", 1), (4, "W+4", 1)], lang, ("Ann", "Bob", "Cy")) == both


def test_a_first_card_draw_two_is_named_as_the_first_card() -> None:
    """CC-4: a first ● +2 makes the first player draw two; nobody played it."""
    events = [Event("round", None, (1,)), Event("first", None, ("B+2",)), Event("penalty", 0, (2, "B+2")),
              Event("skipped", 0)]
    assert penalties_since_own_move(events, 0) == [(2, "B+2", FIRST_CARD)]
    first = penalties_since_own_move(events, 0)
    assert penalty_reason_text(first, "en") == "drew 2: first card ■ +2"
    assert penalty_reason_text(first, "de") == "2 gezogen: erste Karte ■ +2"
    assert penalty_reason_text(first, "zh") == "摸 2 张牌：首张牌 ■ +2"


def test_easy_switches_the_call_on_now_and_then() -> None:
    """pt16 en 4: easy never switched "Last card!" on before its second-to-last card, so a person,
    quicker than its call in the window, caught it every time it came down to one card (CC-11): it
    drew two, and the two-seat end phase went on and on. Now one time in four (``PRECALL_CHANCE``)."""
    from cc_rig import rig

    from chemcards.core.rng import Rng
    from chemcards.games.color_clash import GAME

    called = 0
    for seed in range(200):
        state = rig([["B7", "Y2"], ["B2", "B4", "R1"]], "B5")
        action = GAME.easy_bot(0, Rng(seed)).choose(GAME.view(state, 0), GAME.legal_actions(state, 0))
        called += action.call
    assert 25 <= called <= 75, called
