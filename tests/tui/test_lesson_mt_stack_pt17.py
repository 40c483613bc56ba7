"""Play-through 17, zh 13: in Metallurgie's guided game a step was named before it could be taken.
After the learner's iron the line said "随意继续玩。接下来：叠放金属。" ("Next comes: stacking
metals") while the only move was to end the turn: in one turn a player lays one metal only (MT-5),
so the gold in the learner's hand could not go on a silver before their next turn, and the engine
refused it. A step is named, and asked for, only on a turn where it can be taken; until then the
line says to end the turn and why, and on the computer's turn it names nothing."""

from __future__ import annotations

import pytest
from tui_helpers import screen_text, settle, sync

from chemcards.bots.levels import make_bot
from chemcards.core.i18n import LANGS, tr
from chemcards.core.registry import get_game
from chemcards.core.rng import Rng
from chemcards.lessons import DOMAIN, Guide, load_lesson

LEARNER = 0


def lines_until_stacking(lang: str) -> list[tuple[list[str], str]]:
    """The learner's legal moves and the lesson's line, turn by turn, from the start of the
    guided game to the turn on which the learner stacks (the computer's turns with no moves)."""
    lesson = load_lesson("metallurgie")
    game = get_game("metallurgie")
    match = lesson.new_match("You", game)
    guide = Guide(lesson)
    bot = make_bot(game, 1, "easy", Rng(3))
    seen: list[tuple[list[str], str]] = []
    for _ in range(40):
        if LEARNER not in match.to_act():
            seen.append(([], guide.prompt([], lang)))
            seat = match.to_act()[0]
            match.act(seat, bot.choose(match.view(seat), match.legal(seat)))
            continue
        legal = [str(a) for a in match.legal(LEARNER)]
        seen.append((legal, guide.prompt(legal, lang)))
        milestone = guide.active(legal)
        if milestone is not None and milestone.key == "stack":
            return seen
        action = next(a for a in legal if milestone.matches(a)) if milestone is not None else legal[0]
        guide.played(legal, action)
        match.act_text(LEARNER, action)
    raise AssertionError("the learner never came to stack")


@pytest.mark.parametrize("lang", LANGS)
def test_mt5_pt17_zh13_stacking_is_named_only_on_a_turn_it_can_be_taken(lang: str) -> None:
    """MT-5 (one metal per turn): between the iron and the turn the learner can stack, no line
    names stacking, neither as the step nor as what comes next; the line on the learner's turn
    after the iron tells them to end the turn (e), the only move there is."""
    seen = lines_until_stacking(lang)
    topic = tr(DOMAIN, "mt_stack_topic", lang)
    ask = tr(DOMAIN, "mt_stack", lang)
    *before, (legal, last) = seen
    assert any(text.startswith("place Au ") for text in legal) and last.endswith(ask), last
    after_iron = [(moves, line) for moves, line in before if moves == ["end"]]
    assert after_iron, "the learner never had only 'end' after the iron"
    for moves, line in before:
        assert topic not in line and ask not in line, (moves, line)
        # the lesson's own wait line: nothing of the learner's to announce on the computer's turn
        if not moves:
            assert line.endswith(tr(DOMAIN, "lesson_wait_free", lang)), line
    for _, line in after_iron:
        assert line.endswith(tr(DOMAIN, "mt_play_on_free", lang)), line


@sync
async def test_mt5_pt17_zh13_on_screen_the_line_after_the_iron_asks_to_end_the_turn() -> None:
    """The same at 80×24 in Chinese, in the guided game started from the launcher: after the
    iron the line says to end the turn (e, kept in the footer), and no "叠放金属"."""
    from chemcards.games.metallurgie import GAME
    from chemcards.tui.app import ChemcardsApp
    from chemcards.tui.clock import FakeClock
    from chemcards.tui.lesson import GuidedTable
    from chemcards.tui.settings import Settings

    app = ChemcardsApp(settings=Settings(lang="zh", speed="instant"), clock=FakeClock(),
                       remember=False, games=lambda: {GAME.id: GAME})
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.click("#learn")
        await settle(pilot)
        table = app.table
        assert isinstance(table, GuidedTable)
        iron = next(a for a in table.match.legal(LEARNER) if str(a).startswith("place Fe "))
        table.apply(LEARNER, iron)
        await settle(pilot)
        assert [str(a) for a in table.match.legal(LEARNER)] == ["end"]
        text = screen_text(app)
        assert "叠放金属" not in text, text
        assert "结束回合（按 e）" in text.replace("\n", ""), text
        assert "e" in table.footer_wanted
