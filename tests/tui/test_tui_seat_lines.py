"""Seat lines at six seats and the result table (issue 12 follow-up, point 3; issue 12 points 3, 7).

At six seats the seat lines were cut so that the card counts were hidden, and Chinese lines wrapped
with "分" alone on a line. The count and the score must always be on screen (the name is cut
first); the result table must not split a card over two lines or cut "[Computer·medium]".
"""

from __future__ import annotations

import re
from collections import Counter

import pytest
from tui_helpers import app_for, make_app, region_text, screen_text, settle, sync, table_of

from chemcards.bots.levels import make_bot
from chemcards.core.match import Match
from chemcards.core.rng import Rng
from chemcards.core.seats import Seat
from chemcards.games.chemie_kartenspiel import GAME as CK
from chemcards.games.color_clash import GAME as CC
from chemcards.i18n import computer_mark

SIX = [Seat("Annemarie"), *[Seat(f"Computer{i}", "computer", "medium") for i in range(1, 6)]]


def cc_phrase(view: object, seat: int, lang: str) -> str:
    """CC-24 seat line: the cards held and the score, as Color Clash words them."""
    counts, scores = view.counts, view.scores  # type: ignore[attr-defined]
    if lang == "zh":
        return f"{counts[seat]} 张牌 · {scores[seat]} 分"  # one form in every game (issue 21 item 4)
    return f"{counts[seat]} Karten · {scores[seat]} Punkte"  # one seat line per game (issue 21)


@pytest.mark.parametrize("lang", ["zh", "de"])
@sync
async def test_six_seats_keep_every_count_and_score_visible_color_clash(lang: str) -> None:
    app = make_app(CC, SIX, seed=3, lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        table = table_of(app)
        lines = region_text(app, table.query_one("#seats").region)
        text = "\n".join(lines)
        view = table.match.view(0)
        wanted = Counter(cc_phrase(view, i, lang) for i in range(6))
        for phrase, n in wanted.items():
            assert text.count(phrase) == n, (phrase, text)
        # no Chinese unit orphaned on a line of its own
        assert not any(re.fullmatch(r"[│\s]*[分张牌]+[│\s]*", line) for line in lines), text


@pytest.mark.parametrize("lang", ["zh", "de", "en"])
@sync
async def test_six_seats_chemie_kartenspiel_keep_score_and_cards(lang: str) -> None:
    """Issue 12 play-through 6 point 4: at six seats the whole detail (points, cards, compounds)
    stays readable in its short form ("7 Karten · 0 Pkt."; the long one was cut to "0 V…"),
    and only names may be cut."""
    app = make_app(CK, SIX, seed=3, lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        table = table_of(app)
        text = "\n".join(region_text(app, table.query_one("#seats").region))
        for line, seat in zip(CK.seat_lines_short(table.match.view(0), lang), SIX, strict=True):
            detail = line.split(seat.name, 1)[1].lstrip(":： ")  # "7 Karten · 0 Pkt."
            assert detail in text, (detail, text)
        for line in text.splitlines():
            assert "…" not in line or any(s.name[:3] in line for s in SIX), text  # a name, if anything


def finished_six(lang: str) -> Match:
    match = Match(CC, SIX, {}, seed=11)
    bots = [make_bot(CC, s, "medium", Rng(s)) for s in range(6)]
    while match.outcome() is None:
        seat = match.to_act()[0]
        match.act(seat, bots[seat].choose(match.view(seat), match.legal(seat)))
    return match


@pytest.mark.parametrize("lang", ["zh", "de"])
@sync
async def test_cc26_result_table_keeps_cards_and_computer_marks_whole(lang: str) -> None:
    match = finished_six(lang)
    outcome = match.outcome()
    assert outcome is not None
    app = app_for(match, lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        text = screen_text(app)
        # every computer marked, whole (CC-24); no level on a game screen
        # (docs/i18n.md, session 8), so the mark is the short one: "（电脑）", "[Computer]"
        mark = computer_mark(lang)
        computers = [s.name for s in match.seats if s.kind == "computer"]
        assert len(computers) == 5
        # the name column may put the mark on the row under the name (German), never split it
        assert all(name in text for name in computers) and text.count(mark.strip()) >= 5, text
        assert computer_mark(lang, level="medium").strip() not in text
        # the full table below it is read by scrolling, as a person would
        scroll = app.screen.query_one(".result-scroll")
        for y in range(0, int(scroll.max_scroll_y) + 5, 4):
            scroll.scroll_to(y=y, animate=False)
            await pilot.pause()
            text += screen_text(app)
        column = CC.outcome_column(outcome, lang)
        assert column is not None
        cards = {c.strip() for cell in column[1] for c in re.split(r", | = ", cell) if "(" in c}
        for card in cards:  # "■ B3 (3)": each on one line, never split
            assert card in text, (card, text)


def _out_text(lang: str, place: int) -> str:
    """CC-16's place as the seat line words it, without its leading comma."""
    from chemcards.i18n import tr

    line = tr("color-clash", "seat_line_out", lang, n=1, name="A", mark="", points=0, place=place,
              extra="")
    # issue 12 point 7.5: "place 2", no "0 cards" before; play-through 13 (en 11): in the format
    # of the other seats' lines, "place 2 · 0 points"
    return re.split(r": |：", line)[-1].split(" · ")[0]


@pytest.mark.parametrize("lang", ["de", "en", "zh"])
@pytest.mark.parametrize("n", [4, 6])
@sync
async def test_issue12_cc16_place_and_turn_mark_are_never_cut(n: int, lang: str) -> None:
    """Issue 12 follow-up 2, point 2: at 80x24 "out (place 2)" and "◀ to move" were cut behind "…"
    in the seats panel. The place (CC-16) matters more than the name: the name is cut first and the
    place stays whole; the turn mark stands whole beside a whole name, or, at six seats where it
    finds no room, is left out (the ▶ column says the turn; play-through 18, en 1: never "◀ m…"
    with names cut for it); every seat keeps its number and cards."""
    from chemcards.i18n import tr

    seats = [Seat("Annemarie Mustermann"), Seat("Bartholomäus", "computer", "medium"),
             *[Seat(f"Computer{i}", "computer", "medium") for i in range(1, n - 1)]]
    app = make_app(CC, seats, seed=3, lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        table = table_of(app)
        state = table.match.state
        to_move = table.match.to_act()[0]
        gone = next(s for s in range(n) if s != to_move)
        state.out = (gone,)  # this seat went out first (CC-16); the round goes on for places
        table.render_table()
        await pilot.pause()
        lines = region_text(app, table.query_one("#seats").region)
        text = "\n".join(lines)
        mark = tr("color-clash", "seat_to_move", lang).strip()
        if n == 4:  # room for the mark on a line of its own
            assert mark in text, text
        assert sum(line.count("▶") for line in lines[1:]) == 1, text
        assert _out_text(lang, 1) in text, text
        assert not re.search(r"◀\s*…|◀ \S*…", text), text
        for i in range(n):  # every seat still there by its number
            assert re.search(rf"^\W*{i + 1} ", text, re.M), (i, text)


@pytest.mark.parametrize("lang", ["de", "en"])
@sync
async def test_the_keys_screen_shows_the_board_tags_as_written(lang: str) -> None:
    """Issue 21 (play-through 6): the `?` screen's legend explains the protection tags ("[shield]",
    "[border ×1]", "[turned ×1]" since play-through 8) and the computer mark; read as markup, the
    bracketed tags vanished from the screen."""
    from chemcards.games.chemie_kartenspiel.texts import t as ck_t

    app = make_app(CK, SIX[:3], seed=3, lang=lang)
    async with app.run_test(size=(100, 40)) as pilot:
        await settle(pilot)
        await pilot.press("question_mark")
        await settle(pilot)
        text = screen_text(app).replace("\n", " ")
        tags = [ck_t("tag_shield", lang), ck_t("tag_border", lang, n=1), ck_t("tag_turned", lang, n=1)]
        for tag in (*(f"[{t}]" for t in tags), computer_mark(lang).strip()):
            assert tag in text, (tag, text)


@pytest.mark.parametrize("lang", ["de", "en", "zh"])
@sync
async def test_issue12_7_5_six_seats_an_out_seat_reads_whole(lang: str) -> None:
    """Issue 12 point 7.5: with six seats at 80x24 the panel read "0 car…, out in place 3". A seat
    that went out (CC-16) holds no cards: its entry says its points and place, uncut."""
    seats = [Seat("Ann"), *[Seat(n, "computer", "medium") for n in
                            ("Curie", "Bohr", "Dalton", "Mendeleev", "Tess")]]
    app = make_app(CC, seats, seed=3, lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        table = table_of(app)
        to_move = table.match.to_act()[0]
        gone = [s for s in range(6) if s != to_move][:3]
        table.match.state.out = tuple(gone)  # three seats went out (CC-16)
        table.render_table()
        await pilot.pause()
        lines = region_text(app, table.query_one("#seats").region)
        text = "\n".join(lines)
        for place in (1, 2, 3):
            assert _out_text(lang, place) in text, text
        assert "…" not in text, text
