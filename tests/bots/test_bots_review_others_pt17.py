"""Play-through 17, zh 2: after a game in which the person only drew or passed, the review said
"none of your decisions was clearly worse than the hard computer's", which read as praise. The
review now counts the decisions at which the hard level would have chosen another move without a
clear difference, and says so instead (``review_none_others``)."""

from __future__ import annotations

import pytest

from chemcards.bots.advice import advise
from chemcards.bots.review import decision_seed, review_with_others
from chemcards.core.i18n import ui
from chemcards.core.match import Match
from chemcards.core.protocol import REFEREE
from chemcards.core.registry import get_game
from chemcards.core.rng import Rng
from chemcards.core.seats import Seat

ITERATIONS = 40
#: the move of each game that does the least: Color Clash's draw (CC-7), Metallurgie's end of
#: the turn without laying a metal (MT-5)
IDLE = {"color-clash": "draw", "metallurgie": "end"}


def played_game(game_id: str, seed: int, choose: str, actions: int = 40) -> Match:
    """Ann against an easy computer. ``choose``: "idle" takes the game's idle move whenever it is
    legal (else the first legal move); "hard" takes what the review's own search recommends at that
    decision (the same seed as the review's, ``decision_seed``)."""
    game = get_game(game_id)
    match = Match(game, [Seat("Ann"), Seat("cpu", "computer", "easy")], seed=seed)
    rng = Rng(seed)
    for _ in range(actions):
        if match.outcome() is not None:
            break
        seat = match.to_act()[0]
        legal = match.legal(seat)
        if seat == 0 and len(legal) > 1:
            if choose == "hard":
                action = advise(game, 0, match.view(0), legal, seed=decision_seed(len(match.steps), 0),
                                iterations=ITERATIONS).recommended.action
            else:
                action = next((a for a in legal if str(a) == IDLE[game_id]), legal[0])
        elif seat == REFEREE:
            action = legal[0]
        else:
            action = legal[rng.randbelow(len(legal))]
        match.act(seat, action)
    return match


@pytest.mark.parametrize("game_id", ["color-clash", "metallurgie"])
def test_pt17_zh2_an_idle_player_is_told_how_often_the_hard_level_chose_otherwise(game_id: str) -> None:
    """Idle all game: every decision is either a clear miss or counted among the others wherever
    the hard level recommended something else, so the review cannot say only that none was worse."""
    match = played_game(game_id, 4, "idle")
    moments, others = review_with_others(match, 0, iterations=ITERATIONS)
    idle = [s for s in match.steps if s.seat == 0 and s.text == IDLE[game_id]]
    assert idle, "the scripted player never had the idle move"
    assert moments or others, "the review found nothing to say about an idle player"
    made = sum(1 for s in match.steps if s.seat == 0)
    assert len(moments) + len(others) <= made


@pytest.mark.parametrize("game_id", ["color-clash", "metallurgie"])
def test_pt17_zh2_a_player_who_made_the_hard_levels_choices_is_counted_nowhere(game_id: str) -> None:
    """The other side: a person who took the hard level's own choice each time has no clear miss
    and nothing counted, so the review still says plainly that none was worse (``review_none``)."""
    match = played_game(game_id, 4, "hard")
    assert review_with_others(match, 0, iterations=ITERATIONS) == ([], [])


@pytest.mark.parametrize("lang", ["de", "en", "zh"])
def test_pt17_zh2_the_line_names_both_counts(lang: str) -> None:
    line = ui("review_none_others", lang, n=7, m=12)
    assert "7" in line and "12" in line and line != ui("review_none", lang)


@pytest.mark.parametrize("game_id", ["color-clash", "metallurgie"])
def test_pt19_zh8_every_game_names_a_decision_by_the_persons_turn(game_id: str) -> None:
    """Play-through 19, zh 8: Metallurgie's review said "第 147 步" (every action of every seat
    counted), a number no screen shows. Every game's entry names the person's own turn, as the
    Chemie-Kartenspiel's did (play-through 13 de 6), the close decisions too."""
    from chemcards.bots.review import moment_line

    match = played_game(game_id, 4, "idle")
    moments, others = review_with_others(match, 0, iterations=ITERATIONS)
    listed = [*moments, *others]
    assert listed, "the idle player's review listed nothing"
    for moment in listed:
        assert moment.turn >= 1
        line = moment_line(match.game, moment, "en")
        assert line.startswith(f"Your turn {moment.turn}:"), line
        assert moment.turn <= sum(1 for s in match.steps[: moment.step + 1] if s.seat == 0)


def test_pt20_en_a_close_decision_whose_move_was_never_weighed_is_listed_without_figures() -> None:
    """Play-through 20, en: after a won Chemie-Kartenspiel game the review said "…differently 1
    time out of 13. ↑/↓ shows them" over an empty list: the move played had no estimate (NaN), the
    entry's line failed on it, and no entry was drawn. Such a decision is listed with both moves and
    no figures."""
    import dataclasses

    from chemcards.bots.review import moment_line

    match = played_game("color-clash", 4, "idle")
    moments, others = review_with_others(match, 0, iterations=ITERATIONS)
    moment = dataclasses.replace([*moments, *others][0], close=True, played_value=float("nan"))
    line = moment_line(match.game, moment, "en")
    assert line.startswith(f"Your turn {moment.turn}:") and "would have played" in line, line
    assert "%" not in line, line
