"""Issue 21, final play-through: where a player expects a formula or a name, the log and the table
show it as chemistry and the rulebooks write it, never the typed notation (``Cl*2 -> Cl2``,
``[OH][O*]Ca``, ``play B3``). Each test renders lines from a real, seeded game."""

from __future__ import annotations

import re

import pytest

from chemcards.core.match import Match
from chemcards.core.protocol import REFEREE
from chemcards.core.registry import get_game
from chemcards.core.rng import Rng
from chemcards.core.seats import Seat


def _played(game_id: str, seed: int = 11, steps: int = 400) -> tuple[Match, list[str]]:
    game = get_game(game_id)
    seats = [Seat("Anna"), Seat("Curie", "computer", "medium"), Seat("Hans", "computer", "medium")]
    match = Match(game, seats, {}, seed=seed)
    bots = {s: game.heuristic_bot(s, Rng(s)) for s in range(3)}
    rng = Rng(5)
    for _ in range(steps):
        if match.outcome() is not None:
            break
        seat = ([s for s in match.to_act() if s != REFEREE] or [REFEREE])[0]
        legal = match.legal(seat)
        bot = bots.get(seat)
        match.act(seat, bot.choose(match.view(seat), legal) if bot else legal[rng.randbelow(len(legal))])
    return match, [s.name for s in seats]


@pytest.mark.parametrize("lang", ["de", "en", "zh"])
def test_chemis_log_writes_formulas_with_subscripts_and_a_real_arrow(lang: str) -> None:
    """CH-6/CH-18 plays and CH-21 reactions: "甲: Cl ×2 → Cl₂", not "甲: Cl*2 -> Cl2"; in Chinese the
    zone's colon and the drawn cards' brackets are full-width."""
    match, names = _played("chemis")
    game = match.game
    lines = [game.event_text(e.seen_by(0), lang, names=names) for e in match.events]
    plays = [line for line in lines if "→" in line]
    assert len(plays) > 5
    for line in lines:
        assert "->" not in line and "*" not in line, line
        assert not re.search(r"[A-Z][a-z]?\d", line.split("HP")[0].split("LP")[0]), line  # Cl2, H2O
    if lang == "zh":
        assert not [line for line in lines if re.search(r"[甲乙丙]:|\(|,", line)]


def test_chemis_play_labels_read_as_chemistry() -> None:
    from chemcards.games.chemis.text import play_label

    assert play_label("甲: Cl*2 -> Cl2", "en") == "甲: Cl ×2 → Cl₂"
    assert play_label("乙: Ba+[OH]*2 -> Ba(OH)2", "de") == "乙: Ba + [OH] ×2 → Ba(OH)₂"
    assert play_label("丙: [SO4] on Fe -> FeSO4", "de") == "丙: [SO₄] auf Fe → FeSO₄"
    assert play_label("丙: heat", "zh") == "丙：升温"
    assert play_label("react 2C + O2 -> 2CO", "en") == "2C + O₂ → 2CO"


@pytest.mark.parametrize("lang", ["de", "en", "zh"])
def test_chemie_kartenspiel_log_shows_compounds_in_chemical_order(lang: str) -> None:
    """CK-10 compounds laid out: the log shows the formula as the hand panel does (Ca(OH)₂, jokers
    counted with ✱, a CK-19 shield in words), never the card-order notation ("[OH]Au+P", "[O*]")."""
    match, names = _played("chemie-kartenspiel")
    game = match.game
    lines = [game.event_text(e.seen_by(0), lang, names=names) for e in match.events]
    laid = [e for e in match.events if e.kind == "lay"]
    assert laid
    for line in lines:
        assert "[" not in line and "+P" not in line and "(+" not in line and "(-" not in line, line
        assert "Protomaterie" not in line or lang == "de", line


def test_chemie_kartenspiel_compound_text_examples() -> None:
    from chemcards.games.chemie_kartenspiel.texts import compound_text, unit_text

    assert compound_text("[OH][OH]Ca", "en") == "Ca(OH)₂"
    assert compound_text("[OH]K+P", "de") == "KOH mit Schutz"
    assert compound_text("[OH][O*]Ca", "zh") == "Ca(OH)₂ (✱×1)"  # the example: one group
    assert unit_text("[O*]", "en") == "OH (✱×1)"


def test_chemie_kartenspiel_passes_instead_of_skipping_and_names_protomatter_per_language() -> None:
    """CK-9 passing is "passen" (Color Clash's Skip card is "Aussetzen", CC-8) and 过牌 in Chinese;
    the joker card is Protomatter / 原物质 outside German (CK-18)."""
    from chemcards.core.protocol import Event
    from chemcards.i18n import catalogue, tr

    assert tr("chemie-kartenspiel", "ev_skip", "de", who="Ann") == "Ann passt und zieht 4 Karten"
    assert "过牌" in tr("chemie-kartenspiel", "ev_skip", "zh", who="Ann")
    for key, entry in catalogue("chemie-kartenspiel").items():
        if isinstance(entry, dict) and key != "deck_unknown_card":
            german = entry.get("de", "")
            assert "aussetz" not in german.lower() and "setzt aus" not in german, key
            assert "Protomaterie" not in entry.get("en", "") + entry.get("zh", ""), key
    game = get_game("chemie-kartenspiel")
    dealt = Event("deal", 0, (2,), ("Protomaterie", "Fe"))
    assert game.event_text(dealt, "en", ["Ann"]).endswith("Protomatter Fe")
    assert game.event_text(dealt, "zh", ["Ann"]).endswith("原物质 Fe")
