"""Play-through 10 (issue 12): every line the command prints on the terminal around the app follows
``--lang`` (or the language chosen last time): after quitting a hot-seat game under ``--lang zh``
an English line stood in the terminal, and ``chemcards serve`` spoke English only. The command is
run for real (``serve`` as a process on a loopback port, stopped with Ctrl+C; ``play`` in-process
with the app itself replaced, since it needs a terminal) and its stdout and stderr are read."""

from __future__ import annotations

import os
import re
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from chemcards import cli
from chemcards.i18n import tr, ui

#: English words of the lines in question; a German line has none of them outside addresses
ENGLISH = {"the", "is", "are", "on", "of", "and", "to", "you", "your", "kept", "find", "serving", "rooms",
           "stops", "interrupted", "phones", "open", "there", "warning", "game", "unfinished", "saved",
           "games", "under", "screen", "please", "report", "error", "internal", "with", "that", "it"}
#: what stays what it is in every language: addresses, paths, options, the program's name, keys,
#: a game's own name (Color Clash's Chinese title carries it), the name of an internal error
KEPT = re.compile(r"\S+://\S+|/[^\s（）()]+|--[a-z-]+|chemcards web|chemcards|Ctrl\+[CG]|Strg\+[CG]|QR|HTTP"
                  r"|Color Clash|[(（][A-Za-z]+Error: [^)）]*[)）]")


def english_words(text: str) -> list[str]:
    return [w for w in re.findall(r"[A-Za-z]+", KEPT.sub(" ", text)) if w.lower() in ENGLISH]


def latin_words(text: str) -> list[str]:
    return re.findall(r"[A-Za-z]{2,}", KEPT.sub(" ", text))


def _check(lang: str, text: str) -> None:
    assert text.strip(), "nothing was printed"
    assert not english_words(text), (lang, text)
    if lang == "zh":
        assert not latin_words(text), (lang, text)


def _ctrl_c_as_in_a_terminal() -> None:
    """The child starts with Ctrl+C's default action and SIGINT unblocked, as under a person's
    shell: an ignored or blocked SIGINT is inherited through exec, so a test worker that had one
    would start a server that never sees Ctrl+C (whole-suite runs timed out here, with no output
    after the signal, on one worker only)."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)
    signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGINT})


def _env(tmp_path: Path) -> dict[str, str]:
    return {**os.environ, "XDG_DATA_HOME": str(tmp_path / "data"), "XDG_CONFIG_HOME": str(tmp_path / "cfg")}


@pytest.mark.parametrize(("lang", "where"), [("zh", "top"), ("de", "top"), ("zh", "sub"), ("de", "sub")])
def test_pt10_serve_speaks_the_commands_language_from_start_to_ctrl_c(lang: str, where: str,
                                                                      tmp_path: Path) -> None:
    """``chemcards --lang L serve`` and ``chemcards serve --lang L``: the line that it serves, and
    the line after Ctrl+C, in L; nothing English on stdout or stderr."""
    args = ["--lang", lang, "serve"] if where == "top" else ["serve", "--lang", lang]
    proc = subprocess.Popen([sys.executable, "-m", "chemcards", *args, "--host", "127.0.0.1", "--port", "0",
                             "--store", "memory"], env=_env(tmp_path), stdout=subprocess.PIPE,
                            preexec_fn=_ctrl_c_as_in_a_terminal,
                            stderr=subprocess.PIPE, text=True)
    try:
        assert proc.stdout is not None
        first = proc.stdout.readline()
        ready = tr("online", "serve_ready", lang, url="ws://127.0.0.1:", kept="")
        assert ready.split("ws://")[0] in first, first
        proc.send_signal(signal.SIGINT)
        out, err = proc.communicate(timeout=30)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.communicate()
    assert "Traceback" not in err
    # Ctrl+C is how the server is stopped: its own line, no "interrupted" (play-through 12, de 10)
    assert tr("online", "serve_stopped", lang) in out, (out, err)
    assert proc.returncode == 0, (out, err)
    _check(lang, first + out + err)


def test_pt10_serve_follows_the_language_chosen_last_time(tmp_path: Path) -> None:
    """Without ``--lang``: the app's settings (the language chosen last time) hold."""
    from chemcards.tui.settings import Settings, save_settings

    env = _env(tmp_path)
    save_path = Path(env["XDG_CONFIG_HOME"]) / "chemcards" / "settings.json"
    save_settings(Settings(lang="de"), save_path)
    result = subprocess.run([sys.executable, "-m", "chemcards", "serve", "--port", "99999"], env=env,
                            capture_output=True, text=True, timeout=60)
    assert result.returncode == 2
    assert result.stderr.strip() == "chemcards: " + tr("online", "serve_port_range", "de", option="--port",
                                                       port=99999)


@pytest.mark.parametrize("lang", ["zh", "de"])
def test_pt10_the_line_about_a_kept_game_after_a_hot_seat_game_is_in_the_language(
        lang: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    """Play-through 10: a second ``chemcards --lang zh play`` kept the unfinished first game and
    said so in English on the terminal (seen after quitting)."""
    from chemcards.tui.app import ChemcardsApp

    for key, value in _env(tmp_path).items():
        monkeypatch.setenv(key, value)
    def one_move(self: ChemcardsApp, *a: object, **k: object) -> int:
        """The app needs a terminal: in its place the first seat makes one move (a game nobody
        moved in is not kept, play-through 13, zh)."""
        match = self.initial_match
        if match is not None:
            seat = match.to_act()[0]
            match.act(seat, match.legal(seat)[0])
        return 0

    monkeypatch.setattr(ChemcardsApp, "run", one_move)
    argv = ["--lang", lang, "play", "color-clash", "--seats", "A,B"]
    assert cli.main(argv) == 0
    assert cli.main(argv) == 0
    out, err = capsys.readouterr()
    assert "unfinished-color-clash" in err  # the kept file is named
    _check(lang, out + err)


@pytest.mark.parametrize("lang", ["zh", "de"])
def test_pt10_a_fault_of_ours_is_one_line_in_the_language(lang: str, tmp_path: Path,
                                                          monkeypatch: pytest.MonkeyPatch,
                                                          capsys: pytest.CaptureFixture[str]) -> None:
    """The last line a crash of the app leaves is in the language too (the error's own name stays)."""
    from chemcards.tui.app import ChemcardsApp

    for key, value in _env(tmp_path).items():
        monkeypatch.setenv(key, value)
    monkeypatch.delenv("CHEMCARDS_DEBUG", raising=False)

    def crash(self: ChemcardsApp, *a: object, **k: object) -> int:
        raise RuntimeError("boom")

    monkeypatch.setattr(ChemcardsApp, "run", crash)
    assert cli.main(["--lang", lang, "play", "color-clash", "--seats", "A,B"]) == cli.EXIT_INTERNAL
    out, err = capsys.readouterr()
    assert "RuntimeError: boom" in err and len(err.strip().splitlines()) == 1
    _check(lang, out + err)


@pytest.mark.parametrize("lang", ["zh", "de"])
def test_pt10_web_speaks_the_commands_language_too(lang: str, tmp_path: Path) -> None:
    """``chemcards --lang L web``: the address line and the line after Ctrl+C in L."""
    proc = subprocess.Popen([sys.executable, "-m", "chemcards", "--lang", lang, "web", "--port", "0"],
                            env=_env(tmp_path), stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            preexec_fn=_ctrl_c_as_in_a_terminal)
    try:
        assert proc.stdout is not None
        first = proc.stdout.readline()
        assert "http://127.0.0.1:" in first and ui("web_ready", lang, url="X").split("X")[0] in first, first
        proc.send_signal(signal.SIGINT)
        out, err = proc.communicate(timeout=30)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.communicate()
    assert "Traceback" not in err
    _check(lang, first + out + err)
