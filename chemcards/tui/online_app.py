"""``chemcards host | join | quick``: the app opened on the online lobby instead of the launcher."""

from __future__ import annotations

from typing import Any

from textual import events

from .app import ChemcardsApp
from .online import OnlineSession
from .text import translate_bindings


class OnlineApp(ChemcardsApp):
    """The app with one online session, started on its lobby."""

    def __init__(self, plan: dict[str, Any], url: str | None, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.online_session = OnlineSession(self, plan, url)

    def on_mount(self, event: events.Mount) -> None:
        event.prevent_default()  # not the launcher: the lobby
        translate_bindings(self, self.settings.lang)
        self.online_session.open_lobby()

    async def on_unmount(self) -> None:
        await self.online_session.close()
