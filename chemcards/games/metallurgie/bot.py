"""The medium computer player for Metallurgie: one step at a time, judged on the field it leaves.

It reads only its view and the legal actions. Each candidate step is scored by what it does to the
field: finishing an area it can score now is worth most; laying a card that lets its own hand finish
an area this turn comes next; growing an area is worth a little. Against that stands the danger of
leaving an area the next player finishes with a card or two (weighted by how likely they hold that
metal, from the unseen cards). The gamble (turning the top card) is timed: near the end of the pile
the stop card may come, which a leader welcomes and a trailer avoids.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from chemcards.bots.base import Bot

from . import hexgrid
from .actions import END, PASS, PLACE, REMOVE, REVEAL, SCORE, Action
from .catalogue import IRON, catalogue
from .state import REVEALED
from .view import MetallurgieView, unseen_metals

SCORE_NOW = 100.0
FINISH_WITH_HAND = 60.0
GROWTH = 2.0
DANGER_ONE = 45.0  # the next player scores with one card of that metal
DANGER_TWO = 20.0  # ... with two
STOP_SWING = 150.0  # how much the stop card coming now is worth to a leader (or costs a trailer)
GAMBLE = 12.0  # a turned card is a free card on the field


def label_areas(field: Mapping[int, int]) -> dict[int, int]:
    """Position -> index of its area; sizes in the returned dict under negative keys -1-index."""
    labels: dict[int, int] = {}
    index = 0
    for pos in field:
        if pos in labels:
            continue
        part = hexgrid.area(field, pos)
        for p in part:
            labels[p] = index
        labels[-1 - index] = len(part)
        index += 1
    return labels


def best_merge(field: Mapping[int, int], labels: Mapping[int, int], metal: int) -> int:
    """The largest area of ``metal`` one more card of it can make (the next player's best card)."""
    if metal == IRON:
        spots: Sequence[int] | set[int] = hexgrid.frontier(field)
    else:
        spots = [p for p, t in field.items() if t == metal - 1]
    best = 0
    for spot in spots:
        joined: set[int] = set()
        for step in hexgrid.NEIGHBOURS:
            n = spot + step
            if field.get(n) == metal:
                joined.add(labels[n])
        size = 1 + sum(labels[-1 - i] for i in joined)
        best = max(best, size)
    return best


class MetallurgieHeuristic(Bot):
    level = "medium"

    def choose(self, view: MetallurgieView, legal: Sequence[Action]) -> Action:
        if len(legal) == 1:
            return legal[0]
        scores = [a for a in legal if a.kind == SCORE]
        if scores:  # points are never declined; higher metals first, their removal may chain
            return max(scores, key=lambda a: (a.metal, -a.pos))
        field = view.field_map()
        odds = self._odds(view)
        if legal[0].kind == REMOVE:
            return self._best(legal, lambda a: self._removal_value(field, view.scoring_metal, a.pos, odds))
        return self._best(legal, lambda a: self._step_value(view, field, a, odds))

    def _best(self, legal: Sequence[Action], value: Callable[[Action], float]) -> Action:
        best: Action | None = None
        best_value = float("-inf")
        for action in legal:
            v = value(action) + self.rng.random() * 0.01  # tie-break without favouring the top-left
            if v > best_value:
                best, best_value = action, v
        assert best is not None
        return best

    # -- how dangerous a field is for us ---------------------------------------------------------------
    def _odds(self, view: MetallurgieView) -> list[tuple[float, float]]:
        """Per metal: chance the next player holds at least one, and at least two, of it."""
        unseen = unseen_metals(view)
        total = len(unseen) or 1
        hand = catalogue().hand_size
        odds = []
        for m in range(catalogue().metals):
            f = unseen.count(m) / total
            none = (1 - f) ** hand
            one = hand * f * (1 - f) ** (hand - 1)
            odds.append((1 - none, max(0.0, 1 - none - one)))
        return odds

    def _danger(self, field: Mapping[int, int], odds: list[tuple[float, float]]) -> float:
        labels = label_areas(field)
        mins = catalogue().min_area
        danger = 0.0
        for m, (p1, p2) in enumerate(odds):
            reach = best_merge(field, labels, m)
            if reach >= mins[m]:
                danger += DANGER_ONE * p1
            elif reach + 1 >= mins[m]:
                danger += DANGER_TWO * p2
        return danger

    # -- steps -------------------------------------------------------------------------------------
    def _step_value(self, view: MetallurgieView, field: dict[int, int], action: Action,
                    odds: list[tuple[float, float]]) -> float:
        if action.kind == PLACE:
            return self._place_value(view, field, action, odds)
        if action.kind in (END, PASS):
            return -self._danger(field, odds)
        if action.kind == REVEAL:
            return GAMBLE + self._stop_value(view) - self._danger(field, odds)
        return 0.0

    def _place_value(self, view: MetallurgieView, field: dict[int, int], action: Action,
                     odds: list[tuple[float, float]]) -> float:
        metal, pos = action.metal, action.pos
        before = field.get(pos)
        field[pos] = metal
        try:
            size = len(hexgrid.area(field, pos))
            need = catalogue().min_area[metal]
            if size >= need:
                return SCORE_NOW + size - need
            hand = view.hand or ()
            spare = hand.count(metal) - (0 if view.phase == REVEALED else 1)
            after = (*view.placed, pos)
            more_of_it = len(after) == 1 or after[1] != after[0]  # MT-5: not inside a run
            if more_of_it and size + spare >= need:
                return FINISH_WITH_HAND + size
            return GROWTH * size - self._danger(field, odds)
        finally:
            if before is None:
                del field[pos]
            else:
                field[pos] = before

    def _removal_value(self, field: dict[int, int], metal: int, pos: int,
                       odds: list[tuple[float, float]]) -> float:
        """Prefer removals that open a chain in the layer below, then those that leave little danger."""
        before = field[pos]
        if metal == IRON:
            del field[pos]
        else:
            field[pos] = metal - 1
        try:
            value = -self._danger(field, odds)
            if metal != IRON:
                size = len(hexgrid.area(field, pos))
                value += GROWTH * size
                if size >= catalogue().min_area[metal - 1]:
                    value += SCORE_NOW
            return value
        finally:
            field[pos] = before

    def _stop_value(self, view: MetallurgieView) -> float:
        """MT-14 timing: the stop card lies uniformly among the last five cards of the pile."""
        depth = catalogue().stop_depth
        if view.stop_out or view.pile_count > depth or view.pile_count == 0:
            return 0.0
        chance = 1 / view.pile_count
        me = view.scores[self.seat]
        best_other = max(s for i, s in enumerate(view.scores) if i != self.seat)
        if me > best_other:
            return STOP_SWING * chance
        return -STOP_SWING * chance
