"""Play-through 17 en 11, zh 16: ``chemcards host`` takes the game's options as ``chemcards play``
does, and they reach the room it asks for; a table that could never start (competitive mode for
five, CK-2) and a value a room server does not take (a deck file) are refused in one line in the
command's language, before any room or app is opened."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from chemcards import cli
from chemcards.core import registry
from chemcards.core.registry import games
from chemcards.i18n import tr

pytestmark = pytest.mark.usefixtures("cli_home")  # tests/conftest.py


@pytest.fixture
def plans(monkeypatch: pytest.MonkeyPatch) -> list[dict[str, Any]]:
    """The plans ``host`` opens the online app with (the app itself is not run)."""
    import chemcards.tui.online_app

    opened: list[dict[str, Any]] = []

    class Recorder:
        def __init__(self, plan: dict[str, Any], url: str | None, **_: Any) -> None:
            opened.append(plan)

        def run(self) -> int:
            return 0

    monkeypatch.setattr(chemcards.tui.online_app, "OnlineApp", Recorder)
    return opened


@pytest.mark.parametrize("game_id", sorted(games()))
def test_pt17_en11_host_takes_every_listed_option_value_as_play_does(game_id: str,
                                                                     plans: list[dict[str, Any]]) -> None:
    """Every listed value of every option, typed as ``play -o KEY=VALUE`` takes it, is in the plan
    of the room ``host`` asks for."""
    game = games()[game_id]
    players = min(game.max_players, 4)
    for option in game.options():
        for value in option.values():
            assert cli.main(["host", game_id, "--players", str(players), "-o", f"{option.key}={value}"]) == 0
            assert plans[-1]["options"][option.key] == value, (option.key, plans[-1])
            assert plans[-1]["players"] == players


@pytest.mark.parametrize("lang", ["en", "de", "zh"])
def test_pt17_en11_ck2_host_refuses_competitive_mode_for_five_in_one_line(
        lang: str, capsys: pytest.CaptureFixture[str], plans: list[dict[str, Any]]) -> None:
    """CK-2: competitive mode is for 2–4 players; ``host`` says so in the command's language."""
    argv = ["--lang", lang, "host", "chemie-kartenspiel", "--players", "5", "-o", "mode=competitive"]
    assert cli.main(argv) == cli.EXIT_USAGE
    err = capsys.readouterr().err
    assert err == f"chemcards: {tr('chemie-kartenspiel', 'competitive_players', lang, high=4, players=5)}\n"
    assert not plans


@pytest.mark.parametrize("lang", ["en", "de", "zh"])
def test_pt17_en11_host_refuses_a_deck_file_a_room_server_cannot_take(
        lang: str, capsys: pytest.CaptureFixture[str], plans: list[dict[str, Any]], tmp_path: Path) -> None:
    """``play`` reads a deck file (``decks=file:PATH``); a room server takes only the listed
    decks, so ``host`` refuses the file in one line instead of opening a room that refuses it."""
    argv = ["--lang", lang, "host", "chemie-kartenspiel", "-o", "mode=competitive",
            "-o", f"decks=file:{tmp_path / 'mine.toml'}"]
    assert cli.main(argv) == cli.EXIT_USAGE
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "decks" in err[0] and "starter-a" in err[0] and "starter-b" in err[0], err
    name = next(o for o in registry.get_game("chemie-kartenspiel").options() if o.key == "decks").label(lang)
    assert err[0].startswith("chemcards: " + tr("cli", "err_option_online", lang, name=name, key="decks",
                                                value="X", values="Y").split("Y")[0]), err
    assert not plans


@pytest.mark.parametrize("lang", ["de", "zh"])
def test_ck2_play_says_competitive_mode_for_five_in_the_commands_language(
        lang: str, capsys: pytest.CaptureFixture[str]) -> None:
    """CK-2: ``play`` refuses the same table in the same words as ``host`` (it said it in English)."""
    argv = ["--lang", lang, "play", "chemie-kartenspiel", "--seats", "a,b,c,d,e", "-o", "mode=competitive"]
    assert cli.main(argv) == cli.EXIT_USAGE
    err = capsys.readouterr().err
    assert err == f"chemcards: {tr('chemie-kartenspiel', 'competitive_players', lang, high=4, players=5)}\n"
