"""True 2.5-D line of sight on Skirmish battlefields (SK-7, SK-8.2), at exact positions."""

import itertools

import pytest

from cc_desktop.skirmish.sight import Figure, _clip, _clip_box, _clip_convex, sight
from cc_desktop.skirmish.table import load_table
from cc_desktop.skirmish.types import Posture

from .tabletools import COVERS, crouching, make_table, man

WALL = {"id": "wall-3", "kind": "wall", "line": [[20, 10], [20, 29]], "height": 0.8, "thickness": 0.3}
TALL = {"id": "tall", "kind": "wall", "line": [[20, 10], [20, 29]], "height": 2.0, "thickness": 0.3}
SHOOTER = man(10, 20, facing=0)


def parts(result):
    return {p.part: p.seen for p in result.points}


@pytest.mark.rule("SK-7.1", "SK-8.2")
def test_standing_man_behind_a_low_wall_is_in_cover_head_seen_body_blocked():
    table = make_table([WALL])
    r = sight(table, SHOOTER, man(20.6, 20, facing=180), covers=COVERS)
    assert r.visible and r.in_cover and not r.in_open
    assert parts(r) == {"head": True, "torso": False, "left arm": False, "right arm": False, "legs": False}
    torso = next(p for p in r.points if p.part == "torso")
    assert torso.blocked_by.object_id == "wall-3.3"          # 19 inches in four 4.75-inch segments: y 19.5 to 24.25
    assert torso.blocked_by.at[0] == pytest.approx(19.85)   # the near face of the 0.3-inch wall
    assert torso.blocked_by.height == pytest.approx(0.8)
    assert [c.object_id for c in r.covers] == ["wall-3.3"]
    assert r.covers[0].save == 4
    text = r.explain()
    assert ("head seen; torso, left arm, right arm and legs blocked by Brick wall (wall-3.3) at (19.9, 20.0), "
            "0.8 in high (SK-7.1)") in text
    assert torso.describe() == "torso blocked by Brick wall (wall-3.3) at (19.9, 20.0), 0.8 in high (SK-7.1)"
    assert "in cover: -1 to hit (SK-6.3) and a compulsory cover save (SK-8.2)" in text
    assert "Brick wall 4+" in text


@pytest.mark.rule("SK-7.1", "SK-7.2")
def test_crouching_man_behind_the_low_wall_is_not_visible():
    table = make_table([WALL])
    r = sight(table, SHOOTER, crouching(20.6, 20, facing=180), covers=COVERS)
    assert not r.visible and not r.in_cover
    assert not any(p.seen for p in r.points)
    assert r.covers == ()
    assert "not visible" in r.explain()


@pytest.mark.rule("SK-7.2")
def test_a_crouching_figure_never_protrudes_from_cover_that_hides_it_partly():
    log = {"id": "log-1", "kind": "log", "line": [[20, 15], [20, 25]], "height": 0.4, "thickness": 0.4}
    # geometrically the crouching man's head (0.5 in up) shows over the 0.4-inch log ...
    open_log = dict(log, hides_crouching=False)
    r = sight(make_table([open_log]), SHOOTER, crouching(20.7, 20), covers=COVERS)
    assert r.visible and r.in_cover
    assert parts(r)["head"] is True and parts(r)["torso"] is False
    # ... but a log he fits behind hides all of him (SK-7.2)
    r = sight(make_table([log]), SHOOTER, crouching(20.7, 20), covers=COVERS)
    assert not r.visible
    head = next(p for p in r.points if p.part == "head")
    assert head.rule == "SK-7.2" and head.blocked_by.object_id == "log-1.1"
    assert "hidden by Log (log-1.1) (SK-7.2)" in r.explain()
    # a standing man behind the same log shows above it: in cover
    r = sight(make_table([log]), SHOOTER, man(20.7, 20), covers=COVERS)
    assert r.visible and r.in_cover and parts(r)["legs"] is False and parts(r)["torso"] is True


@pytest.mark.rule("SK-7.1")
def test_a_two_inch_wall_hides_standing_and_crouching_men():
    table = make_table([TALL])
    for target in (man(20.6, 20), crouching(20.6, 20), man(25, 22)):
        r = sight(table, SHOOTER, target)
        assert not r.visible, target
        assert all(p.blocked_by.parent == "tall" for p in r.points)


@pytest.mark.rule("SK-7.3")
def test_the_front_arc_is_checked_and_reported_apart_from_the_line():
    table = make_table([WALL])
    target = man(5, 20)  # west of the shooter
    ahead = sight(table, man(10, 20, facing=180), target)
    behind = sight(table, man(10, 20, facing=0), target)
    side = sight(table, man(10, 20, facing=90), target)  # exactly abeam: the arc's edge counts
    assert ahead.visible and behind.visible and side.visible
    assert ahead.arc_ok and ahead.can_shoot
    assert not behind.arc_ok and not behind.can_shoot
    assert side.arc_ok
    assert "outside the observer's 180 degree front arc" in behind.explain()


@pytest.mark.rule("SK-8.2")
def test_a_shot_through_a_hedge_then_a_wall_lists_both_covers_in_order():
    hedge = {"id": "hedge-1", "kind": "hedge", "line": [[12, 10], [12, 29]], "height": 0.75, "thickness": 0.6}
    table = make_table([hedge, WALL])
    r = sight(table, man(0, 20, facing=0), man(20.6, 20, facing=180), covers=COVERS)
    assert r.visible and r.in_cover
    assert parts(r) == {"head": True, "torso": False, "left arm": False, "right arm": False, "legs": False}
    legs = next(p for p in r.points if p.part == "legs")
    assert legs.blocked_by.parent == "hedge-1"               # the legs are hidden by the hedge first
    assert [c.parent for c in r.covers] == ["hedge-1", "wall-3"]
    assert [c.save for c in r.covers] == [6, 4]
    assert r.covers[0].distance < r.covers[1].distance
    assert "Hedge (hedge-1.3): Bush, hedge 6+; Brick wall (wall-3.3): Brick wall 4+" in r.explain()


@pytest.mark.rule("SK-7.1")
def test_a_man_on_a_hill_sees_over_a_wall_a_man_on_the_ground_cannot():
    hill = {"id": "hill", "name": "Hill", "polygon": [[0, 10], [8, 10], [8, 30], [0, 30]], "level": 3.0}
    table = make_table([WALL], [hill])
    target = crouching(23, 20, facing=180)  # 3 inches behind the wall
    below = sight(table, man(9, 20), target)
    assert not below.visible
    up = sight(table, man(4, 20), target)   # z 0: stands on the hill's ground (3 in)
    assert up.eye.z == pytest.approx(4.0)
    assert up.visible and up.in_open
    assert table.ground_height((4, 20)) == pytest.approx(3.0)


@pytest.mark.rule("SK-7.1")
def test_the_ground_of_a_sloped_hill_hides_men_on_either_side():
    hill = {"id": "hill", "name": "Long hill", "polygon": [[30, 0], [40, 0], [40, 48], [30, 48]],
            "level": 2.0, "slope": 4.0}
    table = make_table([{"id": "f", "kind": "field", "polygon": [[0, 0], [5, 0], [5, 5]]}], [hill])
    assert table.ground_height((31, 20)) == pytest.approx(0.5)   # a quarter up the 4-inch slope
    assert table.ground_height((35, 20)) == pytest.approx(2.0)
    r = sight(table, man(20, 20), man(50, 20), covers=COVERS)
    assert not r.visible
    assert all(p.blocked_by.object_id == "hill" for p in r.points)
    assert "Long hill (hill)" in r.explain()
    # a man on the crest sees both
    assert sight(table, man(35, 20), man(50, 20)).in_open
    assert sight(table, man(35, 20), man(20, 20)).in_open


@pytest.mark.rule("SK-7.1", "SK-8.3")
def test_a_man_in_a_ditch_is_hidden_by_its_bank_when_crouching_and_in_cover_when_standing():
    ditch = {"id": "ditch", "name": "Ditch", "polygon": [[19, 10], [21, 10], [21, 30], [19, 30]],
             "level": -0.7, "slope": 0.3, "cover": "trench"}
    table = make_table([{"id": "f", "kind": "field", "polygon": [[0, 0], [5, 0], [5, 5]]}], [ditch])
    assert not sight(table, SHOOTER, crouching(20, 20), covers=COVERS).visible
    r = sight(table, SHOOTER, man(20, 20), covers=COVERS)
    assert r.visible and r.in_cover
    assert [c.cover for c in r.covers] == ["trench"] and r.covers[0].save == 3


def _house(door_open=False, material="plank", sill=0.6, top=1.4):
    return {"id": "house", "kind": "building", "polygon": [[30, 10], [40, 10], [40, 20], [30, 20]],
            "openings": [{"id": "d1", "kind": "door", "edge": 3, "at": 5, "width": 1.2, "material": material,
                          "open": door_open},
                         {"id": "w1", "kind": "window", "edge": 3, "at": 8, "width": 1.2, "sill": sill, "top": top}]}


@pytest.mark.rule("SK-7.1", "SK-4.9")
def test_doors_closed_hide_open_show():
    table = make_table([_house()])
    looker, inside = man(20, 15, facing=0), man(35, 15, facing=180)
    shut = sight(table, looker, inside, covers=COVERS)
    assert not shut.visible
    assert {p.blocked_by.object_id for p in shut.points} == {"d1"}
    assert "Plank door (d1)" in shut.explain()
    opened = sight(table, looker, inside, open_doors={"d1"}, covers=COVERS)
    assert opened.visible and opened.in_open
    # the file's initial state is used when the game gives none
    assert sight(make_table([_house(door_open=True)]), looker, inside).visible
    assert not sight(make_table([_house(door_open=True)]), looker, inside, open_doors=()).visible
    # a closed steel door gives the steel door cover to a man standing in the doorway's shadow
    steel = make_table([_house(material="steel")])
    assert steel.by_id["d1"].cover == "steel_door" and steel.by_id["d1"].door == "steel"


@pytest.mark.rule("SK-7.1", "SK-8.2")
def test_windows_show_the_body_between_sill_and_lintel():
    table = make_table([_house()])
    looker = man(20, 12, facing=0)            # in line with the window at y 12
    r = sight(table, looker, man(31, 12, facing=180), covers=COVERS)
    assert r.visible and r.in_cover
    seen = parts(r)
    assert seen["head"] and seen["torso"] and not seen["legs"]
    assert next(p for p in r.points if p.part == "legs").blocked_by.object_id == "w1"
    assert [c.object_id for c in r.covers] == ["w1"] and r.covers[0].cover == "brick_wall"
    # a high window (sill 1.2 in) shows nothing of a man outside it
    high = make_table([_house(sill=1.2, top=2.0)])
    assert not sight(high, looker, man(31, 12)).visible
    # from across the room a man deep inside is hidden by the wall beside the window
    assert not sight(table, looker, man(35, 16)).visible


@pytest.mark.rule("SK-7.1")
def test_the_feet_never_count_an_opening_at_floor_level_shows_nothing():
    wall = {"id": "w", "kind": "wall", "line": [[20, 10], [20, 30]], "height": 2.0,
            "openings": [{"id": "gap-under", "kind": "window", "edge": 0, "at": 10, "width": 3, "sill": 0.0,
                          "top": 0.2}]}
    table = make_table([wall])
    r = sight(table, man(19.0, 20, z=0.0), man(21, 20))
    assert not r.visible  # only the feet would show under the wall


@pytest.mark.rule("SK-7.1", "SK-8.3")
def test_woods_can_be_seen_into_three_inches():
    woods = {"id": "wood", "kind": "woods", "polygon": [[20, 0], [30, 0], [30, 40], [20, 40]]}
    table = make_table([woods])
    near = sight(table, SHOOTER, man(22, 20), covers=COVERS)
    assert near.visible and near.in_cover and all(p.seen for p in near.points)
    assert [c.cover for c in near.covers] == ["bush_hedge"]
    assert "seen through Woods (wood)" in near.explain()
    # SK-7.2: a crouching man in the leaves is not seen through them
    hidden = sight(table, SHOOTER, crouching(22, 20), covers=COVERS)
    assert not hidden.visible and hidden.points[0].rule == "SK-7.2"
    # ... but leaves round the observer do not hide a crouching man far away, nor put him in cover
    out = sight(table, man(29, 20, facing=0), crouching(60, 20), covers=COVERS)
    assert out.visible and out.in_open and out.covers == ()
    # (the leaves are the observer's cover when the target looks back)
    back = sight(table, crouching(60, 20, facing=180), man(29, 20), covers=COVERS)
    assert back.visible and back.in_cover and [c.cover for c in back.covers] == ["bush_hedge"]
    far = sight(table, SHOOTER, man(24, 20), covers=COVERS)
    assert not far.visible
    assert far.points[0].blocked_by.at[0] == pytest.approx(23.0)  # 3 inches in


@pytest.mark.rule("SK-7.1", "SK-7.2", "SK-8.2")
def test_a_picket_fence_is_seen_through_but_gives_cover():
    fence = {"id": "fence", "kind": "fence", "line": [[20, 10], [20, 30]]}
    table = make_table([fence])
    r = sight(table, SHOOTER, man(20.6, 20), covers=COVERS)
    assert r.visible and r.in_cover and all(p.seen for p in r.points)
    assert [c.parent for c in r.covers] == ["fence"] and r.covers[0].save == 6
    crouched = sight(table, SHOOTER, crouching(20.6, 20), covers=COVERS)
    assert crouched.visible and crouched.in_cover  # a picket fence does not hide a crouching man


@pytest.mark.rule("SK-8.4", "SK-7.1")
def test_a_destroyed_wall_segment_gives_no_more_cover():
    table = make_table([WALL])
    r = sight(table, SHOOTER, man(20.6, 20), destroyed={"wall-3.3"})
    assert r.in_open
    assert sight(table, SHOOTER, man(20.6, 20), destroyed={"wall-3.1"}).in_cover  # another segment
    assert sight(table, SHOOTER, man(20.6, 20), destroyed={"wall-3"}).in_open    # the whole wall


@pytest.mark.rule("SK-8.3", "SK-7.1")
def test_other_figures_hide_and_cover():
    table = make_table([{"id": "f", "kind": "field", "polygon": [[0, 0], [5, 0], [5, 5]]}])
    kneeling = Figure("m7", crouching(19, 20), "Private Kovacs")
    r = sight(table, SHOOTER, man(20, 20), figures=[kneeling], covers=COVERS)
    assert r.visible and r.in_cover
    assert parts(r) == {"head": True, "torso": True, "left arm": True, "right arm": True, "legs": False}
    assert [c.object_id for c in r.covers] == ["m7"] and r.covers[0].save == 5
    standing = Figure("m8", man(15, 20), "Private Szabo")
    assert not sight(table, SHOOTER, man(20, 20), figures=[standing]).visible  # right behind him
    assert sight(table, SHOOTER, man(20, 20)).in_open


@pytest.mark.rule("SK-7.1")
def test_sight_is_reciprocal_between_standing_men_facing_each_other_on_the_village_street():
    table = load_table("village-street")
    spots = [(3, 24), (12, 21), (20, 19.2), (31, 14), (35, 30), (46, 26), (57, 24), (62, 35), (69, 22),
             (26, 36), (48, 42), (11, 44), (13, 6), (50, 7)]
    seen = hidden = 0
    for (ax, ay), (bx, by) in itertools.combinations(spots, 2):
        a = man(ax, ay)
        b = man(bx, by)
        from cc_desktop.skirmish.types import bearing  # noqa: PLC0415
        a = man(ax, ay, facing=bearing(a.at, b.at))
        b = man(bx, by, facing=bearing(b.at, a.at))
        ab, ba = sight(table, a, b), sight(table, b, a)
        assert ab.visible == ba.visible, ((ax, ay), (bx, by), ab.explain(), ba.explain())
        assert ab.arc_ok and ba.arc_ok
        seen += ab.visible
        hidden += not ab.visible
    assert seen >= 10 and hidden >= 10  # the check looked at both kinds of pair


@pytest.mark.rule("SK-7.1")
def test_prone_men_show_only_head_and_back():
    table = make_table([WALL])
    r = sight(table, man(10, 20), man(15, 20, posture=Posture.PRONE))
    assert [p.part for p in r.points] == ["head", "back"] and r.in_open


def test_the_three_ways_of_clipping_a_line_agree():
    table = load_table("village-street")
    lines = [(1.0, 1.0, 70.0, 46.0), (10.0, 25.0, 60.0, 21.0), (31.0, 3.0, 33.0, 45.0), (0.5, 12.0, 71.0, 13.0)]
    checked = boxes = 0
    for o in table.objects:
        if o.halfplanes is None:
            continue
        for ax, ay, bx, by in lines:
            a = _clip_convex(ax, ay, bx - ax, by - ay, o.halfplanes)
            b = _clip(ax, ay, bx - ax, by - ay, o.ring)
            c = _clip_box(ax, ay, bx - ax, by - ay, o.obb) if o.obb else b
            assert len(a) == len(b) == len(c), o.id
            for (s0, s1), (t0, t1), (u0, u1) in zip(a, b, c):
                assert s0 == pytest.approx(t0, abs=1e-9) and s1 == pytest.approx(t1, abs=1e-9)
                assert u0 == pytest.approx(t0, abs=1e-9) and u1 == pytest.approx(t1, abs=1e-9)
            checked += bool(a)
            boxes += bool(c) and o.obb is not None
    assert checked > 10 and boxes > 10


@pytest.mark.rule("SK-7.1", "SK-8.2")
def test_the_corner_the_shooter_stands_at_is_not_the_targets_cover():
    house = {"id": "house", "kind": "building", "polygon": [[30, 10], [40, 10], [40, 20], [30, 20]]}
    table = make_table([house])
    at_corner = man(29.7, 19.0, facing=90)  # beside the west wall, looking south past its end
    r = sight(table, at_corner, man(29.7, 40), covers=COVERS)
    assert r.in_open and r.covers == ()
    # the same wall further off, across the line, is cover
    beyond = sight(table, man(25, 15, facing=0), man(40.6, 15.3), covers=COVERS)
    assert not beyond.visible or beyond.in_cover
    # and a wall right in front of the eye still hides what is behind it
    assert not sight(table, man(29.7, 15, facing=0), man(35, 15)).visible
