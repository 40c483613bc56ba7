"""Smaller findings of play-through 15 across games (issue 12, session 16, task misc16).

Each test names the finding in its tester's report (/tmp/pt15-{en,de,zh}/report.md).
"""

from __future__ import annotations

import math
from pathlib import Path
from typing import Any

import pytest
from tui_helpers import app_for, region_text, settle, sync, table_of

from chemcards.core.match import Match
from chemcards.core.registry import get_game
from chemcards.core.seats import Seat
from chemcards.games.color_clash import GAME as CC
from chemcards.i18n import tr, ui
from chemcards.tui.notice import NoticeLine
from chemcards.tui.text import after_label


def notice(app: Any) -> str:
    line = table_of(app).query_one(NoticeLine)
    return str(line.message or "")


# -- en finding 10: "Not allowed: A Wild Draw Four may …" ------------------------------------------
def test_en10_an_english_refusal_goes_on_in_lower_case_after_its_label() -> None:
    assert after_label("A Wild Draw Four may only …", "en") == "a Wild Draw Four may only …"
    assert after_label("You do not hold ● 5.", "en") == "you do not hold ● 5."
    # names, cards, formulas and element symbols keep their capitals
    for kept in ("Bob has no card.", "Na cannot stand alone.", "HCl is an acid.", "● 8 does not match."):
        assert after_label(kept, "en") == kept
    # German starts a whole sentence after a colon with a capital; Chinese has none
    german = tr("color-clash", "wd4_has_colour", "de")
    assert after_label(german, "de") == german


@sync
async def test_en10_the_wild_draw_four_refusal_reads_not_allowed_a_wild_draw_four() -> None:
    match = Match(CC, [Seat("Ann"), Seat("Cpu", "computer", "easy")], {}, seed=5)
    app = app_for(match)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        table_of(app).refuse(tr("color-clash", "wd4_has_colour", "en"))
        await pilot.pause()
        line = table_of(app).query_one(NoticeLine)
        assert line.title == "Not allowed"
        assert str(line.message).startswith("a Wild Draw Four may only"), line.message


# -- zh finding 10: "摸了 2 张" (Metallurgie) beside "摸了 4 张牌", "摸了一张牌" (Color Clash) ----------
def test_zh10_every_draw_line_in_chinese_says_a_number_in_digits_and_zhang_pai() -> None:
    import re
    import tomllib
    from pathlib import Path

    rulesets = Path(__file__).resolve().parents[2] / "rulesets"
    drawn = re.compile(r"摸了 (?:\{\w+\}|\d+) 张牌")
    found = 0
    for path in sorted(rulesets.glob("*/i18n.toml")):
        for key, entry in tomllib.loads(path.read_text(encoding="utf-8")).items():
            zh = entry.get("zh", "") if isinstance(entry, dict) else ""
            if re.search(r"摸了\s*[{\d一两二三四]", zh):  # "…摸了 2 张牌", not "没有牌可摸了"
                found += 1
                assert drawn.search(zh), f"{path.parent.name}:{key}: {zh}"
    assert found >= 6
    assert tr("metallurgie", "ev_draw", "zh", who="Curie", count=2) == "Curie 摸了 2 张牌"
    assert tr("color-clash", "ev_draw", "zh", who="小明") == "小明摸了 1 张牌"


# -- zh finding 6 and en finding 6: undo refusals that say what is the matter ----------------------
def _cc_after_curies_draw(lang: str) -> Match:
    """Ann against Curie (Color Clash), seeded play until Curie's draw stands between Ann and her
    last move (the position of en 6: "Curie draws 2 cards (◆ +2)")."""
    import random

    name = {"zh": "小明", "en": "Ann", "de": "Anna"}[lang]
    for seed in range(60):
        match = Match(CC, [Seat(name), Seat("Curie", "computer", "easy")], {}, seed=seed)
        rng = random.Random(seed)
        for _ in range(200):
            to_act = [s for s in match.to_act() if s >= 0]
            if match.outcome() is not None or not to_act:
                break
            seat = to_act[0]
            legal = list(match.legal(seat))
            plays = [a for a in legal if str(a).startswith("play")] or legal
            match.act(seat, rng.choice(plays if seat == 0 else legal))
            if seat == 1 and 0 in match.to_act() and any(s.seat == 0 for s in match.steps) \
                    and match.undo_point(0) is None:
                barrier = match.undo_barrier(0)
                if any(e.kind in ("draw", "penalty") and e.seat == 1 for e in barrier):
                    return match
    raise AssertionError("no seed reached the position")


@pytest.mark.parametrize("lang", ["en", "de", "zh"])
@sync
async def test_en6_undo_after_another_players_draw_says_so_plainly(lang: str) -> None:
    match = _cc_after_curies_draw(lang)
    app = app_for(match, lang=lang)
    shown: list[str] = []
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        table_of(app).refuse = shown.append  # type: ignore[method-assign]
        await pilot.press("u")
        await pilot.pause()
    assert shown == [ui("undo_none_drew", lang, name="Curie")], shown
    assert "Curie" in shown[0] and "“" not in shown[0] and "„" not in shown[0]


@pytest.mark.parametrize("lang", ["en", "de", "zh"])
@sync
async def test_zh6_undo_before_any_move_says_there_is_nothing_to_undo(lang: str) -> None:
    """zh 6: Metallurgie at the very start, `h` then `u`: not "going back would reveal a hidden
    card" but "nothing to undo"."""
    match = Match(get_game("metallurgie"), [Seat("Ann"), Seat("Curie", "computer", "easy")], {}, seed=8)
    app = app_for(match, lang=lang)
    shown: list[str] = []
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        assert not match.steps or all(s.seat != 0 for s in match.steps)
        table_of(app).refuse = shown.append  # type: ignore[method-assign]
        await pilot.press("u")
        await pilot.pause()
    assert shown == [ui("undo_nothing", lang)], shown
    assert ui("undo_none", lang) not in shown


# -- de finding 10: "173.0 Punkte im Schnitt" on a German screen -----------------------------------
@pytest.mark.parametrize(("lang", "shown"), [("de", "173,5"), ("en", "173.5"), ("zh", "173.5")])
def test_de10_statistics_write_the_average_with_the_languages_decimal_mark(
        tmp_path: Path, lang: str, shown: str) -> None:
    from chemcards.tui import stats

    path = tmp_path / "stats.json"
    for score in (173.0, 174.0):
        stats.add(stats.Entry("color-clash", "easy", 2, True, score, 1, "2026-12-01"), path)
    text = stats.stats_text(path, None, lang, chart=False)
    assert shown in text, text
    assert ("173.5" in text) == (lang != "de")


@pytest.mark.parametrize(("lang", "shown"), [("de", "2,5"), ("en", "2.5"), ("zh", "2.5")])
def test_de10_a_result_with_half_points_uses_the_languages_decimal_mark(lang: str, shown: str) -> None:
    from chemcards.core.protocol import Outcome
    from chemcards.tui.outcome import outcome_rows

    outcome = Outcome(winners=(0,), places=(1, 2), scores=(2.5, 1.0))
    rows = outcome_rows(outcome, [Seat("Ann"), Seat("Bob")], lang)
    assert [row[3] for row in rows] == [shown, "1"]


# -- zh finding 15: "你是房主：r 准备 · c 空位加电脑 …" over a footer without c ------------------------
@pytest.mark.parametrize("lang", ["en", "de", "zh"])
def test_zh15_the_hosts_key_line_offers_c_only_while_the_footer_does(lang: str) -> None:
    import asyncio

    from test_tui_online_check15 import _server, _until
    from test_tui_online_pt10 import _lobby

    from chemcards.tui.online_app import OnlineApp
    from chemcards.tui.settings import Settings

    def flat(text: Any) -> str:
        return "".join(str(text).split())

    async def run() -> None:
        server, port = await _server()
        app = OnlineApp({"do": "host", "game": "metallurgie", "players": 2, "options": {}},
                        f"ws://127.0.0.1:{port}/", settings=Settings(lang=lang, speed="instant"),
                        remember=False)
        try:
            async with app.run_test(size=(80, 24)) as pilot:
                await _lobby(pilot, app)
                status = app.screen.query_one("#lobby-status")
                open_line = flat(tr("online", "host_keys", lang))
                await _until(pilot, lambda: open_line in flat(status.render()), "the open room's keys")
                assert app.screen.check_action("computer", ()) is True
                await pilot.press("c")  # a computer in the open seat: the room is full
                full_line = flat(tr("online", "host_keys_full", lang))
                await _until(pilot, lambda: full_line in flat(status.render()), "the full room's keys")
                assert not app.screen.check_action("computer", ())
        finally:
            await server.stop()

    asyncio.run(run())


# -- zh finding 9: Metallurgie's score row ran into the Seats panel ---------------------------------
@pytest.mark.parametrize("lang", ["zh", "de", "en"])
@sync
async def test_zh9_metallurgie_score_row_keeps_a_gap_before_the_seats_panel(lang: str) -> None:
    """zh 9: at 80×24 with three seats "▶小刚 0  Curie（电脑） 0  Bohr（电脑） 0 │ 牌堆 83╭─ 座位": the
    row filled the board's width to its last cell and the panel's border followed at once."""
    name = {"zh": "小刚", "de": "Anna", "en": "Ann"}[lang]
    seats = [Seat(name), Seat("Curie", "computer", "easy"), Seat("Bohr", "computer", "easy")]
    match = Match(get_game("metallurgie"), seats, {}, seed=3)
    app = app_for(match, lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        view = app.screen.query_one("#mt-scores")
        for line in region_text(app, view.region):
            assert line.endswith(" "), f"{line!r} runs into the panel beside it"
        row = " ".join(view.render().plain.split("\n"))
        assert tr("metallurgie", "board_pile", lang, count=83) in row, row


# -- de finding 6: a computer stand-in, one term everywhere, and its moves are its own -------------
def test_de6_a_chemis_zone_row_cuts_the_name_not_the_stand_ins_mark() -> None:
    """de 6: "Spieler 1 [Comput…" in a CHEMIS zone row."""
    from chemcards.games.chemis.board import zone_name
    from chemcards.i18n import computer_mark

    for lang in ("de", "en", "zh"):
        mark = computer_mark(lang, substitute=True)
        name, cut = zone_name("Spieler 1", mark)
        assert name.endswith(mark) and cut, name
        assert "1" in name.removesuffix(mark), name  # the number stays
    assert zone_name("Bohr", computer_mark("de")) == ("Bohr [Computer]", False)


@pytest.mark.parametrize("lang", ["de", "en", "zh"])
@sync
async def test_de6_the_log_says_the_stand_in_plays_not_you(lang: str) -> None:
    """de 6: after Ctrl+L the log wrote the stand-in's moves as the person's own ("Du legst Silber
    auf 47/11"). They are the stand-in's: "Dein Computer-Ersatz legt …"; the seat's mark is the
    one term on the panel too."""
    from chemcards.i18n import computer_mark

    match = Match(get_game("metallurgie"), [Seat("Ann"), Seat("Curie", "computer", "easy")], {}, seed=3)
    app = app_for(match, lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        table = table_of(app)
        table.driver.leave(0, "easy")
        for _ in range(60):
            await settle(pilot)
            if len([e for e in match.events if e.seat == 0 and e.kind == "place"]) >= 2:
                break
        else:
            raise AssertionError("the stand-in never placed a card")
        table._render_log(0)  # the person's own screen, as the final table shows it
        await pilot.pause()
        log = "".join(str(line.text) for line in table.query_one("#log").lines)
        flat = "".join(log.split())
        stand_in = "".join(ui("substitute_yours", lang).split())
        you = {"de": "Dulegst", "en": "Youplace", "zh": "你把"}[lang]
        assert stand_in in flat, log
        after = flat[flat.index("".join(ui("ev_leave_you", lang).split())):]
        assert you not in after, log
        panel = "".join("".join(region_text(app, table.query_one("#seats").region)).split())
        assert "".join(computer_mark(lang, substitute=True).split()) in panel, panel


# -- de finding 3: a catch pressed at "⏱2s" did not count (CC-10 … CC-12 window at one screen) -----
async def _window_shown(app: Any, pilot: Any, grace: bool = False) -> Any:
    """Two people at one screen play to a call window and lift the "everyone look" screen;
    ``grace``: the referee waits for keys on their way as with the real clock (a fake one has none)."""
    from test_tui_cc_window_look_s10 import play_to_window
    from tui_helpers import wait_out_guard

    from chemcards.tui.curtain import WindowCurtain
    from chemcards.tui.table import KEY_GRACE

    await settle(pilot)
    table_of(app).driver.grace = KEY_GRACE if grace else 0.0

    await play_to_window(app, pilot)
    assert isinstance(app.screen, WindowCurtain)
    await wait_out_guard(pilot)
    await pilot.press("enter")
    await settle(pilot)
    return table_of(app)


def _shown_seconds(app: Any) -> int | None:
    """The countdown the window line shows ("⏱2s")."""
    import re

    text = str(table_of(app).query_one("#cc-prompt").render())
    found = re.search(r"⏱(\d+)", text)
    return int(found.group(1)) if found else None


@sync
async def test_de3_cc10_the_countdown_shown_and_the_engines_deadline_agree() -> None:
    """de 3: the seconds start when the table is shown after "everyone look", and at every moment
    the number on screen is the whole seconds left before the engine's deadline (rounded up), so
    a key pressed while the screen shows "⏱1s" is still in time."""
    from chemcards.games.color_clash.game import CALL_WINDOW_SECONDS
    from chemcards.tui.clock import FakeClock

    clock = FakeClock()
    match = Match(CC, [Seat("Anna"), Seat("Ben")], {}, seed=5)
    app = app_for(match, clock=clock, lang="de")
    async with app.run_test(size=(80, 24)) as pilot:
        table = await _window_shown(app, pilot)
        owner = match.state.window
        assert table.remaining() == CALL_WINDOW_SECONDS  # the clock starts with the table shown
        elapsed = 0.0
        for step in (0.0, 0.4, 0.6, 0.5, 0.5, 0.45, 0.5):  # 0 … 2.95 s
            clock.advance(step)
            elapsed += step
            await pilot.pause()
            left = table.remaining()
            assert left is not None and abs(left - (CALL_WINDOW_SECONDS - elapsed)) < 1e-6
            shown = _shown_seconds(app)
            assert shown == math.ceil(CALL_WINDOW_SECONDS - elapsed), (elapsed, shown)
            assert match.state.window == owner
        assert _shown_seconds(app) == 1
        before = len(match.state.hand(owner))
        await pilot.press("c")  # at the last second shown
        await settle(pilot)
        assert len(match.state.hand(owner)) == before + 2  # CC-11: caught


@pytest.mark.parametrize("late", [False, True])
@sync
async def test_de3_cc10_a_key_pressed_before_the_deadline_counts_though_handled_after_it(late: bool) -> None:
    """de 3, on a loaded machine: `c` pressed while "⏱1s" was shown reached the table after the
    deadline, and the window had closed. A key is judged by when it was pressed (its own time):
    pressed before the deadline it counts; pressed after it, it is too late."""
    from textual import events

    from chemcards.games.color_clash.game import CALL_WINDOW_SECONDS
    from chemcards.tui.clock import FakeClock

    clock = FakeClock()
    match = Match(CC, [Seat("Anna"), Seat("Ben")], {}, seed=5)
    app = app_for(match, clock=clock)
    async with app.run_test(size=(80, 24)) as pilot:
        await _window_shown(app, pilot, grace=True)
        owner = match.state.window
        before = len(match.state.hand(owner))
        clock.advance(CALL_WINDOW_SECONDS - 0.05)  # "⏱1s"
        await pilot.pause()
        key = events.Key("c", "c")  # pressed now …
        clock.advance(0.3)  # … and the screen gets to it only after the deadline
        if not late:
            key.time -= 0.3  # its own time: 0.3 s ago, as the clock moved meanwhile
        app.post_message(key)
        await pilot.pause()
        await settle(pilot)
        if late:
            assert len(match.state.hand(owner)) == before
            clock.advance(1.0)
            await pilot.pause()
            assert match.state.window < 0  # the referee closed the window: time is up
        else:
            assert len(match.state.hand(owner)) == before + 2  # CC-11: caught in time
