"""Autosave: a failed write is shown and play goes on; a broken autosave is set aside at start
and never blocks it; saving never leaves half a file."""

from __future__ import annotations

import json

import pytest

from cc_desktop.rules import Game
from cc_desktop.ui import controller as controller_module
from tests.ui.helpers import game_window


@pytest.fixture
def window(qtbot):
    return game_window(qtbot)


def test_a_failed_autosave_is_shown_and_play_goes_on(window, tmp_path, monkeypatch):
    monkeypatch.setenv("CC_DESKTOP_DATA", str(tmp_path / "data"))
    window.start("test-skirmish", seed=6)
    game = window.controller.game

    def disk_full(path, text):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(controller_module, "write_text_atomic", disk_full)
    window.play(game.pending.options[0])
    assert len(game.moves) == 1  # the move was made
    assert window.autosave_warning.isVisibleTo(window)
    assert "Autosave failed" in window.autosave_warning.text()
    assert "No space left on device" in window.autosave_warning.toolTip()
    monkeypatch.undo()
    monkeypatch.setenv("CC_DESKTOP_DATA", str(tmp_path / "data"))
    window.play(game.pending.options[0])  # the disk has room again
    assert not window.autosave_warning.isVisibleTo(window)
    saved = tmp_path / "data" / "autosave.ccgame"
    assert Game.load(saved).state.hash() == game.state.hash()


def test_a_broken_autosave_is_set_aside_and_the_start_goes_on(window, tmp_path, monkeypatch):
    data = tmp_path / "data"
    data.mkdir()
    monkeypatch.setenv("CC_DESKTOP_DATA", str(data))
    (data / "autosave.ccgame").write_text('{"format": "cc-desktop-game", "version": 1, "scenario": "test-skirmish", '
                                           '"seed": 1, "moves": [], "prefs": []}')
    window.start("test-skirmish", seed=1)
    before = window.controller
    assert window.offer_recovery() is False
    assert window.controller is before  # the game behind stays
    left = sorted(p.name for p in data.iterdir())
    assert len(left) == 1 and left[0].startswith("autosave.broken-") and left[0].endswith(".ccgame")
    assert "prefs: must be object, not a list" in window.recovery_problem
    # the file set aside is the same file, for whoever wants to look at it
    assert json.loads((data / left[0]).read_text())["prefs"] == []
    assert window.offer_recovery() is False  # and the next start is quiet


def test_saving_writes_the_whole_file_or_keeps_the_old_one(window, tmp_path, monkeypatch):
    window.start("test-skirmish", seed=2)
    target = tmp_path / "g.ccgame"
    window.controller.save(target)
    first = target.read_text()
    window.play(window.controller.game.pending.options[0])

    def interrupted(path, text):
        raise OSError(5, "Input/output error")

    monkeypatch.setattr(controller_module, "write_text_atomic", interrupted)
    warnings = []
    monkeypatch.setattr("cc_desktop.ui.gamewindow.QMessageBox.warning", lambda *a: warnings.append(a[2]))
    window._save_to(target)
    assert target.read_text() == first and warnings and "Input/output error" in warnings[0]
    assert window.controller.dirty  # still unsaved: the players are not told it was saved
