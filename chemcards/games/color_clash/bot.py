"""Color Clash computer play: the medium player, and the two hooks the hard player's search uses.

The easy player (``ColorClashEasy``) plays at random among the plays but never draws when it could
play. The medium player (``ColorClashHeuristic``) follows a few rules of thumb a decent human follows,
from the view only:

- Call "Last card!" every time (with the play when it can, else inside the window), and catch anyone
  who forgot.
- Keep the colours you hold many of: play from your strongest colour, and name it with a wild.
- Save wilds, and above all the Wild Draw Four, for when nothing else fits or an opponent is close
  to going out; then hit the next player with Skip, Draw Two or a Wild Draw Four.
- Shed high-scoring cards before low ones when otherwise equal (CC-17 counts them against you).

The search hooks (``Game.rollout_action`` / ``Game.evaluate``, used by ``chemcards.bots.ismcts``) run
on full sampled states inside the search, thousands of times a second, so they are the same rules
of thumb cut down to bit tests (``rollout_choice``) and a closed formula (``evaluate_position``).
Why they matter (docs/bots.md): with uniform or play-first playouts the hard level was only level
with medium; playouts in which both sides play like medium, cut after ``ROLLOUT_CAP`` actions and
judged by hand sizes, made it clearly stronger and three times faster.
"""

from __future__ import annotations

import math
import time
from collections.abc import Sequence
from typing import Any

from chemcards.bots.base import Bot
from chemcards.bots.ismcts import ISMCTSBot, SearchStats
from chemcards.core.protocol import REFEREE, Event
from chemcards.core.rng import Rng

from .actions import CALL, CATCH, COLOR, DRAW, DRAW_ACTION, KEEP, KEEP_ACTION, PASS, PLAY, Action
from .catalogue import (
    BIT,
    COLOUR,
    COLOUR_MASK,
    DRAW_TWO,
    FACE_BY_TEXT,
    FACES,
    NO_COLOUR,
    PLAYABLE,
    POINTS,
    RANK,
    REVERSE,
    SKIP,
    WD4_FACE,
    WILD,
    WILD_DRAW_FOUR,
    WILD_FACE,
    colour_of,
    hand_points,
)
from .state import WINDOW, State
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
        anyone_close = any(
            c <= CLOSE_TO_OUT for s, c in enumerate(view.counts) if s != view.seat and s not in view.out
        )
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


class ColorClashEasy(Bot):
    """The easy player: a careless beginner who plays a normal-length game (issue 12, point 4).

    Uniformly random play drew a card on about half of its turns although it could play, so four
    random players needed thousands of turns for one round. This player keeps the game moving and
    leaves the tactics out: it plays a random playable card and draws only when it must, or now and
    then by mistake (``DRAW_CHANCE``); it plays a drawn card it may play (CC-7). A wild names the
    colour it holds most (ties at random), as any beginner does: a random colour made it draw on the
    next turn, and a two-seat play for places (CC-16) dragged on (play-through 16, en 4). It
    switches "Last card!" on in advance only now and then (``PRECALL_CHANCE``; otherwise it calls
    inside the window, CC-10, where a quick opponent catches it first, CC-11) and does not catch
    others (``CATCH_CHANCE``). docs/bots.md has the game lengths against medium's, the two-seat end
    phases and medium's win rate."""

    level = "easy"

    #: chance of switching the call on with the second-to-last card (CC-10). At 0 a person at the
    #: screen, quicker than easy's call in the window (2.2-3.4 s, CC-14), caught it every time: two
    #: cards more each time it came down to one, so it never won a two-seat end phase and dragged it
    #: out (play-through 16, en 4: 119 decisions against one easy computer). One time in four keeps
    #: it easy to beat (a medium stand-in catching first wins 80 % of two-seat games) at about 1.5
    #: times medium's length (docs/bots.md)
    PRECALL_CHANCE = 0.25
    #: chance of catching when another player forgot to call (CC-11); every catch adds two cards to
    #: a hand, and at 0.1 six easy players needed 1.8 times medium's turns (0 gives 1.5 times)
    CATCH_CHANCE = 0.0
    #: chance of drawing on a turn although a card could be played (CC-7)
    DRAW_CHANCE = 0.05

    def choose(self, view: ColorClashView, legal: Sequence[Action]) -> Action:
        if len(legal) == 1:
            return legal[0]
        rng = self.rng
        plays = [a for a in legal if a.kind == PLAY]
        if plays and legal[-1].kind == DRAW and rng.random() < self.DRAW_CHANCE:
            return legal[-1]
        if plays:
            called = [a for a in plays if a.call]
            if called:
                plays = called if rng.random() < self.PRECALL_CHANCE else [a for a in plays if not a.call]
            chosen = plays[rng.randbelow(len(plays))]
            if COLOUR[chosen.face] == NO_COLOUR:  # a wild (CC-8): name the colour held most
                return self._held_most(view, [a for a in plays if a.face == chosen.face])
            return chosen
        kinds = {a.kind: a for a in legal}
        if CALL in kinds:
            return kinds[CALL]
        if CATCH in kinds:
            return kinds[CATCH] if rng.random() < self.CATCH_CHANCE else kinds.get(PASS, kinds[CATCH])
        for kind in (DRAW, KEEP, PASS):
            if kind in kinds:
                return kinds[kind]
        if legal[0].kind == COLOR:  # naming the colour of a first Wild (CC-4): the colour held most
            return self._held_most(view, list(legal))
        return legal[rng.randbelow(len(legal))]

    def _held_most(self, view: ColorClashView, naming: list[Action]) -> Action:
        """Of these actions that differ only in the colour they name, one naming a colour the hand
        holds most of, picked at random among ties."""
        per_colour = ColorClashHeuristic._colours(view)
        most = max(per_colour[a.colour] for a in naming)
        best = [a for a in naming if per_colour[a.colour] == most]
        return best[self.rng.randbelow(len(best))]


# -- search hooks: playouts and the judgement of a cut playout ------------------------------------------

#: playouts longer than this are cut and judged by ``evaluate_position``. Short playouts are less
#: noisy (a Color Clash round is mostly luck) and cheap: 20 actions is about two turns per seat at four.
ROLLOUT_CAP = 20
#: share of playout decisions taken uniformly at random among the plays, so that playouts do not all
#: follow one line
ROLLOUT_EPSILON = 0.1
#: Hand-size judgement: a seat's strength is ``HAND_WEIGHT / cards held`` (+ ``TEMPO`` for the seat
#: to move); win chances are a softmax of strengths. Fitted (logistic regression, 29 000 positions of
#: 600 medium-against-medium two-player games): 1/size predicted the winner better than size or
#: log size. With one card and the move a seat wins about three games in four.
HAND_WEIGHT = 1.21
TEMPO = 0.06
#: At more seats the same hand sizes decide more sharply: on positions of medium-like rounds (300
#: rounds per table size) the log loss of the judged winner was lowest with the strengths scaled by
#: about ``players / 2`` (2p: 1, 4p: 2, 6p: 2.5–3); the two-player fit above was too flat for bigger
#: tables (issue 18). ``False`` keeps the two-player scale at every table.
TABLE_SCALE = True
#: spread of totals (points) that makes a multi-round game about a coin flip, per round still to play
POINTS_SPREAD = 60.0
#: At three or more players a Wild or Wild Draw Four in hand counts as this many cards fewer (the
#: hand judged as at least ``WILD_FLOOR`` cards): a wild can be played on anything (CC-6), so a hand
#: with one is closer to out than its size says. Fitted like the table scale (log loss of the judged
#: winner on positions of medium rounds; issue 18): 4 players 1.302 without, 1.258 with one card per
#: wild; 6 players 1.688 → 1.669; 2 players 0.6787 → 0.6792, no better, so two players keep the
#: plain sizes. Tried because the search at four players played a Wild Draw Four early where medium
#: keeps it, and those departures lost (paired playouts from the true position: −8 points of win
#: chance on average, 8 cases); alone it did not stop them (see ``rollout_choice``).
WILD_DISCOUNT = 1.0
WILD_FLOOR = 0.5


#: what ``rollout_choice`` adds to a play's value by rank, when the next seat is close to out and when
#: not: the Wild Draw Four and Skip / Reverse / Draw Two kept for a next seat close to out, wilds saved
_RANKS = range(WILD_DRAW_FOUR + 1)
_BONUS_CLOSE: tuple[int, ...] = tuple(
    30 if r == WILD_DRAW_FOUR else -20 if r == WILD else 25 if r >= SKIP else 0 for r in _RANKS
)
_BONUS_FAR: tuple[int, ...] = tuple(
    -60 if r == WILD_DRAW_FOUR else -20 if r == WILD else -2 if r >= SKIP else 0 for r in _RANKS
)


#: ``POINTS[face] * 0.1`` per face, the same floats computed once (issue 18 point 3, session 30)
_TENTH_POINTS: tuple[float, ...] = tuple(points * 0.1 for points in POINTS)


def rollout_choice(state: State, seat: int, legal: Sequence[Action], rng: Rng) -> Action:
    """Medium-like playouts: medium's rules of thumb on a full state, cheap enough for playouts.

    Always catch (CC-11) and always switch "Last card!" on with the second-to-last card (CC-10), so
    playouts do not open windows; play before drawing (CC-7); among the plays, mostly (1 -
    ``ROLLOUT_EPSILON``) the one medium would score best: the colour held most (counted as distinct
    faces, one bit test per colour), wilds saved, Skip / Reverse / Draw Two and the Wild Draw Four
    kept for a next seat close to out. Relies on the order of ``legal_actions``: plays, then their
    call variants, then draw / keep."""
    n = len(legal)
    if n == 1:
        return legal[0]
    kind = legal[0].kind
    if kind != PLAY:
        if kind == CATCH:  # [catch, pass]
            return legal[0]
        if kind == COLOR:  # CC-4: name the colour held most
            mask = state.masks[seat]
            return max(legal, key=lambda a: (mask & COLOUR_MASK[a.colour]).bit_count())
        return legal[rng.randbelow(n)]
    last = legal[-1]
    if last is DRAW_ACTION or last is KEEP_ACTION:
        n -= 1
    low = n >> 1 if legal[n - 1].call else 0
    # The draws below are ``rng.random()``; seeded, they are drawn inline (``Rng.getrandbits``: the
    # same numbers), since a playout asks for one per candidate play (issue 18, speed).
    bits = rng.getrandbits
    if bits is None:
        explore = rng.random() < ROLLOUT_EPSILON
    else:
        r = bits(31)
        while r >= 1073741824:
            r = bits(31)
        explore = r / 1073741824 < ROLLOUT_EPSILON
    if explore:
        return legal[low + rng.randbelow(n - low)]
    mask = state.masks[seat]
    following = state.nxt[seat]
    close = following != seat and state.sizes[following] <= CLOSE_TO_OUT
    bonus = _BONUS_CLOSE if close else _BONUS_FAR
    best = legal[low]
    best_value = -1e9
    for i in range(low, n):
        action = legal[i]
        if bits is None:
            noise = rng.random()
        else:
            r = bits(31)
            while r >= 1073741824:
                r = bits(31)
            noise = r / 1073741824
        value = (
            3 * (mask & COLOUR_MASK[action.colour]).bit_count()
            + _TENTH_POINTS[action.face]
            + noise
            + bonus[action.rank]
        )
        if value > best_value:
            best_value = value
            best = action
    if best.rank == WILD_DRAW_FOUR and not close and n < len(legal) and state.n > 2:
        # Medium draws (or keeps the drawn card) rather than spend its Wild Draw Four while nobody
        # is close to out. Playouts that dumped it modelled medium wrongly, the likely reason why
        # the search at four players played it early where medium keeps it; those departures lost
        # (issue 18, docs/bots.md).
        sizes = state.sizes
        for s in range(state.n):  # ``any`` over the others written out, without a generator
            if s != seat and sizes[s] and sizes[s] <= CLOSE_TO_OUT:
                return best
        return last
    return best


def evaluate_position(state: State) -> list[float]:
    """Per seat the search's reward (``ismcts.outcome_rewards``: half for winning, half for the place)
    expected from a running game, judged by hand sizes.

    One round (CC-16, CC-19): win chances are a softmax of ``HAND_WEIGHT / size`` (+ ``TEMPO`` for the
    seat to move) among seats still holding cards, unless the round already has its winner (CC-15);
    places are the seats already out in order, then the expected number of the others ahead of each
    (pairwise, same strengths). Several rounds: the round's expected points (CC-17: the others' hands
    at the going out) are added to the totals, and the totals decide as a softmax scaled by
    ``POINTS_SPREAD`` per round still to come."""
    n = state.n
    out = state.out
    exp = math.exp
    strength = _strengths(state)
    holders = [s for s in range(n) if s not in out]
    round_win = _round_win(state, strength, holders)
    if state.rounds_total != 1:
        return _totals_rewards(state, round_win)
    ahead = [0.0] * n
    for place, s in enumerate(out):
        ahead[s] = place
    gone = len(out)
    for s in holders:
        mine = strength[s]
        # ``sum`` of a list, not of a generator: the same additions, without a generator frame per
        # seat (the search judges one position per simulation, issue 18)
        ahead[s] = gone + sum([1.0 / (1.0 + exp(mine - strength[o])) for o in holders if o != s])
    spread = n - 1
    return [0.5 * round_win[s] + 0.5 * (1.0 - ahead[s] / spread) for s in range(n)]


def _strengths(state: State) -> list[float]:
    """Per seat ``HAND_WEIGHT / cards held`` (wilds discounted and the table scale at three or more
    players), plus ``TEMPO`` for the seat to move: what ``evaluate_position`` softmaxes."""
    n = state.n
    sizes = state.sizes
    scale = max(1.0, n / 2) if TABLE_SCALE else 1.0
    if n > 2:
        counts = state.counts
        discount = WILD_DISCOUNT
        # ``scale * HAND_WEIGHT / max(held, WILD_FLOOR)`` written out: the product first, as Python
        # evaluates it, and ``max`` as a comparison (``max`` keeps ``held`` unless the floor is
        # greater); the same floats without a call per seat (issue 18 point 3, session 30)
        weight = scale * HAND_WEIGHT
        strength: list[float] = []
        for s, size in enumerate(sizes):
            if size:
                row = counts[s]
                held = size - discount * (row[WILD_FACE] + row[WD4_FACE])
                strength.append(weight / (WILD_FLOOR if held < WILD_FLOOR else held))
            else:
                strength.append(0.0)
    else:
        strength = [HAND_WEIGHT / s if s else 0.0 for s in sizes]
    strength[state.current] += scale * TEMPO
    return strength


def _round_win(state: State, strength: list[float], holders: list[int]) -> list[float]:
    """Per seat the chance of winning this round (CC-15): 1 for a winner already out, else a
    softmax of the strengths among the seats still holding cards."""
    round_win = [0.0] * state.n
    if state.winner >= 0:
        round_win[state.winner] = 1.0
        return round_win
    exp = math.exp
    weights = [exp(strength[s]) for s in holders]
    total = sum(weights)
    for i, s in enumerate(holders):
        round_win[s] = weights[i] / total
    return round_win


def win_chance(state: State, seat: int) -> float:
    """``seat``'s chance of winning the game (what the league and ``simulate`` count, CC-15 / CC-19),
    judged as ``evaluate_position`` judges it but without the place term: a finished game gives
    its share of the win, one round its round-win chance, several rounds the totals' softmax."""
    result = state.result
    if result is not None:
        return 1.0 / len(result.winners) if seat in result.winners else 0.0
    holders = [s for s in range(state.n) if s not in state.out]
    round_win = _round_win(state, _strengths(state), holders)
    if state.rounds_total == 1:
        return round_win[seat]
    totals = [float(x) for x in state.scores]
    if state.winner < 0:
        held = [hand_points(state.counts[s]) for s in range(state.n)]
        everyone = sum(held)
        for s in range(state.n):
            totals[s] += round_win[s] * (everyone - held[s])
    if state.rounds_total:
        rounds_left = max(state.rounds_total - state.round, 0)
    else:
        rounds_left = max(int((state.target - max(totals)) // 100), 0)
    scale = POINTS_SPREAD * math.sqrt(rounds_left + 1)
    top = max(totals)
    weights = [math.exp((t - top) / scale) for t in totals]
    return weights[seat] / sum(weights)


def _totals_rewards(state: State, round_win: list[float]) -> list[float]:
    """Several rounds (CC-19): expected totals after this round decide, softly."""
    n = state.n
    totals = [float(x) for x in state.scores]
    if state.winner < 0:
        held = [hand_points(state.counts[s]) for s in range(n)]
        everyone = sum(held)
        for s in range(n):
            totals[s] += round_win[s] * (everyone - held[s])
    if state.rounds_total:
        rounds_left = max(state.rounds_total - state.round, 0)
    else:  # to a target: a round moves the leader about 100 points closer
        rounds_left = max(int((state.target - max(totals)) // 100), 0)
    scale = POINTS_SPREAD * math.sqrt(rounds_left + 1)
    top = max(totals)
    weights = [math.exp((t - top) / scale) for t in totals]
    total = sum(weights)
    spread = n - 1
    rewards = []
    for s in range(n):
        ahead = sum(1.0 / (1.0 + math.exp((totals[s] - totals[o]) / scale)) for o in range(n) if o != s)
        rewards.append(0.5 * weights[s] / total + 0.5 * (1.0 - ahead / spread))
    return rewards


# -- the hard level: what a seat's draws tell about its hand ----------------------------------------

#: a drawn card that may be played is "kept" by this name in the log (CC-7)
_KEEP = "keep"
_NOT_WD4 = ~BIT[WD4_FACE]


class HandMemory:
    """What the public log says about the other hands (issue 18, Color Clash at four players).

    A seat that draws on its turn (CC-7) had no card it could play, unless it drew by choice.
    Medium (and most people) draw only when nothing fits, keeping a Wild Draw Four for later: so at
    that moment the drawer held no card of the colour, none of the rank and no Wild. That holds
    for every card it held then (and for the drawn card if it was not played or kept by choice);
    cards it receives later (Draw Two, Wild Draw Four, a catch, a kept playable card) are unknown
    again. Per seat this keeps the faces it lacked (a bit mask over faces) and how many of its
    present cards may be fresh; ``constrain`` moves a sampled hand's surplus of such faces to the
    draw pile, so the search samples hands like the ones the table has shown.

    Only the log a seat may see is used (``Event.seen_by``; a draw's face is the drawer's
    secret and never read here). A seat that drew by choice is treated as if it could not play:
    the hand sampled for it is then wrong in that one respect; the state stays a legal deal."""

    __slots__ = ("drawer", "fresh", "key", "lacks")

    def __init__(self) -> None:
        #: match key (colour * 15 + rank) of the table now, -1 while unknown
        self.key = -1
        #: seat -> faces it held none of when it last drew (``PLAYABLE[key]`` less Wild Draw Four)
        self.lacks: dict[int, int] = {}
        #: seat -> cards it may hold that arrived since (not covered by ``lacks``)
        self.fresh: dict[int, int] = {}
        #: the seat whose drawn card is not yet played or kept (-1: none)
        self.drawer = -1

    def sync(self, view: ColorClashView) -> None:
        """The table as this seat sees it at its own decision (a log seen only in part, e.g. after
        an undo or a seat taken over mid-round, still starts from the right key)."""
        self.key = view.colour * 15 + RANK[view.top] if view.colour >= 0 else -1
        drawer = self.drawer
        if drawer >= 0 and not (view.phase == "drawn" and view.current == drawer):
            self.drawer = -1  # its turn ended with the draw: the drawn card could not be played
            self.fresh[drawer] -= 1

    def observe(self, events: Sequence[Event]) -> None:
        for event in events:
            kind = event.kind
            seat = event.seat
            drawer = self.drawer
            if drawer >= 0:
                # The drawn card: played or kept at once if it could be played (CC-7); any other
                # event means it could not be, so it is one of the faces the seat lacks.
                self.drawer = -1
                if seat == drawer and kind in ("play", _KEEP):
                    if kind == _KEEP:
                        continue  # a playable card kept: it stays unknown (fresh)
                    self.fresh[drawer] -= 1  # played: the drawn card left the hand
                    face = FACE_BY_TEXT[event.data[0]]
                    colour = colour_of(event.data[1]) if len(event.data) > 1 else COLOUR[face]
                    self.key = colour * 15 + RANK[face]
                    continue
                self.fresh[drawer] -= 1
            if kind == "play":
                face = FACE_BY_TEXT[event.data[0]]
                colour = colour_of(event.data[1]) if len(event.data) > 1 else COLOUR[face]
                self.key = colour * 15 + RANK[face]
                if seat in self.lacks and self.lacks[seat] & BIT[face]:
                    self.fresh[seat] = max(0, self.fresh[seat] - 1)  # it came from the fresh part
            elif kind == "color":
                self.key = colour_of(event.data[0]) * 15 + WILD
            elif kind == "first":
                face = FACE_BY_TEXT[event.data[0]]
                self.key = COLOUR[face] * 15 + RANK[face] if COLOUR[face] != NO_COLOUR else -1
            elif kind == "draw" and seat is not None:
                if self.key >= 0:  # CC-7: a turn's draw; nothing it held could be played
                    self.lacks[seat] = PLAYABLE[self.key] & _NOT_WD4
                    self.fresh[seat] = 1  # the drawn card, until it is played, kept or passed
                    self.drawer = seat
                else:
                    self.lacks.pop(seat, None)
                    self.fresh.pop(seat, None)
            elif kind == "penalty" and seat in self.lacks:
                self.fresh[seat] += int(event.data[0])
            elif kind == "round":  # CC-2: a new deal; the key comes from its "first" card (CC-4),
                self.lacks.clear()  # which the log gives before or after this line
                self.fresh.clear()
            elif kind == "round_end":
                self.lacks.clear()
                self.fresh.clear()
                self.key = -1

    def constrain(self, state: State, me: int, rng: Rng) -> State:
        """Swap, in a sampled ``state``, the cards a seat is known to lack for cards of the draw
        pile it may hold. Only seats that are not ``me`` and have no drawn card pending; as many
        swaps as the pile allows."""
        pile = state.pile
        for seat, lacks in self.lacks.items():
            if seat == me or state.sizes[seat] == 0 or (state.drawn >= 0 and seat == state.current):
                continue
            counts = state.counts[seat]
            allowed = self.fresh.get(seat, 0)
            surplus = sum(counts[f] for f in range(FACES) if lacks & BIT[f] and counts[f]) - allowed
            if surplus <= 0:
                continue
            free = [i for i, f in enumerate(pile) if not lacks & BIT[f]]
            faces = [f for f in range(FACES) if lacks & BIT[f] for _ in range(counts[f])]
            rng.shuffle(faces)
            for f in faces[:surplus]:
                if not free:
                    break
                i = free.pop(rng.randbelow(len(free)))
                g = pile[i]
                pile[i] = f
                counts[f] -= 1
                counts[g] += 1
            mask = 0
            for f in range(FACES):
                if counts[f]:
                    mask |= BIT[f]
            state.masks[seat] = mask
        return state


class _Informed:
    """The game as the hard level searches it: the same rules, with sampled hands that respect
    ``HandMemory``. Attributes are looked up once and then held, so the search's hot path pays
    nothing for the wrapper."""

    def __init__(self, game: Any, memory: HandMemory, seat: int) -> None:
        self._game = game
        self._memory = memory
        self._seat = seat

    def __getattr__(self, name: str) -> Any:
        value = getattr(self._game, name)
        setattr(self, name, value)
        return value

    def determinize(self, view: ColorClashView, rng: Rng) -> State:
        return self._memory.constrain(self._game.determinize(view, rng), self._seat, rng)


#: From this many players on, the hard level compares its candidate moves on shared samples
#: (``ColorClashSearch.paired_search``) instead of growing an ISMCTS tree.
PAIRED_FROM = 3
#: Actions a paired playout runs before it is judged (``win_chance``): about five turns per seat
#: at six players.
PAIRED_CAP = 30


def halving_rounds(k: int) -> int:
    """Rounds of sequential halving for ``k`` candidate moves: halving until one or two are left,
    ``ceil(log2 k)`` (1 for two moves: then it is the plain paired comparison)."""
    return max(1, math.ceil(math.log2(k))) if k > 1 else 1


def survivors(alive: Sequence[int], means: Sequence[float], keep: int | None) -> list[int]:
    """The better half (rounded up) of the moves ``alive`` by their mean reward on the samples so
    far (all of them played on the same samples), in their order of ``alive``; ``keep`` (medium's
    move, the guard's reference) stays whatever its mean."""
    count = (len(alive) + 1) // 2
    best = sorted(alive, key=lambda i: -means[i])[:count]
    if keep is not None and keep in alive and keep not in best:
        best.append(keep)
    return [i for i in alive if i in best]


def candidates(legal: Sequence[Action]) -> list[Action]:
    """The moves worth comparing, so that the samples are not spread over moves that are never
    better: a play of the second-to-last card only with "Last card!" switched on (CC-10: without
    it any other seat may catch and add two cards, CC-11; nothing is gained by leaving it off)."""
    calls = {(a.face, a.colour) for a in legal if a.kind == PLAY and a.call}
    if not calls:
        return list(legal)
    return [a for a in legal if not (a.kind == PLAY and not a.call and (a.face, a.colour) in calls)]


class ColorClashSearch(ISMCTSBot):
    """The hard level for Color Clash: ISMCTS (``chemcards.bots.ismcts``) whose sampled hands use
    what the other seats' draws showed (``HandMemory``). ``memory=False`` samples every unseen card
    alike, as before (kept for measurements).

    From ``PAIRED_FROM`` players on (``paired``), the search is a flat Monte Carlo comparison on
    common random numbers instead (``paired_search``); see its docstring for why."""

    def __init__(
        self,
        game: Any,
        seat: int,
        rng: Rng,
        *,
        memory: bool = True,
        paired: bool = True,
        paired_cap: int = PAIRED_CAP,
        halving: bool = True,
        **budget: Any,
    ) -> None:
        super().__init__(game, seat, rng, **budget)
        self.memory = HandMemory() if memory else None
        if self.memory is not None:
            self.game = _Informed(game, self.memory, seat)
        self.paired = paired
        self.paired_cap = paired_cap
        #: share the paired search's playouts out by sequential halving (``halving_rounds``)
        self.halving = halving
        #: per root action, its sampled rewards in sample order (paired search only)
        self._paired: dict[Action, list[float]] = {}

    def observe(self, events: Sequence[Event]) -> None:
        super().observe(events)
        if self.memory is not None:
            self.memory.observe(events)

    def choose(self, view: ColorClashView, legal: Sequence[Action]) -> Action:
        if self.memory is not None:
            self.memory.sync(view)
        return super().choose(view, legal)  # type: ignore[no-any-return]

    def search(
        self,
        view: Any,
        legal: Sequence[Any],
        *,
        measure_rollouts: bool = False,
    ) -> tuple[Any, SearchStats]:
        if self.paired and len(view.counts) >= PAIRED_FROM:
            return self.paired_search(view, legal)
        self._paired = {}
        # CC-10, CC-11: a play of the second-to-last card without the call is never better than
        # with it, so it is not weighed (play-through 12, zh 3: the search's noise rated the two
        # alike, and the hint offered the play without the call); the review names such a play
        # by the rule (``ColorClash.dominant_move``)
        return super().search(view, candidates(legal), measure_rollouts=measure_rollouts)

    def paired_search(self, view: ColorClashView, legal: Sequence[Action]) -> tuple[Action, SearchStats]:
        """Every root move played out on the same samples; the best mean chance of winning.

        Why (issue 18, six seats): a round at six players is mostly the other five's luck, so what
        one move is worth is a few points of win chance beside a sample's noise of forty. ISMCTS
        gave each root move its own samples, and the guard then rarely found evidence (and when it
        did, the departures were worth nothing on average, docs/bots.md). Here each sample (one
        determinized deal with the memory of draws, one seed for the playout's chance) is played
        out after *every* root move, so the hidden hands, the pile and the playout's draws are the
        same for all of them and most of the luck cancels from their differences. The opponents
        in the playouts are medium-like (``rollout_choice``), which is who hard meets in the league.
        A playout runs ``paired_cap`` actions, or to the end of the round when that decides the
        game, and is judged by ``win_chance``: the league counts wins, so places earn nothing.

        The playouts are shared out by sequential halving (session 12): ``halving_rounds(k)``
        rounds of fresh samples, each round's share of the budget spread over the moves still in;
        after each round but the last only the better half stays (``survivors``), and medium's move
        always stays, so the guard compares the best with it on every sample. The samples then
        pile up on the moves that are close, where the evidence is needed, instead of being spread
        evenly over moves a few samples show to be worse. ``halving=False``: every move on every
        sample (session 10).

        ``iterations`` counts playouts (samples times moves still in), as ISMCTS counts its
        iterations; ``seconds`` stops it between samples, each round at its equal share of the
        clock."""
        game = self.game
        rng = self.rng
        clock = time.thread_time if self.cpu_clock else time.perf_counter
        start = clock()
        deadline = None if self.seconds is None else start + self.seconds
        moves = candidates(legal)
        k = len(moves)
        prior = self.last_heuristic if self.last_heuristic in moves else None
        keep = None if prior is None else moves.index(prior)
        limit = self.iterations if self.iterations is not None else 1 << 62
        rewards: list[list[float]] = [[] for _ in moves]
        apply = game.apply
        seat = self.seat
        cap = self.paired_cap
        steps = 0
        done = 0  # samples drawn
        spent = 0  # playouts
        alive = list(range(k))
        rounds = halving_rounds(k) if self.halving else 1
        for round_ in range(rounds):
            m = len(alive)
            if self.iterations is None:
                samples = 1 << 62
            else:
                samples = max((limit - spent) // (m * (rounds - round_)), 2)
            # thinking by time: each round ends at its equal share of the clock
            until = None if deadline is None else start + (deadline - start) * (round_ + 1) / rounds
            for j in range(samples):
                if until is not None and j >= 2 and clock() >= until:
                    break
                base = game.determinize(view, rng)
                chance = rng.fork()
                base.rng = chance.fork()  # the pile's reshuffles (CC-9), the same after every move
                base.rng_shared = True
                for i in alive:
                    state = base.clone()
                    apply(state, seat, moves[i])
                    steps += self._paired_rollout(state, chance.clone(), cap)
                    rewards[i].append(win_chance(state, seat))
                done += 1
                spent += m
            if round_ < rounds - 1:
                alive = survivors(alive, [sum(r) / len(r) for r in rewards], keep)
        self._paired = dict(zip(moves, rewards, strict=True))
        means = [sum(r) / len(r) if r else 0.0 for r in rewards]
        self.last_values = {m: (len(r), mean) for m, r, mean in zip(moves, rewards, means, strict=True) if r}
        self._root_stats = {
            m: (len(r), mean, max(sum(x * x for x in r) / len(r) - mean * mean, 0.0))
            for m, r, mean in zip(moves, rewards, means, strict=True)
            if r
        }
        best = max(alive, key=lambda i: means[i])
        return moves[best], SearchStats(spent, clock() - start, steps, 0.0)

    def _paired_rollout(self, state: State, rng: Rng, cap: int) -> int:
        """Medium-like play from ``state`` for at most ``cap`` actions, with its own ``rng``; stops
        as soon as a one-round game has its round winner (CC-15: nothing after that changes the
        win). Windows and the referee as in ``ISMCTSBot._rollout``."""
        game = self.game
        to_act = game.to_act
        legal_actions = game.legal_actions
        apply = game.apply
        policy = game.rollout_action
        one_round = state.rounds_total == 1
        steps = 0
        while steps < cap:
            if one_round and state.winner >= 0:
                break
            actors = to_act(state)
            if not actors:
                break
            if len(actors) == 1:
                who = actors[0]
                moves = legal_actions(state, who)
                if not moves:
                    break
            else:
                picked = self._pick_window_seat_with(state, actors, rng)
                if picked is None:
                    break
                who, moves = picked
            if who == REFEREE:
                apply(state, who, moves[0])
            else:
                apply(state, who, policy(state, who, moves, rng))
            steps += 1
        return steps

    def _pick_window_seat(self, state: State, actors: Sequence[int]) -> tuple[int, Sequence[Action]] | None:
        """In a call window the other seats move before its owner (``catchers_first``)."""
        return self._pick_window_seat_with(state, actors, self.rng)

    def _pick_window_seat_with(
        self,
        state: State,
        actors: Sequence[int],
        rng: Rng,
    ) -> tuple[int, Sequence[Action]] | None:
        """``ISMCTSBot._pick_window_seat`` drawing from the given generator, except that in a call
        window (CC-10) the other seats, who may catch (CC-11), move before its owner, who may only
        call late: a play of the second-to-last card without "Last card!" is searched as what it
        risks, a catch before the call (CC-11, CC-14: computers catch). Picked at random among all,
        the owner's call came first in half the samples and "play ■ ⊘" was rated as good as "play
        ■ ⊘ and call" (play-through 12, zh 3: the hint said so, and the learner was caught)."""
        candidates = [s for s in actors if s != REFEREE]
        legal_actions = self.game.legal_actions
        if state.phase == WINDOW and len(candidates) > 1:
            owner = state.window
            others = [s for s in candidates if s != owner]
            while others:
                who = others.pop(rng.randbelow(len(others)))
                moves = legal_actions(state, who)
                if moves:
                    return who, moves
            candidates = [s for s in candidates if s == owner]
        while candidates:
            who = candidates.pop(rng.randbelow(len(candidates)))
            moves = legal_actions(state, who)
            if moves:
                return who, moves
        if REFEREE in actors:
            moves = legal_actions(state, REFEREE)
            if moves:
                return REFEREE, moves
        return None

    def guarded(self, best: Any, prior: Any) -> Any:
        """The paired search's ``best`` only if its mean beats the heuristic's ``prior`` by more than
        ``guard`` standard errors of the *paired* differences (the same samples), else ``prior``.
        ISMCTS keeps the unpaired guard of ``ISMCTSBot.guarded``."""
        if not self._paired:
            return super().guarded(best, prior)
        if best == prior or self.guard is None:
            return best
        a, b = self._paired.get(best), self._paired.get(prior)
        if a is None or b is None:
            return prior if b is not None else best
        diffs = [x - y for x, y in zip(a, b, strict=True)]
        n = len(diffs)
        if n < 2:
            return prior
        mean = sum(diffs) / n
        var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
        return best if mean > self.guard * math.sqrt(var / n) else prior
