"""Color Clash's final table at 80×24 with six seats (play-through 9, de: the winner's line read
"320 Punk…, raus als 1."). After the end ("v" looks at the table) every seat's points and place
(CC-16, CC-17) are on screen whole in de, en and zh, also with long names (a name may be cut with
"…": the points and the place may not)."""

from __future__ import annotations

import pytest
from test_tui_six_seats import _panel, squeeze
from tui_helpers import app_for, settle, sync

from chemcards.core.match import Match
from chemcards.core.rng import Rng
from chemcards.core.seats import Seat
from chemcards.games.color_clash import GAME
from chemcards.tui.table import seat_parts

LONG = {
    "de": ["Maximiliane Lüdenscheid", "Bartholomäus", "Friederike", "Konstantin", "Wilhelmine", "Leopoldine"],
    "en": ["Bartholomew Fitzgerald", "Maximilian", "Cornelius", "Evangeline", "Wilhelmina", "Theodora"],
    "zh": ["欧阳诸葛长名字", "门捷列夫", "居里夫人", "诺特小姐", "道尔顿", "迈特纳"],
}


def finished(lang: str, seed: int) -> Match:
    """Six seats played to the end by random legal moves (calls forgotten now and then, so rounds
    run long and the winner scores in the hundreds)."""
    names = LONG[lang]
    match = Match(GAME, [Seat(names[0])] + [Seat(x, "computer", "medium") for x in names[1:]], {}, seed=seed)
    rng = Rng(seed)
    while match.outcome() is None:
        seat = match.to_act()[0]
        legal = list(match.legal(seat))
        match.act(seat, legal[rng.randbelow(len(legal))])
    return match


@pytest.mark.parametrize("lang", ["de", "en", "zh"])
@sync
async def test_cc16_cc17_six_seats_final_table_keeps_every_points_and_place_whole(lang: str) -> None:
    match = next(m for m in (finished(lang, s) for s in range(1, 40)) if max(m.view(0).scores) >= 100)
    app = app_for(match, lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("v")  # the final table behind the result
        await settle(pilot)
        panel = squeeze(_panel(app).replace("│", ""))
        view = match.view(0)
        for line, seat in zip(GAME.seat_lines(view, lang), match.seats, strict=True):
            detail = seat_parts(seat, line, lang).detail  # after the name and the computer mark
            assert squeeze(detail) in panel, (detail, _panel(app))
        for place, seat in enumerate(view.out, 1):  # CC-16: every place is readable
            assert str(view.scores[seat]) in panel and str(place) in panel
