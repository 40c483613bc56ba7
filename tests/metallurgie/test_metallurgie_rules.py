"""One or more tests per rule of shared/rules/metallurgie.md; the rule ID is in each test's name."""

from __future__ import annotations

import pytest
from mt_helpers import SYMBOLS, act, legal_texts, new_game, per_metal_census, refused, seats, table

from chemcards.core.rng import Rng
from chemcards.games.metallurgie import GAME
from chemcards.games.metallurgie.catalogue import STOP, catalogue
from chemcards.games.metallurgie.hexgrid import neighbours, pack, unpack
from chemcards.games.metallurgie.state import BONUS_BOX, OVER, REMOVING, REVEALED, START

ROW9 = {(q, 0): "Fe" for q in range(8)}  # eight iron in a row; a ninth makes an iron area (MT-8)


# -- MT-1 material -------------------------------------------------------------------------------
def test_mt1_box_counts_come_from_the_data_and_all_are_tracked() -> None:
    cat = catalogue()
    assert cat.box_total == 110
    state = new_game(4, seed=3)
    assert sum(state.census().values()) == cat.in_play_total == 108
    assert per_metal_census(state) == list(cat.counts)
    assert state.pile.count(STOP) == 1


@pytest.mark.parametrize("players", [1, 5])
def test_mt1_two_to_four_players(players: int) -> None:
    with pytest.raises(ValueError):
        GAME.new_state(seats(players), GAME.resolve_options({}), Rng(1))


# -- MT-2 geometry ---------------------------------------------------------------------------------
def test_mt2_each_position_touches_six_two_per_row() -> None:
    centre = pack(0, 0)
    near = sorted(unpack(p) for p in neighbours(centre))
    assert near == sorted([(1, 0), (-1, 0), (0, -1), (1, -1), (-1, 1), (0, 1)])
    rows = [r for _, r in near]
    assert rows.count(-1) == rows.count(0) == rows.count(1) == 2
    assert all(centre in neighbours(p) for p in neighbours(centre))


# -- MT-3 setup ------------------------------------------------------------------------------------
def test_mt3_start_layout_centre_silver_three_coppers_not_touching() -> None:
    state = new_game(3, seed=5)
    field = {unpack(p): SYMBOLS[t] for p, t in state.field.items()}
    assert field[(0, 0)] == "Ag"
    assert len(field) == 7 and set(field) == {(0, 0)} | {unpack(p) for p in neighbours(pack(0, 0))}
    coppers = [pack(*qr) for qr, s in field.items() if s == "Cu"]
    assert len(coppers) == 3
    assert all(b not in neighbours(a) for a in coppers for b in coppers)
    assert sum(t + 1 for t in state.field.values()) == 12  # 7 iron + 4 copper + 1 silver
    assert all(len(h) == 3 for h in state.hands)


def test_mt3_stop_card_among_the_bottom_five() -> None:
    depths = {new_game(2, seed=s).pile.index(STOP) for s in range(60)}
    assert depths <= set(range(5)) and len(depths) > 1


# -- MT-4 placing ----------------------------------------------------------------------------------
def test_mt4_iron_on_an_empty_position_touching_the_field() -> None:
    state = table({(0, 0): "Fe"}, [["Fe", "Fe", "Fe"], ["Fe"]])
    assert refused(state, "place Fe 0,0").key == "iron_on_empty"
    assert refused(state, "place Fe 3,0").key == "iron_touch"
    act(state, "place Fe 1,0")
    assert state.field[pack(1, 0)] == 0


def test_mt4_each_metal_only_on_the_next_lower_one() -> None:
    state = table({(0, 0): "Fe", (1, 0): "Cu", (2, 0): "Ag"}, [["Cu", "Ag", "Au"], ["Fe"]])
    assert refused(state, "place Ag 0,0").key == "needs_lower"  # silver on iron
    assert refused(state, "place Cu 1,0").key == "needs_lower"  # copper on copper
    assert refused(state, "place Au 1,0").key == "needs_lower"
    assert refused(state, "place Cu 5,5").key == "needs_lower"  # copper never extends the field
    assert set(legal_texts(state)) >= {"place Cu 0,0", "place Ag 1,0", "place Au 2,0"}
    act(state, "place Au 2,0")
    assert state.field[pack(2, 0)] == 3


# -- MT-5 one metal, or a run on one position -------------------------------------------------------
def test_mt5_more_of_one_metal_each_on_its_own_position() -> None:
    state = table({(0, 0): "Fe", (1, 0): "Fe", (2, 0): "Fe"}, [["Cu", "Cu", "Ag"], ["Fe"]])
    act(state, "place Cu 0,0")
    assert "place Ag 0,0" in legal_texts(state) and "place Cu 1,0" in legal_texts(state)
    act(state, "place Cu 1,0")
    assert refused(state, "place Ag 0,0").key == "one_metal_or_run"
    assert not any(t.startswith("place Ag") for t in legal_texts(state))


def test_mt5_a_rising_run_on_one_position() -> None:
    state = table({(0, 0): "Fe", (1, 0): "Fe"}, [["Fe", "Cu", "Ag"], ["Fe"]])
    act(state, "place Fe 2,0")
    act(state, "place Cu 2,0")
    assert refused(state, "place Cu 0,0").key in ("one_metal_or_run", "not_in_hand")
    assert refused(state, "place Ag 1,0").key == "needs_lower"  # silver never lies on iron (MT-4)
    assert [t for t in legal_texts(state) if t.startswith("place")] == ["place Ag 2,0"]
    act(state, "place Ag 2,0")
    assert state.field[pack(2, 0)] == 2  # a stack of iron, copper, silver


# -- MT-6 the gamble -------------------------------------------------------------------------------
def test_mt6_turned_card_is_placed_at_once_then_matching_hand_cards() -> None:
    state = table({(0, 0): "Fe", (1, 0): "Fe"}, [["Cu", "Ag", "Au"], ["Fe"]], pile=["Fe"] * 10 + ["Cu"])
    act(state, "reveal")
    assert state.phase == REVEALED and state.revealed == 1
    assert refused(state, "place Ag 0,0").key == "must_place_revealed"
    assert refused(state, "end").key == "must_place_revealed"
    assert all(t.startswith("place Cu") for t in legal_texts(state))
    act(state, "place Cu 0,0")
    assert state.hands[0] == [1, 2, 3]  # the turned card did not come from the hand
    act(state, "place Ag 0,0")  # a more valuable metal on the card just placed
    act(state, "place Au 0,0")
    assert state.field[pack(0, 0)] == 3


def test_mt6_reveal_only_before_laying() -> None:
    state = table({(0, 0): "Fe"}, [["Fe", "Fe", "Fe"], ["Fe"]])
    act(state, "place Fe 1,0")
    assert refused(state, "reveal").key == "reveal_first"


def test_mt6_decided_a_turned_card_that_fits_nowhere_is_discarded() -> None:
    state = table({(0, 0): "Fe"}, [["Fe", "Fe", "Fe"], ["Fe", "Fe", "Fe"]], pile=["Fe"] * 10 + ["Au"])
    out_gold = state.out[3]
    events = act(state, "reveal")
    assert [e.kind for e in events] == ["reveal", "discard"]
    assert state.out[3] == out_gold + 1 and state.current == 1 and state.phase == START


# -- MT-7 refill and pass --------------------------------------------------------------------------
def test_mt7_draw_back_up_to_three_at_the_end_of_the_turn() -> None:
    state = table({(0, 0): "Fe"}, [["Fe", "Fe", "Au"], ["Fe"]], pile=["Fe"] * 5 + ["Ag", "Cu"])
    act(state, "place Fe 1,0")
    act(state, "place Fe 2,0")
    events = act(state, "end")
    assert sorted(state.hands[0]) == [1, 2, 3]
    draw = next(e for e in events if e.kind == "draw")
    assert draw.seen_by(1).secret == () and draw.seen_by(0).secret == ("Cu", "Ag")
    assert state.current == 1


def test_mt7_pass_only_without_a_legal_placement() -> None:
    state = table({(0, 0): "Fe"}, [["Fe", "Au", "Au"], ["Au", "Au", "Au"]])
    assert "pass" not in legal_texts(state)
    assert refused(state, "pass").key == "pass_only_when_stuck"
    assert refused(state, "end").key == "end_nothing_laid"
    act(state, "place Fe 1,0")
    act(state, "end")
    assert set(legal_texts(state)) == {"reveal", "pass"}
    act(state, "pass")
    assert state.current == 0 and state.passes == 1


def test_mt7_decided_a_full_round_of_passes_ends_the_game() -> None:
    state = table({(0, 0): "Fe"}, [["Au", "Au", "Au"], ["Au", "Au", "Au"]])
    act(state, "pass")
    assert GAME.outcome(state) is None
    act(state, "pass")
    assert state.phase == OVER and state.end_reason == "passes"


# -- MT-8 areas ready to score ---------------------------------------------------------------------
@pytest.mark.parametrize("metal", range(4))
def test_mt8_an_area_scores_from_its_minimum_size(metal: int) -> None:
    need = catalogue().min_area[metal]
    sym = SYMBOLS[metal]
    lower = SYMBOLS[metal - 1] if metal else None
    row = {(q, 0): sym for q in range(need - 1)}
    if lower:
        row[(need - 1, 0)] = lower
    else:
        row.pop((need - 2, 0))  # one short of the minimum after the placement
    state = table(row, [[sym, sym, sym], ["Fe"]])
    spot = f"{need - 1},0" if lower else f"{need - 2},0"
    act(state, f"place {sym} {spot}")
    if not lower:
        assert not any(t.startswith("score") for t in legal_texts(state))
        act(state, f"place {sym} {need - 1},0")
    assert f"score {sym} 0,0" in legal_texts(state)


def test_mt8_an_area_not_made_this_turn_cannot_be_scored() -> None:
    field = dict(ROW9)
    field[(8, 0)] = "Fe"
    field[(0, 1)] = "Fe"
    state = table(field, [["Cu", "Cu", "Cu"], ["Fe"]])
    act(state, "place Cu 0,1")
    assert not any(t.startswith("score") for t in legal_texts(state))
    assert refused(state, "score Fe 0,0").key == "not_scorable"


# -- MT-9 … MT-11 removing and keeping ---------------------------------------------------------------
def scored_iron_row() -> object:
    state = table(dict(ROW9), [["Fe", "Cu", "Cu"], ["Fe"]])
    act(state, "place Fe 8,0")
    act(state, "score Fe 0,0")
    return state


def test_mt9_the_player_removes_the_printed_number_of_cards_of_the_area() -> None:
    state = table({**{(q, 0): "Cu" for q in range(6)}, (6, 0): "Fe", (0, 1): "Fe"}, [["Cu"], ["Fe"]])
    act(state, "place Cu 6,0")
    act(state, "score Cu 0,0")
    assert state.phase == REMOVING and state.needed == catalogue().remove[1] == 4
    assert refused(state, "remove 0,1").key == "not_in_area"
    assert refused(state, "end").key == "removing"
    for q in (6, 0, 3):
        act(state, f"remove {q},0")
    assert refused(state, "remove 3,0").key == "already_removed"
    act(state, "remove 5,0")
    assert state.phase != REMOVING
    assert [state.field[pack(q, 0)] for q in range(7)] == [0, 1, 1, 0, 1, 0, 0]


def test_mt10_removing_iron_never_splits_the_field() -> None:
    state = scored_iron_row()
    assert state.phase == REMOVING
    assert refused(state, "remove 4,0").key == "would_split"
    assert sorted(legal_texts(state)) == ["remove 0,0", "remove 8,0"]
    for text in ("remove 0,0", "remove 8,0", "remove 1,0", "remove 7,0", "remove 2,0"):
        act(state, text)
    assert sorted(unpack(p) for p in state.field) == [(q, 0) for q in range(3, 7)]


def test_mt11_one_removed_card_is_kept_as_a_point_the_rest_leave() -> None:
    state = scored_iron_row()
    out_before = list(state.out)
    for text in ("remove 0,0", "remove 1,0", "remove 2,0", "remove 3,0", "remove 8,0"):
        act(state, text)
    assert state.points[0] == [1, 0, 0, 0]
    assert state.out[0] == out_before[0] + 4
    assert state.score_of(0) == 1


# -- MT-12 chains ----------------------------------------------------------------------------------
def test_mt12_uncovered_layer_below_may_be_scored_in_the_same_turn() -> None:
    field = {(q, 0): "Cu" for q in range(6)}
    field.update({(6, 0): "Fe"})
    field.update({(q, 1): "Fe" for q in range(5)})
    state = table(field, [["Cu", "Fe", "Fe"], ["Fe"]])
    act(state, "place Cu 6,0")
    act(state, "score Cu 0,0")
    for q in range(4):
        act(state, f"remove {q},0")
    assert "score Fe 0,0" in legal_texts(state)  # 4 uncovered + 5 below = 9 iron
    assert refused(state, "place Fe 0,2").key == "placing_over"
    act(state, "score Fe 0,0")
    assert state.phase == REMOVING and state.scoring_metal == 0


# -- MT-13 bonus variant ---------------------------------------------------------------------------
def test_mt13_bonus_cards_go_to_the_first_scorer_of_each_metal() -> None:
    state = table(dict(ROW9), [["Fe"], ["Fe"]], bonus=True)
    assert sum(state.census().values()) == 108
    act(state, "place Fe 8,0")
    act(state, "score Fe 0,0")
    for text in ("remove 0,0", "remove 1,0", "remove 2,0", "remove 3,0", "remove 8,0"):
        act(state, text)
    assert state.bonus_owner[0] == 0 and state.score_of(0) == 2
    assert sum(state.census().values()) == 108


def test_mt13_bonus_cards_stay_in_the_box_when_the_variant_is_off() -> None:
    assert new_game(2, bonus="off").bonus_owner == [BONUS_BOX] * 4
    assert new_game(2, bonus="on").bonus_owner == [-1] * 4


# -- MT-14 the stop card, and winners ----------------------------------------------------------------
def test_mt14_stop_card_drawn_while_refilling_ends_at_once() -> None:
    state = table({(0, 0): "Fe"}, [["Fe", "Fe", "Fe"], ["Fe"]], pile=["Fe"] * 6 + ["STOP", "Cu"])
    act(state, "place Fe 1,0")
    act(state, "place Fe 2,0")
    events = act(state, "end")
    assert [e.kind for e in events][-2:] == ["stop", "over"]
    assert state.phase == OVER and state.end_reason == "stop" and state.stop_out
    assert GAME.legal_actions(state, 0) == [] and GAME.to_act(state) == ()
    assert refused(state, "reveal").key == "game_over"


def test_mt14_stop_card_turned_up_ends_at_once() -> None:
    state = table({(0, 0): "Fe"}, [["Fe"], ["Fe"]], pile=["Fe"] * 6 + ["STOP"])
    act(state, "reveal")
    assert state.phase == OVER and state.end_reason == "stop"


def test_mt14_decided_ties_share_the_win() -> None:
    state = table({(0, 0): "Fe"}, [["Fe"], ["Fe"], ["Fe"]], pile=["Fe"] * 6 + ["STOP"])
    state.points = [[1, 1, 0, 0], [0, 0, 2, 0], [1, 0, 0, 0]]
    state.out[0] -= 2
    state.out[1] -= 1
    state.out[2] -= 2
    act(state, "reveal")
    outcome = GAME.outcome(state)
    assert outcome is not None
    assert outcome.winners == (0, 1) and outcome.places == (1, 1, 3)


# -- MT-15 the pile runs out -----------------------------------------------------------------------
def test_mt15_empty_pile_without_the_stop_card_ends_the_game() -> None:
    state = table({(0, 0): "Fe"}, [["Fe", "Fe"], ["Fe"]], pile=["Cu", "Cu"])
    act(state, "place Fe 1,0")
    act(state, "end")
    assert state.phase == OVER and state.end_reason == "pile"


def test_mt4_before_mt5_a_card_that_may_not_lie_there_is_refused_for_that() -> None:
    """Play-through 13, de 3: gold typed onto the iron just laid was refused as "one metal or a
    rising run" (MT-5); gold never lies on iron (MT-4), and that is the reason given."""
    state = table({(0, 0): "Fe", (1, 0): "Fe"}, [["Fe", "Au", "Cu"], ["Fe"]])
    act(state, "place Fe 2,0")
    assert refused(state, "place Au 2,0").key == "needs_lower"
    assert refused(state, "place Au 0,0").key == "needs_lower"
    # a card that could lie there but breaks the turn's pattern is still refused by MT-5
    act(state, "place Cu 2,0")
    state.hands[0].append(1)  # a second copper
    assert refused(state, "place Cu 0,0").key == "one_metal_or_run"
