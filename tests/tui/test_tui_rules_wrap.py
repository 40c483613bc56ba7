"""The rules, in the app (F1) and in ``chemcards rules``, wrapped by our one helper (tui/wrap.py),
issue 12, play-through 6 point 1 (issue point 7: CJK and German text cut or wrapped badly).

Textual's and Rich's Markdown fold Chinese wherever the width runs out: lines of the rules started
with "，" or "、" and a bracketed rule ID was split ("（CH-1" / "）"). Every rules doc in zh/de/en is
rendered at 80 and 160 columns and read back line by line: no line starts with a closing mark, no
rule ID and no word is split (each rule ID is on screen as often as in the doc; every Latin word on
screen is a word of the doc)."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from collections import Counter

import pytest
from rich.console import Console
from tui_helpers import make_app, screen_text, settle, sync

from chemcards.core.data import rules_doc
from chemcards.core.registry import get_game
from chemcards.core.seats import Seat
from chemcards.games.color_clash import GAME as CC
from chemcards.tui.markdown_text import for_lang
from chemcards.tui.rules_markdown import RulesMarkdown

GAMES = ("color-clash", "metallurgie", "chemie-kartenspiel", "chemis")
LANGS = ("zh", "de", "en")
#: closing marks that must never start a line (the issue's list)
CLOSING = "，。、；：）」』！？"
RULE_ID = re.compile(r"[A-Z]{2}-\d+")
WORD = re.compile(r"[A-Za-zÄÖÜäöüß]+")
FRAME = re.compile(r"[│║┃▌▐▊▎▁▔━─╭╮╰╯•●■▲◆▪◦‣]")


def source_text(game: str, lang: str) -> str:
    text = rules_doc(game, lang)
    assert text is not None
    return for_lang(text, lang)


def check(lines: list[str], game: str, lang: str, where: str) -> None:
    """The issue's assertions on rendered lines of one rules doc."""
    source = source_text(game, lang)
    body = [FRAME.sub("", line).strip() for line in lines]
    body = [line for line in body if line]
    starts = [line for line in body if line[0] in CLOSING]
    assert not starts, f"{where}: a line starts with a closing mark: {starts[:3]}"
    open_ids = [line for line in body if re.search(r"（[A-Z]{0,2}-?\d*$", line)]
    assert not open_ids, f"{where}: a bracketed rule ID is split: {open_ids[:3]}"
    shown = Counter(RULE_ID.findall("\n".join(body)))
    assert shown == Counter(RULE_ID.findall(source)), f"{where}: rule IDs differ (split?)"
    words = set(WORD.findall(source))
    split = sorted({w for w in WORD.findall("\n".join(body)) if w not in words})
    assert not split, f"{where}: words not in the doc (split?): {split[:8]}"


def cli_lines(game: str, lang: str, width: int) -> list[str]:
    console = Console(width=width, record=True, file=open(os.devnull, "w"), color_system=None)  # noqa: SIM115
    console.print(RulesMarkdown(source_text(game, lang), hyperlinks=False))
    return console.export_text().splitlines()


@pytest.mark.parametrize("width", [80, 160])
@pytest.mark.parametrize("lang", LANGS)
def test_issue12_pt6_1_chemcards_rules_wraps_by_our_rules(lang: str, width: int) -> None:
    """``chemcards rules`` (Rich's Markdown, paragraphs and headings wrapped by tui/wrap.py)."""
    for game in GAMES:
        lines = cli_lines(game, lang, width)
        assert all(len(line) <= width for line in lines)
        check(lines, game, lang, f"rules {game} {lang} {width}")


def test_issue12_pt6_1_rich_markdown_alone_broke_the_chinese_rules() -> None:
    """Why the test above can fail: Rich's own Markdown starts lines with closing marks in zh."""
    from rich.markdown import Markdown

    console = Console(width=80, record=True, file=open(os.devnull, "w"), color_system=None)  # noqa: SIM115
    console.print(Markdown(source_text("color-clash", "zh"), hyperlinks=False))
    with pytest.raises(AssertionError, match=r"closing mark|split"):
        check(console.export_text().splitlines(), "color-clash", "zh", "rich")


@pytest.mark.parametrize("width", [80, 160])
def test_issue12_pt6_1_chemcards_rules_in_a_real_process(width: int) -> None:
    """The command as a person runs it (piped, COLUMNS sets the width): the Chinese CHEMIS rules,
    the longest doc."""
    env = {**os.environ, "COLUMNS": str(width), "LINES": "24"}
    out = subprocess.run([sys.executable, "-m", "chemcards", "rules", "chemis", "--lang", "zh"],
                         capture_output=True, text=True, env=env, check=True).stdout
    check(out.splitlines(), "chemis", "zh", f"process {width}")


@pytest.mark.parametrize("width", [80, 160])
@pytest.mark.parametrize("lang", LANGS)
@sync
async def test_issue12_pt6_1_f1_rules_wrap_by_our_rules(lang: str, width: int) -> None:
    """The F1 screen (Textual's Markdown, paragraphs and headings broken by tui/wrap.py) for every
    game, on a screen tall enough to hold the whole doc, read back as a person sees it."""
    from chemcards.tui.help import RulesScreen

    app = make_app(CC, [Seat("Ann"), Seat("Cpu", "computer", "easy")], lang=lang)
    async with app.run_test(size=(width, 700 if width == 80 else 400)) as pilot:
        await settle(pilot)
        for game in GAMES:
            screen = RulesScreen(get_game(game), lang)
            await app.push_screen(screen)
            await pilot.pause()
            await pilot.pause()
            pane = screen.query_one("#rules")
            assert pane.max_scroll_y == 0, "the screen is too short to show the whole doc"
            check(screen_text(app).splitlines()[:-1], game, lang, f"F1 {game} {lang} {width}")
            app.pop_screen()
            await pilot.pause()
