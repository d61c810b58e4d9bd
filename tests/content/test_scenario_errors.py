"""Scenario validation: references to nations, unit types, the map and its hexes."""

import json

import pytest

from cc_desktop.content import ContentError, load_scenario, parse_scenario


def _msgs(data):
    scenario, problems = parse_scenario(data, "x.json")
    assert scenario is None
    return [p.render("x.json") for p in problems]


def test_shipped_copy_is_valid(skirmish):
    scenario, problems = parse_scenario(skirmish, "x.json")
    assert problems == [] and scenario.side("allies").nation.id == "blueland"


def test_missing_field_and_wrong_enum(skirmish):
    del skirmish["sides"]["axis"]["surrender"]
    skirmish["sides"]["allies"]["posture"] = "besieger"
    skirmish["initiative"] = "neutral"
    assert _msgs(skirmish) == [
        "x.json: initiative: the text 'neutral' is not one of 'axis', 'allies'",
        "x.json: sides.axis.surrender: is missing",
        "x.json: sides.allies.posture: the text 'besieger' is not one of 'attacker', 'defender', 'recon'",
    ]


def test_unknown_unit_type_weapon_and_radio_in_the_ob(skirmish):
    axis = skirmish["sides"]["axis"]
    axis["units"][2]["unit"] = "red_tank"
    axis["units"][4]["weapon"] = "blue_lmg"
    axis["radio"] = "blue_battery_field"
    axis["reinforcements"][0]["units"][0]["unit"] = "blue_infantry_squad"
    msgs = _msgs(skirmish)
    assert msgs == [
        "x.json: sides.axis.units[2].unit: unknown unit type 'red_tank' for nation 'redland' (known: red_assault_squad, "
        "red_assault_team, red_captain, red_corporal, red_hero, red_lieutenant, red_militia_squad, red_militia_team, "
        "red_private, red_rifle_squad, red_rifle_team, red_sergeant, ...)",
        "x.json: sides.axis.units[4].weapon: unknown weapon 'blue_lmg' for nation 'redland' (known: red_demo_charge, "
        "red_field_gun, red_flamethrower, red_hmg, red_light_mortar, red_lmg, red_mmg)",
        "x.json: sides.axis.radio: unknown radio 'blue_battery_field' for nation 'redland' (known: red_battery_heavy, "
        "red_battery_light, red_battery_medium)",
        "x.json: sides.axis.reinforcements[0].units[0].unit: unknown unit type 'blue_infantry_squad' for nation "
        "'redland' (known: red_assault_squad, red_assault_team, red_captain, red_corporal, red_hero, red_lieutenant, "
        "red_militia_squad, red_militia_team, red_private, red_rifle_squad, red_rifle_team, red_sergeant, ...)",
    ]


def test_unknown_map_id(skirmish):
    skirmish["map"] = "atlantis"
    (msg,) = _msgs(skirmish)
    assert msg.startswith("x.json: map: unknown map 'atlantis' (no file ")
    assert msg.endswith("atlantis.json; maps: farmland, village, woods-and-hills)")


def test_setup_zone_hex_off_the_map(skirmish):
    skirmish["sides"]["allies"]["setup"] = {"hexes": ["A1", "P3", "C11"]}
    skirmish["sides"]["axis"]["setup"]["depth"] = 11
    assert _msgs(skirmish) == [
        "x.json: sides.axis.setup.depth: is 11 but the map is only 10 hexes deep",
        "x.json: sides.allies.setup.hexes[1]: hex P3 is not on the 15x10 map village",
        "x.json: sides.allies.setup.hexes[2]: hex C11 is not on the 15x10 map village",
    ]


def test_setup_needs_a_zone(skirmish):
    skirmish["sides"]["axis"]["setup"] = {}
    assert _msgs(skirmish) == ["x.json: sides.axis.setup: give depth (rows from the friendly edge) and/or hexes"]


def test_setup_hexes_and_depth_add_up(skirmish):
    skirmish["sides"]["axis"]["setup"] = {"depth": 1, "hexes": ["G8", "H8"]}
    scenario, problems = parse_scenario(skirmish, "x.json")
    assert problems == []
    zone = scenario.side("axis").setup_zone
    assert len(zone) == 17 and {"G8", "H8", "A10", "O10"} <= zone and "A9" not in zone


@pytest.mark.rule("7.2", "6.1.2")
def test_friendly_edges_face_each_other_on_the_long_sides(skirmish):
    skirmish["sides"]["allies"]["edge"] = "left"
    assert _msgs(skirmish) == [
        "x.json: sides.allies.edge: is 'left'; it must be opposite the axis edge 'bottom' (the friendly edges face each other, 7.2)"]
    skirmish["sides"]["allies"]["edge"] = "right"
    skirmish["sides"]["axis"]["edge"] = "left"
    skirmish["sides"]["axis"]["setup"] = {"depth": 2}
    assert _msgs(skirmish) == [
        "x.json: sides.axis.edge: 'left' is a short edge of the 15x10 map village; friendly edges are the long edges "
        "top and bottom (glossary, 7.2)"]


@pytest.mark.rule("6.1.1", "6.2.1", "6.1.2")
def test_time_track(skirmish):
    skirmish["time"] = {"start": 2, "sudden_death": 11, "length": 10}
    skirmish["sides"]["axis"]["reinforcements"][0]["time"] = 2
    skirmish["sides"]["allies"]["reinforcements"][0]["time"] = 12
    assert _msgs(skirmish) == [
        "x.json: time.sudden_death: is 11; it must lie between the start space 2 and the last space 10 (6.2.1)",
        "x.json: sides.axis.reinforcements[0].time: is 2, not after the start space 2 (reinforcements enter when "
        "the Time marker reaches their space, 6.1.2)",
        "x.json: sides.allies.reinforcements[0].time: is 12, beyond the last space 10 of the Time Track",
    ]


@pytest.mark.rule("7.3.1", "2.3")
def test_objective_control(skirmish):
    skirmish["sides"]["axis"]["controls"] = [3]
    skirmish["sides"]["allies"]["controls"] = [1, 3]
    assert _msgs(skirmish) == ["x.json: sides.allies.controls[1]: Objective 3 is already controlled by axis (7.3.1)"]


def test_unknown_nation(skirmish):
    skirmish["sides"]["allies"]["nation"] = "greenland"
    (msg,) = _msgs(skirmish)
    assert msg.startswith("x.json: sides.allies.nation: unknown nation 'greenland' (no file ")
    assert msg.endswith("nations/greenland.json)")


def test_broken_nation_is_reported_through_the_scenario(skirmish, redland):
    del redland["discard"]

    def fake_load(ident):
        from cc_desktop.content.loader import load_nation
        if ident != "redland":
            return load_nation(ident)
        from cc_desktop.content import ContentError as CE
        from cc_desktop.content import parse_nation
        _, problems = parse_nation(redland, "redland.json")
        raise CE("redland.json", problems)

    _, problems = parse_scenario(skirmish, "x.json", load_nation_fn=fake_load)
    assert [p.render("x.json") for p in problems] == [
        "x.json: sides.axis.nation: nation 'redland' does not load: redland.json: discard: is missing"]


def test_orders_from_quality_or_given(skirmish):
    del skirmish["sides"]["axis"]["orders"]
    scenario, problems = parse_scenario(skirmish, "x.json")
    assert problems == [] and scenario.side("axis").orders == 4  # redland's Line value
    del skirmish["sides"]["axis"]["quality"]
    assert _msgs(skirmish) == [
        "x.json: sides.axis.orders: is missing (give orders, or a quality to take the nation's Orders from, 5.1)"]


def test_counter_mix_limits(skirmish):
    skirmish["sides"]["axis"]["units"].append({"unit": "red_lieutenant"})
    assert _msgs(skirmish) == [
        "x.json: sides.axis.units: uses 2 x 'red_lieutenant' (with reinforcements) but nation 'redland' has only 1 such counter(s)"]


@pytest.mark.rule("F100.3", "F100.1")
def test_fortifications(skirmish):
    forts = skirmish["sides"]["allies"]["fortifications"]
    forts[1]["hexes"] = ["G4", "Q1"]
    forts.append({"fortification": "pillbox", "count": 2})
    forts.append({"fortification": "moat", "count": 1})
    assert _msgs(skirmish) == [
        "x.json: sides.allies.fortifications[1].hexes: names 2 hex(es) for 1 marker(s)",
        "x.json: sides.allies.fortifications[1].hexes[1]: hex Q1 is not on the 15x10 map village",
        "x.json: sides.allies.fortifications[3].fortification: unknown fortification 'moat' "
        "(one of bunker, foxholes, mines, pillbox, trenches, wire)",
        "x.json: sides: the sides place 2 pillbox marker(s) but the marker pool has 1",
    ]


@pytest.mark.rule("F100.3")
def test_no_fortification_in_water(skirmish):
    # On the farmland map D1 is Marsh, E2 Stream and G5 a Major Bridge over the stream (not Water).
    skirmish["map"] = "farmland"
    skirmish["sides"]["allies"]["controls"] = []
    skirmish["sides"]["allies"]["fortifications"] = [{"fortification": "wire", "count": 3, "hexes": ["D1", "E2", "G5"]}]
    assert _msgs(skirmish) == [
        "x.json: sides.allies.fortifications[0].hexes[0]: hex D1 is Water (marsh); no Fortification may be there (F100.3)",
        "x.json: sides.allies.fortifications[0].hexes[1]: hex E2 is Water (stream); no Fortification may be there (F100.3)",
    ]


@pytest.mark.rule("7.3.2")
def test_objective_chits(skirmish):
    skirmish["objectives"] = {"open": ["H", "H"], "random_open": 20}
    assert _msgs(skirmish) == [
        "x.json: objectives.open[1]: chit 'H' is already used at objectives.open[0]",
        "x.json: objectives: the scenario uses 24 chits but there are only 22 (7.3.2)",
    ]
    skirmish["objectives"] = {"open": ["W"]}
    assert _msgs(skirmish) == ["x.json: objectives.open[0]: the text 'W' does not match the pattern ^[A-V]$"]


def test_load_scenario_by_path(skirmish, tmp_path):
    path = tmp_path / "test-skirmish.json"
    path.write_text(json.dumps(skirmish), encoding="utf-8")
    assert load_scenario(path).name == "Test Skirmish at the Village"
    skirmish["map"] = "atlantis"
    skirmish["sides"]["axis"]["units"][0]["unit"] = "red_tank"
    path.write_text(json.dumps(skirmish), encoding="utf-8")
    with pytest.raises(ContentError) as exc:
        load_scenario(path)
    assert len(exc.value.lines) == 2 and all(line.startswith(f"{path}: ") for line in exc.value.lines)
    assert exc.value.lines[0].startswith(f"{path}: map: unknown map 'atlantis'")
    assert exc.value.lines[1].startswith(f"{path}: sides.axis.units[0].unit: unknown unit type 'red_tank'")
