"""Play-through 16, zh 10 (session 17, task cc17): the hint's figure says what it is — the hard
computer's estimate from its trial games from this position — and, where the figure is a chance to
win, how it compares with an even share (1 in 4 at four players). "胜率都约 17%" alone, at a table of
four against three easy computers, read as "you are bound to lose"."""

from __future__ import annotations

from typing import Any

import pytest

from chemcards.bots.advice import Advice, Estimate, hint_line
from chemcards.core.registry import games
from chemcards.core.rng import Rng
from chemcards.core.seats import Seat


class _Game:
    def action_text(self, view: Any, action: Any, lang: str) -> str:
        return {"a": "play R3", "b": "draw"}[action]

    def hint_reason(self, view: Any, action: Any, lang: str) -> str:
        return ""


class _View:
    def __init__(self, players: int) -> None:
        self.seats = tuple(Seat(f"P{i}") for i in range(players))


EQUAL = Advice("a", (Estimate("a", 0.17, 240), Estimate("b", 0.17, 240)))
CLEAR = Advice("a", (Estimate("a", 0.40, 300), Estimate("b", 0.20, 200)))


@pytest.mark.parametrize(("lang", "words"), [
    ("en", "the hard computer's estimate from 480 trial games from here; with 4 equally strong players "
           "each would have 25%"),
    ("de", "Schätzung des starken Computers aus 480 Probespielen ab hier; bei 4 gleich starken Spielern "
           "hätte jeder 25 %"),
    ("zh", "困难电脑从这里试玩 480 局得出的估计；4 人水平相当时每人约 25%"),
])
def test_a_color_clash_hint_at_four_says_what_its_figure_is_and_the_even_share(lang: str, words: str) -> None:
    cc = games()["color-clash"]
    assert cc.hint_value_is_win_chance
    line = hint_line(_with(cc), _View(4), EQUAL, lang)  # type: ignore[arg-type]
    assert words in line, line
    assert "17" in line


def test_two_players_compare_with_one_in_two_in_every_game_and_the_other_move_is_kept() -> None:
    line = hint_line(_Game(), _View(2), CLEAR, "en")  # type: ignore[arg-type]
    assert "only 20% if you draw instead" in line and "500 trial games" in line, line
    assert "each would have 50%" in line, line


def test_a_figure_that_is_not_a_plain_win_chance_gets_no_even_share() -> None:
    """From three seats on the other games' searches value the place too (``ismcts.outcome_rewards``):
    1 in n would be the wrong yardstick, so only the basis is said."""
    line = hint_line(_Game(), _View(4), CLEAR, "en")  # type: ignore[arg-type]
    assert "500 trial games" in line and "equally strong" not in line, line


def test_the_only_move_says_nothing_of_figures() -> None:
    only = Advice("a", (Estimate("a", float("nan"), 0),))
    line = hint_line(_Game(), _View(4), only, "en")  # type: ignore[arg-type]
    assert "trial games" not in line, line


def _with(game: Any) -> Any:
    class G(_Game):
        hint_value_is_win_chance = game.hint_value_is_win_chance
    return G()


def test_a_real_color_clash_hint_reads_whole() -> None:
    from chemcards.bots.advice import advise

    cc = games()["color-clash"]
    state = cc.new_state([Seat("Ann")] + [Seat(f"C{i}", "computer", "easy") for i in range(3)], {}, Rng(3))
    seat = cc.to_act(state)[0]
    view, legal = cc.view(state, seat), cc.legal_actions(state, seat)
    if len(legal) > 1:
        line = hint_line(cc, view, advise(cc, seat, view, legal, seed=1, iterations=120), "zh")
        assert "试玩" in line or "唯一" in line or "Ann" in line or line, line
