"""The Skirmish data files (resources/skirmish/*.json): they load, their references resolve, the
book's fixed facts hold, and validation names the file, the item and the field of every kind of
broken data without a traceback."""

import json
import shutil
from pathlib import Path

import pytest

from cc_desktop import resources
from cc_desktop.skirmish import data
from cc_desktop.skirmish.data import (CoverDef, SkirmishDataError, TeamModel, WeaponDef, improvement_tp,
                                      model_cost)
from cc_desktop.skirmish.types import CoverType, Location, Stats, WeaponProfile

SPEC_WEAPONS = (
    "kar98k p08 mg34 mg42 mp40 stg44 p38 kiraly_39m mannlicher_35m mannlicher_43m dp28 mosin svt40 pps43 tt33 "
    "thompson_m1a1 m1_garand m1_carbine lee_enfield sten_mk2 beretta_m1938a bare_hands knife bayonet "
    "entrenching_tool rifle_butt grenade_m24 grenade_rgd33 grenade_36m molotov throwing_knife rifle_grenade "
    "mortar_light mortar_medium mortar_heavy flamethrower").split()
SPEC_SKILLS = ("nimble tough medic sniper rifleman smg_gunner grenadier accurate good_reflexes scout stealthy "
               "leader driver rider knife_fighter brawler privileged").split()
SPEC_EQUIPMENT = ("helmet telescopic_sight hobnailed_boots camouflage_suit warm_clothing bandage_pack "
                  "backpack").split()
#: SK-8.3 as the book gives it (Ambiguity 11: the dug hole as a trench)
BOOK_COVER = {"bush_hedge": 6, "picket_fence": 6, "plank_door": 6, "pole": 5, "vehicle_side": 5, "figure": 5,
              "log_wall": 4, "steel_door": 4, "brick_wall": 4, "stone_fence": 4, "log": 4, "earth_sandbags": 4,
              "trench": 3, "foxhole": 3}


@pytest.fixture
def copy(tmp_path):
    """A writable copy of the bundled data folder and a way to edit one of its files."""
    folder = tmp_path / "skirmish"
    shutil.copytree(data.DATA_DIR, folder)

    def edit(stem, change):
        path = folder / f"{stem}.json"
        doc = json.loads(path.read_text(encoding="utf-8"))
        change(doc)
        path.write_text(json.dumps(doc, ensure_ascii=False), encoding="utf-8")
        return folder
    return folder, edit


def _item(doc, key, ident):
    return next(x for x in doc[key] if x["id"] == ident)


def _model(doc, team, model):
    return next(m for m in _item(doc, "teams", team)["models"] if m["id"] == model)


# ----------------------------------------------------------------------------------------------
# The bundled data
# ----------------------------------------------------------------------------------------------

def test_every_file_loads_and_validates():
    assert data.validate() == []
    assert data.check_all() == []
    d = data.load()
    assert len(d.weapons) >= len(SPEC_WEAPONS) and len(d.cover) == 21 and len(d.teams) >= 6
    assert data.load() is d  # cached


def test_the_data_is_found_through_resources_and_ships_in_the_wheel():
    # setup.py copies resources/ whole except *.py, *.pyc, *.pyo, *.ts (tests/test_wheel.py)
    assert data.DATA_DIR == resources.resource("skirmish")
    for stem in data.FILES:
        assert (data.DATA_DIR / f"{stem}.json").is_file()
        assert (resources.SCHEMAS / f"{data.FILES[stem][0]}.schema.json").is_file()


def test_schemas_use_only_keywords_our_validator_knows():
    from cc_desktop.schema import unsupported_keywords
    for schema, _ in data.FILES.values():
        doc = json.loads((resources.SCHEMAS / f"{schema}.schema.json").read_text(encoding="utf-8"))
        assert unsupported_keywords(doc) == set(), schema


@pytest.mark.rule("SK-11.3", "SK-12", "SK-9")
def test_every_weapon_id_of_the_spec_is_there_as_a_weapon_profile():
    ws = data.weapons()
    assert set(SPEC_WEAPONS) <= set(ws)
    for w in ws.values():
        assert isinstance(w, WeaponProfile) and isinstance(w, WeaponDef)
    assert data.weapon("kar98k").name == "Karabiner 98k"
    with pytest.raises(KeyError, match="weapons.json"):
        data.weapon("nope")


def test_every_skill_and_equipment_id_of_the_spec_is_there():
    assert set(SPEC_SKILLS) <= set(data.skills())
    # the spec's provisional "backpack" is no SK-13 item: the book's list has none (SK-4.4 only
    # mentions stowing into one), so it is not in the data
    assert set(SPEC_EQUIPMENT) - {"backpack"} <= set(data.equipment())
    assert "backpack" not in data.equipment()


@pytest.mark.rule("SK-17.3")
def test_skill_costs_are_the_books():
    want = {"scout": 3, "nimble": 1, "smg_gunner": 3, "grenadier": 2, "driver": 1, "good_reflexes": 3,
            "knife_fighter": 1, "privileged": 2, "rider": 1, "sniper": 3, "accurate": 3, "rifleman": 3,
            "brawler": 1, "stealthy": 2, "medic": 2, "tough": 3, "cross_country": 2, "swimmer": 1, "leader": 2}
    assert {k: s.tp for k, s in data.skills().items()} == want
    assert all(s.effect for s in data.skills().values())
    assert data.skills()["grenadier"].value("throw_bonus_inches") == 2
    assert data.skills()["leader"].value("radius_inches") == 8
    assert data.skills()["stealthy"].value("spotted_within_inches") == 6


@pytest.mark.rule("SK-13")
def test_equipment_costs_are_the_books():
    want = {"camouflage_suit": 30, "boots": 0, "wire_cutters": 10, "uniform": 0, "gas_mask": 2,
            "infantry_shovel": 1, "bandage_pack": 2, "canteen": 0, "warm_clothing": 5, "binoculars": 15,
            "helmet": 0, "hobnailed_boots": 5, "telescopic_sight": 25, "bipod": 5, "mirror": 5}
    eq = data.equipment()
    assert {k: e.up for k, e in eq.items()} == want
    assert eq["helmet"].extra_up == 2 and eq["helmet"].value("save") == 6
    assert eq["wire_cutters"].use_a == 6 and eq["gas_mask"].use_a == 6 and eq["warm_clothing"].use_a == 8
    assert eq["canteen"].use_a == 1 and eq["canteen"].value("bonus_a") == 2 and eq["mirror"].use_a == 2
    ws = data.weapons()
    # the scope only on non-burst weapons of 30 inches or more; the bipod only on burst weapons
    assert eq["telescopic_sight"].fits(ws["kar98k"]) and not eq["telescopic_sight"].fits(ws["mp40"])
    assert not eq["telescopic_sight"].fits(ws["p08"])  # range 12
    assert eq["bipod"].fits(ws["mg42"]) and not eq["bipod"].fits(ws["kar98k"])


@pytest.mark.rule("SK-12.2", "SK-4.2")
def test_scenario_16_grenade_data_e2_radius_3_thrown_for_5_a():
    grenades = [w for w in data.weapons().values() if w.kind == "thrown" and w.id.startswith("grenade_")]
    assert {"grenade_m24", "grenade_rgd33", "grenade_36m"} <= {g.id for g in grenades}
    for g in grenades:
        assert (g.strength, g.blast_radius, g.throw_a, g.wound_half_e) == (2, 3.0, 5, "up")
        assert g.range is None  # thrown: E x 2 inches (SK-4.2)


@pytest.mark.rule("SK-12.3")
def test_the_molotov_is_thrown_like_a_grenade_and_its_e_is_rolled():
    m = data.weapon("molotov")
    assert m.throw_a == 5 and m.strength_roll == "D6" and m.dud_on == 1 and m.blast_radius is None


@pytest.mark.rule("SK-12.4")
def test_scenario_17_rifle_grenade_data_5_to_15_inches_fit_2_fire_6():
    g = data.weapon("rifle_grenade")
    assert (g.fit_a, g.remove_a, g.shot_a, g.min_range, g.range) == (2, 2, 6, 5.0, 15.0)
    assert (g.strength, g.blast_radius, g.scatter) == (2, 3.0, "2D6")
    assert "kar98k" in g.launchers and all(data.weapon(r).kind == "rifle" for r in g.launchers)
    assert g.aimed_a is None  # no aimed shot: the scatter is the aim


@pytest.mark.rule("SK-12.5")
def test_mortars_set_up_for_8_10_12_and_fire_for_6_plus_6():
    setup = {k: data.weapon(f"mortar_{k}").setup_a for k in ("light", "medium", "heavy")}
    assert setup == {"light": 8, "medium": 10, "heavy": 12}
    sizes = [data.weapon(f"mortar_{k}") for k in ("light", "medium", "heavy")]
    for m in sizes:
        assert (m.aimer_a, m.loader_a, m.scatter, m.wound_half_e) == (6, 6, "3D6", "down")
        assert 0 < m.min_range < m.range
    # bigger mortars reach further, hit harder and wider
    assert [m.range for m in sizes] == sorted(m.range for m in sizes)
    assert sizes[0].strength < sizes[1].strength < sizes[2].strength
    assert sizes[0].blast_radius < sizes[1].blast_radius < sizes[2].blast_radius


@pytest.mark.rule("SK-12.1")
def test_the_flamethrower_has_a_range_and_a_number_of_shots():
    f = data.weapon("flamethrower")
    assert f.range and f.shots and f.jet_width == 2.0


@pytest.mark.rule("SK-6.4", "SK-6.9", "SK-11.2")
def test_the_a_economy_of_firearms():
    ws = data.weapons()
    regular = data.stat_lines()["regular"].stats.A
    assert regular == 12
    for w in ws.values():
        if not w.is_firearm:
            continue
        assert w.strength >= 3 and w.magazine and w.ammo
        # a hip shot is a sixth to a quarter of a regular soldier's turn
        assert 2 <= w.shot_a <= 3
        if w.burst_a is not None:
            assert w.aimed_a == 5 * w.shot_a and w.burst_a == 1
        else:
            assert w.aimed_a == 2 * w.shot_a
            assert w.aimed_a <= regular // 2  # two aimed shots a turn at most
    assert ws["kar98k"].strength == 4 and ws["p08"].strength == 3 and ws["mp40"].strength == 3
    assert ws["kar98k"].range > ws["stg44"].range > ws["mp40"].range > ws["p08"].range
    assert ws["mg42"].range >= ws["kar98k"].range


@pytest.mark.rule("SK-9", "SK-4.14")
def test_melee_weapons_and_bare_hands():
    ws = data.weapons()
    assert ws["bare_hands"].unarmed and ws["bare_hands"].melee_a and ws["bare_hands"].up == 0
    assert ws["knife"].cutting and not ws["knife"].unarmed
    for wid in ("knife", "bayonet", "entrenching_tool", "rifle_butt"):
        assert ws[wid].kind == "melee" and ws[wid].melee_a >= ws["bare_hands"].melee_a
    assert data.equipment()["infantry_shovel"].weapon == "entrenching_tool"


@pytest.mark.rule("SK-8.3", "SK-8.4")
def test_cover_saves_are_the_books_table_exactly():
    cv = data.cover()
    assert {k: cv[k].save for k in BOOK_COVER} == BOOK_COVER
    for c in cv.values():
        assert isinstance(c, CoverType) and isinstance(c, CoverDef)
    # SK-8.4: 15 / 30 / 45 E by save; trench and foxhole indestructible
    for k, save in BOOK_COVER.items():
        if cv[k].destroyed_by is None:
            assert cv[k].destroyed_after == {6: 15, 5: 30, 4: 45}[save], k
    assert cv["trench"].destroyed_after is None and cv["foxhole"].destroyed_after is None
    assert not cv["pole"].hides_crouching and cv["brick_wall"].hides_crouching


@pytest.mark.rule("SK-8.3")
def test_stone_wall_and_six_armour_rows_ending_in_0_plus():
    cv = data.cover()
    assert cv["stone_wall"].save is not None and cv["stone_wall"].save < cv["brick_wall"].save
    rows = [cv[f"armour_{mm}mm"] for mm in (10, 20, 30, 50, 80, 120)]
    assert rows[-1].save == 0
    assert [r.save for r in rows] == sorted((r.save for r in rows), reverse=True)
    assert [r.min_e for r in rows] == sorted(r.min_e for r in rows)
    # no small arm goes through 20 mm; a rifle at short range may go through 10 mm, never a pistol
    small_arms = max(w.strength for w in data.weapons().values() if w.is_firearm)
    assert rows[1].min_e > small_arms
    assert rows[0].min_e == data.weapon("kar98k").strength > data.weapon("p08").strength


@pytest.mark.rule("SK-2")
def test_stat_lines_stay_within_the_maxima():
    mx, civ = data.maximum(), data.civilian()
    assert mx == Stats(5, 5, 5, 5) and civ.A == 9
    lines = data.stat_lines()
    assert {"recruit", "regular", "veteran"} <= set(lines)
    assert lines["recruit"].stats.A < lines["regular"].stats.A < lines["veteran"].stats.A
    for line in lines.values():
        assert all(line.stats.get(s) <= mx.get(s) for s in "CUEM")
        assert 10 <= line.stats.A <= 14


@pytest.mark.rule("SK-18.5")
def test_scenario_9_permanent_wounds_two_rolls_of_1():
    d = data.load()
    arm, leg = d.permanent_effect(Location.ARM, 1), d.permanent_effect("leg", 1)
    total = Stats(0, 0, 0, 0).plus(**arm.loss.to_json()).plus(**leg.loss.to_json())
    assert total == Stats(C=-2, U=-2, E=-2, M=0)  # -2 E, -2 C, -2 Ü: A -6
    assert total.A == -6
    assert max(arm.battles, leg.battles) == 3  # not 6 (Ambiguity 3)


@pytest.mark.rule("SK-18.5")
def test_permanent_wound_rows_cover_every_roll_with_the_best_reading():
    d = data.load()
    rolls = sorted(r for row in d.permanent_wounds for r in row.rolls)
    assert rolls == [1, 2, 3, 4, 5, 6]
    assert d.permanent_effect("leg", 2).loss == Stats(0, 0, -1, 0)  # Ambiguity 2: Leg -1 E assumed
    assert d.permanent_effect("leg", 5).loss == Stats(0, 0, -1, 0)
    assert d.permanent_effect("body", 3) == d.permanent_effect("body", 2)
    assert d.permanent_effect("head", 6).loss == Stats(0, 0, 0, -1) and d.permanent_effect("head", 6).battles == 1
    assert d.permanent_effect("arm", 6).battles == 0


@pytest.mark.rule("SK-19", "SK-17.2")
def test_a_team_cost_computed_by_hand():
    d = data.load()
    escort = d.teams["wehrmacht_escort"]
    by_id = {m.id: m for m in escort.models}
    # Feldwebel Brandt: 15 TP (veteran stats 12 TP over the recruit base + Leader 2 + Nimble 1)
    #   = 75 UP; MP 40 20; two stick grenades 2 x 4; helmet free; bandage 2 -> 105
    assert d.model_cost(by_id["sergeant"]) == 5 * 15 + 20 + 2 * 4 + 0 + 2 == 105
    assert data.tp_needed(by_id["sergeant"]) == 15
    # Keller: 10 TP = 50; MG 42 44; P38 6; helmet 0; bipod 5 -> 105
    assert d.model_cost(by_id["gunner"]) == 50 + 44 + 6 + 5 == 105
    # Vogel 45 + 6 + 15; Lenz 40 + 10; Weber 50 + 10 + 1 + 4; Roth 5 + 10 + 8 + 2
    assert d.team_cost(escort) == 105 + 105 + 66 + 50 + 65 + 25 == 416 == escort.up
    for team in d.teams.values():
        assert d.team_cost(team) == team.up
        assert 5 <= len(team.models) <= 8
        assert team.leader is not None and "leader" in team.leader.skills


@pytest.mark.rule("SK-17.2", "SK-19")
def test_scenario_22_experience_prices_and_a_4_tp_model_costs_20_up():
    d = data.load()
    base = d.stat_lines[d.base].stats
    assert improvement_tp(base, base.plus(U=1, E=1)) == 6  # 6 TP buy +1 Ü (3) and +1 E (3)
    m = TeamModel(id="x", team="t", name="X", line="recruit", stats=base, tp=4)
    assert model_cost(m, d.weapons, d.equipment) == 20


@pytest.mark.rule("SK-19")
def test_only_the_first_helmet_is_free():
    d = data.load()
    m = TeamModel(id="x", team="t", name="X", line="recruit", stats=Stats(2, 3, 3, 2), tp=2,
                  weapons=(("kar98k", 1),), equipment=("helmet", "helmet", "helmet"))
    assert model_cost(m, d.weapons, d.equipment) == 10 + 10 + 0 + 2 + 2
    assert improvement_tp(Stats(2, 3, 3, 2), Stats(3, 3, 4, 4)) == 5 + 3 + 2 * 2


def test_the_preset_teams_are_the_ones_the_brief_asks_for():
    teams = data.teams()
    assert {"wehrmacht_escort", "soviet_partisans", "hungarian_infantry", "soviet_infantry", "us_squad",
            "british_section"} <= set(teams)
    refs = [m.ref for t in teams.values() for m in t.models]
    assert len(refs) == len(set(refs)) and "wehrmacht_escort.officer" in refs
    # the partisan raid (SK-20.2): the escort has a driver with the Driver skill
    assert "driver" in {m.id: m for m in teams["wehrmacht_escort"].models}["driver"].skills


def test_the_design_document_shows_the_data_as_it_is():
    """docs/skirmish-design.md's weapon and team tables are the data's numbers."""
    doc = (Path(__file__).resolve().parents[2] / "docs" / "skirmish-design.md").read_text(encoding="utf-8")
    rows = {line.split("|")[1].strip(" `"): [c.strip() for c in line.split("|")[2:-1]]
            for line in doc.splitlines() if line.startswith("| `")}
    d = data.load()
    for w in d.weapons.values():
        assert w.id in rows, w.id
        if w.is_firearm:
            cells = rows[w.id]
            assert cells[3:] == [f"{w.range:g}", str(w.shot_a), str(w.aimed_a), "–" if w.burst_a is None else "1",
                                 str(w.magazine), str(w.strength), str(w.weight), str(w.up), str(w.hands), w.ammo], w.id
    for c in d.cover.values():
        assert rows[c.id][1] == f"{c.save}+", c.id
    for t in d.teams.values():
        assert f"(`{t.id}`, {t.year}, {t.up} UP)" in doc


# ----------------------------------------------------------------------------------------------
# Broken copies: each kind of problem is found and named
# ----------------------------------------------------------------------------------------------

def _one(lines, *words):
    found = [line for line in lines if all(w in line for w in words)]
    assert found, "\n".join(lines)
    return found[0]


def test_unknown_weapon_referenced_by_a_team(copy):
    folder, edit = copy
    edit("teams", lambda d: _model(d, "soviet_partisans", "scout")["weapons"].__setitem__(0, "mosinn"))
    line = _one(data.validate(folder), "teams.json", "teams[1] (soviet_partisans).models[4] (scout).weapons[0]",
                "unknown weapon 'mosinn'")
    assert line.startswith(str(folder / "teams.json"))
    with pytest.raises(SkirmishDataError) as err:
        data.load(folder)
    assert "unknown weapon 'mosinn'" in str(err.value)


def test_unknown_skill_and_equipment(copy):
    folder, edit = copy

    def change(d):
        m = _model(d, "us_squad", "medic")
        m["skills"] = ["medik"]
        m["equipment"].append("jetpack")
    edit("teams", change)
    lines = data.validate(folder)
    _one(lines, "(us_squad)", "(medic).skills[0]", "unknown skill 'medik'")
    _one(lines, "(us_squad)", "(medic).equipment[3]", "unknown equipment 'jetpack'")


def test_negative_range(copy):
    folder, edit = copy
    edit("weapons", lambda d: _item(d, "weapons", "kar98k").__setitem__("range", -5))
    _one(data.validate(folder), "weapons.json", "weapons[0] (kar98k).range", "at least 0", "-5")


def test_burst_a_without_a_magazine(copy):
    folder, edit = copy

    def change(d):
        w = _item(d, "weapons", "knife")
        w["burst_a"] = 1
        w["shot_a"] = 1
    edit("weapons", change)
    _one(data.validate(folder), "(knife).burst_a", "without a magazine cannot fire bursts")


def test_stats_above_the_maxima(copy):
    folder, edit = copy
    edit("teams", lambda d: _model(d, "british_section", "corporal")["stats"].__setitem__("C", 7))
    _one(data.validate(folder), "(british_section)", "(corporal).stats.C", "7 is above the maximum 5")
    folder2 = folder
    edit("stats", lambda d: d["lines"]["veteran"]["stats"].__setitem__("M", 6))
    _one(data.validate(folder2), "stats.json", "lines.veteran.stats.M", "above the maximum")


def test_tp_that_do_not_pay_for_skills_and_stats(copy):
    folder, edit = copy
    edit("teams", lambda d: _model(d, "wehrmacht_escort", "sergeant").__setitem__("tp", 14))
    lines = data.validate(folder)
    _one(lines, "(sergeant).tp", "14 TP do not pay", "(15 TP")
    _one(lines, "(wehrmacht_escort).up", "cost 411 UP", "not 416")


def test_a_wrong_team_total(copy):
    folder, edit = copy
    edit("teams", lambda d: _item(d, "teams", "us_squad").__setitem__("up", 400))
    _one(data.validate(folder), "teams[4] (us_squad).up", "cost 426 UP", "not 400")


def test_carrying_more_weapons_than_e_and_gear_that_fits_nothing(copy):
    folder, edit = copy

    def change(d):
        m = _model(d, "soviet_infantry", "smg_1")  # E 3
        m["weapons"] = ["pps43", "tt33", "knife", "mp40"]
        m["equipment"].append("bipod")
        m["equipment"].append("telescopic_sight")
        m2 = _model(d, "soviet_infantry", "marksman")
        m2["weapons"] = ["bayonet", "tt33"]  # a bayonet with no rifle
    edit("teams", change)
    lines = data.validate(folder)
    _one(lines, "(smg_1).weapons", "carries 4 weapons, more than his E 3")
    _one(lines, "(smg_1).equipment", "'telescopic_sight' fits none of his weapons")
    _one(lines, "(marksman).weapons", "'bayonet' needs a rifle or assault_rifle")


def test_weapon_newer_than_the_team_and_a_rifle_grenade_without_a_rifle(copy):
    folder, edit = copy

    def change(d):
        _model(d, "wehrmacht_escort", "recruit")["weapons"] = ["stg44", "rifle_grenade"]
    edit("teams", change)
    lines = data.validate(folder)
    _one(lines, "(recruit).weapons[0]", "'stg44' entered service in 1944, after the team's year 1943")
    _one(lines, "(recruit).weapons", "'rifle_grenade' needs one of the rifles it fits")


def test_a_team_without_one_leader(copy):
    folder, edit = copy

    def change(d):
        _model(d, "hungarian_infantry", "sergeant").pop("leader")
        _model(d, "us_squad", "medic")["leader"] = True
    edit("teams", change)
    lines = data.validate(folder)
    _one(lines, "(hungarian_infantry).models", "exactly one leader", "not 0")
    _one(lines, "(us_squad).models", "exactly one leader", "not 2")
    _one(lines, "(us_squad).models[5] (medic).skills", "must have the skill 'leader'")


def test_cover_destruction_values_and_duplicate_ids(copy):
    folder, edit = copy

    def change(d):
        _item(d, "cover", "brick_wall")["destroyed_after"] = 40
        d["cover"].append(dict(_item(d, "cover", "log")))
    edit("cover", change)
    lines = data.validate(folder)
    _one(lines, "cover.json", "(brick_wall).destroyed_after", "after 45 E (SK-8.4), not 40")
    _one(lines, "cover.json", "(log).id", "used twice")


def test_permanent_wound_rolls_missing_or_twice(copy):
    folder, edit = copy
    edit("permanent_wounds", lambda d: d["rows"][2].__setitem__("rolls", [3, 4]))
    lines = data.validate(folder)
    _one(lines, "permanent_wounds.json", "rows[2].rolls", "the roll 3 is already in rows[1]")
    _one(lines, "permanent_wounds.json", "rows:", "no row for the D6 roll(s) 5")


def test_mortar_and_rifle_grenade_fields_are_required(copy):
    folder, edit = copy

    def change(d):
        del _item(d, "weapons", "mortar_light")["special"]["setup_a"]
        _item(d, "weapons", "rifle_grenade")["special"]["launchers"] = ["mp40", "nothing"]
        _item(d, "weapons", "mortar_heavy")["min_range"] = 500
    edit("weapons", change)
    lines = data.validate(folder)
    _one(lines, "(mortar_light).special.setup_a", "a mortar needs it")
    _one(lines, "(rifle_grenade).special.launchers[0]", "'mp40' is a smg, not a rifle")
    _one(lines, "(rifle_grenade).special.launchers[1]", "unknown weapon 'nothing'")
    _one(lines, "(mortar_heavy).min_range", "500 is not below the range")


def test_schema_problems_name_the_item_and_the_field(copy):
    folder, edit = copy

    def change(d):
        _item(d, "weapons", "mp40")["kind"] = "raygun"
        _item(d, "weapons", "p08")["colour"] = "black"
        del _item(d, "weapons", "mg42")["strength"]
    edit("weapons", change)
    lines = data.validate(folder)
    _one(lines, "(mp40).kind", "'raygun' is not one of")
    _one(lines, "(p08).colour", "not a known field")
    _one(lines, "(mg42).strength", "is missing")


def test_a_broken_or_missing_file_is_a_message_not_a_traceback(copy):
    folder, _ = copy
    (folder / "skills.json").write_text("{ not json", encoding="utf-8")
    (folder / "cover.json").unlink()
    lines = data.validate(folder)
    _one(lines, "skills.json")
    _one(lines, "cover.json")
    # the teams still check what they can: no false "unknown skill" lines without skills.json
    assert not [line for line in lines if "unknown skill" in line]
    for bad in ([], "text", {"format": "cc-desktop-skirmish-teams", "version": 1, "teams": [{"id": 3}]}):
        (folder / "teams.json").write_text(json.dumps(bad), encoding="utf-8")
        assert _one(data.validate(folder), "teams.json")
    with pytest.raises(SkirmishDataError):
        data.load(folder)


def test_random_damage_to_any_file_gives_messages_never_a_traceback(tmp_path):
    """Seeded random edits (values of the wrong type, deleted fields, extra items) of every file:
    validate() returns lines and load() raises SkirmishDataError, nothing else."""
    import random
    rng = random.Random(17)
    values = [None, -1, 0, 2.5, "x", "", [], {}, True, [1], {"id": "x"}, 10 ** 9, "kar98k", "leader"]

    def mutate(node):
        if isinstance(node, dict) and node:
            key = rng.choice(list(node))
            if rng.random() < 0.15:
                del node[key]
            elif rng.random() < 0.5 or not isinstance(node[key], (dict, list)):
                node[key] = rng.choice(values)
            else:
                mutate(node[key])
        elif isinstance(node, list) and node:
            i = rng.randrange(len(node))
            if rng.random() < 0.15:
                del node[i]
            elif rng.random() < 0.5 or not isinstance(node[i], (dict, list)):
                node[i] = rng.choice(values)
            else:
                mutate(node[i])

    originals = {stem: (data.DATA_DIR / f"{stem}.json").read_text(encoding="utf-8") for stem in data.FILES}
    folder = tmp_path / "skirmish"
    shutil.copytree(data.DATA_DIR, folder)
    flagged = 0
    for n in range(60):
        stem = rng.choice(sorted(data.FILES))
        doc = json.loads(originals[stem])
        for _ in range(rng.randint(1, 3)):
            mutate(doc)
        (folder / f"{stem}.json").write_text(json.dumps(doc), encoding="utf-8")
        try:
            data.load(folder)
            lines = []
        except SkirmishDataError as exc:
            lines = exc.lines
        if n % 10 == 0:
            assert lines == data.validate(folder)
        flagged += bool(lines)
        (folder / f"{stem}.json").write_text(originals[stem], encoding="utf-8")
    assert flagged > 45  # most random damage is caught (the rest hits names and descriptions)
