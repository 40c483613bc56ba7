"""Issue 12 point 7, issue 21: the Chemie-Kartenspiel board at 80x24 with a full table.

The rules set no limit to the compounds a seat holds (CK-9, CK-11: every compound laid out stays
until an attack destroys it, CK-22; a stable card alone is a compound, CK-14), so six seats with six
compounds each is a table a long game reaches. Session 10 saw it in German (compounds „Nr. 2“, three
cells longer than "#2") with the longest computer names: the table took the whole board and the
hand, the verdict and the keys were cut off the bottom. The person's own hand, the verdict under the
compound being built and the keys must always be on the screen; the table gives way, and what it
cannot show is announced by a marker and reached with PgDn/PgUp.
"""

from __future__ import annotations

import pytest
from tui_helpers import app_for, region_text, settle, sync, table_of

from chemcards.core.match import Match
from chemcards.core.protocol import REFEREE
from chemcards.core.rng import Rng
from chemcards.core.seats import Seat
from chemcards.i18n import tr
from chemcards.tui.names import computer_names

LANGS = ("de", "en", "zh")
GAME_ID = "chemie-kartenspiel"


def squeeze(text: str) -> str:
    return "".join(text.split())


def _laid_compounds() -> list:
    """Compounds really laid out in seeded random games (three seats), the longest first: each one
    a compound the engine accepted, with its points and protection (CK-19, CK-22)."""
    from chemcards.games.chemie_kartenspiel import GAME

    seen: dict = {}
    for seed in range(1, 16):
        match = Match(GAME, [Seat("A"), Seat("B"), Seat("C")], {}, seed=seed)
        pick = Rng(seed)
        for _ in range(600):
            if match.outcome() is not None:
                break
            seat = ([s for s in match.to_act() if s != REFEREE] or [REFEREE])[0]
            legal = match.legal(seat)
            match.act(seat, legal[pick.randbelow(len(legal))])
            for row in match.state.table:
                for placed in row:
                    seen.setdefault(placed.compound, placed)
    return sorted(seen.values(), key=lambda p: (-len(str(p.compound)) - 4 * p.protection(), str(p.compound)))


def full_table(lang: str) -> Match:
    """Six seats: a person and the five longest computer names of ``lang``; six compounds each
    (three-digit numbers, the longest formulas with shields and black borders), the person to build."""
    from chemcards.games.chemie_kartenspiel import GAME

    names = sorted(computer_names(lang), key=len, reverse=True)[:5]
    match = Match(GAME, [Seat("Anna")] + [Seat(n, "computer", "easy") for n in names], {}, seed=3)
    assert match.to_act()[:1] == (0,), match.to_act()
    laid = _laid_compounds()
    assert len(laid) >= 36
    number = 100  # three digits: a long game with compounds destroyed and laid again
    for seat in range(6):
        row = []
        for _ in range(6):
            row.append(laid.pop(0)._replace(id=number))
            number += 1
        match.state.table[seat] = row
    match.state.next_id = number
    match.state.last_roll = 6
    return match


@pytest.mark.parametrize("lang", LANGS)
@sync
async def test_issue12_p7_ck_full_table_keeps_hand_verdict_and_keys_at_80x24(lang: str) -> None:
    """CK-11/CK-9 (six seats, six compounds each, 80x24): every item of the person's hand, the
    verdict under the compound being built and the keys line stand whole on the board; the table
    shows a marker for the rows it cannot show, and PgDn brings every compound on the screen."""
    from chemcards.games.chemie_kartenspiel.board import compound_no

    match = full_table(lang)
    app = app_for(match, lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        board = table_of(app).board
        shown = squeeze("".join(region_text(app, board.region)))
        labels = [board._label(i) for i in range(len(board.entries))]  # type: ignore[attr-defined]
        assert labels, "no hand drawn"
        for label in labels:  # the person's own hand, item by item
            assert squeeze(label) in shown, (label, shown)
        verdict = tr(GAME_ID, "board_draft_empty", lang)  # nothing picked yet: what to do (pt21 en 5)
        assert squeeze(verdict) in shown, shown
        # a line break stands for the "·" between two keys (play-through 11: no line ends in "·")
        assert squeeze(tr(GAME_ID, "board_keys", lang)).replace("·", "") in shown.replace("·", ""), shown
        # the table cannot show all 36 compounds here: a marker says so
        view = match.view(0)
        labels_on_table = [squeeze(f"{compound_no(p.id, lang)}") for row in view.table for p in row]
        hidden = [n for n in labels_on_table if n not in shown]
        assert hidden, "the whole table fits: this test no longer tests the crunch"
        assert "▼" in shown, shown
        # PgDn pages the table down until every compound has been on the screen (CK-22: each one
        # may be attacked, so each one can be read)
        seen = set(labels_on_table) - set(hidden)
        for _ in range(40):
            await pilot.press("pagedown")
            await pilot.pause()
            now = squeeze("".join(region_text(app, board.region)))
            seen |= {n for n in labels_on_table if n in now}
            # the hand, the verdict and the keys stay while the table pages
            assert squeeze(verdict) in now and squeeze(labels[-1]) in now, now
        assert seen == set(labels_on_table), set(labels_on_table) - seen


@pytest.mark.parametrize("lang", LANGS)
@sync
async def test_issue12_p7_ck22_thirty_targets_keep_the_keys_at_80x24(lang: str) -> None:
    """CK-21/CK-22 on the full table: an attack may pick any of the 30 other seats' compounds. The
    list of targets takes the rows it has, follows the cursor (↓ moves through every target) with
    a marker for the rows it cannot show, and the attack keys' line stays whole on the board."""
    from chemcards.games.chemie_kartenspiel.state import ATTACK

    match = full_table(lang)
    match.state.phase, match.state.attacks_left = ATTACK, 1
    targets = len(match.legal(0)) - 1  # every compound of the others, and "stop"
    assert targets == 30
    app = app_for(match, lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        board = table_of(app).board
        keys = squeeze(tr(GAME_ID, "board_keys_attack", lang)).replace("·", "")  # a break for a "·"
        seen: set[str] = set()
        for _ in range(targets):
            shown = squeeze("".join(region_text(app, board.region)))
            assert keys in shown.replace("·", ""), shown
            label = squeeze(board._label(board.cursor))  # type: ignore[attr-defined]
            assert label in shown, (label, shown)  # the chosen target is on the screen
            seen.add(label)
            await pilot.press("right")
            await pilot.pause()
        assert len(seen) == targets


@pytest.mark.parametrize("lang", LANGS)
@sync
async def test_pt25_en1_ck22_the_compact_table_still_says_which_compounds_are_protected(lang: str) -> None:
    """CK-19/CK-22 (play-through 25, en 1): on the compact table "#19 AlPbC(OH) (✱×1) 12 points" had
    no protection shown, and an attack typed by its number met a black border nothing had told of.
    Every compound with protection shows how much (as the attack's detail line counts it), the
    others nothing; paged through with PgDn, every compound is seen so."""
    from chemcards.games.chemie_kartenspiel.board import compound_no

    match = full_table(lang)
    view = match.view(0)
    protected = {p.id: p.protection() for row in view.table for p in row}
    assert any(protected.values()) and not all(protected.values()), protected
    app = app_for(match, lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        board = table_of(app).board
        text = ""
        for _ in range(12):
            text += "".join(squeeze(line) for line in region_text(app, board.region))
            await pilot.press("pagedown")
            await pilot.pause()
        for number, n in protected.items():
            label = squeeze(compound_no(number, lang))
            at = text.find(label)
            assert at >= 0, label
            # the compound's chip: up to the next compound's number (ids run on across the seats)
            chip = text[at:at + 70].split(squeeze(compound_no(number + 1, lang)))[0]
            if n:
                assert squeeze(tr(GAME_ID, "board_protection", lang, n=n)) in chip, (label, chip)
            else:
                assert squeeze(tr(GAME_ID, "board_protection", lang, n=1)) not in chip, (label, chip)
