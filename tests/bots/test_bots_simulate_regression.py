"""``chemcards simulate <game> --seed 1`` plays the same games as before the match driver (issue 14).

The expected files were written from ``main`` *before* the simulation went through
``chemcards.core.driver`` (``chemcards simulate GAME --seed 1 --csv F`` and the mixed-level call
below), with the timing column ``decision_seconds`` cut off: every other figure of the table (wins,
scores, places, turns, actions) follows from these rows. The test never writes them; a missing file
fails it. The four ``*.mixed6.csv`` files hold a hard seat, so they were written again when hard's
play changed on purpose (issue 18: the guard that keeps medium's choice unless the search clearly
beats it, and Color Clash's judgement scaled by the table size; then Color Clash's memory of what
draws showed, its wild discount and Wild Draw Four playouts, and the Chemie-Kartenspiel's
whole-compound plans; then Color Clash's paired search from three seats on, session 10, and its
sequential halving, session 12; then, session 13, its call windows searched with the catchers
moving before the window's owner, CC-11, play-through 12 zh 3); the seeds
and the easy and medium seats' derivation are unchanged, which the easy-only files still check. The
two CHEMIS files were written again when CHEMIS places followed CH-12 (issue 12 follow-up 2, point
4: the dead by the order they died in, no longer all "2."): the easy-only file differs in its place
column only, and the hard seat's search, which rewards places (``ismcts.outcome_rewards``), now
plays for surviving longer. The Chemie-Kartenspiel's easy-only file was written again in
session 15, when single cards picked one by one that make a printed neutral combination began to
count as it (CK-15 decided, play-through 13 zh 3): the legal steps of a build changed, so the easy
seats' random picks did (diff checked: games, seeds and columns unchanged, only play). Both Color
Clash files were written again in session 17, when the easy player began to name the colour it holds
most with a wild (play-through 16, en 4): its choices, and so the games, changed (seeds and columns
unchanged). Both were written again in session 18, when a seat already out of the round stopped
taking part in the "Last card!" window (CC-14, CC-16; play-through 17 en 4, de 4): the window no
longer asks the seats that are out, so the random choices after the first seat went out, and with
them turns, actions and places, changed (seeds, seats and levels unchanged; 6 of the 400 easy rows
and 15 of the 18 mixed rows the same). Both Chemie-Kartenspiel files were written again in session
23, when the easy level stopped playing at random and got its own player (``ChemieEasy``: a
compound chosen at random among those the hand forms; play-throughs 21 en 1 and 22 zh 3 took the
random player, which passed turn after turn, for broken): games, seeds, seats and levels unchanged,
the play changed. Both CHEMIS files were written again in session 24 for the same reason
(``ChemisEasy``: random play laid acids into its own zone and died in round two, play-through 24
de 4): games, seeds, seats and levels unchanged, the play changed.
"""

from __future__ import annotations

import argparse
import csv
from pathlib import Path

import pytest

from chemcards.commands import simulate as command

GOLDEN = Path(__file__).parent / "golden" / "simulate"
GAMES = ("color-clash", "metallurgie", "chemie-kartenspiel", "chemis")
#: the columns the table is made of; ``decision_seconds`` is wall-clock time and differs every run
COLUMNS = 12


def _args(*argv: str) -> argparse.Namespace:
    parser = argparse.ArgumentParser()
    command.add_arguments(parser)
    return parser.parse_args(list(argv))


def _rows(path: Path) -> list[list[str]]:
    with open(path, newline="", encoding="utf-8") as handle:
        return [row[:COLUMNS] for row in csv.reader(handle)]


@pytest.mark.slow
@pytest.mark.parametrize("game", GAMES)
def test_simulate_seed_1_plays_the_same_games_as_before(
    game: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The default table (100 games, four easy seats, rotating) is the one recorded before."""
    expected = _rows(GOLDEN / f"{game}.seed1.csv")
    out = tmp_path / "sim.csv"
    assert command.run(_args(game, "--seed", "1", "--csv", str(out))) == 0
    capsys.readouterr()
    assert _rows(out) == expected


@pytest.mark.slow
@pytest.mark.parametrize("game", GAMES)
def test_simulate_seed_1_with_every_level_plays_the_same_games(
    game: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Medium (the game's heuristic) and hard (ISMCTS, seeded, an iteration budget) seats too: the
    bots' seeds are derived as before."""
    expected = _rows(GOLDEN / f"{game}.seed1.mixed6.csv")
    out = tmp_path / "sim.csv"
    assert (
        command.run(
            _args(
                game,
                "--seed",
                "1",
                "--games",
                "6",
                "--seats",
                "easy,medium,hard",
                "--iterations",
                "30",
                "--csv",
                str(out),
            )
        )
        == 0
    )
    capsys.readouterr()
    assert _rows(out) == expected
