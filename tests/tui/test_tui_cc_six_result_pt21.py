"""Play-through 21, zh 1 (CC-16, CC-26): with the line between the two tables (play-through 20,
zh 7) Color Clash's six-seat result at 80×24 outgrew the screen: the lower table showed 2 of 6
hands and the dialog's buttons only their top edge "▔▔▔". The scrolling part now takes only the
rows the dialog leaves free: the buttons stay whole, and every hand is reached by scrolling."""

from __future__ import annotations

import pytest
from test_tui_six_seats import _finished
from textual.containers import VerticalScroll
from textual.widgets import Button
from tui_helpers import app_for, region_text, screen_text, settle, sync

from chemcards.core.match import Match
from chemcards.core.rng import Rng
from chemcards.core.seats import Seat
from chemcards.games.color_clash import GAME


def hot_seat(seed: int) -> Match:
    """Two people at one screen and four computers, played to the end by random legal moves."""
    computers = ("Bohr", "Curie", "Dalton", "Noether")
    seats = [Seat("Ann"), Seat("Bea")] + [Seat(x, "computer", "easy") for x in computers]
    match = Match(GAME, seats, {}, seed=seed)
    rng = Rng(seed)
    while match.outcome() is None:
        seat = match.to_act()[0]
        legal = list(match.legal(seat))
        match.act(seat, legal[rng.randbelow(len(legal))])
    return match


@pytest.mark.parametrize(("lang", "hot"), [("zh", True), ("de", True), ("en", False), ("zh", False)])
@sync
async def test_pt21_zh1_six_seat_result_keeps_its_buttons_and_every_hand(lang: str, hot: bool) -> None:
    match = hot_seat(2) if hot else _finished("color-clash", lang, 6, seed=2)
    app = app_for(match, lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        dialog = app.screen.query_one("#outcome")
        shown = screen_text(app)
        for button in app.screen.query(Button).results(Button):  # whole, label and all
            assert button.region.bottom <= dialog.region.bottom - 1, (button.region, shown)
            assert str(button.label) in shown, shown
        scroll = app.screen.query_one(".result-scroll", VerticalScroll)
        assert scroll.max_scroll_y > 0 and scroll.show_vertical_scrollbar  # a visible marker
        full = app.screen.query_one("#outcome-table")
        seen = ""
        for y in range(0, scroll.max_scroll_y + scroll.size.height, scroll.size.height - 1):
            scroll.scroll_to(y=y, animate=False)
            await pilot.pause()
            seen += "\n".join(region_text(app, full.region.intersection(scroll.region)))
        for seat in match.seats:  # every hand in the table with the cards is reached by scrolling
            assert seat.name in seen, seen


@pytest.mark.parametrize("lang", ["de", "en", "zh"])
@sync
async def test_pt21_de3_two_person_result_keeps_each_name_on_one_line(lang: str) -> None:
    """de 3 (issue 12 point 7): two people at one screen, game end: „★ Spieler“ / „2“ broke over
    two lines though the table had room. Each name, the winner's star with it, is on one line."""
    names = {"de": "Spieler", "en": "Player", "zh": "玩家"}[lang]
    seats = [Seat(f"{names} 1"), Seat(f"{names} 2")]
    match = Match(GAME, seats, {}, seed=1)
    rng = Rng(1)
    while match.outcome() is None:
        seat = match.to_act()[0]
        legal = list(match.legal(seat))
        match.act(seat, legal[rng.randbelow(len(legal))])
    app = app_for(match, lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        table = "\n".join(region_text(app, app.screen.query_one("#outcome-table").region))
        winner = match.outcome().winners[0]  # type: ignore[union-attr]
        assert f"★ {seats[winner].name}" in table, table
        assert seats[1 - winner].name in table, table
