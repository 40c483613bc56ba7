"""The medium computer player: find the best compound in the hand, build it step by step, shield it
when it is worth it, pay with few cards, attack the leader where it hurts.

It sees only its view and the legal actions. The plan is recomputed from the hand on every call
(the hand includes the draft, so the same plan comes back and the steps stay consistent).
"""

from __future__ import annotations

from collections.abc import Sequence

from chemcards.bots.base import Bot

from .actions import Action, Add, Attack, Drop, Lay, Pay, Skip, Stop
from .catalogue import catalogue
from .search import Unit, best, units
from .state import ATTACK, BUILD, PAY, View

ATTACK_VALUE = 5.0  # an attack on a leader's compound is worth about this many points
SHIELD_FROM = 9  # shield compounds worth at least this many points (when a spare joker exists)


def unit_value(u: Unit, targets: bool) -> float:
    """Points, plus attacks when there is something to attack, less half the points an artificial
    card costs (the paid cards leave the hand but their points were not yet scored)."""
    value = float(u.points) + (ATTACK_VALUE * u.attacks if targets else 0.0) + 0.5 * u.black
    value -= 0.5 * sum(u.debts)
    value -= 1.5 * u.jokers  # a joker could have been a shield
    return max(value, 0.1)


def plan(view: View) -> tuple[int, ...]:
    """The units of the best compound in this seat's hand (empty: none)."""
    assert view.hand is not None and view.seat is not None
    targets = any(row for s, row in enumerate(view.table) if s != view.seat)
    values = {u.index: unit_value(u, targets) for u in units()}
    chosen, _ = best(view.hand, values)
    return chosen


class ChemieHeuristic(Bot):
    level = "medium"

    def choose(self, view: View, legal: Sequence[Action]) -> Action:
        if view.phase == BUILD:
            return self._build(view, legal)
        if view.phase == PAY:
            return self._pay(legal)
        if view.phase == ATTACK:
            return self._attack(view, legal)
        return legal[0]

    def _build(self, view: View, legal: Sequence[Action]) -> Action:
        target = list(plan(view))
        draft = list(view.draft)
        for u in draft:
            if u in target:
                target.remove(u)
            elif Drop(u) in legal:
                return Drop(u)
        for u in target:
            if Add(u) in legal:
                return Add(u)
        if not target and view.draft:
            from .compounds import points
            from .search import compound_of

            if points(compound_of(view.draft)) >= SHIELD_FROM and Lay(True) in legal:
                return Lay(True)
            if Lay(False) in legal:
                return Lay(False)
        return Skip() if Skip() in legal else legal[0]

    @staticmethod
    def _pay(legal: Sequence[Action]) -> Action:
        els = catalogue().elements
        pays = [a for a in legal if isinstance(a, Pay)]
        # the most points per card first (fewest cards lost); among equals the least useful card
        return max(pays, key=lambda a: (els[a.card].points, -len(els[a.card].charges), -a.card))

    @staticmethod
    def _attack(view: View, legal: Sequence[Action]) -> Action:
        attacks = [a for a in legal if isinstance(a, Attack)]
        if not attacks:
            return Stop()
        scores = view.scores()
        placed = {p.id: (s, p) for s, row in enumerate(view.table) for p in row}

        def worth(a: Attack) -> tuple[float, ...]:
            owner, p = placed[a.target]
            destroys = p.protection() == 0
            return (scores[owner] + (p.points if destroys else 0) * 2.0, destroys, p.points, -a.target)

        return max(attacks, key=worth)
