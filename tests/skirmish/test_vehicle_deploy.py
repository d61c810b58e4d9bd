"""A battle's vehicles set up by their side in the deployment (SK-3.1, SK-14.1): place, heading,
the crew aboard or beside it, and the refusals with their rule."""

from dataclasses import replace

import pytest

from cc_desktop.skirmish import campaign_play as cp
from cc_desktop.skirmish import vehicle_play, vehicles
from cc_desktop.skirmish.decisions import SkMove
from cc_desktop.skirmish.game import SkirmishGame
from cc_desktop.skirmish.types import Point

CREW = ("soviet_infantry.marksman", "soviet_infantry.sergeant", "soviet_infantry.smg_2", "courier")


def courier_run(seed=3, **vehicle_fields):
    battle = cp.battle_by_id("courier-run")
    if vehicle_fields:
        soviets = battle.side("soviets")
        car = replace(soviets.vehicles[0], **vehicle_fields)
        sides = tuple(replace(s, vehicles=(car,)) if s.id == "soviets" else s for s in battle.sides)
        battle = replace(battle, sides=sides)
    return cp.start_battle(battle, seed=seed)


@pytest.mark.rule("SK-3.1")
def test_the_car_waits_to_be_set_up_and_done_is_refused_until_it_is():
    g = courier_run()
    assert (g.pending.kind, g.pending.player, dict(g.pending.about)["left"]) == ("deploy", "soviets", 1)
    car = g.state.vehicles["car"]
    assert not car.placed
    assert {mv.kind for mv in g.pending.options} == {"place_vehicle"}    # the crew are not placed one by one
    why = g.why_not("done")
    assert (why.rule, why.code, why.args["left"]) == ("SK-3.1", "vehicles_left", 1)
    why = g.why_not("place courier 6.0 20.0")
    assert (why.rule, why.code) == ("SK-14.1", "in_vehicle")


@pytest.mark.rule("SK-3.1")
@pytest.mark.rule("SK-14.1")
def test_placing_the_car_puts_its_crew_in_the_seats_with_its_heading():
    g = courier_run()
    g.apply("place_vehicle car 10.0 22.0 90.0")
    car = g.state.vehicles["car"]
    assert car.placed and (car.at.x, car.at.y, car.heading) == (10.0, 22.0, 90.0)
    for mid in CREW:
        m = g.model(mid)
        assert (m.vehicle, m.at.x, m.at.y, m.facing) == ("car", 10.0, 22.0, 90.0)
    assert [e.message.code for e in g.log.since(0) if e.kind == "vehicle_placed"] == ["vehicle_placed"]
    # it may be placed again, then Done
    g.apply("place_vehicle car 6.0 30.0 0.0")
    assert (g.state.vehicles["car"].at.x, g.state.vehicles["car"].at.y) == (6.0, 30.0)
    assert g.model("courier").at == Point(6.0, 30.0)
    assert g.why_not("done") is None
    g.apply("done")
    assert (g.pending.kind, g.pending.player) == ("deploy", "hungarians")


@pytest.mark.rule("SK-3.1")
def test_the_whole_car_must_fit_inside_the_zone():
    """The zone is x 0-12; the car is 2.6 inches long: at x 10.5 heading east its nose is at 11.8,
    at x 11.5 at 12.8 (outside); turned north it fits at x 11.5 (its half width 0.6)."""
    g = courier_run()
    assert g.why_not("place_vehicle car 10.5 20.0 0.0") is None
    why = g.why_not("place_vehicle car 11.5 20.0 0.0")
    assert (why.rule, why.code) == ("SK-3.1", "vehicle_outside_zone")
    assert (why.args["x"], why.args["y"], why.args["heading"], why.args["side"]) == (11.5, 20.0, 0.0, "soviets")
    assert g.why_not("place_vehicle car 11.3 20.0 270.0") is None
    why = g.why_not("place_vehicle car 30.0 24.0 0.0")
    assert (why.rule, why.code) == ("SK-3.1", "vehicle_outside_zone")
    why = g.why_not("place_vehicle hungarian_car 6.0 20.0 0.0")
    assert (why.rule, why.code) == ("SK-3.1", "not_your_vehicle")


@pytest.mark.rule("SK-14.2")
def test_the_car_cannot_stand_on_the_hay_wagon():
    """village-street's hay wagon (x 5-9.4, y 24.2-26.4) blocks vehicles."""
    g = courier_run()
    why = g.why_not("place_vehicle car 7.0 25.0 0.0")
    assert (why.rule, why.code, why.args["x"], why.args["y"]) == ("SK-14.2", "vehicle_place_blocked", 7.0, 25.0)
    assert SkMove("place_vehicle", "car", 7.0, 25.0, 0.0) not in g.pending.options
    assert all(g.why_not(mv) is None for mv in g.pending.options)


@pytest.mark.rule("SK-3.1")
def test_two_vehicles_may_not_stand_on_each_other():
    g = cp.start_battle("partisan-raid", seed=3)
    assert (g.pending.player, sorted({mv.args[0] for mv in g.pending.options})) == ("germans", ["car", "motorcycle"])
    g.apply("place_vehicle car 4.0 24.0 0.0")
    why = g.why_not("place_vehicle motorcycle 5.0 24.0 0.0")
    assert (why.rule, why.code, why.args["other"]) == ("SK-3.1", "vehicle_on_another", "car")
    assert g.why_not("place_vehicle motorcycle 4.0 26.5 0.0") is None
    g.apply("place_vehicle motorcycle 4.0 26.5 0.0")
    g.apply("done")
    assert (g.pending.kind, g.pending.player) == ("deploy", "partisans")


@pytest.mark.rule("SK-3.1")
@pytest.mark.rule("SK-14.1")
def test_a_crew_starting_beside_the_car_stands_at_their_doors():
    """``crew_start: beside``: each stands where he would leave his seat (SK-14.1), on foot; a
    model may not be set up on the car."""
    g = courier_run(crew_start="beside")
    car = g.state.vehicles["car"]
    assert car.seats == {} and car.beside["driver"] == "soviet_infantry.smg_2"
    g.apply("place_vehicle car 6.0 20.0 0.0")
    card = vehicle_play.cards()["light_car"]
    for seat, mid in car.beside.items():
        at, _ = vehicles.leave(card, seat, Point(6.0, 20.0), 0.0)
        m = g.model(mid)
        assert m.vehicle is None and m.placed
        assert (m.at.x, m.at.y) == (pytest.approx(at.x, abs=0.05), pytest.approx(at.y, abs=0.05))
    why = g.why_not("place courier 7.1 20.0")     # on the bonnet, clear of the crew at the doors
    assert (why.rule, why.code, why.args["vehicle"]) == ("SK-3.1", "on_vehicle", "car")
    assert g.why_not("place courier 6.0 17.0") is None
    g.apply("done")
    assert g.pending.player == "hungarians"


def test_a_deployment_position_resumes_with_the_car_still_to_set_up():
    g = courier_run()
    again = SkirmishGame.from_position(g.position())
    assert not again.state.vehicles["car"].placed
    assert again.legal_moves() == g.legal_moves()
    g.apply("place_vehicle car 10.0 22.0 90.0")
    assert g.state.vehicles["car"].to_json().get("placed", True) is True
