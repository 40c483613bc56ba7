"""Shared screens after play-through 12 (issue 12/21, session 13): the seats panel's marks, the
refusal label, the `?` page, the hot-seat undo refusal, the lesson's palette and the review after a
take-over. Each test names the finding (``de#11`` = the German tester's finding 11)."""

from __future__ import annotations

import pytest
from tui_helpers import make_app, people, region_text, settle, sync, table_of

from chemcards.games.color_clash import GAME as CC
from chemcards.i18n import ui
from chemcards.tui.curtain import CurtainScreen


def seats_panel(app: object) -> tuple[list[str], str]:
    table = table_of(app)  # type: ignore[arg-type]
    panel = table.query_one("#seats")
    return region_text(app, panel.region), str(panel.border_title)  # type: ignore[arg-type]


@pytest.mark.parametrize("lang", ["en", "de", "zh"])
@sync
async def test_own_turn_shows_to_move_and_you_together_against_computers(lang: str) -> None:
    """en#10: on one's own turn the seats panel showed only "▶ Player 1", so the "◉ you" of the
    legend vanished exactly when one plays. Both marks stand together on that line."""
    app = make_app(CC, people("Ann", computers=2), seed=3, lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        table = table_of(app)
        assert tuple(table.match.to_act()) == (0,)
        lines, title = seats_panel(app)
        ann = [line for line in lines if "Ann" in line]
        assert ann and "▶" in ann[0] and "◉" in ann[0], lines
        assert "◉" in title and "▶" in title, title


@pytest.mark.parametrize("lang", ["en", "de", "zh"])
@sync
async def test_hot_seat_legend_names_only_marks_the_panel_shows(lang: str) -> None:
    """de#11: in hot-seat the legend promised "◉ du" but no seat ever had it. Every mark the
    title names is on the panel (behind the curtain: no ◉, and the title does not name it)."""
    app = make_app(CC, people("Ann", "Ben"), seed=3, lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        for _ in range(3):
            if isinstance(app.screen, CurtainScreen):  # the panel is covered: nothing to check
                await pilot.press("enter")
                await settle(pilot)
        lines, title = seats_panel(app)
        body = "\n".join(lines[1:-1])
        for mark in "▶◉":
            if mark in title:
                assert mark in body, (mark, title, lines)
        lines, title = seats_panel(app)
        assert not isinstance(app.screen, CurtainScreen)
        assert "◉" in "\n".join(lines[1:-1]), lines
        assert title == ui("seats_marks_you", lang)


# -- de#10: a refusal's label is followed by a colon -----------------------------------------------

@pytest.mark.parametrize(("lang", "head"), [("de", "Nicht erlaubt: "), ("en", "Not allowed: "),
                                            ("zh", "不允许：")])
def test_refusal_label_ends_in_a_colon(lang: str, head: str) -> None:
    """de#10: "▌ Nicht erlaubt  ● 8 passt weder …" read as one run-on line; the label takes a
    colon ("Nicht erlaubt: ● 8 …"), in Chinese the fullwidth "："."""
    from chemcards.tui.notice import notice_head

    assert notice_head(ui("refused", lang), "● 8 passt weder in Farbe noch Zahl.") == head
    # a title that is a question keeps no colon after its question mark
    assert not notice_head(ui("help_quit_title", lang), "x").rstrip().endswith((":", "："))


@pytest.mark.parametrize("game_id", ["chemie-kartenspiel", "chemis", "metallurgie", "color-clash"])
@pytest.mark.parametrize(("lang", "head"), [("de", "Nicht erlaubt: "), ("en", "Not allowed: "),
                                            ("zh", "不允许：")])
@sync
async def test_refusal_line_reads_label_colon_message_in_every_game(game_id: str, lang: str,
                                                                     head: str) -> None:
    """de#10, every game: the notice line under the table shows "label: message"."""
    from chemcards.core.registry import get_game
    from chemcards.tui.notice import line_of

    app = make_app(get_game(game_id), people("Ann", computers=1), seed=3, lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        table = table_of(app)
        table.refuse("Probe.")
        await pilot.pause()
        line = line_of(table)
        assert line is not None
        lines = region_text(app, line.region)
        shown = "".join(part.strip(" ▌") for part in lines)
        assert (head + "Probe.").replace(" ", "") in shown.replace(" ", ""), lines
        assert head in "".join(lines), lines


# -- zh#9: the hot-seat undo/hint refusal names the launcher's option as written there ------------

@pytest.mark.parametrize("lang", ["en", "de", "zh"])
@sync
async def test_hot_seat_undo_and_hint_refusal_names_the_launcher_option(lang: str) -> None:
    """zh#9: `h`/`u` in hot-seat said "只有在开局时全桌同意，才能使用撤销和提示。" while the launcher's
    row reads "撤销与提示 ◀ 仅限人机对局 ▶": the refusal names that row and its choices word for word."""
    from chemcards.tui.notice import line_of

    app = make_app(CC, people("Ann", "Ben"), seed=3, lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        for _ in range(3):
            if isinstance(app.screen, CurtainScreen):
                await pilot.press("enter")
                await settle(pilot)
        for key in ("u", "h"):
            await pilot.press(key)
            await pilot.pause()
            line = line_of(table_of(app))
            assert line is not None and line.message, key
            for words in ("aids_label", "aids_choice_off", "aids_choice_agreed"):
                assert ui(words, lang) in line.message, (key, words, line.message)


# -- en#10: the `?` page: game keys first, copy last, one line per key ------------------------------

def _page_checks(rows: list[tuple[str, str]], copy: str) -> None:
    keys = [key for key, _ in rows]
    assert len(keys) == len(set(keys)), rows  # one line per key ("Esc Close" and "Esc Back")
    texts = [text for _, text in rows]
    assert not any(copy in text for text in texts[:-1]), rows  # copying is last, if at all


@pytest.mark.parametrize("lang", ["en", "de", "zh"])
@sync
async def test_launcher_keys_page_does_not_open_with_copy(lang: str) -> None:
    """en#10: the launcher's `?` listed "Ctrl+C Copy selected text" first, the first line a
    newcomer reads. Starting a game comes first; copying is last."""
    from chemcards.core import registry
    from chemcards.tui.app import ChemcardsApp
    from chemcards.tui.clock import FakeClock
    from chemcards.tui.help import KeysScreen
    from chemcards.tui.settings import Settings

    app = ChemcardsApp(settings=Settings(lang=lang, speed="instant"), clock=FakeClock(), remember=False,
                       games=registry.games)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("question_mark")
        await pilot.pause()
        assert isinstance(app.screen, KeysScreen)
        rows = getattr(app.screen, "page", app.screen.rows)
        assert rows[0][1] == ui("start", lang) or rows[0][0].endswith("+S"), rows
        _page_checks(rows, ui("copy_text", lang))


@pytest.mark.parametrize("lang", ["en", "de", "zh"])
@pytest.mark.parametrize("game_id", ["color-clash", "chemie-kartenspiel", "chemis", "metallurgie"])
@sync
async def test_game_keys_page_lists_the_game_keys_first_and_each_key_once(game_id: str, lang: str) -> None:
    """en#10: in Color Clash `?` showed "Esc Close" and "Esc Back" on two lines and opened with
    Tab and Ctrl+C before the game's keys came last. The board's keys come first, each key has one
    line (its meanings side by side), and copying is last."""
    from tui_helpers import app_for

    from chemcards.core import registry
    from chemcards.core.match import Match
    from chemcards.core.seats import Seat
    from chemcards.tui.board_base import GameBoard
    from chemcards.tui.help import KeysScreen, later_bindings

    game = registry.games()[game_id]
    match = Match(game, [Seat("Ann"), Seat("Curie", "computer", "easy")], {}, seed=5, aids=True)
    app = app_for(match, lang=lang, games=registry.games())
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        table = table_of(app)
        board = table.query_one(GameBoard)
        await pilot.press("question_mark")
        await pilot.pause()
        assert isinstance(app.screen, KeysScreen)
        rows = getattr(app.screen, "page", app.screen.rows)
        _page_checks(rows, ui("copy_text", lang))
        # the keys the board lists for this game (the Chemie-Kartenspiel only its turn's phase,
        # play-through 12 de 4: ``help.later_bindings``)
        board_texts = {b.description for b in later_bindings(board) if b.description}
        keys_row = next(i for i, (_, text) in enumerate(rows) if ui("keys", lang) in text.split(" · "))
        for text in board_texts:  # the game's keys before the shell's ("?", F1, Tab, Ctrl+C)
            at = next(i for i, (_, line) in enumerate(rows) if text in line.split(" · "))
            assert at < keys_row, (text, rows)
        if game_id == "color-clash":
            esc = [text for key, text in rows if key == "Esc"]
            assert len(esc) == 1, rows


# -- en#9: the command palette in a guided game says what is true there ----------------------------

@pytest.mark.parametrize("lang", ["en", "de", "zh"])
@sync
async def test_lesson_palette_offers_no_copy_and_says_the_lesson_is_not_saved(lang: str) -> None:
    """en#9: in Learn to play, Ctrl+P offered "Quit — a game in progress stays saved" and "Save a
    copy — the game saves after every move", though a guided game is not saved. Neither promise
    stands there: no "Save a copy" (nor Ctrl+S on `?`), and Quit says the guided game is not saved."""
    from chemcards.core.registry import get_game
    from chemcards.i18n import tr
    from chemcards.tui.app import ChemcardsApp
    from chemcards.tui.clock import FakeClock
    from chemcards.tui.help import key_rows
    from chemcards.tui.lesson import GuidedTable
    from chemcards.tui.settings import Settings

    game = get_game("color-clash")
    app = ChemcardsApp(settings=Settings(lang=lang, speed="instant"), clock=FakeClock(),
                       remember=False, games=lambda: {game.id: game})
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.click("#learn")
        await settle(pilot)
        table = app.table
        assert isinstance(table, GuidedTable)
        commands = {c.title: c.help for c in app.get_system_commands(table)}
        assert ui("save", lang) not in commands, commands
        # the learner's seat is not given to a computer (session 14: "Leave seat" was offered)
        assert ui("leave_seat", lang) not in commands, commands
        assert commands[ui("quit", lang)] == tr("lessons", "lesson_quit_help", lang)
        assert ui("quit_help", lang) not in commands.values()
        assert ui("save", lang) not in {text for _, text in key_rows(table)}
        before = set(app.save_path.parent.glob("*")) if app.save_path.parent.exists() else set()
        await pilot.press("ctrl+s")
        await pilot.pause()
        after = set(app.save_path.parent.glob("*")) if app.save_path.parent.exists() else set()
        assert after == before  # Ctrl+S keeps no copy of a lesson


@sync
async def test_a_normal_game_keeps_its_save_and_quit_texts() -> None:
    """en#9's other side: at a normal table the palette still offers the copy and says the game
    stays saved."""
    app = make_app(CC, people("Ann", computers=1), seed=3, lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        commands = {c.title: c.help for c in app.get_system_commands(table_of(app))}
        assert ui("save", "en") in commands
        assert commands[ui("quit", "en")] == ui("quit_help", "en")


# -- zh#12: the review after "let a computer take over" ---------------------------------------------

def _taken_over_game(own: int, seed: int = 5) -> tuple[object, int]:
    """A Color Clash game of Ann against a computer: Ann makes ``own`` real decisions (more than
    one move to choose from), then lets a computer take over (CC-22), which plays to the end.
    Returns the match and the count of Ann's decisions."""
    from chemcards.core.driver import next_mover
    from chemcards.core.match import Match
    from chemcards.core.protocol import REFEREE
    from chemcards.core.rng import Rng
    from chemcards.core.seats import Seat

    match = Match(CC, [Seat("Ann"), Seat("cpu", "computer", "easy")], seed=seed)
    rng = Rng(seed)
    made = 0
    left = False
    while match.outcome() is None:
        moved = next_mover(CC, match.state, rng)
        assert moved is not None
        seat, legal = moved
        if seat == 0 and not left:
            if made == own:
                match.leave(0)
                left = True
                continue
            made += len(legal) > 1
        match.act(seat, legal[0] if seat == REFEREE else legal[rng.randbelow(len(legal))])
    return match, made


@pytest.mark.parametrize("lang", ["en", "de", "zh"])
@sync
async def test_review_after_a_take_over_says_it_looks_at_the_persons_own_decisions(lang: str) -> None:
    """zh#12: after Ctrl+P "let a computer take over" the computer played most of the game, and
    the review said only "none of your decisions was clearly worse". It says that it looks at the
    person's own decisions, and how many they made before the computer took over."""
    from tui_helpers import app_for

    from chemcards.tui.review import ReviewScreen

    match, made = _taken_over_game(3)
    assert made == 3
    app = app_for(match, lang=lang)  # type: ignore[arg-type]
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        screen = ReviewScreen(match, 0, lang, iterations=20)  # type: ignore[arg-type]
        app.push_screen(screen)
        for _ in range(200):
            await pilot.pause()
            await app.workers.wait_for_complete()
            if screen.moments is not None:
                break
        await pilot.pause()
        line = screen.line_text
        assert ui("review_left", lang, n=made) in line, line
        if not screen.moments:
            assert ui("review_none", lang) not in line, line  # not "none of your decisions"
