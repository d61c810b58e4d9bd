"""Vehicles in play (SK-14): real positions on the empty table, chosen dice, exact numbers."""

import pytest

from cc_desktop.skirmish import testing, vehicle_play
from cc_desktop.skirmish.decisions import SkMove
from cc_desktop.skirmish.dice import FixedDice
from cc_desktop.skirmish.game import SkirmishGame, setup_for
from cc_desktop.skirmish.state import SkirmishState, Vehicle
from cc_desktop.skirmish.types import Point


def car_game(driver_stats=(3, 3, 3, 3), passenger_stats=(3, 3, 2, 2), faces=(), last_speed=0, heading=270.0,
             driver_skills=()):
    """A light car at (30, 40) heading north (270) with r1 at the wheel and r2 beside him, that
    drove at ``last_speed`` inches per A last turn; r3 on foot at (42, 40); blue b1-b3 on foot
    32 inches north.  Red plays first."""
    s = testing.setup_3v3()
    s.first_side = "red"
    s.models[0] = testing.soldier("r1", "red", Point(30.0, 40.0), 270.0, stats=driver_stats, skills=driver_skills)
    s.models[1] = testing.soldier("r2", "red", Point(30.0, 40.0), 270.0, stats=passenger_stats)
    s.pieces = {"vehicles": [Vehicle("car", "light_car", "red", Point(30.0, 40.0), heading, speed=last_speed,
                                     seats={"driver": "r1", "front_passenger": "r2"},
                                     szp_left={e.id: e.szp for e in vehicle_play.cards()["light_car"].elements}
                                     ).to_json()]}
    return SkirmishGame(s, 1, shot_resolver=testing.rough_resolver, dice=FixedDice(list(faces)))


def test_crew_start_in_their_seats():
    g = car_game()
    r1, r2, car = g.model("r1"), g.model("r2"), g.state.vehicles["car"]
    assert (r1.vehicle, r1.seat, r2.vehicle, r2.seat) == ("car", "driver", "car", "front_passenger")
    assert car.driver() == "r1" and car.occupants() == ["r1", "r2"]


@pytest.mark.rule("SK-14.2")
def test_scenario_23_vehicle_passenger_a():
    """A driver who spends 6 A driving, a passenger with A 10: the passenger has 4 A left."""
    g = car_game()
    g.apply("activate r1")
    assert g.model("r2").a_remaining == 10
    g.apply("drive r1 3 6")    # from standing: at most 3 inches per A more (SK-14.4)
    car = g.state.vehicles["car"]
    assert (car.at.x, car.at.y) == (pytest.approx(30.0), pytest.approx(22.0))   # 3 x 6 = 18 inches north
    assert car.moved == pytest.approx(18.0) and car.speed == 3
    assert g.model("r1").a_remaining == 12 - 6
    assert g.model("r2").a_remaining == 4
    assert (g.model("r2").at.x, g.model("r2").at.y) == (pytest.approx(30.0), pytest.approx(22.0))


@pytest.mark.rule("SK-14.4")
def test_scenario_8_slowing_down():
    """At 4 inches per A last turn: 2 or 3 (or 4) now, not 1; from 2 it may stop."""
    g = car_game(last_speed=4)
    g.apply("activate r1")
    why = g.why_not("drive r1 1 1")
    assert (why.rule, why.code, why.args["lowest"], why.args["highest"]) == ("SK-14.4", "speed_illegal", 2, 7)
    assert g.why_not("drive r1 2 1") is None and g.why_not("drive r1 3 1") is None and g.why_not("drive r1 4 1") is None
    g.state.vehicles["car"].last_speed = 2
    assert vehicle_play.vehicles.speed_change(2, 0).allowed


@pytest.mark.rule("SK-14.3")
def test_scenario_7_turning_radius():
    """After 12 inches this turn: a 12-inch circle needs no test, 9 inches a test, 5 is illegal."""
    g = car_game(last_speed=6)
    g.apply("activate r1")
    g.apply("drive r1 6 2")     # 12 inches north
    assert g.state.vehicles["car"].moved == pytest.approx(12.0)
    why = g.why_not("steer r1 90.0 5.0")
    assert (why.rule, why.code, why.args["minimum"]) == ("SK-14.3", "turn_too_tight", 6.0)
    assert g.why_not("steer r1 90.0 12.0") is None
    before = len(g.log)
    g.apply("steer r1 90.0 12.0")   # a right turn on the 12-inch circle: no test; 18.85 in at 6 in/A: 4 A
    car = g.state.vehicles["car"]
    assert car.heading == pytest.approx(0.0)
    assert (car.at.x, car.at.y) == (pytest.approx(42.0, abs=0.05), pytest.approx(16.0, abs=0.05))
    assert g.model("r1").a_remaining == 12 - 2 - 4
    assert not [e for e in g.log.since(before) if e.kind == "driving_test"]


@pytest.mark.rule("SK-14.3")
@pytest.mark.rule("SK-14.9")
def test_a_tight_turn_takes_a_driving_test():
    g = car_game(last_speed=6)
    g.apply("activate r1")
    g.apply("drive r1 6 2")
    g.state.dice.faces[:] = [4]          # D6 4 - 1 (no Driver skill) = 3: one inch per A slower
    g.apply("steer r1 90.0 9.0")
    tests = [e for e in g.log.since(0) if e.kind == "driving_test"]
    assert len(tests) == 1 and tests[0].message.args["total"] == 3
    assert g.state.vehicles["car"].speed == 5


@pytest.mark.rule("SK-14.9")
@pytest.mark.rule("SK-14.11")
def test_flat_out_skids_on_a_2():
    """Flat out (8 inches per A on the road, the card gives 6): a driving test; D6 3 - 1 = 2:
    the car skids half of this turn's distance and turns 90 degrees (D6 5: to the right)."""
    g = car_game(last_speed=6)
    g.apply("activate r1")
    g.state.dice.faces[:] = [3, 5]
    g.apply("drive r1 8 1")
    car = g.state.vehicles["car"]
    assert car.skidding and car.speed == 0
    assert (car.at.x, car.at.y) == (pytest.approx(30.0), pytest.approx(28.0))   # 8 north, then 4 more
    assert car.heading == pytest.approx(0.0)                                     # 270 + 90
    assert g.model("r1").a_remaining == 0 and g.model("r2").a_remaining == 0    # SK-14.11
    why = g.why_not("drive r1 6 1")
    assert why is not None


@pytest.mark.rule("SK-14.1")
def test_board_and_leave_cost_2_a_at_the_door():
    g = car_game()
    g.apply("activate r3")
    why = g.why_not("board r3 car rear_left")
    assert (why.rule, why.code) == ("SK-14.1", "not_at_door")
    door = vehicle_play.vehicles.door_point(vehicle_play.cards()["light_car"], "rear_left", Point(30.0, 40.0), 270.0)
    g.model("r3").at = Point(round(door.x, 1), round(door.y, 1))
    g.apply("board r3 car rear_left")
    r3 = g.model("r3")
    assert (r3.vehicle, r3.seat, r3.a_remaining) == ("car", "rear_left", 10)
    assert (g.why_not("move r3 30.0 30.0").rule, g.why_not("move r3 30.0 30.0").code) == ("SK-14.1", "in_vehicle")
    g.apply("leave r3")
    assert r3.vehicle is None and r3.a_remaining == 8
    assert (r3.at.x, r3.at.y) == (pytest.approx(door.x, abs=0.05), pytest.approx(door.y, abs=0.05))
    assert "rear_left" not in g.state.vehicles["car"].seats


@pytest.mark.rule("SK-14.1")
def test_no_boarding_a_moving_vehicle():
    g = car_game(last_speed=3)
    g.apply("activate r3")
    door = vehicle_play.vehicles.door_point(vehicle_play.cards()["light_car"], "rear_left", Point(30.0, 40.0), 270.0)
    g.model("r3").at = Point(round(door.x, 1), round(door.y, 1))
    g.state.vehicles["car"].speed = 3
    assert g.why_not("board r3 car rear_left").code == "vehicle_moving"


@pytest.mark.rule("SK-14.6")
def test_the_front_passenger_pushes_a_dead_driver_out_for_4_a():
    g = car_game()
    r1 = g.model("r1")
    r1.alive = r1.conscious = False
    r1.out = "dead"
    g.apply("activate r2")
    g.apply("push_out r2")
    car = g.state.vehicles["car"]
    assert car.seats == {"driver": "r2"} and g.model("r2").seat == "driver"
    assert g.model("r2").a_remaining == 10 - 4 and r1.vehicle is None


@pytest.mark.rule("SK-14.8")
@pytest.mark.rule("SK-14.12")
@pytest.mark.rule("SK-14.14")
def test_a_hit_on_the_fuel_tank_immobilises_and_the_crew_test_morale():
    """Front table D6 2: the fuel tank (3 SZP); a shot of E3 destroys it: immobilised; each of
    the two in it tests Morale (D6 1 + M 3 fails, D6 6 + M 2 passes); a standing car: no driving test."""
    g = car_game()
    car = g.state.vehicles["car"]
    g.state.dice = FixedDice([2, 1, 6])
    list(vehicle_play.hit_vehicle(g, car, "front", 3))
    assert car.szp_left["fuel_tank"] == 0 and car.immobilised
    morale = [e for e in g.log.since(0) if e.kind == "morale"]
    assert [e.message.code for e in morale] == ["morale_roll_failure", "morale_roll_success"]
    assert g.state.dice.exhausted
    g.apply("activate r1")
    assert g.why_not("drive r1 3 1").code == "cannot_move"


@pytest.mark.rule("SK-14.12")
def test_a_hit_on_the_left_seats_wounds_the_driver():
    """Left face D6 3: the left seats (1 SZP) destroyed by E3: the passenger on the left (the
    driver) is wounded: location D6 4 (body)."""
    g = car_game()
    car = g.state.vehicles["car"]
    g.state.dice = FixedDice([3, 4, 6])
    list(vehicle_play.hit_vehicle(g, car, "left", 3))
    r1 = g.model("r1")
    assert car.szp_left["cabin_left"] == 0
    assert [w.location for w in r1.wounds] == ["body"]


@pytest.mark.rule("SK-14.7")
@pytest.mark.rule("SK-14.13")
def test_shooting_at_a_vehicle_and_from_a_moving_one():
    g = car_game(last_speed=3)
    g.apply("activate r1")
    g.apply("drive r1 3 1")
    assert vehicle_play.in_moving_vehicle(g, g.model("r2"))
    g.apply("done")
    g.apply("activate r2")          # a passenger of the moving car: hip shots only (SK-14.13)
    why = g.why_not("shoot r2 b1 aimed")
    assert (why.rule, why.code) == ("SK-14.13", "no_aimed_moving")
    assert g.why_not("shoot r2 b1 hip") is None
    assert SkMove("shoot", "r2", "b1", "aimed") not in g.legal_moves()
    g.apply("done")
    g.apply("end")
    g.apply("activate b1")
    b1 = g.model("b1")
    assert g.why_not("shoot_vehicle b1 car hip") is None
    assert g.why_not("shoot_vehicle b1 b2 hip").code == "not_enemy_vehicle"
    before = g.state.vehicles["car"].szp_left.copy()
    g.state.dice = FixedDice([6] * 12)
    left = b1.a_remaining
    g.apply("shoot_vehicle b1 car hip")
    assert b1.a_remaining == left - 2 and b1.rounds["test_rifle"] == 4
    car = g.state.vehicles["car"]
    hit = [e for e in g.log.since(0) if e.kind == "vehicle_hit"][0]
    assert hit.message.args["hits"] == 1
    # 29 inches of the rifle's 36: long range, E 4 - 1 = 3; the front table D6 6: the body panels
    assert sum(before.values()) - sum(car.szp_left.values()) == 3
    assert car.szp_left["bodywork"] == 9


def test_the_state_with_a_vehicle_round_trips():
    g = car_game()
    g.apply("activate r1")
    g.apply("drive r1 3 2")
    text = g.state.text()
    assert SkirmishState.from_json(text).text() == text
    again = SkirmishGame.from_position(g.position(), shot_resolver=testing.rough_resolver)
    assert again.state.hash() == g.state.hash() and again.legal_moves() == g.legal_moves()


def test_the_driver_is_offered_driving_moves():
    g = car_game()
    g.apply("activate r1")
    kinds = {m.kind for m in g.legal_moves()}
    assert {"drive", "leave"} <= kinds and "move" not in kinds


def test_courier_run_starts_with_its_car_and_crew():
    s = setup_for("courier-run")
    cars = s.pieces["vehicles"]
    assert [(v["id"], v["type"], v["seats"]["driver"]) for v in cars] == [("car", "light_car", "soviet_infantry.smg_2")]
    ids = {m.id for m in s.models}
    assert {"courier", "soviet_infantry.sergeant", "soviet_infantry.marksman"} <= ids
    g = SkirmishGame(s, 3)
    assert g.model("courier").vehicle == "car" and g.model("courier").placed
