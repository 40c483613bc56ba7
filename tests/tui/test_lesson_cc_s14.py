"""Play-through 13, en 2 (session 14): the Color Clash guided game and "Last card!".

- The first "Last card!" window of a computer came before the lesson had said a word about
  catching, and its 3 seconds (CC-10) were over before the newcomer had read the screen ("Too
  late: the call window has closed"). While the learner may catch (CC-11) the lesson's line
  explains it; the first time, the clock waits until the learner has read it (⏎ starts the
  3 seconds, c catches at once), as it waits behind a dialog.
- "Next comes: calling “Last card!”" stood there for many turns with seven cards in the hand: it is
  named only when it can come up (two or three cards held)."""

from __future__ import annotations

from typing import Any

import pytest
from tui_helpers import app_for, settle, sync

from chemcards.core.i18n import LANGS, tr
from chemcards.core.match import Match
from chemcards.core.protocol import REFEREE
from chemcards.core.registry import get_game
from chemcards.lessons import DOMAIN, Guide, load_lesson
from chemcards.tui.lesson import GuidedTable

LEARNER, CURIE = 0, 1


def _keys(lesson: Any) -> list[str]:
    return [m.key for m in lesson.milestones]


@pytest.mark.parametrize("lang", LANGS)
def test_cc10_en2_last_card_is_named_next_only_when_it_can_come_up(lang: str) -> None:
    """CC-10: with seven cards no call can come for turns; "Next comes: calling “Last card!”" is
    named only with two or three cards in the hand (the game's ``lesson_facts``)."""
    lesson = load_lesson("color-clash")
    guide = Guide(lesson)
    keys = _keys(lesson)
    for key in ("match", "action", "draw"):
        guide.done[keys.index(key)] = True
    legal = ["play R5", "play Y5", "draw"]
    topic = tr(DOMAIN, "cc_last_topic", lang)
    assert topic not in guide.prompt(legal, lang, ["hold 7 cards"])
    assert guide.prompt(legal, lang, ["hold 7 cards"]) == tr(DOMAIN, "lesson_play_on_free", lang)
    for held in ("hold 3 cards", "hold 2 cards"):
        assert topic in guide.prompt(legal, lang, [held])
    # the game tells the guide how many cards the learner holds
    game = get_game("color-clash")
    match = lesson.new_match("You", game)
    assert game.lesson_facts(match.view(LEARNER)) == ["hold 7 cards"]  # type: ignore[attr-defined]


@pytest.mark.parametrize("lang", LANGS)
def test_cc11_en2_a_window_the_learner_may_catch_in_is_explained_and_held_once(lang: str) -> None:
    """CC-11: in a computer's window (the learner's moves: catch it, or let it go) the line
    explains catching, with the key and the 3 seconds; nothing the learner does there is refused;
    the clock is to wait for it the first time only."""
    lesson = load_lesson("color-clash")
    guide = Guide(lesson)
    window = ["catch 1", "pass"]
    milestone = guide.active(window)
    assert milestone is not None and milestone.key == "catch" and milestone.rule == "CC-11"
    assert milestone.note and milestone.hold
    line = guide.prompt(window, lang)
    assert line == tr(DOMAIN, "cc_catch", lang)
    assert " c" in line and "3" in line
    assert guide.check(window, "pass", lang) is None and guide.check(window, "catch 1", lang) is None
    assert guide.to_hold(window) is milestone
    guide.mark_held(milestone)
    assert guide.to_hold(window) is None  # the clock waits the first time only
    assert guide.active(["call"]) is None  # the learner's own window: nothing to catch
    hold = guide.hold_text(milestone, lang)
    assert "⏎" in hold and "c" in hold and "3" in hold


def _before_curies_second_to_last_card(match: Match) -> None:
    """Play the lesson's deal on (the first fitting card, else draw and keep; the learner keeps five
    cards or more) until Curie, with two cards, may play one: the move that opens a window when made
    without the call."""
    for _ in range(2000):
        assert match.outcome() is None
        to_act = match.to_act()
        seat = next((s for s in to_act if s != REFEREE), REFEREE)
        legal = [str(a) for a in match.legal(seat)]
        plays = [a for a in legal if a.startswith("play ") and not a.endswith(" call")]
        if seat == CURIE and len(match.view(CURIE).hand) == 2 and plays:
            return
        waits = [a for a in legal if a in ("draw", "keep", "pass")]
        if seat == LEARNER and len(match.view(LEARNER).hand) <= 4:
            plays = []  # the learner keeps cards: Curie is to come to two first
        pick = (plays or waits or legal)[0]
        match.act_text(seat, pick)
    raise AssertionError("Curie never came to two cards")


class _NoCall:
    """Curie forgets to call: plays without it (the window opens), and calls in the window."""

    def choose(self, view: Any, legal: Any) -> Any:
        plays = [a for a in legal if str(a).startswith("play ") and not str(a).endswith(" call")]
        return (plays or list(legal))[0]

    def observe(self, events: Any) -> None:
        pass


async def _first_window(lang: str) -> tuple[Any, Any, GuidedTable, Match]:
    lesson = load_lesson("color-clash")
    game = get_game("color-clash")
    match = lesson.new_match("You", game)
    _before_curies_second_to_last_card(match)
    table = GuidedTable(match, lesson)
    app = app_for(None, lang=lang, games={game.id: game})
    app.make_bot = lambda *_: _NoCall()  # type: ignore[method-assign]
    return app, game, table, match


@pytest.mark.parametrize("lang", ["en", "de", "zh"])
@sync
async def test_cc10_cc11_en2_the_first_window_waits_until_the_learner_has_read_the_line(lang: str) -> None:
    """The first window: the line explains catching with the key that starts the clock; the
    clock does not run (ten seconds later the window is still open, Curie has not called); ⏎ starts
    the full 3 seconds, and after them the window is over."""
    app, _, table, match = await _first_window(lang)
    async with app.run_test(size=(80, 24)) as pilot:
        app.push_screen(table)
        await settle(pilot)
        assert match.view(None).phase == "window" and match.view(None).window == CURIE
        assert table.holding is not None and table.driver.paused
        line = table.query_one("#lesson").render().plain  # type: ignore[attr-defined]
        assert line.replace("\n", "") == (tr(DOMAIN, "cc_catch", lang) + ("" if lang == "zh" else " ")
                                          + tr(DOMAIN, "cc_catch_hold", lang)).replace("\n", "")
        assert "lesson_read_on" in {b.binding.id for b in table.active_bindings.values()}
        app.clock.advance(10.0)  # type: ignore[union-attr]
        await settle(pilot)
        assert match.view(None).phase == "window"  # nobody called, no time ran out
        assert "catch 1" in [str(a) for a in match.legal(LEARNER)]
        await pilot.press("enter")
        await settle(pilot)
        assert table.holding is None and not table.driver.paused
        assert table.remaining() == pytest.approx(3.0)  # the window's seconds, in full
        assert match.view(None).phase == "window"
        line = table.query_one("#lesson").render().plain  # type: ignore[attr-defined]
        assert tr(DOMAIN, "cc_catch_hold", lang)[:12] not in line.replace("\n", "")
        for _ in range(4):
            app.clock.advance(1.0)  # type: ignore[union-attr]
            await settle(pilot)
        assert match.view(None).phase != "window"  # Curie called or the time ran out: the game goes on


@sync
async def test_cc11_en2_c_while_the_clock_waits_catches_and_the_game_goes_on() -> None:
    """c while the clock waits catches Curie at once (CC-11: two cards), and the game goes on."""
    app, _, table, match = await _first_window("en")
    async with app.run_test(size=(80, 24)) as pilot:
        app.push_screen(table)
        await settle(pilot)
        assert table.holding is not None
        await pilot.press("c")
        await settle(pilot)
        assert (LEARNER, "catch 1") in match.record.actions
        assert len(match.view(LEARNER).counts) and match.view(LEARNER).counts[CURIE] == 3
        assert table.holding is None and not table.driver.paused


@pytest.mark.parametrize("lang", LANGS)
def test_en2_the_catch_line_with_its_wait_fits_the_four_rows_of_the_lesson_line(lang: str) -> None:
    """The line while the clock waits (the explanation, then the key that starts the clock) fits
    the four rows the lesson's line has at 80x24 (78 cells), as every lesson line does."""
    from rich.text import Text

    from chemcards.tui.wrap import wrap_text

    gap = "" if lang == "zh" else " "
    line = tr(DOMAIN, "cc_catch", lang) + gap + tr(DOMAIN, "cc_catch_hold", lang)
    assert len(wrap_text(Text(line), 78, ("Player 1",))) <= 4, line


@sync
async def test_en2_an_enter_pressed_as_the_window_opens_does_not_start_the_clock_unread() -> None:
    """⏎ in the moment the clock began to wait (a key typed out of habit) goes nowhere; after that
    moment it starts the clock."""
    app, _, table, match = await _first_window("en")
    async with app.run_test(size=(80, 24)) as pilot:
        app.push_screen(table)
        await settle(pilot)
        assert table.holding is not None
        await pilot.press("enter")
        await pilot.pause()
        assert table.holding is not None and table.driver.paused
        app.clock.advance(1.0)  # type: ignore[union-attr]
        await pilot.pause()
        await pilot.press("enter")
        await settle(pilot)
        assert table.holding is None and match.view(None).phase == "window"
