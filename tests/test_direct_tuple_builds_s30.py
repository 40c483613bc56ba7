"""Engines build some named tuples with ``core.protocol.build_named_tuple`` (``tuple.__new__``) on
their hot paths, every field given by position (issue 18 point 3, session 30: the generated
``__new__`` is a Python-level call, one or more per action). Such a build is right only while the
tuple has exactly the fields it passes: a field added later would be missing from those tuples,
not filled with its default. This pins the fields the direct builds in ``color_clash.draws`` and
``chemis`` (rules, turns, windows, zones, state) were written for; change them together."""

from chemcards.core.protocol import Event
from chemcards.games.chemis.state import Dying, Ending, Item, Judgement, ReactStep
from chemcards.games.chemis.zones import ZoneChange


def test_the_directly_built_tuples_have_the_fields_their_builds_pass() -> None:
    assert Event._fields == ("kind", "seat", "data", "secret")
    assert ZoneChange._fields == ("items", "conds", "used", "gone", "last_uid")
    assert Ending._fields == ("seat", "stage")
    assert ReactStep._fields == ("zone", "actor")
    assert Judgement._fields == ("zone", "uids", "at", "passes")
    assert Dying._fields == ("seat", "at", "passes")
    assert Item._fields == ("uid", "formula", "cards", "portions", "source", "state", "judged",
                            "displaced", "heated", "cooled", "partner", "undoes")
