"""Play-through 16, en 7 and zh 7 (Metallurgie).

en 7: "Curie scores the iron area at 51/23 (9 cards)", five "removes" lines, then "Curie keeps one
iron card as a point (5 removed)": 9 against 5 was not explained. The scoring line now says how
many of the area's cards come off the field and how many stay (MT-9), and the point line says what
happens to the removed ones: one is kept as a point, the rest leave the game (MT-11).

zh 7: after the turned gold card was placed the status offered "place more, score an area, or end
the turn" while ending the turn was the only legal move. The status names only what the engine's
legal actions allow.
"""

from __future__ import annotations

import pytest
from mt_helpers import act, legal_texts, table

from chemcards.games.metallurgie import GAME
from chemcards.games.metallurgie.catalogue import catalogue
from chemcards.i18n import tr

ROW9 = {(q, 0): "Fe" for q in range(8)}


def _log(events: list, lang: str, viewer: int | None = None) -> list[str]:
    names = ("Curie", "Bohr")
    return [GAME.event_text(e, lang, names, viewer) for e in events]


@pytest.mark.parametrize("lang", ["de", "en", "zh"])
def test_mt9_mt11_pt16_en7_scoring_lines_add_up(lang: str) -> None:
    """MT-9: 9 iron scored, 5 removed, 4 stay; MT-11: 1 of the 5 is a point, 4 leave the game."""
    state = table(dict(ROW9), [["Fe", "Cu", "Cu"], ["Fe"]])
    act(state, "place Fe 8,0")
    events = act(state, "score Fe 0,0")
    line = _log(events, lang, viewer=1)[0]
    assert catalogue().remove[0] == 5
    assert "9" in line and "5" in line and "4" in line, line
    for text in ("remove 0,0", "remove 1,0", "remove 2,0", "remove 3,0"):
        act(state, text)
    events = act(state, "remove 8,0")
    point = _log(events, lang, viewer=1)[-1]
    assert "5" in point and "4" in point, point
    if lang == "en":
        assert line == ("Curie scores the iron area at 50/20 (9 cards): 5 of them come off the field, "
                        "4 stay"), line
        assert point == ("Curie keeps one of the 5 removed iron cards as a point; the other 4 leave "
                         "the game"), point
    # the player's own lines say the same in the second person
    own = _log(events, lang, viewer=0)[-1]
    assert own == tr("metallurgie", "ev_point_you", lang, metal=tr("metallurgie", "metal_Fe", lang),
                     count=5, rest=4)


def test_mt11_pt16_en7_a_single_removed_card_is_the_point() -> None:
    """MT-10 may stop the removal after one card: that card is the point, nothing leaves."""
    event = GAME.event_text
    from chemcards.core.protocol import Event

    line = event(Event("point", 0, ("Fe", 1)), "en", ("Curie",))
    assert line == "Curie keeps the removed iron card as a point", line
    # a score event of an older record (no removal count) still reads
    assert event(Event("score", 0, ("Fe", "0,0", 9)), "en", ("Curie",)).startswith("Curie scores")


def _gold_placed() -> object:
    """The turned card is gold, placed on the only silver: nothing more can be laid on it (gold is
    the top metal, MT-4), the hand holds no gold, and no area is large enough (MT-8)."""
    state = table({(0, 0): "Ag", (1, 0): "Fe", (2, 0): "Fe"}, [["Cu", "Cu", "Fe"], ["Fe"]],
                  pile=["Cu"] * 4 + ["STOP"] + ["Cu"] * 5 + ["Au"])
    act(state, "reveal")
    act(state, "place Au 0,0")
    return state


@pytest.mark.parametrize("lang", ["de", "en", "zh"])
def test_pt16_zh7_status_names_only_the_legal_moves(lang: str) -> None:
    state = _gold_placed()
    assert legal_texts(state) == ["end"]
    status = GAME.status_text(GAME.view(state, 0), lang)
    assert status == tr("metallurgie", "st_placing_end_you", lang), status
    assert status != tr("metallurgie", "st_placing_you", lang)
    if lang == "en":
        assert status.endswith("end the turn."), status


def test_pt16_zh7_status_offers_placing_when_a_card_fits() -> None:
    state = table({(q, 0): "Fe" for q in range(3)}, [["Cu", "Cu", "Fe"], ["Fe"]])
    act(state, "place Cu 0,0")
    assert any(t.startswith("place") for t in legal_texts(state))
    assert not any(t.startswith("score") for t in legal_texts(state))
    status = GAME.status_text(GAME.view(state, 0), "en")
    assert status == tr("metallurgie", "st_placing_more_you", "en"), status


def test_pt16_zh7_status_offers_scoring_when_an_area_is_ready() -> None:
    state = table(dict(ROW9), [["Fe", "Ag", "Ag"], ["Fe"]])
    act(state, "place Fe 8,0")
    texts = legal_texts(state)
    assert "score Fe 0,0" in texts and not any(t.startswith("place") for t in texts)
    assert GAME.status_text(GAME.view(state, 0), "en") == tr("metallurgie", "st_placing_score_you", "en")
    # another seat cannot see the hand: it is told every move that may be open, never fewer
    other = GAME.status_text(GAME.view(state, 1), "en")
    assert other == tr("metallurgie", "st_placing", "en", name="P1"), other
