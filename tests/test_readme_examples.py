"""Every command-line example of the README works as written: run in order in an empty folder,
as an installed player would (bundled maps and scenarios by id), after a game of his own was
saved there as mygame.ccgame.  Commands that open a window run offscreen and return at once."""

from __future__ import annotations

import re
import shlex
from pathlib import Path
from unittest import mock

import pytest

from cc_desktop.cli import main
from cc_desktop.rules import Game

README = Path(__file__).resolve().parents[1] / "README.md"


def examples() -> list[str]:
    text = README.read_text(encoding="utf-8")
    section = text[text.index("## The command line"):]
    block = re.search(r"```sh\n(.*?)```", section, re.S).group(1)
    lines = [line.split("#")[0].strip() for line in block.splitlines()]
    return [line for line in lines if line]


def test_the_readme_has_the_examples():
    cmds = examples()
    assert len(cmds) >= 15 and all(c.startswith("cc-desktop") for c in cmds)
    firsts = {shlex.split(c)[1] if len(shlex.split(c)) > 1 else "" for c in cmds}
    assert {"", "list", "los", "view", "check-map", "render-map", "map-template", "import-svg", "new-random",
            "play", "check-content", "simulate", "replay"} <= firsts


@pytest.mark.qt
def test_every_readme_example_runs_as_written(tmp_path, monkeypatch, capsys, qapp):
    monkeypatch.chdir(tmp_path)
    game = Game.new("chapel-crossroads-1944", seed=3)
    for _ in range(12):
        game.apply(game.pending.options[0])
    game.save(tmp_path / "mygame.ccgame")
    windows = []
    from PySide6.QtWidgets import QApplication, QDialog

    with mock.patch.object(QApplication, "exec", lambda *a: windows.append("shown") or 0), \
            mock.patch.object(QDialog, "exec", lambda self: int(QDialog.DialogCode.Rejected)):
        for line in examples():
            argv = shlex.split(line)[1:]
            code = main(argv)
            out = capsys.readouterr()
            assert code == 0, f"{line}: exit {code}\n{out.err[-2000:]}"
            assert "Traceback" not in out.err, line
            assert "error" not in out.err.lower() or argv[:1] == ["simulate"], f"{line}: {out.err[-1000:]}"
    assert (tmp_path / "village.png").stat().st_size > 10_000
    assert (tmp_path / "mymap.json").exists() and (tmp_path / "random-7.json").exists()
    assert len(windows) == 5  # cc-desktop, the save, two scenarios and the viewer opened a window


def skirmish_examples() -> list[str]:
    text = README.read_text(encoding="utf-8")
    section = text[text.index("## The second ruleset"):]
    block = re.search(r"```sh\n(.*?)```", section, re.S).group(1)
    return [line.split("#")[0].strip() for line in block.splitlines() if line.split("#")[0].strip()]


def test_every_skirmish_example_of_the_readme_runs_as_written(tmp_path, monkeypatch, capsys):
    """The second ruleset's commands, in order in an empty folder: a roster, a battle played to
    the end, the campaign after it, a purchase, the replay, a battlefield checked by id."""
    monkeypatch.chdir(tmp_path)
    cmds = skirmish_examples()
    assert len(cmds) >= 6 and all(c.startswith(("cc-desktop skirmish", "cc-desktop check-map")) for c in cmds)
    for line in cmds:
        code = main(shlex.split(line)[1:])
        out = capsys.readouterr()
        assert code == 0, f"{line}: exit {code}\n{out.err[-2000:]}"
        assert "Traceback" not in out.err, line
    assert (tmp_path / "escort.skroster").exists() and (tmp_path / "raid.skgame").exists()
