"""The easy CHEMIS player (``ChemisEasy``, play-through 24, de 4): random play laid acids, bases and
toxic gases into its own zone and died in the second or third round. Easy never harms its own side,
plays a normal-length game (``test_bots_easy_length.py``) and stays easy to beat."""

from __future__ import annotations

import pytest

from chemcards.bots.levels import make_bot
from chemcards.bots.simulate import SimConfig, simulate
from chemcards.core.match import Match
from chemcards.core.registry import get_game
from chemcards.core.rng import Rng
from chemcards.core.seats import Seat
from chemcards.games.chemis import chem
from chemcards.games.chemis.actions import Form, Function, Salt
from chemcards.games.chemis.bot import ChemisEasy
from chemcards.games.chemis.state import Judgement


@pytest.mark.parametrize("players", [2, 4])
def test_easy_never_lays_a_harmful_substance_into_its_own_zone(players: int) -> None:
    """CH-16/CH-17: an acid, base, precipitate or toxic gas costs HP in the zone it lies in. Over
    seeded games against medium, easy plays no such substance into its own zone on its turn and no
    function card there but a filter (heat, cool, ignite and electrify start or change reactions,
    CH-23..CH-27, it does not foresee); it still plays (it is not a player who only ends its turn).
    In a judgement or dying round any play that saves it is fine."""
    chemis = get_game("chemis")
    plays = 0
    for g in range(20):
        easy = g % players
        seats = [Seat(f"s{s}", "computer", "easy" if s == easy else "medium") for s in range(players)]
        match = Match(chemis, seats, {}, seed=100 + g)
        bots = [make_bot(chemis, s, seat.level, Rng(7 * g + s)) for s, seat in enumerate(seats)]
        assert isinstance(bots[easy], ChemisEasy)
        for _ in range(4000):
            if match.outcome() is not None:
                break
            seat = match.to_act()[0]
            view = match.view(seat)
            action = bots[seat].choose(view, match.legal(seat))
            if seat == easy and view.window is None and isinstance(action, Form | Salt | Function):
                plays += 1
                if match.state.order[action.zone] == easy:
                    if isinstance(action, Function):
                        assert action.name == "filter", action
                    else:
                        harm = chem.DAMAGE.get(chem.special_class(action.formula), 0)
                        assert not harm, f"easy laid {action} into its own zone"
            match.act(seat, action)
        assert match.outcome() is not None
    assert plays > 20 * 5, plays


def test_easy_defends_its_own_zone_only_now_and_then() -> None:
    """CH-10: in a judgement of its own zone easy removes a harmful substance in about one case in
    four (``DEFEND_CHANCE``), never in an enemy's zone: a beginner misses most chances."""
    chemis = get_game("chemis")
    asked = defended = 0
    for g in range(60):
        match = Match(chemis, [Seat("e", "computer", "easy"), Seat("m", "computer", "medium")], {}, seed=g)
        bots = [make_bot(chemis, s, lvl, Rng(g * 3 + s)) for s, lvl in enumerate(("easy", "medium"))]
        while match.outcome() is None:
            seat = match.to_act()[0]
            view, legal = match.view(seat), match.legal(seat)
            action = bots[seat].choose(view, legal)
            w = view.window
            if seat == 0 and isinstance(w, Judgement) and len(legal) > 1:
                harmful = any(chem.DAMAGE.get(chem.special_class(it.formula), 0)
                              for it in view.items[w.zone] if it.uid in w.uids)
                if w.zone != 0 or not harmful:  # the window names a seat, an action an identity
                    assert str(action) == "pass", (w, action)
                else:
                    asked += 1
                    defended += str(action) != "pass"
            match.act(seat, action)
    assert asked >= 20, asked
    assert 0.05 <= defended / asked <= 0.5, (defended, asked)


def test_chemis_easy_stays_easy_to_beat() -> None:
    """Medium wins clearly more than half of two-player games against easy (200 games, seats rotated;
    85 % in docs/bots.md). Random play, which poisoned itself, lost every game."""
    summary, _ = simulate(SimConfig("chemis", ("medium", "easy"), games=200, seed=1, rotate=True))
    assert summary.seats[0].ci_low > 0.7, summary.seats[0]
