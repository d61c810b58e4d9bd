"""Morale: the test, the Leader, the triggers and their outcomes, heavy losses (SK-10, SK-17.4)."""

import pytest

from cc_desktop.skirmish.dice import FixedDice
from cc_desktop.skirmish.morale import (TRIGGERS, Failure, Trigger, borrow, heavy_losses, leader_within_reach,
                                        morale_test, resolve_trigger)
from cc_desktop.skirmish.types import Location, Point, Stats
from cc_desktop.skirmish.wounds import apply_wound


@pytest.mark.rule("SK-10.1")
def test_morale_test_needs_6():
    t = morale_test(3, FixedDice([3]))
    assert (t.total, t.passed) == (6, True)
    t = morale_test(3, FixedDice([2]))
    assert (t.total, t.passed) == (5, False)
    assert str(t.step) == "Morale test (SK-10.1): D6 2 + M 3 = 5, needs 6: failed"


@pytest.mark.rule("SK-10.1", "SK-17.4")
def test_leader_morale_within_8_inches_is_optional():
    t = morale_test(2, FixedDice([2]), leader_morale=4)        # the better one by default
    assert (t.morale, t.leader_used, t.passed) == (4, True, True)
    t = morale_test(4, FixedDice([2]), leader_morale=3)        # lower: his own
    assert (t.morale, t.leader_used) == (4, False)
    t = morale_test(4, FixedDice([2]), leader_morale=3, use_leader=True)   # "even if it is lower"
    assert (t.morale, t.leader_used, t.passed) == (3, True, False)
    with pytest.raises(ValueError):
        morale_test(4, FixedDice([2]), use_leader=True)
    assert leader_within_reach(Point(0, 0), Point(8, 0)) and not leader_within_reach(Point(0, 0), Point(6, 6))


@pytest.mark.rule("SK-10.2", "SK-18.2")
def test_scenario_20_morale_after_wound():
    w = apply_wound(Stats(C=3, U=3, E=3, M=3), Location.LEG)
    assert w.stats_after.M == 1 and w.morale_test_due
    r = resolve_trigger(Trigger.WOUNDED, w.stats_after, FixedDice([4]))
    assert (r.test.total, r.passed, r.outcome, r.may_borrow) == (5, False, Failure.SEEK_COVER, 2)
    r = resolve_trigger(Trigger.WOUNDED, w.stats_after, FixedDice([5]))
    assert r.passed and r.outcome is None
    # with M 2 the leg wound drops M to 0: unconscious, no test
    w = apply_wound(Stats(C=3, U=3, E=3, M=2), Location.LEG)
    assert not w.morale_test_due
    r = resolve_trigger(Trigger.WOUNDED, w.stats_after, FixedDice([]))
    assert r.test is None and r.outcome is None
    # on failure: its reserve plus up to 2 A of its next turn; borrowing 2 starts the next turn 2 A down
    b = borrow(needed=5, reserve=3)
    assert (b.borrowed, b.next_turn_debt) == (2, 2)
    assert borrow(needed=3, reserve=3).borrowed == 0
    with pytest.raises(ValueError):
        borrow(needed=6, reserve=3)


@pytest.mark.rule("SK-10.2", "SK-14.14")
def test_each_trigger_and_its_outcome():
    assert {t: r.failure for t, r in TRIGGERS.items()} == {
        Trigger.WOUNDED: Failure.SEEK_COVER, Trigger.VEHICLE_IMMOBILISED: Failure.LEAVE_VEHICLE,
        Trigger.HEAVY_LOSSES: Failure.FLEE, Trigger.SURROUNDED: Failure.SURRENDER,
        Trigger.SUICIDAL: Failure.REFUSE, Trigger.STAY_IN_VEHICLE: Failure.LEAVE_VEHICLE}
    assert [TRIGGERS[t].may_borrow for t in (Trigger.WOUNDED, Trigger.VEHICLE_IMMOBILISED, Trigger.HEAVY_LOSSES,
                                             Trigger.SURROUNDED, Trigger.SUICIDAL)] == [2, 2, 0, 0, 0]
    assert TRIGGERS[Trigger.HEAVY_LOSSES].repeats and TRIGGERS[Trigger.SURROUNDED].repeats
    s = Stats(3, 3, 3, 2)
    assert resolve_trigger(Trigger.SURROUNDED, s, FixedDice([3])).outcome is Failure.SURRENDER
    assert resolve_trigger(Trigger.HEAVY_LOSSES, s, FixedDice([1])).outcome is Failure.FLEE
    r = resolve_trigger(Trigger.SUICIDAL, s, FixedDice([4]))
    assert r.passed and r.outcome is None and "carries out the task" in str(r.steps[-1]).lower()
    r = resolve_trigger(Trigger.SUICIDAL, s, FixedDice([3]))
    assert r.outcome is Failure.REFUSE


@pytest.mark.rule("SK-10.2")
def test_heavy_losses_half_or_more():
    assert heavy_losses(8, 4) and heavy_losses(7, 4) and not heavy_losses(7, 3) and not heavy_losses(8, 3)
    assert not heavy_losses(0, 0)
