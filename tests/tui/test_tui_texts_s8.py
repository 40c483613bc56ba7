"""Issue 21, session 8, item 2: one form per thing on one screen, de and en, as a player sees it at
80×24 (pt7-de 5–7, 10; pt7-en 7, 9). Decisions in docs/i18n.md ("One form per thing, session 8")."""

from __future__ import annotations

import re

import pytest
from tui_helpers import make_app, screen_text, settle, sync

from chemcards.core.registry import get_game
from chemcards.core.seats import Seat
from chemcards.i18n import computer_mark, ui

GAMES = ("color-clash", "metallurgie", "chemie-kartenspiel", "chemis")
SEATS = [Seat("Anna"), Seat("Curie", "computer", "medium"), Seat("Bohr", "computer", "hard")]


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("game_id", GAMES)
@sync
async def test_cc24_a_screen_shows_one_form_of_the_computer_mark(game_id: str, lang: str) -> None:
    """CC-24 (computers are marked), pt7-de 5: „Curie [Computer] 0 Pkt.“ on the board beside „Curie
    [Computer·mittel]“ in the seats panel; Metallurgie and the results showed the level, Color
    Clash and CHEMIS did not. On a game's screen the mark is one form: without the level."""
    app = make_app(get_game(game_id), SEATS, seed=3, lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        text = screen_text(app)
    mark = computer_mark(lang).strip()
    assert mark in text, text
    assert "Computer·" not in text, text


@pytest.mark.parametrize("lang", ["de", "en"])
def test_cc24_the_result_names_computers_as_the_game_screen_does(lang: str) -> None:
    """The result dialog lies over the game's screen: its rows use the same mark (pt7-de 5: „alle
    Ergebnisse [Computer·mittel]“)."""
    from chemcards.core.match import Match
    from chemcards.tui.outcome import outcome_rows

    game = get_game("color-clash")
    match = Match(game, SEATS, {}, seed=3)
    from chemcards.core.protocol import Outcome

    outcome = Outcome(winners=(0,), places=(1, 2, 3), scores=(10, 0, 0))
    names = [row[1] for row in outcome_rows(outcome, match.seats, lang)]
    assert names[1] == "Curie" + computer_mark(lang) and names[2] == "Bohr" + computer_mark(lang), names


@pytest.mark.parametrize("lang", ["de", "en"])
@sync
async def test_ck_board_writes_a_seats_points_out_and_sets_tags_apart(lang: str) -> None:
    """pt7-de 6, pt7-en 7: the Chemie-Kartenspiel's board said „Curie [Computer] 0 Pkt.“ where every
    seat line says „0 Punkte“; the short form stays on a compound entry only."""
    app = make_app(get_game("chemie-kartenspiel"), SEATS, seed=3, lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        text = screen_text(app)
    full = "0 Punkte" if lang == "de" else "0 points"
    assert re.search(rf"Curie \[Computer\] {full}", text), text
    seat_rows = [line for line in text.splitlines() if "Curie" in line or "Bohr" in line]
    assert not any(re.search(r"\d (?:Pkt\.|pts?)\b", line) for line in seat_rows), seat_rows


@pytest.mark.parametrize("lang", ["de", "en"])
@sync
async def test_chemis_footer_labels_start_with_a_capital_as_in_every_game(lang: str) -> None:
    """pt7-de 10, pt7-en 9: CHEMIS's footer read „⏎ spielen“, „p passen“, "e end turn" where the other
    games capitalise; "Ctrl+P commands" was lowercase on every `?` list."""
    app = make_app(get_game("chemis"), SEATS, seed=3, lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        for _ in range(100):  # the computers before Anna play at once; under load that takes a while
            footer = screen_text(app).splitlines()[-1]
            if " e " in footer:
                break
            await pilot.pause(0.05)
    words = {"de": ["Spielen", "Zug beenden"], "en": ["Play", "End turn"]}[lang]
    for word in words:
        assert word in footer, footer
    assert not re.search(r"⏎ [a-z]|\be [a-z]", footer), footer
    assert ui("palette", lang)[0].isupper()


def test_chemis_first_log_line_starts_with_a_capital() -> None:
    """pt7-en 9: "identities drawn by lot (this is the turn order): …" began the CHEMIS log lowercase."""
    from chemcards.core.protocol import Event

    game = get_game("chemis")
    for lang in ("de", "en"):
        line = game.event_text(Event("identities", None, (0, 1, 2)), lang, ("Ann", "Bob", "Cy"))
        assert line[0].isupper(), line
