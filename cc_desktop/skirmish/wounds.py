"""Wounds (SK-18): the hit-location table and its shifts, the temporary effects of a wound, death
on the third wound, consciousness, bleeding, the sources of wounds that do not bleed, bandaging
(SK-4.10) and the permanent effects rolled after a battle (SK-18.5).

Functions of values, dice passed in; results are frozen and carry their explained steps.  They
never change a model: the state machine applies them.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Callable, Mapping, Sequence

from cc_desktop.skirmish.decisions import ENGLISH
from cc_desktop.skirmish.dice import Dice, standard_test
from cc_desktop.skirmish.explain import Step
from cc_desktop.skirmish.types import STAT_NAMES, ZERO, Location, Posture, Stats

ACCURATE = "accurate"
GOOD_REFLEXES = "good_reflexes"
TOUGH = "tough"
MEDIC = "medic"

STAT_LABEL = {"C": "C", "U": "Ü", "E": "E", "M": "M"}

#: the English templates of the steps of this module (explain.Step codes)
STEP_MESSAGES = {
    "wound.called_location": "Called shot: hits the {location}, no location roll (SK-6.5)",
    "wound.location": "Hit location (SK-18.4): rolled {roll}, {location}",
    "wound.shift_accurate": "Accurate (SK-17.4): {was} shifted to {now}, {location}",
    "wound.shift_reflexes": "Good reflexes (SK-17.4): {was} shifted to {now}, {location}",
    "wound.wound": "Wound {number}, {location} (SK-18.2): {parts}, A -{loss}; A {a_before} -> {a_after}",
    "wound.falls_down": "Falls down (crouching) (SK-18.2)",
    "wound.drops_weapon": "Drops what is in his hands (SK-18.2)",
    "wound.third_wound": "Third wound in this battle: dies (SK-18.1)",
    "wound.tough": "Tough: does not die of a third wound (SK-17.4)",
    "wound.death": "A {a} is below 0: dies (SK-18.3)",
    "wound.unconscious": "A characteristic at 0 or below (or A at 0): unconscious (SK-18.3, Ambiguity 28)",
    "wound.bleeding": "Bleeding (SK-18.3): -1 {stat} ({before} -> {after}), A {a}",
    "wound.bleeding_unconscious": "Bleeding (SK-18.3): -1 {stat} ({before} -> {after}), A {a}; unconscious",
    "wound.bled_to_death": "Bleeding (SK-18.3): -1 {stat} ({before} -> {after}), A {a}; bled to death",
    "wound.bandage_ok": "Bandaging ({cost} A, SK-4.10): D6 {roll} + Ü {u} = {total}, needs 6: success, the bleeding stops",
    "wound.bandage_failed": ("Bandaging ({cost} A, SK-4.10): D6 {roll} + Ü {u} = {total}, needs 6: failed, "
                             "the wound goes on bleeding"),
    "wound.bandage_medic_ok": ("Bandaging ({cost} A, SK-4.10): D6 {roll} + Ü {u} +1 Medic = {total}, needs 6: "
                               "success, the bleeding stops"),
    "wound.bandage_medic_failed": ("Bandaging ({cost} A, SK-4.10): D6 {roll} + Ü {u} +1 Medic = {total}, needs 6: "
                                   "failed, the wound goes on bleeding"),
    "wound.restored": "Restored {parts} (1 point, SK-4.10)",
    "wound.restored_medic": "Restored {parts} (Medic: 3 points, SK-17.4)",
    "wound.restored_nothing": "Restored nothing (SK-4.10)",
    "wound.permanent": "Permanent effect of the {location} wound (SK-18.5): rolled {roll}: {parts}",
    "wound.permanent_missed": ("Permanent effect of the {location} wound (SK-18.5): rolled {roll}: {parts}, "
                               "misses {missed} battle(s)"),
    "wound.permanent_nothing": "Permanent effect of the {location} wound (SK-18.5): rolled {roll}: nothing",
    "wound.permanent_nothing_missed": ("Permanent effect of the {location} wound (SK-18.5): rolled {roll}: nothing, "
                                       "misses {missed} battle(s)"),
    "wound.medic_missed": "Bandaged by a Medic: misses {missed} battle(s), not {was} (SK-17.4)",
    "wound.permanent_total": "Permanently {parts} (A -{loss}); misses {missed} battle(s) (the largest, SK-18.5)",
    "wound.no_permanent": "No permanent loss; misses {missed} battle(s) (the largest, SK-18.5)",
}
ENGLISH.add(STEP_MESSAGES)


def stat_parts(points: Stats, sign: str) -> str:
    """"-1 C, -2 Ü": the characteristics a step names, with their points (symbols, not words)."""
    return ", ".join(f"{sign}{points.get(n)} {STAT_LABEL[n]}" for n in STAT_NAMES if points.get(n))


# --- SK-18.4 hit location ------------------------------------------------------------------------

#: SK-18.4: D6 -> location.
LOCATION_TABLE: dict[int, Location] = {1: Location.LEG, 2: Location.LEG, 3: Location.BODY,
                                        4: Location.BODY, 5: Location.ARM, 6: Location.HEAD}


def location_for(roll: int) -> Location:
    if roll not in LOCATION_TABLE:
        raise ValueError(f"hit-location result {roll} is not on the table (1-6)")
    return LOCATION_TABLE[roll]


#: A shift: a number (-1, 0, +1) or a policy that picks it from the rolled result.
Shift = int | Callable[[int], int]


class ShiftNotAllowed(ValueError):
    pass


def check_shift(roll: int, shift: int, has_skill: bool, who: str, skill: str,
                called: bool = False) -> None:
    """SK-17.4: Accurate (shooter, when it hits) and Good reflexes (target, when wounded) may
    change the rolled location by 1 - the result must stay on the table; Good reflexes not against
    a called shot (SK-6.5)."""
    if shift == 0:
        return
    if shift not in (-1, 1):
        raise ShiftNotAllowed(f"{who}: a location may be shifted by 1 only, not {shift} (SK-17.4)")
    if not has_skill:
        raise ShiftNotAllowed(f"{who}: shifting the location needs the {skill} skill (SK-17.4)")
    if called:
        raise ShiftNotAllowed(f"{who}: {skill} cannot shift a called shot (SK-6.5)")
    if not 1 <= roll + shift <= 6:
        raise ShiftNotAllowed(f"{who}: {roll}{shift:+d} is not on the hit-location table (SK-18.4)")


@dataclass(frozen=True)
class LocationResult:
    roll: int | None              # None: a called shot (no roll, SK-6.5)
    attacker_shift: int
    defender_shift: int
    final: int | None
    location: Location
    called: bool
    steps: tuple[Step, ...]


@dataclass(frozen=True)
class LocationChoice:
    """A question the location sequence asks (SK-17.4): may the rolled result move by 1?  The
    answer sent back is the shift, one of ``options`` (0 = leave it)."""
    who: str                      # "attacker" (Accurate) or "defender" (Good reflexes)
    skill: str                    # "accurate" / "good_reflexes"
    result: int                   # the result so far
    options: tuple[int, ...]      # the shifts allowed: 0 and those of -1, +1 that stay on the table
    round: int = 1                # the round of a burst it belongs to


def _options(result: int) -> tuple[int, ...]:
    return tuple(s for s in (-1, 0, 1) if 1 <= result + s <= 6)


def location_sequence(dice: Dice, *, attacker_skills: frozenset[str] | set[str] = frozenset(),
                      defender_skills: frozenset[str] | set[str] = frozenset(),
                      called: Location | None = None, round_no: int = 1):
    """SK-18.4, SK-6.5, SK-17.4 as a generator: rolls the location, yields a ``LocationChoice`` to
    the attacker if he is Accurate and then to the defender if he has Good reflexes (the state
    machine turns them into decisions), receives each shift, and returns the ``LocationResult``.
    A called shot has no roll and asks nothing."""
    if called is not None:
        step = Step.of("SK-6.5", "location", "wound.called_location", location=called.value,
                       data=(("location", called.value),))
        return LocationResult(None, 0, 0, None, called, True, (step,))
    roll = dice.d6("hit location")
    steps = [Step.of("SK-18.4", "location", "wound.location", roll=roll, location=location_for(roll).value,
                     data=(("location", location_for(roll).value),))]
    a = 0
    if ACCURATE in attacker_skills:
        a = yield LocationChoice("attacker", ACCURATE, roll, _options(roll), round_no)
        a = int(a or 0)
        check_shift(roll, a, True, "attacker", "Accurate")
    now = roll + a
    if a:
        steps.append(Step.of("SK-17.4", "location_shift", "wound.shift_accurate", was=roll, now=now,
                             location=location_for(now).value,
                             data=(("shift", a), ("location", location_for(now).value))))
    d = 0
    if GOOD_REFLEXES in defender_skills:
        d = yield LocationChoice("defender", GOOD_REFLEXES, now, _options(now), round_no)
        d = int(d or 0)
        check_shift(now, d, True, "target", "Good reflexes")
    final = now + d
    if d:
        steps.append(Step.of("SK-17.4", "location_shift", "wound.shift_reflexes", was=now, now=final,
                             location=location_for(final).value,
                             data=(("shift", d), ("location", location_for(final).value))))
    return LocationResult(roll, a, d, final, location_for(final), False, tuple(steps))


def check_fixed_shifts(attacker_shift: Shift, defender_shift: Shift, attacker_skills, defender_skills,
                       called: Location | None = None) -> None:
    """A shift given as a number is checked before any die is rolled (the table's bounds once the
    result is known); a policy is only asked when the skill allows a shift."""
    for shift, skills, skill, who, name in ((attacker_shift, attacker_skills, ACCURATE, "attacker", "Accurate"),
                                            (defender_shift, defender_skills, GOOD_REFLEXES, "target",
                                             "Good reflexes")):
        if callable(shift) or shift == 0:
            continue
        if shift not in (-1, 1):
            raise ShiftNotAllowed(f"{who}: a location may be shifted by 1 only, not {shift} (SK-17.4)")
        if skill not in skills:
            raise ShiftNotAllowed(f"{who}: shifting the location needs the {name} skill (SK-17.4)")
        if called is not None:
            raise ShiftNotAllowed(f"{who}: {name} cannot shift a called shot (SK-6.5)")


def answer_with(attacker_shift: Shift = 0, defender_shift: Shift = 0):
    """The answers to ``LocationChoice`` questions given as numbers or policies."""
    def answer(choice: LocationChoice) -> int:
        shift = attacker_shift if choice.who == "attacker" else defender_shift
        return int(shift(choice.result)) if callable(shift) else shift
    return answer


def run_choices(gen, answer):
    """Drive a sequence generator, answering each question with ``answer(question)``; returns the
    generator's result."""
    try:
        question = next(gen)
        while True:
            question = gen.send(answer(question))
    except StopIteration as stop:
        return stop.value


def roll_location(dice: Dice, *, attacker_skills: frozenset[str] | set[str] = frozenset(),
                  defender_skills: frozenset[str] | set[str] = frozenset(),
                  attacker_shift: Shift = 0, defender_shift: Shift = 0,
                  called: Location | None = None) -> LocationResult:
    """SK-18.4 (and SK-6.5, SK-17.4): roll the location, then the attacker's Accurate shift and
    the defender's Good reflexes shift (each -1, 0 or +1, or a policy given the result so far).
    A called shot hits the named part: no roll, and Good reflexes cannot change it."""
    check_fixed_shifts(attacker_shift, defender_shift, attacker_skills, defender_skills, called)
    return run_choices(location_sequence(dice, attacker_skills=attacker_skills, defender_skills=defender_skills,
                                         called=called), answer_with(attacker_shift, defender_shift))


# --- SK-18.2 temporary effects -------------------------------------------------------------------

@dataclass(frozen=True)
class WoundEffect:
    reduction: Stats
    falls_down: bool
    drops_weapon: bool


#: SK-18.2, exactly: the points each location takes (A drops by their sum).
WOUND_EFFECTS: dict[Location, WoundEffect] = {
    Location.HEAD: WoundEffect(Stats(C=5, U=5, E=4, M=4), False, False),
    Location.BODY: WoundEffect(Stats(C=1, U=1, E=2, M=2), True, True),
    Location.ARM: WoundEffect(Stats(C=2, U=1, E=1, M=1), False, True),
    Location.LEG: WoundEffect(Stats(C=0, U=1, E=2, M=2), True, False),
}


class Condition(str, Enum):
    OK = "ok"
    UNCONSCIOUS = "unconscious"
    DEAD = "dead"


def condition(stats: Stats) -> Condition:
    """SK-18.3, Ambiguity 28: any characteristic at 0 or below, or A at 0: unconscious; A below
    0: dead."""
    if stats.A < 0:
        return Condition.DEAD
    if stats.A == 0 or any(stats.get(n) <= 0 for n in STAT_NAMES):
        return Condition.UNCONSCIOUS
    return Condition.OK


class WoundSource(str, Enum):
    SHOT = "shot"
    MELEE = "melee"
    BLAST = "blast"               # grenade, rifle grenade, mortar fragments
    FLAME = "flame"               # flamethrower
    JUMP_FUMBLE = "jump_fumble"   # SK-5.2
    FALL = "fall"                 # SK-5.4 (bleeds only from more than 5 inches)
    OVERTURN = "overturn"         # SK-14.10
    BURN = "burn"                 # SK-12.3 burning clothes
    VEHICLE = "vehicle"           # SK-14.12 passenger wound
    ANIMAL = "animal"


#: one template per source: "A jump fumble wound does not bleed (SK-18.3)"
STEP_MESSAGES.update({f"wound.no_bleeding_{w.value}": f"A {w.value.replace('_', ' ')} wound does not bleed (SK-18.3)"
                      for w in WoundSource})
ENGLISH.add(STEP_MESSAGES)

#: SK-18.3: wounds that never bleed.
NON_BLEEDING = frozenset({WoundSource.JUMP_FUMBLE, WoundSource.OVERTURN, WoundSource.BURN})


def wound_bleeds(source: WoundSource, fall_height: float | None = None) -> bool:
    """SK-18.3, SK-5.4: jump fumbles, overturned vehicles and burns never bleed; a fall bleeds only
    from more than 5 inches."""
    if source is WoundSource.FALL:
        if fall_height is None:
            raise ValueError("a fall wound needs the height fallen (SK-5.4)")
        return fall_height > 5
    return source not in NON_BLEEDING


def fall_wound_count(height: float) -> int:
    """SK-5.4: one wound per full 2 inches fallen."""
    return int(height // 2) if height > 0 else 0


@dataclass(frozen=True)
class WoundResult:
    """SK-18: one wound and what it does (the state machine applies it)."""
    location: Location
    source: WoundSource
    wound_number: int             # 1 for the first wound of this battle
    reduction: Stats              # temporary reductions of this wound (SK-18.2)
    stats_before: Stats
    stats_after: Stats
    falls_down: bool              # posture becomes crouching (SK-18.2)
    posture_after: Posture | None  # None: unchanged / not given
    drops_weapon: bool            # whatever is in the hands falls to the ground (SK-18.2)
    bleeds: bool                  # this wound is of a bleeding kind
    bleeding_after: bool          # the model bleeds after it (only one wound ever bleeds)
    killed_by_third_wound: bool
    condition: Condition          # after the wound
    morale_test_due: bool         # SK-10.2: a conscious survivor tests morale at once
    steps: tuple[Step, ...]

    @property
    def dead(self) -> bool:
        return self.condition is Condition.DEAD

    @property
    def out_of_play(self) -> bool:
        return self.condition is not Condition.OK


def apply_wound(stats: Stats, location: Location, *, wounds_before: int = 0,
                skills: frozenset[str] | set[str] = frozenset(), source: WoundSource = WoundSource.SHOT,
                fall_height: float | None = None, bleeding_before: bool = False,
                posture: Posture | None = None, negative_a_kills: bool = True,
                bleeds: bool | None = None) -> WoundResult:
    """SK-18.1-18.3: the wound's temporary reductions (A drops by their sum), falling down and
    dropping the weapon, the third wound in a battle kills unless Tough, and consciousness
    (``negative_a_kills``: A below 0 after the wound kills outright, as bleeding does; the book's
    "one hit can kill outright").  ``bleeds``: whether the wound is of a bleeding kind when a
    resolution already decided it (a shot's, a blow's); None: by its source (SK-18.3, SK-5.4)."""
    eff = WOUND_EFFECTS[location]
    after = stats.minus(eff.reduction)
    number = wounds_before + 1
    r = eff.reduction
    steps = [Step.of("SK-18.2", "wound", "wound.wound", number=number, location=location.value,
                     parts=stat_parts(r, "-"), loss=r.A, a_before=stats.A, a_after=after.A,
                     data=(("location", location.value), ("number", number)))]
    if eff.falls_down:
        steps.append(Step.of("SK-18.2", "falls_down", "wound.falls_down"))
    if eff.drops_weapon:
        steps.append(Step.of("SK-18.2", "drops_weapon", "wound.drops_weapon"))
    bleeds = wound_bleeds(source, fall_height) if bleeds is None else bool(bleeds)
    if not bleeds:
        steps.append(Step.of("SK-18.3", "no_bleeding", f"wound.no_bleeding_{source.value}"))
    third = number >= 3 and TOUGH not in skills
    if third:
        cond = Condition.DEAD
        steps.append(Step.of("SK-18.1", "death", "wound.third_wound"))
    else:
        if number >= 3:
            steps.append(Step.of("SK-17.4", "tough", "wound.tough"))
        cond = condition(after)
        if cond is Condition.DEAD and not negative_a_kills:
            cond = Condition.UNCONSCIOUS
        if cond is Condition.DEAD:
            steps.append(Step.of("SK-18.3", "death", "wound.death", a=after.A))
        elif cond is Condition.UNCONSCIOUS:
            steps.append(Step.of("SK-18.3", "unconscious", "wound.unconscious"))
    falls = eff.falls_down
    posture_after = (Posture.CROUCHING if falls and posture is Posture.STANDING else posture)
    return WoundResult(location, source, number, r, stats, after, falls, posture_after, eff.drops_weapon,
                       bleeds, bleeding_before or bleeds, third, cond,
                       cond is Condition.OK, tuple(steps))


# --- SK-18.3 bleeding ----------------------------------------------------------------------------

@dataclass(frozen=True)
class BleedResult:
    stat: str                     # "C", "U", "E" or "M": the point lost
    stats_before: Stats
    stats_after: Stats
    next_stat: str                # the rotation's next
    condition: Condition
    step: Step


def bleed(stats: Stats, next_stat: str = "C") -> BleedResult:
    """SK-18.3: a bleeding model loses 1 point at the start of each of its own turns (Ambiguity
    29), in strict rotation C, Ü, E, M; a characteristic at 0 (or below): unconscious; A at 0:
    faints; A below 0: dead."""
    if next_stat not in STAT_NAMES:
        raise ValueError(f"no characteristic {next_stat!r}")
    after = stats.plus(**{next_stat: -1})
    nxt = STAT_NAMES[(STAT_NAMES.index(next_stat) + 1) % 4]
    cond = condition(after)
    code = {Condition.UNCONSCIOUS: "wound.bleeding_unconscious", Condition.DEAD: "wound.bled_to_death"}.get(
        cond, "wound.bleeding")
    return BleedResult(next_stat, stats, after, nxt, cond,
                       Step.of("SK-18.3", "bleeding", code, stat=STAT_LABEL[next_stat], before=stats.get(next_stat),
                               after=after.get(next_stat), a=after.A, data=(("stat", next_stat),)))


# --- SK-4.10 bandaging ---------------------------------------------------------------------------

BANDAGE_COST = 3
MEDIC_BANDAGE_COST = 4


def bandage_cost(skills: frozenset[str] | set[str]) -> int:
    """SK-4.10: 3 A (a Medic spends 4)."""
    return MEDIC_BANDAGE_COST if MEDIC in skills else BANDAGE_COST


def bandage_refusal(*, has_bandage: bool, patient_bleeding: bool, a_available: int,
                    bandager_skills: frozenset[str] | set[str] = frozenset()) -> str | None:
    """SK-4.10: why a bandaging cannot be done (None: it can).  Base contact is the engine's."""
    if not has_bandage:
        return "bandaging needs a bandage (SK-4.10)"
    if not patient_bleeding:
        return "the model has no bleeding wound to bandage (SK-4.10, SK-18.3)"
    cost = bandage_cost(bandager_skills)
    if a_available < cost:
        return f"bandaging costs {cost} A, only {a_available} left (SK-4.10)"
    return None


@dataclass(frozen=True)
class BandageResult:
    cost: int
    roll: int
    total: int
    success: bool
    bleeding_stops: bool
    restored: Stats               # points given back (success only)
    patient_after: Stats
    medic: bool                   # a Medic's bandaging: one battle fewer missed (SK-17.4)
    steps: tuple[Step, ...]

    @property
    def condition_after(self) -> Condition:
        """SK-18.3: an unconscious patient wakes when every characteristic is at least 1 again."""
        return condition(self.patient_after)


@dataclass(frozen=True)
class RestoreChoice:
    """A question of the bandaging (SK-4.10, SK-18.1): which characteristic gets the next point
    back; the answer sent back is one of ``options`` (a stat name: C, U, E, M)."""
    options: tuple[str, ...]      # the characteristics that lost points not yet given back
    left: int                     # points still to give, this one included
    current: tuple[tuple[str, int], ...]  # the patient's characteristics now, with the points given so far
    roll: int = 0                 # the bandaging roll that succeeded
    total: int = 0


def lowest_first(choice: RestoreChoice) -> str:
    """The default answer: the lowest current characteristic first (an unconscious model wakes),
    ties in the order C, Ü, E, M."""
    cur = dict(choice.current)
    return min(choice.options, key=lambda k: (cur[k], STAT_NAMES.index(k)))


def bandage_sequence(bandager_stats: Stats, patient_stats: Stats, patient_lost: Stats, dice: Dice, *,
                     bandager_skills: frozenset[str] | set[str] = frozenset(),
                     restore: Mapping[str, int] | None = None):
    """SK-4.10, SK-17.4 as a generator: the bandager tests his current Ü (D6 + Ü >= 6, Medic +1).
    Success: the bleeding stops and 1 temporarily lost point comes back (a Medic: 3, freely
    distributed); ``patient_lost`` is the total of the patient's temporary losses this battle
    (wounds and bleeding), which caps what comes back.  Without ``restore`` (the points named)
    each point is a :class:`RestoreChoice` question when more than one characteristic may take
    it.  Failure: it goes on bleeding.  Returns the :class:`BandageResult`."""
    medic = MEDIC in bandager_skills
    cost = bandage_cost(bandager_skills)
    bonus = 1 if medic else 0
    test = standard_test(dice, bandager_stats.U, "bandaging", bonus=bonus)   # SK-0.2, SK-4.10
    roll, total, ok = test.roll, test.total, test.ok
    code = "wound.bandage" + ("_medic" if medic else "") + ("_ok" if ok else "_failed")
    steps = [test.step("SK-4.10", "bandage", code, cost=cost, u=bandager_stats.U)]
    if not ok:
        return BandageResult(cost, roll, total, False, False, ZERO, patient_stats, medic, tuple(steps))
    points = 3 if medic else 1
    if restore is None:
        chosen = {n: 0 for n in STAT_NAMES}
        for i in range(points):
            cands = tuple(n for n in STAT_NAMES if chosen[n] < patient_lost.get(n))
            if not cands:
                break
            pick = cands[0]
            if len(cands) > 1:   # SK-4.10 / SK-18.1: the player's choice
                current = tuple((n, patient_stats.get(n) + chosen[n]) for n in STAT_NAMES)
                pick = yield RestoreChoice(cands, points - i, current, roll, total)
                if pick not in cands:
                    raise ValueError(f"{pick!r}: a point comes back to one of {', '.join(cands)} (SK-4.10)")
            chosen[pick] += 1
    else:
        chosen = {n: int(restore.get(n, 0)) for n in STAT_NAMES}
        if any(v < 0 for v in chosen.values()) or sum(chosen.values()) > points:
            raise ValueError(f"a bandaging restores at most {points} point(s) (SK-4.10)")
        for n in STAT_NAMES:
            if chosen[n] > patient_lost.get(n):
                raise ValueError(f"{STAT_LABEL[n]}: only {patient_lost.get(n)} point(s) were lost (SK-4.10)")
    restored = Stats(**chosen)
    after = patient_stats.plus(**chosen)
    parts = stat_parts(restored, "+")
    steps.append(Step.of("SK-17.4" if medic else "SK-4.10", "restore",
                         ("wound.restored_medic" if medic else "wound.restored") if parts else "wound.restored_nothing",
                         parts=parts))
    return BandageResult(cost, roll, total, True, True, restored, after, medic, tuple(steps))


def bandage(bandager_stats: Stats, patient_stats: Stats, patient_lost: Stats, dice: Dice, *,
            bandager_skills: frozenset[str] | set[str] = frozenset(),
            restore: Mapping[str, int] | None = None, choose: Callable[[RestoreChoice], str] = lowest_first
            ) -> BandageResult:
    """SK-4.10 (:func:`bandage_sequence`) with the questions answered by ``choose`` (default: the
    lowest current characteristic first, so an unconscious model wakes) or the points named in
    ``restore``."""
    return run_choices(bandage_sequence(bandager_stats, patient_stats, patient_lost, dice,
                                        bandager_skills=bandager_skills, restore=restore), choose)


# --- SK-18.5 permanent effects -------------------------------------------------------------------

@dataclass(frozen=True)
class PermanentRow:
    loss: Stats
    battles_missed: int


def _row(C=0, U=0, E=0, M=0, missed=0) -> PermanentRow:
    return PermanentRow(Stats(C, U, E, M), missed)


#: SK-18.5, the best reading of the damaged rows (Ambiguity 2): rows 1, 2-3, 4-5, 6; Leg -1 E.
PERMANENT_ROWS: dict[Location, tuple[PermanentRow, PermanentRow, PermanentRow, PermanentRow]] = {
    Location.LEG: (_row(E=2, U=1, missed=3), _row(E=1, missed=2), _row(E=1, missed=1), _row()),
    Location.ARM: (_row(C=2, U=1, missed=3), _row(C=1, missed=2), _row(C=1, missed=1), _row()),
    Location.BODY: (_row(E=2, U=2, M=1, missed=3), _row(E=2, M=1, missed=2), _row(E=1, missed=2), _row()),
    Location.HEAD: (_row(C=2, U=2, M=2, missed=3), _row(C=1, U=1, M=1, missed=2), _row(C=1, M=1, missed=2),
                    _row(M=1, missed=1)),
}

#: Which D6 results read which row (Ambiguity 2): the best reading and the other one.
MIDDLE_ROWS = {"2-3/4-5": (0, 1, 1, 2, 2, 3), "2/3-5": (0, 1, 2, 2, 2, 3)}


def permanent_row(location: Location, roll: int, middle_rows: str = "2-3/4-5") -> PermanentRow:
    if middle_rows not in MIDDLE_ROWS:
        raise ValueError(f"middle_rows must be one of {sorted(MIDDLE_ROWS)}")
    if not 1 <= roll <= 6:
        raise ValueError(f"a D6 shows 1-6, not {roll}")
    return PERMANENT_ROWS[location][MIDDLE_ROWS[middle_rows][roll - 1]]


@dataclass(frozen=True)
class PermanentResult:
    rolls: tuple[tuple[Location, int], ...]
    loss: Stats                   # added up over all wounds; applies from the next game
    battles_missed: int           # the largest, less one after a Medic's bandaging
    steps: tuple[Step, ...]


def _from_lookup(lookup, location: Location, roll: int) -> PermanentRow:
    """A row from the data's table (``SkirmishData.permanent_effect``: ``.loss`` as negative
    Stats, ``.battles``)."""
    eff = lookup(location, roll)
    loss = eff.loss
    return PermanentRow(Stats(*(abs(loss.get(n)) for n in STAT_NAMES)), int(eff.battles))


def permanent_effects(locations: Sequence[Location], dice: Dice, *, medic_bandaged: bool = False,
                      middle_rows: str = "2-3/4-5", lookup=None) -> PermanentResult:
    """SK-18.5: after the battle, one D6 per wound on its location's column; the losses add up,
    the battles missed do not (the largest, Ambiguity 3); a Medic's bandaging saves one battle.
    ``lookup``: the data's table (``data.load().permanent_effect``) instead of the built-in one
    (the same best reading)."""
    total = ZERO
    missed = 0
    rolls = []
    steps = []
    for loc in locations:
        roll = dice.d6(f"permanent effect {loc.value}")
        row = _from_lookup(lookup, loc, roll) if lookup is not None else permanent_row(loc, roll, middle_rows)
        rolls.append((loc, roll))
        total = Stats(total.C + row.loss.C, total.U + row.loss.U, total.E + row.loss.E, total.M + row.loss.M)
        missed = max(missed, row.battles_missed)
        parts = stat_parts(row.loss, "-")
        code = "wound.permanent" + ("" if parts else "_nothing") + ("_missed" if row.battles_missed else "")
        steps.append(Step.of("SK-18.5", "permanent", code, location=loc.value, roll=roll, parts=parts,
                             missed=row.battles_missed, data=(("location", loc.value),)))
    if medic_bandaged and missed:
        steps.append(Step.of("SK-17.4", "medic", "wound.medic_missed", missed=missed - 1, was=missed))
        missed -= 1
    parts = stat_parts(total, "-")
    steps.append(Step.of("SK-18.5", "permanent_total", "wound.permanent_total" if parts else "wound.no_permanent",
                         parts=parts, loss=total.A, missed=missed))
    return PermanentResult(tuple(rolls), total, missed, tuple(steps))
