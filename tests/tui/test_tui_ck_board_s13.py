"""Play-through 12 on the Chemie-Kartenspiel board (issues 12/21, session 13): a large screen shows
at least what 80x24 shows (de 1), and the lines on the board read as a newcomer expects them."""

from __future__ import annotations

import pytest
from tui_helpers import app_for, region_text, settle, sync

from chemcards.core import registry
from chemcards.core.match import Match
from chemcards.core.seats import Seat
from chemcards.games.chemie_kartenspiel.catalogue import catalogue
from chemcards.games.chemie_kartenspiel.texts import t as ck

GAME_ID = "chemie-kartenspiel"
#: de 1's hand: two rows of cards and a row of combinations under them (here three rows of cards)
LONG_HAND = "Na K H*2 O*2 S Cl Ba Fe Cu C N"


def hand(text: str) -> list[int]:
    """``"H*2 O"`` -> a hand's counts per card."""
    counts = [0] * catalogue().size
    for word in text.split():
        symbol, _, times = word.partition("*")
        counts[catalogue().by_symbol[symbol]] += int(times or 1)
    return counts


def ck_match(seats: int, mode: str, held: str = LONG_HAND) -> Match:
    """A person and computers, the person to build with ``held`` after a roll of the die."""
    game = registry.games()[GAME_ID]
    computers = [Seat(n, "computer", "medium") for n in ("Curie", "Bohr", "Dalton")]
    people = [Seat("Ann"), *computers[:seats - 1]]
    match = Match(game, people, {"mode": mode}, seed=5)
    match.state.hands[0] = hand(held)
    match.state.last_roll = 4
    return match


def squeezed(lines: list[str]) -> str:
    return "".join("".join(lines).split())


@pytest.mark.parametrize("lang", ["de", "zh"])
@pytest.mark.parametrize(("size", "seats", "mode"), [
    ((160, 48), 4, "competitive"), ((160, 48), 3, "competitive"), ((160, 48), 2, "competitive"),
    ((160, 48), 4, "family"), ((160, 48), 2, "family"),
    ((120, 36), 4, "competitive"), ((120, 36), 3, "family"),
], ids=["160x48-4-comp", "160x48-3-comp", "160x48-2-comp", "160x48-4-fam", "160x48-2-fam",
        "120x36-4-comp", "120x36-3-fam"])
@sync
async def test_pt12_de1_large_screen_shows_the_compound_line_check_detail_and_keys(
        size: tuple[int, int], seats: int, mode: str, lang: str) -> None:
    """Play-through 12 de 1 (CK-9, CK-10): at 160x48, Competitive, 4 seats, the four seat boxes and
    the hand pushed the compound line ("Verbindung: … Ladung … Punkte"), its ✓/✗ check, the card's
    detail line and the keys line off the screen; at 80x24 they are always there. They are on
    the screen at every size, seat count and deck, with the hand whole above them."""
    app = app_for(ck_match(seats, mode), lang=lang)
    async with app.run_test(size=size) as pilot:
        await settle(pilot)
        await pilot.press("enter")  # the first card into the compound being built
        await settle(pilot)
        await pilot.pause()
        board = app.screen.query_one("#board")
        shown = squeezed(region_text(app, board.region))
        building = squeezed([ck("board_building", lang)])
        charge = squeezed([ck("board_charge", lang)])
        assert building in shown and charge in shown, shown
        assert "✗" in shown or "✓" in shown, shown
        # every key of the key line (a narrow board breaks it at a " · ", which then goes)
        for key in ck("board_keys", lang).split("·"):
            assert squeezed([key]) in shown, (key, shown)
        # the detail line of the card under the cursor (H): its charges and its level, which no
        # face shows
        assert "+1/−1" in shown and "★" in shown, shown
        # every item of the hand is on the board
        for label in board._labels:
            assert squeezed([label.split()[0]]) in shown, (label, shown)


@pytest.mark.parametrize("lang", ["en", "de", "zh"])
@sync
async def test_pt12_de12_the_combination_faces_are_labelled_on_a_large_screen(lang: str) -> None:
    """de 12 at 160x48: the groups' faces stand under a label line, each with its charge as a
    card's face has its own under the symbol ("[OH]⁻" over "−1", "H₂O" over "0")."""
    app = app_for(ck_match(2, "family", "Na H*2 O*2"), lang=lang)
    async with app.run_test(size=(160, 48)) as pilot:
        await settle(pilot)
        await pilot.pause()
        board = app.screen.query_one("#board")
        lines = region_text(app, board.region)
        label = ck("board_combos_row", lang)
        at = next(i for i, line in enumerate(lines) if line.strip() == label)
        faces = "".join(lines[at + 1:at + 4])
        assert "╭" in lines[at + 1] and "[OH]⁻" in faces and "−1" in faces and "H₂O" in faces, lines


@pytest.mark.parametrize("lang", ["en", "de", "zh"])
@sync
async def test_pt12_de4_the_keys_page_lists_the_phase_s_keys_and_the_way_down(lang: str) -> None:
    """Play-through 12 de 4 / en 1 (CK-9: build, pay, attack): `?` while building listed
    "←→ ⏎ Angreifen" and "←→ ⏎ Zurückgeben" beside "←→ ⏎ Wählen", and no ↓, the key to the
    combinations under the cards. It lists the keys of the phase now, and ↓."""
    from chemcards.tui.help import KeysScreen, key_rows

    app = app_for(ck_match(2, "family", "Na H*2 O*2"), lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        rows = key_rows(app.screen)
        texts = {text for _, text in rows}
        assert ck("ck_pick", lang) in texts and ck("board_keys", lang) not in texts, texts
        assert ck("ck_key_attack", lang) not in texts and ck("ck_key_pay", lang) not in texts, texts
        assert ck("ck_key_stop", lang) not in texts, texts
        assert ("↓", ck("ck_key_down", lang)) in rows, rows
        # the page shows it, and ↓ does what it says
        await pilot.press("question_mark")
        await pilot.pause()
        assert isinstance(app.screen, KeysScreen)
        page = "".join("".join(region_text(app, app.screen.region)).split())
        assert "".join(ck("ck_key_down", lang).split()) in page, page
        await pilot.press("escape")
        await pilot.pause()
        board = app.screen.query_one("#board")
        await pilot.press("down")
        await pilot.pause()
        assert board.entries[board.cursor][0] == "combo"
