"""Play-through 18 de 4: the CHEMIS hint at 80×24 lost its last line, the box ended „…bei 2 gleich
starken Spielern hätte“ („jeder 50 %)“ cut off). A hint is shown whole on the notice line: here
each game's longest kind of hint (its two longest moves about as good, with the estimate's basis),
with two seats and with six (four in Metallurgie), in German at 80×24."""

from __future__ import annotations

import pytest
from tui_helpers import make_app, region_text, settle, sync

from chemcards.bots.advice import Advice, Estimate, hint_line
from chemcards.core.registry import games
from chemcards.core.seats import Seat
from chemcards.tui.notice import NoticeLine
from chemcards.tui.text import safe_text

NAMES = ["Spieler 1", "Mendelejew", "Curie", "Noether", "Dalton", "Meitner"]


@pytest.mark.parametrize("players", [2, 6])
@pytest.mark.parametrize("game_id", ["chemis", "chemie-kartenspiel", "color-clash", "metallurgie"])
@sync
async def test_pt18_de4_the_hint_is_shown_whole_at_80x24(game_id: str, players: int) -> None:
    """Play-through 18 de 4: every word of the hint is on the screen, its end included."""
    game = games()[game_id]
    players = min(players, game.max_players)
    seats = [Seat(NAMES[0])] + [Seat(n, "computer", "easy") for n in NAMES[1:players]]
    app = make_app(game, seats, lang="de", seed=3)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        table = app.table
        assert table is not None
        seat = 0
        view, legal = table.match.view(seat), table.match.legal(seat)
        assert len(legal) >= 2
        # two moves about as good, the two longest in words: the longest form of the reason,
        # with the search's basis
        longest = sorted(legal, key=lambda a: len(game.action_text(view, a, "de")))[-2:]
        advice = Advice(longest[1], (Estimate(longest[1], 0.5, 250), Estimate(longest[0], 0.5, 250)))
        line = hint_line(game, view, advice, "de")
        table.notify(safe_text(line), timeout=30)  # as the hint is shown: notations hold "["
        await pilot.pause()
        notice = table.query_one(NoticeLine)
        rows = region_text(app, notice.region)
        shown = "".join("".join(row.replace("▌", " ") for row in rows).split())  # its left border
        assert shown == "".join(line.split()), (rows, line)
