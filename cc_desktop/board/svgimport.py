"""Import a map drawn as SVG in any vector editor (Inkscape, Illustrator, ...) (rules 2.1-2.3, T78-T99).

The map maker draws terrain as free shapes in layers named after the kind of terrain
(``woods``, ``building``, ``hill-1``, ``road``, ``wall``...); this module reads the SVG into a
:class:`~cc_desktop.board.drawing.Drawing`, and :func:`import_svg` compiles and validates it
into map-file data (``compile_drawing`` then ``parse_map``).  The conventions are documented
for map makers in docs/svg-maps.md; :func:`cc_desktop.board.svgtemplate.map_template` writes
an empty SVG to start from.

Only the standard library (``xml.etree.ElementTree``), numpy and shapely are used: the path
parser, the transforms and the curve flattening are implemented here.

Every problem with the input is reported as ``file: element: reason``, through
:class:`SvgError` for what makes the map impossible to build, or as a warning string for
what is ignored; a broken SVG never ends in a traceback.  A hostile one cannot hang the import
or exhaust memory either: the ``MAX_...`` resource limits below refuse it first.
"""

from __future__ import annotations

import json
import math
import os
import re
import shutil
import stat
import time
import xml.etree.ElementTree as ET
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, TypeVar
from xml.parsers import expat

import numpy as np
import shapely
from shapely.errors import GEOSException
from shapely.geometry import MultiPolygon, Polygon

from cc_desktop.board.drawing import AREA_KINDS, MIN_PIECE_AREA, Area, CompileError, Drawing, Stroke, compile_drawing
from cc_desktop.board.hexgrid import EDGES, HEX_HEIGHT, HEX_RADIUS, HexGrid
from cc_desktop.board.mapfile import parse_map
from cc_desktop.board.svgtemplate import map_template
from cc_desktop.board.terrain import TerrainChart, load_chart

SVG_NS = "http://www.w3.org/2000/svg"
INKSCAPE_NS = "http://www.inkscape.org/namespaces/inkscape"
SODIPODI_NS = "http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd"
XLINK_NS = "http://www.w3.org/1999/xlink"
INK_LABEL = f"{{{INKSCAPE_NS}}}label"
INK_GROUPMODE = f"{{{INKSCAPE_NS}}}groupmode"
SODIPODI_ROLE = f"{{{SODIPODI_NS}}}role"

# Curves and arcs are flattened to polylines that stray at most this far (map units) from them.
FLATTEN_TOLERANCE = 0.25
MAX_SEGMENTS_PER_CURVE = 4096
# An arc radius below this (user units) is 0: the arc is a straight line.
MIN_ARC_RADIUS = 1e-9
# A page whose shape differs more than this from the hex field's is refused (wrong size or grid).
PAGE_ASPECT_TOLERANCE = 0.01
# An area outline left open with ends further apart than this (map units) gets a warning.
OPEN_OUTLINE_GAP = 5.0
# A loose text in the objectives layer belongs to a marker whose box, grown by this, holds it.
OBJECTIVE_TEXT_REACH = 0.3 * HEX_HEIGHT
# Stroke widths must fit the map schema (0 < width <= 60).
MAX_LINE_WIDTH = 60.0
# Per layer, unknown elements are named one by one up to this many, then summarised.
MAX_UNKNOWN_WARNINGS = 5
# At most this many warnings are listed; the rest are counted.
MAX_WARNINGS = 100
# A value from the file is quoted in a message with at most this many characters.
MAX_QUOTE = 40

# Resource limits: a file beyond one of them is refused with an SvgError that names the limit,
# so that no file, however broken or hostile, hangs the import or exhausts memory.  Real maps
# stay far below them (a shipped 15x10 map: 60 KB, 400 elements nested 4 deep, no clones, 70
# shapes of at most 300 points, 3,500 points in all, outlines crossing a few dozen times).
MAX_FILE_BYTES = 20_000_000  # size of the SVG file
MAX_ELEMENTS = 100_000  # XML elements in the file
MAX_NESTING_DEPTH = 100  # elements inside elements (through clones too)
MAX_CLONE_ELEMENTS = 50_000  # elements that <use> clones add, all together
MAX_CLONE_DEPTH = 20  # clones of clones of ...
MAX_SHAPES = 5_000  # shapes, texts and images read as map features (clones included)
MAX_PATH_POINTS = 20_000  # points of one shape (curves flattened), as in a map file
MAX_TOTAL_POINTS = 100_000  # points of all shapes together
MAX_COORDINATE = 1e6  # |number| in the file (coordinate, length, radius) and |map coordinate|
# Cutting the drawing into hexes (compile_drawing; GEOS cannot be interrupted) takes time in
# proportion to (points + SHAPE_WORK per shape) x hexes of the map: 10 s at the limit, at worst.
MAX_HEX_WORK = 30_000_000
SHAPE_WORK = 25
MAX_SEGMENT_PAIRS = 1_000_000  # segments of area, hill, stream and hexside outlines whose boxes overlap
MAX_CROSSINGS = 10_000  # crossings of those outlines, all together
MAX_SELF_CROSSINGS = 100  # crossings of one shape's outline(s) with itself
MAX_SECONDS = 20.0  # the whole import

MAP_ID = re.compile(r"^[a-z0-9][a-z0-9_-]*$")
CORNER_NAMES = ("top-left", "top-right", "bottom-left", "bottom-right")

T = TypeVar("T")
Matrix = tuple[float, float, float, float, float, float]  # SVG (a b c d e f)
IDENTITY: Matrix = (1.0, 0.0, 0.0, 1.0, 0.0, 0.0)


class SvgError(ValueError):
    """The SVG cannot be turned into a map; the message says ``file: element: reason``."""


class PathDataError(ValueError):
    """Bad ``d`` attribute of a ``<path>`` (or bad number list)."""


def shorten(text: str, limit: int = MAX_QUOTE) -> str:
    """A value from the file cut to ``limit`` characters for a message (never echo a huge one)."""
    return text if len(text) <= limit else text[:limit] + "..."


def whole_number(text: str) -> int:
    """``int(text)`` for digits with an optional sign; of more than 10 digits only the first 10
    (leading zeros aside) count, so a huge number stays out of every range and int() is never
    given 5,000 digits."""
    sign, digits = ("-", text[1:]) if text[:1] == "-" else ("", text.lstrip("+"))
    return int(sign + (digits.lstrip("0")[:10] or "0"))


def too_many_points(limit: int) -> PathDataError:
    return PathDataError(f"too many points (curves flattened): the limit is {limit:,} points per shape")


# ----------------------------------------------------------------------------------------------
# Numbers, lengths, transforms
# ----------------------------------------------------------------------------------------------
_NUMBER = re.compile(r"[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?")
_SEPARATORS = re.compile(r"[\s,]*")
_UNITS = {"": 1.0, "px": 1.0, "pt": 4.0 / 3.0, "pc": 16.0, "mm": 96.0 / 25.4, "cm": 96.0 / 2.54,
          "in": 96.0, "q": 96.0 / 25.4 / 4.0, "em": 16.0, "ex": 8.0}
_RANGE = f"-{MAX_COORDINATE:,.0f}..{MAX_COORDINATE:,.0f}"


def _number(text: str, what: str, scale: float = 1.0) -> float:
    """``text`` (matched by _NUMBER) times ``scale``, refused beyond +-MAX_COORDINATE."""
    value = float(text) * scale
    if not abs(value) <= MAX_COORDINATE:  # also refuses inf (a 400-digit number) and nan
        raise PathDataError(f"{what}: number {shorten(text)} out of range: the limit is {_RANGE}")
    return value


def parse_numbers(text: str, what: str = "number list", limit: int | None = None) -> list[float]:
    """A comma/whitespace separated list of numbers (``points``, ``viewBox``, transform args),
    at most ``limit`` of them."""
    out: list[float] = []
    pos = _SEPARATORS.match(text, 0).end()
    while pos < len(text):
        m = _NUMBER.match(text, pos)
        if not m:
            raise PathDataError(f"bad {what} {shorten(text.strip())!r}: expected a number at character {pos + 1}")
        if limit is not None and len(out) >= limit:
            raise PathDataError(f"too many numbers in {what}: the limit is {limit:,}")
        out.append(_number(m.group(), what))
        pos = _SEPARATORS.match(text, m.end()).end()
    return out


def parse_length(text: str | None, default: float | None = None) -> float | None:
    """An SVG length (``12``, ``12px``, ``3.5mm``) in user units (px); ``None`` if absent."""
    if text is None or not text.strip():
        return default
    m = re.fullmatch(r"\s*(" + _NUMBER.pattern + r")\s*([a-zA-Z%]*)\s*", text)
    if not m:
        raise PathDataError(f"bad length {shorten(text)!r}")
    unit = m.group(2).lower()
    if unit not in _UNITS:
        raise PathDataError(f"length {shorten(text)!r} has a unit that cannot be converted ({shorten(unit)}); "
                            "use plain numbers")
    return _number(m.group(1), "length", _UNITS[unit])


def mat_mul(m: Matrix, n: Matrix) -> Matrix:
    """``m @ n``: the transform that applies ``n`` first, then ``m``."""
    a, b, c, d, e, f = m
    A, B, C, D, E, F = n
    return (a * A + c * B, b * A + d * B, a * C + c * D, b * C + d * D, a * E + c * F + e, b * E + d * F + f)


def apply_matrix(m: Matrix, pts: np.ndarray) -> np.ndarray:
    a, b, c, d, e, f = m
    x, y = pts[:, 0], pts[:, 1]
    return np.column_stack((a * x + c * y + e, b * x + d * y + f))


def check_matrix(m: Matrix) -> Matrix:
    """``m``, refused if a scale or offset lies beyond +-MAX_COORDINATE."""
    if not all(abs(v) <= MAX_COORDINATE for v in m):
        raise PathDataError(f"transform out of range: a scale or offset (with those of the groups around) "
                            f"beyond the limit {_RANGE}")
    return m


def to_map_units(m: Matrix, pts: np.ndarray) -> np.ndarray:
    """``apply_matrix``, refused if a point lands beyond +-MAX_COORDINATE map units."""
    out = apply_matrix(m, pts)
    if not np.all(np.abs(out) <= MAX_COORDINATE):
        raise PathDataError(f"coordinates out of range after the transforms: the limit is {_RANGE} map units")
    return out


def matrix_scale(m: Matrix) -> float:
    """The largest stretch of a transform (its largest singular value)."""
    a, b, c, d, _e, _f = m
    return float(np.linalg.svd(np.array([[a, c], [b, d]]), compute_uv=False)[0])


def translate(tx: float, ty: float = 0.0) -> Matrix:
    return (1.0, 0.0, 0.0, 1.0, tx, ty)


_TRANSFORM = re.compile(r"[\s,]*(matrix|translate|scale|rotate|skewX|skewY)\s*\(([^()]*)\)[\s,]*")


def parse_transform(text: str | None) -> Matrix:
    """An SVG ``transform`` attribute (matrix, translate, scale, rotate, skewX, skewY; a list
    is applied right to left, i.e. composed left to right)."""
    m = IDENTITY
    if text is None:
        return m
    pos = _SEPARATORS.match(text, 0).end()
    while pos < len(text):
        t = _TRANSFORM.match(text, pos)
        if not t:
            raise PathDataError(f"bad transform {shorten(text.strip())!r} at character {pos + 1}")
        name, args = t.group(1), parse_numbers(t.group(2), f"{t.group(1)}() arguments")
        n = len(args)
        if name == "matrix" and n == 6:
            step = tuple(args)
        elif name == "translate" and n in (1, 2):
            step = translate(args[0], args[1] if n == 2 else 0.0)
        elif name == "scale" and n in (1, 2):
            sx = args[0]
            step = (sx, 0.0, 0.0, args[1] if n == 2 else sx, 0.0, 0.0)
        elif name == "rotate" and n in (1, 3):
            r = math.radians(args[0])
            cs, sn = math.cos(r), math.sin(r)
            step = (cs, sn, -sn, cs, 0.0, 0.0)
            if n == 3:
                step = mat_mul(mat_mul(translate(args[1], args[2]), step), translate(-args[1], -args[2]))
        elif name == "skewX" and n == 1:
            step = (1.0, 0.0, math.tan(math.radians(args[0])), 1.0, 0.0, 0.0)
        elif name == "skewY" and n == 1:
            step = (1.0, math.tan(math.radians(args[0])), 0.0, 1.0, 0.0, 0.0)
        else:
            raise PathDataError(f"bad transform {shorten(t.group().strip())!r}: wrong number of arguments ({n})")
        m = mat_mul(m, step)  # type: ignore[arg-type]
        pos = t.end()
    return m


# ----------------------------------------------------------------------------------------------
# Curves
# ----------------------------------------------------------------------------------------------
def _segments(second_derivative_bound: float, tol: float) -> int:
    """Uniform segments so the chord error of a curve with |B''| <= bound stays within tol:
    the error over a parameter step h is at most h^2 * bound / 8."""
    if not second_derivative_bound > 0:
        return 1
    return max(1, math.ceil(min(MAX_SEGMENTS_PER_CURVE, math.sqrt(second_derivative_bound / (8.0 * tol)))))


def flatten_cubic(p0, p1, p2, p3, tol: float = FLATTEN_TOLERANCE) -> list[tuple[float, float]]:
    """Points of a cubic Bezier after ``p0`` (the end point exactly last)."""
    p0, p1, p2, p3 = (np.asarray(p, dtype=float) for p in (p0, p1, p2, p3))
    bound = 6.0 * max(np.hypot(*(p0 - 2 * p1 + p2)), np.hypot(*(p1 - 2 * p2 + p3)))
    n = _segments(bound, tol)
    t = np.arange(1, n + 1)[:, None] / n
    s = 1 - t
    pts = s**3 * p0 + 3 * s * s * t * p1 + 3 * s * t * t * p2 + t**3 * p3
    out = [tuple(map(float, p)) for p in pts]
    out[-1] = (float(p3[0]), float(p3[1]))
    return out


def flatten_quadratic(p0, p1, p2, tol: float = FLATTEN_TOLERANCE) -> list[tuple[float, float]]:
    p0, p1, p2 = (np.asarray(p, dtype=float) for p in (p0, p1, p2))
    n = _segments(2.0 * np.hypot(*(p0 - 2 * p1 + p2)), tol)
    t = np.arange(1, n + 1)[:, None] / n
    s = 1 - t
    pts = s * s * p0 + 2 * s * t * p1 + t * t * p2
    out = [tuple(map(float, p)) for p in pts]
    out[-1] = (float(p2[0]), float(p2[1]))
    return out


def _arc_steps(radius: float, sweep: float, tol: float, minimum: int = 1) -> int:
    if radius <= tol:
        step = math.pi / 2
    else:  # the angle of a chord whose sagitta is tol; 2 sqrt(2 tol / radius) where acos loses it
        ratio = tol / radius
        step = 2.0 * math.acos(1.0 - ratio) if ratio > 1e-6 else 2.0 * math.sqrt(2.0 * ratio)
    wanted = abs(sweep) / step if step > 0 else math.inf
    return max(minimum, math.ceil(min(MAX_SEGMENTS_PER_CURVE, wanted)))


def ellipse_points(cx: float, cy: float, rx: float, ry: float, t0: float, sweep: float,
                   phi: float = 0.0, tol: float = FLATTEN_TOLERANCE, minimum: int = 1) -> list[tuple[float, float]]:
    """Points of an elliptical arc from angle t0 (excluded) over ``sweep`` radians (included)."""
    n = _arc_steps(max(rx, ry), sweep, tol, minimum)
    t = t0 + sweep * np.arange(1, n + 1) / n
    cs, sn = math.cos(phi), math.sin(phi)
    x, y = rx * np.cos(t), ry * np.sin(t)
    return list(zip((cx + cs * x - sn * y).tolist(), (cy + sn * x + cs * y).tolist()))


def flatten_arc(x1: float, y1: float, rx: float, ry: float, angle: float, large: bool, sweep: bool,
                x2: float, y2: float, tol: float = FLATTEN_TOLERANCE) -> list[tuple[float, float]]:
    """An SVG elliptical arc (endpoint parameterisation, SVG 1.1 F.6.5-F.6.6) as points after
    the start point."""
    if (x1, y1) == (x2, y2):
        return []
    rx, ry = abs(rx), abs(ry)
    if rx < MIN_ARC_RADIUS or ry < MIN_ARC_RADIUS:  # a straight line (SVG: radius 0)
        return [(x2, y2)]
    phi = math.radians(angle % 360.0)
    cs, sn = math.cos(phi), math.sin(phi)
    dx, dy = (x1 - x2) / 2.0, (y1 - y2) / 2.0
    x1p, y1p = cs * dx + sn * dy, -sn * dx + cs * dy
    grow = math.hypot(x1p / rx, y1p / ry)  # the square root of SVG's lambda
    if grow > 1:  # radii too small for the end points: scaled up just enough
        rx, ry = rx * grow, ry * grow
    num = rx * rx * ry * ry - rx * rx * y1p * y1p - ry * ry * x1p * x1p
    den = rx * rx * y1p * y1p + ry * ry * x1p * x1p
    coef = math.sqrt(max(0.0, num / den)) if den else 0.0
    if large == sweep:
        coef = -coef
    cxp, cyp = coef * rx * y1p / ry, -coef * ry * x1p / rx
    cx = cs * cxp - sn * cyp + (x1 + x2) / 2.0
    cy = sn * cxp + cs * cyp + (y1 + y2) / 2.0
    ux, uy = (x1p - cxp) / rx, (y1p - cyp) / ry
    vx, vy = (-x1p - cxp) / rx, (-y1p - cyp) / ry
    theta1 = math.atan2(uy, ux)
    dtheta = math.atan2(ux * vy - uy * vx, ux * vx + uy * vy)
    if not sweep and dtheta > 0:
        dtheta -= 2 * math.pi
    elif sweep and dtheta < 0:
        dtheta += 2 * math.pi
    pts = ellipse_points(cx, cy, rx, ry, theta1, dtheta, phi, tol)
    pts[-1] = (x2, y2)
    return pts


# ----------------------------------------------------------------------------------------------
# Path data
# ----------------------------------------------------------------------------------------------
_PATH_ARGS = {"M": 2, "L": 2, "H": 1, "V": 1, "C": 6, "S": 4, "Q": 4, "T": 2, "A": 7, "Z": 0}

Subpath = tuple[list[tuple[float, float]], bool]  # (points, closed)


def parse_path(d: str, tol: float = FLATTEN_TOLERANCE, max_points: int = MAX_PATH_POINTS) -> list[Subpath]:
    """Parse SVG path data into flattened subpaths ``(points, closed)``.

    All commands (M L H V C S Q T A Z, absolute and relative) and implicit repetition are
    supported; curves and arcs are flattened within ``tol``.  Raises :class:`PathDataError`
    with the character position on malformed data, or once the points (dropped one-point
    subpaths included) pass ``max_points``: each command adds at most MAX_SEGMENTS_PER_CURVE.
    """
    i, n = 0, len(d)
    subpaths: list[Subpath] = []
    points: list[tuple[float, float]] | None = None
    done = 0  # points of the finished subpaths
    x = y = 0.0
    start = (0.0, 0.0)
    cmd: str | None = None
    prev: str = ""  # previous command (upper case), for S and T
    ctrl: tuple[float, float] | None = None  # last control point, for S and T

    def skip() -> None:
        nonlocal i
        i = _SEPARATORS.match(d, i).end()

    def number() -> float:
        nonlocal i
        skip()
        m = _NUMBER.match(d, i)
        if not m:
            found = repr(d[i]) if i < n else "the end"
            raise PathDataError(f"bad path data: expected a number for {cmd!r} at character {i + 1}, found {found}")
        i = m.end()
        return _number(m.group(), "path data")

    def flag() -> bool:
        nonlocal i
        skip()
        if i < n and d[i] in "01":
            i += 1
            return d[i - 1] == "1"
        found = repr(d[i]) if i < n else "the end"
        raise PathDataError(f"bad path data: expected an arc flag 0 or 1 at character {i + 1}, found {found}")

    def finish(closed: bool) -> None:
        nonlocal points, done
        if points is not None:
            done += len(points)
            if len(points) >= 2:
                subpaths.append((points, closed))
        points = None

    while True:
        if done + len(points or ()) > max_points:
            raise too_many_points(max_points)
        skip()
        if i >= n:
            break
        ch = d[i]
        if ch.isalpha():
            if ch.upper() not in _PATH_ARGS:
                raise PathDataError(f"bad path data: unknown command {ch!r} at character {i + 1}")
            if cmd is None and ch.upper() != "M":
                raise PathDataError(f"bad path data: must start with a move command M, not {ch!r}")
            cmd = ch
            i += 1
        elif cmd is None:
            raise PathDataError(f"bad path data: must start with a move command M, found {ch!r} at character 1")
        elif cmd in "Zz":
            raise PathDataError(f"bad path data: numbers after a close command Z at character {i + 1}")
        up, rel = cmd.upper(), cmd.islower()
        ox, oy = (x, y) if rel else (0.0, 0.0)
        if up == "Z":
            if points is not None:
                if points[-1] != start:
                    points.append(start)
                finish(True)
            x, y = start
            prev, ctrl = "Z", None
            continue
        if up == "M":
            finish(False)
            x, y = number() + ox, number() + oy
            start = (x, y)
            points = [start]
            cmd = "l" if rel else "L"  # implicit pairs after a move are lines
            prev, ctrl = "M", None
            continue
        if points is None:  # drawing after Z without a move: a new subpath at the start point
            points = [(x, y)]
        if up == "L":
            x, y = number() + ox, number() + oy
            points.append((x, y))
            ctrl = None
        elif up == "H":
            x = number() + ox
            points.append((x, y))
            ctrl = None
        elif up == "V":
            y = number() + oy
            points.append((x, y))
            ctrl = None
        elif up in "CS":
            if up == "C":
                c1 = (number() + ox, number() + oy)
            else:
                c1 = (2 * x - ctrl[0], 2 * y - ctrl[1]) if prev in ("C", "S") and ctrl else (x, y)
            c2 = (number() + ox, number() + oy)
            end = (number() + ox, number() + oy)
            points.extend(flatten_cubic((x, y), c1, c2, end, tol))
            x, y = end
            ctrl = c2
        elif up in "QT":
            if up == "Q":
                c = (number() + ox, number() + oy)
            else:
                c = (2 * x - ctrl[0], 2 * y - ctrl[1]) if prev in ("Q", "T") and ctrl else (x, y)
            end = (number() + ox, number() + oy)
            points.extend(flatten_quadratic((x, y), c, end, tol))
            x, y = end
            ctrl = c
        elif up == "A":
            rx, ry, angle = number(), number(), number()
            large, sweep = flag(), flag()
            end = (number() + ox, number() + oy)
            points.extend(flatten_arc(x, y, rx, ry, angle, large, sweep, end[0], end[1], tol))
            x, y = end
            ctrl = None
        prev = up
    finish(False)
    return subpaths


# ----------------------------------------------------------------------------------------------
# Styles
# ----------------------------------------------------------------------------------------------
INHERITED = {"fill", "fill-rule", "stroke", "stroke-width", "font-size", "text-anchor", "visibility"}
STYLE_PROPERTIES = INHERITED | {"display", "opacity"}


def parse_declarations(text: str) -> dict[str, str]:
    out = {}
    for decl in text.split(";"):
        if ":" in decl:
            key, value = decl.split(":", 1)
            out[key.strip().lower()] = value.replace("!important", "").strip()
    return out


def parse_css(text: str) -> list[tuple[str, dict[str, str]]]:
    """Simple CSS rules of a ``<style>`` sheet: selectors ``tag``, ``.class``, ``#id``, ``*``.
    (Read in one pass: no regular expression that could backtrack over a huge sheet.)"""
    kept, pos = [], 0
    while (start := text.find("/*", pos)) >= 0 and (end := text.find("*/", start + 2)) >= 0:
        kept.append(text[pos:start])  # comments dropped; one left open is kept, as text
        pos = end + 2
    text = "".join(kept) + text[pos:]
    rules = []
    for block in text.split("}")[:-1]:
        head, brace, body = block.rpartition("{")
        selectors = head.rpartition("{")[2]  # the innermost rule of a nested block (@media)
        if not brace or not selectors.strip():
            continue
        decls = parse_declarations(body)
        for sel in selectors.split(","):
            sel = sel.strip()
            if re.fullmatch(r"[*]|[A-Za-z][\w-]*|[.#][\w-]+", sel):
                rules.append((sel, decls))
    return rules


# ----------------------------------------------------------------------------------------------
# Kinds (layer names)
# ----------------------------------------------------------------------------------------------
Kind = tuple[str, Any]  # (category, value): ("area", "woods"), ("hill", 2), ("line", "road")...


def _norm(name: str) -> str:
    return re.sub(r"[^a-z0-9]+", "_", name.lower()).strip("_")


def _kind_table() -> dict[str, Kind]:
    table: dict[str, Kind] = {}

    def add(kind: Kind, *names: str) -> None:
        for name in names:
            key = _norm(name)
            table[key] = kind
            table.setdefault(key.replace("_", ""), kind)

    plurals = {"marsh": "marshes", "gully": "gullies", "brush": "brushes", "woods": "wood",
               "water_barrier": "water_barriers"}
    for kind in AREA_KINDS:
        cat = "stream" if kind == "stream" else "area"
        add((cat, kind), kind, plurals.get(kind, kind + "s"))
    for b in ("major", "minor"):
        add(("area", f"bridge-{b}"), f"bridge-{b}", f"bridges-{b}", f"{b}-bridge", f"{b}-bridges")
    for level in range(1, 5):
        add(("hill", level), f"hill-{level}", f"hills-{level}", f"level-{level}", f"hill-level-{level}")
    for feature in ("road", "trail", "railway"):
        add(("line", feature), feature, feature + "s")
    add(("line", "railway"), "railroad", "railroads")
    for feature in ("wall", "hedge", "fence", "cliff"):
        add(("hexside", feature), feature, feature + "s")
    add(("objective", None), "objective", "objectives")
    add(("compass", None), "compass")
    add(("artillery", None), "artillery", "artillery-box", "artillery-boxes")
    add(("terrain", None), "terrain", "terrain-override", "terrain-overrides", "overrides")
    add(("meta", None), "meta")
    add(("background", None), "background")
    add(("ignore", None), "grid", "guides", "notes", "ignore")
    return table


KIND_TABLE = _kind_table()
_ALIASES_LONGEST_FIRST = sorted(KIND_TABLE, key=len, reverse=True)


def match_kind(name: str | None) -> tuple[Kind, bool, str] | None:
    """The kind a layer label or element id names: ``(kind, exact, rest)``.

    ``woods`` names woods exactly; ``woods-3``, ``woods_3`` and ``woods3`` name it by their
    prefix (the part before the first ``-``/``_``/digit), with ``rest`` = ``"3"``.
    Case-insensitive; spaces, hyphens and underscores are equivalent.
    """
    if not name:
        return None
    key = _norm(name)
    if key in KIND_TABLE:
        return KIND_TABLE[key], True, ""
    for alias in _ALIASES_LONGEST_FIRST:
        if key.startswith(alias) and len(key) > len(alias):
            nxt = key[len(alias)]
            if nxt == "_" or (nxt.isdigit() and not alias[-1].isdigit()):
                return KIND_TABLE[alias], False, key[len(alias):].lstrip("_")
    return None


def _groups_elements(kind: Kind | None) -> bool:
    """Kinds whose ``<g>`` groups make one thing: one building, objective or artillery box."""
    return kind is not None and (kind == ("area", "building") or kind[0] in ("objective", "artillery"))


# ----------------------------------------------------------------------------------------------
# Reading the element tree
# ----------------------------------------------------------------------------------------------
SHAPE_TAGS = {"path", "rect", "circle", "ellipse", "line", "polyline", "polygon"}
TEXT_TAGS = {"text", "flowRoot"}
CONTAINER_TAGS = {"g", "a", "switch", "svg"}
SKIPPED_TAGS = {"defs", "metadata", "title", "desc", "style", "script", "clipPath", "mask", "marker",
                "pattern", "linearGradient", "radialGradient", "filter", "symbol", "font", "font-face",
                "cursor", "view", "animate", "animateMotion", "animateTransform", "set"}


def _local(tag: str) -> tuple[str | None, str]:
    if tag.startswith("{"):
        ns, _, name = tag[1:].partition("}")
        return ns, name
    return None, tag


def _text_lines(el: ET.Element) -> list[str]:
    """The lines of a ``<text>`` (one per ``tspan`` with its own position or
    ``sodipodi:role="line"``) or of a flowed text (one per ``flowPara``)."""
    lines: list[list[str]] = [[el.text or ""]]
    for child in el:
        if not isinstance(child.tag, str):
            continue
        tag = _local(child.tag)[1]
        if tag == "flowRegion":
            continue
        if tag in ("flowPara", "flowDiv") or (tag == "tspan" and (
                child.get(SODIPODI_ROLE) == "line" or child.get("y") is not None or child.get("dy") is not None)):
            lines.append([])
        lines[-1].append("".join(child.itertext()))
        lines[-1].append(child.tail or "")
    return [" ".join("".join(parts).split()) for parts in lines if "".join(parts).strip()]


def _text_position(el: ET.Element, tag: str) -> tuple[float, float]:
    """Where a text starts (user units): the first x and y on it or its parts; a flowed text's frame."""
    x = y = None
    for node in [el] + [c for c in el.iter() if c is not el]:
        if x is None and node.get("x"):
            x = parse_numbers(node.get("x"), "x")[:1]  # type: ignore[arg-type]
            x = x[0] if x else None
        if y is None and node.get("y"):
            y = parse_numbers(node.get("y"), "y")[:1]  # type: ignore[arg-type]
            y = y[0] if y else None
    if (x is None or y is None) and tag == "flowRoot":
        box = next((c for c in el.iter() if isinstance(c.tag, str) and _local(c.tag)[1] == "rect"), None)
        if box is not None:
            x, y = parse_length(box.get("x"), 0.0), parse_length(box.get("y"), 0.0)
    return x or 0.0, y or 0.0


@dataclass
class _Context:
    kind: Kind | None = None
    layer: str = ""  # name of the nearest named group, for messages
    group: str | None = None  # key of the building / objective / artillery box being read
    style: dict[str, str] = field(default_factory=dict)
    opacity: float = 1.0


@dataclass
class _Item:
    elem: ET.Element
    tag: str
    kind: Kind
    ctm: Matrix  # element -> root user space
    style: dict[str, str]
    group: str | None
    opacity: float
    name: str
    layer: str


@dataclass
class _Group:
    key: str
    name: str
    number: int | None = None  # objective number from an id like objective-3
    shapes: list[_Item] = field(default_factory=list)
    texts: list[_Item] = field(default_factory=list)


class _Reader:
    def __init__(self, root: ET.Element, source: str, base_dir: Path | None, chart: TerrainChart,
                 deadline: float = math.inf):
        self.root = root
        self.source = source
        self.base_dir = base_dir
        self.chart = chart
        self.deadline = deadline  # time.monotonic() by which the import must be done
        self.where = ""  # the element being read, for an unexpected error
        self.warnings: list[str] = []
        self.more_warnings = 0  # warnings past MAX_WARNINGS, only counted
        self.items: list[_Item] = []
        self.groups: dict[str, _Group] = {}
        self.group_numbers: dict[str, int] = {}  # last number of a group key like building-3, per prefix
        self.css = self._stylesheets()
        self.by_id = {el.get("id"): el for el in root.iter() if el.get("id")}
        self.tag_counts: dict[str, int] = {}
        self.unknown: dict[str, list[str]] = {}
        self.clones = 0  # elements added by <use> clones
        self.points = 0  # points of all shapes
        self.drawing = Drawing()
        self.file_stem = ""
        self.grid = HexGrid(self.drawing.columns, self.drawing.rows)
        self.root_matrix: Matrix = IDENTITY
        self._subpath_cache: dict[int, list[tuple[np.ndarray, bool]]] = {}
        self._per_element: dict[tuple[Any, int], Any] = {}

    # -- messages -----------------------------------------------------------------------------
    def error(self, where: str, reason: str) -> SvgError:
        return SvgError(f"{self.source}: {where}: {reason}" if where else f"{self.source}: {reason}")

    def warn(self, where: str, reason: str) -> None:
        if len(self.warnings) >= MAX_WARNINGS:
            self.more_warnings += 1
            return
        self.warnings.append(f"{self.source}: warning: {where}: {reason}" if where
                             else f"{self.source}: warning: {reason}")

    def per_element(self, what: Any, el: ET.Element, read: Callable[[], T]) -> T:
        """``read()``, the ``what`` of ``el`` (its style, transform, path data...), done once
        however often the element is cloned: the clones share the result, time and memory."""
        key = (what, id(el))
        if key not in self._per_element:
            self._per_element[key] = read()
        return self._per_element[key]

    def check_time(self) -> None:
        if time.monotonic() > self.deadline:
            raise self.error(self.where, _too_slow())

    def describe(self, el: ET.Element, tag: str, layer: str) -> str:
        self.tag_counts[tag] = self.tag_counts.get(tag, 0) + 1
        if el.get("id"):
            return shorten(el.get("id"))  # type: ignore[arg-type]
        if el.get(INK_LABEL):
            return f"label {shorten(el.get(INK_LABEL))!r}"  # type: ignore[arg-type]
        where = f" in layer {layer!r}" if layer else ""
        return f"<{shorten(tag)}> no. {self.tag_counts[tag]}{where}"

    # -- styles -------------------------------------------------------------------------------
    def _stylesheets(self) -> dict[str, list[tuple[int, dict[str, str]]]]:
        """The rules of the ``<style>`` sheets by selector, each with its place in the sheets."""
        rules: dict[str, list[tuple[int, dict[str, str]]]] = {}
        order = 0
        for el in self.root.iter():
            if isinstance(el.tag, str) and _local(el.tag)[1] == "style":
                for sel, decls in parse_css("".join(el.itertext())):
                    rules.setdefault(sel, []).append((order, decls))
                    order += 1
        return rules

    def own_style(self, el: ET.Element, tag: str) -> dict[str, str]:
        """The element's own style properties: attributes, then style sheets, then ``style``."""
        own: dict[str, str] = {k: v.strip() for k, v in el.attrib.items() if k in STYLE_PROPERTIES}
        classes = dict.fromkeys((el.get("class") or "").split())
        selectors = (("*", tag), tuple(f".{c}" for c in classes), (f"#{el.get('id')}",) if el.get("id") else ())
        ranked = sorted((rank, order, decls) for rank, sels in enumerate(selectors)
                        for sel in sels for order, decls in self.css.get(sel, ()))
        for _rank, _order, decls in ranked:
            own.update(decls)
        if el.get("style"):
            own.update(parse_declarations(el.get("style")))  # type: ignore[arg-type]
        return own

    def style_of(self, el: ET.Element, tag: str, parent: dict[str, str]) -> dict[str, str]:
        own = self.per_element("style", el, lambda: self.own_style(el, tag))
        out = {k: v for k, v in parent.items() if k in INHERITED}
        for k, v in own.items():
            if v == "inherit":
                if k in parent:
                    out[k] = parent[k]
            else:
                out[k] = v
        return out

    # -- walking ------------------------------------------------------------------------------
    def walk(self) -> None:
        ctx = _Context(style=self.style_of(self.root, "svg", {}))
        for child in self.root:
            self.visit(child, IDENTITY, ctx, (), 1, top=True)

    def own_kind(self, el: ET.Element, container: bool) -> tuple[Kind, bool, str] | None:
        names = (el.get(INK_LABEL), el.get("id")) if container else (el.get("id"), el.get(INK_LABEL))
        for name in names:
            m = match_kind(name)
            if m:
                return m
        return None

    def new_group(self, el: ET.Element, name: str, number: int | None, kind: Kind) -> str:
        """A new building / objective / artillery box; its key is the element id (or label),
        else the kind and a number (``building-2``)."""
        key = el.get("id") or el.get(INK_LABEL)
        if not key or key in self.groups:
            prefix = "building" if kind[0] == "area" else kind[0]
            k = self.group_numbers.get(prefix, 0) + 1  # the numbers below are all taken
            while (key := f"{prefix}-{k}") in self.groups or key in self.by_id:
                k += 1
            self.group_numbers[prefix] = k
        self.groups[key] = _Group(key, name, number)
        return key

    def visit(self, el: ET.Element, ctm: Matrix, ctx: _Context, uses: tuple[str, ...], depth: int,
              top: bool = False) -> None:
        """Read one element and its children.  ``uses``: the ids of the clones it is read through;
        ``depth``: its nesting depth, through clones too.  ``top``: a child of the root, whose name
        (for messages) is a layer name even in editors without Inkscape's layers."""
        if not isinstance(el.tag, str):
            return  # comment or processing instruction
        ns, tag = _local(el.tag)
        if ns not in (None, SVG_NS) or (tag in SKIPPED_TAGS and not (tag == "symbol" and uses)):
            return
        self.check_time()
        style = self.style_of(el, tag, ctx.style)
        if style.get("display", "").strip() == "none":
            return
        name = self.where = self.describe(el, tag, ctx.layer)
        if depth > MAX_NESTING_DEPTH:
            raise self.error(name, f"elements nested too deep (through clones): the limit is {MAX_NESTING_DEPTH} "
                                   "levels")
        if uses:
            self.clones += 1
            if self.clones > MAX_CLONE_ELEMENTS:
                raise self.error(name, f"clones (<use>) add too many elements: the limit is {MAX_CLONE_ELEMENTS:,} "
                                       "cloned elements per file")
        try:
            ctm = mat_mul(ctm, self.per_element("transform", el, lambda: parse_transform(el.get("transform"))))
            if tag == "svg" or tag == "use":
                ctm = mat_mul(ctm, translate(parse_length(el.get("x"), 0.0), parse_length(el.get("y"), 0.0)))
            check_matrix(ctm)
        except ValueError as exc:
            raise self.error(name, str(exc)) from None
        try:
            opacity = ctx.opacity * min(1.0, max(0.0, float(style.get("opacity", "1").strip() or 1)))
        except ValueError:
            opacity = ctx.opacity
        kind, group, layer = ctx.kind, ctx.group, ctx.layer
        container = tag in CONTAINER_TAGS or tag == "symbol" or tag == "use"
        match = self.own_kind(el, container)
        number = None
        if match:
            new_kind, exact, rest = match
            if new_kind != kind:
                group = None
            kind = new_kind
            if new_kind[0] == "objective" and re.match(r"\d+", rest):
                number = whole_number(re.match(r"\d+", rest).group())  # type: ignore[union-attr]
        if kind is not None and kind[0] == "ignore":
            return
        if container:
            is_layer = el.get(INK_GROUPMODE) == "layer" or bool(match and match[1])
            if is_layer:
                layer, group = shorten(el.get(INK_LABEL) or el.get("id") or layer), None
            elif top and kind is None:
                layer = shorten(el.get(INK_LABEL) or el.get("id") or layer)
            elif _groups_elements(kind) and group is None:
                group = self.new_group(el, name, number, kind)
            child_ctx = _Context(kind, layer, group, style, opacity)
            if tag == "use":
                href = el.get(f"{{{XLINK_NS}}}href") or el.get("href") or ""
                target = self.by_id.get(href[1:]) if href.startswith("#") else None
                if target is None:
                    self.warn(name, f"clone of {shorten(href or 'nothing')!r}: the original was not found; ignored")
                    return
                if href[1:] in uses:
                    raise self.error(name, f"clone of itself (a loop of clones through {shorten(href)!r})")
                if len(uses) >= MAX_CLONE_DEPTH:
                    raise self.error(name, f"clones of clones nested too deep: the limit is {MAX_CLONE_DEPTH} levels")
                self.visit(target, ctm, child_ctx, uses + (href[1:],), depth + 1)
                return
            if tag == "svg" and el.get("viewBox"):
                self.warn(name, "nested <svg> with its own viewBox: the viewBox is ignored")
            for child in el:
                self.visit(child, ctm, child_ctx, uses, depth + 1)
            return
        if tag not in SHAPE_TAGS and tag not in TEXT_TAGS and tag != "image":
            self.warn(name, f"<{tag}> elements are not read by the importer; ignored")
            return
        if kind is None:
            self.unknown.setdefault(layer, []).append(name)
            return
        if len(self.items) >= MAX_SHAPES:
            raise self.error(name, f"too many shapes and texts: the limit is {MAX_SHAPES:,} per file (clones included)")
        if _groups_elements(kind) and group is None:
            group = self.new_group(el, name, number, kind)
        elif group is not None and number is not None and self.groups[group].number is None:
            self.groups[group].number = number
        item = _Item(el, tag, kind, ctm, style, group, opacity, name, layer)
        if group is not None:
            (self.groups[group].texts if tag in TEXT_TAGS else self.groups[group].shapes).append(item)
        self.items.append(item)

    def report_unknown(self) -> None:
        known = "building, woods, water barrier, marsh, stream, gully, brush, orchard, field, bridge-major, " \
                "bridge-minor, hill-1..hill-4, road, trail, railway, wall, hedge, fence, cliff, objectives, " \
                "compass, artillery, terrain, meta, background (or grid/guides/notes/ignore)"
        for layer, names in self.unknown.items():
            where = f"layer {layer!r}" if layer else "outside any layer"
            for name in names[:MAX_UNKNOWN_WARNINGS]:
                self.warn(name, f"unknown kind: neither its id nor its layer ({where}) names a kind of map "
                                f"feature; ignored. Kinds: {known}")
            if len(names) > MAX_UNKNOWN_WARNINGS:
                self.warn(where, f"{len(names) - MAX_UNKNOWN_WARNINGS} more elements of unknown kind ignored")

    # -- geometry -----------------------------------------------------------------------------
    def subpaths(self, item: _Item, m: Matrix | None = None) -> list[tuple[np.ndarray, bool]]:
        """The element's outline(s) in map units: ``[(points (N, 2), closed)]``."""
        key = id(item)
        if key not in self._subpath_cache:
            subs = self._subpaths(item, self.map_matrix(item) if m is None else m)
            self.points += sum(len(p) for p, _closed in subs)
            if self.points > MAX_TOTAL_POINTS:
                raise self.error(item.name, f"too many points in all shapes together (curves flattened): the limit "
                                            f"is {MAX_TOTAL_POINTS:,} points per file")
            self._subpath_cache[key] = subs
        return self._subpath_cache[key]

    def _subpaths(self, item: _Item, m: Matrix) -> list[tuple[np.ndarray, bool]]:
        el, tag = item.elem, item.tag
        scale = matrix_scale(m)
        if scale <= 1e-12:
            return []
        tol = FLATTEN_TOLERANCE / scale

        def length(attr: str, default: float | None = 0.0) -> float:
            value = parse_length(el.get(attr), default)
            if value is None:
                raise PathDataError(f"the {attr} attribute is missing")
            return value

        raw: list[Subpath]
        if tag == "path":
            raw = self.per_element(("path", tol), el, lambda: parse_path(el.get("d") or "", tol))
        elif tag == "rect":
            x, y, w, h = length("x"), length("y"), length("width"), length("height")
            if w <= 0 or h <= 0:
                return []
            rx, ry = parse_length(el.get("rx")), parse_length(el.get("ry"))
            rx = ry if rx is None else rx
            ry = rx if ry is None else ry
            rx, ry = min(max(rx or 0.0, 0.0), w / 2), min(max(ry or 0.0, 0.0), h / 2)
            if rx > 0 and ry > 0:
                pts: list[tuple[float, float]] = [(x + w - rx, y)]
                half = math.pi / 2
                for cx, cy, t0, nxt in ((x + w - rx, y + ry, -half, (x + w, y + h - ry)),
                                        (x + w - rx, y + h - ry, 0.0, (x + rx, y + h)),
                                        (x + rx, y + h - ry, half, (x, y + ry)),
                                        (x + rx, y + ry, math.pi, (x + w - rx, y))):
                    pts.extend(ellipse_points(cx, cy, rx, ry, t0, half, 0.0, tol))
                    pts.append(nxt)
            else:
                pts = [(x, y), (x + w, y), (x + w, y + h), (x, y + h), (x, y)]
            raw = [(pts, True)]
        elif tag in ("circle", "ellipse"):
            cx, cy = length("cx"), length("cy")
            if tag == "circle":
                rx = ry = length("r")
            else:
                rx, ry = parse_length(el.get("rx")), parse_length(el.get("ry"))
                rx, ry = (ry if rx is None else rx), (rx if ry is None else ry)  # SVG 2: auto = the other
                if rx is None or ry is None:
                    raise PathDataError("an ellipse needs rx and ry")
            if rx <= 0 or ry <= 0:
                return []
            pts = ellipse_points(cx, cy, rx, ry, 0.0, 2 * math.pi, 0.0, tol, minimum=8)
            raw = [([pts[-1]] + pts, True)]
        elif tag == "line":
            raw = [([(length("x1"), length("y1")), (length("x2"), length("y2"))], False)]
        else:  # polyline, polygon
            nums = parse_numbers(el.get("points") or "", "points", 2 * MAX_PATH_POINTS)
            if len(nums) % 2:
                raise PathDataError("bad points: an odd number of coordinates")
            pts = list(zip(nums[0::2], nums[1::2]))
            if tag == "polygon" and len(pts) > 2:
                pts.append(pts[0])
            raw = [(pts, tag == "polygon")] if len(pts) >= 2 else []
        return [(to_map_units(m, np.array(p, dtype=float)), closed) for p, closed in raw if len(p) >= 2]

    def area_geometry(self, item: _Item, m: Matrix):
        """Closed shapes: every subpath is a ring (an open one is closed, as a fill would be);
        holes by the even-odd rule (a ring inside another is a hole, inside that an island)."""
        result = None
        for pts, closed in self.subpaths(item, m):
            if len(np.unique(pts, axis=0)) < 3:
                continue
            gap = float(np.hypot(*(pts[0] - pts[-1])))
            if not closed and gap > OPEN_OUTLINE_GAP:
                self.warn(item.name, f"open outline (ends {gap:.0f} units apart) closed with a straight line")
            ring = shapely.make_valid(Polygon(pts))
            polys = [g for g in getattr(ring, "geoms", [ring]) if isinstance(g, (Polygon, MultiPolygon))]
            ring = shapely.union_all(polys) if polys else Polygon()
            result = ring if result is None else shapely.symmetric_difference(result, ring)
        if result is None or result.is_empty or result.area < MIN_PIECE_AREA:
            self.warn(item.name, "a shape with no area; ignored")
            return None
        return shapely.make_valid(result)

    def line_points(self, item: _Item, m: Matrix) -> list[list[tuple[float, float]]]:
        out = []
        for pts, _closed in self.subpaths(item, m):
            keep = np.vstack((pts[:1], pts[1:][np.any(pts[1:] != pts[:-1], axis=1)]))  # repeated points dropped
            if len(keep) >= 2:
                out.append(list(map(tuple, keep.tolist())))
        if not out:
            self.warn(item.name, "a line with no length; ignored")
        return out

    @property
    def field_box(self) -> Polygon:
        """The hex field and one hex around it: what lies further out is cut off."""
        return shapely.box(-HEX_HEIGHT, -HEX_HEIGHT, self.grid.width + HEX_HEIGHT, self.grid.height + HEX_HEIGHT)

    def clipped(self, lines: list[list[tuple[float, float]]]) -> list[list[tuple[float, float]]]:
        """Lines cut to :attr:`field_box` (a road may run off the map edge)."""
        box = self.field_box
        out = []
        for pts in lines:
            if shapely.covers(box, shapely.points(pts)).all():
                out.append(pts)
                continue
            cut = shapely.LineString(pts).intersection(box)
            for part in getattr(cut, "geoms", [cut]):
                if isinstance(part, shapely.LineString) and part.length > 0:
                    out.append([(float(x), float(y)) for x, y in part.coords])
        return out

    def stroke_width(self, item: _Item, m: Matrix) -> float | None:
        text = item.style.get("stroke-width")
        if not text or item.style.get("stroke", "").strip() == "none":
            return None
        try:
            width = parse_length(text)
        except ValueError:
            self.warn(item.name, f"stroke-width {shorten(text)!r} not understood; the chart width is used")
            return None
        a, b, c, d, _e, _f = m
        width = (width or 0.0) * math.sqrt(abs(a * d - b * c))
        if width <= 0:
            return None
        if width > MAX_LINE_WIDTH:
            self.warn(item.name, f"stroke width {width:.1f} is wider than {MAX_LINE_WIDTH:g} map units; "
                                 "the chart width is used")
            return None
        return round(width, 2)

    def bbox(self, items: list[_Item]) -> tuple[float, float, float, float] | None:
        pts = [p for it in items for p, _c in self.subpaths(it)]
        if not pts:
            return None
        allp = np.vstack(pts)
        return float(allp[:, 0].min()), float(allp[:, 1].min()), float(allp[:, 0].max()), float(allp[:, 1].max())

    # -- texts ----------------------------------------------------------------------------------
    def text_lines(self, el: ET.Element) -> list[str]:
        """The lines of a text (:func:`_text_lines`), read once for all its clones."""
        return self.per_element("lines", el, lambda: _text_lines(el))

    def text_centre(self, item: _Item) -> tuple[float, float]:
        """Rough centre of a text in map units (no font metrics: 0.6 em per character)."""
        x, y = self.per_element("position", item.elem, lambda: _text_position(item.elem, item.tag))
        try:
            size = parse_length(item.style.get("font-size"), 16.0) or 16.0
        except ValueError:
            size = 16.0
        text = max(self.text_lines(item.elem), key=len, default="")
        width = 0.6 * size * len(text)
        anchor = item.style.get("text-anchor", "start")
        cx = x + (0.0 if anchor == "middle" else -width / 2 if anchor == "end" else width / 2)
        pt = to_map_units(self.map_matrix(item), np.array([[cx, y - 0.35 * size]]))[0]
        return float(pt[0]), float(pt[1])

    # -- the page ---------------------------------------------------------------------------------
    def map_matrix(self, item: _Item) -> Matrix:
        return mat_mul(self.root_matrix, item.ctm)

    def page(self) -> tuple[float, float, float, float] | None:
        """(min x, min y, width, height) of the page in user units, from viewBox or width/height."""
        try:
            if self.root.get("viewBox"):
                vb = parse_numbers(self.root.get("viewBox"), "viewBox")  # type: ignore[arg-type]
                if len(vb) != 4 or vb[2] <= 0 or vb[3] <= 0:
                    raise PathDataError(f"bad viewBox {shorten(self.root.get('viewBox'))!r}: "
                                        "expected 'min-x min-y width height'")
                return vb[0], vb[1], vb[2], vb[3]
            w, h = self.root.get("width", ""), self.root.get("height", "")
            if w and h and "%" not in w + h:
                pw, ph = parse_length(w), parse_length(h)
                if pw and ph and pw > 0 and ph > 0:
                    return 0.0, 0.0, pw, ph
        except ValueError as exc:
            raise self.error("page", str(exc)) from None
        return None

    @staticmethod
    def grid_for_page(width: float, height: float) -> tuple[int, int] | None:
        cols = round((width / HEX_RADIUS - 2.0) / 1.5 + 1)
        for rows in {round(height / HEX_HEIGHT - 0.5), round(height / HEX_HEIGHT)}:
            if 1 <= cols <= 26 and 1 <= rows <= 99:
                g = HexGrid(cols, rows)
                if abs(g.width / width - 1) < 0.005 and abs(g.height / height - 1) < 0.005:
                    return cols, rows
        return None

    # -- the pieces -----------------------------------------------------------------------------
    def read_meta(self) -> None:
        keys = {"id": "id", "name": "name", "title": "name", "description": "description", "author": "author",
                "licence": "licence", "license": "licence", "columns": "columns", "rows": "rows"}
        for edge in EDGES:
            keys[f"edge_{edge}"] = keys[f"{edge}_edge"] = f"edge-{edge}"
        values: dict[str, str] = {}
        for item in (it for it in self.items if it.kind[0] == "meta"):
            if item.tag not in TEXT_TAGS:
                self.warn(item.name, "only texts ('key: value' lines) are read in the meta layer; ignored")
                continue
            last = None
            for line in self.text_lines(item.elem):
                m = re.match(r"\s*([A-Za-z][A-Za-z _-]*?)\s*:(.*)$", line)
                key = keys.get(_norm(m.group(1))) if m else None
                if key is None:
                    if last is not None and last in ("description", "name"):
                        values[last] = (values[last] + " " + line.strip()).strip()
                    else:
                        self.warn(item.name, f"meta line {shorten(line)!r} is not 'key: value' with a known key "
                                             f"({', '.join(sorted(set(keys.values())))}); ignored")
                    continue
                if key in values and values[key] and m.group(2).strip():
                    self.warn(item.name, f"meta key {key!r} given twice; the later value is used")
                values[key] = m.group(2).strip()
                last = key
        dr = self.drawing
        page = self.page()
        for key in ("columns", "rows"):
            if values.get(key):
                if not re.fullmatch(r"[+-]?\d+", values[key]):
                    raise self.error("meta", f"{key} must be a whole number, not {shorten(values[key])!r}")
                values[key] = str(whole_number(values[key]))
        if values.get("columns") and values.get("rows"):
            dr.columns, dr.rows = int(values["columns"]), int(values["rows"])
        else:
            guess = self.grid_for_page(page[2], page[3]) if page else None
            dr.columns, dr.rows = guess or (dr.columns, dr.rows)
            if values.get("columns"):
                dr.columns = int(values["columns"])
            if values.get("rows"):
                dr.rows = int(values["rows"])
        if not (1 <= dr.columns <= 26 and 1 <= dr.rows <= 99):
            raise self.error("meta", f"a map has 1..26 columns and 1..99 rows, not {dr.columns}x{dr.rows}")
        if values.get("id"):
            if not MAP_ID.match(values["id"]) or len(values["id"]) > 64:
                raise self.error("meta", f"id {shorten(values['id'])!r} must be lower-case letters, digits, '-' and "
                                         "'_' (at most 64, like 'hill-203')")
            dr.id = values["id"]
        elif self.base_dir is not None and self.file_stem:
            slug = re.sub(r"[^a-z0-9_-]+", "-", self.file_stem.lower()).strip("-_")[:64]
            if slug and MAP_ID.match(slug):
                dr.id = slug
                self.warn("meta", f"no 'id:' line in the meta layer; the id {slug!r} is taken from the file name")
        if values.get("name"):
            dr.name = values["name"][:120]
        for key in ("description", "author", "licence"):
            if values.get(key):
                setattr(dr, key, values[key])
        for edge in EDGES:
            if values.get(f"edge-{edge}"):
                dr.edges[edge] = values[f"edge-{edge}"]

    def set_root_matrix(self) -> None:
        """User units -> map units: the page (viewBox, else width x height) is the hex field."""
        grid = HexGrid(self.drawing.columns, self.drawing.rows)
        self.grid = grid
        page = self.page()
        self.root_matrix = IDENTITY
        if page is None:
            return
        minx, miny, w, h = page
        sx, sy = grid.width / w, grid.height / h
        if not 1 / MAX_COORDINATE <= sx <= MAX_COORDINATE:
            raise self.error("page", f"the page is {w:g} x {h:g} user units: it would be scaled by {sx:.3g} to the "
                                     f"{grid.width:.1f} x {grid.height:.1f} map units of the map; the limit is a "
                                     f"scale of 1/{MAX_COORDINATE:,.0f}..{MAX_COORDINATE:,.0f}")
        if abs(sx / sy - 1) > PAGE_ASPECT_TOLERANCE:
            raise self.error("page", (
                f"the page is {w:g} x {h:g} user units, which is not the shape of a {grid.columns}x{grid.rows} "
                f"hex map ({grid.width:.3f} x {grid.height:.3f} map units): set the viewBox to "
                f"\"0 0 {grid.width:.3f} {grid.height:.3f}\", or fix 'columns:'/'rows:' in the meta layer"))
        if abs(sx - 1) < 1e-6 and abs(sy - 1) < 1e-6:
            sx = sy = 1.0
        elif abs(sx - 1) > 0.01:
            self.warn("page", f"the page is {w:g} x {h:g} user units; the drawing is scaled by {sx:.4g} "
                               f"to the {grid.width:.1f} x {grid.height:.1f} map units of a "
                               f"{grid.columns}x{grid.rows} map")
        self.root_matrix = (sx, 0.0, 0.0, sy, -minx * sx, -miny * sy)

    def read_shapes(self) -> None:
        dr = self.drawing
        buildings: dict[str, list] = {}
        for item in self.items:
            self.where = item.name
            self.check_time()
            try:
                self.read_shape(item, buildings)
            except SvgError:
                raise
            except (ValueError, GEOSException) as exc:
                raise self.error(item.name, str(exc)) from None
        for key, geoms in buildings.items():
            dr.areas.append(Area("building", shapely.make_valid(shapely.union_all(geoms)), key))

    def read_shape(self, item: _Item, buildings: dict[str, list]) -> None:
        dr = self.drawing
        cat, value = item.kind
        if cat in ("meta", "objective", "compass", "artillery"):
            return
        if cat == "terrain":
            if item.tag in TEXT_TAGS:
                self.read_override(item)
            else:
                self.warn(item.name, "the terrain layer holds texts like 'C4 brush' or 'F7 level 2'; "
                                     "this shape is ignored (draw terrain in the layer of its kind)")
            return
        if cat == "background":
            if item.tag == "image":
                self.read_background(item)
            else:
                self.warn(item.name, "only an <image> is read in the background layer; ignored")
            return
        if item.tag in TEXT_TAGS:
            self.warn(item.name, f"text in a {self.kind_name(item.kind)} layer ignored (texts belong in the "
                                 "objectives, terrain, meta or notes layers)")
            return
        if item.tag == "image":
            self.warn(item.name, "an image outside the background layer; ignored")
            return
        box = self.bbox([item])
        if box is not None and (box[2] < 0 or box[3] < 0 or box[0] > self.grid.width or box[1] > self.grid.height):
            self.warn(item.name, f"lies entirely off the page: its box ({box[0]:.0f}, {box[1]:.0f})..({box[2]:.0f}, "
                                 f"{box[3]:.0f}) is outside the hex field (0, 0)..({self.grid.width:.0f}, "
                                 f"{self.grid.height:.0f}); ignored")
            return
        m = self.map_matrix(item)
        if cat == "stream":
            subs = self.subpaths(item, m)
            as_line = item.style.get("fill", "").strip() == "none" or item.tag in ("line", "polyline") or any(
                not closed for _p, closed in subs)
            cat = "line" if as_line else "area"
        if cat == "area":
            geom = self.area_geometry(item, m)
            if geom is None:
                return
            if value == "building":
                buildings.setdefault(item.group or "", []).append(geom)
            else:
                dr.areas.append(Area(value, geom, item.elem.get("id") or ""))
        elif cat == "hill":
            geom = self.area_geometry(item, m)
            if geom is not None:
                geom = geom.intersection(self.field_box)  # only the map matters (and the schema's range)
                if geom.area >= MIN_PIECE_AREA:
                    dr.hills.append((value, geom))
        elif cat in ("line", "hexside"):
            width = self.stroke_width(item, m) if cat == "line" else None
            base = item.elem.get("id") or ""
            for k, pts in enumerate(self.clipped(self.line_points(item, m))):
                sid = base if k == 0 or not base else f"{base}-{k + 1}"
                stroke = Stroke(value, pts, width, sid)
                (dr.lines if cat == "line" else dr.hexside_strokes).append(stroke)

    @staticmethod
    def kind_name(kind: Kind) -> str:
        cat, value = kind
        if cat == "hill":
            return f"hill-{value}"
        return str(value) if value else cat

    def terrain_id(self, text: str) -> str | None:
        key = _norm(text)
        for tid, t in self.chart.terrain.items():
            if key in (tid, _norm(t.name), tid + "s", tid.replace("_", "")):
                return tid
        return None

    def read_override(self, item: _Item) -> None:
        dr = self.drawing
        for line in self.text_lines(item.elem):
            m = re.match(r"\s*([A-Za-z])\s*(\d{1,2})\b\s*[:=]?\s*(.*)$", line)
            if not m or not m.group(3).strip():
                raise self.error(item.name, f"terrain override {shorten(line)!r} is not like 'C4 brush' or "
                                            "'F7 level 2'")
            hid = f"{m.group(1).upper()}{int(m.group(2))}"
            try:
                self.grid.hex(hid)
            except ValueError as exc:
                raise self.error(item.name, f"terrain override {shorten(line)!r}: {exc}") from None
            for part in re.split(r"[,;]|\band\b", m.group(3)):
                part = part.strip()
                if not part:
                    continue
                lv = re.fullmatch(r"(?:level|lvl|l)\s*(-?\d+)", part, flags=re.I)
                if lv:
                    level = whole_number(lv.group(1))
                    if not 0 <= level <= 4:
                        raise self.error(item.name, f"terrain override {shorten(line)!r}: level must be 0..4")
                    if hid in dr.level_overrides and dr.level_overrides[hid] != level:
                        self.warn(item.name, f"hex {hid}: level overridden twice; the later value is used")
                    dr.level_overrides[hid] = level
                    continue
                tid = self.terrain_id(part)
                if tid is None or tid == "bridge":
                    choices = ", ".join(t for t in self.chart.priority_order() if t != "bridge")
                    why = "draw bridges in a bridge-major / bridge-minor layer" if tid == "bridge" \
                        else f"one of {choices}, or 'level N'"
                    raise self.error(item.name, f"terrain override {shorten(line)!r}: unknown terrain "
                                                f"{shorten(part)!r} ({why})")
                if hid in dr.terrain_overrides and dr.terrain_overrides[hid] != tid:
                    self.warn(item.name, f"hex {hid}: terrain overridden twice; the later value is used")
                dr.terrain_overrides[hid] = tid

    def read_background(self, item: _Item) -> None:
        el = item.elem
        if self.drawing.background is not None:
            self.warn(item.name, "a second background image; ignored")
            return
        href = (el.get(f"{{{XLINK_NS}}}href") or el.get("href") or "").strip()
        if not href:
            self.warn(item.name, "a background image without a link; ignored")
            return
        if href.startswith("data:"):
            self.warn(item.name, "the background image is embedded in the SVG; save it as a file beside the "
                                 "map and link it instead (in Inkscape: import with 'link'); ignored")
            return
        if href.startswith("file://"):
            href = href[7:]
        try:
            x, y = parse_length(el.get("x"), 0.0), parse_length(el.get("y"), 0.0)
            w, h = parse_length(el.get("width")), parse_length(el.get("height"))
        except ValueError as exc:
            raise self.error(item.name, str(exc)) from None
        if not w or not h or w <= 0 or h <= 0:
            self.warn(item.name, "a background image needs width and height; ignored")
            return
        m = self.map_matrix(item)
        if abs(m[1]) > 1e-9 or abs(m[2]) > 1e-9:
            self.warn(item.name, "the background image is rotated or skewed; its bounding box is used")
        corners = to_map_units(m, np.array([[x, y], [x + w, y], [x, y + h], [x + w, y + h]]))
        x0, y0 = corners.min(axis=0)
        x1, y1 = corners.max(axis=0)
        bg: dict[str, Any] = {"image": href, "x": round(float(x0), 3), "y": round(float(y0), 3),
                              "width": round(float(x1 - x0), 3), "height": round(float(y1 - y0), 3)}
        if item.opacity < 1:
            bg["opacity"] = round(item.opacity, 3)
        self.drawing.background = bg

    def read_objectives(self) -> None:
        grid = self.grid
        groups = [g for g in self.groups.values() if g.shapes or g.texts]
        groups = [g for g in groups if (g.shapes or g.texts)[0].kind[0] == "objective"]
        markers: list[tuple[_Group, int | None, tuple[float, float], tuple[float, float, float, float] | None]] = []
        loose: list[tuple[_Group, int | None, tuple[float, float]]] = []
        for g in groups:
            number = g.number
            if number is None:
                for t in g.texts:
                    found = re.search(r"\d+", " ".join(self.text_lines(t.elem)))
                    if found:
                        number = whole_number(found.group())
                        break
            box = self.bbox(g.shapes) if g.shapes else None
            if box is None:
                if not g.texts:
                    continue
                centre = self.text_centre(g.texts[0])
                loose.append((g, number, centre))
            else:
                markers.append((g, number, ((box[0] + box[2]) / 2, (box[1] + box[3]) / 2), box))
        # A loose number near a marker without one numbers that marker.
        found_markers = []
        used = set()
        for g, number, centre, box in markers:
            self.check_time()
            if number is None:
                best = None
                for j, (_tg, tnum, (tx, ty)) in enumerate(loose):
                    if j in used or tnum is None:
                        continue
                    r = OBJECTIVE_TEXT_REACH
                    if box[0] - r <= tx <= box[2] + r and box[1] - r <= ty <= box[3] + r:
                        dist = math.hypot(tx - centre[0], ty - centre[1])
                        if best is None or dist < best[0]:
                            best = (dist, j, tnum)
                if best is not None:
                    used.add(best[1])
                    number = best[2]
            found_markers.append((g, number, centre))
        found_markers += [entry for j, entry in enumerate(loose) if j not in used]
        seen: dict[int, str] = {}
        for g, number, (x, y) in found_markers:
            if number is None:
                raise self.error(g.name, "objective without a number: put a text 1..5 in its group or beside it, "
                                         "or give it an id like objective-3")
            if not 1 <= number <= 5:
                raise self.error(g.name, f"objective number {number}: objectives are numbered 1..5 (2.3)")
            if number in seen:
                raise self.error(g.name, f"objective {number} appears twice (also {seen[number]})")
            hid = grid.hex_at(x, y)
            if hid is None:
                raise self.error(g.name, f"objective {number} at ({x:.0f}, {y:.0f}) is not inside a hex of the "
                                         f"{grid.columns}x{grid.rows} map")
            seen[number] = g.name
            self.drawing.objectives[number] = hid

    def read_compass(self) -> None:
        items = [it for it in self.items if it.kind[0] == "compass"]
        shapes = [it for it in items if it.tag in SHAPE_TAGS]
        box = self.bbox(shapes) if shapes else None
        if box is not None:
            self.drawing.compass = ((box[0] + box[2]) / 2, (box[1] + box[3]) / 2)
        elif items:
            pts = np.array([self.text_centre(it) for it in items if it.tag in TEXT_TAGS] or [[np.nan, np.nan]])
            if not np.isnan(pts).any():
                self.drawing.compass = (float(pts[:, 0].mean()), float(pts[:, 1].mean()))

    def read_artillery(self) -> None:
        grid = self.grid
        corners = {"top-left": (0.0, 0.0), "top-right": (grid.width, 0.0),
                   "bottom-left": (0.0, grid.height), "bottom-right": (grid.width, grid.height)}
        boxes: dict[str, str] = {}
        for g in self.groups.values():
            if not g.shapes or g.shapes[0].kind[0] != "artillery":
                continue
            box = self.bbox(g.shapes)
            if box is None:
                continue
            cx, cy = (box[0] + box[2]) / 2, (box[1] + box[3]) / 2
            corner = min(CORNER_NAMES, key=lambda c: math.hypot(cx - corners[c][0], cy - corners[c][1]))
            if corner in boxes:
                self.warn(g.name, f"a second artillery box in the {corner} corner (also {boxes[corner]}); ignored")
                continue
            boxes[corner] = g.name
        if len(boxes) > 2:
            raise self.error("artillery", f"a map has two artillery boxes, not {len(boxes)} "
                                          f"({', '.join(boxes.values())})")
        self.drawing.artillery_boxes = [c for c in CORNER_NAMES if c in boxes]

    def check_work(self) -> None:
        """Refuse a drawing too big to be cut into hexes in time (see MAX_HEX_WORK)."""
        hexes = self.grid.columns * self.grid.rows
        work = (self.points + SHAPE_WORK * len(self.items)) * hexes
        if work > MAX_HEX_WORK:
            raise self.error("", f"too much to cut into the hexes of a {self.grid.columns}x{self.grid.rows} map: "
                                 f"({self.points:,} points + {SHAPE_WORK} x {len(self.items):,} shapes and texts) x "
                                 f"{hexes:,} hexes is over the limit of {MAX_HEX_WORK:,}")

    def check_crossings(self) -> None:
        """Refuse outlines of areas, hills, streams and hexside features that cross so often that
        making them valid and cutting them into hexes would not end in time: that work (in GEOS,
        which cannot be interrupted) grows with the crossings, mending a self-crossing outline
        fast with them."""
        kinds = ("area", "hill", "stream", "hexside")
        items = [it for it in self.items if it.tag in SHAPE_TAGS and it.kind[0] in kinds]
        starts, ends, owners = [], [], []
        for k, item in enumerate(items):
            for pts, closed in self.subpaths(item):
                close = closed or item.kind[0] in ("area", "hill")  # an area's open outline is closed as a fill
                starts.append(pts if close else pts[:-1])
                ends.append(np.roll(pts, -1, axis=0) if close else pts[1:])
                owners.append(np.full(len(starts[-1]), k))
        if not starts:
            return
        p, q, owner = np.vstack(starts), np.vstack(ends), np.concatenate(owners)
        lo, hi = np.minimum(p, q), np.maximum(p, q)
        boxes = shapely.box(lo[:, 0], lo[:, 1], hi[:, 0], hi[:, 1])
        tree = shapely.STRtree(boxes)
        chunk = max(1, 4 * MAX_SEGMENT_PAIRS // len(boxes))  # a chunk finds at most 4 x that many pairs
        pairs = crossings = 0
        own_crossings = np.zeros(len(items), dtype=int)
        for start in range(0, len(boxes), chunk):
            self.check_time()
            a, b = tree.query(boxes[start:start + chunk])
            a += start
            a, b = a[a < b], b[a < b]  # each pair once
            pairs += len(a)
            if pairs > MAX_SEGMENT_PAIRS:
                worst = items[np.bincount(owner[a]).argmax()].name
                raise self.error(worst, f"outlines too intricate: the limit is {MAX_SEGMENT_PAIRS:,} pairs of segments "
                                        "close together (boxes overlapping) in areas, hills, streams and hexside "
                                        "features")
            hit = _crossing(p[a], q[a], p[b], q[b])
            a, b = a[hit], b[hit]
            crossings += len(a)
            if crossings > MAX_CROSSINGS:
                worst = items[np.bincount(np.concatenate((owner[a], owner[b]))).argmax()].name
                raise self.error(worst, f"outlines cross too often: the limit is {MAX_CROSSINGS:,} crossings of areas, "
                                        "hills, streams and hexside features per file")
            own_crossings += np.bincount(owner[a][owner[a] == owner[b]], minlength=len(items))
        if own_crossings.max() > MAX_SELF_CROSSINGS:
            raise self.error(items[own_crossings.argmax()].name, f"the outline crosses itself too often: the limit is "
                                                                 f"{MAX_SELF_CROSSINGS} crossings per shape")

    def read(self) -> Drawing:
        self.walk()
        self.read_meta()
        self.set_root_matrix()
        for item in self.items:
            self.where = item.name
            self.check_time()
            try:
                self._read_pieces_guard(item)
            except SvgError:
                raise
            except (ValueError, GEOSException) as exc:  # PathDataError is a ValueError
                raise self.error(item.name, str(exc)) from None
        self.where = ""
        self.check_work()
        self.check_crossings()
        self.read_shapes()
        self.where = ""
        self.read_objectives()
        self.read_compass()
        self.read_artillery()
        self.report_unknown()
        if self.more_warnings:
            self.warnings.append(f"{self.source}: warning: {self.more_warnings:,} more warnings not shown (the first "
                                 f"{MAX_WARNINGS} are)")
        return self.drawing

    def _read_pieces_guard(self, item: _Item) -> None:
        """Parse every element's geometry once up front, so bad data names its element."""
        if item.tag in SHAPE_TAGS:
            self.subpaths(item)
        elif item.tag in TEXT_TAGS:
            self.text_centre(item)


def _crossing(p1: np.ndarray, p2: np.ndarray, p3: np.ndarray, p4: np.ndarray) -> np.ndarray:
    """Which segments p1-p2 cross p3-p4 at one point inside both (rows of (N, 2) arrays)."""
    def side(a, b, c):
        return np.sign((b[:, 0] - a[:, 0]) * (c[:, 1] - a[:, 1]) - (b[:, 1] - a[:, 1]) * (c[:, 0] - a[:, 0]))

    return (side(p1, p2, p3) * side(p1, p2, p4) < 0) & (side(p3, p4, p1) * side(p3, p4, p2) < 0)


# ----------------------------------------------------------------------------------------------
# Public API
# ----------------------------------------------------------------------------------------------
# What a malformed file may still raise deep inside numpy, shapely or the standard library:
# turned into an SvgError at the top, as a last resort (the causes known are checked for first).
UNEXPECTED_ERRORS = (ArithmeticError, ValueError, MemoryError, RecursionError, GEOSException)


def _too_slow() -> str:
    return f"the import takes too long: the limit is {MAX_SECONDS:g} seconds"


def _unexpected(exc: BaseException) -> str:
    text = f": {shorten(str(exc), 200)}" if str(exc) else ""
    return f"the importer failed on this file ({type(exc).__name__}{text})"


def _check_xml(data: str | bytes, source: str) -> None:
    """Read the XML once with expat, keeping nothing, before the element tree is built: too many
    elements, too deep nesting, and entities that could blow the text up are refused first."""
    parser = expat.ParserCreate()
    depth = count = longest = 0

    def start(_name: str, _attributes: dict) -> None:
        nonlocal depth, count
        depth += 1
        count += 1
        if count > MAX_ELEMENTS:
            raise SvgError(f"{source}: line {parser.CurrentLineNumber}: too many elements: the limit is "
                           f"{MAX_ELEMENTS:,} per file")
        if depth > MAX_NESTING_DEPTH:
            raise SvgError(f"{source}: line {parser.CurrentLineNumber}: elements nested too deep: the limit is "
                           f"{MAX_NESTING_DEPTH} levels")

    def end(_name: str) -> None:
        nonlocal depth
        depth -= 1

    def entity(name: str, is_parameter: bool, value: str | None, *_rest: Any) -> None:
        nonlocal longest
        if is_parameter or value is None or "&" in value:
            raise SvgError(f"{source}: line {parser.CurrentLineNumber}: entity {shorten(name)!r}: only plain text "
                           "entities are allowed (no external, parameter or nested entities)")
        longest = max(longest, len(value))

    def doctype_end() -> None:  # before the root element: no entity has been expanded yet
        references = data.count("&" if isinstance(data, str) else b"&")
        if len(data) + references * longest > MAX_FILE_BYTES:
            raise SvgError(f"{source}: the entities of the DOCTYPE could expand the file past the size limit of "
                           f"{MAX_FILE_BYTES:,} bytes")

    parser.StartElementHandler, parser.EndElementHandler = start, end
    parser.EntityDeclHandler, parser.EndDoctypeDeclHandler = entity, doctype_end
    try:
        parser.Parse(data, True)
    except expat.ExpatError as exc:
        raise SvgError(f"{source}: not a well-formed SVG (XML) file: {exc}") from None


def _load(path_or_text: str | os.PathLike | bytes) -> tuple[ET.Element, str, Path | None, str]:
    if isinstance(path_or_text, str) and not path_or_text.strip():
        raise SvgError("<svg>: no SVG text and no file name given")
    if isinstance(path_or_text, bytes) or (isinstance(path_or_text, str) and path_or_text.lstrip().startswith("<")):
        data, source, base, stem = path_or_text, "<svg>", None, ""
    else:
        path = Path(path_or_text)
        source, base, stem = str(path), path.parent, path.stem
        try:
            if path.is_dir():
                raise SvgError(f"{source}: is a folder, not a file")
            if path.exists() and not path.is_file():  # a device or a pipe: it could be endless
                raise SvgError(f"{source}: is not a regular file")
            with path.open("rb") as f:  # no more than the file holds: read(n) sets aside n bytes
                data = f.read(min(os.fstat(f.fileno()).st_size, MAX_FILE_BYTES) + 1)
        except FileNotFoundError:
            raise SvgError(f"{source}: file not found") from None
        except OSError as exc:
            raise SvgError(f"{source}: cannot read the file: {exc.strerror}") from None
    if len(data) > MAX_FILE_BYTES:
        raise SvgError(f"{source}: file too large: the limit is {MAX_FILE_BYTES:,} bytes")
    if not data.strip():
        raise SvgError(f"{source}: the file is empty")
    try:
        _check_xml(data, source)
        root = ET.fromstring(data)
    except SvgError:
        raise
    except ET.ParseError as exc:
        raise SvgError(f"{source}: not a well-formed SVG (XML) file: {exc}") from None
    except (ValueError, UnicodeError) as exc:
        raise SvgError(f"{source}: not a readable SVG (XML) file: {shorten(str(exc), 200)}") from None
    ns, tag = _local(root.tag) if isinstance(root.tag, str) else (None, "")
    if tag != "svg" or ns not in (None, SVG_NS):
        raise SvgError(f"{source}: not an SVG file (the root element is <{shorten(tag)}>, not <svg>)")
    return root, source, base, stem


def _read(path_or_text: str | os.PathLike | bytes, chart: TerrainChart, deadline: float) -> tuple[Drawing, list[str]]:
    root, source, base, stem = _load(path_or_text)
    reader = _Reader(root, source, base, chart, deadline)
    reader.file_stem = stem
    try:
        drawing = reader.read()
    except SvgError:
        raise
    except UNEXPECTED_ERRORS as exc:
        raise reader.error(reader.where, _unexpected(exc)) from None
    return drawing, reader.warnings


def read_svg(path_or_text: str | os.PathLike | bytes, chart: TerrainChart | None = None) -> tuple[Drawing, list[str]]:
    """Read an SVG map drawing (a file path, or the SVG text itself) into a Drawing.

    Returns (drawing, warnings); raises :class:`SvgError` (``file: element: reason``) if the
    SVG cannot give a map, or is beyond a resource limit (``MAX_...``).  The background image
    link is left as written (relative to the SVG).
    """
    return _read(path_or_text, chart or load_chart(), time.monotonic() + MAX_SECONDS)


def import_svg(path: str | os.PathLike, out: str | os.PathLike | None = None,
               chart: TerrainChart | None = None) -> tuple[dict[str, Any], list[str]]:
    """Read an SVG, compile it and validate the map; write it to ``out`` if given.

    Returns (map data, warnings).  Raises :class:`SvgError` if the SVG is broken or the map it
    gives does not validate (the messages of ``parse_map`` are passed on).
    """
    deadline = time.monotonic() + MAX_SECONDS
    chart = chart or load_chart()
    drawing, warnings = _read(path, chart, deadline)
    src = str(path) if not (isinstance(path, (str, bytes)) and str(path).lstrip().startswith("<")) else "<svg>"
    svg_dir = Path(path).parent if src != "<svg>" else Path.cwd()
    out_dir = Path(out).parent if out is not None else svg_dir
    picture, warning = _background_picture(drawing, svg_dir, out_dir if out is not None else None)
    if warning:
        warnings.append(f"{src}: warning: {warning}")
    try:
        data, compile_warnings = compile_drawing(drawing, chart)
    except CompileError as exc:
        raise SvgError(f"{src}: {exc}") from None
    except GEOSException as exc:
        raise SvgError(f"{src}: the drawing's geometry could not be cut into hexes: {exc}") from None
    except UNEXPECTED_ERRORS as exc:
        raise SvgError(f"{src}: compiling the drawing: {_unexpected(exc)}") from None
    if time.monotonic() > deadline:
        raise SvgError(f"{src}: {_too_slow()}")
    warnings += [f"{src}: warning: {w}" for w in compile_warnings]
    board, problems = parse_map(data, src, chart, picture.parent if picture is not None else out_dir)
    if board is None:
        raise SvgError(f"{src}: the drawing does not give a valid map:\n" +
                       "\n".join(p.render(src) for p in problems if p.severity == "error"))
    warnings += [p.render(src) for p in problems if p.severity == "warning"]
    if out is not None:
        write_map(data, out)
        if picture is not None and picture.parent.resolve() != out_dir.resolve():
            shutil.copyfile(picture, out_dir / picture.name)
            warnings.append(f"{src}: warning: the background image {picture.name} was copied beside the map "
                            f"(a map names its picture by file name alone)")
    return data, warnings


#: A map's background picture: a PNG or JPEG file beside the map, named without folders
#: (map.schema.json; nothing in a map file makes the program read a file elsewhere).
BACKGROUND_NAME = re.compile(r"(?!.*\.\.)[A-Za-z0-9_][A-Za-z0-9_. -]{0,119}\.(png|jpg|jpeg|PNG|JPG|JPEG)")
MAX_BACKGROUND_BYTES = 50_000_000


def _background_picture(drawing, svg_dir: Path, out_dir: Path | None) -> tuple[Path | None, str | None]:
    """The background image of the drawing, named by its file name alone in the map.  Returns
    the picture file to copy beside the map (None: nothing to copy) and a warning, if any; a
    picture that cannot be used is dropped from the map with a warning."""
    bg = drawing.background
    if bg is None:
        return None, None
    href = bg["image"]
    if "://" in href:
        drawing.background = None
        return None, f"the background image {repr(shorten(href))} is not a file on this computer; ignored"
    image = Path(href)
    full = image if image.is_absolute() else svg_dir / image
    if not BACKGROUND_NAME.fullmatch(full.name):
        drawing.background = None
        return None, (f"the background image's file name {repr(shorten(full.name))} is not a plain PNG or JPEG file name "
                      "(letters, digits, space, . - _); rename it; ignored")
    bg["image"] = full.name
    try:
        info = full.stat()
    except OSError:
        return None, None  # the map check says it is not found beside the map
    if not stat.S_ISREG(info.st_mode) or info.st_size > MAX_BACKGROUND_BYTES:
        drawing.background = None
        return None, f"the background image {repr(shorten(full.name))} is not a picture file of at most 50 MB; ignored"
    return (full if out_dir is not None else None), None


def _dump(obj: Any, level: int) -> str:
    """indent=1 JSON; containers holding only scalars on one line (points, hex records)."""
    if isinstance(obj, dict):
        if not obj:
            return "{}"
        if all(not isinstance(v, (dict, list)) for v in obj.values()):
            return json.dumps(obj, ensure_ascii=False)
        pad = " " * (level + 1)
        body = ",\n".join(f"{pad}{json.dumps(k, ensure_ascii=False)}: {_dump(v, level + 1)}" for k, v in obj.items())
        return "{\n" + body + "\n" + " " * level + "}"
    if isinstance(obj, list):
        if not obj:
            return "[]"
        if all(not isinstance(v, (dict, list)) for v in obj):
            return json.dumps(obj, ensure_ascii=False)
        pad = " " * (level + 1)
        return "[\n" + ",\n".join(pad + _dump(v, level + 1) for v in obj) + "\n" + " " * level + "]"
    return json.dumps(obj, ensure_ascii=False)


def map_json(data: dict[str, Any]) -> str:
    """The map data as pretty, stable JSON text (keys in the data's order, newline at the end)."""
    return _dump(data, 0) + "\n"


def write_map(data: dict[str, Any], path: str | os.PathLike) -> None:
    """Write map data as pretty, stable JSON (indent 1, hexes in the data's order, newline at end)."""
    Path(path).write_text(map_json(data), encoding="utf-8")


__all__ = ["SvgError", "PathDataError", "read_svg", "import_svg", "write_map", "map_json", "map_template",
           "parse_path", "parse_transform", "flatten_arc", "match_kind"]
