"""One coding of a play onto a reaction zone (issue 14): ``zones.play`` is pure (ids handed in, its
inputs untouched), every zone play the rules offer is one it accepts, and acting makes exactly the
change it computed (CH-6 plays, CH-18 real substances, CH-19 counters, CH-23 … CH-27 function cards)."""

from __future__ import annotations

import pytest

from chemcards.core.protocol import IllegalAction
from chemcards.core.rng import Rng
from chemcards.core.seats import Seat
from chemcards.games.chemis import GAME, zones
from chemcards.games.chemis.actions import Counter, Form, Function, Salt
from chemcards.games.chemis.board import reactions_after
from chemcards.games.chemis.state import ChemisState

ZONE_PLAYS = (Form, Salt, Function, Counter)


def _positions(players: int, seed: int, steps: int = 160) -> list[tuple[ChemisState, int]]:
    """Positions of a game played by random legal moves, each with the seat that may act."""
    st = GAME.new_state([Seat(f"p{i}") for i in range(players)], {}, Rng(seed))
    rng = Rng(seed + 100)
    out = []
    for _ in range(steps):
        actors = GAME.to_act(st)
        if not actors:
            break
        seat = actors[0]
        legal = GAME.legal_actions(st, seat)
        if any(isinstance(a, ZONE_PLAYS) for a in legal):
            out.append((GAME.clone(st), seat))
        GAME.apply(st, seat, legal[rng.randbelow(len(legal))])
    return out


@pytest.mark.parametrize(("players", "seed"), [(2, 1), (3, 2), (4, 3)])
def test_ch6_every_offered_zone_play_is_one_zone_play_accepts_and_acting_makes_its_change(
        players: int, seed: int) -> None:
    """CH-6/CH-19: the legal list and acting read one coding: each offered play onto a zone is
    accepted by ``zones.play`` without touching the game; applying it takes exactly the cards it
    named from the hand, hands out exactly the ids after the state's last one, and leaves the zone
    holding what it computed (items keep their ids; a judgement only marks them)."""
    positions = _positions(players, seed)
    assert positions
    checked = 0
    for st, seat in positions:
        for action in [a for a in GAME.legal_actions(st, seat) if isinstance(a, ZONE_PLAYS)]:
            zone = st.order[action.zone]
            before = GAME.state_json(st)
            change = zones.play_on(st, seat, zone, action)
            assert GAME.state_json(st) == before  # pure: the game is as it was
            work = GAME.clone(st)
            GAME.apply(work, seat, action)
            assert work.next_uid == change.last_uid  # the ids it handed out, and no more
            # the zone holds what the play made; effects and judgement may only take away since
            assert {it.uid for it in work.items[zone]} <= {it.uid for it in change.items}
            if work.turn_no == st.turn_no and work.alive[zone]:  # (a new turn or a death clears them)
                assert work.conds[zone] == change.conds
            if len(work.pile) == len(st.pile) and work.alive[seat]:  # nothing drawn, nobody died:
                hand = list(st.hands[seat])  # the hand lost what the play used
                for card in change.used:
                    hand.remove(card)
                assert sorted(work.hands[seat]) == sorted(hand)
            checked += 1
    assert checked > 20


def test_zone_play_is_pure_and_uses_the_ids_it_is_given() -> None:
    """``zones.play`` changes none of its inputs; a new substance (CH-18) or condition card
    (CH-33) gets the id after ``last_uid``, however often the play is asked about."""
    for st, seat in _positions(3, 5):
        for action in [a for a in GAME.legal_actions(st, seat) if isinstance(a, Form | Function)]:
            zone = st.order[action.zone]
            items, conds, hand = list(st.items[zone]), list(st.conds[zone]), tuple(st.hands[seat])
            first = zones.play((items, conds), hand, action, seat=seat, last_uid=1000,
                               element_done=(seat, zone) in st.elem, turn=st.turn_no)
            again = zones.play((items, conds), hand, action, seat=seat, last_uid=1000,
                               element_done=(seat, zone) in st.elem, turn=st.turn_no)
            assert first == again
            assert (items, conds, hand) == (list(st.items[zone]), list(st.conds[zone]), tuple(st.hands[seat]))
            new = {it.uid for it in first.items} - {it.uid for it in items}
            new |= {c.uid for c in first.conds} - {c.uid for c in conds}
            assert new <= {1001} and first.last_uid == 1000 + len(new)
            return
    pytest.fail("no position offered a Form or Function play")


def test_ch19_the_board_preview_reads_the_same_play() -> None:
    """CH-19: the reactions the board shows before a play are those its zone holds after
    ``zones.play`` that it did not hold before; a play that is not offered shows none."""
    shown = 0
    for st, seat in _positions(3, 7):
        view = GAME.view(st, seat)
        for action in [a for a in GAME.legal_actions(st, seat) if isinstance(a, ZONE_PLAYS)]:
            zone = st.order[action.zone]
            change = zones.play_on(st, seat, zone, action)
            before = set(zones.possible(st.items[zone], st.conds[zone]))
            expected = [r for r in zones.possible(change.items, change.conds) if r not in before]
            assert reactions_after(action, view) == expected
            shown += bool(expected)
    assert shown
    st, seat = _positions(3, 7)[0]
    with pytest.raises(IllegalAction):
        zones.play_on(st, seat, 0, Function(0, "no such card"))
    assert reactions_after(Function(0, "no such card"), GAME.view(st, seat)) == []
