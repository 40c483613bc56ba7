"""Fixtures for the browser tests: one Chromium and one ``chemcards web`` per test module."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from web_helpers import CHROMIUM, CHROMIUM_ARGS, Served, chromium_missing_message, have_chromium, web_server


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    """Module-scoped, not session-scoped: Playwright's sync API keeps an event loop running in
    this thread while it lives, and the app tests that share the worker call asyncio.run()."""
    if not have_chromium():
        pytest.fail(chromium_missing_message())
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        # Playwright gives every launch a fresh temporary user-data-dir: nothing from an earlier
        # run (cookies, cache) leaks in, and every test's context starts without cookies.
        launched = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        try:
            yield launched
        finally:
            launched.close()


@pytest.fixture(scope="module")
def served(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Served]:
    home: Path = tmp_path_factory.mktemp("web-home")
    with web_server(home) as server:
        yield server
