"""Play-through 22 (CH-2, issue 12 point 14: one seat numbering for people): a CHEMIS replay headed
each move "Curie (3)" while its log names the same player "Curie (A)", a number and a letter in
brackets after one name. A move's header now names the seat as the "# seat N" lines above it do
("Curie (seat 3)"), the number ``--seat N`` takes; and the state lines under a move follow the
order play goes round, as the app's seats panel lists them (CHEMIS: the identities' order, CH-2)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from chemcards import cli
from chemcards.core.match import Match
from chemcards.core.registry import get_game
from chemcards.core.rng import Rng
from chemcards.core.seats import Seat
from chemcards.games.chemis.texts import ident_label
from chemcards.i18n import ui

NAMES = ["Ann", "Bob", "Curie"]


def _record(home: Path, game: str) -> Match:
    seats = [Seat(NAMES[0]), Seat(NAMES[1]), Seat(NAMES[2], "computer", "easy")]
    match = Match(get_game(game), seats, {}, seed=7, autosave=home / f"{game}.json")
    rng = Rng(7)
    for _ in range(12):
        if match.outcome() is not None:
            break
        seat = match.to_act()[0]
        legal = list(match.legal(seat))
        match.act(seat, legal[rng.randbelow(len(legal))])
    return match


@pytest.mark.parametrize("lang", ["en", "de", "zh"])
def test_a_moves_header_names_its_seat_as_the_seat_lines_do(lang: str, cli_home: Path,
                                                            capsys: pytest.CaptureFixture[str]) -> None:
    match = _record(cli_home, "chemis")
    assert cli.main(["replay", "--all", str(match.autosave), "--lang", lang]) == 0
    out = capsys.readouterr().out
    headers = re.findall(r"^\s*\d+\. (.*)$", out, flags=re.M)
    assert headers, out
    for i, name in enumerate(NAMES):
        assert ui("replay_seat", lang, n=i + 1, name=name) in out  # "# seat 1: Ann"
    said = {ui("replay_who", lang, name=name, n=i + 1) for i, name in enumerate(NAMES)}
    for header in headers:
        assert any(header.startswith(who) for who in said), header
        # the seat's number comes with the word the "# seat N" lines use, never bare in brackets
        assert not re.match(r"\w+ ?[(（]\d[)）]", header), header
        seat_word = ui("replay_seat", lang, n=9, name="x").split("9")[0].lstrip("# ").strip()
        assert seat_word in header, header


def test_state_lines_follow_the_order_of_play(cli_home: Path, capsys: pytest.CaptureFixture[str]) -> None:
    match = _record(cli_home, "chemis")
    assert cli.main(["replay", "--all", str(match.autosave), "--lang", "en"]) == 0
    out = capsys.readouterr().out
    view = match.view(None)
    # CH-2: the identities drawn by lot are the turn order, A first
    order = sorted(range(3), key=lambda s: ident_label(view.ident[s], "en"))
    block = re.search(r"^\s*1\. .*\n(?:.*\n)*?((?:\s*\| .*\n)+)", out, flags=re.M)
    assert block is not None, out
    lines = [line.strip() for line in block.group(1).splitlines()]
    assert [next(n for n in NAMES if n in line) for line in lines] == [NAMES[s] for s in order], lines


@pytest.mark.parametrize("mode", ["family", "competitive"])
@pytest.mark.parametrize("lang", ["en", "de", "zh"])
def test_the_decks_are_named_only_in_a_competitive_game(mode: str, lang: str, cli_home: Path,
                                                       capsys: pytest.CaptureFixture[str]) -> None:
    """CK-2: a family game shares one 108-card deck; the replay's header listed "Decks (competitive):
    Starter A and B in turn" above one (play-through 22). The lobby's option line is the same text."""
    from chemcards.core.i18n import option_parts

    game = get_game("chemie-kartenspiel")
    match = Match(game, [Seat("Ann"), Seat("Bob")], {"mode": mode}, seed=3, autosave=cli_home / "ck.json")
    seat = match.to_act()[0]
    match.act(seat, next(iter(match.legal(seat))))
    assert cli.main(["replay", str(match.autosave), "--lang", lang]) == 0
    head = capsys.readouterr().out.splitlines()[0]
    decks = next(o for o in game.options() if o.key == "decks").label(lang)
    modes = next(o for o in game.options() if o.key == "mode").label(lang)
    assert modes in head, head
    assert (decks in head) == (mode == "competitive"), head
    assert any(decks in part for part in option_parts(game, match.options, lang)) == (mode == "competitive")
