"""A Skirmish battlefield drawn as SVG (no Qt): the table, its ground levels, terrain objects,
doors and windows, deployment zones, an inch grid and optionally figures (a circle with a
facing tick) and sight lines.

:func:`table_svg` returns the SVG text; ``docs/make_skirmish_pictures.py`` renders it to PNG
with Qt's SVG renderer (the drawing itself stays free of Qt, like the rest of the package).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from html import escape
from typing import Iterable

from cc_desktop.skirmish.table import Table, TerrainObject
from cc_desktop.skirmish.types import BASE_RADIUS, Pose

#: Pixels per inch of the drawing.
SCALE = 20.0
MARGIN = 26.0

#: a smoke cloud's grey
SMOKE = "#c9c9c9"

# (fill, stroke, stroke width in inches, opacity) by kind
STYLE = {
    "road": ("#cdb58a", "#a8906a", 0.05, 1.0),
    "field": ("#d9d27a", "#b9b25e", 0.04, 0.85),
    "water": ("#6fa8d6", "#3f7fb5", 0.06, 1.0),
    "rocks": ("#b8b0a2", "#8b8478", 0.05, 0.9),
    "ruins": ("#a89a8a", "#6f6257", 0.05, 0.95),
    "bushes": ("#6f9f4a", "#4b7a2e", 0.06, 0.95),
    "woods": ("#3f7034", "#274d20", 0.08, 0.9),
    "boulder": ("#8c8c86", "#4f4f4a", 0.06, 1.0),
    "floor": ("#e8dcc4", "#8a7a62", 0.03, 1.0),
    "wall": ("#9c3b2a", "#5e2015", 0.02, 1.0),
    "stone_wall": ("#8d8a80", "#4f4c45", 0.02, 1.0),
    "stone_fence": ("#77736a", "#45423c", 0.02, 1.0),
    "fence": ("#9a6b3c", "#6e4724", 0.02, 1.0),
    "hedge": ("#2f6b2a", "#1d4a19", 0.03, 1.0),
    "log": ("#7b5330", "#4e3119", 0.03, 1.0),
    "sandbags": ("#b9a774", "#7d6f47", 0.03, 1.0),
    "building_wall": ("#6b5a4a", "#3b3027", 0.02, 1.0),
    "door": ("#a0703a", "#4e3119", 0.03, 1.0),
    "window": ("#bfe3f5", "#3b3027", 0.03, 1.0),
}
STEEL_DOOR = "#596066"
GRASS = "#9dbb6a"
#: boulder-like objects coloured by what they are made of (a haystack, a cart, a pole)
BOULDER_FILL = {"bush_hedge": "#d9bd5c", "plank_door": "#9a6b3c", "pole": "#3b2a1a", "log": "#7b5330"}
ORDER = ("road", "field", "water", "rocks", "ruins", "floor", "bushes", "woods", "boulder", "hedge", "fence",
         "stone_fence", "stone_wall", "wall", "log", "sandbags", "building_wall", "window", "door")
ZONE_COLOURS = ("#2b5fb0", "#b03a2b")


@dataclass(frozen=True)
class Marker:
    """A figure to draw: where it stands, its facing and posture, a label and a colour."""
    pose: Pose
    label: str = ""
    colour: str = "#222222"


def _xy(x: float, y: float) -> str:
    return f"{MARGIN + x * SCALE:.1f},{MARGIN + y * SCALE:.1f}"


def _path(coords) -> str:
    pts = list(coords)
    return "M" + " L".join(_xy(x, y) for x, y in pts) + " Z"


def _poly(geom, fill, stroke, width, opacity=1.0, extra="") -> str:
    return (f'<path d="{_path(geom.exterior.coords)}" fill="{fill}" stroke="{stroke}" '
            f'stroke-width="{width * SCALE:.2f}" fill-opacity="{opacity}" {extra}/>')


def _tree_dots(o: TerrainObject) -> list[str]:
    """Tree crowns on a wood, on a regular lattice clipped to its outline (deterministic)."""
    from shapely import contains_xy  # noqa: PLC0415
    out = []
    minx, miny, maxx, maxy = o.bounds
    step = 1.6 if o.kind == "woods" else 1.1
    r = 0.55 if o.kind == "woods" else 0.35
    y, row = miny + step / 2, 0
    while y < maxy:
        x = minx + step / 2 + (step / 2 if row % 2 else 0)
        while x < maxx:
            if contains_xy(o.geometry, x, y):
                out.append(f'<circle cx="{MARGIN + x * SCALE:.1f}" cy="{MARGIN + y * SCALE:.1f}" '
                           f'r="{r * SCALE:.1f}" fill="#2d5a25" fill-opacity="0.55"/>')
            x += step
        y += step * 0.87
        row += 1
    return out


def table_svg(table: Table, *, figures: Iterable[Marker] = (), sight_lines: Iterable[tuple] = (),
              open_doors=None, destroyed=frozenset(), labels: bool = True, title: bool = True,
              smoke: Iterable = ()) -> str:
    """The battlefield as an SVG document (1 inch = ``SCALE`` pixels).

    ``sight_lines``: (from (x, y), to (x, y), colour) tuples drawn over the table;
    ``open_doors``/``destroyed``: the state in play (None: the file's initial doors);
    ``smoke``: the smoke clouds on the table (``state.SmokeCloud``: a grey disc, paler and dashed
    once thin; SK-15.2, our rule), drawn over the terrain and under the sight lines and figures."""
    opened = table.resolve_open(open_doors)
    w, h = table.width * SCALE + 2 * MARGIN, table.depth * SCALE + 2 * MARGIN + (24 if title else 0)
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{w:.0f}" height="{h:.0f}" '
           f'viewBox="0 0 {w:.0f} {h:.0f}" font-family="DejaVu Sans, Arial, sans-serif">',
           f'<rect x="0" y="0" width="{w:.0f}" height="{h:.0f}" fill="#f4f1ea"/>',
           f'<rect x="{MARGIN}" y="{MARGIN}" width="{table.width * SCALE:.1f}" height="{table.depth * SCALE:.1f}" '
           f'fill="{GRASS}" stroke="#333" stroke-width="1.5"/>']
    by_kind: dict[str, list[TerrainObject]] = {}
    for o in table.objects:
        by_kind.setdefault(o.kind, []).append(o)
    for kind in ("road", "field"):  # the ground levels are drawn over the fields and roads
        for o in by_kind.get(kind, ()):
            fill, stroke, width, opacity = STYLE[kind]
            out.append(_poly(o.geometry, fill, stroke, width, opacity))
    # ground levels: darker the higher, dashed outline where a slope starts
    for g in table.ground:
        if g.level >= 0:
            shade = min(0.55, 0.12 + 0.1 * g.level)
            out.append(_poly(g.geometry, "#7a5a2e", "#5a3f1c", 0.06, round(shade, 2)))
            if g.slope > 0:
                inner = g.geometry.buffer(-g.slope)
                for part in getattr(inner, "geoms", [inner]):
                    if not part.is_empty:
                        out.append(f'<path d="{_path(part.exterior.coords)}" fill="none" stroke="#5a3f1c" '
                                   f'stroke-width="1" stroke-dasharray="4,3" stroke-opacity="0.7"/>')
        else:
            out.append(_poly(g.geometry, "#6b5134", "#3d2c19", 0.05, 0.85))
    # grid: a line every 6 inches, numbers on the edges
    for x in range(0, int(table.width) + 1, 6):
        X = MARGIN + x * SCALE
        out.append(f'<line x1="{X:.1f}" y1="{MARGIN}" x2="{X:.1f}" y2="{MARGIN + table.depth * SCALE:.1f}" '
                   f'stroke="#ffffff" stroke-opacity="0.25" stroke-width="1"/>')
        out.append(f'<text x="{X:.1f}" y="{MARGIN - 8}" font-size="11" text-anchor="middle" fill="#444">{x}</text>')
    for y in range(0, int(table.depth) + 1, 6):
        Y = MARGIN + y * SCALE
        out.append(f'<line x1="{MARGIN}" y1="{Y:.1f}" x2="{MARGIN + table.width * SCALE:.1f}" y2="{Y:.1f}" '
                   f'stroke="#ffffff" stroke-opacity="0.25" stroke-width="1"/>')
        out.append(f'<text x="{MARGIN - 5}" y="{Y + 4:.1f}" font-size="11" text-anchor="end" fill="#444">{y}</text>')
    for kind in ORDER[2:]:
        for o in by_kind.get(kind, ()):
            fill, stroke, width, opacity = STYLE[kind]
            gone = table.is_destroyed(o, destroyed)
            extra = 'stroke-dasharray="3,2"' if gone else ""
            if gone:
                fill, opacity = "#a89a8a", 0.5
            if kind == "boulder":
                fill = BOULDER_FILL.get(o.cover, fill)
            if o.door:
                fill = STEEL_DOOR if o.door == "steel" else fill
                if o.id in opened:  # an open door: the doorway left clear, the door leaf swung aside
                    out.append(_poly(o.geometry, "#e8dcc4", stroke, 0.02, 1.0, 'stroke-dasharray="2,2"'))
                    continue
            out.append(_poly(o.geometry, fill, stroke, width, opacity, extra))
            if kind in ("woods", "bushes"):
                out += _tree_dots(o)
    # deployment zones
    for n, z in enumerate(table.zones.values()):
        colour = ZONE_COLOURS[n % 2]
        out.append(_poly(z.geometry, colour, colour, 0.08, 0.12, 'stroke-dasharray="8,4" stroke-opacity="0.8"'))
        if labels:
            c = z.geometry.representative_point()
            text = f"{z.name} ({z.edge} edge)"
            half = len(text) * 3.9 / SCALE  # about half the text's width, in inches
            minx, _, maxx, _ = z.geometry.bounds
            x = min(max(c.x, minx + half + 0.3, half + 0.3), table.width - half - 0.3)
            out.append(f'<text x="{MARGIN + x * SCALE:.1f}" y="{MARGIN + c.y * SCALE + 4:.1f}" font-size="13" '
                       f'font-weight="bold" text-anchor="middle" fill="{colour}">{escape(text)}</text>')
    if labels:
        done = set()
        for o in table.objects:
            if o.kind in ("floor", "woods", "ruins") and o.parent not in done:
                done.add(o.parent)
                c = o.geometry.representative_point()
                out.append(f'<text x="{MARGIN + c.x * SCALE:.1f}" y="{MARGIN + c.y * SCALE + 4:.1f}" font-size="11" '
                           f'text-anchor="middle" fill="#222" fill-opacity="0.85">{escape(o.name)}</text>')
        for g in table.ground:
            if g.level > 0:
                c = g.geometry.representative_point()
                out.append(f'<text x="{MARGIN + c.x * SCALE:.1f}" y="{MARGIN + c.y * SCALE + 16:.1f}" font-size="11" '
                           f'text-anchor="middle" fill="#3d2c19">{escape(g.name)} {g.level:g} in</text>')
    for c in smoke:
        x, y, r = MARGIN + c.center.x * SCALE, MARGIN + c.center.y * SCALE, c.radius * SCALE
        fill, dash = ("0.35", ' stroke-dasharray="6,4"') if c.thin else ("0.7", "")
        out.append(f'<circle cx="{x:.1f}" cy="{y:.1f}" r="{r:.1f}" fill="{SMOKE}" fill-opacity="{fill}" '
                   f'stroke="#6d6d6d" stroke-width="1.5"{dash}/>')
        if labels:
            out.append(f'<text x="{x:.1f}" y="{y + 4:.1f}" font-size="11" text-anchor="middle" fill="#333">'
                       f'{escape(c.id)}</text>')
    for (ax, ay), (bx, by), colour in sight_lines:
        out.append(f'<line x1="{MARGIN + ax * SCALE:.1f}" y1="{MARGIN + ay * SCALE:.1f}" x2="{MARGIN + bx * SCALE:.1f}" '
                   f'y2="{MARGIN + by * SCALE:.1f}" stroke="{colour}" stroke-width="2"/>')
    for f in figures:
        p = f.pose
        x, y = MARGIN + p.at.x * SCALE, MARGIN + p.at.y * SCALE
        r = BASE_RADIUS * SCALE
        tip = r * (1.6 if not p.posture.is_crouching else 1.3)
        dx, dy = math.cos(math.radians(p.facing)), math.sin(math.radians(p.facing))
        dash = ' stroke-dasharray="3,2"' if p.posture.is_crouching else ""
        out.append(f'<circle cx="{x:.1f}" cy="{y:.1f}" r="{r:.1f}" fill="{f.colour}" fill-opacity="0.85" '
                   f'stroke="#fff" stroke-width="1.5"{dash}/>')
        out.append(f'<line x1="{x:.1f}" y1="{y:.1f}" x2="{x + dx * tip:.1f}" y2="{y + dy * tip:.1f}" '
                   f'stroke="{f.colour}" stroke-width="3"/>')
        if f.label:
            out.append(f'<text x="{x:.1f}" y="{y - r - 3:.1f}" font-size="11" text-anchor="middle" '
                       f'fill="#111">{escape(f.label)}</text>')
    if title:
        out.append(f'<text x="{MARGIN}" y="{h - 10:.0f}" font-size="14" fill="#222">{escape(table.name)} '
                   f'({table.id}): {table.width:g} x {table.depth:g} in, grid 6 in</text>')
    out.append("</svg>")
    return "\n".join(out)
