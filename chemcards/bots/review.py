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

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from chemcards.core.i18n import ui
from chemcards.core.match import LEAVE, Match
from chemcards.core.protocol import Game

from .advice import Advice, advise

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


def review(match: Match, seat: int, *, iterations: int = REVIEW_ITERATIONS, margin: float = CLEAR_MARGIN,
           seed: int = 0, progress: Callable[[int, int], None] | None = None) -> list[Moment]:
    """The clear misses of ``seat`` in ``match`` (finished or not), in the order played."""
    game = match.game
    replay = Match.from_record(match.record, upto=0)
    steps = list(match.steps)
    moments: list[Moment] = []
    for index, step in enumerate(steps):
        if progress is not None:
            progress(index, len(steps))
        if step.text.startswith(LEAVE):
            replay.replay_entry(step.seat, step.text)
            continue
        if step.seat == seat:
            legal = replay.legal(seat)
            if len(legal) > 1:
                view = replay.view(seat)
                advice = advise(game, seat, view, legal, seed=seed + index, iterations=iterations)
                best = advice.value_of(advice.action)
                played = advice.value_of(game.parse_action(step.text))
                # a move the search never weighed (the Chemie-Kartenspiel's hard level does not
                # consider taking a card back) has no estimate: it cannot be called clearly worse
                if best is not None and played is not None and str(advice.action) != step.text \
                        and best - played >= margin:
                    moments.append(Moment(index, step.text, str(advice.action), played, best, view, advice))
        replay.replay_entry(step.seat, step.text)
    return moments


#: quotation marks inside a quotation, per language: the review quotes each move, and a move that
#: quotes a call ("play ◆ 7 and call “Last card!”") nested two double quotes (play-through 8, zh)
INNER_QUOTES = {"de": ("„", "“", "‚", "‘"), "en": ("“", "”", "‘", "’"), "zh": ("“", "”", "‘", "’")}


def inner_quotes(text: str, lang: str) -> str:
    """``text`` with its double quotes made single, to stand inside the review's own quotes."""
    if lang not in INNER_QUOTES:
        return text
    left, right, inner_left, inner_right = INNER_QUOTES[lang]
    return text.replace(left, inner_left).replace(right, inner_right)


def moment_line(game: Game, moment: Moment, lang: str) -> str:  # type: ignore[type-arg]
    """One review entry as a person reads it: both moves in the game's own words, as the hint and
    the log name them ("eine Karte ziehen", "▲ 5 spielen"), from the person's view then. The
    notation ("draw", "play W R") read as English on every screen (issue 21 item 5)."""
    played = inner_quotes(game.action_text(moment.view, game.parse_action(moment.played), lang), lang)
    better = inner_quotes(game.action_text(moment.view, moment.advice.action, lang), lang)
    return ui("review_item", lang, move=moment.step + 1, played=played, better=better,
              p=round(100 * moment.better_value), q=round(100 * moment.played_value))
