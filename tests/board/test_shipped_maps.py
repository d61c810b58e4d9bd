"""The maps shipped in ``maps/`` (village, woods-and-hills, farmland).

Each map file must load cleanly and carry what rule 2.2/2.3 puts on every map (150 hexes of a
15 x 10 field, five objectives, a compass, two artillery boxes in opposite corners); its SVG
source in ``maps/src/`` must import to the committed file (the same structure, numbers within
0.002); and its terrain must fit its theme and leave both lines of sight and cover on the board.
"""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest

from cc_desktop import resources
from cc_desktop.board import svgimport
from cc_desktop.board.mapfile import OPPOSITE_CORNER, Board, load_map

from .jsoncompare import json_differences

MAPS_DIR = Path(__file__).resolve().parents[2] / "maps"
SHIPPED = ("village", "woods-and-hills", "farmland")
ALL_MAPS = sorted(p.stem for p in MAPS_DIR.glob("*.json"))


@pytest.fixture(scope="module", params=ALL_MAPS)
def board(request) -> Board:
    return load_map(MAPS_DIR / f"{request.param}.json")


def _terrain(board: Board) -> Counter:
    return Counter(h.terrain for h in board.hexes.values())


def _hexsides(board: Board) -> Counter:
    return Counter(f.feature for f in board.hexsides.values())


def _levels(board: Board) -> Counter:
    return Counter(h.level for h in board.hexes.values())


# ----------------------------------------------------------------------------------------------
# Every shipped map
# ----------------------------------------------------------------------------------------------
def test_the_three_maps_are_shipped_with_their_sources():
    assert set(ALL_MAPS) >= set(SHIPPED)
    assert {p.stem for p in (MAPS_DIR / "src").glob("*.svg")} >= set(SHIPPED)
    assert {p.stem for p in resources.bundled_maps()} >= set(SHIPPED)


@pytest.mark.rule("2.1")
def test_map_loads_without_problems(board: Board):
    assert board.warnings == []
    assert len(board.hexes) == 150
    assert (board.grid.columns, board.grid.rows) == (15, 10)
    data = board.raw
    assert data["id"] == Path(board.source).stem
    assert data["author"] == "cc_desktop team"
    assert data["licence"] == "CC BY-SA 4.0"
    assert data["description"]


@pytest.mark.rule("2.3")
def test_five_objectives_in_five_hexes(board: Board):
    assert sorted(board.objectives) == [1, 2, 3, 4, 5]
    assert len(set(board.objectives.values())) == 5


@pytest.mark.rule("2.2")
def test_compass_and_artillery_boxes(board: Board):
    assert board.compass is not None
    x, y = board.compass
    assert 0 <= x <= board.grid.width and 0 <= y <= board.grid.height
    assert len(board.artillery_boxes) == 2
    assert OPPOSITE_CORNER[board.artillery_boxes[0]] == board.artillery_boxes[1]
    assert set(board.edges) == {"top", "right", "bottom", "left"}
    assert all(board.raw["edges"][e] for e in ("top", "right", "bottom", "left"))


@pytest.mark.rule("10.1", "T78.4")
def test_lines_of_sight_are_neither_all_open_nor_all_blocked(board: Board):
    """Mid-range fire lanes exist, and so does blocking terrain."""
    table = board.los_engine.table()
    dist = board.grid.distance_matrix[table.ia, table.ib]
    mid = (dist >= 3) & (dist <= 6)
    blocked = float(table.blocked[mid].mean())
    clear = float(((table.hindrance[mid] == 0) & ~table.blocked[mid]).mean())
    assert 0.2 <= blocked <= 0.85, blocked
    assert clear >= 0.1, clear
    # every objective can be seen from at least ten other hexes
    for hid in board.objectives.values():
        seen = sum(1 for other in board.grid.ids if other != hid and table.lookup(hid, other)[0] != "blocked")
        assert seen >= 10, (hid, seen)


@pytest.mark.parametrize("map_id", sorted(p.stem for p in (MAPS_DIR / "src").glob("*.svg")))
def test_svg_source_imports_to_the_committed_map(map_id: str, tmp_path: Path):
    data, warnings = svgimport.import_svg(MAPS_DIR / "src" / f"{map_id}.svg")
    assert warnings == []
    out = tmp_path / f"{map_id}.json"
    svgimport.write_map(data, out)
    written = out.read_text(encoding="utf-8")
    committed = (MAPS_DIR / f"{map_id}.json").read_text(encoding="utf-8")
    # both files are in the importer's own layout (keys in order, indent 1, one line per point) ...
    assert svgimport.map_json(json.loads(written)) == written
    if svgimport.map_json(json.loads(committed)) != committed:
        pytest.fail(f"maps/{map_id}.json is not laid out as the importer writes it", pytrace=False)
    # ... and hold the same data: the same structure exactly, the coordinates (rounded to 3
    # decimals, where a value on a rounding tie may round either way with another numpy/BLAS/GEOS
    # build or CPU) within 0.002
    diffs = json_differences(json.loads(written), json.loads(committed))
    if diffs:
        pytest.fail(f"maps/src/{map_id}.svg imports to other data than maps/{map_id}.json:\n  " + "\n  ".join(diffs),
                    pytrace=False)


# ----------------------------------------------------------------------------------------------
# Each map's theme
# ----------------------------------------------------------------------------------------------
@pytest.fixture(scope="module")
def village() -> Board:
    return load_map(MAPS_DIR / "village.json")


@pytest.fixture(scope="module")
def woods_and_hills() -> Board:
    return load_map(MAPS_DIR / "woods-and-hills.json")


@pytest.fixture(scope="module")
def farmland() -> Board:
    return load_map(MAPS_DIR / "farmland.json")


@pytest.mark.rule("T82", "T97", "T91")
def test_village_is_a_walled_stone_village(village: Board):
    terrain = _terrain(village)
    assert terrain["building"] >= 6
    assert terrain["orchard"] >= 2
    assert terrain["woods"] >= 3 and terrain["brush"] >= 2
    assert _hexsides(village)["wall"] >= 3
    assert _levels(village)[1] >= 2
    assert {ln.feature for ln in village.lines} >= {"road", "trail"}
    # at least one building spans several hexes, and an objective lies in one (T82)
    hexes_per_building = Counter()
    for group in {s.group for s in village.shapes if s.terrain == "building"}:
        hexes_per_building[group] = len({s.hex for s in village.shapes if s.group == group
                                         and village.hex(s.hex).terrain == "building"})
    assert max(hexes_per_building.values()) >= 2
    assert sum(1 for n in hexes_per_building.values() if n == 1) >= 4
    assert any(len(village.objective_hexes(n)) >= 2 for n in village.objectives)


@pytest.mark.rule("T88", "T88.3.1", "T86", "T83")
def test_woods_and_hills_has_three_levels_a_gully_and_cliffs(woods_and_hills: Board):
    b = woods_and_hills
    levels = _levels(b)
    assert levels[1] > 0 and levels[2] > 0 and levels[3] > 0
    terrain = _terrain(b)
    assert terrain["gully"] >= 3
    assert terrain["woods"] >= 8 and terrain["brush"] >= 2
    assert terrain["building"] == 1
    assert _hexsides(b)["cliff"] >= 1
    assert "trail" in {ln.feature for ln in b.lines}
    # hill outlines are drawn free, not along hexsides: many hexes show two levels (crest hexes)
    crest = [h for h in b.grid.ids if b.is_crest(h)]
    assert len(crest) >= 15
    # a cliff separates two different levels
    for side in b.hexsides.values():
        if side.feature == "cliff":
            a, c = side.hexes
            assert b.level(a) != b.level(c), side.hexes
    # the summit objective stands at level 3
    assert max(b.level(h) for h in b.objectives.values()) == 3


@pytest.mark.rule("T95", "T80.1", "T89", "T87", "T84", "T85")
def test_farmland_has_a_bridged_stream_marsh_and_hedges(farmland: Board):
    b = farmland
    terrain = _terrain(b)
    assert terrain["stream"] >= 6
    assert terrain["marsh"] >= 2
    assert terrain["field"] >= 10
    assert terrain["orchard"] >= 1
    assert terrain["building"] >= 3
    sides = _hexsides(b)
    assert sides["hedge"] >= 10 and sides["fence"] >= 3
    bridges = [h for h in b.hexes.values() if h.bridge]
    assert len(bridges) >= 1
    for h in bridges:
        assert b.has_line(h.id, "road")
        assert h.terrain == "stream"  # the bridge spans the stream (T78.1)
        assert b.hex(h.id).effective_terrain == "bridge"
    # the stream runs from one map edge to another through a chain of adjacent hexes
    water = {h for h, rec in b.hexes.items() if rec.terrain in ("stream", "marsh") or rec.bridge}
    stream_hexes = b.line_hexes["stream"]
    top = [h for h in b.grid.edge_hexes("top") if h in stream_hexes]
    bottom = [h for h in b.grid.edge_hexes("bottom") if h in stream_hexes]
    assert top and bottom
    seen, todo = {top[0]}, [top[0]]
    while todo:
        cur = todo.pop()
        for n in b.grid.neighbours(cur).values():
            if n in water and n not in seen:
                seen.add(n)
                todo.append(n)
    assert set(bottom) & seen


def test_terrain_tables_are_not_uniform(board: Board):
    """No map is one terrain type: open ground is the majority but far from everything."""
    terrain = _terrain(board)
    share_open = terrain["open"] / 150
    assert 0.45 <= share_open <= 0.8, share_open
    assert len(terrain) >= 5
    blocking = sum(terrain[k] for k in ("woods", "building"))
    assert blocking >= 10
