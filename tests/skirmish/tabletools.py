"""Small battlefields for the tests of cc_desktop.skirmish.table and .sight (exact positions)."""

from __future__ import annotations

from cc_desktop.skirmish.table import FORMAT, build_table
from cc_desktop.skirmish.types import CoverType, Point, Pose, Posture

ZONES = {"side_a": {"polygon": [[0, 0], [72, 0], [72, 4], [0, 4]], "edge": "north"},
         "side_b": {"polygon": [[0, 44], [72, 44], [72, 48], [0, 48]], "edge": "south"}}

#: Our own cover values for the tests (cover.json is sk-data's and need not exist).
COVERS = {
    "brick_wall": CoverType("brick_wall", "Brick wall", 4, True, 45),
    "bush_hedge": CoverType("bush_hedge", "Bush, hedge", 6, True, 15),
    "picket_fence": CoverType("picket_fence", "Picket fence", 6, False, 15),
    "plank_door": CoverType("plank_door", "Plank door", 6, True, 15),
    "log": CoverType("log", "Log, tree trunk", 4, True, 45),
    "figure": CoverType("figure", "Human, animal", 5, False, None),
    "earth_sandbags": CoverType("earth_sandbags", "Earth mound, sandbags", 4, True, 45),
    "trench": CoverType("trench", "Trench", 3, True, None),
}


def table_data(objects, ground=(), **extra) -> dict:
    data = {"format": FORMAT, "id": "test", "name": "Test table", "size": [72, 48],
            "ground": list(ground), "objects": list(objects), "deployment": ZONES}
    data.update(extra)
    return data


def make_table(objects, ground=(), **extra):
    return build_table(table_data(objects, ground, **extra), "test.json")


def man(x, y, facing=0.0, posture=Posture.STANDING, z=0.0) -> Pose:
    return Pose(Point(x, y, z), facing, posture)


def crouching(x, y, facing=0.0) -> Pose:
    return Pose(Point(x, y), facing, Posture.CROUCHING)
