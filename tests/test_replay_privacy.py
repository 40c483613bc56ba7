"""Issue 13, point 8: ``chemcards replay`` tells a reader only what they may know.

Default: the public log (who acted, what the table saw), no move's notation and no seed. ``--seat
N``: that seat's own moves and secrets too. ``--all``: everything, asked for explicitly."""

from __future__ import annotations

import argparse
import re
from pathlib import Path

import pytest

from chemcards.commands import CommandError, replay
from chemcards.core.match import Match
from chemcards.core.protocol import REFEREE
from chemcards.core.registry import games
from chemcards.core.rng import Rng
from chemcards.core.seats import Seat
from chemcards.games.chemie_kartenspiel import GAME as CK

STEP = re.compile(r"^\s*(\d+)\. (.*)$")


def played(game_id: str, tmp_path: Path, steps: int = 40, seed: int = 3) -> Match:
    game = games()[game_id]
    path = tmp_path / f"{game_id}.json"
    match = Match(game, [Seat("Ann"), Seat("Bob")], {}, seed=seed, autosave=path)
    rng = Rng(seed)
    for _ in range(steps):
        if match.outcome() is not None:
            break
        actors = [s for s in match.to_act() if s != REFEREE] or list(match.to_act())
        seat = actors[0]
        legal = match.legal(seat)
        if not legal:
            break
        match.act(seat, legal[rng.randbelow(len(legal))])  # rollout policies may use macro moves
    return match


def output(capsys: pytest.CaptureFixture[str], path: Path, **flags: object) -> str:
    args = argparse.Namespace(file=path, lang="en", text=False, seat=None, all=False)
    for key, value in flags.items():
        setattr(args, key, value)
    assert replay.run(args) == 0
    return capsys.readouterr().out


def steps_of(out: str) -> list[str]:
    return [m.group(2) for line in out.splitlines() if (m := STEP.match(line))]


@pytest.mark.parametrize("game_id", sorted(games()))
def test_the_public_replay_prints_no_notation_and_no_seed(game_id: str, tmp_path: Path,
                                                          capsys: pytest.CaptureFixture[str]) -> None:
    match = played(game_id, tmp_path)
    out = output(capsys, match.autosave)
    assert "seed=" not in out
    lines = steps_of(out)
    assert len(lines) == len(match.record.actions)
    for line, (seat, _text) in zip(lines, match.record.actions, strict=True):
        if seat >= 0:
            # who acted (their seat from 1, as the "# seat N" lines count), not what they typed
            assert line.endswith(f"(seat {seat + 1})"), line


def test_ck_draft_steps_stay_hidden_except_for_their_own_seat(tmp_path: Path,
                                                              capsys: pytest.CaptureFixture[str]) -> None:
    """The Chemie-Kartenspiel draft (``add Na``) names cards still in a hand."""
    match = played(CK.id, tmp_path, steps=60)
    drafts = [(s, t) for s, t in match.record.actions if t.startswith("add ")]
    assert drafts, "the game should have built a compound"
    public = output(capsys, match.autosave)
    assert all(f": {t}" not in public for _, t in drafts)
    seat = drafts[0][0]
    assert not any(": " in line for line in steps_of(public))  # no step names its move
    mine = output(capsys, match.autosave, seat=seat + 1)  # --seat counts from 1
    # a move as the person types it („pass“ for the notation's „skip“; play-through 20, en 9)
    for line, (who, _text) in zip(steps_of(mine), match.record.actions, strict=True):
        assert (": " in line) == (who == seat), line
    everything = output(capsys, match.autosave, all=True)
    assert f"seed {match.record.seed}" in everything.splitlines()[0]
    assert all(": " in line for line in steps_of(everything))


def test_the_deal_is_secret_in_the_public_replay_and_shown_to_its_seat(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    match = played(CK.id, tmp_path, steps=0)
    deal = next(e for e in match.events if e.kind == "deal" and e.seat == 0)
    hand = " ".join(deal.secret)
    names = [s.name for s in match.seats]
    seat0 = CK.event_text(deal, "en", names=names)
    assert seat0  # the owner's line names the cards
    assert seat0 not in output(capsys, match.autosave)
    assert seat0 in output(capsys, match.autosave, seat=1)  # --seat 1: the first seat
    assert hand  # nonempty hand, so the comparison above meant something


def test_text_needs_all_and_seat_must_exist(tmp_path: Path) -> None:
    match = played("color-clash", tmp_path, steps=3)
    args = argparse.Namespace(file=match.autosave, lang="en", text=True, seat=None, all=False)
    with pytest.raises(CommandError, match="--all"):
        replay.run(args)
    args = argparse.Namespace(file=match.autosave, lang="en", text=False, seat=7, all=False)
    with pytest.raises(CommandError, match="--seat"):
        replay.run(args)


def test_replay_seat_counts_from_1_as_people_do(tmp_path: Path) -> None:
    """Issue 12 follow-up, point 9: ``--seat N`` counts from 1 as the launcher and the seats panel
    do (the '# seat' lines list 1 and 2); 0 or more than the seats gets one clear line, in a real
    process, and nothing else is printed."""
    import subprocess
    import sys

    match = played(CK.id, tmp_path, steps=0)
    deal = next(e for e in match.events if e.kind == "deal" and e.seat == 1)
    bobs_cards = CK.event_text(deal, "en", names=[s.name for s in match.seats])

    def run(*flags: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run([sys.executable, "-m", "chemcards", "replay", str(match.autosave), *flags],
                              capture_output=True, text=True, timeout=60, stdin=subprocess.DEVNULL)

    done = run("--seat", "2")
    assert done.returncode == 0, done.stderr
    assert "# seat 1: Ann" in done.stdout and "# seat 2: Bob" in done.stdout
    assert "what seat 2 (Bob) saw" in done.stdout and bobs_cards in done.stdout
    for wrong in ("0", "3"):
        done = run("--seat", wrong)
        lines = done.stderr.strip().splitlines()
        assert done.returncode == 2 and done.stdout == ""
        assert len(lines) == 1 and "--seat counts from 1" in lines[0] and "1–2" in lines[0], lines
        assert "Traceback" not in done.stderr
    assert "seats count from 1" in " ".join(run("--help").stdout.split())


def test_pt18_a_chinese_replay_ends_with_a_full_width_colon(tmp_path: Path,
                                                            capsys: pytest.CaptureFixture[str]) -> None:
    """misc19 item 2: the last line of ``chemcards --lang zh replay`` read „分数: Ann 0 · Bob 1“, a
    half-width colon after Chinese (the catalogues' rule: ，：（） in Chinese prose)."""
    match = played("chemis", tmp_path, steps=400)
    assert match.outcome() is not None
    last = output(capsys, match.autosave, lang="zh").strip().splitlines()[-1]
    assert last.startswith("分数：Ann "), last
