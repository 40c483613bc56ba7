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
    for word in ("hard", "medium", "easy", "win %", "95 % CI", "avg score", "ms/turn", "seed 1",
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
