"""The board: hex grid, terrain chart, map files, line of sight and the movement graph.  No Qt.

The names below are imported from their modules when first used, so that importing one module
of the board (``cc_desktop.board.los`` for ``cc-desktop los``) does not import them all (the map
module needs Shapely, which a query from the LOS disk cache does not).
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

_WHERE = {
    "HexGrid": "hexgrid", "parse_hex_id": "hexgrid",
    "LOS_TOLERANCE": "los", "Block": "los", "Hindrance": "los", "LosResult": "los", "Markers": "los",
    "Board": "mapfile", "MapError": "mapfile", "load_map": "mapfile", "parse_map": "mapfile",
    "TerrainChart": "terrain", "load_chart": "terrain",
}

__all__ = [
    "Board", "Block", "HexGrid", "Hindrance", "LOS_TOLERANCE", "LosResult", "MapError", "Markers",
    "TerrainChart", "load_chart", "load_map", "parse_hex_id", "parse_map",
]

if TYPE_CHECKING:  # pragma: no cover
    from cc_desktop.board.hexgrid import HexGrid, parse_hex_id
    from cc_desktop.board.los import LOS_TOLERANCE, Block, Hindrance, LosResult, Markers
    from cc_desktop.board.mapfile import Board, MapError, load_map, parse_map
    from cc_desktop.board.terrain import TerrainChart, load_chart


def __getattr__(name: str):
    module = _WHERE.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f"{__name__}.{module}"), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(__all__))
