"""Map files: schema and semantic validation with clear messages (docs/map-format.md)."""

import json

import pytest

from cc_desktop.board.builder import MapBuilder
from cc_desktop.board.mapfile import MapError, load_map, parse_map
from cc_desktop.schema import unsupported_keywords
from cc_desktop.resources import SCHEMAS


def _data():
    return MapBuilder(3, 2).area("woods", "B1", 0.6).to_data()


def _render(data):
    board, problems = parse_map(data, "x.json")
    return board, [p.render("x.json") for p in problems]


def test_builder_map_is_valid_with_only_warnings():
    board, msgs = _render(_data())
    assert board is not None
    assert board.hexes["B1"].terrain == "woods"
    assert all(": warning: " in m for m in msgs)


def test_schema_error_names_the_field():
    d = _data()
    d["hexes"]["B2"]["level"] = 7
    board, msgs = _render(d)
    assert board is None
    assert "x.json: hexes.B2.level: must be at most 4, not 7" in msgs


def test_semantic_errors_are_all_reported():
    d = _data()
    d["hexes"]["A1"]["terrain"] = "lava"
    del d["hexes"]["C1"]
    board, msgs = _render(d)
    assert board is None
    assert any(m.startswith("x.json: hexes.A1.terrain: unknown terrain type 'lava'") for m in msgs)
    assert "x.json: hexes.C1: is missing (every hex needs a terrain type and a level)" in msgs


def test_hexside_on_map_edge_and_objective_off_map():
    d = _data()
    d["objectives"] = [{"number": 1, "hex": "Z9"}]
    d["hexsides"] = [{"hex": "A1", "side": 1, "feature": "wall"}]
    board, msgs = _render(d)
    assert board is None
    assert "x.json: objectives[0].hex: hex Z9 is not on the map" in msgs
    assert any(m.startswith("x.json: hexsides[0]: side 1 of A1 is on the map edge") for m in msgs)


def test_wrong_format_and_not_json(tmp_path):
    d = _data()
    d["format"] = "nope"
    assert "x.json: format: must be 'cc-desktop-map'" in _render(d)[1]
    bad = tmp_path / "bad.json"
    bad.write_text("{ not json", encoding="utf-8")
    with pytest.raises(MapError) as err:
        load_map(bad)
    assert str(err.value).startswith(f"{bad}: (top level): not valid JSON")
    with pytest.raises(MapError, match="file not found"):
        load_map(tmp_path / "missing.json")


def test_shape_must_lie_in_its_hex():
    d = _data()
    d["shapes"][0]["hex"] = "C2"
    board, msgs = _render(d)
    assert board is None
    assert any("shapes[0]" in m for m in msgs)


def test_round_trip_through_a_file(tmp_path):
    p = tmp_path / "m.json"
    p.write_text(json.dumps(_data()), encoding="utf-8")
    board = load_map(p)
    assert len(board.grid) == 6 and board.hexes["B1"].terrain == "woods"


def test_schemas_use_only_supported_keywords():
    for path in SCHEMAS.glob("*.json"):
        assert unsupported_keywords(json.loads(path.read_text(encoding="utf-8"))) == set(), path.name
