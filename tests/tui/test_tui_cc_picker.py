"""Color Clash's colour picker and the drawn-card offer at the keyboard (issue 12, point 13;
play-through 6: zh1 #1, en #5, en #11).

The engine decides which card may be played (CC-6…CC-8); the board only asks for a colour when the
card it asks for may be played now, closes the picker with its Wild (Esc, another move), and shows
the picker's own keys in the footer. On the drawn-card offer ("play it (Enter)", CC-7) Enter plays
the drawn card: the cursor stays on it (play-through 7).
"""

from __future__ import annotations

from typing import Any

from test_tui_color_clash import ann_turn, reach
from tui_cc_helpers import click_card, pick_card
from tui_helpers import app_for, screen_text, settle, sync, table_of

from chemcards.core.match import Match
from chemcards.core.seats import Seat
from chemcards.games.color_clash import GAME
from chemcards.games.color_clash.actions import DRAW_ACTION, PLAY
from chemcards.games.color_clash.board import HandView
from chemcards.games.color_clash.catalogue import COLOUR, NO_COLOUR, TEXT
from chemcards.i18n import tr, ui
from chemcards.tui.settle import MOVE_SETTLE
from chemcards.tui.table import TableScreen

LANGS = ("de", "en", "zh")


def footer(app: Any) -> str:
    return screen_text(app).splitlines()[-1]


def picker_words(lang: str) -> str:
    """The start of the picker's prompt (the row may wrap at 80 columns)."""
    return ui("cc_choose_colour", lang).split("1")[0].strip()


def legal_wild(match: Match, seat: int = 0) -> int | None:
    return next((a.face for a in match.legal(seat) if a.kind == PLAY and COLOUR[a.face] == NO_COLOUR), None)


def draws_playable(match: Match, seat: int = 0) -> bool:
    """Drawing now would offer the drawn card (CC-7), tried on a copy of the state."""
    state = GAME.clone(match.state)
    GAME.apply(state, seat, DRAW_ACTION)
    return GAME.view(state, seat).phase == "drawn"


def ann_may_play_a_wild_and_draws_a_playable_card(match: Match) -> bool:
    return ann_turn(match) and legal_wild(match) is not None and draws_playable(match)


def refusals(into: list[str]) -> Any:
    def hook(message: Any) -> None:
        if isinstance(message, TableScreen.Refused):
            into.append(message.text)
    return hook


@sync
async def test_cc7_cc8_drawing_with_the_picker_open_closes_it_and_another_card_is_refused_at_once() -> None:
    """Issue 12 point 13 (zh1 #1): a Wild picked opens the colour row; ``d`` then draws and the
    row goes with its Wild. On the drawn-card offer a click on any other card (the Wild too) is
    refused at once with CC-7's reason, and no colour is asked for."""
    match = reach(ann_may_play_a_wild_and_draws_a_playable_card)
    wild = legal_wild(match)
    assert wild is not None
    refused: list[str] = []
    app = app_for(match)
    async with app.run_test(size=(80, 24), message_hook=refusals(refused)) as pilot:
        await settle(pilot)
        board: Any = table_of(app).board
        await pick_card(pilot, board, wild)
        await settle(pilot)
        assert board.pending_wild == wild and picker_words("en") in screen_text(app)
        await pilot.press("d")
        await settle(pilot)
        view = match.view(0)
        assert view.phase == "drawn", "d did not draw"
        assert board.pending_wild is None
        assert picker_words("en") not in screen_text(app)
        assert ui("cc_drawn_prompt", "en") in screen_text(app)
        if view.drawn != wild:
            before = GAME.state_json(match.state)
            await click_card(pilot, board, wild)
            await settle(pilot)
            assert refused and refused[-1].startswith(tr("color-clash", "only_drawn_card", "en",
                                                         card="").split("(")[0])
            assert board.pending_wild is None, "a colour was asked for a card that may not be played"
            assert picker_words("en") not in screen_text(app)
            assert GAME.state_json(match.state) == before


async def open_picker(pilot: Any, app: Any, match: Match) -> Any:
    await settle(pilot)
    board: Any = table_of(app).board
    wild = legal_wild(match)
    assert wild is not None
    await pick_card(pilot, board, wild)
    await settle(pilot)
    assert board.pending_wild == wild
    return board


def ann_may_play_a_wild(match: Match) -> bool:
    return ann_turn(match) and legal_wild(match) is not None


@sync
async def test_cc8_escape_always_closes_the_picker_and_its_footer_shows_its_keys() -> None:
    """Issue 12 point 13 (zh1 #1): while the colour is asked, the footer shows the picker's keys
    (1–4, Esc; r b y g in English only, issue 21) instead of the play keys; Esc closes the picker
    in every language, and the play keys come back; the Wild can be picked again and a colour
    letter plays it (CC-8)."""
    match = reach(ann_may_play_a_wild)
    for lang in LANGS:
        app = app_for(match, lang=lang)
        async with app.run_test(size=(80, 24)) as pilot:
            board = await open_picker(pilot, app, match)
            line = footer(app)
            assert "1–4" in line and "Esc" in line, line
            # issue 21 (pt8-de #5, pt8-zh #14): the English initials only on English screens
            assert ("r b y g" in line) == (lang == "en"), line
            assert ui("cc_colour_key", lang) in line and ui("cc_colour_back", lang) in line, line
            assert "⏎" not in line and tr("ui", "cc_play_card", lang) not in line, line
            await pilot.press("escape")
            await settle(pilot)
            assert board.pending_wild is None
            assert picker_words(lang) not in screen_text(app)
            assert "1–4" not in footer(app) and "⏎" in footer(app)
            assert match.view(0).phase == "turn" and match.to_act() == (0,)  # nothing was played
    app = app_for(match)
    async with app.run_test(size=(80, 24)) as pilot:
        await open_picker(pilot, app, match)
        steps = len(match.steps)
        await pilot.press("y")
        await settle(pilot)
        assert len(match.steps) > steps
        played = next(e for e in reversed(match.events) if e.kind == "play" and e.seat == 0)
        assert played.data[1] == "Y"


def ann_names_the_first_colour(match: Match) -> bool:
    return match.to_act() == (0,) and match.view(0).phase == "name"


@sync
async def test_cc4_naming_the_first_colour_does_not_offer_esc_and_shows_the_colour_keys() -> None:
    """CC-4: a first card Wild makes the first player name the colour; that cannot be put off, so
    the prompt does not advertise Esc, and the footer shows the colour keys (1–4, r b y g)."""
    match = reach(ann_names_the_first_colour, seeds=range(1, 400))
    for lang in LANGS:
        app = app_for(match, lang=lang)
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            text = screen_text(app)
            assert picker_words(lang) not in text or "Esc" not in text.split(picker_words(lang))[1][:80]
            assert ui("cc_name_colour", lang).split("1")[0].strip() in text
            assert "1–4" in footer(app) and "Esc" not in footer(app)
            await pilot.press("escape")
            await settle(pilot)
            assert match.view(0).phase == "name"  # nothing happened; the keys still name it
    app = app_for(match)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("2")
        await settle(pilot)
        assert match.view(0).phase == "turn" and match.view(0).colour == 1


def ann_draws_playable_in_hot_seat(match: Match) -> bool:
    return ann_turn(match) and draws_playable(match) and len(match.view(0).hand) > 2


@sync
async def test_cc7_hot_seat_on_the_drawn_offer_the_cursor_stays_on_the_drawn_card_and_enter_plays() -> None:
    """CC-7 (play-through 6, en #11; play-through 7: the cursor rested on "[★ W+4]" and Enter
    played "◆ G7" without a word): after a draw only the drawn card may be played, so an arrow
    keeps the cursor on it and says so in one line, the footer's Enter reads "Play the drawn
    card", and Enter plays the drawn card; nothing is refused."""
    two = [Seat("Ann"), Seat("Bob")]
    match = reach(ann_draws_playable_in_hot_seat, seats=two)
    refused: list[str] = []
    app = app_for(match)
    async with app.run_test(size=(80, 24), message_hook=refusals(refused)) as pilot:
        await settle(pilot)
        if app.screen is not table_of(app):  # Ann's curtain
            await pilot.press("enter")
            await settle(pilot)
        board: Any = table_of(app).board
        await pilot.press("d")
        await settle(pilot)
        view = match.view(0)
        assert view.phase == "drawn"
        drawn = view.drawn
        hand = board.query_one(HandView)
        assert hand.cards[hand.cursor] == drawn  # the cursor jumps to the drawn card
        hand.focus()
        assert f"⏎ {ui('cc_play_drawn', 'en')}" in footer(app) and "←→" not in footer(app)
        for key in ("right", "left", "down", "home", "end"):
            await pilot.press(key)
            assert hand.cards[hand.cursor] == drawn, key  # never off the drawn card
        assert ui("cc_only_drawn", "en") in screen_text(app)
        app.clock.advance(MOVE_SETTLE)  # a person's next key after their move (tui/settle.py)
        await pilot.press("enter")
        await settle(pilot)
        if COLOUR[drawn] == NO_COLOUR:  # a drawn Wild asks its colour
            await pilot.press("1")
            await settle(pilot)
        assert not refused, refused
        played = next(e for e in reversed(match.events) if e.kind == "play")
        assert played.seat == 0 and played.data[0] == TEXT[drawn]


@sync
async def test_cc7_a_typed_draw_closes_the_colour_question_too() -> None:
    """Issue 12 point 13: a move typed in the move box (``: draw``) while a colour is asked closes
    the question as the ``d`` key does; the drawn-card offer is shown, not a stale picker."""
    match = reach(ann_may_play_a_wild_and_draws_a_playable_card)
    app = app_for(match)
    async with app.run_test(size=(80, 24)) as pilot:
        board = await open_picker(pilot, app, match)
        await pilot.press("colon")
        for key in "draw":
            await pilot.press(key)
        await pilot.press("enter")
        await settle(pilot)
        assert match.view(0).phase == "drawn"
        assert board.pending_wild is None
        assert picker_words("en") not in screen_text(app)


def ann_holds_no_playable_card(match: Match) -> bool:
    return ann_turn(match) and not any(a.kind == PLAY for a in match.legal(0))


@sync
async def test_cc6_enter_with_no_card_that_fits_says_why_and_the_footer_keeps_play() -> None:
    """Play-through 8 (en 2, zh 6): with no card Ann may play (CC-6), the status still said "pick
    a card (←→ ⏎) or draw (d)" but Enter did nothing, and the footer had lost "Play card". Enter on
    a card now gets the engine's reason, the footer keeps the key, and nothing is played."""
    match = reach(ann_holds_no_playable_card)
    before = match.view(0)
    refused: list[str] = []
    app = app_for(match)
    async with app.run_test(size=(80, 24), message_hook=refusals(refused)) as pilot:
        await settle(pilot)
        assert ui("play_card", "en") in footer(app) or "Play card" in footer(app), footer(app)
        await pilot.press("enter")
        await settle(pilot)
        assert refused, "Enter on a card that does not fit said nothing"
        assert match.view(0).hand == before.hand and match.view(0).phase == "turn"


@sync
async def test_cc4_a_seat_played_elsewhere_is_not_asked_for_the_first_colour() -> None:
    """CC-4 with issue 12 (session 12, online take-over): when the first card is a Wild and the
    seat that must name its colour is taken over by another window, the old window no longer
    shows the colour keys or the prompt (CI found "1–4 Colour" in such a window's footer)."""
    match = reach(ann_names_the_first_colour, seeds=range(1, 400))
    app = app_for(match, lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        board = table_of(app).board
        assert "1–4" in footer(app)  # asked here first
        board.elsewhere = True
        board.show(board.view, board.legal, board.seat)
        await settle(pilot)
        assert "1–4" not in footer(app)
        assert ui("cc_name_colour", "en").split("1")[0].strip() not in screen_text(app)
        assert not board.check_action("colour", (0,))
