"""Which tests the default run holds (``tests/conftest.py``): every test, and an app test
parametrized by language in one of its languages; ``CHEMCARDS_FULL_TESTS=1`` holds every language.
Collected for real in a subprocess, as CI and a developer run them."""

from __future__ import annotations

import functools
import os
import re
import subprocess
import sys
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
#: an app test in three languages, one in three languages × two cases, the snapshot tests, and
#: a file of three tests marked slow after one that is not
FILES = ("tests/tui/test_tui_cc_hand_title_pt25.py", "tests/tui/test_tui_cc_window_look_s10.py",
         "tests/tui/test_tui_snapshots.py", "tests/tui/test_tui_hot_seat_windows.py")
SLOW = ("test_cc23_two_people_window_screen_shows_no_hand",
        "test_cc23_three_people_window_screen_shows_no_hand",
        "test_ch_judgement_and_dying_rounds_show_only_the_answering_persons_hand")


@functools.cache
def collected(full: bool) -> list[str]:
    """The node ids that ``pytest --collect-only`` lists for ``FILES``, in order (collected once
    per kind of run for both tests)."""
    env = {k: v for k, v in os.environ.items() if k != "CHEMCARDS_FULL_TESTS"}
    if full:
        env["CHEMCARDS_FULL_TESTS"] = "1"
    run = subprocess.run([sys.executable, "-m", "pytest", "--collect-only", "-q", "-o", "addopts=",
                          "-p", "no:cacheprovider", *FILES],
                         cwd=ROOT, env=env, capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stdout + run.stderr
    return [line for line in run.stdout.splitlines() if "::" in line]


def without_lang(node: str) -> str:
    return re.sub(r"(?<=[\[-])(de|en|zh)(?=[\]-])", "*", node)


def test_the_default_run_plays_each_app_test_in_one_language_and_the_full_run_in_all() -> None:
    default, full = collected(full=False), collected(full=True)
    assert set(default) < set(full)
    per_check: defaultdict[str, set[str]] = defaultdict(set)
    for node in full:
        per_check[without_lang(node)].add(node)
    for check, nodes in per_check.items():
        kept = [node for node in default if node in nodes]
        if "snapshot" in check:
            assert kept == sorted(nodes, key=full.index), f"a snapshot compares its own screen: {check}"
        else:
            assert len(kept) == 1, f"{check}: {kept}"
    hand_title = [node for node in full if "hand_title" in node]
    assert len(hand_title) == 3 and len([n for n in default if "hand_title" in n]) == 1


def test_the_tests_marked_slow_start_first_in_either_run() -> None:
    """Two workers take tests in collection order: the slow ones (the longest) first, so that
    the run does not end with one worker alone on one of them."""
    for full in (False, True):
        first = [node.rsplit("::", 1)[1] for node in collected(full)[:len(SLOW)]]
        assert sorted(first) == sorted(SLOW), first
