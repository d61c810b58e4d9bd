"""A window that shows one map: zoom, pan, the hex under the mouse and a line-of-sight tool.

The LOS tool (rule 10): click the firer's hex, then the target hex; the line is drawn from centre
dot to centre dot (green clear, yellow hindered, red blocked up to the first point of contact)
and the verdict with its reasons is listed in the side panel.  Esc clears it.
"""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QPoint, QPointF, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import (
    QAction, QBrush, QColor, QFont, QFontMetricsF, QKeySequence, QMouseEvent, QPainter, QPainterPath, QPen,
    QPixmapCache, QPolygonF, QWheelEvent,
)
from PySide6.QtWidgets import (
    QApplication, QDockWidget, QFileDialog, QGraphicsItem, QGraphicsView, QLabel, QMainWindow, QMessageBox,
    QPlainTextEdit, QStyleOptionGraphicsItem, QWidget,
)

from cc_desktop import resources
from cc_desktop.ui.names import map_name
from cc_desktop.ui.fonts import load_bundled_fonts, ui_font
from cc_desktop.ui.mapscene import LosOverlayItem, MapItem, MapScene

ZOOM_STEP = 1.25  # per key press / menu action; the wheel uses a notch = 120 units
WHEEL_STEP = 1.15
MIN_ZOOM = 0.08  # view scale: pixels per map unit
MAX_ZOOM = 8.0
PIXMAP_CACHE_KB = 96 * 1024
DOCK_WIDTH = 300  # the LOS panel, pixels
VIEW_BACKGROUND = "#2b2c25"  # around the map's frame  # the map item caches its rendering per zoom level


REACH_Z = 5.0  # over the map and its hex ids, under the markers (8) and the counters (50)
REACH_LABEL_Z = 55.0  # the MP labels: over collapsed stacks, under a fanned one (150) and the drag
REACH_FILL = QColor(255, 230, 90, 48)
REACH_EDGE = QColor(255, 210, 40, 210)
REACH_START = QColor(80, 200, 255, 120)
REACH_DIM = QColor(12, 12, 10, 120)
REACH_LABEL_FILL = QColor(28, 27, 22, 225)
REACH_LABEL_TEXT = QColor(255, 236, 140)


def _hex_path(grid, hex_ids) -> QPainterPath:
    path = QPainterPath()
    path.setFillRule(Qt.FillRule.WindingFill)
    for h in hex_ids:
        path.addPolygon(QPolygonF([QPointF(x, y) for x, y in grid.corners(h)]))
        path.closeSubpath()
    return path


class ReachOverlayItem(QGraphicsItem):
    """While a unit (or a group) is dragged: the hexes it can reach lit, each with its MP cost
    in a small label at the bottom of the hex, the hex it starts from in blue and every other hex
    of the map dimmed (O21.1).  ``costs`` is {hex: MP}; without costs (set-up zones) the hexes
    are lit without labels.  One item paints it all; the labels are a second item above the
    counters (:attr:`labels_item`), so a friendly stack does not hide its hex's cost."""

    def __init__(self, grid, hexes, costs: dict[str, int] | None = None, start: str | None = None,
                 dim: bool = True, parent: QGraphicsItem | None = None):
        super().__init__(parent)
        self.grid = grid
        self.hexes = set(hexes)
        self.costs = dict(costs or {})
        self.start = start
        self.dim = dim
        lit = self.hexes - {start}
        self._lit = _hex_path(grid, sorted(lit))
        self._start = _hex_path(grid, [start]) if start and start in grid else QPainterPath()
        self._dim = _hex_path(grid, [h for h in grid.ids if h not in self.hexes and h != start]) if dim \
            else QPainterPath()
        self._rect = QRectF(-60, -60, grid.width + 120, grid.height + 120)
        self.setZValue(REACH_Z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.labels_item = _ReachLabels(self) if self.costs else None

    @property
    def labels(self) -> dict[str, str]:
        """{hex: the text of its label} ("2 MP"), as drawn."""
        return {h: mp_label(c) for h, c in self.costs.items() if h in self.hexes and h != self.start}

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        return self._rect

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        if self.dim:
            painter.fillPath(self._dim, REACH_DIM)
        painter.fillPath(self._lit, REACH_FILL)
        painter.fillPath(self._start, REACH_START)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(REACH_EDGE, 2.5))
        painter.drawPath(self._lit)
        painter.setPen(QPen(QColor(80, 200, 255, 230), 3.0))
        painter.drawPath(self._start)


def mp_label(cost: int) -> str:
    return QCoreApplication.translate("MapView", "{0} MP").format(cost)


class _ReachLabels(QGraphicsItem):
    """The MP labels of a :class:`ReachOverlayItem` (drawn over collapsed stacks)."""

    def __init__(self, overlay: ReachOverlayItem):
        super().__init__()
        self.overlay = overlay
        self.font = QFont()
        self.font.setBold(True)
        self.font.setPixelSize(15)
        metrics = QFontMetricsF(self.font)
        self._boxes = []
        for h, text in sorted(overlay.labels.items()):
            cx, cy = overlay.grid.centre(h)
            w = metrics.horizontalAdvance(text) + 10
            self._boxes.append((QRectF(cx - w / 2, cy + 28, w, 19), text))
        self._rect = overlay.boundingRect()
        self.setZValue(REACH_LABEL_Z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        return self._rect

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setFont(self.font)
        for rect, text in self._boxes:
            painter.setPen(QPen(REACH_EDGE, 1.2))
            painter.setBrush(REACH_LABEL_FILL)
            painter.drawRoundedRect(rect, 6, 6)
            painter.setPen(REACH_LABEL_TEXT)
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)


class MapView(QGraphicsView):
    """The map canvas: wheel and +/- zoom, drag to pan, reports the hex under the mouse and
    clicks on hexes (a press and release without dragging)."""

    hexHovered = Signal(str)  # hex id, or "" off the map
    hexClicked = Signal(str)
    cancelled = Signal()  # Esc

    def __init__(self, scene: MapScene, parent=None):
        super().__init__(scene, parent)
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform
                            | QPainter.RenderHint.TextAntialiasing)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.setResizeAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
        self.setDragMode(QGraphicsView.DragMode.NoDrag)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setBackgroundBrush(QColor(VIEW_BACKGROUND))
        self.setMouseTracking(True)
        self.viewport().setMouseTracking(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self._press: QPoint | None = None
        self._press_button = Qt.MouseButton.NoButton
        self._last: QPoint | None = None
        self._panning = False
        self._hovered = ""
        self.fitted = False  # the map fits the view, and fits it again when the view is resized
        self.tool_cursor: Qt.CursorShape | None = None  # a map tool's cursor (maptools), kept after a pan
        self._want_timer = QTimer(self)
        self._want_timer.setSingleShot(True)
        self._want_timer.setInterval(0)
        self._want_timer.timeout.connect(self.want_map)
        self.horizontalScrollBar().valueChanged.connect(self._scrolled)
        self.verticalScrollBar().valueChanged.connect(self._scrolled)

    # -- zoom ----------------------------------------------------------------------------------
    def zoom(self) -> float:
        return self.transform().m11()

    def zoom_by(self, factor: float) -> None:
        target = min(MAX_ZOOM, max(MIN_ZOOM, self.zoom() * factor))
        self.fitted = False  # the player's zoom stays when the window changes size
        if self.zoom() > 0:
            f = target / self.zoom()
            self.scale(f, f)
            self.want_map()

    def zoom_in(self) -> None:
        self.zoom_by(ZOOM_STEP)

    def zoom_out(self) -> None:
        self.zoom_by(1 / ZOOM_STEP)

    def fit(self) -> None:
        """The whole map in the view; it keeps fitting the view when the view changes size (the
        window resized, a dock shown or moved) until the player zooms."""
        self.fitted = True
        rect = self.sceneRect()
        if rect.isEmpty() or self.viewport().width() < 2 or self.viewport().height() < 2:
            return
        self.fitInView(rect, Qt.AspectRatioMode.KeepAspectRatio)
        self.want_map()

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt API
        super().resizeEvent(event)
        if self.fitted:
            self.fit()

    # -- the map's tiles (cc_desktop.ui.imagecache) ------------------------------------------------
    def want_map(self) -> None:
        """Ask for the map tiles shown now and around (drawn between frames)."""
        item = getattr(self.scene(), "map_item", None)
        if item is not None:
            item.want(self)

    def _scrolled(self) -> None:
        """A pan: ask for the tiles around the new place once Qt has moved the view."""
        if not self._want_timer.isActive():
            self._want_timer.start()

    def settle(self) -> None:
        """Draw every map tile and counter picture the view needs now (a picture of the window)."""
        from cc_desktop.ui.imagecache import settle

        self.want_map()
        settle()
        steps = getattr(self.window(), "first_frames", None)  # a game being shown in steps (showsteps.py)
        if steps is not None:
            steps.settle()

    def wheelEvent(self, event: QWheelEvent) -> None:  # noqa: N802 - Qt API
        delta = event.angleDelta().y()
        if delta:
            self.zoom_by(WHEEL_STEP ** (delta / 120.0))
        event.accept()

    def keyPressEvent(self, event) -> None:  # noqa: N802 - Qt API
        key = event.key()
        if key in (Qt.Key.Key_Plus, Qt.Key.Key_Equal):
            self.zoom_in()
        elif key == Qt.Key.Key_Minus:
            self.zoom_out()
        elif key == Qt.Key.Key_0:
            self.fit()
        elif key == Qt.Key.Key_Escape:
            self.cancelled.emit()
        else:
            super().keyPressEvent(event)

    # -- hexes under the mouse -----------------------------------------------------------------
    def hex_at(self, pos: QPoint | QPointF) -> str | None:
        """The hex at a viewport position, or None."""
        scene = self.scene()
        if not isinstance(scene, MapScene) or scene.board is None:
            return None
        p = self.mapToScene(pos.toPoint() if isinstance(pos, QPointF) else pos)
        return scene.board.grid.hex_at(p.x(), p.y())

    def _on_empty_map(self, pos: QPoint) -> bool:
        """True where a press belongs to the map (no counter or other item is there)."""
        return all(isinstance(item, (MapItem, LosOverlayItem)) or not item.acceptedMouseButtons()
                   for item in self.items(pos))

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt API
        button = event.button()
        if button in (Qt.MouseButton.LeftButton, Qt.MouseButton.MiddleButton) and self._on_empty_map(event.position().toPoint()):
            self._press = self._last = event.position().toPoint()
            self._press_button = button
            self._panning = button == Qt.MouseButton.MiddleButton
            if self._panning:
                self.viewport().setCursor(Qt.CursorShape.ClosedHandCursor)
            event.accept()
            return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt API
        pos = event.position().toPoint()
        if self._press is not None:
            if not self._panning and (pos - self._press).manhattanLength() >= QApplication.startDragDistance():
                self._panning = True
                self.viewport().setCursor(Qt.CursorShape.ClosedHandCursor)
            if self._panning and self._last is not None:
                d = pos - self._last
                self.horizontalScrollBar().setValue(self.horizontalScrollBar().value() - d.x())
                self.verticalScrollBar().setValue(self.verticalScrollBar().value() - d.y())
            self._last = pos
            event.accept()
        else:
            super().mouseMoveEvent(event)
        scene = self.scene()
        if scene is not None and scene.mouseGrabberItem() is not None and event.buttons():
            return  # a counter is being dragged: its preview owns the status bar, not the hover
        hovered = self.hex_at(pos) or ""
        if hovered != self._hovered:
            self._hovered = hovered
            self.hexHovered.emit(hovered)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt API
        if self._press is not None and event.button() == self._press_button:
            clicked = not self._panning and self._press_button == Qt.MouseButton.LeftButton
            self._press = self._last = None
            self._panning = False
            if self.tool_cursor is not None:
                self.viewport().setCursor(self.tool_cursor)
            else:
                self.viewport().unsetCursor()
            event.accept()
            if clicked:
                hex_id = self.hex_at(event.position().toPoint())
                if hex_id:
                    self.hexClicked.emit(hex_id)
            return
        super().mouseReleaseEvent(event)

    def leaveEvent(self, event) -> None:  # noqa: N802 - Qt API
        if self._hovered:
            self._hovered = ""
            self.hexHovered.emit("")
        super().leaveEvent(event)


class MapViewer(QMainWindow):
    """A main window showing one board, with the LOS tool."""

    def __init__(self, board=None, parent=None):
        super().__init__(parent)
        load_bundled_fonts()
        if QPixmapCache.cacheLimit() < PIXMAP_CACHE_KB:
            QPixmapCache.setCacheLimit(PIXMAP_CACHE_KB)
        self.board = None
        self.los_origin: str | None = None
        self.los_result = None
        self._fitted = False

        self.scene = MapScene(parent=self)
        self.view = MapView(self.scene, self)
        self.setCentralWidget(self.view)
        self.view.hexHovered.connect(self._on_hex_hovered)
        self.view.hexClicked.connect(self.on_hex_clicked)
        self.view.cancelled.connect(self.clear_los)

        self.los_text = QPlainTextEdit(self)
        self.los_text.setReadOnly(True)
        self.los_text.setFont(ui_font(9))
        self.los_text.setPlaceholderText(self.tr("Click a hex, then another hex, to check the line of sight."))
        self.los_dock = QDockWidget(self.tr("Line of sight"), self)
        self.los_dock.setObjectName("los-dock")
        self.los_dock.setWidget(self.los_text)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.los_dock)
        self.resizeDocks([self.los_dock], [DOCK_WIDTH], Qt.Orientation.Horizontal)

        self.hex_label = QLabel(self)
        self.statusBar().addPermanentWidget(self.hex_label)
        self._build_menus()
        self.resize(1200, 860)
        self.setWindowTitle(self.tr("Map viewer"))
        if board is not None:
            self.set_board(board)

    # -- menus -----------------------------------------------------------------------------------
    def _build_menus(self) -> None:
        file_menu = self.menuBar().addMenu(self.tr("&File"))
        self.open_action = QAction(self.tr("&Open map…"), self)
        self.open_action.setShortcut(QKeySequence.StandardKey.Open)
        self.open_action.triggered.connect(self.open_map_dialog)
        file_menu.addAction(self.open_action)
        file_menu.addSeparator()
        self.quit_action = QAction(self.tr("&Close"), self)
        self.quit_action.setShortcut(QKeySequence.StandardKey.Close)
        self.quit_action.triggered.connect(self.close)
        file_menu.addAction(self.quit_action)

        view_menu = self.menuBar().addMenu(self.tr("&View"))
        self.zoom_in_action = QAction(self.tr("Zoom &in"), self)
        self.zoom_in_action.setShortcut(QKeySequence.StandardKey.ZoomIn)
        self.zoom_in_action.triggered.connect(self.view.zoom_in)
        self.zoom_out_action = QAction(self.tr("Zoom &out"), self)
        self.zoom_out_action.setShortcut(QKeySequence.StandardKey.ZoomOut)
        self.zoom_out_action.triggered.connect(self.view.zoom_out)
        self.fit_action = QAction(self.tr("&Fit map to window"), self)
        self.fit_action.setShortcut(QKeySequence("Ctrl+0"))
        self.fit_action.triggered.connect(self.view.fit)
        self.hex_ids_action = QAction(self.tr("Show hex &ids"), self)
        self.hex_ids_action.setCheckable(True)
        self.hex_ids_action.setChecked(True)
        self.hex_ids_action.toggled.connect(self.set_hex_ids_visible)
        self.clear_los_action = QAction(self.tr("&Clear line of sight"), self)
        self.clear_los_action.setShortcut(QKeySequence(Qt.Key.Key_Escape))
        self.clear_los_action.triggered.connect(self.clear_los)
        for action in (self.zoom_in_action, self.zoom_out_action, self.fit_action):
            view_menu.addAction(action)
        view_menu.addSeparator()
        view_menu.addAction(self.hex_ids_action)
        view_menu.addAction(self.clear_los_action)
        view_menu.addSeparator()
        view_menu.addAction(self.los_dock.toggleViewAction())

    # -- the board -------------------------------------------------------------------------------
    def set_board(self, board) -> None:
        self.clear_los()
        self.board = board
        self.scene.set_board(board)
        self.scene.map_item.set_option("hex_ids", self.hex_ids_action.isChecked())
        self.setWindowTitle(self.tr("{name} - Map viewer").format(name=map_name(board.id, board.name)))
        self.view.fit()
        if board.warnings:
            self.statusBar().showMessage(self.tr("The map has {n} warning(s).").format(n=len(board.warnings)), 8000)

    def open_map(self, path: str | Path) -> bool:
        """Load a map file and show it; on any error keep the current map and say why."""
        from cc_desktop.board.mapfile import load_map

        try:
            board = load_map(path)
        except Exception as exc:  # noqa: BLE001 - a broken file must never close the window
            QMessageBox.critical(self, self.tr("Cannot open the map"),
                                 self.tr("The map file {path} could not be opened:\n\n{reason}").format(
                                     path=str(path), reason=str(exc)))
            return False
        self.set_board(board)
        return True

    def open_map_dialog(self) -> bool:
        start = str(Path(self.board.source).parent) if self.board is not None and Path(self.board.source).is_file() \
            else str(resources.MAPS)
        path, _filter = QFileDialog.getOpenFileName(self, self.tr("Open map"), start,
                                                    self.tr("Map files (*.json);;All files (*)"))
        if not path:
            return False
        return self.open_map(path)

    def set_hex_ids_visible(self, visible: bool) -> None:
        if self.scene.map_item is not None:
            self.scene.map_item.set_option("hex_ids", visible)

    # -- status bar ------------------------------------------------------------------------------
    def hex_summary(self, hex_id: str) -> str:
        """``C4: Woods, level 1`` for the status bar."""
        h = self.board.hex(hex_id)
        terrain = self.board.chart.name_of(h.effective_terrain)
        return self.tr("{hex}: {terrain}, level {level}").format(hex=hex_id, terrain=terrain, level=h.level)

    def _on_hex_hovered(self, hex_id: str) -> None:
        self.hex_label.setText(self.hex_summary(hex_id) if hex_id and self.board is not None else "")

    # -- the LOS tool (rule 10) ------------------------------------------------------------------
    def on_hex_clicked(self, hex_id: str) -> None:
        if self.board is None:
            return
        if self.los_origin is None:
            self.clear_los()
            self.los_origin = hex_id
            self.scene.show_los_origin(hex_id)
            self.statusBar().showMessage(self.tr("Line of sight from {hex}: click the target hex (Esc cancels).")
                                         .format(hex=hex_id))
            return
        self.show_los(self.los_origin, hex_id)

    def show_los(self, a: str, b: str):
        """Check and draw the LOS from hex a to hex b; the reasons go to the side panel."""
        self.los_origin = None
        try:
            result = self.board.los(a, b)
        except (ValueError, KeyError) as exc:
            self.scene.clear_los()
            self.los_text.setPlainText(str(exc))
            return None
        self.los_result = result
        self.scene.show_los(result)
        self.los_text.setPlainText(result.describe(self.board.chart))
        self.statusBar().showMessage(self.tr("Line of sight {a} to {b}: {verdict}").format(
            a=a, b=b, verdict=self._verdict(result.los)), 8000)
        return result

    def _verdict(self, los: str) -> str:
        return {"clear": self.tr("clear"), "hindered": self.tr("hindered"), "blocked": self.tr("blocked")}.get(los, los)

    def clear_los(self) -> None:
        self.los_origin = None
        self.los_result = None
        self.scene.clear_los()
        self.los_text.clear()
        self.statusBar().clearMessage()

    # -- events ----------------------------------------------------------------------------------
    def showEvent(self, event) -> None:  # noqa: N802 - Qt API
        super().showEvent(event)
        if not self._fitted and self.board is not None:
            self._fitted = True
            self.view.fit()

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt API
        super().resizeEvent(event)
        if not self._fitted:
            self.view.fit()


def main(argv: list[str] | None = None) -> int:
    """Open a viewer window on the map file ``argv[0]`` (or an empty window); returns the exit code.
    A map that cannot be loaded is reported on stderr (exit code 2)."""
    args = list(sys.argv[1:] if argv is None else argv)
    app = QApplication.instance() or QApplication([sys.argv[0] if sys.argv else "cc-desktop"])
    load_bundled_fonts()
    app.setFont(ui_font(10))
    board = None
    if args:
        from cc_desktop.board.mapfile import load_map

        try:
            board = load_map(args[0])
        except Exception as exc:  # noqa: BLE001 - reported, not raised, like every CLI error
            print(exc, file=sys.stderr)
            return 2
    window = MapViewer(board)
    window.show()
    return app.exec()
