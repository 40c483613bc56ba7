"""What the hard computer would play, and how much each move is worth to it (issue 19).

The hint (a key at the table) and the review after a game both ask the same question of the
hard level: given *one seat's view* — never a state, so no hidden card can leak into advice —
which move would it choose, and what does its search estimate for the moves it weighed? The
estimate is the search's mean reward for the seat after the move: a win counts fully, a better
place partly (``ismcts.outcome_rewards``); with two players that is the chance to win, and so it
is for Color Clash from three seats on, whose search is judged by the chance to win alone
(``ColorClashSearch.paired_search``).

Pure and synchronous: the app runs :func:`advise` in a worker thread, off the event loop, and the
review runs it once per decision of a finished game.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from chemcards.core.i18n import ui
from chemcards.core.protocol import Game
from chemcards.core.rng import Rng

from .ismcts import ISMCTSBot
from .levels import make_bot

#: iterations of the hint's search: the hard level's own budget, so the hint is what it would play
HINT_ITERATIONS = 500


@dataclass(frozen=True, slots=True)
class Estimate:
    action: Any
    #: the search's mean reward for the seat after this move, in [0, 1]
    value: float
    visits: int


@dataclass(frozen=True, slots=True)
class Advice:
    """The hard player's move for one view, and the moves it weighed, best estimate first."""

    action: Any
    estimates: tuple[Estimate, ...]

    def value_of(self, action: Any) -> float | None:
        for estimate in self.estimates:
            if estimate.action == action:
                return estimate.value
        return None

    def visits_of(self, action: Any) -> int:
        for estimate in self.estimates:
            if estimate.action == action:
                return estimate.visits
        return 0

    @property
    def runner_up(self) -> Estimate | None:
        """The best-valued move other than the chosen one."""
        return next((e for e in self.estimates if e.action != self.action), None)

    def estimate_of(self, action: Any) -> Estimate | None:
        return next((e for e in self.estimates if e.action == action), None)

    @property
    def recommended(self) -> Estimate | None:
        """The move the hint recommends and the review counts as best (play-through 11, en 1, de 5,
        zh 4): the search's choice, unless another move's estimate is better beyond the search's
        noise (``alike``), then the best-valued one. So a hint never names a move with a lower
        figure than an alternative it shows, and hint and review agree on the same figures."""
        chosen = self.estimate_of(self.action)
        if chosen is None or chosen.value != chosen.value:  # NaN: the only move
            return chosen
        best = self.estimates[0] if self.estimates else chosen
        if best.value > chosen.value and not alike(best, chosen):
            return best
        return chosen


#: a difference of estimates below this is never called a difference (one or two points)
NOISE_FLOOR = 0.03


def alike(a: Estimate, b: Estimate) -> bool:
    """The two estimates differ by less than the search's noise: two standard errors of the
    difference of their means (each a mean reward in [0, 1] over its tries), and at least
    ``NOISE_FLOOR``. A move with no tries has no figure to tell apart."""
    if a.visits <= 0 or b.visits <= 0:
        return True
    spread = (a.value * (1 - a.value) / a.visits + b.value * (1 - b.value) / b.visits) ** 0.5
    return abs(a.value - b.value) < max(NOISE_FLOOR, 2 * spread)


def advise(
    game: Game,  # type: ignore[type-arg]
    seat: int,
    view: Any,
    legal: Sequence[Any],
    *,
    seed: int | None = None,
    iterations: int = HINT_ITERATIONS,
) -> Advice:
    """The hard level's choice for ``seat`` from ``view`` among ``legal``. Seeded for a
    reproducible answer (tests, the review); the wall-clock cap is off, so the budget is the
    iteration count and a slow machine only takes longer."""
    if not legal:
        raise ValueError("there is no move to advise on")
    if len(legal) == 1:
        return Advice(legal[0], (Estimate(legal[0], float("nan"), 0),))
    bot = make_bot(game, seat, "hard", Rng(seed), iterations=iterations, seconds=None)
    action = bot.choose(view, list(legal))
    values = bot.last_values if isinstance(bot, ISMCTSBot) else {}
    estimates = sorted(
        (Estimate(a, v, n) for a, (n, v) in values.items()),
        key=lambda e: (-e.value, -e.visits, str(e.action)),
    )
    return Advice(action, tuple(estimates))


def even_share(game: Game, view: Any) -> tuple[int, float] | None:  # type: ignore[type-arg]
    """(players, the estimate each of that many equally strong players would have) where the
    hint's figure is a chance to win: at two players in every game, and at any table in a game
    whose search is judged by the win alone (``Game.hint_value_is_win_chance``), shared among the
    seats that may still win (``Game.win_contenders``). None elsewhere, and where fewer than two
    may still win."""
    table = len(getattr(view, "seats", ()) or ())
    if not (table == 2 or (table > 2 and getattr(game, "hint_value_is_win_chance", False))):
        return None
    # the seats still in play for the win (``Game.win_contenders``, play-through 17, zh 12)
    contenders = getattr(game, "win_contenders", None)
    players = table if contenders is None else contenders(view)
    return (players, 1 / players) if players >= 2 else None


def hint_basis(game: Game, view: Any, advice: Advice, lang: str) -> str:  # type: ignore[type-arg]
    """What the hint's figure rests on, in brackets after it: the hard computer's trial games from
    this position, and the even share to set it beside (play-through 16, zh 10: "胜率都约 17%" at
    four players read as "you are bound to lose", and nobody could tell where it came from)."""
    tries = sum(e.visits for e in advice.estimates)
    if tries <= 0:
        return ""
    share = even_share(game, view)
    if share is None:
        return ui("hint_basis", lang, n=tries)
    players, fair = share
    return ui("hint_basis_even", lang, n=tries, players=players, fair=round(100 * fair))


def hint_line(game: Game, view: Any, advice: Advice, lang: str) -> str:  # type: ignore[type-arg]
    """One line for a person: the move and why. The game's own reason where it has one
    (``GameTexts.hint_reason``: "keeps the wild for later"), else what the search estimated.

    The move is ``Advice.recommended``: a figure shown for another move is never higher than the
    recommended move's (play-through 11, en 1: "play ■ 7 … about 36% … instead play ■ 6: about
    39%"); two moves within the search's noise are "about as good", with one figure for both
    (de 15: "50 % against 49 %" told a newcomer nothing)."""
    best = advice.recommended
    action = best.action if best is not None else advice.action
    move = game.action_text(view, action, lang)
    why = game.hint_reason(view, action, lang)
    if not why:
        other = next((e for e in advice.estimates if e.action != action), None)
        if best is None or best.value != best.value:  # NaN: the only move
            why = ui("hint_only_move", lang)
        elif win_decided(game, view):  # every figure is 0 %: say what is left to play for
            why = ui("hint_why_decided", lang)
            return _hint(game, view, action, move, why, lang)
        elif other is None:
            why = ui("hint_why_alone", lang, p=round(100 * best.value))
        else:
            # Chinese quotes the other move ("改为“把铁放在 M20”：胜率约 42%", play-through 9): a
            # move ending in a place or holding a colon ("乙：升温") stays one unit in the sentence
            alt = game.action_text(view, other.action, lang)
            if alike(best, other):
                tries = best.visits + other.visits
                both = best.value if not tries else \
                    (best.value * best.visits + other.value * other.visits) / tries
                # quoted in English and Chinese: its own quotes made single ("call ‘Last card!’")
                quoted = inner_quotes(alt, lang) if lang != "de" else alt
                why = ui("hint_why_equal", lang, p=round(100 * both), alt=quoted)
            else:
                key = "hint_why_search" if action == advice.action else "hint_why_best"
                why = ui(key, lang, p=round(100 * best.value), alt=alt, q=round(100 * other.value))
        why += hint_basis(game, view, advice, lang)
    return _hint(game, view, action, move, why, lang)


def win_decided(game: Game, view: Any) -> bool:  # type: ignore[type-arg]
    """Nobody may win any more (``Game.win_contenders`` is 0: Color Clash's one round once its winner
    is out, CC-15/CC-16), so a figure that is a chance to win is 0 % for every move: the hint then
    quotes none (play-through 18, de 12 and zh 7: "mit beiden etwa 0 % Gewinnchance")."""
    contenders = getattr(game, "win_contenders", None)
    return bool(getattr(game, "hint_value_is_win_chance", False)) and contenders is not None \
        and contenders(view) == 0


def _hint(game: Game, view: Any, action: Any, move: str, why: str, lang: str) -> str:  # type: ignore[type-arg]
    """The hint's line: the move, its typed form where the game has one, and why."""
    # the move as the move box reads it, to type exactly as written (play-through 10: "add N" wanted
    # its charge, "add N(-3)"), also where the move in words is that text already: play-through 17
    # zh 7 read "提示：翻牌。" and found no typed form in Metallurgie's hint, as the other games give
    # (a stand-in with only the two texts above, as tests use, has no typed form)
    typed_action = getattr(game, "typed_action", None)
    typed = typed_action(view, action, lang) if typed_action is not None else ""
    # the line ends in the catalogue's full stop, once (play-through 23, en 9: none in en and de)
    why = why.rstrip(".。")
    if typed:
        return ui("hint_line_typed", lang, move=move, typed=typed, why=why)
    return ui("hint_line", lang, move=move, why=why)


INNER_QUOTES = {"de": ("„", "“", "‚", "‘"), "en": ("“", "”", "‘", "’"), "zh": ("“", "”", "‘", "’")}


def inner_quotes(text: str, lang: str) -> str:
    """``text`` with its double quotes made single, to stand inside the review's own quotes."""
    if lang not in INNER_QUOTES:
        return text
    left, right, inner_left, inner_right = INNER_QUOTES[lang]
    return text.replace(left, inner_left).replace(right, inner_right)
