"""Play-through 18 (session 19) at the Chemie-Kartenspiel's table, en 3: first turn, hand Fe Sn Po
Pm U Os ✱. ⏎ on Fe picked it ("Compound: Fe²⁺ … ✗ The total charge is +2, not 0"), while
":add Fe(+2)" was refused "with Fe(+2) no valid compound can be completed from your hand". The
engine's one rule decides both: both are refused, with the same reason, and nothing is picked."""

from __future__ import annotations

import pytest
from test_tui_ck_pt16 import _match4, _pick
from test_tui_ck_s14 import _type
from tui_helpers import app_for, settle, sync

from chemcards.core.protocol import LANGS
from chemcards.games.chemie_kartenspiel import GAME
from chemcards.games.chemie_kartenspiel.board import ChemieBoard
from chemcards.games.chemie_kartenspiel.catalogue import catalogue
from chemcards.games.chemie_kartenspiel.rules import add_refusal
from chemcards.games.chemie_kartenspiel.search import unit_lookup
from chemcards.tui.notice import NoticeLine
from chemcards.tui.settle import MOVE_SETTLE
from chemcards.tui.text import refusal_text

HELD = "Fe Sn Po Pm U Os Protomaterie"
ADD = {"zh": "加", "de": "nimm", "en": "add"}


@pytest.mark.parametrize("lang", LANGS)
@sync
async def test_pt18_en3_enter_on_fe_and_typed_add_fe2_are_refused_alike(lang: str) -> None:
    """en 3 (CK-11, docs/rules [decided]: only compounds that can be completed are offered)."""
    match = _match4(HELD)
    fe = catalogue().by_symbol["Fe"]
    fe2 = unit_lookup()[(fe, 2, -1)]
    refused = add_refusal(tuple(match.state.hands[0]), (), fe2)
    assert refused is not None and refused.key == "no_completion"
    reason = refusal_text(GAME, refused, lang)
    app = app_for(match, lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        board = app.screen.query_one(ChemieBoard)
        board.focus()
        await _pick(pilot, board, ("card", fe))
        # ⏎ is answered on the notice line, as the typed step is (play-through 20 de 4)
        by_key = app.screen.query_one(NoticeLine).message or ""
        assert board.selection == [] and reason[1:] in by_key, by_key
        await _type(pilot, f"{ADD[lang]} Fe(+2)")
        app.clock.advance(MOVE_SETTLE)
        await settle(pilot)
        notice = app.screen.query_one(NoticeLine).message or ""
        assert reason[1:] in notice, (notice, reason)  # "Not allowed: with Fe(+2) …"
        assert match.state.draft == () and board.selection == []
