"""Wounds: location, temporary effects, death, bleeding, bandaging, permanent effects (SK-18, SK-4.10)."""

import pytest

from cc_desktop.skirmish.dice import FixedDice
from cc_desktop.skirmish.types import Location, Posture, Stats
from cc_desktop.skirmish.wounds import (WOUND_EFFECTS, Condition, ShiftNotAllowed, WoundSource, apply_wound, bandage,
                                        bandage_cost, bandage_refusal, bleed, condition, fall_wound_count,
                                        location_for, permanent_effects, permanent_row, roll_location, wound_bleeds)


@pytest.mark.rule("SK-18.4")
def test_hit_location_table():
    assert [location_for(n) for n in range(1, 7)] == [Location.LEG, Location.LEG, Location.BODY, Location.BODY,
                                                      Location.ARM, Location.HEAD]
    with pytest.raises(ValueError):
        location_for(7)


@pytest.mark.rule("SK-17.4", "SK-18.4")
def test_scenario_10_location_shift():
    r = roll_location(FixedDice([5]))
    assert r.location is Location.ARM
    r = roll_location(FixedDice([5]), attacker_skills={"accurate"}, attacker_shift=-1)
    assert (r.roll, r.final, r.location) == (5, 4, Location.BODY)
    r = roll_location(FixedDice([5]), attacker_skills={"accurate"}, attacker_shift=+1)
    assert (r.final, r.location) == (6, Location.HEAD)
    r = roll_location(FixedDice([5]), defender_skills={"good_reflexes"}, defender_shift=-1)
    assert r.location is Location.BODY and "Good reflexes" in str(r.steps[-1])
    # a policy sees the result: the target shifts a head hit to the arm
    r = roll_location(FixedDice([6]), defender_skills={"good_reflexes"}, defender_shift=lambda n: -1 if n == 6 else 0)
    assert (r.final, r.location) == (5, Location.ARM)
    # a policy without the skill is not asked
    r = roll_location(FixedDice([6]), defender_shift=lambda n: -1)
    assert r.location is Location.HEAD


@pytest.mark.rule("SK-17.4", "SK-6.5")
def test_shifts_that_are_not_allowed():
    with pytest.raises(ShiftNotAllowed, match="Accurate"):
        roll_location(FixedDice([5]), attacker_shift=1)
    with pytest.raises(ShiftNotAllowed, match="by 1"):
        roll_location(FixedDice([4]), attacker_skills={"accurate"}, attacker_shift=2)
    with pytest.raises(ShiftNotAllowed, match="not on the hit-location table"):
        roll_location(FixedDice([6]), attacker_skills={"accurate"}, attacker_shift=1)
    with pytest.raises(ShiftNotAllowed, match="called shot"):
        roll_location(FixedDice([]), defender_skills={"good_reflexes"}, defender_shift=-1, called=Location.HEAD)
    r = roll_location(FixedDice([]), called=Location.HEAD)
    assert (r.roll, r.location, r.called) == (None, Location.HEAD, True)


@pytest.mark.rule("SK-18.2")
def test_temporary_effects_table_exactly():
    rows = {loc: (e.reduction.C, e.reduction.U, e.reduction.E, e.reduction.M, e.reduction.A, e.falls_down,
                  e.drops_weapon) for loc, e in WOUND_EFFECTS.items()}
    assert rows == {Location.HEAD: (5, 5, 4, 4, 18, False, False),
                    Location.BODY: (1, 1, 2, 2, 6, True, True),
                    Location.ARM: (2, 1, 1, 1, 5, False, True),
                    Location.LEG: (0, 1, 2, 2, 5, True, False)}


@pytest.mark.rule("SK-18.2")
def test_body_wound_falls_down_and_drops_the_weapon():
    w = apply_wound(Stats(4, 4, 4, 4), Location.BODY, posture=Posture.STANDING)
    assert w.stats_after == Stats(3, 3, 2, 2) and w.stats_after.A == 10
    assert w.falls_down and w.drops_weapon and w.posture_after is Posture.CROUCHING
    assert w.bleeding_after and w.condition is Condition.OK and w.morale_test_due
    w = apply_wound(Stats(4, 4, 4, 4), Location.ARM, posture=Posture.STANDING)
    assert w.drops_weapon and not w.falls_down and w.posture_after is Posture.STANDING


@pytest.mark.rule("SK-18.1", "SK-17.4")
def test_third_wound_kills_unless_tough():
    w = apply_wound(Stats(6, 6, 6, 6), Location.LEG, wounds_before=2)
    assert w.wound_number == 3 and w.killed_by_third_wound and w.dead and not w.morale_test_due
    w = apply_wound(Stats(6, 6, 6, 6), Location.LEG, wounds_before=2, skills={"tough"})
    assert not w.killed_by_third_wound and w.condition is Condition.OK
    w = apply_wound(Stats(6, 6, 6, 6), Location.LEG, wounds_before=1)
    assert not w.dead


@pytest.mark.rule("SK-18.3")
def test_consciousness_after_a_wound():
    # Ambiguity 28: a characteristic at 0 or below: unconscious
    w = apply_wound(Stats(3, 3, 3, 2), Location.LEG)
    assert w.stats_after == Stats(3, 2, 1, 0) and w.condition is Condition.UNCONSCIOUS and not w.morale_test_due
    # a head wound with A going below 0 kills outright (option negative_a_kills)
    w = apply_wound(Stats(3, 3, 3, 3), Location.HEAD)
    assert w.stats_after.A == -6 and w.dead
    w = apply_wound(Stats(3, 3, 3, 3), Location.HEAD, negative_a_kills=False)
    assert w.condition is Condition.UNCONSCIOUS
    assert condition(Stats(1, 1, -1, -1)) is Condition.UNCONSCIOUS     # A = 0
    assert condition(Stats(1, 1, 1, 1)) is Condition.OK


@pytest.mark.rule("SK-18.3")
def test_scenario_21_bleeding_rotation():
    s = Stats(C=3, U=1, E=2, M=2)
    b1 = bleed(s, "C")
    assert b1.stats_after == Stats(2, 1, 2, 2) and b1.next_stat == "U" and b1.condition is Condition.OK
    b2 = bleed(b1.stats_after, b1.next_stat)
    assert b2.stats_after == Stats(2, 0, 2, 2) and b2.condition is Condition.UNCONSCIOUS
    assert b2.next_stat == "E"
    assert bleed(Stats(1, 1, 1, 1), "M").next_stat == "C"


@pytest.mark.rule("SK-18.3")
def test_bleeding_to_a_at_zero_faints_and_below_dies():
    assert bleed(Stats(1, 1, -1, -1), "C").condition is Condition.DEAD   # A 0 -> -1
    b = bleed(Stats(2, 1, -1, -1), "C")   # A 1 -> 0
    assert b.stats_after.A == 0 and b.condition is Condition.UNCONSCIOUS


@pytest.mark.rule("SK-18.3", "SK-5.4", "SK-5.2", "SK-14.10", "SK-12.3")
def test_wounds_that_do_not_bleed():
    assert not wound_bleeds(WoundSource.JUMP_FUMBLE)
    assert not wound_bleeds(WoundSource.OVERTURN)
    assert not wound_bleeds(WoundSource.BURN)
    assert wound_bleeds(WoundSource.SHOT) and wound_bleeds(WoundSource.MELEE)
    assert not wound_bleeds(WoundSource.FALL, 5.0)
    assert wound_bleeds(WoundSource.FALL, 5.5)
    assert [fall_wound_count(h) for h in (1.9, 2.0, 5.0, 5.5, 6.0)] == [0, 1, 2, 2, 3]
    w = apply_wound(Stats(4, 4, 4, 4), Location.ARM, source=WoundSource.JUMP_FUMBLE)
    assert not w.bleeds and not w.bleeding_after
    # only one wound ever bleeds: a non-bleeding wound on a bleeding model leaves it bleeding (once)
    w = apply_wound(Stats(4, 4, 4, 4), Location.ARM, source=WoundSource.BURN, bleeding_before=True)
    assert w.bleeding_after


@pytest.mark.rule("SK-4.10", "SK-17.4")
def test_bandaging():
    assert bandage_cost(set()) == 3 and bandage_cost({"medic"}) == 4
    assert bandage_refusal(has_bandage=False, patient_bleeding=True, a_available=9) is not None
    assert "no bleeding wound" in bandage_refusal(has_bandage=True, patient_bleeding=False, a_available=9)
    assert "costs 4 A" in bandage_refusal(has_bandage=True, patient_bleeding=True, a_available=3,
                                          bandager_skills={"medic"})
    # D6 3 + Ü 3 = 6: success; one point back, to the lowest characteristic (M 0 wakes)
    patient = Stats(3, 2, 1, 0)
    lost = Stats(0, 1, 2, 2)
    r = bandage(Stats(3, 3, 3, 3), patient, lost, FixedDice([3]))
    assert (r.cost, r.total, r.success, r.bleeding_stops) == (3, 6, True, True)
    assert r.restored == Stats(0, 0, 0, 1) and r.patient_after == Stats(3, 2, 1, 1)
    assert condition(patient) is Condition.UNCONSCIOUS and r.condition_after is Condition.OK   # wakes
    # D6 2 + Ü 3 = 5: fails, goes on bleeding
    r = bandage(Stats(3, 3, 3, 3), patient, lost, FixedDice([2]))
    assert not r.success and not r.bleeding_stops and r.patient_after == patient
    # a Medic: +1 on the test (2 + 3 + 1 = 6), three points, chosen freely
    r = bandage(Stats(3, 3, 3, 3), patient, lost, FixedDice([2]), bandager_skills={"medic"},
                restore={"E": 2, "M": 1})
    assert (r.cost, r.total, r.success, r.medic) == (4, 6, True, True)
    assert r.patient_after == Stats(3, 2, 3, 1)
    with pytest.raises(ValueError):
        bandage(Stats(3, 3, 3, 3), patient, lost, FixedDice([6]), restore={"C": 1})   # C was not lost
    with pytest.raises(ValueError):
        bandage(Stats(3, 3, 3, 3), patient, lost, FixedDice([6]), restore={"E": 2})   # only 1 point


@pytest.mark.rule("SK-18.5")
def test_scenario_9_permanent_wounds_two_rolls_of_1():
    r = permanent_effects([Location.ARM, Location.LEG], FixedDice([1, 1]))
    assert (r.loss.C, r.loss.U, r.loss.E, r.loss.M) == (2, 2, 2, 0)
    assert r.loss.A == 6
    assert r.battles_missed == 3


@pytest.mark.rule("SK-18.5", "SK-17.4")
def test_permanent_effects_take_the_largest_battles_missed_and_medic_saves_one():
    r = permanent_effects([Location.BODY, Location.ARM], FixedDice([4, 6]))   # body 4-5: -1 E **; arm 6: nothing
    assert r.loss == Stats(0, 0, 1, 0) and r.battles_missed == 2
    r = permanent_effects([Location.BODY, Location.ARM], FixedDice([4, 6]), medic_bandaged=True)
    assert r.battles_missed == 1
    r = permanent_effects([Location.HEAD], FixedDice([6]))
    assert r.loss == Stats(0, 0, 0, 1) and r.battles_missed == 1


@pytest.mark.rule("SK-18.5")
def test_permanent_table_middle_rows_reading():
    # best reading 2-3 / 4-5; the other 2 / 3-5 (Ambiguity 2)
    assert permanent_row(Location.HEAD, 3).loss == Stats(1, 1, 0, 1)
    assert permanent_row(Location.HEAD, 3, middle_rows="2/3-5").loss == Stats(1, 0, 0, 1)
    assert permanent_row(Location.LEG, 2).battles_missed == 2
    assert permanent_row(Location.LEG, 5).loss == Stats(0, 0, 1, 0)


@pytest.mark.rule("SK-18.5")
def test_permanent_effects_from_the_data_table():
    # sk-data's permanent_effect(location, roll) gives negative losses and "battles"
    from types import SimpleNamespace
    seen = []

    def lookup(location, roll):
        seen.append((location, roll))
        return SimpleNamespace(loss=Stats(C=-1, U=0, E=-2, M=0), battles=2)

    r = permanent_effects([Location.BODY, Location.LEG], FixedDice([2, 5]), lookup=lookup)
    assert seen == [(Location.BODY, 2), (Location.LEG, 5)]
    assert r.loss == Stats(2, 0, 4, 0) and r.battles_missed == 2
