"""Play-through 13, en 11 (session 14): at the end of a hot-seat Color Clash game the seats panel
read "1 Ann 6 cards · 0 points" beside "2 Ben 61 points, place 1": two formats. A seat that went
out (CC-16) is written like the others — what it holds (its place instead of cards), " · ", its
points (CC-17)."""

from __future__ import annotations

import re

import pytest

from chemcards.core.i18n import tr


@pytest.mark.parametrize("lang", ["en", "de", "zh"])
def test_en11_a_seat_that_is_out_reads_like_the_others(lang: str) -> None:
    playing = tr("color-clash", "seat_line", lang, n=1, name="Ann", mark="", count=6, points=0, extra="")
    out = tr("color-clash", "seat_line_out", lang, n=2, name="Ben", mark="", points=61, place=1,
             extra="")
    head = re.compile(r"^\d (Ann|Ben)[:：] ?")
    first, second = (head.sub("", line).split(" · ") for line in (playing, out))
    assert len(first) == len(second) == 2, (playing, out)
    assert first[1] == tr("color-clash", "seat_line", lang, n=1, name="A", mark="", count=6,
                          points=0, extra="").split(" · ")[1]
    assert "61" in second[1] and "1" in second[0]
    assert "," not in out and "，" not in out
