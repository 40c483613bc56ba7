"""Text for people: the catalogue, log lines, status and seat lines in de / en / zh."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from cc_rig import seats

import chemcards.games.color_clash as package
from chemcards.core.data import load_toml
from chemcards.core.protocol import LANGS
from chemcards.core.rng import Rng
from chemcards.games.color_clash import GAME
from chemcards.games.color_clash.catalogue import COLOUR_SHAPES

CATALOGUE = load_toml("color-clash", "i18n.toml")


def test_every_catalogue_entry_has_all_three_languages() -> None:
    for key, entry in CATALOGUE.items():
        assert isinstance(entry, dict), key
        assert set(entry) - {"rule"} == set(LANGS), key  # ``rule``: what F1 opens (i18n.rule_of)
        assert all(isinstance(v, str) and v.strip() for v in entry.values()), key


def test_every_refusal_key_in_the_engine_is_translated() -> None:
    source = "".join(p.read_text(encoding="utf-8") for p in Path(package.__file__).parent.glob("*.py"))
    keys = set(re.findall(r'IllegalAction\([^)]*?"\s*,\s*"([a-z_]+)"', source, re.S))
    assert len(keys) > 15
    assert keys <= set(CATALOGUE), keys - set(CATALOGUE)


def test_options_are_labelled_in_every_language() -> None:
    for option in GAME.options():
        for lang in LANGS:
            assert option.label(lang) != f"option_{option.key}"
            assert all(c.label(lang) and not c.label(lang).startswith("option_") for c in option.choices)


@pytest.mark.parametrize("lang", LANGS)
def test_log_status_and_seat_lines_in_every_language(lang: str) -> None:
    seen: set[str] = set()
    for g in range(12):
        options = [{}, {"turn_time": "30"}, {"mode": "family"}][g % 3]
        state = GAME.new_state(seats(3 + g % 3), options, Rng(g))
        GAME.leave_seat(state, 1)
        rng = Rng(50 + g)
        while GAME.outcome(state) is None:
            acting = GAME.to_act(state)
            # now and then somebody else in a window, or the referee's clock, acts first
            seat = acting[rng.randbelow(len(acting))] if rng.randbelow(12) == 0 else acting[0]
            legal = GAME.legal_actions(state, seat)
            uniform = rng.randbelow(3) == 0  # the rollout policy never opens a call window
            action = rng.choice(legal) if uniform else GAME.rollout_action(state, seat, legal, rng)
            events = GAME.apply(state, seat, action)
            for event in events:
                for viewer in (event.seat, None):
                    text = GAME.event_text(event.seen_by(viewer), lang)
                    assert text and text != str(event.seen_by(viewer)), event
                    assert "{" not in text and "ev_" not in text
                seen.add(event.kind)
            view = GAME.view(state, 0)
            status = GAME.status_text(view, lang)
            assert status and "status_" not in status and "{" not in status
            lines = GAME.seat_lines(view, lang)
            assert len(lines) == len(state.seats) and all("seat_line" not in line for line in lines)
    assert {"play", "draw", "penalty", "call", "round", "first", "out", "score", "round_end",
            "game_end", "window", "window_closed"} <= seen


def test_cards_in_text_carry_their_shape() -> None:
    """CC-1: a log line shows the shape beside a coloured card."""
    event = GAME.apply(*_first_play())[0]
    text = GAME.event_text(event, "en")
    assert any(shape in text for shape in (*COLOUR_SHAPES, "★"))


def _first_play():  # type: ignore[no-untyped-def]
    state = GAME.new_state(seats(2), {"mode": "family"}, Rng(2))
    seat = GAME.to_act(state)[0]
    action = next(a for a in GAME.legal_actions(state, seat) if a.verb == "play")
    return state, seat, action
