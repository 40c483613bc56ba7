"""Play-through 13, de 12 (session 15, issue 12): on the German Color Clash lesson's last step the
line said "… oder starte mit Strg+N ein eigenes Spiel … F1 zeigt alle Regeln", and the 80×24
footer left out Strg+N (and F1). Every key the lesson's line asks for is in the footer at that
moment: walked through every step of all four lessons at 80×24 in de, en and zh (the keys are read
from the words on screen, not from the catalogue's ``keys``), the first Color Clash catch window
included (CC-11: "c", and "⏎" while the clock waits)."""

from __future__ import annotations

import re
from typing import Any

import pytest
from lesson_walk import learner_move, policy_for
from textual.pilot import Pilot
from textual.widgets._footer import FooterKey
from tui_helpers import app_for, settle, sync

from chemcards.core.i18n import LANGS, catalogue, tr
from chemcards.core.registry import get_game
from chemcards.lessons import DOMAIN, entry_keys, load_lesson
from chemcards.tui.lesson import LEARNER, GuidedTable
from chemcards.tui.widgets import KeysFooter

GAMES = ("color-clash", "metallurgie", "chemie-kartenspiel", "chemis")

#: a key named in words: a lone lowercase letter ("drück l", "(d)", "按 s", ": s.")
_LETTER = re.compile(r"(?<![\w+.'’])([a-z])(?![\w+'’.])|(?<![\w+.'’])([a-z])(?=\.(?:\s|$))")
#: keys written as symbols or with a modifier
_SYMBOL = re.compile(r"Strg\+\w|Ctrl\+\w|F\d\b|⏎|←→|↓|↑|\d, \d …|\d、\d")
#: what reads like a key and is none: "z. B.", "e.g.", the precipitate's mark "↓ Niederschläge"
_NOT_KEYS = ("z. B.", "e.g.", "↓ Niederschläge", "↓ precipitates", "↓ 沉淀")


def named_keys(text: str, lang: str) -> set[str]:
    """The keys a line asks for, as written in it ("Strg+N", "⏎", "l", "1, 2 …")."""
    for words in _NOT_KEYS:
        text = text.replace(words, "")
    found = set(_SYMBOL.findall(text))
    for match in _LETTER.finditer(text):
        letter = match.group(1) or match.group(2)
        if not (lang == "en" and letter == "a"):  # the article
            found.add(letter)
    return found


def in_footer(name: str, shown: list[str]) -> bool:
    """Whether a key named in words is among the footer's visible keys (their displays)."""
    if name[0].isdigit():  # "1, 2 …": the zone keys, "1–6"
        return any(display.startswith(name[0]) for display in shown)
    if len(name) == 1 and name.isascii():  # a letter: a key of its own
        return name in shown
    return any(name in display for display in shown)


def footer_keys(table: GuidedTable) -> list[str]:
    footer = table.query_one(KeysFooter)
    keys = [k for k in footer.query(FooterKey) if k.display]
    assert all(k.region.right <= 80 for k in keys), [(k.key_display, k.region) for k in keys]
    return [k.key_display for k in keys]


def line_of(table: GuidedTable) -> str:
    return table.query_one("#lesson").render().plain.replace("\n", " ")  # type: ignore[attr-defined]


async def check_line(pilot: Pilot[Any], table: GuidedTable, lang: str, seen: list[str]) -> None:
    """Every key the lesson's line names is in the footer, once the footer is drawn: it is
    recomposed after its keys change and is empty for a moment, longer on a loaded machine."""
    line = line_of(table)
    for _ in range(100):
        shown = footer_keys(table)
        missing = [name for name in named_keys(line, lang) if not in_footer(name, shown)]
        if not missing:
            break
        await pilot.pause(0.02)
    assert not missing, (missing, line, shown)
    seen.append(line)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game_id", GAMES)
@sync
async def test_pt13_de12_every_key_a_lesson_step_names_is_in_the_footer(game_id: str, lang: str) -> None:
    game = get_game(game_id)
    lesson = load_lesson(game_id)
    table = GuidedTable(lesson.new_match("Player 1", game), lesson)
    app = app_for(None, lang=lang, games={game_id: game})
    seen: list[str] = []
    async with app.run_test(size=(80, 24)) as pilot:
        app.push_screen(table)
        await settle(pilot)
        policy = policy_for(lesson)
        after = 0
        for _ in range(400):
            await settle(pilot)
            match = table.match
            if match.outcome() is not None:
                break
            await check_line(pilot, table, lang, seen)
            if LEARNER not in match.to_act():
                app.clock.advance(1.0)  # type: ignore[union-attr]
                continue
            if table.guide.finished:  # the lesson's end stays on the line: a few more turns
                after += 1
                if after > 3:
                    break
            action, _ = learner_move(table.guide, match, policy, False)
            table.apply(LEARNER, action)
    assert table.guide.finished
    # every step's line came up, the lesson's end among them
    for milestone in (m for m in lesson.milestones if not m.note):
        key = f"{lesson.prefix}_{milestone.key}"
        assert any(tr(DOMAIN, key, lang) in line for line in seen), key
    assert named_keys(seen[-1], lang) >= {"F1", "Strg+N" if lang == "de" else "Ctrl+N"}


@pytest.mark.parametrize("lang", LANGS)
@sync
async def test_pt13_de12_cc11_the_catch_window_names_c_and_enter_and_the_footer_has_them(lang: str) -> None:
    """The first window a computer opens (CC-11): the line names c (catch) and ⏎ (start the
    clock); both are in the footer while it waits, and c after it runs."""
    from test_lesson_cc_s14 import _first_window

    app, _, table, match = await _first_window(lang)
    seen: list[str] = []
    async with app.run_test(size=(80, 24)) as pilot:
        app.push_screen(table)
        await settle(pilot)
        assert table.holding is not None
        await check_line(pilot, table, lang, seen)
        assert {"c", "⏎"} <= named_keys(seen[-1], lang)
        app.clock.advance(1.0)  # type: ignore[union-attr]
        await pilot.pause()
        await pilot.press("enter")
        await settle(pilot)
        assert table.holding is None and match.view(None).phase == "window"
        await check_line(pilot, table, lang, seen)
        assert "c" in named_keys(seen[-1], lang)


def test_pt13_de12_the_keys_a_text_lists_are_the_keys_its_words_name() -> None:
    """Each text of the lessons' catalogue lists in ``keys`` (the footer's names) what its words
    name in every language — the footer keeps those while the text is on screen."""
    names = {"enter": {"⏎", "←→"}, "left": {"←→"},
             "ctrl+n": {"Strg+N", "Ctrl+N"}, "f1": {"F1"}, "down": {"↓"},
             "1": {"1, 2 …", "1、2"}}
    refusals = ("_wrong", "_avoid", "lesson_offer_later")  # a refusal's notice, not the line
    for key in catalogue(DOMAIN):
        if key.endswith(refusals):
            continue
        declared = set(entry_keys(key))
        for lang in LANGS:
            words = named_keys(catalogue(DOMAIN)[key][lang], lang)
            expected = {n for n in declared for n in names.get(n, {n})}
            assert words <= expected, (key, lang, words, declared)
            assert all(names.get(n, {n}) & words for n in declared), (key, lang, words, declared)
