"""Line of sight (rule 10, T78.4, T79-T99; "LOS engine guidance" of 05-terrain-fortifications.md).

The LOS is the segment from the centre dot of one hex to the centre dot of another (10.1).
What it touches is decided geometrically against the drawn artwork of the map:

* **Touching.**  The segment touches a piece of artwork, a hexside or a hex when it comes
  within ``LOS_TOLERANCE`` map units of it (a hex is 100 units high).  So a line running
  exactly along a hexside touches that hexside and both hexes beside it, and a line through
  a hex corner touches the three hexes that meet there.  Contacts are never decided by
  floating-point luck.
* **Intervening hexes only (10.1).**  Artwork belongs to one hex (each shape of the map file
  has its hex); artwork of the firer's or the target's hex never counts, nor do hexside
  features on their six hexsides (T84, T87, T97).
* **Hexside features** (Wall and Hedge block, Fence hinders 1) count where the line crosses
  them or runs along them between two intervening hexes (10.1); a line through a hex corner
  crosses only the hexside between the two hexes it passes from and into.
* **Road and railway (T93, T92).**  In an intervening hex where the part of the line inside
  that hex lies within the road artwork strip, the printed terrain of that hex is ignored
  (so a road cut through woods is clear); along a railway only the railway's own hindrance
  is ignored.
* **Elevation (T88).**  Let ``hi`` be the higher endpoint's level.  Printed obstacles and
  hindrances count only if they stand on ground at level ``hi`` or higher (T88.4, T88.5).
  The hill mass blocks if the line touches, in an intervening hex, ground of level
  ``need`` or more, where ``need = level + 1`` if both ends are at the same level (T88.3.3)
  and ``need = hi`` otherwise (T88.3.2: the higher unit must be the first crest of its
  level seen from below, and must see down past its own crest).  See
  docs/rules-decisions.md for why this is exactly T88.3.2's two conditions.
* **Blind hexes (T88.4.1).**  A lower Woods or Building that the line touches blocks the view
  of the lower endpoint if the line passes from that hex directly into the lower endpoint's
  hex and the lower endpoint is not above the Woods/Building.
* **Gully (T86).**  A unit in a Gully sees and is seen only from adjacent hexes or from
  higher levels.
* **Markers.**  Blaze blocks through its whole hex at every level (10.2.1, T79); Smoke
  hinders into, out of and through its whole hex at every level (10.3.4, T94).  Markers
  change during play, so they are an input of every query.
* **Hindrances never add up (10.3.3):** the largest one counts.

How it is computed.  Every test is "which side of the line is this point on": a line meets a
connected polygon iff the polygon's vertices are not all strictly on one side of it, and only
the vertices of the polygon's convex hull matter.  For a hex between the two ends the segment
crosses the hex completely, so the infinite line can stand for the segment there.  The map's
pieces (artwork, railway strips, hill ground, the parts of road hexes off the road) each belong
to one hex, so **the hexes along the line are the spatial index**: only the pieces and hexside
features of the hexes the line passes between its ends are ever looked at.

* One query (:meth:`LosEngine.query`) finds those hexes column by column (a few candidates per
  column crossed), tests the pieces of each in plain Python (a bounding circle first, then the
  hull) and explains the verdict as it goes: no array of the whole map is touched.
* All pairs at once (:meth:`LosEngine.evaluate`, :class:`LosTable`) use that the hexes a line
  passes depend only on the offset from one end to the other (every hex is a translate of one
  hexagon): the hexes along the line are worked out once per offset, translated to every pair
  of that offset, and the pieces of those hexes tested in a few flat array operations.

Both give the same answers (the tests compare them on every pair of every shipped map).
:class:`LosTable` keeps the terrain part of every pair so that answers during play only add the
current Smoke and Blaze; ``cc_desktop.board.loscache`` keeps it, and the engine, on disk.
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass, field
from typing import Iterable, Mapping, NamedTuple

import numpy as np

from cc_desktop.board.hexgrid import (_NEIGHBOUR_EVEN, _NEIGHBOUR_ODD, HEX_HEIGHT, HEX_RADIUS, VERTEX_OFFSETS,
                                      HexGrid, side_vertices)

# The one geometric tolerance of LOS: how close (map units; a hex is 100 high) the line must come
# to a hexside, a hex or a piece of artwork to touch it.  Documented in docs/map-format.md.
LOS_TOLERANCE = 0.05

# Pieces of hill ground or railway smaller than this (square map units; a hex is ~8660) are
# slivers left by rounding where an outline runs along a hexside, not terrain: dropped, as the
# importer drops artwork pieces smaller than this.
SLIVER_AREA = 1.0

CLEAR, HINDERED, BLOCKED = "clear", "hindered", "blocked"

# piece effects
_HINDER, _OBSTACLE, _HILL, _OFFLINE = 1, 2, 3, 4


# ----------------------------------------------------------------------------------------------
# Value types
# ----------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Markers:
    """The Smoke and Blaze markers on the map at the moment of the query (T79, T94)."""

    smoke: Mapping[str, int] = field(default_factory=dict)  # hex -> hindrance 1..10
    blaze: frozenset[str] = frozenset()

    @classmethod
    def of(cls, smoke: Mapping[str, int] | None = None, blaze: Iterable[str] = ()) -> "Markers":
        return cls(dict(smoke or {}), frozenset(blaze))


NO_MARKERS = Markers()


class Hindrance(NamedTuple):
    """A hindrance the line crosses (10.3): what, in which hex, its value, the rule."""

    feature: str
    hex: str
    value: int
    rule: str


class Block(NamedTuple):
    """An obstacle that blocks the line (10.2): what, in which hex, where the line first
    touches it (seen from the firer), the rule."""

    feature: str
    hex: str
    point: tuple[float, float] | None
    rule: str


class Ignored(NamedTuple):
    """Something the line touched that does not count, and the rule that says so."""

    feature: str
    hex: str
    rule: str
    reason: str


@dataclass(frozen=True)
class LosResult:
    origin: str
    target: str
    range: int
    los: str  # clear | hindered | blocked
    hindrance: int  # the largest hindrance (10.3.3); 0 when blocked or clear
    hindrances: tuple[Hindrance, ...] = ()
    blocked_by: Block | None = None  # the first block seen from the firer
    blocks: tuple[Block, ...] = ()  # every block, nearest to the firer first
    ignored: tuple[Ignored, ...] = ()
    target_hexsides: tuple[str, ...] = ()  # hexside features of the target hex the line enters by

    @property
    def blocked(self) -> bool:
        return self.los == BLOCKED

    @property
    def clear(self) -> bool:
        return self.los == CLEAR

    def to_dict(self) -> dict:
        return {
            "from": self.origin,
            "to": self.target,
            "range": self.range,
            "los": self.los,
            "hindrance": self.hindrance,
            "hindrances": [h._asdict() for h in self.hindrances],
            "blocked_by": None if self.blocked_by is None else _block_dict(self.blocked_by),
            "blocks": [_block_dict(b) for b in self.blocks],
            "ignored": [i._asdict() for i in self.ignored],
            "target_hexsides": list(self.target_hexsides),
        }

    def to_json(self) -> str:
        return json.dumps(self.to_dict(), indent=2)

    def describe(self, chart=None) -> str:
        """A few English lines for the command line.  (The window renders from the fields.)"""
        name = chart.name_of if chart is not None else (lambda k: k)
        lines = [f"LOS {self.origin} -> {self.target}: range {self.range}, {self.los}"
                 + (f", hindrance {self.hindrance}" if self.los == HINDERED else "")]
        if self.blocked_by:
            b = self.blocked_by
            at = f" at ({b.point[0]:.1f}, {b.point[1]:.1f})" if b.point else ""
            lines.append(f"  blocked by {name(b.feature)} in {b.hex}{at} [{b.rule}]")
            for other in self.blocks[1:]:
                lines.append(f"  then also {name(other.feature)} in {other.hex} [{other.rule}]")
        for h in self.hindrances:
            lines.append(f"  hindrance {h.value}: {name(h.feature)} in {h.hex} [{h.rule}]")
        for i in self.ignored:
            lines.append(f"  ignored: {name(i.feature)} in {i.hex}: {i.reason} [{i.rule}]")
        if self.target_hexsides:
            lines.append(f"  enters {self.target} across: {', '.join(name(f) for f in self.target_hexsides)}")
        return "\n".join(lines)


def _block_dict(b: Block) -> dict:
    d = b._asdict()
    d["point"] = None if b.point is None else [round(b.point[0], 2), round(b.point[1], 2)]
    return d


# ----------------------------------------------------------------------------------------------
# The engine
# ----------------------------------------------------------------------------------------------
# A hex whose centre dot projects this close to an end of the line is not "between" the ends.
_EPS = 1e-6
# The margin (map units) of the searches for candidates (hexes near the line, pieces near it):
# they may find a few more than they need, never fewer; the exact tests decide.
_SLACK = 1e-6
# Pairs evaluated at once in bulk (bounds memory on the largest grids).
CHUNK = 8192
# vertices of side s (1..6) of a hex: _SIDE_V0[s], _SIDE_V1[s]
_SIDE_V0 = (0,) + tuple(side_vertices(s)[0] for s in range(1, 7))
_SIDE_V1 = (0,) + tuple(side_vertices(s)[1] for s in range(1, 7))
_SIDE_V = np.array([_SIDE_V0, _SIDE_V1], dtype=np.int64)
# three vertices of a hex (0, 1, 2) relative to its centre: the other three are their opposites
_HALF_VERTEX_OFFSETS = np.ascontiguousarray(VERTEX_OFFSETS[:3])
_HALF_VERTEX_LIST = _HALF_VERTEX_OFFSETS.tolist()
# the grid's lattice: centre dots are COLUMN_STEP apart across and HALF_ROW * k apart down, with
# k of the parity of the column offset (odd columns are shifted half a hex)
_COLUMN_STEP = 1.5 * HEX_RADIUS
_HALF_ROW = HEX_HEIGHT / 2
_LOWER_WHY = "it stands lower than the higher end of the line"
# first contacts with at most this many outline edges are found in plain Python (larger ones with
# NumPy, as the engine always has: the points it gives are the same to the last bit)
_SMALL_OUTLINES = 48

#: The version of :data:`STATE_ARRAYS` and of what the engine derives from them: the disk cache
#: keys on it, so a change to either must change this number.
STATE_FORMAT = 1

#: The arrays of an engine's state: name -> (dtype, shape).  Shapes are in the sizes N (hexes),
#: M (pieces), HV / RV (hull / outline vertices), A (road and railway), AH (their hexes),
#: F (hexside features that hinder or block), S (all hexside features).
STATE_ARRAYS: dict[str, tuple[str, tuple]] = {
    "levels": ("<i2", ("N",)),
    "gully": ("|b1", ("N",)),
    "piece_kind": ("<i2", ("M",)),
    "piece_hex": ("<i4", ("M",)),
    "piece_effect": ("<i2", ("M",)),
    "piece_value": ("<i2", ("M",)),
    "piece_ground": ("<i2", ("M",)),
    "piece_blind": ("|b1", ("M",)),
    "piece_rail": ("|b1", ("M",)),
    "hull_xy": ("<f8", ("HV", 2)),
    "hull_ptr": ("<i4", ("M+1",)),
    "ring_xy": ("<f8", ("RV", 2)),
    "ring_ptr": ("<i4", ("M+1",)),
    "along_ptr": ("<i4", ("A+1",)),
    "along_hex": ("<i4", ("AH",)),
    "f_kind": ("<i2", ("F",)),
    "f_a": ("<i4", ("F",)),
    "f_b": ("<i4", ("F",)),
    "f_p1": ("<f8", ("F", 2)),
    "f_p2": ("<f8", ("F", 2)),
    "f_effect": ("<i2", ("F",)),
    "f_value": ("<i2", ("F",)),
    "f_level": ("<i2", ("F",)),
    "sf_kind": ("<i2", ("S",)),
    "sf_a": ("<i4", ("S",)),
    "sf_b": ("<i4", ("S",)),
    "sf_seg": ("<f8", ("S", 2, 2)),
}
#: The other items of a state: name -> type (lists are lists of texts, names maps text to text).
STATE_ITEMS = {"format": int, "map_id": str, "columns": int, "rows": int, "piece_kinds": list,
               "piece_kind_rules": list, "side_kinds": list, "side_kind_rules": list,
               "along_features": list, "names": dict}


def build_state(board) -> dict:
    """Everything LOS needs from one map, as flat arrays (:data:`STATE_ARRAYS`) and a few lists
    of names: the pieces (artwork shapes, railway strips, hill ground and the parts of road and
    railway hexes off the line, one polygon each, by hex), the hexside features, the levels."""
    import shapely

    grid = board.grid
    chart = board.chart
    index = grid.index
    kinds: list[str] = []
    hexes: list[int] = []
    effect: list[int] = []
    value: list[int] = []
    ground: list[int] = []
    blind: list[bool] = []
    polys: list = []

    def add(kind, hex_index, eff, val, grd, bl, poly):
        kinds.append(kind)
        hexes.append(hex_index)
        effect.append(eff)
        value.append(val)
        ground.append(grd)
        blind.append(bl)
        polys.append(poly)

    for s in board.shapes:
        eff = chart.effect_of(s.terrain)
        if eff.effect not in ("hindrance", "obstacle"):
            continue
        add(s.terrain, index[s.hex], _OBSTACLE if eff.blocks else _HINDER, eff.value, s.level,
            chart.terrain[s.terrain].has("blind_hex"), s.polygon)
    hexpolys = board.hex_polygons
    rails = [ln for ln in board.lines if chart.lines[ln.feature].los.effect == "hindrance"]
    for ln in rails:
        eff = chart.lines[ln.feature].los
        strip = ln.geometry.buffer(ln.width / 2)
        hit = np.nonzero(shapely.intersects(strip, hexpolys))[0]
        for hi, piece in zip(hit, shapely.intersection(strip, hexpolys[hit])):
            for poly in _polygon_parts(piece):
                if poly.area < SLIVER_AREA:
                    continue
                pt = poly.representative_point()
                add(ln.feature, int(hi), _HINDER, eff.value, board.level_at(pt.x, pt.y), False, poly)
    for k in range(1, 5):
        region = board.level_regions[k]
        if region.is_empty:
            continue
        hit = np.nonzero(shapely.intersects(region, hexpolys))[0]
        for hi, piece in zip(hit, shapely.intersection(region, hexpolys[hit])):
            for poly in _polygon_parts(piece):
                if poly.area >= SLIVER_AREA:
                    add("hill", int(hi), _HILL, k, k, False, poly)
    # "Exactly along" a road or railway in hex h: the line's chord through h stays inside the
    # line's strip, i.e. it touches none of the parts of h outside the strip (T93, T92).  Those
    # parts are pieces too (effect _OFFLINE, kind "off-road" / "off-railway").  The strip is
    # widened by twice the tolerance: touching "within the tolerance" then means the chord
    # leaves the drawn width plus the tolerance.
    along: list[tuple[str, list[int]]] = []
    for feature in ("road", "railway"):
        lines = [ln for ln in board.lines if ln.feature == feature]
        flagged = sorted(index[h] for h in board.line_hexes.get(feature, ()))
        if not lines or not flagged:
            continue
        along.append((feature, flagged))
        strip = shapely.union_all([ln.geometry.buffer(ln.width / 2 + 2 * LOS_TOLERANCE) for ln in lines])
        for h, rest in zip(flagged, shapely.difference(hexpolys[flagged], strip)):
            for poly in _polygon_parts(rest):
                if poly.area >= 1e-9:
                    add("off-" + feature, h, _OFFLINE, 0, 0, False, poly)
    order = np.argsort(np.array(hexes, dtype=np.int64), kind="stable").tolist()
    kinds = [kinds[i] for i in order]
    piece_kinds = sorted(set(kinds))
    code = {k: i for i, k in enumerate(piece_kinds)}
    rail_kinds = {r.feature for r in rails}
    geoms = np.empty(len(order), dtype=object)
    geoms[:] = [polys[i] for i in order]
    hull_xy, hull_ptr = _ring_coordinates(shapely.convex_hull(geoms), closed=False)
    ring_xy, ring_ptr = _ring_coordinates(geoms, closed=True)

    # -- hexside features --------------------------------------------------------------------
    # the hex vertices as the engine has always used them (rounded to 1e-6)
    hexvert = np.round(grid.centres[:, None, :] + VERTEX_OFFSETS[None, :, :], 6)
    side_kinds = sorted({f.feature for f in board.hexsides.values()})
    scode = {k: i for i, k in enumerate(side_kinds)}
    rows, every = [], []
    for f in board.hexsides.values():
        a, b = f.hexes
        every.append((scode[f.feature], index[a], index[b], [list(map(float, pt)) for pt in f.segment]))
        eff = chart.hexsides[f.feature].los
        if eff.effect not in ("hindrance", "obstacle"):
            continue
        ai = index[a]
        v1, v2 = side_vertices(f.side)
        rows.append((scode[f.feature], ai, index[b], hexvert[ai, v1], hexvert[ai, v2],
                     _OBSTACLE if eff.blocks else _HINDER, eff.value, f.level))
    cols = list(zip(*rows)) if rows else [()] * 8
    ecols = list(zip(*every)) if every else [()] * 4
    names = {k: chart.name_of(k) for k in piece_kinds if not k.startswith("off-")}
    names.update({k: chart.name_of(k) for k in side_kinds})
    names.update({k: chart.name_of(k) for k in ("hill", "gully", "blaze", "smoke")})
    along_hex = [h for _, flagged in along for h in flagged]
    return {
        "format": STATE_FORMAT,
        "map_id": board.id,
        "columns": grid.columns,
        "rows": grid.rows,
        "piece_kinds": piece_kinds,
        "piece_kind_rules": [chart.rule_of(k[4:] if k.startswith("off-") else k) for k in piece_kinds],
        "side_kinds": side_kinds,
        "side_kind_rules": [chart.hexsides[k].rule for k in side_kinds],
        "along_features": [f for f, _ in along],
        "names": names,
        "levels": np.array([board.hexes[h].level for h in grid.ids], dtype="<i2"),
        "gully": np.array([chart.terrain[board.hexes[h].effective_terrain].has("gully") for h in grid.ids], dtype=bool),
        "piece_kind": np.array([code[k] for k in kinds], dtype="<i2"),
        "piece_hex": np.array([hexes[i] for i in order], dtype="<i4"),
        "piece_effect": np.array([effect[i] for i in order], dtype="<i2"),
        "piece_value": np.array([value[i] for i in order], dtype="<i2"),
        "piece_ground": np.array([ground[i] for i in order], dtype="<i2"),
        "piece_blind": np.array([blind[i] for i in order], dtype=bool),
        "piece_rail": np.array([k in rail_kinds for k in kinds], dtype=bool),
        "hull_xy": hull_xy,
        "hull_ptr": hull_ptr,
        "ring_xy": ring_xy,
        "ring_ptr": ring_ptr,
        "along_ptr": np.cumsum([0] + [len(fl) for _, fl in along]).astype("<i4"),
        "along_hex": np.array(along_hex, dtype="<i4"),
        "f_kind": np.array(cols[0], dtype="<i2"),
        "f_a": np.array(cols[1], dtype="<i4"),
        "f_b": np.array(cols[2], dtype="<i4"),
        "f_p1": np.array(cols[3], dtype="<f8").reshape(-1, 2),
        "f_p2": np.array(cols[4], dtype="<f8").reshape(-1, 2),
        "f_effect": np.array(cols[5], dtype="<i2"),
        "f_value": np.array(cols[6], dtype="<i2"),
        "f_level": np.array(cols[7], dtype="<i2"),
        "sf_kind": np.array(ecols[0], dtype="<i2"),
        "sf_a": np.array(ecols[1], dtype="<i4"),
        "sf_b": np.array(ecols[2], dtype="<i4"),
        "sf_seg": np.array(ecols[3], dtype="<f8").reshape(-1, 2, 2),
    }


def _ring_coordinates(geoms: np.ndarray, closed: bool) -> tuple[np.ndarray, np.ndarray]:
    """The exterior rings of polygons as one (V, 2) array and the start of each ring (one more
    at the end); without the closing point unless ``closed``."""
    import shapely

    if not len(geoms):
        return np.zeros((0, 2)), np.zeros(1, dtype="<i4")
    xy, which = shapely.get_coordinates(shapely.get_exterior_ring(geoms), return_index=True)
    counts = np.bincount(which, minlength=len(geoms))
    if not closed:
        keep = np.ones(len(xy), dtype=bool)
        keep[np.cumsum(counts) - 1] = False
        xy = xy[keep]
        counts = counts - 1
    return np.ascontiguousarray(xy, dtype="<f8"), np.concatenate([[0], np.cumsum(counts)]).astype("<i4")


def check_state(state: dict) -> None:
    """Raise ValueError unless ``state`` is a well-formed engine state: every array of the right
    type and shape, every index in range.  (A state read from the disk cache is checked so; a
    malformed one can never crash a query or read outside an array.)"""

    def need(ok, what):
        if not ok:
            raise ValueError(f"LOS state: {what}")

    need(isinstance(state, dict), "not a mapping")
    for key, kind in STATE_ITEMS.items():
        need(type(state.get(key)) is kind, f"{key} missing or not a {kind.__name__}")
    need(state["format"] == STATE_FORMAT, "another format")
    need(1 <= state["columns"] <= 26 and 1 <= state["rows"] <= 99, "grid size")
    for key in ("piece_kinds", "piece_kind_rules", "side_kinds", "side_kind_rules", "along_features"):
        need(all(type(x) is str and len(x) <= 200 for x in state[key]), f"{key} holds a non-text")
    need(all(type(k) is str and type(v) is str for k, v in state["names"].items()), "names")
    need(len(state["piece_kinds"]) == len(state["piece_kind_rules"]), "piece kinds and rules")
    need(len(state["side_kinds"]) == len(state["side_kind_rules"]), "side kinds and rules")
    need(len(set(state["along_features"])) == len(state["along_features"])
         and set(state["along_features"]) <= {"road", "railway"}, "along features")
    n = state["columns"] * state["rows"]
    sizes = {"N": n}
    for key, (dtype, shape) in STATE_ARRAYS.items():
        a = state.get(key)
        need(isinstance(a, np.ndarray) and a.dtype == np.dtype(dtype) and a.ndim == len(shape), f"{key} type")
        for dim, size in zip(shape, a.shape):
            if isinstance(dim, int):
                need(size == dim, f"{key} shape")
            elif dim.endswith("+1"):
                need(sizes.setdefault(dim[:-2], size - 1) == size - 1, f"{key} size")
            else:
                need(sizes.setdefault(dim, size) == size, f"{key} size")
        if a.dtype.kind == "f":
            need(bool(np.isfinite(a).all()) and (a.size == 0 or float(np.abs(a).max()) < 1e7), f"{key} values")
    s = state
    m = sizes["M"]

    def within(key, lo, hi):
        a = s[key]
        need(a.size == 0 or (int(a.min()) >= lo and int(a.max()) < hi), f"{key} out of range")

    within("levels", 0, 5)
    within("piece_kind", 0, len(s["piece_kinds"]))
    within("piece_hex", 0, n)
    need(bool((np.diff(s["piece_hex"]) >= 0).all()), "pieces not by hex")
    within("piece_effect", _HINDER, _OFFLINE + 1)
    within("piece_value", 0, 100)
    within("piece_ground", 0, 5)
    for xy, ptr, least in (("hull_xy", "hull_ptr", 3), ("ring_xy", "ring_ptr", 2)):
        p = s[ptr]
        need(len(p) == m + 1 and int(p[0]) == 0 and int(p[-1]) == len(s[xy])
             and bool((np.diff(p) >= least).all()), f"{ptr}")
    need(len(s["along_ptr"]) == len(s["along_features"]) + 1, "along_ptr")
    p = s["along_ptr"]
    need(int(p[0]) == 0 and int(p[-1]) == len(s["along_hex"]) and bool((np.diff(p) >= 0).all()), "along_ptr")
    within("along_hex", 0, n)
    within("f_kind", 0, len(s["side_kinds"]))
    within("sf_kind", 0, len(s["side_kinds"]))
    for key in ("f_a", "f_b", "sf_a", "sf_b"):
        within(key, 0, n)
    within("f_effect", _HINDER, _OBSTACLE + 1)
    within("f_value", 0, 100)
    within("f_level", 0, 5)


class _Names:
    """Names of terrain kinds for :meth:`LosResult.describe` when the engine has no chart (it
    was restored from the disk cache): the names the chart gave when the cache was written."""

    def __init__(self, names: Mapping[str, str]):
        self.names = dict(names)

    def name_of(self, kind: str) -> str:
        return self.names.get(kind, kind)


_SPREAD: dict[int, list[int]] = {}


def _spread(n: int) -> list[int]:
    """0..n-1 in an order that spreads them round a circle."""
    if n not in _SPREAD:
        _SPREAD[n] = sorted(range(n), key=lambda i: (i * 0.6180339887498949) % 1.0)
    return _SPREAD[n]


def _ragged_arange(counts: np.ndarray) -> np.ndarray:
    """0..c-1 for each c of ``counts``, one after the other."""
    total = int(counts.sum())
    return np.arange(total, dtype=np.int64) - np.repeat(np.cumsum(counts) - counts, counts)


class _Templates(NamedTuple):
    """The hexes between the ends of lines, per offset between the ends (see ``_templates``)."""

    ptr: np.ndarray  # rows of offset q: ptr[q]..ptr[q + 1]
    t: np.ndarray  # column offset from the first end
    k: np.ndarray  # half-row offset (y offset / 50), of the parity of t
    d: np.ndarray  # signed distance of the hex's centre dot from the line
    pos: np.ndarray  # the line crosses the hex (or runs along one of its hexsides)
    nx: np.ndarray  # per offset: the line's unit normal
    ny: np.ndarray
    phi: np.ndarray  # per offset: the angle of the normal (0 to 2 pi), and of its opposite
    phi_back: np.ndarray


class LosEngine:
    """Everything LOS needs from one map, built once per map (``LosEngine(board)``) or restored
    from a stored state (:meth:`from_state`, used by the disk cache): arrays for the bulk
    evaluation, plain lists for single queries."""

    def __init__(self, board):
        self._setup(build_state(board), board)

    @classmethod
    def from_state(cls, state: dict, check: bool = True) -> "LosEngine":
        """An engine from a state (:func:`build_state`), checked first (:func:`check_state`)
        unless the caller has just done so."""
        if check:
            check_state(state)
        eng = cls.__new__(cls)
        eng._setup(state, None)
        return eng

    # ------------------------------------------------------------------------------------------
    def _setup(self, state: dict, board) -> None:
        self.state = state
        self.board = board
        self.map_id = state["map_id"]
        grid = board.grid if board is not None else HexGrid(state["columns"], state["rows"])
        self.grid = grid
        self.chart = board.chart if board is not None else _Names(state["names"])
        self.ids = grid.ids
        self.index = grid.index
        n = len(grid.ids)
        rows = grid.rows
        self.n, self.rows, self.columns = n, rows, grid.columns
        self.centres = grid.centres
        self.centre_list = [tuple(c) for c in self.centres.tolist()]
        self.levels = state["levels"].astype(np.int64)
        self.gully = state["gully"].astype(bool)
        self.any_gully = bool(self.gully.any())
        self._levels = self.levels.tolist()
        self._gully = self.gully.tolist()
        hexno = np.arange(n, dtype=np.int64)
        self.hex_col = hexno // rows
        self.hex_k = 2 * (hexno % rows) + (self.hex_col & 1)
        cols = self.hex_col.tolist()
        self._cube = [(c, r - (c - (c & 1)) // 2) for c, r in zip(cols, (hexno % rows).tolist())]
        self._col_x = [self.centre_list[c * rows][0] for c in range(grid.columns)]
        self._col_y0 = [self.centre_list[c * rows][1] for c in range(grid.columns)]
        # adjacency: side of a facing b (1..6), 0 if not adjacent
        self.adj_side = np.zeros((n, n), dtype=np.int8)
        self._adj = [{} for _ in range(n)]
        col, row = self.hex_col, hexno % rows
        for d in range(1, 7):
            (dc, dr_even), (_, dr_odd) = _NEIGHBOUR_EVEN[d], _NEIGHBOUR_ODD[d]
            nc, nr = col + dc, row + np.where(col & 1, dr_odd, dr_even)
            on = (nc >= 0) & (nc < grid.columns) & (nr >= 0) & (nr < rows)
            i, j = hexno[on], (nc * rows + nr)[on]
            self.adj_side[i, j] = d
            for a, b in zip(i.tolist(), j.tolist()):
                self._adj[a][b] = d
        self.hexvert = np.round(self.centres[:, None, :] + VERTEX_OFFSETS[None, :, :], 6)
        self._hexvert = self.hexvert.tolist()

        # -- pieces --------------------------------------------------------------------------
        kinds = state["piece_kinds"]
        pk = state["piece_kind"].astype(np.int64)
        self.piece_kind = [kinds[i] for i in pk.tolist()]
        self.piece_rule = [state["piece_kind_rules"][i] for i in pk.tolist()]
        self.piece_hex = state["piece_hex"].astype(np.int64)
        self.piece_effect = state["piece_effect"].astype(np.int64)
        self.piece_value = state["piece_value"].astype(np.int64)
        self.piece_ground = state["piece_ground"].astype(np.int64)
        self.piece_rail = state["piece_rail"].astype(bool)
        m = len(pk)
        self.m = m
        kind_hill = np.array([k == "hill" for k in kinds] + [False], dtype=bool)[pk]
        kind_off = np.array([k.startswith("off-") for k in kinds] + [False], dtype=bool)[pk]
        printed = ~kind_hill & ~kind_off
        self.m_printed = printed
        self.m_obstacle = printed & (self.piece_effect == _OBSTACLE)
        self.m_hinder = printed & (self.piece_effect == _HINDER)
        self.m_hill = self.piece_effect == _HILL
        self.m_blind = self.m_obstacle & state["piece_blind"].astype(bool)
        self.m_offline = self.piece_effect == _OFFLINE
        # what a touched piece does, by the higher end's level (0-4) or by the hill level that
        # blocks (``need``, 0-5): obstacles and hindrances at or above the higher end (10.2,
        # 10.3, T88.4, T88.5), hill ground of the needed level (T88.3.2, T88.3.3), lower Woods
        # and Buildings that may make a blind hex (T88.4.1)
        levels5 = np.arange(5)[:, None]
        g = self.piece_ground
        self.t_obstacle = self.m_obstacle & (g >= levels5)
        self.t_hinder = np.where(self.m_hinder & (g >= levels5), self.piece_value, 0)
        self.t_hill = self.m_hill & (g == np.arange(6)[:, None])
        self.t_blind = self.m_blind & (g < levels5)
        self.piece_ptr = np.searchsorted(self.piece_hex, np.arange(n + 1))
        self.piece_count = np.diff(self.piece_ptr)
        hull_xy = state["hull_xy"].astype(np.float64)
        self.hull_ptr = state["hull_ptr"].astype(np.int64)
        self.hull_len = np.diff(self.hull_ptr)
        self.ring_xy = state["ring_xy"].astype(np.float64)
        self.ring_ptr = state["ring_ptr"].astype(np.int64)
        # hull vertices relative to the centre of their piece's hex (bulk), and a circle around
        # each hull (centre relative to the hex's, radius) to set most pieces aside at once
        if m:
            owner = np.repeat(np.arange(m), self.hull_len)
            self.hull_off = hull_xy - self.centres[self.piece_hex[owner]]
            mid = np.add.reduceat(hull_xy, self.hull_ptr[:-1], axis=0) / self.hull_len[:, None]
            rel = hull_xy - mid[owner]
            radius = np.maximum.reduceat(np.sqrt((rel * rel).sum(axis=1)), self.hull_ptr[:-1])
            # the largest circle about the same centre inside the hull: its distance to the
            # nearest edge (the mean of a convex polygon's vertices lies inside it)
            nxt = np.arange(len(hull_xy)) + 1
            nxt[self.hull_ptr[1:] - 1] = self.hull_ptr[:-1]
            edge = hull_xy[nxt] - hull_xy
            across = np.abs(edge[:, 0] * rel[:, 1] - edge[:, 1] * rel[:, 0]) \
                / np.maximum(np.sqrt((edge * edge).sum(axis=1)), 1e-12)
            inner = np.minimum.reduceat(across, self.hull_ptr[:-1])
        else:
            self.hull_off = np.zeros((0, 2))
            mid = np.zeros((0, 2))
            radius = inner = np.zeros(0)
        self.circle_off = mid - self.centres[self.piece_hex]
        self.circle_r = radius
        self.circle_in = inner
        self._hull_xy = hull_xy
        self._edges = None  # (bulk only: _edge_order)
        # the same for single queries, as plain lists
        reach = (radius + LOS_TOLERANCE + _SLACK).tolist()
        within = (inner - _SLACK).tolist()
        self._p_circle = [(x, y, r, w) for (x, y), r, w in zip(mid.tolist(), reach, within)]
        # each hull's vertices in an order spread round it (by the fractional part of i times
        # the golden ratio), so that a line through it meets vertices on both sides early
        flat = [tuple(v) for v in hull_xy.tolist()]
        ptr = self.hull_ptr.tolist()
        self._p_hull = [[flat[ptr[k] + i] for i in _spread(ptr[k + 1] - ptr[k])] for k in range(m)]
        self._p_kind = self.piece_kind
        self._p_ground = g.tolist()
        self._p_value = self.piece_value.tolist()
        self._p_hill = self.m_hill.tolist()
        self._p_offline = self.m_offline.tolist()
        self._p_printed = printed.tolist()
        self._p_rail = self.piece_rail.tolist()
        self._p_obstacle = self.m_obstacle.tolist()
        self._p_hinder = self.m_hinder.tolist()
        self._p_blind = self.m_blind.tolist()
        pptr = self.piece_ptr.tolist()
        self._hex_pieces = [range(pptr[h], pptr[h + 1]) for h in range(n)]
        self.piece_hex_id = [grid.ids[h] for h in self.piece_hex.tolist()]

        # -- "exactly along" roads and railways (T93, T92) ------------------------------------
        self.along_features = []  # (feature, flagged hexes (N), its off-line pieces (M))
        self.along_any = np.zeros(n, dtype=bool)
        self._along_of_hex: list[tuple[str, ...]] = [() for _ in range(n)]
        self._p_off = [k[4:] if k.startswith("off-") else None for k in self.piece_kind]
        aptr = state["along_ptr"].tolist()
        for i, feature in enumerate(state["along_features"]):
            flagged = state["along_hex"][aptr[i]:aptr[i + 1]].astype(np.int64)
            mask = np.zeros(n, dtype=bool)
            mask[flagged] = True
            self.along_any |= mask
            off = np.array([k == "off-" + feature for k in self.piece_kind], dtype=bool)
            self.along_features.append((feature, mask, off))
            for h in np.flatnonzero(mask).tolist():
                self._along_of_hex[h] += (feature,)

        # -- hexside features ------------------------------------------------------------------
        side_kinds = state["side_kinds"]
        fk = state["f_kind"].astype(np.int64).tolist()
        self.f_kind = [side_kinds[i] for i in fk]
        self.f_rule = [state["side_kind_rules"][i] for i in fk]
        self.f_a = state["f_a"].astype(np.int64)
        self.f_b = state["f_b"].astype(np.int64)
        self.f_effect = state["f_effect"].astype(np.int64)
        self.f_value = state["f_value"].astype(np.int64)
        self.f_level = state["f_level"].astype(np.int64)
        self.f_p1 = state["f_p1"].astype(np.float64)
        self.f_p2 = state["f_p2"].astype(np.float64)
        nf = len(fk)
        # by the higher end's level (0-4): features that block or hinder there (T88.4)
        self.f_t_obstacle = (self.f_effect == _OBSTACLE) & (self.f_level >= np.arange(5)[:, None])
        self.f_t_hinder = np.where((self.f_effect == _HINDER) & (self.f_level >= np.arange(5)[:, None]), self.f_value, 0)
        # grouped by their first hex (bulk), and as lists (single queries)
        self.fa_order = np.argsort(self.f_a, kind="stable")
        self.fa_ptr = np.searchsorted(self.f_a[self.fa_order], np.arange(n + 1))
        self.fa_count = np.diff(self.fa_ptr)
        self.f_p1_off = self.f_p1 - self.centres[self.f_a]
        self.f_p2_off = self.f_p2 - self.centres[self.f_a]
        self._feats_of: list[list[int]] = [[] for _ in range(n)]
        for f, a in enumerate(self.f_a.tolist()):
            self._feats_of[a].append(f)
        self._f_b = self.f_b.tolist()
        self._f_p = [(x1, y1, x2, y2) for (x1, y1), (x2, y2) in zip(self.f_p1.tolist(), self.f_p2.tolist())]
        self._f_obstacle = (self.f_effect == _OBSTACLE).tolist()
        self._f_hinder = (self.f_effect == _HINDER).tolist()
        self._f_level = self.f_level.tolist()
        self._f_value = self.f_value.tolist()
        self.F_OUTLINE = m
        self.H_OUTLINE = m + nf
        # hexside features on the six sides of each hex (for the target's cover, T84, T87, T97)
        self.side_features: list[list[tuple[str, tuple]]] = [[] for _ in range(n)]
        for kind, a, b, seg in zip(state["sf_kind"].tolist(), state["sf_a"].tolist(), state["sf_b"].tolist(),
                                   state["sf_seg"].tolist()):
            entry = (side_kinds[kind], (tuple(seg[0]), tuple(seg[1])))
            for h in (a, b):
                self.side_features[h].append(entry)
        self._outlines = None

    def _edge_order(self):
        """(edge_key, edge_first, vertex_around) of the pieces' hulls, for the bulk evaluation."""
        if self._edges is None:
            hull_xy, m = self._hull_xy, self.m
            owner = np.repeat(np.arange(m), self.hull_len)
            nxt = np.arange(len(hull_xy)) + 1
            nxt[self.hull_ptr[1:] - 1] = self.hull_ptr[:-1]
            # The hull's edges by the direction of their outward normals: going round a convex
            # polygon counter-clockwise, the normals turn counter-clockwise, and the vertex
            # farthest along a direction is the first vertex of the first edge whose normal's
            # angle is not smaller (or of the first edge).  Each piece's edges in that order,
            # from the edge after the largest drop of angle; keys piece * 8 + angle (0 to 2 pi).
            # Edges in line (the hulls keep points within rounding of an edge) have angles
            # within rounding of each other: the vertex found may then be one off, so its two
            # neighbours are looked at too.
            size = self.hull_len[owner]
            local = np.arange(len(hull_xy)) - self.hull_ptr[owner]
            ccw = np.add.reduceat(hull_xy[:, 0] * hull_xy[nxt, 1] - hull_xy[nxt, 0] * hull_xy[:, 1],
                                  self.hull_ptr[:-1]) > 0
            first = self.hull_ptr[owner]
            ring = np.where(ccw[owner], first + local, first + size - 1 - local)  # counter-clockwise
            step = hull_xy[ring[np.where(local + 1 < size, np.arange(len(ring)) + 1, first)]] - hull_xy[ring]
            alpha = np.arctan2(-step[:, 0], step[:, 1]) % (2 * math.pi)  # outward normal (ey, -ex)
            before = np.where(local > 0, np.arange(len(ring)) - 1, first + size - 1)
            drop = np.lexsort((-(alpha[before] - alpha), owner))  # by piece, the largest drop first
            start = local[drop[self.hull_ptr[:-1]]]
            turned = first + (local + start[owner]) % size
            edge_key = owner * 8.0 + alpha[turned]
            edge_first = ring[turned]  # the vertex each edge starts from
            prev = np.arange(len(hull_xy)) - 1
            prev[self.hull_ptr[:-1]] = self.hull_ptr[1:] - 1
            vertex_around = np.stack([prev, np.arange(len(hull_xy)), nxt])
            self._edges = (edge_key, edge_first, vertex_around)
        return self._edges

    # ------------------------------------------------------------------------------------------
    def pair_index(self, a: str, b: str) -> tuple[int, int]:
        try:
            return self.index[a], self.index[b]
        except KeyError as exc:
            raise KeyError(f"no hex {exc.args[0]} on map {self.map_id}") from None

    @property
    def distance(self) -> np.ndarray:
        return self.grid.distance_matrix

    def table(self, disk_cache: bool = False) -> "LosTable":
        """The terrain part of LOS for every pair (:class:`LosTable`).  ``disk_cache=True``:
        read it from the disk cache if a sound one was kept for this map file and this version
        of the program, else build it and keep it there (``cc_desktop.board.loscache``)."""
        if disk_cache:
            from cc_desktop.board import loscache

            return loscache.table_for(self)
        return LosTable(self)

    # ------------------------------------------------------------------------------------------
    # One query, explained
    # ------------------------------------------------------------------------------------------
    def query(self, a: str, b: str, markers: Markers | None = None) -> LosResult:
        """Full LOS from hex ``a`` (the firer) to hex ``b`` (the target), with its explanation."""
        markers = markers or NO_MARKERS
        index = self.index
        if a in index and b in index:
            ia, ib = index[a], index[b]
        else:
            ia, ib = self.pair_index(a, b)  # raises KeyError naming the hex
        if ia == ib:
            smoke = markers.smoke.get(a, 0)
            hind = (Hindrance("smoke", a, smoke, "10.3.4"),) if smoke else ()
            return LosResult(a, b, 0, HINDERED if smoke else CLEAR, smoke, hind)
        return self._explain(a, b, ia, ib, markers)

    def _hexes_between(self, ia, ib, ax, ay, bx, by, ux, uy, nx, ny, reach, pos_lim, length):
        """The hexes between the ends (10.1), in hex order, and those of them the line crosses
        or runs along a hexside of (not only a corner).  Candidates: in each column from one end
        to the other (and the columns beside), the rows whose centre dots are within ``reach``
        of the line, vertically ``reach / |ux|``, and within ``reach`` of the segment's height.
        (The centre dots of hexes project onto the line either at an end or more than a unit
        away from it: the margin _EPS never decides.)"""
        rows = self.rows
        ca, cb = ia // rows, ib // rows
        cl = self.centre_list
        wide = reach + _SLACK
        s_lo, s_hi = _EPS, length - _EPS
        inter: list[int] = []
        positive: set[int] = set()
        y_min, y_max = (ay - wide, by + wide) if ay < by else (by - wide, ay + wide)
        if ca == cb:  # both ends in one column: the line is vertical
            first = last = ca
            slope = band = 0.0
        else:
            if ca < cb:
                first, last = (ca - 1 if ca else 0), (cb + 1 if cb + 1 < self.columns else cb)
            else:
                first, last = (cb - 1 if cb else 0), (ca + 1 if ca + 1 < self.columns else ca)
            slope = (by - ay) / (bx - ax)
            band = wide / (ux if ux > 0.0 else -ux)  # how far from the line, vertically
        lo_end, hi_end = (ca, cb) if ca < cb else (cb, ca)
        col_x, col_y0 = self._col_x, self._col_y0
        for c in range(first, last + 1):
            yc = ay + slope * (col_x[c] - ax)
            ylo, yhi = yc - band, yc + band
            if ca == cb or ylo < y_min:
                ylo = y_min
            if ca == cb or yhi > y_max:
                yhi = y_max
            y_first = col_y0[c]
            r0 = math.ceil((ylo - y_first) / HEX_HEIGHT)
            r1 = math.floor((yhi - y_first) / HEX_HEIGHT) + 1
            base = c * rows
            inside = lo_end < c < hi_end  # projects between the ends (the columns are wider than reach)
            for h in range(base + (r0 if r0 > 0 else 0), base + (r1 if r1 < rows else rows)):
                cx, cy = cl[h]
                rx, ry = cx - ax, cy - ay
                d = rx * nx + ry * ny
                if -reach <= d <= reach and (inside or s_lo < rx * ux + ry * uy < s_hi):
                    inter.append(h)
                    if -pos_lim <= d <= pos_lim:
                        positive.add(h)
        return inter, positive

    def _blind(self, h, k, lower, ax, ay, nx, ny) -> bool:
        """T88.4.1: does the line pass from hex ``h`` (holding the lower Woods or Building
        ``k``) directly into the lower end's hex, the lower end not above it?"""
        side = self._adj[h].get(lower, 0)
        if not side or self._levels[lower] > self._p_ground[k]:
            return False
        v = self._hexvert[h]
        (x1, y1), (x2, y2) = v[_SIDE_V0[side]], v[_SIDE_V1[side]]
        d1 = (x1 - ax) * nx + (y1 - ay) * ny
        d2 = (x2 - ax) * nx + (y2 - ay) * ny
        tol = LOS_TOLERANCE
        return min(d1, d2) <= tol and max(d1, d2) >= -tol

    def _explain(self, a: str, b: str, ia: int, ib: int, markers: Markers) -> LosResult:
        tol = LOS_TOLERANCE
        ids = self.ids
        (ax, ay), (bx, by) = self.centre_list[ia], self.centre_list[ib]
        dx, dy = bx - ax, by - ay
        length = math.sqrt(dx * dx + dy * dy)
        ux, uy = dx / length, dy / length
        nx, ny = -uy, ux
        mags = sorted(abs(vx * -uy + vy * ux) for vx, vy in _HALF_VERTEX_LIST)
        omax, o2 = mags[2], mags[1]
        inter, positive = self._hexes_between(ia, ib, ax, ay, bx, by, ux, uy, nx, ny, omax + tol,
                                              max(omax - tol, o2 + tol), length)
        la, lb = self._levels[ia], self._levels[ib]
        hi = la if la > lb else lb
        need = la + 1 if la == lb else hi
        lower = ia if la < lb else (ib if lb < la else -1)
        pending: list[tuple[int, str, str, str]] = []  # what blocks: (outline, kind, hex, rule)
        hinders: list[Hindrance] = []
        ignored: list[Ignored] = []

        # -- artwork pieces touched in the hexes between the ends -------------------------------
        if self.m:
            hex_pieces, circles, hulls = self._hex_pieces, self._p_circle, self._p_hull
            p_offline, p_hill = self._p_offline, self._p_hill
            p_ground, p_kind, p_printed, p_rail = self._p_ground, self._p_kind, self._p_printed, self._p_rail
            p_obstacle, p_blind, p_hinder, p_value = self._p_obstacle, self._p_blind, self._p_hinder, self._p_value
            p_rule, along_of_hex = self.piece_rule, self._along_of_hex
            for h in inter:
                ks = hex_pieces[h]
                if not ks:
                    continue
                along_here = along_of_hex[h] if h in positive else ()
                touched = []
                for k in ks:
                    # only hill ground of the level that blocks, and the parts of a road or
                    # railway hex off the line where the line crosses the hex, can matter
                    if p_hill[k]:
                        if p_ground[k] != need:
                            continue
                    elif p_offline[k] and not along_here:
                        continue
                    # does the line touch piece k: through the circle inside its hull, or not
                    # past the circle around it and its hull's vertices not all more than the
                    # tolerance on one side
                    cx, cy, r, r_in = circles[k]
                    d = (cx - ax) * nx + (cy - ay) * ny
                    if -r_in < d < r_in:
                        touched.append(k)
                    elif -r <= d <= r:
                        hull = hulls[k]  # its vertices, spread round the hull (see _setup)
                        vx, vy = hull[0]
                        d = (vx - ax) * nx + (vy - ay) * ny
                        if d > tol:  # one vertex beyond on this side: one not beyond touches
                            for vx, vy in hull:
                                if (vx - ax) * nx + (vy - ay) * ny <= tol:
                                    touched.append(k)
                                    break
                        elif d < -tol:
                            for vx, vy in hull:
                                if (vx - ax) * nx + (vy - ay) * ny >= -tol:
                                    touched.append(k)
                                    break
                        else:
                            touched.append(k)
                if not touched:
                    continue
                along_road = along_rail = False
                for feature in along_here:
                    if not any(self._p_off[k] == feature for k in touched):
                        if feature == "road":
                            along_road = True
                        else:
                            along_rail = True
                hex_id = ids[h]
                for k in touched:
                    if p_offline[k]:
                        continue
                    if p_hill[k]:  # the hill mass (T88.3.2, T88.3.3): of the level ``need``
                        pending.append((k, "hill", hex_id, "T88.3.3" if la == lb else "T88.3.2"))
                        continue
                    kind = p_kind[k]
                    if along_rail and p_rail[k]:
                        ignored.append(Ignored(kind, hex_id, "T92", "the line runs along the railway"))
                    elif along_road and p_printed[k]:
                        ignored.append(Ignored(kind, hex_id, "T93", "the line runs along the road"))
                    elif p_obstacle[k]:
                        # obstacles at or above the higher end block (10.2, T88.4); lower Woods
                        # and Buildings may make a blind hex (T88.4.1)
                        if p_ground[k] >= hi:
                            pending.append((k, kind, hex_id, p_rule[k]))
                        elif lower >= 0 and p_blind[k] and h in positive \
                                and self._blind(h, k, lower, ax, ay, nx, ny):
                            pending.append((k, kind, hex_id, "T88.4.1"))
                        else:
                            ignored.append(Ignored(kind, hex_id, "T88.4", _LOWER_WHY))
                    elif p_hinder[k] and p_ground[k] >= hi and p_value[k] > 0:
                        # hindrances at or above the higher end hinder (10.3, T88.5)
                        hinders.append(Hindrance(kind, hex_id, p_value[k], p_rule[k]))
                    else:
                        ignored.append(Ignored(kind, hex_id, "T88.5", _LOWER_WHY))

        # -- hexside features between two intervening hexes (10.1, T84, T87, T97) ------------
        if self.F_OUTLINE != self.H_OUTLINE:
            crossed = []
            feats_of, f_b, f_p = self._feats_of, self._f_b, self._f_p
            for h in positive:
                for f in feats_of[h]:
                    if f_b[f] in positive:
                        x1, y1, x2, y2 = f_p[f]
                        d1 = (x1 - ax) * nx + (y1 - ay) * ny
                        d2 = (x2 - ax) * nx + (y2 - ay) * ny
                        if (d1 <= tol or d2 <= tol) and (d1 >= -tol or d2 >= -tol):
                            crossed.append(f)
            crossed.sort()
            for f in crossed:
                kind, hex_id, rule = self.f_kind[f], ids[self.f_a[f]], self.f_rule[f]
                if self._f_obstacle[f] and self._f_level[f] >= hi:
                    pending.append((self.F_OUTLINE + f, kind, hex_id, rule))
                elif self._f_hinder[f] and self._f_level[f] >= hi and self._f_value[f] > 0:
                    hinders.append(Hindrance(kind, hex_id, self._f_value[f], rule))
                else:
                    ignored.append(Ignored(kind, hex_id, "T88.4", _LOWER_WHY))

        # -- markers (10.2.1, 10.3.4) -------------------------------------------------------------
        if markers.smoke or markers.blaze:
            for h in inter:
                hex_id = ids[h]
                if hex_id in markers.blaze:
                    pending.append((self.H_OUTLINE + h, "blaze", hex_id, "10.2.1"))
                if markers.smoke.get(hex_id):
                    hinders.append(Hindrance("smoke", hex_id, int(markers.smoke[hex_id]), "10.3.4"))
            for end in (a, b):
                if markers.smoke.get(end):
                    hinders.append(Hindrance("smoke", end, int(markers.smoke[end]), "10.3.4"))

        # -- what blocks, nearest to the firer first -----------------------------------------------
        blocks: list[tuple[tuple, Block]] = []
        if pending:
            index = self.index
            contacts = self.first_contacts([p[0] for p in pending], ax, ay, ux, uy, nx, ny)
            for (k, kind, hex_id, rule), s in zip(pending, contacts):
                blocks.append(((round(s, 6), index[hex_id], kind), Block(kind, hex_id, (ax + ux * s, ay + uy * s), rule)))
        # gully (T86)
        if self.any_gully and ib not in self._adj[ia] and (
                (self._gully[ia] and lb <= la) or (self._gully[ib] and la <= lb)):
            g, gi = (a, ia) if self._gully[ia] and lb <= la else (b, ib)
            cx, cy = self.centre_list[gi]
            blocks.append(((0.0 if g == a else round(length, 6), gi, "gully"), Block("gully", g, (cx, cy), "T86")))
        # contacts at the same point (within 1e-6) in hex order, then by kind
        blocks.sort(key=lambda t: t[0])
        value = 0 if blocks else max([h.value for h in hinders], default=0)
        los = BLOCKED if blocks else (HINDERED if value > 0 else CLEAR)
        hinders.sort(key=lambda h: (-h.value, h.hex, h.feature))
        (xa, za), (xb, zb) = self._cube[ia], self._cube[ib]
        rng = max(abs(xa - xb), abs(za - zb), abs((xa + za) - (xb + zb)))
        return LosResult(a, b, rng, los, value, tuple(hinders), blocks[0][1] if blocks else None,
                         tuple(blk for _, blk in blocks), tuple(ignored), self._target_hexsides(ib, ux, uy))

    def _target_hexsides(self, ib: int, ux: float, uy: float) -> tuple[str, ...]:
        """Hexside features of the target hex that the line crosses as it enters it (T87, T97
        cover).  Entering exactly through a corner counts both hexsides there (ambiguity 11)."""
        sides = self.side_features[ib]
        if not sides:
            return ()
        wx, wy = -ux, -uy  # from the target towards the firer
        exit_t = 50.0 / max(nx * wx + ny * wy for nx, ny in _SIDE_NORMALS_LIST)  # inradius 50
        cx, cy = self.centre_list[ib]
        point = (cx + wx * exit_t, cy + wy * exit_t)
        return tuple(f for f, seg in sides if _point_segment_distance(point, seg) <= LOS_TOLERANCE)

    # ------------------------------------------------------------------------------------------
    def _outline_data(self):
        """Outlines for first points of contact: every piece's ring, then every hexside
        feature's segment (from F_OUTLINE), then every hex's ring (from H_OUTLINE), as flat edges
        (x0, y0, x1, y1), each outline ending with a zero-length edge at its last point; and as
        lists of their points (the first points of their edges)."""
        if self._outlines is None:
            rings = [self.ring_xy[a:b] for a, b in zip(self.ring_ptr[:-1].tolist(), self.ring_ptr[1:].tolist())]
            rings += [np.array([p1, p2]) for p1, p2 in zip(self.f_p1, self.f_p2)]
            rings += [np.vstack([c, c[:1]]) for c in (self.centres[:, None, :] + VERTEX_OFFSETS[None, :, :])]
            lens = [len(r) for r in rings]
            starts = np.cumsum([0] + lens[:-1]).tolist()
            xy = np.concatenate(rings)
            nxt = np.concatenate([np.vstack([r[1:], r[-1:]]) for r in rings])
            edges = np.hstack([xy, nxt])
            flat = [tuple(p) for p in xy.tolist()]
            points = [flat[a:a + n] for a, n in zip(starts, lens)]
            self._outlines = (edges, starts, lens, points)
        return self._outlines

    def first_contacts(self, outlines: list[int], ax, ay, ux, uy, nx, ny) -> list[float]:
        """For each outline (see ``_outline_data``), the position along the line from the firer
        at (ax, ay) of the first point where the line meets it: where an edge crosses the line,
        or an edge's first point within the tolerance of it."""
        edges, starts, lens, points = self._outline_data()
        tol = LOS_TOLERANCE
        if sum(lens[o] for o in outlines) <= _SMALL_OUTLINES:  # a few short outlines: plain Python
            out = []
            for o in outlines:  # each point's distances across and along the line worked out once
                best = math.inf
                ring = iter(points[o])
                x, y = next(ring)
                rx, ry = x - ax, y - ay
                d0, s0 = rx * nx + ry * ny, rx * ux + ry * uy
                for x, y in ring:
                    rx, ry = x - ax, y - ay
                    d1, s1 = rx * nx + ry * ny, rx * ux + ry * uy
                    if d0 * d1 < 0:  # the edge crosses the line (so d0 != d1)
                        c = s0 + (s1 - s0) * (d0 / (d0 - d1))
                        if c < best:
                            best = c
                    elif -tol <= d0 <= tol and s0 < best:
                        best = s0
                    d0, s0 = d1, s1
                if -tol <= d0 <= tol and s0 < best:  # the last edge, of no length
                    best = s0
                out.append(best)
            return out
        idx = np.concatenate([np.arange(starts[o], starts[o] + lens[o]) for o in outlines])
        E = edges[idx]
        A = np.array([ax, ay])
        M = np.array([[nx, ux], [ny, uy]])
        ds0 = (E[:, :2] - A) @ M
        ds1 = (E[:, 2:] - A) @ M
        d0, s0, d1, s1 = ds0[:, 0], ds0[:, 1], ds1[:, 0], ds1[:, 1]
        cross = d0 * d1 < 0  # the edge crosses the line (so d0 != d1)
        denom = np.where(cross, d0 - d1, 1.0)
        cand = np.where(cross, s0 + (s1 - s0) * (d0 / denom), np.where(np.abs(d0) <= tol, s0, np.inf))
        at = np.cumsum([0] + [lens[o] for o in outlines[:-1]])
        return np.minimum.reduceat(cand, at).tolist()

    # ------------------------------------------------------------------------------------------
    # Many pairs at once
    # ------------------------------------------------------------------------------------------
    def evaluate(self, ia, ib) -> "_Batch":
        """The terrain part of LOS for pairs (ia[i], ib[i]) of hex indices (ia != ib)."""
        ia = np.asarray(ia, dtype=np.int64)
        ib = np.asarray(ib, dtype=np.int64)
        parts = [self._evaluate(ia[k:k + CHUNK], ib[k:k + CHUNK]) for k in range(0, len(ia), CHUNK)]
        return _Batch.join(self, ia, ib, parts)

    def _templates(self, dc: np.ndarray, dk: np.ndarray) -> _Templates:
        """For each offset (dc columns, dk half rows) between the two ends of a line, the hexes
        between the ends as offsets from the first end: the same for every pair of that offset,
        since every hex is a translate of one hexagon.  Candidates: the rows near the line in
        each column it crosses and the columns beside (as in ``_hexes_between``)."""
        tol = LOS_TOLERANCE
        Dx = _COLUMN_STEP * dc
        Dy = _HALF_ROW * dk
        L = np.sqrt(Dx * Dx + Dy * Dy)
        ux, uy = Dx / L, Dy / L
        nx, ny = -uy, ux
        off = np.sort(np.abs(nx[:, None] * _HALF_VERTEX_OFFSETS[:, 0] + ny[:, None] * _HALF_VERTEX_OFFSETS[:, 1]), axis=1)
        omax, o2 = off[:, 2], off[:, 1]
        reach = omax + tol
        pos_lim = np.maximum(omax - tol, o2 + tol)
        half = L / 2
        wide = reach + _SLACK
        # candidate columns t (offsets) of each offset q, and their rows k near the line
        ncol = np.abs(dc) + 3
        q = np.repeat(np.arange(len(dc)), ncol)
        t = np.repeat(np.minimum(dc, 0) - 1, ncol) + _ragged_arange(ncol)
        x = _COLUMN_STEP * t
        vertical = dc[q] == 0
        wq, Dyq = wide[q], Dy[q]
        with np.errstate(divide="ignore", invalid="ignore"):
            t0 = (x - wq) / Dx[q]
            t1 = (x + wq) / Dx[q]
        lo = np.maximum(np.minimum(t0, t1), 0.0)
        hi = np.minimum(np.maximum(t0, t1), 1.0)
        ok = np.where(vertical, t == 0, lo <= hi)
        y0 = np.where(vertical, np.minimum(Dyq, 0.0), np.minimum(Dyq * lo, Dyq * hi))
        y1 = np.where(vertical, np.maximum(Dyq, 0.0), np.maximum(Dyq * lo, Dyq * hi))
        y0 = np.where(ok, y0, 0.0)
        y1 = np.where(ok, y1, 0.0)
        kmin = np.ceil((y0 - wq) / _HALF_ROW).astype(np.int64)
        kmax = np.floor((y1 + wq) / _HALF_ROW).astype(np.int64)
        kmin += (kmin - t) & 1  # k of the parity of t
        cnt = np.where(ok & (kmax >= kmin), (kmax - kmin) // 2 + 1, 0)
        q = np.repeat(q, cnt)
        t = np.repeat(t, cnt)
        k = np.repeat(kmin, cnt) + 2 * _ragged_arange(cnt)
        rx = _COLUMN_STEP * t
        ry = _HALF_ROW * k
        d = rx * nx[q] + ry * ny[q]
        s = rx * ux[q] + ry * uy[q]
        ad = np.abs(d)
        inter = (ad <= reach[q]) & (np.abs(s - half[q]) < half[q] - _EPS)
        q, t, k, d, ad = q[inter], t[inter], k[inter], d[inter], ad[inter]
        pos = ad <= pos_lim[q]
        phi = np.arctan2(ny, nx) % (2 * math.pi)
        return _Templates(np.searchsorted(q, np.arange(len(dc) + 1)), t, k, d, pos, nx, ny,
                          phi, (phi + math.pi) % (2 * math.pi))

    def _evaluate(self, ia: np.ndarray, ib: np.ndarray):
        """``evaluate`` for one chunk of pairs: (blocked, hindrance, gully block, pair and hex of
        each hex between the ends, by pair and in hex order)."""
        tol = LOS_TOLERANCE
        P = len(ia)
        n, rows = self.n, self.rows
        la, lb = self.levels[ia], self.levels[ib]
        hi_p = np.maximum(la, lb)
        need_p = np.where(la == lb, la + 1, hi_p)
        blocked = np.zeros(P, dtype=bool)
        hind = np.zeros(P, dtype=np.int64)
        if not P:
            return blocked, hind, blocked.copy(), np.zeros(0, np.int64), np.zeros(0, np.int64)

        # -- the hexes between the ends (10.1): per offset, then translated to every pair --------
        col_a, k_a = self.hex_col[ia], self.hex_k[ia]
        dc = self.hex_col[ib] - col_a
        dk = self.hex_k[ib] - k_a
        _, first, inv = np.unique(dc * (4 * rows + 8) + dk, return_index=True, return_inverse=True)
        T = self._templates(dc[first], dk[first])
        lens = T.ptr[1:][inv] - T.ptr[:-1][inv]
        rp = np.repeat(np.arange(P), lens)
        ti = np.repeat(T.ptr[:-1][inv], lens) + _ragged_arange(lens)
        c = np.repeat(col_a, lens) + T.t[ti]
        r = (np.repeat(k_a, lens) + T.k[ti] - (c & 1)) >> 1
        on = (c >= 0) & (c < self.columns) & (r >= 0) & (r < rows)
        rp, ti = rp[on], ti[on]
        rh = c[on] * rows + r[on]
        rpos, rd = T.pos[ti], T.d[ti]
        rq = inv[rp]

        # -- artwork pieces touched in those hexes ------------------------------------------------
        if self.m:
            pc = self.piece_count[rh]
            j = np.flatnonzero(pc)
            cnt = pc[j]
            pj = np.repeat(j, cnt)  # the (pair, hex) row of each (pair, piece)
            pk = np.repeat(self.piece_ptr[rh[j]], cnt) + _ragged_arange(cnt)
            # only printed pieces, hill ground of the level that blocks, and the parts of a road
            # or railway hex off the line where the line crosses the hex, can matter
            matter = self.m_printed[pk] | (self.m_hill[pk] & (self.piece_ground[pk] == need_p[rp[pj]]))
            if self.along_features:
                matter |= self.m_offline[pk] & rpos[pj] & self.along_any[rh[pj]]
            pj, pk = pj[matter], pk[matter]
            q = rq[pj]
            nxq, nyq = T.nx[q], T.ny[q]
            # signed distances from the line: a hex's centre's plus the offset from it
            dmid = np.abs(rd[pj] + nxq * self.circle_off[pk, 0] + nyq * self.circle_off[pk, 1])
            # the line misses the circle around the piece: not touched; it crosses the circle
            # inside: touched; in between, the hull's vertices decide
            inside = dmid < self.circle_in[pk] - _SLACK
            between = np.flatnonzero(~inside & (dmid <= self.circle_r[pk] + (tol + _SLACK)))
            if len(between):
                bk, bq = pk[between], q[between]
                base = rd[pj[between]]
                bx, by = nxq[between], nyq[between]
                ends = []
                edge_key, edge_first, vertex_around = self._edge_order()
                for phi in (T.phi[bq], T.phi_back[bq]):  # farthest along the normal, and back
                    at = np.searchsorted(edge_key, bk * 8.0 + phi)
                    at = np.where(at >= self.hull_ptr[bk + 1], self.hull_ptr[bk], at)
                    v = vertex_around[:, edge_first[at]]
                    ends.append(base + bx * self.hull_off[v, 0] + by * self.hull_off[v, 1])
                inside[between] = (ends[1].min(axis=0) <= tol) & (ends[0].max(axis=0) >= -tol)
            touched = np.flatnonzero(inside)
            pj, pk = pj[touched], pk[touched]
            # "exactly along" a road or a railway (T93, T92): in a hex the line crosses, none of
            # the hex's parts off the line touched
            counting = np.ones(len(pk), dtype=bool)
            for feature, flagged, off in self.along_features:
                along = rpos & flagged[rh]
                if along.any():
                    along[pj[off[pk]]] = False
                    exempt = (self.piece_rail[pk] if feature == "railway" else self.m_printed[pk]) & along[pj]
                    counting &= ~exempt
            pp = rp[pj]
            hrow = hi_p[pp]
            # obstacles at or above the higher end block (10.2, T88.4), the hill mass (T88.3.2,
            # T88.3.3); hindrances at or above it hinder (10.3, T88.5), the largest counts (10.3.3)
            stop = (counting & self.t_obstacle[hrow, pk]) | self.t_hill[need_p[pp], pk]
            blocked[pp[stop]] = True
            hn = np.where(counting, self.t_hinder[hrow, pk], 0)
            some = hn > 0
            if some.any():
                np.maximum.at(hind, pp[some], hn[some])
            # blind hexes behind lower Woods and Buildings (T88.4.1)
            cand = np.flatnonzero(counting & self.t_blind[hrow, pk] & (la != lb)[pp] & rpos[pj])
            if len(cand):
                bp, bk = pp[cand], pk[cand]
                x = self.piece_hex[bk]
                lower = np.where(la[bp] < lb[bp], ia[bp], ib[bp])
                side = self.adj_side[x, lower].astype(np.int64)
                A = self.centres[ia[bp]]
                q = rq[pj[cand]]
                ends = []
                for v in (self.hexvert[x, _SIDE_V[0][side]], self.hexvert[x, _SIDE_V[1][side]]):
                    ends.append((v[:, 0] - A[:, 0]) * T.nx[q] + (v[:, 1] - A[:, 1]) * T.ny[q])
                blind = (side > 0) & (self.levels[lower] <= self.piece_ground[bk]) \
                    & (np.minimum(*ends) <= tol) & (np.maximum(*ends) >= -tol)
                blocked[bp[blind]] = True

        # -- hexside features between two intervening hexes (10.1, T84, T87, T97) ------------
        if len(self.f_a):
            fr = np.flatnonzero(rpos & (self.fa_count[rh] > 0))
            if len(fr):
                fcnt = self.fa_count[rh[fr]]
                frow = np.repeat(fr, fcnt)
                f = self.fa_order[np.repeat(self.fa_ptr[rh[fr]], fcnt) + _ragged_arange(fcnt)]
                # the hex on the other side is crossed too: look it up among the pair's rows
                keys = rp * n + rh
                want = rp[frow] * n + self.f_b[f]
                at = np.minimum(np.searchsorted(keys, want), len(keys) - 1)
                q = rq[frow]
                d1 = rd[frow] + T.nx[q] * self.f_p1_off[f, 0] + T.ny[q] * self.f_p1_off[f, 1]
                d2 = rd[frow] + T.nx[q] * self.f_p2_off[f, 0] + T.ny[q] * self.f_p2_off[f, 1]
                ok = (keys[at] == want) & rpos[at] & (np.minimum(d1, d2) <= tol) & (np.maximum(d1, d2) >= -tol)
                fp, f = rp[frow[ok]], f[ok]
                hrow = hi_p[fp]
                blocked[fp[self.f_t_obstacle[hrow, f]]] = True
                fh = self.f_t_hinder[hrow, f]
                some = fh > 0
                if some.any():
                    np.maximum.at(hind, fp[some], fh[some])

        # -- gully (T86) -----------------------------------------------------------------------
        gully = np.zeros(P, dtype=bool)
        if self.any_gully:
            gully = (self.adj_side[ia, ib] == 0) & ((self.gully[ia] & (lb <= la)) | (self.gully[ib] & (la <= lb)))
        return blocked | gully, hind, gully, rp, rh


def _polygon_parts(geom) -> list:
    from shapely.geometry import Polygon

    if geom.is_empty:
        return []
    if isinstance(geom, Polygon):
        return [geom]
    return [g for g in getattr(geom, "geoms", []) if isinstance(g, Polygon)]


class _Batch:
    """The terrain verdicts of many pairs, and the hexes each line passes between its ends."""

    def __init__(self, eng, ia, ib, blocked, hind, gully_block, rp, rh):
        self.eng, self.ia, self.ib = eng, ia, ib
        self.blocked, self.hind, self.gully_block = blocked, hind, gully_block
        self.rp, self.rh = rp, rh  # (pair, hex) rows of the hexes between the ends, by pair

    @classmethod
    def join(cls, eng, ia, ib, parts: list[tuple]) -> "_Batch":
        if len(parts) == 1:
            return cls(eng, ia, ib, *parts[0])
        offset = 0
        rps = []
        for part in parts:
            rps.append(part[3] + offset)
            offset += len(part[0])
        cat = (lambda xs, dt: np.concatenate(xs) if xs else np.zeros(0, dt))
        return cls(eng, ia, ib, cat([p[0] for p in parts], bool), cat([p[1] for p in parts], np.int64),
                   cat([p[2] for p in parts], bool), cat(rps, np.int64), cat([p[4] for p in parts], np.int64))

    def with_markers(self, markers: Markers) -> tuple[np.ndarray, np.ndarray]:
        """(blocked, hindrance) per pair once the current Smoke and Blaze are added."""
        blocked = self.blocked.copy()
        hind = self.hind.copy()
        ids = self.eng.ids
        if markers.blaze:
            flag = np.array([h in markers.blaze for h in ids])
            blocked[self.rp[flag[self.rh]]] = True
        if markers.smoke:
            smoke = np.array([markers.smoke.get(h, 0) for h in ids], dtype=np.int64)
            np.maximum.at(hind, self.rp, smoke[self.rh])
            hind = np.maximum(hind, np.maximum(smoke[self.ia], smoke[self.ib]))
        hind[blocked] = 0
        return blocked, hind


# outward unit normals of sides 1..6 (y down): side s points at angle -90 + 60 (s - 1) degrees
_SIDE_NORMALS = np.array([[np.cos(np.radians(-90 + 60 * s)), np.sin(np.radians(-90 + 60 * s))] for s in range(6)])
_SIDE_NORMALS_LIST = _SIDE_NORMALS.tolist()


def _point_segment_distance(p, seg) -> float:
    (px, py), ((ax, ay), (bx, by)) = p, seg
    abx, aby = bx - ax, by - ay
    ab2 = abx * abx + aby * aby
    t = min(1.0, max(0.0, ((px - ax) * abx + (py - ay) * aby) / ab2)) if ab2 > 0 else 0.0
    return math.hypot(px - ax - t * abx, py - ay - t * aby)


def _key(a: str, b: str) -> tuple[str, str]:
    return (a, b) if a <= b else (b, a)


# ----------------------------------------------------------------------------------------------
# Precomputed table
# ----------------------------------------------------------------------------------------------
class LosTable:
    """The terrain part of LOS for every pair of hexes of a map, computed once.

    During play the answer for a pair is the stored terrain verdict plus the current Smoke and
    Blaze in the hexes between the ends (which the table also stores).
    """

    def __init__(self, engine: LosEngine):
        n = len(engine.ids)
        ia, ib = np.triu_indices(n, k=1)
        batch = engine.evaluate(ia, ib)
        self._set(engine, batch.blocked, batch.hind, batch.rh, np.searchsorted(batch.rp, np.arange(len(ia) + 1)))
        self._batch = batch

    @classmethod
    def from_arrays(cls, engine: LosEngine, blocked, hindrance, touch_hex, touch_ptr) -> "LosTable":
        """A table from its arrays (as :attr:`blocked`, :attr:`hindrance`, :attr:`touch_hex`,
        :attr:`touch_ptr`; the disk cache checks them first)."""
        table = cls.__new__(cls)
        table._set(engine, np.asarray(blocked, dtype=bool), np.asarray(hindrance, dtype=np.int64),
                   np.asarray(touch_hex, dtype=np.int64), np.asarray(touch_ptr, dtype=np.int64))
        table._batch = None
        return table

    def _set(self, engine, blocked, hindrance, touch_hex, touch_ptr) -> None:
        self.engine = engine
        self.n = n = len(engine.ids)
        self.ia, self.ib = np.triu_indices(n, k=1)
        self.blocked = blocked
        self.hindrance = hindrance
        self.touch_hex = touch_hex
        self.touch_ptr = touch_ptr

    @property
    def batch(self) -> _Batch:
        if self._batch is None:
            rp = np.repeat(np.arange(len(self.ia)), np.diff(self.touch_ptr))
            self._batch = _Batch(self.engine, self.ia, self.ib, self.blocked, self.hindrance, None, rp, self.touch_hex)
        return self._batch

    def pair(self, i: int, j: int) -> int:
        if i > j:
            i, j = j, i
        n = self.n
        return i * n - i * (i + 1) // 2 + (j - i - 1)

    def lookup(self, a: str, b: str, markers: Markers | None = None) -> tuple[str, int]:
        """(clear | hindered | blocked, hindrance) for hexes a and b."""
        eng = self.engine
        i, j = eng.index[a], eng.index[b]
        if i == j:
            s = (markers.smoke.get(a, 0) if markers else 0)
            return (HINDERED, s) if s else (CLEAR, 0)
        k = self.pair(i, j)
        blocked = bool(self.blocked[k])
        hind = int(self.hindrance[k])
        if markers is not None and (markers.smoke or markers.blaze):
            ids = eng.ids
            for h in self.touch_hex[self.touch_ptr[k]:self.touch_ptr[k + 1]].tolist():
                hid = ids[h]
                if hid in markers.blaze:
                    blocked = True
                hind = max(hind, markers.smoke.get(hid, 0))
            hind = max(hind, markers.smoke.get(a, 0), markers.smoke.get(b, 0))
        if blocked:
            return BLOCKED, 0
        return (HINDERED, hind) if hind else (CLEAR, 0)

    def all_pairs(self, markers: Markers | None = None) -> tuple[np.ndarray, np.ndarray]:
        """(blocked, hindrance) arrays over all pairs in ``np.triu_indices`` order."""
        if markers is None:
            blocked, hind = self.blocked.copy(), self.hindrance.copy()
            hind[blocked] = 0
            return blocked, hind
        return self.batch.with_markers(markers)
