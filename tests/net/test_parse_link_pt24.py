"""Play-through 24, en 3 (online rooms by six-digit code, docs/online.md): the lobby shows the code in two
groups, "Room code: 933 973", and `chemcards join '933 973'` answered "not a room code or link". The
code as shown is the code; anything that is not six digits is still refused in one sentence."""

from __future__ import annotations

import pytest

from chemcards.net.client import parse_link


@pytest.mark.parametrize("text", ["933973", "933 973", " 933 973 ", "933\t973", "9 3 3 9 7 3"])
def test_pt24_en3_the_code_as_the_lobby_shows_it_is_the_code(text: str) -> None:
    assert parse_link(text) == (None, "933973")


@pytest.mark.parametrize("text", ["933 97", "933 9734", "93a 973", "", "room 933973"])
def test_anything_else_is_one_sentence(text: str) -> None:
    with pytest.raises(ValueError, match="not a room code or link"):
        parse_link(text)
