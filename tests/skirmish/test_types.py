"""The shared value types and the seeded dice of the Skirmish engine."""

import math

import pytest

from cc_desktop.skirmish.dice import Dice, FixedDice
from cc_desktop.skirmish.types import (Point, Pose, Posture, Stats, angle_between, bearing, in_base_contact,
                                       in_front_arc)


@pytest.mark.rule("SK-2")
def test_action_points_are_the_sum_of_the_four_characteristics():
    s = Stats(C=3, U=2, E=3, M=4)
    assert s.A == 12
    assert s.plus(C=-2, E=-1).A == 9
    assert Stats.from_json(s.to_json()) == s


@pytest.mark.rule("SK-7.3")
def test_front_arc_is_180_degrees_with_the_edge_in_front():
    me = Point(10, 10)
    assert in_front_arc(0, me, Point(15, 10))          # straight ahead
    assert in_front_arc(0, me, Point(10, 14))          # exactly abeam: the edge counts
    assert not in_front_arc(0, me, Point(9, 10))       # behind
    assert in_front_arc(180, me, Point(9, 10))
    assert bearing(me, Point(10, 20)) == pytest.approx(90.0)   # y grows downwards: 90 is "down"
    assert angle_between(350, 10) == pytest.approx(20.0)


@pytest.mark.rule("SK-9")
def test_base_contact():
    assert in_base_contact(Point(0, 0), Point(1.0, 0))
    assert not in_base_contact(Point(0, 0), Point(1.2, 0))


def test_eye_height_follows_posture():
    standing = Pose(Point(0, 0, 2.0), posture=Posture.STANDING)
    prone = Pose(Point(0, 0, 2.0), posture=Posture.PRONE)
    assert standing.eye.z > prone.eye.z > 2.0
    assert Posture.PRONE.is_crouching and not Posture.STANDING.is_crouching


def test_dice_replay_from_their_state_and_record_their_purpose():
    a = Dice(seed=11)
    a.d6("warm up")
    b = Dice.from_json(a.to_json())
    assert [a.d6("x") for _ in range(20)] == [b.d6("x") for _ in range(20)]
    rolls = a.take_rolls()
    assert rolls[0].purpose == "warm up" and len(rolls) == 21 and a.take_rolls() == []
    assert all(1 <= r.total <= 6 for r in rolls)


def test_fixed_dice_give_the_faces_in_order_and_refuse_to_run_out():
    d = FixedDice([2, 5, 6])
    assert d.two_d6() == 7 and d.d6() == 6 and d.exhausted
    with pytest.raises(AssertionError):
        d.d6()
    with pytest.raises(AssertionError):
        FixedDice([4]).d3()
    with pytest.raises(ValueError):
        Dice(1).roll("D8")
    assert math.isclose(FixedDice([], [0.25]).uniform(0, 1), 0.25)
