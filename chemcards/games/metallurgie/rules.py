"""The rules of Metallurgie (MT-1 … MT-15 of shared/rules/metallurgie.md), in the order a player
meets them: setup, laying cards, the gamble, scoring areas with their chains, the end of a turn and
of the game. Every refusal names its rule and leaves the state untouched: each ``_check_*`` runs
before anything is changed.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from chemcards.core.cards import deal
from chemcards.core.protocol import LANGS, Choice, Event, GameRules, IllegalAction, Option, Outcome
from chemcards.core.rng import Rng
from chemcards.core.seats import Seat
from chemcards.i18n import tr

from . import hexgrid
from .actions import (
    END,
    END_ACTION,
    PASS,
    PASS_ACTION,
    PLACE,
    REMOVE,
    REVEAL,
    REVEAL_ACTION,
    SCORE,
    Action,
    parse_action,
    place,
)
from .catalogue import GAME_ID, IRON, STOP, catalogue
from .state import BONUS_TABLE, OVER, PLACING, REMOVING, REVEALED, SCORED, START, State
from .view import MetallurgieView, determinize, make_view

NEIGHBOURS = hexgrid.NEIGHBOURS
#: search playouts are cut after this many actions and judged by ``MetallurgieRules.evaluate``
ROLLOUT_CAP = 2
#: cards left in the pile per unit of doubt about the final points in ``evaluate``
EVAL_PILE_SCALE = 12.0


# -- placing (MT-4) ------------------------------------------------------------------------------
def spots(state: State, metal: int) -> Sequence[int]:
    """Every position where a card of ``metal`` may go (MT-4: iron on an empty position touching the
    field, any other metal on the next lower one), in a fixed order; the iron frontier is cached on
    the state until the field's outline changes."""
    if metal == IRON:
        cached = state.iron_spots
        if cached is None:
            cached = state.iron_spots = tuple(sorted(hexgrid.frontier(state.field)))
        return cached
    lower = metal - 1
    return sorted(p for p, t in state.field.items() if t == lower)


def _check_fits(field: Mapping[int, int], metal: int, pos: int) -> None:
    sym = catalogue().symbols
    where = hexgrid.pos_text(pos)
    if metal == IRON:
        if pos in field:
            raise IllegalAction(f"Iron goes only on an empty position, and {where} is taken (MT-4).",
                                "iron_on_empty", pos=where)
        if not any(pos + s in field for s in NEIGHBOURS):
            raise IllegalAction(f"Iron must touch the field, and {where} does not (MT-4).",
                                "iron_touch", pos=where)
        return
    top = field.get(pos)
    if top != metal - 1:
        raise IllegalAction(
            f"{sym[metal]} goes only on a free {sym[metal - 1]} card, and {where} is not one (MT-4).",
            "needs_lower", metal=sym[metal], lower=sym[metal - 1], pos=where)


# -- scoring (MT-8 … MT-12) ------------------------------------------------------------------------
def removable(field: Mapping[int, int], metal: int, pos: int) -> bool:
    """A card of the scored area may go if it is still there and, for iron, taking it away does not
    split the field (MT-10)."""
    if field.get(pos) != metal:
        return False
    return metal != IRON or hexgrid.cut_free(field, pos)


def scorable_areas(state: State) -> list[tuple[int, list[int]]]:
    """Areas that may be scored now (MT-8, MT-12): large enough, and made by this turn's cards, i.e.
    holding a position laid on or uncovered this turn and not yet scored. An iron area none of
    whose cards can go without splitting the field cannot be scored [decided, MT-10]."""
    field = state.field
    mins = catalogue().min_area
    seen: set[int] = set()
    found: list[tuple[int, list[int]]] = []
    for pos in sorted(state.fresh):
        if pos in seen or pos not in field:
            continue
        part = hexgrid.area(field, pos)
        seen.update(part)
        metal = field[pos]
        if len(part) < mins[metal]:
            continue
        if metal == IRON and not any(hexgrid.locally_free(field, p) for p in part) \
                and not any(hexgrid.cut_free(field, p) for p in part):
            continue
        part.sort()
        found.append((metal, part))
    return found


class MetallurgieRules(GameRules[State, Action, MetallurgieView]):
    """The rules part of ``GAME`` (``core.protocol.GameRules``): what a driver, a search and a test
    need. ``game.Metallurgie`` adds the texts and the computer players."""

    id = GAME_ID
    titles: ClassVar[dict[str, str]] = {"de": "Metallurgie", "en": "Metallurgie", "zh": "Metallurgie 冶金"}
    min_players = 2
    max_players = 4

    def options(self) -> Sequence[Option]:
        return (Option(
            "bonus",
            {lang: tr(GAME_ID, "option_bonus", lang) for lang in LANGS},
            (Choice("off", {lang: tr(GAME_ID, "choice_off", lang) for lang in LANGS}),
             Choice("on", {lang: tr(GAME_ID, "choice_on", lang) for lang in LANGS})),
            "off"),)

    # -- setup (MT-1, MT-3, MT-13) -------------------------------------------------------------
    def new_state(self, seats: Sequence[Seat], options: Mapping[str, Any], rng: Rng) -> State:
        self.check_players(len(seats))
        cat = catalogue()
        state = State(list(seats), options.get("bonus", "off") == "on")
        left = list(cat.counts)
        for pos, top in cat.start:  # MT-3
            state.field[pos] = top
            for m in range(top + 1):
                left[m] -= 1
        deck = [m for m, n in enumerate(left) for _ in range(n)]
        rng.shuffle(deck)
        state.hands = deal(deck, len(seats), cat.hand_size)
        # MT-3, MT-14: the stop card goes among the bottom five cards of the draw pile.
        deck.insert(rng.randbelow(min(cat.stop_depth, len(deck) + 1)), STOP)
        state.pile = deck
        return state

    def start(self, seats: Sequence[Seat], options: Mapping[str, Any],
              rng: Rng) -> tuple[State, list[Event]]:
        """The deal (each hand secret to its owner) and who begins, so the log opens with them.
        Derived from ``new_state``'s result: no extra chance is drawn, records replay either way."""
        state = self.new_state(seats, options, rng)
        sym = catalogue().symbols
        events = [Event("deal", s, (len(hand),), tuple(sym[c] for c in sorted(hand)))
                  for s, hand in enumerate(state.hands)]
        events.append(Event("begin", state.current))
        return state, events

    def to_act(self, state: State) -> tuple[int, ...]:
        return () if state.phase == OVER else (state.current,)

    # -- what may be done ----------------------------------------------------------------------
    def legal_actions(self, state: State, seat: int) -> list[Action]:
        if state.phase == OVER or seat != state.current:
            return []
        phase = state.phase
        field = state.field
        if phase == REMOVING:
            metal = state.scoring_metal
            return [Action(REMOVE, -1, p) for p in sorted(state.scoring) if removable(field, metal, p)]
        if phase == REVEALED:  # MT-6: the turned card first
            metal = state.revealed
            return [place(metal, p) for p in spots(state, metal)]
        acts: list[Action] = []
        if phase == START:
            for metal in sorted(set(state.hands[seat])):
                acts.extend([place(metal, p) for p in spots(state, metal)])
            stuck = not acts
            if state.pile:
                acts.append(REVEAL_ACTION)
            if stuck:
                acts.append(PASS_ACTION)  # MT-7
            return acts
        if phase == PLACING:
            acts.extend(self._continuations(state))
        acts.extend(Action(SCORE, metal, part[0]) for metal, part in scorable_areas(state))
        acts.append(END_ACTION)
        return acts

    def _continuations(self, state: State) -> list[Action]:
        """MT-5: after the first card, more of that metal elsewhere or the next metal on top of it;
        once the second card is down, only more of the same kind."""
        field = state.field
        hand = state.hands[state.current]
        placed = state.placed
        first = placed[0]
        acts: list[Action] = []
        if len(placed) == 1 or placed[1] != first:  # one metal, any number
            metal = field[first]
            if metal in hand:
                acts.extend([place(metal, p) for p in spots(state, metal)])
        if len(placed) == 1 or placed[1] == first:  # a rising run on one position
            last = placed[-1]
            nxt = field[last] + 1
            if nxt < catalogue().metals and nxt in hand:
                acts.append(place(nxt, last))
        return acts

    # -- doing it ------------------------------------------------------------------------------
    def apply(self, state: State, seat: int, action: Action) -> list[Event]:
        if isinstance(action, str):
            try:
                action = parse_action(action)
            except ValueError as exc:
                raise IllegalAction(str(exc), "bad_notation") from None
        if state.phase == OVER:
            raise IllegalAction("The game is over.", "game_over")
        if seat != state.current:
            raise IllegalAction("It is not your turn.", "not_your_turn")
        kind = action.kind
        if kind == PLACE:
            return self._place(state, seat, action.metal, action.pos)
        if kind == REVEAL:
            return self._reveal(state, seat)
        if kind == SCORE:
            return self._score(state, seat, action.metal, action.pos)
        if kind == REMOVE:
            return self._remove(state, seat, action.pos)
        if kind == END:
            return self._end(state, seat)
        if kind == PASS:
            return self._pass(state, seat)
        raise IllegalAction(f"Unknown action {action!r}.", "bad_notation")

    def _check_phase_for_laying(self, state: State) -> None:
        if state.phase == REMOVING:
            raise IllegalAction("First remove the cards of the area you are scoring (MT-9).", "removing")
        if state.phase == SCORED:
            raise IllegalAction("Once an area is scored no more cards are laid this turn.", "placing_over")

    def _place(self, state: State, seat: int, metal: int, pos: int) -> list[Event]:
        cat = catalogue()
        if not 0 <= metal < cat.metals:
            raise IllegalAction("That is not a metal.", "bad_notation")
        self._check_phase_for_laying(state)
        sym = cat.symbols
        phase = state.phase
        hand = state.hands[seat]
        if phase == REVEALED:
            if metal != state.revealed:  # MT-6
                raise IllegalAction(f"The turned {sym[state.revealed]} card must be placed first (MT-6).",
                                    "must_place_revealed", metal=sym[state.revealed])
        elif metal not in hand:
            raise IllegalAction(f"You have no {sym[metal]} card in your hand.", "not_in_hand",
                                metal=sym[metal])
        # where a card may lie at all (MT-4) before what one turn may lay (MT-5): gold typed onto
        # the iron just laid was refused as "one metal or a rising run" (play-through 13, de 3)
        _check_fits(state.field, metal, pos)
        if phase == PLACING:
            self._check_run(state, metal, pos)
        if phase == REVEALED:
            state.revealed = -1
        else:
            hand.remove(metal)
        state.field[pos] = metal
        if metal == IRON:
            state.iron_spots = None
        state.placed.append(pos)
        state.fresh.add(pos)
        state.phase = PLACING
        state.passes = 0
        return [Event("place", seat, (sym[metal], hexgrid.pos_text(pos)))]

    def _check_run(self, state: State, metal: int, pos: int) -> None:
        """MT-5: one metal in any number, or a rising run on one position."""
        placed = state.placed
        first = placed[0]
        base = state.field[first] if len(placed) == 1 or placed[1] != first else -1
        same_ok = base == metal and (len(placed) == 1 or placed[1] != first)
        run_ok = (len(placed) == 1 or placed[1] == first) and pos == placed[-1] \
            and metal == state.field[placed[-1]] + 1
        if not (same_ok or run_ok):
            raise IllegalAction(
                "In one turn you lay either cards of one metal or a rising run on one position (MT-5).",
                "one_metal_or_run")

    def _reveal(self, state: State, seat: int) -> list[Event]:
        if state.phase != START:
            raise IllegalAction("The top card may only be turned before you lay any card (MT-6).",
                                "reveal_first")
        if not state.pile:
            raise IllegalAction("The draw pile is empty.", "pile_empty")
        card = state.pile.pop()
        state.passes = 0
        if card == STOP:  # MT-14
            state.stop_out = True
            # "reveal": the log says the revealed card ends the game, not that it was drawn (issue 21)
            events = [Event("reveal", seat, ("STOP",)), Event("stop", seat, ("reveal",))]
            self._finish(state, "stop", events)
            return events
        sym = catalogue().symbols
        events = [Event("reveal", seat, (sym[card],))]
        if not spots(state, card):  # MT-6 [decided]: fits nowhere, so it is discarded
            state.out[card] += 1
            events.append(Event("discard", seat, (sym[card],)))
            self._end_turn(state, events)
            return events
        state.revealed = card
        state.phase = REVEALED
        return events

    def _score(self, state: State, seat: int, metal: int, anchor: int) -> list[Event]:
        if state.phase not in (PLACING, SCORED):
            if state.phase == REMOVING:
                raise IllegalAction("First remove the cards of the area you are scoring (MT-9).", "removing")
            raise IllegalAction("Only an area made by the cards you laid may be scored (MT-8).",
                                "not_scorable", pos=hexgrid.pos_text(anchor))
        cat = catalogue()
        for m, part in scorable_areas(state):
            if m == metal and part[0] == anchor:
                break
        else:
            raise IllegalAction(f"There is no area ready to score at {hexgrid.pos_text(anchor)} (MT-8).",
                                "not_scorable", pos=hexgrid.pos_text(anchor))
        state.phase = REMOVING
        state.scoring = frozenset(part)
        state.scoring_metal = metal
        state.removed = []
        state.needed = min(cat.remove[metal], len(part))  # MT-9
        state.fresh.difference_update(part)  # an area is scored once
        # the removal count rides along: the log says how many of the area's cards come off and
        # how many stay (play-through 16, en 7)
        return [Event("score", seat, (cat.symbols[metal], hexgrid.pos_text(anchor), len(part), state.needed))]

    def _remove(self, state: State, seat: int, pos: int) -> list[Event]:
        if state.phase != REMOVING:
            raise IllegalAction("Cards are removed only while scoring an area (MT-9).", "not_scoring")
        where = hexgrid.pos_text(pos)
        metal = state.scoring_metal
        field = state.field
        if pos not in state.scoring:
            raise IllegalAction(f"{where} is not part of the area being scored (MT-9).", "not_in_area",
                                pos=where)
        if field.get(pos) != metal:
            raise IllegalAction(f"The card at {where} has already been removed.", "already_removed",
                                pos=where)
        if metal == IRON and not hexgrid.cut_free(field, pos):  # MT-10
            raise IllegalAction(f"Removing the iron at {where} would split the field (MT-10).",
                                "would_split", pos=where)
        sym = catalogue().symbols
        if metal == IRON:
            del field[pos]
            state.iron_spots = None
            state.fresh.discard(pos)
        else:
            field[pos] = metal - 1
            state.fresh.add(pos)  # MT-12: the layer below may now be scored in a chain
        state.removed.append(pos)
        state.out[metal] += 1  # set aside until the scoring is done (MT-11)
        events = [Event("remove", seat, (where, sym[metal]))]
        done = len(state.removed) >= state.needed
        if not done and not any(removable(field, metal, p) for p in state.scoring):
            done = True  # [decided, MT-10] no further card can go without splitting the field
        if done:
            self._bank(state, seat, events)
        return events

    def _bank(self, state: State, seat: int, events: list[Event]) -> None:
        """MT-11: one removed card is kept as a point, the rest leave the game; MT-13: a bonus card."""
        metal = state.scoring_metal
        sym = catalogue().symbols
        state.out[metal] -= 1
        state.points[seat][metal] += 1
        events.append(Event("point", seat, (sym[metal], len(state.removed))))
        if state.bonus_owner[metal] == BONUS_TABLE:
            state.bonus_owner[metal] = seat
            events.append(Event("bonus", seat, (sym[metal],)))
        state.phase = SCORED
        state.scoring = frozenset()
        state.scoring_metal = -1
        state.removed = []
        state.needed = 0

    def _end(self, state: State, seat: int) -> list[Event]:
        if state.phase == REMOVING:
            raise IllegalAction("First remove the cards of the area you are scoring (MT-9).", "removing")
        if state.phase == REVEALED:
            sym = catalogue().symbols[state.revealed]
            raise IllegalAction(f"The turned {sym} card must be placed first (MT-6).",
                                "must_place_revealed", metal=sym)
        if state.phase == START:
            raise IllegalAction("Lay a card, turn the top card, or pass if you cannot lay one (MT-6, MT-7).",
                                "end_nothing_laid")
        events = [Event("end", seat)]
        self._end_turn(state, events)
        return events

    def _pass(self, state: State, seat: int) -> list[Event]:
        if state.phase != START:
            raise IllegalAction("You have already laid a card; end your turn instead.", "pass_after_laying")
        if any(spots(state, m) for m in set(state.hands[seat])):
            raise IllegalAction("You can lay a card, so you may not pass (MT-7).", "pass_only_when_stuck")
        events = [Event("pass", seat)]
        state.passes += 1
        if state.passes >= len(state.seats):  # MT-7 [decided]: a full round of passes ends the game
            self._finish(state, "passes", events)
            return events
        self._end_turn(state, events)
        return events

    # -- the end of a turn and of the game (MT-7, MT-14, MT-15) --------------------------------------
    def _end_turn(self, state: State, events: list[Event]) -> None:
        seat = state.current
        hand = state.hands[seat]
        pile = state.pile
        drawn: list[int] = []
        sym = catalogue().symbols
        while len(hand) < catalogue().hand_size and pile:  # MT-7
            card = pile.pop()
            if card == STOP:  # MT-14: drawn in any way, the stop card ends the game at once
                state.stop_out = True
                if drawn:
                    events.append(Event("draw", seat, (len(drawn),), tuple(sym[c] for c in drawn)))
                events.append(Event("stop", seat))
                self._finish(state, "stop", events)
                return
            hand.append(card)
            drawn.append(card)
        if drawn:
            events.append(Event("draw", seat, (len(drawn),), tuple(sym[c] for c in drawn)))
        if not pile:  # MT-15
            self._finish(state, "pile", events)
            return
        state.current = (seat + 1) % len(state.seats)
        state.phase = START
        state.revealed = -1
        state.placed = []
        state.fresh = set()
        state.scoring = frozenset()
        state.scoring_metal = -1
        state.removed = []
        state.needed = 0

    def _finish(self, state: State, reason: str, events: list[Event]) -> None:
        state.phase = OVER
        state.end_reason = reason
        events.append(Event("over", None, (reason, *(state.score_of(s) for s in range(len(state.seats))))))

    # -- knowing -------------------------------------------------------------------------------
    def view(self, state: State, seat: int | None) -> MetallurgieView:
        return make_view(state, seat)

    def determinize(self, view: MetallurgieView, rng: Rng) -> State:
        return determinize(view, rng)

    def outcome(self, state: State) -> Outcome | None:
        """MT-14: most collected cards plus bonus points wins; [decided] ties share the win."""
        if state.phase != OVER:
            return None
        scores = tuple(float(state.score_of(s)) for s in range(len(state.seats)))
        best = max(scores)
        places = tuple(1 + sum(1 for o in scores if o > sc) for sc in scores)
        winners = tuple(s for s, sc in enumerate(scores) if sc == best)
        return Outcome(scores, places, winners, state.end_reason,
                       {"points": [list(p) for p in state.points], "bonus": list(state.bonus_owner)})

    def clone(self, state: State) -> State:
        return state.clone()

    def parse_action(self, text: str) -> Action:
        return parse_action(text)

    def state_json(self, state: State) -> dict[str, Any]:
        return state.to_json()

    # -- search hooks ----------------------------------------------------------------------------
    def rollout_action(self, state: State, seat: int, legal: list[Action], rng: Rng) -> Action:
        """Playouts that lay cards at random almost never make an area, and then say nothing about
        a position. So: always score; lay a card where it joins most cards of its metal (best of
        three random tries); turn the top card or end the turn now and then."""
        for action in legal:
            if action.kind == SCORE:
                return action
        field = state.field
        best = legal[rng.randbelow(len(legal))]
        if best.kind != PLACE:
            return best
        best_joined = -1
        for _ in range(3):
            action = legal[rng.randbelow(len(legal))]
            if action.kind != PLACE:
                continue
            pos, metal = action.pos, action.metal
            joined = sum(1 for step in NEIGHBOURS if field.get(pos + step) == metal)
            if joined > best_joined:
                best, best_joined = action, joined
        return best

    #: A Metallurgie game runs to some 200 actions at ~45 µs each inside a search; played to the end,
    #: 500 samples cost seconds per decision. The tree itself reaches through the rest of the turn,
    #: so a playout only finishes the step in hand and ``evaluate`` judges the position: measured
    #: (18 games each, hard vs two medium) caps of 0, 2 and 4 won 50 %, 58 % and 58 % at 190, 300
    #: and 350 ms per decision; a cap of 40 took ~850 ms (a cap of 10: 470 ms, 50 % of 6 games).
    #: With 2: ``chemcards simulate metallurgie --seats hard,medium,medium --games 30 --jobs 2
    #: --seed 1`` gives hard 88 % of the wins (CI 72–95 %) in 4½ minutes.
    rollout_cap = ROLLOUT_CAP

    def evaluate(self, state: State) -> list[float]:
        """A running game judged for the search: the points each seat holds, plus the point the seat
        on turn is about to bank (an area it is removing from or may score now, MT-8 … MT-11),
        turned into a share of a win and of the places. The more cards are still to come, the less a
        lead is worth, so the spread grows with the pile."""
        n = len(state.seats)
        est = [float(state.score_of(s)) for s in range(n)]
        phase = state.phase
        if phase == REMOVING:
            est[state.current] += 1.0
        elif phase in (PLACING, SCORED):
            est[state.current] += len(scorable_areas(state))
        spread = 1.0 + len(state.pile) / EVAL_PILE_SCALE
        top = max(est)
        weights = [math.exp((e - top) / spread) for e in est]
        total = sum(weights)
        values = []
        for s in range(n):
            beaten = sum(1.0 / (1.0 + math.exp((est[o] - est[s]) / spread)) for o in range(n) if o != s)
            values.append(0.5 * weights[s] / total + 0.5 * beaten / (n - 1))
        return values

    def reveals(self, event: Event) -> bool:
        """Besides a drawn card: turning the pile's top card (MT-6) and the stop card coming up
        (MT-14) show a card that was hidden, publicly; undo stops before them (issue 19)."""
        return bool(event.secret) or event.kind in ("reveal", "stop")


def open_moves(view: MetallurgieView) -> frozenset[str]:
    """The kinds of move (``place``, ``score``, ``end`` …) the seat to act may make now, from the
    engine's legal actions, so that a status line offers nothing else (play-through 16, zh 7: "place
    more, score an area, or end the turn" when ending was the only move). The viewer's own turn is
    exact; another seat's hand is hidden, so there a card is assumed to be held of every metal that
    fits: the line may offer a move that hand cannot make, never leave out one it can."""
    if view.over:
        return frozenset()
    state = determinize(view, Rng(0))
    if view.seat != view.current:
        state.hands[view.current] = list(range(catalogue().metals)) if view.hand_counts[view.current] else []
    return frozenset(a.kind for a in MetallurgieRules().legal_actions(state, view.current))
