"""Weapons' carrying limit (SK-11.1) and the special weapons (SK-12): flamethrowers, hand
grenades, Molotov cocktails, rifle grenades and mortars.

Rules are functions of values with the dice passed in; they return frozen results that carry
every step with its rule id and numbers (:class:`Step`), so the engine can log and explain them.
Nothing here changes a model: the state machine applies the results.  Geometry is Shapely, in
inches (x right, y down); facings in degrees as in :mod:`cc_desktop.skirmish.types`.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Callable, Sequence

from shapely.geometry import Point as SPoint
from shapely.geometry import Polygon

from .dice import Dice, standard_test
from .cover import cover_save_needed
from .decisions import ENGLISH
from .explain import Step
from .types import BASE_RADIUS, Location, Point, Posture, WeaponProfile, bearing

# ----------------------------------------------------------------------------------------------
# Steps: what a rule did, for the log
# ----------------------------------------------------------------------------------------------


#: the templates of the special rules' steps: one code each (:func:`_step`)
STEP_MESSAGES = {
    "special.hit_location": "hit location {location} (roll {roll}; SK-18.4)",
    "special.carried": "weapons carried against current E (carried {carried}, limit {limit}; SK-11.1)",
    "special.too_many": "too many weapons: the excess is dropped (Ambiguity 30) (excess {excess}, now {now}; SK-11.1)",
    "special.flame_template": "flame template: triangle to a 2-inch stick (range {range}, width {width}; SK-12.1)",
    "special.flame_wholly": "{model} wholly under the flame (SK-12.1)",
    "special.flame_partly": "{model} partly under the flame (SK-12.1)",
    "special.flame_save_needed": "flame save (base {base}, bonus {bonus}, needed {needed}; SK-12.1)",
    "special.flame_save_needed_no_cover": "flame save (base none, bonus {bonus}, needed {needed}; SK-12.1)",
    "special.flame_save_needed_none": "flame save (base {base}, bonus {bonus}, needed none; SK-12.1)",
    "special.flame_save_needed_no_cover_none": "flame save (base none, bonus {bonus}, needed none; SK-12.1)",
    "special.flame_save_saved": "flame save {model} {needed}+: saved (needed {needed}, roll {roll}; SK-12.1)",
    "special.flame_save_failed": "flame save {model} {needed}+: failed (needed {needed}, roll {roll}; SK-12.1)",
    "special.flame_save_impossible": "flame save {model}: no save possible (SK-12.1)",
    "special.flame_shot_spent": "flamethrower shot spent (shots_left {shots_left}; SK-12.1)",
    "special.flame_empty": "flamethrower empty: thrown away (SK-12.1)",
    "special.on_target": "lands exactly on the target point (scatter {scatter}; {rid})",
    "special.scatters": "scatters (inches {inches}, direction {direction}; {rid})",
    "special.scatter_d3": "scatter D3 (roll {roll}; SK-12.2)",
    "special.grenadier_reroll": "Grenadier re-rolls the scatter (roll {roll}; SK-17.4)",
    "special.throw_in_range": "within throwing range (distance {distance}, range {range}; SK-4.2)",
    "special.already_in_posture": "already in that posture (SK-12.2)",
    "special.duck": "posture change against the grenade (reserved {reserved}, cost {cost}; SK-12.2)",
    "special.duck_no_a": "no reserved A for a posture change (reserved {reserved}, cost {cost}; SK-12.2)",
    "special.blast": "blast (E {E}, radius {radius}; {rid})",
    "special.half_e_crouching_up": "{model} crouching: half E rounded up (E {E}, half {half}; {rid})",
    "special.half_e_crouching_down": "{model} crouching: half E rounded down (E {E}, half {half}; {rid})",
    "special.half_e_in_cover_up": "{model} in cover: half E rounded up (E {E}, half {half}; {rid})",
    "special.half_e_in_cover_down": "{model} in cover: half E rounded down (E {E}, half {half}; {rid})",
    "special.fragments_wound": "{model} fragments wound (roll {roll}, E {E}, total {total}, needed {needed}; {rid})",
    "special.fragments_miss": "{model} fragments miss (roll {roll}, E {E}, total {total}, needed {needed}; {rid})",
    "special.cover_save_saved": "cover save {model} {needed}+: saved (needed {needed}, roll {roll}; SK-8.2)",
    "special.cover_save_failed": "cover save {model} {needed}+: failed (needed {needed}, roll {roll}; SK-8.2)",
    "special.cover_save_impossible": "cover save {model}: no save possible (SK-8.2)",
    "special.grenade_thrown": "grenade thrown (cost {cost}; SK-12.2)",
    "special.molotov_dud": "the bottle does not break or the fuse goes out (roll {roll}; SK-12.3)",
    "special.molotov_bursts": "Molotov bursts (roll {roll}, E {E}, radius {radius}, burns_turns {burns_turns}; SK-12.3)",
    "special.outside_fire": "{model} outside the fire (SK-12.3)",
    "special.fire_save_saved": "cover save against the fire {model} {needed}+: saved (needed {needed}, roll {roll}; SK-12.3)",
    "special.fire_save_failed": "cover save against the fire {model} {needed}+: failed (needed {needed}, roll {roll}; SK-12.3)",
    "special.fire_save_impossible": "cover save against the fire {model}: no save possible (SK-12.3)",
    "special.cover_catches_fire": "the cover catches fire instead (SK-12.3)",
    "special.catches_fire": "{model} catches fire (SK-12.3)",
    "special.clothes_off": "takes off the burning clothes (cost {cost}; SK-12.3)",
    "special.clothes_off_borrow": "takes off the burning clothes, borrowing A from his next turn (cost {cost}, spent {spent}, borrowed {borrowed}; SK-12.3)",
    "special.clothes_burning": "not enough A: still in burning clothes (cost {cost}, spent {spent}; SK-12.3)",
    "special.burn_wound": "burning clothes: one wound, no bleeding (SK-12.3)",
    "special.rifle_grenade_fitted": "fits a rifle grenade (cost {cost}; SK-12.4)",
    "special.rifle_grenade_removed": "removes the rifle grenade (cost {cost}; SK-12.4)",
    "special.indirect_in_range": "target point in range (distance {distance}, min {min}, max {max}; {rid})",
    "special.rifle_grenade_scatter": "scatter 2D6 minus C (roll {roll}, C {C}, inches {inches}; SK-12.4)",
    "special.rifle_grenade_fired": "rifle grenade fired (cost {cost}; SK-12.4)",
    "special.mortar_scatter": "scatter 3D6 minus the aimer's C (roll {roll}, C {C}, inches {inches}; SK-12.5)",
}
ENGLISH.add(STEP_MESSAGES)


def _step(rule: str, code: str, ok: bool | None = None, *, words: dict | None = None, **numbers: object) -> Step:
    """One step of these rules under its own code (``special.<code>``, :data:`STEP_MESSAGES`):
    ``numbers`` are the step's data (``get(name)``) and the template's numbers (a number that is
    "none" is not a param: the code says so), ``words`` its other params (a model's id, a
    location); ``roll`` and ``needed`` are the step's roll and need."""
    roll, need = numbers.get("roll"), numbers.get("needed")
    roll = roll if isinstance(roll, int) else None
    need = need if isinstance(need, int) else None
    params = {k: v for k, v in numbers.items() if v != "none"} | dict(words or {})
    return Step(rule, "special", f"special.{code}", tuple(sorted(params.items())), roll, need, ok,
                tuple(numbers.items()))


class RuleError(ValueError):
    """An action the rules do not allow (the message names the rule)."""


# SK-18.4 hit location by D6
def location_for(roll: int) -> Location:
    if roll <= 2:
        return Location.LEG
    if roll <= 4:
        return Location.BODY
    if roll == 5:
        return Location.ARM
    return Location.HEAD


def roll_location(dice: Dice, purpose: str = "hit location") -> tuple[Location, Step]:
    r = dice.d6(purpose)
    loc = location_for(r)
    return loc, _step("SK-18.4", "hit_location", roll=r, words={"location": loc.value})


def offset(p: Point, facing_deg: float, inches: float) -> Point:
    """The point ``inches`` from ``p`` in the direction ``facing_deg`` (0 = +x, 90 = +y)."""
    a = math.radians(facing_deg)
    return Point(p.x + inches * math.cos(a), p.y + inches * math.sin(a), p.z)


def half(value: int, rounding: str) -> int:
    """Half of ``value`` rounded "up" (grenades, SK-12.2) or "down" (mortars, SK-12.5)."""
    return -(-value // 2) if rounding == "up" else value // 2


# ----------------------------------------------------------------------------------------------
# SK-11.1 carrying limit
# ----------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class CarryCheck:
    limit: int
    carried: int
    may_take_another: bool
    excess: int                  # weapons over the limit (a falling E, Ambiguity 30)
    must_drop_now: int           # how many the model must drop at this moment
    steps: tuple[Step, ...]


def carrying_limit(current_e: int, weapons_carried: int, *, at_activation: bool = False,
                   falling_e: str = "drop_at_next_activation") -> CarryCheck:
    """SK-11.1: a model carries at most its current E weapons (of any kind).

    Ambiguity 30 (E falls below the weapons carried): option ``falling_e`` —
    ``"drop_at_next_activation"`` (best reading: the excess is dropped, free, when the model is
    next activated; ``at_activation=True`` asks at that moment) or ``"drop_immediately"``."""
    limit = max(0, current_e)
    excess = max(0, weapons_carried - limit)
    if falling_e == "drop_immediately":
        drop = excess
    elif falling_e == "drop_at_next_activation":
        drop = excess if at_activation else 0
    else:
        raise ValueError(f"unknown falling_e option {falling_e!r}")
    steps = [_step("SK-11.1", "carried", carried=weapons_carried, limit=limit)]
    if excess:
        steps.append(_step("SK-11.1", "too_many", excess=excess, now=drop))
    return CarryCheck(limit, weapons_carried, weapons_carried < limit, excess, drop, tuple(steps))


# ----------------------------------------------------------------------------------------------
# Shared: saves, models under a template
# ----------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Target:
    """A model a template or a blast may catch: where it stands, its posture, and the cover save
    it has from the direction that matters (the nozzle, or the blast centre; None: no cover)."""
    id: str
    at: Point
    posture: Posture = Posture.STANDING
    cover_save: int | None = None
    base_radius: float = BASE_RADIUS

    @property
    def in_cover(self) -> bool:
        return self.cover_save is not None

    def base(self):
        return SPoint(self.at.x, self.at.y).buffer(self.base_radius, quad_segs=32)


def save_roll(dice: Dice, needed: int | None, rule: str, what: str, *, code: str,
              model: str | None = None) -> tuple[bool, Step]:
    """A save on a D6 (SK-8.2: a 1 is not an automatic failure).  ``needed`` > 6 or None: none.
    ``what`` is the roll's purpose (the dice's record); ``code`` (``flame_save``, ``cover_save``,
    ``fire_save``) the step's code with ``_saved`` / ``_failed`` / ``_impossible``, and the
    ``model`` saving."""
    words = {"model": model} if model is not None else {}
    if needed is None or needed > 6:
        return False, _step(rule, f"{code}_impossible", words=words)
    r = dice.d6(what)
    ok = r >= needed
    return ok, _step(rule, f"{code}_{'saved' if ok else 'failed'}", ok=ok, needed=needed, roll=r, words=words)


def worsened_save(base: int | None, e: int) -> int | None:
    """SK-6.9: each point of E above 3 worsens a save by 1; worse than 6+ means no save: the one
    rule of sk-combat's ``cover.cover_save_needed`` (kept under this name for the callers)."""
    return cover_save_needed(base, e)   # SK-6.9


# ----------------------------------------------------------------------------------------------
# SK-12.1 Flamethrowers
# ----------------------------------------------------------------------------------------------

FLAME_END_WIDTH = 2.0  # SK-12.1: the jet is 2 inches wide at its farthest point


def flame_template(nozzle: Point, aim: Point | float, max_range: float,
                   end_width: float = FLAME_END_WIDTH) -> Polygon:
    """SK-12.1: the triangle from the nozzle to a 2-inch stick across the jet at the
    flamethrower's maximum distance, in the direction of ``aim`` (a point, or a facing)."""
    facing = aim if isinstance(aim, (int, float)) else bearing(nozzle, aim)
    tip = offset(nozzle, facing, max_range)
    left = offset(tip, facing - 90.0, end_width / 2)
    right = offset(tip, facing + 90.0, end_width / 2)
    return Polygon([(nozzle.x, nozzle.y), (left.x, left.y), (right.x, right.y)])


def flame_coverage(template: Polygon, target: Target) -> str | None:
    """"full" if the whole base is under the triangle, "partial" if part of it, else None."""
    base = target.base()
    if template.contains(base):
        return "full"
    if template.intersects(base):
        return "partial"
    return None


def flame_save_needed(coverage: str, save: int | None, flame_e: int | None = None) -> int | None:
    """SK-12.1: fully covered +1 on the save (no save: 6+); partly covered +3 (no save: 4+).
    A bonus on the roll is a lower score needed.  Ambiguity 16: by default the flame's E does not
    worsen it; ``flame_e`` (the other reading) worsens it by E above 3 (SK-6.9; None = no save)."""
    if coverage == "full":
        needed = 6 if save is None else save - 1
    else:
        needed = 4 if save is None else save - 3
    return needed if flame_e is None else worsened_save(needed, flame_e)


@dataclass(frozen=True)
class FlameHit:
    target: str
    coverage: str               # "full" / "partial"
    location: Location
    save_needed: int | None
    saved: bool
    steps: tuple[Step, ...]

    @property
    def wounded(self) -> bool:
        return not self.saved


@dataclass(frozen=True)
class FlameResult:
    template: Polygon = field(compare=False)
    hits: tuple[FlameHit, ...]
    shots_left: int
    thrown_away: bool
    steps: tuple[Step, ...]


def fire_flamethrower(nozzle: Point, aim: Point | float, max_range: float, shots_left: int,
                      targets: Sequence[Target], dice: Dice, *, flame_e: int | None = None) -> FlameResult:
    """SK-12.1: every model under the triangle is hit (models in the order given): hit location,
    then a save with +1 (whole base under it) or +3 (part of it).  ``Target.cover_save`` is the
    save the model has against the jet (its cover from the nozzle), None for none.  Each use
    spends one of the flamethrower's shots; when none is left it is thrown away.  ``flame_e``:
    see :func:`flame_save_needed` (Ambiguity 16)."""
    if shots_left <= 0:
        raise RuleError("SK-12.1: the flamethrower has no shots left")
    tpl = flame_template(nozzle, aim, max_range)
    steps = [_step("SK-12.1", "flame_template", range=max_range, width=FLAME_END_WIDTH)]
    hits = []
    for t in targets:
        cov = flame_coverage(tpl, t)
        if cov is None:
            continue
        s = [_step("SK-12.1", "flame_wholly" if cov == "full" else "flame_partly", words={"model": t.id})]
        loc, ls = roll_location(dice, f"flame location {t.id}")
        s.append(ls)
        needed = flame_save_needed(cov, t.cover_save, flame_e)
        code = "flame_save_needed" + ("_no_cover" if t.cover_save is None else "") + ("_none" if needed is None else "")
        s.append(_step("SK-12.1", code, base=t.cover_save if t.cover_save is not None else "none",
                       bonus=1 if cov == "full" else 3, needed=needed if needed is not None else "none"))
        ok, ss = save_roll(dice, needed, "SK-12.1", f"flame save {t.id}", code="flame_save", model=t.id)
        s.append(ss)
        hits.append(FlameHit(t.id, cov, loc, needed, ok, tuple(s)))
        steps.extend(s)
    left = shots_left - 1
    steps.append(_step("SK-12.1", "flame_shot_spent", shots_left=left))
    if left == 0:
        steps.append(_step("SK-12.1", "flame_empty"))
    return FlameResult(tpl, tuple(hits), left, left == 0, tuple(steps))


# ----------------------------------------------------------------------------------------------
# SK-4.2 / SK-12.2 throwing and hand grenades
# ----------------------------------------------------------------------------------------------

GRENADE_THROW_A = 5          # SK-12.2
GRENADE_E = 2                # SK-12.2
GRENADE_RADIUS = 3.0         # SK-12.2
GRENADIER_EXTRA = 2.0        # SK-17.4


def throw_range(current_e: int, *, grenadier: bool = False, grenade: bool = True) -> float:
    """SK-4.2: at most E x 2 inches; a Grenadier throws grenades (E x 2) + 2 (SK-17.4)."""
    r = 2.0 * max(0, current_e)
    if grenadier and grenade:
        r += GRENADIER_EXTRA
    return r


@dataclass(frozen=True)
class Scatter:
    aimed_at: Point
    landed: Point
    distance: float
    direction: float | None     # degrees; None when it landed on the point
    steps: tuple[Step, ...]


def _scatter(aim: Point, distance: float, dice: Dice, rule: str, purpose: str) -> tuple[Point, float | None, Step]:
    if distance <= 0:
        return aim, None, _step(rule, "on_target", scatter=0, words={"rid": rule})
    # Ambiguity 17: a uniform random direction
    direction = dice.uniform(0.0, 360.0, purpose) % 360.0
    return offset(aim, direction, distance), direction, _step(
        rule, "scatters", inches=distance, direction=round(direction, 1), words={"rid": rule})


def grenade_scatter(aim: Point, dice: Dice, *, grenadier: bool = False,
                    reroll: Callable[[float], bool] | None = None) -> Scatter:
    """SK-12.2: a thrown grenade (and a Molotov, SK-12.3) always scatters D3 inches in a random
    direction.  A Grenadier may re-roll the scatter: ``reroll(first_distance)`` says whether he
    does (default: when the first result is more than 1 inch)."""
    d = dice.d3("grenade scatter")
    steps = [_step("SK-12.2", "scatter_d3", roll=d)]
    if grenadier:
        want = reroll(d) if reroll is not None else d > 1
        if want:
            d = dice.d3("grenade scatter re-roll (Grenadier)")
            steps.append(_step("SK-17.4", "grenadier_reroll", roll=d))
    landed, direction, s = _scatter(aim, float(d), dice, "SK-12.2", "grenade scatter direction")
    steps.append(s)
    return Scatter(aim, landed, float(d), direction, tuple(steps))


def check_throw(thrower_at: Point, aim: Point, current_e: int, *, grenadier: bool = False,
                grenade: bool = True) -> Step:
    """SK-4.2: raises :class:`RuleError` when ``aim`` is beyond throwing range."""
    reach = throw_range(current_e, grenadier=grenadier, grenade=grenade)
    dist = thrower_at.distance(aim)
    if dist > reach + 1e-9:
        raise RuleError(f"SK-4.2: {dist:.1f} inches is beyond the throwing range of {reach:g} inches")
    return _step("SK-4.2", "throw_in_range", distance=round(dist, 2), range=reach)


@dataclass(frozen=True)
class PostureChoice:
    allowed: bool
    cost: int
    new_posture: Posture
    steps: tuple[Step, ...]


def posture_change_against_blast(reserved_a: int, current: Posture, new: Posture = Posture.PRONE,
                                 *, nimble: bool = False) -> PostureChoice:
    """SK-12.2: a model in the blast radius that still has reserved A may make one posture change
    (e.g. drop prone) before the blast is resolved.  It costs 1 A (Nimble 0, SK-17.4)."""
    cost = 0 if nimble else 1
    if new == current:
        return PostureChoice(False, 0, current, (_step("SK-12.2", "already_in_posture"),))
    ok = reserved_a > 0 and reserved_a >= cost
    s = _step("SK-12.2", "duck" if ok else "duck_no_a", reserved=reserved_a, cost=cost)
    return PostureChoice(ok, cost if ok else 0, new if ok else current, (s,))


@dataclass(frozen=True)
class BlastWound:
    target: str
    distance: float
    effective_e: int
    wound_roll: int
    wounded_by_fragments: bool
    cover_saved: bool
    location: Location | None    # rolled only when wounded
    steps: tuple[Step, ...]

    @property
    def wounded(self) -> bool:
        return self.wounded_by_fragments and not self.cover_saved


@dataclass(frozen=True)
class BlastResult:
    center: Point
    radius: float
    e: int
    wounds: tuple[BlastWound, ...]
    steps: tuple[Step, ...]

    def wounded_ids(self) -> tuple[str, ...]:
        return tuple(w.target for w in self.wounds if w.wounded)


def in_blast(center: Point, radius: float, target: Target) -> bool:
    """SK-12.2: inside the radius or touching it (the base touches the circle)."""
    return center.distance(target.at) <= radius + target.base_radius + 1e-9


def blast_area(center: Point, radius: float):
    return SPoint(center.x, center.y).buffer(radius, quad_segs=32)


def resolve_blast(center: Point, radius: float, e: int, targets: Sequence[Target], dice: Dice, *,
                  rounding: str = "up", rule: str = "SK-12.2",
                  halve_and_save: bool = True) -> BlastResult:
    """Fragments (SK-12.2 grenades, SK-12.4 rifle grenades, SK-12.5 mortars): each model in or
    touching the radius is wounded if E + D6 >= 6.  A crouching/prone model or one in cover (from
    the centre of the blast: ``Target.cover_save``) adds only half E — rounded up for grenades,
    down for mortars (``rounding``).  Ambiguity 15: ``halve_and_save`` (best reading) — a model in
    cover uses half E *and* then rolls its cover save (worsened by E above 3); False: half E only.
    A wounded model rolls its hit location."""
    steps = [_step(rule, "blast", E=e, radius=radius, words={"rid": rule})]
    out = []
    for t in targets:
        if not in_blast(center, radius, t):
            continue
        dist = center.distance(t.at)
        s = []
        low = t.posture.is_crouching or t.in_cover
        eff = half(e, rounding) if low else e
        if low:
            why = "crouching" if t.posture.is_crouching else "in_cover"
            s.append(_step(rule, f"half_e_{why}_{rounding}", E=e, half=eff, words={"model": t.id, "rid": rule}))
        # SK-12.2 E + D6 >= 6 wounds: the form of the standard test (SK-0.2), with the blast's E
        frag = standard_test(dice, eff, f"fragments {t.id}")
        r, hit = frag.roll, frag.ok
        s.append(_step(rule, f"fragments_{'wound' if hit else 'miss'}", ok=hit, roll=r, E=eff,
                       total=r + eff, needed=6, words={"model": t.id, "rid": rule}))
        saved = False
        loc = None
        if hit and t.in_cover and halve_and_save:
            saved, ss = save_roll(dice, worsened_save(t.cover_save, eff), "SK-8.2", f"cover save {t.id}",
                                  code="cover_save", model=t.id)
            s.append(ss)
        if hit and not saved:
            loc, ls = roll_location(dice, f"fragment location {t.id}")
            s.append(ls)
        out.append(BlastWound(t.id, dist, eff, r, hit, saved, loc, tuple(s)))
        steps.extend(s)
    return BlastResult(center, radius, e, tuple(out), tuple(steps))


@dataclass(frozen=True)
class GrenadeResult:
    scatter: Scatter
    blast: BlastResult
    steps: tuple[Step, ...]


def throw_grenade(thrower_at: Point, aim: Point, current_e: int, targets: Sequence[Target],
                  dice: Dice, *, grenadier: bool = False, grenade_e: int = GRENADE_E,
                  radius: float = GRENADE_RADIUS, reroll: Callable[[float], bool] | None = None,
                  halve_and_save: bool = True) -> GrenadeResult:
    """SK-12.2 whole: range check (SK-4.2), 5 A (paid by the caller), scatter, blast.  The
    ``targets`` are given as they stand after any posture changes against the grenade
    (:func:`posture_change_against_blast`), with the cover save each has from the landing point
    (found by the caller from the table once :attr:`GrenadeResult.scatter` is known — or call
    :func:`grenade_scatter` and :func:`resolve_blast` separately)."""
    s0 = check_throw(thrower_at, aim, current_e, grenadier=grenadier)
    sc = grenade_scatter(aim, dice, grenadier=grenadier, reroll=reroll)
    bl = resolve_blast(sc.landed, radius, grenade_e, targets, dice, rounding="up", rule="SK-12.2",
                       halve_and_save=halve_and_save)
    return GrenadeResult(sc, bl, (_step("SK-12.2", "grenade_thrown", cost=GRENADE_THROW_A), s0)
                         + sc.steps + bl.steps)


# ----------------------------------------------------------------------------------------------
# SK-12.3 Molotov cocktail
# ----------------------------------------------------------------------------------------------

BURNING_CLOTHES_A = 8        # SK-12.3


@dataclass(frozen=True)
class MolotovImpact:
    at: Point
    roll: int
    breaks: bool
    e: int | None
    radius: float | None
    burn_turns_non_combustible: int | None
    steps: tuple[Step, ...]

    def area(self):
        return blast_area(self.at, self.radius) if self.radius else None


def molotov_impact(at: Point, dice: Dice) -> MolotovImpact:
    """SK-12.3: on impact roll D6: 1 — no effect; 2-6 — that is its E, half of it rounded up the
    radius (inches) that catches fire; non-combustible ground burns that many turns."""
    r = dice.d6("Molotov impact")
    if r == 1:
        return MolotovImpact(at, r, False, None, None, None,
                             (_step("SK-12.3", "molotov_dud", roll=r),))
    radius = float(half(r, "up"))
    return MolotovImpact(at, r, True, r, radius, r, (
        _step("SK-12.3", "molotov_bursts", roll=r, E=r, radius=radius, burns_turns=r),))


@dataclass(frozen=True)
class FireArea:
    """SK-12.3: burning ground around a Molotov's impact.  On non-combustible ground it burns for
    the impact roll's number of turns (``turns_left``); combustible material burns "normally"
    (``turns_left`` None: until the engine puts it out, e.g. when the object is destroyed)."""
    center: Point
    radius: float
    turns_left: int | None

    @classmethod
    def from_impact(cls, impact: MolotovImpact, *, combustible: bool = False) -> "FireArea | None":
        if not impact.breaks or impact.radius is None:
            return None
        return cls(impact.at, impact.radius, None if combustible else impact.burn_turns_non_combustible)

    def covers(self, target: Target) -> bool:
        return in_blast(self.center, self.radius, target)

    def area(self):
        return blast_area(self.center, self.radius)

    def next_turn(self) -> "FireArea | None":
        """One turn of burning has passed: the fire with a turn less, or None when it is out."""
        if self.turns_left is None:
            return self
        left = self.turns_left - 1
        return FireArea(self.center, self.radius, left) if left > 0 else None


@dataclass(frozen=True)
class MolotovThrow:
    scatter: Scatter
    impact: MolotovImpact
    steps: tuple[Step, ...]


def throw_molotov(thrower_at: Point, aim: Point, current_e: int, dice: Dice, *, grenadier: bool = False,
                  reroll: Callable[[float], bool] | None = None) -> MolotovThrow:
    """SK-12.3: thrown like a grenade — the same range (a Grenadier's included, our reading of
    "same range and scatter") and D3 scatter — then the impact roll (:func:`molotov_impact`).
    Who catches fire: :func:`molotov_catch_fire` for each model near the impact point."""
    s0 = check_throw(thrower_at, aim, current_e, grenadier=grenadier)
    sc = grenade_scatter(aim, dice, grenadier=grenadier, reroll=reroll)
    imp = molotov_impact(sc.landed, dice)
    return MolotovThrow(sc, imp, (s0,) + sc.steps + imp.steps)


@dataclass(frozen=True)
class CatchFire:
    target: str
    catches_fire: bool
    cover_caught_fire: bool
    steps: tuple[Step, ...]


def molotov_catch_fire(impact: MolotovImpact, target: Target, dice: Dice) -> CatchFire:
    """SK-12.3: everything within the radius catches fire; a model behind cover (from the
    impact point) may roll its cover save: if it passes, the cover catches fire instead."""
    if not impact.breaks or impact.radius is None or not in_blast(impact.at, impact.radius, target):
        return CatchFire(target.id, False, False, (_step("SK-12.3", "outside_fire", words={"model": target.id}),))
    if target.in_cover:
        ok, s = save_roll(dice, target.cover_save, "SK-12.3", f"cover save against the fire {target.id}",
                          code="fire_save", model=target.id)
        if ok:
            return CatchFire(target.id, False, True, (s, _step("SK-12.3", "cover_catches_fire")))
        return CatchFire(target.id, True, False, (s, _step("SK-12.3", "catches_fire", words={"model": target.id})))
    return CatchFire(target.id, True, False, (_step("SK-12.3", "catches_fire", words={"model": target.id}),))


@dataclass(frozen=True)
class ClothesOff:
    a_spent: int                 # from the A he has (reserved in the opponent's turn)
    a_borrowed: int              # taken from his next turn (short_of_a="borrow")
    still_burning: bool
    steps: tuple[Step, ...]


def take_off_burning_clothes(a_available: int, *, short_of_a: str = "borrow") -> ClothesOff:
    """SK-12.3: a model that catches fire must immediately spend 8 A taking off his clothes.
    The book does not say what happens when he has fewer A (our reading, option ``short_of_a``):
    ``"borrow"`` — the rest is taken from his next turn and the clothes are off at once;
    ``"keep_burning"`` — he spends what he has and stays on fire until he has paid 8."""
    if a_available >= BURNING_CLOTHES_A:
        return ClothesOff(BURNING_CLOTHES_A, 0, False,
                          (_step("SK-12.3", "clothes_off", cost=BURNING_CLOTHES_A),))
    short = BURNING_CLOTHES_A - max(0, a_available)
    if short_of_a == "borrow":
        return ClothesOff(max(0, a_available), short, False, (_step(
            "SK-12.3", "clothes_off_borrow", cost=BURNING_CLOTHES_A, spent=max(0, a_available), borrowed=short),))
    if short_of_a == "keep_burning":
        return ClothesOff(max(0, a_available), 0, True, (_step(
            "SK-12.3", "clothes_burning", cost=BURNING_CLOTHES_A, spent=max(0, a_available)),))
    raise ValueError(f"unknown short_of_a option {short_of_a!r}")


@dataclass(frozen=True)
class BurnWound:
    location: Location
    bleeds: bool
    steps: tuple[Step, ...]


def burning_at_turn_start(dice: Dice) -> BurnWound:
    """SK-12.3: a model still in burning clothes at the start of its turn suffers one wound; burn
    wounds do not bleed (SK-18.3)."""
    loc, s = roll_location(dice, "burn wound location")
    return BurnWound(loc, False, (_step("SK-12.3", "burn_wound"), s))


# ----------------------------------------------------------------------------------------------
# SK-12.4 Rifle grenades
# ----------------------------------------------------------------------------------------------

RIFLE_GRENADE_FIT_A = 2
RIFLE_GRENADE_REMOVE_A = 2
RIFLE_GRENADE_FIRE_A = 6
RIFLE_GRENADE_MIN = 5.0
RIFLE_GRENADE_MAX = 15.0


def fit_rifle_grenade(rifle_id: str, launchers: Sequence[str], *, fitted: bool, a_available: int) -> Step:
    """SK-12.4: fitting a rifle grenade to a suitable rifle's muzzle costs 2 A (``launchers``: the
    rifle ids that take it, weapons.json ``special.launchers``)."""
    if rifle_id not in launchers:
        raise RuleError(f"SK-12.4: a rifle grenade does not fit the {rifle_id}")
    if fitted:
        raise RuleError("SK-12.4: a rifle grenade is already fitted")
    if a_available < RIFLE_GRENADE_FIT_A:
        raise RuleError("SK-12.4: fitting a rifle grenade costs 2 A")
    return _step("SK-12.4", "rifle_grenade_fitted", cost=RIFLE_GRENADE_FIT_A)


def remove_rifle_grenade(*, fitted: bool, a_available: int) -> Step:
    """SK-12.4: removing a fitted rifle grenade costs 2 A."""
    if not fitted:
        raise RuleError("SK-12.4: no rifle grenade is fitted")
    if a_available < RIFLE_GRENADE_REMOVE_A:
        raise RuleError("SK-12.4: removing a rifle grenade costs 2 A")
    return _step("SK-12.4", "rifle_grenade_removed", cost=RIFLE_GRENADE_REMOVE_A)


def normal_shot_refusal(*, grenade_fitted: bool) -> str | None:
    """SK-12.4: while a rifle grenade is fitted the rifle cannot fire normal shots."""
    return "SK-12.4: a rifle grenade is fitted: no normal shots" if grenade_fitted else None


@dataclass(frozen=True)
class LaunchResult:
    scatter: Scatter
    e: int
    radius: float
    steps: tuple[Step, ...]


def check_indirect_range(frm: Point, aim: Point, lo: float, hi: float, rule: str) -> Step:
    d = frm.distance(aim)
    if d < lo - 1e-9:
        raise RuleError(f"{rule}: the target point is {d:.1f} inches away, the minimum is {lo:g}")
    if d > hi + 1e-9:
        raise RuleError(f"{rule}: the target point is {d:.1f} inches away, the maximum is {hi:g}")
    return _step(rule, "indirect_in_range", distance=round(d, 2), min=lo, max=hi, words={"rid": rule})


def fire_rifle_grenade(firer_at: Point, aim: Point, current_c: int, dice: Dice, *,
                       grenade_e: int = GRENADE_E, radius: float = GRENADE_RADIUS) -> LaunchResult:
    """SK-12.4: 6 A (paid by the caller); the target point 5-15 inches away; scatter 2D6 minus
    the firer's C inches (0 or less: exactly on the point); then a grenade blast (E2, 3 inches),
    resolved with :func:`resolve_blast` at ``scatter.landed``."""
    s0 = check_indirect_range(firer_at, aim, RIFLE_GRENADE_MIN, RIFLE_GRENADE_MAX, "SK-12.4")
    r = dice.two_d6("rifle grenade scatter")
    dist = max(0, r - current_c)
    s1 = _step("SK-12.4", "rifle_grenade_scatter", roll=r, C=current_c, inches=dist)
    landed, direction, s2 = _scatter(aim, float(dist), dice, "SK-12.4", "rifle grenade scatter direction")
    sc = Scatter(aim, landed, float(dist), direction, (s1, s2))
    return LaunchResult(sc, grenade_e, radius, (_step("SK-12.4", "rifle_grenade_fired", cost=RIFLE_GRENADE_FIRE_A),
                                                s0, s1, s2))


# ----------------------------------------------------------------------------------------------
# SK-12.5 Mortars
# ----------------------------------------------------------------------------------------------

MORTAR_SETUP_A = {"light": 8, "medium": 10, "heavy": 12}   # SK-12.5, per soldier taking part
MORTAR_AIMER_A = 6
MORTAR_LOADER_A = 6
MORTAR_ALONE_A = 12


def mortar_size(weapon_id: str) -> str:
    """``mortar_light`` -> ``light`` (the weapons.json ids)."""
    size = weapon_id.rsplit("_", 1)[-1]
    if size not in MORTAR_SETUP_A:
        raise ValueError(f"not a mortar id: {weapon_id!r}")
    return size


@dataclass(frozen=True)
class MortarSetup:
    """Progress of setting a mortar up: the A each soldier taking part has paid."""
    size: str
    paid: tuple[tuple[str, int], ...] = ()

    @property
    def per_soldier(self) -> int:
        return MORTAR_SETUP_A[self.size]

    @property
    def ready(self) -> bool:
        # SK-12.5: every soldier taking part pays the table's A (at least one soldier)
        return bool(self.paid) and all(a >= self.per_soldier for _, a in self.paid)

    def contribute(self, soldier: str, a: int) -> "MortarSetup":
        d = dict(self.paid)
        d[soldier] = d.get(soldier, 0) + a
        if d[soldier] > self.per_soldier:
            raise RuleError(f"SK-12.5: {soldier} would pay more than the {self.per_soldier} A of setting up")
        return MortarSetup(self.size, tuple(sorted(d.items())))


def mortar_fire_cost(aimer: str, loader: str | None) -> dict[str, int]:
    """SK-12.5: 6 A for the aimer and 6 A for the loader; one soldier doing both pays 12 A."""
    if loader is None or loader == aimer:
        return {aimer: MORTAR_ALONE_A}
    return {aimer: MORTAR_AIMER_A, loader: MORTAR_LOADER_A}


@dataclass(frozen=True)
class MortarResult:
    scatter: Scatter
    blast: BlastResult
    steps: tuple[Step, ...]


def fire_mortar_weapon(weapon: WeaponProfile, mortar_at: Point, aim: Point, aimer_c: int,
                       targets: Sequence[Target], dice: Dice, *, ready: bool = True,
                       halve_and_save: bool = True) -> MortarResult:
    """SK-12.5 whole, with the mortar's line of weapons.json (``min_range``, ``range``,
    ``blast_radius``, ``strength``): range check, 3D6 - C scatter, blast with half E rounded
    down.  ``targets`` with the cover they have from the landing point (or call
    :func:`fire_mortar` and :func:`resolve_blast` separately when the landing point is needed
    first)."""
    if weapon.kind != "mortar" or weapon.range is None or weapon.blast_radius is None:
        raise ValueError(f"{weapon.id} is not a mortar line with range and blast radius")
    sc = fire_mortar(mortar_at, aim, aimer_c, weapon.min_range or 0.0, weapon.range, dice, ready=ready)
    bl = resolve_blast(sc.landed, weapon.blast_radius, weapon.strength, targets, dice, rounding="down",
                       rule="SK-12.5", halve_and_save=halve_and_save)
    return MortarResult(sc, bl, sc.steps + bl.steps)


def fire_mortar(mortar_at: Point, aim: Point, aimer_c: int, min_range: float, max_range: float,
                dice: Dice, *, ready: bool = True) -> Scatter:
    """SK-12.5: the target point between the mortar's minimum and maximum range; scatter 3D6
    minus the aimer's C (0 or less: on the point, by analogy with SK-12.4).  The blast (the
    mortar's HS and E, half E rounded *down* for crouching or covered models) is
    :func:`resolve_blast` with ``rounding="down", rule="SK-12.5"``."""
    if not ready:
        raise RuleError("SK-12.5: the mortar is not set up")
    s0 = check_indirect_range(mortar_at, aim, min_range, max_range, "SK-12.5")
    r = dice.three_d6("mortar scatter")
    dist = max(0, r - aimer_c)
    s1 = _step("SK-12.5", "mortar_scatter", roll=r, C=aimer_c, inches=dist)
    landed, direction, s2 = _scatter(aim, float(dist), dice, "SK-12.5", "mortar scatter direction")
    return Scatter(aim, landed, float(dist), direction, (s0, s1, s2))
