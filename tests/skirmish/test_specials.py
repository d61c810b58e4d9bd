"""Carrying limit (SK-11.1) and special weapons (SK-12) with fixed dice and exact numbers."""

import pytest

from cc_desktop.skirmish.explain import Step as ExplainStep

from cc_desktop.skirmish.dice import FixedDice
from cc_desktop.skirmish.specials import (
    BURNING_CLOTHES_A, FireArea, MortarSetup, RuleError, Target, burning_at_turn_start, carrying_limit,
    check_throw, fire_flamethrower, fit_rifle_grenade, normal_shot_refusal, remove_rifle_grenade, fire_mortar, fire_mortar_weapon, fire_rifle_grenade, flame_coverage, flame_save_needed,
    flame_template, grenade_scatter, molotov_catch_fire, molotov_impact, mortar_fire_cost, mortar_size,
    posture_change_against_blast, resolve_blast, take_off_burning_clothes, throw_grenade, throw_molotov,
    throw_range)
from cc_desktop.skirmish.types import Location, Point, Posture, WeaponProfile


@pytest.mark.rule("SK-11.1")
def test_carrying_limit_is_current_strength():
    c = carrying_limit(3, 2)
    assert c.limit == 3 and c.may_take_another and c.excess == 0
    assert not carrying_limit(3, 3).may_take_another


@pytest.mark.rule("SK-11.1")
def test_falling_strength_drops_excess_weapons_at_next_activation():
    # Ambiguity 30: E 3 -> 1 after a wound, three weapons carried
    later = carrying_limit(1, 3)
    assert later.excess == 2 and later.must_drop_now == 0
    assert carrying_limit(1, 3, at_activation=True).must_drop_now == 2
    assert carrying_limit(1, 3, falling_e="drop_immediately").must_drop_now == 2
    assert carrying_limit(-2, 1).limit == 0


@pytest.mark.rule("SK-12.1")
def test_flame_template_is_a_triangle_two_inches_wide_at_max_range():
    tpl = flame_template(Point(0, 10), Point(20, 10), 8.0)
    assert tpl.area == pytest.approx(8.0)            # base 2, height 8
    minx, miny, maxx, maxy = tpl.bounds
    assert (minx, maxx) == (pytest.approx(0), pytest.approx(8))
    assert (miny, maxy) == (pytest.approx(9), pytest.approx(11))
    assert flame_coverage(tpl, Target("a", Point(7, 10), base_radius=0.4)) == "full"
    assert flame_coverage(tpl, Target("b", Point(3, 10))) == "partial"   # 0.75 in wide there
    assert flame_coverage(tpl, Target("c", Point(8.4, 10))) == "partial"   # past the stick, base touching
    assert flame_coverage(tpl, Target("d", Point(4, 13))) is None
    assert flame_coverage(tpl, Target("e", Point(8.6, 10))) is None


@pytest.mark.rule("SK-12.1")
def test_flame_saves_plus_one_whole_plus_three_partial():
    assert flame_save_needed("full", None) == 6
    assert flame_save_needed("full", 4) == 3
    assert flame_save_needed("partial", None) == 4
    assert flame_save_needed("partial", 5) == 2
    # Ambiguity 16, the other reading: a flame of E4 worsens the save by 1; E5 on 6+ leaves none
    assert flame_save_needed("full", 4, flame_e=4) == 4
    assert flame_save_needed("full", None, flame_e=5) is None


@pytest.mark.rule("SK-12.1", "SK-18.4")
def test_fire_flamethrower_hits_everyone_under_the_triangle_and_spends_a_shot():
    targets = [Target("whole", Point(7, 10), base_radius=0.4), Target("part", Point(3, 10), cover_save=5),
               Target("away", Point(4, 14))]
    # whole: location 6 (head), save 6+ rolled 5 -> burnt; part: location 3 (body), save 2+ rolled 2
    r = fire_flamethrower(Point(0, 10), 0.0, 8.0, 1, targets, FixedDice([6, 5, 3, 2]))
    assert [(h.target, h.coverage, h.location, h.save_needed, h.wounded) for h in r.hits] == [
        ("whole", "full", Location.HEAD, 6, True), ("part", "partial", Location.BODY, 2, False)]
    assert r.shots_left == 0 and r.thrown_away
    with pytest.raises(RuleError):
        fire_flamethrower(Point(0, 10), 0.0, 8.0, 0, targets, FixedDice([]))


@pytest.mark.rule("SK-12.2", "SK-4.2", "SK-17.4")
def test_scenario_16_grenade_standing_and_prone_and_throw_range():
    assert throw_range(3) == 6.0
    assert throw_range(3, grenadier=True) == 8.0
    check_throw(Point(0, 0), Point(6, 0), 3)
    with pytest.raises(RuleError):
        check_throw(Point(0, 0), Point(7, 0), 3)
    check_throw(Point(0, 0), Point(8, 0), 3, grenadier=True)
    centre = Point(10, 10)
    standing = Target("standing", Point(12, 10))
    prone = Target("prone", Point(10, 12), posture=Posture.PRONE)
    # E2 standing: D6 4 wounds (4 + 2 = 6); then location 1 (leg).  Prone E1: D6 4 does not.
    r = resolve_blast(centre, 3.0, 2, [standing, prone], FixedDice([4, 1, 4]))
    assert [(w.target, w.effective_e, w.wounded) for w in r.wounds] == [("standing", 2, True), ("prone", 1, False)]
    assert r.wounds[0].location is Location.LEG
    assert r.wounds[0].distance == pytest.approx(2.0)
    # D6 3 does not wound the standing man; D6 5 wounds the prone man (5 + 1)
    r = resolve_blast(centre, 3.0, 2, [standing, prone], FixedDice([3, 5, 6]))
    assert [w.wounded for w in r.wounds] == [False, True]
    assert r.wounded_ids() == ("prone",)


@pytest.mark.rule("SK-12.2")
def test_blast_catches_a_base_touching_the_radius_only():
    touching = Target("t", Point(13.5, 10))   # centre 3.5 away, base radius 0.5
    outside = Target("o", Point(13.6, 10))
    r = resolve_blast(Point(10, 10), 3.0, 2, [touching, outside], FixedDice([1]))
    assert [w.target for w in r.wounds] == ["t"]


@pytest.mark.rule("SK-12.2", "SK-8.2")
def test_grenade_in_cover_halves_e_then_rolls_cover_save_ambiguity_15():
    behind_wall = Target("w", Point(11, 10), cover_save=4)
    # half E (1, rounded up): D6 5 -> wounded by fragments; cover save 4+ rolled 4 -> saved
    r = resolve_blast(Point(10, 10), 3.0, 2, [behind_wall], FixedDice([5, 4]))
    w = r.wounds[0]
    assert (w.effective_e, w.wounded_by_fragments, w.cover_saved, w.wounded) == (1, True, True, False)
    # cover save failed (3): location rolled (5, arm)
    r = resolve_blast(Point(10, 10), 3.0, 2, [behind_wall], FixedDice([5, 3, 5]))
    assert r.wounds[0].wounded and r.wounds[0].location is Location.ARM
    # option: half E only, no cover save
    r = resolve_blast(Point(10, 10), 3.0, 2, [behind_wall], FixedDice([5, 2]), halve_and_save=False)
    assert r.wounds[0].wounded and r.wounds[0].location is Location.LEG


@pytest.mark.rule("SK-12.2", "SK-17.4")
def test_grenade_scatter_d3_random_direction_grenadier_reroll():
    s = grenade_scatter(Point(10, 10), FixedDice([2], reals=[90.0]))
    assert s.distance == 2.0 and s.landed.x == pytest.approx(10) and s.landed.y == pytest.approx(12)
    s = grenade_scatter(Point(10, 10), FixedDice([3, 1], reals=[180.0]), grenadier=True)
    assert s.distance == 1.0 and s.landed.x == pytest.approx(9)
    s = grenade_scatter(Point(10, 10), FixedDice([3], reals=[0.0]), grenadier=True, reroll=lambda d: False)
    assert s.distance == 3.0 and s.landed.x == pytest.approx(13)


@pytest.mark.rule("SK-12.2")
def test_throw_grenade_whole_sequence():
    men = [Target("a", Point(11, 10)), Target("b", Point(20, 10))]
    r = throw_grenade(Point(5, 10), Point(10, 10), 3, men, FixedDice([1, 4, 3], reals=[0.0]))
    assert r.scatter.landed.x == pytest.approx(11)
    assert [w.target for w in r.blast.wounds] == ["a"] and r.blast.wounds[0].wounded
    assert r.steps[0].get("cost") == 5


@pytest.mark.rule("SK-12.2")
def test_posture_change_against_a_grenade_needs_reserved_a():
    c = posture_change_against_blast(3, Posture.STANDING)
    assert c.allowed and c.cost == 1 and c.new_posture is Posture.PRONE
    c = posture_change_against_blast(0, Posture.STANDING)
    assert not c.allowed and c.new_posture is Posture.STANDING
    c = posture_change_against_blast(1, Posture.STANDING, nimble=True)
    assert c.allowed and c.cost == 0


@pytest.mark.rule("SK-12.3")
def test_scenario_18_molotov():
    dud = molotov_impact(Point(5, 5), FixedDice([1]))
    assert not dud.breaks and dud.radius is None and dud.area() is None
    m = molotov_impact(Point(5, 5), FixedDice([5]))
    assert (m.e, m.radius, m.burn_turns_non_combustible) == (5, 3.0, 5)
    assert m.area().area == pytest.approx(3.14159 * 9, rel=0.01)


@pytest.mark.rule("SK-12.3")
def test_molotov_catching_fire_and_cover():
    m = molotov_impact(Point(5, 5), FixedDice([4]))           # radius 2
    assert molotov_catch_fire(m, Target("open", Point(6, 5)), FixedDice([])).catches_fire
    assert not molotov_catch_fire(m, Target("far", Point(8, 5)), FixedDice([])).catches_fire
    hedge = Target("hedge", Point(6, 5), cover_save=6)
    r = molotov_catch_fire(m, hedge, FixedDice([6]))
    assert not r.catches_fire and r.cover_caught_fire
    assert molotov_catch_fire(m, hedge, FixedDice([5])).catches_fire


@pytest.mark.rule("SK-12.3", "SK-18.3")
def test_burning_clothes():
    assert BURNING_CLOTHES_A == 8
    off = take_off_burning_clothes(10)
    assert (off.a_spent, off.a_borrowed, off.still_burning) == (8, 0, False)
    off = take_off_burning_clothes(5)
    assert (off.a_spent, off.a_borrowed, off.still_burning) == (5, 3, False)
    off = take_off_burning_clothes(5, short_of_a="keep_burning")
    assert (off.a_spent, off.a_borrowed, off.still_burning) == (5, 0, True)
    w = burning_at_turn_start(FixedDice([3]))
    assert w.location is Location.BODY and not w.bleeds


@pytest.mark.rule("SK-12.4")
def test_scenario_17_rifle_grenade_scatter():
    r = fire_rifle_grenade(Point(0, 0), Point(10, 0), 4, FixedDice([3, 4], reals=[270.0]))
    assert r.scatter.distance == 3.0
    assert r.scatter.landed.x == pytest.approx(10) and r.scatter.landed.y == pytest.approx(-3)
    assert (r.e, r.radius) == (2, 3.0)
    r = fire_rifle_grenade(Point(0, 0), Point(10, 0), 4, FixedDice([1, 3]))
    assert r.scatter.distance == 0 and r.scatter.landed == Point(10, 0) and r.scatter.direction is None
    with pytest.raises(RuleError, match="minimum is 5"):
        fire_rifle_grenade(Point(0, 0), Point(4, 0), 4, FixedDice([]))
    with pytest.raises(RuleError, match="maximum is 15"):
        fire_rifle_grenade(Point(0, 0), Point(16, 0), 4, FixedDice([]))
    fire_rifle_grenade(Point(0, 0), Point(15, 0), 4, FixedDice([1, 1]))


@pytest.mark.rule("SK-12.5")
def test_mortar_setup_is_paid_by_every_soldier_taking_part():
    assert mortar_size("mortar_heavy") == "heavy"
    s = MortarSetup("light").contribute("a", 8)
    assert s.ready
    s = MortarSetup("medium").contribute("a", 10).contribute("b", 6)
    assert not s.ready
    assert s.contribute("b", 4).ready
    with pytest.raises(RuleError):
        MortarSetup("heavy").contribute("a", 13)
    assert not MortarSetup("heavy").ready


@pytest.mark.rule("SK-12.5")
def test_mortar_firing_costs_and_scatter_and_blast_rounding_down():
    assert mortar_fire_cost("a", "b") == {"a": 6, "b": 6}
    assert mortar_fire_cost("a", None) == {"a": 12}
    sc = fire_mortar(Point(0, 0), Point(30, 0), 4, 10, 40, FixedDice([3, 4, 2], reals=[90.0]))
    assert sc.distance == 5.0 and sc.landed.y == pytest.approx(5)
    sc = fire_mortar(Point(0, 0), Point(30, 0), 4, 10, 40, FixedDice([1, 1, 2]))
    assert sc.distance == 0
    with pytest.raises(RuleError):
        fire_mortar(Point(0, 0), Point(5, 0), 4, 10, 40, FixedDice([]))
    with pytest.raises(RuleError):
        fire_mortar(Point(0, 0), Point(30, 0), 4, 10, 40, FixedDice([]), ready=False)
    # E3: crouching half rounded down = 1 (a grenade would use 2)
    r = resolve_blast(Point(0, 0), 4.0, 3, [Target("x", Point(1, 0), posture=Posture.CROUCHING)],
                      FixedDice([4]), rounding="down", rule="SK-12.5")
    assert r.wounds[0].effective_e == 1 and not r.wounds[0].wounded
    r = resolve_blast(Point(0, 0), 4.0, 3, [Target("x", Point(1, 0), posture=Posture.CROUCHING)],
                      FixedDice([4, 2]), rounding="up")
    assert r.wounds[0].effective_e == 2 and r.wounds[0].wounded


@pytest.mark.rule("SK-12.3", "SK-4.2")
def test_molotov_is_thrown_like_a_grenade():
    # E 3 thrower: 6 inches; scatter D3 2 at 0 degrees; impact 6 -> E6, radius 3
    t = throw_molotov(Point(0, 0), Point(6, 0), 3, FixedDice([2, 6], reals=[0.0]))
    assert t.scatter.landed.x == pytest.approx(8) and t.impact.at == t.scatter.landed
    assert (t.impact.e, t.impact.radius) == (6, 3.0)
    with pytest.raises(RuleError):
        throw_molotov(Point(0, 0), Point(7, 0), 3, FixedDice([]))


@pytest.mark.rule("SK-12.5")
def test_fire_mortar_with_its_weapon_line():
    light = WeaponProfile("mortar_light", "Light mortar", "mortar", min_range=8, range=40, strength=3,
                          blast_radius=2.0)
    men = [Target("open", Point(31, 0)), Target("covered", Point(30, 1), cover_save=4), Target("far", Point(35, 0))]
    # 3D6 = 4 - C 4: on the point.  open: E3 D6 3 -> wound, location 2 (leg).
    # covered: half E rounded down 1, D6 5 -> fragments; cover 4+ rolled 4 -> saved
    r = fire_mortar_weapon(light, Point(0, 0), Point(30, 0), 4, men, FixedDice([1, 1, 2, 3, 2, 5, 4]))
    assert r.scatter.distance == 0
    assert [(w.target, w.effective_e, w.wounded) for w in r.blast.wounds] == [("open", 3, True), ("covered", 1, False)]
    assert r.blast.wounds[0].location is Location.LEG
    with pytest.raises(RuleError):
        fire_mortar_weapon(light, Point(0, 0), Point(6, 0), 4, men, FixedDice([]))


@pytest.mark.rule("SK-12.2")
def test_steps_explain_themselves():
    r = resolve_blast(Point(10, 10), 3.0, 2, [Target("w", Point(11, 10), cover_save=4)], FixedDice([5, 3, 5]))
    texts = [str(s) for s in r.steps]
    assert "w in cover: half E rounded up (E 2, half 1; SK-12.2)" in texts
    assert "w fragments wound (roll 5, E 1, total 6, needed 6; SK-12.2)" in texts
    assert "cover save w 4+: failed (needed 4, roll 3; SK-8.2)" in texts
    save = r.steps[3]
    assert (save.rule, save.roll, save.need, save.ok) == ("SK-8.2", 3, 4, False)
    j = save.to_json()
    assert {k: j[k] for k in ("rule", "kind", "text", "roll", "need", "ok", "data")} == {
        "rule": "SK-8.2", "kind": "special", "text": texts[3], "roll": 3, "need": 4, "ok": False,
        "data": {"needed": 4, "roll": 3}}
    assert isinstance(save, ExplainStep)   # the engine's one step type


@pytest.mark.rule("SK-12.3")
def test_fire_area_burns_the_impact_rolls_turns_on_non_combustible_ground():
    fire = FireArea.from_impact(molotov_impact(Point(5, 5), FixedDice([2])))
    assert (fire.radius, fire.turns_left) == (1.0, 2)
    assert fire.covers(Target("x", Point(6.4, 5))) and not fire.covers(Target("y", Point(6.6, 5)))
    assert fire.next_turn().turns_left == 1 and fire.next_turn().next_turn() is None
    wood = FireArea.from_impact(molotov_impact(Point(5, 5), FixedDice([2])), combustible=True)
    assert wood.turns_left is None and wood.next_turn() is wood
    assert FireArea.from_impact(molotov_impact(Point(5, 5), FixedDice([1]))) is None


@pytest.mark.rule("SK-12.4")
def test_fitting_and_removing_a_rifle_grenade():
    launchers = ["kar98k", "mosin"]
    assert fit_rifle_grenade("kar98k", launchers, fitted=False, a_available=2).get("cost") == 2
    with pytest.raises(RuleError, match="does not fit"):
        fit_rifle_grenade("mp40", launchers, fitted=False, a_available=5)
    with pytest.raises(RuleError, match="already"):
        fit_rifle_grenade("kar98k", launchers, fitted=True, a_available=5)
    with pytest.raises(RuleError, match="2 A"):
        fit_rifle_grenade("kar98k", launchers, fitted=False, a_available=1)
    assert remove_rifle_grenade(fitted=True, a_available=2).get("cost") == 2
    with pytest.raises(RuleError):
        remove_rifle_grenade(fitted=False, a_available=2)
    assert normal_shot_refusal(grenade_fitted=True) and normal_shot_refusal(grenade_fitted=False) is None
