"""The CHEMIS board at 80×24 with a Textual pilot: zones, the window line, forming from picked cards
with the live result, and a chosen move posted as an action (never applied by the board)."""

from __future__ import annotations

import asyncio

from chemis_helpers import clear_hand, fresh, give, name, play, put
from textual.app import App, ComposeResult

from chemcards.games.chemis import GAME
from chemcards.games.chemis.actions import Form, Pass, React
from chemcards.games.chemis.board import ChemisBoard, action_text


class Host(App):
    def __init__(self, lang: str) -> None:
        super().__init__()
        self.lang = lang
        self.chosen: list = []

    def compose(self) -> ComposeResult:
        yield ChemisBoard(GAME, self.lang)

    def on_game_board_action_chosen(self, message: ChemisBoard.ActionChosen) -> None:
        self.chosen.append(message.action)


def _table():
    st = fresh(3, 4)
    me = st.turn_seat
    clear_hand(st, me)
    give(st, me, "Na", "Cl", "C", "x2")
    put(st, me, "HCl")
    return st, me


async def _test_board_forms_a_substance_from_picked_cards_and_posts_it():
    st, me = _table()
    app = Host("zh")
    async with app.run_test(size=(80, 24)) as pilot:
        board = app.query_one(ChemisBoard)
        board.show(GAME.view(st, me), GAME.legal_actions(st, me), me)
        await pilot.pause()
        await pilot.press("space", "right", "space")  # Na, Cl
        await pilot.pause()
        preview = str(board.query_one("#chemis-preview").render())
        assert "NaCl" in preview and "氯化钠" in preview
        board.play_selected()
        await pilot.pause()
    assert app.chosen and isinstance(app.chosen[0], Form) and app.chosen[0].formula == "NaCl"
    assert app.chosen[0].zone == st.ident[me]


async def _test_board_shows_why_picked_cards_form_nothing():
    st, me = _table()
    app = Host("en")
    async with app.run_test(size=(80, 24)) as pilot:
        board = app.query_one(ChemisBoard)
        board.show(GAME.view(st, me), GAME.legal_actions(st, me), me)
        await pilot.pause()
        await pilot.press("space", "right", "right", "space")  # Na, C
        await pilot.pause()
        assert "✗" in str(board.query_one("#chemis-preview").render())


async def _test_board_shows_the_judgement_window_and_reactions_as_equations():
    st = fresh(3, 4)
    me = st.turn_seat
    for s in range(3):
        clear_hand(st, s)
    victim = next(s for s in st.order if s != me)
    put(st, victim, "HCl")
    put(st, victim, "HNO3")
    give(st, me, "Na", "[OH]")
    play(st, me, f"{name(st, victim)}: Na+[OH] -> NaOH")
    legal = GAME.legal_actions(st, me)
    assert any(isinstance(a, React) for a in legal)
    app = Host("en")
    async with app.run_test(size=(80, 24)) as pilot:
        board = app.query_one(ChemisBoard)
        board.show(GAME.view(st, me), legal, me)
        await pilot.pause()
        window = str(board.query_one("#chemis-window").render())
        assert "reaction" in window
        texts = [str(action_text(a, GAME.view(st, me), "en")) for a in board.shown]
        assert any("NaCl" in x and "H₂O" in x for x in texts)


async def _test_board_hides_the_hand_when_no_seat_is_at_the_screen():
    st, _me = _table()
    app = Host("de")
    async with app.run_test(size=(80, 24)) as pilot:
        board = app.query_one(ChemisBoard)
        board.show(GAME.view(st, None), [], None)
        await pilot.pause()
        hand = str(board.query_one("#chemis-hand").render())
        assert "Na" not in hand


def test_board_forms_a_substance_from_picked_cards_and_posts_it():
    asyncio.run(_test_board_forms_a_substance_from_picked_cards_and_posts_it())


def test_board_shows_why_picked_cards_form_nothing():
    asyncio.run(_test_board_shows_why_picked_cards_form_nothing())


def test_board_shows_the_judgement_window_and_reactions_as_equations():
    asyncio.run(_test_board_shows_the_judgement_window_and_reactions_as_equations())


def test_board_hides_the_hand_when_no_seat_is_at_the_screen():
    asyncio.run(_test_board_hides_the_hand_when_no_seat_is_at_the_screen())


async def _person_plays_a_whole_game(seed: int):
    from chemcards.core.match import Match
    from chemcards.core.seats import Seat
    from chemcards.games.chemis.actions import End, Pass
    from chemcards.games.chemis.board import FateScreen
    from chemcards.tui.app import ChemcardsApp
    from chemcards.tui.clock import FakeClock
    from chemcards.tui.settings import Settings
    from chemcards.tui.settle import MOVE_SETTLE, RESULT_SETTLE

    seats = [Seat("小明"), Seat("Curie", "computer", "medium"), Seat("Bohr", "computer", "medium")]
    match = Match(GAME, seats, {}, seed=seed)
    app = ChemcardsApp(match=match, settings=Settings(lang="zh", speed="instant"), clock=FakeClock(),
                       remember=False, games=lambda: {GAME.id: GAME})
    async with app.run_test(size=(80, 24)) as pilot:
        for _ in range(2000):
            for _ in range(200):
                await pilot.pause()
                await app.workers.wait_for_complete()
                if app.table is None or not app.table.busy:
                    break
            if match.outcome() is not None:
                break
            if isinstance(app.screen, FateScreen):  # died in the computers' turns: read, go on
                app.clock.advance(RESULT_SETTLE)  # a key is taken once it settled (tui/settle.py)
                await pilot.pause()
                await pilot.press("enter")
                continue
            if match.to_act() != (0,):
                continue
            legal = match.legal(0)
            before = len(match.record.actions)
            key = "e" if End() in legal else "p" if Pass() in legal else "enter"
            app.clock.advance(MOVE_SETTLE)  # a person's next key after their move (tui/settle.py)
            await pilot.press(key)
            await pilot.pause()
            assert len(match.record.actions) > before, f"{key} did nothing"
        assert match.outcome() is not None
    return match


def test_a_person_plays_a_whole_game_in_the_app_at_80x24():
    match = asyncio.run(_person_plays_a_whole_game(3))
    assert any(seat == 0 for seat, _ in match.record.actions)


async def _test_a_dead_player_is_offered_no_target_zone():
    st, me = _table()
    st.alive[me], st.hp[me] = False, 0
    st.turn_seat = next(s for s in range(st.n) if s != me)
    app = Host("en")
    async with app.run_test(size=(80, 24)) as pilot:
        board = app.query_one(ChemisBoard)
        board.show(GAME.view(st, me), [], me)
        await pilot.pause()
        window = str(board.query_one("#chemis-window").render())
        # whose turn it is, by name (a person's letter goes with their zone only; docs/i18n.md)
        assert "Target" not in window and f"{st.seats[st.turn_seat].name}'s turn" in window


def test_a_dead_player_is_offered_no_target_zone():
    """CH-11: a dead player takes no part any more; the board says whose turn it is instead."""
    asyncio.run(_test_a_dead_player_is_offered_no_target_zone())


async def _test_board_says_what_picked_cards_still_lack(lang: str) -> str:
    st = fresh(3, 4)
    me = st.turn_seat
    clear_hand(st, me)
    give(st, me, "Na", "[CO3]")
    app = Host(lang)
    async with app.run_test(size=(80, 24)) as pilot:
        board = app.query_one(ChemisBoard)
        board.show(GAME.view(st, me), GAME.legal_actions(st, me), me)
        await pilot.pause()
        await pilot.press("space", "right", "space")  # Na, [CO3]
        await pilot.pause()
        return str(board.query_one("#chemis-preview").render())


def test_ch18_picked_na_and_co3_say_na2co3_needs_a_second_na():
    """Issue 12, point 11: Na₂CO₃ exists, so Na + [CO₃] is told what is missing, not "no substance"."""
    preview = asyncio.run(_test_board_says_what_picked_cards_still_lack("en"))
    assert "Na₂CO₃ still needs Na" in preview and "no substance" not in preview
    preview = asyncio.run(_test_board_says_what_picked_cards_still_lack("zh"))
    assert "Na₂CO₃ 还需要 Na" in preview


class _Script:
    """A computer that plays the planned notation when it is legal, else passes or ends its turn."""

    level = "medium"

    def __init__(self, plan: list[str]) -> None:
        self.plan = plan

    def observe(self, events: object) -> None:
        return None

    def choose(self, view: object, legal: list) -> object:
        from chemcards.games.chemis.actions import End, Pass

        for a in legal:
            if self.plan and str(a).startswith(self.plan[0]):
                self.plan.pop(0)
                return a
        return next((a for a in legal if a in (Pass(), End())), legal[0])


async def _death_in_the_computers_turn(lang: str, players: int = 3):
    from chemcards.core.match import Match
    from chemcards.core.seats import Seat
    from chemcards.games.chemis.board import FateScreen
    from chemcards.tui.app import ChemcardsApp
    from chemcards.tui.clock import FakeClock
    from chemcards.tui.settings import Settings
    from chemcards.tui.settle import RESULT_SETTLE

    seats = [Seat("Ann"), Seat("Curie", "computer", "medium"), Seat("Bohr", "computer", "medium")]
    match = Match(GAME, seats[:players], {}, seed=1)
    st = match.state
    killer = 1
    st.turn_seat = killer  # Curie moves first
    for s in range(players):
        clear_hand(st, s)
    st.hp[0] = 1
    give(st, killer, "Ba", "[SO4]")
    plan = [f"{name(st, 0)}: Ba+[SO4]"]  # a precipitate in Ann's zone: −1 (CH-16, CH-32)
    app = ChemcardsApp(match=match, settings=Settings(lang=lang, speed="instant"), clock=FakeClock(),
                       remember=False, games=lambda: {GAME.id: GAME},
                       make_bot=lambda game, seat, level, rng: _Script(plan if seat == killer else []))
    async with app.run_test(size=(80, 24)) as pilot:
        for _ in range(60):
            await pilot.pause()
            await app.workers.wait_for_complete()
            if isinstance(app.screen, FateScreen):
                break
        assert not match.state.alive[0]
        assert isinstance(app.screen, FateScreen), type(app.screen)
        lines = "\n".join(app.screen.lines)
        busy_before = len(match.record.actions)
        for _ in range(5):  # the table waits while the report is open
            await pilot.pause()
        assert len(match.record.actions) == busy_before
        app.clock.advance(RESULT_SETTLE)  # read: a key is taken once it settled (tui/settle.py)
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        assert not isinstance(app.screen, FateScreen)
        if players == 2:  # the death ended the game: the result comes after the story
            from chemcards.tui.outcome import OutcomeScreen

            assert match.outcome() is not None and isinstance(app.screen, OutcomeScreen)
    return lines


def test_ch11_a_person_who_dies_in_the_computers_turns_sees_what_happened():
    """Issue 12, point 11: Ann's judgement and dying rounds pass by themselves (no answer in hand);
    before anything else she sees the story: the play, the hurt, the dying round, her death."""
    lines = asyncio.run(_death_in_the_computers_turn("en"))
    assert "BaSO" in lines and "You are dying" in lines and "You are dead" in lines
    assert "You have no answer and pass" in lines  # why nobody asked her
    lines = asyncio.run(_death_in_the_computers_turn("zh"))
    assert "你死亡" in lines
    lines = asyncio.run(_death_in_the_computers_turn("de", players=2))
    assert "Du bist tot" in lines


async def _death_after_ann_passed(lang: str):
    """Two players, Ann at 1 HP holding a filter (an answer to a precipitate, CH-10): Curie puts
    BaSO₄ into Ann's zone, Ann passes in the judgement herself, the precipitate hurts (CH-32), the
    dying round passes (no answer, CH-11), Ann dies and the game is over (CH-12)."""
    from chemcards.core.match import Match
    from chemcards.core.seats import Seat
    from chemcards.games.chemis.board import FateScreen
    from chemcards.tui.app import ChemcardsApp
    from chemcards.tui.clock import FakeClock
    from chemcards.tui.outcome import OutcomeScreen
    from chemcards.tui.settings import Settings
    from chemcards.tui.settle import RESULT_SETTLE

    match = Match(GAME, [Seat("Ann"), Seat("Curie", "computer", "medium")], {}, seed=1)
    st = match.state
    killer = 1
    st.turn_seat = killer
    for s in range(2):
        clear_hand(st, s)
    st.hp[0] = 1
    give(st, 0, "filter")
    give(st, killer, "Ba", "[SO4]")
    plan = [f"{name(st, 0)}: Ba+[SO4]"]
    app = ChemcardsApp(match=match, settings=Settings(lang=lang, speed="instant"), clock=FakeClock(),
                       remember=False, games=lambda: {GAME.id: GAME},
                       make_bot=lambda game, seat, level, rng: _Script(plan if seat == killer else []))
    async with app.run_test(size=(80, 24)) as pilot:
        passed = False
        for _ in range(80):
            await pilot.pause()
            await app.workers.wait_for_complete()
            if isinstance(app.screen, FateScreen):
                break
            if not passed and match.to_act() == (0,) and Pass() in match.legal(0):
                await pilot.press("p")  # Ann keeps her filter: her own move in the final round
                passed = True
        assert passed and not match.state.alive[0] and match.outcome() is not None
        assert isinstance(app.screen, FateScreen), type(app.screen)
        lines = list(app.screen.lines)
        shown = "\n".join(line.strip() for line in _screen(app))
        app.clock.advance(RESULT_SETTLE)  # read: a key is taken once it settled (tui/settle.py)
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, OutcomeScreen)
    return lines, shown


def _screen(app) -> list[str]:
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).parent.parent / "tui"))
    from tui_helpers import screen_text

    return screen_text(app).splitlines()


def test_ch11_a_death_that_ends_the_game_tells_the_whole_final_round():
    """Issue 12 follow-up 2, point 3 (seen in de): the story of a death that ends the game holds
    everything of the final round up to it — also what came before the dying person's own move in
    that round (Curie's BaSO₄ play, before Ann passed in the judgement), and its last lines (the
    death, the end) are on screen at 80x24 without scrolling."""
    for lang, play_word, dead, over in (("de", "BaSO₄", "Du bist tot", "Spielende"),
                                        ("en", "BaSO₄", "You are dead", "Game over"),
                                        ("zh", "BaSO₄", "你死亡", "游戏结束")):
        lines, shown = asyncio.run(_death_after_ann_passed(lang))
        story = "\n".join(lines)
        curie_play = next((i for i, line in enumerate(lines) if "Curie" in line and play_word in line), -1)
        death = next((i for i, line in enumerate(lines) if dead in line), -1)
        assert 0 <= curie_play < death, (lang, story)  # the play that began it all, then the death
        assert dead in shown, (lang, shown)
        if over:
            assert over in story, (lang, story)


def test_ch11_a_long_story_opens_at_its_end_at_80x24():
    """Issue 12 follow-up 2, point 3: a story longer than the dialog opens scrolled to its end, so
    the death and the result are on screen (the testers saw its beginning and thought the final
    round was missing)."""
    from textual.app import App

    from chemcards.games.chemis.board import FateScreen

    story = [f"line {i}" for i in range(1, 39)] + ["You are dead", "Game over (last alive): Curie wins"]

    class Host(App[None]):
        def on_mount(self) -> None:
            self.push_screen(FateScreen("Ann, you are dead. What happened:", story, "en", ("Ann", "Curie")))

    async def run() -> list[str]:
        app = Host()
        async with app.run_test(size=(80, 24)) as pilot:
            for _ in range(3):
                await pilot.pause()
            return _screen(app)

    shown = "\n".join(asyncio.run(run()))
    assert "You are dead" in shown and "Curie wins" in shown, shown
    assert "line 1\n" not in shown + "\n"  # the beginning is a scroll away
