"""``chemcards host | join | quick``: the app opened on the online lobby instead of the launcher."""

from __future__ import annotations

from typing import Any

from .app import ChemcardsApp
from .online import OnlineSession


class OnlineApp(ChemcardsApp):
    """The app with one online session, started on its lobby."""

    def __init__(self, plan: dict[str, Any], url: str | None, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.online_session = OnlineSession(self, plan, url)
        self._lobby_opened = False

    def show_launcher(self) -> None:
        """The first time (the app starting) the lobby comes instead; later (after a game, "new
        game") the launcher as usual."""
        if not self._lobby_opened:
            self._lobby_opened = True
            self.online_session.open_lobby()
            return
        super().show_launcher()

    async def on_unmount(self) -> None:
        await self.online_session.close()
