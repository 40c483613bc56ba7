"""Play-through 18 zh 9: with a damaged ``current.json`` the Saved games screen said only "没有未完成
的存档。" (no unfinished saves). It now says that the save cannot be read, where it is and why, on
screen at 80×24, and the file stays exactly as it was."""

from __future__ import annotations

import pytest
from tui_helpers import screen_text, sync

from chemcards.core import registry
from chemcards.core.records import RecordError, load_record
from chemcards.i18n import LANGS
from chemcards.tui.app import ChemcardsApp
from chemcards.tui.clock import FakeClock
from chemcards.tui.saved_games import SavedGamesScreen
from chemcards.tui.settings import Settings, current_save_path

DAMAGED = b'{"format": 2, "game": "color-cl'


@pytest.mark.parametrize("lang", LANGS)
@sync
async def test_pt18_zh9_saved_games_says_a_save_cannot_be_read(lang: str) -> None:
    path = current_save_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(DAMAGED)
    with pytest.raises(RecordError) as damage:
        load_record(path)
    app = ChemcardsApp(settings=Settings(lang=lang, speed="instant", game="color-clash"), clock=FakeClock(),
                       remember=False, games=registry.games)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.show_saved_games()
        for _ in range(50):
            await pilot.pause()
            if isinstance(app.screen, SavedGamesScreen):
                break
        assert isinstance(app.screen, SavedGamesScreen)
        await pilot.pause()
        seen = "".join(line.strip() for line in screen_text(app).splitlines())
    assert "current.json" in seen, seen
    assert damage.value.reason_in(lang).replace(" ", "") in seen.replace(" ", ""), seen
    assert path.read_bytes() == DAMAGED
    assert sorted(p.name for p in path.parent.iterdir() if not p.name.endswith(".lock")) == ["current.json"]
