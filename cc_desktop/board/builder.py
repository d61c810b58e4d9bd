"""Build maps in code: purpose-built test maps, and later the map editor.

The builder only fills a :class:`~cc_desktop.board.drawing.Drawing`; the map is then compiled
and validated exactly like an imported SVG (``compile_drawing`` then ``parse_map``).
"""

from __future__ import annotations

from typing import Iterable, Sequence

import shapely
from shapely import affinity
from shapely.geometry import Polygon

from cc_desktop.board.drawing import Area, Drawing, Stroke, compile_drawing
from cc_desktop.board.hexgrid import HexGrid
from cc_desktop.board.mapfile import Board, MapError, parse_map
from cc_desktop.board.terrain import TerrainChart


class MapBuilder:
    def __init__(self, columns: int = 7, rows: int = 3, id: str = "test", name: str = "Test map"):
        self.drawing = Drawing(id=id, name=name, columns=columns, rows=rows)
        self.grid = HexGrid(columns, rows)

    # -- geometry helpers ----------------------------------------------------------------------
    def hex_polygon(self, hex_id: str, scale: float = 1.0) -> Polygon:
        poly = Polygon(self.grid.corners(hex_id))
        if scale != 1.0:
            poly = affinity.scale(poly, scale, scale, origin=self.grid.centre(hex_id))
        return poly

    def centre(self, hex_id: str) -> tuple[float, float]:
        return self.grid.centre(hex_id)

    # -- terrain ---------------------------------------------------------------------------------
    def area(self, kind: str, hexes: str | Iterable[str], scale: float = 1.0, group: str = "") -> "MapBuilder":
        """Artwork of ``kind`` over each hex (scaled about its centre); one patch per hex."""
        for h in [hexes] if isinstance(hexes, str) else hexes:
            self.drawing.areas.append(Area(kind, self.hex_polygon(h, scale), group))
        return self

    def shape(self, kind: str, coords: Sequence[tuple[float, float]], group: str = "") -> "MapBuilder":
        """Artwork of ``kind`` with a free outline, in map coordinates."""
        self.drawing.areas.append(Area(kind, Polygon(coords), group))
        return self

    def building(self, hexes: str | Iterable[str], scale: float = 0.7, group: str = "") -> "MapBuilder":
        """One building covering the given hexes (a multi-hex building if several)."""
        hexes = [hexes] if isinstance(hexes, str) else list(hexes)
        geom = shapely.union_all([self.hex_polygon(h, scale if len(hexes) == 1 else 1.0) for h in hexes])
        if len(hexes) > 1 and scale != 1.0:
            geom = geom.buffer(-(1 - scale) * 30, join_style="mitre")
        self.drawing.areas.append(Area("building", geom, group or f"building-{len(self.drawing.areas) + 1}"))
        return self

    def terrain(self, hex_id: str, kind: str) -> "MapBuilder":
        """Force the terrain type of a hex (no artwork)."""
        self.drawing.terrain_overrides[hex_id] = kind
        return self

    def hill(self, level: int, hexes: Iterable[str]) -> "MapBuilder":
        """Ground of ``level`` covering whole hexes: its edge runs along hexsides (ambiguity 9)."""
        geom = shapely.union_all([self.hex_polygon(h) for h in hexes])
        for poly in getattr(geom, "geoms", [geom]):
            self.drawing.hills.append((level, poly))
        return self

    def hill_shape(self, level: int, coords: Sequence[tuple[float, float]]) -> "MapBuilder":
        self.drawing.hills.append((level, Polygon(coords)))
        return self

    def hexside(self, hex_id: str, side: int | str, feature: str, level: int | None = None) -> "MapBuilder":
        """Hexside terrain on ``side`` (1..6) of ``hex_id``, or on the side facing hex ``side``."""
        if isinstance(side, str):
            d = self.grid.direction_to(hex_id, side)
            if d is None:
                raise ValueError(f"{hex_id} and {side} are not adjacent")
            side = d
        self.drawing.hexsides.append((hex_id, side, feature, level))
        return self

    def line(self, feature: str, through: Sequence[str | tuple[float, float]], width: float | None = None) -> "MapBuilder":
        """A road, trail, railway or stream through hex centres (ids) or points."""
        pts = [self.centre(p) if isinstance(p, str) else tuple(p) for p in through]
        self.drawing.lines.append(Stroke(feature, pts, width))
        return self

    def objective(self, number: int, hex_id: str) -> "MapBuilder":
        self.drawing.objectives[number] = hex_id
        return self

    # -- result --------------------------------------------------------------------------------
    def to_data(self, chart: TerrainChart | None = None) -> dict:
        data, _warnings = compile_drawing(self.drawing, chart)
        return data

    def build(self, chart: TerrainChart | None = None) -> Board:
        data = self.to_data(chart)
        board, problems = parse_map(data, f"<builder {self.drawing.id}>", chart)
        if board is None:
            raise MapError(f"<builder {self.drawing.id}>", problems)
        return board
