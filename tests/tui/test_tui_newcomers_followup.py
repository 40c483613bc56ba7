"""What two newcomers tripped over at 80×24 (CHEMIS in Chinese, Das Chemie-Kartenspiel in German),
checked on the screens they saw."""

from __future__ import annotations

import pytest
from tui_helpers import app_for, screen_text, settle, sync, table_of

from chemcards.bots.levels import make_bot
from chemcards.core.match import Match
from chemcards.core.registry import get_game
from chemcards.core.rng import Rng
from chemcards.core.seats import Seat
from chemcards.tui.outcome import OutcomeScreen


def finished(game_id: str, seed: int = 11) -> Match:
    """A seeded game played to its end by two easy computers, looked at from seat 0's screen."""
    game = get_game(game_id)
    seats = [Seat("Ann"), Seat("Curie", "computer", "easy")]
    options = {"hp": 1} if game_id == "chemis" else {}
    match = Match(game, seats, options, seed=seed)
    bots = [make_bot(game, s, "easy", Rng(s)) for s in range(2)]
    for _ in range(20_000):
        if match.outcome() is not None:
            break
        seat = match.to_act()[0]
        if seat < 0:  # the referee (a timer's end): what it may do
            match.act(seat, match.legal(seat)[0])
            continue
        match.act(seat, bots[seat].choose(match.view(seat), match.legal(seat)))
    assert match.outcome() is not None
    return match


@pytest.mark.parametrize("game_id", ["chemis", "color-clash", "metallurgie", "chemie-kartenspiel"])
@sync
async def test_game_over_is_said_once_on_the_final_table(game_id: str) -> None:
    """CH-12 / CC-26 / MT-14 / CK-10 (game over): a newcomer read "游戏结束：玩家1 获胜" twice above the
    result dialog — the status line and the board's own line. The final table says it once
    (Metallurgie's key row keeps its short "the game is over" in place of keys: it names no winner)."""
    match = finished(game_id)
    app = app_for(match, lang="zh")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, OutcomeScreen)
        await pilot.press("v")
        await settle(pilot)
        assert app.screen is table_of(app)
        table = table_of(app)
        status = str(match.game.status_text(match.view(table.viewer), "zh")).strip()
        lines = [line.strip(" │") for line in screen_text(app).splitlines()
                 if not line.lstrip().startswith("▌")]  # the notice "press Esc to see the result"
        over = [line for line in lines if status in line]
        assert len(over) == 1, over


#: commands and paths meant for developers, never shown on a rules page players read
DEVELOPER = ("chemcards chem", "chemcards bench", "chemcards simulate", "chemcards league",
             "tests/", "chemcards/", ".py")


def _rendered_rules(game_id: str, lang: str) -> str:
    """The rules as F1 and ``chemcards rules`` render them (Rich's Markdown after ``for_lang``)."""
    import io

    from rich.console import Console
    from rich.markdown import Markdown

    from chemcards.core.data import rules_doc
    from chemcards.tui.markdown_text import for_lang

    text = rules_doc(game_id, lang)
    assert text
    console = Console(file=io.StringIO(), width=80, color_system=None)
    console.print(Markdown(for_lang(text, lang)))
    return console.file.getvalue()  # type: ignore[attr-defined,no-any-return]


@pytest.mark.parametrize("lang", ["zh", "de", "en"])
@pytest.mark.parametrize("game_id", ["color-clash", "metallurgie", "chemie-kartenspiel", "chemis"])
def test_rules_pages_players_read_say_nothing_about_tests_or_developer_commands(
        game_id: str, lang: str) -> None:
    """Issue 12 point 6 / issue 21 (the rules in our own words are for players): the zh CHEMIS F1
    page said "测试名里也写着这些编号" and "chemcards chem react仍会显示". No rendered rules page of
    any game names tests or a developer's command; the rules themselves (their IDs) are all there."""
    import re

    from chemcards.core.data import docs_root

    shown = _rendered_rules(game_id, lang)
    tests = re.findall(r"(?i)\btest\w*|测试", shown)  # "test", "Tests" ("könntest" is a verb)
    assert not tests, [line for line in shown.splitlines() if re.search(r"(?i)\btest|测试", line)][:3]
    for word in DEVELOPER:
        assert word not in shown, (word, [line for line in shown.splitlines() if word in line][:3])
    prefix = {"color-clash": "CC", "metallurgie": "MT", "chemie-kartenspiel": "CK", "chemis": "CH"}[game_id]
    source = (docs_root() / "rules" / f"{game_id}.{lang}.md").read_text(encoding="utf-8")
    flat = re.sub(r"\s+", "", shown)
    for rule in set(re.findall(rf"\b{prefix}-\d+\b", re.sub(r"<!--.*?-->", "", source, flags=re.S))):
        assert rule in flat, rule  # only developers' notes were left out


@sync
async def test_f1_chemis_rules_in_chinese_show_no_developer_sentence() -> None:
    """The newcomer's own screen: F1 on a Chinese CHEMIS table at 80×24, paged to the end."""
    from chemcards.games.chemis import GAME as CHEMIS
    from chemcards.tui.help import RulesScreen

    match = Match(CHEMIS, [Seat("Ann"), Seat("Curie", "computer", "easy")], {}, seed=3)
    app = app_for(match, lang="zh")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("f1")
        await pilot.pause()
        assert isinstance(app.screen, RulesScreen)
        seen = ""
        for _ in range(80):
            seen += screen_text(app)
            await pilot.press("pagedown")
            await pilot.pause()
        assert "CH-31" in seen and "测试" not in seen and "chemcards" not in seen
