"""Resuming a saved game (architecture: "a crash or a closed terminal loses nothing")."""

from __future__ import annotations

from pathlib import Path

from chemcards.core.match import Match
from chemcards.core.records import load_record
from chemcards.core.registry import get_game
from chemcards.core.rng import Rng
from chemcards.core.seats import Seat


def play(match: Match, steps: int, chooser: Rng) -> None:
    for _ in range(steps):
        if match.outcome() is not None:
            return
        seats = [s for s in match.to_act() if s >= 0] or list(match.to_act())
        seat = seats[0]
        legal = match.legal(seat)
        match.act(seat, legal[chooser.randbelow(len(legal))])


def test_an_unseeded_game_resumes_at_the_same_position_and_plays_on(tmp_path: Path) -> None:
    """CC-23: a secure deal has no seed; its record keeps the chance draws instead."""
    game = get_game("color-clash")
    save = tmp_path / "save.json"
    match = Match(game, [Seat("Ann"), Seat("Bob"), Seat("Cy")], {"length": "three"}, autosave=save)
    assert match.record.seed is None
    chooser = Rng(4)
    play(match, 150, chooser)
    resumed = Match.from_record(load_record(save), autosave=save)
    assert game.state_json(resumed.state) == game.state_json(match.state)
    play(resumed, 400, Rng(5))  # continues past the recorded chance without error
    again = Match.from_record(load_record(save))
    assert game.state_json(again.state) == game.state_json(resumed.state)
