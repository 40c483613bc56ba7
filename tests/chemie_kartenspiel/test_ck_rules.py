"""The engine's rules: setup, turns, end, shields, payment and attacks (CK-2, CK-6…CK-10, CK-19…CK-22)."""

from __future__ import annotations

import pytest
from ck_helpers import build, cards, census, new_game, rig, seats

from chemcards.core.match import Match
from chemcards.core.protocol import IllegalAction
from chemcards.core.rng import Rng
from chemcards.games.chemie_kartenspiel import GAME
from chemcards.games.chemie_kartenspiel.actions import Add, Attack, Drop, Lay, Pay, Skip, Stop
from chemcards.games.chemie_kartenspiel.catalogue import catalogue
from chemcards.games.chemie_kartenspiel.compounds import parse_compound, points
from chemcards.games.chemie_kartenspiel.notation import parse_unit
from chemcards.games.chemie_kartenspiel.state import ATTACK, BUILD, OVER, PAY, Placed, State


def refuse(state, seat, action) -> IllegalAction:
    before = GAME.state_json(state)
    with pytest.raises(IllegalAction) as err:
        GAME.apply(state, seat, action)
    assert GAME.state_json(state) == before
    return err.value


class FixedRoll(Rng):
    """A seeded Rng whose die always shows ``value`` (shuffles stay seeded)."""

    def __init__(self, value: int) -> None:
        super().__init__(7)
        self.value = value

    def roll(self, sides: int = 6) -> int:
        return self.value

    def clone(self) -> Rng:
        return FixedRoll(self.value)


def test_ck2_player_limits_per_mode() -> None:
    GAME.check_players(6)
    new_game(6, mode="family")
    with pytest.raises(ValueError, match="CK-2"):
        new_game(5, mode="competitive")
    new_game(4, mode="competitive")
    with pytest.raises(ValueError):
        GAME.check_players(7)


def test_ck2_decks_option_per_seat_and_unknown_decks() -> None:
    opts = GAME.resolve_options({"mode": "competitive", "decks": "starter-b;starter-a"})
    assert opts["decks"] == "starter-b;starter-a"
    with pytest.raises(ValueError, match="unknown deck"):
        GAME.resolve_options({"mode": "competitive", "decks": "nonsense"})
    with pytest.raises(ValueError, match="decks"):
        GAME.new_state(seats(3), {"mode": "competitive", "decks": "starter-a;starter-b"}, Rng(1))


def test_ck2_deck_file_becomes_inline_in_options(tmp_path) -> None:
    from chemcards.games.chemie_kartenspiel.decks import builtin_decks, deck_toml

    path = tmp_path / "mine.toml"
    path.write_text(deck_toml("mine", builtin_decks()["starter-a"].counts), encoding="utf-8")
    opts = GAME.resolve_options({"mode": "competitive", "decks": [f"file:{path}", "starter-b"]})
    first = opts["decks"].split(";")[0]
    assert first.startswith("inline:")
    path.unlink()  # a record replays without the file
    state = GAME.new_state(seats(2), opts, Rng(3))
    assert sum(state.decks[0]) == 54


def test_ck7_seven_cards_each_rest_is_the_pile() -> None:
    state = new_game(4, seed=3)
    assert [sum(h) for h in state.hands] == [7, 7, 7, 7]
    assert len(state.piles) == 1 and len(state.piles[0]) == 108 - 28


def test_ck6_competitive_own_decks_and_piles() -> None:
    state = new_game(3, seed=2, mode="competitive")
    assert len(state.piles) == 3
    assert all(sum(d) == 54 for d in state.decks)
    assert [len(p) for p in state.piles] == [47, 47, 47]


def test_ck8_left_of_dealer_starts_and_roll_decides_the_draw() -> None:
    state = rig(["H Cl Na", "K"], pile="O*10")
    state.rng = FixedRoll(5)
    assert GAME.to_act(state) == (0,)
    build(state, 0, "H(+1)", "Cl")
    events = GAME.apply(state, 0, Lay())
    assert [e.kind for e in events] == ["lay", "roll", "draw"]
    assert events[1].data == (5,) and events[2].data == (5,)
    assert sum(state.hands[0]) == 1 + 5 and state.current == 1 and state.phase == BUILD


def test_ck8_roll_goes_through_the_rng() -> None:
    rolls = []
    for seed in range(30):
        state = rig(["H Cl", "K"], pile="O*10", seed=seed)
        state.rng = Rng(seed)
        build(state, 0, "H(+1)", "Cl")
        rolls.append(GAME.apply(state, 0, Lay())[1].data[0])
    assert set(rolls) <= set(range(1, 7)) and len(set(rolls)) > 3


def test_ck8_skip_draws_four() -> None:
    state = rig(["H Cl", "K"], pile="O*10")
    events = GAME.apply(state, 0, Skip())
    assert [e.kind for e in events] == ["skip", "draw"] and events[1].data == (4,)
    assert sum(state.hands[0]) == 6 and state.hands[0][catalogue().by_symbol["O"]] == 4


def test_ck8_skip_returns_the_draft_to_the_hand() -> None:
    state = rig(["H Cl", "K"], pile="O*10")
    build(state, 0, "H(+1)")
    GAME.apply(state, 0, Skip())
    assert state.draft == () and sum(state.hands[0]) == 6


def test_ck9_score_is_the_sum_of_standing_compounds() -> None:
    state = rig(["H Cl Na Cl", "K"], pile="O*3")
    state.rng = FixedRoll(1)
    build(state, 0, "H(+1)", "Cl")
    GAME.apply(state, 0, Lay())
    assert GAME.view(state, 1).scores() == (3, 0)


def test_ck10_fewer_cards_than_needed_ends_at_once_without_drawing() -> None:
    state = rig(["H Cl", "K"], pile="O*3")
    state.rng = FixedRoll(4)
    build(state, 0, "H(+1)", "Cl")
    events = GAME.apply(state, 0, Lay())
    assert events[-1].kind == "end" and events[-1].data == (4, 3)
    assert state.phase == OVER and len(state.piles[0]) == 3 and sum(state.hands[0]) == 0
    assert GAME.outcome(state).winners == (0,)
    assert GAME.legal_actions(state, 1) == []


def test_ck10_drawing_exactly_the_rest_goes_on_and_the_next_draw_ends() -> None:
    state = rig(["H Cl", "K"], pile="O*3")
    state.rng = FixedRoll(3)
    build(state, 0, "H(+1)", "Cl")
    GAME.apply(state, 0, Lay())
    assert state.phase == BUILD and state.current == 1 and state.piles[0] == []
    events = GAME.apply(state, 1, Skip())
    assert events[-1].kind == "end" and state.phase == OVER and state.ended_by == 1


def test_ck6_competitive_end_rule_looks_at_own_pile() -> None:
    state = rig(["Na Cl", "K"], pile="O*2", mode="competitive")
    state.piles[1] = []
    state.rng = FixedRoll(2)
    build(state, 0, "Na", "Cl")
    GAME.apply(state, 0, Lay())
    assert state.phase == BUILD and sum(state.hands[0]) == 2  # own pile held exactly 2
    GAME.apply(state, 1, Skip())
    assert state.phase == OVER and state.ended_by == 1


def test_ck12_refusal_names_the_committed_charge() -> None:
    state = rig(["Fe*2 O*3 Cl", "K"], pile="O*10")
    build(state, 0, "Fe(+3)")
    err = refuse(state, 0, Add(parse_unit("Fe(+2)")))
    assert err.key == "one_charge"


def test_ck13_building_a_divisible_compound_is_refused_with_the_reason() -> None:
    """Example 2 through the engine: after Fe(+3), Cu(+2) can only end in a divisible compound."""
    state = rig(["Fe Cu Cl O*2", "K"], pile="O*10")
    build(state, 0, "Fe(+3)")
    err = refuse(state, 0, Add(parse_unit("Cu(+2)")))
    assert err.key == "no_completion"
    build(state, 0, "Cl", "O")
    assert refuse(state, 0, Add(parse_unit("O"))).key == "draft_complete"
    state2 = rig(["Cu O*2 Fe Cl", "K"], pile="O*10")
    build(state2, 0, "Cu(+2)")
    assert refuse(state2, 0, Lay()).key == "charge_not_zero"


def test_draft_drop_and_lay_only_when_complete() -> None:
    state = rig(["H Cl Na", "K"], pile="O*10")
    assert Lay() not in GAME.legal_actions(state, 0)
    build(state, 0, "Na")
    assert Drop(parse_unit("Na")) in GAME.legal_actions(state, 0)
    GAME.apply(state, 0, Drop(parse_unit("Na")))
    assert state.draft == ()
    assert refuse(state, 0, Drop(parse_unit("Na"))).key == "not_in_draft"


def test_ck14_stable_card_alone_through_the_engine() -> None:
    state = rig(["Au Na", "K"], pile="O*10")
    state.rng = FixedRoll(1)
    build(state, 0, "Au(0)")
    GAME.apply(state, 0, Lay())
    assert state.table[0][0].points == 8
    assert refuse(state, 1, Add(parse_unit("K"))).key == "no_completion"


def test_ck19_shield_one_per_compound_and_joker_gives_none() -> None:
    state = rig(["Cl O*2 Protomaterie*3 K", "Na"], pile="O*10")
    state.rng = FixedRoll(1)
    build(state, 0, "[ClO2**]", "K")
    assert Lay(True) in GAME.legal_actions(state, 0)
    GAME.apply(state, 0, Lay(True))
    placed = state.table[0][0]
    assert placed.shield and placed.protection() == 1  # two jokers inside protect nothing
    assert str(placed.compound) == "[ClO2**]K+P"


def test_ck19_no_shield_without_a_spare_protomaterie() -> None:
    state = rig(["Cl O*2 Protomaterie*2 K", "Na"], pile="O*10")
    build(state, 0, "[ClO2**]", "K")
    assert Lay(True) not in GAME.legal_actions(state, 0)
    assert refuse(state, 0, Lay(True)).key == "no_shield"


def test_ck20_artificial_card_paid_with_exactly_its_points() -> None:
    state = rig(["Tc Cl*7 Fe Cu H", "Na"], pile="O*10")  # Tc worth 5: pay Fe(2) + Cu(2) + H(1)
    state.rng = FixedRoll(1)
    build(state, 0, "Tc", *["Cl"] * 7)
    GAME.apply(state, 0, Lay())
    assert state.phase == PAY and state.owed == (5,)
    legal = GAME.legal_actions(state, 0)
    assert set(legal) == {Pay(catalogue().by_symbol[s]) for s in ("Fe", "Cu", "H")}
    pile_before = len(state.piles[0])
    for s in ("Fe", "Cu"):
        GAME.apply(state, 0, Pay(catalogue().by_symbol[s]))
    assert state.owed == (1,) and len(state.piles[0]) == pile_before + 2
    assert refuse(state, 1, Skip()).key == "not_your_turn"
    GAME.apply(state, 0, Pay(catalogue().by_symbol["H"]))
    assert state.current == 1 and sum(state.hands[0]) == 1  # drew the roll of 1


def test_ck20_unpayable_artificial_card_cannot_be_built() -> None:
    state = rig(["Tc Cl*7 Fe", "Na"], pile="O*10")  # only 2 points left to pay 5
    assert Add(parse_unit("Tc")) not in GAME.legal_actions(state, 0)
    assert refuse(state, 0, Add(parse_unit("Tc"))).key == "no_completion"


def test_ck20_a_payment_that_would_get_stuck_is_refused() -> None:
    state = rig(["Tc Cl*7 Ra Fe Ag H", "Na"], pile="O*10")  # 5 = Ra or Ag+H; Fe (2) fits nothing
    build(state, 0, "Tc", *["Cl"] * 7)
    GAME.apply(state, 0, Lay())
    sym = catalogue().by_symbol
    assert set(GAME.legal_actions(state, 0)) == {Pay(sym["Ra"]), Pay(sym["Ag"]), Pay(sym["H"])}
    assert refuse(state, 0, Pay(sym["Fe"])).key == "bad_payment"
    assert refuse(state, 0, Pay(sym["Na"])).key == "no_card"


def _with_target(protection: str) -> tuple:
    """Seat 0 holds U + 2 O (one attack); seat 1 has compound no. 1 with the given protection."""
    state = rig(["U O*2 Na", "K"], pile="O*20")
    state.rng = FixedRoll(1)
    compound_text = {"none": "NaCl", "shield": "NaCl+P", "border": "Pb(+2)O", "both": "Pb(+2)O+P"}[protection]
    from chemcards.games.chemie_kartenspiel.compounds import black_borders, parse_compound, points

    comp = parse_compound(compound_text)
    state.table[1].append(Placed(1, comp, points(comp), comp.shield, black_borders(comp), 0))
    state.next_id = 2
    deck = list(state.decks[0])
    for c, n in comp.cards().items():
        deck[c] += n
    state.decks = [tuple(deck)]
    return state, comp


def test_ck21_radioactive_card_allows_one_attack_never_on_own() -> None:
    state, _ = _with_target("none")
    build(state, 0, "U(+4)", "O", "O")
    GAME.apply(state, 0, Lay())
    assert state.phase == ATTACK and state.attacks_left == 1
    assert set(GAME.legal_actions(state, 0)) == {Attack(1), Stop()}
    assert refuse(state, 0, Attack(2)).key == "own_compound"
    assert refuse(state, 0, Attack(99)).key == "no_such_compound"


def test_ck21_no_target_means_the_attack_is_lost() -> None:
    state = rig(["U O*2", "K"], pile="O*20")
    state.rng = FixedRoll(1)
    build(state, 0, "U(+4)", "O", "O")
    events = GAME.apply(state, 0, Lay())
    assert [e.kind for e in events] == ["lay", "no_target", "roll", "draw"]


def test_ck22_unprotected_compound_is_destroyed_and_shuffled_back() -> None:
    state, comp = _with_target("none")
    build(state, 0, "U(+4)", "O", "O")
    GAME.apply(state, 0, Lay())
    pile = len(state.piles[0])
    events = GAME.apply(state, 0, Attack(1))
    assert events[0].data == (1, 1, "destroyed", "NaCl") and state.table[1] == []
    assert len(state.piles[0]) == pile + len(comp.card_list()) - 1  # minus the card drawn after the roll
    assert census(state) == [tuple(state.decks[0])]


def test_ck22_shield_first_then_black_border_then_destruction() -> None:
    state, _ = _with_target("both")
    build(state, 0, "U(+4)", "O", "O")
    GAME.apply(state, 0, Lay())
    GAME.apply(state, 0, Attack(1))
    assert state.table[1][0].shield is False and state.table[1][0].blocks == 1
    assert census(state) == [tuple(state.decks[0])]
    state.current, state.phase, state.attacks_left = 0, ATTACK, 2  # as if a second radioactive card
    GAME.apply(state, 0, Attack(1))
    assert state.table[1][0].blocks == 0 and state.table[1][0].turned == 1
    assert state.table[1][0].points == 5  # a turned card keeps its points
    GAME.apply(state, 0, Attack(1))
    assert state.table[1] == []


def _two_attacks_two_targets() -> State:
    """Seat 0 has laid PuCl₄ and paid for it (Pu: 2 attacks, artificial, 9 points; CK-20, CK-21);
    seat 1 holds KCl (no. 1) and NaCl (no. 2)."""
    state = rig(["Pu Cl*4 O*9 H", "K"], pile="O*20")
    state.rng = FixedRoll(1)
    for i, text in enumerate(("KCl", "NaCl")):
        comp = parse_compound(text)
        state.table[1].append(Placed(i + 1, comp, points(comp), False, 0, 0))
    state.next_id = 3
    build(state, 0, "Pu(+4)", "Cl", "Cl", "Cl", "Cl")
    GAME.apply(state, 0, Lay())
    for _ in range(9):
        GAME.apply(state, 0, Pay(catalogue().by_symbol["O"]))
    assert state.phase == ATTACK and state.attacks_left == 2
    return state


def test_ck22_two_attacks_may_pick_targets_anew() -> None:
    state = _two_attacks_two_targets()
    GAME.apply(state, 0, Attack(2))
    assert state.attacks_left == 1 and [p.id for p in state.table[1]] == [1]
    GAME.apply(state, 0, Attack(1))
    assert state.table[1] == [] and state.current == 1


def test_stop_forgoes_the_remaining_attacks() -> None:
    state, _ = _with_target("none")
    build(state, 0, "U(+4)", "O", "O")
    GAME.apply(state, 0, Lay())
    events = GAME.apply(state, 0, Stop())
    assert events[0].kind == "stop" and state.table[1] and state.current == 1
    # no attack was made: the log says "makes no attack", not "no further attack" (pt25 en 7)
    assert events[0].data == (0,)
    names = ("Ann", "Bob")
    assert GAME.event_text(events[0], "en", names, viewer=1) == "Ann makes no attack"
    assert GAME.event_text(events[0], "en", names, viewer=0) == "You make no attack"
    assert GAME.event_text(events[0], "zh", names, viewer=1) == "Ann 放弃攻击"


def test_ck21_stop_after_an_attack_forgoes_the_further_ones() -> None:
    """Pu: two attacks (CK-21); one made, then stop: the log says "no further attack"."""
    state = _two_attacks_two_targets()
    GAME.apply(state, 0, Attack(2))
    events = GAME.apply(state, 0, Stop())
    assert events[0].kind == "stop" and events[0].data == (1,)
    assert GAME.event_text(events[0], "en", ("Ann", "Bob"), viewer=1) == "Ann makes no further attack"


def test_wrong_phase_and_wrong_seat_are_refused() -> None:
    state = rig(["H Cl", "K"], pile="O*10")
    assert refuse(state, 1, Skip()).key == "not_your_turn"
    assert refuse(state, 0, Stop()).key == "phase_build"
    assert refuse(state, 0, Pay(cards("H")[0])).key == "phase_build"


def test_match_records_and_replays_a_game() -> None:
    match = Match(GAME, seats(3), {"mode": "family"}, seed=11)
    rng = Rng(5)
    while match.outcome() is None:
        seat = match.to_act()[0]
        legal = match.legal(seat)
        match.act(seat, legal[rng.randbelow(len(legal))])
    again = Match.from_record(match.record)
    assert GAME.state_json(again.state) == GAME.state_json(match.state)


def test_ck9_evaluate_ranks_by_score_and_clone_keeps_the_original_chance() -> None:
    state = rig(["H Cl Na Cl", "K"], pile="O*30")
    before_lay = GAME.evaluate(state)
    assert all(0.0 < v < 1.0 for v in before_lay)
    build(state, 0, "H(+1)", "Cl")
    twin = GAME.clone(state)
    before = state.rng.randbelow(1 << 30)  # the original draws; the clone copies on first use
    GAME.apply(twin, 0, Lay())
    after = GAME.evaluate(twin)
    held = GAME.clone(state)
    held.current = twin.current  # the same seat to move: the judgement gives the mover a bonus
    before_lay = GAME.evaluate(held)
    # CK-9: points laid count more than the same cards held, so laying raises the layer's value
    assert after[0] > before_lay[0] and after[1] < before_lay[1]
    assert twin.rng is not state.rng and state.table[0] == []
    assert isinstance(before, int)


def test_ck9_evaluate_is_even_for_equal_seats_and_grows_with_the_lead() -> None:
    state = rig(["H Cl", "H Cl"], pile="O*30")
    mover = state.current  # equal seats differ only by who moves next (two-player judgement)
    other = GAME.clone(state)
    other.current = 1 - mover
    assert GAME.evaluate(state)[mover] == GAME.evaluate(other)[1 - mover] >= 0.5
    assert sum(GAME.evaluate(state)) == pytest.approx(1.0)
    comp = parse_compound("HCl")
    leads = []
    for n in range(1, 4):
        state.table[0] = [Placed(i, comp, points(comp), False, 0, 0) for i in range(n)]
        leads.append(GAME.evaluate(state)[0])
    assert leads == sorted(leads) and len(set(leads)) == 3 and leads[-1] < 1.0


def test_ck10_evaluate_counts_held_cards_less_when_the_pile_runs_out() -> None:
    """Cards still in hand are lost when the game ends (CK-10): near the end they count less."""
    full = rig(["Au Au Au", "H"], pile="O*30")
    empty = rig(["Au Au Au", "H"], pile="O")
    assert GAME.evaluate(full)[0] > GAME.evaluate(empty)[0] > 0.5


def test_ck22_destroying_a_compound_whose_shield_is_used_returns_each_card_once() -> None:
    """Found by the census property: the used shield must not go back a second time."""
    state, _ = _with_target("shield")
    state.rng = FixedRoll(1)
    build(state, 0, "U(+4)", "O", "O")
    GAME.apply(state, 0, Lay())
    GAME.apply(state, 0, Attack(1))  # shield used up
    state.current, state.phase, state.attacks_left = 0, ATTACK, 1
    GAME.apply(state, 0, Attack(1))  # destroyed
    assert state.table[1] == []
    assert census(state) == [tuple(state.decks[0])]
