"""Issue 12 point 7 after play-through 8 (zh 1 and 10, de 10): text split across lines, and a
notice or a log that does not follow the game.

- zh 1: the CHEMIS log split a card's name ("你摸了 4 张牌（[CO₃]、H、通" / "电、O）"), the Color
  Clash colour prompt split a key from its words ("…4 ◆ 绿（Esc" / "返回）") and the call window a
  key from its verb ("其他人可以抢先抓" / "（c）  ⏱3 秒"). Every such text reaches the screen
  through the one wrapper (tui/wrap.py); these tests read the rendered screen at 80x24 in zh and
  de, and the wrapper itself at every width a panel has.
- zh 10: a refusal stayed on screen while the colour prompt for another card replaced its reason.
- de 10: after a refusal the log no longer showed its newest line.
"""

from __future__ import annotations

import re
from typing import Any

import pytest
from test_tui_color_clash import ANN_VS_3, ann_turn, reach
from tui_cc_helpers import click_card, pick_card
from tui_helpers import (
    app_for,
    make_app,
    region_text,
    screen_text,
    settle,
    sync,
    table_of,
    walk_to_call_window,
)

from chemcards.core.match import Match
from chemcards.core.seats import Seat
from chemcards.games.chemis import GAME as CHEMIS
from chemcards.games.color_clash import GAME as CC
from chemcards.games.color_clash.actions import PLAY
from chemcards.games.color_clash.catalogue import COLOUR, NO_COLOUR, TEXT
from chemcards.i18n import tr, ui
from chemcards.tui.notice import NoticeLine
from chemcards.tui.wrap import CLOSING, iter_lines

FRAME = re.compile(r"[│║┃╭╮╰╯─━▌▐▊▎▔▁]")
#: the key groups of the texts the testers saw split, as each language writes them
KEY_GROUPS = {"zh": ("（Esc 返回）", "（c）", "（l）"), "de": ("(Esc: zurück)", "(c)", "(l)"),
              "en": ("(Esc: back)", "(c)", "(l)")}
FUNCTION_CARDS = ("fn_heat", "fn_cool", "fn_ignite", "fn_electrify", "fn_filter")


def inner(lines: list[str]) -> list[str]:
    return [FRAME.sub("", line).strip() for line in lines if FRAME.sub("", line).strip()]


def split_units(lines: list[str], units: tuple[str, ...] | list[str]) -> list[str]:
    """The units that occur in the text but not whole on one line (a line break inside them)."""
    whole = "".join(lines)
    return [u for u in units if whole.count(u) != sum(line.count(u) for line in lines)]


def key_starts_line(lines: list[str], lang: str) -> list[str]:
    """Lines that start with a key group although the word before it would have fitted."""
    return [line for line in lines if line.startswith(KEY_GROUPS[lang])]


# -- the wrapper itself, with the real texts -------------------------------------------------------
@pytest.mark.parametrize("lang", ["zh", "de", "en"])
def test_issue12_p7_a_key_group_stays_whole_and_with_its_word_at_every_width(lang: str) -> None:
    """Issue 12 point 7 (pt8 zh 1): "（Esc 返回）" is one unit, and a key in brackets stays with the
    word it belongs to: "…4 ◆ 绿（Esc" / "返回）" and "其他人可以抢先抓" / "（c）  ⏱3 秒" were
    broken. Checked at every width from 24 cells (a phone's panel) to 80."""
    name = "小明" if lang == "zh" else "Anna"
    texts = [ui("cc_choose_colour", lang),
             ui("cc_window_shared", lang, name=name) + "  ⏱3 " + ("秒" if lang == "zh" else "s")]
    for text in texts:
        groups = [g for g in KEY_GROUPS[lang] if g in text]
        assert groups, text
        for width in range(24, 81):
            lines = list(iter_lines(text, width, [name]))
            assert not split_units(lines, groups), (width, lines)
            assert not key_starts_line(lines, lang), (width, lines)
            assert not [line for line in lines if line[:1] in CLOSING], (width, lines)


def test_issue12_p7_a_named_key_stays_with_what_it_does() -> None:
    """Issue 12 point 7: a named key and the word after it ("Esc 离开", "⏎ 执行", "Del 删除") are
    one unit wherever the one wrapper breaks the lobby's key list or the move box's hint."""
    from chemcards.i18n import tr as tr_

    texts = [(tr_("online", "host_keys", "zh"), ["Esc 离开"]),
             (tr_("online", "guest_keys", "zh"), ["Esc 离开"]),
             (ui("type_move_hint", "zh"), ["⏎ 执行", "Esc 关闭"])]
    for text, units in texts:
        units = [u for u in units if u in text]
        assert units, text
        for width in range(16, 81):
            lines = list(iter_lines(text, width))
            assert not split_units(lines, units), (width, lines)
            assert not [line for line in lines if line[:1] in CLOSING], (width, lines)


@pytest.mark.parametrize("lang", ["zh", "de", "en"])
def test_issue12_p7_ch_a_drawn_function_cards_name_is_never_split(lang: str) -> None:
    """Issue 12 point 7 (pt8 zh 1): the CHEMIS draw line "你摸了 4 张牌（[CO₃]、H、通电、O）"
    broke inside "通电"; each function card's name (CH-28) stays whole wherever it stands in the
    list, at every width of the log."""
    for key in FUNCTION_CARDS:
        card = tr("chemis", key, lang)
        for where in range(4):
            cards = ["[CO₃]", "H", "O"]
            cards.insert(where, card)
            # as chemis/texts.py writes a draw the drawer sees
            text = tr("chemis", "ev_draw", lang, who="你" if lang == "zh" else "Du", n=4) + (
                f"（{'、'.join(cards)}）" if lang == "zh" else f" ({', '.join(cards)})")
            for width in range(12, 41):
                lines = list(iter_lines(text, width))
                assert not split_units(lines, [card]), (width, lines)
                assert not [line for line in lines if line[:1] in CLOSING], (width, lines)


# -- the screens at 80x24 ----------------------------------------------------------------------------
@pytest.mark.parametrize("lang", ["zh", "de"])
@sync
async def test_issue12_p7_ch_the_log_keeps_card_names_whole_at_80x24(lang: str) -> None:
    """Issue 12 point 7 (pt8 zh 1), hot-seat CHEMIS at 80x24: seed 4 deals "升温" as the third of
    four cards, where the log's narrow column broke it as "升" / "温"."""
    app = make_app(CHEMIS, [Seat("小明"), Seat("小红")], seed=4, lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        for _ in range(2):  # the curtain before the first person
            await pilot.press("enter")
            await settle(pilot)
        table = table_of(app)
        lines = inner(region_text(app, table.query_one("#log").region))
        cards = [tr("chemis", key, lang) for key in FUNCTION_CARDS]
        assert any(card in "".join(lines) for card in cards), lines
        assert not split_units(lines, cards), lines
        assert not [line for line in lines if line[:1] in CLOSING], lines


def ann_may_play_a_wild(match: Match) -> bool:
    return ann_turn(match) and any(a.kind == PLAY and COLOUR[a.face] == NO_COLOUR for a in match.legal(0))


@pytest.mark.parametrize("lang", ["zh", "de"])
@sync
async def test_issue12_p7_cc7_the_colour_prompt_keeps_its_key_group_at_80x24(lang: str) -> None:
    """Issue 12 point 7 (pt8 zh 1), CC-7 at 80x24: the prompt after a Wild reads "…4 ◆ 绿（Esc
    返回）" with the key group whole on the line of the last colour."""
    match = reach(ann_may_play_a_wild)
    app = app_for(match, lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        board: Any = table_of(app).board
        wild = next(a.face for a in match.legal(0) if a.kind == PLAY and COLOUR[a.face] == NO_COLOUR)
        await pick_card(pilot, board, wild)
        await settle(pilot)
        assert board.pending_wild == wild
        lines = inner(region_text(app, board.query_one("#cc-prompt").region))
        group = KEY_GROUPS[lang][0]
        assert any(group in line and line.index(group) > 0 for line in lines), lines


@pytest.mark.parametrize("lang", ["zh", "de"])
@sync
async def test_issue12_p7_cc10_the_call_window_keeps_its_keys_with_their_verbs_at_80x24(lang: str) -> None:
    """Issue 12 point 7 (pt8 zh 1), CC-10/CC-14 at one screen, 80x24: "其他人可以抢先抓" /
    "（c）  ⏱3 秒" split the key from its verb."""
    names = {"zh": ("小明", "小红"), "de": ("Anna", "Bernd")}[lang]  # the testers' names
    app = app_for(Match(CC, [Seat(n) for n in names], {}, seed=3), lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await walk_to_call_window(app, pilot)
        table = table_of(app)
        assert table.match.view(None).phase == "window"
        lines = inner(region_text(app, table.board.query_one("#cc-prompt").region))
        text = "".join(lines)
        groups = [g for g in KEY_GROUPS[lang] if g in text]
        assert groups, lines
        assert not split_units(lines, groups), lines
        assert not key_starts_line(lines, lang), lines


# -- a notice belongs to the prompt it answers (pt8 zh 10) -------------------------------------------
def ann_holds_a_refused_w4_and_a_wild(match: Match) -> bool:
    if not ann_turn(match):
        return False
    hand = match.view(0).hand
    legal = {a.face for a in match.legal(0) if a.kind == PLAY}
    w4 = [f for f in hand if TEXT[f] == "W+4" and f not in legal]
    wild = [f for f in hand if TEXT[f] == "W" and f in legal]
    return bool(w4 and wild)


@pytest.mark.parametrize("lang", ["zh", "de"])
@sync
async def test_issue12_p7_cc8_a_refusal_goes_when_the_colour_prompt_replaces_it(lang: str) -> None:
    """CC-8 (pt8 zh 10): a Wild Draw Four refused while Ann holds the colour shows its reason; Ann
    then picks a plain Wild and the colour prompt asks for a colour. The old refusal ("只有手中没有
    当前颜色的牌时才能打出变色罚摸四。") no longer answers anything and must go."""
    match = reach(ann_holds_a_refused_w4_and_a_wild, seeds=range(1, 400))
    hand = match.view(0).hand
    w4 = next(f for f in hand if TEXT[f] == "W+4")
    wild = next(f for f in hand if TEXT[f] == "W")
    app = app_for(match, lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        table = table_of(app)
        board: Any = table.board
        notice = table.query_one(NoticeLine)
        await click_card(pilot, board, w4)
        await settle(pilot)
        assert notice.message, "the Wild Draw Four was not refused"
        assert board.pending_wild is None
        await click_card(pilot, board, wild)
        await settle(pilot)
        assert board.pending_wild == wild
        assert notice.message is None, notice.message
        assert ui("cc_choose_colour", lang)[:4] in screen_text(app)


# -- the log stays at its newest line (pt8 de 10) ----------------------------------------------------
@pytest.mark.parametrize("lang", ["de", "zh"])
@sync
async def test_issue12_p7_the_log_stays_at_its_newest_line_after_a_refusal(lang: str) -> None:
    """Issue 12 point 7 (pt8 de 10): the notice line of a refusal takes rows from the panels above
    it; the log then showed older lines and hid its newest. It stays at its end, unless the player
    scrolled it up: then it stays where they put it."""
    match = reach(lambda m: ann_turn(m) and len(m.events) > 30, seats=ANN_VS_3)
    app = app_for(match, lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        table = table_of(app)
        log = table.query_one("#log")
        for _ in range(20):
            await pilot.pause()
        assert log.max_scroll_y > 0 and log.scroll_y == log.max_scroll_y
        table.refuse(ui("not_your_turn", lang) + " " + "x" * 120)
        for _ in range(10):
            await pilot.pause()
        assert table.query_one(NoticeLine).message
        assert log.scroll_y == log.max_scroll_y, (log.scroll_y, log.max_scroll_y)
        table.query_one(NoticeLine).clear()
        for _ in range(10):
            await pilot.pause()
        assert log.scroll_y == log.max_scroll_y, (log.scroll_y, log.max_scroll_y)
        # the player scrolls up: a refusal then leaves the log where the player put it
        log.scroll_to(y=0, animate=False)
        await pilot.pause()
        table.refuse(ui("not_your_turn", lang) + " " + "x" * 120)
        for _ in range(10):
            await pilot.pause()
        assert log.scroll_y == 0


# -- online (session 8 note), against a real server on a loopback port -------------------------------
@pytest.mark.parametrize("lang", ["en", "de", "zh"])
@sync
async def test_cc22_a_dropped_seat_is_said_in_words_at_80_columns(lang: str) -> None:
    """CC-22 (session 8 online note): at 80 columns a dropped seat is marked "⚡" beside the name
    where the long mark does not fit, and "⚡" alone means nothing to a newcomer: the seat list says
    it in words ("⚡ offline", "⚡ getrennt", "⚡ 掉线"), beside the name or under the list."""
    import dataclasses

    from test_tui_online_check15 import FAST, _server, _table, _until

    from chemcards.net.client import RoomClient
    from chemcards.net.names import shown_animal
    from chemcards.tui.online_app import OnlineApp
    from chemcards.tui.settings import Settings

    server, port = await _server(timing=dataclasses.replace(FAST, reconnect=60.0))
    plan = {"do": "host", "game": "color-clash", "players": 3, "options": {}}
    app = OnlineApp(plan, f"ws://127.0.0.1:{port}/", settings=Settings(lang=lang, speed="instant"),
                    remember=False)
    clients: list[RoomClient] = []
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            table, room, clients = await _table(pilot, app, server, 2, ["Badger", "Seal", "Meerkat"])
            async with room.lock:
                await room.leave(1)  # a substitute's mark takes room beside Seal's name
            await clients[1].close()  # Meerkat's terminal dies: the seat waits, marked offline
            seen = table.remote.seen
            await _until(pilot, lambda: seen.offline(2) and seen.seat_infos[1].substitute, "both marks told")
            await pilot.pause(0.5)
            shown = "\n".join(region_text(app, table.query_one("#seats").region))
            seats = "".join(shown.split())
            assert "".join(shown_animal("Meerkat", lang).split()) in seats, shown
            words = "".join(tr("online", "seat_offline", lang).split())
            assert words in seats, shown
            assert "…" not in shown, shown
    finally:
        for c in clients:
            await c.close()
        await server.stop()


@pytest.mark.parametrize("how", ["quit", "close"])
@sync
async def test_a_quick_play_table_closed_while_opening_shows_no_traceback(how: str) -> None:
    """Session 8 online note: a quick-play table closed while Textual was still mounting it (the
    app quitting, or the table taken off the screen at once) raised NoMatches in the teardown, a
    traceback on the player's terminal. A real server; the second stranger fills the table; the
    table is closed the moment it is pushed, several times (the moment is a race)."""
    from test_tui_online_check15 import _server, _until

    from chemcards.net import schema
    from chemcards.net.client import RoomClient
    from chemcards.tui.online import RemoteTableScreen
    from chemcards.tui.online_app import OnlineApp
    from chemcards.tui.settings import Settings

    for _ in range(3):
        server, port = await _server()
        url = f"ws://127.0.0.1:{port}/"
        app = OnlineApp({"do": "quick", "game": "color-clash", "players": 2}, url,
                        settings=Settings(lang="en", speed="instant"), remember=False)
        other = await RoomClient(url).connect()
        try:
            async with app.run_test(size=(80, 24)) as pilot:
                session = app.online_session
                await _until(pilot, lambda s=session: s.client is not None, "the connection", rounds=250)
                await pilot.pause(0.2)
                await other.send(schema.Quick(game="color-clash", players=2))
                await _until(pilot, lambda a=app: isinstance(a.screen, RemoteTableScreen), "the table",
                             rounds=2000)
                if how == "quit":
                    app.exit()
                else:
                    app.pop_screen()
            # run_test raises what the app raised: leaving the block is the check
            assert app.return_code in (None, 0)
        finally:
            await other.close()
            await server.stop()
