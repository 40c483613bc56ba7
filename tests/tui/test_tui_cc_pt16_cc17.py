"""Play-through 16 (session 17, task cc17): Color Clash at the table — the typed-move box when a
dialog or the game over comes (en 5)."""

from __future__ import annotations

from textual.widgets import Input
from tui_helpers import app_for, screen_text, settle, sync, table_of

from chemcards.bots.levels import make_bot
from chemcards.core.match import Match
from chemcards.core.rng import Rng
from chemcards.core.seats import Seat
from chemcards.games.color_clash import GAME as CC
from chemcards.games.color_clash.actions import PLAY
from chemcards.tui.outcome import OutcomeScreen


def one_card_from_the_end() -> tuple[Match, object]:
    """A seeded two-seat game played by computers until Ann (seat 0) is on turn with one card she
    may play: that play ends the round and the game (CC-15)."""
    for seed in range(200):
        match = Match(CC, [Seat("Ann"), Seat("Curie", "computer", "medium")], {}, seed=seed)
        bots = [make_bot(CC, s, "medium", Rng(seed + s)) for s in range(2)]
        while match.outcome() is None:
            seat = match.to_act()[0]
            legal = match.legal(seat)
            if seat == 0 and match.view(0).phase == "turn" and len(match.view(0).hand) == 1:
                last = [a for a in legal if a.kind == PLAY]
                if last:
                    return match, last[0]
            match.act(seat, bots[seat].choose(match.view(seat), legal))
    raise AssertionError("no such position in 200 seeds")


@sync
async def test_the_game_over_closes_a_half_typed_move() -> None:
    """pt16 en 5: the round ended while "catch 4" stood in the move box, and the game-over dialog
    came with "▊ catch 4 ▎" still drawn under it. The box closes and forgets its text when the
    result comes; the board has the keys again when the dialog is closed."""
    match, last = one_card_from_the_end()
    app = app_for(match)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        table = table_of(app)
        await pilot.press("colon", *"catch 4")
        box = table.query_one("#move-input", Input)
        assert box.display and box.value == "catch 4"
        assert table.driver.submit(0, last) is None  # the round ends while the box is open
        await settle(pilot)
        assert isinstance(app.screen, OutcomeScreen)
        assert not box.display and box.value == ""
        assert "catch 4" not in screen_text(app)


@sync
async def test_a_dialog_over_the_table_closes_the_move_box() -> None:
    """The same for any dialog that covers the table (here the keys page): nothing typed stays drawn
    under it, and the keys go to the board afterwards."""
    app = app_for(Match(CC, [Seat("Ann"), Seat("Curie", "computer", "medium")], {}, seed=3))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        table = table_of(app)
        await pilot.press("colon", *"play")
        box = table.query_one("#move-input", Input)
        assert box.display
        table.action_keys()
        await pilot.pause()
        assert app.screen is not table
        assert not box.display and box.value == ""
        assert "▊ play" not in screen_text(app)
        await pilot.press("escape")
        await settle(pilot)
        assert app.screen is table and not isinstance(app.focused, Input)


# -- en 9 / zh 9: the hand's title says why the hand grew, until the viewer's next move -----------------

SIX = [Seat("Ann")] + [Seat(n, "computer", "medium")
                       for n in ("Curie", "Bohr", "Dalton", "Noether", "Mendeleev")]


def six_seats(seed: int = 9, lang: str = "en", aids: bool = False) -> object:
    """Seed 9: the first card is ◆ +2 (CC-4: Ann draws two and is skipped), and before her next turn
    Mendeleev (seat 6) plays ● +2 (CC-8): she draws two more; her hand shows 11 cards when her
    turn comes."""
    return app_for(Match(CC, list(SIX), {}, seed=seed, aids=aids), lang=lang)


def hand_title(app: object) -> str:
    return str(table_of(app).query_one("#cc-hand-box").border_title)  # type: ignore[arg-type]


@sync
async def test_the_hand_title_says_why_it_grew_until_the_next_move() -> None:
    """pt16 en 9 / zh 9: with six seats at 80x24 the log has a few lines, and the line saying why the
    hand grew by two had scrolled away. The hand's title says it until Ann moves."""
    app = six_seats()
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        match = table_of(app).match
        penalties = [e.data for e in match.events if e.kind == "penalty" and e.seat == 0]
        assert penalties == [(2, "G+2"), (2, "R+2")]
        title = hand_title(app)
        # at 80x24 with six seats the whole title does not fit: the latest reason stays, whole
        # it says the cards were drawn and for what (play-through 18, zh 8: "+2:" alone was cryptic)
        assert title == "Your hand (11) · drew 2: Mendeleev's ● +2", title
        assert title in screen_text(app)
        await pilot.press("d")  # Ann's own move: the news is old now
        await settle(pilot)
        assert "·" not in hand_title(app), hand_title(app)


@sync
async def test_the_reason_in_german_and_chinese_and_after_the_log_is_written_again() -> None:
    """The same in de and zh; a log written anew (here for a new width, as after undo or on another
    person's screen) keeps the reason (``relogged``)."""
    for lang, words in (("de", "2 gezogen: ● +2 von Mendeleev"), ("zh", "摸 2 张牌：Mendeleev 的 ● +2")):
        app = six_seats(lang=lang)
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            assert words in hand_title(app), hand_title(app)
            assert hand_title(app) in screen_text(app)
            await pilot.resize_terminal(100, 30)
            await settle(pilot)
            assert words in hand_title(app), (lang, hand_title(app))
            assert hand_title(app) in screen_text(app)


def test_snapshot_six_seats_hand_grew_80x24(snap_compare: object) -> None:
    """pt16 en 9: six seats at 80x24, the hand's title with the reason."""
    async def settled(pilot: object) -> None:
        await settle(pilot)  # type: ignore[arg-type]
        await pilot.pause()  # type: ignore[attr-defined]

    assert snap_compare(six_seats(), terminal_size=(80, 24), run_before=settled)  # type: ignore[operator]
