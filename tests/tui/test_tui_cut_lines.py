"""Issue 12 point 7: one-line texts cut at the screen's edge without "…" (play-through 6).

A line that does not fit either wraps at a good place (tui/wrap.py: cells, CJK rules) or ends in
"…" — never silently cut. Each test reads the screen as a person would, at 80x24, in de, en, zh.
"""

from __future__ import annotations

from typing import Any

import pytest
from tui_helpers import app_for, make_app, people, region_text, settle, sync

from chemcards.core.registry import games

LANGS = ["de", "en", "zh"]


def squeeze(text: str) -> str:
    """Text without spaces (a wrapped line's break may fall where a space was)."""
    return "".join(text.split())


@pytest.mark.parametrize("lang", LANGS)
@sync
async def test_issue12_7_2_metallurgie_legend_with_positions_is_whole(lang: str) -> None:
    """Issue 12 point 7.2 (MT positions, ``c``): the legend "q,r = q im Feld, Reihe r links · + Cu
    passt · Fe1: …" lost its end at the board's edge. With positions shown, every note of the
    legend is on the screen whole, over as many rows as it needs."""
    app = make_app(games()["metallurgie"], people("Ann", computers=1), lang=lang, seed=3)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("c")
        board = app.screen.query_one("#board")
        legend = board.query_one("#mt-legend")
        for key in ["left"] * 3 + ["down", "right"] * 3:  # onto a stack: its note joins in
            notes = [p.plain for p, _ in legend.parts if p.plain.strip() != "·"]  # type: ignore[attr-defined]
            if len(notes) >= 3:
                break
            await pilot.press(key)
            await pilot.pause()
        assert len(notes) >= 3, notes  # positions, the chosen card's places, the stack here
        shown = squeeze("".join(region_text(app, legend.region)))
        for note in notes:
            assert squeeze(note) in shown, (note, region_text(app, legend.region))
        assert "…" not in shown


#: the longest names the launcher takes (16 characters), in each script
LONG_NAMES = {"de": ("Maximilian-Alexa", "Christophorus-Jo", "Annemarie-Sophie"),
              "en": ("Maximilian-Alexa", "Christophorus-Jo", "Annemarie-Sophie"),
              "zh": ("欧阳娜娜" * 4, "司马相如" * 4, "上官婉儿" * 4)}
#: the status line's text width at 80 columns (app.tcss: one cell of padding each side)
STATUS_WIDTH = 78


def chemis_statuses(lang: str) -> list[str]:
    """Every status text CHEMIS can show (texts.status_text: each ``status_*`` entry and its
    second-person form), filled in with the longest names, as the person at the screen reads it
    alive and after dying (CH-11: "You are out · …"), with the unsaved warning and a timer after
    it as the table adds them."""
    from chemcards.core.i18n import catalogue, join_list, tr
    from chemcards.games.chemis.texts import ident_label
    from chemcards.i18n import ui
    from chemcards.tui.text import countdown

    names = LONG_NAMES[lang]
    who = f"{ident_label(5, lang)} {names[0]}"
    dying = f"{ident_label(4, lang)} {names[1]}"
    params = {"who": who, "dying": dying, "zone": ident_label(3, lang), "round": 99, "n": 1}
    texts = []
    for key in catalogue("chemis"):
        if not key.startswith("status_") or key == "status_out_you":
            continue
        if key == "status_over":
            # the game is over: no timer runs, nobody is "out" any more, and the save warning is
            # left out here — a team of three with the longest Chinese names (CH-12) fills the
            # two rows itself (with the warning the line would end in "…": Wrapped.max_lines)
            team = join_list((f"{ident_label(i, lang)} {n}" for i, n in enumerate(names)), lang)
            texts.append(tr("chemis", key, lang, **{**params, "who": team, "n": 3}))
            continue
        text = f"{tr('chemis', key, lang, **params)}  {countdown(30, lang)}"
        # one who died is asked nothing more (CH-11): "out" only with what others are asked
        asked = key.endswith(("_you", "_own"))
        for shown in (text, *(() if asked else (tr("chemis", "status_out_you", lang, rest=text),))):
            texts.append(f"{shown}  ⚠ {ui('not_saved', lang)}")
    return texts


@pytest.mark.parametrize("lang", LANGS)
def test_issue12_7_1_every_chemis_status_fits_the_two_row_status_line(lang: str) -> None:
    """Issue 12 point 7.1: every status CHEMIS can produce, with the longest names, fits the
    status line's two rows at 80 columns whole (wrapped by cells, names never broken): no "…"."""
    from chemcards.tui.wrap import Wrapped

    statuses = chemis_statuses(lang)
    assert len(statuses) >= 17  # 11 statuses alive, 5 of them out too, and the game over
    for text in statuses:
        lines = Wrapped(text, LONG_NAMES[lang]).lines(STATUS_WIDTH)
        assert len(lines) <= 2, [line.plain for line in lines]
        for name in LONG_NAMES[lang]:  # a name is never broken across the two rows
            assert not any(name not in line.plain and name[:4] in line.plain for line in lines)


def chemis_in_own_judgement() -> Any:
    """A CHEMIS match (seeded, every move a seeded random legal one) played until the person at
    seat 0 is asked in a judgement of a substance they played themself (CH-10): the longest
    status CHEMIS shows."""
    import random

    from chemcards.core.match import Match
    from chemcards.core.seats import Seat
    from chemcards.games.chemis.texts import own_judgement
    from chemcards.games.chemis.windows import Judgement

    for seed in range(20):
        match = Match(games()["chemis"], [Seat("Maximilian-Alexa"), Seat("Bob", "computer"),
                                          Seat("Christophorus-Jo", "computer")], {}, seed=seed)
        rng = random.Random(seed)
        for _ in range(400):
            to_act = [s for s in match.to_act() if s >= 0]
            if match.outcome() is not None or not to_act:
                break
            view = match.view(0)
            if to_act == [0] and isinstance(view.window, Judgement) and own_judgement(view, view.window):
                return match
            match.act(to_act[0], rng.choice(list(match.legal(to_act[0]))))
    raise AssertionError("no seed reached an own judgement")


@pytest.mark.parametrize("lang", LANGS)
@sync
async def test_issue12_7_1_chemis_judgement_status_is_whole_on_the_screen(lang: str) -> None:
    """Issue 12 point 7.1: at 80x24 the status row read "Judgement in A's zone: everyone in turn
    may remove it, you too although you" — the rest lost. The status line takes two rows and
    shows the whole text, the name unbroken."""
    from chemcards.games.chemis.texts import status_text

    match = chemis_in_own_judgement()
    app = app_for(match, lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        want = status_text(match.view(0), lang)
        status = app.screen.query_one("#status")
        rows = region_text(app, status.region)
        assert 1 <= len(rows) <= 2, rows
        assert squeeze(want) in squeeze("".join(rows)), (want, rows)
        assert "…" not in "".join(rows)


def test_issue12_7_1_a_status_beyond_its_rows_ends_in_an_ellipsis() -> None:
    """Issue 12 point 7: what even two rows cannot hold is not cut silently: the last row kept
    ends in "…" within the width."""
    from rich.cells import cell_len

    from chemcards.tui.wrap import Wrapped

    text = "Spielende: " + ", ".join(["Maximilian-Alexa"] * 8) + " gewinnen"
    lines = Wrapped(text, ["Maximilian-Alexa"], max_lines=2).lines(STATUS_WIDTH)
    assert len(lines) == 2
    assert lines[-1].plain.endswith("…") and cell_len(lines[-1].plain) <= STATUS_WIDTH
    assert lines[0].plain.startswith("Spielende: Maximilian-Alexa")


def color_clash_six_over() -> Any:
    """A six-seat Color Clash game (one person, five computers) played to its end by seeded
    random legal moves (CC-19: one round)."""
    import random

    from chemcards.core.match import Match
    from chemcards.core.seats import Seat

    seats = [Seat("Ann"), *[Seat(n, "computer", "medium") for n in
                            ("Curie", "Bohr", "Dalton", "Mendeleev", "Tess")]]
    match = Match(games()["color-clash"], seats, {}, seed=2)
    rng = random.Random(2)
    while match.outcome() is None:
        seat = next(s for s in match.to_act() if s >= 0)
        match.act(seat, rng.choice(list(match.legal(seat))))
    return match


@pytest.mark.parametrize("lang", LANGS)
@sync
async def test_issue12_7_5_six_seat_result_shows_every_place_readable(lang: str) -> None:
    """Issue 12 point 7.5 (CC-26 result, six seats, 80x24): the header read "Poin…", each computer
    "[Computer·mediu…", and the sixth place was below the fold. Now all six places are on the
    first screen, one line each, with the name, the computer's mark whole (CC-24) and the points;
    the column headers are whole."""
    from chemcards.core.i18n import computer_mark
    from chemcards.i18n import ui

    match = color_clash_six_over()
    outcome = match.outcome()
    app = app_for(match, lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.pause(0.2)
        compact = app.screen.query_one("#outcome-compact")
        text = "\n".join(region_text(app, compact.region))
        assert compact.region.bottom <= 24 - 4  # above the buttons and the footer
        for word in (ui("place", lang), ui("player", lang), ui("points", lang)):
            assert word in text, text
        mark = computer_mark(lang).strip()  # "[Computer]": the level is left out here
        for i, seat in enumerate(match.seats):
            line = next((row for row in text.splitlines()
                         if f" {outcome.places[i]}. " in row and seat.name in row), None)
            assert line is not None, (seat.name, text)
            assert str(int(outcome.scores[i])) in line.split()[-2:], line
            if seat.is_computer:
                assert mark in line, line


@pytest.mark.parametrize("lang", LANGS)
@sync
async def test_issue15_ot8_chemis_judgement_window_is_whole_inside_its_box(lang: str) -> None:
    """Issue 15 (ot8 problem 5): at 80x24 the CHEMIS judgement line under the zones ran into the
    box border ("…you too╰───"): the window was held to three rows and its end was cut. The
    whole line (CH-10: you may remove it although you played it) is on the screen, wrapped."""
    from chemcards.i18n import tr

    match = chemis_in_own_judgement()
    app = app_for(match, lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        window = app.screen.query_one("#chemis-window")
        rows = region_text(app, window.region)
        want = tr("chemis", "win_await_remove_own", lang)
        assert squeeze(want) in squeeze("".join(rows)), (want, rows)
