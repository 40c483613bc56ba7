"""What a person does with the browser app, as steps on a :class:`Screen`: choose in the launcher
by tapping, and play Color Clash by tapping cards and buttons. Nothing here knows a rule: a card
is tapped because the board shows it as playable (bold face, CC-1 shape + symbol, issue 21)."""

from __future__ import annotations

import re
import time

from web_helpers import Screen

#: a launcher seat row, "▸" before it while one of its fields has the focus (play-through 16, de 2)
SEAT_ROW = re.compile(r"^\s*(?:▸\s*)?\d\.\s+\S")
#: a card as the board shows it (issue 21: shape and symbol, no colour letter): "● 7", "■ ⊘", "★+4"
CARD = re.compile(r"★\+4|★|[●■▲◆] (?:\+2|\d|⊘|⇄)")
# The hand box's title on the person's own screen: second person with the name (issue 21.3),
# "Your hand, Ann (7)" or, when a reason for new cards fills the title, "Your hand (9) · …"; the count
# makes it the hand box, not a line of the log.
HAND_TITLE = r"Your hand(?:, [^(]+)? \(\d+\)"


def launcher_row(screen: Screen, label: str) -> tuple[int, int, str]:
    """The cell of the value (``◀ ...``) in the launcher row ``label`` and the row's text."""
    x, y = screen.wait_for(rf"{re.escape(label)}\s+◀")
    line = screen.lines()[y]
    return line.index("◀", x), y, line


def launcher_ready(screen: Screen) -> None:
    """Wait for the whole launcher: the first frame lists the games before their engines load
    (issue 12 point 8); the form is built again once they are in, and a tap landing in that
    rebuild is lost or lands on another row."""
    screen.wait_for("Start game", timeout=30)
    screen.wait_for(r"Game\s+◀")
    screen.wait_until(lambda: "Loading the games" not in screen.text(), "the games did not load",
                      timeout=30)
    screen.settle()


def cycle_to(screen: Screen, label: str, wanted: str, tries: int = 8) -> None:
    """Tap a launcher choice (anywhere right of its ◀ steps forward) until it shows ``wanted``."""
    for _ in range(tries):
        x, y, line = launcher_row(screen, label)
        if wanted in line:
            return
        screen.tap_cell(x + 3, y)
        # the value, not the whole row: the row's focus mark "▸" changing was taken for a step, a
        # second tap went out while the first was still on its way, and both arrived (a full-suite
        # run started Color Clash with CHEMIS chosen, one step too far)
        shown = line[x:]
        screen.wait_until(lambda y=y, x=x, shown=shown: screen.lines()[y][x:] != shown,
                          f"{label} did not change")
        screen.settle()  # the launcher rebuilds its form: the next row is found on the finished screen
    raise AssertionError(f"{label} never showed {wanted!r}:\n{screen.text()}")


def person_name(screen: Screen) -> str:
    """The name in the launcher's first seat row (the person at this screen)."""
    _x, y = screen.wait_for(r"^\s*(?:▸\s*)?1\.\s+\S")
    found = re.match(r"\s*(?:▸\s*)?1\.\s+(.+?)\s+◀", screen.lines()[y])
    assert found, screen.lines()[y]
    return found.group(1)


def seat_count(screen: Screen) -> int:
    return sum(1 for line in screen.lines() if SEAT_ROW.match(line))


def set_seats(screen: Screen, count: int) -> None:
    """Tap − (or +) until the launcher lists ``count`` seats."""
    screen.wait_for(r"^\s*(?:▸\s*)?1\.\s")
    for _ in range(8):
        now = seat_count(screen)
        if now == count:
            return
        screen.tap("−" if now > count else r"\+")
        # On a loaded machine the launcher may still be rebuilding its rows for the game just
        # chosen when the tap lands, and the tap is lost with the old row (a person taps again):
        # wait a while for the count to change, else tap again (at most 8 taps in all).
        try:
            screen.wait_until(lambda now=now: seat_count(screen) != now, "the seat count did not change",
                              timeout=8)
        except AssertionError:
            continue
        screen.settle()
    raise AssertionError(f"could not set {count} seats:\n{screen.text()}")


def start_color_clash(screen: Screen, *, seats: int = 2, mode: str = "Family") -> None:
    """From the launcher to the table by taps: Color Clash, ``mode``, one person and computers."""
    launcher_ready(screen)
    cycle_to(screen, "Game", "Color Clash")
    cycle_to(screen, "Mode", mode)
    set_seats(screen, seats)
    cycle_to(screen, "Computer speed", "instant")
    screen.tap("Start game")
    screen.wait_for(HAND_TITLE)


def hand_cards(screen: Screen) -> list[tuple[int, int, str, bool]]:
    """The cards of the hand box: (x, y, label, shown as playable)."""
    lines = screen.lines()
    top = next((y for y, line in enumerate(lines) if re.search(HAND_TITLE, line)), None)
    if top is None:
        return []
    cards = []
    for y in range(top + 1, len(lines)):
        if "╰" in lines[y]:
            break
        for m in CARD.finditer(lines[y]):
            cards.append((m.start(), y, m.group(0), screen.bold(m.start(), y)))
    return cards


def play_turn(screen: Screen) -> str | None:
    """One tap of a person whose turn it is, chosen from what the screen offers; None if nothing
    is offered (the computers are playing). Returns what was tapped."""
    text = screen.text()
    # a wild's colour chooser (CC-7), or the first card's colour named by the first player (CC-4,
    # "Name the colour for the first card"): tap the last "1 ● red", the button
    if "Choose the colour" in text or "Name the colour" in text:
        button = screen.find(r"1 ● \w+", last=True)
        assert button is not None, text
        screen.tap_cell(button[0] + 2, button[1])
        return "colour"
    playable = [c for c in hand_cards(screen) if c[3]]
    if playable and re.search(r"Your turn|You drew", text):
        x, y, label, _ = playable[0]
        screen.tap_cell(x + 2, y)
        return label
    for button in ("Keep", "Draw", "Pass"):
        if re.search(rf"\b{button} \(\w\)", text) and re.search(r"Your turn|You drew", text):
            # where the button is now: the text above may be a frame the screen has since left
            # (a full-suite run waited 15 s for a "Keep" that had gone); None lets the loop look again
            where = screen.find(rf"\b{button} \(\w\)")
            if where is None:
                return None
            screen.tap_cell(*where)
            return button
    return None


def wait_for_change(screen: Screen, before: str, timeout: float = 10.0) -> None:
    screen.wait_until(lambda: screen.text() != before, "the screen did not change after a tap", timeout)


def play_until_over(screen: Screen, timeout: float = 90.0) -> int:
    """Tap through a Color Clash game until the game-over screen; the number of taps."""
    deadline = time.monotonic() + timeout
    taps = 0
    while time.monotonic() < deadline:
        text = screen.settle(quiet=0.15)
        # the status line's "Game over: …" or, when the result dialog covers it at phone size, the
        # dialog's title "Color Clash: game over"
        if re.search(r"(?i)\bgame over\b", text):
            return taps
        if re.search(r"Round \d+ .*(wins|won)", text) and re.search(r"\bOK\b", text):
            screen.tap(r"\bOK\b")
            wait_for_change(screen, text)
            continue
        tapped = play_turn(screen)
        if tapped is None:
            time.sleep(0.1)
            continue
        taps += 1
        wait_for_change(screen, text)
    raise AssertionError(f"the game did not end in {timeout} s:\n{screen.text()}")
