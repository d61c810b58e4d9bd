"""Map files (rules 2.1-2.3, T78-T99): load, validate and model one map.

A map file (``maps/*.json``, documented in docs/map-format.md, schema in
``resources/schemas/map.schema.json``) holds what a printed map shows: terrain type and level
per hex, the terrain artwork as polygons (each belonging to one hex), hill outlines, hexside
terrain, line features, objectives, the compass, the artillery boxes and the edge names.

``load_map`` returns a :class:`Board`; every problem is reported as ``file: path.to.field:
reason`` through :class:`MapError`.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, field
from functools import cached_property, lru_cache
from pathlib import Path
from typing import Any, Iterable

import numpy as np
import shapely
from shapely.geometry import LineString, Polygon

from cc_desktop import fileio, resources
from cc_desktop.board.hexgrid import EDGES, HexGrid, opposite, side_vertices
from cc_desktop.board.terrain import TerrainChart, load_chart
from cc_desktop.schema import join_path, load_schema

# A shape may stick out of its hex by this much (map units) and still belong to it.
SHAPE_OUTSIDE_TOLERANCE = 0.5
# A hex "shows" a hill level (T88.3.1) if at least this much of its area lies at that level.
MIN_LEVEL_AREA = 2.0
# A line feature closer than this to a hex vertex where it crosses a hexside is ambiguous.
VERTEX_CLEARANCE = 2.0
CORNERS = ("top-left", "top-right", "bottom-left", "bottom-right")
OPPOSITE_CORNER = {"top-left": "bottom-right", "bottom-right": "top-left",
                   "top-right": "bottom-left", "bottom-left": "top-right"}


@dataclass(frozen=True)
class Problem:
    path: str
    reason: str
    severity: str = "error"  # or "warning"

    def render(self, source: str) -> str:
        prefix = "" if self.severity == "error" else "warning: "
        return fileio.clip(f"{source}: {prefix}{self.path or '(top level)'}: {self.reason}")


class MapError(ValueError):
    """A map file is broken.  ``problems`` lists every error found (warnings too)."""

    def __init__(self, source: str, problems: list[Problem]):
        self.source = source
        self.problems = problems
        super().__init__("\n".join(p.render(source) for p in problems))

    @property
    def errors(self) -> list[Problem]:
        return [p for p in self.problems if p.severity == "error"]


# ----------------------------------------------------------------------------------------------
# Model
# ----------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class HexData:
    id: str
    index: int
    terrain: str  # the terrain type drawn in the hex (T78.1)
    level: int  # the level at the centre dot (T88.3.1)
    bridge: str | None = None  # "major" / "minor" (T80)

    @property
    def effective_terrain(self) -> str:
        """The dominant type by chart hierarchy: a Bridge outranks everything (T78.1, T80)."""
        return "bridge" if self.bridge else self.terrain


@dataclass(frozen=True)
class Shape:
    """One piece of terrain artwork, belonging to one hex and drawn at one ground level."""

    id: str
    hex: str
    terrain: str
    level: int
    group: str
    polygon: Polygon


@dataclass(frozen=True)
class HexsideFeature:
    hexes: tuple[str, str]  # (recorded hex, the neighbour across ``side``)
    side: int  # side number of hexes[0]
    feature: str
    level: int
    explicit_level: bool
    segment: tuple[tuple[float, float], tuple[float, float]]


@dataclass(frozen=True)
class LineFeature:
    id: str
    feature: str
    points: tuple[tuple[float, float], ...]
    width: float

    @cached_property
    def geometry(self) -> LineString:
        return LineString(self.points)


@dataclass
class Board:
    """One map with everything the rules need to ask of it.  No Qt."""

    id: str
    name: str
    grid: HexGrid
    chart: TerrainChart
    hexes: dict[str, HexData]
    shapes: list[Shape]
    hills: list[tuple[int, Polygon]]
    hexsides: dict[tuple[str, str], HexsideFeature]  # key: sorted pair of hex ids
    lines: list[LineFeature]
    objectives: dict[int, str]
    compass: tuple[float, float] | None = None
    artillery_boxes: tuple[str, ...] = ()
    edges: dict[str, str] = field(default_factory=dict)
    background: dict[str, Any] | None = None
    description: str = ""
    source: str = ""
    raw: dict[str, Any] = field(default_factory=dict, repr=False)
    warnings: list[Problem] = field(default_factory=list, repr=False)
    #: the SHA-256 of the map file's bytes (``load_map``; None for a map made in memory): the
    #: LOS disk cache keys on it
    file_sha256: str | None = field(default=None, repr=False)

    # -- hexes -------------------------------------------------------------------------------
    def hex(self, hex_id: str) -> HexData:
        try:
            return self.hexes[hex_id]
        except KeyError:
            raise KeyError(f"no hex {hex_id} on map {self.id}") from None

    def level(self, hex_id: str) -> int:
        return self.hexes[hex_id].level

    def terrain(self, hex_id: str):
        return self.chart.terrain[self.hexes[hex_id].effective_terrain]

    @cached_property
    def hex_polygons(self) -> np.ndarray:
        return shapely.polygons(self.grid.corner_array)

    def hexside(self, a: str, b: str) -> HexsideFeature | None:
        return self.hexsides.get(_side_key(a, b))

    # -- hills (T88) -------------------------------------------------------------------------
    @cached_property
    def level_regions(self) -> dict[int, Any]:
        """{k: area at level k or higher} for k = 1..4 (empty geometry where there is none)."""
        return _regions(self.hills)

    def level_at(self, x: float, y: float) -> int:
        """The hill level of a point of the map (0 on the flat)."""
        return _level_at(self.level_regions, x, y)

    @cached_property
    def levels_shown(self) -> dict[str, tuple[int, ...]]:
        """The hill levels each hex shows (T88.3.1), lowest first."""
        polys = self.hex_polygons
        present = {h: [] for h in self.grid.ids}
        prev_area = np.array([p.area for p in polys])
        for k in range(1, 6):
            region = self.level_regions.get(k, Polygon())
            area = shapely.area(shapely.intersection(region, polys)) if not region.is_empty else np.zeros(len(polys))
            band = prev_area - area  # area at exactly level k-1
            for i, h in enumerate(self.grid.ids):
                if band[i] >= MIN_LEVEL_AREA:
                    present[h].append(k - 1)
            prev_area = area
        return {h: tuple(v) for h, v in present.items()}

    def is_crest(self, hex_id: str) -> bool:
        """A hex that shows more than one level is a Crest hex (T88.3.1)."""
        return len(self.levels_shown[hex_id]) > 1

    def crest_line(self, hex_id: str):
        """The drawn edge of the highest level shown in a Crest hex (T88.3.1), or None."""
        shown = self.levels_shown[hex_id]
        if len(shown) < 2:
            return None
        top = shown[-1]
        poly = self.hex_polygons[self.grid.index[hex_id]]
        edge = shapely.intersection(self.level_regions[top].boundary, poly)
        return None if edge.is_empty else edge

    # -- line features (T92, T93, T96, T95) --------------------------------------------------
    @cached_property
    def line_hexsides(self) -> dict[str, set[tuple[str, str]]]:
        """{feature: set of hexside keys its artwork crosses}."""
        keys, segs = self._internal_sides
        out: dict[str, set[tuple[str, str]]] = {}
        if not self.lines:
            return out
        for ln in self.lines:
            hit = shapely.intersects(ln.geometry, segs)
            out.setdefault(ln.feature, set()).update(keys[i] for i in np.nonzero(hit)[0])
        return out

    @cached_property
    def line_hexes(self) -> dict[str, set[str]]:
        """{feature: hexes its artwork runs through}."""
        out: dict[str, set[str]] = {}
        polys = self.hex_polygons
        for ln in self.lines:
            length = shapely.length(shapely.intersection(ln.geometry, polys))
            out.setdefault(ln.feature, set()).update(self.grid.ids[i] for i in np.nonzero(length > 0.5)[0])
        return out

    def has_line(self, hex_id: str, feature: str) -> bool:
        return hex_id in self.line_hexes.get(feature, ())

    def crosses_line(self, a: str, b: str, feature: str) -> bool:
        """Does ``feature`` artwork cross the hexside between adjacent hexes a and b?"""
        return _side_key(a, b) in self.line_hexsides.get(feature, ())

    @cached_property
    def _internal_sides(self) -> tuple[list[tuple[str, str]], np.ndarray]:
        keys, ends = [], []
        corners = self.grid.corner_array
        index = self.grid.index
        for h in self.grid.ids:
            for d, n in self.grid.neighbours(h).items():
                if d in (1, 2, 3):  # each internal side once
                    keys.append(_side_key(h, n))
                    ends.append((index[h], *side_vertices(d)))
        ends = np.array(ends, dtype=np.int64).reshape(-1, 3)
        segs = np.stack([corners[ends[:, 0], ends[:, 1]], corners[ends[:, 0], ends[:, 2]]], axis=1)
        return keys, shapely.linestrings(segs) if len(segs) else np.array([], dtype=object)

    # -- objectives (2.3, T82) ---------------------------------------------------------------
    def objective_hexes(self, number: int) -> set[str]:
        """All hexes of an Objective: the whole building if it is in a multi-hex Building (T82)."""
        hex_id = self.objectives[number]
        groups = {s.group for s in self.shapes if s.hex == hex_id and s.terrain == "building"}
        if not groups or self.hexes[hex_id].effective_terrain != "building":
            return {hex_id}
        return {hex_id} | {s.hex for s in self.shapes if s.terrain == "building" and s.group in groups}

    # -- engines -----------------------------------------------------------------------------
    @cached_property
    def los_engine(self):
        from cc_desktop.board.los import LosEngine

        return LosEngine(self)

    def los(self, a: str, b: str, markers=None):
        """Line of sight from hex a to hex b (rule 10); see :class:`LosResult`."""
        return self.los_engine.query(a, b, markers)

    def movement(self, **inputs):
        from cc_desktop.board.movement import MovementGraph

        return MovementGraph(self, **inputs)


def _regions(hills: list[tuple[int, Polygon]]) -> dict[int, Any]:
    out = {}
    for k in range(1, 5):
        polys = [p for lvl, p in hills if lvl >= k]
        out[k] = shapely.union_all(polys) if polys else Polygon()
    return out


def _level_at(regions: dict[int, Any], x: float, y: float) -> int:
    level = 0
    point = shapely.Point(x, y)
    for k in range(1, 5):
        if not regions[k].is_empty and regions[k].covers(point):
            level = k
    return level


def _levels_at(regions: dict[int, Any], points: np.ndarray) -> np.ndarray:
    """``_level_at`` of many points (an array of shapely Points) at once."""
    level = np.zeros(len(points), dtype=np.int64)
    for k in range(1, 5):
        if not regions[k].is_empty and len(points):
            level[shapely.covers(regions[k], points)] = k
    return level


def _side_key(a: str, b: str) -> tuple[str, str]:
    return (a, b) if a <= b else (b, a)


# ----------------------------------------------------------------------------------------------
# Parsing and validation
# ----------------------------------------------------------------------------------------------
def _polygon(ring: list, holes: Iterable[list] = ()) -> Polygon:
    holes = [np.asarray(h, dtype=float) for h in holes]
    return shapely.polygons(np.asarray(ring, dtype=float), holes=holes or None)


@lru_cache(maxsize=1)
def _map_schema():
    return load_schema(resources.SCHEMAS / "map.schema.json")


def parse_map(data: Any, source: str = "<map>", chart: TerrainChart | None = None,
              base_dir: Path | None = None) -> tuple[Board | None, list[Problem]]:
    """Validate ``data`` and build a :class:`Board`.  Returns (board or None, problems)."""
    chart = chart or load_chart()
    problems: list[Problem] = []
    schema_errors = _map_schema().errors(data)
    if schema_errors:
        return None, [Problem(e.path, e.reason) for e in schema_errors]

    def err(path: str, reason: str, severity: str = "error") -> None:
        problems.append(Problem(path, reason, severity))

    grid = HexGrid(data["grid"]["columns"], data["grid"]["rows"])

    # -- hexes -----------------------------------------------------------------------------
    hexes: dict[str, HexData] = {}
    raw_hexes = data["hexes"]
    for hid in raw_hexes:
        if hid not in grid:
            err(join_path("hexes", hid), f"is not on a {grid.columns}x{grid.rows} map")
    for hid in grid.ids:
        if hid not in raw_hexes:
            err(join_path("hexes", hid), "is missing (every hex needs a terrain type and a level)")
            continue
        rec = raw_hexes[hid]
        if rec["terrain"] not in chart.terrain or rec["terrain"] == "bridge":
            choices = ", ".join(k for k in chart.priority_order() if k != "bridge")
            err(join_path(join_path("hexes", hid), "terrain"), f"unknown terrain type {rec['terrain']!r} (one of {choices})")
        hexes[hid] = HexData(hid, grid.index[hid], rec["terrain"], rec["level"], rec.get("bridge"))

    # -- hills -------------------------------------------------------------------------------
    hills: list[tuple[int, Polygon]] = []
    for i, rec in enumerate(data.get("hills", [])):
        path = join_path("hills", i)
        poly = _polygon(rec["polygon"], rec.get("holes", ()))
        if not poly.is_valid or poly.area <= 0:
            err(join_path(path, "polygon"), f"is not a valid polygon ({shapely.is_valid_reason(poly)})")
            continue
        hills.append((rec["level"], poly))

    regions = _regions(hills)

    # -- shapes ------------------------------------------------------------------------------
    # the geometric checks of every shape of known terrain and hex at once, then each shape in
    # turn: a polygon, valid, inside its hex, and the level of the ground it is drawn on
    recs = data.get("shapes", [])
    known = [i for i, rec in enumerate(recs) if rec["terrain"] in chart.terrain and rec["hex"] in grid]
    slot = {i: j for j, i in enumerate(known)}
    geoms = np.empty(len(known), dtype=object)
    geoms[:] = [_polygon(recs[i]["polygon"], recs[i].get("holes", ())) for i in known]
    valid = shapely.is_valid(geoms) & (shapely.area(geoms) > 0) if len(known) else np.zeros(0, dtype=bool)
    inside = np.zeros(len(known), dtype=bool)
    grounds = np.zeros(len(known), dtype=np.int64)
    if valid.any():
        which = np.flatnonzero(valid)
        hex_of = np.array([grid.index[recs[known[j]]["hex"]] for j in which], dtype=np.int64)
        around, at = np.unique(hex_of, return_inverse=True)
        zones = shapely.buffer(shapely.polygons(grid.corner_array[around]), SHAPE_OUTSIDE_TOLERANCE)
        inside[which] = shapely.covers(zones[at], geoms[which])
        grounds[which] = _levels_at(regions, shapely.point_on_surface(geoms[which]))
    shapes: list[Shape] = []
    seen_ids: set[str] = set()
    for i, rec in enumerate(recs):
        path = join_path("shapes", i)
        if rec["terrain"] not in chart.terrain:
            err(join_path(path, "terrain"), f"unknown terrain type {rec['terrain']!r}")
            continue
        if rec["hex"] not in grid:
            err(join_path(path, "hex"), f"hex {rec['hex']} is not on the map")
            continue
        j = slot[i]
        poly = geoms[j]
        if not valid[j]:
            err(join_path(path, "polygon"), f"is not a valid polygon ({shapely.is_valid_reason(poly)})")
            continue
        if not inside[j]:
            outside = poly.difference(Polygon(grid.corners(rec["hex"]))).area
            err(join_path(path, "polygon"),
                f"lies partly outside hex {rec['hex']} ({outside:.1f} square units outside); "
                "each shape belongs to one hex: split it along the hexsides")
            continue
        ground = int(grounds[j])
        if rec.get("level", ground) != ground:
            err(join_path(path, "level"),
                f"is {rec['level']} but the shape is drawn on level-{ground} ground; split shapes along hill outlines")
        sid = rec.get("id") or f"{rec['terrain']}-{rec['hex']}-{i}"
        if sid in seen_ids:
            err(join_path(path, "id"), f"duplicate shape id {sid!r}")
        seen_ids.add(sid)
        shapes.append(Shape(sid, rec["hex"], rec["terrain"], ground, rec.get("group", sid), poly))

    # -- hexsides ----------------------------------------------------------------------------
    hexsides: dict[tuple[str, str], HexsideFeature] = {}
    for i, rec in enumerate(data.get("hexsides", [])):
        path = join_path("hexsides", i)
        if rec["hex"] not in grid:
            err(join_path(path, "hex"), f"hex {rec['hex']} is not on the map")
            continue
        other = grid.neighbour(rec["hex"], rec["side"])
        if other is None:
            err(path, f"side {rec['side']} of {rec['hex']} is on the map edge; hexside terrain needs a hex on both sides")
            continue
        key = _side_key(rec["hex"], other)
        if key in hexsides:
            err(path, f"the hexside {key[0]}/{key[1]} already has {hexsides[key].feature}")
            continue
        # Best reading of ambiguity 7 (05): unless the map says otherwise, a hexside feature
        # stands at the lower of the two adjacent levels.
        default_level = min(hexes[h].level for h in (rec["hex"], other) if h in hexes) if (
            rec["hex"] in hexes or other in hexes) else 0
        hexsides[key] = HexsideFeature(
            (rec["hex"], other), rec["side"], rec["feature"], rec.get("level", default_level), "level" in rec,
            grid.side_segment(rec["hex"], rec["side"]),
        )

    # -- lines ---------------------------------------------------------------------------------
    lines: list[LineFeature] = []
    for i, rec in enumerate(data.get("lines", [])):
        width = rec.get("width", chart.lines[rec["feature"]].width)
        pts = tuple(tuple(map(float, p)) for p in rec["points"])
        if LineString(pts).length <= 0:
            err(join_path(join_path("lines", i), "points"), "has no length")
            continue
        lines.append(LineFeature(rec.get("id") or f"{rec['feature']}-{i}", rec["feature"], pts, float(width)))

    # -- objectives, border ----------------------------------------------------------------
    objectives: dict[int, str] = {}
    for i, rec in enumerate(data.get("objectives", [])):
        path = join_path("objectives", i)
        if rec["number"] in objectives:
            err(join_path(path, "number"), f"objective {rec['number']} appears twice")
        elif rec["hex"] not in grid:
            err(join_path(path, "hex"), f"hex {rec['hex']} is not on the map")
        else:
            objectives[rec["number"]] = rec["hex"]
    if len(objectives) != 5 and not problems:
        missing = sorted(set(range(1, 6)) - set(objectives))
        err("objectives", f"every map has five objectives (2.3); missing {', '.join(map(str, missing))}", "warning")
    boxes = tuple(b["corner"] for b in data.get("artillery_boxes", []))
    if len(boxes) == 2 and OPPOSITE_CORNER[boxes[0]] != boxes[1]:
        err("artillery_boxes", f"the two Artillery Boxes must be in opposite corners (2.2), not {boxes[0]} and {boxes[1]}")
    elif len(boxes) != 2:
        err("artillery_boxes", "a map has two Artillery Boxes in opposite corners (2.2)", "warning")
    compass = tuple(data["compass"]) if "compass" in data else None
    if compass is None:
        err("compass", "the map has no compass (2.2)", "warning")
    edges = {e: data.get("edges", {}).get(e, e.capitalize() + " edge") for e in EDGES}
    background = data.get("background")
    if background is not None and base_dir is not None and not (base_dir / background["image"]).is_file():
        err(join_path("background", "image"), f"file {background['image']} not found beside the map", "warning")

    board = Board(
        data["id"], data["name"], grid, chart, hexes, shapes, hills, hexsides, lines, objectives,
        compass, boxes, edges, background, data.get("description", ""), source, data,
    )
    board.__dict__["level_regions"] = regions  # already computed; primes the cached property
    if any(p.severity == "error" for p in problems):
        return None, problems

    # -- cross-checks that need the whole board ------------------------------------------------
    _check_levels(board, err)
    _check_lines(board, err)
    _check_bridges(board, err)
    if any(p.severity == "error" for p in problems):
        return None, problems
    return board, problems


def _check_levels(board: Board, err) -> None:
    levels = _levels_at(board.level_regions, shapely.points(board.grid.centres)).tolist()
    index = board.grid.index
    for hid, h in board.hexes.items():
        at = levels[index[hid]]
        if at != h.level:
            err(join_path(join_path("hexes", hid), "level"),
                f"is {h.level} but the hill outlines put the centre dot at level {at} (T88.3.1)")
    for i, (lvl, poly) in enumerate(board.hills):
        if lvl > 1:
            below = board.level_regions[lvl - 1]
            if not below.buffer(SHAPE_OUTSIDE_TOLERANCE).covers(poly):
                err(join_path("hills", i), f"a level-{lvl} hill must lie on level-{lvl - 1} ground")


def _check_lines(board: Board, err) -> None:
    keys, segs = board._internal_sides
    corners = board.grid.corner_array.reshape(-1, 2)
    for i, ln in enumerate(board.lines):
        if ln.feature == "stream":
            continue
        geom = ln.geometry
        hits = shapely.intersection(geom, segs[shapely.intersects(geom, segs)])
        pts = shapely.get_coordinates(hits)
        if len(pts):
            d = np.sqrt(((pts[:, None, :] - corners[None, :, :]) ** 2).sum(axis=2)).min(axis=1)
            if (d < VERTEX_CLEARANCE).any():
                j = int(np.argmin(d))
                err(join_path("lines", i),
                    f"the {ln.feature} crosses a hexside within {VERTEX_CLEARANCE:g} units of a hex corner "
                    f"near ({pts[j, 0]:.0f}, {pts[j, 1]:.0f}); move it so it clearly crosses one hexside")


def _check_bridges(board: Board, err) -> None:
    for hid, h in board.hexes.items():
        if not h.bridge:
            continue
        path = join_path(join_path("hexes", hid), "bridge")
        along = [d for d, n in board.grid.neighbours(hid).items()
                 if board.crosses_line(hid, n, "road") or board.crosses_line(hid, n, "railway")]
        if h.bridge == "major" and len(along) != 2:
            err(path, f"a Major Bridge hex needs a road or railway crossing exactly two of its hexsides (T80.1), found {len(along)}")
        if h.bridge == "minor" and not along:
            err(path, "a Minor Bridge hex needs a road or railway crossing it (T80.2)")


def load_map(path: str | Path, chart: TerrainChart | None = None) -> Board:
    """Load and validate a map file; raises :class:`MapError` with every problem found."""
    path = Path(path)
    source = str(path)
    try:
        raw = fileio.read_bytes(path, fileio.MAX_BYTES["map"], "map")
        data = fileio.parse_json(raw)
    except fileio.FileProblem as exc:
        raise MapError(source, [Problem(exc.where, exc.reason)]) from None
    board, problems = parse_map(data, source, chart, path.parent)
    if board is None:
        raise MapError(source, problems)
    board.warnings = [p for p in problems if p.severity == "warning"]
    board.file_sha256 = hashlib.sha256(raw).hexdigest()
    return board


def side_between(grid: HexGrid, a: str, b: str) -> int:
    d = grid.direction_to(a, b)
    if d is None:
        raise ValueError(f"{a} and {b} are not adjacent")
    return d


__all__ = [
    "Board", "HexData", "Shape", "HexsideFeature", "LineFeature", "MapError", "Problem",
    "load_map", "parse_map", "side_between", "opposite", "side_vertices",
]
