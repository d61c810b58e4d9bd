"""Vehicles (SK-14): the vehicle card, boarding and leaving, driving (the passengers' A),
turning, slowing and accelerating, the emergency brake, the driving test table, overturning and
skidding, shooting at vehicles (armour, hit tables, Structure Points), firing from a moving
vehicle, the immobilised vehicle and the unconscious or dead driver.

Rules are functions of values with the dice passed in, returning frozen results with their steps
(:class:`~cc_desktop.skirmish.explain.Step`, kind "vehicle"), each under a code of its own
(``vehicle.*``, :data:`STEP_MESSAGES`, translated like every Skirmish message).  The cards are ``resources/skirmish/vehicles.json``
(our own numbers; reasons in ``docs/skirmish-design-vehicles.md``), checked by
:func:`validate_vehicles`.
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Callable, Sequence

from shapely.geometry import LineString

from .. import resources
from .decisions import ENGLISH
from .dice import TEST_TARGET, Dice, standard_test
from .explain import Step
from .specials import RuleError, offset, roll_location, worsened_save
from .types import Location, Point, angle_between, bearing, in_base_contact

BOARD_A = 2                  # SK-14.1
LEAVE_A = 2                  # SK-14.1
PUSH_OUT_DRIVER_A = 4        # SK-14.6
FLAT_OUT_EXTRA = 2           # SK-14.2: at most 2 inches per A more than the card
DRIVER_EXTRA = 2             # SK-4.5 / SK-17.4
ACCELERATION = 3             # SK-14.4, Ambiguity 20: +3 inches per A per turn
STOP_FROM = 2                # SK-14.4: from 2 inches per A it may stop next turn
DRIVERLESS_CHECK_EVERY = 3.0  # SK-14.6: off-road, a roll every 3 inches

DIRECTIONS = ("front", "right", "rear", "left")
SIZE_CLASSES = {"two_three_wheeled": 1, "car": 2, "truck_tank": 3}   # SK-14.7 / SK-6.3
CONSEQUENCES = ("none", "driving_test", "passenger_wound", "engine_destroyed", "immobilised",
                "weapon_destroyed", "speed_minus_1")
SEAT_ROLES = ("driver", "front_passenger", "passenger")

# ----------------------------------------------------------------------------------------------
# Steps: what a rule did, for the log (one code each)
# ----------------------------------------------------------------------------------------------

#: the templates of the vehicle rules' steps (:func:`_step`); ``{face}`` and ``{why}`` are steps
#: themselves (``vehicle.face.*``, ``vehicle.why.*``) rendered in the step's language;
#: ``{element}`` is a card's element id and ``{side}`` left / right (both shown in the language
#: by ``texts``)
STEP_MESSAGES = {
    # where a shot comes from (SK-14.7, SK-14.12): a step's {face}
    "vehicle.face.front": "from the front",
    "vehicle.face.rear": "from the rear",
    "vehicle.face.left": "from the left",
    "vehicle.face.right": "from the right",
    # why a driving test is taken (SK-14.9): a step's {why}
    "vehicle.why.emergency_brake": "emergency brake",
    "vehicle.why.flat_out": "flat out",
    "vehicle.why.damaged": "damaged",
    "vehicle.why.tight_turn": "tight turn",
    "vehicle.why.hit": "hit",
    # SK-14.1, SK-14.6
    "vehicle.boards": "boards into seat {seat} (cost {cost}; SK-14.1)",
    "vehicle.leaves": "leaves seat {seat} (cost {cost}; SK-14.1)",
    "vehicle.pushes_out": "pushes the driver out and takes the wheel (cost {cost}; SK-14.6)",
    "vehicle.driver_falls": "the unconscious driver falls: one wound, no bleeding (SK-5.4)",
    # SK-14.2, SK-14.4
    "vehicle.speed_limits_road": "speed limits on the road (card {card}, without a test {no_test}, flat out {flat_out}; SK-14.2)",
    "vehicle.speed_limits_off_road": "speed limits off road (card {card}, without a test {no_test}, flat out {flat_out}; SK-14.2)",
    "vehicle.speed_limits_road_driver": "speed limits on the road, Driver (card {card}, without a test {no_test}, flat out {flat_out}; SK-14.2)",
    "vehicle.speed_limits_off_road_driver": "speed limits off road, Driver (card {card}, without a test {no_test}, flat out {flat_out}; SK-14.2)",
    "vehicle.speed_change_allowed": "speed change allowed (last {last}, new {new}, lowest {lowest}, highest {highest}; SK-14.4)",
    "vehicle.speed_change_refused": "speed change not allowed (last {last}, new {new}, lowest {lowest}, highest {highest}; SK-14.4)",
    "vehicle.drives": "drives (A {A}, speed {speed}, inches {inches}; SK-14.2)",
    "vehicle.drives_flat_out": "drives flat out: driving test (A {A}, speed {speed}, inches {inches}; SK-14.2)",
    "vehicle.passenger_loses_a": "passenger {model} loses the driver's A (A {A}, left {left}; SK-14.2)",
    # SK-14.3
    "vehicle.turn_too_tight": "turning circle too tight (radius {radius}, moved {moved}, minimum {minimum}; SK-14.3)",
    "vehicle.turn_test": "turn needs a driving test (radius {radius}, moved {moved}, minimum {minimum}; SK-14.3)",
    "vehicle.turn_no_test": "turn without a test (radius {radius}, moved {moved}, minimum {minimum}; SK-14.3)",
    # SK-14.9
    "vehicle.driving_test_overturn": "driving test: the vehicle overturns (roll {roll}, modifier {modifier}, total {total}; SK-14.9)",
    "vehicle.driving_test_skid": "driving test: the vehicle skids (roll {roll}, modifier {modifier}, total {total}; SK-14.9)",
    "vehicle.driving_test_slower": "driving test: speed drops by 1 inch per A (roll {roll}, modifier {modifier}, total {total}; SK-14.9)",
    "vehicle.driving_test_ok": "driving test: no problem (roll {roll}, modifier {modifier}, total {total}; SK-14.9)",
    "vehicle.driving_test_why_overturn": "driving test, {why}: the vehicle overturns (roll {roll}, modifier {modifier}, total {total}; SK-14.9)",
    "vehicle.driving_test_why_skid": "driving test, {why}: the vehicle skids (roll {roll}, modifier {modifier}, total {total}; SK-14.9)",
    "vehicle.driving_test_why_slower": "driving test, {why}: speed drops by 1 inch per A (roll {roll}, modifier {modifier}, total {total}; SK-14.9)",
    "vehicle.driving_test_why_ok": "driving test, {why}: no problem (roll {roll}, modifier {modifier}, total {total}; SK-14.9)",
    # SK-14.10, SK-14.11
    "vehicle.overturns_outside": "overturns onto its {side} side, outside the curve (SK-14.10)",
    "vehicle.overturns": "overturns onto its {side} side (roll {roll}; SK-14.10)",
    "vehicle.agility_passed": "{model} Agility test passed (roll {roll}, U {U}, total {total}, needed {needed}; SK-14.10)",
    "vehicle.agility_failed": "{model} Agility test failed (roll {roll}, U {U}, total {total}, needed {needed}; SK-14.10)",
    "vehicle.overturn_wound": "{model} wounded, no bleeding (SK-14.10)",
    "vehicle.occupants_stop": "occupants' A drop to 0 for the rest of the turn (SK-14.11)",
    "vehicle.skids": "skids half the distance moved this turn (moved {moved}, inches {inches}; SK-14.11)",
    "vehicle.skid_original_heading": "ends facing its original direction of travel (heading {heading}; SK-14.11)",
    "vehicle.nose_left": "nose swings left (roll {roll}, heading {heading}; SK-14.11)",
    "vehicle.nose_right": "nose swings right (roll {roll}, heading {heading}; SK-14.11)",
    # SK-14.5
    "vehicle.brake": "emergency brake: a third of last turn's distance (last turn {last_turn}, inches {inches}; SK-14.5)",
    "vehicle.brake_driver": "Driver: no driving test for the emergency brake (SK-4.5)",
    "vehicle.brake_skids": "it was turning: it skids (SK-14.5)",
    # SK-14.7, SK-14.13 to-hit modifiers
    "vehicle.size_two_three_wheeled": "vehicle size: 2- or 3-wheeled (modifier {modifier}; SK-14.7)",
    "vehicle.size_car": "vehicle size: car (modifier {modifier}; SK-14.7)",
    "vehicle.size_truck_tank": "vehicle size: truck or tank (modifier {modifier}; SK-14.7)",
    "vehicle.target_moving": "moving vehicle (modifier {modifier}; SK-14.7)",
    "vehicle.firer_moving": "firing from a moving vehicle (modifier {modifier}; SK-14.13)",
    # SK-14.7, SK-14.8, SK-14.12 a hit
    "vehicle.hit": "vehicle hit {face} (E {E}; SK-14.7)",
    "vehicle.no_penetration": "the shot cannot penetrate the armour (E {E}, armour {armour}; SK-14.8)",
    "vehicle.penetrates": "the shot penetrates the armour (E {E}, armour {armour}; SK-14.8)",
    "vehicle.hits_element": "hits the {element} (roll {roll}, dice {dice}; SK-14.12)",
    "vehicle.destroyed_no_effect": "already destroyed: no effect (SK-14.8)",
    "vehicle.destroyed_reroll": "already destroyed: re-roll (SK-14.12)",
    "vehicle.face_destroyed": "everything on this face is destroyed: no effect (SK-14.12)",
    "vehicle.absorbs": "damage to the {element} (SZP {SZP}, E {E}, left {left}; SK-14.8)",
    "vehicle.destroyed_none": "{element} destroyed (SK-14.8)",
    "vehicle.destroyed_driving_test": "{element} destroyed: driving test (SK-14.8)",
    "vehicle.destroyed_passenger_wound": "{element} destroyed: passenger wound (SK-14.8)",
    "vehicle.destroyed_engine_destroyed": "{element} destroyed: engine destroyed (SK-14.8)",
    "vehicle.destroyed_immobilised": "{element} destroyed: immobilised (SK-14.8)",
    "vehicle.destroyed_weapon_destroyed": "{element} destroyed: weapon destroyed (SK-14.8)",
    "vehicle.destroyed_speed_minus_1": "{element} destroyed: speed -1 (SK-14.8)",
    "vehicle.immobilised": "the vehicle is immobilised for the rest of the game (SK-14.14)",
    "vehicle.engine_lost": "engine destroyed: one more turn at half speed, then it stops (SK-14.12)",
    "vehicle.passenger_wound_left": "the passenger on the left side is wounded (if anyone sits there) (SK-14.12)",
    "vehicle.passenger_wound_right": "the passenger on the right side is wounded (if anyone sits there) (SK-14.12)",
    "vehicle.passenger_wound_centre": "the passenger in the middle is wounded (if anyone sits there) (SK-14.12)",
    "vehicle.test_every_turn": "a driving test now and every turn it moves (SK-14.12)",
    "vehicle.driver_tests": "the driver takes a driving test at once (SK-14.7)",
    # SK-14.7 a passenger shot at directly
    "vehicle.passenger_shot": "passenger shot {face} (save {base}+, E {E}; SK-14.7)",
    "vehicle.passenger_shot_no_save": "passenger shot {face}: no save from there (E {E}; SK-14.7)",
    "vehicle.passenger_save_saved": "the vehicle's save for its passenger {needed}+: saved (needed {needed}, roll {roll}; SK-14.7)",
    "vehicle.passenger_save_failed": "the vehicle's save for its passenger {needed}+: failed (needed {needed}, roll {roll}; SK-14.7)",
    "vehicle.passenger_save_impossible": "the vehicle's save for its passenger: no save possible (SK-14.7)",
    "vehicle.takes_the_hit": "the vehicle takes the hit instead (SK-14.7)",
    # SK-14.14
    "vehicle.stays_inside": "M test: stays inside (roll {roll}, M {M}, total {total}, needed {needed}; SK-14.14)",
    "vehicle.must_get_out": "M test: must get out (roll {roll}, M {M}, total {total}, needed {needed}; SK-14.14)",
    "vehicle.model_stays_inside": "{model} M test: stays inside (roll {roll}, M {M}, total {total}, needed {needed}; SK-14.14)",
    "vehicle.model_must_get_out": "{model} M test: must get out (roll {roll}, M {M}, total {total}, needed {needed}; SK-14.14)",
    # SK-14.6 without a driver
    "vehicle.driverless": "no driver: straight on (speed {speed}, A {A}, inches {inches}; SK-14.6)",
    "vehicle.driverless_check": "3 inches off road: overturn roll (roll {roll}, at {at}; SK-14.6)",
    "vehicle.driverless_overturns": "the driverless vehicle overturns (SK-14.10)",
}
ENGLISH.add(STEP_MESSAGES)

#: the reasons for a driving test (:func:`driving_test`'s ``reason``: the key, or the English words
#: the callers gave before the codes) -> the ``vehicle.why.*`` code
REASONS = {"emergency_brake": "emergency_brake", "emergency brake": "emergency_brake", "flat_out": "flat_out",
           "flat out": "flat_out", "damaged": "damaged", "tight_turn": "tight_turn", "tight turn": "tight_turn",
           "hit": "hit"}


def _step(rule: str, code: str, ok: bool | None = None, *, words: dict | None = None, data: dict | None = None,
          **numbers: object) -> Step:
    """One step of the vehicle rules under its own code (``vehicle.<code>``, :data:`STEP_MESSAGES`):
    ``numbers`` are the step's data (``get(name)``) and the template's numbers, ``words`` its other
    params (a model's id, an element id, a side, a nested step), ``data`` further data the template
    does not show; ``roll`` and ``needed`` are the step's roll and need."""
    roll, need = numbers.get("roll"), numbers.get("needed")
    params = dict(numbers) | dict(words or {})
    return Step(rule, "vehicle", f"vehicle.{code}", tuple(sorted(params.items())),
                roll if isinstance(roll, int) else None, need if isinstance(need, int) else None, ok,
                tuple(numbers.items()) + tuple((data or {}).items()))


def _face(direction: str) -> Step:
    """Where a shot comes from as a step of its own (``vehicle.face.front``...): a template's {face}."""
    return Step("SK-14.12", "vehicle", f"vehicle.face.{direction}")


def _why(reason: str) -> Step | None:
    """Why a driving test is taken, as a step of its own (``vehicle.why.*``): a template's {why}."""
    if not reason:
        return None
    if reason not in REASONS:
        raise ValueError(f"unknown driving test reason {reason!r}; one of {sorted(set(REASONS.values()))}")
    return Step("SK-14.9", "vehicle", f"vehicle.why.{REASONS[reason]}")



# ----------------------------------------------------------------------------------------------
# The card
# ----------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Element:
    """A structural element (SK-14.8): Structure Points (how much E it absorbs without damage) and
    what happens when it is destroyed.  ``side`` names the seat side for a passenger wound."""
    id: str
    name: str
    szp: int
    consequence: str = "none"
    side: str | None = None


@dataclass(frozen=True)
class HitEntry:
    low: int
    high: int
    element: str


@dataclass(frozen=True)
class Face:
    """One direction of the card (SK-14.8): the armour save it gives the passengers (a cover save
    on D6, None: none), the armour thickness (a shot with E below it cannot penetrate; 0: soft
    skinned), and what a hit from there strikes (a D6 or 2D6 table)."""
    save: int | None
    armour: int
    dice: str
    table: tuple[HitEntry, ...]

    def element_for(self, roll: int) -> str:
        for e in self.table:
            if e.low <= roll <= e.high:
                return e.element
        raise KeyError(roll)


@dataclass(frozen=True)
class Seat:
    id: str
    role: str                    # driver / front_passenger / passenger
    side: str                    # left / right / centre
    door: tuple[float, float]    # where one boards, relative to the vehicle centre (x forward, y right)


@dataclass(frozen=True)
class VehicleCard:
    id: str
    name: str
    size_class: str              # SK-14.7
    road_speed: int              # inches per A (SK-14.2)
    offroad_speed: int
    running_gear: str
    length: float                # inches
    width: float
    up: int
    seats: tuple[Seat, ...]
    faces: dict = field(hash=False)          # direction -> Face
    elements: tuple[Element, ...] = ()
    armament: tuple[str, ...] = ()

    def element(self, element_id: str) -> Element:
        for e in self.elements:
            if e.id == element_id:
                return e
        raise KeyError(element_id)

    def speed(self, off_road: bool) -> int:
        return self.offroad_speed if off_road else self.road_speed

    def seat(self, seat_id: str) -> Seat:
        for s in self.seats:
            if s.id == seat_id:
                return s
        raise KeyError(seat_id)

    @property
    def size_modifier(self) -> int:
        return SIZE_CLASSES[self.size_class]

    @property
    def shooting_size(self) -> str:
        """The size word of sk-combat's ``shooting.Target.vehicle_size`` ("small" / "car" /
        "large") for this card's size class."""
        return {"two_three_wheeled": "small", "car": "car", "truck_tank": "large"}[self.size_class]


class VehicleDataError(ValueError):
    pass


def _err(file: str, item: str, fld: str, what: str) -> VehicleDataError:
    return VehicleDataError(f"{file}: vehicle {item!r}, field {fld!r}: {what}")


def _int(d: dict, key: str, file: str, item: str, lo: int = 0) -> int:
    if key not in d:
        raise _err(file, item, key, "missing")
    v = d[key]
    if not isinstance(v, int) or isinstance(v, bool) or v < lo:
        raise _err(file, item, key, f"must be a whole number >= {lo}, not {v!r}")
    return v


def validate_vehicles(data: dict, file: str = "vehicles.json") -> dict[str, VehicleCard]:
    """Checks and reads ``{"vehicles": [...]}``; every problem names the file, vehicle and field."""
    from .data import read_cards   # the card files' one reading loop

    def read_vehicle(item: str, v: dict, err) -> VehicleCard:
        if v["size_class"] not in SIZE_CLASSES:
            raise _err(file, item, "size_class", f"must be one of {sorted(SIZE_CLASSES)}")
        road = _int(v, "road_speed", file, item, 1)
        off = _int(v, "offroad_speed", file, item, 1)
        if off > road:
            raise _err(file, item, "offroad_speed", "faster off road than on the road")
        for key in ("length", "width"):
            if not isinstance(v.get(key), (int, float)) or v[key] <= 0:
                raise _err(file, item, key, "must be a positive number of inches")
        up = _int(v, "up", file, item, 0)
        elements = []
        for e in v.get("elements") or []:
            eid = e.get("id")
            if not isinstance(eid, str):
                raise _err(file, item, "elements", f"an element without an id: {e!r}")
            szp = e.get("szp")
            if not isinstance(szp, int) or szp < 1:
                raise _err(file, item, f"elements.{eid}.szp", f"must be a whole number >= 1, not {szp!r}")
            cons = e.get("consequence", "none")
            if cons not in CONSEQUENCES:
                raise _err(file, item, f"elements.{eid}.consequence", f"must be one of {list(CONSEQUENCES)}")
            side = e.get("side")
            if cons == "passenger_wound" and side not in ("left", "right", "centre"):
                raise _err(file, item, f"elements.{eid}.side", "a passenger wound needs side left/right/centre")
            elements.append(Element(eid, e.get("name", eid), szp, cons, side))
        if not elements:
            raise _err(file, item, "elements", "no elements")
        ids = {e.id for e in elements}
        if len(ids) != len(elements):
            raise _err(file, item, "elements", "an element id is used twice")
        faces = {}
        for d in DIRECTIONS:
            f = (v.get("faces") or {}).get(d)
            if not isinstance(f, dict):
                raise _err(file, item, f"faces.{d}", "missing")
            save = f.get("save")
            if save is not None and (not isinstance(save, int) or not 0 <= save <= 6):
                raise _err(file, item, f"faces.{d}.save", "must be 0..6 or null")
            armour = _int(f, "armour", file, item, 0) if "armour" in f else 0
            dice = f.get("dice")
            if dice not in ("D6", "2D6"):
                raise _err(file, item, f"faces.{d}.dice", "must be D6 or 2D6")
            lo, hi = (1, 6) if dice == "D6" else (2, 12)
            table, covered = [], []
            for row in f.get("table") or []:
                try:
                    rolls, el = row
                    a, b = (rolls, rolls) if isinstance(rolls, int) else (int(rolls[0]), int(rolls[1]))
                except (TypeError, ValueError):
                    raise _err(file, item, f"faces.{d}.table", f"a row must be [roll or [low, high], element]: {row!r}")
                if el not in ids:
                    raise _err(file, item, f"faces.{d}.table", f"unknown element {el!r}")
                table.append(HitEntry(a, b, el))
                covered.extend(range(a, b + 1))
            if sorted(covered) != list(range(lo, hi + 1)):
                raise _err(file, item, f"faces.{d}.table", f"the rows must cover {lo}-{hi} once each")
            faces[d] = Face(save, armour, dice, tuple(table))
        seats = []
        for s in v.get("seats") or []:
            if s.get("role") not in SEAT_ROLES:
                raise _err(file, item, f"seats.{s.get('id')}.role", f"must be one of {list(SEAT_ROLES)}")
            if s.get("side") not in ("left", "right", "centre"):
                raise _err(file, item, f"seats.{s.get('id')}.side", "must be left/right/centre")
            door = s.get("door")
            if not (isinstance(door, list) and len(door) == 2 and all(isinstance(x, (int, float)) for x in door)):
                raise _err(file, item, f"seats.{s.get('id')}.door", "must be [forward, right] inches")
            seats.append(Seat(s["id"], s["role"], s["side"], (float(door[0]), float(door[1]))))
        if [s.role for s in seats].count("driver") != 1:
            raise _err(file, item, "seats", "exactly one driver's seat")
        return VehicleCard(item, v["name"], v["size_class"], road, off, v["running_gear"],
                           float(v["length"]), float(v["width"]), up, tuple(seats), faces,
                           tuple(elements), tuple(v.get("armament") or ()))

    return read_cards(data, "vehicles", "vehicle", file, VehicleDataError, read_vehicle,
                      texts=("id", "name", "size_class", "running_gear"), texts_before_id=True)


def load_vehicles(path: Path | None = None) -> dict[str, VehicleCard]:
    from .data import load_cards
    return load_cards(path, "vehicles.json", validate_vehicles)


# ----------------------------------------------------------------------------------------------
# SK-14.1 boarding / leaving; SK-14.6 pushing the driver out
# ----------------------------------------------------------------------------------------------


def door_point(card: VehicleCard, seat_id: str, at: Point, heading: float) -> Point:
    """Where the door of a seat is on the table (``Seat.door``: inches forward and to the right)."""
    fwd, right = card.seat(seat_id).door
    p = offset(at, heading, fwd)
    return offset(p, heading + 90.0, right)


def board(card: VehicleCard, seat_id: str, vehicle_at: Point, heading: float, model_at: Point,
          a_available: int) -> Step:
    """SK-14.1: 2 A; the model must stand directly at the door it boards through."""
    door = door_point(card, seat_id, vehicle_at, heading)
    if not in_base_contact(model_at, door, rb=0.0):
        raise RuleError(f"SK-14.1: not at the door of seat {seat_id}")
    if a_available < BOARD_A:
        raise RuleError("SK-14.1: boarding costs 2 A")
    return _step("SK-14.1", "boards", cost=BOARD_A, words={"seat": seat_id})


def leave(card: VehicleCard, seat_id: str, vehicle_at: Point, heading: float) -> tuple[Point, Step]:
    """SK-14.1: 2 A; the model is placed directly beside where it sat (at its door)."""
    return door_point(card, seat_id, vehicle_at, heading), _step("SK-14.1", "leaves", cost=LEAVE_A, words={"seat": seat_id})


@dataclass(frozen=True)
class PushOut:
    cost: int
    driver_falls: bool           # an unconscious driver suffers a fall wound
    location: Location | None
    steps: tuple[Step, ...]


def push_out_driver(card: VehicleCard, pusher_seat: str, driver_state: str, a_available: int,
                    dice: Dice) -> PushOut:
    """SK-14.6: the passenger in the seat beside the driver may push a dead or unconscious driver
    out for 4 A and take his place.  An unconscious driver suffers a falling wound (SK-5.4); our
    reading (the book: "which will probably kill him"): one wound, location rolled, no bleeding."""
    if card.seat(pusher_seat).role != "front_passenger":
        raise RuleError("SK-14.6: only the passenger beside the driver may push him out")
    if driver_state not in ("dead", "unconscious"):
        raise RuleError("SK-14.6: the driver is neither dead nor unconscious")
    if a_available < PUSH_OUT_DRIVER_A:
        raise RuleError("SK-14.6: pushing the driver out costs 4 A")
    s = [_step("SK-14.6", "pushes_out", cost=PUSH_OUT_DRIVER_A)]
    loc = None
    if driver_state == "unconscious":
        loc, ls = roll_location(dice, "pushed-out driver's fall")
        s += [_step("SK-5.4", "driver_falls"), ls]
    return PushOut(PUSH_OUT_DRIVER_A, driver_state == "unconscious", loc, tuple(s))


# ----------------------------------------------------------------------------------------------
# SK-14.2 driving, SK-14.4 speed changes
# ----------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class SpeedLimits:
    no_test: int                 # inches per A without a driving test
    flat_out: int                # the most inches per A (with a driving test above no_test)
    steps: tuple[Step, ...]


def speed_limits(card: VehicleCard, *, off_road: bool, driver_skill: bool,
                 driver_extra: str = "no_test_allowance") -> SpeedLimits:
    """SK-14.2: the card's inches per A (road / off-road) without a test; flat out at most 2 more
    per A, with a driving test.  Driver (SK-4.5, Ambiguity 19), option ``driver_extra``:
    ``"no_test_allowance"`` (best reading: +2 without a test, and flat out 2 beyond that) or
    ``"flat_out"`` (+2 only on the flat-out maximum)."""
    base = card.speed(off_road)
    no_test, flat = base, base + FLAT_OUT_EXTRA
    if driver_skill:
        if driver_extra == "no_test_allowance":
            no_test, flat = base + DRIVER_EXTRA, base + DRIVER_EXTRA + FLAT_OUT_EXTRA
        elif driver_extra == "flat_out":
            flat = base + FLAT_OUT_EXTRA + DRIVER_EXTRA
        else:
            raise ValueError(f"unknown driver_extra option {driver_extra!r}")
    code = "speed_limits_" + ("off_road" if off_road else "road") + ("_driver" if driver_skill else "")
    return SpeedLimits(no_test, flat, (_step("SK-14.2", code, card=base, no_test=no_test, flat_out=flat,
                                             data={"off_road": off_road, "driver": driver_skill}),))


@dataclass(frozen=True)
class SpeedChange:
    allowed: bool
    lowest: int
    highest: int
    steps: tuple[Step, ...]


def speed_change(last_speed: int, new_speed: int, *, flat_out: int | None = None) -> SpeedChange:
    """SK-14.4: a vehicle may slow by at most half its speed per turn (4 -> 2 or 3, not 1); from
    2 inches per A (or less) it may stop.  It accelerates by at most 3 inches per A per turn
    (Ambiguity 20).  Speeds in whole inches per A."""
    lowest = 0 if last_speed <= STOP_FROM else math.ceil(last_speed / 2)
    highest = last_speed + ACCELERATION
    if flat_out is not None:
        highest = min(highest, flat_out)
    ok = lowest <= new_speed <= highest
    return SpeedChange(ok, lowest, highest, (_step(
        "SK-14.4", "speed_change_" + ("allowed" if ok else "refused"), ok, last=last_speed,
        new=new_speed, lowest=lowest, highest=highest),))


@dataclass(frozen=True)
class Drive:
    inches: float
    a_spent: int
    speed: int
    test_needed: bool
    passengers_a: tuple[tuple[str, int], ...]   # each passenger's A left after the driver's spending
    steps: tuple[Step, ...]


def driving_a(inches: float, speed: int) -> int:
    """The driver's A for ``inches`` at ``speed`` inches per A, rounded up to whole A
    (Ambiguity 10: fractional costs are paid as whole A)."""
    if speed <= 0:
        raise RuleError("SK-14.2: a vehicle at speed 0 does not move")
    return math.ceil(inches / speed - 1e-9)


def passenger_a_after_driving(passenger_a: int, driver_spent: int) -> int:
    """SK-14.2: each passenger's A are reduced by the A the driver spends on driving, but not
    below 0."""
    return max(0, passenger_a - driver_spent)


def drive(card: VehicleCard, a_spent: int, speed: int, *, off_road: bool, driver_skill: bool = False,
          passengers: Sequence[tuple[str, int]] = (), driver_extra: str = "no_test_allowance") -> Drive:
    """SK-14.2: the driver spends ``a_spent`` A at ``speed`` inches per A; the vehicle moves
    speed x A inches.  Above the card's speed a driving test is needed; above flat out (2 more)
    it is not allowed.  Every passenger loses the driver's A (not below 0; scenario 23)."""
    lim = speed_limits(card, off_road=off_road, driver_skill=driver_skill, driver_extra=driver_extra)
    if speed > lim.flat_out:
        raise RuleError(f"SK-14.2: {speed} inches per A is more than flat out ({lim.flat_out})")
    if speed < 0 or a_spent < 0:
        raise RuleError("SK-14.2: negative speed or A")
    test = speed > lim.no_test
    steps = list(lim.steps)
    steps.append(_step("SK-14.2", "drives_flat_out" if test else "drives", A=a_spent, speed=speed,
                       inches=a_spent * speed))
    pa = []
    for pid, a in passengers:
        left = passenger_a_after_driving(a, a_spent)
        pa.append((pid, left))
        steps.append(_step("SK-14.2", "passenger_loses_a", A=a, left=left, words={"model": pid}))
    return Drive(float(a_spent * speed), a_spent, speed, test, tuple(pa), tuple(steps))


# ----------------------------------------------------------------------------------------------
# SK-14.3 turning
# ----------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class TurnCheck:
    legal: bool
    test_needed: bool
    minimum: float
    steps: tuple[Step, ...]


def turn_check(moved_this_turn: float, radius: float) -> TurnCheck:
    """SK-14.3: the turning circle's radius equals the distance moved this turn before the turn;
    a larger radius needs no test (equal neither), a smaller one a driving test, and never less
    than half that distance."""
    minimum = moved_this_turn / 2
    if radius < minimum - 1e-9:
        return TurnCheck(False, False, minimum, (_step(
            "SK-14.3", "turn_too_tight", False, radius=radius, moved=moved_this_turn, minimum=minimum),))
    test = radius < moved_this_turn - 1e-9
    return TurnCheck(True, test, minimum, (_step(
        "SK-14.3", "turn_test" if test else "turn_no_test", True, radius=radius, moved=moved_this_turn,
        minimum=minimum),))


@dataclass(frozen=True)
class TurnPath:
    end: Point
    heading: float
    length: float
    path: LineString = field(compare=False)


def turn_arc(at: Point, heading: float, radius: float, angle: float) -> TurnPath:
    """The vehicle drives along a circle of ``radius`` through ``angle`` degrees (positive:
    clockwise on screen, a right turn as y grows downwards; negative: left)."""
    side = 1.0 if angle >= 0 else -1.0
    centre = offset(at, heading + 90.0 * side, radius)
    start = bearing(centre, at)
    pts = []
    n = max(2, int(abs(angle) / 3) + 1)
    for i in range(n + 1):
        a = start + angle * i / n
        pts.append(offset(centre, a, radius))
    end = pts[-1]
    return TurnPath(Point(end.x, end.y, at.z), (heading + angle) % 360.0,
                    abs(math.radians(angle)) * radius, LineString([(p.x, p.y) for p in pts]))


# ----------------------------------------------------------------------------------------------
# SK-14.9 driving test, SK-14.10 overturn, SK-14.11 skid, SK-14.5 emergency brake
# ----------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class DrivingTest:
    roll: int
    modifier: int
    total: int
    result: str                  # "overturn" / "skid" / "slower" / "ok"
    steps: tuple[Step, ...]


def driving_test(dice: Dice, *, driver_skill: bool, reason: str = "") -> DrivingTest:
    """SK-14.9: D6, -1 without the Driver skill, +1 with it: 1 overturns, 2 skids, 3-4 speed drops
    by 1 inch per A (Ambiguity 21), 5-6 no problem (below 1 counts as 1, above 6 as 6).
    ``reason`` (a key of :data:`REASONS`: emergency_brake, flat_out, damaged, tight_turn, hit; or
    "") is shown in the step."""
    r = dice.d6("driving test")
    mod = 1 if driver_skill else -1
    t = r + mod
    result = "overturn" if t <= 1 else "skid" if t == 2 else "slower" if t <= 4 else "ok"
    why = _why(reason)
    code = f"driving_test_why_{result}" if why is not None else f"driving_test_{result}"
    return DrivingTest(r, mod, t, result, (_step("SK-14.9", code, result in ("ok", "slower"), roll=r,
                                                  modifier=mod, total=t,
                                                  words={"why": why} if why is not None else None),))


@dataclass(frozen=True)
class Overturn:
    side: str                    # "left" / "right": the side it lies on
    hurt: tuple[tuple[str, Location], ...]
    unhurt: tuple[str, ...]
    steps: tuple[Step, ...]


def overturn(occupants: Sequence[tuple[str, int]], dice: Dice, *, turning: str | None = None) -> Overturn:
    """SK-14.10: a turning vehicle falls onto the side outside the curve; one going straight on
    D6 1-3 the left side, 4-6 the right.  Every occupant (id, current U) takes an Agility test:
    failure is a wound (location rolled) that does not bleed.  Occupants then have 0 A for the
    rest of the turn (SK-14.11) and may be placed outside in any posture."""
    steps = []
    if turning in ("left", "right"):
        side = "right" if turning == "left" else "left"
        steps.append(_step("SK-14.10", "overturns_outside", words={"side": side}))
    else:
        r = dice.d6("overturn side")
        side = "left" if r <= 3 else "right"
        steps.append(_step("SK-14.10", "overturns", roll=r, words={"side": side}))
    hurt, unhurt = [], []
    for oid, u in occupants:
        t = standard_test(dice, u, f"overturn Agility test {oid}")   # SK-0.2, SK-14.10 Agility test
        ok, r = t.ok, t.roll
        steps.append(_step("SK-14.10", "agility_passed" if ok else "agility_failed", ok, roll=r, U=u,
                           total=t.total, needed=TEST_TARGET, words={"model": oid}))
        if ok:
            unhurt.append(oid)
        else:
            loc, ls = roll_location(dice, f"overturn wound {oid}")
            steps += [ls, _step("SK-14.10", "overturn_wound", words={"model": oid})]
            hurt.append((oid, loc))
    steps.append(_step("SK-14.11", "occupants_stop"))
    return Overturn(side, tuple(hurt), tuple(unhurt), tuple(steps))


@dataclass(frozen=True)
class Skid:
    end: Point
    heading: float
    distance: float
    steps: tuple[Step, ...]


def skid(at: Point, heading: float, moved_this_turn: float, dice: Dice, *,
         turning_from: float | None = None) -> Skid:
    """SK-14.11: the vehicle slides on another half of the distance it moved this turn (along
    its heading) and is turned 90 degrees: if it was turning it ends facing its original direction
    of travel (``turning_from``, the heading before the turn); if going straight the nose points
    left or right (D6 1-3 left, 4-6 right).  Occupants' A drop to 0 for the rest of the turn."""
    dist = moved_this_turn / 2
    end = offset(at, heading, dist)
    steps = [_step("SK-14.11", "skids", moved=moved_this_turn, inches=dist)]
    if turning_from is not None:
        new = turning_from % 360.0
        steps.append(_step("SK-14.11", "skid_original_heading", heading=round(new, 1)))
    else:
        r = dice.d6("skid direction")
        new = (heading - 90.0) % 360.0 if r <= 3 else (heading + 90.0) % 360.0
        steps.append(_step("SK-14.11", "nose_left" if r <= 3 else "nose_right", roll=r, heading=round(new, 1)))
    steps.append(_step("SK-14.11", "occupants_stop"))
    return Skid(Point(end.x, end.y, at.z), new, dist, tuple(steps))


@dataclass(frozen=True)
class Brake:
    distance: float
    end: Point
    test: DrivingTest | None
    skids: bool
    steps: tuple[Step, ...]


def emergency_brake(at: Point, heading: float, moved_last_turn: float, dice: Dice, *,
                    driver_skill: bool = False, turning: bool = False) -> Brake:
    """SK-14.5: at any time, with an immediate driving test; the vehicle still travels a third of
    the distance it covered in the previous turn, then stops.  If it was turning it skids in any
    case (the test still rolled: it may overturn).  Driver (SK-4.5, Ambiguity 18): no test, but a
    turning vehicle still skids.  (The skid itself is :func:`skid`; an overturn :func:`overturn`.)"""
    dist = moved_last_turn / 3
    end = offset(at, heading, dist)
    steps = [_step("SK-14.5", "brake", last_turn=moved_last_turn, inches=round(dist, 2))]
    test = None
    if driver_skill:
        steps.append(_step("SK-4.5", "brake_driver"))
    else:
        test = driving_test(dice, driver_skill=False, reason="emergency_brake")
        steps += test.steps
    skids = turning or (test is not None and test.result == "skid")
    if turning:
        steps.append(_step("SK-14.5", "brake_skids"))
    return Brake(dist, Point(end.x, end.y, at.z), test, skids, tuple(steps))


# ----------------------------------------------------------------------------------------------
# SK-14.7, SK-14.8, SK-14.12 shooting at vehicles; SK-14.13 firing from one
# ----------------------------------------------------------------------------------------------


def shot_direction(vehicle_at: Point, heading: float, shooter_at: Point) -> str:
    """Which face of the vehicle a shot from ``shooter_at`` strikes: front within 45 degrees of
    the heading, rear within 45 of the back, else right or left (y down: clockwise is right)."""
    rel = (bearing(vehicle_at, shooter_at) - heading) % 360.0
    if angle_between(rel, 0.0) <= 45.0:
        return "front"
    if angle_between(rel, 180.0) < 45.0:
        return "rear"
    return "right" if rel < 180.0 else "left"


def to_hit_modifiers(card: VehicleCard | None, *, target_moving: bool, firer_moving: bool = False,
                     aimed: bool = False) -> tuple[int, tuple[Step, ...]]:
    """SK-14.7 / SK-6.3: +1 / +2 / +3 for the vehicle's size (``card``; None for a passenger shot
    at directly), -2 if the target vehicle moves; SK-14.13: -3 firing from a moving vehicle, where
    aimed shots are not allowed."""
    if firer_moving and aimed:
        raise RuleError("SK-14.13: no aimed shots from a moving vehicle")
    total, steps = 0, []
    if card is not None:
        total += card.size_modifier
        steps.append(_step("SK-14.7", f"size_{card.size_class}", modifier=card.size_modifier))
    if target_moving:
        total -= 2
        steps.append(_step("SK-14.7", "target_moving", modifier=-2))
    if firer_moving:
        total -= 3
        steps.append(_step("SK-14.13", "firer_moving", modifier=-3))
    return total, tuple(steps)


@dataclass(frozen=True)
class VehicleDamage:
    """What is left of each element (SZP), whether it is destroyed, and the vehicle's state."""
    szp_left: tuple[tuple[str, int], ...]
    immobilised: bool = False
    engine_destroyed: bool = False

    @classmethod
    def fresh(cls, card: VehicleCard) -> "VehicleDamage":
        return cls(tuple(sorted((e.id, e.szp) for e in card.elements)))

    def left(self, element_id: str) -> int:
        return dict(self.szp_left)[element_id]

    def destroyed(self, element_id: str) -> bool:
        return self.left(element_id) <= 0

    def to_json(self) -> dict:
        return {"szp_left": dict(self.szp_left), "immobilised": self.immobilised,
                "engine_destroyed": self.engine_destroyed}

    @classmethod
    def from_json(cls, data: dict) -> "VehicleDamage":
        return cls(tuple(sorted(data["szp_left"].items())), bool(data["immobilised"]),
                   bool(data["engine_destroyed"]))


@dataclass(frozen=True)
class VehicleHit:
    direction: str
    penetrated: bool
    element: str | None
    szp_before: int | None
    szp_after: int | None
    destroyed_now: bool
    consequence: str | None      # of the element destroyed now
    passenger_wound_side: str | None
    driver_test: bool            # SK-14.7: the driver tests at once whenever the vehicle is hit
    damage: VehicleDamage
    steps: tuple[Step, ...]


def shoot_vehicle(card: VehicleCard, damage: VehicleDamage, direction: str, e: int, dice: Dice, *,
                  destroyed_again: str = "reroll", max_rerolls: int = 20) -> VehicleHit:
    """A hit on a vehicle from ``direction`` with a shot of strength ``e`` (SK-14.7, SK-14.8,
    SK-14.12):

    1. armour: a shot with E below the face's armour thickness does nothing (Ambiguity 24: E equal
       to the armour penetrates);
    2. roll the face's D6 / 2D6 table for the element hit; an element already destroyed: option
       ``destroyed_again`` — ``"reroll"`` (Ambiguity 23, best reading) or ``"no_effect"``;
    3. the element loses the shot's E from its SZP (Ambiguity 25); at 0 it is destroyed and its
       consequence follows (engine destroyed, immobilised, a passenger wound on its side...).

    Whenever the vehicle is hit the driver takes a driving test at once (SK-14.7): ``driver_test``
    (the caller rolls :func:`driving_test`)."""
    face = card.faces[direction]
    steps = [_step("SK-14.7", "hit", E=e, words={"face": _face(direction)}, data={"direction": direction})]
    if e < face.armour:
        steps.append(_step("SK-14.8", "no_penetration", False, E=e, armour=face.armour))
        return VehicleHit(direction, False, None, None, None, False, None, None, True, damage, tuple(steps))
    if face.armour:
        steps.append(_step("SK-14.8", "penetrates", True, E=e, armour=face.armour))
    element = None
    for attempt in range(max_rerolls + 1):
        r = dice.roll(face.dice, "vehicle hit location").total
        el = face.element_for(r)
        steps.append(_step("SK-14.12", "hits_element", roll=r, dice=face.dice, words={"element": el}))
        if not damage.destroyed(el):
            element = el
            break
        if destroyed_again == "no_effect":
            steps.append(_step("SK-14.8", "destroyed_no_effect"))
            break
        if destroyed_again != "reroll":
            raise ValueError(f"unknown destroyed_again option {destroyed_again!r}")
        steps.append(_step("SK-14.12", "destroyed_reroll"))
        if all(damage.destroyed(x.element) for x in face.table):
            steps.append(_step("SK-14.12", "face_destroyed"))
            break
    if element is None:
        return VehicleHit(direction, True, None, None, None, False, None, None, True, damage, tuple(steps))
    before = damage.left(element)
    after = max(0, before - e)
    left = tuple((k, after if k == element else v) for k, v in damage.szp_left)
    dmg = replace(damage, szp_left=left)
    steps.append(_step("SK-14.8", "absorbs", SZP=before, E=e, left=after, words={"element": element}))
    destroyed_now = after == 0
    consequence = side = None
    if destroyed_now:
        el = card.element(element)
        consequence = el.consequence
        steps.append(_step("SK-14.8", f"destroyed_{consequence}", words={"element": el.id}))
        if consequence == "immobilised":
            dmg = replace(dmg, immobilised=True)
            steps.append(_step("SK-14.14", "immobilised"))
        elif consequence == "engine_destroyed":
            dmg = replace(dmg, engine_destroyed=True)
            steps.append(_step("SK-14.12", "engine_lost"))
        elif consequence == "passenger_wound":
            side = el.side
            steps.append(_step("SK-14.12", f"passenger_wound_{side}"))
        elif consequence == "driving_test":
            steps.append(_step("SK-14.12", "test_every_turn"))
    steps.append(_step("SK-14.7", "driver_tests"))
    return VehicleHit(direction, True, element, before, after, destroyed_now, consequence, side, True, dmg,
                      tuple(steps))


@dataclass(frozen=True)
class PassengerShot:
    needed: int | None
    saved: bool                  # the vehicle's armour stopped it: the vehicle is hit instead
    vehicle_hit: VehicleHit | None
    steps: tuple[Step, ...]


def shoot_passenger(card: VehicleCard, damage: VehicleDamage, direction: str, e: int, dice: Dice, *,
                    destroyed_again: str = "reroll") -> PassengerShot:
    """SK-14.7: a visible passenger hit by a shot rolls the save the vehicle gives from that side
    (the card's ``Face.save``, worsened by E above 3, SK-6.9); if the vehicle's armour protects
    him, the vehicle takes the hit instead (:func:`shoot_vehicle`).  If not, the shot goes on to
    the passenger (the hit location and wound are sk-combat's)."""
    base = card.faces[direction].save
    needed = worsened_save(base, e)
    face = {"face": _face(direction)}
    steps = [_step("SK-14.7", "passenger_shot", E=e, base=base, words=face) if base is not None else
             _step("SK-14.7", "passenger_shot_no_save", E=e, words=face)]
    if needed is None or needed > 6:   # SK-8.2 as specials.save_roll: no save, no roll
        ok = False
        steps.append(_step("SK-14.7", "passenger_save_impossible"))
    else:
        r = dice.d6("vehicle's save for its passenger")
        ok = r >= needed
        steps.append(_step("SK-14.7", f"passenger_save_{'saved' if ok else 'failed'}", ok, needed=needed, roll=r))
    hit = None
    if ok:
        hit = shoot_vehicle(card, damage, direction, e, dice, destroyed_again=destroyed_again)
        steps.append(_step("SK-14.7", "takes_the_hit"))
        steps.extend(hit.steps)
    return PassengerShot(needed, ok, hit, tuple(steps))


def must_test_each_turn(card: VehicleCard, damage: VehicleDamage) -> bool:
    """SK-14.12: after a "driving test" element is destroyed the driver tests every turn the
    vehicle moves."""
    return any(damage.destroyed(e.id) for e in card.elements if e.consequence == "driving_test")


def straight_path(at: Point, heading: float, inches: float) -> tuple[Point, LineString]:
    """The end point and the path (a Shapely line) of a straight drive."""
    end = offset(at, heading, inches)
    return Point(end.x, end.y, at.z), LineString([(at.x, at.y), (end.x, end.y)])


def momentum_after_engine_loss(speed: int) -> int:
    """SK-14.12: with the engine destroyed it may travel one more turn at half speed (rounded
    down), then it stops for good."""
    return speed // 2


def stay_in_immobilised_vehicle(m: int, dice: Dice, model: str | None = None) -> tuple[bool, Step]:
    """SK-14.14: to stay inside an immobilised vehicle a model passes an M test (SK-0.2's
    standard test, D6 + M >= 6) at once and at the start of every turn; failure: it gets out.
    ``model``: who tests (named in the step)."""
    t = standard_test(dice, m, "M test to stay in the vehicle")   # SK-0.2, SK-14.14 M test
    code = ("model_" if model is not None else "") + ("stays_inside" if t.ok else "must_get_out")
    return t.ok, _step("SK-14.14", code, t.ok, roll=t.roll, M=m, total=t.total, needed=TEST_TARGET,
                       words={"model": model} if model is not None else None)


# ----------------------------------------------------------------------------------------------
# SK-14.6 a driverless vehicle
# ----------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class DriverlessRun:
    end: Point
    distance: float
    overturned: bool
    checks: tuple[int, ...]
    steps: tuple[Step, ...]


def driverless_run(at: Point, heading: float, speed: int, driver_a_last_turn: int, dice: Dice, *,
                   off_road: Callable[[Point], bool] | bool = False, step_inches: float = 0.1) -> DriverlessRun:
    """SK-14.6, Ambiguity 22: a vehicle whose driver dies or faints carries on in a straight line
    at its last speed x the driver's A of last turn; for every 3 inches off-road it rolls the
    driving test table (no skill modifier) and overturns on a 1 (it stops there)."""
    total = float(speed * driver_a_last_turn)
    steps = [_step("SK-14.6", "driverless", speed=speed, A=driver_a_last_turn, inches=total)]
    is_off = off_road if callable(off_road) else (lambda p, v=off_road: v)
    travelled = off_acc = 0.0
    checks = []
    pos = at
    while travelled < total - 1e-9:
        d = min(step_inches, total - travelled)
        nxt = offset(pos, heading, d)
        if is_off(offset(pos, heading, d / 2)):
            off_acc += d
        travelled += d
        pos = nxt
        while off_acc >= DRIVERLESS_CHECK_EVERY - 1e-9:
            off_acc -= DRIVERLESS_CHECK_EVERY
            r = dice.d6("driverless overturn roll")
            checks.append(r)
            steps.append(_step("SK-14.6", "driverless_check", r != 1, roll=r, at=round(travelled, 1)))
            if r == 1:
                steps.append(_step("SK-14.10", "driverless_overturns"))
                return DriverlessRun(pos, travelled, True, tuple(checks), tuple(steps))
    return DriverlessRun(pos, total, False, tuple(checks), tuple(steps))
