"""Automatic animal names for online seats (issue 15: no free text anywhere in online play, CC-25).

The server picks the names; a client never sends one, so nothing a person typed reaches another."""

from __future__ import annotations

import secrets
from collections.abc import Collection

from chemcards.core.i18n import tr

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


def shown_animal(name: str, lang: str) -> str:
    """An animal name in the viewer's language. The server sends the English name, which is also
    the key of the catalogue's ``animal_*`` entry, so each client renders it in its own language
    and still nothing but a listed name ever travels; a number added to a name stays ("Ferret 2"
    -> "Frettchen 2"). Any other name (an older server's) is shown as it came."""
    base, _, number = name.partition(" ")
    if base not in ANIMALS or (number and not number.isdigit()):
        return name
    key = f"animal_{base.lower()}"
    shown = tr("online", key, lang)
    if shown == key:
        return name
    return f"{shown} {number}" if number else shown
