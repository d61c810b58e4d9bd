"""Dogs' follow-ups (SK-16.3; docs/skirmish-decisions/dogs.md): a dog with a master obeys him only
(while he is in play; a dog with none, any man of its side); a vehicle driven or skidding into an
enemy dog carrying a mine sets the mine off (our design); a battle's animals' names are texts to
translate.  Real positions on the empty table (red r1-r3 at y 40, blue b1-b3 at y 8), chosen
dice, exact outcomes."""

import json
import os

import pytest

from cc_desktop.skirmish import battles as bt
from cc_desktop.skirmish import testing, texts
from cc_desktop.skirmish.dice import FixedDice
from cc_desktop.skirmish.game import SkirmishGame, setup_from_battle
from cc_desktop.skirmish.state import Model, Vehicle
from cc_desktop.skirmish.types import Point


def dog(mid: str, side: str, at: Point, mine: bool = False) -> Model:
    from cc_desktop.skirmish import animal_play
    c = animal_play.cards()["dog"]
    return Model(id=mid, name=c.name, side=side, kind="animal", animal="dog", base=c.stats, at=at, facing=270.0,
                 equipment=["dog_mine"] if mine else [])


def car(at: Point, heading: float, **fields) -> dict:
    from cc_desktop.skirmish import vehicle_play
    szp = {e.id: e.szp for e in vehicle_play.cards()["light_car"].elements}
    return Vehicle("bc", "light_car", "blue", at, heading, seats={"driver": "b2"}, szp_left=szp, **fields).to_json()


def game(*models, pieces=None, faces=(), reals=()):
    """The 3 v 3 test setup with ``models`` and ``pieces``; red plays first; chosen dice."""
    s = testing.setup_3v3()
    s.first_side = "red"
    s.models += list(models)
    s.pieces = pieces or {}
    return SkirmishGame(s, 1, shot_resolver=testing.rough_resolver, dice=FixedDice(list(faces), list(reals)))


def why(g, move):
    w = g.why_not(move)
    return None if w is None else (w.rule, w.code)


def texts_of(g, *kinds):
    return [e.message.text() for e in g.log.since(0) if e.kind in kinds]


# -- SK-16.3 the dog obeys its master ----------------------------------------------------------------------
@pytest.mark.rule("SK-16.3")
def test_only_its_master_tells_a_dog_where_to_go_or_calls_it_back():
    """rd's master is r2 (a battle's ``master``): it stands at his right (37.1, 40).  r1 may not
    send it nor call it back, and is offered no order to it; r2 is.  rm has no master: r1 orders
    it as before."""
    g = game(dog("rd", "red", Point(20.0, 38.0)), dog("rm", "red", Point(24.0, 38.0)),
             pieces={"animals": [{"id": "rd", "master": "r2"}]})
    assert g.model("rd").at == Point(37.1, 40.0)
    g.apply("activate r1")
    w = g.why_not("send_dog r1 rd 36.0 10.0")
    assert (w.rule, w.code, w.text()) == ("SK-16.3", "not_dog_master",
                                          "SK-16.3: r1 is not the master of rd: only r2 gives it orders")
    assert why(g, "recall_dog r1 rd") == ("SK-16.3", "not_dog_master")
    assert [str(m) for m in g.legal_moves() if "dog" in m.kind] == ["recall_dog r1 rm", "send_dog r1 rm 30.0 8.0"]
    g.apply("send_dog r1 rm 30.0 8.0")
    g.apply("done")
    g.apply("activate r2")
    assert {str(m) for m in g.legal_moves() if m.kind == "send_dog" and m.args[1] == "rd"} == {
        "send_dog r2 rd 36.0 8.0"}
    g.apply("send_dog r2 rd 36.0 10.0")
    assert g.model("rd").sent_to == Point(36.0, 10.0) and g.model("r2").a_remaining == 11
    assert texts_of(g, "dog_sent") == ["SK-16.3: r1 sends rm to 30.0,8.0", "SK-16.3: r2 sends rd to 36.0,10.0"]


@pytest.mark.rule("SK-16.3")
def test_a_dog_whose_master_is_down_takes_orders_from_any_man_of_its_side():
    """r2, rd's master, lies unconscious: r1 may send rd (1 A)."""
    g = game(dog("rd", "red", Point(20.0, 38.0)), pieces={"animals": [{"id": "rd", "master": "r2"}]})
    g.model("r2").conscious = False
    g.apply("activate r1")
    assert why(g, "send_dog r1 rd 36.0 10.0") is None
    g.apply("send_dog r1 rd 36.0 10.0")
    assert g.model("rd").sent_to == Point(36.0, 10.0) and g.model("r1").a_remaining == 11


@pytest.mark.rule("SK-16.3")
def test_the_master_a_battle_file_names_is_the_one_the_dog_obeys():
    """The gun battle's Rex (master: the handler): the driver may not send him."""
    from .test_deploy_followups import game_of, gun_battle

    g = game_of(gun_battle(), bt.shipped_knowledge())
    assert g.setup.pieces["animals"] == [{"id": "rex", "master": "handler"}]
    from cc_desktop.skirmish import animal_play
    assert animal_play.master_of(g, g.model("rex")).id == "handler"
    g.model("handler").alive = False
    assert animal_play.master_of(g, g.model("rex")) is None


# -- SK-16.3 (our design) a vehicle that runs into a mine dog ------------------------------------------------
@pytest.mark.rule("SK-16.3")
@pytest.mark.rule("SK-14.8")
def test_a_car_driven_into_an_enemy_mine_dog_sets_the_mine_off_and_stops_there():
    """Blue's light car stands at (36, 14) facing south (90), b2 at the wheel; red's mine dog d1
    stands in its way at (36, 20).  b2 drives 3 inches an A for 3 A: after 4.2 inches the car's
    front (y 19.5) touches d1's base: it stops there, at (36, 18.2), and the mine goes off.  The
    car: a hit of E 12 from the front, D6 6 the bodywork (SZP 12 - 12: destroyed); it moved, so
    b2 takes a driving test at once, D6 6 - 1: no problem.  The blast catches b2 in the car
    (behind its front, half E 2): D6 2, no wound.  d1 dies.  b2 paid 3 A, drove 4.2 inches at 3
    an A (2 A): 1 A comes back, 10 left."""
    g = game(dog("d1", "red", Point(36.0, 20.0), mine=True), pieces={"vehicles": [car(Point(36.0, 14.0), 90.0)]},
             faces=[6, 6, 2])
    g.apply("end")
    g.apply("activate b2")
    g.apply("drive b2 3 3")
    bc, d1, b2 = g.state.vehicles["bc"], g.model("d1"), g.model("b2")
    assert (bc.at, bc.moved, bc.szp_left["bodywork"]) == (Point(36.0, 18.2), pytest.approx(4.2), 0)
    assert (d1.alive, d1.out, d1.equipment) == (False, "dead", [])
    assert (b2.a_remaining, b2.wounds, g.state.dice.exhausted) == (10, [], True)
    assert texts_of(g, "vehicle_strikes_mine_dog", "mine_goes_off", "mine_strikes", "drive_stopped") == [
        "SK-16.3: bc runs into d1 at 36.0,18.2: the mine it carries goes off",
        "SK-16.3: the mine d1 carries goes off at 36.0,20.0",
        "SK-16.3: the mine strikes bc (E 12)",
        "SK-16.3: bc stops 4.2 inches along its way, where it struck the mine; b2 gets 1 A back"]
    assert "drove" not in [e.kind for e in g.log.since(0)]


@pytest.mark.rule("SK-16.3")
@pytest.mark.rule("SK-14.11")
def test_a_car_skidding_into_an_enemy_mine_dog_sets_the_mine_off():
    """The car comes on at 7 inches an A from last turn; b2 drives 8 inches (1 A, above its road
    speed 6): the driving test D6 3 - 1 = 2, a skid: 4 inches more, its nose swinging right (D6
    6) to 180.  d1 stands at (36, 18.9), clear of the drive's end (the front at y 15.3): the
    sliding car touches it 3.8 inches into the skid, at (36, 17.8), and the mine goes off: a hit
    from the left as the car slews (D6 6 the bodywork, destroyed), the driver's test D6 6 (no
    problem), the blast on b2 D6 2 (no wound)."""
    g = game(dog("d1", "red", Point(36.0, 18.9), mine=True),
             pieces={"vehicles": [car(Point(36.0, 6.0), 90.0, speed=7)]}, faces=[3, 6, 6, 6, 2])
    g.apply("end")
    g.apply("activate b2")
    g.apply("drive b2 8 1")
    bc, d1 = g.state.vehicles["bc"], g.model("d1")
    assert (bc.at, bc.skidding, bc.szp_left["bodywork"], d1.alive) == (Point(36.0, 17.8), True, 0, False)
    assert texts_of(g, "vehicle_strikes_mine_dog", "skid_stopped") == [
        "SK-16.3: bc runs into d1 at 36.0,17.8: the mine it carries goes off",
        "SK-16.3: bc stops 3.8 inches into its skid, at 36.0,17.8, where it struck the mine"]
    assert g.state.dice.exhausted


@pytest.mark.rule("SK-16.3")
def test_a_car_drives_past_its_own_sides_mine_dog_but_not_a_wild_one():
    """A mine dog of blue's own side in the car's way: the car drives its 9 inches to (36, 23);
    gone wild (SK-16.1) the same dog knows no side, and the car strikes it."""
    g = game(dog("bd", "blue", Point(36.0, 20.0), mine=True), pieces={"vehicles": [car(Point(36.0, 14.0), 90.0)]})
    g.apply("end")
    g.apply("activate b2")
    g.apply("drive b2 3 3")
    assert g.state.vehicles["bc"].at == Point(36.0, 23.0) and g.model("bd").alive
    g = game(dog("bd", "blue", Point(36.0, 20.0), mine=True), pieces={"vehicles": [car(Point(36.0, 14.0), 90.0)]},
             faces=[6, 6, 2])
    g.apply("end")
    g.model("bd").wild = True   # gone wild in blue's turn (its own run comes at the start of the next)
    g.apply("activate b2")
    g.apply("drive b2 3 3")
    assert g.state.vehicles["bc"].at == Point(36.0, 18.2) and not g.model("bd").alive


# -- a battle's animals' names are texts to translate ---------------------------------------------------------
@pytest.mark.rule("SK-16")
def test_a_battles_animal_names_are_collected_for_translation(tmp_path):
    """A battle file with Rex and Laika: ``english_content`` lists them under the battle's
    ``animals`` (as its models' names); an animal named by its card only is not listed."""
    from .test_deploy_followups import sled_battle

    root = tmp_path
    real = texts._root()
    (root / "resources" / "skirmish" / "battles").mkdir(parents=True)
    for f in (real / "resources" / "skirmish").iterdir():
        if f.is_file():
            os.symlink(f, root / "resources" / "skirmish" / f.name)
    (root / "maps").mkdir()
    os.symlink(real / "maps" / "skirmish", root / "maps" / "skirmish")
    (root / "resources" / "skirmish" / "battles" / "crowd.json").write_text(json.dumps(sled_battle()), encoding="utf-8")
    content = texts.english_content(root)
    assert content["battles"]["crowd"]["animals"] == {"rex": "Rex", "d3": "Laika"}
    assert content["battles"]["crowd"]["models"]["handler"] == "Handler"
    assert texts.battle("courier-run")["animals"] == {}


@pytest.mark.rule("SK-16.3")
def test_the_touch_is_measured_to_the_cars_rectangle_not_a_square_round_it():
    """The car drives its 9 inches to (36, 23), its front right corner ending at (36.6, 24.3); d1
    stands at (37, 24.7), 0.4 inch beyond the corner each way: 0.57 inch from it, more than its
    base (0.5) and the touch (0.05): no contact, the mine stays on."""
    from cc_desktop.skirmish import vehicle_play
    corners = vehicle_play.footprint(vehicle_play.cards()["light_car"], Point(36.0, 23.0), 90.0)
    assert vehicle_play._footprint_distance(corners, Point(37.0, 24.7)) == pytest.approx(0.4 * 2 ** 0.5)
    assert vehicle_play._footprint_distance(corners, Point(36.0, 23.0)) == 0.0
    g = game(dog("d1", "red", Point(37.0, 24.7), mine=True), pieces={"vehicles": [car(Point(36.0, 14.0), 90.0)]})
    g.apply("end")
    g.apply("activate b2")
    g.apply("drive b2 3 3")
    assert g.state.vehicles["bc"].at == Point(36.0, 23.0) and g.model("d1").alive
