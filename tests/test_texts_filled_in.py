"""Issue 21: texts as a German family and a Chinese student read them with names and numbers filled
in — grammar that holds for any name, a counted word that follows its number, terms as the rulebooks
have them, and a default person with a real name (issue 12.14)."""

from __future__ import annotations

import re
from typing import Any

import pytest

from chemcards.i18n import LANGS, catalogue, tr, ui

DOMAINS = ("ui", "color-clash", "metallurgie", "chemie-kartenspiel", "chemis")
#: parameters that stand for a person or a seat's zone
PERSON = ("who", "name", "names", "zone", "owner", "dying", "dealer", "winners")


def _entries() -> list[tuple[str, str, str, str]]:
    out = []
    for domain in DOMAINS:
        for key, entry in catalogue(domain).items():
            if isinstance(entry, dict):
                out += [(domain, key, lang, str(entry[lang])) for lang in LANGS if lang in entry]
    return out


class _Ones(dict[str, Any]):
    def __missing__(self, key: str) -> str:
        return "1"


def test_no_sentence_glues_a_genitive_s_to_a_name() -> None:
    """"{zone}s Zone" gives "甲 Ichs Zone" and breaks on names ending in s: German says "die Zone von
    {zone}" instead. English "{zone}'s" is fine for any name."""
    glued = re.compile(r"\{(" + "|".join(PERSON) + r")\}s\b")
    bad = [(d, k) for d, k, lang, text in _entries() if lang == "de" and glued.search(text)]
    assert not bad


def test_counted_words_follow_the_number_one() -> None:
    """Every text filled in with 1 for each number reads "1 Karte" / "1 card", never a plural after
    1 and never a "(e)" / "(s)" workaround."""
    plural_after_one = re.compile(r"\b1 (?:[\w-]*-)?(cards|points|attacks|rounds|jokers|reactions|Karten|"
                                  r"Punkte|Punkten|Angriffe|Runden|Verbindungen|Reaktionen)\b")
    workaround = re.compile(r"[a-zäöü]\((?:e|s|en|n)\)")
    for domain, key, lang, text in _entries():
        assert not workaround.search(text), (domain, key, lang)
        if key in ("win_react", "win_react_you"):  # said only for two or more reactions
            continue
        filled = tr(domain, key, lang, **_Ones(n=1, count=1, points=1, attacks=1, total=1, need=1,
                                               left=1, data=1, round=1, rounds=1, cards=1, compounds=1,
                                               target=1, owed=1, most=1, exact=1, size=1))
        assert not plural_after_one.search(filled), (domain, key, lang, filled)


NAMES = ("Ann", "Hans", "Spieler 1", "李雷")


@pytest.mark.parametrize("name", NAMES)
def test_a_sample_of_german_sentences_with_names_filled_in(name: str) -> None:
    """Each sentence stays correct whatever the name: the name is a subject with a third-person verb,
    or follows "von"; the person at the screen is addressed as "du" only in sentences written so."""
    # a zone is its owner's name with the letter in brackets (play-through 8, de 3; docs/i18n.md)
    other = tr("chemis", "zone_of", "de", name="Bob", ident="B")
    own = tr("chemis", "zone_of", "de", name=name, ident="A")
    assert other == "Zone von Bob (B)"
    assert tr("color-clash", "ev_draw", "de", who=name) == f"{name} zieht eine Karte"
    assert tr("chemis", "ev_react", "de", who=name, zone=other, eq="X") == \
        f"{name} lässt in der Zone von Bob (B) reagieren: X"
    assert tr("chemis", "ev_removed", "de", who=name, zone=own, what="CO", n=1) == \
        f"CO ist aus der Zone von {name} (A) entfernt"  # the substance named (play-through 11, de 7)
    # with the limit and the cards to go (play-through 15, en 4)
    why = tr("chemis", "limit_why", "de")
    assert tr("chemis", "status_discard", "de", who=name, limit=3, why=why, n=2) == \
        f"{name} muss ablegen: Handlimit 3 (LP + 1), noch 2 Karten"
    assert tr("chemis", "win_react", "de", n=2, zone=own, who="Bob") == \
        f"2 Reaktionen sind in der Zone von {name} (A) möglich: Bob wählt die erste"
    assert tr("chemis", "win_discard_you", "de", have=5, limit=3, why=why) == \
        "Du hast 5 Karten, Handlimit 3 (LP + 1): Wähle eine Karte zum Ablegen."
    assert tr("chemis", "win_await_remove", "de", who=tr("chemis", "you", "de")) == \
        "Warten auf dich – entfernen oder passen (p)"  # one colon per sentence (play-through 12, zh#13)
    assert tr("ui", "cc_hand_title", "de", name=name, count=7) == f"Hand von {name} (7)"
    assert tr("color-clash", "ev_hand_shown", "de", who=name, cards="● R7 (7)", points=7) == \
        f"{name}: ● R7 (7) – zusammen 7 Punkte"


def test_german_chemis_game_over_agrees_with_a_winning_team() -> None:
    """CH-12: a team wins together, so the German verb follows how many names win."""
    assert tr("chemis", "status_over", "de", who="Ann", n=1) == "Spielende: Ann gewinnt"
    assert tr("chemis", "status_over", "de", who="Ann, Bob", n=2) == "Spielende: Ann, Bob gewinnen"


@pytest.mark.parametrize("name", NAMES)
def test_a_sample_of_english_and_chinese_sentences_with_names_filled_in(name: str) -> None:
    assert tr("chemis", "ev_draw", "en", who=name, n=1) == f"{name} draws 1 card"
    assert tr("chemis", "ev_draw", "en", who=name, n=2) == f"{name} draws 2 cards"
    assert tr("chemie-kartenspiel", "st_attack", "en", name=name, attacks=1) == \
        f"{name} attacks: 1 attack left"
    # issue 21 item 4: one form for the game's end, the verb agreeing with the winners
    assert tr("chemie-kartenspiel", "st_over", "de", names=name, n=1, points=1) == \
        f"Spielende: {name} gewinnt mit 1 Punkt"
    assert tr("chemie-kartenspiel", "st_over", "en", names=f"{name}, Bob", n=2, points=7) == \
        f"Game over: {name}, Bob win with 7 points"
    assert tr("metallurgie", "st_removing", "de", name=name, count=1, metal="Eisen") == \
        f"{name}: räumt noch 1 Eisenkarte der mit * markierten Fläche ab."  # the mark a watcher's field
    # draws (play-through 11, en 10; play-through 21, de 4)
    # zh: a Latin name is set off from Chinese by a space, a Chinese one is not (docs/i18n.md)
    gap = " " if name[-1:].isascii() and name[-1:].isalpha() else ""
    lead = " " if name[:1].isascii() and name[:1].isalpha() else ""
    assert tr("color-clash", "ev_pass", "zh", who=name) == f"{name}{gap}过牌"
    # a name is glued to the Chinese beside it; a CHEMIS zone is its owner's name with the
    # letter in full-width brackets (play-through 8, de 3; docs/i18n.md)
    zone = tr("chemis", "zone_of", "zh", name=name, ident="甲")
    assert tr("chemis", "win_react_one", "zh", zone=zone, who="Bob") == \
        f"{name}（甲）的反应区可以发生反应：等待 Bob 让它发生"
    # after the line's colon: one colon per sentence (play-through 12, zh#13)
    assert tr("chemis", "win_await_remove", "zh", who="你") == "轮到你，可以去除它，也可以过牌（p）"
    assert tr("chemie-kartenspiel", "ev_attack_destroyed", "zh", who="Curie", owner=name, id=1,
              compound="NaCl") == f"Curie 摧毁了{lead}{name}{gap}的 NaCl（1 号）；其牌洗回牌堆"


def test_terms_as_the_rulebooks_and_school_chemistry_have_them() -> None:
    """Color Clash's German rulebook says "ansagen" and "Erwischen"; a pass is not the Skip card
    ("Aussetzen" / 跳过); zh: 家庭模式, 确定, 指令, and 化合价 for the sum of oxidation numbers."""
    assert "ansagen" in ui("cc_call_now", "de") and ui("cc_catch", "de") == "Erwischen"
    assert "Passen" in tr("color-clash", "cannot_pass", "de")
    assert "过牌" in tr("color-clash", "cannot_pass", "zh") and ui("cc_pass", "zh") == "过牌"
    assert tr("color-clash", "option_mode_family", "zh") == "家庭模式"
    assert ui("ok", "zh") == "确定"
    assert "招法" not in "".join(text for _, _, lang, text in _entries() if lang == "zh")
    assert tr("chemie-kartenspiel", "charge_not_zero", "zh", total=2) == "化合价代数和为 2，不为零。"
    from chemcards.chemistry.queries import get_substance

    assert get_substance("H3PO3").names.de == "Phosphonsäure"


def test_german_chemis_says_lp_like_the_chemistry_labels() -> None:
    german = [text for d, _, lang, text in _entries() if d == "chemis" and lang == "de"]
    assert not any(re.search(r"\bHP\b", text) for text in german)
    assert any(re.search(r"\bLP\b", text) for text in german)


@pytest.mark.parametrize("lang", LANGS)
def test_the_default_person_has_a_real_name(lang: str) -> None:
    """Issue 12.14: not "Me" / "Ich" / "我", which read badly in the third person ("Ich zieht")."""
    name = ui("default_person", lang, n=1)
    assert name in ("Player 1", "Spieler 1", "玩家1")


@pytest.mark.parametrize(("lang", "name"), [("en", "Player 1"), ("de", "Spieler 1"), ("zh", "玩家1")])
def test_chemcards_play_without_seats_seats_a_named_person_and_three_computers(lang: str, name: str) -> None:
    from chemcards.commands.play import default_seats, parse_seats

    seats = parse_seats(default_seats(lang))
    assert seats[0].name == name and not seats[0].is_computer
    assert [s.is_computer for s in seats[1:]] == [True, True, True]


def test_the_seats_panel_drops_a_repeated_name_with_chinese_punctuation_too() -> None:
    """"Curie [电脑·中等]" then "：0分 · 7张牌" left a dangling full-width colon under the name."""
    from chemcards.tui.table import without_name

    assert without_name("Curie：0分 · 7张牌 · 0个化合物", "Curie") == "0分 · 7张牌 · 0个化合物"
    assert without_name("Curie: 0 P. · 7 Karten", "Curie") == "0 P. · 7 Karten"


GAMES = ("color-clash", "metallurgie", "chemie-kartenspiel", "chemis")
RULE_NUMBER = re.compile(r"\b(?:CC|CK|CH|MT)-\d+")
CATALOGUE_KEY = re.compile(r"\b(?:ev|st|status|win|seat|cls|eff|why|outcome|board|cc|ck|mt)_[a-z_]+\b")


@pytest.mark.parametrize("lang", ["de", "zh", "en"])
@pytest.mark.parametrize("game_id", GAMES)
def test_every_line_of_a_whole_game_reads_as_text(game_id: str, lang: str) -> None:
    """A seeded game per game, as every seat and a spectator see it: each log line, status line and
    seats-panel line is filled in — no rule number, no "{…}", no catalogue key showing, no German
    genitive glued to a name — with "Spieler 1" / "Player 1" / "玩家1" seated as a person."""
    from chemcards.core.match import Match
    from chemcards.core.protocol import REFEREE
    from chemcards.core.registry import get_game
    from chemcards.core.rng import Rng
    from chemcards.core.seats import Seat

    game = get_game(game_id)
    person = ui("default_person", lang, n=1)
    seats = [Seat(person), Seat("Curie", "computer", "medium"), Seat("Hans", "computer", "medium")]
    match = Match(game, seats, {}, seed=11)
    bots = {s: game.heuristic_bot(s, Rng(s)) for s in range(3)}
    rng = Rng(5)
    names = [s.name for s in seats]
    lines: list[str] = []
    for _ in range(400):
        if match.outcome() is not None:
            break
        acting = [s for s in match.to_act() if s != REFEREE] or [REFEREE]
        seat = acting[0]
        legal = match.legal(seat)
        bot = bots.get(seat)
        action = bot.choose(match.view(seat), legal) if bot is not None else legal[rng.randbelow(len(legal))]
        match.act(seat, action)
        for viewer in (None, 0, 1, 2):
            view = match.view(viewer)
            lines += [game.status_text(view, lang), *game.seat_lines(view, lang)]
    for event in match.events:
        for viewer in (None, 0, 1, 2):
            lines.append(game.event_text(event.seen_by(viewer), lang, names=names))
    outcome = match.outcome()
    if outcome is not None:
        lines.append(game.outcome_text(outcome, lang))
    assert len(lines) > 100
    for line in lines:
        assert not RULE_NUMBER.search(line), line
        assert "{" not in line and "}" not in line, line
        assert not CATALOGUE_KEY.search(line), line
        assert not re.search(r"\b(?:Curie|Hans|Spieler 1)s\b", line), line


def test_the_chinese_rules_mark_every_decision_the_same_way() -> None:
    """One word for "decided" in the Chinese rules: 约定 (not 约定 here and [决定] there)."""
    from chemcards.core.data import rules_doc

    for game_id in GAMES:
        text = rules_doc(game_id, "zh") or ""
        assert "约定" in text and "[决定]" not in text, game_id
