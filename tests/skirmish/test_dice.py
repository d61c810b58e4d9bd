"""SK-0.2: the dice and the one standard test "D6 + X >= 6" (and the jump/climb exception)."""

from __future__ import annotations

import pytest

from cc_desktop.skirmish import morale, wounds
from cc_desktop.skirmish.dice import Dice, FixedDice, graded_result, graded_test, standard_test
from cc_desktop.skirmish.explain import Step
from cc_desktop.skirmish.melee import Fighter, melee_attack
from cc_desktop.skirmish.types import Stats, WeaponProfile


@pytest.mark.rule("SK-0.2")
@pytest.mark.parametrize("face, value, bonus, total, ok", [
    (3, 3, 0, 6, True),       # exactly 6 succeeds
    (2, 3, 0, 5, False),
    (1, 5, 0, 6, True),       # a natural 1 is no automatic failure
    (6, -1, 0, 5, False),     # a natural 6 is no automatic success
    (6, 0, 0, 6, True),
    (4, 1, 1, 6, True),       # a bonus counts (Medic +1)
    (5, 2, -2, 5, False),     # a penalty counts (a head hit -2)
])
def test_standard_test_d6_plus_x_reaches_6(face, value, bonus, total, ok):
    dice = FixedDice([face])
    t = standard_test(dice, value, "Morale test", bonus=bonus)
    assert (t.roll, t.modifier, t.total, t.ok) == (face, value + bonus, total, ok)
    assert t.result == ("success" if ok else "failure")
    assert dice.exhausted                                       # one D6, no more
    rolls = dice.take_rolls()
    assert [(r.purpose, r.dice, r.faces) for r in rolls] == [("Morale test", "D6", (face,))]


@pytest.mark.rule("SK-0.2")
@pytest.mark.rule("SK-5.2")
@pytest.mark.parametrize("face, value, bonus, result", [
    (2, 3, 0, "fumble"),      # 5: less than 6
    (3, 3, 0, "failure"),     # exactly 6 is a failure here
    (4, 3, 0, "success"),     # 7: more than 6
    (4, 2, 1, "success"),     # 6 + 1 (Hobnailed boots on a climb) = 7
    (3, 2, 1, "failure"),     # 5 + 1 = 6: the bonus counts towards the 6
    (6, 0, 0, "failure"),     # a natural 6 is no automatic success
])
def test_graded_test_exactly_6_fails(face, value, bonus, result):
    t = graded_test(FixedDice([face]), value, "jump test", bonus=bonus)
    assert t.total == face + value + bonus
    assert t.result == result == graded_result(t.total)
    assert t.ok is (result == "success")


@pytest.mark.rule("SK-0.2")
def test_the_step_of_a_test_carries_roll_total_need_and_result():
    t = standard_test(FixedDice([2]), 4, "Morale test")
    s = t.step("SK-10.1", "morale", "morale.test_passed", m=4, data=(("total", 6),))
    assert isinstance(s, Step)
    assert (s.rule, s.kind, s.code, s.roll, s.need, s.ok) == ("SK-10.1", "morale", "morale.test_passed", 2, 6, True)
    assert s.args == {"m": 4, "roll": 2, "need": 6, "total": 6}
    assert s.text == "Morale test (SK-10.1): D6 2 + M 4 = 6, needs 6: passed"


@pytest.mark.rule("SK-0.2")
def test_seeded_tests_draw_the_same_dice_as_a_plain_d6():
    a, b = Dice(41), Dice(41)
    plain = [a.d6("x") for _ in range(20)]
    tests = [standard_test(b, 2, "x").roll for _ in range(10)] + [graded_test(b, 3, "x").roll for _ in range(10)]
    assert tests == plain
    assert a.to_json() == b.to_json()


# -- the rules that roll it ----------------------------------------------------------------------

@pytest.mark.rule("SK-0.2")
@pytest.mark.rule("SK-10.1")
def test_morale_test_is_the_standard_test():
    passed = morale.morale_test(3, FixedDice([3]))          # 3 + 3 = 6: passes
    failed = morale.morale_test(3, FixedDice([2]))          # 2 + 3 = 5: fails
    assert (passed.total, passed.passed, failed.total, failed.passed) == (6, True, 5, False)
    assert morale.morale_test(0, FixedDice([6])).passed     # a 6 with M 0 reaches 6
    assert not morale.morale_test(-1, FixedDice([6])).passed


@pytest.mark.rule("SK-0.2")
@pytest.mark.rule("SK-4.10")
def test_bandaging_is_the_standard_test_with_the_medics_bonus():
    kw = dict(patient_stats=Stats(2, 1, 3, 2), patient_lost=Stats(0, 1, 0, 0))
    plain = wounds.bandage(Stats(3, 2, 3, 3), dice=FixedDice([3]), **kw)        # 3 + Ü 2 = 5: fails
    medic = wounds.bandage(Stats(3, 2, 3, 3), dice=FixedDice([3]), bandager_skills=frozenset({"medic"}), **kw)
    assert (plain.roll, plain.total, plain.success) == (3, 5, False)
    assert (medic.roll, medic.total, medic.success) == (3, 6, True)             # 3 + 2 + 1 = 6
    assert medic.steps[0].need == 6 and medic.steps[0].ok is True


@pytest.mark.rule("SK-0.2")
@pytest.mark.rule("SK-9")
def test_melee_attack_and_wound_avoidance_use_the_standard_test():
    knife = WeaponProfile(id="knife", name="Knife", kind="melee", melee_a=2)
    att = Fighter(Stats(3, 3, 4, 3))
    dfn = Fighter(Stats(3, 3, 3, 3))
    # attack 5 + E4 - E3 = 6 hits; location D6 3 = body; avoidance 4 + E3 - 1 (body) = 6: avoided
    r = melee_attack(att, dfn, knife, FixedDice([5, 3, 4]))
    assert (r.roll, r.total, r.hit) == (5, 6, True)
    assert (r.test_roll, r.test_modifier, r.test_total, r.avoided) == (4, -1, 6, True)
    # attack 4 + 4 - 3 = 5 misses
    miss = melee_attack(att, dfn, knife, FixedDice([4]))
    assert (miss.total, miss.hit) == (5, False)
