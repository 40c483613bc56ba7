"""The review after a game against computers (issue 19): offered on the result screen, it lists
the clear misses and shows the table as the person saw it, read-only."""

from __future__ import annotations

from tui_helpers import app_for, settle, sync

from chemcards.core.driver import next_mover
from chemcards.core.match import Match
from chemcards.core.protocol import REFEREE
from chemcards.core.rng import Rng
from chemcards.core.seats import Seat
from chemcards.games.color_clash import GAME
from chemcards.tui.outcome import OutcomeScreen
from chemcards.tui.review import ReviewScreen, review_offered


def finished_game(seats: list[Seat], seed: int = 5) -> Match:
    match = Match(GAME, seats, seed=seed)
    rng = Rng(seed)
    while match.outcome() is None:
        moved = next_mover(GAME, match.state, rng)
        assert moved is not None
        seat, legal = moved
        match.act(seat, legal[0] if seat == REFEREE else legal[rng.randbelow(len(legal))])
    return match


def test_review_is_offered_only_for_one_person_against_computers() -> None:
    """Issue 19: "after a game against computers"."""
    assert review_offered(finished_game([Seat("Ann"), Seat("cpu", "computer", "easy")])) == 0
    assert review_offered(finished_game([Seat("Ann"), Seat("Bob")])) is None


@sync
async def test_the_review_lists_misses_and_steps_through_them_read_only() -> None:
    # a game with misses beyond the search's noise (play-through 11, zh 4: a difference within it
    # is never listed, and the random moves of seed 5 then held none)
    match = finished_game([Seat("Ann"), Seat("cpu", "computer", "easy")], seed=1)
    app = app_for(match)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, OutcomeScreen) and app.screen.query("#review")
        actions = list(match.record.actions)
        screen = ReviewScreen(match, 0, "en", iterations=40)
        app.push_screen(screen)
        for _ in range(200):
            await pilot.pause()
            await app.workers.wait_for_complete()
            if screen.moments is not None:
                break
        await pilot.pause()
        assert screen.moments, "a random player misses something clear"
        assert screen.shown_view == screen.moments[0].view
        await pilot.press("down")
        await pilot.pause()
        index = min(1, len(screen.moments) - 1)
        assert screen.query_one("#review-list").highlighted == index  # type: ignore[attr-defined]
        assert screen.shown_view == screen.moments[index].view  # the table as Ann saw it then
        await pilot.press("enter", "space")  # nothing can be played from the review
        await pilot.pause()
        assert match.record.actions == actions
        await pilot.press("escape")
        await pilot.pause()
        assert not isinstance(app.screen, ReviewScreen)


@sync
async def test_pt18_zh_c_review_entries_are_wrapped_by_our_helper() -> None:
    """Play-through 18 (zh C): the list's entries were wrapped by Rich, which breaks Chinese only at
    spaces: lines ended about 30 cells early and "10 / 分" came apart. Each entry is wrapped by our
    helper (``Wrapped``, in the screen's language) and shows its whole text within the width."""
    from textual.widgets import OptionList

    from chemcards.tui.wrap import Wrapped

    match = finished_game([Seat("Ann"), Seat("cpu", "computer", "easy")], seed=1)
    app = app_for(match, lang="zh")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        screen = ReviewScreen(match, 0, "zh", iterations=40)
        app.push_screen(screen)
        for _ in range(200):
            await pilot.pause()
            await app.workers.wait_for_complete()
            if screen.moments is not None:
                break
        await pilot.pause()
        assert screen.moments
        listing = screen.query_one("#review-list", OptionList)
        for index in range(listing.option_count):
            prompt = listing.get_option_at_index(index).prompt
            assert isinstance(prompt, Wrapped) and prompt.lang == "zh"
            width = listing.scrollable_content_region.width - 2
            lines = prompt.lines(width)
            assert "".join(line.plain for line in lines).replace(" ", "") == prompt.plain.replace(" ", "")
