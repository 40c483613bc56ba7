"""The CHEMIS table at 80×24 names the viewer's own zone "your zone" in its log (issue 12 point 14,
CH-1, CH-2): the table hands the viewer's own view to the game's texts, so a line about the zone of
the person at the screen says 你/du/you, while the zone's identity card stays for the others."""

from __future__ import annotations

import pytest
from textual.widgets import RichLog
from tui_helpers import app_for, screen_text, settle, sync, table_of

from chemcards.core.match import Match
from chemcards.core.seats import Seat
from chemcards.games.chemis import GAME
from chemcards.games.chemis.actions import Form
from chemcards.games.chemis.texts import ident_label

NAMES = {"zh": ("小明", "小红", "小刚"), "de": ("Anna", "Bernd", "Carla"), "en": ("Ann", "Bob", "Cid")}
#: with the zone's letter (play-through 20, en 4)
OWN_PLAY = {"zh": "你对自己的反应区（{x}）出牌：", "de": "Du spielst in deine eigene Zone ({x}):",
            "en": "You play into your own zone ({x}):"}
#: the viewer in the identities line: a person with their letter in brackets (docs/i18n.md, session 9)
OWN_CARD = {"zh": "你（{x}）", "de": "du ({x})", "en": "you ({x})"}


def _match(lang: str) -> Match:
    """A game whose first turn is the person's (seat 0), the others computers."""
    for seed in range(1, 60):
        names = NAMES[lang]
        match = Match(GAME, [Seat(names[0]), Seat(names[1], "computer", "easy"),
                             Seat(names[2], "computer", "easy")], {}, seed=seed)
        own = match.state.ident[0]
        plays = [a for a in match.legal(0) if isinstance(a, Form) and a.zone == own]
        if match.state.turn_seat == 0 and plays:
            match.act(0, plays[0])
            return match
    raise AssertionError("no seed gives seat 0 the first turn and a substance to form")


@pytest.mark.parametrize("lang", ["zh", "de", "en"])
@sync
async def test_ch2_the_table_log_names_the_viewers_zone_as_theirs(lang: str) -> None:
    """CH-2/CH-6, issue 12 point 14: the person's own play into their own zone reads "你对自己出牌"
    on their screen (not "你对甲出牌"), and the identities line names their card with 你/du/you."""
    match = _match(lang)
    mine = ident_label(match.state.ident[0], lang)
    app = app_for(match, lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        table = table_of(app)
        assert table.viewer == 0
        log = "\n".join(line.text for line in table.query_one("#log", RichLog).lines)
        text = "".join(log.split())
        assert "".join(OWN_PLAY[lang].format(x=mine).split()) in text, log
        assert "".join(OWN_CARD[lang].format(x=mine).split()) in text, log
        assert "".join(OWN_CARD[lang].replace("你", NAMES[lang][0]).replace("du", NAMES[lang][0])
                       .replace("you", NAMES[lang][0]).format(x=mine).split()) not in text, log
        assert screen_text(app)  # the screen rendered
