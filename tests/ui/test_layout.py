"""The window fits 1366x768 and 1280x720 screens (issue 14): with a real game of every real
scenario its minimum size is at most 1260x680, the Hand and the status bar are inside the window
and visible, the right column (Decision, Track display, Log) runs the whole height beside the map
and the Hand, and the map fits the room it has (again when the window changes size, until the
player zooms)."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMainWindow, QTabBar

from cc_desktop.content.loader import scenarios_dir
from cc_desktop.ui.gamewindow import LAYOUT_VERSION

from .helpers import game_window, take_seat

pytestmark = pytest.mark.qt

SCENARIOS = sorted(p.stem for p in scenarios_dir().glob("*.json")
                   if not json.loads(p.read_text(encoding="utf-8")).get("for_tests"))


def to_first_turn(win) -> None:
    """Both sides set up (each unit where the engine offers it first, then Done): the hands are
    dealt, the decision is a Turn's."""
    game = win.controller.game
    while game.pending is not None and game.pending.kind not in ("turn",):
        game.apply(game.legal_moves()[0])
    win.controller.viewer = game.pending.player
    win.refresh()


def inside_and_visible(win, widget) -> bool:
    top_left = widget.mapTo(win, QPoint(0, 0))
    return widget.isVisible() and win.rect().contains(QRect(top_left, widget.size()))


def test_the_real_scenarios_are_there():
    assert len(SCENARIOS) >= 5 and "test-skirmish" not in SCENARIOS


@pytest.mark.parametrize("scenario", SCENARIOS)
def test_the_window_fits_a_1280x720_screen_with_every_real_scenario(qtbot, scenario):
    win = game_window(qtbot, size=None)
    win.start(scenario, seed=1)
    for stage in ("set-up", "play"):
        if stage == "play":
            to_first_turn(win)
            assert len(win.controller.view().hand) > 0  # the cards are in the Hand now
        hint, least = win.minimumSizeHint(), win.minimumSize()
        assert hint.width() <= 1260 and hint.height() <= 680, (scenario, stage, hint)
        assert least.width() <= 1260 and least.height() <= 680, (scenario, stage, least)
    win.resize(1280, 720)
    win.show()
    qtbot.waitExposed(win)
    take_seat(win)
    assert (win.width(), win.height()) == (1280, 720)
    for widget in (win.hand_dock, win.hand, win.statusBar(), win.decision, win.view):
        assert inside_and_visible(win, widget), (scenario, widget)
    assert win.hand.count() == len(win.controller.view().hand) > 0
    first = win.hand.card_widgets()[0]  # the first card shows (the rest are scrolled to)
    assert inside_and_visible(win, first)
    assert win.hand.scroll.horizontalScrollBarPolicy() == Qt.ScrollBarPolicy.ScrollBarAsNeeded
    assert win.view.viewport().height() >= 300 and win.view.viewport().width() >= 600  # room for the map


def test_the_right_column_runs_the_whole_height_and_shows_every_panel(qtbot):
    win = game_window(qtbot, size=(1280, 720), shown=True)
    win.start(SCENARIOS[0], seed=1)
    for dock in (win.decision_dock, win.track_dock, win.log_dock):
        assert win.dockWidgetArea(dock) == Qt.DockWidgetArea.RightDockWidgetArea
        assert inside_and_visible(win, dock) and not dock.widget().visibleRegion().isEmpty()
    assert win.dockWidgetArea(win.hand_dock) == Qt.DockWidgetArea.BottomDockWidgetArea
    # the Hand is under the map only: the right column beside it, from the menu bar to the status bar
    assert win.hand_dock.geometry().right() < win.decision_dock.geometry().left()
    assert win.decision_dock.geometry().top() <= win.menuBar().geometry().bottom() + 2
    assert win.log_dock.geometry().bottom() >= win.statusBar().geometry().top() - 2
    decision, track, log = (d.geometry() for d in (win.decision_dock, win.track_dock, win.log_dock))
    assert decision.bottom() < track.top() and track.bottom() < log.top()  # one above the other
    assert win.findChildren(QTabBar) == [] or not any(b.isVisible() for b in win.findChildren(QTabBar))
    # a player may still put two of them in one place as tabs (the docks move, close, tab)
    assert win.dockOptions() & QMainWindow.DockOption.AllowTabbedDocks
    assert LAYOUT_VERSION >= 2  # a layout saved by the older window (796 pixels high) is not restored


def _fits(win) -> bool:
    """The whole map is in the view and touches two of its sides (it fits, no smaller)."""
    view = win.view
    shown = view.mapFromScene(view.sceneRect()).boundingRect()
    room = view.viewport().rect().adjusted(-2, -2, 2, 2)
    return room.contains(shown) and (shown.width() >= room.width() - 8 or shown.height() >= room.height() - 8)


def test_the_map_fits_the_room_it_has_until_the_player_zooms(qtbot):
    win = game_window(qtbot, size=(1280, 720), shown=True)
    win.start(SCENARIOS[0], seed=1)
    take_seat(win)
    qtbot.waitUntil(lambda: _fits(win), timeout=2000)
    small = win.view.zoom()
    win.resize(1366, 768)
    qtbot.waitUntil(lambda: win.view.zoom() > small * 1.02, timeout=2000)  # fit again, bigger
    assert _fits(win)
    QTest.keyClick(win.view, Qt.Key.Key_Plus)  # the player zooms in: his zoom stays
    zoomed = win.view.zoom()
    win.resize(1280, 720)
    QTest.qWait(50)
    assert win.view.zoom() == pytest.approx(zoomed) and not win.view.fitted
    QTest.keyClick(win.view, Qt.Key.Key_0)  # fit again
    assert win.view.fitted and _fits(win)
