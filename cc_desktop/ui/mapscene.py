"""The map as a ``QGraphicsScene``: one item for the map (painted by :class:`MapPainter`) and
one for the LOS overlay (rule 10).  Counters and markers will be further items above them."""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsEllipseItem, QGraphicsItem, QGraphicsScene, QStyleOptionGraphicsItem, QWidget,
)

if TYPE_CHECKING:  # the painter (NumPy, Shapely) is imported with the first board, not with the window
    from cc_desktop.ui.mappainter import MapOptions

MAP_Z = 0.0
LOS_Z = 100.0
LOS_ORIGIN_COLOUR = QColor("#1d4f91")  # the firer's hex while the LOS tool waits for a target


class MapItem(QGraphicsItem):
    """The whole map in map coordinates (a hex is 100 units high), cached in tiles per zoom level
    (:class:`~cc_desktop.ui.imagecache.TileCache`: a new zoom level or a pan shows at once, from
    the tiles there are, and is sharp a few frames later).  ``caching = False``: painted
    directly, as a QGraphicsScene.render or a rotated view always is."""

    def __init__(self, board, options: MapOptions | None = None, parent: QGraphicsItem | None = None):
        super().__init__(parent)
        from cc_desktop.ui.mappainter import MapPainter

        self.board = board
        prepared = _PREPARED.pop(id(board), None)
        if prepared is not None and prepared[0] is board:
            self.map_painter = prepared[1]
            if options is not None:
                self.map_painter.options = options
        else:
            self.map_painter = MapPainter(board, options)
        from cc_desktop.ui.imagecache import TileCache
        from cc_desktop.ui.mappainter import MARGIN_COLOUR

        self.caching = True
        self.tiles = TileCache(self, self.map_painter.bounds(), self.map_painter.paint,
                               (self.map_painter.map_rect, self.map_painter.level_colour(0), QColor(MARGIN_COLOUR)))
        # the exposed part of the map in each paint (not the whole map): only its tiles are drawn
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemUsesExtendedStyleOption, True)
        self.setZValue(MAP_Z)

    @property
    def options(self) -> MapOptions:
        return self.map_painter.options

    def set_option(self, name: str, value: bool) -> None:
        """Switch one :class:`MapOptions` flag (e.g. ``hex_ids``) and repaint."""
        if not hasattr(self.map_painter.options, name):
            raise AttributeError(f"no map option {name!r}")
        setattr(self.map_painter.options, name, value)
        self.tiles.clear()
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        return self.map_painter.bounds()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        from cc_desktop.ui.imagecache import device_scale, level_of

        exposed = option.exposedRect if option is not None else None
        scale = device_scale(painter) if self.caching and widget is not None and exposed is not None else None
        if scale is None:
            self.map_painter.paint(painter, exposed)
            return
        self.tiles.paint(painter, exposed, level_of(scale[0]), scale[1])

    def want(self, view) -> None:
        """Ask for the tiles ``view`` shows now (before it paints them: a game started behind the
        hand-over screen, a zoom or a fit)."""
        t = self.deviceTransform(view.viewportTransform())
        if not self.caching or not t.isAffine() or t.isRotating() or t.m11() <= 0:
            return
        visible = view.mapToScene(view.viewport().rect()).boundingRect()
        self.tiles.want(t, view.viewport().devicePixelRatioF(), self.mapFromScene(visible).boundingRect())


#: id(board) -> (board, its MapPainter built in the background), taken by the next MapItem of it
_PREPARED: dict[int, tuple] = {}


def prepare_painter(board):
    """The painter of ``board``'s map (its geometry turned into paths: a third of a second for a
    real map), built without touching a widget: the launcher calls it in the background."""
    from cc_desktop.ui.mappainter import MapPainter

    return MapPainter(board)


def adopt_painter(board, painter) -> None:
    """The next :class:`MapItem` of ``board`` uses ``painter`` (from :func:`prepare_painter`)."""
    _PREPARED[id(board)] = (board, painter)


class LosOverlayItem(QGraphicsItem):
    """Shows one :class:`~cc_desktop.board.los.LosResult` as :func:`paint_los` draws it."""

    def __init__(self, board, result, parent: QGraphicsItem | None = None):
        super().__init__(parent)
        self.board = board
        self.result = result
        self.setZValue(LOS_Z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        from cc_desktop.ui.mappainter import los_bounds

        return los_bounds(self.board, self.result)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        from cc_desktop.ui.mappainter import paint_los

        paint_los(painter, self.board, self.result)


class MapScene(QGraphicsScene):
    """Holds the map item of one board and at most one LOS overlay."""

    def __init__(self, board=None, parent=None):
        super().__init__(parent)
        self.board = None
        self.map_item: MapItem | None = None
        self.los_item: LosOverlayItem | None = None
        self.origin_item: QGraphicsEllipseItem | None = None
        if board is not None:
            self.set_board(board)

    def set_board(self, board, options: MapOptions | None = None) -> None:
        """Show another board (drops the LOS overlay); keeps the display options unless given."""
        self.clear_los()
        if self.map_item is not None:
            options = options or dataclasses.replace(self.map_item.options)
            self.map_item.tiles.clear()
            self.removeItem(self.map_item)
        self.board = board
        self.map_item = MapItem(board, options)
        self.addItem(self.map_item)
        self.setSceneRect(self.map_item.boundingRect())

    def show_los(self, result) -> LosOverlayItem:
        """Draw a LOS result (replacing the previous one)."""
        if self.board is None:
            raise RuntimeError("no board to draw a LOS on")
        self.clear_los()
        self.los_item = LosOverlayItem(self.board, result)
        self.addItem(self.los_item)
        return self.los_item

    def show_los_origin(self, hex_id: str) -> QGraphicsEllipseItem:
        """Ring the firer's hex while the LOS tool waits for the target hex."""
        if self.board is None:
            raise RuntimeError("no board to draw a LOS on")
        from cc_desktop.ui.mappainter import LOS_END_RADIUS

        self.clear_los()
        x, y = self.board.grid.centre(hex_id)
        r = LOS_END_RADIUS
        self.origin_item = QGraphicsEllipseItem(x - r, y - r, 2 * r, 2 * r)
        self.origin_item.setPen(QPen(LOS_ORIGIN_COLOUR, 3.0))
        self.origin_item.setZValue(LOS_Z)
        self.origin_item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.addItem(self.origin_item)
        return self.origin_item

    def clear_los(self) -> None:
        """Remove the LOS overlay and the origin ring, if any."""
        for name in ("los_item", "origin_item"):
            item = getattr(self, name)
            if item is not None:
                self.removeItem(item)
                setattr(self, name, None)
