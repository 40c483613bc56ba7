"""Play-through 21, en 8 (CH-2): `chemcards replay --all` wrote "Me plays into A's zone" where the
app writes "Curie's zone (B)": a zone named by its letter alone. The replay knows the table, so a
zone is named as the app names it, its owner with the letter in brackets."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from chemcards import cli
from chemcards.core.match import Match
from chemcards.core.registry import get_game
from chemcards.core.rng import Rng
from chemcards.core.seats import Seat
from chemcards.games.chemis.texts import ident_label, t, zone_phrase

CHEMIS = get_game("chemis")
NAMES = ["Ann", "Curie"]


def _record(home: Path) -> Match:
    match = Match(CHEMIS, [Seat(NAMES[0]), Seat(NAMES[1], "computer", "easy")], {}, seed=7,
                  autosave=home / "ch.json")
    rng = Rng(7)
    for _ in range(60):
        if match.outcome() is not None:
            break
        seat = match.to_act()[0]
        legal = list(match.legal(seat))
        match.act(seat, legal[rng.randbelow(len(legal))])
    return match


@pytest.mark.parametrize("lang", ["en", "de", "zh"])
def test_pt21_en8_replay_names_a_zone_by_its_owner_and_letter(lang: str, cli_home: Path,
                                                             capsys: pytest.CaptureFixture[str]) -> None:
    match = _record(cli_home)
    assert cli.main(["replay", "--all", str(match.autosave), "--lang", lang]) == 0
    out = capsys.readouterr().out
    view = match.view(None)
    owned = [zone_phrase(view.ident[s], lang, NAMES, view) for s in range(2)]
    bare = [t("zone_bare", lang, ident=ident_label(view.ident[s], lang)) for s in range(2)]
    assert any(z in out for z in owned), out
    assert not any(re.search(rf"(?<!\w){re.escape(b)}(?!\w)", out) for b in bare), out
