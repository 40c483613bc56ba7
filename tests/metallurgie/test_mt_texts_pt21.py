"""Play-through 21 (Metallurgie texts and the shared hint sentence).

de 1: online, „Nicht erlaubt: Ag kommt nur auf eine freie Cukarte, und 0,-2 ist keine.“ named the
notation's position „0,-2“ where the field says „48/18“, and a metal symbol glued to „karte“. Every
refusal that names a position says it as the field does, with metal names, at a local table and from
a room server alike (MT-4, MT-8, MT-9, MT-10).
de 4: „Bohr: noch 1 mit − markierte Kupferkarte abräumen.“ while the watcher's field marks the area
„*Cu“: the − marks only the viewer's own removable cards, so another seat's line names the * mark.
en 3: "2 of them come off the field, 1 stay" (MT-9): the verbs agree with their numbers.
en 4: "…99% after it, instead play Filter into your zone: only 93%" was a comma splice.
"""

from __future__ import annotations

import re
from types import SimpleNamespace

import pytest
from mt_helpers import act, refused, table

from chemcards.bots.advice import Advice, Estimate, hint_line
from chemcards.core.protocol import Event, IllegalAction
from chemcards.games.metallurgie import GAME, hexgrid
from chemcards.games.metallurgie.board import READY, REMOVABLE
from chemcards.games.metallurgie.state import REMOVING
from chemcards.net.rooms import Refused
from chemcards.tui.online import OnlineSession
from chemcards.tui.text import refusal_text

LANGS = ("en", "de", "zh")
ROW9 = {(q, 0): "Fe" for q in range(8)}


def _online(exc: IllegalAction, lang: str) -> str:
    """The refusal as a room server sends it (``Refused``: every parameter a string) and the online
    window says it."""
    error = Refused(exc.key or "illegal", exc.reason, dict(exc.params)).message()
    session = OnlineSession(SimpleNamespace(settings=SimpleNamespace(lang=lang)), {"game": GAME.id}, None)
    return session.error_text(error)


def _scoring() -> object:
    """Seat 0 scores a nine-iron row and must remove cards from it (MT-8, MT-9)."""
    state = table(dict(ROW9), [["Fe", "Cu", "Cu"], ["Fe"]])
    act(state, "place Fe 8,0")
    act(state, "score Fe 0,0")
    return state


def _refusals() -> list[tuple[IllegalAction, int]]:
    """Every refusal that names a position, each with the position it names (packed)."""
    out = []
    state = table({(0, 0): "Cu", (1, 0): "Fe"}, [["Ag", "Fe"], ["Fe"]])
    out.append((refused(state, "place Ag 1,0"), hexgrid.pack(1, 0)))  # MT-4 needs_lower
    out.append((refused(state, "place Fe 0,0"), hexgrid.pack(0, 0)))  # MT-4 iron_on_empty
    out.append((refused(state, "place Fe 5,-3"), hexgrid.pack(5, -3)))  # MT-4 iron_touch
    out.append((refused(state, "score Fe 1,0"), hexgrid.pack(1, 0)))  # MT-8 not_scorable
    state = _scoring()
    out.append((refused(state, "remove 8,1"), hexgrid.pack(8, 1)))  # MT-9 not_in_area
    act(state, "remove 0,0")
    out.append((refused(state, "remove 0,0"), hexgrid.pack(0, 0)))  # already_removed
    out.append((refused(state, "remove 4,0"), hexgrid.pack(4, 0)))  # MT-10 would_split
    return out


def test_every_position_refusal_is_covered() -> None:
    keys = {exc.key for exc, _ in _refusals()}
    assert keys == {"needs_lower", "iron_on_empty", "iron_touch", "not_scorable", "not_in_area",
                    "already_removed", "would_split"}, keys


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("where", ["local", "online"])
def test_pt21_de1_refusals_name_the_position_as_the_field_shows_it(lang: str, where: str) -> None:
    for exc, pos in _refusals():
        text = refusal_text(GAME, exc, lang) if where == "local" else _online(exc, lang)
        assert hexgrid.place_name(pos) in text, (exc.key, text)
        assert hexgrid.pos_text(pos) not in text, (exc.key, text)
        assert not re.search(r"-?\d+,-?\d+", text), (exc.key, text)


@pytest.mark.parametrize("where", ["local", "online"])
@pytest.mark.parametrize(("lang", "words"), [
    ("en", "A silver card goes only on a free copper card, and 50/22 is not one."),
    ("de", "Silber kommt nur auf eine freie Kupferkarte, und 50/22 ist keine."),
    ("zh", "银只能放在露出的铜牌上，而 50/22 不是。"),
])
def test_pt21_de1_needs_lower_names_the_metals(where: str, lang: str, words: str) -> None:
    """MT-4: silver goes on copper; the sentence names both metals in the reader's language."""
    exc = _refusals()[0][0]
    assert exc.key == "needs_lower"
    text = refusal_text(GAME, exc, lang) if where == "local" else _online(exc, lang)
    assert text == words, text


@pytest.mark.parametrize("lang", LANGS)
def test_pt21_de4_a_watcher_reads_the_mark_their_field_shows(lang: str) -> None:
    """MT-9: while seat 0 removes, seat 1's field marks the area with * (no − : seat 1 has no
    removal to make), and its status line names * and not −; seat 0's own line names −."""
    state = _scoring()
    assert state.phase == REMOVING
    other = GAME.status_text(GAME.view(state, 1), lang)
    assert READY in other and REMOVABLE not in other, other
    own = GAME.status_text(GAME.view(state, 0), lang)
    assert REMOVABLE in own and READY not in own, own
    if lang == "de":
        assert other == "P1: räumt noch 5 Eisenkarten der mit * markierten Fläche ab.", other


@pytest.mark.parametrize(("removed", "en", "de"), [
    (8, "8 of them come off the field, 1 stays", "8 davon werden abgeräumt, 1 bleibt liegen"),
    (1, "1 of them comes off the field, 8 stay", "1 davon wird abgeräumt, 8 bleiben liegen"),
])
@pytest.mark.parametrize("viewer", [0, 1])
def test_pt21_en3_scoring_line_verbs_agree(removed: int, en: str, de: str, viewer: int) -> None:
    """MT-9: an area of 9, ``removed`` come off and the rest stay; one card takes a singular verb."""
    event = Event("score", 0, ("Fe", "0,0", 9, removed))
    assert GAME.event_text(event, "en", ("Curie", "Bohr"), viewer).endswith(en)
    assert GAME.event_text(event, "de", ("Curie", "Bohr"), viewer).endswith(de)


@pytest.mark.parametrize("searched", [True, False])
def test_pt21_en4_the_hint_s_alternative_is_a_clause_not_an_order(searched: bool) -> None:
    """The other move's figure is one sentence with the first: "against only 40% if you play …
    instead", not a second, comma-spliced order ("…after it, instead play ■ 6: only 40%")."""
    game = SimpleNamespace(action_text=lambda view, a, lang: {"a": "play ■ 6", "b": "draw a card"}[a],
                           hint_reason=lambda view, a, lang: "", typed_action=None)
    estimates = (Estimate("a", 0.80, 400), Estimate("b", 0.40, 60))
    line = hint_line(game, None, Advice("a" if searched else "b", estimates), "en")  # type: ignore[arg-type]
    assert "80% after it, against only 40% if you draw a card instead" in line, line
    assert ", instead " not in line, line
