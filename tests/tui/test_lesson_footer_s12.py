"""A guided game's footer lists no key the lesson refuses now (session 12, footer12 point 1;
play-through 11 zh #9: the Metallurgie lesson's footer showed "e 结束回合", and pressing it was
refused with "now score this area")."""

from __future__ import annotations

from lesson_walk import learner_move, policy_for
from textual.widgets._footer import FooterKey
from tui_helpers import settle, sync

from chemcards.core.registry import get_game
from chemcards.games.metallurgie.actions import END_ACTION
from chemcards.tui.app import ChemcardsApp
from chemcards.tui.clock import FakeClock
from chemcards.tui.lesson import LEARNER, GuidedTable
from chemcards.tui.settings import Settings
from chemcards.tui.widgets import KeysFooter


@sync
async def test_metallurgie_lesson_footer_leaves_out_e_while_the_step_refuses_it() -> None:
    game = get_game("metallurgie")
    app = ChemcardsApp(settings=Settings(lang="zh", speed="instant"), clock=FakeClock(),
                       remember=False, games=lambda: {game.id: game})
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.click("#learn")
        await settle(pilot)
        table = app.table
        assert isinstance(table, GuidedTable)
        policy = policy_for(table.lesson)
        seen_refused = seen_offered = 0
        for _ in range(60):
            await settle(pilot)
            match = table.match
            if match.outcome() is not None or table.guide.finished:
                break
            if LEARNER not in match.to_act():
                app.clock.advance(1.0)  # type: ignore[attr-defined]
                continue
            texts = [str(a) for a in match.legal(LEARNER)]
            footer = table.query_one(KeysFooter)
            shown = {k.key for k in footer.query(FooterKey) if k.display}
            if str(END_ACTION) in texts:
                if table.guide.refuses(texts, str(END_ACTION)):
                    seen_refused += 1
                    assert "e" not in table.active_bindings and "e" not in shown, shown
                else:
                    seen_offered += 1
                    assert "e" in table.active_bindings
            action, _ = learner_move(table.guide, match, policy, False)
            table.apply(LEARNER, action)
        assert seen_refused, "the lesson never refused ending the turn"
