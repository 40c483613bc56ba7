"""The seeded ``Rng`` draws inline in ``shuffle`` and ``random`` for speed (issue 18); a seeded game
must still produce exactly the numbers of the one documented path, ``randbelow`` (architecture:
"All chance goes through one Rng"; seeded games replay), so these compare against it."""

from __future__ import annotations

from chemcards.core.rng import Rng


def _by_randbelow_shuffle(rng: Rng, items: list[int]) -> None:
    for i in range(len(items) - 1, 0, -1):
        j = rng.randbelow(i + 1)
        items[i], items[j] = items[j], items[i]


def test_seeded_shuffle_is_fisher_yates_through_randbelow() -> None:
    for seed in range(40):
        fast, slow = Rng(seed), Rng(seed)
        for size in (0, 1, 2, 3, 7, 31, 32, 33, 108, 256, 257, 300):  # kept steps and not (257+)
            a, b = list(range(size)), list(range(size))
            fast.shuffle(a)
            _by_randbelow_shuffle(slow, b)
            assert a == b
        assert fast.randbelow(1000) == slow.randbelow(1000)  # and the streams stay in step


def test_seeded_random_is_randbelow_of_two_to_the_thirty() -> None:
    for seed in range(40):
        fast, slow = Rng(seed), Rng(seed)
        for _ in range(200):
            value = fast.random()
            assert value == slow.randbelow(1 << 30) / (1 << 30) and 0.0 <= value < 1.0


def test_a_clone_keeps_the_fast_paths_in_step() -> None:
    rng = Rng(5)
    rng.random()
    twin = rng.clone()
    a, b = list(range(20)), list(range(20))
    rng.shuffle(a)
    twin.shuffle(b)
    assert a == b and rng.random() == twin.random()


def test_secure_and_replayed_generators_keep_their_record() -> None:
    secure = Rng()
    items = list(range(10))
    secure.shuffle(items)
    secure.random()
    assert len(secure.drawn) == 10
    replay = Rng(replay=secure.drawn)
    again = list(range(10))
    replay.shuffle(again)
    assert again == items


def test_seeded_randbelow_and_choice_are_the_mersenne_twisters_randbelow() -> None:
    """``randbelow`` and ``choice`` draw inline when seeded (issue 18): the numbers must stay those
    of ``random.Random(seed)._randbelow``, which every seeded record so far was made with."""
    import random

    sizes = (1, 2, 3, 4, 5, 7, 8, 9, 31, 32, 33, 108, 1000, (1 << 30) + 1, 1 << 62)
    for seed in range(40):
        ours, stdlib = Rng(seed), random.Random(seed)
        for n in sizes * 3:
            assert ours.randbelow(n) == stdlib._randbelow(n)  # type: ignore[attr-defined]
            seq = list(range(min(n, 200)))
            assert ours.choice(seq) == seq[stdlib._randbelow(len(seq))]  # type: ignore[attr-defined]
