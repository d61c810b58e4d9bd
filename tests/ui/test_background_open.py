"""File > Open and File > New game read and build in the background (issue 13: the event loop is
never held by reading a save or building a battle): the window is busy meanwhile (its menus, map
and docks off, a word in the status bar), keeps the game at the table until the new one is
there, says why a file cannot be opened, and takes no second open while one is on its way."""
from __future__ import annotations

import threading

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QMessageBox

from cc_desktop.rules import Game
from cc_desktop.ui import gamewindow
from cc_desktop.ui.gamewindow import GameWindow, NewGameDialog

pytestmark = pytest.mark.qt


@pytest.fixture(autouse=True)
def data_folder(tmp_path, monkeypatch):
    monkeypatch.setenv("CC_DESKTOP_DATA", str(tmp_path / "data"))


@pytest.fixture
def window(qtbot):
    win = GameWindow()
    win._no_ask = True
    qtbot.addWidget(win)
    win.start("test-skirmish", seed=2)
    return win


@pytest.fixture
def warnings(monkeypatch):
    said = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _parent, title, text, *a, **k: said.append((title, text)))
    return said


@pytest.fixture
def held(monkeypatch):
    """The background reading holds until ``held.set()``, so that the busy window can be seen."""
    gate = threading.Event()
    read = gamewindow.read_save

    def slow(*args):
        assert gate.wait(30)
        assert threading.current_thread() is not threading.main_thread()  # in the background
        return read(*args)

    monkeypatch.setattr(gamewindow, "read_save", slow)
    return gate


def a_save(tmp_path, scenario="shattered-mill-1943", seed=8, moves=40):
    from cc_desktop.rules.simulate import choose
    import random

    game = Game.new(scenario, seed=seed)
    rng = random.Random(seed)
    for _ in range(moves):
        game.apply(choose(rng, game))
    path = tmp_path / "g.ccgame"
    game.save(path)
    return path, game


def test_open_reads_in_the_background_and_the_window_is_busy_meanwhile(window, qtbot, tmp_path, held):
    path, saved = a_save(tmp_path)
    before = window.controller
    assert window.open_path(str(path), ask=False)
    assert window.loading == "open"
    assert window.controller is before  # the game at the table stays until the new one is there
    assert not window.menuBar().isEnabled() and not window.hand.isEnabled()
    clicked = []
    window.view.hexClicked.connect(clicked.append)
    qtbot.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton, pos=window.view.viewport().rect().center())
    assert clicked == []  # the map takes no click meanwhile
    assert window.statusBar().currentMessage() == "Opening the game..."
    assert not window.open_path(str(path), ask=False)  # one at a time
    window.new_game_dialog(ask=False)  # nor a new game meanwhile (no dialog: it would be exec'd)
    held.set()
    qtbot.waitUntil(lambda: window.loading is None, timeout=30000)
    ctl = window.controller
    assert ctl is not before and ctl.path == path and not ctl.dirty
    assert ctl.game.state.hash() == saved.state.hash() and len(ctl.game.moves) == 40
    assert window.menuBar().isEnabled() and window.hand.isEnabled()
    assert window.statusBar().currentMessage() == ""
    qtbot.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton, pos=window.view.viewport().rect().center())
    assert len(clicked) == 1  # and takes them again
    assert window.scene.board is ctl.game.board
    assert window.windowTitle().endswith(ctl.game.scenario.name)


def test_a_broken_file_is_said_and_the_game_at_the_table_stays(window, qtbot, tmp_path, warnings):
    bad = tmp_path / "bad.ccgame"
    bad.write_text('{"format": "cc-desktop-game", "version": 2, "moves": 7}')
    before = window.controller
    assert window.open_path(str(bad), ask=False)
    qtbot.waitUntil(lambda: window.loading is None, timeout=30000)
    assert window.controller is before
    assert len(warnings) == 1 and warnings[0][0] == "Cannot open the game"
    assert str(bad) in warnings[0][1]
    assert window.menuBar().isEnabled()


def test_a_missing_file_read_at_once_says_why(window, tmp_path, warnings):
    assert not window.open_path(str(tmp_path / "gone.ccgame"), ask=False, wait=True)
    assert warnings and "file not found" in warnings[0][1]


def test_new_game_is_built_in_the_background(window, qtbot, monkeypatch):
    monkeypatch.setattr(NewGameDialog, "exec", lambda self: int(QDialog.DialogCode.Accepted))
    monkeypatch.setattr(NewGameDialog, "choice", lambda self: ("scenario", "birch-ridge-1942"))
    monkeypatch.setattr(NewGameDialog, "seed", lambda self: 11)
    before = window.controller
    window.new_game_dialog(ask=False)
    assert window.loading == "new" and window.controller is before
    qtbot.waitUntil(lambda: window.loading is None, timeout=30000)
    game = window.controller.game
    assert window.controller is not before and window.controller.path is None
    assert game.scenario.id == "birch-ridge-1942" and game.seed == 11 and game.moves == []
    assert game.state.hash() == Game.new("birch-ridge-1942", seed=11).state.hash()
    assert window.scene.board is game.board and window.menuBar().isEnabled()


def test_the_new_game_dialog_drops_broken_scenarios_when_the_background_check_comes(window, qtbot, monkeypatch):
    from cc_desktop.ui import newgame

    checked_in = []

    def broken(ids):
        checked_in.append(threading.current_thread() is threading.main_thread())
        return ["birch-ridge-1942"] if "birch-ridge-1942" in ids else []

    monkeypatch.setattr(newgame, "broken_scenarios", broken)
    seen = {}

    def exec_(dlg):
        ids = lambda: [dlg.combo.itemData(i) for i in range(dlg.combo.count())]  # noqa: E731
        seen["at_once"] = ids()
        qtbot.waitUntil(lambda: "birch-ridge-1942" not in ids(), timeout=30000)
        seen["later"] = ids()
        return int(QDialog.DialogCode.Rejected)

    monkeypatch.setattr(NewGameDialog, "exec", exec_)
    window.new_game_dialog(ask=False)
    assert checked_in == [False]  # in the background, not in the window's thread
    assert "birch-ridge-1942" in seen["at_once"] and "shattered-mill-1943" in seen["at_once"]
    assert "birch-ridge-1942" not in seen["later"] and "shattered-mill-1943" in seen["later"]
    assert window.loading is None  # cancelled: nothing is built
