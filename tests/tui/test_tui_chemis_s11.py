"""CHEMIS findings of play-through 10 (issue 12/21, session 11) that concern the screen's wrapping
and panels. Each test names its finding."""

from __future__ import annotations

import re

import pytest
from rich.cells import cell_len

from chemcards.core.i18n import tr
from chemcards.tui.wrap import iter_lines

LONG = ("Maximilian-Alexander", "Anna Maria Schmidt", "Bartholomew", "Curie")


#: a name's possessive after it, per language: "'s", or "的" (after the identity in brackets
#: where a zone is named: "小红（乙）的反应区"); German has none (it says "Zone von Ben (B)")
POSSESSIVE = {"en": r"['’]s?", "zh": r"(?:（乙）)? ?的", "de": r"(?!)"}


def _possessives(lang: str, name: str) -> list[tuple[str, str]]:
    """Filled-in CHEMIS sentences with a name, and the name with its possessive as it stands in
    the sentence (the unit that must stay on one line)."""
    zone = tr("chemis", "zone_of", lang, name=name, ident="B" if lang != "zh" else "乙")
    texts = [tr("chemis", "ev_turn", lang, data=3, who=name),
             tr("chemis", "ev_h2", lang, who=name),
             tr("chemis", "ev_play", lang, who="Curie", play=f"{zone}: H + Cl → HCl")]
    out = []
    for text in texts:
        m = re.search(re.escape(name) + f"(?:{POSSESSIVE[lang]})?", text)
        assert m, (text, name)
        out.append((text, m.group(0)))
    return out


@pytest.mark.parametrize("lang", ["en", "de", "zh"])
@pytest.mark.parametrize("name", LONG)
@pytest.mark.parametrize("width", [16, 20, 22, 24, 28, 34])
def test_pt10_f1_a_name_keeps_its_possessive_on_its_line(lang: str, name: str, width: int) -> None:
    """Play-through 10, finding 1: a long name split "'s" from the name at a line break in the
    CHEMIS log ("Maximilian-Alexander" / "'s turn"). A name and its possessive ('s, 的) are one
    unit: never broken apart, shortened in the middle only when they cannot fit a line."""
    for text, unit in _possessives(lang, name):
        lines = list(iter_lines(text, width, [name]))
        assert all(not line.startswith(" ") for line in lines), (text, lines)
        tail = unit[len(name):]
        # the name whole, or shortened in its middle when it and what is glued to it cannot fit
        # a line; either way its possessive right after it on the same line
        short = "…[^…]*" + re.escape(tail) + "(?![^ ])" if tail else "…"
        held = [line for line in lines if unit in line or ("…" in line and re.search(short, line))]
        assert held, (unit, text, lines)
        if cell_len(unit) <= width - 6:
            assert any(unit in line for line in lines), (unit, text, lines)
        for line in lines[1:]:
            assert not re.match(r"['’]s|的|（乙）", line), (text, lines)


def test_pt10_f1_german_says_no_genitive_s_after_a_name() -> None:
    """Play-through 10, finding 1 (de): German names a person's things with „von“ („Zone von Ben
    (B)“) or a colon („Ben: Handlimit +1“), never a genitive „Bens“ glued to a placeholder, which
    the wrapper could not keep whole for every name."""
    from chemcards.core.i18n import catalogue
    for domain in ("chemis", "ui"):
        for key, entry in catalogue(domain).items():
            de = entry.get("de") if isinstance(entry, dict) else None
            if isinstance(de, str):
                assert not re.search(r"\{(who|name|owner|dying|zone)\}s\b", de), (domain, key, de)


def _seed_with_shuffled_identities(names: tuple[str, ...]) -> int:
    """A seed whose lot (CH-2) does not give the identities in seat order."""
    from chemcards.core.match import Match
    from chemcards.core.seats import Seat
    from chemcards.games.chemis import GAME

    for seed in range(1, 50):
        match = Match(GAME, [Seat(n) for n in names], {}, seed=seed)
        if list(match.state.order) != sorted(match.state.order):
            return seed
    raise AssertionError("no seed shuffles the identities")


def test_pt10_f2_chemis_seat_order_is_the_turn_order() -> None:
    """Play-through 10, finding 2: the seats are listed in the order play goes round (CH-2: the
    identity order drawn by lot), not in the order the seats were set up (A, C, B)."""
    from chemcards.core.match import Match
    from chemcards.core.seats import Seat
    from chemcards.games.chemis import GAME

    names = ("Ann", "Ben", "Clara", "Dora")
    match = Match(GAME, [Seat(n) for n in names], {}, seed=_seed_with_shuffled_identities(names))
    view = match.view(0)
    assert list(GAME.seat_order(view)) == list(view.order)
    assert list(GAME.seat_order(view)) != [0, 1, 2, 3]


@pytest.mark.parametrize("lang", ["en", "de", "zh"])
def test_pt10_f2_chemis_seats_panel_lists_seats_in_turn_order(lang: str) -> None:
    """Play-through 10, finding 2: the seats panel reads A, B, C, D (甲乙丙丁), the turn order,
    as every other game lists its seats in the order play goes round."""
    from tui_helpers import make_app, region_text, settle, sync, table_of

    from chemcards.core.seats import Seat
    from chemcards.games.chemis import GAME
    from chemcards.games.chemis.texts import ident_label

    names = ("Ann", "Ben", "Clara", "Dora")
    seats = [Seat("Ann"), *(Seat(n, "computer", "easy") for n in names[1:])]

    @sync
    async def run() -> None:
        app = make_app(GAME, seats, seed=_seed_with_shuffled_identities(names), lang=lang)
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            table = table_of(app)
            text = "\n".join(region_text(app, table.query_one("#seats").region))
            order = table.match.state.order
            where = [text.find(names[s]) for s in order]
            assert all(w >= 0 for w in where), text
            assert where == sorted(where), (text, order)
            labels = [text.find(f"{ident_label(i, lang)} {names[s]}") for i, s in enumerate(order)]
            assert all(w >= 0 for w in labels), text

    run()


@pytest.mark.parametrize("lang", ["en", "de", "zh"])
def test_pt10_f7_a_refusal_notice_has_no_doubled_space_after_chinese(lang: str) -> None:
    """Play-through 10, finding 7: the notice line read "不允许  没有 Q 这张牌。" — its title and
    two spaces. In Chinese the title is followed by a full-width colon ("不允许：没有 Q 这张牌。"),
    never by spaces; a typed move copied with its quotes ("“过牌”") is read without them."""
    from tui_helpers import make_app, screen_text, settle, sync, table_of

    from chemcards.core.seats import Seat
    from chemcards.games.chemis import GAME
    from chemcards.tui.notice import NoticeLine

    @sync
    async def run() -> None:
        app = make_app(GAME, [Seat("Ann"), Seat("Bohr", "computer", "easy")], seed=3, lang=lang)
        async with app.run_test(size=(80, 24), notifications=True) as pilot:
            await settle(pilot)
            table = table_of(app)
            table.refuse("没有 Q 这张牌。" if lang == "zh" else "No Q.")
            await pilot.pause()
            line = str(table.query_one(NoticeLine).render())
            assert not re.search(r"[\u4e00-\u9fff] {2}", line), line
            if lang == "zh":
                assert "不允许：没有" in line, line
            refused: list[str] = []
            original = table._refuse

            def keep(text: str) -> None:
                refused.append(text)
                original(text)

            table._refuse = keep  # type: ignore[method-assign]
            ended = sum(e.kind == "end" for e in table.match.events)
            await pilot.press("colon")
            await pilot.pause()
            box = table.query_one("#move-input")
            box.value = {"zh": "“结束回合”", "de": "„beenden“", "en": "“end”"}[lang]  # type: ignore[attr-defined]
            await pilot.press("enter")
            await settle(pilot)
            assert not refused, (refused, screen_text(app))
            assert sum(e.kind == "end" for e in table.match.events) > ended

    run()
