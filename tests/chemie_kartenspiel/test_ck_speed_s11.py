"""Issue 18 point 3 (session 11): the Chemie-Kartenspiel's speed work changes no behaviour.

The digests of seeded random games this file kept (recorded from main at 8205e4b) were compared
by hand instead since session 14: the state gained ``last_roller`` (whose roll the die line
shows), the games stayed the same with it left out, and a digest the code wrote itself is no
expectation (docs/performance.md). The caches are checked by ``tests/test_engine_caches_s13.py``.
"""

from __future__ import annotations

from chemcards.core.rng import Rng
from chemcards.core.seats import Seat
from chemcards.games.chemie_kartenspiel import GAME
from chemcards.games.chemie_kartenspiel.compounds import Compound


def _laid_compounds(players: int, games: int, seed: int) -> list[Compound]:
    """The compounds laid in seeded random games (as ``chemcards bench`` plays them)."""
    rng = Rng(seed)
    out: list[Compound] = []
    for _ in range(games):
        seats = [Seat(f"P{i + 1}") for i in range(players)]
        state = GAME.new_state(seats, GAME.resolve_options({}), Rng(rng.randbelow(1 << 62)))
        while GAME.to_act(state):
            seat = state.current
            legal = GAME.legal_actions(state, seat)
            pick = legal[rng.randbelow(len(legal))]
            if any(e.kind == "lay" for e in GAME.apply(state, seat, pick)):
                out.append(state.table[seat][-1].compound)
    return out


def test_ck12_reading_many_open_charges_equals_trying_every_choice() -> None:
    """Writing a laid compound for the log reads its plain text back (CK-12: the missing charges
    are inferred). Only the charge choices that sum to zero are now tried: the compounds laid in
    seeded random games, and random ones of 5–8 kinds of element, written without any charge, are
    read exactly as trying every choice reads them (the same compound, the same refusal as
    ambiguous, the nearest sum when none is zero)."""
    from test_ck_speed_s9 import _infer_by_definition

    from chemcards.games.chemie_kartenspiel import compounds
    from chemcards.games.chemie_kartenspiel.catalogue import catalogue

    cat = catalogue()
    elements = [el for el in cat.elements if not el.joker]
    rng = Rng(1111)
    cases: list[tuple[dict[int, int], tuple[tuple[int, int, int], ...]]] = []
    for laid in _laid_compounds(2, 10, 1111):
        counts = {e: n for e, _, n in laid.singles}
        if counts:
            cases.append((counts, laid.combos))
    for trial in range(200):
        counts = {}
        for _ in range(5 + rng.randbelow(4)):
            el = elements[rng.randbelow(len(elements))]
            counts[el.index] = counts.get(el.index, 0) + 1 + rng.randbelow(2)
        combos: tuple[tuple[int, int, int], ...] = ()
        if trial % 3 == 0:
            combos = ((rng.randbelow(len(cat.combinations)), 0, 1 + rng.randbelow(2)),)
        cases.append((counts, combos))
    seen = {"ambiguous": 0, "zero": 0, "nearest": 0}
    for counts, combos in cases:
        singles: dict[int, int | None] = dict.fromkeys(counts)
        want = _infer_by_definition(dict(singles), dict(counts), combos, False, "x")
        try:
            got: object = compounds._infer_charges(dict(singles), dict(counts), combos, False, "x")
        except ValueError:
            got = "ambiguous"
        assert got == want, (counts, combos)
        if want == "ambiguous":
            seen["ambiguous"] += 1
        else:
            assert isinstance(want, Compound)
            seen["zero" if sum(want.unit_charges()) == 0 else "nearest"] += 1
    assert seen["zero"] > 40 and seen["nearest"] > 50 and seen["ambiguous"], seen


def test_issue18_random_play_leaves_no_garbage_cycles() -> None:
    """The search's closures call themselves; each question used to leave a reference cycle (its
    lists, dicts and the query) that only the cyclic collector freed, and the collector's passes
    over them were a tenth of a random playout. Seeded random play now leaves none: everything a
    question made is freed when it returns."""
    import gc

    rng = Rng(1103)
    seats = [Seat("P1"), Seat("P2")]
    state = GAME.new_state(seats, GAME.resolve_options({}), Rng(5))
    gc.collect()
    gc.disable()
    try:
        steps = 0
        while GAME.to_act(state) and steps < 400:
            legal = GAME.legal_actions(state, state.current)
            GAME.apply(state, state.current, legal[rng.randbelow(len(legal))])
            steps += 1
        assert steps > 100
        assert gc.collect() == 0
    finally:
        gc.enable()
