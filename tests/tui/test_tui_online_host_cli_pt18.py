"""Play-through 18 de 2: ``chemcards host color-clash --players 2`` opened a lobby with the game's
own options („Nach den Menschen: Computer spielen weiter“) while the start screen had „Runde
endet“, and nothing told the command-line host. The command line keeps taking the game's options
and ``-o`` (docs/online.md, as ``chemcards play`` does); its host's lobby now says so and how to set
them. And one name per option: the Online screen called the turn timer „Zugzeit aus“, the start
screen and the lobby „Zeit pro Zug: aus“. A real server on a loopback port, the real app."""

from __future__ import annotations

import argparse
from typing import Any

import pytest
from test_tui_launcher_s12 import loaded, until
from test_tui_online_check15 import _server
from test_tui_online_pt10 import _lobby
from textual.widgets import Select
from tui_helpers import sync

from chemcards import cli
from chemcards.core import registry
from chemcards.i18n import join_list, tr
from chemcards.tui.app import ChemcardsApp
from chemcards.tui.online import OnlineScreen, option_parts
from chemcards.tui.online_app import OnlineApp
from chemcards.tui.settings import Settings


def _flat(text: Any) -> str:
    return "".join(str(text).split())


def _plan_of_host(monkeypatch: pytest.MonkeyPatch, argv: list[str]) -> dict[str, Any]:
    """The plan ``chemcards host`` hands the app (the app itself is not run here)."""
    seen: dict[str, Any] = {}

    def fake_run(args: argparse.Namespace, plan: dict[str, Any], url: str | None) -> int:
        seen.update(plan)
        return 0

    monkeypatch.setattr("chemcards.commands.online._run", fake_run)
    assert cli.main(argv) == 0
    return seen


@pytest.mark.parametrize("lang", ["en", "de", "zh"])
@sync
async def test_pt18_de2_the_command_line_hosts_lobby_says_where_its_options_come_from(
        lang: str, monkeypatch: pytest.MonkeyPatch) -> None:
    plan = _plan_of_host(monkeypatch, ["host", "color-clash", "--players", "2"])
    server, port = await _server()
    app = OnlineApp(plan, f"ws://127.0.0.1:{port}/", settings=Settings(lang=lang, speed="instant"),
                    remember=False)
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            await _lobby(pilot, app)
            await pilot.pause(0.1)
            info = _flat(app.screen.query_one("#lobby-info").render())
    finally:
        await server.stop()
    said = _flat(tr("online", "host_options_cli", lang, keys="|", example="|")).split("|")
    assert all(part in info for part in said), info
    # each key with its name in the language, 、 between them in Chinese (play-through 19 de 6, zh 12)
    keys = [o.typed_name(lang) for o in registry.get_game("color-clash").options()]
    assert "people_out" in keys[-1] and _flat(join_list(keys, lang)) in info, info
    assert {"en": "mode=Mode", "de": "mode=Spielart", "zh": "mode=模式"}[lang] in info, info
    if lang == "zh":  # the list of keys between "设置：" and "；例如"
        assert "," not in info.split(said[0])[1].split(said[1])[0], info
    assert "-omode=family" in info, info  # an example a person can type (the room is classic)


@sync
async def test_pt18_de2_a_room_hosted_from_the_online_screen_has_no_command_line_note() -> None:
    server, port = await _server()
    app = OnlineApp({"do": "host", "game": "color-clash", "players": 2, "options": {}},
                    f"ws://127.0.0.1:{port}/", settings=Settings(lang="de", speed="instant"), remember=False)
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            await _lobby(pilot, app)
            await pilot.pause(0.1)
            info = _flat(app.screen.query_one("#lobby-info").render())
    finally:
        await server.stop()
    assert _flat(tr("online", "host_options_cli", "de", keys="|", example="|")).split("|")[0] not in info


@pytest.mark.parametrize("lang", ["en", "de", "zh"])
@sync
async def test_pt18_de2_the_online_screen_names_the_turn_timer_as_the_start_screen_does(lang: str) -> None:
    """„Zugzeit aus“ / „30 s pro Zug“ on the Online screen, „Zeit pro Zug: aus“ on the start screen
    and in the lobby: every choice of the timer now reads as the lobby writes the option."""
    game = registry.get_game("color-clash")
    option = next(o for o in game.options() if o.key == "turn_time")
    app = ChemcardsApp(settings=Settings(lang=lang, speed="instant", game="color-clash"), remember=False,
                       games=registry.games)
    async with app.run_test(size=(80, 24)) as pilot:
        await loaded(pilot)
        await pilot.press("ctrl+o")
        await until(pilot, lambda: isinstance(app.screen, OnlineScreen))
        timer = app.screen.query_one("#online-timer", Select)
        shown = [str(label) for label, _ in timer._options if str(label)]  # the Select's own choices
    assert len(shown) == len(option.choices), shown
    for label, value in zip(shown, option.values(), strict=True):
        assert label == option_parts(game, {"turn_time": value}, lang)[0], (label, value)
        assert option.label(lang) in label, label
