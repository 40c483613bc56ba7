"""Result screens at 80×24. CC-26: a round's result and the game's result show every other hand as
it stood when the winner went out, each card with its points, beside the totals; the cards as the
table shows them (issue 21: the face '● 7', no colour letter); CHEMIS's game-over screen says how
many rounds were played."""

from __future__ import annotations

from tui_helpers import make_app, people, screen_text, settle, sync, table_of

from chemcards.games.color_clash import GAME as CC
from chemcards.games.color_clash.board import RoundEndScreen
from chemcards.games.color_clash.catalogue import POINTS, card_label, face_of
from chemcards.tui.outcome import OutcomeScreen


def _cards_in(text: str, cards: list[str]) -> bool:
    flat = "".join(text.split())  # a cell may wrap inside a card's label
    return all("".join(c.split()) in flat for c in cards)


def _scored(cards: list[str], open_: str = "(", close: str = ")") -> list[str]:
    """CC-26 with issue 21: each recorded card ('R7') as its face with its points, '● 7 (7)'."""
    return [f"{card_label(face_of(c))}{open_}{POINTS[face_of(c)]}{close}" for c in cards]


@sync
async def test_cc26_the_round_result_shows_the_scored_hands_at_80x24() -> None:
    app = make_app(CC, people(computers=4, level="medium"), seed=5, options={"length": "three"})
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.pause(0.2)  # the result screen is drawn
        assert isinstance(app.screen, RoundEndScreen)
        record = table_of(app).match.state.history[-1]
        text = screen_text(app)
        assert "Hand at the win (points)" in text
        loser = next(s for s in range(4) if s != record["winner"])
        assert _cards_in(text, _scored(record["hands"][loser])), text
        assert f"={record['hand_points'][loser]}" in "".join(text.split())


@sync
async def test_cc26_the_game_result_shows_the_last_rounds_hands_in_chinese_at_80x24() -> None:
    app = make_app(CC, people(computers=3, level="medium"), seed=5, lang="zh")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.pause(0.2)  # the result screen is drawn
        assert isinstance(app.screen, OutcomeScreen)
        record = table_of(app).match.state.history[-1]
        text = screen_text(app)
        assert "赢家出完牌时的手牌（分值）" in text
        loser = next(s for s in range(3) if s != record["winner"])
        assert _cards_in(text, _scored(record["hands"][loser], "（", "）")), text


@sync
async def test_chemis_game_over_screen_says_how_many_rounds_were_played_at_80x24() -> None:
    """Issue 20: the outcome carries the rounds played and the game-over screen says them."""
    from chemcards.games.chemis import GAME as CHEMIS

    app = make_app(CHEMIS, people(computers=3, level="easy"), seed=5, lang="de", options={"hp": 1})
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, rounds=2000)
        await pilot.pause(0.2)  # the result screen is drawn
        assert isinstance(app.screen, OutcomeScreen)
        outcome = table_of(app).match.outcome()
        assert outcome is not None
        played = outcome.details["rounds"]
        assert f"{played} {'Runde' if played == 1 else 'Runden'} gespielt" in screen_text(app)
