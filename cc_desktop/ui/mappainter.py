"""Drawing one :class:`~cc_desktop.board.mapfile.Board` with a ``QPainter``, in map coordinates.

The map (rules 2.1-2.3) is drawn from its data alone: the hill outlines (T88), the terrain
artwork shapes (T78-T99), the line features, the hexside features, the hex grid with its ids
and centre dots (the LOS runs from centre dot to centre dot, 10.1), the five Objectives (2.3),
the compass and the two Artillery Boxes (2.2) and the names of the four map edges.

Map coordinates are those of :mod:`cc_desktop.board.hexgrid`: a hex is 100 units high, the origin
is the top-left corner of the hex field, y grows downwards.  :meth:`MapPainter.bounds` is the
map rectangle plus a margin for the edge names and the Artillery Boxes.

Every terrain, hexside and line colour is read from the terrain chart (``resources/terrain.json``);
shades of them are derived with ``QColor.darker``/``lighter``.  Only the decorations that the
chart does not describe (grid, labels, objectives, compass, the LOS overlay) have their style
constants here.  All geometry is converted to ``QPainterPath`` once, in the constructor, so that
painting (and repainting at every zoom step of the window) is cheap.

Painting a part of the map (``rect``, e.g. one tile of the window's map cache, issue 13) costs
about what that part holds: every drawing is skipped when its bounds miss ``rect``, and the
drawings made of many small pieces (tree crowns, bushes, reeds, ripples, the grid, outlines) are
split by place into chunks (:class:`Chunks`) with bounds of their own.  A chunk is drawn whole,
so a part looks exactly as in a painting of the whole map.
"""

from __future__ import annotations

import math
import zlib
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Iterable

import numpy as np
import shapely
from shapely import affinity
from shapely.geometry import LineString, MultiLineString, MultiPolygon, Point, Polygon, box

from PySide6.QtCore import QCoreApplication, QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor, QFontMetricsF, QImage, QImageReader, QPainter, QPainterPath, QPainterPathStroker, QPen, QPolygonF,
)

from cc_desktop.board.hexgrid import HEX_HEIGHT
from cc_desktop.ui.names import edge_label
from cc_desktop.ui.fonts import map_font

# ----------------------------------------------------------------------------------------------
# Style constants (map units: a hex is 100 high).  Terrain colours come from the chart.
# ----------------------------------------------------------------------------------------------
MARGIN = 64.0  # around the hex field: edge names and Artillery Boxes
MARGIN_COLOUR = "#3b3d33"  # the printed frame around the map
MARGIN_TEXT_COLOUR = "#f1ecd6"
MAP_BORDER_COLOUR = "#1f201a"
MAP_BORDER_WIDTH = 2.5

RELIEF_WIDTH = 14.0  # soft shading just inside each hill outline
RELIEF_ALPHA = 70
CREST_WIDTH = 1.6  # T88.3.1: the drawn outline of each level
CREST_DARKEN = 230  # QColor.darker factor applied to the level's own colour

GRID_COLOUR = QColor(30, 30, 24, 105)
GRID_WIDTH = 1.0
HEX_ID_SIZE = 11.0
HEX_ID_COLOUR = QColor("#25251f")
HALO_COLOUR = QColor(255, 255, 246, 190)
HALO_WIDTH = 2.6
HALO_OFFSETS = ((-0.9, 0.0), (0.9, 0.0), (0.0, -0.9), (0.0, 0.9), (-0.65, -0.65), (0.65, 0.65), (-0.65, 0.65), (0.65, -0.65))
DOT_RADIUS = 2.8
DOT_COLOUR = QColor("#141412")
DOT_RING_COLOUR = QColor(255, 255, 250, 235)
DOT_RING_WIDTH = 1.3
LEVEL_BADGE_RADIUS = 7.5
LEVEL_BADGE_OFFSET = (-21.0, 30.0)  # from the centre dot: lower left, clear of ids and objectives
LEVEL_BADGE_SIZE = 10.0
LEVEL_BADGE_COLOUR = QColor("#5b4024")
LEVEL_BADGE_TEXT_COLOUR = QColor("#fff8e6")

OBJECTIVE_COLOUR = QColor("#b3261e")
OBJECTIVE_RADIUS = 22.0
OBJECTIVE_WIDTH = 3.5
OBJECTIVE_BADGE_RADIUS = 10.0
OBJECTIVE_TEXT_SIZE = 13.0

COMPASS_RADIUS = 30.0
COMPASS_LABEL_RADIUS = 43.0
COMPASS_COLOUR = QColor("#2a2a24")
COMPASS_NORTH_COLOUR = QColor("#9e2a1f")
COMPASS_TEXT_SIZE = 13.0

ART_BOX_SIZE = (210.0, 44.0)
ART_BOX_FILL = QColor("#e9e2c6")
ART_BOX_BORDER = QColor("#12120f")
ART_BOX_TEXT_SIZE = 15.0
EDGE_TEXT_SIZE = 16.0

# Terrain artwork decoration (shades are derived from the chart colour).
OUTLINE_DARKER = 135
WOODS_SCALLOP = 7.0  # radius of the tree crowns along the woods edge
WOODS_CROWN_SPACING = 13.0
WOODS_NARROW_MIN_AREA = 40.0  # smaller leftovers (sharp corners) stay undergrowth
ORCHARD_SPACING = 17.0
ORCHARD_TREE_RADIUS = 4.6
FIELD_FURROW_SPACING = 7.0
BRUSH_DOTS_PER_AREA = 1 / 70.0
MARSH_SPACING = (15.0, 10.0)
BUILDING_SHADOW = QColor(0, 0, 0, 70)
BUILDING_SHADOW_OFFSET = 3.0

# LOS overlay (rule 10): green clear, yellow hindered, red blocked up to the first contact.
LOS_COLOURS = {"clear": QColor("#1f9a3a"), "hindered": QColor("#e7b416"), "blocked": QColor("#d7261e")}
LOS_WIDTH = 4.0
LOS_HALO = QColor(20, 20, 16, 150)  # a dark casing: the line reads on light ground and on woods
LOS_END_RADIUS = 14.0
LOS_MARK_RADIUS = 7.5

# The order lines are drawn in, bottom first (streams go under the bridges, roads over them).
LINE_ORDER_UNDER_BRIDGES = ("stream",)
LINE_ORDER_OVER_BRIDGES = ("trail", "road", "railway")


def _tr(text: str) -> str:
    return QCoreApplication.translate("MapPainter", text)


@dataclass
class MapOptions:
    """What to draw besides the terrain."""

    hex_ids: bool = True
    centre_dots: bool = True
    grid: bool = True
    level_badges: bool = True
    background: bool = True
    margin: bool = True  # the frame with the edge names and the Artillery Boxes


def map_bounds(grid) -> QRectF:
    """The rectangle a :class:`MapPainter` paints, in map units: the hex field plus ``MARGIN``."""
    return QRectF(-MARGIN, -MARGIN, grid.width + 2 * MARGIN, grid.height + 2 * MARGIN)


# ----------------------------------------------------------------------------------------------
# Geometry -> QPainterPath
# ----------------------------------------------------------------------------------------------
def polygons_of(geom) -> list[Polygon]:
    """The polygons of any shapely geometry (empty list for lines, points, empties)."""
    if geom is None or geom.is_empty:
        return []
    if isinstance(geom, Polygon):
        return [geom]
    if isinstance(geom, MultiPolygon):
        return list(geom.geoms)
    return [p for g in getattr(geom, "geoms", []) for p in polygons_of(g)]


def lines_of(geom) -> list[LineString]:
    if geom is None or geom.is_empty:
        return []
    if isinstance(geom, LineString):
        return [geom]
    if isinstance(geom, MultiLineString):
        return list(geom.geoms)
    if isinstance(geom, Polygon):
        return [LineString(r.coords) for r in (geom.exterior, *geom.interiors)]
    return [ln for g in getattr(geom, "geoms", []) for ln in lines_of(g)]


def _qpolygon(coords) -> QPolygonF:
    return QPolygonF([QPointF(float(x), float(y)) for x, y in np.asarray(coords)[:, :2]])


def geometry_path(geom) -> QPainterPath:
    """A filled path for polygons with holes (odd-even fill)."""
    path = QPainterPath()
    path.setFillRule(Qt.FillRule.OddEvenFill)
    for poly in polygons_of(geom):
        for ring in (poly.exterior, *poly.interiors):
            path.addPolygon(_qpolygon(ring.coords))
            path.closeSubpath()
    return path


def line_path(geom_or_points) -> QPainterPath:
    """An open path through a line geometry or a sequence of points."""
    path = QPainterPath()
    if isinstance(geom_or_points, (list, tuple)):
        parts = [np.asarray(geom_or_points, dtype=float)]
    else:
        parts = [np.asarray(ln.coords) for ln in lines_of(geom_or_points)]
    for pts in parts:
        if len(pts) < 2:
            continue
        path.moveTo(float(pts[0][0]), float(pts[0][1]))
        for x, y in pts[1:, :2]:
            path.lineTo(float(x), float(y))
    return path


def _circles_path(points: Iterable[tuple[float, float]], radius: float | Iterable[float]) -> Chunks:
    pts = list(points)
    radii = [radius] * len(pts) if isinstance(radius, (int, float)) else list(radius)
    return Chunks.of_pieces((float(x), float(y), lambda path, c=QPointF(float(x), float(y)), r=float(r):
                             path.addEllipse(c, r, r)) for (x, y), r in zip(pts, radii))


def _segments_path(segments: Iterable[tuple[tuple[float, float], tuple[float, float]]]) -> Chunks:
    def piece(x0, y0, x1, y1):
        def add(path):
            path.moveTo(x0, y0)
            path.lineTo(x1, y1)
        return ((x0 + x1) / 2, (y0 + y1) / 2, add)

    return Chunks.of_pieces(piece(float(x0), float(y0), float(x1), float(y1)) for (x0, y0), (x1, y1) in segments)


#: the cell (map units; a hex is 100 high) by which drawings of many small pieces are chunked
CHUNK = 48.0
#: an outline is stroked in runs of this many segments (with round caps: the same line)
RUN = 48


class Chunks:
    """A drawing split by place: ``(bounds, path)`` pairs, each path the pieces whose centres
    fall in one :data:`CHUNK` cell (or one run of an outline).  Filled or stroked chunk by chunk,
    skipping those that miss the painted part; with a fill rule of its own (odd-even, as a
    single path of the pieces would be filled)."""

    __slots__ = ("items",)

    def __init__(self, items: list[tuple[QRectF, QPainterPath]]):
        self.items = items

    def __len__(self) -> int:
        return len(self.items)

    @classmethod
    def of_pieces(cls, pieces: Iterable[tuple[float, float, Any]], cell: float = CHUNK) -> "Chunks":
        """``pieces``: (x, y, add) where ``add(path)`` adds the piece centred near (x, y)."""
        paths: dict[tuple[int, int], QPainterPath] = {}
        for x, y, add in pieces:
            key = (math.floor(x / cell), math.floor(y / cell))
            path = paths.get(key)
            if path is None:
                path = paths[key] = QPainterPath()
            add(path)
        return cls([(path.controlPointRect(), path) for _key, path in sorted(paths.items())])

    @classmethod
    def of_lines(cls, geom, run: int = RUN) -> "Chunks":
        """The lines (or polygon outlines) of a geometry in runs of ``run`` segments, each run
        sharing its end points with the next: stroked with round caps and joins, the same line."""
        items = []
        for ln in lines_of(geom):
            pts = np.asarray(ln.coords)[:, :2]
            for k in range(0, max(1, len(pts) - 1), run):
                part = pts[k:k + run + 1]
                if len(part) >= 2:
                    path = line_path([tuple(p) for p in part])
                    items.append((path.controlPointRect(), path))
        return cls(items)

    def bounds(self) -> QRectF:
        rect = QRectF()
        for b, _path in self.items:
            rect = rect.united(b)
        return rect


def _rng(key: str) -> np.random.Generator:
    """A random generator seeded by a stable hash: the same map always looks the same."""
    return np.random.default_rng(zlib.crc32(key.encode("utf-8")))


def _points_inside(geom, xs: np.ndarray, ys: np.ndarray) -> np.ndarray:
    if geom.is_empty or len(xs) == 0:
        return np.zeros((0, 2))
    inside = shapely.contains_xy(geom, xs, ys)
    return np.column_stack([xs[inside], ys[inside]])


def _lattice(geom, spacing: tuple[float, float], stagger: bool = True) -> tuple[np.ndarray, np.ndarray]:
    """Points of a (staggered) lattice aligned to the map over the bounds of ``geom``."""
    sx, sy = spacing
    x0, y0, x1, y1 = geom.bounds
    rows = np.arange(math.floor(y0 / sy), math.ceil(y1 / sy) + 1)
    cols = np.arange(math.floor(x0 / sx), math.ceil(x1 / sx) + 1)
    cc, rr = np.meshgrid(cols, rows)
    xs = cc * sx + (np.where(rr % 2 == 1, sx / 2, 0.0) if stagger else 0.0)
    ys = rr * sy
    return xs.ravel().astype(float), ys.ravel().astype(float)


def _random_points(geom, density: float, rng: np.random.Generator) -> np.ndarray:
    if geom.is_empty:
        return np.zeros((0, 2))
    x0, y0, x1, y1 = geom.bounds
    n = int((x1 - x0) * (y1 - y0) * density) + 1
    xs = rng.uniform(x0, x1, n)
    ys = rng.uniform(y0, y1, n)
    return _points_inside(geom, xs, ys)


def _pen(colour: QColor | str, width: float, cap=Qt.PenCapStyle.RoundCap, join=Qt.PenJoinStyle.RoundJoin,
         dashes: list[float] | None = None) -> QPen:
    pen = QPen(QColor(colour), width, Qt.PenStyle.SolidLine, cap, join)
    if dashes:
        pen.setDashPattern(dashes)
    return pen


def _with_alpha(colour: QColor | str, alpha: int) -> QColor:
    c = QColor(colour)
    c.setAlpha(alpha)
    return c


def text_path(text: str, font, x: float, y: float) -> QPainterPath:
    """``text`` as a path whose box is centred on (x, y)."""
    fm = QFontMetricsF(font)
    left = x - fm.horizontalAdvance(text) / 2
    baseline = y + (fm.ascent() - fm.descent()) / 2
    path = QPainterPath()
    path.addText(left, baseline, font, text)
    return path


def draw_haloed(painter: QPainter, path: QPainterPath, colour: QColor, halo: QColor = HALO_COLOUR,
                halo_width: float = HALO_WIDTH) -> None:
    """Fill a text path with a light halo around it, readable on any terrain."""
    painter.strokePath(path, _pen(halo, halo_width))
    painter.fillPath(path, colour)


# ----------------------------------------------------------------------------------------------
# Precomputed artwork
# ----------------------------------------------------------------------------------------------
@dataclass
class _Patch:
    """One drawn patch of terrain: the union of a group's shapes (one or more hexes)."""

    kind: str
    key: str
    geom: Any
    path: QPainterPath
    deco: dict[str, Any]
    bounds: QRectF = None  # what the patch may draw on (its area and a margin)


#: A map's background picture: at most this many bytes and pixels (a hostile map file names a
#: huge picture, or a device, and the painter must not read it)
BACKGROUND_MAX_BYTES = 50_000_000
BACKGROUND_MAX_PIXELS = 64_000_000


def background_image(path: Path) -> QImage | None:
    """The picture beside a map file (the schema allows a bare file name only), or None when it
    is missing, not a regular file, too large or not a picture."""
    import os
    import stat

    try:
        info = os.stat(path)
    except OSError:
        return None
    if not stat.S_ISREG(info.st_mode) or info.st_size > BACKGROUND_MAX_BYTES:
        return None
    reader = QImageReader(str(path))
    size = reader.size()
    if not size.isValid() or size.width() * size.height() > BACKGROUND_MAX_PIXELS:
        return None
    image = reader.read()
    return None if image.isNull() else image


class MapPainter:
    """Paints a board; build once per board, paint as often as needed."""

    def __init__(self, board, options: MapOptions | None = None):
        self.board = board
        self.options = options or MapOptions()
        self.chart = board.chart
        grid = board.grid
        self.map_rect = QRectF(0.0, 0.0, grid.width, grid.height)
        self._map_box = box(0.0, 0.0, grid.width, grid.height)
        self._hill_colours = [QColor(c) for c in self.chart.hill["colours"]]
        self._build_levels()
        self._build_patches()
        self._build_lines()
        self._build_hexsides()
        self._build_grid()
        self._background: QImage | None = None
        self._background_loaded = False
        self._clip: QRectF | None = None  # the part being painted (None: all)
        self._text_paths: dict[tuple, QPainterPath] = {}  # text laid out once (edge names, numbers)
        self._dash_outlines: dict[tuple, QPainterPath] = {}  # dashed strokes laid out once
        self._dash_keep: list[QPainterPath] = []

    # -- public ------------------------------------------------------------------------------
    def bounds(self) -> QRectF:
        """The painted rectangle in map units: the hex field plus the margin."""
        return map_bounds(self.board.grid)

    def colour(self, kind: str) -> QColor:
        """The chart colour of a terrain type, hexside feature or line feature."""
        for table in (self.chart.terrain, self.chart.hexsides, self.chart.lines):
            if kind in table:
                return QColor(table[kind].colour)
        raise KeyError(kind)

    def level_colour(self, level: int) -> QColor:
        return QColor(self._hill_colours[min(level, len(self._hill_colours) - 1)])

    def paint(self, painter: QPainter, rect: QRectF | None = None, options: MapOptions | None = None) -> None:
        """Draw the whole map in map coordinates (the painter's transform maps them to the
        device).  ``rect``, if given, limits drawing to that part of the map."""
        opts = options or self.options
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
        self._clip = None
        if rect is not None:
            painter.setClipRect(rect, Qt.ClipOperation.IntersectClip)
            self._clip = QRectF(rect).adjusted(-2.0, -2.0, 2.0, 2.0)  # antialiasing reaches a little out
        try:
            self._paint(painter, opts)
        finally:
            self._clip = None
            painter.restore()

    def _paint(self, painter: QPainter, opts: MapOptions) -> None:
        if opts.margin:
            painter.fillRect(self.bounds(), QColor(MARGIN_COLOUR))
        painter.save()
        painter.setClipRect(self.map_rect, Qt.ClipOperation.IntersectClip)
        self._paint_ground(painter, opts)
        self._paint_patches(painter, exclude=("bridge",))
        self._paint_lines(painter, LINE_ORDER_UNDER_BRIDGES)
        self._paint_patches(painter, only=("bridge",))
        self._paint_lines(painter, LINE_ORDER_OVER_BRIDGES)
        self._paint_bridge_parapets(painter)
        self._paint_crests(painter)
        self._paint_hexsides(painter)
        if opts.grid:
            painter.setPen(_pen(GRID_COLOUR, GRID_WIDTH, Qt.PenCapStyle.FlatCap))
            for bounds, lines in self._grid_cells:
                if self._sees(bounds, GRID_WIDTH):
                    painter.drawLines(lines)
        self._paint_hex_labels(painter, opts)
        self._paint_objectives(painter)
        self._paint_compass(painter)
        painter.restore()
        painter.setPen(_pen(MAP_BORDER_COLOUR, MAP_BORDER_WIDTH, Qt.PenCapStyle.SquareCap, Qt.PenJoinStyle.MiterJoin))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(self.map_rect)
        if opts.margin:
            self._paint_margin(painter)

    # -- drawing only what the painted part shows ------------------------------------------------
    def _sees(self, bounds: QRectF, pad: float = 0.0) -> bool:
        """Whether something within ``bounds`` (grown by ``pad``) may show in the painted part."""
        clip = self._clip
        return clip is None or bounds.adjusted(-pad, -pad, pad, pad).intersects(clip)

    def _fill(self, painter: QPainter, what, brush) -> None:
        if isinstance(what, Chunks):
            for bounds, path in what.items:
                if self._sees(bounds):
                    painter.fillPath(path, brush)
        elif self._sees(what.controlPointRect()):
            painter.fillPath(what, brush)

    def _stroke(self, painter: QPainter, what, pen: QPen) -> None:
        pad = pen.widthF() + 1.0
        if pen.style() == Qt.PenStyle.CustomDashLine and not isinstance(what, Chunks):
            # dashes are laid out once along the whole line: Qt lays them out again from the edge
            # of the painted part when it cuts a long line, and the dashes would jump there
            if self._sees(what.controlPointRect(), pad):
                painter.fillPath(self._dashes(what, pen), pen.brush())
            return
        if isinstance(what, Chunks):
            for bounds, path in what.items:
                if self._sees(bounds, pad):
                    painter.strokePath(path, pen)
        elif self._sees(what.controlPointRect(), pad):
            painter.strokePath(what, pen)

    def _dashes(self, path: QPainterPath, pen: QPen) -> QPainterPath:
        """The outline of ``path`` stroked with the dashed ``pen``, made once per path and pen."""
        key = (id(path), pen.widthF(), tuple(pen.dashPattern()), pen.dashOffset(), pen.capStyle(), pen.joinStyle(),
               pen.miterLimit())
        outline = self._dash_outlines.get(key)
        if outline is None:
            stroker = QPainterPathStroker(pen)
            outline = stroker.createStroke(path)
            outline.setFillRule(Qt.FillRule.WindingFill)
            self._dash_outlines[key] = outline
            self._dash_keep.append(path)  # the id stays this path's
        return outline

    def _text(self, text: str, font, x: float, y: float) -> QPainterPath:
        """:func:`text_path`, laid out once."""
        key = (text, font.key(), x, y)
        path = self._text_paths.get(key)
        if path is None:
            path = self._text_paths[key] = text_path(text, font, x, y)
        return path

    # -- ground and hills (T88) ----------------------------------------------------------------
    def _build_levels(self) -> None:
        #: (level, its area, the relief band inside its outline, the outline in runs)
        self._level_paths: list[tuple[int, QPainterPath, QPainterPath, Chunks]] = []
        for k in sorted(self.board.level_regions):
            region = self.board.level_regions[k]
            if region is None or region.is_empty:
                continue
            region = region.intersection(self._map_box.buffer(HEX_HEIGHT))
            # the relief: the part of the area within half a RELIEF_WIDTH of its outline (what a
            # RELIEF_WIDTH stroke of the outline clipped to the area covers), filled as one shape
            band = region.intersection(region.boundary.buffer(RELIEF_WIDTH / 2))
            self._level_paths.append((k, geometry_path(region), geometry_path(band), Chunks.of_lines(region.boundary)))

    def _paint_ground(self, painter: QPainter, opts: MapOptions) -> None:
        painter.fillRect(self.map_rect, self.level_colour(0))
        if opts.background:
            self._paint_background(painter)
        for k, fill, band, _outline in self._level_paths:
            colour = self.level_colour(k)
            self._fill(painter, fill, colour)
            # Relief: a soft darker band just inside the outline, so each rise reads as a step.
            self._fill(painter, band, _with_alpha(colour.darker(125), RELIEF_ALPHA))

    def _paint_crests(self, painter: QPainter) -> None:
        for k, _fill, _band, outline in self._level_paths:
            self._stroke(painter, outline, _pen(self.level_colour(k).darker(CREST_DARKEN), CREST_WIDTH))

    def _paint_background(self, painter: QPainter) -> None:
        bg = self.board.background
        if not bg:
            return
        if not self._background_loaded:
            self._background_loaded = True
            if self.board.source and not self.board.source.startswith("<"):
                self._background = background_image(Path(self.board.source).parent / bg["image"])
        if self._background is None:
            return
        img = self._background
        target = QRectF(bg.get("x", 0.0), bg.get("y", 0.0), bg.get("width", img.width()), bg.get("height", img.height()))
        if not self._sees(target):
            return
        painter.save()
        painter.setOpacity(bg.get("opacity", 1.0))
        painter.drawImage(target, img)
        painter.restore()

    # -- terrain artwork (T78-T99) -----------------------------------------------------------
    def _build_patches(self) -> None:
        groups: dict[tuple[str, str], list[Polygon]] = {}
        for s in self.board.shapes:
            groups.setdefault((s.terrain, s.group), []).append(s.polygon)
        order = list(reversed(self.chart.priority_order()))  # lowest priority first, buildings last
        self._patches: list[_Patch] = []
        for (kind, group), polys in sorted(groups.items(), key=lambda kv: (order.index(kv[0][0]) if kv[0][0] in order else -1, kv[0][1])):
            geom = shapely.union_all(polys, grid_size=1e-3) if len(polys) > 1 else polys[0]
            geom = shapely.make_valid(geom)
            builder = getattr(self, f"_deco_{kind}", None)
            deco = builder(geom, f"{kind}/{group}") if builder else {}
            path = geometry_path(geom)
            # everything a patch draws lies within its area, a shadow or an outline's width away
            bounds = path.controlPointRect().adjusted(-8.0, -8.0, 8.0, 8.0)
            self._patches.append(_Patch(kind, group, geom, path, deco, bounds))

    def _paint_patches(self, painter: QPainter, exclude: tuple[str, ...] = (), only: tuple[str, ...] | None = None) -> None:
        for patch in self._patches:
            if patch.kind in exclude or (only is not None and patch.kind not in only):
                continue
            if not self._sees(patch.bounds):
                continue
            colour = self.colour(patch.kind)
            paint = getattr(self, f"_paint_{patch.kind}", None)
            if paint is None:
                painter.fillPath(patch.path, colour)
                self._stroke(painter, patch.path, _pen(colour.darker(OUTLINE_DARKER), 1.2))
            else:
                paint(painter, patch, colour)

    # woods (T99): a light undergrowth, a canopy with a scalloped edge and tree crowns inside
    def _deco_woods(self, geom, key: str) -> dict[str, Any]:
        r = WOODS_SCALLOP
        inner = geom.buffer(-r)
        if inner.is_empty:
            return {"canopy": geometry_path(geom), "canopy_outline": Chunks.of_lines(geom), "crowns": Chunks([])}
        centres = []
        for ring in lines_of(inner):
            n = max(3, int(ring.length / (1.25 * r)))
            centres.extend((p.x, p.y) for p in (ring.interpolate(i / n, normalized=True) for i in range(n)))
        # parts too narrow for the scalloped edge (strips thinner than 2 r) are canopy as drawn
        narrow = [p for p in polygons_of(geom.difference(inner.buffer(r + 0.5, 16))) if p.area > WOODS_NARROW_MIN_AREA]
        canopy = shapely.union_all([inner, *narrow, *(Point(c).buffer(r, 8) for c in centres)])
        rng = _rng(key)
        xs, ys = _lattice(geom, (WOODS_CROWN_SPACING, WOODS_CROWN_SPACING * 0.87))
        xs = xs + rng.uniform(-3, 3, len(xs))
        ys = ys + rng.uniform(-3, 3, len(ys))
        pts = _points_inside(inner.buffer(-2), xs, ys)
        radii = rng.uniform(4.0, 6.2, len(pts))
        return {"canopy": geometry_path(canopy), "canopy_outline": Chunks.of_lines(canopy),
                "edge_crowns": _circles_path(centres, r * 0.62), "crowns": _circles_path(pts, radii)}

    def _paint_woods(self, painter: QPainter, patch: _Patch, colour: QColor) -> None:
        self._fill(painter, patch.path, colour.lighter(135))
        self._fill(painter, patch.deco["canopy"], colour)
        self._stroke(painter, patch.deco["canopy_outline"], _pen(colour.darker(160), 1.3))
        if "edge_crowns" in patch.deco:
            self._fill(painter, patch.deco["edge_crowns"], colour.lighter(112))
        crowns = patch.deco["crowns"]
        self._fill(painter, crowns, colour.lighter(118))
        self._stroke(painter, crowns, _pen(colour.darker(135), 0.9))

    # buildings (T82): a shadow, the walls and a hip/pyramid roof line
    def _deco_building(self, geom, key: str) -> dict[str, Any]:
        ridges = []
        for poly in polygons_of(geom):
            simple = poly.simplify(1.0)
            rect = simple.minimum_rotated_rectangle
            if isinstance(rect, Polygon) and simple.area / max(rect.area, 1e-9) > 0.9:
                ridges.extend(_hip_roof(rect))
            elif simple.area / max(simple.convex_hull.area, 1e-9) > 0.97:
                c = simple.centroid
                ridges.extend(((c.x, c.y), (x, y)) for x, y in list(simple.exterior.coords)[:-1])
            elif isinstance(rect, Polygon):
                ridges.extend(_hip_roof(rect))
        ridge_geom = shapely.intersection(MultiLineString(ridges), geom.buffer(-1.5)) if ridges else None
        return {"inner": geometry_path(geom.buffer(-4.0, join_style="mitre")),
                "ridges": line_path(ridge_geom) if ridge_geom is not None else QPainterPath()}

    def _paint_building(self, painter: QPainter, patch: _Patch, colour: QColor) -> None:
        painter.fillPath(patch.path.translated(BUILDING_SHADOW_OFFSET, BUILDING_SHADOW_OFFSET), BUILDING_SHADOW)
        painter.fillPath(patch.path, colour)
        painter.fillPath(patch.deco["inner"], colour.lighter(112))
        self._stroke(painter, patch.deco["ridges"], _pen(colour.darker(165), 1.6))
        self._stroke(painter, patch.path, _pen(colour.darker(190), 1.8, join=Qt.PenJoinStyle.MiterJoin))

    # orchard (T91): trees in rows
    def _deco_orchard(self, geom, key: str) -> dict[str, Any]:
        xs, ys = _lattice(geom, (ORCHARD_SPACING, ORCHARD_SPACING * 0.87))
        pts = _points_inside(geom.buffer(-ORCHARD_TREE_RADIUS - 0.5), xs, ys)
        return {"trees": _circles_path(pts, ORCHARD_TREE_RADIUS),
                "shadows": _circles_path(pts + 1.2, ORCHARD_TREE_RADIUS)}

    def _paint_orchard(self, painter: QPainter, patch: _Patch, colour: QColor) -> None:
        painter.fillPath(patch.path, colour)
        self._stroke(painter, patch.path, _pen(colour.darker(OUTLINE_DARKER), 1.0))
        self._fill(painter, patch.deco["shadows"], _with_alpha(colour.darker(220), 110))
        self._fill(painter, patch.deco["trees"], colour.darker(150))

    # field (T85): parallel furrows, each field in its own direction
    def _deco_field(self, geom, key: str) -> dict[str, Any]:
        angle = float(_rng(key).choice([0.0, 30.0, 60.0, 90.0, 120.0, 150.0]))
        c = geom.centroid
        x0, y0, x1, y1 = geom.bounds
        half = math.hypot(x1 - x0, y1 - y0) / 2 + FIELD_FURROW_SPACING
        offsets = np.arange(-half, half, FIELD_FURROW_SPACING)
        rows = MultiLineString([((c.x - half, c.y + o), (c.x + half, c.y + o)) for o in offsets])
        rows = affinity.rotate(rows, angle, origin=c)
        return {"furrows": Chunks.of_lines(shapely.intersection(rows, geom.buffer(-1.5)))}

    def _paint_field(self, painter: QPainter, patch: _Patch, colour: QColor) -> None:
        painter.fillPath(patch.path, colour)
        self._stroke(painter, patch.deco["furrows"], _pen(colour.darker(122), 1.1, Qt.PenCapStyle.FlatCap))
        self._stroke(painter, patch.path, _pen(colour.darker(OUTLINE_DARKER), 1.0))

    # brush (T81): a stipple of small bushes
    def _deco_brush(self, geom, key: str) -> dict[str, Any]:
        rng = _rng(key)
        pts = _random_points(geom.buffer(-2.0), BRUSH_DOTS_PER_AREA, rng)
        return {"dots": _circles_path(pts, rng.uniform(1.4, 2.6, len(pts)))}

    def _paint_brush(self, painter: QPainter, patch: _Patch, colour: QColor) -> None:
        painter.fillPath(patch.path, colour)
        self._fill(painter, patch.deco["dots"], colour.darker(165))
        self._stroke(painter, patch.path, _pen(colour.darker(OUTLINE_DARKER), 1.0, dashes=[3, 2]))

    # marsh (T89): short horizontal strokes with reeds
    def _deco_marsh(self, geom, key: str) -> dict[str, Any]:
        xs, ys = _lattice(geom, MARSH_SPACING)
        pts = _points_inside(geom.buffer(-5.0), xs, ys)
        strokes = [((x - 5, y), (x + 5, y)) for x, y in pts]
        reeds = [((x + dx, y), (x + dx * 1.6, y - 4.5)) for x, y in pts[::2] for dx in (-1.5, 0.0, 1.5)]
        return {"strokes": _segments_path(strokes), "reeds": _segments_path(reeds)}

    def _paint_marsh(self, painter: QPainter, patch: _Patch, colour: QColor) -> None:
        painter.fillPath(patch.path, colour)
        self._stroke(painter, patch.deco["strokes"], _pen(self.colour("water_barrier").darker(120), 1.3))
        self._stroke(painter, patch.deco["reeds"], _pen(colour.darker(170), 0.9))
        self._stroke(painter, patch.path, _pen(colour.darker(OUTLINE_DARKER), 1.0))

    # water barrier (T98) and stream (T95) artwork: water with a few ripples
    def _deco_water_barrier(self, geom, key: str) -> dict[str, Any]:
        xs, ys = _lattice(geom, (26.0, 14.0))
        pts = _points_inside(geom.buffer(-7.0), xs, ys)
        def ripple(x: float, y: float):
            def add(path):
                path.moveTo(x - 6, y)
                path.quadTo(x - 3, y - 2.5, x, y)
                path.quadTo(x + 3, y + 2.5, x + 6, y)
            return (x, y, add)

        return {"ripples": Chunks.of_pieces(ripple(float(x), float(y)) for x, y in pts)}

    _deco_stream = _deco_water_barrier

    def _paint_water_barrier(self, painter: QPainter, patch: _Patch, colour: QColor) -> None:
        painter.fillPath(patch.path, colour)
        self._stroke(painter, patch.deco["ripples"], _pen(colour.lighter(135), 1.2))
        self._stroke(painter, patch.path, _pen(colour.darker(140), 1.6))

    _paint_stream = _paint_water_barrier

    # gully (T86): hachures pointing inwards from the rim
    def _paint_gully(self, painter: QPainter, patch: _Patch, colour: QColor) -> None:
        painter.fillPath(patch.path, colour)
        painter.save()
        painter.setClipPath(patch.path, Qt.ClipOperation.IntersectClip)
        self._stroke(painter, patch.path, _pen(colour.darker(150), 14.0, Qt.PenCapStyle.FlatCap,
                                            Qt.PenJoinStyle.BevelJoin, dashes=[0.1, 0.3]))
        painter.restore()
        self._stroke(painter, patch.path, _pen(colour.darker(170), 1.2))

    # bridge (T80): deck with parapets
    def _paint_bridge(self, painter: QPainter, patch: _Patch, colour: QColor) -> None:
        painter.fillPath(patch.path.translated(2.5, 2.5), BUILDING_SHADOW)
        painter.fillPath(patch.path, colour)

    def _paint_bridge_parapets(self, painter: QPainter) -> None:
        """The parapets go over the road that crosses the bridge."""
        for patch in self._patches:
            if patch.kind == "bridge":
                self._stroke(painter, patch.path, _pen(self.colour("bridge").darker(210), 2.6, join=Qt.PenJoinStyle.MiterJoin))

    # -- line features (T92, T93, T95, T96) ----------------------------------------------------
    def _build_lines(self) -> None:
        self._lines: dict[str, list[tuple[QPainterPath, float, list[QPainterPath]]]] = {}
        for ln in self.board.lines:
            extra: list[QPainterPath] = []
            if ln.feature == "railway":
                geom = ln.geometry
                for side in (-1, 1):
                    extra.append(line_path(geom.offset_curve(side * ln.width * 0.28, join_style="round")))
            self._lines.setdefault(ln.feature, []).append((line_path(list(ln.points)), ln.width, extra))

    def _paint_lines(self, painter: QPainter, features: Iterable[str]) -> None:
        for feature in features:
            items = self._lines.get(feature)
            if items and self._clip is not None:  # the lines of this feature near the painted part
                items = [it for it in items if self._sees(it[0].controlPointRect(), 2 * it[1] + 4.0)]
            if not items:
                continue
            colour = self.colour(feature)
            if feature == "road":
                for path, w, _ in items:  # casings first so that junctions join cleanly
                    self._stroke(painter, path, _pen(colour.darker(165), w + 3.0))
                for path, w, _ in items:
                    self._stroke(painter, path, _pen(colour, w))
                for path, w, _ in items:
                    self._stroke(painter, path, _pen(colour.lighter(112), w * 0.35))
            elif feature == "stream":
                for path, w, _ in items:
                    self._stroke(painter, path, _pen(colour.darker(135), w + 2.0))
                for path, w, _ in items:
                    self._stroke(painter, path, _pen(colour, w))
                    self._stroke(painter, path, _pen(colour.lighter(128), max(1.0, w * 0.22)))
            elif feature == "trail":
                for path, w, _ in items:
                    self._stroke(painter, path, _pen(_with_alpha(colour.lighter(150), 150), w + 2.0))
                    self._stroke(painter, path, _pen(colour, w, Qt.PenCapStyle.FlatCap, dashes=[2.2, 1.1]))
            elif feature == "railway":
                for path, w, rails in items:
                    self._stroke(painter, path, _pen(_with_alpha(colour.lighter(190), 160), w * 1.9, Qt.PenCapStyle.FlatCap))
                    self._stroke(painter, path, _pen(colour, w * 1.7, Qt.PenCapStyle.FlatCap, dashes=[0.14, 0.42]))
                    for rail in rails:
                        self._stroke(painter, rail, _pen(colour, max(1.0, w * 0.16)))
            else:
                for path, w, _ in items:
                    self._stroke(painter, path, _pen(colour, w))

    # -- hexside features (T83, T84, T87, T97) -------------------------------------------------
    def _build_hexsides(self) -> None:
        self._hexsides: dict[str, list[tuple[QPainterPath, QPainterPath]]] = {}
        for feature in self.board.hexsides.values():
            (x0, y0), (x1, y1) = feature.segment
            path = line_path([(x0, y0), (x1, y1)])
            ticks = Chunks([])
            if feature.feature == "cliff":
                ticks = self._cliff_hachures(feature)
            self._hexsides.setdefault(feature.feature, []).append((path, ticks))

    def _cliff_hachures(self, feature) -> QPainterPath:
        """Ticks on the lower side of a cliff (T83), pointing downhill."""
        a, b = feature.hexes
        low = a if self.board.level(a) < self.board.level(b) else b
        (x0, y0), (x1, y1) = feature.segment
        lx, ly = self.board.grid.centre(low)
        mx, my = (x0 + x1) / 2, (y0 + y1) / 2
        nx, ny = lx - mx, ly - my
        norm = math.hypot(nx, ny) or 1.0
        nx, ny = nx / norm, ny / norm
        n = 6
        segs = []
        for i in range(n + 1):
            t = 0.08 + 0.84 * i / n
            px, py = x0 + (x1 - x0) * t, y0 + (y1 - y0) * t
            segs.append(((px, py), (px + nx * 8.0, py + ny * 8.0)))
        return _segments_path(segs)

    def _paint_hexsides(self, painter: QPainter) -> None:
        for feature, items in self._hexsides.items():
            colour = self.colour(feature)
            for path, ticks in items:
                if not self._sees(path.controlPointRect(), 14.0):
                    continue
                if feature == "wall":  # a chain of grey stones
                    self._stroke(painter, path, _pen(colour.darker(185), 8.0))
                    self._stroke(painter, path, _pen(colour, 6.0))
                    self._stroke(painter, path, _pen(colour.lighter(165), 4.2, dashes=[0.8, 0.8]))
                elif feature == "hedge":  # a row of bush crowns
                    self._stroke(painter, path, _pen(colour.darker(160), 11.0, dashes=[0.01, 0.62]))
                    self._stroke(painter, path, _pen(colour.darker(160), 7.0))
                    self._stroke(painter, path, _pen(colour, 9.0, dashes=[0.01, 0.7]))
                    self._stroke(painter, path, _pen(colour.lighter(150), 3.2, dashes=[0.01, 2.0]))
                elif feature == "fence":
                    self._stroke(painter, path, _pen(colour, 2.2))
                    self._stroke(painter, path, _pen(colour.darker(130), 5.0, Qt.PenCapStyle.FlatCap, dashes=[0.3, 2.2]))
                elif feature == "cliff":
                    self._stroke(painter, ticks, _pen(colour, 1.5, Qt.PenCapStyle.FlatCap))
                    self._stroke(painter, path, _pen(colour, 4.0))
                else:
                    self._stroke(painter, path, _pen(colour, 5.0))

    # -- grid, ids, dots, levels (2.1, 10.1, T88) ----------------------------------------------
    def _build_grid(self) -> None:
        grid = self.board.grid
        seen: set[tuple[tuple[float, float], tuple[float, float]]] = set()
        self._grid_lines: list[QLineF] = []  # each hexside once (drawLines is far faster than a path)
        for hid in grid.ids:
            corners = grid.corners(hid)
            for k in range(6):
                a = (round(corners[k][0], 3), round(corners[k][1], 3))
                b = (round(corners[(k + 1) % 6][0], 3), round(corners[(k + 1) % 6][1], 3))
                key = (a, b) if a <= b else (b, a)
                if key not in seen:
                    seen.add(key)
                    self._grid_lines.append(QLineF(*a, *b))
        # each line in one cell (by its middle): a part of the map draws the cells near it
        cells: dict[tuple[int, int], list[QLineF]] = {}
        for line in self._grid_lines:
            mid = line.center()
            cells.setdefault((math.floor(mid.x() / CHUNK), math.floor(mid.y() / CHUNK)), []).append(line)
        self._grid_cells: list[tuple[QRectF, list[QLineF]]] = []
        for _key, lines in sorted(cells.items()):
            bounds = QRectF()
            for line in lines:
                bounds = bounds.united(QRectF(line.p1(), line.p2()).normalized())
            self._grid_cells.append((bounds, lines))
        self._centres = [QPointF(*grid.centre(hid)) for hid in grid.ids]
        self._id_boxes = [(QRectF(c.x() - HEX_HEIGHT / 2, c.y() - HEX_HEIGHT / 2 + 2.0, HEX_HEIGHT, HEX_ID_SIZE + 3.0), hid)
                          for c, hid in zip(self._centres, grid.ids)]
        self._badges = [(QPointF(c.x() + LEVEL_BADGE_OFFSET[0], c.y() + LEVEL_BADGE_OFFSET[1]), self.board.hexes[hid].level)
                        for c, hid in zip(self._centres, grid.ids) if self.board.hexes[hid].level > 0]

    def _paint_hex_labels(self, painter: QPainter, opts: MapOptions) -> None:
        """Level badges (T88), hex ids (2.1) and the centre dots (10.1).  Text is drawn with
        ``drawText`` (glyph cache) and a halo of offset copies: much cheaper than text paths."""
        flags = Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignVCenter
        clip = self._clip
        near = (lambda rect: True) if clip is None else (lambda rect: rect.intersects(clip))  # noqa: E731
        r = LEVEL_BADGE_RADIUS
        badges = [(centre, level) for centre, level in self._badges
                  if near(QRectF(centre.x() - r - 2, centre.y() - r - 2, 2 * r + 4, 2 * r + 4))]
        if opts.level_badges and badges:
            painter.setPen(_pen(HALO_COLOUR, 1.2))
            painter.setBrush(LEVEL_BADGE_COLOUR)
            for centre, _level in badges:
                painter.drawEllipse(centre, LEVEL_BADGE_RADIUS, LEVEL_BADGE_RADIUS)
            painter.setFont(map_font(LEVEL_BADGE_SIZE, bold=True))
            painter.setPen(LEVEL_BADGE_TEXT_COLOUR)
            for centre, level in badges:
                painter.drawText(QRectF(centre.x() - r, centre.y() - r, 2 * r, 2 * r), flags, str(level))
        if opts.hex_ids:
            boxes = [(rect, hid) for rect, hid in self._id_boxes if near(rect.adjusted(-2, -2, 2, 2))]
            painter.setFont(map_font(HEX_ID_SIZE))
            painter.setPen(HALO_COLOUR)
            for dx, dy in HALO_OFFSETS:
                for rect, hid in boxes:
                    painter.drawText(rect.translated(dx, dy), flags, hid)
            painter.setPen(HEX_ID_COLOUR)
            for rect, hid in boxes:
                painter.drawText(rect, flags, hid)
        if opts.centre_dots:
            painter.setPen(_pen(DOT_RING_COLOUR, DOT_RING_WIDTH))
            painter.setBrush(DOT_COLOUR)
            d = DOT_RADIUS + DOT_RING_WIDTH + 1
            for centre in self._centres:
                if near(QRectF(centre.x() - d, centre.y() - d, 2 * d, 2 * d)):
                    painter.drawEllipse(centre, DOT_RADIUS, DOT_RADIUS)

    # -- objectives (2.3) ------------------------------------------------------------------------
    def _paint_objectives(self, painter: QPainter) -> None:
        font = map_font(OBJECTIVE_TEXT_SIZE, bold=True)
        for number, hid in sorted(self.board.objectives.items()):
            cx, cy = self.board.grid.centre(hid)
            reach = OBJECTIVE_RADIUS + OBJECTIVE_BADGE_RADIUS + OBJECTIVE_WIDTH + 4
            if not self._sees(QRectF(cx - reach, cy - reach, 2 * reach, 2 * reach)):
                continue
            ring = QPainterPath()
            ring.addEllipse(QPointF(cx, cy), OBJECTIVE_RADIUS, OBJECTIVE_RADIUS)
            painter.fillPath(ring, _with_alpha(OBJECTIVE_COLOUR, 38))
            painter.strokePath(ring, _pen(HALO_COLOUR, OBJECTIVE_WIDTH + 2.5))
            painter.strokePath(ring, _pen(OBJECTIVE_COLOUR, OBJECTIVE_WIDTH))
            bx = cx + OBJECTIVE_RADIUS * math.cos(math.radians(-45))
            by = cy + OBJECTIVE_RADIUS * math.sin(math.radians(-45))
            badge = QPainterPath()
            badge.addEllipse(QPointF(bx, by), OBJECTIVE_BADGE_RADIUS, OBJECTIVE_BADGE_RADIUS)
            painter.strokePath(badge, _pen(HALO_COLOUR, 2.5))
            painter.fillPath(badge, OBJECTIVE_COLOUR)
            painter.fillPath(self._text(str(number), font, bx, by), QColor("white"))

    def objective_ring_point(self, hex_id: str) -> tuple[float, float]:
        """A point on the ring of the objective drawn in ``hex_id`` (for tests and hit tests)."""
        cx, cy = self.board.grid.centre(hex_id)
        return cx, cy + OBJECTIVE_RADIUS

    # -- compass (2.2) ---------------------------------------------------------------------------
    def _paint_compass(self, painter: QPainter) -> None:
        if self.board.compass is None:
            return
        cx, cy = self.board.compass
        reach = COMPASS_LABEL_RADIUS + COMPASS_TEXT_SIZE
        if not self._sees(QRectF(cx - reach, cy - reach, 2 * reach, 2 * reach)):
            return
        centre = QPointF(cx, cy)
        painter.setPen(_pen(COMPASS_COLOUR, 1.4))
        painter.setBrush(QColor(255, 253, 240, 215))
        painter.drawEllipse(centre, COMPASS_RADIUS + 4, COMPASS_RADIUS + 4)
        font = map_font(COMPASS_TEXT_SIZE, bold=True)
        for d in range(1, 7):
            # direction d points at the centre of the neighbour across hexside d (2.2)
            a = math.radians(-90 + 60 * (d - 1))
            ux, uy = math.cos(a), math.sin(a)
            px, py = -uy, ux
            tip = QPointF(cx + ux * COMPASS_RADIUS, cy + uy * COMPASS_RADIUS)
            w = 5.0
            left = QPointF(cx + px * w, cy + py * w)
            right = QPointF(cx - px * w, cy - py * w)
            fill = COMPASS_NORTH_COLOUR if d == 1 else COMPASS_COLOUR
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(fill)
            painter.drawPolygon(QPolygonF([centre, left, tip]))
            painter.setBrush(fill.lighter(190) if d != 1 else fill.lighter(150))
            painter.drawPolygon(QPolygonF([centre, tip, right]))
            label = self._text(str(d), font, cx + ux * COMPASS_LABEL_RADIUS, cy + uy * COMPASS_LABEL_RADIUS)
            draw_haloed(painter, label, fill, HALO_COLOUR, 3.5)
        painter.setPen(_pen(COMPASS_COLOUR, 1.0))
        painter.setBrush(QColor("#fffdf0"))
        painter.drawEllipse(centre, 3.0, 3.0)

    # -- margin: Artillery Boxes (2.2) and edge names ------------------------------------------
    def artillery_box_rect(self, corner: str) -> QRectF:
        """Where the Artillery Box of ``corner`` is drawn: in the margin, flush with that side."""
        w = min(ART_BOX_SIZE[0], self.map_rect.width() * 0.3)
        h = ART_BOX_SIZE[1]
        gap = (MARGIN - h) / 2
        x = self.map_rect.left() if corner.endswith("left") else self.map_rect.right() - w
        y = self.map_rect.top() - MARGIN + gap if corner.startswith("top") else self.map_rect.bottom() + gap
        return QRectF(x, y, w, h)

    def _paint_margin(self, painter: QPainter) -> None:
        box_font = map_font(ART_BOX_TEXT_SIZE, bold=True)
        for corner in self.board.artillery_boxes:
            r = self.artillery_box_rect(corner)
            if not self._sees(r, 3.0):
                continue
            painter.setPen(_pen(ART_BOX_BORDER, 2.0, Qt.PenCapStyle.SquareCap, Qt.PenJoinStyle.MiterJoin))
            painter.setBrush(ART_BOX_FILL)
            painter.drawRect(r)
            painter.setPen(_pen(ART_BOX_BORDER.lighter(300), 1.0, dashes=[3, 2]))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRect(r.adjusted(4, 4, -4, -4))
            # a small crosshair, then the label
            ch = QPointF(r.left() + 20, r.center().y())
            painter.setPen(_pen(OBJECTIVE_COLOUR, 1.8))
            painter.drawEllipse(ch, 8, 8)
            painter.drawLine(QLineF(ch.x() - 11, ch.y(), ch.x() + 11, ch.y()))
            painter.drawLine(QLineF(ch.x(), ch.y() - 11, ch.x(), ch.y() + 11))
            painter.fillPath(self._text(_tr("Artillery Box"), box_font, r.center().x() + 14, r.center().y()), ART_BOX_BORDER)
        font = map_font(EDGE_TEXT_SIZE, bold=True)
        colour = QColor(MARGIN_TEXT_COLOUR)
        m = self.map_rect
        edges = {e: edge_label(self.board.id, e, text) for e, text in self.board.edges.items()}
        if self._sees(QRectF(m.left(), m.top() - MARGIN, m.width(), MARGIN)):
            self._fill(painter, self._text(edges.get("top", ""), font, m.center().x(), m.top() - MARGIN / 2), colour)
        if self._sees(QRectF(m.left(), m.bottom(), m.width(), MARGIN)):
            self._fill(painter, self._text(edges.get("bottom", ""), font, m.center().x(), m.bottom() + MARGIN / 2), colour)
        for edge, x, angle in (("left", m.left() - MARGIN / 2, -90.0), ("right", m.right() + MARGIN / 2, 90.0)):
            if not self._sees(QRectF(x - MARGIN / 2, m.top(), MARGIN, m.height())):
                continue
            painter.save()
            painter.translate(x, m.center().y())
            painter.rotate(angle)
            painter.fillPath(self._text(edges.get(edge, ""), font, 0.0, 0.0), colour)
            painter.restore()


def _hip_roof(rect: Polygon) -> list[tuple[tuple[float, float], tuple[float, float]]]:
    """Ridge and hip lines of a hip roof over a rectangle."""
    pts = np.asarray(rect.exterior.coords)[:4]
    e0, e1 = pts[1] - pts[0], pts[2] - pts[1]
    if np.hypot(*e0) < np.hypot(*e1):  # make pts[0]->pts[1] a long side
        pts = np.roll(pts, -1, axis=0)
        e0, e1 = pts[1] - pts[0], pts[2] - pts[1]
    long_len, short_len = np.hypot(*e0), np.hypot(*e1)
    centre = pts.mean(axis=0)
    u = e0 / long_len
    half = max(0.0, (long_len - short_len) / 2)
    r0, r1 = centre - u * half, centre + u * half
    segs = [(tuple(r0), tuple(r1))]
    for corner in pts:
        end = r0 if np.dot(corner - centre, u) < 0 else r1
        segs.append((tuple(end), tuple(corner)))
    return segs


# ----------------------------------------------------------------------------------------------
# The LOS overlay (rule 10)
# ----------------------------------------------------------------------------------------------
def los_geometry(board, result) -> dict[str, Any]:
    """Where the overlay of a :class:`~cc_desktop.board.los.LosResult` goes, in map units:
    ``start``, ``end`` (centre dots), ``contact`` (the first point of contact of the block seen
    from the firer, or None) and ``colour``."""
    start = board.grid.centre(result.origin)
    end = board.grid.centre(result.target)
    contact = None
    if result.los == "blocked" and result.blocked_by is not None:
        b = result.blocked_by
        contact = tuple(b.point) if b.point is not None else board.grid.centre(b.hex)
    return {"start": start, "end": end, "contact": contact, "colour": QColor(LOS_COLOURS.get(result.los, LOS_COLOURS["clear"]))}


def los_bounds(board, result) -> QRectF:
    g = los_geometry(board, result)
    xs = [g["start"][0], g["end"][0]]
    ys = [g["start"][1], g["end"][1]]
    pad = LOS_END_RADIUS + LOS_WIDTH + 4
    return QRectF(min(xs) - pad, min(ys) - pad, max(xs) - min(xs) + 2 * pad, max(ys) - min(ys) + 2 * pad)


def paint_los(painter: QPainter, board, result) -> None:
    """Draw a LOS: green if clear, yellow if hindered (hindering hexes ringed), red up to the
    first contact of the block if blocked (faint dashes beyond it, a marker at the contact)."""
    g = los_geometry(board, result)
    colour: QColor = g["colour"]
    start, end, contact = QPointF(*g["start"]), QPointF(*g["end"]), g["contact"]
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    hindering = {h.hex for h in result.hindrances} if result.los == "hindered" else set()
    for h in sorted(hindering):
        ring = QPainterPath()
        ring.addPolygon(_qpolygon(board.grid.corners(h) + [board.grid.corners(h)[0]]))
        painter.fillPath(ring, _with_alpha(colour, 45))
        painter.strokePath(ring, _pen(_with_alpha(colour, 200), 2.0))
    if contact is not None:
        cp = QPointF(*contact)
        painter.strokePath(line_path([(start.x(), start.y()), (cp.x(), cp.y())]), _pen(LOS_HALO, LOS_WIDTH + 3))
        painter.strokePath(line_path([(start.x(), start.y()), (cp.x(), cp.y())]), _pen(colour, LOS_WIDTH))
        painter.strokePath(line_path([(cp.x(), cp.y()), (end.x(), end.y())]),
                           _pen(_with_alpha(colour, 150), LOS_WIDTH * 0.6, Qt.PenCapStyle.FlatCap, dashes=[3, 2.5]))
    else:
        painter.strokePath(line_path([(start.x(), start.y()), (end.x(), end.y())]), _pen(LOS_HALO, LOS_WIDTH + 3))
        painter.strokePath(line_path([(start.x(), start.y()), (end.x(), end.y())]), _pen(colour, LOS_WIDTH))
    for p in (start, end):
        painter.setPen(_pen(LOS_HALO, 2.0))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(p, LOS_END_RADIUS + 1.5, LOS_END_RADIUS + 1.5)
        painter.setPen(_pen(colour, 3.0))
        painter.drawEllipse(p, LOS_END_RADIUS, LOS_END_RADIUS)
    if contact is not None:
        cp = QPointF(*contact)
        painter.setPen(_pen(colour.darker(150), 2.0))
        painter.setBrush(QColor("white"))
        painter.drawEllipse(cp, LOS_MARK_RADIUS, LOS_MARK_RADIUS)
        d = LOS_MARK_RADIUS * 0.55
        painter.setPen(_pen(colour, 2.4))
        painter.drawLine(QLineF(cp.x() - d, cp.y() - d, cp.x() + d, cp.y() + d))
        painter.drawLine(QLineF(cp.x() - d, cp.y() + d, cp.x() + d, cp.y() - d))
    painter.restore()


__all__ = [
    "MapOptions", "MapPainter", "MARGIN", "geometry_path", "map_bounds", "line_path", "los_bounds", "los_geometry", "paint_los",
    "polygons_of",
]
