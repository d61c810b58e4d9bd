"""Draw the three shipped maps (village, woods-and-hills, farmland) as SVG.

The maps are our own work (cc_desktop team, CC BY-SA 4.0).  This script is the source of the
artwork: it lays the terrain out on the 15 x 10 hex grid, turns each patch into a smooth,
irregular outline (closed Bezier curves through jittered points) and writes
``maps/src/<id>.svg`` in the layer conventions of docs/svg-maps.md.  The map files
``maps/<id>.json`` are then produced from the SVGs by the importer
(:mod:`cc_desktop.board.svgimport`), exactly as a map-maker's hand-drawn SVG would be.

Usage::

    python maps/src/draw_maps.py            # write maps/src/*.svg
    python maps/src/draw_maps.py --check    # also compile the same shapes directly and print a
                                         # terrain table per map (no importer needed)
    python maps/src/draw_maps.py --import   # also import the SVGs and write maps/*.json

The script is deterministic: every random jitter comes from a seeded generator, so running it
again reproduces the same SVGs byte for byte.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Iterable, Sequence
from xml.sax.saxutils import escape

import shapely
from shapely import affinity
from shapely.geometry import LineString, Point, Polygon

from cc_desktop.board.hexgrid import HEX_RADIUS, Hex, HexGrid, parse_hex_id

ROOT = Path(__file__).resolve().parent.parent.parent
GRID = HexGrid(15, 10)
W, H = GRID.width, GRID.height
AUTHOR = "cc_desktop team"
LICENCE = "CC BY-SA 4.0"
INKSCAPE = "http://www.inkscape.org/namespaces/inkscape"

# Colours: the terrain chart's (resources/terrain.json), so the SVG looks right in an editor.
CHART = json.loads((ROOT / "resources" / "terrain.json").read_text(encoding="utf-8"))
COLOUR = {t["id"]: t["colour"] for t in CHART["terrain"]}
COLOUR.update({f"hexside-{t['id']}": t["colour"] for t in CHART["hexsides"]})
COLOUR.update({f"line-{t['id']}": t["colour"] for t in CHART["lines"]})
LINE_WIDTH = {t["id"]: t["width"] for t in CHART["lines"]}
HILL_COLOURS = CHART["hill"]["colours"]

Pt = tuple[float, float]
HexRef = str | tuple[int, int]


# ----------------------------------------------------------------------------------------------
# Grid helpers
# ----------------------------------------------------------------------------------------------
def _hex(ref: HexRef) -> Hex:
    if isinstance(ref, tuple):
        return Hex(*ref)  # 0-based (col, row); may lie off the map (for art running off the edge)
    return parse_hex_id(ref)


def centre(ref: HexRef, dx: float = 0.0, dy: float = 0.0) -> Pt:
    x, y = HexGrid.centre_of(_hex(ref))
    return (x + dx, y + dy)


def hex_poly(ref: HexRef, scale: float = 1.0) -> Polygon:
    cx, cy = centre(ref)
    return Polygon([(cx + scale * HEX_RADIUS * math.cos(math.radians(60 * k)),
                     cy + scale * HEX_RADIUS * math.sin(math.radians(60 * k))) for k in range(6)])


def route(chain: Sequence[str], offsets: dict[str, Pt] | None = None, enter: int | None = None,
          leave: int | None = None) -> list[Pt]:
    """Waypoints for a road, trail or stream through a chain of adjacent hexes: their centres
    (moved by ``offsets``), plus the centre of the off-map hex beyond side ``enter`` of the first
    hex and side ``leave`` of the last, so the line runs off the map across that side."""
    offsets = offsets or {}
    for a, b in zip(chain, chain[1:]):
        if GRID.direction_to(a, b) is None:
            raise ValueError(f"route: {a} and {b} are not adjacent")
    pts = [centre(h, *offsets.get(h, (0.0, 0.0))) for h in chain]
    if enter is not None:
        pts.insert(0, HexGrid.centre_of(GRID.step(GRID.hex(chain[0]), enter)))
    if leave is not None:
        pts.append(HexGrid.centre_of(GRID.step(GRID.hex(chain[-1]), leave)))
    return pts


def side_segment(ref: str, side: int) -> tuple[Pt, Pt]:
    """The two corners of hexside ``side`` (1..6 = N, NE, SE, S, SW, NW) of hex ``ref``."""
    return GRID.side_segment(ref, side)


def boundary_sides(hexes: Iterable[str], skip: Iterable[str] = ()) -> list[tuple[str, int]]:
    """The hexsides between the given hexes and their on-map neighbours outside the set,
    leaving out the sides facing a hex in ``skip``."""
    order = list(dict.fromkeys(hexes))
    inside, skip = set(order), set(skip)
    out = []
    for h in order:
        for d, n in GRID.neighbours(h).items():
            if n not in inside and n not in skip:
                out.append((h, d))
    return out


def sides_between(pairs: Iterable[tuple[str, str]]) -> list[tuple[str, int]]:
    out = []
    for a, b in pairs:
        d = GRID.direction_to(a, b)
        if d is None:
            raise ValueError(f"{a} and {b} are not adjacent")
        out.append((a, d))
    return out


# ----------------------------------------------------------------------------------------------
# Curves
# ----------------------------------------------------------------------------------------------
Segment = tuple[Pt, Pt, Pt, Pt]  # cubic Bezier: start, control 1, control 2, end


def catmull_rom(points: Sequence[Pt], closed: bool, tension: float = 1.0) -> list[Segment]:
    """A smooth curve through ``points`` as cubic Bezier segments (uniform Catmull-Rom)."""
    pts = list(points)
    n = len(pts)
    segs = []
    count = n if closed else n - 1
    k = tension / 6.0
    for i in range(count):
        p0 = pts[(i - 1) % n] if closed else pts[max(i - 1, 0)]
        p1 = pts[i]
        p2 = pts[(i + 1) % n]
        p3 = pts[(i + 2) % n] if closed else pts[min(i + 2, n - 1)]
        c1 = (p1[0] + (p2[0] - p0[0]) * k, p1[1] + (p2[1] - p0[1]) * k)
        c2 = (p2[0] - (p3[0] - p1[0]) * k, p2[1] - (p3[1] - p1[1]) * k)
        segs.append((p1, c1, c2, p2))
    return segs


def sample(segs: Sequence[Segment], per_segment: int = 12) -> list[Pt]:
    """Points along a Bezier chain (for the direct geometry check)."""
    out = [segs[0][0]]
    for p0, c1, c2, p1 in segs:
        for j in range(1, per_segment + 1):
            t = j / per_segment
            u = 1 - t
            out.append((u ** 3 * p0[0] + 3 * u * u * t * c1[0] + 3 * u * t * t * c2[0] + t ** 3 * p1[0],
                        u ** 3 * p0[1] + 3 * u * u * t * c1[1] + 3 * u * t * t * c2[1] + t ** 3 * p1[1]))
    return out


def _f(v: float) -> str:
    s = f"{v:.2f}".rstrip("0").rstrip(".")
    return "0" if s in ("-0", "") else s


def path_d(segs: Sequence[Segment], closed: bool) -> str:
    parts = [f"M {_f(segs[0][0][0])},{_f(segs[0][0][1])}"]
    for _p0, c1, c2, p1 in segs:
        parts.append(f"C {_f(c1[0])},{_f(c1[1])} {_f(c2[0])},{_f(c2[1])} {_f(p1[0])},{_f(p1[1])}")
    if closed:
        parts.append("Z")
    return " ".join(parts)


def poly_d(points: Sequence[Pt], closed: bool = True) -> str:
    d = "M " + " L ".join(f"{_f(x)},{_f(y)}" for x, y in points)
    return d + (" Z" if closed else "")


class Noise:
    """A smooth periodic random function on [0, 1): a few sines with random phases."""

    def __init__(self, rng: random.Random, amp: float, lobes: Sequence[int] = (2, 3, 5, 7),
                 ripple: float = 0.0, ripple_lobes: Sequence[int] = ()):
        self.terms = []
        for k in lobes:
            self.terms.append((k, amp * rng.uniform(0.5, 1.0) / math.sqrt(k) * 1.6, rng.uniform(0, 2 * math.pi)))
        for k in ripple_lobes:
            self.terms.append((k, ripple * rng.uniform(0.6, 1.0), rng.uniform(0, 2 * math.pi)))

    def __call__(self, t: float) -> float:
        return sum(a * math.sin(2 * math.pi * k * t + ph) for k, a, ph in self.terms)


def organic_ring(base: Polygon, rng: random.Random, amp: float = 9.0, step: float = 24.0,
                 lobes: Sequence[int] = (2, 3, 5, 7), ripple: float = 0.0) -> list[Pt]:
    """Points around ``base``'s outline pushed in and out along the normal by smooth noise."""
    ring = shapely.geometry.polygon.orient(base, 1.0).exterior
    length = ring.length
    n = max(10, int(round(length / step)))
    perim_lobes = [k for k in (11, 13, 17, 19, 23) if k < n / 2]
    noise = Noise(rng, amp, lobes, ripple, perim_lobes[:3] if ripple else ())
    pts = []
    for i in range(n):
        s = i * length / n
        p = ring.interpolate(s)
        a = ring.interpolate((s - 2.0) % length)
        b = ring.interpolate((s + 2.0) % length)
        tx, ty = b.x - a.x, b.y - a.y
        norm = math.hypot(tx, ty) or 1.0
        nx, ny = ty / norm, -tx / norm  # outward for a counter-clockwise ring (y up)
        d = noise(i / n) + rng.uniform(-0.15, 0.15) * amp
        pts.append((p.x + nx * d, p.y + ny * d))
    return pts


def skeleton(hexes: Sequence[HexRef]):
    """The centres of ``hexes`` joined by segments between neighbours and filled triangles
    between mutually adjacent triples (so patches have no waist between hexes)."""
    hs = [_hex(h) for h in hexes]
    pts = {h: HexGrid.centre_of(h) for h in hs}
    parts = [Point(p) for p in pts.values()]
    hset = set(hs)
    for h in hs:
        for d in (1, 2, 3, 4, 5, 6):
            n = GRID.step(h, d)
            if n in hset:
                parts.append(LineString([pts[h], pts[n]]))
                m = GRID.step(h, d % 6 + 1)
                if m in hset:
                    parts.append(Polygon([pts[h], pts[n], pts[m]]))
    return shapely.union_all(parts)


def clamp_to_side(pts: list[Pt], hid: str, side: int, offset: float) -> list[Pt]:
    """Pull the points lying beyond hexside ``side`` of ``hid`` (by more than ``offset``) back
    onto the line of that hexside (only near the hexside itself)."""
    (ax, ay), (bx, by) = side_segment(hid, side)
    cx, cy = GRID.centre(hid)
    tx, ty = bx - ax, by - ay
    length = math.hypot(tx, ty)
    tx, ty = tx / length, ty / length
    nx, ny = -ty, tx
    if (ax - cx) * nx + (ay - cy) * ny < 0:
        nx, ny = -nx, -ny  # outward normal
    out = []
    for x, y in pts:
        along = (x - ax) * tx + (y - ay) * ty
        beyond = (x - ax) * nx + (y - ay) * ny
        if -6 <= along <= length + 6 and offset - 25 < beyond < 60:
            x, y = x - (beyond - offset) * nx, y - (beyond - offset) * ny
        out.append((x, y))
    return out


CORNER_CLEARANCE = 8.0


def near_corners(geom: LineString) -> list[Pt]:
    """Hex corners on the map that a line passes closer than ``CORNER_CLEARANCE`` to (a line
    must cross each hexside clearly, away from its ends)."""
    corners = {(round(x, 3), round(y, 3)) for h in GRID.ids for x, y in GRID.corners(h)}
    return [p for p in sorted(corners) if geom.distance(Point(p)) < CORNER_CLEARANCE]


def rounded(geom, r: float):
    """Round the corners of a shape: opening then closing with radius r."""
    return geom.buffer(-r, quad_segs=16).buffer(2 * r, quad_segs=16).buffer(-r, quad_segs=16)


def largest(geom) -> Polygon:
    if isinstance(geom, Polygon):
        return geom
    return max(getattr(geom, "geoms", []), key=lambda g: g.area)


# ----------------------------------------------------------------------------------------------
# A map under construction
# ----------------------------------------------------------------------------------------------
@dataclass
class Element:
    layer: str
    d: str
    geometry: object  # Polygon for areas, LineString for lines, list of points for hexsides
    style: str


@dataclass
class MapArt:
    id: str
    name: str
    description: str
    edges: dict[str, str]
    seed: int = 1
    elements: list[Element] = field(default_factory=list)
    objectives: dict[int, str] = field(default_factory=dict)
    compass: Pt | None = None
    artillery: tuple[str, str] = ("top-left", "bottom-right")
    overrides: dict[str, str] = field(default_factory=dict)

    def __post_init__(self):
        self.rng = random.Random(self.seed)

    # -- areas ---------------------------------------------------------------------------------
    def blob(self, kind: str, hexes: Sequence[HexRef], r: float = 46.0, amp: float = 10.0, step: float = 22.0,
             lobes: Sequence[int] = (2, 3, 5, 7), ripple: float = 0.0, add: Sequence[object] = (),
             cut: Sequence[object] = (), style: str | None = None) -> Polygon:
        """An organic patch of ``kind`` over the given (adjacent) hexes: the hexes' centres,
        joined where they are neighbours, thickened by ``r`` and then roughened."""
        base = skeleton(hexes).buffer(r, quad_segs=16)
        if add:
            base = base.union(shapely.union_all(list(add)))
        for c in cut:
            base = base.difference(c)
        base = largest(rounded(base, 12))
        return self.free(kind, organic_ring(base, self.rng, amp, step, lobes, ripple), style)

    def plot(self, kind: str, corners: Sequence[Pt], radius: float = 14.0, wobble: float = 3.0,
             style: str | None = None) -> Polygon:
        """A man-made patch (field, orchard, garden): a polygon with rounded corners and
        slightly uneven sides."""
        base = Polygon(corners).buffer(-radius, join_style="mitre").buffer(radius, quad_segs=8)
        return self.free(kind, organic_ring(base, self.rng, wobble, 26.0, (2, 3)), style)

    def free(self, kind: str, points: Sequence[Pt], style: str | None = None) -> Polygon:
        """A smooth closed outline through ``points``."""
        segs = catmull_rom(points, closed=True)
        poly = shapely.make_valid(Polygon(sample(segs)))
        poly = largest(poly)
        self.elements.append(Element(kind, path_d(segs, True), poly, style or area_style(kind)))
        return poly

    def polygon(self, kind: str, points: Sequence[Pt], style: str | None = None) -> Polygon:
        """A straight-edged closed outline (buildings, bridges)."""
        poly = Polygon(points)
        self.elements.append(Element(kind, poly_d(points), poly, style or area_style(kind)))
        return poly

    def building(self, at: Pt, w: float, h: float, angle: float, notch: tuple[float, float] | None = None,
                 notch_corner: int = 0, one_hex: bool = True) -> Polygon:
        """A rectangular (or, with ``notch``, L-shaped) building centred on ``at``, rotated by
        ``angle`` degrees.  ``notch`` = (width, height) cut out of corner ``notch_corner``."""
        x0, y0 = -w / 2, -h / 2
        if notch is None:
            pts = [(x0, y0), (-x0, y0), (-x0, -y0), (x0, -y0)]
        else:
            nw, nh = notch
            # corner 0 = top-right notch; rotate the pattern for others
            pts = [(x0, y0), (-x0 - nw, y0), (-x0 - nw, y0 + nh), (-x0, y0 + nh), (-x0, -y0), (x0, -y0)]
            if notch_corner:
                pts = [(p[0] * (-1 if notch_corner in (1, 2) else 1), p[1] * (-1 if notch_corner in (2, 3) else 1))
                       for p in pts]
                if notch_corner in (1, 3):
                    pts.reverse()
        poly = self.shape_at("building", pts, at, angle)
        hid = GRID.hex_at(*at)
        if one_hex and (hid is None or not Polygon(GRID.corners(hid)).buffer(-3).contains(poly)):
            print(f"  {self.id}: the building at ({at[0]:.0f}, {at[1]:.0f}) reaches out of hex {hid}", file=sys.stderr)
        return poly

    def shape_at(self, kind: str, local: Sequence[Pt], at: Pt, angle: float) -> Polygon:
        a = math.radians(angle)
        ca, sa = math.cos(a), math.sin(a)
        pts = [(at[0] + x * ca - y * sa, at[1] + x * sa + y * ca) for x, y in local]
        return self.polygon(kind, pts)

    def compound_building(self, parts: Sequence[tuple[Pt, float, float, float]]) -> Polygon:
        """One building made of several overlapping wings (centre, length, width, angle)."""
        polys = []
        for (x, y), w, h, angle in parts:
            a = math.radians(angle)
            ca, sa = math.cos(a), math.sin(a)
            polys.append(Polygon([(x + px * ca - py * sa, y + px * sa + py * ca)
                                  for px, py in ((-w / 2, -h / 2), (w / 2, -h / 2), (w / 2, h / 2), (-w / 2, h / 2))]))
        poly = shapely.union_all(polys).simplify(0.01)
        return self.polygon("building", list(poly.exterior.coords)[:-1])

    def long_building(self, a: HexRef, b: HexRef, width: float = 48.0, over: float = 20.0,
                      shift: float = 0.0) -> Polygon:
        """One building spanning two adjacent hexes along the line joining their centres."""
        (ax, ay), (bx, by) = centre(a), centre(b)
        mx, my = (ax + bx) / 2, (ay + by) / 2
        length = math.hypot(bx - ax, by - ay) + 2 * over
        angle = math.degrees(math.atan2(by - ay, bx - ax))
        nx, ny = -(by - ay) / math.hypot(bx - ax, by - ay), (bx - ax) / math.hypot(bx - ax, by - ay)
        return self.building((mx + nx * shift, my + ny * shift), length, width, angle, one_hex=False)

    def field(self, kind: str, hexes: Sequence[HexRef], reach: float = 44.0, radius: float = 16.0,
              wobble: float = 3.0, tilt: float = 0.0) -> Polygon:
        """A cultivated patch over a block of hexes: the hull of their centres widened by
        ``reach`` with straight sides and rounded corners, turned ``tilt`` degrees."""
        hull = shapely.MultiPoint([centre(h) for h in hexes]).convex_hull
        base = hull.buffer(reach, join_style="mitre", mitre_limit=1.6)
        if tilt:
            base = affinity.rotate(base, tilt, origin="centroid")
        base = base.buffer(-radius, join_style="mitre").buffer(radius, quad_segs=8)
        return self.free(kind, organic_ring(base, self.rng, wobble, 26.0, (2, 3)))

    # -- hills ---------------------------------------------------------------------------------
    def hill(self, level: int, hexes: Sequence[HexRef], inside: Polygon | None = None, margin: float = 18.0,
             r: float = 56.0, rnd: float = 30.0, amp: float = 14.0, step: float = 30.0,
             add: Sequence[object] = (), cut: Sequence[object] = (),
             clamp: Sequence[tuple[str, int, float]] = (), hull: bool = False) -> Polygon:
        """A closed contour of ground at ``level``; ``inside`` = the contour of the level above,
        which this one must enclose with ``margin`` to spare.  ``clamp`` = (hex, side, offset):
        the contour may not run more than ``offset`` beyond that hexside of that hex (a cliff
        face: the contour then follows the hexside).  ``hull``: round the hexes' centres as one
        convex mound instead of following them."""
        base = (shapely.MultiPoint([centre(h) for h in hexes]).convex_hull if hull else skeleton(hexes))
        base = base.buffer(r, quad_segs=16)
        if add:
            base = base.union(shapely.union_all(list(add)))
        base = rounded(base, rnd)
        for c in cut:
            base = base.difference(c)
        if inside is not None:
            base = base.union(inside.buffer(margin + amp * 1.2, quad_segs=16))
            base = rounded(base, rnd)
        base = largest(base)
        for attempt in range(40):
            pts = organic_ring(base, self.rng, amp, step, (2, 3, 4, 6))
            for hid, side, offset in clamp:
                pts = clamp_to_side(pts, hid, side, offset)
            segs = catmull_rom(pts, closed=True)
            poly = largest(shapely.make_valid(Polygon(sample(segs))))
            if inside is None or poly.buffer(-margin).contains(inside):
                break
        else:
            raise RuntimeError(f"{self.id}: level-{level} contour does not enclose the one above")
        style = f"fill:{HILL_COLOURS[level]};stroke:#6b5335;stroke-width:2.5;stroke-opacity:0.8"
        self.elements.append(Element(f"hill-{level}", path_d(segs, True), poly, style))
        return poly

    # -- lines ---------------------------------------------------------------------------------
    def line(self, feature: str, points: Sequence[Pt], width: float | None = None) -> LineString:
        segs = catmull_rom(points, closed=False)
        geom = LineString(sample(segs, 16))
        w = width or LINE_WIDTH[feature]
        colour = COLOUR[f"line-{feature}"]
        if feature == "trail":
            style = f"fill:none;stroke:{colour};stroke-width:{_f(w)};stroke-linecap:round;stroke-dasharray:14,6"
        else:
            style = f"fill:none;stroke:{colour};stroke-width:{_f(w)};stroke-linecap:round;stroke-linejoin:round"
        self.elements.append(Element(feature, path_d(segs, False), geom, style))
        if feature != "stream":
            for x, y in near_corners(geom):
                print(f"  {self.id}: the {feature} passes within {CORNER_CLEARANCE} units of a hex corner at "
                      f"({x:.0f}, {y:.0f})", file=sys.stderr)
        return geom

    # -- hexsides ------------------------------------------------------------------------------
    def hexsides(self, feature: str, sides: Iterable[tuple[str, int]]) -> None:
        """Hexside terrain drawn exactly along the given hexsides, contiguous ones chained."""
        segs = [side_segment(h, d) for h, d in sides]
        for chain in _chain(segs):
            colour = COLOUR[f"hexside-{feature}"]
            width = {"wall": 7, "hedge": 9, "fence": 4, "cliff": 8}[feature]
            dash = ";stroke-dasharray:10,5" if feature == "fence" else ""
            style = f"fill:none;stroke:{colour};stroke-width:{width};stroke-linecap:round;stroke-linejoin:round{dash}"
            self.elements.append(Element(feature, poly_d(chain, closed=False), chain, style))

    # -- output --------------------------------------------------------------------------------
    def svg(self) -> str:
        return write_svg(self)

    def drawing(self):
        """The same artwork as a Drawing (for checking before the SVG importer exists)."""
        from cc_desktop.board.drawing import Area, Drawing, Stroke

        d = Drawing(id=self.id, name=self.name, columns=15, rows=10, description=self.description,
                    author=AUTHOR, licence=LICENCE)
        nb = 0
        for el in self.elements:
            kind = el.layer
            if kind.startswith("hill-"):
                d.hills.append((int(kind[5:]), el.geometry))
            elif kind in ("road", "trail", "railway") or (kind == "stream" and isinstance(el.geometry, LineString)):
                d.lines.append(Stroke(kind, list(el.geometry.coords)))
            elif kind in ("wall", "hedge", "fence", "cliff"):
                d.hexside_strokes.append(Stroke(kind, list(el.geometry)))
            else:
                group = ""
                if kind == "building":
                    nb += 1
                    group = f"building-{nb}"
                d.areas.append(Area(kind, el.geometry, group))
        d.objectives = dict(self.objectives)
        d.compass = self.compass
        d.artillery_boxes = list(self.artillery)
        d.edges = dict(self.edges)
        d.terrain_overrides = dict(self.overrides)
        return d


def _chain(segs: list[tuple[Pt, Pt]]) -> list[list[Pt]]:
    """Join hexside segments that share corners into polylines."""
    def key(p: Pt) -> tuple[int, int]:
        return (round(p[0] * 100), round(p[1] * 100))

    remaining = [list(s) for s in segs]
    chains = []
    while remaining:
        chain = remaining.pop(0)
        grown = True
        while grown:
            grown = False
            for i, s in enumerate(remaining):
                if key(s[0]) == key(chain[-1]):
                    chain.append(s[1])
                elif key(s[1]) == key(chain[-1]):
                    chain.append(s[0])
                elif key(s[1]) == key(chain[0]):
                    chain.insert(0, s[0])
                elif key(s[0]) == key(chain[0]):
                    chain.insert(0, s[1])
                else:
                    continue
                remaining.pop(i)
                grown = True
                break
        chains.append(chain)
    return chains


def area_style(kind: str) -> str:
    strokes = {"woods": "#2c4d25", "brush": "#64783c", "orchard": "#7e9a52", "field": "#b59f45",
               "marsh": "#55806a", "gully": "#6f5a42", "building": "#4a4642", "water_barrier": "#2f5f8a",
               "stream": "#3c7aa8", "bridge-major": "#6e5a44", "bridge-minor": "#6e5a44"}
    fill = COLOUR.get(kind, COLOUR["bridge"])
    width = {"building": 2.5, "bridge-major": 3, "bridge-minor": 3}.get(kind, 2)
    return f"fill:{fill};stroke:{strokes.get(kind, '#333333')};stroke-width:{width};stroke-linejoin:round"


# Bottom to top; the importer reads layers by kind, the order only matters for the looks.
LAYER_ORDER = ["hill-1", "hill-2", "hill-3", "hill-4", "field", "orchard", "brush", "marsh", "gully",
               "woods", "water_barrier", "stream", "road", "trail", "railway", "bridge-major", "bridge-minor",
               "building", "fence", "hedge", "wall", "cliff"]


def grid_layer_body() -> list[str]:
    """Hex outlines, centre dots and ids (the 'grid' layer: a guide the importer ignores)."""
    outline = " ".join("M " + " ".join(f"{_f(x)},{_f(y)}" for x, y in GRID.corners(h)) + " Z" for h in GRID.ids)
    body = [f'<path id="grid-hexes" d="{outline}" style="fill:none;stroke:#3b3b3b;stroke-width:1;stroke-opacity:0.5"/>',
            '<g id="grid-dots" style="fill:#3b3b3b;stroke:none">']
    body += [f'  <circle cx="{_f(GRID.centre(h)[0])}" cy="{_f(GRID.centre(h)[1])}" r="2"/>' for h in GRID.ids]
    body.append('</g>')
    body.append('<g id="grid-ids" style="fill:#3b3b3b;font-family:sans-serif;font-size:11px;text-anchor:middle">')
    body += [f'  <text x="{_f(GRID.centre(h)[0])}" y="{_f(GRID.centre(h)[1] - 34)}">{h}</text>' for h in GRID.ids]
    body.append('</g>')
    return body


def write_svg(art: MapArt) -> str:
    out = []
    w, h = f"{W:.3f}", f"{H:.3f}"  # exact to the importer's 1e-6, so no rescaling
    out.append('<?xml version="1.0" encoding="UTF-8" standalone="no"?>')
    out.append(f'<svg xmlns="http://www.w3.org/2000/svg" xmlns:inkscape="{INKSCAPE}"')
    out.append('     xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd"')
    out.append(f'     version="1.1" width="{w}" height="{h}" viewBox="0 0 {w} {h}">')
    out.append(f"  <title>{escape(art.name)}</title>")
    out.append(f"  <desc>{escape(art.description)} Author: {AUTHOR}. Licence: {LICENCE}. "
               f"Drawn by maps/src/draw_maps.py.</desc>")
    out.append(f'  <sodipodi:namedview id="namedview" pagecolor="{COLOUR["open"]}" bordercolor="#666666" '
               'inkscape:document-units="px" showgrid="false"/>')

    def layer(name: str, body: list[str], style: str = "", label: str | None = None, extra: str = "") -> None:
        st = f' style="{style}"' if style else ""
        out.append(f'  <g inkscape:groupmode="layer" id="{name}" inkscape:label="{label or name}"{st}{extra}>')
        out.extend("    " + line for line in body)
        out.append("  </g>")

    # the paper: open ground colour under everything (a 'grid' layer, so the importer skips it)
    layer("grid-paper", [f'<rect x="0" y="0" width="{w}" height="{h}" style="fill:{COLOUR["open"]};stroke:none"/>'],
          label="grid", extra=' sodipodi:insensitive="true"')
    for name in LAYER_ORDER:
        els = [e for e in art.elements if e.layer == name]
        if els:
            layer(name, [f'<path d="{e.d}" style="{e.style}"/>' for e in els])

    layer("grid", grid_layer_body(), extra=' sodipodi:insensitive="true"')

    # objectives: a numbered marker at each hex centre
    body = []
    for n, hid in sorted(art.objectives.items()):
        x, y = GRID.centre(hid)
        body.append(f'<g id="objective-{n}">'
                    f'<circle cx="{_f(x)}" cy="{_f(y)}" r="17" style="fill:#f4efe0;stroke:#8b1a1a;stroke-width:4"/>'
                    f'<text x="{_f(x)}" y="{_f(y + 7)}" style="font-family:sans-serif;font-size:20px;'
                    f'font-weight:bold;fill:#8b1a1a;text-anchor:middle">{n}</text></g>')
    layer("objectives", body)

    if art.compass:
        x, y = art.compass
        arrow = poly_d([(x, y - 20), (x + 8, y + 8), (x, y + 2), (x - 8, y + 8)])
        layer("compass", [f'<g id="compass-rose"><circle cx="{_f(x)}" cy="{_f(y)}" r="24" '
                          f'style="fill:#f4efe0;fill-opacity:0.85;stroke:#3b3b3b;stroke-width:2"/>'
                          f'<path d="{arrow}" style="fill:#3b3b3b;stroke:none"/></g>'])

    boxes = []
    bw, bh = 150.0, 64.0
    for corner in art.artillery:
        x = 6.0 if corner.endswith("left") else W - bw - 6.0
        y = 6.0 if corner.startswith("top") else H - bh - 6.0
        boxes.append(f'<g id="artillery-{corner}"><rect x="{_f(x)}" y="{_f(y)}" width="{_f(bw)}" height="{_f(bh)}" '
                     f'style="fill:#f4efe0;fill-opacity:0.8;stroke:#3b3b3b;stroke-width:2"/>'
                     f'<text x="{_f(x + bw / 2)}" y="{_f(y + bh / 2 + 5)}" style="font-family:sans-serif;'
                     f'font-size:14px;fill:#3b3b3b;text-anchor:middle">Artillery Box</text></g>')
    layer("artillery", boxes)

    if art.overrides:
        layer("terrain", [f'<text x="{_f(GRID.centre(hid)[0])}" y="{_f(GRID.centre(hid)[1] + 30)}" '
                          f'style="font-family:sans-serif;font-size:12px;fill:#000000;text-anchor:middle">'
                          f'{hid} {kind}</text>' for hid, kind in sorted(art.overrides.items())])

    # meta: 'key: value' lines, beside the page (as in the map template)
    meta = {"id": art.id, "name": art.name, "description": art.description, "author": AUTHOR,
            "licence": LICENCE, "columns": "15", "rows": "10",
            "edge-top": art.edges["top"], "edge-right": art.edges["right"],
            "edge-bottom": art.edges["bottom"], "edge-left": art.edges["left"]}
    mx = _f(W + 20)
    layer("meta", [f'<text x="{mx}" y="{30 + 18 * i}" style="font-family:sans-serif;font-size:14px;fill:#000000">'
                   f'{escape(k)}: {escape(v)}</text>' for i, (k, v) in enumerate(meta.items())])
    out.append("</svg>")
    return "\n".join(out) + "\n"


# ----------------------------------------------------------------------------------------------
# The maps
# ----------------------------------------------------------------------------------------------
def village() -> MapArt:
    """A stone village astride the main road, with walled gardens, orchards and a rise."""
    art = MapArt(
        "village", "Village",
        "A stone-built village where the main road meets a north-south trail at the square. "
        "A church and a manor farm are the strongpoints; walled gardens and orchards fill the "
        "gaps, woods and brush close the outskirts, and a low rise overlooks the east end.",
        {"top": "North edge (quarry)", "right": "East edge (road to the river)",
         "bottom": "South edge (pastures)", "left": "West edge (road to the town)"},
        seed=11,
    )
    c = centre
    # -- level-1 rise (north-east) ---------------------------------------------------------------
    art.hill(1, ["K2", "L2", "L3", "M2"], r=40, amp=10, hull=True)
    # -- woods and brush at the outskirts --------------------------------------------------------
    art.blob("woods", [(0, -1), "A1", "B1", "A2", "C1", "B2", (1, -1), (-1, 0), (-1, 1)], r=44, amp=12, ripple=3.5)
    art.blob("woods", ["A4", "A5", (-1, 4), (-1, 3)], r=42, amp=10, ripple=3.5)
    art.blob("woods", ["N8", "O8", "N9", "O9", "M9", "N10", "O10", "M10", (14, 10), (13, 10), (15, 8), (15, 9)],
             r=44, amp=13, ripple=3.5)
    art.blob("woods", ["A9", "A10", "B10", (0, 10), (-1, 9), (1, 10)], r=42, amp=10, ripple=3.5)
    art.blob("woods", ["I1", "J1", (8, -1)], r=40, amp=9, ripple=3)
    art.blob("brush", ["C2", "D2", "D3"], r=36, amp=9, ripple=3)
    art.blob("brush", ["N5", "O5", (15, 5)], r=36, amp=9, ripple=3)
    art.blob("brush", ["C8", "D8"], r=34, amp=8, ripple=3)
    art.blob("brush", ["K10", "L10", (10, 10), (11, 10)], r=34, amp=8, ripple=3)
    # -- wheat fields ---------------------------------------------------------------------------
    art.plot("field", [c("H9", -52, -38), c("I9", 38, -52), c("I9", 50, 32), c("H10", 30, 60), c("H10", -55, 50)])
    art.plot("field", [c("L6", -40, -48), c("M7", 52, -62), c("M7", 46, 40), c("L7", -20, 52), c("L7", -52, 10)])
    art.plot("field", [c("D9", -40, -30), c("E9", 30, -50), c("E9", 48, 30), c("D10", 20, 48), c("D10", -46, 20)])
    # -- orchards and walled gardens -------------------------------------------------------------
    art.plot("orchard", [c("H6", -40, -36), c("H6", 42, -40), c("H7", 44, 38), c("H7", -38, 42)], radius=12)
    art.plot("orchard", [c("C5", -46, -30), c("D5", 20, -52), c("D5", 50, 30), c("C5", 30, 52), c("C5", -40, 40)],
             radius=16)
    art.plot("orchard", [c("K8", -40, -40), c("L8", 40, -46), c("L8", 46, 36), c("K8", 30, 46), c("K8", -46, 36)],
             radius=16)
    # -- road and trail --------------------------------------------------------------------------
    art.line("road", route(["A7", "B6", "C6", "D5", "E5", "F5", "G5", "H5", "I5", "J4", "K4", "L4", "M4", "N3", "O3"],
                           {"B6": (4, 6), "C6": (-2, 8), "D5": (-4, 4), "E5": (0, 6), "F5": (0, -16),
                            "G5": (0, 4), "H5": (0, -16), "I5": (0, 6),
                            "K4": (0, 6), "L4": (0, -14), "M4": (0, 4)}, enter=5, leave=2))
    art.line("trail", route(["G1", "G2", "G3", "G4", "G5", "G6", "G7", "G8", "F8", "F9", "E10"],
                            {"G1": (-6, 0), "G2": (5, 0), "G4": (-4, 0), "G5": (0, 4), "G6": (5, 0), "G7": (-4, 0),
                             "F8": (6, -6), "F9": (-4, 0), "E10": (6, 0)}, enter=1, leave=4))
    # -- buildings --------------------------------------------------------------------------------
    # the church (two hexes) and the manor farm (an L of three hexes)
    art.long_building("I3", "J3", width=46, over=24)
    manor_wing = c("D4"), c("E4")
    art.compound_building([(((manor_wing[0][0] + manor_wing[1][0]) / 2, (manor_wing[0][1] + manor_wing[1][1]) / 2),
                             144, 44, -30), (c("E3", 0, 34), 42, 150, 0)])
    # houses round the square and along the road
    art.building(c("F4", 4, 2), 60, 42, 14)
    art.building(c("H4", 0, 6), 64, 50, -6, notch=(26, 20), notch_corner=1)
    art.building(c("I4", 6, 8), 44, 36, 28)
    art.building(c("F5", -4, 22), 50, 30, -12)
    art.building(c("H5", 0, 22), 56, 34, -10)
    art.building(c("F6", 2, 6), 48, 54, 22)
    art.building(c("I6", -6, 0), 66, 44, 35, notch=(24, 18), notch_corner=2)
    art.building(c("J5", 2, 18), 56, 38, -22)
    art.building(c("K5", 4, 12), 48, 40, -20)
    # outlying farms
    art.building(c("C6", 0, 8), 52, 36, 28)
    art.building(c("J8", 0, 0), 64, 46, 8, notch=(24, 22), notch_corner=0)
    art.building(c("M5", 0, 8), 54, 38, -30)
    # -- stone walls round the gardens -----------------------------------------------------------
    art.hexsides("wall", boundary_sides(["H6", "H7"], skip=["I6", "H5"]))
    art.hexsides("wall", sides_between([("G3", "H3"), ("H3", "H2"), ("H3", "I3")]))
    art.hexsides("wall", sides_between([("J8", "J7"), ("J8", "K8"), ("J8", "I8")]))
    # -- objectives, compass ---------------------------------------------------------------------
    art.objectives = {1: "I3", 2: "G5", 3: "E4", 4: "L3", 5: "J8"}
    art.compass = c("O2", 0, 0)
    art.artillery = ("top-left", "bottom-right")
    return art


def woods_and_hills() -> MapArt:
    """Two wooded hill masses either side of a winding gully."""
    art = MapArt(
        "woods-and-hills", "Woods and Hills",
        "Broken, wooded upland. A high hill with a level-3 summit and a cliff face fills the west; "
        "a lower ridge holds the north-east. Between them a gully winds from north to south, "
        "crossed by a trail that links both heights past a lone woodcutter's hut.",
        {"top": "North edge (the forest)", "right": "East edge (the valley road)",
         "bottom": "South edge (the farms)", "left": "West edge (the pass)"},
        seed=23,
    )
    c = centre
    # -- west hill: levels 1, 2 and the level-3 summit; cliff on its east face -------------------
    cliff_w = [("E4", 2), ("E4", 3), ("E5", 2), ("E5", 3)]
    top = art.hill(3, ["D5", "D4"], r=40, amp=8, step=24)
    mid = art.hill(2, ["C4", "C5", "D4", "D5", "D6", "E4", "E5", "C6"], inside=top, r=50, amp=12,
                   clamp=[(h, s, -4) for h, s in cliff_w])
    art.hill(1, ["A4", "A5", "A6", "B3", "B4", "B5", "B6", "B7", "C3", "C4", "C5", "C6", "C7", "D3", "D4", "D5",
                 "D6", "D7", "E3", "E4", "E5", "E6", "E7", "A7", (-1, 4), (-1, 5), (-1, 6)],
             inside=mid, margin=4, r=54, amp=16, clamp=[(h, s, 5) for h, s in cliff_w])
    # -- east ridge: levels 1 and 2, a short cliff above the gully ------------------------------------
    cliff_e = [("J3", 6), ("J3", 5)]
    ridge = art.hill(2, ["L2", "M2", "L3", "M3"], r=48, amp=12)
    art.hill(1, ["J2", "J3", "K1", "K2", "K3", "K4", "L1", "L2", "L3", "L4", "M1", "M2", "M3", "M4", "N2", "N3",
                 "N1", "O1", "O2", (10, -1), (11, -1), (12, -1), (13, -1)],
             inside=ridge, r=54, amp=16, clamp=[(h, s, -4) for h, s in cliff_e])
    # -- a knoll in the south ------------------------------------------------------------------------
    art.hill(1, ["E9", "F9", "F10", (5, 10)], r=52, amp=12)
    # -- the gully --------------------------------------------------------------------------------------
    gully = ["G1", "G2", "H2", "H3", "H4", "G5", "G6", "H6", "H7", "H8"]
    art.blob("gully", [(6, -1)] + gully, r=30, amp=7, ripple=2.5)
    # -- woods: on the slopes and scattered ----------------------------------------------------------
    art.blob("woods", ["A1", "B1", "A2", "B2", (0, -1), (1, -1), (-1, 0), (-1, 1)], r=42, amp=12, ripple=3.5)
    art.blob("woods", ["B5", "B6", "A6", (-1, 6)], r=40, amp=10, ripple=3.5)
    art.blob("woods", ["D3", "E3"], r=38, amp=9, ripple=3.5)
    art.blob("woods", ["C6", "C7"], r=36, amp=8, ripple=3.5)
    art.blob("woods", ["L4", "M4"], r=38, amp=9, ripple=3.5)
    art.blob("woods", ["K1", "L1", (10, -1)], r=42, amp=10, ripple=3.5)
    art.blob("woods", ["N3", "N4", "O3", "O4", (15, 3)], r=42, amp=10, ripple=3.5)
    art.blob("woods", ["I9", "J9", "J10", "I10", (9, 10)], r=42, amp=11, ripple=3.5)
    art.blob("woods", ["O7", "O8", (15, 7)], r=38, amp=10, ripple=3.5)
    art.blob("woods", ["B9", "B10", (1, 10)], r=38, amp=9, ripple=3.5)
    # -- brush -------------------------------------------------------------------------------------------
    art.blob("brush", ["F2", "E2"], r=34, amp=8, ripple=3)
    art.blob("brush", ["C8", "D8"], r=34, amp=8, ripple=3)
    art.blob("brush", ["I5", "J5"], r=34, amp=8, ripple=3)
    art.blob("brush", ["L7", "M7"], r=34, amp=8, ripple=3)
    art.blob("brush", ["G9", "G10", (6, 10)], r=32, amp=7, ripple=3)
    art.blob("brush", ["L9", "L10", (11, 10)], r=32, amp=8, ripple=3)
    # -- the trail over both heights, crossing the gully at H7 -------------------------------------
    art.line("trail", route(["A8", "B8", "C8", "D7", "E7", "F7", "G7", "H7", "I7", "J6", "K6", "L6", "M6", "N5", "O5"],
                            {"B8": (0, -15), "E7": (0, 8), "F7": (0, -12), "G7": (0, 8), "H7": (0, -10),
                             "I7": (0, 6), "K6": (0, -10), "L6": (0, -12), "N5": (0, -8)}, enter=5, leave=2))
    # -- the woodcutter's hut ------------------------------------------------------------------------
    art.building(c("K6", 2, 14), 46, 30, -14)
    # -- cliffs ------------------------------------------------------------------------------------------
    art.hexsides("cliff", cliff_w)
    art.hexsides("cliff", cliff_e)
    # -- objectives, compass ---------------------------------------------------------------------------
    art.objectives = {1: "D5", 2: "L3", 3: "H7", 4: "K6", 5: "F9"}
    art.compass = c("O10", 0, -10)
    art.artillery = ("top-right", "bottom-left")
    return art


def farmland() -> MapArt:
    """Hedged fields either side of a marshy stream, a farmstead and a mill."""
    art = MapArt(
        "farmland", "Farmland",
        "Open, hedged farmland. A stream with marshy banks winds from north to south; the main "
        "road crosses it on a stone bridge. East of the bridge stand a fenced farmstead with its "
        "orchard and, down by the stream, a watermill. Wheat fields behind hedgerows fill the rest.",
        {"top": "North edge (the upland)", "right": "East edge (road to the village)",
         "bottom": "South edge (the lowland)", "left": "West edge (road to the crossroads town)"},
        seed=37,
    )
    c = centre
    # -- a gentle rise in the south-east ----------------------------------------------------------
    art.hill(1, ["L8", "M8", "M9"], r=40, amp=10, hull=True)
    # -- wheat fields --------------------------------------------------------------------------------
    fields = {
        "nw": ["A2", "B2", "A3", "B3"],
        "n": ["G2", "H2", "H3", "G3"],
        "sw": ["D7", "E7", "E8", "D8"],
        "s": ["J6", "K6", "K7", "J7"],
        "se": ["N7", "N8", "O7", "O8"],
        "ne": ["N1", "O1", "N2", "O2"],
        "w": ["A7", "B7", "B8", "A8"],
        "c": ["I2", "I3"],
    }
    for name, hexes in fields.items():
        art.field("field", hexes, tilt={"nw": 4, "n": -6, "sw": 8, "s": -4, "se": 5, "ne": -3}.get(name, 0))
    # -- woods and brush -------------------------------------------------------------------------------
    art.blob("woods", ["A9", "A10", (0, 10), (-1, 9), (-1, 10)], r=42, amp=10, ripple=3.5)
    art.blob("woods", ["O4", "O5", (15, 4)], r=40, amp=10, ripple=3.5)
    art.blob("woods", ["H1", "I1", (8, -1)], r=40, amp=9, ripple=3.5)
    art.blob("brush", ["F6"], r=38, amp=8, ripple=3)
    art.blob("brush", ["M6", "N6"], r=34, amp=8, ripple=3)
    art.blob("brush", ["E3"], r=36, amp=8, ripple=3)
    art.blob("woods", ["F10", "G10", (5, 10), (6, 10)], r=38, amp=9, ripple=3.5)
    art.blob("brush", ["K9", "K10"], r=32, amp=8, ripple=3)
    # -- the stream and its marsh ------------------------------------------------------------------------
    art.blob("marsh", ["G7", "G8", "H8"], r=40, amp=9, ripple=2.5)
    art.blob("marsh", ["D1", "D2"], r=36, amp=8, ripple=2.5)
    art.line("stream", route(["E1", "E2", "F2", "F3", "F4", "G5", "G6", "H6", "H7", "I8", "I9", "J9", "J10"],
                             {"E1": (-6, 0), "E2": (8, 0), "F2": (-4, 4), "F3": (10, 0), "F4": (-6, 0),
                              "G6": (8, 0), "H6": (-6, 4), "H7": (10, 0), "I8": (-4, 0), "I9": (8, 0),
                              "J9": (-6, 6), "J10": (6, 0)}, enter=1, leave=4))
    # -- the road, the stone bridge, the farm tracks ---------------------------------------------------
    art.line("road", route(["A5", "B5", "C5", "D5", "E5", "F5", "G5", "H4", "I4", "J4", "K5", "L5", "M5", "N5", "O6"],
                           {"A5": (0, 12), "B5": (0, -12), "C5": (0, 12), "D5": (0, -12), "E5": (0, 10),
                            "F5": (0, -10), "I4": (0, 10), "J4": (0, -6), "L5": (0, -12), "M5": (0, 12),
                            "N5": (0, -6)}, enter=5, leave=3))
    art.shape_at("bridge-major", [(-36, -16), (36, -16), (36, 16), (-36, 16)], c("G5"), -28)
    art.line("trail", route(["C1", "C2", "C3", "C4", "C5", "C6", "C7", "C8", "C9", "C10"],
                            {"C1": (6, 0), "C2": (-6, 0), "C3": (5, 0), "C4": (-6, 0), "C5": (0, 12),
                             "C6": (6, 0), "C7": (-5, 0), "C8": (4, 0), "C9": (-6, 0), "C10": (4, 0)},
                            enter=1, leave=4))
    art.line("trail", route(["L5", "L6", "L7", "L8", "L9", "L10"],
                            {"L5": (0, -12), "L6": (-6, 0), "L7": (5, 0), "L9": (-5, 0)}, leave=4))
    # -- the farmstead and the mill --------------------------------------------------------------------
    art.building(c("K3", -2, 4), 62, 40, 8, notch=(22, 16), notch_corner=3)
    art.long_building("L3", "L4", width=44, over=14, shift=6)
    art.building(c("K4", -14, -8), 34, 28, 8)
    art.building(c("I7", 4, 6), 50, 40, -28)
    art.field("orchard", ["J2", "J3"], reach=38)
    art.hexsides("fence", boundary_sides(["K3", "K4", "L3", "L4"], skip=["J2", "J3", "K5", "L5"]))
    # -- hedgerows along the field borders -------------------------------------------------------------
    art.hexsides("hedge", boundary_sides(fields["nw"], skip=["A1", "C3"]))
    art.hexsides("hedge", boundary_sides(fields["n"], skip=["F2", "F3", "G4", "H4"]))
    art.hexsides("hedge", boundary_sides(fields["sw"], skip=["C7", "C8", "D9"]))
    art.hexsides("hedge", boundary_sides(fields["s"], skip=["I7", "J5", "K5", "L7"]))
    art.hexsides("hedge", boundary_sides(fields["se"], skip=["O6", "M8"]))
    art.hexsides("hedge", boundary_sides(fields["w"], skip=["A6", "B6"]))
    # -- objectives, compass ---------------------------------------------------------------------------
    art.objectives = {1: "G5", 2: "L3", 3: "C5", 4: "I7", 5: "M8"}
    art.compass = c("M1", 0, 0)
    art.artillery = ("top-left", "bottom-right")
    return art


MAPS = {"village": village, "woods-and-hills": woods_and_hills, "farmland": farmland}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--check", action="store_true", help="compile the shapes directly and print terrain tables")
    ap.add_argument("--import", dest="do_import", action="store_true", help="import the SVGs into maps/*.json")
    ap.add_argument("maps", nargs="*", help="map ids (default: all)")
    args = ap.parse_args(argv)
    src = ROOT / "maps" / "src"
    src.mkdir(parents=True, exist_ok=True)
    for mid in args.maps or MAPS:
        art = MAPS[mid]()
        path = src / f"{mid}.svg"
        path.write_text(art.svg(), encoding="utf-8")
        print(f"wrote {path.relative_to(ROOT)}")
        if args.check:
            check(art)
        if args.do_import:
            import_map(mid)
    return 0


LETTERS = {"open": ".", "building": "B", "woods": "W", "brush": "b", "orchard": "o", "field": "f",
           "marsh": "m", "stream": "s", "gully": "g", "water_barrier": "X"}


def terrain_table(data: dict) -> str:
    """A 15 x 10 table: terrain letter + level per hex (bridges as '=')."""
    rows = ["    " + "".join(f"{chr(65 + c):>4}" for c in range(GRID.columns))]
    for r in range(GRID.rows):
        cells = []
        for col in range(GRID.columns):
            h = data["hexes"][f"{chr(65 + col)}{r + 1}"]
            letter = "=" if h.get("bridge") else LETTERS[h["terrain"]]
            cells.append(f"{letter}{h['level']}".rjust(4))
        rows.append(f"{r + 1:>4}" + "".join(cells))
    return "\n".join(rows)


def check(art: MapArt) -> dict:
    from cc_desktop.board.drawing import compile_drawing
    from cc_desktop.board.mapfile import parse_map

    data, warnings = compile_drawing(art.drawing())
    board, problems = parse_map(data, f"<{art.id}>")
    for w in warnings:
        print("  compile warning:", w)
    for p in problems:
        print("  ", p.render(art.id))
    print(terrain_table(data))
    return data


def import_map(mid: str) -> None:
    from cc_desktop.board.mapfile import load_map
    from cc_desktop.board.svgimport import import_svg, write_map

    data, warnings = import_svg(ROOT / "maps" / "src" / f"{mid}.svg")
    for w in warnings:
        print(f"  import warning ({mid}): {w}")
    out = ROOT / "maps" / f"{mid}.json"
    write_map(data, out)
    board = load_map(out)
    for p in board.warnings:
        print("  ", p.render(str(out.relative_to(ROOT))))
    print(f"wrote {out.relative_to(ROOT)}")
    print(terrain_table(data))


if __name__ == "__main__":
    sys.exit(main())
