"""Shooting (SK-6, with SK-7.3, SK-8, SK-14.7, SK-14.13, SK-17.4, SK-18): range bands, shot kinds
and their A cost, the itemised to-hit modifiers, the to-hit roll, bursts, called shots, two
handguns at once, the pre-emptive order, and ``resolve_shot`` - the whole SK-6.10 sequence for
one shot.

Functions of values, dice passed in; results are frozen and carry their explained steps.  They
never change a model: the state machine applies ``ShotResult`` (``target_after`` is the target's
values after the shot, ``cover_damage`` what the covers absorbed).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace
from enum import Enum
from typing import Iterable, Sequence

from cc_desktop.skirmish.cover import (CoverDamage, CoversResult, CoverType, CrossedCover, ProtectionResult,
                                       crossed, damage_cover, protection_save, resolve_covers)
from cc_desktop.skirmish.decisions import ENGLISH, msg
from cc_desktop.skirmish.dice import Dice
from cc_desktop.skirmish.explain import Parts, Step, signed
from cc_desktop.skirmish.types import Location, Posture, Stats, WeaponProfile
from cc_desktop.skirmish.wounds import (Condition, LocationResult, Shift, ShiftNotAllowed,
                                        WoundResult, WoundSource, answer_with, apply_wound, check_fixed_shifts,
                                        location_sequence, run_choices)

#: the English templates of this module's steps (explain.Step codes)
STEP_MESSAGES = {
    "shot.out_of_range": "Out of range: {distance} inches is beyond the range of {range} inches (SK-6.1)",
    "shot.range_short": "Range {distance} of {range} inches: short range (SK-6.1)",
    "shot.range_long": "Range {distance} of {range} inches: long range, -1 to hit and -1 E (SK-6.1, SK-6.7)",
    "shot.long_range_e": "Long range: the shot is E{e} (weapon E{weapon_e} -1, SK-6.9)",
    "shot.dead_body": "The round strikes a dead body: no further effect",
    "shot.vehicle_hit": "The vehicle is hit at E{e} (SK-14.7, SK-14.12)",
    "shot.cost_hip": "{weapon}, hip shot: {cost} A, {rounds} round(s) from the magazine (SK-6.4)",
    "shot.cost_aimed": "{weapon}, aimed shot: {cost} A, {rounds} round(s) from the magazine (SK-6.4)",
    "shot.cost_burst": "{weapon}, burst of {rounds}: {cost} A, {rounds} round(s) from the magazine (SK-6.4)",
    "shot.tp": "The shooter gains {tp} TP (SK-17.1)",
    # SK-6.3: the to-hit modifiers, one message each in a to-hit step's {mods} (explain.Parts)
    "shot.mod.aimed": "{value} aimed shot",
    "shot.mod.aimed_scope": "{value} aimed shot, telescopic sight",
    "shot.mod.sniper": "{value} Sniper",
    "shot.mod.burst": "{value} burst",
    "shot.mod.long_range": "{value} long range",
    "shot.mod.cover": "{value} target in cover",
    "shot.mod.preemptive": "{value} pre-emptive shot",
    "shot.mod.called": "{value} called shot at the {location}",
    "shot.mod.moving_vehicle": "{value} firing from a moving vehicle",
    "shot.mod.two_weapons": "{value} two weapons at once",
    "shot.mod.target_moving_vehicle": "{value} target is a moving vehicle or in one",
    "shot.mod.vehicle_small": "{value} vehicle size (small)",
    "shot.mod.vehicle_car": "{value} vehicle size (car)",
    "shot.mod.vehicle_large": "{value} vehicle size (large)",
}
_RESULTS = {"natural_1": "a natural 1 always misses", "natural_6": "a natural 6 always hits", "hit": "hit",
            "miss": "miss"}
for _head, _words in (("shot.to_hit", "To hit"), ("shot.round_to_hit", "Round {round}: to hit")):
    for _reroll, _rolled in (("", "rolled {roll}"), ("_reroll", "rolled 1, re-rolled (SMG gunner, SK-17.4): {roll}")):
        for _r, _rw in _RESULTS.items():
            STEP_MESSAGES[f"{_head}{_reroll}_{_r}"] = (_words + " (SK-6.2): " + _rolled
                                                       + " + C {c}{mods} = {total}, needs 6: " + _rw)
ENGLISH.add(STEP_MESSAGES)


SNIPER = "sniper"
RIFLEMAN = "rifleman"
SMG_GUNNER = "smg_gunner"
SCOUT = "scout"
TELESCOPIC_SIGHT = "telescopic_sight"
BIPOD = "bipod"
#: The weapon kinds fired by these rules (rifle grenades, mortars, flamethrowers, thrown and melee
#: weapons have their own, SK-9, SK-12).
FIREARM_KINDS = frozenset({"pistol", "rifle", "smg", "lmg", "assault_rifle", "shotgun"})

#: SK-14.7: the to-hit bonus by the size of a target vehicle.
VEHICLE_SIZE_BONUS = {"small": 1, "car": 2, "large": 3}
#: SK-6.6: what a model may still spend reserved A on after its pre-emptive shot.
PREEMPTIVE_LEFTOVER_ACTIONS = frozenset({"posture_change"})


class ShotKind(str, Enum):
    HIP = "hip"          # SK-6.4: the weapon's Shot A, no aiming modifier
    AIMED = "aimed"      # 2 x Shot A (5 x for burst-capable weapons; Rifleman -2 on rifles), +2 / +4
    BURST = "burst"      # Burst A per round, -2, no automatic hit


class ShotRefused(ValueError):
    """The shot is not allowed; ``str(err)`` is the reason with its rule id."""


@dataclass(frozen=True)
class Shooter:
    stats: Stats                                  # current values (wounds included)
    skills: frozenset[str] = frozenset()
    moved_recently: bool = False                  # moved or changed posture this turn or the last (Sniper)
    in_moving_vehicle: bool = False               # firing from a moving vehicle or horse (SK-14.13, SK-16.2)


@dataclass(frozen=True)
class Target:
    stats: Stats                                  # current values
    skills: frozenset[str] = frozenset()
    posture: Posture = Posture.STANDING
    helmet: bool = False
    wounds: int = 0                               # wounds already suffered this battle
    bleeding: bool = False
    vehicle_size: str | None = None               # the target is a vehicle: "small", "car", "large" (SK-14.7)
    moving_vehicle: bool = False                  # a moving vehicle, or a passenger of one (SK-14.7)


# --- SK-6.1 range --------------------------------------------------------------------------------

def has_scope(weapon: WeaponProfile, fitted: Iterable[str] = ()) -> bool:
    """A telescopic sight: built into the weapon's line or fitted to it (SK-13)."""
    return weapon.telescopic or TELESCOPIC_SIGHT in set(fitted)


def effective_range(weapon: WeaponProfile, skills: Iterable[str] = (), *, fitted: Iterable[str] = ()) -> float:
    """SK-6.1 with SK-13 and SK-17.4: the weapon's range, +10% with a telescopic sight or a bipod
    (``fitted``: the equipment ids fitted to the weapon), then +2 inches for a Rifleman firing a
    rifle."""
    if weapon.range is None:
        raise ShotRefused(f"{weapon.name} is not a firearm (SK-6.1)")
    fitted = set(fitted)
    r = float(weapon.range)
    if has_scope(weapon, fitted) or BIPOD in fitted:
        r *= 1.1
    if RIFLEMAN in set(skills) and weapon.kind == "rifle":
        r += 2.0
    return r


@dataclass(frozen=True)
class RangeResult:
    distance: float
    range: float
    half: float
    band: str | None              # "short", "long"; None: beyond range
    refusal: str | None
    step: Step


def range_band(weapon: WeaponProfile, distance: float, skills: Iterable[str] = (), *,
               fitted: Iterable[str] = ()) -> RangeResult:
    """SK-6.1, SK-6.7: closer than half the range is short; from exactly half (Ambiguity 7) up to
    the full range, long; beyond it the shot is not allowed."""
    r = effective_range(weapon, skills, fitted=fitted)
    half = r / 2.0
    if distance > r + 1e-9:
        reason = f"{distance:.1f} inches is beyond the range of {r:g} inches (SK-6.1)"
        return RangeResult(distance, r, half, None, reason,
                           Step.of("SK-6.1", "range", "shot.out_of_range", distance=f"{distance:.1f}", range=f"{r:g}",
                                   ok=False))
    band = "short" if distance < half - 1e-9 else "long"
    return RangeResult(distance, r, half, band, None,
                       Step.of("SK-6.1", "range", f"shot.range_{band}", distance=f"{distance:.1f}", range=f"{r:g}",
                               ok=True, data=(("band", band),)))


# --- SK-6.4, SK-6.8 cost -------------------------------------------------------------------------

def shot_cost(weapon: WeaponProfile, kind: ShotKind = ShotKind.HIP, *, rounds: int = 1,
              skills: Iterable[str] = ()) -> int:
    """SK-6.4: hip = Shot A; aimed = 2 x Shot A (5 x for a burst-capable weapon), Rifleman -2 on a
    rifle (never below a hip shot); burst = Burst A per round."""
    if kind is ShotKind.BURST:
        if weapon.burst_a is None:
            raise ShotRefused(f"{weapon.name} cannot fire bursts (SK-6.4)")
        return weapon.burst_a * rounds
    if weapon.shot_a is None:
        raise ShotRefused(f"{weapon.name} cannot fire single shots (SK-6.4)")
    if kind is ShotKind.HIP:
        return weapon.shot_a
    cost = weapon.shot_a * (5 if weapon.burst_a is not None else 2)
    if RIFLEMAN in set(skills) and weapon.kind == "rifle":
        cost = max(weapon.shot_a, cost - 2)
    return cost


def is_handgun(weapon: WeaponProfile) -> bool:
    """SK-6.8: a handgun is a one-handed firearm."""
    return weapon.hands == 1 and weapon.range is not None and weapon.shot_a is not None


def two_handguns_cost(first: WeaponProfile, second: WeaponProfile) -> int:
    """SK-6.8: both fire at once for the A of the dearer hip shot."""
    for w in (first, second):
        if not is_handgun(w):
            raise ShotRefused(f"{w.name} is not a handgun: only two handguns fire at once (SK-6.8)")
    return max(first.shot_a, second.shot_a)


def burst_refusal(weapon: WeaponProfile, rounds: int, a_available: int | None,
                  rounds_loaded: int | None) -> str | None:
    """SK-6.4, Ambiguity 5: a burst declares rounds with rounds x Burst A <= A available and
    rounds <= the rounds in the magazine."""
    if weapon.burst_a is None:
        return f"{weapon.name} cannot fire bursts (SK-6.4)"
    if rounds < 1:
        return "a burst fires at least one round (SK-6.4)"
    if a_available is not None and rounds * weapon.burst_a > a_available:
        return (f"{rounds} rounds cost {rounds * weapon.burst_a} A, only {a_available} available "
                f"(SK-6.4, Ambiguity 5)")
    if rounds_loaded is not None and rounds > rounds_loaded:
        return f"{rounds} rounds, only {rounds_loaded} in the magazine (SK-6.4)"
    return None


def max_burst(weapon: WeaponProfile, a_available: int, rounds_loaded: int | None) -> int:
    """The most rounds a burst may declare (0: none)."""
    if weapon.burst_a is None or weapon.burst_a <= 0:
        return 0
    n = a_available // weapon.burst_a
    return min(n, rounds_loaded) if rounds_loaded is not None else n


# --- SK-6.3 modifiers ----------------------------------------------------------------------------

@dataclass(frozen=True)
class Modifier:
    name: str                     # the English words (for the programmer; players read ``message``)
    value: int
    rule: str
    code: str                     # the template of its words ("shot.mod.cover"), with ``params``
    params: tuple[tuple[str, object], ...] = ()

    def __str__(self) -> str:
        return f"{self.name} {signed(self.value)} ({self.rule})"

    def message(self):
        """The modifier as a message (its code, the signed value and its params)."""
        return msg(self.rule, self.code, value=signed(self.value), **dict(self.params))


def to_hit_modifiers(weapon: WeaponProfile, kind: ShotKind, *, band: str, in_cover: bool = False,
                     preemptive: bool = False, called: Location | None = None,
                     shooter: Shooter | None = None, target: Target | None = None,
                     two_weapons: bool = False, fitted: Iterable[str] = ()) -> tuple[Modifier, ...]:
    """SK-6.3: the cumulative modifiers, itemised."""
    mods: list[Modifier] = []
    skills = shooter.skills if shooter else frozenset()
    if kind is ShotKind.AIMED:
        if has_scope(weapon, fitted):
            mods.append(Modifier("aimed shot, telescopic sight", 4, "SK-6.3", "shot.mod.aimed_scope"))
        else:
            mods.append(Modifier("aimed shot", 2, "SK-6.3", "shot.mod.aimed"))
        if SNIPER in skills and shooter is not None and not shooter.moved_recently:
            mods.append(Modifier("Sniper", 1, "SK-17.4", "shot.mod.sniper"))
    if kind is ShotKind.BURST:
        mods.append(Modifier("burst", -2, "SK-6.3", "shot.mod.burst"))
    if band == "long":
        mods.append(Modifier("long range", -1, "SK-6.1", "shot.mod.long_range"))
    if in_cover:
        mods.append(Modifier("target in cover", -1, "SK-8.1", "shot.mod.cover"))   # SK-8.1
    if preemptive:
        mods.append(Modifier("pre-emptive shot", -1, "SK-6.6", "shot.mod.preemptive"))
    if called is not None:
        mods.append(Modifier(f"called shot at the {called.value}", -6, "SK-6.5", "shot.mod.called",
                             (("location", called.value),)))
    if shooter is not None and shooter.in_moving_vehicle:
        mods.append(Modifier("firing from a moving vehicle", -3, "SK-14.13", "shot.mod.moving_vehicle"))
    if two_weapons:
        mods.append(Modifier("two weapons at once", -2, "SK-6.8", "shot.mod.two_weapons"))
    if target is not None and target.moving_vehicle:
        mods.append(Modifier("target is a moving vehicle or in one", -2, "SK-14.7", "shot.mod.target_moving_vehicle"))
    if target is not None and target.vehicle_size is not None:
        if target.vehicle_size not in VEHICLE_SIZE_BONUS:
            raise ValueError(f"vehicle size must be one of {sorted(VEHICLE_SIZE_BONUS)}")
        mods.append(Modifier(f"vehicle size ({target.vehicle_size})", VEHICLE_SIZE_BONUS[target.vehicle_size],
                             "SK-14.7", f"shot.mod.vehicle_{target.vehicle_size}"))
    return tuple(mods)


# --- SK-6.2 to-hit roll --------------------------------------------------------------------------

@dataclass(frozen=True)
class ToHit:
    round: int                    # 1-based round of a burst (1 for a single shot)
    roll: int                     # the die that counts (after an SMG gunner's re-roll)
    first_roll: int               # the first die (differs when re-rolled)
    aim: int                      # the shooter's C
    modifier: int                 # sum of the modifiers
    total: int
    hit: bool
    automatic: str | None         # "miss" (natural 1), "hit" (natural 6, not in bursts), None
    step: Step


def roll_to_hit(aim: int, modifiers: Sequence[Modifier], dice: Dice, *, burst: bool = False,
                reroll_ones: bool = False, round_no: int = 1) -> ToHit:
    """SK-6.2: D6 + C + modifiers >= 6 hits; a natural 1 always misses (also in bursts,
    Ambiguity 6), a natural 6 always hits except in bursts; the SMG gunner re-rolls a 1 (SK-17.4)."""
    first = dice.d6(f"to hit, round {round_no}" if burst else "to hit")
    roll = first
    if roll == 1 and reroll_ones:
        roll = dice.d6("SMG gunner re-roll")
    mod = sum(m.value for m in modifiers)
    total = roll + aim + mod
    if roll == 1:
        hit, auto = False, "miss"
    elif roll == 6 and not burst:
        hit, auto = True, "hit" if total < 6 else None
    else:
        hit, auto = total >= 6, None
    mods_txt = Parts(m.message() for m in modifiers)
    result = {"miss": "natural_1", "hit": "natural_6"}.get(auto or "", "hit" if hit else "miss")
    code = ("shot.round_to_hit" if burst else "shot.to_hit") + ("_reroll" if first == 1 and reroll_ones else "") \
        + f"_{result}"
    step = Step.of("SK-6.2", "to_hit", code, round=round_no, c=aim, mods=mods_txt, total=total, roll=roll, need=6,
                   ok=hit, data=(("total", total), ("modifier", mod), ("round", round_no)))
    return ToHit(round_no, roll, first, aim, mod, total, hit, auto, step)


# --- legality ------------------------------------------------------------------------------------

def shot_refusal(weapon: WeaponProfile, kind: ShotKind = ShotKind.HIP, *, distance: float,
                 shooter: Shooter | None = None, rounds: int = 1, a_available: int | None = None,
                 rounds_loaded: int | None = None, called: Location | None = None,
                 two_weapons: bool = False, preemptive: bool = False, target_in_front_arc: bool = True,
                 target_visible: bool = True, fitted: Iterable[str] = ()) -> str | None:
    """SK-6.1 to SK-6.8, SK-7, SK-14.13: why this shot may not be fired (None: it may).  Line of
    sight and the arc come from the sight module; the A and magazine from the state."""
    skills = shooter.skills if shooter else frozenset()
    if not target_visible:
        return "the target is not seen (SK-7.1)"
    if not target_in_front_arc:
        if preemptive:
            return "no pre-emptive shot at a model behind the shooter (SK-6.6, SK-7.3)"
        return "the target is outside the front arc (SK-7.3)"
    if weapon.range is None or weapon.kind not in FIREARM_KINDS:
        return f"{weapon.name} is not fired by the shooting rules (SK-6, SK-12)"
    rr = range_band(weapon, distance, skills, fitted=fitted)
    if rr.refusal:
        return rr.refusal
    if kind is ShotKind.AIMED:
        if shooter is not None and shooter.in_moving_vehicle:
            return "no aimed shot from a moving vehicle or horse (SK-14.13)"
        if two_weapons:
            return "no aimed shot with two weapons at once (SK-6.8)"
    if called is not None and kind is not ShotKind.AIMED:
        return "a called shot must be an aimed shot (SK-6.5)"
    if kind is ShotKind.BURST:
        if two_weapons:
            return "two handguns fire single shots at once (SK-6.8)"
        r = burst_refusal(weapon, rounds, a_available, rounds_loaded)
        if r:
            return r
    else:
        if weapon.shot_a is None:
            return f"{weapon.name} cannot fire single shots (SK-6.4)"
        if rounds_loaded is not None and rounds_loaded < 1:
            return f"{weapon.name} is empty: reload (SK-4.13)"
        if two_weapons and not is_handgun(weapon):
            return f"{weapon.name} is not a handgun (SK-6.8)"
        cost = shot_cost(weapon, kind, skills=skills)
        if a_available is not None and cost > a_available:
            return f"the shot costs {cost} A, only {a_available} available (SK-6.4)"
    return None


# --- SK-6.10 resolution --------------------------------------------------------------------------

@dataclass(frozen=True)
class RoundResult:
    """One round (one bullet) of a shot."""
    to_hit: ToHit
    hit: bool
    strength: int | None                  # E at impact (long range -1), None: missed
    covers: CoversResult | None
    reached_target: bool                  # hit and not stopped by cover
    strength_at_target: int | None        # E left when it reaches the target
    location: LocationResult | None
    protection: ProtectionResult | None
    wound: WoundResult | None
    steps: tuple[Step, ...]


@dataclass(frozen=True)
class ShotResult:
    weapon_id: str
    kind: ShotKind
    rounds_fired: int                     # deduct from the magazine
    cost: int                             # A to pay (0 for the second of two handguns)
    range: RangeResult
    in_cover: bool
    modifiers: tuple[Modifier, ...]
    rounds: tuple[RoundResult, ...]
    wounds: tuple[WoundResult, ...]
    tp_gained: int                        # SK-17.1: 1 TP to the shooter per wound inflicted
    helmet_destroyed: bool
    cover_damage: tuple[CoverDamage, ...]  # per struck cover, in order (SK-8.4)
    target_after: Target
    steps: tuple[Step, ...]

    @property
    def hits(self) -> int:
        return sum(1 for r in self.rounds if r.hit)

    @property
    def reached(self) -> bool:
        """Some round reached the target (not stopped by cover)."""
        return any(r.reached_target for r in self.rounds)

    @property
    def condition(self) -> Condition:
        """The target's condition after the shot (OK if no wound)."""
        return self.wounds[-1].condition if self.wounds else Condition.OK

    @property
    def falls_down(self) -> bool:
        return any(w.falls_down for w in self.wounds)

    @property
    def drops_weapon(self) -> bool:
        return any(w.drops_weapon for w in self.wounds)

    @property
    def morale_test_due(self) -> bool:
        """SK-10.2: a wounded model that is still conscious tests morale - once per shot, after
        all its rounds (a burst strikes at once), with the values after all its wounds."""
        return bool(self.wounds) and self.condition is Condition.OK


class _Running:
    """The values a shot changes round by round: the target, the covers' absorbed E."""

    def __init__(self, target: Target, covers: Sequence[CoverType | CrossedCover]):
        self.target = target
        self.covers = [crossed(c) for c in covers]
        self.dead = False


def _round_sequence(th: ToHit, weapon: WeaponProfile, band: str, shooter: Shooter, run: _Running, dice: Dice, *,
                    called: Location | None, count_passing_hits: bool, negative_a_kills: bool,
                    damage: list[CoverDamage]):
    steps = [th.step]
    if not th.hit:
        return RoundResult(th, False, None, None, False, None, None, None, None, tuple(steps))
    e0 = weapon.strength - (1 if band == "long" else 0)   # SK-6.10 step 3
    if band == "long":
        steps.append(Step.of("SK-6.9", "strength", "shot.long_range_e", e=e0, weapon_e=weapon.strength,
                             data=(("strength", e0),)))
    e = e0
    cr = resolve_covers(run.covers, e0, dice) if run.covers else None   # SK-6.10 step 4
    if cr is not None:
        steps.extend(cr.steps)
        struck = dict(cr.struck(count_passing_hits))
        left = []
        for c in run.covers:
            if c.key in struck:
                d = damage_cover(c, struck[c.key])   # SK-8.4
                damage.append(d)
                steps.append(d.step)
                if d.destroyed:
                    continue
                c = replace(c, absorbed=d.absorbed_after)
            left.append(c)
        run.covers = left
        if cr.stopped:
            return RoundResult(th, True, e0, cr, False, None, None, None, None, tuple(steps))
        e = cr.strength_after
    t = run.target
    if run.dead:
        steps.append(Step.of("SK-18.1", "wound", "shot.dead_body"))
        return RoundResult(th, True, e0, cr, True, e, None, None, None, tuple(steps))
    if t.vehicle_size is not None:
        steps.append(Step.of("SK-14.7", "vehicle_hit", "shot.vehicle_hit", e=e, data=(("strength", e),)))
        return RoundResult(th, True, e0, cr, True, e, None, None, None, tuple(steps))
    loc = yield from location_sequence(dice, attacker_skills=shooter.skills,   # SK-6.10 step 5
                                       defender_skills=t.skills, called=called, round_no=th.round)
    steps.extend(loc.steps)
    prot = None
    if loc.location is Location.HEAD and t.helmet:   # SK-6.10 step 6
        prot = protection_save(e, dice)
        steps.append(prot.step)
        if prot.destroyed:
            run.target = replace(t, helmet=False)
        if prot.saved:
            return RoundResult(th, True, e0, cr, True, e, loc, prot, None, tuple(steps))
    t = run.target
    w = apply_wound(t.stats, loc.location, wounds_before=t.wounds, skills=t.skills,   # SK-6.10 step 7
                    source=WoundSource.SHOT, bleeding_before=t.bleeding, posture=t.posture,
                    negative_a_kills=negative_a_kills)
    steps.extend(w.steps)
    run.target = replace(t, stats=w.stats_after, wounds=w.wound_number, bleeding=w.bleeding_after,
                         posture=w.posture_after or t.posture)
    run.dead = w.dead
    return RoundResult(th, True, e0, cr, True, e, loc, prot, w, tuple(steps))


def resolve_shot(shooter: Shooter, weapon: WeaponProfile, distance: float, target: Target, dice: Dice, *,
                 kind: ShotKind = ShotKind.HIP, rounds: int = 1,
                 covers: Sequence[CoverType | CrossedCover] = (), partly_hidden: bool | None = None,
                 called: Location | None = None, preemptive: bool = False, fitted: Iterable[str] = (),
                 accurate_shift: Shift = 0, reflexes_shift: Shift = 0,
                 a_available: int | None = None, rounds_loaded: int | None = None,
                 target_in_front_arc: bool = True, target_visible: bool = True,
                 two_weapons: bool = False, count_passing_hits: bool = True,
                 negative_a_kills: bool = True, _cost: int | None = None) -> ShotResult:
    """SK-6.10: one shot (a burst: every round), from the checks to the wounds.

    ``covers``: the cover objects the line of fire crosses, nearest the shooter first (from the
    sight module); the target counts as in cover (-1) when there are any, or as ``partly_hidden``
    says.  ``accurate_shift`` / ``reflexes_shift``: -1, 0, +1 or a policy ``f(result) -> shift``
    (a number is checked against the skills and the table; a policy is asked only when the skill
    allows).  Raises ``ShotRefused`` with the reason when the shot is not allowed.

    ``shot_sequence`` is the same as a generator that asks the location shifts as questions."""
    try:
        check_fixed_shifts(accurate_shift, reflexes_shift, shooter.skills, target.skills, called)
    except ShiftNotAllowed as err:
        raise ShotRefused(str(err)) from None
    gen = shot_sequence(shooter, weapon, distance, target, dice, kind=kind, rounds=rounds, covers=covers,
                        partly_hidden=partly_hidden, called=called, preemptive=preemptive, fitted=fitted,
                        a_available=a_available, rounds_loaded=rounds_loaded,
                        target_in_front_arc=target_in_front_arc, target_visible=target_visible,
                        two_weapons=two_weapons, count_passing_hits=count_passing_hits,
                        negative_a_kills=negative_a_kills, _cost=_cost)
    return run_choices(gen, answer_with(accurate_shift, reflexes_shift))


def shot_sequence(shooter: Shooter, weapon: WeaponProfile, distance: float, target: Target, dice: Dice, *,
                  kind: ShotKind = ShotKind.HIP, rounds: int = 1,
                  covers: Sequence[CoverType | CrossedCover] = (), partly_hidden: bool | None = None,
                  called: Location | None = None, preemptive: bool = False, fitted: Iterable[str] = (),
                  a_available: int | None = None, rounds_loaded: int | None = None,
                  target_in_front_arc: bool = True, target_visible: bool = True,
                  two_weapons: bool = False, count_passing_hits: bool = True,
                  negative_a_kills: bool = True, _cost: int | None = None):
    """SK-6.10 as a generator for the state machine: it yields a ``LocationChoice`` whenever the
    shooter (Accurate) or the target (Good reflexes) may shift a rolled location, receives the
    shift (one of its ``options``), and returns the ``ShotResult``.  Arguments as
    ``resolve_shot``.  The checks are made before the first die: ``ShotRefused``."""
    reason = shot_refusal(weapon, kind, distance=distance, shooter=shooter, rounds=rounds,
                          a_available=a_available, rounds_loaded=rounds_loaded, called=called,
                          two_weapons=two_weapons, preemptive=preemptive,
                          target_in_front_arc=target_in_front_arc, target_visible=target_visible, fitted=fitted)
    if reason:
        raise ShotRefused(reason)
    n = rounds if kind is ShotKind.BURST else 1
    cost = _cost if _cost is not None else shot_cost(weapon, kind, rounds=n, skills=shooter.skills)
    rr = range_band(weapon, distance, shooter.skills, fitted=fitted)
    in_cover = bool(covers) if partly_hidden is None else partly_hidden
    mods = to_hit_modifiers(weapon, kind, band=rr.band, in_cover=in_cover, preemptive=preemptive, called=called,
                            shooter=shooter, target=target, two_weapons=two_weapons, fitted=fitted)
    steps = [Step.of("SK-6.4", "shot", f"shot.cost_{kind.value}", weapon=weapon.name, cost=cost, rounds=n,
                     data=(("cost", cost), ("rounds", n))), rr.step]
    burst = kind is ShotKind.BURST
    reroll = SMG_GUNNER in shooter.skills and weapon.burst_a is not None
    to_hits = [roll_to_hit(shooter.stats.C, mods, dice, burst=burst, reroll_ones=reroll, round_no=i + 1)
               for i in range(n)]
    run = _Running(target, covers)
    damage: list[CoverDamage] = []
    results = []
    for th in to_hits:
        r = yield from _round_sequence(th, weapon, rr.band, shooter, run, dice, called=called,
                                       count_passing_hits=count_passing_hits, negative_a_kills=negative_a_kills,
                                       damage=damage)
        results.append(r)
        steps.extend(r.steps)
    wounds = tuple(r.wound for r in results if r.wound is not None)
    if wounds:
        steps.append(Step.of("SK-17.1", "experience", "shot.tp", tp=len(wounds), data=(("tp", len(wounds)),)))
    helmet_destroyed = any(r.protection is not None and r.protection.destroyed for r in results)
    return ShotResult(weapon.id, kind, n, cost, rr, in_cover, mods, tuple(results), wounds, len(wounds),
                      helmet_destroyed, tuple(damage), run.target, tuple(steps))


def resolve_two_handguns(shooter: Shooter, first: WeaponProfile, second: WeaponProfile, distance: float,
                         target: Target, dice: Dice, *, accurate_shift: Shift = 0, reflexes_shift: Shift = 0,
                         **kw) -> tuple[ShotResult, ShotResult]:
    """SK-6.8: two handguns fired at once at the same target (see ``two_handguns_sequence``); the
    location shifts as numbers or policies."""
    try:
        check_fixed_shifts(accurate_shift, reflexes_shift, shooter.skills, target.skills, kw.get("called"))
    except ShiftNotAllowed as err:
        raise ShotRefused(str(err)) from None
    return run_choices(two_handguns_sequence(shooter, first, second, distance, target, dice, **kw),
                       answer_with(accurate_shift, reflexes_shift))


def two_handguns_sequence(shooter: Shooter, first: WeaponProfile, second: WeaponProfile, distance: float,
                          target: Target, dice: Dice, *, rounds_loaded: tuple[int | None, int | None] = (None, None),
                          a_available: int | None = None, covers: Sequence[CoverType | CrossedCover] = (),
                          partly_hidden: bool | None = None, **kw):
    """SK-6.8 as a generator (questions as ``shot_sequence``): both handguns fire at the same
    target, -2 on each, hip shots only, for the A of the dearer one (the first result carries the
    cost, the second costs 0), a round from each magazine.  Both shots are checked before any
    die; the second sees what the first did (wounds, a used helmet, the covers' damage).  ``kw``
    as ``shot_sequence`` (``preemptive``, ``fitted``, ``target_in_front_arc`` ...)."""
    if kw.get("kind", ShotKind.HIP) is not ShotKind.HIP:
        raise ShotRefused("two handguns fire single hip shots at once (SK-6.8)")
    kw.pop("kind", None)
    cost = two_handguns_cost(first, second)
    if a_available is not None and a_available < cost:
        raise ShotRefused(f"the two shots cost {cost} A, only {a_available} available (SK-6.8)")
    check = {k: v for k, v in kw.items() if k in ("called", "preemptive", "target_in_front_arc",
                                                   "target_visible", "fitted")}
    for w, loaded in zip((first, second), rounds_loaded, strict=True):
        reason = shot_refusal(w, ShotKind.HIP, distance=distance, shooter=shooter, rounds_loaded=loaded,
                              two_weapons=True, **check)
        if reason:
            raise ShotRefused(reason)
    hidden = bool(covers) if partly_hidden is None else partly_hidden
    r1 = yield from shot_sequence(shooter, first, distance, target, dice, two_weapons=True,
                                  rounds_loaded=rounds_loaded[0], covers=covers, partly_hidden=hidden,
                                  _cost=cost, **kw)
    destroyed = {d.object_id for d in r1.cover_damage if d.destroyed}
    absorbed = {d.object_id: d.absorbed_after for d in r1.cover_damage}
    left = [replace(c, absorbed=absorbed.get(c.key, c.absorbed)) for c in map(crossed, covers)
            if c.key not in destroyed]
    r2 = yield from shot_sequence(shooter, second, distance, r1.target_after, dice, two_weapons=True,
                                  rounds_loaded=rounds_loaded[1], covers=left, partly_hidden=hidden, _cost=0, **kw)
    return r1, r2


# --- SK-6.6 pre-emptive shots --------------------------------------------------------------------

@dataclass(frozen=True)
class PreemptiveCandidate:
    model_id: str
    reserved_a: int
    weapon: WeaponProfile | None = None           # the weapon in hand (no switch before it, SK-6.6)
    sees_target: bool = True
    target_in_front_arc: bool = True
    distance: float | None = None                 # to the target
    fired_preemptive: bool = False                # has already fired its pre-emptive shot
    rounds_loaded: int | None = None
    skills: frozenset[str] = frozenset()
    fitted: frozenset[str] = frozenset()          # telescopic sight / bipod on the weapon


def cheapest_shot(weapon: WeaponProfile) -> int | None:
    """The fewest A any shot with this weapon costs (a hip shot, or one round of a burst)."""
    costs = [c for c in (weapon.shot_a, weapon.burst_a) if c is not None]
    return min(costs) if costs else None


def preemptive_refusal(c: PreemptiveCandidate) -> str | None:
    """SK-6.6: why this model may not take a pre-emptive shot (None: it may)."""
    if c.fired_preemptive:
        return "after its pre-emptive shot a model may only change posture (SK-6.6)"
    if c.weapon is None or c.weapon.range is None or c.weapon.kind not in FIREARM_KINDS:
        return "no firearm in hand; no weapon switch before a pre-emptive shot (SK-6.6)"
    if not c.sees_target:
        return "the target is not seen (SK-6.6, SK-7.1)"
    if not c.target_in_front_arc:
        return "no pre-emptive shot at a model behind the shooter (SK-6.6, SK-7.3)"
    cost = cheapest_shot(c.weapon)
    if cost is None or c.reserved_a < cost:
        return f"{c.reserved_a} reserved A do not pay a shot ({cost} A) (SK-6.6)"
    if c.rounds_loaded is not None and c.rounds_loaded < 1:
        return f"{c.weapon.name} is empty (SK-4.13)"
    if c.distance is not None and c.distance > effective_range(c.weapon, c.skills, fitted=c.fitted) + 1e-9:
        return "the target is beyond the range (SK-6.1)"
    return None


def preemptive_order(candidates: Iterable[PreemptiveCandidate]) -> list[PreemptiveCandidate]:
    """SK-6.6: the models that may fire a pre-emptive shot, most reserved A first; ties: the one
    nearer the target first, then by model id (our rule; the book gives none)."""
    ok = [c for c in candidates if preemptive_refusal(c) is None]
    return sorted(ok, key=lambda c: (-c.reserved_a, c.distance if c.distance is not None else math.inf,
                                     c.model_id))


def after_preemptive_allowed(action: str) -> bool:
    """SK-6.6: after the pre-emptive shot, the reserve pays only posture changes."""
    return action in PREEMPTIVE_LEFTOVER_ACTIONS


def scout_counter_refusal(scout: PreemptiveCandidate) -> str | None:
    """SK-17.4 Scout, Ambiguity 34: when an enemy's pre-emptive shot is about to be fired at him, a
    Scout may first shoot at that enemy (a pre-emptive shot, -1), paid from the A he has left."""
    if SCOUT not in scout.skills:
        return "only a Scout shoots before an enemy's pre-emptive shot (SK-17.4)"
    return preemptive_refusal(replace(scout, fired_preemptive=False))


def scout_counter_cancels(counter: ShotResult, *, hit_means_reached: bool = True) -> bool:
    """SK-17.4 Scout: if the Scout's shot hits, the enemy may no longer shoot.  Best reading: a
    hit counts when it reaches the model (not stopped by cover); the other reading
    (``hit_means_reached=False``) counts any successful to-hit roll."""
    return counter.reached if hit_means_reached else counter.hits > 0
