"""Skirmish battles: the format and its validation (SK-3.1, SK-20.1), who starts (SK-3.2), the
objectives scored from the final position (SK-20.1, SK-20.2), and a battle's result fed to the
campaign."""

import copy
from dataclasses import replace
import json

import pytest

from cc_desktop.fileio import read_json
from cc_desktop.skirmish import battles as bt
from cc_desktop.skirmish.battles import (BATTLES_DIR, Knowledge, ModelEnd, Outcome, VehicleEnd, battle_from_json,
                                         load_battle, score, validate_battle, who_starts)
from cc_desktop.skirmish.campaign import Catalogue, ModelOutcome, after_battle
from cc_desktop.skirmish.dice import FixedDice
from cc_desktop.skirmish.roster import Member, Roster
from cc_desktop.skirmish.types import Point, Stats

CAT = Catalogue(stat_max=Stats(5, 5, 5, 5),
                weapon_up={"kar98k": 10, "mp40": 20, "p38": 6, "mosin": 9, "ppsh41": 22, "stg44": 32},
                weapon_year={"kar98k": 1935, "mp40": 1940, "p38": 1940, "mosin": 1930, "ppsh41": 1941, "stg44": 1944})


def model(mid, name=None, tp=2, weapons=("kar98k",), **kw):
    return {"id": mid, "name": name or mid.title(), "stats": {"C": 3, "U": 3, "E": 3, "M": 3}, "tp": tp,
            "weapons": list(weapons), **kw}


def hill_battle() -> dict:
    """The book's hill example (SK-20.1): the defenders' four objectives 50 + 20 + 20 + 10."""
    return {
        "format": "cc-desktop-skirmish-battle", "version": 1, "id": "hill", "title": "The hill",
        "briefing": "Take the hill, or hold it.", "year": 1943, "map": "wooded-hillside", "up": 100,
        "first": "roll", "turns": 8,
        "zones": [{"name": "hilltop", "rect": [30, 16, 42, 30]}, {"name": "far_copse", "rect": [0, 0, 10, 10]},
                  {"name": "south_edge", "rect": [0, 40, 72, 48]}],
        "sides": [
            {"id": "defenders", "name": "Defenders", "nation": "german", "deploy": "hilltop",
             "models": [model("commander", leader=True, skills=["leader"], tp=3), model("rifleman")],
             "objectives": [
                 {"id": "hold_hill", "rank": "primary", "up": 50, "kind": "hold_area", "area": "hilltop",
                  "text": "Hold the hill."},
                 {"id": "commander_lives", "rank": "secondary", "up": 20, "kind": "model_survives",
                  "model": "commander", "text": "The commander survives."},
                 {"id": "last_man", "rank": "secondary", "up": 20, "kind": "kill_all",
                  "text": "Kill every attacker to the last man."},
                 {"id": "counter_attack", "rank": "tertiary", "up": 10, "kind": "hold_area", "area": "far_copse",
                  "text": "Take the copse at the far end in a counter-attack."}]},
            {"id": "attackers", "name": "Attackers", "nation": "soviet", "deploy": "south_edge",
             "models": [model("sergeant", weapons=["ppsh41"], leader=True), model("private", weapons=["mosin"])],
             "objectives": [
                 {"id": "take_hill", "rank": "primary", "up": 60, "kind": "hold_area", "area": "hilltop",
                  "text": "Take the hill."},
                 {"id": "wipe_out", "rank": "secondary", "up": 40, "kind": "kill_all",
                  "text": "Kill all the defenders."}]},
        ],
    }


# ----------------------------------------------------------------------------------------------
# Scenario 11 and the other objective kinds
# ----------------------------------------------------------------------------------------------
@pytest.mark.rule("SK-20.1")
def test_scenario_11_scenario_up_split_hill_50_plus_20_is_70_of_100():
    b = battle_from_json(hill_battle(), known=Knowledge(catalogue=CAT))
    end = Outcome((
        ModelEnd("commander", "defenders", wounded=True, at=Point(35, 20)),
        ModelEnd("rifleman", "defenders", status="dead", at=Point(33, 25)),
        ModelEnd("sergeant", "attackers", status="dead", at=Point(36, 31)),
        ModelEnd("private", "attackers", at=Point(60, 45)),     # alive, off the hill
    ))
    s = score(b, end)
    d = s["defenders"]
    assert d.up == 70
    assert d.met == ("hold_hill", "commander_lives")
    assert sum(r.objective.up for r in d.results) == 100
    assert s["attackers"].up == 0
    assert "70 UP of 100 (SK-20.1)" in d.lines()[-1]
    # all four met: 100
    end4 = Outcome((ModelEnd("commander", "defenders", at=Point(35, 20)),
                    ModelEnd("rifleman", "defenders", at=Point(5, 5)),
                    ModelEnd("sergeant", "attackers", status="dead"), ModelEnd("private", "attackers", status="dead")))
    assert score(b, end4)["defenders"].up == 100


@pytest.mark.rule("SK-20.1")
def test_an_area_held_needs_a_fit_model_and_no_fit_enemy_in_it():
    b = battle_from_json(hill_battle())
    both = Outcome((ModelEnd("commander", "defenders", at=Point(35, 20)),
                    ModelEnd("private", "attackers", at=Point(36, 21))))
    r = {x.objective.id: x for x in score(b, both)["defenders"].results}
    assert not r["hold_hill"].met and "the enemy holds a place in hilltop (private)" in r["hold_hill"].why
    knocked_out = Outcome((ModelEnd("commander", "defenders", at=Point(35, 20)),
                           ModelEnd("private", "attackers", at=Point(36, 21), conscious=False)))
    assert score(b, knocked_out)["defenders"].results[0].met
    # an area of the map (not defined by the battle) is read from the model's areas
    b2 = battle_from_json({**hill_battle(), "zones": [z for z in hill_battle()["zones"] if z["name"] != "hilltop"]})
    held = Outcome((ModelEnd("commander", "defenders", at=Point(35, 20), areas=frozenset({"hilltop"})),))
    assert score(b2, held)["defenders"].results[0].met


def partisan_raid():
    return load_battle(BATTLES_DIR / "partisan-raid.json")


@pytest.mark.rule("SK-20.2", "SK-20.1")
def test_partisan_raid_officer_escapes_on_foot_wounded():
    b = partisan_raid()
    end = Outcome((ModelEnd("wehrmacht_escort.officer", "germans", wounded=True, exited="east"),),
                  (VehicleEnd("car", "germans", destroyed=True, at=Point(34, 24)),))
    s = score(b, end)
    assert s["germans"].met == ("officer_escapes",) and s["germans"].up == 60
    assert s["partisans"].met == ("burn_car",) and s["partisans"].up == 10


@pytest.mark.rule("SK-20.2")
def test_partisan_raid_officer_unhurt_with_the_car_gives_100():
    b = partisan_raid()
    end = Outcome((ModelEnd("wehrmacht_escort.officer", "germans", in_vehicle="car", at=Point(71.5, 24)),),
                  (VehicleEnd("car", "germans", at=Point(71.2, 24)),))
    s = score(b, end)
    assert s["germans"].up == 100 and s["partisans"].up == 0
    # the car reached the edge but the officer got a scratch: only the primary
    hurt = Outcome((ModelEnd("wehrmacht_escort.officer", "germans", wounded=True, in_vehicle="car", at=Point(71.5, 24)),),
                   (VehicleEnd("car", "germans", at=Point(71.2, 24)),))
    r = score(b, hurt)["germans"]
    assert r.up == 60 and r.results[1].why == "wehrmacht_escort.officer was wounded"
    # the wrong edge is no escape
    back = Outcome((ModelEnd("wehrmacht_escort.officer", "germans", exited="west"),))
    assert score(b, back)["germans"].up == 0


@pytest.mark.rule("SK-20.2")
def test_partisan_raid_officer_killed_or_captured():
    b = partisan_raid()
    dead = Outcome((ModelEnd("wehrmacht_escort.officer", "germans", status="dead"),), (VehicleEnd("car", "germans"),))
    assert score(b, dead)["partisans"].met == ("kill_officer",) and score(b, dead)["partisans"].up == 50
    taken = Outcome((ModelEnd("wehrmacht_escort.officer", "germans", status="captured"),), (VehicleEnd("car", "germans", destroyed=True),))
    assert score(b, taken)["partisans"].up == 50
    assert score(b, taken)["partisans"].met == ("capture_officer", "burn_car")


@pytest.mark.rule("SK-20.1")
def test_models_out_and_vehicle_objectives_of_our_battles():
    b = load_battle(BATTLES_DIR / "courier-run.json")
    end = Outcome((ModelEnd("courier", "soviets", conscious=False, at=Point(40, 24)),
                   ModelEnd("sergeant", "soviets", exited="east"),
                   ModelEnd("hungarian_infantry.sergeant", "hungarians", at=Point(36, 20))),
                  (VehicleEnd("car", "soviets", exited="east"),))
    end = replace(end, models=end.models[:1] + (replace(end.models[1], id="soviet_infantry.sergeant"),) + end.models[2:])
    s = score(b, end)
    assert s["soviets"].met == ("car_through", "sergeant_lives") and s["soviets"].up == 50
    assert s["hungarians"].met == ("stop_courier", "keep_square") and s["hungarians"].up == 70
    m = load_battle(BATTLES_DIR / "mortar-farm.json")
    end = Outcome((ModelEnd("mortar_gunner", "germans", status="dead"), ModelEnd("mortar_loader", "germans", exited="north"),
                   ModelEnd("british_section.corporal", "british", at=Point(45, 26))))
    s = score(m, end)
    assert s["british"].up == 100 and s["germans"].up == 0


# ----------------------------------------------------------------------------------------------
# Who starts
# ----------------------------------------------------------------------------------------------
@pytest.mark.rule("SK-3.2", "SK-20.2")
def test_who_starts_the_battles_choice_or_an_initiative_roll_until_no_tie():
    assert who_starts(partisan_raid(), FixedDice([]))[0] == "partisans"
    b = battle_from_json(hill_battle())
    side, lines = who_starts(b, FixedDice([4, 4, 2, 5]))
    assert side == "attackers"
    assert lines == ("initiative: Defenders 4, Attackers 4: a tie, roll again (SK-3.2)",
                     "initiative: Defenders 2, Attackers 5: Attackers start (SK-3.2)")


# ----------------------------------------------------------------------------------------------
# Validation
# ----------------------------------------------------------------------------------------------
def faults(mutate, known=None) -> list[str]:
    data = hill_battle()
    mutate(data)
    return validate_battle(data, source="hill.json", known=known)


@pytest.mark.rule("SK-20.1")
def test_at_most_100_up_per_side():
    def more(d):
        d["sides"][0]["objectives"][3]["up"] = 30
    assert faults(more) == ["hill.json: sides[0].objectives: give 120 UP; at most 100 UP can be earned in a battle (SK-20.1)"]


@pytest.mark.rule("SK-20.1")
def test_objective_faults_named_by_field():
    def edit(d):
        obj = d["sides"][1]["objectives"]
        obj[0]["kind"] = "win_the_war"
        obj[0]["rank"] = "secondary"
        obj[1]["rank"] = "quaternary"
        obj.append({"id": "x", "rank": "tertiary", "up": 0, "kind": "model_killed", "model": "ghost", "text": "?"})
        obj.append({"id": "y", "rank": "tertiary", "up": 0, "kind": "model_reaches_edge", "model": "private",
                    "edge": "up", "text": "?"})
        obj.append({"id": "z", "rank": "tertiary", "up": 0, "kind": "vehicle_destroyed", "text": "?"})
    out = faults(edit)
    assert "hill.json: sides[1].objectives[0].kind: unknown objective kind 'win_the_war' (known: model_reaches_edge, " \
           "model_survives, model_killed, model_captured, models_out, hold_area, kill_all, vehicle_exits_edge, " \
           "vehicle_destroyed)" in out
    assert "hill.json: sides[1].objectives[1].rank: must be primary, secondary or tertiary (SK-20.1), not 'quaternary'" in out
    assert "hill.json: sides[1].objectives[2].model: 'ghost' is no model of the battle" in out
    assert "hill.json: sides[1].objectives[3].edge: must be north, south, east or west, not 'up'" in out
    assert "hill.json: sides[1].objectives[4]: a vehicle_destroyed objective needs 'vehicle'" in out
    assert "hill.json: sides[1].objectives: no primary objective (SK-20.1)" in out


@pytest.mark.rule("SK-19", "SK-3.1", "SK-17.3", "SK-11.1")
def test_team_faults_with_the_catalogue():
    known = Knowledge(catalogue=CAT)
    assert faults(lambda d: None, known) == []

    def rich(d):
        d["sides"][1]["models"].append(model("rich", tp=12, weapons=["stg44", "mp40"]))
    assert faults(rich, known) == [
        "hill.json: sides[1].models[2].weapons[0]: stg44 entered service in 1944, after the battle's year 1943 (SK-3.1)",
        "hill.json: sides[1]: the team is worth 163 UP, more than the battle's 100 UP (SK-19)"]

    def odd(d):
        m = d["sides"][0]["models"][1]
        m.update(weapons=["kar98k", "p38", "mp40", "raygun"], skills=["tough", "flying"], equipment=["jetpack"])
        m["stats"]["C"] = 6
    out = faults(odd, known)
    assert "hill.json: sides[0].models[1].stats.C: 6 is above the maximum 5 (SK-2)" in out
    assert "hill.json: sides[0].models[1].weapons[3]: no weapon 'raygun' (SK-11.3)" in out
    assert "hill.json: sides[0].models[1].equipment[0]: no equipment 'jetpack' (SK-13)" in out
    assert "hill.json: sides[0].models[1].skills[1]: no skill 'flying' (SK-17.3)" in out
    assert "hill.json: sides[0].models[1].tp: 2 TP do not pay for the model's skills (3 TP) (SK-17.2, SK-19)" in out
    assert "hill.json: sides[0].models[1].weapons: 4 weapons with E 3: at most E (SK-11.1)" in out


@pytest.mark.rule("SK-3.1")
def test_battle_faults_in_the_settings():
    out = faults(lambda d: d.update(year=1950, map="moon", first="nobody", turns=0, up="lots", title=""))
    assert out == [
        "hill.json: title: must be a text, not ''",
        "hill.json: year: must be a year from 1935 to 1945 (SK-3.1), not 1950",
        "hill.json: up: the battle's size in UP must be a whole number from 1 (SK-3.1, SK-19), not 'lots'",
        "hill.json: turns: the turn limit must be a whole number from 1 to 100, not 0",
        "hill.json: map: no map 'moon' (maps: partisan-road, village-street, farmland, wooded-hillside)",
        "hill.json: first: must be a side's id or \"roll\" (an initiative roll, SK-3.2), not 'nobody'",
    ]
    assert validate_battle([1, 2], source="x.json") == ["x.json: a battle is a JSON object ({…}), not [1, 2]"]
    assert faults(lambda d: d.update(version=3)) == [
        "hill.json: version: the battle is of format version 3, written by a newer cc-desktop; this one reads version 1"]


def test_zone_faults_against_the_map():
    known = Knowledge(map_zones={"wooded-hillside": frozenset({"north_slope"})})

    def edit(d):
        d["sides"][0]["deploy"] = "north_slope"       # the map's zone: fine
        d["sides"][1]["deploy"] = "nowhere"
        d["zones"][0]["rect"] = [30, 16, 80, 30]
    out = faults(edit, known)
    assert "hill.json: sides[1].deploy: no zone 'nowhere' in the battle's zones or on the map 'wooded-hillside'" in out
    assert "hill.json: zones[0].rect: [30, 16, 80, 30] is not a rectangle on the 72 x 48 inch table" in out
    assert len(out) == 2


def test_a_broken_battle_file_says_what_and_where(tmp_path):
    path = tmp_path / "mine.json"
    path.write_text("{\"format\": ", encoding="utf-8")
    with pytest.raises(bt.BattleProblem) as exc:
        load_battle(path)
    assert str(exc.value).startswith("mine.json: not valid JSON")
    data = hill_battle()
    del data["sides"][0]["objectives"]
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(bt.BattleProblem) as exc:
        load_battle(path)
    assert exc.value.problems == ["mine.json: sides[0].objectives: every side has objectives (SK-20.1)"]


def test_damaged_battles_never_raise_anything_else():
    import random
    rng = random.Random(5)
    junk = [None, True, -3, 0, 2.5, "", "x", [], {}, ["a"], {"id": 1}]
    good = hill_battle()

    def paths(node, here=()):
        yield here
        if isinstance(node, dict):
            for k, v in node.items():
                yield from paths(v, here + (k,))
        elif isinstance(node, list):
            for i, v in enumerate(node):
                yield from paths(v, here + (i,))

    good["sides"][0]["team"] = "escort"
    good["sides"][0]["vehicles"] = [{"id": "car", "type": "light_car", "zone": "hilltop", "crew": ["escort.a"]}]
    good["sides"][1]["objectives"].append({"id": "get_a", "rank": "tertiary", "up": 0, "kind": "model_killed",
                                           "model": "escort.a", "text": "Kill A."})
    every = [p for p in paths(good) if p]
    strict = Knowledge(catalogue=CAT, teams={"escort": 10}, team_models={"escort": ("escort.a",)},
                       team_nations={"escort": "german"}, team_weapons={"escort": ("kar98k",)},
                       vehicle_types=frozenset({"light_car"}), vehicle_seats={"light_car": 4}, map_zones={})
    for _ in range(500):
        data = copy.deepcopy(good)
        for p in rng.sample(every, 2):
            parent = data
            try:
                for k in p[:-1]:
                    parent = parent[k]
                parent[p[-1]] = copy.deepcopy(rng.choice(junk))
            except (KeyError, IndexError, TypeError):   # the first damage removed the place
                pass
        for known in (None, Knowledge(catalogue=CAT), strict):
            if not validate_battle(data, known=known):
                battle_from_json(data, known=known)


# ----------------------------------------------------------------------------------------------
# The shipped battles
# ----------------------------------------------------------------------------------------------
@pytest.mark.rule("SK-20.1", "SK-20.2", "SK-3.1")
def test_the_shipped_battles_are_valid():
    files = sorted(BATTLES_DIR.glob("*.json"))
    assert [f.stem for f in files] == ["courier-run", "mortar-farm", "partisan-raid"]
    for f in files:
        data = read_json(f)
        assert validate_battle(data, source=f.name) == [], f.name
        assert data["id"] == f.stem
        b = battle_from_json(data)
        for side in b.sides:
            assert sum(o.up for o in side.objectives) <= 100
            assert side.preset or sum(m.leader for m in side.models) == 1
    raid = bt.shipped_battles()["partisan-raid"]
    assert raid.map == "partisan-road" and raid.first == "partisans"
    germans = raid.side("germans")
    assert germans.preset == "wehrmacht_escort" and raid.side("partisans").preset == "soviet_partisans"
    assert germans.vehicles[0].type == "light_car" and "wehrmacht_escort.officer" in germans.vehicles[0].crew
    assert raid.key_models("germans") == ("wehrmacht_escort.officer",) and raid.key_models("partisans") == ()
    assert bt.shipped_battles()["courier-run"].key_models("soviets") == ("courier", "soviet_infantry.sergeant")
    assert any(v.type == "light_car" for s in bt.shipped_battles()["courier-run"].sides for v in s.vehicles)
    assert any("mortar_light" in m.weapons for s in bt.shipped_battles()["mortar-farm"].sides for m in s.models)


@pytest.mark.rule("SK-19", "SK-3.1")
def test_the_shipped_battles_fit_the_shipped_data():
    """With sk-data's weapons, equipment, skills and maxima, sk-table's battlefields and
    sk-special's vehicles: every team within the battle's UP, every weapon in service in the
    battle's year, every zone on its map, every vehicle type known."""
    for module in ("data", "table", "vehicles", "guns"):
        pytest.importorskip(f"cc_desktop.skirmish.{module}")
    known = bt.shipped_knowledge()
    assert {"side_a", "side_b"} <= known.map_zones["partisan-road"]
    assert {"farmhouse", "side_b"} <= known.map_zones["farmland"]            # a building by its own id
    assert "light_car" in known.vehicle_types
    for f in sorted(BATTLES_DIR.glob("*.json")):
        assert validate_battle(read_json(f), source=f.name, known=known) == []
    assert bt.shipped_battles(known)["partisan-raid"].side("partisans").deploy == "side_b"
    # a zone that is on no map and not the battle's own is named
    data = read_json(BATTLES_DIR / "partisan-raid.json")
    data["sides"][1]["deploy"] = "treetops"
    assert validate_battle(data, source="partisan-raid.json", known=known) == [
        "partisan-raid.json: sides[1].deploy: no zone 'treetops' in the battle's zones or on the map 'partisan-road'"]


# ----------------------------------------------------------------------------------------------
# From the battle to the roster
# ----------------------------------------------------------------------------------------------
@pytest.mark.rule("SK-20.1", "SK-17.1")
def test_the_score_becomes_the_rosters_up_and_history():
    b = partisan_raid()
    end = Outcome((ModelEnd("wehrmacht_escort.officer", "germans", wounded=True, exited="east"),), (VehicleEnd("car", "germans"),))
    scores = score(b, end)
    roster = Roster("Escort", "german", up=0, members=(
        Member(id="wehrmacht_escort.officer", name="Ernst Vogel", stats=Stats(3, 3, 3, 4), tp_total=4,
               skills=("leader",), leader=True, battles=1),))
    result = bt.battle_result(b, "germans", scores, [ModelOutcome("wehrmacht_escort.officer", permanent=())])
    out, report = after_battle(roster, result, FixedDice([]))
    assert out.up == 60 and out.history[-1].objectives_met == ("officer_escapes",)
    assert out.member("wehrmacht_escort.officer").tp_total == 6


@pytest.mark.rule("SK-19", "SK-3.1", "SK-17.1")
def test_assembling_ones_own_team_for_the_battles_up():
    """The hill battle (100 UP): the defenders' commander, whom an objective names, always comes
    (3 TP = 15 UP + kar98k 10 UP = 25 UP); the player's own men fill the rest."""
    b = battle_from_json(hill_battle())
    assert b.key_models("defenders") == ("commander",) and b.key_models("attackers") == ()

    def man(mid, tp, weapons=(), **kw):
        return Member(id=mid, name=mid.title(), stats=Stats(3, 3, 3, 3), tp_total=tp, tp_unspent=0,
                      weapons=weapons, battles=1, **kw)
    r = Roster("Escort", "german", members=(man("boss", 6, ("mp40",), skills=("leader",), leader=True),
                                             man("max", 3, ("kar98k",)), man("new", 2, ("stg44",))))
    assert bt.check_team(b, "defenders", r, ["boss", "max"], CAT) == []          # 50 + 25 + 25 = 100
    out = bt.check_team(b, "defenders", r, ["boss", "max", "new"], CAT)
    assert out == ["the team (with Commander) is worth 142 UP, more than the battle's 100 UP (SK-19)",
                   "New's stg44 entered service in 1944, after 1943 (SK-3.1)"]
    assert bt.check_team(b, "attackers", r, ["boss"], CAT)[0] == "the team is german, the side Attackers is soviet"
    fixed = battle_from_json({**hill_battle(), "sides": [{**hill_battle()["sides"][0], "may_assemble": False},
                                                          hill_battle()["sides"][1]]})
    assert bt.check_team(fixed, "defenders", r, ["boss"], CAT)[0] == "Defenders fight with the battle's own team"


@pytest.mark.rule("SK-19", "SK-20.2")
def test_assembling_a_team_for_the_partisan_raid_keeps_the_preset_officer():
    pytest.importorskip("cc_desktop.skirmish.data")
    from cc_desktop.skirmish import data
    from cc_desktop.skirmish.campaign import roster_from_team, shipped_catalogue

    cat = shipped_catalogue()
    escort = roster_from_team(data.teams()["wehrmacht_escort"], cat)
    officer = escort.member("wehrmacht_escort.officer")
    b = partisan_raid()
    others = [m.id for m in escort.members if m.id != officer.id]
    assert bt.check_team(b, "germans", escort, others, cat) == []     # the whole escort: 416 UP of 470
    from cc_desktop.skirmish.campaign import member_cost
    assert sum(member_cost(escort.member(i), cat)[0] for i in others) + member_cost(officer, cat)[0] == 416


@pytest.mark.rule("SK-20.1")
def test_an_area_of_the_map_tested_by_the_given_test():
    data = hill_battle()
    data["zones"] = [z for z in data["zones"] if z["name"] != "hilltop"]
    b = battle_from_json(data)
    tested = []

    def on_hill(area, p):
        tested.append(area)
        return area == "hilltop" and 30 <= p.x <= 42
    end = Outcome((ModelEnd("commander", "defenders", at=Point(35, 20)), ModelEnd("private", "attackers", at=Point(50, 20))))
    r = score(b, end, in_area=on_hill)["defenders"].results[0]
    assert r.met and tested == ["hilltop"] * 4          # the defenders' and the attackers' objective, two models each
    assert bt.area_geometry(battle_from_json(hill_battle()), "hilltop").bounds == (30.0, 16.0, 42.0, 30.0)
    assert bt.area_geometry(b, "hilltop") is None


@pytest.mark.rule("SK-20.1")
def test_the_maps_zones_and_objects_as_areas():
    table = pytest.importorskip("cc_desktop.skirmish.table")
    t = table.load_table("farmland")
    b = load_battle(BATTLES_DIR / "mortar-farm.json")
    inside = bt.table_area_test(b, t)
    assert inside("side_b", Point(10, 45)) and not inside("side_b", Point(10, 20))
    assert inside("farmhouse", Point(50, 20)) and not inside("farmhouse", Point(10, 20))
    assert inside("farmyard", Point(45, 26))                       # the battle's own zone


def test_vehicle_and_model_faults():
    known = Knowledge(vehicle_seats={"light_car": 4}, vehicle_types=frozenset({"light_car"}),
                      teams={"escort": 50}, team_nations={"escort": "british"})

    def edit(d):
        d["sides"][0]["vehicles"] = [
            {"id": "car", "type": "light_car", "zone": "hilltop", "crew": ["commander", "rifleman"]},
            {"id": "car", "type": "tank", "zone": "hilltop", "crew": ["rifleman", "sergeant"], "facing": 400}]
        d["sides"][1]["models"][1]["id"] = "rifleman"
        d["sides"][0]["team"] = "escort"
    out = faults(edit, known)
    assert out == [
        "hill.json: sides[0].team: the team 'escort' is british, the side 'german'",
        "hill.json: sides[0].vehicles[1].id: 'car' is the id of an earlier vehicle too",
        "hill.json: sides[0].vehicles[1].type: no vehicle or gun type 'tank'",
        "hill.json: sides[0].vehicles[1].facing: must be degrees from 0 to 360, not 400",
        "hill.json: sides[0].vehicles[1].crew[0]: 'rifleman' sits in 'car' already",
        "hill.json: sides[0].vehicles[1].crew[1]: 'sergeant' is no model of the side",
        "hill.json: sides[1].models[1].id: 'rifleman' is the id of a model of the other side too"]
    def crowd(d):
        d["sides"][0]["models"] += [model(f"m{i}") for i in range(4)]
        d["sides"][0]["vehicles"] = [{"id": "car", "type": "light_car", "zone": "hilltop",
                                      "crew": ["commander", "rifleman", "m0", "m1", "m2"]}]
    assert faults(crowd, known) == ["hill.json: sides[0].vehicles[0].crew: 5 aboard a light_car of 4 seats"]


@pytest.mark.rule("SK-3.1")
def test_a_vehicles_crew_start_is_aboard_or_beside():
    def car(start):
        def edit(d):
            d["sides"][0]["vehicles"] = [{"id": "car", "type": "light_car", "zone": "hilltop", "facing": 0,
                                         "crew": ["commander"], "crew_start": start}]
        return edit
    assert faults(car("beside")) == faults(car("aboard")) == []
    assert faults(car("on_the_roof")) == [
        "hill.json: sides[0].vehicles[0].crew_start: must be one of aboard, beside, not 'on_the_roof'"]
    data = hill_battle()
    car("beside")(data)
    assert battle_from_json(data).side("defenders").vehicles[0].crew_start == "beside"
