"""Issue 12 points 3 and 7: with many seats at 80×24 every count a player needs stays readable.

Seen in play-through 7: a six-seat seat line "10 cards · … ◀ to move" (the points gone), the German
six-seat result header "Hand beim Rundensieg (Punk…", Metallurgie seats after the end "3 cards ·
4 points (F…" with the points per metal readable nowhere. Each test reads the screen as a person
would, in de, en and zh.
"""

from __future__ import annotations

import re
from collections import Counter
from typing import Any

import pytest
from textual.widgets import Static
from tui_helpers import app_for, region_text, settle, sync

from chemcards.core.match import Match
from chemcards.core.registry import games
from chemcards.core.rng import Rng
from chemcards.core.seats import Seat
from chemcards.tui.app import ChemcardsApp
from chemcards.tui.clock import FakeClock
from chemcards.tui.settings import Settings
from chemcards.tui.table import seat_parts

LANGS = ["de", "en", "zh"]
NAMES = {"de": ["Anna", "Mendelejew", "Curie", "Noether", "Dalton", "Meitner"],
         "en": ["Ann", "Mendeleev", "Curie", "Noether", "Dalton", "Meitner"],
         "zh": ["小明", "门捷列夫", "居里", "诺特", "道尔顿", "迈特纳"]}
#: a Color Clash seat's counts as its line writes them (cards held, points; CC-16, CC-17)
COUNTS = {"de": "{c} Karten · {p} Punkte", "en": "{c} cards · {p} points", "zh": "{c} 张牌 · {p} 分"}


def squeeze(text: str) -> str:
    return "".join(text.split())


def note_unbracketed(line: str) -> str:
    """A Metallurgie seat line as the seats panel draws it: the kept cards at its end without their
    brackets (play-through 17, en 7: "(Ag×1 +bonus Ag)" alone on a line read oddly)."""
    return re.sub(r"\s*[(（]([^()（）]*)[)）]$", r" \1", line)


def _seats(lang: str, n: int) -> list[Seat]:
    names = NAMES[lang]
    return [Seat(names[0])] + [Seat(x, "computer", "medium") for x in names[1:n]]


def _panel(app: ChemcardsApp) -> str:
    panel = app.screen.query_one("#seats", Static)
    return "\n".join(region_text(app, panel.region))


@pytest.mark.parametrize("lang", LANGS)
@sync
async def test_issue12_3_six_seats_a_computer_to_move_keeps_its_counts(lang: str) -> None:
    """Issue 12 points 3/7 (CC-16, CC-24): six seats, a computer with a long name to move. Its entry
    cannot take the name, the mark, the counts and "◀ to move" on two lines of 24 cells: the turn
    mark is left out (the ▶ before the entry says the turn; play-through 18, en 1: a cut "◀ m…"
    read as nothing), never the counts — every seat's cards and points are on the screen whole."""
    game = games()["color-clash"]
    match = Match(game, _seats(lang, 6), {}, seed=2)
    clock = FakeClock()
    app = ChemcardsApp(match=match, settings=Settings(lang=lang, speed="normal"), clock=clock,
                       save_path=None, remember=False, games=lambda: {game.id: game})
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("d")  # Ann draws and passes the turn on: Mendelejew (a computer) is next
        await settle(pilot)
        assert match.to_act() == (1,), match.to_act()
        view = match.view(0)
        panel = _panel(app)
        wanted = Counter(squeeze(COUNTS[lang].format(c=view.counts[seat], p=view.scores[seat]))
                         for seat in range(6))
        for counts, seats in wanted.items():  # each seat's own, not another seat's alike
            assert squeeze(panel).count(counts) == seats, (counts, panel)
        rows = panel.splitlines()[1:-1]  # the frame's title explains ▶
        to_move = [row for row in rows if "▶" in row]
        assert len(to_move) == 1 and NAMES[lang][1] in to_move[0], panel  # the turn, by ▶
        assert not re.search(r"◀\s*(…|│|$)|◀ \S*…", panel, re.M), panel  # whole or left out


@pytest.mark.parametrize("lang", LANGS)
def test_issue12_3_pt18_en1_turn_mark_goes_before_the_counts_and_is_never_cut(lang: str) -> None:
    """Issue 12 point 3: the entry read "10 cards · … ◀ to move" when the mark beside the name had no
    room. At 24 cells with no row to spare, the counts' line is whole, the name too, and the turn
    mark is left out whole (play-through 18, en 1: "2 Curie [Computer] ◀ m…", "3 Mendele…
    [Computer] ◀" — cut marks and names read as nothing; the ▶ column says the turn)."""
    words = {"de": ("10 Karten · 120 Punkte", " ◀ darf erwischen"),
             "en": ("10 cards · 120 points", " ◀ to move"),
             "zh": ("10 张牌 · 120 分", " ◀ 可以抓人")}[lang]
    name = NAMES[lang][1]
    mark = "（电脑）" if lang == "zh" else " [Computer]"
    colon = "：" if lang == "zh" else ": "
    parts = seat_parts(Seat(name, "computer", "medium"), f"6 {name}{mark}{colon}{words[0]}{words[1]}", lang)
    lines = [line.plain for line in parts.lines(24, "", long=False, split=False)]
    assert len(lines) == 2 and lines[1].strip() == words[0], lines
    assert lines[0] == f"6 {name}{mark}", lines


@pytest.mark.parametrize("lang", LANGS)
def test_issue12_7_metallurgie_points_per_metal_get_lines_of_their_own(lang: str) -> None:
    """Issue 12 point 7 (MT scoring): "3 cards · 4 points (F…" — the points per metal in brackets go
    onto lines of their own, whole, below the counts."""
    game = games()["metallurgie"]
    line = {"de": "13 Karten · 14 Punkte (Fe4 Cu6 Ag2 Au2 +Bonus Fe)",
            "en": "13 cards · 14 points (Fe4 Cu6 Ag2 Au2 +bonus Fe)",
            "zh": "13 张牌 · 14 分（Fe4 Cu6 Ag2 Au2 +奖励 Fe）"}[lang]
    assert game.id == "metallurgie"
    parts = seat_parts(Seat(NAMES[lang][1], "computer", "medium"), line, lang)
    lines = [x.plain for x in parts.lines(24, "", long=False, split=True, wrap=True)]
    assert all("…" not in x for x in lines), lines
    assert squeeze("".join(lines[1:])) == squeeze(note_unbracketed(line)), lines
    assert not any(x.strip().startswith(("(", "（")) for x in lines), lines


def _finished(gid: str, lang: str, n: int, seed: int) -> Match:
    match = Match(games()[gid], _seats(lang, n), {}, seed=seed)
    rng = Rng(seed)
    while match.outcome() is None:
        seat = match.to_act()[0]
        legal = list(match.legal(seat))
        match.act(seat, legal[rng.randbelow(len(legal))])
    return match


@pytest.mark.parametrize("lang", LANGS)
@sync
async def test_issue12_7_metallurgie_seats_after_the_end_are_whole(lang: str) -> None:
    """Issue 12 point 7: after the end ("v" looks at the table) each Metallurgie seat's cards,
    points and points per metal are on the screen whole, four seats at 80×24."""
    match = _finished("metallurgie", lang, 4, seed=5)
    app = app_for(match, lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("v")
        await settle(pilot)
        panel = _panel(app)
        for line in match.game.seat_lines(match.view(0), lang):
            # the kept cards under the counts, or after them as one more "·" part where they fit
            drawn = squeeze(panel.replace("│", "")).replace("·", "")
            assert squeeze(note_unbracketed(line)).replace("·", "") in drawn, (line, panel)
        assert "…" not in panel


@pytest.mark.parametrize("lang", LANGS)
@sync
async def test_issue12_7_six_seat_result_header_is_not_cut(lang: str) -> None:
    """Issue 12 point 7: the six-seat Color Clash result began with "Hand beim Rundensieg (Punk…"
    (German) though the note fits nowhere on one line: the compact table's header drops its note in
    brackets (the full table below keeps it); no header of the result is cut."""
    match = _finished("color-clash", lang, 6, seed=2)
    app = app_for(match, lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        compact: Any = app.screen.query_one("#outcome-compact", Static)
        header = region_text(app, compact.region)[0]
        assert "…" not in header, header
        assert re.search(r"hand|手牌", header, re.IGNORECASE), header


@pytest.mark.parametrize("lang", LANGS)
@sync
async def test_pt18_en1_six_seats_in_a_call_window_no_name_or_mark_is_cut(lang: str) -> None:
    """Play-through 18, en 1 (CC-10, CC-11): six seats at 80×24 in a "Last card!" window read
    "2 Curie [Computer] ◀ m…", "3 Mendele… [Computer] ◀". Every entry now keeps its whole name and
    counts; "◀ may catch" stands whole beside a name or not at all (the status line says who may
    catch), and only the owner of the window carries ▶."""
    long_names = {"de": ["Anna Lena", "Bartholomäus", "Mendelejew D.", "Marie Curie", "Emmy Noether",
                         "John Dalton"],
                  "en": ["Ann Lee", "Bartholomew", "Mendeleev D.", "Marie Curie", "Emmy Noether",
                         "John Dalton"],
                  "zh": ["安娜莉娜", "巴托罗缪斯", "门捷列夫德", "玛丽居里夫", "艾米诺特尔",
                         "约翰道尔顿"]}[lang]
    from tui_helpers import walk_to_call_window

    match = Match(games()["color-clash"], [Seat(name) for name in long_names], {}, seed=3)
    app = app_for(match, lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await walk_to_call_window(app, pilot)
        view = match.view(None)
        assert view.phase == "window"
        panel = _panel(app)
        rows = panel.splitlines()[1:-1]
        assert "…" not in panel, panel
        assert not re.search(r"◀\s*(│|$)", panel, re.M), panel
        for seat, (name, line) in enumerate(zip(long_names, match.game.seat_lines(view, lang),
                                                strict=True)):
            assert squeeze(f"{seat + 1} {name}") in squeeze(panel), (name, panel)
            counts = squeeze(re.split(r": |：", line, maxsplit=1)[1].split("◀")[0])  # CC-16, CC-17
            assert counts in squeeze(panel), (counts, panel)
        marked = [row for row in rows if "▶" in row]
        assert len(marked) == 1 and long_names[view.window] in marked[0], panel


@pytest.mark.parametrize("lang", LANGS)
@sync
async def test_pt18_de7_final_table_counts_take_the_turn_column(lang: str, monkeypatch: Any) -> None:
    """Play-through 18, de 7: after a six-seat Chemie-Kartenspiel game, "v" showed „21 Karten · 136
    Punk…“. Nobody moves on the final table, so the ▶ column's cell goes to the counts: a
    two-digit hand and a three-digit score (CK-21) stay whole beside "◉"."""
    match = _finished("chemie-kartenspiel", lang, 6, seed=4)
    game = type(match.game)

    def big(method: Any) -> Any:  # the game's own lines, with 21 cards and 136 points each
        def lines(self: Any, view: Any, lang: str = "en") -> list[str]:
            out = method(self, view, lang)
            return [re.sub(r"\d+(\D+)\d+", r"21\g<1>136", line, count=1) for line in out]
        return lines

    monkeypatch.setattr(game, "seat_lines", big(game.seat_lines))
    monkeypatch.setattr(game, "seat_lines_short", big(game.seat_lines_short))
    app = app_for(match, lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("v")
        await settle(pilot)
        panel = _panel(app)
        assert "…" not in panel, panel
        assert squeeze(panel).count("136") == 6, panel
