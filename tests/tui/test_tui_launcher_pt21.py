"""The launcher's footer after play-through 21, de 2: once a saved game existed the German footer
read „Strg+R Fortsetzen  Strg+O Online  F1 Regeln  Strg+Q Ende  ? Tasten“ — Strg+S (Start) and
Strg+T (Sprache) had gone to make room. Start is the launcher's one action: it is in the footer in
every language, with and without a game to resume, at 80 columns (docs/app.md, "The launcher's
footer")."""

from __future__ import annotations

import pytest
from tui_helpers import launcher_app, open_launcher, screen_text, sync

from chemcards.core.i18n import LANGS, key_display, ui
from chemcards.core.match import Match
from chemcards.core.seats import Seat
from chemcards.tui.settings import current_save_path


def _save_a_game() -> None:
    """An unfinished game, so the launcher offers Resume (its button and Ctrl+R)."""
    from chemcards.games.color_clash import GAME as CC

    path = current_save_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    match = Match(CC, [Seat("Anna"), Seat("Curie", "computer", "easy")], {}, seed=4, autosave=path)
    who = match.to_act()[0]
    match.act(who, match.legal(who)[0])


@pytest.mark.parametrize("resume", [True, False])
@pytest.mark.parametrize("lang", LANGS)
@sync
async def test_pt21_de2_start_is_always_first_in_the_footer(lang: str, resume: bool) -> None:
    """Start first, then (with a save) Resume, with F1, Quit and "?" at the end; nothing cut."""
    if resume:
        _save_a_game()
    app = launcher_app(lang)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_launcher(pilot)
        assert bool(screen.query("#resume")) == resume
        await pilot.pause()
        footer = screen_text(app).splitlines()[-1].strip()
        assert footer.startswith(f"{key_display('ctrl+s', lang)} {ui('start_key', lang)}"), footer
        assert "…" not in footer, footer
        for key in (f"F1 {ui('rules', lang)}", f"{key_display('ctrl+q', lang)} ", f"? {ui('keys', lang)}"):
            assert key in footer, footer
        if resume:
            assert key_display("ctrl+r", lang) in footer, footer
