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

One vectorised routine evaluates any number of hex pairs; a single query runs it for one pair
and also explains the verdict.  :class:`LosTable` precomputes the terrain part for every pair of
a map so that answers during play only add the current Smoke and Blaze.
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass, field
from typing import Iterable, Mapping, NamedTuple

import numpy as np
import shapely
from shapely.geometry import LineString, Polygon

from cc_desktop.board.hexgrid import HEX_RADIUS, VERTEX_OFFSETS, side_vertices

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
# Pairs evaluated at once in bulk (bounds memory: a few MB per array).
CHUNK = 512
# vertices of side s (1..6) of a hex: _SIDE_V[0][s], _SIDE_V[1][s]
_SIDE_V = np.array([[0] + [side_vertices(s)[0] for s in range(1, 7)],
                    [0] + [side_vertices(s)[1] for s in range(1, 7)]], dtype=np.int64)


class LosEngine:
    """Everything LOS needs from one map, in flat arrays; built once per map.

    Every test of the engine is "which side of the line is this vertex on": a line meets a
    connected polygon iff the polygon's vertices are not all strictly on one side of it, and
    only the vertices of the polygon's convex hull matter.  For a hex between the two ends the
    segment crosses the hex completely, so the infinite line can stand for the segment there.
    """

    def __init__(self, board):
        self.board = board
        grid = board.grid
        chart = board.chart
        self.ids = grid.ids
        self.index = grid.index
        n = len(grid.ids)
        self.centres = grid.centres
        self.levels = np.array([board.hexes[h].level for h in grid.ids], dtype=np.int64)
        self.gully = np.array([chart.terrain[board.hexes[h].effective_terrain].has("gully") for h in grid.ids])
        self.any_gully = bool(self.gully.any())
        self.centre_list = [tuple(c) for c in self.centres.tolist()]
        self.distance = grid.distance_matrix
        # adj_side[a, b] = side of a facing b (1..6), 0 if not adjacent
        self.adj_side = np.zeros((n, n), dtype=np.int64)
        for h in grid.ids:
            for d, nb in grid.neighbours(h).items():
                self.adj_side[grid.index[h], grid.index[nb]] = d
        # the hex vertices of the map, each once; hv[h, k] = index of vertex k of hex h
        allv = self.centres[:, None, :] + VERTEX_OFFSETS[None, :, :]
        self.vertices, inv = np.unique(np.round(allv.reshape(-1, 2), 6), axis=0, return_inverse=True)
        self.hv = inv.reshape(n, 6).astype(np.int64)

        # -- pieces: artwork shapes, railway strips and hill ground, one polygon each -----------
        kinds: list[str] = []
        hexes: list[int] = []
        effect: list[int] = []
        value: list[int] = []
        ground: list[int] = []
        blind: list[bool] = []
        polys: list[Polygon] = []

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
            add(s.terrain, grid.index[s.hex], _OBSTACLE if eff.blocks else _HINDER, eff.value, s.level,
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
        # line's strip, i.e. it touches none of the parts of h outside the strip (T93, T92).
        # Those parts are pieces too (effect _OFFLINE, kind "off-road" / "off-railway").  The
        # strip is widened by twice the tolerance: touching "within the tolerance" then means the
        # chord leaves the drawn width plus the tolerance.
        along_hexes: dict[str, list[int]] = {}
        for feature in ("road", "railway"):
            lines = [ln for ln in board.lines if ln.feature == feature]
            flagged = sorted(grid.index[h] for h in board.line_hexes.get(feature, ()))
            if not lines or not flagged:
                continue
            along_hexes[feature] = flagged
            strip = shapely.union_all([ln.geometry.buffer(ln.width / 2 + 2 * LOS_TOLERANCE) for ln in lines])
            for h in flagged:
                for poly in _polygon_parts(shapely.difference(hexpolys[h], strip)):
                    if poly.area >= 1e-9:
                        add("off-" + feature, h, _OFFLINE, 0, 0, False, poly)
        order = np.argsort(np.array(hexes, dtype=np.int64), kind="stable")
        rail_kinds = {r.feature for r in rails}
        self.piece_kind = [kinds[i] for i in order]
        self.piece_hex = np.array([hexes[i] for i in order], dtype=np.int64)
        self.piece_effect = np.array([effect[i] for i in order], dtype=np.int64)
        self.piece_value = np.array([value[i] for i in order], dtype=np.int64)
        self.piece_ground = np.array([ground[i] for i in order], dtype=np.int64)
        self.piece_poly = [polys[i] for i in order]
        self.piece_rule = [chart.rule_of(k[4:] if k.startswith("off-") else k) for k in self.piece_kind]
        blind_a = np.array([blind[i] for i in order], dtype=bool)
        printed = np.array([k != "hill" and not k.startswith("off-") for k in self.piece_kind], dtype=bool)
        self.piece_rail = np.array([k in rail_kinds for k in self.piece_kind], dtype=bool)
        self.m_printed = printed
        self.m_obstacle = printed & (self.piece_effect == _OBSTACLE)
        self.m_hinder = printed & (self.piece_effect == _HINDER)
        self.m_hill = self.piece_effect == _HILL
        self.m_blind = self.m_obstacle & blind_a
        self.m_offline = self.piece_effect == _OFFLINE
        self.m_drawn = ~self.m_offline
        self.piece_hex_id = [grid.ids[h] for h in self.piece_hex.tolist()]
        # convex hull vertices of every piece, flat, with the start of each piece
        hulls = [np.asarray(shapely.convex_hull(p).exterior.coords)[:-1] for p in self.piece_poly]
        self.hull_start = np.concatenate([[0], np.cumsum([len(h) for h in hulls])[:-1]]).astype(np.int64) \
            if hulls else np.zeros(0, np.int64)
        self.hull_t = np.ascontiguousarray((np.concatenate(hulls) if hulls else np.zeros((0, 2))).T)
        # what a touched piece does, by the higher end's level (0-4) or by the hill level that
        # blocks (``need``, 0-5): obstacles and hindrances at or above the higher end (10.2,
        # 10.3, T88.4, T88.5), hill ground of the needed level (T88.3.2, T88.3.3), lower Woods
        # and Buildings that may make a blind hex (T88.4.1)
        levels5 = np.arange(5)[:, None]
        self.t_obstacle = self.m_obstacle & (self.piece_ground >= levels5)
        self.t_hinder = np.where(self.m_hinder & (self.piece_ground >= levels5), self.piece_value, 0)
        self.t_hill = self.m_hill & (self.piece_ground == np.arange(6)[:, None])
        self.t_blind = self.m_blind & (self.piece_ground < levels5)
        # off-line pieces of each road/railway hex, as a (pieces, hexes with the line) matrix
        self.along_features = []
        for feature, flagged in along_hexes.items():
            rest = np.flatnonzero(np.array([k == "off-" + feature for k in self.piece_kind]))
            G = self.piece_hex[rest][:, None] == np.array(flagged)[None, :]
            self.along_features.append((feature, np.array(flagged, dtype=np.int64), rest, G))

        # -- hexside features ------------------------------------------------------------------
        rows = []
        for f in board.hexsides.values():
            eff = chart.hexsides[f.feature].los
            if eff.effect not in ("hindrance", "obstacle"):
                continue
            a, b = f.hexes
            ai = grid.index[a]
            v1, v2 = side_vertices(f.side)
            rows.append((ai, grid.index[b], self.hv[ai, v1], self.hv[ai, v2], f.feature,
                         _OBSTACLE if eff.blocks else _HINDER, eff.value, f.level))
        cols = list(zip(*rows)) if rows else [()] * 8
        self.f_a, self.f_b, self.f_v1, self.f_v2 = (np.array(c, dtype=np.int64) for c in cols[:4])
        self.f_kind = list(cols[4])
        self.f_effect, self.f_value, self.f_level = (np.array(c, dtype=np.int64) for c in cols[5:])
        self.f_rule = [chart.hexsides[k].rule for k in self.f_kind]
        # by the higher end's level (0-4): features that block or hinder there (T88.4)
        self.f_t_obstacle = (self.f_effect == _OBSTACLE) & (self.f_level >= np.arange(5)[:, None])
        self.f_t_hinder = np.where((self.f_effect == _HINDER) & (self.f_level >= np.arange(5)[:, None]), self.f_value, 0)
        self.f_obstacle = self.f_effect == _OBSTACLE
        self.f_hinder = self.f_effect == _HINDER
        self.hex_has_feature = np.zeros(n, dtype=bool)
        self.hex_has_feature[self.f_a] = True
        self.hex_has_feature[self.f_b] = True
        self.f_p1 = np.ascontiguousarray(self.vertices[self.f_v1].T)
        self.f_p2 = np.ascontiguousarray(self.vertices[self.f_v2].T)
        # outlines for first points of contact: every piece's ring, then every hexside feature's
        # segment (from F_OUTLINE), then every hex's ring (from H_OUTLINE), as flat edges
        # (x0, y0, x1, y1); each outline ends with a zero-length edge at its last point
        outlines = [np.asarray(p.exterior.coords) for p in self.piece_poly]
        self.F_OUTLINE = len(outlines)
        outlines += [np.array([self.vertices[v1], self.vertices[v2]]) for v1, v2 in zip(self.f_v1, self.f_v2)]
        self.H_OUTLINE = len(outlines)
        outlines += [np.vstack([c, c[:1]]) for c in (self.centres[:, None, :] + VERTEX_OFFSETS[None, :, :])]
        edges, self.outline_idx, self.outline_len, at = [], [], [], 0
        for ring in outlines:
            edges.append(np.hstack([ring, np.vstack([ring[1:], ring[-1:]])]))
            self.outline_idx.append(np.arange(at, at + len(ring)))
            self.outline_len.append(len(ring))
            at += len(ring)
        self.outline_edges = np.concatenate(edges)
        self.outline_list = [e.tolist() for e in edges]
        # hexside features on the six sides of each hex (for the target's cover, T84, T87, T97)
        self.side_features: list[list[tuple[str, np.ndarray]]] = [[] for _ in range(n)]
        for f in board.hexsides.values():
            seg = tuple(tuple(map(float, pt)) for pt in f.segment)
            for h in f.hexes:
                self.side_features[grid.index[h]].append((f.feature, seg))

        # -- road / railway strips for "exactly along" (T93, T92) ------------------------------
    # ------------------------------------------------------------------------------------------
    def pair_index(self, a: str, b: str) -> tuple[int, int]:
        try:
            return self.index[a], self.index[b]
        except KeyError as exc:
            raise KeyError(f"no hex {exc.args[0]} on map {self.board.id}") from None

    def evaluate(self, ia, ib) -> "_Batch":
        """The terrain part of LOS for pairs (ia[i], ib[i]) of hex indices (ia != ib)."""
        ia = np.asarray(ia, dtype=np.int64)
        ib = np.asarray(ib, dtype=np.int64)
        parts = [_Evaluation(self, ia[k:k + CHUNK], ib[k:k + CHUNK], explain=False)
                 for k in range(0, len(ia), CHUNK)]
        return _Batch.join(self, ia, ib, parts)

    # ------------------------------------------------------------------------------------------
    def query(self, a: str, b: str, markers: Markers | None = None) -> LosResult:
        """Full LOS from hex ``a`` (the firer) to hex ``b`` (the target), with its explanation."""
        markers = markers or NO_MARKERS
        index = self.index
        if a in index and b in index:
            ia, ib = index[a], index[b]
        else:
            ia, ib = self.pair_index(a, b)  # raises KeyError naming the hex
        rng = int(self.distance[ia, ib])
        if ia == ib:
            smoke = markers.smoke.get(a, 0)
            hind = (Hindrance("smoke", a, smoke, "10.3.4"),) if smoke else ()
            return LosResult(a, b, 0, HINDERED if smoke else CLEAR, smoke, hind)
        ev = _Evaluation(self, np.array([ia]), np.array([ib]), explain=True)
        return ev.result(a, b, rng, markers)

    def table(self) -> "LosTable":
        return LosTable(self)

    def first_contacts(self, outlines: list[int], A, u, nrm) -> list[float]:
        """For each outline (see ``outline_edges``), the position along the line from the firer
        at ``A`` of the first point where the line meets it."""
        if sum(self.outline_len[o] for o in outlines) <= _SMALL_OUTLINES:
            return self._first_contacts_small(outlines, A, u, nrm)
        idx = np.concatenate([self.outline_idx[o] for o in outlines]) if len(outlines) > 1 \
            else self.outline_idx[outlines[0]]
        E = self.outline_edges[idx]
        nx, ny, ux, uy = nrm.tolist() + u.tolist()
        M = np.array([[nx, ux], [ny, uy]])
        ds0 = (E[:, :2] - A) @ M
        ds1 = (E[:, 2:] - A) @ M
        d0, s0, d1, s1 = ds0[:, 0], ds0[:, 1], ds1[:, 0], ds1[:, 1]
        cross = d0 * d1 < 0  # the edge crosses the line (so d0 != d1)
        denom = np.where(cross, d0 - d1, 1.0)
        cand = np.where(cross, s0 + (s1 - s0) * (d0 / denom), np.where(np.abs(d0) <= LOS_TOLERANCE, s0, np.inf))
        starts = [0]
        for o in outlines[:-1]:
            starts.append(starts[-1] + self.outline_len[o])
        return np.minimum.reduceat(cand, starts).tolist()

    def _first_contacts_small(self, outlines: list[int], A, u, nrm) -> list[float]:
        """``first_contacts`` for a few short outlines, in plain Python (faster there)."""
        ax, ay = float(A[0]), float(A[1])
        nx, ny, ux, uy = float(nrm[0]), float(nrm[1]), float(u[0]), float(u[1])
        tol = LOS_TOLERANCE
        out = []
        for o in outlines:
            best = math.inf
            for x0, y0, x1, y1 in self.outline_list[o]:
                rx, ry = x0 - ax, y0 - ay
                d0, s0 = rx * nx + ry * ny, rx * ux + ry * uy
                rx, ry = x1 - ax, y1 - ay
                d1, s1 = rx * nx + ry * ny, rx * ux + ry * uy
                if d0 * d1 < 0:
                    c = s0 + (s1 - s0) * (d0 / (d0 - d1))
                elif abs(d0) <= tol:
                    c = s0
                else:
                    continue
                if c < best:
                    best = c
            out.append(best)
        return out


def _polygon_parts(geom) -> list[Polygon]:
    if geom.is_empty:
        return []
    if isinstance(geom, Polygon):
        return [geom]
    return [g for g in getattr(geom, "geoms", []) if isinstance(g, Polygon)]


_FLIP = np.array([-1.0, 1.0])
# first contacts with at most this many outline edges are found in plain Python
_SMALL_OUTLINES = 48
# three vertices of a hex (0, 1, 2) relative to its centre: the other three are their opposites
_HALF_VERTEX_OFFSETS = np.ascontiguousarray(VERTEX_OFFSETS[:3])
_HALF_VERTEX_LIST = _HALF_VERTEX_OFFSETS.tolist()


class _Evaluation:
    """The evaluation of a batch of pairs (see the module docstring), all hexes and all pieces
    of the map at once: a few dozen array operations whatever the number of pairs.

    All hexes are translates of one hexagon, so the signed distances of a hex's six vertices
    from the line are its centre's distance plus six offsets that depend only on the line's
    direction: hex contacts need one distance per hex.
    """

    def __init__(self, eng: LosEngine, ia: np.ndarray, ib: np.ndarray, explain: bool):
        tol = LOS_TOLERANCE
        self.eng = eng
        self.ia, self.ib = ia, ib
        P = len(ia)
        C = eng.centres
        # the line's frame: start A, length L, direction u, normal nrm = (-uy, ux), A's offsets
        # An = A.nrm and Au = A.u; and the distances across the line of a hex's vertices from
        # its centre: the largest ``omax`` (the hex's half-width across the line) and the
        # second largest ``o2`` (equal to it, within the tolerance, when the line is parallel
        # to a hexside).  The same arithmetic in scalars for one pair, in arrays for many.
        if P == 1:
            (ax, ay), (bx, by) = eng.centre_list[ia[0]], eng.centre_list[ib[0]]
            dx, dy = bx - ax, by - ay
            length = math.sqrt(dx * dx + dy * dy)
            ux, uy = dx / length, dy / length
            mags = sorted(abs(vx * -uy + vy * ux) for vx, vy in _HALF_VERTEX_LIST)
            frame = np.array([[-uy, ux], [ux, uy]])
            A, u, nrm = np.array([[ax, ay]]), frame[1:], frame[:1]
            L = np.array([length])
            An, Au = ax * -uy + ay * ux, ax * ux + ay * uy
            omax, o2, half = mags[2], mags[1], length / 2
            la_, lb_ = int(eng.levels[ia[0]]), int(eng.levels[ib[0]])
            hi = hi_col = max(la_, lb_)
            need = la_ + 1 if la_ == lb_ else hi
            mixed = la_ != lb_
        else:
            A = C[ia]
            D = C[ib] - A
            L = np.sqrt((D * D).sum(axis=1))
            u = D / L[:, None]
            nrm = u[:, ::-1] * _FLIP
            An = (A * nrm).sum(axis=1)[:, None]
            Au = (A * u).sum(axis=1)[:, None]
            off = np.sort(np.abs(nrm @ _HALF_VERTEX_OFFSETS.T), axis=1)
            omax, o2, half = off[:, 2:], off[:, 1:2], L[:, None] / 2
            frame = np.concatenate([nrm, u])
            hi = np.maximum(eng.levels[ia], eng.levels[ib])
            hi_col = hi[:, None]
            need = np.where(eng.levels[ia] == eng.levels[ib], eng.levels[ia] + 1, hi)
            mixed = bool((eng.levels[ia] != eng.levels[ib]).any())
        self.A, self.u, self.L, self.nrm = A, u, L, nrm
        la, lb = eng.levels[ia], eng.levels[ib]

        # -- the hexes between the ends (10.1) -------------------------------------------------
        W = frame @ C.T
        adC = np.abs(W[:P] - An)  # (P, N) distances of the centre dots from the line
        sC = W[P:] - Au  # and their positions along it
        inter = (adC <= omax + tol) & (np.abs(sC - half) < half - _EPS)
        # crossed, or run along a hexside (two vertices on the line), not only a corner point
        positive = inter & (adC <= np.maximum(omax - tol, o2 + tol))
        self.inter, self.sC = inter, sC

        # -- artwork pieces touched in the hexes between the ends -------------------------------
        blocked = np.zeros(P, dtype=bool)
        hind = np.zeros(P, dtype=np.int64)
        ph = eng.piece_hex
        touched = None
        if len(ph):
            dH = nrm @ eng.hull_t - An
            touched = (np.minimum.reduceat(dH, eng.hull_start, axis=1) <= tol) \
                & (np.maximum.reduceat(dH, eng.hull_start, axis=1) >= -tol) & inter[:, ph]

        # -- "exactly along" a road or a railway (T93, T92) ------------------------------------
        along = {}
        for feature, flagged, rest, G in eng.along_features:
            cand = positive[:, flagged]  # (P, hexes with the line)
            if cand.any():
                if len(rest):
                    cand &= ~(touched[:, rest] @ G)
                if cand.any():
                    m = np.zeros_like(inter)
                    m[:, flagged] = cand
                    along[feature] = m
        self.along = along

        if touched is not None:
            counting = touched
            exempt = None
            if along:
                exempt = np.zeros_like(touched)
                if "road" in along:
                    exempt |= eng.m_printed & along["road"][:, ph]
                if "railway" in along:
                    exempt |= eng.piece_rail & along["railway"][:, ph]
                counting = touched & ~exempt
            # obstacles at or above the higher end block (10.2, T88.4)
            ob = counting & eng.t_obstacle[hi]
            # hindrances at or above it hinder (10.3, T88.5); the largest counts (10.3.3)
            hn = counting * eng.t_hinder[hi]
            hind = hn.max(axis=1)
            # the hill mass (T88.3.2, T88.3.3)
            hl = touched & eng.t_hill[need]
            blocked = (ob | hl).any(axis=1)
            # blind hexes behind lower Woods and Buildings (T88.4.1)
            blind = np.zeros(0, dtype=bool)
            bk = np.zeros(0, dtype=np.int64)
            if mixed:
                blind_cand = counting & eng.t_blind[hi]
                if blind_cand.any():
                    lower = np.where(la < lb, ia, np.where(lb < la, ib, -1))
                    bp, bk = np.nonzero(blind_cand & (lower >= 0)[:, None] & positive[:, ph])
                    if len(bp):
                        x = ph[bk]
                        lw = lower[bp]
                        side = eng.adj_side[x, lw]
                        v1 = eng.vertices[eng.hv[x, _SIDE_V[0][side]]]
                        v2 = eng.vertices[eng.hv[x, _SIDE_V[1][side]]]
                        d1 = ((v1 - A[bp]) * nrm[bp]).sum(axis=1)
                        d2 = ((v2 - A[bp]) * nrm[bp]).sum(axis=1)
                        blind = (side > 0) & (eng.levels[lw] <= eng.piece_ground[bk]) \
                            & (np.minimum(d1, d2) <= tol) & (np.maximum(d1, d2) >= -tol)
                        blocked[bp[blind]] = True
            if explain:
                self.p_touched, self.p_ob, self.p_hn, self.p_hl = touched[0], ob[0], hn[0] > 0, hl[0]
                self.p_exempt = exempt[0] if exempt is not None else None
                self.p_blind = set(bk[blind].tolist())

        # -- hexside features between two intervening hexes (10.1, T84, T87, T97) ------------
        if explain:
            self.f_ok = self.f_ob = self.f_hn = np.zeros(len(eng.f_a), dtype=bool)
        if len(eng.f_a) and (positive & eng.hex_has_feature).any():
            d1 = nrm @ eng.f_p1 - An
            d2 = nrm @ eng.f_p2 - An
            fok = positive[:, eng.f_a] & positive[:, eng.f_b] \
                & (np.minimum(d1, d2) <= tol) & (np.maximum(d1, d2) >= -tol)
            fob = fok & eng.f_t_obstacle[hi]
            blocked |= fob.any(axis=1)
            fhn = fok * eng.f_t_hinder[hi]
            hind = np.maximum(hind, fhn.max(axis=1))
            if explain:
                self.f_ok, self.f_ob, self.f_hn = fok[0], fob[0], fhn[0] > 0

        # -- gully (T86) -----------------------------------------------------------------------
        gully = np.zeros(P, dtype=bool)
        if eng.any_gully:
            gully = (eng.adj_side[ia, ib] == 0) & ((eng.gully[ia] & (lb <= la)) | (eng.gully[ib] & (la <= lb)))
        self.gully_block = gully
        self.blocked = blocked | gully
        self.hind = hind

    # ------------------------------------------------------------------------------------------
    def result(self, a: str, b: str, rng: int, markers: Markers) -> LosResult:
        """The explained result of the single pair of an ``explain=True`` evaluation."""
        eng = self.eng
        ids = eng.ids
        chart = eng.board.chart
        A, u, nrm = self.A[0], self.u[0], self.nrm[0]
        la, lb = eng.levels[self.ia[0]], eng.levels[self.ib[0]]
        pending: list[tuple[int, str, str, str]] = []  # blocking pieces: (piece, kind, hex, rule)
        blocks: list[tuple[float, Block]] = []
        hinders: list[Hindrance] = []
        ignored: list[Ignored] = []
        lower_why = "it stands lower than the higher end of the line"
        if len(eng.piece_hex):
            hl, hill, ob, hn = self.p_hl, eng.m_hill, self.p_ob, self.p_hn
            exempt = self.p_exempt if self.p_exempt is not None else eng.m_offline
            hex_ids = eng.piece_hex_id
            for k in np.flatnonzero(self.p_touched & eng.m_drawn).tolist():
                kind = eng.piece_kind[k]
                hex_id = hex_ids[k]
                if hl[k]:
                    pending.append((k, "hill", hex_id, "T88.3.3" if la == lb else "T88.3.2"))
                elif hill[k]:
                    continue
                elif exempt[k]:
                    rail = eng.piece_rail[k] and "railway" in self.along \
                        and self.along["railway"][0, eng.piece_hex[k]]
                    ignored.append(Ignored(kind, hex_id, "T92", "the line runs along the railway") if rail
                                   else Ignored(kind, hex_id, "T93", "the line runs along the road"))
                elif ob[k]:
                    pending.append((k, kind, hex_id, eng.piece_rule[k]))
                elif k in self.p_blind:
                    pending.append((k, kind, hex_id, "T88.4.1"))
                elif hn[k]:
                    hinders.append(Hindrance(kind, hex_id, int(eng.piece_value[k]), eng.piece_rule[k]))
                else:
                    ignored.append(Ignored(kind, hex_id, "T88.4" if eng.m_obstacle[k] else "T88.5", lower_why))
        if len(eng.f_a):
            for f in np.flatnonzero(self.f_ok).tolist():
                kind = eng.f_kind[f]
                hex_id = ids[eng.f_a[f]]
                rule = eng.f_rule[f]
                if self.f_ob[f]:
                    pending.append((eng.F_OUTLINE + f, kind, hex_id, rule))
                elif self.f_hn[f]:
                    hinders.append(Hindrance(kind, hex_id, int(eng.f_value[f]), rule))
                else:
                    ignored.append(Ignored(kind, hex_id, "T88.4", lower_why))
        # markers (10.2.1, 10.3.4)
        marker_block = False
        if markers.smoke or markers.blaze:
            for h in np.flatnonzero(self.inter[0]).tolist():
                hex_id = ids[h]
                if hex_id in markers.blaze:
                    marker_block = True
                    pending.append((eng.H_OUTLINE + h, "blaze", hex_id, "10.2.1"))
                if markers.smoke.get(hex_id):
                    hinders.append(Hindrance("smoke", hex_id, int(markers.smoke[hex_id]), "10.3.4"))
            for end in (a, b):
                if markers.smoke.get(end):
                    hinders.append(Hindrance("smoke", end, int(markers.smoke[end]), "10.3.4"))
        if pending:
            ax, ay, ux, uy = float(A[0]), float(A[1]), float(u[0]), float(u[1])
            index = eng.index
            for (k, kind, hex_id, rule), s in zip(pending, eng.first_contacts([p[0] for p in pending], A, u, nrm)):
                blocks.append(((round(s, 6), index[hex_id], kind), Block(kind, hex_id, (ax + ux * s, ay + uy * s), rule)))
        if self.gully_block[0]:
            g = a if eng.gully[self.ia[0]] and lb <= la else b
            c = eng.centres[eng.index[g]]
            blocks.append(((0.0 if g == a else round(float(self.L[0]), 6), eng.index[g], "gully"),
                           Block("gully", g, (float(c[0]), float(c[1])), "T86")))
        # nearest first; contacts at the same point (within 1e-6) in hex order, then by kind
        blocks.sort(key=lambda t: t[0])
        is_blocked = bool(blocks)
        assert is_blocked == bool(self.blocked[0] or marker_block), "LOS explanation disagrees with the verdict"
        value = 0 if is_blocked else max([h.value for h in hinders], default=0)
        los = BLOCKED if is_blocked else (HINDERED if value > 0 else CLEAR)
        hinders.sort(key=lambda h: (-h.value, h.hex, h.feature))
        return LosResult(a, b, rng, los, value, tuple(hinders), blocks[0][1] if blocks else None,
                         tuple(blk for _, blk in blocks), tuple(ignored), self._target_hexsides(b))

    def _target_hexsides(self, b: str) -> tuple[str, ...]:
        """Hexside features of the target hex that the line crosses as it enters it (T87, T97
        cover).  Entering exactly through a corner counts both hexsides there (ambiguity 11)."""
        sides = self.eng.side_features[self.eng.index[b]]
        if not sides:
            return ()
        wx, wy = -float(self.u[0, 0]), -float(self.u[0, 1])  # from the target towards the firer
        exit_t = 50.0 / max(nx * wx + ny * wy for nx, ny in _SIDE_NORMALS_LIST)  # inradius 50
        cx, cy = self.eng.centres[self.eng.index[b]].tolist()
        point = (cx + wx * exit_t, cy + wy * exit_t)
        return tuple(f for f, seg in sides if _point_segment_distance(point, seg) <= LOS_TOLERANCE)


class _Batch:
    """The terrain verdicts of many pairs, and the hexes each line passes between its ends."""

    def __init__(self, eng, ia, ib, blocked, hind, gully_block, rp, rh):
        self.eng, self.ia, self.ib = eng, ia, ib
        self.blocked, self.hind, self.gully_block = blocked, hind, gully_block
        self.rp, self.rh = rp, rh  # (pair, hex) rows of the hexes between the ends, by pair

    @classmethod
    def join(cls, eng, ia, ib, parts: list[_Evaluation]) -> "_Batch":
        rps, rhs = [], []
        offset = 0
        for ev in parts:
            rp, rh = np.nonzero(ev.inter)
            rps.append(rp + offset)
            rhs.append(rh)
            offset += len(ev.ia)
        cat = (lambda xs, dt: np.concatenate(xs) if xs else np.zeros(0, dt))
        return cls(eng, ia, ib, cat([e.blocked for e in parts], bool), cat([e.hind for e in parts], np.int64),
                   cat([e.gully_block for e in parts], bool), cat(rps, np.int64), cat(rhs, np.int64))

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
    t = min(1.0, max(0.0, ((px - ax) * abx + (py - ay) * aby) / (abx * abx + aby * aby)))
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
        self.engine = engine
        n = len(engine.ids)
        ia, ib = np.triu_indices(n, k=1)
        batch = engine.evaluate(ia, ib)
        self.n = n
        self.ia, self.ib = ia, ib
        self.blocked = batch.blocked
        self.hindrance = batch.hind
        self.touch_hex = batch.rh
        self.touch_ptr = np.searchsorted(batch.rp, np.arange(len(ia) + 1))
        self._batch = batch

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
            for h in self.touch_hex[self.touch_ptr[k]:self.touch_ptr[k + 1]]:
                hid = eng.ids[h]
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
        return self._batch.with_markers(markers)
