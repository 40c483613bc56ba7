"""Issue 18 point 3 (session 17): CHEMIS keeps its per-zone and per-hand answers in a form the
cyclic garbage collector stops walking.

Session 13 found that a long CHEMIS run gets slower as its caches fill, and that the collector is
why: at every full collection it walked every kept candidate list (tuples of ``Form``, ``Salt`` and
``Counter``, named tuples it never stops tracking), the reaction query's answers (tuples of
``Reaction``) and the frozensets in its keys; after 600 random 3-player games about 105 000
tracked objects, the full collections 9 % of the run. The caches now hold plain tuples of strings
and numbers (actions and reactions as numbers into tables made once), which the collector untracks
once it has passed over them.
That the answers stay the same is held by ``tests/test_engine_caches_s13.py`` (cold against warm
caches, and its digests compared with the commit before) and ``test_chemis_candidates_cached.py``.
"""

from __future__ import annotations

import gc
from collections.abc import Iterable

from chemcards.core.driver import next_mover
from chemcards.core.protocol import REFEREE
from chemcards.core.rng import Rng
from chemcards.core.seats import Seat


def _play(players: int, games: int, seed: int) -> int:
    """Seeded random games as ``chemcards bench`` plays them; the number of actions."""
    from chemcards.games.chemis import GAME

    options = GAME.resolve_options({})
    seats = [Seat(f"P{i + 1}", "computer", "easy") for i in range(players)]
    rng = Rng(seed)
    actions = 0
    for _ in range(games):
        state = GAME.new_state(seats, options, Rng(rng.randbelow(1 << 62)))
        for _step in range(5000):
            actors = GAME.to_act(state)
            if len(actors) == 1 and actors[0] != REFEREE:
                seat = actors[0]
                legal = GAME.legal_actions(state, seat)
                if not legal:
                    break
                pick = legal[rng.randbelow(len(legal))]
            else:
                moved = next_mover(GAME, state, rng)
                if moved is None:
                    break
                seat, legal = moved
                pick = legal[0] if seat == REFEREE else legal[rng.randbelow(len(legal))]
            GAME.apply(state, seat, pick)
            actions += 1
    return actions


def _tracked(entries: Iterable[object]) -> list[object]:
    return [x for x in entries if gc.is_tracked(x)]


def test_issue18_s17_candidate_and_reaction_caches_hold_nothing_the_collector_walks() -> None:
    """Issue 18 point 3 (session 13's finding, the collector): after random games, once the collector
    has passed, no key or answer kept by the Form, salt and counter lists or the reaction query is an
    object it still tracks, and the caches did fill."""
    from chemcards.games.chemis import chem, plays

    assert _play(3, 12, 1701) > 500
    assert _play(4, 6, 1702) > 300
    for _ in range(3):  # a pass untracks a tuple whose items are untracked: one nesting level a pass
        gc.collect()
    caches = {
        "salts": plays._SALTS,
        "counters": plays._COUNTERS,
        "not elemental": plays._NOT_ELEMENTAL,
        "possible": chem._POSSIBLE,
    }
    for name, cache in caches.items():
        assert cache, name
        assert not _tracked(cache.keys()), name
        assert not _tracked(cache.values()), name


def test_issue18_s17_numbers_name_the_actions_they_stand_for() -> None:
    """The numbers kept in place of actions name one action each, and an action only one number, so
    a kept list reads back the very actions worked out (the order and the zone identity included:
    the cold and warm digests of ``tests/test_engine_caches_s13.py`` hold the whole games)."""
    from chemcards.games.chemis import chem, plays

    _play(3, 8, 1703)
    for table, number in ((plays._SALT_LIST, plays._SALT_NUMBERING.number),
                          (plays._COUNTER_LIST, plays._COUNTER_NUMBERING.number),
                          (chem._REACTION_LIST, chem._REACTION_NUMBERING.number)):
        assert table
        assert len(number) == len(table) == len(set(table))
        assert all(table[k] == x for x, k in number.items())
    assert all(a.zone == 0 for a in plays._COUNTER_LIST)  # a zone's identity is put in when read
    assert all(k < len(plays._SALT_LIST) for ks in plays._SALTS.values() for k in ks)
    assert all(k < len(chem._REACTION_LIST) for ks in chem._POSSIBLE.values() for k in ks)


def test_issue18_s17_numbering_from_two_threads_gives_no_number_twice() -> None:
    """A computer thinks in a thread while the table asks for legal lists (issue 14): salts numbered
    from several threads at once still get one number each, and each number names its own salt."""
    import sys
    import threading

    from chemcards.games.chemis import plays
    from chemcards.games.chemis.actions import Salt

    plays.clear_caches()
    # many salts never met before, numbered in small lists from four threads at once
    salts = [Salt(z, (("[SO4]", 1),), metal, occ, f"{metal}SO4") for z in range(6)
             for metal in ("Fe", "Zn", "Cu", "Mg") for occ in range(1, 301)]
    answers: list[tuple[list[Salt], tuple[int, ...]]] = []

    def number(offset: int) -> None:
        turned = salts[offset:] + salts[:offset]
        for i in range(0, len(turned), 3):
            mine = turned[i:i + 3]
            answers.append((mine, plays._salt_numbers(mine)))

    interval = sys.getswitchinterval()
    sys.setswitchinterval(1e-6)  # switch threads as often as possible
    try:
        threads = [threading.Thread(target=number, args=(k * 7,)) for k in range(4)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
    finally:
        sys.setswitchinterval(interval)
    assert len(plays._SALT_LIST) == len(plays._SALT_NUMBERING.number) == len(salts)
    for mine, ks in answers:
        assert [plays._SALT_LIST[k] for k in ks] == mine
    plays.clear_caches()
