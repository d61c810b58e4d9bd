"""Skirmish battlefields: the files, their validation, the terrain and movement costs (SK-5.1)."""

import copy
import json
import xml.etree.ElementTree as ET

import pytest
from shapely.geometry import LineString, box

from cc_desktop.skirmish.drawing import Marker, table_svg
from cc_desktop.skirmish.table import (TableError, blocked_move, build_table, bundled_tables, check_table_file,
                                       is_table_file, load_table, move_cost, summary, terrain_at, validate_table)
from cc_desktop.skirmish.types import Point, Pose, Posture

from .tabletools import make_table, man, table_data

IDS = ("village-street", "farmland", "wooded-hillside", "partisan-road")
WALL = {"id": "wall-3", "kind": "wall", "line": [[20, 10], [20, 29]], "height": 0.8, "thickness": 0.3}
MUD = {"id": "mud", "kind": "rocks", "polygon": [[10, 0], [11, 0], [11, 48], [10, 48]]}  # 1 inch wide, across


# ---- the shipped battlefields ------------------------------------------------------------------

def test_the_four_battlefields_are_shipped_and_every_file_validates():
    assert sorted(p.stem for p in bundled_tables()) == sorted(IDS)
    for path in bundled_tables():
        assert check_table_file(path) == [], path
        table = load_table(path)
        assert (table.width, table.depth) == (72.0, 48.0)
        assert len(table.zones) == 2
        assert len({z.edge for z in table.zones.values()}) == 2
        assert all(box(0, 0, 72, 48).buffer(1e-6).contains(o.geometry) for o in table.objects), path
        # cover on both halves of the table, and more than one way across (not a single corridor)
        north = [o for o in table.objects if o.cover and o.geometry.centroid.y < 24]
        south = [o for o in table.objects if o.cover and o.geometry.centroid.y >= 24]
        assert len(north) >= 5 and len(south) >= 5, path


def test_a_battlefield_loads_by_id_or_by_path():
    by_id = load_table("farmland")
    by_path = load_table(bundled_tables()[0].parent / "farmland.json")
    assert by_id.id == by_path.id == "farmland"
    assert len(by_id.objects) == len(by_path.objects)


@pytest.mark.rule("SK-20.2")
def test_the_partisan_road_has_its_road_through_the_middle_and_the_felled_pole_at_the_centre():
    table = load_table("partisan-road")
    road = table.by_id["road"].geometry
    assert road.bounds == pytest.approx((0.0, 22.0, 72.0, 26.0))  # 4 inches wide, short edge to short edge
    pole = [o for o in table.objects if o.parent == "pole-barricade"]
    assert pole and all(o.cover == "pole" for o in pole)
    across = LineString([(0, 24), (72, 24)])
    hit = [o for o in pole if o.geometry.intersects(across)]
    assert hit and abs(hit[0].geometry.intersection(across).centroid.x - 36) < 1.0
    # the road is blocked from verge to verge by it: a move along the road meets it
    b = blocked_move(table, [Point(30, 23), Point(42, 23)])
    assert [x.object_id.split(".")[0] for x in b] == ["pole-barricade"]
    assert table.zones["side_a"].edge == "west" and table.zones["side_b"].edge == "east"
    # bushes and woods along the road on both sides, rocky ground here and there
    kinds = {o.kind for o in table.objects}
    assert {"bushes", "woods", "rocks"} <= kinds


def test_buildings_are_walls_doors_windows_roof_and_floor_with_ids():
    table = make_table([{"id": "house", "kind": "building", "polygon": [[30, 10], [40, 10], [40, 20], [30, 20]],
                         "openings": [{"id": "d1", "kind": "door", "edge": 3, "at": 5, "width": 1.2},
                                      {"id": "w1", "kind": "window", "edge": 0, "at": 5, "width": 1.5}]}])
    ids = table.segment_ids("house")
    assert "d1" in ids and "w1" in ids and "house.roof" in ids and "house.floor" in ids
    assert {"house.wall-0.1", "house.wall-0.2", "house.wall-3.1", "house.wall-3.2"} <= set(ids)
    assert table.by_id["d1"].door == "plank" and not table.by_id["d1"].initially_open
    assert table.by_id["w1"].solid(False) == ((0.0, 0.6), (1.4, 2.5))


@pytest.mark.rule("SK-8.4")
def test_long_fences_are_cut_into_segments_with_their_own_ids():
    table = make_table([{"id": "fence-2", "kind": "fence", "line": [[0, 10], [20, 10], [20, 13]]}])
    assert table.segment_ids("fence-2") == ("fence-2.1", "fence-2.2", "fence-2.3", "fence-2.4", "fence-2.5")
    lengths = [table.by_id[i].geometry.length for i in table.segment_ids("fence-2")]
    assert max(lengths) < 2 * (6 + 0.2)


# ---- the ground ---------------------------------------------------------------------------------

def test_ground_height_of_a_stepped_and_sloped_hill():
    ground = [{"id": "slope", "name": "Hillside", "polygon": [[20, 10], [50, 10], [50, 40], [20, 40]],
               "level": 2.0, "slope": 4.0},
              {"id": "top", "name": "Hilltop", "polygon": [[30, 20], [40, 20], [40, 30], [30, 30]],
               "level": 3.0, "edge_level": 2.0, "slope": 2.0}]
    table = make_table([WALL], ground)
    assert table.ground_height((5, 5)) == 0.0
    assert table.ground_height((21, 25)) == pytest.approx(0.5)
    assert table.ground_height((25, 25)) == pytest.approx(2.0)
    assert table.ground_height((31, 25)) == pytest.approx(2.5)
    assert table.ground_height(Point(35, 25)) == pytest.approx(3.0)
    assert table.on_ground(35, 25) == Point(35, 25, 3.0)
    here = terrain_at(table, Point(35, 25))
    assert here.ground == pytest.approx(3.0) and here.ground_area == "Hilltop"


def test_terrain_at_names_the_objects_and_difficult_ground():
    table = make_table([WALL, MUD])
    here = terrain_at(table, (10.5, 20))
    assert here.difficult and not here.blocked and [o.id for o in here.objects] == ["mud"]
    assert "difficult ground (SK-5.1)" in here.describe()
    wall = terrain_at(table, (20, 20))
    assert wall.blocked and wall.objects[0].parent == "wall-3"


# ---- movement (SK-5.1) --------------------------------------------------------------------------

@pytest.mark.rule("SK-5.1", "SK-4.8")
def test_three_inches_in_the_open_cost_three_a():
    table = make_table([WALL, MUD])
    cost, text = move_cost(table, [Point(1, 5), Point(4, 5)])
    assert cost == 3
    assert "1 A per inch (SK-5.1)" in text


@pytest.mark.rule("SK-5.1")
def test_crossing_one_inch_of_difficult_ground_costs_one_more():
    table = make_table([WALL, MUD])
    r = move_cost(table, [Point(8, 5), Point(12, 5)])
    assert r.difficult_inches == pytest.approx(1.0) and r.inches == pytest.approx(4.0)
    assert r.cost == 5  # 3 open + 1 difficult x 2
    assert "1.00 in of difficult ground, 2 A per inch (SK-5.1)" in r.explain()
    assert move_cost(table, [Point(8, 5), Point(12, 5)], ignore_difficult=True).cost == 4  # Cross-country


@pytest.mark.rule("SK-5.1", "SK-4.11")
def test_crouching_costs_two_a_per_inch_and_does_not_stack_with_difficult_ground():
    table = make_table([WALL, MUD])
    assert move_cost(table, [Point(1, 5), Point(4, 5)], crouching=True).cost == 6
    # Ambiguity 9: crouched in difficult ground is still 2 A per inch, not 4
    r = move_cost(table, [Point(8, 5), Point(12, 5)], crouching=True)
    assert r.cost == 8
    assert "Ambiguity 9" in r.explain()


@pytest.mark.rule("SK-5.1")
def test_fractions_of_an_inch_are_paid_up_once_per_action():
    table = make_table([WALL, MUD])
    # Ambiguity 10: 1.5 + 1.2 inches are 2.7 A, paid as 3 (not 2 + 2)
    r = move_cost(table, [Point(1, 5), Point(2.5, 5), Point(2.5, 6.2)])
    assert r.inches == pytest.approx(2.7) and r.cost == 3
    assert "paid as 3 A" in r.explain()


@pytest.mark.rule("SK-5.2", "SK-5.3")
def test_a_wall_blocks_movement_and_says_which_and_how_high():
    table = make_table([WALL, MUD])
    r = move_cost(table, [Point(15, 20), Point(25, 20)])
    assert r.cost is None
    assert [b.object_id for b in r.blocked] == ["wall-3.3"]
    b = r.blocked[0]
    assert b.at == pytest.approx((19.85, 20.0)) and b.height == pytest.approx(0.8) and b.climbable
    assert "Brick wall (wall-3.3) blocks the way at (19.9, 20.0), 0.8 in high, 0.3 in thick (SK-5.2)" in r.explain()
    assert "climbed (SK-5.3)" in r.explain()
    low = make_table([dict(WALL, height=0.5)])
    assert "it may be jumped (SK-5.2)" in blocked_move(low, [Point(15, 20), Point(25, 20)])[0].describe()
    # round the end of the wall: free
    assert move_cost(table, [Point(15, 20), Point(20, 31), Point(25, 20)]).cost == 25


@pytest.mark.rule("SK-4.9", "SK-5.1")
def test_closed_doors_block_open_doors_let_through():
    house = {"id": "house", "kind": "building", "polygon": [[30, 10], [40, 10], [40, 20], [30, 20]],
             "openings": [{"id": "d1", "kind": "door", "edge": 3, "at": 5, "width": 1.2},
                          {"id": "w1", "kind": "window", "edge": 3, "at": 2, "width": 1.2}]}
    table = make_table([house])
    # a window is climbed through over its sill (0.6 in), not over the wall above it
    through = blocked_move(table, [Point(25, 18), Point(35, 18)])
    assert through[0].object_id == "w1" and through[0].height == pytest.approx(0.6) and through[0].climbable
    path = [Point(25, 15), Point(35, 15)]
    shut = move_cost(table, path)
    assert shut.cost is None and shut.blocked[0].object_id == "d1" and shut.blocked[0].rule == "SK-4.9"
    assert "Plank door (d1) is closed at (29.9, 15.0): open it first, 1 A (SK-4.9)" in shut.explain()
    assert move_cost(table, path, open_doors={"d1"}).cost == 10
    # through the wall beside the door: blocked by the wall whatever the door does
    assert move_cost(table, [Point(25, 12), Point(35, 12)], open_doors={"d1"}).blocked[0].object_id == "house.wall-3.3"


@pytest.mark.rule("SK-8.4", "SK-5.1")
def test_a_destroyed_segment_leaves_difficult_rubble():
    table = make_table([WALL])
    r = move_cost(table, [Point(15, 20), Point(25, 20)], destroyed={"wall-3.3"})
    assert r.cost == 11  # 9.7 open + 0.3 rubble x 2 = 10.3, paid as 11
    assert move_cost(table, [Point(15, 12), Point(25, 12)], destroyed={"wall-3.3"}).cost is None


def test_a_path_off_the_table_is_refused():
    table = make_table([WALL])
    b = blocked_move(table, [Point(70, 5), Point(74, 5)])
    assert b and b[0].object_id == "table-edge"


# ---- validation -----------------------------------------------------------------------------------

def _messages(data, name="bad.json"):
    return validate_table(data, name)


def test_broken_files_give_messages_naming_file_object_and_field():
    good = table_data([WALL])
    assert _messages(good) == []
    cases = [
        (lambda d: d["objects"][0].update(height="tall"), "bad.json: object 'wall-3': height: must be a number"),
        (lambda d: d["objects"][0].update(kind="castle"), "bad.json: object 'wall-3': kind: 'castle' is not one of"),
        (lambda d: d["objects"][0].update(cover="armour_1000mm"), "object 'wall-3': cover: unknown cover type 'armour_1000mm'"),
        (lambda d: d["objects"][0].update(line=[[20, 10], [80, 10]]), "object 'wall-3': line: a point lies off the 72 x 48 table"),
        (lambda d: d["objects"][0].update(blocks_sight="yes"), "object 'wall-3': blocks_sight: must be true or false"),
        (lambda d: d["objects"].append(dict(WALL)), "object #2: id: 'wall-3' is used twice"),
        (lambda d: d.update(size=[72]), "bad.json: size: must be [width, depth]"),
        (lambda d: d.update(format="cc-map/1"), "bad.json: format: must be 'cc-skirmish-table/1'"),
        (lambda d: d["objects"][0].update(openings=[{"id": "d", "kind": "door", "at": 30, "width": 2}]),
         "object 'wall-3' opening 'd': at: the opening (29 to 31 in) does not fit its edge (19.00 in long)"),
        (lambda d: d["objects"][0].update(openings=[{"id": "w", "kind": "window", "at": 5, "width": 1, "sill": 1.0,
                                                     "top": 0.5}]),
         "object 'wall-3' opening 'w': sill, top: the window's opening heights, 0 <= sill < top"),
        (lambda d: d["objects"][0].update(colour="red"), "object 'wall-3': colour: unknown field"),
        (lambda d: d["deployment"]["side_b"].update(edge="north"), "deployment: both sides have the north edge"),
        (lambda d: d["objects"].append({"id": "x", "kind": "woods", "polygon": [[0, 0], [5, 5], [5, 0], [0, 5]]}),
         "object 'x': polygon: the outline crosses itself"),
        (lambda d: d.update(ground=[{"id": "h", "polygon": [[0, 0], [5, 0], [5, 5]], "level": 40}]),
         "ground area 'h': level: must be a height in inches between -3 and 12"),
        (lambda d: d["objects"].append({"id": "b", "kind": "building",
                                        "polygon": [[30, 10], [40, 10], [40, 10], [40, 20], [30, 20]]}),
         "object 'b': polygon: two consecutive corners of the building are the same"),
    ]
    for change, expected in cases:
        data = copy.deepcopy(good)
        change(data)
        msgs = _messages(data)
        assert any(expected in m for m in msgs), (expected, msgs)
        with pytest.raises(TableError) as err:
            build_table(data, "bad.json")
        assert err.value.messages == msgs


def test_check_table_file_reports_unreadable_and_broken_json_without_a_traceback(tmp_path):
    missing = tmp_path / "nowhere.json"
    assert check_table_file(missing)[0].startswith(f"{missing}: cannot be read")
    broken = tmp_path / "broken.json"
    broken.write_text('{"format": "cc-skirmish-table/1",\n "id": }', encoding="utf-8")
    assert check_table_file(broken) == [f"{broken}: not valid JSON (line 2, column 8: Expecting value)"]
    bad = tmp_path / "bad.json"
    data = table_data([dict(WALL, height=-1)])
    bad.write_text(json.dumps(data), encoding="utf-8")
    assert check_table_file(bad) == [f"{bad}: object 'wall-3': height: must be a number of inches >= 0"]
    with pytest.raises(TableError, match="height: must be a number"):
        load_table(bad)


# ---- drawing ----------------------------------------------------------------------------------------

def test_every_battlefield_draws_as_svg_with_figures():
    for path in bundled_tables():
        table = load_table(path)
        svg = table_svg(table, figures=[Marker(man(10, 10, facing=45), "Sgt. Nagy", "#1f4fa0"),
                                        Marker(Pose(Point(20, 30), 180, Posture.CROUCHING), "", "#a01f1f")],
                        sight_lines=[((10, 10), (20, 30), "#ffcc00")])
        root = ET.fromstring(svg)
        assert root.tag.endswith("svg") and root.get("width") == "1492"
        assert table.name in svg and "Sgt. Nagy" in svg
        assert svg.count("<circle") >= 2


@pytest.mark.rule("SK-15.2")
def test_smoke_clouds_are_drawn_where_they_stand_full_or_thin():
    from cc_desktop.skirmish.drawing import MARGIN, SCALE
    from cc_desktop.skirmish.state import SmokeCloud
    table = load_table(next(p for p in bundled_tables() if p.stem == "farmland"))
    clouds = [SmokeCloud("cloud1", Point(36.0, 24.0), 4.0, 4.0, 1), SmokeCloud("cloud2", Point(10.0, 40.0), 3.0, 4.0, 1, thin=True)]
    root = ET.fromstring(table_svg(table, smoke=clouds))
    grey = [c for c in root.iter() if c.tag.endswith("circle") and c.get("fill") == "#c9c9c9"]
    assert [(float(c.get("cx")), float(c.get("cy")), float(c.get("r")), c.get("fill-opacity"), c.get("stroke-dasharray"))
            for c in grey] == [(MARGIN + 36 * SCALE, MARGIN + 24 * SCALE, 4 * SCALE, "0.7", None),
                               (MARGIN + 10 * SCALE, MARGIN + 40 * SCALE, 3 * SCALE, "0.35", "6,4")]
    assert [t.text for t in root.iter() if t.tag.endswith("text") and t.text and t.text.startswith("cloud")] == ["cloud1", "cloud2"]
    assert not any(c.get("fill") == "#c9c9c9" for c in ET.fromstring(table_svg(table)).iter())


@pytest.mark.rule("SK-4.11", "SK-5.1")
def test_scenario_12_turning_costs_moving_three_inches_with_two_right_angle_turns_costs_three_a():
    # the digest's test scenario 12, its moving part: turning while moving is free (SK-4.11), so
    # 3 inches of open ground with two 90-degree turns cost 3 A (the turns on the spot are the
    # engine's business: 1 A, 0 with Nimble)
    table = make_table([WALL, MUD])
    r = move_cost(table, [Point(1, 5), Point(2, 5), Point(2, 6), Point(3, 6)])
    assert r.inches == pytest.approx(3.0) and r.cost == 3


def test_junk_anywhere_gives_messages_never_an_exception():
    good = table_data([WALL, {"id": "h", "kind": "building", "polygon": [[30, 10], [40, 10], [40, 20], [30, 20]],
                              "openings": [{"id": "d", "kind": "door", "edge": 0, "at": 5, "width": 1}]}],
                      [{"id": "g", "polygon": [[0, 0], [5, 0], [5, 5]], "level": 1}])
    junk = [None, "x", -1, 1e9, float("nan"), [], {}, [1], [["a", 1]], True, [[0, 0], [0, 0], [0, 0]]]

    def places(d, path=()):
        yield path
        children = d.items() if isinstance(d, dict) else enumerate(d) if isinstance(d, list) else ()
        for k, v in children:
            yield from places(v, path + (k,))

    count = 0
    for path in list(places(good))[1:]:
        for value in junk:
            data = copy.deepcopy(good)
            node = data
            for k in path[:-1]:
                node = node[k]
            node[path[-1]] = value
            msgs = validate_table(data, "junk.json")  # never raises
            assert all(m.startswith("junk.json: ") for m in msgs)
            if not msgs:
                build_table(data, "junk.json")  # what passes the checks loads
            count += bool(msgs)
    assert count > 200


def test_check_map_can_tell_a_battlefield_from_a_combat_commander_map(tmp_path):
    from cc_desktop.resources import bundled_maps  # noqa: PLC0415

    assert all(is_table_file(p) for p in bundled_tables())
    assert not any(is_table_file(p) for p in bundled_maps())
    assert not is_table_file(tmp_path / "missing.json")
    line = summary(load_table("partisan-road"))
    assert line.startswith("Partisan road (SK-20.2), 72 x 48 in, ")
    assert "deployment: Germans (west), Partisans (east)" in line
