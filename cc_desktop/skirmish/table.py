"""Skirmish battlefields in continuous space: loading, validating, terrain and movement costs.

A battlefield is a JSON file ``maps/skirmish/<id>.json`` (format: docs/skirmish-map-format.md):
a table of ``size`` inches (72 x 48, SK-20.2), ground height areas (hills, ditches), terrain
objects (walls, fences, hedges, woods, rocks, water, buildings with doors and windows...) and the
deployment zones of both sides.  Reading A of "Mapping to a hex map" (07-skirmish.md): free
placement, distances in inches, every object a Shapely shape with a height.

Loading turns the file into a :class:`Table`:

* every line object (wall, fence, hedge, log...) is cut into **segments** of at most
  ``segment_length`` inches (default 6) with ids ``<id>.1``, ``<id>.2``... so that SK-8.4 can
  destroy one segment of a fence, not its whole length; each segment is a rectangle of the
  line's ``thickness``;
* a **building** becomes one wall segment per stretch of its outline between openings
  (``<id>.wall-<edge>.<k>``), one object per door and window (their own ids from the file), a
  roof (``<id>.roof``, when the building has one) and a floor (``<id>.floor``, terrain only);
* each object stands on the ground height at its middle (``base``, unless the file gives it).

What changes in play (which doors are open, which segments are destroyed) is **not** in the
table: the functions here and in :mod:`cc_desktop.skirmish.sight` take it as arguments
(``open_doors``: None means the file's initial states; ``destroyed``: ids of destroyed segments
or whole objects).

Movement (SK-5.1): 1 A per inch on level ground, 2 A per inch in difficult terrain (ruins,
rocks, dense undergrowth, wading) or when crouching; the two do not stack (Ambiguity 9); the
cost of one move action is ceil(total) whole A (Ambiguity 10).  Walls, fences, closed doors and
windows block movement (they must be jumped, SK-5.2, or climbed, SK-5.3; :func:`blocked_move`
says which object blocks, where, how high and how thick it is).

No Qt here.
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Mapping

import numpy as np
import shapely
from shapely.geometry import LineString, Polygon, box
from shapely.strtree import STRtree

from cc_desktop.skirmish.types import TABLE_DEPTH, TABLE_WIDTH, CoverType, Point

FORMAT = "cc-skirmish-table/1"
#: The cover type ids of the spec (resources/skirmish/cover.json, sk-data).  A file naming
#: another id is refused.
COVER_IDS = frozenset({
    "bush_hedge", "picket_fence", "plank_door", "pole", "vehicle_side", "figure", "log_wall",
    "steel_door", "brick_wall", "stone_fence", "log", "earth_sandbags", "trench", "foxhole",
    "stone_wall", "armour_10mm", "armour_20mm", "armour_30mm", "armour_50mm", "armour_80mm",
    "armour_120mm",
})
#: The ground itself (a hill crest, the bank of a ditch) hides what is behind it; the cover it
#: gives is this type, unless the target stands in a ground area with a cover of its own.
GROUND_COVER = "earth_sandbags"
#: Segments of line objects are at most this long unless the file says otherwise (SK-8.4).
DEFAULT_SEGMENT_LENGTH = 6.0
#: A door is this high (inches; a 28 mm figure is 1.1 in tall); above it is wall (the lintel).
DEFAULT_DOOR_HEIGHT = 1.4
DEFAULT_WINDOW_SILL = 0.6
DEFAULT_WINDOW_TOP = 1.4
DEFAULT_ROOF_HEIGHT = 1.5
#: How far from the middle line sight's other lines may run (the arms, sight.BODY_POINTS).
SIGHT_PAD = 0.25
#: The side of the squares of the ground height raster sight reads the ground from (inches).
RASTER = 0.1
EDGES = ("north", "south", "west", "east")

# Each kind of terrain with what it does unless the file says otherwise.  ``shape``: "line"
# (a polyline with a thickness) or "area" (a polygon).
KINDS: dict[str, dict[str, Any]] = {
    "wall":        dict(shape="line", name="Brick wall", height=0.8, thickness=0.3, cover="brick_wall",
                        blocks_sight=True, blocks_move=True, hides_crouching=True, climbable=True),
    "stone_wall":  dict(shape="line", name="Stone wall", height=0.8, thickness=0.4, cover="stone_wall",
                        blocks_sight=True, blocks_move=True, hides_crouching=True, climbable=True),
    "stone_fence": dict(shape="line", name="Stone fence", height=0.6, thickness=0.4, cover="stone_fence",
                        blocks_sight=True, blocks_move=True, hides_crouching=True, climbable=True),
    "fence":       dict(shape="line", name="Picket fence", height=0.7, thickness=0.1, cover="picket_fence",
                        blocks_sight=False, blocks_move=True, hides_crouching=False, climbable=True),
    "hedge":       dict(shape="line", name="Hedge", height=1.2, thickness=0.6, cover="bush_hedge",
                        blocks_sight=True, difficult=True, hides_crouching=True),
    "log":         dict(shape="line", name="Log", height=0.4, thickness=0.4, cover="log",
                        blocks_sight=True, blocks_move=True, hides_crouching=True, climbable=True),
    "sandbags":    dict(shape="line", name="Sandbags", height=0.6, thickness=0.6, cover="earth_sandbags",
                        blocks_sight=True, blocks_move=True, hides_crouching=True, climbable=True),
    "woods":       dict(shape="area", name="Woods", height=5.0, cover="bush_hedge", sight_depth=3.0,
                        blocks_sight=True, difficult=True, hides_crouching=True),
    "bushes":      dict(shape="area", name="Bushes", height=1.0, cover="bush_hedge", sight_depth=2.0,
                        blocks_sight=True, difficult=True, hides_crouching=True),
    "rocks":       dict(shape="area", name="Rocky ground", height=0.0, difficult=True),
    "boulder":     dict(shape="area", name="Boulder", height=1.2, cover="stone_wall", blocks_sight=True,
                        blocks_move=True, hides_crouching=True, climbable=True),
    "ruins":       dict(shape="area", name="Ruins", height=0.5, cover="brick_wall", blocks_sight=True,
                        difficult=True, hides_crouching=True),
    "water":       dict(shape="area", name="Stream", height=0.0, difficult=True),
    "field":       dict(shape="area", name="Field", height=0.0),
    "road":        dict(shape="area", name="Road", height=0.0),
    "building":    dict(shape="area", name="Building", height=2.5, thickness=0.3, cover="brick_wall"),
}
# Fields any object may set (besides id, kind, name, line/polygon).
FLAGS = ("blocks_sight", "blocks_move", "difficult", "hides_crouching", "climbable")
NUMBERS = ("height", "thickness", "sight_depth", "base", "segment_length", "roof")


class TableError(ValueError):
    """A battlefield file that cannot be used; ``messages`` lists every problem found."""

    def __init__(self, messages: list[str]):
        super().__init__("\n".join(messages))
        self.messages = messages


# --------------------------------------------------------------------------------------------
# The loaded table

@dataclass(frozen=True, eq=False)
class TerrainObject:
    """One piece of terrain as sight and movement see it (a wall segment, a door, a wood...).

    ``bands`` are the solid height ranges above ``base`` (a wall: one band from 0 to its height;
    a window: below the sill and above the window).  A door has a second set, ``open_bands``,
    used while it is open (only the lintel above the doorway), and ``open_cover`` for it."""
    id: str
    parent: str             # the object of the file it comes from (a fence's id for its segments)
    kind: str
    name: str
    geometry: Polygon
    ring: tuple             # the outline as ((x, y), ...), closed (first point repeated)
    bounds: tuple           # (minx, miny, maxx, maxy)
    base: float             # height of the ground it stands on
    height: float           # its top above base
    bands: tuple            # ((z0, z1), ...) above base, solid
    cover: str | None       # a cover type id (SK-8.3), None: gives none
    blocks_sight: bool = False
    blocks_move: bool = False
    difficult: bool = False
    hides_crouching: bool = False
    climbable: bool = False
    sight_depth: float | None = None   # sight passes through up to this many inches of it
    thickness: float = 0.0  # of a line object (how far a jump over it is, SK-5.2)
    door: str | None = None  # "plank" / "steel" for a door
    initially_open: bool = False
    open_bands: tuple = ()
    open_cover: str | None = None
    destructible: bool = True
    # the outline as half-planes ((qx, qy, nx, ny): a point of an edge and its outward normal)
    # when it is convex (every wall segment, door and window is): sight clips lines against it
    # directly (Cyrus-Beck)
    halfplanes: tuple | None = None
    # else its edges as (px, py, qx - px, qy - py), for sight's clip of a line against it
    ring_edges: tuple | None = None
    # a circle holding the outline (the middle of its bounds and the half diagonal): sight's
    # quick test of whether a line can come near it, and how far along the line it starts
    cx: float = 0.0
    cy: float = 0.0
    radius: float = 0.0
    # a rectangle (every wall segment, door and window): (cx, cy, ux, uy, half length, half width)
    obb: tuple | None = None
    # the rectangle sight tests first: the obb, else the bounds (cx, cy, ux, uy, half, half)
    box: tuple = ()
    zbands: tuple = ()        # the solid bands as absolute heights (closed, for a door)
    zbands_open: tuple = ()   # a door's while it is open

    @property
    def top(self) -> float:
        return self.base + self.height

    @property
    def label(self) -> str:
        return f"{self.name} ({self.id})"

    def solid(self, is_open: bool) -> tuple:
        """The solid bands (absolute heights) in the given door state."""
        return self.zbands_open if (self.door and is_open) else self.zbands


@dataclass(frozen=True, eq=False)
class GroundArea:
    """A hill level or a ditch: inside ``polygon`` the ground is at ``level`` inches; with a
    ``slope`` the ground rises from ``edge_level`` at the outline to ``level`` over that many
    inches inwards."""
    id: str
    name: str
    geometry: Polygon
    level: float
    slope: float = 0.0
    edge_level: float = 0.0
    cover: str | None = None
    difficult: bool = False
    bounds: tuple = ()
    ring: tuple = ()


@dataclass(frozen=True)
class Zone:
    """A side's deployment zone and its own table edge (SK-20: which edge a side leaves by)."""
    side: str
    name: str
    geometry: Polygon
    edge: str


@dataclass(eq=False)
class Table:
    id: str
    name: str
    description: str
    width: float
    depth: float
    objects: tuple
    ground: tuple
    zones: dict
    source: str = ""
    by_id: dict = field(default_factory=dict)
    parents: dict = field(default_factory=dict)   # file id -> tuple of its objects
    tree: STRtree | None = None
    difficult_geometry: Any = None
    ground_cover: str = GROUND_COVER
    initial_open: frozenset = frozenset()
    _raster: Any = None
    _ground_cells: Any = None   # ground_index(), made on first use
    _raster_flat: Any = None    # the raster as one row, and (1, its width): ground_along
    sight_objects: tuple = ()
    sight_arrays: tuple = ()
    sight_circles: tuple = ()
    # sight's quick tests of each of them: (cx, cy, radius + SIGHT_PAD, box ux, box uy, box
    # half length, box half width, the object)
    sight_records: tuple = ()
    # the objects that may block a move (walls, fences, doors...) and their own tree: a move
    # looks only at these (most of a table, woods and bushes, never blocks)
    move_objects: tuple = ()
    move_tree: STRtree | None = None
    move_bounds: tuple = ()     # their boxes (minx, miny, maxx, maxy): a move's first test
    # memos of the pure queries (move_cost, sight.can_see): the result of one set of arguments,
    # all of them in the key (no play state is kept here; cleared when it grows large)
    memo: dict = field(default_factory=dict)

    def __post_init__(self):
        self.by_id = {o.id: o for o in self.objects}
        parents: dict[str, list] = {}
        for o in self.objects:
            parents.setdefault(o.parent, []).append(o)
        self.parents = {k: tuple(v) for k, v in parents.items()}
        self.tree = STRtree([o.geometry for o in self.objects])
        self.move_objects = tuple(o for o in self.objects if o.door or o.blocks_move)
        self.move_tree = STRtree([o.geometry for o in self.move_objects])
        self.move_bounds = tuple(tuple(map(float, o.geometry.bounds)) for o in self.move_objects)
        diff = [o.geometry for o in self.objects if o.difficult] + [g.geometry for g in self.ground if g.difficult]
        self.difficult_geometry = shapely.union_all(diff) if diff else None
        if self.difficult_geometry is not None:
            shapely.prepare(self.difficult_geometry)
        self.initial_open = frozenset(o.id for o in self.objects if o.door and o.initially_open)
        # the objects sight looks at, with their circles (cx, cy, radius + SIGHT_PAD: how far a
        # centre may lie from a line of sight for the object to come within SIGHT_PAD of it)
        self.sight_objects = tuple(o for o in self.objects if o.zbands or o.zbands_open)
        radius = np.array([o.radius for o in self.sight_objects], float).reshape(-1)
        # (centres, radii, radii + SIGHT_PAD) as arrays, for a table of many (sight.py tests
        # them all at once)
        self.sight_arrays = (np.array([(o.cx, o.cy) for o in self.sight_objects], float).reshape(-1, 2),
                             radius, radius + SIGHT_PAD)
        self.sight_circles = tuple((float(o.cx), float(o.cy), float(r) + SIGHT_PAD)
                                   for o, r in zip(self.sight_objects, radius))
        self.sight_records = tuple((cx, cy, pad, o.box[2], o.box[3], o.box[4], o.box[5], o)
                                   for (cx, cy, pad), o in zip(self.sight_circles, self.sight_objects))

    # ---- state given by the caller ----------------------------------------------------------
    def doors(self) -> tuple:
        return tuple(o for o in self.objects if o.door)

    def initially_open_doors(self) -> frozenset:
        """The doors the file has open when the battle starts."""
        return self.initial_open

    def resolve_open(self, open_doors) -> frozenset:
        return self.initial_open if open_doors is None else frozenset(open_doors)

    def is_destroyed(self, obj: TerrainObject, destroyed) -> bool:
        return bool(destroyed) and (obj.id in destroyed or obj.parent in destroyed)

    def segment_ids(self, parent: str) -> tuple:
        """The ids of the segments a file object was cut into (SK-8.4 destroys one of them)."""
        return tuple(o.id for o in self.parents.get(parent, ()))

    # ---- the ground -------------------------------------------------------------------------
    def ground_height(self, point) -> float:
        """The height of the ground at (x, y) (the last listed ground area containing it wins)."""
        x, y = (point.x, point.y) if hasattr(point, "x") else point
        return self.ground_z(x, y)

    def ground_z(self, x: float, y: float) -> float:
        """:meth:`ground_height` at (x, y)."""
        if not self.ground:
            return 0.0
        # the square of the ground index says which area it is and which of its edges are near
        # (the same numbers as the loop below, which answers where a square is not clear-cut)
        nx, width, depth, cells = self._ground_cells or self.ground_index()
        if 0.0 <= x < width and 0.0 <= y < depth:
            cell = cells[int(y * _INV_GROUND_CELL) * nx + int(x * _INV_GROUND_CELL)]
            if cell.__class__ is not list:
                g, z, edges = cell
                if edges is None:
                    return z
                return g.edge_level + (g.level - g.edge_level) * min(1.0, _edges_distance(x, y, edges) / g.slope)
            for g, edges in cell:   # the areas that reach into the square, the last listed first
                minx, miny, maxx, maxy = g.bounds
                if minx <= x <= maxx and miny <= y <= maxy and _in_ring(x, y, g.ring):
                    if g.slope > 0:
                        return g.edge_level + (g.level - g.edge_level) * min(1.0, _edges_distance(x, y, edges) / g.slope)
                    return g.level
            return 0.0
        for g in reversed(self.ground):
            minx, miny, maxx, maxy = g.bounds
            if minx <= x <= maxx and miny <= y <= maxy and _in_ring(x, y, g.ring):
                if g.slope > 0:
                    d = _ring_distance(x, y, g.ring)
                    return g.edge_level + (g.level - g.edge_level) * min(1.0, d / g.slope)
                return g.level
        return 0.0

    def ground_heights(self, xs: np.ndarray, ys: np.ndarray) -> np.ndarray:
        z = np.zeros(len(xs))
        for g in self.ground:
            minx, miny, maxx, maxy = g.bounds
            near = (xs >= minx) & (xs <= maxx) & (ys >= miny) & (ys <= maxy)
            if not near.any():
                continue
            inside = near.copy()
            inside[near] = shapely.contains_xy(g.geometry, xs[near], ys[near])
            if not inside.any():
                continue
            if g.slope > 0:
                d = shapely.distance(g.geometry.exterior, shapely.points(xs[inside], ys[inside]))
                z[inside] = g.edge_level + (g.level - g.edge_level) * np.clip(d / g.slope, 0.0, 1.0)
            else:
                z[inside] = g.level
        return z

    def ground_raster(self) -> np.ndarray:
        """The ground's height on a grid of RASTER-inch squares (their centres), made on first
        use: sight samples the ground along its lines from it."""
        if self._raster is None:
            nx, ny = math.ceil(self.width / RASTER), math.ceil(self.depth / RASTER)
            gx, gy = np.meshgrid((np.arange(nx) + 0.5) * RASTER, (np.arange(ny) + 0.5) * RASTER)
            self._raster = self.ground_heights(gx.ravel(), gy.ravel()).reshape(ny, nx)
            self._raster_flat = (self._raster.ravel(), np.array((1, nx), np.intp))
        return self._raster

    def ground_along(self, sx: float, sy: float, dx: float, dy: float, ts: np.ndarray,
                     t0: float | None = None, t1: float | None = None) -> np.ndarray:
        """:meth:`ground_profile` at the points (sx + dx t, sy + dy t) for the t of ``ts`` (the
        first and last of them ``t0``, ``t1`` when known): the same numbers, with fewer steps
        when the points lie well inside the table (then no coordinate needs folding or clamping
        onto the raster)."""
        if t0 is None or t1 is None:
            t0, t1 = float(ts[0]), float(ts[-1])
        xa, xb, ya, yb = sx + dx * t0, sx + dx * t1, sy + dy * t0, sy + dy * t1
        lo, right, bottom = 0.01, self.width - 0.01, self.depth - 0.01
        if not (lo < xa < right and lo < xb < right and lo < ya < bottom and lo < yb < bottom):
            return self.ground_profile(sx + dx * ts, sy + dy * ts)
        if self._raster is None:
            self.ground_raster()
        flat, weights = self._raster_flat
        xy = np.array(((dx,), (dy,))) * ts          # the same products and sums as sx + dx * ts
        xy += np.array(((sx,), (sy,)))
        xy *= 1.0 / RASTER
        return flat[weights @ xy.astype(np.intp)]   # row * nx + column

    def ground_profile(self, xs: np.ndarray, ys: np.ndarray) -> np.ndarray:
        """The ground's height at many points, read from :meth:`ground_raster` (the nearest
        square's centre)."""
        raster = self.ground_raster()
        ny, nx = raster.shape
        i = np.minimum((np.abs(xs) * (1.0 / RASTER)).astype(np.intp), nx - 1)
        j = np.minimum((np.abs(ys) * (1.0 / RASTER)).astype(np.intp), ny - 1)
        return raster[j, i]

    def ground_area_at(self, point) -> GroundArea | None:
        """The ground area that sets the height at (x, y) (the last listed containing it), if any."""
        x, y = (point.x, point.y) if hasattr(point, "x") else point
        return self.ground_area_xy(x, y)

    def ground_area_xy(self, x: float, y: float) -> GroundArea | None:
        """:meth:`ground_area_at` at (x, y)."""
        if not self.ground:
            return None
        nx, width, depth, cells = self._ground_cells or self.ground_index()
        if 0.0 <= x < width and 0.0 <= y < depth:
            cell = cells[int(y * _INV_GROUND_CELL) * nx + int(x * _INV_GROUND_CELL)]
            if cell.__class__ is not list:
                return cell[0]
            for g, _ in cell:
                minx, miny, maxx, maxy = g.bounds
                if minx <= x <= maxx and miny <= y <= maxy and _in_ring(x, y, g.ring):
                    return g
            return None
        for g in reversed(self.ground):
            minx, miny, maxx, maxy = g.bounds
            if minx <= x <= maxx and miny <= y <= maxy and _in_ring(x, y, g.ring):
                return g
        return None

    def ground_index(self) -> tuple:
        """(nx, width, depth, cells): the table cut into GROUND_CELL-inch squares (``cells``, nx
        to a row), each ``(area, height, edges)`` when one ground area (or none: None, 0.0)
        holds the whole square with a margin: ``edges`` None when the height is the same all
        over it (its level, or beyond its slope), else the edges of its outline within ``slope``
        of the square ((px, py, ex, ey, length squared): the slope's distance is the nearest of
        these); for a square an outline crosses, a list of the areas that reach into it (the
        last listed first) with their edges near it: :meth:`ground_z` asks those.
        Made on first use, with Shapely, for all the squares at once (the ground does not change)."""
        if self._ground_cells is None:
            self._ground_cells = _ground_cells(self)
        return self._ground_cells

    def on_ground(self, x: float, y: float) -> Point:
        """A point on the table at the ground's height (where a figure standing there has its feet)."""
        return Point(x, y, self.ground_height((x, y)))

    def feet(self, at: Point) -> float:
        """The height of a figure's feet: ``at.z`` if it is given (not 0), else the ground's height
        there (so callers may place figures at z 0 and let the table put them on the hill)."""
        return at.z if at.z != 0.0 else self.ground_z(at.x, at.y)

    # ---- terrain ----------------------------------------------------------------------------
    def objects_near(self, geom) -> list:
        return [self.objects[i] for i in self.tree.query(geom)]

    def terrain_at(self, point, open_doors=None, destroyed=frozenset()) -> "TerrainHere":
        return terrain_at(self, point, open_doors, destroyed)

    def inside(self, x: float, y: float) -> bool:
        return 0.0 <= x <= self.width and 0.0 <= y <= self.depth


@dataclass(frozen=True)
class TerrainHere:
    """What is at one point of the table (:func:`terrain_at`)."""
    point: tuple
    ground: float
    ground_area: str | None
    objects: tuple           # the TerrainObjects whose footprint holds the point
    difficult: bool
    blocked: bool            # a figure cannot stand here (inside a wall, a closed door...)

    def describe(self) -> str:
        parts = [f"ground {self.ground:.1f} in" + (f" ({self.ground_area})" if self.ground_area else "")]
        parts += [o.label for o in self.objects]
        if self.difficult:
            parts.append("difficult ground (SK-5.1)")
        if self.blocked:
            parts.append("no room to stand")
        return "; ".join(parts)


def terrain_at(table: Table, point, open_doors=None, destroyed=frozenset()) -> TerrainHere:
    x, y = (point.x, point.y) if hasattr(point, "x") else point
    opened = table.resolve_open(open_doors)
    here = []
    for i in table.tree.query(shapely.points(x, y)):
        o = table.objects[i]
        if shapely.contains_xy(o.geometry, x, y) or shapely.intersects_xy(o.geometry, x, y):
            here.append(o)
    here.sort(key=lambda o: o.id)
    area = table.ground_area_at((x, y))
    difficult = any(o.difficult or table.is_destroyed(o, destroyed) and o.blocks_move for o in here) or bool(area and area.difficult)
    blocked = any(_blocks_move(o, opened, destroyed, table) for o in here)
    return TerrainHere((x, y), table.ground_height((x, y)), area.name if area else None, tuple(here),
                       difficult, blocked)


def _blocks_move(o: TerrainObject, opened, destroyed, table: Table) -> bool:
    if table.is_destroyed(o, destroyed):
        return False
    if o.door:
        return o.id not in opened
    return o.blocks_move


# --------------------------------------------------------------------------------------------
# Movement (SK-5.1)

@dataclass(frozen=True)
class Blocked:
    """Why a move cannot go straight on: an object in the way (or the table edge)."""
    object_id: str
    name: str
    at: tuple               # (x, y) where the path first meets it
    height: float           # its top above the ground there
    thickness: float
    climbable: bool
    rule: str

    def describe(self) -> str:
        if self.object_id == "table-edge":
            return f"the path leaves the table at ({self.at[0]:.1f}, {self.at[1]:.1f}) ({self.rule})"
        if self.rule == "SK-4.9":
            return (f"{self.name} ({self.object_id}) is closed at ({self.at[0]:.1f}, {self.at[1]:.1f}): "
                    f"open it first, 1 A (SK-4.9)")
        how = []
        if self.height <= 0.5 + 1e-9 and self.thickness <= 1.0 + 1e-9:
            how.append("it may be jumped (SK-5.2)")
        if self.climbable:
            how.append("climbed (SK-5.3)")
        tail = f": {' or '.join(how)}" if how else ": go around it"
        return (f"{self.name} ({self.object_id}) blocks the way at ({self.at[0]:.1f}, {self.at[1]:.1f}), "
                f"{self.height:.1f} in high, {self.thickness:.1f} in thick ({self.rule}){tail}")


@dataclass(frozen=True)
class MoveCost:
    """The A a move costs (SK-5.1, Ambiguities 9 and 10) and how it was reckoned."""
    cost: int | None         # whole A; None when the path is blocked
    inches: float
    difficult_inches: float
    per_inch_open: int
    per_inch_difficult: int
    blocked: tuple           # Blocked values, in path order
    lines: tuple

    def explain(self) -> str:
        return "\n".join(self.lines)

    def __iter__(self):  # cost, explanation = move_cost(...)
        yield self.cost
        yield self.explain()


def _path_xy(path) -> list[tuple[float, float]]:
    return [(p.x, p.y) if hasattr(p, "x") else (float(p[0]), float(p[1])) for p in path]


def blocked_move(table: Table, path, open_doors=None, destroyed=frozenset(), _line=None) -> tuple:
    """The objects that block a path (walls, fences, closed doors, windows...), in path order,
    each with where the path meets it, its height and thickness (for a jump, SK-5.2, or a
    climb, SK-5.3); the table edge too.  An empty tuple: the path is free."""
    pts = _path_xy(path)
    if len(pts) < 2:
        return ()
    opened = table.resolve_open(open_doors)
    out: list[tuple[float, Blocked]] = []
    travelled = 0.0
    for (ax, ay), (bx, by) in zip(pts, pts[1:]):
        leg = _line if _line is not None and len(pts) == 2 else LineString([(ax, ay), (bx, by)])
        for x, y in ((ax, ay), (bx, by)):
            if not table.inside(x, y):
                out.append((travelled, Blocked("table-edge", "Table edge", (x, y), 0.0, 0.0, False, "SK-20.2")))
                break
        # the boxes that overlap the leg's box, tested in Python (a tree query costs more for
        # the few walls of a table), then the exact test
        lx0, lx1 = (ax, bx) if ax < bx else (bx, ax)
        ly0, ly1 = (ay, by) if ay < by else (by, ay)
        for i, (x0, y0, x1, y1) in enumerate(table.move_bounds):
            if x0 > lx1 or x1 < lx0 or y0 > ly1 or y1 < ly0:
                continue
            o = table.move_objects[i]
            if not leg.intersects(o.geometry) or not _blocks_move(o, opened, destroyed, table):
                continue
            hit = leg.intersection(o.geometry)
            if hit.is_empty:
                continue
            d = min(leg.project(shapely.Point(c)) for c in _coords(hit))
            at = leg.interpolate(d)
            rule = "SK-4.9" if o.door else "SK-5.2"
            # what must be got over: the solid part standing on the ground (a window's sill)
            ground_band = [b for a, b in o.solid(o.id in opened) if a <= o.base + 1e-9]
            height = (ground_band[0] - o.base) if ground_band else o.height
            out.append((travelled + d, Blocked(o.id, o.name, (round(at.x, 2), round(at.y, 2)), height,
                                               o.thickness or _width(o), o.climbable, rule)))
        travelled += leg.length
    out.sort(key=lambda t: t[0])
    seen, result = set(), []
    for _, b in out:
        if b.object_id not in seen:
            seen.add(b.object_id)
            result.append(b)
    return tuple(result)


def _coords(geom):
    if hasattr(geom, "geoms"):
        for g in geom.geoms:
            yield from _coords(g)
    else:
        yield from geom.coords


def _width(o: TerrainObject) -> float:
    minx, miny, maxx, maxy = o.bounds
    return min(maxx - minx, maxy - miny)


def move_cost(table: Table, path, crouching: bool = False, open_doors=None, destroyed=frozenset(),
              ignore_difficult: bool = False) -> MoveCost:
    """The A of one move action along ``path`` (points in inches, plan view).

    SK-5.1: 1 A per inch on level ground, 2 A per inch in difficult terrain or when crouching
    (Ambiguity 9: the two do not stack: 2, not 4); the total is rounded up to whole A once for
    the action (Ambiguity 10).  ``ignore_difficult``: the Cross-country skill (SK-17.4).
    A destroyed wall or fence segment leaves rubble: difficult ground ("among ruins", SK-5.1).
    Walls, fences, windows and closed doors block: the cost is then None and ``blocked`` says
    which object (SK-5.2 jump, SK-5.3 climb, SK-4.9 open the door)."""
    pts = _path_xy(path)
    key = ("move_cost", tuple(pts), bool(crouching), table.resolve_open(open_doors), frozenset(destroyed),
           bool(ignore_difficult))
    found = table.memo.get(key)
    if found is None:
        found = _move_cost(table, pts, crouching, open_doors, destroyed, ignore_difficult)
        remember(table, key, found)
    return found


MEMO_SIZE = 20000


def remember(table: Table, key, value) -> None:
    """Keep a pure query's result (every argument is in ``key``); forget all past MEMO_SIZE."""
    if len(table.memo) >= MEMO_SIZE:
        table.memo.clear()
    table.memo[key] = value


def _move_cost(table: Table, pts, crouching, open_doors, destroyed, ignore_difficult) -> MoveCost:
    line = LineString(pts) if len(pts) >= 2 else None   # one line for both questions
    blocked = blocked_move(table, pts, open_doors, destroyed, _line=line)
    inches = sum(math.hypot(bx - ax, by - ay) for (ax, ay), (bx, by) in zip(pts, pts[1:]))
    difficult = 0.0
    if line is not None and not ignore_difficult:
        zones = table.difficult_geometry
        rubble = [o.geometry for o in table.move_objects
                  if o.blocks_move and not o.door and table.is_destroyed(o, destroyed)] if destroyed else []
        if rubble:
            zones = shapely.union_all(([zones] if zones is not None else []) + rubble)
        # (the prepared zones answer "does it cross any?" at once; most moves cross none)
        if zones is not None and (rubble or zones.intersects(line)):
            difficult = line.intersection(zones).length
    open_rate = 2 if crouching else 1                   # SK-5.1 crouched movement
    diff_rate = 2                                       # SK-5.1 difficult; Ambiguity 9: not 4
    raw = (inches - difficult) * open_rate + difficult * diff_rate
    cost = math.ceil(raw - 1e-9)                        # Ambiguity 10: ceil once per action
    lines = []
    how = "crouching, 2 A per inch (SK-5.1)" if crouching else "1 A per inch (SK-5.1)"
    lines.append(f"{inches - difficult:.2f} in of open ground, {how}")
    if difficult > 1e-9:
        stack = " (crouching does not add to it, Ambiguity 9)" if crouching else ""
        lines.append(f"{difficult:.2f} in of difficult ground, 2 A per inch (SK-5.1){stack}")
    elif ignore_difficult:
        lines.append("difficult ground ignored: Cross-country (SK-17.4)")
    if blocked:
        for b in blocked:
            lines.append("blocked: " + b.describe())
        return MoveCost(None, inches, difficult, open_rate, diff_rate, blocked, tuple(lines))
    lines.append(f"total {raw:.2f} A, paid as {cost} A (rounded up once per action, Ambiguity 10)")
    return MoveCost(cost, inches, difficult, open_rate, diff_rate, (), tuple(lines))


# --------------------------------------------------------------------------------------------
# Cover types (resources/skirmish/cover.json is sk-data's; looked up only when asked)

def cover_types(given: Mapping[str, CoverType] | None = None) -> Mapping[str, CoverType]:
    """The cover table (SK-8.3): ``given`` if passed, else sk-data's cover.json if it can be
    loaded (looked up once, on first use), else an empty mapping (sight then reports the cover
    ids without their saves)."""
    if given is not None:
        return given
    if _COVER_CACHE:
        return _COVER_CACHE[0]
    try:
        from cc_desktop.skirmish import data  # noqa: PLC0415 (sk-data's module; may not exist yet)
        found = data.cover()
    except Exception:  # noqa: BLE001 - no cover data yet: ids only
        found = {}
    _COVER_CACHE.append(found)
    return found


_COVER_CACHE: list = []


# --------------------------------------------------------------------------------------------
# Validation and loading

def _where(source: str, what: str) -> str:
    return f"{source}: {what}" if source else what


def _is_num(v) -> bool:
    return isinstance(v, (int, float)) and not isinstance(v, bool) and math.isfinite(v)


def _points(v) -> bool:
    return isinstance(v, list) and all(isinstance(p, list) and len(p) == 2 and all(_is_num(c) for c in p) for p in v)


def _polygon(v) -> Polygon | None:
    if not _points(v) or len(v) < 3:
        return None
    try:
        poly = Polygon(v)
    except Exception:  # noqa: BLE001
        return None
    return poly


def validate_table(data: Any, source: str = "") -> list[str]:
    """Every problem of a battlefield file's data, each message naming the file, the object and
    the field ("maps/skirmish/x.json: object 'wall-3': height: must be a number of inches > 0").
    An empty list: the data loads."""
    msgs: list[str] = []

    def bad(what: str, msg: str):
        msgs.append(_where(source, f"{what}: {msg}"))

    if not isinstance(data, dict):
        return [_where(source, "the file must hold a JSON object")]
    if data.get("format") != FORMAT:
        bad("format", f"must be {FORMAT!r} (found {data.get('format')!r})")
    for key in ("id", "name"):
        if not isinstance(data.get(key), str) or not data.get(key):
            bad(key, "must be a non-empty string")
    size = data.get("size")
    width, depth = TABLE_WIDTH, TABLE_DEPTH
    if not (isinstance(size, list) and len(size) == 2 and all(_is_num(s) and s > 0 for s in size)):
        bad("size", "must be [width, depth] in inches, both > 0 (a Skirmish table is [72, 48])")
    else:
        width, depth = float(size[0]), float(size[1])
    table_box = box(0, 0, width, depth)
    ids: dict[str, str] = {}

    def take_id(what: str, ident) -> bool:
        if not isinstance(ident, str) or not ident or any(c.isspace() for c in ident):
            bad(what, "id: must be a non-empty string without spaces")
            return False
        if ident in ids:
            bad(what, f"id: {ident!r} is used twice (also {ids[ident]})")
            return False
        ids[ident] = what
        return True

    def check_poly(what: str, value, name="polygon") -> Polygon | None:
        poly = _polygon(value)
        if poly is None:
            bad(what, f"{name}: must be a list of at least 3 [x, y] points in inches")
            return None
        if not poly.is_valid or poly.area <= 0:
            bad(what, f"{name}: the outline crosses itself or has no area ({shapely.is_valid_reason(poly)})")
            return None
        if not table_box.buffer(1e-6).contains(poly):
            bad(what, f"{name}: lies partly off the {width:g} x {depth:g} table")
        return poly

    ground = data.get("ground", [])
    if not isinstance(ground, list):
        bad("ground", "must be a list of ground height areas")
        ground = []
    for n, g in enumerate(ground):
        what = f"ground area #{n + 1}"
        if not isinstance(g, dict):
            bad(what, "must be an object")
            continue
        if take_id(what, g.get("id")):
            what = f"ground area {g['id']!r}"
        check_poly(what, g.get("polygon"))
        if not _is_num(g.get("level")) or not -3 <= g["level"] <= 12:
            bad(what, "level: must be a height in inches between -3 and 12")
        for key in ("slope", "edge_level"):
            if key in g and not _is_num(g[key]):
                bad(what, f"{key}: must be a number of inches")
        if "slope" in g and _is_num(g["slope"]) and g["slope"] < 0:
            bad(what, "slope: must be >= 0 inches")
        if g.get("cover") is not None and not _known_cover(g.get("cover")):
            bad(what, f"cover: unknown cover type {g.get('cover')!r} (one of {', '.join(sorted(COVER_IDS))})")
        _unknown_keys(g, {"id", "name", "polygon", "level", "slope", "edge_level", "cover", "difficult"}, what, bad)

    objects = data.get("objects")
    if not isinstance(objects, list) or not objects:
        bad("objects", "must be a non-empty list of terrain objects")
        objects = []
    for n, o in enumerate(objects):
        what = f"object #{n + 1}"
        if not isinstance(o, dict):
            bad(what, "must be an object")
            continue
        if take_id(what, o.get("id")):
            what = f"object {o['id']!r}"
        kind = o.get("kind")
        if not isinstance(kind, str) or kind not in KINDS:
            bad(what, f"kind: {kind!r} is not one of {', '.join(KINDS)}")
            continue
        spec = KINDS[kind]
        if spec["shape"] == "line":
            line = o.get("line")
            if not _points(line) or len(line) < 2:
                bad(what, "line: must be a list of at least 2 [x, y] points in inches")
                line = None
            elif any(not (-1e-6 <= x <= width + 1e-6 and -1e-6 <= y <= depth + 1e-6) for x, y in line):
                bad(what, f"line: a point lies off the {width:g} x {depth:g} table")
            elif any(a == b for a, b in zip(line, line[1:])):
                bad(what, "line: two consecutive points are the same")
            if "polygon" in o:
                bad(what, f"polygon: a {kind} is drawn as a line (with a thickness), not a polygon")
        else:
            poly = check_poly(what, o.get("polygon"))
            pts = o.get("polygon")
            if poly is not None and kind == "building" and any(
                    a == b for a, b in zip(pts, pts[1:] + pts[:1])):
                bad(what, "polygon: two consecutive corners of the building are the same")
            if "line" in o:
                bad(what, f"line: a {kind} is drawn as a polygon")
        for key in NUMBERS:
            if key in o and (not _is_num(o[key]) or (key != "base" and o[key] < 0)):
                bad(what, f"{key}: must be a number of inches >= 0")
        if "height" in o and _is_num(o["height"]) and o["height"] > 30:
            bad(what, "height: more than 30 inches is not a table-top object")
        if "thickness" in o and _is_num(o["thickness"]) and o["thickness"] <= 0:
            bad(what, "thickness: must be > 0 inches")
        if "segment_length" in o and _is_num(o["segment_length"]) and o["segment_length"] < 0.5:
            bad(what, "segment_length: must be at least 0.5 inches")
        for key in FLAGS:
            if key in o and not isinstance(o[key], bool):
                bad(what, f"{key}: must be true or false")
        if "cover" in o and o["cover"] is not None and not _known_cover(o["cover"]):
            bad(what, f"cover: unknown cover type {o['cover']!r} (one of {', '.join(sorted(COVER_IDS))})")
        if "name" in o and not isinstance(o["name"], str):
            bad(what, "name: must be a string")
        allowed = {"id", "kind", "name", "line", "polygon", "cover", "openings", "note", *FLAGS, *NUMBERS}
        _unknown_keys(o, allowed, what, bad)
        openings = o.get("openings", [])
        if openings and kind not in ("building", "wall", "stone_wall", "fence", "stone_fence", "hedge"):
            bad(what, "openings: only buildings, walls, fences and hedges have doors and windows")
            continue
        if not isinstance(openings, list):
            bad(what, "openings: must be a list of doors and windows")
            continue
        if kind == "building":
            pts = o.get("polygon") if _points(o.get("polygon")) else []
            edges = [(pts[k], pts[(k + 1) % len(pts)]) for k in range(len(pts))]
        else:
            pts = o.get("line") if _points(o.get("line")) else []
            edges = list(zip(pts, pts[1:]))
        height = o.get("height", spec.get("height", 1.0))
        used: dict[int, list] = {}
        for m, op in enumerate(openings):
            ow = f"{what} opening #{m + 1}"
            if not isinstance(op, dict):
                bad(ow, "must be an object")
                continue
            if take_id(ow, op.get("id")):
                ow = f"{what} opening {op['id']!r}"
            okind = op.get("kind")
            if okind not in ("door", "window", "gap"):
                bad(ow, f"kind: {okind!r} is not door, window or gap")
                continue
            edge = op.get("edge", 0)
            if not isinstance(edge, int) or isinstance(edge, bool) or not 0 <= edge < max(1, len(edges)):
                bad(ow, f"edge: must be the number of a side of the outline, 0 to {len(edges) - 1}")
                continue
            if not _is_num(op.get("at")) or not _is_num(op.get("width")) or op.get("width", 0) <= 0:
                bad(ow, "at, width: the opening's middle (inches from the start of its edge) and width (> 0)")
                continue
            if edges:
                (x0, y0), (x1, y1) = edges[edge]
                length = math.hypot(x1 - x0, y1 - y0)
                lo, hi = op["at"] - op["width"] / 2, op["at"] + op["width"] / 2
                if lo < -1e-9 or hi > length + 1e-9:
                    bad(ow, f"at: the opening ({lo:g} to {hi:g} in) does not fit its edge ({length:.2f} in long)")
                for a, b in used.get(edge, []):
                    if lo < b - 1e-9 and hi > a + 1e-9:
                        bad(ow, "at: overlaps another opening of the same edge")
                used.setdefault(edge, []).append((lo, hi))
            if okind == "door":
                if op.get("material", "plank") not in ("plank", "steel"):
                    bad(ow, "material: must be plank or steel")
                if "open" in op and not isinstance(op["open"], bool):
                    bad(ow, "open: must be true or false (the door's state when the battle starts)")
                if "door_height" in op and (not _is_num(op["door_height"]) or op["door_height"] <= 0):
                    bad(ow, "door_height: must be a number of inches > 0")
            if okind == "window":
                sill = op.get("sill", DEFAULT_WINDOW_SILL)
                top = op.get("top", DEFAULT_WINDOW_TOP)
                if not _is_num(sill) or not _is_num(top) or not 0 <= sill < top:
                    bad(ow, "sill, top: the window's opening heights, 0 <= sill < top")
                elif _is_num(height) and top > height:
                    bad(ow, f"top: the window reaches above the wall ({top:g} > {height:g} in)")
            _unknown_keys(op, {"id", "kind", "name", "edge", "at", "width", "material", "open", "door_height",
                               "sill", "top"}, ow, bad)

    zones = data.get("deployment")
    if not isinstance(zones, dict) or len(zones) != 2:
        bad("deployment", "must name the two sides' zones: {\"<side>\": {\"polygon\": ..., \"edge\": ...}, ...}")
        zones = {}
    edges_used = []
    for side, z in zones.items():
        what = f"deployment zone {side!r}"
        if not isinstance(z, dict):
            bad(what, "must be an object")
            continue
        check_poly(what, z.get("polygon"))
        if z.get("edge") not in EDGES:
            bad(what, f"edge: the side's own table edge, one of {', '.join(EDGES)}")
        edges_used.append(z.get("edge"))
        _unknown_keys(z, {"name", "polygon", "edge"}, what, bad)
    if len(edges_used) == 2 and edges_used[0] == edges_used[1] and edges_used[0] in EDGES:
        bad("deployment", f"both sides have the {edges_used[0]} edge")
    if not isinstance(data.get("description", ""), str):
        bad("description", "must be a string")
    _unknown_keys(data, {"format", "id", "name", "description", "size", "ground", "objects", "deployment",
                         "ground_cover", "author", "licence"}, "the file", bad)
    gc = data.get("ground_cover", GROUND_COVER)
    if gc is not None and not _known_cover(gc):
        bad("ground_cover", f"unknown cover type {gc!r}")
    return msgs


def _known_cover(value) -> bool:
    return isinstance(value, str) and value in COVER_IDS


def _unknown_keys(d: dict, allowed: set, what: str, bad) -> None:
    for key in d:
        if key not in allowed:
            bad(what, f"{key}: unknown field (known: {', '.join(sorted(allowed))})")


def _rect(a, b, thickness: float, extend: float) -> Polygon:
    """The rectangle of a line segment a-b of the given thickness, lengthened by ``extend`` at
    both ends (so that the segments of a polyline overlap at their corners)."""
    (ax, ay), (bx, by) = a, b
    length = math.hypot(bx - ax, by - ay)
    ux, uy = (bx - ax) / length, (by - ay) / length
    nx, ny = -uy * thickness / 2, ux * thickness / 2
    ax, ay, bx, by = ax - ux * extend, ay - uy * extend, bx + ux * extend, by + uy * extend
    return Polygon([(ax + nx, ay + ny), (bx + nx, by + ny), (bx - nx, by - ny), (ax - nx, ay - ny)])


def _along(a, b, d):
    (ax, ay), (bx, by) = a, b
    length = math.hypot(bx - ax, by - ay)
    return (ax + (bx - ax) * d / length, ay + (by - ay) * d / length)


def build_table(data: dict, source: str = "") -> Table:
    """A :class:`Table` from a file's data; :class:`TableError` lists every problem."""
    msgs = validate_table(data, source)
    if msgs:
        raise TableError(msgs)
    width, depth = (float(s) for s in data["size"])
    ground = []
    for g in data.get("ground", []):
        poly = Polygon(g["polygon"])
        ground.append(GroundArea(g["id"], g.get("name", "Hill" if g["level"] > 0 else "Ditch"), poly,
                                 float(g["level"]), float(g.get("slope", 0.0)), float(g.get("edge_level", 0.0)),
                                 g.get("cover"), bool(g.get("difficult", False)), poly.bounds,
                                 tuple(poly.exterior.coords)))
    proto = Table(data["id"], data["name"], data.get("description", ""), width, depth, (), tuple(ground), {})
    table_box = box(0, 0, width, depth)
    objects: list[TerrainObject] = []

    def make(ident, parent, kind, name, poly, props, bands=None, **extra) -> TerrainObject:
        base = props["base"] if "base" in props else proto.ground_height(poly.representative_point().coords[0])
        height = float(props.get("height", 0.0))
        if not table_box.contains(poly):  # a thick line drawn along the table's edge
            poly = poly.intersection(table_box)
        poly = shapely.normalize(poly)
        ring = tuple(poly.exterior.coords)
        extra.setdefault("halfplanes", _halfplanes(poly, ring))
        if extra["halfplanes"] is None:
            extra["ring_edges"] = tuple((px, py, qx - px, qy - py) for (px, py), (qx, qy) in zip(ring, ring[1:]))
        x0, y0, x1, y1 = poly.bounds
        extra.update(cx=(x0 + x1) / 2, cy=(y0 + y1) / 2, radius=math.hypot(x1 - x0, y1 - y0) / 2)
        extra.setdefault("obb", _obb(ring))
        extra["box"] = extra["obb"] or ((x0 + x1) / 2, (y0 + y1) / 2, 1.0, 0.0, (x1 - x0) / 2, (y1 - y0) / 2)
        bands = tuple(bands) if bands is not None else ((0.0, height),)
        b0 = float(base)
        extra["zbands"] = tuple((b0 + a, b0 + b) for a, b in bands if b > a)
        extra["zbands_open"] = tuple((b0 + a, b0 + b) for a, b in extra.get("open_bands", ()) if b > a)
        return TerrainObject(
            id=ident, parent=parent, kind=kind, name=name, geometry=poly, ring=ring, bounds=poly.bounds,
            base=float(base), height=height, bands=bands,
            cover=props.get("cover"), blocks_sight=bool(props.get("blocks_sight", False)),
            blocks_move=bool(props.get("blocks_move", False)), difficult=bool(props.get("difficult", False)),
            hides_crouching=bool(props.get("hides_crouching", False)), climbable=bool(props.get("climbable", False)),
            sight_depth=props.get("sight_depth"), thickness=float(props.get("thickness", 0.0)), **extra)

    for o in data["objects"]:
        kind = o["kind"]
        props = {k: v for k, v in KINDS[kind].items() if k not in ("shape", "name")}
        props.update({k: o[k] for k in (*FLAGS, *NUMBERS, "cover") if k in o})
        name = o.get("name", KINDS[kind]["name"])
        if kind == "building":
            _build_building(o, props, name, make, objects)
        elif KINDS[kind]["shape"] == "line":
            _build_line(o, props, name, make, objects)
        else:
            objects.append(make(o["id"], o["id"], kind, name, Polygon(o["polygon"]), props))
    zones = {side: Zone(side, z.get("name", side), Polygon(z["polygon"]), z["edge"])
             for side, z in data["deployment"].items()}
    return Table(data["id"], data["name"], data.get("description", ""), width, depth, tuple(objects),
                 tuple(ground), zones, source=source, ground_cover=data.get("ground_cover", GROUND_COVER))


def _obb(ring: tuple) -> tuple | None:
    """(cx, cy, ux, uy, half length, half width) of a rectangle outline, else None."""
    if len(ring) != 5:
        return None
    (ax, ay), (bx, by), (cx, cy), (dx, dy) = ring[:4]
    e1 = (bx - ax, by - ay)
    e2 = (cx - bx, cy - by)
    l1, l2 = math.hypot(*e1), math.hypot(*e2)
    if l1 <= 0 or l2 <= 0:
        return None
    if abs(e1[0] * e2[0] + e1[1] * e2[1]) > 1e-9 * l1 * l2:
        return None
    if abs((dx - ax) - e2[0]) > 1e-9 or abs((dy - ay) - e2[1]) > 1e-9:
        return None
    return ((ax + cx) / 2, (ay + cy) / 2, e1[0] / l1, e1[1] / l1, l1 / 2, l2 / 2)


def _in_ring(x: float, y: float, ring: tuple) -> bool:
    """Whether (x, y) lies inside the closed outline ``ring`` (crossing count)."""
    inside = False
    px, py = ring[0]
    for qx, qy in ring[1:]:
        if (py > y) != (qy > y) and x < px + (y - py) * (qx - px) / (qy - py):
            inside = not inside
        px, py = qx, qy
    return inside


#: The side of the ground index's squares (inches, Table.ground_index).
GROUND_CELL = 1.0
_INV_GROUND_CELL = 1.0 / GROUND_CELL
GROUND_CELLS_MAX = 200_000
_MARGIN = 1e-6


def _ground_cells(table: Table) -> tuple:
    nx, ny = math.ceil(table.width / GROUND_CELL), math.ceil(table.depth / GROUND_CELL)
    if nx * ny > GROUND_CELLS_MAX:   # no table is that large: no index, every area is asked
        return 0, 0.0, 0.0, ()
    gx, gy = np.meshgrid(np.arange(nx) * GROUND_CELL, np.arange(ny) * GROUND_CELL)
    x0, y0 = gx.ravel(), gy.ravel()
    boxes = shapely.box(x0, y0, x0 + GROUND_CELL, y0 + GROUND_CELL)
    cells: list = [None] * len(boxes)
    todo = np.ones(len(boxes), bool)           # not yet settled by an area listed later
    mixed: dict = {}                           # square -> [(area, its edges near), ...]
    for g in reversed(table.ground):
        outline = g.geometry.exterior
        near = shapely.distance(outline, boxes)
        inside = shapely.contains_xy(g.geometry, x0 + GROUND_CELL / 2, y0 + GROUND_CELL / 2)
        crossed = todo & (near <= _MARGIN)
        held = todo & ~crossed & inside
        for k in np.flatnonzero(crossed):
            mixed[k] = []
        touching = [k for k in mixed if near[k] <= _MARGIN or inside[k]]   # may hold a point of it
        if g.slope > 0:
            edges = []   # as _ring_distance computes them
            for (px, py), (qx, qy) in zip(g.ring, g.ring[1:]):
                ex, ey = qx - px, qy - py
                edges.append((px, py, ex, ey, ex * ex + ey * ey))
            lines = shapely.linestrings([[(px, py), (px + ex, py + ey)] for px, py, ex, ey, _ in edges])
            reach = np.array([shapely.distance(line, boxes) for line in lines]) <= g.slope + _MARGIN
            flat = g.edge_level + (g.level - g.edge_level) * 1.0   # min(1.0, d / slope) is 1.0
            for k in np.flatnonzero(held):
                close = tuple(e for e, r in zip(edges, reach[:, k]) if r)
                cells[k] = (g, None, close) if close else (g, flat, None)
            for k in touching:
                mixed[k].append((g, tuple(e for e, r in zip(edges, reach[:, k]) if r)))
        else:
            for k in np.flatnonzero(held):
                cells[k] = (g, g.level, None)
            for k in touching:
                mixed[k].append((g, None))
        todo &= ~(crossed | held)
    for k in np.flatnonzero(todo):
        cells[k] = (None, 0.0, None)
    for k, areas in mixed.items():
        cells[k] = areas     # a list: ask these areas, in this order
    return nx, float(table.width), float(table.depth), cells


def _edges_distance(x: float, y: float, edges: tuple) -> float:
    """:func:`_ring_distance` over some edges ((px, py, ex, ey, length squared) each)."""
    best = math.inf
    for px, py, ex, ey, ll in edges:
        t = 0.0 if ll == 0 else max(0.0, min(1.0, ((x - px) * ex + (y - py) * ey) / ll))
        d = math.hypot(x - px - ex * t, y - py - ey * t)
        best = min(best, d)
    return best


def _ring_distance(x: float, y: float, ring: tuple) -> float:
    """The distance from (x, y) to the closed outline ``ring``."""
    best = math.inf
    px, py = ring[0]
    for qx, qy in ring[1:]:
        ex, ey = qx - px, qy - py
        ll = ex * ex + ey * ey
        t = 0.0 if ll == 0 else max(0.0, min(1.0, ((x - px) * ex + (y - py) * ey) / ll))
        d = math.hypot(x - px - ex * t, y - py - ey * t)
        best = min(best, d)
        px, py = qx, qy
    return best


def _halfplanes(poly: Polygon, ring: tuple) -> tuple | None:
    if abs(poly.convex_hull.area - poly.area) > 1e-9 * max(1.0, poly.area):
        return None
    sign = 1.0 if poly.exterior.is_ccw else -1.0  # outward normal of edge (ex, ey): sign * (ey, -ex)
    out = []
    for (px, py), (qx, qy) in zip(ring, ring[1:]):
        ex, ey = qx - px, qy - py
        if ex == 0.0 and ey == 0.0:
            continue
        out.append((px, py, sign * ey, -sign * ex))
    return tuple(out)


def _pieces(length: float, cuts: list[tuple[float, float]], seg_len: float) -> list[tuple[float, float]]:
    """The stretches of an edge of ``length`` between the openings ``cuts`` (sorted (lo, hi)),
    each cut into pieces of at most ``seg_len``."""
    out, start = [], 0.0
    for lo, hi in sorted(cuts) + [(length, length)]:
        if lo - start > 1e-6:
            n = max(1, math.ceil((lo - start) / seg_len - 1e-9))
            step = (lo - start) / n
            out += [(start + k * step, start + (k + 1) * step) for k in range(n)]
        start = hi
    return out


def _openings_by_edge(o: dict) -> dict[int, list[dict]]:
    by: dict[int, list[dict]] = {}
    for op in o.get("openings", []):
        by.setdefault(op.get("edge", 0), []).append(op)
    return by


def _build_opening(op, a, b, parent, props, make, objects, wall_name):
    thickness = float(props["thickness"])
    height = float(props["height"])
    lo, hi = op["at"] - op["width"] / 2, op["at"] + op["width"] / 2
    rect = _rect(_along(a, b, lo), _along(a, b, hi), thickness, 0.0)
    wall_cover = props.get("cover")
    if op["kind"] == "door":
        material = op.get("material", "plank")
        dh = min(float(op.get("door_height", DEFAULT_DOOR_HEIGHT)), height)
        dprops = dict(props, cover="steel_door" if material == "steel" else "plank_door", blocks_move=True,
                      climbable=False)
        name = op.get("name", f"{'Steel' if material == 'steel' else 'Plank'} door")
        open_bands = ((dh, height),) if dh < height else ()
        objects.append(make(op["id"], parent, "door", name, rect, dprops, door=material,
                            initially_open=bool(op.get("open", False)), open_bands=open_bands,
                            open_cover=wall_cover))
    elif op["kind"] == "window":
        sill, top = float(op.get("sill", DEFAULT_WINDOW_SILL)), float(op.get("top", DEFAULT_WINDOW_TOP))
        bands = [(0.0, sill)] + ([(top, height)] if top < height else [])
        wprops = dict(props, blocks_move=True, climbable=True)
        objects.append(make(op["id"], parent, "window", op.get("name", "Window"), rect, wprops, bands=bands))
    # a gap: nothing there


def _build_line(o, props, name, make, objects):
    pts = [tuple(p) for p in o["line"]]
    seg_len = float(props.get("segment_length", DEFAULT_SEGMENT_LENGTH))
    thickness = float(props["thickness"])
    by_edge = _openings_by_edge(o)
    k = 0
    for e, (a, b) in enumerate(zip(pts, pts[1:])):
        length = math.hypot(b[0] - a[0], b[1] - a[1])
        ops = by_edge.get(e, [])
        cuts = [(op["at"] - op["width"] / 2, op["at"] + op["width"] / 2) for op in ops]
        for lo, hi in _pieces(length, cuts, seg_len):
            k += 1
            ext_lo = thickness / 2 if lo < 1e-6 else 0.0
            ext_hi = thickness / 2 if hi > length - 1e-6 else 0.0
            pa, pb = _along(a, b, lo - ext_lo), _along(a, b, hi + ext_hi)
            objects.append(make(f"{o['id']}.{k}", o["id"], o["kind"], name, _rect(pa, pb, thickness, 0.0), props))
        for op in ops:
            _build_opening(op, a, b, o["id"], props, make, objects, name)


def _build_building(o, props, name, make, objects):
    pts = [tuple(p) for p in o["polygon"]]
    poly = Polygon(pts)
    thickness = float(props["thickness"])
    height = float(props["height"])
    seg_len = float(props.get("segment_length", DEFAULT_SEGMENT_LENGTH))
    by_edge = _openings_by_edge(o)
    wall_props = dict(props, blocks_sight=True, blocks_move=True, hides_crouching=True, climbable=True)
    wall_name = o.get("name", name) + " wall"
    for e in range(len(pts)):
        a, b = pts[e], pts[(e + 1) % len(pts)]
        length = math.hypot(b[0] - a[0], b[1] - a[1])
        ops = by_edge.get(e, [])
        cuts = [(op["at"] - op["width"] / 2, op["at"] + op["width"] / 2) for op in ops]
        for k, (lo, hi) in enumerate(_pieces(length, cuts, seg_len), start=1):
            ext_lo = thickness / 2 if lo < 1e-6 else 0.0
            ext_hi = thickness / 2 if hi > length - 1e-6 else 0.0
            pa, pb = _along(a, b, lo - ext_lo), _along(a, b, hi + ext_hi)
            objects.append(make(f"{o['id']}.wall-{e}.{k}", o["id"], "building_wall", wall_name,
                                _rect(pa, pb, thickness, 0.0), wall_props))
        for op in ops:
            _build_opening(op, a, b, o["id"], wall_props, make, objects, wall_name)
    roof = float(props.get("roof", DEFAULT_ROOF_HEIGHT))
    floor_props = {"base": props.get("base")} if "base" in props else {}
    if roof > 0:
        # the roof hides the inside from above the walls (and does not stop a figure moving in)
        rprops = dict(floor_props, cover=None, blocks_sight=True, height=height + roof)
        objects.append(make(f"{o['id']}.roof", o["id"], "roof", o.get("name", name) + " roof", poly, rprops,
                            bands=((height, height + roof),), destructible=False))
    objects.append(make(f"{o['id']}.floor", o["id"], "floor", o.get("name", name), poly,
                        dict(floor_props, height=0.0), bands=(), destructible=False))


# --------------------------------------------------------------------------------------------
# Files

def maps_folder() -> Path:
    from cc_desktop.resources import MAPS  # noqa: PLC0415
    return MAPS / "skirmish"


def bundled_tables() -> list[Path]:
    """The shipped battlefields, sorted by name."""
    return sorted(maps_folder().glob("*.json"))


def _resolve(path_or_id) -> Path:
    p = Path(path_or_id)
    if p.suffix == ".json" or p.exists():
        return p
    return maps_folder() / f"{path_or_id}.json"


def _read(path: Path) -> tuple[Any, list[str]]:
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        return None, [f"{path}: cannot be read ({exc.strerror or exc})"]
    try:
        return json.loads(text), []
    except json.JSONDecodeError as exc:
        return None, [f"{path}: not valid JSON (line {exc.lineno}, column {exc.colno}: {exc.msg})"]


def load_table(path_or_id) -> Table:
    """A battlefield by file path or by id (``maps/skirmish/<id>.json``); :class:`TableError`
    (a ValueError) with every problem, each naming the file, the object and the field."""
    path = _resolve(path_or_id)
    try:
        st = Path(path).stat()
        key = (str(Path(path).resolve()), st.st_mtime_ns, st.st_size)
    except OSError:
        key = None
    found = _LOADED.get(key) if key is not None else None
    if found is not None:
        return found   # a table does not change in play (doors and damage are the caller's)
    data, msgs = _read(path)
    if msgs:
        raise TableError(msgs)
    table = build_table(data, str(path))
    if key is not None:
        if len(_LOADED) >= 16:
            _LOADED.clear()
        _LOADED[key] = table
    return table


#: the tables loaded, by file (path, modification time, size): every game of a battle shares one
_LOADED: dict = {}


def check_table_file(path) -> list[str]:
    """The problems of one battlefield file (for ``cc-desktop check-map``); [] when it is sound."""
    path = Path(path)
    data, msgs = _read(path)
    if msgs:
        return msgs
    return validate_table(data, str(path))


def is_table_data(data: Any) -> bool:
    """Whether JSON data claims to be a Skirmish battlefield (not a Combat Commander map)."""
    return isinstance(data, dict) and data.get("format") == FORMAT


def is_table_file(path) -> bool:
    """Whether a file is a Skirmish battlefield (its JSON says so); False for anything else,
    unreadable files included (``check-map`` then treats it as a Combat Commander map)."""
    data, msgs = _read(Path(path))
    return not msgs and is_table_data(data)


def summary(table: Table) -> str:
    """One line about a loaded battlefield (``check-map``'s "ok" line)."""
    def count(n: int, what: str) -> str:
        return f"{n} {what}" + ("" if n == 1 else "s")

    parts = len({o.parent for o in table.objects if o.kind not in ("roof", "floor")})
    return (f"{table.name}, {table.width:g} x {table.depth:g} in, {count(parts, 'terrain object')} "
            f"({len(table.objects)} pieces), {count(len(table.ground), 'ground area')}, "
            f"{count(len(table.doors()), 'door')}, "
            f"deployment: {', '.join(f'{z.name} ({z.edge})' for z in table.zones.values())}")

