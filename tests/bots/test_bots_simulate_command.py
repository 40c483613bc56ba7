"""``chemcards simulate`` (issue 8, item 5): arguments, table, CSV, one-sentence errors."""

from __future__ import annotations

import argparse
from pathlib import Path

import pytest

from chemcards.commands import CommandError
from chemcards.commands import simulate as command

TOY = "toy-clash"


@pytest.fixture(autouse=True)
def toy_registered(monkeypatch: pytest.MonkeyPatch) -> None:
    """The toy game installed as a plugin would be: the command takes registered games by name
    only, never ``module:attr`` (issue 13, point 4)."""
    from bots_toy_game import GAME

    from chemcards.core.registry import games

    monkeypatch.setitem(games(), GAME.id, GAME)


def _args(*argv: str) -> argparse.Namespace:
    parser = argparse.ArgumentParser()
    command.add_arguments(parser)
    return parser.parse_args(list(argv))


def test_simulate_prints_a_table_per_seat_and_writes_csv(capsys: pytest.CaptureFixture[str],
                                                         tmp_path: Path) -> None:
    out = tmp_path / "sim.csv"
    code = command.run(_args(TOY, "--seats", "hard,medium,easy", "--games", "6", "--seed", "1",
                             "--iterations", "10", "--csv", str(out)))
    assert code == 0
    text = capsys.readouterr().out
    for word in ("hard", "medium", "easy", "win %", "95 % CI", "score", "turns", "ms/turn", "seed 1",
                 "unfinished 0"):
        assert word in text
    assert len(out.read_text(encoding="utf-8").splitlines()) == 1 + 6 * 3


def test_one_level_fills_every_seat() -> None:
    config, jobs = command.build_config(_args(TOY, "--seats", "medium", "--players", "3", "--jobs", "2"))
    assert config.levels == ("medium",) * 3 and jobs == 2


def test_a_seed_is_chosen_and_shown_when_none_is_given() -> None:
    config, _ = command.build_config(_args(TOY))
    assert isinstance(config.seed, int)


@pytest.mark.parametrize("argv, words", [
    (["no-such-game"], "unknown game"),
    ([TOY, "--seats", "hard,expert"], "unknown level"),
    ([TOY, "--seats", "easy,easy", "--players", "3"], "does not match"),
    ([TOY, "--players", "9"], "needs"),
    ([TOY, "--games", "0"], "--games"),
    ([TOY, "--jobs", "0"], "--jobs"),
    ([TOY, "--option", "speed"], "key=value"),
    ([TOY, "--option", "speed=3"], "no option"),
])
def test_bad_arguments_are_one_sentence(argv: list[str], words: str) -> None:
    with pytest.raises(CommandError, match=words):
        command.build_config(_args(*argv))


def test_option_values_are_matched_against_the_choices_as_text() -> None:
    from bots_toy_game import ToyGame

    from chemcards.core.protocol import Choice, Option

    class WithOptions(ToyGame):
        def options(self):  # type: ignore[no-untyped-def]
            return (Option("turn_time", {"en": "turn time"}, (Choice("off", {}), Choice(30, {})), "off"),)

    game = WithOptions()
    assert command.parse_options(["turn_time=30"], game) == {"turn_time": 30}
    with pytest.raises(CommandError, match="choose one of: off, 30"):
        command.parse_options(["turn_time=31"], game)


def test_pt14_en13_the_table_fits_80_columns_with_every_figure_whole() -> None:
    """Play-through 14 en 13: at 80 columns the win rate's interval was cut to "51.0–100…". Six
    seats, the longest level name and wide figures: every figure whole, no line over 80 cells."""
    import io

    from rich.console import Console

    from chemcards.bots.simulate import SeatSummary, SimConfig, Summary

    levels = ("strongest", "medium", "easy", "hard", "strongest", "easy")
    seats = tuple(SeatSummary(p, level, 1234.5, 0.51, 0.51, 1.0, 1234.5, 1234.5, 1234.56)
                  for p, level in enumerate(levels))
    summary = Summary(5000, 5000, 0, 2345.6, 1234.5, seats)
    config = SimConfig(TOY, levels, 5000, 123456789)
    buffer = io.StringIO()
    Console(file=buffer, width=80, color_system=None).print(command.render(summary, config, "Color Clash"))
    text = buffer.getvalue()
    assert all(len(line) <= 80 for line in text.splitlines()), text
    assert "…" not in text, text
    for figure in ("51.0–100.0", "1234.5", "51.0", "1234.56", "strongest", "5000 games", "seed 123456789"):
        assert figure in text, (figure, text)
