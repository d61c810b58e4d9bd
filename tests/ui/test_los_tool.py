"""The window's LOS tool (rule 10): a known pair on a shipped map, by dragging and by clicking,
explained in words (no map coordinates) in the panel over the map; Esc clears it."""

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


def test_click_click_still_works_and_esc_clears(window, qtbot):
    window.los_action.setChecked(True)
    vp = window.view.viewport()
    QTest.mouseClick(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, _at(window, "C7"))
    assert window.scene.origin_item is not None and window.los_panel.isVisible()
    QTest.mouseClick(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, _at(window, "K4"))
    assert (window.last_los.origin, window.last_los.target, window.last_los.los) == ("C7", "K4", "blocked")
    window.view.setFocus()
    QTest.keyClick(window.view, Qt.Key.Key_Escape)
    assert window.scene.los_item is None and window.scene.origin_item is None
    assert not window.los_panel.isVisible()
    # Esc also cancels a pending first hex
    QTest.mouseClick(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, _at(window, "C7"))
    QTest.keyClick(window.view, Qt.Key.Key_Escape)
    assert window.maptools.los_from is None and window.scene.origin_item is None


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
