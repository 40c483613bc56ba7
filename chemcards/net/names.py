"""Automatic animal names for online seats (issue 15: no free text anywhere in online play, CC-25).

The server picks the names; a client never sends one, so nothing a person typed reaches another."""

from __future__ import annotations

import secrets
from collections.abc import Collection

ANIMALS = (
    "Badger", "Beaver", "Crane", "Dolphin", "Falcon", "Ferret", "Gecko", "Hedgehog", "Heron",
    "Ibis", "Koala", "Lemur", "Lynx", "Marten", "Meerkat", "Newt", "Ocelot", "Otter", "Owl",
    "Panda", "Pelican", "Puffin", "Quail", "Raccoon", "Robin", "Salamander", "Seal", "Stoat",
    "Swift", "Tapir", "Toucan", "Walrus", "Wombat", "Yak", "Zebra",
)


def animal_name(taken: Collection[str]) -> str:
    """A random animal not yet at the table (a number is added once all are taken)."""
    free = [a for a in ANIMALS if a not in taken]
    if free:
        return free[secrets.randbelow(len(free))]
    n = 2
    while True:
        for a in ANIMALS:
            if f"{a} {n}" not in taken:
                return f"{a} {n}"
        n += 1
