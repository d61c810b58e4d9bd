"""Smoke on the table (SK-15.2 lets a gun fire smoke shells; how a cloud hides and thins is our
rule: docs/skirmish-design.md "Smoke", docs/skirmish-decisions/smoke.md).

A cloud is a cylinder of the shell's radius (4 inches for the light infantry gun) and 4 inches
high; a line of sight sees 1 inch into a full cloud (the target is then in cover, without a save)
and is hidden beyond; a thin cloud is seen through, as cover without a save.  A cloud laid in
game turn 1 is full to the end of turn 2, thin in turn 3 and gone at the start of turn 4.

Real positions: the sight itself on a small test table (tabletools), the engine on sk-table's
farmland (red's light infantry gun at (36, 41.2) with r1, r2 and r3 at it, blue's b1 at (36, 8),
32 inches north across open fields) and on a small test table written as a map file."""

import json

import pytest

from cc_desktop.skirmish import guns, reactions, testing
from cc_desktop.skirmish.dice import Dice, FixedDice
from cc_desktop.skirmish.game import SkirmishGame
from cc_desktop.skirmish.sight import SMOKE_DEPTH, can_see, sight
from cc_desktop.skirmish.state import SkirmishState, SmokeCloud
from cc_desktop.skirmish.types import Point

from .tabletools import COVERS, crouching, make_table, man, table_data

FIELD = {"id": "f", "kind": "field", "polygon": [[0, 0], [5, 0], [5, 5]]}
CLOUD = SmokeCloud("cloud1", Point(30.0, 24.0), 4.0, 4.0, 1)          # x 26-34 on the line y = 24
THIN = SmokeCloud("cloud1", Point(30.0, 24.0), 4.0, 4.0, 1, thin=True)
EAST, WEST = 0.0, 180.0


def _open_table():
    return make_table([FIELD])


# -- the line of sight through a cloud (SK-7.1 with our smoke) ----------------------------------------
@pytest.mark.rule("SK-7.1")
def test_a_full_cloud_hides_what_lies_beyond_its_first_inch():
    table = _open_table()
    shooter, target = man(10, 24, EAST), man(50, 24, WEST)
    assert sight(table, shooter, target, covers=COVERS).in_open
    r = sight(table, shooter, target, covers=COVERS, smoke=(CLOUD,))
    assert not r.visible
    hidden_by = r.points[0].blocked_by
    assert (hidden_by.object_id, hidden_by.parent, hidden_by.name, hidden_by.cover, hidden_by.rule, hidden_by.blocks) \
        == ("smoke-cloud1", "smoke", "Smoke", "smoke", "SK-15.2", True)
    # hidden where the line has run SMOKE_DEPTH (1 inch) inside: it enters at x 26
    assert SMOKE_DEPTH == 1.0
    assert hidden_by.at == pytest.approx((27.0, 24.0)) and hidden_by.distance == pytest.approx(17.0)
    assert hidden_by.height == pytest.approx(4.0)
    assert all(p.blocked_by.object_id == "smoke-cloud1" for p in r.points)
    # both ways alike
    assert not sight(table, target, shooter, smoke=(CLOUD,)).visible
    # a line that only clips the cloud's edge (0.8 inch of smoke at y 20.02) sees through it
    edge = sight(table, man(10, 20.02, EAST), man(50, 20.02, WEST), covers=COVERS, smoke=(CLOUD,))
    assert edge.visible and edge.in_cover
    assert [(c.object_id, c.cover, c.cover_type, c.save) for c in edge.covers] == [("smoke-cloud1", "smoke", None, None)]


@pytest.mark.rule("SK-7.1", "SK-7.2")
def test_a_man_in_the_first_inch_of_a_cloud_is_seen_in_cover_deeper_he_is_hidden():
    table = _open_table()
    shooter = man(10, 24, EAST)
    near = sight(table, shooter, man(26.5, 24, WEST), covers=COVERS, smoke=(CLOUD,))   # 0.5 inch in
    assert near.visible and near.in_cover and all(p.seen for p in near.points)
    assert near.points[0].covered_by[0].blocks is False
    assert [c.object_id for c in near.covers] == ["smoke-cloud1"] and near.covers[0].save is None
    # a crouching man there is seen too: smoke is no cover a crouching man hides behind (SK-7.2)
    low = sight(table, shooter, crouching(26.5, 24, WEST), covers=COVERS, smoke=(CLOUD,))
    assert low.visible and low.in_cover and {p.rule for p in low.points} == {"SK-7.1"}
    deep = sight(table, shooter, man(27.5, 24, WEST), covers=COVERS, smoke=(CLOUD,))   # 1.5 inches in
    assert not deep.visible
    assert deep.points[0].blocked_by.at == pytest.approx((27.0, 24.0))


@pytest.mark.rule("SK-7.1")
def test_a_man_inside_a_cloud_sees_only_its_first_inch_round_him():
    table = _open_table()
    inside = man(30, 24, EAST)                       # at the centre, 4 inches from every edge
    assert sight(table, inside, man(30.8, 24, WEST), smoke=(CLOUD,)).in_cover        # 0.8 inch away
    assert not sight(table, inside, man(33, 24, WEST), smoke=(CLOUD,)).visible       # 3 inches away
    assert not sight(table, inside, man(50, 24, WEST), smoke=(CLOUD,)).visible       # outside
    assert not sight(table, man(50, 24, WEST), inside, smoke=(CLOUD,)).visible
    # near the edge he looks out through half an inch of smoke: the man outside is in cover
    edge = sight(table, man(26.5, 24, WEST), man(10, 24, EAST), covers=COVERS, smoke=(CLOUD,))
    assert edge.visible and edge.in_cover and [c.cover for c in edge.covers] == ["smoke"]


@pytest.mark.rule("SK-7.1")
def test_a_man_on_a_hill_sees_over_the_cloud_a_man_on_the_ground_does_not():
    hill = {"id": "hill", "name": "Hill", "polygon": [[0, 10], [8, 10], [8, 38], [0, 38]], "level": 8.0}
    table = make_table([FIELD], [hill])
    low_cloud = SmokeCloud("cloud1", Point(16.0, 24.0), 4.0, 4.0, 1)   # x 12-20, top 4 inches up
    target = man(50, 24, WEST)
    up = sight(table, man(4, 24, EAST), target, smoke=(low_cloud,))   # eye 9 inches up
    assert up.eye.z == pytest.approx(9.0) and up.in_open
    assert not sight(table, man(9, 24, EAST), target, smoke=(low_cloud,)).visible


@pytest.mark.rule("SK-7.1")
def test_a_thin_cloud_is_seen_through_as_cover_without_a_save():
    table = _open_table()
    r = sight(table, man(10, 24, EAST), man(50, 24, WEST), covers=COVERS, smoke=(THIN,))
    assert r.visible and r.in_cover and all(p.seen for p in r.points)
    assert [(c.object_id, c.name, c.cover, c.save) for c in r.covers] == [("smoke-cloud1", "Smoke", "smoke", None)]
    assert r.covers[0].distance == pytest.approx(16.0)   # where the line enters it


@pytest.mark.rule("SK-7.1")
def test_without_smoke_the_sight_is_the_same_as_before():
    table = make_table([{"id": "wall", "kind": "wall", "line": [[20, 10], [20, 29]], "height": 0.8, "thickness": 0.3}])
    far = SmokeCloud("cloud9", Point(60.0, 44.0), 4.0, 4.0, 1)   # nowhere near the line
    for target in (man(30, 20, WEST), crouching(30, 20, WEST), man(12, 40, WEST)):
        plain = sight(table, man(10, 20, EAST), target, covers=COVERS)
        assert sight(table, man(10, 20, EAST), target, covers=COVERS, smoke=()) == plain
        assert sight(table, man(10, 20, EAST), target, covers=COVERS, smoke=(far,)) == plain
        assert can_see(table, man(10, 20, EAST), target, smoke=()) is can_see(table, man(10, 20, EAST), target) \
            is plain.visible


@pytest.mark.rule("SK-7.1")
def test_can_see_remembers_its_answer_per_set_of_clouds():
    table = _open_table()
    a, b = man(10, 24, EAST), man(50, 24, WEST)
    assert can_see(table, a, b, open_doors=(), destroyed=frozenset(), smoke=(CLOUD,)) is False
    assert can_see(table, a, b, open_doors=(), destroyed=frozenset(), smoke=(THIN,)) is True
    assert can_see(table, a, b, open_doors=(), destroyed=frozenset(), smoke=()) is True
    assert can_see(table, a, b, open_doors=(), destroyed=frozenset(), smoke=(CLOUD,)) is False


# -- the engine on farmland ------------------------------------------------------------------------------
def _farmland(faces=None, seed=1, ammo=None):
    """Red's light infantry gun g1 at (36, 41.2) with r1 (aimer, at (36, 40)), r2 and r3 beside it;
    blue's b1 at (36, 8); red plays first."""
    s = testing.setup_3v3()
    s.map_id, s.first_side = "farmland", "red"
    places = {"r1": (36.0, 40.0), "r2": (35.0, 41.5), "r3": (37.0, 41.5), "b1": (36.0, 8.0)}
    for m in s.models:
        if m.id in places:
            m.at = Point(*places[m.id])
    s.pieces = {"guns": [{"id": "g1", "type": "light_infantry_gun", "side": "red", "at": [36.0, 41.2],
                          "facing": 270.0, "ready": True, "ammo": ammo or {"smoke": 2, "he": 2}}]}
    if faces is None:
        return SkirmishGame(s, seed, shot_resolver=testing.rough_resolver)
    return SkirmishGame(s, seed, shot_resolver=testing.rough_resolver, dice=FixedDice(list(faces)))


def _codes(events) -> list[str]:
    return [e.message.code for e in events if e.kind.startswith("smoke")]


def _end_turn(g) -> list:
    """The side playing ends its turn (finishing a model's activation first); the log since."""
    events = []
    if g.pending.kind == "act":
        events += g.apply("done")
    return events + g.apply("end")


@pytest.mark.rule("SK-15.2", "SK-7.1")
def test_a_smoke_shell_hides_b1_for_two_turns_then_it_thins_and_blows_away():
    """2D6 1 + 1 = 2 minus r1's C 3: no scatter, the cloud stands at (36, 24), 16 inches from
    either man.  r1 could shoot b1; after the shell he cannot see him (nor b1 him) through the
    8 inches of smoke.  Turn 2 it is still full; at the start of turn 3 it thins (b1 is seen, in
    cover); at the start of turn 4 it is gone (b1 in the open)."""
    g = _farmland(faces=[1, 1])
    g.apply("activate r1")
    assert g.why_not("shoot r1 b1 aimed") is None
    assert g.why_not("gun_fire_at r1 g1 smoke 36.0 24.0") is None
    events = g.apply("gun_fire_at r1 g1 smoke 36.0 24.0")
    assert g.state.dice.exhausted
    assert g.state.smoke == {"cloud1": SmokeCloud("cloud1", Point(36.0, 24.0), 4.0, guns.SMOKE_HEIGHT, 1)}
    assert g.state.guns["g1"].ammo == {"smoke": 1, "he": 2} and g.model("r1").a_remaining == 0
    laid = [e.message for e in events if e.kind == "smoke_laid"]
    assert [(m.rule, m.args["cloud"], m.args["x"], m.args["y"], m.args["radius"], m.args["height"]) for m in laid] \
        == [("SK-15.2", "cloud1", 36.0, 24.0, 4.0, 4.0)]
    assert [e.message.code for e in events if e.kind == "special_step"][-1] == "gun.smoke"
    why = g.why_not("shoot r1 b1 aimed")
    assert (why.rule, why.code) == ("SK-7.1", "not_seen")
    r1, b1 = g.model("r1"), g.model("b1")
    assert not reactions.can_see(g, r1, b1) and not reactions.can_see(g, b1, r1)
    seen = g.view("red").sight("r1", "b1")
    assert not seen.seen and {p.blocked_by.object_id for p in seen.detail.points} == {"smoke-cloud1"}

    log = _end_turn(g)                                   # red ends turn 1
    log += _end_turn(g)                                  # blue ends turn 1: turn 2 begins
    assert (g.state.turn, _codes(log)) == (2, [])
    assert not g.state.smoke["cloud1"].thin and not reactions.can_see(g, r1, b1)
    assert g.model("r1").seen_at_start == []             # SK-9: b1 was hidden as red's turn began
    log = _end_turn(g) + _end_turn(g)                    # turn 3 begins: the cloud thins
    assert (g.state.turn, _codes(log)) == (3, ["smoke_thins"])
    thins = next(e.message for e in log if e.kind == "smoke_thins")
    assert (thins.rule, thins.args["cloud"], thins.args["x"], thins.args["y"]) == ("SK-15.2", "cloud1", 36.0, 24.0)
    assert g.state.smoke["cloud1"].thin
    g.apply("activate r1")
    assert g.why_not("shoot r1 b1 aimed") is None        # seen through the thin smoke...
    seen = g.view("red").sight("r1", "b1")
    assert seen.seen and seen.in_cover and [c[:4] for c in seen.covers] == [("smoke-cloud1", "Smoke", "smoke", None)]
    said = seen.explain()                                 # -1 to hit, and no save: smoke stops no bullet
    assert said[2:4] == ["visible, in cover: -1 to hit (SK-6.3); smoke gives no cover save (SK-15.2)",
                         "covers in order from the shooter (SK-8.2): Smoke (smoke-cloud1): no save"]
    assert seen.explain("el")[2:4] == [
        "ορατή, σε κάλυψη: -1 στην ευστοχία (SK-6.3)· ο καπνός δεν δίνει σωτήρια ρίψη κάλυψης (SK-15.2)",
        "καλύψεις με τη σειρά από τον σκοπευτή (SK-8.2): Σύννεφο καπνού (smoke-cloud1): χωρίς σωτήρια ρίψη"]
    log = _end_turn(g) + _end_turn(g)                    # turn 4 begins: it is gone
    assert (g.state.turn, _codes(log), g.state.smoke) == (4, ["smoke_gone"], {})
    g.apply("activate r1")
    assert g.why_not("shoot r1 b1 aimed") is None
    assert g.view("red").sight("r1", "b1").in_cover is False       # ...and in the open again


@pytest.mark.rule("SK-15.2")
def test_a_seeded_smoke_shell_lays_its_cloud_on_the_exact_scattered_point_and_saves_with_the_game(tmp_path):
    """The game's own dice: the cloud's centre is the point ``guns.fire_at_point`` gives with the
    same dice (2D6 minus C inches, a uniform direction); the cloud is saved, replayed and taken in
    a position exactly."""
    g = _farmland(seed=7)
    g.apply("activate r1")
    same = Dice.from_json(g.state.dice.to_json())
    shot = guns.fire_at_point(guns.load_guns()["light_infantry_gun"], "smoke", Point(36.0, 41.2),
                              Point(36.0, 24.0), 3, (), same)
    assert shot.scatter.distance > 0                     # it did scatter
    g.apply("gun_fire_at r1 g1 smoke 36.0 24.0")
    cloud = g.state.smoke["cloud1"]
    assert (cloud.center.x, cloud.center.y) == (shot.scatter.landed.x, shot.scatter.landed.y)
    assert (cloud.radius, cloud.height, cloud.laid, cloud.thin) == (4.0, 4.0, 1, False)
    assert g.state.dice.to_json() == same.to_json()

    path = tmp_path / "smoke.skgame"
    g.save(path)
    loaded = SkirmishGame.load(path)
    assert loaded.state.smoke == g.state.smoke and loaded.state.hash() == g.state.hash()
    g.apply("done")
    again = SkirmishGame.from_position(json.loads(json.dumps(g.position())))
    assert again.state.smoke == g.state.smoke
    text = g.state.text()
    assert SkirmishState.from_json(text).text() == text
    assert json.loads(text)["smoke"] == [{"id": "cloud1", "center": [cloud.center.x, cloud.center.y], "radius": 4.0,
                                          "height": 4.0, "laid": 1, "thin": False}]


@pytest.mark.rule("SK-15.2")
def test_a_state_without_smoke_writes_no_smoke_key():
    g = _farmland(faces=[])
    assert "smoke" not in g.state.to_json()
    thin = SmokeCloud("cloud4", Point(1.25, 2.5), 4.0, 4.0, 3, thin=True)
    assert SmokeCloud.from_json(json.loads(json.dumps(thin.to_json()))) == thin


@pytest.mark.rule("SK-15.2")
def test_the_random_player_is_offered_the_smoke_shell():
    g = _farmland(faces=[])
    g.apply("activate r1")
    offered = {str(m) for m in g.legal_moves() if m.kind == "gun_fire_at"}
    assert {"gun_fire_at r1 g1 smoke 36.0 8.0", "gun_fire_at r1 g1 he 36.0 8.0"} <= offered


# -- a small test table as the battlefield: a gun's direct shot and smoke --------------------------------
def _test_table_game(tmp_path, faces):
    """An open test table (one field far off) as the map: red's light infantry gun at (36, 41.2)
    with its crew, blue's b1 at (36, 28), 13.2 inches from the gun (short range for HEAT)."""
    path = tmp_path / "open-field.json"
    path.write_text(json.dumps(table_data([FIELD])), encoding="utf-8")
    g = _farmland(faces=faces)
    s = g.setup
    s.map_id = str(path)
    next(m for m in s.models if m.id == "b1").at = Point(36.0, 28.0)
    return SkirmishGame(s, 1, shot_resolver=testing.rough_resolver, dice=FixedDice(list(faces)))


@pytest.mark.rule("SK-15.2", "SK-7.1")
def test_a_gun_cannot_aim_through_a_full_cloud_and_aims_at_minus_one_through_a_thin_one(tmp_path):
    """HEAT at b1: seen in the open, D6 1 misses with modifiers 0; a full cloud at (36, 33)
    between them hides b1 (gun_not_seen); a thin one lets the gun fire with -1 (in cover,
    our rule: no save)."""
    g = _test_table_game(tmp_path, [1])
    assert g.table.id == "test"
    g.apply("activate r1")
    g.state.smoke["cloud1"] = SmokeCloud("cloud1", Point(36.0, 33.0), 4.0, 4.0, 1)
    why = g.why_not("gun_fire r1 g1 heat b1")
    assert (why.rule, why.code) == ("SK-7.1", "gun_not_seen")
    g.state.smoke["cloud1"] = SmokeCloud("cloud1", Point(36.0, 33.0), 4.0, 4.0, 1, thin=True)
    assert g.why_not("gun_fire r1 g1 heat b1") is None
    events = g.apply("gun_fire r1 g1 heat b1")
    miss = next(e.message for e in events if e.kind == "special_step" and e.message.code == "gun.misses")
    assert (miss.args["roll"], miss.args["modifiers"], miss.args["total"]) == (1, -1, 3)
    assert g.state.dice.exhausted

    clear = _test_table_game(tmp_path, [1])
    clear.apply("activate r1")
    events = clear.apply("gun_fire r1 g1 heat b1")
    miss = next(e.message for e in events if e.kind == "special_step" and e.message.code == "gun.misses")
    assert miss.args["modifiers"] == 0
