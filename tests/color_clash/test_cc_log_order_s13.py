"""Play-through 12 (session 13): the order and the truth of Color Clash's log at a round's start and
end. de 8: the round's header came after its first card and the skip it caused, and a round's last
Skip or Reverse was logged after the round was over; zh 7: the hands listed at the end read as the
hands held now, although computers had played on (CC-16, CC-17, CC-26)."""

from __future__ import annotations

import pytest
from cc_rig import ArrangedRng, act, kinds, rig, seats

from chemcards.games.color_clash import GAME

NAMES = ["Ann", "Bob", "Cid", "Dan"]


@pytest.mark.parametrize(("first", "effects"), [("RS", ["skipped"]), ("GR", ["reverse"]),
                                                ("B+2", ["penalty", "skipped"]), ("G5", [])])
def test_cc4_de8_the_round_header_comes_first_and_who_starts_after_the_first_cards_effect(
        first: str, effects: list[str]) -> None:
    """de 8: "Erste Karte: ● ⊘ / Du setzt aus / Runde 1: Dachs beginnt". The header opens the round,
    then the first card and what it does at once (CC-4), then who moves first."""
    state, events = GAME.start(seats(4), {}, ArrangedRng([first], 4))
    assert kinds(events) == ["round", "first", *effects, "starts"]
    lines = [GAME.event_text(e, "en", NAMES) for e in events]
    assert lines[0] == "Round 1"
    assert lines[-1] == f"{NAMES[state.current]} starts"
    assert GAME.event_text(events[0], "de", NAMES) == "Runde 1"
    assert GAME.event_text(events[0], "zh", NAMES) == "第 1 局"
    assert events[0].data == (1, state.current)  # the header's data names the first mover


def test_cc4_the_start_line_is_in_the_second_person_for_the_person_at_the_screen() -> None:
    state, events = GAME.start(seats(4), {}, ArrangedRng(["G5"], 4))
    starts = events[-1]
    assert starts.seat == 0 == state.current
    assert GAME.event_text(starts, "en", NAMES, viewer=0) == "You start"
    assert GAME.event_text(starts, "de", NAMES, viewer=0) == "Du beginnst"
    assert GAME.event_text(starts, "zh", NAMES, viewer=0) == "你先出"
    assert GAME.event_text(starts, "de", NAMES, viewer=1) == "Ann beginnt"


@pytest.mark.parametrize("last", ["BR", "BS"])
def test_cc16_de8_a_last_skip_or_reverse_that_ends_the_round_does_nothing_more(last: str) -> None:
    """de 8: "Curie spielt ■ ⇄ / Curie ist raus / Die Spielrichtung dreht sich / Du setzt aus": the
    round was over (CC-16: one player still holds cards), so nobody is skipped and nothing turns."""
    state = rig([[last], ["R1", "R2"]], "B5", options={"length": "three"})
    events = act(state, 0, f"play {last}")
    assert "skipped" not in kinds(events) and "reverse" not in kinds(events)
    assert kinds(events)[:4] == ["play", "out", "score", "round_end"]


def test_cc15_de8_a_last_draw_two_is_still_drawn_but_nobody_is_skipped_after_the_round() -> None:
    """CC-15: the next player still draws for a last Draw Two (and it scores, CC-17); the round is
    over, so "is skipped" is not logged."""
    state = rig([["B+2"], ["R1", "R2"]], "B5", pile_top=["G5", "G6"], options={"length": "three"})
    events = act(state, 0, "play B+2")
    assert kinds(events)[:5] == ["play", "out", "penalty", "score", "round_end"]
    assert "skipped" not in kinds(events)
    assert state.history[-1]["points"] == 1 + 2 + 5 + 6


def test_cc16_a_last_skip_while_the_round_goes_on_for_places_still_skips() -> None:
    """CC-16: with three left after the winner goes out the round goes on, so the Skip acts."""
    state = rig([["BS"], ["B2", "Y1", "Y2"], ["B3", "R1", "R2"], ["B4", "G1", "G2"]], "B5")
    events = act(state, 0, "play BS")
    assert kinds(events)[:3] == ["play", "out", "skipped"]
    assert state.current == 2


def test_cc26_zh7_the_end_of_the_round_says_when_the_hands_listed_were_held() -> None:
    """zh 7: "小红手中的牌：▲ 6 …" listed cards played after the winner went out. CC-17 scores, and
    CC-26 shows, the hands at the winner's going out: the line before them says so."""
    state = rig([["B1"], ["B2"], ["B3", "R1", "RS"]], "B5")
    act(state, 0, "play B1")  # Ann wins; Bob and Cid play on for the places (CC-16)
    events = act(state, 1, "play B2")
    end = next(e for e in events if e.kind == "round_end")
    assert end.seat == 0
    assert GAME.event_text(end, "en", NAMES) == "Round 1 is over; when Ann went out, the others still held:"
    assert GAME.event_text(end, "de", NAMES) == \
        "Runde 1 ist zu Ende; als Ann rausging, hatten die anderen noch:"
    # "其他人" beside the viewer's own "你手中的牌" read as "the others but you" (play-through 18, zh 7)
    assert GAME.event_text(end, "zh", NAMES) == "第 1 局结束；Ann 出完牌时，各家手中还剩的牌如下："
    assert GAME.event_text(end, "zh", NAMES, viewer=0) == "第 1 局结束；你出完牌时，其他人手中的牌如下："
    shown = [GAME.event_text(e, "en", NAMES) for e in events if e.kind == "hand_shown"]
    assert shown[0] == "Bob held ■ 2 (2): 2 points"  # Bob's card at Ann's going out, since played
