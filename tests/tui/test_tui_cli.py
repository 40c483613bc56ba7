"""``chemcards play`` / ``resume`` argument handling and the settings file (issue 3, items 1, 7)."""

from __future__ import annotations

import argparse
from pathlib import Path

import pytest

from chemcards.commands import CommandError
from chemcards.commands.play import (
    add_arguments,
    add_resume_arguments,
    parse_options,
    parse_seats,
    run,
    run_resume,
)
from chemcards.games.color_clash import GAME as CC
from chemcards.tui.settings import Settings, config_dir, current_save_path, load_settings, save_settings


def test_seats_text_gives_people_and_marked_computers_with_levels() -> None:
    seats = parse_seats("Ann, Bob ,cpu,cpu:hard")
    assert [s.name for s in seats[:2]] == ["Ann", "Bob"]
    assert [(s.kind, s.level) for s in seats[2:]] == [("computer", "medium"), ("computer", "hard")]
    assert seats[2].name != seats[3].name


@pytest.mark.parametrize("text", ["Ann,Ann", "Ann,,cpu", "cpu:genius", ""])
def test_bad_seats_text_is_one_sentence(text: str) -> None:
    with pytest.raises(CommandError):
        parse_seats(text)


def test_options_are_matched_against_the_games_own_choices() -> None:
    assert parse_options(CC, ["mode=family", "turn_time=30"]) == {"mode": "family", "turn_time": "30"}
    with pytest.raises(CommandError, match="choose one of"):
        parse_options(CC, ["turn_time=7"])
    with pytest.raises(CommandError, match="no option"):
        parse_options(CC, ["colour=red"])
    with pytest.raises(CommandError, match=r"(?i)KEY=VALUE"):
        parse_options(CC, ["mode"])


def _args(adder, argv: list[str]) -> argparse.Namespace:  # type: ignore[no-untyped-def]
    parser = argparse.ArgumentParser()
    adder(parser)
    return parser.parse_args(argv)


def test_play_refuses_unknown_games_and_wrong_player_counts_before_any_screen() -> None:
    with pytest.raises(CommandError, match="unknown game"):
        run(_args(add_arguments, ["no-such-game"]))
    with pytest.raises(CommandError, match="2–6 players"):
        run(_args(add_arguments, ["color-clash", "--seats", "Ann"]))


def test_resume_without_a_save_or_with_a_damaged_one_says_so(tmp_path: Path) -> None:
    with pytest.raises(CommandError, match="no saved game"):
        run_resume(_args(add_resume_arguments, []))
    bad = tmp_path / "bad.json"
    bad.write_text("garbage", encoding="utf-8")
    with pytest.raises(CommandError, match="damaged"):
        run_resume(_args(add_resume_arguments, [str(bad)]))


def test_settings_live_under_xdg_dirs_and_survive_damage(private_dirs: Path) -> None:
    assert config_dir() == private_dirs / "config" / "chemcards"
    assert current_save_path().is_relative_to(private_dirs / "data")
    save_settings(Settings(lang="de", speed="fast", game="color-clash"))
    again = load_settings()
    assert (again.lang, again.speed, again.game) == ("de", "fast", "color-clash")
    (config_dir() / "settings.json").write_text("{broken", encoding="utf-8")
    assert load_settings() == Settings()
    (config_dir() / "settings.json").write_text('{"lang": "xx", "speed": "warp"}', encoding="utf-8")
    assert load_settings() == Settings()
