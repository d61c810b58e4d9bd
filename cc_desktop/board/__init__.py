"""The board: hex grid, terrain chart, map files, line of sight and the movement graph.  No Qt."""

from cc_desktop.board.hexgrid import HexGrid, parse_hex_id
from cc_desktop.board.los import LOS_TOLERANCE, Block, Hindrance, LosResult, Markers
from cc_desktop.board.mapfile import Board, MapError, load_map, parse_map
from cc_desktop.board.terrain import TerrainChart, load_chart

__all__ = [
    "Board", "Block", "HexGrid", "Hindrance", "LOS_TOLERANCE", "LosResult", "MapError", "Markers",
    "TerrainChart", "load_chart", "load_map", "parse_hex_id", "parse_map",
]
