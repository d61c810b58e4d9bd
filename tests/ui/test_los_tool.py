"""The window's LOS tool (rule 10): a known pair on a shipped map, by dragging and by clicking,
explained in words (no map coordinates) in the panel over the map.  While it is on it shows (a
banner over the map, a cross cursor, its button pressed, the View menu's action checked); Esc
leaves it."""

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest

from .helpers import game_window

pytestmark = pytest.mark.qt


@pytest.fixture
def window(qtbot):
    win = game_window(qtbot, shown=True)
    win.start("chapel-crossroads-1944", seed=1)
    win.handover.hide()
    win.view.fit()
    return win


def _at(win, hex_id: str) -> QPoint:
    x, y = win.controller.game.board.grid.centre(hex_id)
    return win.view.mapFromScene(QPointF(x, y))


def _drag(win, a: str, b: str) -> None:
    vp = win.view.viewport()
    start, end = _at(win, a), _at(win, b)
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for i in range(1, 6):
        QTest.mouseMove(vp, start + (end - start) * (i / 5))
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)


@pytest.mark.rule("10.1", "T82")
def test_drag_shows_the_line_and_its_reasons(window):
    window.los_action.setChecked(True)
    _drag(window, "C7", "K4")
    r = window.last_los
    assert (r.origin, r.target, r.range, r.los) == ("C7", "K4", 8, "blocked")
    assert (r.blocked_by.feature, r.blocked_by.hex, r.blocked_by.rule) == ("building", "F5", "T82")
    assert window.scene.los_item is not None and window.scene.los_item.result is r
    panel = window.los_panel
    assert panel.isVisible()
    text = panel.body.text()
    assert "BLOCKED" in text and "range 8" in text
    assert "Blocked by <b>Building</b> in <b>F5</b>" in text and "rule:T82" in text
    assert "495" not in text and "535" not in text  # no map coordinates
    status = window.statusBar().currentMessage()
    assert "blocked by Building in F5" in status and "range 8" in status and "495" not in status
    assert window.controller.game.moves == []  # the tool never plays a move


def test_click_click_still_works_and_esc_leaves(window, qtbot):
    window.los_action.setChecked(True)
    vp = window.view.viewport()
    QTest.mouseClick(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, _at(window, "C7"))
    assert window.scene.origin_item is not None and window.los_panel.isVisible()
    QTest.mouseClick(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, _at(window, "K4"))
    assert (window.last_los.origin, window.last_los.target, window.last_los.los) == ("C7", "K4", "blocked")
    window.view.setFocus()
    QTest.keyClick(window.view, Qt.Key.Key_Escape)
    assert window.scene.los_item is None and window.scene.origin_item is None
    assert not window.los_panel.isVisible() and not window.los_action.isChecked()
    # Esc also leaves with a first hex waiting for the second
    window.los_action.setChecked(True)
    QTest.mouseClick(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, _at(window, "C7"))
    assert window.maptools.los_from == "C7"
    QTest.keyClick(window.view, Qt.Key.Key_Escape)
    assert window.maptools.los_from is None and window.scene.origin_item is None
    assert not window.los_action.isChecked()


def _banner(window):
    banner = window.maptools.banner
    return banner.text() if banner.isVisible() else None


@pytest.mark.rule("10")
def test_the_tool_shows_its_mode_and_esc_leaves_it_from_anywhere(window, qtbot):
    vp = window.view.viewport()
    assert _banner(window) is None and not window.maptools.los_button.isChecked()
    window.view.setFocus()
    QTest.keyClick(window.view, Qt.Key.Key_L)  # its shortcut: armed
    assert window.los_action.isChecked() and window.maptools.los_button.isChecked()
    assert _banner(window) == "Line of sight: click two hexes – Esc to leave"
    banner = window.maptools.banner
    assert window.view.rect().contains(banner.geometry())  # over the map, at its top
    assert abs(banner.geometry().center().x() - window.view.width() // 2) <= 2 and banner.y() < 20
    assert vp.cursor().shape() == Qt.CursorShape.CrossCursor
    menu = next(a.menu() for a in window.menuBar().actions() if a.menu() and window.los_action in a.menu().actions())
    assert window.los_action.isCheckable() and menu is not None  # the View menu shows it checked
    QTest.mouseClick(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, _at(window, "C7"))
    QTest.mouseClick(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, _at(window, "K4"))
    assert window.scene.los_item is not None and window.controller.game.moves == []
    assert vp.cursor().shape() == Qt.CursorShape.CrossCursor  # still armed after a line
    # Esc leaves it wherever the keyboard is (here the decision list has the focus)
    window.decision.list.setFocus()
    qtbot.waitUntil(window.decision.list.hasFocus, timeout=1000)
    QTest.keyClick(window.decision.list, Qt.Key.Key_Escape)
    assert not window.los_action.isChecked() and not window.maptools.los_button.isChecked()
    assert _banner(window) is None and vp.cursor().shape() != Qt.CursorShape.CrossCursor
    assert window.scene.los_item is None and not window.los_panel.isVisible()
    # off: a click on the map is the map's again (no LOS line starts)
    QTest.mouseClick(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, _at(window, "C7"))
    assert window.maptools.los_from is None and window.scene.origin_item is None
    # the button on the map arms it too, and shows it pressed; a second click leaves
    button = window.maptools.los_button
    assert button.isVisible() and window.view.rect().contains(button.geometry())
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    assert window.los_action.isChecked() and button.isChecked() and _banner(window)
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    assert not window.los_action.isChecked() and _banner(window) is None


def test_a_pan_keeps_the_tools_cursor_and_a_hand_over_leaves_the_tool(window, qtbot):
    window.los_action.setChecked(True)
    window.view.zoom_by(2)
    vp = window.view.viewport()
    start = _at(window, "H5")
    QTest.mousePress(vp, Qt.MouseButton.MiddleButton, Qt.KeyboardModifier.NoModifier, start)
    QTest.mouseMove(vp, start + QPoint(30, 20))
    QTest.mouseRelease(vp, Qt.MouseButton.MiddleButton, Qt.KeyboardModifier.NoModifier, start + QPoint(30, 20))
    assert vp.cursor().shape() == Qt.CursorShape.CrossCursor
    window.cover_for_handover("axis")  # the next player finds the map as it is for play
    assert not window.los_action.isChecked() and window.maptools.banner.isHidden()


def test_what_a_hex_sees_is_a_mode_too(window, qtbot):
    window.sees_action.setChecked(True)
    assert _banner(window) == "What a hex sees: click a hex – Esc to leave"
    QTest.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     _at(window, "C7"))
    assert window.maptools.sees_items
    window.los_action.setChecked(True)  # one tool at a time
    assert not window.sees_action.isChecked() and not window.maptools.sees_items
    QTest.keyClick(window.view, Qt.Key.Key_Escape)
    assert window.maptools.armed() is None and _banner(window) is None


def test_hindrances_listed_with_hex_and_rule(window):
    game = window.controller.game
    board = game.board
    pair = next(((a, b) for a in ("A1", "C3", "E5", "G7", "B8") for b in game.grid.ids
                 if board.los(a, b, game.markers()).los == "hindered"), None)
    assert pair is not None
    r = window.show_los_between(*pair)
    text = window.los_panel.body.text()
    assert "HINDERED" in text and f"Hindrance {r.hindrance}" in text
    for h in r.hindrances:
        assert f"in {h.hex}: hindrance {h.value}" in text and f"rule:{h.rule}" in text
    assert f"hindrance {r.hindrance}" in window.statusBar().currentMessage()


def test_switching_the_tool_off_gives_the_map_back(window):
    window.los_action.setChecked(True)
    _drag(window, "C7", "K4")
    window.los_action.setChecked(False)
    assert window.scene.los_item is None and not window.los_panel.isVisible()
    window.view.zoom_by(3)
    # the zoom keeps the point under the mouse if Qt thinks the pointer is over the view (the
    # mouse events of earlier tests decide that): centre the view, so it can pan both ways
    window.view.centerOn(QPointF(*window.controller.game.board.grid.centre("K4")))
    bars = window.view.horizontalScrollBar(), window.view.verticalScrollBar()
    before = [bar.value() for bar in bars]
    assert all(0 < bar.value() < bar.maximum() for bar in bars)
    _drag(window, "K4", "H5")  # a drag on the map pans again, no line
    assert window.scene.los_item is None
    after = [bar.value() for bar in bars]
    assert after[0] > before[0] and after[1] < before[1]  # the map follows the mouse: left and down
