"""Issue 13, "make the class impossible": property-based fuzzing of every input a person or a file
can give us — records, deck files, typed moves, formulas and command lines.

Each property says: the input gives a correct result or one clear refusal of the documented type
(``RecordError``, ``DeckError``, ``ValueError``/``IllegalAction``, ``ChemistryError``,
``CommandError``); no other exception type escapes; a refused move changes nothing; a file read is
left byte for byte as it was.

Budget: a short run in the normal suite (``FUZZ_EXAMPLES`` examples per property). Set
``CHEMCARDS_FUZZ=1`` for a long run (2 000 examples each, or ``CHEMCARDS_FUZZ_EXAMPLES=N``)::

    CHEMCARDS_FUZZ=1 .venv/bin/pytest -p no:xdist tests/test_fuzz_inputs.py
"""

from __future__ import annotations

import hashlib
import io
import json
import os
from contextlib import redirect_stderr, redirect_stdout
from functools import cache
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from chemcards.chemistry import ChemistryError
from chemcards.chemistry.balance import balance_equation
from chemcards.chemistry.formula import parse_formula
from chemcards.commands import CommandError, parse_option_pairs
from chemcards.commands.play import parse_seats
from chemcards.core.match import Match
from chemcards.core.protocol import REFEREE, IllegalAction
from chemcards.core.records import RecordError, load_record
from chemcards.core.registry import games
from chemcards.core.rng import Rng
from chemcards.core.seats import Seat
from chemcards.games.chemie_kartenspiel.decks import (
    DeckError,
    builtin_decks,
    deck_problems,
    deck_toml,
    parse_deck_bytes,
)

LONG = bool(os.environ.get("CHEMCARDS_FUZZ"))
FUZZ_EXAMPLES = int(os.environ.get("CHEMCARDS_FUZZ_EXAMPLES", 2000 if LONG else 25))
FUZZ = settings(max_examples=FUZZ_EXAMPLES, deadline=None, derandomize=not LONG,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large,
                                       HealthCheck.function_scoped_fixture])

GAME_IDS = sorted(games())


# -- material to mutate: real records of every game ------------------------------------------------
@cache
def sample_record(game_id: str) -> tuple[dict[str, Any], tuple[str, ...]]:
    """A short seeded game of ``game_id`` in the readable format, and every notation it used."""
    game = games()[game_id]
    match = Match(game, [Seat("Ann"), Seat("Bob"), Seat("Cy", "computer", "easy")], {}, seed=11)
    rng = Rng(11)
    for _ in range(30):
        if match.outcome() is not None:
            break
        actors = [s for s in match.to_act() if s != REFEREE] or list(match.to_act())
        legal = match.legal(actors[0])
        if not legal:
            break
        match.act(actors[0], legal[rng.randbelow(len(legal))])
    notations = tuple(sorted({t for _, t in match.record.actions} | {"!leave easy", "!leave godlike"}))
    return match.record.to_json(sealed=False), notations


json_leaf = st.one_of(st.none(), st.booleans(), st.integers(-(1 << 70), 1 << 70),
                      st.floats(allow_nan=False, allow_infinity=False), st.text(max_size=30))
json_value = st.recursive(json_leaf, lambda inner: st.one_of(
    st.lists(inner, max_size=4), st.dictionaries(st.text(max_size=8), inner, max_size=4)), max_leaves=12)


def _paths(data: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [prefix]
    if isinstance(data, dict):
        for key, value in data.items():
            out += _paths(value, (*prefix, key))
    elif isinstance(data, list):
        for i, value in enumerate(data[:6]):
            out += _paths(value, (*prefix, i))
    return out


def _replace(data: Any, path: tuple[Any, ...], value: Any) -> Any:
    if not path:
        return value
    head, rest = path[0], path[1:]
    copy = dict(data) if isinstance(data, dict) else list(data)
    copy[head] = _replace(copy[head], rest, value)
    return copy


@st.composite
def mutated_records(draw: st.DrawFn) -> bytes:
    game_id = draw(st.sampled_from(GAME_IDS))
    data, notations = sample_record(game_id)
    kind = draw(st.sampled_from(["value", "action", "bytes", "sealed"]))
    if kind == "value":
        path = draw(st.sampled_from(_paths(data)))
        data = _replace(data, path, draw(json_value))
    elif kind == "action":
        seat = draw(st.integers(-3, 6))
        text = draw(st.one_of(st.sampled_from(notations), st.text(max_size=20),
                              st.sampled_from(notations).map(lambda t: t[: len(t) // 2])))
        actions = list(data["actions"])
        actions.insert(draw(st.integers(0, len(actions))), [seat, text])
        data = {**data, "actions": actions}
    elif kind == "sealed":
        from chemcards.core.records import Record

        record = Record.from_json(data)
        data = record.to_json()
        data["sealed"] = draw(st.one_of(st.text(max_size=40), st.just(data["sealed"][:-4])))
    raw = json.dumps(data, ensure_ascii=draw(st.booleans())).encode()
    if kind == "bytes":
        cut = draw(st.integers(0, len(raw)))
        junk = draw(st.binary(max_size=12))
        raw = raw[:cut] + junk + raw[cut + len(junk):]
    return raw


@FUZZ
@given(raw=mutated_records())
def test_fuzzed_records_load_or_give_one_sentence_and_stay_unchanged(raw: bytes,
                                                                    tmp_path_factory: Any) -> None:
    path = tmp_path_factory.mktemp("rec") / "fuzz.json"
    path.write_bytes(raw)
    digest = hashlib.sha256(raw).hexdigest()
    try:
        Match.from_record(load_record(path))
    except RecordError as exc:
        assert str(exc) and "\n" not in str(exc)
    assert hashlib.sha256(path.read_bytes()).hexdigest() == digest


# -- deck files ------------------------------------------------------------------------------------
deck_text = builtin_decks()["starter-a"]
VALID_DECK = deck_toml("a", deck_text.counts).encode()


@st.composite
def mutated_decks(draw: st.DrawFn) -> bytes:
    raw = VALID_DECK
    for _ in range(draw(st.integers(1, 4))):
        cut = draw(st.integers(0, len(raw)))
        piece = draw(st.one_of(
            st.binary(max_size=6),
            st.sampled_from([b"[", b"]", b"{", b"}", b"=", b"\n", b'"', b"'", b"\xef\xbb\xbf", b"[cards]\n",
                             b"mode = ", b"99999", b"-1", b"inf", b"[[cards]]", b"a.b.c = 1\n"]),
            st.text(max_size=8).map(lambda t: t.encode("utf-8", "surrogatepass"))))
        raw = raw[:cut] + piece + raw[cut + draw(st.integers(0, 3)):]
    return raw


@FUZZ
@given(raw=mutated_decks())
def test_fuzzed_deck_files_give_a_deck_or_one_sentence(raw: bytes) -> None:
    try:
        deck = parse_deck_bytes(raw, "fuzz.toml")
    except DeckError as exc:
        assert str(exc) and "\n" not in str(exc)
        return
    for problem in deck_problems(deck):  # every problem a sentence; never an exception
        assert problem.message and problem.key.startswith("deck_")


# -- typed moves -----------------------------------------------------------------------------------
@cache
def positions(game_id: str) -> list[Match]:
    """A few positions of a seeded game, to type moves into."""
    data, _ = sample_record(game_id)
    from chemcards.core.records import Record

    record = Record.from_json(data)
    return [Match.from_record(record, upto=n) for n in (0, len(record.actions) // 2, len(record.actions))]


@st.composite
def typed_moves(draw: st.DrawFn) -> tuple[str, int, str]:
    game_id = draw(st.sampled_from(GAME_IDS))
    _, notations = sample_record(game_id)
    base = draw(st.sampled_from(notations))
    text = draw(st.one_of(
        st.just(base),
        st.text(max_size=25),
        st.builds(lambda a, b, c: a[:b] + c + a[b:], st.just(base), st.integers(0, len(base)),
                  st.sampled_from(["Q", "Xx", "[HO]", "[/]", "9" * 30, ":", "->", "*9", "#0", "甲", " on ",
                                   "\x1b[2J", "", "+", "×"])),
    ))
    return game_id, draw(st.integers(0, 2)), text


@FUZZ
@given(move=typed_moves(), seat_pick=st.integers(0, 5))
def test_fuzzed_typed_moves_apply_or_are_refused_without_change(move: tuple[str, int, str],
                                                               seat_pick: int) -> None:
    game_id, which, text = move
    base = positions(game_id)[which]
    record = base.record
    match = Match.from_record(record)  # a fresh copy at that position
    game = match.game
    seats = [s for s in match.to_act() if s != REFEREE] or [REFEREE]
    seat = seats[seat_pick % len(seats)]
    before = json.dumps(game.state_json(match.state), sort_keys=True, default=str)
    try:
        match.act_text(seat, text)
    except IllegalAction as exc:
        assert exc.reason
        assert json.dumps(game.state_json(match.state), sort_keys=True, default=str) == before


# -- formulas --------------------------------------------------------------------------------------
formula_alphabet = st.sampled_from([*"HOCNaSlFeKMgCu()[]{}0123456789+-^·.*₂₃²⁺⁻٣ ", "SO4", "OH", "9" * 50])


@FUZZ
@given(parts=st.lists(formula_alphabet, max_size=30), arrow=st.sampled_from(["", " -> ", " = ", " + "]))
def test_fuzzed_formulas_and_equations_parse_or_give_one_sentence(parts: list[str], arrow: str) -> None:
    text = "".join(parts)
    try:
        parse_formula(text)
    except ChemistryError as exc:
        assert str(exc) and "\n" not in str(exc)
    try:
        balance_equation(text + arrow + text[::-1])
    except ChemistryError as exc:
        assert str(exc)


# -- command lines ---------------------------------------------------------------------------------
words = st.one_of(
    st.sampled_from(["simulate", "play", "replay", "deck", "check", "chem", "info", "balance", "react",
                     "rules", "games", "--games", "--jobs", "--players", "--seats", "--option", "--seed",
                     "--lang", "de", "zh", "xx", "color-clash", "chemis", "chemie-kartenspiel", "metallurgie",
                     ":", "os:getcwd", "teams=pairs", "mode=competitive", "decks=file:/dev/zero",
                     "decks=starter-a;starter-b;starter-a", "[/],cpu", "cpu:hard", "0", "-1", "3", "5",
                     "1000000000000", "9" * 60, "Fe" + "9" * 60, "/dev/zero", "--all", "--seat", "--text"]),
    st.text(max_size=12))


@FUZZ
@given(argv=st.lists(words, min_size=1, max_size=8))
def test_fuzzed_command_lines_give_a_result_or_one_line(argv: list[str], tmp_path_factory: Any,
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    """The real parser, then each command's checks. ``play`` and ``simulate`` stop before any
    screen or any long run: their argument checks are what a command line can break."""
    from chemcards import cli
    from chemcards.commands import simulate as simulate_command

    home = tmp_path_factory.mktemp("home")
    monkeypatch.setenv("XDG_DATA_HOME", str(home / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(home / "config"))
    err = io.StringIO()
    with redirect_stderr(err), redirect_stdout(io.StringIO()):
        try:
            args = cli.build_parser(argv).parse_args(argv)
        except SystemExit as stop:
            assert stop.code in (0, 2)
            return
        try:
            if args.command is None:
                return  # the launcher: a screen, tested elsewhere
            if args.command == "simulate":
                simulate_command.build_config(args)
            elif args.command == "play":
                game = games().get(args.game)
                if game is None:
                    return
                parse_seats(args.seats)
                parse_option_pairs(game, args.option)
            elif args.command in ("resume", "bench"):
                return
            else:
                code = cli.main(argv)
                assert code in (0, 1, 2), err.getvalue()
                assert "internal error" not in err.getvalue()
        except CommandError as exc:
            assert str(exc) and "\n" not in str(exc)


def test_fuzz_budget_is_short_by_default() -> None:
    """The long run is opt-in; the suite keeps its time."""
    assert LONG or FUZZ_EXAMPLES <= 100

