"""Play-through 13, en 11 (session 14): CHEMIS names every play into a zone with the rulebook's
verb (CH-6: "play cards on any player's zone"), in one pattern.

- The hint named the other move with no verb: "end the turn (type “end”) — about as good as your
  zone: S → S"; it says "play S into your zone".
- The log said "You play into your own zone: Filter" beside "You put Ca into your own zone" for the
  same kind of move; both are "You play into your own zone: …" (and a card put in as it is stays
  "Ca", not "Ca → Ca", issue 21 item 4)."""

from __future__ import annotations

import re

import pytest

from chemcards.bots.advice import Advice, Estimate, hint_line
from chemcards.core.match import Match
from chemcards.core.protocol import Event
from chemcards.core.registry import get_game
from chemcards.core.seats import Seat
from chemcards.games.chemis.actions import End, parse
from chemcards.games.chemis.texts import event_text
from chemcards.i18n import tr

GAME = get_game("chemis")


def _view() -> tuple[Match, object]:
    match = Match(GAME, [Seat("Ann"), Seat("Ben")], {}, seed=3)
    return match, match.view(0)


@pytest.mark.parametrize("lang", ["en", "de", "zh"])
def test_ch6_en11_the_hint_names_the_other_move_with_its_verb(lang: str) -> None:
    _match, view = _view()
    own = "乙" if view.ident[0] == 1 else "甲"  # type: ignore[attr-defined]
    lone = parse(f"{own}: Cu -> Cu")
    end = End()
    advice = Advice(end, (Estimate(end, 0.31, 20), Estimate(lone, 0.31, 20)))
    line = hint_line(GAME, view, advice, lang)
    assert tr("chemis", "hint_your_zone", lang, play="Cu") in line, line
    assert "→ Cu" not in line
    verb = {"en": "play Cu into your zone", "de": "Cu in deine Zone spielen", "zh": "向你的反应区打出 Cu"}
    assert verb[lang] in line, line
    other = "甲" if own == "乙" else "乙"
    text = GAME.action_text(view, parse(f"{other}: O*2 -> O2"), lang)
    # the counter card said as what it is (play-through 15, en 5)
    assert {"en": "play 2 O (O + counter ×2) → O₂ into Ben's zone",
            "de": "2 O (O + Zähler ×2) → O₂ in die Zone von Ben",
            "zh": "打出 O（附带×2 计数牌）→ O₂"}[lang] in text, text


@pytest.mark.parametrize("lang", ["en", "de", "zh"])
def test_ch6_en11_the_log_writes_a_card_put_in_and_a_function_card_alike(lang: str) -> None:
    _match, view = _view()
    own = "乙" if view.ident[0] == 1 else "甲"  # type: ignore[attr-defined]
    names = ("Ann", "Ben")
    lone = event_text(Event("play", 0, (f"{own}: Ca -> Ca",)), lang, names, viewer=0, view=view)
    function = event_text(Event("play", 0, (f"{own}: filter",)), lang, names, viewer=0, view=view)
    split = re.compile(r"[:：]\s*")
    assert split.split(lone)[0] == split.split(function)[0], (lone, function)
    assert lone.endswith("Ca") and "→" not in lone
    theirs_lone = event_text(Event("play", 1, (f"{'甲' if own == '乙' else '乙'}: Ca -> Ca",)), lang, names,
                             viewer=0, view=view)
    theirs_fn = event_text(Event("play", 1, (f"{'甲' if own == '乙' else '乙'}: filter",)), lang, names,
                           viewer=0, view=view)
    assert split.split(theirs_lone)[0] == split.split(theirs_fn)[0], (theirs_lone, theirs_fn)
