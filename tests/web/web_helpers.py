"""Drive ``chemcards web`` in Debian's Chromium (no browser download): a real server process, a
real browser, real taps and clicks on the terminal the page draws.

The page draws the app on a canvas (xterm.js), so a test reads the screen from xterm's own buffer:
the test (only the test) patches one statement of textual.js as the browser loads it so the page
keeps a handle on its terminal. If textual-serve changes that statement, the patch fails loudly
instead of testing nothing. Positions are cells; a tap goes to the middle of a cell, in CSS pixels
measured from the terminal's element, exactly where a finger or a mouse would land.
"""

from __future__ import annotations

import os
import re
import shutil
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
]
ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts" / "web"
PHONE = {"viewport": {"width": 400, "height": 800}, "has_touch": True, "is_mobile": True,
         "device_scale_factor": 1}
DESKTOP = {"viewport": {"width": 1280, "height": 800}}
HOOK_FROM = "this.terminal.open(e),"
HOOK_TO = "this.terminal.open(e),window.chemcardsTerminal=this.terminal,"
SCREEN_JS = """() => {
  const t = window.chemcardsTerminal, b = t.buffer.active, rows = [];
  for (let y = 0; y < t.rows; y++) rows.push(b.getLine(y).translateToString(false));
  return rows;
}"""
BOLD_JS = """([x, y]) => {
  const cell = window.chemcardsTerminal.buffer.active.getLine(y).getCell(x);
  return cell ? cell.isBold() !== 0 : false;
}"""


def chromium_missing_message() -> str:
    return (f"{CHROMIUM} is missing: the browser tests drive Debian's chromium package "
            "(`apt-get install -y chromium`; .ci/run installs it)")


@dataclass
class Served:
    url: str
    process: subprocess.Popen[str]
    home: Path
    stderr: list[str]


def read_line(process: subprocess.Popen[str], timeout: float = 60.0) -> str:
    """The next line a helper process prints, or a failure after ``timeout``: a bare
    ``readline()`` waits for ever when the process never answers (a tap lost under load left the
    whole suite hanging on "started")."""
    assert process.stdout is not None
    box: list[str] = []
    reader = threading.Thread(target=lambda: box.append(process.stdout.readline()), daemon=True)  # type: ignore[union-attr]
    reader.start()
    reader.join(timeout)
    if not box:
        raise AssertionError(f"the process printed no line within {timeout:.0f} s")
    return box[0]


@contextmanager
def web_server(home: Path, *extra: str) -> Iterator[Served]:
    """``chemcards web --port 0`` as a user starts it, in its own process; stopped with Ctrl+C."""
    env = dict(os.environ, XDG_CONFIG_HOME=str(home / "config"), XDG_DATA_HOME=str(home / "data"))
    process = subprocess.Popen(
        [sys.executable, "-m", "chemcards", "web", "--port", "0", *extra],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env, cwd=home,
        start_new_session=True,  # its app processes stay in its own group, apart from pytest's
    )
    try:
        assert process.stdout is not None
        line = process.stdout.readline()
        found = re.search(r"http://\S+/", line)
        assert found, f"no URL from chemcards web: {line!r} {process.stderr.read() if process.stderr else ''}"
        stderr: list[str] = []
        # keep both pipes drained: a full pipe would stop the server mid-test
        threading.Thread(target=lambda: [None for _ in process.stdout or ()], daemon=True).start()
        threading.Thread(target=lambda: stderr.extend(process.stderr or ()), daemon=True).start()
        yield Served(found.group(0), process, home, stderr)
    finally:
        process.send_signal(signal.SIGINT)
        try:
            process.wait(timeout=15)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


class Screen:
    """One browser tab showing the app: read cells, tap cells, wait for text."""

    #: Textual's Button ignores a second press during its 0.2 s "active" effect; a person's taps
    #: are further apart than that, and so are this helper's.
    TAP_GAP = 0.25

    def __init__(self, page: Any, touch: bool) -> None:
        self.page = page
        self.touch = touch
        self._last_tap = 0.0

    @classmethod
    def open(cls, context: Any, url: str, on_page: Callable[[Any], None] | None = None) -> Screen:
        page = context.new_page()
        if on_page is not None:
            on_page(page)

        def patch(route: Any) -> None:
            response = route.fetch()
            body = response.text()
            assert HOOK_FROM in body, "textual.js changed: update HOOK_FROM in tests/web/web_helpers.py"
            route.fulfill(response=response, body=body.replace(HOOK_FROM, HOOK_TO, 1))

        page.route("**/static/js/textual.js", patch)
        page.goto(url)
        page.wait_for_function("window.chemcardsTerminal && document.body.classList.contains('-first-byte')",
                               timeout=30_000)
        screen = cls(page, touch=bool(context.__dict__.get("_chemcards_touch")))
        return screen

    # -- reading -------------------------------------------------------------------------------------
    def lines(self) -> list[str]:
        return list(self.page.evaluate(SCREEN_JS))

    def text(self) -> str:
        return "\n".join(line.rstrip() for line in self.lines())

    def size(self) -> tuple[int, int]:
        cols, rows = self.page.evaluate("[window.chemcardsTerminal.cols, window.chemcardsTerminal.rows]")
        return int(cols), int(rows)

    def find(self, pattern: str, *, last: bool = False) -> tuple[int, int] | None:
        """The cell where ``pattern`` (a regular expression) first (or last) appears."""
        hits = [(m.start(), y) for y, line in enumerate(self.lines()) for m in re.finditer(pattern, line)]
        if not hits:
            return None
        return hits[-1] if last else hits[0]

    def bold(self, x: int, y: int) -> bool:
        return bool(self.page.evaluate(BOLD_JS, [x, y]))

    def wait_for(self, pattern: str, timeout: float = 15.0) -> tuple[int, int]:
        deadline = time.monotonic() + timeout
        while True:
            hit = self.find(pattern)
            if hit is not None:
                return hit
            if time.monotonic() > deadline:
                raise AssertionError(f"{pattern!r} did not appear; the screen shows:\n{self.text()}")
            time.sleep(0.1)

    def wait_until(self, check: Callable[[], bool], what: str, timeout: float = 15.0) -> None:
        deadline = time.monotonic() + timeout
        while not check():
            if time.monotonic() > deadline:
                raise AssertionError(f"{what}; the screen shows:\n{self.text()}")
            time.sleep(0.1)

    def settle(self, quiet: float = 0.2, timeout: float = 10.0) -> str:
        """Wait until the screen stops changing for ``quiet`` seconds; its text."""
        deadline = time.monotonic() + timeout
        last, since = self.text(), time.monotonic()
        while time.monotonic() < deadline:
            time.sleep(0.05)
            now = self.text()
            if now != last:
                last, since = now, time.monotonic()
            elif time.monotonic() - since >= quiet:
                break
        return last

    # -- acting --------------------------------------------------------------------------------------
    def point(self, x: int, y: int) -> tuple[float, float]:
        box = self.page.evaluate("""() => {
          const r = document.querySelector('.xterm-screen').getBoundingClientRect();
          return [r.left, r.top, r.width, r.height];
        }""")
        cols, rows = self.size()
        left, top, width, height = box
        return left + (x + 0.5) * width / cols, top + (y + 0.5) * height / rows

    def tap_cell(self, x: int, y: int) -> None:
        px, py = self.point(x, y)
        time.sleep(max(0.0, self._last_tap + self.TAP_GAP - time.monotonic()))
        self._last_tap = time.monotonic()
        if self.touch:
            self.page.touchscreen.tap(px, py)
        else:
            self.page.mouse.click(px, py)

    def tap(self, pattern: str, *, offset: int = 0, timeout: float = 15.0) -> None:
        """Tap the first place showing ``pattern`` (waiting for it), ``offset`` cells to its right."""
        x, y = self.wait_for(pattern, timeout)
        self.tap_cell(x + offset, y)

    def tap_until(self, pattern: str, done: Callable[[], bool], *, tries: int = 3,
                  wait: float = 10.0, offset: int = 0) -> None:
        """Tap ``pattern`` until ``done()`` holds: a tap can be lost while a loaded machine is still
        drawing the screen (seen in full-suite runs), and a toggle such as Ready must not be tapped
        twice when the first tap did arrive, so the outcome is checked before each new tap."""
        for _ in range(tries):
            if done():
                return
            self.tap(pattern, offset=offset)
            deadline = time.monotonic() + wait
            while time.monotonic() < deadline:
                if done():
                    return
                time.sleep(0.2)
        raise AssertionError(f"tapping {pattern!r} {tries} times did nothing; the screen shows:\n"
                             f"{self.text()}")

    def shot(self, name: str) -> Path:
        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        path = ARTIFACTS / f"{name}.png"
        self.page.screenshot(path=str(path))
        return path


def new_context(browser: Any, kind: dict[str, Any]) -> Any:
    context = browser.new_context(**kind)
    context.__dict__["_chemcards_touch"] = bool(kind.get("has_touch"))
    return context


def have_chromium() -> bool:
    return shutil.which(CHROMIUM) is not None or Path(CHROMIUM).exists()
