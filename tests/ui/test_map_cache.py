"""Zoom and pan at 60 frames a second (issue 13, item 5): the map in tiles per zoom level, the
counters in pictures per look and level (cc_desktop.ui.imagecache), and the map painter drawing a
part of the map for the price of that part.  What the caches show, once sharp, is what a direct
paint draws; a new zoom level shows at once from what the caches have, without drawing.

"The same pixels" is within a tolerance: a cached picture is drawn on a transparent background at
a quarter-pixel phase, then laid on the page, where a direct paint draws on the page at the exact
phase; text and thin dashes differ by a few levels along their edges."""


from __future__ import annotations

import numpy as np
import pytest
from PySide6.QtCore import QPoint, QPointF, QRectF, Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget

from cc_desktop.ui import imagecache
from cc_desktop.ui.counters import CounterItem, MarkerItem, UnitView
from cc_desktop.ui.fonts import load_bundled_fonts
from cc_desktop.ui.imagecache import PIECES, TILE, IdleWork, level_of
from cc_desktop.ui.mappainter import MapPainter
from cc_desktop.ui.mapscene import MapItem, MapScene
from cc_desktop.ui.viewer import MapView

pytestmark = pytest.mark.qt


def _close(a: np.ndarray, b: np.ndarray) -> tuple[float, float]:
    """(mean difference, share of pixels off by more than 64 levels in a channel)."""
    diff = np.abs(a - b)
    return float(diff.mean()), float((diff.max(axis=2) > 64).mean())


def _array(image: QImage) -> np.ndarray:
    image = image.convertToFormat(QImage.Format.Format_ARGB32)
    arr = np.frombuffer(image.constBits(), dtype=np.uint8).reshape(image.height(), image.bytesPerLine())
    return arr[:, : image.width() * 4].reshape(image.height(), image.width(), 4).astype(int)


def _paint(item, widget, scale: float, origin: tuple[int, int], size=(700, 500)) -> np.ndarray:
    """``item`` painted as a view on the screen paints it (``widget`` given: the caches are used)
    at ``scale``, the device pixel ``origin`` at the image's corner."""
    image = QImage(size[0], size[1], QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.white)
    p = QPainter(image)
    p.translate(-origin[0], -origin[1])
    p.scale(scale, scale)
    option = QStyleOptionGraphicsItem()
    option.exposedRect = p.worldTransform().inverted()[0].mapRect(QRectF(0, 0, *size)).intersected(item.boundingRect())
    item.paint(p, option, widget)
    p.end()
    return _array(image)


@pytest.fixture
def map_item(qapp, demo_board):
    load_bundled_fonts()
    scene = MapScene(demo_board)
    yield scene.map_item
    scene.map_item.tiles.clear()


def test_the_cached_map_is_the_map_painted_directly(map_item):
    widget = QWidget()
    for scale, origin in ((0.55, (-20, -30)), (1.37, (300, 410)), (2.6, (1100, 900))):
        map_item.caching = False
        direct = _paint(map_item, widget, scale, origin)
        map_item.caching = True
        _paint(map_item, widget, scale, origin)  # asks for the tiles
        map_item.tiles.settle()
        cached = _paint(map_item, widget, scale, origin)
        mean, off = _close(cached, direct)
        assert mean < 1.0 and off < 0.005, (scale, mean, off)
        assert direct.std() > 20  # a map, not a blank


def test_a_new_zoom_level_shows_at_once_then_sharp(map_item):
    widget = QWidget()
    _paint(map_item, widget, 1.0, (100, 100))
    map_item.tiles.settle()
    drawn = map_item.tiles.rendered
    first = _paint(map_item, widget, 1.15, (130, 130))  # a wheel step
    assert map_item.tiles.rendered == drawn  # no tile was drawn for that frame
    assert map_item.tiles.pending() > 0
    map_item.caching = False
    direct = _paint(map_item, widget, 1.15, (130, 130))
    map_item.caching = True
    soft, _ = _close(first, direct)
    assert soft < 12  # the other level's tiles, scaled: near, not yet exact
    map_item.tiles.settle()
    sharp, off = _close(_paint(map_item, widget, 1.15, (130, 130)), direct)
    assert sharp < 1.0 and off < 0.005 and sharp < soft


def test_where_no_level_has_tiles_the_ground_is_drawn(map_item):
    widget = QWidget()
    first = _paint(map_item, widget, 0.8, (0, 0))
    field = map_item.map_painter.map_rect
    # a point of the hex field shows the ground's colour, not the white page
    x, y = int(field.center().x() * 0.8), int(field.center().y() * 0.8)
    b, g, r, _a = first[y, x]
    colour = map_item.map_painter.level_colour(0)
    assert (r, g, b) == (colour.red(), colour.green(), colour.blue())


def test_a_part_of_the_map_is_painted_as_the_whole_map_paints_it(demo_board):
    """MapPainter.paint(rect) skips what misses ``rect`` and draws what it keeps as the whole
    map does (dashes laid out once, chunks drawn whole): tiles side by side are the map."""
    load_bundled_fonts()
    painter = MapPainter(demo_board)
    bounds = painter.bounds()
    for scale in (0.6, 1.7):
        w, h = int(bounds.width() * scale) + 1, int(bounds.height() * scale) + 1

        def render(x0, y0, width, height, part=None):
            image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
            image.fill(Qt.GlobalColor.transparent)
            p = QPainter(image)
            p.translate(-x0, -y0)
            p.scale(scale, scale)
            p.translate(-bounds.left(), -bounds.top())
            painter.paint(p, part)
            p.end()
            return _array(image)

        whole = render(0, 0, w, h)
        tiles = np.zeros_like(whole)
        for y in range(0, h, TILE):
            for x in range(0, w, TILE):
                part = QRectF(bounds.left() + x / scale, bounds.top() + y / scale, TILE / scale, TILE / scale)
                tile = render(x, y, TILE, TILE, part)
                tiles[y:y + TILE, x:x + TILE] = tile[: min(TILE, h - y), : min(TILE, w - x)]
        diff = np.abs(tiles - whole)
        # (the few pixels apart are the edges of some hex ids' letters)
        assert diff.mean() < 0.02 and (diff.max(axis=2) > 16).mean() < 5e-4, (scale, diff.mean())


def test_options_and_a_new_board_drop_the_tiles(qapp, demo_board, los_board):
    load_bundled_fonts()
    scene = MapScene(demo_board)
    widget = QWidget()
    _paint(scene.map_item, widget, 0.7, (0, 0))
    scene.map_item.tiles.settle()
    assert any(tiles for grid, tiles in scene.map_item.tiles.levels.items() if grid[0] == level_of(0.7))
    scene.map_item.set_option("hex_ids", False)
    assert not scene.map_item.tiles.levels and scene.map_item.tiles.pending() == 0
    _paint(scene.map_item, widget, 0.7, (0, 0))
    old = scene.map_item
    scene.set_board(los_board)
    assert old.tiles.pending() == 0 and scene.map_item is not old
    IdleWork.get().run_all()  # nothing left that draws for the old map


def test_a_gone_map_item_leaves_no_failing_job(qapp, demo_board):
    load_bundled_fonts()
    scene = MapScene(demo_board)
    item = scene.map_item
    _paint(item, QWidget(), 0.9, (0, 0))
    tiles = item.tiles
    assert tiles.pending() > 0
    scene.clear()  # Qt deletes the item (a window closed with tiles still asked for)
    IdleWork.get().run_all()  # the jobs find the item gone and stop
    assert tiles.pending() == 0 and not tiles.levels


def test_the_tiles_kept_are_bounded(map_item, monkeypatch):
    monkeypatch.setattr(imagecache, "MAX_TILES", 40)
    widget = QWidget()
    for k in range(12):
        _paint(map_item, widget, 0.5 * 1.15 ** k, (0, 0))
        map_item.tiles.settle()
    total = sum(len(t) for t in map_item.tiles.levels.values())
    assert total <= 40 + len(map_item.tiles.levels[map_item.tiles.current])
    assert map_item.tiles.current in map_item.tiles.levels and map_item.tiles.base in map_item.tiles.levels


def _unit(**kw) -> UnitView:
    base = dict(id="u1", side="axis", colour="#6b6f5a", kind="squad", name="Rifle Squad", fp=5, range=5, move=4,
                morale=7)
    base.update(kw)
    return UnitView(**base)


def test_pieces_are_drawn_from_pictures_per_look_and_level(qapp):
    load_bundled_fonts()
    widget = QWidget()
    a, b = CounterItem(_unit()), CounterItem(_unit(id="u2"))
    marker = MarkerItem("smoke", 3)
    before = PIECES.rendered
    for item in (a, b, marker):
        item.caching = False
        direct = _paint(item, widget, 2.0, (-100, -100), (200, 200))
        item.caching = True
        cached = _paint(item, widget, 2.0, (-100, -100), (200, 200))
        mean, off = _close(cached, direct)
        assert mean < 1.5 and off < 0.005, (mean, off)
    # the two squads look alike (they differ in their id alone): one picture for both
    assert PIECES.rendered - before == 2
    a.set_highlight("legal")
    _paint(a, widget, 2.0, (-100, -100), (200, 200))
    assert any(look == a.look() and grid[0] == level_of(2.0) for look, grid in PIECES.images)


def test_a_new_level_draws_pieces_scaled_until_their_picture_is_drawn(qapp, monkeypatch):
    load_bundled_fonts()
    widget = QWidget()
    item = MarkerItem("blaze")
    _paint(item, widget, 1.0, (-60, -60), (160, 160))
    monkeypatch.setattr(imagecache, "FRAME_BUDGET_MS", 0.0)  # this frame has no time left
    drawn = PIECES.rendered
    scaled = _paint(item, widget, 1.3, (-60, -60), (160, 160))
    assert PIECES.rendered == drawn and PIECES.pending() > 0
    assert scaled.std() > 10  # the marker, from the other level's picture
    PIECES.settle()
    assert PIECES.rendered == drawn + 1
    assert any(look == item.look() and grid[0] == level_of(1.3) for look, grid in PIECES.images)


def test_pan_and_zoom_in_a_view_show_the_map(qtbot, demo_board):
    """A MapView: zoom and drag-pan move the map; once settled the view shows what a direct
    paint of the same view shows."""
    load_bundled_fonts()
    scene = MapScene(demo_board)
    view = MapView(scene)
    qtbot.addWidget(view)
    view.resize(640, 480)
    view.show()
    qtbot.waitExposed(view)
    view.fit()
    view.zoom_by(2.0)
    centre = view.mapToScene(view.viewport().rect().center())
    start = QPoint(320, 240)
    qtbot.mousePress(view.viewport(), Qt.MouseButton.MiddleButton, pos=start)
    for k in range(1, 6):
        qtbot.mouseMove(view.viewport(), pos=start + QPoint(-30 * k, -20 * k))
    qtbot.mouseRelease(view.viewport(), Qt.MouseButton.MiddleButton, pos=start + QPoint(-150, -100))
    moved = view.mapToScene(view.viewport().rect().center())
    assert moved.x() > centre.x() + 40 and moved.y() > centre.y() + 20  # the map moved under the mouse
    view.settle()
    cached = _array(view.viewport().grab().toImage())
    scene.map_item.caching = False
    direct = _array(view.viewport().grab().toImage())
    mean, off = _close(cached, direct)
    assert mean < 1.0 and off < 0.005, (mean, off)
    hex_id = view.hex_at(QPointF(320, 240))
    assert hex_id == demo_board.grid.hex_at(moved.x(), moved.y())


def test_a_frame_past_its_time_for_new_pieces_shows_their_plain_shape_until_drawn(qapp, monkeypatch):
    """A fresh window's first frame has every counter new: past NEW_LOOKS_MS of drawing, a piece
    of which no picture exists shows its plain shape in its colour, and its picture is drawn
    between frames (the event loop is not held for all of them at once)."""
    load_bundled_fonts()
    widget = QWidget()
    item = MarkerItem("smoke", 2)
    item.caching = False
    direct = _paint(item, widget, 1.7, (-60, -60), (160, 160))
    item.caching = True
    PIECES.forget()
    monkeypatch.setattr(imagecache, "FRAME_BUDGET_MS", 0.0)
    monkeypatch.setattr(imagecache, "NEW_LOOKS_MS", 0.0)
    drawn = PIECES.rendered
    plain = _paint(item, widget, 1.7, (-60, -60), (160, 160))
    assert PIECES.rendered == drawn and PIECES.pending() > 0
    colours = {tuple(px) for px in plain.reshape(-1, 4)[:, :3]}
    assert len(colours) <= 40  # white, the plain colour and their antialiased edge; no lettering
    assert _close(plain, direct)[0] > 3  # not the marker yet
    PIECES.settle()
    assert PIECES.rendered == drawn + 1
    mean, off = _close(_paint(item, widget, 1.7, (-60, -60), (160, 160)), direct)
    assert mean < 1.5 and off < 0.005, (mean, off)
