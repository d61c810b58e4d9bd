"""render_map: the map drawn offscreen to a PNG, checked pixel by pixel."""

from __future__ import annotations

import sys

import numpy as np
import pytest
from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor, QFontDatabase, QFontInfo, QImage

import cc_desktop.ui as ui

from cc_desktop.board.builder import MapBuilder
from cc_desktop.ui import fonts
from cc_desktop.ui.mappainter import LOS_COLOURS, OBJECTIVE_COLOUR, MapOptions, MapPainter, map_bounds
from cc_desktop.ui.render import map_to_image, render_image, render_map

pytestmark = pytest.mark.qt


def _distance(a: QColor, b: QColor) -> int:
    return max(abs(a.red() - b.red()), abs(a.green() - b.green()), abs(a.blue() - b.blue()))


def _pixel(image: QImage, board, x: float, y: float, scale: float = 1.0) -> QColor:
    return image.pixelColor(*map_to_image(board, x, y, scale))


def _array(image: QImage) -> np.ndarray:
    """(h, w) array of 0xAARRGGBB values."""
    img = image.convertToFormat(QImage.Format.Format_ARGB32)
    arr = np.frombuffer(img.constBits(), dtype=np.uint32, count=img.height() * img.bytesPerLine() // 4)
    return arr.reshape(img.height(), img.bytesPerLine() // 4)[:, : img.width()].copy()


@pytest.fixture(scope="module")
def demo_image(qapp, demo_board, tmp_path_factory):
    out = tmp_path_factory.mktemp("render") / "demo.png"
    size = render_map(demo_board, out)
    image = QImage(str(out))
    assert not image.isNull()
    return image, size


def test_fonts_are_bundled_and_registered_once(qapp):
    assert fonts.load_bundled_fonts() == "DejaVu Sans"
    ids = fonts.registered_font_ids()
    assert sorted(p.name for p in ids) == ["DejaVuSans-Bold.ttf", "DejaVuSans.ttf", "DejaVuSansCondensed.ttf"]
    assert fonts.load_bundled_fonts() == "DejaVu Sans"
    assert fonts.registered_font_ids() == ids  # idempotent: nothing registered twice
    for path, font_id in ids.items():
        assert "DejaVu Sans" in QFontDatabase.applicationFontFamilies(font_id), path
    assert QFontInfo(fonts.map_font(11)).family() == "DejaVu Sans"
    assert QFontInfo(fonts.ui_font(10, bold=True)).bold()


def test_png_size_is_map_plus_margin_times_scale(demo_image, demo_board, tmp_path):
    image, size = demo_image
    bounds = map_bounds(demo_board.grid)
    assert size == (round(bounds.width()), round(bounds.height()))
    assert (image.width(), image.height()) == size
    # 15 columns: width = R * (1.5 * 14 + 2) = 1327.9, plus 2 * 64 of margin
    assert size == (1456, 1178)
    assert render_map(demo_board, tmp_path / "half.png", scale=0.5) == (728, 589)
    with pytest.raises(ValueError):
        render_map(demo_board, tmp_path / "bad.png", scale=0)


def test_image_is_not_blank(demo_image):
    image, _ = demo_image
    arr = _array(image)
    assert len(np.unique(arr)) > 500  # artwork, text and antialiasing, not a flat fill


def test_woods_pixel_has_the_woods_colour_family(demo_image, demo_board):
    image, _ = demo_image
    woods = QColor(demo_board.chart.terrain["woods"].colour)
    c = _pixel(image, demo_board, 270, 185)  # inside the north-west wood, clear of dots and ids
    assert demo_board.hexes["C2"].terrain == "woods"
    assert abs(c.hslHue() - woods.hslHue()) <= 15
    assert c.green() > c.red() + 20 and c.green() > c.blue() + 20
    assert _distance(c, woods) <= 40


def test_road_pixel_has_the_road_colour(demo_image, demo_board):
    image, _ = demo_image
    road = QColor(demo_board.chart.lines["road"].colour)
    # the road runs from (0, 470) to (250, 482): at x = 150 its centre line is at y = 477.2;
    # 3.5 units off the centre line is the road's own colour (the centre has a lighter stripe)
    assert _distance(_pixel(image, demo_board, 150, 480.7), road) <= 6
    assert _distance(_pixel(image, demo_board, 150, 500 - 12), road) > 40  # off the road


def test_objective_ring_is_drawn(demo_image, demo_board):
    image, _ = demo_image
    painter = MapPainter(demo_board)
    for hex_id in demo_board.objectives.values():
        assert _distance(_pixel(image, demo_board, *painter.objective_ring_point(hex_id)), OBJECTIVE_COLOUR) <= 12


def test_hill_levels_are_darker_higher_up(demo_image, demo_board):
    image, _ = demo_image
    colours = demo_board.chart.hill["colours"]
    lum = []
    for hex_id, level in (("D5", 0), ("K2", 1), ("L1", 2), ("M1", 3)):
        assert demo_board.hexes[hex_id].level == level
        x, y = demo_board.grid.centre(hex_id)
        c = _pixel(image, demo_board, x + 15, y + 12)
        assert _distance(c, QColor(colours[level])) <= 3
        lum.append(c.lightness())
    assert lum == sorted(lum, reverse=True) and len(set(lum)) == 4


def test_hexside_wall_and_water(demo_image, demo_board):
    image, _ = demo_image
    (x0, y0), (x1, y1) = demo_board.hexside("G5", "G6").segment
    wall = _pixel(image, demo_board, (x0 + x1) / 2, (y0 + y1) / 2)
    assert wall.hslSaturation() < 40  # grey stone
    assert _distance(wall, QColor(demo_board.chart.hill["colours"][0])) > 40
    water = _pixel(image, demo_board, 205, 810)  # in the pond (B8/C9)
    assert water.blue() > water.red() + 60 and water.blue() > water.green() + 30


def test_centre_dots_and_hex_ids_use_the_bundled_font(qapp, demo_board):
    with_ids = render_image(demo_board, 2.0)
    without = render_image(demo_board, 2.0, options=MapOptions(hex_ids=False))
    assert "DejaVu Sans" in QFontDatabase.families()
    x, y = demo_board.grid.centre("D5")
    # the id sits at the top of the hex: 3 units below the top side, 11 units high
    x0, y0 = map_to_image(demo_board, x - 12, y - 50, 2.0)
    x1, y1 = map_to_image(demo_board, x + 12, y - 33, 2.0)
    a = _array(with_ids)[y0:y1, x0:x1]
    b = _array(without)[y0:y1, x0:x1]
    assert (a != b).sum() > 40
    dark = ((a >> 16 & 0xFF) < 90) & ((a >> 8 & 0xFF) < 90) & ((a & 0xFF) < 90)
    assert dark.sum() > 20  # dark glyph pixels
    dot = with_ids.pixelColor(*map_to_image(demo_board, x, y, 2.0))
    assert dot.lightness() < 40  # the centre dot (10.1) is drawn


@pytest.mark.rule("10.1", "T97")
def test_los_overlay_blocked_is_red_up_to_the_contact_point(qapp, los_board, tmp_path):
    board = los_board
    result = board.los("B2", "F2")
    assert result.los == "blocked" and result.blocked_by.feature == "wall"
    bx, by = result.blocked_by.point
    size = render_map(board, tmp_path / "los.png", los=("B2", "F2"))
    image = QImage(str(tmp_path / "los.png"))
    assert (image.width(), image.height()) == size
    ax, ay = board.grid.centre("B2")
    red = _pixel(image, board, (ax + bx) / 2, (ay + by) / 2)
    assert _distance(red, LOS_COLOURS["blocked"]) <= 10
    # beyond the contact point only a faint dashed line: never the solid red
    fx, fy = board.grid.centre("F2")
    beyond = [_pixel(image, board, bx + (fx - bx) * t, by + (fy - by) * t) for t in np.linspace(0.3, 0.7, 9)]
    assert all(_distance(c, LOS_COLOURS["blocked"]) > 10 for c in beyond)
    plain = render_image(board)
    assert _distance(_pixel(plain, board, (ax + bx) / 2, (ay + by) / 2), LOS_COLOURS["blocked"]) > 60


@pytest.mark.rule("10.1", "10.3")
def test_los_overlay_clear_is_green_and_hindered_is_yellow(qapp, los_board, demo_board):
    assert los_board.los("A2", "A3").los == "clear"
    image = render_image(los_board, los=("A2", "A3"))
    (x, ya), (_, yb) = los_board.grid.centre("A2"), los_board.grid.centre("A3")
    assert _distance(_pixel(image, los_board, x, ya + 0.3 * (yb - ya)), LOS_COLOURS["clear"]) <= 10
    result = demo_board.los("A6", "K5")
    assert (result.los, result.hindrance) == ("hindered", 3)
    image = render_image(demo_board, los=("A6", "K5"))
    (xa, ya), (xb, yb) = demo_board.grid.centre("A6"), demo_board.grid.centre("K5")
    for t in (0.2, 0.5, 0.8):
        c = _pixel(image, demo_board, xa + t * (xb - xa), ya + t * (yb - ya))
        assert _distance(c, LOS_COLOURS["hindered"]) <= 10


def test_background_image_is_drawn_under_the_map(qapp, tmp_path):
    board = MapBuilder(3, 2).build()
    bg = QImage(20, 20, QImage.Format.Format_RGB32)
    bg.fill(QColor("#ff00ff"))
    assert bg.save(str(tmp_path / "bg.png"))
    board.background = {"image": "bg.png", "x": 0, "y": 0, "width": 40, "height": 40, "opacity": 1.0}
    board.source = str(tmp_path / "map.json")
    image = render_image(board)
    assert _distance(_pixel(image, board, 5, 5), QColor("#ff00ff")) <= 3  # the corner outside hex A1
    assert _distance(_pixel(image, board, 60, 60), QColor("#ff00ff")) > 100  # beyond the image
    assert _distance(_pixel(render_image(board, options=MapOptions(background=False)), board, 5, 5),
                     QColor("#ff00ff")) > 100


def test_void_qt_calls_cannot_exhaust_none(qapp):
    """shiboken6 6.12.0 drops a reference to None on every void call under CPython 3.11;
    cc_desktop.ui guards against it (see its docstring), so thousands of calls are harmless."""
    point = QPointF()
    before = sys.getrefcount(None)
    for _ in range(20_000):
        point.setX(1.0)
    if ui.NONE_REFCOUNT_GUARDED:  # a defective PySide6: None was made immortal
        assert sys.getrefcount(None) > 1_000_000
    else:  # a sound PySide6 (pyproject.toml keeps 6.12 out): calls leave None's count alone
        assert sys.getrefcount(None) >= before - 100
    assert ui.NONE_REFCOUNT_GUARDED == (sys.version_info < (3, 12) and ui.pyside_drops_none_references())
