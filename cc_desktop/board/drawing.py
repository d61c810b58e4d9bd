"""From a drawing to a map file.

A :class:`Drawing` is what a map-maker draws: areas of terrain (woods, buildings, fields...) as
free shapes that may straddle hexsides, hill outlines per level, roads and streams as lines,
walls and hedges as strokes along hexsides, objectives, the compass and so on.
:func:`compile_drawing` turns it into a map file (the JSON of docs/map-format.md):

* every area is cut along the hexsides and along the hill outlines, so each stored shape
  belongs to one hex and lies on one ground level (rule 10.1 and ambiguities 7 and 25 of
  05-terrain-fortifications.md);
* each hex gets its terrain type: an explicit override, else the highest-priority type on the
  Terrain Chart (T78.1) whose artwork dominates the hex (covers the centre dot or enough area);
* each hex gets its level: the level of the hill outline under its centre dot (T88.3.1);
* strokes drawn along hexsides are snapped to the hexsides they follow.

The SVG importer (:mod:`cc_desktop.board.svgimport`) and the test-map builder both produce a
Drawing, so shipped maps and test maps go through the same code.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import numpy as np
import shapely
from shapely.geometry import LineString, MultiPolygon, Point, Polygon, box

from cc_desktop.board.hexgrid import HEX_HEIGHT, HexGrid
from cc_desktop.board.terrain import TerrainChart, load_chart

# Pieces of artwork smaller than this (square map units; a hex is ~8660) are dropped.
MIN_PIECE_AREA = 1.0
# An area kind dominates a hex if it covers the centre dot or this share of the hex's area.
DOMINANCE_SHARE = {"building": 0.15}
DEFAULT_DOMINANCE_SHARE = 0.35
# A stream line makes a hex a Stream hex if it passes this close to the centre dot.
STREAM_CENTRE_DISTANCE = 0.3 * HEX_HEIGHT
# A stroke is snapped onto a hexside if it runs within this distance of it ...
HEXSIDE_SNAP_DISTANCE = 0.15 * HEX_HEIGHT
# ... along at least this share of the hexside's length.
HEXSIDE_SNAP_SHARE = 0.6
# Simplification of drawn outlines (map units) and coordinate rounding (decimals).
SIMPLIFY_TOLERANCE = 0.25
DECIMALS = 3

AREA_KINDS = ("building", "woods", "water_barrier", "marsh", "stream", "gully", "brush", "orchard", "field")
BRIDGE_KINDS = ("major", "minor")


@dataclass
class Area:
    kind: str  # a terrain type id, or "bridge-major" / "bridge-minor"
    geometry: Any  # shapely Polygon or MultiPolygon
    group: str = ""


@dataclass
class Stroke:
    feature: str
    points: list[tuple[float, float]]
    width: float | None = None
    id: str = ""
    level: int | None = None


@dataclass
class Drawing:
    id: str = "untitled"
    name: str = "Untitled map"
    columns: int = 15
    rows: int = 10
    description: str = ""
    author: str = ""
    licence: str = ""
    areas: list[Area] = field(default_factory=list)
    hills: list[tuple[int, Any]] = field(default_factory=list)  # (level, Polygon)
    lines: list[Stroke] = field(default_factory=list)  # road, trail, railway, stream
    hexside_strokes: list[Stroke] = field(default_factory=list)  # wall, hedge, fence, cliff (snapped)
    hexsides: list[tuple[str, int, str, int | None]] = field(default_factory=list)  # explicit
    objectives: dict[int, Any] = field(default_factory=dict)  # number -> hex id or (x, y)
    compass: tuple[float, float] | None = None
    artillery_boxes: list[str] = field(default_factory=list)
    edges: dict[str, str] = field(default_factory=dict)
    terrain_overrides: dict[str, str] = field(default_factory=dict)
    level_overrides: dict[str, int] = field(default_factory=dict)
    background: dict[str, Any] | None = None


def _round_ring(coords) -> list[list[float]]:
    pts = [[round(float(x), DECIMALS), round(float(y), DECIMALS)] for x, y in coords]
    if len(pts) > 1 and pts[0] == pts[-1]:
        pts = pts[:-1]
    return pts


def _polygons(geom) -> list[Polygon]:
    if geom is None or geom.is_empty:
        return []
    if isinstance(geom, Polygon):
        return [geom]
    if isinstance(geom, MultiPolygon):
        return list(geom.geoms)
    return [g for g in getattr(geom, "geoms", []) if isinstance(g, Polygon)] + [
        p for g in getattr(geom, "geoms", []) if isinstance(g, MultiPolygon) for p in g.geoms
    ]


def _polygon_record(poly: Polygon) -> dict[str, Any]:
    rec: dict[str, Any] = {"polygon": _round_ring(poly.exterior.coords)}
    holes = [_round_ring(r.coords) for r in poly.interiors if Polygon(r).area >= MIN_PIECE_AREA]
    if holes:
        rec["holes"] = holes
    return rec


class CompileError(ValueError):
    pass


def compile_drawing(drawing: Drawing, chart: TerrainChart | None = None) -> tuple[dict[str, Any], list[str]]:
    """Turn a drawing into map-file data.  Returns (map dict, warnings)."""
    chart = chart or load_chart()
    warnings: list[str] = []
    grid = HexGrid(drawing.columns, drawing.rows)
    ids = grid.ids
    hexpolys = np.array([Polygon(grid.corners(h)) for h in ids], dtype=object)
    hex_area = hexpolys[0].area
    field_box = box(-HEX_HEIGHT, -HEX_HEIGHT, grid.width + HEX_HEIGHT, grid.height + HEX_HEIGHT)

    # -- hills and level bands (T88) ------------------------------------------------------------
    hills = []
    for level, poly in drawing.hills:
        if not 1 <= level <= 4:
            raise CompileError(f"hill level {level} is not 1..4")
        poly = shapely.make_valid(poly)
        hills.extend((level, p) for p in _polygons(poly) if p.area >= MIN_PIECE_AREA)
    regions = {0: field_box}
    for k in range(1, 6):
        polys = [p for lvl, p in hills if lvl >= k]
        regions[k] = shapely.union_all(polys) if polys else Polygon()
    bands = {k: regions[k].difference(regions[k + 1]) if not regions[k + 1].is_empty else regions[k]
             for k in range(0, 5)}

    centres = [Point(grid.centre(h)) for h in ids]

    def level_at(pt: Point) -> int:
        level = 0
        for k in range(1, 5):
            if not regions[k].is_empty and regions[k].covers(pt):
                level = k
        return level

    levels = {h: drawing.level_overrides.get(h, level_at(centres[i])) for i, h in enumerate(ids)}

    # -- areas -> per-hex, per-level shapes ---------------------------------------------------
    shapes: list[dict[str, Any]] = []
    coverage: dict[str, np.ndarray] = {}
    centre_cover: dict[str, np.ndarray] = {}
    bridge_cover: dict[str, dict[str, float]] = {}
    by_kind: dict[str, list[Area]] = {}
    for area in drawing.areas:
        kind = area.kind
        if kind.startswith("bridge-"):
            if kind[7:] not in BRIDGE_KINDS:
                raise CompileError(f"unknown bridge kind {kind!r}")
        elif kind not in chart.terrain or kind in ("open", "bridge"):
            raise CompileError(f"unknown area kind {kind!r}; expected one of {', '.join(AREA_KINDS)} or bridge-major/bridge-minor")
        by_kind.setdefault(kind, []).append(area)

    counter = 0
    for kind, areas in by_kind.items():
        terrain = "bridge" if kind.startswith("bridge-") else kind
        # Buildings keep their identity (a multi-hex building is one objective, T82);
        # other kinds are merged so overlapping strokes make one patch.
        if terrain == "building":
            groups = [(a.group or f"building-{i + 1}", shapely.make_valid(a.geometry)) for i, a in enumerate(areas)]
        else:
            merged = shapely.union_all([shapely.make_valid(a.geometry) for a in areas])
            groups = [(f"{kind}-{j + 1}", p) for j, p in enumerate(_polygons(merged))]
        cov = np.zeros(len(ids))
        ccov = np.zeros(len(ids), dtype=bool)
        for group, geom in groups:
            geom = geom.simplify(SIMPLIFY_TOLERANCE, preserve_topology=True)
            hit = np.nonzero(shapely.intersects(geom, hexpolys))[0]
            pieces = shapely.intersection(geom, hexpolys[hit])
            for hi, piece in zip(hit, pieces):
                hid = ids[hi]
                cov[hi] += piece.area
                ccov[hi] |= bool(piece.covers(centres[hi]))
                if kind.startswith("bridge-"):
                    bridge_cover.setdefault(hid, {})[kind[7:]] = bridge_cover.get(hid, {}).get(kind[7:], 0) + piece.area
                for lvl in range(0, 5):
                    band = bands[lvl]
                    if band.is_empty:
                        continue
                    part = piece if lvl == 0 and regions[1].is_empty else shapely.intersection(piece, band)
                    for poly in _polygons(part):
                        if poly.area < MIN_PIECE_AREA:
                            continue
                        counter += 1
                        rec = {"id": f"s{counter}", "hex": hid, "terrain": terrain, "level": lvl, "group": group}
                        rec.update(_polygon_record(poly))
                        shapes.append(rec)
        coverage[kind] = cov
        centre_cover[kind] = ccov

    # -- terrain type per hex (T78.1) ------------------------------------------------------
    streams = [ln for ln in drawing.lines if ln.feature == "stream"]
    stream_geom = shapely.union_all([LineString(s.points) for s in streams]) if streams else None
    order = [k for k in chart.priority_order() if k not in ("bridge", "open")]
    hexes: dict[str, dict[str, Any]] = {}
    for i, hid in enumerate(ids):
        terrain = drawing.terrain_overrides.get(hid)
        if terrain is None:
            for kind in order:
                if kind == "stream" and stream_geom is not None and stream_geom.distance(centres[i]) <= STREAM_CENTRE_DISTANCE:
                    terrain = kind
                    break
                if kind in coverage:
                    share = DOMINANCE_SHARE.get(kind, DEFAULT_DOMINANCE_SHARE)
                    if centre_cover[kind][i] or coverage[kind][i] >= share * hex_area:
                        terrain = kind
                        break
        terrain = terrain or chart.default_terrain
        hexes[hid] = {"terrain": terrain, "level": levels[hid]}
        if hid in bridge_cover:
            kinds = bridge_cover[hid]
            kind = max(kinds, key=kinds.get)
            if kind == "minor" or (kind == "major" and (centre_cover.get("bridge-major", np.zeros(len(ids)))[i])):
                hexes[hid]["bridge"] = kind
    # Artwork of a Major Bridge that only reaches into its end hexes is not a Bridge there
    # (ambiguity 16 of 05): keep bridge shapes only in bridge hexes.
    dropped = [s for s in shapes if s["terrain"] == "bridge" and "bridge" not in hexes[s["hex"]]]
    shapes = [s for s in shapes if not (s["terrain"] == "bridge" and "bridge" not in hexes[s["hex"]])]
    if dropped:
        warnings.append(f"{len(dropped)} bridge end piece(s) lie in non-bridge hexes and were left out")

    # -- hexside features -------------------------------------------------------------------
    hexsides: dict[tuple[str, str], dict[str, Any]] = {}
    for hid, side, feature, level in drawing.hexsides:
        other = grid.neighbour(hid, side)
        if other is None:
            raise CompileError(f"side {side} of {hid} is on the map edge")
        rec = {"hex": hid, "side": side, "feature": feature}
        if level is not None:
            rec["level"] = level
        hexsides[tuple(sorted((hid, other)))] = rec
    if drawing.hexside_strokes:
        side_keys, side_segs, side_recs = [], [], []
        for hid in ids:
            for d, n in grid.neighbours(hid).items():
                if d in (1, 2, 3):
                    side_keys.append(tuple(sorted((hid, n))))
                    side_segs.append(LineString(grid.side_segment(hid, d)))
                    side_recs.append((hid, d))
        side_segs = np.array(side_segs, dtype=object)
        seg_len = shapely.length(side_segs)
        for stroke in drawing.hexside_strokes:
            if stroke.feature not in chart.hexsides:
                raise CompileError(f"unknown hexside feature {stroke.feature!r}")
            zone = LineString(stroke.points).buffer(HEXSIDE_SNAP_DISTANCE)
            near = shapely.length(shapely.intersection(side_segs, zone))
            snapped = np.nonzero(near >= HEXSIDE_SNAP_SHARE * seg_len)[0]
            if len(snapped) == 0:
                warnings.append(f"a {stroke.feature} stroke ({stroke.id or 'unnamed'}) follows no hexside and was ignored")
            for j in snapped:
                hid, d = side_recs[j]
                rec = {"hex": hid, "side": d, "feature": stroke.feature}
                if stroke.level is not None:
                    rec["level"] = stroke.level
                key = side_keys[j]
                if key in hexsides and hexsides[key]["feature"] != stroke.feature:
                    warnings.append(f"hexside {key[0]}/{key[1]}: {stroke.feature} drawn over {hexsides[key]['feature']}; kept the first")
                    continue
                hexsides[key] = rec

    # -- lines --------------------------------------------------------------------------------
    lines = []
    for i, stroke in enumerate(drawing.lines):
        if stroke.feature not in chart.lines:
            raise CompileError(f"unknown line feature {stroke.feature!r}")
        rec = {"id": stroke.id or f"{stroke.feature}-{i + 1}", "feature": stroke.feature,
               "points": [[round(float(x), DECIMALS), round(float(y), DECIMALS)] for x, y in stroke.points]}
        if stroke.width:
            rec["width"] = round(float(stroke.width), 2)
        lines.append(rec)

    # -- objectives and border ---------------------------------------------------------------
    objectives = []
    for number, where in sorted(drawing.objectives.items()):
        hid = where if isinstance(where, str) else grid.hex_at(*where)
        if hid is None:
            raise CompileError(f"objective {number} is not inside a hex")
        objectives.append({"number": int(number), "hex": hid})

    out: dict[str, Any] = {
        "format": "cc-desktop-map",
        "version": 1,
        "id": drawing.id,
        "name": drawing.name,
    }
    for key in ("description", "author", "licence"):
        if getattr(drawing, key):
            out[key] = getattr(drawing, key)
    out["grid"] = {"columns": grid.columns, "rows": grid.rows, "hex_height": 100, "shifted_columns": "odd"}
    out["hexes"] = hexes
    out["hills"] = [dict({"level": lvl}, **_polygon_record(p)) for lvl, p in hills]
    out["shapes"] = shapes
    out["hexsides"] = sorted(hexsides.values(), key=lambda r: (grid.index[r["hex"]], r["side"]))
    out["lines"] = lines
    out["objectives"] = objectives
    if drawing.compass:
        out["compass"] = [round(drawing.compass[0], 2), round(drawing.compass[1], 2)]
    if drawing.artillery_boxes:
        out["artillery_boxes"] = [{"corner": c} for c in drawing.artillery_boxes]
    if drawing.edges:
        out["edges"] = dict(drawing.edges)
    if drawing.background:
        out["background"] = dict(drawing.background)
    return out, warnings
