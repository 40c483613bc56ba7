"""Play-through 16 zh 4: ``chemcards --lang zh play --help`` showed Markdown backticks
("例如 `color-clash`"), split an example as "`Ann,小明" / ",cpu,cpu:hard`", and mixed the heading
styles "用法：" with "位置参数:" and "选项:". Help text has no backticks in any language, an example
in quotes is never split, and Chinese headings end with the full-width colon."""

from __future__ import annotations

from pathlib import Path

import pytest

from chemcards import cli
from chemcards.i18n import catalogue, tr


@pytest.fixture(autouse=True)
def _private(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("COLUMNS", "80")
    for name in ("LANG", "LC_ALL", "LC_MESSAGES", "LANGUAGE"):
        monkeypatch.delenv(name, raising=False)


def _help(argv: list[str], capsys: pytest.CaptureFixture[str]) -> str:
    with pytest.raises(SystemExit) as done:
        cli.main(argv)
    assert done.value.code == 0
    return capsys.readouterr().out


@pytest.mark.parametrize("lang", ["de", "en", "zh"])
def test_no_backticks_in_help_texts(lang: str) -> None:
    texts = {k: tr("cli", k, lang) for k in catalogue("cli")
             if k.startswith(("cmd_", "arg_", "help", "description"))}
    assert not [k for k, v in texts.items() if "`" in v]


@pytest.mark.parametrize("command", ["play", "simulate", "league"])
@pytest.mark.parametrize("lang", ["de", "en", "zh"])
def test_help_page_has_no_backticks(lang: str, command: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert "`" not in _help(["--lang", lang, command, "--help"], capsys)


def test_seats_example_never_split(capsys: pytest.CaptureFixture[str]) -> None:
    text = _help(["--lang", "zh", "play", "--help"], capsys)
    assert "Ann,小明,cpu,cpu:hard" in text, text


def test_zh_headings_take_the_full_width_colon(capsys: pytest.CaptureFixture[str]) -> None:
    text = _help(["--lang", "zh", "play", "--help"], capsys)
    lines = text.splitlines()
    for key in ("positionals", "options"):
        title = tr("cli", key, "zh")
        assert f"{title}：" in lines, text
        assert f"{title}:" not in lines, text
    assert text.startswith(tr("cli", "usage", "zh"))
