"""Issue 12 point 7: wrapped text breaks between units, never inside one (tui/wrap.py).

The play-through testers (session 6, en/de/zh at 80x24) found a colour choice split as "3 ▲" /
"yellow", a drawn card as "●" / "R+2", "„chemcards" / "resume“", "(Nr." / "17)", "15" / "分（编号 2）",
a Chemie-Kartenspiel compound as "#7 BaO 4" / "Pkt.", a CHEMIS substance name as "Eisen(II)-carbona" /
"t ·" with a " ·" after every zone entry, and in the Chinese F1 rules "S" / "−2/+4", "O" / "×3",
"恰好10" / "/ 5" and words torn in two ("回" / "合", "编" / "号"). Each test renders the texts as the
app makes them (the catalogues, the games' own texts) at 80 and 160 columns and at the narrow widths
a panel has, and asserts that every unit stands on one line and no line starts with a closing mark.
"""

from __future__ import annotations

import re
from itertools import pairwise

import pytest
from rich.cells import cell_len
from tui_helpers import app_for, region_text, settle, sync, table_of

from chemcards.core.match import Match
from chemcards.core.protocol import REFEREE
from chemcards.core.rng import Rng
from chemcards.core.seats import Seat
from chemcards.i18n import tr, ui
from chemcards.tui.wrap import CLOSING, iter_lines

LANGS = ("de", "en", "zh")
FRAME = re.compile(r"[│║┃╭╮╰╯─━▌▐▊▎▔▁]")


def widths(units: list[str]) -> list[int]:
    """Every width from the widest unit (and a bracket or mark on either side of it, which go
    with it) to 80, and 160; a unit wider than its line is broken at its own spaces."""
    return [*range(max(cell_len(u) for u in units) + 4, 81), 160]


def assert_whole(lines: list[str], units: list[str], where: str) -> None:
    """Each unit on one line; no line starts with a closing mark."""
    for unit in units:
        assert any(unit in line for line in lines), f"{where}: {unit!r} split: {lines}"
    starts = [line for line in lines if line and line[0] in CLOSING]
    assert not starts, f"{where}: a line starts with a closing mark: {starts}"


@pytest.mark.parametrize("lang", LANGS)
def test_issue12_p7_cc7_each_colour_choice_is_one_unit(lang: str) -> None:
    """CC-7 (the player of a wild names a colour): "3 ▲ yellow" is one choice; en broke it as
    "3 ▲" / "yellow", de as "· 4" / "◆ Grün"."""
    text = ui("cc_choose_colour", lang)
    choices = re.findall(r"\d [●■▲◆] [^\s·（(]+", text)
    assert len(choices) == 4, choices
    for width in widths(choices):
        assert_whole(list(iter_lines(text, width)), choices, f"{lang} {width}")


@pytest.mark.parametrize("lang", LANGS)
def test_issue12_p7_cc1_a_drawn_card_stays_with_its_shape(lang: str) -> None:
    """CC-1 (a colour always with its shape): the hot-seat drawn offer broke "●" / "R+2"."""
    from chemcards.games.color_clash.board import card_text
    from chemcards.games.color_clash.catalogue import FACES, card_label

    for face in range(FACES):
        text = ui("cc_drawn_prompt", lang) + " " + card_text(face).plain
        for width in (20, 30, 44, 45, 46, 60, 80, 160):
            assert_whole(list(iter_lines(text, width)), [card_label(face)], f"{lang} {width}")


@pytest.mark.parametrize("lang", LANGS)
def test_issue12_p7_a_quoted_command_stays_whole(lang: str) -> None:
    """The quit question: de broke „chemcards" / "resume“; a typed move in a refusal “攻击" / "3”."""
    text = ui("quit_question", lang)
    quoted = re.findall(r"„[^“]+“|“[^”]+”|\"[^\"]+\"", text)
    assert quoted, text
    for width in widths(quoted):
        assert_whole(list(iter_lines(text, width)), quoted, f"{lang} {width}")
    refusal = "不允许：“攻击 3” 不是有效的指令，请按 F1 查看规则。"
    for width in widths(["“攻击 3”"]):
        assert_whole(list(iter_lines(refusal, width)), ["“攻击 3”"], f"refusal {width}")


@pytest.mark.parametrize("lang", LANGS)
def test_issue12_p7_ck_log_keeps_points_and_the_compound_number(lang: str) -> None:
    """The Chemie-Kartenspiel log: "(Nr." / "17)" (de), "15" / "分（编号 2）" (zh): a number stays
    with its unit and its label."""
    text = tr("chemie-kartenspiel", "ev_lay", lang, who="Mendelejew", compound="CaCO₃", points=15, id=17)
    units = {"de": ["15 Punkte", "Nr. 17"], "en": ["15 points", "no. 17"], "zh": ["15 分", "编号 17"]}[lang]
    for width in widths(units):
        assert_whole(list(iter_lines(text, width, ("Mendelejew",))), units, f"{lang} {width}")


def test_issue12_p7_ch_hp_stays_with_its_number() -> None:
    """CHEMIS log at 80x24 (zh): "…伤害 −1，HP" / "2"; HP, LP and 血量 stay with their number."""
    for lang in LANGS:
        text = tr("chemis", "ev_hurt", lang, who="Curie", what="Ag₂O", n=1, hp=2)
        units = re.findall(r"(?:HP|LP|血量) \d|\d (?:HP|LP)", text)
        assert units, text
        for width in range(10, 40):
            assert_whole(list(iter_lines(text, width, ("Curie",))), units, f"{lang} {width}")


def test_issue12_p7_cc26_a_scored_card_keeps_its_points() -> None:
    """CC-26's round result in the log: "■ BR" / "(20)" (de); the faces of issue 21 too."""
    for width in range(12, 40):
        lines = list(iter_lines("Bohr hielt noch ■ ⇄ (20), ● 7 (7), ★+4 (50) und ★ (50)", width, ("Bohr",)))
        assert_whole(lines, ["■ ⇄ (20)", "● 7 (7)", "★+4 (50)", "★ (50)"], f"{width}")


def test_issue12_p7_a_separator_never_starts_a_line_and_zh_words_stay_whole() -> None:
    """The CHEMIS key hint broke "· e" / "结束 · p 跳过" (过牌 since issue 21 item 3); the zh log and
    rules tore "回" / "合", "罚" / "摸", "编" / "号", "过" / "牌" (words of rulesets/ui/zh_words.toml)."""
    hint = tr("chemis", "pick_hint_n", "zh", keys="1–3")
    assert "e 结束" in hint and "p 过牌" in hint
    for width in range(12, 40):
        lines = list(iter_lines(hint, width))
        assert not any(line.startswith("·") for line in lines), (width, lines)
        assert_whole(lines, ["p 过牌", "e 结束"], f"hint {width}")
    sentence = "第三回合结束后，你被罚摸 2 张；编号不变，过牌也算一个回合。"
    for width in range(8, 60):
        lines = list(iter_lines(sentence, width))
        assert "".join("".join(lines).split()) == "".join(sentence.split()), lines
        assert_whole(lines, ["回合", "罚摸", "编号", "过牌"], f"zh {width}")


def test_issue12_p7_f1_units_of_the_chinese_rules() -> None:
    """The zh F1 rules: "S" / "−2/+4", "O" / "×3", "或Ba +" / "OH⁻（带 ×2）", "恰好10" / "/ 5"."""
    from chemcards.core.data import rules_doc
    from chemcards.tui.markdown_text import for_lang

    chemis = for_lang(rules_doc("chemis", "zh") or "", "zh")
    ck = for_lang(rules_doc("chemie-kartenspiel", "zh") or "", "zh")
    cases = [(ck, ["S −2/+4", "Fe +2/+3", "H +1/−1", "10 / 5"]),
             (chemis, ["+ OH⁻（带 ×2）", "O ×3"])]
    for doc, units in cases:
        for paragraph in doc.split("\n"):
            present = [u for u in units if u in paragraph]
            for width in (24, 30, 40, 50, 60, 76, 80, 160) if present else ():
                assert_whole(list(iter_lines(paragraph, width)), present, f"{width}")


def test_issue12_p7_zh_rules_keep_their_latin_spacing() -> None:
    """docs/i18n.md: one space between a Chinese character and a Latin word; the F1 text took them
    out in some places only ("Cu或C" beside "MnO₂ 时")."""
    from chemcards.core.data import rules_doc
    from chemcards.tui.markdown_text import for_lang

    shown = for_lang(rules_doc("chemis", "zh") or "", "zh")
    assert "MnO₂ 时" in shown
    assert not re.search(r"[\u4e00-\u9fff](?:Cu|Ba|HCl)\b", shown), "a space before a formula was dropped"
    # a line break before bold in the middle of a paragraph left a stray space: "CH-22）。 约定"
    for game in ("color-clash", "metallurgie", "chemie-kartenspiel", "chemis"):
        text = for_lang(rules_doc(game, "zh") or "", "zh")
        # a soft break (Markdown shows it as a space) or a space between a Chinese mark and bold,
        # outside headings (a heading ends at its line)
        stray = [m.group(0) for m in re.finditer(r"^(?!#).*[。，；）](?:[ \t]+|\n[ \t]*)\*\*[\u4e00-\u9fff]",
                                                 text, re.M)]
        assert not stray, (game, stray)


# -- screens ---------------------------------------------------------------------------------------

def _inner(lines: list[str]) -> list[str]:
    return [FRAME.sub("", line).strip() for line in lines if FRAME.sub("", line).strip()]


@pytest.mark.parametrize("lang", LANGS)
@sync
async def test_issue12_p7_cc7_colour_choice_row_on_the_screen_at_80x24(lang: str) -> None:
    """CC-7 at 80x24: Ann picks a Wild; the prompt row shows the four choices, none split."""
    from tui_cc_helpers import pick_card

    from chemcards.games.color_clash import GAME
    from chemcards.games.color_clash.catalogue import WILD_FACE

    seats = [Seat("Ann"), Seat("Mendelejew", "computer", "easy"), Seat("Lavoisier", "computer", "easy")]
    match = None
    for seed in range(1, 200):
        candidate = Match(GAME, seats, {}, seed=seed)
        if candidate.to_act()[:1] == (0,) and any(a.face == WILD_FACE for a in candidate.legal(0)
                                                  if hasattr(a, "face")):
            match = candidate
            break
    assert match is not None
    app = app_for(match, lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        board = table_of(app).board
        await pick_card(pilot, board, WILD_FACE)
        await settle(pilot)
        prompt = board.query_one("#cc-prompt")
        lines = _inner(region_text(app, prompt.region))
        choices = re.findall(r"\d [●■▲◆] [^\s·（(]+", ui("cc_choose_colour", lang))
        assert_whole(lines, choices, f"{lang} prompt")


def _ck_match(seats: list[Seat], laid: int) -> Match:
    """A seeded Chemie-Kartenspiel game played with random legal moves until ``laid`` compounds lie
    on the table (and a person is to act)."""
    from chemcards.games.chemie_kartenspiel import GAME

    for seed in range(1, 60):
        match = Match(GAME, seats, {}, seed=seed)
        pick = Rng(seed)
        for _ in range(600):
            view = match.view(0)
            if sum(len(row) for row in view.table) >= laid and match.to_act()[:1] == (0,):
                return match
            if match.outcome() is not None:
                break
            to_act = [s for s in match.to_act() if s != REFEREE] or [REFEREE]
            seat = to_act[0]
            legal = match.legal(seat)
            match.act(seat, legal[pick.randbelow(len(legal))])
    raise AssertionError("no seed laid enough compounds")


@pytest.mark.parametrize("lang", ["de", "zh", "en"])
@sync
async def test_issue12_p7_ck_a_compound_entry_is_one_unit_at_80x24(lang: str) -> None:
    """The Chemie-Kartenspiel table at 80x24: "#7 BaO 4" / "Pkt." (de), "#12" / "RaPmCOH" (zh).
    Every compound on the table ("#n formula points [tags]") stands on one screen row."""
    from chemcards.games.chemie_kartenspiel.board import compound_no, pts, zh_glued
    from chemcards.games.chemie_kartenspiel.notation import display_formula, formula_in

    seats = [Seat("Ann"), Seat("Mendelejew", "computer", "easy"), Seat("Lavoisier", "computer", "easy")]
    match = _ck_match(seats, 6)
    app = app_for(match, lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        board = table_of(app).board
        view = match.view(0)
        entries = [zh_glued(f"{compound_no(p.id, lang)} {formula_in(display_formula(p.compound), lang)} "
                            f"{pts(p.points, lang)}", lang) for row in view.table for p in row]
        assert len(entries) >= 6
        # a no-break space looks like a space: the number sticks to its formula with one (glued_no)
        lines = [line.replace("\u00a0", " ") for line in region_text(app, board.region)]
        # the compound column is at least 16 cells wide here (the widest seat name is
        # "Mendelejew [Computer] 20 Punkte"): an entry that fits stands on one row; a longer one
        # ("#6 NaAuCrO₄ (✱×2) 23 points") breaks at its own spaces, never inside a word, and never
        # between a number and its word ("8" / "points", play-through 8, en 6)
        assert_whole(lines, [e for e in entries if cell_len(e) <= 16], f"{lang} table")
        # (a line may end after a full-width bracket: "FeH(CO₃)（✱×1）" / "13 分")
        words = {w for e in entries for w in re.split(r"\s+|(?<=）)", e) if w}
        assert all(any(w in line for line in lines) for w in words), (entries, lines)
        points = [pts(p.points, lang) for row in view.table for p in row]
        assert_whole(lines, points, f"{lang} points")


@pytest.mark.parametrize("columns", [78, 80])
@sync
async def test_issue12_p7_chemis_rule_line_under_the_moves_leaves_no_lone_mark_zh(columns: int) -> None:
    """CHEMIS in zh, Filter highlighted (its rule line under the moves, CH-13's function cards):
    "…（包括单质、气体）" / "。" with the mark alone on its row. No row of the line starts with a
    closing mark."""
    from chemcards.games.chemis import GAME
    from chemcards.games.chemis.actions import Function

    seats = [Seat("Ann"), Seat("Mendelejew", "computer", "easy"), Seat("Lavoisier", "computer", "easy")]
    match = None
    for seed in range(1, 300):
        candidate = Match(GAME, seats, {}, seed=seed)
        if candidate.to_act()[:1] == (0,) and any(isinstance(a, Function) and a.name == "filter"
                                                  for a in candidate.legal(0)):
            match = candidate
            break
    assert match is not None
    app = app_for(match, lang="zh")
    async with app.run_test(size=(columns, 24)) as pilot:
        await settle(pilot)
        board = table_of(app).board
        moves = board.query_one("#chemis-moves")
        index = next(i for i, a in enumerate(board.shown)  # type: ignore[attr-defined]
                     if isinstance(a, Function) and a.name == "filter")
        moves.highlighted = index  # type: ignore[attr-defined]
        await pilot.pause()
        rows = _inner(region_text(app, board.query_one("#chemis-preview").region))
        assert rows and "去除" in "".join(rows), rows
        assert not any(row[0] in CLOSING for row in rows), rows


@pytest.mark.parametrize("lang", LANGS)
@sync
async def test_issue12_p7_lobby_option_and_its_value_stay_on_one_row(lang: str) -> None:
    """The online lobby at 80x24 (a real server on loopback): en broke "Turn time:" / "Off"; every
    option with its value (CC-21's turn timer among them) stands on one row."""
    from chemcards.core.registry import get_game
    from chemcards.net.server import RoomServer
    from chemcards.net.store import MemoryStore
    from chemcards.tui.online import LobbyScreen, option_parts
    from chemcards.tui.online_app import OnlineApp
    from chemcards.tui.settings import Settings

    server = RoomServer(MemoryStore())
    port = await server.start("127.0.0.1", 0)
    plan = {"do": "host", "game": "color-clash", "players": 2, "options": {"turn_time": "off"}}
    app = OnlineApp(plan, f"ws://127.0.0.1:{port}/", settings=Settings(lang=lang, speed="instant"),
                    remember=False)
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            session = app.online_session
            for _ in range(1500):
                if (session.client is not None and session.client.seen.lobby is not None
                        and isinstance(app.screen, LobbyScreen)):
                    break
                await pilot.pause(0.02)
            await pilot.pause(0.2)
            lobby = session.client.seen.lobby  # type: ignore[union-attr]
            parts = option_parts(get_game("color-clash"), lobby.options, lang)
            assert any("turn" in k for k in lobby.options), lobby.options
            rows = _inner(region_text(app, app.screen.query_one("#lobby-info").region))
            assert_whole(rows, parts, f"{lang} lobby")
    finally:
        await server.stop()


def test_issue12_p7_f1_a_slash_between_chinese_words_is_no_path() -> None:
    """zh F1, CHEMIS CH-18: "• 需要几个原子或离子：用几张相同的牌，" stood half empty before the bold
    run: "元素牌/离子牌" was taken for a path (kept whole), so the whole run went to the next line."""
    from chemcards.core.data import rules_doc
    from chemcards.tui.markdown_text import for_lang

    doc = for_lang(rules_doc("chemis", "zh") or "", "zh")
    paragraph = next(line for line in doc.split("\n") if "元素牌/离子牌" in line)
    start = paragraph.index("需要")
    sentence = paragraph[start:paragraph.index("。", start) + 1].replace("**", "")  # as shown
    from chemcards.tui.wrap import _card_names

    cards = _card_names()
    for width in range(20, 81):
        lines = list(iter_lines(sentence, width))
        # a line may end early only where the next one starts with a card's name that did not fit
        # whole (a card's name is one unit, issue 12 point 7 after play-through 9: "计数" / "牌")
        short = [line for line, after in pairwise(lines)
                 if cell_len(line) < width - 4
                 and not any(after.startswith(c) and cell_len(line + c) + 2 > width for c in cards)]
        assert not short, (width, lines)
