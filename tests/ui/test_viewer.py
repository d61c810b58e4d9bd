"""The map viewer window, driven with qtbot offscreen."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtWidgets import QFileDialog, QGraphicsItem, QMessageBox

from cc_desktop.board.builder import MapBuilder
from cc_desktop.ui import viewer as viewer_module
from cc_desktop.ui.mapscene import LosOverlayItem, MapScene
from cc_desktop.ui.viewer import MapViewer

pytestmark = pytest.mark.qt


@pytest.fixture
def window(qtbot, los_board):
    win = MapViewer(los_board)
    qtbot.addWidget(win)
    win.resize(1000, 700)
    win.show()
    qtbot.waitExposed(win)
    return win


def _pos(win: MapViewer, hex_id: str) -> QPoint:
    return win.view.mapFromScene(QPointF(*win.board.grid.centre(hex_id)))


def _click(qtbot, win: MapViewer, hex_id: str) -> None:
    qtbot.mouseClick(win.view.viewport(), Qt.MouseButton.LeftButton, pos=_pos(win, hex_id))


@pytest.mark.rule("10.1", "T97")
def test_two_clicks_draw_a_blocked_los_and_explain_it(qtbot, window):
    _click(qtbot, window, "B2")
    assert window.los_origin == "B2"
    assert window.scene.origin_item is not None and window.scene.los_item is None
    _click(qtbot, window, "F2")
    item = window.scene.los_item
    assert isinstance(item, LosOverlayItem)
    assert (item.result.origin, item.result.target, item.result.los) == ("B2", "F2", "blocked")
    assert item in window.scene.items()
    text = window.los_text.toPlainText()
    assert text.startswith("LOS B2 -> F2: range 4, blocked")
    assert "blocked by Wall in C2" in text
    assert window.scene.origin_item is None and window.los_origin is None
    # the overlay covers the line from centre dot to centre dot
    rect = item.boundingRect()
    for h in ("B2", "F2"):
        assert rect.contains(QPointF(*window.board.grid.centre(h)))


@pytest.mark.rule("10.1")
def test_escape_clears_the_los(qtbot, window):
    _click(qtbot, window, "A1")
    _click(qtbot, window, "A3")
    assert window.scene.los_item is not None and "clear" in window.los_text.toPlainText()
    window.view.setFocus()
    qtbot.keyClick(window.view, Qt.Key.Key_Escape)
    assert window.scene.los_item is None
    assert window.los_text.toPlainText() == ""
    # a half-made LOS is cancelled too
    _click(qtbot, window, "C2")
    window.clear_los_action.trigger()
    assert window.los_origin is None and window.scene.origin_item is None


def test_status_bar_names_the_hex_under_the_mouse(qtbot, window):
    qtbot.mouseMove(window.view.viewport(), _pos(window, "D2"))
    qtbot.waitUntil(lambda: window.hex_label.text() != "")
    assert window.hex_label.text() == "D2: Woods, level 0"
    qtbot.mouseMove(window.view.viewport(), _pos(window, "E1"))
    qtbot.waitUntil(lambda: window.hex_label.text().startswith("E1"))
    assert window.hex_label.text() == "E1: Open Ground, level 1"


def test_dragging_pans_instead_of_clicking(qtbot, window):
    window.view.zoom_by(4.0)
    bar = window.view.horizontalScrollBar()
    assert bar.maximum() > 0
    bar.setValue(bar.maximum() // 2)
    before = bar.value()
    vp = window.view.viewport()
    start = QPoint(vp.width() // 2, vp.height() // 2)
    qtbot.mousePress(vp, Qt.MouseButton.LeftButton, pos=start)
    for dx in (10, 40, 80):
        qtbot.mouseMove(vp, start + QPoint(dx, 0))
    qtbot.mouseRelease(vp, Qt.MouseButton.LeftButton, pos=start + QPoint(80, 0))
    assert bar.value() == before - 80
    assert window.los_origin is None  # a drag is not a click


def test_zoom_actions(qtbot, window):
    z = window.view.zoom()
    window.zoom_in_action.trigger()
    assert window.view.zoom() == pytest.approx(z * 1.25)
    window.zoom_out_action.trigger()
    window.zoom_out_action.trigger()
    assert window.view.zoom() == pytest.approx(z / 1.25)
    window.view.setFocus()
    qtbot.keyClick(window.view, Qt.Key.Key_Plus)
    assert window.view.zoom() == pytest.approx(z)
    window.fit_action.trigger()
    shown = window.view.mapToScene(window.view.viewport().rect()).boundingRect()
    assert shown.contains(window.scene.sceneRect().adjusted(1, 1, -1, -1))


def test_hex_id_toggle_reaches_the_map_item(window):
    # the map caches itself, in tiles per zoom level (cc_desktop.ui.imagecache), not in Qt's item cache
    assert window.scene.map_item.caching and window.scene.map_item.cacheMode() == QGraphicsItem.CacheMode.NoCache
    assert window.scene.map_item.options.hex_ids is True
    window.hex_ids_action.trigger()
    assert window.scene.map_item.options.hex_ids is False
    window.hex_ids_action.trigger()
    assert window.scene.map_item.options.hex_ids is True


def test_broken_map_file_shows_an_error_and_keeps_the_map(qtbot, window, tmp_path, monkeypatch):
    broken = tmp_path / "broken.json"
    broken.write_text('{"format": "cc-desktop-map", ', encoding="utf-8")
    shown = []
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(broken), "Map files (*.json)"))
    monkeypatch.setattr(QMessageBox, "critical", lambda parent, title, text, *a, **k: shown.append((title, text)))
    old = window.board
    window.open_action.trigger()
    assert len(shown) == 1
    title, text = shown[0]
    assert title == "Cannot open the map"
    assert str(broken) in text and "not valid JSON" in text
    assert window.board is old and window.scene.map_item.board is old
    # a schema-valid JSON that is not a map is reported the same way
    broken.write_text(json.dumps({"format": "cc-desktop-map"}), encoding="utf-8")
    window.open_action.trigger()
    assert len(shown) == 2 and window.board is old


def test_open_a_valid_map(qtbot, window, tmp_path, monkeypatch):
    data = MapBuilder(5, 4, id="other", name="Other map").area("orchard", "C2").to_data()
    path = tmp_path / "other.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(path), ""))
    monkeypatch.setattr(QMessageBox, "critical", lambda *a, **k: pytest.fail("no error expected"))
    _click(qtbot, window, "B2")
    window.open_action.trigger()
    assert window.board.id == "other" and window.board.grid.columns == 5
    assert window.scene.map_item.board is window.board
    assert window.los_origin is None and window.scene.origin_item is None
    assert "Other map" in window.windowTitle()
    # cancelling the dialog changes nothing
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: ("", ""))
    assert window.open_map_dialog() is False and window.board.id == "other"


def test_scene_without_board_and_main_with_a_bad_path(qapp, capsys, tmp_path):
    scene = MapScene()
    assert scene.map_item is None
    with pytest.raises(RuntimeError):
        scene.show_los_origin("A1")
    assert viewer_module.main([str(tmp_path / "missing.json")]) == 2
    assert "file not found" in capsys.readouterr().err
