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
    """CH-6/CH-18 plays and CH-21 reactions: "A: 2 Cl (Cl + counter ×2) → Cl₂" (甲 in Chinese, CH-2), not
    "甲: Cl*2 -> Cl2"; in Chinese the zone's colon and the drawn cards' brackets are full-width."""
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
    from chemcards.games.chemis.texts import play_label

    # a counter card on a card said as what it is (play-through 15, en 5)
    assert play_label("甲: Cl*2 -> Cl2", "en") == "A: 2 Cl (Cl + counter ×2) → Cl₂"
    assert play_label("乙: Ba+[OH]*2 -> Ba(OH)2", "de") == "B: Ba + 2 [OH] ([OH] + Zähler ×2) → Ba(OH)₂"
    assert play_label("丙: [SO4] on Fe -> FeSO4", "de") == "C: [SO₄] auf Fe → FeSO₄"
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
        # a charged group among the ions as the rulebook writes it ("[OH]⁻", CK-16) is no notation
        line = re.sub(r"\[[A-Za-z₀-₉]+\][⁰-⁹¹²³]*[⁺⁻]", "", line)
        assert "[" not in line and "+P" not in line and "(+" not in line and "(-" not in line, line
        assert "Protomaterie" not in line or lang == "de", line
        assert lang != "zh" or ": " not in line, line  # full-width punctuation in Chinese


def test_chemie_kartenspiel_compound_text_examples() -> None:
    from chemcards.games.chemie_kartenspiel.texts import compound_text, unit_text

    assert compound_text("[OH][OH]Ca", "en") == "Ca(OH)₂"
    assert compound_text("[OH]K+P", "de") == "KOH mit Schutz"
    # the example: one group; zh brackets are full-width and glued (docs/i18n.md, session 9)
    assert compound_text("[OH][O*]Ca", "zh") == "Ca(OH)₂（✱×1）"
    assert unit_text("[O*]", "en") == "[OH]⁻ (✱×1)"  # CK-16's notation (play-through 11)


@pytest.mark.parametrize(("cards", "formula"), [
    ("HNaO", "NaOH"), ("O2H2Ca", "Ca(OH)₂"), ("AlO3H3", "Al(OH)₃"),  # H⁺ + O²⁻ beside a metal
    ("NaHCO3", "NaHCO₃"), ("[CO3]NaH", "NaHCO₃"), ("KHSO4", "KHSO₄"),  # metal, then hydrogen
    ("H2SO4", "H₂SO₄"), ("[SO4]H2", "H₂SO₄"), ("HCl", "HCl"), ("H2O", "H₂O"), ("Fe2O3", "Fe₂O₃"),
])
def test_chemie_kartenspiel_single_cards_in_chemical_order(cards: str, formula: str) -> None:
    """Issue 12 point 10 (play-through 6: Na + O + H laid as "HNaO"): element cards laid one by one
    are written as a chemist writes the compound: metals, then hydrogen, then the other positive
    oxidation numbers, then the anions; H⁺ and O²⁻ in equal numbers beside a metal as hydroxide."""
    from chemcards.games.chemie_kartenspiel.texts import compound_text

    assert compound_text(cards, "en") == formula


def test_chemie_kartenspiel_passes_instead_of_skipping_and_names_protomatter_per_language() -> None:
    """CK-9 passing is "passen" (Color Clash's Skip card is "Aussetzen", CC-8) and 过牌 in Chinese;
    the joker card is Protomatter / 原物质 outside German (CK-18)."""
    from chemcards.core.protocol import Event
    from chemcards.i18n import catalogue, tr

    assert tr("chemie-kartenspiel", "ev_skip", "de", who="Ann") == "Ann passt"
    assert "过牌" in tr("chemie-kartenspiel", "ev_skip", "zh", who="Ann")
    for key, entry in catalogue("chemie-kartenspiel").items():
        if isinstance(entry, dict) and key != "deck_unknown_card":
            german = entry.get("de", "")
            assert "aussetz" not in german.lower() and "setzt aus" not in german, key
            assert "Protomaterie" not in entry.get("en", "") + entry.get("zh", ""), key
    game = get_game("chemie-kartenspiel")
    dealt = Event("deal", 0, (2,), ("Protomaterie", "Fe"))
    # a list in a sentence: ", " in English, 、 in Chinese (join_list; issue 21 item 2)
    assert game.event_text(dealt, "en", ["Ann"]).endswith("Protomatter, Fe")
    assert game.event_text(dealt, "zh", ["Ann"]).endswith("原物质、Fe")


def test_no_command_help_names_a_rule_number() -> None:
    """Issue 21.5: `chemcards play --help` said "(CC-23)"; a player's help text carries no rule IDs."""
    import subprocess
    import sys

    for args in (["play", "--help"], ["deck", "check", "--help"], ["chem", "react", "--help"], ["--help"]):
        out = subprocess.run([sys.executable, "-m", "chemcards", *args], capture_output=True, text=True,
                             check=True).stdout
        assert not re.search(r"\b(?:CC|CK|CH|MT)-\d+", out), (args, out)


def test_an_empty_pile_is_said_as_such() -> None:
    """CK-10: "the pile holds only 0" → "the pile is empty"."""
    from chemcards.core.protocol import Event

    game = get_game("chemie-kartenspiel")
    assert "pile is empty" in game.event_text(Event("end", 0, (3, 0)), "en", ["Ann"])
    assert "Stapel ist leer" in game.event_text(Event("end", 0, (3, 0)), "de", ["Ann"])
    assert "only 2" in game.event_text(Event("end", 0, (3, 2)), "en", ["Ann"])


@pytest.mark.parametrize("lang", ["de", "en", "zh"])
def test_cc26_result_heading_says_when_the_hands_stood(lang: str) -> None:
    """CC-26 [decided]: the hands as they stood when the winner went out; the heading says so."""
    from chemcards.games.color_clash.texts import hand_header

    words = {"de": "Rundensieg", "en": "at the win", "zh": "赢家出完牌时"}
    assert words[lang] in hand_header(lang)


def test_log_lines_end_without_a_full_stop_and_results_start_with_a_capital() -> None:
    """One style for every game's log (CHEMIS and the Chemie-Kartenspiel had none, Color Clash and
    Metallurgie a full stop); the result note is a sentence start."""
    for game_id in ("color-clash", "metallurgie", "chemie-kartenspiel", "chemis"):
        match, names = _played(game_id, steps=150)
        game = match.game
        for lang in ("de", "en", "zh"):
            for e in match.events:
                line = game.event_text(e.seen_by(0), lang, names=names)
                assert not line.endswith((".", "。")) or line.endswith("..."), (game_id, line)
    from chemcards.i18n import catalogue

    for game_id in ("color-clash", "metallurgie", "chemie-kartenspiel", "chemis"):
        for key, entry in catalogue(game_id).items():
            if key.startswith("outcome_") and isinstance(entry, dict):
                for lang in ("de", "en"):
                    assert not entry[lang][:1].islower(), (game_id, key, lang)


NOTATION_VERBS = re.compile(r"\b(?:play|draw|keep|pass|call|catch|color|place|reveal|remove|end|add|drop|lay|"
                            r"pay|attack|stop|skip|react|discard|heat|filter|ignite|electrify|cool)\b")


@pytest.mark.parametrize("lang", ["de", "zh"])
@pytest.mark.parametrize("game_id", ["color-clash", "metallurgie", "chemie-kartenspiel", "chemis"])
def test_a_hinted_move_reads_as_the_log_would_describe_it(game_id: str, lang: str) -> None:
    """Issue 19's hint said "play B3" / "丙: electrify" / "add [O*]": every legal move along a real
    game, named as a hint names it (``GameTexts.action_text``), holds no notation verb, no "->", no
    "*" and no bracketed notation; Metallurgie names metals as its log does (金, not Au)."""
    match, _ = _played(game_id, steps=60)
    game = get_game(game_id)
    seen = 0
    for seat in range(3):
        for action in match.legal(seat) or []:
            text = game.action_text(match.view(seat), action, lang)
            seen += 1
            assert not NOTATION_VERBS.search(text) and "->" not in text and "*" not in text, text
            if game_id == "metallurgie":
                assert not re.search(r"\b(?:Au|Ag|Cu|Fe)\b", text), text
    # and along the game: every move a seat had
    match2, _ = _played(game_id, steps=0)
    bots = {s: game.heuristic_bot(s, Rng(s)) for s in range(3)}
    for _ in range(80):
        if match2.outcome() is not None:
            break
        seat = ([s for s in match2.to_act() if s != REFEREE] or [REFEREE])[0]
        legal = match2.legal(seat)
        if seat != REFEREE:
            for action in legal:
                text = game.action_text(match2.view(seat), action, lang)
                seen += 1
                assert not NOTATION_VERBS.search(text) and "->" not in text and "*" not in text, text
        bot = bots.get(seat)
        match2.act(seat, bot.choose(match2.view(seat), legal) if bot else legal[0])
    assert seen > 20


def test_the_hint_line_names_the_move_in_words() -> None:
    from chemcards.bots.advice import Advice, Estimate, hint_line

    match, _ = _played("color-clash", steps=0)
    game = match.game
    view = match.view(0)
    action = match.legal(0)[0]
    line = hint_line(game, view, Advice(action, (Estimate(action, 0.6, 10),)), "de")
    assert str(action) not in line and game.action_text(view, action, "de") in line


@pytest.mark.parametrize("lang", ["de", "en", "zh"])
def test_color_clash_addresses_the_viewer_in_the_second_person_on_their_own_screen(lang: str) -> None:
    """Issue 12.14 / 21.3: one way per screen — "Du ziehst ● R2" and "Du spielst …", never "Anna
    spielt …" on Anna's own screen; the others by name; the status line likewise."""
    from chemcards.tui.table import event_line

    match, names = _played("color-clash", steps=80)
    game = match.game
    you = {"de": "Du", "en": "You", "zh": "你"}[lang]
    own = [e for e in match.events if e.seat == 0 and e.kind not in ("first", "first_returned", "reshuffle")]
    assert len(own) > 5
    for e in match.events:
        line = event_line(game, e.seen_by(0), lang, names, 0)
        assert "Anna" not in line, line
        if e in own:
            assert you in line or you.lower() in line or "dich" in line or "dein" in line.lower(), line
    others = [event_line(game, e.seen_by(0), lang, names, 0) for e in match.events if e.seat == 1]
    assert others and all("Curie" in line for line in others)
    assert "Anna" in " ".join(event_line(game, e.seen_by(1), lang, names, 1) for e in own)
    view = match.view(0)
    if 0 in match.to_act():
        assert "Anna" not in game.status_text(view, lang)


@pytest.mark.parametrize("lang", ["de", "en", "zh"])
@pytest.mark.parametrize("game_id", ["metallurgie", "chemie-kartenspiel", "chemis"])
def test_every_game_says_you_to_the_viewer_about_their_own_moves(game_id: str, lang: str) -> None:
    """Issue 21.3: the viewer's own log lines are in the second person in every game (the others'
    by name); a spectator's screen (no viewer) names everyone."""
    from chemcards.tui.table import event_line

    match, names = _played(game_id, steps=120)
    game = match.game
    you = {"de": ("Du", "Dein", "du ", "dich", "dein"), "en": ("You", "Your", "you", "your"),
           "zh": ("你",)}[lang]
    own = [e for e in match.events if e.seat == 0]
    lines = [event_line(game, e.seen_by(0), lang, names, 0) for e in own]
    lines = [line for line in lines if line]
    assert len(lines) > 3
    for line in lines:
        assert not line.startswith("Anna") and any(w in line for w in you), line
    spectator = [event_line(game, e.seen_by(None), lang, names, None) for e in own]
    assert any("Anna" in line for line in spectator)


def test_the_rules_a_player_reads_hold_no_file_path_and_no_bracketed_decided() -> None:
    """Issue 21.5: CHEMIS F1 showed `rulesets/chemis/deck.toml` and "[decided]"; the rules screen
    shows these documents to players, so no repository path and one way to mark a decision."""
    from pathlib import Path

    docs = Path(__file__).resolve().parents[1] / "docs" / "rules"
    for path in sorted(docs.glob("*.md")):
        text = path.read_text(encoding="utf-8")
        assert not re.search(r"`(?:docs|rulesets)/[^`]*`", text), path.name
        assert "[decided]" not in text and "[决定]" not in text, path.name


@pytest.mark.parametrize("game_id", ["metallurgie", "chemie-kartenspiel", "chemis", "color-clash"])
def test_the_status_line_addresses_the_viewer_whose_move_it_is(game_id: str) -> None:
    """Issue 21.3: the status line on the mover's own screen says "Du"/"你", elsewhere the name."""
    from chemcards.core.seats import Seat

    game = get_game(game_id)
    match = Match(game, [Seat("Anna"), Seat("Bob")], {}, seed=3)
    mover = next(s for s in match.to_act() if s != REFEREE)
    name = match.seats[mover].name
    own = game.status_text(match.view(mover), "de")
    assert "Du " in own and name not in own
    assert "你" in game.status_text(match.view(mover), "zh")
    assert name in game.status_text(match.view(1 - mover), "de")
    assert name in game.status_text(match.view(None), "de")


def test_ck9_a_pass_is_logged_once_with_its_draw() -> None:
    """CK-9: passing draws cards; the log says "passes" and then one line with the draw (a newcomer
    read "Curie passes and draws 4 cards" followed by "Curie draws 4 cards" for one draw)."""
    from chemcards.core.match import Match
    from chemcards.core.seats import Seat
    from chemcards.games.chemie_kartenspiel import GAME
    from chemcards.games.chemie_kartenspiel.actions import Skip

    match = Match(GAME, [Seat("Ann"), Seat("Bob")], {}, seed=3)
    seat = match.to_act()[0]
    before = len(match.events)
    match.act(seat, Skip())
    for lang in ("de", "en", "zh"):
        lines = [GAME.event_text(e.seen_by(None), lang, names=["Ann", "Bob"])
                 for e in match.events[before:]]
        lines = [line for line in lines if line]
        counted = [line for line in lines if "4" in line]
        assert len(counted) == 1, lines  # the number of cards drawn, said once


@pytest.mark.parametrize("lang", ["de", "en", "zh"])
def test_ch21_a_chosen_reaction_is_logged_with_its_condition_in_words(lang: str) -> None:
    """CH-21: a reaction that needs a condition card is logged as the move list shows it, the
    condition in the player's language ("=点燃="), never the typed mark "-[ignite]" (a newcomer read
    "你在甲的反应区选择反应：C + O₂ -[ignite] → CO₂")."""
    from chemcards.core.protocol import Event
    from chemcards.games.chemis import GAME
    from chemcards.games.chemis.chem import equation_display

    line = GAME.event_text(Event("react", 0, (0, "C + O2 -[ignite]-> CO2")), lang, names=["Ann", "Bob"])
    assert "-[" not in line and "]->" not in line, line
    assert equation_display("C + O2 -[ignite]-> CO2", lang) in line
    assert "O₂" in line
