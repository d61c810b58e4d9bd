"""Hex grid geometry: flat-topped hexes, lettered columns, numbered rows (rules 2.1, 2.2).

Geometry (see docs/map-format.md and docs/hex-geometry.svg):

* Hexes are flat-topped.  The distance between the two flat sides (the hex height) is
  ``HEX_HEIGHT`` = 100 map units, so the circumradius is ``R = 100 / sqrt(3)``.
* Columns are lettered A, B, C ... from left to right, rows are numbered 1, 2, 3 ... from top
  to bottom; the hex id is letter + number (``C7``).
* Columns B, D, F ... (odd 0-based index) are shifted down by half a hex.
* Map coordinates have their origin at the top-left corner of the bounding box of the hex
  field, x to the right and y downwards (as in SVG).  The centre of column c, row r (both
  0-based) is ``(R + 1.5 R c, 50 + 100 r + 50 * (c odd))``.
* Hexsides and compass directions are numbered 1..6 clockwise from the top (2.2): 1 = top
  (north), 2 = upper right, 3 = lower right, 4 = bottom, 5 = lower left, 6 = upper left.
* Hex vertices are numbered 0..5 clockwise (y down) from the east vertex: 0 = east,
  1 = lower right, 2 = lower left, 3 = west, 4 = upper left, 5 = upper right.  Side ``s``
  runs from vertex ``(s + 3) % 6`` to vertex ``(s + 4) % 6``.

Nothing here knows about terrain; it is pure grid arithmetic.
"""

from __future__ import annotations

import math
import re
from types import MappingProxyType
from typing import Mapping
from dataclasses import dataclass
from functools import cached_property

import numpy as np

HEX_HEIGHT = 100.0
HEX_RADIUS = HEX_HEIGHT / math.sqrt(3.0)  # centre to vertex
COLUMN_STEP = 1.5 * HEX_RADIUS

DIRECTIONS = (1, 2, 3, 4, 5, 6)
DIRECTION_NAMES = {1: "N", 2: "NE", 3: "SE", 4: "S", 5: "SW", 6: "NW"}
EDGES = ("top", "right", "bottom", "left")

# Neighbour offsets (dcol, drow) per direction, for unshifted (even) and shifted (odd) columns.
_NEIGHBOUR_EVEN = {1: (0, -1), 2: (1, -1), 3: (1, 0), 4: (0, 1), 5: (-1, 0), 6: (-1, -1)}
_NEIGHBOUR_ODD = {1: (0, -1), 2: (1, 0), 3: (1, 1), 4: (0, 1), 5: (-1, 1), 6: (-1, 0)}

# Vertex offsets from the centre, vertex k at angle 60k degrees (y down, clockwise).
VERTEX_OFFSETS = np.array(
    [(HEX_RADIUS * math.cos(math.radians(60 * k)), HEX_RADIUS * math.sin(math.radians(60 * k))) for k in range(6)]
)

_HEX_ID = re.compile(r"^([A-Z])([1-9][0-9]?)$")


def side_vertices(side: int) -> tuple[int, int]:
    """The two vertex indices (0..5) of hexside ``side`` (1..6)."""
    return (side + 3) % 6, (side + 4) % 6


def opposite(direction: int) -> int:
    """The opposite compass direction / hexside (1 <-> 4, 2 <-> 5, 3 <-> 6)."""
    return (direction + 2) % 6 + 1


@dataclass(frozen=True, slots=True)
class Hex:
    """A hex position, 0-based column and row."""

    col: int
    row: int

    @property
    def id(self) -> str:
        return f"{chr(ord('A') + self.col)}{self.row + 1}"

    def __str__(self) -> str:  # pragma: no cover - convenience
        return self.id


def parse_hex_id(text: str) -> Hex:
    """``"C7"`` -> ``Hex(col=2, row=6)``; raises ``ValueError`` on anything else."""
    m = _HEX_ID.match(text.strip().upper()) if isinstance(text, str) else None
    if not m:
        raise ValueError(f"not a hex id: {text!r} (expected a column letter and a row number, like C7)")
    return Hex(ord(m.group(1)) - ord("A"), int(m.group(2)) - 1)


class HexGrid:
    """A rectangular field of ``columns`` x ``rows`` flat-topped hexes."""

    def __init__(self, columns: int = 15, rows: int = 10):
        if not (1 <= columns <= 26 and 1 <= rows <= 99):
            raise ValueError(f"grid must be 1..26 columns by 1..99 rows, not {columns}x{rows}")
        self.columns = columns
        self.rows = rows
        self.hexes: tuple[Hex, ...] = tuple(Hex(c, r) for c in range(columns) for r in range(rows))
        self.ids: tuple[str, ...] = tuple(h.id for h in self.hexes)
        self.index: dict[str, int] = {hid: i for i, hid in enumerate(self.ids)}

    # -- size ---------------------------------------------------------------------------------
    @property
    def width(self) -> float:
        return HEX_RADIUS * (1.5 * (self.columns - 1) + 2.0)

    @property
    def height(self) -> float:
        return HEX_HEIGHT * self.rows + (HEX_HEIGHT / 2 if self.columns > 1 else 0.0)

    def __len__(self) -> int:
        return len(self.hexes)

    def __contains__(self, hex_id: object) -> bool:
        return hex_id in self.index

    # -- ids ----------------------------------------------------------------------------------
    def hex(self, hex_id: str) -> Hex:
        h = parse_hex_id(hex_id)
        if not self.on_map(h):
            raise ValueError(f"hex {hex_id} is not on a {self.columns}x{self.rows} map")
        return h

    def on_map(self, h: Hex) -> bool:
        return 0 <= h.col < self.columns and 0 <= h.row < self.rows

    # -- geometry -----------------------------------------------------------------------------
    @staticmethod
    def centre_of(h: Hex) -> tuple[float, float]:
        x = HEX_RADIUS + COLUMN_STEP * h.col
        y = HEX_HEIGHT / 2 + HEX_HEIGHT * h.row + (HEX_HEIGHT / 2 if h.col % 2 else 0.0)
        return x, y

    def centre(self, hex_id: str) -> tuple[float, float]:
        return self.centre_of(self.hex(hex_id))

    @cached_property
    def centres(self) -> np.ndarray:
        """(N, 2) array of hex centres in ``self.ids`` order."""
        return np.array([self.centre_of(h) for h in self.hexes], dtype=float)

    def corners(self, hex_id: str) -> list[tuple[float, float]]:
        """The six vertices, numbered as in the module docstring.  Rounded to 1e-9 so that
        neighbouring hexes share bit-identical vertices (clean unions, exact hexside tests)."""
        i = self.index.get(hex_id)
        if i is None:  # an id written otherwise (" c7"), or a bad one (raises)
            cx, cy = self.centre(hex_id)
            return [(float(round(cx + dx, 9)), float(round(cy + dy, 9))) for dx, dy in VERTEX_OFFSETS]
        return list(self.corner_table[i])

    @cached_property
    def corner_array(self) -> np.ndarray:
        """(N, 6, 2) array of every hex's vertices, as :meth:`corners` gives them."""
        return np.round(self.centres[:, None, :] + VERTEX_OFFSETS[None, :, :], 9)

    @cached_property
    def corner_table(self) -> tuple[tuple[tuple[float, float], ...], ...]:
        """Every hex's vertices (in ``self.ids`` order), as :meth:`corners` gives them."""
        return tuple(tuple((x, y) for x, y in hexc) for hexc in self.corner_array.tolist())

    def side_segment(self, hex_id: str, side: int) -> tuple[tuple[float, float], tuple[float, float]]:
        corners = self.corners(hex_id)
        a, b = side_vertices(side)
        return corners[a], corners[b]

    def hex_at(self, x: float, y: float) -> str | None:
        """The id of the hex containing point (x, y), or None off the map."""
        d = self.centres - np.array([x, y])
        i = int(np.argmin(np.einsum("ij,ij->i", d, d)))
        # The nearest centre is the containing hex (hexes are the Voronoi cells of their centres);
        # reject points outside the hex field.
        cx, cy = self.centres[i]
        if _inside_hex(x - cx, y - cy):
            return self.ids[i]
        return None

    # -- adjacency ----------------------------------------------------------------------------
    def step(self, h: Hex, direction: int) -> Hex:
        """The hex next to ``h`` in compass ``direction`` (may be off the map)."""
        dc, dr = (_NEIGHBOUR_ODD if h.col % 2 else _NEIGHBOUR_EVEN)[direction]
        return Hex(h.col + dc, h.row + dr)

    def neighbour(self, hex_id: str, direction: int) -> str | None:
        n = self.step(self.hex(hex_id), direction)
        return n.id if self.on_map(n) else None

    def neighbours(self, hex_id: str) -> Mapping[int, str]:
        """{direction: neighbour id} for the neighbours that are on the map (read-only)."""
        try:
            return self._neighbours[hex_id]
        except KeyError:
            self.hex(hex_id)  # raises a clear error for a bad id
            raise
        except AttributeError:
            table = {}
            for h in self.hexes:
                out = {}
                for d in DIRECTIONS:
                    n = self.step(h, d)
                    if self.on_map(n):
                        out[d] = n.id
                table[h.id] = MappingProxyType(out)
            self._neighbours = table
            return self.neighbours(hex_id)

    def direction_to(self, a: str, b: str) -> int | None:
        """The hexside of ``a`` shared with adjacent hex ``b``, or None if not adjacent."""
        ha, hb = self.hex(a), self.hex(b)
        for d in DIRECTIONS:
            if self.step(ha, d) == hb:
                return d
        return None

    def line(self, hex_id: str, direction: int, steps: int) -> list[str]:
        """The hexes reached by walking ``steps`` hexes in ``direction`` (stops at the edge)."""
        h = self.hex(hex_id)
        out = []
        for _ in range(steps):
            h = self.step(h, direction)
            if not self.on_map(h):
                break
            out.append(h.id)
        return out

    # -- distance -----------------------------------------------------------------------------
    @staticmethod
    def _cube(h: Hex) -> tuple[int, int, int]:
        x = h.col
        z = h.row - (h.col - (h.col & 1)) // 2
        return x, -x - z, z

    def distance(self, a: str, b: str) -> int:
        """Range in hexes between two hexes (counting the target hex, not the firer's)."""
        try:
            return self._distances[self.index[a]][self.index[b]]
        except KeyError:
            return self.distance_hex(self.hex(a), self.hex(b))  # raises for a bad id
        except AttributeError:
            self._distances = self.distance_matrix.tolist()
            return self.distance(a, b)

    @classmethod
    def distance_hex(cls, a: Hex, b: Hex) -> int:
        ax, ay, az = cls._cube(a)
        bx, by, bz = cls._cube(b)
        return max(abs(ax - bx), abs(ay - by), abs(az - bz))

    @cached_property
    def distance_matrix(self) -> np.ndarray:
        cube = np.array([self._cube(h) for h in self.hexes])
        return np.abs(cube[:, None, :] - cube[None, :, :]).max(axis=2)

    # -- map edges ----------------------------------------------------------------------------
    def edge_hexes(self, edge: str) -> list[str]:
        """The hexes along one map edge: ``top`` (row 1), ``bottom`` (last row), ``left``
        (column A) or ``right`` (last column)."""
        if edge == "top":
            return [h.id for h in self.hexes if h.row == 0]
        if edge == "bottom":
            return [h.id for h in self.hexes if h.row == self.rows - 1]
        if edge == "left":
            return [h.id for h in self.hexes if h.col == 0]
        if edge == "right":
            return [h.id for h in self.hexes if h.col == self.columns - 1]
        raise ValueError(f"unknown map edge {edge!r}; expected one of {', '.join(EDGES)}")

    def edge_distance(self, hex_id: str, edge: str) -> int:
        """Hexes between ``hex_id`` and the named edge: 0 for a hex on that edge."""
        try:
            return self._edge_distances[edge][self.index[hex_id]]
        except AttributeError:
            self._edge_distances = {}
        except KeyError:
            if edge in getattr(self, "_edge_distances", {}):
                raise KeyError(f"no hex {hex_id}") from None
        targets = [self.index[e] for e in self.edge_hexes(edge)]
        self._edge_distances[edge] = self.distance_matrix[:, targets].min(axis=1).tolist()
        return self._edge_distances[edge][self.index[hex_id]]


def _inside_hex(dx: float, dy: float, eps: float = 1e-9) -> bool:
    """Is the offset (dx, dy) from a hex centre inside (or on) that flat-topped hex?"""
    ax, ay = abs(dx), abs(dy)
    half = HEX_HEIGHT / 2
    if ay > half + eps:
        return False
    # the slanted sides: distance along the normals at +-30 degrees
    return ax * math.cos(math.radians(30)) + ay * 0.5 <= half + eps
