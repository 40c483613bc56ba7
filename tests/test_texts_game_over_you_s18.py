"""Play-through 17, de 3: „Spielende: Ich gewinnt“ — the game-over line named the person at the
screen by their seat name („Ich“ is the default German one), in the third person. Where the viewer
won, every game's game-over line addresses them, as the rest of the app does (issue 12 point 14):
"you win" / „Du gewinnst“ / “你获胜”; the others, and a screen of several people, read the names."""

from __future__ import annotations

from functools import cache

import pytest

from chemcards.core import registry
from chemcards.core.driver import next_mover
from chemcards.core.i18n import tr
from chemcards.core.match import Match
from chemcards.core.protocol import REFEREE, Event
from chemcards.core.rng import Rng
from chemcards.core.seats import Seat

GAMES = ("color-clash", "metallurgie", "chemie-kartenspiel", "chemis")
#: each game's status line at the end: its key and what it is given besides the names
STATUS_KEY = {"color-clash": None, "metallurgie": "st_over", "chemie-kartenspiel": "st_over",
              "chemis": "status_over"}
#: the log's game-over line: event kind and key (Metallurgie's and the Chemie-Kartenspiel's name
#: no winner: the scores, or who could not draw)
LOG = {"color-clash": ("game_end", "ev_game_end"), "chemis": ("over", "ev_over")}


#: seeds whose random game has one winner (Metallurgie's seed 3 ends in a tie, MT-14)
SEED = {"metallurgie": 4}


@cache  # a finished match is only read here
def finished(game_id: str, seed: int | None = None) -> Match:
    """„Ich“ against a computer, played to the end with seeded random moves."""
    game = registry.games()[game_id]
    seed = SEED.get(game_id, 3) if seed is None else seed
    match = Match(game, [Seat("Ich"), Seat("Ada", "computer", "easy")], {}, seed=seed)
    rng = Rng(seed)
    while match.outcome() is None:
        moved = next_mover(game, match.state, rng)
        assert moved is not None
        seat, legal = moved
        match.act(seat, legal[0] if seat == REFEREE else legal[rng.randbelow(len(legal))])
    return match


def _winner(match: Match) -> int:
    outcome = match.outcome()
    assert outcome is not None and len(outcome.winners) == 1, outcome
    return outcome.winners[0]


@pytest.mark.parametrize("game_id", [g for g in GAMES if STATUS_KEY[g]])
@pytest.mark.parametrize("lang", ["de", "en", "zh"])
def test_pt17_de3_the_status_at_the_end_says_you_win_to_the_winner(game_id: str, lang: str) -> None:
    match = finished(game_id)
    winner = _winner(match)
    game, key = match.game, STATUS_KEY[game_id]
    own = game.status_text(match.view(winner), lang)
    other = game.status_text(match.view(1 - winner), lang)
    name = match.seats[winner].name
    assert own == tr(game_id, f"{key}_you", lang, **_params(match, winner, lang)), own
    assert name not in own, own
    assert name in other, other  # the other seat reads the winner's name
    if lang == "de":
        assert "Du gewinnst" in own and "Ich gewinnt" not in own


def _params(match: Match, seat: int, lang: str) -> dict[str, object]:
    """What a status line at the end says besides the winners: Metallurgie why the game ended
    (MT-14), the Chemie-Kartenspiel the winning points."""
    view = match.view(seat)
    if match.game.id == "metallurgie":
        return {"reason": tr("metallurgie", f"reason_{view.end_reason}", lang)}
    if match.game.id == "chemie-kartenspiel":
        return {"points": max(view.scores())}
    return {}


@pytest.mark.parametrize("game_id", sorted(LOG))
@pytest.mark.parametrize("lang", ["de", "en", "zh"])
def test_pt17_de3_the_log_line_at_the_end_says_you_win_to_the_winner(game_id: str, lang: str) -> None:
    match = finished(game_id)
    winner = _winner(match)
    kind, key = LOG[game_id]
    (event,) = [e for e in match.events if e.kind == kind]
    names = [seat.name for seat in match.seats]
    own = match.game.event_text(event, lang, names, viewer=winner)
    assert names[winner] not in own, own
    assert own == tr(game_id, f"{key}_you", lang, why=_why(match, event, lang)), own
    for viewer in (1 - winner, None):  # the loser's screen, a screen of several people
        assert names[winner] in match.game.event_text(event, lang, names, viewer=viewer)


def _why(match: Match, event: Event, lang: str) -> str:
    """CHEMIS says why the game ended (CH-12); Color Clash's line has no such part."""
    return tr("chemis", f"why_{event.data[1]}", lang) if match.game.id == "chemis" else ""


@pytest.mark.parametrize("lang", ["de", "en", "zh"])
def test_pt17_de3_a_shared_win_says_you_win_together_with_the_others(lang: str) -> None:
    """CC-19: a tie shares the win; the viewer among the winners reads the others' names only."""
    game = registry.games()["color-clash"]
    names = ["Ich", "Ada", "Bob"]
    line = game.event_text(Event("game_end", None, (0, 2)), lang, names, viewer=0)
    assert line == tr("color-clash", "ev_game_end_you_with", lang, winners="Bob")
    assert "Ich" not in line and "Ada" not in line


@pytest.mark.parametrize("lang", ["de", "en", "zh"])
def test_pt17_de3_a_tie_at_the_end_says_you_win_together_with_the_other(lang: str) -> None:
    """MT-14: a tie shares the win (seed 3 ends in one); each reads "you win" with the other named."""
    match = finished("metallurgie", seed=3)
    outcome = match.outcome()
    assert outcome is not None and outcome.winners == (0, 1)
    reason = _params(match, 0, lang)["reason"]
    for seat in (0, 1):
        line = match.game.status_text(match.view(seat), lang)
        other = match.seats[1 - seat].name
        assert line == tr("metallurgie", "st_over_you_with", lang, reason=reason, winners=other), line
