"""Color Clash card faces on the screen at 80×24 (issue 21; pt8-de #5, pt8-zh #14; docs/i18n.md
"Color Clash card faces"): the cards show their shape and symbol, no colour letter, in de, en and zh;
the move box reads a card typed as shown ("spiel ● 7") and writes the record in notation.
"""

from __future__ import annotations

import re
from typing import Any

import pytest
from test_tui_color_clash import ann_turn, reach
from test_tui_keys_s8 import refusals
from textual.widgets import Input
from tui_helpers import app_for, screen_text, settle, sync

from chemcards.games.color_clash.actions import PLAY
from chemcards.games.color_clash.catalogue import COLOUR, NO_COLOUR, card_label
from chemcards.i18n import tr

LANGS = ("de", "en", "zh")


async def type_move(app: Any, pilot: Any, text: str) -> None:
    """Into the open move box as a keyboard's input method or a paste puts it (the pilot's key
    presses carry no "●"), then Enter."""
    box = app.screen.query_one("#move-input", Input)
    assert box.display and box.has_focus
    box.insert_text_at_cursor(text)
    await pilot.press("enter")
VERB = {"de": "spiel", "en": "play", "zh": "出"}
#: a card written the old way, shape and colour letter ("● R7", "▲ Y4", "★ W+4")
OLD_FACE = re.compile(r"[●■▲◆] [RBYG](?:\d|\+2|S|R)(?![\w+])|★ W(?:\+4)?(?![\w+])")


@pytest.mark.parametrize("lang", LANGS)
@sync
async def test_issue21_the_table_shows_no_colour_letter_and_own_cards_as_shape_and_symbol(lang: str) -> None:
    """Issue 21 item 1: the hand, the top card and the log show "● 7", never "● R7"; the footer shows
    no English colour initials outside English (checked with the picker in test_tui_cc_picker)."""
    match = reach(ann_turn)
    app = app_for(match, lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        text = screen_text(app)
        assert not OLD_FACE.search(text), OLD_FACE.search(text)
        for face in match.view(0).hand:
            assert card_label(face, lang) in text, card_label(face, lang)
        assert card_label(match.view(0).top, lang) in text


@pytest.mark.parametrize("lang", LANGS)
@sync
async def test_issue21_a_card_typed_as_shown_is_played_and_recorded_in_notation(lang: str) -> None:
    """Issue 21 item 2: the move box reads the card as the screen shows it, with the verb in the
    player's words ("spiel ● 7", "出 ● 7"); the record keeps the notation ("play R7")."""
    match = reach(ann_turn)
    play = next(a for a in match.legal(0) if a.kind == PLAY and not a.call and COLOUR[a.face] != NO_COLOUR)
    app = app_for(match, lang=lang)
    refused: list[str] = []
    async with app.run_test(size=(80, 24), message_hook=refusals(refused)) as pilot:
        await settle(pilot)
        before = len(match.record.actions)
        await pilot.press("colon")
        await pilot.pause()
        await type_move(app, pilot, f"{VERB[lang]} {card_label(play.face, lang)}")
        await settle(pilot)
        assert not refused, refused
        assert len(match.record.actions) > before, "nothing was played"
        assert match.record.actions[before] == (0, str(play)), match.record.actions[before:]


@pytest.mark.parametrize("lang", ["de", "zh"])
@sync
async def test_issue21_a_wild_typed_without_colour_is_refused_in_words_and_nothing_changes(lang: str) -> None:
    """Issue 21 item 2 (pt8-de #5): the refusal names the card as shown and the colour in words,
    with no "(R rot, B blau, Y gelb, G grün)", and ends with its full stop."""
    match = reach(ann_turn)
    app = app_for(match, lang=lang)
    refused: list[str] = []
    async with app.run_test(size=(80, 24), message_hook=refusals(refused)) as pilot:
        await settle(pilot)
        before = list(match.record.actions)
        await pilot.press("colon")
        await pilot.pause()
        await type_move(app, pilot, f"{VERB[lang]} ★")
        await settle(pilot)
        assert refused and tr("color-clash", "wild_needs_colour", lang, card="★") in refused[-1], refused
        assert refused[-1].endswith(("。", ".")), refused[-1]
        assert "Y" not in refused[-1] and "G“" not in refused[-1], refused[-1]
        assert match.record.actions == before


@pytest.mark.parametrize("lang", LANGS)
@sync
async def test_issue21_the_question_mark_page_explains_the_faces(lang: str) -> None:
    """Issue 21 item 4: ``?`` at a Color Clash table shows what the faces mean (the shapes with the
    colour's name, each sign with its name in the language), whole at 80×24."""
    from chemcards.games.color_clash.catalogue import COLOURS, WD4_FACE, sign_name

    match = reach(ann_turn)
    app = app_for(match, lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("question_mark")
        await settle(pilot)
        flat = "".join(screen_text(app).split())
        for colour in COLOURS:
            assert f"{colour['shape']}{colour['name'][lang]}" in flat, colour["name"][lang]
        for face in (10, 11, 12, WD4_FACE):  # the first colour's Skip, Reverse, Draw Two; Wild Draw Four
            name = sign_name(face, lang)
            assert name is not None
            assert "".join(f"{card_label(face)} {name}".split()) in flat, (card_label(face), name)
        assert not OLD_FACE.search(screen_text(app))
