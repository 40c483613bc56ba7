"""Issue 12 point 2: one name per key and language on every screen.

The readers found footers saying "^q", "^l", "^p" and "f1" next to notices saying "Strg+P", "F1",
"Umschalt+Tab" (de), "Ctrl+P" (en, zh), and "回车" in the launcher next to "⏎" in the games. The
decision (docs/i18n.md, "Key names"): Ctrl is "Strg" in German and "Ctrl" in English and Chinese,
joined with "+" to a capital letter ("Strg+Q", "Ctrl+Q"); F-keys are "F1"; Enter is its sign ⏎
in sentences too. These tests read the footers and the keys screens (`?`) as a player sees them,
and every catalogue sentence.
"""

from __future__ import annotations

import re
from typing import Any

import pytest
from tui_helpers import app_for, screen_text, settle, sync

from chemcards.core import registry
from chemcards.core.match import Match
from chemcards.core.seats import Seat
from chemcards.i18n import LANGS, catalogue, key_display
from chemcards.tui.app import ChemcardsApp
from chemcards.tui.clock import FakeClock
from chemcards.tui.help import KeysScreen
from chemcards.tui.settings import Settings

GAMES = ("color-clash", "chemie-kartenspiel", "chemis", "metallurgie")
#: Textual's own forms the readers met: the caret for Ctrl and a lower-case F-key
TEXTUAL_FORMS = re.compile(r"\^[a-z]\b|(?<![\w-])f\d{1,2}\b")
#: Ctrl's name in each language (the other language's word must not appear)
CTRL = {"de": "Strg+", "en": "Ctrl+", "zh": "Ctrl+"}


def lines_with_keys(app: ChemcardsApp) -> str:
    """The footer line (the last of the screen) as the player reads it."""
    return screen_text(app).splitlines()[-1]


def check_names(text: str, lang: str) -> None:
    assert not TEXTUAL_FORMS.search(text), text
    other = "Ctrl+" if lang == "de" else "Strg+"
    assert other not in text, text


@pytest.mark.parametrize(("key", "lang", "shown"), [
    ("ctrl+q", "de", "Strg+Q"), ("ctrl+q", "en", "Ctrl+Q"), ("ctrl+q", "zh", "Ctrl+Q"),
    ("ctrl+p", "de", "Strg+P"), ("f1", "de", "F1"), ("f1", "en", "F1"), ("f2", "zh", "F2"),
    ("shift+tab", "de", "Umschalt+Tab"), ("shift+tab", "en", "Shift+Tab"), ("escape", "en", "Esc")])
def test_issue12_2_a_key_has_one_name_per_language(key: str, lang: str, shown: str) -> None:
    assert key_display(key, lang) == shown


@pytest.mark.parametrize("lang", sorted(LANGS))
@sync
async def test_issue12_2_launcher_footer_and_keys_screen_name_keys_alike(lang: str) -> None:
    app = ChemcardsApp(settings=Settings(lang=lang, speed="normal"), clock=FakeClock(), remember=False,
                       games=registry.games)
    async with app.run_test(size=(160, 30)) as pilot:  # wide: every key of the footer is shown
        for _ in range(50):  # the game list loads off the start; the footer follows it
            await pilot.pause(0.1)
            if f"{CTRL[lang]}S" in lines_with_keys(app):
                break
        footer = lines_with_keys(app)
        check_names(footer, lang)
        # F1 is named on the keys screen below; the launcher footer shows one set of keys in every
        # language, without F1 (issue 21 item 6: German showed fewer keys than Chinese)
        assert CTRL[lang] in footer, footer
        await pilot.press("question_mark")
        await pilot.pause(0.2)
        assert isinstance(app.screen, KeysScreen)
        keys = screen_text(app)
        check_names(keys, lang)
        assert CTRL[lang] in keys and "F1" in keys, keys


@pytest.mark.parametrize("lang", sorted(LANGS))
@pytest.mark.parametrize("game_id", GAMES)
@sync
async def test_issue12_2_table_footer_and_keys_screen_name_keys_alike(game_id: str, lang: str) -> None:
    game = registry.games()[game_id]
    seats = [Seat("Ann"), Seat("Curie", "computer", "medium")]
    app = app_for(Match(game, seats, {}, seed=5), lang=lang, games=registry.games())
    async with app.run_test(size=(160, 30)) as pilot:
        await settle(pilot)
        await pilot.pause()
        footer = lines_with_keys(app)
        check_names(footer, lang)
        assert "F1" in footer and CTRL[lang] in footer, footer
        await pilot.press("question_mark")
        await pilot.pause(0.2)
        assert isinstance(app.screen, KeysScreen)
        keys = screen_text(app)
        check_names(keys, lang)
        assert "F1" in keys and CTRL[lang] in keys, keys


def _sentences() -> list[tuple[str, str, str, str]]:
    out = []
    for domain in ("ui", "lessons", "online", *GAMES):
        for key, entry in catalogue(domain).items():
            if isinstance(entry, dict):
                out += [(domain, key, lang, str(entry.get(lang, ""))) for lang in sorted(LANGS)]
    return out


def test_issue12_2_catalogue_sentences_name_keys_as_the_footer_does() -> None:
    """Every sentence of every catalogue: Ctrl in the reader's word, F-keys in capitals, no caret;
    Enter as ⏎ (the launcher said "回车" and "Eingabetaste" where the games show ⏎)."""
    bad: list[Any] = []
    for domain, key, lang, text in _sentences():
        other = "Ctrl+" if lang == "de" else "Strg+"
        enter = {"de": r"Eingabetaste", "en": r"\bEnter\b", "zh": r"回车"}[lang]
        if TEXTUAL_FORMS.search(text) or other in text or re.search(enter, text):
            bad.append((domain, key, lang, text))
    assert not bad, bad
