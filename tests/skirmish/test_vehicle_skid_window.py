"""A skidding vehicle (SK-14.11) and one running on under its emergency brake (SK-14.5) open
the pre-emptive shot window of a drive (SK-6.6 with SK-14.7): checked every inch along the slide
or the run, the same modifiers (pre-emptive -1, a moving vehicle -2, its size +1 to +3).  Real
positions on the empty table, sk-combat's shot resolution, chosen dice, exact numbers."""

import pytest

from cc_desktop.skirmish import vehicle_play
from cc_desktop.skirmish.decisions import SkMove
from cc_desktop.skirmish.types import Point
from tests.skirmish.test_vehicle_reactions import FRESH, car_game, texts

SHOTS = {SkMove("shoot_vehicle", "b1", "car", "hip"), SkMove("shoot_vehicle", "b1", "car", "aimed"),
         SkMove("shoot", "b1", "r1", "hip"), SkMove("shoot", "b1", "r1", "aimed"),
         SkMove("shoot", "b1", "r2", "hip"), SkMove("shoot", "b1", "r2", "aimed"), SkMove("decline")}


B1_AT = Point(40.0, 30.5)


def flat_out_skid(faces, b1_at=B1_AT, reserve=6):
    """The car at (30, 40) heading north (270) drove 8 inches per A last turn; r1 drives it flat
    out, 8 inches (1 A), to (30, 32): the driving test D6 3 - 1 = 2 makes it skid half of that,
    4 inches on to (30, 28), D6 5: its nose swings right, to heading 0.  b1 at (40, 30.5) facing
    north, with ``reserve`` A kept, sees nothing of the drive (the car stays south of his line);
    the slide brings it over his line: 2 inches into it, at (30, 30)."""
    g = car_game(b1_at=b1_at)
    g.state.vehicles["car"].last_speed = 8
    g.model("b1").a_reserved = reserve
    g.apply("activate r1")
    g.state.dice.faces[:] = [3, 5] + list(faces)
    g.apply("drive r1 8 1")
    return g, g.state.vehicles["car"]


@pytest.mark.rule("SK-14.11")
@pytest.mark.rule("SK-6.6")
@pytest.mark.rule("SK-14.7")
def test_a_car_skidding_into_sight_opens_the_window_at_the_inch_it_comes_into_view():
    """The window opens 2 inches into the slide, the car at (30, 30), its nose half-way round
    (heading 315), moved 8 + 2 inches; b1 shoots it: D6 4 + C 3, pre-emptive -1, a moving (skidding)
    vehicle -2, car-sized +2 = 6: a hit, 10.0 inches away.  From the right (b1 is 47.9 degrees
    off its nose): D6 6 the body panels, 12 -> 8 SZP; the driver's test D6 6 - 1 = 5, no more
    trouble; the car slides on to (30, 28), heading 0, and its crew act no more."""
    g, car = flat_out_skid([4, 6, 6])
    assert texts(g, "drove") == ["SK-14.2: r1 drives car 8.0 inches at 8 inches per A (1 A) to 30.0,32.0"]
    assert texts(g, "driving_test") == ["SK-14.9: driving test of car: D6 3 -1 = 2: skid"]
    assert (g.pending.kind, g.pending.player) == ("preempt_vehicle", "blue")
    assert dict(g.pending.about) == {"observer": "b1", "vehicle": "car", "reserved": 6}
    assert set(g.pending.options) == SHOTS
    assert (car.at.x, car.at.y) == (pytest.approx(30.0), pytest.approx(30.0))
    assert (car.heading, car.moved) == (pytest.approx(315.0), pytest.approx(10.0))
    assert not car.skidding and vehicle_play.moving(car)
    assert g.model("r1").a_remaining == 0 and g.model("r2").a_remaining == 0   # SK-14.11 at once
    assert vehicle_play.vehicles.shot_direction(car.at, car.heading, g.model("b1").at) == "right"
    g.apply("shoot_vehicle b1 car hip")
    assert g.pending.kind == "after_preempt"
    g.apply("done")
    assert ("SK-6.2: To hit (SK-6.2): rolled 4 + C 3 -1 pre-emptive shot -2 target is a moving vehicle or in one "
            "+2 vehicle size (car) = 6, needs 6: hit") in texts(g, "special_step")
    assert "SK-6.1: Range 10.0 of 36 inches: short range (SK-6.1)" in texts(g, "special_step")
    assert texts(g, "vehicle_hit") == ["SK-6.6: b1 shoots at car (2 A, pre-emptive -1): 1 hit(s)"]
    assert car.szp_left == dict(FRESH, bodywork=8)
    assert texts(g, "driving_test")[1:] == ["SK-14.9: driving test of car: D6 6 -1 = 5: ok"]
    assert texts(g, "skidded") == ["SK-14.11: car skids 4.0 inches to 30.0,28.0, heading 0.0"]
    assert (car.at.x, car.at.y, car.heading) == (pytest.approx(30.0), pytest.approx(28.0), pytest.approx(0.0))
    assert car.skidding and car.speed == 0 and car.moved == pytest.approx(8.0)   # the slide is not driven
    b1 = g.model("b1")
    assert b1.preempt_spent and b1.a_reserved == 4 and b1.rounds["test_rifle"] == 4
    assert g.model("r1").at == car.at and g.pending.kind == "act"
    assert g.state.dice.exhausted


@pytest.mark.rule("SK-14.11")
@pytest.mark.rule("SK-6.6")
def test_the_skid_window_declined_the_car_slides_on_to_its_end():
    g, car = flat_out_skid([])
    assert g.pending.kind == "preempt_vehicle" and car.at.y == pytest.approx(30.0)
    g.apply("decline")
    assert texts(g, "preempt_declined") == ["SK-6.6: b1 lets car drive by"]
    assert texts(g, "skidded") == ["SK-14.11: car skids 4.0 inches to 30.0,28.0, heading 0.0"]
    assert (car.at.x, car.at.y, car.heading, car.skidding) == (pytest.approx(30.0), pytest.approx(28.0),
                                                                pytest.approx(0.0), True)
    b1 = g.model("b1")
    assert not b1.preempt_spent and b1.a_reserved == 6 and b1.rounds["test_rifle"] == 5
    assert car.szp_left == FRESH and g.pending.kind == "act" and g.state.dice.exhausted


@pytest.mark.rule("SK-14.11")
@pytest.mark.rule("SK-6.6")
def test_no_skid_window_without_the_reserve_or_out_of_sight_and_the_dice_stay_as_they_were():
    """b1 with 1 A kept (a hip shot costs 2), or standing where the slide never reaches his front
    arc (y 27.5): no window, the car slides to (30, 28) and no die is rolled but the skid's."""
    for g, car in (flat_out_skid([], reserve=1), flat_out_skid([], b1_at=Point(40.0, 27.5))):
        assert g.pending.kind == "act" and not texts(g, "preempt_declined")
        assert (car.at.x, car.at.y, car.heading, car.skidding) == (pytest.approx(30.0), pytest.approx(28.0),
                                                                    pytest.approx(0.0), True)
        assert g.state.dice.exhausted


@pytest.mark.rule("SK-14.11")
@pytest.mark.rule("SK-6.6")
def test_a_watcher_who_sees_it_all_along_is_asked_again_in_the_slide_with_the_seen_moving_option():
    """The option ``preempt_trigger: seen_moving``: b1 at (30, 8) facing the car from the start is
    asked at its first inch; he lets the drive pass; the slide is a move of its own: asked again at
    its first inch, at (30, 31), the nose at 292.5."""
    g = car_game(b1_at=Point(30.0, 8.0), b1_facing=90.0)
    g.options["preempt_trigger"] = "seen_moving"
    car = g.state.vehicles["car"]
    car.last_speed = 8
    g.model("b1").a_reserved = 6
    g.apply("activate r1")
    g.state.dice.faces[:] = [3, 5]
    g.apply("drive r1 8 1")
    assert g.pending.kind == "preempt_vehicle" and car.moved == pytest.approx(1.0)   # the drive's first inch
    g.apply("decline")
    assert texts(g, "driving_test") == ["SK-14.9: driving test of car: D6 3 -1 = 2: skid"]
    assert g.pending.kind == "preempt_vehicle"
    assert (car.at.y, car.heading, car.moved) == (pytest.approx(31.0), pytest.approx(292.5), pytest.approx(9.0))
    g.apply("decline")
    assert len(texts(g, "preempt_declined")) == 2
    assert g.pending.kind == "act" and car.skidding and car.at.y == pytest.approx(28.0)


@pytest.mark.rule("SK-14.11")
@pytest.mark.rule("SK-6.6")
def test_a_hit_in_the_drive_window_makes_the_car_skid_and_the_slide_opens_a_second_watchers_window():
    """r1 drives 18 inches north (3 inches per A, 6 A): 10 inches along, at (30, 30), b1 (40, 30)
    shoots it: D6 4 hits, the right table D6 6 the body panels, the driver's test D6 3 - 1 = 2:
    it skids half of its 10 inches, 5 inches on, D6 5 nose right.  b2 at (20, 27.5) facing north,
    6 A kept, saw nothing of the drive; the slide carries the car over his line 3 inches into it,
    at (30, 27), the nose at 324: his window opens there, within b1's shot (its effects come
    before b1's posture change); he lets it pass and it slides on to (30, 25)."""
    g = car_game()
    b2 = g.model("b2")
    b2.at, b2.facing, b2.a_reserved = Point(20.0, 27.5), 270.0, 6
    g.model("b1").a_reserved = 6
    g.apply("activate r1")
    g.state.dice.faces[:] = [4, 6, 3, 5]
    g.apply("drive r1 3 6")
    car = g.state.vehicles["car"]
    assert dict(g.pending.about)["observer"] == "b1" and car.at.y == pytest.approx(30.0)
    g.apply("shoot_vehicle b1 car hip")   # the shot's effects first: the skid and its slide
    assert (g.pending.kind, dict(g.pending.about)) == ("preempt_vehicle", {"observer": "b2", "vehicle": "car",
                                                                          "reserved": 6})
    assert (car.at.x, car.at.y, car.heading) == (pytest.approx(30.0), pytest.approx(27.0), pytest.approx(324.0))
    assert SkMove("shoot_vehicle", "b2", "car", "hip") in g.pending.options
    g.apply("decline")
    assert g.pending.kind == "after_preempt"     # then b1's posture change (SK-6.6)
    g.apply("done")
    assert texts(g, "preempt_declined") == ["SK-6.6: b2 lets car drive by"]
    assert texts(g, "skidded") == ["SK-14.11: car skids 5.0 inches to 30.0,25.0, heading 0.0"]
    assert texts(g, "drive_stopped") == [
        "SK-6.6: car stops 10.0 inches along its way, where the shot caught it; r1 gets 0 A back"]
    assert car.skidding and (car.at.x, car.at.y) == (pytest.approx(30.0), pytest.approx(25.0))
    assert g.pending.kind == "act" and g.state.dice.exhausted


def brake_game(b1_at, faces):
    """The car at (30, 40) heading north ran 18 inches last turn at 6 inches per A; r1 brakes hard:
    a third of 18, 6 inches on to (30, 34), then it stops (SK-14.5).  b1 facing north, 6 A kept."""
    g = car_game(b1_at=b1_at)
    car = g.state.vehicles["car"]
    car.speed, car.last_speed, car.moved_last = 6, 6, 18.0
    g.model("b1").a_reserved = 6
    g.apply("activate r1")
    g.state.dice.faces[:] = list(faces)
    g.apply("brake r1")
    return g, car


@pytest.mark.rule("SK-14.5")
@pytest.mark.rule("SK-6.6")
def test_a_car_running_on_under_its_brake_into_sight_opens_the_window():
    """The brake's test D6 6 - 1 = 5: no trouble.  b1 at (40, 35.5): the car comes over his line
    5 inches into the run, at (30, 35): D6 1 misses (a natural 1); it runs its 6 inches and stops."""
    g, car = brake_game(Point(40.0, 35.5), [6, 1])
    assert (g.pending.kind, dict(g.pending.about)) == ("preempt_vehicle", {"observer": "b1", "vehicle": "car",
                                                                          "reserved": 6})
    assert set(g.pending.options) == SHOTS
    assert (car.at.x, car.at.y, car.moved) == (pytest.approx(30.0), pytest.approx(35.0), pytest.approx(5.0))
    g.apply("shoot_vehicle b1 car hip")
    g.apply("done")
    assert ("SK-6.2: To hit (SK-6.2): rolled 1 + C 3 -1 pre-emptive shot -2 target is a moving vehicle or in one "
            "+2 vehicle size (car) = 3, needs 6: a natural 1 always misses") in texts(g, "special_step")
    assert texts(g, "braked") == ["SK-14.5: r1 brakes car hard: it runs 6.0 inches and stops"]
    assert (car.at.x, car.at.y, car.moved, car.speed, car.last_speed) == (
        pytest.approx(30.0), pytest.approx(34.0), pytest.approx(6.0), 0, 0)
    assert g.model("b1").preempt_spent and g.state.dice.exhausted


@pytest.mark.rule("SK-14.5")
@pytest.mark.rule("SK-14.11")
@pytest.mark.rule("SK-6.6")
def test_a_brake_that_skids_opens_the_window_in_the_slide_and_a_hit_there_overturns_the_car():
    """The brake's test D6 3 - 1 = 2: it runs 6 inches to (30, 34), out of the sight of b1 at
    (40, 32.5), then skids half of them, 3 inches, D6 5 nose right.  2 inches into the slide, at
    (30, 32), nose at 330, b1 shoots: D6 4 hits (-2: it still moves), from the front: D6 6 the body
    panels 12 -> 8; the driver's test D6 2 - 1 = 1: it overturns there (D6 1: onto its left side;
    both Agility tests D6 6 passed); the slide ends where the shot caught it."""
    g, car = brake_game(Point(40.0, 32.5), [3, 5, 4, 6, 2, 1, 6, 6])
    assert texts(g, "braked") == ["SK-14.5: r1 brakes car hard: it runs 6.0 inches and stops"]
    assert g.pending.kind == "preempt_vehicle"
    assert (car.at.x, car.at.y, car.heading, car.moved) == (pytest.approx(30.0), pytest.approx(32.0),
                                                             pytest.approx(330.0), pytest.approx(8.0))
    assert car.speed == 0 and vehicle_play.moving(car)
    assert vehicle_play.vehicles.shot_direction(car.at, car.heading, g.model("b1").at) == "front"
    g.apply("shoot_vehicle b1 car hip")
    g.apply("done")
    assert ("SK-6.2: To hit (SK-6.2): rolled 4 + C 3 -1 pre-emptive shot -2 target is a moving vehicle or in one "
            "+2 vehicle size (car) = 6, needs 6: hit") in texts(g, "special_step")
    assert texts(g, "overturned") == ["SK-14.10: car overturns onto its left side"]
    assert texts(g, "skid_stopped") == [
        "SK-6.6: car stops 2.0 inches into its skid, at 30.0,32.0, where the shot caught it"]
    assert not texts(g, "skidded")
    assert car.overturned and not car.skidding and car.moved == pytest.approx(6.0)
    assert (car.at.x, car.at.y) == (pytest.approx(30.0), pytest.approx(32.0))
    assert car.szp_left == dict(FRESH, bodywork=8) and car.occupants() == []
    assert g.model("r1").a_remaining == 0 and g.model("r2").a_remaining == 0
    assert g.state.dice.exhausted


@pytest.mark.rule("SK-14.5")
@pytest.mark.rule("SK-6.6")
def test_a_brake_that_does_not_move_the_car_opens_no_window():
    """Standing since last turn (0 inches then), the brake runs it 0 inches: nothing to see move,
    even for a watcher asked whenever it moves in his sight."""
    g = car_game(b1_at=Point(30.0, 8.0), b1_facing=90.0)
    g.options["preempt_trigger"] = "seen_moving"
    car = g.state.vehicles["car"]
    car.speed, car.last_speed = 3, 3
    g.model("b1").a_reserved = 6
    g.apply("activate r1")
    g.state.dice.faces[:] = [6]
    g.apply("brake r1")
    assert g.pending.kind == "act"
    assert texts(g, "braked") == ["SK-14.5: r1 brakes car hard: it runs 0.0 inches and stops"]
    assert (car.at.x, car.at.y) == (pytest.approx(30.0), pytest.approx(40.0)) and g.state.dice.exhausted
