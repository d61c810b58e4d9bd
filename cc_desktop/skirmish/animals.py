"""Animals (SK-16): going wild and spreading panic, what each kind may do, horses (mounting,
riding and the rider's A, firing from horseback), dogs and cattle.

Stat lines are our own (the book lost them): ``resources/skirmish/animals.json``, checked by
:func:`validate_animals`; reasons in ``docs/skirmish-design-vehicles.md``.  The anti-tank dog's
mine and the dog sled (SK-16.3: the book gives their costs only) are our design, the same file's
``dog_mine`` and ``dog_sled`` (:func:`validate_dog_kit`); reasons in ``docs/skirmish-design.md``.  Rules are functions of
values with the dice passed in, returning frozen results with their steps.
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass, field
from pathlib import Path
from typing import Sequence

from shapely.geometry import LineString
from shapely.geometry import Point as SPoint
from shapely.geometry import Polygon

from .. import resources
from .decisions import ENGLISH
from .dice import Dice
from .explain import Step
from .specials import RuleError, offset
from .types import Point, Stats

#: the templates of the animals' steps, one code each (:func:`_step`)
STEP_MESSAGES = {
    "animal.wild_runs": "a wild animal runs and fights (SK-16.1)",
    "animal.wild_no_jump": "a wild animal does not jump on command (SK-16.1)",
    "animal.horse_move_ok": "a horse moves only ridden or led: allowed ({rid})",
    "animal.horse_move_no": "a horse moves only ridden or led: not allowed ({rid})",
    "animal.horse_jump_ok": "a horse jumps only ridden: allowed ({rid})",
    "animal.horse_jump_no": "a horse jumps only ridden: not allowed ({rid})",
    "animal.horse_melee_ok": "a horse fights with its rider (or alone when wild): allowed ({rid})",
    "animal.horse_melee_no": "a horse fights with its rider (or alone when wild): not allowed ({rid})",
    "animal.dog_may": "a dog moves, jumps and fights by itself: allowed ({rid})",
    "animal.led_move_ok": "it moves only when led: allowed ({rid})",
    "animal.led_move_no": "it moves only when led: not allowed ({rid})",
    "animal.no_jump": "it does not jump: not allowed ({rid})",
    "animal.melee_wild_only": "it fights only when wild: not allowed ({rid})",
    "animal.goes_wild": "goes wild and runs (direction {direction}, inches {inches}; SK-16.1)",
    "animal.charges": "charges {target}, in its way (inches {inches}; SK-16.1)",
    "animal.panic": "{model} is within 2 inches of a wild animal of its kind: it goes wild too (distance {distance}; SK-16.1)",
    "animal.rider_a": "rider's A for the ride (the horse spent {horse_spent} of its {horse_A} A, the rider's A {rider_A}, lost {lost}; SK-16.2)",
    "animal.rider_a_half": "rider's A for the ride, Rider: half (the horse spent {horse_spent} of its {horse_A} A, the rider's A {rider_A}, lost {lost}; SK-16.2)",
    "animal.rider_a_one_to_one": "rider's A for the ride, one A for each A of the horse (the horse spent {horse_spent} A, the rider's A {rider_A}, lost {lost}; SK-16.2)",
    "animal.rider_a_one_to_one_half": "rider's A for the ride, one A for each A of the horse, Rider: half (the horse spent {horse_spent} A, the rider's A {rider_A}, lost {lost}; SK-16.2)",
    "animal.standing_fire": "firing from a standing horse: no modifier (SK-16.2)",
    "animal.moving_fire": "firing from a moving horse (modifier {modifier}; SK-16.2)",
    "animal.dog_recalled": "called back by its master (SK-16.3)",
    "animal.dog_sent": "sent by its master (SK-16.3)",
    "animal.dog_stays": "no enemy to run at: the dog stays (SK-16.3)",
    "animal.dog_runs": "runs at the nearest enemy {target} (distance {distance}; SK-16.3)",
    # SK-16.3 the anti-tank dog's mine and the dog sled (our design)
    "animal.mine_hit_off": "the hit sets off the mine {animal} carries (roll {roll}, it goes off on {needed} or less; SK-16.3)",
    "animal.mine_hit_holds": "the mine {animal} carries does not go off (roll {roll}, it goes off on {needed} or less; SK-16.3)",
    "animal.sled_load": "the sled's load: {men} men, {dogs} dogs draw {free} freely, {per_inch} A more an inch (extra {extra}; SK-16.3)",
}
ENGLISH.add(STEP_MESSAGES)


def _step(rule: str, code: str, ok: bool | None = None, *, words: dict | None = None, **numbers: object) -> Step:
    """One step of the animals' rules under its own code (``animal.<code>``, :data:`STEP_MESSAGES`):
    ``numbers`` are the step's data (``get(name)``) and the template's numbers, ``words`` its other
    params (a model's id, the rule id ``rid``)."""
    params = dict(numbers) | dict(words or {})
    return Step(rule, "animal", f"animal.{code}", tuple(sorted(params.items())), None, None, ok,
                tuple(numbers.items()))


KINDS = ("horse", "dog", "cattle", "sheep_pig")
PANIC_RADIUS = 2.0           # SK-16.1

MOUNT_A = 4                  # SK-16.2
MOUNT_A_RIDER = 2
DISMOUNT_A = 2
SADDLE_A = 50                # saddling or unsaddling
SADDLE_A_RIDER = 20
HARNESS_A = 40               # SK-16.2, SK-16.4: harnessing to / unharnessing from a vehicle
HARNESS_A_RIDER = 15
DOG_MINE_A = 12              # SK-16.3: fitting or removing an anti-tank dog's mine
DOG_SLED_A = 20              # SK-16.3
HORSEBACK_FIRE_MODIFIER = -3  # SK-16.2 / SK-14.13


@dataclass(frozen=True)
class AnimalCard:
    id: str
    name: str
    kind: str                    # horse / dog / cattle / sheep_pig
    group: str                   # animals of "similar kind" (panic spreads among them)
    stats: Stats
    base_radius: float           # inches
    up: int

    @property
    def A(self) -> int:          # SK-16.1: the sum of the characteristics, as for men
        return self.stats.A


class AnimalDataError(ValueError):
    pass


def validate_animals(data: dict, file: str = "animals.json") -> dict[str, AnimalCard]:
    """Checks and reads ``{"animals": [...]}``; each problem names the file, animal and field."""
    from .data import read_cards   # the card files' one reading loop

    def read_animal(item: str, a: dict, err) -> AnimalCard:
        if a.get("kind") not in KINDS:
            raise err("kind", f"must be one of {list(KINDS)}")
        st = a.get("stats")
        if not isinstance(st, dict):
            raise err("stats", "missing")
        for k in ("C", "U", "E", "M"):
            v = st.get(k)
            if not isinstance(v, int) or isinstance(v, bool) or not 1 <= v <= 12:
                raise err(f"stats.{k}", f"must be a whole number 1..12, not {v!r}")
        br = a.get("base_radius")
        if not isinstance(br, (int, float)) or not 0.2 <= br <= 3:
            raise err("base_radius", "must be 0.2..3 inches")
        up = a.get("up", 0)
        if not isinstance(up, int) or up < 0:
            raise err("up", "must be a whole number >= 0")
        return AnimalCard(item, a["name"], a["kind"], a["group"], Stats.from_json(st), float(br), up)

    out = read_cards(data, "animals", "animal", file, AnimalDataError, read_animal, texts=("name", "group"))
    if "dog_mine" in data or "dog_sled" in data:   # SK-16.3 (our design): checked with the cards
        validate_dog_kit(data, file)
    return out


def load_animals(path: Path | None = None) -> dict[str, AnimalCard]:
    from .data import load_cards
    return load_cards(path, "animals.json", validate_animals)


@dataclass(frozen=True)
class DogMine:
    """SK-16.3 the anti-tank dog's mine (our design): the E of the one hit it gives a vehicle on
    its damage table (SK-14.8), the blast on the men around (SK-12.2's form: E + D6 >= 6, half E
    rounded ``blast_rounding`` crouching or in cover), and the D6 roll at or under which a hit on
    the dog sets it off."""
    vehicle_e: int
    blast_radius: float
    blast_e: int
    blast_rounding: str
    goes_off_when_hit: int


@dataclass(frozen=True)
class DogSled:
    """SK-16.3 the dog sled (our design): its length (the reach to it), the most dogs in harness
    and men on it, how many dogs draw one man at full speed, the extra A an inch for each man
    beyond, the A a man pays to get on or off and to lay another man on it or take him off."""
    length: float
    max_dogs: int
    capacity: int
    dogs_per_man: int
    load_penalty: int
    board_a: int
    lay_a: int


@dataclass(frozen=True)
class DogKit:
    mine: DogMine
    sled: DogSled


#: the fields of the mine and the sled: name -> (type, lowest, highest)
MINE_FIELDS = {"vehicle_e": (int, 1, 20), "blast_radius": (float, 0.5, 12.0), "blast_e": (int, 1, 10),
               "goes_off_when_hit": (int, 0, 6)}
SLED_FIELDS = {"length": (float, 0.5, 6.0), "max_dogs": (int, 1, 12), "capacity": (int, 1, 6),
               "dogs_per_man": (int, 1, 12), "load_penalty": (int, 0, 6), "board_a": (int, 0, 20),
               "lay_a": (int, 0, 40)}
ROUNDINGS = ("up", "down")


def validate_dog_kit(data: dict, file: str = "animals.json") -> DogKit:
    """Checks and reads ``dog_mine`` and ``dog_sled`` of the animals file (SK-16.3, our design);
    each problem names the file, the object and the field."""
    def read(key: str, fields: dict) -> dict:
        d = data.get(key) if isinstance(data, dict) else None
        if not isinstance(d, dict):
            raise AnimalDataError(f"{file}: {key!r} must be an object")
        out = {}
        for name, (kind, lo, hi) in fields.items():
            v = d.get(name)
            ok = isinstance(v, (int, float)) and not isinstance(v, bool) and (kind is float or isinstance(v, int))
            if not ok or not lo <= v <= hi:
                what = "a whole number" if kind is int else "a number"
                raise AnimalDataError(f"{file}: {key}, field {name!r}: must be {what} {lo}..{hi}, not {v!r}")
            out[name] = kind(v)
        return out

    mine = read("dog_mine", MINE_FIELDS)
    rounding = data["dog_mine"].get("blast_rounding")
    if rounding not in ROUNDINGS:
        raise AnimalDataError(f"{file}: dog_mine, field 'blast_rounding': must be one of {list(ROUNDINGS)}, "
                              f"not {rounding!r}")
    sled = read("dog_sled", SLED_FIELDS)
    return DogKit(DogMine(blast_rounding=rounding, **mine), DogSled(**sled))


def load_dog_kit(path: Path | None = None) -> DogKit:
    """The mine and the sled of ``resources/skirmish/animals.json`` (or ``path``)."""
    p = Path(path) if path is not None else resources.resource("skirmish", "animals.json")
    with open(p, encoding="utf-8") as fh:
        return validate_dog_kit(json.load(fh), p.name)


# ----------------------------------------------------------------------------------------------
# What an animal may do
# ----------------------------------------------------------------------------------------------


def may(card: AnimalCard, action: str, *, ridden: bool = False, led: bool = False, wild: bool = False,
        ordered: bool = False) -> tuple[bool, Step]:
    """SK-16.2-16.5: "move", "jump" or "melee".

    - a wild animal runs (see :func:`go_wild`) and fights whatever is in its way;
    - horse: moves only ridden or led, jumps only ridden, fights (bare-handed) with a rider or
      alone when wild;
    - dog: moves by itself (towards the enemy, or where its master sends it), jumps, fights;
    - cattle, sheep, ram, pig: move only when led; fight only when wild."""
    rule = {"horse": "SK-16.2", "dog": "SK-16.3", "cattle": "SK-16.4", "sheep_pig": "SK-16.5"}[card.kind]
    if action not in ("move", "jump", "melee"):
        raise ValueError(action)
    if wild:
        ok = action in ("move", "melee")
        return ok, _step("SK-16.1", "wild_runs" if ok else "wild_no_jump", ok)
    if card.kind == "horse":
        ok = {"move": ridden or led, "jump": ridden, "melee": ridden}[action]
        code = f"horse_{action}_{'ok' if ok else 'no'}"
    elif card.kind == "dog":
        ok, code = True, "dog_may"
    else:
        ok = action == "move" and led
        code = ("led_move_ok" if ok else "led_move_no") if action == "move" else (
            "no_jump" if action == "jump" else "melee_wild_only")
    return ok, _step(rule, code, ok, words={"rid": rule})


# ----------------------------------------------------------------------------------------------
# SK-16.1 going wild
# ----------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class WildRun:
    direction: float
    distance: float
    end: Point
    path: LineString = field(compare=False)
    charges: str | None          # the first model in its way, which it charges
    steps: tuple[Step, ...]


def go_wild(card: AnimalCard, at: Point, a: int, dice: Dice,
            models: Sequence[tuple[str, Point, float]] = ()) -> WildRun:
    """SK-16.1: an animal that is hit goes wild at once (and a wild animal again at the start of
    each of its turns): it runs its A in inches in a random direction (Ambiguity 17: a uniform
    angle).  The straight line is returned; the engine goes around obstacles.  If a model
    (id, position, base radius) is in its way it charges the first one: it stops in base contact
    (pre-emptive shots may be taken against it, SK-6.6)."""
    direction = dice.uniform(0.0, 360.0, "wild animal direction") % 360.0
    dist = float(max(0, a))
    end = offset(at, direction, dist)
    path = LineString([(at.x, at.y), (end.x, end.y)])
    steps = [_step("SK-16.1", "goes_wild", direction=round(direction, 1), inches=dist)]
    first, first_d = None, math.inf
    for mid, p, r in models:
        corridor = card.base_radius + r
        sp = SPoint(p.x, p.y)
        if path.distance(sp) <= corridor:
            along = path.project(sp)
            # stop where the bases touch: back off along the path
            side = path.distance(sp)
            stop = max(0.0, along - math.sqrt(max(0.0, corridor ** 2 - side ** 2)))
            if stop < first_d:
                first, first_d = mid, stop
    if first is not None:
        end = offset(at, direction, first_d)
        path = LineString([(at.x, at.y), (end.x, end.y)]) if first_d > 0 else LineString(
            [(at.x, at.y), (at.x + 1e-9, at.y)])
        steps.append(_step("SK-16.1", "charges", inches=round(first_d, 2), words={"target": first}))
        dist = first_d
    return WildRun(direction, dist, Point(end.x, end.y, at.z), path, first, tuple(steps))


def panic_spreads(card: AnimalCard, at: Point, others: Sequence[tuple[str, AnimalCard, Point, bool]], *,
                  measure: str = "edge") -> tuple[tuple[str, ...], tuple[Step, ...]]:
    """SK-16.1: a wild animal that comes within 2 inches of another animal of similar kind (the
    same ``group``) makes it go wild too.  ``others``: (id, card, position, already wild).
    Option ``measure``: "edge" (base to base, as on the table; default) or "centre"."""
    out, steps = [], []
    for oid, oc, p, wild in others:
        if wild or oc.group != card.group:
            continue
        d = at.distance(p)
        if measure == "edge":
            d -= card.base_radius + oc.base_radius
        elif measure != "centre":
            raise ValueError(measure)
        if d <= PANIC_RADIUS + 1e-9:
            out.append(oid)
            steps.append(_step("SK-16.1", "panic", distance=round(max(0.0, d), 2), words={"model": oid}))
    return tuple(out), tuple(steps)


# ----------------------------------------------------------------------------------------------
# SK-16.2 horses
# ----------------------------------------------------------------------------------------------


def horse_cost(action: str, *, rider_skill: bool = False) -> int:
    """SK-16.2 / SK-16.4: mount 4 (Rider 2), dismount 2, saddle or unsaddle 50 (Rider 20),
    harness or unharness to a vehicle 40 (Rider 15)."""
    table = {"mount": (MOUNT_A, MOUNT_A_RIDER), "dismount": (DISMOUNT_A, DISMOUNT_A),
             "saddle": (SADDLE_A, SADDLE_A_RIDER), "unsaddle": (SADDLE_A, SADDLE_A_RIDER),
             "harness": (HARNESS_A, HARNESS_A_RIDER), "unharness": (HARNESS_A, HARNESS_A_RIDER)}
    if action not in table:
        raise ValueError(action)
    plain, rider = table[action]
    return rider if rider_skill else plain


@dataclass(frozen=True)
class RiderCost:
    a_lost: int
    may_act_otherwise: bool
    steps: tuple[Step, ...]


def rider_a_cost(horse_a_spent: int, horse_a: int, rider_a: int, *, rider_skill: bool = False,
                 mode: str = "proportional") -> RiderCost:
    """SK-16.2: the A a ridden horse spends are deducted from its rider's A as well.
    Ambiguity 26, option ``mode``: ``"proportional"`` (best reading: the same share of the
    rider's A as the horse spent of its own, rounded up to whole A) or ``"one_to_one"``.  With the
    Rider skill only half of it (rounded up); he may then fire from horseback (-3, no aimed shots);
    without it he does nothing else while the horse moves."""
    if horse_a <= 0:
        raise ValueError("a horse with no A")
    if mode == "proportional":
        raw = horse_a_spent / horse_a * rider_a
    elif mode == "one_to_one":
        raw = float(horse_a_spent)
    else:
        raise ValueError(f"unknown mode {mode!r}")
    if rider_skill:
        raw /= 2
    lost = min(rider_a, math.ceil(raw - 1e-9))
    code = "rider_a" + ("_one_to_one" if mode == "one_to_one" else "") + ("_half" if rider_skill else "")
    numbers = {"horse_spent": horse_a_spent, "rider_A": rider_a, "lost": lost}
    if mode == "proportional":
        numbers["horse_A"] = horse_a
    return RiderCost(lost, rider_skill, (_step("SK-16.2", code, **numbers),))


def horseback_fire(*, rider_skill: bool, horse_moving: bool, aimed: bool) -> tuple[int, Step]:
    """SK-16.2: a rider may fire while his horse moves only with the Rider skill, under the
    firing-from-a-moving-vehicle rules: -3 and no aimed shot (SK-14.13).  A standing horse: no
    modifier."""
    if not horse_moving:
        return 0, _step("SK-16.2", "standing_fire")
    if not rider_skill:
        raise RuleError("SK-16.2: only a Rider may fire while his horse moves")
    if aimed:
        raise RuleError("SK-16.2: no aimed shots from a moving horse (SK-14.13)")
    return HORSEBACK_FIRE_MODIFIER, _step("SK-16.2", "moving_fire", modifier=HORSEBACK_FIRE_MODIFIER)


# ----------------------------------------------------------------------------------------------
# SK-16.3 dogs
# ----------------------------------------------------------------------------------------------


def dog_destination(dog_at: Point, enemies: Sequence[tuple[str, Point]], *, order: Point | None = None,
                    recalled_to: Point | None = None) -> tuple[Point | None, Step]:
    """SK-16.3: a dog always moves towards the enemy (the nearest, our reading), unless its master
    at the start of its move tells it where to go or calls it back."""
    if recalled_to is not None:
        return recalled_to, _step("SK-16.3", "dog_recalled")
    if order is not None:
        return order, _step("SK-16.3", "dog_sent")
    if not enemies:
        return None, _step("SK-16.3", "dog_stays")
    eid, p = min(enemies, key=lambda e: (dog_at.distance(e[1]), e[0]))
    return p, _step("SK-16.3", "dog_runs", distance=round(dog_at.distance(p), 2), words={"target": eid})


def dog_cost(action: str) -> int:
    """SK-16.3: fitting or removing a mine 12 A; harnessing to a dog sled 20 A."""
    return {"fit_mine": DOG_MINE_A, "remove_mine": DOG_MINE_A, "harness_sled": DOG_SLED_A}[action]


# -- SK-16.3 the anti-tank dog's mine and the dog sled (our design) ----------------------------------
def mine_goes_off_when_hit(mine: DogMine, dice: Dice, dog: str) -> tuple[bool, Step]:
    """SK-16.3 (our design): a hit on ``dog`` carrying a mine sets it off on a D6 of
    ``goes_off_when_hit`` or less (a bullet in the charge or the fuse lever knocked)."""
    r = dice.d6("dog mine hit")
    off = r <= mine.goes_off_when_hit
    return off, _step("SK-16.3", "mine_hit_off" if off else "mine_hit_holds", off, roll=r,
                      needed=mine.goes_off_when_hit, words={"animal": dog})


def first_contact(start: Point, end: Point, radius: float,
                  hulls: Sequence[tuple[str, Sequence[Point]]], slack: float = 0.05) -> tuple[str, Point] | None:
    """SK-16.3: the first hull (id, its corners: a vehicle's rectangle) that a base of ``radius``
    going straight from ``start`` to ``end`` touches or goes under, and the place on the way
    where it first touches it (``start`` when it touches already); None when it touches none."""
    way = LineString([(start.x, start.y), (end.x, end.y)]) if start.distance(end) > 1e-9 else SPoint(start.x, start.y)
    length = start.distance(end)
    best: tuple[float, str] | None = None
    for hid, corners in hulls:
        hull = Polygon([(c.x, c.y) for c in corners])
        reach = radius + slack
        if way.distance(hull) > reach:
            continue
        if hull.distance(SPoint(start.x, start.y)) <= reach:
            along = 0.0
        else:   # the first point of the way within ``reach`` of the hull: bisect along the way
            lo, hi = 0.0, length
            for _ in range(40):
                mid = (lo + hi) / 2
                p = way.interpolate(mid)
                if hull.distance(p) <= reach:
                    hi = mid
                else:
                    lo = mid
            along = hi
        if best is None or (along, hid) < best:
            best = (along, hid)
    if best is None:
        return None
    along, hid = best
    if length <= 1e-9:
        return hid, start
    f = along / length
    return hid, Point(start.x + (end.x - start.x) * f, start.y + (end.y - start.y) * f, start.z)


def sled_extra(sled: DogSled, distance: float, dogs: int, men: int) -> tuple[int, Step]:
    """SK-16.3 (our design): the extra A a team of ``dogs`` pays to draw the sled ``distance``
    inches with ``men`` on it: each ``dogs_per_man`` dogs draw one man at full speed; each man
    beyond costs ``load_penalty`` A an inch more (rounded up as moves are, Ambiguity 10)."""
    free = dogs // sled.dogs_per_man
    per_inch = max(0, men - free) * sled.load_penalty
    extra = math.ceil(round(distance * per_inch, 6))
    return extra, _step("SK-16.3", "sled_load", men=men, dogs=dogs, free=free, per_inch=per_inch, extra=extra)
