"""Picked cards on the CHEMIS board (issue 12 point 11, pt6-zh2 #11 and #13): a picked card is marked
without brackets (brackets are an ion card's own, "[CO₃]"), and picked function cards are told the
real reason they make no move (CH-6 III), not "no substance that exists" (CH-18)."""

from __future__ import annotations

import asyncio

import pytest
from chemis_helpers import clear_hand, fresh, give
from textual.app import App, ComposeResult

from chemcards.games.chemis import GAME
from chemcards.games.chemis.board import ChemisBoard


class Host(App[None]):
    def __init__(self, lang: str) -> None:
        super().__init__()
        self.lang = lang

    def compose(self) -> ComposeResult:
        yield ChemisBoard(GAME, self.lang)


async def _pick(lang: str, tokens: tuple[str, ...], picks: tuple[int, ...]) -> tuple[str, str, list[str]]:
    """The hand row and the preview after picking the cards at ``picks`` (positions in the hand),
    and the styles of the hand's parts."""
    st = fresh(3, 4)
    me = st.turn_seat
    clear_hand(st, me)
    give(st, me, *tokens)
    app = Host(lang)
    async with app.run_test(size=(80, 24)) as pilot:
        board = app.query_one(ChemisBoard)
        board.show(GAME.view(st, me), GAME.legal_actions(st, me), me)
        await pilot.pause()
        at = 0
        for i in picks:
            await pilot.press(*(["right"] * (i - at)), "space")
            at = i
        await pilot.pause()
        hand = board._hand_text(board.view)
        styles = [f"{hand.plain[s.start:s.end]}:{s.style}" for s in hand.spans]
        return hand.plain, str(board.query_one("#chemis-preview").render()), styles


def test_picked_cards_are_marked_with_a_check_not_brackets_like_an_ion() -> None:
    """pt6-zh2 #11: "[Cu][Fe]" read like ion cards "[CO₃]". Picked: a ✓ before the card and
    underlined (the large faces' ✓, the other games' underline); ions keep their own brackets."""
    hand, _, styles = asyncio.run(_pick("zh", ("Cu", "Fe", "[CO3]", "Na"), (0, 1)))
    assert "[Cu]" not in hand and "[Fe]" not in hand, hand
    assert "✓Cu" in hand and "✓Fe" in hand and "[CO₃]" in hand, hand
    assert "✓[CO₃]" not in hand and "✓Na" not in hand  # not picked: no mark
    assert any(s.startswith("Cu:") and "underline" in s for s in styles), styles
    assert not any(s.startswith("Na:") and "underline" in s for s in styles), styles
    hand, _, _ = asyncio.run(_pick("en", ("Cu", "Fe", "[CO3]", "Na"), (2,)))
    assert "✓[CO₃]" in hand, hand


@pytest.mark.parametrize(("lang", "said", "wrong"), [
    ("zh", "功能牌一次只打一张", "组不成任何物质"),
    ("en", "Function cards are played one at a time", "form no substance"),
    ("de", "Funktionskarten spielt man einzeln", "kein Stoff")])
def test_ch6_two_filter_cards_picked_are_told_function_cards_go_one_at_a_time(
        lang: str, said: str, wrong: str) -> None:
    """CH-6 (III): a function card is played on its own onto a zone. Two Filter cards picked together
    were refused as "no substance that exists" (CH-18), the wrong reason."""
    _, preview, _ = asyncio.run(_pick(lang, ("filter", "filter", "Na"), (0, 1)))
    assert said in preview and wrong not in preview, preview


def test_ch6_a_function_card_picked_with_an_element_is_told_it_goes_alone() -> None:
    """CH-6 (III): Filter with Na is no substance either: the function card is played alone."""
    _, preview, _ = asyncio.run(_pick("en", ("filter", "Na"), (0, 1)))
    assert "does not combine with element or ion cards" in preview and "no substance" not in preview
    _, preview, _ = asyncio.run(_pick("zh", ("filter", "Na"), (0, 1)))
    assert "过滤是功能牌" in preview and "单独" in preview, preview
