"""A battle file that starts a towed gun in action with its shells (SK-15.1, SK-15.2) and brings
animals (SK-16): a horse harnessed to a gun or a vehicle, led by its master, a dog at its master's
side; each bad field refused with its message and the file left unloaded."""

import copy
import json

import pytest

from cc_desktop.skirmish import actions
from cc_desktop.skirmish import battles as bt
from cc_desktop.skirmish.battles import BattleProblem, load_battle
from cc_desktop.skirmish.dice import FixedDice
from cc_desktop.skirmish.game import SkirmishGame, setup_from_battle
from cc_desktop.skirmish.types import Point


def man(mid, weapons=("kar98k",)):
    return {"id": mid, "name": mid.title(), "stats": {"C": 3, "U": 3, "E": 3, "M": 3}, "tp": 7,
            "weapons": list(weapons)}


def gun_battle() -> dict:
    """On the farmland: the Germans' light anti-tank gun in the gun pit (centre 34, 10) pointing
    south (90), ready with 4 AP and 6 HE shells, the gunner and the loader its crew; a handler
    with his dog Rex; two British riflemen in the lane to the south-east.  The Germans start."""
    return {
        "format": "cc-desktop-skirmish-battle", "version": 1, "id": "gun-test", "title": "The gun",
        "briefing": "A gun in action.", "year": 1943, "map": "farmland", "up": 300, "first": "germans", "turns": 4,
        "zones": [{"name": "gun_pit", "rect": [30, 8, 38, 12]}, {"name": "lane", "rect": [40, 30, 50, 36]}],
        "sides": [
            {"id": "germans", "name": "Gun crew", "nation": "german", "deploy": "gun_pit",
             "models": [man("gunner"), man("loader"), man("driver"), man("handler")],
             "vehicles": [{"id": "pak", "type": "light_at_gun", "zone": "gun_pit", "facing": 90,
                           "crew": ["gunner", "loader"], "ready": True, "ammo": {"ap": 4, "he": 6}}],
             "animals": [{"id": "rex", "card": "dog", "master": "handler", "name": "Rex"}],
             "objectives": [{"id": "hold", "rank": "primary", "up": 50, "kind": "hold_area", "area": "gun_pit",
                             "text": "Hold the gun pit."}]},
            {"id": "british", "name": "Section", "nation": "british", "deploy": "lane",
             "models": [man("tommy", ["lee_enfield"]), man("jock", ["lee_enfield"])],
             "objectives": [{"id": "kill", "rank": "primary", "up": 50, "kind": "kill_all", "text": "Kill them."}]},
        ],
    }


def horse_battle() -> dict:
    """The same gun limbered (no ``ready``), the horse Bess harnessed to it, the driver her master."""
    d = gun_battle()
    del d["sides"][0]["vehicles"][0]["ready"]
    d["sides"][0]["animals"].append({"id": "bess", "card": "horse", "master": "driver", "harnessed_to": "pak"})
    return d


@pytest.fixture(scope="module")
def known():
    return bt.shipped_knowledge()


def game_of(data, known, tmp_path, seed=3) -> SkirmishGame:
    path = tmp_path / f"{data['id']}.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return SkirmishGame(setup_from_battle(load_battle(path, known)), seed)


#: where the Germans set their gun up (SK-3.1): the middle of the gun pit, pointing south
GUN_AT = {"pak": (34.0, 10.0, 90.0)}


def deploy(g, spots: dict):
    """Each side sets up its gun (``GUN_AT``) and its waiting models at the places given (SK-3.1),
    the others at the first place offered, then says Done."""
    while g.pending.kind == "deploy":
        gun = next((o for o in g.pending.options if o.kind == "place_piece" and o.args[0] in GUN_AT), None)
        if gun is not None:
            g.apply("place_piece {} {} {} {}".format(gun.args[0], *GUN_AT[gun.args[0]]))
            continue
        mv = next((o for o in g.pending.options if o.kind == "place" and o.args[0] in spots), None)
        if mv is not None:
            x, y = spots.pop(mv.args[0])
            g.apply(f"place {mv.args[0]} {x} {y}")
        else:
            g.apply(next((o for o in g.pending.options if o.kind == "done"), g.pending.options[0]))


SPOTS = {"driver": (31.0, 9.0), "handler": (37.0, 9.0), "tommy": (44.0, 31.0), "jock": (48.0, 33.0)}


@pytest.mark.rule("SK-15.1")
@pytest.mark.rule("SK-15.2")
@pytest.mark.rule("SK-3.1")
def test_a_gun_the_battle_starts_ready_fires_at_once_with_its_shells(known, tmp_path):
    """The gun stands in action at the middle of the gun pit with 4 AP and 6 HE, its crew round it
    (set up with it, within reach): the gunner aims and loads it himself at once, 6 + 4 = 10 A of
    his 12, and fires an AP shell at tommy: 3 AP left; no A goes into setting it up."""
    g = game_of(gun_battle(), known, tmp_path)
    pak = g.state.guns["pak"]
    assert (pak.at, pak.facing, pak.ready, pak.ammo) == (Point(34.0, 10.0), 90.0, True, {"ap": 4, "he": 6})
    gunner, loader = g.model("gunner"), g.model("loader")
    assert gunner.placed and loader.placed and (gunner.at, loader.at) == (Point(34.0, 8.6), Point(33.0, 9.0))
    assert max(m.at.distance(pak.at) for m in (gunner, loader)) <= actions.REACH
    assert g.pending.kind == "deploy" and dict(g.pending.about)["left"] == 3   # the driver, the handler, the gun
    assert not pak.placed   # SK-3.1 its side sets it up, its crew round it
    deploy(g, dict(SPOTS))
    assert (g.pending.kind, g.pending.player) == ("activate", "germans")
    g.apply("activate gunner")
    g.state.dice = FixedDice([6, 6, 6, 6, 6, 6])
    g.apply("gun_fire gunner pak ap tommy")
    assert [e.message.text() for e in g.log.since(0) if e.kind == "fired_gun"] == [
        "SK-15.2: gunner fires pak (ap) at tommy (10 A)"]
    assert pak.ammo == {"ap": 3, "he": 6} and gunner.a_remaining == 2 and pak.ready


@pytest.mark.rule("SK-15.2")
def test_the_shells_a_battle_gives_are_all_the_gun_has(known, tmp_path):
    """An infantry gun given 1 HE only has no HEAT and no smoke shells; the one HE fired, none is
    left.  A gun the battle gives no ``ammo`` keeps no count (as the battles before)."""
    d = gun_battle()
    d["sides"][0]["vehicles"][0].update(type="light_infantry_gun", ammo={"he": 1})
    d["sides"][0]["models"].append(man("aimer"))
    d["sides"][0]["vehicles"][0]["crew"].append("aimer")   # its minimum crew is 3
    g = game_of(d, known, tmp_path)
    pak = g.state.guns["pak"]
    assert pak.ammo == {"he": 1, "heat": 0, "smoke": 0}
    deploy(g, dict(SPOTS))
    g.apply("activate gunner")
    assert g.why_not("gun_fire gunner pak heat tommy").text() == "SK-15.2: pak has no heat shells left"
    g.state.dice = FixedDice([6] * 12, reals=[0.0] * 4)
    g.apply("gun_fire_at gunner pak he 44.0 31.0")
    assert pak.ammo["he"] == 0
    g.apply("done")
    g.apply("activate loader")
    assert g.why_not("gun_fire_at loader pak he 44.0 31.0").text() == "SK-15.2: pak has no he shells left"
    del d["sides"][0]["vehicles"][0]["ammo"]
    assert game_of(d, known, tmp_path).state.guns["pak"].ammo == {}


@pytest.mark.rule("SK-16.1")
@pytest.mark.rule("SK-16.2")
@pytest.mark.rule("SK-3.1")
def test_a_horse_harnessed_to_the_limbered_gun_moves_it_as_its_master_leads_it(known, tmp_path):
    """Bess stands 2 inches in front of the limbered gun (at 34, 12, facing south), harnessed to it,
    the driver at her right holding the halter (32.4, 12), both set up with the gun.  The driver
    walks to (38, 13.6): Bess walks beside him the same way and the gun comes along: (39.6, 11.6)."""
    g = game_of(horse_battle(), known, tmp_path)
    bess, driver, pak = g.model("bess"), g.model("driver"), g.state.guns["pak"]
    assert (bess.kind, bess.animal, bess.name, bess.base.A) == ("animal", "horse", "Horse", 18)
    assert (bess.at, bess.facing, bess.harnessed_to, bess.led_by) == (Point(34.0, 12.0), 90.0, "pak", "driver")
    assert (driver.at, driver.placed, pak.ready) == (Point(32.4, 12.0), True, False)
    deploy(g, {k: v for k, v in SPOTS.items() if k != "driver"})
    g.apply("activate driver")
    g.apply("move driver 38.0 13.6")
    texts = [e.message.text() for e in g.log.since(0) if e.kind in ("dragged", "led_walk")]
    assert texts == ["SK-16.1: bess drags pak to 39.6,11.6",
                     "SK-16.2: bess walks beside driver 5.8 inches to 39.6,13.6 (7 A)"]
    assert (pak.at, bess.at, driver.at) == (Point(39.6, 11.6), Point(39.6, 13.6), Point(38.0, 13.6))
    assert bess.led_by == "driver" and bess.a_remaining == 18 - 7


@pytest.mark.rule("SK-16.3")
@pytest.mark.rule("SK-3.1")
def test_a_dog_stands_at_its_masters_side_and_is_set_up_with_him(known, tmp_path):
    """Rex is no model its side places: as the handler is set up at (37, 9), facing south, Rex is
    put at his right, (35.9, 9); a dog is not led (it goes by itself, SK-16.3)."""
    g = game_of(gun_battle(), known, tmp_path)
    rex = g.model("rex")
    assert (rex.kind, rex.animal, rex.name, rex.placed, rex.led_by) == ("animal", "dog", "Rex", True, None)
    assert not [o for o in g.pending.options if o.args and o.args[0] == "rex"]
    deploy(g, dict(SPOTS))
    assert (g.model("handler").at, rex.at, rex.facing) == (Point(37.0, 9.0), Point(35.9, 9.0), 90.0)


@pytest.mark.rule("SK-16.1")
@pytest.mark.rule("SK-3.1")
def test_a_horse_drawing_a_vehicle_is_set_up_in_front_of_it_with_the_vehicle(known, tmp_path):
    """A light car (2.6 inches long) the Germans set up at (32, 8.6) heading east: the horse harnessed
    to it stands clear of its nose, 1.3 + 1 + 0.3 inches ahead, (34.6, 8.6), the driver at her right
    (south of her)."""
    d = gun_battle()
    d["sides"][0]["vehicles"].append({"id": "cart", "type": "light_car", "zone": "gun_pit", "facing": 0})
    d["sides"][0]["vehicles"][0]["zone"] = "lane_pit"
    d["zones"].append({"name": "lane_pit", "rect": [10, 20, 14, 24]})
    d["sides"][0]["animals"].append({"id": "bess", "card": "horse", "master": "driver", "harnessed_to": "cart"})
    g = game_of(d, known, tmp_path)
    g.apply("place_vehicle cart 32.0 8.6 0.0")
    bess, driver = g.model("bess"), g.model("driver")
    assert (bess.at, bess.facing, bess.harnessed_to) == (Point(34.6, 8.6), 0.0, "cart")
    assert (driver.at, driver.placed, bess.led_by) == (Point(34.6, 10.2), True, "driver")


@pytest.mark.rule("SK-16.1")
def test_a_game_of_a_battle_with_a_ready_gun_and_animals_saves_and_replays(known, tmp_path):
    g = game_of(horse_battle(), known, tmp_path)
    deploy(g, {k: v for k, v in SPOTS.items() if k != "driver"})
    g.apply("activate driver")
    g.apply("move driver 38.0 13.6")
    g.save(tmp_path / "g.skgame")
    back = SkirmishGame.load(tmp_path / "g.skgame", verify=True)
    assert back.state.hash() == g.state.hash() and back.state.guns["pak"].at == Point(39.6, 11.6)


@pytest.mark.rule("SK-12.5")
@pytest.mark.rule("SK-3.1")
def test_the_mortar_of_the_farm_starts_set_up_where_its_gunner_is_placed_and_fires_at_once():
    """mortar-farm's ``mortars_ready``: the gunner's light mortar stands set up (no carrier), the
    mortar no longer in his kit, his pistol in hand; as the Germans set him up at (50, 20) it stands
    there, and in their first turn he aims and loads it himself, 6 + 6 = 12 A, at (50, 36)."""
    g = SkirmishGame.new("mortar-farm", 3)
    p = g.state.mortars["mortar_light@mortar_gunner"]
    gunner = g.model("mortar_gunner")
    assert (p.ready, p.carrier, p.at) == (True, None, Point(55.0, 21.5))
    assert (gunner.in_hand, gunner.carried) == (["p38"], [])
    deploy(g, {"mortar_gunner": (50.0, 20.0)})
    assert p.at == Point(50.0, 20.0) == gunner.at
    while g.pending.player != "germans" or g.pending.kind != "activate":
        g.apply(next((o for o in g.pending.options if o.kind in ("end", "done", "decline")), g.pending.options[0]))
    g.apply("activate mortar_gunner")
    assert g.why_not("set_up mortar_gunner mortar_light@mortar_gunner 8").text() == \
        "SK-12.5: mortar_light@mortar_gunner is set up already"
    g.state.dice = FixedDice([1, 1, 1] + [1] * 20, reals=[0.0] * 4)
    g.apply("fire_mortar mortar_gunner mortar_light@mortar_gunner 50.0 36.0")
    assert [e.message.text() for e in g.log.since(0) if e.kind == "fired_mortar"] == [
        "SK-12.5: mortar_gunner fires mortar_light@mortar_gunner at 50.0,36.0 (12 A)"]


def _add(path, value):
    def change(d):
        node = d
        for k in path:
            node = node[k]
        node.append(value)
    return change


def _vehicle(d):
    d["sides"][0]["vehicles"][0].update(type="light_car", crew=["gunner"])
    del d["sides"][0]["vehicles"][0]["ammo"]


def _put(path, value):
    def change(d):
        *head, last = path
        node = d
        for k in head:
            node = node[k]
        node[last] = value
    return change


G = ("sides", 0, "vehicles", 0)
A = ("sides", 0, "animals")
BAD = [
    ("unknown shell", _put(G + ("ammo",), {"shrapnel": 3}),
     "sides[0].vehicles[0].ammo.shrapnel: no shell 'shrapnel' (the guns' shells: ap, he, heat, smoke)"),
    ("a shell the gun does not list", _put(G + ("ammo",), {"ap": 2, "heat": 2}),
     "sides[0].vehicles[0].ammo.heat: a light_at_gun fires no heat shells; it fires ap, he (SK-15.2)"),
    ("a negative count", _put(G + ("ammo",), {"he": -2}),
     "sides[0].vehicles[0].ammo.he: must be a whole number of shells from 0 to 999, not -2"),
    ("a count that is no number", _put(G + ("ammo",), {"he": "six"}),
     "sides[0].vehicles[0].ammo.he: must be a whole number of shells from 0 to 999, not 'six'"),
    ("ammo that is no table", _put(G + ("ammo",), [6, 4]),
     'sides[0].vehicles[0].ammo: must be {shell: count}, e.g. {"he": 6, "ap": 4}, not [6, 4]'),
    ("ready that is no yes or no", _put(G + ("ready",), "yes"),
     "sides[0].vehicles[0].ready: must be true or false, not 'yes'"),
    ("a vehicle started ready", _vehicle,
     "sides[0].vehicles[0].ready: only a towed gun starts ready, in action (SK-15.1); 'light_car' is a vehicle"),
    ("an animal card that does not exist", _put(A + (0, "card"), "unicorn"),
     "sides[0].animals[0].card: no animal card 'unicorn' (cards: bull, cow, dog, horse, pig, ram, sheep)"),
    ("harnessed to a piece not in the battle", _add(A, {"id": "bess", "card": "horse", "harnessed_to": "limber"}),
     "sides[0].animals[1].harnessed_to: 'limber' is no gun, vehicle or sled of the side in the battle"),
    ("harnessed to the gun in action", _add(A, {"id": "bess", "card": "horse", "harnessed_to": "pak"}),
     "sides[0].animals[1].harnessed_to: 'pak' starts ready, in action: a gun is towed limbered (SK-15.1)"),
    ("a dog harnessed to a gun", _put(A + (0, "harnessed_to"), "pak"),
     "sides[0].animals[0].harnessed_to: a dog draws no gun or vehicle (SK-16.2, SK-16.4: horses and cattle do)"),
    ("a master of the other side", _put(A + (0, "master"), "tommy"),
     "sides[0].animals[0].master: 'tommy' is no model of the side"),
    ("a master of two animals", _add(A, {"id": "bess", "card": "horse", "master": "handler"}),
     "sides[0].animals[1].master: 'handler' is the master of 'rex' already: a man holds one animal"),
    ("an animal with a model's id", _add(A, {"id": "tommy", "card": "horse"}),
     "sides[0].animals[1].id: 'tommy' is the id of a model or an earlier animal too"),
    ("animals that are no list", _put(A, {"rex": "dog"}),
     "sides[0].animals: must be a list of animals, not {'rex': 'dog'}"),
    ("mortars ready that is no yes or no", _put(("sides", 0, "mortars_ready"), 1),
     "sides[0].mortars_ready: must be true or false, not 1"),
    ("mortars ready with no mortar", _put(("sides", 1, "mortars_ready"), True),
     "sides[1].mortars_ready: the side carries no mortar to set up (SK-12.5)"),
]


@pytest.mark.rule("SK-15.1")
@pytest.mark.rule("SK-15.2")
@pytest.mark.rule("SK-16.1")
@pytest.mark.parametrize("what, change, message", BAD, ids=[b[0] for b in BAD])
def test_each_bad_start_is_refused_with_its_message_and_the_file_left_unloaded(known, tmp_path, what, change,
                                                                              message):
    d = copy.deepcopy(gun_battle())
    change(d)
    path = tmp_path / "gun-test.json"
    path.write_text(json.dumps(d), encoding="utf-8")
    with pytest.raises(BattleProblem) as e:
        load_battle(path, known)
    assert e.value.problems == [f"gun-test.json: {message}"]


@pytest.mark.rule("SK-16.1")
def test_a_second_animal_to_one_piece_and_a_master_in_a_vehicle_are_refused(known, tmp_path):
    d = horse_battle()
    d["sides"][0]["animals"].append({"id": "nell", "card": "cow", "harnessed_to": "pak"})
    d["sides"][0]["vehicles"].append({"id": "car", "type": "light_car", "zone": "gun_pit", "crew": ["handler"]})
    assert bt.validate_battle(d, source="gun-test.json", known=known) == [
        ("gun-test.json: sides[0].animals[0].master: 'handler' is crew of the vehicle 'car': the master of an animal "
         "starts on foot at its side"),
        "gun-test.json: sides[0].animals[2].harnessed_to: 'pak' is drawn by 'bess' already: one animal to a piece"]
