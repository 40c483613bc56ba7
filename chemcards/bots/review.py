"""The review after a game against computers (issue 19): the person's decisions where the hard
level would clearly have played otherwise, by its estimated chance.

The finished match's effective history (``Match.steps``: undone moves are not decisions that
stood) is replayed from the start with the same chance; at each decision of the person with more
than one move, :func:`chemcards.bots.advice.advise` asks the hard level from *the person's view
then* — what they could know, nothing more. A decision is listed when the hard level's estimate
for its own choice beats its estimate for the move played by at least ``margin``. Pure and slow
(a search per decision): the app runs it in a worker thread, and reports progress.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from chemcards.core.i18n import ui
from chemcards.core.match import LEAVE, Match
from chemcards.core.protocol import Game

from .advice import Advice, advise, alike, inner_quotes

#: a decision as the hint and the review name it: whose, and the effective steps before it
Position = tuple[int, tuple[tuple[int, str], ...]]


def position(match: Match, seat: int, upto: int | None = None) -> Position:
    """``seat``'s decision after the first ``upto`` effective steps of ``match`` (all: now)."""
    steps = match.steps if upto is None else match.steps[:upto]
    return seat, tuple((step.seat, step.text) for step in steps)


def decision_seed(steps: int, seat: int) -> int:
    """The search's seed for a decision, from how far the game is and whose it is: the hint and
    the review seed the same decision alike. Nothing hidden goes into it."""
    return steps * 8 + seat

#: the review's search per decision: lighter than a hint (a game has dozens of decisions)
REVIEW_ITERATIONS = 200
#: how much better (0..1) the hard level's estimate must be to call a decision a clear miss
CLEAR_MARGIN = 0.10


@dataclass(frozen=True, slots=True)
class Moment:
    """One decision worth a second look: where it was and what each side valued."""

    step: int            # index into the match's effective steps: the board before this step
    played: str
    better: str
    played_value: float  # the hard level's estimate for the move played
    better_value: float
    view: Any            # the person's view at that moment (what the board shows, read-only)
    advice: Advice
    #: listed by the game's rule (``Game.dominant_move``), not by the figures: the line gives the
    #: rule's reason (``GameTexts.hint_reason`` of the better move) instead of two chances
    by_rule: bool = False
    #: the person's own turn the decision was in (:func:`own_turn`), 0 when not known
    turn: int = 0
    #: no clear miss: the hard level would have played otherwise by less than the margin or
    #: within its noise (play-through 19, de: "1 of 13 times" was said, the decision not shown)
    close: bool = False


def own_turn(steps: Sequence[tuple[int, str]], index: int, seat: int) -> int:
    """Which of ``seat``'s turns the step ``index`` is in: each run of its steps, (seat, text), up
    to that step is one turn (a turn of the Chemie-Kartenspiel is several: add, add, lay). A
    person can count their turns on the table and in the log, not the game's steps (play-through
    13 de 6: "Zug 51" after about 15 passes)."""
    turns, before = 0, None
    for who, _ in steps[: index + 1]:
        if who == seat and before != seat:
            turns += 1
        before = who
    return turns


def review(match: Match, seat: int, *, iterations: int = REVIEW_ITERATIONS, margin: float = CLEAR_MARGIN,
           seed: int = 0, progress: Callable[[int, int], None] | None = None,
           hints: Mapping[Position, Advice] | None = None) -> list[Moment]:
    """The clear misses of ``seat`` in ``match`` (finished or not), in the order played
    (:func:`review_with_others` without the count of other choices)."""
    return review_with_others(match, seat, iterations=iterations, margin=margin, seed=seed,
                              progress=progress, hints=hints)[0]


def review_with_others(match: Match, seat: int, *, iterations: int = REVIEW_ITERATIONS,
                       margin: float = CLEAR_MARGIN, seed: int = 0,
                       progress: Callable[[int, int], None] | None = None,
                       hints: Mapping[Position, Advice] | None = None) -> tuple[list[Moment], list[Moment]]:
    """The clear misses of ``seat`` in ``match`` (finished or not), in the order played, and the
    person's other decisions the hard level would have made otherwise, by less than the margin or
    within its noise (``Moment.close``; a value it never weighed is NaN). With no clear miss the
    review said only "none of your decisions was clearly worse", which read as praise for a
    person who passed all game (play-through 17, zh 2): it says how often the hard level chose
    otherwise, and lists those decisions to look at (play-through 19, de).

    ``hints``: the advice a hint gave at a decision (``position``): the review takes its figures
    there, so it never calls a move the hint recommended a mistake (play-through 11, zh 4: the hint
    said 51/23 at 94%, the review then "better 50/16, 95% instead of 69%"). Elsewhere the search is
    seeded as the hint's (``decision_seed``), the best move is the one a hint would recommend
    (``Advice.recommended``), and a difference within the search's noise (``alike``) is never one."""
    game = match.game
    replay = Match.from_record(match.record, upto=0)
    steps = list(match.steps)
    seats_texts = [(step.seat, step.text) for step in steps]
    moments: list[Moment] = []
    others: list[Moment] = []  # decisions where the hard level chose another move, not clearly
    left = False  # the person left the seat: its later decisions were the substitute's (CC-22)
    #: the game's habit to name (``Game.review_habit``: the Chemie-Kartenspiel's pass while a
    #: compound could be laid), and how many of the person's decisions in a row showed it
    habit = getattr(game, "review_habit", None)
    streak = 0
    for index, step in enumerate(steps):
        if progress is not None:
            progress(index, len(steps))
        if step.text.startswith(LEAVE):
            left = left or step.seat == seat
            replay.replay_entry(step.seat, step.text)
            continue
        if step.seat == seat and not left:
            legal = replay.legal(seat)
            if len(legal) > 1:
                view = replay.view(seat)
                known = hints.get(position(match, seat, index)) if hints else None
                advice = known or advise(game, seat, view, legal, seed=seed + decision_seed(index, seat),
                                         iterations=iterations)
                best = advice.recommended
                chosen = game.parse_action(step.text)
                dominant = getattr(game, "dominant_move", None)
                # the seat's own next step: Color Clash's call made in the window (CC-10)
                next_own = next((s.text for s in steps[index + 1:] if s.seat == seat), None)
                ruled = dominant(chosen, legal, next_own) if dominant is not None else None
                # a habit is named from its second time in a row (play-through 13 zh 6: 13 passes
                # in a row while compounds were possible, 0 to 112, and nothing was listed: with
                # the game lost, no figure stood out)
                instead = habit(view, chosen, legal) if habit is not None else None
                streak = streak + 1 if instead is not None else 0
                if ruled is None and instead is not None and streak >= 2:
                    ruled = instead
                if ruled is not None:
                    # the rules make another move never worse (Color Clash: the call left off,
                    # CC-10, CC-11; play-through 12, zh 3): listed whatever the figures say
                    better = advice.estimate_of(ruled)
                    nan = float("nan")
                    moments.append(Moment(index, step.text, str(ruled), nan,
                                          better.value if better is not None else nan, view, advice,
                                          by_rule=True, turn=own_turn(seats_texts, index, seat)))
                    replay.replay_entry(step.seat, step.text)
                    continue
                played = advice.estimate_of(chosen)
                # a move the search never weighed (the Chemie-Kartenspiel's hard level does not
                # consider taking a card back) has no estimate: it cannot be called clearly worse
                if known is None and best is not None and played is not None \
                        and str(best.action) != step.text and best.value - played.value >= margin \
                        and alike(best, played):
                    # the move played got few tries (a search tries a weak-looking move seldom):
                    # the two moves alone, searched again, tell whether the difference is real
                    advice = advise(game, seat, view, [best.action, played.action],
                                    seed=seed + decision_seed(index, seat), iterations=iterations)
                    best, played = advice.recommended, advice.estimate_of(played.action)
                if best is not None and played is not None and str(best.action) != step.text \
                        and best.value - played.value >= margin and not alike(best, played):
                    moments.append(Moment(index, step.text, str(best.action), played.value, best.value,
                                          view, advice, turn=own_turn(seats_texts, index, seat)))
                elif best is not None and str(best.action) != step.text:
                    others.append(Moment(index, step.text, str(best.action),
                                         played.value if played is not None else float("nan"),
                                         best.value, view, advice,
                                         turn=own_turn(seats_texts, index, seat), close=True))
        replay.replay_entry(step.seat, step.text)
    return moments, others


def own_decisions(match: Match, seat: int) -> tuple[int, bool]:
    """How many decisions ``seat``'s person made themselves (more than one move to choose from,
    as :func:`review` counts them), and whether they let a computer take over the seat (CC-22)
    before the end: the review then says it looks only at those (play-through 12, zh#12)."""
    replay = Match.from_record(match.record, upto=0)
    made, left = 0, False
    for step in match.steps:
        if step.text.startswith(LEAVE):
            left = left or step.seat == seat
        elif step.seat == seat and not left and len(replay.legal(seat)) > 1:
            made += 1
        replay.replay_entry(step.seat, step.text)
    return made, left


#: quotation marks inside a quotation, per language: the review quotes each move, and a move that
#: quotes a call ("play ◆ 7 and call “Last card!”") nested two double quotes (play-through 8, zh)
def moment_line(game: Game, moment: Moment, lang: str) -> str:  # type: ignore[type-arg]
    """One review entry as a person reads it: both moves in the game's own words, as the hint and
    the log name them ("eine Karte ziehen", "▲ 5 spielen"), from the person's view then. The
    notation ("draw", "play W R") read as English on every screen (issue 21 item 5)."""
    played = inner_quotes(game.action_text(moment.view, game.parse_action(moment.played), lang), lang)
    # the move the review counts as best (``Advice.recommended``), as a hint would name it
    action = next((e.action for e in moment.advice.estimates if str(e.action) == moment.better),
                  moment.advice.action)
    better = inner_quotes(game.action_text(moment.view, action, lang), lang)
    # the person's own turn, which they can count on the table ("your turn 4"), not the game's
    # steps: the Chemie-Kartenspiel first (play-through 13 de 6), then every game (play-through
    # 19, zh 8: Metallurgie "第 147 步", CHEMIS "第 22 步" counted every action of every seat);
    # the step where the turn is not known
    by_turn = bool(moment.turn)
    place = {"turn": moment.turn} if by_turn else {"move": moment.step + 1}
    suffix = "_turn" if by_turn else ""
    if moment.by_rule:
        ruled = game.parse_action(moment.better)
        better = inner_quotes(game.action_text(moment.view, ruled, lang), lang)
        # the game's reason for a habit it names (``review_habit``), else the hint's for the move
        reason = getattr(game, "review_reason", None)
        why = (reason(moment.view, ruled, lang) if reason is not None else "") \
            or game.hint_reason(moment.view, ruled, lang)
        return ui(f"review_item_rule{suffix}", lang, **place, played=played, better=better, why=why)
    if moment.close:  # no clear miss: "would have played", never "better" (play-through 19, de)
        # a move the search never weighed has no figure (NaN: round() refuses it, and the review's
        # list then stayed empty, play-through 20 en); and the move a hint would recommend
        # (``Advice.recommended``) may have the lower estimate within the noise: no figures then
        known = not (math.isnan(moment.played_value) or math.isnan(moment.better_value))
        p = round(100 * moment.better_value) if known else 0
        q = round(100 * moment.played_value) if known else 0
        if not known or p <= q:
            return ui(f"review_item_close_bare{suffix}", lang, **place, played=played, better=better)
        return ui(f"review_item_close{suffix}", lang, **place, played=played, better=better, p=p, q=q)
    return ui(f"review_item{suffix}", lang, **place, played=played, better=better,
              p=round(100 * moment.better_value), q=round(100 * moment.played_value))
