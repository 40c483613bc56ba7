"""CHEMIS screens at 80×24 after play-through 8 (issue 21, issue 12 point 11), in de, en and zh: the
texts as a reader sees them, filled in by the real app."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pytest
from tui_helpers import app_for, screen_text, settle, sync, table_of

from chemcards.core.match import Match
from chemcards.core.seats import Seat
from chemcards.games.chemis import GAME
from chemcards.games.chemis.state import Judgement
from chemcards.tui.table import TableScreen

sys.path.insert(0, str(Path(__file__).parent.parent / "chemis"))
from chemis_helpers import clear_hand, give, put

NAMES = {"zh": ("小明", "小红", "小刚"), "de": ("Anna", "Bernd", "Carla"), "en": ("Ann", "Bob", "Cid")}
#: CH-10's refusal of a play that does not remove the judged substance, as the catalogue says it
MUST_REMOVE = {"zh": "现在只能打出能去除特殊物质的牌",
               "de": "Jetzt ist nur ein Zug erlaubt, der den besonderen Stoff entfernt",
               "en": "Only a play that removes the special substance is allowed now"}
NO_REASON = {"zh": "这些牌现在没有可出的组合", "de": "Kein Zug nutzt jetzt genau diese Karten",
             "en": "No move uses exactly these cards now"}


def refusals(into: list[str]) -> Any:
    def hook(message: Any) -> None:
        if isinstance(message, TableScreen.Refused):
            into.append(message.text)
    return hook


def _judged_by_me(lang: str) -> Match:
    """Seat 0 (a person) is asked in a judgement round (CH-10) over HCl in seat 1's zone, holding
    only Na and Cl: NaCl forms, but it removes nothing."""
    names = NAMES[lang]
    match = Match(GAME, [Seat(names[0]), Seat(names[1], "computer", "easy"),
                         Seat(names[2], "computer", "easy")], {}, seed=3)
    st = match.state
    clear_hand(st, 0)
    give(st, 0, "Na", "Cl")
    it = put(st, 1, "HCl", source=1, judged=False)
    st.stack.append(Judgement(1, (it.uid,), 0, 0))
    return match


@pytest.mark.parametrize("lang", ["zh", "de", "en"])
@sync
async def test_ch10_picked_cards_that_make_no_move_say_why_and_enter_is_not_silent(lang: str) -> None:
    """Play-through 8, en 4: "✗ no move uses exactly these cards now" gave no reason, and ⏎ then did
    nothing. In a judgement round (CH-10) Na + Cl form NaCl, which removes nothing: the line under the
    hand gives the engine's own reason, and ⏎ sends the play, which the engine refuses with it."""
    match = _judged_by_me(lang)
    refused: list[str] = []
    app = app_for(match, lang=lang)
    async with app.run_test(size=(80, 24), message_hook=refusals(refused)) as pilot:
        await settle(pilot)
        board: Any = table_of(app).board
        assert board.seat == 0 and len(board.view.hand) == 2
        await pilot.press("space", "right", "space")
        await pilot.pause()
        preview = str(board.query_one("#chemis-preview").render())
        flat = "".join(preview.split())
        assert "".join(MUST_REMOVE[lang].split()) in flat, preview
        assert "".join(NO_REASON[lang].split()) not in flat, preview
        await pilot.press("enter")
        await settle(pilot)
        assert refused and "".join(MUST_REMOVE[lang].split()) in "".join(refused[-1].split()), refused
        assert match.state.stack and isinstance(match.state.stack[-1], Judgement)  # nothing changed
        assert len(match.state.hands[0]) == 2
        assert screen_text(app)


@pytest.mark.parametrize("lang", ["zh", "de", "en"])
@sync
async def test_ch11_the_death_story_ends_with_the_death(lang: str) -> None:
    """Play-through 8, en 11: the story ran past the death ("Curie draws 3 cards / Round 7: Bohr's
    turn …"). The killer's three cards (CH-13) and the next turn are the others' game: a story's
    last line is its reader's death (CH-11), or, when that death ended the game (CH-12), the end."""
    from test_tui_chemis_deaths import DEAD, _walk

    over = {"zh": "游戏结束", "de": "Spielende", "en": "Game over"}[lang]
    stories, _, _ = await _walk(lang, 3)
    assert len(stories) == 2
    for who, _, lines in stories:
        told = lines[:-1] if lines and over in lines[-1] else lines
        assert told and DEAD[lang] in told[-1], (who, lines)
        assert not any(over in line for line in told), (who, lines)
