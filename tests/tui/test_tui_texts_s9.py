"""Play-through 8 (session 9), shared screens and the Chemie-Kartenspiel at 80×24: issue 21 and
issue 12 point 10, read as a player reads them, in de, en and zh."""

from __future__ import annotations

import pytest
from tui_helpers import app_for, screen_text, settle

from chemcards.bots.levels import make_bot
from chemcards.core.match import Match
from chemcards.core.rng import Rng
from chemcards.core.seats import Seat
from chemcards.games.chemie_kartenspiel import GAME as CK
from chemcards.tui.help import RulesScreen
from chemcards.tui.outcome import OutcomeScreen
from chemcards.tui.table import TableScreen


def finished(game: object, seed: int = 11) -> Match:
    """A seeded game played to its end by two easy computers; Ann's seat looks at it."""
    seats = [Seat("Ann"), Seat("Curie", "computer", "easy")]
    match = Match(game, seats, {}, seed=seed)  # type: ignore[arg-type]
    bots = [make_bot(game, s, "easy", Rng(s)) for s in range(2)]  # type: ignore[arg-type]
    while match.outcome() is None:
        seat = match.to_act()[0]
        match.act(seat, bots[seat].choose(match.view(seat), match.legal(seat)))
    return match


@pytest.mark.parametrize("lang", ["de", "zh"])
def test_ck10_result_dialog_takes_esc_and_f1_like_the_table(lang: str) -> None:
    """CK-10 game over (play-through 8, de 10): on the result dialog Esc closes it to the final
    table (whose Esc brings it back) and F1 opens the game's rules, as on the table; only `v`
    worked."""
    import asyncio

    async def run() -> None:
        app = app_for(finished(CK), lang=lang)
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            assert isinstance(app.screen, OutcomeScreen)
            await pilot.press("escape")
            await settle(pilot)
            assert isinstance(app.screen, TableScreen)
            await pilot.press("escape")
            await settle(pilot)
            assert isinstance(app.screen, OutcomeScreen)
            await pilot.press("f1")
            await settle(pilot)
            assert isinstance(app.screen, RulesScreen) and app.screen.game.id == CK.id
            await pilot.press("escape")
            await settle(pilot)
            assert isinstance(app.screen, OutcomeScreen)
            assert "F1" in screen_text(app).splitlines()[-1]  # the dialog's footer names the key

    asyncio.run(run())


@pytest.mark.parametrize(("lang", "name", "where"), [
    ("de", "Color Clash", "„Spielstände“ (Strg+G)"),
    ("en", "Color Clash", "“Saved games” (Ctrl+G)"),
    ("zh", "Color Clash 色彩对决", "“存档”（Ctrl+G）"),
])
def test_a_kept_unfinished_game_is_named_and_found_in_saved_games_not_by_a_path(
        tmp_path: object, lang: str, name: str, where: str) -> None:
    """Play-through 8, de 9: starting Metallurgie showed „Das unfertige Spiel wurde aufbewahrt als
    /tmp/…/unfinished-color-clash-….json“, a raw path about another game. The notice names the
    game that was kept and says where to find it in words."""
    from pathlib import Path

    from chemcards.games.color_clash import GAME as CC
    from chemcards.tui import saves

    folder = Path(str(tmp_path))
    path = folder / "current.json"
    match = Match(CC, [Seat("Ann"), Seat("Curie", "computer", "easy")], {}, seed=1, autosave=path)
    seat = match.to_act()[0]  # a move: a game nobody moved in is not kept (play-through 13, zh)
    match.act(seat, match.legal(seat)[0])
    kept = saves.archive_unfinished(path)
    assert kept is not None
    line = saves.kept_message(kept, lang)
    assert name in line and where in line
    assert str(folder) not in line and kept.name not in line and "/" not in line


@pytest.mark.parametrize("lang", ["de", "en", "zh"])
@pytest.mark.parametrize("game_id", ["color-clash", "metallurgie", "chemie-kartenspiel", "chemis"])
def test_the_keys_key_has_one_label_in_every_game(game_id: str, lang: str) -> None:
    """Play-through 8, en 7: the same key read "? More keys…" on the Metallurgie and
    Chemie-Kartenspiel tables and "? Keys" on Color Clash and CHEMIS. At 80×24 every table's
    footer shows "?" with the one label of the keys screen."""
    import asyncio

    from chemcards.core import registry
    from chemcards.i18n import ui

    async def run() -> None:
        game = registry.games()[game_id]
        match = Match(game, [Seat("Ann"), Seat("Curie", "computer", "easy")], {}, seed=3)
        app = app_for(match, lang=lang)
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            line = screen_text(app).splitlines()[-1]
            assert f"? {ui('keys', lang)}" in line, line
            assert "…" not in line, line

    asyncio.run(run())


@pytest.mark.parametrize("lang", ["de", "en", "zh"])
def test_the_review_shows_the_persons_own_turn_as_theirs(lang: str) -> None:
    """Play-through 8, zh 7: the review showed "小明正在出牌……" on 小明's own turn (a moment is
    always the person's decision): the board says "you" (CC's status line in the review)."""
    import asyncio

    from chemcards.core.driver import next_mover
    from chemcards.core.protocol import REFEREE
    from chemcards.games.color_clash import GAME as CC
    from chemcards.i18n import ui
    from chemcards.tui.review import ReviewScreen

    # a game whose review lists moments (session 12: the review no longer lists differences within
    # the search's noise, and seed 5's game had none left to show)
    match = Match(CC, [Seat("小明"), Seat("Curie", "computer", "easy")], seed=4)
    rng = Rng(4)
    while match.outcome() is None:
        moved = next_mover(CC, match.state, rng)
        assert moved is not None
        seat, legal = moved
        match.act(seat, legal[0] if seat == REFEREE else legal[rng.randbelow(len(legal))])

    async def run() -> None:
        app = app_for(match, lang=lang)
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            screen = ReviewScreen(match, 0, lang, iterations=40)
            app.push_screen(screen)
            for _ in range(200):
                await pilot.pause()
                await app.workers.wait_for_complete()
                if screen.moments is not None:
                    break
            await pilot.pause()
            assert screen.moments
            text = screen_text(app)
            assert ui("cc_waiting_you", lang) in text, text
            assert ui("cc_waiting", lang, name="小明") not in text, text

    asyncio.run(run())
