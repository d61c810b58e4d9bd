"""Work on animals and the master's orders in play (SK-16.1 to SK-16.5): harnessing to a limbered
gun, a vehicle or a dog sled, saddling, the anti-tank dog's mine, a dog sent or called back.
Real positions on the empty table (red r1-r3 at y 40, blue b1-b3 at y 8), exact numbers."""

import pytest

from cc_desktop.skirmish import animal_play, testing, vehicle_play
from cc_desktop.skirmish.dice import FixedDice
from cc_desktop.skirmish.game import SkirmishGame
from cc_desktop.skirmish.state import Model, SkirmishState, Sled, Vehicle, Wound
from cc_desktop.skirmish.types import Point, Stats


def beast(mid: str, card: str, side: str, at: Point) -> Model:
    c = animal_play.cards()[card]
    return Model(id=mid, name=c.name, side=side, kind="animal", animal=card, base=c.stats, at=at, facing=270.0)


def animal_game(*animals, gun=None, faces=(), reals=(), r1_stats=(3, 3, 3, 3), r1_skills=()):
    """The 3 v 3 test setup with ``animals`` added and red's limbered light AT gun g1 at
    ``gun``; red plays first; r1 has ``r1_stats`` and ``r1_skills``."""
    s = testing.setup_3v3()
    s.first_side = "red"
    s.models[0].base = Stats(*r1_stats)
    s.models[0].skills = list(r1_skills)
    s.models += list(animals)
    if gun is not None:
        s.pieces = {"guns": [{"id": "g1", "type": "light_at_gun", "side": "red", "at": list(gun)}]}
    return SkirmishGame(s, 1, shot_resolver=testing.rough_resolver, dice=FixedDice(list(faces), list(reals)))


def refusal(g, move):
    why = g.why_not(move)
    return None if why is None else (why.rule, why.code)


def events(g, kind):
    return [e.message for e in g.log.since(0) if e.kind == kind]


# -- harnessing (SK-16.2, SK-16.4, SK-16.1) ------------------------------------------------------------
@pytest.mark.rule("SK-16.2")
@pytest.mark.rule("SK-16.1")
def test_a_horse_harnessed_to_a_limbered_gun_drags_it_when_ridden():
    """r1 (A 40) harnesses h1 to g1 for 40 A; r2 mounts (4 A) and rides 6 inches north: the horse
    spends 6 of its 18 A, r2 loses ceil(6/18 x 12) = 4, and the gun comes along 6 inches."""
    g = animal_game(beast("h1", "horse", "red", Point(32.0, 40.0)), gun=(33.0, 42.0), r1_stats=(10, 10, 10, 10))
    g.model("r1").at = Point(32.0, 41.5)
    g.model("r2").at = Point(33.5, 40.8)
    g.apply("activate r1")
    assert "harness r1 h1 g1 40" in {str(m) for m in g.legal_moves()}
    assert g.why_not("harness r1 h1 g1 41").code == "job_amount.harness"
    g.apply("harness r1 h1 g1 40")
    h1 = g.model("h1")
    assert (h1.harnessed_to, h1.job, h1.job_paid, g.model("r1").a_remaining) == ("g1", None, {}, 0)
    assert [m.args["piece"] for m in events(g, "harnessed")] == ["g1"]
    g.apply("done")
    g.apply("activate r2")
    assert refusal(g, "harness r2 h1 g1 1") == ("SK-16.1", "harnessed_already")
    assert refusal(g, "set_up r2 g1 1") == ("SK-15.1", "gun_harnessed")
    g.apply("mount r2 h1")
    g.apply("ride r2 32.0 34.0")
    assert h1.a_remaining == 18 - 6 and g.model("r2").a_remaining == 12 - 4 - 4
    assert g.state.guns["g1"].at == Point(33.0, 36.0)


@pytest.mark.rule("SK-16.2")
def test_harnessing_is_paid_in_parts_by_several_men_and_a_rider_makes_it_15():
    """40 A for men without the skill: r1 puts in 12 (12 of 40); once r1, a Rider, takes part the
    work costs 15 A: r2's 3 more finish it."""
    g = animal_game(beast("h1", "horse", "red", Point(32.0, 40.0)), gun=(33.0, 42.0))
    g.model("r1").at = Point(32.0, 41.5)
    g.model("r2").at = Point(33.5, 41.0)
    g.apply("activate r2")
    g.apply("harness r2 h1 g1 12")
    h1 = g.model("h1")
    assert (h1.job, h1.job_paid, h1.harnessed_to) == ("harness:g1", {"r2": 12}, None)
    step = events(g, "job_step")[-1]
    assert (step.code, step.args["paid"], step.args["need"]) == ("job_step.harness", 12, 40)
    g.apply("done")
    g.apply("activate r1")
    g.model("r1").skills = ["rider"]
    why = g.why_not("harness r1 h1 g1 4")
    assert (why.code, why.args["most"]) == ("job_amount.harness", 3)
    g.apply("harness r1 h1 g1 3")
    assert h1.harnessed_to == "g1" and g.model("r1").a_remaining == 12 - 3


@pytest.mark.rule("SK-15.1")
@pytest.mark.rule("SK-16.4")
def test_a_gun_in_action_is_not_harnessed_and_unharnessing_costs_40():
    g = animal_game(beast("c1", "cow", "red", Point(32.0, 40.0)), gun=(33.0, 42.0), r1_stats=(10, 10, 10, 10))
    g.state.guns["g1"].ready = True
    g.model("r1").at = Point(32.0, 41.5)
    g.apply("activate r1")
    assert refusal(g, "harness r1 c1 g1 40") == ("SK-15.1", "tow_not_limbered")
    g.state.guns["g1"].ready = False
    g.apply("harness r1 c1 g1 40")
    assert g.model("c1").harnessed_to == "g1"
    assert refusal(g, "unharness r1 c1 1") == ("SK-3.4", "not_enough_a.animal_job")
    g.model("r1").a_remaining = 40
    g.apply("unharness r1 c1 40")
    assert g.model("c1").harnessed_to is None
    assert [m.rule for m in events(g, "unharnessed")] == ["SK-16.2"]
    g.model("r1").a_remaining = 1
    assert g.why_not("set_up r1 g1 1") is None


@pytest.mark.rule("SK-16.5")
@pytest.mark.rule("SK-16.1")
def test_sheep_are_not_harnessed_and_a_man_must_be_at_the_animal():
    g = animal_game(beast("s1", "sheep", "red", Point(32.0, 40.0)), beast("h1", "horse", "red", Point(50.0, 40.0)),
                    gun=(31.0, 41.5))
    g.apply("activate r1")
    g.model("r1").at = Point(31.0, 40.5)
    assert refusal(g, "harness r1 s1 g1 1") == ("SK-16.5", "not_draught")
    assert refusal(g, "harness r1 h1 g1 1") == ("SK-16.1", "animal_not_in_reach")
    assert refusal(g, "harness r1 b1 g1 1") == ("SK-16.1", "no_animal")


@pytest.mark.rule("SK-16.1")
def test_a_wild_harnessed_horse_drags_its_gun():
    """The horse was wounded: at the start of red's turn it goes wild and runs its A (18 inches)
    straight north (angle 270): the gun comes 18 inches too."""
    h1 = beast("h1", "horse", "red", Point(60.0, 40.0))
    h1.harnessed_to = "g1"
    h1.wounds.append(Wound("leg", False, "shot"))
    g = animal_game(h1, gun=(60.0, 42.0), reals=[270.0])   # the start of red's turn has run
    h1 = g.model("h1")
    assert h1.wild and g.state.dice.exhausted
    moved = 40.0 - h1.at.y
    assert g.state.guns["g1"].at == Point(60.0, round(42.0 - moved, 1))
    assert [m.args["piece"] for m in events(g, "dragged")] == ["g1"]


# -- saddling (SK-16.2) -----------------------------------------------------------------------------
@pytest.mark.rule("SK-16.2")
def test_unsaddling_and_saddling_a_rider_20_a_and_no_riding_without_a_saddle():
    g = animal_game(beast("h1", "horse", "red", Point(32.0, 40.0)), r1_stats=(10, 10, 10, 10), r1_skills=("rider",))
    g.apply("activate r1")
    assert refusal(g, "saddle r1 h1 1") == ("SK-16.2", "saddled_already")
    g.apply("unsaddle r1 h1 20")
    h1, r1 = g.model("h1"), g.model("r1")
    assert h1.unsaddled and r1.a_remaining == 40 - 20
    assert refusal(g, "mount r1 h1") == ("SK-16.2", "unsaddled_horse")
    g.apply("saddle r1 h1 20")
    assert not h1.unsaddled and r1.a_remaining == 0
    assert refusal(g, "fit_mine r1 h1 1") == ("SK-16.3", "not_a_mine_dog")


@pytest.mark.rule("SK-16.2")
def test_saddling_without_the_skill_is_50_a():
    g = animal_game(beast("h1", "horse", "red", Point(32.0, 40.0)), r1_stats=(20, 20, 10, 10))
    g.model("h1").unsaddled = True
    g.apply("activate r1")
    why = g.why_not("saddle r1 h1 51")
    assert (why.rule, why.code, why.args["most"]) == ("SK-16.2", "job_amount.saddle", 50)
    g.apply("saddle r1 h1 50")
    assert not g.model("h1").unsaddled


# -- dogs (SK-16.3) -----------------------------------------------------------------------------------
@pytest.mark.rule("SK-16.3")
def test_a_dog_sled_20_a_and_the_anti_tank_mine_12_a():
    """The dog is harnessed to red's sled s1 (20 A), not to the gun; a dog in harness carries no
    mine (sk-dogs' design) and a mine dog is not harnessed; the mine 12 A on and 12 A off."""
    g = animal_game(beast("d1", "dog", "red", Point(31.5, 40.0)), gun=(30.0, 41.5), r1_stats=(10, 10, 10, 10))
    g.state.sleds["s1"] = Sled("s1", "red", Point(30.0, 38.5))
    g.apply("activate r1")
    assert refusal(g, "harness r1 d1 g1 20") == ("SK-16.3", "no_tow")
    g.apply("harness r1 d1 s1 20")
    d1, r1 = g.model("d1"), g.model("r1")
    assert d1.harnessed_to == "s1" and r1.a_remaining == 40 - 20
    assert refusal(g, "fit_mine r1 d1 1") == ("SK-16.3", "harnessed_no_mine")
    g.apply("unharness r1 d1 20")
    assert d1.harnessed_to is None and r1.a_remaining == 0
    r1.a_remaining = 40
    g.apply("fit_mine r1 d1 12")
    assert d1.equipment == ["dog_mine"] and r1.a_remaining == 28
    assert refusal(g, "fit_mine r1 d1 1") == ("SK-16.3", "mine_fitted")
    assert refusal(g, "harness r1 d1 s1 1") == ("SK-16.3", "mine_dog_not_harnessed")
    g.apply("remove_mine r1 d1 12")
    assert d1.equipment == [] and refusal(g, "remove_mine r1 d1 1") == ("SK-16.3", "no_mine")
    assert r1.a_remaining == 40 - 12 - 12


@pytest.mark.rule("SK-16.3")
def test_the_master_sends_his_dog_and_the_dog_goes_there():
    """r1 (1 A) sends d1 to (50, 30): its move must bring it nearer that point, not nearer b1."""
    g = animal_game(beast("d1", "dog", "red", Point(30.0, 30.0)))
    g.apply("activate r1")
    assert "send_dog r1 d1 30.0 8.0" in {str(m) for m in g.legal_moves()}
    g.apply("send_dog r1 d1 50.0 30.0")
    assert g.model("r1").a_remaining == 11 and g.model("d1").sent_to == Point(50.0, 30.0)
    g.apply("done")
    g.apply("activate d1")
    why = g.why_not("move d1 30.0 25.0")             # towards b1 at (30, 8): not where it was sent
    assert (why.rule, why.code, why.args["x"], why.args["y"]) == ("SK-16.3", "dog_away", 50.0, 30.0)
    g.apply("move d1 40.0 30.0")
    assert g.model("d1").at == Point(40.0, 30.0)


@pytest.mark.rule("SK-16.3")
def test_a_dog_called_back_runs_to_its_master_and_orders_come_before_its_move():
    g = animal_game(beast("d1", "dog", "red", Point(30.0, 30.0)))
    g.apply("activate d1")
    g.apply("move d1 30.0 28.0")
    g.apply("done")
    g.apply("activate r2")
    assert refusal(g, "recall_dog r2 d1") == ("SK-16.3", "dog_moved")
    assert refusal(g, "send_dog r2 b1 30.0 20.0") == ("SK-16.3", "not_a_dog")
    g.apply("done")
    g.apply("end")
    g.apply("end")                                    # blue's turn
    g.apply("activate r2")                            # red again: the start of turn 2
    g.apply("recall_dog r2 d1")
    assert g.model("d1").called_by == "r2" and g.model("r2").a_remaining == 11
    g.apply("done")
    g.apply("activate d1")
    assert g.why_not("move d1 30.0 24.0").code == "dog_away"   # nearer the enemy, away from r2 at (36, 40)
    assert g.why_not("move d1 33.0 33.0") is None


@pytest.mark.rule("SK-16.3")
def test_orders_last_until_the_start_of_the_sides_next_turn_and_round_trip():
    g = animal_game(beast("d1", "dog", "red", Point(30.0, 30.0)))
    g.apply("activate r1")
    g.apply("send_dog r1 d1 50.0 30.0")
    state = SkirmishState.from_json(g.state.to_json())
    assert state.models["d1"].sent_to == Point(50.0, 30.0) and state.hash() == g.state.hash()
    g.apply("done")
    g.apply("end")
    g.apply("end")                                    # blue's turn ends: red's turn 2 begins
    assert g.model("d1").sent_to is None and g.model("d1").called_by is None


@pytest.mark.rule("SK-16.2")
@pytest.mark.rule("SK-16.1")
def test_a_horse_harnessed_to_a_vehicle_drags_it_with_its_passenger():
    """Red's light car (standing, r3 in the driver's seat) at (34, 42): r1 (A 40, at the car and
    the horse) harnesses h1 for 40 A; r2 rides h1 4 inches west and the car with r3 in it comes
    4 inches west too."""
    s = testing.setup_3v3()
    s.first_side = "red"
    s.models[0].base = Stats(10, 10, 10, 10)
    s.models[0].at = Point(33.0, 40.5)
    s.models[1].at = Point(31.5, 39.0)
    s.models.append(beast("h1", "horse", "red", Point(32.0, 40.0)))
    car = Vehicle("v1", "light_car", "red", Point(34.0, 42.0), 270.0, seats={"driver": "r3"},
                  szp_left={e.id: e.szp for e in vehicle_play.cards()["light_car"].elements})
    s.pieces = {"vehicles": [car.to_json()]}
    g = SkirmishGame(s, 1, shot_resolver=testing.rough_resolver, dice=FixedDice([], []))
    g.apply("activate r1")
    assert refusal(g, "harness r1 h1 v2 40") == ("SK-16.2", "no_tow")
    g.apply("harness r1 h1 v1 40")
    g.apply("done")
    g.apply("activate r2")
    g.apply("mount r2 h1")
    g.apply("ride r2 28.0 40.0")
    assert g.state.vehicles["v1"].at == Point(30.0, 42.0)
    assert g.model("r3").at == Point(30.0, 42.0)
