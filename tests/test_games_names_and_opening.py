"""All four games: log, status and seat lines name the seats (the app passes ``names``), the numbered
form stays for callers without names, and ``start`` opens the log without changing the game."""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from chemcards.core.match import Match
from chemcards.core.protocol import LANGS, REFEREE, Event, Game, Outcome
from chemcards.core.registry import get_game
from chemcards.core.rng import Rng
from chemcards.core.seats import Seat
from chemcards.i18n import tr

GAMES = ("color-clash", "metallurgie", "chemie-kartenspiel", "chemis")
NAMES = ("Ann", "Zoë", "李雷", "Okonkwo")

#: how each game numbers a seat when it is given no names (its fallback): one form for all four,
#: the launcher's default name (play-through 10, launcher 3; it was "Platz 2", "Player 2" and "#1")
NUMBERED: dict[str, Callable[[int, str], str]] = {
    game_id: (lambda i, lang: tr("ui", "default_person", lang, n=i + 1)) for game_id in
    ("color-clash", "metallurgie", "chemie-kartenspiel", "chemis")
}


#: languages where a numbered seat cannot be mistaken for other words; in German "Platz 1" is both
#: Color Clash's numbered seat and a finishing place ("raus auf Platz 1"), so German is only checked
#: for the names being there
UNAMBIGUOUS = ("en", "zh")


def _numbered_in(game_id: str, seat: int, lang: str, text: str) -> bool:
    """The numbered form of ``seat`` as a word of its own (CHEMIS notation has "Fe#2", an item)."""
    label = re.escape(NUMBERED[game_id](seat, lang))
    return re.search(rf"(?<!\w){label}(?!\d)", text) is not None


def _seats(count: int) -> list[Seat]:
    return [Seat(NAMES[0])] + [Seat(name, "computer", "easy") for name in NAMES[1:count]]


def _play(game: Game, match: Match, rng: Rng, steps: int) -> None:  # type: ignore[type-arg]
    for _ in range(steps):
        if match.outcome() is not None:
            return
        to_act = match.to_act()
        people = [s for s in to_act if s != REFEREE]
        seat = people[rng.randbelow(len(people))] if people else REFEREE
        legal = match.legal(seat)
        match.act(seat, game.rollout_action(match.state, seat, legal, rng))


def _played(game_id: str, seed: int) -> tuple[Game, Match]:  # type: ignore[type-arg]
    game = get_game(game_id)
    match = Match(game, _seats(3), {}, seed=seed)
    _play(game, match, Rng(seed + 100), 150)
    return game, match


def _seats_of(event: Event) -> set[int]:
    return {event.seat} if event.seat is not None and event.seat >= 0 else set()


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game_id", GAMES)
def test_log_lines_name_seats_instead_of_numbering_them(game_id: str, lang: str) -> None:
    """Every line that would say "Seat 1" / "Player 2" / "#1" says the seat's name when the caller
    passes ``names``; no numbered form is left in any line, for every viewer's filter."""
    game, match = _played(game_id, 3)
    names = [s.name for s in match.seats]
    named_lines = 0
    for event in match.events:
        for viewer in (None, *range(len(names))):
            seen = event.seen_by(viewer)
            plain = game.event_text(seen, lang)
            named = game.event_text(seen, lang, names=names)
            assert named and "{" not in named
            if lang in UNAMBIGUOUS:
                assert not any(_numbered_in(game_id, i, lang, named) for i in range(len(names))), named
            for seat in _seats_of(event):
                if _numbered_in(game_id, seat, lang, plain):
                    assert names[seat] in named, (plain, named)
                    named_lines += 1
    assert named_lines > 20


@pytest.mark.parametrize("game_id", GAMES)
def test_status_line_names_the_seat_to_act_and_seat_lines_carry_no_number(game_id: str) -> None:
    game = get_game(game_id)
    match = Match(game, _seats(3), {}, seed=4)
    rng = Rng(8)
    checked = 0
    for _ in range(60):
        if match.outcome() is not None:
            break
        acting = [s for s in match.to_act() if s != REFEREE]
        view = match.view(acting[0] if acting else None)
        for lang in LANGS:
            status = game.status_text(view, lang)
            if len(acting) == 1:
                # by name for everyone else; the mover's own screen says "du"/"you"/"你" (issue 21.3)
                others = game.status_text(match.view(None), lang)
                assert match.seats[acting[0]].name in others, others
                you = {"de": r"\b[Dd]u\b", "en": r"\b[Yy]ou(?:r)?\b", "zh": "你"}[lang]
                assert re.search(you, status), status
                checked += 1
            if lang in UNAMBIGUOUS:
                lines = [status, *game.seat_lines(view, lang)]
                assert not any(_numbered_in(game_id, i, lang, line) for line in lines for i in range(3))
        _play(game, match, rng, 1)
    assert checked > 10


@pytest.mark.parametrize("game_id", GAMES)
def test_without_names_the_numbered_form_remains(game_id: str) -> None:
    """Engine tests, golden files and bots call ``event_text`` without names: they keep reading the
    numbered form, and a short ``names`` never raises."""
    game, match = _played(game_id, 5)
    with_seat = [e for e in match.events if e.seat is not None and e.seat >= 0]
    assert with_seat
    hits = 0
    for event in with_seat:
        plain = game.event_text(event.seen_by(None), "en")
        hits += _numbered_in(game_id, event.seat, "en", plain)  # type: ignore[arg-type]
        assert game.event_text(event.seen_by(None), "en", names=["Ann"]) is not None
    assert hits > len(with_seat) // 2


@settings(max_examples=12, deadline=None)
@given(game_id=st.sampled_from(GAMES), seed=st.integers(0, 10_000), players=st.integers(2, 4))
def test_start_sets_up_the_same_game_as_new_state_and_opens_the_log(game_id: str, seed: int,
                                                                    players: int) -> None:
    """``start`` draws no extra chance (same seed = same game, records replay either way); its
    opening events reach the log, and a dealt hand is secret to its owner alone."""
    game = get_game(game_id)
    options = game.resolve_options({})
    state, events = game.start(_seats(players), options, Rng(seed))
    plain = game.new_state(_seats(players), options, Rng(seed))
    assert game.state_json(state) == game.state_json(plain)
    assert events, "the log would open empty"
    for event in events:
        if event.secret:
            assert event.seen_by(event.seat) == event
            others = [s for s in range(players) if s != event.seat]
            assert all(event.seen_by(s).secret == () for s in (*others, None))
    match = Match(game, _seats(players), options, seed=seed)
    assert match.events == events


@pytest.mark.parametrize(("game_id", "note", "german"), [
    ("metallurgie", "stop", "Stoppkarte"),
    ("chemis", "survivor", "Leben"),
    ("chemie-kartenspiel", "CK-10", "Stapel"),
    ("color-clash", "no winner", "Kein Gewinner"),
])
def test_how_a_game_ended_is_said_in_the_players_language(game_id: str, note: str, german: str) -> None:
    text = get_game(game_id).outcome_text(Outcome((0.0,), (1,), (), note), "de")
    assert german in text and text != note


def test_one_card_and_one_point_are_singular() -> None:
    """Counted words follow the number in English and German ("1 card", "1 Karte", "2 Karten")."""
    assert tr("ui", "cc_pile_count", "en", count=1) == "1 card"
    assert tr("ui", "cc_pile_count", "en", count=2) == "2 cards"
    assert tr("ui", "cc_pile_count", "de", count=1) == "1 Karte"
    assert tr("chemis", "cards_n", "de", n=3) == "3 Karten"
    assert tr("color-clash", "seat_line", "de", n=1, name="Ann", mark="", count=1, points=1,
              extra="") == "1 Ann: 1 Karte · 1 Punkt"  # one seat line form (issue 21)
    assert tr("chemie-kartenspiel", "ev_draw", "en", who="Ann", n=1) == "Ann draws 1 card"
    assert tr("chemis", "ev_over", "en", who="Ann", n=1, why="x").endswith("Ann wins")
    assert tr("chemis", "ev_over", "en", who="Ann, Bob", n=2, why="x").endswith("Ann, Bob win")


@pytest.mark.parametrize("domain", ["ui", "color-clash", "metallurgie", "chemie-kartenspiel", "chemis"])
def test_every_counted_word_names_a_parameter_of_its_own_text(domain: str) -> None:
    """``{n|card|cards}`` must name a number that the same text formats, or it never turns singular
    (a verb that follows the number of names in a list is the exception: the winners in CHEMIS's
    game-over log line and status, CH-12 lets a team win together; the substances a play removed,
    named in a list, "CO and H₂S are removed", CH-10, session 12; the review's "It was not" or
    "None of them was", whose count the line's first sentence gives, session 13)."""
    from chemcards.i18n import _PLURAL, catalogue

    for key, entry in catalogue(domain).items():
        # every game's end names its winners so since issue 21 item 4 ("Spielende: Ann gewinnt")
        if (domain, key) in {("chemis", "ev_over"), ("chemis", "status_over"), ("color-clash", "ev_game_end"),
                             ("metallurgie", "st_over"), ("chemie-kartenspiel", "st_over"),
                             ("chemis", "ev_removed"), ("chemis", "ev_removed_you"),
                             ("ui", "review_none_left"),
                             # a verb agreeing with the list of substances it follows ("HCl and
                             # NH₃ turn into gas"), whose count the list gives (play-through 17 zh 4)
                             ("chemis", "fx_gas"), ("chemis", "fx_dissolves"), ("chemis", "fx_precipitates")}:
            continue
        for lang, text in entry.items() if isinstance(entry, dict) else ():
            for m in _PLURAL.finditer(str(text)):
                assert "{" + m.group(1) + "}" in str(text), (domain, key, lang)
