"""CC-26: a finished round shows every other hand as it stood when the winner went out (the cards
CC-17 scored, each with its points) beside the totals, and nothing of those hands before the round is
over for everyone: the play for places (CC-16) goes on hidden."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

import pytest
from cc_rig import act, kinds, rig, seats
from hypothesis import given, settings
from hypothesis import strategies as st

from chemcards.commands import replay
from chemcards.core.match import Match
from chemcards.core.rng import Rng
from chemcards.games.color_clash import GAME, texts
from chemcards.games.color_clash.actions import PLAY
from chemcards.games.color_clash.catalogue import BIT, DECK, FACES, PLAYABLE, POINTS, TEXT, face_of
from chemcards.games.color_clash.state import DRAWN, State


def _points(cards: list[str]) -> int:
    return sum(POINTS[face_of(c)] for c in cards)


def test_cc26_the_record_holds_the_hands_as_they_stood_when_the_winner_went_out() -> None:
    """Three players: seat 0 goes out; seats 1 and 2 play on for places (CC-16) and their hands change;
    the round's record still shows the hands of the moment seat 0 went out, each with its points."""
    state = rig([["B1"], ["B2", "B7", "B9"], ["B3", "R1", "RS"]], "B5", pile_top=["G0"])
    act(state, 0, "play B1")
    for seat, text in ((1, "play B2"), (2, "play B3"), (1, "play B7 call"), (2, "draw")):
        assert state.history == ()  # the round goes on: nothing recorded, nothing shown
        act(state, seat, text)
    events = act(state, 1, "play B9")
    assert "round_end" in kinds(events)
    assert sorted(TEXT[f] for f in state.hand(2)) != ["B3", "R1", "RS"]  # seat 2's hand has changed
    record = state.history[-1]
    assert record["winner"] == 0
    assert [sorted(h) for h in record["hands"]] == [[], ["B2", "B7", "B9"], ["B3", "R1", "RS"]]
    assert record["hand_points"] == [0, 2 + 7 + 9, 3 + 1 + 20]
    assert record["points"] == sum(record["hand_points"]) == state.scores[0]  # CC-17


def test_cc26_cards_drawn_for_a_final_draw_two_are_in_the_shown_hand() -> None:
    """CC-15: going out on a Draw Two, the next player draws first and those cards count; CC-26 shows
    them in that hand."""
    state = rig([["B+2"], ["R1", "R2"], ["Y9", "Y8"]], "B5", pile_top=["G5", "G6"])
    act(state, 0, "play B+2")
    assert state.shown[1] == tuple(sorted(face_of(c) for c in ("R1", "R2", "G5", "G6")))
    while not state.history:
        seat = GAME.to_act(state)[0]
        GAME.apply(state, seat, GAME.legal_actions(state, seat)[0])
    record = state.history[-1]
    assert sorted(record["hands"][1]) == sorted(["R1", "R2", "G5", "G6"])
    assert record["hand_points"][1] == 1 + 2 + 5 + 6


def test_cc26_the_hands_are_logged_for_everyone_only_when_the_round_is_over() -> None:
    """The ``hand_shown`` events come with ``round_end`` (public: no secret part), never before; the log
    line names each card with its points and the hand's sum, in every language."""
    state = rig([["B1"], ["B2"], ["B3", "R1", "RS"]], "B5")
    first = act(state, 0, "play B1")
    assert "hand_shown" not in kinds(first)
    events = act(state, 1, "play B2")
    assert kinds(events).index("round_end") < kinds(events).index("hand_shown")
    shown = [e for e in events if e.kind == "hand_shown"]
    assert [e.seat for e in shown] == [1, 2]
    assert all(not e.secret for e in shown)
    cid = shown[1]
    names = ["Ann", "Bob", "Cid"]
    assert GAME.event_text(cid, "en", names) == "Cid held ● 1 (1), ● ⊘ (20), ■ 3 (3): 24 points"
    assert GAME.event_text(cid, "de", names) == "Cid: ● 1 (1), ● ⊘ (20), ■ 3 (3) – zusammen 24 Punkte"
    assert GAME.event_text(cid, "zh", names) == "Cid 手中的牌：● 1（1）、● ⊘（20）、■ 3（3），共 24 分"
    assert GAME.event_text(shown[0], "en", names) == "Bob held ■ 2 (2): 2 points"


def test_cc26_a_round_without_a_winner_shows_no_hands() -> None:
    """CC-18: nobody went out, so nothing was scored and no hand is shown (the table of the CC-18 test:
    the matching cards set aside so that nobody can play or draw)."""
    state = rig([["R1", "Y2"], ["R2", "Y4"], ["R3", "Y9"]], "B5", rest=2)
    matching = PLAYABLE[state.key]
    for f in range(FACES):
        if matching & BIT[f]:
            state.sizes[2] -= state.counts[2][f]
            state.counts[2][f] = 0
    state.masks[2] &= ~matching
    events: list[Any] = []
    while not state.history:
        events = act(state, state.current, "pass")
    assert "stalemate" in kinds(events) and "hand_shown" not in kinds(events)
    assert state.history[-1]["hands"] == []
    assert texts.round_hands(state.history[-1], "en") is None


def test_cc26_the_result_column_lists_each_seat_and_a_dash_for_the_winner() -> None:
    """The result screens' column (``outcome_column``): one cell per seat, the winner's a dash."""
    state = rig([["B1"], ["B2", "W"], ["B3", "R1", "R2"]], "B5")
    act(state, 0, "play B1")
    while GAME.outcome(state) is None:
        seat = GAME.to_act(state)[0]
        GAME.apply(state, seat, GAME.legal_actions(state, seat)[0])
    outcome = GAME.outcome(state)
    assert outcome is not None
    header, cells = GAME.outcome_column(outcome, "en")  # type: ignore[misc]
    # one round, placed by the order out: each cell says first how the seat left it (play-through 18,
    # en 5; tests/color_clash/test_cc_result_out_pt18.py)
    assert header == "Out? · hand at the win (points)"
    assert cells[0] == "out first: won the round"
    assert cells[1].endswith(" · at the win: ■ 2 (2), ★ (50) = 52")  # out later (play-through 23, de 3)
    assert cells[2].endswith(" · ● 1 (1), ● 2 (2), ■ 3 (3) = 6")
    assert GAME.outcome_column(outcome, "zh")[0] == "是否出完 · 赢家出完牌时的手牌（分值）"  # type: ignore[index]
    assert texts.round_hands(state.history[-1], "en") == ["—", "■ 2 (2), ★ (50) = 52",
                                                          "● 1 (1), ● 2 (2), ■ 3 (3) = 6"]


def _every_view(state: State) -> list[Any]:
    return [GAME.view(state, s) for s in (None, *range(state.n))]


def _other_shown(state: State, rng: Rng) -> State:
    """The same state with different hands recorded as scored: any cards at all, of any number."""
    other = state.clone()
    other.shown = tuple(tuple(sorted(rng.choice(DECK) for _ in range(rng.randbelow(12))))
                        for _ in range(state.n))
    return other


def _other_hands(state: State, viewer: int, rng: Rng) -> State | None:
    """The same state with one card swapped between two hands that are not ``viewer``'s (sizes kept),
    or ``None`` when no such swap changes anything."""
    others = [s for s in range(state.n) if s != viewer and state.sizes[s]
              and not (state.phase == DRAWN and s == state.current)]
    if len(others) < 2:
        return None
    b = rng.choice(others)
    c = rng.choice([s for s in others if s != b])
    give = [f for f in range(FACES) if state.counts[b][f] and not state.counts[c][f]]
    take = [f for f in range(FACES) if state.counts[c][f] and not state.counts[b][f]]
    if not give or not take:
        return None
    other = state.clone()
    other.counts = [h.copy() for h in state.counts]
    g, t = rng.choice(give), rng.choice(take)
    for seat, out, into in ((b, g, t), (c, t, g)):
        other.counts[seat][out] -= 1
        other.counts[seat][into] += 1
        other.masks[seat] = sum(BIT[f] for f in range(FACES) if other.counts[seat][f])
    return other


@settings(deadline=None, max_examples=25)
@given(seed=st.integers(0, 2**31), players=st.integers(3, 6),
       options=st.sampled_from([{}, {"length": "three"}, {"mode": "family"}]))
def test_cc26_no_hand_of_another_seat_is_visible_before_the_round_is_over(
        seed: int, players: int, options: dict[str, str]) -> None:
    """For 3–6 players through whole games: while a round runs (before and during the play for places,
    CC-16) every view — each seat's and a spectator's — is the same whatever hands were recorded as
    scored, and no event any seat sees shows a hand; once the round is over its record shows exactly
    the hands as they stood when its winner went out (CC-17 points included)."""
    rng = Rng(seed)
    match = Match(GAME, seats(players), options, seed=seed)
    state = match.state
    at_out: dict[int, list[list[str]]] = {}  # round -> every hand just after its winner went out
    steps = 0
    while GAME.outcome(state) is None and steps < 3000:
        steps += 1
        acting = GAME.to_act(state)
        seat = acting[rng.randbelow(len(acting))]
        if not GAME.legal_actions(state, seat):  # a referee with nothing to do: somebody else acts
            seat = acting[0]
        legal = GAME.legal_actions(state, seat)
        plays = [a for a in legal if a.kind == PLAY]
        action = rng.choice(plays) if plays and rng.random() < 0.85 else rng.choice(legal)
        rounds_before = len(state.history)
        events = match.act(seat, action)
        over = len(state.history) > rounds_before
        if any(e.kind in ("score", "no_score") for e in events):
            assert not over  # with three or more players the round goes on for places (CC-16)
            # as they stand once the winner is out: a final Draw Two's cards drawn (CC-15)
            at_out[state.round] = [sorted(TEXT[f] for f in state.hand(s)) for s in range(players)]
        for viewer in (None, *range(players)):
            seen = [e.seen_by(viewer) for e in events]
            if "hand_shown" in kinds(seen):
                assert over and kinds(seen).index("hand_shown") > kinds(seen).index("round_end")
        if not over and GAME.outcome(state) is None:  # other hands never change a seat's view
            viewer = rng.randbelow(players)
            swapped = _other_hands(state, viewer, rng)
            if swapped is not None:
                assert GAME.view(swapped, viewer) == GAME.view(state, viewer)
                assert GAME.view(swapped, None) == GAME.view(state, None)
        if not over and state.winner >= 0:  # the play for places: hidden from every view
            assert all(len(v.history) == state.round - 1 for v in _every_view(state))
            assert _every_view(_other_shown(state, rng)) == _every_view(state)
        if over:
            record = state.history[-1]
            if record["winner"] is not None:
                assert [sorted(h) for h in record["hands"]] == at_out[record["round"]]
                assert record["hand_points"] == [_points(h) for h in record["hands"]]
                assert all(v.history[-1] == record for v in _every_view(state))


def test_cc26_replay_shows_each_rounds_hands_after_its_end_and_not_before(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """The record carries the hands (the actions replay to them), so ``chemcards replay`` prints them
    in the player's language right after the round's end and nowhere before."""
    path = tmp_path / "game.json"
    match = Match(GAME, seats(3), {"length": "three"}, seed=4, autosave=path)
    rng = Rng(2)
    while match.outcome() is None:
        seat = match.to_act()[0]
        match.act(seat, GAME.rollout_action(match.state, seat, match.legal(seat), rng))
    assert replay.run(argparse.Namespace(file=path, lang="de", text=False)) == 0
    out = capsys.readouterr().out
    rounds = match.state.history
    for record in rounds:
        before, after = out.split(f"Runde {record['round']} ist zu Ende")
        for seat, cards in enumerate(record["hands"]):
            if seat != record["winner"] and cards:
                line = (f"P{seat}: {texts._scored_cards(cards, 'de')} – zusammen "
                        f"{record['hand_points'][seat]} ")
                assert line in after and line not in before
