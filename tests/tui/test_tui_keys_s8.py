"""Keys that surprised the testers of play-through 7 (issue 12 points 8 and 13 area), at 80×24:
``h`` in a hot-seat game did nothing and said nothing; the curtain had no footer; "play W+4" typed
without a colour was refused as "not a move"; the Chemie-Kartenspiel's ``?`` had no Esc; the
launcher's ``?`` spoke of leaving a seat.
"""

from __future__ import annotations

from typing import Any

import pytest
from test_tui_color_clash import ann_turn, reach
from tui_helpers import app_for, screen_text, settle, sync, table_of

from chemcards.core import registry
from chemcards.core.match import Match
from chemcards.core.seats import Seat
from chemcards.games.color_clash import GAME as CC
from chemcards.i18n import tr, ui
from chemcards.tui.app import ChemcardsApp
from chemcards.tui.clock import FakeClock
from chemcards.tui.curtain import CurtainScreen
from chemcards.tui.help import KeysScreen
from chemcards.tui.settings import Settings
from chemcards.tui.settle import CURTAIN_SETTLE
from chemcards.tui.table import TableScreen

LANGS = ("de", "en", "zh")


def refusals(into: list[str]) -> Any:
    def hook(message: Any) -> None:
        if isinstance(message, TableScreen.Refused):
            into.append(message.text)
    return hook


async def past_curtain(app: Any, pilot: Any) -> None:
    await settle(pilot)
    if isinstance(app.screen, CurtainScreen):
        app.clock.advance(CURTAIN_SETTLE + 0.1)
        await pilot.pause()
        await pilot.press("enter")
        await settle(pilot)


@pytest.mark.parametrize("lang", LANGS)
@sync
async def test_issue12_hot_seat_h_and_u_say_in_one_line_that_hints_and_undo_are_off(lang: str) -> None:
    """Issue 19 / play-through 7 (zh #8): two people without agreement (the launcher's default):
    ``h`` and ``u`` are off, and each says so in one line instead of doing nothing silently;
    nothing changes in the game."""
    match = Match(CC, [Seat("Ann"), Seat("Bob")], {}, seed=3)
    app = app_for(match, lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await past_curtain(app, pilot)
        table = table_of(app)
        assert app.screen is table and not match.aids_allowed
        before = list(match.record.actions)
        for key in ("h", "u"):
            table.query_one("#notice").clear()
            await pilot.press(key)
            await pilot.pause()
            # the whole refusal on screen, over the notice line's rows (it names the launcher's
            # option since play-through 12, zh#9, and takes two rows)
            notice = table.query_one("#notice")
            shown = "".join(line.strip(" ▌") for line in
                            screen_text(app).splitlines()[notice.region.y:notice.region.bottom])
            assert ui("aids_not_agreed", lang).replace(" ", "") in shown.replace(" ", ""), key
        assert match.record.actions == before and table.hint_shown is None


@pytest.mark.parametrize("lang", LANGS)
@sync
async def test_issue12_the_curtain_has_a_footer_with_its_key(lang: str) -> None:
    """Play-through 7 (zh #8): the curtain page's bottom line was empty; it shows its key now
    (⏎ and what it does), in the player's language, and nothing of any hand."""
    match = Match(CC, [Seat("Ann"), Seat("Bob")], {}, seed=3)
    app = app_for(match, lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, CurtainScreen)
        footer = screen_text(app).splitlines()[-1]
        assert f"⏎ {ui('curtain_lift', lang)}" in footer, footer
        assert "[" not in screen_text(app)  # no card chip ("[● R1 ]") anywhere behind it


@pytest.mark.parametrize("lang", LANGS)
@sync
async def test_cc8_play_a_wild_typed_without_its_colour_says_the_colour_is_missing(lang: str) -> None:
    """CC-8 / play-through 7 (zh #12): "play W+4" typed without a colour was refused as "not a
    move" with no reason; the refusal now says that the colour is missing and how to write it,
    in the player's language. Nothing is played."""
    match = reach(ann_turn)
    refused: list[str] = []
    app = app_for(match, lang=lang)
    async with app.run_test(size=(80, 24), message_hook=refusals(refused)) as pilot:
        await settle(pilot)
        before = list(match.record.actions)
        await pilot.press("colon")
        await pilot.pause()
        await pilot.press(*"play", "space", *"W+4", "enter")
        await pilot.pause()
        assert refused, "no refusal"
        # the card as the screen shows it (issue 21: "★+4", no "W+4")
        assert tr("color-clash", "wild_needs_colour", lang, card="★+4") in refused[-1], refused[-1]
        assert match.record.actions == before


@pytest.mark.parametrize("lang", LANGS)
@sync
async def test_ck_the_keys_screen_lists_esc_while_building(lang: str) -> None:
    """Play-through 7 (zh #12): the Chemie-Kartenspiel's ``?`` had no Esc, which clears the
    chosen cards while a compound is built; it is listed now, in the player's language."""
    game = registry.games()["chemie-kartenspiel"]
    match = None
    for seed in range(1, 40):
        candidate = Match(game, [Seat("Ann"), Seat("Curie", "computer", "easy")], {}, seed=seed)
        if candidate.to_act() == (0,):
            match = candidate
            break
    assert match is not None
    app = app_for(match, lang=lang, games={game.id: game})
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("question_mark")
        await pilot.pause()
        assert isinstance(app.screen, KeysScreen)
        assert ("Esc", tr("chemie-kartenspiel", "ck_key_clear", lang)) in app.screen.rows, app.screen.rows


@pytest.mark.parametrize("lang", LANGS)
@sync
async def test_issue12_point8_the_launchers_keys_screen_names_only_what_its_menu_holds(lang: str) -> None:
    """Issue 12 point 8 / play-through 7 (zh #12: "离开座位" on the launcher's ``?``): the
    launcher's keys screen describes the launcher's menu (new game, saved games, quit), not the
    table's (leave seat, save)."""
    app = ChemcardsApp(settings=Settings(lang=lang, speed="instant"), clock=FakeClock(), remember=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("question_mark")
        await pilot.pause()
        assert isinstance(app.screen, KeysScreen)
        text = screen_text(app)
        assert ui("leave_seat", lang) not in text and "离开座位" not in text
        assert ui("keys_footer_launcher", lang)[:12] in text
        # every entry of the launcher's menu by the name the menu gives it (play-through 19, en 8:
        # "new game" was said where the menu says "Start game", and "Learn to play" was missing)
        said = ui("keys_footer_launcher", lang)
        launcher = app.screen_stack[-2] if len(app.screen_stack) > 1 else app.screen
        titles = [command.title for command in app.get_system_commands(launcher)]
        assert len(titles) >= 4, titles
        for title in titles:
            assert title in said, (title, said)


@pytest.mark.parametrize("lang", LANGS)
@sync
async def test_cc10_against_computers_the_call_windows_footer_offers_l(lang: str) -> None:
    """CC-10 / play-through 7 (zh #9: the window's footer read only "F1 规则 Ctrl+Q 退出"): when
    the person plays their second-to-last card against computers, the footer of the window names
    the call key ``l`` in the player's language, as the prompt does."""
    from chemcards.games.color_clash.actions import PLAY

    match = Match(CC, [Seat("Ann"), Seat("Curie", "computer", "easy"), Seat("Bohr", "computer", "easy")],
                  {}, seed=3)
    app = app_for(match, lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        for _ in range(300):
            await settle(pilot)
            if match.state.window == 0:
                break
            if 0 not in match.to_act():
                continue
            legal = table_of(app).board.legal
            plays = [a for a in legal if a.kind == PLAY and not a.call]
            table_of(app).board.choose(plays[0] if plays else legal[0])
        await pilot.pause()
        assert match.state.window == 0
        footer = screen_text(app).splitlines()[-1]
        assert f"l {ui('cc_last_card', lang)}" in footer, footer
