"""Pre-emptive shots at a driving vehicle (SK-6.6 with SK-14.7) and passengers protected by the
vehicle's save (SK-14.7): real positions on the empty table, sk-combat's shot resolution, chosen
dice, exact numbers."""

import pytest

from cc_desktop.skirmish import testing, vehicle_play
from cc_desktop.skirmish.decisions import SkMove
from cc_desktop.skirmish.dice import FixedDice
from cc_desktop.skirmish.game import SkirmishGame
from cc_desktop.skirmish.state import Vehicle
from cc_desktop.skirmish.types import Point

FRESH = {e.id: e.szp for e in vehicle_play.cards()["light_car"].elements}


def car_game(b1_at=None, b1_facing=270.0, faces=()):
    """A light car at (30, 40) heading north (270), standing, r1 (3,3,3,3) at the wheel and r2
    (3,3,2,2) beside him on the right; blue b1 with a rifle (range 36, E4, 2 A a hip shot) at
    (40, 30) facing north: the car, 10 inches south of his line, is behind him.  Red plays."""
    s = testing.setup_3v3()
    s.first_side = "red"
    s.models[0] = testing.soldier("r1", "red", Point(30.0, 40.0), 270.0)
    s.models[1] = testing.soldier("r2", "red", Point(30.0, 40.0), 270.0, stats=(3, 3, 2, 2))
    s.models[3] = testing.soldier("b1", "blue", b1_at or Point(40.0, 30.0), b1_facing)
    s.pieces = {"vehicles": [Vehicle("car", "light_car", "red", Point(30.0, 40.0), 270.0,
                                     seats={"driver": "r1", "front_passenger": "r2"}, szp_left=dict(FRESH)).to_json()]}
    return SkirmishGame(s, 1, dice=FixedDice(list(faces)))


def drive_into_sight(g, faces):
    """b1 keeps 6 A in reserve; r1 drives 18 inches north (3 inches per A, 6 A): the car comes
    into b1's front arc 10 inches along, at (30, 30)."""
    g.model("b1").a_reserved = 6
    g.apply("activate r1")
    g.state.dice.faces[:] = list(faces)
    g.apply("drive r1 3 6")


def texts(g, kind):
    return [e.message.text() for e in g.log.since(0) if e.kind == kind]


@pytest.mark.rule("SK-6.6")
@pytest.mark.rule("SK-14.7")
def test_a_car_driving_into_sight_opens_a_window_and_is_shot_at_minus_1_minus_2_plus_2():
    """To hit: D6 4 + C 3, pre-emptive -1, a moving vehicle -2, car-sized +2 = 6: a hit.  From the
    right (b1 is east of the car heading north), E4 at 10 inches; the right table D6 6: the body
    panels 12 -> 8 SZP; the driver's driving test D6 6 - 1 = 5: no problem; the car drives on."""
    g = car_game()
    drive_into_sight(g, [4, 6, 6])
    assert (g.pending.kind, g.pending.player) == ("preempt_vehicle", "blue")
    assert dict(g.pending.about) == {"observer": "b1", "vehicle": "car", "reserved": 6}
    assert set(g.pending.options) == {
        SkMove("shoot_vehicle", "b1", "car", "hip"), SkMove("shoot_vehicle", "b1", "car", "aimed"),
        SkMove("shoot", "b1", "r1", "hip"), SkMove("shoot", "b1", "r1", "aimed"),
        SkMove("shoot", "b1", "r2", "hip"), SkMove("shoot", "b1", "r2", "aimed"), SkMove("decline")}
    car = g.state.vehicles["car"]
    assert (car.at.x, car.at.y, car.moved) == (pytest.approx(30.0), pytest.approx(30.0), pytest.approx(10.0))
    g.apply("shoot_vehicle b1 car hip")
    assert g.pending.kind == "after_preempt"      # SK-6.6 the reserve left buys a posture change only
    g.apply("done")
    steps = texts(g, "special_step")
    assert ("SK-6.2: To hit (SK-6.2): rolled 4 + C 3 -1 pre-emptive shot -2 target is a moving vehicle or in one "
            "+2 vehicle size (car) = 6, needs 6: hit") in steps
    assert texts(g, "vehicle_hit") == ["SK-6.6: b1 shoots at car (2 A, pre-emptive -1): 1 hit(s)"]
    assert car.szp_left == dict(FRESH, bodywork=8)
    assert texts(g, "driving_test") == ["SK-14.9: driving test of car: D6 6 -1 = 5: ok"]
    assert (car.at.x, car.at.y, car.moved) == (pytest.approx(30.0), pytest.approx(22.0), pytest.approx(18.0))
    b1 = g.model("b1")
    assert b1.preempt_spent and b1.a_reserved == 4 and b1.rounds["test_rifle"] == 4
    assert g.model("r1").a_remaining == 6 and g.model("r2").a_remaining == 4
    assert g.state.dice.exhausted


@pytest.mark.rule("SK-6.6")
@pytest.mark.rule("SK-14.11")
def test_a_hit_that_makes_the_car_skid_stops_it_where_the_shot_caught_it():
    """The driving test D6 3 - 1 = 2: it skids half of the 10 inches it has moved (5 inches on,
    D6 5: nose to the right, heading east); the drive ends there, its crew act no more."""
    g = car_game()
    drive_into_sight(g, [4, 6, 3, 5])
    g.apply("shoot_vehicle b1 car hip")
    g.apply("done")
    car = g.state.vehicles["car"]
    assert car.skidding and car.heading == pytest.approx(0.0)
    assert (car.at.x, car.at.y) == (pytest.approx(30.0), pytest.approx(25.0))
    assert texts(g, "drive_stopped") == [
        "SK-6.6: car stops 10.0 inches along its way, where the shot caught it; r1 gets 0 A back"]
    assert not texts(g, "drove")
    assert g.model("r1").a_remaining == 0 and g.model("r2").a_remaining == 0
    assert g.model("r1").at == car.at


@pytest.mark.rule("SK-6.6")
@pytest.mark.rule("SK-14.7")
@pytest.mark.rule("SK-14.12")
def test_a_passenger_shot_at_in_the_window_is_saved_by_the_car_which_takes_the_hit():
    """b1 shoots r2 (front passenger, right side): D6 6 + 3 -1 (pre-emptive) -2 (in a moving
    vehicle) = 6: a hit (no size bonus for a man).  The car's right face saves 5+, worsened by E4 to
    6+: rolled 6, saved: the car is hit instead, from the right: D6 3 the right seats (1 SZP),
    destroyed: the passenger on the right is wounded all the same (D6 4: body; r2 faints); the
    driver's driving test D6 6 - 1 = 5."""
    g = car_game()
    drive_into_sight(g, [6, 6, 3, 4, 6])
    g.apply("shoot b1 r2 hip")
    g.apply("done")
    assert texts(g, "passenger_saved") == ["SK-14.7: car protects r2: the shot strikes the vehicle at E4"]
    assert "SK-8.2: Cover save 6+ (car 5+, worsened by E4, SK-8.2): rolled 6, saved; the shot is stopped" in \
        texts(g, "shot_step")
    car = g.state.vehicles["car"]
    assert car.szp_left == dict(FRESH, cabin_right=0)
    assert [w.location for w in g.model("r2").wounds] == ["body"] and not g.model("r2").conscious
    assert g.model("r1").wounds == []
    assert texts(g, "driving_test") == ["SK-14.9: driving test of car: D6 6 -1 = 5: ok"]
    assert "vehicle:car:right" not in g.state.cover_absorbed
    assert g.state.dice.exhausted


@pytest.mark.rule("SK-14.7")
@pytest.mark.parametrize("save, wounds", [(5, []), (4, ["body"])])
def test_a_passenger_of_a_standing_car_shot_in_the_shooters_turn(save, wounds):
    """b1 at (30, 8) facing south shoots r2 in the standing car 32 inches away (long range: -1,
    E 4 - 1 = 3; no -2, the car stands): D6 4 + 3 - 1 = 6 hits.  From the front: save 5+ (E3 does
    not worsen it).  Rolled 5: saved, the car is hit instead: front D6 6, the body panels
    12 - 3 = 9.  Rolled 4: the shot goes through (at E2): location D6 4, body; r2 (E 2) faints."""
    g = car_game(b1_at=Point(30.0, 8.0), b1_facing=90.0)
    g.apply("end")
    g.apply("activate b1")
    faces = [4, save, 6 if save >= 5 else 4]   # then the car's front table, or r2's hit location
    g.state.dice.faces[:] = faces
    g.apply("shoot b1 r2 hip")
    car = g.state.vehicles["car"]
    saved = save >= 5
    assert car.szp_left["bodywork"] == (9 if saved else 12)
    assert [w.location for w in g.model("r2").wounds] == wounds
    assert bool(texts(g, "passenger_saved")) is saved
    assert not texts(g, "driving_test")           # a standing car: no driving test (SK-14.7)
    assert g.state.dice.exhausted


@pytest.mark.rule("SK-6.6")
def test_no_window_without_the_reserve_for_a_shot_or_for_a_car_seen_all_along():
    g = car_game()
    g.model("b1").a_reserved = 1                 # a hip shot costs 2
    g.apply("activate r1")
    g.apply("drive r1 3 6")
    assert g.pending.kind == "act" and g.state.vehicles["car"].at.y == pytest.approx(22.0)
    g = car_game(b1_at=Point(30.0, 8.0), b1_facing=90.0)   # facing the car from the start
    g.model("b1").a_reserved = 6
    g.apply("activate r1")
    g.apply("drive r1 3 6")
    assert g.pending.kind == "act"
    g = car_game(b1_at=Point(30.0, 8.0), b1_facing=90.0)
    g.options["preempt_trigger"] = "seen_moving"           # the option: whenever it moves in sight
    g.model("b1").a_reserved = 6
    g.apply("activate r1")
    g.apply("drive r1 3 6")
    assert g.pending.kind == "preempt_vehicle"
    g.apply("decline")
    assert texts(g, "preempt_declined") == ["SK-6.6: b1 lets car drive by"]
    assert g.pending.kind == "act" and g.state.vehicles["car"].at.y == pytest.approx(22.0)


@pytest.mark.rule("SK-6.6")
@pytest.mark.rule("SK-14.3")
def test_a_car_turning_into_sight_is_shot_at_on_its_arc():
    """The car heads west at 6 inches per A: 6 inches to (24, 40), behind b1 at (20, 34) facing
    north; then a right turn of 90 degrees on a 6-inch circle brings it round to (18, 34), heading
    north: it crosses b1's line (y = 34) on the arc, and the window opens there."""
    g = car_game(b1_at=Point(20.0, 34.0), b1_facing=270.0)
    car = g.state.vehicles["car"]
    car.heading, car.last_speed = 180.0, 6
    vehicle_play.place_occupants(g, car)
    g.model("b1").a_reserved = 6
    g.apply("activate r1")
    g.apply("drive r1 6 1")                     # 6 inches west to (24, 40): behind b1's line
    assert g.pending.kind == "act"
    g.apply("steer r1 90.0 6.0")                # round to the north: over b1's line y = 34
    assert g.pending.kind == "preempt_vehicle"
    assert car.at.y <= 34.0 + 1e-6 and car.moved > 6.0
    g.apply("decline")
    assert car.heading == pytest.approx(270.0)
    assert (car.at.x, car.at.y) == (pytest.approx(18.0, abs=0.05), pytest.approx(34.0, abs=0.05))


@pytest.mark.rule("SK-6.6")
@pytest.mark.rule("SK-14.6")
def test_a_driverless_car_running_on_into_sight_opens_a_window_too():
    """r1 drives 6 inches north (3 inches per A, 2 A) to (30, 34) and dies at the wheel; at the
    start of red's next turn the car runs on straight, 3 x 2 = 6 inches (SK-14.6): b1 at (40, 28)
    facing north, with his whole turn's 12 A in reserve, sees it come into his front arc at
    (30, 28) and may shoot; he lets it pass, and the run ends there."""
    g = car_game(b1_at=Point(40.0, 28.0))
    g.apply("activate r1")
    g.apply("drive r1 3 2")
    r1 = g.model("r1")
    r1.alive = r1.conscious = False
    r1.out = "dead"
    g.apply("done")
    g.apply("end")                       # blue keeps every A in reserve
    g.apply("end")
    assert (g.pending.kind, dict(g.pending.about)["observer"]) == ("preempt_vehicle", "b1")
    car = g.state.vehicles["car"]
    assert (car.at.x, car.at.y) == (pytest.approx(30.0), pytest.approx(28.0))
    assert {mv.kind for mv in g.pending.options} == {"shoot_vehicle", "shoot", "decline"}
    g.apply("decline")
    assert texts(g, "driverless") == ["SK-14.6: car runs on without a driver: 6.0 inches"]
    assert (car.at.x, car.at.y, car.speed) == (pytest.approx(30.0), pytest.approx(28.0), 0)


@pytest.mark.rule("SK-14.7")
@pytest.mark.rule("SK-8.2")
def test_on_the_partisan_road_the_officer_in_the_car_is_shot_through_its_failed_save():
    """partisan-raid: the car set up on the road at (4, 24) heading east, the officer beside the
    driver.  The partisan hunter at (14, 16) shoots him with his Mosin (E4), 12.8 inches: short
    range; D6 6 hits.  He is 39 degrees off the car's nose: its front face saves 5+, worsened by E4
    to 6+: rolled 5, failed:
    the shot goes on at E3; location D6 6, the head: the officer dies.  The car is not damaged."""
    from cc_desktop.skirmish import campaign_play as cp
    g = cp.start_battle("partisan-raid", seed=2)
    g.apply("place_vehicle car 4.0 24.0 0.0")
    g.apply("place_vehicle motorcycle 4.0 26.5 0.0")
    g.apply("done")
    while g.pending.kind == "deploy":
        g.apply(g.pending.options[0])
    hunter = g.model("soviet_partisans.hunter")
    hunter.at, hunter.facing = Point(14.0, 16.0), 180.0
    g.apply("activate soviet_partisans.hunter")
    g.state.dice = FixedDice([6, 5, 6])
    g.apply("shoot soviet_partisans.hunter wehrmacht_escort.officer hip")
    steps = texts(g, "shot_step")
    assert vehicle_play.vehicles.shot_direction(Point(4.0, 24.0), 0.0, hunter.at) == "front"
    assert "SK-8.2: Cover save 6+ (car 5+, worsened by E4, SK-8.2): rolled 5, failed; the shot goes on at E3" in steps
    assert not g.model("wehrmacht_escort.officer").alive
    assert g.state.vehicles["car"].szp_left == FRESH and not texts(g, "passenger_saved")
    assert g.state.dice.exhausted
