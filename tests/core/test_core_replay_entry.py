"""One reading of a record entry (issue 14: no match loop outside the driver). A record replay
decides nothing, every entry says who did what; ``Match.replay_entry`` reads an entry (a move in
notation, ``!leave LEVEL``, ``!undo N``, ``!redo N``), and ``Match.from_record``, the driver's
``replay_entry`` (``chemcards replay``) and the review all go through it, so they agree."""

from __future__ import annotations

import pytest

from chemcards.bots.levels import make_bot
from chemcards.core.driver import MatchDriver
from chemcards.core.match import Match, entry_kind
from chemcards.core.records import Record, RecordError
from chemcards.core.registry import get_game
from chemcards.core.rng import Rng
from chemcards.core.seats import Seat


def _record_with_undo_redo_and_leave() -> Record:
    """A Metallurgie game between two people (undo agreed) with an undo, a redo, another undo and
    a person leaving for a computer substitute (CC-22's marked substitute, as every game has it)."""
    game = get_game("metallurgie")
    match = Match(game, [Seat("Ann"), Seat("Bob")], seed=8, aids=True)
    rng = Rng(3)
    while not (0 in match.to_act() and match.can_undo(0)):
        seat = match.to_act()[0]
        legal = match.legal(seat)
        match.act(seat, legal[rng.randbelow(len(legal))])
    match.undo(0)
    match.redo(0)
    match.undo(0)
    match.act(0, match.legal(0)[-1])
    match.leave(1, "easy")
    for _ in range(6):
        seat = match.to_act()[0]
        match.act(seat, match.legal(seat)[0])
    return match.record


def test_entry_kinds_are_read_from_the_record_notation() -> None:
    assert [entry_kind(t) for t in ("!leave easy", "!undo 2", "!redo 2", "place Cu 1,-1")] == [
        "leave", "undo", "redo", "act"]


def test_from_record_and_the_driver_replay_a_record_to_the_same_match() -> None:
    """Issue 14 / issue 19: a record with undo, redo and a leave replays entry by entry through the
    driver (as ``chemcards replay`` does) to the state ``Match.from_record`` rebuilds."""
    record = _record_with_undo_redo_and_leave()
    kinds = {entry_kind(text) for _, text in record.actions}
    assert kinds == {"act", "undo", "redo", "leave"}
    whole = Match.from_record(record)
    stepped = Match.from_record(record, upto=0)
    driver = MatchDriver(stepped, make_bot=make_bot)
    for seat, text in record.actions:
        assert driver.replay_entry(seat, text) is None, text
    game = whole.game
    assert game.state_json(stepped.state) == game.state_json(whole.state)
    assert stepped.events == whole.events
    assert stepped.record.actions == whole.record.actions == record.actions
    assert [s.to_json() for s in stepped.seats] == [s.to_json() for s in whole.seats]


def test_an_undo_entry_with_the_wrong_count_is_refused_by_both_readers() -> None:
    """A damaged ``!undo N`` (N is not what undo takes back) is one clear refusal for
    ``from_record`` (RecordError) and for the driver's replay (``bad_record``)."""
    record = _record_with_undo_redo_and_leave()
    index = next(i for i, (_, text) in enumerate(record.actions) if text.startswith("!undo"))
    seat, text = record.actions[index]
    wrong = f"!undo {int(text.split()[1]) + 1}"
    damaged = Record.from_json(record.to_json())
    damaged.actions[index] = (seat, wrong)
    with pytest.raises(RecordError, match="damaged"):
        Match.from_record(damaged)
    stepped = Match.from_record(damaged, upto=index)
    refusal = MatchDriver(stepped, make_bot=make_bot).replay_entry(seat, wrong)
    assert refusal is not None and refusal.key == "bad_record"
