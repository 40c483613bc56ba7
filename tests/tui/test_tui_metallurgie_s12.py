"""Metallurgie, play-through 11 (issue 12 / issue 21; three newcomers at 80×24 in en, de, zh).

1. zh 5 / en 10: at 80×24 the marks were glued to the cards ("◦Fe1>Fe1", "◦Ag3*Au4*Au4",
   "Ag3xAu4xAu4" read as a multiplication): a place's mark now stands right before its own letters
   and a blank follows every place, and the mark for "may be removed" is a minus, not a letter; the
   prompt names the mark that is drawn.
2. en 10: one action, three names ("Turn top card", "reveal a card", "reveal the top card", "the
   gamble"): one term per language in the footer, the hint, the typed word, the log and the rules.
3. de 9: the field's "Fe1" (iron on top, one high) and the kept cards "(Fe1 Cu1)": kept cards are
   counted "Fe×1".
4. de 10: "Spielfeld", "Metallfläche", "Feld" and "Fläche" for one thing: in German the whole field
   is the "Spielfeld" (as the rulebook says it must never be torn apart, MT-10) and "Fläche" is only
   an area of one metal (MT-8).
5. Session 11: the score row showed computers without the computer mark (CC-24).
6. en 16: at 160×48 the stacks were loose letters: a big cell is drawn as a card with its metal's name.
7. zh 9: the lesson's refusal of "e" read oddly.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path
from typing import Any

import pytest
from tui_helpers import app_for, settle, sync

from chemcards.core import registry
from chemcards.core.i18n import computer_mark, tr, untranslated
from chemcards.core.match import Match
from chemcards.core.seats import Seat
from chemcards.games.metallurgie import GAME, hexgrid
from chemcards.games.metallurgie.board import CELL, READY, REMOVABLE, FieldView, MetallurgieBoard, cell_xy
from chemcards.games.metallurgie.texts import action_text, event_text, seat_lines

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "metallurgie"))
from mt_helpers import table

LANGS = ("de", "en", "zh")


def _app(state: Any, lang: str = "en", seats: list[Seat] | None = None) -> Any:
    seats = seats or [Seat("Ann"), Seat("Curie", "computer", "easy")]
    match = Match(GAME, seats, {}, seed=1)
    state.seats = list(seats)
    match.state = state
    return app_for(match, lang=lang, games=registry.games())


#: a row of five places side by side (row 0, q = -2 … 2) and the row above
ROW = {(q, 0): m for q, m in zip(range(-2, 3), ("Ag", "Au", "Au", "Ag", "Fe"), strict=True)} | \
    {(q, -1): "Fe" for q in range(-2, 3)}


def drawn_row(field: FieldView, r: int) -> str:
    oy = (field.origin or (0, 0))[1]
    return field.render().plain.split("\n")[2 + r - oy]  # RULER lines above the field


@pytest.mark.parametrize("marks", ["targets", "ready", "removable", "cursor"])
@sync
async def test_pt11_zh5_every_mark_stands_before_its_own_card_with_a_blank_between_places(marks: str) -> None:
    """Play-through 11 zh 5 / en 10 (MT-2, MT-4, MT-8, MT-9): at 80×24 each place takes CELL columns:
    its mark, its metal's two letters, then a blank, so two places in a row never touch ("◦Ag3◦Ag3",
    "Ag3xAu4xAu4" could not be told apart); the removable mark is not a letter."""
    app = _app(table(ROW, [["Au"], ["Fe"]], pile=["Fe"] * 4 + ["STOP"]))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        field = app.screen.query_one(FieldView)
        fmap = {hexgrid.pack(q, r): ("Fe", "Cu", "Ag", "Au").index(m) for (q, r), m in ROW.items()}
        row0 = {p for p in fmap if hexgrid.unpack(p)[1] == 0}
        kinds = {"targets": (row0, set(), set()), "ready": (set(), row0, set()),
                 "removable": (set(), set(), row0), "cursor": (set(), set(), set())}
        targets, ready, removable = kinds[marks]
        field.set_field(fmap, hexgrid.CENTRE, targets, ready, removable, set())
        await pilot.pause()
        line = drawn_row(field, 0)
        ox = (field.origin or (0, 0))[0]
        for pos in sorted(row0):
            at = field.left() + cell_xy(pos)[0] - ox
            sym = ("Fe", "Cu", "Ag", "Au")[fmap[pos]]
            assert line[at + 1:at + 3] == sym, (line, pos)
            assert line[at + 3] == " ", f"no blank after {sym}: {line!r}"  # the next mark stands apart
            if pos == hexgrid.CENTRE:
                assert line[at] == ">"
            elif marks != "cursor":
                assert line[at] == {"targets": "◦", "ready": "*", "removable": REMOVABLE}[marks], line
        assert not re.search(r"[A-Z][a-z]\d", line), line  # no "Ag3" glued to the next mark at 80×24
        assert not re.search(r"[a-z][x*◦>−]", line), line  # a mark never follows a card's letters
        assert CELL == 4 and REMOVABLE not in "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"


@pytest.mark.parametrize("lang", LANGS)
def test_pt11_en10_the_removing_prompt_names_the_mark_that_is_drawn(lang: str) -> None:
    """En 10: "remove 2 more gold cards from the outlined area" while 80×24 drew no outline: the
    prompt, the legend and the lesson name the mark on the field (MT-9): − on the remover's own
    field; another seat's field marks the area * (play-through 21, de 4)."""
    for key, mark in (("st_removing", READY), ("st_removing_you", REMOVABLE), ("legend_remove", REMOVABLE)):
        text = tr("metallurgie", key, lang, name="Ann", count=2, metal="Gold")
        assert mark in text and not re.search(r"\bx\b|outlined|umrandet|框", text), text
    assert REMOVABLE in tr("lessons", "mt_remove", lang)


#: the one term per language for revealing the top card of the draw pile (MT-6)
REVEAL = {"en": "reveal", "de": "aufdeck", "zh": "翻牌"}


@pytest.mark.parametrize("lang", LANGS)
def test_pt11_en10_one_name_for_revealing_the_top_card(lang: str) -> None:
    """En 10 (MT-6): the footer, the key row, the hint, the status line, the log and the rules page
    say one term; the typed word is that term, and the old ones still work."""
    from chemcards.core.protocol import Event
    from chemcards.games.metallurgie.actions import REVEAL_ACTION
    from chemcards.games.metallurgie.catalogue import GAME_ID

    term = REVEAL[lang]
    texts = {
        "footer": tr(GAME_ID, "mt_key_reveal", lang),
        "hint": action_text(REVEAL_ACTION, lang),
        "status": tr(GAME_ID, "st_start_you", lang),
        "log": event_text(Event("reveal", 0, ("Ag",)), lang, ["Ann"], viewer=0),
        "typed": tr(GAME_ID, "verb_reveal", lang).split("/")[0],
    }
    for where, text in texts.items():
        if lang == "de" and where == "log":
            assert "deckst" in text and "auf" in text, text  # "Du deckst die oberste Karte auf"
        else:
            assert term in text.casefold(), (where, text)
        assert not re.search(r"[Tt]urn|gamble|Glücksspiel|碰运气", text), (where, text)
    doc = Path(__file__).resolve().parents[2] / "docs" / "rules" / f"metallurgie.{lang}.md"
    body = doc.read_text(encoding="utf-8")
    assert not re.search(r"turn(s|ed)? (up |the top)|gamble|Glücksspiel|碰运气", body), lang
    section = re.search(r"^## (.*MT-6.*)$", body, re.M)
    assert section and (term in section.group(1).casefold() or (lang == "de" and "aufdeck" in
                                                                 section.group(1).casefold())), section
    for word in ("reveal", "turn", "aufdecken", "翻牌", "翻"):
        assert untranslated(GAME_ID, word) == "reveal", word  # the old typed words are kept


@pytest.mark.parametrize("lang", LANGS)
def test_pt11_de9_kept_cards_are_counted_not_written_like_a_stack(lang: str) -> None:
    """De 9 (MT-11): the seats panel wrote the kept cards "(Fe1 Cu1)" like the field's stacks; they
    are counted "Fe×1 Cu×2"."""
    import dataclasses

    match = Match(GAME, [Seat("Ann"), Seat("Curie")], {}, seed=1)
    view = match.view(0)
    view = dataclasses.replace(view, points=((1, 2, 0, 0), *view.points[1:]))
    line = seat_lines(view, lang)[0]
    assert "Fe×1 Cu×2" in line and not re.search(r"(Fe|Cu)\d", line), line


#: German catalogue entries about the whole field: "Spielfeld", never "Fläche" (an area of one metal)
WHOLE_FIELD_DE = [("metallurgie", "iron_touch"), ("metallurgie", "would_split"),
                  ("metallurgie", "mt_key_move"), ("lessons", "mt_iron"), ("lessons", "mt_iron_done")]


def test_pt11_de10_the_whole_field_is_the_spielfeld_and_an_area_is_a_flaeche() -> None:
    """De 10 (MT-2, MT-4, MT-8, MT-10): one German word per thing, the rulebook's: "Spielfeld" for
    the whole field ("darf … das Spielfeld nicht auseinandergerissen werden"), "Fläche" for an area
    of one metal ("eine ausreichend große zusammenhängende … Fläche eines Metalls"); never "Feld"
    alone or "Metallfläche" on a screen."""
    for domain, key in WHOLE_FIELD_DE:
        text = tr(domain, key, "de", pos="50/20")
        assert "Spielfeld" in text and "Fläche" not in text, (key, text)
    from chemcards.core.data import load_toml

    for domain in ("metallurgie", "lessons"):
        for key, entry in load_toml(domain, "i18n.toml").items():
            if domain == "lessons" and not key.startswith("mt_"):
                continue
            de = str(entry.get("de", ""))
            assert not re.search(r"\bFeld\b|Metallfläche", de), (key, de)
    doc = (Path(__file__).resolve().parents[2] / "docs" / "rules" / "metallurgie.de.md").read_text("utf-8")
    assert re.search(r"^## Das Spielfeld \(MT-2", doc, re.M)
    assert "vergrößert das Spielfeld" in doc and "darf das Spielfeld nie zerreißen" in doc


@pytest.mark.parametrize("lang", LANGS)
@sync
async def test_s11_the_score_row_marks_computers(lang: str) -> None:
    """Session 11 (CC-24: computers are marked on every screen): the score row above the field
    showed "Curie 0" without the mark the seats panel gives it; at 80×24 with four seats too."""
    seats = [Seat("Ann"), Seat("Curie", "computer", "easy"), Seat("Bohr", "computer", "easy"),
             Seat("Dalton", "computer", "easy")]
    app = _app(table(ROW, [["Au"], ["Fe"], ["Fe"], ["Fe"]], pile=["Fe"] * 4 + ["STOP"]), lang, seats)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        row = app.screen.query_one("#mt-scores").render().plain
        mark = computer_mark(lang)
        assert row.count(mark.strip()) == 3, row
        for name in ("Ann", "Curie", "Bohr", "Dalton"):
            assert name in row, row  # whole, on a second row where one does not hold them
        assert "…" not in row and re.search(r"│ \S+ \d+", row), row  # the pile count too


@pytest.mark.parametrize("lang", ["en", "zh"])
@sync
async def test_pt11_en16_at_160x48_a_stack_is_a_card_with_its_metals_name(lang: str) -> None:
    """En 16: at 160×48 the stacks were letters 8 columns and 5 blank rows apart; each is now drawn
    as a card (a frame, heavy at the cursor) with its letters and height and, under them, the
    metal's name in the player's language."""
    app = _app(table(ROW, [["Au"], ["Fe"]], pile=["Fe"] * 4 + ["STOP"]), lang)
    async with app.run_test(size=(160, 48)) as pilot:
        await settle(pilot)
        board = app.screen.query_one(MetallurgieBoard)
        field = app.screen.query_one(FieldView)
        assert field.scale() >= 3 and field.scale_y() >= 4
        text = field.render().plain
        for sym, name in (("Ag", "metal_Ag"), ("Au", "metal_Au"), ("Fe", "metal_Fe")):
            # the height after a mark, "Ag▤3" (session 13, play-through 12 zh 10: "Ag3" read as a formula)
            assert f"{sym}▤{('Fe', 'Cu', 'Ag', 'Au').index(sym) + 1}" in text
            assert tr("metallurgie", name, lang) in text, (lang, name)
        assert "╭" in text and "╰" in text
        assert board.cursor in field.field or board.cursor in field.targets
        assert "┏" in text  # the cursor's card


def test_pt11_zh9_the_lesson_asks_to_score_first_plainly() -> None:
    """Zh 9: "现在给这块区域计分——这样才能得分。" read oddly; the lesson asks plainly, naming the key."""
    # session 13 (play-through 12, zh 2): a second sentence says why more gold does not go first
    assert tr("lessons", "mt_score_wrong", "zh").startswith("请先为这块区域计分（按 s）。")
