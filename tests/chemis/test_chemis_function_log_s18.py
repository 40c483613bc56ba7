"""Play-through 17 (zh 4): Cool played at a zone left nothing on the board and its log line did
not say what it did. Every function card played leaves one log line saying who played what where
and what the card did, or that it waits for a reaction (CH-23 … CH-27, CH-33), in de, en and zh."""

from __future__ import annotations

import pytest
from chemis_helpers import clear_hand, fresh, give, name, play, put

from chemcards.games.chemis import GAME
from chemcards.games.chemis.state import ChemisState, Judgement
from chemcards.games.chemis.texts import event_text, ident_label, t

LANGS = ("de", "en", "zh")


def _table() -> tuple[ChemisState, int, int]:
    """Three seats with empty hands; the seat whose turn it is and the next one."""
    st = fresh(3, 4)
    for s in range(st.n):
        clear_hand(st, s)
    me = st.turn_seat
    return st, me, st.next_living(me)


def _play_line(st: ChemisState, me: int, events: list, lang: str, viewer: int | None = None) -> list[str]:
    """The log lines of the play events among ``events``, as ``viewer`` (the other seat) reads them."""
    viewer = st.next_living(me) if viewer is None else viewer
    names = tuple(s.name for s in st.seats)
    view = GAME.view(st, viewer)
    return [event_text(e, lang, names, viewer=viewer, view=view) for e in events if e.kind == "play"]


def _effects(events: list) -> tuple:
    (event,) = [e for e in events if e.kind == "play"]
    return event.data[1]


@pytest.mark.parametrize("card", ["heat", "electrify"])
def test_ch33_pt17_zh4_a_condition_card_says_it_waits_for_a_reaction(card: str) -> None:
    """CH-23, CH-26, CH-33: Heat and Electrify into an empty zone wait for one reaction."""
    st, me, other = _table()
    give(st, me, card)
    events = play(st, me, f"{name(st, other)}: {card}")
    assert _effects(events) == (("waits", ()),)
    en = {"heat": "Heat", "electrify": "Electrify"}[card]
    zone = f"{st.seats[other].name}'s zone ({ident_label(st.ident[other], 'en')})"
    assert _play_line(st, me, events, "en", viewer=st.next_living(other)) == [
        f"{st.seats[me].name} plays into {zone}: {en} — waits for a reaction (unused, discarded at the "
        "end of the turn)"]


def test_ch25_pt17_zh4_ignite_says_it_brings_oxygen_and_waits() -> None:
    """CH-25: Ignite brings one portion of O₂ and waits for a reaction."""
    st, me, _ = _table()
    give(st, me, "ignite")
    events = play(st, me, f"{name(st, me)}: ignite")
    assert _effects(events) == (("waits_o2", ()),)
    (line,) = _play_line(st, me, events, "en", viewer=me)
    # the zone's letter too (play-through 20, en 4)
    assert line == (f"You play into your own zone ({ident_label(st.ident[me], 'en')}): Ignite — brings one "
                    "portion of O₂ and waits for a reaction (unused, discarded at the end of the turn)")


def test_ch23_pt17_zh4_heat_names_what_turns_into_gas() -> None:
    """CH-23: Heat turns volatile HCl (hydrochloric acid) into gas; the line names it."""
    st, me, other = _table()
    put(st, other, "HCl")
    give(st, me, "heat")
    events = play(st, me, f"{name(st, other)}: heat")
    assert _effects(events) == (("gas", ("HCl",)), ("waits", ()))
    (line,) = _play_line(st, me, events, "en", viewer=other)
    assert line.endswith(": Heat — HCl turns into gas; waits for a reaction (unused, discarded at the end "
                         "of the turn)"), line


def test_ch24_pt17_zh4_cool_cancels_heat_and_precipitates() -> None:
    """CH-24, the finding itself: Cool onto a zone with a Heat and Ca(OH)₂ (slightly soluble)
    cancels the Heat (both discarded) and Ca(OH)₂ precipitates; the line says both."""
    st, me, other = _table()
    put(st, other, "Ca(OH)2")
    give(st, me, "heat", "cool")
    play(st, me, f"{name(st, other)}: heat")
    assert [c.kind for c in st.conds[other]] == ["heat"]
    events = play(st, me, f"{name(st, other)}: cool")
    assert st.conds[other] == []
    assert _effects(events) == (("cancels_heat", ()), ("precipitates", ("Ca(OH)2",)))
    (line,) = _play_line(st, me, events, "en", viewer=other)
    assert line.endswith(": Cool — cancels the Heat there (both discarded); Ca(OH)₂ precipitates"), line


def test_ch24_pt17_zh4_cool_with_nothing_to_cool_says_so() -> None:
    """CH-24: Cool where there is no Heat and nothing slightly soluble: said so, and discarded."""
    st, me, other = _table()
    give(st, me, "cool")
    events = play(st, me, f"{name(st, other)}: cool")
    assert _effects(events) == (("nothing_to_cool", ()),)
    (line,) = _play_line(st, me, events, "en", viewer=other)
    letter = ident_label(st.ident[other], "en")  # the zone's letter too (play-through 20, en 4)
    assert line == (f"{st.seats[me].name} plays into your zone ({letter}): Cool — "
                    "no Heat and nothing slightly soluble here: discarded")


def test_ch27_pt17_zh4_filter_names_what_it_took_out() -> None:
    """CH-27: Filter takes the insoluble CaCO₃ out of a zone (already judged, so no judgement)."""
    st, me, other = _table()
    put(st, other, "CaCO3")
    give(st, me, "filter")
    events = play(st, me, f"{name(st, other)}: filter")
    assert _effects(events) == (("filtered", ("CaCO3",)),)
    (line,) = _play_line(st, me, events, "en", viewer=other)
    assert line.endswith(": Filter — filters out CaCO₃"), line


def test_ch10_ch27_pt17_zh4_filter_in_a_judgement_names_the_judged_substance_once() -> None:
    """CH-10: Filter that removes the judged CO: the "removed" line right after names CO (play-through
    11, de 7); the play line does not name it a second time."""
    st, me, _ = _table()
    give(st, me, "C", "O", "filter")
    play(st, me, f"{name(st, me)}: C+O -> CO")
    assert isinstance(st.stack[-1], Judgement)
    events = play(st, me, f"{name(st, me)}: filter")
    assert _effects(events) == ()
    names = tuple(s.name for s in st.seats)
    view = GAME.view(st, me)
    lines = [event_text(e, "en", names, viewer=me, view=view) for e in events]
    assert sum("CO" in line for line in lines) == 1, lines


CASES = [  # (the card, what lies in the zone, the formulas the line names)
    ("heat", "HCl", ["HCl"]), ("cool", "Ca(OH)2", ["Ca(OH)₂"]), ("ignite", None, ["O₂"]),
    ("electrify", None, []), ("filter", "CaCO3", ["CaCO₃"]),
]


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize(("card", "laid", "named"), CASES)
def test_ch23_ch27_pt17_zh4_each_function_card_leaves_one_line_who_what_where_and_effect(
        lang: str, card: str, laid: str | None, named: list[str]) -> None:
    """Each of the five, in each language: exactly one line for the play; it names the player, the
    card, the zone's owner and what the card did (its formulas); it is longer than the bare play."""
    st, me, other = _table()
    if laid is not None:
        put(st, other, laid)
    give(st, me, card)
    events = play(st, me, f"{name(st, other)}: {card}")
    third = st.next_living(other)
    (line,) = _play_line(st, me, events, lang, viewer=third)
    for part in (st.seats[me].name, t(f"fn_{card}", lang), st.seats[other].name, *named):
        assert part in line, (part, line)
    bare = event_text(events[0]._replace(data=events[0].data[:1]), lang, tuple(s.name for s in st.seats),
                      viewer=third, view=GAME.view(st, third))
    assert line.startswith(bare) and len(line) > len(bare) + 5, (bare, line)
