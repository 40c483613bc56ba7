"""Play-through 19 at the CHEMIS table (session 20).

zh 3: six seats, the person's first turn, hand "[CO₃] [SO₄] 过滤 N C Mg", Space on [CO₃]: the line
said "✗ 还不能组成物质：BaCO₃ 还需要 Ba · CaCO₃ 还需要 Ca。" and the move list went empty, "■ 结束回合"
included, although Mg + [CO₃] → MgCO₃ was playable from that hand. The line names first what the
hand completes (CH-18), the list keeps the plays the picked cards are part of and the end of the
turn (CH-7) or the pass of a round out of turn (CH-10), and ⏎ on cards that make no play still
says why, never ends the turn.

de 6: "◎ Ziel: deine Zone · Tasten 1–2 (= Zonen A–B) wechseln es" read badly; the keys change the
target ("wechseln das Ziel"), CH-6."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pytest
from textual.widgets import OptionList
from tui_helpers import app_for, region_text, screen_text, settle, sync, table_of

from chemcards.core.match import Match
from chemcards.core.seats import Seat
from chemcards.games.chemis import GAME
from chemcards.games.chemis.actions import End, Form, Pass
from chemcards.games.chemis.catalogue import kind_of
from chemcards.games.chemis.state import Judgement

sys.path.insert(0, str(Path(__file__).parent.parent / "chemis"))
from chemis_helpers import clear_hand, give, put

LANGS = ("zh", "de", "en")
HAND = ("[CO3]", "[SO4]", "filter", "N", "C", "Mg")
#: how the line says that the hand's Mg completes MgCO₃ (play-through 19 zh 3: "with Mg: MgCO₃")
WITH_MG = {"en": "MgCO₃ works with Mg from your hand", "de": "MgCO₃ geht mit Mg aus deiner Hand",
           "zh": "加上手里的 Mg 可组成 MgCO₃"}


def _six_seats(*cards: str) -> Match:
    """Six seats as the tester played them, the person's turn first (seed 3), holding ``cards``."""
    seats = [Seat("Ann"), *(Seat(name, "computer", "easy")
                            for name in ("Bohr", "Curie", "Dalton", "Euler", "Fermi"))]
    match = Match(GAME, seats, {}, seed=3)
    st = match.state
    assert st.turn_seat == 0 and not st.stack
    clear_hand(st, 0)
    give(st, 0, *cards)
    return match


async def _pick(pilot: Any, board: Any, *tokens: str) -> None:
    """Space on the first card of each kind in ``tokens``, as the person does."""
    for token in tokens:
        board.cursor = next(i for i, c in enumerate(board.view.hand)
                            if kind_of(c).token == token and i not in board.picked)
        await pilot.press("space")
    await pilot.pause()


@pytest.mark.parametrize("lang", LANGS)
@sync
async def test_pt19_zh3_a_picked_carbonate_names_what_the_hands_mg_makes_and_the_turn_can_end(
        lang: str) -> None:
    """CH-18, CH-7: Space on [CO₃] with Mg in the hand names MgCO₃ with Mg before any substance
    the hand cannot complete; the list holds the MgCO₃ play on the target zone and the end of the
    turn, no row is chosen, and ⏎ says why instead of playing or ending anything."""
    match = _six_seats(*HAND)
    app = app_for(match, lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        board = table_of(app).board
        await _pick(pilot, board, "[CO3]")
        line = board._preview(board.view).plain
        assert WITH_MG[lang] in line, line
        assert "BaCO₃" not in line.split(WITH_MG[lang])[0], line  # what the hand completes comes first
        preview = app.screen.query_one("#chemis-preview")
        on_screen = "".join(region_text(app, preview.region)).replace(" ", "")
        assert WITH_MG[lang].replace(" ", "") in on_screen, screen_text(app)
        shown = board.shown
        assert End() in shown, shown
        mg = [a for a in shown if isinstance(a, Form) and a.formula == "MgCO3" and a.zone == board.target]
        assert mg, shown
        moves = app.screen.query_one("#chemis-moves", OptionList)
        assert moves.display and moves.option_count == len(shown) and moves.highlighted is None
        hand = list(match.state.hands[0])
        await pilot.press("enter")
        await settle(pilot)
        assert match.state.turn_seat == 0 and match.state.hands[0] == hand, "⏎ played or ended nothing"
        notice = [row for row in screen_text(app).splitlines() if row.startswith("▌")]  # the refusal's line
        assert any(WITH_MG[lang] in row for row in notice), screen_text(app)


@sync
async def test_pt19_zh3_no_picked_card_of_the_hand_leaves_the_move_list_without_the_end() -> None:
    """CH-7: the end of the turn is always in the list, whatever is picked (each card alone, and
    two that form nothing together)."""
    match = _six_seats(*HAND)
    app = app_for(match, lang="zh")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        board = table_of(app).board
        for picks in [(token,) for token in HAND] + [("N", "[SO4]"), ("filter", "Mg")]:
            await _pick(pilot, board, *picks)
            assert End() in board.shown, (picks, board.shown)
            await pilot.press("escape")  # clears the picked cards
            await pilot.pause()
            assert not board.picked


@sync
async def test_pt19_zh3_in_a_judgement_a_picked_card_that_removes_nothing_leaves_the_pass() -> None:
    """CH-10: in a judgement of the person's own zone, Na picked (it removes nothing) still lists
    the pass, and no row is chosen for ⏎."""
    match = Match(GAME, [Seat("小明"), Seat("Curie", "computer", "easy")], {}, seed=3)
    st = match.state
    clear_hand(st, 0)
    give(st, 0, "Na", "Cl", "filter")
    it = put(st, 0, "HCl", source=1, judged=False)
    st.stack.append(Judgement(0, (it.uid,), 0, 0))
    app = app_for(match, lang="zh")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        board = table_of(app).board
        assert Pass() in board.legal
        await _pick(pilot, board, "Na")
        assert Pass() in board.shown, board.shown
        assert app.screen.query_one("#chemis-moves", OptionList).highlighted is None


@sync
async def test_pt19_de6_the_target_line_says_the_keys_change_the_target() -> None:
    """De 6, CH-6: „Tasten 1–6 (= Zonen A–F) wechseln das Ziel“, not „… wechseln es“, whole on
    one row of the German table at 80×24."""
    app = app_for(_six_seats(*HAND), lang="de")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        window = app.screen.query_one("#chemis-window")
        rows = [row.strip() for row in region_text(app, window.region)]
        assert any("Tasten 1–6 (= Zonen A–F) wechseln das Ziel" in row for row in rows), rows
        assert not any("wechseln es" in row for row in rows), rows


@pytest.mark.parametrize("width", [40, 46])
def test_pt19_en7_a_move_row_never_leaves_its_target_and_arrow_alone(width: int) -> None:
    """Play-through 19, en 7 (CH-18 counters): at 80×24 the row read "▊ B ←" and on the next line
    "2 [NH₄] ([NH₄] + counter ×2)+[CO₃] → (NH₄)₂CO₃": the target and its arrow alone, and the card
    after the counter's note glued to it. The target stays with the first card, and the cards are
    spaced around "+" as the log writes them."""
    from chemcards.games.chemis.actions import Form
    from chemcards.games.chemis.board import action_text, option_units
    from chemcards.tui.wrap import wrap_text

    play = Form(1, (("[NH4]", 2), ("[CO3]", 1)), "(NH4)2CO3")
    text = action_text(play, None, "en")  # type: ignore[arg-type]
    assert "×2) + [CO₃]" in text.plain, text.plain
    lines = [line.plain for line in wrap_text(text, width, units=option_units(play, "en"), lang="en")]
    assert lines[0].startswith("B ← 2 [NH₄] ([NH₄] + counter ×2)"), lines
    assert all(len(line) <= width for line in lines), lines
