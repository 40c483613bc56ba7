"""What the last play-through at 80x24 found (issue 12 follow-up, points 2-8): each test walks the
real app with Pilot and reads what a player would read."""

from __future__ import annotations

import random

import pytest
from tui_helpers import app_for, screen_text, settle, sync, table_of

from chemcards.core.match import Match
from chemcards.core.protocol import REFEREE
from chemcards.core.registry import games
from chemcards.core.seats import Seat
from chemcards.games.color_clash.actions import PLAY
from chemcards.tui.clock import FakeClock

CC = games()["color-clash"]


def _ann_holds_two(seed: int) -> Match:
    """Ann against a computer, played on at random until it is Ann's turn with two cards and a card
    she may play with the call switched on (CC-10)."""
    for tried in range(seed, seed + 50):
        match = Match(CC, [Seat("Ann"), Seat("Cpu", "computer", "easy")], {"length": "five"}, seed=tried)
        pick = random.Random(tried)
        while match.outcome() is None:
            to_act = match.to_act()
            if to_act == (0,) and len(match.state.hand(0)) == 2 and match.view(0).phase == "turn" and \
                    any(a.kind == PLAY and a.call for a in match.legal(0)):
                return match
            seat = next((s for s in to_act if s != REFEREE), REFEREE)
            match.act(seat, pick.choice(match.legal(seat)))
    raise AssertionError("Ann never held two cards")


@sync
async def test_cc10_a_typed_move_keeps_the_call_switched_on() -> None:
    """CC-10 (issue 12 follow-up, point 2): "Last card!" switched on with its key, then the card
    typed in the move box (``R7`` or ``play R7``): the play goes with the call, so no window opens
    and nobody can catch."""
    match = _ann_holds_two(1)
    plain = next(a for a in match.legal(0) if a.kind == PLAY and not a.call
                 and any(b.kind == PLAY and b.call and b.face == a.face for b in match.legal(0)))
    app = app_for(match, clock=FakeClock())
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        table = table_of(app)
        await pilot.press("l")  # the call switched on before playing
        assert table.board.precall  # type: ignore[attr-defined]
        await pilot.press("colon")
        table.query_one("#move-input").value = str(plain)  # type: ignore[attr-defined]
        await pilot.press("enter")
        await settle(pilot)
        ann = [step.text for step in match.steps if step.seat == 0]
        assert ann[-1] == f"{plain} call", ann[-1]
        assert match.state.window < 0 and len(match.state.hand(0)) == 1
        assert not table.board.precall  # type: ignore[attr-defined]


def _notice(app: object) -> str | None:
    from chemcards.tui.notice import NoticeLine

    return table_of(app).query_one("#notice", NoticeLine).message  # type: ignore[arg-type]


def _illegal_move(match: Match, seat: int) -> str:
    """A move, as typed, that the engine refuses ``seat`` now (moves of a game played elsewhere)."""
    from chemcards.core.protocol import IllegalAction

    game = match.game
    other = Match(game, [Seat("X"), Seat("Y")], {}, seed=99)
    pick = random.Random(99)
    for _ in range(200):
        for action in other.legal(other.to_act()[0]) if other.to_act() else ():
            text = str(action)
            try:
                game.apply(game.clone(match.state), seat, game.parse_action(text))
            except IllegalAction:
                return text
        if other.outcome() is not None:
            break
        mover = next((s for s in other.to_act() if s != REFEREE), REFEREE)
        other.act(mover, pick.choice(other.legal(mover)))
    raise AssertionError("no refused move found")


@pytest.mark.parametrize("game_id", sorted(games()))
@sync
async def test_a_refusal_goes_with_the_next_legal_move(game_id: str) -> None:
    """Issue 12 follow-up, point 3: a refused move stays on the notice line only until the
    person's next legal move."""
    game = games()[game_id]
    match = Match(game, [Seat("Ann"), Seat("Cpu", "computer", "easy")], {}, seed=4)
    app = app_for(match, clock=FakeClock())
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        table = table_of(app)
        assert 0 in match.to_act()
        await pilot.press("colon")
        table.query_one("#move-input").value = _illegal_move(match, 0)  # type: ignore[attr-defined]
        await pilot.press("enter")
        await pilot.pause()
        refusal = _notice(app)
        assert refusal, "no refusal shown"
        table.board.choose(match.legal(0)[0])
        await settle(pilot)
        assert _notice(app) != refusal
        assert refusal not in screen_text(app)


@sync
async def test_the_hint_goes_with_the_move_it_was_for() -> None:
    """Issue 12 follow-up, point 3 (issue 19's hint): the hint for this turn does not stay into the
    next one; the move made clears it."""
    match = Match(CC, [Seat("Ann"), Seat("Cpu", "computer", "easy")], {}, seed=4)
    app = app_for(match, clock=FakeClock())
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        table = table_of(app)
        await pilot.press("h")
        for _ in range(100):
            await app.workers.wait_for_complete()
            await pilot.pause()
            if table.hint_shown:
                break
        assert table.hint_shown and _notice(app) == table.hint_shown
        table.board.choose(match.legal(0)[0])
        await settle(pilot)
        assert _notice(app) is None


@pytest.mark.parametrize("lang", ["en", "de", "zh"])
@sync
async def test_ctrl_g_in_a_game_says_where_the_saved_games_are(lang: str) -> None:
    """Issue 12 follow-up, point 6, decided: the saved games are the launcher's (opening them in a
    game would leave it behind). Ctrl+G in a game says so in one line instead of doing nothing; the
    game stays, and neither the footer nor the keys screen offers the key there."""
    from chemcards.i18n import ui
    from chemcards.tui.help import KeysScreen, key_rows

    match = Match(CC, [Seat("Ann"), Seat("Cpu", "computer", "easy")], {}, seed=4)
    app = app_for(match, clock=FakeClock(), lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        table = table_of(app)
        assert "^g" not in screen_text(app) and "+G" not in screen_text(app)
        assert all(not key.endswith("+G") for key, _ in key_rows(table))
        await pilot.press("ctrl+g")
        await pilot.pause()
        assert app.screen is table
        assert _notice(app) == ui("saved_games_in_launcher", lang)
        await pilot.press("question_mark")
        await pilot.pause()
        assert isinstance(app.screen, KeysScreen) and "+G" not in screen_text(app)


@pytest.mark.parametrize(("lang", "count"), [("en", 4), ("en", 6), ("de", 4), ("zh", 6)])
@sync
async def test_cc24_the_seats_panel_marks_every_computer_and_shows_no_level(lang: str, count: int) -> None:
    """CC-24: every computer is marked as one, whole, at 80x24. Its level is not shown on a game
    screen at all (docs/i18n.md, session 8: with the level beside the mark only where it fitted, one
    screen showed both forms); the launcher and the lobby name it."""
    from tui_helpers import region_text

    from chemcards.i18n import tr, ui

    names = ["Curie", "Bohr", "Dalton", "Noether", "Mendeleev"][:count - 1]
    levels = ["easy", "medium", "hard", "easy", "medium"]
    seats = [Seat("Ann")] + [Seat(n, "computer", lv) for n, lv in zip(names, levels, strict=False)]
    match = Match(CC, seats, {}, seed=3)
    app = app_for(match, clock=FakeClock(), lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        panel = table_of(app).query_one("#seats")
        text = "\n".join(region_text(app, panel.content_region))
        mark = tr("color-clash", "computer", lang)
        # full-width brackets in Chinese, square brackets otherwise (issue 21)
        left, right = ("（", "）") if lang == "zh" else ("[", "]")
        for i, name in enumerate(names):
            line = next(ln for ln in text.splitlines() if f"{i + 2} {name}" in ln)
            assert f"{left}{mark}{right}" in line, line  # CC-24: always marked, the mark whole
        assert not any(ui("level_" + lv, lang) in text for lv in set(levels)), text


@sync
async def test_a_field_chosen_while_the_game_loads_keeps_the_focus(monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 12 follow-up, point 10 (seen in tmux): the launcher shows the game row at once and
    loads the chosen game's engine behind it; a person who went to the game row meanwhile lost the
    focus to Start when the loading ended, and their next → did nothing. The focus stays."""
    import threading

    from chemcards.core import registry
    from chemcards.tui.app import ChemcardsApp
    from chemcards.tui.settings import Settings
    from chemcards.tui.widgets import Cycler

    release = threading.Event()
    load = registry.load_game

    def slow_load(game_id: str) -> object:
        release.wait(10)  # the engine's import, held until the person has moved
        return load(game_id)

    monkeypatch.setattr(registry, "is_loaded", lambda game_id: False)
    monkeypatch.setattr(registry, "load_game", slow_load)
    app = ChemcardsApp(settings=Settings(lang="en", game="color-clash"), remember=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        game_row = app.screen.query_one("#game", Cycler)
        game_row.focus()
        await pilot.pause()
        release.set()
        for _ in range(50):
            await app.workers.wait_for_complete()
            await pilot.pause()
            if app.screen.loaded:  # type: ignore[attr-defined]
                break
        await pilot.pause()
        assert isinstance(app.focused, Cycler) and app.focused.id == "game"
        before = app.focused.value
        await pilot.press("right")
        await pilot.pause()
        assert app.screen.game_id != before  # type: ignore[attr-defined]


@sync
async def test_a_startup_notice_behind_a_curtain_waits_on_the_tables_line() -> None:
    """Seen in tmux (zh, hot seat): a startup notice ("the unfinished game was kept as …") came as
    a toast over the curtain, stayed over the table after it and cut a Chinese character at a
    panel's edge. It waits on the table's own notice line instead, whole, and no toast is made."""
    from chemcards.tui.app import ChemcardsApp
    from chemcards.tui.curtain import CurtainScreen
    from chemcards.tui.settings import Settings

    match = Match(CC, [Seat("安"), Seat("博")], {}, seed=5)
    kept = "未完成的游戏已另存为 /tmp/x/unfinished-color-clash.json"
    app = ChemcardsApp(match=match, settings=Settings(lang="zh", speed="instant"), clock=FakeClock(),
                       remember=False, games=lambda: {CC.id: CC}, notices=[kept])
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        await pilot.pause()
        await pilot.pause()
        assert isinstance(app.screen, CurtainScreen)
        assert not app._notifications  # no toast over the curtain
        await settle(pilot)
        await pilot.press("enter")
        await settle(pilot)
        assert not isinstance(app.screen, CurtainScreen)
        assert _notice(app) == kept
        assert "未完成的游戏已另存为" in screen_text(app)
