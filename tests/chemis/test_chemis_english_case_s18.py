"""Play-through 17 (en 9): English CHEMIS texts mixed "Heat" and "heat" for one card ("react 2C + O2
-[Ignite]-> 2CO" beside "let 2C + O₂ → 2CO (ignite) happen"), and lines on the screen began with
a capital or not ("Target: …" over "pile 117 · discard 0", "▷ pass" under "⚗ …"). English is in
sentence case (a line begins with a capital, running text is lower case) and a function card is
named as the game's card list names it (``fn_*`` in rulesets/chemis/i18n.toml: Heat, Cool, Ignite,
Electrify, Filter; CH-23 … CH-27) wherever it stands."""

from __future__ import annotations

import random
import re
import tomllib
from importlib.resources import files

import pytest
from chemis_helpers import fresh

from chemcards.core.protocol import Event
from chemcards.core.seats import Seat
from chemcards.games.chemis import GAME, chem
from chemcards.games.chemis.actions import Drop, End, Pass, React
from chemcards.games.chemis.board import action_text as row_text
from chemcards.games.chemis.catalogue import FUNCTIONS
from chemcards.games.chemis.texts import action_text, event_text, t, typed_action

CARD_WORD = re.compile(r"\b(" + "|".join(FUNCTIONS) + r")\b")
QUOTED = re.compile(r"“[^”]*”|\{[^}]*\}")  # typed notation, placeholders


def _english() -> dict[str, str]:
    data = tomllib.loads(files("chemcards.rulesets").joinpath("chemis/i18n.toml").read_text("utf-8"))
    return {key: v["en"] for key, v in data.items() if isinstance(v, dict) and isinstance(v.get("en"), str)}


def test_pt17_en9_the_catalogue_names_no_function_card_in_lower_case() -> None:
    """A lower-case "heat", "filter" … in an English text is the card named unlike its own name
    (the notation a person types, in “…”, excepted: “A: heat”; and a placeholder's name)."""
    wrong = {key: text for key, text in _english().items() if CARD_WORD.search(QUOTED.sub("", text))}
    assert wrong == {}


def _condition_reactions() -> dict[str, str]:
    """One reaction of the engine per condition card: condition -> its notation."""
    out: dict[str, str] = {}
    for r in chem.reactions():
        if r.condition and r.condition not in out and "(" not in r.text:
            out[r.condition] = r.text
    return out


@pytest.mark.parametrize("condition", ["heat", "ignite", "electrify"])
def test_pt17_en9_a_reaction_names_its_condition_card_as_the_card_list_does(condition: str) -> None:
    """CH-23, CH-25, CH-26: the condition in an English equation is the card ("(Ignite)"), the same
    word as in the typed move the hint gives and in the hand; the chemistry's own lower-case word
    ("ignite") is not left beside it."""
    text = _condition_reactions()[condition]
    card = t(f"fn_{condition}", "en")
    shown = chem.equation_display(text, "en")
    assert f"({card}" in shown and not CARD_WORD.search(shown), shown
    hint, typed = action_text(React(text), "en"), typed_action(React(text), "en")
    assert card in hint and card in typed and not CARD_WORD.search(hint), (hint, typed)


def _starts_upper(line: str) -> bool:
    """The first letter of a line (after its row mark: ▷ ■ ✂ ⚗) is a capital."""
    m = re.search(r"[A-Za-z]", line)
    return m is None or m.group().isupper()


def test_pt17_en9_the_move_rows_begin_with_a_capital() -> None:
    """The move list's rows in English: "▷ Pass", "■ End the turn", "✂ Discard Fe" as
    "A ← Filter" and "⚗ C + O₂ → CO₂ (Ignite)" (a row begins as a line does)."""
    st = fresh(3)
    view = GAME.view(st, 0)
    rows = [row_text(a, view, "en").plain for a in (Pass(), End(), Drop("Fe"), Drop("filter"))]
    assert all(_starts_upper(row) for row in rows), rows
    assert rows[3].endswith("Filter"), rows


def test_pt17_en9_every_log_line_of_a_game_begins_with_a_capital() -> None:
    """Every English log line of a seeded game played to its end by random moves (18 kinds of
    event, reshuffles and displaced metals among them) begins with a capital; a reshuffle and a
    displaced metal are asked once more on their own, should the game's course change."""
    seats = [Seat(n, "computer", "easy") for n in ("Ann", "Bohr", "Curie")]
    from chemcards.core.rng import Rng

    st = GAME.new_state(seats, {}, Rng(11))
    events: list[Event] = []
    pick = random.Random(11)
    for _ in range(400):
        if GAME.outcome(st) is not None:
            break
        seat = GAME.to_act(st)[0]
        events += GAME.apply(st, seat, pick.choice(GAME.legal_actions(st, seat)))
    names = tuple(s.name for s in seats)
    view = GAME.view(st, 0)
    lines = [event_text(e.seen_by(0), "en", names, viewer=0, view=view) for e in events]
    assert len({e.kind for e in events}) >= 8
    assert [line for line in lines if not _starts_upper(line)] == []
    for kind, data in (("reshuffle", (40,)), ("displaced", ("Cu",))):  # rare in a short game
        line = event_text(Event(kind, None if kind == "reshuffle" else 1, data), "en", names)
        assert _starts_upper(line), line


def test_pt17_en9_the_lines_under_the_zones_and_the_hand_begin_with_a_capital() -> None:
    """The target line's second row ("Pile 117 · discard 0") and the hint under the hand
    ("Space picks cards · …") begin as lines do."""
    for key in ("win_turn", "win_turn_ownzone"):
        rows = t(key, "en", zone="Bohr's zone (B)", keys="1–3", letters="A–C", pile=117, discard=0)
        assert all(_starts_upper(row) for row in rows.split("\n")), rows
    for key in ("pick_hint", "pick_hint_n"):
        assert _starts_upper(t(key, "en", keys="1–3"))
