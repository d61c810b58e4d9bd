"""Vehicles (SK-14) with fixed dice and exact numbers, and the vehicle cards' validation."""

import copy
import json

import pytest

from cc_desktop import resources
from cc_desktop.skirmish.dice import FixedDice
from cc_desktop.skirmish.specials import RuleError
from cc_desktop.skirmish.types import Location, Point
from cc_desktop.skirmish.vehicles import (
    VehicleDamage, VehicleDataError, board, door_point, drive, driving_a, driverless_run, driving_test,
    emergency_brake, leave, load_vehicles, momentum_after_engine_loss, overturn, passenger_a_after_driving,
    must_test_each_turn, push_out_driver, shoot_passenger, shoot_vehicle, straight_path, shot_direction, skid, speed_change, speed_limits,
    stay_in_immobilised_vehicle, to_hit_modifiers, turn_arc, turn_check, validate_vehicles)


@pytest.fixture(scope="module")
def cards():
    return load_vehicles()


@pytest.fixture(scope="module")
def raw():
    with open(resources.resource("skirmish", "vehicles.json"), encoding="utf-8") as fh:
        return json.load(fh)


@pytest.mark.rule("SK-14.8")
def test_the_three_vehicle_cards_load(cards):
    assert set(cards) == {"light_car", "medium_truck", "motorcycle_sidecar"}
    car = cards["light_car"]
    assert (car.road_speed, car.offroad_speed, car.size_modifier) == (6, 4, 2)
    assert cards["medium_truck"].size_modifier == 3 and cards["motorcycle_sidecar"].size_modifier == 1
    assert cards["medium_truck"].faces["front"].dice == "2D6"
    assert [cards[k].shooting_size for k in ("motorcycle_sidecar", "light_car", "medium_truck")] == [
        "small", "car", "large"]


@pytest.mark.rule("SK-14.8")
@pytest.mark.parametrize("path, change, message", [
    (("size_class",), "boat", "field 'size_class'"),
    (("road_speed",), 0, "field 'road_speed'"),
    (("offroad_speed",), 9, "faster off road"),
    (("faces", "left", "dice"), "D8", "field 'faces.left.dice'"),
    (("faces", "front", "table"), [[1, "engine"]], "must cover 1-6"),
    (("faces", "front", "table"), [[[1, 6], "nothing"]], "unknown element 'nothing'"),
])
def test_vehicle_validation_names_file_item_and_field(raw, path, change, message):
    data = copy.deepcopy(raw)
    target = data["vehicles"][0]
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = change
    with pytest.raises(VehicleDataError, match=message) as e:
        validate_vehicles(data, "vehicles.json")
    assert "vehicles.json: vehicle 'light_car'" in str(e.value)


@pytest.mark.rule("SK-14.8")
def test_vehicle_validation_element_and_seats(raw):
    data = copy.deepcopy(raw)
    data["vehicles"][0]["elements"][0]["szp"] = 0
    with pytest.raises(VehicleDataError, match="elements.wheels_front.szp"):
        validate_vehicles(data)
    data = copy.deepcopy(raw)
    data["vehicles"][0]["seats"] = data["vehicles"][0]["seats"][1:]
    with pytest.raises(VehicleDataError, match="exactly one driver"):
        validate_vehicles(data)


@pytest.mark.rule("SK-14.1")
def test_boarding_at_the_door_and_leaving_beside_the_seat(cards):
    car = cards["light_car"]
    door = door_point(car, "driver", Point(10, 10), 0.0)      # heading +x: left is -y
    assert (door.x, door.y) == (pytest.approx(10.2), pytest.approx(9.4))
    assert board(car, "driver", Point(10, 10), 0.0, Point(10.2, 8.9), 5).get("cost") == 2
    with pytest.raises(RuleError, match="door"):
        board(car, "driver", Point(10, 10), 0.0, Point(10.2, 11.1), 5)
    with pytest.raises(RuleError, match="2 A"):
        board(car, "driver", Point(10, 10), 0.0, Point(10.2, 8.9), 1)
    at, s = leave(car, "front_passenger", Point(10, 10), 0.0)
    assert (at.x, at.y) == (pytest.approx(10.2), pytest.approx(10.6)) and s.get("cost") == 2


@pytest.mark.rule("SK-14.2")
def test_scenario_23_vehicle_passenger_a(cards):
    d = drive(cards["light_car"], 6, 4, off_road=False, passengers=[("passenger", 10), ("tired", 3)])
    assert dict(d.passengers_a) == {"passenger": 4, "tired": 0}
    assert d.inches == 24.0 and not d.test_needed
    assert passenger_a_after_driving(10, 6) == 4
    # Ambiguity 10: 7 inches at 4 inches per A cost 2 A; 8 inches 2 A; 9 inches 3 A
    assert (driving_a(7, 4), driving_a(8, 4), driving_a(9, 4)) == (2, 2, 3)


@pytest.mark.rule("SK-14.2", "SK-4.5")
def test_flat_out_needs_a_test_and_driver_skill_raises_the_allowance(cards):
    car = cards["light_car"]
    assert drive(car, 2, 8, off_road=False).test_needed
    with pytest.raises(RuleError, match="flat out"):
        drive(car, 2, 9, off_road=False)
    assert not drive(car, 2, 6, off_road=True, driver_skill=True).test_needed   # 4 + 2
    lim = speed_limits(car, off_road=True, driver_skill=True)
    assert (lim.no_test, lim.flat_out) == (6, 8)
    lim = speed_limits(car, off_road=True, driver_skill=True, driver_extra="flat_out")
    assert (lim.no_test, lim.flat_out) == (4, 8)


@pytest.mark.rule("SK-14.3")
def test_scenario_7_turning_radius():
    assert turn_check(12, 12).legal and not turn_check(12, 12).test_needed
    assert not turn_check(12, 15).test_needed
    c = turn_check(12, 9)
    assert c.legal and c.test_needed
    c = turn_check(12, 5)
    assert not c.legal and c.minimum == 6
    assert turn_check(12, 6).legal


@pytest.mark.rule("SK-14.3")
def test_turn_arc_geometry():
    t = turn_arc(Point(0, 0), 0.0, 12.0, 90.0)      # right turn (y down) on a 12-inch circle
    assert (t.end.x, t.end.y) == (pytest.approx(12.0), pytest.approx(12.0))
    assert t.heading == pytest.approx(90.0)
    assert t.length == pytest.approx(18.85, abs=0.01)
    t = turn_arc(Point(0, 0), 0.0, 12.0, -90.0)
    assert (t.end.x, t.end.y) == (pytest.approx(12.0), pytest.approx(-12.0)) and t.heading == pytest.approx(270.0)


@pytest.mark.rule("SK-14.4")
def test_scenario_8_slowing_down():
    assert speed_change(4, 2).allowed and speed_change(4, 3).allowed and speed_change(4, 4).allowed
    assert not speed_change(4, 1).allowed
    assert speed_change(2, 0).allowed
    assert not speed_change(4, 0).allowed
    # Ambiguity 20: accelerate by 3 inches per A per turn
    assert speed_change(0, 3).allowed and not speed_change(0, 4).allowed
    assert not speed_change(6, 9, flat_out=8).allowed
    assert speed_change(5, 3).lowest == 3


@pytest.mark.rule("SK-14.9", "SK-17.4")
def test_driving_test_table():
    assert driving_test(FixedDice([2]), driver_skill=False).result == "overturn"   # 2 - 1
    assert driving_test(FixedDice([1]), driver_skill=True).result == "skid"         # 1 + 1
    assert driving_test(FixedDice([3]), driver_skill=False).result == "skid"
    assert driving_test(FixedDice([4]), driver_skill=False).result == "slower"
    t = driving_test(FixedDice([4]), driver_skill=True)
    assert (t.total, t.result) == (5, "ok")


@pytest.mark.rule("SK-14.10", "SK-18.3")
def test_overturn_side_and_agility_tests():
    # going straight: D6 2 -> left side; driver U 3 rolls 3 (6: passes); passenger U 2 rolls 3, location 6
    o = overturn([("driver", 3), ("passenger", 2)], FixedDice([2, 3, 3, 6]))
    assert o.side == "left" and o.unhurt == ("driver",) and o.hurt == (("passenger", Location.HEAD),)
    o = overturn([], FixedDice([]), turning="left")
    assert o.side == "right"


@pytest.mark.rule("SK-14.11")
def test_skid_half_the_distance_and_ninety_degrees():
    s = skid(Point(0, 0), 0.0, 12.0, FixedDice([5]))
    assert (s.end.x, s.distance, s.heading) == (pytest.approx(6.0), 6.0, pytest.approx(90.0))
    s = skid(Point(0, 0), 0.0, 12.0, FixedDice([1]))
    assert s.heading == pytest.approx(270.0)
    s = skid(Point(0, 0), 90.0, 8.0, FixedDice([]), turning_from=0.0)   # turned right from 0
    assert s.heading == pytest.approx(0.0) and s.end.y == pytest.approx(4.0)


@pytest.mark.rule("SK-14.5", "SK-4.5")
def test_emergency_brake():
    b = emergency_brake(Point(0, 0), 0.0, 18.0, FixedDice([6]))
    assert b.distance == pytest.approx(6.0) and b.test.result == "ok" and not b.skids
    b = emergency_brake(Point(0, 0), 0.0, 18.0, FixedDice([6]), turning=True)
    assert b.skids and b.test.result == "ok"
    b = emergency_brake(Point(0, 0), 0.0, 9.0, FixedDice([]), driver_skill=True, turning=True)
    assert b.test is None and b.skids and b.end.x == pytest.approx(3.0)


@pytest.mark.rule("SK-14.7", "SK-14.13")
def test_to_hit_modifiers_against_and_from_vehicles(cards):
    assert to_hit_modifiers(cards["medium_truck"], target_moving=True)[0] == 1
    assert to_hit_modifiers(cards["motorcycle_sidecar"], target_moving=False)[0] == 1
    assert to_hit_modifiers(None, target_moving=True, firer_moving=True)[0] == -5
    with pytest.raises(RuleError):
        to_hit_modifiers(None, target_moving=False, firer_moving=True, aimed=True)


@pytest.mark.rule("SK-14.12")
def test_shot_direction():
    v = Point(10, 10)
    assert shot_direction(v, 0.0, Point(20, 10)) == "front"
    assert shot_direction(v, 0.0, Point(0, 10)) == "rear"
    assert shot_direction(v, 0.0, Point(10, 20)) == "right"       # y down: +y is right of +x
    assert shot_direction(v, 0.0, Point(10, 0)) == "left"
    assert shot_direction(v, 90.0, Point(10, 20)) == "front"


@pytest.mark.rule("SK-14.8", "SK-14.12")
def test_shot_at_a_vehicle_uses_szp_and_consequences(cards):
    car = cards["light_car"]
    dmg = VehicleDamage.fresh(car)
    # front D6 3: steering 4 SZP; E3 leaves 1
    h = shoot_vehicle(car, dmg, "front", 3, FixedDice([3]))
    assert (h.element, h.szp_before, h.szp_after, h.destroyed_now, h.driver_test) == ("steering", 4, 1, False, True)
    # a second E3 on the steering destroys it: driving test consequence
    h = shoot_vehicle(car, h.damage, "front", 3, FixedDice([3]))
    assert h.destroyed_now and h.consequence == "driving_test" and h.damage.destroyed("steering")
    # the destroyed steering is hit again: re-roll (Ambiguity 23) -> 4, the left seats: passenger wound
    h2 = shoot_vehicle(car, h.damage, "front", 3, FixedDice([3, 4]))
    assert h2.element == "cabin_left" and h2.passenger_wound_side == "left"
    h3 = shoot_vehicle(car, h.damage, "front", 3, FixedDice([3]), destroyed_again="no_effect")
    assert h3.element is None and h3.damage == h.damage
    # the engine (rear 2-4, SZP 6): an E4 then an E3 destroy it
    h = shoot_vehicle(car, dmg, "rear", 4, FixedDice([2]))
    h = shoot_vehicle(car, h.damage, "rear", 3, FixedDice([4]))
    assert h.damage.engine_destroyed and h.consequence == "engine_destroyed"
    assert momentum_after_engine_loss(5) == 2
    assert VehicleDamage.from_json(h.damage.to_json()) == h.damage


@pytest.mark.rule("SK-14.8", "SK-14.14")
def test_armour_stops_weak_shots_ambiguity_24(cards):
    car = cards["light_car"]
    front = car.faces["front"]
    armoured = type(car)(**{**car.__dict__, "faces": {**car.faces, "front": type(front)(4, 4, "D6", front.table)}})
    dmg = VehicleDamage.fresh(armoured)
    h = shoot_vehicle(armoured, dmg, "front", 3, FixedDice([]))
    assert not h.penetrated and h.damage == dmg
    h = shoot_vehicle(armoured, dmg, "front", 4, FixedDice([2]))      # equal E penetrates: fuel tank SZP 3
    assert h.penetrated and h.damage.immobilised and h.consequence == "immobilised"
    ok, s = stay_in_immobilised_vehicle(3, FixedDice([3]))
    assert ok and s.get("total") == 6
    assert not stay_in_immobilised_vehicle(3, FixedDice([2]))[0]


@pytest.mark.rule("SK-14.6", "SK-5.4")
def test_push_out_the_driver(cards):
    car = cards["light_car"]
    p = push_out_driver(car, "front_passenger", "unconscious", 6, FixedDice([4]))
    assert p.cost == 4 and p.driver_falls and p.location is Location.BODY
    assert not push_out_driver(car, "front_passenger", "dead", 4, FixedDice([])).driver_falls
    with pytest.raises(RuleError, match="beside the driver"):
        push_out_driver(car, "rear_left", "dead", 6, FixedDice([]))
    with pytest.raises(RuleError, match="4 A"):
        push_out_driver(car, "front_passenger", "dead", 3, FixedDice([]))


@pytest.mark.rule("SK-14.6")
def test_driverless_vehicle_runs_straight_and_rolls_every_3_inches_off_road():
    r = driverless_run(Point(0, 0), 0.0, 4, 3, FixedDice([]))            # on the road: 12 inches
    assert r.end.x == pytest.approx(12) and not r.overturned and r.checks == ()
    r = driverless_run(Point(0, 0), 0.0, 4, 3, FixedDice([2, 5, 3, 6]), off_road=True)
    assert r.checks == (2, 5, 3, 6) and not r.overturned
    r = driverless_run(Point(0, 0), 0.0, 4, 3, FixedDice([4, 1]), off_road=lambda p: p.x > 3)
    assert r.overturned and r.end.x == pytest.approx(9.0)


@pytest.mark.rule("SK-14.7", "SK-6.9")
def test_a_passenger_shot_saved_by_the_vehicle_hits_the_vehicle(cards):
    car = cards["light_car"]
    dmg = VehicleDamage.fresh(car)
    # from the left, E4: 5+ worsened to 6+; rolled 6: the car takes it, D6 5 = engine, 6 SZP - 4
    p = shoot_passenger(car, dmg, "left", 4, FixedDice([6, 5]))
    assert p.needed == 6 and p.saved and p.vehicle_hit.element == "engine" and p.vehicle_hit.szp_after == 2
    p = shoot_passenger(car, dmg, "left", 4, FixedDice([5]))
    assert not p.saved and p.vehicle_hit is None
    # the motorcycle gives its rider no save from the front: no die rolled
    moto = cards["motorcycle_sidecar"]
    p = shoot_passenger(moto, VehicleDamage.fresh(moto), "front", 3, FixedDice([]))
    assert p.needed is None and not p.saved


@pytest.mark.rule("SK-14.12")
def test_a_destroyed_driving_test_element_means_a_test_every_turn(cards):
    car = cards["light_car"]
    dmg = VehicleDamage.fresh(car)
    assert not must_test_each_turn(car, dmg)
    h = shoot_vehicle(car, dmg, "left", 3, FixedDice([1]))          # front wheels, 3 SZP
    assert h.destroyed_now and must_test_each_turn(car, h.damage)
    end, path = straight_path(Point(0, 0), 90.0, 10.0)
    assert end.y == pytest.approx(10) and path.length == pytest.approx(10)


@pytest.mark.rule("SK-14.12")
def test_a_hit_on_a_face_whose_elements_are_all_destroyed_has_no_effect(cards):
    moto = cards["motorcycle_sidecar"]
    dmg = VehicleDamage.fresh(moto)
    gone = VehicleDamage(tuple((k, 0 if k in {"front_wheel", "rear_wheel", "engine", "rider", "fuel_tank"} else v)
                               for k, v in dmg.szp_left))
    h = shoot_vehicle(moto, gone, "left", 3, FixedDice([4]))
    assert h.element is None and h.damage == gone and "no effect" in str(h.steps[-1])


@pytest.mark.rule("SK-0.2", "SK-14.10", "SK-14.14")
def test_the_overturn_and_stay_in_tests_are_standard_tests(monkeypatch):
    # both are SK-0.2's standard test (dice.standard_test): one D6 each, under the same purpose
    from cc_desktop.skirmish import dice as dice_mod, vehicles
    calls = []

    def spy(d, value, purpose="test", *, bonus=0):
        calls.append((value, purpose))
        return dice_mod.standard_test(d, value, purpose, bonus=bonus)

    monkeypatch.setattr(vehicles, "standard_test", spy)
    # straight: D6 5 -> right side; U 4 rolls 2 = 6 passes; U 1 rolls 4 = 5 fails, hit location 3: body
    o = overturn([("a", 4), ("b", 1)], FixedDice([5, 2, 4, 3]))
    assert o.side == "right" and o.unhurt == ("a",) and o.hurt == (("b", Location.BODY),)
    ok, s = stay_in_immobilised_vehicle(2, FixedDice([4]))          # 4 + M 2 = 6: stays
    assert ok and (s.roll, s.get("total"), s.need) == (4, 6, 6)
    assert not stay_in_immobilised_vehicle(2, FixedDice([3]))[0]   # 5: gets out
    assert calls == [(4, "overturn Agility test a"), (1, "overturn Agility test b"),
                     (2, "M test to stay in the vehicle"), (2, "M test to stay in the vehicle")]
