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
from dataclasses import asdict, dataclass, field
from typing import Iterable, Mapping

import numpy as np
import shapely
from shapely.geometry import LineString, Polygon

from cc_desktop.board.hexgrid import HEX_RADIUS, VERTEX_OFFSETS, side_vertices

# The one geometric tolerance of LOS: how close (map units; a hex is 100 high) the line must come
# to a hexside, a hex or a piece of artwork to touch it.  Documented in docs/map-format.md.
LOS_TOLERANCE = 0.05

CLEAR, HINDERED, BLOCKED = "clear", "hindered", "blocked"

# piece effects
_HINDER, _OBSTACLE, _HILL = 1, 2, 3


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


@dataclass(frozen=True)
class Hindrance:
    feature: str
    hex: str
    value: int
    rule: str


@dataclass(frozen=True)
class Block:
    feature: str
    hex: str
    point: tuple[float, float] | None  # first point of contact seen from the firer
    rule: str


@dataclass(frozen=True)
class Ignored:
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
            "hindrances": [asdict(h) for h in self.hindrances],
            "blocked_by": None if self.blocked_by is None else _block_dict(self.blocked_by),
            "blocks": [_block_dict(b) for b in self.blocks],
            "ignored": [asdict(i) for i in self.ignored],
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
        for h in self.hindrances:
            lines.append(f"  hindrance {h.value}: {name(h.feature)} in {h.hex} [{h.rule}]")
        for i in self.ignored:
            lines.append(f"  ignored: {name(i.feature)} in {i.hex}: {i.reason} [{i.rule}]")
        if self.target_hexsides:
            lines.append(f"  enters {self.target} across: {', '.join(name(f) for f in self.target_hexsides)}")
        return "\n".join(lines)


def _block_dict(b: Block) -> dict:
    d = asdict(b)
    d["point"] = None if b.point is None else [round(b.point[0], 2), round(b.point[1], 2)]
    return d


# ----------------------------------------------------------------------------------------------
# The engine
# ----------------------------------------------------------------------------------------------
class LosEngine:
    """Everything LOS needs from one map, in arrays; built once per map."""

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
        self.distance = grid.distance_matrix
        # adjacency: adj_side[a, b] = side of a facing b (1..6), 0 if not adjacent
        self.adj_side = np.zeros((n, n), dtype=np.int8)
        for h in grid.ids:
            for d, nb in grid.neighbours(h).items():
                self.adj_side[grid.index[h], grid.index[nb]] = d

        # -- pieces: artwork shapes, railway strips and hill ground, one polygon each -----------
        kinds: list[str] = []
        hexes: list[int] = []
        effect: list[int] = []
        value: list[int] = []
        ground: list[int] = []
        blind: list[bool] = []
        polys: list[Polygon] = []
        for s in board.shapes:
            eff = chart.effect_of(s.terrain)
            if eff.effect not in ("hindrance", "obstacle"):
                continue
            kinds.append(s.terrain)
            hexes.append(grid.index[s.hex])
            effect.append(_OBSTACLE if eff.blocks else _HINDER)
            value.append(eff.value)
            ground.append(s.level)
            blind.append(chart.terrain[s.terrain].has("blind_hex"))
            polys.append(s.polygon)
        hexpolys = board.hex_polygons
        rails = [ln for ln in board.lines if chart.lines[ln.feature].los.effect == "hindrance"]
        for ln in rails:
            eff = chart.lines[ln.feature].los
            strip = ln.geometry.buffer(ln.width / 2)
            hit = np.nonzero(shapely.intersects(strip, hexpolys))[0]
            for hi, piece in zip(hit, shapely.intersection(strip, hexpolys[hit])):
                for poly in _polygon_parts(piece):
                    pt = poly.representative_point()
                    kinds.append(ln.feature)
                    hexes.append(int(hi))
                    effect.append(_HINDER)
                    value.append(eff.value)
                    ground.append(board.level_at(pt.x, pt.y))
                    blind.append(False)
                    polys.append(poly)
        for k in range(1, 5):
            region = board.level_regions[k]
            if region.is_empty:
                continue
            hit = np.nonzero(shapely.intersects(region, hexpolys))[0]
            for hi, piece in zip(hit, shapely.intersection(region, hexpolys[hit])):
                for poly in _polygon_parts(piece):
                    if poly.area < 1e-6:
                        continue
                    kinds.append("hill")
                    hexes.append(int(hi))
                    effect.append(_HILL)
                    value.append(k)
                    ground.append(k)
                    blind.append(False)
                    polys.append(poly)
        order = np.argsort(np.array(hexes, dtype=np.int64), kind="stable")
        self.piece_kind = [kinds[i] for i in order]
        self.piece_hex = np.array(hexes, dtype=np.int64)[order] if hexes else np.zeros(0, np.int64)
        self.piece_effect = np.array(effect, dtype=np.int64)[order] if hexes else np.zeros(0, np.int64)
        self.piece_value = np.array(value, dtype=np.int64)[order] if hexes else np.zeros(0, np.int64)
        self.piece_ground = np.array(ground, dtype=np.int64)[order] if hexes else np.zeros(0, np.int64)
        self.piece_blind = np.array(blind, dtype=bool)[order] if hexes else np.zeros(0, bool)
        self.piece_poly = np.array([polys[i] for i in order], dtype=object)
        self.piece_printed = np.array([self.piece_kind[i] != "hill" for i in range(len(order))], dtype=bool)
        self.piece_rail = np.array([self.piece_kind[i] in {r.feature for r in rails} for i in range(len(order))], dtype=bool)
        # CSR: pieces of each hex, and vertices of each piece (exterior ring is enough: a line
        # meets a polygon iff the polygon's vertices are not all strictly on one side of it)
        self.hex_piece_ptr = np.searchsorted(self.piece_hex, np.arange(n + 1)).astype(np.int64)
        verts = [np.asarray(p.exterior.coords)[:-1] for p in self.piece_poly]
        counts = np.array([len(v) for v in verts], dtype=np.int64)
        self.vert_ptr = np.concatenate([[0], np.cumsum(counts)]).astype(np.int64)
        self.verts = np.concatenate(verts) if verts else np.zeros((0, 2))

        # -- hexside features ------------------------------------------------------------------
        fa, fb, k1, k2, fkind, feff, fval, flvl = [], [], [], [], [], [], [], []
        for f in board.hexsides.values():
            eff = chart.hexsides[f.feature].los
            if eff.effect not in ("hindrance", "obstacle"):
                continue
            a, b = f.hexes
            v1, v2 = side_vertices(f.side)
            fa.append(grid.index[a])
            fb.append(grid.index[b])
            k1.append(v1)
            k2.append(v2)
            fkind.append(f.feature)
            feff.append(_OBSTACLE if eff.blocks else _HINDER)
            fval.append(eff.value)
            flvl.append(f.level)
        self.f_a = np.array(fa, dtype=np.int64)
        self.f_b = np.array(fb, dtype=np.int64)
        self.f_k1 = np.array(k1, dtype=np.int64)
        self.f_k2 = np.array(k2, dtype=np.int64)
        self.f_kind = fkind
        self.f_effect = np.array(feff, dtype=np.int64)
        self.f_value = np.array(fval, dtype=np.int64)
        self.f_level = np.array(flvl, dtype=np.int64)

        # -- road / railway strips for "exactly along" (T93, T92) ------------------------------
        self.road_strip = np.full(n, None, dtype=object)
        self.rail_strip = np.full(n, None, dtype=object)
        for feature, target in (("road", self.road_strip), ("railway", self.rail_strip)):
            lines = [ln for ln in board.lines if ln.feature == feature]
            if not lines:
                continue
            strip = shapely.union_all([ln.geometry.buffer(ln.width / 2 + LOS_TOLERANCE) for ln in lines])
            shapely.prepare(strip)
            for h in board.line_hexes.get(feature, ()):
                target[grid.index[h]] = strip
        self.has_road = np.array([s is not None for s in self.road_strip])
        self.has_rail = np.array([s is not None for s in self.rail_strip])

    # ------------------------------------------------------------------------------------------
    def pair_index(self, a: str, b: str) -> tuple[int, int]:
        try:
            return self.index[a], self.index[b]
        except KeyError as exc:
            raise KeyError(f"no hex {exc.args[0]} on map {self.board.id}") from None

    def evaluate(self, ia: np.ndarray, ib: np.ndarray, explain: bool = False) -> "_Evaluation":
        """The terrain part of LOS for pairs (ia[i], ib[i]) of hex indices (ia != ib)."""
        return _Evaluation(self, np.asarray(ia, dtype=np.int64), np.asarray(ib, dtype=np.int64), explain)

    # ------------------------------------------------------------------------------------------
    def query(self, a: str, b: str, markers: Markers | None = None) -> LosResult:
        """Full LOS from hex ``a`` (the firer) to hex ``b`` (the target), with its explanation."""
        markers = markers or NO_MARKERS
        ia, ib = self.pair_index(a, b)
        rng = int(self.distance[ia, ib])
        if ia == ib:
            smoke = markers.smoke.get(a, 0)
            hind = (Hindrance("smoke", a, smoke, "10.3.4"),) if smoke else ()
            return LosResult(a, b, 0, HINDERED if smoke else CLEAR, smoke, hind)
        ev = self.evaluate(np.array([ia]), np.array([ib]), explain=True)
        return ev.result(0, a, b, rng, markers)

    def table(self) -> "LosTable":
        return LosTable(self)


def _polygon_parts(geom) -> list[Polygon]:
    if geom.is_empty:
        return []
    if isinstance(geom, Polygon):
        return [geom]
    return [g for g in getattr(geom, "geoms", []) if isinstance(g, Polygon)]


class _Evaluation:
    """The vectorised evaluation of a batch of pairs (see the module docstring)."""

    def __init__(self, eng: LosEngine, ia: np.ndarray, ib: np.ndarray, explain: bool):
        tol = LOS_TOLERANCE
        self.eng = eng
        self.ia, self.ib = ia, ib
        P = len(ia)
        C = eng.centres
        A = C[ia]
        D = C[ib] - A
        L = np.hypot(D[:, 0], D[:, 1])
        u = D / L[:, None]
        nrm = np.stack([-u[:, 1], u[:, 0]], axis=1)
        self.A, self.u, self.L = A, u, L
        la, lb = eng.levels[ia], eng.levels[ib]
        hi = np.maximum(la, lb)
        lo = np.minimum(la, lb)
        self.hi = hi
        # the lower endpoint (for blind hexes); -1 when both are at the same level
        lower = np.where(la < lb, ia, np.where(lb < la, ib, -1))

        # -- hexes the line touches (exact, from the six vertices of each candidate hex) -------
        dx = C[None, :, 0] - A[:, 0, None]
        dy = C[None, :, 1] - A[:, 1, None]
        dc = dx * nrm[:, 0, None] + dy * nrm[:, 1, None]
        sc = dx * u[:, 0, None] + dy * u[:, 1, None]
        cand = (np.abs(dc) <= HEX_RADIUS + tol) & (sc > -HEX_RADIUS) & (sc < L[:, None] + HEX_RADIUS)
        cand[np.arange(P), ia] = False
        cand[np.arange(P), ib] = False
        rp, rh = np.nonzero(cand)
        dv = dc[rp, rh][:, None] + nrm[rp] @ VERTEX_OFFSETS.T  # (M, 6) signed distances of vertices
        sv = sc[rp, rh][:, None] + u[rp] @ VERTEX_OFFSETS.T  # (M, 6) positions along the line
        dmin, dmax = dv.min(axis=1), dv.max(axis=1)
        contact = (dmin <= tol) & (dmax >= -tol)
        on = np.abs(dv) <= tol
        # chord of the line through the hex, as positions along the line
        dn = np.roll(dv, -1, axis=1)
        snext = np.roll(sv, -1, axis=1)
        cross = (dv * dn < 0) & ~on & ~np.roll(on, -1, axis=1)
        with np.errstate(divide="ignore", invalid="ignore"):
            s_cross = sv + (snext - sv) * dv / (dv - dn)
        s_lo = np.where(cross, s_cross, np.inf).min(axis=1)
        s_lo = np.minimum(s_lo, np.where(on, sv, np.inf).min(axis=1))
        s_hi = np.where(cross, s_cross, -np.inf).max(axis=1)
        s_hi = np.maximum(s_hi, np.where(on, sv, -np.inf).max(axis=1))
        mid = (s_lo + s_hi) / 2
        keep = contact & (mid > 0) & (mid < L[rp])
        rp, rh, dv = rp[keep], rh[keep], dv[keep]
        s_lo, s_hi = s_lo[keep], s_hi[keep]
        interior = (dmin[keep] < -tol) & (dmax[keep] > tol)
        positive = interior | (on[keep].sum(axis=1) >= 2)  # crossed, or run along a hexside
        self.rp, self.rh, self.s_lo, self.s_hi, self.positive = rp, rh, s_lo, s_hi, positive
        M = len(rp)

        # -- "exactly along" a road or a railway (T93, T92) ------------------------------------
        road_along = np.zeros(M, dtype=bool)
        rail_along = np.zeros(M, dtype=bool)
        for flags, strips, out in ((eng.has_road, eng.road_strip, road_along), (eng.has_rail, eng.rail_strip, rail_along)):
            sel = np.nonzero(flags[rh] & positive)[0]
            if len(sel):
                p0 = A[rp[sel]] + u[rp[sel]] * s_lo[sel, None]
                p1 = A[rp[sel]] + u[rp[sel]] * s_hi[sel, None]
                chords = shapely.linestrings(np.stack([p0, p1], axis=1))
                out[sel] = shapely.covers(strips[rh[sel]], chords)
        self.road_along, self.rail_along = road_along, rail_along

        blocked = np.zeros(P, dtype=bool)
        hind = np.zeros(P, dtype=np.int64)
        # (kind, row-or-feature, status, rule) records for the explanation
        self.records: list[tuple] = [] if explain else None

        # -- artwork pieces in the touched hexes ----------------------------------------------
        ptr = eng.hex_piece_ptr
        cnt = ptr[rh + 1] - ptr[rh]
        if cnt.sum():
            prow = np.repeat(np.arange(M), cnt)
            first = np.repeat(ptr[rh], cnt)
            offs = np.arange(cnt.sum()) - np.repeat(np.cumsum(cnt) - cnt, cnt)
            pid = first + offs
            vcnt = eng.vert_ptr[pid + 1] - eng.vert_ptr[pid]
            vrow = np.repeat(np.arange(len(pid)), vcnt)
            vfirst = np.repeat(eng.vert_ptr[pid], vcnt)
            voffs = np.arange(vcnt.sum()) - np.repeat(np.cumsum(vcnt) - vcnt, vcnt)
            V = eng.verts[vfirst + voffs]
            pp = rp[prow][vrow]
            d = (V[:, 0] - A[pp, 0]) * nrm[pp, 0] + (V[:, 1] - A[pp, 1]) * nrm[pp, 1]
            starts = np.concatenate([[0], np.cumsum(vcnt)[:-1]])
            pmin = np.minimum.reduceat(d, starts)
            pmax = np.maximum.reduceat(d, starts)
            touched = (pmin <= tol) & (pmax >= -tol)
            prow, pid = prow[touched], pid[touched]
            pair = rp[prow]
            eff = eng.piece_effect[pid]
            g = eng.piece_ground[pid]
            exempt = (eng.piece_printed[pid] & road_along[prow]) | (eng.piece_rail[pid] & rail_along[prow])
            printed = (eff != _HILL) & ~exempt
            high = g >= hi[pair]
            # obstacles at or above the higher endpoint block (10.2, T88.4)
            ob = printed & (eff == _OBSTACLE) & high
            blocked[pair[ob]] = True
            # hindrances at or above it hinder (10.3, T88.5); the largest counts (10.3.3)
            hn = printed & (eff == _HINDER) & high
            np.maximum.at(hind, pair[hn], eng.piece_value[pid[hn]])
            # the hill mass (T88.3.2, T88.3.3)
            need = np.where(la == lb, la + 1, hi)
            hl = (eff == _HILL) & (g == need[pair])
            blocked[pair[hl]] = True
            # blind hexes behind lower Woods and Buildings (T88.4.1)
            low = lower[pair]
            bl = printed & (eff == _OBSTACLE) & ~high & eng.piece_blind[pid] & (low >= 0)
            bl &= positive[prow]
            bl_idx = np.nonzero(bl)[0]
            blind_hit = np.zeros(len(prow), dtype=bool)
            if len(bl_idx):
                x = rh[prow[bl_idx]]
                lw = low[bl_idx]
                side = eng.adj_side[x, lw].astype(np.int64)
                ok = (side > 0) & (eng.levels[lw] <= g[bl_idx])
                v1 = (side + 3) % 6
                v2 = (side + 4) % 6
                rows = prow[bl_idx]
                d1 = dv[rows, v1]
                d2 = dv[rows, v2]
                ok &= (np.minimum(d1, d2) <= tol) & (np.maximum(d1, d2) >= -tol)
                blind_hit[bl_idx[ok]] = True
                blocked[pair[blind_hit]] = True
            if explain:
                for j in range(len(pid)):
                    k = int(pid[j])
                    kind = eng.piece_kind[k]
                    if eff[j] == _HILL:
                        if hl[j]:
                            rule = "T88.3.3" if la[pair[j]] == lb[pair[j]] else "T88.3.2"
                            self.records.append(("block", "piece", k, int(prow[j]), rule))
                        continue
                    rule = self._rule(kind)
                    if exempt[j]:
                        why = ("T92", "the line runs along the railway") if (eng.piece_rail[k] and rail_along[prow[j]]) \
                            else ("T93", "the line runs along the road")
                        self.records.append(("ignored", "piece", k, int(prow[j]), why))
                    elif ob[j]:
                        self.records.append(("block", "piece", k, int(prow[j]), rule))
                    elif hn[j]:
                        self.records.append(("hinder", "piece", k, int(prow[j]), rule))
                    elif blind_hit[j]:
                        self.records.append(("block", "piece", k, int(prow[j]), "T88.4.1"))
                    elif eff[j] == _OBSTACLE:
                        self.records.append(("ignored", "piece", k, int(prow[j]),
                                             ("T88.4", "it stands lower than the higher end of the line")))
                    else:
                        self.records.append(("ignored", "piece", k, int(prow[j]),
                                             ("T88.5", "it stands lower than the higher end of the line")))

        # -- hexside features between two intervening hexes (10.1, T84, T87, T97) ------------
        F = len(eng.f_a)
        if F and M:
            rowidx = np.full((P, len(eng.ids)), -1, dtype=np.int64)
            rowidx[rp, rh] = np.arange(M)
            ra = rowidx[:, eng.f_a]  # (P, F)
            rb = rowidx[:, eng.f_b]
            ok = (ra >= 0) & (rb >= 0)
            ok &= positive[np.maximum(ra, 0)] & positive[np.maximum(rb, 0)]
            d1 = dv[np.maximum(ra, 0), eng.f_k1[None, :]]
            d2 = dv[np.maximum(ra, 0), eng.f_k2[None, :]]
            ok &= (np.minimum(d1, d2) <= tol) & (np.maximum(d1, d2) >= -tol)
            fp, ff = np.nonzero(ok)
            high = eng.f_level[ff] >= hi[fp]
            ob = high & (eng.f_effect[ff] == _OBSTACLE)
            blocked[fp[ob]] = True
            hn = high & (eng.f_effect[ff] == _HINDER)
            np.maximum.at(hind, fp[hn], eng.f_value[ff[hn]])
            if explain:
                for j in range(len(ff)):
                    f = int(ff[j])
                    rule = eng.board.chart.hexsides[eng.f_kind[f]].rule
                    if ob[j]:
                        self.records.append(("block", "side", f, int(ra[fp[j], f]), rule))
                    elif hn[j]:
                        self.records.append(("hinder", "side", f, int(ra[fp[j], f]), rule))
                    else:
                        self.records.append(("ignored", "side", f, int(ra[fp[j], f]),
                                             ("T88.4", "it stands lower than the higher end of the line")))

        # -- gully (T86) -------------------------------------------------------------------------
        adjacent = eng.adj_side[ia, ib] > 0
        gully = ~adjacent & ((eng.gully[ia] & (lb <= la)) | (eng.gully[ib] & (la <= lb)))
        blocked |= gully
        self.gully_block = gully
        self.blocked = blocked
        self.hind = hind

    # ------------------------------------------------------------------------------------------
    def _rule(self, kind: str) -> str:
        return self.eng.board.chart.rule_of(kind)

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
        return blocked, hind

    def result(self, i: int, a: str, b: str, rng: int, markers: Markers) -> LosResult:
        """The explained result of pair ``i`` (evaluate with ``explain=True``)."""
        eng = self.eng
        ids = eng.ids
        A, u = self.A[i], self.u[i]
        seg = LineString([A, eng.centres[self.ib[i]]])
        blocks: list[tuple[float, Block]] = []
        hinders: list[Hindrance] = []
        ignored: list[Ignored] = []
        for status, what, k, row, rule in self.records:
            if self.rp[row] != i:
                continue
            hex_id = ids[self.rh[row]]
            if what == "piece":
                feature = eng.piece_kind[k]
                point = _first_contact(seg, eng.piece_poly[k], A)
                value = int(eng.piece_value[k])
            else:
                feature = eng.f_kind[k]
                point = _first_contact(seg, LineString(eng.board.hexsides[_key(ids[eng.f_a[k]], ids[eng.f_b[k]])].segment), A)
                value = int(eng.f_value[k])
            if status == "block":
                s = float(np.dot(np.subtract(point, A), u)) if point else float(self.s_lo[row])
                blocks.append((s, Block(feature, hex_id, point, rule)))
            elif status == "hinder":
                hinders.append(Hindrance(feature, hex_id, value, rule))
            else:
                ignored.append(Ignored(feature, hex_id, rule[0], rule[1]))
        # markers
        for row in np.nonzero(self.rp == i)[0]:
            hex_id = ids[self.rh[row]]
            if hex_id in markers.blaze:
                point = tuple(float(v) for v in A + u * self.s_lo[row])
                blocks.append((float(self.s_lo[row]), Block("blaze", hex_id, point, "10.2.1")))
            if markers.smoke.get(hex_id):
                hinders.append(Hindrance("smoke", hex_id, int(markers.smoke[hex_id]), "10.3.4"))
        for end in (a, b):
            if markers.smoke.get(end):
                hinders.append(Hindrance("smoke", end, int(markers.smoke[end]), "10.3.4"))
        if self.gully_block[i]:
            g = a if eng.gully[self.ia[i]] and eng.levels[self.ib[i]] <= eng.levels[self.ia[i]] else b
            blocks.append((0.0 if g == a else float(self.L[i]),
                           Block("gully", g, tuple(float(v) for v in eng.centres[eng.index[g]]), "T86")))
        blocks.sort(key=lambda t: t[0])
        blocked, hind = self.with_markers(markers)
        is_blocked = bool(blocked[i])
        assert is_blocked == bool(blocks), "LOS explanation disagrees with the verdict"
        value = 0 if is_blocked else int(hind[i])
        los = BLOCKED if is_blocked else (HINDERED if value > 0 else CLEAR)
        hinders.sort(key=lambda h: (-h.value, h.hex, h.feature))
        return LosResult(
            a, b, rng, los, value, tuple(hinders),
            blocks[0][1] if blocks else None, tuple(blk for _, blk in blocks), tuple(ignored),
            self._target_hexsides(i, b),
        )

    def _target_hexsides(self, i: int, b: str) -> tuple[str, ...]:
        """Hexside features of the target hex that the line crosses as it enters it (T87, T97
        cover).  Entering exactly through a corner counts both hexsides there (ambiguity 11)."""
        eng = self.eng
        grid = eng.board.grid
        w = -self.u[i]  # from the target towards the firer
        proj = _SIDE_NORMALS @ w
        exit_t = 50.0 / proj.max()  # the hex's inradius is 50
        point = eng.centres[self.ib[i]] + w * exit_t
        out = []
        for side in range(1, 7):
            nb = grid.neighbour(b, side)
            if nb is None:
                continue
            f = eng.board.hexsides.get(_key(b, nb))
            if f is not None and _point_segment_distance(point, f.segment) <= LOS_TOLERANCE:
                out.append(f.feature)
        return tuple(out)


# outward unit normals of sides 1..6 (y down): side s points at angle -90 + 60 (s - 1) degrees
_SIDE_NORMALS = np.array([[np.cos(np.radians(-90 + 60 * s)), np.sin(np.radians(-90 + 60 * s))] for s in range(6)])


def _point_segment_distance(p, seg) -> float:
    a, b = np.asarray(seg[0]), np.asarray(seg[1])
    ab = b - a
    t = float(np.clip(np.dot(p - a, ab) / np.dot(ab, ab), 0.0, 1.0))
    return float(np.hypot(*(p - (a + t * ab))))


def _key(a: str, b: str) -> tuple[str, str]:
    return (a, b) if a <= b else (b, a)


def _first_contact(seg: LineString, geom, origin) -> tuple[float, float] | None:
    inter = seg.intersection(geom)
    if inter.is_empty:
        inter = seg.intersection(geom.buffer(LOS_TOLERANCE))
        if inter.is_empty:
            return None
    pts = shapely.get_coordinates(inter)
    d = ((pts - np.asarray(origin)) ** 2).sum(axis=1)
    p = pts[int(np.argmin(d))]
    return (float(p[0]), float(p[1]))


# ----------------------------------------------------------------------------------------------
# Precomputed table
# ----------------------------------------------------------------------------------------------
class LosTable:
    """The terrain part of LOS for every pair of hexes of a map, computed once.

    During play the answer for a pair is the stored terrain verdict plus the current Smoke and
    Blaze in the hexes the line touches (which the table also stores).
    """

    def __init__(self, engine: LosEngine):
        self.engine = engine
        n = len(engine.ids)
        ia, ib = np.triu_indices(n, k=1)
        ev = engine.evaluate(ia, ib)
        self.n = n
        self.ia, self.ib = ia, ib
        self.blocked = ev.blocked
        self.hindrance = ev.hind
        # hexes touched by each pair's line (intervening only), as CSR
        order = np.argsort(ev.rp, kind="stable")
        self.touch_hex = ev.rh[order]
        self.touch_ptr = np.searchsorted(ev.rp[order], np.arange(len(ia) + 1))
        self._evaluation = ev

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
            touched = self.touch_hex[self.touch_ptr[k]:self.touch_ptr[k + 1]]
            for h in touched:
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
            return self.blocked.copy(), self.hindrance.copy()
        return self._evaluation.with_markers(markers)
