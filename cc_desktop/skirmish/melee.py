"""Melee (SK-9, with SK-4.14, SK-13 warm clothing, SK-17.4 Knife fighter and Brawler): the charge's
conditions, the attack roll, the hit location, the wound-avoidance Strength test and the 1-inch
push-back.

Functions of values, dice passed in; results are frozen and carry their explained steps.  The
engine moves the pushed model (``PushBack``), handles walls (step aside) and edges (Falling,
SK-5.4).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Iterable

from cc_desktop.skirmish.decisions import ENGLISH, msg
from cc_desktop.skirmish.dice import Dice, standard_test
from cc_desktop.skirmish.explain import Parts, Step, signed
from cc_desktop.skirmish.types import Location, Point, Posture, Stats, WeaponProfile
from cc_desktop.skirmish.wounds import (LocationResult, Shift, WoundResult, WoundSource, answer_with, apply_wound,
                                        check_fixed_shifts, location_sequence, run_choices)

#: the English templates of this module's steps (explain.Step codes)
STEP_MESSAGES = {
    "melee.push_back": "Pushed 1 inch straight back, free (SK-9): to ({x}, {y})",
    "melee.tp": "The attacker gains 1 TP (SK-17.1)",
    # SK-17.4: the skills' bonuses in a blow's {e_bonus} / {c_bonus} (explain.Parts)
    "melee.bonus_e.brawler": "(incl. Brawler {value} E)",
    "melee.bonus_c.brawler": "{value} Brawler C",
    "melee.bonus_c.knife_fighter": "{value} Knife fighter C",
}
#: the skills' names in attack_bonuses -> their ids (the codes of their bonuses' words)
_BONUS_SKILL = {"Knife fighter": "knife_fighter", "Brawler": "brawler"}
for _b, _bw in (("", ""), ("_brawler", " (defender's E incl. Brawler +1)")):
    for _r in ("hit", "miss"):
        STEP_MESSAGES[f"melee.blow{_b}_{_r}"] = ("{weapon} blow ({cost} A, SK-4.14): D6 {roll} + E {e_att} - "
                                                 "E {e_def}{e_bonus}{c_bonus}" + _bw + " = {total}, needs 6: " + _r + " (SK-9)")
for _m, _mw in (("", ""), ("_mod", " {mod} {location}"), ("_mod_bare", " {mod} {location} (bare hands)")):
    for _w, _ww in (("", ""), ("_warm", " +1 warm clothing (SK-13)")):
        for _r, _rw in (("avoided", "wound avoided"), ("wounded", "wounded")):
            STEP_MESSAGES[f"melee.wound_test{_m}{_w}_{_r}"] = ("Wound-avoidance test (SK-9): D6 {roll} + E {e}" + _mw + _ww
                                                               + " = {total}, needs 6: " + _rw)
ENGLISH.add(STEP_MESSAGES)


KNIFE_FIGHTER = "knife_fighter"
BRAWLER = "brawler"
WARM_CLOTHING = "warm_clothing"

#: Stabbing or cutting weapons (SK-17.4 Knife fighter) when the weapon is a plain WeaponProfile
#: (the data's WeaponDef says so itself: ``cutting``).
STAB_OR_CUT = frozenset({"knife", "bayonet", "entrenching_tool", "throwing_knife"})

#: SK-9: the wound-avoidance test's modifiers by location, armed and bare-handed.
WOUND_TEST_MODIFIER = {Location.HEAD: -2, Location.BODY: -1, Location.ARM: 0, Location.LEG: 0}
WOUND_TEST_MODIFIER_UNARMED = {Location.HEAD: -1, Location.BODY: 0, Location.ARM: 0, Location.LEG: 0}
#: SK-9: the distance a wounded model is pushed back.
PUSH_BACK_INCHES = 1.0


def is_stab_or_cut(weapon: WeaponProfile) -> bool:
    cutting = getattr(weapon, "cutting", None)
    if cutting is not None:
        return bool(cutting)
    return weapon.id in STAB_OR_CUT


def melee_cost(weapon: WeaponProfile) -> int:
    """SK-4.14: each blow costs the weapon's melee A (bare hands too)."""
    if weapon.melee_a is None:
        raise ValueError(f"{weapon.name} is not a melee weapon (SK-4.14)")
    return weapon.melee_a


def melee_refusal(weapon: WeaponProfile | None, *, a_available: int, in_base_contact: bool,
                  target_is_enemy: bool = True) -> str | None:
    """SK-9, SK-4.14: why a blow cannot be struck (None: it can)."""
    if weapon is None or weapon.melee_a is None:
        return "no melee weapon in hand (bare hands count, SK-4.14)"
    if not target_is_enemy:
        return "only an enemy model can be struck (SK-9)"
    if not in_base_contact:
        return "a blow needs base contact (SK-9)"
    if a_available < weapon.melee_a:
        return f"the blow costs {weapon.melee_a} A, only {a_available} available (SK-4.14)"
    return None


@dataclass(frozen=True)
class ChargeCheck:
    allowed: bool                 # the charge move may be made
    reason: str | None
    attack_allowed: bool          # the immediate attack can be paid after the move
    move_cost: int
    attack_cost: int | None


def charge_check(*, seen_at_turn_start: bool, ends_in_base_contact: bool, a_available: int,
                 move_cost: int, weapon: WeaponProfile | None, target_is_enemy: bool = True) -> ChargeCheck:
    """SK-9: a charge is a normal move ending in base contact with an enemy the charging model saw
    at the very start of its side's turn (Ambiguity 14); the immediate attack costs the weapon's
    melee A (Ambiguity 13), so it follows only if A are left for it."""
    cost = weapon.melee_a if weapon is not None else None
    reason = None
    if not target_is_enemy:
        reason = "only an enemy model can be charged (SK-9)"
    elif not seen_at_turn_start:
        reason = "a charge needs a target seen at the start of the turn (SK-9, Ambiguity 14)"
    elif not ends_in_base_contact:
        reason = "a charge ends in base contact (SK-9)"
    elif move_cost > a_available:
        reason = f"the move costs {move_cost} A, only {a_available} available (SK-9, SK-5.1)"
    if reason:
        return ChargeCheck(False, reason, False, move_cost, cost)
    attack = cost is not None and a_available - move_cost >= cost
    return ChargeCheck(True, None, attack, move_cost, cost)


@dataclass(frozen=True)
class PushBack:
    """SK-9: the wounded model steps 1 inch straight away from the attacker, free of A; the engine
    moves it (to ``to``), or sideways if something blocks it, or lets it fall (SK-5.4)."""
    dx: float                     # unit vector, attacker -> defender
    dy: float
    distance: float
    frm: Point
    to: Point
    cost: int = 0
    who: str = "defender"         # the wounded model is the one that steps back


def push_back(attacker_at: Point, defender_at: Point, facing: float | None = None) -> PushBack:
    """SK-9: 1 inch straight away from the attacker.  Two models on one point (the table's bases
    may overlap: nothing in the book keeps a figure off another's base) have no "away": the
    defender is pushed the way the attacker faces, the way the blow comes (``facing``, degrees)."""
    dx, dy = defender_at.x - attacker_at.x, defender_at.y - attacker_at.y
    n = math.hypot(dx, dy)
    if n == 0:
        if facing is None:
            raise ValueError("the attacker and the defender stand on the same point")
        dx, dy, n = math.cos(math.radians(facing)), math.sin(math.radians(facing)), 1.0
    ux, uy = dx / n, dy / n
    to = Point(defender_at.x + ux * PUSH_BACK_INCHES, defender_at.y + uy * PUSH_BACK_INCHES, defender_at.z)
    return PushBack(ux, uy, PUSH_BACK_INCHES, defender_at, to)


@dataclass(frozen=True)
class Fighter:
    stats: Stats                  # current values
    skills: frozenset[str] = frozenset()
    equipment: frozenset[str] = frozenset()   # "warm_clothing"
    wounds: int = 0
    bleeding: bool = False
    posture: Posture = Posture.STANDING
    bare_handed: bool = False     # fighting with bare hands (the Brawler's bonus as defender)
    at: Point | None = None
    facing: float | None = None   # degrees: the way a blow comes when both stand on one point


@dataclass(frozen=True)
class MeleeResult:
    weapon_id: str
    cost: int
    attack_strength: int          # the attacker's E with bonuses
    attack_bonus: int             # skill bonuses to the attack roll
    defence_strength: int         # the defender's E with bonuses
    roll: int
    total: int
    hit: bool
    location: LocationResult | None
    test_roll: int | None
    test_modifier: int | None
    test_total: int | None
    avoided: bool | None          # the wound-avoidance test passed
    wound: WoundResult | None
    push: PushBack | None         # when wounded and positions were given
    tp_gained: int
    steps: tuple[Step, ...]

    @property
    def morale_test_due(self) -> bool:
        return self.wound is not None and self.wound.morale_test_due


def attack_bonuses(weapon: WeaponProfile, skills: Iterable[str], *, c_bonus_to_attack: bool = True
                   ) -> tuple[tuple[str, int, int], ...]:
    """SK-17.4: (skill, E bonus, C bonus) in melee.  Knife fighter +1 C with a stabbing or cutting
    weapon; Brawler +1 C and +1 E bare-handed."""
    s = set(skills)
    out = []
    if KNIFE_FIGHTER in s and is_stab_or_cut(weapon):
        out.append(("Knife fighter", 0, 1))
    if BRAWLER in s and weapon.unarmed:
        out.append(("Brawler", 1, 1))
    return tuple(out)


def melee_attack(attacker: Fighter, defender: Fighter, weapon: WeaponProfile, dice: Dice, *,
                 accurate_shift: Shift = 0, reflexes_shift: Shift = 0, c_bonus_to_attack: bool = True,
                 negative_a_kills: bool = True) -> MeleeResult:
    """SK-9: one blow (see ``melee_sequence``); the location shifts are numbers (-1, 0, +1) or
    policies ``f(result) -> shift``."""
    check_fixed_shifts(accurate_shift, reflexes_shift, attacker.skills, defender.skills)
    return run_choices(melee_sequence(attacker, defender, weapon, dice, c_bonus_to_attack=c_bonus_to_attack,
                                      negative_a_kills=negative_a_kills),
                       answer_with(accurate_shift, reflexes_shift))


def melee_sequence(attacker: Fighter, defender: Fighter, weapon: WeaponProfile, dice: Dice, *,
                   c_bonus_to_attack: bool = True, negative_a_kills: bool = True):
    """SK-9: one blow.  Attack D6 + E(attacker) - E(defender) >= 6 hits; the location is rolled
    (Accurate / Good reflexes may shift it); the defender avoids the wound with D6 + E + modifier
    >= 6 (head -2, body -1; against bare hands head -1, body 0; warm clothing +1 against bare
    hands, Ambiguity 32).  A wounded defender is pushed 1 inch straight back.

    Skill bonuses (SK-17.4): Brawler's +1 E counts in the attack roll (and, for a bare-handed
    defender, in the defender's E); the Knife fighter's and Brawler's +1 C count on the attack roll
    (``c_bonus_to_attack``, our reading: C is not otherwise used in melee).

    A generator: yields a ``LocationChoice`` when Accurate / Good reflexes may shift the location,
    receives the shift, returns the ``MeleeResult``."""
    cost = melee_cost(weapon)
    bonuses = attack_bonuses(weapon, attacker.skills)
    e_att = attacker.stats.E + sum(b[1] for b in bonuses)
    c_bonus = sum(b[2] for b in bonuses) if c_bonus_to_attack else 0
    def_bonus = 1 if (BRAWLER in defender.skills and defender.bare_handed) else 0
    e_def = defender.stats.E + def_bonus
    # SK-9 the attack roll D6 + E(attacker) - E(defender) >= 6: the standard test's form (SK-0.2)
    attack = standard_test(dice, e_att - e_def + c_bonus, "melee attack")
    roll, total, hit = attack.roll, attack.total, attack.ok
    e_bonus = Parts(msg("SK-17.4", f"melee.bonus_e.{_BONUS_SKILL[name]}", value=signed(e))
                    for name, e, _c in bonuses if e)
    c_txt = Parts(msg("SK-17.4", f"melee.bonus_c.{_BONUS_SKILL[name]}", value=signed(c))
                  for name, _, c in bonuses if c) if c_bonus else Parts()
    code = "melee.blow" + ("_brawler" if def_bonus else "") + ("_hit" if hit else "_miss")
    steps = [attack.step("SK-9", "melee_attack", code, weapon=weapon.name, cost=cost, e_att=e_att, e_def=e_def,
                         e_bonus=e_bonus, c_bonus=c_txt, data=(("total", total),))]
    if not hit:
        return MeleeResult(weapon.id, cost, e_att, c_bonus, e_def, roll, total, False, None, None, None, None,
                           None, None, None, 0, tuple(steps))
    loc = yield from location_sequence(dice, attacker_skills=attacker.skills, defender_skills=defender.skills)
    steps.extend(loc.steps)
    table = WOUND_TEST_MODIFIER_UNARMED if weapon.unarmed else WOUND_TEST_MODIFIER
    mod = table[loc.location]
    warm = 1 if (weapon.unarmed and WARM_CLOTHING in defender.equipment) else 0
    # SK-9 the wound-avoidance E test, a standard test (SK-0.2)
    test = standard_test(dice, e_def, "wound-avoidance Strength test", bonus=mod + warm)
    t_roll, t_total, avoided = test.roll, test.total, test.ok
    code = ("melee.wound_test" + ("_mod" if mod else "") + ("_bare" if mod and weapon.unarmed else "")
            + ("_warm" if warm else "") + ("_avoided" if avoided else "_wounded"))
    steps.append(test.step("SK-9", "wound_test", code, e=e_def, mod=signed(mod), location=loc.location.value,
                           data=(("total", t_total), ("modifier", mod + warm))))
    if avoided:
        return MeleeResult(weapon.id, cost, e_att, c_bonus, e_def, roll, total, True, loc, t_roll, mod + warm,
                           t_total, True, None, None, 0, tuple(steps))
    w = apply_wound(defender.stats, loc.location, wounds_before=defender.wounds, skills=defender.skills,
                    source=WoundSource.MELEE, bleeding_before=defender.bleeding, posture=defender.posture,
                    negative_a_kills=negative_a_kills)
    steps.extend(w.steps)
    push = None
    if attacker.at is not None and defender.at is not None and not w.dead:
        push = push_back(attacker.at, defender.at, attacker.facing)
        steps.append(Step.of("SK-9", "push_back", "melee.push_back", x=f"{push.to.x:.1f}", y=f"{push.to.y:.1f}"))
    steps.append(Step.of("SK-17.1", "experience", "melee.tp", data=(("tp", 1),)))
    return MeleeResult(weapon.id, cost, e_att, c_bonus, e_def, roll, total, True, loc, t_roll, mod + warm,
                       t_total, False, w, push, 1, tuple(steps))
