"""The medium Color Clash player: a few rules of thumb a decent human follows, from the view only.

- Call "Last card!" every time (with the play when it can, else inside the window), and catch anyone
  who forgot.
- Keep the colours you hold many of: play from your strongest colour, and name it with a wild.
- Save wilds, and above all the Wild Draw Four, for when nothing else fits or an opponent is close
  to going out; then hit the next player with Skip, Draw Two or a Wild Draw Four.
- Shed high-scoring cards before low ones when otherwise equal (CC-17 counts them against you).
"""

from __future__ import annotations

from collections.abc import Sequence

from chemcards.bots.base import Bot

from .cards import COLOUR, DRAW_TWO, NO_COLOUR, POINTS, REVERSE, SKIP, WILD, WILD_DRAW_FOUR
from .notation import CALL, CATCH, COLOR, DRAW, KEEP, PASS, PLAY, Action
from .view import ColorClashView

#: an opponent holding this many cards or fewer is "close to out"
CLOSE_TO_OUT = 2


class ColorClashHeuristic(Bot):
    level = "medium"

    def choose(self, view: ColorClashView, legal: Sequence[Action]) -> Action:
        if len(legal) == 1:
            return legal[0]
        by_kind: dict[int, list[Action]] = {}
        for action in legal:
            by_kind.setdefault(action.kind, []).append(action)
        if CALL in by_kind:  # CC-10: call in time
            return by_kind[CALL][0]
        if CATCH in by_kind:  # CC-11: catch others
            return by_kind[CATCH][0]
        per_colour = self._colours(view)
        if COLOR in by_kind:  # CC-4: name the colour held most
            return max(by_kind[COLOR], key=lambda a: (per_colour[a.colour], -a.colour))
        plays = by_kind.get(PLAY, [])
        if plays:
            called = [a for a in plays if a.call]
            if called:  # CC-10: switch the call on with the second-to-last card
                plays = called
            scored = [(self._score(view, a, per_colour), self.rng.random(), a) for a in plays]
            best_score, _, best = max(scored, key=lambda t: (t[0], t[1]))
            fallback = by_kind.get(DRAW) or by_kind.get(KEEP)
            if best_score > -40 or not fallback:
                return best
            return fallback[0]
        for kind in (DRAW, KEEP, PASS):
            if kind in by_kind:
                return by_kind[kind][0]
        return legal[self.rng.randbelow(len(legal))]

    @staticmethod
    def _colours(view: ColorClashView) -> list[int]:
        per_colour = [0, 0, 0, 0]
        for face in view.hand:
            if COLOUR[face] != NO_COLOUR:
                per_colour[COLOUR[face]] += 1
        return per_colour

    def _score(self, view: ColorClashView, action: Action, per_colour: list[int]) -> float:
        following = view.next_seat()  # plays are only legal on our own turn: current is us
        next_close = following != view.seat and view.counts[following] <= CLOSE_TO_OUT
        anyone_close = any(c <= CLOSE_TO_OUT for s, c in enumerate(view.counts)
                           if s != view.seat and s not in view.out)
        rank = action.rank
        score = POINTS[action.face] / 10
        if COLOUR[action.face] == NO_COLOUR:
            score += 2 * per_colour[action.colour]  # name the colour held most
            if rank == WILD_DRAW_FOUR:
                score += 30 if next_close else (-10 if anyone_close else -60)  # hold it
            elif rank == WILD:
                score -= 20
        else:
            score += 3 * per_colour[COLOUR[action.face]]  # play from the strongest colour
            if rank in (SKIP, DRAW_TWO):
                score += 25 if next_close else -2
            elif rank == REVERSE:
                score += 15 if next_close else -2
        return score
