"""Issue 12, point 12: the game-over dialog closes to show the final field, and comes back."""

from __future__ import annotations

from tui_helpers import app_for, screen_text, settle, sync, table_of

from chemcards.bots.levels import make_bot
from chemcards.core.match import Match
from chemcards.core.rng import Rng
from chemcards.core.seats import Seat
from chemcards.games.metallurgie import GAME
from chemcards.games.metallurgie.catalogue import catalogue
from chemcards.tui.outcome import OutcomeScreen


def finished_match() -> Match:
    """MT-14: a seeded game played to its end by computers, then Ann's seat looks at it."""
    seats = [Seat("Ann"), Seat("Curie", "computer", "medium")]
    match = Match(GAME, seats, {}, seed=11)
    bots = [make_bot(GAME, s, "medium", Rng(s)) for s in range(2)]
    while match.outcome() is None:
        seat = match.to_act()[0]
        match.act(seat, bots[seat].choose(match.view(seat), match.legal(seat)))
    return match


@sync
async def test_mt14_game_over_dialog_closes_to_show_the_final_field_and_esc_brings_it_back() -> None:
    match = finished_match()
    field = match.view(0).field_map()
    symbols = catalogue().symbols
    app = app_for(match)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, OutcomeScreen)
        await pilot.press("v")
        await settle(pilot)
        assert app.screen is table_of(app)
        text = screen_text(app)
        # a field row: its number, then a metal's letters (80x24 draws "48   Cu  Cu", session 12)
        shown = {symbols[m] for m in field.values()}
        rows = [line.split() for line in text.splitlines() if line[:2].isdigit()]
        assert any(set(row[1:]) & shown for row in rows), text  # the field is drawn, not covered
        await pilot.press("escape")
        await settle(pilot)
        assert isinstance(app.screen, OutcomeScreen) and app.is_running


@sync
async def test_ch_game_over_leaves_no_empty_move_list_on_the_final_table() -> None:
    """Issue 12 follow-up, point 9 (CH-12 game over): looking at the final CHEMIS table shows no
    empty list box where the moves were."""
    from textual.widgets import OptionList

    from chemcards.games.chemis import GAME as CHEMIS

    seats = [Seat("Ann"), Seat("Cpu1", "computer", "easy")]
    match = Match(CHEMIS, seats, {}, seed=11)
    bots = [make_bot(CHEMIS, s, "easy", Rng(s)) for s in range(2)]
    while match.outcome() is None:
        seat = match.to_act()[0]
        match.act(seat, bots[seat].choose(match.view(seat), match.legal(seat)))
    app = app_for(match)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("v")
        await settle(pilot)
        assert app.screen is table_of(app)
        moves = app.screen.query_one("#chemis-moves", OptionList)
        assert moves.option_count == 0 and not moves.display
        assert "▔" * 20 not in screen_text(app)  # no empty box's top edge


@sync
async def test_new_game_after_the_game_over_sets_up_the_same_table() -> None:
    """"n" on the game-over dialog is "New game" (Enter is not: play-through 11, de 1), and the
    launcher comes back with the table just played (game, seats, levels, options): the same game
    against the same computers is one more Enter away. A newcomer found the launcher back at another
    game with four seats."""
    from chemcards.tui.launcher import LauncherScreen

    match = finished_match()
    app = app_for(match)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, OutcomeScreen)
        await pilot.press("n")
        await settle(pilot)
        launcher = app.screen
        assert isinstance(launcher, LauncherScreen)
        assert launcher.game_id == GAME.id
        assert [(s.name, s.computer, s.level) for s in launcher.seat_specs][:2] == [
            ("Ann", False, launcher.seat_specs[0].level), ("Curie", True, "medium")]
        assert len(launcher.seat_specs) == 2
        assert launcher.options() == match.options
        await pilot.press("enter")  # the launcher's focus is on Start
        await settle(pilot)
        table = table_of(app)
        assert table.match is not match
        assert [(s.name, s.kind, s.level) for s in table.match.seats] == [
            (s.name, s.kind, s.level) for s in match.seats]


@sync
async def test_issue12_1_the_final_table_footer_offers_no_play_keys_in_any_game() -> None:
    """Issue 12 point 1 (pt6-zh2 #12: the game-over board still showed "pick card, play, end
    turn"): every game played to its end by computers, the result closed to look at the table
    ("v"): the footer holds no key of the board and no move box, only keys that still do
    something (keys, rules, position labels, quit)."""
    from chemcards.core import registry

    for game_id in ("color-clash", "metallurgie", "chemie-kartenspiel", "chemis"):
        game = registry.games()[game_id]
        seats = [Seat("Ann"), Seat("Cpu1", "computer", "easy")]
        match = Match(game, seats, {}, seed=11)
        bots = [make_bot(game, s, "easy", Rng(s)) for s in range(2)]
        while match.outcome() is None:
            seat = next(s for s in match.to_act() if s >= 0)
            match.act(seat, bots[seat].choose(match.view(seat), match.legal(seat)))
        app = app_for(match, games=registry.games())
        async with app.run_test(size=(160, 30)) as pilot:
            await settle(pilot)
            assert isinstance(app.screen, OutcomeScreen)
            await pilot.press("v")
            await settle(pilot)
            table = table_of(app)
            assert app.screen is table
            shown = {b.action for (ns, b, enabled, _) in table.active_bindings.values() if b.show and enabled
                     and (ns is table.board or table.board in ns.ancestors or ns is table)}
            # Metallurgie's position labels help reading the final field and the log (MT-2); Esc
            # brings the result back and says so (play-through 10, session 11); r opens the
            # review of a game against computers, as the result does (play-through 23, zh 2)
            assert shown <= {"keys", "rules", "coords", "show_result", "new_game", "review"}, (game_id, shown)
