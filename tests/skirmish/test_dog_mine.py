"""The anti-tank dog's mine in play (SK-16.3; sk-dogs' design, docs/skirmish-design.md "Anti-tank
dogs and the dog sled"): the master sends the dog at an enemy vehicle, the dog reaches it and the
mine goes off (one hit of E 12 on the vehicle's damage table, the dog dead, a blast of E 4 in 4
inches); a hit on the dog may set it off (D6 1-2); a wild mine dog runs under any vehicle; a dead
dog's mine that does not go off is lost.  Real positions on the empty table, chosen dice, exact
outcomes; the data's validation; a seeded game saved, loaded and replayed."""

import copy
import json

import pytest

from cc_desktop import resources
from cc_desktop.skirmish import animal_play, animals, simulate, testing, vehicle_play
from cc_desktop.skirmish.animals import (
    AnimalDataError,
    validate_animals,
    validate_dog_kit,
)
from cc_desktop.skirmish.dice import FixedDice
from cc_desktop.skirmish.game import SkirmishGame
from cc_desktop.skirmish.reactions import ShotEffect
from cc_desktop.skirmish.state import Model, Sled, Vehicle, Wound
from cc_desktop.skirmish.types import Point


def dog(mid: str, side: str, at: Point, mine: bool = True) -> Model:
    c = animal_play.cards()["dog"]
    return Model(id=mid, name=c.name, side=side, kind="animal", animal="dog", base=c.stats, at=at, facing=270.0,
                 equipment=["dog_mine"] if mine else [])


def car(vid: str, side: str, at: Point, heading: float, seats: dict) -> dict:
    szp = {e.id: e.szp for e in vehicle_play.cards()["light_car"].elements}
    return Vehicle(vid, "light_car", side, at, heading, seats=seats, szp_left=szp).to_json()


def mine_game(*models, vehicles=(), faces=(), reals=(), resolver=None):
    """The 3 v 3 test setup (red r1-r3 at y 40, blue b1-b3 at y 8) with ``models`` added and
    ``vehicles`` (state JSON) placed; red plays first; the dice show ``faces`` and ``reals``."""
    s = testing.setup_3v3()
    s.first_side = "red"
    s.models += list(models)
    s.pieces = {"vehicles": list(vehicles)} if vehicles else {}
    return SkirmishGame(s, 1, shot_resolver=resolver or testing.rough_resolver,
                        dice=FixedDice(list(faces), list(reals)))


def codes(g, kind=None):
    return [e.message.code for e in g.log.since(0) if kind is None or e.kind == kind]


def steps(g):
    return [e.message for e in g.log.since(0) if e.kind == "special_step"]


# -- the data --------------------------------------------------------------------------------------------
@pytest.mark.rule("SK-16.3")
def test_the_mine_and_the_sled_are_our_numbers_in_animals_json():
    kit = animals.load_dog_kit()
    assert kit.mine == animals.DogMine(vehicle_e=12, blast_radius=4.0, blast_e=4, blast_rounding="down",
                                       goes_off_when_hit=2)
    assert kit.sled == animals.DogSled(length=2.0, max_dogs=4, capacity=2, dogs_per_man=2, load_penalty=1,
                                       board_a=2, lay_a=4)


@pytest.mark.rule("SK-16.3")
def test_bad_mine_and_sled_data_is_refused_naming_the_field():
    with open(resources.resource("skirmish", "animals.json"), encoding="utf-8") as fh:
        raw = json.load(fh)
    bad = copy.deepcopy(raw)
    bad["dog_mine"]["vehicle_e"] = 0
    with pytest.raises(AnimalDataError, match=r"^animals.json: dog_mine, field 'vehicle_e': must be a whole number "
                                              r"1..20, not 0$"):
        validate_animals(bad)
    bad = copy.deepcopy(raw)
    bad["dog_mine"]["blast_rounding"] = "sideways"
    with pytest.raises(AnimalDataError, match="field 'blast_rounding': must be one of"):
        validate_dog_kit(bad)
    bad = copy.deepcopy(raw)
    bad["dog_sled"]["capacity"] = 2.5
    with pytest.raises(AnimalDataError, match=r"dog_sled, field 'capacity': must be a whole number 1..6, not 2.5"):
        validate_dog_kit(bad)
    bad = copy.deepcopy(raw)
    bad["dog_sled"]["length"] = True
    with pytest.raises(AnimalDataError, match=r"field 'length': must be a number"):
        validate_dog_kit(bad)
    del bad["dog_sled"]
    with pytest.raises(AnimalDataError, match=r"^animals.json: 'dog_sled' must be an object$"):
        validate_dog_kit(bad)


@pytest.mark.rule("SK-16.3")
def test_the_first_contact_with_a_hull_along_the_way():
    hull = vehicle_play.footprint(vehicle_play.cards()["light_car"], Point(36.0, 20.0), 90.0)   # y 18.7 .. 21.3
    hit = animals.first_contact(Point(36.0, 30.0), Point(36.0, 20.0), 0.5, [("car", hull)], slack=0.0)
    assert hit[0] == "car" and hit[1].x == pytest.approx(36.0) and hit[1].y == pytest.approx(21.8, abs=1e-6)
    assert animals.first_contact(Point(38.0, 30.0), Point(38.0, 10.0), 0.5, [("car", hull)]) is None   # 1.4 aside
    assert animals.first_contact(Point(36.0, 21.5), Point(36.0, 21.5), 0.5, [("car", hull)])[1] == Point(36.0, 21.5)


# -- the dog reaches the vehicle -------------------------------------------------------------------------
@pytest.mark.rule("SK-16.3", "SK-14.8", "SK-12.2")
def test_the_dog_sent_at_the_car_runs_under_it_and_the_mine_goes_off():
    """Blue's light car stands at (36, 20) facing south (90) with b2 at the wheel; b1 stands at
    (39, 22).  r1 (at 36, 32) sends d1 (at 36, 30) at the car (1 A); d1 runs north and touches
    the car's front at y 21.85: the mine goes off.  The car: a hit of E 12 from the front, D6 6
    the body panels (SZP 12 - 12 = 0: destroyed).  d1 dies.  The blast (E 4, radius 4): b1 in the
    open E 4, D6 3 (7 >= 6) wounded in the leg (D6 1); b2 in the car behind its front face (save
    5): half E rounded down 2, D6 5 (7) and his save D6 2 fails: wounded in the head (D6 6), he
    dies of it.  b1 tests Morale (D6 6: he holds).  r1, 10 inches off, is not caught."""
    g = mine_game(dog("d1", "red", Point(36.0, 30.0)), vehicles=[car("bc", "blue", Point(36.0, 20.0), 90.0,
                                                                       {"driver": "b2"})],
                  faces=[6, 3, 1, 5, 2, 6, 6])
    g.model("r1").at = Point(36.0, 32.0)
    g.model("b1").at = Point(39.0, 22.0)
    g.apply("activate r1")
    assert "send_dog r1 d1 36.0 20.0" in {str(m) for m in g.legal_moves()}   # at the nearest enemy vehicle
    g.apply("send_dog r1 d1 36.0 20.0")
    g.apply("done")
    g.apply("activate d1")
    assert "move d1 36.0 20.0" in {str(m) for m in g.legal_moves()}           # straight where it was sent
    g.apply("move d1 36.0 20.0")
    d1, b1, b2, bc = g.model("d1"), g.model("b1"), g.model("b2"), g.state.vehicles["bc"]
    assert d1.at.x == pytest.approx(36.0) and d1.at.y == pytest.approx(21.85, abs=0.06)
    assert (d1.alive, d1.out, d1.equipment) == (False, "dead", [])
    assert bc.szp_left["bodywork"] == 0 and bc.szp_left["engine"] == 6 and not bc.immobilised
    assert [(w.location, w.cause) for w in b1.wounds] == [("leg", "blast")]
    assert [(w.location, w.cause) for w in b2.wounds] == [("head", "blast")] and not b2.alive
    assert g.model("r1").wounds == [] and g.state.dice.exhausted
    assert codes(g) [codes(g).index("mine_reaches"):][:4] == ["mine_reaches", "mine_goes_off", "mine_kills_dog",
                                                              "mine_strikes"]
    hit = next(m for m in steps(g) if m.code == "vehicle.hit")
    assert hit.text().startswith("SK-14.7: vehicle hit from the front (E 12")
    assert "vehicle_element_destroyed" in codes(g)
    blast = [m for m in steps(g) if m.code.startswith("special.")]
    assert [m.code for m in blast] == ["special.blast", "special.fragments_wound", "special.hit_location",
                                       "special.half_e_in_cover_down", "special.fragments_wound",
                                       "special.cover_save_failed", "special.hit_location"]
    assert blast[0].text() == "SK-16.3: blast (E 4, radius 4.0; SK-16.3)"


@pytest.mark.rule("SK-16.3")
def test_a_dog_under_control_does_not_set_its_mine_off_at_its_own_vehicle():
    """Red's own car stands in d1's way: d1 runs past it to (36, 18) and keeps its mine."""
    g = mine_game(dog("d1", "red", Point(36.0, 30.0)), vehicles=[car("rc", "red", Point(36.0, 24.0), 90.0, {})])
    g.apply("activate d1")
    g.apply("move d1 36.0 18.0")
    d1 = g.model("d1")
    assert d1.at == Point(36.0, 18.0) and d1.alive and d1.equipment == ["dog_mine"]
    assert "mine_goes_off" not in codes(g)


# -- a hit on the dog ------------------------------------------------------------------------------------
@pytest.mark.rule("SK-16.3", "SK-16.1")
def test_a_hit_mine_dog_blows_up_on_a_1_or_2_among_its_own_men():
    """b1 hits d1 in the body (scripted shot); d1 tests Morale as a wounded model does (D6 6
    holds); as the shot ends it goes wild (SK-16.1) and its mine goes off on the D6 1: d1 dies
    where it stands (30, 30); r1 at (31, 31), standing, E 4: D6 2 (6 >= 6) wounded in the arm
    (D6 5), Morale D6 6 holds.  b1 has 1 TP for his hit (SK-17.1), none for the blast."""
    effects = [ShotEffect(True, (("body", True),))]
    g = mine_game(dog("d1", "red", Point(30.0, 30.0)), resolver=testing.scripted_resolver(effects),
                  faces=[6, 1, 2, 5, 6])
    g.model("r1").at = Point(31.0, 31.0)
    g.apply("end")
    g.apply("activate b1")
    g.apply("shoot b1 d1 hip")
    assert (g.pending.kind, g.pending.about["model"]) == ("duck", "r1")   # r1 has A in reserve: he may drop
    g.apply("decline")
    d1, r1 = g.model("d1"), g.model("r1")
    assert (d1.wild, d1.alive, d1.equipment) == (True, False, [])
    assert [(w.location, w.cause) for w in r1.wounds] == [("arm", "blast")]
    off = next(m for m in steps(g) if m.code == "animal.mine_hit_off")
    assert off.text() == "SK-16.3: the hit sets off the mine d1 carries (roll 1, it goes off on 2 or less; SK-16.3)"
    assert codes(g).index("goes_wild") < codes(g).index("mine_goes_off")
    assert g.model("b1").tp == 1 and d1.tp == 0 and g.state.dice.exhausted   # b1's hit; r1 is d1's own side


@pytest.mark.rule("SK-16.3", "SK-16.1")
def test_a_hit_mine_dog_that_holds_runs_wild_and_under_its_own_sides_car():
    """b1's hit in the body: d1's Morale D6 6 holds; the mine's D6 4: it holds; d1 goes wild.  At
    the start of red's next turn it runs along the direction rolled (270: north, -y) and touches
    red's own empty car at (30, 24), facing north (its rear at y 25.3): a wild dog knows no side,
    the mine goes off there.  The car: a hit of E 12 from the rear (the dog came from behind it),
    D6 5 the body panels; the blast catches nobody (r1 is 14 inches off)."""
    effects = [ShotEffect(True, (("body", False),))]
    g = mine_game(dog("d1", "red", Point(30.0, 30.0)),
                  vehicles=[car("rc", "red", Point(30.0, 24.0), 270.0, {})],
                  resolver=testing.scripted_resolver(effects), faces=[6, 4, 5], reals=[270.0])
    g.apply("end")
    g.apply("activate b1")
    g.apply("shoot b1 d1 hip")
    d1 = g.model("d1")
    assert d1.wild and d1.alive and d1.equipment == ["dog_mine"]
    held = next(m for m in steps(g) if m.code == "animal.mine_hit_holds")
    assert (held.args["roll"], held.args["needed"]) == (4, 2)
    g.apply("done")
    g.apply("end")                    # red's turn 2: d1 runs wild
    assert (d1.alive, d1.equipment) == (False, [])
    assert d1.at.x == pytest.approx(30.0) and d1.at.y == pytest.approx(25.85, abs=0.06)
    rc = g.state.vehicles["rc"]
    assert rc.szp_left["bodywork"] == 0
    hit = next(m for m in steps(g) if m.code == "vehicle.hit")
    assert hit.args["E"] == 12 and "from the rear" in hit.text()
    assert all(not m.wounds for m in g.state.models.values() if m.kind != "animal")
    assert g.state.dice.exhausted


@pytest.mark.rule("SK-16.3")
def test_a_dead_mine_dogs_mine_that_does_not_go_off_is_lost():
    """Two head wounds already: b1's hit is d1's third wound (SK-18.1): dead.  The mine's roll D6 3
    does not set it off: it is lost, and never rolled for again."""
    effects = [ShotEffect(True, (("leg", False),))]
    d1 = dog("d1", "red", Point(30.0, 30.0))
    g = mine_game(d1, resolver=testing.scripted_resolver(effects), faces=[3])   # the mine's roll
    g.model("d1").wounds = [Wound("arm", False, "shot"), Wound("arm", False, "shot")]
    g.model("d1").wild = True
    g.apply("end")
    g.apply("activate b1")
    g.apply("shoot b1 d1 hip")
    d1 = g.model("d1")
    assert (d1.alive, d1.equipment) == (False, [])
    assert codes(g, "mine_lost") == ["mine_lost"] and "mine_goes_off" not in codes(g)
    assert g.state.dice.exhausted


@pytest.mark.rule("SK-16.3")
def test_a_mine_dog_runs_free_of_any_harness():
    """r1 at red's sled s1 and at d1, which carries a mine: it is not harnessed (sk-dogs' design)."""
    g = mine_game(dog("d1", "red", Point(31.5, 40.0)))
    g.state.sleds["s1"] = Sled("s1", "red", Point(30.0, 38.5))
    g.apply("activate r1")
    why = g.why_not("harness r1 d1 s1 20")
    assert (why.rule, why.code) == ("SK-16.3", "mine_dog_not_harnessed")
    assert "harness" not in {m.kind for m in g.legal_moves()}


# -- save, load, replay ----------------------------------------------------------------------------------
@pytest.mark.rule("SK-16.3")
def test_a_seeded_game_with_the_mine_saves_loads_and_replays(tmp_path):
    """``test-dogs`` with seed 5 and real dice: r1 sends the anti-tank dog rd at blue's car, rd
    runs at it (its whole A, 14 inches, then the rest next turn); the mine goes off under the car;
    the game saved mid-way and at the end loads with its replay verified to the same state."""
    g = SkirmishGame.new("test-dogs", 5, shot_resolver=simulate.default_resolver())
    while g.pending.kind != "activate" or g.state.side != "red":
        g.apply(g.legal_moves()[-1])
    g.apply("activate r1")
    g.apply("send_dog r1 rd 36.0 14.0")
    g.apply("done")
    g.apply("activate rd")
    target = Point(36.0, 14.0)
    run = min((m for m in g.legal_moves() if m.kind == "move"), key=lambda m: target.distance(Point(m.args[1], m.args[2])))
    assert g.model("rd").at.distance(Point(run.args[1], run.args[2])) == pytest.approx(14.0, abs=0.1)
    g.apply(run)
    path = tmp_path / "mid.skgame"
    g.save(path)
    again = SkirmishGame.load(path, verify=True, shot_resolver=g.shot_resolver)
    assert again.state.hash() == g.state.hash()
    assert again.state.models["rd"].equipment == ["dog_mine"]
    # blue plays nothing, red's next turn: the order again and the rest of the run
    while not (g.pending.kind == "activate" and g.state.side == "red" and g.state.turn == 2):
        g.apply("end" if g.pending.kind == "activate" else g.legal_moves()[-1])
    g.apply("activate r1")
    g.apply("send_dog r1 rd 36.0 14.0")
    g.apply("done")
    g.apply("activate rd")
    rd = g.model("rd")
    g.apply("move rd 36.0 14.0")
    assert (rd.alive, rd.equipment) == (False, [])
    assert "mine_goes_off" in codes(g) and "mine_strikes" in codes(g)
    bc = g.state.vehicles["bc"]
    assert bc.szp_left != {e.id: e.szp for e in vehicle_play.cards()["light_car"].elements}
    path = tmp_path / "end.skgame"
    g.save(path)
    again = SkirmishGame.load(path, verify=True, shot_resolver=g.shot_resolver)
    assert again.state.hash() == g.state.hash() and again.state.vehicles["bc"].szp_left == bc.szp_left


@pytest.mark.rule("SK-16.3")
@pytest.mark.parametrize("seed", [3, 8])
def test_random_games_of_the_dog_setup_keep_the_invariants_and_replay(seed):
    report = simulate.play_game(seed, "test-dogs", True, simulate.default_resolver(), replay=True)
    assert report.error is None, report.error
    assert report.finished
