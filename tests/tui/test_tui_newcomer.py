"""What a newcomer tripped over in the app shell (issue 12, points 2, 3, 5, 6, 8, 9)."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest
from rich.cells import cell_len
from tui_helpers import app_for, region_text, screen_text, settle, sync, table_of

from chemcards.core import registry
from chemcards.core.match import Match
from chemcards.core.seats import Seat
from chemcards.games.color_clash import GAME as CC
from chemcards.tui.app import ChemcardsApp
from chemcards.tui.clock import FakeClock
from chemcards.tui.settings import Settings


def table_app(seats: list[Seat], *, lang: str = "en", speed: str = "instant",
              settings_path: Path | None = None, seed: int = 5) -> ChemcardsApp:
    match = Match(CC, seats, {}, seed=seed)
    return ChemcardsApp(match=match, settings=Settings(lang=lang, speed=speed), clock=FakeClock(),
                        settings_path=settings_path, remember=settings_path is not None,
                        games=lambda: {CC.id: CC})


@sync
async def test_plus_is_faster_and_minus_slower_and_the_file_says_so(tmp_path: Path) -> None:
    """Point 2: ``+`` ("Faster") shortens the computers' pause and stores the faster speed."""
    path = tmp_path / "settings.json"
    app = table_app([Seat("Ann"), Seat("Cpu", "computer", "easy")], speed="normal", settings_path=path)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        before = app.settings.pause
        await pilot.press("plus")
        assert app.settings.speed == "fast" and app.settings.pause < before
        assert json.loads(path.read_text(encoding="utf-8"))["speed"] == "fast"
        await pilot.press("minus", "minus")
        assert app.settings.speed == "slow"
        assert json.loads(path.read_text(encoding="utf-8"))["speed"] == "slow"


@pytest.mark.parametrize("game_id", ["color-clash", "chemie-kartenspiel", "chemis", "metallurgie"])
@sync
async def test_every_seat_is_visible_at_80x24_with_the_most_seats(game_id: str) -> None:
    """Point 3: with a game's most seats (six; Metallurgie four) at 80×24, in de, en and zh, every
    seat's name shows in the seats panel; an entry cut short ends in a visible "…"."""
    game = registry.games()[game_id]
    names = ["Ann", "Bob", "Cleo", "Dora", "Emil", "Finn"][:game.max_players]
    seats = [Seat(names[0])] + [Seat(n, "computer", "medium") for n in names[1:]]
    for lang in ("en", "de", "zh"):
        app = ChemcardsApp(match=Match(game, seats, {}, seed=5),
                           settings=Settings(lang=lang, speed="instant"),
                           clock=FakeClock(), remember=False, games=lambda: {game.id: game})
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            panel = table_of(app).query_one("#seats").region
            lines = region_text(app, panel)
            for name in names:
                assert any(name in line for line in lines), (lang, name, "\n".join(lines))


def _rules_cli(*args: str, tty: bool) -> str:
    """``chemcards rules`` as a real process, its output a pipe or a terminal (a pty)."""
    import os
    import pty
    import subprocess
    import sys

    argv = [sys.executable, "-m", "chemcards", "rules", *args]
    env = {**os.environ, "COLUMNS": "80", "LINES": "24", "TERM": "xterm-256color"}
    env.pop("NO_COLOR", None)
    if not tty:
        return subprocess.run(argv, capture_output=True, text=True, env=env, check=True).stdout
    main, child = pty.openpty()
    proc = subprocess.Popen(argv, stdout=child, stderr=child, env=env)
    os.close(child)
    chunks = []
    while True:
        try:
            data = os.read(main, 65536)
        except OSError:
            break
        if not data:
            break
        chunks.append(data)
    proc.wait(timeout=60)
    os.close(main)
    return b"".join(chunks).decode("utf-8", "replace")


@pytest.mark.parametrize("lang", ["zh", "de", "en"])
def test_rules_cli_renders_markdown_in_a_terminal_and_plain_text_in_a_pipe(lang: str) -> None:
    """Point 6: ``chemcards rules`` shows no Markdown marks (``**约定：**``, ``##``): styled in a
    terminal, plain (no escape codes) when piped."""
    piped = _rules_cli("color-clash", "--lang", lang, tty=False)
    assert "**" not in piped and "\n## " not in piped and "\x1b[" not in piped
    assert "CC-14" in piped
    shown = _rules_cli("color-clash", "--lang", lang, tty=True)
    assert "\x1b[" in shown and "**" not in shown and "CC-14" in shown


@sync
async def test_f1_rules_in_chinese_show_no_markdown_marks() -> None:
    """Point 6: the Chinese F1 rules render ``**约定：**`` as bold, not as stars."""
    from chemcards.tui.help import RulesScreen

    app = table_app([Seat("Ann"), Seat("Cpu", "computer", "easy")], lang="zh")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("f1")
        await pilot.pause()
        assert isinstance(app.screen, RulesScreen)
        seen = ""
        for _ in range(60):  # page through all of it
            seen += screen_text(app)
            await pilot.press("pagedown")
            await pilot.pause()
        assert "约定" in seen and "**" not in seen


def launcher_app(lang: str = "en") -> ChemcardsApp:
    from tui_fake_game import GAME as SHED

    return ChemcardsApp(settings=Settings(lang=lang, speed="instant", game=SHED.id), clock=FakeClock(),
                        games=lambda: {CC.id: CC, SHED.id: SHED}, remember=False)


@sync
async def test_launcher_question_mark_lists_keys_and_f1_shows_the_chosen_games_rules() -> None:
    """Point 8: ``?`` and F1 work in the launcher, as the README promises."""
    from chemcards.tui.help import KeysScreen, RulesScreen
    from chemcards.tui.launcher import LauncherScreen

    app = launcher_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, LauncherScreen)
        await pilot.press("question_mark")
        await pilot.pause()
        assert isinstance(app.screen, KeysScreen)
        text = screen_text(app)
        assert "F1" in text.upper() and "Rules" in text
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, LauncherScreen)
        app.screen._choose_game(CC.id)
        await app.screen.rebuild("game")
        await pilot.press("f1")
        await pilot.pause()
        assert isinstance(app.screen, RulesScreen)
        assert "CC-10" in screen_text(app) or "Color Clash" in screen_text(app)
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, LauncherScreen)


@sync
async def test_launcher_minus_at_the_fewest_seats_keeps_focus_and_count() -> None:
    """Point 8: at the minimum, "−" stays where the focus is; the next press does not add a seat
    (Space presses it; ⏎ there starts the game since play-through 11, de 14)."""
    from chemcards.tui.launcher import LauncherScreen

    app = launcher_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        launcher = app.screen
        assert isinstance(launcher, LauncherScreen) and launcher.game is not None
        launcher.query_one("#remove-seat").focus()
        for _ in range(6):
            await pilot.press("space")
            await pilot.pause()
        assert len(launcher.seat_specs) == launcher.game.min_players
        assert app.focused is not None and app.focused.id == "remove-seat"
        # one clear line says why, on the launcher's own notice line (part of the screen)
        assert "Shed needs at least 2 seats." in screen_text(app)


def test_game_list_data_matches_every_engine() -> None:
    """Point 8: the launcher's list (rulesets/<game>/game.toml, read without imports) says what each
    engine says."""
    from chemcards.core.registry import GameInfo, game_infos, games

    infos = game_infos()
    assert set(infos) == set(games())
    for gid, game in games().items():
        assert infos[gid] == GameInfo.of(game)


def test_launcher_lists_every_game_before_importing_any_engine() -> None:
    """Point 8: the game list is on screen when the launcher is first painted, and no game package
    but the chosen one is imported at that moment (a real process, as a person starts it)."""
    import subprocess
    import sys

    code = """
import sys
from chemcards.tui.app import ChemcardsApp
from chemcards.tui.settings import Settings
from chemcards.tui.launcher import LauncherScreen
from chemcards.tui.widgets import Cycler

async def ready(pilot):
    app = pilot.app
    while not isinstance(app.screen, LauncherScreen) or not app.screen.is_mounted:
        await pilot.pause()
    titles = [label for label, _ in app.screen.query_one("#game", Cycler).choices]
    engines = sorted({m.split(".")[2] for m in sys.modules if m.startswith("chemcards.games.")})
    print("TITLES", "|".join(titles))
    print("ENGINES", ",".join(engines))
    app.exit()

ChemcardsApp(settings=Settings(game="metallurgie"), remember=False).run(headless=True, auto_pilot=ready)
"""
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120,
                         check=True).stdout
    titles = next(line for line in out.splitlines() if line.startswith("TITLES")).split(" ", 1)[1]
    engines = next(line for line in out.splitlines() if line.startswith("ENGINES")).partition(" ")[2]
    assert len(titles.split("|")) == 4
    assert set(engines.split(",")) - {""} <= {"metallurgie"}


@sync
async def test_language_switch_in_the_launcher_changes_everything_at_once() -> None:
    """Point 5: after choosing Deutsch (then 中文) in the launcher, the footer, the key labels, the
    default seat name and the command palette's prompt are in that language; a typed name stays."""
    from chemcards.tui.launcher import LauncherScreen
    from chemcards.tui.widgets import Cycler

    app = launcher_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        launcher = app.screen
        assert isinstance(launcher, LauncherScreen)
        assert launcher.seat_specs[0].name == "Player 1"
        launcher.seat_specs[1].computer = False
        launcher.seat_specs[1].name = "Bob"
        launcher.query_one("#lang", Cycler).focus()
        for lang, words, gone in (("de", ("Beenden", "Spiel starten", "Spieler 1", "Regeln"),
                                   ("Quit", "Player 1")),
                                  ("zh", ("退出", "玩家1", "规则"), ("Beenden", "Spieler 1"))):
            for _ in range(3):  # step the language choice to ``lang`` as a person would
                if app.settings.lang == lang:
                    break
                # a click: the choice is not on the Tab path (play-through 11, de 14)
                await pilot.click("#lang", offset=(6, 0))
                await pilot.pause()
            launcher = app.screen
            assert app.settings.lang == lang
            text = screen_text(app)
            footer = text.splitlines()[-1]
            for word in words:
                assert word in text, (lang, word)
            for word in gone:
                assert word not in footer and word not in text, (lang, word)
            assert launcher.seat_specs[1].name == "Bob"
        await pilot.press("ctrl+p")
        await pilot.pause()
        assert "搜索命令" in screen_text(app)


def _unfinished_save(path: Path, game: Any, names: list[str], moves: int) -> Match:
    """A real autosaved game with ``moves`` moves made (computers' choices, so it stays legal)."""
    from chemcards.bots.levels import make_bot
    from chemcards.core.protocol import REFEREE
    from chemcards.core.rng import Rng

    match = Match(game, [Seat(names[0])] + [Seat(n, "computer", "easy") for n in names[1:]], {}, seed=3,
                  autosave=path)
    bots: dict[int, Any] = {}
    for _ in range(moves):
        seat = next(s for s in match.to_act() if s != REFEREE)
        bot = bots.setdefault(seat, make_bot(game, seat, "easy", Rng(seat)))
        match.act(seat, bot.choose(match.view(seat), match.legal(seat)))
    assert match.outcome() is None
    return match


@sync
async def test_saved_games_screen_lists_resumes_and_deletes_unfinished_games(private_dirs: Path) -> None:
    """Point 9: a game put aside by a new one (unfinished-*.json) is listed with game, seats, date
    and moves; it can be deleted (after a question) or resumed; ``chemcards resume`` finds it too."""
    from chemcards.core import registry
    from chemcards.tui.launcher import LauncherScreen
    from chemcards.tui.saved_games import SavedGamesScreen
    from chemcards.tui.saves import latest_unfinished
    from chemcards.tui.settings import saves_dir

    folder = saves_dir()
    folder.mkdir(parents=True)
    metal = registry.games()["metallurgie"]
    older = folder / "unfinished-color-clash-20260101-120000.json"
    newer = folder / "unfinished-metallurgie-20260102-120000.json"
    _unfinished_save(older, CC, ["Ann", "Curie"], 3)
    _unfinished_save(newer, metal, ["Bea", "Bohr"], 2)
    os.utime(older, (1_700_000_000, 1_700_000_000))
    (folder / "broken.json").write_text("{not json", encoding="utf-8")
    assert latest_unfinished() == newer  # no current.json: resume takes the newest unfinished game
    app = ChemcardsApp(settings=Settings(lang="en", speed="instant"), clock=FakeClock(), remember=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, LauncherScreen)
        assert "Saved games (2)" in screen_text(app) and "Quit" in screen_text(app)  # all fit at 80
        await pilot.press("ctrl+g")
        await pilot.pause()
        assert isinstance(app.screen, SavedGamesScreen)
        text = screen_text(app)
        for word in ("Color Clash", "Metallurgie", "Ann", "Curie [Computer]", "Bea", str(folder)[:20]):
            assert word in text, word
        assert sorted(g.moves for g in app.screen.saved) == [2, 3]
        first = app.screen.saved[0]
        await pilot.press("d")
        await pilot.pause()
        await pilot.press("y")
        await pilot.pause()
        assert not first.path.exists() and (folder / "broken.json").exists()
        assert len(app.screen.saved) == 1
        left = app.screen.saved[0]
        await pilot.press("enter")
        await settle(pilot)
        table = table_of(app)
        assert table.match.game.id == left.record.game
        assert len(table.match.record.actions) >= left.moves


@pytest.mark.parametrize("lang", ["de", "zh"])
@sync
async def test_launcher_labels_are_not_cut_in_german_or_chinese(lang: str) -> None:
    """Point 7: the launcher's field labels are measured in cells; none ends cut with "…"."""
    from chemcards.i18n import ui

    app = launcher_app(lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        text = screen_text(app)
        assert ui("speed", lang) in text
        assert "…" not in text  # no label is cut; the "?" key is "Keys" everywhere (play-through 8)


def test_chinese_rules_fold_by_cells_instead_of_orphaning_runs() -> None:
    """Point 7: a Chinese paragraph is folded by cells, not moved whole to the next line at a space
    ("…与 CC-16" / "中最后…" left ragged lines). The rules keep one space between Chinese and Latin
    words as every Chinese text does (issue 21 item 5: "Cu或C" beside "MnO₂ 时"); our wrapper
    breaks between Chinese characters, so the spaces no longer cost a ragged line."""
    from rich.cells import cell_len

    from chemcards.tui.markdown_text import for_lang
    from chemcards.tui.wrap import wrap_text

    text = "# 标题\n\n- 共 108 张，与 CC-16 中相同。默认 **电脑继续打** 即原样的\n1. 一局 (CC-19)"
    assert for_lang(text, "zh") == text  # spaces kept; nothing here to join or to move
    assert for_lang("as in CC-16 **bold:** here", "en") == "as in CC-16 **bold**: here"
    para = ("三人及以上时本局继续争名次：手牌出完者依次出局，空位被跳过，只剩一人有牌时本局结束（CC-16）。"
            "仍有手牌的电脑并列下一名，与 CC-16 中最后一人相同。"
            "默认电脑继续打即原样的 CC-16；全是电脑的牌桌上此选项不起作用。")
    for width in (40, 57, 76):
        lines = [line.plain for line in wrap_text(para, width)]
        assert all(cell_len(line) >= width - 6 for line in lines[:-1]), lines
        assert "\n".join(lines).count("CC-16") == 3


@sync
async def test_160x48_draws_the_hand_as_card_faces_and_widens_the_log() -> None:
    """Point 15: at 160×48 the Color Clash hand is drawn as card faces (a frame, the notation, the
    shape; CC-1), as tall as ``face_size`` gives for 48 rows (faces grow with the screen, faeef0a),
    and the side panel is wider than at 80×24; at 80×24 the hand stays one-line chips."""
    from chemcards.games.color_clash.board import HandView, face_size
    from chemcards.games.color_clash.catalogue import card_label

    widths = {}
    for size in ((80, 24), (160, 48)):
        app = table_app([Seat("Ann"), Seat("Cpu", "computer", "medium")])
        async with app.run_test(size=size) as pilot:
            await settle(pilot)
            table = table_of(app)
            hand = table.board.query_one(HandView)
            lines = region_text(app, hand.region)
            own = [card_label(f) for f in table.match.view(0).hand]
            assert all(any(label in line for line in lines) for label in own)
            widths[size] = table.query_one("#log").region.width
            if size == (160, 48):
                face_h = face_size(48)[1]
                assert face_h > 5  # larger than the 9x5 face of a 32-row screen
                assert hand.big() and len(lines) >= face_h
                assert lines[0].strip().startswith(("╭", "┏"))
                assert lines[face_h - 1].strip().startswith(("╰", "┗"))
            else:
                assert not hand.big() and not any("╭" in line for line in lines)
    assert widths[(160, 48)] >= 2 * widths[(80, 24)] - 10


@pytest.mark.parametrize("game_id", ["metallurgie", "chemie-kartenspiel", "chemis"])
@sync
async def test_160x48_draws_every_game_hand_as_card_faces(game_id: str) -> None:
    """Point 15 for Metallurgie, Das Chemie-Kartenspiel and CHEMIS: at 160×48 the person's hand is
    drawn as framed card faces (at least four rows, a frame at the top) and the board plus the side
    panel cover most of the screen; at 80×24 no face frame is drawn."""
    for size in ((80, 24), (160, 48)):
        seats = [Seat("Ann"), Seat("Cpu", "computer", "medium")]
        app = app_for(Match(registry.games()[game_id], seats, {}, seed=5))
        async with app.run_test(size=size) as pilot:
            await settle(pilot)
            table = table_of(app)
            lines = region_text(app, table.board.region)
            frames = [y for y, line in enumerate(lines) if "╭─" in line or "┏━" in line]
            if size == (160, 48):
                assert frames, "no card face on the board"
                y = frames[0]
                # faces grow with the screen (faeef0a): the frame's foot is three rows down or more
                bottom = next((b for b in range(y + 1, len(lines)) if any(c in lines[b] for c in "╰┗")),
                              None)
                assert bottom is not None and bottom - y >= 3, ("a face is at least four rows high",
                                                                 lines[y:y + 16])
                covered = table.board.region.area + table.query_one("#side").region.area
                assert covered >= 0.8 * 160 * 48
            else:
                assert not frames


@sync
async def test_160x48_metallurgie_field_at_twice_the_size_and_clicks_still_hit() -> None:
    """Point 15 for Metallurgie: at 160×48 every field cell is drawn larger (three times as wide
    and high since faeef0a, which gave the field the room; the metal's letters on the middle row,
    its colour continued below); a click on a row of the cell below the letters still picks that
    position (MT field, scaled back); at 80×24 the field keeps one row a cell."""
    from chemcards.games.metallurgie.board import FieldView
    from chemcards.games.metallurgie.catalogue import catalogue

    for size in ((80, 24), (160, 48)):
        seats = [Seat("Ann"), Seat("Cpu", "computer", "medium")]
        app = app_for(Match(registry.games()["metallurgie"], seats, {}, seed=5))
        async with app.run_test(size=size) as pilot:
            await settle(pilot)
            board = table_of(app).board
            field = board.query_one(FieldView)
            # rows three times as high at 160x48; columns one step wider still where the young
            # field fits across (play-through 9: the board was 49 % empty)
            assert field.fit_scale() == (3 if size == (160, 48) else 1)
            assert field.scale() == (4 if size == (160, 48) else 1)
            if size == (80, 24):
                continue
            silver = catalogue().symbols.index("Ag")
            (pos,) = [p for p, metal in field.field.items() if metal == silver]
            lines = region_text(app, field.region)
            (y,) = [y for y, line in enumerate(lines) if "Ag" in line]
            x = cell_len(lines[y][:lines[y].index("Ag")])
            # the cell's second row: the metal's name under its letters (play-through 11, en 16)
            assert "silver" in lines[y + 1][x - 3:x + 8]
            board.cursor = -1
            await pilot.click(FieldView, offset=(x, y + 1))
            await pilot.pause()
            assert board.cursor == pos


@sync
async def test_ctrl_g_with_no_saves_opens_saved_games_that_says_so() -> None:
    """Issue 12 follow-up, point 6 (issue 12 point 9): Ctrl+G with nothing saved opens the Saved
    games screen with "No unfinished game is saved."; the key is on the keys screen and the
    command palette offers the screen too."""
    from chemcards.i18n import ui
    from chemcards.tui.help import KeysScreen
    from chemcards.tui.launcher import LauncherScreen
    from chemcards.tui.saved_games import SavedGamesScreen

    app = launcher_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        launcher = app.screen
        assert isinstance(launcher, LauncherScreen)
        commands = [c.title for c in app.get_system_commands(launcher)]
        assert ui("saved_games", "en") in commands
        await pilot.press("question_mark")
        await pilot.pause()
        assert isinstance(app.screen, KeysScreen)
        assert "Ctrl+G" in screen_text(app) and ui("saved_games", "en") in screen_text(app)
        await pilot.press("escape")
        await pilot.pause()
        await pilot.press("ctrl+g")
        await pilot.pause()
        assert isinstance(app.screen, SavedGamesScreen)
        assert ui("no_saved_games", "en") in screen_text(app)


@pytest.mark.parametrize("lang", ["de", "en", "zh"])
def test_rules_count_seats_from_one_like_the_app(lang: str) -> None:
    """Issue 12 point 14 and follow-up point 9: the rules (F1, ``chemcards rules``) count seats
    from 1 as the launcher and the seats panel do; "Seat 0 starts" (CC-3) read as a seat nobody
    has. Typed notation keeps 0-based seats (docs/app.md)."""
    import re

    from chemcards.core.data import rules_doc

    for game_id in ("color-clash", "chemie-kartenspiel", "chemis", "metallurgie"):
        text = rules_doc(game_id, lang) or ""
        assert not re.search(r"(?:Seat|seat|Platz|座位)\s*0(?!\d)", text), (game_id, lang)
    assert re.search(r"(?:Seat|Platz|座位)\s*1", rules_doc("color-clash", lang) or "")


@pytest.mark.parametrize("lang", ["zh", "de", "en"])
@pytest.mark.parametrize("game", ["color-clash", "metallurgie", "chemie-kartenspiel", "chemis"])
def test_every_rules_text_renders_without_markdown_stars(game: str, lang: str) -> None:
    """Point 6 in every game: the rules as ``chemcards rules`` and F1 render them (Rich's Markdown
    after ``for_lang``) show no ``**``. The Chinese Chemie-Kartenspiel, CHEMIS and Metallurgie rules
    showed "稳定**，R放射性": bold pairs were matched from a closing star."""
    import io

    from rich.console import Console
    from rich.markdown import Markdown

    from chemcards.core.data import rules_doc
    from chemcards.tui.markdown_text import for_lang

    text = rules_doc(game, lang)
    assert text and "**" in text
    console = Console(file=io.StringIO(), width=80, color_system=None)
    console.print(Markdown(for_lang(text, lang)))
    shown = console.file.getvalue()  # type: ignore[attr-defined]
    assert "**" not in shown, [line for line in shown.splitlines() if "**" in line][:3]
