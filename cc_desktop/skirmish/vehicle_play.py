"""Vehicles in play (SK-14): boarding and leaving, driving, turning, the emergency brake, driving
tests (overturn, skid), passengers' A, pushing out the driver, shooting at vehicles, immobilised
vehicles and their crews, firing from a moving vehicle.

The rules are sk-special's :mod:`cc_desktop.skirmish.vehicles` (functions of values); this module
applies them to the state (``g.state.vehicles``, :class:`cc_desktop.skirmish.state.Vehicle`) as
actions of the ``act`` decision: each an ``actions.Action`` (rule, check with the reason,
procedure), merged into ``actions.ACTIONS``.  :func:`sample_vehicle` offers them to
``legal_moves``; :func:`special_turn_start` is the start-of-turn step of all SK-12 to SK-16 pieces.

Moves: ``board M VEHICLE SEAT``, ``leave M``, ``drive M SPEED A`` (straight ahead, SPEED inches
per A), ``steer M ANGLE RADIUS`` (along an arc, positive angles to the right), ``brake M``
(SK-14.5), ``push_out M`` (SK-14.6), ``shoot_vehicle M VEHICLE hip|aimed`` (SK-14.7); in the
deployment ``place_vehicle VEHICLE X Y HEADING`` and ``place_piece GUN|SLED X Y FACING`` (SK-3.1,
the crew, the team or the dogs set up with it: :func:`piece_layout`).  A vehicle driving through an enemy's
sight opens the ``preempt_vehicle`` window (SK-6.6 with SK-14.7, :func:`drive_through_sight`), so
does one sliding on in a skid (SK-14.11, :func:`slide`) or running on under its brake (SK-14.5); a
passenger shot at is protected by the vehicle's save (SK-14.7, :func:`passenger_cover`, called by
``game.combat_resolver``).  A vehicle whose way touches an enemy dog carrying a mine stops there
and sets the mine off (SK-16.3, our design: :func:`mine_dog_on_way`).
"""

from __future__ import annotations

import math
from functools import lru_cache

from cc_desktop.skirmish import actions, morale, reactions, shooting, special_actions, vehicles
from cc_desktop.skirmish.decisions import ENGLISH, SkDecision, SkMove, inches, msg
from cc_desktop.skirmish.explain import step_message
from cc_desktop.skirmish.specials import RuleError
from cc_desktop.skirmish.state import Gun, Model, Vehicle
from cc_desktop.skirmish.types import TABLE_DEPTH, TABLE_WIDTH, Point, Posture, in_base_contact

MESSAGES = {
    "not_enough_a.board": "{model} has {left} A; boarding costs {cost}",
    "not_enough_a.leave": "{model} has {left} A; leaving costs {cost}",
    "not_enough_a.drive": "{model} has {left} A; the drive costs {cost}",
    "not_enough_a.steer": "{model} has {left} A; the turn costs {cost}",
    "not_enough_a.shoot_vehicle_hip": "{model} has {left} A; a hip shot costs {cost}",
    "not_enough_a.shoot_vehicle_aimed": "{model} has {left} A; an aimed shot costs {cost}",
    "no_vehicle": "there is no vehicle {vehicle}",
    "no_seat": "{vehicle} has no seat {seat}",
    "seat_taken": "seat {seat} of {vehicle} is taken",
    "in_vehicle": "{model} sits in {vehicle}: leave it first",
    "not_in_vehicle": "{model} is in no vehicle",
    "not_at_door": "{model} is not at the door of seat {seat} of {vehicle}",
    "vehicle_moving": "{vehicle} is moving: it must stop before anyone boards",
    "vehicle_wrecked": "{vehicle} is overturned",
    "not_driver": "{model} is not the driver of a vehicle",
    "cannot_move": "{vehicle} can no longer move under its own power",
    "speed_illegal": "{vehicle} may go {lowest} to {highest} inches per A this turn, not {speed}",
    "speed_kept": "{vehicle} already drives at {kept} inches per A this turn",
    "too_fast": "{speed} inches per A is more than flat out ({flat_out})",
    "drive_a": "driving takes at least 1 A",
    "vehicle_blocked": "something blocks {vehicle}'s way",
    "not_moving": "{vehicle} is not moving",
    "turn_too_tight": "{vehicle} has moved {moved} inches this turn: it cannot turn on less than {minimum} inches",
    "no_push": "{model} cannot push the driver of {vehicle} out: {why}",
    "vehicle_shot_refused": "{reason}",
    "not_enemy_vehicle": "{vehicle} is not an enemy vehicle on the table",
    "vehicle_out_of_range": "{vehicle} is {distance} inches away, beyond the {range} inches of {item}",
    "vehicle_behind": "{vehicle} is not in {model}'s front arc",
    "vehicle_not_seen": "{model} cannot see {vehicle}",
    "no_aimed_moving": "no aimed shots from a moving vehicle",
    # log lines
    "boarded": "{model} boards {vehicle} into seat {seat} (2 A)",
    "left_vehicle": "{model} leaves {vehicle} ({cost} A)",
    "drove": "{model} drives {vehicle} {distance} inches at {speed} inches per A ({cost} A) to {x},{y}",
    "steered": "{model} turns {vehicle} by {angle} degrees on a {radius}-inch circle ({cost} A)",
    "passenger_a": "{model} loses {lost} A: the driver drove (left {left})",
    "driving_test": "driving test of {vehicle}: D6 {roll} {modifier} = {total}: {result}",
    "slower": "{vehicle} slows to {speed} inches per A",
    "overturned": "{vehicle} overturns onto its {side} side",
    "skidded": "{vehicle} skids {distance} inches to {x},{y}, heading {heading}",
    "braked": "{model} brakes {vehicle} hard: it runs {distance} inches and stops",
    "pushed_out": "{model} pushes {driver} out of {vehicle} and takes the wheel (4 A)",
    "vehicle_left_table": "{vehicle} leaves the table at the {edge} edge",
    "vehicle_hit": "{model} shoots at {vehicle} ({cost} A): {hits} hit(s)",
    "vehicle_damage": "{vehicle}: {element} {left} SZP left",
    "vehicle_element_destroyed": "{vehicle}: {element} destroyed",
    "immobilised": "{vehicle} is immobilised",
    "stays_in": "{model} stays in the immobilised {vehicle} (M test {roll} + {m})",
    "driverless": "{vehicle} runs on without a driver: {distance} inches",
    "momentum": "{vehicle} rolls on with its engine lost: {distance} inches",
    # SK-3.1 deployment of a battle's vehicles
    "not_your_vehicle": "{vehicle} is not a vehicle {side} sets up",
    "vehicle_outside_zone": "{vehicle} at {x},{y} heading {heading} does not fit inside the deployment zone of {side}",
    "vehicle_on_another": "{vehicle} at {x},{y} would stand on {other}",
    "vehicle_place_blocked": "{vehicle} at {x},{y} would stand on something that blocks vehicles",
    "on_vehicle": "{model} would stand on {vehicle}",
    "vehicles_left": "{left} vehicle(s) still to set up",
    "vehicle_placed": "{vehicle} set up at {x},{y}, heading {heading}",
    # SK-3.1 deployment of a battle's towed guns and dog sleds (place_piece)
    "not_your_piece": "{piece} is not a gun or sled {side} sets up",
    "piece_outside_zone": "{piece} at {x},{y} facing {facing} does not fit inside the deployment zone of {side} "
                          "with its crew or team",
    "piece_on_another": "{piece} at {x},{y} would stand on {other}",
    "piece_place_blocked": "{piece} at {x},{y} would stand on something that blocks it",
    "on_piece": "{model} would stand on {piece}",
    "set_up_with": "{model} is set up with {piece}, still to set up",
    "pieces_left": "{left} gun(s) or sled(s) still to set up",
    "piece_placed": "{piece} set up at {x},{y}, facing {facing}",
    # SK-6.6 with SK-14.7 pre-emptive shots at a vehicle driving by
    "preempt_vehicle_declined": "{observer} lets {vehicle} drive by",
    "vehicle_hit_pre": "{model} shoots at {vehicle} ({cost} A, pre-emptive -1): {hits} hit(s)",
    "passenger_saved": "{vehicle} protects {model}: the shot strikes the vehicle at E{strength}",
    "drive_stopped": "{vehicle} stops {distance} inches along its way, where the shot caught it; "
                     "{model} gets {refund} A back",
    "skid_stopped": "{vehicle} stops {distance} inches into its skid, at {x},{y}, where the shot caught it",
    # SK-16.3 (our design) a vehicle running into a dog carrying a mine
    "vehicle_strikes_mine_dog": "{vehicle} runs into {animal} at {x},{y}: the mine it carries goes off",
    "drive_stopped_mine": "{vehicle} stops {distance} inches along its way, where it struck the mine; "
                          "{model} gets {refund} A back",
    "skid_stopped_mine": "{vehicle} stops {distance} inches into its skid, at {x},{y}, where it struck the mine",
}
ENGLISH.add(MESSAGES)

#: how near the door of a seat a model must stand to board (base contact with the door point)
DOOR_REACH = actions.REACH
EDGES = ("north", "south", "west", "east")
#: the wound sources of the vehicle rules for actions.wound_model (SK-14.10, SK-14.12)
actions.SOURCES.setdefault("overturn", actions.WoundSource.OVERTURN)
actions.SOURCES.setdefault("vehicle", actions.WoundSource.VEHICLE)


@lru_cache(maxsize=1)
def cards() -> dict:
    return vehicles.load_vehicles()


def card_of(v: Vehicle):
    return cards()[v.type]


def vehicle_of(g, model: Model) -> Vehicle | None:
    return g.state.vehicles.get(model.vehicle) if model.vehicle else None


def in_moving_vehicle(g, model: Model) -> bool:
    """SK-14.13: the model sits in a vehicle that moves this turn (it has speed)."""
    v = vehicle_of(g, model)
    return v is not None and (v.speed > 0 or v.moved > 0)


def moving(v: Vehicle) -> bool:
    """SK-14.7: a vehicle moving (it drove this turn or still has speed from the last)."""
    return v.speed > 0 or v.moved > 0


def _steps(g, result_steps) -> None:
    for s in result_steps:
        g.emit("special_step", step_message(s))


def place_occupants(g, v: Vehicle) -> None:
    """The occupants travel with the vehicle: they stand at its place (SK-14.1)."""
    for mid in v.occupants():
        m = g.state.models.get(mid)
        if m is not None:
            m.at = Point(v.at.x, v.at.y, m.at.z)
            m.facing = v.heading


def on_road(g, p: Point) -> bool:
    """SK-14.2: the road speed applies on a road of the battlefield; the empty table is all road."""
    if g.table is None:
        return True
    from cc_desktop.skirmish import table as table_mod
    here = table_mod.terrain_at(g.table, p)
    return any(getattr(o, "kind", "") == "road" for o in here.objects) or here.ground_area == "road"


def _edge_left(p: Point) -> str | None:
    if p.x < 0:
        return "west"
    if p.x > TABLE_WIDTH:
        return "east"
    if p.y < 0:
        return "north"
    if p.y > TABLE_DEPTH:
        return "south"
    return None


def _blocked(g, v: Vehicle, path: list[Point]) -> bool:
    if g.table is None:
        return False
    from cc_desktop.skirmish import table as table_mod
    inside = [Point(min(max(p.x, 0.0), TABLE_WIDTH), min(max(p.y, 0.0), TABLE_DEPTH)) for p in path]
    blocked = table_mod.blocked_move(g.table, inside, tuple(g.state.open_doors), frozenset(g.state.destroyed_cover))
    return bool(blocked)


# -- SK-14.1 boarding and leaving ---------------------------------------------------------------
def check_board(g, model: Model, move: SkMove, pool: str):
    vid, seat = move.args[1], move.args[2]
    v = g.state.vehicles.get(vid)
    if v is None or v.off_table:
        return msg("SK-14.1", "no_vehicle", vehicle=vid)
    if model.vehicle:
        return msg("SK-14.1", "in_vehicle", model=model.id, vehicle=model.vehicle)
    card = card_of(v)
    if seat not in {s.id for s in card.seats}:
        return msg("SK-14.1", "no_seat", vehicle=vid, seat=seat)
    if seat in v.seats:
        return msg("SK-14.1", "seat_taken", vehicle=vid, seat=seat)
    if v.overturned:
        return msg("SK-14.10", "vehicle_wrecked", vehicle=vid)
    if moving(v):   # our reading: one boards a vehicle that stands (docs/skirmish-decisions/vehicles.md)
        return msg("SK-14.1", "vehicle_moving", vehicle=vid)
    door = vehicles.door_point(card, seat, v.at, v.heading)   # SK-14.1 directly at the door
    if model.at.distance(door) > DOOR_REACH + 1e-9:
        return msg("SK-14.1", "not_at_door", model=model.id, seat=seat, vehicle=vid)
    return actions._short(model, vehicles.BOARD_A, pool, "board")


def apply_board(g, model: Model, move: SkMove, pool: str):
    """SK-14.1: 2 A; the model sits in the seat and travels with the vehicle."""
    v = g.state.vehicles[move.args[1]]
    actions.spend(model, vehicles.BOARD_A, pool)   # SK-14.1
    v.seats[move.args[2]] = model.id
    model.vehicle, model.seat = v.id, move.args[2]
    model.posture = Posture.STANDING
    place_occupants(g, v)
    g.emit("boarded", msg("SK-14.1", "boarded", model=model.id, vehicle=v.id, seat=move.args[2]))
    return
    yield


def _leave_pool(g, model: Model, pool: str) -> str:
    """SK-14.14: from an immobilised vehicle the crew get out even with A of their next turn."""
    v = vehicle_of(g, model)
    if v is not None and v.immobilised and pool == "own":
        return "borrow_own"
    return pool


def check_leave(g, model: Model, move: SkMove, pool: str):
    v = vehicle_of(g, model)
    if v is None:
        return msg("SK-14.1", "not_in_vehicle", model=model.id)
    return actions._short(model, vehicles.LEAVE_A, _leave_pool(g, model, pool), "leave")


def leave_vehicle(g, model: Model, pool: str, cost: int = vehicles.LEAVE_A) -> None:
    """SK-14.1: the model is placed directly beside its seat (its door)."""
    v = vehicle_of(g, model)
    actions.spend(model, cost, _leave_pool(g, model, pool))
    at, _ = vehicles.leave(card_of(v), model.seat, v.at, v.heading)
    v.seats.pop(model.seat, None)
    model.vehicle = model.seat = None
    model.at = Point(inches(min(max(at.x, 0.0), TABLE_WIDTH)), inches(min(max(at.y, 0.0), TABLE_DEPTH)), 0.0)
    g.emit("left_vehicle", msg("SK-14.1", "left_vehicle", model=model.id, vehicle=v.id, cost=cost))


def apply_leave(g, model: Model, move: SkMove, pool: str):
    leave_vehicle(g, model, pool)
    return
    yield


# -- SK-14.2 driving, SK-14.4 speed --------------------------------------------------------------
def _driven(g, model: Model) -> Vehicle | None:
    v = vehicle_of(g, model)
    return v if v is not None and model.seat == "driver" else None


def _speed_check(g, model: Model, v: Vehicle, speed: int):
    card = card_of(v)
    lim = vehicles.speed_limits(card, off_road=not on_road(g, v.at), driver_skill=model.has("driver"))
    if v.moved > 0 and speed != v.speed:
        return msg("SK-14.2", "speed_kept", vehicle=v.id, kept=v.speed)
    if speed > lim.flat_out:
        return msg("SK-14.2", "too_fast", speed=speed, flat_out=lim.flat_out)
    if v.moved == 0:
        ch = vehicles.speed_change(v.last_speed, speed, flat_out=lim.flat_out)   # SK-14.4
        if not ch.allowed:
            return msg("SK-14.4", "speed_illegal", vehicle=v.id, lowest=ch.lowest, highest=ch.highest, speed=speed)
    return None


def _cannot_move(v: Vehicle):
    if v.overturned:
        return msg("SK-14.10", "vehicle_wrecked", vehicle=v.id)
    if v.immobilised or (v.engine_destroyed and v.momentum <= 0) or v.skidding or v.off_table:   # SK-14.14, SK-14.12
        return msg("SK-14.14", "cannot_move", vehicle=v.id)
    return None


def check_drive(g, model: Model, move: SkMove, pool: str):
    v = _driven(g, model)
    if v is None:
        return msg("SK-14.2", "not_driver", model=model.id)
    speed, a = int(move.args[1]), int(move.args[2])
    if speed < 1 or a < 1:
        return msg("SK-14.2", "drive_a")
    why = _cannot_move(v) or _speed_check(g, model, v, speed)
    if why:
        return why
    end, _ = vehicles.straight_path(v.at, v.heading, speed * a)
    if _blocked(g, v, [v.at, end]):
        return msg("SK-14.2", "vehicle_blocked", vehicle=v.id)
    return actions._short(model, a, pool, "drive")


def _share_driver_a(g, v: Vehicle, driver: Model, spent: int) -> None:
    """SK-14.2 (scenario 23): every passenger loses the A the driver spends driving, not below 0."""
    v.driver_spent += spent
    for mid in v.occupants():
        m = g.state.models[mid]
        if m is driver or not m.in_play or m.side != g.state.side:
            continue
        before = m.a_remaining
        m.a_remaining = vehicles.passenger_a_after_driving(m.a_remaining, spent)   # SK-14.2
        g.emit("passenger_a", msg("SK-14.2", "passenger_a", model=m.id, lost=before - m.a_remaining,
                                  left=m.a_remaining))


def _arrive(g, v: Vehicle, end: Point, heading: float, distance: float) -> None:
    v.moved += distance
    v.heading = round(heading % 360.0, 1)
    edge = _edge_left(end)
    if edge is not None:   # out over the edge: the vehicle and its occupants leave the battle
        v.at = Point(inches(min(max(end.x, 0.0), TABLE_WIDTH)), inches(min(max(end.y, 0.0), TABLE_DEPTH)))
        v.off_table = edge
        place_occupants(g, v)
        for mid in v.occupants():
            m = g.state.models[mid]
            if m.alive and not m.out:
                m.out = "exited"
        g.emit("vehicle_left_table", msg("SK-14.2", "vehicle_left_table", vehicle=v.id, edge=edge))
        return
    v.at = Point(inches(end.x), inches(end.y))
    place_occupants(g, v)


def apply_drive(g, model: Model, move: SkMove, pool: str):
    """SK-14.2: the driver spends A; the vehicle goes speed x A inches straight ahead; above the
    card's speed a driving test (SK-14.9); the passengers lose the driver's A."""
    v = _driven(g, model)
    speed, a = int(move.args[1]), int(move.args[2])
    card = card_of(v)
    off = not on_road(g, v.at)
    result = vehicles.drive(card, a, speed, off_road=off, driver_skill=model.has("driver"))   # SK-14.2
    actions.spend(model, a, pool)
    v.speed = speed
    end, _ = vehicles.straight_path(v.at, v.heading, result.inches)
    # SK-6.6 with SK-14.7: enemies with reserved A may shoot as it drives through their sight
    way = [(vehicles.straight_path(v.at, v.heading, d)[0], v.heading, d) for d in _inch_marks(result.inches)]
    stopped = yield from drive_through_sight(g, v, way)
    if stopped is not None:
        _stopped_short(g, v, model, speed, a, stopped, pool)
        return
    _arrive(g, v, end, v.heading, result.inches)
    g.emit("drove", msg("SK-14.2", "drove", model=model.id, vehicle=v.id, distance=inches(result.inches), speed=speed,
                        cost=a, x=v.at.x, y=v.at.y))
    _share_driver_a(g, v, model, a)
    if v.engine_destroyed:
        v.momentum = 0
    if not v.off_table and (result.test_needed or vehicles.must_test_each_turn(card, _damage(v))):   # SK-14.2, SK-14.12
        yield from driving_test_now(g, v, "flat_out" if result.test_needed else "damaged")


# -- SK-14.3 turning ----------------------------------------------------------------------------------
def check_steer(g, model: Model, move: SkMove, pool: str):
    v = _driven(g, model)
    if v is None:
        return msg("SK-14.3", "not_driver", model=model.id)
    why = _cannot_move(v)
    if why:
        return why
    speed = v.speed or v.last_speed
    if speed <= 0:
        return msg("SK-14.3", "not_moving", vehicle=v.id)
    angle, radius = float(move.args[1]), float(move.args[2])
    if abs(angle) < 0.5 or abs(angle) > 180 or radius <= 0:
        return msg("SK-14.3", "not_moving", vehicle=v.id)
    tc = vehicles.turn_check(v.moved, radius)   # SK-14.3
    if not tc.legal:
        return msg("SK-14.3", "turn_too_tight", vehicle=v.id, moved=inches(v.moved), minimum=inches(tc.minimum))
    if v.moved == 0:
        why = _speed_check(g, model, v, speed)
        if why:
            return why
    arc = vehicles.turn_arc(v.at, v.heading, radius, angle)
    if _blocked(g, v, [Point(x, y) for x, y in arc.path.coords]):
        return msg("SK-14.2", "vehicle_blocked", vehicle=v.id)
    return actions._short(model, vehicles.driving_a(arc.length, speed), pool, "steer")


def apply_steer(g, model: Model, move: SkMove, pool: str):
    """SK-14.3: along a circle of the chosen radius; tighter than the distance moved this turn a
    driving test (never under half of it); paid as driving (whole A, Ambiguity 10)."""
    v = _driven(g, model)
    angle, radius = float(move.args[1]), float(move.args[2])
    speed = v.speed or v.last_speed
    tc = vehicles.turn_check(v.moved, radius)
    arc = vehicles.turn_arc(v.at, v.heading, radius, angle)
    cost = vehicles.driving_a(arc.length, speed)
    actions.spend(model, cost, pool)
    v.speed = speed
    before = v.heading
    # SK-6.6 with SK-14.7: enemies with reserved A may shoot as it drives through their sight
    way = [(_point_on(arc.path, d), before + angle * d / arc.length, d) for d in _inch_marks(arc.length)]
    stopped = yield from drive_through_sight(g, v, way)
    if stopped is not None:
        _stopped_short(g, v, model, speed, cost, stopped, pool)
        return
    _arrive(g, v, arc.end, arc.heading, arc.length)
    g.emit("steered", msg("SK-14.3", "steered", model=model.id, vehicle=v.id, angle=inches(angle),
                          radius=inches(radius), cost=cost))
    _share_driver_a(g, v, model, cost)
    if tc.test_needed and not v.off_table:
        yield from driving_test_now(g, v, "tight_turn", turning="right" if angle > 0 else "left", turning_from=before)


# -- SK-6.6 with SK-14.7: pre-emptive shots at a vehicle driving by ---------------------------------
def _inch_marks(length: float) -> list[float]:
    """The distances along a way of ``length`` inches where the vehicle is looked at: every inch
    and the end (as a walking man, SK-6.6)."""
    n = max(1, math.ceil(round(length, 6)))
    return [length * i / n for i in range(1, n + 1)]


def _point_on(path, d: float) -> Point:
    p = path.interpolate(d)
    return Point(p.x, p.y)


def sees_vehicle(g, obs: Model, v: Vehicle) -> bool:
    """SK-7, SK-7.3: the vehicle is in ``obs``'s front arc and seen (the line of sight to its place)."""
    target = _stand_in(v)
    return reactions.in_arc(obs, target) and (g.sight is None or bool(g.sight(g, obs, target)))


def _vehicle_shots(g, obs: Model, v: Vehicle) -> list[SkMove]:
    """The pre-emptive shots ``obs`` may take at ``v`` with its reserve: at the vehicle (SK-14.7)
    and at each passenger it sees (hip or aimed)."""
    out = [SkMove("shoot_vehicle", obs.id, v.id, s) for s in ("hip", "aimed")
           if actions.why_not(g, obs, SkMove("shoot_vehicle", obs.id, v.id, s), "reserve") is None]
    for mid in v.occupants():
        out += [SkMove("shoot", obs.id, mid, s) for s in ("hip", "aimed")
                if reactions.why_not_shot(g, obs, mid, s, 1, obs.a_reserved) is None]
    return out


def may_preempt_vehicle(g, obs: Model, v: Vehicle) -> bool:
    """SK-6.6: an enemy in play, in the opponent's turn, no pre-emptive shot yet, with reserved A
    paying a shot of the weapon in hand at the vehicle or a passenger."""
    if obs.side == v.side or not obs.in_play or obs.preempt_spent or obs.a_reserved <= 0 or g.state.side == obs.side:
        return False
    return bool(_vehicle_shots(g, obs, v))


def _halted(v: Vehicle) -> bool:
    """The shot stopped the vehicle where it was: overturned, skidded or immobilised (SK-14.9 to
    SK-14.14)."""
    return v.overturned or v.skidding or v.immobilised or bool(v.off_table)


class MineHalt(float):
    """The inches a vehicle ran before it struck a dog carrying a mine (SK-16.3, our design): a stop
    of :func:`drive_through_sight` like a pre-emptive hit's, told apart for the log's words."""


#: SK-16.3 (our design) the way of a vehicle is looked at every this many inches for a mine dog
MINE_SAMPLE = 0.1


def _mine_dogs(g, v: Vehicle) -> list[Model]:
    """The dogs a vehicle sets off by running into them (SK-16.3, our design): carrying a mine,
    alive and in the battle, of the other side (a wild one of either side, as its own run)."""
    from cc_desktop.skirmish import animal_play
    return [m for m in sorted(g.state.models.values(), key=lambda x: x.id)
            if m.kind == "animal" and animal_play.DOG_MINE in m.equipment and m.alive and not m.out and m.placed
            and (m.side != v.side or m.wild)]


def mine_dog_on_way(g, v: Vehicle, way: list[tuple[Point, float, float]]):
    """SK-16.3 (our design): the first place on ``way`` (places, headings, inches, as for
    :func:`drive_through_sight`) where the vehicle's rectangle touches a mine dog's base (within
    0.05 inch, as the dog's own run: ``animals.first_contact``), looked at every ``MINE_SAMPLE``
    inches between the marks: (inches, place, heading, dog), or None."""
    dogs = _mine_dogs(g, v)
    if not dogs:
        return None
    card = card_of(v)
    prev = (v.at, v.heading, 0.0)
    for p, h, d in way:
        n = max(1, math.ceil((d - prev[2]) / MINE_SAMPLE - 1e-9))
        for i in range(1, n + 1):
            f = i / n
            q = Point(prev[0].x + (p.x - prev[0].x) * f, prev[0].y + (p.y - prev[0].y) * f)
            hh = prev[1] + (h - prev[1]) * f
            corners = footprint(card, q, hh)
            hit = [dog for dog in dogs if _footprint_distance(corners, dog.at) <= _base_radius(dog) + 0.05]
            if hit:
                return prev[2] + (d - prev[2]) * f, q, hh, hit[0]
        prev = (p, h, d)
    return None


def drive_through_sight(g, v: Vehicle, way: list[tuple[Point, float, float]]):
    """SK-6.6 with SK-14.7: the vehicle is moved along ``way`` (the windows: :func:`_windows`);
    SK-16.3 (our design): where it first touches a dog carrying a mine (:func:`mine_dog_on_way`)
    its way ends, and the mine goes off there (``animal_play.detonate``: the dog dies, the vehicle
    takes the mine's hit from the face the dog is at, the men round it the blast).  Returns None
    when the way was driven to its end (the vehicle back at its start: the caller moves it), else
    the inches driven where a hit or a mine (:class:`MineHalt`) stopped it."""
    from cc_desktop.skirmish import animal_play
    strike = mine_dog_on_way(g, v, way)
    if strike is not None:
        way = [w for w in way if w[2] < strike[0] - 1e-9] + [(strike[1], strike[2], strike[0])]
    moved = v.moved
    stopped = yield from _windows(g, v, way)
    if stopped is not None or strike is None:
        return stopped
    driven, at, heading, dog = strike
    if not dog.alive or dog.out or animal_play.DOG_MINE not in dog.equipment:   # gone off on the way already
        return None
    v.at, v.heading, v.moved = Point(inches(at.x), inches(at.y)), round(heading % 360.0, 1), moved + driven
    place_occupants(g, v)
    g.emit("vehicle_strikes_mine_dog", msg("SK-16.3", "vehicle_strikes_mine_dog", vehicle=v.id, animal=dog.id,
                                           x=v.at.x, y=v.at.y))
    yield from animal_play.detonate(g, dog, v.id)
    return MineHalt(driven)


def _windows(g, v: Vehicle, way: list[tuple[Point, float, float]]):
    """SK-6.6 with SK-14.7: the vehicle is moved along ``way`` (places, headings and the inches
    driven to them, an inch apart);
    where an enemy with reserved A comes to see it (``preempt_trigger``, as for a walking man), the
    observers are asked, most reserved A first (ties by id): shoot at the vehicle or a passenger
    (at -1, the moving vehicle -2, its size +1 to +3) or let it pass.  Returns None when the way
    was driven to its end (the vehicle is back at its start: the caller moves it), else the inches
    driven where a hit stopped it (SK-14.9 to SK-14.14)."""
    start, heading, moved = v.at, v.heading, v.moved
    trigger = g.options.get("preempt_trigger", "becomes_visible")
    watchers = [m for m in sorted(g.state.models.values(), key=lambda x: x.id)
                if m.side != v.side and m.in_play and not m.preempt_spent and m.a_reserved > 0
                and g.state.side != m.side]
    if not watchers:
        return None
    saw = {m.id for m in watchers if sees_vehicle(g, m, v)}
    offered: set[str] = set()
    for p, h, driven in way:
        if not actions.on_table(p):
            break   # over the edge: out of everyone's sight
        v.at, v.heading, v.moved = Point(p.x, p.y), h % 360.0, moved + driven
        place_occupants(g, v)
        sees_now = {m.id for m in watchers if m.in_play and sees_vehicle(g, m, v)}
        fresh = sees_now - saw if trigger == "becomes_visible" else sees_now
        saw = sees_now
        ready = [m for m in watchers if m.id in fresh and m.id not in offered and may_preempt_vehicle(g, m, v)]
        for obs in sorted(ready, key=lambda m: (-m.a_reserved, m.id)):
            if obs.preempt_spent or not may_preempt_vehicle(g, obs, v):
                continue
            offered.add(obs.id)
            yield from preempt_vehicle_window(g, obs, v)
            if _halted(v):
                return driven
    v.at, v.heading, v.moved = start, heading, moved
    place_occupants(g, v)
    return None


def run_straight(g, v: Vehicle, distance: float):
    """SK-6.6 with SK-14.7 for a vehicle running on by itself (no driver, SK-14.6; its engine lost,
    SK-14.12): the windows on its straight way; returns whether it ran to the end (else a hit
    stopped it where it was)."""
    way = [(vehicles.straight_path(v.at, v.heading, d)[0], v.heading, d) for d in _inch_marks(distance)]
    stopped = yield from drive_through_sight(g, v, way)
    return stopped is None


def preempt_vehicle_window(g, obs: Model, v: Vehicle):
    """SK-6.6 with SK-14.7: one observer's window at a vehicle driving by: a shot at the vehicle
    (its damage table, the driver's driving test) or at a passenger it sees (the vehicle's save
    protects him), or let it pass; after the shot, a posture change only."""
    options = tuple(_vehicle_shots(g, obs, v)) + (SkMove("decline"),)
    mv = yield SkDecision(obs.side, "preempt_vehicle", options,
                          {"observer": obs.id, "vehicle": v.id, "reserved": obs.a_reserved}, window=True)
    if mv.kind == "decline":
        g.emit("preempt_declined", msg("SK-6.6", "preempt_vehicle_declined", observer=obs.id, vehicle=v.id))
        return
    if mv.kind == "shoot_vehicle":
        yield from apply_shoot_vehicle(g, obs, mv, "reserve", preemptive=True)
    else:
        target = g.state.models[mv.args[1]]
        if (yield from reactions.scout_counter(g, target, obs)):   # SK-17.4 a Scout in the vehicle
            g.emit("preempt_cancelled", msg("SK-17.4", "preempt_cancelled", observer=obs.id, target=target.id))
            return
        yield from reactions.fire(g, obs, target, mv.args[2], 1, preemptive=True, pool="reserve")
    yield from reactions.after_preempt(g, obs)


def _stopped_short(g, v: Vehicle, driver: Model, speed: int, paid: int, driven: float, pool: str) -> None:
    """A pre-emptive hit stopped the vehicle ``driven`` inches along its way (SK-6.6: a move stops
    where the shot caught it), or a mine dog it ran into (SK-16.3, :class:`MineHalt`): the A for
    the way not driven go back to the driver, the passengers lose only the A driven (SK-14.2)."""
    used = min(paid, vehicles.driving_a(driven, speed)) if driven > 0 else 0
    # skidded or overturned, the crew act no more this turn (SK-14.11): nothing comes back
    refund = 0 if v.skidding or v.overturned else paid - used
    if refund > 0:
        if pool == "own":
            driver.a_remaining += refund
        elif pool == "reserve":
            driver.a_reserved += refund
    if isinstance(driven, MineHalt):
        g.emit("drive_stopped", msg("SK-16.3", "drive_stopped_mine", vehicle=v.id, distance=inches(driven),
                                    model=driver.id, refund=refund))
    else:
        g.emit("drive_stopped", msg("SK-6.6", "drive_stopped", vehicle=v.id, distance=inches(driven), model=driver.id,
                                    refund=refund))
    if used and not v.skidding and not v.overturned:
        _share_driver_a(g, v, driver, used)


# -- SK-14.9 the driving test and its results ------------------------------------------------------
def driving_test_now(g, v: Vehicle, reason: str, turning: str | None = None, turning_from: float | None = None):
    """SK-14.9: D6 -1 (+1 Driver): 1 overturns (SK-14.10), 2 skids (SK-14.11), 3-4 one inch per
    A slower, 5-6 no problem.  No driver in play: nothing to test."""
    driver = g.state.models.get(v.driver() or "")
    if driver is None or not driver.in_play:
        return
    t = vehicles.driving_test(g.state.dice, driver_skill=driver.has("driver"), reason=reason)
    g.emit("driving_test", msg("SK-14.9", "driving_test", vehicle=v.id, roll=t.roll,
                               modifier=f"{t.modifier:+d}", total=t.total, result=t.result))  # signed: "+1"
    if t.result == "slower":
        v.speed = max(0, v.speed - 1)   # SK-14.9, Ambiguity 21
        g.emit("slower", msg("SK-14.9", "slower", vehicle=v.id, speed=v.speed))
    elif t.result == "skid":
        yield from skid_now(g, v, turning_from)
    elif t.result == "overturn":
        yield from overturn_now(g, v, turning)
    return


def skid_now(g, v: Vehicle, turning_from: float | None = None):
    """SK-14.11: half this turn's distance further, turned 90 degrees; its occupants act no more
    this turn.  SK-6.6 with SK-14.7: the slide opens the windows of a drive (:func:`slide`)."""
    s = vehicles.skid(v.at, v.heading, v.moved, g.state.dice, turning_from=turning_from)
    _steps(g, s.steps)
    _stun_occupants(g, v)   # SK-14.11 their A drop to 0 as it starts to slide
    moved = v.moved
    stopped = yield from slide(g, v, s.distance, s.heading)
    v.moved = moved   # the slide is not driven: it counts in no distance of the turn (SK-14.3, SK-14.4)
    if stopped is not None:   # a pre-emptive hit stopped it where it was (SK-6.6)
        v.speed = 0
        if not v.overturned and not v.off_table:
            v.skidding = True
        code, rule = ("skid_stopped_mine", "SK-16.3") if isinstance(stopped, MineHalt) else ("skid_stopped", "SK-6.6")
        g.emit("skid_stopped", msg(rule, code, vehicle=v.id, distance=inches(stopped),
                                   x=inches(v.at.x), y=inches(v.at.y)))
        return
    _arrive(g, v, s.end, s.heading, 0.0)
    v.skidding = True
    v.speed = 0
    g.emit("skidded", msg("SK-14.11", "skidded", vehicle=v.id, distance=inches(s.distance), x=v.at.x, y=v.at.y,
                          heading=v.heading))


def slide(g, v: Vehicle, distance: float, heading: float):
    """SK-6.6 with SK-14.11: a skidding vehicle slides ``distance`` inches on along its heading,
    turning evenly to ``heading`` (the nose swings through its 90 degrees as it goes); enemies with
    reserved A see it move and may shoot as at a drive (:func:`drive_through_sight`: where one
    comes to see it, the moving vehicle -2, its size +1 to +3).  Returns None when it slid to the
    end (the vehicle is back at its start: the caller places it), else the inches slid where a hit
    stopped it (overturned, immobilised, or a new skid from there)."""
    if distance <= 1e-9:
        return None
    turn = ((heading - v.heading + 180.0) % 360.0) - 180.0
    way = [(vehicles.straight_path(v.at, v.heading, d)[0], v.heading + turn * d / distance, d)
           for d in _inch_marks(distance)]
    return (yield from drive_through_sight(g, v, way))


def _stun_occupants(g, v: Vehicle) -> None:
    for mid in v.occupants():   # SK-14.11 their A drop to 0 for the rest of the turn
        m = g.state.models[mid]
        if m.side == g.state.side:
            m.a_remaining = 0
        m.a_reserved = 0


def overturn_now(g, v: Vehicle, turning: str | None = None):
    """SK-14.10: onto a side; each occupant's Agility test, a failure a wound that does not bleed;
    the occupants are placed beside it and act no more this turn."""
    occupants = [(mid, g.state.models[mid].stats.U) for mid in v.occupants() if g.state.models[mid].alive]
    o = vehicles.overturn(occupants, g.state.dice, turning=turning)
    _steps(g, o.steps)
    v.overturned, v.speed = True, 0
    g.emit("overturned", msg("SK-14.10", "overturned", vehicle=v.id, side=o.side))
    _stun_occupants(g, v)
    hurt = dict(o.hurt)
    for mid in list(v.occupants()):
        m = g.state.models[mid]
        seat = m.seat
        at, _ = vehicles.leave(card_of(v), seat, v.at, v.heading)
        v.seats.pop(seat, None)
        m.vehicle = m.seat = None
        m.at = Point(inches(min(max(at.x, 0.0), TABLE_WIDTH)), inches(min(max(at.y, 0.0), TABLE_DEPTH)), 0.0)
        if mid in hurt and m.alive:
            actions.wound_model(g, m, hurt[mid].value, False, "overturn")   # SK-14.10 no bleeding
            if m.in_play:
                yield from reactions.after_wound(g, m)


# -- SK-14.5 the emergency brake ---------------------------------------------------------------------
def check_brake(g, model: Model, move: SkMove, pool: str):
    v = _driven(g, model)
    if v is None:
        return msg("SK-14.5", "not_driver", model=model.id)
    if v.overturned or not (v.speed > 0 or v.last_speed > 0) or v.off_table:
        return msg("SK-14.5", "not_moving", vehicle=v.id)
    return None


def apply_brake(g, model: Model, move: SkMove, pool: str):
    """SK-14.5: free, at any time: a third of last turn's distance, then it stops; a driving test
    (not for a Driver); a vehicle turning skids.  SK-6.6: the run to the stop opens the windows of
    a drive (:func:`drive_through_sight`); a hit that stops it there ends the run."""
    v = _driven(g, model)
    b = vehicles.emergency_brake(v.at, v.heading, v.moved_last, g.state.dice, driver_skill=model.has("driver"))
    _steps(g, b.steps)
    stopped = None
    if b.distance > 1e-9:   # SK-6.6 with SK-14.7: enemies with reserved A may shoot as it runs on
        way = [(vehicles.straight_path(v.at, v.heading, d)[0], v.heading, d) for d in _inch_marks(b.distance)]
        stopped = yield from drive_through_sight(g, v, way)
    if stopped is None:
        _arrive(g, v, b.end, v.heading, b.distance)
    g.emit("braked", msg("SK-14.5", "braked", model=model.id, vehicle=v.id,
                         distance=inches(b.distance if stopped is None else stopped)))
    v.speed = v.last_speed = 0
    if v.off_table or v.overturned:
        return
    if b.test is not None and b.test.result == "overturn":
        yield from overturn_now(g, v)
    elif b.skids and not (stopped is not None and v.skidding):   # a hit on the way made it skid already
        yield from skid_now(g, v)


# -- SK-14.6 pushing the driver out --------------------------------------------------------------------
def check_push_out(g, model: Model, move: SkMove, pool: str):
    v = vehicle_of(g, model)
    if v is None:
        return msg("SK-14.6", "not_in_vehicle", model=model.id)
    driver = g.state.models.get(v.driver() or "")
    state = "dead" if driver is not None and not driver.alive else (
        "unconscious" if driver is not None and not driver.conscious else "fine")
    try:
        vehicles.push_out_driver(card_of(v), model.seat, state, actions.available(model, pool), _NoDice())
    except RuleError as e:
        return msg("SK-14.6", "no_push", model=model.id, vehicle=v.id, why=str(e))
    return None


class _NoDice:
    """The check of a push-out rolls nothing (the roll is for an unconscious driver's fall)."""
    def d6(self, purpose=""):
        return 1


def apply_push_out(g, model: Model, move: SkMove, pool: str):
    """SK-14.6: 4 A; the driver is put out beside the vehicle (an unconscious one suffers a fall
    wound, no bleeding) and the pusher takes the wheel."""
    v = vehicle_of(g, model)
    driver = g.state.models[v.driver()]
    state = "dead" if not driver.alive else "unconscious"
    p = vehicles.push_out_driver(card_of(v), model.seat, state, actions.available(model, pool), g.state.dice)
    _steps(g, p.steps)
    actions.spend(model, p.cost, pool)
    at, _ = vehicles.leave(card_of(v), "driver", v.at, v.heading)
    driver.vehicle = driver.seat = None
    driver.at = Point(inches(min(max(at.x, 0.0), TABLE_WIDTH)), inches(min(max(at.y, 0.0), TABLE_DEPTH)), 0.0)
    v.seats.pop(model.seat, None)
    v.seats["driver"] = model.id
    model.seat = "driver"
    g.emit("pushed_out", msg("SK-14.6", "pushed_out", model=model.id, driver=driver.id, vehicle=v.id))
    if p.driver_falls and p.location is not None and driver.alive:
        actions.wound_model(g, driver, p.location.value, False, "fall")
    return
    yield


# -- SK-14.7 shooting at vehicles ---------------------------------------------------------------------
def _stand_in(v: Vehicle) -> Model:
    """The vehicle as a figure for the line of sight (its place, standing)."""
    return Model(id=v.id, name=v.id, side=v.side, at=v.at, facing=v.heading)


def check_shoot_vehicle(g, model: Model, move: SkMove, pool: str):
    vid, shot = move.args[1], move.args[2]
    v = g.state.vehicles.get(vid)
    if v is None or v.side == model.side or v.off_table:
        return msg("SK-14.7", "not_enemy_vehicle", vehicle=vid)
    if shot not in ("hip", "aimed"):
        return msg("SK-6.4", "shot_type", shot=shot)
    w = reactions.weapon_in_hand(g, model)
    if w is None:
        return msg("SK-6.4", "no_weapon", model=model.id)
    if model.rounds.get(w.id, 0) < 1:
        return msg("SK-4.13", "empty", item=w.id)
    if shot_refusal(g, model, w, shot) is not None:   # SK-12.4, SK-14.13
        return shot_refusal(g, model, w, shot)
    target = _stand_in(v)
    if not reactions.in_arc(model, target):
        return msg("SK-6.1", "vehicle_behind", vehicle=vid, model=model.id)
    d = model.at.distance(v.at)
    if w.range is not None and d > w.range + 1e-9:
        return msg("SK-6.1", "vehicle_out_of_range", vehicle=vid, distance=inches(d), item=w.id, range=w.range)
    if g.sight is not None and not g.sight(g, model, target):
        return msg("SK-7.1", "vehicle_not_seen", model=model.id, vehicle=vid)
    return actions._short(model, reactions.shot_cost(w, shot, 1, model), pool, f"shoot_vehicle_{shot}")


def _damage(v: Vehicle) -> vehicles.VehicleDamage:
    return vehicles.VehicleDamage(tuple(sorted(v.szp_left.items())), v.immobilised, v.engine_destroyed)


def apply_shoot_vehicle(g, model: Model, move: SkMove, pool: str, preemptive: bool = False):
    """SK-14.7: to hit as against men, +1/+2/+3 for the vehicle's size, -2 if it moves (-3 and no
    aimed shot firing from a moving vehicle, SK-14.13: sk-combat's modifiers); each round that
    reaches it strikes the face it was fired at (SK-14.8: armour, the card's table, the element's
    SZP, the consequence); the driver tests at once."""
    v = g.state.vehicles[move.args[1]]
    shot = move.args[2]
    w = reactions.weapon_in_hand(g, model)
    cost = reactions.shot_cost(w, shot, 1, model)
    actions.spend(model, cost, pool)
    model.rounds[w.id] = model.rounds.get(w.id, 0) - 1
    card = card_of(v)
    kind = shooting.ShotKind.AIMED if shot == "aimed" else shooting.ShotKind.HIP
    result = shooting.resolve_shot(
        shooting.Shooter(model.stats, frozenset(model.skills), moved_recently=model.moved,
                         in_moving_vehicle=in_moving_vehicle(g, model)),
        w, model.at.distance(v.at),
        shooting.Target(model.stats, vehicle_size=card.shooting_size, moving_vehicle=moving(v)),   # SK-14.7
        g.state.dice, kind=kind, preemptive=preemptive, _cost=cost)   # SK-6.6 -1 when pre-emptive
    _steps(g, result.steps)
    g.emit("vehicle_hit", msg("SK-6.6" if preemptive else "SK-14.7", "vehicle_hit_pre" if preemptive else "vehicle_hit",
                              model=model.id, vehicle=v.id, cost=cost, hits=result.hits))
    direction = vehicles.shot_direction(v.at, v.heading, model.at)
    for r in result.rounds:
        if r.reached_target and r.strength_at_target is not None:
            yield from hit_vehicle(g, v, direction, r.strength_at_target)


# -- SK-14.7 a passenger shot at directly: the vehicle's save protects him ----------------------------
#: the object id of a vehicle's face as a cover of the line of fire (SK-14.7 / SK-8.2)
PASSENGER_COVER = "vehicle:{vehicle}:{face}"


def passenger_cover(g, shooter: Model, target: Model, covers: tuple, partly):
    """SK-14.7: a passenger shot at directly is protected by the save the vehicle gives from the
    face the shot comes from (the card's ``Face.save``; a shot with E below its armour cannot go
    through, SK-14.8): that face is the last cover the line of fire crosses (a cover save, SK-8.2:
    worsened by E above 3; a shot that goes through loses 1 E).  The passenger is not partly hidden
    for it (SK-14.7 gives -2 for a moving vehicle only: sk-combat's ``moving_vehicle``).  Returns
    the covers and the partly-hidden flag for the shot's resolution (``game.combat_resolver``)."""
    v = vehicle_of(g, target)
    if v is None or v.off_table or v.overturned:
        return covers, partly
    direction = vehicles.shot_direction(v.at, v.heading, shooter.at)
    face = card_of(v).faces[direction]
    if face.save is None and not face.armour:
        return covers, partly
    from cc_desktop.skirmish.data import CoverDef
    shield = CoverDef(PASSENGER_COVER.format(vehicle=v.id, face=direction), v.id, face.save,
                      destroyed_by="vehicle", min_e=face.armour or None)   # SK-14.7, SK-14.8
    return tuple(covers) + (shield,), (bool(covers) if partly is None else partly)


def passenger_vehicle_hits(g, shooter: Model, target: Model, results):
    """SK-14.7: each round the vehicle's save stopped before the passenger strikes the vehicle
    instead, rolled on its damage table from that face with the E it had there (SK-14.8,
    SK-14.12; the driver's driving test if it moves).  ``results``: sk-combat's shot results."""
    v = vehicle_of(g, target)
    if v is None:
        return
    for r in results:
        for rnd in r.rounds:
            cr = rnd.covers
            if cr is None or not cr.stopped or not (cr.stopped_by or "").startswith(f"vehicle:{v.id}:"):
                continue
            e = next(p.strength_in for p in cr.passes if p.object_id == cr.stopped_by)
            direction = cr.stopped_by.rsplit(":", 1)[1]
            g.emit("passenger_saved", msg("SK-14.7", "passenger_saved", model=target.id, vehicle=v.id, strength=e))
            if not v.off_table and not v.overturned:
                yield from hit_vehicle(g, v, direction, e)


def passenger_blast_save(g, model: Model, center: Point, save: int | None, e: int | None = None) -> int | None:
    """SK-12.2 with SK-14.7: a passenger caught in a blast (grenade, rifle grenade, mortar bomb,
    HE shell; also the flamethrower's and the Molotov's cover save) is in cover behind the face of
    his vehicle that turns towards the blast centre (cover is judged from the centre, SK-12.2):
    that face's save (the card's ``Face.save``), or the better of it and the battlefield cover
    ``save`` he has already; a face whose armour the blast's ``e`` cannot penetrate stops the
    fragments (a 0+ save, SK-14.8).  A blast inside the vehicle's rectangle, an overturned vehicle
    or a model in no vehicle: ``save`` unchanged.  (The hook: ``actions._blast_target``;
    docs/skirmish-decisions/vehicles.md.)"""
    v = vehicle_of(g, model)
    if v is None or v.off_table or v.overturned:
        return save
    card = card_of(v)
    if _inside_footprint(footprint(card, v.at, v.heading), center):
        return save   # the bomb is in the vehicle: its sides shield nobody
    face = card.faces[vehicles.shot_direction(v.at, v.heading, center)]   # SK-12.2 from the centre
    if e is not None and face.armour and e < face.armour:   # SK-14.8 the armour stops it
        return 0
    if face.save is None:
        return save
    return face.save if save is None else min(save, face.save)   # SK-14.7 the vehicle's save as cover


def melee_reach(g, attacker: Model, target: Model) -> bool | None:
    """SK-9 with SK-14.1: whether ``attacker`` reaches ``target`` for a blow when one of them sits
    in a vehicle (None: neither does, the bases' contact decides).  A man on foot reaches a
    passenger only standing at the door of that passenger's seat (where he would board, SK-14.1),
    the vehicle standing still and upright; the passenger reaches a man on foot at his own door
    the same way; two men in vehicles never reach each other.  (The hook: ``actions.check_blow``;
    docs/skirmish-decisions/vehicles.md.)"""
    if not attacker.vehicle and not target.vehicle:
        return None
    if attacker.vehicle and target.vehicle:
        return False
    inside, outside = (target, attacker) if target.vehicle else (attacker, target)
    v = vehicle_of(g, inside)
    if v is None or v.off_table or v.overturned or moving(v):   # SK-14.1 as boarding: a vehicle that stands
        return False
    door = vehicles.door_point(card_of(v), inside.seat, v.at, v.heading)
    return in_base_contact(outside.at, door, rb=0.0)   # SK-14.1 directly at the door (vehicles.board)


def hit_vehicle(g, v: Vehicle, direction: str, e: int):
    """SK-14.8, SK-14.12: one hit of strength ``e`` from ``direction`` applied to the vehicle."""
    was_immobilised = v.immobilised
    hit = vehicles.shoot_vehicle(card_of(v), _damage(v), direction, e, g.state.dice)
    _steps(g, hit.steps)
    v.szp_left = dict(hit.damage.szp_left)
    v.immobilised, v.engine_destroyed = hit.damage.immobilised, hit.damage.engine_destroyed
    if hit.element is not None:
        code = "vehicle_element_destroyed" if hit.destroyed_now else "vehicle_damage"
        g.emit("vehicle_damage", msg("SK-14.8", code, vehicle=v.id, element=hit.element, left=hit.szp_after))
    if hit.consequence == "engine_destroyed":
        v.momentum = 1   # SK-14.12 one more turn at half speed
    if hit.passenger_wound_side:   # SK-14.12 the passenger sitting on that side
        card = card_of(v)
        for seat, mid in sorted(v.seats.items()):
            if card.seat(seat).side == hit.passenger_wound_side and g.state.models[mid].alive:
                victim = g.state.models[mid]
                actions.wound_model(g, victim, actions.hit_location(g, "passenger wound"), None, "vehicle")
                if victim.in_play:
                    yield from reactions.after_wound(g, victim)
                break
    if v.immobilised and not was_immobilised:
        g.emit("immobilised", msg("SK-14.14", "immobilised", vehicle=v.id))
        for mid in v.occupants():   # SK-10.2 "vehicle immobilised": its crew test Morale
            m = g.state.models[mid]
            if m.in_play:
                reactions.morale_test(g, m, morale.Trigger.VEHICLE_IMMOBILISED)
    if moving(v) and not v.overturned and not v.off_table:   # SK-14.7 the driver tests at once
        yield from driving_test_now(g, v, "hit")


# -- the start of a side's turn (SK-12.3, SK-14, SK-16) ------------------------------------------------
def vehicles_turn_start(g, side: str):
    """SK-14.4: this turn's speed and distance become last turn's; SK-14.12 momentum after the
    engine is lost; SK-14.6 a vehicle whose driver is dead or out runs on straight; SK-14.14 the
    crew of an immobilised vehicle test M to stay in."""
    for v in sorted(g.state.vehicles.values(), key=lambda x: x.id):
        if v.side != side or v.off_table:
            continue
        was_speed, was_moved, spent = v.speed, v.moved, v.driver_spent
        v.last_speed, v.moved_last, v.moved, v.driver_spent, v.skidding = was_speed, was_moved, 0.0, 0, False
        if v.overturned:
            continue
        driver = g.state.models.get(v.driver() or "")
        if was_speed > 0 and was_moved > 0 and not v.immobilised and (driver is None or not driver.in_play):
            run = vehicles.driverless_run(v.at, v.heading, was_speed, max(1, spent), g.state.dice,
                                          off_road=lambda p: not on_road(g, p))   # SK-14.6
            _steps(g, run.steps)
            if (yield from run_straight(g, v, run.distance)):   # SK-6.6 windows on its way
                _arrive(g, v, run.end, v.heading, run.distance)
                g.emit("driverless", msg("SK-14.6", "driverless", vehicle=v.id, distance=inches(run.distance)))
                if run.overturned and not v.off_table:
                    v.speed = 0
                    yield from overturn_now(g, v)
            v.speed = v.last_speed = 0
            continue
        if v.engine_destroyed and v.momentum > 0 and was_speed > 0:   # SK-14.12
            half = vehicles.momentum_after_engine_loss(was_speed)
            dist = half * max(1, spent)
            end, _ = vehicles.straight_path(v.at, v.heading, dist)
            if (yield from run_straight(g, v, dist)):   # SK-6.6 windows on its way
                _arrive(g, v, end, v.heading, dist)
                g.emit("momentum", msg("SK-14.12", "momentum", vehicle=v.id, distance=inches(dist)))
            v.momentum, v.speed, v.last_speed = 0, 0, 0
        if v.immobilised:
            v.speed = v.last_speed = 0
            for mid in list(v.occupants()):   # SK-14.14 an M test to stay in, or get out
                m = g.state.models[mid]
                if not m.in_play:
                    continue
                ok, s = vehicles.stay_in_immobilised_vehicle(m.stats.M, g.state.dice, m.id)
                _steps(g, (s,))
                if not ok:
                    leave_vehicle(g, m, "borrow_own")


def special_turn_start(g, side: str):
    """The start-of-turn steps of the special pieces, in order: fires and burning clothes
    (SK-12.3), vehicles (SK-14), wild animals (SK-16.1).  Called once by ``turn.start_side_turn``."""
    from cc_desktop.skirmish import animal_play, weapon_play
    weapon_play.canteen_at_turn_start(g, side)
    yield from weapon_play.fires_turn_start(g, side)
    yield from vehicles_turn_start(g, side)
    yield from animal_play.animals_turn_start(g, side)


# -- what a model in a vehicle may do -----------------------------------------------------------------
#: SK-14.1: a model in a vehicle may shoot, reload, change hands, leave, drive and push out, and
#: strike a man at his door (SK-9, melee_reach)
IN_VEHICLE = frozenset({"leave", "drive", "steer", "brake", "push_out", "shoot", "burst", "called", "shoot_vehicle",
                        "reload", "draw", "stow", "switch", "drop", "throw", "molotov", "use", "blow", "done"})


def shot_refusal(g, model: Model, weapon, shot: str):
    """Why ``model`` may not fire ``weapon`` (a normal shot, ``shot`` hip / aimed / burst): a
    rifle grenade on its muzzle (SK-12.4), an aimed shot from a moving vehicle (SK-14.13) or
    from a moving horse (SK-16.2); None when nothing of these stands in the way."""
    if model.rifle_grenade and model.rifle_grenade == weapon.id:
        return msg("SK-12.4", "grenade_fitted", item=weapon.id)
    if shot == "aimed" and (in_moving_vehicle(g, model) or _on_moving_horse(g, model)):
        return msg("SK-14.13", "no_aimed_moving")
    return None


def _on_moving_horse(g, model: Model) -> bool:
    h = g.state.models.get(model.riding or "")
    return h is not None and h.moved


def vehicle_refusal(g, model: Model, kind: str):
    """Why a model in a vehicle may not make a move of ``kind`` (walking, jumping... out of a seat)."""
    if model.vehicle and kind not in IN_VEHICLE:
        return msg("SK-14.1", "in_vehicle", model=model.id, vehicle=model.vehicle)
    return None


ACTIONS = {
    "board": actions.Action("SK-14.1", check_board, apply_board),
    "leave": actions.Action("SK-14.1", check_leave, apply_leave),
    "drive": actions.Action("SK-14.2", check_drive, apply_drive),
    "steer": actions.Action("SK-14.3", check_steer, apply_steer),
    "brake": actions.Action("SK-14.5", check_brake, apply_brake),
    "push_out": actions.Action("SK-14.6", check_push_out, apply_push_out),
    "shoot_vehicle": actions.Action("SK-14.7", check_shoot_vehicle, apply_shoot_vehicle),
}


# -- a finite sample for legal_moves -------------------------------------------------------------------
def sample_vehicle(g, model: Model, pool: str = "own") -> list[SkMove]:
    """The vehicle moves offered for ``model``: boarding each free seat in reach, leaving, driving
    at the speeds allowed for 1, 2 and as many A as it has, turns of 45 and 90 degrees on the
    radius of the distance moved, the brake, pushing out, hip and aimed shots at enemy vehicles;
    and the walk to the door of a free seat of its side's vehicles."""
    out: list[SkMove] = []
    mid = model.id

    def offer(kind: str, *args) -> None:
        mv = SkMove(kind, mid, *args)
        if mv not in out and actions.why_not(g, model, mv, pool) is None:
            out.append(mv)

    left = actions.available(model, pool)
    for v in sorted(g.state.vehicles.values(), key=lambda x: x.id):
        if v.off_table:
            continue
        if v.side == model.side and not model.vehicle and not v.overturned:
            card = card_of(v)
            for seat in card.seats:
                if seat.id in v.seats:
                    continue
                door = vehicles.door_point(card, seat.id, v.at, v.heading)
                if model.at.distance(door) <= DOOR_REACH:
                    offer("board", v.id, seat.id)
                elif model.at.distance(door) <= left:
                    offer("move", inches(door.x), inches(door.y))
        if v.side != model.side:
            offer("shoot_vehicle", v.id, "hip")
            offer("shoot_vehicle", v.id, "aimed")
    v = vehicle_of(g, model)
    if v is not None:
        offer("leave")
        offer("push_out")
        if model.seat == "driver":
            card = card_of(v)
            lim = vehicles.speed_limits(card, off_road=not on_road(g, v.at), driver_skill=model.has("driver"))
            if v.moved > 0:
                speeds = [v.speed]
            else:
                ch = vehicles.speed_change(v.last_speed, lim.no_test, flat_out=lim.flat_out)
                speeds = sorted({s for s in (ch.lowest, min(lim.no_test, ch.highest), ch.highest) if s >= 1})
            for s in speeds:
                for a in sorted({1, 2, left}):
                    if a >= 1:
                        offer("drive", s, a)
            radius = max(v.moved, 1.0)
            for angle in (45.0, -45.0, 90.0, -90.0):
                offer("steer", angle, inches(math.ceil(radius)))
            offer("brake")
    return out


# -- battles: the vehicles, mortars and guns a battle starts with --------------------------------------
def _ring_centre(ring) -> Point:
    return Point(round(sum(p[0] for p in ring) / len(ring), 1), round(sum(p[1] for p in ring) / len(ring), 1))


def pieces_from_battle(battle, models: list[Model], zones: dict, team_model) -> dict:
    """The SK-12.5 / SK-14 / SK-15 pieces of a battle (sk-campaign's ``Battle``) as the setup's
    ``pieces``: each side's vehicles (sk-special's vehicles.json), waiting at the middle of their
    zone for their side to set them up in the deployment (SK-3.1, ``placed`` False), with their
    crew in the seats in the card's order, or beside their doors (the battle's ``crew_start``; a
    crew member ``team.member`` of the side's preset team joins the battle under that id), its
    towed guns (guns.json) limbered there, and a mortar
    for each model carrying one (its carrier: it is set up in play, SK-12.5).  ``models`` gains the
    crew members; ``team_model(tm, side)`` makes a model of a team member."""
    from cc_desktop.skirmish import guns
    out: dict = {"vehicles": [], "guns": [], "mortars": [], "gun_crews": [], "animals": [], "mortar_crews": [],
                 "sleds": []}
    have = {m.id for m in models}
    gun_cards = guns.load_guns()
    for side in battle.sides:
        for bv in side.vehicles:
            z = battle.zone(bv.zone)
            centre = Point(round((z.x0 + z.x1) / 2, 1), round((z.y0 + z.y1) / 2, 1)) if z is not None \
                else _ring_centre(zones[side.id])
            if bv.type in gun_cards:
                # SK-3.1 its side sets it up in the deployment (placed False), its crew round it
                gun = {"id": bv.id, "type": bv.type, "side": side.id, "at": centre.to_json(), "facing": bv.facing,
                       "placed": False}
                if bv.ready:   # SK-15.1 in action from the start
                    gun["ready"] = True
                if bv.ammo is not None:   # SK-15.2 the shells the battle gives, none of a kind it does not
                    given = dict(bv.ammo)
                    gun["ammo"] = {sh: int(given.get(sh, 0)) for sh in sorted(gun_cards[bv.type].shells)}
                out["guns"].append(gun)
                crew = [ref for ref in bv.crew if _join(ref, side.id, models, have, team_model) and ref in have]
                if crew:   # SK-3.1 the crew stand at their gun from the start
                    out["gun_crews"].append({"gun": bv.id, "crew": crew})
                continue
            card = cards()[bv.type]
            seats, beside = {}, {}
            for seat, ref in zip(card.seats, bv.crew):
                if not _join(ref, side.id, models, have, team_model):
                    continue
                (beside if bv.crew_start == "beside" else seats)[seat.id] = ref
            # SK-3.1 the side sets it up in its deployment (placed False), its crew with it
            out["vehicles"].append(Vehicle(bv.id, bv.type, side.id, centre, bv.facing, seats=seats,
                                           szp_left={e.id: e.szp for e in card.elements}, placed=False,
                                           beside=beside).to_json())
    for side in battle.sides:   # SK-16.3 the dog sleds: where the battle puts one, else set up by its side
        for bs in getattr(side, "sleds", ()):
            sled = {"id": bs.id, "side": side.id, "facing": bs.facing}
            if bs.at is not None:
                sled["at"] = bs.at.to_json()
            else:
                sled.update(at=_ring_centre(zones[side.id]).to_json(), placed=False)
            out["sleds"].append(sled)
    out["animals"] = _battle_animals(battle, models, have)
    ready_sides = {s.id for s in battle.sides if getattr(s, "mortars_ready", False)}
    for m in models:
        for item in list(m.in_hand) + list(m.carried):
            if item.startswith("mortar_"):
                mortar = {"id": f"{item}@{m.id}", "weapon": item, "side": m.side, "carrier": m.id}
                out["mortars"].append(mortar)
                if item in m.in_hand:   # SK-12.5 carried disassembled: the model's other firearm in hand
                    m.in_hand.remove(item)
                    m.carried.append(item)
                    spare = next((c for c in m.carried if c != item and c in m.rounds), None)
                    if spare is not None:
                        m.carried.remove(spare)
                        m.in_hand.append(spare)
                if m.side in ready_sides:   # SK-12.5 set up before the battle, where its carrier stands
                    m.carried.remove(item)
                    mortar.update(carrier=None, at=m.at.to_json(), ready=True)
                    out["mortar_crews"].append({"mortar": mortar["id"], "aimer": m.id})
    return {k: v for k, v in out.items() if v}


def _join(ref: str, side: str, models: list[Model], have: set, team_model) -> bool:
    """Whether the crew member ``ref`` takes part: a model of the battle already (or one of its
    own, ``ref`` without a dot, as a vehicle's seats have always taken him), or a member
    ``team.member`` of a preset team (sk-data's teams.json) who joins it under that id."""
    if ref in have or "." not in ref:
        return True
    from cc_desktop.skirmish import data
    team, member = ref.split(".", 1)
    tm = next((t for t in data.teams()[team].models if t.id == member), None) if team in data.teams() else None
    if tm is None:
        return False
    m = team_model(tm, side)
    m.id = ref
    models.append(m)
    have.add(ref)
    return True


def _battle_animals(battle, models: list[Model], have: set) -> list[dict]:
    """SK-16: the battle's animals as models of their side (``models`` gains them: kind animal,
    the card's characteristics and name) and the starts ``place_pieces`` gives them: the master
    at whose side each stands (absent when he is not in the battle) and the piece it draws."""
    from cc_desktop.skirmish import animal_play
    starts = []
    for side in battle.sides:
        for ba in side.animals:
            if ba.id in have:
                raise ValueError(f"battle {battle.id}: two models named {ba.id!r}")
            card = animal_play.cards()[ba.card]
            models.append(Model(id=ba.id, name=ba.name or card.name, side=side.id, kind="animal", animal=ba.card,
                                base=card.stats))
            have.add(ba.id)
            start = {"id": ba.id}
            if ba.master and ba.master in have:
                start["master"] = ba.master
            if ba.harnessed_to:
                start["harnessed_to"] = ba.harnessed_to
            starts.append(start)
    return starts


def place_pieces(state, pieces: dict) -> None:
    """Put a setup's pieces into the state; the crew sit in their seats, or stand beside their
    doors (set up with the vehicle, not deployed one by one, SK-3.1)."""
    from cc_desktop.skirmish.state import SPECIAL_PIECES
    for key, cls in SPECIAL_PIECES.items():
        for d in pieces.get(key, []):
            piece = cls.from_json(d)
            getattr(state, key)[piece.id] = piece
    for v in state.vehicles.values():
        for seat, mid in v.seats.items():
            m = state.models.get(mid)
            if m is not None:
                m.vehicle, m.seat, m.placed = v.id, seat, True
                m.at, m.facing = Point(v.at.x, v.at.y), v.heading
        _crew_beside(state, v)
    for gc in pieces.get("gun_crews", []):   # SK-3.1 a gun's crew stand at it
        gun = state.guns.get(gc["gun"])
        if gun is not None:
            _crew_at_gun(state, gun, [state.models[mid] for mid in gc["crew"] if mid in state.models])
    for start in pieces.get("animals", []):   # SK-16 the battle's animals
        _animal_start(state, start)
    drawn = {start.get("harnessed_to") for start in pieces.get("animals", [])}
    for sled in state.sleds.values():   # SK-16.3 a battle's sled: its dogs in front of it
        if sled.id not in drawn:
            continue
        for m, p in piece_layout(state, pieces, sled, sled.at, sled.facing):
            m.at, m.facing, m.placed = _spot(p, 0.0, 0.0, 0.0), sled.facing, True


#: where a gun's crew stand from the start, (inches forward, inches to the right) of the gun: the
#: first five within reach of it (actions.REACH, to serve it, SK-15.2), none on another's base
GUN_CREW_SPOTS = ((-1.4, 0.0), (-1.0, 1.0), (-1.0, -1.0), (0.0, 1.4), (0.0, -1.4),
                  (-2.4, 0.0), (-2.0, 1.2), (-2.0, -1.2))


def _spot(at: Point, facing: float, forward: float, right: float) -> Point:
    """The point ``forward`` inches ahead and ``right`` inches to the right of ``at`` (y down:
    the right is the heading + 90 degrees), kept on the table."""
    c, s_ = math.cos(math.radians(facing)), math.sin(math.radians(facing))
    x, y = at.x + forward * c - right * s_, at.y + forward * s_ + right * c
    return Point(inches(min(max(x, 0.0), TABLE_WIDTH)), inches(min(max(y, 0.0), TABLE_DEPTH)), 0.0)


def _crew_at_gun(state, gun, crew: list[Model]) -> None:
    """SK-3.1 with SK-15.1: the battle's crew of a towed gun stand round it, behind and beside it,
    facing the way it points, set up with it (not deployed one by one)."""
    for m, (fwd, right) in zip(crew, GUN_CREW_SPOTS):
        m.at, m.facing, m.placed = _spot(gun.at, gun.facing, fwd, right), gun.facing, True


def _animal_start(state, start: dict) -> None:
    """SK-16: a battle's animal where it starts.  Harnessed to a gun or vehicle (SK-16.1): in front
    of it, facing its way, its master (if any) at its right holding the halter; else at its
    master's right (moved with him as his side sets him up, :func:`companions_placed`); with
    neither, its side sets it up as any model.  A horse or cattle is led by its master (SK-16.2,
    SK-16.4: it goes only when led); a dog only stands by him (SK-16.3: it goes by itself)."""
    from cc_desktop.skirmish import animal_play
    a = state.models.get(start["id"])
    if a is None:
        return
    master = state.models.get(start.get("master", ""))
    if master is not None and animal_play.cards()[a.animal].kind in ("horse", "cattle"):
        a.led_by = master.id
    sled = state.sleds.get(start.get("harnessed_to", ""))
    if sled is not None:   # SK-16.3 a dog in harness: in front of its sled (place_pieces lays the team out)
        a.harnessed_to = sled.id
        return
    piece = state.guns.get(start.get("harnessed_to", "")) or state.vehicles.get(start.get("harnessed_to", ""))
    if piece is not None:
        a.harnessed_to = piece.id
        _to_the_front(state, a, piece)
    elif master is not None:
        _at_side(a, master)


def _to_the_front(state, a: Model, piece) -> None:
    """The animal drawing ``piece`` stands in front of it (a gun: its base clear of the trail; a
    vehicle: clear of its nose), facing its way; the man leading it at its right."""
    from cc_desktop.skirmish import animal_play
    radius = animal_play.cards()[a.animal].base_radius
    if isinstance(piece, Vehicle):
        ahead, facing = card_of(piece).length / 2 + radius + 0.3, piece.heading
    else:
        ahead, facing = radius + 1.0, piece.facing
    a.at, a.facing, a.placed = _spot(piece.at, facing, ahead, 0.0), facing, True
    leader = state.models.get(a.led_by or "")
    if leader is not None:
        _at_side(leader, a)


def _at_side(m: Model, of: Model) -> None:
    """``m`` stands at the right of ``of`` (their bases apart), facing its way, set up with it."""
    from cc_desktop.skirmish import animal_play
    def radius(x: Model) -> float:
        return animal_play.cards()[x.animal].base_radius if x.kind == "animal" else 0.5
    m.at, m.facing, m.placed = _spot(of.at, of.facing, 0.0, radius(m) + radius(of) + 0.1), of.facing, True


def companions_placed(g, m: Model) -> None:
    """SK-3.1 with SK-16: the battle's animal whose master ``m`` is, drawing nothing, is set up at
    his right as his side sets him up; SK-12.5: the mortar he carried, set up before the battle
    (the battle's ``mortars_ready``), stands where he is set up (the hook: ``turn.deploy``)."""
    pieces = g.setup.pieces or {}
    for start in pieces.get("animals", []):
        a = g.state.models.get(start["id"])
        if a is not None and start.get("master") == m.id and not a.harnessed_to and a.in_play:
            _at_side(a, m)
    for start in pieces.get("mortar_crews", []):
        p = g.state.mortars.get(start["mortar"])
        if p is not None and start["aimer"] == m.id and p.carrier is None:
            p.at = Point(m.at.x, m.at.y)


def _crew_beside(state, v: Vehicle) -> None:
    """SK-3.1 (the battle's ``crew_start: beside``): each crew member stands at his seat's door,
    facing the way the vehicle does."""
    card = card_of(v)
    for seat, mid in sorted(v.beside.items()):
        m = state.models.get(mid)
        if m is not None and not m.vehicle:
            at, _ = vehicles.leave(card, seat, v.at, v.heading)
            m.at = Point(inches(min(max(at.x, 0.0), TABLE_WIDTH)), inches(min(max(at.y, 0.0), TABLE_DEPTH)), 0.0)
            m.facing, m.placed = v.heading, True


# -- SK-3.1 deployment: the battle's vehicles set up by their side -----------------------------------
def footprint(card, at: Point, heading: float) -> list[Point]:
    """The four corners of the vehicle's rectangle (its card's length and width) at ``at``."""
    h, w = card.length / 2.0, card.width / 2.0
    c, s_ = math.cos(math.radians(heading)), math.sin(math.radians(heading))
    return [Point(at.x + fx * c - rx * s_, at.y + fx * s_ + rx * c) for fx, rx in ((h, -w), (h, w), (-h, w), (-h, -w))]


def _inside_footprint(corners: list[Point], p: Point, margin: float = 0.0) -> bool:
    a, b, d = corners[0], corners[1], corners[3]
    ux, uy, vx, vy = b.x - a.x, b.y - a.y, d.x - a.x, d.y - a.y
    lu, lv = math.hypot(ux, uy), math.hypot(vx, vy)
    pu = ((p.x - a.x) * ux + (p.y - a.y) * uy) / lu
    pv = ((p.x - a.x) * vx + (p.y - a.y) * vy) / lv
    return -margin <= pu <= lu + margin and -margin <= pv <= lv + margin


def _footprint_distance(corners: list[Point], p: Point) -> float:
    """How far ``p`` is from the rectangle ``corners`` (0 inside it)."""
    a, b, d = corners[0], corners[1], corners[3]
    ux, uy, vx, vy = b.x - a.x, b.y - a.y, d.x - a.x, d.y - a.y
    lu, lv = math.hypot(ux, uy), math.hypot(vx, vy)
    pu = ((p.x - a.x) * ux + (p.y - a.y) * uy) / lu
    pv = ((p.x - a.x) * vx + (p.y - a.y) * vy) / lv
    return math.hypot(max(0.0, -pu, pu - lu), max(0.0, -pv, pv - lv))


def vehicle_under(g, p: Point, skip: str | None = None) -> str | None:
    """The placed vehicle on the table whose rectangle a model's base at ``p`` would overlap."""
    from cc_desktop.skirmish.types import BASE_RADIUS
    for v in sorted(g.state.vehicles.values(), key=lambda x: x.id):
        if v.id == skip or not v.placed or v.off_table:
            continue
        if _inside_footprint(footprint(card_of(v), v.at, v.heading), p, BASE_RADIUS):
            return v.id
    return None


def why_not_place_vehicle(g, side: str, move: SkMove, zone=None):
    """SK-3.1: a vehicle of the side, its whole rectangle inside the side's deployment zone (on
    the table; ``zone``: that zone widened, ``turn.place_area``), not over another vehicle, a
    gun, a sled or a model set up already (its own crew excepted), not on what blocks vehicles
    (walls, buildings: SK-14.2)."""
    from cc_desktop.skirmish import turn
    vid = move.args[0]
    v = g.state.vehicles.get(vid)
    if v is None or v.side != side:
        return msg("SK-3.1", "not_your_vehicle", vehicle=vid, side=side)
    at, heading = Point(float(move.args[1]), float(move.args[2])), float(move.args[3]) % 360.0
    words = {"vehicle": vid, "x": at.x, "y": at.y}
    corners = footprint(card_of(v), at, heading)
    zone = g.deploy_zone(side) if zone is None else zone
    if zone is None or not all(turn.inside(zone, c) and actions.on_table(c) for c in corners + [at]):
        return msg("SK-3.1", "vehicle_outside_zone", heading=inches(heading), side=side, **words)
    crew = set(v.occupants()) | set(v.beside.values()) | _team_of(g.state, v) | set(standing_by(g))
    for o in sorted(g.state.vehicles.values(), key=lambda x: x.id):
        if o.id != vid and o.placed and not o.off_table and _overlap(corners, footprint(card_of(o), o.at, o.heading)):
            return msg("SK-3.1", "vehicle_on_another", other=o.id, **words)
    from cc_desktop.skirmish.types import BASE_RADIUS
    for m in sorted(g.state.models.values(), key=lambda x: x.id):
        if m.id not in crew and m.placed and not m.vehicle and _inside_footprint(corners, m.at, BASE_RADIUS):
            return msg("SK-3.1", "vehicle_on_another", other=m.id, **words)
    for p in placed_pieces(g):   # SK-3.1 not over a gun or a sled set up
        if _inside_footprint(corners, p.at, piece_radius(p)):
            return msg("SK-3.1", "vehicle_on_another", other=p.id, **words)
    if _blocked(g, v, corners + [corners[0], corners[2], corners[1], corners[3]]):   # SK-14.2
        return msg("SK-14.2", "vehicle_place_blocked", **words)
    return None


def _team_of(state, v: Vehicle) -> set[str]:
    """The animals harnessed to ``v`` and the men leading them (set up with it, SK-16.1)."""
    out = set()
    for m in state.models.values():
        if m.kind == "animal" and m.harnessed_to == v.id:
            out.add(m.id)
            if m.led_by:
                out.add(m.led_by)
    return out


def _overlap(a: list[Point], b: list[Point]) -> bool:
    from shapely.geometry import Polygon
    return Polygon([(p.x, p.y) for p in a]).intersects(Polygon([(p.x, p.y) for p in b]))


def apply_place_vehicle(g, move: SkMove) -> None:
    """SK-3.1: the vehicle stands there with that heading; its crew sit in it, or stand beside
    their doors (the battle's ``crew_start``)."""
    v = g.state.vehicles[move.args[0]]
    v.at, v.heading, v.placed = Point(float(move.args[1]), float(move.args[2])), inches(float(move.args[3]) % 360.0), True
    place_occupants(g, v)
    _crew_beside(g.state, v)
    for mid in sorted(_team_of(g.state, v)):   # SK-16.1 the animal drawing it in front, its leader by it
        a = g.state.models[mid]
        if a.harnessed_to == v.id:
            _to_the_front(g.state, a, v)
    g.emit("vehicle_placed", msg("SK-3.1", "vehicle_placed", vehicle=v.id, x=v.at.x, y=v.at.y, heading=v.heading))


def vehicles_left(g, side: str) -> int:
    """SK-3.1: how many of the side's vehicles still wait to be set up."""
    return sum(v.side == side and not v.placed for v in g.state.vehicles.values())


# -- SK-3.1 deployment: the battle's towed guns and dog sleds set up by their side ----------------------
#: how far a towed gun reaches round its point in the deployment (its carriage and trail, inches):
#: no model's base, other gun or sled comes closer than this (a sled: half its length)
GUN_RADIUS = 0.75


def piece_at(g, pid: str):
    """The towed gun or dog sled ``pid`` (None if neither)."""
    return g.state.guns.get(pid) or g.state.sleds.get(pid)


def piece_radius(piece) -> float:
    from cc_desktop.skirmish import animal_play
    return GUN_RADIUS if isinstance(piece, Gun) else animal_play.kit().sled.length / 2.0


def waiting_pieces(g, side: str) -> list:
    """SK-3.1: the side's guns, then sleds, still to set up (by id)."""
    st = g.state
    return [p for p in sorted(st.guns.values(), key=lambda x: x.id) if p.side == side and not p.placed] + \
        [p for p in sorted(st.sleds.values(), key=lambda x: x.id) if p.side == side and not p.placed]


def placed_pieces(g) -> list:
    """The guns and sleds on the table, set up."""
    return [p for p in sorted(list(g.state.guns.values()) + list(g.state.sleds.values()), key=lambda x: x.id)
            if p.placed]


def standing_by(g) -> dict[str, str]:
    """SK-3.1: the models set up with a piece or man still waiting to be set up, standing where it
    waits (a gun's crew, a vehicle's crew beside it, an animal drawing it and its leader, a dog at
    its master's side), each with what it waits for: they move with it when it is set up, so they
    are in no one's way before, and are not set up on their own."""
    st = g.state
    waiting = {v.id for v in st.vehicles.values() if not v.placed} | {p.id for p in waiting_pieces_all(g)}
    out: dict[str, str] = {}
    for v in st.vehicles.values():
        if not v.placed:
            out.update((mid, v.id) for mid in v.beside.values())
    for gc in (g.setup.pieces or {}).get("gun_crews", []):
        if gc["gun"] in waiting:
            out.update((mid, gc["gun"]) for mid in gc["crew"])
    for m in st.models.values():
        if m.kind == "animal" and m.harnessed_to in waiting:
            out[m.id] = m.harnessed_to
            if m.led_by:
                out[m.led_by] = m.harnessed_to
    for start in (g.setup.pieces or {}).get("animals", []):
        master = st.models.get(start.get("master", ""))
        if master is not None and not master.placed and not start.get("harnessed_to"):
            out[start["id"]] = master.id
    return out


def waiting_pieces_all(g) -> list:
    """The guns and sleds of either side still to set up."""
    return [p for p in list(g.state.guns.values()) + list(g.state.sleds.values()) if not p.placed]


def piece_under(g, p: Point) -> str | None:
    """The gun or sled set up whose room a model's base at ``p`` would overlap."""
    from cc_desktop.skirmish.types import BASE_RADIUS
    return next((x.id for x in placed_pieces(g) if x.at.distance(p) < piece_radius(x) + BASE_RADIUS - 1e-9), None)


def _raw_spot(at: Point, facing: float, forward: float, right: float) -> Point:
    c, s_ = math.cos(math.radians(facing)), math.sin(math.radians(facing))
    return Point(at.x + forward * c - right * s_, at.y + forward * s_ + right * c)


def _base_radius(m: Model) -> float:
    from cc_desktop.skirmish import animal_play
    from cc_desktop.skirmish.types import BASE_RADIUS
    return animal_play.cards()[m.animal].base_radius if m.kind == "animal" and m.animal else BASE_RADIUS


def piece_layout(state, pieces: dict, piece, at: Point, facing: float) -> list[tuple[Model, Point]]:
    """Who is set up with a gun or sled at ``at`` facing ``facing``, and where (SK-3.1): a gun's
    crew at ``GUN_CREW_SPOTS`` behind and beside it, an animal drawing it in front with the man
    leading it at its right (as :func:`_to_the_front`); a sled's dogs in front of it, two abreast
    (:data:`SLED_DOG_ROW`)."""
    from cc_desktop.skirmish import animal_play
    out: list[tuple[Model, Point]] = []
    team = sorted((m for m in state.models.values() if m.kind == "animal" and m.harnessed_to == piece.id
                   and m.alive and not m.out), key=lambda m: m.id)
    if isinstance(piece, Gun):
        crew = next((gc["crew"] for gc in pieces.get("gun_crews", []) if gc["gun"] == piece.id), [])
        men = [state.models[mid] for mid in crew if mid in state.models and state.models[mid].in_play]
        out += [(m, _raw_spot(at, facing, fwd, right)) for m, (fwd, right) in zip(men, GUN_CREW_SPOTS)]
        for a in team:
            ra = _base_radius(a)
            spot = _raw_spot(at, facing, ra + 1.0, 0.0)
            out.append((a, spot))
            leader = state.models.get(a.led_by or "")
            if leader is not None and all(leader is not m for m, _ in out):
                out.append((leader, _raw_spot(spot, facing, 0.0, _base_radius(leader) + ra + 0.1)))
        return out
    half = animal_play.kit().sled.length / 2.0
    for i, d in enumerate(team):
        row, col = divmod(i, 2)
        r = _base_radius(d)
        right = 0.0 if len(team) == 1 else (-SLED_DOG_ROW if col == 0 else SLED_DOG_ROW)
        out.append((d, _raw_spot(at, facing, half + r + 0.2 + row * (2 * r + 0.2), right)))
    return out


#: the inches a sled's dogs stand to either side of its line, two abreast in front of it
SLED_DOG_ROW = 0.6


def why_not_place_piece(g, side: str, move: SkMove, zone=None):
    """SK-3.1: a towed gun or dog sled of the side, its place and the places of those set up with
    it (:func:`piece_layout`) inside the side's deployment zone (``zone``: that zone widened) and
    on the table, none of them over a model set up already, a vehicle, another gun or sled, the
    piece not on what blocks it (walls, buildings)."""
    from cc_desktop.skirmish import turn
    pid = move.args[0]
    piece = piece_at(g, pid)
    if piece is None or piece.side != side:
        return msg("SK-3.1", "not_your_piece", piece=pid, side=side)
    at, facing = Point(float(move.args[1]), float(move.args[2])), float(move.args[3]) % 360.0
    words = {"piece": pid, "x": at.x, "y": at.y}
    zone = g.deploy_zone(side) if zone is None else zone
    layout = piece_layout(g.state, g.setup.pieces or {}, piece, at, facing)
    bodies = [(at, piece_radius(piece))] + [(p, _base_radius(m)) for m, p in layout]
    if zone is None or not all(turn.inside(zone, p) and actions.on_table(p) for p, _ in bodies):
        return msg("SK-3.1", "piece_outside_zone", facing=inches(facing), side=side, **words)
    own = {m.id for m, _ in layout} | set(standing_by(g))
    for m in sorted(g.state.models.values(), key=lambda x: x.id):
        if m.id in own or not m.placed or m.vehicle:
            continue
        if any(m.at.distance(p) < r + _base_radius(m) - 1e-9 for p, r in bodies):
            return msg("SK-3.1", "piece_on_another", other=m.id, **words)
    for o in placed_pieces(g):
        if o.id != pid and any(o.at.distance(p) < r + piece_radius(o) - 1e-9 for p, r in bodies):
            return msg("SK-3.1", "piece_on_another", other=o.id, **words)
    for v in sorted(g.state.vehicles.values(), key=lambda x: x.id):
        if v.placed and not v.off_table:
            corners = footprint(card_of(v), v.at, v.heading)
            if any(_inside_footprint(corners, p, r) for p, r in bodies):
                return msg("SK-3.1", "piece_on_another", other=v.id, **words)
    r = piece_radius(piece)
    if _blocked(g, None, [Point(at.x - r, at.y), Point(at.x + r, at.y), at, Point(at.x, at.y - r),
                          Point(at.x, at.y + r)]):
        return msg("SK-3.1", "piece_place_blocked", **words)
    return None


def apply_place_piece(g, move: SkMove) -> None:
    """SK-3.1: the gun or sled stands there, facing that way; its crew, the animal drawing it and
    its leader, or its dogs stand round it (:func:`piece_layout`); a gun ready stays ready."""
    piece = piece_at(g, move.args[0])
    at, facing = Point(float(move.args[1]), float(move.args[2])), inches(float(move.args[3]) % 360.0)
    layout = piece_layout(g.state, g.setup.pieces or {}, piece, at, facing)
    piece.at, piece.facing, piece.placed = at, facing, True
    for m, p in layout:
        m.at, m.facing, m.placed = Point(inches(p.x), inches(p.y), 0.0), facing, True
    g.emit("piece_placed", msg("SK-3.1", "piece_placed", piece=piece.id, x=at.x, y=at.y, facing=facing))
    for m, _ in layout:
        if m.kind != "animal":
            companions_placed(g, m)   # his own dog at his side, his mortar set up where he stands


def take_away_piece(g, pid: str) -> None:
    """SK-3.1 (our reading): a gun or sled held back (no place on the table) is no piece of the
    battle: taken out of the state; its dogs are unharnessed."""
    g.state.guns.pop(pid, None)
    g.state.sleds.pop(pid, None)
    for m in g.state.models.values():
        if m.harnessed_to == pid:
            m.harnessed_to = None


def sample_specials(g, model: Model, pool: str = "own") -> list[SkMove]:
    """The samples of vehicle_play, weapon_play and animal_play together (one call for
    ``sample_moves``)."""
    from cc_desktop.skirmish import animal_play, weapon_play
    return sample_vehicle(g, model, pool) + weapon_play.sample_weapon(g, model, pool) + \
        animal_play.sample_animal(g, model, pool)


special_actions.register(actions.ACTIONS, ACTIONS)
