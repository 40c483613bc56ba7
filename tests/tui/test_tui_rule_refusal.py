"""Issue 21.5: a refusal says what is wrong in the player's words, without a rule number; F1 right
after it opens the rules at that rule (the number stays in the rules and the catalogue's ``rule``)."""

from __future__ import annotations

import re
from typing import Any

import pytest
from tui_helpers import make_app, people, screen_text, settle, sync, table_of

from chemcards.games.chemis import GAME as CHEMIS
from chemcards.i18n import catalogue, rule_of
from chemcards.tui.help import RulesScreen
from chemcards.tui.table import TableScreen

RULE_ID = re.compile(r"\b(?:CC|CK|CH|MT)-\d+")


@pytest.mark.parametrize("domain", ["ui", "color-clash", "metallurgie", "chemie-kartenspiel", "chemis"])
def test_no_players_message_carries_a_rule_number(domain: str) -> None:
    """Every sentence of every catalogue, in every language, is free of rule numbers; an entry that
    is about a rule names it in its ``rule`` field instead."""
    for key, entry in catalogue(domain).items():
        if not isinstance(entry, dict):
            continue
        for lang in ("de", "en", "zh"):
            assert not RULE_ID.search(str(entry.get(lang, ""))), (domain, key, lang)
        rule = entry.get("rule")
        assert rule is None or RULE_ID.fullmatch(rule), (domain, key)


def test_the_refusal_keeps_its_rule_for_the_rules_screen() -> None:
    assert rule_of("chemis", "no_substance") == "CH-18"
    assert rule_of("metallurgie", "pass_only_when_stuck") == "MT-7"
    assert rule_of("chemis", "not_in_hand") is None


@sync
async def test_f1_after_a_refusal_opens_the_rules_at_that_rule() -> None:
    app = make_app(CHEMIS, people("Ann", computers=1, level="easy"), seed=3, lang="de")
    refused: list[str] = []

    def hook(message: Any) -> None:
        if isinstance(message, TableScreen.Refused):
            refused.append(message.text)

    async with app.run_test(size=(80, 24), message_hook=hook) as pilot:
        await settle(pilot)
        table = table_of(app)
        assert 0 in table.match.to_act()
        assert not table.apply(0, CHEMIS.parse_action("甲: Na+Na+Na -> Na3"))
        await pilot.pause()
        # the game's substance list decides (play-through 15, de 4)
        assert refused[-1] == "Aus diesen Karten entsteht in diesem Spiel kein Stoff. (F1: die Regel dazu)"
        await pilot.press("f1")
        for _ in range(50):  # the scroll follows the Markdown's layout: slower on a loaded machine
            await pilot.pause(0.1)
            if isinstance(app.screen, RulesScreen) and app.screen.query_one("#rules").scroll_y > 0:
                break
        screen = app.screen
        assert isinstance(screen, RulesScreen) and screen.rule == "CH-18"
        assert screen.query_one("#rules").scroll_y > 0  # not the top of the document
        assert "CH-18" in screen_text(app)  # scrolled to it: the rule's paragraph is on screen
        await pilot.press("escape")
        await pilot.pause()
        assert table.apply(0, table.match.legal(0)[-1])  # a move that stands: F1 is plain again
        assert table.refused_rule is None


@sync
async def test_a_rule_only_named_in_a_headings_range_opens_at_that_heading() -> None:
    """MT-9 is covered by the section "Scoring (MT-8 … MT-12)": the rules open there."""
    from chemcards.games.metallurgie import GAME as MT

    app = make_app(MT, people("Ann", computers=1), seed=3)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        app.push_screen(RulesScreen(MT, "en", "MT-9"))
        for _ in range(50):  # the scroll follows the Markdown's layout: slower on a loaded machine
            await pilot.pause(0.1)
            if app.screen.query_one("#rules").scroll_y > 0:
                break
        assert app.screen.query_one("#rules").scroll_y > 0
        assert "Scoring (MT-8 … MT-12)" in screen_text(app)


@sync
async def test_issue12_4_the_dead_player_refusal_opens_f1_at_ch11() -> None:
    """Issue 12 point 4 (pt6-zh2): F1 after the CHEMIS refusal "该玩家已死亡。" opened the rules at
    the top: the refusal names its rule (CH-11: a dead player's zone is out), F1 opens there."""
    from textual.app import App

    assert rule_of("chemis", "dead_zone") == "CH-11"
    app: App[None] = App()
    async with app.run_test(size=(80, 24)) as pilot:
        await app.push_screen(RulesScreen(CHEMIS, "zh", rule_of("chemis", "dead_zone")))
        for _ in range(50):
            await pilot.pause(0.1)
            if app.screen.query_one("#rules").scroll_y > 0:
                break
        assert app.screen.query_one("#rules").scroll_y > 0
        assert "CH-11" in screen_text(app)
