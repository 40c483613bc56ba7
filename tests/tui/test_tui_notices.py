"""Refusals and notices on the table's own notice line (issue 12 follow-up, points 1 and 4).

Textual's toasts were drawn over the panels; the compositor cuts each screen line at every panel's
edge, and a Chinese character straddling a cut was lost: a CC-8 refusal read "只有手中  有当前颜色
的牌时…" (the "没" gone, the opposite of the rule). These tests read whole sentences back from the
rendered screen at 80x24 on a real table, and check that notices replace each other instead of
piling up over the "Last card!" window or a dialog's buttons.
"""

from __future__ import annotations

import re

import pytest
from tui_helpers import app_for, make_app, people, screen_text, settle, sync, table_of

from chemcards.games.color_clash import GAME as CC
from chemcards.i18n import tr, ui
from chemcards.tui.notice import NoticeLine
from chemcards.tui.outcome import OutcomeScreen

#: what the screen draws around text that is not part of a sentence
FRAME = re.compile(r"[\s│║┃╭╮╰╯─━▌▐]")


def flat(text: str) -> str:
    return FRAME.sub("", text)


def on_screen(app: object, sentence: str) -> bool:
    """Whether ``sentence`` is on the screen whole (wrapping and frames left out)."""
    return flat(sentence) in flat(screen_text(app))  # type: ignore[arg-type]


REFUSALS = ["wd4_has_colour", "no_match", "only_drawn_card", "not_in_hand"]


@pytest.mark.parametrize("shift", [0, 1, 2, 3])
@sync
async def test_cc8_chinese_refusal_is_read_back_whole_at_80x24(shift: int) -> None:
    """CC-8 and the other Color Clash refusals in Chinese keep every character on screen, wherever
    the text lands relative to the panels' borders (``shift`` moves it by one cell at a time)."""
    app = make_app(CC, people("Ann", computers=1), seed=3, lang="zh")
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        await settle(pilot)
        table = table_of(app)
        for key in REFUSALS:
            sentence = "x" * shift + tr("color-clash", key, "zh", card="★+4")
            table.refuse(sentence)
            await pilot.pause()
            assert on_screen(app, sentence), (key, screen_text(app))
            assert on_screen(app, ui("refused", "zh"))


@sync
async def test_a_real_chinese_refusal_from_the_move_box_is_whole() -> None:
    """A move the engine refuses (typed, so the same path as a key) shows its whole sentence."""
    app = make_app(CC, people("Ann", computers=3), seed=5, lang="zh")
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        await settle(pilot)
        table = table_of(app)
        refused: list[str] = []
        original = table._refuse

        def keep(text: str) -> None:
            refused.append(text)
            original(text)

        table._refuse = keep  # type: ignore[method-assign]
        await pilot.press("colon")
        for ch in "play W+4 G":
            await pilot.press("space" if ch == " " else ("plus" if ch == "+" else ch))
        await pilot.press("enter")
        await pilot.pause()
        assert refused and re.search(r"[\u4e00-\u9fff]", refused[-1])
        assert on_screen(app, refused[-1]), screen_text(app)


@sync
async def test_a_new_refusal_replaces_the_last_instead_of_stacking() -> None:
    """Issue 12 follow-up, point 4: one notice at a time."""
    app = make_app(CC, people("Ann", computers=1), seed=3, lang="en")
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        await settle(pilot)
        table = table_of(app)
        table.refuse("First refusal.")
        await pilot.pause()
        table.refuse("Second refusal.")
        await pilot.pause()
        text = screen_text(app)
        assert "Second refusal." in text and "First refusal." not in text
        assert len(app.screen.query(NoticeLine)) == 1
        assert not app._notifications  # no toast stacked anywhere


@sync
async def test_nothing_covers_the_buttons_of_metallurgie_game_over() -> None:
    """Point 4: a refusal after the game is over (the result closed to look at the field, then
    opened again) stays on the table's line under the dialog, never over its buttons."""
    from test_tui_game_over_look import finished_match

    app = app_for(finished_match(), lang="de")
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        await settle(pilot)
        await pilot.press("v")  # close the result to look at the field
        await settle(pilot)
        table = table_of(app)
        await pilot.press("enter")  # a move on a finished game: refused
        await pilot.press("escape")  # the result again, while the notice is shown
        await settle(pilot)
        dialog = app.screen
        assert isinstance(dialog, OutcomeScreen)
        buttons = list(dialog.query("Button"))
        assert buttons
        table.refuse("Noch eine Ablehnung.")
        await pilot.pause()
        assert not app._notifications
        line = table.query_one(NoticeLine)
        assert line.message == "Noch eine Ablehnung."
        for button in buttons:
            assert not line.region.overlaps(button.region) or not line.display
