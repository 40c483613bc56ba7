"""Texts a person reads: the catalogue is complete in de/en/zh, refusals and events translate, the
rules help exists in three languages and explains every rule ID."""

from __future__ import annotations

import re
from importlib import resources

import pytest
from mt_helpers import new_game

from chemcards.core.data import load_toml
from chemcards.core.protocol import IllegalAction
from chemcards.core.rng import Rng
from chemcards.games.metallurgie import GAME
from chemcards.i18n import LANGS, tr

ENGINE_SOURCES = ("game.py", "rules.py", "texts.py", "board.py")


def test_every_catalogue_entry_has_german_english_and_chinese() -> None:
    catalogue = load_toml("metallurgie", "i18n.toml")
    assert catalogue
    for key, entry in catalogue.items():
        assert set(entry) >= set(LANGS), key
        fields = [set(re.findall(r"{(\w+)}", entry[lang])) for lang in LANGS]
        assert fields[0] == fields[1] == fields[2], f"{key}: placeholders differ between languages"


def test_every_key_the_code_uses_is_in_the_catalogue() -> None:
    catalogue = load_toml("metallurgie", "i18n.toml")
    package = resources.files("chemcards.games.metallurgie")
    used: set[str] = set()
    for name in ENGINE_SOURCES:
        source = (package / name).read_text(encoding="utf-8")
        used |= set(re.findall(r'IllegalAction\(\s*(?:f?"[^"]*"\s*)+,\s*"([a-z_]+)"', source))
        used |= set(re.findall(r'tr\(GAME_ID, "([a-z_]+)"', source))
        used |= set(re.findall(r'id="(mt_[a-z_]+)"', source))
    assert {"would_split", "one_metal_or_run", "needs_lower", "pass_only_when_stuck"} <= used
    assert used - set(catalogue) == set()


@pytest.mark.parametrize("lang", LANGS)
def test_events_seat_lines_and_status_read_in_each_language(lang: str) -> None:
    state = new_game(3, 12, bonus="on")
    seen: set[str] = set()
    lines: list[str] = []
    rng = Rng(12)
    while GAME.outcome(state) is None:
        (seat,) = GAME.to_act(state)
        legal = GAME.legal_actions(state, seat)
        lines.append(GAME.status_text(GAME.view(state, seat), lang))
        for event in GAME.apply(state, seat, GAME.rollout_action(state, seat, legal, rng)):
            seen.add(event.kind)
            lines.append(GAME.event_text(event.seen_by(None), lang))
    lines.append(GAME.status_text(GAME.view(state, None), lang))
    lines += GAME.seat_lines(GAME.view(state, None), lang)
    assert {"place", "over"} <= seen
    assert all(line and "{" not in line and not line.startswith(("ev_", "st_")) for line in lines)


def test_refusals_translate() -> None:
    state = new_game(2, 1)
    for text in ("pass", "end", "remove 0,0", "place Au 9,9"):
        try:
            GAME.apply(state, 0, GAME.parse_action(text))
        except IllegalAction as exc:
            assert exc.key
            german = tr("metallurgie", exc.key, "de", **exc.params)
            assert german != exc.key and "{" not in german
        else:
            raise AssertionError(text)


@pytest.mark.parametrize("lang", LANGS)
def test_rules_help_in_each_language_cites_every_rule(lang: str) -> None:
    page = resources.files("chemcards.docs") / "rules" / f"metallurgie.{lang}.md"
    text = page.read_text(encoding="utf-8")
    cited = {int(n) for n in re.findall(r"MT-(\d+)", text)}
    cited |= {n for a, b in re.findall(r"MT-(\d+) … MT-(\d+)", text) for n in range(int(a), int(b) + 1)}
    assert cited >= set(range(1, 16))


def test_options_bonus_off_by_default() -> None:
    assert GAME.resolve_options({}) == {"bonus": "off"}
    assert GAME.resolve_options({"bonus": "on"}) == {"bonus": "on"}
    with pytest.raises(ValueError):
        GAME.resolve_options({"bonus": "maybe"})
