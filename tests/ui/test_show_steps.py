"""A game put into the window on the screen is shown in steps (issue 13: the event loop is never
held 100 ms by it): drawn once by the panels, the docks and the map holding their last frame
meanwhile, then the docks shown, then the map with its counters' pictures; each step alone in a
turn of the event loop (IdleWork.solo)."""
from __future__ import annotations

import random
import time

import pytest
from PySide6.QtWidgets import QApplication

from cc_desktop.rules import Game
from cc_desktop.rules.simulate import choose
from cc_desktop.ui.gamewindow import GameWindow
from cc_desktop.ui.imagecache import WAIT_MS, IdleWork
from cc_desktop.ui.showsteps import ShowSteps

pytestmark = pytest.mark.qt


@pytest.fixture(autouse=True)
def data_folder(tmp_path, monkeypatch):
    monkeypatch.setenv("CC_DESKTOP_DATA", str(tmp_path / "data"))


@pytest.fixture
def window(qtbot):
    win = GameWindow()
    win._no_ask = True
    qtbot.addWidget(win)
    win.resize(1366, 768)
    win.start("test-skirmish", seed=2)
    return win


def a_save(tmp_path, moves=40):
    game = Game.new("shattered-mill-1943", seed=8)
    rng = random.Random(8)
    for _ in range(moves):
        game.apply(choose(rng, game))
    path = tmp_path / "g.ccgame"
    game.save(path)
    return path, game


def test_an_opened_game_is_drawn_once_for_the_table(window, tmp_path, monkeypatch):
    """Behind the hand-over (nobody seated yet) the panels draw the opened game once, not first
    for the side away from the screen and then again."""
    path, _saved = a_save(tmp_path)
    drawn = []
    real = window.decision.show_view
    monkeypatch.setattr(window.decision, "show_view", lambda view: (drawn.append(view.side), real(view)))
    window._no_ask = False  # the hand-over as in play
    assert window.open_path(str(path), ask=False, wait=True)
    ctl = window.controller
    assert ctl.seated is None and len(drawn) == 1
    assert window.handover.isHidden() == ctl.seat_ok()  # the pass screen, or the decision asked in public


def test_a_game_opened_in_a_shown_window_is_shown_in_steps(window, qtbot, tmp_path, monkeypatch):
    window.show()
    qtbot.waitExposed(window)
    steps = ShowSteps(window)
    port = window.view.viewport()
    shown = []
    real = ShowSteps._show
    monkeypatch.setattr(ShowSteps, "_show", staticmethod(lambda widget: (shown.append(widget), real(widget))))
    path, saved = a_save(tmp_path)
    assert window.open_path(str(path), ask=False, wait=True)
    # the panels took the game at once; the docks and the map keep their last frame for now
    assert window.controller.game.state.hash() == saved.state.hash()
    assert window.settling and not port.updatesEnabled() and not window.decision.updatesEnabled()
    qtbot.waitUntil(lambda: not window.settling, timeout=10000)
    docks = steps.held()[:-1]
    assert shown[-1] is port and set(shown[:-1]) == set(docks)  # the docks first, then the map
    assert all(w.updatesEnabled() for w in steps.held())
    # the map shows the game's counters from their pictures, drawn before it showed
    drawn = [it for it in window.scene.items() if hasattr(it, "paint_piece") and it.isVisible()]
    assert drawn and window.scene.board is window.controller.game.board


def test_a_picture_of_the_window_shows_everything_at_once(window, qtbot, tmp_path):
    """view.settle() (screenshots, tests) does the steps waiting: nothing stays held."""
    window.show()
    qtbot.waitExposed(window)
    path, _saved = a_save(tmp_path)
    assert window.open_path(str(path), ask=False, wait=True)
    assert window.settling
    window.view.settle()
    assert not window.settling and IdleWork.get().pending() == 0


def test_a_window_not_on_the_screen_holds_nothing(tmp_path, qtbot):
    win = GameWindow()
    win._no_ask = True
    qtbot.addWidget(win)
    path, _saved = a_save(tmp_path, moves=5)
    assert win.open_path(str(path), ask=False, wait=True)
    assert not win.settling and win.view.viewport().updatesEnabled()


def test_a_step_runs_alone_in_its_turn_a_frame_after_it_was_asked(qtbot):
    work = IdleWork()
    done: list[tuple[str, float]] = []

    def note(name):
        return lambda: done.append((name, time.perf_counter()))

    def step():
        done.append(("step", time.perf_counter()))
        work.add("after", note("after"))  # asked during the step: not in the same turn

    asked = time.perf_counter()
    work.add("a", note("a"))
    work.solo(step)
    work.add("b", note("b"))
    qtbot.waitUntil(lambda: len(done) == 4, timeout=5000)
    names = [n for n, _t in done]
    # the jobs go on while the step waits its time (on a busy machine they may run after it); the
    # job asked during the step runs in a later turn
    assert sorted(names) == ["a", "after", "b", "step"] and names.index("after") > names.index("step")
    at = dict(done)
    assert at["step"] - asked >= WAIT_MS / 1000 * 0.9  # a frame's time after it was asked
    assert at["after"] - at["step"] >= WAIT_MS / 1000 * 0.9  # then a frame for what it brought
    QApplication.processEvents()
    assert work.pending() == 0
