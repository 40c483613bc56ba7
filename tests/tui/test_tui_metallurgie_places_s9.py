"""Metallurgie, play-through 8 (issue 12 point 12, issue 21): places a player can read, pass, keys.

The log, hints and refusals named places as ``q,r`` (en 9, zh 2, "Du legst Eisen auf 2,-11") that
the field showed only after ``c``, which swapped the metals for numbers. A place is now named by its
row's letter, drawn at the field's left edge, and its column's number, drawn on the ruler above
(``M20``, docs/notation-metallurgie.md); both stand beside the metals at every size. ``p`` where
passing is not allowed gives the engine's reason (MT-7; de 1); the ``?`` page lists the arrows and
1–3 as F1 does, and after the game only keys that still do something (zh 9).
"""

from __future__ import annotations

import re
import sys
from pathlib import Path
from typing import Any

import pytest
from tui_helpers import app_for, screen_text, settle, sync

from chemcards.bots.levels import make_bot
from chemcards.core import registry
from chemcards.core.match import Match
from chemcards.core.protocol import IllegalAction
from chemcards.core.rng import Rng
from chemcards.core.seats import Seat
from chemcards.games.metallurgie import GAME, hexgrid
from chemcards.games.metallurgie.actions import PASS_ACTION, place
from chemcards.games.metallurgie.board import RULER, FieldView, cell_xy
from chemcards.i18n import tr, ui
from chemcards.tui.text import after_label, refusal_text

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "metallurgie"))
from mt_helpers import new_game, table

NAME = re.compile(r"(\d{1,2}/-?\d{1,3})")
PLACED = {"en": r"You place \S+ on (\d+/-?\d+)", "de": r"Du legst \S+ auf (\d+/-?\d+)",
          "zh": r"你把\S+放在 (\d+/-?\d+)"}


def _match(state: Any, names: tuple[str, ...] = ("Ann", "Curie")) -> Match:
    seats = [Seat(names[0])] + [Seat(n, "computer", "easy") for n in names[1:]]
    match = Match(GAME, seats, {}, seed=1)
    state.seats = list(seats)
    match.state = state
    return match


def label_on_field(field: FieldView, pos: int, metal: str | None = None) -> str:
    """The name a person reads off the drawn field for ``pos``: the number at the left edge of its
    row and the number on the ruler straight above its letters (a ruler line is digits only)."""
    lines = field.render().plain.split("\n")
    ox, oy = field.origin or (0, 0)
    scale, scale_y = field.scale(), field.scale_y()
    x, y = cell_xy(pos)
    row_line = lines[RULER + (y - oy) * scale_y + (scale_y - 1) // 2]  # the row with the letters
    letter = row_line[:3].strip()
    # where the letters begin: after the mark, centred in a big cell
    column = field.left() + (x - ox) * scale + 1 + (0 if scale == 1 else (scale * 4 - 3) // 2)
    if metal is not None:  # the number stands straight above the metal's letters
        assert row_line[column:column + 2] == metal, (pos, row_line)
    rulers = [line for line in lines[:RULER + (y - oy) * scale_y] if line.strip()
              and re.fullmatch(r"[\d\s-]+", line)]  # above the row: a row line starts with digits too
    numbers = [re.match(r"-?\d+", line[column:]) for line in rulers
               if len(line) > column and line[column] != " " and line[column - 1] == " "]
    assert len([n for n in numbers if n]) == 1, (pos, rulers)
    found = next(n for n in numbers if n)
    return f"{letter}/{found.group(0)}"


@pytest.mark.parametrize(("lang", "size"), [("en", (80, 24)), ("zh", (80, 24)), ("de", (80, 24)),
                                            ("en", (160, 48))])
@sync
async def test_issue12_p12_the_place_a_log_line_names_is_the_label_drawn_at_that_place(
        lang: str, size: tuple[int, int]) -> None:
    """Issue 12 point 12 (MT-2, MT-4): a card laid with Enter; the place its log line names is the
    row letter and ruler number drawn beside that place on the normal field, where the metals
    still show (no key needed)."""
    match = Match(GAME, [Seat("Ann"), Seat("Curie", "computer", "easy")], {}, seed=3)
    app = app_for(match, lang=lang, games=registry.games())
    async with app.run_test(size=size) as pilot:
        await settle(pilot)
        before = dict(match.view(0).field_map())
        await pilot.press("enter")
        await settle(pilot)
        after = match.view(0).field_map()
        laid = next(p for p in after if before.get(p) != after[p])
        text = screen_text(app)
        logged = re.search(PLACED[lang], text)
        assert logged, text
        assert logged.group(1) == hexgrid.place_name(laid)
        field = app.screen.query_one(FieldView)
        assert label_on_field(field, laid) == logged.group(1)
        # every other place shown is labelled the same way, and its metal is drawn beside it
        plain = field.render().plain
        for pos, top in after.items():
            assert label_on_field(field, pos, ("Fe", "Cu", "Ag", "Au")[top]) == hexgrid.place_name(pos)
        assert "Ag" in plain or "Au" in plain  # "Ag3" in a big cell, "Ag" at 80×24 (play-through 11)


def test_issue12_p12_a_place_name_round_trips_and_the_notation_still_reads() -> None:
    """Issue 12 point 12: every position of the packed box has one name that reads back to it;
    the notation's ``q,r`` stays readable (records, tests, docs), and a column that a row has no
    place in is refused in one sentence."""
    for q in range(-60, 61, 3):
        for r in range(-60, 61):
            try:
                pos = hexgrid.pack(q, r)
            except ValueError:
                continue
            assert hexgrid.parse_pos(hexgrid.place_name(pos)) == pos
            assert hexgrid.parse_pos(hexgrid.place_name(pos).lower()) == pos
            assert hexgrid.parse_pos(hexgrid.pos_text(pos)) == pos
    assert hexgrid.place_name(hexgrid.CENTRE) == "50/20"
    assert GAME.parse_action("place Cu 49/21") == GAME.parse_action("place Cu 1,-1")
    with pytest.raises(ValueError, match="no place"):
        hexgrid.parse_pos("50/21")


@pytest.mark.parametrize(("lang", "typed"), [("en", "place Fe 49/19"), ("de", "lege Fe 49/19"),
                                             ("zh", "放 Fe 49/19"), ("en", "place Fe 0,-1"),
                                             ("de", "lege Fe l19")])
@sync
async def test_issue12_p12_a_typed_move_names_the_place_as_the_field_does(lang: str, typed: str) -> None:
    """Issue 12 point 12 (MT-4): ``:`` with the place's name lays the card there; the old
    notation and session 9's letter form (``l19``) are still accepted. The record keeps the
    notation."""
    state = table({(0, 0): "Fe", (1, 0): "Cu"}, [["Fe", "Au"], ["Fe"]])
    match = _match(state)
    app = app_for(match, lang=lang, games=registry.games())
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("colon")
        await pilot.pause()
        app.screen.query_one("#move-input").value = typed  # type: ignore[attr-defined]
        await pilot.press("enter")
        await settle(pilot)
        assert [a for _, a in match.record.actions][:1] == ["place Fe 0,-1"]
        assert hexgrid.place_name(hexgrid.pack(0, -1)) == "49/19"


@pytest.mark.parametrize("lang", ["en", "de", "zh"])
def test_issue12_p12_refusals_and_hints_name_the_place_with_its_spacing(lang: str) -> None:
    """Issue 12 point 12, issue 21 (docs/i18n.md, Chinese spacing): a refusal (MT-4) and the
    hint's alternative name the place as the field does; in Chinese the name is set off by a
    space on both sides ("若把铁放在 48/18 则为", zh 2 read "-1,-1则")."""
    state = table({(0, 0): "Fe", (1, 0): "Cu"}, [["Ag", "Au"], ["Fe"]])
    try:
        GAME.apply(state, 0, place(2, hexgrid.pack(0, 0)))  # silver on iron
    except IllegalAction as exc:
        refusal = refusal_text(GAME, exc, lang)
    else:
        raise AssertionError("silver on iron was accepted")
    assert "50/20" in refusal and "0,0" not in refusal, refusal
    alt = GAME.action_text(GAME.view(state, 0), place(0, hexgrid.pack(0, -2)), lang)
    hint = tr("ui", "hint_why_search", lang, p=42, q=40, alt=alt)
    assert "48/18" in hint and not re.search(r"-?\d+,-?\d+", hint), hint
    if lang == "zh":
        assert "改为“把铁放在 48/18”：" in hint, hint  # quoted since play-through 9
    else:
        assert re.search(r"48/18[:, ]", hint), hint


@pytest.mark.parametrize("lang", ["en", "de", "zh"])
@sync
async def test_mt7_p_where_passing_is_not_allowed_gives_the_engines_reason(lang: str) -> None:
    """MT-7 (play-through 8, de 1): with a card that fits, ``p`` says in one line why passing is
    not allowed, as the typed "pass" does; nothing changes and the footer still has no pass key."""
    state = table({(0, 0): "Fe", (1, 0): "Cu"}, [["Ag", "Au"], ["Fe"]])
    match = _match(state)
    assert PASS_ACTION not in GAME.legal_actions(match.state, 0)
    app = app_for(match, lang=lang, games=registry.games())
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("p")
        await settle(pilot)
        reason = tr("metallurgie", "pass_only_when_stuck", lang)
        assert reason != "pass_only_when_stuck"
        reason = after_label(reason, lang)  # as it reads after "Not allowed:"
        text = screen_text(app)
        assert reason[:20] in text.replace("\n", ""), text
        assert match.record.actions == []
        label = tr("metallurgie", "mt_key_pass", lang)
        assert f"p {label}" not in text


@pytest.mark.parametrize("lang", ["en", "zh"])
@sync
async def test_keys_page_lists_arrows_and_card_keys_as_f1_does(lang: str) -> None:
    """Play-through 8, zh 9: ``?`` lacked 1–3 and the arrows that the F1 rules list."""
    from chemcards.tui.help import KeysScreen

    state = table({(0, 0): "Fe", (1, 0): "Cu"}, [["Ag", "Au"], ["Fe"]])
    app = app_for(_match(state), lang=lang, games=registry.games())
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("question_mark")
        await pilot.pause()
        assert isinstance(app.screen, KeysScreen)
        rows = dict(app.screen.rows)
        assert rows.get("←↑→↓") == tr("metallurgie", "mt_key_move", lang)
        assert rows.get("1–3") == tr("metallurgie", "mt_key_pick", lang)


@sync
async def test_keys_page_after_the_game_lists_only_keys_that_still_act() -> None:
    """Play-through 8, zh 9: after the game ``?`` still listed undo, the hint and Ctrl+L, which
    do nothing then; in every game (the table is shared) they are gone from the list."""
    from chemcards.tui.help import KeysScreen
    from chemcards.tui.outcome import OutcomeScreen

    for game_id in ("metallurgie", "color-clash", "chemie-kartenspiel", "chemis"):
        game = registry.games()[game_id]
        seats = [Seat("Ann"), Seat("Cpu1", "computer", "easy")]
        match = Match(game, seats, {}, seed=11)
        bots = [make_bot(game, s, "easy", Rng(s)) for s in range(2)]
        while match.outcome() is None:
            seat = next(s for s in match.to_act() if s >= 0)
            match.act(seat, bots[seat].choose(match.view(seat), match.legal(seat)))
        app = app_for(match, games=registry.games())
        async with app.run_test(size=(100, 30)) as pilot:
            await settle(pilot)
            assert isinstance(app.screen, OutcomeScreen)
            await pilot.press("v")
            await settle(pilot)
            await pilot.press("question_mark")
            await pilot.pause()
            assert isinstance(app.screen, KeysScreen), game_id
            texts = {text for _, text in app.screen.rows}
            gone = {ui(k, "en") for k in ("undo", "redo", "hint", "leave_seat", "faster", "slower")}
            assert not texts & gone, (game_id, texts & gone)
            assert ui("rules", "en") in texts or any("Rules" in t for t in texts), texts


def test_new_game_places_have_short_names() -> None:
    """The starting field (MT-3) lies in rows 49, 50, 51 around 50/20, so a new player meets
    two-digit rows and columns (play-through 9: rows are numbered, they read in order)."""
    state = new_game(2, seed=1)
    names = {hexgrid.place_name(p) for p in state.field}
    assert names == {"49/19", "49/21", "50/18", "50/20", "50/22", "51/19", "51/21"}
    assert all(NAME.fullmatch(n) for n in names)


@pytest.mark.parametrize("lang", ["en", "de", "zh"])
def test_next_place_key_cannot_be_read_as_the_next_seat(lang: str) -> None:
    """Play-through 8, de 6: „n Nächster Platz“ read as the next player beside the seats panel
    „Plätze“. The key's label shares no word stem with the panel's title in any language."""
    label = tr("metallurgie", "mt_key_next", lang)
    panel = ui("seats", lang)
    stem = {"de": "Pl", "en": "Seat", "zh": "座"}[lang]
    assert stem in panel and stem.lower() not in label.lower(), (label, panel)
