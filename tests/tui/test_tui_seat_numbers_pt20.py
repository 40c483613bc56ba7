"""Issue 12, point 14 (play-through 20, en 5): "one seat numbering for people". The seats panel
numbered the seats in Color Clash (1–6, as the launcher does), lettered them in CHEMIS (its
identities, CH-2) and gave none in the Chemie-Kartenspiel and Metallurgie. The decision (docs/app.md,
"Seat numbers"): every game's seats panel puts the launcher's number, from 1, before each seat's
name; CHEMIS puts the identity drawn by lot there instead (CH-2: the identity names the seat's zone
and its place in the turn order, and the panel lists the seats in that order)."""

from __future__ import annotations

import re

import pytest
from textual.widgets import Static
from tui_helpers import app_for, region_text, settle, sync

from chemcards.core.match import Match
from chemcards.core.registry import games
from chemcards.core.seats import Seat
from chemcards.games.chemis.texts import ident_label

NAMES = {"de": ["Anna", "Mendelejew", "Curie"], "en": ["Ann", "Mendeleev", "Curie"],
         "zh": ["小明", "门捷列夫", "居里"]}


def _rows(app: object) -> list[str]:
    panel = app.screen.query_one("#seats", Static)  # type: ignore[attr-defined]
    return [row.strip("│ ") for row in region_text(app, panel.region)[1:-1]]  # type: ignore[arg-type]


def _label_before(rows: list[str], name: str) -> str:
    """The word right before ``name`` on the panel row that shows it (the marker column aside)."""
    found = [row for row in rows if name in row]
    assert len(found) == 1, (name, rows)
    words = re.sub(r"[▶◉]", " ", found[0].split(name, 1)[0]).split()
    return words[-1] if words else ""


@pytest.mark.parametrize("lang", ["en", "de", "zh"])
@pytest.mark.parametrize("gid", ["color-clash", "chemie-kartenspiel", "metallurgie"])
@sync
async def test_pt20_en5_every_game_numbers_its_seats_as_the_launcher_does(gid: str, lang: str) -> None:
    game = games()[gid]
    names = NAMES[lang]
    seats = [Seat(names[0])] + [Seat(n, "computer", "easy") for n in names[1:]]
    app = app_for(Match(game, seats, {}, seed=3), lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        rows = _rows(app)
        assert [_label_before(rows, n) for n in names] == ["1", "2", "3"], rows


@pytest.mark.parametrize("lang", ["en", "de", "zh"])
@sync
async def test_pt20_en5_chemis_names_seats_by_identity_in_turn_order_ch2(lang: str) -> None:
    game = games()["chemis"]
    names = NAMES[lang]
    seats = [Seat(names[0])] + [Seat(n, "computer", "easy") for n in names[1:]]
    match = Match(game, seats, {}, seed=3)
    view = match.view(0)
    app = app_for(match, lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        rows = _rows(app)
        labels = [_label_before(rows, n) for n in names]
        assert labels == [ident_label(view.ident[s], lang) for s in range(3)], rows
        shown = sorted(range(3), key=lambda s: next(i for i, r in enumerate(rows) if names[s] in r))
        assert [view.ident[s] for s in shown] == [0, 1, 2], rows  # the panel in turn order (CH-2)
