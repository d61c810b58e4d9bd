"""A battle played through the state machine and read back (campaign_play.battle_result): the
vehicle objectives from the game's vehicles (destroyed, out by an edge) and the officer taken
prisoner (SK-14, SK-20.1, SK-20.2, SK-10.2)."""

import pytest

from cc_desktop.skirmish import campaign_play as cp
from cc_desktop.skirmish import vehicle_play
from cc_desktop.skirmish.dice import FixedDice
from cc_desktop.skirmish.types import Point, Posture


def deployed(game):
    """Both sides set up with the first places offered (vehicles too), then Done."""
    while game.pending is not None and game.pending.kind == "deploy":
        game.apply(game.pending.options[0])
    return game


def play_side(game, side):
    """Pass (end turns, let windows pass) until ``side`` is to activate a model."""
    while not (game.pending.kind == "activate" and game.pending.player == side):
        game.apply(_passing(game))


def _passing(game):
    kinds = {mv.kind: mv for mv in game.pending.options}
    for k in ("end", "done", "decline"):
        if k in kinds:
            return kinds[k]
    return game.pending.options[0]


def finish(game):
    """Play on to the end of the battle's last turn, every side passing."""
    game.state.turn = game.turn_limit
    while game.pending is not None:
        game.apply(_passing(game))
    return game


@pytest.mark.rule("SK-20.1")
@pytest.mark.rule("SK-14.2")
def test_the_car_driven_out_at_the_east_edge_meets_the_soviets_vehicle_objective():
    """The car at (68, 24) heading east, 6 inches per A last turn: the driver drives 6 inches: it
    leaves the table at the east edge with the courier aboard; both objectives of getting out are
    met, the Hungarians' stop the courier and wreck the car are not."""
    game = deployed(cp.start_battle("courier-run", seed=5))
    play_side(game, "soviets")
    car = game.state.vehicles["car"]
    car.at, car.heading, car.last_speed = Point(68.0, 24.0), 0.0, 6
    vehicle_play.place_occupants(game, car)
    game.apply("activate soviet_infantry.smg_2")
    game.apply("drive soviet_infantry.smg_2 6 1")
    assert car.off_table == "east" and game.model("courier").out == "exited"
    result = cp.battle_result(finish(game))
    assert result.outcome.vehicle("car") == cp.VehicleEnd("car", "soviets", False, False, None, "east")
    assert result.outcome.model("courier").exited == "east"
    assert result.outcome.model("courier").in_vehicle == "car"
    soviets, hungarians = result.scores["soviets"], result.scores["hungarians"]
    assert soviets.met == ("courier_through", "car_through", "sergeant_lives") and soviets.up == 100
    assert hungarians.met == () and hungarians.up == 0
    why = {r.objective.id: r.why for r in hungarians.results}
    assert why["wreck_car"].code == "battle_vehicle_not_destroyed"
    assert why["stop_courier"].code == "battle_still_fight"


@pytest.mark.rule("SK-20.1")
@pytest.mark.rule("SK-14.14")
def test_a_car_immobilised_by_a_hit_on_its_fuel_tank_is_wrecked():
    """A hit from the front (D6 2: the fuel tank, 3 SZP) of E3 destroys the tank: immobilised
    (SK-14.14), which counts as wrecked: the Hungarians' secondary objective is met, the soviets'
    car objective cannot be."""
    game = deployed(cp.start_battle("courier-run", seed=5))
    play_side(game, "soviets")
    car = game.state.vehicles["car"]
    game.state.dice = FixedDice([2] + [6] * 4)   # the table, then the crew's Morale tests (SK-10.2)
    list(vehicle_play.hit_vehicle(game, car, "front", 3))
    assert car.immobilised
    result = cp.battle_result(finish(game))
    end = result.outcome.vehicle("car")
    assert end.destroyed and end.immobilised and end.at == car.at
    assert "wreck_car" in result.scores["hungarians"].met
    assert "car_through" not in result.scores["soviets"].met


@pytest.mark.rule("SK-20.1")
@pytest.mark.rule("SK-14.10")
@pytest.mark.parametrize("what, destroyed", [("overturned", True), ("engine_destroyed", True), ("skidding", False)])
def test_what_counts_as_a_destroyed_vehicle(what, destroyed):
    game = deployed(cp.start_battle("partisan-raid", seed=2))
    car = game.state.vehicles["car"]
    setattr(car, what, True)
    result = cp.battle_result(finish(game))
    assert result.outcome.vehicle("car").destroyed is destroyed
    assert ("burn_car" in result.scores["partisans"].met) is destroyed


@pytest.mark.rule("SK-20.2")
@pytest.mark.rule("SK-20.1")
def test_the_officer_knocked_out_with_a_partisan_beside_him_at_the_end_is_captured():
    """The officer lies unconscious on the road at (40, 24); the partisan scout stands in base
    contact (1 inch away): when the last turn ends he is taken prisoner: capture 40 UP (and not the
    kill's 50), and the campaign counts him captured."""
    game = deployed(cp.start_battle("partisan-raid", seed=2))
    officer, scout = game.model("wehrmacht_escort.officer"), game.model("soviet_partisans.scout")
    car = game.state.vehicles["car"]
    car.seats.pop(officer.seat)
    officer.vehicle = officer.seat = None
    officer.at, officer.conscious, officer.posture = Point(40.0, 24.0), False, Posture.PRONE
    scout.at = Point(41.0, 24.0)
    result = cp.battle_result(finish(game))
    assert officer.out == "captured"
    taken = [e.message for e in game.log.since(0) if e.kind == "captured"]
    assert [(m.rule, m.args["model"], m.args["captor"]) for m in taken] == [
        ("SK-20.2", "wehrmacht_escort.officer", "soviet_partisans.scout")]
    assert result.outcome.model("wehrmacht_escort.officer").status == "captured"
    assert result.models["wehrmacht_escort.officer"].fate == "captured"
    assert result.scores["partisans"].met == ("capture_officer",) and result.scores["partisans"].up == 40


@pytest.mark.rule("SK-20.2")
def test_an_unconscious_officer_with_no_enemy_beside_him_is_not_captured():
    game = deployed(cp.start_battle("partisan-raid", seed=2))
    officer, scout = game.model("wehrmacht_escort.officer"), game.model("soviet_partisans.scout")
    game.state.vehicles["car"].seats.pop(officer.seat)
    officer.vehicle = officer.seat = None
    officer.at, officer.conscious = Point(40.0, 24.0), False
    scout.at = Point(42.5, 24.0)      # 2.5 inches: not in base contact
    result = cp.battle_result(finish(game))
    assert officer.out == "" and result.outcome.model("wehrmacht_escort.officer").status == "alive"
    assert result.scores["partisans"].met == ()


@pytest.mark.rule("SK-10.2")
@pytest.mark.rule("SK-20.2")
def test_an_officer_who_surrendered_is_captured_too():
    game = deployed(cp.start_battle("partisan-raid", seed=2))
    game.model("wehrmacht_escort.officer").out = "surrendered"
    result = cp.battle_result(finish(game))
    assert result.outcome.model("wehrmacht_escort.officer").status == "captured"
    assert "capture_officer" in result.scores["partisans"].met
