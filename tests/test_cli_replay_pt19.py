"""Play-through 19, command line: ``chemcards replay``.

zh 4: ``replay --all`` wrote "你摸到 ★", "你因 ★+4 被罚摸 4 张…" for every seat; with no viewer a
line names its seat, never "you". zh 5: ``replay --help`` named "“# seat” lines" that the output
prints as "# 座位1：玩家1"."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from test_replay_privacy import played

from chemcards import cli
from chemcards.core.registry import games
from chemcards.i18n import ui

#: the second person of each language, as a whole word (zh: the character)
YOU = {"en": r"\b(?:You|you|your|Your)\b", "de": r"\b(?:Du|du|dein\w*|Dein\w*|dir|dich)\b", "zh": "你"}


@pytest.mark.parametrize("lang", ["en", "de", "zh"])
@pytest.mark.parametrize("game_id", sorted(games()))
def test_pt19_zh4_replay_all_never_says_you(game_id: str, lang: str, cli_home: Path,
                                              capsys: pytest.CaptureFixture[str]) -> None:
    """Play-through 19 zh 4: with no viewer (``--all``) every line names its seat (third person);
    the four games' logs in the three languages."""
    match = played(game_id, cli_home, steps=200)
    assert cli.main(["replay", "--all", str(match.autosave), "--lang", lang]) == 0
    out = capsys.readouterr().out
    said = [line for line in out.splitlines() if re.search(YOU[lang], line)]
    assert not said, said[:3]


@pytest.mark.parametrize(("lang", "drawn"), [("en", "Ann draws"), ("de", "Ann zieht"), ("zh", "Ann 摸到")])
def test_pt19_zh4_replay_all_names_who_drew_the_cards_it_shows(lang: str, drawn: str, cli_home: Path,
                                                               capsys: pytest.CaptureFixture[str]) -> None:
    """The drawn cards stay shown with ``--all`` (by design); only the person is the seat's name."""
    match = played("color-clash", cli_home, steps=200)
    assert cli.main(["replay", "--all", str(match.autosave), "--lang", lang]) == 0
    assert drawn in capsys.readouterr().out


@pytest.mark.parametrize("lang", ["en", "de", "zh"])
def test_pt19_zh4_replay_seat_names_its_own_draws_too(lang: str, cli_home: Path,
                                                      capsys: pytest.CaptureFixture[str]) -> None:
    """``--seat N`` shows that seat's cards, but the log is read, not played: it names the seat as
    every other line of the replay does ("Bob is dealt 7 cards: …", test_replay_privacy)."""
    match = played("color-clash", cli_home, steps=200)
    assert cli.main(["replay", "--seat", "1", str(match.autosave), "--lang", lang]) == 0
    out = capsys.readouterr().out
    assert not re.findall(YOU[lang], out)
    assert {"en": "Ann draws", "de": "Ann zieht", "zh": "Ann 摸到"}[lang] in out


@pytest.mark.parametrize("lang", ["en", "de", "zh"])
def test_pt19_zh5_replay_help_names_the_seat_line_as_printed(lang: str, cli_home: Path,
                                                             capsys: pytest.CaptureFixture[str]) -> None:
    """zh 5: the help names the "# seat" line in the words the output prints it with."""
    with pytest.raises(SystemExit):
        cli.main(["replay", "--help", "--lang", lang])
    helped = "".join(capsys.readouterr().out.split())
    printed = "".join(ui("replay_seat", lang, n="N", name="…").split())
    assert printed in helped, helped
