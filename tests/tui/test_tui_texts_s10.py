"""Issue 21, session 10: play-through 9's German and English findings as a player sees them at 80×24
(docs/i18n.md, "German and English, session 10"): the Chemie-Kartenspiel's compound numbers and
verdict line, CHEMIS's class marks on the board and in F1."""

from __future__ import annotations

import re
import sys
from collections.abc import Callable
from pathlib import Path

import pytest
from tui_helpers import app_for, screen_text, settle, sync

from chemcards.bots.levels import make_bot
from chemcards.core.match import Match
from chemcards.core.rng import Rng
from chemcards.core.seats import Seat
from chemcards.games.chemie_kartenspiel import GAME as CK
from chemcards.games.chemie_kartenspiel.actions import Lay
from chemcards.i18n import tr

SEATS = [Seat("Anna"), Seat("Curie", "computer", "easy"), Seat("Bohr", "computer", "easy")]


def ck_until(done: Callable[[Match], bool], seed: int = 5, limit: int = 2000) -> Match:
    """A seeded Chemie-Kartenspiel played by easy computers in every seat until ``done``; Anna's
    seat (0) is then shown as a person's."""
    match = Match(CK, SEATS, {}, seed=seed)
    bots = [make_bot(CK, s, "easy", Rng(s)) for s in range(len(SEATS))]
    for _ in range(limit):
        if done(match) or match.outcome() is not None:
            break
        seat = match.to_act()[0]
        match.act(seat, bots[seat].choose(match.view(seat), match.legal(seat)))
    assert done(match), "the seeded game never reached the wanted moment"
    return match


def anna_to_act(match: Match) -> bool:
    return match.outcome() is None and match.to_act()[0] == 0


@pytest.mark.parametrize("lang", ["de", "en"])
@sync
async def test_ck10_the_table_numbers_a_compound_as_the_log_does(lang: str) -> None:
    """CK-10 (play-through 9, de): the table showed „#2 BaO“ while the log said „Nr. 2“ for the same
    compound. German shows „Nr. 2“ on the table too; English keeps "#2" beside its "no. 2"."""

    def compounds_laid(match: Match) -> bool:
        return anna_to_act(match) and sum(len(row) for row in match.view(0).table) >= 2

    match = ck_until(compounds_laid)
    ids = [p.id for row in match.view(0).table for p in row]
    app = app_for(match, lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        text = screen_text(app)
    number = tr("chemie-kartenspiel", "compound_no", lang, id=ids[0])
    assert number in text, text
    if lang == "de":
        assert number == f"Nr. {ids[0]}" and not re.search(r"#\d", text), text


@pytest.mark.parametrize("lang", ["de", "en"])
@sync
async def test_ck11_the_verdict_line_is_a_sentence_when_the_compound_is_valid(lang: str) -> None:
    """CK-11 (play-through 9, en): "✓ a valid compound" in lower case beside "✗ The total charge is
    +1, not 0.". Seen on the board: the valid verdict is a sentence as the refusal is."""

    def draft_valid(match: Match) -> bool:
        return anna_to_act(match) and any(isinstance(a, Lay) for a in match.legal(0))

    match = ck_until(draft_valid)
    app = app_for(match, lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        text = " ".join(screen_text(app).split())
    verdict = tr("chemie-kartenspiel", "board_valid", lang)
    assert f"✓ {verdict}" in text, text
    assert verdict[0].isupper() and verdict.endswith("."), verdict


@pytest.mark.parametrize("lang", ["de", "en"])
@sync
async def test_ch16_the_board_marks_an_acid_in_the_readers_letters_and_f1_explains_it(lang: str) -> None:
    """CH-16 (play-through 9, de): „[A+]“ on the German board was an English initial the German F1
    never explained. The board writes the mark of the reader's language („HCl[S+]“ for starke
    Säure, "HCl[A+]" for strong acid), and F1 names the mark beside its class."""
    from chemcards.games.chemis import GAME as CHEMIS
    from chemcards.games.chemis.texts import mark, t

    sys.path.insert(0, str(Path(__file__).parent.parent / "chemis"))
    from chemis_helpers import put

    match = Match(CHEMIS, [Seat("Anna"), Seat("Bernd", "computer", "easy")], {}, seed=3)
    bot = make_bot(CHEMIS, 1, "easy", Rng(1))
    while match.to_act()[0] != 0:  # Bernd's turn first if his identity card says so
        match.act(1, bot.choose(match.view(1), match.legal(1)))
    put(match.state, 1, "HCl", source=1)  # acts when Bernd ends his turn (CH-8): on the board now
    app = app_for(match, lang=lang)
    sign = f"[{mark('strong_acid', lang)}]"
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        board = screen_text(app)
        await pilot.press("f1")
        await settle(pilot)
        for _ in range(12):  # down to the special substances' table
            if sign in screen_text(app):
                break
            await pilot.press("pagedown")
            await settle(pilot)
        rules = screen_text(app)
    assert f"HCl{sign}" in board, board
    # the word of the class's name in the reader's language („Säure“, "acid"; a word, not an
    # initial, since play-through 12 en#8)
    assert sign[1:-2] == t("cls_strong_acid", lang).split()[-1], sign
    assert t("cls_strong_acid", lang) in table_row_cell(rules, sign, 1), rules  # the mark beside its class


def table_row_cell(screen: str, needle: str, column: int) -> str:
    """The text of ``column`` in the drawn table row holding ``needle``, its wrapped lines joined."""
    lines = screen.splitlines()
    at = next(i for i, line in enumerate(lines) if needle in line)
    top = max(i for i in range(at + 1) if re.search(r"[├┌╞]", lines[i]))
    bottom = min((i for i in range(at, len(lines)) if re.search(r"[├└]", lines[i])), default=len(lines))
    cells = [line.split("│") for line in lines[top + 1 : bottom]]
    return " ".join(c[column].strip() for c in cells if len(c) > column)
