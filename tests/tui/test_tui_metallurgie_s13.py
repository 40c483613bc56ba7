"""Metallurgie after play-through 12 (session 13, metal13; issue 12 and 21).

- zh 2 / zh 13: the guided game's line offered "⏎ place gold at 50/18" and "r turn top card",
  and the lesson refused both. The engine is right (MT-5: any number of cards of one metal; the
  rules doc's decision: once an area is scored no more cards are laid that turn); the board's
  lines now offer only moves that are legal and, in a guided game, taken by the lesson.
- en 7: at 160×48 the metals' names were cut ("ir…", "go…") where they fit.
- zh 10: a stack's height read like a formula ("Cu2"); the bonus line had an ASCII colon in zh.
- zh 12: the final table (v) said "hand hidden" while the review showed the person's own hand.
- zh 13 / summary: "u" was missing from the German Metallurgie footer at 80×24 while it worked.
"""

from __future__ import annotations

import re
from typing import Any

import pytest
from lesson_walk import learner_move, policy_for
from rich.cells import cell_len
from textual.widgets._footer import FooterKey
from tui_helpers import app_for, people, screen_text, settle, sync, table_of

from chemcards.bots.levels import make_bot
from chemcards.core.match import Match
from chemcards.core.rng import Rng
from chemcards.core.seats import Seat
from chemcards.games.metallurgie import GAME
from chemcards.games.metallurgie.board import FieldView, MetallurgieBoard
from chemcards.games.metallurgie.catalogue import catalogue
from chemcards.games.metallurgie.texts import metal_name
from chemcards.tui.app import ChemcardsApp
from chemcards.tui.clock import FakeClock
from chemcards.tui.lesson import LEARNER, GuidedTable
from chemcards.tui.settings import Settings
from chemcards.tui.widgets import KeysFooter


def board_of(app: Any) -> MetallurgieBoard:
    return table_of(app).query_one(MetallurgieBoard)


def keys_row(app: Any) -> str:
    """The board's key row (the status line under the hand)."""
    return "".join(piece.plain for piece, _ in board_of(app).query_one("#mt-keys").parts)  # type: ignore[attr-defined]


# -- zh 2, zh 13: nothing offered that is refused (MT-4, MT-5, MT-6) ------------------------------------
@pytest.mark.parametrize("lang", ["zh", "de", "en"])
@sync
async def test_mt5_guided_game_offers_no_move_the_lesson_or_the_engine_refuses(lang: str) -> None:
    """zh 2: after the first gold the line said "◦ 可放 Au" and "⏎ 把金放在 50/18", and ⏎ was
    refused ("请先为这块区域计分"); zh 13: "r 翻牌" on the line while the lesson refused it. At every
    decision of the learner, with the cursor on every place that has a move: whatever the board
    offers is legal and the lesson takes it; the learner follows the lesson to its end."""
    game = GAME
    app = ChemcardsApp(settings=Settings(lang=lang, speed="instant"), clock=FakeClock(),
                       remember=False, games=lambda: {game.id: game})
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.click("#learn")
        await settle(pilot)
        table = app.table
        assert isinstance(table, GuidedTable)
        policy = policy_for(table.lesson)
        board = board_of(app)
        checked = refused_seen = 0
        for _ in range(80):
            await settle(pilot)
            match = table.match
            if match.outcome() is not None or table.guide.finished:
                break
            if LEARNER not in match.to_act():
                app.clock.advance(1.0)  # type: ignore[attr-defined]
                continue
            legal = list(match.legal(LEARNER))
            texts = [str(a) for a in legal]
            refused_seen += sum(table.guide.refuses(texts, t) for t in texts)
            places = {a.pos for a in legal if a.pos >= 0} | set(board.view.field_map())  # type: ignore[union-attr]
            start = board.cursor
            for pos in sorted(places):
                board.cursor = pos
                board._render_all()
                for move in board.offered_moves():
                    assert move in legal, (move, texts)
                    assert not table.guide.refuses(texts, str(move)), (str(move), keys_row(app))
                    checked += 1
                row = keys_row(app)
                for key, action in (("r", "reveal"), ("e", "end"), ("p", "pass")):
                    if f"  {key} " in row:
                        assert action in texts and not table.guide.refuses(texts, action), row
            board.cursor = start
            board._render_all()
            action, _ = learner_move(table.guide, match, policy, False)
            table.apply(LEARNER, action)
        assert table.guide.finished, "the lesson was not finished"
        assert checked and refused_seen, "no position where the lesson refused a legal move"


@sync
async def test_mt5_after_the_first_gold_the_line_offers_scoring_not_more_gold() -> None:
    """zh 2 as the tester saw it: Fe, end, then gold on a silver; the line now offers the score
    (⏎ on the area) or nothing at the cursor, never "⏎ place gold"; ``2`` + ⏎ on a silver is
    explained by the lesson and changes nothing."""
    game = GAME
    app = ChemcardsApp(settings=Settings(lang="zh", speed="instant"), clock=FakeClock(),
                       remember=False, games=lambda: {game.id: game})
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.click("#learn")
        await settle(pilot)
        table = app.table
        assert isinstance(table, GuidedTable)
        table.apply(LEARNER, "place Fe 0,-2")
        await settle(pilot)
        table.apply(LEARNER, "end")
        for _ in range(20):
            await settle(pilot)
            if LEARNER in table.match.to_act():
                break
            app.clock.advance(1.0)  # type: ignore[attr-defined]
        table.apply(LEARNER, "place Au 0,1")
        await settle(pilot)
        legal = [str(a) for a in table.match.legal(LEARNER)]
        assert any(t.startswith("place Au") for t in legal)  # the engine would take it (MT-5)
        board = board_of(app)
        for pos in sorted(board.view.field_map()):  # type: ignore[union-attr]
            board.cursor = pos
            board._render_all()
            assert "把金放在" not in keys_row(app), keys_row(app)
        assert "◦ 可放 Au" not in screen_text(app)
        steps = len(table.match.steps)
        target = next(a for a in table.match.legal(LEARNER) if str(a).startswith("place Au"))
        board.cursor = target.pos
        board._render_all()
        await pilot.press("2")  # the second gold, chosen anyway
        await pilot.press("enter")
        await pilot.pause()
        assert len(table.match.steps) == steps  # refused by the lesson, with its reason
        assert "计分" in screen_text(app)


def seeded_positions(seeds: range) -> list[tuple[Match, int]]:
    """Positions of seeded games (a person and computers), one per decision of the person."""
    out: list[tuple[Match, int]] = []
    for seed in seeds:
        match = Match(GAME, [Seat("Ann"), Seat("Curie", "computer", "easy"),
                             Seat("Bohr", "computer", "easy")], {"bonus": "on"}, seed=seed)
        bots = [make_bot(GAME, s, "medium", Rng(seed * 7 + s)) for s in range(3)]
        for turn in range(90):
            if match.outcome() is not None:
                break
            seat = match.to_act()[0]
            if seat == 0 and turn % 3 == 0:
                record = Match(GAME, match.seats, {"bonus": "on"}, seed=seed)
                for s, text, *_ in match.steps:
                    record.act_text(s, text)
                out.append((record, 0))
            match.act(seat, bots[seat].choose(match.view(seat), match.legal(seat)))
    return out


@sync
async def test_mt4_every_move_the_board_offers_is_legal_over_seeded_positions() -> None:
    """The property behind zh 2: over seeded positions of normal games, with each hand card chosen
    and the cursor on every place, every move the key row, the marks and the legend offer is legal."""
    positions = seeded_positions(range(1, 4))
    assert len(positions) >= 20
    app = app_for(positions[0][0], lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        board = board_of(app)
        for match, seat in positions:
            legal = list(match.legal(seat))
            view = match.view(seat)
            for pick in range(len(view.hand or ())):
                board.picked = pick
                board.show(view, legal, seat)
                for pos in sorted({a.pos for a in legal if a.pos >= 0} | set(view.field_map())):
                    board.cursor = pos
                    board._render_all()
                    for move in board.offered_moves():
                        assert move in legal, (str(move), [str(a) for a in legal])


# -- en 7, zh 10: names whole where they fit, the height as a count, the language's colon -------------
@pytest.mark.parametrize("lang", ["en", "de", "zh"])
def test_en7_a_metal_name_is_cut_only_where_it_does_not_fit(lang: str) -> None:
    field = FieldView()
    field.lang = lang
    for top, symbol in enumerate(catalogue().symbols):
        name = metal_name(symbol, lang)
        for width in (5, 7, 9):
            line = field._name_line(top, width, "").plain
            assert cell_len(line) == width, (line, width)
            if cell_len(name) <= width:
                assert line.strip() == name, (line, name, width)
            else:
                assert line.strip().endswith("…") and name.startswith(line.strip()[:-1]), line


def finished_match(leave_at: int | None = None, seed: int = 11) -> Match:
    """MT-14: a seeded game played to its end; ``leave_at``: Ann leaves her seat to a computer
    after that many actions (Ctrl+P, CC-22)."""
    seats = [Seat("Ann"), Seat("Curie", "computer", "medium")]
    match = Match(GAME, seats, {"bonus": "on"}, seed=seed)
    bots = [make_bot(GAME, s, "medium", Rng(s)) for s in range(2)]
    while match.outcome() is None:
        if leave_at is not None and len(match.steps) >= leave_at and not match.seats[0].is_computer \
                and 0 in match.to_act():
            match.leave(0)
        seat = match.to_act()[0]
        match.act(seat, bots[seat].choose(match.view(seat), match.legal(seat)))
    return match


@pytest.mark.parametrize("lang", ["en", "de", "zh"])
@sync
async def test_zh10_stack_height_reads_as_a_count_and_names_fit_at_160x48(lang: str) -> None:
    """zh 10: "Cu2" read like a formula; en 7: "ir…", "go…" where the names fit. At 160×48 no cell
    shows a metal's letters glued to a digit, the legend says what the mark means, and a name
    that fits the cell is whole."""
    match = Match(GAME, people("Ann", computers=1), {"bonus": "on"}, seed=3)
    app = app_for(match, lang=lang)
    async with app.run_test(size=(160, 48)) as pilot:
        await settle(pilot)
        text = screen_text(app)
        assert not re.search(r"\b(Fe|Cu|Ag|Au)\d", text), text
        assert re.search(r"(Fe|Cu|Ag|Au)▤\d", text), text
        for symbol in catalogue().symbols:
            name = metal_name(symbol, lang)
            assert f"{name[:2]}…" not in text, text
        board = board_of(app)
        board.cursor = next(iter(board.view.field_map()))  # type: ignore[union-attr]
        board._render_all()
        legend = "".join(p.plain for p, _ in board.query_one("#mt-legend").parts)  # type: ignore[attr-defined]
        assert "▤" in legend, legend


@sync
async def test_zh10_bonus_line_uses_the_chinese_colon() -> None:
    match = Match(GAME, people("Ann", computers=1), {"bonus": "on"}, seed=3)
    app = app_for(match, lang="zh")
    async with app.run_test(size=(160, 48)) as pilot:
        await settle(pilot)
        text = screen_text(app)
        assert "奖励：Fe Cu Ag Au" in text, text
        assert "奖励:" not in text


# -- zh 12: the final table and the review agree on the person's own hand --------------------------------
@pytest.mark.parametrize("leave_at", [None, 30])
@sync
async def test_zh12_final_table_shows_the_persons_own_hand_as_the_review_does(leave_at: int | None) -> None:
    """One person against computers, also after leaving the seat to a computer (Ctrl+P): ``v`` on
    the final table shows that person's own hand, as the review of the same game does (nobody else
    is at the screen; a hot-seat game still shows none, privacy.viewer_at_end)."""
    match = finished_match(leave_at)
    symbols = catalogue().symbols
    hand = match.view(0).hand
    assert hand
    app = app_for(match, lang="zh")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("v")
        await settle(pilot)
        text = screen_text(app)
        assert "手牌已隐藏" not in text, text
        line = next(line for line in text.splitlines() if line.startswith("手牌："))
        assert [s for s in line.split() if s in symbols] == [symbols[m] for m in hand], line


# -- zh 13: undo in the German footer ----------------------------------------------------------------------
@pytest.mark.parametrize("lang", ["de", "en", "zh"])
@sync
async def test_zh13_undo_is_in_the_metallurgie_footer_at_80x24_while_it_works(lang: str) -> None:
    match = Match(GAME, people("Ann", computers=1), {}, seed=3, aids=True)
    app = app_for(match, lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("enter")
        await settle(pilot)
        assert match.can_undo(0)
        footer = app.screen.query_one(KeysFooter)
        keys = [k.key for k in footer.query(FooterKey) if k.display]
        line = screen_text(app).splitlines()[-1]
        assert "u" in keys and "h" in keys, line
        assert keys[-2:] == ["ctrl+q", "question_mark"], line


@sync
async def test_mt5_the_hint_in_the_guided_game_names_a_move_the_lesson_takes() -> None:
    """The hint is an offer too: in the guided game it names a move the lesson's step takes
    (at the first position: iron, MT-4), never one the lesson would refuse right after."""
    from chemcards.tui.notice import line_of

    game = GAME
    app = ChemcardsApp(settings=Settings(lang="en", speed="instant"), clock=FakeClock(),
                       remember=False, games=lambda: {game.id: game})
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.click("#learn")
        await settle(pilot)
        table = app.table
        assert isinstance(table, GuidedTable)
        refusing = 0
        for _ in range(3):
            texts = [str(a) for a in table.match.legal(LEARNER)]
            refusing += any(table.guide.refuses(texts, t) for t in texts)
            table.hint_shown = None
            await pilot.press("h")
            for _ in range(600):
                await pilot.pause(0.05)
                if table.hint_shown:
                    break
            assert table.hint_shown, "no hint came"
            advice = table.hints[next(reversed(table.hints))]
            assert advice.recommended is not None
            assert not table.guide.refuses(texts, str(advice.recommended.action)), table.hint_shown
            assert line_of(table) is not None
            action, _ = learner_move(table.guide, table.match, policy_for(table.lesson), False)
            table.apply(LEARNER, action)
            await settle(pilot)
            for _ in range(20):
                if LEARNER in table.match.to_act():
                    break
                app.clock.advance(1.0)  # type: ignore[attr-defined]
                await settle(pilot)
        assert refusing, "the lesson refused nothing where the hint was asked"
