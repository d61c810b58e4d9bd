"""The deployment's follow-ups (SK-3.1; docs/skirmish-decisions/deploy.md): a battle whose zone
cannot hold what its side sets up in it is refused; a piece the full zone has no room for is set
up in the zone widened, as near it as there is room, and the game goes on; what finds no place on
the whole table is held back; towed guns and dog sleds set up by their side with their crews and
dogs (``place_piece``).  Real battle files on the farmland, exact places and refusals."""

import copy
import random

import pytest

from cc_desktop.skirmish import battles as bt
from cc_desktop.skirmish import simulate, turn, vehicle_play
from cc_desktop.skirmish.game import SkirmishGame, setup_from_battle
from cc_desktop.skirmish.state import SkirmishState
from cc_desktop.skirmish.types import Point


def man(mid, weapons=("kar98k",)):
    return {"id": mid, "name": mid.title(), "stats": {"C": 3, "U": 3, "E": 3, "M": 3}, "tp": 7,
            "weapons": list(weapons)}


def battle(zone, germans, vehicles=(), **side) -> dict:
    """On the farmland: the Germans (``germans``, their ``vehicles``) set up in the yard
    (``zone``, a rectangle of the battle's own), two British riflemen in the lane to the south-east
    (40..50, 30..36); the Germans start, 3 turns."""
    return {
        "format": "cc-desktop-skirmish-battle", "version": 1, "id": "crowd", "title": "The crowded yard",
        "briefing": "Too much in too little room.", "year": 1943, "map": "farmland", "up": 400,
        "first": "germans", "turns": 3,
        "zones": [{"name": "yard", "rect": list(zone)}, {"name": "lane", "rect": [40, 30, 50, 36]}],
        "sides": [
            {"id": "germans", "name": "Germans", "nation": "german", "deploy": "yard",
             "models": [man(m) for m in germans], "vehicles": list(vehicles), **side,
             "objectives": [{"id": "hold", "rank": "primary", "up": 50, "kind": "hold_area", "area": "yard",
                             "text": "Hold the yard."}]},
            {"id": "british", "name": "Section", "nation": "british", "deploy": "lane",
             "models": [man("tommy", ["lee_enfield"]), man("jock", ["lee_enfield"])],
             "objectives": [{"id": "kill", "rank": "primary", "up": 50, "kind": "kill_all", "text": "Kill them."}]},
        ],
    }


@pytest.fixture(scope="module")
def known():
    return bt.shipped_knowledge()


def game_of(data, known, seed=3) -> SkirmishGame:
    return SkirmishGame(setup_from_battle(bt.battle_from_json(data, source="crowd.json", known=known)), seed)


def problems(data, known):
    return bt.validate_battle(data, source="crowd.json", known=known)


def why(g, move):
    w = g.why_not(move)
    return None if w is None else (w.rule, w.code)


def codes(g, kind=None):
    return [e.message.code for e in g.log.since(0) if kind is None or e.kind == kind]


def play_on(g, seed, moves=400):
    """Seeded random legal moves (as the soak), every invariant checked after each one."""
    rng = random.Random(seed)
    ids = frozenset(g.state.models)
    for _ in range(moves):
        if g.pending is None:
            break
        assert g.pending.options, "a pending decision with no options"
        g.apply(simulate.choose(rng, g))
        assert simulate.invariants(g, ids) == []


CAR = {"id": "car", "type": "light_car", "zone": "yard"}
TRUCK = {"id": "truck", "type": "medium_truck", "zone": "yard", "crew": ["driver"]}


# -- (a) the battle file: a zone that cannot hold its side's pieces ----------------------------------------
@pytest.mark.rule("SK-3.1")
def test_a_zone_too_small_for_what_its_side_sets_up_is_refused_naming_the_zone_and_the_pieces(known):
    """The yard is 4 x 2 inches (8 square inches); a light car (2.6 x 1.2 = 3.1), a motorcycle
    combination (1.7 x 1.1 = 1.9) and four men on foot (4 x 0.79 = 3.1) need 8.1: refused.  Without
    the motorcycle (6.3) the battle is good."""
    d = battle([30, 8, 34, 10], ["a", "b", "c", "d"], [CAR, {"id": "bike", "type": "motorcycle_sidecar", "zone": "yard"}])
    assert problems(d, known) == [
        "crowd.json: sides[0].deploy: the deployment zone 'yard' (8 square inches) cannot hold what the side sets "
        "up in it: car 3.1, bike 1.9, 4 model(s) on foot 3.1, 8.1 square inches in all (SK-3.1)"]
    with pytest.raises(bt.BattleProblem):
        bt.battle_from_json(d, source="crowd.json", known=known)
    del d["sides"][0]["vehicles"][1]
    assert problems(d, known) == []


@pytest.mark.rule("SK-3.1")
def test_a_vehicle_that_fits_the_zone_at_no_place_is_refused(known):
    """A medium truck 3.6 inches long facing east (0) cannot stand in a yard 3 inches wide; turned
    south (90) it is 1.4 wide and 3.6 deep: the yard is 2 deep, still no."""
    d = battle([30, 8, 33, 10], ["a"], [{"id": "truck", "type": "medium_truck", "zone": "yard"}])
    assert problems(d, known) == [
        "crowd.json: sides[0].vehicles[0]: the medium_truck 'truck' (3.6 x 1.4 inches, facing 0) does not fit in "
        "the deployment zone 'yard' (3 x 2 inches) (SK-3.1)"]
    d["sides"][0]["vehicles"][0]["facing"] = 90
    assert problems(d, known)[0].endswith("(3.6 x 1.4 inches, facing 90) does not fit in the deployment zone 'yard' "
                                          "(3 x 2 inches) (SK-3.1)")
    d["zones"][0]["rect"] = [30, 8, 33, 12]   # 3 x 4: the truck facing south fits
    assert problems(d, known) == []


@pytest.mark.rule("SK-3.1")
def test_a_map_zone_is_measured_by_its_bounds_and_the_crew_aboard_take_no_room(known):
    """partisan-road's side_a is 8 x 8 inches (64 square inches): the shipped partisan raid's car
    and motorcycle (3.1 + 1.9) with all six Germans aboard pass; 80 riflemen on foot (62.8) and the
    car (3.1) do not."""
    assert known.map_zone_bounds["partisan-road"]["side_a"] == (0.0, 20.0, 8.0, 28.0, 64.0)
    d = battle([30, 8, 34, 10], [f"m{i}" for i in range(80)], [CAR])
    d["map"], d["up"] = "partisan-road", 10_000
    d["sides"][0]["deploy"] = d["sides"][0]["objectives"][0]["area"] = "side_a"
    assert problems(d, known) == [
        "crowd.json: sides[0].deploy: the deployment zone 'side_a' (64 square inches) cannot hold what the side "
        "sets up in it: car 3.1, 80 model(s) on foot 62.8, 66.0 square inches in all (SK-3.1)"]
    assert "partisan-raid" in bt.shipped_battles(known)


# -- (b) in play: the full zone widened -----------------------------------------------------------------
@pytest.mark.rule("SK-3.1")
def test_a_vehicle_the_full_zone_has_no_room_for_is_set_up_just_outside_it_and_the_game_goes_on(known):
    """The yard is 4 x 4 inches (16 square inches: room enough by area for the car, 3.1, and the
    truck, 5.0).  The car set up in its middle (22, 22), the truck (3.6 long) fits at no place of
    the yard's grid: the places offered are in the yard widened by 2 inches (18..26), the first
    (20, 20), its rear over the yard's edge.  Inside the yard it is refused (on the car), beyond
    the widened yard too (the zone is full, 2 inches); set up at (20, 20) the log says it stands
    outside the full zone.  Done, the British deploy, and the battle is played on."""
    g = game_of(battle([20, 20, 24, 24], ["driver"], [CAR, TRUCK]), known)
    g.apply("place_vehicle car 22.0 22.0 0.0")
    offered = [str(m) for m in g.legal_moves()]
    assert offered == ["place_vehicle truck 20.0 20.0 0.0", "place_vehicle truck 20.0 24.0 0.0",
                       "place_vehicle truck 22.0 24.0 0.0", "place_vehicle truck 24.0 24.0 0.0"]
    assert why(g, "place_vehicle truck 22.0 22.0 0.0") == ("SK-3.1", "vehicle_on_another")
    w = g.why_not("place_vehicle truck 30.0 30.0 0.0")
    assert (w.code, w.args["inches"]) == ("outside_overflow", 2.0)
    assert w.text() == ("SK-3.1: 30.0,30.0 is outside the deployment zone of germans widened by 2.0 inches: the zone "
                        "is full, and truck is set up as near it as there is room")
    assert why(g, "done") == ("SK-3.1", "vehicles_left")
    g.apply("place_vehicle truck 20.0 20.0 0.0")
    assert [e.message.text() for e in g.log.since(0) if e.kind == "set_up_outside"] == [
        "SK-3.1: truck is set up outside the full deployment zone of germans, as near it as there is room"]
    truck = g.state.vehicles["truck"]
    assert (truck.placed, truck.at, g.model("driver").at) == (True, Point(20.0, 20.0), Point(20.0, 20.0))
    g.apply("done")
    assert (g.pending.kind, g.pending.player) == ("deploy", "british")
    play_on(g, 5)
    assert g.state.turn >= 1 and codes(g, "deployed") == ["deployed", "deployed"]


@pytest.mark.rule("SK-3.1")
def test_men_the_zone_grid_has_no_room_for_are_offered_places_round_it(known):
    """A yard of 2 x 2 inches (4 square inches) and five men (3.9: the file is good).  The grid's
    four corners take four of them (2 inches apart); the fifth is offered the yard widened by 2
    inches, its grid spread (8, 8) ... ; placed at (8, 8) he stands outside the full zone; the
    game goes on."""
    g = game_of(battle([10, 10, 12, 12], ["a", "b", "c", "d", "e"]), known)
    for mid, (x, y) in zip("abcd", [(10, 10), (12, 10), (10, 12), (12, 12)]):
        g.apply(f"place {mid} {x:.1f} {y:.1f}")
    offered = [str(m) for m in g.legal_moves()]
    assert offered[0] == "place e 8.0 8.0" and len(offered) == 8
    assert all(not (10 <= m.args[1] <= 12 and 10 <= m.args[2] <= 12) for m in g.legal_moves())
    assert why(g, "place e 11.0 8.0") is None               # the widened zone: any free place in it
    assert why(g, "place e 10.5 10.0") == ("SK-3.1", "on_another")
    assert why(g, "place e 40.0 40.0") == ("SK-3.1", "outside_overflow")
    g.apply("place e 8.0 8.0")
    assert codes(g, "set_up_outside") == ["set_up_outside"] and why(g, "done") is None
    g.apply("done")
    play_on(g, 7)


@pytest.mark.rule("SK-3.1")
def test_what_finds_no_place_on_the_whole_table_is_held_back_and_the_game_goes_on(known, monkeypatch):
    """With no widening of the zone to be had (the table full, here by taking the widenings away),
    the fifth man of the 2 x 2 yard has no place at all: Done is offered, he is held back (out of
    the battle, ``out`` "held_back"), and the battle goes on without him; the state round-trips."""
    monkeypatch.setattr(turn, "widened_zones", lambda ring: iter(()))
    g = game_of(battle([10, 10, 12, 12], ["a", "b", "c", "d", "e"]), known)
    for mid, (x, y) in zip("abcd", [(10, 10), (12, 10), (10, 12), (12, 12)]):
        g.apply(f"place {mid} {x:.1f} {y:.1f}")
    assert [str(m) for m in g.legal_moves()] == ["done"]
    g.apply("done")
    e = g.model("e")
    assert (e.out, e.placed, e.in_play) == ("held_back", False, False)
    assert [m.text() for m in (ev.message for ev in g.log.since(0) if ev.kind == "held_back")] == [
        "SK-3.1: e finds no place on the table: germans holds it back, out of the battle"]
    assert SkirmishState.from_json(g.state.to_json()).hash() == g.state.hash()
    play_on(g, 11)


@pytest.mark.rule("SK-3.1")
def test_the_widened_zones_grow_two_inches_at_a_time_to_the_whole_table():
    rings = list(turn.widened_zones([(10.0, 10.0), (12.0, 10.0), (12.0, 12.0), (10.0, 12.0)]))
    assert rings[0][0] == 2.0 and sorted(rings[0][1]) == [(8.0, 8.0), (8.0, 14.0), (14.0, 8.0), (14.0, 14.0)]
    assert rings[-1][0] == 60.0 and sorted(rings[-1][1]) == [(0.0, 0.0), (0.0, 48.0), (72.0, 0.0), (72.0, 48.0)]
    assert len(rings) == 30


@pytest.mark.rule("SK-3.1")
def test_the_soak_invariant_reports_a_decision_without_options(known):
    g = game_of(battle([20, 20, 24, 24], ["driver"], [CAR, TRUCK]), known)
    ids = frozenset(g.state.models)
    assert simulate.invariants(g, ids) == []
    g.pending.options = ()
    assert simulate.invariants(g, ids) == ["a pending decision with no options: deploy of germans"]


# -- towed guns set up in the deployment ------------------------------------------------------------------
PAK = {"id": "pak", "type": "light_at_gun", "zone": "yard", "facing": 90, "crew": ["gunner", "loader"],
       "ready": True, "ammo": {"ap": 4, "he": 6}}


def gun_battle(**side):
    return battle([30, 8, 38, 12], ["gunner", "loader", "driver", "handler"], [copy.deepcopy(PAK)],
                  animals=[{"id": "rex", "card": "dog", "master": "handler", "name": "Rex"}], **side)


@pytest.mark.rule("SK-3.1")
@pytest.mark.rule("SK-15.1")
def test_a_gun_waits_to_be_set_up_and_its_crew_are_set_up_round_it_where_it_is_placed(known):
    """The gun waits (not placed) at the middle of the yard, its crew round it; Done is refused
    while it waits ("1 gun(s) or sled(s) still to set up" once the men are placed), the gunner
    may not be set up alone.  Set up at (32, 11) pointing south (90): ready as the battle says, its
    gunner 1.4 inches behind it (32, 9.6), the loader behind and to its right (31, 10), both
    facing south; it may be set up again, and the crew go with it."""
    g = game_of(gun_battle(), known)
    pak, gunner, loader = g.state.guns["pak"], g.model("gunner"), g.model("loader")
    assert (pak.placed, pak.at, pak.ready) == (False, Point(34.0, 10.0), True)
    assert dict(g.pending.about)["left"] == 3
    assert why(g, "place gunner 31.0 9.0") == ("SK-3.1", "set_up_with")
    g.apply("place driver 30.0 8.0")
    g.apply("place handler 38.0 8.0")
    w = g.why_not("done")
    assert (w.code, w.text()) == ("pieces_left", "SK-3.1: 1 gun(s) or sled(s) still to set up")
    g.apply("place_piece pak 32.0 11.0 90.0")
    assert (pak.placed, pak.at, pak.facing, pak.ready, pak.ammo) == (True, Point(32.0, 11.0), 90.0, True,
                                                                     {"ap": 4, "he": 6})
    assert (gunner.at, loader.at, gunner.facing, loader.facing) == (Point(32.0, 9.6), Point(31.0, 10.0), 90.0, 90.0)
    assert [e.message.text() for e in g.log.since(0) if e.kind == "piece_placed"] == [
        "SK-3.1: pak set up at 32.0,11.0, facing 90.0"]
    g.apply("place_piece pak 35.0 11.0 90.0")
    assert (gunner.at, loader.at) == (Point(35.0, 9.6), Point(34.0, 10.0))
    assert why(g, "done") is None
    g.apply("place gunner 37.0 11.5")   # once it stands, a man of its crew may be moved as any other
    assert gunner.at == Point(37.0, 11.5)


@pytest.mark.rule("SK-3.1")
def test_where_a_gun_may_not_be_set_up(known):
    """Outside the yard (its gunner's spot 1.4 inches behind it at y 6.9: outside), on the driver
    set up at (30, 8) (its loader's spot (30, 8.5) within a base of him), by the other side, and
    a man set up on the gun once it stands (within 0.75 + 0.5 inches of it)."""
    g = game_of(gun_battle(), known)
    g.apply("place driver 30.0 8.0")
    assert why(g, "place_piece pak 34.0 8.3 90.0") == ("SK-3.1", "piece_outside_zone")
    w = g.why_not("place_piece pak 31.0 9.5 90.0")
    assert (w.code, w.args["other"]) == ("piece_on_another", "driver")
    g.apply("place_piece pak 34.0 11.0 90.0")
    w = g.why_not("place handler 34.5 11.5")
    assert (w.code, w.text()) == ("on_piece", "SK-3.1: handler would stand on pak")
    g.apply("place handler 37.0 11.0")
    g.apply("done")
    assert why(g, "place_piece pak 44.0 32.0 90.0") == ("SK-3.1", "not_your_piece")


@pytest.mark.rule("SK-3.1")
@pytest.mark.rule("SK-16.1")
def test_a_horse_drawing_the_gun_and_its_leader_are_set_up_with_it(known):
    """The limbered gun with the horse Bess harnessed, the driver her master: set up at (34, 10)
    pointing south, Bess stands 2 inches in front of it (34, 12), the driver at her right
    (32.4, 12), the crew behind; an inch further north its gunner would stand outside the yard."""
    d = gun_battle()
    del d["sides"][0]["vehicles"][0]["ready"]
    d["sides"][0]["animals"].append({"id": "bess", "card": "horse", "master": "driver", "harnessed_to": "pak"})
    g = game_of(d, known)
    assert why(g, "place driver 30.0 8.0") == ("SK-3.1", "set_up_with")
    g.apply("place_piece pak 34.0 10.0 90.0")
    assert (g.model("bess").at, g.model("driver").at, g.model("gunner").at) == (
        Point(34.0, 12.0), Point(32.4, 12.0), Point(34.0, 8.6))
    assert g.model("bess").harnessed_to == "pak" and g.model("bess").led_by == "driver"
    assert why(g, "place_piece pak 34.0 9.0 90.0") == ("SK-3.1", "piece_outside_zone")   # the gunner at y 7.6


@pytest.mark.rule("SK-3.1")
def test_a_gun_the_full_zone_has_no_room_for_is_set_up_just_outside_it(known):
    """A yard of 4 x 4 inches with a light car in its middle: the gun and its two crew find no
    place of the grid; the offers are in the yard widened by 2 inches (each of them, with its crew
    behind it, outside the yard itself), the first (20, 20) with its gunner at (20, 18.6); the
    game goes on."""
    d = battle([20, 20, 24, 24], ["gunner", "loader"], [CAR, dict(PAK, zone="yard")])
    g = game_of(d, known)
    g.apply("place_vehicle car 22.0 22.0 0.0")
    offered = g.legal_moves()
    assert str(offered[0]) == "place_piece pak 20.0 20.0 90.0" and len(offered) == 8
    yard = g.deploy_zone("germans")
    assert {turn.check_in(g, "germans", m, yard).code for m in offered} == {"piece_outside_zone"}
    assert vehicle_play.why_not_place_piece(g, "germans", offered[0]).code == "piece_outside_zone"
    g.apply(offered[0])
    assert g.model("gunner").at == Point(20.0, 18.6)
    assert codes(g, "set_up_outside") == ["set_up_outside"]
    g.apply("done")
    play_on(g, 3)


# -- dog sleds in a battle --------------------------------------------------------------------------------
def sled_battle():
    """The gun battle with two sleds: sl (no place: its side sets it up, facing north, 270) drawn
    by the dogs d1 and d2, and sl2 standing at (20, 40) facing east drawn by Laika."""
    d = gun_battle(sleds=[{"id": "sl", "facing": 270}, {"id": "sl2", "at": [20, 40], "facing": 0}])
    d["sides"][0]["animals"] += [{"id": "d1", "card": "dog", "harnessed_to": "sl"},
                                 {"id": "d2", "card": "dog", "harnessed_to": "sl"},
                                 {"id": "d3", "card": "dog", "harnessed_to": "sl2", "name": "Laika"}]
    return d


@pytest.mark.rule("SK-16.3")
@pytest.mark.rule("SK-3.1")
def test_a_battles_sleds_stand_where_it_says_or_are_set_up_with_their_dogs(known):
    """sl2 stands at (20, 40), Laika 1.7 inches in front of it (21.7, 40), harnessed; sl waits to be
    set up; set up at (36, 11) facing north its dogs stand two abreast 1.7 inches ahead of it,
    (35.4, 9.3) and (36.6, 9.3)."""
    g = game_of(sled_battle(), known)
    sl, sl2 = g.state.sleds["sl"], g.state.sleds["sl2"]
    assert (sl2.placed, sl2.at, sl2.facing, sl.placed) == (True, Point(20.0, 40.0), 0.0, False)
    laika = g.model("d3")
    assert (laika.name, laika.harnessed_to, laika.at) == ("Laika", "sl2", Point(21.7, 40.0))
    assert dict(g.pending.about)["left"] == 4    # driver, handler, the gun, the sled
    g.apply("place_piece sl 36.0 11.0 270.0")
    assert (sl.placed, sl.at) == (True, Point(36.0, 11.0))
    assert (g.model("d1").at, g.model("d2").at) == (Point(35.4, 9.3), Point(36.6, 9.3))
    assert {m.harnessed_to for m in (g.model("d1"), g.model("d2"))} == {"sl"}
    assert why(g, "place_piece sl 34.0 11.0 270.0") is None
    assert why(g, "place_piece pak 36.0 11.0 90.0") == ("SK-3.1", "piece_on_another")   # on the sled


@pytest.mark.rule("SK-16.3")
def test_a_battles_sleds_are_validated_like_its_other_pieces(known):
    d = sled_battle()
    d["sides"][0]["sleds"] += [{"id": "pak"}, {"id": "sl3", "at": [80, 10]}, {"id": "sl4", "facing": 400}, "sled"]
    d["sides"][0]["animals"] += [{"id": "bess", "card": "horse", "harnessed_to": "sl"}] + \
        [{"id": f"x{i}", "card": "dog", "harnessed_to": "sl2"} for i in range(4)]
    assert problems(d, known) == [
        "crowd.json: sides[0].sleds[2].id: 'pak' is the id of a vehicle, gun or sled of the battle too",
        "crowd.json: sides[0].sleds[3].at: must be [x, y] in inches on the 72 x 48 inch table, not [80, 10]",
        "crowd.json: sides[0].sleds[4].facing: must be degrees from 0 to 360, not 400",
        'crowd.json: sides[0].sleds[5]: a sled is {"id": id, "at": [x, y] (optional), "facing": degrees (optional)}',
        "crowd.json: sides[0].animals[4].harnessed_to: a horse draws no dog sled (SK-16.3: dogs do)",
        "crowd.json: sides[0].animals[8].harnessed_to: 'sl2' has 4 dogs in harness already, the most a sled takes "
        "(SK-16.3)"]


@pytest.mark.rule("SK-16.3")
@pytest.mark.rule("SK-3.1")
def test_a_game_of_a_battle_with_a_gun_and_sleds_plays_saves_and_replays(known, tmp_path):
    g = game_of(sled_battle(), known, seed=4)
    play_on(g, 4, moves=300)
    g.save(tmp_path / "g.skgame")
    back = SkirmishGame.load(tmp_path / "g.skgame", verify=True)
    assert back.state.hash() == g.state.hash()
